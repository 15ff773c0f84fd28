"""``webapi.fetch.Request``: the constructor's steps (a URL or another Request, every
``RequestInit`` member), the guards "request" and "request-no-cors", the body rules, copies and
clones, in our own words from the Fetch Standard (https://fetch.spec.whatwg.org/#request-class)
and WPT's fetch/api/request tests."""

from __future__ import annotations

import pytest

from webapi.fetch import Headers, Request
from webapi.fileapi import Blob
from webapi.js import await_sync
from webapi.url import URL, URLSearchParams


def test_defaults() -> None:
    request = Request("https://example.com/a b?c#d")
    assert (request.method, request.url) == ("GET", "https://example.com/a%20b?c#d")
    assert (request.mode, request.credentials, request.cache, request.redirect) == (
        "cors",
        "same-origin",
        "default",
        "follow",
    )
    assert (request.referrer, request.referrerPolicy, request.destination) == (
        "about:client",
        "",
        "",
    )
    assert (request.integrity, request.keepalive, request.duplex) == ("", False, "half")
    assert not (request.isReloadNavigation or request.isHistoryNavigation or request.bodyUsed)
    assert isinstance(request.headers, Headers) and request.headers is request.headers
    assert Request(URL("https://example.com/")).url == "https://example.com/"


@pytest.mark.parametrize(
    ("method", "normalized"),
    [
        ("get", "GET"),
        ("post", "POST"),
        ("dElEtE", "DELETE"),
        ("patch", "patch"),
        ("PATCH", "PATCH"),
        ("x-y", "x-y"),
    ],
)
def test_methods_are_normalized(method: str, normalized: str) -> None:
    assert Request("https://x/", method=method).method == normalized


@pytest.mark.parametrize("method", ["TRACE", "connect", "track", "", "a b", "é"])
def test_bad_and_forbidden_methods(method: str) -> None:
    with pytest.raises(TypeError):
        Request("https://x/", method=method)


@pytest.mark.parametrize(
    ("input", "init"),
    [
        ("/relative", {}),  # no document to resolve it against
        ("https://user:pass@x/", {}),
        ("https://x/", {"body": "a"}),  # GET with a body
        ("https://x/", {"method": "HEAD", "body": b""}),
        ("https://x/", {"mode": "navigate"}),
        ("https://x/", {"mode": "no-cors", "method": "PUT"}),
        ("https://x/", {"cache": "only-if-cached"}),
        ("https://x/", {"referrer": "/relative"}),
        ("https://x/", {"window": object()}),
        ("https://x/", {"signal": object()}),  # no AbortSignal yet
        ("https://x/", {"mode": "x"}),
    ],
)
def test_constructor_errors(input: str, init: dict[str, object]) -> None:
    with pytest.raises(TypeError):
        Request(input, init)  # type: ignore[arg-type]


def test_the_request_guard_drops_forbidden_headers() -> None:
    request = Request(
        "https://x/",
        headers=[
            ("Cookie", "a"),
            ("Host", "h"),
            ("Sec-Fetch-Mode", "x"),
            ("Proxy-A", "1"),
            ("X-A", "1"),
        ],
    )
    assert list(request.headers) == [("x-a", "1")]
    request.headers.append("Content-Length", "3")
    request.headers.set("X-HTTP-Method-Override", "GET, TRACE")
    request.headers.append("Accept", "*/*")
    assert list(request.headers) == [("accept", "*/*"), ("x-a", "1")]


def test_the_no_cors_guard_keeps_safelisted_headers() -> None:
    request = Request(
        "https://x/",
        mode="no-cors",
        headers={
            "Accept": "text/html",
            "Accept-Language": "en-US, *;q=0.5",
            "Content-Type": "application/json",
            "Range": "bytes=0-1",
            "X-A": "1",
        },
    )
    assert list(request.headers) == [("accept", "text/html"), ("accept-language", "en-US, *;q=0.5")]
    request.headers.set("Content-Type", "text/plain;charset=UTF-8")
    request.headers.append("Accept", "x" * 128)  # the combined value is longer than 128
    request.headers.delete("X-A")
    assert request.headers.get("content-type") == "text/plain;charset=UTF-8"
    assert request.headers.get("accept") == "text/html"


def test_bodies_and_their_content_types() -> None:
    request = Request("https://x/", method="POST", body=URLSearchParams("a=1"))
    assert request.headers.get("content-type") == "application/x-www-form-urlencoded;charset=UTF-8"
    assert await_sync(request.text()) == "a=1" and request.bodyUsed
    with pytest.raises(TypeError):
        await_sync(request.text())
    given = Request("https://x/", method="PUT", body="x", headers={"Content-Type": "text/csv"})
    assert given.headers.get("content-type") == "text/csv"


def test_copying_moves_the_body() -> None:
    original = Request("https://x/", method="POST", body=b"abc", headers={"X-A": "1"})
    copy = Request(original, headers={"X-B": "2"})
    assert original.bodyUsed  # its stream is read through the copy
    assert list(copy.headers) == [("x-b", "2")] and copy.method == "POST"
    assert await_sync(copy.bytes()) == b"abc"
    with pytest.raises(TypeError, match="already been used"):
        Request(original)
    same = Request(
        Request("https://x/", mode="same-origin", cache="no-store", referrer="https://r/")
    )
    assert (same.mode, same.cache, same.referrer) == ("same-origin", "no-store", "https://r/")
    reset = Request(Request("https://x/", referrer="https://r/"), {"method": "GET"})
    assert reset.referrer == "about:client"  # a non-empty init resets the referrer


def test_referrers() -> None:
    assert Request("https://x/", referrer="").referrer == ""
    assert Request("https://x/", referrer="about:client").referrer == "about:client"
    assert Request("https://x/", referrer="https://r/p").referrer == "https://r/p"


def test_a_body_type_goes_through_the_no_cors_guard() -> None:
    """The constructor appends the body's type to the Request's headers (Headers' append, with
    its guard): in no-cors mode only a CORS-safelisted Content-Type stays (Chromium's answer
    too, tests/e2e/test_fetch_chromium.py)."""
    blob = Blob([b"xy"], type="Text/X")
    request = Request("https://x/", method="POST", body=blob, mode="no-cors")
    assert list(request.headers) == []
    assert await_sync(request.blob()).type == ""
    form = Request("https://x/", method="POST", body="a", mode="no-cors")
    assert form.headers.get("content-type") == "text/plain;charset=UTF-8"
    cors = Request("https://x/", method="POST", body=Blob([b"xy"], type="Text/X"))
    assert cors.headers.get("content-type") == "text/x"


def test_a_blob_type_with_spaces_is_normalized_by_headers_append() -> None:
    """The Request constructor appends the body's type to its ``Headers`` (Headers' append,
    which strips leading and trailing HTTP white space), where a Response appends it to the
    header list as it is (test_response.py): undici and Chromium give ``"text/plain"`` here."""
    request = Request("https://x/", method="POST", body=Blob([b"x"], type=" text/plain "))
    assert request.headers.get("content-type") == "text/plain"


def test_clone() -> None:
    request = Request("https://x/", method="POST", body="b", mode="no-cors")
    clone = request.clone()
    assert (clone.method, clone.mode, list(clone.headers)) == (
        "POST",
        "no-cors",
        [("content-type", "text/plain;charset=UTF-8")],
    )
    clone.headers.append("X-A", "1")  # the clone keeps the guard "request-no-cors"
    assert clone.headers.get("x-a") is None
    assert await_sync(request.text()) == await_sync(clone.text()) == "b"
    with pytest.raises(TypeError):
        request.clone()
    assert repr(request) == "<Request [POST] 'https://x/'>"


def test_the_request_signal_follows_the_one_given() -> None:
    # https://fetch.spec.whatwg.org/#dom-request: the request's signal is "a dependent abort
    # signal" of init's signal, else of the input Request's; clone() makes one of its own.
    from webapi.dom import AbortController, AbortSignal

    plain = Request("https://a.test/")
    assert isinstance(plain.signal, AbortSignal) and plain.signal.aborted is False
    assert plain.signal is plain.signal  # [SameObject]
    controller = AbortController()
    given = Request("https://a.test/", {"signal": controller.signal})
    from_request, cloned = Request(given), given.clone()
    seen = []
    given.signal.addEventListener("abort", lambda event: seen.append(event.type))
    assert given.signal is not controller.signal
    controller.abort("why")
    for request in (given, from_request, cloned):
        assert request.signal.aborted is True and request.signal.reason == "why"
    assert seen == ["abort"]
    other = AbortController()
    assert Request(given, signal=other.signal).signal.aborted is False  # init's wins
    already = AbortController()
    already.abort("before")
    assert Request("https://a.test/", signal=already.signal).signal.reason == "before"
    with pytest.raises(TypeError, match="AbortSignal"):
        Request("https://a.test/", signal=object())
