"""``webapi.html.links`` against link extraction with lxml.html and ``urllib.parse.urljoin``.

The page is the html section's real-world-like page (:func:`benchmarks.html_tokenizer.page`,
about 100 KB), as bytes. webapi: ``links(data, url, content_type)`` (decoding, parsing, the
base URL, every URL attribute, srcset candidates, resolution), twice: on the pure path (webapi's
own tree construction, what Pyodide and an install without extras run) and, where the
``fast-html`` extra (``markupever``) is installed, on the fast path (html5ever builds the tree;
the rest is the same). The peer does the usual
scraper's work: ``lxml.html.fromstring`` then, for the same elements and attributes
(``iterlinks``-like, srcset split on commas), ``urljoin`` against the page URL. Thread CPU time,
the contenders interleaved in chunks of pages; median ms per page. The issue's goal: within
2x of the peer.

Run: ``python -m benchmarks --only links`` or ``python -m benchmarks.html_links [--rounds N]``.
Without lxml the peer is left out; without markupever the fast-html row.
"""

from __future__ import annotations

import argparse
import importlib.util
from collections.abc import Callable
from urllib.parse import urljoin

from benchmarks._common import interleaved_chunks, median
from benchmarks.html_tokenizer import page

__all__ = ["PEER", "lxml_links", "main", "report", "run"]

PEER = "lxml.html + urljoin"

URL = "https://news.example.com/today/index.html"
_ATTRIBUTES = {
    "a": ("href",),
    "area": ("href",),
    "link": ("href",),
    "img": ("src", "srcset"),
    "source": ("src", "srcset"),
    "iframe": ("src",),
    "frame": ("src",),
    "script": ("src",),
    "video": ("src", "poster"),
    "audio": ("src",),
    "form": ("action",),
}


def lxml_links(data: bytes, url: str) -> list[str]:
    """A scraper's link extraction with lxml: parse, find the first base, urljoin each."""
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    root = lxml.html.fromstring(data)
    base = url
    for element in root.iter("base"):
        href = element.get("href")
        if href is not None:
            base = urljoin(url, href)
            break
    found = []
    for element in root.iter(*_ATTRIBUTES):
        for attribute in _ATTRIBUTES[str(element.tag)]:
            value = element.get(attribute)
            if value is None:
                continue
            if attribute == "srcset":
                for candidate in value.split(","):
                    parts = candidate.split()
                    if parts:
                        found.append(urljoin(base, parts[0]))
            else:
                found.append(urljoin(base, value.strip()))
    return found


def run(rounds: int = 15) -> dict[str, float]:
    """Median ms per page of each contender."""
    from webapi.html.browsing._links import _ELEMENTS, _html_elements, _page_links
    from webapi.html.parsing._fast_elements import available, fast_html_elements

    data = page().encode()
    content_type = "text/html; charset=utf-8"

    def pure(pages: list[bytes]) -> object:
        default = "windows-1252"  # links()'s
        return [_page_links(d, URL, content_type, default, True, _html_elements) for d in pages]

    def fast(pages: list[bytes]) -> object:
        from webapi.html import links

        return [links(d, URL, content_type) for d in pages]

    contenders: dict[str, Callable[[list[bytes]], object]] = {"webapi links (pure)": pure}
    if available():
        # the page must take the fast path, or the row would time the pure one again
        assert fast_html_elements(page(), True, _ELEMENTS) is not None
        contenders["webapi links (fast-html)"] = fast
    if importlib.util.find_spec("lxml") is not None:
        contenders[PEER] = lambda pages: [lxml_links(d, URL) for d in pages]
    pages = [data] * 4
    times = interleaved_chunks(contenders, pages, rounds=rounds, chunk=1)
    return {name: median(values) / 1e6 / len(pages) for name, values in times.items()}


def report(result: dict[str, float]) -> str:
    """The section's text: ms per page, and each webapi row's ratio to the peer."""
    lines = ["## links(): a 100 KB page to its links (thread CPU, interleaved, median ms/page)", ""]
    peer = result.get(PEER)
    for name, ms in result.items():
        compared = ""
        if peer is not None and name != PEER:
            verdict = "met" if ms <= 2 * peer else "MISSED"
            compared = f"  {ms / peer:5.2f}x the peer  {verdict}"
        lines.append(f"{name:28} {ms:8.2f}{compared}")
    lines.append("")
    lines.append("goal (issue 31): links() within 2x of lxml.html + urljoin")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    print(report(run(parser.parse_args().rounds)))


if __name__ == "__main__":
    main()
