"""``webapi.crawl.read_warc``: WARC files written here (plain and gzip, a member per record),
the HTML responses given with their documents, the other records passed over, the HTTP
codings undone, a record cut short, and hostile files (bounded work)."""

from __future__ import annotations

import gzip
import io
import zlib
from pathlib import Path

import pytest

from webapi.crawl import WARCFormatError, WARCResponse, read_warc


def record(kind: str, uri: str, block: bytes, *, version: str = "1.1", extra: str = "") -> bytes:
    """One WARC record."""
    head = (
        f"WARC/{version}\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\n"
        f"WARC-Date: 2026-01-02T03:04:05Z\r\nWARC-Record-ID: <urn:uuid:{abs(hash(uri)):x}>\r\n"
        f"{extra}Content-Type: application/http; msgtype={kind}\r\n"
        f"Content-Length: {len(block)}\r\n\r\n"
    )
    return head.encode() + block + b"\r\n\r\n"


def http(body: bytes, *fields: str, status: str = "200 OK") -> bytes:
    head = "".join(f"{field}\r\n" for field in fields)
    return f"HTTP/1.1 {status}\r\n{head}\r\n".encode("latin-1") + body


PAGE = "<title>Café</title><a href=x>l</a>".encode("cp1252")
RECORDS = [
    record("warcinfo", "", b"software: test\r\n"),
    record("request", "http://a.test/", b"GET / HTTP/1.1\r\nHost: a.test\r\n\r\n"),
    record("response", "http://a.test/", http(PAGE, "Content-Type: text/html; charset=cp1252")),
    record("response", "http://a.test/i.png", http(b"\x89PNG", "Content-Type: image/png")),
    record(
        "response",
        "<http://b.test/dir/>",
        http(
            gzip.compress(b"<meta charset=utf-8><p>b\xc3\xa9"),
            "Content-Type: text/html",
            "Content-Encoding: gzip",
        ),
        version="1.0",
    ),
    record(
        "response",
        "http://c.test/",
        http(
            b"5\r\n<p>ch\r\n6;x=y\r\nunked!\r\n0\r\n\r\n",
            "Content-Type: text/html",
            "Transfer-Encoding: chunked",
            status="404 Not Found",
        ),
    ),
    record("metadata", "http://a.test/", b"via: x\r\n"),
]


def check(found: list[WARCResponse]) -> None:
    assert [(r.url, r.status) for r in found] == [
        ("http://a.test/", 200),
        ("http://b.test/dir/", 200),
        ("http://c.test/", 404),
    ]
    first, second, third = found
    assert first.document.title == "Café" and first.document.characterSet == "windows-1252"
    assert first.document.querySelector("a").href == "http://a.test/x"
    assert first.date == "2026-01-02T03:04:05Z" and first.record_id.startswith("<urn:uuid:")
    assert ("Content-Type", "text/html; charset=cp1252") in first.headers
    assert second.document.body.textContent == "bé" and second.reason == "OK"
    assert third.body == b"<p>chunked!" and third.reason == "Not Found"
    assert repr(third) == "<WARCResponse 404 'http://c.test/'>"


def test_plain_file_by_path(tmp_path: Path) -> None:
    path = tmp_path / "a.warc"
    path.write_bytes(b"".join(RECORDS))
    check(list(read_warc(path)))
    check(list(read_warc(str(path))))


def test_gzip_member_per_record_from_a_file_object() -> None:
    data = b"".join(gzip.compress(r) for r in RECORDS)
    check(list(read_warc(io.BytesIO(data))))
    check(list(read_warc(io.BytesIO(gzip.compress(b"".join(RECORDS))))))  # (one member)


def test_lazy_and_streaming() -> None:
    """The records are read as the iteration asks for them: the first is given before the
    rest of the file is read."""
    stream = io.BytesIO(b"".join(RECORDS) * 100 + b"NOT A WARC RECORD\r\n")
    responses = read_warc(stream)
    assert next(responses).url == "http://a.test/"
    assert stream.tell() < len(stream.getvalue()) / 2
    for _ in range(299):
        next(responses)
    with pytest.raises(WARCFormatError, match="not a WARC record"):
        next(responses)


def test_a_record_cut_short_ends_the_file() -> None:
    whole = b"".join(RECORDS[:3])
    cut = RECORDS[5][:-30]
    assert len(list(read_warc(io.BytesIO(whole + cut)))) == 1
    zipped = b"".join(gzip.compress(r) for r in RECORDS[:3]) + gzip.compress(RECORDS[5])[:-12]
    assert len(list(read_warc(io.BytesIO(zipped)))) == 1
    assert list(read_warc(io.BytesIO(b""))) == []


def test_codings() -> None:
    page = b"<p>" + b"x" * 1000
    for coding, data in [
        ("deflate", zlib.compress(page)),
        ("deflate", zlib.compress(page)[2:-4]),  # (raw deflate, as Chromium takes it)
        ("x-gzip", gzip.compress(page)),
        ("gzip, identity", gzip.compress(page)),
        ("gzip", page),  # (stored decoded by the crawler, the header kept)
        ("zstd-unknown", page),
    ]:
        warc = record(
            "response",
            "http://d.test/",
            http(data, "Content-Type: text/html", f"Content-Encoding: {coding}"),
        )
        (found,) = read_warc(io.BytesIO(warc))
        assert found.body == page, coding
    brotli = pytest.importorskip("brotli")
    warc = record(
        "response",
        "http://d.test/",
        http(brotli.compress(page), "Content-Type: text/html", "Content-Encoding: br"),
    )
    assert next(read_warc(io.BytesIO(warc))).body == page


def test_limits() -> None:
    """A decompression bomb decodes to ``max_size`` bytes; a block over ``max_size`` is read
    through and passed over; the next record is read."""
    bomb = record(
        "response",
        "http://e.test/",
        http(gzip.compress(b"\0" * 1_000_000), "Content-Type: text/html", "Content-Encoding: gzip"),
    )
    (found,) = read_warc(io.BytesIO(bomb), max_size=5000)
    assert len(found.body) == 5000
    big = record("response", "http://f.test/", http(b"<p>" * 5000, "Content-Type: text/html"))
    found_all = list(read_warc(io.BytesIO(big + RECORDS[2]), max_size=5000))
    assert [r.url for r in found_all] == ["http://a.test/"]


def test_hostile_files_are_bounded_work() -> None:
    huge_claim = b"WARC/1.1\r\nWARC-Type: response\r\nContent-Length: 99999999999999\r\n\r\nHTTP"
    assert list(read_warc(io.BytesIO(RECORDS[2] + huge_claim))) != []
    long_line = b"WARC/1.1\r\nWARC-Type: response\r\nX: " + b"a" * 1_000_000 + b"\r\n\r\n"
    with pytest.raises(WARCFormatError, match="longer than"):
        list(read_warc(io.BytesIO(long_line)))
    with pytest.raises(WARCFormatError, match="longer than"):
        list(read_warc(io.BytesIO(gzip.compress(b"WARC/1.1\r\n" + b"b" * 1_000_000))))
    many = b"WARC/1.1\r\n" + b"X: y\r\n" * 2000 + b"Content-Length: 0\r\n\r\n"
    with pytest.raises(WARCFormatError, match="more than"):
        list(read_warc(io.BytesIO(many)))
    bad_length = b"WARC/1.1\r\nContent-Length: -1\r\n\r\n"
    with pytest.raises(WARCFormatError, match="Content-Length"):
        list(read_warc(io.BytesIO(bad_length)))
    with pytest.raises(TypeError, match="parameter 'source'"):
        list(read_warc(42))
    with pytest.raises(TypeError, match="parameter 'source'"):
        list(read_warc(io.StringIO("WARC/1.1")))


def test_same_records_as_warcio(tmp_path: Path) -> None:
    """Where warcio is installed (it is not an extra of webapi): the same responses, URLs,
    statuses, header fields and decoded bodies from the same files, gzip and plain."""
    warcio = pytest.importorskip("warcio.archiveiterator")
    zipped, plain = tmp_path / "a.warc.gz", tmp_path / "a.warc"
    zipped.write_bytes(b"".join(gzip.compress(r) for r in RECORDS))
    plain.write_bytes(b"".join(RECORDS))
    for path in (zipped, plain):
        theirs = []
        with path.open("rb") as file:
            for found in warcio.ArchiveIterator(file):
                if found.rec_type == "response" and "html" in (
                    found.http_headers.get_header("Content-Type") or ""
                ):
                    theirs.append(
                        (
                            found.rec_headers.get_header("WARC-Target-URI").strip("<>"),
                            int(found.http_headers.get_statuscode()),
                            found.http_headers.headers,
                            found.content_stream().read(),
                        )
                    )
        ours = [(r.url, r.status, r.headers, r.body) for r in read_warc(path)]
        assert ours == theirs and len(ours) == 3


def test_html_as_a_browser_computes_it() -> None:
    """The computed MIME type (MIME Sniffing): no Content-Type and HTML bytes is HTML, an
    ``application/octet-stream`` is not, ``nosniff`` keeps what the header says."""
    cases = [
        ((), b"<!DOCTYPE html><p>x", True),
        ((), b"\x89PNG\r\n\x1a\n", False),
        (("Content-Type: text/plain",), b"<html>", False),
        (("Content-Type: TEXT/HTML;charset=utf-8",), b"x", True),
        (("Content-Type: unknown/unknown",), b"<html><p>", True),
        (("Content-Type: unknown/unknown", "X-Content-Type-Options: nosniff"), b"<html>", False),
        (("Content-Type: text/html, text/plain",), b"<p>", False),
    ]
    for fields, body, html in cases:
        warc = record("response", "http://g.test/", http(body, *fields))
        assert len(list(read_warc(io.BytesIO(warc)))) == int(html), (fields, body)


def test_chunked_framing_stored_decoded_or_cut() -> None:
    """``Transfer-Encoding: chunked`` over a body stored without its framing gives the body
    as it is; a framing cut short gives the chunks it holds; a size that is not 1*HEXDIG
    (``0x5``, ``5_0``) is not a chunk size."""
    for stored, body in [
        (b"<p>plain", b"<p>plain"),
        (b"0x5\r\n<p>ab\r\n0\r\n\r\n", b"0x5\r\n<p>ab\r\n0\r\n\r\n"),
        (b"3\r\n<p>\r\n5_0\r\nab", b"<p>"),
        (b"3;ext=1\n<p>\n2\r\nab", b"<p>ab"),
    ]:
        fields = ("Content-Type: text/html", "Transfer-Encoding: chunked")
        warc = record("response", "http://h.test/", http(stored, *fields))
        assert next(read_warc(io.BytesIO(warc))).body == body, stored


class _Stream:
    """A file of ``head``, ``size`` zero bytes (made as they are read), then ``tail``."""

    def __init__(self, head: bytes, size: int, tail: bytes) -> None:
        self._parts = [head, size, tail]

    def read(self, size: int = -1) -> bytes:
        while self._parts:
            part = self._parts[0]
            if isinstance(part, int):
                count = part if size < 0 else min(size, part)
                self._parts[0] = part - count
                if not self._parts[0]:
                    self._parts.pop(0)
                if count:
                    return bytes(count)
                continue
            given, rest = (part, b"") if size < 0 else (part[:size], part[size:])
            if rest:
                self._parts[0] = rest
            else:
                self._parts.pop(0)
            if given:
                return given
        return b""


def test_a_long_block_is_read_through_in_bounded_memory() -> None:
    """A 32 MB block over ``max_size`` is read through, never held: the memory traced while
    reading it stays under 1 MB; the record after it is given."""
    import tracemalloc

    size = 32_000_000
    head = (
        b"WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: http://big.test/\r\n"
        b"Content-Length: %d\r\n\r\n" % size
    )
    stream = _Stream(head, size, b"\r\n\r\n" + RECORDS[2])
    tracemalloc.start()
    try:
        found = [response.url for response in read_warc(stream, max_size=100_000)]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert found == ["http://a.test/"]
    assert peak < 1_000_000, peak
