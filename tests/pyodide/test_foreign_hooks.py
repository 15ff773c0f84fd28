"""The Web IDL runtime's hooks for foreign values (``webapi._webidl._foreign``), which
``webapi._pyodide`` fills under Pyodide: checked here with stand-in objects, on any platform."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from webapi import URL, URLSearchParams
from webapi._webidl import _foreign, to_usv_string

OUTSIDE_PYODIDE = pytest.mark.skipif(
    sys.platform == "emscripten", reason="checks the platforms without JavaScript"
)


class ForeignURL:
    """Stands for a proxy of a JavaScript object, which no converter knows by its type."""

    def __init__(self, href: str) -> None:
        self.href = href


class ForeignPairs:
    """Stands for a proxy of an iterable JavaScript object that also looks like a mapping."""

    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self.pairs = pairs

    def __iter__(self) -> Iterator[str]:
        return iter(name for name, _ in self.pairs)


def _stringify(value: object) -> str | None:
    return value.href if isinstance(value, ForeignURL) else None


def _adapt(value: object) -> object:
    if isinstance(value, ForeignPairs):
        return [list(pair) for pair in value.pairs]
    return None


@pytest.fixture
def hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The stand-in hooks, registered for one test only."""
    monkeypatch.setattr(_foreign, "_stringifiers", ())
    monkeypatch.setattr(_foreign, "adapters", ())
    monkeypatch.setattr(_foreign, "_js_object_factory", None)
    _foreign.register_foreign_stringifier(_stringify)
    _foreign.register_foreign_stringifier(_stringify)  # idempotent
    _foreign.register_foreign_adapter(_adapt)
    _foreign.register_foreign_adapter(_adapt)
    _foreign.register_js_object_factory(lambda interface, value: ("new", interface, value))


def test_unknown_objects_are_refused_without_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_foreign, "_stringifiers", ())
    with pytest.raises(TypeError, match="parameter 1 is not of type 'USVString'"):
        URL(ForeignURL("https://example.com/"))  # type: ignore[arg-type]


@pytest.mark.usefixtures("hooks")
def test_a_foreign_stringifier_makes_objects_strings() -> None:
    assert _foreign._stringifiers == (_stringify,)
    assert (
        to_usv_string(ForeignURL("https://a.example/\ud800"), "", 1) == "https://a.example/\ufffd"
    )
    url = URL("b", ForeignURL("https://a.example/x/"))  # type: ignore[arg-type]
    assert url.href == "https://a.example/x/b"
    url.search = ForeignURL("?q=1")  # type: ignore[assignment]
    assert url.search == "?q=1"
    with pytest.raises(TypeError):
        URL(object())  # type: ignore[arg-type]


@pytest.mark.usefixtures("hooks")
def test_the_python_functions_take_what_a_foreign_stringifier_knows_as_a_url() -> None:
    """Under Pyodide, ``links(html, js.location)``: the URL arguments of webapi's Python
    functions ask the foreign stringifiers too (webapi.url.engine.url_argument)."""
    from webapi.cookies import CookieJar
    from webapi.html import links, resolve

    page = ForeignURL("https://a.example/d/")
    assert resolve("x", page) == "https://a.example/d/x"  # type: ignore[arg-type]
    assert [link.url for link in links("<a href=y>", page)] == ["https://a.example/d/y"]  # type: ignore[arg-type]
    jar = CookieJar()
    jar.set_cookie("a=1", page)
    assert jar.cookie_header(page) == "a=1"


def test_without_hooks_a_foreign_url_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from webapi.html import resolve

    monkeypatch.setattr(_foreign, "_stringifiers", ())
    with pytest.raises(TypeError, match="ForeignURL'"):
        resolve("x", ForeignURL("https://a.example/"))  # type: ignore[arg-type]


@pytest.mark.usefixtures("hooks")
def test_a_foreign_adapter_decides_the_union_member() -> None:
    assert _foreign.adapters == (_adapt,)
    pairs = ForeignPairs([("a", "1"), ("a", "2")])
    assert list(URLSearchParams(pairs)) == [("a", "1"), ("a", "2")]
    # Native values never reach the adapters' answers.
    assert list(URLSearchParams({"a": "1"})) == [("a", "1")]
    assert list(URLSearchParams("a=1")) == [("a", "1")]


@pytest.mark.usefixtures("hooks")
def test_to_js_calls_the_registered_factory() -> None:
    url = URL("https://example.com/p")
    assert url.to_js() == ("new", "URL", "https://example.com/p")
    params = URLSearchParams([("a", "x y")])
    assert params.to_js() == ("new", "URLSearchParams", "a=x+y")


@OUTSIDE_PYODIDE
def test_to_js_raises_without_javascript() -> None:
    with pytest.raises(RuntimeError, match="needs a JavaScript runtime"):
        URL("https://example.com/").to_js()
    with pytest.raises(RuntimeError, match="under Pyodide"):
        URLSearchParams("a=b").to_js()


def test_a_foreign_buffer_hook_gives_the_bytes_of_its_objects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from webapi import TextDecoder

    class Buffer:
        pass

    with pytest.raises(TypeError, match="ArrayBuffer or ArrayBufferView"):
        TextDecoder().decode(Buffer())  # type: ignore[arg-type]
    monkeypatch.setattr(_foreign, "_buffers", ())
    _foreign.register_foreign_buffer(lambda v: b"\xe2\x82\xac" if isinstance(v, Buffer) else None)
    assert TextDecoder().decode(Buffer()) == "\u20ac"  # type: ignore[arg-type]
    assert TextDecoder().decode(b"x") == "x"  # the buffer protocol first


def test_a_foreign_destination_hook_lets_encode_into_write_into_its_objects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from webapi import TextEncoder

    class ForeignArray:  # stands for a proxy of a JavaScript Uint8Array: no buffer protocol
        def __init__(self, length: int) -> None:
            self.items = [0] * length

    class Adapter:
        def __init__(self, array: ForeignArray) -> None:
            self.array = array

        def __len__(self) -> int:
            return len(self.array.items)

        def __setitem__(self, index: slice, value: bytes) -> None:
            self.array.items[index] = list(value)

    array = ForeignArray(4)
    with pytest.raises(TypeError, match="parameter 2 is not of type 'Uint8Array'"):
        TextEncoder().encodeInto("a", array)  # type: ignore[arg-type]
    monkeypatch.setattr(_foreign, "_destinations", ())
    _foreign.register_foreign_destination(
        lambda v: Adapter(v) if isinstance(v, ForeignArray) else None
    )
    assert TextEncoder().encodeInto("a\u20acb", array) == {"read": 2, "written": 4}  # type: ignore[arg-type]
    assert array.items == [0x61, 0xE2, 0x82, 0xAC]
    buffer = bytearray(2)
    assert TextEncoder().encodeInto("xyz", buffer) == {"read": 2, "written": 2}  # buffers first
    assert buffer == b"xy"


@OUTSIDE_PYODIDE
def test_nothing_pyodide_specific_is_loaded_or_registered() -> None:
    assert "webapi._pyodide" not in sys.modules
    assert "js" not in sys.modules
    assert _foreign.adapters == ()
    assert _foreign._stringifiers == ()
    assert _foreign._js_object_factory is None
    assert _foreign._buffers == ()
    assert _foreign._destinations == ()


@OUTSIDE_PYODIDE
def test_the_pyodide_module_registers_nothing_without_pyodide() -> None:
    import webapi

    module: Any = importlib.import_module("webapi._pyodide")
    try:
        assert module.INSTALLED is False
        assert _foreign.adapters == ()
        assert _foreign._stringifiers == ()
        assert _foreign._js_object_factory is None
    finally:
        sys.modules.pop("webapi._pyodide", None)
        vars(webapi).pop("_pyodide", None)


class ForeignBuffer:
    """Stands for a proxy of a JavaScript ``Uint8Array``: no buffer protocol, its bytes through
    the registered foreign buffer hook."""

    def __init__(self, data: bytes) -> None:
        self.data = data


def _cookie(cookie: object) -> tuple[str, str]:
    return cookie.name, cookie.value  # type: ignore[attr-defined]


def _bytes_calls() -> dict[str, Callable[[Callable[[bytes], object]], object]]:
    """Every Python function of webapi that takes bytes, called with ``wrap(some bytes)``
    (issue #42 item 10: docs/pyodide.md lists them)."""
    import codecs

    from webapi.cookies import CookieJar, parse_set_cookie
    from webapi.encoding import (
        bom_sniff,
        decode,
        get_decoder,
        utf8_decode,
        utf8_decode_without_bom,
        utf8_decode_without_bom_or_fail,
    )
    from webapi.fetch import header_list
    from webapi.fileapi.engine import BlobImpl
    from webapi.forms import multipart_form_data_parse
    from webapi.html import (
        decode_html,
        document_from_response,
        get_xml_encoding,
        links,
        location_url,
        prescan,
        refresh_url,
        sniff_encoding,
        xml_document_from,
    )
    from webapi.infra import forgiving_base64_encode
    from webapi.mimesniff import (
        distinguish_text_or_binary,
        identify_unknown_mime_type,
        match_archive_type_pattern,
        match_audio_or_video_type_pattern,
        match_font_type_pattern,
        match_image_type_pattern,
        parse_mime_type_from_bytes,
        pattern_matching,
        sniff,
        supplied_mime_type,
    )
    from webapi.url import percent_decode, urlencoded_parse

    page = b"<meta charset=shift_jis><a href='?\x93\xfa'>"
    return {
        "decode_html": lambda wrap: decode_html(wrap(page)),
        "sniff_encoding": lambda wrap: sniff_encoding(wrap(page)),
        "prescan": lambda wrap: prescan(wrap(page)),
        "get_xml_encoding": lambda wrap: get_xml_encoding(wrap(b'<?xml encoding="gbk"?>')),
        "links": lambda wrap: [link.url for link in links(wrap(page), "https://a.example/")],
        "document_from_response": lambda wrap: _html_document(
            document_from_response(wrap(page), "https://a.example/")
        ),
        "xml_document_from": lambda wrap: _xml_document(
            xml_document_from(
                wrap(b'<?xml version="1.0" encoding="gbk"?><r>\xd6\xd0</r>'),
                url="https://a.example/r.xml",
                content_type="application/xml",
            )
        ),
        "refresh_url": lambda wrap: refresh_url(wrap(b"0; url=/x"), "https://a.example/"),
        "location_url": lambda wrap: location_url(wrap(b"/y"), "https://a.example/"),
        "decode": lambda wrap: decode(wrap(b"\x93\xfa"), "Shift_JIS"),
        "bom_sniff": lambda wrap: bom_sniff(wrap(b"\xef\xbb\xbfx")),
        "utf8_decode": lambda wrap: utf8_decode(wrap(b"\xe2\x82\xac")),
        "utf8_decode_without_bom": lambda wrap: utf8_decode_without_bom(wrap(b"\xe2\x82\xac")),
        "utf8_decode_without_bom_or_fail": lambda wrap: utf8_decode_without_bom_or_fail(
            wrap(b"\xe2\x82\xac")
        ),
        "urlencoded_parse": lambda wrap: urlencoded_parse(wrap(b"a=1&b=%C3%BC")),
        "percent_decode": lambda wrap: percent_decode(wrap(b"%41b")),
        "sniff": lambda wrap: sniff(wrap(b"%PDF-1.4")),
        "supplied_mime_type": lambda wrap: supplied_mime_type(wrap(b"text/plain")),
        "identify_unknown_mime_type": lambda wrap: identify_unknown_mime_type(wrap(b"GIF89a")),
        "distinguish_text_or_binary": lambda wrap: distinguish_text_or_binary(wrap(b"\x00a")),
        "match_image_type_pattern": lambda wrap: match_image_type_pattern(
            wrap(b"\x89PNG\r\n\x1a\n")
        ),
        "match_audio_or_video_type_pattern": lambda wrap: match_audio_or_video_type_pattern(
            wrap(b"OggS\x00")
        ),
        "match_font_type_pattern": lambda wrap: match_font_type_pattern(wrap(b"wOFF")),
        "match_archive_type_pattern": lambda wrap: match_archive_type_pattern(wrap(b"PK\x03\x04")),
        "pattern_matching": lambda wrap: pattern_matching(
            wrap(b"GIF8"), (0x47, 0x49), wrap(b"\xff\xff"), wrap(b"")
        ),
        "get_decoder().decode": lambda wrap: get_decoder("Big5").decode(wrap(b"\xa4\x40")),
        "codecs.decode": lambda wrap: codecs.decode(wrap(b"\xa4\x40"), "whatwg-big5"),
        "parse_set_cookie": lambda wrap: parse_set_cookie(wrap(b"a=1; Path=/")),
        "parse_mime_type_from_bytes": lambda wrap: parse_mime_type_from_bytes(
            wrap(b"text/html;charset=gbk")
        ),
        "CookieJar.set_cookie": lambda wrap: _cookie(
            CookieJar().set_cookie(wrap(b"a=\xc3\xbc"), "https://a/")
        ),
        "header_list": lambda wrap: header_list([(wrap(b"Set-Cookie"), wrap(b"a=1"))]),
        "forgiving_base64_encode": lambda wrap: forgiving_base64_encode(wrap(b"hi")),
        "multipart_form_data_parse": lambda wrap: _form_entries(
            multipart_form_data_parse(wrap(_FORM_BODY), "B")
        ),
        "BlobImpl": lambda wrap: BlobImpl([wrap(b"\x00\xff"), "x", wrap(b"")])._bytes(),
    }


_FORM_BODY = (
    b'--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n\xc3\xbc\r\n'
    b'--B\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nhi\r\n--B--'
)


def _html_document(document: Any) -> tuple[str, list[str]]:
    """What a page's DOM gives of a response's bytes: its encoding and its links' hrefs."""
    return document.characterSet, [a.href for a in document.querySelectorAll("a")]


def _xml_document(document: Any) -> tuple[str, str]:
    return document.characterSet, document.documentElement.textContent


def _form_entries(entries: list[Any]) -> list[tuple[str, object]]:
    return [(name, value if isinstance(value, str) else bytes(value)) for name, value in entries]


BYTES_FUNCTIONS = list(_bytes_calls())


@pytest.mark.parametrize("function", BYTES_FUNCTIONS)
def test_every_bytes_argument_takes_a_foreign_buffer(
    function: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under Pyodide, ``decode_html(js.Uint8Array...)``: every bytes argument of webapi's
    Python functions reads buffers as ``TextDecoder.decode`` does (the foreign buffer hooks);
    before, only the Web IDL ``BufferSource`` arguments did."""
    call = _bytes_calls()[function]
    monkeypatch.setattr(_foreign, "_buffers", ())
    with pytest.raises(TypeError):
        call(ForeignBuffer)
    _foreign.register_foreign_buffer(lambda v: v.data if isinstance(v, ForeignBuffer) else None)
    expected = call(bytes)
    result = call(ForeignBuffer)
    assert repr(result) == repr(expected)  # (Cookie and MIME records compare by repr)
    assert repr(call(bytearray)) == repr(call(memoryview)) == repr(expected)


def test_the_pyodide_page_lists_every_bytes_function() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "pyodide.md").read_text("utf-8")
    for function in BYTES_FUNCTIONS:
        assert f"`{function}`" in page, function
