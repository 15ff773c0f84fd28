"""httpx with a :class:`~webapi.cookies.CookieJar`: ``use_in_httpx(client)`` and the event
hooks alone (``httpx_event_hooks``), each beside httpx without them, through httpx's
MockTransport (no sockets)."""

from __future__ import annotations

import asyncio
import sys
import warnings
from collections.abc import Callable
from typing import Any

import pytest

from webapi.cookies import CookieJar

httpx = pytest.importorskip("httpx", reason="httpx (the test extra) is not installed")

needs_asyncio = pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="asyncio.run needs WebAssembly stack switching, which Node's Pyodide has not",
)

LOGIN = "https://site.example/login"
FIELDS = [
    ("set-cookie", "h=1"),  # host-only
    ("set-cookie", "d=2; Domain=site.example"),
    ("set-cookie", "__Host-x=1"),  # no Secure, no Path=/: the draft ignores it
]


def _transport(seen: list[tuple[str, list[str]]]) -> Any:
    """Answers /login with FIELDS and a redirect to LOGIN's ``to`` query (or /home), and
    records each request's URL and Cookie header lines."""

    def handler(request: Any) -> Any:
        seen.append((str(request.url), request.headers.get_list("cookie")))
        if request.url.path == "/login":
            target = request.url.params.get("to", "https://site.example/home")
            return httpx.Response(302, headers=[*FIELDS, ("location", target)])
        return httpx.Response(200)

    return httpx.MockTransport(handler)


def _pairs(lines: list[str]) -> list[str]:
    return sorted(pair for line in lines for pair in line.split("; "))


# Each case: the client's headers, then the request's keywords.
_GIVEN: list[tuple[dict[str, str], dict[str, Any]]] = [
    ({}, {}),
    ({}, {"headers": {"Cookie": "manual=1"}}),
    ({}, {"headers": [("cookie", "manual=1"), ("cookie", "more=2")]}),
    ({"Cookie": "client=1"}, {}),
    ({}, {"cookies": {"pr": "4"}}),  # deprecated by httpx
    ({}, {"cookies": {"pr": "4"}, "headers": {"Cookie": "manual=1"}}),
]


@pytest.mark.parametrize(("client_headers", "options"), _GIVEN)
def test_use_in_httpx_sends_what_httpx_sends(
    client_headers: dict[str, str], options: dict[str, Any]
) -> None:
    """Where http.cookiejar's rules and the draft agree on the cookies, the client sends
    with ``use_in_httpx`` what it sends without: its ``cookies=`` with every request, a
    request's ``cookies=`` with it, a given Cookie header as it is (no cookie added) on the
    first hop only, the cookies again at a redirect."""
    sent = []
    for adapted in (False, True):
        from webapi.cookies import use_in_httpx

        seen: list[tuple[str, list[str]]] = []
        client = httpx.Client(transport=_transport(seen), cookies={"g": "3"})
        client.get("https://site.example/other")
        client.get("https://site.example/login?to=https://site.example/home")
        if adapted:
            use_in_httpx(client)
        client.headers.update(client_headers)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # per-request cookies=
            client.get("https://site.example/page", **options)
            client.get(LOGIN, follow_redirects=True, **options)
            client.get("https://other.example/", **options)
        sent.append([(url, _pairs(lines)) for url, lines in seen[3:]])
    assert sent[1] == sent[0]


def test_use_in_httpx_across_hosts_and_the_client_cookies_api() -> None:
    """The jar's rules where http.cookiejar's differ (host-only cookies, prefixes), the
    jar's Cookie header first; ``client.cookies`` holds the client's cookies (taken in as
    httpx stored them) over the jar."""
    from webapi.cookies import HTTPCookieJar, use_in_httpx

    seen: list[tuple[str, list[str]]] = []
    client = httpx.Client(transport=_transport(seen), cookies={"g": "3"})
    client.cookies.set("k", "5", domain="site.example")
    jar = use_in_httpx(client)
    assert isinstance(client.cookies.jar, HTTPCookieJar) and client.cookies.jar.jar is jar
    assert [(c.name, c.host_only) for c in jar.cookies()] == [("k", False)]  # as httpx has it
    client.get(LOGIN + "?to=https://www.site.example/home", follow_redirects=True)
    client.get("https://site.example/", headers={"Cookie": "manual=1"})
    with pytest.warns(DeprecationWarning):
        client.get("https://www.site.example/", cookies={"pr": "4"})
    assert seen == [
        (LOGIN + "?to=https://www.site.example/home", ["k=5; g=3"]),
        ("https://www.site.example/home", ["k=5; d=2; g=3"]),  # h is host-only; no __Host-x
        ("https://site.example/", ["manual=1"]),
        ("https://www.site.example/", ["k=5; d=2; g=3; pr=4"]),
    ]
    cookies = client.cookies
    assert dict(cookies) == {"k": "5", "h": "1", "d": "2", "g": "3"}
    assert cookies.get("d") == "2" and cookies["g"] == "3" and len(cookies) == 4
    cookies.set("n", "6", domain="site.example")
    cookies.delete("k")
    assert [c.name for c in jar.cookies()] == ["h", "d", "n"]
    cookies.clear(domain="site.example")
    assert [c.name for c in jar.cookies()] == []
    assert dict(cookies) == {"g": "3"}
    # A second call keeps the jar; a wrong argument names its parameter.
    assert use_in_httpx(client) is jar and client.cookies.jar.jar is jar
    assert len(client.event_hooks["request"]) == 1
    with pytest.raises(TypeError, match="'client'"):
        use_in_httpx(object())
    with pytest.raises(TypeError, match="'jar'"):
        use_in_httpx(client, {})  # type: ignore[arg-type]


@needs_asyncio
def test_use_in_httpx_async_client() -> None:
    from webapi.cookies import use_in_httpx

    seen: list[tuple[str, list[str]]] = []

    async def main() -> CookieJar:
        transport = _transport(seen)
        async with httpx.AsyncClient(transport=transport, cookies={"g": "3"}) as client:
            jar = use_in_httpx(client)
            await client.get(LOGIN + "?to=https://www.site.example/", follow_redirects=True)
            await client.get("https://site.example/", headers={"Cookie": "manual=1"})
            return jar

    jar = asyncio.run(main())
    assert [pairs for _, pairs in seen] == [["g=3"], ["d=2; g=3"], ["manual=1"]]
    assert [c.name for c in jar.cookies()] == ["h", "d"]


def test_httpx_event_hooks_use_the_retrieval_model() -> None:
    from webapi.cookies import httpx_event_hooks

    seen: list[tuple[str, str | None]] = []

    def handler(request: object) -> object:
        url = str(request.url)  # type: ignore[attr-defined]
        seen.append((url, request.headers.get("cookie")))  # type: ignore[attr-defined]
        if url.endswith("/login"):
            return httpx.Response(
                302,
                headers=[
                    ("set-cookie", "sid=1; Path=/; Secure; HttpOnly"),
                    ("set-cookie", "wide=1; Domain=site.example"),
                    ("location", "https://site.example/home"),
                ],
            )
        return httpx.Response(200)

    jar = CookieJar()
    hooks = httpx_event_hooks(jar)
    with httpx.Client(transport=httpx.MockTransport(handler), event_hooks=hooks) as client:
        client.get("https://site.example/login", follow_redirects=True)
        client.get("https://www.site.example/")
        client.get("http://site.example/")
    assert seen == [
        ("https://site.example/login", None),
        ("https://site.example/home", "sid=1; wide=1"),  # the redirect carries them
        ("https://www.site.example/", "wide=1"),  # sid is host-only
        ("http://site.example/", "wide=1"),  # sid is Secure
    ]
    with pytest.raises(TypeError, match="jar"):
        httpx_event_hooks(object())  # type: ignore[arg-type]


@needs_asyncio
def test_httpx_async_event_hooks() -> None:
    from webapi.cookies import httpx_event_hooks

    seen: list[str | None] = []

    def handler(request: object) -> object:
        seen.append(request.headers.get("cookie"))  # type: ignore[attr-defined]
        return httpx.Response(200, headers=[("set-cookie", "a=1")])

    jar = CookieJar()

    async def main() -> None:
        hooks = httpx_event_hooks(jar, asynchronous=True)
        transport = httpx.MockTransport(handler)
        async with httpx.AsyncClient(transport=transport, event_hooks=hooks) as client:
            await client.get("https://site.example/")
            await client.get("https://site.example/")

    asyncio.run(main())
    assert seen == [None, "a=1"]


def _sync_client(hooks: dict[str, Any], seen: list[tuple[str, list[str]]]) -> Callable[[], None]:
    def run() -> None:
        with httpx.Client(transport=_transport(seen), event_hooks=hooks) as client:
            client.get(LOGIN, follow_redirects=True)

    return run


def _async_client(hooks: dict[str, Any], seen: list[tuple[str, list[str]]]) -> Callable[[], None]:
    async def main() -> None:
        async with httpx.AsyncClient(transport=_transport(seen), event_hooks=hooks) as client:
            await client.get(LOGIN, follow_redirects=True)

    return lambda: asyncio.run(main())


@needs_asyncio
@pytest.mark.parametrize("asynchronous", [False, True])
@pytest.mark.parametrize("make", [_sync_client, _async_client], ids=["Client", "AsyncClient"])
def test_httpx_event_hooks_serve_both_clients(asynchronous: bool, make: Any) -> None:
    """Hooks made for either flavour run in either client: httpx's own jar never decides
    the Cookie header in their place."""
    from webapi.cookies import httpx_event_hooks

    jar = CookieJar()
    seen: list[tuple[str, list[str]]] = []
    make(httpx_event_hooks(jar, asynchronous=asynchronous), seen)()
    assert seen == [(LOGIN, []), ("https://site.example/home", ["h=1; d=2"])]
    assert [cookie.name for cookie in jar.cookies()] == ["h", "d"]
    with pytest.raises(TypeError, match="'asynchronous'"):
        httpx_event_hooks(jar, asynchronous="yes")  # type: ignore[arg-type]
