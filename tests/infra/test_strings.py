"""Infra's "split a string on ASCII whitespace" (infra.spec.whatwg.org/#split-on-ascii-whitespace):
``webapi.infra.split_on_ascii_whitespace`` (which takes ``str.split()`` where that is the same)
proved equal to the standard's loop transcribed step by step, on the characters where the two
could part: ASCII whitespace, the other characters ``str.split()`` treats as whitespace (U+000B,
U+001C to U+001F, U+0085, U+00A0, U+2028, U+3000) and ordinary text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from webapi.infra import split_on_ascii_whitespace

_ASCII_WHITESPACE = "\t\n\f\r "


def transcribed_split(value: str) -> list[str]:
    """The standard's steps: skip ASCII whitespace; while position is not past the end, collect
    a sequence of code points that are not ASCII whitespace, append it, skip ASCII whitespace."""
    tokens: list[str] = []
    position = 0
    while position < len(value) and value[position] in _ASCII_WHITESPACE:
        position += 1
    while position < len(value):
        start = position
        while position < len(value) and value[position] not in _ASCII_WHITESPACE:
            position += 1
        tokens.append(value[start:position])
        while position < len(value) and value[position] in _ASCII_WHITESPACE:
            position += 1
    return tokens


_ALPHABET = "\t\n\f\r \x0b\x1c\x1d\x1e\x1f\x85\xa0\u2028\u3000ab"


@given(st.text(alphabet=_ALPHABET, max_size=12))
def test_equals_the_standards_loop(value: str) -> None:
    assert split_on_ascii_whitespace(value) == transcribed_split(value)


def test_only_ascii_whitespace_splits() -> None:
    assert split_on_ascii_whitespace(" a\tb\n\fc\r ") == ["a", "b", "c"]
    assert split_on_ascii_whitespace("a\x0bb\xa0c\x1fd") == ["a\x0bb\xa0c\x1fd"]
    assert split_on_ascii_whitespace("") == split_on_ascii_whitespace(" \t") == []
