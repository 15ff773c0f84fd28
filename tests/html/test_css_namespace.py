"""``webapi.html.CSS``: the ``CSS`` namespace's ``escape`` (CSSOM's serialize an identifier)
and ``supports`` (CSS Conditional's two forms, answered as ``@supports`` is by webapi's
cascade), as JavaScript's ``CSS.escape()`` and ``CSS.supports()`` (WPT's
``css/support/parsing-testcommon.js`` and the ``innerText`` getter tests ask them)."""

from __future__ import annotations

import pytest

from webapi.html import CSS


def test_supports_a_property_and_a_value() -> None:
    assert CSS.supports("display", "contents")
    assert CSS.supports("DISPLAY", "flex")  # (the name ASCII case-insensitive)
    assert not CSS.supports("display", "nonsense")
    assert not CSS.supports("not-a-property", "1")
    assert CSS.supports("--custom", "anything")
    # (a value that would close the declaration is no value of the property)
    assert not CSS.supports("display", "block; color: red")


def test_supports_a_condition_as_it_is_or_in_parentheses() -> None:
    assert CSS.supports("(display: grid)")
    assert CSS.supports("display: grid")  # (wrapped in parentheses: step 2)
    assert CSS.supports("selector(:autofill)")
    assert CSS.supports("selector(:-webkit-autofill)")
    assert not CSS.supports("selector(:nonsense-class)")
    assert CSS.supports("not (display: nonsense)")
    assert not CSS.supports("")


def test_escape_serializes_an_identifier() -> None:
    assert CSS.escape("a b") == "a\\ b"
    assert CSS.escape("1x") == "\\31 x"
    assert CSS.escape("-") == "\\-"
    assert CSS.escape("-1") == "-\\31 "
    assert CSS.escape("\0") == "\ufffd"
    assert CSS.escape("é_-z") == "é_-z"


def test_arguments_must_be_strings() -> None:
    with pytest.raises(TypeError, match="'ident'"):
        CSS.escape(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'conditionText'"):
        CSS.supports(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'value'"):
        CSS.supports("display", b"block")  # type: ignore[arg-type]
