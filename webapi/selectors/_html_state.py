"""HTML's element state as selectors read it (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes),
from what the DOM keeps: attributes and the tree.

HTML's element classes keep their state (checkedness and selectedness with their dirty flags,
values, the ``indeterminate`` IDL attribute, form owners set by the ``form`` attribute, the
focus), but this module does not read it yet: it reads the state the way a freshly parsed
document has it, nobody having typed, clicked or run a script (``box.checked = True`` is not
seen by ``:checked``):

- an ``input``'s checkedness is its ``checked`` attribute, with a radio button group's "only
  one checked" rule (the last in tree order wins, as the parser's insertions leave it); its
  value is its ``value`` attribute;
- an ``option``'s selectedness is its ``selected`` attribute, with the ``select`` element's
  selectedness setting algorithm for a single-choice drop-down (no option selected: the
  first one not disabled; several: the last);
- a form owner is the nearest ``form`` ancestor (the ``form`` attribute is not followed);
- ``:indeterminate`` never matches a checkbox (its flag is only set by script);
- constraint validation (``:valid``, ``:invalid``, ``:in-range``, ``:out-of-range``,
  ``:user-valid``, ``:user-invalid``) is not run: they match nothing;
- ``:dir()`` reads ``dir`` attributes and, for ``dir=auto``, the first strong character of
  the element's text (an ``input``'s: of its value); an ``input`` in the Telephone state
  without a valid ``dir`` is ltr.
"""

from __future__ import annotations

import unicodedata

from webapi.infra import HTML_NAMESPACE, XML_NAMESPACE

from ._registry import element_states, input_type_state
from ._tree import ELEMENT as _ELEMENT
from ._tree import parent_element as _parent_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["attribute", "element_state"]

_TEXT_TYPES = (3, 4)


def attribute(element: Any, local_name: str, namespace: str | None = None) -> str | None:
    """The value of ``element``'s attribute ``local_name`` in ``namespace``, else None."""
    attrs = element._attrs
    if attrs is None:
        return None
    if type(attrs) is dict:
        return attrs.get(local_name) if namespace is None else None
    for attr in attrs:
        if attr._local_name == local_name and attr._namespace == namespace:
            return attr._value  # type: ignore[no-any-return]
    return None


def _is_html(element: Any, *names: str) -> bool:
    return element._namespace == HTML_NAMESPACE and element._local_name in names


def _input_type(element: Any) -> str:
    """An ``input``'s type state's keyword (https://html.spec.whatwg.org/multipage/input.html#attr-input-type):
    HTML's answer where its element classes are loaded (:mod:`._registry`); else, with the DOM
    alone, the ``type`` attribute's value in ASCII lowercase ("text" when missing). An invalid
    value is then not turned into "text", but the tables below are written as the types that
    differ from the Text state, so it answers as the Text state does."""
    state = input_type_state(element)
    if state is not None:
        return state
    value = attribute(element, "type")
    if value is None:
        return "text"
    return value.lower() if value.isascii() else value


def _is_defined(element: Any) -> bool:
    """https://dom.spec.whatwg.org/#concept-element-defined: a custom element name or an
    ``is`` value without a definition (webapi has no custom element registry) is not."""
    if element._namespace != HTML_NAMESPACE:
        return True
    if element._is_value is not None:
        return False
    name = element._local_name
    return "-" not in name or not _valid_custom_element_name(name)


_RESERVED_NAMES = frozenset(
    [
        "annotation-xml",
        "color-profile",
        "font-face",
        "font-face-src",
        "font-face-uri",
        "font-face-format",
        "font-face-name",
        "missing-glyph",
    ]
)


def _valid_custom_element_name(name: str) -> bool:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name."""
    return "a" <= name[0] <= "z" and name.lower() == name and name not in _RESERVED_NAMES


def is_link(element: Any) -> bool:
    """:link and :any-link: an HTML ``a`` or ``area`` (or an SVG ``a``) with an ``href``."""
    if _is_html(element, "a", "area"):
        return attribute(element, "href") is not None
    if element._namespace == "http://www.w3.org/2000/svg" and element._local_name == "a":
        return (
            attribute(element, "href") is not None
            or attribute(element, "href", "http://www.w3.org/1999/xlink") is not None
        )
    return False


def direction(element: Any) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#the-directionality (approximated:
    ``dir=auto`` reads the element's text for its first strong character, an ``input``'s
    value attribute for its value)."""
    node = element
    while node is not None:
        value = attribute(node, "dir") if node._namespace == HTML_NAMESPACE else None
        value = None if value is None else value.lower()
        if value in ("ltr", "rtl"):
            return value
        if value == "auto":
            if _is_html(node, "input") and _input_type(node) not in _NOT_AUTO_DIRECTIONALITY_INPUTS:
                return _text_direction(attribute(node, "value") or "") or "ltr"
            return _auto_direction(node)
        if _is_html(node, "bdi"):  # (no valid dir: auto)
            return _auto_direction(node)
        if _is_html(node, "input") and _input_type(node) == "tel":
            return "ltr"  # (an input in the Telephone state without a valid dir)
        node = _parent_element(node)
    return "ltr"


#: https://html.spec.whatwg.org/multipage/dom.html#auto-directionality-form-associated-elements:
#: the input types that are not among them (Hidden, Text, Search, Telephone, URL, Email,
#: Password, Submit Button, Reset Button and Button are: their value's text gives dir=auto's
#: direction), written as the types that differ from the Text state (see ``_input_type``).
_NOT_AUTO_DIRECTIONALITY_INPUTS = frozenset(
    [
        "date",
        "month",
        "week",
        "time",
        "datetime-local",
        "number",
        "range",
        "color",
        "checkbox",
        "radio",
        "file",
        "image",
    ]
)


def _text_direction(text: str) -> str | None:
    """https://html.spec.whatwg.org/multipage/dom.html#text-based-auto-directionality: the
    first strong character's direction, None without one."""
    for c in text:
        kind = unicodedata.bidirectional(c)
        if kind == "L":
            return "ltr"
        if kind in ("R", "AL"):
            return "rtl"
    return None


def _auto_direction(element: Any) -> str:
    current = element._first_child
    while current is not None:
        if current._node_type in _TEXT_TYPES:
            found = _text_direction(current._data)
            if found is not None:
                return found
        following = None
        if current._node_type == _ELEMENT and not (
            _is_html(current, "bdi", "script", "style", "textarea")
            or (attribute(current, "dir") or "").lower() in ("ltr", "rtl", "auto")
        ):
            following = current._first_child
        if following is None:
            while current is not element:
                following = current._next_sibling
                if following is not None:
                    break
                current = current._parent
            if current is element:
                return "ltr"
        current = following
    return "ltr"


#: The elements whose ``lang`` attribute (in no namespace) gives their language: HTML's and
#: SVG's (SVG 2, https://svgwg.org/svg2-draft/struct.html#LangAttribute).
_LANG_NAMESPACES = frozenset([HTML_NAMESPACE, "http://www.w3.org/2000/svg"])


def language(element: Any) -> str | None:
    """https://html.spec.whatwg.org/multipage/dom.html#language: the nearest ``xml:lang`` or
    ``lang`` attribute's value (None: unknown)."""
    node = element
    while node is not None:
        value = attribute(node, "lang", XML_NAMESPACE)
        if value is None and node._namespace in _LANG_NAMESPACES:
            value = attribute(node, "lang")
        if value is not None:
            return value
        node = _parent_element(node)
    return None


def element_state(name: str, element: Any) -> bool:
    """Whether ``element`` matches the state pseudo-class ``name`` (without the colon): the
    selectors' own (links, ``:defined``), else HTML's registered answer (:mod:`._registry`),
    else no match."""
    test = _STATES.get(name) or element_states().get(name)
    return False if test is None else bool(test(element))


_STATES = {
    "link": is_link,
    "any-link": is_link,
    "-webkit-any-link": is_link,
    "defined": _is_defined,
}
