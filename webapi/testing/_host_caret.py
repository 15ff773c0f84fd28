"""The caret in an editing host (``contenteditable``) as Chromium 156 places and moves it
under Playwright's actions: at the document's selection (``getSelection()``), focus putting it
at the host's start, a click at its end (the zero layout: past the text), ``fill`` selecting
the host's contents, Control+A its text, the caret keys moving it by characters and to a
paragraph's ends; and the paragraphs :mod:`._host_editing` edits: the inline nodes at the
host's level between its ``div`` children, and each ``div``.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "block_of",
    "caret_to_end",
    "caret_to_start",
    "current_range",
    "index_of",
    "is_block",
    "is_plaintext",
    "move_caret",
    "normalized",
    "paragraph_bounds",
    "select_all",
    "select_contents",
    "set_caret",
    "texts_of",
]

TEXT_NODE = 3


def is_plaintext(host: Any) -> bool:
    """Whether ``host`` is a ``contenteditable=plaintext-only`` host."""
    return str(host.getAttribute("contenteditable") or "").lower() == "plaintext-only"


def _selection(host: Any) -> Any:
    return host.ownerDocument.getSelection()


def set_caret(host: Any, node: Any, offset: int, end: tuple[Any, int] | None = None) -> None:
    selection = _selection(host)
    if end is None:
        selection.collapse(node, offset)
    else:
        selection.setBaseAndExtent(node, offset, end[0], end[1])


def current_range(host: Any) -> tuple[Any, int, Any, int]:
    """The selection's range in ``host`` (its start if it is elsewhere)."""
    selection = _selection(host)
    if selection.rangeCount:
        live = selection.getRangeAt(0)
        if host.contains(live.startContainer) and host.contains(live.endContainer):
            return live.startContainer, live.startOffset, live.endContainer, live.endOffset
    return host, 0, host, 0


def normalized(node: Any, offset: int) -> tuple[Any, int]:
    """A position in an element next to a text node: in that text node (Chromium's
    canonical position)."""
    if node.nodeType == TEXT_NODE:
        return node, offset
    children = node.childNodes
    if offset > 0 and children[offset - 1].nodeType == TEXT_NODE:
        return children[offset - 1], len(children[offset - 1].data)
    if offset < len(children) and children[offset].nodeType == TEXT_NODE:
        return children[offset], 0
    return node, offset


def texts_of(node: Any) -> list[Any]:
    out: list[Any] = []
    for child in node.childNodes:
        if child.nodeType == TEXT_NODE:
            out.append(child)
        else:
            out.extend(texts_of(child))
    return out


def caret_to_start(host: Any) -> None:
    """Focus's caret: at the host's start, unless the selection is in it already."""
    selection = _selection(host)
    if selection.rangeCount and host.contains(selection.anchorNode):
        return
    texts = texts_of(host)
    set_caret(host, *((texts[0], 0) if texts else (host, 0)))


def caret_to_end(host: Any) -> None:
    """A click's caret (the zero layout: past the text): at the host's end."""
    texts = texts_of(host)
    set_caret(host, *((texts[-1], len(texts[-1].data)) if texts else (host, 0)))


def select_contents(host: Any) -> None:
    """``fill``'s selection: the host's contents (``selectNodeContents``)."""
    set_caret(host, host, 0, (host, len(host.childNodes)))


def select_all(host: Any) -> None:
    """Control+A: from the first text's start to the last's end."""
    texts = texts_of(host)
    if not texts:
        set_caret(host, host, 0)
    else:
        set_caret(host, texts[0], 0, (texts[-1], len(texts[-1].data)))


def move_caret(host: Any, key: str) -> None:
    """The caret keys: ``ArrowLeft``/``ArrowRight`` one character (into the text node next
    to the caret's, in its paragraph; a selection collapses to its start or end),
    ``Home``/``End`` the ends of the caret's paragraph (its first and last text)."""
    node, start, end_node, end = current_range(host)
    if (node, start) != (end_node, end):
        if key in ("ArrowLeft", "Home", "ArrowUp"):
            set_caret(host, node, start)
        else:
            set_caret(host, end_node, end)
        return
    node, start = normalized(node, start)
    if node.nodeType != TEXT_NODE:
        return
    texts = _paragraph_texts(host, node)
    here = texts.index(node)
    if key == "ArrowLeft":
        if start == 0 and here > 0:
            node, start = texts[here - 1], len(texts[here - 1].data)
        start = max(start - 1, 0)
    elif key == "ArrowRight":
        if start == len(node.data) and here + 1 < len(texts):
            node, start = texts[here + 1], 0
        start = min(start + 1, len(node.data))
    elif key in ("Home", "ArrowUp", "PageUp"):
        node, start = texts[0], 0
    else:
        node, start = texts[-1], len(texts[-1].data)
    set_caret(host, node, start)


def _paragraph_texts(host: Any, node: Any) -> list[Any]:
    """The text nodes of the paragraph holding ``node`` (a text node)."""
    block = block_of(host, node)
    if block is not host:
        return texts_of(block)
    child = node
    while child.parentNode is not host:
        child = child.parentNode
    children = list(host.childNodes)
    low, high = paragraph_bounds(children, children.index(child))
    out: list[Any] = []
    for each in children[low:high]:
        out.extend([each] if each.nodeType == TEXT_NODE else texts_of(each))
    return out


def block_of(host: Any, node: Any) -> Any:
    """The caret's paragraph's container: the host's ``div`` child it is in, else the
    host."""
    while node is not host:
        if node.parentNode is host and node.nodeType != TEXT_NODE and node.localName == "div":
            return node
        node = node.parentNode
    return host


def is_block(node: Any) -> bool:
    return bool(node.nodeType != TEXT_NODE and node.localName == "div")


def paragraph_bounds(children: list[Any], index: int) -> tuple[int, int]:
    """The host's child indices of its paragraph around ``index``: its inline nodes
    between its ``div`` children."""
    low = index
    while low > 0 and not is_block(children[low - 1]):
        low -= 1
    high = index
    while high < len(children) and not is_block(children[high]):
        high += 1
    return low, high


def index_of(node: Any) -> int:
    return list(node.parentNode.childNodes).index(node)
