"""HTML's element state as selectors read it (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes).

The state pseudo-classes (``:checked``, ``:indeterminate``, ``:default``,
``:placeholder-shown``, ``:disabled``/``:enabled``, ``:required``/``:optional``,
``:read-only``/``:read-write``, ``:open``, ``:focus``, ``:focus-within``, constraint
validation's, ``:modal``, ``:popover-open``, ``:autofill``) are HTML's answers, from the state
its element classes keep as scripts and clicks leave it (``box.checked = True`` is seen by
``:checked``, ``input.focus()`` by ``:focus``): one registration (:mod:`._registry`), made by
``webapi/html/_element_state.py``, whose docstring says what each reads. This module keeps
what the selectors answer themselves from the DOM's attributes and tree:

- ``:link``/``:any-link`` (an ``a`` or ``area`` with ``href``) and ``:defined``;
- ``:dir()``: ``dir`` attributes and, for ``dir=auto``, the first strong character of the
  element's text (an ``input``'s: of its value, HTML's, as a script left it); an ``input`` in
  the Telephone state without a valid ``dir`` is ltr;
- ``:lang()``: the nearest ``xml:lang`` or ``lang`` attribute.
"""

from __future__ import annotations

import unicodedata

from webapi.infra import HTML_NAMESPACE, XML_NAMESPACE

from ._registry import element_states, input_type_state, input_value
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
    HTML's answer (:mod:`._registry`); for an element HTML's classes did not make (the DOM's
    own ``ElementImpl``, which only webapi's internals construct), the ``type`` attribute's
    value in ASCII lowercase ("text" when missing). An invalid value is then not turned into
    "text", but the table below is written as the types that differ from the Text state, so
    it answers as the Text state does."""
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
    value, HTML's, for its value)."""
    node = element
    while node is not None:
        value = attribute(node, "dir") if node._namespace == HTML_NAMESPACE else None
        value = None if value is None else value.lower()
        if value in ("ltr", "rtl"):
            return value
        if value == "auto":
            if _is_html(node, "input") and _input_type(node) not in _NOT_AUTO_DIRECTIONALITY_INPUTS:
                value = input_value(node)
                if value is None:  # (an element HTML's classes did not make)
                    value = attribute(node, "value") or ""
                return _text_direction(value) or "ltr"
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
    ``lang`` attribute's value; else the document's pragma-set default language (a
    ``<meta http-equiv=content-language>``), else the language a higher-level protocol gave
    it (a ``Content-Language`` header); None: unknown."""
    node = element
    while node is not None:
        value = attribute(node, "lang", XML_NAMESPACE)
        if value is None and node._namespace in _LANG_NAMESPACES:
            value = attribute(node, "lang")
        if value is not None:
            return value
        node = _parent_element(node)
    document = element._node_document
    pragma: str | None = document._pragma_set_default_language
    return pragma if pragma is not None else document._protocol_language


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
