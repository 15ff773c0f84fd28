"""Inside Pyodide: the DOM runner's navigation fetcher, standing for WPT's server (wptserve)
for the documents the test pages load in ``iframe`` elements.

A URL of the test server (``http://web-platform.test:8000/...``) is answered from the files
of the data root (mounted at ``/wpt``): the file's bytes with a ``Content-Type`` by its
extension, as wptserve gives it, then the headers of its ``<file>.headers`` file (WPT's
format: one ``Name: value`` a line), or by one of the few WPT Python handlers these
directories load, emulated below in our own words. Any other URL, and a file that is not
there, is no response (the ``iframe`` keeps its ``about:blank`` document).

The handlers emulated (web-platform-tests, BSD-3-Clause, at the pinned commit):

- ``dom/nodes/encoding.py?label=L``: ``<!doctype html><meta charset="L">``, the label
  isomorphic-decoded and HTML-escaped (what the file's ``main`` returns; wptserve sends the
  text UTF-8-encoded, with no charset in the ``Content-Type``).
"""

from __future__ import annotations

import html
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

#: Where wpt-dom.mjs mounts the data root.
ROOT = Path("/wpt")
#: The test server's origin, as the runner gives the pages their URLs.
HOST = "web-platform.test:8000"

#: wptserve's Content-Type of a static file, by extension (its defaults for what the DOM's
#: directories load).
CONTENT_TYPES = {
    ".html": "text/html",
    ".htm": "text/html",
    ".xhtml": "application/xhtml+xml",
    ".xht": "application/xhtml+xml",
    ".xml": "application/xml",
    ".svg": "image/svg+xml",
    ".txt": "text/plain",
    ".js": "text/javascript",
    ".json": "application/json",
    ".css": "text/css",
}


def _encoding_py(query: dict[str, list[str]]) -> tuple[bytes, dict[str, str]]:
    label = query.get("label", [""])[0]
    body = f'<!doctype html><meta charset="{html.escape(label)}">'
    return body.encode("utf-8"), {"Content-Type": "text/html"}


#: The emulated handlers, by path.
HANDLERS = {"dom/nodes/encoding.py": _encoding_py}


def headers_file(path: Path) -> list[tuple[str, str]]:
    """The headers of ``<path>.headers`` (none where there is no such file)."""
    extra = path.with_name(path.name + ".headers")
    if not extra.is_file():
        return []
    pairs = []
    for line in extra.read_text(encoding="utf-8").splitlines():
        name, colon, value = line.partition(":")
        if colon and name.strip():
            pairs.append((name.strip(), value.strip()))
    return pairs


def fetch(url: str) -> tuple[bytes, list[tuple[str, str]]] | None:
    """The response to a navigation to ``url``: ``(body, headers)``, or None."""
    parts = urlsplit(url)
    if parts.scheme != "http" or parts.netloc != HOST:
        return None
    path = unquote(parts.path).lstrip("/")
    handler = HANDLERS.get(path)
    if handler is not None:
        # (wptserve's request.GET: the query's values percent-decoded, isomorphic-decoded)
        query = parse_qs(parts.query, keep_blank_values=True, encoding="latin-1")
        body, headers = handler(query)
        return body, list(headers.items())
    file = ROOT / path
    if ".." in Path(path).parts or not file.is_file():
        return None
    content_type = CONTENT_TYPES.get(file.suffix.lower(), "application/octet-stream")
    headers = [("Content-Type", content_type)]
    extra = headers_file(file)
    if any(name.lower() == "content-type" for name, _ in extra):
        headers = []
    return file.read_bytes(), headers + extra
