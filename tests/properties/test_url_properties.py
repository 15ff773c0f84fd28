"""Property tests (hypothesis) for the URL Standard's own goals.

- Parsing the serialization of a URL gives an equal URL (the spec's goals section: "If
  that string is then parsed, the result will equal the URL that was serialized").
- A URL changed through any setter re-parses from its href to an equal URL.
- Setting the same value twice is the same as setting it once.
- ``URL.canParse(x)`` ⇔ ``URL.parse(x) is not None`` ⇔ ``new URL(x)`` does not throw, and
  what it throws is ``URLParseError`` (a ``TypeError`` and a ``ValueError``), for any ``str``.
- Of the setters only ``href`` raises, and a failed ``href`` set changes nothing.
- A valid URL string ("A valid URL string defines what input would not trigger a
  validation error or failure when given to the URL parser") parses with no error.

The in-suite runs are derandomized (the same examples every run); run many more, with
fresh randomness, with ``HYPOTHESIS_PROFILE=thorough python -m pytest tests/properties``.
"""

from __future__ import annotations

from typing import Any

from differential.ada_backend import to_usv
from hypothesis import assume, example, given
from hypothesis import strategies as st

import wpt
from webapi import URL, URLParseError, URLSearchParams
from webapi.url import basic_url_parse, url_equals, url_serialize, validate

from .strategies import (
    SETTERS,
    any_text,
    bases,
    hrefs,
    setter_values,
    url_inputs,
    valid_absolute_url_strings,
    valid_relative_url_strings,
)

ATTRIBUTES = wpt.URL_ATTRIBUTES


def state(url: URL) -> dict[str, Any]:
    result: dict[str, Any] = {name: getattr(url, name) for name in ATTRIBUTES}
    result["searchParams"] = list(url.searchParams)
    return result


@given(url_inputs(), bases())
@example("web+demo:/.//not-a-host/", None)
@example("web+demo:/..//not-a-host/", None)
@example("sc:a b ?q", None)
@example("sc:a b #f", None)
@example("file://localhost//a//../..//", None)
@example("http://[::1.2.3.4]/", None)
@example("\x00http://EXAMPLE.com:0080/./a/%2e%2E/b?q#f", None)
def test_parse_serialize_parse_is_a_fixed_point(text: str, base: str | None) -> None:
    url = URL.parse(text, base)
    assume(url is not None)
    assert url is not None
    again = URL(url.href)
    assert state(again) == state(url)
    assert URL(again.href).href == again.href


@given(url_inputs(), bases())
def test_record_reparse_equals_record(text: str, base: str | None) -> None:
    """The same at the level of URL records: ``url_equals`` after serialize + parse, with
    and without the fragment."""
    # The record-level algorithms take scalar value strings (the bindings convert).
    text = to_usv(text)
    base_record = None
    if base is not None:
        base_record = basic_url_parse(to_usv(base))
        assume(base_record is not None)
    record = basic_url_parse(text, base_record)
    assume(record is not None)
    assert record is not None
    again = basic_url_parse(url_serialize(record))
    assert again is not None
    assert url_equals(again, record)
    without_fragment = basic_url_parse(url_serialize(record, True))
    assert without_fragment is not None
    assert url_equals(without_fragment, record, True)
    assert without_fragment.fragment is None


@given(hrefs(), st.data())
def test_setter_result_reparses_to_equal_url(href: str, data: Any) -> None:
    url = URL.parse(href)
    assume(url is not None)
    assert url is not None
    for _ in range(data.draw(st.integers(1, 3), label="steps")):
        setter = data.draw(st.sampled_from(SETTERS), label="setter")
        value = data.draw(setter_values(setter), label="value")
        before = url.href
        try:
            setattr(url, setter, value)
        except URLParseError:
            assert setter == "href"
            assert url.href == before
        # The URL, not searchParams: after the search setter the list is the parse of
        # the value as given (setter step 6), tabs and newlines included, while the
        # query has them removed (see test_search_setter_list_is_parsed_from_the_value).
        again = state(URL(url.href))
        now = state(url)
        del again["searchParams"], now["searchParams"]
        assert again == now


def test_search_setter_list_is_parsed_from_the_value() -> None:
    """The search setter sets the query object's list to "the result of parsing input"
    (the value minus one leading "?"), not to the parse of the new query."""
    url = URL("http://example.org/")
    url.search = "a\tb=1"
    assert url.search == "?ab=1"
    assert list(url.searchParams) == [("a\tb", "1")]
    assert list(URL(url.href).searchParams) == [("ab", "1")]


@given(hrefs(), st.sampled_from(SETTERS), st.data())
def test_setting_twice_is_setting_once(href: str, setter: str, data: Any) -> None:
    url = URL.parse(href)
    assume(url is not None)
    assert url is not None
    value = data.draw(setter_values(setter), label="value")
    try:
        setattr(url, setter, value)
    except URLParseError:
        return
    once = state(url)
    setattr(url, setter, value)
    assert state(url) == once


@given(url_inputs(), st.one_of(bases(), any_text()))
@example("http://a b/", None)
@example("x", "not a base")
@example("", "http://example.org/")
@example("\ud800", None)
def test_can_parse_parse_and_constructor_agree(text: str, base: str | None) -> None:
    can = URL.canParse(text, base)
    parsed = URL.parse(text, base)
    try:
        constructed: URL | None = URL(text, base)
    except URLParseError as error:
        assert isinstance(error, TypeError) and isinstance(error, ValueError)
        constructed = None
    assert can is (parsed is not None)
    assert can is (constructed is not None)
    if parsed is not None and constructed is not None:
        assert parsed.href == constructed.href
        assert constructed.href.isascii()
    # The snake_case alias is the same function.
    assert URL.can_parse(text, base) is can


@given(valid_absolute_url_strings())
@example("https://example.org")
@example("sc:")
@example("file://")
@example("http://[::ffff:1.2.3.4]:65535/a/../b/%2e?q=%2F#")
def test_valid_absolute_url_strings_have_no_validation_errors(text: str) -> None:
    assert validate(text) == []
    assert URL.canParse(text)


@given(valid_relative_url_strings())
def test_valid_relative_url_strings_have_no_validation_errors(pair: tuple[str, str]) -> None:
    text, base = pair
    assert validate(text, base) == []
    assert URL.canParse(text, base)


@given(
    start=st.sampled_from(
        [
            "https://u:p@example.org:8080/a/b?c=d#e",
            "file:///C:/x",
            "foo://h/p?q",
            "mailto:x@y",
            "blob:https://a/b",
        ]
    ),
    setter=st.sampled_from(SETTERS),
    value=st.one_of(url_inputs(), any_text()),
)
def test_setters_only_href_raises(start: str, setter: str, value: str) -> None:
    url = URL(start)
    try:
        setattr(url, setter, value)
    except URLParseError:
        assert setter == "href"
        assert url.href == URL(start).href  # a failed href set changes nothing
        return
    assert url.href.isascii()
    assert URL(url.href).href == url.href
    if not any(c in value for c in "\t\n\r"):
        # (The search setter parses its list from the value as given, tabs and
        # newlines included, while the query loses them.)
        assert str(url.searchParams) == URLSearchParams(url.search).toString()
