"""The storage and retrieval models of RFC 6265bis, case by case (the test data of
test_data.py covers the parser; these cover what it does not: prefixes, Secure, HttpOnly,
SameSite, lifetimes, limits, threads, arguments)."""

from __future__ import annotations

import datetime
import threading

import pytest

from webapi.cookies import (
    COOKIE_AGE_LIMIT,
    MAX_COOKIES,
    MAX_COOKIES_PER_DOMAIN,
    CookieJar,
    default_path,
    domain_matches,
    parse_set_cookie,
    path_matches,
)
from webapi.url import URLParseError

NOW = 1_700_000_000
HTTPS = "https://site.example/"
HTTP = "http://site.example/"


def accepted(header: str, url: str = HTTPS, **context: object) -> bool:
    jar = CookieJar()
    return jar.set_cookie(header, url, now=NOW, **context) is not None  # type: ignore[arg-type]


# The draft's "Cookie Name Prefixes" examples: rejected, then accepted from a secure origin.
REJECTED = [
    "__Secure-SID=12345; Domain=site.example",
    "__secure-SID=12345; Domain=site.example",
    "__SECURE-SID=12345; Domain=site.example",
    "__Host-SID=12345",
    "__host-SID=12345; Secure",
    "__host-SID=12345; Domain=site.example",
    "__HOST-SID=12345; Domain=site.example; Path=/",
    "__Host-SID=12345; Secure; Domain=site.example; Path=/",
    "__host-SID=12345; Secure; Domain=site.example; Path=/",
    "__HOST-SID=12345; Secure; Domain=site.example; Path=/",
    # The layered draft's __Http- and __Host-Http-: Secure and HttpOnly (and __Host-'s rules).
    "__Http-SID=1; Secure",
    "__http-SID=1; HttpOnly",
    "__Host-Http-SID=1; Secure; HttpOnly",
    "__Host-Http-SID=1; Secure; Path=/",
    "__HOST-HTTP-SID=1; Secure; HttpOnly; Path=/; Domain=site.example",
    # Step 22: a nameless cookie may not look prefixed.
    "=__Secure-SID=1; Secure",
    "__Host-SID; Secure; Path=/",  # no "=" in the pair: a nameless cookie
]
ACCEPTED = [
    "__Secure-SID=12345; Domain=site.example; Secure",
    "__secure-SID=12345; Domain=site.example; Secure",
    "__SECURE-SID=12345; Domain=site.example; Secure",
    "__Host-SID=12345; Secure; Path=/",
    "__host-SID=12345; Secure; Path=/",
    "__HOST-SID=12345; Secure; Path=/",
    "__Http-SID=1; Secure; HttpOnly",
    "__Http-SID=1; Secure; HttpOnly; Domain=site.example",
    "__Host-Http-SID=1; Secure; HttpOnly; Path=/",
]


@pytest.mark.parametrize("header", REJECTED)
def test_prefix_rejected(header: str) -> None:
    assert not accepted(header)


@pytest.mark.parametrize("header", ACCEPTED)
def test_prefix_accepted(header: str) -> None:
    assert accepted(header)
    assert not accepted(header, HTTP)  # Secure needs a secure origin (step 13)


def test_secure_needs_a_secure_connection_and_localhost_is_one() -> None:
    assert not accepted("a=b; Secure", HTTP)
    assert accepted("a=b; Secure", "http://localhost:8000/")
    assert accepted("a=b; Secure", "http://api.localhost/")
    assert accepted("a=b; Secure", "http://127.0.0.2/")
    assert accepted("a=b; Secure", "http://[::1]/")
    assert accepted("a=b; Secure", "wss://site.example/")
    jar = CookieJar()
    jar.set_cookie("a=b; Secure", HTTPS, now=NOW)
    assert jar.cookie_header(HTTPS, now=NOW) == "a=b"
    assert jar.cookie_header(HTTP, now=NOW) == ""


def test_a_non_secure_cookie_cannot_overlay_a_secure_one() -> None:
    """Step 16, with the draft's own example (an existing secure cookie at /login)."""
    jar = CookieJar()
    assert jar.set_cookie("a=secure; Secure; Path=/login", HTTPS, now=NOW) is not None
    assert jar.set_cookie("a=x; Path=/login", HTTP, now=NOW) is None
    assert jar.last_rejection.startswith("step 16")
    assert jar.set_cookie("a=x; Path=/login/en", HTTP, now=NOW) is None
    assert jar.set_cookie("a=x; Path=/", HTTP, now=NOW) is not None
    assert jar.set_cookie("a=x; Path=/foo", "http://sub.site.example/", now=NOW) is not None
    # From a secure origin the non-secure cookie may be set.
    assert jar.set_cookie("a=y; Path=/login", HTTPS, now=NOW) is not None


def test_http_only_and_non_http_apis() -> None:
    jar = CookieJar()
    assert jar.set_cookie("h=1; HttpOnly", HTTPS, now=NOW, http=False) is None
    assert jar.last_rejection.startswith("step 15")
    assert jar.set_cookie("h=1; HttpOnly", HTTPS, now=NOW) is not None
    assert jar.set_cookie("d=2", HTTPS, now=NOW, http=False) is not None
    assert jar.cookie_header(HTTPS, now=NOW) == "h=1; d=2"
    assert jar.cookie_header(HTTPS, now=NOW, http=False) == "d=2"
    # Step 23.2: document.cookie may not overwrite an HttpOnly cookie.
    assert jar.set_cookie("h=evil", HTTPS, now=NOW, http=False) is None
    assert jar.receive("h=evil", HTTPS, now=NOW, http=False) == (
        None,
        "step 23: a non-HTTP API would overwrite an HttpOnly cookie",
    )
    cookie, reason = jar.receive("h=2; HttpOnly", HTTPS, now=NOW)
    assert cookie is not None and cookie.value == "2" and reason == ""
    jar.set_cookie("h=1; HttpOnly", HTTPS, now=NOW)
    assert jar.cookie_header(HTTPS, now=NOW) == "h=1; d=2"


CROSS = "https://other.example/"


def test_same_site_storage() -> None:
    """Step 18: a cross-site request that is not a top-level navigation cannot set
    SameSite cookies other than None; step 19: None needs Secure."""
    for flag in ("", "; SameSite=Lax", "; SameSite=Strict", "; SameSite=bogus"):
        header = "a=b" + flag
        assert accepted(header, site_for_cookies=CROSS, top_level=True)
        assert not accepted(header, site_for_cookies=CROSS, top_level=False)
        assert accepted(header, site_for_cookies="https://www.site.example/", top_level=False)
        assert not accepted(header, site_for_cookies=CROSS, http=False)
    assert accepted("a=b; SameSite=None; Secure", site_for_cookies=CROSS, top_level=False)
    assert not accepted("a=b; SameSite=None", site_for_cookies=CROSS)
    # Schemeful: http and https are different sites.
    assert not accepted("a=b", HTTPS, site_for_cookies=HTTP, top_level=False)


def test_same_site_retrieval() -> None:
    jar = CookieJar()
    for header in (
        "strict=1; SameSite=Strict",
        "lax=1; SameSite=Lax",
        "default=1",
        "none=1; SameSite=None; Secure",
    ):
        assert jar.set_cookie(header, HTTPS, now=NOW) is not None
    everything = "strict=1; lax=1; default=1; none=1"
    assert jar.cookie_header(HTTPS, now=NOW) == everything
    assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies="https://a.site.example") == (
        everything
    )
    # A cross-site top-level GET: Lax and Default go, Strict does not.
    assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies=CROSS) == "lax=1; default=1; none=1"
    # An unsafe method, a subresource, a non-HTTP API: only None.
    assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies=CROSS, method="POST") == "none=1"
    assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies=CROSS, top_level=False) == ("none=1")
    assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies=CROSS, http=False) == "none=1"


def test_lifetimes() -> None:
    jar = CookieJar()
    cookie = jar.set_cookie("a=b; Max-Age=999999999", HTTPS, now=NOW)
    assert cookie is not None and cookie.expiry == NOW + COOKIE_AGE_LIMIT and cookie.persistent
    cookie = jar.set_cookie("c=d; Expires=Fri, 01 Jan 9999 00:00:00 GMT", HTTPS, now=NOW)
    assert cookie is not None and cookie.expiry == NOW + COOKIE_AGE_LIMIT
    # Max-Age wins over Expires, whatever the order (step 6).
    header = "e=f; Max-Age=10; Expires=Fri, 01 Jan 9999 00:00:00 GMT"
    cookie = jar.set_cookie(header, HTTPS, now=NOW)
    assert cookie is not None and cookie.expiry == NOW + 10
    assert cookie.expires == datetime.datetime.fromtimestamp(NOW + 10, datetime.UTC)
    session = jar.set_cookie("s=1", HTTPS, now=NOW)
    assert session is not None and session.expires is None and not session.persistent
    assert jar.cookie_header(HTTPS, now=NOW) == "a=b; c=d; e=f; s=1"
    # Expired cookies are evicted: e=f at NOW + 11.
    assert jar.cookie_header(HTTPS, now=NOW + 11) == "a=b; c=d; s=1"
    assert len(jar) == 3
    # Max-Age=0 and a past Expires delete.
    jar.set_cookie("a=; Max-Age=0", HTTPS, now=NOW + 12)
    jar.set_cookie("c=; Expires=Thu, 01 Jan 1970 00:00:00 GMT", HTTPS, now=NOW + 12)
    assert jar.cookie_header(HTTPS, now=NOW + 12) == "s=1"
    jar.clear_session_cookies()
    assert jar.cookies() == []


def test_now_as_datetime() -> None:
    jar = CookieJar()
    when = datetime.datetime(2030, 1, 1, tzinfo=datetime.UTC)
    cookie = jar.set_cookie("a=b; Max-Age=60", HTTPS, now=when)
    assert cookie is not None and cookie.expires == when + datetime.timedelta(seconds=60)
    assert jar.cookie_header(HTTPS, now=when + datetime.timedelta(seconds=61)) == ""
    with pytest.raises(TypeError, match="now"):
        jar.set_cookie("a=b", HTTPS, now=datetime.datetime(2030, 1, 1))
    with pytest.raises(TypeError, match="now"):
        jar.cookie_header(HTTPS, now=True)
    with pytest.raises(TypeError, match="now"):
        jar.cookie_header(HTTPS, now=float("nan"))


def test_order_and_replacement() -> None:
    """Retrieval step 4 (longer paths first, then earlier creation); step 23 keeps the
    replaced cookie's creation-time."""
    jar = CookieJar()
    url = "https://site.example/a/b/c"
    jar.set_cookie("x=1; Path=/", url, now=NOW)
    jar.set_cookie("y=1; Path=/a/b", url, now=NOW + 1)
    jar.set_cookie("z=1; Path=/", url, now=NOW + 2)
    jar.set_cookie("w=1; Path=/a", url, now=NOW + 3)
    assert jar.cookie_header(url, now=NOW + 4) == "y=1; w=1; x=1; z=1"
    replaced = jar.set_cookie("x=2; Path=/", url, now=NOW + 5)
    assert replaced is not None and replaced.creation == NOW
    assert jar.cookie_header(url, now=NOW + 6) == "y=1; w=1; x=2; z=1"
    # Same creation time: insertion order.
    jar.clear()
    for name in "qpo":
        jar.set_cookie(f"{name}=1", url, now=NOW)
    assert jar.cookie_header(url, now=NOW) == "q=1; p=1; o=1"


def test_domains() -> None:
    jar = CookieJar()
    assert jar.set_cookie("a=1; Domain=.SITE.example", "https://www.site.example/", now=NOW)
    assert jar.set_cookie("b=1", "https://www.site.example/", now=NOW)
    assert jar.cookie_header("https://deep.www.site.example/", now=NOW) == "a=1"
    assert jar.cookie_header("https://site.example/", now=NOW) == "a=1"
    assert jar.cookie_header("https://WWW.site.example./", now=NOW) == ""  # a different host
    assert jar.set_cookie("c=1; Domain=other.example", HTTPS, now=NOW) is None
    assert jar.last_rejection.startswith("step 10")
    # A public suffix: rejected, unless it is the host itself (then host-only).
    assert jar.set_cookie("d=1; Domain=com", "https://example.com/", now=NOW) is None
    assert jar.last_rejection.startswith("step 9")
    cookie = jar.set_cookie("e=1; Domain=github.io", "https://github.io/", now=NOW)
    assert cookie is not None and cookie.host_only
    assert jar.cookie_header("https://x.github.io/", now=NOW) == ""
    # Step 8: not CHAR.
    assert jar.set_cookie("f=1; Domain=bücher.example", "https://xn--bcher-kva.example/") is None
    # IP addresses match only themselves.
    assert jar.set_cookie("g=1; Domain=0.0.1", "http://10.0.0.1/", now=NOW) is None
    cookie = jar.set_cookie("g=1; Domain=10.0.0.1", "http://10.0.0.1/", now=NOW)
    assert cookie is not None and not cookie.host_only
    assert jar.cookie_header("http://10.0.0.1/", now=NOW) == "g=1"
    assert jar.cookie_header("http://[::1]/", now=NOW) == ""
    # No host: nothing is stored or sent.
    assert jar.set_cookie("h=1", "file:///tmp/x", now=NOW) is None
    assert jar.cookie_header("file:///tmp/x", now=NOW) == ""


def test_helpers() -> None:
    assert default_path("") == default_path("/") == default_path("/a") == "/"
    assert default_path("/a/b/c") == "/a/b"
    assert path_matches("/a/b", "/a") and path_matches("/a/", "/a/") and path_matches("/a", "/a")
    assert not path_matches("/ab", "/a") and not path_matches("/", "/a")
    assert domain_matches("a.b.example", "b.example", False)
    assert not domain_matches("ab.example", "b.example", False)
    assert not domain_matches("1.2.3.4", "2.3.4", True)
    # Wrong types name the parameter (not an AttributeError from inside).
    with pytest.raises(TypeError, match="'uri_path'"):
        default_path(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'string'"):
        domain_matches(1, "example", False)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'domain_string'"):
        domain_matches("a.example", b"example", False)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'request_path'"):
        path_matches(None, "/")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'cookie_path'"):
        path_matches("/", None)  # type: ignore[arg-type]


def test_limits() -> None:
    """Over 180 cookies in a domain field the jar purges to 150, non-secure cookies with the
    earliest last-access-time first; over 3300 in all, to 3000."""
    jar = CookieJar()
    url = "http://site.example/"
    jar.set_cookie("secure=1; Secure", "https://site.example/", now=NOW)
    for index in range(MAX_COOKIES_PER_DOMAIN + 20):
        jar.set_cookie(f"c{index}=1", url, now=NOW + index)
    cookies = jar.cookies()
    # secure + c0..c179 is 181: c0..c30 go (150 left), then c180..c199 come.
    assert {cookie.name for cookie in cookies} == {"secure"} | {
        f"c{index}" for index in range(31, MAX_COOKIES_PER_DOMAIN + 20)
    }
    # Replacing c31 refreshes its last-access-time: at the next purge (170 + 11 = 181)
    # c32..c62 go, not c31; then c211 comes: 151.
    jar.set_cookie("c31=2", url, now=NOW + 1001)
    for index in range(200, 212):
        jar.set_cookie(f"c{index}=1", url, now=NOW + 2000 + index)
    names = {cookie.name for cookie in jar.cookies()}
    assert len(names) == 151 and {"secure", "c31", "c63", "c200"} <= names
    assert not names & {f"c{index}" for index in range(32, 63)}
    jar.clear()
    hosts = MAX_COOKIES // 100 + 5
    for host in range(hosts):
        for index in range(100):
            jar.set_cookie(f"c{index}=1", f"http://h{host}.example/", now=NOW + host)
    assert 3000 <= len(jar) <= MAX_COOKIES
    assert jar.cookie_header("http://h0.example/", now=NOW + hosts) == ""
    assert jar.cookie_header(f"http://h{hosts - 1}.example/", now=NOW + hosts).count("=") == 100


def test_size_limits() -> None:
    assert parse_set_cookie("a=" + "b" * 4095) is not None
    assert parse_set_cookie("a=" + "b" * 4096) is None
    assert parse_set_cookie("a=" + "é" * 2047) is not None  # 4094 octets + 1
    assert parse_set_cookie("a=" + "é" * 2048) is None  # octets, not characters
    long_path = "/" + "p" * 1024
    parsed = parse_set_cookie(f"a=b; Path=/x; Path={long_path}")
    assert parsed is not None and parsed.path == "/x"


def test_bytes_that_are_not_utf8_round_trip() -> None:
    jar = CookieJar()
    assert jar.set_cookie(b"n=\xff\xfe", HTTPS, now=NOW) is not None
    assert jar.cookie_header(HTTPS, now=NOW).encode("utf-8", "surrogateescape") == b"n=\xff\xfe"


def test_arguments() -> None:
    jar = CookieJar()
    with pytest.raises(URLParseError):
        jar.set_cookie("a=b", "not a url")
    with pytest.raises(TypeError, match="url"):
        jar.cookie_header(42)
    with pytest.raises(TypeError, match="set_cookie_header"):
        jar.set_cookie(None, HTTPS)  # type: ignore[arg-type]
    assert issubclass(URLParseError, ValueError)
    with pytest.raises(TypeError, match="now"):
        jar.cookie_header(HTTPS, now=10**400)  # past float's range: not an OverflowError
    with pytest.raises(TypeError, match="site_for_cookies"):
        jar.cookie_header(HTTPS, site_for_cookies=42)
    with pytest.raises(URLParseError):
        jar.cookie_header(HTTPS, site_for_cookies="not a url")
    with pytest.raises(TypeError, match="method"):
        jar.cookie_header(HTTPS, method=None)  # type: ignore[arg-type]


def test_site_for_cookies_as_an_origin_or_a_site() -> None:
    from webapi.html import obtain_site
    from webapi.url import basic_url_parse, url_origin

    jar = CookieJar()
    jar.set_cookie("a=1; SameSite=Strict", "https://a.site.example/", now=NOW)
    other = basic_url_parse("https://x.example/")
    same = basic_url_parse("https://b.site.example/")
    assert other is not None and same is not None
    url = "https://a.site.example/"
    assert jar.cookie_header(url, now=NOW, site_for_cookies=url_origin(other)) == ""
    assert jar.cookie_header(url, now=NOW, site_for_cookies=url_origin(same)) == "a=1"
    assert jar.cookie_header(url, now=NOW, site_for_cookies=obtain_site(url_origin(same))) == "a=1"
    assert jar.cookie_header(url, now=NOW, site_for_cookies=same) == "a=1"  # a URL record


@pytest.mark.needs_sockets  # threads: Pyodide has none
def test_threads_share_a_jar() -> None:
    jar = CookieJar()

    def work(thread: int) -> None:
        for index in range(150):
            jar.set_cookie(f"t{thread}c{index}=1", f"http://h{thread}.example/", now=NOW)
            jar.cookie_header(f"http://h{thread}.example/", now=NOW)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(jar) == len(jar.cookies()) == 8 * 150


def test_pickle_and_copy() -> None:
    import copy
    import pickle

    jar = CookieJar()
    jar.set_cookie("a=1; Path=/", HTTPS, now=NOW)
    jar.set_cookie("b=2; Secure; Max-Age=60", HTTPS, now=NOW + 1)
    jar.set_cookie("a=3; Path=/", HTTPS, now=NOW + 2)  # keeps a's creation
    for other in (pickle.loads(pickle.dumps(jar)), copy.copy(jar), copy.deepcopy(jar)):
        assert other.cookies(now=NOW) == jar.cookies(now=NOW)
        assert other.cookie_header(HTTPS, now=NOW + 3) == "a=3; b=2"
        other.set_cookie("c=1", HTTPS, now=NOW + 4)  # its own lock and store
        assert len(other) == 3 and len(jar) == 2


def test_lax_allowing_unsafe() -> None:
    """The draft's optional "Lax-Allowing-Unsafe" enforcement: a Default cookie at most
    ``lax_allowing_unsafe`` seconds old goes with a cross-site top-level POST."""
    for jar, sent in ((CookieJar(), "none=1"), (CookieJar(lax_allowing_unsafe=120), None)):
        jar.set_cookie("default=1; Secure", HTTPS, now=NOW)
        jar.set_cookie("lax=1; SameSite=Lax; Secure", HTTPS, now=NOW)
        jar.set_cookie("none=1; SameSite=None; Secure", HTTPS, now=NOW)
        context = {"site_for_cookies": CROSS, "method": "POST"}
        header = jar.cookie_header(HTTPS, now=NOW + 120, **context)  # type: ignore[arg-type]
        assert header == (sent or "default=1; none=1")
        later = jar.cookie_header(HTTPS, now=NOW + 121, **context)  # type: ignore[arg-type]
        assert later == "none=1"
        # Never for a subresource.
        assert jar.cookie_header(HTTPS, now=NOW, site_for_cookies=CROSS, top_level=False) == (
            "none=1"
        )
    with pytest.raises(TypeError, match="lax_allowing_unsafe"):
        CookieJar(lax_allowing_unsafe=-1)
    with pytest.raises(TypeError, match="lax_allowing_unsafe"):
        CookieJar(lax_allowing_unsafe=float("inf"))


def test_document_cookie_reads_the_octets_as_utf8() -> None:
    """HTML's ``document.cookie`` getter runs "UTF-8 decode without BOM" on the
    cookie-string (``http=False``): bytes that are not UTF-8 read as U+FFFD, one per
    maximal subpart, and a BOM stays; the Cookie header keeps the octets as they came."""
    jar = CookieJar()
    for field in (b"\xef\xbb\xbfa=1", b"b=\xff", b"c=\xe6\x97", b"d=\xed\xa0\x80", "e=é"):
        assert jar.set_cookie(field, HTTPS, now=NOW) is not None
    expected = "\ufeffa=1; b=\ufffd; c=\ufffd; d=\ufffd\ufffd\ufffd; e=é"
    assert jar.cookie_header(HTTPS, now=NOW, http=False) == expected
    header = jar.cookie_header(HTTPS, now=NOW)
    assert header.encode("utf-8", "surrogateescape") == (
        b"\xef\xbb\xbfa=1; b=\xff; c=\xe6\x97; d=\xed\xa0\x80; e=\xc3\xa9"
    )
    # A lone surrogate of a str counts as its WTF-8 bytes (as the size limits count it).
    jar.set_cookie("f=\ud800", HTTPS, now=NOW)
    assert jar.cookie_header(HTTPS, now=NOW, http=False).endswith("; f=\ufffd\ufffd\ufffd")


def test_in_answers_by_name() -> None:
    """``"sid" in jar`` as ``"sid" in session.cookies`` answers with requests: a stored
    cookie of that name, whatever its domain and path, expired ones excluded."""
    import dataclasses
    import time

    jar = CookieJar()
    assert "sid" not in jar
    jar.set_cookie("sid=1; Path=/account", "https://shop.example/")
    jar.set_cookie("gone=1; Max-Age=1", "https://shop.example/", now=time.time() - 10)
    assert "sid" in jar
    assert "gone" not in jar and "SID" not in jar and "sid=1" not in jar
    (cookie,) = jar.cookies()
    assert cookie in jar
    assert dataclasses.replace(cookie) in jar  # an equal record
    jar.set_cookie("sid=2; Path=/account", "https://shop.example/")  # replaces it
    assert cookie not in jar and "sid" in jar
    assert None not in jar and b"sid" not in jar and 1 not in jar  # type: ignore[operator]
    jar.clear()
    assert "sid" not in jar


def test_an_unknown_keyword_is_a_type_error() -> None:
    jar = CookieJar()
    with pytest.raises(
        TypeError, match=r"^CookieJar\.set_cookie\(\) got an unexpected keyword argument 'nwo'$"
    ):
        jar.set_cookie("a=1", HTTPS, nwo=NOW)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"receive.*'site'"):
        jar.receive("a=1", HTTPS, site=None)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"cookie_header.*'now_'"):
        jar.cookie_header(HTTPS, now_=NOW)  # type: ignore[call-arg]
    assert len(jar) == 0
