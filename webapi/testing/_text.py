"""Playwright's text matching: an element's text (its text nodes' data and its child
elements' text, ``script``, ``style``, ``noscript`` and the ``head``'s content left out; a
``submit`` or ``button`` input's value), white space normalized (trimmed, runs as one space,
zero-width spaces dropped), and the matchers its ``get_by_*`` methods build from a string or
a ``re.Pattern`` (https://playwright.dev/python/docs/locators#locate-by-text).
"""

from __future__ import annotations

import re
from typing import Any

from webapi.dom import Node

__all__ = [
    "Expected",
    "Matcher",
    "attribute_matcher",
    "element_text",
    "normalize",
    "text_matcher",
    "text_matches",
]

#: What an assertion expects of a text: a string or a pattern.
Expected = str | re.Pattern[str]

_SPACE = re.compile(r"\s+")
_SKIPPED = frozenset({"SCRIPT", "NOSCRIPT", "STYLE"})


def normalize(text: str) -> str:
    """Playwright's white space normalization: zero-width spaces dropped, trimmed, each run
    of white space one space."""
    return _SPACE.sub(" ", text.replace("\u200b", "").strip())


def text_matches(expected: Expected, actual: str, *, contain: bool, ignore_case: bool) -> bool:
    """An assertion's text test: a pattern searched for; a string equal to the text (or in
    it, with ``contain``), both white space normalized."""
    if isinstance(expected, re.Pattern):
        flags = expected.flags | (re.IGNORECASE if ignore_case else 0)
        return re.search(expected.pattern, actual, flags) is not None
    want, got = normalize(expected), normalize(actual)
    if ignore_case:
        want, got = want.lower(), got.lower()
    return want in got if contain else want == got


def skipped(element: Any) -> bool:
    """Whether the element's text is not matched: ``script``, ``noscript``, ``style`` and
    what the document's ``head`` holds."""
    if element.nodeName in _SKIPPED:
        return True
    head = element.ownerDocument.head
    return head is not None and bool(head.contains(element))


def element_text(element: Any, cache: dict[int, str]) -> str:
    """The element's text as Playwright matches it (not normalized), cached by node id."""
    key = id(element)
    found = cache.get(key)
    if found is not None:
        return found
    text = ""
    if skipped(element):
        pass
    elif element.nodeName == "INPUT" and element.type in ("submit", "button"):
        text = element.value
    else:
        parts = []
        for child in element.childNodes:
            kind = child.nodeType
            if kind == Node.TEXT_NODE or kind == Node.CDATA_SECTION_NODE:
                parts.append(child.data)
            elif kind == Node.ELEMENT_NODE:
                parts.append(element_text(child, cache))
        text = "".join(parts)
    cache[key] = text
    return text


class Matcher:
    """A text matcher: ``matches(text)``; ``lax`` when it is a case-insensitive substring
    match (a descendant of an element whose text does not match cannot match)."""

    __slots__ = ("exact", "pattern", "value")

    def __init__(self, value: str | re.Pattern[str], exact: bool) -> None:
        self.pattern = value if isinstance(value, re.Pattern) else None
        self.exact = exact
        self.value = "" if isinstance(value, re.Pattern) else normalize(value)
        if not exact:
            self.value = self.value.lower()

    def matches(self, text: str) -> bool:
        """Whether ``text`` (an element's text, a name, not normalized) matches."""
        if self.pattern is not None:
            return self.pattern.search(text) is not None
        if self.exact:
            return normalize(text) == self.value
        return self.value in normalize(text).lower()


def text_matcher(value: Any, exact: bool, parameter: str) -> Matcher:
    """The matcher of a ``get_by_*`` text argument (a ``str`` or a ``re.Pattern``)."""
    if not isinstance(value, (str, re.Pattern)):
        raise TypeError(f"'{parameter}' must be a str or a re.Pattern")
    return Matcher(value, bool(exact))


class _AttributeMatcher(Matcher):
    """An attribute value's matcher: no white space normalization (Playwright's
    ``internal:attr`` engine)."""

    __slots__ = ()

    def matches(self, text: str) -> bool:
        """Whether the attribute value ``text`` matches."""
        if self.pattern is not None:
            return self.pattern.search(text) is not None
        if self.exact:
            return text == self.value
        return self.value in text.lower()


def attribute_matcher(value: Any, exact: bool, parameter: str) -> Matcher:
    """The matcher of an attribute's value (``get_by_placeholder``, ``get_by_alt_text``,
    ``get_by_title``, ``get_by_test_id``)."""
    if not isinstance(value, (str, re.Pattern)):
        raise TypeError(f"'{parameter}' must be a str or a re.Pattern")
    matcher = _AttributeMatcher(value, bool(exact))
    if isinstance(value, str):
        matcher.value = value if exact else value.lower()
    return matcher
