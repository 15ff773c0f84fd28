"""The Python side of the DOM's public classes (not a spec section): what ``str()``,
``repr()``, ``copy`` and ``pickle`` do, as mixins the generated classes derive from
(``idl/dom.extras.toml``; idl/README.md's table of mixins).

- Nodes keep object identity: no ``__eq__``, the default ``__hash__`` (the DOM compares nodes
  by identity, ``isSameNode``; ``isEqualNode`` is the DOM's structural comparison).
- ``str(node)`` is the node's own markup as HTML's serializer writes it, without its children:
  an element's start tag (``<a href="/x">``), ``<!--data-->``, ``<?target data>``,
  ``<!DOCTYPE name>``; a text node's data; an attribute's ``name="value"``; a document's or a
  fragment's ``nodeName``. ``repr()`` is the class and that, shortened.
- ``copy.copy(node)`` and ``copy.deepcopy(node)`` are ``node.cloneNode(True)`` (a document's:
  a clone of the whole document): a node's children are part of what it is, and a copy
  sharing them cannot exist in a tree. Pickling a node raises ``TypeError`` (a node belongs
  to its document; pickle its markup), and so do pickling and copying events, event targets
  that are not nodes, signals, controllers and collections (their state is a dispatch, a
  listener list or a view of a tree, not a value).
- A range's ``repr()`` shows its boundary points; ``copy.copy(range)`` is a range of the same
  class with the same boundary points (``cloneRange()`` for a ``Range``); pickling and
  ``copy.deepcopy`` raise ``TypeError`` (a range points into a tree: copying the tree would
  make a range of another tree).
"""

from __future__ import annotations

from ._markup import escape_string, processing_instruction_markup, start_tag, tag_name
from ._node import clone_node
from ._nodes import (
    ATTRIBUTE_NODE,
    COMMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    CharacterDataImpl,
    DocumentImpl,
    NodeImpl,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn

__all__ = [
    "AbortControllerExtras",
    "CollectionExtras",
    "DOMImplementationExtras",
    "EventExtras",
    "EventTargetExtras",
    "MutationObserverExtras",
    "MutationRecordExtras",
    "NodeExtras",
    "RangeExtras",
    "node_markup",
]

#: How many characters of a node's markup ``repr()`` shows.
_REPR_WIDTH = 60


def node_markup(node: NodeImpl) -> str:
    """``str(node)``: the node's own markup, without its children (see the module)."""
    node_type = node._node_type
    if node_type == ELEMENT_NODE:
        return start_tag(node, tag_name(node))  # type: ignore[arg-type]
    if node_type == COMMENT_NODE:
        return f"<!--{node._data}-->"  # type: ignore[attr-defined]
    if node_type == PROCESSING_INSTRUCTION_NODE:
        return processing_instruction_markup(node._target, node._data)  # type: ignore[attr-defined]
    if node_type == DOCUMENT_TYPE_NODE:
        return f"<!DOCTYPE {node._name}>"  # type: ignore[attr-defined]
    if isinstance(node, CharacterDataImpl):  # Text, CDATASection
        return node._data
    if node_type == ATTRIBUTE_NODE:
        from ._attributes import qualified_name

        value = escape_string(node._value, True)  # type: ignore[attr-defined]
        return f'{qualified_name(node)}="{value}"'  # type: ignore[arg-type]
    return "#document" if isinstance(node, DocumentImpl) else "#document-fragment"


def _shortened(text: str) -> str:
    return text if len(text) <= _REPR_WIDTH else text[: _REPR_WIDTH - 3] + "..."


def _refuse(obj: object, what: str) -> NoReturn:
    name = type(obj).__name__
    raise TypeError(f"cannot {what} {name!r} objects: {_REASONS.get(name, _REASON)}")


_REASON = "it is a live part of the DOM, not a value"
_REASONS = {
    "Event": "an event's state is its dispatch; make a new Event with the same type and init",
    "AbortSignal": "a signal is tied to its controller and listeners",
}


class _NotAValue:
    """Pickling and copying raise ``TypeError``."""

    __slots__ = ()

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        _refuse(self, "pickle or copy")


class EventTargetExtras(_NotAValue):
    """``EventTarget``'s (and, unless a subclass says otherwise, ``AbortSignal``'s)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class NodeExtras:
    """``Node``'s: ``str()``, ``repr()``, ``copy`` as ``cloneNode(True)``, no pickling."""

    __slots__ = ()

    def __str__(self) -> str:
        return node_markup(self)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        node: Any = self
        if isinstance(node, DocumentImpl):
            kind = "html" if node._is_html else "xml"
            return f"<{type(self).__name__} {node._url} ({kind})>"
        if isinstance(node, CharacterDataImpl) and node._node_type not in (
            COMMENT_NODE,
            PROCESSING_INSTRUCTION_NODE,
        ):
            return f"<{type(self).__name__} {_shortened(node._data)!r}>"
        return f"<{type(self).__name__} {_shortened(node_markup(node))}>"

    def __copy__(self) -> Any:
        return clone_node(self, None, True)  # type: ignore[arg-type]

    def __deepcopy__(self, memo: dict[int, object]) -> Any:
        return clone_node(self, None, True)  # type: ignore[arg-type]

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        raise TypeError(
            f"cannot pickle {type(self).__name__!r} objects: a node belongs to its document's "
            "tree; pickle its markup (outerHTML) instead, or copy.deepcopy() it (cloneNode)"
        )


class EventExtras(_NotAValue):
    """``Event``'s: ``repr()``, no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        event: Any = self
        return f"<{type(self).__name__} type={event._type!r}>"


class AbortControllerExtras(_NotAValue):
    """``AbortController``'s: ``repr()``, no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        aborted = self._signal._reason is not None  # type: ignore[attr-defined]
        return f"<{type(self).__name__} {'aborted' if aborted else 'not aborted'}>"


class CollectionExtras(_NotAValue):
    """``NodeList``'s, ``HTMLCollection``'s, ``NamedNodeMap``'s and ``DOMTokenList``'s:
    ``repr()`` (the length), no copying or pickling (a live view of a tree)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} length={self._length}>"  # type: ignore[attr-defined]


class DOMImplementationExtras(_NotAValue):
    """``DOMImplementation``'s: ``repr()``, no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


class MutationObserverExtras(_NotAValue):
    """``MutationObserver``'s: ``repr()`` (how many records wait), no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        waiting = len(self._record_queue)  # type: ignore[attr-defined]
        return f"<{type(self).__name__} records={waiting}>"


class MutationRecordExtras(_NotAValue):
    """``MutationRecord``'s: ``repr()`` (its type and target), no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        record: Any = self
        return f"<{type(self).__name__} {record._type} of {record._target!r}>"


class TraverserExtras(_NotAValue):
    """``NodeIterator``'s and ``TreeWalker``'s: ``repr()`` (the root), no copying or pickling
    (a position in a live tree)."""

    __slots__ = ()

    def __repr__(self) -> str:
        root = self._root  # type: ignore[attr-defined]
        return f"<{type(self).__name__} root={root!r}>"


class RangeExtras(_NotAValue):
    """``AbstractRange``'s (``Range``'s and ``StaticRange``'s): ``repr()`` (the boundary
    points), ``copy.copy`` (the same boundary points), no pickling or deep copy."""

    __slots__ = ()

    def __repr__(self) -> str:
        this: Any = self
        return (
            f"<{type(self).__name__} start=({this._start_node!r}, {this._start_offset}) "
            f"end=({this._end_node!r}, {this._end_offset})>"
        )

    def __copy__(self) -> Any:
        this: Any = self
        if hasattr(this, "_clone_range"):
            return this._clone_range()
        copy: Any = type(self).__new__(type(self))
        copy._start_node, copy._start_offset = this._start_node, this._start_offset
        copy._end_node, copy._end_offset = this._end_node, this._end_offset
        return copy
