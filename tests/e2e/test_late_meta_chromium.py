"""End to end: the late ``<meta>`` pages of tests/html/test_late_meta.py (issue #31 item 3)
served from 127.0.0.1 as ``text/html`` without a charset, Chromium's
``document.characterSet`` against :func:`webapi.html.decode_html`'s encoding.

Chromium looks for the ``<meta>`` with a tokenizer of its own before it parses
(``HTMLMetaCharsetParser``), not in tree construction; where that differs from the standard
the page must be one of the classes docs/browsers.md names (:data:`DEPARTURES`), and each
named class must still occur.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from oracles.chromium import browser as chromium_browser
from oracles.chromium import serve
from tests.html.test_late_meta import BODY, INSERTED, LATE, NOT_INSERTED
from webapi.html import decode_html

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.needs_sockets]

REPO = Path(__file__).resolve().parents[2]

#: docs/browsers.md's names for how Chromium's search for a <meta> departs from the standard.
OUTSIDE_HEAD = "chromium-late-meta-after-head-tags"
NOSCRIPT = "chromium-meta-in-noscript"
UNKNOWN_CHARSET = "chromium-meta-unknown-charset-hides-pragma"

#: The pages where Chromium departs, by the class that explains it.
DEPARTURES = {
    "body": OUTSIDE_HEAD,
    "template contents": OUTSIDE_HEAD,
    "svg (meta breaks out of foreign content)": OUTSIDE_HEAD,
    "svg desc (an integration point)": OUTSIDE_HEAD,
    "select": OUTSIDE_HEAD,
    "after text, a frameset ignored": OUTSIDE_HEAD,
    "noscript (scripting enabled)": NOSCRIPT,
    "unknown charset, then http-equiv": UNKNOWN_CHARSET,
}

#: More pages: within the head past 1,024 bytes (both honour it), the same meta after a
#: <p> within the first 1,024 bytes of tokens (both honour it: Chromium searches the first
#: 1,024 characters whatever the tags), the first meta element deciding.
MORE = {
    "head, late, after link and script": b"<head><link rel=x href=/a><script>var a;</script>"
    + LATE
    + b"</head>",
    "p, then a meta within the first 1,024 bytes": b"<p>x</p><title>"
    + b"x" * 900
    + b'</title><meta charset="utf-8">',
    "first meta element decides": b'<meta charset="windows-1252">' + LATE,
    "title's meta, then a late one": b'<title><meta charset="koi8-r"></title>' + LATE,
}


def _pages() -> dict[str, bytes]:
    pages = {**NOT_INSERTED, **INSERTED, **MORE}
    return {name: page + BODY for name, page in pages.items()}


def test_chromium_agrees_on_late_meta_pages_except_documented_departures() -> None:
    pages = _pages()
    paths = {f"/{index}": name for index, name in enumerate(pages)}
    documents = {path: (pages[name], "text/html") for path, name in paths.items()}
    theirs: dict[str, str] = {}
    with chromium_browser() as browser, serve(documents) as origin:
        page = browser.new_page()
        for path, name in paths.items():
            page.goto(origin + path)
            theirs[name] = page.evaluate("() => document.characterSet")
    differences = {}
    for name, data in pages.items():
        ours = decode_html(data, "text/html").encoding
        if ours != theirs[name]:
            differences[name] = (ours, theirs[name])
    unexplained = {name: d for name, d in differences.items() if name not in DEPARTURES}
    assert unexplained == {}
    # each departure still occurs (Chromium keeps windows-1252 where the standard changes to
    # UTF-8, or the reverse for <noscript>)
    assert sorted(differences) == sorted(DEPARTURES)
    documented = (REPO / "docs" / "browsers.md").read_text("utf-8")
    for name in set(DEPARTURES.values()):
        assert f"### `{name}`" in documented
