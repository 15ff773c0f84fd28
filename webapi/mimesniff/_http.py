"""The HTTP code points and the quoted-string reader that MIME types are written in.

Spec: https://mimesniff.spec.whatwg.org/#terminology (HTTP token code points, HTTP
quoted-string token code points) and https://fetch.spec.whatwg.org/#http-whitespace,
https://fetch.spec.whatwg.org/#collect-an-http-quoted-string (Fetch's definitions, which the
MIME type parser uses; :mod:`webapi.fetch` imports them from here, the layer below it).
"""

from __future__ import annotations

import re

from webapi._webidl import argument_error, require_str

__all__ = [
    "HTTP_TAB_OR_SPACE",
    "HTTP_WHITESPACE",
    "collect_an_http_quoted_string",
    "is_http_quoted_string_token",
    "is_http_token",
]

#: https://fetch.spec.whatwg.org/#http-tab-or-space, for ``str.strip``.
HTTP_TAB_OR_SPACE = "\t "
#: https://fetch.spec.whatwg.org/#http-whitespace (U+000A LF, U+000D CR, an HTTP tab or space).
HTTP_WHITESPACE = "\n\r\t "

#: https://mimesniff.spec.whatwg.org/#http-token-code-point: ``!#$%&'*+-.^_`|~`` and ASCII
#: alphanumerics, one or more (the callers reject the empty string separately or with this).
_HTTP_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
#: https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point: U+0009 TAB, U+0020 to
#: U+007E, U+0080 to U+00FF; zero or more.
_HTTP_QUOTED_STRING_TOKEN = re.compile("[\t\x20-\x7e\x80-\xff]*")
#: The two code points a quoted string's loop stops at.
_QUOTE_OR_BACKSLASH = re.compile(r'["\\]')


def is_http_token(s: str) -> bool:
    """Whether ``s`` is non-empty and solely contains HTTP token code points."""
    try:
        return _HTTP_TOKEN.fullmatch(s) is not None
    except TypeError:  # (not a str: checked on this path alone, as the MIME parser calls it)
        raise argument_error("is_http_token", "s", s, "a str") from None


def is_http_quoted_string_token(s: str) -> bool:
    """Whether ``s`` solely contains HTTP quoted-string token code points (empty included)."""
    try:
        return _HTTP_QUOTED_STRING_TOKEN.fullmatch(s) is not None
    except TypeError:
        raise argument_error("is_http_quoted_string_token", "s", s, "a str") from None


def collect_an_http_quoted_string(
    input: str, position: int, extract_value: bool = False
) -> tuple[str, int]:
    """https://fetch.spec.whatwg.org/#collect-an-http-quoted-string

    ``input[position]`` is U+0022 ("): the standard asserts it, and anything else is a
    ``ValueError`` here (a ``position`` that is not an ``int``: ``TypeError``). Returns the
    value (with ``extract_value``: the unescaped content; otherwise the code points from the
    opening quote to ``position``, inclusive) and the new position.
    """
    input = require_str(input, "collect_an_http_quoted_string", "input")
    if not isinstance(position, int) or isinstance(position, bool):
        raise argument_error("collect_an_http_quoted_string", "position", position, "an int")
    if not 0 <= position < len(input) or input[position] != '"':
        raise ValueError(
            'collect_an_http_quoted_string(): input[position] must be U+0022 (")'
            f" (position {position if abs(position) <= len(input) else 'out of range'}"
            f" of {len(input)} code points)"
        )
    position_start = position
    value: list[str] = []
    position += 1
    end = len(input)
    while True:
        # Collect a sequence of code points that are not U+0022 (") or U+005C (\).
        found = _QUOTE_OR_BACKSLASH.search(input, position)
        stop = found.start() if found is not None else end
        value.append(input[position:stop])
        position = stop
        if position >= end:
            break
        quote_or_backslash = input[position]
        position += 1
        if quote_or_backslash == "\\":
            if position >= end:
                value.append("\\")
                break
            value.append(input[position])
            position += 1
        else:
            break  # U+0022 (")
    if extract_value:
        return "".join(value), position
    return input[position_start:position], position
