"""The Selection API (https://w3c.github.io/selection-api/): a document's selection, one
``Selection`` object per document that has a browsing context (``document.getSelection()``,
``window.getSelection()``), associated with at most one live range, with a direction and
so an anchor and a focus; ``selectionchange`` queued at the document when its range
changes (one pending at a time).

The selection's ends may be in shadow trees of the document (``getComposedRanges()``,
tentative: :mod:`._selection_composed`); its live range keeps one tree: where the anchor and
the focus are in different trees, it is collapsed at the composed range's end (a range's
``setStart()`` then ``setEnd()`` in another tree), as Chromium's.

Without layout: ``toString()`` is the range's text (``Range.toString()``: the ``Text``
nodes' data, where Chromium's is its rendered text), and no selection is normalized to
visible positions. Left out: ``modify()`` (it moves by lines and words of a layout); the
range's own mutations (``getRangeAt(0).setStart()``, node removals) change the selection
(the composed range too: it is the live range's again) but queue no ``selectionchange``.
"""

from __future__ import annotations

import weakref
from typing import Any

from webapi._lazy import lazy_imports
from webapi.dom import DOMException, Node
from webapi.dom.engine import (
    DOCUMENT_TYPE_NODE,
    boundary_point_position,
    fire_an_event,
    node_length,
    root,
)

from ._navigable import browsing_context_of
from ._selection_composed import composed_position, rescope, shadow_including_root

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.eventloop import event_loop_of
else:  # (the event loop loads with the first selectionchange queued)
    lazy_imports(globals(), "webapi.eventloop", ("event_loop_of",))

__all__ = ["Selection", "get_selection"]

_BEFORE, _AFTER = -1, 1
#: Each document's selection, made on first use.
_SELECTIONS: weakref.WeakKeyDictionary[Any, Selection] = weakref.WeakKeyDictionary()


def get_selection(document: Any) -> Selection | None:
    """https://w3c.github.io/selection-api/#dom-document-getselection: the document's
    unique selection if it has a browsing context, else None."""
    if browsing_context_of(document) is None:
        return None
    found = _SELECTIONS.get(document)
    if found is None:
        found = _SELECTIONS[document] = Selection(document, _create=True)
    return found


def _node(value: Any, method: str, argument: int, nullable: bool = False) -> Any:
    if value is None and nullable:
        return None
    if not isinstance(value, Node):
        raise TypeError(
            f"Failed to execute '{method}' on 'Selection': parameter {argument} is not of type "
            "'Node'."
        )
    return value


def _offset(value: Any) -> int:
    """Web IDL's ``unsigned long``: an integer modulo 2**32."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError("Selection: an offset must be a number")
    if value != value or value in (float("inf"), float("-inf")):
        return 0
    return int(value) % 2**32


class Selection:
    """A document's selection (https://w3c.github.io/selection-api/#selection-interface):
    ``anchorNode``/``anchorOffset``, ``focusNode``/``focusOffset``, ``isCollapsed``,
    ``rangeCount`` (0 or 1), ``type`` (``"None"``, ``"Caret"``, ``"Range"``), ``direction``,
    and the methods that set its range. Read one with ``document.getSelection()``; it
    has no constructor. Multi-word members have snake_case aliases."""

    __slots__ = ("__weakref__", "_composed", "_direction", "_document", "_range", "_scheduled")

    def __init__(self, document: Any, *, _create: bool = False) -> None:
        """Not constructible (``document.getSelection()`` gives the document's)."""
        if not _create:
            raise TypeError("Illegal constructor: use document.getSelection()")
        self._document = document
        self._range: Any = None
        self._direction = "directionless"
        self._scheduled = False
        #: The composed range's ends where they are not the live range's: ``(start, end,
        #: the live range's boundary points when they were set)``; else None.
        self._composed: tuple[Any, Any, Any] | None = None

    def __repr__(self) -> str:
        """``<Selection type=...>``."""
        return f"<Selection {self.type}>"

    # --- the selection's range -------------------------------------------------------------

    def _set_range(
        self, new_range: Any, direction: str, composed: tuple[Any, Any] | None = None
    ) -> None:
        """The selection associated with ``new_range`` (None: emptied) and ``direction``
        (``composed``: the ends across trees, where they are not the range's), and a
        ``selectionchange`` scheduled
        (https://w3c.github.io/selection-api/#scheduling-selectionhange-event)."""
        self._range = new_range
        self._direction = direction
        self._composed = None if composed is None else (*composed, _points(new_range))
        self._schedule()

    def _composed_ends(self) -> tuple[tuple[Any, int], tuple[Any, int]] | None:
        """The composed range's start and end: those set across trees while the live range
        is as it was then, else the live range's."""
        live = self._range
        if live is None:
            return None
        composed = self._composed
        if composed is not None and composed[2] == _points(live):
            return composed[0], composed[1]
        return (live.startContainer, live.startOffset), (live.endContainer, live.endOffset)

    def _schedule(self) -> None:
        if self._scheduled:
            return
        self._scheduled = True
        document = self._document

        def fire() -> None:
            self._scheduled = False
            fire_an_event("selectionchange", document)

        event_loop_of(document).queue_a_task(fire, document)

    def _in_document(self, node: Any) -> bool:
        """Whether ``node`` is in the document or a shadow tree of it (its shadow-including
        root is the document)."""
        return shadow_including_root(node) is self._document

    def _new_range(self, start: tuple[Any, int], end: tuple[Any, int] | None = None) -> Any:
        """A new range from ``start`` to ``end`` (collapsed without it): its setStart and
        setEnd check each boundary point (``InvalidNodeTypeError``, ``IndexSizeError``)."""
        new_range = self._document.createRange()
        new_range.setStart(*start)
        new_range.setEnd(*(end or start))
        return new_range

    def _anchor(self) -> tuple[Any, int] | None:
        live = self._range
        if live is None:
            return None
        if self._direction == "forwards":
            return live.startContainer, live.startOffset
        return live.endContainer, live.endOffset

    def _focus(self) -> tuple[Any, int] | None:
        live = self._range
        if live is None:
            return None
        if self._direction == "forwards":
            return live.endContainer, live.endOffset
        return live.startContainer, live.startOffset

    # --- attributes ------------------------------------------------------------------------

    @property
    def anchorNode(self) -> Any:
        """https://w3c.github.io/selection-api/#dom-selection-anchornode: the anchor's node,
        or None."""
        anchor = self._anchor()
        return None if anchor is None else anchor[0]

    @property
    def anchorOffset(self) -> int:
        """The anchor's offset, or 0."""
        anchor = self._anchor()
        return 0 if anchor is None else anchor[1]

    @property
    def focusNode(self) -> Any:
        """https://w3c.github.io/selection-api/#dom-selection-focusnode: the focus's node,
        or None."""
        focus = self._focus()
        return None if focus is None else focus[0]

    @property
    def focusOffset(self) -> int:
        """The focus's offset, or 0."""
        focus = self._focus()
        return 0 if focus is None else focus[1]

    @property
    def isCollapsed(self) -> bool:
        """https://w3c.github.io/selection-api/#dom-selection-iscollapsed: no range, or a
        collapsed one."""
        return self._range is None or bool(self._range.collapsed)

    @property
    def rangeCount(self) -> int:
        """1 with a range, else 0."""
        return 0 if self._range is None else 1

    @property
    def type(self) -> str:
        """``"None"`` without a range, ``"Caret"`` with a collapsed one, else ``"Range"``."""
        if self._range is None:
            return "None"
        return "Caret" if self._range.collapsed else "Range"

    @property
    def direction(self) -> str:
        """https://w3c.github.io/selection-api/#dom-selection-direction: ``"forward"``,
        ``"backward"`` or ``"none"`` (no range, a collapsed or a directionless one)."""
        if self._range is None or self._range.collapsed:  # (collapsed: "none", as Chromium)
            return "none"
        return {"forwards": "forward", "backwards": "backward"}.get(self._direction, "none")

    # --- methods ---------------------------------------------------------------------------

    def getRangeAt(self, index: int) -> Any:
        """https://w3c.github.io/selection-api/#dom-selection-getrangeat: the range itself
        (not a copy); ``IndexSizeError`` for another index or without one."""
        if _offset(index) != 0 or self._range is None:
            raise DOMException(
                f"Failed to execute 'getRangeAt' on 'Selection': {index} is not a valid index.",
                "IndexSizeError",
            )
        return self._range

    def addRange(self, range: Any) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-addrange: ``range`` (itself)
        becomes the selection's, forwards, unless it is not in the document or the
        selection has one already."""
        from webapi.dom import Range

        if not isinstance(range, Range):
            raise TypeError(
                "Failed to execute 'addRange' on 'Selection': parameter 1 is not of type 'Range'."
            )
        if root(range.startContainer) is not self._document:  # 1.
            return
        if self._range is not None:  # 2.
            return
        self._set_range(range, "forwards")  # 3.-4.

    def removeRange(self, range: Any) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-removerange: the selection
        emptied if ``range`` is its range, else ``NotFoundError``."""
        if range is not None and range is self._range:
            self._set_range(None, "directionless")
            return
        raise DOMException(
            "Failed to execute 'removeRange' on 'Selection': The given range isn't in document.",
            "NotFoundError",
        )

    def removeAllRanges(self) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-removeallranges: the
        selection emptied."""
        if self._range is not None:
            self._set_range(None, "directionless")

    def empty(self) -> None:
        """``removeAllRanges()``."""
        self.removeAllRanges()

    def collapse(self, node: Any, offset: int = 0) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-collapse: a collapsed range
        at (``node``, ``offset``); None: emptied. ``InvalidNodeTypeError`` for a doctype,
        ``IndexSizeError`` past its length; a node of another tree: nothing."""
        node = _node(node, "collapse", 1, nullable=True)
        if node is None:  # 1.
            self.removeAllRanges()
            return
        offset = _offset(offset)
        self._check_point(node, offset, "collapse")  # 2.-3.
        if not self._in_document(node):  # 4.
            return
        self._set_range(self._new_range((node, offset)), "directionless")  # 5.-7.

    def setPosition(self, node: Any, offset: int = 0) -> None:
        """``collapse()``."""
        self.collapse(node, offset)

    def _check_point(self, node: Any, offset: int, method: str) -> None:
        if node.nodeType == DOCUMENT_TYPE_NODE:
            raise DOMException(
                f"Failed to execute '{method}' on 'Selection': The node provided is of type "
                "'DocumentType'.",
                "InvalidNodeTypeError",
            )
        if offset > node_length(node):
            raise DOMException(
                f"Failed to execute '{method}' on 'Selection': There is no child at offset "
                f"{offset}.",
                "IndexSizeError",
            )

    def collapseToStart(self) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-collapsetostart: a new
        collapsed range at the start; ``InvalidStateError`` without a range."""
        live = self._require("collapseToStart")
        point = (live.startContainer, live.startOffset)
        self._set_range(self._new_range(point), "directionless")

    def collapseToEnd(self) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-collapsetoend: a new collapsed
        range at the end; ``InvalidStateError`` without a range."""
        live = self._require("collapseToEnd")
        point = (live.endContainer, live.endOffset)
        self._set_range(self._new_range(point), "directionless")

    def _require(self, method: str) -> Any:
        if self._range is None:
            raise DOMException(
                f"Failed to execute '{method}' on 'Selection': there is no selection.",
                "InvalidStateError",
            )
        return self._range

    def extend(self, node: Any, offset: int = 0) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-extend: the focus moved to
        (``node``, ``offset``), the anchor kept; ``InvalidStateError`` without a range."""
        node = _node(node, "extend", 1)
        offset = _offset(offset)
        if not self._in_document(node):  # 1.
            return
        self._require("extend")  # 2.
        anchor = self._composed_anchor()  # 3.
        focus = (node, offset)
        self._check_point(node, offset, "extend")
        if root(node) is not root(anchor[0]):  # 5. (the composed range keeps both ends)
            backwards = composed_position(focus, anchor) < 0
            ends = (focus, anchor) if backwards else (anchor, focus)
            self._set_range(
                self._new_range(ends[1]), "backwards" if backwards else "forwards", ends
            )
            return
        if boundary_point_position(anchor[0], anchor[1], node, offset) != _AFTER:
            new_range = self._new_range(anchor, focus)
        else:
            new_range = self._new_range(focus, anchor)
        backwards = boundary_point_position(node, offset, anchor[0], anchor[1]) == _BEFORE
        self._set_range(new_range, "backwards" if backwards else "forwards")  # 6.-7.

    def _composed_anchor(self) -> tuple[Any, int]:
        ends = self._composed_ends()
        assert ends is not None
        return ends[0] if self._direction != "backwards" else ends[1]

    def setBaseAndExtent(
        self, anchorNode: Any, anchorOffset: int, focusNode: Any, focusOffset: int
    ) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-setbaseandextent: a range
        between the anchor (``anchorNode``, ``anchorOffset``) and the focus, with their
        direction; ``IndexSizeError`` past a node's length."""
        anchor_node = _node(anchorNode, "setBaseAndExtent", 1)
        focus_node = _node(focusNode, "setBaseAndExtent", 3)
        anchor = (anchor_node, _offset(anchorOffset))
        focus = (focus_node, _offset(focusOffset))
        for node, offset in (anchor, focus):  # 1. (a doctype first, as Chromium)
            if node.nodeType == DOCUMENT_TYPE_NODE:
                raise DOMException(
                    "Failed to execute 'setBaseAndExtent' on 'Selection': The node provided "
                    "is of type 'DocumentType'.",
                    "InvalidNodeTypeError",
                )
            if offset > node_length(node):
                raise DOMException(
                    "Failed to execute 'setBaseAndExtent' on 'Selection': There is no child "
                    f"at offset {offset}.",
                    "IndexSizeError",
                )
        if not self._in_document(anchor_node) or not self._in_document(focus_node):  # 2.
            return
        if root(anchor_node) is not root(focus_node):  # (the live range: at the end)
            backwards = composed_position(focus, anchor) < 0
            ends = (focus, anchor) if backwards else (anchor, focus)
            direction = "backwards" if backwards else "forwards"
            self._set_range(self._new_range(ends[1]), direction, ends)
            return
        before = boundary_point_position(*anchor, *focus) == _BEFORE
        new_range = self._new_range(anchor, focus) if before else self._new_range(focus, anchor)
        backwards = boundary_point_position(*focus, *anchor) == _BEFORE
        self._set_range(new_range, "backwards" if backwards else "forwards")

    def selectAllChildren(self, node: Any) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-selectallchildren: a range
        from (``node``, 0) to (``node``, its number of children), forwards."""
        node = _node(node, "selectAllChildren", 1)
        if node.nodeType == DOCUMENT_TYPE_NODE:  # 1.
            raise DOMException(
                "Failed to execute 'selectAllChildren' on 'Selection': The node provided is "
                "of type 'DocumentType'.",
                "InvalidNodeTypeError",
            )
        if not self._in_document(node):  # 2.
            return
        count = len(node.childNodes)  # 3.
        self._set_range(self._new_range((node, 0), (node, count)), "forwards")

    def getComposedRanges(
        self, options: Any = None, *, shadowRoots: Any = None, shadow_roots: Any = None
    ) -> list[Any]:
        """https://w3c.github.io/selection-api/#dom-selection-getcomposedranges (tentative):
        ``[]`` without a range, else a ``StaticRange`` of the composed range, each end in a
        shadow tree moved out to its host until its tree is one of ``shadowRoots`` (``{"
        shadowRoots": [...]}``, or the keyword), or holds one of them."""
        from webapi.dom import ShadowRoot, StaticRange

        given = shadowRoots if shadowRoots is not None else shadow_roots
        if options is not None and given is None:
            if isinstance(options, ShadowRoot):  # (the older variadic form)
                given = [options]
            elif isinstance(options, dict):
                given = options.get("shadowRoots", [])
            else:
                raise TypeError(
                    "Failed to execute 'getComposedRanges' on 'Selection': The provided "
                    "value is not of type 'GetComposedRangesOptions'."
                )
        roots = list(given or [])
        for each in roots:
            if not isinstance(each, ShadowRoot):
                raise TypeError(
                    "Failed to execute 'getComposedRanges' on 'Selection': Failed to read the "
                    "'shadowRoots' property from 'GetComposedRangesOptions': Failed to "
                    "convert value to 'ShadowRoot'."
                )
        ends = self._composed_ends()
        if ends is None:  # 1.
            return []
        start = rescope(ends[0], roots, end=False)  # 2.-3.
        end = rescope(ends[1], roots, end=True)  # 4.-5.
        init: Any = {
            "startContainer": start[0],
            "startOffset": start[1],
            "endContainer": end[0],
            "endOffset": end[1],
        }
        return [StaticRange(init)]  # 6.

    def deleteFromDocument(self) -> None:
        """https://w3c.github.io/selection-api/#dom-selection-deletefromdocument: the
        range's contents deleted (``Range.deleteContents()``)."""
        if self._range is not None:
            self._range.deleteContents()

    def containsNode(self, node: Any, allowPartialContainment: bool = False) -> bool:
        """https://w3c.github.io/selection-api/#dom-selection-containsnode: whether the
        range holds all of ``node`` (with ``allowPartialContainment``: some of it)."""
        node = _node(node, "containsNode", 1)
        live = self._range
        if live is None or not self._in_document(node):
            return False
        start = (live.startContainer, live.startOffset)
        end = (live.endContainer, live.endOffset)
        first, last = (node, 0), (node, node_length(node))
        if allowPartialContainment:
            return (
                boundary_point_position(*start, *last) != _AFTER
                and boundary_point_position(*end, *first) != _BEFORE
            )
        return (
            boundary_point_position(*start, *first) != _AFTER
            and boundary_point_position(*end, *last) != _BEFORE
        )

    def toString(self) -> str:
        """The stringifier: the range's text (``Range.toString()``; "" without one)."""
        return "" if self._range is None else str(self._range.toString())

    __str__ = toString

    anchor_node = anchorNode
    anchor_offset = anchorOffset
    focus_node = focusNode
    focus_offset = focusOffset
    is_collapsed = isCollapsed
    range_count = rangeCount
    get_range_at = getRangeAt
    add_range = addRange
    remove_range = removeRange
    remove_all_ranges = removeAllRanges
    set_position = setPosition
    collapse_to_start = collapseToStart
    collapse_to_end = collapseToEnd
    set_base_and_extent = setBaseAndExtent
    select_all_children = selectAllChildren
    delete_from_document = deleteFromDocument
    get_composed_ranges = getComposedRanges
    contains_node = containsNode
    to_string = toString


def _points(live: Any) -> tuple[Any, int, Any, int]:
    """A live range's boundary points (to tell whether it changed)."""
    return live.startContainer, live.startOffset, live.endContainer, live.endOffset
