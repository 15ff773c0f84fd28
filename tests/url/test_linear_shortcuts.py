"""The shortcuts that keep time linear in the input's length equal the plain algorithms.

Each one is checked against a plain, step-by-step reading of the spec written here, on
web-platform-tests inputs and on generated ones (huge numbers, leading zeros, ``0x`` forms,
trailing dots, window boundaries, tabs and newlines):

- the IPv4 number parser's "more than 24 significant digits is huge" (``_ipv4.py``) and the
  port's "more than five significant digits is out of range" (``_parser.py``, ``_fast_path.py``),
  which spare converting thousands of digits (CPython's ``int(str)`` is quadratic);
- percent-decoding by windows (``_percent.percent_decode``);
- the fast path's dot-segment removal (``_fast_path._remove_dot_segments``: leading dot
  segments in one match, segments split by windows);
- validation-error indices mapped back over removed tabs and newlines by bisection
  (``_parser._original_index_report``);
- the ``search`` setter leaving the query object's list to be made on first use
  (``_url_impl.URLImpl.search``).

Nothing here is timed: ``python -m benchmarks --only hostile`` measures the growth.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import wpt
from tests._sizes import examples
from webapi import URL
from webapi.url import _fast_path, _percent
from webapi.url._errors import ValidationError
from webapi.url._fast_path import fast_parse
from webapi.url._ipv4 import ipv4_number_parse, ipv4_parse
from webapi.url._parser import _original_index_report, basic_url_parse
from webapi.url._serializer import url_serialize
from webapi.url._urlencoded import urlencoded_string_parse

# --- plain readings of the spec -------------------------------------------------------------


def _plain_int(digits: str, radix: int) -> int:
    """``int(digits, radix)`` without CPython's limit on decimal digit strings."""
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    if limit and radix == 10 and len(digits) > limit:
        sys.set_int_max_str_digits(0)
        try:
            return int(digits, radix)
        finally:
            sys.set_int_max_str_digits(limit)
    return int(digits, radix)


def plain_ipv4_number_parse(input: str) -> tuple[int, bool] | None:
    """https://url.spec.whatwg.org/#ipv4-number-parser, every number converted."""
    if input == "":
        return None
    validation_error = False
    radix = 10
    if len(input) >= 2 and input[:2] in ("0x", "0X"):
        validation_error = True
        input = input[2:]
        radix = 16
    elif len(input) >= 2 and input[0] == "0":
        validation_error = True
        input = input[1:]
        radix = 8
    if input == "":
        return (0, True)
    digits = {10: "0123456789", 8: "01234567", 16: "0123456789abcdefABCDEF"}[radix]
    if any(c not in digits for c in input):
        return None
    return (_plain_int(input, radix), validation_error)


def plain_ipv4_parse(input: str) -> int | None:
    """https://url.spec.whatwg.org/#concept-ipv4-parser (validation errors left out): up to
    four numbers between dots (an empty last part dropped); each but the last is one byte of
    the address, most significant first, and the last number fills the bytes left."""
    parts = input.split(".")
    if len(parts) > 1 and not parts[-1]:
        del parts[-1]
    if len(parts) > 4:
        return None
    parsed = [plain_ipv4_number_parse(part) for part in parts]
    if any(result is None for result in parsed):
        return None
    *leading, last = [result[0] for result in parsed if result is not None]
    if any(number > 255 for number in leading):
        return None
    left = 8 * (4 - len(leading))  # the bits the last number has
    if last >= 1 << left:
        return None
    return int.from_bytes(bytes(leading), "big") << left | last


def plain_percent_decode(data: bytes) -> bytes:
    """https://url.spec.whatwg.org/#percent-decode, byte by byte."""
    hex_digits = b"0123456789abcdefABCDEF"
    output = bytearray()
    i = 0
    while i < len(data):
        byte = data[i]
        if byte == 0x25 and i + 2 < len(data) and all(b in hex_digits for b in data[i + 1 : i + 3]):
            output.append(int(data[i + 1 : i + 3], 16))
            i += 3
        else:
            output.append(byte)
            i += 1
    return bytes(output)


def plain_path_serialization(path: str) -> str:
    """The path state (https://url.spec.whatwg.org/#path-state) of a special non-file URL on
    ``path`` (starting with "/", no code point to encode), one segment at a time, serialized."""
    single = {".", "%2e"}
    double = {"..", ".%2e", "%2e.", "%2e%2e"}
    out: list[str] = []
    segments = path[1:].split("/")
    for index, segment in enumerate(segments):
        last = index == len(segments) - 1
        lowered = segment.lower()
        if lowered in double:
            if out:
                out.pop()
            if last:
                out.append("")
        elif lowered in single:
            if last:
                out.append("")
        else:
            out.append(segment)
    return "".join("/" + s for s in out)


@contextmanager
def _set(module: ModuleType, name: str, value: int) -> Iterator[None]:
    """``module.name`` set to ``value`` for a while (a hypothesis test cannot take the
    function-scoped monkeypatch fixture)."""
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


# --- IPv4 numbers and ports -----------------------------------------------------------------

_WPT_HOST = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:/*(?:[^@/?#]*@)?([^/?#:\\]*)")


def _wpt_hosts() -> list[str]:
    hosts = set()
    for name in ("urltestdata.json", "urltestdata-javascript-only.json"):
        for case in wpt.cases(name):
            for key in ("input", "href"):
                text = case.data.get(key)
                if isinstance(text, str):
                    m = _WPT_HOST.match(text.strip())
                    if m and m.group(1):
                        hosts.add(m.group(1).lower())
            if isinstance(case.data.get("hostname"), str) and case.data["hostname"]:
                hosts.add(case.data["hostname"])
    return sorted(hosts)


def _same_number(shortcut: tuple[int, bool] | None, plain: tuple[int, bool] | None) -> bool:
    """Equal, or both beyond every bound a caller compares with (255 and 256**4)."""
    if shortcut is None or plain is None:
        return shortcut is plain
    if shortcut[1] != plain[1]:
        return False
    if shortcut[0] == plain[0]:
        return True
    return shortcut[0] >= 256**4 and plain[0] >= 256**4


def test_ipv4_on_wpt_hosts() -> None:
    hosts = _wpt_hosts()
    assert len(hosts) > 200
    for host in hosts:
        assert ipv4_parse(host) == plain_ipv4_parse(host), host
        for part in host.split("."):
            assert _same_number(ipv4_number_parse(part), plain_ipv4_number_parse(part)), part


_ZEROS = st.integers(0, 40).map(lambda n: "0" * n)
_NUMBER_TEXT = st.one_of(
    st.integers(0, 2**40).map(str),
    st.integers(0, 2**40).map(lambda n: f"0{n:o}"),
    st.integers(0, 2**40).map(lambda n: f"0x{n:x}"),
    st.integers(0, 2**40).map(lambda n: f"0X{n:X}"),
    st.tuples(_ZEROS, st.integers(0, 2**40)).map(lambda t: t[0] + str(t[1])),
    st.tuples(_ZEROS, st.integers(0, 2**40)).map(lambda t: "0x" + t[0] + f"{t[1]:x}"),
    st.tuples(_ZEROS, st.integers(0, 2**40)).map(lambda t: "0" + t[0] + f"{t[1]:o}"),
    # Huge: around the 24-digit boundary and far past it, in every radix.
    st.tuples(st.sampled_from(["", "0", "0x", "0X", "00", "0x00"]), st.integers(18, 30)).map(
        lambda t: t[0] + "7" * t[1]
    ),
    st.tuples(st.sampled_from(["", "0", "0x"]), st.integers(1, 6000)).map(
        lambda t: t[0] + "1" * t[1]
    ),
    st.text("0123456789abcdefxX", max_size=30),
    st.just(""),
)


@given(_NUMBER_TEXT)
def test_ipv4_number_parser_equals_the_plain_one(text: str) -> None:
    assert _same_number(ipv4_number_parse(text), plain_ipv4_number_parse(text))


@given(st.lists(_NUMBER_TEXT, min_size=1, max_size=5), st.booleans())
def test_ipv4_parser_equals_the_plain_one(parts: list[str], trailing_dot: bool) -> None:
    host = ".".join(parts) + ("." if trailing_dot else "")
    assert ipv4_parse(host) == plain_ipv4_parse(host)
    # And through the URL parser (the fast path first, the state machine after it).
    expected = plain_ipv4_parse(host)
    url = URL.parse(f"http://{host}/")
    if expected is not None:
        assert url is not None
        assert url.hostname == ".".join(str((expected >> s) & 255) for s in (24, 16, 8, 0))


@given(
    st.one_of(
        st.integers(0, 70000).map(str),
        st.tuples(_ZEROS, st.integers(0, 70000)).map(lambda t: t[0] + str(t[1])),
        st.tuples(_ZEROS, st.integers(5, 5000)).map(lambda t: t[0] + "9" * t[1]),
    ),
    st.sampled_from(["http", "HTTP", "ws", "sc"]),
)
def test_ports_equal_the_plain_conversion(port: str, scheme: str) -> None:
    value = _plain_int(port, 10)
    text = f"{scheme}://h:{port}/"
    record = basic_url_parse(text)
    if value > 65535:
        assert record is None
        assert fast_parse(text) is None
        return
    assert record is not None
    default = {"http": 80, "ws": 80}.get(scheme.lower())
    assert record.port == (None if value == default else value)
    fast = fast_parse(text)
    if fast is not None:
        assert fast[0] == url_serialize(record)


# --- percent-decoding by windows ------------------------------------------------------------

_PERCENT_BYTES = st.binary(max_size=200).map(bytes) | st.lists(
    st.sampled_from([b"%", b"%4", b"%41", b"%e9", b"%zz", b"a", b"F", b"\xff", b"%%", b"7"]),
    max_size=80,
).map(b"".join)


@given(_PERCENT_BYTES, st.integers(1, 9))
def test_percent_decode_by_windows_equals_the_plain_one(data: bytes, window: int) -> None:
    expected = plain_percent_decode(data)
    assert _percent.percent_decode(data) == expected
    with _set(_percent, "_DECODE_WINDOW", window):
        assert _percent.percent_decode(data) == expected


def test_percent_decode_across_the_real_windows() -> None:
    for unit in (b"%61", b"%4", b"a%", b"%41+b=%C3%A9&", b"%%41"):
        data = b"x" + unit * (3 * _percent._DECODE_WINDOW // len(unit) + 7)
        assert _percent.percent_decode(data) == plain_percent_decode(data)


# --- dot segments ---------------------------------------------------------------------------

_SEGMENTS = st.lists(
    st.sampled_from(
        [
            ".",
            "..",
            "%2e",
            "%2E",
            ".%2e",
            "%2E.",
            "%2e%2E",
            "%2E%2E",
            "...",
            ".a",
            "a.",
            "%2",
            "%2e%2e%2e",
            "a",
            "b",
            "",
            "x%2ey",
        ]
    ),
    min_size=1,
    max_size=40,
)


@given(_SEGMENTS, st.integers(1, 12))
def test_dot_segment_removal_equals_the_plain_path_state(segments: list[str], window: int) -> None:
    path = "/" + "/".join(segments)
    expected = plain_path_serialization(path)
    assert _fast_path._remove_dot_segments(path) == expected
    with _set(_fast_path, "_WINDOW", window):
        assert _fast_path._remove_dot_segments(path) == expected
    # And the fast path as a whole against the state machine.
    text = "https://example.com" + path
    record = basic_url_parse(text)
    assert record is not None
    fast = fast_parse(text)
    assert fast is not None and fast[0] == url_serialize(record)


@pytest.mark.parametrize("unit", ["../", "a/../", "./", "%2e%2E/", "a/b/../", "../a/", "a/./"])
def test_dot_segment_removal_across_the_real_windows(unit: str) -> None:
    path = "/" + unit * (3 * _fast_path._WINDOW // len(unit) + 5) + "x"
    assert _fast_path._remove_dot_segments(path) == plain_path_serialization(path)
    assert _fast_path._remove_dot_segments(path[:-1]) == plain_path_serialization(path[:-1])


# --- validation-error indices over removed tabs and newlines --------------------------------


def _plain_mapped(index: int, removed: list[int]) -> int:
    """The index in the input before removal: walk the removals in order."""
    j = index
    for r in removed:
        if r <= j:
            j += 1
        else:
            break
    return j


@given(st.lists(st.booleans(), max_size=60), st.integers(0, 3))
def test_index_mapping_equals_the_plain_walk(kept: list[bool], offset: int) -> None:
    removed = [i for i, keep in enumerate(kept) if not keep]
    reported: list[int] = []
    mapped = _original_index_report(lambda e, i, f: reported.append(i), offset, removed)
    cleaned_length = kept.count(True)
    for index in range(cleaned_length + 2):
        mapped("x", index, False)
    assert reported == [_plain_mapped(i, removed) + offset for i in range(cleaned_length + 2)]


def _errors(text: str) -> list[ValidationError]:
    errors: list[ValidationError] = []
    basic_url_parse(text, report=lambda t, i, f: errors.append(ValidationError(t, i, f)))
    return errors


@given(
    st.sampled_from(
        [
            "https://example.com/a\\b^c|d%zz",
            "http://u:p@h:80/%/ /`{}#frag ment",
            'sc://h/p q?r"s#t<u>',
            "http://ex%41mple.com/\u00e9\\x",
            "file:///C|/x y",
        ]
    ),
    st.lists(st.tuples(st.integers(1, 10**6), st.sampled_from(["\t", "\n", "\r", "\t\n"]))),
)
def test_error_indices_with_tabs_point_where_they_did(
    text: str, insertions: list[tuple[int, str]]
) -> None:
    pieces = list(text)
    for position, chars in insertions:
        pieces.insert(1 + position % (len(pieces) - 1), chars)
    noisy = "".join(pieces)
    removed = [i for i, c in enumerate(noisy) if c in "\t\n\r"]
    expected = [(e.type, e.index, e.failure) for e in _errors(text)]
    got = [(e.type, e.index, e.failure) for e in _errors(noisy)]
    if removed:
        assert got[0] == ("invalid-URL-unit", removed[0], False)
        got = got[1:]
    assert got == [(t, _plain_mapped(i, removed), f) for t, i, f in expected]


# --- the search setter's list ---------------------------------------------------------------

_QUERY_TEXT = st.text(
    st.sampled_from([*"ab=&+%#?'\" \t\n\r<>\u00e9\u4e2d\U0001f600", "2", "4", "1", "F"]),
    max_size=30,
)


@settings(max_examples=examples(300))
@given(_QUERY_TEXT, st.sampled_from(["https://h/p?x=1#f", "sc://h/p?x", "https://h/"]))
def test_search_setter_list_made_later_equals_the_eager_one(value: str, base: str) -> None:
    lazy = URL(base)
    lazy.search = value
    eager = URL(base)
    params = eager.searchParams
    eager.search = value
    assert lazy.href == eager.href
    input = value[1:] if value.startswith("?") else value
    expected = urlencoded_string_parse(input) if value else []
    assert list(params) == expected
    assert list(lazy.searchParams) == expected
