"""Any input gives the standard's result or the documented error, nothing else (issue 23):
any ``str`` (lone surrogates included) through the MIME type parser, ``MIMEType``, ``atob``,
``btoa`` and ``data_url_process``; any bytes through sniffing and the header-list algorithms;
any header name and value through ``Headers``."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from webapi import URL, Headers
from webapi.dom import DOMException
from webapi.fetch import data_url_process, extract_mime_type, get_decode_and_split_value
from webapi.html import atob, btoa
from webapi.mimesniff import (
    MIMESyntaxError,
    MIMEType,
    parse_mime_type,
    parse_mime_type_from_bytes,
    serialize_mime_type,
    sniff,
)

TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from('/;="\\ \t\r\n,a%bB=+'),
        st.characters(codec=None, min_codepoint=0, max_codepoint=0x10FFFF),
    )
)


@given(TEXT)
def test_strings(value: str) -> None:
    record = parse_mime_type(value)
    if record is not None:
        again = parse_mime_type(serialize_mime_type(record))
        assert again is not None and serialize_mime_type(again) == serialize_mime_type(record)
    try:
        assert str(MIMEType(value)) == serialize_mime_type(record)  # type: ignore[arg-type]
    except MIMESyntaxError:
        assert record is None
    for function in (atob, btoa):
        try:
            result = function(value)
        except DOMException as error:
            assert error.name == "InvalidCharacterError"
        else:
            assert isinstance(result, str)
    try:
        result = data_url_process("data:" + value)
    except ValueError:  # a URL whose scheme is not data: cannot come from "data:" + value
        raise AssertionError(value) from None
    assert result is None or isinstance(result.body, bytes)
    try:
        headers = Headers([["x", value]])
    except TypeError:
        pass
    else:
        assert headers.get("x") is not None


@given(st.binary(max_size=64), st.one_of(st.none(), TEXT))
def test_bytes(data: bytes, content_type: str | None) -> None:
    record = parse_mime_type_from_bytes(data)
    assert record is None or isinstance(serialize_mime_type(record), str)
    assert isinstance(get_decode_and_split_value(data), list)
    try:
        supplied = None if content_type is None else content_type.encode("latin-1")
    except UnicodeEncodeError:
        supplied = None
    for context in ("browsing", "plugin"):  # these always compute a type
        assert sniff(data, supplied, context=context) is not None
    for context in ("image", "audio or video", "font"):  # undefined stays undefined
        computed = sniff(data, supplied, context=context)
        assert computed is not None or parse_mime_type_from_bytes(supplied or b"") is None
    extracted = extract_mime_type([(b"Content-Type", data)])
    if extracted is not None:  # the last value that parses, as a record
        assert extracted.essence != "*/*"


def test_url_objects_for_data_urls() -> None:
    result = data_url_process(URL("data:text/plain;base64,SGk="))
    assert result is not None and result.body == b"Hi"
