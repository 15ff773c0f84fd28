"""One road to the network (issue #72 items 1 and 9): every request a window's documents make
goes through the document's ``FetchClient`` and fetch's main fetch, over the one transport the
program gave, whatever that transport is (what ``webapi.fetch.fetch(transport=...)`` takes,
``open_window`` takes: the same lookup)."""

from __future__ import annotations

import io
from typing import Any

import pytest

from webapi.html import create_top_level_traversable, document_from_response, open_window

PAGE = b"<!doctype html><title>client</title><p>from the client"


def test_open_window_takes_an_httpx_client_as_fetch_does() -> None:
    httpx = pytest.importorskip("httpx")
    seen: list[str] = []

    def handler(request: Any) -> Any:
        seen.append(str(request.url))
        return httpx.Response(200, headers={"Content-Type": "text/html"}, content=PAGE)

    with httpx.Client(transport=httpx.MockTransport(handler)) as client:
        window = open_window("https://a.test/", transport=client)
    assert seen == ["https://a.test/"]
    assert window.document.title == "client"


def test_open_window_takes_a_requests_session_as_fetch_does() -> None:
    requests = pytest.importorskip("requests")
    urllib3 = pytest.importorskip("urllib3")
    seen: list[str] = []

    class Adapter(requests.adapters.BaseAdapter):  # type: ignore[misc,name-defined]
        def send(self, request: Any, **kwargs: Any) -> Any:
            seen.append(request.url)
            response = requests.models.Response()
            response.status_code = 200
            response.raw = urllib3.response.HTTPResponse(
                body=io.BytesIO(PAGE),
                headers={"Content-Type": "text/html"},
                status=200,
                preload_content=False,
            )
            return response

        def close(self) -> None:
            pass

    with requests.Session() as session:
        session.mount("https://", Adapter())
        window = open_window("https://a.test/", transport=session)
        document = document_from_response(b"<a href=/x>", "https://a.test/", "text/html")
        other = create_top_level_traversable(document, transport=session)
    assert seen == ["https://a.test/"]
    assert window.document.title == "client"
    assert other.document is document


def test_what_is_no_transport_is_a_type_error_naming_the_parameter() -> None:
    with pytest.raises(TypeError, match="transport"):
        open_window("https://a.test/", transport=object())
    with pytest.raises(TypeError, match="transport"):
        create_top_level_traversable(
            document_from_response(b"", "https://a.test/", "text/html"), transport=5
        )


def _page(html: bytes, url: str = "https://a.test/page") -> Any:
    return document_from_response(html, url, "text/html")


def test_a_fetcher_is_a_transport_for_every_request_of_the_window() -> None:
    asked: list[str] = []
    files = {
        "https://a.test/frame": (b"<title>frame</title>", "text/html"),
        "https://cdn.test/s.css": (b"@import 'i.css'; p { color: green }", "text/css"),
        "https://cdn.test/i.css": (b"b { color: red }", "text/css"),
        "https://a.test/next": (b"<title>next</title>", "text/html"),
    }

    def fetcher(url: str) -> Any:
        asked.append(url)
        return files.get(url)

    document = _page(
        b"<link rel=stylesheet href='https://cdn.test/s.css'><iframe src=frame></iframe>"
    )
    window = create_top_level_traversable(document, fetcher=fetcher)
    sheet = document.querySelector("link").sheet
    # a cross-origin no-cors sheet: its bytes are the user agent's (the internal response)
    assert [rule.cssText for rule in sheet.cssRules][1] == "p { color: green; }"
    assert sheet.cssRules[0].styleSheet.cssRules[0].cssText == "b { color: red; }"
    assert window[0].document.title == "frame"
    # a fetcher, made a transport, carries the window's own navigations too
    window.location.href = "next"
    window.event_loop.run_until_idle()
    assert window.document.title == "next"
    assert asked == [
        "https://a.test/frame",
        "https://cdn.test/s.css",
        "https://cdn.test/i.css",
        "https://a.test/next",
    ]


@pytest.mark.needs_loop_run
def test_the_fetch_policy_wraps_the_transport_of_window_fetch_too() -> None:
    import asyncio

    seen: list[str] = []

    def transport(request: Any) -> Any:
        seen.append(request.url)
        return (200, {"Content-Type": "text/plain"}, b"ok")

    def same_site(url: str, document_url: str) -> bool:
        return url.startswith("https://a.test/")

    document = _page(b"")
    window = create_top_level_traversable(document, transport=transport, fetch_policy=same_site)

    async def main() -> str:
        text: str = await (await window.fetch("/data")).text()
        with pytest.raises(TypeError, match="fetch failed") as caught:
            await window.fetch("https://tracker.test/pixel", mode="no-cors")
        assert type(caught.value.__cause__).__name__ == "Refused"
        return text

    assert asyncio.run(main()) == "ok"
    assert seen == ["https://a.test/data"]


@pytest.mark.needs_loop_run
def test_a_window_without_a_transport_sends_nothing() -> None:
    import asyncio

    document = _page(b"<link rel=stylesheet href=s.css><iframe src=frame></iframe>")
    window = create_top_level_traversable(document)
    assert document.querySelector("link").sheet.cssRules.length == 0
    assert window[0].document.URL == "about:blank" and window.navigation_errors == []
    with pytest.raises(TypeError, match="fetch failed"):
        asyncio.run(window.fetch("/data"))
