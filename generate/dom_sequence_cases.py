"""Random sequences of DOM operations for the mutation and events differential against
Chromium (``generate chromium-dom-sequences``; ``tests/dom/test_chromium_sequences.py``):
tree mutation (the Node methods and the ``ParentNode``/``ChildNode`` mixins with nodes and
strings mixed), attributes (namespaced ones too), ``classList``, ``textContent``,
``innerHTML``, ``normalize``, ``cloneNode``, character data edits with offsets out of range,
listeners that record the dispatch path (capture and bubble, ``once``, ``passive``,
``signal``, ``stopPropagation``, ``preventDefault``, a listener that mutates the tree),
``dispatchEvent`` of ``Event`` and ``CustomEvent``, ``AbortController``/``AbortSignal.any``;
invalid operations included (hierarchy errors, bad names, wrong offsets), so the exception
names are compared too. Deterministic for a seed.

A sequence is ``{"markup": ..., "ops": [...]}``: the document is
``new DOMParser().parseFromString(markup, "text/html")``, the interpreters
(``generate/dom_sequences.js`` in JavaScript, ``tests/dom/_sequences.py`` on webapi) keep a
table of nodes (the document's nodes in tree order first, then every node an operation creates
or collects) and one of abort signals. An operation is a list ``[name, *arguments]``; a node
argument is an index into the table (negative: from its end; taken modulo its length, so
every index names a node), a list of ``ParentNode`` arguments mixes indexes and strings.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

__all__ = ["WITNESSES", "random_sequence"]

HTML = "http://www.w3.org/1999/xhtml"
SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
XMLNS = "http://www.w3.org/2000/xmlns/"
XML = "http://www.w3.org/XML/1998/namespace"

_TAGS = ["div", "p", "span", "b", "ul", "li", "table", "tr", "td", "template", "DIV", "x-y"]
_BAD_NAMES = ["", "1a", "a b", "<a>", "a:b:c", ":a", "a:", "\u00e9t\u00e9", "-x", "a\u0000"]
_QNAMES = ["svg", "g", "a", "x:g", "xlink:href", "xmlns", "xmlns:x", "xml:lang", "p:q", "B"]
_NAMESPACES = [None, "", HTML, SVG, XLINK, XMLNS, XML, "urn:x"]
_ATTR_NAMES = ["id", "class", "title", "data-x", "ID", "Class", "x", "style", "lang"]
_TEXTS = ["", "a", "text", " ", "a b", "\u00e9", "\U0001f600", "x\U0001f600y", "<&>", "\n"]
_TOKENS = ["a", "b", "c", "A", "", "a b", " "]
_TYPES = ["click", "x", "abort", "Click"]
_FRAGMENTS = [
    "",
    "x",
    "<b>a</b>c",
    "<p>1<p>2",
    "<!--c--><i>i</i>",
    "<td>cell",
    "<table><tr><td>t</table>",
    "<template><p>t</p></template>",
    "<svg><g/></svg>",
    "a<br>b",
    "<li>1<li>2",
    "&amp;&lt;",
]


def _markup(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(0, 4)):
        tag = rng.choice(["div", "p", "span", "ul", "b"])
        attributes = rng.choice(["", ' id="a"', ' class="x y"', ' id="b" title="t"'])
        inner = rng.choice(["", "t", "<i>i</i>", "<!--c-->", "u<b>v</b>w", "<li>1<li>2"])
        parts.append(f"<{tag}{attributes}>{inner}</{tag}>")
        if rng.random() < 0.3:
            parts.append(rng.choice(["text", "<!--c-->", " "]))
    return "<!DOCTYPE html><body>" + "".join(parts)


class _Generator:
    """The operations of one sequence (the sizes of the tables as far as the generator can
    tell: what creating operations add when they throw is the interpreters' business)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.signals = 0
        self.listeners = 0

    def node(self) -> int:
        rng = self.rng
        if rng.random() < 0.5:
            return -rng.randint(1, 4)
        return rng.randint(0, 14)

    def offset(self) -> int:
        return self.rng.choice([0, 1, 2, 3, 5, 100, -1, 4294967295, 4294967297])

    def items(self) -> list[Any]:
        rng = self.rng
        return [
            rng.choice(_TEXTS) if rng.random() < 0.3 else self.node()
            for _ in range(rng.randint(0, 3))
        ]

    def listener_action(self) -> list[Any]:
        rng = self.rng
        kind = rng.random()
        if kind < 0.5:
            return ["record"]
        if kind < 0.6:
            return ["stop"]
        if kind < 0.65:
            return ["stopImmediate"]
        if kind < 0.8:
            return ["prevent"]
        if kind < 0.9:
            return ["throw"]
        return ["mutate", self.mutation()]

    def mutation(self) -> list[Any]:
        """An operation a listener runs: tree and attribute changes only."""
        rng = self.rng
        mutations: list[Callable[[], list[Any]]] = [
            lambda: ["appendChild", self.node(), self.node()],
            lambda: ["remove", self.node()],
            lambda: ["removeCurrentTarget"],
            lambda: ["setAttribute", self.node(), rng.choice(_ATTR_NAMES), "m"],
            lambda: ["textContent", self.node(), rng.choice(_TEXTS)],
            lambda: ["removeListener", rng.randint(0, max(self.listeners, 1) - 1)],
        ]
        return rng.choice(mutations)()

    def op(self) -> list[Any]:
        rng = self.rng
        choices: list[tuple[float, Callable[[], list[Any]]]] = [
            (3, lambda: ["createElement", rng.choice(_TAGS + _BAD_NAMES[:4])]),
            (
                2,
                lambda: [
                    "createElementNS",
                    rng.choice(_NAMESPACES),
                    rng.choice(_QNAMES + _BAD_NAMES[:3]),
                ],
            ),
            (2, lambda: ["createTextNode", rng.choice(_TEXTS)]),
            (1, lambda: ["createComment", rng.choice([*_TEXTS, "--", "->"])]),
            (1, lambda: ["createDocumentFragment"]),
            (
                1,
                lambda: [
                    "createProcessingInstruction",
                    rng.choice(["x", "xml", "1", "a b"]),
                    rng.choice(["d", "?>", ""]),
                ],
            ),
            (0.3, lambda: ["createCDATASection", "c"]),
            (4, lambda: ["appendChild", self.node(), self.node()]),
            (3, lambda: ["insertBefore", self.node(), self.node(), self.nullable_node()]),
            (2, lambda: ["replaceChild", self.node(), self.node(), self.node()]),
            (2, lambda: ["removeChild", self.node(), self.node()]),
            (
                4,
                lambda: [
                    rng.choice(
                        ["append", "prepend", "before", "after", "replaceWith", "replaceChildren"]
                    ),
                    self.node(),
                    self.items(),
                ],
            ),
            (1, lambda: ["remove", self.node()]),
            (
                3,
                lambda: [
                    "setAttribute",
                    self.node(),
                    rng.choice(_ATTR_NAMES + _BAD_NAMES[:3]),
                    rng.choice(_TEXTS),
                ],
            ),
            (
                2,
                lambda: [
                    "setAttributeNS",
                    self.node(),
                    rng.choice(_NAMESPACES),
                    rng.choice(_QNAMES + _ATTR_NAMES[:2]),
                    rng.choice(_TEXTS),
                ],
            ),
            (1, lambda: ["removeAttribute", self.node(), rng.choice(_ATTR_NAMES)]),
            (
                1,
                lambda: [
                    "removeAttributeNS",
                    self.node(),
                    rng.choice(_NAMESPACES),
                    rng.choice(["href", "g", "id", "x", "lang"]),
                ],
            ),
            (
                1,
                lambda: [
                    "toggleAttribute",
                    self.node(),
                    rng.choice(_ATTR_NAMES + _BAD_NAMES[:2]),
                    rng.choice([None, True, False]),
                ],
            ),
            (1, lambda: ["getAttribute", self.node(), rng.choice(_ATTR_NAMES)]),
            (2, lambda: ["textContent", self.node(), rng.choice([*_TEXTS, None])]),
            (1, lambda: ["getTextContent", self.node()]),
            (2, lambda: ["innerHTML", self.node(), rng.choice(_FRAGMENTS)]),
            (1, lambda: ["normalize", self.node()]),
            (2, lambda: ["cloneNode", self.node(), rng.random() < 0.6]),
            (2, lambda: ["splitText", self.node(), self.offset()]),
            (1, lambda: ["appendData", self.node(), rng.choice(_TEXTS)]),
            (1, lambda: ["insertData", self.node(), self.offset(), rng.choice(_TEXTS)]),
            (1, lambda: ["deleteData", self.node(), self.offset(), self.offset()]),
            (
                1,
                lambda: [
                    "replaceData",
                    self.node(),
                    self.offset(),
                    self.offset(),
                    rng.choice(_TEXTS),
                ],
            ),
            (1, lambda: ["substringData", self.node(), self.offset(), self.offset()]),
            (2, self.class_list),
            (1, lambda: ["collect", self.node()]),
            (6, self.listen),
            (1, lambda: ["removeListener", rng.randint(0, max(self.listeners, 1) - 1)]),
            (6, self.dispatch),
            (2, self.controller),
            (2, self.any),
            (3, lambda: ["abort", self.signal(), rng.choice([None, "r", "AbortError"])]),
            (3, lambda: ["listenSignal", self.signal()]),
            (0.5, lambda: ["abortStatic", rng.choice([None, "s"])]),
        ]
        weights = [w for w, _ in choices]
        return rng.choices([f for _, f in choices], weights)[0]()

    def class_list(self) -> list[Any]:
        """A classList operation with its arguments (as many as the method takes; at times
        one fewer: a TypeError)."""
        rng = self.rng
        method = rng.choice(["add", "remove", "toggle", "replace", "contains"])
        count = {"toggle": 1, "replace": 2, "contains": 1}.get(method) or rng.randint(0, 3)
        if method != "add" and method != "remove" and rng.random() < 0.1:
            count -= 1
        tokens: list[Any] = [rng.choice(_TOKENS) for _ in range(count)]
        if method == "toggle" and count and rng.random() < 0.3:
            tokens.append(rng.random() < 0.5)
        return ["classList", self.node(), method, tokens]

    def nullable_node(self) -> int | None:
        return None if self.rng.random() < 0.2 else self.node()

    def signal(self) -> int:
        return self.rng.randint(0, max(self.signals, 1) - 1) - (self.rng.random() < 0.5)

    def controller(self) -> list[Any]:
        self.signals += 1
        return ["controller"]

    def any(self) -> list[Any]:
        self.signals += 1
        return ["any", [self.signal() for _ in range(self.rng.randint(0, 3))]]

    def listen(self) -> list[Any]:
        rng = self.rng
        listener = self.listeners
        self.listeners += 1
        options: dict[str, Any] = {}
        for name in ("capture", "once", "passive"):
            if rng.random() < 0.3:
                options[name] = True
        if self.signals and rng.random() < 0.2:
            options["signal"] = self.signal()
        # (mostly on the document, html and body, and of the types dispatched most, so that
        # dispatches reach them)
        target = rng.choice([0, 2, 4]) if rng.random() < 0.5 else self.node()
        return [
            "listen",
            target,
            rng.choices(_TYPES, [5, 3, 1, 1])[0],
            listener,
            options,
            self.listener_action(),
        ]

    def dispatch(self) -> list[Any]:
        rng = self.rng
        init = {
            "bubbles": rng.random() < 0.6,
            "cancelable": rng.random() < 0.5,
        }
        kind = rng.choice(["Event", "CustomEvent"])
        target = rng.randint(4, 8) if rng.random() < 0.4 else self.node()
        return ["dispatch", target, kind, rng.choices(_TYPES[:3], [6, 3, 1])[0], init]


def random_sequence(rng: random.Random, steps: int) -> dict[str, Any]:
    """A document's markup and ``steps`` operations on it."""
    generator = _Generator(rng)
    markup = _markup(rng)
    # (listeners first, more often than not: the dispatches after them reach them)
    ops = [
        generator.listen() if step < 2 and rng.random() < 0.6 else generator.op()
        for step in range(steps)
    ]
    return {"markup": markup, "ops": ops}


_WITNESS_MARKUP = "<!DOCTYPE html><body><p>a</p><b>b</b>"
#: One sequence for each class of Chromium departures the differential names (its test's
#: DEPARTURES), run in Chromium with the default tier. In ``_WITNESS_MARKUP``'s table: 0 the
#: document, 1 the doctype, 2 html, 3 head, 4 body, 5 p, 6 its text, 7 b, 8 its text.
WITNESSES: dict[str, dict[str, Any]] = {
    "replace-children-of-document": {
        "markup": _WITNESS_MARKUP,
        "ops": [["replaceChildren", 0, [2]]],
    },
    "convert-nodes-on-error": {
        "markup": _WITNESS_MARKUP,
        "ops": [["append", 4, [5, 0]], ["replaceChildren", 0, [6, 7]]],
    },
    "empty-token-list-update": {
        "markup": _WITNESS_MARKUP,
        "ops": [["classList", 5, "add", []], ["classList", 7, "remove", []]],
    },
    "fragment-into-itself": {
        "markup": _WITNESS_MARKUP,
        "ops": [
            ["createDocumentFragment"],
            ["append", -1, [-1]],
            ["prepend", -1, [-1]],
            ["replaceChildren", -1, [-1]],
            ["appendChild", -1, -1],
            ["appendChild", -1, 5],
            ["append", -2, [-2]],
        ],
    },
    "document-children-moved": {
        "markup": _WITNESS_MARKUP,
        "ops": [["createComment", "c"], ["replaceWith", 2, [3, -1]]],
    },
    "text-content-keeps-text-node": {
        "markup": _WITNESS_MARKUP,
        "ops": [["textContent", 5, "a"], ["textContent", 7, "z"]],
    },
    "document-into-itself": {
        "markup": _WITNESS_MARKUP,
        "ops": [["insertBefore", 0, 0, 5], ["replaceChild", 0, 0, 6], ["insertBefore", 5, 5, 7]],
    },
}
