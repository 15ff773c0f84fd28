"""The classes of the differences of webapi's computed roles and names from Chromium 156's in
the accessibility differential (``test_aria_generated.py``), each told by a rule from the
document, the element and the two answers (:func:`classify`): at a hundred thousand documents
they are not listed one by one. What no rule tells is "unexplained" (counted, and pinned, by
the tests: each is a bug of webapi's or a class not yet named)."""

from __future__ import annotations

import functools
from typing import Any

__all__ = ["CLASSES", "classify", "differences"]

#: Each class: what Chromium does that webapi does not (yet).
CLASSES = {
    "layout-whitespace": "the spaces of a name that Chromium's layout keeps or drops at inline "
    "and block boundaries, which webapi's collapse without layout places otherwise (the two "
    "names equal but for white space)",
    "media-controls-name": "a video's or audio's name from its media controls' shadow tree "
    "(Chromium's 'Unable to play media.')",
    "date-time-shadow-name": "a date or time input's name from its editable fields' shadow "
    "tree ('0 / 0 / 0 Show date picker')",
    "file-input-shadow-name": "a file input's name from its button's shadow tree ('Choose "
    "File: No file chosen')",
    "css-generated-content": "the quotes a q element's ::before and ::after add to the name",
    "not-rendered-content": "the roles and names of elements without a box (display: none, "
    "hidden, or inside such an element), which Chromium leaves out of its tree and computes "
    "otherwise",
    "html-in-foreign-content": "HTML elements inside svg or math: Chromium's generic role "
    "and its names of them",
    "title-name": "where the title attribute names an element (Chromium: a disabled color or "
    "date input's, an output's, an img's with an empty alt and a role; not a multiple "
    "select's, nor a figure's with a caption): one of the two names is the title",
    "labelledby-content": "names through aria-labelledby (the element's, or a descendant's in "
    "its name from content), where the referenced content holds the element's own container, "
    "tables or controls that Chromium walks otherwise",
    "table-in-name-from-content": "a name from content over a table: Chromium takes in its "
    "header cells' text (and its captions) where webapi does not, or the reverse",
    "noscript-content": "noscript and the elements inside it: Chromium parses its content as text "
    "(scripting enabled), DOMParser as elements (scripting disabled, as the DOM Parsing "
    "standard has it)",
    "label-with-a-role": "a control labelled by a label element with a role of its own: "
    "Chromium takes that label's text as that role's (an img's or listbox's none, a slider's "
    "value 50, a spinbutton's or meter's 0)",
    "image-map-elements": "area and map elements and the content of a map: Chromium's roles "
    "and names of them (an area outside an image map in use, and a map's content where no "
    "image uses it, have no accessible object)",
    "meter-progress-content": "a meter or progress element's own content, which Chromium "
    "does not render (their shadow trees): no name from it",
    "embed-without-box": "an embed without a source: no box in Chromium, none of its names",
    "slot-outside-shadow": "a slot element outside a shadow tree (display: contents): "
    "Chromium's names of it",
    "svg-root": "an svg element's own role and name: webapi has no SVG-AAM roles yet "
    "(Chromium: image where it has graphics, a title or a label, none where it is empty, its "
    "name from its title)",
    "aria-hidden-content": "the names and roles of elements inside aria-hidden content, which "
    "Chromium leaves out of its tree and names otherwise (often not at all)",
}


def _ancestors(element: Any) -> list[Any]:
    found = []
    node = element
    while node is not None and node.nodeType == 1:
        found.append(node)
        node = node.parentNode
    return found


@functools.lru_cache(maxsize=4)
def _parsed(html: str) -> Any:
    """The document of ``html`` as webapi parses it (its differences are classified in turn)."""
    from webapi.html import DOMParser

    return DOMParser().parseFromString(html, "text/html")


def _squeezed(text: str) -> str:
    return "".join(text.split())


def classify(html: str, key: str, field: str, chromium: str, ours: str, occurrence: int = 0) -> str:
    """The class of a difference: of ``field`` ("role" or "name") of the element ``key`` (its
    ``occurrence``-th of that id) of the document ``html``, Chromium's answer ``chromium``
    and webapi's ``ours``; "unexplained" where no rule tells it."""
    document = _parsed(html)
    found = document.querySelectorAll(f"#{key}")
    if occurrence >= found.length:
        return "unexplained"
    element = found[occurrence]
    lineage = _ancestors(element)
    if field == "name":
        if _squeezed(chromium) == _squeezed(ours):
            return "layout-whitespace"
        if "Unable to play media." in chromium and document.querySelector("video, audio"):
            return "media-controls-name"
        if chromium.rstrip().endswith("picker") or " picker " in chromium:
            return "date-time-shadow-name"
        if "No file chosen" in chromium:
            return "file-input-shadow-name"
        if _squeezed(chromium.replace("\u201c", "").replace("\u201d", "")) == _squeezed(
            ours
        ) and document.querySelector("q"):
            return "css-generated-content"
    if any(node.localName == "noscript" for node in lineage):
        return "noscript-content"
    local = element.localName
    if local == "svg" and element.namespaceURI == "http://www.w3.org/2000/svg":
        return "svg-root"
    if local in ("area", "map") or any(node.localName == "map" for node in lineage[1:]):
        return "image-map-elements"
    if local in ("meter", "progress"):
        return "meter-progress-content"
    if local == "embed":
        return "embed-without-box"
    if local == "slot":
        return "slot-outside-shadow"
    labels = list(getattr(element, "labels", None) or ())
    if field == "name" and any(label.hasAttribute("role") for label in labels):
        return "label-with-a-role"
    if field == "name" and any(label.querySelector("[aria-labelledby]") for label in labels):
        return "labelledby-content"
    if field == "name":
        title = " ".join((element.getAttribute("title") or "").split())
        if title and title in (" ".join(chromium.split()), " ".join(ours.split())):
            return "title-name"
        if element.hasAttribute("aria-labelledby") or element.querySelector("[aria-labelledby]"):
            return "labelledby-content"
        if element.querySelector("table"):
            return "table-in-name-from-content"
    if any(node.getAttribute("aria-hidden") == "true" for node in lineage):
        return "aria-hidden-content"
    if any(
        node.hasAttribute("hidden") or "display:none" in (node.getAttribute("style") or "")
        for node in lineage
    ):
        return "not-rendered-content"
    if any(node.localName in ("svg", "math") for node in lineage[1:]):
        return "html-in-foreign-content"
    return "unexplained"


def differences(
    chromium: list[list[str]], ours: list[list[str]]
) -> tuple[int, list[tuple[str, int, str, str, str]]]:
    """The elements of a document's two answers ([id, computedRole, computedName] each) and
    their differences: (id, its occurrence, "role", "name" or "present", Chromium's, webapi's);
    an element one of the two has not is "present" ("x" for the one that has it)."""

    def keyed(answer: list[list[str]]) -> dict[tuple[str, int], tuple[str, str]]:
        seen: dict[str, int] = {}
        out = {}
        for key, role, name in answer:
            out[(key, seen.get(key, 0))] = (role, name)
            seen[key] = seen.get(key, 0) + 1
        return out

    theirs, mine = keyed(chromium), keyed(ours)
    found = []
    for key in sorted(theirs.keys() | mine.keys(), key=lambda k: (int(k[0][1:]), k[1])):
        a, b = theirs.get(key), mine.get(key)
        if a is None or b is None:
            found.append((*key, "present", "" if a is None else "x", "" if b is None else "x"))
            continue
        for field, x, y in (("role", a[0], b[0]), ("name", a[1], b[1])):
            if x != y:
                found.append((*key, field, x, y))
    return len(theirs.keys() | mine.keys()), found
