"""A WARC file in byte ranges that can be read apart: ``warc_offsets`` (where each record
starts, as a reader can start there) and ``warc_ranges`` (consecutive ranges of about a size,
each starting where a record starts), for ``read_warc(path, start=, end=)`` to read one range
in each of several processes. A ``.warc.gz`` file can be started only where a gzip member starts
(https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/#record-at-time-compression):
a member per record, as the format recommends, gives a start per record; one member for the whole
file gives one range. The file is read once, streaming, in bounded memory: a plain file's
blocks are read through (never kept), a gzip file's members inflated a chunk at a time."""

from __future__ import annotations

import os
import zlib
from collections import deque
from collections.abc import Iterator
from typing import Any

from webapi._webidl import argument_error

from ._warc_records import RawRecord, _content_length, _header, _Lines

__all__ = ["warc_offsets", "warc_ranges"]

_CHUNK = 65536


class _Counted:
    """A plain file read in chunks, the bytes given so far counted."""

    __slots__ = ("_file", "given")

    def __init__(self, file: Any, start: bytes) -> None:
        self._file = file
        self.given = len(start)

    def read(self, size: int) -> bytes:
        data = bytes(self._file.read(size))
        self.given += len(data)
        return data


class _Members:
    """A gzip file's members inflated one after another (``read``), the decoded bytes given so
    far counted (``given``) and where each member starts, ``(decoded offset, file offset)``, in
    ``starts`` (the caller drops those it has passed). Input is taken a chunk at a time and no
    call decodes more than a chunk: a member that inflates to gigabytes is read in bounded
    memory. A damaged or cut-short member ends the stream."""

    __slots__ = ("_file", "_inflate", "_offset", "_pending", "given", "starts")

    def __init__(self, file: Any, start: bytes) -> None:
        self._file = file
        self._pending = start  # (file bytes read, not yet inflated)
        self._offset = 0  # (the file offset of the first byte of _pending)
        self._inflate: Any = None
        self.given = 0
        self.starts: deque[tuple[int, int]] = deque()

    def _more(self) -> bool:
        data = bytes(self._file.read(_CHUNK))
        self._pending += data
        return bool(data)

    def read(self, size: int) -> bytes:
        while True:
            if not self._pending and not self._more():
                return b""  # (the end of the file; a member cut short ends here too)
            if self._inflate is None:
                self._inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
                self.starts.append((self.given, self._offset))
            pending = self._pending
            try:
                data: bytes = self._inflate.decompress(pending, min(size, _CHUNK))
            except zlib.error:
                self._pending = b""
                self._file = _Empty()
                return b""
            rest = self._inflate.unused_data if self._inflate.eof else self._inflate.unconsumed_tail
            if self._inflate.eof:
                self._inflate = None
            self._offset += len(pending) - len(rest)
            self._pending = rest
            self.given += len(data)
            if data:
                return data


class _Empty:
    """A file at its end."""

    __slots__ = ()

    def read(self, size: int) -> bytes:
        return b""


def _offsets(file: Any) -> Iterator[int]:
    start = file.read(2)
    if not isinstance(start, bytes):
        raise TypeError("warc_offsets: source must be a path or a binary file")
    gzipped = start == b"\x1f\x8b"
    source: _Members | _Counted = _Members(file, start) if gzipped else _Counted(file, start)
    lines = _Lines(source, b"" if gzipped else start)
    while True:
        lines.skip_line_ends()
        position = source.given - lines.buffered
        try:
            header = _header(lines)
            if header is None:
                return
            length = _content_length(RawRecord(*header, None).field("Content-Length"))
            lines.read(length, keep=False)
        except EOFError:
            return  # (a record cut short is not read: it has no start either)
        if isinstance(source, _Counted):
            yield position
            continue
        starts = source.starts
        while starts and starts[0][0] < position:
            starts.popleft()
        if starts and starts[0][0] == position:
            yield starts[0][1]


def warc_offsets(source: Any) -> Iterator[int]:
    """The offsets in the WARC file ``source`` (a path, or a binary file open for reading at
    its start) where a record starts and ``read_warc(source, start=offset)`` can start reading:
    in a plain file every complete record's, in a ``.warc.gz`` each record's that starts a gzip
    member (a member per record gives every record's; a file of one member gives 0 alone),
    in order. The file is read once through in bounded memory; a record that does not start
    with ``WARC/`` is a :class:`WARCFormatError`."""
    if isinstance(source, (str, os.PathLike)):
        return _offsets_of_path(source)
    if isinstance(source, (bytes, bytearray, memoryview)) or not callable(
        getattr(source, "read", None)
    ):
        raise argument_error("warc_offsets", "source", source, "a path or a binary file")
    return _offsets(source)


def _offsets_of_path(path: str | os.PathLike[str]) -> Iterator[int]:
    with open(path, "rb", buffering=0) as file:
        yield from _offsets(file)


def warc_ranges(path: str | os.PathLike[str], size: int) -> list[tuple[int, int]]:
    """The WARC file ``path`` as consecutive byte ranges ``(start, end)`` of at least ``size``
    bytes each (the last may be shorter; one range for a file of ``size`` bytes or fewer, which
    is not read), each starting where :func:`warc_offsets` says a reader can start: the ranges
    cover the file, and ``read_warc(path, start=start, end=end)`` of each, in order, gives the
    file's responses."""
    if not isinstance(size, int) or isinstance(size, bool) or size < 1:
        raise argument_error("warc_ranges", "size", size, "a whole number from 1")
    total = os.path.getsize(path)
    if total <= size:
        return [(0, total)]
    starts = [0]
    for offset in warc_offsets(path):
        if offset - starts[-1] >= size and offset < total:
            starts.append(offset)
    return list(zip(starts, [*starts[1:], total], strict=True))
