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
  text UTF-8-encoded, with no charset in the ``Content-Type``);
- ``common/redirect.py?location=L[&status=S]``: a redirect (status S, else 302) to L;
- ``dom/nodes/Document-contentType/support/contenttype_setter.py?type=T&subtype=S[&mime=M]
  [&removeContentType=1]``: ``<head></head>`` (with a ``<meta http-equiv="Content-Type">`` of
  M when given), sent as T/S (no ``Content-Type`` where asked to remove it).

A static file's URL may carry wptserve's ``pipe`` parameter: of its pipes, ``status(N)`` (the
response's status) and ``header(name,value)`` (a header added) are applied (the navigation
tests' ``/common/blank.html?pipe=status(204)``: a response that loads no document); the others
(``sub``, ``trickle``) are left out, the file sent as it is.

Redirects are followed here (as a browser's fetch follows them, 20 at most): the response
given to webapi carries the final URL, the document's.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import parse_qs, unquote, urljoin, urlsplit

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
    ".png": "image/png",
    ".gif": "image/gif",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".bmp": "image/bmp",
}


class Response:
    """A response as the runner gives it to webapi's navigation fetcher: ``content``,
    ``headers`` (name/value pairs), ``status_code`` and ``url`` (the final URL)."""

    __slots__ = ("content", "headers", "status_code", "url")

    def __init__(
        self, content: bytes, headers: list[tuple[str, str]], status_code: int, url: str
    ) -> None:
        self.content = content
        self.headers = headers
        self.status_code = status_code
        self.url = url


Handled = tuple[int, list[tuple[str, str]], bytes]


def _encoding_py(query: dict[str, list[str]]) -> Handled:
    label = query.get("label", [""])[0]
    body = f'<!doctype html><meta charset="{html.escape(label)}">'
    return 200, [("Content-Type", "text/html")], body.encode("utf-8")


def _redirect_py(query: dict[str, list[str]]) -> Handled:
    status = 302
    given = query.get("status", [""])[0]
    if given.isdigit():
        status = int(given)
    return status, [("Location", query.get("location", [""])[0])], b""


def _contenttype_setter_py(query: dict[str, list[str]]) -> Handled:
    kind, subtype = query.get("type", [""])[0], query.get("subtype", [""])[0]
    headers = [] if not (kind and subtype) else [("Content-Type", f"{kind}/{subtype}")]
    if query.get("removeContentType", [""])[0]:
        headers = []
    content = "<head>"
    mime = query.get("mime", [""])[0]
    if mime:
        content += f'<meta http-equiv="Content-Type" content="{mime}; charset=utf-8"/>'
    return 200, headers, (content + "</head>").encode("latin-1")


#: The emulated handlers, by path.
HANDLERS = {
    "dom/nodes/encoding.py": _encoding_py,
    "common/redirect.py": _redirect_py,
    "dom/nodes/Document-contentType/support/contenttype_setter.py": _contenttype_setter_py,
}
#: The redirect statuses a fetch follows (https://fetch.spec.whatwg.org/#redirect-status).
REDIRECT_STATUSES = frozenset((301, 302, 303, 307, 308))


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


def fetch(url: str) -> Response | None:
    """The response to a navigation to ``url``, its redirects followed, or None."""
    for _ in range(21):
        answer = serve(url)
        if answer is None:
            return None
        status, headers, body = answer
        location = next((value for name, value in headers if name.lower() == "location"), None)
        if status not in REDIRECT_STATUSES or location is None:
            return Response(body, headers, status, url)
        url = urljoin(url, location)
    return None  # (too many redirects: a network error)


def serve(url: str) -> Handled | None:
    """What the test server answers for ``url`` (no redirect followed), or None."""
    parts = urlsplit(url)
    if parts.scheme != "http" or parts.netloc != HOST:
        return None
    path = unquote(parts.path).lstrip("/")
    handler = HANDLERS.get(path)
    if handler is not None:
        # (wptserve's request.GET: the query's values percent-decoded, isomorphic-decoded)
        return handler(parse_qs(parts.query, keep_blank_values=True, encoding="latin-1"))
    file = ROOT / path
    if ".." in Path(path).parts or not file.is_file():
        return None
    content_type = CONTENT_TYPES.get(file.suffix.lower(), "application/octet-stream")
    headers = [("Content-Type", content_type)]
    extra = headers_file(file)
    if any(name.lower() == "content-type" for name, _ in extra):
        headers = []
    status, piped = pipes(parse_qs(parts.query, keep_blank_values=True).get("pipe", [""])[0])
    return status, headers + extra + piped, file.read_bytes()


#: One of wptserve's pipes: ``name(arguments)``, pipes joined by ``|``.
_PIPE = re.compile(r"(\w+)\(([^()]*)\)")


def pipes(pipe: str) -> tuple[int, list[tuple[str, str]]]:
    """The status (200 unless ``status(N)``) and the headers added (``header(name,value)``)
    of wptserve's ``pipe`` parameter ``pipe``; its other pipes are left out."""
    status, headers = 200, []
    for name, arguments in _PIPE.findall(pipe):
        if name == "status" and arguments.strip().isdigit():
            status = int(arguments)
        elif name == "header" and "," in arguments:
            header, _, value = arguments.partition(",")
            headers.append((header.strip(), value.strip()))
    return status, headers
