"""The descendant text content (https://dom.spec.whatwg.org/#concept-descendant-text-content)
of an element or a document fragment, kept between reads: ``textContent``'s getter.

**What is kept.** A node's kept text is an entry in its ``_cache`` (:data:`KEPT_TEXT`): its
node document, that document's text version at the read (:func:`text_version`), the text, and
its weight (how many Text nodes' data it joins). A first read walks the subtree and keeps the
text of a node with at least :data:`KEPT_TEXT_FROM` Text descendants; a read of a node whose
kept text was dropped since (a read again after a change) walks it again keeping, besides,
the text of each element below with at least :data:`KEPT_SUBTREE_FROM` Text descendants, and
reuses the kept text of each element whose text is still kept: after a change deep in a large
tree, a read walks the changed node's ancestors' children, not the tree.

**Why a kept text is right.** A kept text is read while two things hold:

- its document's text version is the one it was kept at. The version is ``_version`` (which
  every change to the document's trees moves on: the DOM's, the HTML parser's, another
  specification's through ``document_changed``) less ``_attribute_changes`` (no attribute
  decides a descendant text content) less ``_located_changes``, the changes that dropped the
  kept texts of the changed node's ancestors themselves (below). A change of any other kind
  moves the version on, and every text kept in the document is read again: the HTML
  parser's inserts and Text data, a node adopted out of the document (a subtree taken to
  another document, changed there and brought back is read again; its kept texts name the
  old document, so none is read in the new one);
- it was not dropped: "insert", "append", "remove", "move", "replace data" and the links of
  a clone count a located change and, once the document kept some text (``_kept_texts``),
  call :func:`drop_kept_texts` on the parent the change was made in, which marks the kept
  text of it and of each of its ancestors dropped (:data:`DROPPED`). The descendant text
  content of a node changes only when a Text node among its descendants changes data or a
  node is inserted into or removed from it or its descendants, and each such change is made
  in a parent that is the node or one of its descendants.

**A parsed document's texts.** HTML's parser, where it knows the tree order of every Text
node it made (each appended at the current node's end, or foster parented before a table it
marked, and no move but the adoption agency algorithm's at the tree's end; no template
contents), records them in tree order in the document's ``_cache`` under
:data:`PARSED_TEXTS` (:func:`record_parsed_texts`) with the document's version less its
attribute changes then. The first read of the document element's text takes the entry out
and, while that version holds (no change to the tree or to a Text node's data since), joins
their data instead of walking the tree: a walk reads every node, the joins the Text nodes.

An entry's tuple holds the Text nodes' data joined, never the nodes: a kept text keeps no
node alive. Memory: one string per kept node (the tree's text once per level of kept nodes)
and, for an element that had no ``_cache``, a dict; measured in ``benchmarks/README.md``.
"""

from __future__ import annotations

from ._nodes import CDATA_SECTION_NODE, TEXT_NODE, DocumentImpl, NodeImpl, TextImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "DROPPED",
    "KEPT_SUBTREE_FROM",
    "KEPT_TEXT",
    "KEPT_TEXT_FROM",
    "PARSED_TEXTS",
    "descendant_text_parts",
    "drop_kept_texts",
    "kept_descendant_text_content",
    "record_parsed_texts",
    "text_version",
]

#: The key, in an element's or a document fragment's ``_cache``, of its kept text: (node
#: document, text version, text, weight: the count of Text nodes whose data it joins).
KEPT_TEXT = "descendant text"
#: A kept text dropped by a change inside (read again by the walk that keeps subtrees' texts).
DROPPED: tuple[Any, int, str, int] = (None, -1, "", 0)
#: The fewest Text descendants whose joined data a first read keeps (below, a walk costs
#: about what keeping would, and nothing is held).
KEPT_TEXT_FROM = 32
#: The fewest Text descendants of an element below a node read again after a change whose
#: text that read keeps (a tenth of a typical article's element count: see the module's
#: docstring).
KEPT_SUBTREE_FROM = 16
#: The key, in a document's ``_cache``, of HTML's parser's record of its Text nodes: (the
#: document's version less its attribute changes at the end of the parse, the Text nodes in
#: tree order).
PARSED_TEXTS = "parsed texts"


def record_parsed_texts(document: DocumentImpl, texts: list[TextImpl]) -> None:
    """Keep in the document's ``_cache`` the Text nodes HTML's parser made, in tree order
    (see the module's docstring), for the state of the tree now."""
    cache: dict[str, object] | None = document._cache
    if cache is None:
        cache = document._cache = {}
    cache[PARSED_TEXTS] = (document._version - document._attribute_changes, texts)


def text_version(document: DocumentImpl) -> int:
    """The document's text version (see the module's docstring)."""
    return document._version - document._attribute_changes - document._located_changes


def drop_kept_texts(node: NodeImpl | None) -> None:
    """Mark the kept text of ``node`` (where a change inside was made) and of each of its
    ancestors dropped."""
    while node is not None:
        cache: dict[str, object] | None = node._cache  # type: ignore[attr-defined]
        if cache is not None and KEPT_TEXT in cache:
            cache[KEPT_TEXT] = DROPPED
        node = node._parent


def kept_descendant_text_content(node: NodeImpl) -> str:
    """The descendant text content of an element or a document fragment, kept in its
    ``_cache`` (see the module's docstring): its kept text while it holds, else a walk."""
    document = node._node_document
    version = document._version - document._attribute_changes - document._located_changes
    cache: dict[str, object] | None = node._cache  # type: ignore[attr-defined]
    kept: Any = None if cache is None else cache.get(KEPT_TEXT)
    if kept is None:  # (a first read)
        parts = None
        if node._parent is document:
            parsed: Any = document._cache and document._cache.pop(PARSED_TEXTS, None)
            if parsed and parsed[0] == document._version - document._attribute_changes:
                parts = [text._data for text in parsed[1]]
        if parts is None:
            parts = descendant_text_parts(node)
        weight = len(parts)
        text = "".join(parts)
    elif kept[0] is document and kept[1] == version:
        return kept[2]  # type: ignore[no-any-return]
    else:  # (read again after a change: the walk may keep texts below, weight or not)
        text, weight = _walk_keeping_subtrees(node, document, version)
        document._kept_texts = True
    if weight >= KEPT_TEXT_FROM:
        if cache is None:
            cache = node._cache = {}  # type: ignore[attr-defined]
        cache[KEPT_TEXT] = (document, version, text, weight)
        document._kept_texts = True
    elif kept is not None:
        del cache[KEPT_TEXT]  # type: ignore[union-attr]
    return text


def descendant_text_parts(node: NodeImpl) -> list[str]:
    """The data of the node's Text descendants, in tree order.

    The walk learns the class of the first Text node it meets and tests the others by their
    class: the common node is read by code that sees one class only (CPython then reads its
    slots directly), the rest by their node type; an element whose one child is such a Text
    node is read without going down to it."""
    parts: list[str] = []
    append = parts.append
    text_class: type | None = None
    # (only elements among descendants have children: at one, the walk goes down and keeps
    # the next sibling to come back to)
    pending: list[NodeImpl | None] = []
    current: NodeImpl | None = node._first_child
    while True:
        while current is not None:
            if type(current) is text_class:
                append(current._data)  # type: ignore[attr-defined]
                current = current._next_sibling
                continue
            child = current._first_child
            if child is not None:
                if type(child) is text_class and child._next_sibling is None:
                    append(child._data)  # type: ignore[attr-defined]  # (its one child)
                else:
                    pending.append(current._next_sibling)
                    current = child
                    continue
            else:
                kind = current._node_type
                if kind == TEXT_NODE:
                    append(current._data)  # type: ignore[attr-defined]
                    text_class = type(current)
                elif kind == CDATA_SECTION_NODE:
                    append(current._data)  # type: ignore[attr-defined]
            current = current._next_sibling
        if not pending:
            break
        current = pending.pop()
    return parts


def _walk_keeping_subtrees(node: NodeImpl, document: DocumentImpl, version: int) -> tuple[str, int]:
    """The descendant text content of ``node`` and its weight: :func:`descendant_text_parts`'s
    walk, which also reads the text an element below keeps at ``version`` instead of going
    down to its children, and keeps the text of each element it goes down to that has at
    least :data:`KEPT_SUBTREE_FROM` Text descendants (its parts then joined into one).

    ``extra`` counts the Text nodes the parts stand for beyond one each (a kept text's weight
    less one), so an element's weight is the parts its walk appended plus what ``extra``
    grew by meanwhile."""
    parts: list[str] = []
    append = parts.append
    extra = 0
    text_class: Any = None
    # (the elements gone down to: each with where its parts and extra start)
    pending: list[tuple[Any, int, int]] = []
    current: Any = node._first_child
    while True:
        while current is not None:
            if type(current) is text_class:
                append(current._data)
                current = current._next_sibling
                continue
            child = current._first_child
            if child is not None:
                if type(child) is text_class and child._next_sibling is None:
                    append(child._data)  # (its one child)
                else:
                    cache = current._cache
                    if cache is not None:
                        kept = cache.get(KEPT_TEXT)
                        if kept is not None and kept[0] is document and kept[1] == version:
                            append(kept[2])
                            extra += kept[3] - 1
                            current = current._next_sibling
                            continue
                    pending.append((current, len(parts), extra))
                    current = child
                    continue
            else:
                kind = current._node_type
                if kind == TEXT_NODE:
                    append(current._data)
                    text_class = type(current)
                elif kind == CDATA_SECTION_NODE:
                    append(current._data)
            current = current._next_sibling
        if not pending:
            break
        element, start, extra_start = pending.pop()
        count = len(parts) - start
        weight = count + extra - extra_start
        if weight >= KEPT_SUBTREE_FROM:
            text = "".join(parts[start:])
            del parts[start:]
            append(text)
            extra += count - 1
            cache = element._cache
            if cache is None:
                cache = element._cache = {}
            cache[KEPT_TEXT] = (document, version, text, weight)
        current = element._next_sibling
    return "".join(parts), len(parts) + extra
