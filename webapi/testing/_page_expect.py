"""Playwright's ``expect(page)`` (https://playwright.dev/python/docs/api/class-pageassertions):
``to_have_url`` and ``to_have_title``, retried on the window's clock as the locator assertions are
(:mod:`._expect`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ._page import Page
from ._text import Expected, text_matches
from ._waiting import ASSERTION_TIMEOUT, retry

__all__ = ["PageAssertions"]


def _url_matches(expected: Expected, actual: str, ignore_case: bool) -> bool:
    """Playwright's URL test: a string is the whole URL, a pattern is searched for."""
    flags = re.IGNORECASE if ignore_case else 0
    if isinstance(expected, re.Pattern):
        return re.search(expected.pattern, actual, expected.flags | flags) is not None
    return expected.lower() == actual.lower() if ignore_case else expected == actual


def _expected(value: Any, method: str, name: str) -> Expected:
    if not isinstance(value, (str, re.Pattern)):
        raise TypeError(f"PageAssertions.{method}(): {name!r} must be a string or a re.Pattern")
    return value


class PageAssertions:
    """The assertions of :func:`~webapi.testing.expect` on a :class:`~webapi.testing.Page`
    (``not_`` and the ``not_to_*`` methods: the negation)."""

    __slots__ = ("_is_not", "_page")

    def __init__(self, page: Page, is_not: bool = False) -> None:
        if not isinstance(page, Page):
            raise TypeError("expect(): 'actual' must be a Page")
        self._page = page
        self._is_not = is_not

    @property
    def not_(self) -> PageAssertions:
        """The negated assertions."""
        return PageAssertions(self._page, not self._is_not)

    def _retry(
        self,
        check: Callable[[], tuple[bool, Any]],
        what: str,
        expected: Expected,
        timeout: float | None,
        negate: bool,
    ) -> None:
        is_not = self._is_not != negate
        limit = ASSERTION_TIMEOUT if timeout is None else float(timeout)
        failed = retry(self._page.window.event_loop, check, is_not, limit)
        if failed is None:
            return
        shown = f"/{expected.pattern}/" if isinstance(expected, re.Pattern) else repr(expected)
        raise AssertionError(
            f"Page {what} expected {'not ' if is_not else ''}to "
            f"{'match' if isinstance(expected, re.Pattern) else 'be'} {shown}\n"
            f"Actual value: {failed[0]}\nCall log:\n"
            f'  - Expect "{"not_to" if is_not else "to"}_have_{what.split()[-1].lower()}" '
            f"with timeout {limit:g}ms"
        )

    def _url(self, expected: Expected, ignore_case: bool | None) -> Callable[[], tuple[bool, Any]]:
        def check() -> tuple[bool, Any]:
            actual = self._page.url
            return _url_matches(expected, actual, bool(ignore_case)), actual

        return check

    def to_have_url(
        self,
        url_or_reg_exp: Expected,
        *,
        timeout: float | None = None,
        ignore_case: bool | None = None,
    ) -> None:
        """The page's URL is ``url_or_reg_exp`` (a string: all of it; a pattern: searched)."""
        expected = _expected(url_or_reg_exp, "to_have_url", "url_or_reg_exp")
        self._retry(self._url(expected, ignore_case), "URL", expected, timeout, False)

    def not_to_have_url(
        self,
        url_or_reg_exp: Expected,
        *,
        timeout: float | None = None,
        ignore_case: bool | None = None,
    ) -> None:
        """The negation of :meth:`to_have_url`."""
        expected = _expected(url_or_reg_exp, "not_to_have_url", "url_or_reg_exp")
        self._retry(self._url(expected, ignore_case), "URL", expected, timeout, True)

    def _title(self, expected: Expected) -> Callable[[], tuple[bool, Any]]:
        def check() -> tuple[bool, Any]:
            actual = self._page.title()
            return text_matches(expected, actual, contain=False, ignore_case=False), actual

        return check

    def to_have_title(self, title_or_reg_exp: Expected, *, timeout: float | None = None) -> None:
        """The document's title is ``title_or_reg_exp`` (a string: all of it, white space
        normalized; a pattern: searched)."""
        expected = _expected(title_or_reg_exp, "to_have_title", "title_or_reg_exp")
        self._retry(self._title(expected), "title", expected, timeout, False)

    def not_to_have_title(
        self, title_or_reg_exp: Expected, *, timeout: float | None = None
    ) -> None:
        """The negation of :meth:`to_have_title`."""
        expected = _expected(title_or_reg_exp, "not_to_have_title", "title_or_reg_exp")
        self._retry(self._title(expected), "title", expected, timeout, True)
