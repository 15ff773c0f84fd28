"""Character data (webapi/dom/_character_data): replace data and substring data in UTF-16 code
units, against a model that keeps the data as a list of code units (as JavaScript's strings
are), splitting Text nodes, contiguous Text nodes and text content."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi.dom import DOMException
from webapi.dom._character_data import (
    child_text_content,
    contiguous_text_nodes,
    descendant_text_content,
    replace_data,
    split_text,
    substring_data,
)
from webapi.dom._mutation import append
from webapi.dom._nodes import (
    CDATASectionImpl,
    CommentImpl,
    DocumentImpl,
    ElementImpl,
    TextImpl,
)
from webapi.dom._tree import children, length
from webapi.infra import HTML_NAMESPACE


def code_units(text: str) -> list[int]:
    """The model: a string as JavaScript holds it."""
    data = text.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[i : i + 2], "little") for i in range(0, len(data), 2)]


def from_code_units(units: list[int]) -> str:
    data = b"".join(unit.to_bytes(2, "little") for unit in units)
    return data.decode("utf-16-le", "surrogatepass")


TEXTS = st.text(alphabet=st.sampled_from("ab\u00e9\u20ac\U0001f600\U00010000\ud800"), max_size=8)


@given(TEXTS, st.integers(0, 20), st.integers(0, 20), TEXTS)
def test_replace_data_counts_code_units(old: str, offset: int, count: int, data: str) -> None:
    node = TextImpl(DocumentImpl(), old)
    model = code_units(old)
    if offset > len(model):
        with pytest.raises(DOMException) as caught:
            replace_data(node, offset, count, data)
        assert (caught.value.name, caught.value.code) == ("IndexSizeError", 1)
        assert node._data == old
        return
    count = min(count, len(model) - offset)
    model[offset:offset] = code_units(data)
    del model[offset + len(code_units(data)) : offset + len(code_units(data)) + count]
    replace_data(node, offset, count, data)
    assert code_units(node._data) == model
    assert length(node) == len(model)


@given(TEXTS, st.integers(0, 20), st.integers(0, 20))
def test_substring_data_counts_code_units(data: str, offset: int, count: int) -> None:
    node = CommentImpl(DocumentImpl(), data)
    model = code_units(data)
    if offset > len(model):
        with pytest.raises(DOMException):
            substring_data(node, offset, count)
        return
    assert code_units(substring_data(node, offset, count)) == model[offset : offset + count]


def test_an_offset_inside_a_pair_keeps_the_halves() -> None:
    node = TextImpl(DocumentImpl(), "a\U0001f600b")
    assert substring_data(node, 1, 1) == "\ud83d"
    assert substring_data(node, 2, 2) == "\ude00b"
    replace_data(node, 2, 0, "x")
    assert node._data == "a\ud83dx\ude00b"
    replace_data(node, 2, 1, "")  # the halves meet again: one code point, as JavaScript sees it
    assert node._data == "a\U0001f600b"
    assert from_code_units(code_units(node._data)) == node._data


def test_split_text_moves_the_rest_into_a_new_sibling() -> None:
    document = DocumentImpl()
    parent = ElementImpl(document, HTML_NAMESPACE, "p")
    text = TextImpl(document, "hello world")
    after = CommentImpl(document, "c")
    append(text, parent)
    append(after, parent)
    new = split_text(text, 5)
    assert (text._data, new._data) == ("hello", " world")
    assert list(children(parent)) == [text, new, after]
    assert type(split_text(CDATASectionImpl(document, "ab"), 1)) is CDATASectionImpl
    alone = TextImpl(document, "ab")
    rest = split_text(alone, 2)
    assert rest._data == "" and rest._parent is None
    with pytest.raises(DOMException) as caught:
        split_text(alone, 3)
    assert caught.value.name == "IndexSizeError"


def test_contiguous_text_nodes_and_text_content() -> None:
    document = DocumentImpl()
    parent = ElementImpl(document, HTML_NAMESPACE, "p")
    a, b, c = TextImpl(document, "a"), CDATASectionImpl(document, "b"), TextImpl(document, "c")
    comment = CommentImpl(document, "x")
    d = TextImpl(document, "d")
    inner = ElementImpl(document, HTML_NAMESPACE, "b")
    for node in (a, b, c, comment, d, inner):
        append(node, parent)
    append(TextImpl(document, "e"), inner)
    assert contiguous_text_nodes(b) == [a, b, c]
    assert contiguous_text_nodes(c, exclusive=True) == [c]
    assert contiguous_text_nodes(d) == [d]
    assert child_text_content(parent) == "abcd"
    assert descendant_text_content(parent) == "abcde"


def _units(text: str) -> bytes:
    return text.encode("utf-16-le", "surrogatepass")


def _from_unit_bytes(units: bytes) -> str:
    return units.decode("utf-16-le", "surrogatepass")


@pytest.mark.parametrize("seed", range(20))
def test_offsets_in_long_data_against_utf16_arithmetic(seed: int) -> None:
    # long data (its UTF-16 index kept per string) with code points above U+FFFF here and
    # there, edited at random offsets (some between two halves) against the model: the
    # data's UTF-16 code units as bytes, two per unit (the Standard's offsets and counts)
    import random

    rng = random.Random(seed)
    alphabet = ["a", "é", "\u4e2d", "\U0001f600", "\U00010400"]
    data = "".join(rng.choice(alphabet) for _ in range(rng.randint(33, 120)))
    node = TextImpl(DocumentImpl(), data)
    model = _units(data)
    for _ in range(40):
        units = len(model) // 2
        assert length(node) == units
        offset = rng.randint(0, units)
        count = rng.randint(0, 6)
        assert (
            _units(substring_data(node, offset, count)) == model[2 * offset : 2 * (offset + count)]
        )
        inserted = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 3)))
        replace_data(node, offset, count, inserted)
        model = model[: 2 * offset] + _units(inserted) + model[2 * (offset + count) :]
        assert _units(node._data) == model
        assert node._data == _from_unit_bytes(model)  # (halves that meet are one code point)
    with pytest.raises(DOMException):
        substring_data(node, len(model) // 2 + 1, 1)


def test_an_offset_operation_converts_no_data() -> None:
    # one code point above U+FFFF in 1 MB of text: reading or editing at an offset allocates
    # a lookup's worth, not a copy of the data in UTF-16 code units
    import tracemalloc

    node = TextImpl(DocumentImpl(), "x" * 500_000 + "\U0001f600" + "y" * 500_000)
    substring_data(node, 10, 2)  # (the index of the data made once)
    tracemalloc.start()
    try:
        for offset in (0, 499_999, 500_001, 1_000_001):
            assert length(node) == 1_000_002
            substring_data(node, offset, 3)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 20_000
    assert substring_data(node, 499_999, 4) == "x\U0001f600y"
    assert substring_data(node, 500_001, 2) == "\ude00y"
