"""``webapi.scrapy``: Scrapy's responses as the browser's documents and parsel selectors, the
downloader middleware, and docs/scrapers.md's spider run against a loopback site."""

from __future__ import annotations

import ast
import http.server
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest
from _loopback import serving

import webapi.scrapy
from webapi.parsel import Selector
from webapi.scrapy import DocumentMiddleware, document, selector

REPO = Path(__file__).resolve().parents[2]


def test_scrapy_is_imported_on_first_use_only() -> None:
    """No module-level import of Scrapy: ``import webapi.scrapy`` works without it (in
    Pyodide too), and ``import webapi`` does not import ``webapi.scrapy``."""
    tree = ast.parse((REPO / "webapi" / "scrapy.py").read_text(encoding="utf-8"))
    top = [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]
    names = [alias.name for node in top if isinstance(node, ast.Import) for alias in node.names]
    modules = [node.module or "" for node in top if isinstance(node, ast.ImportFrom)]
    assert not [name for name in names + modules if name.split(".")[0] == "scrapy"]
    assert "scrapy" not in (REPO / "webapi" / "__init__.py").read_text(encoding="utf-8")


def test_document_sniffs_as_the_browser_does() -> None:
    http_ = pytest.importorskip("scrapy.http", reason="Scrapy (the test extra) is not installed")
    # (no charset anywhere: a browser falls back to windows-1252, Scrapy's text to UTF-8 rules)
    plain = http_.HtmlResponse("https://a.test/d/", body=b"<p>caf\xe9 <a href=x?\xe9>")
    page = document(plain)
    assert page.characterSet == "windows-1252" and page.URL == "https://a.test/d/"
    assert page.querySelector("p").textContent == "café "
    assert page.querySelector("a").href == "https://a.test/d/x?%E9"
    labelled = http_.HtmlResponse(
        "https://a.test/",
        body="<meta charset=utf-8><p>é".encode("euc-jp"),
        headers={"Content-Type": "text/html; charset=EUC-JP", "Content-Language": "ja"},
    )
    page = document(labelled)
    assert page.characterSet == "EUC-JP" and page.querySelector("p").textContent == "é"
    assert page.querySelector("p:lang(ja)") is not None
    found = selector(labelled)
    assert isinstance(found, Selector) and found.css("p::text").get() == "é"
    with pytest.raises(TypeError, match="parameter 'response'"):
        document(b"<p>")


def test_the_middleware_gives_documents_and_webapi_selectors() -> None:
    http_ = pytest.importorskip("scrapy.http", reason="Scrapy (the test extra) is not installed")
    middleware = DocumentMiddleware()
    body = b"<table><tr><td><a href=/a>A</a><template><b>t</b></template></table>"
    response = http_.HtmlResponse("https://a.test/", body=body, status=203)
    given = middleware.process_response(None, response)
    assert isinstance(given, http_.HtmlResponse) and type(given) is not http_.HtmlResponse
    assert (given.url, given.status, given.body) == ("https://a.test/", 203, body)
    assert given.document is given.document and given.selector is given.selector
    assert given.xpath("//table/tbody/tr/td/a/@href").getall() == ["/a"]
    assert given.css("b").getall() == []  # (a template's contents are not its children)
    assert given.document.querySelector("a").href == "https://a.test/a"
    assert document(given) is given.document
    assert middleware.process_response(None, given) is given
    text = http_.TextResponse("https://a.test/t", body=b"x")
    assert middleware.process_response(None, text) is text


PAGES = {
    "/": (
        "text/html",
        "<meta charset=shift_jis><title>目次</title><table><tr><td>一</td></tr></table>"
        "<a href=a.html>a</a> <a href=b.html?q=茶>b</a>",
        "shift_jis",
    ),
    "/a.html": (
        "text/html; charset=windows-1252",
        "<title>café</title><a href=/>top</a>",
        "cp1252",
    ),
    "/b.html": ("text/html", "<title>b</title><table><td>x<td>y</table>", "utf-8"),
}


class _Site(http.server.BaseHTTPRequestHandler):
    cookies: ClassVar[list[str | None]] = []

    def do_GET(self) -> None:
        path = self.path.split("?")[0]
        type(self).cookies.append(self.headers.get("Cookie"))
        if path not in PAGES:
            self.send_error(404)
            return
        content_type, text, encoding = PAGES[path]
        data = text.encode(encoding)
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        if path == "/":
            self.send_header("Set-Cookie", "visit=1; Path=/")
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        """(quiet)"""


def spider_code() -> str:
    text = (REPO / "docs" / "scrapers.md").read_text(encoding="utf-8")
    section = text.split("\n## Scrapy\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)^```$", section, re.M | re.S)
    (spider,) = [block for block in blocks if "CrawlerProcess" in block]
    return spider


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
@pytest.mark.needs_threads
def test_the_docs_spider_crawls_a_local_site(tmp_path: Path) -> None:
    pytest.importorskip("scrapy", reason="Scrapy (the test extra) is not installed")
    script = tmp_path / "spider.py"
    script.write_text(spider_code(), encoding="utf-8")
    out = tmp_path / "pages.jsonl"
    _Site.cookies = []
    with serving(_Site) as server:
        site = f"http://127.0.0.1:{server.server_address[1]}/"
        env = {**os.environ, "PYTHONPATH": str(REPO), "SITE": site, "OUT": str(out)}
        run = subprocess.run(
            [sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=120
        )
    assert run.returncode == 0, run.stderr
    items = sorted((json.loads(line) for line in out.read_text().splitlines()), key=str)
    by_url = {item["url"]: item for item in items}
    assert by_url == {
        site: {"url": site, "title": "目次", "charset": "Shift_JIS", "cells": ["一"]},
        f"{site}a.html": {
            "url": f"{site}a.html",
            "title": "café",
            "charset": "windows-1252",
            "cells": [],
        },
        f"{site}b.html?q=%92%83": {
            "url": f"{site}b.html?q=%92%83",
            "title": "b",
            "charset": "windows-1252",  # (no label: the fallback encoding)
            "cells": ["x", "y"],
        },
    }
    assert _Site.cookies[0] is None and set(_Site.cookies[1:]) == {"visit=1"}


def test_the_module_is_documented() -> None:
    assert "webapi.scrapy" in (REPO / "docs" / "scrapers.md").read_text(encoding="utf-8")
    assert webapi.scrapy.__all__ == ["DocumentMiddleware", "document", "selector"]
