"""Host parsing and serializing.

Spec: https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses)

A host is represented as:

* ``str`` for a domain, an opaque host or the empty host (all three serialize
  as themselves, and hosts are equal only when identical);
* ``int`` for an IPv4 address (a 32-bit unsigned integer);
* ``tuple[int, ...]`` of eight 16-bit pieces for an IPv6 address.
"""

from __future__ import annotations

import re

from .._cache import bounded_cache, str_size
from .._lazy import lazy_imports, lazy_pattern
from .._webidl import require_str
from ._errors import Report
from ._infra import FORBIDDEN_HOST_CODE_POINTS, javascript_string, not_url_code_point_re
from ._ipv4 import ends_in_a_number, ipv4_parse, ipv4_serialize
from ._ipv6 import ipv6_parse, ipv6_serialize
from ._percent import C0_CONTROL_PERCENT_ENCODE_SET, percent_decode_string

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from typing import TypeAlias

    from ._idna import domain_to_ascii
else:
    # IDNA (and its tables) load on the first domain parsed (a module-level stand-in: an
    # import statement in parse_host would cost a microsecond on every call).
    lazy_imports(globals(), "._idna", ("domain_to_ascii",))

__all__ = [
    "Host",
    "host_parse",
    "host_serialize",
    "opaque_host_parse",
    "parse_host",
    "parse_special_host_serialized",
]

Host: TypeAlias = str | int | tuple[int, ...]

_FORBIDDEN_HOST_RE = lazy_pattern(
    globals(),
    "_FORBIDDEN_HOST_RE",
    "[" + re.escape("".join(sorted(FORBIDDEN_HOST_CODE_POINTS))) + "]",
)
_PERCENT_ENCODED_BYTE_RE = lazy_pattern(globals(), "_PERCENT_ENCODED_BYTE_RE", "%[0-9A-Fa-f]{2}")
_BAD_PERCENT_RE = lazy_pattern(globals(), "_BAD_PERCENT_RE", "%(?![0-9A-Fa-f]{2})")


def _shifted(report: Report, offset: int) -> Report:
    return lambda error, index, failure: report(error, index + offset, failure)


def host_parse(input: str, is_opaque: bool = False, report: Report | None = None) -> Host | None:
    """https://url.spec.whatwg.org/#concept-host-parser

    Returns the host, or ``None`` for failure.
    """
    if type(input) is not str:
        require_str(input, "host_parse", "input")
    # A JavaScript string (as URL() takes it): surrogate pairs joined, lone ones U+FFFD.
    if not input.isascii():
        input, report = javascript_string(input, report)
    return parse_host(input, is_opaque, report)


def parse_host(input: str, is_opaque: bool = False, report: Report | None = None) -> Host | None:
    """:func:`host_parse` for an ``input`` that is a scalar value string already (the basic
    URL parser's buffer): the steps, without the checks of the argument."""
    if input.startswith("["):
        if not input.endswith("]") or len(input) < 2:
            if report is not None:
                report("IPv6-unclosed", 0, True)
            return None
        return ipv6_parse(input[1:-1], None if report is None else _shifted(report, 1))
    if is_opaque:
        return opaque_host_parse(input, report)
    # "3. Assert: input is not the empty string."  The parser never gives it one; for a
    # caller that does, domain to ASCII's "If result is the empty string,
    # domain-to-ASCII validation error, return failure." gives the answer: failure.
    if "%" in input:
        if report is not None and _PERCENT_ENCODED_BYTE_RE.search(input):
            report("domain-percent-encoded", 0, False)
        # "Let domain be the result of running UTF-8 decode without BOM on the
        # percent-decoding of input."
        domain = percent_decode_string(input).decode("utf-8", "replace")
    else:
        domain = input  # percent-decoding and UTF-8 decoding give the input back
    ascii_domain = domain_to_ascii(domain, False, report)
    if ascii_domain is None:
        return None
    if ends_in_a_number(ascii_domain):
        return ipv4_parse(ascii_domain, report)
    return ascii_domain


def opaque_host_parse(input: str, report: Report | None = None) -> str | None:
    """https://url.spec.whatwg.org/#concept-opaque-host-parser"""
    m = _FORBIDDEN_HOST_RE.search(input)
    if m is not None:
        if report is not None:
            report("host-invalid-code-point", m.start(), True)
        return None
    if report is not None:
        for m in not_url_code_point_re().finditer(input):
            if m.group() != "%":
                report("invalid-URL-unit", m.start(), False)
                break
        m2 = _BAD_PERCENT_RE.search(input)
        if m2 is not None:
            report("invalid-URL-unit", m2.start(), False)
    return C0_CONTROL_PERCENT_ENCODE_SET.encode(input)


def host_serialize(host: Host) -> str:
    """https://url.spec.whatwg.org/#concept-host-serializer"""
    if isinstance(host, str):
        return host
    if isinstance(host, int):
        return ipv4_serialize(host)
    if not isinstance(host, tuple):
        from .._webidl import argument_error

        raise argument_error("host_serialize", "host", host, "a host (str, int or tuple)")
    return f"[{ipv6_serialize(host)}]"


def _serialized_size(input: str, result: str | None) -> int:
    return str_size(input) + str_size(result)


#: 1 MiB: an entry of a typical IDN host is about 300 bytes, so some 3,500 fit (the synthetic
#: benchmark corpus' 20,000-line sample has about 1,000 IDN lines); an entry past 8 KiB (no
#: real host) is not remembered.
_SERIALIZED_CACHE_BYTES = 1 << 20
_SERIALIZED_ENTRY_LIMIT = 8 << 10


@bounded_cache(_SERIALIZED_CACHE_BYTES, _SERIALIZED_ENTRY_LIMIT, _serialized_size)
def parse_special_host_serialized(input: str) -> str | None:
    """The host serializer's output for the host parser's result on ``input`` with
    isOpaque false (https://url.spec.whatwg.org/#concept-host-parser, then
    https://url.spec.whatwg.org/#concept-host-serializer), or ``None`` for failure;
    ``input`` a scalar value string.  Remembered for the most recent hosts (a pure function
    of its input): a non-ASCII host pays the parser's call chain once, not per URL."""
    host = parse_host(input)
    return None if host is None else host_serialize(host)
