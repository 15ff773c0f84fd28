"""Matching in the context of a shadow tree (https://drafts.csswg.org/css-scoping-1/#shadow-dom):
a selector with ``:host``, ``:host()`` or ``:host-context()``
(:attr:`~._ast.ComplexSelector.shadow`) matched against an element of a shadow tree, or
against the tree's host for the tree's own style sheets.

In the context of a shadow tree the host is the parent of the tree's top-level elements
(https://drafts.csswg.org/css-scoping-1/#host-element-in-tree), and it is featureless
(https://drafts.csswg.org/selectors-4/#featureless): only the host pseudo-classes match it,
and nothing above it or beside it is reached by a combinator. Selectors without them never
need the host (a featureless element matches no other compound), so the DOM's other paths
stop at the shadow root as they always did.

A shadow root is read as the DOM's nodes are (:mod:`._matching`): a fragment (``_node_type``
11) with a ``_mode`` (``"open"`` or ``"closed"``) and a ``_host`` (a template's contents have
a host too, and no mode: :func:`shadow_host`). Nothing recurses on the input's size: the
right-to-left walk is a loop over (compound, element) states, each tried once.
"""

from __future__ import annotations

from ._ast import (
    ANY_NAMESPACE,
    CHILD,
    DESCENDANT,
    HOST_PSEUDO_CLASSES,
    NEXT_SIBLING,
    PSEUDO_CLASS,
    ComplexSelector,
    CompoundSelector,
)
from ._tree import ELEMENT, previous_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "compound_matches_in_context",
    "matches_in_context",
    "shadow_host",
    "shadow_including_parent",
    "tree_shadow_root",
]

_FRAGMENT = 11


def shadow_host(node: Any) -> Any:
    """The host of ``node`` if it is a shadow root (https://dom.spec.whatwg.org/#concept-shadow-root),
    else None (a template's contents are a fragment with a host, not a shadow root)."""
    if node._node_type != _FRAGMENT or getattr(node, "_mode", None) is None:
        return None
    return node._host


def tree_shadow_root(node: Any) -> Any:
    """The shadow root whose tree ``node`` is in (https://dom.spec.whatwg.org/#concept-shadow-root),
    else None."""
    while node._parent is not None:
        node = node._parent
    if shadow_host(node) is not None:
        return node
    return None


def shadow_including_parent(node: Any) -> Any:
    """``node``'s parent element, or the host of the shadow root that is its parent
    (the step of https://dom.spec.whatwg.org/#concept-shadow-including-ancestor between
    elements), else None."""
    parent = node._parent
    if parent is None:
        return None
    if parent._node_type == ELEMENT:
        return parent
    if parent._node_type == _FRAGMENT:
        return shadow_host(parent)
    return None


def matches_in_context(
    matcher: Any, selector: ComplexSelector, element: Any, context: Any = None
) -> bool:
    """Whether ``element`` matches ``selector`` in the context of the shadow root ``context``
    (None: the shadow root of ``element``'s tree, if any); ``element`` may be that root's
    host, matched featureless."""
    if context is None:
        context = getattr(matcher, "context", None) or tree_shadow_root(element)
    host = None if context is None else context._host
    parts = selector.parts
    last = len(parts) - 1
    stack: list[tuple[int, Any]] = [(0, element)]
    seen: set[tuple[int, int]] = {(0, id(element))}
    while stack:
        index, node = stack.pop()
        compound, combinator = parts[index]
        if not compound_matches_in_context(matcher, compound, node, host, context):
            continue
        if index == last:
            return True
        following: Any
        if node is host:
            continue  # (nothing above or beside the host is in the context)
        if combinator in (CHILD, DESCENDANT):
            # (every state of index + 1 comes from this combinator: an ancestor already
            # seen had its own ancestors pushed, so the walk stops there)
            following = _up(node, context)
            while following is not None:
                key = (index + 1, id(following))
                if key in seen:
                    break
                seen.add(key)
                stack.append((index + 1, following))
                if combinator == CHILD:
                    break
                following = None if following is host else _up(following, context)
        else:  # (the loop above again, for speed: one loop for both made :host queries 3 % slower)
            following = previous_element(node)
            while following is not None:
                key = (index + 1, id(following))
                if key in seen:
                    break
                seen.add(key)
                stack.append((index + 1, following))
                if combinator == NEXT_SIBLING:
                    break
                following = previous_element(following)
    return False


def _up(node: Any, context: Any) -> Any:
    """``node``'s parent element, or the host for a top-level element of ``context``'s tree."""
    parent = node._parent
    if parent is None:
        return None
    if parent._node_type == ELEMENT:
        return parent
    if parent is context:
        return context._host
    return None


def compound_matches_in_context(
    matcher: Any, compound: CompoundSelector, node: Any, host: Any, context: Any
) -> bool:
    """Whether ``node`` matches ``compound`` in the context of ``context``'s tree, whose
    host (``host``) is featureless there: it matches a compound of host pseudo-classes
    alone (and the universal selector), which no other element matches."""
    if node is not host:
        for simple in compound.simple:
            if simple[0] == PSEUDO_CLASS and simple[1] in HOST_PSEUDO_CLASSES:
                return False
        return matcher.compiled(compound)(node, matcher)  # type: ignore[no-any-return]
    if compound.pseudo_element is not None or compound.local_name is not None:
        return False
    if compound.namespace is not ANY_NAMESPACE or not compound.simple:
        return False
    for simple in compound.simple:
        if simple[0] != PSEUDO_CLASS:
            return False
        if simple[1] in ("is", "where"):
            # (as Chromium 156 answers: the host matches :is()/:where() of a host compound)
            if not any(
                len(inner.parts) == 1
                and compound_matches_in_context(matcher, inner.parts[0][0], node, host, context)
                for inner in simple[2].selectors
            ):
                return False
            continue
        if simple[1] not in HOST_PSEUDO_CLASSES:
            return False
        if len(simple) == 2:
            continue
        argument = simple[2]
        if simple[1] == "host":
            if not _outside_matches(matcher, argument, node):
                return False
            continue
        ancestor = node
        while ancestor is not None and not _outside_matches(matcher, argument, ancestor):
            ancestor = shadow_including_parent(ancestor)
        if ancestor is None:
            return False
    return True


def _outside_matches(matcher: Any, compound: CompoundSelector, element: Any) -> bool:
    """Whether ``element`` matches ``compound`` as an element of its own tree (the argument of
    ``:host()`` and ``:host-context()``)."""
    return matcher.compiled(compound)(element, matcher)  # type: ignore[no-any-return]
