"""The errors of ``webapi.testing``'s locators, as Playwright names them."""

from __future__ import annotations

__all__ = ["Error", "TimeoutError"]


class Error(Exception):
    """A locator's error (Playwright's ``playwright.sync_api.Error``): a strict mode
    violation, an operation an element does not support."""


class TimeoutError(Error):
    """An operation's time ran out (Playwright's ``TimeoutError``)."""
