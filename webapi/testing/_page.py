"""Playwright's ``Page`` over a webapi ``Window`` (https://playwright.dev/python/docs/api/class-page):
the ``get_by_*`` and ``locator`` methods, resolved against the window's current document.
"""

from __future__ import annotations

from typing import Any

from ._engines import Engine
from ._keyboard import Keyboard
from ._locator import Locating, Locator
from ._mouse import Mouse
from ._page_navigation import navigate, wait_for_load_state, wait_for_url
from ._response import Response

__all__ = ["Page"]


class Page(Locating):
    """A page: a webapi ``Window`` seen as Playwright's ``Page`` (``Page(window)``, or
    :meth:`open`)."""

    __slots__ = ("_keyboard", "_mouse", "window")

    def __init__(self, window: Any) -> None:
        if getattr(window, "document", None) is None or getattr(window, "event_loop", None) is None:
            raise TypeError("Page(): 'window' must be a webapi Window")
        #: The ``Window``.
        self.window = window
        self._keyboard: Keyboard | None = None
        self._mouse: Mouse | None = None

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

    def goto(
        self, url: str, *, timeout: float | None = None, wait_until: str | None = None
    ) -> Response | None:
        """Navigate the window to ``url`` (``location.assign``, resolved against the page's
        URL) and wait until the new document has reached ``wait_until`` (``"load"``: its
        ``load`` event; ``"domcontentloaded"``, ``"commit"``, ``"networkidle"``) on the
        window's clock; :class:`~webapi.testing.Error` where it fails (the transport raised,
        a network error), :class:`~webapi.testing.TimeoutError` after ``timeout``
        milliseconds (30,000). A response of any status is a page. Returns the main
        resource's :class:`~webapi.testing.Response` (of the last redirect), as Playwright
        does; None for a navigation within the document and for ``about:blank``."""
        from webapi.url import URL

        target, current = URL(url, self.url), URL(self.url)
        same = target.hash != "" and target.href.split("#")[0] == current.href.split("#")[0]
        window = self.window
        return navigate(
            self, "goto", lambda: window.location.assign(url), timeout, wait_until, same
        )

    def reload(
        self, *, timeout: float | None = None, wait_until: str | None = None
    ) -> Response | None:
        """Reload the document (``location.reload()``), waited for as :meth:`goto` waits;
        returns the main resource's :class:`~webapi.testing.Response`."""
        window = self.window
        return navigate(self, "reload", window.location.reload, timeout, wait_until)

    def go_back(
        self, *, timeout: float | None = None, wait_until: str | None = None
    ) -> Response | None:
        """Go one entry back in the window's session history (``history.back()``), waited for
        as :meth:`goto` waits; returns the main resource's :class:`~webapi.testing.Response`
        (None where there is no entry before, or the entry is of the same document)."""
        window = self.window
        if not window.navigation.canGoBack:
            return None
        return navigate(self, "go_back", window.history.back, timeout, wait_until)

    def go_forward(
        self, *, timeout: float | None = None, wait_until: str | None = None
    ) -> Response | None:
        """Go one entry forward (``history.forward()``), waited for as :meth:`goto` waits;
        returns the main resource's :class:`~webapi.testing.Response` (None where there is
        no entry after, or the entry is of the same document)."""
        window = self.window
        if not window.navigation.canGoForward:
            return None
        return navigate(self, "go_forward", window.history.forward, timeout, wait_until)

    def wait_for_url(
        self, url: Any, *, timeout: float | None = None, wait_until: str | None = None
    ) -> None:
        """Wait on the window's clock until its URL matches ``url`` (a glob: ``**``, ``*``,
        ``{a,b}``; a ``re.Pattern``; a function of the URL string) and its document has
        reached ``wait_until``."""
        wait_for_url(self, url, timeout, wait_until)

    def wait_for_load_state(
        self, state: str | None = None, *, timeout: float | None = None
    ) -> None:
        """Wait until the document has reached ``state`` (``"load"`` by default)."""
        wait_for_load_state(self, state, timeout)

    def wait_for_timeout(self, timeout: float) -> None:
        """Run the window's event loop for ``timeout`` milliseconds of its clock."""
        self.window.event_loop.advance(timeout)

    @property
    def keyboard(self) -> Keyboard:
        """The page's keyboard (Playwright's ``page.keyboard``: ``press``, ``type``,
        ``down``, ``up``, ``insert_text``)."""
        if self._keyboard is None:
            self._keyboard = Keyboard(self.window)
        return self._keyboard

    @property
    def mouse(self) -> Mouse:
        """The page's mouse (``move_to(element)``, ``down``, ``up``: no layout, so over an
        element rather than at a point)."""
        if self._mouse is None:
            self._mouse = Mouse(self.window, self.keyboard)
        return self._mouse

    def click(self, selector: str, **options: Any) -> None:
        """``locator(selector).click(**options)``."""
        self.locator(selector).click(**options)

    def dblclick(self, selector: str, **options: Any) -> None:
        """``locator(selector).dblclick(**options)``."""
        self.locator(selector).dblclick(**options)

    def hover(self, selector: str, **options: Any) -> None:
        """``locator(selector).hover(**options)``."""
        self.locator(selector).hover(**options)

    def fill(self, selector: str, value: str, **options: Any) -> None:
        """``locator(selector).fill(value, **options)``."""
        self.locator(selector).fill(value, **options)

    def press(self, selector: str, key: str, **options: Any) -> None:
        """``locator(selector).press(key, **options)``."""
        self.locator(selector).press(key, **options)

    def check(self, selector: str, **options: Any) -> None:
        """``locator(selector).check(**options)``."""
        self.locator(selector).check(**options)

    def uncheck(self, selector: str, **options: Any) -> None:
        """``locator(selector).uncheck(**options)``."""
        self.locator(selector).uncheck(**options)

    def select_option(self, selector: str, value: Any = None, **options: Any) -> list[str]:
        """``locator(selector).select_option(value, **options)``."""
        return self.locator(selector).select_option(value, **options)

    def set_input_files(self, selector: str, files: Any, **options: Any) -> None:
        """``locator(selector).set_input_files(files, **options)``."""
        self.locator(selector).set_input_files(files, **options)

    def focus(self, selector: str, **options: Any) -> None:
        """``locator(selector).focus(**options)``."""
        self.locator(selector).focus(**options)

    def _chain(self, engine: Engine, description: str) -> Locator:
        window = self.window
        return Locator(self, lambda: engine(window.document), description)
