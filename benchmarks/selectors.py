"""Selectors: webapi's ``querySelectorAll`` and ``querySelector`` against the engines a scraper
would pick, on three pages of about 100 KB (issue 44; issue 58 items 11 and 12):

- ``news``: the html section's page (:func:`benchmarks.html_tokenizer.page`: stories, lists,
  a search form and a small table every fifth story);
- ``shop``: a product grid (:func:`shop_page`: products with prices, badges, sale and sold-out
  classes, a filter form with hidden inputs, a pager);
- ``stats``: statistics tables (:func:`stats_page`: a caption, a header of ``th scope=col``,
  rows of numeric cells, links in some, a total row).

Each page has its own selectors, every one of which selects something on it (checked when the
benchmark starts: :func:`check_selectors`), among them class-led (``.x``), id-led (``#x``) and
tag-led ones, descendant and child combinators, attribute selectors, ``:nth-child``, ``:not``
and ``:has``.

Contenders, each on its own tree of the same page, built once outside the timing:

- ``webapi``: ``document.querySelectorAll(s)`` / ``document.querySelector(s)`` (the public API,
  a document from ``DOMParser``);
- ``webapi (new)``: the same on a new document, each query its first after the parse
  (:func:`as_parsed` puts the document back in the state its parse left before each);
- ``webapi (changed)``: the same on a document changed before each query (its ``_version``
  and ``_tree_version`` moved on, as an insertion or removal does), so nothing a document
  keeps between queries of an unchanged tree is used (``querySelectorAll`` only);
- ``selectolax``: ``LexborHTMLParser(page).css(s)`` / ``.css_first(s)`` (lexbor, in C);
- ``soupsieve``: ``soupsieve.select(s, soup)`` / ``select_one`` over BeautifulSoup's tree
  (``html.parser``, multi-valued attributes kept as strings);
- ``lxml``: ``root.cssselect(s)`` on lxml.html's tree (cssselect's translation to XPath is part
  of each call; ``querySelectorAll`` only: it has no "first match").

Timing: :func:`benchmarks._common.batched_rounds` per selector: each contender's call repeated
within one timing until the timing lasts at least 5 ms, the contenders interleaved round by
round, thread CPU time, the median of the rounds per call. Answers are compared untimed (each
selected element as its name and attributes, in order, against webapi's); a contender's page
total and ratio count only the selectors where it gives webapi's answer (lxml's parser, which
is not HTML's, builds other trees: no ``tbody``, for one).

Run: ``python -m benchmarks.selectors [--rounds N] [--pages news,shop,stats] [--json OUT]
[--before REV]``. A peer not installed is left out. ``--before REV`` adds ``webapi (before)``
and ``webapi (new, before)``: the same queries answered by the selectors' query, element index,
matcher and compiled tests as they are at git revision ``REV`` (:func:`selectors_at`; the
DOM's, its lookups by ID among them, this tree's), timed in the same rounds, for a change's
before and after in one process.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
from collections.abc import Callable, Container, Mapping
from types import ModuleType
from typing import Any

from benchmarks._common import (
    REPO_ROOT,
    Batched,
    batched_rounds,
    fmt,
    median,
    table,
    write_results,
)
from benchmarks.html_tokenizer import page

__all__ = ["PAGES", "SELECTORS", "check_selectors", "main", "report", "run", "shop_page"]

#: An element as answers are compared: its name and its attributes (name, value), sorted.
Described = tuple[str, tuple[tuple[str, str], ...]]
#: A contender on one page: (querySelectorAll, querySelector or None, describe an element).
Contender = tuple[Callable[[str], Any], Callable[[str], Any] | None, Callable[[Any], Described]]


def shop_page(size: int = 100_000) -> str:
    """A shop's product grid of about ``size`` characters."""
    head = (
        "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>Shop</title>"
        '<link rel=stylesheet href="/css/shop.css"></head>\n<body class="shop listing">\n'
        '<header id="top"><a class="logo" href="/">Shop</a><nav><ul class="menu">'
        + "".join(
            f'<li class="menu-item"><a href="/c/{c}">{c.title()}</a></li>'
            for c in ("shoes", "bags", "coats", "hats", "sale")
        )
        + '</ul></nav><div id="cart" class="cart"><span class="count">3</span></div></header>\n'
        '<aside id="filters"><form class="filter" action="/search" method=get>'
        "<input type=hidden name=cat value=shoes><input type=hidden name=sort value=price>"
        '<input type=text name=q placeholder="Search"><label><input type=checkbox name=sale '
        "checked> On sale</label><select name=size><option>38</option><option selected>40"
        "</option></select><button type=submit>Filter</button></form></aside>\n"
        '<main id="main"><div class="grid">\n'
    )
    product = (
        '<div class="product{extra}" data-sku="SKU-{n:05d}" data-price="{price}">'
        '<a class="thumb" href="/p/{n}?ref=grid"><img src="/img/p{n}.jpg" alt="Product {n}" '
        "width=300 height=300></a>"
        '<h2 class="title"><a href="/p/{n}">Product number {n}</a></h2>'
        "{badge}"
        '<p class="price{sale}"><span class="amount">{price}.99</span> '
        '<span class="currency">EUR</span></p>'
        '<ul class="colors"><li>Red</li><li>Blue</li><li>Green</li><li>Black</li></ul>'
        '<button class="add" type=button data-action="add-to-cart">Add</button></div>\n'
    )
    foot = (
        '</div><nav class="pager"><a href="?page=1" rel=prev>1</a><a href="?page=3" rel=next>'
        "3</a></nav></main>\n<footer><p>&copy; 2026 Shop</p></footer></body></html>\n"
    )
    parts = [head]
    n = 0
    while sum(map(len, parts)) < size - len(foot):
        extra = " sold-out" if n % 7 == 3 else (" featured" if n % 11 == 0 else "")
        badge = '<span class="badge">New</span>' if n % 4 == 1 else ""
        parts.append(
            product.format(
                n=n,
                extra=extra,
                price=20 + n * 7 % 180,
                badge=badge,
                sale=" sale" if n % 3 == 0 else "",
            )
        )
        n += 1
    parts.append(foot)
    return "".join(parts)


def stats_page(size: int = 100_000) -> str:
    """Statistics tables of about ``size`` characters."""
    head = (
        "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8><title>Statistics</title>"
        "</head>\n<body>\n<h1 id=title>Population and economy</h1>\n"
        '<div id="content" class="tables">\n'
    )
    foot = '</div>\n<p class="note">Source: <a href="/sources">sources</a></p></body></html>\n'
    parts = [head]
    t = 0
    while sum(map(len, parts)) < size - len(foot):
        rows = "".join(
            f"<tr{' class=odd' if r % 2 else ''}><th scope=row>"
            + (f'<a href="/region/{t}-{r}">Region {t}-{r}</a>' if r % 3 == 0 else f"Region {r}")
            + "</th>"
            + "".join(f'<td class="num">{(t * 31 + r * 17 + c * 7) % 1000}</td>' for c in range(6))
            + "</tr>"
            for r in range(20)
        )
        parts.append(
            f'<table class="data stats" id="table-{t}"><caption>Table {t}</caption>'
            "<thead><tr><th scope=col>Region</th>"
            + "".join(f"<th scope=col>{year}</th>" for year in range(2020, 2026))
            + f"</tr></thead><tbody>{rows}</tbody>"
            '<tfoot><tr class="total"><th scope=row>Total</th>'
            + "".join(f'<td class="num sum">{c * 1000}</td>' for c in range(6))
            + "</tr></tfoot></table>\n"
        )
        t += 1
    parts.append(foot)
    return "".join(parts)


#: The pages: name -> a function making it.
PAGES: dict[str, Callable[[], str]] = {
    "news": lambda: page(100_000),
    "shop": shop_page,
    "stats": stats_page,
}

#: Per page, selectors that each select something on it.
SELECTORS: dict[str, list[str]] = {
    "news": [
        ".story",
        "#top",
        "#story-40 h2 a",
        "a",
        "article p.byline time",
        "ul.nav > li > a.nav-link",
        'a[href^="https://"]',
        "[data-id]",
        "table.data tr:nth-child(2n) td",
        "article li:not(:first-child)",
        "article:has(img[loading=lazy])",
        "p:has(> code)",
        "form.search input[name=q]",
    ],
    "shop": [
        ".product",
        ".price.sale .amount",
        "#main .product h2 a",
        "#filters input[type=hidden]",
        "div.product > h2 a",
        "img",
        ".product:not(.sold-out) .price",
        "ul.colors li:nth-child(2n+1)",
        ".product:has(.badge)",
        'a[href*="ref="]',
        '[data-action="add-to-cart"]',
    ],
    "stats": [
        ".num",
        "#table-3 td",
        "#content > table > caption",
        "td",
        "tbody tr:nth-child(odd) > td:first-of-type",
        "tbody tr:not(.odd) td.num",
        "tr:has(a) th",
        "th[scope=col]",
        "table.data tbody a[href]",
        ".total .sum",
        "tr.odd:nth-child(4n+2) td:nth-child(3)",
    ],
}


def _described(name: str, attributes: Any) -> Described:
    return name, tuple(sorted((k, v or "") for k, v in attributes))


def _webapi(text: str, adapt: Callable[[Any], None] | None = None) -> Contender:
    from webapi.html.browsing._elements_bindings import DOMParser

    document: Any = DOMParser().parseFromString(text, "text/html")
    if adapt is not None:
        adapt(document)
    return document.querySelectorAll, document.querySelector, _webapi_described


def _webapi_described(element: Any) -> Described:
    """A webapi element described for the comparison of answers, without asking for its
    ``Attr`` nodes (``attributes``), which would turn its attribute list into its other form
    and leave the timed queries reading it so, where a new document's elements have the form
    HTML's parser makes."""
    names = element.getAttributeNames()
    return _described(element.localName, ((n, element.getAttribute(n)) for n in names))


def _webapi_changed(text: str) -> Contender:
    """webapi on a document whose tree changed before each query (its ``_version`` and
    ``_tree_version`` moved on)."""
    from webapi.html.browsing._elements_bindings import DOMParser

    document: Any = DOMParser().parseFromString(text, "text/html")
    query_all = document.querySelectorAll

    def select(selector: str) -> Any:
        # as an insertion or removal would: the tree's version too (the selectors' per-tree
        # maps are kept for a state of the tree, webapi/selectors/_index.py)
        document._version += 1
        document._tree_version += 1
        return query_all(selector)

    return select, None, _webapi(text)[2]


def as_parsed(document: Any) -> None:
    """Put ``document`` (from ``DOMParser``) back in the state its parse left it in: without
    what queries and lookups by ID made and keep for a state of its tree (the selectors'
    element index, the ID map, the tree order of duplicate IDs), so that the next query is a
    new document's first. What HTML's parser recorded of the tree stays (the document's
    ``"parsed tree"``, and ``"parsed texts"`` where it has them: a new document has them).
    ``tests/test_benchmarks_selectors.py`` checks that the state is a new document's."""
    cache = document._cache
    if cache is not None:
        for key in [k for k in cache if k not in ("parsed tree", "parsed texts")]:
            del cache[key]
    document._ids = None


def _webapi_new(text: str, adapt: Callable[[Any], None] | None = None) -> Contender:
    """webapi on a new document: each query the first after the parse (:func:`as_parsed`
    before each)."""
    from webapi.html.browsing._elements_bindings import DOMParser

    document: Any = DOMParser().parseFromString(text, "text/html")
    if adapt is not None:
        adapt(document)
    query_all = document.querySelectorAll
    query = document.querySelector

    def select_all(selector: str) -> Any:
        as_parsed(document)
        return query_all(selector)

    def select(selector: str) -> Any:
        as_parsed(document)
        return query(selector)

    return select_all, select, _webapi(text)[2]


def _selectolax(text: str) -> Contender:
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(text)
    return tree.css, tree.css_first, lambda node: _described(node.tag, node.attributes.items())


def _soupsieve(text: str) -> Contender:
    import bs4
    import soupsieve

    soup = bs4.BeautifulSoup(text, "html.parser", multi_valued_attributes=None)
    return (
        lambda selector: soupsieve.select(selector, soup),
        lambda selector: soupsieve.select_one(selector, soup),
        lambda element: _described(element.name, element.attrs.items()),
    )


def _lxml(text: str) -> Contender:
    import cssselect  # noqa: F401  (lxml's cssselect method needs it)
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    root = lxml.html.document_fromstring(text)
    return (
        root.cssselect,
        None,
        lambda element: _described(element.tag, element.attrib.items()),
    )


def _load_at(rev: str, name: str, *replace: tuple[str, str]) -> ModuleType:
    """``webapi/selectors/{name}.py`` at ``rev`` as module ``webapi.selectors.{name}_at_rev``
    (its relative imports resolve in this tree's ``webapi.selectors``; ``replace``: texts
    replaced in its source first)."""
    path = f"webapi/selectors/{name}.py"
    source = subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout
    for old, new in replace:
        source = source.replace(old, new)
    module_name = f"webapi.selectors.{name}_at_rev"
    spec = importlib.util.spec_from_loader(module_name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "webapi.selectors"
    sys.modules[module_name] = module
    exec(compile(source, f"{rev}:{path}", "exec"), module.__dict__)
    return module


def selectors_at(rev: str) -> tuple[ModuleType, ModuleType, ModuleType]:
    """The selectors' matcher (``_matching``, with the compounds' compiled tests of
    ``_compile``), element index (``_index``) and engine (its query, which chooses between
    the lookup by ID and the index) as they are at ``rev``, loaded beside this tree's (the
    DOM's lookups by ID shared with them)."""
    from webapi.selectors import _matching

    to_compile = ("from ._compile import", "from ._compile_at_rev import")
    to_matching = ("from ._matching import", "from ._matching_at_rev import")
    to_index = ("from ._index import", "from ._index_at_rev import")
    # (the tokenizer was the selectors' own before CSS Syntax had its package: issue 72)
    to_syntax = ("from ._tokenizer import", "from webapi.csssyntax.engine import")
    _load_at(rev, "_compile")
    matching = _load_at(rev, "_matching", to_compile)
    matching.__dict__["ID_LOOKUP"] = _matching.ID_LOOKUP
    index = _load_at(rev, "_index", to_compile, to_matching)
    engine = _load_at(rev, "engine", to_compile, to_matching, to_index, to_syntax)
    return matching, index, engine


#: The names of the selectors' engine that :func:`_engine_of` points at a revision's.
_SWITCHED = ("document_index", "indexed_query", "_query")


def _engine_of(selectors: tuple[ModuleType, ...], call: Callable[[str], Any]) -> Any:
    """``call`` with the selectors' engine pointed at ``selectors``' matcher, element index and
    query (:func:`selectors_at`; this tree's back after it)."""
    from webapi.selectors import _matching, engine

    matching, _, then_engine = selectors
    names = vars(engine)
    then = {"Matcher": matching.Matcher}
    then.update((name, getattr(then_engine, name)) for name in _SWITCHED)
    now = {"Matcher": _matching.Matcher}
    now.update((name, names[name]) for name in _SWITCHED)

    def go(selector: str) -> Any:
        names.update(then)
        try:
            return call(selector)
        finally:
            names.update(now)

    return go


def _as_parsed_at_rev(document: Any) -> None:
    """The record HTML's parser keeps (``"parsed tree"``) in the form revisions before issue
    58 item 11's second part read (an index without ``_parsed_class_values``): the elements
    with a ``class`` attribute in tree order where this tree's parser records each ``class``
    value with their indexes."""
    parsed = document._cache["parsed tree"]
    if isinstance(parsed[6], dict):
        indexes = sorted(i for made in parsed[6].values() for i in made)
        with_class = [parsed[2][i] for i in indexes]
        document._cache["parsed tree"] = (*parsed[:6], with_class)


#: The contender each of this tree's webapi contenders is compared with under ``--before``.
_BEFORE = {"webapi": "webapi (before)", "webapi (new)": "webapi (new, before)"}


def before_contenders(rev: str, text: str) -> dict[str, Contender]:
    """``webapi (before)`` and ``webapi (new, before)`` on ``text``: webapi's queries
    answered by the selectors' matcher and element index at ``rev``; with them, this tree's
    ``webapi`` and ``webapi (new)`` calls pointed at this tree's (the same switch timed)."""
    from webapi.selectors import _index, _matching, engine

    selectors = selectors_at(rev)
    index = selectors[1]
    here = (_matching, _index, engine)
    found: dict[str, Contender] = {}
    for name, make in (("webapi", _webapi), ("webapi (new)", _webapi_new)):
        before = _BEFORE[name]
        now = make(text)
        found[name] = (
            _engine_of(here, now[0]),
            _engine_of(here, now[1]),  # type: ignore[arg-type]
            now[2],
        )
        reads_values = hasattr(index.TreeIndex, "_parsed_class_values")
        then = make(text, None if reads_values else _as_parsed_at_rev)
        found[before] = (
            _engine_of(selectors, then[0]),
            _engine_of(selectors, then[1]),  # type: ignore[arg-type]
            then[2],
        )
    return found


_CONTENDERS: dict[str, Callable[[str], Contender]] = {
    "webapi": _webapi,
    "webapi (new)": _webapi_new,
    "webapi (changed)": _webapi_changed,
    "selectolax": _selectolax,
    "soupsieve": _soupsieve,
    "lxml": _lxml,
}


def contenders(text: str) -> dict[str, Contender]:
    """The installed contenders on ``text`` (webapi always)."""
    found = {}
    for name, make in _CONTENDERS.items():
        try:
            found[name] = make(text)
        except ImportError:
            continue
    return found


def _answer(call: Callable[[str], Any], describe: Callable[[Any], Described], s: str) -> Any:
    """What ``call`` selects, described (``None`` for no element); an exception's name when it
    raises (a selector the peer does not take)."""
    try:
        found = call(s)
    except Exception as error:
        return f"error: {type(error).__name__}"
    if found is None:
        return None
    if isinstance(found, list) or type(found).__name__ == "NodeList":
        return [describe(element) for element in found]
    return describe(found)


def check_selectors(name: str, text: str | None = None) -> dict[str, int]:
    """Each of page ``name``'s selectors with the number of elements webapi's
    ``querySelectorAll`` selects; ``ValueError`` when one selects nothing."""
    query_all, _, _ = _webapi(PAGES[name]() if text is None else text)
    counts = {s: query_all(s).length for s in SELECTORS[name]}
    empty = [s for s, n in counts.items() if not n]
    if empty:
        raise ValueError(f"{name}: selectors that select nothing: {empty}")
    return counts


def answered_and_timed(
    calls: Mapping[str, Callable[[str], Any]],
    found: Mapping[str, tuple[Any, Any, Callable[[Any], Any]]],
    selector: str,
    rounds: int,
    min_ns: int | None,
    unanswered: Container[str] = (),
) -> tuple[dict[str, Any], Batched]:
    """One selector's turn on a page: each contender's answer to ``selector`` through its call
    in ``calls``, described by its ``found`` entry (untimed; none for the names in
    ``unanswered``, whose calls change the tree), then the calls timed, interleaved round by
    round (:func:`benchmarks._common.batched_rounds`)."""
    answers = {
        n: _answer(call, found[n][2], selector) for n, call in calls.items() if n not in unanswered
    }
    timed = batched_rounds(
        {n: _guarded(call, selector) for n, call in calls.items()}, rounds, min_ns=min_ns
    )
    return answers, timed


def _guarded(call: Callable[[str], Any], selector: str) -> Callable[[], object]:
    def go() -> object:
        try:
            return call(selector)
        except Exception as error:  # timed as what the peer does with it
            return error

    return go


def run(
    rounds: int = 7,
    pages: list[str] | None = None,
    min_ns: int | None = None,
    before: str | None = None,
) -> dict[str, Any]:
    """Per page, per method (``querySelectorAll``, ``querySelector``), per selector: each
    contender's median ms per call, per-round ratio to webapi, answer (count) and agreement
    (``before``: with webapi at that git revision, :func:`before_contenders`)."""
    results: dict[str, Any] = {}
    for page_name in pages or list(PAGES):
        text = PAGES[page_name]()
        counts = check_selectors(page_name, text)
        found = contenders(text)
        if before is not None:
            found.update(before_contenders(before, text))
        per_method: dict[str, Any] = {}
        for method in ("querySelectorAll", "querySelector"):
            calls: dict[str, Callable[[str], Any]] = {}
            for n, (query_all, query, _) in found.items():
                call = query_all if method == "querySelectorAll" else query
                if call is not None:
                    calls[n] = call
            rows = []
            for selector in SELECTORS[page_name]:
                answers, timed = answered_and_timed(calls, found, selector, rounds, min_ns)
                rows.append(
                    {
                        "selector": selector,
                        "elements": counts[selector],
                        "ms": {n: timed.median_ms(n) for n in calls},
                        "calls_per_timing": dict(timed.counts),
                        "ratio": {n: timed.ratio("webapi", n) for n in calls if n != "webapi"},
                        "same": {n: answers[n] == answers["webapi"] for n in calls},
                        "answer": {
                            n: a if isinstance(a, str) else (len(a) if isinstance(a, list) else 1)
                            for n, a in answers.items()
                        },
                    }
                )
            per_method[method] = rows
        results[page_name] = per_method
    return results


def summary(rows: list[dict[str, Any]], peer: str, mine: str = "webapi") -> dict[str, Any]:
    """``mine`` against ``peer`` over the selectors where ``peer`` gives webapi's answer: the
    ratio of the summed medians, the median and the largest per-selector ratio."""
    agreed = [r for r in rows if peer in r["ms"] and r["same"][peer] and mine in r["ms"]]
    if not agreed:
        return {"selectors": 0}
    ratios = [r["ms"][mine] / r["ms"][peer] for r in agreed]
    worst = max(range(len(agreed)), key=ratios.__getitem__)
    return {
        "selectors": len(agreed),
        "total": sum(r["ms"][mine] for r in agreed) / sum(r["ms"][peer] for r in agreed),
        "median": median(ratios),
        "max": ratios[worst],
        "max_selector": agreed[worst]["selector"],
    }


def report(results: dict[str, Any]) -> str:
    """A table per page and method (ms per call, the count, whether each peer agrees), then
    webapi's ratios to each peer."""
    lines = []
    for page_name, per_method in results.items():
        for method, rows in per_method.items():
            names = list(rows[0]["ms"])
            header = [f"{page_name}: {method}", "elements"] + [f"{n} ms" for n in names]
            body = []
            for r in rows:
                cells = [r["selector"], str(r["elements"])]
                for n in names:
                    mark = "" if r["same"][n] else f" (DIFFERS: {r['answer'][n]})"
                    cells.append(fmt(r["ms"][n], 3) + mark)
                body.append(cells)
            body.append(["total", ""] + [fmt(sum(r["ms"][n] for r in rows), 3) for n in names])
            lines += ["", table(header, body)]
            for mine in (
                "webapi",
                "webapi (new)",
                "webapi (changed)",
                "webapi (before)",
                "webapi (new, before)",
            ):
                if mine not in names:
                    continue
                peers = [n for n in names if not n.startswith("webapi")]
                then = _BEFORE.get(mine)
                if then in names:
                    peers.append(then)
                for peer in peers:
                    s = summary(rows, peer, mine)
                    if not s["selectors"]:
                        continue
                    lines.append(
                        f"{mine} / {peer}: {fmt(s['total'])}x summed over the {s['selectors']} "
                        f"selectors it agrees on (median {fmt(s['median'])}x, at most "
                        f"{fmt(s['max'])}x: {s['max_selector']})"
                    )
    lines.append(
        "goals (issue 58 item 11): <= 3x selectolax on every page (<= 4x on a new document), "
        "<= 0.1x soupsieve"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.selectors")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--pages", default=",".join(PAGES))
    parser.add_argument("--json", metavar="OUT", help="write every figure to OUT")
    parser.add_argument("--before", metavar="REV", help="also webapi at git revision REV")
    args = parser.parse_args(argv)
    results = run(args.rounds, args.pages.split(","), before=args.before)
    print(report(results))
    if args.json:
        write_results(args.json, results)


if __name__ == "__main__":
    main()
