"""How often Python's usual HTML libraries give a browser's links (issue #31's baselines).

For each page of ``tests/html/_pages.py``'s oracle family (the pages
``tests/e2e/test_pages_chromium.py`` loads in Chromium), each library extracts links the way
its users do, and the result is compared with the browser's: ``webapi.html.links``, which gives
Chromium's DOM URLs on these pages but for the documented Chromium deviations (docs/browsers.md;
where a value does not parse, the value as written, as ``a.href`` gives it back).

The libraries, each given the page's bytes and its Content-Type where the API takes one:

- ``html5lib``: ``html5lib.parse(data, transport_encoding=charset)``, the first ``base`` with
  an ``href`` joined to the page URL, then ``urljoin`` for each value;
- ``lxml.html``: ``lxml.html.fromstring(data)``, ``make_links_absolute(url,
  resolve_base_href=True, handle_failures="ignore")`` (it applies the first base; a value
  ``urljoin`` fails on stays as written), then the attributes read;
- ``BeautifulSoup (html.parser)`` and ``BeautifulSoup (lxml)``: ``BeautifulSoup(data, parser)``
  (its ``UnicodeDammit`` decides the encoding; the charset passed as ``from_encoding``), the
  first ``base`` with an ``href``, ``urljoin``;
- ``Scrapy LinkExtractor``: ``HtmlResponse(url, body=data, headers=...)`` and
  ``LinkExtractor(tags=..., attrs=..., deny_extensions=[], unique=False)``; it keeps only http,
  https, file and ftp URLs, so its comparison is on those.

Two views: the ``a``/``area`` ``href`` set (what a crawler follows), and every URL attribute
(the multiset of (element, attribute, URL) for ``a``, ``area``, ``link``, ``img``, ``source``,
``iframe``, ``frame``, ``script``, ``video``, ``audio``, ``embed``, ``object``, ``form``, ...;
``srcset`` and meta refresh left out). A page that differs is put in one class: ``decoding``
(the library read the bytes with another encoding), ``parsing`` (other elements or values:
raw text, comments, templates, foreign content, malformed tags), ``resolution`` (the same
values resolved otherwise: the base, ``urljoin`` against the URL Standard's parser:
whitespace, backslashes, percent-encoding, non-ASCII, IPv6), ``raised`` (``urljoin`` raises
``ValueError`` for a base such as ``http://[bad``: the extraction fails).

Run: ``python -m benchmarks.html_baselines [--pages N]`` (the table of docs/html.md is 2,000
pages).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from webapi.html.browsing._links import _URL_ATTRIBUTES

__all__ = ["LIBRARIES", "compare", "main", "reference"]

URL = "http://127.0.0.1:8000/dir/page.html"
#: The URL attributes compared (as links() and the Chromium comparison name them): links()'s
#: own table, less srcset candidates and the meta refresh (which the libraries do not read).
ATTRIBUTES: dict[str, tuple[str, ...]] = {
    element: tuple(name for name in names if name != "srcset")
    for element, names in _URL_ATTRIBUTES.items()
    if element != "meta"
}
FOLLOWED = frozenset({"a", "area"})
#: A row: (element, attribute, value as written, resolved URL).
Row = tuple[str, str, str, str]


def _charset(content_type: str | None) -> str | None:
    from webapi.html import sniff_encoding

    if content_type is None:
        return None
    sniffed = sniff_encoding(b"", content_type)
    return sniffed.encoding if sniffed.confidence == "certain" else None


def reference(data: bytes, content_type: str | None) -> tuple[str, list[Row]]:
    """The browser's (webapi's) encoding and rows."""
    from webapi.html import decode_html, links

    rows = [
        (link.element, link.attribute, link.value, link.value if link.url is None else link.url)
        for link in links(data, URL, content_type)
        if link.element in ATTRIBUTES and link.attribute in ATTRIBUTES[link.element]
    ]
    return decode_html(data, content_type).encoding, rows


def _rows(elements: Iterable[tuple[str, Callable[[str], str | None]]], base: str) -> list[Row]:
    rows = []
    for name, get in elements:
        for attribute in ATTRIBUTES.get(name, ()):
            value = get(attribute)
            if value is not None:
                rows.append((name, attribute, value, urljoin(base, value.strip())))
    return rows


def _first_base(hrefs: Iterable[str | None]) -> str:
    for href in hrefs:
        if href is not None:
            return urljoin(URL, href.strip())
    return URL


def html5lib_rows(data: bytes, content_type: str | None) -> tuple[str | None, list[Row]]:
    import html5lib  # type: ignore[import-untyped,unused-ignore]

    parser = html5lib.HTMLParser(namespaceHTMLElements=False)
    root = parser.parse(data, transport_encoding=_charset(content_type))
    encoding = parser.documentEncoding
    base = _first_base(element.get("href") for element in root.iter("base"))
    elements = [(str(e.tag), e.get) for e in root.iter() if isinstance(e.tag, str)]
    return encoding, _rows(elements, base)


def lxml_rows(data: bytes, content_type: str | None) -> tuple[str | None, list[Row]]:
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    root = lxml.html.fromstring(data)
    elements = [(e, dict(e.attrib)) for e in root.iter() if isinstance(e.tag, str)]
    root.make_links_absolute(URL, resolve_base_href=True, handle_failures="ignore")
    rows = []
    for element, attributes in elements:
        name = str(element.tag)
        for attribute in ATTRIBUTES.get(name, ()):
            value = attributes.get(attribute)
            if value is not None:
                rows.append((name, attribute, value, str(element.get(attribute))))
    encoding = root.getroottree().docinfo.encoding
    return encoding, rows


def _soup_rows(parser: str) -> Callable[[bytes, str | None], tuple[str | None, list[Row]]]:
    def rows(data: bytes, content_type: str | None) -> tuple[str | None, list[Row]]:
        from bs4 import BeautifulSoup

        soup = BeautifulSoup(data, parser, from_encoding=_charset(content_type))
        tags = soup.find_all(True)
        base = _first_base(
            str(tag["href"]) for tag in soup.find_all("base") if tag.get("href") is not None
        )

        def getter(tag: Any) -> Callable[[str], str | None]:
            return lambda name: None if tag.get(name) is None else str(tag.get(name))

        return soup.original_encoding, _rows(((tag.name, getter(tag)) for tag in tags), base)

    return rows


def scrapy_rows(data: bytes, content_type: str | None) -> tuple[str | None, list[Row]]:
    from scrapy.http import HtmlResponse
    from scrapy.linkextractors import LinkExtractor

    headers = {} if content_type is None else {"Content-Type": content_type}
    response = HtmlResponse(URL, body=data, headers=headers)
    rows = []
    for name, attributes in ATTRIBUTES.items():
        for attribute in attributes:
            extractor = LinkExtractor(
                tags=(name,), attrs=(attribute,), deny_extensions=[], unique=False
            )
            for link in extractor.extract_links(response):
                rows.append((name, attribute, "", link.url))
    return response.encoding, rows


LIBRARIES: dict[str, Callable[[bytes, str | None], tuple[str | None, list[Row]]]] = {
    "html5lib + urljoin": html5lib_rows,
    "lxml.html make_links_absolute": lxml_rows,
    "BeautifulSoup (html.parser) + urljoin": _soup_rows("html.parser"),
    "BeautifulSoup (lxml) + urljoin": _soup_rows("lxml"),
    "Scrapy LinkExtractor": scrapy_rows,
}
_KEPT_BY_SCRAPY = ("http://", "https://", "file://", "ftp://")


def _same_encoding(ours: str, theirs: str | None) -> bool:
    from webapi.encoding import get_encoding

    if theirs is None:
        return False
    found = get_encoding(theirs.replace("_", "-"))
    # a library that reads windows-1252 as Latin-1 (ISO-8859-1's label) reads it alike
    return found == ours or (found == "windows-1252" and ours == "windows-1252")


def _values(library: str, rows: list[Row]) -> Counter[tuple[str, ...]]:
    """What a page's rows are before resolution (Scrapy gives no values: how many)."""
    if library == "Scrapy LinkExtractor":
        return Counter((row[0], row[1]) for row in rows)
    return Counter(row[:3] for row in rows)


def classify(library: str, data: bytes, content_type: str | None) -> tuple[str, str]:
    """(the a/area href view's class, the all-attributes view's class): "same" or the
    class of the difference."""
    encoding, expected = reference(data, content_type)
    try:
        their_encoding, got = LIBRARIES[library](data, content_type)
    except Exception as error:  # a library that fails on a page: its own class
        return (f"raised {type(error).__name__}",) * 2
    if library == "Scrapy LinkExtractor":
        expected = [row for row in expected if row[3].startswith(_KEPT_BY_SCRAPY)]
    results = []
    for view in ("followed", "all"):
        mine = [row for row in expected if view == "all" or row[0] in FOLLOWED]
        theirs = [row for row in got if view == "all" or row[0] in FOLLOWED]
        if view == "followed":
            same = {row[3] for row in mine} == {row[3] for row in theirs}
        else:
            same = Counter((r[0], r[1], r[3]) for r in mine) == Counter(
                (r[0], r[1], r[3]) for r in theirs
            )
        if same:
            results.append("same")
        elif not _same_encoding(encoding, their_encoding):
            results.append("decoding")
        elif _values(library, mine) != _values(library, theirs):
            results.append("parsing")
        else:
            results.append("resolution")
    return results[0], results[1]


def compare(count: int) -> dict[str, dict[str, Counter[str]]]:
    """For each library, the classes of the ``count`` pages in each view."""
    repository = Path(__file__).resolve().parents[1]
    if str(repository) not in sys.path:
        sys.path.insert(0, str(repository))
    from tests.html._pages import oracle_pages

    pages = list(oracle_pages(count))
    table: dict[str, dict[str, Counter[str]]] = {}
    for library in LIBRARIES:
        followed: Counter[str] = Counter()
        everything: Counter[str] = Counter()
        for page in pages:
            first, second = classify(library, page.body, page.content_type)
            followed[first] += 1
            everything[second] += 1
        table[library] = {"a/area href set": followed, "all URL attributes": everything}
    return table


def main(argv: list[str] | None = None) -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--pages", type=int, default=2000)
    count = arguments.parse_args(argv).pages
    table = compare(count)
    print(f"{count} pages; pages whose links equal the browser's (and why the others differ)")
    print("| library | view | same | decoding | parsing | resolution | raised |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for library, views in table.items():
        for view, classes in views.items():
            other = sum(n for name, n in classes.items() if name.startswith("raised"))
            cells = [classes.get(name, 0) for name in ("same", "decoding", "parsing", "resolution")]
            print(f"| {library} | {view} | " + " | ".join(map(str, [*cells, other])) + " |")


if __name__ == "__main__":
    main()
