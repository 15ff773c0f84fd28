"""``document_from_response`` given the HTTP client's response object itself (issue 57, item
8): its bytes, final URL and headers are read from it (requests, httpx, urllib3, Scrapy), the
arguments given win over them, and a response whose bytes are not read yet says what to pass."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import document_from_response

PAGE = "<meta charset=utf-8><a href=next>\u00e9</a>"
# (windows-1252 bytes with a header that says so, and a meta that does not: the header wins)
BYTES = "<meta charset=utf-8><a href=next>\u00e9</a>".encode("cp1252")
HEADER = "text/html; charset=windows-1252"


def _read(document: Any) -> tuple[str, str, str, str]:
    link = document.querySelector("a")
    return document.URL, document.characterSet, link.href, link.textContent


def test_a_requests_response() -> None:
    requests = pytest.importorskip("requests")
    response = requests.Response()
    response._content = BYTES
    response.url = "https://r.example/a/b"
    response.headers["Content-Type"] = HEADER
    assert _read(document_from_response(response)) == (
        "https://r.example/a/b",
        "windows-1252",
        "https://r.example/a/next",
        "\u00e9",
    )


def test_an_httpx_response() -> None:
    httpx = pytest.importorskip("httpx")
    request = httpx.Request("GET", "https://h.example/x/y")
    response = httpx.Response(200, content=BYTES, headers={"content-type": HEADER}, request=request)
    assert _read(document_from_response(response))[1:] == (
        "windows-1252",
        "https://h.example/x/next",
        "\u00e9",
    )


def test_a_urllib3_response() -> None:
    urllib3 = pytest.importorskip("urllib3")
    response = urllib3.HTTPResponse(
        body=BYTES,
        headers={"Content-Type": HEADER},
        preload_content=True,
        request_url="https://u.example/p/q",
    )
    assert _read(document_from_response(response))[2] == "https://u.example/p/next"


def test_a_scrapy_response_with_bytes_headers() -> None:
    http = pytest.importorskip("scrapy.http")
    response = http.HtmlResponse(
        url="https://s.example/q/", body=BYTES, headers={"Content-Type": HEADER}
    )
    # Scrapy's headers are bytes, each name with a list of values: the charset is read
    assert _read(document_from_response(response)) == (
        "https://s.example/q/",
        "windows-1252",
        "https://s.example/q/next",
        "\u00e9",
    )


class _Response:
    """A response object of the shape the HTTP clients share."""

    def __init__(self, content: bytes | None, url: str, headers: dict[str, str]) -> None:
        self.content = content
        self.url = url
        self.headers = headers


def test_the_arguments_given_win_over_the_responses() -> None:
    response = _Response(BYTES, "https://o.example/a/", {"Content-Type": HEADER})
    document = document_from_response(response, "https://given.example/b/", "text/html")
    # no charset in the given Content-Type: the meta's UTF-8 decodes the cp1252 byte as U+FFFD
    assert _read(document) == (
        "https://given.example/b/",
        "UTF-8",
        "https://given.example/b/next",
        "\ufffd",
    )


def test_a_response_not_read_yet_says_what_to_pass() -> None:
    class Streamed:  # (aiohttp's ClientResponse: headers and url, bytes by await read())
        def __init__(self) -> None:
            self.headers = {"Content-Type": "text/html"}
            self.url = "https://a.example/"

        async def read(self) -> bytes:
            return b""

    with pytest.raises(TypeError, match=r"await response\.read\(\)"):
        document_from_response(Streamed())


def test_bytes_without_a_url_name_the_parameter() -> None:
    with pytest.raises(TypeError, match="'url'"):
        document_from_response(PAGE.encode())
