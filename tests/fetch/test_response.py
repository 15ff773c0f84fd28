"""``webapi.fetch.Response``: the constructor's body types and the ``Content-Type`` each
implies, ``ResponseInit``'s checks, the headers' guards, the static constructors, the Body
mixin's reads as awaitables (once: a second read rejects), ``clone()``, in our own words from
the Fetch Standard (https://fetch.spec.whatwg.org/#response-class) and WPT's
fetch/api/response tests."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from tests._sizes import DEPTHS
from webapi.fetch import Headers, Response
from webapi.fileapi import Blob, File
from webapi.js import RangeError, await_sync
from webapi.url import URLSearchParams
from webapi.xhr import FormData


def content_type(response: Response) -> str | None:
    return response.headers.get("Content-Type")


@pytest.mark.parametrize(
    ("body", "expected_type", "expected_bytes"),
    [
        ("héllo", "text/plain;charset=UTF-8", "héllo".encode()),
        (b"\x00\xff", None, b"\x00\xff"),
        (bytearray(b"ab"), None, b"ab"),
        (memoryview(b"cd"), None, b"cd"),
        (Blob([b"x"], type="Image/PNG"), "image/png", b"x"),
        (Blob([b"x"]), None, b"x"),
        (
            URLSearchParams({"a": "1 2"}),
            "application/x-www-form-urlencoded;charset=UTF-8",
            b"a=1+2",
        ),
        (None, None, b""),
    ],
)
def test_extract_a_body(body: Any, expected_type: str | None, expected_bytes: bytes) -> None:
    response = Response(body)
    assert content_type(response) == expected_type
    assert await_sync(response.bytes()) == expected_bytes


def test_a_form_data_body_is_multipart_and_reads_back() -> None:
    form = FormData()
    form.append("a", "1\n2")
    form.append("f", Blob([b"data"], type="text/x"), "f.txt")
    response = Response(form)
    kind = content_type(response)
    assert kind is not None and kind.startswith(
        "multipart/form-data; boundary=----WebKitFormBoundary"
    )
    again = await_sync(response.formData())
    assert isinstance(again, FormData)
    entries = list(again)
    assert entries[0] == ("a", "1\r\n2")
    file = entries[1][1]
    assert isinstance(file, File) and (file.name, file.type, bytes(file)) == (
        "f.txt",
        "text/x",
        b"data",
    )


def test_a_content_type_given_wins() -> None:
    response = Response("x", headers={"content-type": "text/html"})
    assert content_type(response) == "text/html"
    assert await_sync(response.blob()).type == "text/html"


def test_init_checks() -> None:
    assert Response(status=599).status == 599
    assert Response(status=65736).status == 200  # unsigned short: modulo 2**16
    for status in (0, 199, 600, 99):
        with pytest.raises(RangeError):
            Response(status=status)
    with pytest.raises(TypeError, match="statusText"):
        Response(statusText="a\nb")
    with pytest.raises(TypeError):
        Response(statusText="\u0100")  # not a ByteString
    for status in (204, 205, 304):
        assert Response(None, status=status).status == status
        with pytest.raises(TypeError, match="null body status"):
            Response("", status=status)
    response = Response(None, {"status": 404, "statusText": "Not Found"})
    assert (response.status, response.ok, response.statusText) == (404, False, "Not Found")
    assert (response.type, response.url, response.redirected) == ("default", "", False)


def test_the_response_guard() -> None:
    response = Response("", headers=[("Set-Cookie", "a=1"), ("X-A", "1"), ("set-cookie2", "b")])
    assert list(response.headers) == [("content-type", "text/plain;charset=UTF-8"), ("x-a", "1")]
    response.headers.append("Set-Cookie", "c=3")  # refused silently, as the Standard says
    response.headers.set("x-b", "2")
    assert response.headers.get("set-cookie") is None and response.headers.get("x-b") == "2"
    assert response.headers is response.headers and isinstance(response.headers, Headers)


def test_error_and_redirect() -> None:
    error = Response.error()
    assert (error.type, error.status, error.statusText, error.ok) == ("error", 0, "", False)
    with pytest.raises(TypeError, match="immutable"):
        error.headers.append("a", "b")
    redirect = Response.redirect("https://example.com/a b?c")
    assert redirect.status == 302
    assert list(redirect.headers) == [("location", "https://example.com/a%20b?c")]
    with pytest.raises(TypeError, match="immutable"):
        redirect.headers.delete("location")
    assert Response.redirect("https://example.com", 308).status == 308
    with pytest.raises(RangeError):
        Response.redirect("https://example.com", 200)
    with pytest.raises(TypeError, match="Invalid URL"):
        Response.redirect("/relative")  # no document, so no base URL


def test_static_json_and_instance_json() -> None:
    response = Response.json({"a": [1, 2.5, None, float("nan")], "é": "\u2028"}, status=201)
    assert response.status == 201 and content_type(response) == "application/json"
    assert await_sync(response.clone().text()) == '{"a":[1,2.5,null,null],"é":"\u2028"}'
    assert await_sync(response.json()) == {"a": [1, 2.5, None, None], "é": "\u2028"}
    given = Response.json([], headers={"Content-Type": "application/x+json"})
    assert content_type(given) == "application/x+json"
    with pytest.raises(TypeError):
        Response.json(object())


def test_static_json_writes_surrogates_as_json_stringify() -> None:
    # JSON.stringify escapes a lone surrogate (WPT's response-static-json.any.js) and writes a
    # high surrogate followed by a low one as their code point.
    body = await_sync(Response.json(["\udead", "\udf06\ud834", "\ud834\udf06", "é"]).bytes())
    assert body == b'["\\udead","\\udf06\\ud834","\xf0\x9d\x8c\x86","\xc3\xa9"]'
    assert await_sync(Response.json({"k\udc00": 1}).text()) == '{"k\\udc00":1}'


def test_static_json_writes_numbers_as_json_stringify() -> None:
    # ECMAScript's Number::toString: the exponent only below 1e-6 and from 1e21, written
    # "1e-7" and "1e+21"; -0 as "0"; no ".0" on an integral double (Node 26 and Chromium:
    # JSON.stringify([1e-7, -0, 1.2345678901234568e20, 1e21, 2, 1e16])).
    data = [1e-7, -0.0, 1.2345678901234568e20, 1e21, 2.0, 1e16]
    assert await_sync(Response.json(data).text()) == (
        "[1e-7,0,123456789012345680000,1e+21,2,10000000000000000]"
    )


def test_static_json_throws_what_json_stringify_throws() -> None:
    cycle: list[Any] = [1]
    cycle.append({"again": cycle})
    with pytest.raises(TypeError, match="Converting circular structure to JSON"):
        Response.json(cycle)
    # A Python int no double holds is a BigInt to JavaScript (10**5000 also exceeds Python's
    # int-to-str limit: a ValueError from json.dumps before).
    for value in (2**1024, 10**5000):
        with pytest.raises(TypeError, match="Do not know how to serialize a BigInt"):
            Response.json({"n": value})
    # An int a double holds keeps all its digits (JavaScript reads the same Number from them).
    assert await_sync(Response.json([2**60]).text()) == "[1152921504606846976]"


@pytest.mark.parametrize("depth", DEPTHS)
def test_json_reads_and_writes_any_depth(depth: int) -> None:
    # Chromium's JSON.parse reads 3,000,000 levels and JSON.stringify writes 100,000.
    nested: Any = []
    for _ in range(depth):
        nested = [nested]
    response = Response.json(nested)
    text = "[" * (depth + 1) + "]" * (depth + 1)
    assert await_sync(response.clone().text()) == text
    value = await_sync(response.json())
    for _ in range(depth):
        (value,) = value
    assert value == []


def test_json_reads_an_integer_past_pythons_digit_limit_as_javascript_does() -> None:
    # JSON.parse reads 5,000 nines as Infinity; int() refuses more than 4,300 digits.
    assert await_sync(Response("[" + "9" * 5000 + "]").json()) == [float("inf")]


@pytest.mark.parametrize("text", ["nan", "NaN", "Infinity", "{", "", "[1,]", "\ufeff\ufeff1"])
def test_json_rejects_what_json_parse_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        await_sync(Response(text).json())


def test_json_removes_one_byte_order_mark() -> None:
    assert await_sync(Response(b"\xef\xbb\xbf[1]").json()) == [1]


def test_a_body_is_read_once() -> None:
    response = Response("x")
    assert response.bodyUsed is False
    assert await_sync(response.text()) == "x"
    assert response.bodyUsed is response.body_used is True
    for read in (
        response.text,
        response.json,
        response.arrayBuffer,
        response.blob,
        response.formData,
    ):
        with pytest.raises(TypeError, match="already been read"):
            await_sync(read())
    with pytest.raises(TypeError, match="already used"):
        response.clone()
    empty = Response()
    assert await_sync(empty.text()) == "" and await_sync(empty.text()) == ""  # no body: no use
    assert empty.bodyUsed is False


def test_clone_reads_apart() -> None:
    response = Response("x", status=203, headers={"X-A": "1"})
    clone = response.clone()
    assert (clone.status, list(clone.headers)) == (203, list(response.headers))
    clone.headers.append("x-b", "2")
    assert response.headers.get("x-b") is None
    assert await_sync(response.text()) == await_sync(clone.text()) == "x"


def test_form_data_of_other_types_and_without_a_boundary() -> None:
    with pytest.raises(TypeError, match="FormData"):
        await_sync(Response("a=1").formData())  # text/plain
    with pytest.raises(TypeError, match="boundary"):
        await_sync(Response("", headers={"content-type": "multipart/form-data"}).formData())
    form = await_sync(
        Response(
            "a=1&b=%C3%A9", headers={"content-type": "application/x-www-form-urlencoded"}
        ).formData()
    )
    assert list(form) == [("a", "1"), ("b", "é")]


def test_a_blob_type_is_the_content_type_as_it_is() -> None:
    """ "Initialize a response" appends (`Content-Type`, the body's type) to the header list,
    not through Headers' append: a Blob's type keeps the spaces the File API kept (undici and
    Chromium 156: ``" text/plain "``); the body's MIME type is parsed from it all the same."""
    for type in (" text/plain ", "  ", " a/b ;  x=1 "):
        response = Response(Blob([b"x"], type=type))
        assert response.headers.get("content-type") == type
        assert list(response.clone().headers) == [("content-type", type)]
    blob = await_sync(Response(Blob([b"x"], type=" a/b ;  x=1 ")).blob())
    assert blob.type == "a/b;x=1"


def test_blob_bodies_are_not_copied() -> None:
    data = bytes(1_000_000)
    assert await_sync(Response(Blob([data])).arrayBuffer()) is data
    assert await_sync(Response(data).bytes()) is data


@pytest.mark.needs_loop_run
def test_under_asyncio() -> None:
    async def main() -> tuple[Any, str]:
        response = Response.json({"ok": True})
        return await response.json(), repr(response)

    assert asyncio.run(main()) == ({"ok": True}, "<Response [200] type='default' url=''>")


def test_wrong_types() -> None:
    with pytest.raises(TypeError, match="parameter 1"):
        Response(object())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 2"):
        Response(None, "init")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Response(None, headers=[("a",)])  # type: ignore[list-item]
    assert json.loads(await_sync(Response(1.5).text())) == 1.5  # type: ignore[arg-type]  # ToString


def test_a_read_disturbs_the_body_when_called_not_when_awaited() -> None:
    # JavaScript: res.text() consumes the body at once (bodyUsed is true before the promise
    # settles); a second read's promise rejects (a TypeError at await, not at the call).
    from webapi.fetch import Request
    from webapi.js import await_sync

    for make in (
        lambda: Response("abc"),
        lambda: Request("https://a.test/", method="POST", body="abc"),
    ):
        body = make()
        first = body.text()
        assert body.bodyUsed is True
        second = body.arrayBuffer()  # no exception yet
        assert await_sync(first) == "abc"
        with pytest.raises(TypeError):
            await_sync(second)
        assert await_sync(first) == "abc"  # (a settled promise: awaited again, the same)


# Every Body read is a coroutine: asyncio.run, create_task and gather take it as they take an
# async def's, and it is awaitable again (a JavaScript promise is); the body is used at the
# call (the Fetch Standard's "consume body" runs when the method is called).
_FORM = "a=1&b=%C3%A9"
_READS: list[tuple[str, Any]] = [
    ("text", _FORM),
    ("arrayBuffer", _FORM.encode()),
    ("array_buffer", _FORM.encode()),
    ("bytes", _FORM.encode()),
    ("blob", _FORM.encode()),
    ("formData", [("a", "1"), ("b", "é")]),
    ("form_data", [("a", "1"), ("b", "é")]),
    ("json", {"ok": [1, "é"]}),
]


def _body(kind: str, member: str) -> Any:
    """A Response or a POST Request whose body is the form (JSON for ``json``)."""
    from webapi.fetch import Request

    body: Any = '{"ok": [1, "é"]}' if member == "json" else URLSearchParams(_FORM)
    if kind == "Request":
        return Request("https://a.test/", method="POST", body=body)
    return Response(body)


def _plain(value: Any) -> Any:
    if isinstance(value, Blob):
        return bytes(value)
    if isinstance(value, FormData):
        return list(value)
    return value


@pytest.mark.needs_loop_run
@pytest.mark.parametrize(("member", "expected"), _READS)
@pytest.mark.parametrize("kind", ["Response", "Request"])
def test_every_read_is_a_coroutine_for_asyncio(member: str, expected: Any, kind: str) -> None:
    def make() -> Any:
        return _body(kind, member)

    read = getattr(make(), member)()
    assert asyncio.iscoroutine(read)
    assert _plain(asyncio.run(read)) == expected  # "a coroutine was expected" before

    async def in_tasks() -> list[Any]:
        first, second = make(), make()
        task = asyncio.create_task(getattr(first, member)())
        assert first.bodyUsed is True  # at the call, not when the task runs
        gathered = await asyncio.gather(getattr(second, member)(), task)
        return [_plain(value) for value in gathered]

    assert asyncio.run(in_tasks()) == [expected, expected]


@pytest.mark.needs_loop_run
def test_a_rejected_read_raises_from_asyncio_run_and_its_task() -> None:
    response = Response("not json")
    with pytest.raises(ValueError):
        asyncio.run(response.json())
    assert response.bodyUsed
    with pytest.raises(TypeError, match="already been read"):
        asyncio.run(response.text())

    async def main() -> BaseException | None:
        task = asyncio.create_task(response.bytes())
        await asyncio.wait([task])
        return task.exception()

    assert isinstance(asyncio.run(main()), TypeError)


def test_a_read_is_a_coroutine_without_a_loop() -> None:
    import collections.abc
    import warnings

    response = Response("abc")
    read = response.text()
    assert isinstance(read, collections.abc.Coroutine) and asyncio.iscoroutine(read)
    with pytest.raises(StopIteration) as stopped:
        read.send(None)  # the one step a task makes
    assert stopped.value.value == "abc"
    assert await_sync(read) == "abc"  # and awaited again: the same value
    with pytest.raises(KeyError):
        read.throw(KeyError("thrown in"))  # (nothing catches it)
    read.close()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # called for the body used alone: no "never awaited"
        Response("x").arrayBuffer()
        import gc

        gc.collect()
