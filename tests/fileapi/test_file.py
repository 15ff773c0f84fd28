"""``FileImpl``: the File constructor (https://w3c.github.io/FileAPI/#file-constructor), with
what WPT's FileAPI/file/File-constructor.any.js checks at the impl level, in our own words."""

from __future__ import annotations

import time

import pytest

from webapi.fileapi import Blob
from webapi.fileapi.engine import BlobImpl, FileImpl, now_milliseconds


@pytest.mark.parametrize(
    ("bits", "size"),
    [
        ([], 0),
        (["bits"], 4),
        (["\U0001d4fd\U0001d4ee\U0001d501\U0001d4fd"], 16),
        ([BlobImpl()], 0),
        ([BlobImpl(["bits"])], 4),
        ([FileImpl([], "world.txt")], 0),
        ([FileImpl(["bits"], "world.txt")], 4),
        ([bytes(8)], 8),
        (["bits", BlobImpl(["bits"]), BlobImpl(), b"PA", b"SS", b"PASS"], 16),
    ],
)
def test_file_bits(bits: list[object], size: int) -> None:
    file = FileImpl(bits, "dummy")  # type: ignore[arg-type]
    assert (file._name, file._size, file._type) == ("dummy", size, "")
    assert isinstance(file, BlobImpl)


@pytest.mark.parametrize("name", ["dummy", "dummy/foo", "", "null", "a\\b", "..", "\u00e9"])
def test_the_name_is_kept_as_given(name: str) -> None:
    assert FileImpl(["bits"], name)._name == name


def test_the_name_is_a_usv_string() -> None:
    assert FileImpl([], "a\ud800")._name == "a\ufffd"
    assert FileImpl([], "\ud83d\ude00")._name == "\U0001f600"


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("text/plain", "text/plain"),
        ("text/plain;charset=UTF-8", "text/plain;charset=utf-8"),
        ("TEXT/PLAIN", "text/plain"),
        ("\U0001d4fd\U0001d4ee\U0001d501\U0001d4fd/plain", ""),
        ("ascii/nonprintable\x1f", ""),
        ("ascii/nonprintable\x7f", ""),
        ("nonascii\u00ee", ""),
        ("nonascii\u1234", ""),
        ("nonparsable", "nonparsable"),
    ],
)
def test_type(given: str, expected: str) -> None:
    assert FileImpl(["bits"], "dummy", given)._type == expected


def test_last_modified_given_or_from_the_clock() -> None:
    assert FileImpl(["bits"], "dummy", last_modified=42)._last_modified == 42
    assert FileImpl(["bits"], "dummy", last_modified=0)._last_modified == 0
    assert FileImpl(["bits"], "dummy", last_modified=-5)._last_modified == -5  # before 1970
    assert FileImpl([], "x", clock=lambda: 1234)._last_modified == 1234
    before = time.time_ns() // 1_000_000
    now = FileImpl([], "x")._last_modified
    assert before <= now <= time.time_ns() // 1_000_000


def test_now_milliseconds_is_date_now() -> None:
    assert type(now_milliseconds()) is int
    assert abs(now_milliseconds() - time.time() * 1000) < 1000


def test_endings() -> None:
    assert FileImpl(["a\r\nb"], "n", endings="native")._size in (3, 4)
    assert FileImpl(["a\r\nb"], "n", endings="transparent")._size == 4


def test_from_blob_shares_the_bytes_and_keeps_the_type() -> None:
    data = bytes(1_000_000)
    blob = BlobImpl([data], "Image/PNG")
    file = FileImpl.from_blob(blob, "blob", clock=lambda: 7)
    assert (file._name, file._type, file._size, file._last_modified) == (
        "blob",
        "image/png",
        10**6,
        7,
    )
    assert file._bytes() is data
    again = FileImpl.from_blob(file, "other", file._last_modified)
    assert (again._name, again._last_modified) == ("other", 7)


def test_a_slice_of_a_file_is_a_blob() -> None:
    piece = FileImpl(["bits"], "n", "text/plain")._slice(1)
    assert type(piece) is Blob  # the public class: the bindings load with the package
    assert (piece._text(), piece._type) == ("its", "")
