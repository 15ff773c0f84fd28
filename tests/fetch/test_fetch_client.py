"""The document's client (``FetchClient``) through a transport double: what the loopback
differential with Chromium cannot reach (every URL there is potentially trustworthy, so the
referrer policies' downgrade branches are here, sent by a client allowed mixed content), the
jar, the preflight cache, the CORS filtered headers and the arguments."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.cookies import CookieJar
from webapi.fetch import (
    CHROMIUM_156_USER_AGENT,
    FetchClient,
    RequestProfile,
    TransportResponse,
    fetch,
)

pytestmark = pytest.mark.needs_loop_run

PAGE = "https://a.test/dir/page?q=1#frag"


class Recorder:
    """A transport answering each URL from a table (default: 200 with CORS allowed)."""

    blocking = False

    def __init__(self, answers: dict[str, tuple[int, list[tuple[str, str]]]] | None = None):
        self.answers = answers or {}
        self.sent: list[tuple[str, str, dict[str, str]]] = []

    def send(self, method: str, url: str, headers: list[tuple[str, str]], body: Any) -> Any:
        from webapi.fetch import TransportResponse

        sent = {name.lower(): value for name, value in headers}
        self.sent.append((method, url, sent))
        status, out = self.answers.get(
            url,
            (
                200,
                [
                    ("Access-Control-Allow-Origin", sent.get("origin", "*")),
                    ("Access-Control-Allow-Credentials", "true"),
                ],
            ),
        )
        return TransportResponse(status, "", out, b"ok")


def run(client: FetchClient, url: str, **init: Any) -> Any:
    return asyncio.run(client.fetch(url, **init))


# The expected Referer of each policy, written from the Referrer Policy standard's "determine
# request's referrer" (step 8) for a page at PAGE: the full URL is
# https://a.test/dir/page?q=1 (no fragment), the origin https://a.test/.
FULL, ORIGIN = "https://a.test/dir/page?q=1", "https://a.test/"
TARGETS = ("https://a.test/x", "https://b.test/x", "http://b.test/x")  # same, cross, downgrade
POLICY_TABLE = {
    "no-referrer": (None, None, None),
    "no-referrer-when-downgrade": (FULL, FULL, None),
    "same-origin": (FULL, None, None),
    "origin": (ORIGIN, ORIGIN, ORIGIN),
    "strict-origin": (ORIGIN, ORIGIN, None),
    "origin-when-cross-origin": (FULL, ORIGIN, ORIGIN),
    "strict-origin-when-cross-origin": (FULL, ORIGIN, None),
    "unsafe-url": (FULL, FULL, FULL),
}


@pytest.mark.parametrize("policy", sorted(POLICY_TABLE))
def test_referer_of_each_policy(policy: str) -> None:
    for target, expected in zip(TARGETS, POLICY_TABLE[policy], strict=True):
        transport = Recorder()
        client = FetchClient(PAGE, transport=transport)
        # (mixed content allowed, Mixed Content's user control: the downgrade is sent)
        client.prohibits_mixed_security_contexts = False
        run(client, target, referrerPolicy=policy, mode="no-cors")
        assert transport.sent[0][2].get("referer") == expected, (policy, target)
        # the client's own policy is the default of its requests
        transport = Recorder()
        client = FetchClient(PAGE, referrer_policy=policy, transport=transport)
        client.prohibits_mixed_security_contexts = False
        run(client, target, mode="no-cors")
        assert transport.sent[0][2].get("referer") == expected, (policy, target)


def test_default_policy_and_referrer_member() -> None:
    transport = Recorder()
    client = FetchClient(PAGE, transport=transport)
    run(client, "https://b.test/x")
    run(client, "/same", referrer="/dir/other?x#y")  # relative: against the page
    run(client, "/same", referrer="https://elsewhere.test/")  # another origin: "client"
    run(client, "/same", referrer="")
    assert [sent.get("referer") for _, _, sent in transport.sent] == [
        ORIGIN,
        "https://a.test/dir/other?x",
        FULL,
        None,
    ]
    assert transport.sent[1][1] == "https://a.test/same"


def test_referrer_policy_header_on_a_redirect() -> None:
    transport = Recorder(
        {"https://a.test/r": (302, [("Location", "/end"), ("Referrer-Policy", "no-referrer")])}
    )
    client = FetchClient(PAGE, transport=transport)
    run(client, "/r")
    assert [sent.get("referer") for _, _, sent in transport.sent] == [FULL, None]


def test_origin_header() -> None:
    transport = Recorder()
    client = FetchClient(PAGE, transport=transport)
    client.prohibits_mixed_security_contexts = False  # (the downgrade below is sent)
    run(client, "/x")  # same-origin GET: none
    run(client, "/x", method="POST", body="a")  # same-origin POST: the origin
    run(client, "https://b.test/x")  # CORS: the origin
    run(client, "http://b.test/x", method="POST", mode="no-cors")  # https -> http, strict
    origins = [sent.get("origin") for _, _, sent in transport.sent]
    assert origins == [None, "https://a.test", "https://a.test", "null"]


def test_cookies_from_and_into_the_jar() -> None:
    jar = CookieJar()
    transport = Recorder(
        {
            "https://a.test/login": (
                302,
                [("Set-Cookie", "s=1; Secure"), ("Location", "https://a.test/home")],
            )
        }
    )
    client = FetchClient(PAGE, cookie_jar=jar, transport=transport)
    assert client.cookie_jar is jar
    run(client, "/login")
    assert transport.sent[1][2].get("cookie") == "s=1"  # the 302's cookie, on the next hop
    run(client, "/x", credentials="omit")
    assert "cookie" not in transport.sent[2][2]
    run(client, "https://b.test/x")  # cross-origin, credentials "same-origin": none
    assert "cookie" not in transport.sent[3][2]
    jar.set_cookie("t=2; SameSite=None; Secure", "https://b.test/")
    run(client, "https://b.test/x", credentials="include")  # third-party cookies blocked
    assert "cookie" not in transport.sent[4][2]
    assert transport.sent[4][2]["sec-fetch-storage-access"] == "none"
    profile = RequestProfile(block_third_party_cookies=False)
    client = FetchClient(PAGE, cookie_jar=jar, transport=transport, profile=profile)
    run(client, "https://b.test/x", credentials="include")
    assert transport.sent[5][2].get("cookie") == "t=2"
    assert "sec-fetch-storage-access" not in transport.sent[5][2]
    jar.set_cookie("lax=3", "https://b.test/")  # (SameSite unset: not sent cross-site)
    run(client, "https://b.test/x", credentials="include")
    assert transport.sent[6][2].get("cookie") == "t=2"


def test_a_client_has_a_jar_of_its_own() -> None:
    assert isinstance(FetchClient(PAGE).cookie_jar, CookieJar)


def test_preflight_and_its_cache() -> None:
    def answers(max_age: str) -> dict[str, tuple[int, list[tuple[str, str]]]]:
        allow = [
            ("Access-Control-Allow-Origin", "https://a.test"),
            ("Access-Control-Allow-Methods", "PUT"),
            ("Access-Control-Allow-Headers", "x-custom"),
            ("Access-Control-Max-Age", max_age),
        ]
        return {"https://b.test/p": (204, allow)}

    transport = Recorder(answers("600"))
    client = FetchClient(PAGE, transport=transport)
    for _ in range(2):
        run(client, "https://b.test/p", method="PUT", headers={"X-Custom": "1"})
    assert [method for method, _, _ in transport.sent] == ["OPTIONS", "PUT", "PUT"]
    preflight = transport.sent[0][2]
    assert preflight["access-control-request-method"] == "PUT"
    assert preflight["access-control-request-headers"] == "x-custom"
    assert "x-custom" not in preflight and "cookie" not in preflight
    # a header the cache has not: a preflight again; one the server refuses: a network error
    transport.answers = {
        "https://b.test/p": (204, [("Access-Control-Allow-Origin", "https://a.test")])
    }
    with pytest.raises(TypeError, match="fetch failed"):
        run(client, "https://b.test/p", method="PUT", headers={"X-Other": "1"})
    assert transport.sent[-1][0] == "OPTIONS"
    # max-age 0: nothing cached
    transport = Recorder(answers("0"))
    client = FetchClient(PAGE, transport=transport)
    for _ in range(2):
        run(client, "https://b.test/p", method="PUT", headers={"X-Custom": "1"})
    assert [method for method, _, _ in transport.sent] == ["OPTIONS", "PUT"] * 2


@pytest.mark.parametrize(
    ("member", "value"),
    [("Methods", "Bad value"), ("Headers", "Bad value"), ("Methods", "PUT, (x)")],
)
def test_a_preflight_s_allow_list_that_is_not_tokens_fails(member: str, value: str) -> None:
    # "If either methods or headerNames is failure, return a network error": each list's
    # ABNF is #token (WPT fetch/api/cors/cors-preflight-response-validation.any.js); webapi
    # split the value at commas and took "Bad value" as a name
    allow = [
        ("Access-Control-Allow-Origin", "https://a.test"),
        ("Access-Control-Allow-Methods", "PUT"),
        ("Access-Control-Allow-Headers", "x-custom"),
        (f"Access-Control-Allow-{member}", value),
    ]
    transport = Recorder({"https://b.test/p": (204, allow)})
    client = FetchClient(PAGE, transport=transport)
    with pytest.raises(TypeError, match="fetch failed"):
        run(client, "https://b.test/p", method="PUT", headers={"X-Custom": "1"})
    assert [method for method, _, _ in transport.sent] == ["OPTIONS"]
    allow[-1] = (f"Access-Control-Allow-{member}", "PUT, x-custom")
    assert run(client, "https://b.test/p", method="PUT", headers={"X-Custom": "1"}).ok


def test_cors_check_and_exposed_headers() -> None:
    headers = [
        ("Access-Control-Allow-Origin", "*"),
        ("Access-Control-Expose-Headers", "X-B"),
        ("X-A", "1"),
        ("X-B", "2"),
        ("Content-Type", "text/plain"),
        ("Set-Cookie", "c=1"),
    ]
    transport = Recorder({"https://b.test/c": (200, headers), "https://b.test/n": (200, [])})
    client = FetchClient(PAGE, transport=transport)
    response = run(client, "https://b.test/c")
    assert response.type == "cors"
    assert sorted(response.headers.keys()) == ["content-type", "x-b"]
    with pytest.raises(TypeError):  # "*" with credentials "include": the CORS check fails
        run(client, "https://b.test/c", credentials="include")
    with pytest.raises(TypeError):  # no Access-Control-Allow-Origin
        run(client, "https://b.test/n")
    opaque = run(client, "https://b.test/n", mode="no-cors")
    assert (opaque.type, opaque.status, opaque.url, list(opaque.headers)) == ("opaque", 0, "", [])
    with pytest.raises(TypeError):
        run(client, "https://b.test/n", mode="same-origin")
    basic = run(client, "/x")
    assert basic.type == "basic"


def test_profile_headers() -> None:
    transport = Recorder()
    run(FetchClient(PAGE, transport=transport), "/x")
    sent = transport.sent[0][2]
    assert sent["user-agent"] == CHROMIUM_156_USER_AGENT
    assert sent["accept-language"] == "en-US,en;q=0.9"
    assert sent["sec-fetch-site"] == "same-origin" and sent["sec-fetch-mode"] == "cors"
    assert sent["sec-ch-ua-mobile"] == "?0"
    transport = Recorder()
    profile = RequestProfile(user_agent="ua", accept_language="fr", sec_fetch=False)
    run(FetchClient("http://a.test/", profile=profile, transport=transport), "/x")
    sent = transport.sent[0][2]
    assert (sent["user-agent"], sent["accept-language"]) == ("ua", "fr")
    assert not any(name.startswith("sec-") for name in sent)  # (no hints to http: either)


class NameRecorder(Recorder):
    """A Recorder that also keeps each request's header names as the client wrote them."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[list[str]] = []

    def send(self, method: str, url: str, headers: list[tuple[str, str]], body: Any) -> Any:
        self.names.append([name for name, _ in headers])
        return super().send(method, url, headers, body)


def test_header_names_in_chromium_s_casing() -> None:
    # Chromium 156's HTTP/1.1 request for this POST from a page (read off the wire, Host and
    # Connection left out): the headers it adds in the Standard's casing, the client hints
    # lowercase, the page's own as the page wrote them.
    chromium = {
        "Content-Length", "Pragma", "Cache-Control", "sec-ch-ua-platform", "User-Agent",
        "sec-ch-ua", "content-language", "Content-Type", "x-Foo", "sec-ch-ua-mobile", "Accept",
        "Origin", "Sec-Fetch-Site", "Sec-Fetch-Mode", "Sec-Fetch-Dest", "Referer",
        "Accept-Encoding", "Accept-Language", "Cookie",
    }  # fmt: skip
    jar = CookieJar()
    jar.set_cookie("a=b", "https://a.test/")
    transport = NameRecorder()
    client = FetchClient(PAGE, cookie_jar=jar, transport=transport)
    headers = {"x-Foo": "1", "content-language": "de"}
    run(client, "/a", method="POST", body="x", headers=headers, cache="no-store")
    assert set(transport.names[0]) == chromium
    # "no-cache": Chromium's Cache-Control: max-age=0; the page's Accept-Language as written
    run(client, "/b", headers={"accept-LANGUAGE": "fr"}, cache="no-cache")
    assert "Cache-Control" in transport.names[1] and "accept-LANGUAGE" in transport.names[1]
    assert "Accept-Language" not in transport.names[1]


def test_the_node_like_client_stays_the_default() -> None:
    transport = Recorder()
    asyncio.run(fetch("https://a.test/x", transport=transport))
    sent = transport.sent[0][2]
    assert sent["user-agent"] == "node" and "referer" not in sent and "origin" not in sent


def test_arguments() -> None:
    with pytest.raises(TypeError, match="'url'"):
        FetchClient(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'url'"):
        FetchClient("not a url")
    with pytest.raises(TypeError, match="'referrer_policy'"):
        FetchClient(PAGE, referrer_policy="never")
    with pytest.raises(TypeError, match="'profile'"):
        FetchClient(PAGE, profile="chromium")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'client'"):
        asyncio.run(fetch("https://a.test/", client="https://a.test/"))
    assert repr(FetchClient(PAGE)) == f"<FetchClient {PAGE!r}>"


def test_abort_before_and_between_hops() -> None:
    from webapi.dom import AbortController

    controller = AbortController()
    controller.abort()
    transport = Recorder()
    client = FetchClient(PAGE, transport=transport)
    with pytest.raises(Exception, match="abort") as raised:
        run(client, "/x", signal=controller.signal)
    assert getattr(raised.value, "name", None) == "AbortError"
    assert transport.sent == []
    controller = AbortController()

    class Aborting(Recorder):
        def send(self, method: str, url: str, headers: list[tuple[str, str]], body: Any) -> Any:
            controller.abort()
            return super().send(method, url, headers, body)

    transport = Aborting({"https://a.test/r": (302, [("Location", "/end")])})
    client = FetchClient(PAGE, transport=transport)
    with pytest.raises(Exception, match="abort"):
        run(client, "/r", signal=controller.signal)
    assert len(transport.sent) == 1  # (the redirect is not followed)


class _FollowsRedirects:
    """A transport that followed redirects itself (as Pyodide's js.fetch): its hop names the
    final URL."""

    blocking = False

    def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
        return TransportResponse(200, "OK", [("content-type", "text/plain")], b"ok", url=url + "2")


def test_a_transport_s_final_url_joins_the_url_list() -> None:
    client = FetchClient(PAGE, transport=_FollowsRedirects())
    response = run(client, "https://a.test/x")
    assert (response.url, response.redirected) == ("https://a.test/x2", True)


def _preflighted(url: str, headers: str) -> dict[str, tuple[int, list[tuple[str, str]]]]:
    allow = [
        ("Access-Control-Allow-Origin", "https://a.test"),
        ("Access-Control-Allow-Methods", "PUT"),
        ("Access-Control-Allow-Headers", headers),
        ("Access-Control-Max-Age", "600"),
    ]
    return {url: (204, allow)}


@pytest.mark.slow
def test_the_preflight_cache_is_bounded_as_chromium_bounds_it() -> None:
    # Chromium 156 (services/network/cors/preflight_cache.cc): 1,024 entries, one per origin
    # and URL, 10 purged when full; a URL of more than 1,024 characters is not cached
    from webapi.fetch._cors import MAX_CACHE_ENTRIES, PURGE_UNIT

    transport = Recorder()
    client = FetchClient(PAGE, transport=transport)
    for index in range(MAX_CACHE_ENTRIES + 5):
        url = f"https://b.test/p{index}"
        transport.answers = _preflighted(url, "x-custom")
        run(client, url, method="PUT", headers={"X-Custom": "1"})
    assert len(client.preflight_cache) == MAX_CACHE_ENTRIES - PURGE_UNIT + 5
    sent = len(transport.sent)
    # the newest are kept: no preflight again; the oldest were purged: a preflight again
    run(client, f"https://b.test/p{MAX_CACHE_ENTRIES + 4}", method="PUT", headers={"X-Custom": "1"})
    assert [method for method, _, _ in transport.sent[sent:]] == ["PUT"]
    transport.answers = _preflighted("https://b.test/p0", "x-custom")
    run(client, "https://b.test/p0", method="PUT", headers={"X-Custom": "1"})
    assert [method for method, _, _ in transport.sent[sent + 1 :]] == ["OPTIONS", "PUT"]
    # a long URL: preflighted each time
    long_url = "https://b.test/" + "a" * 1100
    transport.answers = _preflighted(long_url, "x-custom")
    before = len(client.preflight_cache)
    for _ in range(2):
        run(client, long_url, method="PUT", headers={"X-Custom": "1"})
    assert len(client.preflight_cache) == before
    assert [method for method, _, _ in transport.sent[-4:]] == ["OPTIONS", "PUT"] * 2


def test_a_new_preflight_replaces_the_url_s_entry() -> None:
    # (Chromium's: the last preflight's names, not every name a server ever allowed)
    transport = Recorder(_preflighted("https://b.test/p", "x-one"))
    client = FetchClient(PAGE, transport=transport)
    run(client, "https://b.test/p", method="PUT", headers={"X-One": "1"})
    transport.answers = _preflighted("https://b.test/p", "x-two")
    run(client, "https://b.test/p", method="PUT", headers={"X-Two": "1"})
    run(client, "https://b.test/p", method="PUT", headers={"X-Two": "1"})
    assert len(client.preflight_cache) == 1
    sent = len(transport.sent)
    transport.answers = _preflighted("https://b.test/p", "x-one")
    run(client, "https://b.test/p", method="PUT", headers={"X-One": "1"})  # replaced: again
    assert [method for method, _, _ in transport.sent[sent:]] == ["OPTIONS", "PUT"]
