"""The public ``Blob`` and ``File`` (generated from the File API's IDL): the Web IDL
conversions of their arguments, the promises as awaitables (under asyncio and synchronously),
one object per Blob (the impl is the object), and the Python protocols of the extras."""

from __future__ import annotations

import asyncio
import copy
import os
import pickle
from pathlib import Path

import pytest

from webapi.fileapi import Blob, File
from webapi.fileapi.engine import BlobImpl, FileImpl
from webapi.js import await_sync


def read(blob: Blob) -> tuple[str, bytes, bytes]:
    """``text()``, ``bytes()`` and ``arrayBuffer()``, awaited (through ``await_sync``, which
    runs here and inside Pyodide; ``test_reads_are_awaitables`` awaits in an asyncio loop)."""
    return (await_sync(blob.text()), await_sync(blob.bytes()), await_sync(blob.arrayBuffer()))


def test_parts_of_every_kind() -> None:
    inner = Blob(["world"])
    blob = Blob(["héllo ", b"\x00\xff", bytearray(b"!"), memoryview(b"?"), inner], type="X/Y")
    assert (blob.size, blob.type, len(blob)) == (16, "x/y", 16)
    assert read(blob)[1] == "héllo ".encode() + b"\x00\xff!?world"
    assert isinstance(blob, Blob) and isinstance(blob, BlobImpl)


def test_options_as_a_dictionary_or_keywords() -> None:
    assert Blob([], {"type": "A/B"}).type == "a/b"
    assert Blob([], {"type": "a"}, type="b").type == "b"  # a keyword wins over the dictionary
    assert bytes(Blob(["a\nb"], endings="native")) == f"a{os.linesep}b".encode()
    assert bytes(Blob(["a\nb"], {"endings": "transparent"})) == b"a\nb"
    assert Blob().size == 0 and Blob(None, None).type == ""


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: Blob("abc"), "parameter 1 is not of type 'sequence<"),
        (lambda: Blob([{}]), "is not of type '(BufferSource or Blob or USVString)'"),
        (lambda: Blob([None]), "is not of type '(BufferSource or Blob or USVString)'"),
        (lambda: Blob([], endings="lf"), "not a valid enum value of type EndingType"),
        (lambda: Blob([], {"type": object()}), "Failed to construct 'Blob'"),
        (lambda: File(["x"]), "2 arguments required, but only 1 present"),
        (lambda: File(["x"], "n", lastModified=object()), "Failed to construct 'File'"),
        (lambda: Blob().slice([1]), "Failed to execute 'slice' on 'Blob'"),
    ],
)
def test_wrong_types_are_type_errors(call: object, message: str) -> None:
    with pytest.raises(TypeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call()  # type: ignore[operator]


def test_numbers_as_javascript_converts_them() -> None:
    assert File([], "n", lastModified="soon").lastModified == 0  # type: ignore[arg-type]
    assert bytes(Blob([b"abc"]).slice("1")) == b"bc"  # type: ignore[arg-type]


def test_strings_as_javascript_stringifies_them() -> None:
    assert read(Blob([1.5, True, 10]))[0] == "1.5true10"
    assert read(Blob(["a\ud800"]))[0] == "a\ufffd"  # a USVString


def test_reads_are_awaitables() -> None:
    blob = Blob(["\ufeffabc"])
    text, data, buffer = read(blob)
    assert text == "abc"  # UTF-8 decode removes the byte order mark
    assert data == buffer == "\ufeffabc".encode()
    assert await_sync(blob.text()) == "abc"
    assert await_sync(blob.array_buffer()) == data
    coroutine = blob.bytes()
    assert asyncio.iscoroutine(coroutine)
    coroutine.close()


@pytest.mark.needs_loop_run
def test_reads_in_an_asyncio_loop() -> None:
    blob = Blob(["\ufeffabc"])

    async def main() -> tuple[str, bytes, bytes]:
        return (await blob.text(), await blob.bytes(), await blob.arrayBuffer())

    assert asyncio.run(main()) == ("abc", "\ufeffabc".encode(), "\ufeffabc".encode())


def test_slice_is_a_public_blob_sharing_the_bytes() -> None:
    big = bytes(10_000_000)
    blob = Blob([big])
    piece = blob.slice(10, -10, "TEXT/plain")
    assert type(piece) is Blob
    assert (piece.size, piece.type) == (9_999_980, "text/plain")
    assert piece.chunks()[0].obj is big
    assert bytes(Blob([b"abcdef"]).slice(-4, 5)) == b"cde"
    assert Blob([b"abc"]).slice(2**70, -(2**70)).size == 0  # [Clamp] long long


def test_file() -> None:
    file = File(["a\r\nb"], "notes.txt", {"type": "text/plain"}, lastModified=1_700_000_000_000)
    assert (file.name, file.type, file.size) == ("notes.txt", "text/plain", 4)
    assert file.lastModified == file.last_modified == 1_700_000_000_000
    assert isinstance(file, Blob) and isinstance(file, FileImpl)
    assert type(file.slice()) is Blob  # a slice of a File is a Blob
    assert File([], "n\ud800").name == "n\ufffd"
    assert File([], "n", last_modified=-5).lastModified == -5
    assert File([], "n", lastModified=1.9).lastModified == 1  # type: ignore[arg-type]


def test_last_modified_defaults_to_now() -> None:
    import time

    before = time.time_ns() // 1_000_000
    file = File([], "n")
    assert before <= file.lastModified <= time.time_ns() // 1_000_000


def test_read_only_attributes() -> None:
    file = File([], "n")
    with pytest.raises(AttributeError):
        file.name = "other"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        file.size = 3  # type: ignore[misc]


def test_repr_copy_and_pickle() -> None:
    blob = Blob([b"\x00\x01"], type="a/b")
    assert repr(blob) == "Blob(size=2, type='a/b')"
    assert copy.copy(blob) is blob and copy.deepcopy(blob) is blob
    again = pickle.loads(pickle.dumps(blob.slice(1)))
    assert (type(again), bytes(again), again.type) == (Blob, b"\x01", "")
    file = File(["x"], "f.txt", type="text/plain", lastModified=7)
    assert repr(file) == "File(name='f.txt', size=1, type='text/plain', lastModified=7)"
    restored = pickle.loads(pickle.dumps(file))
    assert type(restored) is File
    assert (restored.name, restored.type, restored.lastModified, bytes(restored)) == (
        "f.txt",
        "text/plain",
        7,
        b"x",
    )


def test_from_path(tmp_path: Path) -> None:
    path = tmp_path / "photo.PNG"
    path.write_bytes(b"\x89PNG")
    os.utime(path, ns=(1_700_000_000_123_456_789, 1_700_000_000_123_456_789))
    file = File.from_path(path)
    assert (file.name, file.type, file.lastModified, bytes(file)) == (
        "photo.PNG",
        "image/png",
        1_700_000_000_123,
        b"\x89PNG",
    )
    assert File.from_path(str(path), type="Image/X").type == "image/x"
    assert File.from_path(tmp_path / "photo.PNG", "é").type == ""
    unknown = tmp_path / "data.unknown-extension"
    unknown.write_bytes(b"")
    assert File.from_path(unknown).type == ""


def test_the_impl_makes_public_objects() -> None:
    """Files made by other standards' steps (the multipart parser, "create an entry") are the
    public class, as the package loads its bindings with its working parts."""
    made = FileImpl.from_blob(BlobImpl.from_bytes(b"x"), "n")
    assert type(made) is File and made.name == "n"


@pytest.mark.needs_loop_run
@pytest.mark.parametrize("member", ["text", "arrayBuffer", "array_buffer", "bytes"])
@pytest.mark.parametrize("kind", ["Blob", "File"])
def test_each_read_goes_to_asyncio_run_and_create_task(member: str, kind: str) -> None:
    blob = Blob(["é"]) if kind == "Blob" else File(["é"], "a.txt")
    expected = "é" if member == "text" else "é".encode()
    assert asyncio.run(getattr(blob, member)()) == expected

    async def main() -> list[object]:
        task = asyncio.create_task(getattr(blob, member)())
        return list(await asyncio.gather(task, getattr(blob, member)()))

    assert asyncio.run(main()) == [expected, expected]
