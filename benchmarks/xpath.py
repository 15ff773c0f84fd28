"""XPath: webapi's evaluator against elementpath and lxml on the ten expressions of the kind
scrapers write (issue 52's speed table), on pages of about 100 KB and 1 MB.

The page (:func:`xpath_page`) has what the expressions ask for: an ``h1``, a ``#main`` list,
cards (``div class=x`` with an ``h2``, paragraphs, some empty, prices, links absolute and
relative), tables with an explicit ``tbody`` (so lxml's parser, which adds none, builds the
same rows as HTML's) and forms with hidden inputs.

Contenders, each on its own tree of the same page, built once outside the timing:

- ``webapi``: :func:`webapi.xpath.select` on a document from ``DOMParser`` (the expression
  parsed once and cached, as ``document.evaluate`` does);
- ``elementpath``: ``elementpath.select(root, expression)`` over html5lib's ElementTree of the
  page (HTML's tree, elements in no namespace): pure Python, XPath 1.0 to 3.1;
- ``lxml``: ``root.xpath(expression)`` over ``lxml.html.document_fromstring``'s tree (libxml2's
  XPath in C; its parse excluded).

The issue's goal: each expression ≤ 0.3x elementpath's time and within 5x lxml's. Answers are
compared untimed (a node as its name, an attribute or text as its string, a number as a float);
a ratio is shown only where the contender gives webapi's answer. Timing: thread CPU time,
:func:`benchmarks._common.batched_rounds` (calls repeated to 5 ms a timing, contenders
interleaved, the median of the rounds).

The parse of each expression is timed too, uncached (the issue's goal: ≤ 20 µs), beside
elementpath's parser and lxml's compile.

Run: ``python -m benchmarks.xpath [--rounds N] [--sizes 100000,1000000] [--json OUT]``.
A peer not installed is left out.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from benchmarks._common import batched_rounds, fmt, machine_info, median, table

__all__ = ["EXPRESSIONS", "answers", "main", "run", "run_parse", "xpath_page"]

#: Issue 52's ten expressions, in its order.
EXPRESSIONS = (
    "//a/@href",
    '//div[@class="x"]//h2/text()',
    "//table/tbody/tr[position() mod 2 = 0]/td[2]",
    '//*[contains(@class, "price")]',
    '//a[starts-with(@href, "https")]',
    "count(//li)",
    "//h1 | //h2",
    '//*[@id="main"]/ul/li[last()]',
    "//p[normalize-space()]",
    '//form//input[@type="hidden"]/@value',
)


def xpath_page(size: int = 100_000) -> str:
    """A page of about ``size`` characters with what :data:`EXPRESSIONS` select."""
    head = (
        "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>Catalogue</title>"
        "</head>\n<body>\n<h1>Catalogue</h1>\n"
        '<div id="main"><ul class="menu">'
        + "".join(f'<li><a href="/c/{c}">{c}</a></li>' for c in ("new", "used", "sale"))
        + "</ul></div>\n"
    )
    card = (
        '<div class="x"><h2>Item {n}</h2><p>A description of item {n}, with '
        '<a href="https://example.com/i/{n}">a link</a> and <em>emphasis</em>.</p>'
        '<p> </p><span class="price">{n}.99</span> <span class="old-price">{m}.00</span>'
        '<a href="/i/{n}/reviews">Reviews</a><ul><li>one</li><li>two</li></ul></div>\n'
    )
    foot = "</body></html>\n"
    parts = [head]
    length = len(head) + len(foot)
    n = 0
    while length < size:
        part = card.format(n=n, m=n + 5)
        if n % 10 == 9:
            rows = "".join(
                f"<tr><td>r{r}</td><td>{n * 7 + r}</td><td>{r % 3}</td></tr>" for r in range(8)
            )
            part += f"<table><tbody>{rows}</tbody></table>\n"
            part += (
                f'<form action="/buy/{n}" method=post><input type=hidden name=id value="{n}">'
                f'<input type=hidden name=token value="t{n:06d}"><input name=qty value=1>'
                "<button>Buy</button></form>\n"
            )
        parts.append(part)
        length += len(part)
        n += 1
    parts.append(foot)
    return "".join(parts)


def _plain(value: Any) -> Any:
    """A result as answers are compared: a list of strings and names, or a float."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        return [value]
    out = []
    for item in value:
        kind = getattr(item, "nodeType", None)  # webapi's nodes
        if kind == 2:  # an attribute: its value
            out.append(item.value)
        elif kind in (3, 4):  # text
            out.append(item.data)
        elif kind is not None:
            out.append(item.localName)
        elif isinstance(item, str):  # elementpath's and lxml's attribute values and texts
            out.append(str(item))
        else:  # an element of ElementTree or lxml
            out.append(str(item.tag).lower())
    return out


def _webapi(text: str) -> Callable[[str], Any]:
    from webapi.html.browsing._elements_bindings import DOMParser
    from webapi.xpath import select

    document: Any = DOMParser().parseFromString(text, "text/html")
    return lambda expression: select(document, expression)


def _elementpath(text: str) -> Callable[[str], Any]:
    import elementpath  # type: ignore[import-not-found,import-untyped,unused-ignore]
    import html5lib  # type: ignore[import-untyped,unused-ignore]

    root = html5lib.parse(text, namespaceHTMLElements=False)
    return lambda expression: elementpath.select(root, expression)


def _lxml(text: str) -> Callable[[str], Any]:
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    root = lxml.html.document_fromstring(text)
    return lambda expression: root.xpath(expression)


_CONTENDERS: dict[str, Callable[[str], Callable[[str], Any]]] = {
    "webapi": _webapi,
    "elementpath": _elementpath,
    "lxml": _lxml,
}


def contenders(text: str) -> dict[str, Callable[[str], Any]]:
    """The contenders installed, each on its own tree of ``text``."""
    made = {}
    for name, make in _CONTENDERS.items():
        try:
            made[name] = make(text)
        except ImportError:
            continue
    return made


def answers(text: str) -> dict[str, dict[str, Any]]:
    """Each contender's answer to each expression on ``text``, as compared."""
    return {
        name: {expression: _plain(evaluate(expression)) for expression in EXPRESSIONS}
        for name, evaluate in contenders(text).items()
    }


def _call(evaluate: Callable[[str], Any], expression: str) -> Callable[[], Any]:
    return lambda: evaluate(expression)


def run(size: int, rounds: int) -> dict[str, Any]:
    """Microseconds per evaluation of each expression by each contender on a page of ``size``
    characters, with whether it gave webapi's answer."""
    text = xpath_page(size)
    made = contenders(text)
    rows: dict[str, Any] = {}
    for expression in EXPRESSIONS:
        expected = _plain(made["webapi"](expression))
        same = {name: _plain(f(expression)) == expected for name, f in made.items()}
        timed = batched_rounds({name: _call(f, expression) for name, f in made.items()}, rounds)
        rows[expression] = {
            name: {"us": median(values) / 1000, "same": same[name]}
            for name, values in timed.per_call_ns.items()
        }
    return {"size": len(text), "expressions": rows}


def report(result: dict[str, Any]) -> str:
    peers = [name for name in _CONTENDERS if name != "webapi"]
    rows = []
    for expression, by in result["expressions"].items():
        mine = by["webapi"]["us"]
        row = [expression, fmt(mine, 0)]
        for peer in peers:
            if peer not in by:
                row += ["-", "-"]
                continue
            theirs = by[peer]
            ratio = mine / theirs["us"] if theirs["same"] else None
            row += [fmt(theirs["us"], 0), fmt(ratio) + ("" if theirs["same"] else " (differs)")]
        rows.append(row)
    header = ["expression", "webapi us"]
    for peer in peers:
        header += [f"{peer} us", f"webapi/{peer}"]
    return f"page of {result['size']:,} characters\n" + table(header, rows)


def _parsers() -> dict[str, Callable[[str], Any]]:
    """Each installed contender's parse of an expression, nothing cached: webapi's parser
    (what ``createExpression`` runs before its cache), elementpath's ``XPath1Parser``,
    lxml's ``etree.XPath`` (libxml2's compile)."""
    from webapi.xpath._parser import parse_expression

    made: dict[str, Callable[[str], Any]] = {"webapi": parse_expression}
    try:
        import elementpath

        made["elementpath"] = lambda expression: elementpath.XPath1Parser().parse(expression)
    except ImportError:
        pass
    try:
        from lxml import etree  # type: ignore[import-untyped,unused-ignore]

        made["lxml"] = etree.XPath
    except ImportError:
        pass
    return made


def run_parse(rounds: int) -> dict[str, dict[str, float]]:
    """Microseconds to parse each expression (the issue's goal: ≤ 20 µs), by each
    contender."""
    parsers = _parsers()
    for parse in parsers.values():  # (first uses: webapi's lazily compiled patterns)
        for expression in EXPRESSIONS:
            parse(expression)
    result: dict[str, dict[str, float]] = {}
    for expression in EXPRESSIONS:
        timed = batched_rounds(
            {name: _call(parse, expression) for name, parse in parsers.items()}, rounds
        )
        result[expression] = {
            name: median(values) / 1000 for name, values in timed.per_call_ns.items()
        }
    return result


def report_parse(result: dict[str, dict[str, float]]) -> str:
    peers = [name for name in _CONTENDERS if name != "webapi"]
    rows = []
    for expression, by in result.items():
        row = [expression, fmt(by["webapi"], 1)]
        row += [fmt(by[peer], 1) if peer in by else "-" for peer in peers]
        rows.append(row)
    header = ["parse of", "webapi us"] + [f"{peer} us" for peer in peers]
    return table(header, rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    parsing = run_parse(args.rounds)
    print(report_parse(parsing))
    print()
    results = [run(int(size), args.rounds) for size in args.sizes.split(",")]
    for result in results:
        print(report(result))
        print()
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(
                {"machine": machine_info(), "parse": parsing, "results": results}, out, indent=1
            )


if __name__ == "__main__":
    main()
