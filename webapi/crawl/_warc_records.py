"""WARC records read one by one from a file (ISO 28500, WARC/1.0 and WARC/1.1:
https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/#file-and-record-model):
a version line, named fields up to an empty line, a block of ``Content-Length`` bytes, two CRLFs.
A ``.warc.gz`` file (a gzip member per record, or one member for all) is read through ``gzip``
as one stream. Memory is bounded: a line is at most :data:`MAX_LINE` bytes, a record has at
most :data:`MAX_FIELDS` fields, and a block longer than the reader's ``max_size`` is read through
in chunks and not kept."""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Iterator
from typing import Any

__all__ = ["MAX_FIELDS", "MAX_LINE", "RawRecord", "WARCFormatError", "raw_records"]

#: The longest line of a record's header (a longer one is a :class:`WARCFormatError`).
MAX_LINE = 65536
#: The most named fields in one record's header.
MAX_FIELDS = 1024
_CHUNK = 65536


class WARCFormatError(ValueError):
    """The file is not a WARC file, or a record's header breaks the format's limits."""


class RawRecord:
    """One record: its version (``"WARC/1.1"``), its named fields as ``(name, value)`` pairs
    in order, and its block (None when it was longer than the reader's ``max_size``)."""

    __slots__ = ("block", "fields", "version")

    def __init__(self, version: str, fields: list[tuple[str, str]], block: bytes | None) -> None:
        self.version = version
        self.fields = fields
        self.block = block

    def field(self, name: str) -> str | None:
        """The value of the first field named ``name`` (ASCII case-insensitive), or None."""
        wanted = name.lower()
        for key, value in self.fields:
            if key.lower() == wanted:
                return value
        return None


class _Lines:
    """A byte source (anything with ``read(size)``) read by lines and by counts through one
    buffer, at most :data:`MAX_LINE` bytes held for a line and ``_CHUNK`` beyond a count."""

    __slots__ = ("_buffer", "_read")

    def __init__(self, source: Any, start: bytes = b"") -> None:
        #: (``read1`` where there is one: a gzip stream cut short then keeps what it decoded)
        self._read: Any = getattr(source, "read1", source.read)
        self._buffer = start

    def _fill(self) -> bool:
        try:
            data = self._read(_CHUNK)
        except (EOFError, zlib.error, gzip.BadGzipFile):  # (a .warc.gz cut short or damaged)
            data = b""
        if not data:
            return False
        self._buffer += data
        return True

    @property
    def buffered(self) -> int:
        """How many bytes the source gave that are not read yet (a record's offset is where
        the source is less this)."""
        return len(self._buffer)

    def skip_line_ends(self) -> None:
        """Pass over the CRLFs that end a record (and blank lines between records), so that
        the next byte is a record's first (or the end of the file)."""
        while True:
            stripped = self._buffer.lstrip(b"\r\n")
            if stripped:
                self._buffer = stripped
                return
            self._buffer = b""
            if not self._fill():
                return

    def readline(self) -> bytes:
        """The next line with its LF (without one at the end of the file); a line longer than
        :data:`MAX_LINE` is a :class:`WARCFormatError`."""
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                if end >= MAX_LINE:
                    break
                line, self._buffer = self._buffer[: end + 1], self._buffer[end + 1 :]
                return line
            if len(self._buffer) > MAX_LINE:
                break
            if not self._fill():
                line, self._buffer = self._buffer, b""
                return line
        raise WARCFormatError(f"a WARC header line longer than {MAX_LINE} bytes")

    def read(self, size: int, keep: bool = True) -> bytes | None:
        """``size`` bytes (fewer at the end of the file), or, without ``keep``, None once they
        are read through (only the count left is then checked)."""
        chunks: list[bytes] = []
        left = size
        while left > 0:
            if not self._buffer and not self._fill():
                break
            piece, self._buffer = self._buffer[:left], self._buffer[left:]
            left -= len(piece)
            if keep:
                chunks.append(piece)
        if left > 0:
            raise EOFError("the record is cut short")
        return b"".join(chunks) if keep else None


def _source(file: Any) -> tuple[Any, bytes]:
    """``file`` as a byte source: a gzip stream's decoded bytes (``.warc.gz``, known by its
    first two bytes), else the bytes as they are; and what was read to tell."""
    start = file.read(2)
    if not isinstance(start, bytes):
        raise TypeError("read_warc: source must be a path or a binary file")
    if start == b"\x1f\x8b":
        prepended: Any = _Prepended(start, file)
        return gzip.GzipFile(fileobj=prepended, mode="rb"), b""
    return file, start


class _Prepended:
    """``file`` with ``start`` read again before it (gzip reads from the first byte)."""

    __slots__ = ("_file", "_start")

    def __init__(self, start: bytes, file: Any) -> None:
        self._start = start
        self._file = file

    def read(self, size: int = -1) -> bytes:
        if self._start:
            head, self._start = self._start, b""
            if size < 0:
                return head + bytes(self._file.read())
            return head + bytes(self._file.read(max(size - len(head), 0)))
        return bytes(self._file.read(size))


def _header(lines: _Lines) -> tuple[str, list[tuple[str, str]]] | None:
    """A record's version line and named fields (continuation lines joined to their field's
    value), None at the end of the file."""
    line = lines.readline()
    while line in (b"\r\n", b"\n"):  # (blank lines between records are passed over)
        line = lines.readline()
    if not line:
        return None
    version = line.strip().decode("latin-1")
    if not version.startswith("WARC/"):
        raise WARCFormatError(f"not a WARC record: {version[:40]!r}")
    fields: list[tuple[str, str]] = []
    while True:
        line = lines.readline()
        if not line.endswith(b"\n"):
            raise EOFError("the record is cut short")
        text = line.decode("utf-8", "replace").rstrip("\r\n")
        if not text:
            return version, fields
        if text[0] in " \t" and fields:
            name, value = fields[-1]
            fields[-1] = (name, f"{value} {text.strip()}")
            continue
        if len(fields) >= MAX_FIELDS:
            raise WARCFormatError(f"a WARC record with more than {MAX_FIELDS} fields")
        name, _, value = text.partition(":")
        fields.append((name.strip(), value.strip()))


def raw_records(file: Any, max_size: int) -> Iterator[RawRecord]:
    """Each record of ``file`` (a binary file, plain or gzip), in order; a record cut short
    by the end of the file ends the iteration (it is not given)."""
    source, start = _source(file)
    lines = _Lines(source, start)
    while True:
        try:
            header = _header(lines)
            if header is None:
                return
            version, fields = header
            record = RawRecord(version, fields, None)
            length = _content_length(record.field("Content-Length"))
            record.block = lines.read(length, keep=length <= max_size)
        except EOFError:
            return
        yield record


def _content_length(value: str | None) -> int:
    """The block's length, from the ``Content-Length`` field (mandatory)."""
    if value is None or not value.isdigit():
        raise WARCFormatError(f"a WARC record's Content-Length is not a length: {value!r}")
    return int(value)
