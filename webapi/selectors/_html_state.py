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

from ._registry import input_type_state
from ._tree import ELEMENT as _ELEMENT
from ._tree import parent_element as _parent_element
from ._tree import subtree_elements

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


#: The types to which ``readonly`` does not apply
#: (https://html.spec.whatwg.org/multipage/input.html#input-type-attr-summary).
_READONLY_NOT_APPLIES = frozenset(
    ["hidden", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button"]
)
#: The types to which ``required`` does not apply.
_REQUIRED_NOT_APPLIES = frozenset(
    ["hidden", "range", "color", "submit", "image", "reset", "button"]
)
#: The types to which ``placeholder`` does not apply.
_PLACEHOLDER_NOT_APPLIES = _READONLY_NOT_APPLIES | {
    "date",
    "month",
    "week",
    "time",
    "datetime-local",
}


def _ancestors(element: Any) -> Any:
    parent = _parent_element(element)
    while parent is not None:
        yield parent
        parent = _parent_element(parent)


def _form_owner(element: Any) -> Any:
    for ancestor in _ancestors(element):
        if _is_html(ancestor, "form"):
            return ancestor
    return None


def _tree_root(node: Any) -> Any:
    while node._parent is not None:
        node = node._parent
    return node


def is_disabled(element: Any) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#concept-element-disabled."""
    if element._namespace != HTML_NAMESPACE:
        return False
    name = element._local_name
    if name in ("button", "input", "select", "textarea", "fieldset"):
        if attribute(element, "disabled") is not None:
            return True
        # https://html.spec.whatwg.org/multipage/form-elements.html#concept-fieldset-disabled
        child = element
        for ancestor in _ancestors(element):
            if _is_html(ancestor, "fieldset") and attribute(ancestor, "disabled") is not None:
                legend = _first_legend(ancestor)
                if legend is None or child is not legend:
                    return True
            child = ancestor
        return False
    if name == "optgroup":
        return attribute(element, "disabled") is not None
    if name == "option":
        if attribute(element, "disabled") is not None:
            return True
        parent = _parent_element(element)
        return (
            parent is not None
            and _is_html(parent, "optgroup")
            and attribute(parent, "disabled") is not None
        )
    return False


def _first_legend(fieldset: Any) -> Any:
    child = fieldset._first_child
    while child is not None:
        if child._node_type == _ELEMENT and _is_html(child, "legend"):
            return child
        child = child._next_sibling
    return None


_CAN_BE_DISABLED = frozenset(
    ["button", "input", "select", "textarea", "optgroup", "option", "fieldset"]
)


def _radio_group_checked(element: Any) -> Any:
    """The checked radio button of ``element``'s group (the last with ``checked``), else None."""
    name = attribute(element, "name")
    if not name:
        return element if attribute(element, "checked") is not None else None
    owner = _form_owner(element)
    scope = owner if owner is not None else _tree_root(element)
    found = None
    for other in subtree_elements(scope) if scope is not element else ():
        if (
            _is_html(other, "input")
            and _input_type(other) == "radio"
            and attribute(other, "name") == name
            and attribute(other, "checked") is not None
            and _form_owner(other) is owner
        ):
            found = other
    return found


def is_checked(element: Any) -> bool:
    """:checked (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked)."""
    if _is_html(element, "input"):
        kind = _input_type(element)
        if kind == "checkbox":
            return attribute(element, "checked") is not None
        if kind == "radio":
            return _radio_group_checked(element) is element
        return False
    if _is_html(element, "option"):
        return is_selected(element)
    return False


def _select_of(option: Any) -> Any:
    parent = _parent_element(option)
    if parent is not None and _is_html(parent, "optgroup"):
        parent = _parent_element(parent)
    return parent if parent is not None and _is_html(parent, "select") else None


def _options(select: Any) -> list[Any]:
    """https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list
    (children and optgroup children)."""
    found = []
    child = select._first_child
    while child is not None:
        if child._node_type == _ELEMENT:
            if _is_html(child, "option"):
                found.append(child)
            elif _is_html(child, "optgroup"):
                inner = child._first_child
                while inner is not None:
                    if inner._node_type == _ELEMENT and _is_html(inner, "option"):
                        found.append(inner)
                    inner = inner._next_sibling
        child = child._next_sibling
    return found


def is_selected(option: Any) -> bool:
    """An option's selectedness after the selectedness setting algorithm
    (https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm)."""
    select = _select_of(option)
    if select is None:
        return attribute(option, "selected") is not None
    multiple = attribute(select, "multiple") is not None
    size = _display_size(select, multiple)
    if multiple:
        return attribute(option, "selected") is not None
    options = _options(select)
    chosen = None
    for candidate in options:
        if attribute(candidate, "selected") is not None:
            chosen = candidate
    if chosen is None and size == 1:
        for candidate in options:
            if not is_disabled(candidate):
                chosen = candidate
                break
    return chosen is option


def _display_size(select: Any, multiple: bool) -> int:
    """https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size."""
    value = attribute(select, "size")
    if value is not None:
        text = value.lstrip(" \t\n\f\r").removeprefix("+")
        digits = text[: len(text) - len(text.lstrip("0123456789"))].lstrip("0")
        if digits:
            # Only compared with 1: the first 11 digits tell (no int() of thousands of them).
            return int(digits[:11])
    return 4 if multiple else 1


def _is_default(element: Any) -> bool:
    """:default (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-default)."""
    if _is_html(element, "option"):
        return attribute(element, "selected") is not None
    if _is_html(element, "input"):
        kind = _input_type(element)
        if kind in ("checkbox", "radio"):
            return attribute(element, "checked") is not None
        if kind not in ("submit", "image"):
            return False
    elif not _is_submit_button(element):
        return False
    owner = _form_owner(element)
    if owner is None:
        return False
    for candidate in subtree_elements(owner):
        if _is_submit_button(candidate):
            return candidate is element
    return False


def _is_submit_button(element: Any) -> bool:
    if _is_html(element, "button"):
        return (attribute(element, "type") or "").lower() not in ("reset", "button")
    return _is_html(element, "input") and _input_type(element) in ("submit", "image")


def _is_mutable_text(element: Any) -> bool | None:
    """Whether an ``input`` or ``textarea`` is read-write (None: not such an element)."""
    if _is_html(element, "input"):
        if _input_type(element) in _READONLY_NOT_APPLIES:
            return False
        return attribute(element, "readonly") is None and not is_disabled(element)
    if _is_html(element, "textarea"):
        return attribute(element, "readonly") is None and not is_disabled(element)
    return None


def _is_editable(element: Any) -> bool:
    """Editing host or editable (``contenteditable``, inherited; ``designMode`` is off)."""
    node = element
    while node is not None and node._namespace == HTML_NAMESPACE:
        # (an SVG or MathML element between ends the editable region, as in Chromium: it is
        # not an HTML element, and what is inside a foreignObject is not its host's content)
        value = attribute(node, "contenteditable")
        if value is not None:
            value = value.lower()
            if value in ("", "true", "plaintext-only"):
                return True
            if value == "false":
                return False
        node = _parent_element(node)
    return False


def _required_state(element: Any) -> bool | None:
    """True for :required, False for :optional, None for neither."""
    if _is_html(element, "input"):
        if _input_type(element) in _REQUIRED_NOT_APPLIES:
            return None
    elif not _is_html(element, "select", "textarea"):
        return None
    return attribute(element, "required") is not None


def _placeholder_shown(element: Any) -> bool:
    """:placeholder-shown: an ``input`` (of a type the attribute applies to) or a ``textarea``
    with a ``placeholder`` attribute (empty or not: its text is shown, as nothing) and an
    empty value (an ``input``'s after its type's value sanitization)."""
    if attribute(element, "placeholder") is None:
        return False
    if _is_html(element, "input"):
        kind = _input_type(element)
        if kind in _PLACEHOLDER_NOT_APPLIES:
            return False
        value = attribute(element, "value") or ""
        if kind == "number":
            if not _is_valid_float(value):
                value = ""
        else:  # Text, Search, Telephone, URL, Email, Password
            value = value.replace("\r", "").replace("\n", "")
        return value == ""
    return _is_html(element, "textarea") and _child_text(element) == ""


def _is_valid_float(value: str) -> bool:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number."""
    digits = "0123456789"
    i = 1 if value[:1] == "-" else 0
    start = i
    while i < len(value) and value[i] in digits:
        i += 1
    whole = i > start
    if value[i : i + 1] == ".":
        i += 1
        fraction_start = i
        while i < len(value) and value[i] in digits:
            i += 1
        if i == fraction_start:
            return False
    elif not whole:
        return False
    if value[i : i + 1] in ("e", "E"):
        i += 1
        if value[i : i + 1] in ("-", "+"):
            i += 1
        exponent_start = i
        while i < len(value) and value[i] in digits:
            i += 1
        if i == exponent_start:
            return False
    return i == len(value) and (whole or value[start : start + 1] == ".")


def _child_text(element: Any) -> str:
    parts = []
    child = element._first_child
    while child is not None:
        if child._node_type in _TEXT_TYPES:
            parts.append(child._data)
        child = child._next_sibling
    return "".join(parts)


def _is_indeterminate(element: Any) -> bool:
    if _is_html(element, "input"):
        if _input_type(element) != "radio":
            return False
        return _radio_group_checked(element) is None
    if _is_html(element, "progress"):
        return attribute(element, "value") is None
    return False


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


def _is_open(element: Any) -> bool:
    return _is_html(element, "details", "dialog") and attribute(element, "open") is not None


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
    """Whether ``element`` matches the state pseudo-class ``name`` (without the colon)."""
    test = _STATES.get(name)
    return False if test is None else bool(test(element))


_STATES = {
    "link": is_link,
    "any-link": is_link,
    "-webkit-any-link": is_link,
    "checked": is_checked,
    "indeterminate": _is_indeterminate,
    "default": _is_default,
    "disabled": lambda e: e._namespace == HTML_NAMESPACE and is_disabled(e),
    "enabled": lambda e: (
        e._namespace == HTML_NAMESPACE and e._local_name in _CAN_BE_DISABLED and not is_disabled(e)
    ),
    "required": lambda e: _required_state(e) is True,
    "optional": lambda e: _required_state(e) is False,
    "read-write": lambda e: (
        e._namespace == HTML_NAMESPACE
        and (_is_mutable_text(e) if _is_mutable_text(e) is not None else _is_editable(e))
    ),
    "read-only": lambda e: (
        e._namespace == HTML_NAMESPACE
        and not (_is_mutable_text(e) if _is_mutable_text(e) is not None else _is_editable(e))
    ),
    "placeholder-shown": _placeholder_shown,
    "defined": _is_defined,
    "open": _is_open,
}
