"""A processing instruction's attribute map (webapi/dom/_processing_instruction) and the rules
for parsing pseudo-attributes it is read with (webapi/dom/_pseudo_attributes): what WPT's
dom/processing-instruction-attributes.html checks, in our own words, and the grammar's cases
each checked once against Chromium 156, which ships these attributes."""

from __future__ import annotations

import re

import pytest

from webapi.dom import DOMException
from webapi.dom._character_data import replace_data
from webapi.dom._creation import create_a_processing_instruction_node
from webapi.dom._node import clone_node, set_node_value, set_text_content
from webapi.dom._nodes import DocumentImpl, ProcessingInstructionImpl
from webapi.dom._processing_instruction import (
    get_attribute,
    get_attribute_names,
    get_processing_instruction_attribute,
    has_attribute,
    has_attributes,
    remove_attribute,
    set_attribute,
    toggle_attribute,
)
from webapi.dom._pseudo_attributes import (
    NOT_DOUBLE_QUOTE,
    NOT_SINGLE_QUOTE,
    parse_pseudo_attributes,
)
from webapi.dom._xml import is_char


def pi(data: str, document: DocumentImpl | None = None) -> ProcessingInstructionImpl:
    return create_a_processing_instruction_node(document or DocumentImpl(is_html=True), "t", data)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("", {}),
        ("   ", {}),
        ('a="b"', {"a": "b"}),
        ('  a="b"  ', {"a": "b"}),  # S before, between and after
        ('a = "b"', {"a": "b"}),  # S? around "="
        ("a\t=\n'b'\r", {"a": "b"}),
        ("a='b\"'", {"a": 'b"'}),  # the other quote inside
        ('a="x>y"', {"a": "x>y"}),
        (':a="b"', {":a": "b"}),
        ('a:b="c"', {"a:b": "c"}),
        ('\u00e9="x"', {"\u00e9": "x"}),
        ('a\u00b7b="c"', {"a\u00b7b": "c"}),
        ('_x="yy"', {"_x": "yy"}),
        ('a="&#x41;&#65;&amp;&lt;&gt;&quot;&apos;"', {"a": "AA&<>\"'"}),
        ('a="&#x10FFFF;"', {"a": "\U0010ffff"}),
        ('a="&#00000065;"', {"a": "A"}),
        ('b="2" a="1"', {"b": "2", "a": "1"}),  # in order
        ('a="b"c="d"', None),  # S needed between
        ('a="b" a="c"', None),  # a name twice
        ("a=b", None),  # unquoted
        ('a="b', None),
        ('a="&foo;"', None),  # only the predefined entities
        ('a="&AMP;"', None),
        ('a="&#65"', None),  # a reference needs its ";"
        ('a="&"', None),
        ('a="&#0;"', None),  # Legal Character
        ('a="&#xD800;"', None),
        ('a="&#x110000;"', None),
        ('a="&#' + "9" * 5000 + ';"', None),  # (not read as a number)
        ('a="x<y"', None),
        ('a="\x01"', None),  # not a Char
        ('a="\ufffe"', None),
        ('a="\ud800"', None),
        ('1a="b"', None),  # not a Name
        ('-a="b"', None),
        ('$="x"', None),
        ('a\f="b"', None),  # U+000C is no S
        ('a="b"\f', None),
        ('a="b" junk', None),
        ("=", None),
    ],
)
def test_rules_for_parsing_pseudo_attributes(data: str, expected: dict[str, str] | None) -> None:
    assert parse_pseudo_attributes(data) == expected
    # what getAttributeNames and getAttribute then give (an error: no attributes)
    node = pi(data)
    assert get_attribute_names(node) == list(expected or {})
    for name, value in (expected or {}).items():
        assert get_attribute(node, name) == value


def test_unquoted_values_give_no_attributes() -> None:
    node = pi('a=b x="yy"')
    assert not has_attributes(node)
    assert get_attribute_names(node) == []
    assert get_attribute(node, "a") is None and get_attribute(node, "x") is None


@pytest.mark.parametrize("is_html", [True, False])
def test_mutation_keeps_data_and_attributes_in_step(is_html: bool) -> None:
    node = pi('a="b" x="yy"', DocumentImpl(is_html=is_html))
    assert has_attributes(node) and get_attribute_names(node) == ["a", "x"]
    assert (get_attribute(node, "a"), get_attribute(node, "X"), get_attribute(node, "n")) == (
        "b",
        None,
        None,
    )
    assert has_attribute(node, "a") and not has_attribute(node, "nope")
    set_attribute(node, "x", "yy2")
    assert node._data == 'a="b" x="yy2"'
    remove_attribute(node, "x")
    assert node._data == 'a="b"' and get_attribute(node, "x") is None
    set_attribute(node, "z", "1")
    set_attribute(node, "c", "2")
    assert node._data == 'a="b" z="1" c="2"'  # added in order
    set_attribute(node, "a", "3")
    assert node._data == 'a="3" z="1" c="2"'  # changed in place
    assert get_attribute_names(node) == ["a", "z", "c"]
    set_node_value(node, "")
    assert not has_attributes(node)
    set_node_value(node, 'blabla=""')
    assert get_attribute(node, "blabla") == "" and get_attribute(node, "BLABLA") is None
    set_attribute(node, "BLAbla", "value")  # no lowercasing, in any document
    assert get_attribute_names(node) == ["blabla", "BLAbla"]
    remove_attribute(node, "BLABLA")
    assert get_attribute_names(node) == ["blabla", "BLAbla"]
    remove_attribute(node, "blabla")
    remove_attribute(node, "BLAbla")
    assert not has_attributes(node) and node._data == ""


def test_toggle_attribute() -> None:
    node = pi('attr="value"')
    assert toggle_attribute(node, "attr", True) is True
    assert get_attribute(node, "attr") == "value"  # true keeps the value
    assert toggle_attribute(node, "attr") is False
    assert not has_attribute(node, "attr")
    assert toggle_attribute(node, "attr", False) is False
    assert not has_attribute(node, "attr")
    assert toggle_attribute(node, "attr") is True
    assert get_attribute(node, "attr") == "" and node._data == 'attr=""'
    assert toggle_attribute(node, "attr", True) is True


@pytest.mark.parametrize(
    "value", ["=", 'axx"', "axx>", "some<>", "'\"\"'", 'aa"aa"', "?>", "&amp;"]
)
def test_values_are_written_as_an_html_attribute_value(value: str) -> None:
    node = pi("")
    set_attribute(node, "attr", value)
    assert get_attribute(node, "attr") == value  # the map keeps the value set
    escaped = (
        value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )
    assert node._data == f'attr="{escaped}"'
    assert "?>" not in node._data
    assert parse_pseudo_attributes(node._data) == {"attr": value}  # and reads back


@pytest.mark.parametrize("name", ["$", "_", "$foo", "_bar", "a$b", "a_b", "ABC"])
def test_valid_attribute_names(name: str) -> None:
    node = pi("")
    set_attribute(node, name, "value")
    assert has_attribute(node, name) and get_attribute_names(node) == [name]
    assert toggle_attribute(node, name, False) is False and not has_attribute(node, name)
    assert toggle_attribute(node, name, True) is True and get_attribute(node, name) == ""
    remove_attribute(node, name)
    assert not has_attribute(node, name)


@pytest.mark.parametrize(
    "name", ["=", "a=", "=x", "b>", ">", ">x", "/x/", "/", "x/", "x\t", "\tx", "x\n", "\rx", ""]
)
def test_invalid_attribute_names(name: str) -> None:
    node = pi('a="1"')
    for call in (
        lambda: set_attribute(node, name, "value"),
        lambda: toggle_attribute(node, name, True),
        lambda: toggle_attribute(node, name, False),
        lambda: toggle_attribute(node, name),
    ):
        with pytest.raises(DOMException) as caught:
            call()
        assert caught.value.name == "InvalidCharacterError"
    assert node._data == 'a="1"'


def test_distinct_names_by_case() -> None:
    node = pi("")
    set_attribute(node, "x123A", "value")
    assert not has_attribute(node, "x123a") and get_attribute(node, "x123a") is None
    remove_attribute(node, "x123a")
    assert has_attribute(node, "x123A")


def test_an_attribute_the_data_cannot_hold_stays_until_the_data_changes() -> None:
    node = pi('a="b"')
    set_attribute(node, "$", "v")  # a valid attribute local name, not an XML Name
    assert node._data == 'a="b" $="v"'
    assert get_attribute_names(node) == ["a", "$"]  # the map set, not the data parsed
    set_node_value(node, node._data)  # the data set again: parsed, and an error
    assert get_attribute_names(node) == []


def test_every_change_of_the_data_updates_the_attributes() -> None:
    node = pi('a="b"')
    replace_data(node, len(node._data), 0, ' c="d"')  # appendData
    assert get_attribute_names(node) == ["a", "c"]
    set_text_content(node, 'y="2"')
    assert get_attribute_names(node) == ["y"]
    version = node._node_document._version
    set_attribute(node, "z", "3")
    assert node._node_document._version > version  # the data changed through replace data


def test_xml_stylesheet() -> None:
    node = create_a_processing_instruction_node(
        DocumentImpl(), "xml-stylesheet", 'type="text/css" href="style.css"'
    )
    assert get_processing_instruction_attribute(node, "href") == "style.css"
    set_attribute(node, "href", "style2.css")
    remove_attribute(node, "href")
    assert get_attribute_names(node) == ["type"]
    set_node_value(node, 'type="text/css" href="style3.css"')
    assert get_attribute_names(node) == ["type", "href"]
    assert get_attribute(node, "href") == "style3.css"


def test_a_copy_reads_its_data() -> None:
    """Chromium 156 gives a clone (and an imported copy) the attributes its data parses to;
    the Standard's "clone a single node" copies the data alone."""
    node = pi('a="b"')
    set_attribute(node, "$", "v")
    copy = clone_node(node)
    assert isinstance(copy, ProcessingInstructionImpl)
    assert get_attribute_names(copy) == []  # 'a="b" $="v"' does not parse
    assert get_attribute_names(clone_node(pi('a="b"'))) == ["a"]  # type: ignore[arg-type]


def test_long_data() -> None:
    data = " ".join(f'a{i}="&amp;{i}"' for i in range(20_000))
    found = parse_pseudo_attributes(data)
    assert found is not None and len(found) == 20_000 and found["a19999"] == "&19999"
    assert parse_pseudo_attributes('a="' + "x" * 1_000_000) is None


def test_the_value_classes_are_chars_but_the_quote_lt_and_amp() -> None:
    samples = [*range(0x400), *range(0xD7F0, 0xE010), 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x10FFFF]
    for allowed, quote in ((NOT_DOUBLE_QUOTE, '"'), (NOT_SINGLE_QUOTE, "'")):
        pattern = re.compile(f"[{allowed}]")
        for code_point in samples:
            character = chr(code_point)
            expected = is_char(code_point) and character not in (quote, "<", "&")
            assert (pattern.fullmatch(character) is not None) is expected, hex(code_point)
