"""Declarative refresh (``<meta http-equiv=refresh>`` and the ``Refresh`` header) and the
``Location`` header of a redirect: where a browser goes next.

Spec: https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps
and https://fetch.spec.whatwg.org/#concept-response-location-url

The shared declarative refresh steps parse the value (a time, then an optional URL) and, when
it parses, set the document's "will declaratively refresh" and navigate after the time. Here
the parsing is :func:`parse_refresh`; :func:`refresh_url` adds the URL's resolution, and
:func:`location_url` is Fetch's "location URL" of a redirect response.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from webapi._webidl import argument_error, require_bytes, require_str
from webapi.url import basic_url_parse, url_serialize

from ..common._base_url import _record
from ..parsing._urls import _document_base_url, _encoding_argument

if TYPE_CHECKING:
    from webapi.url import URL, URLRecord

    from ..parsing._encoding_sniffing import DecodedHTML, SniffResult

__all__ = ["REDIRECT_STATUSES", "Refresh", "location_url", "parse_refresh", "refresh_url"]

_WHITESPACE = re.compile(r"[\t\n\f\r ]*")
_DIGITS = re.compile(r"[0-9]*")
_DIGITS_AND_DOTS = re.compile(r"[0-9.]*")
#: "U" "R" "L", ASCII whitespace, "=", ASCII whitespace (steps 11.2 to 11.7), each optional
#: in the sense the steps give: a missing letter or "=" jumps to "parse" (or for the "U", to
#: "skip quotes") with position where it stopped.
_URL_PREFIX = re.compile(r"(?:[Uu](?:[Rr](?:[Ll](?:[\t\n\f\r ]*(=[\t\n\f\r ]*)?)?)?)?)?")

#: A time of more digits than this saturates at :data:`MAX_TIME` (no timer waits longer).
MAX_TIME = 2**63 - 1
_MAX_TIME_DIGITS = len(str(MAX_TIME))


class Refresh:
    """A parsed declarative refresh: ``time`` (whole seconds, the digits before any ``.``)
    and ``url``, the URL string as written (quotes and the ``URL=`` prefix removed), or
    ``None`` when the value names none (the document reloads itself). ``str()`` is the URL
    string (``""`` for none)."""

    __slots__ = ("time", "url")

    def __init__(self, time: int, url: str | None) -> None:
        self.time = time
        self.url = url

    def __str__(self) -> str:
        return "" if self.url is None else self.url

    def __repr__(self) -> str:
        return f"Refresh(time={self.time!r}, url={self.url!r})"


def _time(digits: str) -> int:
    """The rules for parsing non-negative integers on ``digits`` (ASCII digits), saturating at
    :data:`MAX_TIME` (Python's int conversion is quadratic past its 4,300-digit limit)."""
    significant = digits.lstrip("0")
    if len(significant) > _MAX_TIME_DIGITS:
        return MAX_TIME
    return min(int(significant or "0"), MAX_TIME)


def parse_refresh(value: str) -> Refresh | None:
    """The parsing of https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps
    (steps 2 to 11.10): the time and the URL string of a ``<meta http-equiv=refresh>``
    element's ``content`` or of a ``Refresh`` header's value; ``None`` where the steps return
    (no refresh happens): no time (``"; url=x"``, ``"-1"``, ``""``), or a time followed by
    something other than ``;``, ``,`` or whitespace (``"1x"``). ``".5"`` is a time of 0.
    """
    require_str(value, "parse_refresh", "value")
    end = len(value)
    # "Let position point at the start of input. Skip ASCII whitespace within input given
    # position."
    position = _WHITESPACE.match(value).end()  # type: ignore[union-attr]
    # "Collect a sequence of code points that are ASCII digits from input given position,
    # and let timeString be the result."
    digits_end = _DIGITS.match(value, position).end()  # type: ignore[union-attr]
    time_string = value[position:digits_end]
    position = digits_end
    time = 0
    if not time_string:
        # "If timeString is the empty string, then: If the code point in input pointed to by
        # position is not U+002E (.), then return."
        if value[position : position + 1] != ".":
            return None
    else:
        # "Otherwise, set time to the result of parsing timeString using the rules for
        # parsing non-negative integers."
        time = _time(time_string)
    # "Collect a sequence of code points that are ASCII digits and U+002E FULL STOP
    # characters (.) from input given position. Ignore any collected characters."
    position = _DIGITS_AND_DOTS.match(value, position).end()  # type: ignore[union-attr]
    # "If position is not past the end of input, then:"
    if position < end:
        # "If the code point in input pointed to by position is not U+003B (;), U+002C (,),
        # or ASCII whitespace, then return."
        if value[position] not in ";,\t\n\f\r ":
            return None
        # "Skip ASCII whitespace within input given position. If the code point in input
        # pointed to by position is U+003B (;) or U+002C (,), then advance position to the
        # next code point. Skip ASCII whitespace within input given position."
        position = _WHITESPACE.match(value, position).end()  # type: ignore[union-attr]
        if value[position : position + 1] in (";", ","):
            position += 1
        position = _WHITESPACE.match(value, position).end()  # type: ignore[union-attr]
    # "If position is not past the end of input, then:"
    if position >= end:
        return Refresh(time, None)
    # "Let urlString be the substring of input from the code point at position to the end
    # of the string."
    url_string = value[position:]
    prefix = _URL_PREFIX.match(value, position)
    assert prefix is not None  # the pattern matches the empty string
    if prefix.group(1) is not None or not prefix.group():
        # "U", "R", "L", "=" all there (then whitespace skipped), or no "U" at all: "Skip
        # quotes: If the code point in input pointed to by position is U+0027 (') or U+0022
        # ("), then let quote be that code point, and advance position to the next code
        # point. Otherwise, let quote be the empty string."
        position = prefix.end()
        quote = value[position : position + 1]
        if quote in ("'", '"'):
            position += 1
        else:
            quote = ""
        # "Set urlString to the substring of input from the code point at position to the
        # end of the string."
        url_string = value[position:]
        # "If quote is not the empty string, and there is a code point in urlString equal
        # to quote, then truncate urlString at that code point."
        if quote:
            url_string = url_string.partition(quote)[0]
    # (A "U" not followed by all of "RL=" jumps to "parse" with urlString as it was.)
    return Refresh(time, url_string)


def refresh_url(
    value: str | bytes,
    document_url: str | URL | URLRecord,
    *,
    base_href: str | None = None,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
) -> str | None:
    """Where a ``<meta http-equiv=refresh content=value>`` (or a ``Refresh: value`` header)
    sends a browser: the href of the URL, encoding-parsed against the document's base URL
    (``base_href``: the first ``<base href>``'s value, as in :func:`resolve`), or
    ``document_url`` itself when the value names no URL (a reload). ``None`` when nothing
    happens: the value does not parse (:func:`parse_refresh`) or its URL does not.

    A ``Refresh`` header's value may be given as the raw ``bytes``: "the isomorphic decoding
    of the value of the first matching header" (each byte one code point, as Latin-1), as
    the Standard's navigation steps read it.
    """
    function = "refresh_url"
    if not isinstance(value, str):
        value = require_bytes(value, function, "value", "a str or bytes").decode("latin-1")
    if base_href is not None:
        require_str(base_href, function, "base_href")
    encoding = _encoding_argument(encoding, function)
    document = _record(document_url, "document_url", function)
    refresh = parse_refresh(value)
    if refresh is None:
        return None
    # "Let urlRecord be document's URL." ... "Parse: Set urlRecord to the result of
    # encoding-parsing a URL given urlString, relative to document. If urlRecord is failure,
    # then return."
    if refresh.url is None:
        return url_serialize(document)
    base = _document_base_url(document, base_href, encoding, None)
    record = basic_url_parse(refresh.url, base, encoding)
    return None if record is None else url_serialize(record)


#: https://fetch.spec.whatwg.org/#redirect-status
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})


def location_url(
    location: str | bytes | None,
    request_url: str | URL | URLRecord,
    *,
    status: int | None = None,
) -> str | None:
    """https://fetch.spec.whatwg.org/#concept-response-location-url: the URL a redirect's
    ``Location`` header sends a browser to: ``location`` parsed against ``request_url`` (the
    URL that was fetched), inheriting its fragment when it has none of its own
    (``Location: /b`` after ``https://x/a#top`` is ``https://x/b#top``).

    ``location`` is the header's value: a ``str`` as Python's HTTP clients give it, or the
    raw ``bytes``, decoded as UTF-8 (invalid bytes become U+FFFD) as browsers do. ``None``
    for no header; ``None`` back when there is none or it does not parse (a browser's
    network error). ``status``, the response's status when given: "If response's status is
    not a redirect status, then return null" (301, 302, 303, 307 and 308 are).
    """
    function = "location_url"
    if status is not None:
        if not isinstance(status, int) or isinstance(status, bool):
            raise argument_error(function, "status", status, "an int or None")
        if status not in REDIRECT_STATUSES:
            return None
    if location is None:
        return None
    if not isinstance(location, str):
        expected = "a str, bytes or None"
        location = require_bytes(location, function, "location", expected).decode(
            "utf-8", "replace"
        )
    request = _record(request_url, "request_url", function)
    # A header value has no leading or trailing HTTP whitespace (a header list's values are
    # normalized); "If location is a header value, then set location to the result of
    # parsing location with response's URL."
    record = basic_url_parse(location.strip("\t\n\r "), request)
    if record is None:
        return None
    # "If location is a URL whose fragment is null, then set location's fragment to
    # requestFragment."
    if record.fragment is None and request.fragment is not None:
        record = record.copy()
        record.fragment = request.fragment
    return url_serialize(record)
