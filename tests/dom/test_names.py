"""Name validation and "validate and extract" (https://dom.spec.whatwg.org/#namespaces): each
kind of name on the characters its definition names, and each throwing step of validate and
extract with a case that reaches it (the cases WPT's dom/nodes/name-validation.html and
Document-createElementNS.js check, in our own words)."""

from __future__ import annotations

import pytest

from webapi.dom import DOMException
from webapi.dom._names import (
    is_valid_attribute_local_name,
    is_valid_doctype_name,
    is_valid_element_local_name,
    is_valid_namespace_prefix,
    validate_and_extract,
)
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE

WHITESPACE_AND_NULL = ["\t", "\n", "\f", "\r", " ", "\x00"]


@pytest.mark.parametrize("bad", [*WHITESPACE_AND_NULL, "/", ">"])
def test_prefixes_and_element_names_refuse_whitespace_null_slash_and_gt(bad: str) -> None:
    assert not is_valid_namespace_prefix(f"a{bad}b")
    assert not is_valid_element_local_name(f"a{bad}b")
    assert not is_valid_attribute_local_name(f"a{bad}b")
    assert is_valid_doctype_name(f"a{bad}b") is (bad == "/")


def test_only_attribute_names_refuse_equals() -> None:
    assert not is_valid_attribute_local_name("a=b")
    assert is_valid_element_local_name("a=b") and is_valid_namespace_prefix("a=b")


def test_empty_names() -> None:
    assert not is_valid_namespace_prefix("")
    assert not is_valid_attribute_local_name("")
    assert not is_valid_element_local_name("")
    assert is_valid_doctype_name("")


@pytest.mark.parametrize(
    ("name", "valid"),
    [
        ("div", True),
        ("a-b.c:d_e", True),
        ("A\u00e9\u0000", False),  # an ASCII alpha first: anything but whitespace, NULL, / and >
        ("a!@#$%^&*()", True),
        ("1a", False),  # not ASCII alpha, ":", "_" or from U+0080
        ("-a", False),
        (":a", True),
        ("_a", True),
        ("\u00e9t\u00e9", True),
        ("\U0001f600", True),
        ("\u0080", True),
        ("_a!", False),  # after a non-alpha first code point: only the listed ones
        ("\u00e9-1.:_", True),
        ("\ud800", True),  # a lone surrogate is a code point from U+0080
    ],
)
def test_valid_element_local_name(name: str, valid: bool) -> None:
    assert is_valid_element_local_name(name) is valid


def test_validate_and_extract_splits_at_the_first_colon() -> None:
    assert validate_and_extract(SVG_NAMESPACE, "svg:rect", "element") == (
        SVG_NAMESPACE,
        "svg",
        "rect",
    )
    assert validate_and_extract(HTML_NAMESPACE, "a:b:c", "element") == (HTML_NAMESPACE, "a", "b:c")
    assert validate_and_extract("", "div", "element") == (None, None, "div")
    assert validate_and_extract(XML_NAMESPACE, "xml:lang", "attribute") == (
        XML_NAMESPACE,
        "xml",
        "lang",
    )
    assert validate_and_extract(XMLNS_NAMESPACE, "xmlns", "attribute") == (
        XMLNS_NAMESPACE,
        None,
        "xmlns",
    )
    assert validate_and_extract(XMLNS_NAMESPACE, "xmlns:a", "attribute") == (
        XMLNS_NAMESPACE,
        "xmlns",
        "a",
    )


@pytest.mark.parametrize(
    ("namespace", "qualified_name", "context", "error"),
    [
        (HTML_NAMESPACE, ":a", "element", "InvalidCharacterError"),  # 4.3 an empty prefix
        (HTML_NAMESPACE, "a b:c", "element", "InvalidCharacterError"),  # 4.3
        (HTML_NAMESPACE, "a:", "attribute", "InvalidCharacterError"),  # 6
        (HTML_NAMESPACE, "a=b", "attribute", "InvalidCharacterError"),  # 6
        (HTML_NAMESPACE, "1a", "element", "InvalidCharacterError"),  # 7
        (HTML_NAMESPACE, "a:1b", "element", "InvalidCharacterError"),  # 7 (the local name)
        (None, "a:b", "element", "NamespaceError"),  # 8
        ("", "a:b", "attribute", "NamespaceError"),  # 8 (the empty namespace is null)
        (HTML_NAMESPACE, "xml:lang", "attribute", "NamespaceError"),  # 9
        (HTML_NAMESPACE, "xmlns", "attribute", "NamespaceError"),  # 10
        (XML_NAMESPACE, "xmlns:a", "attribute", "NamespaceError"),  # 10
        (XMLNS_NAMESPACE, "a", "attribute", "NamespaceError"),  # 11
        (XMLNS_NAMESPACE, "b:a", "element", "NamespaceError"),  # 11
    ],
)
def test_validate_and_extract_throws(
    namespace: str | None, qualified_name: str, context: str, error: str
) -> None:
    with pytest.raises(DOMException) as caught:
        validate_and_extract(namespace, qualified_name, context)
    assert caught.value.name == error
    assert caught.value.code == {"InvalidCharacterError": 5, "NamespaceError": 14}[error]


def test_the_invalid_character_checks_come_before_the_namespace_checks() -> None:
    with pytest.raises(DOMException) as caught:
        validate_and_extract(None, "a:1b", "element")  # an invalid local name and no namespace
    assert caught.value.name == "InvalidCharacterError"
