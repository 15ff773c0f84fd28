"""Live collections kept across changes to the tree that cannot affect them (issue 73, item
13: ``webapi/dom/_tree_changes.py``), and the ID map's elements that share an ID kept in
tree order (item 14), against a model that walks the tree afresh at each read.

Each collection is made once and kept, then read partly (an index here and there: the view's
cursor stays where the walk stopped), fully, or by ``length`` between random changes: text
appended, inserted and split, nodes removed, replaced, moved (``appendChild`` and
``moveBefore``, between trees, into another document and back), ``textContent``,
``innerHTML``, ``outerHTML`` and ``insertAdjacentHTML`` set, copies inserted, ``normalize()``,
a range's contents deleted or extracted, and the attributes the filters read set. What each
read answers is compared with the collection's definition walked over the tree as it is
(https://dom.spec.whatwg.org/#concept-getelementsbytagname and the collections after it,
HTML's ``document.images``/``links``/``forms``/``anchors``, ``getElementsByName``,
``fieldset.elements``, ``tr.cells``, a section's ``rows``, ``tBodies``, ``datalist.options``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.dom.test_lookup_model import _children as children_of
from tests.dom.test_lookup_model import descendants, elements
from webapi.html import DOMParser

HTML = "http://www.w3.org/1999/xhtml"
SVG = "http://www.w3.org/2000/svg"
TAGS = [
    "p",
    "span",
    "b",
    "img",
    "a",
    "form",
    "input",
    "fieldset",
    "table",
    "tbody",
    "tr",
    "td",
    "th",
    "datalist",
    "option",
    "div",
]
CLASSES = ["x", "y", "x y", "z"]
NAMES = ["n", "m"]
LISTED = {"button", "fieldset", "input", "object", "output", "select", "textarea"}


# --- the model -------------------------------------------------------------------------------


def html(element: Any, *names: str) -> bool:
    return bool(
        element.nodeType == 1 and element.namespaceURI == HTML and element.localName in names
    )


def by_tag(root: Any, name: str) -> list[Any]:
    """https://dom.spec.whatwg.org/#concept-getelementsbytagname in an HTML document."""
    if name == "*":
        return elements(root)
    return [
        e
        for e in elements(root)
        if (e.tagName.lower() if e.namespaceURI == HTML else e.tagName) == name.lower()
        or (e.namespaceURI != HTML and e.tagName == name)
    ]


def by_class(root: Any, names: str) -> list[Any]:
    wanted = set(names.split())
    return [e for e in elements(root) if wanted <= set((e.getAttribute("class") or "").split())]


#: Each kind of collection kept: how to make it from its root, and its definition.
KINDS: dict[str, tuple[Any, Any]] = {
    "children": (lambda r: r.children, lambda r: [n for n in children_of(r) if n.nodeType == 1]),
    "childNodes": (lambda r: r.childNodes, children_of),
    "tag p": (lambda r: r.getElementsByTagName("p"), lambda r: by_tag(r, "p")),
    "tag P": (lambda r: r.getElementsByTagName("P"), lambda r: by_tag(r, "P")),
    "tag *": (lambda r: r.getElementsByTagName("*"), lambda r: by_tag(r, "*")),
    "tag circle": (lambda r: r.getElementsByTagName("circle"), lambda r: by_tag(r, "circle")),
    "ns span": (
        lambda r: r.getElementsByTagNameNS(HTML, "span"),
        lambda r: [e for e in elements(r) if html(e, "span")],
    ),
    "ns svg *": (
        lambda r: r.getElementsByTagNameNS(SVG, "*"),
        lambda r: [e for e in elements(r) if e.namespaceURI == SVG],
    ),
    "class x": (lambda r: r.getElementsByClassName("x"), lambda r: by_class(r, "x")),
    "class x y": (lambda r: r.getElementsByClassName("x y"), lambda r: by_class(r, "x y")),
    "images": (lambda r: r.images, lambda r: [e for e in elements(r) if html(e, "img")]),
    "links": (
        lambda r: r.links,
        lambda r: [e for e in elements(r) if html(e, "a", "area") and e.hasAttribute("href")],
    ),
    "forms": (lambda r: r.forms, lambda r: [e for e in elements(r) if html(e, "form")]),
    "anchors": (
        lambda r: r.anchors,
        lambda r: [e for e in elements(r) if html(e, "a") and e.hasAttribute("name")],
    ),
    "by name n": (
        lambda r: r.getElementsByName("n"),
        lambda r: [
            e for e in elements(r) if e.namespaceURI == HTML and e.getAttribute("name") == "n"
        ],
    ),
    "fieldset.elements": (
        lambda r: r.elements,
        lambda r: [e for e in elements(r) if html(e, *LISTED)],
    ),
    "tr.cells": (lambda r: r.cells, lambda r: [n for n in children_of(r) if html(n, "td", "th")]),
    "tbody.rows": (lambda r: r.rows, lambda r: [n for n in children_of(r) if html(n, "tr")]),
    "table.tBodies": (
        lambda r: r.tBodies,
        lambda r: [n for n in children_of(r) if html(n, "tbody")],
    ),
    "datalist.options": (
        lambda r: r.options,
        lambda r: [e for e in elements(r) if html(e, "option")],
    ),
}


# --- the random changes ----------------------------------------------------------------------


class World:
    """A document with a body of random content, a detached subtree, another document, and
    the collections kept over them."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        parser = DOMParser()
        self.document: Any = parser.parseFromString("<!doctype html><body>", "text/html")
        self.other: Any = parser.parseFromString("<!doctype html><body>", "text/html")
        body: Any = self.document.body
        body.innerHTML = self.markup(14)
        for tag in ("fieldset", "table", "tbody", "tr", "datalist"):
            body.appendChild(self.document.createElement(tag)).innerHTML = self.markup(3)
        self.detached = self.document.createElement("div")
        self.detached.innerHTML = self.markup(6)
        self.collections: list[tuple[str, Any, Any, Any]] = []
        for name, (make, model) in KINDS.items():
            for root in self.roots_for(name):
                self.collections.append((name, root, make(root), model))

    def roots_for(self, name: str) -> list[Any]:
        document, body = self.document, self.document.body
        if name in ("images", "links", "forms", "anchors", "by name n"):
            return [document]
        if name.endswith((".elements", ".cells", ".rows", ".tBodies", ".options")):
            tag = {"fieldset": "fieldset", "tr": "tr", "tbody": "tbody"}.get(
                name.partition(".")[0], "table" if "tBodies" in name else "datalist"
            )
            return [e for e in elements(body) if e.localName == tag][:1]
        some = self.rng.sample(elements(body), 2)
        return [document, body, self.detached, *some]

    def markup(self, count: int) -> str:
        rng = self.rng
        parts = []
        for _ in range(count):
            if rng.random() < 0.15:
                parts.append("text")
                continue
            if rng.random() < 0.08:
                parts.append("<svg><circle class=x></circle><g><circle></circle></g></svg>")
                continue
            tag = rng.choice(TAGS)
            attributes = ""
            if rng.random() < 0.4:
                attributes += f" class='{rng.choice(CLASSES)}'"
            if rng.random() < 0.3:
                attributes += f" name={rng.choice(NAMES)}"
            if tag == "a" and rng.random() < 0.5:
                attributes += " href=/x"
            inner = self.markup(rng.randrange(3)) if rng.random() < 0.3 else "t"
            parts.append(f"<{tag}{attributes}>{inner}</{tag}>")
        return "".join(parts)

    def nodes(self) -> list[Any]:
        """The nodes of the document's body and of the detached subtree (with their roots)."""
        body = self.document.body
        return [body, *descendants(body), self.detached, *descendants(self.detached)]

    def pick(self, node_type: int | None = None) -> Any:
        nodes = self.nodes()
        if node_type is not None:
            nodes = [n for n in nodes if n.nodeType == node_type] or [self.document.body]
        return self.rng.choice(nodes)

    def pick_parent(self) -> Any:
        return self.pick(1)

    def new_element(self) -> Any:
        rng = self.rng
        element = self.document.createElement(rng.choice(TAGS))
        if rng.random() < 0.4:
            element.className = rng.choice(CLASSES)
        if rng.random() < 0.3:
            element.setAttribute("name", rng.choice(NAMES))
        if rng.random() < 0.3:
            element.appendChild(self.document.createTextNode("t"))
        return element

    def change(self) -> str:
        rng = self.rng
        document = self.document
        choice = rng.randrange(20)
        if choice < 3:  # (the changes of the rows, the commonest)
            parent = self.pick_parent()
            parent.appendChild(document.createTextNode("x"))
            return "text appended"
        if choice == 3:
            parent = self.pick_parent()
            parent.insertBefore(
                document.createTextNode("y"), rng.choice([None, *children_of(parent)])
            )
            return "text inserted"
        if choice == 4:
            node = self.pick()
            if node in (document.body, self.detached):
                return "none"
            node.remove()
            return "removed"
        if choice == 5:
            parent = self.pick_parent()
            parent.insertBefore(self.new_element(), rng.choice([None, *children_of(parent)]))
            return "element inserted"
        if choice == 6:
            self.pick_parent().textContent = rng.choice(["", "z"])
            return "textContent"
        if choice == 7:
            element = self.pick_parent()
            if element.localName in ("body", "div") and element is self.detached:
                return "none"
            element.innerHTML = self.markup(rng.randrange(3))
            return "innerHTML"
        if choice == 8:
            element = self.pick_parent()
            parent = self.pick_parent()
            if element in (document.body, self.detached) or element.contains(parent):
                return "none"
            parent.appendChild(element)
            return "moved (appendChild)"
        if choice == 9:
            node = self.pick()
            parent = node.parentNode
            if parent is None or node.nodeType not in (1, 3):
                return "none"
            try:
                parent.moveBefore(node, rng.choice([None, *children_of(parent)]))
            except Exception:  # (a moveBefore the Standard refuses: none here, but safe)
                return "none"
            return "moveBefore"
        if choice == 10:
            node = self.pick()
            if node in (document.body, self.detached) or node.parentNode is None:
                return "none"
            node.replaceWith(rng.choice([self.new_element(), document.createTextNode("r")]))
            return "replaced"
        if choice == 11:
            self.pick_parent().normalize()
            return "normalize"
        if choice == 12:
            text = self.pick(3)
            if text.nodeType != 3:
                return "none"
            text.splitText(rng.randrange(len(text.data) + 1))
            return "splitText"
        if choice == 13:
            node = self.pick()
            parent = self.pick_parent()
            if node in (document.body, self.detached):
                return "none"
            parent.appendChild(node.cloneNode(True))
            return "copy inserted"
        if choice == 14:
            element = self.pick(1)
            name = rng.choice(["class", "name", "href", "title"])
            if rng.random() < 0.3:
                element.removeAttribute(name)
            else:
                element.setAttribute(name, rng.choice([*CLASSES, *NAMES]))
            return f"attribute {name}"
        if choice == 15:
            element = self.pick(1)
            if element in (document.body, self.detached):
                return "none"
            self.other.body.appendChild(element)  # (adopted: the count moves on, no entry)
            if rng.random() < 0.7:
                self.pick_parent().appendChild(element)
            return "adopted into another document"
        if choice == 16:
            element = self.pick(1)
            if element in (document.body, self.detached) or element.parentNode is None:
                return "none"
            element.outerHTML = self.markup(rng.randrange(3))
            return "outerHTML"
        if choice == 17:
            element = self.pick(1)
            where = rng.choice(["afterbegin", "beforeend"])
            element.insertAdjacentHTML(where, self.markup(rng.randrange(1, 3)))
            return "insertAdjacentHTML"
        if choice == 18:
            element = self.pick(1)
            live_range = document.createRange()
            live_range.selectNodeContents(element)
            count = len(children_of(element))
            if count:
                live_range.setStart(element, rng.randrange(count + 1))
            live_range.deleteContents()
            return "range deleteContents"
        template = self.pick_parent()
        fragment = document.createRange().createContextualFragment(self.markup(2))
        template.appendChild(fragment)
        return "fragment inserted"


# --- the comparisons -------------------------------------------------------------------------


def read(world: World, step: str, full: bool) -> None:
    """Each kept collection read: a few indexes in a random order (``full``: every index,
    its ``length`` and its iteration), each answer compared with the model's."""
    rng = world.rng
    for name, root, collection, model in world.collections:
        expected = model(root)
        if full:
            order = list(range(len(expected) + 2))
            rng.shuffle(order)
        else:  # (mostly early indexes: the cursor stays in the tree, where changes find it)
            bound = min(len(expected) + 2, rng.choice([2, 3, 5, 100]))
            order = [rng.randrange(bound) for _ in range(rng.randrange(3))]
        for index in order:
            wanted = expected[index] if index < len(expected) else None
            assert collection.item(index) is wanted, (step, name, root, index)
        if full or rng.random() < 0.1:
            assert collection.length == len(expected), (step, name, root)
        if full:
            assert list(collection) == expected, (step, name, root)


def run(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    world = World(rng)
    read(world, f"seed {seed}: start", False)
    for number in range(steps):
        step = f"seed {seed}, step {number}: {world.change()}"
        read(world, step, number % 10 == 9)


@pytest.mark.parametrize("seed", range(3))
def test_kept_collections_answer_as_the_tree_is_after_random_changes(seed: int) -> None:
    run(seed, 40)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 83))
def test_kept_collections_answer_as_the_tree_is_after_random_changes_long(seed: int) -> None:
    run(seed, 200)


# --- the kept view ---------------------------------------------------------------------------


def new_document(markup: str) -> Any:
    return DOMParser().parseFromString(f"<!doctype html><body>{markup}", "text/html")


def test_a_change_inside_an_item_keeps_the_view_and_one_of_a_member_does_not() -> None:
    """The view (the list of nodes found) is the same object after a change that inserts or
    removes nothing the collection could hold, a new one after one that does."""
    document = new_document("<div>" + "<p class=c>y</p>" * 5 + "</div>")
    div = document.body.firstChild
    collections = [
        div.children,
        document.getElementsByTagName("p"),
        document.getElementsByClassName("c"),
    ]
    for collection in collections:
        assert collection.length == 5
    views = [collection._nodes for collection in collections]
    first = div.firstChild
    first.appendChild(document.createTextNode("x"))
    first.textContent = "z"
    first.innerHTML = "<b>x</b><i>y</i>"
    first.firstChild.remove()
    document.body.appendChild(document.createElement("span"))
    for collection, view in zip(collections, views, strict=True):
        assert collection.length == 5 and collection._nodes is view
    first.appendChild(document.createElement("p"))  # (a p, no class: not a child of div)
    assert div.children._nodes is views[0]
    assert collections[2]._nodes is views[2]
    tags = collections[1]
    assert tags.length == 6 and tags._nodes is not views[1] and tags[1] is first.lastChild


def test_the_cursor_left_in_a_removed_node_is_taken_up_after_the_last_found() -> None:
    """A partial read stops in a node (the cursor); that node removed by a change the
    collection does not see, the next read goes on from the last node found."""
    document = new_document("<ul><li>a</li>t<li>b</li>u<li>c</li></ul>")
    items = document.body.firstChild.children
    assert items.item(0).textContent == "a"  # (the cursor: the text "t")
    items.item(0).nextSibling.remove()
    assert items.item(1).textContent == "b" and items.length == 3
    paragraphs = new_document("<p>1</p><div><b>x</b></div><p>2</p><p>3</p>")
    found = paragraphs.getElementsByTagName("p")
    assert found.item(0).textContent == "1"  # (the cursor: the p's text)
    found.item(0).firstChild.remove()
    paragraphs.body.children[1].remove()  # (the div, with no p in it)
    assert found.item(1).textContent == "2" and found.item(2).textContent == "3"
    assert found.length == 3


def test_a_node_moved_into_or_out_of_the_root_changes_its_children() -> None:
    """``moveBefore`` changes two parents' children: a collection of either's sees it."""
    document = new_document("<div><i></i></div><section><b></b>t</section>")
    div, section = document.body.children
    into, out_of = div.children, section.childNodes
    assert into.length == 1 and out_of.length == 2
    div.moveBefore(section.firstChild, None)
    assert into.length == 2 and into.item(1).localName == "b"
    assert out_of.length == 1 and out_of.item(0).data == "t"
    section.moveBefore(div.firstChild, None)
    assert into.length == 1 and out_of.length == 2 and out_of.item(1).localName == "i"


def test_changes_past_the_record_or_without_an_entry_find_the_view_again() -> None:
    """More changes than the document's record keeps, a node adopted into another document
    (no entry: a gap) and a root adopted away find the view again."""
    document = new_document("<div><p>a</p><p>b</p></div>")
    div = document.body.firstChild
    found = div.getElementsByTagName("p")
    assert found[0].textContent == "a"
    for _ in range(2_000):  # (far past the record's first 256 entries)
        div.firstChild.appendChild(document.createTextNode("x"))
    assert found[1].textContent == "b" and found.length == 2
    other = new_document("")
    other.body.appendChild(div.lastChild)  # (the second p adopted: a gap in the record)
    assert found.length == 1 and found.item(1) is None
    other.body.appendChild(div)  # (the root itself in another document)
    div.appendChild(other.createElement("p"))
    assert found.length == 2 and found[1].ownerDocument is other


def test_a_changed_attribute_the_filter_reads_still_finds_the_view_again() -> None:
    document = new_document("<p class=c></p><p></p><a name=n></a>")
    by_class = document.getElementsByClassName("c")
    anchors = document.anchors
    assert by_class.length == 1 and anchors.length == 1
    document.body.children[1].className = "c"
    document.body.lastChild.removeAttribute("name")
    assert by_class.length == 2 and anchors.length == 0


# --- the ID map: elements that share an ID -----------------------------------------------------


def first_with_id(root: Any, wanted: str) -> list[Any]:
    return [e for e in elements(root) if e.getAttribute("id") == wanted]


def run_ids(seed: int, steps: int) -> None:
    """Random changes to a document whose elements share three IDs (elements inserted before
    the first, after the last and between, removed, moved, IDs set and removed, markup),
    each lookup compared with the elements of the tree in tree order."""
    rng = random.Random(seed)
    document = new_document("".join(f"<p id={rng.choice('abc')}>t</p>" for _ in range(12)))
    body = document.body

    def element() -> Any:
        made = document.createElement(rng.choice(["p", "span"]))
        if rng.random() < 0.8:
            made.id = rng.choice("abc")
        return made

    for number in range(steps):
        everything = elements(body)
        choice = rng.randrange(7)
        target = rng.choice(everything) if everything else body
        if choice == 0:
            body.insertBefore(element(), rng.choice([None, body.firstChild, *children_of(body)]))
        elif choice == 1:
            parent = rng.choice([body, *everything])
            parent.insertBefore(element(), rng.choice([None, *children_of(parent)]))
        elif choice == 2 and target is not body:
            target.remove()
        elif choice == 3 and target is not body:
            parent = target.parentNode
            parent.moveBefore(target, rng.choice([None, *children_of(parent)]))
        elif choice == 4:
            if rng.random() < 0.3:
                target.removeAttribute("id")
            else:
                target.id = rng.choice("abc")
        elif choice == 5 and target is not body:
            target.innerHTML = "".join(f"<b id={rng.choice('abc')}></b>" for _ in range(2))
        elif choice == 6 and target is not body:
            destination = rng.choice([body, *everything])
            if not target.contains(destination):
                destination.appendChild(target)
        step = f"seed {seed}, step {number}, change {choice}"
        for wanted in "abc":
            expected = first_with_id(document, wanted)
            assert document.getElementById(wanted) is (expected[0] if expected else None), step
            if rng.random() < 0.3:
                assert list(document.querySelectorAll(f"#{wanted}")) == expected, step
                scope = rng.choice([body, *elements(body)])
                inner = first_with_id(scope, wanted)
                assert list(scope.querySelectorAll(f"#{wanted}")) == inner, step


@pytest.mark.parametrize("seed", range(4))
def test_elements_that_share_an_id_are_found_in_tree_order(seed: int) -> None:
    run_ids(seed, 80)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 64))
def test_elements_that_share_an_id_are_found_in_tree_order_long(seed: int) -> None:
    run_ids(seed, 400)


def test_the_first_of_an_id_removed_in_turn_and_one_put_before_it() -> None:
    document = new_document("<p id=x>0</p><i></i>" * 4)
    body = document.body
    found = []
    while (element := document.getElementById("x")) is not None:
        found.append(element.textContent)
        element.remove()
        if len(found) == 2:  # (one put before the first: the first again)
            new = body.insertBefore(document.createElement("b"), body.firstChild)
            new.id = "x"
            new.textContent = "new"
    assert found == ["0", "0", "new", "0", "0"]
