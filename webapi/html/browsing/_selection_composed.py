"""A selection's composed range (https://w3c.github.io/selection-api/#dom-selection-getcomposedranges,
tentative): the end points a selection was given across shadow trees (its live range keeps one
tree: collapsed at the focus where the two ends are in different trees), ordered in the
shadow-including tree order, and rescoped to the shadow roots ``getComposedRanges()`` is
given.
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import ShadowRootImpl, boundary_point_position, root

__all__ = ["composed_position", "rescope", "shadow_including_root"]

Point = tuple[Any, int]


def shadow_including_root(node: Any) -> Any:
    """https://dom.spec.whatwg.org/#concept-shadow-including-root"""
    top: Any = root(node)
    while isinstance(top, ShadowRootImpl):
        host: Any = top._host
        top = root(host)
    return top


def _index(node: Any) -> int:
    parent = node._parent
    return 0 if parent is None else list(parent.childNodes).index(node)


def _levels(point: Point) -> list[tuple[Any, int, Any]]:
    """The point seen from its document's tree down: at each level ``(node, offset, host)``,
    ``host`` the shadow host the point is inside of there (``(host's parent, host's
    index)``), None at the point itself."""
    node, offset = point
    levels: list[tuple[Any, int, Any]] = [(node, offset, None)]
    top: Any = root(node)
    while isinstance(top, ShadowRootImpl):
        host: Any = top._host
        levels.insert(0, (host._parent, _index(host), host))
        top = root(host)
    return levels


def composed_position(a: Point, b: Point) -> int:
    """-1, 0 or 1: ``a`` before, at or after ``b`` in the shadow-including tree order (a
    point inside a shadow host's tree is after the point before the host and before the
    point after it)."""
    for (node_a, offset_a, host_a), (node_b, offset_b, host_b) in zip(
        _levels(a), _levels(b), strict=False
    ):
        if node_a is None or node_b is None:
            return 0
        if root(node_a) is not root(node_b):
            return 0  # (two trees no host joins: no order)
        found = boundary_point_position(node_a, offset_a, node_b, offset_b)
        if found != 0:
            return int(found)
        if host_a is None or host_b is None:
            if host_a is host_b:
                return 0
            return -1 if host_a is None else 1
        if host_a is not host_b:
            return 0
    return 0


def rescope(point: Point, shadow_roots: list[Any], end: bool) -> Point:
    """The getComposedRanges() steps for one end: while the point's root is a shadow root
    that is not a shadow-including inclusive ancestor of any of ``shadow_roots``, the point
    moves to its host's parent (at the host's index, after it for the ``end``)."""
    from webapi.dom.engine import is_shadow_including_inclusive_ancestor

    node, offset = point
    while node is not None:
        top = root(node)
        if not isinstance(top, ShadowRootImpl):
            break
        if any(is_shadow_including_inclusive_ancestor(top, given) for given in shadow_roots):
            break
        host: Any = top._host
        offset = _index(host) + (1 if end else 0)
        node = host._parent
    return node, offset
