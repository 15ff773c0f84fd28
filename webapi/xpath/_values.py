"""XPath 1.0's four types and their conversions (https://www.w3.org/TR/xpath-10/#section-Function-Calls,
``string()``, ``number()``, ``boolean()``): a node-set is a list of nodes in document order, a
number a ``float`` (IEEE 754), a string a ``str``, a boolean a ``bool``; and the string-value of
each kind of node (https://www.w3.org/TR/xpath-10/#data-model) over webapi's DOM.
"""

from __future__ import annotations

import math

from webapi._webidl import number_to_string
from webapi.dom.engine import (
    ATTRIBUTE_NODE,
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    NodeImpl,
)

__all__ = [
    "Value",
    "string_value",
    "to_boolean",
    "to_number",
    "to_string",
    "xpath_number_to_string",
]

Value = list[NodeImpl] | str | float | bool

_WHITESPACE = " \t\r\n"


def string_value(node: NodeImpl) -> str:
    """https://www.w3.org/TR/xpath-10/#data-model: an element's, the root's (a document or a
    fragment) the concatenated data of its Text descendants (CDATA sections are Text nodes in
    the DOM), an attribute's value, a text node's, a comment's or a processing instruction's
    data."""
    kind = node._node_type
    if kind in (TEXT_NODE, CDATA_SECTION_NODE, COMMENT_NODE, PROCESSING_INSTRUCTION_NODE):
        return node._data  # type: ignore[attr-defined, no-any-return]
    if kind == ATTRIBUTE_NODE:
        return node._value  # type: ignore[attr-defined, no-any-return]
    if kind in (ELEMENT_NODE, DOCUMENT_NODE, DOCUMENT_FRAGMENT_NODE):
        only = node._first_child
        if (
            only is not None
            and only._next_sibling is None
            and only._node_type in (TEXT_NODE, CDATA_SECTION_NODE)
        ):  # (the common leaf: its one Text child's data, no list)
            return only._data  # type: ignore[attr-defined, no-any-return]
        parts: list[str] = []
        append = parts.append
        current = node._first_child
        while current is not None:
            kind = current._node_type
            if kind in (TEXT_NODE, CDATA_SECTION_NODE):
                append(current._data)  # type: ignore[attr-defined]
            elif kind == ELEMENT_NODE and current._first_child is not None:
                current = current._first_child
                continue
            while current is not None and current._next_sibling is None:
                current = current._parent
                if current is node:
                    return "".join(parts)
            if current is None:
                break
            current = current._next_sibling
        return "".join(parts)
    return ""


def xpath_number_to_string(number: float) -> str:
    """https://www.w3.org/TR/xpath-10/#function-string for a number as Chromium writes it:
    ``NaN``, ``Infinity``, ``-Infinity``, ``0`` for both zeros, else six significant digits
    (ECMAScript's ``toPrecision(6)``: an exponent from 1e21 on or below 1e-6, with its
    trailing zeros; without one, trailing zeros dropped). XPath 1.0 asks for every digit that
    tells the number apart and never an exponent; Chromium's ``string(1 div 3)`` is
    ``0.333333`` and ``string(1000000)`` is ``1.00000e+6``."""
    if number == 0:
        return "0"
    if number != number or number in (math.inf, -math.inf):
        return number_to_string(number)
    from decimal import ROUND_HALF_UP, Decimal

    exact = Decimal(abs(number))
    exponent = exact.adjusted()
    rounded = exact.scaleb(-exponent).quantize(Decimal("1.00000"), rounding=ROUND_HALF_UP)
    if rounded >= 10:
        exponent += 1
        rounded = Decimal("1.00000")
    digits = str(rounded).replace(".", "")
    sign = "-" if number < 0 else ""
    if exponent < -6 or exponent >= 6:
        return f"{sign}{digits[0]}.{digits[1:]}e{'+' if exponent >= 0 else '-'}{abs(exponent)}"
    if exponent >= 0:
        whole, fraction = digits[: exponent + 1], digits[exponent + 1 :]
    else:
        whole, fraction = "0", "0" * (-exponent - 1) + digits
    fraction = fraction.rstrip("0")
    return f"{sign}{whole}.{fraction}" if fraction else f"{sign}{whole}"


def to_string(value: Value) -> str:
    """https://www.w3.org/TR/xpath-10/#function-string."""
    if type(value) is str:
        return value
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) is float:
        return xpath_number_to_string(value)
    return string_value(value[0]) if value else ""  # type: ignore[arg-type, index]


def string_to_number(text: str) -> float:
    """https://www.w3.org/TR/xpath-10/#function-number for a string: optional white space, an
    optional minus, a Number, optional white space; anything else NaN."""
    text = text.strip(_WHITESPACE)
    body = text[1:] if text.startswith("-") else text
    if not body or not body.replace(".", "", 1).isdigit() or not body.isascii():
        return math.nan
    if body == ".":
        return math.nan
    number = float(body)
    return -number if text.startswith("-") else number


def to_number(value: Value) -> float:
    """https://www.w3.org/TR/xpath-10/#function-number."""
    if type(value) is float:
        return value
    if type(value) is bool:
        return 1.0 if value else 0.0
    if type(value) is str:
        return string_to_number(value)
    return string_to_number(to_string(value))


def to_boolean(value: Value) -> bool:
    """https://www.w3.org/TR/xpath-10/#function-boolean: a number is true unless zero or NaN,
    a string or a node-set unless empty."""
    if type(value) is bool:
        return value
    if type(value) is float:
        return not (value == 0 or value != value)
    return len(value) > 0  # type: ignore[arg-type]
