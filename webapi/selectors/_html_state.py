"""HTML's element state as selectors read it (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes).

The state pseudo-classes (``:checked``, ``:indeterminate``, ``:default``,
``:placeholder-shown``, ``:disabled``/``:enabled``, ``:required``/``:optional``,
``:read-only``/``:read-write``, ``:open``, ``:focus``, ``:focus-within``, constraint
validation's, ``:modal``, ``:popover-open``, ``:autofill``) are HTML's answers, from the state
its element classes keep as scripts and clicks leave it (``box.checked = True`` is seen by
``:checked``, ``input.focus()`` by ``:focus``): one registration (:mod:`._registry`), made by
``webapi/html/forms/_element_state.py``, whose docstring says what each reads. This module keeps
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
from ._tree import after_subtree
from ._tree import parent_element as _parent_element

#: https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors:
#: the attributes whose values an attribute selector compares ASCII case-insensitively on
#: HTML elements in HTML documents (unless its ``s`` flag says otherwise).
CASE_INSENSITIVE_ATTRIBUTES = frozenset(
    [
        "accept",
        "accept-charset",
        "align",
        "alink",
        "axis",
        "bgcolor",
        "charset",
        "checked",
        "clear",
        "codetype",
        "color",
        "compact",
        "declare",
        "defer",
        "dir",
        "direction",
        "disabled",
        "enctype",
        "face",
        "frame",
        "hreflang",
        "http-equiv",
        "lang",
        "language",
        "link",
        "media",
        "method",
        "multiple",
        "nohref",
        "noresize",
        "noshade",
        "nowrap",
        "readonly",
        "rel",
        "rev",
        "rules",
        "scope",
        "scrolling",
        "selected",
        "shape",
        "target",
        "text",
        "type",
        "valign",
        "valuetype",
        "vlink",
    ]
)


TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AUTO_DIRECTIONALITY_INPUT_TYPES",
    "INPUT_TYPES",
    "RESERVED_CUSTOM_ELEMENT_NAMES",
    "attribute",
    "element_state",
    "text_direction",
]

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
    """https://dom.spec.whatwg.org/#concept-element-defined where HTML registered no answer:
    a custom element name or an ``is`` value is taken as never defined."""
    if element._namespace != HTML_NAMESPACE:
        return True
    if element._is_value is not None:
        return False
    name = element._local_name
    return "-" not in name or not _valid_custom_element_name(name)


#: https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name's
#: reserved names (the one copy: webapi.dom and webapi.html, above, take them from
#: :mod:`webapi.selectors`).
RESERVED_CUSTOM_ELEMENT_NAMES = frozenset(
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
    reserved = RESERVED_CUSTOM_ELEMENT_NAMES
    return "a" <= name[0] <= "z" and name.lower() == name and name not in reserved


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
    ``dir=auto`` reads the element's text for its first strong character, an ``input``'s or a
    ``textarea``'s value, HTML's, for its value). Inherited state, kept per document
    (:func:`_inherited`): each element's answer is found once until a change that can alter
    it."""
    memo = _memo(element._node_document, _DIRECTIONS, ("dir", "type"))
    found = _inherited(element, memo, _own_direction)
    if found is None:
        return "ltr"
    if type(found) is str:
        return found
    # (an input or textarea with dir=auto: its value as a script left it)
    value = input_value(found)
    if value is None:  # (an element HTML's classes did not make)
        value = attribute(found, "value") or "" if found._local_name == "input" else ""
    return text_direction(value) or "ltr"


def _own_direction(node: Any, memo: dict[Any, Any]) -> Any:
    """What ``node`` itself says of its directionality: "ltr" or "rtl"; an ``input`` or a
    ``textarea`` whose value gives it (``dir=auto``, an auto-directionality form-associated
    element: read at each question, the value is not in the tree);
    None: its parent element's. An answer read from the text of ``node``'s descendants is
    kept in ``memo`` while the document's ``_version`` is what it is now."""
    if node._namespace != HTML_NAMESPACE:
        return None
    value = attribute(node, "dir")
    value = None if value is None else value.lower()
    if value in ("ltr", "rtl"):
        return value
    name = node._local_name
    if value == "auto":
        if name == "input" and _input_type(node) not in _NOT_AUTO_DIRECTIONALITY_INPUTS:
            return node
        if name == "textarea":
            return node
    elif name != "bdi":  # (a bdi without a valid dir: auto)
        if name == "input" and _input_type(node) == "tel":
            return "ltr"  # (an input in the Telephone state without a valid dir)
        return None
    memo[_TEXT_READ] = node._node_document._version
    return _auto_direction(node)


#: The keys of a document's ``_cache`` entries for the inherited states.
_DIRECTIONS = "selectors: directionality"
_LANGUAGES = "selectors: language"
#: A memo's entry for the document's ``_version`` when an answer read the tree's text.
_TEXT_READ = "text read at version"
_MISSING = object()


def _memo(document: Any, key: str, names: tuple[str, ...]) -> dict[Any, Any]:
    """The memo of one inherited state in ``document``'s ``_cache``: its elements' answers,
    kept while the document's trees (``_tree_version``) and the attributes ``names`` (their
    ``_attribute_versions``) are unchanged, and, once an answer read text (a ``dir=auto``
    element's: the memo's ``_TEXT_READ`` entry), its ``_version`` too (any change then
    starts it again: text changes have no counter of their own)."""
    versions = getattr(document, "_attribute_versions", None)
    if versions is None:  # (no counters: nothing kept)
        return {}
    state = (document._tree_version, *[versions.get(name) for name in names])
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry = cache.get(key)
    if entry is not None and entry[0] == state:
        memo: dict[Any, Any] = entry[1]
        read = memo.get(_TEXT_READ)
        if read is None or read == document._version:
            return memo
    memo = {}
    cache[key] = (state, memo)
    return memo


def _inherited(element: Any, memo: dict[Any, Any], own: Any) -> Any:
    """The answer of an inherited state for ``element``: ``own(node, memo)`` of the nearest
    inclusive ancestor element that has one (None: none has), each element on the way up
    given the answer in ``memo`` (so that the next question about any of them is one lookup:
    all the elements of a tree cost one walk of it, whatever its depth)."""
    path = []
    node = element
    value = None
    while node is not None:
        value = memo.get(node, _MISSING)
        if value is not _MISSING:
            break
        value = own(node, memo)
        if value is not None:
            memo[node] = value
            break
        path.append(node)
        node = _parent_element(node)
    else:
        value = None
    for step in path:
        memo[step] = value
    return value


#: https://html.spec.whatwg.org/multipage/input.html#attr-input-type: the keywords of the
#: ``input`` element's type states, in the table's order (the one copy: webapi.html's
#: reflection of ``type``, above, takes them from :mod:`webapi.selectors`).
INPUT_TYPES = (
    "hidden",
    "text",
    "search",
    "tel",
    "url",
    "email",
    "password",
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
    "submit",
    "image",
    "reset",
    "button",
)
#: https://html.spec.whatwg.org/multipage/dom.html#auto-directionality-form-associated-elements:
#: the input types among them (Hidden, Text, Search, Telephone, URL, Email, Password, Submit
#: Button, Reset Button and Button: their value's text gives dir=auto's direction; webapi.html's
#: form submission reads them for ``dirname``).
AUTO_DIRECTIONALITY_INPUT_TYPES = frozenset(
    ["hidden", "text", "search", "tel", "url", "email", "password", "submit", "reset", "button"]
)
#: The input types that are not among them, written as the types that differ from the Text
#: state (see ``_input_type``).
_NOT_AUTO_DIRECTIONALITY_INPUTS = frozenset(INPUT_TYPES) - AUTO_DIRECTIONALITY_INPUT_TYPES


def text_direction(text: str) -> str | None:
    """https://html.spec.whatwg.org/multipage/dom.html#text-based-auto-directionality: the
    first strong character's direction, None without one (the one copy: webapi.html's form
    submission, above, takes it from :mod:`webapi.selectors`)."""
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
            found = text_direction(current._data)
            if found is not None:
                return found
        following = None
        if current._node_type == _ELEMENT and not (
            _is_html(current, "bdi", "script", "style", "textarea")
            or (attribute(current, "dir") or "").lower() in ("ltr", "rtl", "auto")
        ):
            following = current._first_child
        if following is None:
            following = after_subtree(current, element)
            if following is None:
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
    it (a ``Content-Language`` header); None: unknown. Inherited state, kept per document as
    :func:`direction`'s."""
    document = element._node_document
    found: str | None = _inherited(element, _memo(document, _LANGUAGES, ("lang",)), _own_language)
    if found is not None:
        return found
    pragma: str | None = document._pragma_set_default_language
    return pragma if pragma is not None else document._protocol_language


def _own_language(node: Any, memo: object) -> str | None:
    """The language ``node``'s own attributes give (``xml:lang``, then ``lang`` where its
    namespace reads it), None without one. (Both attributes' local name is ``lang``.)"""
    value = attribute(node, "lang", XML_NAMESPACE)
    if value is None and node._namespace in _LANG_NAMESPACES:
        value = attribute(node, "lang")
    return value


def element_state(name: str, element: Any) -> bool:
    """Whether ``element`` matches the state pseudo-class ``name`` (without the colon): the
    HTML's registered answer (:mod:`._registry`: ``:defined`` from the custom element state),
    else the selectors' own (links, ``:defined`` by the name alone), else no match."""
    test = element_states().get(name) or _STATES.get(name)
    return False if test is None else bool(test(element))


_STATES = {
    "link": is_link,
    "any-link": is_link,
    "-webkit-any-link": is_link,
    "defined": _is_defined,
}
