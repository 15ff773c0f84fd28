"""Navigables for ``iframe`` elements (https://html.spec.whatwg.org/multipage/document-sequences.html#navigables),
as small as the DOM's users need them: a document shown in a browsing context has a
navigable, and each ``iframe`` connected to it gets a child navigable whose active document is
``iframe.contentDocument``.

What is modelled:

- a **top-level traversable** for a document the user gives one
  (:func:`create_top_level_traversable`: the page a browser shows); a document ``DOMParser``,
  ``createHTMLDocument``, ``parseHTMLUnsafe`` or :func:`~webapi.html.document_from_response`
  made has none, so its ``iframe`` elements get none (as in a browser);
- **child navigables**: the ``iframe`` HTML element post-connection steps create one (its
  initial ``about:blank`` document exists as soon as the ``iframe`` is connected) and
  "process the iframe attributes"; its removing steps destroy it (``contentDocument`` is then
  null again);
- **navigation** to ``srcdoc`` (an ``about:srcdoc`` document parsed from the attribute) and to
  ``src``: a ``javascript:`` URL runs nothing and fetches nothing
  (:func:`navigate_to_a_javascript_url`); any other is a request of the parent document's client
  (destination "iframe", mode "navigate": webapi/html/browsing/_document_fetch.py) through fetch's
  main fetch, which makes ``about:blank``, ``data:`` and ``blob:`` responses itself; the URLs the
  traversable's **fetch policy** lets through (by default ``http:`` and ``https:`` only) go to
  its transport, or its **navigation fetcher**: a callable given the absolute URL (a ``str``)
  that returns the response (see :func:`response_parts`) or None
  (``webapi.html.browsing._navigation``). Without either (the default: webapi reaches no network on
  its own) such a navigation leaves the ``about:blank`` document in place. A navigation that fails
  (a network error, a URL the policy refuses, an exception of the fetcher) shows an error document
  and is recorded in ``Window.navigation_errors``; nothing raises into the DOM operation that
  navigated. The transport is asked synchronously (webapi.eventloop's driver; inside a running
  asyncio loop an async transport's answer comes in a later task), when the ``iframe`` is connected
  or its ``src``/``srcdoc`` changes, and the document it gives is the active document from then on;
  the ``load`` event ("the iframe load event steps") is fired as a task of the document's event loop
  (:mod:`webapi.eventloop`: on the running asyncio loop, between its tasks; in a plain script,
  when the program runs the loop), after the code that connected the ``iframe`` has returned, as
  in a browser. The initial ``about:blank`` document's ``load`` is fired synchronously, during
  the insertion, as the Standard has it;
- a ``Window`` per navigable (``webapi/html/browsing/_window.py``), also its ``WindowProxy``.

Left out: session history and history traversal, ``frame``/``object``/``embed`` elements, the
origin checks of ``contentDocument`` (a Python program reads every child document, whatever
its origin), sandboxing, lazy loading, the evaluation of ``javascript:`` URLs (no script runs),
fragment navigations, and responses of a type no document is made of (a download: they leave
the document in place).

Memory: a document's navigable is kept in the document (its ``_cache``) and an ``iframe``'s
content navigable in the element, never in a table of the module: a navigable references its
active document and container, so a table would keep them alive for ever. A document shown in
a browsing context, its ``iframe`` elements and their documents make reference cycles that the
garbage collector frees once the program holds none of them (nor a ``Window``).

Thread safety: navigations run in the thread that changes the tree, the ``load`` events where
the event loop runs them (the DOM itself is not thread-safe: one thread per document tree).
"""

from __future__ import annotations

import importlib
import threading

from webapi._webidl import argument_error
from webapi.dom.engine import (
    DocumentImpl,
    ElementImpl,
    descendants,
    document_origin,
    fire_an_event,
    get_attribute_value_by_namespace,
    is_connected,
)
from webapi.eventloop import EventLoop, MonotonicClock, VirtualClock, event_loop_of
from webapi.infra import HTML_NAMESPACE
from webapi.url import url_serialize

from ..common._base_url import _matches_about, _parse
from ..common._document_base import ABOUT_BASE_URLS, document_base_url_for, encoding_parse_for
from ._navigable import (
    CONTENT_NAVIGABLE_KEY,
    INITIAL_ABOUT_BLANK,
    MAX_FRAMES,
    NAVIGABLE_KEY,
    NAVIGABLES_MADE,
    Navigable,
    browsing_context_of,
    cached_navigable,
    child_navigables,
    content_navigable,
    drop_navigable,
    is_discarded,
    keep_navigable,
)
from ._navigation import NavigationError, fetch_policy_argument, response_parts
from ._session_history import RESTORED_HISTORIES_KEY
from ._window import new_window

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.url import URLRecord

    Fetcher = Callable[[str], Any]

__all__ = [
    "browsing_context_of",
    "child_navigables",
    "content_navigable",
    "create_top_level_traversable",
    "destroy_a_child_navigable",
    "iframe_post_connection_steps",
    "navigate_to_a_javascript_url",
    "process_the_iframe_attributes",
    "response_parts",
]


def create_top_level_traversable(
    document: Any,
    *,
    fetcher: Fetcher | None = None,
    fetch_policy: Any = None,
    clock: MonotonicClock | VirtualClock | None = None,
    storage: Any = None,
    navigator: Any = None,
    transport: Any = None,
    refresh: bool = False,
    cookie_jar: Any = None,
) -> Any:
    """Show ``document`` in a new top-level browsing context (the Standard's "create a new
    top-level traversable", with ``document`` as its active document) and return its
    ``Window``. Its ``iframe`` elements get child navigables from then on: those
    connected now first, in tree order (as though the HTML parser had inserted them in the
    browsing context), then each one connected later.

    ``fetcher``: a navigation fetcher, made the transport of this traversable where no
    ``transport`` is given (``webapi.html.browsing._navigation.FetcherTransport``): called with an
    absolute URL (``str``) and returning the response or None (see :func:`response_parts`; None:
    nothing there, the document stays, a style sheet fails). Every request of the window's
    documents goes through it as through a transport (issue #72: one road to the network), with
    what the document's client adds (``Referer``, ``Cookie``, ``Sec-Fetch-*``), which the
    fetcher does not see.

    ``fetch_policy``: which URLs reach the transport (a wrapper of it: a URL it refuses is a
    network error). None (the default): ``http:`` and ``https:`` URLs only. An iterable of
    scheme names (``{"http", "https", "file"}``): URLs of those schemes. A callable
    ``(url, document_url) -> bool``: asked for each URL (absolute, a ``str``) with the URL of
    the document that fetches (the ``iframe``'s node document). Whatever the policy says,
    ``javascript:`` URLs run nothing and fetch nothing, ``about:blank``, ``blob:`` and
    ``data:`` URLs are fetch's own (other ``about:`` URLs and unknown ``blob:`` ones are
    network errors), and a ``file:`` URL is refused to a document that is not a ``file:``
    one. A URL the policy refuses is a failed navigation (an error document), as a network
    error is.

    The document itself is not fetched (the program made it), so nothing of its own can fail
    here; its frames' navigations run during this call, and one that fails (a network error, a
    refused URL, an exception of the fetcher) raises nothing: the frame shows an error
    document and the failure is in the returned window's ``navigation_errors`` (read it after
    this call to know whether every frame loaded). A ``KeyboardInterrupt`` or ``SystemExit``
    in the fetcher is not caught.

    ``clock``: the window's own event loop runs on it (a ``webapi.eventloop.VirtualClock``: its
    timers, animation frames and tasks, and those of the documents of its frames, run when the
    program runs ``window.event_loop``; docs/eventloop.md). None (the default): the thread's
    event loop.

    ``storage``: the ``webapi.html.StorageShed`` whose items its windows' ``localStorage`` and
    ``sessionStorage`` read and change (give two traversables the same shed for them to share
    an origin's local storage, and its ``storage`` events). None (the default): a new shed,
    made on first use, as a new browser profile's.

    ``navigator``: what ``window.navigator`` answers in this traversable and its frames, a
    :class:`~webapi.html.NavigatorProfile`. None (the default): Chromium 156 headless's
    (:data:`~webapi.html.CHROMIUM_156_HEADLESS`: docs/window.md).

    ``transport``: what the window's navigations to other documents (``location.href = url``,
    links, forms, ``history.back()`` to another document) fetch through, as
    ``webapi.fetch.fetch(transport=...)`` takes it (a function from a ``Request`` to a
    ``Response`` or a ``(status, headers, body)`` tuple, a transport object, or an httpx,
    aiohttp, urllib3 or requests client). None (the
    default): no network (unless a ``fetcher`` is given); such navigations are recorded in
    ``window.pending_navigations``. Every request of the window's documents goes through it:
    navigations, ``iframe`` elements, style sheets and their ``@import`` rules, preloads,
    ``window.fetch()`` and ``XMLHttpRequest``, each with the headers Chromium 156 sends.

    ``refresh``: whether a response's ``Refresh`` header, else ``<meta http-equiv=refresh>``,
    navigates (after its time, on the window's event loop). False (the default): it does nothing.

    ``cookie_jar``: the jar (a ``webapi.cookies.CookieJar``, or an object with its
    ``cookie_header(url, **context)`` and ``set_cookie(value, url, **context)``) the
    navigations' ``Cookie`` come from and their ``Set-Cookie`` go to, and ``document.cookie``
    reads and writes; shared by the frames and the windows this one opens, read as
    ``window.cookie_jar``. None (the default): a new jar, made on first use."""
    function = "create_top_level_traversable"
    if cookie_jar is not None and not (
        callable(getattr(cookie_jar, "cookie_header", None))
        and callable(getattr(cookie_jar, "set_cookie", None))
    ):
        raise argument_error(function, "cookie_jar", cookie_jar, "a CookieJar or None")
    if transport is not None:
        from ._navigate import transport_argument

        transport = transport_argument(function, transport)
    if not isinstance(document, DocumentImpl):
        raise argument_error(function, "document", document, "a Document")
    if fetcher is not None and not callable(fetcher):
        raise argument_error(function, "fetcher", fetcher, "a callable or None")
    policy = fetch_policy_argument(function, fetch_policy)
    if clock is not None and not isinstance(clock, (MonotonicClock, VirtualClock)):
        raise argument_error(function, "clock", clock, "a VirtualClock, a MonotonicClock or None")
    if storage is not None:
        from ._storage_shed import StorageShed

        if not isinstance(storage, StorageShed):
            raise argument_error(function, "storage", storage, "a StorageShed or None")
    from ._navigator import navigator_profile_argument

    profile = navigator_profile_argument(function, navigator)
    navigable = browsing_context_of(document)
    if navigable is not None:
        raise argument_error(
            function, "document", document, "a Document without a browsing context"
        )
    if clock is not None:
        document._event_loop = EventLoop(clock)
    navigable = Navigable(document, None, None, fetcher, policy)
    navigable.window = new_window(navigable)
    navigable.storage_shed = storage
    navigable.navigator_profile = profile
    navigable.transport = transport
    navigable.refresh = bool(refresh)
    navigable.cookie_jar = cookie_jar
    _connect_existing_iframes(document)
    return navigable.window


#: Per thread: the documents whose iframes wait for their post-connection steps, while an
#: outer call works through them (a document navigated to inside another's steps is queued:
#: nested frames are processed by one loop, never by a recursion as deep as the nesting).
_PENDING = threading.local()


def _connect_existing_iframes(document: DocumentImpl) -> None:
    """The post-connection steps of the document's ``iframe`` elements, the fetch of its
    ``link rel=stylesheet`` (and ``rel=preload``) elements' resources and its ``style``
    elements' "update a style block" (their ``load``/``error`` events:
    webapi/html/rendering/_link_style.py), in tree order (the document got its browsing context
    after they were inserted); those of the documents their navigations make, in turn, after
    them."""
    from ..rendering._link_style import fetch_and_process_the_linked_resource, update_a_style_block

    pending: list[DocumentImpl] | None = getattr(_PENDING, "documents", None)
    if pending is not None:
        pending.append(document)
        return
    pending = _PENDING.documents = [document]
    try:
        while pending:
            current = pending.pop(0)
            elements = [
                node
                for node in descendants(current)
                if isinstance(node, ElementImpl)
                and node._local_name in ("iframe", "link", "style")
                and node._namespace == HTML_NAMESPACE
            ]
            for element in elements:
                if element._node_document is not current or not is_connected(element):
                    continue
                if element._local_name == "link":
                    fetch_and_process_the_linked_resource(element, parsed=True)
                elif element._local_name == "style":
                    update_a_style_block(element)
                else:
                    iframe_post_connection_steps(element)
    finally:
        _PENDING.documents = None


# --- the iframe element (https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element)


def iframe_post_connection_steps(element: ElementImpl) -> None:
    """The ``iframe`` HTML element post-connection steps: "If insertedNode's shadow-including
    root's browsing context is null, then return"; create a new child navigable for it;
    process the iframe attributes with initialInsertion true (sandboxing: not modelled)."""
    if not NAVIGABLES_MADE[0]:  # (no browsing context anywhere: the common case, at once)
        return
    document = element._node_document
    parent = browsing_context_of(document)
    if parent is None or cached_navigable(element, CONTENT_NAVIGABLE_KEY) is not None:
        return
    top = parent.traversable()
    if top.frames >= MAX_FRAMES:
        return  # (as Chromium: no child navigable past the page's thousandth)
    navigable = create_a_new_child_navigable(element, parent)
    process_the_iframe_attributes(element, initial_insertion=True)
    cache = document._cache
    if cache is not None and cache.get(RESTORED_HISTORIES_KEY):
        _restore_a_nested_history(element, navigable)


def _restore_a_nested_history(element: ElementImpl, navigable: Navigable) -> None:
    """The child navigable of an ``iframe`` of a document reloaded or traversed to takes up
    the next nested history of the document's state, and shows its entry for the current
    step (loaded from its URL where that is not the ``src``'s), as Chromium restores a
    frame's history item."""
    from ._session_history import adopt_the_document, restore_the_child_entry, session_history_of

    session_history_of(navigable)
    target = restore_the_child_entry(navigable)
    if target is None:
        return
    url = _parse(target.url, None, "UTF-8")
    if url is None:
        return
    _populate_and_navigate(
        element,
        navigable,
        url,
        record=False,
        then=lambda: adopt_the_document(target, navigable.active_document),
    )


def create_a_new_child_navigable(element: ElementImpl, parent: Navigable) -> Navigable:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable:
    a navigable whose active document is a new initial ``about:blank`` document (the Standard's
    "create a new browsing context and document": an HTML document in quirks mode, populated
    with ``html``/``head``/``body``, its origin the creator's, its about base URL the
    container document's base URL), the element's content navigable."""
    document = _initial_about_blank(element._node_document)
    document._event_loop = element._node_document._event_loop  # (the agent's: one loop)
    navigable = Navigable(document, parent, element, None)
    navigable.window = new_window(navigable)
    # "If element has a name content attribute, then set targetName to the value of that
    # attribute" (the browsing context's name: window.name)
    navigable.window._target_name = _attribute(element, "name") or ""
    keep_navigable(element, CONTENT_NAVIGABLE_KEY, navigable)
    parent.traversable().frames += 1
    return navigable


def _initial_about_blank(creator: DocumentImpl) -> DocumentImpl:
    from ..parsing._tree_builder import parse_document

    document = parse_document("", creator._scripting)  # html, head, body; quirks mode
    document._origin = document_origin(creator)
    ABOUT_BASE_URLS[document] = document_base_url_for(creator)
    if document._cache is None:
        document._cache = {}
    document._cache[INITIAL_ABOUT_BLANK] = True
    return document


def destroy_a_child_navigable(element: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#destroy-a-child-navigable
    (the ``iframe`` removing steps): the element's content navigable becomes null, and so,
    in turn, do those of the ``iframe`` elements of its document."""
    if not NAVIGABLES_MADE[0]:
        return
    navigable = drop_navigable(element, CONTENT_NAVIGABLE_KEY)
    if navigable is None:
        return
    top = navigable.traversable()
    pending = [navigable]
    while pending:
        current = pending.pop()
        top.frames -= 1
        document = current.active_document
        drop_navigable(document, NAVIGABLE_KEY)
        for child in list(child_navigables(document)):
            if child.container is not None:
                drop_navigable(child.container, CONTENT_NAVIGABLE_KEY)
            pending.append(child)


def process_the_iframe_attributes(element: ElementImpl, *, initial_insertion: bool) -> None:
    """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#process-the-iframe-attributes."""
    navigable = content_navigable(element)
    if navigable is None:
        return
    srcdoc = _attribute(element, "srcdoc")
    if srcdoc is not None:
        # "navigate an iframe or frame given element, about:srcdoc, the empty string, and the
        # value of element's srcdoc attribute"
        document = _srcdoc_document(srcdoc, element._node_document)
        navigable.ongoing_navigation += 1  # (a fetch still pending is moot)
        _add_the_entry(navigable, navigable.active_document, document)
        _navigate(element, navigable, document)
        return
    url = _shared_attribute_processing_steps(element, navigable, initial_insertion)
    if url is None:
        return
    if _matches_about(url, "blank") and initial_insertion:
        # "If url matches about:blank and initialInsertion is true, then: Run the iframe load
        # event steps given element. Return."
        iframe_load_event_steps(element)
        return
    # navigate: "If url's scheme is "javascript", then queue a global task ... to navigate to
    # a javascript: URL ... Return."
    if url.scheme == "javascript":
        navigate_to_a_javascript_url(element, navigable, initial_insertion=initial_insertion)
        return
    _populate_and_navigate(element, navigable, url)


def _attribute(element: ElementImpl, name: str) -> str | None:
    return get_attribute_value_by_namespace(None, name, element)


def _shared_attribute_processing_steps(
    element: ElementImpl, navigable: Navigable, initial_insertion: bool
) -> URLRecord | None:
    """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#shared-attribute-processing-steps-for-iframe-and-frame-elements:
    ``about:blank``, or the ``src`` attribute's URL when it is non-empty and parses; None
    where nothing is to be navigated to (a URL an ancestor navigable shows: no recursion)."""
    url = _parse("about:blank", None, "UTF-8")
    assert url is not None
    src = _attribute(element, "src")
    if src:
        maybe = encoding_parse_for(element._node_document, src)
        if maybe is not None:
            url = maybe
    # "If the inclusive ancestor navigables of element's node navigable contains a navigable
    # whose active document's URL equals url with exclude fragments set to true, then return
    # null."
    if not _matches_about(url, "blank"):
        key = url_serialize(url, exclude_fragment=True)
        ancestor: Navigable | None = browsing_context_of(element._node_document)
        while ancestor is not None:
            if _without_fragment(ancestor.active_document._url) == key:
                return None
            ancestor = ancestor.parent
    # "If url matches about:blank and initialInsertion is true, then perform the URL and
    # history update steps given element's content navigable's active document and url."
    # (The initial document's URL is about:blank already.)
    del navigable, initial_insertion
    return url


def _without_fragment(url: str) -> str:
    return url.partition("#")[0]


def iframe_load_event_steps(element: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#iframe-load-event-steps:
    fire an event named ``load`` at the element (no mute flag: no script runs in the child
    document)."""
    if content_navigable(element) is None:
        return
    fire_an_event("load", element)


def _navigate(element: ElementImpl, navigable: Navigable, document: DocumentImpl) -> None:
    """The part of "navigate" (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate)
    webapi models: ``document`` becomes the navigable's active document now (its ``iframe``
    elements get their child navigables), and "completely finish loading" queues the task
    that runs the iframe load event steps. (Its session history entry: the caller's,
    :func:`_add_the_entry`.)"""
    previous = navigable.active_document
    for child in list(child_navigables(previous)):
        if child.container is not None:
            destroy_a_child_navigable(child.container)
    drop_navigable(previous, NAVIGABLE_KEY)
    document._event_loop = previous._event_loop
    navigable.active_document = document
    keep_navigable(document, NAVIGABLE_KEY, navigable)
    _connect_existing_iframes(document)

    def load() -> None:
        # "If container is an iframe element, then queue an element task on the DOM
        # manipulation task source given container to run the iframe load event steps";
        # a later navigation of the same navigable makes this one's load moot.
        if navigable.active_document is document:
            iframe_load_event_steps(element)

    owner = element._node_document
    event_loop_of(owner).queue_a_task(load, owner)


def _add_the_entry(navigable: Navigable, previous: DocumentImpl, document: DocumentImpl) -> None:
    """The session history entry of an ``iframe``'s navigation to ``document``: "auto"
    history handling (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate),
    so a push, in the page's joint session history, but a replace from the initial
    ``about:blank`` document (the navigation "must be a replace": the ``iframe``'s first
    load) or to the same URL. A replace where the navigable has no session history yet
    changes nothing (it is made with its active document on first need)."""
    from ._document_state import document_state_of
    from ._session_history import SessionHistoryEntry, session_history_of

    cache = previous._cache
    replace = bool(cache and cache.get(INITIAL_ABOUT_BLANK)) or document._url == previous._url
    if replace and navigable.session_history is None:
        return
    history = session_history_of(navigable)
    history.push_or_replace(
        SessionHistoryEntry(document._url, document_state_of(document)),
        "replace" if replace else "push",
    )
    window_history = navigable.window._history_object
    if window_history is not None:
        window_history._restore_the_history_object_state(history.active)


def _srcdoc_document(srcdoc: str, parent_document: DocumentImpl) -> DocumentImpl:
    """An iframe srcdoc document: the attribute's value parsed as ``text/html``, its URL
    ``about:srcdoc``, its about base URL the parent document's base URL (the Standard's
    "create a navigation params from a srcdoc resource")."""
    from ..parsing._tree_builder import parse_document

    document = parse_document(
        srcdoc, parent_document._scripting, url="about:srcdoc", declarative_shadow_roots=True
    )
    document._origin = document_origin(parent_document)
    ABOUT_BASE_URLS[document] = document_base_url_for(parent_document)
    return document


def navigate_to_a_javascript_url(
    element: ElementImpl, navigable: Navigable, *, initial_insertion: bool
) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-to-a-javascript:-url,
    queued as a task by "navigate". webapi runs no script: "evaluate a javascript: URL" runs a
    classic script, and with scripting disabled its completion is no String, so it returns
    null; nothing is fetched (the Standard's request "will never hit the network"). A script
    engine given to :func:`~webapi.html.set_script_engine` does not change this: it compiles
    event handler content attributes, and a ``javascript:`` URL needs a classic script's
    completion value in the target's active document (whose engine it is not). So the
    document stays; "if initialInsertion is true and targetNavigable's active document's is
    initial about:blank is true, then run the iframe load event steps" (as a task: an
    initial insertion always finds the initial ``about:blank`` document active)."""
    if not initial_insertion:
        return
    document = navigable.active_document

    def load() -> None:
        if navigable.active_document is document:
            iframe_load_event_steps(element)

    owner = element._node_document
    event_loop_of(owner).queue_a_task(load, owner)


def _populate_and_navigate(
    element: ElementImpl,
    navigable: Navigable,
    url: URLRecord,
    record: bool = True,
    then: Callable[[], object] | None = None,
) -> None:
    """The rest of "navigate" for a URL that is not a ``javascript:`` one: "attempt to populate
    the history entry's document" (:func:`_iframe_request`'s response; "load a document", or
    the error document for a network error), then the new document becomes the navigable's
    active one (:func:`_commit`). Nothing to navigate to (no transport, no response, a 204 or
    205 status, a type no document is made of): the document stays. A failure is recorded in
    the traversable's list, never raised. ``record``: the new document gets its session
    history entry (:func:`_add_the_entry`; not for a restored entry, which is one already);
    ``then``: run once it is committed.

    The fetch goes through webapi.eventloop's driver: to its end in this call where the
    transport answers at once (or no asyncio loop runs: an async transport in the thread's
    own loop), else pending work of the document's event loop, committed in a later task (a
    later navigation of the navigable, or the frame's removal, makes it moot)."""
    from webapi.eventloop.engine import drive
    from webapi.fetch.engine import as_transport, fetch_steps

    request = _iframe_request(element, url)
    if request is None:
        return
    navigable.ongoing_navigation += 1
    ticket = navigable.ongoing_navigation

    def fetched(response: Any, error: BaseException | None) -> None:
        if navigable.ongoing_navigation != ticket or is_discarded(navigable):
            return
        result = _iframe_document(element, url, response, error)
        if result is not None:
            _commit(element, navigable, url, result, record)
            if then is not None:
                then()

    coroutine = fetch_steps(request, as_transport(request.client.transport))
    drive(coroutine, fetched, event_loop_of(element._node_document), synchronous=True)


def _commit(
    element: ElementImpl,
    navigable: Navigable,
    url: URLRecord,
    result: DocumentImpl | tuple[str, BaseException | None],
    record: bool,
) -> None:
    """The new document (or the error document of a failure, recorded) made the navigable's
    active document."""
    source = element._node_document
    top = navigable.traversable()
    if isinstance(result, DocumentImpl):
        document = result
        if url.scheme in ("data", "blob"):
            # "determine the origin": a data: URL's document has a new opaque origin (a
            # blob: URL's, webapi's one opaque-origin environment's)
            from webapi.url import OpaqueOrigin

            document._origin = OpaqueOrigin()
        elif _matches_about(url, "blank"):
            # "If url matches about:blank ..., then set documentState's origin to
            # initiatorOriginSnapshot"; its about base URL: the initiator's base URL.
            document._origin = document_origin(source)
            ABOUT_BASE_URLS[document] = document_base_url_for(source)
    else:
        reason, exception = result
        document = _error_document(source._scripting)
        assert top.errors is not None
        top.errors.append(
            NavigationError(url_serialize(url), reason, exception, navigable.window, document)
        )
    if record:
        _add_the_entry(navigable, navigable.active_document, document)
    _navigate(element, navigable, document)


def _iframe_request(element: ElementImpl, url: URLRecord) -> Any:
    """ "Attempt to populate the history entry's document"'s request for an ``iframe``'s
    navigation to ``url``: a request of its node document's client (destination "iframe",
    mode "navigate", credentials "include", the referrer "client" under the element's
    ``referrerpolicy``), or None where the document has no browsing context."""
    from ..common._subresources import referrer_policy_attribute
    from ._document_fetch import document_client

    source = element._node_document
    parent = browsing_context_of(source)
    if parent is None:
        return None
    return document_client(parent, source).new_request(
        url,
        destination="iframe",
        mode="navigate",
        credentials="include",
        referrer_policy=referrer_policy_attribute(element),
    )


def _iframe_document(
    element: ElementImpl, url: URLRecord, response: Any, error: BaseException | None
) -> DocumentImpl | tuple[str, BaseException | None] | None:
    """ "Load a document" by the MIME type of the ``response`` to an ``iframe``'s request (or
    ``error``, what its fetch raised): the new document; a failure's reason and exception; or
    None where nothing is navigated to (no transport, a 204 or 205 status, a type no document
    is made of)."""
    from webapi.fetch.engine import NetworkError

    from ._document_fetch import failure_of

    source = element._node_document
    try:
        if error is not None:
            raise error
        if response.status in (204, 205):
            return None
        body = b"" if response._body is None else response._body.read_all_bytes()
        final_url = response.url_list[-1] if response.url_list else url_serialize(url)
        if url.fragment is not None and "#" not in final_url:
            # (the response's URL has no fragment: the request's is kept)
            final_url += "#" + url.fragment
        return load_document(
            body, response._headers.get("Content-Type"), final_url, source._scripting
        )
    except NetworkError as network_error:
        return failure_of(network_error)
    except Exception as other:  # (a failure to fetch or to load: recorded, never raised)
        return "exception", other


def _error_document(scripting: bool) -> DocumentImpl:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-ua-inline: "create
    a document for inline content that doesn't have a DOM": an HTML document whose origin is
    a new opaque origin, whose URL is ``about:blank`` (its response has none) and about base
    URL null; the content a browser renders for the error is its own (Chromium's error page is
    cross-origin to the parent): webapi's is ``html``, ``head`` and an empty ``body``, the
    error itself being in ``Window.navigation_errors``."""
    from webapi.url import OpaqueOrigin

    from ..parsing._tree_builder import parse_document

    document = parse_document("", scripting)
    document._mode = "no-quirks"  # (made, not parsed from a page)
    document._origin = OpaqueOrigin()
    return document


def load_document(
    body: bytes, content_type: str | None, url: str, scripting: bool
) -> DocumentImpl | None:
    """The Standard's "load a document" (https://html.spec.whatwg.org/multipage/document-lifecycle.html#loading-a-document)
    for a response: an HTML document (:func:`~webapi.html.document_from_response`) for an HTML
    MIME type (or no type: the web's and WPT's default), an XML document for an XML MIME type
    (the XML parser's ``xml_document_from``), a text document for ``text/css``,
    ``text/plain``, ``text/vtt``, a JavaScript or a JSON MIME type, a media document for an
    image, audio or video type; else None (the Standard's "inline content" or download: no
    document)."""
    from webapi.mimesniff import (
        is_html_mime_type,
        is_javascript_mime_type,
        is_json_mime_type,
        is_xml_mime_type,
    )

    mime = _mime_type(content_type)
    if mime is None or is_html_mime_type(mime):
        from ..parsing._response_document import document_from_response

        return document_from_response(body, url, content_type, scripting=scripting)
    if is_xml_mime_type(mime):
        return _xml_document(body, url, mime)
    essence = mime.essence
    if (
        essence in ("text/css", "text/plain", "text/vtt")
        or is_javascript_mime_type(mime)
        or is_json_mime_type(mime)
    ):
        return _text_document(body, url, content_type, essence, scripting)
    if mime.type in ("image", "audio", "video"):
        return _media_document(url, mime.type, essence, scripting)
    return None


def _text_document(
    body: bytes, url: str, content_type: str | None, essence: str, scripting: bool
) -> DocumentImpl:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-text: the bytes
    decoded as the HTML parser's input byte stream is; the parser acts as if it had seen a
    ``pre`` start tag and a line feed, then the text in the PLAINTEXT state (all of it text):
    ``html``, ``head``, ``body``, ``pre`` holding the text."""
    from webapi.dom.engine import NODE_CLASSES, append, make_node

    from ..parsing._encoding_sniffing import _decode_html
    from ..parsing._tree_builder import parse_document

    decoded = _decode_html(body, content_type, "windows-1252", scripting)
    document = parse_document("<pre>", scripting, url=url, encoding=decoded.encoding)
    document._content_type = essence
    document._mode = "no-quirks"  # (no DOCTYPE token: the parser never saw markup)
    pre = document.body._first_child  # type: ignore[attr-defined]
    text = decoded.text.replace("\r\n", "\n").replace("\r", "\n")
    if text:
        append(make_node(NODE_CLASSES["Text"], document, text), pre)
    return document


def _media_document(url: str, kind: str, essence: str, scripting: bool) -> DocumentImpl:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#navigate-media: ``html``,
    ``head``, ``body`` and an ``img`` (``video``, ``audio``) whose ``src`` is the URL."""
    from ..parsing._tree_builder import parse_document

    tag = "img" if kind == "image" else kind
    escaped = url.replace("&", "&amp;").replace('"', "&quot;")
    document = parse_document(f'<{tag} src="{escaped}">', scripting, url=url)
    document._content_type = essence
    document._mode = "no-quirks"
    return document


def _mime_type(content_type: str | None) -> Any:
    """Fetch's "extract a MIME type" of the combined ``Content-Type`` value, simplified to
    its last value that parses."""
    from webapi.mimesniff import parse_mime_type

    if not content_type:
        return None
    for value in reversed(content_type.split(",")):
        mime = parse_mime_type(value)
        if mime is not None and mime.essence != "*/*":
            return mime
    return None


def _xml_document(body: bytes, url: str, mime: Any) -> DocumentImpl | None:
    # The XML parser's module (webapi.html.parsing._xml_document) is loaded by name: where it is not
    # there (a webapi without XML parsing), an XML response leaves about:blank in place.
    try:
        xml_document_from = importlib.import_module(
            "webapi.html.parsing._xml_document"
        ).xml_document_from
    except ImportError:  # pragma: no cover (depends on the XML parser's presence)
        return None
    charset = mime.parameters.get("charset")
    document: DocumentImpl = xml_document_from(
        body, url=url, content_type=mime.essence, charset=charset
    )
    return document
