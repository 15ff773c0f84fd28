"""Web IDL string conversions (``webapi._webidl._strings``)."""

from __future__ import annotations

import enum

import pytest

from webapi._webidl import (
    register_stringifier,
    scalar_value_string,
    to_dom_string,
    to_usv_string,
)

PREFIX = "Failed to execute 'f' on 'X'"


def usv(value: object) -> str:
    return to_usv_string(value, PREFIX, 1)


class Color(enum.IntEnum):
    RED = 1


class Mode(enum.StrEnum):
    FAST = "fast"


class MyStr(str):
    def __str__(self) -> str:
        return "not the content"


@pytest.mark.parametrize("value", ["", "abc", "héllo", "日本", "\U0001f600", "a\u0000b"])
def test_plain_strings_are_returned_as_they_are(value: str) -> None:
    assert usv(value) is value


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("\ud800", "\ufffd"),
        ("\udc00", "\ufffd"),
        ("a\ud800b", "a\ufffdb"),
        ("\ud83d\ude00", "\U0001f600"),  # a pair written as two code points is joined
        ("\ude00\ud83d", "\ufffd\ufffd"),  # low then high is not a pair
        ("\ud800\ud800\udc00", "\ufffd\U00010000"),
        ("\U0001f600\ud83d", "\U0001f600\ufffd"),
        ("é\udfff", "é\ufffd"),
    ],
)
def test_surrogates_become_scalar_values(value: str, expected: str) -> None:
    assert usv(value) == expected
    assert scalar_value_string(value) == expected


def test_dom_string_keeps_surrogates() -> None:
    assert to_dom_string("\ud800", PREFIX, 1) == "\ud800"
    assert to_dom_string(5, PREFIX, 1) == "5"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, "true"),
        (False, "false"),
        (0, "0"),
        (8080, "8080"),
        (-12, "-12"),
        (10**30, "1" + "0" * 30),
        (Color.RED, "1"),
        (1.0, "1"),
        (1.5, "1.5"),
        (-0.0, "0"),
        (1e21, "1e+21"),
        (1e20, "100000000000000000000"),
        (float("nan"), "NaN"),
        (float("inf"), "Infinity"),
        (float("-inf"), "-Infinity"),
        (1e-7, "1e-7"),
        (Mode.FAST, "fast"),
        (MyStr("content"), "content"),
    ],
)
def test_numbers_booleans_and_str_subclasses_convert_like_tostring(
    value: object, expected: str
) -> None:
    result = usv(value)
    assert result == expected
    assert type(result) is str


def test_a_str_subclass_with_surrogates_is_cleaned_too() -> None:
    assert usv(MyStr("\ud800")) == "\ufffd"


@pytest.mark.parametrize(
    "value", [None, b"abc", bytearray(b"a"), object(), ["a"], ("a",), {"a": "b"}, 1j]
)
def test_other_values_raise_type_error(value: object) -> None:
    with pytest.raises(TypeError) as info:
        usv(value)
    message = str(info.value)
    assert message.startswith(f"{PREFIX}: parameter 1 is not of type 'USVString' (got ")
    if value is None:
        assert message.endswith("(got None).")


def test_setter_messages_name_the_provided_value() -> None:
    with pytest.raises(TypeError, match=r"^P: The provided value is not of type 'USVString'"):
        to_usv_string(b"x", "P", 0)


def test_registered_stringifiers_convert_through_str() -> None:
    class Thing:
        def __str__(self) -> str:
            return "thing\ud800"

    with pytest.raises(TypeError):
        usv(Thing())
    register_stringifier(Thing)
    register_stringifier(Thing)  # idempotent
    assert usv(Thing()) == "thing\ufffd"


def test_url_objects_convert_through_their_stringifiers() -> None:
    from webapi.url._bindings import URL, URLSearchParams

    assert usv(URL("https://example.com/a")) == "https://example.com/a"
    assert usv(URLSearchParams("a=b&c=d")) == "a=b&c=d"
