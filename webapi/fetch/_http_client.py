"""``http.client``'s connections and responses as :class:`~._transport.HTTPClientTransport`
uses them (imported with its first request: ``import webapi.fetch`` loads no ``http.client``):

* the header block read as Chromium reads it: up to :data:`HEADER_BLOCK_LIMIT` bytes, the
  status line, the field lines and the empty line that ends them counted together, any number
  of fields and any length of line within it (``http.client`` stops at 100 fields and at 64 KiB
  a line, for every program of the process: its module's limits are left alone), and
  interim responses (1xx but 101) passed over as Fetch's HTTP-network fetch passes them;
* a body read as it arrives (:class:`ArrivingBody`: what the connection holds, at least a
  byte, waiting only while it holds none; a chunked body's framing undone here), for this
  module's responses and urllib3's;
* connections whose connect (the TCP connection, a proxy's tunnel, the TLS handshake) has its
  own timeout, the rest of their life another, and that a request in progress can be
  interrupted on from another thread (its socket shut down: the thread that waits on it
  wakes with an error).
"""

from __future__ import annotations

import contextlib
import http.client
import socket

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "HEADER_BLOCK_LIMIT",
    "ArrivingBody",
    "HTTPConnection",
    "HTTPResponse",
    "HTTPSConnection",
    "shut_down",
]

#: The most bytes a response's header block takes, its status line and the empty line that ends
#: it included: Chromium's (net's HttpStreamParser, 256 KiB; Chromium 156 takes a block of
#: 262,144 bytes and fails one of 262,145 with "Failed to fetch", benchmarks/fetch_abort.py).
HEADER_BLOCK_LIMIT = 256 * 1024
#: The longest line of a chunked body's framing (a chunk-size line with its extensions, a
#: trailer field), its CRLF aside: Chromium 156's (16,384 bytes taken, 16,385 "Failed to
#: fetch"); the trailer fields are not kept, so their number is not bounded.
_CHUNK_LINE_LIMIT = 16 * 1024
#: How many bytes one read of the connection asks for.
_RECEIVE = 64 * 1024
#: The states of a chunked body between chunks (else the bytes left of the current chunk).
_SIZE_LINE, _DATA_END, _TRAILERS = -1, -2, -3


class HTTPResponse(http.client.HTTPResponse):
    """``http.client``'s response with Chromium's header block and reads of what has arrived
    (this module's docstring)."""

    #: The bytes of the header block read so far.
    _block_bytes = 0
    #: The body read as it arrives (:meth:`read_arrived`), once it is.
    _arriving: ArrivingBody | None = None

    def _read_status(self) -> tuple[str, int, str]:
        """The status line (its version, its status, its reason): read within the header
        block's limit, checked as ``http.client`` checks it."""
        line = self.fp.readline(HEADER_BLOCK_LIMIT + 1)
        self._block_bytes = len(line)
        if len(line) > HEADER_BLOCK_LIMIT:
            raise http.client.LineTooLong("status line")
        if not line:  # (the server closed the connection without a word)
            raise http.client.RemoteDisconnected("Remote end closed connection without response")
        text = line.decode("latin-1")
        version, status, reason = [*text.split(None, 2), "", "", ""][:3]
        if not version.startswith("HTTP/"):
            self._close_conn()  # type: ignore[attr-defined]
            raise http.client.BadStatusLine(text)
        if not (len(status) == 3 and status.isascii() and status.isdigit() and status[0] != "0"):
            raise http.client.BadStatusLine(text)
        return version, int(status), reason

    def _read_field_lines(self) -> list[bytes]:
        """The field lines up to and with the empty line (or the end of the connection), the
        header block's bytes at most :data:`HEADER_BLOCK_LIMIT` (an ``HTTPException`` past
        it: a network error)."""
        readline = self.fp.readline
        lines = []
        left = HEADER_BLOCK_LIMIT - self._block_bytes
        while True:
            line = readline(left + 1)
            left -= len(line)
            if left < 0:
                raise http.client.HTTPException(
                    f"the response's header block is over {HEADER_BLOCK_LIMIT} bytes"
                )
            lines.append(line)
            if line in (b"\r\n", b"\n", b""):
                return lines

    def begin(self) -> None:
        """Read the status line and the header block of the response, interim responses
        (1xx but 101) passed over (https://fetch.spec.whatwg.org/#concept-http-network-fetch:
        a 1xx response other than 101 is not the response), and what the body's framing
        is (as ``http.client`` reads it: chunked, a ``Content-Length``, or to the end)."""
        if self.headers is not None:
            return
        while True:
            version, status, reason = self._read_status()
            if status == 101 or not 100 <= status <= 199:
                break
            self._read_field_lines()  # (an interim response's fields: not kept)
        self.code = self.status = status
        self.reason = reason.strip()
        if version in ("HTTP/1.0", "HTTP/0.9"):
            self.version = 10
        elif version.startswith("HTTP/1."):
            self.version = 11
        else:
            raise http.client.UnknownProtocol(version)
        import email.parser

        text = b"".join(self._read_field_lines()).decode("iso-8859-1")
        message = email.parser.Parser(_class=http.client.HTTPMessage).parsestr(text)
        self.headers = self.msg = message
        coding = message.get("transfer-encoding")
        self.chunked = bool(coding) and coding.lower() == "chunked"
        self.chunk_left = None
        self.will_close = self._check_close()
        self.length = None
        length = message.get("content-length")
        if length and not self.chunked:
            try:
                self.length = int(length)
            except ValueError:
                self.length = None
            else:
                if self.length < 0:
                    self.length = None
        if status in (204, 304) or 100 <= status <= 199 or self._method == "HEAD":
            self.length = 0
        if not self.will_close and not self.chunked and self.length is None:
            self.will_close = True  # (a body read to the end of the connection)

    def read_arrived(self, size: int) -> bytes:
        """Up to ``size`` bytes of the body as they arrive (``-1``: the rest), by
        :class:`ArrivingBody` (for a response read by this method alone)."""
        arriving = self._arriving
        if arriving is None:
            arriving = self._arriving = ArrivingBody(self)
        return arriving.read(size)


class ArrivingBody:
    """The body of an ``http.client`` response (this module's, or urllib3's underlying one)
    read as it arrives: each :meth:`read` gives the bytes the connection holds already, else
    those of its next receipt (a wait only while it holds none). A chunked body's framing
    (https://httpwg.org/specs/rfc9112.html#chunked.encoding) is undone here, every chunk at
    hand given by one read (a body of one-byte chunks is not read a byte at a time, as
    ``http.client``'s ``read1`` would give it), as Chromium 156 reads it: lines of
    :data:`_CHUNK_LINE_LIMIT` bytes at most, sizes in hexadecimal digits only. The response
    is closed at the end (its connection free for the next request)."""

    __slots__ = ("_raw", "_state", "response")

    def __init__(self, response: Any) -> None:
        self.response = response
        #: A chunked body's received bytes not yet undone, and the state: the bytes left of
        #: the current chunk's data, or one of the states between chunks.
        self._raw = bytearray()
        self._state = _SIZE_LINE

    def read(self, size: int) -> bytes:
        """Up to ``size`` bytes, at least one unless the body ended (``b""``); ``-1``: all
        that is left (a body that is not chunked read into one buffer, by ``http.client``).
        A body cut short of its length or of its chunked framing, or a framing that is
        wrong, raises an ``HTTPException``."""
        response = self.response
        fp = response.fp
        if fp is None:
            return b""
        if size < 0:
            if not response.chunked:
                data: bytes = response.read()
                return data
            parts = []
            while part := self.read(_RECEIVE):
                parts.append(part)
            return b"".join(parts)
        if response.chunked:
            return self._chunks(fp, size)
        length = response.length
        if length is not None:
            size = min(size, length)
            if size == 0:
                response._close_conn()
                return b""
        data = fp.read1(size)
        if not data:
            response._close_conn()
            if length:
                raise http.client.IncompleteRead(b"", length)
            return b""
        if length is not None:
            response.length = length - len(data)
        return data

    def _chunks(self, fp: Any, size: int) -> bytes:
        """:meth:`read` of a chunked body: the bytes received undone, all those at hand (up
        to ``size``) given at once."""
        raw = self._raw
        state = self._state
        if state > 0 and not raw:  # (within a chunk's data: read as it is, not copied)
            data: bytes = fp.read1(min(state, size))
            if not data:
                self.response._close_conn()
                raise http.client.IncompleteRead(b"")
            self._state = state - len(data) or _DATA_END
            return data
        while True:
            data, ended = self._undo_framing(raw, size)
            if data or ended:
                if ended:
                    self.response._close_conn()
                return data
            more = fp.read1(_RECEIVE)
            if not more:
                self.response._close_conn()
                raise http.client.IncompleteRead(b"")
            raw += more

    def _undo_framing(self, raw: bytearray, size: int) -> tuple[bytes, bool]:
        """The chunks' data in ``raw`` (up to ``size`` bytes), the bytes taken removed from
        it; whether the body ended (its last chunk and trailer section read)."""
        out: list[bytes] = []
        position = 0
        state = self._state
        ended = False
        while size > 0:
            if state > 0:  # (the rest of a chunk's data)
                take = min(state, size, len(raw) - position)
                if take == 0:
                    break
                out.append(bytes(raw[position : position + take]))
                position += take
                size -= take
                state -= take
                if state == 0:
                    state = _DATA_END
                continue
            end = raw.find(b"\n", position)
            if end < 0:
                if len(raw) - position > _CHUNK_LINE_LIMIT + 1:  # (and a CR)
                    raise http.client.HTTPException("a chunked body's line is too long")
                break
            line = bytes(raw[position:end]).rstrip(b"\r")
            if len(line) > _CHUNK_LINE_LIMIT:
                raise http.client.HTTPException("a chunked body's line is too long")
            position = end + 1
            if state == _SIZE_LINE:
                state = _chunk_size(line) or _TRAILERS
            elif state == _DATA_END:
                if line:
                    raise http.client.HTTPException("a chunk's data is not followed by CRLF")
                state = _SIZE_LINE
            elif not line:  # (_TRAILERS: the empty line that ends the trailer section; the
                # trailer fields before it are not kept)
                ended = True
                break
        self._state = state
        del raw[:position]
        return b"".join(out), ended


def _chunk_size(line: bytes) -> int:
    """The size of a chunk-size line (hexadecimal digits, then optional extensions after
    ``;``, spaces or tabs before it); an ``HTTPException`` for any other line (as Chromium
    156 fails ``0x1``, which ``http.client`` reads as 1)."""
    digits = line.partition(b";")[0].rstrip(b" \t")
    if not digits or digits.strip(b"0123456789abcdefABCDEF"):
        raise http.client.HTTPException(f"not a chunk-size line: {line[:40]!r}")
    return int(digits, 16)


class _Timeouts:
    """A connection's two timeouts (``connect_timeout`` for the connect: the TCP connection,
    a proxy's tunnel, the TLS handshake; ``read_timeout`` for each operation after it) and
    its interrupt (:meth:`interrupt`)."""

    timeout: float | None
    sock: Any
    read_timeout: float | None = None
    #: The request in progress (its interrupt), or None.
    owner: object = None

    def connect(self) -> None:
        """Connect under the connect timeout, then set the read timeout."""
        super().connect()  # type: ignore[misc]
        self.sock.settimeout(self.read_timeout)

    def interrupt(self, owner: object) -> None:
        """Cut the request of ``owner`` short, where it is still the connection's: its socket
        shut down (from any thread: a thread waiting on it wakes with an error; the
        connection is then closed where it fails)."""
        if owner is not None and self.owner is owner:
            shut_down(self.sock)


def shut_down(sock: socket.socket | None) -> None:
    """Shut a connection's socket down for reading and writing, from any thread (a thread
    waiting on it wakes with an error); nothing if it is gone, closed meanwhile, or not
    connected."""
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


class HTTPConnection(_Timeouts, http.client.HTTPConnection):
    """An ``http:`` connection of :class:`HTTPResponse` responses, its two timeouts and its
    interrupt (:class:`_Timeouts`)."""

    response_class = HTTPResponse

    def __init__(
        self, host: str, port: int, connect_timeout: float | None, read_timeout: float | None
    ) -> None:
        super().__init__(host, port, timeout=connect_timeout)
        self.read_timeout = read_timeout


class HTTPSConnection(_Timeouts, http.client.HTTPSConnection):
    """An ``https:`` connection (TLS by ``context``), as :class:`HTTPConnection`."""

    response_class = HTTPResponse

    def __init__(
        self,
        host: str,
        port: int,
        connect_timeout: float | None,
        read_timeout: float | None,
        context: Any,
    ) -> None:
        super().__init__(host, port, timeout=connect_timeout, context=context)
        self.read_timeout = read_timeout
