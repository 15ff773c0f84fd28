"""``window[name]`` (https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object)
after random changes, against the Standard's definition walked over the tree afresh (issue
73, item 14: the child navigables found through the document's kept collection of ``iframe``
elements, the IDs through its ID map, the names through its kept index): a child navigable
whose target name is the name, else the one named object, else a live ``HTMLCollection`` of
them in tree order: the ``embed``, ``form``, ``img`` and ``object`` elements whose ``name``
is the name and the elements whose ID is the name.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.dom.test_lookup_model import elements
from webapi.eventloop import VirtualClock
from webapi.html import create_top_level_traversable, document_from_response

HTML = "http://www.w3.org/1999/xhtml"
NAMES = ["a", "b", "c"]
TAGS = ["img", "form", "embed", "object", "p", "div", "span"]


def open_window(markup: str) -> Any:
    document = document_from_response(
        f"<!doctype html><body>{markup}".encode(), "https://a.example/", "text/html"
    )
    return create_top_level_traversable(document, clock=VirtualClock())


def model(window: Any, name: str) -> Any:
    """The named property's value by the Standard's steps, from a walk of the tree; a list
    for a collection."""
    everything = elements(window.document)
    for frame in everything:
        if frame.localName == "iframe" and frame.namespaceURI == HTML:
            content = frame.contentWindow
            if content is not None and content.name == name:
                return content
    named = [
        e
        for e in everything
        if (
            e.namespaceURI == HTML
            and e.localName in ("embed", "form", "img", "object")
            and e.getAttribute("name") == name
        )
        or e.getAttribute("id") == name
    ]
    if not named:
        return None
    return named[0] if len(named) == 1 else named


def markup(rng: random.Random, count: int) -> str:
    parts = []
    for _ in range(count):
        tag = rng.choice(TAGS)
        attributes = ""
        if rng.random() < 0.5:
            attributes += f" name={rng.choice(NAMES)}"
        if rng.random() < 0.4:
            attributes += f" id={rng.choice(NAMES)}"
        parts.append(f"<{tag}{attributes}></{tag}>")
    return "".join(parts)


def change(window: Any, rng: random.Random) -> str:
    document = window.document
    body = document.body
    everything = [e for e in elements(body) if e.localName != "iframe"] or [body]
    target = rng.choice(everything)
    choice = rng.randrange(8)
    if choice == 0:
        made = document.createElement(rng.choice(TAGS))
        made.setAttribute(rng.choice(["name", "id"]), rng.choice(NAMES))
        parent = rng.choice([body, *everything])
        parent.insertBefore(made, rng.choice([None, parent.firstChild]))
        return "inserted"
    if choice == 1 and target is not body:
        target.remove()
        return "removed"
    if choice == 2:
        target.setAttribute(rng.choice(["name", "id"]), rng.choice(NAMES))
        return "attribute set"
    if choice == 3:
        target.removeAttribute(rng.choice(["name", "id"]))
        return "attribute removed"
    if choice == 4 and target is not body:
        target.innerHTML = markup(rng, rng.randrange(3))
        return "innerHTML"
    if choice == 5:
        target.appendChild(document.createTextNode("t"))
        return "text"
    if choice == 6 and target is not body and target.parentNode is not None:
        target.parentNode.moveBefore(target, None)
        return "moveBefore"
    if rng.random() < 0.5:
        frames = [e for e in elements(body) if e.localName == "iframe"]
        if frames:
            rng.choice(frames).remove()
            return "frame removed"
    frame = document.createElement("iframe")
    frame.name = rng.choice(NAMES)
    body.appendChild(frame)
    return "frame inserted"


def check(window: Any, step: str) -> None:
    for name in [*NAMES, "none"]:
        expected = model(window, name)
        found = window.get(name)
        if isinstance(expected, list):
            assert list(found) == expected, (step, name)
            assert found.length == len(expected), (step, name)
        else:
            assert found is expected, (step, name)
        assert (name in window) is (expected is not None), (step, name)


def run(seed: int, steps: int) -> None:
    rng = random.Random(seed)
    window = open_window(markup(rng, 10))
    check(window, "start")
    for number in range(steps):
        step = f"seed {seed}, step {number}: {change(window, rng)}"
        check(window, step)


@pytest.mark.parametrize("seed", range(3))
def test_named_access_follows_random_changes(seed: int) -> None:
    run(seed, 40)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 53))
def test_named_access_follows_random_changes_long(seed: int) -> None:
    run(seed, 200)


def test_named_access_sees_a_name_given_after_the_first_lookup() -> None:
    window = open_window("<img name=a><p id=b></p><object name=d id=d></object>")
    document = window.document
    image, paragraph, both = document.body.children
    assert window["a"] is image and window["b"] is paragraph and window.get("c") is None
    assert window["d"] is both  # (named twice, one named object)
    both.remove()
    paragraph.id = "a"
    named = window["a"]
    assert list(named) == [image, paragraph]
    image.name = "c"
    assert window["a"] is paragraph and window["c"] is image and list(named) == [paragraph]
    form = document.body.insertBefore(document.createElement("form"), image)
    form.name = "c"
    assert list(window["c"]) == [form, image]
    frame = document.body.appendChild(document.createElement("iframe"))
    assert window.get("c") is not frame.contentWindow  # (its target name is "")
    second = document.createElement("iframe")
    second.name = "c"
    document.body.appendChild(second)
    assert window["c"] is second.contentWindow
    second.remove()
    assert list(window["c"]) == [form, image]
