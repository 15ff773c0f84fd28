"""What test262 checks of Annex B's ``escape`` and ``unescape`` (tc39/test262
test/annexB/built-ins/{escape,unescape}), in our words."""

from __future__ import annotations

import pytest

from webapi.js import escape, unescape

WORD_AND_KEPT = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./"


def test_empty_string() -> None:
    assert escape("") == ""
    assert unescape("") == ""


def test_escape_keeps_word_characters_and_marks() -> None:
    # escape/unmodified: the ASCII word characters and "@*_+-./" stay.
    assert escape(WORD_AND_KEPT) == WORD_AND_KEPT


def test_escape_below_256_is_two_digits() -> None:
    # escape/escape-below: every other code unit under 256 is %XX, upper case.
    for unit in range(256):
        if chr(unit) not in WORD_AND_KEPT:
            assert escape(chr(unit)) == "%" + format(unit, "02X")


def test_escape_above_255_is_u_form() -> None:
    # escape/escape-above and escape-above-astral: %uXXXX per code unit, so an astral
    # character is its two surrogates, however Python holds it.
    assert escape("\u0100\u0fff\uffff") == "%u0100%u0FFF%uFFFF"
    assert escape("\U0001f600") == "%uD83D%uDE00"
    assert escape("\ud83d\ude00") == "%uD83D%uDE00"
    assert escape("\ud800") == "%uD800"


def test_unescape_four_digits() -> None:
    # unescape/four: %uXXXX becomes the code unit, any case of hex digits.
    assert unescape("%u0000%u0041%u00fF%u1234%uFFFF") == "\x00A\xff\u1234\uffff"
    assert unescape("%uD83D%uDE00") == "\U0001f600"
    assert unescape("%uD800") == "\ud800"


def test_unescape_four_digit_form_left_alone() -> None:
    # four-ignore-bad-u: "%U" is not the u form; four-ignore-end-str: too close to the end;
    # four-ignore-non-hex: a non-hex digit among the four.
    assert unescape("%U0000") == "%U0000"
    assert unescape("%u") == "%u" and unescape("%u0") == "%u0"
    assert unescape("%u00") == "%u00" and unescape("%u000") == "%u000"
    for bad in ("%u000g", "%u00g0", "%u0g00", "%ug000", "%u 000"):
        assert unescape(bad) == bad


def test_unescape_two_digits() -> None:
    # unescape/two: %XX becomes the code unit.
    for unit in range(256):
        assert unescape("%" + format(unit, "02x")) == chr(unit)
        assert unescape("%" + format(unit, "02X")) == chr(unit)


def test_unescape_two_digit_form_left_alone() -> None:
    # two-ignore-end-str, two-ignore-non-hex.
    assert unescape("%") == "%" and unescape("%0") == "%0"
    for bad in ("%0g", "%g0", "%%", "% 1"):
        assert unescape(bad) == bad
    assert unescape("%%41") == "%A"


def test_round_trip() -> None:
    text = "a b\u00e9\u20ac\U0001f600\ud800/@*"
    assert unescape(escape(text)) == text


@pytest.mark.parametrize(("value", "text"), [(1, "1"), (True, "true"), (0.5, "0.5")])
def test_argument_types(value: object, text: str) -> None:
    # argument_types: ToString first.
    assert escape(value) == text
    assert unescape(value) == text
