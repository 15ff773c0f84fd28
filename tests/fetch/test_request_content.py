"""``Request.content``: a request's body as bytes, as httpx's ``Request.content`` gives it, for
the transport functions a test writes (issue #72 item 9: docs/window.md's test doubles read it
through private attributes)."""

from __future__ import annotations

import pytest

from webapi.fetch import Request
from webapi.html import open_window


def test_the_body_as_bytes_again_and_again() -> None:
    request = Request("https://a.example/", method="POST", body="user=ada")
    assert request.content == b"user=ada" and request.content == b"user=ada"
    assert Request("https://a.example/").content == b""


def test_a_stream_body_is_read_once() -> None:
    from webapi.streams import ReadableStream

    def start(controller: object) -> None:
        controller.enqueue(b"ab")  # type: ignore[attr-defined]
        controller.close()  # type: ignore[attr-defined]

    stream = ReadableStream({"start": start})
    request = Request("https://a.example/", method="POST", body=stream, duplex="half")
    assert request.content == b"ab"
    with pytest.raises(TypeError, match="already been read"):
        request.content  # noqa: B018


def test_a_transport_function_reads_a_form_submission() -> None:
    posted: list[bytes] = []

    def app(request: Request) -> tuple[int, dict[str, str], bytes]:
        if request.method == "POST":
            posted.append(request.content)
            return 303, {"Location": "/home"}, b""
        return 200, {"Content-Type": "text/html"}, b"<title>Home</title>"

    window = open_window(
        b"<form method=post action=/login><input name=user value=ada></form>",
        url="https://app.example/",
        transport=app,
    )
    window.document.forms[0].submit()
    window.event_loop.run_until_idle()
    assert posted == [b"user=ada"] and window.document.title == "Home"
