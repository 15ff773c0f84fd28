"""JavaScript interop inside Pyodide (``webapi/_pyodide.py``): the page's own ``URL`` and
``URLSearchParams`` objects and JavaScript strings as arguments, and ``to_js()``."""

from __future__ import annotations

import importlib
import sys
from typing import Any

import pytest

from webapi import URL, URLSearchParams

pytestmark = pytest.mark.skipif(
    sys.platform != "emscripten",
    reason="needs Pyodide's JavaScript (js, pyodide.ffi): inside Pyodide only "
    "(python pyodide/run.py)",
)


@pytest.fixture(scope="module")
def js() -> Any:
    return importlib.import_module("js")


def _tag(js: Any, value: Any) -> str:
    return str(js.Object.prototype.toString.call(value))


def _js_eval(js: Any, source: str) -> Any:
    return js.Function.new(f"return ({source});")()


def test_the_hooks_are_installed() -> None:
    pyodide_module = importlib.import_module("webapi._pyodide")
    assert pyodide_module.INSTALLED is True


# --- JavaScript objects as arguments -----------------------------------------------------------


def test_url_takes_a_javascript_url(js: Any) -> None:
    native = js.URL.new("https://user@example.com:8080/a/./b?q=1#f")
    assert _tag(js, native) == "[object URL]"
    url = URL(native)
    assert url.href == "https://user@example.com:8080/a/b?q=1#f"
    assert url.href == native.href


def test_a_javascript_url_as_base_and_in_the_statics(js: Any) -> None:
    base = js.URL.new("https://example.com/dir/page")
    assert URL("other", base).href == "https://example.com/dir/other"
    assert URL.canParse("x", base) is True
    parsed = URL.parse(js.URL.new("https://example.org/"))
    assert parsed is not None
    assert parsed.href == "https://example.org/"


def test_setters_take_javascript_objects(js: Any) -> None:
    url = URL("https://example.com/")
    url.search = js.URLSearchParams.new("a=1&a=2")
    assert url.href == "https://example.com/?a=1&a=2"
    url.href = js.URL.new("http://other.example/x")
    assert url.href == "http://other.example/x"
    url.hash = js.String.new("frag")
    assert url.hash == "#frag"


def test_javascript_strings_arrive_as_python_strings(js: Any) -> None:
    value = _js_eval(js, "'https://example.com/' + 'p'")
    assert type(value) is str
    assert URL(value).pathname == "/p"


def test_a_javascript_string_object_is_a_string(js: Any) -> None:
    value = js.String.new("https://example.com/s")
    assert _tag(js, value) == "[object String]"
    assert URL(value).pathname == "/s"
    assert URLSearchParams(js.String.new("?a=b")).toString() == "a=b"
    params = URLSearchParams()
    params.append(js.String.new("n"), js.String.new("v"))
    assert params.get(js.String.new("n")) == "v"


def test_lone_surrogates_from_javascript_become_u_fffd_as_in_javascript(js: Any) -> None:
    value = _js_eval(js, "'https://example.com/\\uD800'")
    assert URL(value).href == js.URL.new(value).href == "https://example.com/%EF%BF%BD"


def test_search_params_take_a_javascript_search_params_with_repeated_names(js: Any) -> None:
    native = js.URLSearchParams.new("a=1&b=2&a=3")
    params = URLSearchParams(native)
    assert list(params) == [("a", "1"), ("b", "2"), ("a", "3")]


def test_search_params_take_iterables_and_records_as_javascript_does(js: Any) -> None:
    assert str(URLSearchParams(_js_eval(js, "new Map([['k', 'v'], ['k2', 2]])"))) == "k=v&k2=2"
    assert str(URLSearchParams(_js_eval(js, "[['x', '1'], ['x', '2']]"))) == "x=1&x=2"
    assert str(URLSearchParams(_js_eval(js, "({a: '1', b: 2})"))) == "a=1&b=2"
    for source in ("new Map([['k', 'v']])", "[['x', '1']]", "({a: '1', b: 2})"):
        assert str(URLSearchParams(_js_eval(js, source))) == str(
            js.URLSearchParams.new(_js_eval(js, source))
        )


def test_a_javascript_url_is_a_string_for_search_params_too(js: Any) -> None:
    # As a Python URL is (JavaScript would read a URL object as an empty record).
    native = js.URL.new("https://h.example/?q=1")
    assert URLSearchParams(native).toString() == URLSearchParams(URL(native)).toString()


@pytest.mark.parametrize(
    "source",
    ["({})", "null", "undefined", "Symbol('s')", "() => 1"],
)
def test_other_javascript_values_are_refused(js: Any, source: str) -> None:
    value = _js_eval(js, source)
    with pytest.raises(TypeError, match="is not of type 'USVString'"):
        URL(value)


def test_a_record_with_an_object_value_is_refused(js: Any) -> None:
    with pytest.raises(TypeError):
        URLSearchParams(_js_eval(js, "({a: {}})"))


def test_javascript_code_can_call_the_python_classes(js: Any) -> None:
    call = js.Function.new(
        "PyURL",
        "PyParams",
        "return [PyURL('q', new URL('https://b.example/p/')), "
        "PyParams(new URLSearchParams('x=1&x=2'))];",
    )
    url, params = call(URL, URLSearchParams)
    assert isinstance(url, URL)
    assert url.href == "https://b.example/p/q"
    assert params.getAll("x") == ["1", "2"]


# --- to_js() -----------------------------------------------------------------------------------


def test_url_to_js_is_a_native_url_copy(js: Any) -> None:
    url = URL("https://user:pw@example.com:8080/p?q=1#h")
    native = url.to_js()
    assert _tag(js, native) == "[object URL]"
    for name in ("href", "origin", "username", "password", "host", "pathname", "search", "hash"):
        assert str(getattr(native, name)) == getattr(url, name)
    native.pathname = "/changed"
    assert url.pathname == "/p"
    assert URL(native).pathname == "/changed"


def test_search_params_to_js_is_a_native_search_params_copy(js: Any) -> None:
    params = URLSearchParams([("a", "1"), ("b", "x y"), ("a", "é&=")])
    native = params.to_js()
    assert _tag(js, native) == "[object URLSearchParams]"
    assert [list(pair) for pair in js.Array.from_(native)] == [list(p) for p in params]
    assert list(native.getAll("a")) == ["1", "é&="]
    native.append("c", "3")
    assert "c" not in params


def test_headers_to_js_is_a_native_headers_copy(js: Any) -> None:
    from webapi import Headers

    headers = Headers([("Set-Cookie", "a=1"), ("X-A", "1"), ("Set-Cookie", "b=2"), ("x-a", "2")])
    native = headers.to_js()
    assert _tag(js, native) == "[object Headers]"
    assert list(native.getSetCookie()) == ["a=1", "b=2"]
    assert str(native.get("x-a")) == "1, 2"
    assert [list(pair) for pair in js.Array.from_(native)] == [list(p) for p in headers]
    native.append("y", "2")
    assert "y" not in headers
    assert Headers(native).get("x-a") == "1, 2"  # and back: a JavaScript Headers as init


def test_to_js_round_trips_through_the_runtime(js: Any) -> None:
    for href in ("https://example.com/", "file:///C:/x", "blob:https://a.example/uuid", "a:b"):
        assert URL(URL(href).to_js()).href == URL(href).href


# --- JavaScript buffers (TextDecoder) --------------------------------------------------------


def test_text_decoder_takes_javascript_buffers(js: Any) -> None:
    from webapi import TextDecoder

    euro = _js_eval(js, "new Uint8Array([0xE2, 0x82, 0xAC, 0x41])")
    assert TextDecoder().decode(euro) == "\u20acA"
    assert TextDecoder().decode(euro.buffer) == "\u20acA"  # an ArrayBuffer
    view = _js_eval(js, "new DataView(new Uint8Array([0x80, 0x41]).buffer)")
    assert TextDecoder("windows-1252").decode(view) == "\u20acA"
    # The page's own TextDecoder agrees on the same buffer.
    assert str(js.TextDecoder.new("gbk").decode(euro)) == TextDecoder("gbk").decode(euro)
    with pytest.raises(TypeError):
        TextDecoder().decode(_js_eval(js, "({})"))


def test_encode_into_writes_into_a_javascript_uint8array(js: Any) -> None:
    from webapi import TextEncoder

    destination = js.Uint8Array.new(4)
    result = TextEncoder().encodeInto("a\u20acb", destination)
    assert result == {"read": 2, "written": 4}
    assert list(destination.to_py()) == [0x61, 0xE2, 0x82, 0xAC]
    # The page's own TextEncoder writes the same into the same kind of array.
    theirs = js.Uint8Array.new(4)
    counts = js.TextEncoder.new().encodeInto("a\u20acb", theirs)
    assert (counts.read, counts.written) == (2, 4)
    assert list(theirs.to_py()) == list(destination.to_py())
    # A view into a larger buffer: only its bytes are written.
    whole = js.Uint8Array.new(6)
    assert TextEncoder().encodeInto("xyz", whole.subarray(2, 4)) == {"read": 2, "written": 2}
    assert list(whole.to_py()) == [0, 0, 0x78, 0x79, 0, 0]
    with pytest.raises(TypeError, match="Uint8Array"):
        TextEncoder().encodeInto("a", js.Uint16Array.new(4))


def test_the_encoding_example_of_docs_pyodide(js: Any) -> None:
    """The calls of docs/pyodide.md's encoding example, as written there."""
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    from webapi import TextDecoder, TextEncoder
    from webapi.html import decode_html

    euro = js.Uint8Array.new([0xE2, 0x82, 0xAC, 0x41])
    assert TextDecoder().decode(euro) == "€A"
    assert TextDecoder().decode(euro.buffer) == "€A"
    page = js.TextEncoder.new().encode("<meta charset=utf-8><a href=x>€</a>")
    assert decode_html(page).text.endswith("€</a>")
    destination = js.Uint8Array.new(4)
    assert TextEncoder().encodeInto("a€b", destination) == {"read": 2, "written": 4}
    assert list(destination.to_py()) == [0x61, 0xE2, 0x82, 0xAC]
    encoded = to_js(TextEncoder().encode("a€"))
    assert _tag(js, encoded) == "[object Uint8Array]"
    assert str(js.TextDecoder.new().decode(encoded)) == "a€"


def test_every_python_function_that_takes_bytes_takes_a_javascript_buffer(js: Any) -> None:
    """#42 item 10: decode_html(js.Uint8Array...) and the other bytes arguments of
    docs/pyodide.md's list (tests/pyodide/test_foreign_hooks.py: the same calls with a
    stand-in on every platform), here with the page's typed arrays, ArrayBuffers and
    DataViews: the result equals that of the same bytes."""
    from tests.pyodide.test_foreign_hooks import _bytes_calls

    def typed_array(data: bytes) -> Any:
        return js.Uint8Array.new(list(data))

    for function, call in _bytes_calls().items():
        expected = repr(call(bytes))
        assert repr(call(typed_array)) == expected, function
        assert repr(call(lambda data: typed_array(data).buffer)) == expected, function
        assert repr(call(lambda data: js.DataView.new(typed_array(data).buffer))) == expected


def test_python_urls_take_the_page_location_and_url(js: Any) -> None:
    """#42 item 8 under Pyodide: the URL arguments of webapi's Python functions take the
    page's own URL objects (what the foreign stringifiers know)."""
    from webapi.cookies import CookieJar
    from webapi.html import links, resolve

    base = js.URL.new("https://a.example/d/")
    assert resolve("x", base) == "https://a.example/d/x"
    assert [link.url for link in links("<a href=y>", base)] == ["https://a.example/d/y"]
    jar = CookieJar()
    jar.set_cookie("a=1", base)
    assert jar.cookie_header(js.URL.new("https://a.example/d/z")) == "a=1"
