"""application/x-www-form-urlencoded parsing and serializing
(https://url.spec.whatwg.org/#application/x-www-form-urlencoded)."""

from __future__ import annotations

import random
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.corpora import data_dir
from webapi.url import _urlencoded
from webapi.url._urlencoded import (
    urlencoded_parse,
    urlencoded_serialize,
    urlencoded_string_parse,
)

PARSE_CASES: list[tuple[bytes, list[tuple[str, str]]]] = [
    # Empty sequences are skipped, wherever they are.
    (b"", []),
    (b"&", []),
    (b"&&&", []),
    (b"&a&&b&", [("a", ""), ("b", "")]),
    # "=" positions: only the first one splits.
    (b"a", [("a", "")]),
    (b"=", [("", "")]),
    (b"a=", [("a", "")]),
    (b"=b", [("", "b")]),
    (b"==", [("", "=")]),
    (b"a=b=c", [("a", "b=c")]),
    (b"a==b", [("a", "=b")]),
    # "+" is a space, "%2B" is a plus.
    (b"+", [(" ", "")]),
    (b"a+b=c+d", [("a b", "c d")]),
    (b"%2B=%2b", [("+", "+")]),
    (b"++=++", [("  ", "  ")]),
    # Percent-decoding: a "%" without two hex digits stays.
    (b"%", [("%", "")]),
    (b"%=%", [("%", "%")]),
    (b"%4", [("%4", "")]),
    (b"%zz=%g0", [("%zz", "%g0")]),
    (b"%%41", [("%A", "")]),
    (b"%26=%3D", [("&", "=")]),
    (b"a%3Db=c%26d", [("a=b", "c&d")]),
    (b"%25%32%30", [("%20", "")]),
    # UTF-8 decode without BOM: a BOM stays, each maximal subpart is one U+FFFD.
    (b"%C3%A9=\xc3\xa9", [("\xe9", "\xe9")]),
    (b"%FF", [("\ufffd", "")]),
    (b"\xff=\xfe", [("\ufffd", "\ufffd")]),
    (b"%C3", [("\ufffd", "")]),
    (b"%C3x", [("\ufffdx", "")]),
    (b"%E2%82", [("\ufffd", "")]),
    (b"%E2%82%E2%82%AC", [("\ufffd\u20ac", "")]),
    (b"%F0%80%80", [("\ufffd\ufffd\ufffd", "")]),
    (b"%ED%A0%80", [("\ufffd\ufffd\ufffd", "")]),
    (b"%F4%90%80%80", [("\ufffd\ufffd\ufffd\ufffd", "")]),
    (b"%C0%AF", [("\ufffd\ufffd", "")]),
    (b"%EF%BB%BFa=%EF%BB%BF", [("\ufeffa", "\ufeff")]),
    (b"\xef\xbb\xbfa", [("\ufeffa", "")]),
    (b"%F0%9F%98%80", [("\U0001f600", "")]),
    # "&" and "=" bytes never come from inside a multi-byte sequence.
    (b"\xe2\x80\xa0&\xe2\x80\xa0=x", [("\u2020", ""), ("\u2020", "x")]),
]


@pytest.mark.parametrize(("data", "expected"), PARSE_CASES)
def test_urlencoded_parse(data: bytes, expected: list[tuple[str, str]]) -> None:
    assert urlencoded_parse(data) == expected


@pytest.mark.parametrize(("data", "expected"), PARSE_CASES)
def test_urlencoded_string_parse(data: bytes, expected: list[tuple[str, str]]) -> None:
    # The string parser sees what the byte parser sees once the string is UTF-8 encoded.
    text = data.decode("utf-8", "replace")
    assert urlencoded_string_parse(text) == urlencoded_parse(text.encode("utf-8"))
    if text.encode("utf-8") == data:
        assert urlencoded_string_parse(text) == expected


def test_string_parse_paths() -> None:
    # No "%": no bytes at all, ASCII or not.
    assert urlencoded_string_parse("\xe9=\xfc&+=+") == [("\xe9", "\xfc"), (" ", " ")]
    assert urlencoded_string_parse("a=b&c") == [("a", "b"), ("c", "")]
    # "%" in a name or a value only.
    assert urlencoded_string_parse("\xe9=%C3%A9&%41=\u2020") == [("\xe9", "\xe9"), ("A", "\u2020")]
    assert urlencoded_string_parse("a=%2B+%20") == [("a", "+  ")]
    assert urlencoded_string_parse("%E2%80=%") == [("\ufffd", "%")]


_FORM_TEXT = st.text(alphabet=st.sampled_from("a=&+%2BF\xe9\u20ac\ufeff\U0001f600 "))


@given(text=st.one_of(_FORM_TEXT, st.text()))
def test_string_parse_is_the_byte_parse_of_utf8(text: str) -> None:
    assert urlencoded_string_parse(text) == urlencoded_parse(text.encode("utf-8"))


SERIALIZE_CASES: list[tuple[list[tuple[str, str]], str]] = [
    ([], ""),
    ([("", "")], "="),
    ([("a", "")], "a="),
    ([("", "b")], "=b"),
    ([("a", "b"), ("c", "d")], "a=b&c=d"),
    ([("a b", "c+d")], "a+b=c%2Bd"),
    ([("a&b", "c=d")], "a%26b=c%3Dd"),
    ([("%20", "%")], "%2520=%25"),
    # Everything but ASCII alphanumerics and *-._ is percent-encoded.
    ([("*-._", "~!'()")], "*-._=%7E%21%27%28%29"),
    ([("\xe9", "\u2261")], "%C3%A9=%E2%89%A1"),
    ([("\U0001f600", "\ufeff")], "%F0%9F%98%80=%EF%BB%BF"),
    ([("\n\t", "\x00\x7f")], "%0A%09=%00%7F"),
]


@pytest.mark.parametrize(("tuples", "expected"), SERIALIZE_CASES)
def test_urlencoded_serialize(tuples: list[tuple[str, str]], expected: str) -> None:
    assert urlencoded_serialize(tuples) == expected
    assert urlencoded_serialize(iter(tuples)) == expected
    assert urlencoded_serialize(tuples, "UTF-8") == expected


def test_serialize_legacy_encodings() -> None:
    # https://url.spec.whatwg.org/#example-percent-encode-operations
    assert (
        urlencoded_serialize([("1+1 \u2261 2%20\u203d", "")], "Shift_JIS")
        == "1%2B1+%81%DF+2%2520%26%238253%3B="
    )
    assert urlencoded_serialize([("\xe9", "\u20ac"), ("\u2261", "a")], "windows-1252") == (
        "%E9=%80&%26%238801%3B=a"
    )
    assert urlencoded_serialize([("\xa5", "a b")], "ISO-2022-JP") == "%1B%28J%5C%1B%28B=a+b"
    assert urlencoded_serialize([("\u20ac", "")], "GBK") == "%80="
    assert urlencoded_serialize([("a b", "")], "x-user-defined") == "a+b="


@pytest.mark.parametrize("encoding", ["replacement", "UTF-16BE", "UTF-16LE"])
def test_serialize_uses_the_output_encoding(encoding: str) -> None:
    assert urlencoded_serialize([("\xe9", "")], encoding) == "%C3%A9="


_PAIRS = st.lists(st.tuples(st.text(), st.text()))


@given(tuples=_PAIRS)
def test_round_trip(tuples: list[tuple[str, str]]) -> None:
    serialized = urlencoded_serialize(tuples)
    assert serialized.isascii()
    # A pair whose name and value are both empty serializes to "=", which parses back.
    assert urlencoded_string_parse(serialized) == tuples
    assert urlencoded_parse(serialized.encode("ascii")) == tuples


# -- The fast paths against the spec's algorithms, written out step by step -----------------

_FORM_KEPT = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._")


def _spec_serialize(tuples: list[tuple[str, str]]) -> str:
    """https://url.spec.whatwg.org/#concept-urlencoded-serializer, one code point at a time
    (UTF-8, https://url.spec.whatwg.org/#string-percent-encode-after-encoding with
    spaceAsPlus), surrogates as U+FFFD."""

    def encode(s: str) -> str:
        out = []
        for c in s:
            if c == " ":
                out.append("+")
            elif c in _FORM_KEPT:
                out.append(c)
            else:
                data = ("\ufffd" if "\ud800" <= c <= "\udfff" else c).encode("utf-8")
                out.extend(f"%{b:02X}" for b in data)
        return "".join(out)

    return "&".join(f"{encode(name)}={encode(value)}" for name, value in tuples)


def _spec_string_parse(s: str) -> list[tuple[str, str]]:
    """https://url.spec.whatwg.org/#concept-urlencoded-parser over UTF-8, byte by byte."""
    output = []
    for sequence in s.encode("utf-8", "surrogatepass").split(b"&"):
        if not sequence:
            continue
        name, _, value = sequence.partition(b"=")
        decoded = []
        for part in (name.replace(b"+", b" "), value.replace(b"+", b" ")):
            out = bytearray()
            i = 0
            while i < len(part):
                hexdigits = part[i + 1 : i + 3]
                if (
                    part[i] == 0x25
                    and len(hexdigits) == 2
                    and all(chr(b) in "0123456789abcdefABCDEF" for b in hexdigits)
                ):
                    out.append(int(hexdigits, 16))
                    i += 3
                else:
                    out.append(part[i])
                    i += 1
            decoded.append(bytes(out).decode("utf-8", "replace"))
        output.append((decoded[0], decoded[1]))
    return output


# Alphabets that reach every branch: separators inside names and values, "+", "%" with and
# without hex digits, space, kept and encoded ASCII, non-ASCII, astral, lone surrogates.
_SEP_TEXT = st.text(alphabet=st.sampled_from("a=&+%2Fz \t*-._~!\xe9\u20ac\U0001f600\ud800"))
_SERIAL_PAIRS = st.lists(
    st.tuples(st.one_of(_SEP_TEXT, st.text()), st.one_of(_SEP_TEXT, st.text())), max_size=6
)


@given(tuples=_SERIAL_PAIRS)
def test_serialize_fast_paths_equal_the_spec_algorithm(tuples: list[tuple[str, str]]) -> None:
    expected = _spec_serialize(tuples)
    assert urlencoded_serialize(tuples) == expected
    assert urlencoded_serialize(iter(tuples)) == expected


@given(text=st.one_of(_SEP_TEXT, _FORM_TEXT, st.text()))
def test_string_parse_fast_paths_equal_the_spec_algorithm(text: str) -> None:
    if any("\ud800" <= c <= "\udfff" for c in text):
        text = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    assert urlencoded_string_parse(text) == _spec_string_parse(text)


@pytest.mark.parametrize(
    "tuples",
    [
        [],
        [("", "")],
        [("a", "b")],
        [("a&b", "c")],  # "&" inside a name: not the joined path
        [("a", "b=c")],  # "=" inside a value
        [("a", ""), ("", "b"), ("", "")],
        [("q", "x y/z"), ("k", "\xe9")],  # encoded on the joined text
        [("k", "%26"), ("=", "&")],
    ],
)
def test_serialize_each_path(tuples: list[tuple[str, str]]) -> None:
    assert urlencoded_serialize(tuples) == _spec_serialize(tuples)


@pytest.mark.parametrize(
    "text", ["", "&", "a", "a=", "=b", "a=b", "a=b=c", "+", "a+b=c+d", "&&a&&", "\xe9=\u20ac"]
)
def test_string_parse_each_path(text: str) -> None:
    assert urlencoded_string_parse(text) == _spec_string_parse(text)


# -- The whole-text decoding path and the public class, against the spec's algorithms --------

# Pieces that make every "%" an escape or not, "%26" and "%3D" (which send the parser to decode
# each name and value on its own), escapes of multi-byte sequences split by "&" or "=", and the
# unicode_escape decoder's own escape character.
_PERCENT_PIECES = st.sampled_from(
    [
        "%26", "%3D", "%3d", "%41", "%2B", "%C3", "%A9", "%E2%82%AC", "%F0%9F%98%80", "%EF%BB%BF",
        "%", "%2", "%zz", "%%", "\\", "\\x", "\\u00", "\\N", "=", "&", "+", "a", " ", "\xe9",
        "\U0001f600", "\ufeff",
    ]
)  # fmt: skip
_PERCENT_TEXT = st.lists(_PERCENT_PIECES, max_size=12).map("".join)


@given(text=_PERCENT_TEXT)
def test_string_parse_of_percent_text_equals_the_spec_algorithm(text: str) -> None:
    assert urlencoded_string_parse(text) == _spec_string_parse(text)
    assert urlencoded_parse(text.encode("utf-8")) == _spec_string_parse(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Decoded once, whole: no "%26" or "%3D".
        ("%41=%42&c=%C3%A9", [("A", "B"), ("c", "\xe9")]),
        ("%C3=%A9&%C3&%A9", [("\ufffd", "\ufffd"), ("\ufffd", ""), ("\ufffd", "")]),
        ("%2%36=%3%44", [("%26", "%3D")]),  # decoding makes no "&" or "=" out of escapes
        ("\\%41=\\x41\\%5C", [("\\A", "\\x41\\\\")]),
        ("%EF%BB%BFa=%zz%41", [("\ufeffa", "%zzA")]),
        # Each name and value decoded on its own.
        ("a=%26&%3D=b&%3d", [("a", "&"), ("=", "b"), ("=", "")]),
        ("%26%C3=%A9%3D", [("&\ufffd", "\ufffd=")]),
    ],
)
def test_string_parse_decoding_paths(text: str, expected: list[tuple[str, str]]) -> None:
    assert urlencoded_string_parse(text) == expected == _spec_string_parse(text)


@pytest.mark.parametrize(
    "tuples",
    [
        [("a b", "c")],  # one pair, ASCII to encode
        [("a", "b&c=d")],  # one pair whose value holds both separators
        [("a", "b"), ("c d", "e/f")],
        [("\xe9", "&"), ("=", "\u20ac")],  # non-ASCII with separators inside
        [("\xe9\ud800", "\udfff")],  # lone surrogates: U+FFFD
    ],
)
def test_serialize_more_paths(tuples: list[tuple[str, str]]) -> None:
    assert urlencoded_serialize(tuples) == _spec_serialize(tuples)


@given(
    text=st.one_of(_PERCENT_TEXT, _SEP_TEXT),
    tuples=_SERIAL_PAIRS,
    piece=st.integers(1, 8),
)
def test_pieces_equal_the_spec_algorithms(
    text: str, tuples: list[tuple[str, str]], piece: int
) -> None:
    # Long input goes in pieces; with tiny pieces, short input does too.
    text = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    with (
        mock.patch.object(_urlencoded, "_PIECE_LENGTH", piece),
        mock.patch.object(_urlencoded, "_PIECE_TUPLES", piece),
    ):
        assert urlencoded_string_parse(text) == _spec_string_parse(text)
        assert urlencoded_serialize(tuples) == _spec_serialize(tuples)


def test_long_input_in_pieces() -> None:
    rng = random.Random(14)
    pieces = ["%41", "%C3", "%A9", "%26", "a", "=", "&", "&&", "+", "\xe9", "%", "\\"]
    text = "".join(rng.choice(pieces) for _ in range(40_000))
    assert len(text) > 2 * _urlencoded._PIECE_LENGTH
    pairs = urlencoded_string_parse(text)
    assert pairs == _spec_string_parse(text)
    assert len(pairs) > _urlencoded._PIECE_TUPLES
    assert urlencoded_serialize(pairs) == _spec_serialize(pairs)
    # One sequence longer than a piece.
    long_value = "b%41" * _urlencoded._PIECE_LENGTH
    assert urlencoded_string_parse(f"x&a={long_value}&y") == [
        ("x", ""),
        ("a", "bA" * _urlencoded._PIECE_LENGTH),
        ("y", ""),
    ]


def _spec_params_round(query: str) -> tuple[list[tuple[str, str]], str]:
    """What ``URLSearchParams(query)`` holds and serializes to, by the spec's algorithms."""
    query = query.removeprefix("?")
    pairs = _spec_string_parse(query)
    return pairs, _spec_serialize(pairs)


def _public_params_round(query: str) -> tuple[list[tuple[str, str]], str]:
    from webapi import URLSearchParams

    params = URLSearchParams(query)
    return list(params), str(params)


@given(text=st.one_of(_PERCENT_TEXT, _SEP_TEXT, st.text()))
def test_public_class_equals_the_spec_algorithms(text: str) -> None:
    # The public constructor's str fast path included (lone surrogates become U+FFFD first).
    scalar = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    assert _public_params_round(text) == _spec_params_round(scalar)


def test_wpt_urlencoded_inputs_equal_the_spec_algorithms() -> None:
    import wpt

    cases = wpt.cases("urlencoded-parser-data.json")
    for case in cases:
        text = case.data["input"]
        assert urlencoded_string_parse(text) == _spec_string_parse(text), text
        assert _public_params_round(text) == _spec_params_round(text), text
    assert len(cases) > 20


@pytest.mark.parametrize(
    "name",
    [
        "urls-real-web.txt",
        "urls-real-files.txt",
        # 100,000 generated URLs: exhaustive, so in the slow tier (CI runs it).
        pytest.param("urls-synthetic.txt", marks=pytest.mark.slow),
    ],
)
def test_benchmark_corpus_queries_equal_the_spec_algorithms(name: str) -> None:
    # The workload of the params benchmark: each line's query (before any fragment).
    path = data_dir() / name
    if not path.is_file():
        pytest.skip(f"benchmark corpus {path} not present (set $WEBAPI_BENCH_DATA)")
    queries = set()
    for line in path.read_text(encoding="utf-8").removeprefix("\ufeff").split("\n"):
        before_fragment = line.partition("#")[0]
        if "?" in before_fragment:
            queries.add(before_fragment.partition("?")[2])
    for query in queries:
        assert _public_params_round(query) == _spec_params_round(query), query
    assert len(queries) > 20
