"""The Python side of MIME Sniffing and of Fetch's MIME and header helpers (issues #30 items 11,
18 and #34 items 5, 6, 9): wrong types are ``TypeError``s naming the parameter (and no other
exception escapes), records read as their serialization and MIMEType objects go where records
do, ``dict(mime.params)`` works, ``to_js`` gives JavaScript's string."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

import webapi.fetch
import webapi.mimesniff
from webapi import MIMEType
from webapi.fetch import extract_mime_type, legacy_extract_an_encoding
from webapi.mimesniff import (
    MIMETypeRecord,
    collect_an_http_quoted_string,
    parse_mime_type,
    serialize_mime_type,
    serialize_mime_type_to_bytes,
    sniff,
)

HOSTILE: list[object] = [
    None,
    5,
    10**5000,
    1.5,
    b"text/html",
    bytearray(b"x"),
    "text/\u0100",
    "\ud800",
    "text/html",
    object(),
    [],
    ("a", "b"),
    MIMEType("text/html"),
    parse_mime_type("text/html"),
]


def _functions() -> list[tuple[str, Any]]:
    found = []
    for module in (webapi.mimesniff, webapi.fetch):
        for name in module.__all__:
            value = getattr(module, name)
            if inspect.isfunction(value):
                found.append((f"{module.__name__}.{name}", value))
    return found


@pytest.mark.parametrize(("name", "function"), _functions(), ids=[n for n, _ in _functions()])
def test_hostile_arguments_give_the_documented_exceptions(name: str, function: Any) -> None:
    """Each positional parameter in turn gets each hostile value (the others a valid one):
    the answer, a ``TypeError`` (wrong type) or a ``ValueError`` (a documented bad value) —
    never an AttributeError, OverflowError or UnicodeError (before: 194 such cases)."""
    parameters = [
        p
        for p in inspect.signature(function).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    required = sum(1 for p in parameters if p.default is p.empty)
    for index, parameter in enumerate(parameters):
        for hostile in HOSTILE:
            arguments: list[object] = []
            for other in parameters[: max(required, index + 1)]:
                if other is parameter:
                    arguments.append(hostile)
                elif other.default is not other.empty:
                    arguments.append(other.default)
                elif other.name in ("mime_type",):
                    arguments.append(parse_mime_type("text/html"))
                elif other.name in ("resource_header", "sequence", "input", "value"):
                    arguments.append(b"<html>" if "bytes" in str(other.annotation) else "x")
                else:
                    arguments.append("text/html")
            try:
                result = function(*arguments)
                if inspect.iscoroutine(result):
                    # (an async function, fetch(): its arguments are checked when it runs, as a
                    # JavaScript Promise rejects; tests/fetch checks those errors)
                    result.close()
            except UnicodeError as error:
                pytest.fail(f"{name}({parameter.name}={hostile!r:.40}): {error!r}")
            except (TypeError, ValueError):
                pass
            except Exception as error:  # the failure this test is for
                pytest.fail(f"{name}({parameter.name}={hostile!r:.40}): {error!r}")


@pytest.mark.parametrize(
    ("call", "parameter"),
    [
        (lambda: parse_mime_type(None), "input"),  # type: ignore[arg-type]
        (lambda: sniff(b"", "text/\u0100"), "supplied_type"),
        (lambda: sniff(b"<html>", 5), "supplied_type"),  # type: ignore[arg-type]
        (lambda: sniff(5, None), "resource_header"),  # type: ignore[arg-type]
        (lambda: legacy_extract_an_encoding(parse_mime_type("text/html"), None), "fallback"),  # type: ignore[arg-type]
        (lambda: legacy_extract_an_encoding("text/html;charset=gbk", "utf-8"), "mime_type"),  # type: ignore[arg-type]
        (lambda: serialize_mime_type(None), "mime_type"),  # type: ignore[arg-type]
        (lambda: webapi.mimesniff.is_html_mime_type("text/html"), "mime_type"),  # type: ignore[arg-type]
        (lambda: webapi.mimesniff.parse_mime_type_from_bytes(5), "input"),  # type: ignore[arg-type]
        (lambda: webapi.fetch.get(None, []), "name"),  # type: ignore[arg-type]
        (lambda: webapi.fetch.get_decode_and_split_value(None), "value"),  # type: ignore[arg-type]
        (lambda: collect_an_http_quoted_string(None, 0), "input"),  # type: ignore[arg-type]
        (lambda: collect_an_http_quoted_string('"a"', "0"), "position"),  # type: ignore[arg-type]
    ],
)
def test_type_errors_name_the_parameter(call: Any, parameter: str) -> None:
    with pytest.raises(TypeError, match=parameter):
        call()


def test_an_int_is_not_a_byte_count() -> None:
    # bytes(5) is five NULs: an int must not be read as a length
    with pytest.raises(TypeError):
        webapi.mimesniff.parse_mime_type_from_bytes(5)  # type: ignore[arg-type]


def test_a_quoted_string_position_must_be_at_a_quote() -> None:
    assert collect_an_http_quoted_string('x"a\\"b"y', 1) == ('"a\\"b"', 7)
    for position in (0, -1, 9, 10**5000):
        with pytest.raises(ValueError, match="must be U\\+0022"):
            collect_an_http_quoted_string('x"a\\"b"y', position)


# --- records read as what they are ---------------------------------------------------------


def test_records_str_is_their_serialization() -> None:
    record = parse_mime_type("Text/HTML;A=b")
    assert record is not None
    assert str(record) == "text/html;a=b"
    assert repr(record) == "MIMETypeRecord('text/html;a=b')"
    extracted = extract_mime_type([("Content-Type", "text/plain;charset=gbk, text/plain;x=y")])
    assert str(extracted) == "text/plain;x=y;charset=gbk"
    assert str(sniff(b"%PDF-1.4")) == "application/pdf"
    assert f"{record}" == "text/html;a=b"


def test_serializers_and_groups_take_a_mime_type_object() -> None:
    mime = MIMEType('text/html;charset="utf-8"')
    assert serialize_mime_type(mime) == "text/html;charset=utf-8"
    assert serialize_mime_type_to_bytes(mime) == b"text/html;charset=utf-8"
    assert webapi.mimesniff.is_html_mime_type(mime)
    svg = MIMEType("image/svg+xml")
    assert webapi.mimesniff.mime_type_groups(svg) == ["image", "XML", "scriptable"]
    assert legacy_extract_an_encoding(mime, "windows-1252") == "UTF-8"
    assert str(sniff(b"GIF89a", MIMEType("image/png"), context="image")) == "image/gif"


# --- dict(mime.params) ---------------------------------------------------------------------


def test_params_are_a_mapping() -> None:
    mime = MIMEType("text/html;Charset=gbk;q=1")
    params = mime.params
    assert dict(params) == {"charset": "gbk", "q": "1"}
    assert params["CHARSET"] == "gbk" and len(params) == 2 and "Q" in params
    with pytest.raises(KeyError):
        params["missing"]
    params.set("x", "a b")
    assert dict(params)["x"] == "a b" and str(mime) == 'text/html;charset=gbk;q=1;x="a b"'


# --- to_js ---------------------------------------------------------------------------------


def test_mime_type_to_js_is_its_serialization() -> None:
    # browsers have no MIMEType class: JavaScript takes the string (Blob's type, a header)
    assert MIMEType("Text/Plain;A=1").to_js() == "text/plain;a=1"


def test_the_record_class_is_unchanged_for_the_algorithms() -> None:
    record = MIMETypeRecord("text", "plain", {"a": "1"})
    assert webapi.mimesniff.as_record(record, "f") is record
    assert webapi.mimesniff.as_record(MIMEType("text/plain"), "f").essence == "text/plain"
