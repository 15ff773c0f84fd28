"""The list of active formatting elements (``webapi.html.parsing._active_formatting``): against a
model of the list written from the HTML Standard's steps (a plain list walked as the steps walk it),
operation by operation and, swapped into the tree builder, tree by tree; and its cost: a push
costs what the Noah's Ark clause needs, not the list's length (issue 42 item 2: 8,000
``<b id=N>`` took 5 s), for ``links()`` and ``decode_html``'s late ``<meta>`` alike."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import webapi.html.parsing._tree_state as tree_state
from tests.html._work import lines_run
from webapi.dom.engine import DocumentImpl
from webapi.dom.engine import ElementImpl as Element
from webapi.html import decode_html, links
from webapi.html.browsing._links import _html_elements, _page_links
from webapi.html.parsing._active_formatting import ActiveFormattingElements
from webapi.html.parsing._foreign_content import in_foreign_content
from webapi.html.parsing._html5lib_format import html5lib_tree
from webapi.html.parsing._insertion_modes import initial
from webapi.html.parsing._parser_nodes import attributes_of
from webapi.html.parsing._tokenizer import Tokenizer
from webapi.html.parsing._tree_builder import _steps, parse_document
from webapi.html.parsing._tree_state import TreeBuilder
from webapi.infra import HTML_NAMESPACE

_DOCUMENT = DocumentImpl(is_html=True, content_type="text/html")


def _new(name: str, attributes: dict[str, str]) -> Element:
    """An HTML element ``name`` with ``attributes``, in no tree."""
    return Element(_DOCUMENT, HTML_NAMESPACE, name, None, attributes)


class _Last(NamedTuple):
    """An entry as the tree builder reads it: its element, the element's token's name and
    attributes."""

    element: Element
    name: str
    attributes: dict[str, str]


def _entry(element: Element) -> _Last:
    return _Last(element, element._local_name, attributes_of(element))


class SpecList:
    """The list of active formatting elements as the Standard's steps say
    (https://html.spec.whatwg.org/multipage/parsing.html#list-of-active-formatting-elements):
    elements and markers (``None``) in a list, every step a walk."""

    def __init__(self) -> None:
        self.items: list[Element | None] = []

    #: (what the tree builder reads before it reconstructs: nothing to do where ``last`` is
    #: ``None`` or ``floor``, here where the list is empty or ends with a marker)
    floor = object()

    @property
    def last(self) -> _Last | None:
        return _entry(self.items[-1]) if self.items and self.items[-1] is not None else None

    def __contains__(self, element: Element) -> bool:
        return any(item is element for item in self.items)

    def entries(self) -> list[Element | None]:
        return list(self.items)

    def _index(self, element: Element) -> int:
        return next(i for i, item in enumerate(self.items) if item is element)

    def push(self, element: Element) -> None:
        # "If there are already three elements in the list of active formatting elements after
        # the last marker, if any, or anywhere in the list if there are no markers, that have
        # the same tag name, namespace, and attributes as element, then remove the earliest
        # such element from the list"
        same = []
        for index in range(len(self.items) - 1, -1, -1):
            item = self.items[index]
            if item is None:
                break
            if (item._local_name, item._namespace, attributes_of(item)) == (
                element._local_name,
                element._namespace,
                attributes_of(element),
            ):
                same.append(index)
        if len(same) >= 3:
            del self.items[same[-1]]
        self.items.append(element)

    def push_for_token(self, element: Element, name: str, attributes: object) -> None:
        # (the parser's push for an element it just made: the spec's push of the element)
        self.push(element)

    def push_marker(self) -> None:
        self.items.append(None)

    def clear_to_last_marker(self) -> None:
        while self.items and self.items.pop() is not None:
            pass

    def last_named(self, name: str) -> Element | None:
        for item in reversed(self.items):
            if item is None:
                return None
            if item._local_name == name:
                return item
        return None

    @property
    def named(self) -> dict[str, _Last]:
        # (what the tree builder reads for "the last element with a tag name after the last
        # marker": by name, the entry)
        found: dict[str, _Last] = {}
        for item in reversed(self.items):
            if item is None:
                break
            found.setdefault(item._local_name, _entry(item))
        return found

    @property
    def by_element(self) -> dict[Element, _Last]:
        return {item: _entry(item) for item in self.items if item is not None}

    def take_out(self, entry: _Last) -> None:
        self.remove(entry.element)

    def remove(self, element: Element) -> None:
        if element in self:
            del self.items[self._index(element)]

    def replace(self, old: Element, new: Element) -> None:
        self.items[self._index(old)] = new

    def move(self, old: Element, bookmark: Element, new: Element) -> None:
        self.items.insert(self._index(bookmark) + 1, new)
        self.remove(old)

    def reconstruct(
        self,
        is_open: Callable[[Element], bool],
        create: Callable[[str, dict[str, str]], Element | None],
    ) -> None:
        items = self.items
        if not items or items[-1] is None or is_open(items[-1]):
            return
        index = len(items) - 1
        while index > 0:  # "Rewind"
            item = items[index - 1]
            if item is None or is_open(item):
                break
            index -= 1
        while index < len(items):  # "Create" / "Advance"
            item = items[index]
            assert item is not None
            new = create(item._local_name, dict(attributes_of(item)))
            if new is None:
                del items[index]
            else:
                items[index] = new
                index += 1


_NAMES = ["a", "b", "i"]
_ATTRIBUTES = [{}, {"id": "1"}, {"id": "2"}, {"id": "1", "class": "x"}, {"class": "x", "id": "1"}]


def _element(choice: int) -> Element:
    name = _NAMES[choice % len(_NAMES)]
    attributes = _ATTRIBUTES[(choice // len(_NAMES)) % len(_ATTRIBUTES)]
    return _new(name, dict(attributes))


_OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(
            ["push", "push", "push", "marker", "clear", "remove", "replace", "move", "rebuild"]
        ),
        st.integers(0, 1000),
        st.integers(0, 1000),
    ),
    max_size=80,
)


@given(_OPERATIONS)
def test_each_operation_as_the_standard_says(operations: list[tuple[str, int, int]]) -> None:
    ours = ActiveFormattingElements()
    model = SpecList()
    for operation, first, second in operations:
        # the elements after the last marker: the ones tree construction removes, replaces or
        # moves (see ActiveFormattingElements.move)
        items = model.items
        start = max((i + 1 for i, item in enumerate(items) if item is None), default=0)
        listed = [item for item in items[start:] if item is not None]
        if operation == "push":
            element = _element(first)
            ours.push(element)
            model.push(element)
        elif operation == "marker":
            ours.push_marker()
            model.push_marker()
        elif operation == "clear":
            ours.clear_to_last_marker()
            model.clear_to_last_marker()
        elif operation == "remove" and listed:
            element = listed[first % len(listed)]
            ours.remove(element)
            model.remove(element)
            ours.remove(element)  # not there any more: nothing
        elif operation == "replace" and listed:
            old = listed[first % len(listed)]
            new = _new(old._local_name, dict(attributes_of(old)))
            ours.replace(old, new)
            model.replace(old, new)
        elif operation == "move":
            # the adoption agency's case: the formatting element is the last with its name
            # after the last marker, the bookmark an element after it
            old = model.last_named(_NAMES[first % len(_NAMES)])
            if old is None:
                continue
            after = model.items[model.items.index(old) + 1 :]
            if not after:
                continue
            bookmark = after[second % len(after)]
            assert bookmark is not None
            new = _new(old._local_name, dict(attributes_of(old)))
            ours.move(old, bookmark, new)
            model.move(old, bookmark, new)
        elif operation == "rebuild":
            # some elements open; a budget that leaves out the entries it creates past the
            # second one (other than an a)
            everything = [item for item in items if item is not None]
            open_ids = {id(item) for i, item in enumerate(everything) if (first >> (i % 10)) & 1}
            _rebuild(ours, open_ids, second % 4)
            _rebuild(model, open_ids, second % 4)
            # the new elements differ: compare what they are for
            assert [_describe(item) for item in ours.entries()] == [
                _describe(item) for item in model.entries()
            ]
            model.items = ours.entries()
            continue
        assert ours.entries() == model.entries()
        for name in _NAMES:
            assert ours.last_named(name) is model.last_named(name)
        for item in model.items:
            if item is not None:
                assert item in ours


def _rebuild(target: ActiveFormattingElements | SpecList, open_ids: set[int], budget: int) -> None:
    """Reconstruct with the elements of ``open_ids`` open, leaving out the entries other than
    an ``a`` past the first ``budget``."""
    made = 0

    def create(name: str, attributes: dict[str, str]) -> Element | None:
        nonlocal made
        made += 1
        if made > budget and name != "a":
            return None
        return _new(name, attributes)

    target.reconstruct(lambda element: id(element) in open_ids, create)


def _describe(item: Element | None) -> object:
    return None if item is None else (item._local_name, sorted(attributes_of(item).items()))


_PIECES = st.sampled_from(
    [
        "<a href=1>",
        "<a href=2>",
        "</a>",
        "<b>",
        "<b id=1>",
        "<b id=2 class=x>",
        "<b class=x id=2>",
        "</b>",
        "<i>",
        "<i id=1>",
        "</i>",
        "<nobr>",
        "</nobr>",
        "<font size=2>",
        "</font>",
        "<p>",
        "</p>",
        "<div>",
        "</div>",
        "<span>",
        "</span>",
        "<table>",
        "<tr>",
        "<td>",
        "</td>",
        "<caption>",
        "</table>",
        "<object>",
        "</object>",
        "<marquee>",
        "</marquee>",
        "<template>",
        "</template>",
        "<svg>",
        "</svg>",
        "<select>",
        "<option>",
        "<selectedcontent>",
        "<button>",
        "<li>",
        "<h1>",
        "x",
        " ",
    ]
)


@given(st.lists(_PIECES, max_size=60), st.booleans())
def test_the_tree_as_with_the_standards_list(pieces: list[str], reader: bool) -> None:
    text = "".join(pieces)
    ours = html5lib_tree(parse_document(text, reader=reader))
    real = tree_state.ActiveFormattingElements
    tree_state.ActiveFormattingElements = SpecList  # type: ignore[misc,assignment]
    try:
        theirs = html5lib_tree(parse_document(text, reader=reader))
    finally:
        tree_state.ActiveFormattingElements = real  # type: ignore[misc]
    assert ours == theirs


@given(st.lists(_PIECES, max_size=60))
@example(["<b>", "<p>", "</b>", "x"])  # the furthest block the current node, none between
@example(["<b>", "<i>", "<p>", "</b>", "x"])  # one between (kept)
@example(["<b>", "<span>", "<p>", "</b>", "x"])  # one between (removed)
@example(["<b>", "<p>", "<i>", "</b>", "x"])  # one above the furthest block
def test_the_stack_after_each_token(pieces: list[str]) -> None:
    # the adoption agency changes the stack of open elements in one step (replace_from, or
    # remove where the stack ends with the formatting element and the furthest block): after
    # each token, each element's index and each group's list as the stack says
    builder = TreeBuilder(Tokenizer("".join(pieces)), True, initial, in_foreign_content)
    stack = builder.stack
    for _token in _steps(builder):
        elements = stack.elements
        assert stack._index == {element: index for index, element in enumerate(elements)}
        assert stack.open_lists == [stack._lists(element) for element in elements]
        for group, members in stack._members.items():
            assert members == [element for element in elements if group in stack._groups(element)]


@pytest.mark.parametrize(
    ("divs", "last_lines"),
    [
        # seven rounds, the seventh's furthest block the current node: the eighth pops the
        # new b at once, "x" goes into the last div
        (7, ["<div>", "  <b>", '  "x"']),
        # eight: the eighth round's new b stays open, "x" goes into it
        (8, ["<div>", "  <b>", '    "x"']),
    ],
)
def test_the_adoption_agencys_eighth_round(divs: int, last_lines: list[str]) -> None:
    tree = html5lib_tree(parse_document("<b>" + "<div>" * divs + "</b>x"))
    lines = tree.splitlines()[-3:]
    indent = len(lines[0]) - len(lines[0].lstrip("| "))
    assert [line[indent:] for line in lines] == last_lines


def test_the_noahs_ark_clause() -> None:
    # four equal elements: the earliest goes; attributes in another order are the same
    text = "<p><b id=1 class=x><b class=x id=1><b id=1 class=x><b class=x id=1></p>x"
    assert html5lib_tree(parse_document(text)).count("<b>") == 4 + 3
    # after a marker the count starts again
    text = "<p><b><b><b><object><b><b><b>x</object></p>y"
    assert html5lib_tree(parse_document(text)).count("<b>") == 6 + 3


def _distinct(count: int) -> str:
    return "".join(f"<b id={i}>" for i in range(count))


def _pure_links(text: str) -> object:
    """``links()`` on the pure path (with the fast-html extra, html5ever answers small pages)."""
    return _page_links(text, "https://e.com/", None, "windows-1252", True, _html_elements)


@pytest.mark.parametrize(
    "reader",
    [
        _pure_links,
        lambda text: decode_html(text.encode() + b"<meta charset=utf-8>"),
        lambda text: parse_document(text),
    ],
    ids=["links", "decode_html late meta", "tree"],
)
def test_distinct_formatting_elements_cost_in_proportion(reader: Callable[[str], object]) -> None:
    # main: every push walked the list since the last marker: 4x the elements, 15x the work
    small = lines_run(lambda: reader(_distinct(250)))
    large = lines_run(lambda: reader(_distinct(1000)))
    assert large < 5 * small, (small, large)


def test_distinct_formatting_elements_all_stay() -> None:
    count = 2000
    document = parse_document("<p>" + _distinct(count) + "</p>x")
    # each is in the list (none equal): each is reconstructed
    assert html5lib_tree(document).count("<b>") == 2 * count
    # links() (with the fast-html extra: html5ever walks the list as the Standard says, spends
    # its time budget and leaves the page to the pure path) finds the link after them
    text = _distinct(count) + "<a href=x>y</a>"
    assert [str(link) for link in links(text, "https://e.com/")] == ["https://e.com/x"]
