"""A Python int of more digits than Python converts to str (4,300 by default) is still
written in decimal where the URL API stringifies it (Web IDL ToString), never Python's
"Exceeds the limit (4300 digits)" ValueError (issue #30 item 11)."""

from __future__ import annotations

import sys

import pytest

from webapi import URL, URLParseError, URLSearchParams
from webapi.crawl import parse_many

HUGE = 10**5000 + 12345


def _decimal(value: int) -> str:
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return str(value)
    finally:
        sys.set_int_max_str_digits(old)


def test_the_url_constructor_stringifies_it() -> None:
    with pytest.raises(URLParseError) as caught:
        URL(HUGE)
    assert caught.value.input == _decimal(HUGE)
    assert not URL.canParse(HUGE)
    assert URL.parse(HUGE) is None
    assert URL(HUGE, "http://h/").href == "http://h/" + _decimal(HUGE)
    with pytest.raises(URLParseError):
        URL("x", HUGE)


def test_search_params_stringify_it() -> None:
    text = _decimal(HUGE)
    assert URLSearchParams(HUGE).toString() == text + "="
    assert URLSearchParams({"a": HUGE}).get("a") == text
    assert URLSearchParams([[-HUGE, 1]]).toString() == "-" + text + "=1"
    params = URLSearchParams()
    params.append(HUGE, HUGE)
    params.set("b", -HUGE)
    assert params.get(text) == text and params.get("b") == "-" + text
    assert params.has(HUGE)


def test_url_setters_stringify_it() -> None:
    url = URL("http://h/")
    url.search = HUGE
    url.hash = HUGE
    url.pathname = HUGE
    assert url.href == f"http://h/{_decimal(HUGE)}?{_decimal(HUGE)}#{_decimal(HUGE)}"


def test_an_int_subclass_is_written_as_its_value() -> None:
    class Big(int):
        def __repr__(self) -> str:
            return "Big"

    assert URLSearchParams({"a": Big(HUGE)}).get("a") == _decimal(HUGE)


def test_parse_many_reports_it_without_writing_it() -> None:
    columns = parse_many([HUGE, "http://h/"], fields=["href"])  # type: ignore[list-item]
    assert columns["href"] == [None, "http://h/"]
    assert columns["error"][0] == "not a string: an object of type 'int'"
