"""``fetch()`` for the Node-like client over the callable transport (webapi/fetch/_fetch.py):
scheme fetch, HTTP-redirect fetch's rules, redirect modes, bad ports, abort, network errors.
Expected values are the Fetch Standard's (https://fetch.spec.whatwg.org/#concept-http-redirect-fetch)
and undici's where the Standard leaves the client's profile open."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.fetch import Request, Response, fetch, set_default_transport


def run(awaitable: Any) -> Any:
    """Drive ``awaitable`` to its end without an event loop (the callable transport never
    suspends)."""
    coroutine = awaitable.__await__()
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("suspended")


class Server:
    """A test double: records each hop, answers from a route table."""

    def __init__(self, routes: dict[str, Any]) -> None:
        self.routes = routes
        self.hops: list[tuple[str, str, dict[str, str], bytes]] = []

    def __call__(self, request: Request) -> Any:
        body = run(request.arrayBuffer()) if request.body_used is False else b""
        self.hops.append((request.method, request.url, dict(request.headers), bytes(body)))
        answer = self.routes.get(request.url.split("://", 1)[1].split("/", 1)[1], (404, {}, b""))
        return answer(request) if callable(answer) else answer


def redirect(code: int, location: str) -> tuple[int, dict[str, str], bytes]:
    return (code, {"Location": location}, b"")


def test_data_url() -> None:
    response = run(fetch("data:text/plain;base64,aGk="))
    assert (response.status, response.statusText, response.type) == (200, "OK", "basic")
    assert response.headers.get("content-type") == "text/plain"
    assert run(response.text()) == "hi"
    assert response.url == "data:text/plain;base64,aGk="
    assert response.redirected is False


def test_about_blank_and_other_schemes() -> None:
    response = run(fetch("about:blank"))
    assert (response.status, response.type, response.url) == (200, "basic", "about:blank")
    assert response.headers.get("content-type") == "text/html;charset=utf-8"
    assert run(response.text()) == ""
    for url in ("about:srcdoc", "file:///etc/passwd", "blob:http://a/x", "ftp://a/", "data:,%"):
        if url == "data:,%":
            continue  # (a valid data: URL: "%" stays)
        with pytest.raises(TypeError, match="fetch failed"):
            run(fetch(url, transport=lambda r: pytest.fail("sent")))


def test_bad_ports_refused_without_sending() -> None:
    server = Server({"": (200, {}, b"")})
    for port in (1, 25, 6667, 10080):
        with pytest.raises(TypeError, match="fetch failed"):
            run(fetch(f"http://127.0.0.1:{port}/", transport=server))
    assert server.hops == []
    assert run(fetch("http://127.0.0.1:8080/", transport=server)).status == 200


def test_node_client_headers() -> None:
    server = Server({"a": (200, {"Set-Cookie": "k=v"}, b"ok")})
    response = run(fetch("http://x.test/a", transport=server, headers={"User-Agent": "me"}))
    headers = server.hops[0][2]
    assert headers == {
        "accept": "*/*",
        "accept-encoding": "gzip, deflate",
        "accept-language": "*",
        "sec-fetch-mode": "cors",
        "user-agent": "me",
    }
    # the Node-like client keeps Set-Cookie (undici's basic responses filter nothing)
    assert response.headers.get("set-cookie") == "k=v"
    server.hops.clear()
    run(fetch("http://x.test/a", transport=server, method="POST"))
    assert server.hops[0][2]["content-length"] == "0"


REWRITE = [
    # (method, status, method after, body headers kept)
    ("POST", 301, "GET", False),
    ("POST", 302, "GET", False),
    ("POST", 303, "GET", False),
    ("POST", 307, "POST", True),
    ("POST", 308, "POST", True),
    ("PUT", 301, "PUT", True),
    ("PUT", 302, "PUT", True),
    ("PUT", 303, "GET", False),
    ("DELETE", 301, "DELETE", True),
    ("DELETE", 303, "GET", False),
    ("HEAD", 303, "HEAD", True),
    ("GET", 303, "GET", True),
]


@pytest.mark.parametrize(("method", "status", "after", "kept"), REWRITE)
def test_redirect_method_rewriting(method: str, status: int, after: str, kept: bool) -> None:
    server = Server({"from": redirect(status, "/to"), "to": (200, {}, b"")})
    body = None if method in ("GET", "HEAD") else "data"
    headers = {"Content-Language": "fr", "Content-Type": "text/x", "X-Other": "1"}
    response = run(
        fetch("http://x.test/from", method=method, body=body, headers=headers, transport=server)
    )
    assert response.redirected and response.url == "http://x.test/to"
    second = server.hops[1]
    assert second[0] == after
    assert ("content-type" in second[2]) == kept
    assert ("content-language" in second[2]) == kept
    assert second[2]["x-other"] == "1"
    assert second[3] == (b"data" if kept and body else b"")


def test_authorization_dropped_cross_origin_only() -> None:
    server = Server(
        {
            "1": redirect(302, "http://x.test/2"),
            "2": redirect(302, "http://y.test/3"),
            "3": (200, {}, b""),
        }
    )
    run(fetch("http://x.test/1", headers={"Authorization": "Basic x"}, transport=server))
    assert ["authorization" in hop[2] for hop in server.hops] == [True, True, False]


def test_location_parsed_against_response_url_fragment_kept() -> None:
    server = Server(
        {
            # "é" here is the byte E9 (not UTF-8): U+FFFD, as undici decodes it
            "d/a": redirect(301, "b?q=é x"),
            "d/b?q=%EF%BF%BD%20x": redirect(301, "/c#own"),
            "c": (200, {}, b""),
        }
    )
    response = run(fetch("http://x.test/d/a#frag", transport=server))
    assert [hop[1] for hop in server.hops] == [
        "http://x.test/d/a",
        "http://x.test/d/b?q=%EF%BF%BD%20x",
        "http://x.test/c",
    ]
    assert response.url == "http://x.test/c"  # (the fragment not in Response.url)
    # the request's fragment is kept by a Location without one, not by one with its own
    assert response._impl.url_list == [
        "http://x.test/d/a#frag",
        "http://x.test/d/b?q=%EF%BF%BD%20x#frag",
        "http://x.test/c#own",
    ]


def test_location_utf8_bytes_and_backslashes() -> None:
    server = Server(
        {
            "a": redirect(302, "/\u00c3\u00a9"),  # UTF-8 bytes of "é" as a byte string
            "%C3%A9": redirect(302, "\\\\y.test\\p"),
            "p": (200, {}, b""),
        }
    )
    response = run(fetch("http://x.test/a", transport=server))
    assert response.url == "http://y.test/p"


def test_twenty_redirects_and_no_more() -> None:
    routes: dict[str, Any] = {str(i): redirect(302, f"/{i + 1}") for i in range(25)}
    routes["20"] = routes["21"] = (200, {}, b"")
    response = run(fetch("http://x.test/0", transport=Server(routes)))
    assert response.url == "http://x.test/20"
    routes["20"] = redirect(302, "/21")
    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("http://x.test/0", transport=Server(routes)))


def test_redirect_to_non_http_scheme_and_bad_location() -> None:
    for location in ("data:,x", "about:blank", "http://[::"):
        server = Server({"a": redirect(302, location)})
        with pytest.raises(TypeError, match="fetch failed"):
            run(fetch("http://x.test/a", transport=server))


def test_no_location_is_the_response() -> None:
    server = Server({"a": (302, {}, b"body")})
    response = run(fetch("http://x.test/a", transport=server))
    assert (response.status, response.redirected, run(response.text())) == (302, False, "body")


def test_redirect_modes() -> None:
    server = Server({"a": redirect(302, "/b"), "b": (200, {}, b"")})
    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("http://x.test/a", redirect="error", transport=server))
    manual = run(fetch("http://x.test/a", redirect="manual", transport=server))
    assert (manual.type, manual.status, manual.statusText) == ("opaqueredirect", 0, "")
    assert list(manual.headers) == [] and manual.url == "http://x.test/a"
    assert [hop[1] for hop in server.hops] == ["http://x.test/a", "http://x.test/a"]


def test_abort_before_and_between_hops() -> None:
    from webapi.dom import AbortController

    controller = AbortController()
    controller.abort()
    server = Server({"a": redirect(302, "/b"), "b": (200, {}, b"")})
    with pytest.raises(Exception) as caught:
        run(fetch("http://x.test/a", signal=controller.signal, transport=server))
    assert getattr(caught.value, "name", None) == "AbortError" and server.hops == []

    controller = AbortController()

    def abort_on_first(request: Request) -> Any:
        controller.abort()
        return redirect(302, "/b")

    with pytest.raises(Exception) as caught:
        run(fetch("http://x.test/a", signal=controller.signal, transport=abort_on_first))
    assert getattr(caught.value, "name", None) == "AbortError"


def test_an_abort_reason_that_is_no_exception() -> None:
    # JavaScript's abort("stop") rejects with "stop": raised as the signal's
    # throwIfAborted() raises it, an AbortReasonError holding the value
    from webapi.dom import AbortController, AbortReasonError

    controller = AbortController()
    controller.abort("stop")
    with pytest.raises(AbortReasonError) as caught:
        run(fetch("http://x.test/a", signal=controller.signal, transport=lambda r: (200, {}, b"")))
    assert caught.value.reason == "stop"

    controller = AbortController()

    def abort_during_the_hop(request: Request) -> Any:
        controller.abort(42)
        return (200, {}, b"")

    with pytest.raises(AbortReasonError) as caught:
        run(fetch("http://x.test/a", signal=controller.signal, transport=abort_during_the_hop))
    assert caught.value.reason == 42 and caught.value.__cause__ is None


def test_transport_errors_are_network_errors() -> None:
    def refuses(request: Request) -> Any:
        raise ConnectionRefusedError("nope")

    with pytest.raises(TypeError, match="fetch failed") as caught:
        run(fetch("http://x.test/", transport=refuses))
    assert isinstance(caught.value.__cause__, ConnectionRefusedError)
    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("http://x.test/", transport=lambda r: Response.error()))


def test_null_body_status_and_head() -> None:
    server = Server({"a": (204, {}, b""), "b": (200, {}, b"")})
    # (no Streams: the body is null inside; Response.body is not there)
    assert run(fetch("http://x.test/a", transport=server))._impl._body is None
    assert run(fetch("http://x.test/b", method="HEAD", transport=server))._impl._body is None


def test_gzip_decoded() -> None:
    import gzip

    server = Server({"a": (200, {"Content-Encoding": "gzip"}, gzip.compress(b"hello"))})
    assert run(run(fetch("http://x.test/a", transport=server)).text()) == "hello"


def test_request_object_body_used_and_default_transport() -> None:
    server = Server({"a": (200, {}, b"ok")})
    request = Request("http://x.test/a", method="POST", body="x")
    set_default_transport(server)
    try:
        response = run(fetch(request))
    finally:
        set_default_transport(None)
    assert request.bodyUsed and server.hops[0][3] == b"x"
    assert run(response.text()) == "ok"
    with pytest.raises(TypeError):
        run(response.text())


@pytest.mark.needs_loop_run
def test_async_transport_and_asyncio() -> None:
    asyncio = pytest.importorskip("asyncio")

    async def answer(request: Request) -> Any:
        await asyncio.sleep(0)
        return Response("late", headers={"X": "1"})

    async def main() -> str:
        task = asyncio.create_task(fetch("http://x.test/", transport=answer))
        response = await task
        return str(await response.text())

    assert asyncio.run(main()) == "late"


def test_response_type_cors_once_a_redirect_left_the_first_origin() -> None:
    server = Server(
        {
            "same": redirect(302, "http://x.test/end"),
            "away": redirect(302, "http://y.test/back"),
            "back": redirect(302, "http://x.test/end"),
            "end": (200, {"X-Custom": "1"}, b""),
        }
    )
    assert run(fetch("http://x.test/same", transport=server)).type == "basic"
    # x → y → x: "cors" stays (undici: Node 26 answers "cors" for both)
    response = run(fetch("http://x.test/away", transport=server))
    assert (response.type, response.url) == ("cors", "http://x.test/end")
    assert response.headers.get("x-custom") == "1"  # (no CORS filtering, as undici)


def test_redirect_to_a_bad_port_is_refused() -> None:
    server = Server({"a": redirect(302, "http://x.test:6665/b"), "b": (200, {}, b"")})
    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("http://x.test/a", transport=server))
    assert [hop[1] for hop in server.hops] == ["http://x.test/a"]


def test_transport_argument_errors() -> None:
    with pytest.raises(TypeError, match="'transport'"):
        run(fetch("http://x.test/", transport=5))
    with pytest.raises(TypeError, match="'transport'"):
        set_default_transport(5)


def test_a_second_header_of_a_name_takes_the_first_ones_case() -> None:
    # Fetch's "append" to a header list: "If list contains name, then set name to the first
    # such header's name" (WPT fetch/api/basic/request-headers-case.any.js); webapi sent the
    # second header with its own case. On the wire the two are one line, combined (as
    # Chromium and undici send them)
    from webapi.fetch import TransportResponse

    sent: list[list[tuple[str, str]]] = []

    class Wire:
        blocking = False

        def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
            sent.append(list(headers))
            return TransportResponse(200, "OK", [], b"")

    for first, second in (("THIS-is-A-test", "THIS-IS-A-TEST"), ("X-B", "x-b")):
        run(fetch("http://h.test/", {"headers": [[first, "1"], [second, "2"]]}, transport=Wire()))
        lines = [(name, value) for name, value in sent[-1] if name.lower() == first.lower()]
        assert lines == [(first, "1, 2")]
    request = Request("http://h.test/", headers=[("a-B", "1"), ("A-b", "2")])
    assert list(request.headers) == [("a-b", "1, 2")]


@pytest.mark.parametrize("value", ["x\x00x", "a\rb", "a\nb"])
def test_a_response_header_value_with_nul_or_newline_is_a_network_error(value: str) -> None:
    # a header value "contains no 0x00 (NUL) or HTTP newline bytes": browsers reject the
    # response (WPT fetch/api/basic/header-value-null-byte.any.js); webapi resolved it
    from webapi.fetch import TransportResponse

    class Wire:
        blocking = False

        def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
            return TransportResponse(200, "OK", [("My-Custom-Header", value)], b"")

    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("http://h.test/", transport=Wire()))
    assert run(fetch("http://h.test/", transport=lambda request: (200, [("A", "x\ty")], b""))).ok
