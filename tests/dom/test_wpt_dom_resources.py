"""The DOM runner's navigation fetcher (wpt/wpt_dom_resources.py), outside Pyodide: the test
server's files with their Content-Type and ``.headers``, the emulated ``encoding.py``, and no
response for anything else; then the documents webapi builds of those responses."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapi.html import create_top_level_traversable, document_from_response
from wpt import wpt_dom_resources as resources

SERVER = "http://web-platform.test:8000/"


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(resources, "ROOT", tmp_path)
    (tmp_path / "common").mkdir()
    (tmp_path / "common" / "dummy.xml").write_bytes(b"<foo>Dummy XML document</foo>")
    (tmp_path / "common" / "page.html").write_bytes(b"<title>p</title>")
    (tmp_path / "common" / "page.html.headers").write_text(
        "Content-Type: text/html; charset=windows-1251\nX-Extra: 1\n", encoding="utf-8"
    )
    return tmp_path


def fetched(url: str) -> tuple[bytes, list[tuple[str, str]], str]:
    response = resources.fetch(url)
    assert response is not None
    assert response.status_code == 200
    return response.content, response.headers, response.url


def test_files_with_their_content_type_and_headers(root: Path) -> None:
    body, headers, url = fetched(SERVER + "common/dummy.xml")
    assert body == b"<foo>Dummy XML document</foo>"
    assert headers == [("Content-Type", "application/xml")]
    assert url == SERVER + "common/dummy.xml"
    # a .headers file's Content-Type replaces the extension's
    body, headers, _ = fetched(SERVER + "common/page.html?x#y")
    assert body == b"<title>p</title>"
    assert headers == [("Content-Type", "text/html; charset=windows-1251"), ("X-Extra", "1")]


def test_redirects_are_followed(root: Path) -> None:
    body, _, url = fetched(SERVER + "common/redirect.py?location=/common/page.html")
    assert body == b"<title>p</title>" and url == SERVER + "common/page.html"
    body, _, url = fetched(SERVER + "common/redirect.py?status=307&location=dummy.xml")
    assert url == SERVER + "common/dummy.xml"
    assert resources.fetch(SERVER + "common/redirect.py?location=missing") is None
    # a redirect to itself (no location: the handler's own URL again): a network error
    assert resources.fetch(SERVER + "common/redirect.py?location=redirect.py") is None


def test_no_response_outside_the_server_or_its_files(root: Path) -> None:
    assert resources.fetch(SERVER + "common/missing.html") is None
    assert resources.fetch(SERVER + "common/../common/page.html") is None  # (not normalized here)
    assert resources.fetch("http://other.test:8000/common/page.html") is None
    assert resources.fetch("https://web-platform.test:8000/common/page.html") is None


def test_encoding_py(root: Path) -> None:
    # dom/nodes/encoding.py: the label (percent-decoded, isomorphic-decoded) HTML-escaped
    body, headers, _ = fetched(SERVER + "dom/nodes/encoding.py?label=iso_8859-2:1987")
    assert headers == [("Content-Type", "text/html")]
    assert body == b'<!doctype html><meta charset="iso_8859-2:1987">'
    body, _, _ = fetched(SERVER + "dom/nodes/encoding.py?label=%22%3Cx%E9")
    assert body == '<!doctype html><meta charset="&quot;&lt;xé">'.encode()


def test_iframes_of_a_page_load_the_server_documents(root: Path) -> None:
    page = document_from_response(
        b"<iframe src='/common/page.html'></iframe>"
        b"<iframe src='/dom/nodes/encoding.py?label=latin2'></iframe>",
        SERVER + "dom/nodes/test.html",
        "text/html",
    )
    create_top_level_traversable(page, fetcher=resources.fetch)
    first, second = (iframe.contentDocument for iframe in page.querySelectorAll("iframe"))
    assert first.title == "p" and first.characterSet == "windows-1251"
    assert first.URL == SERVER + "common/page.html"
    assert second.characterSet == "ISO-8859-2"


def test_the_status_and_header_pipes_of_a_static_file(root: Path) -> None:
    # (the navigation tests' /common/blank.html?pipe=status(204): no document loads)
    status, _headers, body = resources.serve(SERVER + "common/page.html?pipe=status(204)") or (
        0,
        [],
        b"",
    )
    assert status == 204 and body == b"<title>p</title>"
    answer = resources.serve(
        SERVER + "common/dummy.xml?pipe=header(X-Frame-Options,DENY)|status(201)"
    )
    assert answer is not None and answer[:2] == (
        201,
        [("Content-Type", "application/xml"), ("X-Frame-Options", "DENY")],
    )
    assert (resources.serve(SERVER + "common/dummy.xml?pipe=sub(none)&code=x") or (0,))[0] == 200
