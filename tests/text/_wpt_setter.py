"""The cases of WPT's ``the-innertext-and-outertext-properties/innertext-setter-tests.js`` read
from ``../shared/wpt-tests`` (not copied here), run as its ``innertext-setter.html`` runs them, in
our words: the context markup set as a container's ``innerHTML`` (in the document, and in a
detached container), ``innerText`` set on its first element, then its one new Text child
(``testText``) or its ``innerHTML`` (``testHTML``) compared."""

from __future__ import annotations

from typing import Any

from tests.text._wpt_getter import GETTER_TESTS, read_calls

__all__ = ["SETTER_TESTS", "set_in_context", "setter_cases"]

SETTER_TESTS = GETTER_TESTS.with_name("innertext-setter-tests.js")


def setter_cases() -> list[tuple[str, str, str | None, str, str]]:
    """(kind, context, plain, expected, name): kind ``text`` or ``html``; ``plain`` None for
    JavaScript's ``null`` (``undefined`` is left out: Python has no such value)."""
    cases = []
    for kind, head in (("text", "testText"), ("html", "testHTML")):
        for context, plain, expected, name in read_calls(SETTER_TESTS, head, 4):
            if context is None or expected is None or name is None:
                continue
            if name == "Assigning undefined":
                continue
            cases.append((kind, context, plain, expected, name))
    return cases


def set_in_context(context: str, plain: str | None, attached: bool) -> tuple[Any, Any]:
    """The element ``context`` makes (in the document or detached) after ``innerText =
    plain``, and its first child before."""
    from webapi.html import document_from_response

    document: Any = document_from_response(
        b"<!DOCTYPE html><div id=container></div>", "http://example.test/", "text/html"
    )
    container = document.getElementById("container") if attached else document.createElement("div")
    container.innerHTML = context
    element = container.firstChild
    while element is not None and element.nodeType != 1:
        element = element.nextSibling
    old = element.firstChild
    if hasattr(element, "innerText"):  # (SVG, MathML: JavaScript makes an expando property)
        element.innerText = plain
    return element, old
