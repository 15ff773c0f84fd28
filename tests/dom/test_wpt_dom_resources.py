"""The DOM runner's navigation fetcher (pyodide/wpt_dom_resources.py), outside Pyodide: the test
server's files with their Content-Type and ``.headers``, the emulated ``encoding.py``, and no
response for anything else; then the documents webapi builds of those responses."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from webapi.html import create_top_level_traversable, document_from_response

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "pyodide"))
import wpt_dom_resources as resources  # noqa: E402

sys.path.remove(str(REPO / "pyodide"))

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


def test_files_with_their_content_type_and_headers(root: Path) -> None:
    body, headers = resources.fetch(SERVER + "common/dummy.xml") or (b"", [])
    assert body == b"<foo>Dummy XML document</foo>"
    assert headers == [("Content-Type", "application/xml")]
    # a .headers file's Content-Type replaces the extension's
    body, headers = resources.fetch(SERVER + "common/page.html?x#y") or (b"", [])
    assert body == b"<title>p</title>"
    assert headers == [("Content-Type", "text/html; charset=windows-1251"), ("X-Extra", "1")]


def test_no_response_outside_the_server_or_its_files(root: Path) -> None:
    assert resources.fetch(SERVER + "common/missing.html") is None
    assert resources.fetch(SERVER + "common/../common/page.html") is None  # (not normalized here)
    assert resources.fetch("http://other.test:8000/common/page.html") is None
    assert resources.fetch("https://web-platform.test:8000/common/page.html") is None


def test_encoding_py(root: Path) -> None:
    # dom/nodes/encoding.py: the label (percent-decoded, isomorphic-decoded) HTML-escaped
    response = resources.fetch(SERVER + "dom/nodes/encoding.py?label=iso_8859-2:1987")
    assert response is not None
    body, headers = response
    assert headers == [("Content-Type", "text/html")]
    assert body == b'<!doctype html><meta charset="iso_8859-2:1987">'
    body, _ = resources.fetch(SERVER + "dom/nodes/encoding.py?label=%22%3Cx%E9") or (b"", [])
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
