"""End to end, issue #31's proof: the generated pages of ``tests/html/_pages.py``'s oracle
family (``oracle_pages``: adversarial nesting, raw text, comments, foreign content, templates,
malformed tags, several bases, late ``<meta>``s, eight encodings, labelled by Content-Type,
``<meta>``, a byte order mark or nothing) served from 127.0.0.1 and loaded in Chromium, which
gives for each page its ``document.characterSet``, the elements of its DOM in tree order
(namespace and local name), ``document.documentElement.textContent``, and every URL attribute
with its IDL getter (``a.href``, ``img.src``, ``form.action``, ...). webapi gives the same
from ``decode_html`` (the encoding; with ``browser="chromium"`` Chromium's on every page where
Chromium does not guess), ``parse_document`` of the decoded text (the elements and
their text, template contents left out as ``textContent`` leaves them) and ``links()``.

Where the encodings differ the page is attributed to one of Chromium's documented encoding
deviations (docs/browsers.md: its detector for unlabelled pages, its own search for a late
``<meta>``) and compared further as decoded with Chromium's encoding; where a URL differs it is
attributed to a documented URL deviation (Chromium's base for an unparsable base, its UTF-8
base, the ``%20`` it makes of a space in a base's host; a ``data:`` base is none: Chromium uses
the document's URL, as the standard does). Elements and text must
agree on every page. Each named deviation must still occur. Values that do not parse are not
compared (Chromium's getters give their own strings for some: ``chromium-form-action-invalid-url``).

Pages are served with ``Content-Security-Policy: default-src 'none'`` (no script runs, no
subresource loads: the parser's scripting flag stays enabled) and each path once (a meta
refresh or any other navigation gets a 204 from a Playwright route, which leaves the page as
it is).

A fixed sample of 200 pages in the slow tier (about 45 s); ``WEBAPI_FULL_DIFFERENTIALS=1``
runs the full 2,000 instead (not both; 4 to 7 minutes). Writes ``build/pages-chromium.json``.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from oracles.chromium import browser as chromium_browser
from oracles.chromium import serve
from tests.e2e.test_links_chromium import ATTRIBUTES, IDL, READ_PAGE, _explained
from tests.html._pages import Page, oracle_pages
from webapi.dom.engine import TEXT_NODE, ElementImpl, NodeImpl
from webapi.encoding import get_encoding
from webapi.html import decode_html, links, prescan, sniff_encoding
from webapi.html.parsing._encoding_sniffing import _chromium_prescan
from webapi.html.parsing._parser_nodes import iter_elements
from webapi.html.parsing._tree_builder import parse_document

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.needs_sockets, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
REPORT = REPO / "build" / "pages-chromium.json"
FULL = os.environ.get("WEBAPI_FULL_DIFFERENTIALS") == "1"
COUNT = 2000 if FULL else 200

#: docs/browsers.md's names for the differences this comparison meets.
AUTODETECT = "chromium-encoding-autodetect"
OUTSIDE_HEAD = "chromium-late-meta-after-head-tags"
NOSCRIPT = "chromium-meta-in-noscript"
UNKNOWN_CHARSET = "chromium-meta-unknown-charset-hides-pragma"
BASE_ABOUT_BLANK = "chromium-unparsable-base-about-blank"
BASE_UTF8 = "chromium-base-href-utf8"
HOST_SPACE = "chromium-host-space-escaped"

READ = (
    "(table) => ({charset: document.characterSet, base: document.baseURI,"
    " elements: Array.from(document.querySelectorAll('*'), (e) => [e.namespaceURI, e.localName]),"
    " text: document.documentElement.textContent,"
    " links: (" + READ_PAGE + ")(table)})"
)


def _text(root: NodeImpl) -> str:
    """``textContent``: the data of the Text descendants in tree order, not entering
    template contents (which are not children)."""
    pieces: list[str] = []
    stack: list[NodeImpl | None] = [root._first_child]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        stack.append(node._next_sibling)
        if node._node_type == TEXT_NODE:
            pieces.append(node._data)  # type: ignore[attr-defined]
        stack.append(node._first_child)
    return "".join(pieces)


def _meta_charset(markup: str) -> str | None:
    """The encoding a ``<meta charset>`` or ``http-equiv`` markup names, if it knows one."""
    found = re.search(r"charset=[\"']?([A-Za-z0-9_-]+)", markup)
    encoding = get_encoding(found.group(1)) if found else None
    return encoding


def charset_deviation(page: Page, ours: str, theirs: str) -> str | None:
    """The documented Chromium deviation a difference in ``document.characterSet`` is
    attributed to, or None."""
    sniffed = sniff_encoding(page.body, page.content_type)
    if sniffed.confidence == "certain":
        return None  # a byte order mark or the Content-Type: no room for a difference
    text = page.body.decode(page.encoding, "replace")
    if ours != sniffed.encoding:  # a late <meta> the parser inserts changed the encoding
        # <meta charset="bogus" http-equiv=content-type content="charset=...">: Chromium
        # reads the charset attribute alone
        for pragma in re.findall(r'<meta charset="bogus" http-equiv[^>]*content="([^"]*)"', text):
            if _meta_charset(pragma) == ours:
                return UNKNOWN_CHARSET
        # Chromium's search stopped at body content: it keeps the prescan's encoding, or
        # guesses where nothing labels the page.
        if theirs == sniffed.encoding or prescan(page.body) is None:
            return OUTSIDE_HEAD
        return None
    for meta in re.findall(r"<noscript>(<meta[^>]*>)", text):
        if _meta_charset(meta) == theirs:
            return NOSCRIPT
    if prescan(page.body) is None:  # nothing labels the page (for the standard's parser)
        return AUTODETECT
    return None


def _compare(page: Page, url: str, seen: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(the deviations a page shows, what differs unexplained)."""
    deviations: list[str] = []
    unexplained: list[str] = []
    content_type = page.content_type
    ours = decode_html(page.body, content_type).encoding
    if seen["charset"] != ours:
        deviation = charset_deviation(page, ours, seen["charset"])
        if deviation is None:
            unexplained.append(f"characterSet {ours} -> {seen['charset']}")
        else:
            deviations.append(deviation)
        # the rest as decoded with Chromium's encoding
        content_type = f"text/html; charset={seen['charset']}"
    text = decode_html(page.body, content_type).text
    document = parse_document(text)
    elements = [[element._namespace, element._local_name] for element in iter_elements(document)]
    if elements != seen["elements"]:
        unexplained.append("elements")
    root = document._first_child
    while not isinstance(root, ElementImpl):
        assert root is not None
        root = root._next_sibling
    if _text(root) != seen["text"]:
        unexplained.append("text")
    mine = [
        [link.element, link.attribute, link.value, link.url]
        for link in links(page.body, url, content_type)
        if link.attribute not in ("srcset", "content")
    ]
    theirs = seen["links"]
    if [row[:3] for row in mine] != [row[:3] for row in theirs]:
        unexplained.append("link elements")
    elif any(a[3] is not None and a[3] != b[3] for a, b in zip(mine, theirs, strict=True)):
        deviation = _explained(page, seen["charset"], mine, theirs)
        if deviation is None and "%20" in urlsplit(seen["base"]).netloc:
            # a <base href="http://exa mple.com/">: the standard's parser fails on it (the
            # fallback base is used), Chromium's makes the space %20
            deviation = HOST_SPACE
        if deviation is None:
            unexplained.append("urls")
        else:
            deviations.append(deviation)
    return deviations, unexplained


def run(count: int) -> dict[str, Any]:
    """Load ``count`` oracle pages in Chromium and compare each (the report)."""
    generated = {page.name: page for page in oracle_pages(count)}
    documents = {f"/{name}.html": (p.body, p.content_type) for name, p in generated.items()}
    counts: Counter[str] = Counter()
    deviations: Counter[str] = Counter()
    unexplained: dict[str, Any] = {}
    start = time.perf_counter()
    headers = {"Content-Security-Policy": "default-src 'none'"}
    loading: list[str] = []

    def once(route: Any) -> None:
        # The page being loaded, once: any other navigation (a meta refresh, a reload) gets a
        # 204, which leaves the page as it is. (The policy keeps subresources from asking.)
        if route.request.url in loading:
            loading.clear()
            route.continue_()
        else:
            route.fulfill(status=204)

    with serve(documents, headers) as origin, chromium_browser() as launched:
        tab = launched.new_page()
        tab.route("**/*", once)
        for name, page in generated.items():
            url = f"{origin}/{name}.html"
            loading[:] = [url]
            tab.goto(url)
            seen = tab.evaluate(READ, {"attributes": ATTRIBUTES, "idl": IDL})
            counts["pages"] += 1
            counts["links"] += len(seen["links"])
            counts["elements"] += len(seen["elements"])
            found, differing = _compare(page, url, seen)
            # browser="chromium" (#42 item 11) gives Chromium's encoding but where Chromium
            # guesses: nothing labels the page for Chromium's own search either
            chromium = decode_html(page.body, page.content_type, browser="chromium").encoding
            if chromium != seen["charset"]:
                sniffed = sniff_encoding(page.body, page.content_type, browser="chromium")
                if sniffed.confidence == "tentative" and _chromium_prescan(page.body) is None:
                    counts["browser='chromium': autodetect"] += 1
                else:
                    differing = [*differing, f"browser='chromium' {chromium} -> {seen['charset']}"]
            deviations.update(set(found))
            if differing:
                unexplained[name] = differing
            elif found:
                counts["explained"] += 1
            else:
                counts["same"] += 1
    return {
        "pages": count,
        "seconds": round(time.perf_counter() - start, 1),
        **counts,
        "deviations (pages)": dict(deviations),
        "unexplained": unexplained,
    }


def test_oracle_pages_against_chromium() -> None:
    result = run(COUNT)
    REPORT.parent.mkdir(exist_ok=True)
    REPORT.write_text(json.dumps(result, indent=1, ensure_ascii=False))
    assert result["unexplained"] == {}
    assert result["same"] > COUNT // 2
    # each named deviation still occurs, and docs/browsers.md documents it
    named = {AUTODETECT, OUTSIDE_HEAD, NOSCRIPT, UNKNOWN_CHARSET, BASE_ABOUT_BLANK, BASE_UTF8}
    # a space in a <base href>'s host: 6 of the 2,000 pages, none of the first 200
    assert set(result["deviations (pages)"]) == (named | {HOST_SPACE} if FULL else named)
    documented = (REPO / "docs" / "browsers.md").read_text("utf-8")
    for name in result["deviations (pages)"]:
        assert f"### `{name}`" in documented
