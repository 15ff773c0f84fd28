"""Reflecting content attributes in IDL attributes, and the microsyntaxes it parses with.

Spec: https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
(the getter and setter steps for each IDL type: one function each, ``get_<type>`` and
``set_<type>``) and https://html.spec.whatwg.org/multipage/common-microsyntaxes.html (the rules
for parsing integers, non-negative integers and floating-point number values; enumerated
attributes).

The bindings generated from the HTML Standard's IDL call these for the attributes with
``[Reflect]``, ``[ReflectURL]``, ``[ReflectNonNegative]``, ``[ReflectPositive]``,
``[ReflectPositiveWithFallback]``, ``[ReflectSetter]``, ``[ReflectRange]`` and
``[ReflectDefault]`` (``idl/reflect.py``). The *element* is the reflected target: an object
(the element's impl) with the reflected target's algorithms as methods, named as the HTML
Standard names them (not ``_get_attribute`` and the like: those are the impl's
``getAttribute`` and the others, which take a qualified name):

- ``_get_content_attribute(name) -> str | None``: get the content attribute (get an attribute
  by namespace and local name given null and ``name``: its value, or ``None``);
- ``_set_content_attribute(name, value)``: set the content attribute with a string value (set
  an attribute value);
- ``_delete_content_attribute(name)``: delete the content attribute (remove an attribute by
  namespace and local name);
- ``_parse_url(value) -> str | None``: encoding-parse and serialize a URL given ``value``,
  relative to the element's node document (``None``: failure), for ``[ReflectURL]``;
- ``_token_list(name)``: the element's ``DOMTokenList`` for the content attribute ``name``,
  the same object each time (a ``DOMTokenList``-typed reflected attribute);
- ``_explicitly_set_attr_element(name)`` and ``_set_explicitly_set_attr_element(name,
  element)``: the element's explicitly set attr-element for the content attribute ``name``
  (an ``Element?``-typed reflected attribute), held weakly, None for none; the element's
  attribute change steps set it to None when the content attribute changes.
"""

from __future__ import annotations

import re

from webapi._webidl import number_to_string, scalar_value_string
from webapi.dom import DOMException
from webapi.infra import ASCII_WHITESPACE

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Protocol

    from webapi.dom import DOMTokenList
    from webapi.dom import Element as DOMElement

    class Element(Protocol):
        """A reflected target (see the module's docstring)."""

        def _get_content_attribute(self, name: str) -> str | None: ...
        def _set_content_attribute(self, name: str, value: str) -> None: ...
        def _delete_content_attribute(self, name: str) -> None: ...
        def _parse_url(self, value: str) -> str | None: ...
        def _token_list(self, name: str) -> Any: ...
        def _explicitly_set_attr_element(self, name: str) -> Any: ...
        def _set_explicitly_set_attr_element(self, name: str, element: Any) -> None: ...


__all__ = [
    "Enumerated",
    "get_boolean",
    "get_double",
    "get_element",
    "get_known_value",
    "get_long",
    "get_nullable_known_value",
    "get_string",
    "get_token_list",
    "get_unsigned_long",
    "get_url",
    "get_usv_string",
    "parse_floating_point_number",
    "parse_integer",
    "parse_non_negative_integer",
    "set_boolean",
    "set_double",
    "set_element",
    "set_long",
    "set_nullable_string",
    "set_string",
    "set_unsigned_long",
]

_ASCII_DIGITS = frozenset("0123456789")
#: More digits than any reflected integer's range needs: a longer value (ten thousand digits
#: of "9") is parsed as a value of this many digits (the same comparisons against every range
#: involved, without Python's quadratic int() of long strings).
_MAX_DIGITS = 20
_LONG_MAX = 2**31 - 1
_LONG_MIN = -(2**31)
_INFINITY = float("inf")


# --- microsyntaxes: https://html.spec.whatwg.org/multipage/common-microsyntaxes.html ------


def _skip_whitespace(text: str, position: int) -> int:
    while position < len(text) and text[position] in ASCII_WHITESPACE:
        position += 1
    return position


def _digits(text: str, position: int) -> int:
    """The position after the ASCII digits at ``position``."""
    while position < len(text) and text[position] in _ASCII_DIGITS:
        position += 1
    return position


def _base_ten(digits: str) -> int:
    """``digits`` (ASCII digits) interpreted as a base-ten integer, at most
    :data:`_MAX_DIGITS` significant digits of it."""
    significant = digits.lstrip("0")
    return int(significant[:_MAX_DIGITS] or "0")


def parse_integer(text: str) -> int | None:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
    (``None``: an error). Characters after the digits are ignored. A value of more than 20
    digits comes back as its first 20 (outside every range reflection compares it with).
    The answers for short values are kept (a reflecting getter reads the same attribute
    value again and again: ``colSpan``, ``tabIndex``, ``maxLength``)."""
    found = _INTEGERS.get(text, _UNSEEN)
    if found is _UNSEEN:
        found = _rules_for_parsing_integers(text)
        if len(text) <= _INTEGER_KEPT_LENGTH:
            if len(_INTEGERS) >= _INTEGERS_KEPT:
                _INTEGERS.clear()
            _INTEGERS[text] = found
    return found  # type: ignore[return-value]


def _rules_for_parsing_integers(text: str) -> int | None:
    """The rules for parsing integers' steps: ASCII whitespace skipped, a sign ("-" or "+"),
    then at least one ASCII digit, the digits collected (:data:`_INTEGER`)."""
    match = _INTEGER.match(text)
    if match is None:
        return None
    sign, digits = match.groups()
    value = _base_ten(digits)
    return -value if sign == "-" else value


#: The rules for parsing integers' input as a pattern (its steps 4 to 10): ASCII whitespace,
#: an optional sign, the digits.
_INTEGER = re.compile(r"[\t\n\f\r ]*([-+]?)([0-9]+)")
#: :func:`parse_integer`'s kept answers (attribute values of at most
#: :data:`_INTEGER_KEPT_LENGTH` characters), cleared when :data:`_INTEGERS_KEPT` are kept.
_INTEGERS: dict[str, int | None] = {}
_INTEGERS_KEPT = 1024
_INTEGER_KEPT_LENGTH = 24
_UNSEEN = object()


def parse_non_negative_integer(text: str) -> int | None:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers"""
    value = parse_integer(text)
    if value is None or value < 0:
        return None
    return value


def parse_floating_point_number(text: str) -> float | None:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
    (``None``: an error). The steps accumulate the exact decimal value, then round it to the
    nearest double (2^1024 and its negation, which round to the infinities, are errors; -0 is
    +0): that is Python's correctly rounded ``float()`` of the digits they collect."""
    if text.isdigit() and text.isascii():  # (ASCII digits alone: the integer they write)
        value = float(text)
        return None if value == _INFINITY else value
    position = _skip_whitespace(text, 0)
    end = len(text)
    if position == end:
        return None
    sign = ""
    if text[position] in "-+":
        sign = "-" if text[position] == "-" else ""
        position += 1
        if position == end:
            return None
    integer = fraction = ""
    exponent = "0"
    if text[position] == "." and position + 1 < end and text[position + 1] in _ASCII_DIGITS:
        integer = "0"  # "set value to zero and jump to the step labeled fraction"
    elif text[position] not in _ASCII_DIGITS:
        return None
    else:
        stop = _digits(text, position)
        integer, position = text[position:stop], stop
    if position < end and text[position] == ".":  # fraction
        position += 1
        stop = _digits(text, position)
        fraction, position = text[position:stop], stop
    if position < end and text[position] in "eE":
        position += 1
        exponent_sign = ""
        if position < end and text[position] in "-+":
            exponent_sign = "-" if text[position] == "-" else ""
            position += 1
        stop = _digits(text, position)
        if stop > position:
            exponent = exponent_sign + text[position:stop]
    value = float(f"{sign}{integer}.{fraction or '0'}e{exponent}")
    if value in (_INFINITY, -_INFINITY):
        return None
    return value + 0.0  # -0 is not in the set of values: +0


class Enumerated:
    """An enumerated attribute's definition
    (https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute):
    ``keywords`` maps each keyword (in ASCII lowercase) to its state; ``canonical`` each state
    that has one to its canonical keyword; the missing value, invalid value and empty value
    defaults are states or ``None``."""

    __slots__ = ("canonical", "empty", "invalid", "keywords", "missing")

    def __init__(
        self,
        keywords: dict[str, str],
        canonical: dict[str, str] | None = None,
        missing: str | None = None,
        invalid: str | None = None,
        empty: str | None = None,
    ) -> None:
        self.keywords = keywords
        #: By default each state's keyword is the state's name, where there is such a keyword.
        self.canonical = canonical if canonical is not None else {s: s for s in keywords}
        self.missing = missing
        self.invalid = invalid
        self.empty = empty

    def state(self, value: str | None) -> str | None:
        """The state of an attribute with the value ``value`` (``None``: absent), or ``None``
        for no state."""
        if value is None:
            return self.missing
        # (a keyword as written, lowercase, is found without the ASCII lowercasing first)
        state = self.keywords.get(value)
        if state is None:
            state = self.keywords.get(value.translate(_ASCII_LOWER))
        if state is not None:
            return state
        if value == "" and self.empty is not None:
            return self.empty
        return self.invalid


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


# --- the getter and setter steps, by IDL type --------------------------------------------


def get_string(element: Element, name: str) -> str:
    """``DOMString``: the content attribute's value, or the empty string."""
    value = element._get_content_attribute(name)
    return "" if value is None else value


def get_usv_string(element: Element, name: str) -> str:
    """``USVString`` (not a URL): the content attribute's value converted to a USVString."""
    return scalar_value_string(get_string(element, name))


def set_string(element: Element, name: str, value: str) -> None:
    """``DOMString``, ``USVString`` (URLs too): set the content attribute to the value."""
    element._set_content_attribute(name, value)


def get_known_value(element: Element, name: str, definition: Enumerated) -> str:
    """``DOMString`` limited to only known values: the canonical keyword of the content
    attribute's state, or the empty string (no state, or a state without a keyword)."""
    state = definition.state(element._get_content_attribute(name))
    keyword = None if state is None else definition.canonical.get(state)
    return "" if keyword is None else keyword


def get_nullable_known_value(element: Element, name: str, definition: Enumerated) -> str | None:
    """``DOMString?`` (an enumerated attribute limited to only known values): the canonical
    keyword of the content attribute's state, or null for a state without a keyword."""
    state = definition.state(element._get_content_attribute(name))
    return None if state is None else definition.canonical.get(state)


def set_nullable_string(element: Element, name: str, value: str | None) -> None:
    """``DOMString?``: null removes the content attribute, a string sets it."""
    if value is None:
        element._delete_content_attribute(name)
    else:
        element._set_content_attribute(name, value)


def get_url(element: Element, name: str) -> str:
    """``USVString`` with ``[ReflectURL]``: the content attribute parsed as a URL relative to
    the element's node document and serialized; its value (as a USVString) where that fails;
    the empty string where it is absent."""
    value = element._get_content_attribute(name)
    if value is None:
        return ""
    url = element._parse_url(value)
    return scalar_value_string(value) if url is None else url


def get_boolean(element: Element, name: str) -> bool:
    """``boolean``: whether the content attribute is present."""
    return element._get_content_attribute(name) is not None


def set_boolean(element: Element, name: str, value: bool) -> None:
    """``boolean``: false removes the content attribute, true sets it to the empty string."""
    if value:
        element._set_content_attribute(name, "")
    else:
        element._delete_content_attribute(name)


def get_long(
    element: Element, name: str, default: int | None = None, non_negative: bool = False
) -> int:
    """``long``, optionally limited to only non-negative numbers, with a default value:
    the content attribute parsed with the rules for parsing integers (non-negative integers)
    where that gives a value in range; else the default, else -1 (non-negative) or 0."""
    value = element._get_content_attribute(name)
    if value is not None:
        parsed = parse_non_negative_integer(value) if non_negative else parse_integer(value)
        if parsed is not None and _LONG_MIN <= parsed <= _LONG_MAX:
            return parsed
    if default is not None:
        return default
    return -1 if non_negative else 0


def set_long(element: Element, name: str, value: int, non_negative: bool = False) -> None:
    """``long``: an "IndexSizeError" ``DOMException`` for a negative value when limited to
    only non-negative numbers; else the content attribute set to the value in base ten."""
    if non_negative and value < 0:
        raise DOMException(
            f"The value provided ({value}) is negative, which the '{name}' attribute does "
            "not allow.",
            "IndexSizeError",
        )
    element._set_content_attribute(name, str(value))


def get_unsigned_long(
    element: Element,
    name: str,
    default: int | None = None,
    positive: bool = False,
    fallback: bool = False,
    clamp: tuple[int, int] | None = None,
) -> int:
    """``unsigned long``, optionally limited to only positive numbers (with fallback: the
    same for the getter), or clamped to the range ``clamp``, with a default value."""
    minimum = 1 if positive else 0
    maximum = _LONG_MAX
    if clamp is not None:
        minimum, maximum = clamp
    value = element._get_content_attribute(name)
    if value is not None:
        parsed = parse_non_negative_integer(value)
        if parsed is not None:
            if minimum <= parsed <= maximum:
                return parsed
            if clamp is not None:
                return minimum if parsed < minimum else maximum
    return default if default is not None else minimum


def set_unsigned_long(
    element: Element,
    name: str,
    value: int,
    default: int | None = None,
    positive: bool = False,
    fallback: bool = False,
) -> None:
    """``unsigned long``: an "IndexSizeError" ``DOMException`` for 0 when limited to only
    positive numbers (not with fallback); else the content attribute set to the value if it
    is in range (1 or 0 to 2147483647), otherwise to the default (or the minimum)."""
    if positive and not fallback and value == 0:
        raise DOMException(
            f"The value provided ({value}) is 0, which the '{name}' attribute does not allow.",
            "IndexSizeError",
        )
    minimum = 1 if positive else 0
    new_value = default if default is not None else minimum
    if minimum <= value <= _LONG_MAX:
        new_value = value
    element._set_content_attribute(name, str(new_value))


def get_double(
    element: Element, name: str, default: float | None = None, positive: bool = False
) -> float:
    """``double``, optionally limited to only positive numbers, with a default value: the
    content attribute parsed with the rules for parsing floating-point number values where
    that gives a value (above 0, when positive); else the default, else 0."""
    value = element._get_content_attribute(name)
    if value is not None:
        parsed = parse_floating_point_number(value)
        if parsed is not None and (not positive or parsed > 0):
            return parsed
    return float(default) if default is not None else 0.0


def set_double(element: Element, name: str, value: float, positive: bool = False) -> None:
    """``double``: nothing for a value of 0 or less when limited to only positive numbers;
    else the content attribute set to the best representation of the number as a
    floating-point number (JavaScript's ToString)."""
    if positive and value <= 0:
        return
    element._set_content_attribute(name, number_to_string(value))


def get_token_list(element: Element, name: str) -> DOMTokenList:
    """``DOMTokenList``: the element's token list for the content attribute (the same object
    each time)."""
    return element._token_list(name)  # type: ignore[no-any-return]


def get_element(element: Element, name: str) -> DOMElement | None:
    """``Element?``: get the attr-associated element
    (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#get-the-attr-associated-element):
    the explicitly set attr-element where it is in the element's tree (webapi has no shadow
    trees: the same root), else null; without one, the first element of the element's tree
    whose ID is the content attribute's value, or null."""
    from webapi.dom.engine import first_element_with_id, root

    explicit = element._explicitly_set_attr_element(name)  # 1.
    if explicit is not None:
        return explicit if root(explicit) is root(element) else None  # type: ignore[arg-type]
    value = element._get_content_attribute(name)  # 2.
    if value is None:
        return None
    return first_element_with_id(root(element), value)  # type: ignore[arg-type,return-value]  # 3.


def set_element(element: Element, name: str, value: Any) -> None:
    """``Element?``'s setter steps: null removes the content attribute and forgets the
    explicitly set attr-element; an element sets the content attribute to the empty string,
    then becomes the explicitly set attr-element."""
    if value is None:  # 1.
        element._set_explicitly_set_attr_element(name, None)
        element._delete_content_attribute(name)
        return
    element._set_content_attribute(name, "")  # 2.
    element._set_explicitly_set_attr_element(name, value)  # 3.
