"""``innerText`` and ``outerText`` (https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute):
the getter's rendered text collection steps over the computed styles of :mod:`webapi.css`
(no line layout: there are no soft wraps, so every line ends at a block boundary, a ``<br>``
or a preserved newline), and the setters' rendered text fragment.

The tree is walked once, in a loop with an explicit stack (no recursion: deep trees are
fine), and the CSS white space processing (https://drafts.csswg.org/css-text-4/#white-space-processing)
is done during the walk by :class:`_Collector`: a collapsible space is held back until
something other than a line's end follows it, and dropped at the start of a line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from webapi.dom.engine import (
    ELEMENT_NODE,
    TEXT_NODE,
    descendant_text_content,
    get_attribute_value_by_namespace,
    is_connected,
    replace,
    replace_all,
)
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE

from ._math_auto import math_auto

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.css.engine import StyleResolver

__all__ = [
    "get_inner_text",
    "get_outer_text",
    "rendered_text_fragment",
    "set_inner_text",
    "set_outer_text",
]

_CDATA = 4
_BLOCK_LEVEL = frozenset(
    {
        "block",
        "flow-root",
        "list-item",
        "flow-root list-item",
        "table",
        "flex",
        "grid",
        "block ruby",
        "block math",
        "table-caption",
    }
)
_ATOMIC_INLINE = frozenset({"inline-block", "inline-table", "inline-flex", "inline-grid", "math"})
_TABLE_GROUPS = frozenset({"table-row-group", "table-header-group", "table-footer-group"})
_TABLE_INTERNAL = frozenset({"table-row", "table-cell", *_TABLE_GROUPS})
#: Boxes whose whitespace-only Text children make no box (anonymous box fixup,
#: https://drafts.csswg.org/css-tables-3/#fixup).
_NO_WHITESPACE_CHILDREN = frozenset(
    {"table", "inline-table", *_TABLE_GROUPS, "table-row", "table-column-group", "table-column"}
)
#: Flex and grid containers: each child box is a flex or grid item, each run of text an
#: anonymous one (https://drafts.csswg.org/css-flexbox-1/#flex-items,
#: https://drafts.csswg.org/css-grid-2/#grid-items).
_FLEX_OR_GRID = frozenset({"flex", "inline-flex", "grid", "inline-grid"})
#: Elements whose children are not rendered (replaced elements and form controls,
#: https://html.spec.whatwg.org/multipage/rendering.html#replaced-elements).
_REPLACED = frozenset(
    {
        "img",
        "video",
        "audio",
        "canvas",
        "iframe",
        "embed",
        "object",
        "input",
        "textarea",
        "meter",
        "progress",
        "frame",
        "frameset",
    }
)
#: SVG elements whose content gives no text (https://svgwg.org/svg2-draft/render.html#Rendering;
#: Chromium 156 gives the text of a ``text`` inside ``defs``: its never-rendered containers
#: have boxes there).
_SVG_UNRENDERED = frozenset({"title", "desc", "metadata", "style", "script"})
#: SVG elements whose Text children are rendered.
_SVG_TEXT = frozenset({"text", "tspan", "textPath", "a"})
_ASCII_WHITESPACE = re.compile(r"[\t\n\f\r ]+")
_WHITESPACE = re.compile(r"[ \t\n\r]+")
_SPACES = re.compile(r"[ \t]+")
#: Preserved spaces at the end of a text that begin its line (or follow a line feed in it).
_LEADING_SPACES_AT_END = re.compile(r"(?:^|\n) +$")
#: Characters after which a letter continues a word (text-transform: capitalize), beside
#: letters and digits, as Chromium's word breaking has them.
_WORD_INSIDE = frozenset("'\u2019\u00ad_")
#: Elements whose ``display: contents`` is used as ``none``
#: (https://drafts.csswg.org/css-display-3/#unbox-html).
_CONTENTS_AS_NONE = frozenset(
    {
        "br",
        "wbr",
        "meter",
        "progress",
        "canvas",
        "embed",
        "object",
        "audio",
        "iframe",
        "img",
        "video",
        "frame",
        "frameset",
        "input",
        "textarea",
        "select",
    }
)

# walk actions
_ENTER = 0
_EXIT = 1
if TYPE_CHECKING:
    #: A step of the walk: (action, node, context, computed values).
    _Step = tuple[int, Any, Any, Any]


class _Collector:
    """The items of the rendered text collection steps (strings and required line break
    counts), with the white space processing done as text arrives. A collapsible space is
    held back as an empty item where it is (the Text node it belongs to: an element's
    ``innerText`` includes the spaces of its own text), made a space when something other than
    a line's end follows it and where its Text node is visible."""

    __slots__ = (
        "items",
        "last",
        "line_start",
        "opportunity",
        "pending",
        "pending_shown",
        "saved",
        "sibling_walks",
        "white_space",
    )

    def __init__(self) -> None:
        self.items: list[str | int] = []
        self.pending = -1  # the index of the collapsible space held back, or -1
        self.pending_shown = False  # whether it is visible
        self.line_start = True  # nothing on the line yet
        self.last = " "  # the last character emitted (text-transform: capitalize)
        #: Where the line has a break opportunity that Chromium 156 writes as a zero width
        #: space (a ``wbr``, or the end of preserved spaces that wrap at the line's start)
        #: with nothing but collapsible spaces after it, or -1: a run of collapsible white
        #: space with a segment break after it is removed
        #: (https://drafts.csswg.org/css-text-4/#line-break-transform).
        self.opportunity = -1
        #: The line's state outside each out-of-flow box being collected.
        self.saved: list[tuple[int, bool, bool, str]] = []
        #: The last Text node of white space alone in a flex or grid container and whether
        #: it has a box (:func:`_white_space_has_box`, which reads it).
        self.white_space: tuple[Any, bool] = (None, False)
        #: :func:`_sibling_of_kind`'s answers by the node a walk passed, for each direction.
        self.sibling_walks: dict[str, dict[Any, Any]] = {
            "_previous_sibling": {},
            "_next_sibling": {},
        }

    def count(self, count: int) -> None:
        """A required line break count where the line does not end in layout (an
        out-of-flow box's, a ``p`` that is inline-level)."""
        self.items.append(count)

    def isolate(self) -> None:
        """An out-of-flow box (a float, an absolutely positioned box) starts: its lines are
        its own, and the line around it goes on after it."""
        self.saved.append((self.pending, self.pending_shown, self.line_start, self.last))
        self.pending = -1
        self.line_start = True
        self.last = " "
        self.opportunity = -1

    def restore(self) -> None:
        """An out-of-flow box ends: the line around it as it was."""
        self.pending, self.pending_shown, self.line_start, self.last = self.saved.pop()
        self.opportunity = -1

    def line_end(self) -> None:
        """A line ends here: a held-back space is removed."""
        self.pending = -1
        self.line_start = True
        self.last = " "
        self.opportunity = -1

    def required(self, count: int) -> None:
        """A required line break count (a block's start or end)."""
        self.line_end()
        self.items.append(count)

    def literal(self, text: str) -> None:
        """A string of the steps themselves (``<br>``'s newline, a cell's tab, a row's
        newline): the line ends after it."""
        self.pending = -1
        self.items.append(text)
        self.line_start = True
        self.last = " "
        self.opportunity = -1

    def _confirm(self) -> None:
        """The space held back stays (something follows it on the line)."""
        if self.pending >= 0:
            if self.pending_shown:
                self.items[self.pending] = " "
                self.last = " "
            self.pending = -1

    def atom(self) -> None:
        """An atomic inline (a replaced element, an inline-block's start or end): content on
        the line, no text."""
        self._confirm()
        self.line_start = False
        self.last = "\ufffc"
        self.opportunity = -1

    def _emit(self, word: str, transform: str, shown: bool) -> None:
        self._confirm()
        self.opportunity = -1
        if shown:
            if transform != "none":
                word = self._transform(word, transform)
            self.items.append(word)
        if word:
            self.last = word[-1]
        self.line_start = False

    def text(
        self, data: str, collapse: str, transform: str, shown: bool, wrap: bool = False
    ) -> None:
        """A Text node's data under its parent's ``white-space-collapse``,
        ``text-wrap-mode`` (``wrap``, whether lines wrap) and ``text-transform`` (``shown``
        false for invisible text, which takes its place on the line without giving text)."""
        if collapse in ("preserve", "break-spaces", "preserve-spaces"):
            data = data.replace("\r", "\n")
            if not data:
                return
            line_start = self.line_start
            self._emit(data, transform, shown)
            if data.endswith("\n"):
                self.line_start = True
            elif wrap and collapse != "preserve-spaces":
                spaces = _LEADING_SPACES_AT_END.search(data)
                if spaces is not None and (line_start or spaces.start() > 0):
                    self.break_opportunity()
            return
        if collapse == "preserve-breaks":
            lines = data.replace("\r", "\n").split("\n")
            for index, line in enumerate(lines):
                if index:
                    self.pending = -1
                    if shown:
                        self.items.append("\n")
                    self.line_start = True
                    self.last = " "
                self._collapsed(line, transform, shown)
            return
        self._collapsed(data, transform, shown)

    def _collapsed(self, data: str, transform: str, shown: bool) -> None:
        """Collapsible white space's text as spans: each run of white space one space (the
        runs inside the text stay, as one item with the words around them), a run at its
        start or end held back (:meth:`space`)."""
        text = _WHITESPACE.sub(" ", data)
        if not text:
            return
        if text[0] == " ":
            self.space(shown, "\n" in data[: len(data) - len(data.lstrip(" \t\n\r"))])
            text = text[1:]
            if not text:
                return
        if text[-1] == " ":
            self._emit(text[:-1], transform, shown)
            self.space(shown)
            return
        self._emit(text, transform, shown)

    def break_opportunity(self) -> None:
        """A break opportunity that Chromium 156 writes as a zero width space
        (:attr:`opportunity`)."""
        self.opportunity = len(self.items)

    def space(self, shown: bool, segment_break: bool = False) -> None:
        """A collapsible space: held back as an empty item, dropped at a line's start or after
        another held back; with the space held back since, removed where a segment break
        (``segment_break``) follows a break opportunity (:attr:`opportunity`)."""
        if self.opportunity >= 0 and segment_break:
            if self.pending >= self.opportunity:
                self.pending = -1
            return
        self.last = " "
        if not self.line_start and self.pending < 0:
            self.pending = len(self.items)
            self.pending_shown = shown
            self.items.append("")

    def _transform(self, text: str, transform: str) -> str:
        """https://drafts.csswg.org/css-text-3/#text-transform-property with Python's full
        case mappings (``ß`` uppercased is ``SS``)."""
        if "uppercase" in transform:
            if "turkic" in transform:
                text = text.replace("i", "\u0130")
            text = text.upper()
        elif "lowercase" in transform:
            if "turkic" in transform:
                text = text.replace("I", "\u0131").replace("\u0130", "i")
            text = text.lower()
        elif "capitalize" in transform:
            out = []
            previous = self.last
            for char in text:
                if char.isalpha() and not (previous.isalnum() or previous in _WORD_INSIDE):
                    out.append(char.title())
                else:
                    out.append(char)
                previous = char
            text = "".join(out)
        return text


def _is_html(node: Any, *names: str) -> bool:
    return bool(node._namespace == HTML_NAMESPACE and node._local_name in names)


def _turkic(element: Any) -> bool:
    """Whether the language of ``element`` (its nearest ``lang`` attribute,
    https://html.spec.whatwg.org/multipage/dom.html#language) is Turkish or Azeri, whose
    case mappings of ``i`` differ (https://www.unicode.org/Public/UCD/latest/ucd/SpecialCasing.txt)."""
    node = element
    while node is not None and node._node_type == ELEMENT_NODE:
        lang = get_attribute_value_by_namespace(None, "lang", node)
        if lang is not None:
            primary = lang.split("-")[0].lower()
            return primary in ("tr", "az")
        node = node._parent
    return False


def _first_summary(details: Any) -> Any:
    child = details._first_child
    while child is not None:
        if child._node_type == ELEMENT_NODE and _is_html(child, "summary"):
            return child
        child = child._next_sibling
    return None


def _styles(resolver: StyleResolver, element: Any, pseudo: str = "") -> dict[str, object]:
    return resolver.style(element, pseudo, _HINTS[0])


#: The presentational hints function (loaded with the cascade, on the first getter call: the
#: bindings import this module, and a parse must not load the cascade).
_HINTS: list[Any] = [None]


def _rendered_display(resolver: StyleResolver, element: Any) -> object:
    return _styles(resolver, element)["display"]


def _has_following(resolver: StyleResolver, element: Any, display: str) -> bool:
    """Whether a following sibling of ``element`` is rendered with ``display``."""
    sibling = element._next_sibling
    while sibling is not None:
        if sibling._node_type == ELEMENT_NODE and _rendered_display(resolver, sibling) == display:
            return True
        sibling = sibling._next_sibling
    return False


def _has_following_cell(resolver: StyleResolver, cell: Any) -> bool:
    """Whether ``cell``'s box is not the last ``table-cell`` box of its row box
    (https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps, step 7).
    In a ``table-row`` box every other child is in a cell of that row (anonymous cells take
    the rest): any cell after it. Elsewhere the cell is in an anonymous row of the cells next
    to it (https://drafts.csswg.org/css-tables-3/#fixup), which ends at the first box that is
    not a cell: text, an element with a box (an out-of-flow one, a row), as Chromium 156 ends
    it; comments, white space and ``display: none`` elements have none, a ``display:
    contents`` element's children are in its place. A ``details`` element's summary is
    followed by the block box of its ``::details-content`` slot, which holds the rest."""
    summary = _details_summary(cell)
    if cell is summary:
        return False
    if summary is None and _box_parent_display(resolver, cell) == "table-row":
        return _has_following(resolver, cell, "table-cell")
    for box in _following_boxes(resolver, cell):
        if box is summary:
            continue
        if box._node_type == ELEMENT_NODE:
            display = _rendered_display(resolver, box)
            if display == "table-cell":
                return True
            if display != "none":
                return False
        elif box._data.strip(" \t\n\r\f"):
            return False
    return False


def _details_summary(node: Any) -> Any:
    """The summary of the ``details`` element that is ``node``'s parent (its first ``summary``
    child, in the summary slot), None if the parent is no ``details`` element or has none."""
    parent = node._parent
    if parent is None or parent._node_type != ELEMENT_NODE or not _is_html(parent, "details"):
        return None
    return _first_summary(parent)


def _box_parent_display(resolver: StyleResolver, node: Any) -> object:
    """The display of the element whose box is the parent of ``node``'s (past ``display:
    contents`` ancestors), None if there is none."""
    parent = node._parent
    while parent is not None and parent._node_type == ELEMENT_NODE:
        display = _rendered_display(resolver, parent)
        if display != "contents":
            return display
        parent = parent._parent
    return None


def _following_boxes(resolver: StyleResolver, node: Any) -> Iterator[Any]:
    """The element, Text and CDATA siblings after ``node`` in the box tree: a ``display:
    contents`` element's children in its place, the siblings of a ``display: contents``
    parent after its children."""
    current = node._next_sibling
    previous = node
    while True:
        if current is None:
            parent = previous._parent
            if (
                parent is None
                or parent._node_type != ELEMENT_NODE
                or _rendered_display(resolver, parent) != "contents"
            ):
                return
            previous = parent
            current = parent._next_sibling
            continue
        kind = current._node_type
        if kind == ELEMENT_NODE and _rendered_display(resolver, current) == "contents":
            first = current._first_child
            if first is not None:
                current = first
                continue
        elif kind == ELEMENT_NODE or kind in (TEXT_NODE, _CDATA):
            yield current
        previous = current
        current = current._next_sibling


def _row_box_after(resolver: StyleResolver, row: Any, anonymous: bool) -> bool:
    """Whether a row box comes after ``row``'s among its siblings: a row, a cell (in an
    anonymous row), a group with anything in it. Anything else with a box (text, another
    element) is in an anonymous row of a table part's (``anonymous`` false) or ends the
    anonymous table that wraps ``row`` and the table parts next to it
    (https://drafts.csswg.org/css-tables-3/#fixup), as Chromium 156 makes them. Comments,
    white space and ``display: none`` elements have no box, a ``display: contents``
    element's children are in its place; a ``details`` element's summary is followed by the
    block box of its ``::details-content`` slot."""
    summary = _details_summary(row)
    if row is summary:
        return not anonymous
    for box in _following_boxes(resolver, row):
        if box is summary:
            continue
        if box._node_type == ELEMENT_NODE:
            display = _rendered_display(resolver, box)
            if display == "table-row" or display == "table-cell":
                return True
            if display in _TABLE_GROUPS:
                if _has_box_inside(resolver, box):
                    return True
            elif display != "none":
                return not anonymous
        elif box._data.strip(" \t\n\r\f"):
            return not anonymous
    return False


def _has_box_inside(resolver: StyleResolver, group: Any) -> bool:
    """Whether a row group has a child with a box (a row, or anything an anonymous row takes)."""
    child = group._first_child
    while child is not None:
        kind = child._node_type
        if kind == ELEMENT_NODE:
            if _rendered_display(resolver, child) != "none":
                return True
        elif kind in (TEXT_NODE, _CDATA) and child._data.strip(" \t\n\r\f"):
            return True
        child = child._next_sibling
    return False


def _is_last_row(resolver: StyleResolver, row: Any) -> bool:
    """Whether ``row``'s box is the last ``table-row`` box of its table: no row after it in
    its group (a cell after it is in an anonymous row), nor in the groups after its group. A
    row whose parent is not a table part is in an anonymous table of the table parts next to
    it (https://drafts.csswg.org/css-tables-3/#fixup): :func:`_row_box_after`."""
    group = row._parent
    if group is None or group._node_type != ELEMENT_NODE:
        return not _has_following(resolver, row, "table-row")
    group_display = _box_parent_display(resolver, row)
    part = group_display in _TABLE_GROUPS or group_display in ("table", "inline-table")
    if _row_box_after(resolver, row, not part):
        return False
    if group_display not in _TABLE_GROUPS:
        return True
    sibling = group._next_sibling
    while sibling is not None:
        if sibling._node_type == ELEMENT_NODE:
            display = _rendered_display(resolver, sibling)
            if display == "table-row":
                return False
            if display in _TABLE_GROUPS:
                child = sibling._first_child
                while child is not None:
                    if (
                        child._node_type == ELEMENT_NODE
                        and _rendered_display(resolver, child) == "table-row"
                    ):
                        return False
                    child = child._next_sibling
        sibling = sibling._next_sibling
    return True


def _collect(
    resolver: StyleResolver, root: Any, collector: _Collector, target: Any = None
) -> tuple[int, int]:
    """https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps for each
    child of ``root`` in tree order, into ``collector``; the range of items ``target`` (a
    descendant) gave, if given. ``::before`` and ``::after`` give no text (as in Chromium 156
    and the Standard)."""
    # (action, node, context, style): on entering, context is "select"/"optgroup" inside
    # those, "svg" inside SVG content, else None, and style the parent's computed values; on
    # leaving, context is None for an element's end (style its computed values), or the
    # marker of a box that is no node ("optgroup" in a select, "slot-edge" of details)
    stack: list[_Step] = []
    _push_children(root, stack, _styles(resolver, root))
    span = (0, 0)
    while stack:
        action, node, context, style = stack.pop()
        if action == _EXIT:
            if context == "optgroup":
                collector.required(1)
                continue
            if context == "slot-edge" or context == "item-edge":
                collector.line_end()
                continue
            _exit_element(resolver, node, collector, style, context == "item")
            if node is target:
                span = (span[0], len(collector.items))
            continue
        kind = node._node_type
        if kind in (TEXT_NODE, _CDATA):
            # (a host's text assigned to no slot, a slot's fallback text where it has
            # assigned nodes: outside the flat tree, without a box)
            if context is None and (resolver.flat is None or _in_shadow_box(resolver, node)):
                _text(resolver, node, style, collector)
            continue
        if kind != ELEMENT_NODE:
            continue
        if context is not None and not _allowed(node, context):
            continue
        if context in ("select", "optgroup"):
            _select_item(node, collector, stack)
            continue
        parent_style = style
        style = _styles(resolver, node)
        display = style["display"]
        if display == "none" or style["content-visibility"] == "hidden":
            continue
        if resolver.flat is not None and not _in_shadow_box(resolver, node):
            continue
        if node._namespace == HTML_NAMESPACE and (
            (display == "contents" and node._local_name in _CONTENTS_AS_NONE)
            or (node._local_name == "audio" and _audio_without_controls(node))
        ):
            continue
        item = (
            context is None
            and display != "contents"
            and not _is_html(node, "br", "wbr")
            and _in_flex_or_grid(resolver, node, parent_style)
        )
        if item:
            # a flex or grid item: the anonymous item of the text before it ends here, and
            # the one of the text after it starts after it (its own edges end lines too)
            collector.line_end()
            stack.append((_EXIT, node, "item-edge", None))
        if node is target:
            span = (len(collector.items), len(collector.items))
        _enter(resolver, node, style, collector, stack, context, item)
    return span


def _select_item(node: Any, collector: _Collector, stack: list[_Step]) -> None:
    """An option of a ``select`` (or of its ``optgroup``): its label on a line of its own, as
    Chromium 156 renders the options of a drop-down (the option's text: its descendant text
    stripped and collapsed, whatever the option's own styles; a departure from the Standard's
    box of each option, which keeps an element inside an option on a line of its own); an
    ``optgroup``'s options in turn (its label is not text of the tree)."""
    if node._local_name == "optgroup":
        collector.required(1)
        stack.append((_EXIT, node, "optgroup", None))
        child = node._last_child
        while child is not None:
            stack.append((_ENTER, child, "optgroup", None))
            child = child._previous_sibling
        return
    collector.required(1)
    text = " ".join(_ASCII_WHITESPACE.split(_option_text(node))).strip(" ")
    if text:
        collector.items.append(text)
    collector.required(1)


def _option_text(option: Any) -> str:
    """The text of an ``option``'s Text descendants, but those inside ``script`` elements
    (https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-text, before its
    stripping and collapsing of ASCII white space)."""
    parts = []
    node = option._first_child
    while node is not None:
        kind = node._node_type
        if kind in (TEXT_NODE, _CDATA):
            parts.append(node._data)
        descend = kind == ELEMENT_NODE and node._local_name != "script" and node._first_child
        if descend:
            node = node._first_child
            continue
        while node is not None and node is not option and node._next_sibling is None:
            node = node._parent
        if node is None or node is option:
            break
        node = node._next_sibling
    return "".join(parts)


def _audio_without_controls(element: Any) -> bool:
    """An ``audio`` element without ``controls``: Chromium makes no box for it whatever its
    ``display`` (the Rendering section's ``audio:not([controls]) { display: none }``)."""
    return bool(
        element._local_name == "audio"
        and get_attribute_value_by_namespace(None, "controls", element) is None
    )


def _allowed(node: Any, context: str) -> bool:
    """Whether an element child is rendered in its parent's ``context``: only options and
    option groups in a ``select``, only options in its ``optgroup``, no SVG element of
    :data:`_SVG_UNRENDERED` in SVG content."""
    if context == "select":
        return _is_html(node, "option", "optgroup")
    if context == "optgroup":
        return _is_html(node, "option")
    return bool(node._namespace != SVG_NAMESPACE or node._local_name not in _SVG_UNRENDERED)


def _text(
    resolver: StyleResolver, node: Any, style: dict[str, object], collector: _Collector
) -> None:
    """A Text node's text under its parent's style (``style``, the parent's computed
    values)."""
    parent = node._parent
    data = node._data
    if parent._namespace == SVG_NAMESPACE and parent._local_name not in _SVG_TEXT:
        return
    blank = not data.strip(" \t\n\r\f")
    collapse = style["white-space-collapse"]
    if blank:
        # (a flex or grid item is never a table part: its display is blockified)
        flex = _in_flex_or_grid(resolver, node, style)
        if not flex and (
            style["display"] in _NO_WHITESPACE_CHILDREN
            or (
                _sibling_of_kind(resolver, node, "_previous_sibling", collector) is not None
                and _sibling_of_kind(resolver, node, "_next_sibling", collector) is not None
            )
        ):
            return
        if not _white_space_has_box(resolver, node, collapse, flex, collector):
            return
    visible = style["visibility"] == "visible"
    if blank and collapse == "collapse" and data and "\f" not in data:
        # (collapsible white space alone: one space held back)
        collector.space(visible, "\n" in data)
        return
    transform = style["text-transform"]
    assert isinstance(collapse, str) and isinstance(transform, str)
    if transform == "math-auto":
        data = math_auto(data)
    elif transform in ("uppercase", "lowercase") and _turkic(parent):
        transform += " turkic"
    collector.text(data, collapse, transform, visible, style["text-wrap-mode"] == "wrap")


def _push_children(element: Any, stack: list[_Step], style: dict[str, object]) -> None:
    """The children of ``element`` on the stack (in reverse, the first on top), with the
    context they are rendered in and ``element``'s computed values ``style``."""
    context: Any = None
    namespace = element._namespace if element._node_type == ELEMENT_NODE else None
    if namespace == HTML_NAMESPACE:
        name = element._local_name
        if name == "select":
            context = "select"
        elif name == "optgroup" and _in_select(element):
            context = "optgroup"
        elif name == "details":
            _push_details(element, stack, style)
            return
    elif namespace == SVG_NAMESPACE and element._local_name != "foreignObject":
        context = "svg"
    child = element._last_child
    while child is not None:
        stack.append(
            (
                _ENTER,
                child,
                None if context == "svg" and child._node_type != ELEMENT_NODE else context,
                style,
            )
        )
        child = child._previous_sibling


def _push_details(details: Any, stack: list[_Step], style: dict[str, object]) -> None:
    """A ``details`` element's children as its shadow tree places them: its first
    ``summary``, then the others in the ``::details-content`` slot, a block box that is no
    node of the tree: the lines end at its edges, with no required line break count (as
    Chromium 156 answers); its content is skipped while the element is closed."""
    summary = _first_summary(details)
    stack.append((_EXIT, details, "slot-edge", None))
    if get_attribute_value_by_namespace(None, "open", details) is not None:
        slot = {**style, "display": "block"}  # the slot's box, whatever the details' display
        child = details._last_child
        while child is not None:
            if child is not summary:
                stack.append((_ENTER, child, None, slot))
            child = child._previous_sibling
        stack.append((_EXIT, details, "slot-edge", None))
    if summary is not None:
        stack.append((_ENTER, summary, None, style))


def _edge(
    element: Any,
    style: dict[str, object],
    collector: _Collector,
    start: bool,
    in_select: bool,
    item: bool,
) -> None:
    """The required line break counts at an element's start or end (``p`` two, block-level
    boxes one) and what its box does to the line: a block ends it, an atomic inline holds its
    place in it, an out-of-flow box leaves it going on around its own lines (``float`` does
    not apply to a flex or grid ``item``, https://drafts.csswg.org/css-flexbox-1/#flex-containers)."""
    display = style["display"]
    if display == "contents":
        return
    visible = style["visibility"] == "visible"
    html = element._namespace == HTML_NAMESPACE
    if display == "inline" and html and element._local_name in ("select", "button"):
        display = "inline-block"  # form controls are atomic inlines (Chromium 156)
    block = display in _BLOCK_LEVEL or in_select
    paragraph = html and element._local_name == "p" and display not in _TABLE_INTERNAL
    count = 2 if paragraph else (1 if block else 0)
    if not visible:
        count = 0
    if _out_of_flow(style, item):
        if start:
            if count:
                collector.count(count)
            collector.isolate()
        else:
            collector.restore()
            if count:
                collector.count(count)
        return
    if block:
        collector.required(count) if count else collector.line_end()
    elif display in _ATOMIC_INLINE:
        if start:
            if count:
                collector.count(count)
            collector.atom()
            collector.line_end()
        else:
            collector.pending = -1
            collector.atom()
            if count:
                collector.count(count)
    elif count:
        collector.count(count)


def _out_of_flow(style: dict[str, object], item: bool) -> bool:
    """Whether a box of computed values ``style`` is floated or absolutely positioned (a
    flex or grid ``item`` is never floated)."""
    return (style["float"] != "none" and not item) or style["position"] in ("absolute", "fixed")


def _in_shadow_box(resolver: StyleResolver, node: Any) -> bool:
    """Whether ``node`` (in a document with shadow trees) has a box as far as its parent's
    shadow tree says: in the flat tree (:meth:`~webapi.css.engine.FlatTree.parent`), and, for
    a host's child, assigned to a slot whose flat tree ancestors up to the host have boxes
    (no ``display: none``)."""
    flat = resolver.flat
    assert flat is not None
    parent = flat.parent(node)
    if parent is False:
        return False
    host = node._parent
    if parent is None or parent is host:
        return True
    while parent and parent is not host:
        if _rendered_display(resolver, parent) == "none":
            return False
        parent = flat.parent(parent)
    return True


def _in_flex_or_grid(resolver: StyleResolver, node: Any, parent_style: dict[str, object]) -> bool:
    """Whether the box of ``node`` (an element's, or a Text node's anonymous one) is a child
    of a flex or grid container's: its parent's (computed values ``parent_style``), past
    ``display: contents`` ancestors; a ``details`` element's content is in its slot's block
    box."""
    flat = resolver.flat
    if flat is not None:
        parent = flat.parent(node)
        if parent is not False and parent is not node._parent:
            # (a slotted node: its box is in its slot's place, in the shadow tree)
            while parent:
                display = _rendered_display(resolver, parent)
                if display != "contents":
                    return display in _FLEX_OR_GRID
                parent = flat.parent(parent)
            return False
    display = parent_style["display"]
    while display == "contents":
        parent = node._parent
        if _is_html(parent, "details") and node is not _first_summary(parent):
            return False
        node = parent
        parent = node._parent
        if parent is None or parent._node_type != ELEMENT_NODE:
            return False
        display = _rendered_display(resolver, parent)
    return display in _FLEX_OR_GRID


def _previous_in_flow(resolver: StyleResolver, node: Any, item: bool) -> Any:
    """The node whose box comes before the box of ``node`` in their parent box (past
    ``display: contents`` element boundaries, elements with no box, boxes that are not in
    flow, comments and empty Text nodes): a Text node, a ``br`` or ``wbr`` element or an
    element's box; None if there is none. ``item``: whether they are flex or grid items
    (never floated)."""
    parent = node._parent
    node = node._previous_sibling
    while True:
        if node is None:
            # out of a display: contents parent (a details element's content is in its slot)
            if (
                parent is None
                or parent._node_type != ELEMENT_NODE
                or _rendered_display(resolver, parent) != "contents"
                or _is_html(parent, "details")
            ):
                return None
            node = parent._previous_sibling
            parent = parent._parent
            continue
        kind = node._node_type
        if kind in (TEXT_NODE, _CDATA):
            if node._data:
                return node
        elif kind == ELEMENT_NODE:
            style = _styles(resolver, node)
            display = style["display"]
            html = node._namespace == HTML_NAMESPACE
            if display != "none" and not (
                html
                and (
                    (display == "contents" and node._local_name in _CONTENTS_AS_NONE)
                    or _audio_without_controls(node)
                )
            ):
                if display == "contents":
                    parent = node
                    node = node._last_child
                    continue
                if not _out_of_flow(style, item):
                    return node
        node = node._previous_sibling


def _white_space_has_box(
    resolver: StyleResolver, text: Any, collapse: object, flex: bool, collector: _Collector
) -> bool:
    """Whether a Text node of white space alone has a box, as Chromium 156 makes them
    (Blink's whitespace layout objects): never after another Text node's white space when
    it collapses; in a flex or grid container (``flex``), only after text of the same
    anonymous item (a text, a ``br`` or a ``wbr`` before it: an anonymous item of white
    space alone is not rendered, https://drafts.csswg.org/css-flexbox-1/#flex-items), so
    preserved spaces after an out-of-flow box stay. The answer for the white space before
    it is the collector's (:attr:`_Collector.white_space`): each is read once."""
    if collapse == "collapse":
        previous = _previous_in_flow(resolver, text, flex)
        if (
            previous is not None
            and previous._node_type != ELEMENT_NODE
            and previous._data[-1] in " \t\n\r\f"
        ):
            return False
    if not flex:
        return True
    previous = text
    while True:
        previous = _previous_in_flow(resolver, previous, True)
        if previous is None:
            has_box = False
            break
        if previous._node_type != ELEMENT_NODE:
            if previous._data.strip(" \t\n\r\f"):
                has_box = True
                break
            if previous is collector.white_space[0]:
                has_box = collector.white_space[1]
                break
            continue
        has_box = _is_html(previous, "br", "wbr")
        break
    collector.white_space = (text, has_box)
    return has_box


def _sibling_of_kind(
    resolver: StyleResolver, element: Any, step: str, collector: _Collector
) -> Any:
    """The nearest element sibling (``step``: ``_previous_sibling`` or ``_next_sibling``)
    past white space Text nodes and comments if it is a table cell, row or group (the same
    anonymous table as ``element``), else None.

    The nodes passed on the way (white space, comments) are remembered with the answer for
    the rest of the collection (``collector.sibling_walks``): a run of them is walked once, not
    once from each of its white space nodes (thousands of comments between spaces made the
    walk quadratic)."""
    memo = collector.sibling_walks[step]
    node = getattr(element, step)
    passed: list[Any] | None = None
    found = None
    while node is not None:
        if node in memo:
            found = memo[node]
            break
        kind = node._node_type
        if kind == ELEMENT_NODE:
            if _rendered_display(resolver, node) in _TABLE_INTERNAL:
                found = node
            break
        if kind in (TEXT_NODE, _CDATA) and node._data.strip(" \t\n\r\f"):
            break
        if passed is None:
            passed = [node]
        else:
            passed.append(node)
        node = getattr(node, step)
    if passed is not None:
        for node in passed:
            memo[node] = found
    return found


def _in_inline(resolver: StyleResolver, element: Any) -> bool:
    """Whether the box that contains ``element``'s is an inline box (past ``display:
    contents`` ancestors): a table part there is wrapped in an anonymous inline table
    (https://drafts.csswg.org/css-tables-3/#fixup)."""
    parent = element._parent
    while parent is not None and parent._node_type == ELEMENT_NODE:
        display = _rendered_display(resolver, parent)
        if display != "contents":
            return display in ("inline", "ruby")
        parent = parent._parent
    return False


def _enter(
    resolver: StyleResolver,
    element: Any,
    style: dict[str, object],
    collector: _Collector,
    stack: list[_Step],
    context: Any,
    item: bool,
) -> None:
    """The steps before an element's children (its start; ``item``, whether it is a flex or
    grid item)."""
    display = style["display"]
    visible = style["visibility"] == "visible"
    namespace = element._namespace
    name = element._local_name
    if namespace == HTML_NAMESPACE:
        if name == "wbr":  # a word break opportunity: no box of its own, whatever its style
            collector.break_opportunity()
            return
        if name == "br":
            if style["white-space-collapse"] in ("preserve", "break-spaces"):
                # a preserved line feed: the collapsible space before it stays (Chromium 156)
                collector.text("\n", "preserve", "none", visible)
            elif visible:
                collector.literal("\n")
            else:
                collector.line_end()
            return
        if name in _REPLACED:
            if display not in _BLOCK_LEVEL:
                collector.atom()
            elif _out_of_flow(style, item):
                if visible:  # the line goes on around it
                    collector.count(1)
            else:
                collector.required(1) if visible else collector.line_end()
                collector.required(1) if visible else collector.line_end()
            return
        if name == "select" and not visible:
            collector.atom()
            return
    elif namespace == SVG_NAMESPACE:
        if context != "svg":  # the outermost svg element: an atomic inline, or a block
            if display in _BLOCK_LEVEL:
                _edge(element, style, collector, True, False, item)
            else:
                collector.atom()
        elif name == "text" or name == "foreignObject":
            collector.required(1) if visible else collector.line_end()
        stack.append((_EXIT, element, "item" if item else None, style))
        _push_children(element, stack, style)
        return
    in_select = (
        namespace == HTML_NAMESPACE and name in ("option", "optgroup") and _in_select(element)
    )
    if display in _TABLE_INTERNAL:
        if _sibling_of_kind(
            resolver, element, "_previous_sibling", collector
        ) is None and _in_inline(resolver, element):
            collector.atom()  # an anonymous inline table starts
        collector.line_end()
    _edge(element, style, collector, True, in_select, item)
    stack.append((_EXIT, element, "item" if item else None, style))
    _push_children(element, stack, style)


def _in_select(element: Any) -> bool:
    parent = element._parent
    if parent is not None and parent._node_type == ELEMENT_NODE and _is_html(parent, "optgroup"):
        parent = parent._parent
    return bool(
        parent is not None and parent._node_type == ELEMENT_NODE and _is_html(parent, "select")
    )


def _exit_element(
    resolver: StyleResolver,
    element: Any,
    collector: _Collector,
    style: dict[str, object],
    item: bool,
) -> None:
    """The steps after an element's children (its end; ``style``, its computed values;
    ``item``, whether it is a flex or grid item)."""
    visible = style["visibility"] == "visible"
    namespace = element._namespace
    name = element._local_name
    if namespace == SVG_NAMESPACE:
        parent = element._parent
        if parent is None or parent._namespace != SVG_NAMESPACE:
            if style["display"] in _BLOCK_LEVEL:
                _edge(element, style, collector, False, False, item)
            else:
                collector.atom()
        elif name == "text" or name == "foreignObject":
            collector.required(1) if visible else collector.line_end()
        return
    display = style["display"]
    in_select = (
        namespace == HTML_NAMESPACE and name in ("option", "optgroup") and _in_select(element)
    )
    if display == "table-cell":
        collector.line_end()
        if visible and _has_following_cell(resolver, element):
            collector.literal("\t")
    elif display == "table-row":
        if visible and not _is_last_row(resolver, element):
            collector.literal("\n")
        else:
            collector.line_end()
    elif display in _TABLE_GROUPS:
        collector.line_end()
    if (
        display in _TABLE_INTERNAL
        and _sibling_of_kind(resolver, element, "_next_sibling", collector) is None
        and _in_inline(resolver, element)
    ):
        collector.atom()  # an anonymous inline table ends
    _edge(element, style, collector, False, in_select, item)


def _being_rendered(resolver: StyleResolver, element: Any) -> bool:
    """https://html.spec.whatwg.org/multipage/rendering.html#being-rendered: the element and
    its ancestors have boxes (no ``display: none``; not inside a replaced element, a closed
    ``details`` element's content, a ``select``'s non-option content or content skipped by
    ``content-visibility: hidden``)."""
    if not is_connected(element):
        return False
    node = element
    while node is not None and node._node_type == ELEMENT_NODE:
        if _rendered_display(resolver, node) == "none" or (
            node._namespace == HTML_NAMESPACE and _audio_without_controls(node)
        ):
            return False
        parent = node._parent
        if parent is not None and parent._node_type == ELEMENT_NODE:
            if _styles(resolver, parent)["content-visibility"] == "hidden":
                return False
            if parent._namespace == HTML_NAMESPACE:
                name = parent._local_name
                if name in _REPLACED or name == "br":
                    return False
                if name == "select" and not _is_html(node, "option", "optgroup"):
                    return False
                if (
                    name == "details"
                    and get_attribute_value_by_namespace(None, "open", parent) is None
                    and node is not _first_summary(parent)
                ):
                    return False
        if resolver.flat is not None:
            # (in the flat tree: a slotted element's box is in its slot's, a shadow tree's
            # top-level element's in its host's)
            parent = resolver.flat.parent(node)
            if parent is False:
                return False
        node = parent
    return True


def _formatting_root(resolver: StyleResolver, element: Any) -> Any:
    """The element whose children's collection gives ``element``'s text in its line context:
    itself where it starts its own lines (a block, an inline-block, a table cell, ...), else
    its nearest such ancestor."""
    node = element
    while True:
        display = _rendered_display(resolver, node)
        if display not in ("inline", "contents", "ruby", "ruby-text"):
            return node
        parent = node._parent
        if parent is None or parent._node_type != ELEMENT_NODE:
            return node
        node = parent


def _join(items: list[str | int]) -> str:
    """The getter's last steps: empty strings removed, required line break counts at the
    start and end removed, each run of counts replaced by as many newlines as its largest."""
    out: list[str] = []
    count = 0
    started = False
    for item in items:
        if isinstance(item, int):
            if started and item > count:
                count = item
            continue
        if not item:
            continue
        if count:
            out.append("\n" * count)
            count = 0
        out.append(item)
        started = True
    return "".join(out)


def get_inner_text(element: Any) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-innertext: the element's
    descendant text content where it is not being rendered, else the rendered text
    collection steps over its children, joined (an inline element's in the context of its
    line: the spaces at its edges kept or collapsed as the text around it makes them)."""
    if not is_connected(element):
        return descendant_text_content(element)
    from ._rendering import document_styles, presentational_hints

    _HINTS[0] = presentational_hints
    resolver = document_styles(element._node_document)
    if not _being_rendered(resolver, element):
        return descendant_text_content(element)
    if _styles(resolver, element)["content-visibility"] == "hidden" or (
        element._namespace == HTML_NAMESPACE and element._local_name in _REPLACED
    ):
        return ""
    collector = _Collector()
    root = _formatting_root(resolver, element)
    if root is element:
        _collect(resolver, element, collector)
        return _join(collector.items)
    start, end = _collect(resolver, root, collector, element)
    return _join(collector.items[start:end])


get_outer_text = get_inner_text


def rendered_text_fragment(text: str, document: Any) -> Any:
    """https://html.spec.whatwg.org/multipage/dom.html#rendered-text-fragment: a
    ``DocumentFragment`` of Text nodes with ``br`` elements where ``text`` has CR LF, LF or
    CR."""
    fragment = document.createDocumentFragment()
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for index, line in enumerate(lines):
        if index:
            fragment.appendChild(document.createElement("br"))
        if line:
            fragment.appendChild(document.createTextNode(line))
    return fragment


def set_inner_text(element: Any, value: str) -> None:
    """https://html.spec.whatwg.org/multipage/dom.html#set-the-inner-text-steps: the
    children replaced by the rendered text fragment of ``value``."""
    fragment = rendered_text_fragment(value, element._node_document)
    replace_all(fragment, element)


def set_outer_text(element: Any, value: str) -> None:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-outertext: the element replaced by
    the rendered text fragment of ``value`` (an empty Text node if it has no child), and the
    Text nodes then adjacent merged."""
    from webapi.dom import DOMException

    parent = element._parent
    if parent is None:
        raise DOMException("The element has no parent.", "NoModificationAllowedError")
    following = element._next_sibling
    previous = element._previous_sibling
    document = element._node_document
    fragment = rendered_text_fragment(value, document)
    if fragment._first_child is None:
        fragment.appendChild(document.createTextNode(""))
    replace(element, fragment, parent)
    if following is not None and following._previous_sibling is not None:
        _merge_with_next(following._previous_sibling)
    if previous is not None:
        _merge_with_next(previous)


def _merge_with_next(node: Any) -> None:
    """https://html.spec.whatwg.org/multipage/dom.html#merge-with-the-next-text-node"""
    if node._node_type != TEXT_NODE:
        return
    following = node._next_sibling
    if following is None or following._node_type != TEXT_NODE:
        return
    node.appendData(following._data)
    following.remove()
