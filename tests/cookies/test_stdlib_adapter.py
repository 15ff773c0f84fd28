"""``HTTPCookieJar``: the RFC 6265bis jar behind the standard library's interface, as
urllib's ``HTTPCookieProcessor`` and httpx use it (no sockets: urllib's objects and httpx's
MockTransport)."""

from __future__ import annotations

import email.message
import http.cookiejar
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


def test_a_given_cookie_header_is_kept_as_by_the_standard_library() -> None:
    """A request that carries a Cookie header gets none added, as from the standard
    library's jar (urllib would send the added one in its place: unredirected headers win)."""
    theirs = http.cookiejar.CookieJar()
    ours = HTTPCookieJar()
    for jar in (theirs, ours):
        jar.extract_cookies(
            _Response("a=1; Path=/"),  # type: ignore[arg-type]
            urllib.request.Request("http://site.example/"),
        )
        processor = urllib.request.HTTPCookieProcessor(jar)
        given = processor.http_request(
            urllib.request.Request("http://site.example/", headers={"Cookie": "manual=1"})
        )
        assert (given.headers, given.unredirected_hdrs) == ({"Cookie": "manual=1"}, {})
        plain = processor.http_request(urllib.request.Request("http://site.example/"))
        assert (plain.headers, plain.unredirected_hdrs) == ({}, {"Cookie": "a=1"})


def _without_domain(name: str, value: str, **fields: object) -> http.cookiejar.Cookie:
    """A cookie as requests' and httpx's ``cookies.set(name, value)`` make it."""
    made = {
        "version": 0, "name": name, "value": value, "port": None, "port_specified": False,
        "domain": "", "domain_specified": False, "domain_initial_dot": False, "path": "/",
        "path_specified": True, "secure": False, "expires": None, "discard": True,
        "comment": None, "comment_url": None, "rest": {"HttpOnly": None}, "rfc2109": False,
    }  # fmt: skip
    return http.cookiejar.Cookie(**{**made, **fields})  # type: ignore[arg-type]


def test_cookies_without_a_domain_go_everywhere_as_from_the_standard_library() -> None:
    """A cookie without a domain has no host for the draft: kept by the standard library's
    rules, which send it with every request (to its path; a Secure one over https), not
    saved with the jar."""
    import io
    import time

    theirs = http.cookiejar.CookieJar()
    ours = HTTPCookieJar()
    ours.jar.set_cookie("a=1", "http://site.example/")
    cookies = [
        _without_domain("g", "3"),
        _without_domain("p", "4", path="/p"),
        _without_domain("s", "5", secure=True),
        _without_domain("old", "6", expires=int(time.time()) - 10, discard=False),
        _without_domain("kept", "7", expires=int(time.time()) + 600, discard=False),
    ]
    for cookie in cookies:
        theirs.set_cookie(cookie)
        ours.set_cookie(cookie)
    sent = {}
    for url in ("http://other.example/", "https://other.example/p/x", "http://site.example/"):
        headers = []
        for jar in (theirs, ours):
            request = urllib.request.Request(url)
            jar.add_cookie_header(request)
            headers.append(request.get_header("Cookie"))
        sent[url] = headers
    assert sent == {
        "http://other.example/": ["g=3; kept=7", "g=3; kept=7"],
        "https://other.example/p/x": ["p=4; g=3; s=5; kept=7", "p=4; g=3; s=5; kept=7"],
        "http://site.example/": ["g=3; kept=7", "a=1; g=3; kept=7"],
    }
    assert [cookie.name for cookie in ours] == ["a", "g", "s", "kept", "p"]  # "old" expired
    assert len(ours) == 5 and len(ours.jar) == 1
    saved = io.StringIO()
    assert ours.jar.save(saved, session_cookies=True) == 1
    ours.clear("", "/", "g")
    ours.clear_session_cookies()
    assert [cookie.name for cookie in ours] == ["kept"]
    ours.clear("")
    assert len(ours) == 0


def test_a_cookie_the_standard_library_keeps_for_localhost() -> None:
    """http.cookiejar keeps a host-only cookie from a host without a dot under
    ``<host>.local``; taken in, it is the host's, as the standard library sends it."""
    theirs = http.cookiejar.CookieJar()
    theirs.extract_cookies(
        _Response("a=1"),  # type: ignore[arg-type]
        urllib.request.Request("http://localhost:8000/"),
    )
    assert [cookie.domain for cookie in theirs] == ["localhost.local"]
    ours = HTTPCookieJar()
    for cookie in theirs:
        ours.set_cookie(cookie)
    assert ours.jar.cookie_header("http://localhost:8000/") == "a=1"
    assert [(c.domain, c.host_only) for c in ours.jar.cookies()] == [("localhost", True)]
