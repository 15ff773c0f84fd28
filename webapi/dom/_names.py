"""Name validation (https://dom.spec.whatwg.org/#namespaces): which strings are valid
namespace prefixes, attribute and element local names and doctype names, and "validate and
extract", which splits a qualified name and checks it against a namespace, throwing the DOM's
``InvalidCharacterError`` and ``NamespaceError``."""

from __future__ import annotations

import re

from webapi._lazy import lazy_pattern
from webapi.infra import XML_NAMESPACE, XMLNS_NAMESPACE

from ._exception import DOMException

__all__ = [
    "is_valid_attribute_local_name",
    "is_valid_doctype_name",
    "is_valid_element_local_name",
    "is_valid_namespace_prefix",
    "validate_and_extract",
]

# ASCII whitespace (https://infra.spec.whatwg.org/#ascii-whitespace) and U+0000 NULL, then the
# characters each kind of name leaves out besides them.
_PREFIX = re.compile("[^\t\n\f\r \x00/>]+")
_ATTRIBUTE_LOCAL_NAME = re.compile("[^\t\n\f\r \x00/=>]+")
_DOCTYPE_NAME = re.compile("[^\t\n\f\r \x00>]*")
# https://dom.spec.whatwg.org/#valid-element-local-name: the note's regular expression, which
# the steps say in words (an ASCII alpha first, then anything but whitespace, NULL, "/" and ">";
# or ":", "_" or a code point from U+0080 first, then ASCII alphanumerics, "-", ".", ":", "_" or
# code points from U+0080).
# (compiled on first use: its classes take milliseconds, which no HTML parse needs)
_ELEMENT_LOCAL_NAME = lazy_pattern(
    globals(),
    "_ELEMENT_LOCAL_NAME",
    "[A-Za-z][^\t\n\f\r \x00/>]*|[:_\u0080-\U0010ffff][A-Za-z0-9\\-.:_\u0080-\U0010ffff]*",
)


def is_valid_namespace_prefix(name: str) -> bool:
    """https://dom.spec.whatwg.org/#valid-namespace-prefix: at least one code point, none of
    them ASCII whitespace, U+0000, "/" or ">"."""
    return _PREFIX.fullmatch(name) is not None


def is_valid_attribute_local_name(name: str) -> bool:
    """https://dom.spec.whatwg.org/#valid-attribute-local-name: at least one code point, none
    of them ASCII whitespace, U+0000, "/", "=" or ">"."""
    return _ATTRIBUTE_LOCAL_NAME.fullmatch(name) is not None


def is_valid_element_local_name(name: str) -> bool:
    """https://dom.spec.whatwg.org/#valid-element-local-name."""
    return _ELEMENT_LOCAL_NAME.fullmatch(name) is not None


def is_valid_doctype_name(name: str) -> bool:
    """https://dom.spec.whatwg.org/#valid-doctype-name: no ASCII whitespace, U+0000 or ">"
    (the empty string is one)."""
    return _DOCTYPE_NAME.fullmatch(name) is not None


def validate_and_extract(
    namespace: str | None, qualified_name: str, context: str
) -> tuple[str | None, str | None, str]:
    """https://dom.spec.whatwg.org/#validate-and-extract: (namespace, prefix, local name) of
    ``qualified_name`` in ``namespace`` for an ``"element"`` or an ``"attribute"``
    (``context``), or an ``InvalidCharacterError`` / ``NamespaceError`` ``DOMException``."""
    if namespace == "":  # 1.
        namespace = None
    prefix: str | None = None
    local_name = qualified_name
    if ":" in qualified_name:  # 4.
        prefix, local_name = qualified_name.split(":", 1)
        if not is_valid_namespace_prefix(prefix):
            raise DOMException(
                f"The qualified name {qualified_name!r} has an invalid prefix.",
                "InvalidCharacterError",
            )
    if context == "attribute" and not is_valid_attribute_local_name(local_name):  # 6.
        raise DOMException(
            f"The qualified name {qualified_name!r} has an invalid local name.",
            "InvalidCharacterError",
        )
    if context == "element" and not is_valid_element_local_name(local_name):  # 7.
        raise DOMException(
            f"The qualified name {qualified_name!r} has an invalid local name.",
            "InvalidCharacterError",
        )
    if prefix is not None and namespace is None:  # 8.
        raise DOMException("A prefix needs a namespace.", "NamespaceError")
    if prefix == "xml" and namespace != XML_NAMESPACE:  # 9.
        raise DOMException("The prefix 'xml' needs the XML namespace.", "NamespaceError")
    if (qualified_name == "xmlns" or prefix == "xmlns") and namespace != XMLNS_NAMESPACE:  # 10.
        raise DOMException("'xmlns' needs the XMLNS namespace.", "NamespaceError")
    if namespace == XMLNS_NAMESPACE and qualified_name != "xmlns" and prefix != "xmlns":  # 11.
        raise DOMException("The XMLNS namespace needs 'xmlns'.", "NamespaceError")
    return namespace, prefix, local_name
