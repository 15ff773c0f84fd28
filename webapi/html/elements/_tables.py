"""The table elements' impl classes (https://html.spec.whatwg.org/multipage/tables.html):
``table`` (``caption``, ``tHead``, ``tFoot``, ``tBodies``, ``rows`` and the methods that make
and remove them), ``thead``/``tbody``/``tfoot`` (``rows``, ``insertRow``, ``deleteRow``), ``tr``
(``rowIndex``, ``sectionRowIndex``, ``cells``, ``insertCell``, ``deleteCell``) and ``td``/``th``
(``cellIndex``, ``scope``; ``colSpan`` and ``rowSpan`` are generated reflections).

The collections are the DOM's live collections (:class:`~webapi.dom.engine.HTMLCollectionImpl`):
found again only after the document's tree changed, so that ``rows[i]`` in a loop that sets
attributes or cell text is one step per index. A table's ``rows`` is not in tree order (the
``thead`` rows first, the ``tfoot`` rows last): it is found in one pass over the table's
children when first read after a change (the collection's ``_gather``). ``rowIndex``,
``sectionRowIndex`` and ``cellIndex`` look the element up in a table of its collection's
positions, made once per view.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    ELEMENT_NODE,
    ElementImpl,
    HTMLCollectionImpl,
    append,
    cached,
    create_an_element,
    insert,
    make_collection,
    pre_insert,
    remove,
)
from webapi.infra import HTML_NAMESPACE

from ..common._enumerated import SCOPE, known_value
from ._html_element import HTMLElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from webapi.dom.engine import NodeImpl

__all__ = [
    "HTMLTableCaptionElementImpl",
    "HTMLTableCellElementImpl",
    "HTMLTableColElementImpl",
    "HTMLTableElementImpl",
    "HTMLTableRowElementImpl",
    "HTMLTableSectionElementImpl",
]

_SECTIONS = frozenset({"thead", "tbody", "tfoot"})


def _is_html(node: NodeImpl | None, *names: str) -> bool:
    return (
        node is not None
        and node._node_type == ELEMENT_NODE
        and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
        and node._local_name in names  # type: ignore[attr-defined]
    )


def _first_child(parent: NodeImpl, name: str) -> ElementImpl | None:
    """The first child of ``parent`` that is an HTML element named ``name``."""
    child = parent._first_child
    while child is not None:
        if _is_html(child, name):
            return child  # type: ignore[return-value]
        child = child._next_sibling
    return None


def _children_named(names: frozenset[str]) -> Callable[[NodeImpl], bool]:
    def matches(node: NodeImpl) -> bool:
        return (
            node._node_type == ELEMENT_NODE
            and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
            and node._local_name in names  # type: ignore[attr-defined]
        )

    return matches


_IS_TBODY = _children_named(frozenset({"tbody"}))
_IS_TR = _children_named(frozenset({"tr"}))
_IS_CELL = _children_named(frozenset({"td", "th"}))


def _index_size_error(index: int, count: int) -> DOMException:
    return DOMException(
        f"The index provided ({index}) is outside the range [-1, {count}].", "IndexSizeError"
    )


def _table_rows(table: NodeImpl) -> list[NodeImpl]:
    """https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows: the ``tr``
    children of the table and of its ``thead``, ``tbody`` and ``tfoot`` children, the
    ``thead`` ones first and the ``tfoot`` ones last, each group in tree order (one pass
    over the table's children)."""
    head: list[NodeImpl] = []
    body: list[NodeImpl] = []
    foot: list[NodeImpl] = []
    child = table._first_child
    while child is not None:
        if child._node_type == ELEMENT_NODE and child._namespace == HTML_NAMESPACE:  # type: ignore[attr-defined]
            name = child._local_name  # type: ignore[attr-defined]
            if name == "tr":
                body.append(child)
            elif name in _SECTIONS:
                group = head if name == "thead" else foot if name == "tfoot" else body
                row = child._first_child
                while row is not None:
                    if _IS_TR(row):
                        group.append(row)
                    row = row._next_sibling
        child = child._next_sibling
    return head + body + foot


def _index_of(collection: HTMLCollectionImpl, node: NodeImpl) -> int:
    """The index of ``node`` in ``collection``, else -1: a lookup in a table of the view's
    positions, made once per view (``rowIndex`` over every row stays linear)."""
    nodes = collection._view()
    owner: NodeImpl = collection._root  # type: ignore[assignment]
    cache = owner._cache  # type: ignore[attr-defined]
    found = None if cache is None else cache.get("positions")
    if found is None or found[0] is not nodes:
        found = (nodes, {member: index for index, member in enumerate(nodes)})
        owner._cache["positions"] = found  # type: ignore[attr-defined]
    return found[1].get(node, -1)


class HTMLTableElementImpl(HTMLElementImpl):
    """A ``table`` element."""

    __slots__ = ()

    # --- caption ---

    @property
    def _caption(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption: the first
        ``caption`` child."""
        return _first_child(self, "caption")

    @_caption.setter
    def _caption(self, value: ElementImpl | None) -> None:
        old = _first_child(self, "caption")  # remove the first caption child, if any
        if old is not None:
            remove(old)
        if value is not None:  # insert the new value as the first child
            pre_insert(value, self, self._first_child)

    def _create_caption(self) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-createcaption"""
        caption = _first_child(self, "caption")
        if caption is None:
            caption = create_an_element(self._node_document, "caption", HTML_NAMESPACE)
            insert(caption, self, self._first_child)
        return caption

    def _delete_caption(self) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletecaption"""
        caption = _first_child(self, "caption")
        if caption is not None:
            remove(caption)

    # --- thead ---

    def _after_caption_and_colgroups(self) -> NodeImpl | None:
        """The first element child that is neither a ``caption`` nor a ``colgroup`` (where a
        ``thead`` goes)."""
        child = self._first_child
        while child is not None:
            if child._node_type == ELEMENT_NODE and not _is_html(child, "caption", "colgroup"):
                return child
            child = child._next_sibling
        return None

    @property
    def _t_head(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead: the first
        ``thead`` child."""
        return _first_child(self, "thead")

    @_t_head.setter
    def _t_head(self, value: ElementImpl | None) -> None:
        if value is not None and not _is_html(value, "thead"):
            raise DOMException("The value is not a thead element.", "HierarchyRequestError")
        old = _first_child(self, "thead")
        if old is not None:
            remove(old)
        if value is not None:
            pre_insert(value, self, self._after_caption_and_colgroups())

    def _create_t_head(self) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-createthead"""
        head = _first_child(self, "thead")
        if head is None:
            head = create_an_element(self._node_document, "thead", HTML_NAMESPACE)
            insert(head, self, self._after_caption_and_colgroups())
        return head

    def _delete_t_head(self) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletethead"""
        head = _first_child(self, "thead")
        if head is not None:
            remove(head)

    # --- tfoot ---

    @property
    def _t_foot(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-tfoot: the first
        ``tfoot`` child."""
        return _first_child(self, "tfoot")

    @_t_foot.setter
    def _t_foot(self, value: ElementImpl | None) -> None:
        if value is not None and not _is_html(value, "tfoot"):
            raise DOMException("The value is not a tfoot element.", "HierarchyRequestError")
        old = _first_child(self, "tfoot")
        if old is not None:
            remove(old)
        if value is not None:  # at the end of the table
            pre_insert(value, self, None)

    def _create_t_foot(self) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtfoot"""
        foot = _first_child(self, "tfoot")
        if foot is None:
            foot = create_an_element(self._node_document, "tfoot", HTML_NAMESPACE)
            append(foot, self)
        return foot

    def _delete_t_foot(self) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletetfoot"""
        foot = _first_child(self, "tfoot")
        if foot is not None:
            remove(foot)

    # --- tbody ---

    @property
    def _t_bodies(self) -> HTMLCollectionImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-tbodies: the
        ``tbody`` children, live."""
        return cached(
            self,
            "tBodies",
            lambda table: make_collection(
                HTMLCollectionImpl, table, _IS_TBODY, True, (), local=True
            ),
        )

    def _create_t_body(self) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtbody: a new
        ``tbody`` after the last ``tbody`` child, else at the end."""
        body = create_an_element(self._node_document, "tbody", HTML_NAMESPACE)
        last = None
        child = self._last_child
        while child is not None:
            if _is_html(child, "tbody"):
                last = child
                break
            child = child._previous_sibling
        insert(body, self, None if last is None else last._next_sibling)
        return body

    # --- rows ---

    @property
    def _rows(self) -> HTMLCollectionImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows: live
        (:func:`_table_rows`)."""
        return cached(self, "rows", _make_rows)

    def _insert_row(self, index: int = -1) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow"""
        rows = self._rows
        count = rows._length
        if index < -1 or index > count:  # 1.
            raise _index_size_error(index, count)
        document = self._node_document
        row = create_an_element(document, "tr", HTML_NAMESPACE)
        if count == 0:
            last_body = None
            child = self._last_child
            while child is not None and last_body is None:
                if _is_html(child, "tbody"):
                    last_body = child
                child = child._previous_sibling
            if last_body is None:  # 2.
                body = create_an_element(document, "tbody", HTML_NAMESPACE)
                append(row, body)
                append(body, self)
            else:  # 3.
                append(row, last_body)
        elif index in (-1, count):  # 4.
            last: NodeImpl = rows._item(count - 1)  # type: ignore[assignment]
            append(row, last._parent)  # type: ignore[arg-type]
        else:  # 5.
            before: NodeImpl = rows._item(index)  # type: ignore[assignment]
            insert(row, before._parent, before)  # type: ignore[arg-type]
        return row

    def _delete_row(self, index: int) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-table-deleterow"""
        rows = self._rows
        count = rows._length
        if index < -1 or index >= count:  # 1.
            raise _index_size_error(index, count - 1)
        if index == -1:  # 2.
            index = count - 1
            if index < 0:
                return
        remove(rows._item(index))  # type: ignore[arg-type]  # 3.


def _make_rows(table: NodeImpl) -> HTMLCollectionImpl:
    rows = make_collection(HTMLCollectionImpl, table, None, False, ())
    rows._gather = _table_rows
    return rows


class HTMLTableCaptionElementImpl(HTMLElementImpl):
    """A ``caption`` element."""

    __slots__ = ()


class HTMLTableColElementImpl(HTMLElementImpl):
    """A ``col`` or ``colgroup`` element."""

    __slots__ = ()


def _insert_child(
    parent: ElementImpl, collection: HTMLCollectionImpl, name: str, index: int
) -> ElementImpl:
    """``insertRow`` of a section and ``insertCell`` of a row: a new HTML element ``name``
    at ``index`` of ``collection`` (the parent's children of its kind), -1 or the count
    appending it; an "IndexSizeError" below -1 or past the count."""
    count = collection._length
    if index < -1 or index > count:
        raise _index_size_error(index, count)
    child = create_an_element(parent._node_document, name, HTML_NAMESPACE)
    if index in (-1, count):
        append(child, parent)
    else:
        insert(child, parent, collection._item(index))
    return child


def _delete_child(collection: HTMLCollectionImpl, index: int) -> None:
    """``deleteRow`` of a section and ``deleteCell`` of a row: remove the ``index``-th of
    ``collection`` (-1: the last, if any); an "IndexSizeError" below -1 or past the last."""
    count = collection._length
    if index < -1 or index >= count:
        raise _index_size_error(index, count - 1)
    if index == -1:
        index = count - 1
        if index < 0:
            return
    remove(collection._item(index))  # type: ignore[arg-type]


class HTMLTableSectionElementImpl(HTMLElementImpl):
    """A ``thead``, ``tbody`` or ``tfoot`` element."""

    __slots__ = ()

    @property
    def _rows(self) -> HTMLCollectionImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-rows: the ``tr``
        children, live."""
        return cached(
            self,
            "rows",
            lambda section: make_collection(
                HTMLCollectionImpl, section, _IS_TR, True, (), local=True
            ),
        )

    def _insert_row(self, index: int = -1) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-insertrow"""
        return _insert_child(self, self._rows, "tr", index)

    def _delete_row(self, index: int) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-deleterow"""
        _delete_child(self._rows, index)


class HTMLTableRowElementImpl(HTMLElementImpl):
    """A ``tr`` element."""

    __slots__ = ()

    @property
    def _row_index(self) -> int:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tr-rowindex: its index in
        its table's ``rows`` (its parent, or its parent section's parent), else -1."""
        parent = self._parent
        if _is_html(parent, "thead", "tbody", "tfoot"):
            parent = parent._parent  # type: ignore[union-attr]
        if not isinstance(parent, HTMLTableElementImpl):
            return -1
        return _index_of(parent._rows, self)

    @property
    def _section_row_index(self) -> int:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tr-sectionrowindex: its
        index in its parent's ``rows`` (a table's or a section's), else -1."""
        parent = self._parent
        if isinstance(parent, HTMLTableElementImpl):
            return _index_of(parent._rows, self)
        if not isinstance(parent, HTMLTableSectionElementImpl):
            return -1
        return _index_of(parent._rows, self)

    @property
    def _cells(self) -> HTMLCollectionImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tr-cells: the ``td`` and
        ``th`` children, live."""
        return cached(
            self,
            "cells",
            lambda row: make_collection(HTMLCollectionImpl, row, _IS_CELL, True, (), local=True),
        )

    def _insert_cell(self, index: int = -1) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tr-insertcell: a new
        ``td``."""
        return _insert_child(self, self._cells, "td", index)

    def _delete_cell(self, index: int) -> None:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tr-deletecell"""
        _delete_child(self._cells, index)


class HTMLTableCellElementImpl(HTMLElementImpl):
    """A ``td`` or ``th`` element."""

    __slots__ = ()

    _scope = known_value(
        "scope",
        SCOPE,
        "https://html.spec.whatwg.org/multipage/tables.html#dom-th-scope: reflects ``scope``, "
        'limited to only known values ("" for the auto state).',
    )

    @property
    def _cell_index(self) -> int:
        """https://html.spec.whatwg.org/multipage/tables.html#dom-tdth-cellindex: its index in
        its parent ``tr``'s ``cells``, else -1."""
        parent = self._parent
        if not isinstance(parent, HTMLTableRowElementImpl):
            return -1
        return _index_of(parent._cells, self)
