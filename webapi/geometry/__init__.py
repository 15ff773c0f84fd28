"""Geometry Interfaces (https://drafts.fxtf.org/geometry/): ``DOMRect``, ``DOMRectReadOnly`` and
``DOMRectList``, generated from their Web IDL: what an element's ``getBoundingClientRect()`` and
``getClientRects()`` return (webapi has no layout: a zero rectangle and an empty list, as for
an element that is not rendered; docs/html.md)."""

from ._bindings import DOMRect as DOMRect
from ._bindings import DOMRectInit as DOMRectInit
from ._bindings import DOMRectList as DOMRectList
from ._bindings import DOMRectReadOnly as DOMRectReadOnly

__all__ = ["DOMRect", "DOMRectInit", "DOMRectList", "DOMRectReadOnly"]
