"""``webapi.html.links`` against link extraction with lxml.html and ``urllib.parse.urljoin``.

The page is the html section's real-world-like page (:func:`benchmarks.html_tokenizer.page`,
about 100 KB), as bytes. webapi: ``links(data, url, content_type)`` (decoding, parsing, the
base URL, every URL attribute, srcset candidates, resolution). The peer does the usual
scraper's work: ``lxml.html.fromstring`` then, for the same elements and attributes
(``iterlinks``-like, srcset split on commas), ``urljoin`` against the page URL. Thread CPU time,
the contenders interleaved in chunks of pages; median ms per page. The issue's goal: within
2x of the peer.

Run: ``python -m benchmarks.html_links [--rounds N]``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from urllib.parse import urljoin

from benchmarks._common import interleaved_chunks, median
from benchmarks.html_tokenizer import page

__all__ = ["lxml_links", "main", "run"]

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
    from webapi.html import links

    data = page().encode()

    contenders: dict[str, Callable[[list[bytes]], object]] = {
        "webapi links": lambda pages: [links(d, URL, "text/html; charset=utf-8") for d in pages],
        "lxml.html + urljoin": lambda pages: [lxml_links(d, URL) for d in pages],
    }
    pages = [data] * 4
    times = interleaved_chunks(contenders, pages, rounds=rounds, chunk=1)
    return {name: median(values) / 1e6 / len(pages) for name, values in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    result = run(parser.parse_args().rounds)
    for name, ms in result.items():
        print(f"{name:24} {ms:8.2f} ms/page")
    ours, peer = result["webapi links"], result["lxml.html + urljoin"]
    print(f"ratio webapi/lxml: {ours / peer:.2f}x (goal <= 2x)")


if __name__ == "__main__":
    main()
