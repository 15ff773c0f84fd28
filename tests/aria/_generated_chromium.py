"""Chromium's answers for the accessibility differential (:mod:`tests.aria._generated`): for each
element with an id ``k<n>`` of each page, its node of Chromium's accessibility tree as the
DevTools protocol gives it (``Accessibility.getFullAXTree``: role, name, whether it is
ignored; an element without a node: none) and Blink's ``computedRole`` and ``computedName``
(the ``ComputedAccessibilityInfo`` feature). ``python -m tests.aria._generated_chromium``
records them for the default sample (:data:`SEED`, :data:`COUNT`) in :data:`DATA`."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from tests.aria._chromium_session import load_sample, node_ids, record_sample
from tests.aria._generated import pages

__all__ = ["COUNT", "DATA", "FLAGS", "SEED", "WRITE_SCRIPT", "ask", "load", "webapi_answer"]

SEED = 75
COUNT = 400
DATA = Path(__file__).with_name("_chromium_generated.json.gz")
#: Blink's computedRole and computedName are behind this feature.
FLAGS = ("--enable-blink-features=ComputedAccessibilityInfo",)

#: Each document written in turn over the tab's own (``document.open``, ``write``,
#: ``close``), then each ``k<n>`` element's id, computedRole and computedName, in tree order.
WRITE_SCRIPT = """(documents) => documents.map((html) => {
  document.open();
  document.write(html);
  document.close();
  return [...document.querySelectorAll('[id^=k]')]
    .map((element) => [element.id, element.computedRole, element.computedName]);
})"""


def ask(page: Any, cdp: Any, html: str) -> list[list[Any]]:
    """Chromium's answer for one document, written over the tab's (as the bulk's are:
    :data:`WRITE_SCRIPT`): [id, tree role, tree name, ignored, computedRole, computedName]
    of each ``k<n>`` element in tree order (the three of the tree None where the element has
    no node)."""
    computed = page.evaluate(WRITE_SCRIPT, [html])[0]
    order: list[tuple[int, str]] = []
    node_ids(cdp.send("DOM.getDocument", {"depth": -1})["root"], order)
    tree = {}
    for node in cdp.send("Accessibility.getFullAXTree")["nodes"]:
        if "backendDOMNodeId" in node:
            tree[node["backendDOMNodeId"]] = [
                node.get("role", {}).get("value"),
                node.get("name", {}).get("value"),
                bool(node.get("ignored")),
            ]
    keyed = [(backend, key) for backend, key in order if key.startswith("k")]
    assert [key for _, key in keyed] == [key for key, _, _ in computed]
    return [
        [key, *tree.get(backend, [None, None, None]), role, name]
        for (backend, key), (_, role, name) in zip(keyed, computed, strict=True)
    ]


def webapi_answer(html: str) -> list[list[str]]:
    """webapi's answer: [id, computedRole, computedName] of each ``k<n>`` element."""
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(html, "text/html")
    return [
        [element.id, element.computedRole, element.computedName]
        for element in document.querySelectorAll("[id^=k]")
    ]


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers (:data:`DATA`), read once."""
    return load_sample(DATA, SEED, COUNT)


if __name__ == "__main__":
    record_sample(DATA, SEED, COUNT, pages(SEED), ask, FLAGS)
