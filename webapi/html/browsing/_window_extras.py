"""What Python code gets of a ``Window`` beyond its Web IDL members (the mixin of the generated
class): ``window[i]`` and iteration (the indexed access of the ``WindowProxy`` exotic object),
the failed navigations of its frames, its event loop, ``repr()``; pickling and copying refuse
(a browsing context is not a value)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

    from webapi.eventloop import EventLoop

    from ._console import Console
    from ._navigable import Navigable
    from ._navigation import NavigationError
    from ._pending_navigation import PendingNavigation

__all__ = ["WindowExtras"]


def _navigable(window: object) -> Navigable:
    """The window's navigable (the mixin's ``self`` is a ``WindowImpl``)."""
    return window._navigable  # type: ignore[attr-defined,no-any-return]


#: An argument not given (the DOM's own marker, ``webapi.dom.engine.ABSENT``, is loaded on
#: first use).
_ABSENT: Any = object()


def _scroll_steps(
    method: str, options_or_x: Any, y: Any, left: Any, top: Any, behavior: Any
) -> None:
    """The conversions of a ``Window`` scroll method's arguments (the DOM's, for its two
    overloads), the options' members given as keywords added to its dictionary."""
    from webapi._webidl import keyword_options
    from webapi.dom.engine import ABSENT, scroll_arguments

    if left is not None or top is not None or behavior is not None:
        given = None if options_or_x is _ABSENT else options_or_x
        keywords = (("left", left), ("top", top), ("behavior", behavior))
        options_or_x = keyword_options(given, keywords, f"Window.{method}", "options")
    scroll_arguments(
        method,
        ABSENT if options_or_x is _ABSENT else options_or_x,
        ABSENT if y is _ABSENT else y,
        "Window",
    )


def _scroll_method(method: str, doc: str) -> Any:
    """A ``Window`` scroll method (its two overloads written by hand: the generator does not
    resolve them), named ``method``."""

    def scroll(
        self: object,
        options_or_x: Any = _ABSENT,
        y: Any = _ABSENT,
        *,
        left: float | None = None,
        top: float | None = None,
        behavior: str | None = None,
    ) -> None:
        _scroll_steps(method, options_or_x, y, left, top, behavior)

    scroll.__name__ = scroll.__qualname__ = method
    scroll.__doc__ = doc
    return scroll


class WindowExtras:
    """The hand-written members of :class:`~webapi.html.Window`."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def __getitem__(self, index: int | slice) -> Any:
        """The ``Window`` of the ``index``-th child navigable of the active document, in tree
        order (https://html.spec.whatwg.org/multipage/nav-history-apis.html#accessing-other-browsing-contexts:
        ``window[0]``); an ``IndexError`` past the last."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"Window indices are integers, not {type(index).__name__}")
        if index >= 0:
            for position, window in enumerate(self):
                if position == index:
                    return window
        raise IndexError("Window index out of range")

    def fetch(self, input: Any, init: Any = None, **options: Any) -> Any:
        """``fetch(input, init)`` (https://fetch.spec.whatwg.org/#dom-global-fetch) from the
        window's document (the ``RequestInit`` members as keywords too, as
        ``webapi.fetch.fetch`` takes them): an awaitable of the ``webapi.fetch.Response``,
        sent through the document's client (``webapi.fetch.FetchClient``: its origin,
        referrer, CORS and the window's ``cookie_jar``) and the window's transport (none: a
        network error, nothing leaves the machine). Not generated from Web IDL (webapi.html
        has no Fetch IDL)."""
        from ._window_fetch import window_fetch

        return window_fetch(_navigable(self), input, init, **options)

    @property
    def cookie_jar(self) -> Any:
        """The cookie jar of this window's top-level traversable (a
        ``webapi.cookies.CookieJar``, shared by its frames and the windows it opens): the
        ``Cookie`` its navigations send, where their ``Set-Cookie`` land, what
        ``document.cookie`` reads and writes (docs/window.md, "Cookies"). Not a Web API
        member."""
        from ._window import cookie_jar_of

        return cookie_jar_of(self._navigable.traversable())  # type: ignore[attr-defined]

    @property
    def pending_navigations(self) -> list[PendingNavigation]:
        """The navigations to other documents asked of this window (``location.href = url``,
        ``location.reload()``, a link, a form, ``history.go(0)``, ...) that were not performed
        because the window has no transport (nothing leaves the machine without one):
        :class:`~webapi.html.PendingNavigation` (``url``, ``history_handling``), oldest
        first. The list is the window's: a test may clear it."""
        return self._pending_navigations  # type: ignore[attr-defined,no-any-return]

    @property
    def opened_windows(self) -> list[Any]:
        """The top-level windows this window's traversable opened (a link or form with
        ``target=_blank`` or a name no window had) and that are not closed, oldest first (a
        new list each time: a window leaves it when it closes). Not a Web API member."""
        return list(_navigable(self).traversable().opened)

    def __iter__(self) -> Iterator[Any]:
        """The child frames' windows, in tree order (``window[0]``, ``window[1]``, ...)."""
        from ._navigable import child_navigables

        for navigable in child_navigables(_navigable(self).active_document):
            yield navigable.window

    def postMessage(
        self,
        message: Any,
        targetOrigin: Any = None,
        transfer: Any = None,
        *,
        target_origin: Any = None,
    ) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage:
        ``postMessage(message, targetOrigin, transfer=[])`` or ``postMessage(message,
        {"targetOrigin": ..., "transfer": [...]})``: a ``message`` event (a task) at this
        window, if its document's origin is ``targetOrigin``'s (``"*"``: any; ``"/"``, the
        default: its own); ``targetOrigin`` converted as Web IDL's USVString (``5`` is ``"5"``,
        a mapping is the options; an int of more digits than Python writes is a ``TypeError``).
        webapi runs no script, so the message's ``source`` is this window and its ``origin``
        this window's."""
        if target_origin is not None:
            if targetOrigin is not None:
                raise TypeError("Window.postMessage(): give targetOrigin once.")
            targetOrigin = target_origin
        self._post_message(message, targetOrigin, transfer)  # type: ignore[attr-defined]

    post_message = postMessage

    def MessageChannel(self) -> Any:
        """``new window.MessageChannel()`` (the window's interface object, as in JavaScript):
        a :class:`~webapi.html.MessageChannel` whose ports deliver on this window's event
        loop."""
        from . import _globals_bindings  # noqa: F401 (the class of what is made)
        from ._messaging import window_message_channel

        return window_message_channel(self)

    def BroadcastChannel(self, name: str) -> Any:
        """``new window.BroadcastChannel(name)``: a :class:`~webapi.html.BroadcastChannel` of
        this window's origin (the active document's) on its event loop: it hears the other
        channels of that name and origin (those of other windows of the origin included) and
        its messages carry the origin."""
        from . import _globals_bindings  # noqa: F401 (the class of what is made)
        from ._messaging import window_broadcast_channel

        return window_broadcast_channel(self, name)

    @property
    def navigation_errors(self) -> list[NavigationError]:
        """The navigations of this frame and of the frames inside it that failed, oldest first
        (a new list each time; a top-level traversable keeps its newest 1,000): each a
        :class:`~webapi.html.NavigationError` (the URL, the reason, the exception where one
        was raised, the frame's ``Window`` and the error document shown). Not a Web API
        member: a browser shows an error page; a Python program reads why here."""
        from ._navigable import navigation_errors_of

        return navigation_errors_of(_navigable(self))

    @property
    def console(self) -> Console:
        """The window's ``console`` (the Console Standard's namespace: ``log``, ``info``,
        ``warn``, ``error``, ``debug``, ``assert``, ``count``, ``group``, ``time``, ...), its
        messages written to the Python logger ``webapi.console`` (docs/window.md)."""
        impl: Any = self
        console: Console | None = impl._console_object
        if console is None:
            from ._console import Console

            console = impl._console_object = Console(self)
        return console

    @property
    def blocked_mixed_content(self) -> list[Any]:
        """The requests this window's documents and frames made that were blocked as mixed
        content (Mixed Content: an ``http:`` style sheet, frame, ``fetch()`` or XHR of an
        ``https:`` page), oldest first (a new list each time; the newest 1,000 kept): each a
        :class:`~webapi.fetch.BlockedRequest` (``url``, ``destination``). Not a Web API
        member: Chromium writes each on its console."""
        record = _navigable(self).traversable().blocked_mixed_content
        return [] if record is None else list(record)

    @property
    def event_loop(self) -> EventLoop:
        """The event loop the window's timers, microtasks, animation frames and tasks run on
        (``advance(ms)``, ``run_until_idle()`` on a virtual clock: docs/eventloop.md). Not a
        Web API member."""
        from webapi.eventloop import event_loop_of

        return event_loop_of(_navigable(self).active_document)

    def __repr__(self) -> str:
        return f"<Window of {_navigable(self).active_document._url}>"

    def __reduce__(self) -> Any:
        raise TypeError("a Window cannot be pickled or copied: it is a browsing context")

    def __copy__(self) -> Any:
        raise TypeError("a Window cannot be copied: it is a browsing context")

    def __deepcopy__(self, memo: object) -> Any:
        raise TypeError("a Window cannot be copied: it is a browsing context")

    def getSelection(self) -> Any:
        """https://w3c.github.io/selection-api/#dom-window-getselection: the associated
        document's ``Selection`` (``document.getSelection()``)."""
        from ._selection import get_selection

        return get_selection(self._document)  # type: ignore[attr-defined]

    get_selection = getSelection

    def getComputedStyle(
        self,
        elt: Any,
        pseudoElt: str | None = None,
    ) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle: the computed style of
        ``elt`` (or of its ``::before``/``::after``), :func:`webapi.html.getComputedStyle`'s
        read-only declaration (the properties text depends on: docs/text.md)."""
        from ..rendering._computed_style import getComputedStyle

        return getComputedStyle(elt, pseudoElt)

    get_computed_style = getComputedStyle

    scroll = _scroll_method(
        "scroll",
        """``undefined scroll(optional ScrollToOptions options = {});``
        ``undefined scroll(unrestricted double x, unrestricted double y);``
        (https://drafts.csswg.org/cssom-view-1/#dom-window-scroll; the options' members also
        as keywords: ``left``, ``top``, ``behavior``): the arguments converted, then nothing
        (no layout: the viewport has nothing to scroll, ``scrollX``/``scrollY`` stay 0, as
        Chromium's for a page no taller than its viewport).""",
    )
    scrollTo = _scroll_method(
        "scrollTo",
        """``scrollTo()`` (https://drafts.csswg.org/cssom-view-1/#dom-window-scrollto): as
        ``scroll()``.""",
    )
    scrollBy = _scroll_method(
        "scrollBy",
        """``scrollBy()`` (https://drafts.csswg.org/cssom-view-1/#dom-window-scrollby): the
        arguments converted, then nothing (as ``scroll()``).""",
    )
    scroll_to = scrollTo
    scroll_by = scrollBy
