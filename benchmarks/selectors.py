"""Selectors: webapi's ``querySelectorAll`` (at the impl level, over the DOM tree HTML's parser
builds from the html section's 100 KB page) against the Python selector engines a scraper
would pick, issue 44's ten selectors of the kind scrapers write:

- ``soupsieve``: ``soupsieve.select`` over BeautifulSoup's tree (``html.parser``, class and
  other multi-valued attributes kept as strings);
- ``justhtml``: ``JustHTML(page, sanitize=False).query`` (its default sanitizes the tree:
  ``data-*`` attributes and more removed);
- ``lxml``: lxml.html's tree with cssselect's translation to XPath (the translation is part of
  each call, as ``tree.cssselect(selector)`` does it);
- ``selectolax``: ``LexborHTMLParser(page).css`` (lexbor, C).

``webapi (walk)`` is webapi on a document whose tree changed before each query: the document's
element index (made at a document's second query while its tree stays as it is) is not used,
each query walks the tree. The trees are built once, outside the timing. Each round times every
selector for every contender in turn (the order rotating from selector to selector and round to
round, so a burst of load hits all alike), thread CPU time, the cyclic GC collected before the
round and off during it; the figures are the medians over rounds, per selector and of each
round's total. A contender that raises on a selector (a selector it does not support) has its
time to raise counted and its answer marked ``error``.

Answers are compared untimed: each selected element as its name and attributes, in the order
given, against webapi's; "same" when the lists are equal. Ratios: webapi / soupsieve over the
ten (the issue's goal: 0.25 or less) and webapi / selectolax over the selectors where
selectolax gives webapi's answer (goal: 3 or less).

Run: ``python -m benchmarks.selectors [--rounds N]``. A peer not installed is left out.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

from benchmarks._common import fmt, median, ratio, table
from benchmarks.html_tokenizer import page

__all__ = ["SELECTORS", "main", "report", "run"]

#: Issue 44's selectors of the kind scrapers write.
SELECTORS = [
    "a[href]",
    "div.product > h2 a",
    "table tr:nth-child(2n) td",
    "ul li:not(.ad)",
    "[data-id]",
    "form input[type=hidden]",
    ":is(h1,h2,h3)",
    "a:has(> img)",
    "#main p:first-of-type",
    'meta[name="description" i]',
]

#: An element as answers are compared: its name and its attributes (name, value), sorted.
Described = tuple[str, tuple[tuple[str, str], ...]]


def _described(name: str, attributes: Any) -> Described:
    return name, tuple(sorted((k, v or "") for k, v in attributes))


def _webapi(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    from webapi.html._tree_builder import parse_document
    from webapi.selectors.engine import query_selector_all

    document = parse_document(text, scripting=False)

    def describe(element: Any) -> Described:
        attrs = element._attrs
        if attrs is None:
            return _described(element._local_name, ())
        if type(attrs) is dict:
            return _described(element._local_name, attrs.items())
        return _described(element._local_name, ((a._local_name, a._value) for a in attrs))

    return lambda selector: query_selector_all(document, selector), describe


def _soupsieve(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    import bs4
    import soupsieve

    soup = bs4.BeautifulSoup(text, "html.parser", multi_valued_attributes=None)
    return (
        lambda selector: soupsieve.select(selector, soup),
        lambda element: _described(element.name, element.attrs.items()),
    )


def _justhtml(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    from justhtml import JustHTML

    document = JustHTML(text, sanitize=False)
    return (
        lambda selector: document.query(selector),
        lambda element: _described(element.name, element.attrs.items()),
    )


def _lxml(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    import cssselect  # noqa: F401  (lxml's cssselect method needs it)
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    root = lxml.html.document_fromstring(text)
    return (
        lambda selector: root.cssselect(selector),
        lambda element: _described(element.tag, element.attrib.items()),
    )


def _selectolax(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(text)
    return (
        lambda selector: tree.css(selector),
        lambda node: _described(node.tag, node.attributes.items()),
    )


def _webapi_walk(text: str) -> tuple[Callable[[str], list[Any]], Callable[[Any], Described]]:
    """webapi as a query on a document changed since the last one meets it: the document's
    ``_version`` moved on before each call, so its element index is not used (the walk)."""
    from webapi.html._tree_builder import parse_document
    from webapi.selectors.engine import query_selector_all

    document = parse_document(text, scripting=False)
    _, describe = _webapi(text)

    def select(selector: str) -> list[Any]:
        document._version += 1
        return query_selector_all(document, selector)

    return select, describe


_CONTENDERS = {
    "webapi": _webapi,
    "webapi (walk)": _webapi_walk,
    "soupsieve": _soupsieve,
    "justhtml": _justhtml,
    "lxml": _lxml,
    "selectolax": _selectolax,
}


def _contenders(
    text: str,
) -> dict[str, tuple[Callable[[str], list[Any]], Callable[[Any], Described]]]:
    found = {}
    for name, make in _CONTENDERS.items():
        try:
            found[name] = make(text)
        except ImportError:
            continue
    return found


def _answer(
    select: Callable[[str], list[Any]], describe: Callable[[Any], Described], s: str
) -> Any:
    try:
        return [describe(element) for element in select(s)]
    except Exception as error:  # a selector the peer does not take
        return f"error: {type(error).__name__}"


def _calls(select: Callable[[str], list[Any]]) -> Callable[[str], object]:
    def call(selector: str) -> object:
        try:
            return select(selector)
        except Exception as error:
            return error

    return call


def run(rounds: int = 7) -> dict[str, Any]:
    """Per contender: the median thread-CPU ms per selector and of the total over rounds, the
    number of elements it selected (or ``error``) and whether it gave webapi's answer."""
    contenders = _contenders(page())
    names = list(contenders)
    answers = {
        name: [_answer(select, describe, s) for s in SELECTORS]
        for name, (select, describe) in contenders.items()
    }
    calls = {name: _calls(select) for name, (select, _) in contenders.items()}
    per_selector: dict[str, list[list[float]]] = {n: [[] for _ in SELECTORS] for n in names}
    totals: dict[str, list[float]] = {n: [] for n in names}
    for r in range(rounds + 1):  # round 0: warm-up, discarded
        gc.collect()
        gc.disable()
        try:
            spent = dict.fromkeys(names, 0)
            for i, selector in enumerate(SELECTORS):
                shift = (r + i) % len(names)
                for name in names[shift:] + names[:shift]:
                    call = calls[name]
                    start = time.thread_time_ns()
                    call(selector)
                    elapsed = time.thread_time_ns() - start
                    spent[name] += elapsed
                    if r:
                        per_selector[name][i].append(elapsed / 1e6)
            if r:
                for name in names:
                    totals[name].append(spent[name] / 1e6)
        finally:
            gc.enable()
    reference = answers["webapi"]
    return {
        name: {
            "ms": median(totals[name]),
            "per_selector_ms": [median(times) for times in per_selector[name]],
            "counts": [a if isinstance(a, str) else len(a) for a in answers[name]],
            "same": [a == b for a, b in zip(answers[name], reference, strict=True)],
        }
        for name in names
    }


def report(results: dict[str, Any]) -> str:
    """The table: a row per selector, per contender its ms, count and whether it gave
    webapi's answer; the totals and the issue's ratios."""
    names = list(results)
    header = ["selector"] + [f"{n} ms (count, same?)" for n in names]
    rows = []
    for i, selector in enumerate(SELECTORS):
        row = [selector]
        for name in names:
            r = results[name]
            same = "" if name == "webapi" else (", same" if r["same"][i] else ", DIFFERS")
            row.append(f"{fmt(r['per_selector_ms'][i])} ({r['counts'][i]}{same})")
        rows.append(row)
    rows.append(["total"] + [fmt(results[n]["ms"]) for n in names])
    lines = [table(header, rows)]
    for mine_name in ("webapi", "webapi (walk)"):
        mine = results.get(mine_name)
        if mine is None:
            continue
        for name in names:
            if name.startswith("webapi"):
                continue
            agreed = [i for i, same in enumerate(results[name]["same"]) if same]
            ours = sum(mine["per_selector_ms"][i] for i in agreed)
            theirs = sum(results[name]["per_selector_ms"][i] for i in agreed)
            lines.append(
                f"{mine_name} / {name}: {fmt(ratio(mine['ms'], results[name]['ms']))}x over the "
                f"ten, {fmt(ratio(ours, theirs))}x over the {len(agreed)} where it gives "
                "webapi's answer"
            )
    lines.append("goals: 0.25x soupsieve's time or less; 3x selectolax's or less where they agree")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.selectors")
    parser.add_argument("--rounds", type=int, default=7)
    print(report(run(parser.parse_args(argv).rounds)))


if __name__ == "__main__":
    main()
