"""The selector engine's face for webapi's other packages (the DOM's ``querySelector``,
``querySelectorAll``, ``matches``, ``closest``): parsing with a cache bounded in bytes, and
matching over the DOM's nodes (read through the slots :mod:`._matching` describes). Public so
that no package imports another's private modules; not a stable API for users, who will have
the DOM's methods.

Invalid selectors raise :class:`SelectorSyntaxError`; the DOM raises it as a
``DOMException`` "SyntaxError". Thread-safe: the cache takes a lock to store, a parsed selector
is never changed, and each query has its own :class:`~._matching.Matcher`.
"""

from __future__ import annotations

from webapi._cache import BoundedCache, str_size

from ._ast import ComplexSelector, SelectorList
from ._compile import required_id, required_names
from ._errors import SelectorSyntaxError
from ._index import descendants_by_name, document_index, element_positions, indexed_query
from ._index_changes import tree_inserted, tree_removed
from ._matching import ID_LOOKUP, Matcher, register_id_lookup
from ._parser import MAX_NESTING, parse_selector
from ._shadow_matching import shadow_host
from ._specificity import calculate_specificity, pseudo_element_of, without_pseudo_element
from ._tree import ELEMENT

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "MAX_NESTING",
    "ComplexSelector",
    "Matcher",
    "SelectorList",
    "SelectorSyntaxError",
    "calculate_specificity",
    "closest",
    "descendants_by_name",
    "element_positions",
    "matches",
    "parse_selector",
    "parse_selector_cached",
    "pseudo_element_of",
    "query_selector",
    "query_selector_all",
    "register_id_lookup",
    "remember_selector",
    "shadow_host",
    "tree_inserted",
    "tree_removed",
    "without_pseudo_element",
]

_DOCUMENT = 9
_NONE: list[Any] = []

#: Parsed selectors by text: 1 MB in all, no selector text over 16 KB kept (its tree is
#: counted at 20 bytes per character of text, a tree's measured upper bound being lower).
_CACHE: BoundedCache[str, SelectorList] = BoundedCache(1 << 20, (1 << 14) * 20)
_TREE_BYTES_PER_CHARACTER = 20


def parse_selector_cached(selectors: str) -> SelectorList:
    """https://drafts.csswg.org/selectors-4/#parse-a-selector with no namespaces declared
    (what the DOM's methods parse), kept in a cache bounded in bytes; raises
    :class:`SelectorSyntaxError`."""
    found = _CACHE.entries.get(selectors)
    if found is None:
        found = parse_selector(selectors)
        _CACHE.store(
            selectors, found, str_size(selectors) + _TREE_BYTES_PER_CHARACTER * len(selectors)
        )
    return found


def remember_selector(selectors: str, parsed: SelectorList) -> None:
    """Keep ``parsed`` as :func:`parse_selector_cached`'s answer for ``selectors``: the
    serialization of the text ``parsed`` was parsed from (the CSSOM's ``selectorText``, which
    the cascade reads: the sheet's selectors parsed once, issue 72 item 4)."""
    if selectors not in _CACHE.entries:
        _CACHE.store(
            selectors, parsed, str_size(selectors) + _TREE_BYTES_PER_CHARACTER * len(selectors)
        )


def query_selector_all(node: Any, selectors: str) -> list[Any]:
    """https://dom.spec.whatwg.org/#scope-match-a-selectors-string: the descendants of
    ``node`` (a document, fragment or element) that match ``selectors``, in tree order, with
    ``node`` as the scoping root (``querySelectorAll``'s list)."""
    return _query(node, selectors, False)


def query_selector(node: Any, selectors: str) -> Any:
    """``querySelector``: the first element :func:`query_selector_all` would give, else None;
    found by the same paths, stopping at the first match."""
    found = _query(node, selectors, True)
    return found[0] if found else None


def _query(node: Any, selectors: str, first: bool) -> list[Any]:
    """The descendants of ``node`` matching ``selectors`` in tree order (``first``: the first
    alone): from the ID map for an ID-led selector, else from the document's element index
    (:mod:`._index`) once a query has been made on its tree as it is, else by a walk of
    ``node``'s subtree."""
    selector = parse_selector_cached(selectors)
    matcher = Matcher(node, query=True)
    shadow = any(complex_selector.shadow for complex_selector in selector.selectors)
    by_id = None if shadow else _by_id(node, selector, first)
    if by_id is not None:
        test = matcher.list_test(selector)
        if first:
            if type(by_id) is not list:  # the first element with the ID: the others after it
                if test(by_id):
                    return [by_id]
                by_id = ID_LOOKUP[0](node, required_id(selector))[1:]  # type: ignore[arg-type]
            for element in by_id:
                if test(element):
                    return [element]
            return []
        return [element for element in by_id if test(element)]
    index = None if shadow else document_index(node, first)
    if index is not None:
        return indexed_query(index, node, selector, matcher, first)
    test = matcher.list_test(selector)
    names = required_names(selector)
    found = []
    # the walk of subtree_elements, inline (the query's loop), elements of none of the names
    # the selector requires passed over without matching
    current = node._first_child
    while current is not None:
        if (
            current._node_type == ELEMENT
            and (names is None or current._local_name in names)
            and test(current)
        ):
            found.append(current)
            if first:
                break
        following = current._first_child
        if following is None:
            while current is not node:
                following = current._next_sibling
                if following is not None:
                    break
                current = current._parent
            if current is node:
                break
        current = following
    return found


def _by_id(node: Any, selector: SelectorList, first: bool = False) -> Any:
    """The candidates of an ID-led query (the rightmost compound of its one selector has an
    ID): the descendants of ``node`` with that ID, in tree order, from the DOM's ID map
    (:data:`~._matching.ID_LOOKUP`); for a query of the first match on a document (``first``),
    the first of them alone (``[]`` for none), which the DOM finds on a new document without
    making its map (the caller asks for the others where it does not match); None where the
    query walks the tree (no such selector, or a quirks mode document, where selectors compare
    IDs ASCII case-insensitively)."""
    if not ID_LOOKUP:
        return None
    wanted = required_id(selector)
    if wanted is None or node._node_document._mode == "quirks":
        return None
    if first and len(ID_LOOKUP) > 1 and node._node_type == _DOCUMENT:
        found = ID_LOOKUP[1](node, wanted)
        return _NONE if found is None else found
    return ID_LOOKUP[0](node, wanted)


def matches(element: Any, selectors: str) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-matches: whether ``element`` matches
    ``selectors`` with itself as the scoping root."""
    selector = parse_selector_cached(selectors)
    return Matcher(element).matches_list(selector, element)


def closest(element: Any, selectors: str) -> Any:
    """https://dom.spec.whatwg.org/#dom-element-closest: the first inclusive ancestor of
    ``element`` that matches ``selectors`` (scoping root: ``element``), else None."""
    selector = parse_selector_cached(selectors)
    matcher = Matcher(element)
    node = element
    while node is not None and node._node_type == 1:
        if matcher.matches_list(selector, node):
            return node
        node = node._parent
    return None
