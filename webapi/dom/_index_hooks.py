"""The DOM's "insert" and "remove" steps telling the selectors' element index what changed
(issue 77 item 1): the index (in a document's ``_cache`` under :data:`INDEX_KEY`, present once
a query made it, the selectors engine loaded then) takes the inserted elements in and lets the
removed ones go (:mod:`webapi.selectors._index_changes`) instead of being made again at the
next query."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._nodes import DocumentImpl, NodeImpl

__all__ = ["INDEX_KEY", "index_inserted", "index_removed"]

#: The key of the selectors' element index in a document's ``_cache``.
INDEX_KEY = "selectors: index"


def index_inserted(
    document: DocumentImpl, nodes: list[NodeImpl], parent: NodeImpl, before: int
) -> None:
    """ "insert" linked ``nodes`` into ``parent`` and counted the change, the document's tree
    at count ``before`` until then: the element index takes their elements in."""
    from webapi.selectors import engine

    engine.tree_inserted(document, nodes, parent, before)


def index_removed(document: DocumentImpl, node: NodeImpl, parent: NodeImpl, before: int) -> None:
    """ "remove" took ``node`` out of ``parent`` and counted the change, the document's tree at
    count ``before`` until then: the element index lets its elements go."""
    from webapi.selectors import engine

    engine.tree_removed(document, node, parent, before)
