"""CSSOM View's partial interface ``Window`` (https://drafts.csswg.org/cssom-view-1/#extensions-to-the-window-interface)
and requestIdleCallback's (https://w3c.github.io/requestidlecallback/#window_extensions): the
members of :class:`~webapi.html.browsing._window.WindowImpl` a page reads to know its viewport, as a
browser without layout answers them.

The viewport is the fixed one the cascade's media queries are evaluated against
(:mod:`webapi.html.rendering._media_query_list`); nothing is laid out, so nothing scrolls:
``scrollX`` and ``scrollY`` stay 0 and ``scroll()``/``scrollTo()``/``scrollBy()`` convert their
arguments and do nothing, as Chromium does for a page no taller than its viewport. The window is at
the screen's origin (``screenX``/``screenY`` 0: Chromium headless places its window 10 or 20
pixels in, a named departure, docs/window.md) and as large as the viewport (no browser UI:
``outerWidth`` is ``innerWidth``)."""

from __future__ import annotations

from typing import Any

from ..rendering._media_query_list import (
    MediaQueryListImpl,
    ScreenImpl,
    match_media,
    new_screen,
    viewport_height,
    viewport_width,
)
from ._idle_callbacks import cancel_idle_callback, request_idle_callback

#: The ``WindowImpl`` these members are of (webapi.html.browsing._window's: a subclass of this
# class).
WindowImpl = Any

__all__ = ["WindowViewport"]


class WindowViewport:
    """The viewport, screen and idle-callback members of ``WindowImpl`` (a base class of it)."""

    __slots__ = ()

    def _match_media(self: WindowImpl, query: str) -> MediaQueryListImpl:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-matchmedia"""
        return match_media(self._navigable.active_document, query)

    @property
    def _screen(self: WindowImpl) -> ScreenImpl:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-screen (the same object each
        time)."""
        screen: ScreenImpl | None = self._screen_object
        if screen is None:
            screen = self._screen_object = new_screen()
        return screen

    @property
    def _inner_width(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-innerwidth: the viewport's width
        (no scroll bar: Chromium headless has overlay scroll bars)."""
        return viewport_width()

    @property
    def _inner_height(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-innerheight"""
        return viewport_height()

    @property
    def _scroll_x(self) -> float:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-scrollx: 0 (nothing scrolls)."""
        return 0.0

    _page_x_offset = _scroll_x

    @property
    def _scroll_y(self) -> float:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-scrolly: 0 (nothing scrolls)."""
        return 0.0

    _page_y_offset = _scroll_y

    @property
    def _screen_x(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-screenx: 0 (the window at the
        screen's origin)."""
        return 0

    _screen_left = _screen_x
    _screen_y = _screen_x
    _screen_top = _screen_x

    @property
    def _outer_width(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-outerwidth: the viewport's (no
        browser UI)."""
        return viewport_width()

    @property
    def _outer_height(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-outerheight"""
        return viewport_height()

    @property
    def _device_pixel_ratio(self) -> float:
        """https://drafts.csswg.org/cssom-view-1/#dom-window-devicepixelratio: 1 (the media
        queries' ``resolution``)."""
        return 1.0

    def _request_idle_callback(self: WindowImpl, callback: Any, options: Any = None) -> int:
        """https://w3c.github.io/requestidlecallback/#the-requestidlecallback-method"""
        return request_idle_callback(self, callback, options)

    def _cancel_idle_callback(self: WindowImpl, handle: int) -> None:
        """https://w3c.github.io/requestidlecallback/#the-cancelidlecallback-method"""
        cancel_idle_callback(self, handle)
