"""An abort of ``fetch()``'s signal once the response is there (https://fetch.spec.whatwg.org/#abort-fetch
step 4, "error response's body with error"), as WPT's ``fetch/api/abort/general.any.js``
checks it, in Python's words: a body still on the connection that nothing reads is given up
at once (the connection closed), its reads and its clone's raise the abort reason; a body
received whole and empty is a closed stream once made, which an abort does not error (an empty
body not yet read through its stream is errored, as Chromium and undici answer)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.dom import AbortController, DOMException
from webapi.fetch import Response, StreamedBody, TransportResponse, fetch


class _EndlessTransport:
    """A transport whose bodies never end (``infinite-slow-response.py``): 4 bytes read
    ahead, then one byte a read; ``closed`` counts the bodies given up. ``/empty`` is an
    empty body, received whole."""

    blocking = False
    streams = True

    def __init__(self) -> None:
        self.closed = 0

    def send(
        self, method: str, url: str, headers: Any, body: Any, stream: bool = False
    ) -> TransportResponse:
        if url.endswith("/empty"):
            return TransportResponse(200, "OK", [("Content-Length", "0")], b"")

        async def read(size: int) -> bytes:
            await asyncio.sleep(0)
            return b"."

        def close() -> None:
            self.closed += 1

        streamed = StreamedBody(read, lambda: None, close, prefix=b"....", blocking=False)
        return TransportResponse(200, "OK", [], b"", stream=streamed)


def _run(main: Any) -> Any:
    return asyncio.run(main())


@pytest.mark.needs_loop_run
def test_an_abort_gives_an_unread_body_up_at_once() -> None:
    transport = _EndlessTransport()

    async def main() -> list[Any]:
        controller = AbortController()
        response = await fetch(
            "http://example.test/", transport=transport, signal=controller.signal
        )
        clone = response.clone()
        before = transport.closed
        controller.abort()
        after = transport.closed  # (both branches given up: the connection closed, now)
        names = []
        for body in (response, clone):
            with pytest.raises(DOMException) as raised:
                await body.text()
            names.append(raised.value.name)
        return [before, after, names]

    assert _run(main) == [0, 1, ["AbortError", "AbortError"]]


@pytest.mark.needs_loop_run
def test_an_abort_while_a_body_is_read_in_chunks_raises_at_the_next() -> None:
    transport = _EndlessTransport()

    async def main() -> list[Any]:
        controller = AbortController()
        response = await fetch(
            "http://example.test/", transport=transport, signal=controller.signal
        )
        chunks = response.iter_chunks(4)
        first = await chunks.__anext__()
        controller.abort()
        with pytest.raises(DOMException) as raised:
            await chunks.__anext__()
        return [first, raised.value.name, transport.closed]

    assert _run(main) == [b"....", "AbortError", 1]


@pytest.mark.needs_loop_run
def test_an_empty_body_received_whole_is_not_errored_by_an_abort() -> None:
    transport = _EndlessTransport()

    async def main() -> list[Any]:
        controller = AbortController()
        response = await fetch(
            "http://example.test/empty", transport=transport, signal=controller.signal
        )
        assert isinstance(response, Response) and response.body is not None
        reader = response.body.getReader()
        controller.abort()
        return [(await reader.read())["done"]]

    assert _run(main) == [True]


@pytest.mark.needs_loop_run
def test_an_empty_body_not_read_through_its_stream_is_errored_by_an_abort() -> None:
    """Chromium 156 and undici reject ``text()`` of an empty response body with the abort
    reason when the signal was aborted after the response came and before the body was read
    (the fetch differential's scenarios d03147, d03712 and 17 more): webapi's body is errored
    unless its stream was made before the abort."""
    transport = _EndlessTransport()

    async def main() -> list[Any]:
        controller = AbortController()
        response = await fetch(
            "http://example.test/empty", transport=transport, signal=controller.signal
        )
        controller.abort()
        with pytest.raises(DOMException) as raised:
            await response.text()
        return [raised.value.name]

    assert _run(main) == ["AbortError"]
