"""``fetch()``'s shortcuts for its common case give the general path's answers (issue #54's
speed rows):

* a URL fetched lately, with no init, for the Node-like client: its request made at once,
  without the Request object (``webapi/fetch/_fetch.py``'s ``request_of_url``), against
  ``fetch(Request(url))``, which goes through the constructor: the same hops (method, URL,
  header list, body) and the same Response;
* its main fetch, HTTP fetch and HTTP-network-or-cache fetch in one coroutine
  (``main_fetch_of_url``): the same hops and answers (redirects, a content coding, a null
  body status, a bad port);
* scheme fetch giving HTTP fetch's coroutine itself (not awaited in one more layer) and a
  settled awaitable for ``about:``, ``data:`` and ``blob:``;
* a body whose first read is whole (``bytes()``, ``text()``, ``json()``) taking its bytes
  without the general steps (``webapi/fetch/_body.py``'s ``BodyOwner._consume_then``): the
  same results, ``bodyUsed``, the stream made afterwards (disturbed, empty), a second read
  rejected, and an abort after the response still erroring the body.
"""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest

from webapi.fetch import Request, Response, TransportResponse, fetch
from webapi.fileapi import Blob


def run(awaitable: Any) -> Any:
    """Drive ``awaitable`` to its end without an event loop (the transports here never
    suspend)."""
    coroutine = awaitable.__await__()
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("suspended")


class Recorder:
    """A transport (no event loop: called in the fetch) that records each hop as it goes on
    the wire and answers from a route table by path."""

    blocking = True
    streams = True

    def __init__(self, routes: dict[str, tuple[int, list[tuple[str, str]], bytes]]) -> None:
        self.routes = routes
        self.hops: list[tuple[str, str, list[tuple[str, str]], Any]] = []

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: Any,
        stream: bool = False,
    ) -> TransportResponse:
        self.hops.append((method, url, list(headers), body))
        status, fields, data = self.routes.get(url.split("/", 3)[3], (404, [], b""))
        return TransportResponse(status, "Reason", list(fields), data)


def _answers(response: Any) -> tuple[Any, ...]:
    return (
        response.status,
        response.statusText,
        response.type,
        response.url,
        response.redirected,
        list(response.headers),
        response.bodyUsed,
        response.ok,
    )


ROUTES: dict[str, dict[str, tuple[int, list[tuple[str, str]], bytes]]] = {
    "one hop": {"a?q=1": (200, [("Content-Type", "text/plain"), ("X-A", "1")], b"body")},
    "redirects": {
        "a?q=1": (302, [("Location", "/b"), ("Set-Cookie", "k=v")], b"ignored"),
        "b": (303, [("Location", "http://other.test/c")], b""),
        "c": (200, [("Set-Cookie", "k=1"), ("Set-Cookie", "j=2"), ("x-Dup", "a")], b"end"),
    },
    "gzip": {"a?q=1": (200, [("Content-Encoding", "gzip")], gzip.compress(b"unzipped"))},
    "null body status": {"a?q=1": (204, [("X-A", "1")], b"")},
    "not found": {},
}


@pytest.mark.parametrize("case", list(ROUTES))
def test_a_url_fetched_lately_gives_the_hops_and_response_of_a_request(case: str) -> None:
    from webapi.fetch._fetch import _PARSED

    url = f"http://fast-{case.replace(' ', '-')}.test/a?q=1#frag"
    general = Recorder(ROUTES[case])
    through_request = run(fetch(Request(url), transport=general))
    assert url in _PARSED  # (fetched lately: the next fetch(url) takes the shortcut)
    fast = Recorder(ROUTES[case])
    response = run(fetch(url, transport=fast))
    assert fast.hops == general.hops and fast.hops
    assert fast.hops[0][1] == url.partition("#")[0]
    assert _answers(response) == _answers(through_request)
    assert run(response.bytes()) == run(through_request.bytes())
    assert _answers(response) == _answers(through_request)
    # the same again with an init (the constructor's path: init given)
    with_init = Recorder(ROUTES[case])
    assert _answers(run(fetch(url, {}, transport=with_init))) == _answers(
        run(fetch(url, transport=Recorder(ROUTES[case])))
    )
    assert with_init.hops == general.hops


def test_the_shortcut_keeps_the_response_headers_immutable_and_the_request_unshared() -> None:
    routes = {"a?q=1": (200, [("X-A", "1")], b"x")}
    url = "http://fast-immutable.test/a?q=1"
    run(fetch(url, transport=Recorder(routes)))
    first = run(fetch(url, transport=Recorder(routes)))
    with pytest.raises(TypeError):
        first.headers.append("X-B", "2")
    # each fetch its own URL record: a redirect's fragment does not reach the next fetch
    redirect = {"a?q=1": (302, [("Location", "/b")], b""), "b": (200, [], b"")}
    run(fetch(url, transport=Recorder(redirect)))
    again = Recorder(routes)
    assert run(fetch(url, transport=again)).url == url
    assert [hop[1] for hop in again.hops] == [url]


def test_a_url_of_a_bad_port_fetched_again_is_a_network_error_without_a_hop() -> None:
    url = "http://fast-bad-port.test:6000/a?q=1"
    for _ in range(2):  # (the second: the shortcut's request)
        transport = Recorder({"a?q=1": (200, [], b"x")})
        with pytest.raises(TypeError, match="fetch failed"):
            run(fetch(url, transport=transport))
        assert transport.hops == []


def test_schemes_other_than_http_through_a_settled_scheme_fetch() -> None:
    response = run(fetch("about:blank"))
    assert (response.status, response.type, run(response.text())) == (200, "basic", "")
    assert run(run(fetch("data:,a%20b")).text()) == "a b"
    from webapi import URL

    href = URL.createObjectURL(Blob(["blob text"]))
    try:
        assert run(run(fetch(href)).text()) == "blob text"
    finally:
        URL.revokeObjectURL(href)
    with pytest.raises(TypeError, match="fetch failed"):
        run(fetch("about:srcdoc"))


def _bodies() -> list[tuple[str, Any]]:
    """The same bytes as a body whose first read takes the shortcut (bytes at hand) and as one
    that goes through the general steps (a Blob's)."""
    data = '\ufeff{"a": [1, 2.5, "é"]}'.encode()
    return [("bytes", lambda: Response(data)), ("blob", lambda: Response(Blob([data])))]


@pytest.mark.parametrize("read", ["bytes", "arrayBuffer", "text", "json", "blob"])
def test_a_first_read_whole_as_the_general_steps_read_it(read: str) -> None:
    results = []
    for _, make in _bodies():
        response = make()
        promise = getattr(response, read)()
        used_at_once = response.bodyUsed  # (consume body disturbs the body at the call)
        value = run(promise)
        if read == "blob":
            value = (value.size, value.type, run(value.text()))
        stream = response.body
        assert stream is not None
        chunk = run(stream.getReader().read())
        with pytest.raises(TypeError):
            run(getattr(response, read)())
        results.append((used_at_once, value, response.bodyUsed, chunk["done"]))
    assert results[0] == results[1]
    assert results[0][0] is True and results[0][3] is True
    if read == "json":
        assert results[0][1] == {"a": [1, 2.5, "é"]}


def test_a_failing_package_rejects_when_awaited_as_the_general_steps() -> None:
    outcomes = []
    for body in (b"not json", Blob(["not json"])):
        response = Response(body)
        promise = response.json()
        assert response.bodyUsed
        with pytest.raises(json.JSONDecodeError) as caught:
            run(promise)
        with pytest.raises(json.JSONDecodeError):
            run(promise)  # (a settled promise: awaited again, the same rejection)
        outcomes.append(type(caught.value))
    assert outcomes[0] is outcomes[1]


def test_the_stream_first_then_a_read_whole() -> None:
    # the stream asked for first (not read): a read whole goes through it
    for _, make in _bodies():
        response = make()
        assert response.body is not None
        assert run(response.bytes()) == run(make().bytes())
    # read through a reader, or locked to one: unusable, as the general steps find it
    response = Response(b"streamed first")
    assert response.body is not None
    reader = response.body.getReader()
    assert run(reader.read())["value"] == b"streamed first"
    reader.releaseLock()
    with pytest.raises(TypeError):
        run(response.bytes())
    response = Response(b"locked")
    assert response.body is not None
    response.body.getReader()
    with pytest.raises(TypeError):
        run(response.bytes())


def test_a_clone_reads_its_own_copy() -> None:
    response = Response(b"shared")
    clone = response.clone()
    assert run(response.text()) == "shared"
    assert not clone.bodyUsed
    assert run(clone.bytes()) == b"shared"


def test_an_abort_after_the_response_still_errors_the_body() -> None:
    from webapi.dom import AbortController

    routes: dict[str, tuple[int, list[tuple[str, str]], bytes]] = {"a": (200, [], b"payload")}
    url = "http://fast-abort.test/a"
    run(fetch(url, transport=Recorder(routes)))  # (fetched lately)
    controller = AbortController()
    response = run(fetch(url, signal=controller.signal, transport=Recorder(routes)))
    controller.abort()
    with pytest.raises(Exception) as caught:
        run(response.bytes())
    assert getattr(caught.value, "name", None) == "AbortError"
    assert response.bodyUsed
    # read before the abort: the bytes, the abort afterwards changing nothing
    controller = AbortController()
    response = run(fetch(url, signal=controller.signal, transport=Recorder(routes)))
    assert run(response.bytes()) == b"payload"
    controller.abort()
    with pytest.raises(TypeError):
        run(response.bytes())
