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

    class Adapter(requests.adapters.BaseAdapter):  # type: ignore[misc]
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
