"""The table elements' members (https://html.spec.whatwg.org/multipage/tables.html):
``caption``, ``tHead``, ``tFoot``, ``tBodies``, ``rows`` and their ``create*``/``delete*``
methods, ``insertRow``/``deleteRow`` with their ``IndexSizeError``, a section's ``rows``, a
row's ``cells``/``rowIndex``/``sectionRowIndex``/``insertCell``/``deleteCell``, a cell's
``cellIndex``. What WPT's html/semantics/tabular-data files check, in our words.
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException, HTMLCollection

HTML = "http://www.w3.org/1999/xhtml"


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("t")


def _table(document: Any, markup: str) -> Any:
    document.body.innerHTML = markup
    return document.body.firstChild


def _error(call: Any) -> str:
    with pytest.raises(DOMException) as error:
        call()
    return str(error.value.name)


def test_caption(document: Any) -> None:
    table = _table(document, "<table><tr><td>x</td></tr><caption>one</caption></table>")
    assert table.caption.textContent == "one"
    assert table.createCaption() is table.caption  # the existing one
    table.deleteCaption()
    assert table.caption is None
    foreign = document.createElementNS("foo", "caption")
    table.append(foreign)
    assert table.caption is None
    made = table.createCaption()  # a new one, first
    assert table.firstChild is made and made.prefix is None
    table.deleteCaption()
    assert foreign.parentNode is table  # a caption of another namespace stays
    given = document.createElement("caption")
    table.caption = given
    assert table.firstChild is given
    table.caption = None
    assert table.caption is None
    with pytest.raises(TypeError):
        table.caption = document.createElement("div")
    prefixed = document.createElementNS(HTML, "foo:table")
    assert prefixed.createCaption().prefix is None


def test_thead(document: Any) -> None:
    table = _table(
        document,
        "<table><caption id=c></caption><colgroup></colgroup><tbody id=b></tbody></table>",
    )
    head = table.createTHead()
    assert table.tHead is head is table.createTHead()
    assert head.previousSibling.localName == "colgroup" and head.nextSibling.id == "b"
    table.deleteTHead()
    assert table.tHead is None and head.parentNode is None
    with pytest.raises(TypeError):
        table.tHead = document.createElement("div")
    assert _error(lambda: setattr(table, "tHead", document.createElement("tbody"))) == (
        "HierarchyRequestError"
    )
    table.tHead = head
    assert table.tHead is head and head.nextSibling.id == "b"
    second = document.createElement("thead")
    table.tHead = second  # the first thead removed, the new one in its place
    assert head.parentNode is None and table.tHead is second
    outer = document.createElement("thead")
    outer.append(table)
    assert _error(lambda: setattr(table, "tHead", outer)) == "HierarchyRequestError"


def test_tfoot_and_tbodies(document: Any) -> None:
    table = document.createElement("table")
    foot = table.createTFoot()
    assert table.tFoot is foot is table.lastChild
    bodies = table.tBodies
    assert isinstance(bodies, HTMLCollection) and table.tBodies is bodies and len(bodies) == 0
    first = table.createTBody()  # no tbody yet: at the end
    assert table.lastChild is first and list(bodies) == [first]
    second = table.createTBody()  # after the last tbody
    assert first.nextSibling is second and len(bodies) == 2
    table.append(document.createElement("tfoot"))
    replacement = document.createElement("tfoot")
    table.tFoot = replacement  # the first tfoot removed, the new one appended
    assert foot.parentNode is None and table.lastChild is replacement
    assert _error(lambda: setattr(table, "tFoot", document.createElement("thead"))) == (
        "HierarchyRequestError"
    )
    table.deleteTFoot()
    assert table.tFoot is not None  # (the other tfoot)
    table.deleteTFoot()
    assert table.tFoot is None


def test_rows_order_and_liveness(document: Any) -> None:
    table = _table(
        document,
        "<table><tfoot><tr id=f1></tr></tfoot><tbody><tr id=b1></tr></tbody>"
        "<thead><tr id=h1></tr></thead><tbody><tr id=b2></tr></tbody></table>",
    )
    rows = table.rows
    assert isinstance(rows, HTMLCollection) and table.rows is rows
    assert [r.id for r in rows] == ["h1", "b1", "b2", "f1"]  # thead first, tfoot last
    assert rows["b2"] is rows.namedItem("b2") is rows[2]
    direct = document.createElement("tr")
    direct.id = "d"
    table.append(direct)  # a tr child of the table: with the tbody rows, in tree order
    assert [r.id for r in rows] == ["h1", "b1", "b2", "d", "f1"]
    assert [r.rowIndex for r in rows] == [0, 1, 2, 3, 4]
    assert [r.sectionRowIndex for r in rows] == [0, 0, 0, 3, 0]
    nested = document.createElement("div")
    nested.append(document.createElement("tr"))  # not a child of the table or a section
    table.append(nested)
    assert len(rows) == 5 and nested.firstChild.rowIndex == -1
    foreign = document.createElementNS("", "table")
    row = foreign.appendChild(document.createElement("tr"))
    assert row.rowIndex == -1 and row.sectionRowIndex == -1
    assert document.createElement("tr").rowIndex == -1


def test_table_insert_row(document: Any) -> None:
    table = document.createElement("table")
    row = table.insertRow(0)  # no rows, no tbody: a new tbody with the row
    assert row.localName == "tr" and row.namespaceURI == HTML
    assert row.parentNode.localName == "tbody" and row.parentNode.parentNode is table
    second = table.insertRow()  # -1: after the last row, in its parent
    assert second.previousSibling is row
    first = table.insertRow(0)
    assert list(table.rows) == [first, row, second]
    assert _error(lambda: table.insertRow(4)) == "IndexSizeError"
    assert _error(lambda: table.insertRow(-2)) == "IndexSizeError"
    empty = document.createElement("table")
    body = empty.appendChild(document.createElement("tbody"))
    later = empty.appendChild(document.createElement("tbody"))
    assert empty.insertRow().parentNode is later  # no rows: into the last tbody
    assert len(body.rows) == 0


def test_table_delete_row(document: Any) -> None:
    table = _table(document, "<table><tr id=a></tr><tr id=b></tr><tr id=c></tr></table>")
    table.deleteRow(1)
    assert [r.id for r in table.rows] == ["a", "c"]
    table.deleteRow(-1)
    assert [r.id for r in table.rows] == ["a"]
    assert _error(lambda: table.deleteRow(1)) == "IndexSizeError"
    assert _error(lambda: table.deleteRow(-2)) == "IndexSizeError"
    table.deleteRow(0)
    table.deleteRow(-1)  # no rows: nothing (Chromium too)
    assert _error(lambda: table.deleteRow(0)) == "IndexSizeError"


def test_sections(document: Any) -> None:
    body = document.createElement("tbody")
    rows = body.rows
    first = body.insertRow()
    assert list(rows) == [first] and body.rows is rows
    body.append(document.createElement("div"))
    last = body.insertRow(-1)
    zeroth = body.insertRow(0)
    assert list(rows) == [zeroth, first, last]
    assert [r.sectionRowIndex for r in rows] == [0, 1, 2]
    assert _error(lambda: body.insertRow(4)) == "IndexSizeError"
    body.deleteRow(0)
    body.deleteRow(-1)
    assert list(rows) == [first]
    assert _error(lambda: body.deleteRow(1)) == "IndexSizeError"
    for name in ("thead", "tfoot"):
        section = document.createElement(name)
        assert section.insertRow().parentNode is section


def test_row_cells(document: Any) -> None:
    row = _table(document, "<table><tr><td>a</td><th>b</th><td>c</td></tr></table>").rows[0]
    cells = row.cells
    assert [c.textContent for c in cells] == ["a", "b", "c"] and row.cells is cells
    assert [c.cellIndex for c in cells] == [0, 1, 2]
    made = row.insertCell(1)
    assert made.localName == "td" and cells[1] is made and made.cellIndex == 1
    assert row.insertCell().previousSibling.textContent == "c"
    assert _error(lambda: row.insertCell(6)) == "IndexSizeError"
    row.deleteCell(-1)
    row.deleteCell(0)
    assert [c.textContent for c in cells] == ["", "b", "c"]
    assert _error(lambda: row.deleteCell(3)) == "IndexSizeError"
    assert _error(lambda: row.deleteCell(-2)) == "IndexSizeError"
    lone = document.createElement("tr")
    lone.deleteCell(-1)  # no cells: nothing
    assert document.createElement("td").cellIndex == -1


def test_cell_reflection(document: Any) -> None:
    cell = document.createElement("th")
    cell.headers = "a b"
    cell.abbr = "x"
    assert cell.getAttribute("headers") == "a b" and cell.getAttribute("abbr") == "x"


def test_col_span_and_row_span_are_clamped(document: Any) -> None:
    # https://html.spec.whatwg.org/multipage/tables.html#dom-tdth-colspan: colSpan clamped to
    # [1, 1000], rowSpan to [0, 65534], both with the default 1
    cell = _table(document, "<table><tr><td>x</td></tr></table>").rows[0].cells[0]
    assert (cell.colSpan, cell.rowSpan) == (1, 1)
    for colspan, rowspan, expected in [
        ("0", "0", (1, 0)),
        ("5", "7", (5, 7)),
        ("1001", "65535", (1000, 65534)),
        ("99999999999", "99999999999", (1000, 65534)),
        ("-3", "-3", (1, 1)),
        (" 4x", "2.9", (4, 2)),
        ("x", "", (1, 1)),
    ]:
        cell.setAttribute("colspan", colspan)
        cell.setAttribute("rowspan", rowspan)
        assert (cell.colSpan, cell.row_span) == expected, (colspan, rowspan)
    cell.colSpan = 0  # the setter does not clamp: the attribute is "0", the getter 1
    assert (cell.getAttribute("colspan"), cell.colSpan) == ("0", 1)
    cell.rowSpan = 70000
    assert (cell.getAttribute("rowspan"), cell.rowSpan) == ("70000", 65534)
    cell.colSpan = 2**31  # out of range for the setter: the default
    assert cell.getAttribute("colspan") == "1"


@pytest.mark.parametrize("tag", ["col", "colgroup"])
def test_col_and_colgroup_span_are_clamped(document: Any, tag: str) -> None:
    # https://html.spec.whatwg.org/multipage/tables.html#dom-colgroup-span: span clamped to
    # [1, 1000], default 1 (WPT's reflection-tabular.html, col-span-limits.html)
    element = document.createElement(tag)
    assert element.span == 1
    for value, expected in [("0", 1), ("5", 5), ("1001", 1000), ("-3", 1), ("x", 1)]:
        element.setAttribute("span", value)
        assert element.span == expected, value
    element.span = 0  # the setter does not clamp: the attribute is "0", the getter 1
    assert (element.getAttribute("span"), element.span) == ("0", 1)
    element.span = 2**31  # out of range for the setter: the default
    assert element.getAttribute("span") == "1"


def test_scope_is_limited_to_known_values(document: Any) -> None:
    cell = _table(document, "<table><tr><th>x</th></tr></table>").rows[0].cells[0]
    assert cell.scope == ""  # missing: the auto state, which has no keyword
    for value, expected in [("ROW", "row"), ("colgroup", "colgroup"), ("auto", ""), ("x", "")]:
        cell.setAttribute("scope", value)
        assert cell.scope == expected
    cell.scope = "Col"
    assert (cell.getAttribute("scope"), cell.scope) == ("Col", "col")
    cell.abbr = "a"
    assert cell.getAttribute("abbr") == "a"
