"""Fetch's scheme fetch for ``blob:`` URLs (https://fetch.spec.whatwg.org/#scheme-fetch, its
"blob" branch), with the single ``Range`` requests it answers: what a ``fetch()`` of a blob URL
gives. webapi has no ``fetch()`` (it is networking): :func:`blob_scheme_fetch` is the step it
would take for a ``blob:`` request, usable alone.
"""

from __future__ import annotations

import re

from webapi._webidl import argument_error, require_str
from webapi.url import resolve_blob_url

from ._body import extract_a_body
from ._response_impl import ResponseImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

    from webapi.url import URLRecord

    from ._bindings import Request, Response

__all__ = [
    "blob_response",
    "blob_scheme_fetch",
    "build_a_content_range",
    "parse_a_single_range_header_value",
]

#: The runs the parser collects: HTTP tabs or spaces, ASCII digits (``re.match`` at a position:
#: one run each, no backtracking between them).
_TABS_OR_SPACES: Final = re.compile(r"[\t ]*")
_DIGITS: Final = re.compile(r"[0-9]*")


def _collect(run: re.Pattern[str], data: str, position: int) -> int:
    """Collect a sequence of code points (https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points)
    that ``run`` matches, from ``data`` at ``position``: the position past them."""
    match = run.match(data, position)
    return position if match is None else match.end()


def parse_a_single_range_header_value(
    value: str, allow_whitespace: bool
) -> tuple[int | None, int | None] | None:
    """Parse a single range header value
    (https://fetch.spec.whatwg.org/#simple-range-header-value) from ``value`` (a header value,
    isomorphic decoded): ``(start, end)``, either None where left out (``bytes=0-``,
    ``bytes=-500``), or None (failure: another unit, several ranges, no number at all, a start
    past the end)."""
    if type(value) is not str:
        value = require_str(value, "parse_a_single_range_header_value", "value")
    if not value.startswith("bytes"):
        return None
    position = 5
    if allow_whitespace:
        position = _collect(_TABS_OR_SPACES, value, position)
    if value[position : position + 1] != "=":
        return None
    position += 1
    if allow_whitespace:
        position = _collect(_TABS_OR_SPACES, value, position)
    start = _collect(_DIGITS, value, position)
    range_start, position = value[position:start], start
    if allow_whitespace:
        position = _collect(_TABS_OR_SPACES, value, position)
    if value[position : position + 1] != "-":
        return None
    position += 1
    if allow_whitespace:
        position = _collect(_TABS_OR_SPACES, value, position)
    end = _collect(_DIGITS, value, position)
    range_end, position = value[position:end], end
    if position != len(value):
        return None
    start_digits = range_start.lstrip("0") or "0" if range_start else None
    end_digits = range_end.lstrip("0") or "0" if range_end else None
    if start_digits is None and end_digits is None:
        return None
    if (
        start_digits is not None
        and end_digits is not None
        and (len(start_digits), start_digits) > (len(end_digits), end_digits)
    ):
        return None
    return _decimal(start_digits), _decimal(end_digits)


#: Past this many digits a number stands for "larger than any Blob" (Python's int() refuses
#: more than 4,300 digits, and reads fewer in time that grows faster than their count).
_MAX_DIGITS: Final = 30
_HUGE: Final = 10**_MAX_DIGITS


def _decimal(digits: str | None) -> int | None:
    """``digits`` (ASCII digits without leading zeros) "interpreted as decimal number"; a
    number longer than :data:`_MAX_DIGITS` is :data:`_HUGE`, past the end of any Blob, where
    it works the same (a start there fails, an end there is the last byte, a suffix there is
    the whole Blob)."""
    if digits is None:
        return None
    return int(digits) if len(digits) <= _MAX_DIGITS else _HUGE


def build_a_content_range(range_start: int, range_end: int, full_length: int) -> str:
    """Build a content range (https://fetch.spec.whatwg.org/#build-a-content-range):
    ``bytes <start>-<end>/<full length>``."""
    return f"bytes {range_start}-{range_end}/{full_length}"


def blob_scheme_fetch(request: Request) -> Response:
    """Fetch's scheme fetch of ``request`` (a ``webapi.fetch.Request``) whose URL is a
    ``blob:`` URL: a ``Response`` of the Blob's bytes (status 200, ``Content-Length`` and
    ``Content-Type``, the Blob's ``type`` as it is, empty too), or with a ``Range`` header
    that "parse a single range header value" takes, of the range (206 ``Partial Content``,
    ``Content-Range``); a network error, ``Response.error()`` (type ``"error"``, status 0),
    where the method is not ``GET``, the URL names no Blob (revoked, never made, not a blob
    URL: ``webapi.url.resolve_blob_url``), the range does not parse or starts past the end.
    Two departures, Chromium's answers: a suffix range longer than the Blob is the whole Blob
    (``bytes 0-12/13``, where the Standard's arithmetic gives a negative start) and a suffix
    of no bytes (``bytes=-0``) is a network error.

    webapi has one environment (docs/fetch-objects.md, "Blob URLs"): every request may read
    every entry (the Standard's "obtain a blob object" never refuses here)."""
    from ._bindings import Request, Response

    if not isinstance(request, Request):
        raise argument_error("blob_scheme_fetch", "request", request, "a Request")
    impl = request._impl
    response = blob_response(impl.method, impl.url, impl._headers.get("Range"))
    if response is None:
        return Response.error()
    response.url_list = [impl.url]
    response._headers._guard = "immutable"
    return Response._wrap(response)


def blob_response(
    method: str, url: str | URLRecord, range_header: str | None
) -> ResponseImpl | None:
    """The steps of :func:`blob_scheme_fetch` for a request's ``method``, current ``url`` and
    ``Range`` header value (None for none): the response, or None for a network error (the
    caller sets its URL list and guard; ``fetch()``'s scheme fetch calls this too)."""
    # "If request's method is not `GET` or blobURLEntry is null, then return a network error."
    blob = resolve_blob_url(url) if method == "GET" else None
    if blob is None:
        return None
    response = ResponseImpl()
    full_length = blob.size
    blob_type = blob.type
    if range_header is None:
        response.status_text = "OK"
        response._body = extract_a_body(blob)[0]
        headers = [("Content-Length", str(full_length)), ("Content-Type", blob_type)]
    else:
        range_value = parse_a_single_range_header_value(range_header, True)
        if range_value is None:
            return None
        range_start, range_end = range_value
        if range_start is None:
            assert range_end is not None  # (the parser fails on "bytes=-")
            if range_end == 0:
                # (Chromium's network error for a suffix of no bytes, RFC 9110's
                # unsatisfiable range; the Standard's steps give "bytes <size>-<size - 1>")
                return None
            # (clamped at 0 as in Chromium: the Standard's steps give a suffix longer than
            # the Blob a negative start, "bytes -87-12/13", for the same bytes)
            range_start = max(full_length - range_end, 0)
            range_end = full_length - 1
        else:
            if range_start >= full_length:
                return None
            if range_end is None or range_end >= full_length:
                range_end = full_length - 1
        # "A range header denotes an inclusive byte range, while the slice blob algorithm
        # input range does not": rangeEnd + 1.
        sliced = blob.slice(range_start, range_end + 1, blob_type)
        response._body = extract_a_body(sliced)[0]
        response.status = 206
        response.status_text = "Partial Content"
        headers = [
            ("Content-Length", str(sliced.size)),
            ("Content-Type", blob_type),
            ("Content-Range", build_a_content_range(range_start, range_end, full_length)),
        ]
    for name, value in headers:
        response._headers.list_append(name, value)
    return response
