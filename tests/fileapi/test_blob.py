"""``BlobImpl``: the File API's Blob constructor, ``slice()``, ``size``, ``type`` and the read
steps (https://w3c.github.io/FileAPI/#blob-section), with what WPT's FileAPI/blob tests check
(Blob-constructor.any.js, Blob-constructor-endings.html, Blob-slice.html,
Blob-slice-overflow.html, Blob-text.any.js) in our own words, reference models written from the
standard's steps, and the sharing of bytes (no copies) the issue asks for."""

from __future__ import annotations

import array
import sys
import tracemalloc

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi.fileapi import NATIVE_LINE_ENDING, convert_line_endings_to_native
from webapi.fileapi.engine import BlobImpl, blob_type, process_blob_parts

# --- type --------------------------------------------------------------------------------


def type_model(t: str) -> str:
    """The constructor's type steps, as the standard writes them: empty if any character is
    outside U+0020 to U+007E, else each of A-Z lowercased."""
    if any(not 0x20 <= ord(c) <= 0x7E for c in t):
        return ""
    return "".join(chr(ord(c) + 0x20) if "A" <= c <= "Z" else c for c in t)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("", ""),
        ("a", "a"),
        ("A", "a"),
        ("TEXT/HTML", "text/html"),
        ("text/plain;charset=utf-8", "text/plain;charset=utf-8"),
        ("Text/Plain;Charset=UTF-8", "text/plain;charset=utf-8"),
        ("\u00e5", ""),  # outside ASCII
        ("\U0001047e", ""),  # an astral character
        ("\ud801\udc7e", ""),  # the same as JavaScript's two code units
        (" image/gif ", " image/gif "),  # spaces are in range, and kept
        ("\timage/gif\t", ""),
        ("image/gif;\x7f", ""),
        ("image/gif\x00", ""),
        ("\u0130mage/gif", ""),  # capital I with a dot: no Unicode lowercasing
        ("\u0131mage/gif", ""),
        ("\u212a", ""),  # the Kelvin sign, which str.lower() would make "k"
        ("nonparsable", "nonparsable"),  # not parsed as a MIME type
        ('te"xt/pl(ai)n;a=b\\', 'te"xt/pl(ai)n;a=b\\'),
    ],
)
def test_type_as_the_constructor_normalizes_it(given: str, expected: str) -> None:
    assert BlobImpl([], given)._type == expected
    assert BlobImpl(["PASS"])._slice(0, 4, given)._type == expected
    assert type_model(given) == expected


@given(st.text())
def test_blob_type_is_the_standards(t: str) -> None:
    assert blob_type(t) == type_model(t)


def test_bytes_do_not_decide_the_type() -> None:
    assert BlobImpl([b"<HTML>"], "unknown/unknown")._type == "unknown/unknown"
    assert BlobImpl([b"GIF89a"], "image/png")._type == "image/png"
    assert BlobImpl([b"GIF89a"])._type == ""


# --- parts ---------------------------------------------------------------------------------


def test_no_parts() -> None:
    blob = BlobImpl()
    assert (blob._size, blob._type, blob._bytes(), blob._text()) == (0, "", b"", "")


def test_parts_of_every_kind_in_order() -> None:
    inner = BlobImpl(["fo"], "text/ignored")
    blob = BlobImpl([b"\x00", inner, "foo", bytearray(b"\xff"), memoryview(b"ab")[1:]])
    assert blob._bytes() == b"\x00fofoo\xffb"
    assert blob._size == 8
    assert blob._type == ""  # a Blob part's type is ignored


def test_typed_arrays_give_their_bytes() -> None:
    parts = [array.array("H", [0x4150, 0x5353]), array.array("I", [0x53534150])]
    blob = BlobImpl(parts)
    assert blob._bytes() == b"".join(part.tobytes() for part in parts)
    if sys.byteorder == "little":
        assert blob._text() == "PASSPASS"


def test_a_blob_twice_and_a_buffer_twice() -> None:
    blob = BlobImpl(["foo"])
    assert BlobImpl([blob, blob])._bytes() == b"foofoo"
    data = bytes([0, 255, 0])
    assert BlobImpl([data, data])._bytes() == b"\x00\xff\x00\x00\xff\x00"


def test_strings_are_utf8_of_their_scalar_values() -> None:
    assert BlobImpl(["\U0001d4fd\U0001d4ee"])._size == 8
    assert BlobImpl(["\ud83d\ude00"])._bytes() == "\U0001f600".encode()  # a pair: one emoji
    assert BlobImpl(["a\ud800b\udc00"])._bytes() == b"a\xef\xbf\xbdb\xef\xbf\xbd"  # lone: U+FFFD


def test_mutable_buffers_are_copied() -> None:
    source = bytearray(b"abc")
    view = memoryview(source)
    blob = BlobImpl([source, view, array.array("B", b"xyz")])
    source[0] = ord("Z")
    assert blob._bytes() == b"abcabcxyz"


def test_a_part_of_another_kind_is_a_type_error_naming_blob_parts() -> None:
    for part in (1, 1.5, None, ["x"], object()):
        with pytest.raises(TypeError, match="blobParts"):
            BlobImpl([part])  # type: ignore[list-item]


# --- endings -------------------------------------------------------------------------------

#: Blob-constructor-endings.html's inputs and what native line endings make of them (LF here;
#: CR LF on Windows).
ENDINGS = [
    ("\n", "\n"),
    ("\r", "\n"),
    ("\r\n", "\n"),
    ("\r\r", "\n\n"),
    ("\n\r", "\n\n"),
    ("\n\n", "\n\n"),
    ("\r\r\n", "\n\n"),
    ("\r\n\n", "\n\n"),
    ("\r\n\r\n", "\n\n"),
    ("\n\r\n\r", "\n\n\n"),
    ("a\rb\r\nc\nd", "a\nb\nc\nd"),
]


@pytest.mark.parametrize(("given", "lf"), ENDINGS)
def test_endings(given: str, lf: str) -> None:
    assert BlobImpl([given])._text() == given
    assert BlobImpl([given], endings="transparent")._text() == given
    native = lf.replace("\n", NATIVE_LINE_ENDING)
    assert BlobImpl([given], endings="native")._text() == native
    assert convert_line_endings_to_native(given, "\n") == lf
    assert convert_line_endings_to_native(given, "\r\n") == lf.replace("\n", "\r\n")


def test_native_endings_change_strings_only() -> None:
    blob = BlobImpl(["a\r", b"b\r", BlobImpl(["c\r"]), "d\r\n"], endings="native")
    assert blob._bytes() == f"a{NATIVE_LINE_ENDING}b\rc\rd{NATIVE_LINE_ENDING}".encode()


def test_an_endings_value_of_another_name_is_a_type_error() -> None:
    for endings in ("", "Native", "invalidEnumValue"):
        with pytest.raises(TypeError, match="endings"):
            BlobImpl([], endings=endings)


def test_native_is_os_linesep() -> None:
    import os

    assert ("\r\n" if os.linesep == "\r\n" else "\n") == NATIVE_LINE_ENDING


# --- slice ---------------------------------------------------------------------------------


def slice_model(data: bytes, start: int | None, end: int | None) -> bytes:
    """The slice blob algorithm's steps 2, 3 and 5 on a byte string."""
    size = len(data)
    relative_start = 0 if start is None else max(size + start, 0) if start < 0 else min(start, size)
    relative_end = size if end is None else max(size + end, 0) if end < 0 else min(end, size)
    span = max(relative_end - relative_start, 0)
    return data[relative_start : relative_start + span]


#: Blob-slice.html's tables: the parts, then (start, end, contents) slices of the Blob.
SQUIGGLE = BlobImpl(["squiggle"])
STEAK = BlobImpl(["steak"], "content/type")
ABC = bytes(range(65, 81))  # "ABCDEFGHIJKLMNOP"
SLICES = [
    (
        ["PASSSTRING"],
        [
            (-6, None, "STRING"),
            (-12, None, "PASSSTRING"),
            (4, None, "STRING"),
            (12, None, ""),
            (0, -6, "PASS"),
            (0, -12, ""),
            (0, 4, "PASS"),
            (0, 12, "PASSSTRING"),
            (7, 4, ""),
        ],
    ),
    (
        ["foo", "bar", "baz"],
        [
            (0, 9, "foobarbaz"),
            (0, 3, "foo"),
            (3, 9, "barbaz"),
            (6, 9, "baz"),
            (6, 12, "baz"),
            (0, 11, "foobarbaz"),
            (10, 15, ""),
        ],
    ),
    (["foo", SQUIGGLE, "baz"], [(0, 3, "foo"), (3, 11, "squiggle"), (2, 4, "os"), (10, 12, "eb")]),
    (
        [SQUIGGLE, "foo", SQUIGGLE],
        [
            (0, 8, "squiggle"),
            (7, 9, "ef"),
            (10, 12, "os"),
            (1, 4, "qui"),
            (12, 15, "qui"),
            (40, 60, ""),
        ],
    ),
    (
        [STEAK, SQUIGGLE, STEAK],
        [(0, 5, "steak"), (5, 13, "squiggle"), (13, 18, "steak"), (1, 3, "te"), (6, 10, "quig")],
    ),
    (
        [ABC, SQUIGGLE, "foo"],
        [(0, 8, "ABCDEFGH"), (8, 18, "IJKLMNOPsq"), (17, 20, "qui"), (4, 12, "EFGHIJKL")],
    ),
    (
        [memoryview(ABC)[3:8], SQUIGGLE, "foo"],
        [(0, 8, "DEFGHsqu"), (8, 18, "igglefoo"), (4, 12, "Hsquiggl")],
    ),
    (
        [bytes([0, 255, 0]), BlobImpl(["abcd"]), "efgh", "ijklmnopqrstuvwxyz"],
        [(1, 4, "\ufffd\x00a"), (4, 8, "bcde"), (8, 12, "fghi"), (1, 12, "\ufffd\x00abcdefghi")],
    ),
]


@pytest.mark.parametrize(("parts", "slices"), SLICES)
def test_slices(parts: list[object], slices: list[tuple[int, int | None, str]]) -> None:
    blob = BlobImpl(parts)  # type: ignore[arg-type]
    for start, end, contents in slices:
        piece = blob._slice(start, end)
        assert (piece._text(), piece._type) == (contents, "")
        assert piece._bytes() == slice_model(blob._bytes(), start, end)


def test_slice_without_arguments_and_content_types() -> None:
    assert BlobImpl(["PASS"])._slice()._text() == "PASS"
    assert BlobImpl()._slice(0, 0)._type == ""
    assert BlobImpl()._slice(0, 0, "null")._type == "null"  # JavaScript's null, stringified
    for invalid in ("\xff", "te\txt/plain", "te\x00xt/plain", "te\x1fxt/plain", "te\x7fxt/plain"):
        assert BlobImpl(["PASS"])._slice(0, 4, invalid)._type == ""
    valid = [
        "te(xt/plain",
        "te\\xt/plain",
        'te"xt/plain',
        "te xt/plain",
        "TEXT/PLAIN",
        "text/plain;charset = UTF-8",
    ]
    for content_type in valid:
        assert BlobImpl(["PASS"])._slice(0, 4, content_type)._type == content_type.lower()


def test_slice_clamps_out_of_range_indices() -> None:
    blob = BlobImpl(["A" * 2000])
    assert blob._slice(-1, 2000)._size == 1
    assert blob._slice(2001, 2000)._size == 0
    assert blob._slice(1998, -1)._size == 1
    assert blob._slice(1998, 2999)._size == 2
    assert blob._slice(-(2**63), 2**63 - 1)._size == 2000  # [Clamp] long long's ends
    assert blob._slice(10**30, -(10**30))._size == 0


_PARTS = st.lists(
    st.one_of(
        st.binary(max_size=40),
        st.binary(min_size=4096, max_size=9000),  # parts kept apart rather than joined
        st.text(max_size=10),
    ),
    max_size=6,
)
_INDEX = st.one_of(st.none(), st.integers(-12000, 12000), st.integers(-(2**70), 2**70))


@given(_PARTS, _INDEX, _INDEX, _INDEX, _INDEX)
def test_slices_of_slices_are_the_models(
    parts: list[bytes | str], a: int | None, b: int | None, c: int | None, d: int | None
) -> None:
    blob = BlobImpl(parts)
    whole = b"".join(p.encode() if isinstance(p, str) else p for p in parts)
    assert blob._bytes() == whole and blob._size == len(whole)
    piece = blob._slice(a, b)
    assert piece._bytes() == slice_model(whole, a, b)
    assert piece._slice(c, d)._bytes() == slice_model(slice_model(whole, a, b), c, d)
    assert b"".join(piece.chunks()) == piece._bytes()


# --- sharing -------------------------------------------------------------------------------


def test_a_bytes_part_is_shared_and_a_slice_views_it() -> None:
    big = bytes(10_000_000)
    blob = BlobImpl([big])
    assert blob._bytes() is big
    piece = blob._slice(5, -5)
    assert all(view.obj is big for view in piece.chunks())
    assert piece._slice(1, 2).chunks()[0].obj is big
    assert BlobImpl([blob, piece]).chunks()[0].obj is big


def test_slicing_a_large_blob_allocates_nothing_of_its_size() -> None:
    blob = BlobImpl([bytes(50_000_000)])
    tracemalloc.start()
    try:
        pieces = [blob._slice(i, -i) for i in range(1, 101)]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100_000  # 100 slices of a 50 MB Blob: views, not copies
    assert pieces[-1]._size == 50_000_000 - 200


def test_small_parts_are_joined_into_one() -> None:
    blob = BlobImpl(["a"] * 1000 + [b"b"] * 1000)
    assert len(blob.chunks()) == 1
    assert blob._bytes() == b"a" * 1000 + b"b" * 1000
    assert len(process_blob_parts([bytes(5000), "x", bytes(5000)])) == 3


# --- reading -------------------------------------------------------------------------------


def test_text_is_utf8_decode() -> None:
    assert BlobImpl(["HELLO"])._text() == "HELLO"
    assert BlobImpl([b"\xef\xbb\xbfHELLO"])._text() == "HELLO"  # one byte order mark removed
    assert BlobImpl([b"\xef\xbb\xbf\xef\xbb\xbfX"])._text() == "\ufeffX"
    assert BlobImpl([b"\xf0\x9f\x98", b"!"])._text() == "\ufffd!"  # a maximal subpart: one
    assert BlobImpl([b"\xff\xfe"])._text() == "\ufffd\ufffd"  # no UTF-16 sniffing


def test_bytes_and_array_buffer_are_the_bytes() -> None:
    blob = BlobImpl(["ab", BlobImpl([b"\x00"]), "c"])
    assert blob._bytes() == blob._bytes() == b"ab\x00c"
    assert type(blob._bytes()) is bytes
