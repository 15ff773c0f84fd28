"""Random range cases for the ranges differential against Chromium
(``tests/dom/test_chromium_ranges.py``, ``generate/chromium_dom_ranges.py``): a small HTML
body and a list of operations over two live ranges and the nodes of the document.

Nodes are named by their index in a table: the document and its nodes in tree order when the
body is parsed, then each node first met after that (a boundary point's node, a new node), in
the order met; an index wraps around the table's length. An operation is a list: its name,
then the range (0 or 1) or node it acts on, then its arguments; ``dom_ranges.js`` (Chromium)
and ``tests/dom/_ranges_interpreter.py`` (webapi) give the same meaning to each.
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["OPERATIONS", "random_case"]

_TAGS = ("b", "i", "p", "div", "span", "table", "tr", "td", "ul", "li")
_TEXTS = ("", "a", "xy", "hello", "\u00e9t\u00e9", "\U0001f600z")

#: Operation name -> what its arguments are ("r": a range, "n": a node, "o": an offset,
#: "h": a compareBoundaryPoints how, "b": a boolean, "t": a text, "m": markup, "g": a tag).
OPERATIONS: dict[str, str] = {
    "setStart": "rno",
    "setEnd": "rno",
    "setStartBefore": "rn",
    "setStartAfter": "rn",
    "setEndBefore": "rn",
    "setEndAfter": "rn",
    "collapse": "rb",
    "selectNode": "rn",
    "selectNodeContents": "rn",
    "compareBoundaryPoints": "rhr",
    "comparePoint": "rno",
    "isPointInRange": "rno",
    "intersectsNode": "rn",
    "toString": "r",
    "commonAncestorContainer": "r",
    "cloneContents": "r",
    "extractContents": "r",
    "deleteContents": "r",
    "insertNode": "rn",
    "surroundContents": "rg",
    "createContextualFragment": "rm",
    "appendChild": "nn",
    "insertBefore": "nnn",
    "remove": "n",
    "splitText": "no",
    "normalize": "n",
    "replaceData": "noot",
    "createTextNode": "t",
}
#: How often each operation is drawn: the range setters and the mutations most.
_WEIGHTS = {
    "setStart": 4,
    "setEnd": 4,
    "selectNode": 2,
    "selectNodeContents": 2,
    "appendChild": 3,
    "insertBefore": 3,
    "remove": 2,
    "splitText": 3,
    "replaceData": 3,
    "normalize": 2,
}


def _markup(rng: random.Random, size: int) -> str:
    parts = []
    open_tags: list[str] = []
    for _ in range(size):
        kind = rng.random()
        if kind < 0.35:
            tag = rng.choice(_TAGS)
            parts.append(f"<{tag}>")
            open_tags.append(tag)
        elif kind < 0.5 and open_tags:
            parts.append(f"</{open_tags.pop()}>")
        elif kind < 0.9:
            parts.append(rng.choice(_TEXTS) or "q")
        else:
            parts.append("<!--c-->")
    return "".join(parts)


def _argument(rng: random.Random, kind: str) -> Any:
    if kind == "r":
        return rng.randrange(2)
    if kind == "n":
        return rng.randrange(40)
    if kind == "o":
        return rng.choice((0, 0, 1, 1, 2, 3, 5))
    if kind == "h":
        return rng.choice((0, 1, 2, 3, 3, 4))
    if kind == "b":
        return rng.random() < 0.5
    if kind == "t":
        return rng.choice(_TEXTS)
    if kind == "m":
        return _markup(rng, rng.randrange(4))
    assert kind == "g"
    return rng.choice(("b", "span", "div"))


def random_case(rng: random.Random, steps: int) -> dict[str, Any]:
    """A body's markup and ``steps`` operations."""
    names = list(OPERATIONS)
    weights = [_WEIGHTS.get(name, 1) for name in names]
    ops = []
    for _ in range(steps):
        name = rng.choices(names, weights)[0]
        ops.append([name, *(_argument(rng, kind) for kind in OPERATIONS[name])])
    return {"markup": _markup(rng, rng.randrange(3, 14)), "ops": ops}
