"""Lookups by ID and live collections against a reference model written from the Standards
(issue 58, items 2 and 3): random trees changed at random (IDs, classes, names and other
attributes set, changed and removed; elements inserted, moved, removed and cloned; markup
through ``innerHTML``; fragments and template contents filled and inserted), and after each
change every answer compared with a walk of the tree in tree order:

- https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid: "the first element,
  in tree order, within this's descendants, whose ID is elementId" (documents and fragments);
- ``querySelector('#id')`` / ``querySelectorAll('#id')`` on a document, a fragment, connected
  and disconnected elements (the descendants of the scoping root that have the ID; ASCII
  case-insensitively in quirks mode);
- HTML's ``label.control`` (the first element of the label's tree with the ``for`` ID, if
  labelable) and ``input.form`` with a ``form`` attribute (the first element of its tree with
  that ID, if a ``form``);
- the live collections (``getElementsByTagName``, ``getElementsByTagNameNS``,
  ``getElementsByClassName``, ``children``, ``childNodes``, ``document.links``), kept from
  the start and read between changes by index in random orders (the cached cursor), by
  ``length`` and by iteration.

The model walks with ``firstChild``/``nextSibling`` only (no collection), and reads
attributes with ``getAttribute``.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.html import DOMParser

IDS = ["a", "b", "c", "A", "d"]
CLASSES = ["x", "y", "x y", "y x z", " x ", "X"]
TAGS = ["div", "p", "span", "label", "input", "form", "a", "section"]
LABELABLE = {"input", "button", "meter", "output", "progress", "select", "textarea"}


# --- the model -------------------------------------------------------------------------------


def descendants(root: Any) -> list[Any]:
    """The descendants of ``root`` in tree order (https://dom.spec.whatwg.org/#concept-tree-order)."""
    found = []
    stack = []
    node = root.firstChild
    while node is not None:
        found.append(node)
        if node.firstChild is not None:
            stack.append(node)
            node = node.firstChild
            continue
        while node is not None and node.nextSibling is None:
            node = stack.pop() if stack else None
        node = None if node is None else node.nextSibling
    return found


def elements(root: Any) -> list[Any]:
    return [n for n in descendants(root) if n.nodeType == 1]


def root_of(node: Any) -> Any:
    while node.parentNode is not None:
        node = node.parentNode
    return node


def id_of(element: Any) -> str | None:
    """https://dom.spec.whatwg.org/#concept-id: the ``id`` attribute of no namespace, unless
    empty."""
    return element.getAttributeNS(None, "id") or None


def model_by_id(root: Any, wanted: str, quirks: bool = False) -> list[Any]:
    if quirks:
        return [e for e in elements(root) if (id_of(e) or "").lower() == wanted.lower()]
    return [e for e in elements(root) if wanted and id_of(e) == wanted]


def classes_of(element: Any, lower: bool = False) -> set[str]:
    value = element.getAttribute("class") or ""
    return set((value.lower() if lower else value).split())


def model_collections(
    document: Any, kept: dict[str, tuple[Any, Any]], quirks: bool
) -> dict[str, list[Any]]:
    """The collections' nodes (getElementsByClassName: ASCII case-insensitively in quirks
    mode)."""
    found = {}
    for key, (root, _) in kept.items():
        kind, _, arg = key.partition(":")
        if kind == "tag":
            found[key] = [e for e in elements(root) if e.localName == arg or arg == "*"]
        elif kind == "ns":
            found[key] = [
                e
                for e in elements(root)
                if e.namespaceURI == "http://www.w3.org/1999/xhtml" and e.localName == arg
            ]
        elif kind == "class":
            if quirks:
                wanted = set(arg.lower().split())
                found[key] = [e for e in elements(root) if wanted <= classes_of(e, True)]
            else:
                wanted = set(arg.split())
                found[key] = [e for e in elements(root) if wanted <= classes_of(e)]
        elif kind == "children":
            found[key] = [n for n in _children(root) if n.nodeType == 1]
        elif kind == "childNodes":
            found[key] = _children(root)
        else:
            assert kind == "links"
            found[key] = [
                e for e in elements(root) if e.localName in ("a", "area") and e.hasAttribute("href")
            ]
    return found


def _children(node: Any) -> list[Any]:
    found = []
    child = node.firstChild
    while child is not None:
        found.append(child)
        child = child.nextSibling
    return found


# --- the random changes ----------------------------------------------------------------------


class World:
    """A document, a detached subtree, a fragment and a template's contents, changed at
    random."""

    def __init__(self, rng: random.Random, quirks: bool) -> None:
        self.rng = rng
        self.quirks = quirks
        doctype = "" if quirks else "<!doctype html>"
        self.document = DOMParser().parseFromString(doctype + "<body>", "text/html")
        body = self.document.body
        body.innerHTML = self.markup(12)
        self.detached = self.document.createElement("div")
        self.detached.innerHTML = self.markup(6)
        self.fragment = self.document.createDocumentFragment()
        holder = self.document.createElement("div")
        holder.innerHTML = self.markup(6)
        while holder.firstChild is not None:
            self.fragment.appendChild(holder.firstChild)
        template = self.document.createElement("template")
        template.innerHTML = self.markup(6)
        body.appendChild(template)
        self.template = template

    def markup(self, count: int) -> str:
        rng = self.rng
        parts = []
        for _ in range(count):
            tag = rng.choice(TAGS)
            attributes = ""
            if rng.random() < 0.6:
                attributes += f" id={rng.choice(IDS)}"
            if rng.random() < 0.4:
                attributes += f" class='{rng.choice(CLASSES)}'"
            if tag == "label" and rng.random() < 0.7:
                attributes += f" for={rng.choice(IDS)}"
            if tag == "input" and rng.random() < 0.7:
                attributes += f" form={rng.choice(IDS)}"
            if tag == "a" and rng.random() < 0.5:
                attributes += " href=/x"
            void = tag == "input"
            inner = "" if void else ("t" if rng.random() < 0.5 else "")
            close = "" if void else (f"</{tag}>" if rng.random() < 0.7 else "")
            parts.append(f"<{tag}{attributes}>{inner}{close}")
        return "".join(parts)

    def roots(self) -> list[Any]:
        return [self.document, self.detached, self.fragment, self.template.content]

    def all_elements(self) -> list[Any]:
        """The elements of the four roots (but the document's ``html``, ``head``, ``body``)."""
        found = []
        for root in self.roots():
            found.extend(e for e in elements(root) if e.localName not in ("html", "head", "body"))
        return found

    def pick_element(self) -> Any:
        return self.rng.choice(self.all_elements())

    def pick_parent(self) -> Any:
        candidates = [self.document.body, self.detached, self.fragment, self.template.content]
        candidates += [e for e in self.all_elements() if e.localName != "input"]
        return self.rng.choice(candidates)

    def change(self) -> str:
        rng = self.rng
        element = self.pick_element()
        choice = rng.randrange(15)
        if choice == 0:
            element.setAttribute("id", rng.choice(IDS))
            return "set id"
        if choice == 1:
            element.removeAttribute("id")
            return "remove id"
        if choice == 2:
            element.setAttribute("class", rng.choice(CLASSES))
            return "set class"
        if choice == 3:
            element.setAttribute(
                rng.choice(["title", "name", "href", "for", "form"]), rng.choice(IDS)
            )
            return "set another attribute"
        if choice == 4:
            new = self.document.createElement(rng.choice(TAGS))
            if rng.random() < 0.7:
                new.id = rng.choice(IDS)
            if rng.random() < 0.5:
                new.className = rng.choice(CLASSES)
            parent = self.pick_parent()
            reference = rng.choice([None, *_children(parent)])
            parent.insertBefore(new, reference)
            return "insert"
        if choice == 5:
            parent = self.pick_parent()
            if element is parent or element.contains(parent):
                return "none"
            try:
                parent.appendChild(element)
            except DOMException as error:  # (a template's contents in the element: its host)
                assert error.name == "HierarchyRequestError"
                return "none"
            return "move (remove and insert)"
        if choice == 6:
            element.remove()
            if rng.random() < 0.5:
                self.detached.appendChild(element)
            return "remove"
        if choice == 7:
            if element.localName != "input":
                element.innerHTML = self.markup(rng.randrange(4))
            return "innerHTML"
        if choice == 8:
            parent = self.pick_parent()
            if element.contains(parent):
                return "none"
            parent.appendChild(element.cloneNode(True))
            return "clone"
        if choice == 9:
            holder = self.document.createElement("div")
            holder.innerHTML = self.markup(3)
            fragment = self.document.createDocumentFragment()
            while holder.firstChild is not None:
                fragment.appendChild(holder.firstChild)
            self.pick_parent().appendChild(fragment)
            return "fragment inserted"
        if choice == 10:
            parent = element.parentNode
            if parent is None or parent.nodeType == 11:
                return "none"
            sibling = rng.choice(_children(parent))
            if sibling.nodeType == 1 or sibling.nodeType == 3:
                try:
                    parent.moveBefore(element, sibling)
                except Exception:  # (a moveBefore the Standard refuses)
                    return "none"
            return "moveBefore"
        if choice == 11:
            attribute = element.getAttributeNode("id")
            if attribute is not None:
                attribute.value = rng.choice([*IDS, ""])
            return "Attr.value"
        if choice == 12:
            element.setAttributeNS("urn:x", "p:id", rng.choice(IDS))
            return "id in a namespace"
        if choice == 13:
            element.classList.toggle(rng.choice(["x", "y", "z"]))
            return "classList.toggle"
        # an element of the template's contents or the fragment moved to the document
        source = rng.choice([self.fragment, self.template.content])
        moved = elements(source)
        if moved:
            self.document.body.appendChild(rng.choice(moved))
        return "adopted into the document"


# --- the comparisons -------------------------------------------------------------------------


def check_lookups(world: World, step: str) -> None:
    document = world.document
    for wanted in [*IDS, "", "none"]:
        expected = model_by_id(document, wanted)
        first = expected[0] if expected else None
        assert document.getElementById(wanted) is first, (step, wanted)
        for fragment in (world.fragment, world.template.content):
            in_fragment = model_by_id(fragment, wanted)
            assert fragment.getElementById(wanted) is (in_fragment[0] if in_fragment else None), (
                step,
                wanted,
            )
        if not wanted or wanted == "none":
            continue
        for root in [
            document,
            world.fragment,
            world.detached,
            world.rng.choice(world.all_elements()),
        ]:
            expected = model_by_id(root, wanted, world.quirks)
            assert root.querySelector(f"#{wanted}") is (expected[0] if expected else None), (
                step,
                wanted,
                root,
            )
            assert list(root.querySelectorAll(f"#{wanted}")) == expected, (step, wanted, root)
        expected = [e for e in model_by_id(document, wanted, world.quirks) if e.localName == "p"]
        assert list(document.querySelectorAll(f"p#{wanted}")) == expected, (step, wanted)
    for element in world.all_elements():
        if element.localName == "label":
            wanted = element.getAttribute("for")
            if wanted is not None:
                found = model_by_id(root_of(element), wanted)
                control = found[0] if found and found[0].localName in LABELABLE else None
                assert element.control is control, (step, wanted)
        if element.localName == "input" and element.hasAttribute("form"):
            # https://html.spec.whatwg.org/#reset-the-form-owner: the form attribute names
            # the owner while the element is connected (step 3); otherwise its nearest
            # ancestor form is (step 4)
            wanted = element.getAttribute("form")
            if element.isConnected:
                found = model_by_id(root_of(element), wanted)
                owner = found[0] if found and found[0].localName == "form" else None
            else:
                owner = element.parentElement
                while owner is not None and owner.localName != "form":
                    owner = owner.parentElement
            assert element.form is owner, (step, wanted)


def read_collections(world: World, kept: dict[str, tuple[Any, Any]]) -> None:
    """Read each kept collection partly, in a random order (the cursor moves, the view is
    found only as far as asked)."""
    rng = world.rng
    for _, collection in kept.values():
        for _ in range(rng.randrange(4)):
            collection.item(rng.randrange(8))


def check_collections(world: World, kept: dict[str, tuple[Any, Any]], step: str) -> None:
    expected = model_collections(world.document, kept, world.quirks)
    rng = world.rng
    for key, (_, collection) in kept.items():
        nodes = expected[key]
        order = list(range(len(nodes) + 2))
        if rng.random() < 0.5:
            rng.shuffle(order)
        for index in order:
            wanted = nodes[index] if index < len(nodes) else None
            assert collection.item(index) is wanted, (step, key, index)
        assert collection.length == len(nodes), (step, key)
        assert list(collection) == nodes, (step, key)


def keep_collections(world: World) -> dict[str, tuple[Any, Any]]:
    document = world.document
    body = document.body
    first = elements(body)[0] if elements(body) else body
    return {
        "tag:p": (document, document.getElementsByTagName("p")),
        "tag:*": (document, document.getElementsByTagName("*")),
        "tag:span": (body, body.getElementsByTagName("span")),
        "ns:div": (
            document,
            document.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "div"),
        ),
        "class:x": (document, document.getElementsByClassName("x")),
        "class:x y": (body, body.getElementsByClassName("x y")),
        "children": (body, body.children),
        "childNodes": (body, body.childNodes),
        "children:first": (first, first.children),
        "tag:label": (world.detached, world.detached.getElementsByTagName("label")),
        "class:y": (world.detached, world.detached.getElementsByClassName("y")),
        "links": (document, document.links),
    }


def run(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    world = World(rng, quirks=seed % 5 == 4)
    kept = keep_collections(world)
    check_lookups(world, "start")
    check_collections(world, kept, "start")
    for number in range(steps):
        step = f"seed {seed}, step {number}: {world.change()}"
        if rng.random() < 0.5:
            read_collections(world, kept)
            step += " (after partial reads)"
            step += f": {world.change()}"
        check_lookups(world, step)
        check_collections(world, kept, step)


@pytest.mark.parametrize("seed", range(6))
def test_lookups_and_collections_follow_random_changes(seed: int) -> None:
    run(seed, 30)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(6, 106))
def test_lookups_and_collections_follow_random_changes_long(seed: int) -> None:
    run(seed, 150)


def test_a_lookup_before_the_document_has_a_map_and_after() -> None:
    """The ID map is made by the first lookup: elements inserted before and after it, a
    subtree removed with its IDs, an ID given to a disconnected element that is then
    inserted, and duplicates in tree order after moves."""
    document = DOMParser().parseFromString("<!doctype html><body><p id=a></p>", "text/html")
    loose = document.createElement("span")
    loose.id = "b"
    first = document.body.firstChild
    assert document.getElementById("a") is first
    assert document.getElementById("b") is None
    document.body.appendChild(loose)
    assert document.getElementById("b") is loose
    loose.id = "a"
    assert document.getElementById("a") is first and document.getElementById("b") is None
    document.body.insertBefore(loose, first)
    assert document.getElementById("a") is loose
    document.body.moveBefore(first, loose)
    assert document.getElementById("a") is first
    first.remove()
    assert document.getElementById("a") is loose
    loose.removeAttribute("id")
    assert document.getElementById("a") is None
