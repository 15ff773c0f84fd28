"""End to end: the late ``<meta>`` pages of tests/html/test_late_meta.py (issue #31 item 3)
and the pages with a ``<meta>`` in raw text within the first 1,024 bytes (issue #42 item 11)
served from 127.0.0.1 as ``text/html`` without a charset, Chromium's
``document.characterSet`` against :func:`webapi.html.decode_html`'s encoding.

Chromium looks for the ``<meta>`` with a tokenizer of its own before it parses
(``HTMLMetaCharsetParser``), not in tree construction; where that differs from the standard
the page must be one of the classes docs/browsers.md names (:data:`DEPARTURES`), and each
named class must still occur. ``decode_html(..., browser="chromium")`` must give Chromium's
encoding on every page.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from oracles.chromium import browser as chromium_browser
from oracles.chromium import serve
from tests.html.test_chromium_meta import IN_RAW_TEXT, META
from tests.html.test_late_meta import BODY, INSERTED, LATE, NOT_INSERTED
from webapi.html import decode_html

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.needs_sockets]

REPO = Path(__file__).resolve().parents[2]

#: docs/browsers.md's names for how Chromium's search for a <meta> departs from the standard.
OUTSIDE_HEAD = "chromium-late-meta-after-head-tags"
NOSCRIPT = "chromium-meta-in-noscript"
UNKNOWN_CHARSET = "chromium-meta-unknown-charset-hides-pragma"
RAW_TEXT = "chromium-meta-in-raw-text"


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
    **dict.fromkeys(IN_RAW_TEXT, RAW_TEXT),
    "p, a meta from byte 1,024": OUTSIDE_HEAD,
    "p, CR LF, a meta from byte 1,024": OUTSIDE_HEAD,
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
    # Chromium's search reads a tag that starts within its first 1,024 characters (a CR LF
    # is two), whatever came before; the Standard's prescan needs the whole tag in its window
    # and leaves both to the parser, which inserts them
    "p, a meta from byte 1,023": b"<p>" + b"x" * 1020 + META,
    "p, a meta from byte 1,024": b"<p>" + b"x" * 1021 + META,
    "p, CR LF, a meta from byte 1,023": b"<p>\r\n" + b"x" * 1018 + META,
    "p, CR LF, a meta from byte 1,024": b"<p>\r\n" + b"x" * 1019 + META,
}


def _pages() -> dict[str, bytes]:
    pages = {**NOT_INSERTED, **INSERTED, **MORE, **IN_RAW_TEXT}
    return {name: page + BODY for name, page in pages.items()}


def _chromium_encodings(pages: dict[str, bytes]) -> dict[str, str]:
    """Chromium's ``document.characterSet`` of each page, served as ``text/html``."""
    paths = {f"/{index}": name for index, name in enumerate(pages)}
    documents = {path: (pages[name], "text/html") for path, name in paths.items()}
    theirs: dict[str, str] = {}
    with chromium_browser() as browser, serve(documents) as origin:
        page = browser.new_page()
        for path, name in paths.items():
            page.goto(origin + path)
            theirs[name] = page.evaluate("() => document.characterSet")
    return theirs


@pytest.fixture(scope="module")
def chromium_encodings() -> dict[str, str]:
    """Chromium's encodings of :func:`_pages`, asked once for the module's two tests."""
    return _chromium_encodings(_pages())


def test_chromium_agrees_on_late_meta_pages_except_documented_departures(
    chromium_encodings: dict[str, str],
) -> None:
    pages = _pages()
    theirs = chromium_encodings
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


def test_browser_chromium_gives_chromium_encoding_on_every_page(
    chromium_encodings: dict[str, str],
) -> None:
    """``browser="chromium"`` (#42 item 11): the way for scrapers to get Chromium's answer,
    on the departures' pages and the others alike."""
    pages = _pages()
    theirs = chromium_encodings
    ours = {
        name: decode_html(data, "text/html", browser="chromium").encoding
        for name, data in pages.items()
    }
    assert {name: (ours[name], theirs[name]) for name in pages if ours[name] != theirs[name]} == {}
    # (the recorded answers the default run checks: tests/html/test_chromium_meta.py)
    from tests.html.test_chromium_meta import CHROMIUM_156

    assert {name: theirs[name] for name in CHROMIUM_156} == CHROMIUM_156
