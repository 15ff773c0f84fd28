"""The generated differential of declarative shadow roots against Chromium 156 (issue #74's
"How it is proved"): small random bodies of hosts with ``<template shadowrootmode>`` (open,
closed, invalid modes and hosts, a second template in a host, nested hosts inside shadow trees,
the delegatesfocus, clonable and serializable flags), slots (named, default, with fallback
content), light children with and without ``slot`` attributes, ``part``/``exportparts``, and
style sheets inside and outside the trees (``:host``, ``:host()``, ``::slotted()``,
``::part()``, plain selectors). :func:`document` gives the document of an index, the same every
run; :data:`SCRIPT` is Chromium's side of the answer and :func:`webapi_answer` webapi's, in one
shape: the body parsed by ``body.setHTMLUnsafe`` (declarative shadow roots attached), then

* ``html``: ``body.getHTML({serializableShadowRoots: true})``;
* ``text``: ``body.innerText``;
* ``nodes``: each element reachable in shadow-including tree order (through open shadow
  roots), its local name and its ``shadowRoot`` (null, or mode, delegatesFocus, clonable,
  serializable, slotAssignment);
* ``slots``: each reachable slot's ``assignedNodes()`` and ``assignedNodes({flatten: true})``
  (an element by its index in ``nodes``, a text by ``#`` and its data);
* ``styles``: each reachable element with an ``id``: its computed :data:`PROPERTIES`;
* ``paths``: each reachable element with an ``id``: the length of ``composedPath()`` of an event
  dispatched on it, composed and not.

:func:`digest` is the 4-byte digest of an answer's canonical JSON, the form in which the slow
tier's 100,000 documents are recorded."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

__all__ = ["PROPERTIES", "SCRIPT", "digest", "document", "webapi_answer"]

#: The computed properties compared.
PROPERTIES = ("display", "color", "font-weight", "font-size")

_HOSTS = ("div", "div", "span", "p", "section", "x-el", "a", "ul")
_MODES = ("open", "open", "open", "closed", "closed", "bogus", "OPEN", "")
_TAGS = ("b", "i", "span", "div", "p", "em")
_SHADOW_RULES = (
    ":host", ":host(.a)", ":host(.b)", "::slotted(*)", "::slotted(.a)", "::slotted(b)",
    "slot", "slot[name=x]", "b", "div", "[part]", "::part(x)", ":host > *", "*",
)  # fmt: skip
_DOCUMENT_RULES = ("::part(x)", "::part(y)", "x-el::part(x)", ".a", "b", "div", "span", "slot")
_DECLARATIONS = (
    "color:rgb({n},0,0)", "font-weight:{w}", "display:{d}", "font-size:{n}px", "color:inherit",
)  # fmt: skip


class _Writer:
    """The state of one document's drawing: its random numbers and the next id."""

    __slots__ = ("ids", "rnd")

    def __init__(self, index: int) -> None:
        self.rnd = random.Random(index)
        self.ids = 0

    def attributes(self, slotted: bool) -> str:
        rnd = self.rnd
        text = ""
        if rnd.random() < 0.4:
            text += f" id=k{self.ids}"
            self.ids += 1
        if rnd.random() < 0.3:
            text += " class=" + rnd.choice(("a", "b", "'a b'"))
        if slotted and rnd.random() < 0.5:
            text += " slot=" + rnd.choice(("x", "y", "z"))
        if rnd.random() < 0.2:
            text += " part=" + rnd.choice(("x", "y", "'x y'"))
        if rnd.random() < 0.1:
            text += " exportparts=" + rnd.choice(("x", "'x:y'", "'y, x'"))
        return text

    def declaration(self) -> str:
        rnd = self.rnd
        text = rnd.choice(_DECLARATIONS).format(
            n=rnd.randint(1, 60),
            w=rnd.choice((100, 700)),
            d=rnd.choice(("none", "block", "inline", "contents", "flex")),
        )
        return text + ("!important" if rnd.random() < 0.15 else "")

    def style(self, rules: tuple[str, ...]) -> str:
        count = self.rnd.randint(1, 3)
        body = " ".join(f"{self.rnd.choice(rules)}{{{self.declaration()}}}" for _ in range(count))
        return f"<style>{body}</style>"

    def element(self, depth: int, slotted: bool) -> str:
        """A light or shadow element: a host now and then (below ``depth`` 3)."""
        if depth < 3 and self.rnd.random() < 0.25:
            return self.host(depth + 1, slotted)
        tag = self.rnd.choice(_TAGS)
        inner = self.rnd.choice(("t", "u v", "", " w "))
        return f"<{tag}{self.attributes(slotted)}>{inner}</{tag}>"

    def template(self, depth: int) -> str:
        rnd = self.rnd
        attributes = f" shadowrootmode={rnd.choice(_MODES)}"
        for flag in ("shadowrootdelegatesfocus", "shadowrootclonable", "shadowrootserializable"):
            if rnd.random() < (0.7 if flag == "shadowrootserializable" else 0.3):
                attributes += " " + flag
        inner = self.style(_SHADOW_RULES) if rnd.random() < 0.5 else ""
        for _ in range(rnd.randint(0, 3)):
            draw = rnd.random()
            if draw < 0.25:
                name = rnd.choice(("x", "y"))
                fallback = rnd.choice(("", "fb", f"<i{self.attributes(False)}>fi</i>"))
                inner += f"<slot name={name}{self.attributes(False)}>{fallback}</slot>"
            elif draw < 0.45:
                inner += f"<slot{self.attributes(False)}>{rnd.choice(('', 'fd'))}</slot>"
            elif draw < 0.55:
                inner += rnd.choice(("s", " ", "<input>", "<button>go</button>"))
            else:
                inner += self.element(depth, False)
        return f"<template{attributes}>{inner}</template>"

    def host(self, depth: int, slotted: bool) -> str:
        rnd = self.rnd
        tag = rnd.choice(_HOSTS)
        inner = self.template(depth)
        if rnd.random() < 0.08:
            inner += self.template(depth)
        for _ in range(rnd.randint(0, 2)):
            inner += self.element(depth, True) if rnd.random() < 0.7 else rnd.choice(("l", " "))
        return f"<{tag}{self.attributes(slotted)}>{inner}</{tag}>"


def document(index: int) -> str:
    """The body markup of the document ``index``: a style sheet now and then, one or two hosts,
    and loose content."""
    writer = _Writer(index)
    rnd = writer.rnd
    body = writer.style(_DOCUMENT_RULES) if rnd.random() < 0.4 else ""
    for _ in range(rnd.randint(1, 2)):
        body += writer.host(0, False)
        if rnd.random() < 0.3:
            body += writer.element(3, False)
    return body


#: Chromium's side: the answers for a list of bodies, each parsed into the page's body.
SCRIPT = """(bodies) => bodies.map((markup) => {
  const body = document.body;
  body.setHTMLUnsafe(markup);
  const elements = [];
  const index = new Map();
  const walk = (parent) => {
    for (const child of parent.children) {
      index.set(child, elements.length);
      elements.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(body);
  const name = (node) => index.has(node) ? index.get(node) : '#' + node.data;
  const nodes = elements.map((element) => {
    const root = element.shadowRoot;
    return [element.localName, root === null ? null : [root.mode, root.delegatesFocus,
      root.clonable, root.serializable, root.slotAssignment]];
  });
  const slots = elements.filter((element) => element.localName === 'slot').map((slot) => [
    slot.assignedNodes().map(name), slot.assignedNodes({flatten: true}).map(name)]);
  const styles = [];
  const paths = [];
  for (const element of elements) {
    if (!element.id) continue;
    const computed = getComputedStyle(element);
    styles.push([element.id, ...PROPERTIES.map((p) => computed.getPropertyValue(p))]);
    const lengths = [element.id];
    for (const composed of [true, false]) {
      let length = -1;
      const listener = (event) => { length = event.composedPath().length; };
      element.addEventListener('x', listener);
      element.dispatchEvent(new Event('x', {bubbles: true, composed}));
      element.removeEventListener('x', listener);
      lengths.push(length);
    }
    paths.push(lengths);
  }
  return {html: body.getHTML({serializableShadowRoots: true}), text: body.innerText, nodes,
    slots, styles, paths};
})""".replace("PROPERTIES", json.dumps(list(PROPERTIES)))


_WINDOW: list[Any] = []


def _body() -> Any:
    """The body of one shown document (in a window, as Chromium's page), made once."""
    if not _WINDOW:
        from webapi.eventloop import VirtualClock
        from webapi.html import create_top_level_traversable, document_from_response

        shown = document_from_response(
            b"<!doctype html><html><head></head><body></body></html>",
            "about:blank",
            "text/html; charset=utf-8",
        )
        _WINDOW.append(create_top_level_traversable(shown, clock=VirtualClock()))
    return _WINDOW[0].document.body


def _walk(parent: Any, elements: list[Any]) -> None:
    for child in parent.children:
        elements.append(child)
        if child.shadowRoot is not None:
            _walk(child.shadowRoot, elements)
        _walk(child, elements)


def webapi_answer(markup: str) -> dict[str, Any]:
    """webapi's answer for the body ``markup``, in the shape of :data:`SCRIPT`'s."""
    from webapi.dom import Event
    from webapi.html import getComputedStyle

    body = _body()
    body.setHTMLUnsafe(markup)
    elements: list[Any] = []
    _walk(body, elements)
    index = {id(element): number for number, element in enumerate(elements)}

    def name(node: Any) -> Any:
        return index.get(id(node), "#" + str(getattr(node, "data", "")))

    nodes = []
    slots = []
    styles = []
    paths = []
    for element in elements:
        root = element.shadowRoot
        shape = None
        if root is not None:
            shape = [
                root.mode,
                root.delegatesFocus,
                root.clonable,
                root.serializable,
                root.slotAssignment,
            ]
        nodes.append([element.localName, shape])
        if element.localName == "slot":
            slots.append(
                [
                    [name(node) for node in element.assignedNodes()],
                    [name(node) for node in element.assignedNodes({"flatten": True})],
                ]
            )
        if not element.id:
            continue
        computed = getComputedStyle(element)
        styles.append([element.id, *(computed.getPropertyValue(p) for p in PROPERTIES)])
        lengths: list[Any] = [element.id]
        for composed in (True, False):
            seen: list[int] = []

            def listener(event: Any, seen: list[int] = seen) -> None:
                seen.append(len(event.composedPath()))

            element.addEventListener("x", listener)
            element.dispatchEvent(Event("x", {"bubbles": True, "composed": composed}))
            element.removeEventListener("x", listener)
            lengths.append(seen[0] if seen else -1)
        paths.append(lengths)
    return {
        "html": body.getHTML({"serializableShadowRoots": True}),
        "text": body.innerText,
        "nodes": nodes,
        "slots": slots,
        "styles": styles,
        "paths": paths,
    }


def canonical(answer: dict[str, Any]) -> str:
    """An answer's canonical JSON (keys sorted, compact, not ASCII-escaped)."""
    return json.dumps(answer, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def digest(answer: dict[str, Any]) -> bytes:
    """The 4-byte digest of an answer's canonical JSON (a different answer has the same one by
    chance once in 4 billion)."""
    return hashlib.blake2b(canonical(answer).encode("utf-8"), digest_size=4).digest()
