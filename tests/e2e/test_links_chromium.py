"""End to end: ``webapi.html.links`` against the URLs Chromium's DOM gives for the same pages.

Generated pages (a fixed seed) are served from 127.0.0.1 as UTF-8 and loaded once each; one
``evaluate`` walks the DOM in tree order (``querySelectorAll('*')``: a template's contents are
not in it) and reads, for every HTML-namespace element with a URL attribute, the attribute's
value and its IDL getter (``a.href``, ``img.src``, ``form.action``, ``object.data``, ``q.cite``,
...). ``links()`` must give the same list: the same elements in the same order, the same
values, and its URL equal to the getter's. Where a value does not parse (``url`` None) the
getter is only recorded: a browser's getter gives the value back for ``a.href`` and most
others, but Chromium gives its own invalid-URL string for some (``iframe.src`` of
``http://a b/`` is ``http://a%20b/``), a deviation akin to
``chromium-form-action-invalid-url``.

Two families of pages: *flat* pages (raw text, comments, templates, foreign content, several
bases, malformed tags, character references: what the element stream must get right without
the tree's reordering) must match exactly; *tree* pages (tables with stray links, misnested
formatting elements, ``<a>`` inside ``<a>``: foster parenting and the adoption agency's clones)
need HTML tree construction, and are compared once ``webapi.html.parsing._tree_builder`` exists
(until then their mismatches are counted in the report, not asserted).

Left out of the comparison: ``srcset`` candidates (the DOM does not expose them parsed) and
the meta refresh (a navigation). Values are chosen to steer clear of Chromium's documented
deviations (docs/browsers.md): UTF-8 pages only, no unparsable ``<base href>``, no
``form.action`` for a value that does not parse.

A third family is the project's shared generated pages (``tests/html/_pages.py``: four
encodings, labelled or not, bad and ``data:`` bases, meta refreshes, every odd nesting). A page
whose encoding Chromium decides otherwise (its detector for unlabelled pages) is counted
apart; where the elements agree, each URL must agree or be attributed to a documented
deviation; pages whose elements differ (tree construction) are counted, and must be none once
the tree builder exists. Meta refreshes are answered with 204 (the page stays). Writes
``build/links-chromium.json``.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path
from typing import Any

import pytest

from oracles.chromium import browser as chromium_browser
from oracles.chromium import serve
from webapi.html import links

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.needs_sockets]

REPO = Path(__file__).resolve().parents[2]
REPORT = REPO / "build" / "links-chromium.json"
HAS_TREE = importlib.util.find_spec("webapi.html.parsing._tree_builder") is not None

#: The IDL attribute that reflects each content attribute (as links() names them).
IDL = {"formaction": "formAction"}
ATTRIBUTES = {
    "a": ["href"],
    "area": ["href"],
    "link": ["href"],
    "img": ["src"],
    "source": ["src"],
    "iframe": ["src"],
    "frame": ["src"],
    "script": ["src"],
    "video": ["src", "poster"],
    "audio": ["src"],
    "track": ["src"],
    "embed": ["src"],
    "object": ["data"],
    "input": ["src", "formaction"],
    "button": ["formaction"],
    "form": ["action"],
    "blockquote": ["cite"],
    "q": ["cite"],
    "del": ["cite"],
    "ins": ["cite"],
}

READ_PAGE = """(table) => {
  const out = [];
  for (const el of document.querySelectorAll('*')) {
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const names = table.attributes[el.localName];
    if (!names) continue;
    for (const name of names) {
      if (!el.hasAttribute(name)) continue;
      out.push([el.localName, name, el.getAttribute(name), el[table.idl[name] || name]]);
    }
  }
  return out;
}"""

#: Link values: relative, absolute, with spaces, non-ASCII, references, a failure.
HREFS = [
    "a",
    "../up/b?x=1",
    "/root#frag",
    "?q=é",
    "#top",
    "",
    "  spaced  ",
    "https://Other.EXAMPLE/x/../y",
    "//proto.relative/p",
    "&amp;amp?a=1&amp;b=2",
    "&#x41;&#66;c",
    "http://a b/",
    "http://[::1/",
    "mailto:x@y.test",
    "data:text/plain,x",
    "javascript:void(0)",
    "日本/ß?ü#€",
]
ELEMENTS = [
    ("a", "href"),
    ("area", "href"),
    ("link", "href"),
    ("img", "src"),
    ("iframe", "src"),
    ("script", "src"),
    ("video", "src"),
    ("video", "poster"),
    ("audio", "src"),
    ("embed", "src"),
    ("object", "data"),
    ("input", "src"),
    ("button", "formaction"),
    ("q", "cite"),
    ("blockquote", "cite"),
    ("ins", "cite"),
    ("del", "cite"),
    ("track", "src"),
    ("source", "src"),
    ("frame", "src"),
]
#: Attribute values that do not parse are kept out of these (a Chromium deviation).
FORM_ACTIONS = ["", "/post", "p?q=1", "https://forms.test/x"]
BASES = ["/base/", "sub/dir/", "https://base.test/b/", "?only-query", "#only-fragment"]


def _tag(rng: random.Random) -> str:
    name, attribute = rng.choice(ELEMENTS)
    href = rng.choice(HREFS)
    if attribute == "formaction" and href in ("http://a b/", "http://[::1/"):
        href = "ok"
    quote = rng.choice(["'", '"', ""]) if " " not in href and href else rng.choice(["'", '"'])
    body = "" if name in ("img", "embed", "input", "track", "source", "frame", "area") else "x"
    end = "" if not body else f"</{name}>"
    if name == "script":
        return f"<script src={quote}{href}{quote}></script>"
    return f"<{name} {attribute}={quote}{href}{quote}>{body}{end}"


def _flat_piece(rng: random.Random) -> str:
    inner = _tag(rng)
    return rng.choice(
        [
            inner,
            inner,
            inner,
            f"<script>var s = '{inner}';</script>",
            f"<style>/* {inner} */</style>",
            f"<textarea>{inner}</textarea>",
            f"<title>{inner}</title>",
            f"<!-- {inner} -->",
            f"<template>{inner}<base href=/in-template/></template>",
            f"<svg>{inner}<foreignObject>{inner}</foreignObject></svg>",
            f"<math>{inner}</math>",
            f"<svg><g>{inner}</g></svg><p>{inner}",
            f"<noscript>{inner}</noscript>",
            f"<form action='{rng.choice(FORM_ACTIONS)}'>{inner}</form>",
            f"<div title='{inner.replace(chr(39), '')}'>{inner}</div>",
            f"<base href={rng.choice(BASES)}>",
            "<A HREF=UPPER>u</A><a href=one href=two>d</a><a/href=slashed>s</a>",
        ]
    )


def _tree_piece(rng: random.Random) -> str:
    inner = _tag(rng)
    return rng.choice(
        [
            f"<table><tr><td>c</td></tr>{inner}</table>",
            f"<table>{inner}<tr><td>{inner}</td></tr></table>",
            f"<a href=outer><p>{inner}<a href=inner>i</a></p>",
            f"<b><a href=fmt><div>{inner}</b></div>",
            "<a href=x><table><tr><td><a href=y>y</a></td></tr></table></a>",
            f"<p><a href=p1>{inner}<p>next</a>",
            f"<i><a href=clone><div>d</a></i>{inner}",
        ]
    )


def generate(seed: int, count: int, tree: bool) -> list[str]:
    """``count`` pages of 3 to 12 pieces each (seeded: the same pages on every run)."""
    rng = random.Random(seed)
    pages = []
    for _ in range(count):
        pieces = [
            (_tree_piece if tree and rng.random() < 0.5 else _flat_piece)(rng)
            for _ in range(rng.randint(3, 12))
        ]
        pages.append("<!doctype html><meta charset=utf-8>" + "".join(pieces))
    return pages


def _ours(page: str, url: str) -> list[list[str | None]]:
    return [
        [link.element, link.attribute, link.value, link.url]
        for link in links(page.encode(), url, "text/html; charset=utf-8")
        if link.attribute not in ("srcset", "content")
    ]


def _compare(pages: dict[str, str], size: str) -> dict[str, Any]:
    served = {
        f"/{name}.html": (page.encode(), "text/html; charset=utf-8") for name, page in pages.items()
    }

    def only_documents(route: Any) -> None:
        if route.request.is_navigation_request() and route.request.url.startswith(origin):
            route.continue_()
        else:
            route.abort()

    mismatches: dict[str, Any] = {}
    #: Chromium's getter for each value that does not parse (links() gives url None).
    unparsable: dict[str, str] = {}
    counts = {"pages": len(pages), "links": 0, "unparsable": 0}
    with serve(served) as origin, chromium_browser() as launched:
        page = launched.new_page()
        page.route("**/*", only_documents)
        for name, text in pages.items():
            url = f"{origin}/{name}.html?d=1#docfrag"
            page.goto(url)
            theirs = page.evaluate(READ_PAGE, {"attributes": ATTRIBUTES, "idl": IDL})
            ours = _ours(text, url)
            counts["links"] += len(theirs)
            same = [row[:3] for row in ours] == [row[:3] for row in theirs]
            for mine, chromium in zip(ours, theirs, strict=True) if same else ():
                if mine[3] is None:
                    counts["unparsable"] += 1
                    unparsable[f"{mine[0]}.{mine[1]} {mine[2]!r}"] = chromium[3]
                elif mine[3] != chromium[3]:
                    same = False
            if not same:
                mismatches[name] = {"page": text, "webapi": ours, "chromium": theirs}
    return {
        "size": size,
        **counts,
        "mismatched pages": len(mismatches),
        "chromium getters for unparsable values": unparsable,
        "mismatches": mismatches,
    }


def _write(key: str, result: dict[str, Any]) -> None:
    REPORT.parent.mkdir(exist_ok=True)
    report = json.loads(REPORT.read_text()) if REPORT.exists() else {}
    report[key] = result
    REPORT.write_text(json.dumps(report, indent=1, ensure_ascii=False))


@pytest.mark.parametrize(
    ("count", "size"), [(16, "sample"), pytest.param(600, "full", marks=pytest.mark.slow)]
)
def test_flat_pages_match_chromium(count: int, size: str) -> None:
    pages = {f"flat{i}": page for i, page in enumerate(generate(31, count, tree=False))}
    result = _compare(pages, size)
    _write(f"flat {size}", result)
    assert result["links"] > count * 3
    assert result["mismatches"] == {}


@pytest.mark.parametrize(
    ("count", "size"), [(16, "sample"), pytest.param(300, "full", marks=pytest.mark.slow)]
)
def test_tree_pages_match_chromium(count: int, size: str) -> None:
    pages = {f"tree{i}": page for i, page in enumerate(generate(131, count, tree=True))}
    result = _compare(pages, size)
    _write(f"tree {size}", result)
    if not HAS_TREE:
        pytest.skip(
            f"no HTML tree construction yet: {result['mismatched pages']} of {count} pages differ"
            " (build/links-chromium.json)"
        )
    assert result["mismatches"] == {}


# --- the shared generated pages (tests/html/_pages.py) ------------------------------------

READ_SHARED_PAGE = (
    "(table) => ({charset: document.characterSet, base: document.baseURI, links: ("
    + READ_PAGE
    + ")(table)})"
)


def _explained(page: Any, encoding: str, ours: list[Any], theirs: list[Any]) -> str | None:
    """The documented Chromium deviation (docs/browsers.md, tests/e2e/test_html_resolve.py)
    a difference in the URLs of a page whose elements agree is attributed to, or None: a
    ``<base href>`` that does not parse (Chromium's base is then about:blank:
    chromium-unparsable-base-about-blank), a page not in UTF-8 (Chromium parses ``<base
    href>`` as UTF-8: chromium-base-href-utf8). A ``data:`` or ``javascript:`` base is no
    deviation: Chromium uses the document's URL, as the HTML Standard says
    (``test_browsers.py``'s ``test_chromium_data_base_is_the_documents_url``)."""
    text = page.body.decode(page.encoding, "replace")
    if "http://[bad" in text:
        return "chromium-unparsable-base-about-blank"
    if encoding != "UTF-8" and "<base" in text:
        return "chromium-base-href-utf8"
    return None


def _compare_shared(count: int) -> dict[str, Any]:
    from tests.html._pages import pages as generated

    served = {f"/{page.name}.html": (page.body, page.content_type) for page in generated(count)}
    by_name = {page.name: page for page in generated(count)}

    loading: list[str] = []

    def only_documents(route: Any) -> None:
        # The page being loaded, once, nothing else: no meta refresh's navigation (a reload
        # either).
        if not route.request.is_navigation_request():
            route.abort()
        elif route.request.url in loading:
            loading.clear()
            route.continue_()
        else:  # a 204 response to a navigation leaves the page as it is
            route.fulfill(status=204)

    counts: dict[str, int] = {
        "pages": count,
        "links": 0,
        "same": 0,
        "other encoding": 0,
        "other elements": 0,
        "explained": 0,
        "unexplained": 0,
    }
    unexplained: dict[str, Any] = {}
    encodings: dict[str, int] = {}
    with serve(served) as origin, chromium_browser() as launched:
        tab = launched.new_page()
        tab.route("**/*", only_documents)
        for name, page in by_name.items():
            url = f"{origin}/{name}.html"
            loading[:] = [url]
            tab.goto(url)
            seen = tab.evaluate(READ_SHARED_PAGE, {"attributes": ATTRIBUTES, "idl": IDL})
            found = links(page.body, url, page.content_type)
            ours = [
                [link.element, link.attribute, link.value, link.url]
                for link in found
                if link.attribute not in ("srcset", "content")
            ]
            theirs = seen["links"]
            counts["links"] += len(theirs)
            from webapi.html import decode_html

            encoding = decode_html(page.body, page.content_type).encoding
            if seen["charset"] != encoding:
                counts["other encoding"] += 1  # Chromium's own detection of unlabelled pages
                key = f"{page.content_type} ({page.encoding}): {encoding} -> {seen['charset']}"
                encodings[key] = encodings.get(key, 0) + 1
                continue
            if [row[:3] for row in ours] != [row[:3] for row in theirs]:
                counts["other elements"] += 1
                continue
            if all(
                mine[3] is None or mine[3] == chromium[3]
                for mine, chromium in zip(ours, theirs, strict=True)
            ):
                counts["same"] += 1
            elif _explained(page, encoding, ours, theirs) is not None:
                counts["explained"] += 1
            else:
                counts["unexplained"] += 1
                unexplained[name] = {"webapi": ours, "chromium": theirs}
    return {**counts, "other encodings": encodings, "unexplained pages": unexplained}


@pytest.mark.parametrize(
    ("count", "size"), [(12, "sample"), pytest.param(300, "full", marks=pytest.mark.slow)]
)
def test_shared_pages_against_chromium(count: int, size: str) -> None:
    result = _compare_shared(count)
    _write(f"shared pages {size}", result)
    # Where the elements agree, every URL agrees or a documented deviation explains it
    # (values that do not parse aside: see the module's docstring).
    assert result["unexplained pages"] == {}
    assert result["same"] > 0
    if HAS_TREE:
        assert result["other elements"] == 0
