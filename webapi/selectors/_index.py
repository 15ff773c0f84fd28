"""A document's element index and the queries answered from it, as browsers answer them from
per-tree maps: the elements of the document's tree in tree order, by local name, by class
(https://drafts.csswg.org/selectors-4/#class-html) and by ID (the DOM's ID map,
:data:`~._matching.ID_LOOKUP`), so that a query takes its candidates from the map its
rightmost compound names (an ID, else a class, else a type selector) instead of testing
every element.

The index is kept in the document's ``_cache`` for the state of its tree (the DOM's
``_tree_version``; an insertion or a removal updates it, :mod:`._index_changes`; a move, or
a change the DOM does not report, makes it stale; a text or attribute change does not): made
at the first ``querySelectorAll`` on the document, else at the second query of a tree version
(one ``querySelector`` on a changed document walks the tree once, :func:`document_index`), from
what HTML's parser recorded as it made the elements on a new document (the document's
``"parsed tree"``: its elements in tree order, by local name, those with an ``id`` and a
``class`` attribute), while the tree is as the parse left it. The first two classes asked for
are found by a pass each (:meth:`TreeIndex.with_class`), the third makes the class map, kept
while the ``class`` attributes stay as they are (the DOM's ``_attribute_versions["class"]``)
in the same document mode: in quirks mode, where selectors compare classes ASCII
case-insensitively, its keys are lower-cased.

Descendant and child combinators are answered left to right over sets (:func:`_chain`): the
elements matching the leftmost compound, then those of the next compound's candidates whose
parent (child combinator) or some ancestor (descendant combinator) is in that set, and so on;
an ancestor walk stops at the first element found in the set or known from an earlier walk of
the query (a memo of the nodes passed over), so that each element is passed over once a step,
where matching right to left would test each candidate's ancestors against each compound.
This plays the part of Blink's ``SelectorFilter`` (Servo's ancestor Bloom filter): a candidate
without a suitable ancestor is rejected without matching any compound against its ancestors.
Where a step's left-hand matches are few against its candidates (their children or subtrees,
estimated from two of them, hold fewer nodes than there are candidates), the step walks down
from them instead (:func:`_below`), and ``:first-of-type`` on a local name's list is one pass
over the list (:func:`_first_of_type`).

``:has()`` of one compound after a descendant combinator is answered from the ancestors of
the compound's matches (:meth:`TreeIndex.ancestors`), kept by the index for its state of the
tree while the attributes the compound reads keep their versions (a compound of type, class,
ID and attribute selectors alone), so that each subject is a set lookup.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, islice

from webapi.infra import split_on_ascii_whitespace

from ._ast import (
    ANY_NAMESPACE,
    ATTRIBUTE,
    CHILD,
    CLASS,
    DESCENDANT,
    ID,
    PSEUDO_CLASS,
    ComplexSelector,
    CompoundSelector,
    SelectorList,
)
from ._compile import compound_names
from ._html_state import attribute
from ._matching import ID_LOOKUP, Matcher
from ._tree import ELEMENT, following_element, subtree_elements

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "TreeIndex",
    "descendants_by_name",
    "document_index",
    "element_positions",
    "indexed_query",
]

_DOCUMENT = 9
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

#: The key of a document's element index in its ``_cache``.
_INDEX = "selectors: index"
#: The key of what HTML's parser recorded of the tree it built, in its document's ``_cache``
#: (``webapi.dom.engine`` describes it): the tree version it is for, the ``id`` attributes'
#: version, the elements in tree order, by local name, those with an ``id`` attribute, the
#: ``class`` attributes' version, those with a ``class`` attribute.
_PARSED = "parsed tree"

_NONE: list[Any] = []

#: The most compounds a chain of descendant and child combinators answered by sets
#: (:func:`_chain`) has: each compound costs a pass over its candidates, so that a longer chain
#: (the selector as long as the input) is matched right to left on the rightmost compound's
#: candidates instead (linear in the selector and the tree together, its groups memoized).
_CHAIN_PARTS = 16

#: How many candidates ``querySelector`` tests one by one before it narrows the others by
#: sets (:func:`_narrowed`): a first match is often among the first, a set costs a pass.
_FIRST_TRIED = 32
#: The same for a chain of combinators (:func:`_chain`), whose test of a candidate walks up
#: its ancestors.
_CHAIN_TRIED = 8


class TreeIndex:
    """The elements of a document's tree in tree order (``elements``) and by local name
    (``by_name``); their positions in tree order (:meth:`positions`), the class map
    (:meth:`classes`) and the attribute maps (:meth:`with_attribute`), made on first need."""

    __slots__ = (
        "_ancestors",
        "_attributes",
        "_by_lower_name",
        "_by_names",
        "_classes",
        "_ids",
        "_positions",
        "_single_classes",
        "_viewed_classes",
        "by_name",
        "elements",
        "numbers",
        "parsed_classes",
        "queries",
        "shared",
        "unqueried",
    )

    def __init__(self, elements: list[Any], by_name: dict[str, list[Any]] | None = None) -> None:
        self.elements = elements
        if by_name is None:
            by_name = {}
            for element in elements:
                name = element._local_name
                found = by_name.get(name)
                if found is None:
                    by_name[name] = [element]
                else:
                    found.append(element)
        self.by_name = by_name
        self._positions: dict[Any, int] | None = None
        self._by_lower_name: dict[str, list[Any]] | None = None
        self._classes: tuple[object, bool, dict[str, list[Any]]] | None = None
        self._attributes: dict[str, tuple[object, list[Any]]] | None = None
        self._ids: tuple[object, bool, dict[str, list[Any]]] | None = None
        self._ancestors: dict[CompoundSelector, tuple[tuple[object, ...], set[Any]]] = {}
        #: The elements of several local names in tree order, by the names (kept for this
        #: state of the tree).
        self._by_names: dict[frozenset[str], list[Any]] = {}
        #: The ``:nth-*`` positions (without ``of``) numbered so far, for the queries of this
        #: state of the tree (:attr:`~._matching.Matcher.numbers`).
        self.numbers: dict[str, dict[Any, int]] = {}
        #: Each ``class`` attribute value and the indexes in :attr:`elements` of the elements
        #: that have it (ascending), for the version of the ``class`` attributes they are for
        #: (HTML's parser records them), else None.
        self.parsed_classes: tuple[object, dict[str, list[int]]] | None = None
        self._single_classes: tuple[object, bool, dict[str, list[Any]]] | None = None
        #: The classes :meth:`class_view` gave a view of, for a state of the ``class``
        #: attributes and a mode: the second query of one is given its list.
        self._viewed_classes: tuple[object, bool, set[str]] | None = None
        #: The queries answered from the index (:func:`indexed_query`).
        self.queries = 0
        #: Whether :attr:`elements` and :attr:`by_name`'s lists are those HTML's parser
        #: recorded (copied before a change of the tree: :mod:`._index_changes`).
        self.shared = False
        #: The changes of the tree the index was kept through since its last query.
        self.unqueried = 0

    def changed(self) -> None:
        """Drop what the index keeps for a state of the tree, its elements' positions among
        them (made again on first need), after its lists took a change of the tree in
        (:mod:`._index_changes`)."""
        self._positions = None
        self._by_lower_name = None
        self._single_classes = None
        self._viewed_classes = None
        self._ids = None
        self._ancestors = {}
        self._by_names = {}
        self.numbers = {}

    def by_lower_name(self) -> dict[str, list[Any]]:
        """The elements by their local name in ASCII lower case, in tree order."""
        by_lower = self._by_lower_name
        if by_lower is None:
            by_lower = {}
            for name, found in self.by_name.items():
                lower = name.translate(_LOWER)
                merged = by_lower.get(lower)
                if merged is None:
                    by_lower[lower] = found
                else:
                    by_lower[lower] = sorted(merged + found, key=self.positions().__getitem__)
            self._by_lower_name = by_lower
        return by_lower

    def ancestors(self, matcher: Matcher, compound: CompoundSelector) -> set[Any]:
        """The ancestors of the elements of the tree that match ``compound`` (the nodes at
        which ``:has(compound)`` matches: :meth:`~._matching.Matcher.ancestors_of`), kept for
        this state of the tree while the attributes ``compound`` reads stay as they are
        (where it reads attributes and names alone: :func:`_attribute_stamp`), so that the
        queries of a tree queried again find them made. Not to be changed by the caller."""
        stamp = _attribute_stamp(matcher, compound)
        if stamp is not None:
            kept = self._ancestors.get(compound)
            if kept is not None and kept[0] == stamp:
                return kept[1]
        found = matcher.ancestors_of(compound)
        if stamp is not None:
            self._ancestors[compound] = (stamp, found)
        return found

    def kept_ancestors(self, matcher: Matcher, compound: CompoundSelector) -> bool:
        """Whether :meth:`ancestors` of ``compound`` is kept (or worth making and keeping: the
        tree is queried again, :meth:`positions_wanted`) for the tree and its attributes as
        they are."""
        stamp = _attribute_stamp(matcher, compound)
        if stamp is None:
            return False
        kept = self._ancestors.get(compound)
        return (kept is not None and kept[0] == stamp) or self.positions_wanted()

    def positions(self) -> dict[Any, int]:
        """Each element's index in :attr:`elements`."""
        positions = self._positions
        if positions is None:
            positions = self._positions = {e: i for i, e in enumerate(self.elements)}
        return positions

    def positions_wanted(self) -> bool:
        """Whether :meth:`positions` is made, or worth making (a pass over the elements): the
        index has answered a query before this one (its tree is queried again)."""
        return self._positions is not None or self.queries > 1

    def classes(self, document: Any, quirks: bool) -> dict[str, list[Any]]:
        """The class map: each class (https://dom.spec.whatwg.org/#concept-class, a token of
        the ``class`` attribute; lower-cased in quirks mode) and the elements that have it, in
        tree order; made again after a change of a ``class`` attribute (from the ``class``
        values HTML's parser recorded while they are as the parse left them:
        :meth:`_parsed_class_values`)."""
        version = document._attribute_versions.get("class")
        entry = self._classes
        if entry is not None and entry[0] == version and entry[1] == quirks:
            return entry[2]
        values = self._parsed_class_values(version)
        if values is not None:
            by_class = self._classes_from_values(values, quirks)
            self._classes = (version, quirks, by_class)
            return by_class
        by_class = {}
        for element in self.elements:
            attrs = element._attrs
            if attrs is None:
                continue
            value = attrs.get("class") if type(attrs) is dict else attribute(element, "class")
            if not value:
                continue
            if quirks:
                value = value.translate(_LOWER)
            tokens = value.split()
            if len(tokens) == 1 and len(tokens[0]) == len(value):  # no whitespace at all
                found = by_class.get(value)
                if found is None:
                    by_class[value] = [element]
                else:
                    found.append(element)
                continue
            for token in _tokens(value, tokens):
                found = by_class.get(token)
                if found is None:
                    by_class[token] = [element]
                else:
                    found.append(element)
        self._classes = (version, quirks, by_class)
        return by_class

    def _parsed_class_values(self, version: object) -> dict[str, list[int]] | None:
        """The ``class`` values HTML's parser recorded, each with the indexes in
        :attr:`elements` of the elements made with it (ascending), while the ``class``
        attributes are at ``version``, the version the parse left; else None."""
        parsed = self.parsed_classes
        if parsed is None or parsed[0] != version:
            return None
        return parsed[1]

    def _classes_from_values(
        self, values: dict[str, list[int]], quirks: bool
    ) -> dict[str, list[Any]]:
        """The class map from the parser's ``class`` values: the tokens of each distinct value
        (lower-cased in quirks mode), each token's indexes merged in ascending order where
        several values have it, then the elements at those indexes."""
        indexes: dict[str, list[int]] = {}
        merged: set[str] = set()
        for value, made in values.items():
            if not value:
                continue
            if quirks:
                value = value.translate(_LOWER)
            for token in _tokens(value, value.split()):
                found = indexes.get(token)
                if found is None:
                    indexes[token] = made
                elif token in merged:
                    found.extend(made)
                else:
                    indexes[token] = found + made
                    merged.add(token)
        at = self.elements.__getitem__
        by_class: dict[str, list[Any]] = {}
        for token, found in indexes.items():
            if token in merged:
                found.sort()  # (ascending runs: a merge)
            by_class[token] = list(map(at, found))
        return by_class

    def with_class(self, document: Any, name: str, quirks: bool) -> list[Any]:
        """The elements that have the class ``name`` (lower-cased in quirks mode), in tree
        order: from the class map where it is made; else, for the first two classes asked
        for in a state of the ``class`` attributes, by a pass that looks for that class
        alone (over the distinct ``class`` values HTML's parser recorded, where they are as
        the parse left them, else over the elements: a substring test skips the other
        values), kept; the third makes the map."""
        version = document._attribute_versions.get("class")
        entry = self._classes
        if entry is not None and entry[0] == version and entry[1] == quirks:
            return entry[2].get(name, _NONE)
        single = self._single_classes
        if single is None or single[0] != version or single[1] != quirks:
            single = self._single_classes = (version, quirks, {})
        kept = single[2]
        found = kept.get(name)
        if found is not None:
            return found
        if len(kept) >= 2:
            return self.classes(document, quirks).get(name, _NONE)
        values = self._parsed_class_values(version)
        if values is not None:
            runs = _class_runs(values, name, quirks)
            found = list(map(self.elements.__getitem__, _merged(runs))) if runs else []
            kept[name] = found
            return found
        found = []
        # (the class values read as classes() reads them, written out: a generator shared by
        # both made the class map 5 % slower to make again)
        for element in self.elements:
            attrs = element._attrs
            if attrs is None:
                continue
            value = attrs.get("class") if type(attrs) is dict else attribute(element, "class")
            if not value:
                continue
            if quirks:
                value = value.translate(_LOWER)
            if name not in value:
                continue
            if value == name or name in split_on_ascii_whitespace(value):
                found.append(element)
        kept[name] = found
        return found

    def class_view(self, document: Any, name: str, quirks: bool) -> Sequence[Any]:
        """:meth:`with_class`'s elements for a query that wants its first match: where the
        class is not listed yet and the ``class`` values HTML's parser recorded are as the
        parse left them, a view of the elements at their indexes (:class:`_ElementsAt`: an
        element is looked up when read, the elements before the first match alone); the
        second time a class is asked for in that state, its list (:meth:`with_class`, kept)."""
        version = document._attribute_versions.get("class")
        entry = self._classes
        single = self._single_classes
        values = self._parsed_class_values(version)
        if (
            values is None
            or (entry is not None and entry[0] == version and entry[1] == quirks)
            or (
                single is not None
                and single[0] == version
                and single[1] == quirks
                and name in single[2]
            )
        ):
            return self.with_class(document, name, quirks)
        viewed = self._viewed_classes
        if viewed is None or viewed[0] != version or viewed[1] != quirks:
            viewed = self._viewed_classes = (version, quirks, set())
        if name in viewed[2]:  # asked for again in this state: listed once, kept
            return self.with_class(document, name, quirks)
        viewed[2].add(name)
        runs = _class_runs(values, name, quirks)
        return _ElementsAt(runs, self) if runs else _NONE

    def ids(self, document: Any, quirks: bool) -> dict[str, list[Any]]:
        """Each ID (https://dom.spec.whatwg.org/#concept-id) and the elements that have it, in
        tree order (lower-cased in quirks mode, where selectors compare IDs ASCII
        case-insensitively; the DOM's ID map answers the others where it is registered);
        made again after a change of an ``id`` attribute."""
        version = document._attribute_versions.get("id")
        entry = self._ids
        if entry is not None and entry[0] == version and entry[1] == quirks:
            return entry[2]
        by_id: dict[str, list[Any]] = {}
        for element in self.elements:
            attrs = element._attrs
            if attrs is None:
                continue
            value = attrs.get("id") if type(attrs) is dict else attribute(element, "id")
            if not value:
                continue
            if quirks:
                value = value.translate(_LOWER)
            found = by_id.get(value)
            if found is None:
                by_id[value] = [element]
            else:
                found.append(element)
        self._ids = (version, quirks, by_id)
        return by_id

    def with_id(self, document: Any, wanted: str, quirks: bool) -> list[Any]:
        """The elements of the tree whose ID is ``wanted`` (ASCII case-insensitively in quirks
        mode), in tree order."""
        if not quirks and ID_LOOKUP:
            return ID_LOOKUP[0](document, wanted)  # type: ignore[no-any-return]
        return self.ids(document, quirks).get(wanted.translate(_LOWER) if quirks else wanted, _NONE)

    def with_attribute(self, document: Any, name: str, lower: str) -> list[Any]:
        """The elements that have an attribute of local name ``name`` or ``lower`` (in any
        namespace), in tree order: the candidates of an attribute selector, kept while no
        attribute of those names changes."""
        versions = document._attribute_versions
        key = (versions.get(name), versions.get(lower))
        entries = self._attributes
        if entries is None:
            entries = self._attributes = {}
        entry = entries.get(name)
        if entry is not None and entry[0] == key:
            return entry[1]
        found = []
        for element in self.elements:
            attrs = element._attrs
            if attrs is None:
                continue
            if type(attrs) is dict:
                if name in attrs or lower in attrs:
                    found.append(element)
            else:
                for attr in attrs:
                    if attr._local_name == name or attr._local_name == lower:
                        found.append(element)
                        break
        entries[name] = (key, found)
        return found

    def _listed(self, document: Any, name: str, lower: str) -> bool:
        """Whether :meth:`with_attribute` has its list for ``name`` and ``lower`` made."""
        versions = document._attribute_versions
        entries = self._attributes
        entry = None if entries is None else entries.get(name)
        return entry is not None and entry[0] == (versions.get(name), versions.get(lower))

    def within(self, root: Any, candidates: list[Any]) -> list[Any]:
        """The candidates (in tree order) that are descendants of ``root``, an element of the
        index's tree."""
        return _within(self, root, candidates)

    def candidates(
        self, document: Any, compound: CompoundSelector, quirks: bool, first: bool = False
    ) -> tuple[list[Any], CompoundSelector | None]:
        """The elements, in tree order, among which are all those that match ``compound``:
        from the ID map for an ID selector (outside quirks mode), else from the class map for
        a class selector, else by local name for a type selector, else those with the
        attribute an attribute selector names; else every element. With them, what is left of
        ``compound`` to test them against (None: nothing, every candidate matches): the
        compound without the simple selector the map answers exactly (the ID, the class, a
        type selector whose name has no upper case). For a query that wants its first match
        (``first``), every element rather than a pass over them all that makes a list (of
        several local names, or of an attribute not listed yet): tested in tree order, they
        cost a pass up to the first match."""
        plan = compound.plan
        if plan is None:
            plan = compound.plan = _plan(compound)
        kind = plan[0]
        if kind == _BY_NAME:
            found = self.by_name.get(plan[1])
            return (_NONE, None) if found is None else (found, plan[2])
        if kind == ID:
            return self.with_id(document, plan[1], quirks), plan[2]
        if kind == CLASS:
            name = plan[1].translate(_LOWER) if quirks else plan[1]
            if first:
                return self.class_view(document, name, quirks), plan[2]  # type: ignore[return-value]
            return self.with_class(document, name, quirks), plan[2]
        if kind == _BY_NAMES:
            names = plan[1]
            by_name = self.by_name
            present = [name for name in names if name in by_name]
            if not present:
                return _NONE, None
            if len(present) == 1:
                return by_name[present[0]], plan[2]
            if first:
                return self.elements, compound
            positions = self._positions
            if positions is not None:  # (the lists merged: their elements alone looked at)
                merged = self._by_names.get(names)
                if merged is None:
                    merged = list(chain.from_iterable(by_name[name] for name in present))
                    merged.sort(key=positions.__getitem__)
                    self._by_names[names] = merged
                return merged, plan[2]
            return [e for e in self.elements if e._local_name in names], plan[2]
        if kind == ATTRIBUTE:
            if first and not self._listed(document, plan[1], plan[2]):
                return self.elements, compound
            return self.with_attribute(document, plan[1], plan[2]), compound
        return self.elements, compound


#: :func:`_plan`'s kinds besides ID, CLASS and ATTRIBUTE: one local name, several.
_BY_NAME = "name"
_BY_NAMES = "names"
_EVERY = "every"


def _plan(compound: CompoundSelector) -> tuple[Any, ...]:
    """How :meth:`TreeIndex.candidates` finds ``compound``'s candidates, decided once (kept
    on the compound): ``(ID, id, rest)``, ``(CLASS, class, rest)``, ``(_BY_NAME, name,
    rest)`` (a type selector of a name without upper case), ``(_BY_NAMES, names, rest)``,
    ``(ATTRIBUTE, name, lower-case name)`` or ``(_EVERY,)``; ``rest``: what is left of the
    compound to test the candidates against (None: nothing)."""
    simple = compound.simple
    for i, item in enumerate(simple):
        if item[0] == ID:
            return ID, item[1], _rest(compound, i)
    for i, item in enumerate(simple):
        if item[0] == CLASS:
            return CLASS, item[1], _rest(compound, i)
    names = compound_names(compound)
    if names is not None:
        exact = compound.local_name is not None and compound.local_name == compound.lower_name
        rest = _rest(compound, -1) if exact else compound
        if len(names) == 1 and exact:
            return _BY_NAME, next(iter(names)), rest
        if compound.local_name is None and _names_alone(compound):
            rest = None  # (``:is()`` of type selectors alone: the names answer it)
        return _BY_NAMES, names, rest
    for item in simple:
        if item[0] == ATTRIBUTE:
            return ATTRIBUTE, item[2], item[3]
    return (_EVERY,)


def _names_alone(compound: CompoundSelector) -> bool:
    """Whether ``compound`` is ``:is()`` or ``:where()`` of type selectors alone, of names
    without upper case (in any namespace): an element matches it when its local name is one
    of them (https://drafts.csswg.org/selectors-4/#type-selectors: in an HTML document an
    HTML element's local name is in lower case; another element's is compared as written)."""
    if (
        compound.namespace is not ANY_NAMESPACE
        or compound.pseudo_element is not None
        or len(compound.simple) != 1
    ):
        return False
    item = compound.simple[0]
    if item[0] != PSEUDO_CLASS or len(item) != 3 or item[1] not in ("is", "where"):
        return False
    selectors = item[2].selectors
    if not selectors:
        return False
    for selector in selectors:
        if len(selector.parts) != 1 or selector.anchor is not None:
            return False
        inner = selector.parts[0][0]
        if (
            inner.simple
            or inner.local_name is None
            or inner.local_name != inner.lower_name
            or inner.namespace is not ANY_NAMESPACE
            or inner.pseudo_element is not None
        ):
            return False
    return True


class _ElementsAt(Sequence[object]):
    """The elements of an index at some of its positions, given as ascending runs, as a
    sequence whose items are looked up as they are read: iterated, or sliced from the start,
    the runs are merged as far as read (a first match reads the elements before it alone);
    read at an index, they are merged at once."""

    __slots__ = ("elements", "merged", "runs")

    def __init__(self, runs: list[list[int]], index: TreeIndex) -> None:
        self.runs = runs
        self.merged: list[int] | None = runs[0] if len(runs) == 1 else None
        self.elements = index.elements

    def __len__(self) -> int:
        return sum(map(len, self.runs))

    def _order(self) -> Iterator[int]:
        merged = self.merged
        return iter(merged) if merged is not None else heapq.merge(*self.runs)

    def __getitem__(self, at: Any) -> Any:
        merged = self.merged
        if isinstance(at, slice) and merged is None and not at.start and at.step is None:
            if at.stop == 1:  # (the first: the least of the runs' firsts)
                return [self.elements[min([run[0] for run in self.runs])]]
            return list(map(self.elements.__getitem__, islice(self._order(), at.stop)))
        if merged is None:
            merged = self.merged = _merged(self.runs)
        if isinstance(at, slice):
            return list(map(self.elements.__getitem__, merged[at]))
        return self.elements[merged[at]]

    def __iter__(self) -> Iterator[Any]:
        return map(self.elements.__getitem__, self._order())


def _merged(runs: list[list[int]]) -> list[int]:
    """Ascending runs of indexes merged (each index in one run)."""
    if len(runs) == 1:
        return runs[0]
    return sorted(chain.from_iterable(runs))  # (ascending runs: a merge)


def _class_runs(values: dict[str, list[int]], name: str, quirks: bool) -> list[list[int]]:
    """The indexes (ascending runs, one a ``class`` value) of the elements that have the
    class ``name`` (lower-cased in quirks mode), from the ``class`` values HTML's parser
    recorded with theirs: a look at each distinct value (a substring test skips most)."""
    runs = []
    for value, at in values.items():
        if quirks:
            value = value.translate(_LOWER)
        if name not in value:
            continue
        if value == name or name in _tokens(value, value.split()):
            runs.append(at)
    return runs


def _tokens(value: str, tokens: list[str]) -> list[str]:
    """The classes of a ``class`` attribute ``value`` (its tokens, each once), given its
    tokens split on any whitespace (``str.split``: right where the value has no other
    whitespace than ASCII's, https://infra.spec.whatwg.org/#split-on-ascii-whitespace)."""
    if not (value.isascii() and value.isprintable()):  # whitespace other than spaces
        tokens = split_on_ascii_whitespace(value)
    if len(tokens) > 1:
        tokens = list(dict.fromkeys(tokens))
    return tokens


def _attribute_stamp(matcher: Matcher, compound: CompoundSelector) -> tuple[object, ...] | None:
    """What the matches of ``compound`` in a state of the tree depend on: the document's
    mode and the versions of the attributes it reads (``_attribute_versions``: its class,
    ID and attribute selectors'), where it has no other simple selector than those and a
    type selector; else None (a pseudo-class reads more than attributes)."""
    if compound.pseudo_element is not None:
        return None
    versions = matcher.scope._node_document._attribute_versions
    stamp: list[object] = [matcher.quirks, matcher.html_document]
    for simple in compound.simple:
        kind = simple[0]
        if kind == CLASS:
            stamp.append(versions.get("class"))
        elif kind == ID:
            stamp.append(versions.get("id"))
        elif kind == ATTRIBUTE:
            stamp.append(versions.get(simple[2]))
            stamp.append(versions.get(simple[3]))
        else:
            return None
    return tuple(stamp)


def _rest(compound: CompoundSelector, index: int) -> CompoundSelector | None:
    """``compound`` without its simple selector at ``index`` (-1: its type selector), None if
    nothing is left (kept on the compound)."""
    rests = compound.rests
    if rests is None:
        rests = compound.rests = {}
    if index in rests:
        return rests[index]  # type: ignore[no-any-return]
    simple = compound.simple
    if index >= 0:
        simple = simple[:index] + simple[index + 1 :]
        local_name = compound.local_name
    else:
        local_name = None
    rest: CompoundSelector | None = None
    if (
        local_name is not None
        or simple
        or compound.namespace is not ANY_NAMESPACE
        or compound.pseudo_element is not None
    ):
        rest = CompoundSelector(compound.namespace, local_name, simple, compound.pseudo_element)
    rests[index] = rest
    return rest


def _narrowed(
    index: TreeIndex, document: Any, compound: CompoundSelector, matcher: Matcher
) -> tuple[list[Any], Any]:
    """:meth:`TreeIndex.candidates` of ``compound``, narrowed further by the maps where what
    is left of it has ``:not()`` of classes (the class map's elements left out) or ``:has()``
    of one compound after a child combinator (the parents of its matches kept) or a
    descendant combinator (their ancestors kept: :meth:`~._matching.Matcher.has_ancestors`),
    with the test of what is left after that (None: nothing)."""
    quirks = matcher.quirks
    candidates, rest = index.candidates(document, compound, quirks)
    if rest is None:
        return candidates, None
    candidates, rest = _of_type_narrowed(index, compound, candidates, rest)
    if rest is None:
        return candidates, None
    rests = rest.rests
    if rests is None:
        rests = rest.rests = {}
    if -2 not in rests:
        kept = tuple(item for item in rest.simple if not _by_sets(item))
        if len(kept) == len(rest.simple) or rest.pseudo_element is not None:
            rests[-2] = rest
        elif kept or rest.local_name is not None or rest.namespace is not ANY_NAMESPACE:
            rests[-2] = CompoundSelector(rest.namespace, rest.local_name, kept, None)
        else:
            rests[-2] = None
    last = rests[-2]
    if last is rest:
        return candidates, matcher.compiled(rest)
    for item in rest.simple:
        if not _by_sets(item):
            continue
        if item[1] == "not":
            excluded: set[Any] = set()
            for selector in item[2].selectors:
                name = selector.parts[0][0].simple[0][1]
                name = name.translate(_LOWER) if quirks else name
                excluded.update(index.with_class(document, name, quirks))
            candidates = [e for e in candidates if e not in excluded]
        else:
            parents: set[Any] = set()
            for selector in item[2].selectors:
                if selector.anchor == DESCENDANT:  # the ancestors of its matches
                    parents.update(matcher.has_ancestors(selector))
                    continue
                inner, test = _narrowed(index, document, selector.parts[0][0], matcher)
                if test is None:
                    parents.update(e._parent for e in inner)
                else:
                    parents.update(e._parent for e in inner if test(e, matcher))
            candidates = [e for e in candidates if e in parents]
    return candidates, None if last is None else matcher.compiled(last)


def _by_sets(item: tuple[Any, ...]) -> bool:
    """Whether :func:`_narrowed` answers the simple selector ``item`` by sets: ``:not()`` of
    class selectors alone, ``:has()`` of compounds after a child or descendant combinator."""
    if item[0] != PSEUDO_CLASS or len(item) != 3 or item[1] not in ("not", "has"):
        return False
    selectors = item[2].selectors
    if not selectors:
        return False
    for selector in selectors:
        if len(selector.parts) != 1:
            return False
        compound = selector.parts[0][0]
        if item[1] == "has":
            if selector.anchor not in (CHILD, DESCENDANT) or compound.pseudo_element is not None:
                return False
            continue
        if (
            selector.anchor is not None
            or compound.local_name is not None
            or compound.namespace is not ANY_NAMESPACE
            or compound.pseudo_element is not None
            or len(compound.simple) != 1
            or compound.simple[0][0] != CLASS
        ):
            return False
    return True


def document_index(node: Any, first: bool = False) -> TreeIndex | None:
    """The element index of ``node``'s document, for a query on the document or on an element
    of its tree, kept through the insertions and removals that follow
    (:mod:`._index_changes`): made at the first ``querySelectorAll`` on the document (by a
    walk, or from the elements HTML's parser recorded as it inserted them, on the tree it
    left), else at the second query of a state of its tree (``_tree_version``), so that one
    ``querySelector`` on a changed document walks the tree once, stopping at its match; at
    the first on the tree HTML's parser left, but for a query on an element that wants its
    first match alone (``first``: a walk of the element's subtree that stops there costs less
    than the elements' positions in the tree, which the index's answers within a subtree
    need). None before that, and for a node outside the document's tree."""
    document = node._node_document
    version = getattr(document, "_tree_version", None)
    if version is None:
        return None
    if node is not document:
        if node._node_type != ELEMENT:
            return None
        top = node
        while top._parent is not None:
            top = top._parent
        if top is not document:
            return None
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry: Any = cache.get(_INDEX)
    parsed: Any = cache.get(_PARSED)
    if parsed is not None and parsed[0] != version:
        parsed = None
    if entry is None or entry[0] != version:
        if parsed is not None and (not first or node is document):  # as the parse left it
            made = TreeIndex(parsed[2], parsed[3])
            made.parsed_classes = (parsed[5], parsed[6])
            made.shared = True
            cache[_INDEX] = (version, made)
            return made
        if not first and node is document:
            # (kept through the changes that follow: :mod:`._index_changes`)
            made = TreeIndex(list(subtree_elements(document)))
            cache[_INDEX] = (version, made)
            return made
        cache[_INDEX] = (version, None)
        return None
    index: TreeIndex | None = entry[1]
    if index is None:
        if parsed is not None:
            index = TreeIndex(parsed[2], parsed[3])
            index.parsed_classes = (parsed[5], parsed[6])
            index.shared = True
        else:
            index = TreeIndex(list(subtree_elements(document)))
        cache[_INDEX] = (version, index)
    index.unqueried = 0
    return index


def indexed_query(
    index: TreeIndex, node: Any, selectors: SelectorList, matcher: Matcher, first: bool
) -> list[Any]:
    """The descendants of ``node`` (the document, or an element of its tree) matching
    ``selectors``, in tree order, from the index (``first``: the first of them alone, or
    none)."""
    document = node._node_document
    quirks = matcher.quirks
    index.queries += 1
    matcher.numbers = index.numbers
    matcher.index = index
    matcher.first = first
    if node is not document:  # a scoped query: the candidates within the node's subtree
        test = matcher.list_test(selectors)
        if len(selectors.selectors) == 1:
            compound = selectors.selectors[0].parts[0][0]
            candidates = _within(index, node, index.candidates(document, compound, quirks)[0])
        else:
            candidates = _within(index, node, index.elements)
        if first:
            for element in candidates:
                if test(element):
                    return [element]
            return []
        return [element for element in candidates if test(element)]
    alternatives = selectors.selectors
    if len(alternatives) == 1:
        return _complex_query(index, document, alternatives[0], matcher, first)
    answers = [_complex_query(index, document, s, matcher, first) for s in alternatives]
    if first:
        firsts = [answer[0] for answer in answers if answer]
        if not firsts:
            return []
        earliest = firsts[0]
        for other in firsts[1:]:
            if other is not earliest and _precedes(other, earliest):
                earliest = other
        return [earliest]
    positions = index.positions()
    found: set[Any] = set()
    for answer in answers:
        found.update(answer)
    if len(found) * 8 > len(index.elements):
        return [element for element in index.elements if element in found]
    return sorted(found, key=positions.__getitem__)


def _precedes(element: Any, other: Any) -> bool:
    """Whether ``element`` precedes ``other`` (another element of the same tree) in tree
    order (https://dom.spec.whatwg.org/#concept-tree-preceding): by their ancestors, without
    the elements' positions (a new document's first query of a selector list has none)."""
    path = [element]
    node = element._parent
    while node is not None:
        path.append(node)
        node = node._parent
    ancestors = {id(n): i for i, n in enumerate(path)}
    child = None
    node = other
    while node is not None and id(node) not in ancestors:
        child = node
        node = node._parent
    if node is None or child is None:  # (``other`` an inclusive ancestor of ``element``)
        return False
    at = ancestors[id(node)]
    if at == 0:  # ``element`` is an ancestor of ``other``
        return True
    mine = path[at - 1]
    sibling = mine._next_sibling
    while sibling is not None:
        if sibling is child:
            return True
        sibling = sibling._next_sibling
    return False


def _within(index: TreeIndex, root: Any, candidates: list[Any]) -> list[Any]:
    """The candidates (in tree order) that are descendants of ``root``, an element of the
    index's tree: those between ``root`` and the first element after its subtree."""
    positions = index.positions()
    start = positions[root] + 1
    end = len(index.elements)
    node = root
    while node is not None:
        sibling = node._next_sibling
        while sibling is not None and sibling._node_type != ELEMENT:
            sibling = sibling._next_sibling
        if sibling is not None:
            end = positions[sibling]
            break
        node = node._parent
    if candidates is index.elements:
        return candidates[start:end]
    key = positions.__getitem__
    low = bisect_left(candidates, start, key=key)
    return candidates[low : bisect_left(candidates, end, low, key=key)]


def element_positions(node: Any) -> dict[Any, int] | None:
    """Each element of the tree of ``node``'s document and its index in tree order, from the
    document's element index (as :func:`document_index` makes it); None where there is none
    for the tree as it is. For XPath's node-sets of elements, sorted in document order."""
    index = document_index(node)
    return None if index is None else index.positions()


def descendants_by_name(
    node: Any, name: str | None, ascii_case_insensitive: bool
) -> list[Any] | None:
    """The element descendants of ``node`` (a document, or an element of its tree) whose
    local name is ``name`` (ASCII case-insensitively: ``name`` given in lower case; every
    element with None), in tree order, from the document's element index (as
    :func:`document_index` makes it); None when there is none for the tree as it is (the
    caller walks the tree). For XPath's ``descendant::`` steps."""
    index = document_index(node)
    if index is None:
        return None
    if name is None:
        candidates = index.elements
    elif ascii_case_insensitive:
        candidates = index.by_lower_name().get(name, [])
    else:
        candidates = index.by_name.get(name, [])
    if node is node._node_document:
        return candidates
    return _within(index, node, candidates)


def _complex_query(
    index: TreeIndex, document: Any, selector: ComplexSelector, matcher: Matcher, first: bool
) -> list[Any]:
    """The elements of the document's tree matching ``selector``, in tree order (``first``:
    the first alone): a compound alone tested on its candidates (as far as they leave it to
    test), a chain of descendant and child combinators by :func:`_chain` (for ``first``, each
    candidate matched right to left, until the first that matches; on a new document, by
    walks below the leftmost compound's matches, :func:`_first_below`), another selector
    matched right to left on the candidates of its rightmost compound."""
    parts = selector.parts
    if len(parts) == 1 and selector.anchor is None:
        if first:  # the first candidates tested one by one, the others narrowed by sets
            candidates, rest = index.candidates(document, parts[0][0], matcher.quirks, True)
            if rest is None:
                return candidates[:1]
            test = matcher.compiled(rest)
            every = candidates is index.elements  # (no list made: all of them in tree order)
            if every:
                named = _attribute_named(rest)
                if named is not None:
                    return _with_attribute(candidates, rest, named, test, matcher, True)
            for tried, element in enumerate(candidates, 1):  # (read as far as tested)
                if test(element, matcher):
                    return [element]
                if tried == _FIRST_TRIED and not every:
                    break
            else:
                return []
        compound = parts[0][0]
        named = None if first or index.positions_wanted() else _attribute_led(compound)
        if named is not None and not index._listed(document, named[2], named[3]):
            # a new document's first query led by an attribute selector: one pass over its
            # candidates, every element, instead of the attribute's list and a pass over it
            test = matcher.compiled(compound)
            return _with_attribute(index.elements, compound, named, test, matcher, False)
        candidates, test = _narrowed(index, document, compound, matcher)
        if test is None:
            return candidates[:1] if first else candidates[:]
        if first:
            for element in candidates:
                if test(element, matcher):
                    return [element]
            return []
        return [element for element in candidates if test(element, matcher)]
    if _absent(index, document, parts, matcher.quirks):
        return []
    if first and len(parts) == 2 and parts[0][1] == DESCENDANT and index.positions_wanted():
        found = _first_by_leads(index, document, parts, matcher)
        if found is not None:
            return found
        # (many of A's elements looked at without a match: by sets)
        candidates = index.candidates(document, parts[0][0], matcher.quirks)[0]
        return _chain(index, document, parts, matcher, candidates)[:1]
    candidates = index.candidates(document, parts[0][0], matcher.quirks, first)[0]
    if selector.groups is not None:
        scope = _id_scope(index, document, parts[-1][0], matcher.quirks)
        if scope is _NONE:  # no element has the leftmost compound's ID
            return []
        test = matcher.groups_test(selector)
        if first and type(candidates) is list and not index.positions_wanted():
            # a new document's first match, where the rightmost compound's candidates are
            # not few (by local name, or every element: not a class's)
            if candidates and _lead_above(candidates[0], matcher.compiled(parts[-1][0]), matcher):
                # the first candidate within the subtree of a match of the leftmost compound:
                # no candidate precedes the first such match, the candidates tested in order
                for element in candidates:
                    if test(element, matcher):
                        return [element]
                return []
            found = _first_below(index, document, selector, matcher, test, len(candidates))
            if found is not None:
                return found
        if scope is not None:  # within the subtree of the leftmost compound's one element
            candidates = _scoped(index, scope, candidates, parts[0][0], matcher, first)
        if not first and len(parts) <= _CHAIN_PARTS:
            return _chain(index, document, parts, matcher, candidates)
        if first:
            passed: Iterable[Any] = candidates
            start = 0
            if scope is None and type(candidates) is list and index.positions_wanted():
                # the first candidate tested, the others passed over up to the leftmost
                # compound's first match
                if not candidates or test(candidates[0], matcher):
                    return candidates[:1]
                start = max(_after_first(index, document, selector, matcher, candidates), 1)
                passed = islice(candidates, start, None)
            if type(candidates) is list and len(parts) <= _CHAIN_PARTS:
                # the first candidates tested one by one, then the others by sets (a pass
                # each compound costs less than their ancestors' walks: a selector that
                # matches late or nothing)
                end = start + _CHAIN_TRIED
                for element in islice(candidates, start, end):
                    if test(element, matcher):
                        return [element]
                others = candidates[end:]
                return _chain(index, document, parts, matcher, others)[:1] if others else []
            for element in passed:
                if test(element, matcher):
                    return [element]
            return []
        return [element for element in candidates if test(element, matcher)]
    matches = matcher.matches_complex
    if first:
        for element in candidates:
            if matches(selector, element):
                return [element]
        return []
    return [element for element in candidates if matches(selector, element)]


def _first_by_leads(
    index: TreeIndex,
    document: Any,
    parts: tuple[tuple[CompoundSelector, str | None], ...],
    matcher: Matcher,
) -> list[Any] | None:
    """The first match of ``A B`` (``parts``: two compounds and a descendant combinator) by
    the elements' positions: for each element matching ``A`` in tree order (those within
    the subtree of one looked at before passed over), the candidates of ``B`` within its
    subtree (a binary search for the first after it, read up to the end of its subtree)
    tested; the first that passes is the first match (the subtrees looked at are disjoint
    and in tree order). None where more than :data:`_FIRST_TRIED` elements of ``A`` were
    looked at without a match (the caller answers by sets)."""
    quirks = matcher.quirks
    leads, lead_rest = index.candidates(document, parts[1][0], quirks)
    found, rest = index.candidates(document, parts[0][0], quirks)
    if not leads or not found:
        return []
    if type(leads) is not list or type(found) is not list:
        return None
    lead_test = None if lead_rest is None else matcher.compiled(lead_rest)
    test = None if rest is None else matcher.compiled(rest)
    positions = index.positions()
    key = positions.__getitem__
    count = len(index.elements)
    covered = -1  # (the end of the last subtree looked at)
    tried = 0
    for lead in leads:
        at = key(lead)
        if at < covered:
            continue
        tried += 1
        if tried > _FIRST_TRIED:
            return None
        if lead_test is not None and not lead_test(lead, matcher):
            continue
        following = following_element(lead)
        covered = count if following is None else key(following)
        for element in islice(found, bisect_right(found, at, key=key), None):
            if key(element) >= covered:
                break
            if test is None or test(element, matcher):
                return [element]
    return []


def _absent(
    index: TreeIndex,
    document: Any,
    parts: tuple[tuple[CompoundSelector, str | None], ...],
    quirks: bool,
) -> bool:
    """Whether a compound of a complex selector, other than its rightmost, has no element of
    the tree among its candidates (:meth:`TreeIndex.candidates`: by ID, class or local
    name), so that nothing matches the selector (each of its compounds matches an element
    of the tree where it matches): a selector that selects nothing on a page is answered
    without looking at the rightmost compound's candidates."""
    for compound, _ in parts[1:]:
        if not index.candidates(document, compound, quirks, True)[0]:
            return True
    return False


def _lead_above(element: Any, test: Any, matcher: Matcher) -> bool:
    """Whether an ancestor of ``element`` passes ``test`` (a chain's leftmost compound's)."""
    node = element._parent
    while node is not None and node._node_type == ELEMENT:
        if test(node, matcher):
            return True
        node = node._parent
    return False


def _first_below(
    index: TreeIndex,
    document: Any,
    selector: ComplexSelector,
    matcher: Matcher,
    test: Any,
    count: int,
) -> list[Any] | None:
    """The first match of ``selector`` (a chain of descendant and child combinators, ``test``
    its :func:`~._matching.groups_test`) in tree order, for an index without the elements'
    positions (a new document's first queries) where the first candidate has no ancestor
    matching the leftmost compound, by walks that stop at the first match: the subtree of
    the first element matching the leftmost compound, then that of the next one after it,
    and so on (every match is a descendant of such an element; those of one subtree precede
    those of the next), the elements of the rightmost compound's local names tested. Such
    an element has no ancestor matching the leftmost compound, so that no group of the chain
    but the rightmost matches above it: the test's walk up stops there (its memo told so).
    None when the walks pass an eighth of the tree's elements, or when the leads are more
    than the rightmost compound's ``count`` candidates (the caller tests those instead)."""
    parts = selector.parts
    leads, rest = index.candidates(document, parts[-1][0], matcher.quirks, True)
    if leads is index.elements or len(leads) > count:
        # (every element a lead to test, or more leads than candidates: by sets instead)
        return None
    lead_test = None if rest is None else matcher.compiled(rest)
    names = compound_names(parts[0][0])
    groups = selector.groups
    assert groups is not None
    memos = None
    if len(groups) > 1:
        memos = matcher.memos.get(id(selector))
        if memos is None:
            memos = matcher.memos[id(selector)] = [{} for _ in groups]
    limit = len(index.elements) >> 3
    walked = 0
    pending = iter(leads)
    lead = next(pending, None)
    while lead is not None:
        if lead_test is not None and not lead_test(lead, matcher):
            lead = next(pending, None)
            continue
        if memos is not None:
            at = id(lead)
            for memo in memos[1:]:
                memo[at] = False
        root = lead
        lead = next(pending, None)
        current = root._first_child
        while current is not None:
            if current._node_type == ELEMENT:
                if current is lead:  # (within this subtree: passed over)
                    lead = next(pending, None)
                if (names is None or current._local_name in names) and test(current, matcher):
                    return [current]
                walked += 1
                if walked > limit:
                    return None
            # (_tree.subtree_elements's walk written out: a query's loop, a generator costs)
            following = current._first_child
            if following is None:
                while current is not root:
                    following = current._next_sibling
                    if following is not None:
                        break
                    current = current._parent
                if current is root:
                    break
            current = following
    return []


def _attribute_named(compound: CompoundSelector) -> tuple[Any, ...] | None:
    """``compound``'s first attribute selector, None if it has none."""
    for item in compound.simple:
        if item[0] == ATTRIBUTE:
            return item
    return None


#: The attribute selectors' operators for which a value equal to the selector's (non-empty
#: where the operator needs one) matches, whatever the case rules.
_EQUAL_MATCHES = frozenset(["=", "|="])
_EQUAL_MATCHES_NON_EMPTY = frozenset(["^=", "$=", "*="])


def _with_attribute(
    elements: list[Any],
    compound: CompoundSelector,
    item: tuple[Any, ...],
    test: Any,
    matcher: Matcher,
    first: bool,
) -> list[Any]:
    """Those of ``elements`` that pass ``test`` (``compound``'s, whose first attribute
    selector is ``item``), in order (``first``: the first alone): one pass, the others passed
    over by a look at their attributes (an element without attributes, or whose attributes,
    in their dict form of local names without namespace, have neither the name as written
    nor in lower case, matches no such selector). Where ``compound`` is that attribute
    selector alone, of a name without upper case and without namespace prefix, an element
    whose attribute (dict form) has the selector's value (or any, without operator) matches
    without its test: one dictionary lookup an element, as a new document's first query of
    ``[data-id]`` costs in a browser (its candidates are every element)."""
    name, lower, operator, expected = item[2], item[3], item[4], item[5]
    alone = (
        name == lower
        and item[1] is None
        and compound.simple == (item,)
        and compound.local_name is None
        and compound.namespace is ANY_NAMESPACE
        and compound.pseudo_element is None
        and (
            operator is None
            or operator in _EQUAL_MATCHES
            or (operator in _EQUAL_MATCHES_NON_EMPTY and expected)
        )
    )
    if not first:  # (comprehensions: the pass over every element at its cheapest)
        if name == lower:
            hits = [
                e
                for e in elements
                if (attrs := e._attrs) is not None
                and (name in attrs if type(attrs) is dict else _named(attrs, name, lower))
            ]
        else:
            hits = [
                e
                for e in elements
                if (attrs := e._attrs) is not None
                and (
                    name in attrs or lower in attrs
                    if type(attrs) is dict
                    else _named(attrs, name, lower)
                )
            ]
        if not alone:
            return [e for e in hits if test(e, matcher)]
        if operator is None:
            return [e for e in hits if type(e._attrs) is dict or test(e, matcher)]
        return [
            e
            for e in hits
            if (type(attrs := e._attrs) is dict and attrs.get(name) == expected) or test(e, matcher)
        ]
    for element in elements:
        attrs = element._attrs
        if attrs is None:
            continue
        if type(attrs) is dict:
            if alone:
                value = attrs.get(name)
                if value is None:
                    continue
                if operator is None or value == expected:
                    return [element]
            elif name not in attrs and lower not in attrs:
                continue
        if test(element, matcher):
            return [element]
    return []


def _named(attrs: list[Any], name: str, lower: str) -> bool:
    """Whether an attribute list in its ``Attr`` form has an attribute of local name ``name``
    or ``lower`` (in any namespace)."""
    for attr in attrs:
        local_name = attr._local_name
        if local_name in (name, lower):
            return True
    return False


def _attribute_led(compound: CompoundSelector) -> tuple[Any, ...] | None:
    """The attribute selector whose elements are ``compound``'s candidates
    (:meth:`TreeIndex.candidates`: it has no ID, class or type selector), where the rest of
    it is tested on each (nothing :func:`_narrowed` answers by sets); else None."""
    if compound_names(compound) is not None:
        return None
    named = None
    for item in compound.simple:
        if item[0] in (ID, CLASS) or _by_sets(item):
            return None
        if named is None and item[0] == ATTRIBUTE:
            named = item
    return named


def _after_first(
    index: TreeIndex,
    document: Any,
    selector: ComplexSelector,
    matcher: Matcher,
    candidates: list[Any],
) -> int:
    """For the first match of ``selector``, a chain of descendant and child combinators: the
    index in ``candidates`` (its rightmost compound's, in tree order) of the first that
    follows the first element matching its leftmost compound, the lead (every match is a
    descendant of such an element, and follows it in tree order: the candidates before it
    are passed over without matching), ``len(candidates)`` where none matches it; the
    test's memo told that no group but the rightmost matches above the lead. The index's
    positions are made."""
    compound = selector.parts[-1][0]
    found, rest = index.candidates(document, compound, matcher.quirks, True)
    if rest is None:
        lead = found[0] if found else None
    else:
        test = matcher.compiled(rest)
        lead = next((element for element in found if test(element, matcher)), None)
    if lead is None:
        return len(candidates)
    groups = selector.groups
    if groups is not None and len(groups) > 1:
        # no ancestor of the lead matches the leftmost compound (it would precede it), so
        # that no group but the rightmost matches above it: the test's walk up stops there
        memos = matcher.memos.get(id(selector))
        if memos is None:
            memos = matcher.memos[id(selector)] = [{} for _ in groups]
        at = id(lead)
        for memo in memos[1:]:
            memo[at] = False
    positions = index.positions()
    return bisect_right(candidates, positions[lead], key=positions.__getitem__)


def _scoped(
    index: TreeIndex,
    scope: Any,
    candidates: Sequence[Any],
    compound: CompoundSelector,
    matcher: Matcher,
    first: bool,
) -> Any:
    """The ``candidates`` (of the rightmost ``compound``) within the subtree of ``scope``, or
    all of them (the selector's leftmost compound keeps the others out): by their positions
    in the tree where the index has them (:func:`_within`); else (a new document's first
    queries, where the positions would cost a pass over the whole tree) for ``first`` every
    element of the subtree, walked as read (the selector's test rejects those of another
    compound); else all of them where they are at most an eighth of the elements, those of
    the subtree matching ``compound`` where a walk finds it has at most that many elements,
    and all of them where it has more."""
    if index.positions_wanted():
        return _within(index, scope, candidates)  # type: ignore[arg-type]
    if first:
        return subtree_elements(scope)
    limit = len(index.elements) >> 3
    if len(candidates) <= limit:
        return candidates
    walked = []
    for element in subtree_elements(scope):
        walked.append(element)
        if len(walked) > limit:
            return candidates
    test = matcher.compiled(compound)
    return [element for element in walked if test(element, matcher)]


def _id_scope(index: TreeIndex, document: Any, compound: CompoundSelector, quirks: bool) -> Any:
    """The one element of the document's tree with the ID of ``compound`` (the leftmost of a
    chain of descendant and child combinators), whose subtree holds every element the chain
    can match; ``_NONE`` if no element has that ID; None if the compound has no ID or
    several elements have it."""
    for simple in compound.simple:
        if simple[0] == ID:
            found = index.with_id(document, simple[1], quirks)
            if not found:
                return _NONE
            return found[0] if len(found) == 1 else None
    return None


def _chain(
    index: TreeIndex,
    document: Any,
    parts: tuple[tuple[CompoundSelector, str | None], ...],
    matcher: Matcher,
    rightmost: list[Any],
) -> list[Any]:
    """A complex selector of descendant and child combinators, left to right: the elements
    matching its leftmost compound, then, for each compound to the right, those of its
    candidates that match it and whose parent (child combinator) or some ancestor
    (descendant combinator) is among the elements found for the compound on its left
    (``rightmost``: the candidates of the rightmost compound)."""
    quirks = matcher.quirks
    found: list[Any] = []
    for i in range(len(parts) - 1, -1, -1):
        compound, combinator = parts[i]
        if i == 0:
            candidates, rest = rightmost, index.candidates(document, compound, quirks)[1]
            if rest is not None:
                candidates, rest = _of_type_narrowed(index, compound, candidates, rest)
            test = None if rest is None else matcher.compiled(rest)
        else:
            candidates, test = _narrowed(index, document, compound, matcher)
        if combinator is None:  # the leftmost compound
            found = candidates if test is None else [e for e in candidates if test(e, matcher)]
            continue
        if not found:
            return []
        if not any(_by_sets(item) for item in compound.simple):
            below = _below(found, combinator, compound, matcher, len(candidates))
            if below is not None:
                found = below
                continue
        if combinator == CHILD:
            left = set(found)
            if test is None:
                found = [e for e in candidates if e._parent in left]
            else:
                found = [e for e in candidates if e._parent in left and test(e, matcher)]
            continue
        assert combinator == DESCENDANT
        if index.positions_wanted() and type(candidates) is list and len(found) <= len(candidates):
            found = _inside_ranges(index, candidates, found)
        else:
            found = _inside(candidates, set(found))
        if test is not None:
            found = [element for element in found if test(element, matcher)]
    return found[:]


def _inside_ranges(index: TreeIndex, elements: list[Any], left: list[Any]) -> list[Any]:
    """Those of ``elements`` (in tree order) that have an ancestor in ``left`` (in tree
    order), in their order, by the elements' positions: the ranges of positions the subtrees
    of ``left`` cover (those of an element within another's passed over), then one pass over
    ``elements`` along them (each a comparison or two), where walks up would each look at the
    ancestors up to the nearest one known."""
    positions = index.positions()
    key = positions.__getitem__
    count = len(index.elements)
    starts: list[int] = []
    ends: list[int] = []
    covered = -1
    for element in left:
        at = key(element)
        if at < covered:
            continue
        following = following_element(element)
        covered = count if following is None else key(following)
        starts.append(at)
        ends.append(covered)
    answers: list[Any] = []
    if not starts:
        return answers
    j = 0
    last = len(starts)
    start = starts[0]
    end = ends[0]
    for element in elements:
        at = key(element)
        if at >= end:
            j += 1
            while j < last and ends[j] <= at:
                j += 1
            if j == last:
                break
            start = starts[j]
            end = ends[j]
        if at > start:
            answers.append(element)
    return answers


def _inside(elements: list[Any], left: set[Any]) -> list[Any]:
    """Those of ``elements`` that have an ancestor in ``left``, in their order: the walks up
    share a memo of the nodes they passed over (each node walked past once: linear in the
    tree)."""
    answers: list[Any] = []
    memo: dict[Any, bool] = {}
    for element in elements:
        node = element._parent
        path = []
        while True:
            if node is None:
                inside = False
                break
            if node in left:
                inside = True
                break
            known = memo.get(node)
            if known is not None:
                inside = known
                break
            path.append(node)
            node = node._parent
        for passed in path:
            memo[passed] = inside
        if inside:
            answers.append(element)
    return answers


def _below(
    found: list[Any], combinator: str, compound: CompoundSelector, matcher: Matcher, count: int
) -> list[Any] | None:
    """For :func:`_chain`: the elements matching ``compound`` that are children (``combinator``
    a child combinator) or descendants of ``found`` (the matches of the compound on its left,
    in tree order), in tree order, found by walks down from each of ``found``, where those
    walks visit fewer nodes than ``compound``'s ``count`` candidates (half as many for a
    child combinator, whose walk up is one lookup a candidate); None where they would visit
    more (the walks stop there), or, for a child combinator, where an element of ``found``
    has another as its ancestor (the children would not come in tree order)."""
    budget = count >> 1 if combinator == CHILD else count
    # the walks' length estimated from those of the first and the middle element of
    # ``found``, each walked no further than its share of the budget (at most _SAMPLED)
    share = min(budget // len(found), _SAMPLED)
    if not share or any(
        _walk_length(found[at], combinator, share) >= share for at in {0, len(found) >> 1}
    ):
        return None
    left = set(found)
    # which of ``found`` have another as an ancestor (their subtrees are walked within it)
    inner = set(_inside(found, left))
    if inner and combinator == CHILD:
        return None
    names = compound_names(compound)
    rest: CompoundSelector | None = compound
    if compound.local_name is not None and compound.local_name == compound.lower_name:
        rest = _rest(compound, -1)  # (the name compared as the walk reads it)
    test = None if rest is None else matcher.compiled(rest)
    matched: list[Any] = []
    append = matched.append
    visited = 0
    limit = budget << 1  # (past it, the estimate was short: walked up instead)
    if combinator == CHILD:
        for top in found:
            node = top._first_child
            while node is not None:
                visited += 1
                if (
                    node._node_type == 1
                    and (names is None or node._local_name in names)
                    and (test is None or test(node, matcher))
                ):
                    append(node)
                node = node._next_sibling
            if visited > limit:
                return None
        return matched
    for top in found:
        if top in inner:
            continue
        node = top._first_child
        while node is not None:
            visited += 1
            if node._node_type == 1:
                if visited > limit:
                    return None
                if (names is None or node._local_name in names) and (
                    test is None or test(node, matcher)
                ):
                    append(node)
                following = node._first_child  # the next node of the subtree in tree order
                if following is not None:
                    node = following
                    continue
            following = node._next_sibling
            while following is None:
                node = node._parent
                if node is top:
                    break
                following = node._next_sibling
            node = following
    return matched


#: The most nodes :func:`_below` walks under one element to estimate its walks (more: the
#: walks up instead): few elements with large subtrees (a container's) are left to them.
_SAMPLED = 32


def _walk_length(top: Any, combinator: str, limit: int) -> int:
    """The nodes :func:`_below` visits under ``top`` (its children for a child combinator,
    else its descendants), counted up to ``limit``."""
    visited = 0
    node = top._first_child
    while node is not None and visited < limit:
        visited += 1
        if combinator == DESCENDANT:
            following = node._first_child
            if following is None:
                while node is not top:
                    following = node._next_sibling
                    if following is not None:
                        break
                    node = node._parent
            node = following
        else:
            node = node._next_sibling
    return visited


def _of_type_narrowed(
    index: TreeIndex, compound: CompoundSelector, candidates: list[Any], rest: CompoundSelector
) -> tuple[list[Any], CompoundSelector | None]:
    """``candidates`` and ``rest`` (what is left of ``compound`` to test them against), where
    the candidates are every element of ``compound``'s local name (the index's list of it, in
    tree order) and ``rest`` has ``:first-of-type`` or ``:last-of-type``: those of them
    first (last) among their siblings of their name and namespace, found by one pass over
    the list (:func:`_first_of_type`), with ``rest`` without that pseudo-class; else as
    given."""
    name = compound.local_name
    if name is None or name != compound.lower_name or candidates is not index.by_name.get(name):
        return candidates, rest
    for at, item in enumerate(rest.simple):
        if item[0] == PSEUDO_CLASS and len(item) == 2 and item[1] in _OF_TYPE:
            return _first_of_type(candidates, item[1] == "last-of-type"), _rest(rest, at)
    return candidates, rest


#: The pseudo-classes :func:`_of_type_narrowed` answers by a pass over a local name's list.
_OF_TYPE = ("first-of-type", "last-of-type")


def _first_of_type(candidates: list[Any], last: bool) -> list[Any]:
    """Of ``candidates`` (every element of one local name, in tree order), those that have no
    sibling of their namespace among them before them (after them: ``last``), in tree
    order: the first (last) of each parent and namespace in the list, since a sibling of the
    same local name is in the list, before (after) them in tree order."""
    found = []
    seen: set[tuple[Any, Any]] = set()
    last_parent: Any = seen  # (no element's parent)
    last_namespace: Any = None
    for element in reversed(candidates) if last else candidates:
        parent = element._parent
        namespace = element._namespace
        if parent is last_parent and namespace == last_namespace:
            continue
        last_parent = parent
        last_namespace = namespace
        key = (parent, namespace)
        if key in seen:  # (siblings of another name's subtree between them)
            continue
        seen.add(key)
        found.append(element)
    if last:
        found.reverse()
    return found
