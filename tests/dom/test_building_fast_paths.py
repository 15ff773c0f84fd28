"""The fast paths of building and reading trees (issue 58 item 14): ``textContent``'s walk,
``cloneNode(true)``'s direct linking of plain copies, ``classList.add``'s token check and
``setAttribute``'s dict form, each against what the Standard's steps give on the shapes that
leave the fast path (CDATA sections, comments and processing instructions among the text,
nested and empty elements, elements with insertion or cloning steps, attributes as ``Attr``
nodes, registered mutation observers, a document's copy with its ID map).

The reference walks here are written from the Standard's definitions (descendants in tree
order), not from the code; ``benchmarks/build.py`` measures the speed."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException, MutationObserver
from webapi.html import DOMParser

MARKUP = (
    "<!DOCTYPE html><html><head><title>T</title></head><body>"
    "<div id=a class='x y'>one<!--c--><span>two<b></b><i>three</i></span>four</div>"
    "<p></p><select id=s><option value=1>o1<option selected>o2</select>"
    "<template id=t><em>inside</em></template>"
    "<input id=i value=v><textarea id=ta>text</textarea><ul><li>1<li>2<li>3</ul>tail"
    "</body></html>"
)


def _descendants(node: Any) -> list[Any]:
    """The Standard's descendants in tree order: each child, then that child's descendants."""
    found = []
    for child in node.childNodes:
        found.append(child)
        found.extend(_descendants(child))
    return found


def _text_content(node: Any) -> str:
    """https://dom.spec.whatwg.org/#concept-descendant-text-content: the data of the Text
    descendants (CDATA sections are Text) in tree order."""
    return "".join(n.data for n in _descendants(node) if n.nodeType in (3, 4))


def _shape(node: Any) -> list[tuple[Any, ...]]:
    """Each descendant's name, value, attributes, and its links to its neighbours."""
    rows = []
    for n in _descendants(node):
        attrs = sorted((a.name, a.value) for a in n.attributes) if n.nodeType == 1 else []
        previous, following = n.previousSibling, n.nextSibling
        assert previous is None or previous.nextSibling is n
        assert following is None or following.previousSibling is n
        assert n in list(n.parentNode.childNodes)
        rows.append((n.nodeName, n.nodeValue, attrs, len(n.childNodes)))
    return rows


def _html() -> Any:
    return DOMParser().parseFromString(MARKUP, "text/html")


def _xml() -> Any:
    return DOMParser().parseFromString(
        "<r>a<![CDATA[b<c]]><?pi data?><!--d--><e>f<g/><h>i<![CDATA[j]]></h></e>k</r>",
        "application/xml",
    )


@pytest.mark.parametrize("make", [_html, _xml])
def test_text_content_is_the_text_descendants_in_tree_order(make: Any) -> None:
    document = make()
    for node in [document.documentElement, *_descendants(document.documentElement)]:
        if node.nodeType == 1:
            assert node.textContent == _text_content(node)
    fragment = document.createDocumentFragment()
    fragment.append(document.documentElement.cloneNode(True), "z")
    assert fragment.textContent == _text_content(fragment)
    assert document.textContent is None


def test_text_content_of_the_xml_tree_includes_cdata_and_leaves_out_the_rest() -> None:
    assert _xml().documentElement.textContent == "ab<cfijk"


def _many_texts(document: Any, count: int = 40) -> Any:
    """A ``div`` whose text is in more Text nodes than ``textContent`` keeps the text of
    (``KEPT_TEXT_FROM``), each in a ``span`` of its own."""
    div = document.createElement("div")
    for i in range(count):
        div.appendChild(document.createElement("span")).appendChild(
            document.createTextNode(f"{i},")
        )
    return div


def test_text_content_of_a_large_subtree_is_kept_until_a_change() -> None:
    from webapi.dom._kept_text import KEPT_TEXT_FROM

    document = _html()
    div = document.body.appendChild(_many_texts(document, KEPT_TEXT_FROM))
    first = div.textContent
    assert div.textContent is first  # kept: the same string
    document.title = "changed"  # a change outside the subtree: still kept
    assert div.textContent is first
    div.lastChild.firstChild.data = "changed"  # a change inside: computed again
    again = div.textContent
    assert again == _text_content(div) and again is not first
    small = _many_texts(document, KEPT_TEXT_FROM - 1)
    assert small.textContent is not small.textContent  # too few Text nodes: nothing kept


def _change_inside(document: Any, div: Any) -> list[Any]:
    """Each a change that alters the text of ``div`` (of 40 spans each with a Text node,
    connected in ``document``), made by one of the DOM's, HTML's or a range's operations."""
    first = div.firstChild.firstChild

    def split(_: Any) -> None:
        div.children[3].firstChild.splitText(1)
        div.children[3].appendChild(document.createTextNode("+"))

    def normalize(_: Any) -> None:
        div.children[4].appendChild(document.createTextNode(""))
        div.children[4].appendChild(document.createTextNode("n"))
        div.normalize()
        div.children[4].firstChild.data = "merged"

    def range_delete(_: Any) -> None:
        found = document.createRange()
        found.setStart(div.children[5].firstChild, 0)
        found.setEnd(div.children[7].firstChild, 1)
        found.deleteContents()

    def range_insert(_: Any) -> None:
        found = document.createRange()
        found.setStart(div.children[2].firstChild, 1)
        found.insertNode(document.createTextNode("R"))

    def move_out(_: Any) -> None:
        document.body.moveBefore(div.children[6], None)

    def comment_to_text(_: Any) -> None:
        div.children[8].appendChild(document.createComment("not text"))
        div.children[8].replaceChild(document.createTextNode("was"), div.children[8].lastChild)

    return [
        lambda _: setattr(first, "data", "X"),
        lambda _: first.appendData("a"),
        lambda _: first.insertData(0, "i"),
        lambda _: first.deleteData(0, 1),
        lambda _: first.replaceData(0, 1, "r"),
        lambda _: setattr(first, "nodeValue", "nv"),
        lambda _: setattr(div.children[1], "textContent", "tc"),
        lambda _: setattr(div.children[1], "innerHTML", "<b>ih</b>"),
        lambda _: div.children[1].insertAdjacentHTML("afterbegin", "<i>ia</i>"),
        lambda _: setattr(div.children[2], "outerHTML", "<em>oh</em>"),
        lambda _: (
            div.children[1]
            .appendChild(document.createElement("b"))
            .appendChild(document.createTextNode("deep"))
        ),
        lambda _: div.insertBefore(document.createTextNode("ib"), div.firstChild),
        lambda _: div.removeChild(div.lastChild),
        lambda _: div.lastChild.remove(),
        lambda _: div.lastChild.replaceWith("rw"),
        lambda _: div.children[0].before("bf"),
        lambda _: div.children[0].after("af"),
        lambda _: div.children[0].prepend("pp"),
        lambda _: div.children[0].append("ap"),
        lambda _: div.children[9].replaceChildren("rc"),
        split,
        normalize,
        range_delete,
        range_insert,
        move_out,
        comment_to_text,
        lambda _: document.createElement("p").appendChild(div.children[10].firstChild),
        lambda _: document.adoptNode(div.children[11]),
        lambda _: DOMParser().parseFromString("", "text/html").adoptNode(div.children[12]),
    ]


@pytest.mark.parametrize("read_after_a_data_change", [False, True])
def test_text_content_kept_follows_every_change_inside(read_after_a_data_change: bool) -> None:
    """Each change after the text was kept (and, ``read_after_a_data_change``, read again after
    a change of a Text node's data, which keeps the list of Text descendants too): the text
    read again is the Standard's."""
    document = _html()
    count = len(_change_inside(document, _many_texts(document)))
    for index in range(count):
        document = _html()
        div = document.body.appendChild(_many_texts(document))
        outer = document.body
        if read_after_a_data_change:
            assert (div.textContent, outer.textContent) == (div.textContent, outer.textContent)
            div.lastChild.firstChild.appendData(".")
        before = (div.textContent, outer.textContent)  # both kept
        assert div.textContent is before[0] and outer.textContent is before[1]
        _change_inside(document, div)[index](None)
        assert div.textContent == _text_content(div), index
        assert outer.textContent == _text_content(outer), index
        assert div.textContent != before[0], index
        texts = [text for text in _descendants(div) if text.nodeType == 3]
        for text in (texts[0], texts[len(texts) // 2], texts[-1]):  # (then their data)
            text.data += "+"
            assert div.textContent == _text_content(div), index
            assert outer.textContent == _text_content(outer), index


def _attribute_changes(document: Any, div: Any) -> list[Any]:
    """Each a change of an attribute of ``div``, of one of its descendants or of the ``body``
    around it (no change of a node or of a Text node's data), by the DOM's and HTML's ways."""
    span = div.children[0]

    def attr_node(_: Any) -> None:
        span.getAttributeNode("title").value = "attr node"

    def set_attribute_node(_: Any) -> None:
        made = document.createAttribute("lang")
        made.value = "fr"
        span.setAttributeNode(made)

    return [
        lambda _: document.body.setAttribute("data-changed", "1"),
        lambda _: div.setAttribute("id", "moved-id"),
        lambda _: span.setAttribute("title", "t"),
        attr_node,
        set_attribute_node,
        lambda _: span.classList.add("c"),
        lambda _: setattr(span, "className", "k"),
        lambda _: span.toggleAttribute("hidden"),
        lambda _: span.removeAttribute("title"),
        lambda _: span.setAttributeNS("urn:x", "x:a", "ns"),
        lambda _: setattr(div, "dir", "rtl"),
        lambda _: span.dataset.__setitem__("key", "value"),
    ]


def test_text_content_kept_across_attribute_changes_and_not_past_a_text_change() -> None:
    """An attribute decides no descendant text content: a kept text is read again (the same
    string) after each change of an attribute; but a change of the tree or of a Text node's data
    made before or after an attribute change, or in an attribute's observer, is read."""
    document = _html()
    count = len(_attribute_changes(document, _many_texts(document)))
    div = document.body.appendChild(_many_texts(document))
    kept, outer = div.textContent, document.body.textContent
    for index in range(count):
        _attribute_changes(document, div)[index](None)
        assert div.textContent is kept and document.body.textContent is outer, index
    for index in range(count):  # a text change, then an attribute change
        div.firstChild.firstChild.data = f"t{index}"
        _attribute_changes(document, div)[index](None)
        assert div.textContent == _text_content(div) != kept, index
        kept = div.textContent
        div.appendChild(document.createTextNode(str(index)))  # an attribute, then a node
        _attribute_changes(document, div)[index](None)
        assert div.textContent == _text_content(div) == kept + str(index), index
        kept = div.textContent
    records: list[Any] = []

    def observed(found: list[Any], _: Any) -> None:  # (a microtask: after the change)
        records.extend(found)
        div.lastChild.data = "by the observer"

    observer = MutationObserver(observed)
    observer.observe(div, {"attributes": True})
    div.setAttribute("data-watched", "1")
    assert div.textContent == kept  # (the callback has not run yet)
    observer.takeRecords()
    observed([], None)
    assert (
        div.textContent == _text_content(div) == kept[: -len(str(count - 1))] + ("by the observer")
    )
    observer.disconnect()


def test_text_content_kept_of_cdata_pis_and_comments_across_attribute_changes() -> None:
    """An XML tree whose text is in Text and CDATA nodes among processing instructions and
    comments: kept across its attributes' changes, read again after a CDATA section's, a
    processing instruction's or a comment's data changes, each time the Standard's text."""
    xml = DOMParser().parseFromString(
        "<r>" + "<e a='1'>a<![CDATA[b]]><?pi p?><!--c--></e>" * 20 + "</r>", "application/xml"
    )
    root = xml.documentElement
    kept = root.textContent
    assert kept == "ab" * 20 == _text_content(root) and root.textContent is kept
    first = root.firstChild
    first.setAttribute("a", "2")
    first.setAttributeNS("urn:x", "x:b", "3")
    root.lastChild.removeAttribute("a")
    assert root.textContent is kept
    for index, data in ((1, "C"), (2, "pi data"), (3, "comment data")):
        first.childNodes[index].data = data
        first.setAttribute("a", data)
        assert root.textContent == _text_content(root) == "aC" + "ab" * 19, index


def test_text_content_kept_in_a_fragment_and_template_contents() -> None:
    document = _html()
    fragment = document.createDocumentFragment()
    fragment.appendChild(_many_texts(document))
    assert fragment.textContent is fragment.textContent
    fragment.firstChild.firstChild.firstChild.data = "f"
    assert fragment.textContent == _text_content(fragment)
    template = document.getElementById("t")
    template.content.appendChild(_many_texts(document))
    content = template.content
    kept = content.textContent
    content.lastChild.lastChild.firstChild.appendData("!")
    assert content.textContent == _text_content(content) == kept + "!"
    document.body.appendChild(content)  # the fragment's children move out: it is empty
    assert content.textContent == ""


def test_text_content_kept_is_not_read_after_a_trip_through_another_document() -> None:
    """A detached subtree read in one document, adopted into another and changed there, then
    adopted back: the first document's trees did not change meanwhile, but the text did (and a
    live collection rooted in it sees the change too)."""
    document = _html()
    other = DOMParser().parseFromString("", "text/html")
    div = _many_texts(document)
    spans = div.getElementsByTagName("span")
    kept = div.textContent
    assert len(spans) == 40 and div.textContent is kept
    other.adoptNode(div)
    div.firstChild.firstChild.data = "changed in the other document"
    div.appendChild(other.createElement("span"))
    document.adoptNode(div)
    assert div.textContent == _text_content(div) != kept
    assert len(spans) == 41


def _sections(document: Any, count: int = 3) -> Any:
    """A ``div`` of ``count`` ``section`` elements, each a ``_many_texts`` ``div`` (40 spans
    with a Text node each) between Text nodes: once read again after a change, each section's
    text is kept too (``KEPT_SUBTREE_FROM``)."""
    outer = document.createElement("div")
    for i in range(count):
        outer.append(f"[{i}]", document.createElement("section"))
        outer.lastChild.appendChild(_many_texts(document))
    return outer


def _kept_subtrees(document: Any) -> tuple[Any, list[Any]]:
    """A connected ``_sections`` tree read, changed in its first section, and read again: each
    section's text kept; the tree and its sections."""
    outer = document.body.appendChild(_sections(document))
    assert outer.textContent == _text_content(outer)
    sections = list(outer.children)
    sections[0].firstChild.firstChild.firstChild.data = "first"
    assert outer.textContent == _text_content(outer)
    for section in sections:
        assert section._cache["descendant text"][0] is document  # (kept at that read)
    return outer, sections


@pytest.mark.parametrize("index", range(29))
def test_text_content_kept_subtrees_follow_every_change_deep_inside(index: int) -> None:
    """Each change of ``_change_inside``, made deep in one section of a tree whose sections'
    texts are kept: the tree, the changed section and its inner ``div`` read the Standard's
    text; the other sections' kept texts are read again unchanged (the same strings), then
    each read follows a second change of data deep inside (a node adopted out into another
    document moves the document's text version on: every text is read again)."""
    document = _html()
    count = len(_change_inside(document, _many_texts(document)))
    assert count == 29  # (the parameters' range)
    outer, sections = _kept_subtrees(document)
    kept = [section.textContent for section in sections]
    before = outer.textContent
    inner = sections[1].firstChild
    _change_inside(document, inner)[index](None)
    assert outer.textContent == _text_content(outer) != before, index
    assert sections[1].textContent == _text_content(sections[1]), index
    assert inner.textContent == _text_content(inner), index
    assert [sections[0].textContent, sections[2].textContent] == [kept[0], kept[2]]
    if index != count - 1:  # (but a node adopted into another document: all read again)
        assert sections[0].textContent is kept[0] and sections[2].textContent is kept[2]
    texts = [text for text in _descendants(inner) if text.nodeType == 3]
    for text in (texts[0], texts[-1]):
        text.replaceData(0, 1, "~")
        assert outer.textContent == _text_content(outer), index
        assert inner.textContent == _text_content(inner), index


def test_text_content_kept_subtrees_after_split_replace_and_normalize() -> None:
    """Text data changed deep in a kept subtree by ``splitText``, ``replaceData`` and
    ``normalize`` (each read in turn at each level)."""
    document = _html()
    outer, sections = _kept_subtrees(document)
    deep = sections[2].firstChild.children[7].firstChild
    levels = [outer, sections[2], sections[2].firstChild, deep.parentNode]
    changes: list[Any] = [
        lambda: deep.splitText(1),
        lambda: deep.nextSibling.replaceData(0, 1, "split+replaced"),
        lambda: deep.parentNode.appendChild(document.createTextNode("")),
        lambda: deep.parentNode.appendChild(document.createTextNode("tail")),
        lambda: sections[2].normalize(),
        lambda: deep.replaceData(0, 0, "^"),
        lambda: deep.deleteData(0, 1),
    ]
    for number, change in enumerate(changes):
        change()
        for level in levels:
            assert level.textContent == _text_content(level), number
    assert deep.parentNode.childNodes.length == 1 and "split+replacedtail" in outer.textContent


def test_text_content_kept_subtrees_moved_between_documents() -> None:
    """A kept section adopted into another document (which kept no text), changed deep inside
    there, and adopted back; a section taken out and changed while out, then put back; a node
    of another document inserted deep inside (adopted by the insert): each read is the
    Standard's; then a node moved from one kept section to another."""
    document = _html()
    outer, sections = _kept_subtrees(document)
    other = DOMParser().parseFromString("", "text/html")
    section = sections[1]
    kept = section.textContent
    other.adoptNode(section)
    assert outer.textContent == _text_content(outer)
    section.firstChild.children[3].firstChild.data = "in the other document"
    section.firstChild.appendChild(other.createTextNode("+other"))
    assert other._kept_texts is False  # (no text kept there: no walk at a change)
    outer.insertBefore(section, sections[2])  # adopted back by the insert
    assert section.textContent == _text_content(section) != kept
    assert outer.textContent == _text_content(outer)
    assert "in the other document" in outer.textContent
    detached = sections[2]
    detached.remove()
    detached.firstChild.firstChild.firstChild.data = "changed while out"
    outer.append(detached)
    assert outer.textContent == _text_content(outer) and "changed while out" in outer.textContent
    foreign: Any = other.createElement("b")
    foreign.textContent = "foreign"
    sections[0].firstChild.children[5].appendChild(foreign)
    assert outer.textContent == _text_content(outer) and "foreign" in outer.textContent
    foreign.firstChild.data = "foreign, changed"
    assert sections[0].textContent == _text_content(sections[0])
    assert outer.textContent == _text_content(outer)
    moved = sections[2].firstChild.children[0]  # moved from one kept section to another
    sections[0].firstChild.moveBefore(moved, None)
    for node in (*sections, outer):
        assert node.textContent == _text_content(node)


def test_text_content_kept_subtrees_read_in_the_other_document() -> None:
    """A tree whose sections' texts were kept, adopted into another document and read there
    again after a change (its texts kept in that document now), changed deep inside, read."""
    document = _html()
    outer, sections = _kept_subtrees(document)
    other: Any = DOMParser().parseFromString("", "text/html")
    other.body.appendChild(outer)
    sections[0].firstChild.firstChild.firstChild.data = "moved"
    assert outer.textContent == _text_content(outer)
    sections[1].firstChild.firstChild.firstChild.data = "moved again"
    assert outer.textContent == _text_content(outer)
    sections[2].firstChild.lastChild.firstChild.data = "and again"
    assert sections[2].textContent == _text_content(sections[2])
    assert outer.textContent == _text_content(outer)


def test_text_content_kept_across_changes_by_the_parser() -> None:
    """``innerHTML`` and ``outerHTML`` set deep in a kept subtree, and a kept tree's document
    written to by its parser's ways: each read is the Standard's."""
    document = _html()
    outer, sections = _kept_subtrees(document)
    sections[1].firstChild.children[2].innerHTML = "<i>parsed</i> text"
    assert outer.textContent == _text_content(outer) and "parsed text" in outer.textContent
    sections[2].firstChild.children[4].outerHTML = "<u>outer</u>"
    assert outer.textContent == _text_content(outer) and "outer" in outer.textContent
    sections[0].insertAdjacentHTML("beforeend", "<p>adjacent</p>")
    assert sections[0].textContent == _text_content(sections[0])
    assert outer.textContent == _text_content(outer)


def test_text_content_kept_after_a_clone_and_in_the_copy() -> None:
    document = _html()
    div = document.body.appendChild(_many_texts(document))
    kept = div.textContent
    for copy in (div.cloneNode(True), document.body.cloneNode(True).lastChild):
        assert copy.textContent == kept
        copy.firstChild.firstChild.data = "copy"
        assert copy.textContent == _text_content(copy) != kept
        assert div.textContent == kept  # (the same document changed: read again)


def test_text_content_of_other_nodes_with_cdata_comments_and_pis() -> None:
    xml = DOMParser().parseFromString(
        "<r>" + "<e>a<![CDATA[b]]><?pi p?><!--c--></e>" * 20 + "</r>", "application/xml"
    )
    root = xml.documentElement
    assert root.textContent == "ab" * 20
    root.firstChild.childNodes[1].data = "C"  # the CDATA section
    root.firstChild.childNodes[2].data = "changed pi"
    root.firstChild.childNodes[3].data = "changed comment"
    assert root.textContent == "aC" + "ab" * 19 == _text_content(root)
    assert xml.textContent is None and _html().doctype.textContent is None
    assert root.firstChild.childNodes[2].textContent == "changed pi"
    assert root.firstChild.childNodes[3].textContent == "changed comment"


@pytest.mark.parametrize("make", [_html, _xml])
def test_a_deep_clone_has_the_same_tree(make: Any) -> None:
    document = make()
    for node in (document, document.documentElement):
        copy = node.cloneNode(True)
        assert copy.isEqualNode(node) and copy is not node
        assert _shape(copy) == _shape(node)
        assert all(a is not b for a, b in zip(_descendants(copy), _descendants(node), strict=True))


def test_a_deep_clone_runs_the_steps_of_elements_that_have_some() -> None:
    document = _html()
    document.getElementById("i").value = "changed"
    document.getElementById("ta").value = "edited"
    body = document.body.cloneNode(True)
    assert body.querySelector("input").value == "changed"  # input's cloning steps
    assert body.querySelector("textarea").value == "edited"  # textarea's
    assert body.querySelector("template").content.textContent == "inside"  # template's
    assert body.querySelector("select").value == "o2"  # select / option insertion steps
    assert body.querySelector("#a").classList.contains("y")


_STEPS_MARKUP = (
    "<form><input id=t value=default><input type=checkbox id=c><textarea>raw</textarea>"
    "<select id=s><optgroup><option>a<option selected>b</optgroup><option>c</select>"
    "<select id=m multiple><option selected>x<option>y<option selected>z</select>"
    "<datalist><option>d</datalist><option>outside</option>"
    "<template><p>content<option>in template</option></p></template>"
    "<details open><summary>s</summary>d</details><meta name=x content=y></form>"
)


def _fast_and_standard_copies(node: Any) -> list[Any]:
    """Two deep copies of ``node``: the fast path's, then the Standard's way (taken while a
    mutation observer is registered in the document)."""
    copies = [node.cloneNode(True)]
    observer = MutationObserver(lambda records, _: None)
    watched = node.ownerDocument.createElement(
        "p"
    )  # (kept: a collected node's observers go with it)
    observer.observe(watched, {"childList": True})
    copies.append(node.cloneNode(True))
    observer.disconnect()
    return copies


def _state(root: Any) -> list[Any]:
    """What the cloning and insertion steps of the elements under ``root`` decide."""
    found: list[Any] = [root.outerHTML]
    for element in root.querySelectorAll("input, textarea, select, option, template, details"):
        name = element.localName
        if name in ("input", "textarea"):
            found.append((name, element.value, getattr(element, "checked", None)))
        elif name == "select":
            found.append((name, element.value, element.selectedIndex, len(element.options)))
        elif name == "option":
            found.append((name, element.selected, element.index))
        elif name == "template":
            found.append((name, [n.nodeName for n in element.content.childNodes]))
        else:
            found.append((name, element.open))
    return found


def test_a_deep_clone_of_elements_with_steps_is_the_standards_way() -> None:
    """The copiers of elements with cloning or insertion steps against the Standard's way (a
    registered mutation observer sends every node through "clone a single node" and
    "insert"): the same values, checkedness, selectedness, template contents, and the same
    answers after the copy's options are moved and removed (the removing steps found)."""
    document = DOMParser().parseFromString(_STEPS_MARKUP, "text/html")
    form = document.querySelector("form")
    document.getElementById("t").value = "typed"
    document.getElementById("c").checked = True
    form.querySelector("textarea").value = "edited"
    document.getElementById("s").selectedIndex = 2
    document.getElementById("m").options[1].selected = True
    copies = fast, standard = _fast_and_standard_copies(form)
    assert _state(fast) == _state(standard)
    assert ("input", "typed", False) in _state(fast) and ("input", "on", True) in _state(fast)
    assert ("textarea", "edited", None) in _state(fast)
    optgroups = []
    for copy in copies:  # the options' removing and insertion steps run on the copies
        select = copy.querySelector("#s")
        optgroup = select.querySelector("optgroup")
        optgroup.remove()
        optgroups.append(optgroup)
        optgroup.lastChild.selected = True  # (in no select now: the select keeps its own)
        optgroup.appendChild(copy.querySelector("#m").options[0])
        copy.querySelector("#m").appendChild(select.options[0])
        copy.querySelector("#m").options[0].remove()
        select.appendChild(copy.querySelector("datalist option"))
    assert _state(fast) == _state(standard)
    assert ("select", "d", 0, 1) in _state(fast)
    assert _state(optgroups[0]) == _state(optgroups[1])
    assert [n.selected for n in optgroups[0].childNodes] == [False, True, True]
    for optgroup in optgroups:  # inserting a selected option deselects the select's other
        holder = document.createElement("select")
        last = holder.appendChild(document.createElement("option"))
        last.selected = True
        holder.insertBefore(optgroup, last)
        assert [n.selected for n in holder.options] == [False, False, True, False]


_LONE_TEXT_MARKUP = (
    "<div id=d><p>p</p><a href=x>a</a><b><i>i</i></b><style>s{}</style><title>t</title>"
    "<textarea>raw</textarea><textarea id=dirty>raw</textarea><select><option>o"
    "<option selected>p</select><template>in<b>side</b></template><template>lone</template>"
    "<my-el>m</my-el><my-el x=1>n<i>i</i></my-el><script>s</script><label>l</label>"
    "<button>b</button><form><input value=v></form><q>" + "<span>many</span>" * 3 + "</q></div>"
)


def test_a_deep_clone_of_elements_with_one_text_child_is_the_standards_way() -> None:
    """Elements whose one child is a Text node (their copy's child made by the element's
    copier, without going down to it) against the Standard's way: the same tree and links,
    the same raw values of textareas (their children changed steps), labels of options, template
    contents, and constructors run for the copies of a defined custom element, in the same
    order."""
    from webapi.html import HTMLElement, custom_element_registry

    document = DOMParser().parseFromString(_LONE_TEXT_MARKUP, "text/html")
    log: list[Any] = []

    class Logged(HTMLElement):
        def __init__(self) -> None:
            super().__init__()
            log.append((self.getAttribute("x"), self.firstChild))

    custom_element_registry(document).define("my-el", Logged)
    document.getElementById("dirty").value = "typed"
    div = document.getElementById("d")
    log.clear()  # (the originals' upgrades)
    copies = fast, standard = _fast_and_standard_copies(div)
    assert _shape(fast) == _shape(standard) == _shape(div)
    assert _state(fast) == _state(standard)
    assert [t.value for t in fast.querySelectorAll("textarea")] == ["raw", "typed"]
    assert [o.label for o in fast.querySelectorAll("option")] == ["o", "p"]
    # (each copy constructed as it is made, before its children are appended)
    assert log == [(None, None), ("1", None)] * 2
    assert all(isinstance(e, Logged) for e in fast.querySelectorAll("my-el"))
    for copy in copies:
        assert copy.textContent == div.textContent == _text_content(div)
        for element in copy.querySelectorAll("*"):
            if element.childNodes.length == 1:
                only = element.firstChild
                assert only.parentNode is element and only.ownerDocument is document
                assert only.previousSibling is None and only.nextSibling is None


def test_a_deep_clone_past_the_copiers_depth_is_the_standards_way() -> None:
    """Element copiers copy the children of the elements they copy themselves, down to
    ``_cloning._DEPTH`` levels, and leave the rest to the walk: where the levels run out, at a
    child whose class has no copier yet or none (a processing instruction), at an element
    with ``Attr`` nodes (its copier answers that it made nothing), at an element whose class
    has children changed steps (a ``textarea``) and below an element with insertion steps
    (``option``). Each level has Text first, between and last, comments, a lone Text child and
    an empty element; the copies are the Standard's way's."""
    from webapi.dom._cloning import _DEPTH

    def level(inner: str, index: int) -> str:
        return (
            f"<section data-i={index}>t{index}<!--c--><b>lone</b><i></i>{inner}"
            f"<em class=e>after</em>tail</section>"
        )

    markup = "<p>deepest</p>"
    for index in range(2 * _DEPTH + 5):
        markup = level(markup, index)
    markup += (
        "<div id=mixed>a<span>b</span>c<textarea>raw</textarea>d<select><option>o"
        "<option selected>p<b>q</b></option></select>e<u id=attrs class=x>f<s>g</s></u>h</div>"
    )
    document: Any = DOMParser().parseFromString(f"<div id=d>{markup}</div>", "text/html")
    document.getElementById("attrs").getAttributeNode("class")  # (Attr nodes: the list form)
    div = document.getElementById("d")
    mixed = document.getElementById("mixed")
    mixed.insertBefore(document.createProcessingInstruction("pi", "x"), mixed.childNodes[2])
    copies = fast, standard = _fast_and_standard_copies(div)
    assert _shape(fast) == _shape(standard) == _shape(div)
    assert _state(fast) == _state(standard)
    assert fast.outerHTML == div.outerHTML
    deepest = fast.querySelector("p")
    depth = 0
    while deepest is not fast:
        deepest, depth = deepest.parentNode, depth + 1
    assert depth == 2 * _DEPTH + 6
    for copy in copies:
        for node in _descendants(copy):
            assert node.ownerDocument is document
            assert node.parentNode.lastChild is node or node.nextSibling.previousSibling is node
            assert node.parentNode.firstChild is node or node.previousSibling.nextSibling is node


def _selectedcontents(root: Any) -> list[Any]:
    """Each ``selectedcontent`` under ``root``: its markup and whether it is disabled."""
    return [(e.innerHTML, e._disabled) for e in root.querySelectorAll("selectedcontent")]


def test_a_deep_clone_of_selectedcontent_and_iframes_is_the_standards_way() -> None:
    """Elements with post-connection steps (``selectedcontent``, ``iframe``) are copied by the
    walk too (a copy is not connected: their steps do not run), nested selects many levels
    deep (each copy took a walk to the copy's root): the same copies as the Standard's way (a
    registered observer), and the same ``selectedcontent`` contents once each copy is
    inserted into the document (the post-connection steps run then)."""
    unit = "<select><button><selectedcontent></selectedcontent></button><option>a<option selected>b"
    markup = f"<div id=d><iframe></iframe>{unit * 40}</div>"
    document = DOMParser().parseFromString(markup, "text/html")
    div = document.getElementById("d")
    copies = fast, standard = _fast_and_standard_copies(div)
    assert _shape(fast) == _shape(standard) == _shape(div)
    assert _selectedcontents(fast) == _selectedcontents(standard)
    for copy in copies:
        document.body.append(copy)
    assert _selectedcontents(fast) == _selectedcontents(standard)
    assert _selectedcontents(fast)[0] == ("b", False)


def test_a_deep_clone_with_attr_nodes_and_an_observer_registered() -> None:
    document = _html()
    div = document.getElementById("a")
    div.getAttributeNode("class")  # the element's attributes become Attr nodes
    records: list[Any] = []
    observer = MutationObserver(lambda found, _: records.extend(found))
    observer.observe(div, {"childList": True, "subtree": True, "attributes": True})
    copy = div.cloneNode(True)
    assert copy.isEqualNode(div) and _shape(copy) == _shape(div)
    assert copy.getAttributeNode("class") is not div.getAttributeNode("class")
    assert observer.takeRecords() == []  # nothing observed the copy
    observer.disconnect()


def test_a_clone_of_a_document_has_its_own_id_map_and_live_collections_see_it() -> None:
    document = _html()
    assert document.getElementById("a") is not None  # the original's ID map made
    items = document.getElementsByTagName("li")
    assert len(items) == 3
    copy = document.cloneNode(True)
    found = copy.getElementById("a")
    assert found is not None and found is not document.getElementById("a")
    assert found.ownerDocument is copy
    assert len(copy.getElementsByTagName("li")) == 3
    ul = document.querySelector("ul")
    ul.appendChild(ul.firstChild.cloneNode(True))  # a copy appended: the live list changes
    assert len(items) == 4


@pytest.mark.parametrize("space", ["\t", "\n", "\x0c", "\r", " "])
def test_class_list_add_refuses_a_token_with_ascii_whitespace(space: str) -> None:
    element = _html().createElement("div")
    with pytest.raises(DOMException) as caught:
        element.classList.add("ok", f"a{space}b")
    assert caught.value.name == "InvalidCharacterError"
    assert element.getAttribute("class") is None  # step 1 checks every token before any change


def test_class_list_add_takes_other_whitespace_and_refuses_the_empty_token() -> None:
    element = _html().createElement("div")
    element.classList.add("a\u00a0b", "\u2003", "\x0b")
    assert list(element.classList) == ["a\u00a0b", "\u2003", "\x0b"]
    with pytest.raises(DOMException) as caught:
        element.classList.add("")
    assert caught.value.name == "SyntaxError"


def test_class_list_add_sets_the_attribute_even_when_nothing_is_added() -> None:
    document = _html()
    element = document.createElement("div")
    element.setAttribute("class", " b  a b ")
    observer = MutationObserver(lambda records, _: None)
    observer.observe(element, {"attributes": True, "attributeOldValue": True})
    element.classList.add("a", "c", "c")
    element.classList.add("a")  # the update steps run: the value is the serialized set
    records = observer.takeRecords()
    assert [r.oldValue for r in records] == [" b  a b ", "b a c"]
    assert element.getAttribute("class") == "b a c"
    assert element.className == "b a c" and list(element.classList) == ["b", "a", "c"]


def test_set_attribute_on_an_html_element_lowercases_and_replaces() -> None:
    document = _html()
    element = document.createElement("div")
    observer = MutationObserver(lambda records, _: None)
    observer.observe(element, {"attributes": True, "attributeOldValue": True})
    element.setAttribute("Data-ID", "1")
    element.setAttribute("data-id", "2")
    assert [(r.attributeName, r.oldValue) for r in observer.takeRecords()] == [
        ("data-id", None),
        ("data-id", "1"),
    ]
    assert element.getAttribute("DATA-id") == "2" and element.dataset["id"] == "2"
    assert document.querySelector("[data-id]") is None  # not in the tree
    document.body.appendChild(element)
    assert document.querySelector("[data-id='2']") is element


def test_create_element_names_seen_before_and_not() -> None:
    document = _html()
    for name in ("div", "DIV", "dIv"):
        for _ in range(2):  # the second time a name is given it is known
            element = document.createElement(name)
            assert element.localName == "div" and element.tagName == "DIV"
            assert element.namespaceURI == "http://www.w3.org/1999/xhtml"
            assert type(element).__name__ == "HTMLDivElement"
            assert element.ownerDocument is document and element.parentNode is None
    for _ in range(2):
        with pytest.raises(DOMException) as caught:
            document.createElement("a b")
        assert caught.value.name == "InvalidCharacterError"
    customized = document.createElement("div", {"is": "my-div"})
    assert customized._is_value == "my-div"  # options leave the fast path
    assert document.createElement("div")._is_value is None
    xml = _xml()
    for _ in range(2):  # not lowercased, in no namespace, outside an HTML document
        element = xml.createElement("DIV")
        assert element.localName == "DIV" and element.namespaceURI is None


def test_create_element_follows_a_registration_made_after_it() -> None:
    from webapi.dom import _creation
    from webapi.infra import HTML_NAMESPACE

    document = _html()
    first = document.createElement("blink")
    previous = _creation._ELEMENT_INTERFACES[HTML_NAMESPACE]

    class Blink(type(first)):  # type: ignore[misc]
        __slots__ = ()

    try:
        _creation.register_element_interface(
            HTML_NAMESPACE, lambda name: Blink if name == "blink" else previous(name)
        )
        assert type(document.createElement("blink")) is Blink
        assert type(document.createElement("div")).__name__ == "HTMLDivElement"
    finally:
        _creation.register_element_interface(HTML_NAMESPACE, previous)
    assert type(document.createElement("blink")) is type(first)


def test_set_attribute_lowercases_only_html_elements_in_html_documents() -> None:
    document = _html()
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    div = document.createElement("div")
    for _ in range(2):
        svg.setAttribute("viewBox", "0 0 1 1")
        div.setAttribute("viewBox", "0 0 1 1")
    assert svg.getAttributeNames() == ["viewBox"] and div.getAttributeNames() == ["viewbox"]
    for element in (svg, div):
        for _ in range(2):
            with pytest.raises(DOMException) as caught:
                element.setAttribute("a=b", "")
            assert caught.value.name == "InvalidCharacterError"
    xml = _xml().documentElement
    xml.setAttribute("Mixed", "1")
    assert xml.getAttributeNames() == ["Mixed"]


def test_class_list_add_on_an_empty_set_keeps_each_token_once() -> None:
    document = _html()
    for tokens, expected in (
        (("a",), "a"),
        (("a", "b"), "a b"),
        (("a", "a"), "a"),
        (("a", "b", "a", "c", "b"), "a b c"),
    ):
        element = document.createElement("div")
        element.classList.add(*tokens)
        assert element.getAttribute("class") == expected
        assert list(element.classList) == expected.split()
    element = document.createElement("div")
    element.classList.add()  # no token, no attribute: the update steps set nothing
    assert not element.hasAttribute("class")
    assert element.classList is element.classList


def _appended_shape(parent: Any) -> list[Any]:
    children = list(parent.childNodes)
    for previous, child in zip([None, *children], children, strict=False):
        assert child.parentNode is parent and child.previousSibling is previous
        assert (previous.nextSibling if previous is not None else parent.firstChild) is child
    assert parent.lastChild is (children[-1] if children else None)
    return [c.nodeName for c in children]


def test_append_child_links_and_keeps_the_id_map_and_collections() -> None:
    document = _html()
    body = document.body
    assert document.getElementById("new") is None  # the ID map exists from now on
    divs = document.getElementsByTagName("div")
    count = len(divs)
    element = document.createElement("div")
    element.id = "new"
    assert body.appendChild(element) is element
    assert document.getElementById("new") is element
    assert len(divs) == count + 1 and divs[count] is element
    assert body.appendChild(document.createTextNode("t")).parentNode is body
    assert body.appendChild(document.createComment("c")).parentNode is body
    assert _appended_shape(body)[-3:] == ["DIV", "#text", "#comment"]
    detached = document.createElement("section")
    inner = detached.appendChild(document.createElement("p"))
    inner.id = "inner"
    assert document.getElementById("inner") is None  # not connected
    fragment = document.createDocumentFragment()
    fragment.appendChild(document.createElement("i"))
    assert _appended_shape(fragment) == ["I"]
    body.appendChild(detached)
    assert document.getElementById("inner") is inner


def test_append_child_refusals_moves_and_adoption() -> None:
    document = _html()
    element = document.createElement("div")
    with pytest.raises(DOMException) as caught:
        element.appendChild(element)
    assert caught.value.name == "HierarchyRequestError"
    template = document.createElement("template")
    holder = template.content.appendChild(document.createElement("div"))
    with pytest.raises(DOMException) as caught:
        holder.appendChild(template)  # the template hosts the holder's tree
    assert caught.value.name == "HierarchyRequestError"
    first, second = document.createElement("p"), document.createElement("p")
    child = first.appendChild(document.createElement("b"))
    second.appendChild(child)  # moved: taken out of its parent first
    assert first.firstChild is None and _appended_shape(second) == ["B"]
    other = DOMParser().parseFromString("", "text/html")
    foreign = other.createElement("u")
    second.appendChild(foreign)  # adopted
    assert foreign.ownerDocument is document and _appended_shape(second) == ["B", "U"]


def test_append_child_with_an_observer_and_insertion_steps() -> None:
    document = _html()
    select = document.getElementById("s")
    option = document.createElement("option")
    option.setAttribute("selected", "")
    select.appendChild(option)  # an option's insertion steps: the select's selectedness
    assert select.value == option.value and select.selectedIndex == 2
    records: list[Any] = []
    observer = MutationObserver(lambda found, _: records.extend(found))
    parent = document.createElement("div")
    observer.observe(parent, {"childList": True})
    child = parent.appendChild(document.createElement("span"))
    found = observer.takeRecords()
    assert [(r.type, list(r.addedNodes)) for r in found] == [("childList", [child])]
    observer.disconnect()


def test_is_equal_node_leaves_the_attributes_as_they_are() -> None:
    document = _html()
    div = document.getElementById("a")
    bare = document.createElement("p")
    assert div.isEqualNode(div.cloneNode(True)) and bare.isEqualNode(bare.cloneNode())
    assert not bare.isEqualNode(div) and not div.isEqualNode(bare)
    with_attribute = document.createElement("p")
    with_attribute.setAttribute("title", "")
    assert not bare.isEqualNode(with_attribute) and not with_attribute.isEqualNode(bare)
    # no Attr node was made for the comparison: the elements keep their attributes' form
    assert bare._attrs is None and type(div._attrs) is dict
    assert type(with_attribute._attrs) is dict
    div.getAttributeNode("id")  # Attr nodes against the dict form compare the same
    assert div.isEqualNode(div.cloneNode(True))
    assert div.cloneNode(True).isEqualNode(div)


def _slots(node: Any) -> dict[str, Any]:
    """Every slot of ``node`` that is set, by name (``__weakref__`` left out)."""
    found = {}
    for cls in type(node).__mro__:
        for name in cls.__dict__.get("__slots__", ()):
            if name != "__weakref__" and hasattr(node, name):
                value = getattr(node, name)
                found[name] = dict(value) if type(value) is dict else value
    return found


@pytest.fixture
def scripting() -> Any:
    """``SCRIPTING`` (whether some document has had a script engine), set back after."""
    from webapi.dom._event_handlers import SCRIPTING

    before = SCRIPTING[0]
    yield SCRIPTING
    SCRIPTING[0] = before


#: Elements with cloning or insertion steps (and no post-connection steps).
_WITH_STEPS = (
    "template",
    "textarea",
    "input",
    "option",
    "meta",
    "details",
    "selectedcontent",
    "iframe",
)


def test_a_copier_sets_every_slot_as_the_initializer_does(scripting: list[bool]) -> None:
    from webapi.dom._cloning import LEFT, copier

    # (as before any document had a script engine: with one, an element's copier leaves its
    # attributes, which may be event handlers', to "clone a single node"; see the end)
    scripting[0] = False
    document = _html()
    xml = _xml()
    originals = [
        document.createTextNode("t"),
        document.createComment("c"),
        xml.documentElement.firstChild,  # a Text node of an XML document
        xml.createElement("plain"),
    ]
    # (not a custom element name, "x-y": its element has the custom element steps, an upgrade
    # as it is inserted, and is copied through "create an element")
    names = ("div", "p", "a", "span", "li", "td", "table", "img", "ul", "section")
    # (and classes with an initializer of their own, which the copier calls)
    # (and classes with cloning, insertion or post-connection steps, which the copier runs: the
    # input's value, checkedness and dirty flags, the textarea's raw value, the template's
    # contents; a copy is not connected, so no post-connection steps run)
    named = {}
    for name in (*names, "select", "form", "script", "button", *_WITH_STEPS):
        element = named[name] = document.createElement(name)
        element.setAttribute("title", name)
        originals += [element, document.createElement(name)]
    named["input"].value = "typed"
    named["input"].checked = True
    named["textarea"].value = "edited"
    named["template"].content.append("inside", document.createElement("b"))
    for original in originals:
        make = copier(type(original))
        assert make is not None, type(original)
        owner = original.ownerDocument
        parent = owner.createElement("div")
        pushed: list[Any] = []  # (the originals have no children: nothing to go down to)
        cell: list[Any] = [None]
        following = make(type(original), original, owner, parent, cell, pushed.append, None, 32)
        assert following is original.nextSibling  # (the next node for the walk)
        copy = cell[0]
        assert pushed == []
        assert type(copy) is type(original)
        # the initializer's node, as "clone a single node" and the cloning steps (subtree true,
        # as in a deep clone) make it (the originals have no children)
        made = original.cloneNode(True)
        local_name = getattr(original, "localName", None)
        if local_name in _WITH_STEPS:  # (these append the copy: its insertion steps have run)
            assert parent.firstChild is parent.lastChild is copy
            owner.createElement("div").appendChild(made)
        expected = _slots(made) | {"_parent": parent}
        if local_name == "template":
            names_in = [[n.nodeName for n in t.content.childNodes] for t in (copy, made)]
            assert names_in[0] == names_in[1]
            if original.content.firstChild is not None:
                assert copy.content.firstChild is not original.content.firstChild
            expected["_content"] = copy._content
        assert _slots(copy) == expected, type(original)
    div = document.createElement("div")
    div.append("one", "two")
    copy = div.cloneNode(True)  # Text nodes the walk copies without a copier's call
    for index, text in enumerate(copy.childNodes):
        neighbours = {"_previous_sibling": text.previousSibling, "_next_sibling": text.nextSibling}
        made = div.childNodes[index].cloneNode(False)
        assert _slots(text) == _slots(made) | {"_parent": copy} | neighbours
    # an element's copier copies a Text node after it (given the walk's Text class) as the
    # walk does, and answers the node after that one
    div = document.createElement("div")
    span, comment = document.createElement("span"), document.createComment("c")
    div.append("before", span, "after", comment)
    make = copier(type(span))
    assert make is not None
    parent = document.createElement("div")
    cell = [parent.appendChild(document.createTextNode("first"))]
    text_class = type(div.firstChild)
    following = make(type(span), span, document, parent, cell, [].append, text_class, 32)
    assert following is comment
    parent._last_child = cell[0]
    assert [n.nodeName for n in parent.childNodes] == ["#text", "SPAN", "#text"]
    after = parent.lastChild
    assert after is cell[0] and type(after) is text_class and after.data == "after"
    made = div.childNodes[2].cloneNode(False)
    neighbours = {"_previous_sibling": parent.childNodes[1], "_next_sibling": None}
    assert _slots(after) == _slots(made) | {"_parent": parent} | neighbours
    assert parent.firstChild.nextSibling.previousSibling is parent.firstChild
    scripting[0] = True
    div = document.createElement("div")
    make = copier(type(div))
    assert make is not None
    cell = [None]
    assert make(
        type(div), div, document, document.createElement("p"), cell, [].append, None, 32
    ) is LEFT and cell == [None]
    text = document.createTextNode("t")
    make = copier(type(text))
    assert (
        make is not None
        and make(type(text), text, document, div, cell, [].append, None, 32) is None
    )
    assert cell[0].data == "t"


def test_the_text_nodes_an_element_copier_makes_have_the_initializers_slots() -> None:
    """The Text nodes an element's copier makes in its own code (its one Text child, the Text
    children in its loop) have every slot as a Text node's initializer sets it."""
    document = _html()
    lone = document.createElement("p")
    lone.append("lone")
    mixed = document.createElement("section")
    mixed.append("a", document.createElement("i"), "b")
    outer = document.createElement("div")
    outer.append(lone, mixed)
    copy = outer.cloneNode(True)
    made = [copy.firstChild.firstChild, copy.lastChild.firstChild, copy.lastChild.lastChild]
    for text, original in zip(
        made, [lone.firstChild, mixed.firstChild, mixed.lastChild], strict=True
    ):
        links = {
            "_parent": text.parentNode,
            "_previous_sibling": text.previousSibling,
            "_next_sibling": text.nextSibling,
        }
        assert text.data == original.data
        assert _slots(text) == _slots(original.cloneNode(False)) | links
