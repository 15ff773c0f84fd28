"""Matching (https://drafts.csswg.org/selectors-4/#match-a-selector-against-an-element): a
selector against an element, right to left, with HTML's case rules
(https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).

The elements are read through an interface, not imported: this package sits below the DOM
(``webapi.dom`` calls it for ``querySelector`` and its kin). A node is any object with the
DOM's node slots (:mod:`webapi.dom.engine`'s node classes have them): ``_node_type`` (1 for an
element, 3 and 4 for text, 9 for a document, 11 for a fragment), ``_parent``,
``_first_child``, ``_next_sibling``, ``_previous_sibling``, ``_node_document``; an element
also ``_namespace``, ``_local_name``, ``_is_value`` and ``_attrs`` (None, a dict of name to
value for attributes without namespace or prefix, or a list of attribute objects with
``_namespace``, ``_local_name`` and ``_value``); a text node ``_data``; a document
``_is_html`` and ``_mode``.

Nothing recurses on the input's size: a complex selector is matched by a loop over states
(which compound, which element) with each state tried once, so a chain of combinators over a
deep tree costs compounds x depth at most; nesting (``:is()`` in ``:not()``...) is bounded by
the parser's ``MAX_NESTING``. ``:nth-child()`` and its kin number a parent's children once per
query (``Matcher.positions``), so 100,000 siblings stay linear.
"""

from __future__ import annotations

from urllib.parse import unquote

from webapi.infra import ASCII_WHITESPACE, HTML_NAMESPACE, split_on_ascii_whitespace

from ._ast import (
    ANY_NAMESPACE,
    ATTRIBUTE,
    CHILD,
    CLASS,
    DESCENDANT,
    ID,
    NEXT_SIBLING,
    SUBSEQUENT_SIBLING,
    ComplexSelector,
    CompoundSelector,
    SelectorList,
)
from ._compile import NTH_MAX, NTH_MIN, compiled_compound, compound_names
from ._html_state import (
    CASE_INSENSITIVE_ATTRIBUTES,
    attribute,
    direction,
    element_state,
    language,
)
from ._registry import custom_state
from ._shadow_matching import matches_in_context
from ._tree import ELEMENT as _ELEMENT
from ._tree import next_element as _next_element
from ._tree import parent_element as _parent_element
from ._tree import previous_element as _previous_element
from ._tree import subtree_elements

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "CASE_INSENSITIVE_ATTRIBUTES",
    "ID_LOOKUP",
    "Matcher",
    "register_id_lookup",
    "subtree_elements",
]

_DOCUMENT = 9
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

#: Pseudo-classes that no element of a document nobody uses matches (HTML answers its state
#: pseudo-classes: :mod:`._registry`).
_NEVER = frozenset(
    [
        "visited",
        "hover",
        "active",
        "target",
        "target-within",
        "playing",
        "paused",
        "seeking",
        "buffering",
        "stalled",
        "muted",
        "volume-locked",
        "fullscreen",
        "picture-in-picture",
        "host",
        "host-context",
        "state",
        "current",
        "past",
        "future",
        "-webkit-full-page-media",
        "-webkit-full-screen-ancestor",
    ]
)


def _lower(s: str) -> str:
    return s.translate(_LOWER)


class Matcher:
    """One query's matching: the scoping root (https://drafts.csswg.org/selectors-4/#scoping-root),
    the document's HTML-ness and quirks mode, and the positions ``:nth-*`` computed so far."""

    __slots__ = (
        "context",
        "failed",
        "first",
        "has_answers",
        "has_kept",
        "has_tables",
        "has_walked",
        "html_document",
        "index",
        "memos",
        "numbers",
        "positions",
        "query",
        "quirks",
        "scope",
        "target",
    )

    def __init__(self, scope: Any, query: bool = False, context: Any = None) -> None:
        document = scope._node_document
        self.scope = scope
        #: The shadow root in whose tree's context selectors with ``:host`` are matched
        #: (:mod:`._shadow_matching`; None: the shadow root of the subject's tree, if any).
        self.context = context
        #: Whether the query's candidates are the scoping root's descendants
        #: (``querySelector``, ``querySelectorAll``), not the scoping root (``matches``) and its
        #: ancestors (``closest``): ``:has()`` is answered for them from one table over the
        #: scoping root's subtree, else from each subject's own region.
        self.query = query
        self.html_document = bool(document._is_html)
        self.quirks = document._mode == "quirks"
        #: Per complex selector (by id) of the descendant and child kind, per group: whether
        #: the groups from there on match above an element (by id), found so far.
        self.memos: dict[int, list[dict[int, bool]]] = {}
        #: Per complex selector (by id) of the other kinds: the states of its right-to-left
        #: walk that came to nothing.
        self.failed: dict[int, set[int]] = {}
        #: Tables made once a query: ``:nth-*`` positions, ``:has()`` answers.
        self.positions: dict[tuple[int, str, int], dict[int, int]] = {}
        #: ``:nth-*`` positions without ``of``: per pseudo-class name, each numbered element's.
        self.numbers: dict[str, dict[Any, int]] = {}
        #: ``:has()`` for a query: per relative selector (by id), the scoping root's descendant
        #: elements (None: every element of the document's tree) and those at which it
        #: matches (:meth:`_anchors`).
        self.has_tables: dict[int, tuple[set[Any] | None, set[Any]]] = {}
        #: The elements :meth:`_has_walked` has walked over in this query.
        self.has_walked = 0
        #: The document's element index (:class:`~._index.TreeIndex`) when the query is
        #: answered from it, else None.
        self.index: Any = None
        #: Whether the query wants its first match alone (``querySelector``).
        self.first = False
        #: ``:has()`` answered from the subject's region: per (relative selector, element) ids.
        self.has_answers: dict[tuple[int, int], bool] = {}
        #: Per relative selector (by id), whether :meth:`has_relative` answers it from the
        #: set the index keeps (asked once a query; None: nothing asked yet).
        self.has_kept: dict[int, bool] | None = None
        #: The document's target element (False: not looked for yet).
        self.target: Any = False

    # --- lists and complex selectors ----------------------------------------------------

    def matches_list(self, selectors: SelectorList, element: Any) -> bool:
        """Whether ``element`` matches one of ``selectors``."""
        for complex_selector in selectors.selectors:
            if self.matches_complex(complex_selector, element):
                return True
        return False

    def list_test(self, selectors: SelectorList) -> Callable[[Any], bool]:
        """:meth:`matches_list` for ``selectors`` as one function of an element (a compiled
        compound's test where the list is one compound)."""
        if len(selectors.selectors) == 1:
            (only,) = selectors.selectors
            if only.shadow:
                return lambda element: matches_in_context(self, only, element)
            if len(only.parts) == 1 and only.anchor is None:
                test = self.compiled(only.parts[0][0])
                return lambda element: test(element, self)
            if only.groups is not None:
                chain = self.groups_test(only)
                return lambda element: chain(element, self)
        return lambda element: self.matches_list(selectors, element)

    def compiled(self, compound: CompoundSelector) -> Callable[[Any, Matcher], bool]:
        """``compound``'s compiled test (:mod:`._compile`) for this query's document."""
        return compiled_compound(compound, self.html_document, self.quirks)

    def matches_complex(self, selector: ComplexSelector, element: Any) -> bool:
        """https://drafts.csswg.org/selectors-4/#match-a-complex-selector-against-an-element,
        right to left: a loop over (compound index, element) states, each tried once."""
        if selector.shadow:
            return matches_in_context(self, selector, element)
        parts = selector.parts
        last = len(parts) - 1
        if last == 0 and selector.anchor is None:
            return self.compiled(parts[0][0])(element, self)
        if selector.groups is not None:
            return groups_test(selector, self.html_document, self.quirks)(element, self)
        # states: (index, element, walk) -- walk None: test the element against parts[index];
        # a combinator: go on to its next candidate (an ancestor, a previous sibling)
        # (the states of an earlier call of the query that came to nothing are left out: a
        # state's answer does not depend on where the walk to it started). A state's key is
        # one integer: the node's id times ``width``, plus twice the index, plus 1 for a walk
        # (the walk from parts[index] is its combinator's, so the index says which).
        width = 2 * len(parts)
        failed = self.failed.get(id(selector))
        if failed is None:
            failed = self.failed[id(selector)] = set()
        stack: list[tuple[int, Any, str | None]] = [(0, element, None)]
        seen: set[int] = set()
        while stack:
            index, node, walk = stack.pop()
            if walk is not None:
                node = _parent_element(node) if walk == DESCENDANT else _previous_element(node)
                if node is None:
                    continue
                key = id(node) * width + 2 * index
                if key + 1 in seen or key + 1 in failed:
                    continue
                seen.add(key + 1)
                stack.append((index, node, walk))
                if key in seen or key in failed:
                    continue
                seen.add(key)
            compound, combinator = parts[index]
            if not self.matches_compound(compound, node):
                continue
            if index == last:
                return True
            assert combinator is not None
            if combinator in (CHILD, NEXT_SIBLING):
                following = (
                    _parent_element(node) if combinator == CHILD else _previous_element(node)
                )
                if following is not None:
                    key = id(following) * width + 2 * (index + 1)
                    if key not in seen and key not in failed:
                        seen.add(key)
                        stack.append((index + 1, following, None))
            else:
                stack.append((index + 1, node, combinator))
        failed |= seen
        return False

    def groups_test(self, selector: ComplexSelector) -> Callable[[Any, Matcher], bool]:
        """:func:`groups_test` of ``selector`` (with :attr:`~._ast.ComplexSelector.groups`)
        for this query's document."""
        return groups_test(selector, self.html_document, self.quirks)

    # --- compound and simple selectors --------------------------------------------------

    def matches_compound(self, compound: CompoundSelector, element: Any) -> bool:
        """Whether ``element`` matches every simple selector of ``compound`` (the compiled
        test of :mod:`._compile`)."""
        return self.compiled(compound)(element, self)

    def matches_simple(self, simple: tuple[Any, ...], element: Any) -> bool:
        """Whether ``element`` matches ``simple``, a simple selector other than a type
        selector."""
        kind = simple[0]
        if kind == CLASS:
            return self._has_class(element, simple[1])
        if kind == ID:
            value = attribute(element, "id")
            if value is None:
                return False
            return value == simple[1] or (self.quirks and _lower(value) == _lower(simple[1]))
        if kind == ATTRIBUTE:
            html = element._namespace == HTML_NAMESPACE and self.html_document
            return self._attribute(element, simple, html)
        return self._pseudo_class(element, simple)

    def _has_class(self, element: Any, name: str) -> bool:
        value = attribute(element, "class")
        if value is None:
            return False
        if self.quirks:
            name = _lower(name)
            return any(_lower(c) == name for c in split_on_ascii_whitespace(value))
        if name not in value:
            return False
        return name in split_on_ascii_whitespace(value)

    def _attribute(self, element: Any, simple: tuple[Any, ...], html: bool) -> bool:
        """https://drafts.csswg.org/selectors-4/#attribute-selectors."""
        _, namespace, name, lower_name, operator, expected, flag = simple
        if html:
            name = lower_name
        attrs = element._attrs
        if attrs is None:
            return False
        if type(attrs) is dict:
            if namespace is not None and namespace is not ANY_NAMESPACE:
                return False
            value = attrs.get(name)
            if value is None:
                return False
            if operator is None:
                return True
            return self._compare(value, operator, expected, flag, html, name, None)
        for attr in attrs:
            if attr._local_name != name:
                continue
            if namespace is not ANY_NAMESPACE and attr._namespace != namespace:
                continue
            if operator is None:
                return True
            if self._compare(attr._value, operator, expected, flag, html, name, attr._namespace):
                return True
        return False

    @staticmethod
    def _compare(
        value: str,
        operator: str,
        expected: str,
        flag: str | None,
        html: bool,
        name: str,
        namespace: str | None,
    ) -> bool:
        if flag == "i" or (
            flag is None and html and namespace is None and name in CASE_INSENSITIVE_ATTRIBUTES
        ):
            value = _lower(value)
            expected = _lower(expected)
        if operator == "=":
            return value == expected
        if operator == "~=":
            if not expected or any(c in expected for c in ASCII_WHITESPACE):
                return False
            return expected in split_on_ascii_whitespace(value)
        if operator == "|=":
            return value == expected or value.startswith(expected + "-")
        if not expected:
            return False
        if operator == "^=":
            return value.startswith(expected)
        if operator == "$=":
            return value.endswith(expected)
        return expected in value  # "*="

    def _pseudo_class(self, element: Any, simple: tuple[Any, ...]) -> bool:
        name = simple[1]
        if len(simple) == 2:
            return self.plain_pseudo_class(element, name)
        if name in ("is", "where"):
            return self.matches_list(simple[2], element)
        if name == "not":
            return not self.matches_list(simple[2], element)
        if name == "has":
            return self._has(element, simple[2])
        if name == "lang":
            return _lang_matches(language(element), simple[2])
        if name == "dir":
            return simple[2] in ("ltr", "rtl") and direction(element) == simple[2]
        if name == "state":
            return custom_state(element, simple[2])
        if name in ("host", "host-context"):
            return False  # (an element other than a host in its shadow tree's context)
        _, name, a, b, of = simple
        if of is not None and not self.matches_list(of, element):
            return False
        return _nth_matches(a, b, self.position(element, name, of))

    def plain_pseudo_class(self, element: Any, name: str) -> bool:
        if name == "first-child":
            return _previous_element(element) is None
        if name == "last-child":
            return _next_element(element) is None
        if name == "only-child":
            return _previous_element(element) is None and _next_element(element) is None
        if name in ("first-of-type", "last-of-type", "only-of-type"):
            first = name != "last-of-type"
            last = name != "first-of-type"
            step = "_previous_sibling"
            for wanted, step in ((first, "_previous_sibling"), (last, "_next_sibling")):
                if not wanted:
                    continue
                sibling = getattr(element, step)
                while sibling is not None:
                    if (
                        sibling._node_type == _ELEMENT
                        and sibling._local_name == element._local_name
                        and sibling._namespace == element._namespace
                    ):
                        return False
                    sibling = getattr(sibling, step)
            return True
        if name == "root":
            parent = element._parent
            return parent is not None and parent._node_type == _DOCUMENT
        if name == "scope":
            scope = self.scope
            if scope._node_type == _ELEMENT:
                return element is scope
            parent = element._parent
            return scope._node_type == _DOCUMENT and parent is scope
        if name == "empty":
            child = element._first_child
            while child is not None:
                kind = child._node_type
                if kind == _ELEMENT or (kind in (3, 4) and child._data):
                    return False
                child = child._next_sibling
            return True
        if name == "target":
            if self.target is False:
                self.target = _target_element(self.scope._node_document)
            return element is self.target
        if name in _NEVER:
            return False
        return element_state(name, element)

    def _has(self, element: Any, relative: SelectorList) -> bool:
        """https://drafts.csswg.org/selectors-4/#relational: some element, anchored at
        ``element``, matches one of the relative selectors."""
        return any(self.has_relative(selector, element) for selector in relative.selectors)

    def has_relative(self, selector: ComplexSelector, element: Any) -> bool:
        """Whether the relative ``selector`` (one of ``:has()``'s) matches some element
        anchored at ``element``."""
        parts = selector.parts
        anchor = selector.anchor
        if len(parts) == 1 and anchor in (CHILD, NEXT_SIBLING):  # a look at the neighbours
            test = self.compiled(parts[0][0])
            if anchor == NEXT_SIBLING:
                following = _next_element(element)
                return following is not None and test(following, self)
            child = element._first_child
            while child is not None:
                if child._node_type == _ELEMENT and test(child, self):
                    return True
                child = child._next_sibling
            return False
        if self.query:
            table = self.has_tables.get(id(selector))
            if table is not None and table[0] is None:  # (every element's answer)
                return element in table[1]
            if self.first and self.index is not None and anchor == DESCENDANT and len(parts) == 1:
                kept = self.has_kept
                if kept is None:
                    kept = self.has_kept = {}
                by_set = kept.get(id(selector))
                if by_set is None:
                    by_set = kept[id(selector)] = self.index.kept_ancestors(self, parts[0][0])
                if by_set:  # (a set this tree keeps)
                    return element in self.has_ancestors(selector)
                key = (id(selector), id(element))  # (subjects' siblings ask of the same parent)
                found = self.has_answers.get(key)
                if found is None:
                    if self.index.positions_wanted():
                        found = self._has_within(parts[0][0], element)
                    else:
                        found = self._has_walked(selector, element)
                    self.has_answers[key] = found
                return found
            table = self._anchors(selector)
            if table[0] is None or element in table[0]:
                return element in table[1]
        if len(parts) == 1:  # the first match in the subtree or among the following siblings
            test = self.compiled(parts[0][0])
            if anchor == SUBSEQUENT_SIBLING:
                following = _next_element(element)
                while following is not None:
                    if test(following, self):
                        return True
                    following = _next_element(following)
                return False
            return any(test(descendant, self) for descendant in subtree_elements(element))
        key = (id(selector), id(element))
        found = self.has_answers.get(key)
        if found is None:
            region = _relative_region(element, anchor)
            found = self.has_answers[key] = element in _anchor_set(self, selector, region)
        return found

    def _anchors(self, selector: ComplexSelector) -> tuple[set[Any] | None, set[Any]]:
        """For a query (:attr:`query`): the scoping root's descendant elements, and those of them
        at which the relative ``selector`` matches, found once a query by
        :func:`_anchor_set` over the scoping root's subtree (which holds every element a
        descendant's relative selector can reach: its descendants and its following siblings'
        subtrees). Linear in the subtree's size for each compound, however many anchors are
        asked about; the scoping root itself and its ancestors (reached by a combinator of the
        selector around ``:has()``) are answered by their own region instead.

        A query answered from the document's element index (:attr:`index`) with a relative
        selector of one compound after a descendant combinator (``:has(.badge)``) finds the
        table for every element of the tree at once, from the index's candidates for the
        compound: the ancestors of those that match it (each ancestor walk stopping at a node
        already found), in time linear in the tree's size however many candidates there are,
        without a walk of the tree."""
        key = id(selector)
        found = self.has_tables.get(key)
        if found is None:
            if (
                self.index is not None
                and selector.anchor == DESCENDANT
                and len(selector.parts) == 1
            ):
                return (None, self.has_ancestors(selector))
            elements = list(subtree_elements(self.scope))
            found = self.has_tables[key] = (
                set(elements),
                _anchor_set(self, selector, elements),
            )
        return found

    def _has_within(self, compound: CompoundSelector, element: Any) -> bool:
        """Whether an element of ``element``'s subtree matches ``compound``, for a query that
        wants its first match: the index's candidates for the compound within the subtree
        tested (a table of the whole tree, :meth:`has_ancestors`, would cost more than the
        few subjects tried before the first match), where the index has the elements'
        positions in the tree (on a new document, where it has not, the table costs less
        than those positions)."""
        index = self.index
        candidates, rest = index.candidates(self.scope._node_document, compound, self.quirks)
        inside = index.within(element, candidates)
        if rest is None:
            return bool(inside)
        test = self.compiled(rest)
        return any(test(descendant, self) for descendant in inside)

    def _has_walked(self, selector: ComplexSelector, element: Any) -> bool:
        """Whether an element of ``element``'s subtree matches ``selector`` (one compound after
        a descendant combinator), for a query that wants its first match from an index
        without the elements' positions (a new document's): the subtree walked up to its
        first match, until the query's walks have passed an eighth of the tree's elements;
        after that from the table of the whole tree (:meth:`has_ancestors`), so that nested
        subjects cost no more than a pass."""
        table = self.has_tables.get(id(selector))
        if table is not None:
            return element in table[1]
        limit = len(self.index.elements) >> 3
        walked = self.has_walked
        compound = selector.parts[0][0]
        test = self.compiled(compound)
        names = compound_names(compound)
        # the walk of subtree_elements, inline, elements of none of the compound's local
        # names passed over without its test
        current = element._first_child
        while current is not None:
            if current._node_type == _ELEMENT:
                walked += 1
                if (names is None or current._local_name in names) and test(current, self):
                    self.has_walked = walked
                    return True
                if walked > limit:
                    self.has_walked = walked
                    return element in self.has_ancestors(selector)
            # (_tree.subtree_elements's walk written out: :has()'s loop, a generator costs)
            following = current._first_child
            if following is None:
                while current is not element:
                    following = current._next_sibling
                    if following is not None:
                        break
                    current = current._parent
                if current is element:
                    break
            current = following
        self.has_walked = walked
        return False

    def has_ancestors(self, selector: ComplexSelector) -> set[Any]:
        """The nodes at which ``:has(selector)`` matches, ``selector`` a relative selector of
        one compound after a descendant combinator, found from the candidates the element
        index (:attr:`index`) gives for the compound: the ancestors of those that match it
        (kept in :attr:`has_tables`: one pass a query)."""
        key = id(selector)
        found = self.has_tables.get(key)
        if found is not None:
            return found[1]
        ancestors: set[Any] = self.index.ancestors(self, selector.parts[0][0])
        self.has_tables[key] = (None, ancestors)
        return ancestors

    def ancestors_of(self, compound: CompoundSelector) -> set[Any]:
        """The ancestors of the elements of the document's tree that match ``compound`` (from
        the candidates the element index gives for it), each walk up stopping at a node
        already found."""
        candidates, rest = self.index.candidates(self.scope._node_document, compound, self.quirks)
        test = None if rest is None else self.compiled(rest)
        found: set[Any] = set()
        for element in candidates:
            node = element._parent
            if node is None or node in found or (test is not None and not test(element, self)):
                continue
            while node is not None and node not in found:
                found.add(node)
                node = node._parent
        return found

    def number(self, element: Any, name: str) -> int:
        """The element's 1-based index among its siblings for ``:name()`` without ``of``
        (counted from the end for the ``-last-`` forms, among those of its type for the
        ``-of-type`` forms), its parent's children numbered at once into :attr:`numbers`."""
        table = self.numbers.get(name)
        if table is None:
            table = self.numbers[name] = {}
        found = table.get(element)
        if found is not None:
            return found
        parent = element._parent
        if parent is None:
            table[element] = 1
            return 1
        last = name.startswith("nth-last")
        child = parent._last_child if last else parent._first_child
        if name.endswith("of-type"):
            counts: dict[tuple[str, str | None], int] = {}
            while child is not None:
                if child._node_type == _ELEMENT:
                    kind = (child._local_name, child._namespace)
                    counts[kind] = table[child] = counts.get(kind, 0) + 1
                child = child._previous_sibling if last else child._next_sibling
        else:
            count = 0
            while child is not None:
                if child._node_type == _ELEMENT:
                    count += 1
                    table[child] = count
                child = child._previous_sibling if last else child._next_sibling
        return table[element]

    def position(self, element: Any, name: str, of: SelectorList | None) -> int:
        """The element's 1-based index among its siblings for ``:name()`` (counted from the
        end for the ``-last-`` forms, among those of its type or matching ``of``), from a
        table numbering all of the parent's children at once."""
        parent = element._parent
        if parent is None:
            return 1
        key = (id(parent), name, id(of))
        table = self.positions.get(key)
        if table is None:
            table = self.positions[key] = {}
            last = name.startswith("nth-last")
            by_type = name.endswith("of-type")
            counts: dict[tuple[str, str | None], int] = {}
            count = 0
            child = parent._last_child if last else parent._first_child
            while child is not None:
                if child._node_type == _ELEMENT:
                    if by_type:
                        kind = (child._local_name, child._namespace)
                        counts[kind] = counts.get(kind, 0) + 1
                        table[id(child)] = counts[kind]
                    elif of is None or self.matches_list(of, child):
                        count += 1
                        table[id(child)] = count
                child = child._previous_sibling if last else child._next_sibling
        return table.get(id(element), 0)


def _relative_region(element: Any, anchor: str | None) -> list[Any]:
    """The elements, in tree order, that a relative selector anchored at ``element`` by
    ``anchor`` can reach (https://drafts.csswg.org/selectors-4/#relative): its descendants for
    the descendant and child combinators; for the sibling combinators ``element`` itself (the
    anchor the last step leads to), then its following siblings and their descendants."""
    if anchor in (NEXT_SIBLING, SUBSEQUENT_SIBLING):
        region = [element]
        following = _next_element(element)
        while following is not None:
            region.append(following)
            region.extend(subtree_elements(following))
            following = _next_element(following)
        return region
    return list(subtree_elements(element))


def _anchor_set(matcher: Matcher, selector: ComplexSelector, elements: list[Any]) -> set[Any]:
    """The elements at which the relative ``selector`` matches, given (in tree order) every
    element its compounds can match from there (:func:`_relative_region`), found by matching
    it left to right over them all at once: for each compound from the rightmost, the elements
    that match it and the compounds to its right (each combinator followed forward over all
    elements at once: a pass from the end for descendants and following siblings), then the
    elements standing in the anchor's combinator to one of those. (An element outside
    ``elements`` in a set, a parent or a previous sibling, matches no compound further.)"""
    matched: set[Any] | None = None  # the elements matching the compounds so far
    for compound, combinator in selector.parts:
        test = matcher.compiled(compound)
        if matched is None:
            matched = {e for e in elements if test(e, matcher)}
        else:
            matched = {e for e in elements if e in matched and test(e, matcher)}
        matched = _related(elements, matched, combinator or selector.anchor or DESCENDANT)
    assert matched is not None
    return matched


def _related(elements: list[Any], targets: set[Any], combinator: str) -> set[Any]:
    """The nodes from which ``combinator`` leads to an element in ``targets`` (a parent, a
    previous sibling...), given all the elements in tree order. (Sets of the nodes themselves,
    by identity: no ``id()`` integer made per element.)"""
    found: set[Any] = set()
    if combinator == CHILD:
        for element in elements:
            if element in targets:
                found.add(element._parent)
    elif combinator == NEXT_SIBLING:
        for element in elements:
            if element in targets:
                previous = _previous_element(element)
                if previous is not None:
                    found.add(previous)
    elif combinator == DESCENDANT:  # from the end: descendants come before their ancestors
        for element in reversed(elements):
            if element in targets or element in found:
                found.add(element._parent)
    else:  # SUBSEQUENT_SIBLING, from the end: following siblings before the earlier ones
        for element in reversed(elements):
            following = _next_element(element)
            if following is not None and (following in targets or following in found):
                found.add(element)
    return found


#: The DOM's lookups by ID, registered by the DOM when it loads (:func:`register_id_lookup`):
#: ``elements_with_id(root, id)``, the descendant elements of ``root`` whose ID is ``id``, in
#: tree order, from its per-tree ID map, then (where given) ``first_element_with_id(root,
#: id)``, the first of them (None: none), which a new document answers without making its
#: map; empty until then (the queries walk the tree).
ID_LOOKUP: list[Callable[[Any, str], Any]] = []


def register_id_lookup(
    lookup: Callable[[Any, str], list[Any]], first: Callable[[Any, str], Any] | None = None
) -> None:
    """Register the DOM's lookups by ID (see :data:`ID_LOOKUP`)."""
    ID_LOOKUP[:] = [lookup] if first is None else [lookup, first]


#: The key of a document's target element in its ``_cache``.
_TARGET = "selectors: target"


def _target_element(document: Any) -> Any:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#target-element: the
    element the document's URL's fragment indicates (its ID, else an ``a`` with that name;
    https://html.spec.whatwg.org/multipage/browsing-the-web.html#find-a-potential-indicated-element),
    as after the document was loaded at that URL (nothing scrolled since). An ID is looked up
    in the document's ID map; the walk for an ``a`` with that name, when no element has the
    ID, is made once per state of the document (its URL, tree, ``id`` and ``name``
    attributes: the DOM's ``_tree_version`` and ``_attribute_versions``), the answer kept in
    its ``_cache``."""
    url = document._url
    if "#" not in url:
        return None
    fragment = unquote(url.partition("#")[2], errors="replace")
    if not fragment:
        return None
    if ID_LOOKUP:
        found = ID_LOOKUP[0](document, fragment)
        if found:
            return found[0]
    versions = getattr(document, "_attribute_versions", None)
    if versions is None:
        return _walk_for_target(document, fragment)
    state = (url, document._tree_version, versions.get("id"), versions.get("name"))
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry = cache.get(_TARGET)
    if entry is not None and entry[0] == state:
        return entry[1]
    found = _walk_for_target(document, fragment)
    cache[_TARGET] = (state, found)
    return found


def _walk_for_target(document: Any, fragment: str) -> Any:
    """The first element of ``document``'s tree whose ID is ``fragment``, else the first HTML
    ``a`` element whose ``name`` is ``fragment``, else None, by one walk of the tree."""
    named = None
    for element in subtree_elements(document):
        if attribute(element, "id") == fragment:
            return element
        if (
            named is None
            and element._namespace == HTML_NAMESPACE
            and element._local_name == "a"
            and attribute(element, "name") == fragment
        ):
            named = element
    return named


def _nth_matches(a: int, b: int, index: int) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#anb-microsyntax: whether ``index`` is ``An+B``
    for some integer n >= 0; never when A, B or the index is beyond :data:`NTH_MIN` to
    :data:`NTH_MAX`, as in Chromium."""
    if index <= 0 or index > NTH_MAX:
        return False
    if not (NTH_MIN <= a <= NTH_MAX and NTH_MIN <= b <= NTH_MAX):
        return False
    if a == 0:
        return index == b
    n, remainder = divmod(index - b, a)
    return remainder == 0 and n >= 0


def groups_test(
    selector: ComplexSelector, html_document: bool, quirks: bool
) -> Callable[[Any, Matcher], bool]:
    """A complex selector of descendant and child combinators only, compiled to one test of
    ``(element, matcher)`` for a document of this HTML-ness and mode (made on first use,
    then kept on the selector): its groups (chains of child combinators,
    :attr:`~._ast.ComplexSelector.groups`) matched right to left, each at the nearest
    ancestor where it matches. That suffices: a group matched lower leaves every ancestor a
    higher match would leave to the groups on its left. Whether the groups from ``j`` on
    match above an element is kept for the query (``matcher.memos``), so that a query over
    a deep tree visits each (group, element) once."""
    mode = 2 * html_document + quirks
    tests = selector.compiled
    if tests is None:
        tests = selector.compiled = [None, None, None, None]
    test = tests[mode]
    if test is None:
        test = tests[mode] = _groups_test(selector, html_document, quirks)
    return test  # type: ignore[no-any-return]


def _groups_test(
    selector: ComplexSelector, html_document: bool, quirks: bool
) -> Callable[[Any, Matcher], bool]:
    groups = selector.groups
    assert groups is not None
    compiled = [
        tuple(compiled_compound(compound, html_document, quirks) for compound in group)
        for group in groups
    ]
    head = compiled[0][0]
    above = compiled[0][1:]
    count = len(groups)
    key = id(selector)

    def rigid(tests: tuple[Callable[[Any, Matcher], bool], ...], node: Any, matcher: Any) -> Any:
        # the topmost element of a group matched with its rightmost compound at ``node``
        for test in tests:
            if node is None or node._node_type != _ELEMENT or not test(node, matcher):
                return None
            top = node
            node = node._parent
        return top

    def matches(element: Any, matcher: Any) -> bool:
        if not head(element, matcher):
            return False
        node = element
        for test in above:
            node = node._parent
            if node is None or node._node_type != _ELEMENT or not test(node, matcher):
                return False
        if count == 1:
            return True
        memos: list[dict[int, bool]] | None = matcher.memos.get(key)
        if memos is None:
            made: list[dict[int, bool]] = [{} for _ in compiled]
            memos = matcher.memos[key] = made
        j = 1
        path: list[tuple[dict[int, bool], int]] = []
        while True:
            memo = memos[j]
            at = id(node)
            found = memo.get(at)
            if found is not None:
                break
            path.append((memo, at))
            parent = node._parent
            if parent is None or parent._node_type != _ELEMENT:
                found = False
                break
            top = rigid(compiled[j], parent, matcher)
            if top is None:
                node = parent
                continue
            j += 1
            if j == count:
                found = True
                break
            node = top
        for memo, at in path:
            memo[at] = found
        return found

    return matches


def _lang_matches(tag: str | None, ranges: tuple[str, ...]) -> bool:
    """https://drafts.csswg.org/selectors-4/#the-lang-pseudo: extended filtering
    (RFC 4647 section 3.3.2) of the element's language by each range."""
    if tag is None:
        return False
    for language_range in ranges:
        if language_range == "":
            if tag == "":
                return True
            continue
        if tag == "":
            continue
        if _extended_filter(_lower(tag).split("-"), _lower(language_range).split("-")):
            return True
    return False


def _extended_filter(tag: list[str], ranges: list[str]) -> bool:
    if ranges[0] != "*" and ranges[0] != tag[0]:
        return False
    i = j = 1
    while j < len(ranges):
        if ranges[j] == "*":
            j += 1
            continue
        if i >= len(tag):
            return False
        if tag[i] == ranges[j]:
            i += 1
            j += 1
        elif len(tag[i]) == 1:
            return False
        else:
            i += 1
    return True
