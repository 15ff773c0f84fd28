"""Serializing HTML fragments (https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments):
the HTML fragment serialization algorithm over webapi's DOM nodes, as the Standard has it
today: attribute values escape ``<`` and ``>`` too (the 2025 change browsers ship), and a
``pre``, ``textarea`` or ``listing`` gets no extra line feed (the 2016 change); processing
instructions are written as ``<?target data?>`` (whatwg/html#12654, 2026). A shadow host's
shadow root is written, as a declarative one (``<template shadowrootmode=...>``), where
``getHTML``'s options ask for it (:data:`ShadowOptions`).

The walk keeps its own stack: a tree may be deeper than Python's recursion limit. A node's own
markup (a start tag, escaping a string) is written by the DOM's ``_markup`` module, through
``webapi.dom.engine``, which the DOM's ``str(element)`` uses too.
"""

from __future__ import annotations

from webapi.dom.engine import (
    COMMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    CharacterDataImpl,
    ElementImpl,
    NodeImpl,
    ShadowRootImpl,
    escape_string,
    processing_instruction_markup,
    shadow_root_flags,
    shadow_root_of,
    start_tag,
    tag_name,
)
from webapi.infra import HTML_NAMESPACE

from ._template_contents import HTMLTemplateElementImpl

__all__ = [
    "ShadowOptions",
    "escape_string",
    "serialize_fragment",
    "serialize_outer",
    "serializes_as_void",
]

#: ``getHTML``'s serializableShadowRoots and shadowRoots (the ``id`` of each shadow root).
ShadowOptions = tuple[bool, frozenset[int]]

#: https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void: the HTML elements
#: with these local names.
VOID_ELEMENTS = frozenset(
    [
        "area",
        "base",
        "basefont",
        "bgsound",
        "br",
        "col",
        "embed",
        "frame",
        "hr",
        "img",
        "input",
        "keygen",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    ]
)
#: The HTML elements whose text children are written as they are (the serialization
#: algorithm's Text step; ``noscript`` too when scripting is enabled for the node).
RAW_TEXT_PARENTS = frozenset(
    ["style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext"]
)


def serializes_as_void(node: NodeImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void."""
    return (
        node._node_type == ELEMENT_NODE
        and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
        and node._local_name in VOID_ELEMENTS  # type: ignore[attr-defined]
    )


def _contents(node: NodeImpl) -> NodeImpl:
    """The node whose children are serialized: a ``template``'s contents (step 3), else the
    node."""
    if isinstance(node, HTMLTemplateElementImpl):
        return node._content
    return node


def _shadow_to_write(element: ElementImpl, shadows: ShadowOptions) -> ShadowRootImpl | None:
    """The element's shadow root if the serialization writes it (step 4's condition: the
    options' serializableShadowRoots and a serializable shadow root, or a shadow root among
    their shadowRoots), else None."""
    shadow = shadow_root_of(element)
    if shadow is None:
        return None
    if (shadows[0] and shadow_root_flags(shadow)[2]) or id(shadow) in shadows[1]:
        return shadow
    return None


def _shadow_start_tag(shadow: ShadowRootImpl) -> str:
    """https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments step
    4.2.1-4.2.8: the ``template`` start tag of a shadow root written as a declarative one (its
    flags in the Standard's order, as Chromium 156 writes them)."""
    mode, delegates_focus, serializable, clonable = shadow_root_flags(shadow)
    parts = ['<template shadowrootmode="', "open" if mode == "open" else "closed", '"']
    if delegates_focus:
        parts.append(' shadowrootdelegatesfocus=""')
    if serializable:
        parts.append(' shadowrootserializable=""')
    if clonable:
        parts.append(' shadowrootclonable=""')
    parts.append(">")
    return "".join(parts)


def _write(
    first: NodeImpl | None,
    parent: NodeImpl,
    scripting: bool,
    out: list[str],
    siblings: bool,
    shadows: ShadowOptions | None = None,
) -> None:
    """Write ``first`` (a child of ``parent``) with its contents, and if ``siblings`` the
    siblings after it too; ``shadows``: which shadow roots are written (None: none)."""
    append = out.append
    # the elements being written: (the node after the element, its parent, its end tag)
    stack: list[tuple[NodeImpl | None, NodeImpl, str]] = []
    node: NodeImpl | None = first
    while True:
        while node is not None:
            following = node._next_sibling if siblings or stack else None
            node_type = node._node_type
            if node_type == ELEMENT_NODE:
                element: ElementImpl = node  # type: ignore[assignment]
                tag = tag_name(element)
                if element._is_value is None:
                    append(start_tag(element, tag))
                else:
                    append(_start_tag_with_is_value(element, tag))
                if element._namespace == HTML_NAMESPACE and element._local_name in VOID_ELEMENTS:
                    node = following
                    continue
                contents = _contents(element)
                if shadows is not None:
                    shadow = _shadow_to_write(element, shadows)
                    if shadow is not None:  # 4. the shadow root, then the children
                        append(_shadow_start_tag(shadow))
                        stack.append((following, parent, f"</{tag}>"))
                        stack.append((contents._first_child, element, "</template>"))
                        node, parent = shadow._first_child, shadow
                        continue
                if contents._first_child is not None:
                    stack.append((following, parent, f"</{tag}>"))
                    node, parent = contents._first_child, element
                    continue
                append(f"</{tag}>")
            elif node_type == COMMENT_NODE:
                append(f"<!--{node._data}-->")  # type: ignore[attr-defined]
            elif node_type == PROCESSING_INSTRUCTION_NODE:
                append(processing_instruction_markup(node._target, node._data))  # type: ignore[attr-defined]
            elif node_type == DOCUMENT_TYPE_NODE:
                append(f"<!DOCTYPE {node._name}>")  # type: ignore[attr-defined]
            elif isinstance(node, CharacterDataImpl):  # a Text node (or a CDATASection)
                if _is_raw_text_parent(parent, scripting):
                    append(node._data)
                else:
                    append(escape_string(node._data, False))
            node = following
        if not stack:
            return
        node, parent, end_tag = stack.pop()
        append(end_tag)


def _start_tag_with_is_value(element: ElementImpl, tag: str) -> str:
    """The start tag of an element with an is value: where it has no ``is`` attribute (its
    is value came from ``createElement``'s options, or it lost the attribute), ``is="..."``
    first (the Element step's "If current node's is value is not null and the element does
    not have an is content attribute in its attribute list"), as Chromium writes it."""
    markup = start_tag(element, tag)
    attrs = element._attrs
    if isinstance(attrs, dict):
        has_is = "is" in attrs
    else:
        has_is = any(a._namespace is None and a._local_name == "is" for a in attrs or ())
    if has_is:
        return markup
    cut = len(tag) + 1
    is_value = escape_string(element._is_value or "", True)
    return f'{markup[:cut]} is="{is_value}"{markup[cut:]}'


def _is_raw_text_parent(parent: NodeImpl, scripting: bool) -> bool:
    """Whether text in ``parent`` is written as it is: a ``style``, ``script``, ``xmp``,
    ``iframe``, ``noembed``, ``noframes`` or ``plaintext`` element, or a ``noscript`` when
    scripting is enabled for the node."""
    if parent._node_type != ELEMENT_NODE or parent._namespace != HTML_NAMESPACE:  # type: ignore[attr-defined]
        return False
    name: str = parent._local_name  # type: ignore[attr-defined]
    return name in RAW_TEXT_PARENTS or (scripting and name == "noscript")


def serialize_fragment(
    node: NodeImpl, scripting: bool | None = None, shadows: ShadowOptions | None = None
) -> str:
    """https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-serialisation-algorithm:
    the markup of ``node``'s children (a ``template``'s contents; nothing for an element that
    serializes as void). ``scripting``: whether scripting is enabled for the node (default:
    its node document's flag). ``shadows``: ``getHTML``'s serializableShadowRoots and
    shadowRoots (None: both their defaults, no shadow root written)."""
    if serializes_as_void(node):  # 1.
        return ""
    if scripting is None:
        scripting = node._node_document._scripting
    first = _contents(node)._first_child  # 3.
    out: list[str] = []
    if shadows is not None and isinstance(node, ElementImpl):
        shadow = _shadow_to_write(node, shadows)
        if shadow is not None:  # 4. (the node's own shadow root)
            out.append(_shadow_start_tag(shadow))
            if shadow._first_child is not None:
                _write(shadow._first_child, shadow, scripting, out, True, shadows)
            out.append("</template>")
    if first is None:
        return "".join(out)
    _write(first, node, scripting, out, True, shadows)
    return "".join(out)


def serialize_outer(node: NodeImpl, scripting: bool | None = None) -> str:
    """``outerHTML``'s getter: the fragment serialization of a fictional node whose only
    child is ``node`` (its text is written as its parent would have it)."""
    if scripting is None:
        scripting = node._node_document._scripting
    parent = node._parent if node._parent is not None else node._node_document
    out: list[str] = []
    _write(node, parent, scripting, out, siblings=False)
    return "".join(out)
