"""Reading inputs and writing outputs the way the subcommands share.

Inputs are command-line arguments, ``-`` (standard input) or ``--file F``: one URL per line,
read as UTF-8 (undecodable bytes become U+FFFD) in chunks, so memory stays constant however
long the input.  Output is UTF-8 whatever the locale.  A closed pipe (``webapi ... | head``)
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
    "CHUNK_LINES",
    "InputSource",
    "chunks",
    "closed_pipe_exit",
    "open_output",
]

#: Lines handed to a worker at a time (and written at a time).
CHUNK_LINES = 2000


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

    def lines(self) -> Iterator[str]:
        """Every input, without its line ending (LF or CRLF)."""
        yield from self.arguments
        for name in self.streams:
            binary = self._open(name)
            try:
                text = io.TextIOWrapper(binary, encoding="utf-8", errors="replace", newline=None)
                for line in text:
                    yield line[:-1] if line.endswith("\n") else line
                text.detach()
            finally:
                if binary is not sys.stdin.buffer:
                    binary.close()


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
