"""DOM trees for the selector tests: the document HTML's parser builds (webapi.dom nodes), with
scripting disabled as in a ``DOMParser`` document."""

from __future__ import annotations

import random
from typing import Any

from webapi.dom import engine as dom
from webapi.html.parsing._tree_builder import parse_document


def html_document(markup: str) -> dom.DocumentImpl:
    """The DOM document HTML's parser builds from ``markup`` (scripting disabled)."""
    return parse_document(markup, scripting=False)


def ancestors(element: Any) -> list[Any]:
    """``element``'s ancestor elements, its parent first (``parentElement`` followed up)."""
    found = []
    node = element.parentElement
    while node is not None:
        found.append(node)
        node = node.parentElement
    return found


def random_markup(rng: random.Random, budget: int, id_chance: float) -> str:
    """A random tree of ``budget`` a, b and c elements (each closing the open one first at
    random), with random classes of x, y and z, ``data-k`` values and, at ``id_chance``, IDs."""
    out: list[str] = []
    stack: list[str] = []
    for n in range(budget):
        if stack and rng.random() < 0.4:
            out.append(f"</{stack.pop()}>")
        name = rng.choice("abc")
        attributes = f" id=n{n}" if rng.random() < id_chance else ""
        if rng.random() < 0.5:
            attributes += f' class="{" ".join(rng.sample("xyz", rng.randint(1, 2)))}"'
        if rng.random() < 0.3:
            attributes += f" data-k=v{rng.randint(1, 2)}"
        out.append(f"<{name}{attributes}>")
        stack.append(name)
    return "".join(out)
