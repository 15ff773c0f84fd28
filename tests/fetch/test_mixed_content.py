"""Mixed Content (issue #73 item 7): a document's client of an ``https:`` page sends no request
to an insecure URL but a loopback one and a top-level navigation's; an image's, audio's or
video's request is upgraded to ``https:``; what is blocked is recorded. Chromium 156's answers
(tests/e2e/test_mixed_content_chromium.py asks it again): an ``http://localhost`` page
restricts nothing, an image of an IP address is sent as it is."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.fetch import BlockedRequest, FetchClient
from webapi.fetch.engine import (
    as_transport,
    fetch_steps,
    origin_prohibits_mixed_security_contexts,
)
from webapi.url import basic_url_parse, url_origin

pytestmark = pytest.mark.needs_loop_run  # (fetch()'s coroutine run with asyncio.run)


class Site:
    """A transport recording the URL of each request it is given."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def __call__(self, request: Any) -> tuple[int, dict[str, str], bytes]:
        self.sent.append(request.url)
        if request.url.endswith("/hop"):
            return 302, {"Location": "http://cdn.example/after"}, b""
        return 200, {"Access-Control-Allow-Origin": "*"}, b"ok"


def fetch_status(client: FetchClient, url: str) -> int | str:
    try:
        return asyncio.run(client.fetch(url)).status
    except TypeError:
        return "network error"


@pytest.mark.parametrize(
    ("url", "sent"),
    [
        ("http://cdn.example/a.js", False),
        ("http://cdn.example:8080/a.js", False),
        ("http://127.0.0.1:8000/x", True),
        ("http://[::1]:8000/x", True),
        ("http://localhost:8000/x", True),
        ("http://api.localhost/x", True),
        ("https://cdn.example/a.js", True),
    ],
)
def test_an_https_page_sends_no_insecure_request(url: str, sent: bool) -> None:
    site = Site()
    client = FetchClient("https://shop.example/", transport=site)
    status = fetch_status(client, url)
    assert (site.sent == [url]) is sent
    assert (status == 200) is sent
    if sent:
        assert client.blocked_mixed_content == type(client.blocked_mixed_content)()
    else:
        assert list(client.blocked_mixed_content) == [BlockedRequest(url, "")]


@pytest.mark.parametrize("page", ["http://shop.example/", "http://localhost:8123/", "data:,"])
def test_a_page_not_of_https_restricts_nothing(page: str) -> None:
    # (Chromium: an http://localhost page's requests to other hosts are sent; the Standard's
    # "potentially trustworthy origin" would block them)
    site = Site()
    client = FetchClient(page, transport=site)
    fetch_status(client, "http://cdn.example/a.js")
    assert site.sent == ["http://cdn.example/a.js"]
    assert not client.blocked_mixed_content


def test_a_redirect_to_an_insecure_url_is_blocked() -> None:
    site = Site()
    client = FetchClient("https://shop.example/", transport=site)
    assert fetch_status(client, "https://shop.example/hop") == "network error"
    assert site.sent == ["https://shop.example/hop"]
    assert list(client.blocked_mixed_content) == [BlockedRequest("http://cdn.example/after", "")]


def _send(client: FetchClient, url: str, destination: str, mode: str = "no-cors") -> Any:
    record = basic_url_parse(url)
    assert record is not None
    credentials = "same-origin" if mode == "cors" else "include"
    request = client.new_request(
        record, destination=destination, mode=mode, credentials=credentials
    )
    return asyncio.run(fetch_steps(request, as_transport(client.transport)))


@pytest.mark.parametrize("destination", ["image", "audio", "video"])
def test_an_image_audio_or_video_request_is_upgraded(destination: str) -> None:
    site = Site()
    client = FetchClient("https://shop.example/", transport=site)
    _send(client, "http://img.example/i.png", destination)
    assert site.sent == ["https://img.example/i.png"]


@pytest.mark.parametrize(
    ("url", "destination", "mode", "sent"),
    [
        # an IP address is not upgraded, and Chromium sends it ("optionally blockable")
        ("http://10.1.2.3/i.png", "image", "no-cors", "http://10.1.2.3/i.png"),
        # a CORS request is upgraded as Chromium upgrades <img crossorigin>'s (the Standard
        # would block it)
        ("http://img.example/i.png", "image", "cors", "https://img.example/i.png"),
        # not upgradeable: blocked
        ("http://cdn.example/a.css", "style", "no-cors", None),
        ("http://frames.example/f", "iframe", "navigate", None),
        # a top-level navigation is not mixed content
        ("http://other.example/", "document", "navigate", "http://other.example/"),
    ],
)
def test_what_is_not_upgraded(url: str, destination: str, mode: str, sent: str | None) -> None:
    site = Site()
    client = FetchClient("https://shop.example/", transport=site)
    try:
        _send(client, url, destination, mode)
    except Exception:
        assert sent is None
    assert site.sent == ([] if sent is None else [sent])
    assert (list(client.blocked_mixed_content) == [BlockedRequest(url, destination)]) is (
        sent is None
    )


def test_the_record_keeps_the_newest_thousand() -> None:
    client = FetchClient("https://shop.example/", transport=Site())
    for index in range(1005):
        fetch_status(client, f"http://cdn.example/{index}")
    record = list(client.blocked_mixed_content)
    assert len(record) == 1000
    assert record[0].url == "http://cdn.example/5" and record[-1].url == "http://cdn.example/1004"


@pytest.mark.parametrize(
    ("page", "prohibits"),
    [
        ("https://a.example/", True),
        ("http://a.example/", False),
        ("http://127.0.0.1/", False),
        ("http://localhost/", False),
        ("file:///tmp/a.html", False),
        ("data:,x", False),
    ],
)
def test_which_origins_prohibit_mixed_security_contexts(page: str, prohibits: bool) -> None:
    record = basic_url_parse(page)
    assert record is not None
    assert origin_prohibits_mixed_security_contexts(url_origin(record)) is prohibits
    assert FetchClient(page).prohibits_mixed_security_contexts is prohibits


def test_a_program_may_allow_mixed_content() -> None:
    # Mixed Content's user control ("the user agent has been instructed to allow mixed
    # content"): the client's flag set to False
    site = Site()
    client = FetchClient("https://shop.example/", transport=site)
    client.prohibits_mixed_security_contexts = False
    fetch_status(client, "http://cdn.example/a.js")
    assert site.sent == ["http://cdn.example/a.js"]
    assert not client.blocked_mixed_content
