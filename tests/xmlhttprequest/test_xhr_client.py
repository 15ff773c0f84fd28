"""An ``XMLHttpRequest`` of a document sends with the document's client
(https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send step 7: the request's client is the XHR's
relevant settings object, its mode "cors", its credentials mode "include" when
``withCredentials`` is set, else "same-origin"; the use-CORS-preflight flag by the upload
listener flag): ``Origin`` and ``Referer``, cookies, the CORS check with the network error's
events, preflights. An XHR without a document keeps the Node-like client."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.cookies import CookieJar
from webapi.dom import DOMException
from webapi.eventloop import event_loop_of
from webapi.html import open_window
from webapi.xmlhttprequest import ProgressEvent, XMLHttpRequest

HTML = [("Content-Type", "text/html")]
EVENTS = ("readystatechange", "loadstart", "progress", "error", "load", "loadend", "abort")


class Site:
    """URL -> (status, headers, body), or a function of the request giving one; records
    each request's method, URL and lowercased headers."""

    def __init__(self, pages: dict[str, Any]) -> None:
        self.pages = pages
        self.sent: list[tuple[str, str, dict[str, str]]] = []

    def __call__(self, request: Any) -> Any:
        headers = {name.lower(): value for name, value in request.headers}
        self.sent.append((request.method, request.url, headers))
        found = self.pages.get(request.url)
        if found is None:
            return (404, HTML, b"")
        if callable(found):
            found = found(request.method, headers)
        if isinstance(found, bytes):
            return (200, HTML, found)
        return found

    def requests_to(self, url: str) -> list[tuple[str, dict[str, str]]]:
        return [(method, headers) for method, sent, headers in self.sent if sent == url]


def _window(site: Site, jar: CookieJar | None = None) -> Any:
    site.pages.setdefault("https://a.test/page", b"<p>page")
    return open_window("https://a.test/page", transport=site, cookie_jar=jar)


def _send(window: Any, method: str, url: str, **options: Any) -> tuple[Any, list[Any]]:
    xhr = XMLHttpRequest.for_document(window)
    log: list[Any] = []

    def record(event: Any) -> None:
        if isinstance(event, ProgressEvent):
            log.append((event.type, xhr.readyState, event.loaded))
        else:
            log.append((event.type, xhr.readyState))

    for name in EVENTS:
        xhr.addEventListener(name, record)
    xhr.open(method, url)
    for name, value in options.get("headers", {}).items():
        xhr.setRequestHeader(name, value)
    if options.get("credentials"):
        xhr.withCredentials = True
    if options.get("upload_listener"):
        xhr.upload.addEventListener("progress", lambda event: None)
    xhr.send(options.get("body"))
    event_loop_of(window.document).run_until_idle()
    return xhr, log


def test_a_same_origin_request_sends_referer_and_cookies_but_no_origin() -> None:
    site = Site({"https://a.test/api": (200, [("Content-Type", "text/plain")], b"same")})
    window = _window(site)
    window.document.cookie = "s=1"
    xhr, _ = _send(window, "GET", "/api")
    [(method, headers)] = site.requests_to("https://a.test/api")
    assert method == "GET"
    assert headers["referer"] == "https://a.test/page"
    assert "origin" not in headers
    assert headers["cookie"] == "s=1"
    assert headers["sec-fetch-mode"] == "cors"
    assert headers["sec-fetch-site"] == "same-origin"
    assert xhr.status == 200
    assert xhr.responseText == "same"


def test_a_cross_origin_request_sends_origin_and_the_origin_as_referer() -> None:
    site = Site(
        {
            "https://b.test/api": (
                200,
                [("Access-Control-Allow-Origin", "https://a.test"), ("X-Secret", "1")],
                b"cross",
            )
        }
    )
    xhr, log = _send(_window(site), "GET", "https://b.test/api")
    [(method, headers)] = site.requests_to("https://b.test/api")
    assert method == "GET"
    assert headers["origin"] == "https://a.test"
    # the default referrer policy, strict-origin-when-cross-origin: the origin only
    assert headers["referer"] == "https://a.test/"
    assert headers["sec-fetch-site"] == "cross-site"
    assert xhr.status == 200
    assert xhr.responseText == "cross"
    # a CORS filtered response: a header not exposed is not there
    assert xhr.getResponseHeader("X-Secret") is None
    assert "x-secret" not in xhr.getAllResponseHeaders()
    assert log[-2:] == [("load", 4, 5), ("loadend", 4, 5)]


def test_a_cross_origin_response_without_allow_origin_is_a_network_error() -> None:
    site = Site({"https://b.test/api": (200, [("Content-Type", "text/plain")], b"secret")})
    window = _window(site)
    xhr, log = _send(window, "GET", "https://b.test/api")
    assert len(site.requests_to("https://b.test/api")) == 1
    # the request error steps: readystatechange (DONE), error, loadend, with 0 bytes
    assert log == [
        ("readystatechange", 1),
        ("loadstart", 1, 0),
        ("readystatechange", 4),
        ("error", 4, 0),
        ("loadend", 4, 0),
    ]
    assert xhr.status == 0
    assert xhr.responseText == ""
    assert xhr.getAllResponseHeaders() == ""
    # synchronously: a NetworkError DOMException
    sync = XMLHttpRequest.for_document(window)
    sync.open("GET", "https://b.test/api", False)
    with pytest.raises(DOMException) as raised:
        sync.send()
    assert raised.value.name == "NetworkError"


def test_with_credentials_sends_cookies_cross_origin_and_needs_allow_credentials() -> None:
    # (another origin of the same site: the profile blocks third-party cookies, as Chromium)
    jar = CookieJar()
    jar.set_cookie("c=2; Secure; SameSite=None", "https://api.a.test/")
    allowed = (
        200,
        [
            ("Access-Control-Allow-Origin", "https://a.test"),
            ("Access-Control-Allow-Credentials", "true"),
        ],
        b"ok",
    )
    site = Site({"https://api.a.test/cred": allowed})
    window = _window(site, jar)
    xhr, _ = _send(window, "GET", "https://api.a.test/cred")
    # credentials mode "same-origin": no cookie to another origin
    assert "cookie" not in site.requests_to("https://api.a.test/cred")[-1][1]
    assert xhr.status == 200
    xhr, _ = _send(window, "GET", "https://api.a.test/cred", credentials=True)
    assert site.requests_to("https://api.a.test/cred")[-1][1]["cookie"] == "c=2"
    assert xhr.status == 200
    # "include" with an Access-Control-Allow-Origin of "*": the CORS check fails
    site.pages["https://api.a.test/star"] = (200, [("Access-Control-Allow-Origin", "*")], b"x")
    xhr, log = _send(window, "GET", "https://api.a.test/star", credentials=True)
    assert xhr.status == 0
    assert ("error", 4, 0) in log
    xhr, _ = _send(window, "GET", "https://api.a.test/star")
    assert xhr.status == 200


def test_a_non_simple_header_is_preflighted() -> None:
    def api(method: str, headers: dict[str, str]) -> Any:
        allow = [("Access-Control-Allow-Origin", "https://a.test")]
        if method == "OPTIONS":
            return (204, [*allow, ("Access-Control-Allow-Headers", "x-custom")], b"")
        return (200, allow, b"done")

    site = Site({"https://b.test/api": api})
    xhr, _ = _send(_window(site), "GET", "https://b.test/api", headers={"X-Custom": "1"})
    [(first, preflight), (second, actual)] = site.requests_to("https://b.test/api")
    assert first == "OPTIONS"
    assert preflight["access-control-request-method"] == "GET"
    assert preflight["access-control-request-headers"] == "x-custom"
    assert preflight["origin"] == "https://a.test"
    assert second == "GET"
    assert actual["x-custom"] == "1"
    assert xhr.responseText == "done"


def test_a_refused_preflight_sends_no_request_and_is_a_network_error() -> None:
    site = Site(
        {"https://b.test/api": (200, [("Access-Control-Allow-Origin", "https://a.test")], b"")}
    )
    xhr, log = _send(_window(site), "PUT", "https://b.test/api", body="x")
    assert [method for method, _ in site.requests_to("https://b.test/api")] == ["OPTIONS"]
    assert xhr.status == 0
    assert log[-2:] == [("error", 4, 0), ("loadend", 4, 0)]


def test_upload_listeners_preflight_a_simple_request() -> None:
    # the use-CORS-preflight flag: set by the upload listener flag
    def api(method: str, headers: dict[str, str]) -> Any:
        return (200, [("Access-Control-Allow-Origin", "https://a.test")], b"ok")

    site = Site({"https://b.test/up": api})
    window = _window(site)
    _send(window, "POST", "https://b.test/up", body="data")
    assert [method for method, _ in site.requests_to("https://b.test/up")] == ["POST"]
    _send(window, "POST", "https://b.test/up", body="data", upload_listener=True)
    methods = [method for method, _ in site.requests_to("https://b.test/up")]
    assert methods == ["POST", "OPTIONS", "POST"]


def test_an_xhr_without_a_document_keeps_the_node_like_client() -> None:
    from webapi.eventloop import EventLoop, VirtualClock, use_event_loop

    site = Site({"https://b.test/api": (200, [("X-Secret", "1")], b"open")})
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        xhr = XMLHttpRequest()
        xhr.transport = site
        xhr.open("GET", "https://b.test/api")
        xhr.send()
        loop.run_until_idle()
    [(method, headers)] = site.requests_to("https://b.test/api")
    assert method == "GET"
    assert "origin" not in headers
    assert "referer" not in headers
    assert xhr.status == 200
    assert xhr.getResponseHeader("X-Secret") == "1"


def test_fetch_client_of_a_document() -> None:
    from webapi.html import DOMParser, fetch_client_of

    site = Site({})
    window = _window(site)
    client = fetch_client_of(window.document)
    assert client.parse_url("/x") == "https://a.test/x"
    assert fetch_client_of(window.document) is client  # (one a document: its preflight cache)
    parsed = DOMParser().parseFromString('<base href="https://c.test/d/">', "text/html")
    other = fetch_client_of(parsed)
    assert fetch_client_of(parsed) is other
    assert other.parse_url("x") == "https://c.test/d/x"
    with pytest.raises(TypeError, match="document"):
        fetch_client_of(None)
