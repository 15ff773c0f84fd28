"""The classes of difference between webapi's answers and Chromium 156's on the documents of
the declarative shadow root differential (``test_shadow_differential.py``): :func:`classify`
names a difference's class, or None for one no class explains (a failure)."""

from __future__ import annotations

from typing import Any

__all__ = ["CLASSES", "MINIMAL_WITNESSES", "classify"]

#: Each class of difference: what Chromium does that webapi does not (yet).
CLASSES = {
    "flat-tree-whitespace": "body.innerText's spaces and line breaks where Chromium's layout "
    "keeps or drops them by the shadow trees' rendered text beside them (a space before a "
    "shadow tree's word on the same line kept, a line's box made by a slotted space): "
    "innerText leaves that text out, as the Standard's tree order does, but Chromium "
    "collapses white space over the flat tree's lines first; webapi collapses it over the "
    "text innerText gives. Every other field equal, the texts equal without their white "
    "space.",
}

#: A small document of each class, Chromium 156's ``body.innerText`` and webapi's.
MINIMAL_WITNESSES: dict[str, tuple[str, str, str]] = {
    "flat-tree-whitespace": (
        "<div><template shadowrootmode=open><slot></slot><b>x</b></template>l </div>",
        "l ",
        "l",
    ),
}


def _without_text(answer: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in answer.items() if key != "text"}


def classify(chromium: dict[str, Any], webapi: dict[str, Any]) -> str | None:
    """The class of the difference between two answers that differ, or None (for equal
    answers too)."""
    if chromium == webapi:
        return None
    if _without_text(chromium) == _without_text(webapi) and "".join(
        chromium["text"].split()
    ) == "".join(webapi["text"].split()):
        return "flat-tree-whitespace"
    return None
