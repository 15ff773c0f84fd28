"""What web-platform-tests' fetch/api/headers/*.any.js check, in our own words: construction
from pairs, records and other Headers; case-insensitive names, lowercase iteration in sorted
order; combining with ", "; Set-Cookie kept apart (header-setcookie.any.js); value
normalization and the errors for invalid names and values (headers-errors, headers-normalize,
header-values-normalize); iteration that sees changes made meanwhile."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi import Headers


def pairs(headers: Headers) -> list[list[str]]:
    return [list(pair) for pair in headers]


def test_construction() -> None:
    assert pairs(Headers()) == []
    assert pairs(Headers([])) == pairs(Headers({})) == []
    init = [["Name-A", "1"], ["name-b", "2"], ["NAME-A", "3"]]
    assert pairs(Headers(init)) == [["name-a", "1, 3"], ["name-b", "2"]]
    assert pairs(Headers(Headers(init))) == [["name-a", "1, 3"], ["name-b", "2"]]
    assert pairs(Headers({"b": "1", "a": "2"})) == [["a", "2"], ["b", "1"]]
    for bad in ([["a"]], [["a", "b", "c"]], [[]]):
        with pytest.raises(TypeError):
            Headers(bad)
    with pytest.raises(TypeError):
        Headers(1)  # type: ignore[arg-type]


def test_casing() -> None:
    headers = Headers([["Content-Type", "text/plain"]])
    assert headers.get("CONTENT-type") == "text/plain"
    assert headers.has("content-TYPE")
    headers.set("CONTENT-TYPE", "text/html")
    assert pairs(headers) == [["content-type", "text/html"]]
    headers.delete("Content-type")
    assert not headers.has("content-type") and headers.get("content-type") is None


def test_combine() -> None:
    headers = Headers([["a", "1"]])
    headers.append("A", "2")
    headers.append("a", "")
    assert headers.get("a") == "1, 2, "
    headers.set("a", "x")
    assert headers.get("a") == "x"


def test_set_cookie_is_kept_apart() -> None:
    cookies = [["set-cookie", "foo=bar"], ["Set-Cookie", "fizz=buzz; domain=example.com"]]
    headers = Headers(cookies)
    assert headers.get("set-cookie") == "foo=bar, fizz=buzz; domain=example.com"
    assert pairs(headers) == [
        ["set-cookie", "foo=bar"],
        ["set-cookie", "fizz=buzz; domain=example.com"],
    ]
    assert headers.getSetCookie() == ["foo=bar", "fizz=buzz; domain=example.com"]
    two = Headers([["set-cookie2", "a"], ["Set-Cookie2", "b"]])
    assert pairs(two) == [["set-cookie2", "a, b"]] and two.getSetCookie() == []
    mixed = Headers(
        [
            ["xylophone-header", "7"],
            ["best-header", "6"],
            ["set-cookie", "5"],
            ["a-cool-header", "4"],
            ["set-cookie", "3"],
            ["a-cool-header", "2"],
            ["best-header", "1"],
        ]
    )
    assert pairs(mixed) == [
        ["a-cool-header", "4, 2"],
        ["best-header", "6, 1"],
        ["set-cookie", "5"],
        ["set-cookie", "3"],
        ["xylophone-header", "7"],
    ]
    assert Headers([["set-cookie", ""]]).getSetCookie() == [""]
    assert Headers([["set-cookie", "x"], ["set-cookie", "x"]]).getSetCookie() == ["x", "x"]
    headers.set("set-cookie", "only")
    assert pairs(headers) == [["set-cookie", "only"]]
    headers.delete("SET-COOKIE")
    assert pairs(headers) == [] and headers.getSetCookie() == []


def test_iteration_sees_changes() -> None:
    headers = Headers([["fizz", "buzz"], ["X-Header", "test"]])
    iterator = iter(headers)
    assert next(iterator) == ("fizz", "buzz")
    headers.append("Set-Cookie", "a=b")
    assert next(iterator) == ("set-cookie", "a=b")
    headers.append("Accept", "text/html")
    assert next(iterator) == ("set-cookie", "a=b")
    assert next(iterator) == ("x-header", "test")
    headers.append("set-cookie", "c=d")
    assert next(iterator) == ("x-header", "test")
    assert next(iterator, None) is None


def test_values_are_normalized() -> None:
    headers = Headers()
    for name, value in [("a", " x "), ("b", "\tx\t"), ("c", "\nx\r\n"), ("d", " \t\r\n")]:
        headers.append(name, value)
    assert pairs(headers) == [["a", "x"], ["b", "x"], ["c", "x"], ["d", ""]]
    headers.set("e", "\r\n y \t")
    assert headers.get("e") == "y"


@pytest.mark.parametrize("byte", range(0x100))
@sampled(keep=("0", "9", "10", "13", "32", "127", "128", "255"))
def test_every_byte_in_a_value(byte: int) -> None:
    """header-values-normalize: a value with the byte in the middle is refused exactly for NUL,
    LF and CR; at the ends, HTTP whitespace is trimmed and the others kept."""
    char = chr(byte)
    headers = Headers()
    if char in "\x00\n\r":
        with pytest.raises(TypeError):
            headers.append("x", f"a{char}b")
        if char == "\x00":
            with pytest.raises(TypeError):
                headers.append("x", char)
        return
    headers.append("x", f"a{char}b")
    assert headers.get("x") == f"a{char}b"
    headers.set("x", f"{char}v{char}")
    assert headers.get("x") == ("v" if char in "\t " else f"{char}v{char}")


def test_invalid_names_and_values() -> None:
    headers = Headers()
    for name in ["", "a b", "(", "é", "a\n", ":"]:
        for method, arguments in (
            (headers.append, (name, "v")),
            (headers.set, (name, "v")),
            (headers.get, (name,)),
            (headers.has, (name,)),
            (headers.delete, (name,)),
            (Headers, ([[name, "v"]],)),
            (Headers, ({name: "v"},)),
        ):
            with pytest.raises(TypeError):
                method(*arguments)  # type: ignore[operator]
    for value in ["\u0100", "€"]:  # not a ByteString
        with pytest.raises(TypeError, match="ISO-8859-1"):
            headers.append("a", value)
    with pytest.raises(TypeError):
        headers.append("a")  # type: ignore[call-arg]


def test_python_protocols() -> None:
    import email
    import http.client
    import io

    message = email.message_from_string("Set-Cookie: a\nSet-Cookie: b\nX: 1\n\n")
    assert pairs(Headers(message)) == [["set-cookie", "a"], ["set-cookie", "b"], ["x", "1"]]
    raw = io.BytesIO(b"Content-Type: text/html\r\nX-A: 1\r\nx-a: 2\r\n\r\n")
    parsed = http.client.parse_headers(raw)
    assert pairs(Headers(parsed)) == [["content-type", "text/html"], ["x-a", "1, 2"]]
    httpx = pytest.importorskip("httpx")
    from_httpx = Headers(httpx.Headers([("Set-Cookie", "a"), ("set-cookie", "b")]))
    assert from_httpx.getSetCookie() == ["a", "b"]
    headers = Headers([["A", "1"]])
    assert "a" in headers and "b" not in headers and "a b" not in headers
    assert repr(headers) == "Headers([['a', '1']])"
    assert headers.get_set_cookie() == []
