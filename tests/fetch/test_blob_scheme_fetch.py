"""Fetch's scheme fetch of ``blob:`` URLs (``webapi.fetch.blob_scheme_fetch``) with its single
``Range`` requests: the cases of WPT's xhr/blob-range.any.js (and fetch/range/blob.any.js),
in our own words, and Chromium's answers where it departs from the Standard's steps
(:data:`CHROMIUM_RANGES`, asked again by tests/e2e/test_blob_url_chromium.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from webapi import URL
from webapi.fetch import (
    Request,
    blob_scheme_fetch,
    build_a_content_range,
    parse_a_single_range_header_value,
)
from webapi.fileapi import Blob
from webapi.js import await_sync

#: (range, content, Content-Length, Content-Range, body): WPT's answered ranges.
ANSWERED = [
    ("bytes=9-21", "A simple Hello, World! example", 13, "bytes 9-21/30", "Hello, World!"),
    ("bytes=11-", "Range with no end", 6, "bytes 11-16/17", "no end"),
    ("bytes=-8", "Range with no start", 8, "bytes 11-18/19", "no start"),
    ("bytes= \t9-21", "A simple Hello, World! example", 13, "bytes 9-21/30", "Hello, World!"),
    ("bytes=4-100000000000", "Not much here", 9, "bytes 4-12/13", "much here"),
    ("bytes=4-13", "Not much here", 9, "bytes 4-12/13", "much here"),
    ("bytes=5 - 10", "Valid whitespace #1", 6, "bytes 5-10/19", " white"),
    ("bytes=-\t 5", "Valid whitespace #2", 5, "bytes 14-18/19", "ce #2"),
    ("bytes \t =\t 6-", "Valid whitespace #3", 13, "bytes 6-18/19", "whitespace #3"),
]

#: WPT's refused ranges (a network error), with the content they ask of.
REFUSED = [
    ("", "Blob range should have a value"),
    ("byte=0-", "A"),
    ("bytes", "A"),
    ("bytes\t \t", "A"),
    ("bytes=0-5,15-", "Multiple ranges are not currently supported"),
    ("bytes=0-5, 15-", "Multiple ranges are not currently supported"),
    ("bytes=0-5,", "Range with invalid trailing comma"),
    ("bytes=-", "Range with no start or end"),
    ("bytes=10-5", "Range end should be greater than range start"),
    ("bytes=x-5", "Range start must be an ASCII digit"),
    ("bytes=5", "Blob range should have a dash"),
    ("bytes=5-x", "Range end must be an ASCII digit"),
    ("bytes=x", "Range end must include '-'"),
    ("bytes 5-", "Range end must include '='"),
    ("5-", "Range end must include 'bytes='"),
    ("bytes=100000-", "Not much here"),
    ("bytes=13-", "Not much here"),
]

#: Chromium's answers for "Not much here" (13 bytes) where its ranges depart from the
#: Standard's arithmetic (a suffix longer than the Blob; a suffix of no bytes), and two more:
#: (status, Content-Range, Content-Length, body), or "TypeError" for a network error.
#: Chromium's 206 statusText is "OK"; webapi's the Standard's "Partial Content".
CHROMIUM_RANGES: dict[str, Any] = {
    "bytes=-100": [206, "bytes 0-12/13", "13", "Not much here"],
    "bytes=-13": [206, "bytes 0-12/13", "13", "Not much here"],
    "bytes=0-": [206, "bytes 0-12/13", "13", "Not much here"],
    "bytes=-0": "TypeError",
    "bytes=0-0": [206, "bytes 0-0/13", "1", "N"],
}


@pytest.fixture
def blob_url() -> Iterator[Any]:
    made: list[str] = []

    def make(content: str, blob_type: str = "text/plain") -> str:
        made.append(URL.createObjectURL(Blob([content], type=blob_type)))
        return made[-1]

    yield make
    for url in made:
        URL.revokeObjectURL(url)


def fetch(url: str, range_header: str | None = None, method: str = "GET") -> Any:
    headers = {} if range_header is None else {"Range": range_header}
    return blob_scheme_fetch(Request(url, {"method": method, "headers": headers}))


def test_the_whole_blob(blob_url: Any) -> None:
    url = blob_url("<p>hi</p>", "text/html")
    response = fetch(url + "#fragment")
    assert (response.status, response.statusText, response.type) == (200, "OK", "default")
    assert list(response.headers) == [("content-length", "9"), ("content-type", "text/html")]
    assert await_sync(response.text()) == "<p>hi</p>"
    assert response.url == url  # (the fragment excluded, as Response's url getter does)
    # no type: the Content-Type header is there, empty (WPT's `type || ""`)
    untyped = fetch(blob_url("x", ""))
    assert (
        untyped.headers.get("Content-Type") == "" and untyped.headers.get("Content-Length") == "1"
    )


@pytest.mark.parametrize(("range_header", "content", "length", "content_range", "body"), ANSWERED)
def test_answered_ranges(
    blob_url: Any, range_header: str, content: str, length: int, content_range: str, body: str
) -> None:
    response = fetch(blob_url(content), range_header)
    assert (response.status, response.statusText) == (206, "Partial Content")
    assert response.headers.get("Content-Length") == str(length)
    assert response.headers.get("Content-Range") == content_range
    assert response.headers.get("Content-Type") == "text/plain"
    assert await_sync(response.text()) == body
    untyped = fetch(blob_url(content, ""), range_header)
    assert untyped.status == 206 and untyped.headers.get("Content-Type") == ""


@pytest.mark.parametrize(("range_header", "content"), REFUSED)
def test_refused_ranges_are_network_errors(blob_url: Any, range_header: str, content: str) -> None:
    response = fetch(blob_url(content), range_header)
    assert (response.type, response.status) == ("error", 0)


@pytest.mark.parametrize("range_header", sorted(CHROMIUM_RANGES))
def test_ranges_as_chromium_answers(blob_url: Any, range_header: str) -> None:
    response = fetch(blob_url("Not much here"), range_header)
    expected = CHROMIUM_RANGES[range_header]
    if expected == "TypeError":
        assert response.type == "error"
        return
    status, content_range, length, body = expected
    assert response.status == status
    assert response.headers.get("Content-Range") == content_range
    assert response.headers.get("Content-Length") == length
    assert await_sync(response.text()) == body


def test_network_errors(blob_url: Any) -> None:
    url = blob_url("x")
    # "If request's method is not `GET` ..." (Chromium: POST and HEAD both fail)
    for method in ("POST", "HEAD", "PUT"):
        assert fetch(url, method=method).type == "error"
    # "... or blobURLEntry is null": revoked, never made, not a blob: URL
    URL.revokeObjectURL(url)
    assert fetch(url).type == "error"
    assert fetch("blob:null/0b8d9d26-5dd0-4c6f-a0e4-8a9f25d3a3f1").type == "error"
    assert fetch("https://example.test/").type == "error"
    with pytest.raises(TypeError, match=r"blob_scheme_fetch.*'request'"):
        blob_scheme_fetch("blob:null/x")  # type: ignore[arg-type]


def test_the_response_headers_are_immutable(blob_url: Any) -> None:
    response = fetch(blob_url("x"))
    with pytest.raises(TypeError):
        response.headers.set("Content-Type", "text/html")


def test_a_request_made_before_revoking_still_reads_if_fetched_before() -> None:
    # "Requests that were started before the url was revoked should still succeed": the
    # Response keeps the Blob (its body), not the URL
    url = URL.createObjectURL(Blob(["kept"]))
    response = fetch(url)
    URL.revokeObjectURL(url)
    assert await_sync(response.text()) == "kept"


def test_parse_a_single_range_header_value() -> None:
    assert parse_a_single_range_header_value("bytes=0-", False) == (0, None)
    assert parse_a_single_range_header_value("bytes=-500", False) == (None, 500)
    assert parse_a_single_range_header_value("bytes=1-1", False) == (1, 1)
    assert parse_a_single_range_header_value("bytes= 1-2", False) is None
    assert parse_a_single_range_header_value("bytes= 1-2", True) == (1, 2)
    assert parse_a_single_range_header_value("bytes=2-1", True) is None
    assert parse_a_single_range_header_value("Bytes=0-", True) is None  # "starts with" bytes
    assert parse_a_single_range_header_value("bytes=0-1 ", True) is None  # nothing after
    assert parse_a_single_range_header_value("bytes=\u0660-1", True) is None  # ASCII digits
    assert build_a_content_range(0, 0, 1) == "bytes 0-0/1"


def test_numbers_of_any_length(blob_url: Any) -> None:
    url = blob_url("Not much here")
    many = "9" * 100_000
    assert fetch(url, f"bytes=4-{many}").headers.get("Content-Range") == "bytes 4-12/13"
    assert fetch(url, f"bytes=-{many}").headers.get("Content-Range") == "bytes 0-12/13"
    assert fetch(url, f"bytes={many}-").type == "error"
    assert fetch(url, f"bytes={many}-{many}8").type == "error"  # past the end
    assert fetch(url, f"bytes={many}8-{many}").type == "error"  # start > end
    assert parse_a_single_range_header_value(f"bytes={many}8-{many}", False) is None
    assert parse_a_single_range_header_value("bytes=0002-03", False) == (2, 3)
    assert parse_a_single_range_header_value("bytes=0003-02", False) is None


def test_fetch_reads_blob_urls(blob_url: Any) -> None:
    from webapi.fetch import fetch

    url = blob_url("A simple Hello, World! example")
    response = await_sync(fetch(url + "#frag", transport=lambda r: pytest.fail("sent")))
    assert (response.status, response.statusText, response.type) == (200, "OK", "basic")
    assert response.url == url and response.redirected is False
    assert list(response.headers) == [("content-length", "30"), ("content-type", "text/plain")]
    assert await_sync(response.text()) == "A simple Hello, World! example"
    ranged = await_sync(fetch(url, {"headers": {"Range": "bytes=9-21"}}))
    assert (ranged.status, ranged.statusText) == (206, "Partial Content")
    assert ranged.headers.get("Content-Range") == "bytes 9-21/30"
    assert await_sync(ranged.text()) == "Hello, World!"
    for init in ({"method": "POST", "body": "x"}, {"method": "HEAD"}, {"headers": {"Range": "x"}}):
        with pytest.raises(TypeError, match="fetch failed"):
            await_sync(fetch(url, init))
    URL.revokeObjectURL(url)
    with pytest.raises(TypeError, match="fetch failed"):
        await_sync(fetch(url))
