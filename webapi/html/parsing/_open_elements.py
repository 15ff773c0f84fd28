"""The stack of open elements (https://html.spec.whatwg.org/multipage/parsing.html#stack-of-open-elements)
and its scopes (https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope),
answered without walking the stack.

The standard's checks walk down from the current node: "has an element X in scope" stops at
the first X or at the first element of the scope's list; "any other end tag" stops at the first
element with the tag's name or at the first special element; the end tag rules in foreign
content stop at a matching foreign element or at the first HTML element. A page can make each
walk long without the walk closing anything (``<div>`` a thousand times, then ``</body>`` a
thousand times), so walking is quadratic. Here every element knows its index in the stack, and
the stack keeps, for each group (the HTML elements with a local name, the foreign elements with
an ASCII-lowercased local name, the elements of the default and table scopes' lists, the
special elements, the foreign elements), the open elements of the group in stack order: each
walk's answer is a comparison of a few indexes, the topmost element of the group looked for
and the topmost elements of the groups that stop the walk.

Pushing and popping cost the number of groups an element is in (one for most HTML elements,
at most six). Removing in
the middle (a ``form`` or an ``a`` removed) costs the distance from the top of the stack,
which the standard's own steps walk anyway; the adoption agency algorithm's removals,
replacements and insertion are made at once (:meth:`replace_from`), one such walk for all of
them.
"""

from __future__ import annotations

from collections.abc import Iterator

from webapi.dom.engine import ElementImpl as Element
from webapi.infra import HTML_NAMESPACE

from ._tree_tables import (
    DEFAULT_SCOPE,
    IMPLIED_END_TAGS,
    SPECIAL,
    TABLE_SCOPE,
)

__all__ = [
    "BUTTON",
    "DEFAULT",
    "HEADING",
    "IMPLIED",
    "LIST_ITEM",
    "LIST_ITEM_STOP",
    "RESET",
    "SPECIAL_GROUP",
    "TABLE",
    "TABLE_SECTION",
    "StackOfOpenElements",
    "ascii_lower",
]

_TO_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def ascii_lower(name: str) -> str:
    """https://infra.spec.whatwg.org/#ascii-lowercase"""
    return name.lower() if name.isascii() else name.translate(_TO_ASCII_LOWER)


#: The groups that stop walks: the default and table scopes' lists of element types, the
#: special elements, and the foreign elements (the foreign content end tag rules stop at the
#: first element not one of them). A tag name never holds ">" or a space, so these keys and
#: the foreign ones (" " and the name) are no HTML name.
DEFAULT = ">scope"
TABLE = ">table scope"
#: The list item and button scopes: the default scope's list and ``ol``, ``ul`` or
#: ``button``. No group of their own (each of the default scope's elements would be pushed
#: into two more lists): :meth:`StackOfOpenElements.in_scope` compares with the topmost
#: element of the default scope's group and of those names' (:data:`_SCOPE_STOPS`).
LIST_ITEM = ">list item scope"
BUTTON = ">button scope"
#: The special elements (https://html.spec.whatwg.org/multipage/parsing.html#special).
SPECIAL_GROUP = ">special"
_SPECIAL = SPECIAL_GROUP
_FOREIGN = ">foreign"
#: The groups looked for as one: "an element in scope that is an HTML element and whose tag
#: name is one of" h1 to h6 (an ``h1``-``h6`` end tag in body), or tbody, thead, tfoot (in
#: table scope: "in table body"). The walk down the stack stops at the first element of the
#: group, so the topmost element of the group answers, as for a single name.
HEADING = ">heading"
TABLE_SECTION = ">table section"
#: The HTML elements that "reset the insertion mode appropriately" stops at (below the
#: bottom one): the topmost of them decides the mode, however deep the stack.
RESET = ">reset"
#: The HTML elements whose end tags "generate implied end tags" generates: the current node is
#: one when it is the topmost of the group (a question asked without reading its slots).
IMPLIED = ">implied"
#: The special elements but ``address``, ``div`` and ``p``: where the "in body" walk for an
#: ``li``, ``dd`` or ``dt`` start tag stops (unless at the element it looks for, one of them).
LIST_ITEM_STOP = ">list item stop"
#: Each scope -> the groups whose topmost element ends it (the default scope's group, then
#: the names its list lacks: ``LIST_ITEM_SCOPE`` and ``BUTTON_SCOPE`` are the default
#: scope's list and those HTML elements).
_SCOPE_STOPS: dict[str, tuple[str, ...]] = {
    DEFAULT: (DEFAULT,),
    LIST_ITEM: (DEFAULT, "ol", "ul"),
    BUTTON: (DEFAULT, "button"),
    TABLE: (TABLE,),
}
_STOPS = (
    (DEFAULT, DEFAULT_SCOPE),
    (TABLE, TABLE_SCOPE),
    (_SPECIAL, SPECIAL),
    (HEADING, frozenset((HTML_NAMESPACE, f"h{level}") for level in range(1, 7))),
    (TABLE_SECTION, frozenset((HTML_NAMESPACE, name) for name in ("tbody", "thead", "tfoot"))),
    (IMPLIED, frozenset((HTML_NAMESPACE, name) for name in IMPLIED_END_TAGS)),
    (
        LIST_ITEM_STOP,
        SPECIAL - frozenset((HTML_NAMESPACE, name) for name in ("address", "div", "p")),
    ),
    (
        RESET,
        frozenset(
            (HTML_NAMESPACE, name)
            for name in [
                "td",
                "th",
                "tr",
                "tbody",
                "thead",
                "tfoot",
                "caption",
                "colgroup",
                "table",
                "template",
                "head",
                "body",
                "frameset",
                "html",
            ]
        ),
    ),
)


def _groups(namespace: str | None, local_name: str) -> tuple[str, ...]:
    """The groups an element is in: ``"name"`` for an HTML element, ``"svg name"`` style keys
    (a space and the ASCII-lowercased name) for a foreign one, and the stopping groups."""
    key = (namespace, local_name)
    groups = (
        [local_name] if namespace == HTML_NAMESPACE else [" " + ascii_lower(local_name), _FOREIGN]
    )
    groups.extend(group for group, members in _STOPS if key in members)
    return tuple(groups)


class StackOfOpenElements:
    """The stack: ``elements`` (the bottom first; read it, change it through the methods)."""

    __slots__ = (
        "_groups_of",
        "_index",
        "_lists_of",
        "_members",
        "elements",
        "foreign_elements",
        "open_lists",
        "templates",
    )

    def __init__(self) -> None:
        self.elements: list[Element] = []
        #: element -> its index in ``elements``
        self._index: dict[Element, int] = {}
        #: group -> its open elements, in stack order (a list for each group that an element
        #: pushed so far is in)
        self._members: dict[str, list[Element]] = {}
        #: an HTML element's local name, or a foreign element's (namespace, local name) ->
        #: the element's groups
        self._groups_of: dict[object, tuple[str, ...]] = {}
        #: the same key -> the lists of ``_members`` of the element's groups (what a push or
        #: a pop changes, without looking each group up)
        self._lists_of: dict[object, tuple[list[Element], ...]] = {}
        #: The open foreign elements, in stack order (the group's list, made now: the current
        #: node is an HTML element when it is not this list's last; the tree construction
        #: dispatcher asks so without reading the current node's namespace, of any class.
        #: Foreign elements are rare: the HTML elements, nearly all, are in no such group)
        self.foreign_elements: list[Element] = []
        self._members[_FOREIGN] = self.foreign_elements
        #: The open HTML template elements (the group's list, made now: a current node is
        #: a template only while this is not empty, a question cheaper than ``isinstance``)
        self.templates: list[Element] = []
        self._members["template"] = self.templates
        #: Each open element's lists of ``_members``, in stack order (what popping it changes,
        #: found without reading its name and namespace: slots read at a site that sees
        #: elements of many classes take CPython's generic path)
        self.open_lists: list[tuple[list[Element], ...]] = []

    def _groups(self, element: Element) -> tuple[str, ...]:
        namespace = element._namespace
        name = element._local_name
        key = name if namespace == HTML_NAMESPACE else (namespace, name)
        groups = self._groups_of.get(key)
        if groups is None:
            groups = self._groups_of[key] = _groups(namespace, name)
            members = self._members
            self._lists_of[key] = tuple(members.setdefault(group, []) for group in groups)
        return groups

    def _lists(self, element: Element) -> tuple[list[Element], ...]:
        """The lists of ``_members`` that ``element`` is in (one per group)."""
        namespace = element._namespace
        name = element._local_name
        key = name if namespace == HTML_NAMESPACE else (namespace, name)
        found = self._lists_of.get(key)
        if found is None:
            self._groups(element)
            found = self._lists_of[key]
        return found

    # --- changes --------------------------------------------------------------------------

    def push(self, element: Element) -> None:
        """Push ``element`` on top."""
        elements = self.elements
        self._index[element] = len(elements)
        elements.append(element)
        lists = (
            self._lists_of.get(element._local_name)
            if element._namespace == HTML_NAMESPACE
            else None
        ) or self._lists(element)
        self.open_lists.append(lists)
        for found in lists:
            found.append(element)

    def pop(self) -> Element:
        """Pop the current node."""
        element = self.elements.pop()
        del self._index[element]
        for found in self.open_lists.pop():
            found.pop()
        return element

    def remove(self, element: Element) -> None:
        """Remove ``element`` from wherever it is in the stack."""
        index = self._index.pop(element)
        elements = self.elements
        del elements[index]
        lists = self.open_lists.pop(index)
        self._renumber(index)
        for found in lists:
            for position in range(len(found) - 1, -1, -1):
                if found[position] is element:
                    del found[position]
                    break

    def replace_from(self, lowest: int, elements: list[Element]) -> None:
        """Put ``elements`` (bottom first) in place of the open elements from index ``lowest``
        up: the adoption agency algorithm's changes to the stack above its formatting element
        made at once (each of its removals, replacements and its insertion would renumber the
        elements above it; this renumbers them once). Costs the elements changed times their
        groups: the open elements from ``lowest`` up are taken off the top as :meth:`pop`
        takes them (each the last of its groups' lists when its turn comes), then ``elements``
        pushed."""
        stack = self.elements
        indexes = self._index
        lists_of = self._lists_of
        open_lists = self.open_lists
        for element in stack[lowest:]:
            del indexes[element]
        for position in range(len(open_lists) - 1, lowest - 1, -1):
            for found in open_lists[position]:
                found.pop()
        del stack[lowest:]
        del open_lists[lowest:]
        for element in elements:
            indexes[element] = len(stack)
            stack.append(element)
            lists = (
                lists_of.get(element._local_name) if element._namespace == HTML_NAMESPACE else None
            ) or self._lists(element)
            open_lists.append(lists)
            for found in lists:
                found.append(element)

    def _renumber(self, start: int) -> None:
        elements = self.elements
        indexes = self._index
        for index in range(start, len(elements)):
            indexes[elements[index]] = index

    # --- questions ------------------------------------------------------------------------

    def __contains__(self, element: Element) -> bool:
        return element in self._index

    def index(self, element: Element) -> int:
        """The index of the open element ``element`` (0: the bottom)."""
        return self._index[element]

    def topmost(self, group: str) -> Element | None:
        """The topmost open element of ``group`` (an HTML local name, or a group above)."""
        found = self._members.get(group)
        return found[-1] if found else None

    def above(self, group: str, floor: int) -> Iterator[Element]:
        """The open elements of ``group`` above index ``floor``, the topmost first (lazily:
        a caller that stops early pays for what it read)."""
        found = self._members.get(group, ())
        index = self._index
        for position in range(len(found) - 1, -1, -1):
            element = found[position]
            if index[element] <= floor:
                return
            yield element

    def count_above(self, group: str, floor: int, limit: int) -> int:
        """How many open elements of ``group`` are above index ``floor``, counted up to
        ``limit`` (a few comparisons, however many are open)."""
        found = self._members.get(group)
        if not found:
            return 0
        index = self._index
        count = 0
        for position in range(len(found) - 1, -1, -1):
            if count == limit or index[found[position]] <= floor:
                break
            count += 1
        return count

    def has(self, name: str) -> bool:
        """Whether an HTML element ``name`` is open."""
        return bool(self._members.get(name))

    def _above_stop(self, element: Element | None, stop: str) -> bool:
        """Whether a walk down from the current node that stops at elements of ``stop``
        reaches ``element`` (it is open and not below the topmost element of ``stop``)."""
        if element is None:
            return False
        stopper = self.topmost(stop)
        return stopper is None or self._index[element] >= self._index[stopper]

    def in_scope(self, name: str, scope: str = DEFAULT) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
        for the HTML element ``name`` (or an element of the group :data:`HEADING` or
        :data:`TABLE_SECTION`); ``scope`` is :data:`DEFAULT`, :data:`LIST_ITEM`,
        :data:`BUTTON` or :data:`TABLE`."""
        members = self._members
        found = members.get(name)
        if not found:
            return False
        index = self._index
        top = index[found[-1]]
        for stop in _SCOPE_STOPS[scope]:
            stoppers = members.get(stop)
            if stoppers and index[stoppers[-1]] > top:
                return False
        return True

    def element_in_scope(self, element: Element) -> bool:
        """Whether the element ``element`` is in (the default) scope."""
        return element in self and self._above_stop(element, DEFAULT)

    def before_special(self, name: str) -> Element | None:
        """The "any other end tag" walk of "in body": the topmost HTML element ``name`` when
        no special element is above it, else ``None``."""
        element = self.topmost(name)
        return element if self._above_stop(element, _SPECIAL) else None

    def foreign_above_html(self, name: str) -> Element | None:
        """The topmost foreign element whose ASCII-lowercased local name is ``name`` when no
        HTML element is above it, else ``None``."""
        element = self.topmost(" " + name)
        if element is None:
            return None
        # (no HTML element above it: the ``above`` elements from it up are the foreign
        # group's last ones, the group being in stack order and its indexes distinct)
        above = len(self.elements) - self._index[element]
        foreign = self.foreign_elements
        return element if len(foreign) >= above and foreign[-above] is element else None
