"""Declarative shadow roots (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead,
"A start tag whose tag name is "template"", and
https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootmode): where
the parser's document allows declarative shadow roots, a ``template`` start tag with a
``shadowrootmode`` of ``open`` or ``closed`` attaches a shadow root to the current node
instead of inserting the element; the template's contents, as the parser fills them, are that
shadow root.

The documents that allow them: a navigated one (:func:`~webapi.html.document_from_response`,
an ``iframe``'s ``srcdoc``), ``Document.parseHTMLUnsafe``'s, and the fragments
``setHTMLUnsafe`` parses. ``DOMParser``'s and ``innerHTML``'s do not: the template stays a
template, as the Standard says and Chromium 156 does.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    ShadowRootImpl,
    attach_a_declarative_shadow_root,
    record_assigned_slottables,
    shadow_root_of,
)
from webapi.infra import HTML_NAMESPACE

from ._template_contents import HTMLTemplateElementImpl
from ._tokens import StartTagToken

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._tree_state import TreeBuilder

__all__ = ["attach_declarative_shadow_root", "finish_declarative_shadow_roots"]


def attach_declarative_shadow_root(p: TreeBuilder, token: StartTagToken) -> bool:
    """The declarative steps of the "in head" insertion mode's ``template`` start tag (the
    marker, frameset-ok and template insertion mode steps are the caller's): False where the
    caller inserts an HTML element for the token (no ``shadowrootmode`` in a known state, a
    document that does not allow declarative shadow roots, or the current node the topmost
    element of the stack of open elements); True where the template was pushed here, its
    contents the host's new shadow root (or, where the host has a shadow root already or
    cannot have one, the template inserted as an ordinary one: attaching never raises out of
    the parser).

    The host is the current node: in the fragment case the context element is never one
    (while only the root ``html`` element is open, the template is an ordinary one), as
    Chromium 156 parses ``setHTMLUnsafe``'s markup."""
    attributes = token.attributes
    mode = attributes.get("shadowrootmode")
    if mode is None or not p.document._allow_declarative_shadow_roots:
        return False
    if not mode.isascii():
        return False
    mode = mode.lower()  # (an enumerated attribute: ASCII case-insensitive)
    if mode not in ("open", "closed"):
        return False
    open_elements = p.open
    if len(open_elements) < 2:  # the current node is the topmost element
        return False
    host = open_elements[-1]  # 1. the declarative shadow host element
    parent, before = p.appropriate_place()  # (the adjusted insertion location)
    template = p.insert_foreign_element(token, HTML_NAMESPACE, True)  # 2.
    assert isinstance(template, HTMLTemplateElementImpl)
    if shadow_root_of(host) is not None:  # 7.
        p.insert_node(template, parent, before)
        return True
    try:  # 8.1.-8.3., 8.5.
        shadow = attach_a_declarative_shadow_root(
            host,
            mode,  # 3.
            "shadowrootclonable" in attributes,  # 4.
            "shadowrootserializable" in attributes,  # 5.
            "shadowrootdelegatesfocus" in attributes,  # 6.
        )
    except DOMException:  # (reported to the developer console in a browser)
        p.insert_node(template, parent, before)
        return True
    template._content = shadow  # 8.4.
    p.declarative_shadow_roots.append(shadow)
    return True


def finish_declarative_shadow_roots(roots: list[ShadowRootImpl]) -> None:
    """At the end of parsing: each declarative shadow tree's slots get the assigned nodes
    the DOM's insert would have given them (the parser inserts without its slot steps)."""
    for shadow in roots:
        record_assigned_slottables(shadow)
