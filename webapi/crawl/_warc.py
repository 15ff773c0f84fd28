"""``read_warc``: the HTML responses of a WARC file (Common Crawl's, a crawler's own), each
with its target URI, status, headers and the ``Document`` a browser builds from its bytes,
read one record at a time (https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/)."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from webapi._webidl import argument_error

from ._http_response import parse_http_response
from ._warc_records import WARCFormatError, raw_records

if TYPE_CHECKING:
    from webapi.dom import Document

__all__ = ["MAX_SIZE", "WARCFormatError", "WARCResponse", "read_warc"]

#: The largest block kept, and the largest body decoded (64 MiB).
MAX_SIZE = 64 * 1024 * 1024


class WARCResponse:
    """An HTML response of a WARC file: ``url`` (the record's ``WARC-Target-URI``),
    ``status``, ``reason``, ``headers`` (the HTTP header fields as ``(name, value)`` pairs,
    ISO-8859-1 decoded), ``body`` (the bytes with their transfer and content codings undone),
    ``record_id``, ``date`` (the ``WARC-Record-ID`` and ``WARC-Date`` fields) and
    ``warc_headers`` (the record's named fields). ``document`` is parsed on first use."""

    __slots__ = (
        "_document",
        "body",
        "date",
        "headers",
        "reason",
        "record_id",
        "status",
        "url",
        "warc_headers",
    )

    def __init__(
        self,
        url: str,
        status: int,
        reason: str,
        headers: list[tuple[str, str]],
        body: bytes,
        warc_headers: list[tuple[str, str]],
    ) -> None:
        self.url = url
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
        self.warc_headers = warc_headers
        fields = {name.lower(): value for name, value in reversed(warc_headers)}
        self.record_id = fields.get("warc-record-id")
        self.date = fields.get("warc-date")
        self._document: Document | None = None

    @property
    def document(self) -> Document:
        """The ``Document`` a browser builds for this response (``document_from_response``:
        the encoding sniffed from the bytes and the ``Content-Type`` header), made once."""
        if self._document is None:
            from webapi.html import document_from_response

            self._document = document_from_response(self.body, self.url, self.headers)
        return self._document

    def __repr__(self) -> str:
        return f"<WARCResponse {self.status} {self.url!r}>"


def _is_html(headers: list[tuple[str, str]], body: bytes) -> bool:
    """Whether a browser renders the response as HTML: its computed MIME type
    (https://mimesniff.spec.whatwg.org/#mime-type-sniffing-algorithm, from the last
    ``Content-Type`` value and the body's first bytes, ``X-Content-Type-Options: nosniff``
    honoured) is ``text/html``. A response with no ``Content-Type`` is sniffed."""
    from webapi.mimesniff import sniff

    values = [value for name, value in headers if name.lower() == "content-type"]
    options = [value for name, value in headers if name.lower() == "x-content-type-options"]
    no_sniff = bool(options) and options[0].split(",")[0].strip().lower() == "nosniff"
    supplied = values[-1].split(",")[-1].strip() if values else None
    computed = sniff(body[:1445], supplied or None, no_sniff=no_sniff)
    return computed is not None and computed.essence == "text/html"


def _responses(file: Any, max_size: int) -> Iterator[WARCResponse]:
    for record in raw_records(file, max_size):
        if (record.field("WARC-Type") or "").lower() != "response" or record.block is None:
            continue
        message = parse_http_response(record.block, max_size)
        if message is None or not _is_html(message.headers, message.body):
            continue
        url = (record.field("WARC-Target-URI") or "").strip()
        if url.startswith("<") and url.endswith(">"):  # (WARC/1.0's examples wrote <uri>)
            url = url[1:-1]
        yield WARCResponse(
            url, message.status, message.reason, message.headers, message.body, record.fields
        )


def read_warc(
    source: Any, *, max_size: int = MAX_SIZE, start: int = 0, end: int | None = None
) -> Iterator[WARCResponse]:
    """Each HTML response of the WARC file ``source`` (a path, or a binary file open for
    reading), plain or gzip (``.warc.gz``: a gzip member per record or one for all), as a
    :class:`WARCResponse`, in the file's order: a ``response`` record that a browser
    renders as HTML (its computed MIME type, from the HTTP ``Content-Type`` and the body's
    first bytes as MIME Sniffing computes it, is ``text/html``); other records (requests,
    metadata, images, revisits) are passed over. The file is read one record at a time: a
    record whose block is longer than ``max_size`` bytes is read through and passed over, a
    body decodes to at most ``max_size`` bytes, a record cut short by the end of the file
    ends the iteration, and a header line over 64 KiB or a record that does not start with
    ``WARC/`` is a :class:`WARCFormatError` (a ``ValueError``).

    ``start`` and ``end`` read the bytes from offset ``start`` up to ``end`` alone (a seekable
    file; the end of the file where ``end`` is None): a range of ``webapi.crawl.warc_ranges``,
    starting where a record (of a ``.warc.gz``, a gzip member) starts, so that several
    processes read one large file's ranges apart; nothing before ``start`` or from ``end`` on
    is read."""
    _check_offset("start", start)
    if end is not None:
        _check_offset("end", end)
    if isinstance(source, (str, os.PathLike)):
        return _from_path(source, max_size, start, end)
    if isinstance(source, (bytes, bytearray, memoryview)) or not callable(
        getattr(source, "read", None)
    ):
        raise argument_error("read_warc", "source", source, "a path or a binary file")
    if isinstance(source, io.TextIOBase):
        raise argument_error("read_warc", "source", source, "a path or a binary file")
    return _range(source, max_size, start, end)


def _check_offset(name: str, value: Any) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise argument_error("read_warc", name, value, "an offset (a whole number from 0)")


class _Bounded:
    """A binary file read up to ``left`` bytes from where it is."""

    __slots__ = ("_file", "_left")

    def __init__(self, file: Any, left: int) -> None:
        self._file = file
        self._left = left

    def read(self, size: int = -1) -> bytes:
        if size < 0 or size > self._left:
            size = self._left
        data = bytes(self._file.read(size)) if size else b""
        self._left -= len(data)
        return data


def _range(file: Any, max_size: int, start: int, end: int | None) -> Iterator[WARCResponse]:
    """The responses of ``file`` from ``start`` up to ``end`` (the whole file from where it
    is when no range is asked: a file that cannot seek is read as it comes)."""
    if start or end is not None:
        file.seek(start)
    yield from _responses(file if end is None else _Bounded(file, max(end - start, 0)), max_size)


def _from_path(
    path: str | os.PathLike[str], max_size: int, start: int, end: int | None
) -> Iterator[WARCResponse]:
    with open(path, "rb") as file:
        yield from _range(file, max_size, start, end)
