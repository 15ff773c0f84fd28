"""``HTTPCookieJar``: the RFC 6265bis jar behind the standard library's interface, as
urllib's ``HTTPCookieProcessor`` and httpx use it (no sockets: urllib's objects and httpx's
MockTransport)."""

from __future__ import annotations

import email.message
import http.cookiejar
import sys
import urllib.request

import pytest

from webapi.cookies import (
    COOKIE_AGE_LIMIT,
    CookieJar,
    HTTPCookieJar,
    from_http_cookiejar,
    to_http_cookiejar,
)


class _Response:
    def __init__(self, *fields: str) -> None:
        self._message = email.message.Message()
        for field in fields:
            self._message["Set-Cookie"] = field

    def info(self) -> email.message.Message:
        return self._message


def test_extract_and_add_cookie_header() -> None:
    jar = HTTPCookieJar()
    request = urllib.request.Request("http://site.example/login")
    jar.extract_cookies(
        _Response(
            "a=1; Path=/",
            "__Host-x=1; Path=/",  # no Secure: the draft ignores it, http.cookiejar keeps it
            "b=2; Domain=site.example; Path=/; HttpOnly",
            "c=3; Domain=com",  # a public suffix
        ),
        request,
    )
    assert sorted(cookie.name for cookie in jar) == ["a", "b"]
    assert len(jar) == 2
    follow = urllib.request.Request("http://www.site.example/")
    jar.add_cookie_header(follow)
    assert follow.get_header("Cookie") == "b=2"
    same = urllib.request.Request("http://site.example/x")
    jar.add_cookie_header(same)
    assert same.unredirected_hdrs["Cookie"] == "a=1; b=2"
    # The standard library's jar, for contrast, keeps the unprefixed-rule-breaking cookie.
    stdlib = http.cookiejar.CookieJar()
    stdlib.extract_cookies(_Response("__Host-x=1; Path=/"), request)  # type: ignore[arg-type]
    assert [cookie.name for cookie in stdlib] == ["__Host-x"]


def test_set_cookie_clear_and_conversions() -> None:
    jar = HTTPCookieJar(CookieJar())
    cookie = to_http_cookiejar(
        from_http_cookiejar(
            http.cookiejar.Cookie(
                0, "n", "v", None, False, ".site.example", True, True, "/", True,
                True, None, True, None, None, {"HttpOnly": "", "SameSite": "lax"},
            )
        )
    )  # fmt: skip
    assert (cookie.domain, cookie.secure, cookie.discard) == (".site.example", True, True)
    assert cookie.has_nonstandard_attr("HttpOnly")
    assert cookie.get_nonstandard_attr("SameSite") == "Lax"
    jar.set_cookie(cookie)
    request = urllib.request.Request("https://a.site.example/")
    jar.add_cookie_header(request)
    assert request.get_header("Cookie") == "n=v"
    jar.clear(".site.example", "/", "other")
    assert len(jar) == 1
    jar.clear(".site.example")
    assert len(jar) == 0
    made = jar.make_cookies(_Response("m=1; Max-Age=60"), request)
    assert [(c.name, c.domain, c.discard) for c in made] == [("m", "a.site.example", False)]
    assert len(jar) == 0


def test_urllib_opener_uses_it() -> None:
    jar = HTTPCookieJar()
    processor = urllib.request.HTTPCookieProcessor(jar)
    request = urllib.request.Request("https://site.example/")
    jar.jar.set_cookie("s=1; Secure; SameSite=Strict", "https://site.example/")
    processed = processor.http_request(request)
    assert processed.unredirected_hdrs["Cookie"] == "s=1"


def test_httpx_client() -> None:
    httpx = pytest.importorskip("httpx")
    seen: list[str | None] = []

    def handler(request: object) -> object:
        seen.append(request.headers.get("cookie"))  # type: ignore[attr-defined]
        headers = [
            ("set-cookie", "sid=1; Path=/; HttpOnly; SameSite=Lax"),
            ("set-cookie", "__Secure-x=1"),  # no Secure: ignored
            ("set-cookie", "wide=1; Domain=site.example"),
        ]
        return httpx.Response(200, headers=headers)

    jar = HTTPCookieJar()
    with httpx.Client(transport=httpx.MockTransport(handler), cookies=jar) as client:
        client.get("https://site.example/a")
        client.get("https://site.example/b")
        client.get("https://www.site.example/")
    # Storage is the draft's (__Secure-x is ignored). httpx builds each request's Cookie
    # header from copies of the cookies in a standard-library jar (Cookies(self.cookies)),
    # whose rules send the host-only sid to www.site.example too: see docs/cookies.md.
    assert seen[:2] == [None, "sid=1; wide=1"]
    assert sorted((cookie.name, cookie.domain) for cookie in jar) == [
        ("sid", "site.example"),
        ("sid", "www.site.example"),
        ("wide", ".site.example"),
    ]
    assert jar.jar.cookie_header("https://api.site.example/") == "wide=1"


def test_httpx_event_hooks_use_the_retrieval_model() -> None:
    httpx = pytest.importorskip("httpx")
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


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="asyncio.run needs WebAssembly stack switching, which Node's Pyodide has not",
)
def test_httpx_async_event_hooks() -> None:
    httpx = pytest.importorskip("httpx")
    import asyncio

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


def _stdlib_cookie(expires: object) -> http.cookiejar.Cookie:
    cookie = http.cookiejar.Cookie(
        0, "n", "v", None, False, "site.example", False, False, "/", True,
        False, None, False, None, None, {},
    )  # fmt: skip
    cookie.expires = expires  # type: ignore[assignment]  # the constructor would refuse some
    return cookie


def test_from_http_cookiejar_limits_expires_as_an_expires_attribute() -> None:
    """``expires`` past float's range was an OverflowError; it is an expiry-time, limited
    to 400 days as the draft limits an Expires attribute's, and never an error."""
    now = 1_700_000_000
    limit = now + COOKIE_AGE_LIMIT
    assert from_http_cookiejar(_stdlib_cookie(10**400), now).expiry == limit
    assert from_http_cookiejar(_stdlib_cookie(float("inf")), now).expiry == limit
    assert from_http_cookiejar(_stdlib_cookie(now + 10**9), now).expiry == limit
    assert from_http_cookiejar(_stdlib_cookie(now + 60), now).expiry == now + 60
    gone = from_http_cookiejar(_stdlib_cookie(-(10**400)), now)
    assert gone.expiry < now and gone.persistent
    session = from_http_cookiejar(_stdlib_cookie(None), now)
    assert not session.persistent and session.creation == now
    for wrong in ("1700000000", float("nan"), True):
        with pytest.raises(TypeError, match="'cookie'"):
            from_http_cookiejar(_stdlib_cookie(wrong), now)
    with pytest.raises(TypeError, match="'cookie'"):
        from_http_cookiejar(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'now'"):
        from_http_cookiejar(_stdlib_cookie(None), float("nan"))
    with pytest.raises(TypeError, match="'cookie'"):
        to_http_cookiejar(None)  # type: ignore[arg-type]
    jar = HTTPCookieJar()
    jar.set_cookie(_stdlib_cookie(10**400))
    assert [cookie.name for cookie in jar] == ["n"]
