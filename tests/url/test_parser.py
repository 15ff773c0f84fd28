"""The basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser):
state overrides, the encoding override, validation-error indices, and inputs
that must never raise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests._sizes import examples
from webapi.url._parser import basic_url_parse
from webapi.url._record import URLRecord
from webapi.url._serializer import url_serialize
from webapi.url._states import State
from webapi.url._validation_errors import ValidationError


def parse(text: str, base: str | None = None) -> URLRecord:
    parsed_base = None if base is None else basic_url_parse(base)
    record = basic_url_parse(text, parsed_base)
    assert record is not None, text
    return record


def errors_of(text: str, base: str | None = None) -> list[ValidationError]:
    parsed_base = None if base is None else basic_url_parse(base)
    errors: list[ValidationError] = []
    basic_url_parse(
        text, parsed_base, report=lambda t, i, f: errors.append(ValidationError(t, i, f))
    )
    return errors


def test_record_fields() -> None:
    record = parse("https://u:p@EXAMPLE.com:8080/a/../b/./c?x=1#frag")
    assert record.scheme == "https"
    assert (record.username, record.password) == ("u", "p")
    assert record.host == "example.com"
    assert record.port == 8080
    assert record.path == ["b", "c"]
    assert record.query == "x=1"
    assert record.fragment == "frag"
    assert parse("mailto:someone@example.org").path == "someone@example.org"
    assert parse("http://1.2.3.4/").host == 0x01020304
    assert parse("http://[::1]/").host == (0, 0, 0, 0, 0, 0, 0, 1)
    assert parse("file:///C|/x").path == ["C:", "x"]


def test_userinfo_with_several_at_signs_keeps_the_first_colon_as_separator() -> None:
    record = parse("http://a@b:c@d:e@host/")
    assert (record.username, record.password, record.host) == ("a%40b", "c%40d%3Ae", "host")
    record = parse("http://::@x@host/")
    assert (record.username, record.password) == ("", "%3A%40x")


def test_state_override_scheme() -> None:
    record = parse("http://example.com:80/")
    assert basic_url_parse("https:", url=record, state_override=State.SCHEME_START) is record
    assert record.scheme == "https"
    # Special to non-special is refused without failure.
    basic_url_parse("foo:", url=record, state_override=State.SCHEME_START)
    assert record.scheme == "https"
    # A default port is dropped when the scheme changes to the one it belongs to.
    record = parse("http://example.com:443/")
    basic_url_parse("https:", url=record, state_override=State.SCHEME_START)
    assert record.port is None
    # Not a scheme at all: failure.
    assert basic_url_parse("1http:", url=record, state_override=State.SCHEME_START) is None


def test_state_override_host_hostname_and_port() -> None:
    record = parse("http://example.com/")
    basic_url_parse("other.test:99", url=record, state_override=State.HOST)
    assert (record.host, record.port) == ("other.test", 99)
    assert basic_url_parse("x.test:1", url=record, state_override=State.HOSTNAME) is None
    assert record.host == "other.test"
    basic_url_parse("8080stuff", url=record, state_override=State.PORT)
    assert record.port == 8080
    assert basic_url_parse("stuff", url=record, state_override=State.PORT) is None
    assert basic_url_parse("70000", url=record, state_override=State.PORT) is None
    assert record.port == 8080


def test_state_override_does_not_strip_c0_but_removes_tabs() -> None:
    record = parse("http://example.com/")
    record.path = []
    basic_url_parse(" a\tb ", url=record, state_override=State.PATH_START)
    assert record.path == ["%20ab%20"]


def test_encoding_override_applies_to_special_non_ws_queries_only() -> None:
    record = basic_url_parse("http://x/?\u00e9#\u00e9", encoding="windows-1252")
    assert record is not None
    assert (record.query, record.fragment) == ("%E9", "%C3%A9")
    record = basic_url_parse("ws://x/?\u00e9", encoding="windows-1252")
    assert record is not None and record.query == "%C3%A9"
    record = basic_url_parse("foo://x/?\u00e9", encoding="windows-1252")
    assert record is not None and record.query == "%C3%A9"
    with pytest.raises(LookupError):  # as Python's codecs and webapi.html raise it
        basic_url_parse("http://x/", encoding="no-such-encoding")


def test_validation_error_indices_point_into_the_callers_input() -> None:
    text = "\t https://exa\tmple.org/a b"
    errors = errors_of(text)
    assert errors[0] == ValidationError("invalid-URL-unit", 0, False)
    space = [e for e in errors if e.index == text.index("a b") + 1]
    assert space and space[0].type == "invalid-URL-unit"
    tab = [e for e in errors if e.index == text.index("\tmple")]
    assert tab and tab[0].type == "invalid-URL-unit"


def test_trailing_c0_reported_at_its_start() -> None:
    assert errors_of("https://example.org/ \x00") == [
        ValidationError("invalid-URL-unit", 20, False)
    ]


def test_valid_urls_report_nothing() -> None:
    for text in [
        "https://example.com/",
        "https://example.com/%25?%25#%25",
        "http://[::1]:8080/a?b#c",
        "file:///C:/demo",
        "mailto:user@example.org",
    ]:
        assert errors_of(text) == [], text


def test_serializer_keeps_paths_from_becoming_hosts() -> None:
    assert url_serialize(parse("web+demo:/.//not-a-host/")) == "web+demo:/.//not-a-host/"
    assert url_serialize(parse("web+demo:/path/..//not-a-host/")) == "web+demo:/.//not-a-host/"


def test_huge_port_and_many_leading_zeros() -> None:
    assert basic_url_parse("http://x:" + "9" * 10_000 + "/") is None
    assert parse("http://x:" + "0" * 10_000 + "8080/").port == 8080


_URLISH = st.lists(
    st.sampled_from(
        [
            "http:",
            "https:",
            "file:",
            "foo:",
            "blob:",
            "ws:",
            "//",
            "/",
            "\\",
            "?",
            "#",
            "@",
            ":",
            "[",
            "]",
            "::1",
            "1.2.3.4",
            "0x7f",
            "%",
            "%2e",
            "%2E%2e",
            "..",
            ".",
            "a",
            "B",
            "ß",
            "\u00ad",
            "xn--",
            "\u0000",
            "\t",
            " ",
            "\ud800",
            "\udfff",
            "\U0001f600",
            "\ufffd",
            "C:",
            "c|",
            "localhost",
            "80",
            "99999",
            "\u3002",
            "\uff0e",
            "\u200d",
            "\u0627",
            "%00",
            "%ff",
        ]
    ),
    max_size=12,
).map("".join)


@settings(max_examples=examples(400), deadline=None)
@given(
    text=st.one_of(_URLISH, st.text(st.characters(codec=None, exclude_categories=()))),
    base=st.sampled_from([None, "http://h/a/b?q#f", "file:///C:/x", "sc:opaque", "sc://h/p"]),
)
def test_parser_never_raises(text: str, base: str | None) -> None:
    parsed_base = None if base is None else basic_url_parse(base)
    result = basic_url_parse(text, parsed_base)
    if result is not None:
        serialized = url_serialize(result)
        assert serialized.isascii()
        errors: list[ValidationError] = []
        basic_url_parse(
            text, parsed_base, report=lambda t, i, f: errors.append(ValidationError(t, i, f))
        )
        assert not any(e.failure for e in errors)
    else:
        errors = []
        basic_url_parse(
            text, parsed_base, report=lambda t, i, f: errors.append(ValidationError(t, i, f))
        )
        assert any(e.failure for e in errors), (text, errors)
