"""Playwright's ``Page`` over a webapi ``Window`` (https://playwright.dev/python/docs/api/class-page):
the ``get_by_*`` and ``locator`` methods, resolved against the window's current document.
"""

from __future__ import annotations

from typing import Any

from ._engines import Engine
from ._locator import Locating, Locator

__all__ = ["Page"]


class Page(Locating):
    """A page: a webapi ``Window`` seen as Playwright's ``Page`` (``Page(window)``, or
    :meth:`open`)."""

    __slots__ = ("window",)

    def __init__(self, window: Any) -> None:
        if getattr(window, "document", None) is None or getattr(window, "event_loop", None) is None:
            raise TypeError("Page(): 'window' must be a webapi Window")
        #: The ``Window``.
        self.window = window

    @classmethod
    def open(
        cls, url_or_bytes: Any, *, transport: Any = None, clock: Any = None, **options: Any
    ) -> Page:
        """A page on a new window (``webapi.html.open_window(url_or_bytes, transport=...,
        clock=..., **options)``: the default clock a new ``VirtualClock``)."""
        from webapi.html import open_window

        return cls(open_window(url_or_bytes, transport=transport, clock=clock, **options))

    def __repr__(self) -> str:
        return f"<Page {self.url}>"

    @property
    def url(self) -> str:
        """The URL of the window's document."""
        return self.window.location.href  # type: ignore[no-any-return]

    def title(self) -> str:
        """The document's title."""
        return self.window.document.title  # type: ignore[no-any-return]

    def content(self) -> str:
        """The document serialized (its ``documentElement``'s ``outerHTML``)."""
        root = self.window.document.documentElement
        return "" if root is None else root.outerHTML

    def set_content(self, html: str) -> None:
        """Replace the document's content with ``html`` (``document.documentElement``'s
        ``innerHTML``: scripts in it do not run)."""
        self.window.document.documentElement.innerHTML = html

    def wait_for_timeout(self, timeout: float) -> None:
        """Run the window's event loop for ``timeout`` milliseconds of its clock."""
        self.window.event_loop.advance(timeout)

    def _chain(self, engine: Engine, description: str) -> Locator:
        window = self.window
        return Locator(self, lambda: engine(window.document), description)
