"""Session history (https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries):
a traversable's session history entries and its current one, the "URL and history update
steps", "navigate to a fragment", "traverse the history by a delta" and "update document for
history step application" for same-document entries (what ``location`` and ``history`` need),
and the session history traversal queue (run by tasks of the navigable's event loop: a
traversal, and the same-document navigations finalized behind it, in Chromium's order).

Each navigable keeps its own list of entries, each entry with its **step**: the Standard's joint
session history (https://html.spec.whatwg.org/multipage/document-sequences.html#tn-session-history-entries),
where a child navigable's entries are a "nested history" of its parent's document state
(:class:`webapi.html.browsing._document_state.DocumentState`), so that they outlive the child
navigable and its parent's document while the parent's entry is in the session history. An entry
keeps its document state, whose document is null once the document was unloaded (no back/forward
cache: nothing keeps a document the window left). A traversable with no nested history (no
frame ever had a session history: the common case) counts its own entries, as before; once
one has, ``history.length`` is the number of steps in use in the whole tree
(:func:`get_all_used_history_steps`), a push in any navigable clears the forward steps of
every one (:func:`clear_the_forward_session_history`) and a traversal by a delta moves over
the joint steps, changing each navigable whose entry for that step is another
(:func:`apply_the_history_step`). At most :data:`MAX_ENTRIES` steps are kept, the oldest
pruned first, as Chromium does (its joint session history: :func:`prune_the_oldest_steps`).
Entries of another document (cross-document navigation) are handed to
:func:`webapi.html.browsing._pending_navigation.navigate` (``webapi.html.browsing._navigate``:
reloaded through the transport).
"""

from __future__ import annotations

import uuid
from bisect import bisect_right
from collections import deque

from webapi.dom.engine import fire_an_event
from webapi.eventloop import event_loop_of

from ..common._event_interfaces import HashChangeEventImpl, PopStateEventImpl
from ._document_state import DocumentState, document_state_of, populate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Literal

    from webapi.dom.engine import DocumentImpl
    from webapi.url import URLRecord

    from ..common._structured_clone import Serialized
    from ._navigable import Navigable

    HistoryHandling = Literal["push", "replace"]
    ScrollRestoration = Literal["auto", "manual"]

__all__ = [
    "MAX_ENTRIES",
    "RESTORED_HISTORIES_KEY",
    "SessionHistory",
    "SessionHistoryEntry",
    "apply_the_history_step",
    "clear_the_forward_session_history",
    "document_url_record",
    "get_all_used_history_steps",
    "joint_script_history",
    "navigate_to_a_fragment",
    "prune_the_oldest_steps",
    "restore_the_child_entry",
    "session_history_of",
    "traverse_the_history_by_a_delta",
    "update_document_for_history_step_application",
    "url_and_history_update_steps",
]

#: The most steps a joint session history keeps (Chromium's kMaxSessionHistoryEntries,
#: which bounds its NavigationController's entries, each a step of the whole frame tree: a
#: 51st ``pushState``, in the page or in a frame, drops the oldest step, ``history.length``
#: stays 50).
MAX_ENTRIES = 50
#: The key, in a document's ``_cache``, of the nested histories its ``iframe`` elements'
#: child navigables take up, in order (those of the document it replaced in a traversal or
#: reload: Chromium shows each frame's entry again, not its ``src``).
RESTORED_HISTORIES_KEY = "restored nested histories"


class SessionHistoryEntry:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#session-history-entry:
    its URL (serialized), document state (shared by the entries of one document), classic
    history API state (a serialized form, or None), scroll restoration mode and step (its
    place in the traversable's joint session history)."""

    __slots__ = (
        "document_state",
        "navigation_api_id",
        "navigation_api_key",
        "navigation_api_state",
        "record",
        "scroll_restoration_mode",
        "serialized_state",
        "step",
        "url",
    )

    def __init__(
        self,
        url: str,
        document_state: DocumentState,
        serialized_state: Serialized | None = None,
        scroll_restoration_mode: ScrollRestoration = "auto",
        record: URLRecord | None = None,
    ) -> None:
        self.url = url
        #: the URL parsed (None until first needed; never changed: read only)
        self.record = record
        self.document_state = document_state
        self.serialized_state = serialized_state
        self.scroll_restoration_mode: ScrollRestoration = scroll_restoration_mode
        #: the navigation API key and id (made on first need: webapi.html.browsing._navigation_api)
        #: and the navigation API state (serialized, or None)
        self.navigation_api_key: str | None = None
        self.navigation_api_id: str | None = None
        self.navigation_api_state: Serialized | None = None
        #: https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-step
        self.step = 0

    @property
    def document(self) -> DocumentImpl | None:
        """https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-document: its
        document state's document (None once unloaded)."""
        return self.document_state.document


class SessionHistory:
    """A navigable's session history: its entries (oldest first), the index of the current
    one (the Standard's current session history step), the navigable's active entry (which a
    ``pushState`` or fragment navigation sets at once, before its entry is finalized into the
    entries), the session history traversal queue (steps not run yet: traversals, and the
    finalizations queued behind one: the traversable's, which its child navigables share)
    and what the document's ``History`` object reads (``length``, ``index``: the "script
    history length and index"); its traversable's session history (``top``: itself for a
    traversable's), whose current session history step and count of nested histories
    are kept."""

    __slots__ = (
        "active",
        "current_step",
        "entries",
        "index",
        "nested",
        "queue",
        "script_index",
        "script_length",
        "steps",
        "top",
        "traversed_from",
    )

    def __init__(self, first: SessionHistoryEntry, top: SessionHistory | None = None) -> None:
        self.entries = [first]
        self.index = 0
        #: https://html.spec.whatwg.org/multipage/document-sequences.html#nav-active-history-entry
        self.active = first
        self.top = self if top is None else top
        self.queue: deque[Callable[[], object]] = deque() if top is None else top.queue
        #: (a traversable's) https://html.spec.whatwg.org/multipage/document-sequences.html#tn-current-session-history-step
        self.current_step = first.step
        #: (a traversable's) how many nested histories were made in it (0: its own entries
        #: are the joint session history)
        self.nested = 0
        #: (a traversable's) all used history steps, kept while known (None: to be found)
        self.steps: list[int] | None = None
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
        the forward session history and append ``entry`` (the oldest step dropped past
        :data:`MAX_ENTRIES`: :func:`prune_the_oldest_steps`)."""
        entries = self.entries
        top = self.top
        if entry_to_replace is not None and entry_to_replace in entries:
            # (as in Chromium, also after a traversal queued before it: the replaced entry
            # is the new one's wherever the traversal went)
            entry.step = entry_to_replace.step
            entries[entries.index(entry_to_replace)] = entry
        elif self.active is not entry:
            return
        else:
            # "clear the forward session history of traversable", then the entry's step is
            # the traversable's current session history step + 1
            if top.nested:
                clear_the_forward_session_history(top)
            else:
                del entries[self.index + 1 :]
            entry.step = top.current_step = top.current_step + 1
            if top.steps is not None:
                top.steps.append(entry.step)
            entries.append(entry)
            if top.nested:
                prune_the_oldest_steps(top)
            elif len(entries) > MAX_ENTRIES:  # (the traversable's own entries are its steps)
                del entries[0]
                top.steps = None
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
        first = SessionHistoryEntry(document._url, document_state_of(document))
        parent = navigable.parent
        if parent is None:
            history = SessionHistory(first)
        elif (restored := _restored_history(parent.active_document)) is not None:
            history = restored
        else:
            # (https://html.spec.whatwg.org/multipage/document-sequences.html#create-a-new-child-navigable
            # 11.: its entry's step is that of the parent's first entry of the parent's
            # document, and its entries a nested history of that document's state)
            parents = session_history_of(parent)
            parent_state = document_state_of(parent.active_document)
            first.step = next(
                (each.step for each in parents.entries if each.document_state is parent_state),
                parents.active.step,
            )
            top = parents.top
            history = SessionHistory(first, top)
            parent_state.nested_histories.append(history)
            top.nested += 1
            top.steps = None
        navigable.session_history = history
    return history


def _restored_history(document: DocumentImpl) -> SessionHistory | None:
    """The next nested history the document's ``iframe`` elements take up, or None."""
    cache = document._cache
    restored: list[SessionHistory] | None = (
        None if cache is None else cache.get(RESTORED_HISTORIES_KEY)  # type: ignore[assignment]
    )
    return restored.pop(0) if restored else None


def reuse_the_document_state(
    target: SessionHistoryEntry, document: DocumentImpl, restore: bool
) -> None:
    """``document``, loaded for ``target`` by a traversal or a reload, is the document of
    ``target``'s document state (and so of every entry of that state), whose nested histories
    still count; where ``restore`` is true (a traversal), its ``iframe`` elements take them
    up (:func:`restore_the_child_entry`). (As Chromium: a reload shows each frame's ``src``
    again, a traversal each frame's entry.)"""
    state = target.document_state
    populate(state, document)
    if restore and state.nested_histories:
        cache = document._cache
        assert cache is not None
        cache[RESTORED_HISTORIES_KEY] = list(state.nested_histories)


def restore_the_child_entry(navigable: Navigable) -> SessionHistoryEntry | None:
    """For a child navigable that took up a nested history: its entry for the traversable's
    current step (the greatest step not above it) becomes its active entry; returned where
    its URL is not the active document's (the navigable is to load it: the caller's part),
    else None, and the entries of that entry's document get the active document."""
    history: SessionHistory | None = navigable.session_history
    if history is None:
        return None
    step = history.top.current_step
    target = history.entries[0]
    for entry in history.entries:
        if entry.step <= step:
            target = entry
    history.active = target
    history.index = history.entries.index(target)
    history.script_index, history.script_length = history.index, len(history.entries)
    document = navigable.active_document
    if target.url != document._url:
        return target
    adopt_the_document(target, document)
    return None


def adopt_the_document(target: SessionHistoryEntry, document: DocumentImpl) -> None:
    """The entries of ``target``'s document state get ``document`` (which shows ``target``
    now)."""
    populate(target.document_state, document)


def _histories(top: SessionHistory) -> list[SessionHistory]:
    """The traversable's session history, then the nested histories of its entries' document
    states, in turn (the Standard's walk of "entryLists")."""
    histories = [top]
    seen: set[int] = set()
    for history in histories:
        for entry in history.entries:
            state = entry.document_state
            if id(state) not in seen:
                seen.add(id(state))
                histories.extend(state.nested_histories)
    return histories


def get_all_used_history_steps(top: SessionHistory) -> list[int]:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#getting-all-used-history-steps:
    the steps of every entry of the traversable and of its nested histories, sorted."""
    if not top.nested:
        return [entry.step for entry in top.entries]
    steps = top.steps
    if steps is None:
        steps = top.steps = sorted(
            {entry.step for history in _histories(top) for entry in history.entries}
        )
    return steps


def clear_the_forward_session_history(top: SessionHistory) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#clear-the-forward-session-history:
    every entry whose step is greater than the current session history step, in every list."""
    step = top.current_step
    steps = top.steps
    if steps is not None and (not steps or steps[-1] <= step):
        return  # (no step after the current one: nothing to clear)
    for history in _histories(top):
        entries = history.entries
        if entries and entries[-1].step > step:
            entries[:] = [entry for entry in entries if entry.step <= step]
    top.steps = None


def prune_the_oldest_steps(top: SessionHistory) -> None:
    """Past :data:`MAX_ENTRIES` used steps, the oldest are dropped as Chromium drops its
    oldest entries (NavigationController's PruneOldestEntryIfFull): the oldest step kept shows
    what it showed, so in every list the entry shown then is kept, as that step's, and
    the entries before it go."""
    steps = get_all_used_history_steps(top)
    excess = len(steps) - MAX_ENTRIES
    if excess <= 0:
        return
    oldest = steps[excess]
    for history in _histories(top):
        entries = history.entries
        cut = 0
        while cut + 1 < len(entries) and entries[cut + 1].step <= oldest:
            cut += 1
        if cut:
            del entries[:cut]
            history.index = max(history.index - cut, 0)
            history.script_index = max(history.script_index - cut, 0)
            history.script_length = min(history.script_length, len(entries))
        if entries and entries[0].step < oldest:
            entries[0].step = oldest
    top.steps = steps[excess:]


def joint_script_history(history: SessionHistory) -> tuple[int, int]:
    """The script history index and length a document of ``history``'s navigable reads: the
    current step's index among all used steps and their count (its own entries' where the
    traversable has no nested history)."""
    top = history.top
    if not top.nested:
        return history.script_index, history.script_length
    steps = get_all_used_history_steps(top)
    index = bisect_right(steps, top.current_step) - 1
    return max(index, 0), len(steps)


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
    from ..common import _event_bindings  # noqa: F401 (the events' public classes)
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


def _active_document_state(history: SessionHistory, document: DocumentImpl) -> DocumentState:
    """The active entry's document state, which a same-document navigation's entry shares
    (that of ``document``, the active document, where a traversal to another document's
    entry is under way)."""
    state = history.active.document_state
    return state if state.document is document else document_state_of(document)


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
        url,
        _active_document_state(session_history, document),
        None,
        session_history.active.scroll_restoration_mode,
        record,
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
        _active_document_state(session_history, document),
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
        top = session_history.top
        if top.nested:
            # "Let allSteps be the result of getting all used history steps for traversable"
            # ... "apply the traverse history step allSteps[targetStepIndex]"
            all_steps = get_all_used_history_steps(top)
            target_index = bisect_right(all_steps, top.current_step) - 1 + delta
            if 0 <= target_index < len(all_steps):
                apply_the_history_step(navigable.traversable(), all_steps[target_index])
            return
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


def apply_the_history_step(traversable: Navigable, step: int) -> bool:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#apply-the-history-step
    for a traversal: the traversable's current session history step is ``step``, and each
    navigable of the tree whose target entry ("the item in navigable's session history
    entries that has the greatest step less than or equal to step") is not its active entry
    is traversed to it (:func:`traverse_the_history_to`), the traversable first, then the
    child navigables in tree order (those of a document left are not walked: their
    documents go). False where a ``navigate`` listener canceled one of them."""
    from ._navigable import child_navigables

    top = session_history_of(traversable)
    pending = [traversable]
    changes: list[tuple[Navigable, SessionHistoryEntry]] = []
    while pending:
        navigable = pending.pop(0)
        history: SessionHistory | None = navigable.session_history
        if history is not None:
            target = None
            for entry in history.entries:
                if entry.step <= step:
                    target = entry
            if target is not None and target is not history.active:
                changes.append((navigable, target))
                if target.document is not navigable.active_document:
                    continue
        pending.extend(child_navigables(navigable.active_document))
    top.current_step = step
    done = True
    for navigable, target in changes:
        done = traverse_the_history_to(navigable, target) and done
    top.current_step = step
    return done


def traverse_the_history_to(navigable: Navigable, entry: SessionHistoryEntry) -> bool:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#apply-the-traverse-history-step
    to ``entry`` (one of the navigable's session history entries): the ``navigate`` event
    first (a same-document traversal's listener may cancel it: false is returned), then
    ``entry`` becomes the active one; for an entry of the active document, its URL becomes the
    document's and the document is updated for it (``currententrychange``, ``popstate``,
    ``hashchange``); another document's is a cross-document traversal
    (``webapi.html.browsing._navigate``: the entry's document reloaded)."""
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
    session_history.top.current_step = entry.step
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
