"""The ``selectedcontent`` element's DOM steps
(https://html.spec.whatwg.org/multipage/form-elements.html#the-selectedcontent-element): its
post-connection steps and removing steps, which keep it showing a copy of its ``select``'s
selected ``option`` whenever it (or its ``select``) is inserted into a document or taken out
of its ``select`` by the DOM's insert and remove (``appendChild``, ``innerHTML`` of a connected
element, the parser's re-append in the adoption agency algorithm), and the select algorithms
they run: "update a select's selectedcontent", "get a select's enabled selectedcontent",
"clear a selectedcontent", "clear a select's non-primary selectedcontent elements" and "clone
an option into a selectedcontent".

The parser's own steps while it inserts a ``selectedcontent`` and pops an ``option`` are in
:mod:`webapi.html.parsing._selectedcontent` (answered from the stack of open elements); the steps
here run over the tree (a node's ancestors), for the nodes the DOM's insert reaches.
Not run: the updates when an option's selectedness changes through the ``select``'s members
(``selectedIndex``, ``value``, an option's ``selected``): webapi runs the selectedness setting
algorithm lazily, at the next read.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from webapi.dom.engine import (
    NODE_CLASSES,
    ElementImpl,
    clone_node,
    insert,
    make_node,
    replace_all,
)
from webapi.infra import HTML_NAMESPACE

from ._html_element import HTMLElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from webapi.dom.engine import NodeImpl

__all__ = [
    "HTMLSelectedContentElementImpl",
    "already_updated",
    "clear_a_selects_non_primary_selectedcontent_elements",
    "get_a_selects_enabled_selectedcontent",
    "post_connection_select",
    "removing_steps_select",
    "selectedcontent_descendants",
    "update_a_selects_selectedcontent",
    "updated",
]


def _is_html(node: object, name: str) -> bool:
    return (
        isinstance(node, ElementImpl)
        and node._local_name == name
        and node._namespace == HTML_NAMESPACE
    )


class HTMLSelectedContentElementImpl(HTMLElementImpl):
    """``HTMLSelectedContentElement``: a ``selectedcontent`` element and its disabled state
    (initially false; its post-connection steps set it)."""

    __slots__ = ("_disabled",)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._disabled = False

    def _post_connection_steps(self) -> None:
        """The ``selectedcontent`` HTML element post-connection steps."""
        select = post_connection_select(self)  # 1.-5.
        if select is not None and not already_updated(select):
            update_a_selects_selectedcontent(select)  # 6.
            clear_a_selects_non_primary_selectedcontent_elements(select)  # 7.
            updated(select)

    def _removing_steps(self, is_subtree_root: bool, old_ancestor: NodeImpl) -> None:
        """The ``selectedcontent`` HTML element removing steps."""
        select = removing_steps_select(self, old_ancestor)
        if select is not None:
            update_a_selects_selectedcontent(select)


def removing_steps_select(
    selectedcontent: HTMLSelectedContentElementImpl, old_ancestor: NodeImpl
) -> ElementImpl | None:
    """The ``selectedcontent`` HTML element removing steps but the update they end with: the
    ``select`` whose selectedcontent they update ("update a select's selectedcontent"), or
    None where they return before."""
    if selectedcontent._disabled:  # 1.
        return None
    ancestor = selectedcontent._parent
    while ancestor is not None:  # 2. (its ancestors, in reverse tree order: the nearest first)
        if _is_html(ancestor, "select"):
            return None
        ancestor = ancestor._parent
    inclusive: NodeImpl | None = old_ancestor
    while inclusive is not None:  # 3. (oldAncestor's inclusive ancestors, the same order)
        if _is_html(inclusive, "select"):
            return inclusive  # type: ignore[return-value]
        inclusive = inclusive._parent
    return None


#: select -> its document's tree version right after the post-connection steps of one of its
#: selectedcontent elements updated it (see :func:`already_updated`).
_UPDATED: WeakKeyDictionary[ElementImpl, int] = WeakKeyDictionary()


def already_updated(select: ElementImpl) -> bool:
    """Whether steps 6. and 7. of the post-connection steps would leave ``select``'s tree as it
    is: they ran for it and nothing in its document's tree changed since (the next
    ``selectedcontent`` of one inserted subtree: the same option copied into the same
    element, the others already empty). Skipping them keeps an insert of n
    ``selectedcontent`` elements linear (each run walks the select's); only a
    ``MutationObserver`` could tell, by fewer records of the copy replaced by an equal copy."""
    return _UPDATED.get(select) == select._node_document._version


def updated(select: ElementImpl) -> None:
    """Note that steps 6. and 7. just ran for ``select``."""
    _UPDATED[select] = select._node_document._version


def post_connection_select(selectedcontent: HTMLSelectedContentElementImpl) -> ElementImpl | None:
    """Steps 1. to 5. of the ``selectedcontent`` HTML element post-connection steps: set its
    disabled state, and give the ``select`` whose selectedcontent steps 6. and 7. update (its
    nearest ``select`` ancestor, unless that has a ``multiple`` attribute), or None."""
    nearest_select_ancestor = None  # 1. (2.: "ancestor" is never read)
    selectedcontent._disabled = False  # 3.
    ancestor = selectedcontent._parent
    while ancestor is not None:  # 4. (its ancestors, in reverse tree order: the nearest first)
        if _is_html(ancestor, "select"):  # 4.1.
            if nearest_select_ancestor is None:
                nearest_select_ancestor = ancestor
            else:
                selectedcontent._disabled = True
        if _is_html(ancestor, "option") or _is_html(ancestor, "selectedcontent"):  # 4.2.
            selectedcontent._disabled = True
        ancestor = ancestor._parent
    if nearest_select_ancestor is None:  # 5.
        return None
    if nearest_select_ancestor._get_content_attribute("multiple") is not None:  # type: ignore[attr-defined]
        return None
    return nearest_select_ancestor  # type: ignore[return-value]


def selectedcontent_descendants(
    select: ElementImpl, first_only: bool = False
) -> list[HTMLSelectedContentElementImpl]:
    """``select``'s ``selectedcontent`` descendants, in tree order (only the first, with
    ``first_only``)."""
    found: list[HTMLSelectedContentElementImpl] = []
    node: NodeImpl | None = select._first_child
    while node is not None:  # (tree order within select, without recursion)
        if isinstance(node, HTMLSelectedContentElementImpl):
            found.append(node)
            if first_only:
                break
        following = node._first_child
        current: NodeImpl | None = node
        while following is None and current is not None and current is not select:
            following = current._next_sibling
            if following is None:
                current = current._parent
        node = following
    return found


def get_a_selects_enabled_selectedcontent(
    select: ElementImpl,
) -> HTMLSelectedContentElementImpl | None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#select-enabled-selectedcontent"""
    if select._get_content_attribute("multiple") is not None:  # type: ignore[attr-defined]  # 1.
        return None
    descendants = selectedcontent_descendants(select, True)  # 2.
    if not descendants:
        return None
    selectedcontent = descendants[0]
    if selectedcontent._disabled:  # 3.
        return None
    return selectedcontent  # 4.


def clear_a_selectedcontent(selectedcontent: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#clear-a-selectedcontent:
    "Replace all with null within selectedcontent"."""
    replace_all(None, selectedcontent)


def clone_an_option_into_a_selectedcontent(
    option: ElementImpl, selectedcontent: ElementImpl
) -> None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#clone-an-option-into-a-selectedcontent:
    a fragment of clones (with their subtrees) of ``option``'s children replaces all of
    ``selectedcontent``'s children."""
    document = selectedcontent._node_document
    fragment = make_node(NODE_CLASSES["DocumentFragment"], document)  # 1.
    child = option._first_child
    while child is not None:  # 2.
        insert(clone_node(child, None, True), fragment, None)
        child = child._next_sibling
    replace_all(fragment, selectedcontent)  # 3.


def update_a_selects_selectedcontent(
    select: ElementImpl,
    selected_option: Callable[[ElementImpl], ElementImpl | None] | None = None,
) -> None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#update-a-select's-selectedcontent.
    ``selected_option`` answers step 3 where the caller keeps the selectedness itself (HTML's
    parser, while it builds the select); by default the select's list of options does."""
    selectedcontent = get_a_selects_enabled_selectedcontent(select)  # 1.
    if selectedcontent is None:  # 2.
        return
    option = (selected_option or _first_selected_option)(select)  # 3.
    if option is None:  # 4.
        clear_a_selectedcontent(selectedcontent)
    else:  # 5.
        clone_an_option_into_a_selectedcontent(option, selectedcontent)


def _first_selected_option(select: ElementImpl) -> ElementImpl | None:
    """The first option in ``select``'s list of options whose selectedness is true, or None."""
    for option in select._options():  # type: ignore[attr-defined]
        if option._get_selectedness():
            return option  # type: ignore[no-any-return]
    return None


def clear_a_selects_non_primary_selectedcontent_elements(select: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#clear-a-select's-non-primary-selectedcontent-elements:
    every ``selectedcontent`` descendant after the first is cleared."""
    for descendant in selectedcontent_descendants(select)[1:]:  # 1.-2.
        clear_a_selectedcontent(descendant)
