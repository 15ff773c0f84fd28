"""Chromium's answers for the description and states differential
(:mod:`tests.aria._generated_states`): for each element with an id ``s<n>`` of each page, its
node of Chromium's accessibility tree as the DevTools protocol gives it
(``Accessibility.getFullAXTree``): whether it is ignored, its description, and its states
(checked, disabled, expanded, level, pressed, selected: the node's properties, absent ones
None). ``python -m tests.aria._states_chromium`` records them for the default sample
(:data:`SEED`, :data:`COUNT`) in :data:`DATA`."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from tests.aria._chromium_session import load_sample, node_ids, record_sample
from tests.aria._generated_states import pages

__all__ = ["COUNT", "DATA", "SEED", "STATES", "ask", "load", "webapi_answer"]

SEED = 76
COUNT = 400
DATA = Path(__file__).with_name("_chromium_states.json.gz")
#: The states asked about, in the order of an answer's fields after ignored and description.
STATES = ("checked", "disabled", "expanded", "level", "pressed", "selected")


def _property(node: dict[str, Any], name: str) -> Any:
    for found in node.get("properties", ()):
        if found["name"] == name:
            return found["value"].get("value")
    return None


def ask(page: Any, cdp: Any, html: str) -> dict[str, list[Any]]:
    """Chromium's answer for one document: id -> [ignored, description, *states] for each
    ``s<n>`` element with a node in the tree (an ignored node: its fields None)."""
    page.set_content(html)
    ids: dict[int, str] = {}
    node_ids(cdp.send("DOM.getDocument", {"depth": -1})["root"], ids)
    answer: dict[str, list[Any]] = {}
    for node in cdp.send("Accessibility.getFullAXTree")["nodes"]:
        key = ids.get(node.get("backendDOMNodeId", -1))
        if key is None or not key.startswith("s"):
            continue
        if node.get("ignored"):
            answer[key] = [True, None] + [None] * len(STATES)
            continue
        description = node.get("description", {}).get("value", "")
        answer[key] = [False, description] + [_property(node, state) for state in STATES]
    return answer


def webapi_answer(html: str) -> dict[str, list[Any]]:
    """webapi's answer: id -> [hidden, description, *states] of each ``s<n>`` element, as
    :func:`ask`'s fields (the states as the tree's property values)."""
    from webapi import aria
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(html, "text/html")
    out: dict[str, list[Any]] = {}
    for element in document.querySelectorAll("[id^=s]"):
        out[element.id] = [
            aria.is_hidden(element),
            aria.description(element),
            *(getattr(aria, state)(element) for state in STATES),
        ]
    return out


def tree_value(state: str, value: Any) -> Any:
    """A webapi state (``checked(el)``, ...) as the tree's property value: ``"true"``,
    ``"false"``, ``"mixed"`` for the tristates, a bool or an int, None when absent."""
    if value is None:
        return None
    if state in ("checked", "pressed"):
        return value if isinstance(value, str) else ("true" if value else "false")
    return value


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers (:data:`DATA`), read once."""
    return load_sample(DATA, SEED, COUNT)


if __name__ == "__main__":
    record_sample(DATA, SEED, COUNT, pages(SEED), ask)
