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

__all__ = ["COUNT", "DATA", "FLAGS", "SEED", "ask", "load", "webapi_answer"]

SEED = 75
COUNT = 400
DATA = Path(__file__).with_name("_chromium_generated.json.gz")
#: Blink's computedRole and computedName are behind this feature.
FLAGS = ("--enable-blink-features=ComputedAccessibilityInfo",)

_SCRIPT = """() => [...document.querySelectorAll('[id^=k]')].map(
  (element) => [element.id, element.computedRole, element.computedName])"""


def ask(page: Any, cdp: Any, html: str) -> dict[str, list[Any]]:
    """Chromium's answer for one document: id -> [tree role, tree name, ignored, computedRole,
    computedName] (the first three None where the element has no node)."""
    page.set_content(html)
    answer: dict[str, list[Any]] = {
        key: [None, None, None, role, name] for key, role, name in page.evaluate(_SCRIPT)
    }
    ids: dict[int, str] = {}
    node_ids(cdp.send("DOM.getDocument", {"depth": -1})["root"], ids)
    for node in cdp.send("Accessibility.getFullAXTree")["nodes"]:
        key = ids.get(node.get("backendDOMNodeId", -1))
        if key in answer:
            role = node.get("role", {}).get("value")
            name = node.get("name", {}).get("value")
            answer[key][:3] = [role, name, bool(node.get("ignored"))]
    return answer


def webapi_answer(html: str) -> dict[str, list[Any]]:
    """webapi's answer: id -> [computedRole, computedName] of each ``k<n>`` element."""
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(html, "text/html")
    return {
        element.id: [element.computedRole, element.computedName]
        for element in document.querySelectorAll("[id^=k]")
    }


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers (:data:`DATA`), read once."""
    return load_sample(DATA, SEED, COUNT)


if __name__ == "__main__":
    record_sample(DATA, SEED, COUNT, pages(SEED), ask, FLAGS)
