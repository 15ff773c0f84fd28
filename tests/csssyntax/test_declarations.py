"""CSS Syntax's "parse a list of declarations" as a ``style`` attribute uses it
(``webapi.csssyntax._declarations``): names, values, ``!important``, custom properties' text,
what is dropped; no recursion on deep nesting."""

from __future__ import annotations

import pytest

from webapi.csssyntax.engine import parse_a_list_of_declarations


def _parsed(text: str) -> list[tuple[str, str, bool]]:
    return [(d.name, d.text, d.important) for d in parse_a_list_of_declarations(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("color: red", [("color", "red", False)]),
        ("color:red;width:1px", [("color", "red", False), ("width", "1px", False)]),
        ("  color  :  red  ;  ", [("color", "red", False)]),
        ("color: red !important", [("color", "red", True)]),
        ("color: red ! IMPORTANT ", [("color", "red", True)]),
        ("color: red!important", [("color", "red", True)]),
        ("color: important", [("color", "important", False)]),
        ("color: !important", [("color", "", True)]),
        ("--x:  a  /*c*/ b  ", [("--x", "a  /*c*/ b", False)]),
        ("--x:{a;b}", [("--x", "{a;b}", False)]),
        ("--y:", [("--y", "", False)]),
        ("/* c */ color /* d */ : red /* e */", [("color", "red", False)]),
        ("@foo; color: red", [("color", "red", False)]),
        ("@media x { a: b; c: d } color: red", [("color", "red", False)]),
        ("x y: z; color: red", [("color", "red", False)]),
        ("1px: a; color: red", [("color", "red", False)]),
        ("color red; width: 1px", [("width", "1px", False)]),
        ("a: f(;); b: [;]; c: d", [("a", "f(;)", False), ("b", "[;]", False), ("c", "d", False)]),
        ("a: f(", [("a", "f(", False)]),
        ("col\\6fr: red", [("color", "red", False)]),
        (";;;", []),
        ("", []),
    ],
)
def test_parse_a_list_of_declarations(text: str, expected: list[tuple[str, str, bool]]) -> None:
    assert _parsed(text) == expected


def test_deep_nesting_does_not_recurse() -> None:
    # 200,000 open blocks: a recursive parser would exceed Python's recursion limit.
    text = "a: " + "(" * 200_000 + "; color: red"
    assert [d.name for d in parse_a_list_of_declarations(text)] == ["a"]
    text = "a: " + "([{" * 50_000 + "}])" * 50_000 + "; color: red"
    assert [d.name for d in parse_a_list_of_declarations(text)] == ["a", "color"]


def test_many_declarations() -> None:
    text = "; ".join(f"--p{i}: {i}" for i in range(20_000))
    found = parse_a_list_of_declarations(text)
    assert len(found) == 20_000
    assert (found[-1].name, found[-1].text) == ("--p19999", "19999")
