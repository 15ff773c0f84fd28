"""Plain text typed into an editing host (``contenteditable``, ``contenteditable=plaintext-only``)
as Chromium 156 edits it under Playwright's keyboard (https://w3c.github.io/input-events/, the
editing commands' effects as recorded in tests/testing/_actions_chromium.json.gz): at the
document's selection (``getSelection()``, :mod:`._host_caret`), the host's content seen as
paragraphs (the inline nodes at the host's level between its ``div`` children, and each
``div``), each edit's
``beforeinput`` carrying its target range (``getTargetRanges()``: none in a
``plaintext-only`` host, as Chromium).

- ``insertText``: the selection's contents deleted, the text put into the text node at the
  caret (a placeholder ``<br>``, or ``\\n`` of a ``plaintext-only`` host, replaced), the white
  space around it rebalanced in a ``contenteditable`` host (:func:`_rebalance`: runs of spaces
  alternate with no-break spaces, one at a paragraph's ends is a no-break space); a text with
  line breaks: its lines, a paragraph inserted between them (``input`` for each piece).
- ``insertParagraph`` (Enter in a ``contenteditable`` host): a new ``<div>`` after the caret's
  paragraph (the text after the caret moved into it; ``<div><br></div>`` at its end), or
  before it at its start; an empty host becomes two empty ``div``\\ s.
- ``insertLineBreak`` (Shift+Enter; Enter in a ``plaintext-only`` host): a ``<br>`` (a ``\\n``
  text node) at the caret, and a placeholder after it at the end of a paragraph.
- ``deleteContentBackward``/``Forward``: the selection's contents, else the character before
  (after) the caret, or, at a ``div``'s start, the paragraph merged into the one before; an
  emptied paragraph gets a placeholder ``<br>``.
"""

from __future__ import annotations

from typing import Any

from ._events import fire_input, fire_text_input
from ._host_caret import (
    block_of,
    current_range,
    index_of,
    is_block,
    is_plaintext,
    normalized,
    paragraph_bounds,
    set_caret,
    texts_of,
)

__all__ = ["delete", "insert", "line_break", "paragraph"]

_TEXT = 3
_NBSP = "\xa0"
_SPACES = " \xa0\n\t"


# -- the paragraphs -------------------------------------------------------------------------


def _has_content(nodes: list[Any]) -> bool:
    return any(n.nodeType == _TEXT and n.data for n in nodes) or any(
        n.nodeType != _TEXT and n.localName != "br" for n in nodes
    )


def _placeholder(host: Any) -> Any:
    document = host.ownerDocument
    return document.createElement("br")


def _new_div(host: Any, nodes: list[Any] | None = None) -> Any:
    document = host.ownerDocument
    div = document.createElement("div")
    if nodes:
        for node in nodes:
            div.appendChild(node)
    else:
        div.appendChild(_placeholder(host))
    return div


def _split(node: Any, offset: int) -> tuple[Any, int]:
    """The caret as (parent, child index): a text node split there."""
    if node.nodeType != _TEXT:
        return node, offset
    parent = node.parentNode
    index = list(parent.childNodes).index(node)
    if offset == 0:
        return parent, index
    if offset >= len(node.data):
        return parent, index + 1
    node.splitText(offset)
    return parent, index + 1


# -- the edits --------------------------------------------------------------------------------


def _target_ranges(host: Any, start: tuple[Any, int], end: tuple[Any, int]) -> tuple[Any, ...]:
    if is_plaintext(host):
        return ()
    from webapi.dom import StaticRange

    return (
        StaticRange(
            {
                "startContainer": start[0],
                "startOffset": start[1],
                "endContainer": end[0],
                "endOffset": end[1],
            }
        ),
    )


def _before(host: Any, view: Any, input_type: str, data: str | None, ranges: Any) -> bool:
    return fire_input("beforeinput", host, view, input_type, data, True, ranges)


def _after(host: Any, view: Any, input_type: str, data: str | None) -> None:
    fire_input("input", host, view, input_type, data, False)


def _selected_range(host: Any) -> tuple[tuple[Any, int], tuple[Any, int]]:
    node, start, end_node, end = current_range(host)
    return normalized(node, start), normalized(end_node, end)


def _delete_selection(host: Any) -> tuple[Any, int]:
    """The selection's contents deleted; the caret where they were."""
    selection = host.ownerDocument.getSelection()
    live = selection.getRangeAt(0)
    live.deleteContents()
    node, offset = live.startContainer, live.startOffset
    if node.nodeType == _TEXT and not node.data:
        parent = node.parentNode
        index = list(parent.childNodes).index(node)
        parent.removeChild(node)
        node, offset = parent, index
    return node, offset


def insert(host: Any, view: Any, text: str) -> None:
    """``insertText`` of ``text`` at the selection (Enter's and Shift+Enter's are
    :func:`paragraph` and :func:`line_break`)."""
    start, end = _selected_range(host)
    if not _before(host, view, "insertText", text, _target_ranges(host, start, end)):
        return
    if not fire_text_input(host, view, text):
        return
    if start != end:
        start = normalized(*_delete_selection(host))
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if index:
            _paragraph(host)
            _after(host, view, "insertText", None)
        if line:
            _insert_text(host, line)
            _after(host, view, "insertText", line)


def _insert_text(host: Any, text: str) -> None:
    node, offset, _, _ = current_range(host)
    node, offset = normalized(node, offset)
    document = host.ownerDocument
    if node.nodeType == _TEXT:
        if is_plaintext(host) and offset == 0 and _is_text_placeholder(node):
            node.data = ""
    else:
        children = node.childNodes
        following = children[offset] if offset < len(children) else None
        new = document.createTextNode("")
        if following is not None and _is_br_placeholder(following):
            node.replaceChild(new, following)
        else:
            node.insertBefore(new, following)
        node, offset = new, 0
    node.insertData(offset, text)
    if not is_plaintext(host):
        _rebalance(node, offset, offset + len(text))
    set_caret(host, node, offset + len(text))


def _is_br_placeholder(node: Any) -> bool:
    """A ``<br>`` ending its paragraph after a line break or alone in it."""
    if node.nodeType == _TEXT or node.localName != "br" or node.nextSibling is not None:
        return False
    before = node.previousSibling
    return before is None or (before.nodeType != _TEXT and before.localName == "br")


def _is_text_placeholder(node: Any) -> bool:
    """A ``plaintext-only`` host's last ``\\n`` after a line break."""
    if node.data != "\n" or node.nextSibling is not None:
        return False
    before = node.previousSibling
    return before is not None and before.nodeType == _TEXT and before.data.endswith("\n")


def _rebalance(node: Any, start: int, end: int) -> None:
    """Chromium's white space rebalancing of the run of spaces around ``start``-``end`` in
    ``node``: a space at a paragraph's start or end, or after a space, is a no-break space;
    the first of two spaces too."""
    data = node.data
    upstream = start
    while upstream > 0 and data[upstream - 1] in _SPACES:
        upstream -= 1
    downstream = end
    while downstream < len(data) and data[downstream] in _SPACES:
        downstream += 1
    if upstream == downstream:
        return
    following = node.nextSibling
    at_end = downstream == len(data) and not (
        following is not None and following.nodeType == _TEXT and following.data
    )
    at_start = upstream == 0
    piece = data[upstream:downstream]
    out = []
    previous = ""
    for index, char in enumerate(piece):
        if char not in _SPACES:
            out.append(char)
        elif (index == 0 and at_start) or (index == len(piece) - 1 and at_end):
            out.append(_NBSP)  # (at a paragraph's start or end)
        elif previous == " ":
            out.append(_NBSP)
        elif previous == _NBSP:
            out.append(" ")
        elif index + 1 < len(piece) and piece[index + 1] in _SPACES:
            out.append(_NBSP)
        else:
            out.append(" ")
        previous = out[-1]
    rebalanced = "".join(out)
    if rebalanced != piece:
        node.replaceData(upstream, len(piece), rebalanced)


def paragraph(host: Any, view: Any) -> None:
    """Enter in a ``contenteditable`` host: ``insertParagraph``."""
    start, end = _selected_range(host)
    if not _before(host, view, "insertParagraph", None, _target_ranges(host, start, end)):
        return
    if not fire_text_input(host, view, "\n"):
        return
    if start != end:
        _delete_selection(host)
    _paragraph(host)
    _after(host, view, "insertParagraph", None)


def _paragraph(host: Any) -> None:
    node, offset, _, _ = current_range(host)
    node, offset = normalized(node, offset)
    block = block_of(host, node)
    container = host if block is host else block
    parent, index = _split(node, offset)
    if parent is not container:  # (the caret inside an inline element: its paragraph's end)
        index = len(container.childNodes)
    children = list(container.childNodes)
    low, high = (0, len(children)) if block is not host else paragraph_bounds(children, index)
    before, after = children[low:index], children[index:high]
    reference = children[high] if high < len(children) else None
    if block is not host:
        reference = block.nextSibling
    empty = not _has_content(before) and not _has_content(after)
    if not empty or block is host:
        for child in (before if not _has_content(before) else []) + (
            after if not _has_content(after) else []
        ):
            container.removeChild(child)
    if not _has_content(after):
        if block is host and not _has_content(before):
            host.insertBefore(_new_div(host), reference)
        new = _new_div(host)
        host.insertBefore(new, reference)
        set_caret(host, new, 0)
    elif not _has_content(before):
        host.insertBefore(_new_div(host), after[0] if block is host else block)
        set_caret(host, *normalized(container, index_of(after[0])))
    else:
        new = _new_div(host, after)
        host.insertBefore(new, reference)
        set_caret(host, *normalized(new, 0))


def line_break(host: Any, view: Any) -> None:
    """Shift+Enter (Enter in a ``plaintext-only`` host): ``insertLineBreak``."""
    start, end = _selected_range(host)
    if not _before(host, view, "insertLineBreak", None, _target_ranges(host, start, end)):
        return
    if not fire_text_input(host, view, "\n"):
        return
    if start != end:
        _delete_selection(host)
    node, offset, _, _ = current_range(host)
    node, offset = normalized(node, offset)
    plain = is_plaintext(host)
    document = host.ownerDocument

    def make() -> Any:
        return document.createTextNode("\n") if plain else document.createElement("br")

    parent, index = _split(node, offset)
    following = parent.childNodes[index] if index < len(parent.childNodes) else None
    parent.insertBefore(make(), following)
    if following is None:
        placeholder = make()
        parent.appendChild(placeholder)
        following = placeholder
    if following.nodeType == _TEXT:
        set_caret(host, following, 0)
    else:
        set_caret(host, parent, index + 1)
    _after(host, view, "insertLineBreak", None)


def delete(host: Any, view: Any, forward: bool) -> None:
    """Backspace (``forward`` false) or Delete: ``deleteContentBackward``/``Forward``."""
    input_type = "deleteContentForward" if forward else "deleteContentBackward"
    start, end = _selected_range(host)
    if start != end:
        if not _before(host, view, input_type, None, _target_ranges(host, start, end)):
            return
        node, offset = _delete_selection(host)
        _fill_empty(host, node, offset)
        _after(host, view, input_type, None)
        return
    plan = _deletion(host, start, forward)
    if plan is None:
        _before(host, view, input_type, None, _target_ranges(host, start, start))
        return
    first, last, apply = plan
    if not _before(host, view, input_type, None, _target_ranges(host, first, last)):
        return
    apply()
    _after(host, view, input_type, None)


def _fill_empty(host: Any, node: Any, offset: int) -> None:
    """An emptied paragraph gets a placeholder ``<br>``, the caret before it."""
    node, offset = normalized(node, offset)
    block = block_of(host, node)
    container = host if block is host else block
    if node is not container:
        if node.parentNode is not container:
            return
        offset = index_of(node)
    children = list(container.childNodes)
    low, high = (0, len(children)) if block is not host else paragraph_bounds(children, offset)
    nodes = children[low:high]
    if _has_content(nodes) or any(n.nodeType != _TEXT for n in nodes):
        return
    for child in nodes:
        container.removeChild(child)
    reference = container.childNodes[low] if low < len(container.childNodes) else None
    container.insertBefore(_placeholder(host), reference)
    set_caret(host, container, low)


def _deletion(host: Any, caret: tuple[Any, int], forward: bool) -> Any:
    """What Backspace/Delete removes at the collapsed ``caret``: ``(start, end, apply)``, or
    None where there is nothing."""
    node, offset = caret
    if node.nodeType == _TEXT:
        length = len(node.data)
        if forward and offset < length:
            return (node, offset), (node, offset + 1), lambda: _remove_char(host, node, offset)
        if not forward and offset > 0:
            return (node, offset - 1), (node, offset), lambda: _remove_char(host, node, offset - 1)
        parent = node.parentNode
        index = list(parent.childNodes).index(node) + (1 if forward else 0)
    else:
        parent, index = node, offset
    children = parent.childNodes
    if forward:
        return None
    if index > 0:
        before = children[index - 1]
        if before.nodeType == _TEXT and before.data:
            length = len(before.data)
            return (
                (before, length - 1),
                (before, length),
                lambda: _remove_char(host, before, length - 1),
            )
        if before.nodeType != _TEXT and before.localName == "br":
            return (parent, index - 1), (parent, index), lambda: _remove_br(host, before)
        return None
    block = block_of(host, parent)
    if block is host or parent is not block:
        return None
    previous = block.previousSibling
    if previous is None:
        return None
    if is_block(previous):
        texts = texts_of(previous)
        end = (texts[-1], len(texts[-1].data)) if texts else (previous, 0)
    else:
        end = (
            (previous, len(previous.data))
            if previous.nodeType == _TEXT
            else (host, index_of(previous) + 1)
        )
    return end, (block, 0), lambda: _merge(host, block, previous, end)


def _remove_char(host: Any, node: Any, offset: int) -> None:
    node.deleteData(offset, 1)
    if node.data:
        if not is_plaintext(host):
            _rebalance(node, offset, offset)
        set_caret(host, node, offset)
        return
    parent = node.parentNode
    before, after = node.previousSibling, node.nextSibling
    index = index_of(node)
    parent.removeChild(node)
    line_start = (
        before is None
        or (before.nodeType == _TEXT and before.data.endswith("\n"))
        or (before.nodeType != _TEXT and before.localName == "br")
    )
    if after is None and line_start:
        parent.insertBefore(_placeholder(host), None)
        set_caret(host, parent, index)
    elif (
        before is not None
        and before.nodeType == _TEXT
        and not (before.data.endswith("\n") and after is not None and after.nodeType == _TEXT)
    ):
        set_caret(host, before, len(before.data))
    elif after is not None and after.nodeType == _TEXT:
        set_caret(host, after, 0)
    else:
        set_caret(host, parent, index)


def _remove_br(host: Any, br: Any) -> None:
    parent = br.parentNode
    index = index_of(br)
    parent.removeChild(br)
    set_caret(host, *normalized(parent, index))


def _merge(host: Any, block: Any, previous: Any, end: tuple[Any, int]) -> None:
    """The paragraph ``block`` merged into the one before it (``previous``, its last node
    or its ``div``)."""
    moved = [n for n in block.childNodes if not _is_br_placeholder(n)]
    if is_block(previous):
        target = previous
        if moved:
            for child in list(previous.childNodes):
                if _is_br_placeholder(child):
                    previous.removeChild(child)
        for child in moved:
            target.appendChild(child)
    else:
        reference = block
        for child in moved:
            host.insertBefore(child, reference)
    host.removeChild(block)
    set_caret(host, *end)
