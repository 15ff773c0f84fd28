"""Random styled documents for the differential against Chromium (seeded: the same seed gives
the same documents): elements of many kinds nested a few levels deep, text with runs of white
space, newlines, non-ASCII letters (``ß``, ``İ``, ``ǆ``), ``&shy;`` and ``&nbsp;``, inline
``style`` attributes and ``hidden``, and a ``<style>`` sheet of rules of every kind (types,
classes, IDs, descendant and child combinators, ``:first-child``, ``:not()``, attribute
selectors, ``!important``, ``@media``, ``@layer``) over the properties webapi computes."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

__all__ = ["PROPERTIES", "generate", "pages"]

#: The computed properties compared for every element of the body.
PROPERTIES = ("display", "visibility", "white-space", "text-transform", "float", "position")

_BLOCKS = ["div", "p", "section", "blockquote", "h2", "pre", "ul", "ol", "table", "details"]
_INLINES = ["span", "b", "em", "a", "code", "label", "small"]
_VOID = ["br", "img", "input", "wbr", "hr"]
_TEXTS = [
    "alpha",
    " beta ",
    "gamma  delta",
    "\n epsilon\n",
    "straße",
    "İstanbul ı",
    "ǆungla",
    "soft&shy;hyphen",
    "non&nbsp;&nbsp;breaking",
    "\tzeta\t",
    "  ",
    "o'neil-smith",
    "x",
]
_DECLARATIONS = [
    "display: none",
    "display: block",
    "display: inline",
    "display: inline-block",
    "display: flex",
    "display: grid",
    "display: contents",
    "display: table-cell",
    "display: list-item",
    "visibility: hidden",
    "visibility: visible",
    "white-space: pre",
    "white-space: nowrap",
    "white-space: pre-line",
    "white-space: pre-wrap",
    "white-space: normal",
    "text-transform: uppercase",
    "text-transform: lowercase",
    "text-transform: capitalize",
    "text-transform: none",
    "float: left",
    "position: absolute",
    "position: relative",
]
_CLASSES = ["c0", "c1", "c2", "c3", "c4"]


def _selector(rng: random.Random) -> str:
    simple = rng.choice(
        [
            rng.choice(_BLOCKS + _INLINES),
            "." + rng.choice(_CLASSES),
            rng.choice(_BLOCKS + _INLINES) + "." + rng.choice(_CLASSES),
            "#e" + str(rng.randrange(20)),
            "[hidden]",
            "[data-k='" + str(rng.randrange(3)) + "']",
            ":not(." + rng.choice(_CLASSES) + ")",
            rng.choice(_INLINES) + ":first-child",
        ]
    )
    shape = rng.randrange(4)
    if shape == 1:
        return rng.choice(_BLOCKS) + " " + simple
    if shape == 2:
        return "." + rng.choice(_CLASSES) + " > " + simple
    return simple


def _sheet(rng: random.Random) -> str:
    rules = []
    for _ in range(rng.randrange(1, 8)):
        declarations = "; ".join(
            rng.choice(_DECLARATIONS) + (" !important" if rng.random() < 0.15 else "")
            for _ in range(rng.randrange(1, 3))
        )
        rule = f"{_selector(rng)} {{ {declarations} }}"
        wrap = rng.random()
        if wrap < 0.1:
            rule = f"@media (max-width: {rng.choice([500, 900])}px) {{ {rule} }}"
        elif wrap < 0.15:
            rule = f"@layer l{rng.randrange(2)} {{ {rule} }}"
        rules.append(rule)
    return "\n".join(rules)


def _element(rng: random.Random, depth: int, counter: list[int]) -> str:
    roll = rng.random()
    if depth > 3 or roll < 0.3:
        return rng.choice(_TEXTS)
    if roll < 0.38:
        tag = rng.choice(_VOID)
        return f"<{tag}>"
    if roll < 0.42:
        options = "".join(f"<option>{rng.choice(_TEXTS)}" for _ in range(rng.randrange(1, 3)))
        return f"<select>{options}</select>"
    tag = rng.choice(_BLOCKS + _INLINES + _INLINES)
    attributes = f" id=e{counter[0]}"
    counter[0] += 1
    if rng.random() < 0.4:
        attributes += f" class='{' '.join(rng.sample(_CLASSES, rng.randrange(1, 3)))}'"
    if rng.random() < 0.25:
        attributes += f" style='{rng.choice(_DECLARATIONS)}'"
    if rng.random() < 0.06:
        attributes += " hidden"
    if rng.random() < 0.1:
        attributes += f" data-k={rng.randrange(3)}"
    if tag in ("ul", "ol"):
        inner = "".join(
            f"<li>{_element(rng, depth + 1, counter)}" for _ in range(rng.randrange(1, 4))
        )
    elif tag == "table":
        inner = "".join(
            "<tr>" + "".join(f"<td>{_element(rng, depth + 1, counter)}" for _ in range(2))
            for _ in range(rng.randrange(1, 3))
        )
    elif tag == "details":
        open_ = " open" if rng.random() < 0.5 else ""
        attributes += open_
        inner = f"<summary>{rng.choice(_TEXTS)}</summary>{_element(rng, depth + 1, counter)}"
    else:
        inner = "".join(_element(rng, depth + 1, counter) for _ in range(rng.randrange(0, 4)))
    return f"<{tag}{attributes}>{inner}</{tag}>"


def generate(seed: int, count: int) -> list[str]:
    """``count`` documents from ``seed``."""
    return list(itertools.islice(pages(seed), count))


def pages(seed: int) -> Iterator[str]:
    """The documents of ``seed``, one after another (the first ``count`` are
    :func:`generate`'s)."""
    rng = random.Random(seed)
    while True:
        counter = [0]
        body = "".join(_element(rng, 0, counter) for _ in range(rng.randrange(1, 5)))
        yield (
            "<!DOCTYPE html><html><head><meta charset=utf-8><style>"
            + _sheet(rng)
            + "</style></head><body>"
            + body
            + "</body></html>"
        )
