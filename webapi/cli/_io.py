"""Reading inputs and writing outputs the way the subcommands share.

Inputs are command-line arguments, ``-`` (standard input) or ``--file F``: one URL per line
(LF, CRLF or CR ends a line), read as UTF-8 (undecodable bytes become U+FFFD; a byte order mark
at the start of a stream is dropped, as the Encoding Standard's *UTF-8 decode* drops it) in
blocks of whole lines, so memory stays constant however long the input.  A block is decoded
and split in the process that works on it: ``--jobs`` workers on Linux read the streams
themselves, in turns (``SharedInput``); elsewhere blocks travel to them as bytes.  Output is
UTF-8 whatever the locale.  A closed pipe (``webapi ... | head``) ends the command quietly.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from itertools import islice
from stat import S_ISREG
from typing import BinaryIO, NamedTuple, TextIO, cast

__all__ = [
    "BLOCK_BYTES",
    "CHUNK_LINES",
    "Chunk",
    "InputSource",
    "JoinedOutput",
    "Position",
    "SharedInput",
    "cannot_read",
    "chunks",
    "closed_pipe_exit",
    "open_output",
    "output_on_the_terminal",
    "print_for_file_heads",
    "read_file",
    "shown_name",
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

    def shared(self) -> SharedInput | None:
        """The inputs for workers that read them in turns, the streams opened now (``None``
        when standard input is not a file descriptor, as under some test runners)."""
        fds: list[int] = []
        opened: list[int] = []
        for name in self.streams:
            if name == "-":
                try:
                    fds.append(sys.stdin.fileno())
                except (AttributeError, OSError, ValueError):
                    for fd in opened:
                        os.close(fd)
                    return None
            else:
                fds.append(os.open(name, os.O_RDONLY))
                opened.append(fds[-1])
        return SharedInput(self.arguments, fds, opened=opened)

    def lines(self) -> Iterator[str]:
        """Every input, without its line ending."""
        for chunk in self.chunks():
            yield from split_lines(chunk)


def _blocks(binary: BinaryIO, size: int = BLOCK_BYTES) -> Iterator[bytes]:
    """``binary`` in blocks of about ``size`` bytes that end at a line ending (the last one
    may not), without a leading byte order mark.

    From a terminal, each read takes what one read of the terminal gives (a typed line): a
    buffered ``read(size)`` waits for ``size`` bytes or an end of input, so the first Ctrl-D
    would only end that read, and a second one the input."""
    started = False
    pending: bytes | None = b""
    # (sys.stdin.buffer, a BufferedReader, has read1; BinaryIO does not declare it)
    read: Callable[[int], bytes] = (
        cast(io.BufferedReader, binary).read1 if _interactive(binary) else binary.read
    )
    while pending is not None:
        block, _, started, pending = _next_block(read, size, started, pending)
        if block:
            yield block


def _interactive(binary: BinaryIO) -> bool:
    try:
        return binary.isatty() and hasattr(binary, "read1")
    except (OSError, ValueError):
        return False


def _next_block(
    read: Callable[[int], bytes], size: int, started: bool, pending: bytes
) -> tuple[bytes, int, bool, bytes | None]:
    """``(block, bytes read, started, pending)``: the next block of whole lines that
    ``read(size)`` gives after ``pending`` (``started``: the stream's first bytes, where a byte
    order mark is dropped, were read); at the stream's end its last line (which may have no line
    ending), and ``pending`` ``None`` (no read after the end: a terminal would wait for another
    end).

    Linear in the block's length however long its lines: the bytes gather in one
    ``bytearray`` (appends, not a new ``bytes`` per read) and each read's bytes are searched
    for a line ending once (``_cut`` from where the previous search stopped)."""
    total = 0
    buffer = bytearray(pending)
    searched = 0  # buffer[:searched] holds no line ending that ends the block
    while True:
        data = read(size)
        total += len(data)
        if not data:
            return bytes(buffer), total, True, None
        buffer += data
        if not started:
            if len(buffer) < len(_BOM):
                continue
            if buffer.startswith(_BOM):
                del buffer[: len(_BOM)]
            started = True
        cut = _cut(buffer, searched)
        if cut:
            return bytes(buffer[:cut]), total, started, bytes(buffer[cut:])
        # The last byte again next time: a CR there ends a line once a byte follows it.
        searched = max(len(buffer) - 1, 0)


def _cut(pending: bytes | bytearray, start: int = 0) -> int:
    """Where the whole lines of ``pending`` end (0 when it holds no line ending yet),
    searching ``pending[start:]`` only: after its last LF or CR, whichever comes later (a CR
    after the last LF ends a line too; cut at the LF, the bytes after the CR would stay for
    the next read and the next turn), but not a CR as the last byte read: an LF may follow
    it."""
    return max(pending.rfind(b"\n", start), pending.rfind(b"\r", start, len(pending) - 1)) + 1


class Position(NamedTuple):
    """Where ``SharedInput`` stands: what one turn hands to the next."""

    argument: int = 0  #: the next argument
    stream: int = 0  #: the stream being read
    started: bool = False  #: whether its first bytes (a byte order mark) were read
    pending: bytes = b""  #: bytes read after its last whole line


class SharedInput:
    """The inputs as processes read them in turns: each ``take`` goes on from the ``Position``
    the previous turn (in this process or another) stopped at.

    The streams are file descriptors opened before the processes were forked, so they share
    one offset, and they are read with ``os.read``, unbuffered: a process holds nothing it read
    ahead that the next one would miss.  The arguments are in every process's memory.  The
    chunks are those of ``InputSource.chunks``: arguments in lists of ``size_lines``, streams
    in blocks of whole lines without a leading byte order mark.
    """

    def __init__(
        self,
        arguments: Sequence[str],
        fds: Sequence[int],
        size: int = BLOCK_BYTES,
        size_lines: int = CHUNK_LINES,
        opened: Sequence[int] = (),
    ) -> None:
        self.arguments = arguments
        self.fds = fds
        self.size = size
        self.size_lines = size_lines
        self.opened = opened  #: the descriptors ``close`` closes

    def close(self) -> None:
        for fd in self.opened:
            os.close(fd)

    def take(self, position: Position, count: int) -> tuple[list[Chunk], int, Position | None]:
        """Up to ``count`` chunks from ``position`` on, the bytes read, and where the next turn
        starts (``None``: the input is exhausted)."""
        chunks: list[Chunk] = []
        read = 0
        argument, stream, started, pending = position
        while len(chunks) < count:
            if argument < len(self.arguments):
                chunks.append(list(self.arguments[argument : argument + self.size_lines]))
                argument += self.size_lines
            elif stream < len(self.fds):
                block, size, started, rest = _next_block(
                    partial(os.read, self.fds[stream]), self.size, started, pending
                )
                read += size
                if block:
                    chunks.append(block)
                if rest is None:  # the stream ended
                    stream, started, pending = stream + 1, False, b""
                else:
                    pending = rest
            else:
                return chunks, read, None
        return chunks, read, Position(argument, stream, started, pending)


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


def output_on_the_terminal() -> bool:
    """Whether standard output is the terminal standard error is (where a progress bar on
    standard error would mix with the output)."""
    try:
        if not (sys.stdout.isatty() and sys.stderr.isatty()):
            return False
        return os.path.samestat(os.fstat(sys.stdout.fileno()), os.fstat(sys.stderr.fileno()))
    except (AttributeError, OSError, ValueError):
        return False


class JoinedOutput(io.TextIOBase):
    """Standard output for records that chunk functions write each behind a separator
    (``",\n  {...}"`` for a JSON array, ``"\n..."`` between text records): the first
    record's separator becomes ``opening``, and ``end`` writes ``closing`` (``empty`` when
    there was no record).  The output streams record by record, whatever the input's length;
    it has no file descriptor, so ``--jobs`` workers hand their output to this process."""

    def __init__(self, out: TextIO, separator: str, opening: str, closing: str, empty: str) -> None:
        super().__init__()
        self.out = out
        self.separator = separator
        self.opening = opening
        self.closing = closing
        self.empty = empty
        self.started = False

    def write(self, text: str) -> int:
        if not text:
            return 0
        if not self.started:
            assert text.startswith(self.separator)
            text = self.opening + text[len(self.separator) :]
            self.started = True
        return self.out.write(text)

    def flush(self) -> None:
        self.out.flush()

    def end(self) -> None:
        self.out.write(self.closing if self.started else self.empty)
        self.out.flush()


def cannot_read(command: str, name: str, error: OSError) -> int:
    """Say on standard error that ``webapi COMMAND`` cannot read the file ``name``; the exit
    status for it (2)."""
    print(f"webapi {command}: {name}: {error.strerror or error}", file=sys.stderr)
    return 2


def read_file(command: str, name: str, size: int = -1) -> bytes | None:
    """The bytes of the file ``name`` (``-``: standard input), the first ``size`` of them
    (-1: all); None when it cannot be read, which :func:`cannot_read` says on standard error
    for ``webapi COMMAND`` (whose exit status is then 2)."""
    try:
        if name == "-":
            return sys.stdin.buffer.read(size)
        with open(name, "rb") as file:
            return file.read(size)
    except OSError as error:
        cannot_read(command, name, error)
        return None


def print_for_file_heads(
    command: str, names: Sequence[str], size: int, describe: Callable[[bytes], str]
) -> int:
    """For each file of ``names`` (``-``: standard input) print ``describe(its first size
    bytes)``, a tab and the name (``shown_name``); the exit status: 2 when a file could not be
    read (said on standard error, and the others are still printed), else 0."""
    status = 0
    for name in names:
        head = read_file(command, name, size)
        if head is None:
            status = 2
            continue
        print(f"{describe(head)}\t{shown_name(name)}")
    return status


def shown_name(name: str) -> str:
    """A file name as output shows it: UTF-8 (bytes that are not become U+FFFD; the name is
    opened as it is) and one line (controls as Control Pictures)."""
    from ._text import visible

    if not name.isascii():
        name = os.fsencode(name).decode("utf-8", "replace")
    return visible(name)


def closed_pipe_exit() -> int:
    """After a BrokenPipeError: point stdout at /dev/null so that Python's final flush
    cannot raise again, and end quietly (status 0: the reader had what it wanted)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return 0
