"""XMLHttpRequest (https://xhr.spec.whatwg.org/) through a callable transport on a virtual
clock's event loop: each behaviour of the Standard's steps, and the WPT xhr/ checks that need
no server handler, in our own words (the file each comes from is named)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
from webapi.fetch import Request, Response
from webapi.fileapi import Blob
from webapi.url import URLSearchParams
from webapi.xhr import FormData
from webapi.xmlhttprequest import ProgressEvent, XMLHttpRequest, XMLHttpRequestUpload

EVENTS = (
    "readystatechange",
    "loadstart",
    "progress",
    "load",
    "loadend",
    "error",
    "abort",
    "timeout",
)


@pytest.fixture
def loop() -> Iterator[EventLoop]:
    with use_event_loop(EventLoop(VirtualClock())) as the_loop:
        yield the_loop


class Server:
    """A callable transport: records each request, answers with ``respond(request)``."""

    def __init__(self, respond: Callable[[Request], Any] | None = None) -> None:
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        self.respond = respond or (
            lambda request: Response("hello", headers={"Content-Length": "5"})
        )

    def __call__(self, request: Request) -> Any:
        body = _read(request)
        self.requests.append((request.method, request.url, dict(request.headers), body))
        return self.respond(request)


def _read(request: Request) -> bytes:
    coroutine = request.arrayBuffer()
    try:
        coroutine.send(None)
    except StopIteration as done:
        return bytes(done.value)
    raise AssertionError("the body read waited")


def make(server: Server | None = None) -> tuple[XMLHttpRequest, list[tuple[Any, ...]]]:
    xhr = XMLHttpRequest()
    xhr.transport = server or Server()
    log: list[tuple[Any, ...]] = []

    def record(event: Any) -> None:
        if isinstance(event, ProgressEvent):
            log.append(
                (event.type, xhr.readyState, event.loaded, event.total, event.lengthComputable)
            )
        else:
            log.append((event.type, xhr.readyState))

    for name in EVENTS:
        xhr.addEventListener(name, record)
    return xhr, log


# --- open() -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "sent"),
    [("get", "GET"), ("post", "POST"), ("dElEtE", "DELETE"), ("options", "OPTIONS"),
     ("patch", "patch"), ("PaTcH", "PaTcH"), ("custom", "custom")],
)  # fmt: skip
def test_open_normalizes_the_six_methods_only(loop: EventLoop, given: str, sent: str) -> None:
    # open-method-case-insensitive.htm, open-method-case-sensitive.htm
    server = Server()
    xhr, _ = make(server)
    xhr.open(given, "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert server.requests[0][0] == sent


@pytest.mark.parametrize("method", ["TRACE", "track", "Connect"])
def test_open_forbidden_methods_are_a_security_error(method: str) -> None:
    # open-method-insecure.htm
    with pytest.raises(DOMException) as caught:
        XMLHttpRequest().open(method, "http://example.test/")
    assert caught.value.name == "SecurityError"


@pytest.mark.parametrize("method", ["", "a b", "GET\n", "(GET)", "ÄGET"])
def test_open_bogus_methods_are_a_syntax_error(method: str) -> None:
    # open-method-bogus.htm
    with pytest.raises(DOMException) as caught:
        XMLHttpRequest().open(method, "http://example.test/")
    assert caught.value.name == "SyntaxError"


def test_a_standalone_request_takes_absolute_urls_only() -> None:
    xhr = XMLHttpRequest()
    with pytest.raises(DOMException) as caught:
        xhr.open("GET", "relative/path")
    assert caught.value.name == "SyntaxError"
    xhr.open("GET", "http://example.test/a b#frag")
    assert xhr.readyState == XMLHttpRequest.OPENED


def test_a_documents_request_parses_urls_against_its_base_url(loop: EventLoop) -> None:
    # open-url-base.htm, open-url-base-inserted.htm, open-url-fragment.htm (responseURL has no
    # fragment)
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(
        '<base href="http://example.test/dir/sub/">', "text/html"
    )
    # (the parsed document's URL is about:blank: its client's origin is opaque, every URL
    # cross-origin, so the response allows any origin)
    server = Server(lambda request: Response("ok", headers={"Access-Control-Allow-Origin": "*"}))
    xhr = XMLHttpRequest.for_document(document, transport=server)
    xhr.open("GET", "../file.txt#frag")
    xhr.send()
    loop.run_until_idle()
    assert server.requests[0][1] == "http://example.test/dir/file.txt"
    assert xhr.responseURL == "http://example.test/dir/file.txt"


def test_open_fires_readystatechange_once_and_resets(loop: EventLoop) -> None:
    # open-open-send.htm, event-readystate-sync-open.any.js
    xhr, log = make()
    xhr.open("GET", "http://example.test/")
    xhr.open("GET", "http://example.test/")
    assert log == [("readystatechange", 1)]
    xhr.send()
    loop.run_until_idle()
    xhr.open("GET", "http://example.test/")  # from DONE: OPENED again, the response reset
    assert xhr.readyState == 1 and xhr.status == 0 and xhr.responseText == ""


# --- setRequestHeader() -----------------------------------------------------------------------


def test_set_request_header_before_open_is_an_invalid_state_error() -> None:
    with pytest.raises(DOMException) as caught:
        XMLHttpRequest().setRequestHeader("X-A", "1")
    assert caught.value.name == "InvalidStateError"


def test_set_request_header_combines_and_drops_forbidden_headers(loop: EventLoop) -> None:
    # setrequestheader-header-allowed.htm, setrequestheader-header-forbidden.htm,
    # setrequestheader-case-insensitive.htm
    server = Server()
    xhr, _ = make(server)
    xhr.open("GET", "http://example.test/")
    xhr.setRequestHeader("X-Custom", " a ")
    xhr.setRequestHeader("x-custom", "b")
    xhr.setRequestHeader("X-Empty", "")
    for name in (
        "Cookie",
        "Host",
        "Referer",
        "Connection",
        "Sec-Foo",
        "Proxy-Bar",
        "Content-Length",
    ):
        xhr.setRequestHeader(name, "x")
    xhr.setRequestHeader("X-HTTP-Method-Override", "TRACE")
    xhr.send()
    loop.run_until_idle()
    headers = server.requests[0][2]
    assert headers["x-custom"] == "a, b"
    assert headers["x-empty"] == ""
    for name in (
        "cookie",
        "host",
        "referer",
        "connection",
        "sec-foo",
        "proxy-bar",
        "x-http-method-override",
    ):
        assert name not in headers


@pytest.mark.parametrize(
    ("name", "value"), [("A B", "x"), ("", "x"), ("X", "a\x00b"), ("X", "a\nb")]
)
def test_set_request_header_refuses_bad_names_and_values(name: str, value: str) -> None:
    # setrequestheader-bogus-name.htm, setrequestheader-bogus-value.htm
    xhr = XMLHttpRequest()
    xhr.open("GET", "http://example.test/")
    with pytest.raises(DOMException) as caught:
        xhr.setRequestHeader(name, value)
    assert caught.value.name == "SyntaxError"


def test_set_request_header_after_send_is_an_invalid_state_error(loop: EventLoop) -> None:
    xhr, _ = make()
    xhr.open("GET", "http://example.test/")
    xhr.send()
    with pytest.raises(DOMException) as caught:
        xhr.setRequestHeader("X-A", "1")
    assert caught.value.name == "InvalidStateError"


# --- send(): bodies -----------------------------------------------------------------------------


def _sent(
    loop: EventLoop, body: Any, content_type: str | None = None, method: str = "POST"
) -> tuple[str | None, bytes]:
    server = Server()
    xhr, _ = make(server)
    xhr.open(method, "http://example.test/")
    if content_type is not None:
        xhr.setRequestHeader("Content-Type", content_type)
    xhr.send(body)
    loop.run_until_idle()
    _, _, headers, data = server.requests[0]
    return headers.get("content-type"), data


def test_send_a_string(loop: EventLoop) -> None:
    # send-content-type-string.htm, send-content-type-charset.htm
    assert _sent(loop, "héllo") == ("text/plain;charset=UTF-8", "héllo".encode())
    assert _sent(loop, "x", "text/plain;charset=latin1")[0] == "text/plain;charset=UTF-8"
    assert _sent(loop, "x", "text/plain; charset=utf-8")[0] == "text/plain; charset=utf-8"
    assert _sent(loop, "x", "text/x-custom")[0] == "text/x-custom"  # no charset: kept


def test_send_bytes_blob_formdata_urlsearchparams(loop: EventLoop) -> None:
    # send-blob-with-no-mime-type.html, send-data-formdata.htm, send-usp.any.js
    assert _sent(loop, b"\x00\xff") == (None, b"\x00\xff")
    assert _sent(loop, Blob(["ab"], {"type": "image/x-test"})) == ("image/x-test", b"ab")
    assert _sent(loop, Blob(["ab"])) == (None, b"ab")
    assert _sent(loop, Blob(["ab"], {"type": "a/b"}), "c/d") == ("c/d", b"ab")
    assert _sent(loop, URLSearchParams("a=1&b=2 3")) == (
        "application/x-www-form-urlencoded;charset=UTF-8",
        b"a=1&b=2+3",
    )
    form = FormData()
    form.append("name", "value")
    content_type, data = _sent(loop, form)
    assert content_type is not None and content_type.startswith("multipart/form-data; boundary=")
    boundary = content_type.split("boundary=")[1]
    assert data.startswith(f"--{boundary}\r\n".encode()) and b'name="name"\r\n\r\nvalue\r\n' in data


def test_send_a_document(loop: EventLoop) -> None:
    # send-data-es-object / send-content-type-string: an XML document is serialized, UTF-8
    from webapi.html import DOMParser

    xml = DOMParser().parseFromString("<root a='1'><é/></root>", "application/xml")
    content_type, data = _sent(loop, xml)
    assert content_type == "application/xml;charset=UTF-8"
    assert data == '<root a="1"><é/></root>'.encode()
    html = DOMParser().parseFromString("<!doctype html><!--c--><p>x</p>", "text/html")
    content_type, data = _sent(loop, html)
    assert content_type == "text/html;charset=UTF-8"
    assert data == b"<!DOCTYPE html><!--c--><html><head></head><body><p>x</p></body></html>"


def test_get_and_head_send_no_body(loop: EventLoop) -> None:
    # send-non-same-origin / send-entity-body-get: the body of a GET or HEAD is null
    assert _sent(loop, "ignored", method="GET") == (None, b"")
    assert _sent(loop, "ignored", method="HEAD") == (None, b"")


# --- events -------------------------------------------------------------------------------------


def test_an_asynchronous_requests_events_in_order(loop: EventLoop) -> None:
    # event-loadstart.any.js, event-progress.any.js, event-load.any.js, event-loadend.any.js,
    # event-readystatechange-loaded.any.js, loadstart-and-state.html, send-response-event-order
    xhr, log = make()
    xhr.open("GET", "http://example.test/")
    xhr.send()
    assert log == [("readystatechange", 1), ("loadstart", 1, 0, 0, False)]
    assert xhr.readyState == 1  # nothing more until the loop runs its tasks
    loop.run_until_idle()
    assert log[2:] == [
        ("readystatechange", 2),
        ("readystatechange", 3),
        ("progress", 3, 5, 5, True),
        ("readystatechange", 4),
        ("load", 4, 5, 5, True),
        ("loadend", 4, 5, 5, True),
    ]
    assert xhr.status == 200 and xhr.responseText == "hello"


def test_an_empty_body_skips_loading(loop: EventLoop) -> None:
    xhr, log = make(Server(lambda request: Response(None, status=204)))
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert log[2:] == [
        ("readystatechange", 2),
        ("progress", 2, 0, 0, False),  # handle response end-of-body, before state is done
        ("readystatechange", 4),
        ("load", 4, 0, 0, False),
        ("loadend", 4, 0, 0, False),
    ]
    assert xhr.status == 204


def test_upload_events_fire_only_with_a_listener(loop: EventLoop) -> None:
    # event-upload-progress.any.js, event-loadstart-upload.any.js, send-no-response-event-order
    xhr, _ = make()
    upload_log: list[tuple[str, float, float]] = []
    assert isinstance(xhr.upload, XMLHttpRequestUpload) and xhr.upload is xhr.upload
    for name in ("loadstart", "progress", "load", "loadend"):
        xhr.upload.addEventListener(name, lambda e: upload_log.append((e.type, e.loaded, e.total)))
    xhr.open("POST", "http://example.test/")
    xhr.send("abcd")
    assert upload_log == [("loadstart", 0, 4)]
    loop.run_until_idle()
    assert upload_log[1:] == [("progress", 4, 4), ("load", 4, 4), ("loadend", 4, 4)]
    # without a listener: none, and a GET has no upload events at all
    quiet, _ = make()
    fired: list[str] = []
    quiet.open("POST", "http://example.test/")
    quiet.send("abcd")
    quiet.upload.onloadstart = lambda e: fired.append(
        e.type
    )  # too late: the flag is read at send()
    loop.run_until_idle()
    assert fired == []


def test_event_handler_attributes(loop: EventLoop) -> None:
    xhr = XMLHttpRequest()
    xhr.transport = Server()
    seen: list[str] = []
    xhr.onreadystatechange = lambda e: seen.append(f"rs{xhr.readyState}")
    xhr.onload = lambda e: seen.append("load")
    xhr.onloadend = lambda e: seen.append("loadend")
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert seen == ["rs1", "rs2", "rs3", "rs4", "load", "loadend"]


def test_a_network_error(loop: EventLoop) -> None:
    # event-error.sub.any.js, event-error-order.sub.html
    def refuse(request: Request) -> Any:
        raise OSError("connection refused")

    xhr, log = make(Server(refuse))
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert log[2:] == [
        ("readystatechange", 4),
        ("error", 4, 0, 0, False),
        ("loadend", 4, 0, 0, False),
    ]
    assert xhr.status == 0 and xhr.responseText == "" and xhr.getAllResponseHeaders() == ""


def test_abort_after_send(loop: EventLoop) -> None:
    # abort-after-send.any.js, abort-event-order.htm, abort-during-unsent.any.js
    xhr, log = make()
    xhr.open("GET", "http://example.test/")
    xhr.send()
    xhr.abort()
    assert log[2:] == [
        ("readystatechange", 4),
        ("abort", 4, 0, 0, False),
        ("loadend", 4, 0, 0, False),
    ]
    assert xhr.readyState == XMLHttpRequest.UNSENT and xhr.status == 0
    loop.run_until_idle()
    assert len(log) == 5  # the fetch's tasks do nothing once aborted
    unsent, unsent_log = make()
    unsent.abort()  # UNSENT: nothing happens
    assert unsent.readyState == 0 and unsent_log == []


def test_abort_during_readystatechange_headers_received(loop: EventLoop) -> None:
    # abort-during-headers-received.window.js
    xhr, log = make()
    xhr.onreadystatechange = lambda e: xhr.abort() if xhr.readyState == 2 else None
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert [entry[0] for entry in log[2:]] == [
        "readystatechange",
        "readystatechange",
        "abort",
        "loadend",
    ]
    assert xhr.readyState == XMLHttpRequest.UNSENT


def test_abort_in_done_sets_unsent_without_events(loop: EventLoop) -> None:
    # abort-during-done.window.js
    xhr, log = make()
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    count = len(log)
    xhr.abort()
    assert xhr.readyState == 0 and len(log) == count and xhr.status == 0


def test_timeout(loop: EventLoop) -> None:
    # event-timeout.any.js, event-timeout-order.any.js, timeout-sync / xhr-timeout tests
    def slow(request: Request) -> Any:
        loop.clock.wait(2000)  # the server answers 2 s later on the virtual clock
        return Response("late")

    xhr, log = make(Server(slow))
    xhr.timeout = 1000
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert log[2:] == [
        ("readystatechange", 4),
        ("timeout", 4, 0, 0, False),
        ("loadend", 4, 0, 0, False),
    ]
    fast, fast_log = make()
    fast.timeout = 1000
    fast.open("GET", "http://example.test/")
    sent_at = loop.now()
    fast.send()
    loop.run_until_idle()
    assert fast_log[-1][0] == "loadend" and fast.status == 200
    assert loop.now() == sent_at  # the timer was cancelled with the response: idle at once
    loop.advance(5000)  # the timer, run after the response: nothing
    assert fast_log[-1][0] == "loadend" and fast.readyState == 4


# --- response ----------------------------------------------------------------------------------


def test_status_headers_and_response_url_after_a_redirect(loop: EventLoop) -> None:
    # getallresponseheaders.htm (sorted by the legacy-uppercased name, combined, CR LF after
    # each), getresponseheader-case-insensitive.htm, getresponseheader-cookies-and-more.htm,
    # responseurl.html, status-basic.htm
    def respond(request: Request) -> Any:
        if request.url.endswith("/start"):
            return Response(None, status=302, headers={"Location": "/end#x"})
        return Response(
            "ok",
            status=203,
            statusText="Non-Authoritative",
            headers=[("foo-test", "1"), ("__Custom", "token"), ("Foo-Test", "2"),
                     ("also-here", "Mr. PB"), ("ewok", "lego"), ("Set-Cookie", "a=b"),
                     ("Set-Cookie2", "c")],
        )  # fmt: skip

    xhr, _ = make(Server(respond))
    xhr.open("GET", "http://example.test/start")
    assert xhr.getResponseHeader("foo-test") is None and xhr.getAllResponseHeaders() == ""
    xhr.send()
    loop.run_until_idle()
    assert (xhr.status, xhr.statusText) == (203, "Non-Authoritative")
    assert xhr.responseURL == "http://example.test/end"
    assert xhr.getAllResponseHeaders() == (
        "also-here: Mr. PB\r\ncontent-type: text/plain;charset=UTF-8\r\newok: lego\r\n"
        "foo-test: 1, 2\r\n__custom: token\r\n"
    )
    assert xhr.getResponseHeader("FOO-test") == "1, 2"
    assert xhr.getResponseHeader("set-cookie") is None
    assert xhr.getResponseHeader("Set-Cookie2") is None


def _same_origin_xhr(document: Any) -> XMLHttpRequest:
    """An XHR of ``document`` sending with the client of a page of http://example.test/ (a
    parsed document's URL is about:blank: every URL would be another origin's)."""
    from webapi.fetch import FetchClient

    return XMLHttpRequest.for_document(document, client=FetchClient("http://example.test/"))


def _get(loop: EventLoop, body: bytes, content_type: str | None, response_type: str = "",
         override: str | None = None, document: Any = None) -> XMLHttpRequest:  # fmt: skip
    headers = {} if content_type is None else {"Content-Type": content_type}
    server = Server(lambda request: Response(body, headers=headers))
    xhr = XMLHttpRequest() if document is None else _same_origin_xhr(document)
    xhr.transport = server
    xhr.open("GET", "http://example.test/r")
    if override is not None:
        xhr.overrideMimeType(override)
    xhr.responseType = response_type  # type: ignore[assignment]
    xhr.send()
    loop.run_until_idle()
    return xhr


def test_response_text_charset_rules(loop: EventLoop) -> None:
    # responsetext-decoding.htm, overridemimetype-open-state-force-utf-8.htm,
    # overridemimetype-unsent-state-force-shiftjis.any.js
    assert _get(loop, "é".encode(), "text/plain").responseText == "é"  # UTF-8 by default
    assert _get(loop, b"\xe9", "text/plain;charset=windows-1252").responseText == "é"
    assert (
        _get(loop, b"\xef\xbb\xbfa", "text/plain;charset=windows-1252").responseText == "a"
    )  # BOM
    assert (
        _get(
            loop, "テ".encode("shift_jis"), "text/plain", override="text/plain;charset=Shift_JIS"
        ).responseText
        == "テ"
    )
    xml = b'<?xml version="1.0" encoding="windows-1252"?><a>\xe9</a>'
    assert _get(loop, xml, "application/xml").responseText.endswith("<a>é</a>")  # XML's rules
    assert "\ufffd" in _get(loop, xml, "application/xml", "text").responseText  # text: UTF-8


def test_response_json_arraybuffer_blob(loop: EventLoop) -> None:
    # json.any.js, response-json.htm, responsetype.html, overridemimetype-blob.html
    assert _get(loop, b'{"a": [1, "x"]}', "text/plain", "json").response == {"a": [1, "x"]}
    assert _get(loop, b"{bad", "application/json", "json").response is None
    assert _get(loop, b"", "application/json", "json").response is None
    assert _get(loop, b"\xef\xbb\xbf1", None, "json").response == 1
    data = _get(loop, b"\x00\x01\xff", None, "arraybuffer")
    assert data.response == b"\x00\x01\xff" and data.response is data.response
    blob = _get(loop, b"abc", "image/png;x=1", "blob").response
    assert isinstance(blob, Blob) and blob.type == "image/png;x=1" and blob.size == 3
    assert _get(loop, b"abc", "image/png", "blob", override="text/x-o").response.type == "text/x-o"
    with pytest.raises(DOMException) as caught:
        _ = _get(loop, b"1", None, "json").responseText
    assert caught.value.name == "InvalidStateError"


def test_response_documents(loop: EventLoop) -> None:
    # responsexml-basic.htm, responsexml-media-type.htm, responsexml-non-well-formed.htm,
    # responsexml-document-properties.htm, responsetype.html (document), response-document
    from webapi.html import DOMParser

    window_document = DOMParser().parseFromString("", "text/html")
    xml = _get(loop, b"<r><c/></r>", "application/xml")
    assert xml.responseXML is not None and xml.responseXML.documentElement.localName == "r"
    assert xml.responseXML.URL == "http://example.test/r"
    assert _get(loop, b"<r><c/></r>", None).responseXML is not None  # no type: text/xml
    assert _get(loop, b"<r><c></r>", "text/xml").responseXML is None  # not well-formed
    assert _get(loop, b"<p>x", "text/html").responseXML is None  # HTML: "document" only
    assert _get(loop, b"<r/>", "text/plain").responseXML is None
    html = _get(
        loop,
        b"<meta charset=windows-1252><p>\xe9",
        "text/html",
        "document",
        document=window_document,
    )
    assert html.response.querySelector("p").textContent == "é"  # the prescan
    assert html.response.characterSet == "windows-1252"
    utf8 = _get(loop, "<p>é".encode(), "text/html", "document", document=window_document)
    assert utf8.response.querySelector("p").textContent == "é"  # else UTF-8 (not windows-1252)
    # responseType "document" is ignored without a window (a worker's request)
    assert _get(loop, b"<r/>", "text/xml", "document").responseType == ""


def test_override_mime_type_states(loop: EventLoop) -> None:
    # overridemimetype-done-state.any.js, overridemimetype-invalid-mime-type.htm
    xhr = _get(loop, b"<r/>", "text/plain", override="bogus")
    assert xhr.responseXML is None  # an unparsable type is application/octet-stream
    with pytest.raises(DOMException) as caught:
        xhr.overrideMimeType("text/xml")
    assert caught.value.name == "InvalidStateError"
    assert _get(loop, b"<r/>", "text/plain", override="text/xml").responseXML is not None


def test_response_type_setter(loop: EventLoop) -> None:
    # responsetype.html: LOADING/DONE refuse; a value not of the enumeration is ignored
    # before the setter steps run (Web IDL's attribute setter), in any state
    xhr = _get(loop, b"x", None)
    with pytest.raises(DOMException) as caught:
        xhr.responseType = "text"
    assert caught.value.name == "InvalidStateError"
    xhr.responseType = "bogus"  # type: ignore[assignment]
    assert xhr.responseType == ""
    fresh = XMLHttpRequest()
    fresh.responseType = "arraybuffer"
    assert fresh.responseType == "arraybuffer"
    fresh.responseType = "JSON"  # type: ignore[assignment]
    assert fresh.responseType == "arraybuffer"


def test_with_credentials(loop: EventLoop) -> None:
    # XMLHttpRequest-withCredentials.any.js
    xhr, _ = make()
    assert xhr.withCredentials is False
    xhr.withCredentials = True
    xhr.open("GET", "http://example.test/")
    xhr.withCredentials = False
    xhr.send()
    with pytest.raises(DOMException) as caught:
        xhr.withCredentials = True
    assert caught.value.name == "InvalidStateError"
    loop.run_until_idle()
    with pytest.raises(DOMException):
        xhr.withCredentials = True  # DONE


# --- the synchronous flag ---------------------------------------------------------------------


def test_a_synchronous_request_fetches_in_the_call(loop: EventLoop) -> None:
    # send-sync-response-event-order.htm, event-readystate-sync-open.any.js
    xhr, log = make()
    xhr.open("GET", "http://example.test/", False)
    xhr.send()
    assert xhr.readyState == 4 and xhr.responseText == "hello"
    assert log == [
        ("readystatechange", 1),
        ("readystatechange", 4),
        ("load", 4, 5, 5, True),
        ("loadend", 4, 5, 5, True),
    ]


def test_a_synchronous_network_error_raises(loop: EventLoop) -> None:
    # send-sync-blocks-async / send-network-error-sync-events.sub.htm
    def refuse(request: Request) -> Any:
        raise OSError("refused")

    xhr, log = make(Server(refuse))
    xhr.open("GET", "http://example.test/", False)
    with pytest.raises(DOMException) as caught:
        xhr.send()
    assert caught.value.name == "NetworkError"
    assert xhr.readyState == 4 and log == [("readystatechange", 1)]


def test_a_synchronous_timeout_without_a_window(loop: EventLoop) -> None:
    def slow(request: Request) -> Any:
        loop.clock.wait(50)
        return Response("x")

    xhr, _ = make(Server(slow))
    xhr.timeout = 10
    xhr.open("GET", "http://example.test/", False)
    with pytest.raises(DOMException) as caught:
        xhr.send()
    assert caught.value.name == "TimeoutError"


def test_a_windows_synchronous_request_refuses_timeout_and_response_type() -> None:
    # open-method-responsetype-set-sync.htm, timeout-sync.htm
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("", "text/html")
    xhr = XMLHttpRequest.for_document(document)
    xhr.open("GET", "http://example.test/", False)
    for name, value in (("timeout", 10), ("responseType", "json")):
        with pytest.raises(DOMException) as caught:
            setattr(xhr, name, value)
        assert caught.value.name == "InvalidAccessError"
    other = XMLHttpRequest.for_document(document)
    other.responseType = "text"
    with pytest.raises(DOMException) as caught:
        other.open("GET", "http://example.test/", False)
    assert caught.value.name == "InvalidAccessError"


# --- ProgressEvent, the interface ---------------------------------------------------------------


def test_progress_event_constructor() -> None:
    # progressevent-constructor.html, progressevent-interface.html
    event = ProgressEvent("progress")
    assert (event.type, event.lengthComputable, event.loaded, event.total) == (
        "progress",
        False,
        0,
        0,
    )
    event = ProgressEvent(
        "x", {"lengthComputable": True, "loaded": 1.5, "total": 3, "bubbles": True}
    )
    assert (event.lengthComputable, event.loaded, event.total, event.bubbles) == (
        True,
        1.5,
        3,
        True,
    )
    assert event.isTrusted is False
    with pytest.raises(TypeError):
        XMLHttpRequestUpload()
    assert (XMLHttpRequest.UNSENT, XMLHttpRequest.OPENED, XMLHttpRequest.HEADERS_RECEIVED,
            XMLHttpRequest.LOADING, XMLHttpRequest.DONE) == (0, 1, 2, 3, 4)  # fmt: skip


# --- WPT xhr/ files that need no server handler ---------------------------------------------------


@pytest.mark.parametrize(
    ("method", "url", "content_type", "body"),
    [
        ("GET", "data:text/plain,Hello, World!", "text/plain", "Hello, World!"),
        ("GET", "data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==", "text/plain", "Hello, World!"),
        (
            "GET",
            "data:text/html;charset=UTF-8,Hello, World!",
            "text/html;charset=UTF-8",
            "Hello, World!",
        ),
        ("GET", "data:image/png,Hello, World!", "image/png", "Hello, World!"),
        ("POST", "data:text/plain,Hello, World!", "text/plain", "Hello, World!"),
        ("UNICORN", "data:text/plain,Hello, World!", "text/plain", "Hello, World!"),
        ("HEAD", "data:text/plain,Hello, World!", "text/plain", ""),
    ],
)
def test_data_urls(loop: EventLoop, method: str, url: str, content_type: str, body: str) -> None:
    # data-uri.htm: any method, the body (none for HEAD), the MIME type as the header, and no
    # Content-Length among the headers
    xhr = XMLHttpRequest()
    xhr.open(method, url)
    xhr.send()
    loop.run_until_idle()
    assert (xhr.status, xhr.responseText) == (200, body)
    assert xhr.getResponseHeader("Content-Type") == content_type
    assert "content-length" not in xhr.getAllResponseHeaders()


def test_abort_during_open_fires_nothing() -> None:
    # abort-during-open.any.js
    xhr, log = make()
    xhr.open("GET", "http://example.test/")
    log.clear()
    xhr.abort()
    assert (xhr.readyState, xhr.status, xhr.statusText, log) == (1, 0, "", [])


def test_open_and_send_during_abort(loop: EventLoop) -> None:
    # open-send-during-abort.htm: open() from abort()'s readystatechange makes OPENED stay
    result: list[object] = []
    xhr = XMLHttpRequest()
    xhr.open("GET", "data:text/plain,")
    result.append(xhr.readyState)
    xhr.send()

    def reopen(event: Any) -> None:
        xhr.onreadystatechange = None
        result.append(xhr.readyState)
        xhr.open("GET", "data:text/plain,hello")
        xhr.onload = lambda event: result.append(xhr.responseText)
        xhr.send()

    xhr.onreadystatechange = reopen
    xhr.abort()
    result.append(xhr.readyState)
    loop.run_until_idle()
    assert result == [1, 4, 1, "hello"]


def test_a_new_request_is_unsent() -> None:
    # xmlhttprequest-unsent.htm, xmlhttprequest-basic.htm
    xhr = XMLHttpRequest()
    assert (xhr.readyState, xhr.status, xhr.statusText, xhr.responseText, xhr.responseURL) == (
        0, 0, "", "", "",
    )  # fmt: skip
    assert xhr.response == "" and xhr.responseXML is None and xhr.timeout == 0
    assert xhr.getAllResponseHeaders() == "" and xhr.getResponseHeader("x") is None


def test_a_listener_that_raises_is_reported_and_the_request_goes_on(loop: EventLoop) -> None:
    # thrown-error-in-events.html
    from webapi.eventloop import set_exception_reporter

    reported: list[BaseException] = []
    previous = set_exception_reporter(lambda report: reported.append(report.exc_value))
    try:
        xhr, log = make()
        xhr.onloadstart = lambda event: 1 / 0
        xhr.onload = lambda event: 1 / 0
        xhr.open("GET", "http://example.test/")
        xhr.send()
        loop.run_until_idle()
    finally:
        set_exception_reporter(previous)
    assert [type(e) for e in reported] == [ZeroDivisionError, ZeroDivisionError]
    assert log[-1][0] == "loadend" and xhr.readyState == 4


def test_network_error_async_events(loop: EventLoop) -> None:
    # send-network-error-async-events.sub.htm: a bad port is a network error; upload events
    # fire with a listener and a body: loadstart, error, loadend (0 and 0)
    xhr, log = make()
    upload: list[tuple[str, float, float]] = []
    for name in ("loadstart", "progress", "error", "load", "loadend"):
        xhr.upload.addEventListener(name, lambda e: upload.append((e.type, e.loaded, e.total)))
    xhr.open("POST", "http://example.test:25/")  # port 25: a bad port
    xhr.send("body")
    loop.run_until_idle()
    assert upload == [("loadstart", 0, 4), ("error", 0, 0), ("loadend", 0, 0)]
    assert [entry[0] for entry in log] == [
        "readystatechange",
        "loadstart",
        "readystatechange",
        "error",
        "loadend",
    ]


@pytest.mark.parametrize("in_window", [False, True], ids=["standalone", "window"])
@pytest.mark.parametrize("kind", ["", "json", "document", "arraybuffer", "blob", "text"])
def test_response_type_in_each_state(loop: EventLoop, kind: str, in_window: bool) -> None:
    # responsetype.any.js: "document" is ignored without a window (a worker's request); a
    # value is taken in UNSENT, OPENED and HEADERS_RECEIVED, refused in LOADING and DONE, and
    # refused for a window's synchronous request (InvalidAccessError)
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("", "text/html") if in_window else None
    ignored = kind == "document" and not in_window
    expected = "" if ignored else kind

    def new() -> XMLHttpRequest:
        xhr = XMLHttpRequest() if document is None else _same_origin_xhr(document)
        xhr.transport = Server()
        return xhr

    xhr = new()
    xhr.responseType = kind  # type: ignore[assignment]
    assert xhr.responseType == expected
    xhr = new()
    xhr.open("GET", "http://example.test/")
    xhr.responseType = kind  # type: ignore[assignment]
    assert xhr.responseType == expected
    for state in (2, 3, 4):
        xhr = new()
        outcomes: list[object] = []

        def set_it(
            event: Any,
            xhr: XMLHttpRequest = xhr,
            state: int = state,
            outcomes: list[object] = outcomes,
        ) -> None:
            if xhr.readyState != state:
                return
            try:
                xhr.responseType = kind  # type: ignore[assignment]
            except DOMException as error:
                outcomes.append(error.name)
            outcomes.append(xhr.responseType)

        xhr.onreadystatechange = set_it
        xhr.open("GET", "http://example.test/")
        xhr.send()
        loop.run_until_idle()
        if state == 2 or ignored:
            assert outcomes == [expected if state == 2 else ""]
        else:
            assert outcomes == ["InvalidStateError", ""]
    sync = new()
    sync.open("GET", "http://example.test/", False)
    if in_window and not ignored:
        with pytest.raises(DOMException) as caught:
            sync.responseType = kind  # type: ignore[assignment]
        assert caught.value.name == "InvalidAccessError"
    else:
        sync.responseType = kind  # type: ignore[assignment]
        assert sync.responseType == expected


async def _slow_transport(request: Request) -> Response:
    import asyncio

    await asyncio.sleep(0.001)
    return Response("awaited", headers={"Content-Length": "7"})


@pytest.mark.needs_loop_run
def test_an_async_transport_under_asyncio() -> None:
    """A transport that awaits: the fetch goes as far as it can in the loop's task, then goes
    on as an asyncio task, and the response's tasks are queued on webapi's loop (which asyncio
    runs: the thread's loop of real time)."""
    import asyncio

    async def main() -> tuple[int, str, list[str]]:
        xhr, log = make(Server())
        xhr.transport = _slow_transport
        xhr.open("GET", "http://example.test/")
        xhr.send()
        for _ in range(200):
            if xhr.readyState == 4:
                break
            await asyncio.sleep(0.005)
        return xhr.status, xhr.responseText, [entry[0] for entry in log]

    status, text, events = asyncio.run(main())
    assert (status, text) == (200, "awaited")
    assert events[-3:] == ["readystatechange", "load", "loadend"]


@pytest.mark.skipif(
    sys.platform == "emscripten", reason="Pyodide's loop is always there: the fetch goes on on it"
)
def test_a_transport_that_awaits_without_asyncio_runs_in_the_drivers_own_loop(
    loop: EventLoop,
) -> None:
    # (issue #72 item 2: webapi.eventloop's driver runs an async transport in the thread's
    # own asyncio loop where none runs: a plain script's request gets its answer, as from a
    # transport that answers at once)
    xhr, log = make(Server())
    xhr.transport = _slow_transport
    xhr.open("GET", "http://example.test/")
    xhr.send()
    loop.run_until_idle()
    assert [entry[0] for entry in log[2:]][-2:] == ["load", "loadend"]
    assert xhr.responseText == "awaited"
    sync, _ = make(Server())
    sync.transport = _slow_transport
    sync.open("GET", "http://example.test/", False)
    sync.send()
    assert sync.responseText == "awaited"


def test_open_with_username_and_password(loop: EventLoop) -> None:
    # open-user-password-non-same-origin.htm (the URL's userinfo, percent-encoded)
    server = Server()
    xhr, _ = make(server)
    xhr.open("GET", "http://example.test/p", True, "us er", "p@ss")
    xhr.send()
    loop.run_until_idle()
    assert server.requests[0][1] == "http://us%20er:p%40ss@example.test/p"
