"""The DOM's hostile trees (issue 43, "Bad input"), as rows of :mod:`benchmarks.hostile`: the
kind's text says the size (``units``: how many times the kind's unit occurs in it), the op what
is done through the public API (``webapi.dom`` with HTML's element classes loaded, so the
insertion and removing steps of HTML's elements are registered as on a page):

- a deep tree, ``units`` levels: built with ``appendChild`` top-down (each new element appended
  to the deepest one) and bottom-up (each new element wrapping the chain so far); on a chain
  built once per text (outside what is timed): ``outerHTML``, ``cloneNode(true)``,
  ``isEqualNode`` (against a clone made once), ``textContent``, its removal from the
  document then its insertion back, and its ``moveBefore`` into a ``div`` and back, then of
  its deepest element into its top;
- ``units`` siblings: ``appendChild``, ``insertBefore`` the first child, ``childNodes[i]`` for
  every ``i``, ``children[i]`` for every ``i`` (the live collection), removing the first
  child until none is left (after appending them), and ``moveBefore`` of the last child
  before the first, as many times;
- ``units`` attributes on one element: ``setAttribute`` of each, ``getAttribute`` of the last,
  ``attributes.item(i)`` for every ``i``, ``removeAttribute`` of each from the first;
- ``units`` elements: ``getElementsByTagName`` / ``getElementsByClassName`` on the document,
  their ``length`` and every item;
- ``units`` elements with IDs (issue 58): ``getElementById`` and ``querySelector('#id')`` of
  each (the selectors' parse cache emptied first), ``label.control`` of as many labels
  (``for`` each ID), ``input.form`` of as many inputs (``form=`` each form's ID), and an
  element with a new ID appended then looked up, as many times;
- live collections over ``units`` elements (issue 58): ``getElementsByTagName('li')[i]``
  given an attribute, ``getElementsByClassName('c')[i]`` given a ``title``, and
  ``select[i].selected = true`` over a ``select`` of as many options;
- a change inside each of ``units`` items of a live collection read by index (issue 73, item
  13): ``children[i]``, ``getElementsByTagName('p')[i]`` and ``getElementsByClassName('c')[i]``
  given a text node, ``textContent`` or ``innerHTML = '<b>x</b>'``; ``window[name]`` of
  ``units`` IDs and ``img`` names, ``getElementById('x')`` after removing the first of
  ``units`` ``x`` in turn, and of each of ``units`` IDs after removing the first of its three
  elements (item 14);
- ``:has()`` and ``:target`` per element (issue 58) in a table of ``units`` rows:
  ``td.matches(':has(a)')`` and ``td.closest('tr:has(td + td)')`` of each cell,
  ``tr.querySelector('td:has(a b, a)')`` of each row, ``td.matches(':target')`` of each cell (the
  document's fragment names an ``a``, no ID);
- inherited state per element (issue 58): ``querySelectorAll`` of ``:dir(rtl)`` over a chain of
  ``units`` elements under a ``dir=rtl`` one (its ``dir`` set again first) and under a
  ``dir=auto`` one whose deepest text is Hebrew (that text set again first), of ``:lang(fr)``
  under a ``lang=fr`` one (set again first), of ``:disabled`` over ``units`` nested
  fieldsets each with an ``input`` (the outer one's ``disabled`` set again first); in a
  form of ``units`` radio buttons of one name, each checked in turn (``checked = true``) then
  asked ``matches(':indeterminate')``, and each given an attribute then asked the same; in a
  ``select`` of ``units`` options, each selected then asked ``matches(':checked')``;
- HTML's parser's hostile markup (the ``html: tree`` rows' texts) into ``innerHTML``;
- offsets in text with a code point above U+FFFF (issue 58): a Text node of ``units`` "ab"
  pairs after one astral code point (made per run: its UTF-16 offsets found in the run), its
  ``substringData`` at each pair, its ``length`` as many times, a range set to each pair and
  read (``toString()``); and ``MutationObserver.observe()`` of ``units`` siblings, then of each
  again with other options (the observer's registration of each node replaced, not looked for);
- ranges: ``cloneContents``, ``extractContents`` and ``toString()`` of a range from the
  deepest text of a deep chain (built per call for ``extractContents``) to after its top;
  ``deleteContents`` of ``units`` siblings, and removing the first child until none is left
  while a live range selects the parent's contents (each removal runs the live range steps).
"""

from __future__ import annotations

import functools

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["dom_tree_op"]


def _document() -> Any:
    from webapi.html.elements._elements import (
        DOMParser,  # (HTML's element classes and steps loaded)
    )

    return DOMParser().parseFromString("<!doctype html><body>", "text/html")


def _units(kind: Any, text: str) -> int:
    return text.count(kind.unit)


def _chain_top_down(document: Any, depth: int) -> Any:
    top = bottom = document.createElement("i")
    for _ in range(depth - 1):
        bottom = bottom.appendChild(document.createElement("i"))
    bottom.appendChild(document.createTextNode("x"))
    return top


def _chain_bottom_up(document: Any, depth: int) -> Any:
    top = document.createElement("i")
    top.appendChild(document.createTextNode("x"))
    for _ in range(depth - 1):
        parent = document.createElement("i")
        parent.appendChild(top)
        top = parent
    return top


@functools.lru_cache(maxsize=2)
def _deep(depth: int) -> tuple[Any, Any, Any]:
    """A document, a chain of ``depth`` elements in its body, and a clone of the chain."""
    document = _document()
    top = _chain_top_down(document, depth)
    document.body.appendChild(top)
    return document, top, top.cloneNode(True)


@functools.lru_cache(maxsize=2)
def _many(count: int) -> Any:
    """A document with ``count`` ``p`` elements of class ``c`` in its body."""
    document = _document()
    body = document.body
    for _ in range(count):
        element = document.createElement("p")
        element.className = "c"
        body.appendChild(element)
    return document


def _siblings(document: Any, count: int) -> Any:
    parent = document.createElement("div")
    for _ in range(count):
        parent.appendChild(document.createElement("i"))
    return parent


def _attributes(document: Any, count: int, prefix: str = "a") -> Any:
    element = document.createElement("div")
    for i in range(count):
        element.setAttribute(f"{prefix}{i}", "v")
    return element


@functools.lru_cache(maxsize=2)
def _ids(count: int) -> Any:
    """A document with ``count`` ``p`` elements of IDs ``i0``, ``i1``... in its body, then as
    many ``label`` elements (``for`` each ID), ``form`` elements (IDs ``f0``...) and ``input``
    elements (``form`` each form's ID)."""
    document = _document()
    body = document.body
    body.innerHTML = "".join(
        f"<p id=i{k}></p><label for=i{k}></label><form id=f{k}></form><input form=f{k}>"
        for k in range(count)
    )
    return document


@functools.lru_cache(maxsize=2)
def _select(count: int) -> Any:
    """A document with a ``select`` of ``count`` options in its body."""
    document = _document()
    document.body.innerHTML = "<select>" + "<option>x" * count + "</select>"
    return document.body.firstChild


def _ids_op(shape: str, n: int) -> object:
    if shape == "ids-append-lookup":
        document = _document()
        body = document.body
        found = 0
        for k in range(n):
            element = document.createElement("p")
            element.id = f"n{k}"
            body.appendChild(element)
            found += document.getElementById(f"n{k}") is element
        return found
    document = _ids(n)
    if shape == "ids-getElementById":
        return [document.getElementById(f"i{k}") for k in range(n)]
    if shape == "ids-querySelector":
        # each run parses its n selectors (a best of runs at the small size would otherwise
        # find them in the parse cache, and not at the large one: 1 MB of entries)
        from webapi.selectors import engine

        engine._CACHE.clear()
        return [document.querySelector(f"#i{k}") for k in range(n)]
    if shape == "ids-label-control":
        return [label.control for label in document.querySelectorAll("label")]
    assert shape == "ids-form-owner"
    return [field.form for field in document.querySelectorAll("input")]


@functools.lru_cache(maxsize=2)
def _table(count: int) -> Any:
    """A document at ``#n`` with a table of ``count`` rows of two cells (a link in the first),
    then an ``a`` named ``n`` (the target: no element has the ID)."""
    document = _document()
    document.body.innerHTML = (
        "<table>" + "<tr><td><a href=#>x</a></td><td>y</td></tr>" * count + "</table><a name=n>"
    )
    document._url = "https://example.com/#n"
    return document


def _scoped_op(shape: str, n: int) -> object:
    document = _table(n)
    if shape == "scoped-has-matches":
        return [cell.matches(":has(a)") for cell in document.getElementsByTagName("td")]
    if shape == "scoped-has-closest":
        return [cell.closest("tr:has(td + td)") for cell in document.getElementsByTagName("td")]
    if shape == "scoped-has-query":
        return [row.querySelector("td:has(a b, a)") for row in document.getElementsByTagName("tr")]
    assert shape == "scoped-target-matches"
    return [cell.matches(":target") for cell in document.getElementsByTagName("td")]


@functools.lru_cache(maxsize=2)
def _state_document(shape: str, n: int) -> Any:
    """The document of an inherited-state row (built once per size, outside the best run)."""
    document = _document()
    body = document.body
    if shape == "state-dir":
        top = body.appendChild(document.createElement("div"))
        top.setAttribute("dir", "rtl")
        _chain_under(document, top, n).appendChild(document.createTextNode("x"))
    elif shape == "state-dir-auto":
        top = body.appendChild(document.createElement("div"))
        top.setAttribute("dir", "auto")
        _chain_under(document, top, n).appendChild(document.createTextNode("\u05d0"))
    elif shape == "state-lang":
        top = body.appendChild(document.createElement("div"))
        top.setAttribute("lang", "fr")
        _chain_under(document, top, n)
    elif shape == "state-fieldsets":
        top = bottom = body.appendChild(document.createElement("fieldset"))
        top.setAttribute("disabled", "")
        for _ in range(n):
            bottom = bottom.appendChild(document.createElement("fieldset"))
            bottom.appendChild(document.createElement("input"))
    elif shape == "state-options":
        body.innerHTML = "<select>" + "<option>x" * n + "</select>"
    elif shape == "state-radios-required":
        body.innerHTML = "<form>" + "<input type=radio name=g required>" * n + "</form>"
    else:
        body.innerHTML = "<form>" + "<input type=radio name=g>" * n + "</form>"
    return document


def _chain_under(document: Any, top: Any, depth: int) -> Any:
    """A chain of ``depth`` ``div`` elements appended under ``top``; its deepest element."""
    bottom = top
    for _ in range(depth):
        bottom = bottom.appendChild(document.createElement("div"))
    return bottom


def _state_op(shape: str, n: int) -> object:
    """An inherited-state row: a change that makes the kept answers stale (the same value
    set again), then the questions of every element."""
    document = _state_document(shape, n)
    body = document.body
    if shape in ("state-dir", "state-dir-auto", "state-lang", "state-fieldsets"):
        top = body.firstChild
        if shape == "state-dir-auto":
            bottom = top
            while bottom.lastChild is not None:
                bottom = bottom.lastChild
            bottom.data = bottom.data
        else:
            name = {"state-dir": "dir", "state-lang": "lang"}.get(shape, "disabled")
            top.setAttribute(name, top.getAttribute(name))
        selector = {
            "state-dir": ":dir(rtl)",
            "state-dir-auto": ":dir(rtl)",
            "state-lang": ":lang(fr)",
        }.get(shape, ":disabled")
        return document.querySelectorAll(selector)
    if shape == "state-options":
        options = document.getElementsByTagName("option")
        found = 0
        for i in range(options.length):
            option = options[i]
            option.selected = True
            found += option.matches(":checked")
        return found
    radios = document.getElementsByTagName("input")
    found = 0
    if shape == "state-radios-required":  # (issue 73 item 15: none checked, every one invalid)
        for i in range(radios.length):
            found += not radios[i].checkValidity()
        return found
    for i in range(radios.length):
        radio = radios[i]
        if shape == "state-radios-checked":
            radio.checked = True
        else:
            assert shape == "state-radios-attribute"
            radio.setAttribute("data-x", "y")
        found += radio.matches(":indeterminate")
    return found


def _collection_op(shape: str, n: int) -> object:
    if shape == "collection-select-selected":
        select = _select(n)
        for i in range(n):
            select[i].selected = True
        return select
    if shape == "collection-options-selected":
        options = _select(n).options
        for i in range(options.length):
            options[i].selected = True
            options[i].setAttribute("data-x", "y")
            assert options[i].index == i
        return options
    if shape.startswith("collection-form-"):
        document = _document()
        document.body.innerHTML = (
            "<form>" + "".join(f"<input name=n{k}><select></select>" for k in range(n)) + "</form>"
        )
        form = document.body.firstChild
        if shape == "collection-form-elements":
            elements = form.elements
            for i in range(elements.length):
                elements[i].setAttribute("data-x", "y")
                elements[i].value = "v"
            return elements
        assert shape == "collection-form-named"
        return [form[f"n{k}"] for k in range(n)]
    if shape == "collection-table-rows":
        rows = _table(n).body.firstChild.rows
        for i in range(rows.length):
            rows[i].setAttribute("data-x", "y")
            assert rows[i].rowIndex == i
            assert rows[i].cells[1].cellIndex == 1
        return rows
    document = _document()
    document.body.innerHTML = "<ul>" + "<li class=c>" * n + "</ul>"
    if shape == "collection-tag-setAttribute":
        items = document.getElementsByTagName("li")
        for i in range(items.length):
            items[i].setAttribute("data-x", "y")
        return items
    assert shape == "collection-class-title"
    items = document.getElementsByClassName("c")
    for i in range(items.length):
        items[i].title = "t"
    return items


def _append_text(document: Any, item: Any) -> None:
    item.appendChild(document.createTextNode("x"))


def _set_text_content(document: Any, item: Any) -> None:
    item.textContent = "x"


def _set_inner_html(document: Any, item: Any) -> None:
    item.innerHTML = "<b>x</b>"


#: The change a ``collection-items-*`` row makes in each item, by shape: a text node appended,
#: ``textContent`` and ``innerHTML`` set (no element the collections read: a ``b`` of no class).
_ITEM_CHANGES = {
    "append": _append_text,
    "textContent": _set_text_content,
    "innerHTML": _set_inner_html,
}


def _items_op(shape: str, n: int) -> object:
    """A child-list change inside each item of a live collection over ``n`` ``p`` elements
    of class ``c`` (each with a text child), read by index (issue 73, item 13):
    ``collection-items-<collection>-<change>``, the collection ``children`` of their parent,
    ``getElementsByTagName('p')`` or ``getElementsByClassName('c')`` of the document."""
    _, _, collection_name, change_name = shape.split("-")
    document = _document()
    body = document.body
    body.innerHTML = "<div>" + "<p class=c>y</p>" * n + "</div>"
    if collection_name == "children":
        items = body.firstChild.children
    elif collection_name == "tag":
        items = document.getElementsByTagName("p")
    else:
        assert collection_name == "class"
        items = document.getElementsByClassName("c")
    change = _ITEM_CHANGES[change_name]
    for i in range(items.length):
        change(document, items[i])
    return items


@functools.lru_cache(maxsize=2)
def _named_window(count: int) -> Any:
    """A window whose document has ``count`` ``p`` elements of IDs ``i0``, ``i1``... and as
    many ``img`` elements named ``m0``, ``m1``... (issue 73, item 14)."""
    from webapi.eventloop import VirtualClock
    from webapi.html import create_top_level_traversable, document_from_response

    markup = "".join(f"<p id=i{k}></p><img name=m{k}>" for k in range(count))
    document = document_from_response(
        f"<!doctype html><body>{markup}".encode(), "https://example.com/", "text/html"
    )
    return create_top_level_traversable(document, clock=VirtualClock())


def _named_op(shape: str, n: int) -> object:
    """``window[name]`` of each ID and each ``img`` name of a document, and the first element
    of an ID looked up after the one before it was removed (issue 73, item 14)."""
    if shape == "named-window":
        window = _named_window(n)
        return [window[f"i{k}"] for k in range(n)] + [window[f"m{k}"] for k in range(n)]
    document = _document()
    if shape == "named-id-removed":  # n elements of one ID, the first removed in turn
        document.body.innerHTML = "<p id=x></p><i></i>" * n
        found = 0
        element = document.getElementById("x")
        while element is not None:
            element.remove()
            found += 1
            element = document.getElementById("x")
        return found
    assert shape == "named-id-removed-each"  # n IDs of three elements, the first removed
    document.body.innerHTML = "".join(f"<p id=i{k}></p>" * 3 for k in range(n))
    for k in range(n):
        document.getElementById(f"i{k}").remove()
        assert document.getElementById(f"i{k}") is not None
    return document


def _restyle_each(n: int) -> object:
    """Each of n paragraphs under a style sheet given a class, then its computed color read
    (issue 73, item 10: each read after a change walked the whole tree for its style
    sheets)."""
    from webapi.html import getComputedStyle

    document = _document()
    document.body.innerHTML = (
        "<style>.a{color:red} div p{margin:1px} .b .c{color:blue}</style>"
        + "<div class=b><p></p></div>" * n
    )
    found = []
    for k, paragraph in enumerate(document.getElementsByTagName("p")):
        paragraph.className = "a" if k % 2 else "c"
        found.append(getComputedStyle(paragraph).color)
    return found


def _walk(collection: Any) -> int:
    return sum(1 for i in range(collection.length) if collection[i] is not None)


def _deep_range(shape: str, depth: int) -> object:
    """A range from the deepest text of a chain of ``depth`` elements to after the chain."""
    if shape == "deep-range-extract":
        document = _document()
        top = _chain_top_down(document, depth)
        document.body.appendChild(top)
    else:
        document, top, _ = _deep(depth)
    bottom = top
    while bottom.lastChild is not None:
        bottom = bottom.lastChild
    live_range = document.createRange()
    live_range.setStart(bottom, 0)
    live_range.setEnd(document.body, document.body.childNodes.length)
    if shape == "deep-range-clone":
        return live_range.cloneContents()
    if shape == "deep-range-string":
        return str(live_range)
    assert shape == "deep-range-extract"
    return live_range.extractContents()


@functools.lru_cache(maxsize=2)
def _astral_data(count: int) -> str:
    return "\U0001f600" + "ab" * count


def _offsets_op(shape: str, n: int) -> object:
    """Offsets into text whose UTF-16 offsets are not its code point indexes, and observers
    observing a node again (issue 58, item 6)."""
    document = _document()
    if shape == "offsets-observe-again":
        from webapi.dom import MutationObserver

        nodes = list(_siblings(document, n).childNodes)
        observer = MutationObserver(lambda records, observer: None)
        for node in nodes:
            observer.observe(node, attributes=True)
        for node in nodes:
            observer.observe(node, attributes=True, attributeOldValue=True)
        observer.disconnect()
        return observer
    text = document.createTextNode(_astral_data(n))
    if shape == "offsets-substringData":
        return [text.substringData(2 * k + 1, 2) for k in range(n)]
    if shape == "offsets-length":
        return sum(text.length for _ in range(n))
    assert shape == "offsets-range"
    document.body.appendChild(text)
    live_range = document.createRange()
    found = []
    for k in range(n):
        live_range.setStart(text, 2 * k + 1)
        live_range.setEnd(text, 2 * k + 3)
        found.append(str(live_range))
    return found


def dom_tree_op(kind: Any, text: str) -> object:
    """Run the kind's op (``domtree:<shape>``) on a tree of the text's size."""
    shape = kind.op.removeprefix("domtree:")
    if shape == "innerHTML":
        document = _document()
        document.body.innerHTML = text
        return document
    n = _units(kind, text)
    if shape == "restyle-each":
        return _restyle_each(n)
    if shape.startswith("scoped-"):
        return _scoped_op(shape, n)
    if shape.startswith("state-"):
        return _state_op(shape, n)
    if shape.startswith("offsets-"):
        return _offsets_op(shape, n)
    if shape.startswith("deep-range-"):
        return _deep_range(shape, n)
    if shape.startswith("deep-"):
        if shape == "deep-append-down":
            return _chain_top_down(_document(), n)
        if shape == "deep-append-down-ids":  # (in the document, after a lookup by ID)
            document = _document()
            document.getElementById("x")
            bottom = document.body
            for _ in range(n):
                bottom = bottom.appendChild(document.createElement("i"))
            return document
        if shape == "deep-append-up":
            return _chain_bottom_up(_document(), n)
        document, top, clone = _deep(n)
        if shape == "deep-outerHTML":
            return top.outerHTML
        if shape == "deep-clone":
            return top.cloneNode(True)
        if shape == "deep-isEqualNode":
            return top.isEqualNode(clone)
        if shape == "deep-textContent":
            return top.textContent
        if shape == "deep-move":
            holder = document.body.appendChild(document.createElement("div"))
            holder.moveBefore(top, None)
            document.body.moveBefore(top, holder)
            holder.remove()
            bottom = top
            while bottom.firstElementChild is not None:
                bottom = bottom.firstElementChild
            if bottom is top:  # (a chain of one element)
                return top
            parent = bottom.parentNode
            top.moveBefore(bottom, top.firstChild)  # (every check walks the chain)
            return parent.appendChild(bottom)
        assert shape == "deep-remove"
        top.remove()
        return document.body.appendChild(top)
    if shape.startswith("siblings-"):
        document = _document()
        if shape == "siblings-append":
            return _siblings(document, n)
        if shape == "siblings-insertBefore":
            parent = document.createElement("div")
            for _ in range(n):
                parent.insertBefore(document.createElement("i"), parent.firstChild)
            return parent
        parent = _siblings(document, n)
        if shape == "siblings-childNodes":
            return _walk(parent.childNodes)
        if shape == "siblings-children":
            return _walk(parent.children)
        if shape == "siblings-move-first":
            for _ in range(n):
                parent.moveBefore(parent.lastChild, parent.firstChild)
            return parent
        if shape == "siblings-range-delete":
            live_range = document.createRange()
            live_range.selectNodeContents(parent)
            live_range.deleteContents()
            return parent
        assert shape in ("siblings-remove-first", "siblings-range-remove-first")
        if shape == "siblings-range-remove-first":  # (the range is kept until the end)
            kept = document.createRange()
            kept.selectNodeContents(parent)
        while parent.firstChild is not None:
            parent.removeChild(parent.firstChild)
        return parent
    if shape.startswith("attributes-"):
        document = _document()
        element = _attributes(document, n)
        if shape == "attributes-set":
            return element
        if shape == "attributes-get-last":
            return [element.getAttribute(f"a{n - 1}") for _ in range(100)]
        if shape == "attributes-item":
            attributes = element.attributes
            return [attributes.item(i) for i in range(attributes.length)]
        if shape == "attributes-dict":  # a named lookup per name
            return dict(element.attributes)
        if shape == "attributes-dataset":
            return dict(_attributes(document, n, "data-a").dataset)
        assert shape == "attributes-remove"
        for i in range(n):
            element.removeAttribute(f"a{i}")
        return element
    if shape == "named-dict":  # each element's id and name, a named lookup per name
        document = _document()
        for i in range(n):
            element = document.createElement("p")
            element.id = f"i{i}"
            element.setAttribute("name", f"n{i}")
            document.body.appendChild(element)
        return dict(document.getElementsByTagName("p"))
    if shape.startswith("ids-"):
        return _ids_op(shape, n)
    if shape.startswith("collection-items-"):
        return _items_op(shape, n)
    if shape.startswith("collection-"):
        return _collection_op(shape, n)
    if shape.startswith("named-") and shape != "named-dict":
        return _named_op(shape, n)
    document = _many(n)
    if shape == "by-tag-name":
        return _walk(document.getElementsByTagName("p"))
    assert shape == "by-class-name"
    return _walk(document.getElementsByClassName("c"))
