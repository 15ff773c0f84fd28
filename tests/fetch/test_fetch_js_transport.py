"""``JSFetchTransport`` (Pyodide's ``js.fetch``) against stand-ins of the ``js`` and
``pyodide.ffi`` modules, on CPython: what it gives ``js.fetch`` (method, headers in order,
body, ``redirect: "follow"``, credentials) and what ``fetch()`` makes of the browser's answer
(the final URL appended to the URL list: ``redirected``; ``Content-Encoding`` dropped, the body
being decoded already; a JavaScript exception a network error). Inside Pyodide under Node the
suite cannot await a JavaScript promise (``needs_loop_run``), so the real ``js.fetch`` is not
called there."""

from __future__ import annotations

import asyncio
import sys
import types
from typing import Any

import pytest

from webapi.fetch import fetch
from webapi.fetch._transport_pyodide import JSFetchTransport

pytestmark = [
    pytest.mark.needs_loop_run,
    pytest.mark.skipif(sys.platform == "emscripten", reason="stands in for js (not in Pyodide)"),
]


class _JsException(Exception):
    pass


class _Buffer:
    def __init__(self, data: bytes) -> None:
        self.data = data

    def to_py(self) -> memoryview:
        return memoryview(self.data)


class _JsResponse:
    def __init__(self, url: str, status: int, headers: list[list[str]], body: bytes) -> None:
        self.url, self.status, self.statusText, self.type = url, status, "OK", "basic"
        self._headers, self._body = headers, body
        self.headers = types.SimpleNamespace(entries=lambda: iter(self._headers))

    async def arrayBuffer(self) -> _Buffer:
        return _Buffer(self._body)


@pytest.fixture
def fake_js(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    answers: list[Any] = []

    async def js_fetch(url: str, init: dict[str, Any]) -> Any:
        calls.append((url, init))
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    js = types.ModuleType("js")
    js.fetch = js_fetch  # type: ignore[attr-defined]
    js.Object = types.SimpleNamespace(fromEntries=dict)  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyodide.ffi")
    ffi.JsException = _JsException  # type: ignore[attr-defined]
    ffi.to_js = lambda value, dict_converter=None: value  # type: ignore[attr-defined]
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", pyodide)
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    return [calls, answers]


def test_the_browser_follows_the_redirects(fake_js: list[Any]) -> None:
    calls, answers = fake_js
    answers.append(
        _JsResponse(
            "https://x.test/new#",
            200,
            [["content-encoding", "gzip"], ["content-type", "text/plain"]],
            b"decoded already",
        )
    )

    async def main() -> list[Any]:
        response = await fetch(
            "https://x.test/old",
            method="POST",
            body="a=1",
            headers=[("X-A", "1"), ("X-B", "2")],
            transport=JSFetchTransport(),
        )
        return [response.url, response.redirected, await response.text(), list(response.headers)]

    assert asyncio.run(main()) == [
        "https://x.test/new",
        True,
        "decoded already",
        [("content-type", "text/plain")],
    ]
    [(url, init)] = calls
    assert url == "https://x.test/old"
    # the request's members, for the browser to apply (a Request's defaults here)
    assert {k: init[k] for k in init if k not in ("headers", "body")} == {
        "method": "POST",
        "mode": "cors",
        "credentials": "same-origin",
        "redirect": "follow",
        "referrer": "about:client",
        "referrerPolicy": "",
        "cache": "default",
    }
    # the request's own header list alone: the browser adds its client's (a page's fetch
    # sent Accept-Language: * otherwise, undici's default; tests/e2e's real js.fetch run)
    assert init["headers"] == [
        ["X-A", "1"],
        ["X-B", "2"],
        ["Content-Type", "text/plain;charset=UTF-8"],
    ]
    assert bytes(init["body"]) == b"a=1"


def test_the_browser_applies_the_requests_members_and_decides_the_type(
    fake_js: list[Any],
) -> None:
    calls, answers = fake_js
    redirect = _JsResponse("https://x.test/a", 0, [], b"")
    redirect.type = "opaqueredirect"
    opaque = _JsResponse("", 0, [], b"")
    opaque.type = "opaque"
    answers += [redirect, opaque, _JsResponse("https://y.test/", 200, [], b"")]

    async def main() -> list[Any]:
        manual = await fetch("https://x.test/a", redirect="manual", transport=JSFetchTransport())
        no_cors = await fetch(
            "https://y.test/",
            mode="no-cors",
            referrer="",
            referrerPolicy="no-referrer",
            cache="no-store",
            credentials="include",
            transport=JSFetchTransport(),
        )
        given = await fetch(
            "https://y.test/", credentials="include", transport=JSFetchTransport("omit")
        )
        return [
            [manual.type, manual.status, manual.url, manual.redirected, manual.body],
            [no_cors.type, no_cors.status, no_cors.url, no_cors.redirected, no_cors.body],
            given.type,
        ]

    assert asyncio.run(main()) == [
        # an opaque-redirect filtered response's body is null (an abort then leaves text() "")
        ["opaqueredirect", 0, "https://x.test/a", False, None],
        ["opaque", 0, "", False, None],  # an opaque filtered response has no URL, no body
        "basic",
    ]
    inits = [init for _, init in calls]
    assert inits[0]["redirect"] == "manual"
    assert {k: inits[1][k] for k in ("mode", "referrer", "referrerPolicy", "cache")} == {
        "mode": "no-cors",
        "referrer": "",
        "referrerPolicy": "no-referrer",
        "cache": "no-store",
    }
    assert inits[1]["credentials"] == "include"
    assert inits[2]["credentials"] == "omit"  # the transport's, given, over the request's


def test_same_url_is_not_a_redirect_and_errors_are_network_errors(fake_js: list[Any]) -> None:
    _, answers = fake_js
    answers.append(_JsResponse("https://x.test/", 200, [], b""))
    answers.append(_JsException("TypeError: Failed to fetch"))

    async def main() -> bool:
        response = await fetch("https://x.test/", transport=JSFetchTransport())
        return response.redirected

    assert asyncio.run(main()) is False
    with pytest.raises(TypeError, match="fetch failed") as caught:
        asyncio.run(fetch("https://x.test/", transport=JSFetchTransport()))
    assert isinstance(caught.value.__cause__, OSError)


def test_default_transport_under_pyodide(monkeypatch: pytest.MonkeyPatch) -> None:
    from webapi.fetch import _transport

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(_transport, "_default", [None])
    assert isinstance(_transport.get_default_transport(), JSFetchTransport)
