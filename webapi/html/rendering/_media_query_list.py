"""CSSOM View's ``MediaQueryList`` (https://drafts.csswg.org/cssom-view-1/#the-mediaquerylist-interface)
and ``Screen`` (https://drafts.csswg.org/cssom-view-1/#the-screen-interface) of a ``Window``.

webapi lays nothing out: the viewport is the fixed one the cascade's media queries are
evaluated against (``webapi.css.engine.VIEWPORT``: Chromium headless's default window, 800x600
CSS pixels at a device pixel ratio of 1), the same for every window, and it never changes, so
"evaluate media queries and report changes" never finds a change and no ``change`` event is
fired."""

from __future__ import annotations

from typing import Any, ClassVar

from webapi.dom.engine import EventTargetImpl, new_object

__all__ = [
    "MediaQueryListImpl",
    "ScreenImpl",
    "match_media",
    "new_screen",
    "viewport_height",
    "viewport_width",
]

#: https://drafts.csswg.org/cssom-view-1/#dom-screen-colordepth: Chromium headless's 24.
COLOR_DEPTH = 24


def viewport_width() -> int:
    """The viewport's width in CSS pixels (``innerWidth``)."""
    from webapi.css.engine import VIEWPORT

    return int(VIEWPORT["width"])


def viewport_height() -> int:
    """The viewport's height in CSS pixels (``innerHeight``)."""
    from webapi.css.engine import VIEWPORT

    return int(VIEWPORT["height"])


class MediaQueryListImpl(EventTargetImpl):
    """https://drafts.csswg.org/cssom-view-1/#the-mediaquerylist-interface: its document
    (kept for the Standard's "associated document"), its media query list (serialized) and its
    matches state."""

    __slots__ = ("_document", "_matches_state", "_media_text")

    _interface_class: ClassVar[type[Any]]
    _document: Any
    _media_text: str
    _matches_state: bool

    @property
    def _media(self) -> str:
        """https://drafts.csswg.org/cssom-view-1/#dom-mediaquerylist-media: "the serialized
        form of the associated media query list"."""
        return self._media_text

    @property
    def _matches(self) -> bool:
        """https://drafts.csswg.org/cssom-view-1/#dom-mediaquerylist-matches: "update its
        matches state", then return it (the viewport is fixed: the state it was made with)."""
        return self._matches_state

    def _add_listener(self, callback: object) -> None:
        """https://drafts.csswg.org/cssom-view-1/#dom-mediaquerylist-addlistener: "If callback
        is null, then return", else add an event listener of type ``change`` (the legacy
        alias of ``addEventListener("change", callback)``)."""
        if callback is None:
            return
        _event_target(self).addEventListener("change", callback)

    def _remove_listener(self, callback: object) -> None:
        """https://drafts.csswg.org/cssom-view-1/#dom-mediaquerylist-removelistener"""
        if callback is None:
            return
        _event_target(self).removeEventListener("change", callback)


def _event_target(media_query_list: MediaQueryListImpl) -> Any:
    """The list as the DOM's public ``EventTarget`` it is (the generated class is both)."""
    return media_query_list


def match_media(document: Any, query: str) -> MediaQueryListImpl:
    """https://drafts.csswg.org/cssom-view-1/#dom-window-matchmedia: "Let parsed media query
    list be the result of parsing query", then a new ``MediaQueryList`` of it, its matches
    state the result of evaluating it."""
    from webapi.css.engine import evaluate_media_query_list, serialize_media_query_list

    media_query_list = new_object(MediaQueryListImpl)
    EventTargetImpl.__init__(media_query_list)
    media_query_list._document = document
    media_query_list._media_text = serialize_media_query_list(query)
    media_query_list._matches_state = evaluate_media_query_list(query)
    return media_query_list


class ScreenImpl:
    """https://drafts.csswg.org/cssom-view-1/#the-screen-interface: the Web-exposed screen area
    is the viewport (a headless browser's screen is its window), with no taskbar."""

    __slots__ = ()

    _interface_class: ClassVar[type[Any]]

    @property
    def _avail_width(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-availwidth"""
        return viewport_width()

    @property
    def _avail_height(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-availheight"""
        return viewport_height()

    @property
    def _width(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-width"""
        return viewport_width()

    @property
    def _height(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-height"""
        return viewport_height()

    @property
    def _color_depth(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-colordepth"""
        return COLOR_DEPTH

    @property
    def _pixel_depth(self) -> int:
        """https://drafts.csswg.org/cssom-view-1/#dom-screen-pixeldepth: as ``colorDepth``."""
        return COLOR_DEPTH


def new_screen() -> ScreenImpl:
    """A window's ``Screen`` (made once per window: ``[SameObject]``)."""
    return new_object(ScreenImpl)
