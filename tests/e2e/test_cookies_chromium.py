"""End to end: webapi's cookie jar against Chromium's (Debian's /usr/bin/chromium, headless,
through Playwright) on the http-state suite (221 cases): each case's response is fulfilled
by a route with its Set-Cookie fields (no network: the hosts are never resolved), then the
Cookie header Chromium sends to the next URL is compared with ``CookieJar.cookie_header``.
Chromium may differ only where :data:`CHROMIUM_DEPARTURES` names the case, and each named
case must still differ. Then the storage model: what each of ~50 Set-Cookie fields (prefixes,
Secure, SameSite=None, Domain, Path, size limits) stores from an https and an http origin,
from ``context.cookies()``, against ``CookieJar.cookies()``. Then WPT's cookie pages (166
cases): the fields set by top-level navigations to ``/cookies/resources/cookie.py``, then
``document.cookie`` in the test's page, against ``cookie_header(page, http=False)``.
(~50 s: slow tier.)"""

from __future__ import annotations

from typing import Any

import pytest

from oracles.chromium import browser
from webapi.cookies import CookieJar
from webapi.url import URL
from wpt.cookies import http_state_cases

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

ORIGIN = "http://home.example.org:8888"

#: Case -> how Chromium departs from RFC 6265bis there (docs/cookies.md).
CHROMIUM_DEPARTURES = {
    # The draft keeps a nameless cookie whose value holds "="; Chromium refuses it (the
    # shared README notes this for WPT name.json tests 2 and 3 too).
    "name0017": "a nameless cookie '=a=bar' (value 'a=bar') is refused",
    "name0025": "a nameless cookie '===a=bar' (value '==a=bar') is refused",
}


def _answered_other(route: Any) -> bool:
    """Answer a request that is not a navigation (a favicon, were Chromium to ask for one)
    with a 404 and no cookies, and say so: only the navigations the tests make may record a
    Cookie header or receive a Set-Cookie field, or a late request of one case could
    overwrite the header recorded for the next, or store the previous field again."""
    if route.request.is_navigation_request():
        return False
    route.fulfill(status=404, body="", headers={"content-type": "text/plain"})
    return True


def _chromium_headers(cases: list[Any]) -> dict[str, str]:
    sent: dict[str, str] = {}
    with browser() as launched:
        context = launched.new_context()
        page = context.new_page()
        state: dict[str, str] = {}

        def handle(route: Any) -> None:
            if _answered_other(route):
                return
            request = route.request
            headers = {"content-type": "text/plain"}
            if request.url == state["first"]:
                headers["set-cookie"] = state["fields"]  # Playwright: one field per line
            else:
                state["cookie"] = request.all_headers().get("cookie", "")
            route.fulfill(status=200, body="ok", headers=headers)

        context.route("**/*", handle)
        for case in cases:
            context.clear_cookies()
            first = f"{ORIGIN}/cookie-parser?{case.name}"
            state.update(
                first=first, cookie="", fields="\n".join(f.decode() for f in case.set_cookies)
            )
            page.goto(first)
            page.goto(_target(case, first))
            sent[case.name] = state["cookie"]
    return sent


def _target(case: Any, first: str) -> str:
    if case.location is not None:
        return URL(case.location.decode("latin-1"), first).href
    return f"{ORIGIN}/cookie-parser-result?{case.name}"


def test_http_state_against_chromium() -> None:
    cases = http_state_cases()
    chromium = _chromium_headers(cases)
    differences = {}
    for case in cases:
        first = f"{ORIGIN}/cookie-parser?{case.name}"
        jar = CookieJar()
        for field in case.set_cookies:
            jar.set_cookie(field, first)
        ours = jar.cookie_header(_target(case, first))
        if ours != chromium[case.name]:
            differences[case.name] = (ours, chromium[case.name])
    assert set(differences) == set(CHROMIUM_DEPARTURES), differences
    # Chromium meets the draft where the shared README calls the WPT expectation stale.
    assert {"attribute0023", "optional-domain0042", "disabled-path0029"}.isdisjoint(differences)


#: Set-Cookie fields whose storage is compared, besides test_jar.py's prefix examples.
STORAGE_FIELDS = [
    "a=b; SameSite=None",
    "a=b; SameSite=None; Secure",
    "a=b; Max-Age=-1",
    "a=b; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "a=b; Domain=site.example; Secure",
    "a=b; Domain=.site.example.",
    "a=b; Domain=example",
    "a=b; Domain=SITE.EXAMPLE",
    "a=b; Path=",
    "__Secure-a=b",
    "__secure-a=b; Secure",
    "__Host-a=b; Secure; Path=",
    "__Host-a=b; Secure; Path=/; Path=/x",
    "__Host-a=b; Secure; Path=/x; Path=/",
    "a=" + "x" * 4095,
    "a=" + "x" * 4096,
    "a=b; Path=/" + "p" * 1023,
    "a=b; Path=/" + "p" * 1024,
    "a=b\x01c",
    "a=b; HttpOnly",
    "=__Host-x",
    "__HostX=1",
    "__Http-a=1; Secure",
    "__http-a=1; HttpOnly; Secure",
    "__Host-Http-a=1; Secure; HttpOnly; Path=/",
]
#: (origin, field) -> how Chromium departs from RFC 6265bis there (docs/cookies.md).
CHROMIUM_STORAGE_DEPARTURES = {
    # RFC 6265bis step 21 asks for a Path attribute and a path of "/": "Path=" adds the
    # attribute with the default-path "/". Chromium (as the layered draft's has-path, set
    # only by a value starting with "/") wants the value "/" itself.
    ("https://site.example/", "__Host-a=b; Secure; Path="): "refused",
}


def test_storage_against_chromium() -> None:
    from tests.cookies.test_jar import ACCEPTED, REJECTED

    fields = REJECTED + ACCEPTED + STORAGE_FIELDS
    differences = {}
    with browser() as launched:
        context = launched.new_context()
        page = context.new_page()
        state: dict[str, str] = {}

        def handle(route: Any) -> None:
            if _answered_other(route):
                return
            headers = {"content-type": "text/plain", "set-cookie": state["field"]}
            route.fulfill(status=200, body="ok", headers=headers)

        context.route("**/*", handle)
        for origin in ("https://site.example/", "http://site.example/"):
            for field in fields:
                context.clear_cookies()
                state["field"] = field
                page.goto(origin)
                chromium = sorted(
                    (c["name"], c["value"], c["domain"], c["path"], c["secure"], c["httpOnly"])
                    for c in context.cookies()
                )
                jar = CookieJar()
                jar.set_cookie(field, origin)
                ours = sorted(
                    (
                        c.name,
                        c.value,
                        c.domain if c.host_only else "." + c.domain,
                        c.path,
                        c.secure,
                        c.http_only,
                    )
                    for c in jar.cookies()
                )
                if chromium != ours:
                    differences[origin, field] = (ours, chromium)
    assert set(differences) == set(CHROMIUM_STORAGE_DEPARTURES), differences


#: (file, subtest) -> why Chromium's document.cookie differs from ours.
CHROMIUM_WPT_DEPARTURES = {
    ("name", "Set a nameless cookie (that has an = in its value)"): "Chromium refuses it",
    ("name", "Set a nameless cookie (that has multiple ='s in its value)"): "refused",
    # Not Chromium's: Playwright's route.fulfill splits a header value at LF into two
    # Set-Cookie fields ("test=13" and the nameless "ZYX"); our jar, given the whole string,
    # ignores it (set-cookie-string step 1).
    ("value", "Set cookie but ignore value after LF"): "harness",
}


def test_wpt_pages_against_chromium() -> None:
    from tests.cookies.test_data import _PAGES
    from wpt.cookies import WPT_JSON_FILES, wpt_json

    differences = {}
    with browser() as launched:
        context = launched.new_context()
        page = context.new_page()
        state: dict[str, str] = {}

        def handle(route: Any) -> None:
            if _answered_other(route):
                return
            headers = {"content-type": "text/html"}
            if "/cookies/resources/cookie.py" in route.request.url:
                headers["set-cookie"] = state["field"]
            route.fulfill(status=200, body="<!doctype html>", headers=headers)

        context.route("**/*", handle)
        for name in WPT_JSON_FILES:
            scheme = "https" if name == "attributes_secure" else "http"
            host = "www.web-platform.test" if name == "size_attributes" else "web-platform.test"
            setter = f"{scheme}://{host}/cookies/resources/cookie.py"
            for case in wpt_json(name):
                fields = case["cookie"] if isinstance(case["cookie"], list) else [case["cookie"]]
                if case.get("defaultPath", True):
                    reader = f"{scheme}://{host}/cookies/resources/echo-cookie.html"
                else:
                    reader = f"{scheme}://{host}/cookies/{_PAGES[name]}"
                context.clear_cookies()
                jar = CookieJar()
                for field in fields:
                    state["field"] = field
                    page.goto(setter)
                    jar.set_cookie(field, setter)
                page.goto(reader)
                chromium = page.evaluate("document.cookie")
                ours = jar.cookie_header(reader, http=False)
                if chromium != ours:
                    differences[name, case["name"]] = (ours, chromium)
    assert set(differences) == set(CHROMIUM_WPT_DEPARTURES), differences


_OTHER_PAGE = (
    '<!doctype html><a id=link href="https://site.example/nav">x</a>'
    '<img src="https://site.example/img">'
    '<form id=form method=POST action="https://site.example/post"><input name=x value=1></form>'
)
_SAME_SITE_FIELDS = (
    "strict=1; SameSite=Strict; Secure\nlax=1; SameSite=Lax; Secure\ndefault=1; Secure\n"
    "none=1; SameSite=None; Secure"
)


def test_same_site_requests_against_chromium() -> None:
    """Cookies of each SameSite value set by https://site.example, then requests to it from
    https://other.example: an image (a cross-site subresource), a link (a cross-site
    top-level GET), a form POST (a cross-site top-level POST: Chromium's Lax-allowing-unsafe
    sends a Default cookie under 2 minutes old), and a navigation typed in (no initiator)."""
    sent: list[tuple[str, str]] = []
    with browser() as launched:
        context = launched.new_context()
        page = context.new_page()

        def handle(route: Any) -> None:
            url = route.request.url
            headers = {"content-type": "text/html"}
            body = "<!doctype html>"
            if url == "https://site.example/set":
                headers["set-cookie"] = _SAME_SITE_FIELDS
            elif url.startswith("https://other.example/"):
                body = _OTHER_PAGE
            else:
                sent.append((url, route.request.all_headers().get("cookie", "")))
            route.fulfill(status=200, body=body, headers=headers)

        context.route("**/*", handle)
        page.goto("https://site.example/set")
        page.goto("https://other.example/")
        page.wait_for_timeout(300)  # the image
        page.click("#link")
        page.wait_for_load_state()
        page.goto("https://other.example/")
        page.evaluate("document.getElementById('form').submit()")
        page.wait_for_url("https://site.example/post")
        page.goto("https://site.example/direct")

    jar = CookieJar(lax_allowing_unsafe=120)
    for field in _SAME_SITE_FIELDS.split("\n"):
        jar.set_cookie(field, "https://site.example/set")
    other = "https://other.example/"
    ours = {
        "https://site.example/img": jar.cookie_header(
            "https://site.example/img", site_for_cookies=other, top_level=False
        ),
        "https://site.example/nav": jar.cookie_header(
            "https://site.example/nav", site_for_cookies=other
        ),
        "https://site.example/post": jar.cookie_header(
            "https://site.example/post", site_for_cookies=other, method="POST"
        ),
        "https://site.example/direct": jar.cookie_header("https://site.example/direct"),
    }
    chromium = {url: cookie for url, cookie in sent if url in ours}
    assert chromium == ours
    assert ours["https://site.example/post"] == "default=1; none=1"
