"""Character data (https://dom.spec.whatwg.org/#interface-characterdata,
https://dom.spec.whatwg.org/#interface-text): replace data, substring data, split a Text node,
a Text node's contiguous Text nodes, and child and descendant text content, under their names.

Offsets and counts are in UTF-16 code units, as JavaScript's strings count: a code point above
U+FFFF is two, and an offset may fall between the two halves of one (the half is then kept as a
lone surrogate, as in a browser). Python strings count code points, so an offset is turned into
a string index through the data's UTF-16 index (:func:`~._tree.astral_positions`: where its
code points above U+FFFF are, kept per data string), by a bisection; where the data has no code
point above U+FFFF (the common case) the two are the same and nothing is converted.

Replace data queues a "characterData" mutation record while some node has a registered observer
(``_mutation_observers``) and moves the boundary points of the live ranges in the node
(``_live_ranges``) where its document has some. A ``ProcessingInstruction``'s
attribute map follows its data (:mod:`._processing_instruction`).
"""

from __future__ import annotations

from bisect import bisect_left

from ._exception import DOMException
from ._kept_text import descendant_text_parts, drop_kept_texts
from ._live_ranges import live_range_replace_data_steps, live_range_split_text_steps
from ._mutation import insert
from ._mutation_observers import document_observed, queue_a_mutation_record
from ._nodes import (
    CDATA_SECTION_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    CharacterDataImpl,
    NodeImpl,
    TextImpl,
    make_node,
)
from ._tree import astral_positions, utf16_length

__all__ = [
    "append_data",
    "child_text_content",
    "contiguous_text_nodes",
    "data_length",
    "delete_data",
    "descendant_text_content",
    "get_data",
    "insert_data",
    "replace_data",
    "replace_data_method",
    "set_data",
    "split_text",
    "substring_data",
    "whole_text",
]

_TEXT_TYPES = (TEXT_NODE, CDATA_SECTION_NODE)


def _from_units(units: str) -> str:
    """The string whose UTF-16 code units are ``units``: pairs of surrogates joined back into
    their code point, lone ones kept."""
    try:
        units.encode("utf-8")
    except UnicodeEncodeError:  # (a surrogate)
        return units.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    return units


def replace_data(
    node: CharacterDataImpl,
    offset: int,
    count: int,
    data: str,
    pi_attributes_already_updated: bool = False,
) -> None:
    """https://dom.spec.whatwg.org/#concept-cd-replace: replace ``count`` code units of the
    node's data from ``offset`` with ``data`` (an ``IndexSizeError`` past the end)."""
    old = node._data
    # 4. (before the change: an IndexSizeError queues nothing, as 2. is first)
    if document_observed(node._node_document):
        _queue_character_data_record(node, offset)
    length = utf16_length(old)
    if offset > length:  # 2.
        raise DOMException(
            f"The offset {offset} is past the data's length {length}.", "IndexSizeError"
        )
    count = min(count, length - offset)  # 3.
    # 5.-7. (halves of a pair that meet are one code point, as JavaScript reads them)
    if astral_positions(old):
        new = _units_slice(old, 0, offset) + data + _units_slice(old, offset + count, length)
    else:
        new = old[:offset] + data + old[offset + count :]
    node._data = _from_units(new)
    document = node._node_document
    if document._live_ranges:  # 8.-11.
        live_range_replace_data_steps(node, offset, count, utf16_length(data))
    if node._node_type == PROCESSING_INSTRUCTION_NODE and not pi_attributes_already_updated:
        # 12. update attributes from data: parsed from the new data when next read
        node._attribute_map = None  # type: ignore[attr-defined]
    document._version += 1
    document._located_changes += 1
    parent = node._parent
    if document._kept_texts:
        drop_kept_texts(parent)
    if parent is not None:  # 13.
        steps = parent._children_changed_steps
        if steps is not None:
            steps()


def _queue_character_data_record(node: CharacterDataImpl, offset: int) -> None:
    """Step 4 of replace data: queue a mutation record of "characterData" for the node with its
    old data, unless step 2 will throw (the offset is past the data's length)."""
    data = node._data
    if offset > utf16_length(data):
        return
    queue_a_mutation_record("characterData", node, None, None, data, [], [], None, None)


def substring_data(node: CharacterDataImpl, offset: int, count: int) -> str:
    """https://dom.spec.whatwg.org/#concept-cd-substring: ``count`` code units of the node's
    data from ``offset`` (an ``IndexSizeError`` past the end)."""
    data = node._data
    length = utf16_length(data)
    if offset > length:  # 2.
        raise DOMException(
            f"The offset {offset} is past the data's length {length}.", "IndexSizeError"
        )
    end = min(offset + count, length)  # 3.-4.
    if astral_positions(data):
        return _units_slice(data, offset, end)
    return data[offset:end]


def _code_point_index(text: str, offset: int) -> tuple[int, bool]:
    """The index in ``text`` of the code point at UTF-16 offset ``offset`` (at most its
    length), and whether the offset falls between the two halves of that code point, by a
    bisection of the offsets of its code points above U+FFFF (:func:`~._tree.astral_positions`:
    the k-th of them, at index p, starts at offset p + k)."""
    positions = astral_positions(text)
    if not positions:
        return offset, False
    starts = _astral_starts(text, positions)
    before = bisect_left(starts, offset)  # the astral code points starting before the offset
    if before and starts[before - 1] + 1 == offset:
        return positions[before - 1], True
    return offset - before, False


def _astral_starts(text: str, positions: tuple[int, ...]) -> tuple[int, ...]:
    """The UTF-16 offsets at which the code points above U+FFFF of ``text`` start (kept with
    the positions, for the data string's last few uses)."""
    found = _STARTS.get(id(positions))
    if found is None:
        found = (positions, tuple(p + k for k, p in enumerate(positions)))
        if len(_STARTS) >= 16:
            del _STARTS[next(iter(_STARTS))]
        _STARTS[id(positions)] = found
    return found[1]


#: The offsets of :func:`_astral_starts` by the identity of the positions they are made from
#: (the entry holds that tuple: no other has its id while it is kept): the last 16 strings of
#: astral data, looked up without hashing or comparing the data.
_STARTS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _high_half(character: str) -> str:
    return chr(0xD800 + ((ord(character) - 0x10000) >> 10))


def _low_half(character: str) -> str:
    return chr(0xDC00 + ((ord(character) - 0x10000) & 0x3FF))


def _units_slice(text: str, start: int, end: int) -> str:
    """The UTF-16 code units of ``text`` from offset ``start`` to ``end`` (within its length),
    as a string: halves of a code point cut at either end kept as lone surrogates."""
    if end <= start:
        return ""
    first, first_cut = _code_point_index(text, start)
    last, last_cut = _code_point_index(text, end)
    if first_cut:
        if last_cut and last == first:  # (cannot be: the halves are one code unit apart)
            return ""
        head = _low_half(text[first])
        first += 1
    else:
        head = ""
    tail = _high_half(text[last]) if last_cut else ""
    return head + text[first:last] + tail


def split_text(node: TextImpl, offset: int) -> TextImpl:
    """https://dom.spec.whatwg.org/#concept-text-split: split the Text node at ``offset``
    (code units) and return the new node holding the data after it."""
    length = utf16_length(node._data)  # 1.
    if offset > length:  # 2.
        raise DOMException(
            f"The offset {offset} is past the data's length {length}.", "IndexSizeError"
        )
    count = length - offset  # 3.
    new_data = substring_data(node, offset, count)  # 4.
    # 5. a new node of the same class (a CDATASection's is one too, as in Chromium 156)
    new_node = make_node(type(node), node._node_document, new_data)
    parent = node._parent  # 6.
    if parent is not None:  # 7.
        insert(new_node, parent, node._next_sibling)  # 7.1.
        if node._node_document._live_ranges:  # 7.2.-7.5.
            live_range_split_text_steps(node, new_node, offset)
    replace_data(node, offset, count, "")  # 8.
    return new_node  # 9.


def contiguous_text_nodes(node: NodeImpl, exclusive: bool = False) -> list[NodeImpl]:
    """https://dom.spec.whatwg.org/#contiguous-text-nodes (``exclusive``: the contiguous
    exclusive Text nodes, which leave out CDATASection nodes), in tree order."""
    kinds = (TEXT_NODE,) if exclusive else _TEXT_TYPES
    first = node
    while first._previous_sibling is not None and first._previous_sibling._node_type in kinds:
        first = first._previous_sibling
    found = []
    current: NodeImpl | None = first
    while current is not None and (current is node or current._node_type in kinds):
        found.append(current)
        current = current._next_sibling
    return found


def child_text_content(node: NodeImpl) -> str:
    """https://dom.spec.whatwg.org/#concept-child-text-content: the data of the node's Text
    children, concatenated."""
    parts = []
    child = node._first_child
    while child is not None:
        if child._node_type in _TEXT_TYPES:
            parts.append(child._data)  # type: ignore[attr-defined]
        child = child._next_sibling
    return "".join(parts)


def descendant_text_content(node: NodeImpl) -> str:
    """https://dom.spec.whatwg.org/#concept-descendant-text-content: the data of the node's
    Text descendants in tree order, concatenated (one walk in tree order, without a
    generator step per descendant: :func:`~._kept_text.descendant_text_parts`)."""
    return "".join(descendant_text_parts(node))


def get_data(this: CharacterDataImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-characterdata-data: the getter returns the data."""
    return this._data


def set_data(this: CharacterDataImpl, value: str) -> None:
    """https://dom.spec.whatwg.org/#dom-characterdata-data: the setter replaces the data
    (0 to its length) with the new value (``[LegacyNullToEmptyString]``: "" for null)."""
    replace_data(this, 0, utf16_length(this._data), value)


def data_length(this: CharacterDataImpl) -> int:
    """https://dom.spec.whatwg.org/#dom-characterdata-length: the length in code units."""
    return utf16_length(this._data)


def append_data(this: CharacterDataImpl, data: str) -> None:
    """https://dom.spec.whatwg.org/#dom-characterdata-appenddata."""
    replace_data(this, utf16_length(this._data), 0, data)


def insert_data(this: CharacterDataImpl, offset: int, data: str) -> None:
    """https://dom.spec.whatwg.org/#dom-characterdata-insertdata."""
    replace_data(this, offset, 0, data)


def delete_data(this: CharacterDataImpl, offset: int, count: int) -> None:
    """https://dom.spec.whatwg.org/#dom-characterdata-deletedata."""
    replace_data(this, offset, count, "")


def replace_data_method(this: CharacterDataImpl, offset: int, count: int, data: str) -> None:
    """https://dom.spec.whatwg.org/#dom-characterdata-replacedata."""
    replace_data(this, offset, count, data)


def whole_text(this: TextImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-text-wholetext: the data of the contiguous Text nodes
    of this one, in tree order."""
    return "".join(node._data for node in contiguous_text_nodes(this))  # type: ignore[attr-defined]
