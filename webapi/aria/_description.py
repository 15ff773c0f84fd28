"""The accessible description of an element: Accessible Name and Description Computation 1.2
(https://w3c.github.io/accname/#mapping_additional_nd_description) with HTML-AAM's
(https://w3c.github.io/html-aam/#accdesc-computation), as Chromium 156's accessibility tree
has it: ``aria-describedby`` (the text alternatives of the elements it names, hidden ones
too); a ``summary`` named by ``aria-label``: its content; else ``aria-description`` (an
empty one too: no title then); else the ``title`` attribute when it did not give the name
and is not the name (nor, for an element without a role of its own, its text); an element
named by ``aria-label`` is described by its title even when the same.
"""

from __future__ import annotations

from typing import Any

from ._hidden import is_aria_hidden, is_rendered_hidden
from ._name import _by_ids, _Computation, name_and_source
from ._roles import role

__all__ = ["description"]

_HTML = "http://www.w3.org/1999/xhtml"


def _flat(text: str) -> str:
    return " ".join(text.split())


def description(element: Any) -> str:
    """The element's accessible description (white space collapsed, empty for none); empty
    for an element hidden from the accessibility tree."""
    if is_rendered_hidden(element) or is_aria_hidden(element):
        return ""
    targets = _by_ids(element, "aria-describedby")
    if targets:
        text = _flat(_Computation(element)._labelledby(targets))
        if text:
            return text
    if element.namespaceURI == _HTML and element.localName == "summary":
        label = element.getAttribute("aria-label")
        if label is not None and label.strip():  # (named otherwise: its content describes)
            content = _flat(_Computation(element)._content(element, False))
            if content:
                return content
    described = element.getAttribute("aria-description")
    if described is not None:  # (an empty one too: no title then)
        return _flat(described)
    title = element.getAttribute("title")
    if title is None or not title.strip():
        return ""
    title = _flat(title)
    label = element.getAttribute("aria-label")
    if label is not None and label.strip():
        return title  # (named by aria-label: the title describes, even the same text)
    if element.namespaceURI == _HTML and element.localName == "table":
        return ""  # (a table's title is its name, whatever its role)
    named, by_title = name_and_source(element)
    if by_title or title == _flat(named):
        return ""
    if role(element) in ("generic", "none", "") and title == _flat(
        _Computation(element)._content(element, False)
    ):
        return ""  # (no name, but its text is the title)
    return title
