"""Session history (https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries):
a traversable's session history entries and its current one, the "URL and history update
steps", "navigate to a fragment", "traverse the history by a delta" and "update document for
history step application" for same-document entries (what ``location`` and ``history`` need),
and the session history traversal queue (run by tasks of the navigable's event loop: a
traversal, and the same-document navigations finalized behind it, in Chromium's order).

Each navigable keeps its own list: a child navigable's entries are not joined to its
top-level traversable's (the Standard's joint session history is not modelled). At most
:data:`MAX_ENTRIES` entries are kept, the oldest pruned first, as Chromium does. Entries of
another document (cross-document navigation) are handed to
:func:`webapi.html._pending_navigation.navigate` (``webapi.html._navigate``: reloaded through
the transport).
"""

from __future__ import annotations

import uuid
from collections import deque

from webapi.dom.engine import fire_an_event
from webapi.eventloop import event_loop_of

from ._event_interfaces import HashChangeEventImpl, PopStateEventImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Literal

    from webapi.dom.engine import DocumentImpl
    from webapi.url import URLRecord

    from ._navigable import Navigable
    from ._structured_clone import Serialized

    HistoryHandling = Literal["push", "replace"]
    ScrollRestoration = Literal["auto", "manual"]

__all__ = [
    "MAX_ENTRIES",
    "SessionHistory",
    "SessionHistoryEntry",
    "document_url_record",
    "navigate_to_a_fragment",
    "session_history_of",
    "traverse_the_history_by_a_delta",
    "update_document_for_history_step_application",
    "url_and_history_update_steps",
]

#: The most entries a session history keeps (Chromium's kMaxSessionHistoryEntries: a 51st
#: ``pushState`` drops the oldest entry, ``history.length`` stays 50).
MAX_ENTRIES = 50


class SessionHistoryEntry:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history-entry:
    its URL (serialized), document, classic history API state (a serialized form, or None)
    and scroll restoration mode."""

    __slots__ = (
        "document",
        "navigation_api_id",
        "navigation_api_key",
        "navigation_api_state",
        "record",
        "scroll_restoration_mode",
        "serialized_state",
        "url",
    )

    def __init__(
        self,
        url: str,
        document: DocumentImpl,
        serialized_state: Serialized | None = None,
        scroll_restoration_mode: ScrollRestoration = "auto",
        record: URLRecord | None = None,
    ) -> None:
        self.url = url
        #: the URL parsed (None until first needed; never changed: read only)
        self.record = record
        self.document = document
        self.serialized_state = serialized_state
        self.scroll_restoration_mode: ScrollRestoration = scroll_restoration_mode
        #: the navigation API key and id (made on first need: webapi.html._navigation_api)
        #: and the navigation API state (serialized, or None)
        self.navigation_api_key: str | None = None
        self.navigation_api_id: str | None = None
        self.navigation_api_state: Serialized | None = None


class SessionHistory:
    """A navigable's session history: its entries (oldest first), the index of the current
    one (the Standard's current session history step), the navigable's active entry (which a
    ``pushState`` or fragment navigation sets at once, before its entry is finalized into the
    entries), the session history traversal queue (steps not run yet: traversals, and the
    finalizations queued behind one) and what the document's ``History`` object reads
    (``length``, ``index``: the "script history length and index")."""

    __slots__ = (
        "active",
        "entries",
        "index",
        "queue",
        "script_index",
        "script_length",
        "traversed_from",
    )

    def __init__(self, first: SessionHistoryEntry) -> None:
        self.entries = [first]
        self.index = 0
        #: https://html.spec.whatwg.org/multipage/document-sequences.html#nav-active-history-entry
        self.active = first
        self.queue: deque[Callable[[], object]] = deque()
        self.script_index = 0
        self.script_length = 1
        #: the active entry a traversal to another document's entry left (the new
        #: document's navigation.activation.from)
        self.traversed_from: SessionHistoryEntry | None = None

    def push_or_replace(self, entry: SessionHistoryEntry, history_handling: str) -> None:
        """The synchronous part of a same-document navigation: ``entry`` is the active entry;
        for a push, the script history index and length count it
        (https://html.spec.whatwg.org/multipage/browsing-the-web.html#url-and-history-update-steps
        6., #navigate-fragid 8.). Then the entry is finalized, at once or, where a traversal
        is queued, after it (a traversal that changes the active entry drops it, as in
        Chromium)."""
        entry_to_replace = self.active if history_handling == "replace" else None
        if entry_to_replace is not None:
            # "If historyHandling is "replace", then set historyEntry's navigation API key to
            # navigable's active session history entry's navigation API key"
            key = entry_to_replace.navigation_api_key
            if key is None:
                key = entry_to_replace.navigation_api_key = str(uuid.uuid4())
            entry.navigation_api_key = key
        self.active = entry
        if history_handling == "push":
            self.script_index += 1
            self.script_length = self.script_index + 1
        if self.queue:
            self.queue.append(lambda: self.finalize(entry, entry_to_replace))
        else:
            self.finalize(entry, entry_to_replace)

    def finalize(
        self, entry: SessionHistoryEntry, entry_to_replace: SessionHistoryEntry | None
    ) -> None:
        """https://html.spec.whatwg.org/multipage/browsing-the-web.html#finalize-a-same-document-navigation:
        ``entry`` in the replaced one's place; else nothing if the active entry is another one
        by now (a traversal queued before it ran: Chromium drops the pushed entry), else clear
        the forward session history and append ``entry`` (the oldest dropped past
        :data:`MAX_ENTRIES`)."""
        entries = self.entries
        if entry_to_replace is not None and entry_to_replace in entries:
            # (as in Chromium, also after a traversal queued before it: the replaced entry
            # is the new one's wherever the traversal went)
            entries[entries.index(entry_to_replace)] = entry
        elif self.active is not entry:
            return
        else:
            del entries[self.index + 1 :]
            entries.append(entry)
            if len(entries) > MAX_ENTRIES:
                del entries[0]
            self.index = len(entries) - 1
        if self.active is entry:
            self.script_index, self.script_length = self.index, len(entries)

    def run_the_queue(self) -> None:
        """Run the queued steps, oldest first (a task of the event loop)."""
        queue = self.queue
        while queue:
            queue.popleft()()


def document_url_record(navigable: Navigable) -> URLRecord | None:
    """The active document's URL parsed (kept on the active entry while its URL is the
    document's: a ``pushState`` per task parses each URL once). Read only."""
    from webapi.url import basic_url_parse

    document = navigable.active_document
    entry = session_history_of(navigable).active
    if entry.url != document._url:
        return basic_url_parse(document._url)
    record = entry.record
    if record is None:
        record = entry.record = basic_url_parse(entry.url)
    return record


def session_history_of(navigable: Navigable) -> SessionHistory:
    """The navigable's session history (made on first need with one entry: its active
    document at its URL)."""
    history: SessionHistory | None = navigable.session_history
    if history is None:
        document = navigable.active_document
        history = navigable.session_history = SessionHistory(
            SessionHistoryEntry(document._url, document)
        )
    return history


def _fragment(href: str) -> str | None:
    """A serialized URL's fragment (None: it has none)."""
    index = href.find("#")
    return None if index < 0 else href[index + 1 :]


def _without_fragment(href: str) -> str:
    """A serialized URL without its fragment (and its ``#``)."""
    index = href.find("#")
    return href if index < 0 else href[:index]


def update_document_for_history_step_application(
    navigable: Navigable, entry: SessionHistoryEntry, old_url: str, navigation_type: str
) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
    for a document that is not new and whose entry changed: restore the history object state
    (``history.state``), fire ``popstate`` at the window (now), and if the fragment changed
    queue a task firing ``hashchange`` (``oldURL``, ``newURL``). As in Chromium, and unlike the
    Standard's step, only where the URLs are otherwise equal: a traversal from ``?a`` to
    ``?b#x`` fires no ``hashchange``. Before them, the navigation API's entries are updated
    (``currententrychange``, ``dispose``) for ``navigation_type``."""
    from . import _event_bindings  # noqa: F401 (the events' public classes)
    from ._navigation_api import (
        navigation_of,
        update_the_navigation_api_entries_for_a_same_document_navigation,
    )

    window = navigable.window
    document = navigable.active_document
    navigation = navigation_of(navigable)
    if navigation is not None:  # 6.4.2.
        update_the_navigation_api_entries_for_a_same_document_navigation(
            navigation, entry, navigation_type
        )
        if navigation_type == "traverse":
            # (Chromium's order: the traversal's handlers run once it committed, and the
            # microtasks run before popstate: the traversal runs from a task, no script
            # is on the stack after the currententrychange listeners)
            handlers = navigation._after_the_traversal_commits
            navigation._after_the_traversal_commits = None
            if handlers is not None:
                handlers()
            event_loop_of(document).perform_a_microtask_checkpoint()
    history = window._history_object
    if history is not None:
        history._restore_the_history_object_state(entry)
    state = history._state_value if history is not None else None
    fire_an_event("popstate", window, PopStateEventImpl, _state=state)
    if _fragment(old_url) != _fragment(entry.url) and _without_fragment(
        old_url
    ) == _without_fragment(entry.url):
        new_url = entry.url

        def fire_hashchange() -> None:
            fire_an_event(
                "hashchange", window, HashChangeEventImpl, _old_url=old_url, _new_url=new_url
            )

        event_loop_of(document).queue_a_task(fire_hashchange, document)


def navigate_to_a_fragment(
    navigable: Navigable,
    url: str,
    history_handling: HistoryHandling,
    record: URLRecord | None = None,
    *,
    navigation_api_state: Serialized | None = None,
    user_involvement: str = "none",
    source_element: object = None,
) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate-fragid: the
    ``navigate`` event first (a listener may cancel or intercept it: then nothing more); a
    new entry for ``url`` (the active one's scroll restoration mode and navigation API state,
    or the one given), pushed or replacing the active one; the document's URL is ``url``;
    then the document is updated for it."""
    from ._navigation_api import fire_a_push_replace_reload_navigate_event, navigation_of

    document = navigable.active_document
    session_history = session_history_of(navigable)
    destination_state = session_history.active.navigation_api_state  # 1.-2.
    if navigation_api_state is not None:
        destination_state = navigation_api_state
    navigation = navigation_of(navigable)
    if navigation is not None and not fire_a_push_replace_reload_navigate_event(  # 3.-4.
        navigation,
        history_handling,
        url,
        True,
        user_involvement=user_involvement,
        source_element=source_element,
        navigation_api_state=destination_state,
        destination_record=record,
    ):
        return
    document = navigable.active_document
    entry = SessionHistoryEntry(  # 4.
        url, document, None, session_history.active.scroll_restoration_mode, record
    )
    entry.navigation_api_state = destination_state
    old_url = document._url
    document._url = url  # 9.
    session_history.push_or_replace(entry, history_handling)  # 8., 10., 16.
    update_document_for_history_step_application(  # 11.
        navigable, entry, old_url, history_handling
    )


def url_and_history_update_steps(
    navigable: Navigable,
    new_url: str,
    serialized_data: Serialized | None,
    history_handling: HistoryHandling,
    record: URLRecord | None = None,
    *,
    navigation_api_state: Serialized | None = None,
) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#url-and-history-update-steps:
    a new entry (the given state, else the active entry's; the active entry's navigation API
    state, or the one given), pushed or replacing the active one; ``history.state`` restored
    from it; the document's URL is ``new_url``; the navigation API's entries updated
    (``currententrychange``, ``dispose``)."""
    from ._navigation_api import (
        navigation_of,
        update_the_navigation_api_entries_for_a_same_document_navigation,
    )

    document = navigable.active_document
    session_history = session_history_of(navigable)
    active = session_history.active  # 2.
    entry = SessionHistoryEntry(  # 3.
        new_url,
        document,
        active.serialized_state if serialized_data is None else serialized_data,
        active.scroll_restoration_mode,
        record,
    )
    entry.navigation_api_state = navigation_api_state  # (as Chromium: not the active one's)
    session_history.push_or_replace(entry, history_handling)  # 6., 10., 13.
    if serialized_data is not None:  # 7.
        history = navigable.window._history_object
        if history is not None:
            history._restore_the_history_object_state(entry)
    document._url = new_url  # 8.
    navigation = navigation_of(navigable)
    if navigation is not None:  # 11.
        update_the_navigation_api_entries_for_a_same_document_navigation(
            navigation, entry, history_handling
        )


def traverse_the_history_by_a_delta(navigable: Navigable, delta: int) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#traverse-the-history-by-a-delta:
    steps appended to the session history traversal queue, run by a task on the navigable's
    event loop: the entry ``delta`` away from the current one then, if there is one, is
    traversed to (:func:`traverse_the_history_to`)."""
    session_history = session_history_of(navigable)

    def steps() -> None:
        target = session_history.index + delta
        entries = session_history.entries
        if not 0 <= target < len(entries):  # (out of bounds: abort)
            return
        traverse_the_history_to(navigable, entries[target])

    append_session_history_traversal_steps(navigable, steps)


def append_session_history_traversal_steps(
    navigable: Navigable, steps: Callable[[], object]
) -> None:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#tn-append-session-history-traversal-steps:
    ``steps`` run after those queued before them, by a task on the navigable's event loop."""
    session_history = session_history_of(navigable)
    session_history.queue.append(steps)
    document = navigable.active_document
    event_loop_of(document).queue_a_task(session_history.run_the_queue, document)


def traverse_the_history_to(navigable: Navigable, entry: SessionHistoryEntry) -> bool:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#apply-the-traverse-history-step
    to ``entry`` (one of the navigable's session history entries): the ``navigate`` event
    first (a same-document traversal's listener may cancel it: false is returned), then
    ``entry`` becomes the active one; for an entry of the active document, its URL becomes the
    document's and the document is updated for it (``currententrychange``, ``popstate``,
    ``hashchange``); another document's is a cross-document traversal
    (``webapi.html._navigate``: the entry's document reloaded)."""
    from ._navigation_api import fire_a_traverse_navigate_event, navigation_of

    session_history = session_history_of(navigable)
    document = navigable.active_document
    navigation = navigation_of(navigable)
    if navigation is not None and not fire_a_traverse_navigate_event(navigation, entry):
        return False  # (canceled by a listener)
    entries = session_history.entries
    if entry not in entries:
        return False
    target = entries.index(entry)
    session_history.traversed_from = session_history.active
    session_history.index = session_history.script_index = target
    session_history.script_length = len(entries)
    session_history.active = entry
    if entry.document is not document:
        from ._pending_navigation import navigate

        navigate(navigable, entry.url, "traverse", entry)
        return True
    old_url = document._url
    document._url = entry.url
    update_document_for_history_step_application(navigable, entry, old_url, "traverse")
    return True
