"""Code points and code-point sets of the URL Standard (Infra's come from :mod:`webapi.infra`).

Spec: https://url.spec.whatwg.org/#url-code-points

Sets are ``frozenset`` objects of one-character strings so that membership
tests are a single hash lookup, plus compiled patterns where a whole span is
checked at once.
"""

from __future__ import annotations

import re
from functools import cache

from webapi.infra import ASCII_HEX_DIGITS

from .._lazy import lazy_pattern
from .._webidl import has_surrogates, scalar_value_string

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._errors import Report

#: https://url.spec.whatwg.org/#forbidden-host-code-point
FORBIDDEN_HOST_CODE_POINTS = frozenset("\x00\t\n\r #/:<>?@[\\]^|")
#: https://url.spec.whatwg.org/#forbidden-domain-code-point
FORBIDDEN_DOMAIN_CODE_POINTS = FORBIDDEN_HOST_CODE_POINTS | frozenset(
    [chr(c) for c in range(0x20)] + ["%", "\x7f"]
)


#: ASCII tab or newline, for removing them from an input in one pass.
TAB_OR_NEWLINE_RE = lazy_pattern(globals(), "TAB_OR_NEWLINE_RE", "[\t\n\r]")

#: https://url.spec.whatwg.org/#url-code-points as a character class body:
#: ASCII alphanumeric, ``!$&'()*+,-./:;=?@_~``, and U+00A0 to U+10FFFD excluding
#: surrogates and noncharacters (those are excluded separately below).
URL_CODE_POINT_CLASS = "A-Za-z0-9!$&'()*+,\\-./:;=?@_~\u00a0-\U0010fffd"


@cache
def not_url_code_point_re() -> re.Pattern[str]:
    """A pattern matching one code point that is not a URL code point: U+0025
    (%) included, to be checked separately by callers, and noncharacters and
    surrogates.  Compiled on first use: only validation-error collection needs it."""
    noncharacters = "\ufdd0-\ufdef" + "".join(
        f"{chr(plane * 0x10000 + 0xFFFE)}{chr(plane * 0x10000 + 0xFFFF)}" for plane in range(17)
    )
    return re.compile(f"[^{URL_CODE_POINT_CLASS}]|[{noncharacters}\ud800-\udfff]")


def starts_with_two_hex_digits(s: str, i: int) -> bool:
    """Whether ``s[i:i+2]`` is two ASCII hex digits."""
    return i + 1 < len(s) and s[i] in ASCII_HEX_DIGITS and s[i + 1] in ASCII_HEX_DIGITS


_SURROGATE_PAIR_RE = lazy_pattern(globals(), "_SURROGATE_PAIR_RE", "[\ud800-\udbff][\udc00-\udfff]")


def javascript_string(input: str, report: Report | None) -> tuple[str, Report | None]:
    """``input``, a JavaScript string given as a Python str, as the scalar value string Web
    IDL's USVString makes of it (a surrogate pair the one code point it stands for, a lone
    surrogate U+FFFD; https://infra.spec.whatwg.org/#javascript-string-convert), as ``URL()``
    takes it; and ``report`` given indices in it and passing on indices in ``input`` (a pair
    is one code point there, two here)."""
    if not has_surrogates(input):
        return input, report
    if report is not None:
        lows = [m.start() + 1 for m in _SURROGATE_PAIR_RE.finditer(input)]
        if lows:
            from bisect import bisect_right

            # The i-th pair's low surrogate, at lows[i] in input, is gone from the result: an
            # index past it there is i + 1 smaller.
            converted_at = [low - i for i, low in enumerate(lows)]
            inner = report

            def report(error: str, index: int, failure: bool) -> None:
                inner(error, index + bisect_right(converted_at, index), failure)

    return scalar_value_string(input), report
