"""The adapters for requests, aiohttp and Scrapy, each with the real library against a
loopback server (127.0.0.1 only). The server is also an HTTP proxy for made-up host names
(``shop.example.com``, ``www.shop.example.com``): the clients send it absolute URLs, so host-only
and Domain cookies, public suffixes and redirects between hosts are seen end to end.

Each request's query says what to answer: ``set`` (repeated) Set-Cookie fields, ``to`` a
302 redirect's Location; the body is the Cookie header the request carried."""

from __future__ import annotations

import asyncio
import http.cookiejar
import pickle
import threading
import urllib.parse
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from webapi.cookies import CookieJar

pytestmark = [pytest.mark.needs_sockets, pytest.mark.needs_threads]

SHOP = "http://shop.example.com"
WWW = "http://www.shop.example.com"
FIELDS = [
    "h=1",  # host-only
    "d=2; Domain=shop.example.com",
    "p=3; Domain=com",  # a public suffix: ignored
    "s=4; Secure",  # Secure over http from a name that is not loopback: ignored
    "__Host-x=5; Path=/",  # no Secure: ignored
]


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        body = (self.headers.get("Cookie") or "").encode("latin-1")
        self.send_response(302 if "to" in query else 200)
        for field in query.get("set", ()):
            self.send_header("Set-Cookie", field)
        if "to" in query:
            self.send_header("Location", query["to"][0])
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _url(base: str, path: str = "/", *fields: str, to: str | None = None) -> str:
    query = [("set", field) for field in fields] + ([("to", to)] if to else [])
    return base + path + ("?" + urllib.parse.urlencode(query) if query else "")


# --- requests -----------------------------------------------------------------------------


def test_requests_session(server: str) -> None:
    requests = pytest.importorskip("requests", reason="requests (the test extra) is not installed")
    from webapi.cookies import HTTPCookieJar, use_in_requests

    session = _requests_session(requests, server)
    jar = use_in_requests(session)
    assert isinstance(session.cookies, HTTPCookieJar) and session.cookies.jar is jar
    assert session.get(_url(SHOP, "/set", *FIELDS)).text == ""
    assert [c.name for c in jar.cookies()] == ["h", "d"]
    assert session.get(SHOP + "/").text == "h=1; d=2"
    assert session.get(WWW + "/").text == "d=2"  # h is host-only
    # A redirect chain: each hop stores its cookies and sends the jar's header.
    final = session.get(_url(SHOP, "/r", "r=6; Path=/", to=_url(WWW, "/w", "w=7", to=SHOP + "/")))
    assert [r.status_code for r in final.history] == [302, 302]
    assert final.text == "h=1; d=2; r=6"
    assert jar.cookie_header(WWW + "/") == "d=2; w=7"
    # Secure over http to a loopback host, which browsers trust (no proxy for 127.0.0.1).
    session.proxies = {}
    session.get(_url(server, "/", "loop=1; Secure; SameSite=None"))
    assert session.get(server + "/").text == "loop=1"
    # Wrapping twice keeps one wrapper; an argument error names the parameter.
    use_in_requests(session, jar)
    assert type(session.adapters["http://"].adapter).__name__ == "HTTPAdapter"
    with pytest.raises(TypeError, match="session"):
        use_in_requests(object())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="jar"):
        use_in_requests(session, {})  # type: ignore[arg-type]


def test_requests_alone_for_contrast(server: str) -> None:
    """What the adapter changes: requests' own jar (http.cookiejar's rules) sends a
    host-only cookie to a subdomain and keeps ``__Host-`` without Secure."""
    requests = pytest.importorskip("requests", reason="requests (the test extra) is not installed")
    session = _requests_session(requests, server)
    session.get(_url(SHOP, "/set", "h=1", "__Host-x=5; Path=/"))
    assert "h=1" in session.get(WWW + "/").text


def _requests_session(requests: Any, server: str) -> Any:
    session = requests.Session()
    session.trust_env = False
    session.proxies = {"http": server}
    return session


def _as_stored(cookie: http.cookiejar.Cookie) -> tuple[object, ...]:
    return (cookie.name, cookie.value, cookie.domain, cookie.path, cookie.secure, cookie.expires)


def test_requests_session_keeps_its_cookies_and_its_cookie_api(server: str) -> None:
    """``use_in_requests`` takes in what ``session.cookies`` holds (as requests stored it),
    and ``session.cookies`` keeps requests' ``RequestsCookieJar`` interface over the jar."""
    requests = pytest.importorskip("requests", reason="requests (the test extra) is not installed")
    utils = pytest.importorskip("requests.utils")

    from webapi.cookies import RequestsCookieJar, use_in_requests

    session = _requests_session(requests, server)
    fields = ["h=1", "d=2; Domain=shop.example.com; Max-Age=600", "s=3; Secure", "p=4; Path=/p"]
    session.get(_url(SHOP, "/set", *fields))
    session.cookies.set("g", "5")  # no domain: requests sends it with every request
    before = sorted(_as_stored(cookie) for cookie in session.cookies)
    jar = use_in_requests(session)
    # Imported as requests stored them: host-only, Domain, Secure, expiry, path.
    imported = [(c.name, c.domain, c.host_only, c.path, c.secure) for c in jar.cookies()]
    assert imported == [
        ("h", "shop.example.com", True, "/", False),
        ("s", "shop.example.com", True, "/", True),
        ("p", "shop.example.com", True, "/p", False),
        ("d", "shop.example.com", False, "/", False),
    ]
    assert jar.cookies()[3].persistent and not jar.cookies()[0].persistent
    cookies = session.cookies
    assert isinstance(cookies, RequestsCookieJar) and cookies.jar is jar
    assert isinstance(cookies, requests.cookies.RequestsCookieJar)
    assert sorted(_as_stored(cookie) for cookie in cookies) == before
    assert session.get(SHOP + "/p/x").text == "p=4; h=1; d=2; g=5"  # s is Secure
    assert session.get(WWW + "/").text == "d=2; g=5"
    assert session.get("http://other.example/").text == "g=5"
    # requests' documented RequestsCookieJar methods, over the jar.
    assert cookies.get_dict() == {"h": "1", "s": "3", "p": "4", "d": "2", "g": "5"}
    assert cookies.get_dict(domain=".shop.example.com") == {"d": "2"}
    assert cookies.get_dict(path="/p") == {"p": "4"}
    assert cookies.get("h") == "1" and cookies.get("nope", "x") == "x"
    assert cookies.get("d", domain=".shop.example.com", path="/") == "2"
    assert cookies["g"] == "5" and "h" in cookies and "nope" not in cookies
    assert len(cookies) == 5 and cookies.keys() == ["h", "s", "p", "d", "g"]
    assert cookies.values() == ["1", "3", "4", "2", "5"]
    assert cookies.items() == list(zip(cookies.keys(), cookies.values(), strict=True))
    assert list(cookies.iterkeys()) == cookies.keys() and dict(cookies.iteritems()) == dict(cookies)
    assert cookies.list_domains() == ["shop.example.com", ".shop.example.com", ""]
    assert cookies.list_paths() == ["/", "/p"] and cookies.multiple_domains()
    assert utils.dict_from_cookiejar(cookies) == cookies.get_dict()
    with pytest.raises(KeyError):
        cookies["nope"]
    cookies.set("n", "6", domain="shop.example.com")  # a domain cookie, in the jar
    cookies["t"] = "7"  # no domain
    cookies.update({"u": "8"})
    utils.add_dict_to_cookiejar(cookies, {"v": "9"})
    cookies.set_cookie(requests.cookies.create_cookie("w", "10", domain="www.shop.example.com"))
    del cookies["h"]
    cookies.set("p", None)  # requests' way to remove one
    assert [c.name for c in jar.cookies()] == ["s", "d", "n", "w"]
    assert session.get(WWW + "/").text == "d=2; n=6; w=10; g=5; t=7; u=8; v=9"
    with pytest.raises(requests.cookies.CookieConflictError):
        cookies.set("w", "11", domain="www.shop.example.com", path="/x")
        cookies.get("w")
    # Pickled with the session, copied with its own jar.
    restored = pickle.loads(pickle.dumps(session))
    assert restored.cookies.get_dict() == cookies.get_dict()
    assert restored.cookies.jar is not jar and len(restored.cookies.jar) == len(jar)
    copied = cookies.copy()
    assert type(copied) is RequestsCookieJar and copied.jar is not jar
    assert sorted(map(_as_stored, copied)) == sorted(map(_as_stored, cookies))
    cookies.clear_session_cookies()
    assert cookies.keys() == ["d"]
    cookies.clear()
    assert len(cookies) == 0 and len(jar) == 0
    # A second call keeps the jar and its cookies.
    cookies.set("k", "1", domain="shop.example.com")
    assert use_in_requests(session) is jar and session.cookies is cookies and len(jar) == 1


# Each case: the request's keywords, and the session's headers.
_GIVEN_COOKIE_HEADERS: list[tuple[dict[str, Any], dict[str, str]]] = [
    ({}, {}),
    ({"headers": {"Cookie": "manual=1"}}, {}),
    ({"headers": {"cookie": "manual=1"}}, {}),
    ({}, {"Cookie": "sess=1"}),
    ({"headers": {"Cookie": None}}, {"Cookie": "sess=1"}),
    ({"cookies": {"pr": "4", "h": "9"}}, {}),
    ({"cookies": {"pr": "4"}, "headers": {"Cookie": "manual=1"}}, {}),
]


@pytest.mark.parametrize(("options", "session_headers"), _GIVEN_COOKIE_HEADERS)
def test_requests_given_cookie_header_and_cookies(
    server: str, options: dict[str, Any], session_headers: dict[str, str]
) -> None:
    """What requests sends without the adapter, it sends with it (where http.cookiejar's
    rules and the draft agree on the session's cookies): a Cookie header given with
    ``headers=`` or ``session.headers`` as it is, with no cookie added; the request's
    ``cookies=`` with the session's; and at a redirect (same host), the given header
    dropped and the cookies sent."""
    requests = pytest.importorskip("requests", reason="requests (the test extra) is not installed")
    from webapi.cookies import use_in_requests

    sent = []
    for adapted in (False, True):
        session = _requests_session(requests, server)
        session.get(_url(SHOP, "/set", "h=1", "d=2; Domain=shop.example.com"))
        session.cookies.set("g", "3")
        if adapted:
            use_in_requests(session)
        session.headers.update(session_headers)
        direct = session.get(SHOP + "/", **options).text
        redirected = session.get(_url(SHOP, "/r", "r=5", to=SHOP + "/home"), **options)
        hops = [response.text for response in (*redirected.history, redirected)]
        sent.append([sorted(direct.split("; ")), *(sorted(hop.split("; ")) for hop in hops)])
    assert sent[1] == sent[0]


def test_requests_given_cookies_across_hosts(server: str) -> None:
    """The adapter's Cookie header: the jar's cookies by the draft's rules, then the
    cookies requests sends by http.cookiejar's (the session's without a domain, the
    request's own); a given Cookie header goes to the first hop only."""
    requests = pytest.importorskip("requests", reason="requests (the test extra) is not installed")
    from webapi.cookies import use_in_requests

    session = _requests_session(requests, server)
    session.cookies.set("g", "3")
    use_in_requests(session)
    session.get(_url(SHOP, "/set", "h=1", "d=2; Domain=shop.example.com"))
    assert session.get(SHOP + "/", cookies={"pr": "4"}).text == "h=1; d=2; g=3; pr=4"
    chain = _url(SHOP, "/r", "__Host-x=1; Path=/", to=_url(WWW, "/w", to=SHOP + "/end"))
    final = session.get(chain, headers={"Cookie": "manual=1"}, cookies={"pr": "4"})
    hops = [response.text for response in (*final.history, final)]
    assert hops == ["manual=1", "d=2; g=3; pr=4", "h=1; d=2; g=3; pr=4"]
    # A prepared request sent by the session gets the jar's cookies too.
    prepared = requests.Request("GET", SHOP + "/", cookies={"q": "1"}).prepare()
    assert session.send(prepared).text == "h=1; d=2; q=1"
    # A Cookie header set after preparing, or by an auth, is kept.
    prepared = session.prepare_request(requests.Request("GET", SHOP + "/"))
    prepared.headers["Cookie"] = "late=1"
    assert session.send(prepared).text == "late=1"

    def auth(request: Any) -> Any:
        request.headers["Cookie"] = "auth=1"
        return request

    assert session.get(SHOP + "/", auth=auth).text == "auth=1"
    assert session.get(SHOP + "/", auth=("user", "password")).text == "h=1; d=2; g=3"


# --- aiohttp ------------------------------------------------------------------------------


@pytest.mark.parametrize("exact", [False, True], ids=["cookie_jar", "with_middleware"])
def test_aiohttp_client_session(server: str, exact: bool) -> None:
    aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (the test extra) is not installed")
    from webapi.cookies import AiohttpCookieJar

    async def run() -> list[str]:
        cookie_jar = AiohttpCookieJar()
        bodies = []
        middlewares = (cookie_jar.middleware,) if exact else ()
        async with aiohttp.ClientSession(cookie_jar=cookie_jar, middlewares=middlewares) as session:

            async def get(url: str, proxy: str | None = server) -> str:
                async with session.get(url, proxy=proxy) as response:
                    return await response.text()

            bodies.append(await get(_url(SHOP, "/set", *FIELDS)))
            bodies.append(await get(SHOP + "/"))
            bodies.append(await get(WWW + "/"))
            bodies.append(
                await get(_url(SHOP, "/r", "r=6; Path=/", to=_url(WWW, "/w", "w=7", to=SHOP)))
            )
            bodies.append(await get(_url(server, "/", "loop=1; Secure"), proxy=None))
            bodies.append(await get(server + "/", proxy=None))
            assert len(cookie_jar) == 5
            assert ("shop.example.com", "/", "h") in cookie_jar.host_only_cookies
            assert set(cookie_jar.cookies) >= {("shop.example.com", "/")}
            assert sorted(m.key for m in cookie_jar) == ["d", "h", "loop", "r", "w"]
            cookie_jar.clear_domain("example.com")
            assert [m.key for m in cookie_jar] == ["loop"]
            cookie_jar.clear(lambda morsel: morsel.key == "loop")
            assert len(cookie_jar) == 0
        return bodies

    if exact:  # the draft's header: the order of the retrieval algorithm
        expected = ["", "h=1; d=2", "d=2", "h=1; d=2; r=6", "", "loop=1"]
    else:  # aiohttp writes the names sorted
        expected = ["", "d=2; h=1", "d=2", "d=2; h=1; r=6", "", "loop=1"]
    assert asyncio.run(run()) == expected


def test_aiohttp_shared_cookies_and_jar_outside_a_loop(server: str) -> None:
    aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (the test extra) is not installed")
    from webapi.cookies import AiohttpCookieJar

    jar = CookieJar()
    cookie_jar = AiohttpCookieJar(jar)  # no running loop: allowed
    cookie_jar.update_cookies({"given": "1"})  # no URL: sent everywhere, as aiohttp does
    cookie_jar.update_cookies({"u": "2"}, aiohttp.client.URL(SHOP + "/"))
    assert jar.cookie_header(SHOP + "/") == "u=2"
    assert list(cookie_jar.filter_cookies(aiohttp.client.URL(SHOP + "/"))) == ["given", "u"]
    assert cookie_jar.unsafe and not cookie_jar.quote_cookie
    # One cookie a name reaches aiohttp: the first in the draft's order (the longer path).
    jar.set_cookie("dup=long; Path=/a", SHOP + "/a/x")
    jar.set_cookie("dup=short; Path=/", SHOP + "/")
    assert jar.cookie_header(SHOP + "/a/x") == "dup=long; u=2; dup=short"
    found = cookie_jar.filter_cookies(aiohttp.client.URL(SHOP + "/a/x"))
    assert [(m.key, m.value) for m in found.values()] == [
        ("given", "1"),
        ("dup", "long"),
        ("u", "2"),
    ]
    with pytest.raises(TypeError, match="jar"):
        AiohttpCookieJar({})  # type: ignore[arg-type]


def _given_cookies() -> list[tuple[object, object]]:
    """What ``update_cookies`` takes: values that are not cookie-values (a ``;`` and an
    attribute, ``=``, a space, a quote, a number), a ``Morsel`` with attributes, a
    ``SimpleCookie``'s."""
    from http.cookies import Morsel, SimpleCookie

    morsel: Morsel[str] = Morsel()
    morsel.set("m", "mv", "mv")
    morsel["domain"] = "a.example"
    morsel["path"] = "/"
    simple: SimpleCookie = SimpleCookie()
    simple["s"] = "s v"
    simple["s"]["path"] = "/"
    values = {"a": "x; Domain=a.example", "b": "p=q", "c": 'v"w', "e": "1 2", "n": 7}
    return [*values.items(), ("m", morsel), *simple.items()]


@pytest.mark.parametrize("exact", [False, True], ids=["cookie_jar", "with_middleware"])
def test_aiohttp_update_cookies_as_aiohttp(server: str, exact: bool) -> None:
    """``update_cookies(cookies, url)`` reads each value as aiohttp's own jar does: a value
    is whole (``"x; Domain=a.example"`` does not make a domain cookie), quoted as aiohttp
    sends it; a Morsel's attributes count. The same Cookie headers go out as with aiohttp's
    jar (with the middleware: the same cookies, in the draft's order), and a Cookie header
    given with ``headers=`` and the request's ``cookies=`` are merged in as aiohttp does."""
    aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (the test extra) is not installed")
    from yarl import URL

    from webapi.cookies import AiohttpCookieJar

    urls = ["http://a.example/dir/x", "http://c.a.example/dir/x", "http://a.example/"]
    extras: list[dict[str, Any]] = [
        {"headers": {"Cookie": "manual=1; n=9"}},  # the jar's n wins, as in aiohttp's header
        {"cookies": {"pr": "4", "b": "over"}},  # the request's b replaces the jar's
    ]

    async def run(make: Any) -> list[list[str]]:
        sent = []
        cookie_jar = make()
        middlewares = (cookie_jar.middleware,) if exact and make is not aiohttp.CookieJar else ()
        async with aiohttp.ClientSession(cookie_jar=cookie_jar, middlewares=middlewares) as session:
            cookie_jar.update_cookies(dict(_given_cookies()[:5]), URL("http://a.example/dir/page"))
            cookie_jar.update_cookies(_given_cookies()[5:], URL("http://a.example/"))
            for url, options in [*((url, {}) for url in urls), *((urls[0], e) for e in extras)]:
                async with session.get(url, proxy=server, **options) as response:
                    sent.append((await response.text()).split("; "))
        return sent

    theirs = asyncio.run(run(aiohttp.CookieJar))
    ours = asyncio.run(run(AiohttpCookieJar))
    assert theirs[1] == ["m=mv"]  # a, b, c, e, n are host-only
    assert theirs[0][0] == 'a="x\\073 Domain=a.example"'  # quoted, whole
    if exact:  # the draft's order: the longer path first, then the given cookies
        assert ours[3][-1] == "manual=1" and ours[4][-2:] == ["b=over", "pr=4"]
        ours = [sorted(pairs) for pairs in ours]
        theirs = [sorted(pairs) for pairs in theirs]
    assert ours == theirs


# --- Scrapy -------------------------------------------------------------------------------


def test_scrapy_middleware() -> None:
    http = pytest.importorskip("scrapy.http", reason="Scrapy (the test extra) is not installed")
    from scrapy.exceptions import NotConfigured
    from scrapy.utils.test import get_crawler

    from webapi.cookies import ScrapyCookiesMiddleware

    middleware = ScrapyCookiesMiddleware.from_crawler(get_crawler())
    with pytest.raises(NotConfigured):
        ScrapyCookiesMiddleware.from_crawler(get_crawler(settings_dict={"COOKIES_ENABLED": False}))

    def fetch(url: str, *fields: str, **request_options: object) -> bytes | None:
        request = http.Request(url, **request_options)  # type: ignore[arg-type]
        assert middleware.process_request(request) is None
        sent = request.headers.get("Cookie")
        response = http.Response(url, headers={"Set-Cookie": list(fields)}, request=request)
        assert middleware.process_response(request, response) is response
        return sent

    assert fetch(SHOP + "/set", *FIELDS, "raw=\xff; Path=/") is None
    assert fetch(SHOP + "/") == b"h=1; d=2; raw=\xc3\xbf"
    assert fetch(WWW + "/") == b"d=2"
    # Request(cookies=...) are stored as Scrapy stores them (public suffixes refused too).
    assert fetch(WWW + "/", cookies={"c": "3"}) == b"d=2; c=3"
    listed = [{"name": "l", "value": "4", "domain": "shop.example.com", "path": "/"}]
    assert fetch(WWW + "/", cookies=listed) == b"d=2; c=3; l=4"
    assert fetch(SHOP + "/", cookies=[{"name": "q", "value": "1", "domain": "com"}]) == (
        b"h=1; d=2; raw=\xc3\xbf; l=4"
    )
    # meta["cookiejar"]: separate jars; dont_merge_cookies: none read or written.
    assert fetch(SHOP + "/", "other=1", meta={"cookiejar": 2}) is None
    assert fetch(SHOP + "/", meta={"cookiejar": 2}) == b"other=1"
    plain = http.Request(
        SHOP + "/", headers={"Cookie": "mine=1"}, meta={"dont_merge_cookies": True}
    )
    middleware.process_request(plain)
    assert plain.headers.get("Cookie") == b"mine=1"
    assert set(middleware.jars) == {None, 2}


_CRAWL = """
import json, sys, urllib.parse
import scrapy
from scrapy.crawler import CrawlerProcess

server, shop, www = sys.argv[1:4]
fields = json.loads(sys.argv[4])
bodies = []

def url(base, path, *sets, to=None):
    query = [("set", f) for f in sets] + ([("to", to)] if to else [])
    return base + path + ("?" + urllib.parse.urlencode(query) if query else "")

class Spider(scrapy.Spider):
    name = "cookies"
    steps = [url(shop, "/set", *fields), shop + "/", www + "/",
             url(shop, "/r", "r=6; Path=/", to=url(www, "/w", "w=7", to=shop + "/"))]

    async def start(self):
        yield self.next(0)

    def next(self, index):
        return scrapy.Request(self.steps[index], meta={"proxy": server, "index": index},
                              callback=self.parse, dont_filter=True)

    def parse(self, response):
        bodies.append(response.text)
        index = response.meta["index"] + 1
        if index < len(self.steps):
            yield self.next(index)

process = CrawlerProcess({
    "DOWNLOADER_MIDDLEWARES": {
        "scrapy.downloadermiddlewares.cookies.CookiesMiddleware": None,
        "webapi.cookies.ScrapyCookiesMiddleware": 700,
    },
    "LOG_LEVEL": "ERROR", "TELNETCONSOLE_ENABLED": False, "ROBOTSTXT_OBEY": False,
})
process.crawl(Spider)
process.start()
print(json.dumps(bodies))
"""


@pytest.mark.needs_subprocess
@pytest.mark.slow  # a process with Twisted's reactor: 2-8 s
def test_scrapy_crawl(server: str, tmp_path: Path) -> None:
    """A real crawl (its own process: Twisted's reactor runs once per process) with the
    middleware in place of Scrapy's: host-only cookies, refused fields, a redirect chain."""
    pytest.importorskip("scrapy", reason="Scrapy (the test extra) is not installed")
    import json
    import subprocess
    import sys

    script = tmp_path / "crawl.py"  # a file: Scrapy reads its callbacks' source
    script.write_text(_CRAWL)
    arguments = [server, SHOP, WWW, json.dumps(FIELDS)]
    done = subprocess.run(
        [sys.executable, str(script), *arguments], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == ["", "h=1; d=2", "d=2", "h=1; d=2; r=6"]
