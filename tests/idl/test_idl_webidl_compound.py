"""Sequence, record and union converters (``webapi._webidl._compound``)."""

from __future__ import annotations

from collections.abc import Iterator
from types import MappingProxyType

import pytest

from webapi._webidl import (
    ABSENT,
    dictionary_converter,
    enum_attribute_value,
    enum_converter,
    interface_converter,
    is_dictionary,
    null_kept,
    record_converter,
    sequence_converter,
    to_boolean,
    to_dom_string,
    to_usv_string,
    union_converter,
)

P = "Failed to construct 'X'"
strings = sequence_converter(to_usv_string, "sequence<USVString>")
pairs = sequence_converter(strings, "sequence<sequence<USVString>>")
record = record_converter(to_usv_string, to_usv_string, "record<USVString, USVString>")
init = union_converter("(A or B or C)", string=to_usv_string, record=record, sequence=pairs)


def test_sequence_takes_any_iterable_and_converts_items() -> None:
    def gen() -> Iterator[object]:
        yield "a"
        yield 1
        yield True

    assert strings(gen(), P, 1) == ["a", "1", "true"]
    assert strings(("x",), P, 1) == ["x"]
    assert pairs([("a", "b"), ["c", 2]], P, 1) == [["a", "b"], ["c", "2"]]


@pytest.mark.parametrize("value", ["ab", b"ab", bytearray(b"ab"), {"a": "b"}, 5, None])
def test_sequence_refuses_strings_bytes_mappings_and_non_iterables(value: object) -> None:
    with pytest.raises(TypeError, match=r"not of type 'sequence<USVString>'"):
        strings(value, P, 1)


def test_record_converts_keys_and_values_and_keeps_first_position() -> None:
    assert record({"a": 1, 2: "b"}, P, 1) == {"a": "1", "2": "b"}
    assert record(MappingProxyType({"k": "v"}), P, 1) == {"k": "v"}
    # Two keys that become the same USVString: the later value wins, in the first's place.
    result = record(dict([("\ud800", "1"), ("x", "2"), ("\udc00", "3")]), P, 1)
    assert list(result.items()) == [("\ufffd", "3"), ("x", "2")]
    with pytest.raises(TypeError, match="not of type 'record<USVString, USVString>'"):
        record([("a", "b")], P, 1)


def test_union_routes_each_kind() -> None:
    assert init("a=b", P, 1) == "a=b"
    assert init({"a": "b"}, P, 1) == {"a": "b"}
    assert init([("a", "b")], P, 1) == [["a", "b"]]
    assert init(iter([("a", "b")]), P, 1) == [["a", "b"]]
    assert init(5, P, 1) == "5"
    assert init(False, P, 1) == "false"


@pytest.mark.parametrize("value", [b"a=b", bytearray(b"a"), memoryview(b"a"), object(), None])
def test_union_refuses_bytes_and_unconvertible_values(value: object) -> None:
    with pytest.raises(TypeError, match=r"parameter 1 is not of type '\(A or B or C\)'"):
        init(value, P, 1)


# -- dictionaries, enumerations, interfaces ----------------------------------------------------


options = dictionary_converter(
    "Options",
    [("zeta", to_usv_string, ABSENT, False), ("flag", to_boolean, False, False)],
)
required = dictionary_converter("Needs", [("name", to_usv_string, ABSENT, True)])


def test_dictionary_members_defaults_and_unknown_keys() -> None:
    assert options({}, P, 1) == {"flag": False}
    assert options(None, P, 1) == {"flag": False}
    assert options({"zeta": 1, "flag": "x", "other": 2}, P, 1) == {"flag": True, "zeta": "1"}
    assert list(options({"zeta": "z"}, P, 1)) == ["flag", "zeta"]  # lexicographic order
    assert options(MappingProxyType({"zeta": None}), P, 1) == {"flag": False}  # None: absent


def test_a_nullable_member_with_a_default_keeps_a_given_null() -> None:
    # (the Sanitizer API's ``DOMString? namespace = "…xhtml"``: null is the null namespace)
    named = dictionary_converter(
        "Named",
        [("name", to_dom_string, ABSENT, True), ("ns", null_kept(to_dom_string), "h", False)],
    )
    assert named({"name": "b", "ns": None}, P, 1) == {"name": "b", "ns": None}
    assert named({"name": "b"}, P, 1) == {"name": "b", "ns": "h"}
    assert named({"name": "b", "ns": ""}, P, 1) == {"name": "b", "ns": ""}


def test_dictionary_errors() -> None:
    with pytest.raises(
        TypeError, match=r"^Failed to construct 'X': parameter 2 is not of type 'Options'"
    ):
        options("zeta=1", P, 2)
    with pytest.raises(
        TypeError, match=r"^Failed to construct 'X': required member name is undefined\.$"
    ):
        required({}, P, 1)


def test_enum() -> None:
    colour = enum_converter("Colour", ["red", "green"])
    assert colour("red", P, 1) == "red"
    with pytest.raises(
        TypeError, match="The provided value 'blue' is not a valid enum value of type Colour"
    ):
        colour("blue", P, 1)


def test_an_enumeration_attribute_ignores_other_strings() -> None:
    # https://webidl.spec.whatwg.org/#dfn-attribute-setter: ToString, then "return" for a
    # string not of the enumeration (no exception), where an argument raises
    colour = enum_converter("Colour", ["red", "green", "1"])
    assert enum_attribute_value(colour, "green", P) == "green"
    assert enum_attribute_value(colour, "blue", P) is None
    assert enum_attribute_value(colour, "RED", P) is None
    assert enum_attribute_value(colour, 1, P) == "1"  # ToString first


def test_interface_and_dictionary_tests() -> None:
    class Wrapper:
        __slots__ = ("_impl",)

        def __init__(self) -> None:
            self._impl = "impl"

    convert = interface_converter(Wrapper, "Wrapper")
    assert convert(Wrapper(), P, 1) == "impl"
    with pytest.raises(TypeError, match="parameter 1 is not of type 'Wrapper'"):
        convert("impl", P, 1)
    assert is_dictionary({}) and is_dictionary(MappingProxyType({}))
    assert not is_dictionary("a") and not is_dictionary([("a", "b")])


def test_union_with_a_dictionary() -> None:
    union = union_converter("(USVString or Options)", string=to_usv_string, dictionary=options)
    assert union(None, P, 1) == {"flag": False}
    assert union({"flag": 1}, P, 1) == {"flag": True}
    assert union(5, P, 1) == "5"
    with pytest.raises(TypeError, match=r"is not of type '\(USVString or Options\)'"):
        union(b"x", P, 1)


# --- unions with the DOM's members (https://webidl.spec.whatwg.org/#js-union) -------------


class Node:
    """Stands for a generated class whose instances are their own impl."""


def test_a_dictionary_or_boolean_union() -> None:
    """``(AddEventListenerOptions or boolean)``: None and mappings are the dictionary, a bool
    is itself, anything else takes ToBoolean (the boolean conversion, last)."""
    options = dictionary_converter(
        "AddEventListenerOptions",
        [("once", to_boolean, False, False)],
        inherited=[[("capture", to_boolean, False, False)]],
    )
    convert = union_converter(
        "(AddEventListenerOptions or boolean)", dictionary=options, boolean=to_boolean
    )
    assert convert(None, P, 3) == {"capture": False, "once": False}
    assert list(convert({"once": 1, "capture": 0}, P, 3)) == ["capture", "once"]  # inherited first
    assert convert(True, P, 3) is True and convert(False, P, 3) is False
    assert convert(0, P, 3) is False and convert("x", P, 3) is True and convert([], P, 3) is False


def test_an_interface_or_string_union() -> None:
    """``(Node or DOMString)``: an instance of the interface is itself (or, for a wrapper
    class, its impl), anything else a string."""
    node = Node()
    convert = union_converter(
        "(Node or DOMString)", string=to_usv_string, interfaces=(Node,), unwrap=False
    )
    assert convert(node, P, 1) is node
    assert convert(5, P, 1) == "5" and convert("x", P, 1) == "x"
    with pytest.raises(TypeError, match=r"parameter 1 is not of type '\(Node or DOMString\)'"):
        convert(b"x", P, 1)
    node._impl = impl = object()  # type: ignore[attr-defined]
    wrapped = union_converter("(Node or DOMString)", string=to_usv_string, interfaces=(Node,))
    assert wrapped(node, P, 1) is impl


def test_a_number_or_string_union() -> None:
    """``(DOMString or unrestricted double)``: a number is the number, a string the string;
    another value takes ToString first."""
    from webapi._webidl import to_unrestricted_double

    convert = union_converter(
        "(DOMString or unrestricted double)", string=to_usv_string, number=to_unrestricted_double
    )
    assert convert(1, P, 1) == 1.0 and type(convert(1, P, 1)) is float
    assert convert("1", P, 1) == "1" and convert(True, P, 1) == "true"


def test_a_union_of_one_type_under_two_names_is_that_type() -> None:
    # "(TrustedHTML or [LegacyNullToEmptyString] DOMString)" where TrustedHTML stands for a
    # DOMString (webapi has no Trusted Types): one DOMString with the member's annotation;
    # a union of two types stays a union.
    from idl.reader import read_idl

    definitions = read_idl(
        "typedef DOMString TrustedHTML;\n"
        "interface A {\n"
        "  attribute (TrustedHTML or [LegacyNullToEmptyString] DOMString) x;\n"
        "  undefined f((TrustedHTML or DOMString) s, (DOMString or long) n);\n"
        "};"
    )
    attribute, operation = definitions.interfaces[0].members
    assert attribute.type.name == "DOMString"
    assert attribute.type.attributes == frozenset({"LegacyNullToEmptyString"})
    first, second = operation.arguments
    assert (first.type.name, first.type.params) == ("DOMString", ())
    assert [p.name for p in second.type.params] == ["DOMString", "long"]
