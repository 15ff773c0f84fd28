"""The Node-like client where the generated differential with Node 26's undici
(``test_fetch_differential.py``) found it apart, each case as the Fetch Standard writes it
and undici sends it: ``Sec-Fetch-Mode`` is the request's mode, the headers of the cache modes,
``Accept-Encoding: identity`` with a ``Range``, undici's ``Content-Length`` rule, one line for
a name given twice, the modes "same-origin" and "no-cors" once a redirect leaves the first
URL's origin, a ``Location`` with credentials in the mode "cors", and an abort once the
``Response`` is there erroring its body."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.fetch import TransportResponse, fetch


def run(awaitable: Any) -> Any:
    coroutine = awaitable.__await__()
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("suspended")


class Raw:
    """A transport recording the header list of each hop as sent, answering from routes."""

    blocking = False

    def __init__(self, routes: dict[str, tuple[int, list[tuple[str, str]], bytes]]) -> None:
        self.routes = routes
        self.hops: list[tuple[str, str, list[tuple[str, str]]]] = []

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse:
        self.hops.append((method, url, list(headers)))
        status, out, data = self.routes.get(url, (200, [], b"end"))
        return TransportResponse(status, "", out, data)


def headers_of(init: dict[str, Any], url: str = "http://x.test/a") -> list[tuple[str, str]]:
    server = Raw({})
    run(fetch(url, init, transport=server))
    return server.hops[0][2]


@pytest.mark.parametrize("mode", ["cors", "no-cors", "same-origin"])
def test_sec_fetch_mode_is_the_mode(mode: str) -> None:
    assert ("sec-fetch-mode", mode) in headers_of({"mode": mode})


def test_cache_modes_headers() -> None:
    names = ["accept", "accept-language", "sec-fetch-mode", "user-agent"]
    assert [n for n, _ in headers_of({"cache": "no-cache"})][4:] == [
        "cache-control",
        "accept-encoding",
    ]
    assert ("cache-control", "max-age=0") in headers_of({"cache": "no-cache"})
    for cache in ("no-store", "reload"):
        got = headers_of({"cache": cache})
        assert [n for n, _ in got][:4] == names
        assert got[4:6] == [("pragma", "no-cache"), ("cache-control", "no-cache")]
    # a Cache-Control of the request's own stays alone
    got = headers_of({"cache": "no-store", "headers": {"Cache-Control": "max-age=5"}})
    assert [v for n, v in got if n.lower() == "cache-control"] == ["max-age=5"]
    assert ("pragma", "no-cache") in got
    for cache in ("default", "force-cache"):
        got = dict(headers_of({"cache": cache}))
        assert "pragma" not in got and "cache-control" not in got


def test_range_asks_for_identity() -> None:
    got = headers_of({"headers": {"Range": "bytes=0-1"}})
    assert ("accept-encoding", "identity") in got


@pytest.mark.parametrize(
    ("method", "body", "length"),
    [
        ("POST", None, "0"),
        ("PUT", None, "0"),
        ("PATCH", None, "0"),
        ("POST", "", "0"),
        ("PATCH", "", "0"),
        ("DELETE", None, None),
        ("DELETE", "", None),
        ("OPTIONS", "", None),
        ("DELETE", "ab", "2"),
        ("patch", None, None),  # (a method undici does not normalize expects no payload)
    ],
)
def test_content_length_as_undici(method: str, body: str | None, length: str | None) -> None:
    init: dict[str, Any] = {"method": method}
    if body is not None:
        init["body"] = body
    got = dict(headers_of(init))
    assert got.get("content-length") == length


def test_a_name_given_twice_is_one_line() -> None:
    got = headers_of({"headers": [("X-D", "1"), ("Y", "y"), ("x-d", "2")]})
    assert [(n.lower(), v) for n, v in got[:3]] == [("x-d", "1, 2"), ("y", "y"), ("accept", "*/*")]


def test_mode_same_origin_refuses_a_redirect_to_another_origin() -> None:
    routes = {"http://x.test/a": (302, [("Location", "http://y.test/b")], b"")}
    server = Raw(routes)
    with pytest.raises(TypeError):
        run(fetch("http://x.test/a", {"mode": "same-origin"}, transport=server))
    assert len(server.hops) == 1
    same = Raw({"http://x.test/a": (302, [("Location", "/b")], b"")})
    response = run(fetch("http://x.test/a", {"mode": "same-origin"}, transport=same))
    assert (response.status, response.type) == (200, "basic")


def test_mode_no_cors_is_opaque_after_another_origin() -> None:
    routes = {"http://x.test/a": (302, [("Location", "http://y.test/b")], b"")}
    server = Raw({**routes, "http://y.test/b": (200, [("X-A", "1")], b"data")})
    response = run(fetch("http://x.test/a", {"mode": "no-cors"}, transport=server))
    # (undici's opaque response keeps its headers and URL; status 0, no body)
    assert (response.type, response.status, response.url) == ("opaque", 0, "http://y.test/b")
    assert response.headers.get("x-a") == "1"
    assert run(response.text()) == ""
    with pytest.raises(TypeError):
        run(fetch("http://x.test/a", {"mode": "no-cors", "redirect": "error"}, transport=server))
    single = run(fetch("http://y.test/b", {"mode": "no-cors"}, transport=server))
    assert (single.type, single.status) == ("basic", 200)


def test_location_with_credentials_in_mode_cors() -> None:
    routes = {"http://x.test/a": (302, [("Location", "http://u:p@x.test/b")], b"")}
    with pytest.raises(TypeError):
        run(fetch("http://x.test/a", transport=Raw(routes)))
    response = run(fetch("http://x.test/a", {"mode": "same-origin"}, transport=Raw(routes)))
    assert response.url == "http://u:p@x.test/b"


def test_abort_once_the_response_is_there_errors_its_body() -> None:
    from webapi.dom import AbortController

    controller = AbortController()
    response = run(fetch("http://x.test/a", {"signal": controller.signal}, transport=Raw({})))
    controller.abort()
    with pytest.raises(Exception) as caught:
        run(response.text())
    assert getattr(caught.value, "name", None) == "AbortError"
    # a body read before the abort is closed: the abort changes nothing
    controller = AbortController()
    response = run(fetch("http://x.test/a", {"signal": controller.signal}, transport=Raw({})))
    assert run(response.text()) == "end"
    controller.abort()
    assert response.body_used


def test_a_response_body_goes_with_its_response_without_the_collector() -> None:
    """The abort step a fetch leaves on its signal holds the body weakly: dropped with its
    Response (a 1 MB body per fetch kept until the cycle collector ran cost a page-faulting
    allocation each time)."""
    import gc
    import weakref

    from webapi.dom import AbortController

    controller = AbortController()  # (a signal that outlives the fetch)
    server = Raw({"http://x.test/a": (200, [], b"x" * 1000)})
    response = run(fetch("http://x.test/a", {"signal": controller.signal}, transport=server))
    body = weakref.ref(response._impl._body)
    gc.disable()
    try:
        del response
        assert body() is None
    finally:
        gc.enable()
