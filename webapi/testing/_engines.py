"""The selector engines of the locators: each a function from a scope (a document or an
element) to the elements it selects, in tree order.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import Any

from ._aria_rules import Cache
from ._role import RoleQuery
from ._text import Matcher, element_text, skipped

__all__ = [
    "attribute_engine",
    "css_engine",
    "in_tree_order",
    "label_engine",
    "role_engine",
    "selector_engine",
    "text_engine",
]

Engine = Callable[[Any], list[Any]]

_ENGINE_NAME = re.compile(r"^([a-zA-Z_0-9-]+)=")
_HTML = "http://www.w3.org/1999/xhtml"
_LABELABLE = frozenset({"button", "meter", "output", "progress", "select", "textarea"})


def _descendants(scope: Any) -> list[Any]:
    return list(scope.querySelectorAll("*"))


def _following(a: Any, b: Any) -> int:
    if a is b:
        return 0
    return -1 if a.compareDocumentPosition(b) & 4 else 1


def in_tree_order(elements: Iterable[Any]) -> list[Any]:
    """The elements without repeats, in tree order."""
    unique = list({id(element): element for element in elements}.values())
    return sorted(unique, key=functools.cmp_to_key(_following))


def css_engine(selector: str) -> Engine:
    """The descendants of the scope matching a CSS selector."""
    return lambda scope: list(scope.querySelectorAll(selector))


def xpath_engine(expression: str) -> Engine:
    """The elements an XPath expression selects with the scope as the context node."""

    def query(scope: Any) -> list[Any]:
        document = scope if scope.nodeType == 9 else scope.ownerDocument
        result = document.evaluate(expression, scope, None, 7, None)
        items = (result.snapshotItem(i) for i in range(result.snapshotLength))
        return [node for node in items if node.nodeType == 1]

    return query


def selector_engine(selector: str) -> Engine:
    """``locator(selector)``'s engine: CSS, or XPath (``xpath=``, or starting with ``//``
    or ``..``); other Playwright engines raise ``NotImplementedError``."""
    stripped = selector.strip()
    if stripped.startswith(("//", "..")):
        return xpath_engine(stripped)
    found = _ENGINE_NAME.match(stripped)
    if found is not None:
        engine, rest = found.group(1), stripped[found.end() :]
        if engine == "css":
            return css_engine(rest)
        if engine == "xpath":
            return xpath_engine(rest)
        raise NotImplementedError(
            f"the {engine!r} selector engine is not supported: use CSS, XPath or get_by_*()"
        )
    if ">>" in stripped:
        raise NotImplementedError("chained selectors (>>): chain locator() calls instead")
    return css_engine(stripped)


def text_engine(matcher: Matcher) -> Engine:
    """``get_by_text``: the elements whose text matches while none of their child elements'
    does (the smallest elements holding the text), the scope included."""

    def query(scope: Any) -> list[Any]:
        cache: dict[int, str] = {}
        found = []
        candidates = ([scope] if scope.nodeType == 1 else []) + _descendants(scope)
        for element in candidates:
            if skipped(element) or not matcher.matches(element_text(element, cache)):
                continue
            if not any(matcher.matches(element_text(child, cache)) for child in element.children):
                found.append(element)
        return found

    return query


def _labels(element: Any, cache: dict[int, str]) -> list[str]:
    """The texts Playwright's ``get_by_label`` matches for an element: its
    ``aria-labelledby`` elements', else its ``aria-label``, else its ``label`` elements'."""
    ids = (element.getAttribute("aria-labelledby") or "").split()
    if ids:
        root = element.getRootNode()
        referenced = [root.getElementById(i) for i in ids if hasattr(root, "getElementById")]
        present = [e for e in referenced if e is not None]
        if present:
            return [element_text(e, cache) for e in present]
    label = element.getAttribute("aria-label")
    if label is not None and label.strip():
        return [label]
    if element.namespaceURI == _HTML and (
        element.localName in _LABELABLE
        or (element.localName == "input" and element.type != "hidden")
    ):
        return [element_text(e, cache) for e in element.labels or ()]
    return []


def label_engine(matcher: Matcher) -> Engine:
    """``get_by_label``: the elements one of whose labels' text matches."""

    def query(scope: Any) -> list[Any]:
        cache: dict[int, str] = {}
        return [
            element
            for element in _descendants(scope)
            if any(matcher.matches(text) for text in _labels(element, cache))
        ]

    return query


def attribute_engine(attribute: str, matcher: Matcher) -> Engine:
    """The descendants with the attribute whose value matches."""

    def query(scope: Any) -> list[Any]:
        return [
            element
            for element in scope.querySelectorAll(f"[{attribute}]")
            if matcher.matches(element.getAttribute(attribute))
        ]

    return query


def role_engine(query: RoleQuery) -> Engine:
    """``get_by_role``: the descendants with the role, name and states asked for."""

    def engine(scope: Any) -> list[Any]:
        cache = Cache()  # (as Playwright's caches: one query's)
        return [element for element in _descendants(scope) if query.matches(element, cache)]

    return engine
