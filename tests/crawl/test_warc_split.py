"""``webapi.crawl.warc_offsets`` and ``warc_ranges``: where a WARC file's records start (a
plain file's every record, a ``.warc.gz``'s records that start a gzip member), its byte ranges,
and ``read_warc(..., start=, end=)`` reading one range alone: the ranges read apart give the
file's responses, and no byte outside a range is read."""

from __future__ import annotations

import gzip
import io
import itertools
from pathlib import Path
from typing import Any

import pytest

from tests.crawl.test_warc import RECORDS, http, record
from webapi.crawl import WARCFormatError, read_warc, warc_offsets, warc_ranges


def _starts(parts: list[bytes]) -> list[int]:
    """The offset of each part of their concatenation."""
    found, at = [], 0
    for part in parts:
        found.append(at)
        at += len(part)
    return found


def _pages(count: int) -> list[bytes]:
    return [
        record("response", f"http://p.test/{n}", http(b"<p>%d" % n, "Content-Type: text/html"))
        for n in range(count)
    ]


def test_the_offsets_of_plain_and_gzip_files() -> None:
    assert list(warc_offsets(io.BytesIO(b"".join(RECORDS)))) == _starts(RECORDS)
    members = [gzip.compress(r) for r in RECORDS]
    assert list(warc_offsets(io.BytesIO(b"".join(members)))) == _starts(members)
    # one member for the whole file: it can be read from its start alone
    assert list(warc_offsets(io.BytesIO(gzip.compress(b"".join(RECORDS))))) == [0]
    # a record in two members, and two records in one: only members that start a record
    first, second, third = RECORDS[2], RECORDS[4], RECORDS[5]
    parts = [gzip.compress(first[:40]), gzip.compress(first[40:]), gzip.compress(second + third)]
    assert list(warc_offsets(io.BytesIO(b"".join(parts)))) == [0, _starts(parts)[2]]
    # blank lines between records, a record cut short (no start), an empty file
    spaced = [RECORDS[0] + b"\r\n\r\n", RECORDS[1]]
    assert list(warc_offsets(io.BytesIO(b"".join(spaced)))) == _starts(spaced)
    assert list(warc_offsets(io.BytesIO(RECORDS[0] + RECORDS[1][:-9]))) == [0]
    cut = members[0] + members[1][:-30]
    assert list(warc_offsets(io.BytesIO(cut))) == [0]
    assert list(warc_offsets(io.BytesIO(b""))) == []


def test_errors() -> None:
    with pytest.raises(WARCFormatError, match="not a WARC record"):
        list(warc_offsets(io.BytesIO(RECORDS[0] + b"HTTP/1.1 200 OK\r\n\r\n")))
    with pytest.raises(TypeError, match="parameter 'source'"):
        warc_offsets(b"WARC/1.1")
    with pytest.raises(TypeError, match="parameter 'size'"):
        warc_ranges("x.warc", 0)
    for name in ("start", "end"):
        with pytest.raises(TypeError, match=f"parameter '{name}'"):
            read_warc(io.BytesIO(), **{name: -1})


class _Watched(io.BytesIO):
    """A file that remembers the lowest and highest offsets read."""

    def __init__(self, data: bytes) -> None:
        super().__init__(data)
        self.lowest, self.highest = len(data), 0

    def read(self, size: Any = -1) -> bytes:
        at = self.tell()
        data = super().read(size)
        if data:
            self.lowest = min(self.lowest, at)
            self.highest = max(self.highest, at + len(data))
        return data


@pytest.mark.parametrize("zipped", [False, True])
def test_ranges_read_apart_give_the_file(tmp_path: Path, zipped: bool) -> None:
    parts = _pages(40)
    if zipped:
        parts = [gzip.compress(part) for part in parts]
    data = b"".join(parts)
    path = tmp_path / ("a.warc.gz" if zipped else "a.warc")
    path.write_bytes(data)
    whole = [(r.url, r.body) for r in read_warc(path)]
    assert len(whole) == 40
    size = len(data) // 5
    ranges = warc_ranges(path, size)
    assert len(ranges) == 5
    assert ranges[0][0] == 0 and ranges[-1][1] == len(data)
    offsets = set(_starts(parts))
    for (start, end), (after, _) in itertools.pairwise(ranges):
        assert end == after and start in offsets and end - start >= size
    apart = []
    for start, end in ranges:
        watched = _Watched(data)
        found = [(r.url, r.body) for r in read_warc(watched, start=start, end=end)]
        assert start <= watched.lowest and watched.highest <= end
        assert [(r.url, r.body) for r in read_warc(path, start=start, end=end)] == found
        apart.extend(found)
    assert apart == whole
    # a file of ``size`` bytes or fewer is one range (and is not read)
    assert warc_ranges(path, len(data)) == [(0, len(data))]
    # to the end of the file when there is no end
    last = [(r.url, r.body) for r in read_warc(path, start=ranges[-1][0], end=ranges[-1][1])]
    assert [(r.url, r.body) for r in read_warc(path, start=ranges[-1][0])] == last
