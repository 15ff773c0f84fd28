"""Navigating across documents (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate,
issue #55 item 4): ``location.href = url``, ``location.assign/replace/reload``, a followed
hyperlink, a submitted form, a declarative refresh and a history traversal to another
document's entry load the next ``Document`` through ``webapi.fetch.fetch`` with the transport
the program gave the top-level traversable (:func:`~webapi.html.open_window`'s
``transport=``, or ``create_top_level_traversable(transport=...)``).

What "navigate" does here, in the Standard's order:

1. the first steps (:func:`navigate`): a URL equal to the active document's but for a
   non-null fragment navigates to a fragment (no fetch); "auto" history handling is "replace"
   for the document's own URL, else "push", and a push from a navigable's initial
   ``about:blank`` document (a new tab's, a popup's, an ``iframe``'s) is a "replace" (the
   navigation "must be a replace"); "prompt to unload" fires ``beforeunload`` at the
   window (cancelable: a listener that cancels it, or sets ``returnValue``, keeps the document:
   **a deliberate difference**: Chromium asks the user only after a user activation and
   otherwise goes on; a test double has no user to ask, so a cancel is obeyed); a later
   navigation of the navigable makes an earlier one not yet run moot (the "ongoing
   navigation");
2. a task on the window's event loop (the navigation and traversal task source) fetches the
   request (:func:`navigation_request`: ``GET``, or a form's ``POST`` body; ``Referer``
   by the default referrer policy) with redirects followed (Fetch's HTTP-redirect fetch:
   303 and a ``POST``'s 301/302 become ``GET``);
3. "load a document" by the response's MIME type
(``webapi.html.browsing._navigables.load_document``:
   HTML with the response's encoding and its URL as the base URL, XML, text, images and media);
   a 204 or 205 response, or a type no document is made of (a download), keeps the document;
   a network error (the transport raised or gave ``Response.error()``, a non-HTTP(S) redirect)
   shows an error document and is recorded in ``window.navigation_errors``;
4. "unload a document" (its ``iframe`` documents first): ``pagehide`` (``persisted`` false),
   ``visibilitychange`` (the document becomes hidden) and ``unload``; then the new document is
   the navigable's active document, in a new session history entry (a push prunes the forward
   entries, a replace takes the active entry's place, a reload keeps the entry);
5. the new document's loading ("the end" of parsing, "completely finish loading"):
   ``readystatechange`` (``interactive``), ``DOMContentLoaded``, then as the next task
   ``readystatechange`` (``complete``), ``load`` at the window, ``pageshow`` (``persisted``
   false), and for an ``iframe``'s navigable the ``iframe``'s ``load``.

The ``Window``: browsers make a new ``Window`` per ``Document`` and keep the ``WindowProxy``;
webapi's ``Window`` is also its ``WindowProxy``, so the program's ``window`` stays the same
object across navigations and is reset as a new ``Window`` would be (no event listeners, no
timers, no animation frame callbacks, a new ``performance.timeOrigin``).

History traversal to an entry of another document **reloads it through the transport** (a
``GET``, a ``POST`` entry too), as Chromium does when its back/forward cache does not keep the
page; no document is kept alive for the back/forward cache.

Without a transport (or a navigation fetcher) nothing leaves the machine: a navigation is
recorded in ``window.pending_navigations`` (a :class:`~webapi.html.PendingNavigation`) and the
document stays (``open_window`` itself loads an ``about:blank``, ``data:`` or ``blob:`` URL without
one).

The request is a request of the navigating document's client (:func:`navigation_request`;
``webapi.html.browsing._document_fetch``: a ``webapi.fetch.FetchClient`` of its URL, with the
window's cookie jar and transport; a program's own navigation: a client of the target URL, without a
referrer), sent through fetch's main fetch as every request of the document is (issue #72's
one road), with mode "navigate", destination "document" and credentials "include": the headers
Chromium 156 sends (``Upgrade-Insecure-Requests``, the navigation ``Accept``, ``Sec-Fetch-*``
with ``Sec-Fetch-User`` for a user's navigation and ``Sec-Fetch-Site: none`` for the
program's own, the ``Referer`` by the referrer policy, a ``POST``'s ``Cache-Control:
max-age=0``: tests/html/test_destinations_chromium.py), ``Cookie`` from the window's jar
(``window.cookie_jar``: SameSite by the initiator's site, a top-level navigation's rules) and
every hop's ``Set-Cookie`` into it. ``referrer_for`` gives the ``document.referrer`` recorded.
"""

from __future__ import annotations

from webapi._lazy import load_provider
from webapi._webidl import argument_error
from webapi.dom.engine import document_origin, fire_an_event, remove_all_event_listeners
from webapi.eventloop import event_loop_of
from webapi.eventloop.engine import drive
from webapi.fetch.engine import fetch_steps
from webapi.referrerpolicy import referrer_under_policy

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl

    from ._navigable import Navigable
    from ._session_history import SessionHistoryEntry

__all__ = [
    "NAVIGATION_RESPONSE",
    "NavigationResponse",
    "as_transport",
    "navigate",
    "navigation_request",
    "navigation_response",
    "referrer_for",
    "transport_argument",
    "unload_a_document",
]

#: The key, in a document's ``_cache``, of its :class:`NavigationResponse`.
NAVIGATION_RESPONSE = "navigation response"


class NavigationResponse:
    """What a navigation fetched a document from, as plain values (no fetch object: those
    hold the client, and so the document that navigated): the response's status, status
    message, URL list, headers as received and body, the request's method, URL list, headers
    and body."""

    __slots__ = (
        "body",
        "headers",
        "method",
        "request_body",
        "request_headers",
        "request_urls",
        "status",
        "status_text",
        "url_list",
    )

    def __init__(self, response: Any, body: bytes, request: Any) -> None:
        from webapi.url import url_serialize

        full = response.internal_response or response  # (before fetch's filter)
        names, values = full._headers._names, full._headers._values
        self.status: int = response.status
        self.status_text: str = response.status_text
        self.url_list: list[str] = list(response.url_list)
        self.headers = [(n, v) for n, v in zip(names, values, strict=True) if n is not None]
        self.body = body
        self.method: str = request.method
        self.request_urls = [
            u if isinstance(u, str) else str(url_serialize(u)) for u in request.url_list
        ]
        self.request_headers = [(str(n), str(v)) for n, v in request.header_list]
        self.request_body = request.body if isinstance(request.body, bytes) else None


def navigation_response(document: Any) -> NavigationResponse | None:
    """The :class:`NavigationResponse` a navigation made ``document`` of, or None (a
    document no navigation's response made: the initial ``about:blank``, one of
    ``set_content``, an error document)."""
    cache = document._cache
    found: NavigationResponse | None = None if cache is None else cache.get(NAVIGATION_RESPONSE)
    return found


def referrer_for(source_url: str, target_url: str, policy: str = "") -> str:
    """https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer for a
    navigation from the document at ``source_url`` to ``target_url``: the ``Referer`` value
    (the empty string: none) under ``policy`` (the empty string: the default,
    ``strict-origin-when-cross-origin``), by the steps the document's client's fetch takes.
    Only HTTP(S) documents give a referrer."""
    from webapi.url import basic_url_parse, url_serialize

    source = basic_url_parse(source_url)
    target = basic_url_parse(target_url)
    if source is None or target is None or source.scheme not in ("http", "https"):
        return ""
    referrer = referrer_under_policy(source, target, policy)
    return "" if referrer is None else url_serialize(referrer)


def navigation_request(
    navigable: Navigable,
    source: DocumentImpl | None,
    url: str,
    *,
    form: Any = None,
    referrer_policy: str = "",
    user_involvement: str = "none",
    traversal_referrer: str | None = None,
) -> Any:
    """The request (``webapi.fetch.engine.FetchRequest``) a navigation of ``navigable`` to
    ``url`` fetches, HTML's "create navigation params by fetching" request: a request of the
    client of ``source`` (the initiator's document; None: the program's own navigation, a
    client of the target itself, without a referrer) with destination "document", mode
    "navigate", credentials "include", redirect "follow", the referrer "client" under
    ``referrer_policy``, a form submission's method, header list and body (``form``: its
    ``webapi.fetch.Request``; a ``POST``'s cache mode "no-cache", Chromium's
    ``Cache-Control: max-age=0``), and the user activation of ``user_involvement``
    ("activation"; a program's navigation is the user's: ``Sec-Fetch-Site: none``,
    ``Sec-Fetch-User: ?1``, as Playwright's ``goto``). ``traversal_referrer``: a history
    traversal's (the referrer its document was loaded with, sent again as the client's URL
    under "unsafe-url"; the empty string: none)."""
    from webapi.url import basic_url_parse

    from ._document_fetch import document_client, program_client
    from ._navigable import browsing_context_of

    record = basic_url_parse(url)
    assert record is not None
    referrer: str = "client"
    browser_ui = False
    if traversal_referrer is not None:
        if traversal_referrer:
            client = program_client(navigable, traversal_referrer, "unsafe-url")
        else:
            client = program_client(navigable, url)
            referrer = "no-referrer"
    elif source is None:
        # (a program's own navigation has no initiator: its client is the target itself,
        # same-site for cookies, with no referrer)
        client = program_client(navigable, url)
        referrer = "no-referrer"
        browser_ui = True
    else:
        initiator = browsing_context_of(source)
        if initiator is not None:
            client = document_client(initiator, source)
        else:
            client = program_client(navigable, source._url, referrer_policy)
    method, header_list, body = "GET", None, None
    if form is not None:
        impl = form._impl
        method = impl.method
        header_list = impl.headers.header_list()
        body = None if impl._body is None else impl._body.read_all_bytes()
    return client.new_request(
        record,
        destination="document",
        mode="navigate",
        credentials="include",
        method=method,
        header_list=header_list,
        body=body,
        referrer=referrer,
        referrer_policy=referrer_policy,
        cache_mode="no-cache" if method == "POST" else "default",
        user_activation=browser_ui or user_involvement == "activation",
        browser_ui=browser_ui,
    )


# --- navigate


def navigate(
    navigable: Navigable,
    url: str,
    history_handling: str = "auto",
    *,
    source: DocumentImpl | None = None,
    request: Any = None,
    referrer_policy: str = "",
    entry: SessionHistoryEntry | None = None,
    local: bool = False,
    navigation_api_state: Any = None,
    source_element: Any = None,
    form_data_entry_list: Any = None,
    user_involvement: str = "none",
) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate: ``navigable`` to
    ``url`` (serialized, absolute) from ``source`` (the initiator's document; None: the
    program), ``history_handling`` one of ``"auto"``, ``"push"``, ``"replace"``,
    ``"reload"``, ``"traverse"`` (with the ``entry`` traversed to), ``request`` a form
    submission's ``webapi.fetch.Request`` (its method and body are sent; else a ``GET``).
    Without a transport the navigation is recorded in ``pending_navigations``, but for an
    ``about:``, ``data:`` or ``blob:`` URL where ``local`` is true (``open_window``'s).
    ``navigation_api_state``: the new entry's navigation API state (serialized:
    ``navigation.navigate(url, state=...)``'s); ``source_element`` (the link, or the form's
    submitter) and ``form_data_entry_list`` (a POST form's entry list) are the ``navigate``
    event's ``sourceElement`` and ``formData``, ``user_involvement`` ("activation": a submit
    button's) its ``userInitiated``. A navigation from a document of the
    navigable's origin fires the ``navigate`` event at its ``window.navigation`` first
    (``webapi.html.browsing._navigation_api``): a listener may cancel it or intercept it (then it is
    a same-document navigation and nothing is fetched)."""
    from webapi.url import basic_url_parse, url_equals, url_serialize

    from ._navigable import INITIAL_ABOUT_BLANK, is_discarded
    from ._session_history import document_url_record, navigate_to_a_fragment

    if is_discarded(navigable):
        return
    document = navigable.active_document
    parsed = basic_url_parse(url)
    if parsed is None:
        return
    url = url_serialize(parsed)
    scheme = parsed.scheme
    if scheme == "javascript":
        return  # (navigate to a javascript: URL: no script runs, nothing is fetched)
    external = scheme not in ("http", "https", "about", "data", "blob")
    if scheme == "data" and source is not None and navigable.parent is None:
        # Chromium's "Not allowed to navigate top frame to data URL": a page cannot take its
        # top-level window to a data: URL (a program's open_window can).
        return
    method = "GET" if request is None else request.method
    if history_handling == "auto":
        # "If url equals navigable's active document's URL, and initiatorOriginSnapshot is same
        # origin with targetNavigable's active document's origin, then set historyHandling to
        # "replace"" (else "push")
        same = source is None or document_origin(source) == document_origin(document)
        history_handling = "replace" if url == document._url and same else "push"
    if history_handling == "push" and document._cache and document._cache.get(INITIAL_ABOUT_BLANK):
        # "If the navigation must be a replace given url and navigable's active document"
        # (its "is initial about:blank" is true), "then set historyHandling to "replace""
        history_handling = "replace"
    current = document_url_record(navigable)
    if (
        history_handling in ("push", "replace")
        and method == "GET"
        and parsed.fragment is not None
        and current is not None
        and url_equals(parsed, current, exclude_fragments=True)
    ):
        # "If documentResource is null, and url equals navigable's active document's URL with
        # exclude fragments set to true, and url's fragment is non-null, then: navigate to a
        # fragment"
        navigate_to_a_fragment(
            navigable,
            url,
            history_handling,  # type: ignore[arg-type]
            parsed,
            navigation_api_state=navigation_api_state,
            source_element=source_element,
            user_involvement=user_involvement,
        )
        return
    if history_handling != "traverse" and source is not None and not external:
        # "If all of the following are true: userInvolvement is not "browser UI";
        # navigable's active document's origin is same origin-domain with sourceDocument's
        # origin; navigable's active document's is initial about:blank is false; and url's
        # scheme is a fetch scheme": fire a push/replace/reload navigate event
        from ._navigation_api import fire_a_push_replace_reload_navigate_event, navigation_of

        navigation = navigation_of(navigable)
        if (
            navigation is not None
            and document_origin(source) == document_origin(document)
            and not fire_a_push_replace_reload_navigate_event(
                navigation,
                history_handling,
                url,
                False,
                navigation_api_state=navigation_api_state,
                source_element=source_element,
                form_data_entry_list=form_data_entry_list,
                user_involvement=user_involvement,
                destination_record=parsed,
            )
        ):
            return
    top = navigable.traversable()
    if top.transport is None and top.fetcher is None and (not local or scheme in ("http", "https")):
        # No transport: nothing leaves the machine; the navigation is recorded.
        from ._pending_navigation import PendingNavigation

        navigable.window._pending_navigations.append(PendingNavigation(url, history_handling))
        return
    # "prompt to unload" (a traversal's "check if unloading is canceled" fires it too)
    if not prompt_to_unload(document):
        return
    if external:
        # A non-fetch scheme (mailto:, tel:, an unknown one): "hand off to external
        # software" (webapi has none: the document stays; Chromium fires beforeunload
        # first, as here); file: is not fetched either.
        return
    navigable.ongoing_navigation += 1
    ticket = navigable.ongoing_navigation
    if history_handling == "traverse":
        # The entry's document state's request referrer: the referrer its document was
        # loaded with (a traversal sends it again, as the client's URL under "unsafe-url").
        # (A reload, as in Chromium, is a navigation from the document itself: its referrer
        # is the document's URL, where the Standard keeps the entry's.)
        if entry is not None:
            referrer = entry.document_state.request_referrer
        else:
            kept = document._cache
            referrer = "" if kept is None else str(kept.get("referrer", ""))
        fetch_request = navigation_request(navigable, None, url, traversal_referrer=referrer)
    else:
        referrer = "" if source is None else referrer_for(source._url, url, referrer_policy)
        fetch_request = navigation_request(
            navigable,
            source,
            url,
            form=request,
            referrer_policy=referrer_policy,
            user_involvement=user_involvement,
        )

    loop = event_loop_of(document)

    def still_current() -> bool:
        # (a later navigation, or the frame was removed: this one is moot)
        return navigable.ongoing_navigation == ticket and not is_discarded(navigable)

    def task() -> None:
        if not still_current():
            return

        def fetched(response: Any, error: BaseException | None) -> None:
            if still_current():
                _load(
                    navigable,
                    url,
                    fetch_request,
                    response,
                    error,
                    history_handling,
                    referrer,
                    entry,
                    navigation_api_state,
                )

        # the fetch through webapi.eventloop's driver: to its end in this task where the
        # transport answers at once (or no asyncio loop runs: an async transport in the
        # thread's own loop), else pending work of the loop, the rest a later task
        client = fetch_request.client
        coroutine = fetch_steps(fetch_request, as_transport(client.transport))
        drive(coroutine, fetched, loop, synchronous=True)

    loop.queue_a_task(task, document)


def _navigables() -> Any:
    """``webapi.html.browsing._navigables`` (loaded by name: it makes the windows whose navigations
    this module runs, and its iframe steps come back here)."""
    return load_provider("html:navigables")


def prompt_to_unload(document: DocumentImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#prompt-to-unload: fire
    ``beforeunload`` (cancelable) at the document's window; false where a listener canceled it
    (the navigation is abandoned: see the module's docstring)."""
    from ..common import _event_bindings  # noqa: F401 (the events' public classes)
    from ..common._event_interfaces import BeforeUnloadEventImpl
    from ._navigable import browsing_context_of

    navigable = browsing_context_of(document)
    if navigable is None:
        return True
    if not fire_an_event("beforeunload", navigable.window, BeforeUnloadEventImpl, cancelable=True):
        return False
    if navigable.traversable().frames:
        # (https://html.spec.whatwg.org/multipage/browsing-the-web.html#checking-if-unloading-is-canceled:
        # the descendant navigables' documents too, in tree order, as Chromium does)
        from ._navigable import child_navigables

        for child in list(child_navigables(document)):
            if not prompt_to_unload(child.active_document):
                return False
    return True


def as_transport(transport: Any) -> Any:
    """``transport`` as ``webapi.fetch.fetch(transport=...)`` takes it (one lookup for both:
    a transport object, the adapter of an httpx, aiohttp, urllib3 or requests client, or a
    ``webapi.fetch.CallableTransport`` of a function); a ``TypeError`` otherwise."""
    from webapi.fetch.engine import as_transport as fetch_as_transport

    return fetch_as_transport(transport)


def transport_argument(function: str, transport: Any) -> Any:
    """The ``transport`` argument of ``function`` (``open_window``, ``Navigable``...) as
    :func:`as_transport` takes it; a ``TypeError`` naming the parameter otherwise."""
    try:
        return as_transport(transport)
    except TypeError:
        raise argument_error(
            function, "transport", transport, "a transport, a callable or None"
        ) from None


def _load(
    navigable: Navigable,
    url: str,
    request: Any,
    response: Any,
    error: BaseException | None,
    history_handling: str,
    referrer: str,
    entry: SessionHistoryEntry | None,
    navigation_api_state: Any = None,
) -> None:
    """The rest of the navigation once ``request`` is fetched (``response``, or ``error``
    what the fetch raised): the new document by MIME type, then the document is replaced (or
    the error document shown, or nothing for a download, a 204, or no transport)."""
    from webapi.fetch.engine import NetworkError

    from ._document_fetch import failure_of
    from ._navigation import NavigationError

    navigables = _navigables()
    load_document, _error_document = navigables.load_document, navigables._error_document
    old = navigable.active_document
    failure: tuple[str, BaseException | None] | None = None
    document: DocumentImpl | None = None
    scheme = request.current_url.scheme
    try:
        if error is not None:
            raise error
        if response.status in (204, 205):
            return
        body = b"" if response._body is None else response._body.read_all_bytes()
        content_type = response._headers.get("Content-Type")
        final_url = response.url_list[-1] if response.url_list else url
        fragment = request.url_list[0].fragment
        if fragment is not None and "#" not in final_url:
            # (the response's URL has no fragment: the request's is kept, through
            # redirects whose Location has none, as Fetch's location URL keeps it)
            final_url += "#" + fragment
        document = load_document(body, content_type, final_url, old._scripting)
        if document is None:
            return  # (a download: the document stays)
        if scheme in ("data", "blob"):
            from webapi.url import OpaqueOrigin

            document._origin = OpaqueOrigin()
        if document._cache is None:
            document._cache = {}
        refresh = response._headers.get("Refresh")
        if refresh is not None:
            document._cache["refresh header"] = refresh
        # (the response the document was made of, its body and its request, as plain values:
        # what a test double's navigation gives back as Playwright's ``Response``)
        document._cache[NAVIGATION_RESPONSE] = NavigationResponse(response, body, request)
    except NetworkError as network_error:  # (a network error, a refused URL: recorded)
        failure = failure_of(network_error)
        if failure is None:
            return  # (no transport: nothing is navigated to)
    except Exception as other:  # (a failure to load: recorded)
        failure = ("exception", other)
    if failure is not None:
        document = _error_document(old._scripting)
        top = navigable.traversable()
        assert top.errors is not None
        top.errors.append(NavigationError(url, failure[0], failure[1], navigable.window, document))
    assert document is not None
    if referrer:
        if document._cache is None:
            document._cache = {}
        document._cache["referrer"] = referrer
    replace_the_document(navigable, document, history_handling, entry, navigation_api_state)


def unload_a_document(document: DocumentImpl) -> None:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#unload-a-document-and-its-descendants:
    "unload a document": ``pagehide`` (``persisted`` false) at its window, the visibility state
    "hidden" (``visibilitychange`` at the document), ``unload`` at its window; then those of
    its child navigables, in tree order (Chromium's order: the Standard unloads the
    descendants first)."""
    from ..common import _event_bindings  # noqa: F401
    from ..common._event_interfaces import PageTransitionEventImpl
    from ._navigable import VISIBILITY_KEY, browsing_context_of, child_navigables

    navigable = browsing_context_of(document)
    if navigable is None:
        return
    window = navigable.window
    fire_an_event("pagehide", window, PageTransitionEventImpl, _persisted=False)
    # "update the visibility state of document to "hidden"" (it fires visibilitychange)
    if document._cache is not None:
        document._cache[VISIBILITY_KEY] = "hidden"
    fire_an_event("visibilitychange", document, bubbles=True)
    fire_an_event("unload", window)
    if navigable.traversable().frames:  # (no frames in the traversable: no walk)
        for child in list(child_navigables(document)):
            unload_a_document(child.active_document)


def _reset_window(window: Any) -> None:
    """The window as a new ``Window`` of the new document would be: no listeners, timers,
    animation frame or idle callbacks, a new console and time origin, and nothing of the old
    document's (its ``Navigation`` and ``Storage`` objects: made again for the new one when
    read)."""
    from ._performance import new_performance

    remove_all_event_listeners(window)
    window._clear_callbacks()
    window._console_object = None
    window._performance_object = new_performance(window)
    window._navigation_object = None
    window._local_storage_holder = window._session_storage_holder = None


def replace_the_document(
    navigable: Navigable,
    document: DocumentImpl,
    history_handling: str,
    entry: SessionHistoryEntry | None = None,
    navigation_api_state: Any = None,
) -> None:
    """ "Apply the history step" for a navigation's new document (the Standard's
    #apply-the-history-step, #update-document-for-history-step-application for a new
    document): unload the old one, make ``document`` the active one in its session history
    entry, then load it (:func:`_completely_load`)."""
    from ._navigable import (
        INITIAL_ABOUT_BLANK,
        NAVIGABLE_KEY,
        child_navigables,
        drop_navigable,
        keep_navigable,
    )

    navigables = _navigables()
    from ._document_state import document_state_of
    from ._navigation_api import record_the_activation
    from ._session_history import (
        SessionHistoryEntry,
        reuse_the_document_state,
        session_history_of,
    )

    old = navigable.active_document
    session_history = session_history_of(navigable)
    previous_entry = session_history.active
    if history_handling == "traverse" and session_history.traversed_from is not None:
        previous_entry = session_history.traversed_from
    session_history.traversed_from = None
    navigation_type = "replace" if history_handling == "auto" else history_handling
    if old._cache and old._cache.get(INITIAL_ABOUT_BLANK):
        # (as Chromium: a new tab's first document was reached by a "push")
        navigation_type = "push"
    unload_a_document(old)
    window = navigable.window
    _reset_window(window)
    if navigable.traversable().frames:
        for child in list(child_navigables(old)):
            if child.container is not None:
                navigables.destroy_a_child_navigable(child.container)
    drop_navigable(old, NAVIGABLE_KEY)
    document._event_loop = old._event_loop
    if document._cache is None:
        document._cache = {}
    document._cache["current document readiness"] = "loading"
    navigable.active_document = document
    keep_navigable(document, NAVIGABLE_KEY, navigable)
    if history_handling in ("reload", "traverse"):
        target = entry if entry is not None else session_history.active
        # (the entries of the document reloaded, or traversed to, all get the new one)
        reuse_the_document_state(target, document, history_handling == "traverse")
        # (the entry's URL is the response's: a redirect on the way changes it)
        if target.url != document._url:
            target.url = document._url
            target.record = None
        session_history.active = target
        if navigation_api_state is not None:
            target.navigation_api_state = navigation_api_state
    else:
        new_entry = SessionHistoryEntry(document._url, document_state_of(document))
        new_entry.navigation_api_state = navigation_api_state
        session_history.push_or_replace(
            new_entry, "replace" if history_handling == "replace" else "push"
        )
    record_the_activation(document, previous_entry, navigation_type)
    history = window._history_object
    if history is not None:
        history._restore_the_history_object_state(session_history.active)
    hook = navigable.traversable().document_hook
    if hook is not None:
        hook(window)
    navigables._connect_existing_iframes(document)
    _completely_load(navigable, document)


def _completely_load(navigable: Navigable, document: DocumentImpl) -> None:
    """The parser's "the end" and "completely finish loading": ``interactive`` and
    ``DOMContentLoaded`` now, then (a task) ``complete``, ``load``, ``pageshow`` and the
    container ``iframe``'s ``load``."""
    from ..common import _event_bindings  # noqa: F401
    from ..common._event_interfaces import PageTransitionEventImpl

    cache = document._cache
    assert cache is not None
    cache["current document readiness"] = "interactive"
    fire_an_event("readystatechange", document)
    fire_an_event("DOMContentLoaded", document, bubbles=True)

    def load() -> None:
        if navigable.active_document is not document:
            return
        cache["current document readiness"] = "complete"
        fire_an_event("readystatechange", document)
        window = navigable.window
        fire_an_event("load", window)
        fire_an_event("pageshow", window, PageTransitionEventImpl, _persisted=False)
        container = navigable.container
        if container is not None:
            fire_an_event("load", container)
        declarative_refresh(navigable, document)

    event_loop_of(document).queue_a_task(load, document)


def declarative_refresh(navigable: Navigable, document: DocumentImpl) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps
    for the response's ``Refresh`` header when it parses (run first, when the document is
    initialized: https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object,
    "If navigationParams's response has a `Refresh` header"; its "will declaratively
    refresh" then makes every ``<meta>`` moot), else for the document's first
    ``<meta http-equiv=refresh>`` with a ``content`` that parses, where the program allowed it
    (``refresh=True``): "after the refresh has come due" (the time in seconds, on the window's
    event loop, from the document's load) "navigate document's node navigable to urlRecord
    using document, with historyHandling set to "replace"". Not allowed (the default):
    nothing happens."""
    from webapi.dom.engine import descendants
    from webapi.infra import HTML_NAMESPACE

    from ..common._document_base import encoding_parse_and_serialize_for
    from ._refresh import parse_refresh

    if not navigable.traversable().refresh:
        return
    header = None if document._cache is None else document._cache.get("refresh header")
    refresh = parse_refresh(header) if isinstance(header, str) else None
    if refresh is None:
        for node in descendants(document):
            if (
                getattr(node, "_local_name", None) == "meta"
                and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
                and (node._get_content_attribute("http-equiv") or "").lower() == "refresh"  # type: ignore[attr-defined]
            ):
                content = node._get_content_attribute("content")  # type: ignore[attr-defined]
                refresh = None if content is None else parse_refresh(content)
                if refresh is not None:
                    break
        else:
            return
    url = (
        document._url
        if refresh.url is None
        else encoding_parse_and_serialize_for(document, refresh.url)
    )
    if url is None:
        return
    target = url

    def due() -> None:
        if navigable.active_document is document:
            navigate(navigable, target, "replace", source=document)

    seconds = min(refresh.time, 2**31 // 1000)
    event_loop_of(document).run_steps_after_a_timeout(seconds * 1000, due)
