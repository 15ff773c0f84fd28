"""Playwright's ``expect(locator)`` (https://playwright.dev/python/docs/api/class-locatorassertions):
each assertion is retried until it holds or its ``timeout`` (milliseconds, 5000 by default) has
passed on the window's clock, the window's event loop run between tries (``advance``: on a
``VirtualClock`` time jumps, nothing sleeps); ``AssertionError`` at the end.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, overload

from webapi.aria import is_rendered_hidden

from ._locator import Locator
from ._page import Page
from ._page_expect import PageAssertions
from ._role import checked as checked_state
from ._text import Expected, text_matches
from ._waiting import ASSERTION_TIMEOUT, retry

__all__ = ["LocatorAssertions", "expect"]


def _shown(value: Any) -> str:
    return f"pattern {value.pattern!r}" if isinstance(value, re.Pattern) else repr(value)


class LocatorAssertions:
    """The assertions of :func:`expect` on a locator (``not_`` and the ``not_to_*`` methods:
    the negation)."""

    __slots__ = ("_is_not", "_locator")

    def __init__(self, locator: Locator, is_not: bool = False) -> None:
        if not isinstance(locator, Locator):
            raise TypeError("expect(): 'actual' must be a Locator")
        self._locator = locator
        self._is_not = is_not

    @property
    def not_(self) -> LocatorAssertions:
        """The negated assertions."""
        return LocatorAssertions(self._locator, not self._is_not)

    def _retry(
        self,
        check: Callable[[], tuple[bool, Any]],
        what: str,
        timeout: float | None,
        negate: bool = False,
    ) -> None:
        is_not = self._is_not != negate
        limit = ASSERTION_TIMEOUT if timeout is None else float(timeout)
        failed = retry(self._locator.page.window.event_loop, check, is_not, limit)
        if failed is None:
            return
        (actual,) = failed
        verb = "not to " if is_not else "to "
        raise AssertionError(
            f"Locator expected {verb}{what}\nActual value: {actual}\nCall log:\n"
            f'  - Expect "{"not_to" if is_not else "to"}" with timeout {limit:g}ms\n'
            f"  - waiting for {self._locator._description}"
        )

    def _texts(
        self,
        expected: Expected | list[Expected],
        use_inner_text: bool | None,
        *,
        contain: bool,
        ignore_case: bool | None,
    ) -> Callable[[], tuple[bool, Any]]:
        locator = self._locator

        def read(element: Any) -> str:
            return element.innerText if use_inner_text else element.textContent or ""

        def check() -> tuple[bool, Any]:
            if isinstance(expected, list):
                texts = [read(e) for e in locator._resolve()]
                if contain:
                    index = 0
                    for text in texts:
                        if index < len(expected) and text_matches(
                            expected[index], text, contain=True, ignore_case=bool(ignore_case)
                        ):
                            index += 1
                    return index == len(expected), texts
                same = len(texts) == len(expected) and all(
                    text_matches(want, got, contain=False, ignore_case=bool(ignore_case))
                    for want, got in zip(expected, texts, strict=True)
                )
                return same, texts
            found = locator._resolve()
            if not found:
                return False, "<element(s) not found>"
            text = read(locator._one("to_have_text"))
            matched = text_matches(expected, text, contain=contain, ignore_case=bool(ignore_case))
            return matched, repr(text)

        return check

    def to_have_text(
        self,
        expected: Expected | list[Expected],
        *,
        use_inner_text: bool | None = None,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The element's text (``textContent``, or ``innerText``), white space normalized, is
        ``expected`` (a ``re.Pattern``: searched); a list: each element's, in order."""
        check = self._texts(expected, use_inner_text, contain=False, ignore_case=ignore_case)
        self._retry(check, f"have text {_shown(expected)}", timeout)

    def not_to_have_text(
        self,
        expected: Expected | list[Expected],
        *,
        use_inner_text: bool | None = None,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The negation of :meth:`to_have_text`."""
        check = self._texts(expected, use_inner_text, contain=False, ignore_case=ignore_case)
        self._retry(check, f"have text {_shown(expected)}", timeout, negate=True)

    def to_contain_text(
        self,
        expected: Expected | list[Expected],
        *,
        use_inner_text: bool | None = None,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The element's text contains ``expected``; a list: the elements' texts contain
        them, in order (a subsequence)."""
        check = self._texts(expected, use_inner_text, contain=True, ignore_case=ignore_case)
        self._retry(check, f"contain text {_shown(expected)}", timeout)

    def not_to_contain_text(
        self,
        expected: Expected | list[Expected],
        *,
        use_inner_text: bool | None = None,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The negation of :meth:`to_contain_text`."""
        check = self._texts(expected, use_inner_text, contain=True, ignore_case=ignore_case)
        self._retry(check, f"contain text {_shown(expected)}", timeout, negate=True)

    def _count(self, count: int) -> Callable[[], tuple[bool, Any]]:
        def check() -> tuple[bool, Any]:
            found = self._locator.count()
            return found == count, found

        return check

    def to_have_count(self, count: int, *, timeout: float | None = None) -> None:
        """Exactly ``count`` elements match."""
        self._retry(self._count(count), f"have count {count}", timeout)

    def not_to_have_count(self, count: int, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_have_count`."""
        self._retry(self._count(count), f"have count {count}", timeout, negate=True)

    def _visible(self) -> tuple[bool, Any]:
        found = self._locator._resolve()
        if not found:
            return False, "<element(s) not found>"
        visible = not is_rendered_hidden(self._locator._one("to_be_visible"))
        return visible, "visible" if visible else "hidden"

    def to_be_visible(self, *, visible: bool | None = None, timeout: float | None = None) -> None:
        """The element is visible (``visible=False``: hidden, or nothing matches)."""
        self._retry(self._visible, "be visible", timeout, negate=visible is False)

    def not_to_be_visible(
        self, *, visible: bool | None = None, timeout: float | None = None
    ) -> None:
        """The negation of :meth:`to_be_visible`."""
        self._retry(self._visible, "be visible", timeout, negate=visible is not False)

    def to_be_hidden(self, *, timeout: float | None = None) -> None:
        """The element is hidden, or nothing matches."""
        self._retry(self._visible, "be visible", timeout, negate=True)

    def not_to_be_hidden(self, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_be_hidden`."""
        self._retry(self._visible, "be visible", timeout)

    def _checked(self) -> tuple[bool, Any]:
        found = self._locator._resolve()
        if not found:
            return False, "<element(s) not found>"
        state = checked_state(self._locator._one("to_be_checked"))
        return state is True, "checked" if state is True else "unchecked"

    def to_be_checked(self, *, checked: bool | None = None, timeout: float | None = None) -> None:
        """The checkbox or radio button is checked (``checked=False``: unchecked)."""
        self._retry(self._checked, "be checked", timeout, negate=checked is False)

    def not_to_be_checked(self, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_be_checked`."""
        self._retry(self._checked, "be checked", timeout, negate=True)

    def _value(self, value: Expected) -> Callable[[], tuple[bool, Any]]:
        def check() -> tuple[bool, Any]:
            if not self._locator._resolve():
                return False, "<element(s) not found>"
            actual = self._locator.input_value()
            if isinstance(value, re.Pattern):
                return value.search(actual) is not None, repr(actual)
            return actual == value, repr(actual)

        return check

    def to_have_value(self, value: Expected, *, timeout: float | None = None) -> None:
        """The input's value is ``value`` (a ``re.Pattern``: searched)."""
        self._retry(self._value(value), f"have value {_shown(value)}", timeout)

    def not_to_have_value(self, value: Expected, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_have_value`."""
        self._retry(self._value(value), f"have value {_shown(value)}", timeout, negate=True)

    def _attribute(
        self, name: str, value: Expected | None, ignore_case: bool | None
    ) -> Callable[[], tuple[bool, Any]]:
        def check() -> tuple[bool, Any]:
            if not self._locator._resolve():
                return False, "<element(s) not found>"
            actual = self._locator.get_attribute(name)
            if actual is None:
                return False, "None"
            if value is None:
                return True, repr(actual)
            if isinstance(value, re.Pattern):
                flags = value.flags | (re.IGNORECASE if ignore_case else 0)
                return re.search(value.pattern, actual, flags) is not None, repr(actual)
            if ignore_case:
                return actual.lower() == value.lower(), repr(actual)
            return actual == value, repr(actual)

        return check

    def to_have_attribute(
        self,
        name: str,
        value: Expected | None = None,
        *,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The element has the attribute ``name`` with ``value`` (``None``: any value)."""
        check = self._attribute(name, value, ignore_case)
        self._retry(check, f"have attribute {name!r} {_shown(value)}", timeout)

    def not_to_have_attribute(
        self,
        name: str,
        value: Expected | None = None,
        *,
        ignore_case: bool | None = None,
        timeout: float | None = None,
    ) -> None:
        """The negation of :meth:`to_have_attribute`."""
        check = self._attribute(name, value, ignore_case)
        self._retry(check, f"have attribute {name!r} {_shown(value)}", timeout, negate=True)

    def _empty(self) -> tuple[bool, Any]:
        found = self._locator._resolve()
        if not found:
            return False, "<element(s) not found>"
        element = self._locator._one("to_be_empty")
        if element.localName in ("input", "textarea"):
            return element.value == "", repr(element.value)
        text = element.textContent or ""
        return not text.strip(), repr(text)

    def to_be_empty(self, *, timeout: float | None = None) -> None:
        """The input or textarea has no value; another element, no text but white space."""
        self._retry(self._empty, "be empty", timeout)

    def not_to_be_empty(self, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_be_empty`."""
        self._retry(self._empty, "be empty", timeout, negate=True)

    def _class(self, expected: Expected | list[Expected]) -> Callable[[], tuple[bool, Any]]:
        def matches(actual: str, one: Expected) -> bool:
            if isinstance(one, re.Pattern):
                return one.search(actual) is not None
            return actual == one

        def check() -> tuple[bool, Any]:
            found = self._locator._resolve()
            if not found:
                return False, "<element(s) not found>"
            actual = [element.getAttribute("class") or "" for element in found]
            if isinstance(expected, list):
                ok = len(actual) == len(expected) and all(map(matches, actual, expected))
                return ok, repr(actual)
            self._locator._one("to_have_class")
            return matches(actual[0], expected), repr(actual[0])

        return check

    def to_have_class(
        self, expected: Expected | list[Expected], *, timeout: float | None = None
    ) -> None:
        """The element's ``class`` attribute is ``expected`` (the whole attribute; a
        ``re.Pattern``: searched; a list: one for each element matched, in order)."""
        self._retry(self._class(expected), f"have class {_shown(expected)}", timeout)

    def not_to_have_class(
        self, expected: Expected | list[Expected], *, timeout: float | None = None
    ) -> None:
        """The negation of :meth:`to_have_class`."""
        check = self._class(expected)
        self._retry(check, f"have class {_shown(expected)}", timeout, negate=True)

    def _aria(self, expected: str) -> Callable[[], tuple[bool, Any]]:
        from ._aria_snapshot import aria_tree, render_yaml
        from ._aria_template import matches, parse_template

        template = parse_template(expected)

        def check() -> tuple[bool, Any]:
            if not self._locator._resolve():
                return False, "<element(s) not found>"
            tree = aria_tree(self._locator._one("to_match_aria_snapshot"))
            return matches(tree, template), "\n" + render_yaml(tree)

        return check

    def to_match_aria_snapshot(self, expected: str, *, timeout: float | None = None) -> None:
        """The element's accessibility tree matches the snapshot ``expected`` (Playwright's
        YAML: partial, a template's nodes and children found in order anywhere in the tree;
        names exact or ``/regular expressions/``; docs/testing.md, "Aria snapshots")."""
        self._retry(self._aria(expected), f"match aria snapshot\n{expected}", timeout)

    def not_to_match_aria_snapshot(self, expected: str, *, timeout: float | None = None) -> None:
        """The negation of :meth:`to_match_aria_snapshot`."""
        check = self._aria(expected)
        self._retry(check, f"match aria snapshot\n{expected}", timeout, negate=True)


@overload
def expect(actual: Locator) -> LocatorAssertions: ...
@overload
def expect(actual: Page) -> PageAssertions: ...
def expect(actual: Locator | Page) -> LocatorAssertions | PageAssertions:
    """Playwright's ``expect``: the assertions on a :class:`Locator`, or on a
    :class:`~webapi.testing.Page` (``to_have_url``, ``to_have_title``)."""
    if isinstance(actual, Page):
        return PageAssertions(actual)
    if not isinstance(actual, Locator):
        raise TypeError("expect(): 'actual' must be a Locator or a Page")
    return LocatorAssertions(actual)
