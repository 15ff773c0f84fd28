"""Slots and events across shadow boundaries (https://dom.spec.whatwg.org/#shadow-tree-slots,
https://dom.spec.whatwg.org/#concept-event-dispatch): named and manual slot assignment,
``assignedSlot``, ``assignedNodes``/``assignedElements`` with ``flatten`` and fallback
content; ``composed``, ``composedPath()`` with open and closed trees, retargeting of
``target`` and ``relatedTarget``, and the Window at the end of a shown document's path. The
behaviour of WPT's shadow-dom/ tests (slots.html, slots-fallback.html, HTMLSlotElement-interface,
Extensions-to-Event-Interface, event-composed-path*, event-inside-shadow-tree), in our own
words."""

from __future__ import annotations

from webapi.dom import Event
from webapi.eventloop import VirtualClock
from webapi.html import DOMParser, create_top_level_traversable, document_from_response

LIGHT = "<div id=host><span id=a slot=a>A</span><b id=b>B</b>text<i id=c slot=zz>C</i></div>"


def _host(mode: str = "open", assignment: str = "named"):
    document = DOMParser().parseFromString(LIGHT, "text/html")
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": mode, "slotAssignment": assignment})
    return document, host, shadow


def _names(nodes) -> list[str]:
    return [node.nodeName for node in nodes]


def test_named_slots():
    document, _host_element, shadow = _host()
    shadow.innerHTML = "<slot name=a></slot><p><slot id=default>fallback</slot></p>"
    slot_a, default = shadow.querySelectorAll("slot")
    assert _names(slot_a.assignedNodes()) == ["SPAN"]
    assert _names(default.assignedNodes()) == ["B", "#text"]
    assert _names(default.assignedElements()) == ["B"]
    assert document.getElementById("a").assignedSlot is slot_a
    assert document.getElementById("b").assignedSlot is default
    assert document.getElementById("c").assignedSlot is None  # no slot named "zz"
    # a change of a slot attribute or name reassigns
    document.getElementById("c").slot = "a"
    assert _names(slot_a.assignedNodes()) == ["SPAN", "I"]
    slot_a.name = "zz"
    assert slot_a.assignedNodes() == []
    document.getElementById("c").slot = "zz"
    assert _names(slot_a.assignedNodes()) == ["I"]
    # the first slot of a name in tree order wins
    shadow.prepend(document.createElement("slot"))
    assert _names(default.assignedNodes()) == []


def test_assigned_slot_of_a_closed_tree_is_hidden():
    document, _host_element, shadow = _host("closed")
    shadow.innerHTML = "<slot name=a></slot>"
    assert document.getElementById("a").assignedSlot is None
    assert _names(shadow.firstChild.assignedNodes()) == ["SPAN"]


def test_fallback_and_flatten():
    document, _host_element, shadow = _host()
    shadow.innerHTML = "<slot name=none>fallback<em>!</em></slot>"
    slot = shadow.firstChild
    assert slot.assignedNodes() == []
    assert _names(slot.assignedNodes({"flatten": True})) == ["#text", "EM"]
    # a slot assigned to a slot of an outer shadow tree flattens to its own assigned nodes
    outer = document.createElement("div")
    outer_shadow = outer.attachShadow({"mode": "open"})
    outer_shadow.innerHTML = "<slot></slot>"
    inner_slot = document.createElement("slot")
    outer.append(inner_slot)
    assert _names(outer_shadow.firstChild.assignedNodes()) == ["SLOT"]
    # (that slot is not in a shadow tree: itself, not its assigned nodes)
    assert _names(outer_shadow.firstChild.assignedNodes({"flatten": True})) == ["SLOT"]
    # a slot outside a shadow tree has no assigned nodes
    assert document.createElement("slot").assignedNodes({"flatten": True}) == []


def test_manual_assignment():
    document, host, shadow = _host(assignment="manual")
    shadow.innerHTML = "<slot id=one></slot><slot id=two></slot>"
    one, two = shadow.querySelectorAll("slot")
    a, b = document.getElementById("a"), document.getElementById("b")
    assert one.assignedNodes() == [] and a.assignedSlot is None  # names are ignored
    one.assign(a, b, a)
    assert _names(one.assignedNodes()) == ["SPAN", "B"] and b.assignedSlot is one
    two.assign(b)
    assert _names(one.assignedNodes()) == ["SPAN"] and _names(two.assignedNodes()) == ["B"]
    stranger = document.createElement("u")
    one.assign(stranger)  # kept, but not a child of the host: not assigned
    assert one.assignedNodes() == [] and stranger.assignedSlot is None
    host.append(stranger)
    assert _names(one.assignedNodes()) == ["U"]


def _listen(target, log, label):
    target.addEventListener(
        "x",
        lambda event: log.append(
            (label, event.target.id or event.target.nodeName, len(event.composedPath()))
        ),
    )


def test_composed_and_retargeting():
    document, host, shadow = _host()
    shadow.innerHTML = "<p id=inner>x</p>"
    inner = shadow.firstChild
    log: list[tuple[str, str, int]] = []
    _listen(inner, log, "inner")
    _listen(shadow, log, "shadow")
    _listen(host, log, "host")
    _listen(document, log, "document")
    inner.dispatchEvent(Event("x", {"bubbles": True, "composed": True}))
    # p, shadow root, host, body, html, document
    assert log == [
        ("inner", "inner", 6),
        ("shadow", "inner", 6),
        ("host", "host", 6),
        ("document", "host", 6),
    ]
    log.clear()
    inner.dispatchEvent(Event("x", {"bubbles": True}))  # not composed: stops at the root
    assert log == [("inner", "inner", 2), ("shadow", "inner", 2)]


def test_closed_trees_are_hidden_from_composed_path():
    document, host, shadow = _host("closed")
    shadow.innerHTML = "<p>x</p>"
    paths: dict[str, list[str]] = {}
    shadow.firstChild.addEventListener(
        "x", lambda e: paths.setdefault("p", _names(e.composedPath()))
    )
    document.addEventListener("x", lambda e: paths.setdefault("doc", _names(e.composedPath())))
    event = Event("x", {"bubbles": True, "composed": True})
    shadow.firstChild.dispatchEvent(event)
    assert paths["p"] == ["P", "#document-fragment", "DIV", "BODY", "HTML", "#document"]
    assert paths["doc"] == ["DIV", "BODY", "HTML", "#document"]
    # after dispatch the target is the host (retargeted), the path gone
    assert event.target is host and event.composedPath() == []
    # an event that never left the shadow tree has its targets cleared
    inside = Event("x", {"bubbles": True})
    shadow.firstChild.dispatchEvent(inside)
    assert inside.target is None and inside.currentTarget is None


def test_slotted_nodes_bubble_through_their_slot():
    document, host, shadow = _host()
    shadow.innerHTML = "<div id=wrap><slot name=a></slot></div>"
    seen: list[tuple[str, str]] = []
    wrap = shadow.firstChild
    wrap.addEventListener("x", lambda e: seen.append(("wrap", e.target.id)))
    host.addEventListener("x", lambda e: seen.append(("host", e.target.id)))
    span = document.getElementById("a")
    event = Event("x", {"bubbles": True})
    span.dispatchEvent(event)
    assert seen == [("wrap", "a"), ("host", "a")]
    assert event.target is span  # never in a shadow tree: not cleared


def test_related_target_is_retargeted():
    from webapi.uievents import MouseEvent

    document, host, shadow = _host()
    shadow.innerHTML = "<p id=one></p><p id=two></p>"
    one, two = shadow.querySelectorAll("p")
    seen: list[tuple[str, object, object]] = []
    for target, label in ((two, "two"), (host, "host"), (document.body, "body")):
        target.addEventListener(
            "mouseover",
            lambda e, label=label: seen.append((label, e.target, e.relatedTarget)),
        )
    two.dispatchEvent(
        MouseEvent("mouseover", {"bubbles": True, "composed": True, "relatedTarget": one})
    )
    # inside the tree the related target is itself; outside, target and related target would
    # both be the host: the path stops there (step 6.9.7)
    assert seen == [("two", two, one)]
    seen.clear()
    outside = document.getElementById("b")
    two.dispatchEvent(
        MouseEvent("mouseover", {"bubbles": True, "composed": True, "relatedTarget": outside})
    )
    assert seen == [("two", two, outside), ("host", host, outside), ("body", host, outside)]


def test_the_window_ends_a_shown_documents_event_path():
    document = document_from_response(
        b"<!doctype html><body><p id=p>x</p>", "https://a.example/", "text/html"
    )
    window = create_top_level_traversable(document, clock=VirtualClock())
    shown = window.document
    paths: list[int] = []
    reached: list[str] = []
    window.addEventListener("x", lambda e: reached.append(e.target.id))
    shown.getElementById("p").addEventListener("x", lambda e: paths.append(len(e.composedPath())))
    shown.getElementById("p").dispatchEvent(Event("x", {"bubbles": True}))
    assert paths == [5] and reached == ["p"]  # p, body, html, document, window
    # a load event stops at the document
    shown.addEventListener("load", lambda e: paths.append(len(e.composedPath())))
    shown.dispatchEvent(Event("load"))
    assert paths[-1] == 1


def test_slotchange_is_queued_and_fired_once_per_checkpoint():
    from webapi.dom import perform_a_microtask_checkpoint

    document, host, shadow = _host()
    fired: list[str] = []
    shadow.addEventListener("slotchange", lambda e: fired.append(e.target.name or "default"))
    shadow.innerHTML = "<slot name=a></slot><slot></slot>"
    assert fired == []  # not before the microtask
    perform_a_microtask_checkpoint()
    assert sorted(fired) == ["a", "default"]
    fired.clear()
    span = document.getElementById("a")
    span.slot = "b"  # leaves slot a for nothing
    host.append(document.createElement("u"), document.createTextNode("t"))
    perform_a_microtask_checkpoint()
    assert fired == ["a", "default"]  # once each, in the order signaled
    fired.clear()
    span.slot = "b"  # no change
    host.append(document.createElement("u2"))
    host.lastChild.slot = "nowhere"  # assigned to no slot: the default loses it
    perform_a_microtask_checkpoint()
    assert fired == ["default"]
    fired.clear()
    shadow.querySelector("slot[name=a]").append("fallback")  # an empty slot's fallback
    perform_a_microtask_checkpoint()
    assert fired == ["a"]
    fired.clear()
    default = shadow.lastChild
    default.addEventListener("slotchange", lambda e: fired.append("at the removed slot"))
    shadow.replaceChildren()  # removed slots lose their nodes (fired where they are now)
    perform_a_microtask_checkpoint()
    assert fired == ["at the removed slot"] and default.assignedNodes() == []


def test_slotchange_for_manual_assignment():
    from webapi.dom import perform_a_microtask_checkpoint

    document, _host_element, shadow = _host(assignment="manual")
    shadow.innerHTML = "<slot></slot>"
    fired: list[int] = []
    slot = shadow.firstChild
    slot.addEventListener("slotchange", lambda e: fired.append(len(slot.assignedNodes())))
    perform_a_microtask_checkpoint()
    assert fired == []
    slot.assign(document.getElementById("b"))
    perform_a_microtask_checkpoint()
    assert fired == [1]
