"""The entry point of a test double of a headless browser (issue #55 item 5):
:func:`open_window` opens a top-level window on a URL (loaded through the given transport) or
on given bytes, and returns its ``Window``; clicking, filling and submitting go through the
DOM (``element.click()``, ``input.value = ...``, ``form.requestSubmit()``), time through
``window.event_loop`` (docs/window.md, "Driving a window from a test").
"""

from __future__ import annotations

from webapi._webidl import argument_error

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["open_window", "settle"]


def open_window(
    url_or_bytes: Any,
    *,
    url: str | None = None,
    content_type: str | None = None,
    transport: Any = None,
    clock: Any = None,
    storage: Any = None,
    navigator: Any = None,
    refresh: bool = False,
    cookie_jar: Any = None,
    on_document: Any = None,
) -> Any:
    """A new top-level window (a browser tab) showing ``url_or_bytes``, its ``Window``
    returned once the page is loaded (its ``load`` event fired).

    ``url_or_bytes``: a URL (``str``), fetched through ``transport`` (an HTTP(S) URL needs
    one; ``about:blank`` and ``data:`` URLs do not); or the page's bytes (bytes-like), parsed as
    a response at ``url`` (default ``about:blank``) of type ``content_type`` (default
    ``text/html``) would be.

    ``transport``: what the window's navigations fetch through, as ``webapi.fetch.fetch``
    takes it (a transport object, an httpx, aiohttp, urllib3 or requests client, or a function
    ``Request -> Response | (status, headers, body)``); its ``iframe`` elements load through
    it too. None: no network (navigations to HTTP(S) URLs are recorded
    in ``window.pending_navigations``).

    ``clock``: the window's event loop's clock; None (the default): a new
    ``webapi.eventloop.VirtualClock`` (time moves only when the program runs
    ``window.event_loop``: ``run_until_idle()``, ``advance(ms)``).

    ``storage``, ``navigator``: as :func:`~webapi.html.create_top_level_traversable` takes
    them; ``refresh``: whether a ``Refresh`` header or ``<meta http-equiv=refresh>``
    navigates; ``cookie_jar``: the window's cookie jar (a ``webapi.cookies.CookieJar``;
    None, the default: a new one, shared by the windows it opens), read as
    ``window.cookie_jar``.

    ``on_document``: a callable run with the window each time a navigation made a new
    document active in it (the page of ``url_or_bytes`` when it is a URL, every later one,
    and those of the windows its links open), before the document's first event
    (``readystatechange``, ``DOMContentLoaded``): where a test adds the listeners a page's
    own script would (Playwright's ``add_init_script``); an exception it raises is the
    navigation task's (docs/eventloop.md, "Exceptions").

    A page that does not load (a network error: the transport raised or gave
    ``Response.error()``, a URL the fetch policy refuses, an ``about:`` URL other than
    ``about:blank``) is a ``DOMException`` named ``NetworkError`` (the transport's exception its
    ``__cause__``), not a window on an error document; a response of any status is a page (a
    404 too). Any transport works, in a plain script or inside a running asyncio loop: one
    that answers at once (a function, ``HTTPClientTransport``, a requests, httpx or urllib3
    client: it is called in the call, as the call waits for it anyway) or an async one (an
    ``async def`` function, httpx's ``AsyncClient``, aiohttp's ``ClientSession``: where no
    asyncio loop runs, in the thread's own loop, in the call; where one runs, the first page
    is pending work of the window's loop: ``await window.event_loop.idle()`` loads it, its
    failure then in ``window.navigation_errors``).

    A str that is no absolute URL, or ``url``/``content_type`` given with a URL, is a
    ``ValueError``."""
    from webapi.eventloop import VirtualClock

    from ..parsing._response_document import document_from_response
    from ._navigables import create_top_level_traversable

    function = "open_window"
    if url is not None and not isinstance(url, str):
        raise argument_error(function, "url", url, "a str or None")
    if content_type is not None and not isinstance(content_type, str):
        raise argument_error(function, "content_type", content_type, "a str or None")
    if on_document is not None and not callable(on_document):
        raise argument_error(function, "on_document", on_document, "a callable or None")
    if clock is None:
        clock = VirtualClock()
    if transport is not None:
        from ._navigate import transport_argument

        transport = transport_argument(function, transport)
    if isinstance(url_or_bytes, str):
        from webapi.url import basic_url_parse

        target = basic_url_parse(url_or_bytes)
        if target is None:
            raise ValueError(f"{function}(): {url_or_bytes!r} is not an absolute URL")
        if url is not None or content_type is not None:
            raise ValueError(f"{function}(): url and content_type go with bytes, not a URL")
        document = _initial_about_blank_for_new_tab()
    elif isinstance(url_or_bytes, (bytes, bytearray, memoryview)):
        target = None
        address = "about:blank" if url is None else url
        from webapi.url import basic_url_parse

        if basic_url_parse(address) is None:
            raise ValueError(f"{function}(): {address!r} is not an absolute URL")
        document = document_from_response(bytes(url_or_bytes), address, content_type or "text/html")
    else:
        raise argument_error(function, "url_or_bytes", url_or_bytes, "a str URL or bytes")
    window = create_top_level_traversable(
        document,
        clock=clock,
        storage=storage,
        navigator=navigator,
        transport=transport,
        refresh=refresh,
        cookie_jar=cookie_jar,
    )
    navigable = window._navigable
    navigable.document_hook = on_document
    if target is not None:
        from webapi.url import url_serialize

        from ._navigate import navigate

        errors = navigable.errors
        assert errors is not None
        before = len(errors)
        # (the first navigation of a new tab replaces its initial about:blank entry)
        navigate(navigable, url_serialize(target), "replace", local=True)
        settle(window)
        failed = [error for error in list(errors)[before:] if error.window is window]
        if failed:
            _first_page_failed(failed[0])
    else:
        from ._navigate import declarative_refresh

        declarative_refresh(navigable, document)
        settle(window)
    return window


def _first_page_failed(error: Any) -> None:
    """A ``NetworkError`` ``DOMException`` for the failed navigation ``error`` (its exception
    the cause), as Playwright's ``goto`` raises for a page that did not load: a window showing
    an error document is no page to test."""
    from webapi.dom import DOMException

    detail = "" if error.exception is None else f": {error.exception!r}"
    failure = DOMException(
        f"open_window(): {error.url} did not load ({error.reason}{detail})", "NetworkError"
    )
    raise failure from error.exception


def settle(window: Any, limit: int = 10_000) -> None:
    """Run the window's tasks queued now, and those they queue, until none is left and its
    document has loaded (its readiness ``complete``), without moving the clock (a timer, a
    ``<meta http-equiv=refresh>`` that is not due yet, waits for ``advance``)."""
    loop = window.event_loop
    for _ in range(limit):
        loop.advance(0)
        loop = window.event_loop
        if not loop._tasks and window._navigable.active_document.readyState == "complete":
            return


def _initial_about_blank_for_new_tab() -> Any:
    """A new tab's initial ``about:blank`` document (an opaque origin: no creator)."""
    from webapi.url import OpaqueOrigin

    from ..parsing._tree_builder import parse_document
    from ._navigable import INITIAL_ABOUT_BLANK

    document = parse_document("", True)
    document._origin = OpaqueOrigin()
    if document._cache is None:
        document._cache = {}
    document._cache[INITIAL_ABOUT_BLANK] = True
    return document
