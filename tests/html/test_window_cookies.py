"""A window's cookie jar (issue #55 items 2 and 4): navigations sent through the navigating
document's ``FetchClient`` (Cookie out, every hop's Set-Cookie into the window's jar, the
jar's SameSite rules for a top-level navigation) and ``window.cookie_jar``."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.cookies import CookieJar
from webapi.html import open_window

HTML = {"Content-Type": "text/html"}


class Site:
    """path (with host) -> (status, headers, body); the requests' headers it got."""

    def __init__(self, pages: dict[str, Any]) -> None:
        self.pages = pages
        self.sent: list[tuple[str, dict[str, str]]] = []

    def __call__(self, request: Any) -> Any:
        headers = {name.lower(): value for name, value in request.headers}
        self.sent.append((request.url, headers))
        found = self.pages.get(request.url.split("#")[0])
        if found is None:
            return (404, HTML, b"<title>404</title>")
        if isinstance(found, bytes):
            return (200, HTML, found)
        return found


def _cookies(site: Site, url: str) -> str | None:
    for sent_url, headers in site.sent:
        if sent_url == url:
            return headers.get("cookie")
    raise AssertionError(f"no request to {url}")


def test_set_cookie_on_a_302_of_a_link_click_goes_back_with_the_next_navigation() -> None:
    site = Site(
        {
            "https://a.test/": b"<a href=/login>in</a>",
            "https://a.test/login": (
                302,
                [("Location", "/home"), ("Set-Cookie", "sid=42; Path=/; HttpOnly")],
                b"",
            ),
            "https://a.test/home": b"<title>home</title><a href=/next>next</a>",
            "https://a.test/next": b"<title>next</title>",
        }
    )
    window = open_window("https://a.test/", transport=site)
    assert _cookies(site, "https://a.test/") is None
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert window.location.href == "https://a.test/home"
    # (the cookie set on the redirect's hop went with the redirect's next hop already)
    assert _cookies(site, "https://a.test/home") == "sid=42"
    assert [c.name for c in window.cookie_jar.cookies()] == ["sid"]
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert window.document.title == "next"
    assert _cookies(site, "https://a.test/next") == "sid=42"
    headers = site.sent[-1][1]
    assert headers["sec-fetch-mode"] == "navigate"
    assert headers["sec-fetch-dest"] == "document"
    assert headers["referer"] == "https://a.test/home"


def test_cross_site_link_sends_lax_cookies_but_not_strict_ones() -> None:
    jar = CookieJar()
    jar.set_cookie("lax=1; SameSite=Lax", "https://b.test/")
    jar.set_cookie("strict=1; SameSite=Strict", "https://b.test/")
    site = Site(
        {
            "https://a.test/": b"<a href=https://b.test/p>b</a><form method=post"
            b" action=https://b.test/f><button>go</button></form>",
            "https://b.test/p": b"<title>b</title>",
            "https://b.test/f": b"<title>f</title>",
        }
    )
    window = open_window("https://a.test/", transport=site, cookie_jar=jar)
    assert window.cookie_jar is jar
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert window.document.title == "b"
    # a cross-site top-level GET: Lax goes, Strict does not; the referrer is the origin
    assert _cookies(site, "https://b.test/p") == "lax=1"
    assert site.sent[-1][1]["referer"] == "https://a.test/"
    assert site.sent[-1][1]["sec-fetch-site"] == "cross-site"
    window.history.back()
    window.event_loop.run_until_idle()
    window.document.querySelector("button").click()
    window.event_loop.run_until_idle()
    assert window.document.title == "f"
    # a cross-site POST: neither
    assert _cookies(site, "https://b.test/f") is None


def test_a_window_opened_by_a_link_shares_the_jar() -> None:
    site = Site(
        {
            "https://a.test/": (
                200,
                [("Content-Type", "text/html"), ("Set-Cookie", "k=v")],
                b"<a href=/x target=_blank>x</a>",
            ),
            "https://a.test/x": b"<title>x</title>",
        }
    )
    window = open_window("https://a.test/", transport=site)
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    (opened,) = window.opened_windows
    assert opened.cookie_jar is window.cookie_jar
    assert _cookies(site, "https://a.test/x") == "k=v"


def test_each_window_has_its_own_jar_by_default() -> None:
    first = open_window(b"")
    second = open_window(b"")
    assert first.cookie_jar is not second.cookie_jar


def test_cookie_jar_argument_is_checked() -> None:
    with pytest.raises(TypeError, match="cookie_jar"):
        open_window(b"", cookie_jar=object())


def test_document_cookie_reads_and_writes_the_windows_jar() -> None:
    site = Site(
        {
            "https://a.test/": (
                200,
                [
                    ("Content-Type", "text/html"),
                    ("Set-Cookie", "h=1; HttpOnly"),
                    ("Set-Cookie", "v=2"),
                ],
                b"<a href=/next>n</a>",
            ),
            "https://a.test/next": b"",
        }
    )
    window = open_window("https://a.test/", transport=site)
    document = window.document
    # the HttpOnly cookie is not the non-HTTP API's
    assert document.cookie == "v=2"
    document.cookie = "w=3; Path=/"
    document.cookie = "h=replaced"  # (a non-HTTP API cannot replace an HttpOnly cookie)
    document.cookie = "x=4; HttpOnly"  # (nor set one)
    assert document.cookie == "v=2; w=3"
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert _cookies(site, "https://a.test/next") == "h=1; v=2; w=3"


def test_document_cookie_of_a_cookie_averse_document_is_empty() -> None:
    from webapi.html import DOMParser

    window = open_window(b"", url="about:blank")
    window.document.cookie = "a=1"
    assert window.document.cookie == ""
    # no browsing context
    parsed = DOMParser().parseFromString("<p>", "text/html")
    parsed.cookie = "a=1"
    assert parsed.cookie == ""
    assert window.cookie_jar.cookies() == []


def test_document_cookie_of_an_opaque_origin_is_a_security_error() -> None:
    from webapi.dom import DOMException
    from webapi.url import OpaqueOrigin

    window = open_window(b"", url="https://a.test/")
    window.document._origin = OpaqueOrigin()  # (as a sandboxed document's)
    with pytest.raises(DOMException) as caught:
        _ = window.document.cookie
    assert caught.value.name == "SecurityError"
    with pytest.raises(DOMException):
        window.document.cookie = "a=1"


@pytest.mark.needs_loop_run
def test_window_fetch_uses_the_documents_client_the_jar_and_the_transport() -> None:
    import asyncio

    site = Site(
        {
            "https://a.test/": b"<base href=/sub/>",
            "https://a.test/sub/api": (
                200,
                [("Content-Type", "application/json"), ("Set-Cookie", "t=1; Path=/")],
                b'{"ok": true}',
            ),
        }
    )
    window = open_window("https://a.test/", transport=site)

    async def run() -> Any:
        response = await window.fetch("api")  # (relative to the document base URL)
        return response.status, await response.json()

    assert asyncio.run(run()) == (200, {"ok": True})
    headers = site.sent[-1][1]
    assert site.sent[-1][0] == "https://a.test/sub/api"
    assert headers["referer"] == "https://a.test/"
    assert headers["sec-fetch-mode"] == "cors"
    assert headers["sec-fetch-site"] == "same-origin"
    assert window.document.cookie == "t=1"
    asyncio.run(window.fetch("/sub/api"))
    assert site.sent[-1][1]["cookie"] == "t=1"


@pytest.mark.needs_loop_run
def test_window_fetch_without_a_transport_sends_nothing() -> None:
    import asyncio

    window = open_window(b"", url="https://a.test/")
    with pytest.raises(TypeError, match="fetch failed"):
        asyncio.run(window.fetch("/x"))
    response = asyncio.run(window.fetch("data:,hi"))
    assert response.status == 200


def test_a_programs_navigation_is_same_site_and_a_cross_site_response_stores_strict() -> None:
    jar = CookieJar()
    jar.set_cookie("strict=1; SameSite=Strict", "https://b.test/")
    site = Site(
        {
            "https://b.test/p": b"",
            "https://a.test/": b"<a href=https://b.test/set>b</a>",
            "https://b.test/set": (
                200,
                [("Content-Type", "text/html"), ("Set-Cookie", "s2=1; SameSite=Strict")],
                b"<a href=/again>again</a>",
            ),
            "https://b.test/again": b"",
        }
    )
    open_window("https://b.test/p", transport=site, cookie_jar=jar)
    # (no initiator: the program's navigation is same-site, Strict cookies go)
    assert _cookies(site, "https://b.test/p") == "strict=1"
    window = open_window("https://a.test/", transport=site, cookie_jar=jar)
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert _cookies(site, "https://b.test/set") is None
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    # (a top-level navigation's response stores its SameSite=Strict cookie, cross-site too)
    assert _cookies(site, "https://b.test/again") == "strict=1; s2=1"


def test_an_iframes_document_cookie_is_the_top_level_windows_jar() -> None:
    # (document.cookie of a same-origin frame reads and writes the jar of its top-level
    # window, as in a browser; the frame's own navigation is a request of its parent's
    # client, which sends the jar's cookies and stores the response's: issue #72's one road)
    site = Site(
        {
            "https://a.test/": (
                200,
                {**HTML, "Set-Cookie": "top=1"},
                b"<iframe src=/frame></iframe>",
            ),
            "https://a.test/frame": (
                200,
                {**HTML, "Set-Cookie": "framed=1"},
                b"<title>frame</title>",
            ),
        }
    )
    jar = CookieJar()
    window = open_window("https://a.test/", transport=site, cookie_jar=jar)
    frame = window[0]
    assert frame.document.title == "frame"
    assert _cookies(site, "https://a.test/frame") == "top=1"
    assert frame.document.cookie == "top=1; framed=1"
    frame.document.cookie = "fromframe=2"
    assert window.document.cookie == "top=1; framed=1; fromframe=2"
    assert sorted(cookie.name for cookie in jar.cookies()) == ["framed", "fromframe", "top"]
