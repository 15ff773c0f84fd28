"""Reading inputs and writing outputs the way the subcommands share.

Inputs are command-line arguments, ``-`` (standard input) or ``--file F``: one URL per line
(LF, CRLF or CR ends a line), read as UTF-8 (undecodable bytes become U+FFFD; a byte order mark
at the start of a stream is dropped, as the Encoding Standard's *UTF-8 decode* drops it) in
blocks of whole lines, so memory stays constant however long the input.  A block travels to a
``--jobs`` worker as bytes and is decoded and split there: the main process only reads and
writes.  Output is UTF-8 whatever the locale.  A closed pipe (``webapi ... | head``)
ends the command quietly.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator, Sequence
from itertools import islice
from stat import S_ISREG
from typing import BinaryIO, TextIO

__all__ = [
    "BLOCK_BYTES",
    "CHUNK_LINES",
    "Chunk",
    "InputSource",
    "chunks",
    "closed_pipe_exit",
    "open_output",
    "split_lines",
]

#: Lines handed to a worker at a time when they come from the command line.
CHUNK_LINES = 2000
#: Bytes of whole lines read from a stream at a time (about 250 URLs of the corpora): blocks of
#: 64 KiB and more make the peak memory creep up over millions of lines (the C allocator
#: fragments), 16 KiB keeps it flat.
BLOCK_BYTES = 16 * 1024

#: A unit of work: lines (from the command line) or a block of whole lines as read (bytes).
Chunk = list[str] | bytes

_BOM = b"\xef\xbb\xbf"


class InputSource:
    """Where the inputs come from: arguments, then each of the streams named."""

    def __init__(self, arguments: Sequence[str], files: Sequence[str]) -> None:
        self.arguments = [a for a in arguments if a != "-"]
        self.streams = ["-" for a in arguments if a == "-"] + list(files)
        if not self.arguments and not self.streams:
            self.streams = ["-"]

    @property
    def total_bytes(self) -> int | None:
        """The size of the input files, when every input is a regular file (for progress)."""
        total = 0
        for name in self.streams:
            if name == "-":
                try:
                    stat = os.fstat(sys.stdin.fileno())
                except (OSError, ValueError):
                    return None
                if not S_ISREG(stat.st_mode):
                    return None
                total += stat.st_size
            else:
                total += os.path.getsize(name)
        return total

    def _open(self, name: str) -> BinaryIO:
        if name == "-":
            return sys.stdin.buffer
        return open(name, "rb")

    def chunks(self) -> Iterator[Chunk]:
        """The arguments in lists of ``CHUNK_LINES``, then each stream in blocks of whole
        lines (``split_lines`` turns a block into lines)."""
        yield from chunks(iter(self.arguments))
        for name in self.streams:
            binary = self._open(name)
            try:
                yield from _blocks(binary)
            finally:
                if binary is not sys.stdin.buffer:
                    binary.close()

    def lines(self) -> Iterator[str]:
        """Every input, without its line ending."""
        for chunk in self.chunks():
            yield from split_lines(chunk)


def _blocks(binary: BinaryIO, size: int = BLOCK_BYTES) -> Iterator[bytes]:
    """``binary`` in blocks of about ``size`` bytes that end at a line ending (the last one
    may not), without a leading byte order mark."""
    pending = binary.read(max(size, len(_BOM)))
    if pending.startswith(_BOM):
        pending = pending[len(_BOM) :]
    while True:
        data = binary.read(size)
        if not data:
            yield pending
            return
        pending += data
        cut = pending.rfind(b"\n") + 1
        if not cut:
            # A CR ends a line too, but not as the last byte read: an LF may follow it.
            cut = pending.rfind(b"\r", 0, len(pending) - 1) + 1
        if cut:
            yield pending[:cut]
            pending = pending[cut:]


def split_lines(chunk: Chunk) -> list[str]:
    """The lines of a chunk: a block decoded as UTF-8 (U+FFFD for bad bytes) and split at LF,
    CRLF and CR, as Python's universal newlines do, without the line endings."""
    if isinstance(chunk, list):
        return chunk
    text = chunk.decode("utf-8", "replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def chunks(lines: Iterator[str], size: int = CHUNK_LINES) -> Iterator[list[str]]:
    while chunk := list(islice(lines, size)):
        yield chunk


def open_output() -> TextIO:
    """Standard output as UTF-8 (JSON and hrefs are written as they are, not escaped)."""
    stream = sys.stdout
    if isinstance(stream, io.TextIOWrapper) and stream.encoding.lower().replace("-", "") != "utf8":
        stream.reconfigure(encoding="utf-8")
    return stream


def closed_pipe_exit() -> int:
    """After a BrokenPipeError: point stdout at /dev/null so that Python's final flush
    cannot raise again, and end quietly (status 0: the reader had what it wanted)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return 0
