"""Generated documents with shadow trees (``attachShadow``): hosts with light children
(``slot`` attributes named and not, loose text), shadow trees of slots (named, default,
fallback) and elements (``part`` and ``exportparts`` attributes; some the hosts of nested
shadow trees), and style sheets inside and outside of rules drawn from :data:`RULES`
(``:host``, ``:host()``, ``:host-context()``, ``::slotted()``, ``::part()``, plain selectors;
some ``!important``), in the shape of :mod:`tests.text._shadow_pages`' pages.
``python -m tests.text._shadow_generated`` asks Chromium and writes
``_shadow_generated_chromium.json.gz``; ``test_shadow_generated.py`` compares webapi's
answers with it (and the slow tier asks Chromium again)."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

from tests.text._shadow_pages import SCRIPT, Page

__all__ = ["COUNT", "DATA", "ask_chromium", "load", "page"]

#: How many pages are recorded (seeds 0 to COUNT - 1).
COUNT = 300
DATA = Path(__file__).with_name("_shadow_generated_chromium.json.gz")

RULES = (
    ":host", ":host(.a)", ":host(.b)", "::slotted(*)", "::slotted(.a)", "::slotted(span)",
    "slot", "slot[name=x]::slotted(*)", "p", ".a", ":host > p", ":host .b", "span", "div",
    ":host-context(.a) p", "*", ":host(.a) ::slotted(.b)", "#e1", ".b span", ":host::before",
    "::part(x)", "#h0::part(y)", "div::part(x)", "::part(x y)", ":host-context(.b) *",
)  # fmt: skip
_DECLARATIONS = (
    "color:rgb({n},0,0)", "font-weight:{w}", "display:{d}", "margin-left:{n}px",
    "color:inherit", "font-size:{n}px", "font-size:1.5em",
)  # fmt: skip
#: A light or shadow element's tag and whether it may be a shadow host.
_TAGS = (("p", True), ("span", True), ("div", True), ("b", False))


def _declaration(rnd: random.Random) -> str:
    text = rnd.choice(_DECLARATIONS).format(
        n=rnd.randint(1, 60),
        w=rnd.choice([100, 700, 900]),
        d=rnd.choice(["none", "block", "inline", "contents", "flex", "grid"]),
    )
    return text + ("!important" if rnd.random() < 0.2 else "")


def _element(
    rnd: random.Random, depth: int, slotted: bool, ids: list[int], hosts: list[str]
) -> str:
    tag, may_host = rnd.choice(_TAGS)
    ids[0] += 1
    if may_host:
        hosts.append(f"e{ids[0]}")
    attributes = f" id=e{ids[0]}"
    if rnd.random() < 0.4:
        attributes += " class=" + rnd.choice(["a", "b", "'a b'"])
    if slotted and rnd.random() < 0.5:
        attributes += " slot=" + rnd.choice(["x", "y", "z"])
    if rnd.random() < 0.25:
        attributes += " part=" + rnd.choice(["x", "y", "'x y'"])
    if rnd.random() < 0.15:
        attributes += " exportparts=" + rnd.choice(["x", "'x:y'", "'y, x'"])
    inner = rnd.choice(["t", "u v", ""])
    if depth < 2 and rnd.random() < 0.4:
        inner += _element(rnd, depth + 1, False, ids, hosts)
    return f"<{tag}{attributes}>{inner}</{tag}>"


def _style(rnd: random.Random) -> str:
    rules = [f"{rnd.choice(RULES)}{{{_declaration(rnd)}}}" for _ in range(rnd.randint(0, 5))]
    return "<style>" + " ".join(rules) + "</style>"


def page(seed: int) -> Page:
    """The page of ``seed``: one to three hosts in the body, each shadow tree's element a
    host of a nested one now and then (five shadow roots at most)."""
    rnd = random.Random(seed)
    ids = [0]
    unused: list[str] = []
    todo = []
    body = _style(rnd) if rnd.random() < 0.6 else ""
    for k in range(rnd.randint(1, 3)):
        kind = rnd.choice(["", " class=a", " class=b"])
        children = "".join(_element(rnd, 0, True, ids, unused) for _ in range(rnd.randint(0, 3)))
        body += f"<div id=h{k}{kind}>{children}{rnd.choice(['', 'loose text'])}</div>"
        todo.append(f"h{k}")
    shadows: list[tuple[str, str, str, str | None]] = []
    while todo:
        host = todo.pop(0)
        inner = _style(rnd)
        candidates: list[str] = []
        for _ in range(rnd.randint(0, 3)):
            draw = rnd.random()
            if draw < 0.35:
                inner += f"<slot name={rnd.choice(['x', 'y'])}>{rnd.choice(['', 'fb'])}</slot>"
            elif draw < 0.55:
                inner += f"<slot>{rnd.choice(['', 'fb2'])}</slot>"
            else:
                inner += _element(rnd, 1, False, ids, candidates)
        shadows.append((host, "open", inner, None))
        if candidates and rnd.random() < 0.5 and len(shadows) + len(todo) < 5:
            todo.append(rnd.choice(candidates))
    if rnd.random() < 0.3:
        body = f"<section class=a>{body}</section>"
    return (body, shadows, [])


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers for the pages of seeds 0 to :data:`COUNT` - 1 (one tab)."""
    from oracles.chromium import browser

    answers = []
    with browser() as launched:
        tab = launched.new_page(viewport={"width": 800, "height": 600})
        for seed in range(COUNT):
            tab.set_content("<!doctype html><html><head></head><body></body></html>")
            answers.append(tab.evaluate(SCRIPT, list(page(seed))))
        version = launched.version
    return {"chromium": version, "pages": answers}


def load() -> dict[str, Any]:
    """The recorded answers."""
    found: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return found


if __name__ == "__main__":
    text = json.dumps(ask_chromium(), ensure_ascii=False, sort_keys=True)
    DATA.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DATA}")
