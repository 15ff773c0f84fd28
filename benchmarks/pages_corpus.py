"""Generated pages for the page-table benchmarks and tests (``benchmarks/pages.py``,
``tests/test_dask_pages.py``): ``count`` small HTML pages whose fields differ from page to page
where a scraper's answers may differ (a ``<base href>``, a ``windows-1252`` charset that
changes a link's query, an implied ``tbody``, text hidden by a style sheet or ``hidden``,
relative, absolute, fragment-only and non-parsing links), written as HTML files or as WARC
response records. Page ``i`` is the same in every run."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path

__all__ = ["FIELDS", "page", "page_url", "pages", "warc_record", "write_files", "write_warc"]

#: The fields the tests and the benchmark read (a scraper's usual ones).
FIELDS = {
    "title": "title::text",
    "heading": "h1::text",
    "links": ("a", "href"),
    "next": "a[rel=next]::attr(href)",
    "cells": {"xpath": "//table/tbody/tr/td/text()", "all": True},
    "text": "innerText",
}


def page_url(index: int) -> str:
    """The URL page ``index`` is served from."""
    return f"https://shop{index % 5}.example/catalogue/{index // 10}/item-{index}.html"


def page(index: int) -> bytes:
    """Page ``index``'s bytes."""
    legacy = index % 4 == 1
    charset = "<meta charset=windows-1252>" if legacy else "<meta charset=utf-8>"
    base = f"<base href='/b{index % 3}/'>" if index % 3 == 0 else ""
    hidden = "<style>.ad{display:none}</style>" if index % 2 else ""
    rows = "".join(
        f"<tr><td>{index}-{row}</td><td>{row * index % 97}</td></tr>" for row in range(index % 4)
    )
    links = (
        f"<a href='item-{index + 1}.html' rel=next>Next</a> "
        f"<a href='/search?q=caf\u00e9&p={index}'>Caf\u00e9</a> "
        f"<a href='https://other.example/x/../y?{index}'>Out</a> "
        "<a href='#top'>Top</a> <a href='http://[bad/'>Bad</a> <a>No href</a>"
    )
    text = (
        f"<!doctype html><html><head>{charset}{base}<title>Item {index} \u2013 "
        f"Caf\u00e9</title>{hidden}</head><body><h1>Item   {index}</h1>"
        f"<p class=ad>Advert {index}</p><p hidden>Hidden</p>"
        f"<p>Price: <b>{index % 50}.99</b><br>In stock</p><table>{rows}</table>"
        f"<nav>{links}</nav></body></html>"
    )
    return text.encode("cp1252" if legacy else "utf-8", "xmlcharrefreplace")


def pages(count: int) -> Iterator[tuple[str, bytes]]:
    """``(url, bytes)`` of pages 0 to ``count - 1``."""
    for index in range(count):
        yield page_url(index), page(index)


def warc_record(url: str, body: bytes, index: int) -> bytes:
    """A WARC/1.1 ``response`` record of an HTTP response of ``body`` (a ``Content-Type``
    without a charset: the page's ``<meta>`` says it)."""
    http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + body
    head = (
        "WARC/1.1\r\nWARC-Type: response\r\n"
        f"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{index:012d}>\r\n"
        f"WARC-Target-URI: {url}\r\nContent-Type: application/http;msgtype=response\r\n"
        f"Content-Length: {len(http)}\r\n\r\n"
    )
    return head.encode("utf-8") + http + b"\r\n\r\n"


def write_warc(path: Path, count: int, start: int = 0) -> Path:
    """Pages ``start`` to ``start + count - 1`` as one ``.warc.gz`` file (a gzip member per
    record), at ``path``."""
    with path.open("wb") as file:
        for index in range(start, start + count):
            file.write(gzip.compress(warc_record(page_url(index), page(index), index), 1))
    return path


def write_files(folder: Path, count: int) -> list[Path]:
    """Pages 0 to ``count - 1`` as HTML files ``folder/00000.html``... (their URLs are then
    their ``file:`` URLs)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for index in range(count):
        path = folder / f"{index:05d}.html"
        path.write_bytes(page(index))
        written.append(path)
    return written
