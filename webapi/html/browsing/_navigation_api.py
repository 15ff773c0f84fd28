"""The Navigation API (https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api,
issue #55): ``window.navigation`` over the navigable's session history
(:mod:`._session_history`), the ``navigate`` event that every navigation of the window's
navigable fires first (a listener may ``intercept()`` it, making it a same-document
navigation, or cancel it), ``currententrychange``, ``navigatesuccess``/``navigateerror``, the
entries' ``dispose``, and the API's methods with their ``committed``/``finished`` promises
(:class:`~webapi.eventloop.Promise`).

The algorithms keep the Standard's names, one function each. What webapi's model changes:

- each navigable keeps its own session history (no joint session history): a frame's
  ``navigation`` lists the frame's entries;
- a session history entry's navigation API key and id are made on first need (a random UUID,
  as the Standard's "generate a random UUID"), the key carried over by a replace;
- webapi's ``Window`` is also the ``WindowProxy``: a new document gets a new ``Navigation``
  (``window.navigation`` after a navigation across documents is another object, as
  ``navigation`` in a new ``Window`` is);
- no user: ``userInitiated`` is false but for a submit button's activation (true in
  Chromium 156 even for a program's ``click()``, and so here; a link's ``click()`` is
  false in both), nothing scrolls or moves the focus (``scroll()``, ``focusReset`` and
  ``scroll`` are accepted and do nothing);
- where Chromium 156's order of events and promise reactions is not the Standard's, webapi
  takes Chromium's (``tests/html/test_navigation_api_chromium.py``; docs/window.md lists
  them).
"""

from __future__ import annotations

import uuid
from typing import Any, ClassVar

from webapi._lazy import load_provider
from webapi._webidl import is_coroutine, run_a_coroutine
from webapi.dom import DOMException
from webapi.dom.engine import (
    EventImpl,
    EventTargetImpl,
    create_an_event,
    dispatch,
    document_origin,
    fire_an_event,
    new_object,
)
from webapi.eventloop import Promise, event_loop_of
from webapi.url import OpaqueOrigin

from ..common._structured_clone import StructuredDeserialize, StructuredSerializeInternal
from ._navigable import INITIAL_ABOUT_BLANK, is_discarded

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from webapi.dom.engine import DocumentImpl

    from ..common._structured_clone import Serialized
    from ._navigable import Navigable

    #: ``webapi.html.browsing._session_history.SessionHistoryEntry`` (a module above this one)
    SessionHistoryEntry = Any

__all__ = [
    "NavigateEventImpl",
    "NavigationActivationImpl",
    "NavigationCurrentEntryChangeEventImpl",
    "NavigationDestinationImpl",
    "NavigationExtras",
    "NavigationHistoryEntryExtras",
    "NavigationHistoryEntryImpl",
    "NavigationImpl",
    "NavigationTransitionImpl",
    "fire_a_download_request_navigate_event",
    "fire_a_push_replace_reload_navigate_event",
    "fire_a_traverse_navigate_event",
    "navigation_api_id",
    "navigation_api_key",
    "navigation_of",
    "update_the_navigation_api_entries_for_a_same_document_navigation",
]


# --- session history entries' navigation API key and id


def navigation_api_key(entry: SessionHistoryEntry) -> str:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-navigation-api-key
    (a random UUID made on first need)."""
    key: str | None = entry.navigation_api_key
    if key is None:
        key = entry.navigation_api_key = str(uuid.uuid4())
    return key


def navigation_api_id(entry: SessionHistoryEntry) -> str:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#she-navigation-api-id
    (a random UUID made on first need)."""
    id_: str | None = entry.navigation_api_id
    if id_ is None:
        id_ = entry.navigation_api_id = str(uuid.uuid4())
    return id_


def _deserialize(serialized: Serialized | None) -> Any:
    return None if serialized is None else StructuredDeserialize(serialized)


# --- the API method trackers


class NavigationAPIMethodTracker:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api-method-tracker"""

    __slots__ = (
        "committed",
        "committed_to_entry",
        "finished",
        "info",
        "key",
        "navigation",
        "serialized_state",
    )

    def __init__(
        self,
        navigation: NavigationImpl,
        key: str | None,
        info: object,
        serialized_state: Serialized | None,
    ) -> None:
        self.navigation = navigation
        self.key = key
        self.info = info
        self.serialized_state = serialized_state
        self.committed_to_entry: NavigationHistoryEntryImpl | None = None
        loop = event_loop_of(navigation._document)
        self.committed = Promise(loop)
        self.finished = Promise(loop)


def _early_error_result(error: BaseException, navigation: NavigationImpl) -> dict[str, Any]:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#early-error-result"""
    loop = event_loop_of(navigation._document)
    committed, finished = Promise(loop), Promise(loop)
    committed._reject(error)
    finished._reject(error)
    return {"committed": committed, "finished": finished}


def _api_method_tracker_derived_result(tracker: NavigationAPIMethodTracker) -> dict[str, Any]:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#api-method-tracker-derived-result"""
    return {"committed": tracker.committed, "finished": tracker.finished}


def maybe_set_the_upcoming_non_traverse_api_method_tracker(
    navigation: NavigationImpl, info: object, serialized_state: Serialized | None
) -> NavigationAPIMethodTracker:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#maybe-set-the-upcoming-non-traverse-api-method-tracker"""
    tracker = NavigationAPIMethodTracker(navigation, None, info, serialized_state)  # 1.
    tracker.finished._handled = True  # 2.
    assert navigation._upcoming_non_traverse_api_method_tracker is None  # 3.
    if not has_entries_and_events_disabled(navigation):  # 4.
        navigation._upcoming_non_traverse_api_method_tracker = tracker
    return tracker


def add_an_upcoming_traverse_api_method_tracker(
    navigation: NavigationImpl, destination_key: str, info: object
) -> NavigationAPIMethodTracker:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#add-an-upcoming-traverse-api-method-tracker"""
    tracker = NavigationAPIMethodTracker(navigation, destination_key, info, None)
    tracker.finished._handled = True
    navigation._upcoming_traverse_api_method_trackers[destination_key] = tracker
    return tracker


def promote_an_upcoming_api_method_tracker_to_ongoing(
    navigation: NavigationImpl, destination_key: str | None
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#promote-an-upcoming-api-method-tracker-to-ongoing"""
    tracker = None
    if destination_key is not None:
        tracker = navigation._upcoming_traverse_api_method_trackers.pop(destination_key, None)
    else:
        tracker = navigation._upcoming_non_traverse_api_method_tracker
        navigation._upcoming_non_traverse_api_method_tracker = None
    navigation._ongoing_api_method_tracker = tracker


def clean_up(tracker: NavigationAPIMethodTracker) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api-method-tracker-clean-up"""
    navigation = tracker.navigation
    if navigation._ongoing_api_method_tracker is tracker:
        navigation._ongoing_api_method_tracker = None
    elif tracker.key is not None:
        navigation._upcoming_traverse_api_method_trackers.pop(tracker.key, None)


def notify_about_the_committed_to_entry(
    tracker: NavigationAPIMethodTracker, entry: NavigationHistoryEntryImpl
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#notify-about-the-committed-to-entry"""
    tracker.committed_to_entry = entry
    if tracker.serialized_state is not None:
        entry._session_history_entry.navigation_api_state = tracker.serialized_state
    if tracker.key is not None:  # (a traversal's: at once)
        tracker.committed._resolve(entry._interface_object())
        return
    # (Chromium's order: a push, replace or reload resolves it in a microtask, so that an
    # intercepting handler's first microtask runs before the promise's reactions)
    committed, value = tracker.committed, entry._interface_object()
    event_loop_of(tracker.navigation._document).queue_a_microtask(lambda: committed._resolve(value))


def resolve_the_finished_promise(tracker: NavigationAPIMethodTracker) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#resolve-the-finished-promise"""
    entry = tracker.committed_to_entry
    if entry is None:  # (not committed yet: never for a same-document navigation)
        return
    tracker.committed._resolve(entry._interface_object())
    tracker.finished._resolve(entry._interface_object())
    clean_up(tracker)


def reject_the_finished_promise(tracker: NavigationAPIMethodTracker, error: BaseException) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#reject-the-finished-promise
    (a navigation that committed keeps its ``committed`` fulfilled: resolved now if its
    microtask has not run yet)."""
    entry = tracker.committed_to_entry
    if entry is not None:
        tracker.committed._resolve(entry._interface_object())
    tracker.committed._reject(error)
    tracker.finished._reject(error)
    clean_up(tracker)


# --- the Navigation interface


class NavigationImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-interface: the
    document it belongs to (its relevant global object's associated ``Document``), its entry
    list and current entry index, transition, activation, ongoing navigate event, and the
    API method trackers."""

    __slots__ = (
        "_activation",
        "_after_the_traversal_commits",
        "_current_entry_index",
        "_document",
        "_entries_of",
        "_entry_list",
        "_focus_changed_during_ongoing_navigation",
        "_initial_or_opaque",
        "_navigable",
        "_ongoing_api_method_tracker",
        "_ongoing_navigate_event",
        "_suppress_normal_scroll_restoration_during_ongoing_navigation",
        "_transition",
        "_upcoming_non_traverse_api_method_tracker",
        "_upcoming_traverse_api_method_trackers",
    )
    _interface_class: ClassVar[type[Any]]

    def _init(self, navigable: Navigable, document: DocumentImpl) -> None:
        EventTargetImpl.__init__(self)
        self._navigable = navigable
        self._document = document
        self._initial_or_opaque = _initial_or_opaque(document)
        self._entry_list: list[NavigationHistoryEntryImpl] = []
        self._current_entry_index = -1
        #: the entry objects made so far, by session history entry (one object each)
        self._entries_of: dict[SessionHistoryEntry, NavigationHistoryEntryImpl] = {}
        self._transition: NavigationTransitionImpl | None = None
        self._activation: NavigationActivationImpl | None = None
        self._ongoing_navigate_event: NavigateEventImpl | None = None
        self._focus_changed_during_ongoing_navigation = False
        self._suppress_normal_scroll_restoration_during_ongoing_navigation = False
        self._ongoing_api_method_tracker: NavigationAPIMethodTracker | None = None
        self._upcoming_non_traverse_api_method_tracker: NavigationAPIMethodTracker | None = None
        self._upcoming_traverse_api_method_trackers: dict[str, NavigationAPIMethodTracker] = {}
        #: a same-document traversal's step 39, run once it committed (Chromium's order)
        self._after_the_traversal_commits: Callable[[], None] | None = None

    # (the members)

    def _entries(self) -> list[Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-entries"""
        if has_entries_and_events_disabled(self):
            return []
        return list(self._entry_list)

    @property
    def _current_entry(self) -> NavigationHistoryEntryImpl | None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-currententry"""
        if has_entries_and_events_disabled(self) or self._current_entry_index == -1:
            return None
        return self._entry_list[self._current_entry_index]

    def _update_current_entry(self, options: Mapping[str, Any]) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-updatecurrententry"""
        current = self._current_entry  # 1.
        if current is None:  # 2.
            raise DOMException(
                "Failed to execute 'updateCurrentEntry' on 'Navigation': updateCurrentEntry() "
                "cannot be called when navigation.currentEntry is null.",
                "InvalidStateError",
            )
        serialized = StructuredSerializeInternal(options["state"], True)  # 3.
        current._session_history_entry.navigation_api_state = serialized  # 4.
        fire_an_event(  # 5.
            "currententrychange",
            self,
            NavigationCurrentEntryChangeEventImpl,
            _navigation_type=None,
            _from=current,
        )

    @property
    def _can_go_back(self) -> bool:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-cangoback"""
        if has_entries_and_events_disabled(self):
            return False
        assert self._current_entry_index != -1
        return self._current_entry_index != 0

    @property
    def _can_go_forward(self) -> bool:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-cangoforward"""
        if has_entries_and_events_disabled(self):
            return False
        assert self._current_entry_index != -1
        return self._current_entry_index != len(self._entry_list) - 1

    def _navigate(self, url: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-navigate"""
        from ..common._document_base import encoding_parse_for

        document = self._document
        url_record = encoding_parse_for(document, url)  # 1.
        if url_record is None:  # 2.
            return _early_error_result(DOMException(f"Invalid URL '{url}'.", "SyntaxError"), self)
        history = options.get("history", "auto")
        cache = document._cache
        if (history == "push" and url_record.scheme == "javascript") or (
            history == "push" and cache is not None and cache.get(INITIAL_ABOUT_BLANK)
        ):  # 4. "the navigation must be a replace"
            return _early_error_result(
                DOMException(
                    'A "push" navigation was explicitly requested, but only a "replace" '
                    "navigation is possible when navigating to a javascript: URL or from the "
                    "initial about:blank document.",
                    "NotSupportedError",
                ),
                self,
            )
        from webapi.url import url_serialize

        return self._navigate_with_state(url_serialize(url_record), history, None, options)

    def _reload(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-reload"""
        document = self._document
        current = self._current_entry
        serialized_state = (  # 2.-4.
            None if current is None else current._session_history_entry.navigation_api_state
        )
        return self._navigate_with_state(document._url, "reload", serialized_state, options)

    def _navigate_with_state(
        self, url: str, history: str, serialized_state: Any, options: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The steps that ``navigate()`` (5.-13.) and ``reload()`` (4.-10.) share
        (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-navigate,
        https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-reload):
        ``options``'s state, serialized, else ``serialized_state``; the not fully active or
        unloading check; the upcoming API method tracker; then navigating the navigable to
        ``url`` with ``history`` (a history handling, or "reload")."""
        if "state" in options:
            try:
                serialized_state = StructuredSerializeInternal(options["state"], True)
            except DOMException as error:
                return _early_error_result(error, self)
        failure = _not_fully_active_or_unloading(self)
        if failure is not None:
            return _early_error_result(failure, self)
        info = options.get("info")
        tracker = maybe_set_the_upcoming_non_traverse_api_method_tracker(
            self, info, serialized_state
        )
        navigate = load_provider("html:navigate")
        navigate(
            self._navigable,
            url,
            history,
            source=self._document,
            navigation_api_state=serialized_state,
        )
        if self._upcoming_non_traverse_api_method_tracker is tracker:
            self._upcoming_non_traverse_api_method_tracker = None
            return _early_error_result(DOMException("Navigation was aborted", "AbortError"), self)
        return _api_method_tracker_derived_result(tracker)

    def _traverse_to(self, key: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-traverseto"""
        if self._current_entry_index == -1:  # 1.
            return _early_error_result(DOMException("Invalid state", "InvalidStateError"), self)
        if not any(
            navigation_api_key(entry._session_history_entry) == key for entry in self._entry_list
        ):  # 2.
            return _early_error_result(DOMException("Invalid key", "InvalidStateError"), self)
        return perform_a_navigation_api_traversal(self, key, options)  # 3.

    def _back(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-back"""
        if self._current_entry_index in (-1, 0):  # 1.
            return _early_error_result(DOMException("Cannot go back", "InvalidStateError"), self)
        entry = self._entry_list[self._current_entry_index - 1]  # 2.
        return perform_a_navigation_api_traversal(
            self, navigation_api_key(entry._session_history_entry), options
        )

    def _forward(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation-forward"""
        index = self._current_entry_index
        if index == -1 or index == len(self._entry_list) - 1:  # 1.
            return _early_error_result(DOMException("Cannot go forward", "InvalidStateError"), self)
        entry = self._entry_list[index + 1]  # 2.
        return perform_a_navigation_api_traversal(
            self, navigation_api_key(entry._session_history_entry), options
        )


def _not_fully_active_or_unloading(navigation: NavigationImpl) -> DOMException | None:
    """The ``InvalidStateError`` of the methods' "If document is not fully active" and "If
    document's unload counter is greater than 0" steps, or None."""
    from ._navigable import is_discarded

    navigable = navigation._navigable
    if is_discarded(navigable) or navigable.active_document is not navigation._document:
        return DOMException(
            "Navigation is not allowed in a document that is not fully active",
            "InvalidStateError",
        )
    if navigation._document._cache and navigation._document._cache.get("unload counter"):
        return DOMException("Navigation is not allowed while unloading", "InvalidStateError")
    return None


def has_entries_and_events_disabled(navigation: NavigationImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#has-entries-and-events-disabled:
    its document is not fully active, is the initial ``about:blank``, or has an opaque
    origin (the last two, which never change for a document, found once)."""
    navigable = navigation._navigable
    return (
        navigation._initial_or_opaque
        or navigable.active_document is not navigation._document
        or is_discarded(navigable)
    )


def _initial_or_opaque(document: DocumentImpl) -> bool:
    """Whether the document is its navigable's initial ``about:blank`` or has an opaque
    origin."""
    cache = document._cache
    if cache is not None and cache.get(INITIAL_ABOUT_BLANK):
        return True
    return isinstance(document_origin(document), OpaqueOrigin)


def _entry_object(
    navigation: NavigationImpl, she: SessionHistoryEntry
) -> NavigationHistoryEntryImpl:
    """The ``NavigationHistoryEntry`` of ``she`` in ``navigation``'s realm (one per entry)."""
    entry = navigation._entries_of.get(she)
    if entry is None:
        entry = new_object(NavigationHistoryEntryImpl)
        entry._init(navigation, she)
        navigation._entries_of[she] = entry
    return entry


def get_session_history_entries_for_the_navigation_api(
    navigable: Navigable, document: DocumentImpl
) -> tuple[list[SessionHistoryEntry], int]:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#getting-session-history-entries-for-the-navigation-api:
    the contiguous entries around the active one whose documents are of the active document's
    origin (the index of the active one among them)."""
    from webapi.dom.engine import document_origin

    history = load_provider("html:session-history").session_history_of(navigable)
    entries = list(history.entries)
    active = history.active
    if active not in entries:  # (a same-document push not finalized yet: after the current)
        del entries[history.index + 1 :]
        entries.append(active)
    index = entries.index(active)
    origin = document_origin(document)

    def same(she: SessionHistoryEntry) -> bool:
        # (the entry's document state's origin: its document may be unloaded)
        return she.document is document or she.document_state.origin == origin

    start = index
    while start > 0 and same(entries[start - 1]):
        start -= 1
    end = index + 1
    while end < len(entries) and same(entries[end]):
        end += 1
    return entries[start:end], index - start


def initialize_the_navigation_api_entries_for_a_new_document(
    navigation: NavigationImpl,
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#initialize-the-navigation-api-entries-for-a-new-document"""
    if has_entries_and_events_disabled(navigation):  # 2.
        return
    shes, index = get_session_history_entries_for_the_navigation_api(
        navigation._navigable, navigation._document
    )
    navigation._entry_list = [_entry_object(navigation, she) for she in shes]  # 3.
    navigation._current_entry_index = index  # 4.


def navigation_of(navigable: Navigable) -> NavigationImpl | None:
    """The window's ``Navigation`` object where one was made for the active document (None:
    no program has read ``window.navigation``, so nothing listens)."""
    navigation: NavigationImpl | None = navigable.window._navigation_object
    if navigation is None or navigation._document is not navigable.active_document:
        return None
    return navigation


def new_navigation(navigable: Navigable) -> NavigationImpl:
    """The ``Navigation`` of the navigable's active document (its entries initialized)."""
    navigation: NavigationImpl = new_object(NavigationImpl)
    navigation._init(navigable, navigable.active_document)
    initialize_the_navigation_api_entries_for_a_new_document(navigation)
    cache = navigable.active_document._cache
    activation: Any = None if cache is None else cache.get(_ACTIVATION_KEY)
    if activation is not None and not has_entries_and_events_disabled(navigation):
        from_she, navigation_type = activation
        navigation._activation = new_navigation_activation(navigation, from_she, navigation_type)
    return navigation


#: The key of a new document's ``_cache`` entry recording how it was reached: (the previous
#: session history entry, or None, and the navigation type).
_ACTIVATION_KEY = "navigation activation"


def record_the_activation(
    document: DocumentImpl, previous: SessionHistoryEntry | None, navigation_type: str
) -> None:
    """Kept for the new document's ``navigation.activation`` (the Standard's "update for
    navigable creation/destruction" of its activation: #navigation-activation)."""
    if document._cache is None:
        document._cache = {}
    document._cache[_ACTIVATION_KEY] = (previous, navigation_type)


def new_navigation_activation(
    navigation: NavigationImpl, previous: SessionHistoryEntry | None, navigation_type: str
) -> NavigationActivationImpl:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#update-document-for-history-step-application
    (step 6.4: the activation): ``from`` is an entry of the previous document if it is of the
    same origin (the one in the entry list if it is there), ``entry`` the current entry."""
    from webapi.dom.engine import document_origin

    activation: NavigationActivationImpl = new_object(NavigationActivationImpl)
    from_entry = None
    if previous is not None and previous.document_state.origin == document_origin(
        navigation._document
    ):
        from_entry = _entry_object(navigation, previous)
    activation._from = from_entry
    activation._entry = navigation._current_entry
    activation._navigation_type = navigation_type
    return activation


def update_the_navigation_api_entries_for_a_same_document_navigation(
    navigation: NavigationImpl, destination: SessionHistoryEntry, navigation_type: str
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#update-the-navigation-api-entries-for-a-same-document-navigation"""
    if has_entries_and_events_disabled(navigation):  # 1.
        return
    old_current = navigation._current_entry  # 2.
    disposed: list[NavigationHistoryEntryImpl] = []  # 3.
    entries = navigation._entry_list
    if navigation_type == "traverse":  # 4.
        index = next(
            (i for i, entry in enumerate(entries) if entry._session_history_entry is destination),
            -1,
        )
        if index == -1:  # (not of the document's origin: rebuild the list)
            initialize_the_navigation_api_entries_for_a_new_document(navigation)
        else:
            navigation._current_entry_index = index
    elif navigation_type == "push":  # 5.
        navigation._current_entry_index += 1
        disposed = entries[navigation._current_entry_index :]
        del entries[navigation._current_entry_index :]
        entries.append(_entry_object(navigation, destination))
        while (
            len(entries) > load_provider("html:session-history").MAX_ENTRIES
        ):  # (as the session history drops its oldest)
            disposed.append(entries.pop(0))
            navigation._current_entry_index -= 1
    elif navigation_type == "replace":  # 6.
        assert old_current is not None
        disposed = [old_current]
        entries[navigation._current_entry_index] = _entry_object(navigation, destination)
    current = navigation._current_entry
    tracker = navigation._ongoing_api_method_tracker
    if tracker is not None and current is not None:  # 7.
        notify_about_the_committed_to_entry(tracker, current)
    for entry in disposed:
        navigation._entries_of.pop(entry._session_history_entry, None)
    if old_current is not None:
        fire_an_event(  # 9.-10.
            "currententrychange",
            navigation,
            NavigationCurrentEntryChangeEventImpl,
            _navigation_type=navigation_type,
            _from=old_current,
        )
    for entry in disposed:  # 11.
        fire_an_event("dispose", entry)


def perform_a_navigation_api_traversal(
    navigation: NavigationImpl, key: str, options: Mapping[str, Any]
) -> dict[str, Any]:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#performing-a-navigation-api-traversal"""
    session_history = load_provider("html:session-history")
    session_history_of = session_history.session_history_of
    traverse_the_history_to = session_history.traverse_the_history_to

    failure = _not_fully_active_or_unloading(navigation)  # 1.-3.
    if failure is not None:
        return _early_error_result(failure, navigation)
    current = navigation._current_entry  # 4.
    assert current is not None
    if navigation_api_key(current._session_history_entry) == key:  # 5.
        loop = event_loop_of(navigation._document)
        committed, finished = Promise(loop), Promise(loop)
        committed._resolve(current._interface_object())
        finished._resolve(current._interface_object())
        return {"committed": committed, "finished": finished}
    upcoming = navigation._upcoming_traverse_api_method_trackers.get(key)  # 6.
    if upcoming is not None:
        return _api_method_tracker_derived_result(upcoming)
    info = options.get("info")  # 7.
    tracker = add_an_upcoming_traverse_api_method_tracker(navigation, key, info)  # 8.
    navigable = navigation._navigable

    def steps() -> None:  # 12. (the session history traversal steps)
        history = session_history_of(navigable)
        target = next((she for she in history.entries if navigation_api_key(she) == key), None)
        if target is None:  # 12.3.
            reject_the_finished_promise(
                tracker,
                DOMException("A non-existent key was given to the traversal", "InvalidStateError"),
            )
            return
        if target is history.active:  # 12.4.
            return
        if history.top.nested:
            # (the joint session history: "apply the traverse history step" given the
            # target's step moves every navigable whose entry for that step is another)
            done = session_history.apply_the_history_step(navigable.traversable(), target.step)
        else:
            done = traverse_the_history_to(navigable, target)
        if not done:  # 12.5.-6.
            reject_the_finished_promise(
                tracker, DOMException("Navigation was aborted", "AbortError")
            )

    session_history.append_session_history_traversal_steps(navigable, steps)
    return _api_method_tracker_derived_result(tracker)  # 13.


# --- firing the navigate event


def fire_a_traverse_navigate_event(
    navigation: NavigationImpl, destination_she: SessionHistoryEntry, user_involvement: str = "none"
) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-traverse-navigate-event"""
    document = navigation._document
    entry = next(
        (e for e in navigation._entry_list if e._session_history_entry is destination_she),
        None,
    )
    destination = _new_destination(  # 4.-8.
        destination_she.url,
        destination_she.record,
        entry,
        destination_she.navigation_api_state,
        destination_she.document is document,
    )
    return inner_navigate_event_firing_algorithm(  # 9.
        navigation, "traverse", destination, user_involvement, None, None, None, None
    )


def fire_a_push_replace_reload_navigate_event(
    navigation: NavigationImpl,
    navigation_type: str,
    destination_url: str,
    is_same_document: bool,
    *,
    user_involvement: str = "none",
    source_element: Any = None,
    form_data_entry_list: Any = None,
    navigation_api_state: Serialized | None = None,
    classic_history_api_state: Serialized | None = None,
    destination_record: Any = None,
) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-push/replace/reload-navigate-event
    (``destination_record``: the destination URL parsed, where the caller has it)."""
    destination = _new_destination(  # 4.
        destination_url, destination_record, None, navigation_api_state, is_same_document
    )
    return inner_navigate_event_firing_algorithm(  # 5.
        navigation,
        navigation_type,
        destination,
        user_involvement,
        source_element,
        form_data_entry_list,
        None,
        classic_history_api_state,
    )


def _new_destination(
    url: str, record: Any, entry: Any, state: Serialized | None, is_same_document: bool
) -> NavigationDestinationImpl:
    """A new ``NavigationDestination`` (https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationdestination)
    of ``url`` (``record``: it parsed, where the caller has it), with ``entry`` (a
    ``NavigationHistoryEntry`` or None), ``state`` and ``is_same_document``."""
    destination: NavigationDestinationImpl = new_object(NavigationDestinationImpl)
    destination._url = url
    destination._record = record
    destination._entry = entry
    destination._state = state
    destination._is_same_document = is_same_document
    return destination


def _url_fragment(url: str) -> str | None:
    index = url.find("#")
    return None if index < 0 else url[index + 1 :]


def fire_a_download_request_navigate_event(
    navigation: NavigationImpl,
    destination_url: str,
    user_involvement: str,
    source_element: Any,
    filename: str,
    destination_record: Any = None,
) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#fire-a-download-request-navigate-event:
    a ``push`` to another document whose ``downloadRequest`` is ``filename`` (the ``download``
    attribute's value, the empty string for none); false where a listener canceled it."""
    destination = _new_destination(destination_url, destination_record, None, None, False)  # 4.-8.
    return inner_navigate_event_firing_algorithm(  # 9.
        navigation, "push", destination, user_involvement, source_element, None, filename, None
    )


def inner_navigate_event_firing_algorithm(
    navigation: NavigationImpl,
    navigation_type: str,
    destination: NavigationDestinationImpl,
    user_involvement: str,
    source_element: Any,
    form_data_entry_list: Any,
    download_request_filename: str | None,
    classic_history_api_state: Serialized | None,
) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#inner-navigate-event-firing-algorithm:
    true where the navigation goes on as it would without the API (not intercepted, not
    canceled)."""
    from webapi.dom import AbortController
    from webapi.url import basic_url_parse

    can_have_its_url_rewritten = load_provider("html:can-have-its-url-rewritten")
    session_history = load_provider("html:session-history")
    document_url_record = session_history.document_url_record
    url_and_history_update_steps = session_history.url_and_history_update_steps

    if has_entries_and_events_disabled(navigation):  # 1.
        return True
    if navigation._ongoing_navigate_event is not None:
        # (a navigation started while another's navigate event is under way: "set the
        # ongoing navigation" informs the navigation API about aborting navigation)
        abort_the_ongoing_navigation(navigation)
    destination_key = None  # 2.
    if destination._entry is not None:  # 3.
        destination_key = navigation_api_key(destination._entry._session_history_entry)
    promote_an_upcoming_api_method_tracker_to_ongoing(navigation, destination_key)  # 5.
    tracker = navigation._ongoing_api_method_tracker  # 6.
    navigable = navigation._navigable  # 7.
    document = navigation._document  # 8.
    event: NavigateEventImpl = create_an_event(NavigateEventImpl)  # type: ignore[assignment]
    event._type = "navigate"
    event._classic_history_api_state = classic_history_api_state  # 13.
    event._navigation_type = navigation_type  # 14.
    event._destination = destination  # 15.
    event._download_request = download_request_filename  # 16.
    event._info = None if tracker is None else tracker.info  # 17.
    event._has_ua_visual_transition = False  # 18.
    event._source_element = source_element  # 19.
    current = document_url_record(navigable)
    target = destination._record
    if target is None:
        target = basic_url_parse(destination._url)
    can_intercept = (  # 21.
        current is not None
        and target is not None
        and can_have_its_url_rewritten(current, target)
        and (destination._is_same_document or navigation_type != "traverse")
    )
    event._can_intercept = can_intercept
    traverse_can_be_canceled = (  # 22.
        navigable.parent is None and destination._is_same_document
    )
    event._cancelable = navigation_type != "traverse" or traverse_can_be_canceled  # 23.
    event._hash_change = bool(  # 24.-25.
        # (as Chromium: a traversal too, also to a URL without a fragment, never a
        # pushState/replaceState)
        classic_history_api_state is None
        and destination._is_same_document
        and _url_without_fragment(destination._url) == _url_without_fragment(document._url)
        and _url_fragment(destination._url) != _url_fragment(document._url)
    )
    event._user_initiated = user_involvement != "none"  # 26.
    if form_data_entry_list is not None:  # 27. "a new FormData created ... entry list"
        from webapi.xhr import FormData

        form_data = FormData()
        form_data._impl.entry_list = list(form_data_entry_list)
        event._form_data = form_data
    controller = AbortController()
    event._abort_controller = controller
    event._signal = controller.signal  # 28.
    assert navigation._ongoing_navigate_event is None  # 29.
    navigation._ongoing_navigate_event = event  # 30.
    navigation._focus_changed_during_ongoing_navigation = False  # 31.
    navigation._suppress_normal_scroll_restoration_during_ongoing_navigation = False  # 32.
    dispatch_result = dispatch(event, navigation)  # 33.
    if navigation._ongoing_navigate_event is event and not dispatch_result:  # 34.
        if not controller.signal.aborted:
            abort_the_ongoing_navigation(navigation)
        return False
    if navigation._ongoing_navigate_event is not event:  # (aborted by a listener's navigation)
        return False
    intercepted = event._interception_state != "none"
    end_result_is_same_document = intercepted or destination._is_same_document  # 35.-36.
    if intercepted:  # 38.
        event._interception_state = "committed"
        from_entry = navigation._current_entry
        assert from_entry is not None
        transition: NavigationTransitionImpl = new_object(NavigationTransitionImpl)
        transition._navigation_type = navigation_type
        transition._from = from_entry
        transition._finished = Promise(event_loop_of(document))
        transition._finished._handled = True
        navigation._transition = transition
        if navigation_type == "traverse":
            navigation._suppress_normal_scroll_restoration_during_ongoing_navigation = True
        elif navigation_type in ("push", "replace"):
            url_and_history_update_steps(
                navigable,
                destination._url,
                classic_history_api_state,
                navigation_type,
                target,
                navigation_api_state=destination._state,
            )
            if event._hash_change:
                # (Chromium: an intercepted fragment navigation still fires popstate, as a
                # fragment navigation does; no hashchange)
                from ..common._event_interfaces import PopStateEventImpl

                history = navigable.window._history_object
                state = None if history is None else history._state_value
                fire_an_event("popstate", navigable.window, PopStateEventImpl, _state=state)
        else:  # "reload"
            update_the_navigation_api_entries_for_a_same_document_navigation(
                navigation, session_history.session_history_of(navigable).active, "reload"
            )
    if end_result_is_same_document:  # 39.

        def run_the_handlers() -> None:
            promises: list[Any] = [handler() for handler in event._navigation_handler_list]
            _wait_for_all(navigation, event, tracker, promises)

        if navigation_type == "traverse":
            # (Chromium's order: a traversal's handlers run once it committed, after its
            # currententrychange: traverse_the_history_to calls them)
            navigation._after_the_traversal_commits = run_the_handlers
        else:
            run_the_handlers()
    else:
        navigation._ongoing_navigate_event = None
        if tracker is not None:  # 40.
            clean_up(tracker)
    # 42.-43. (a traversal intercepted still moves: only its cancelation stops it)
    return not intercepted or navigation_type == "traverse"


def _url_without_fragment(url: str) -> str:
    index = url.find("#")
    return url if index < 0 else url[:index]


def _wait_for_all(
    navigation: NavigationImpl,
    event: NavigateEventImpl,
    tracker: NavigationAPIMethodTracker | None,
    results: list[Any],
) -> None:
    """https://webidl.spec.whatwg.org/#wait-for-all over the handlers' results (a coroutine
    runs as an ``async def`` callback does; a :class:`~webapi.eventloop.Promise` or an
    asyncio awaitable is waited for; any other value is a fulfilled promise), then the
    success or failure steps of the inner navigate event firing algorithm's step 39, in a
    microtask."""
    loop = event_loop_of(navigation._document)
    remaining = [len(results)]
    failed: list[BaseException] = []

    def settled(error: BaseException | None) -> None:
        if failed:
            return
        if error is not None:
            failed.append(error)
            loop.queue_a_microtask(lambda: _failure_steps(navigation, event, tracker, error))
            return
        remaining[0] -= 1
        if remaining[0] == 0:
            loop.queue_a_microtask(lambda: _success_steps(navigation, event, tracker))

    if not results:
        remaining[0] = 1
        settled(None)
        return
    for result in results:
        _when_settled(result, settled)


def _when_settled(value: Any, settled: Any) -> None:
    """Call ``settled(None)`` once ``value`` (a handler's result) is fulfilled, or
    ``settled(exception)`` once it is rejected."""
    from webapi._webidl import running_loop

    if isinstance(value, Promise):  # ("upon fulfillment", "upon rejection")
        value._upon_fulfillment(lambda _: settled(None))
        value._upon_rejection(lambda _: settled(value.exception()))
        return
    if is_coroutine(value):
        coroutine = value

        async def watched() -> None:
            try:
                await coroutine
            except Exception as error:
                settled(error)
                return
            settled(None)

        # (its first step now, the rest on the running asyncio loop, as an async callback)
        run_a_coroutine(watched(), settled)
        return
    if hasattr(value, "__await__"):
        loop = running_loop()
        if loop is None:
            settled(RuntimeError("the navigation's handler returned an awaitable no loop runs"))
            return
        import asyncio

        future = asyncio.ensure_future(value, loop=loop)

        def done(future: Any) -> None:
            if future.cancelled():
                settled(DOMException("The handler was cancelled", "AbortError"))
            else:
                settled(future.exception())

        future.add_done_callback(done)
        return
    settled(None)


def _success_steps(
    navigation: NavigationImpl, event: NavigateEventImpl, tracker: NavigationAPIMethodTracker | None
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#inner-navigate-event-firing-algorithm
    step 39's success steps."""
    if has_entries_and_events_disabled(navigation) and navigation._document is not (
        navigation._navigable.active_document
    ):  # 1. (not fully active)
        return
    if event._signal.aborted:  # 2.
        return
    assert navigation._ongoing_navigate_event is event  # 3.
    navigation._ongoing_navigate_event = None  # 4.
    event._interception_state = "finished" if event._interception_state != "none" else "none"
    fire_an_event("navigatesuccess", navigation)  # 6.
    if tracker is not None:  # 7.
        resolve_the_finished_promise(tracker)
    transition = navigation._transition
    if transition is not None:  # 8.
        transition._finished._resolve(None)
    navigation._transition = None  # 9.


def _failure_steps(
    navigation: NavigationImpl,
    event: NavigateEventImpl,
    tracker: NavigationAPIMethodTracker | None,
    reason: BaseException,
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#inner-navigate-event-firing-algorithm
    step 39's failure steps."""
    from ..common._event_interfaces import ErrorEventImpl

    if navigation._document is not navigation._navigable.active_document:  # 1.
        return
    if event._signal.aborted:  # 2.
        return
    assert navigation._ongoing_navigate_event is event  # 3.
    navigation._ongoing_navigate_event = None  # 4.
    event._interception_state = "finished" if event._interception_state != "none" else "none"
    fire_an_event(  # 6.-7.
        "navigateerror",
        navigation,
        ErrorEventImpl,
        _message=str(reason),
        _error=reason,
    )
    if tracker is not None:  # 8.
        reject_the_finished_promise(tracker, reason)
    transition = navigation._transition
    if transition is not None:  # 9.
        transition._finished._reject(reason)
    navigation._transition = None  # 10.


def abort_the_ongoing_navigation(
    navigation: NavigationImpl, error: BaseException | None = None
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#abort-the-ongoing-navigation"""
    from ..common._event_interfaces import ErrorEventImpl

    event = navigation._ongoing_navigate_event  # 1.
    assert event is not None  # 2.
    navigation._focus_changed_during_ongoing_navigation = False  # 3.
    navigation._suppress_normal_scroll_restoration_during_ongoing_navigation = False  # 4.
    if error is None:  # 5.
        error = DOMException("Navigation was aborted", "AbortError")
    if event._dispatch_flag:  # 6.
        event._canceled_flag = True
    event._abort_controller.abort(error)  # 7.
    navigation._ongoing_navigate_event = None  # 8.
    fire_an_event(  # 9.
        "navigateerror", navigation, ErrorEventImpl, _message=str(error), _error=error
    )
    tracker = navigation._ongoing_api_method_tracker
    if tracker is not None:  # 10.
        reject_the_finished_promise(tracker, error)
    transition = navigation._transition
    if transition is not None:  # 11.
        transition._finished._reject(error)
        navigation._transition = None


def inform_the_navigation_api_about_aborting_navigation(navigable: Navigable) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#inform-the-navigation-api-about-aborting-navigation:
    a new navigation of the navigable aborts the navigate event still under way."""
    navigation = navigation_of(navigable)
    if navigation is None or navigation._ongoing_navigate_event is None:
        return
    abort_the_ongoing_navigation(navigation)


# --- NavigationHistoryEntry, NavigationDestination, NavigationTransition, NavigationActivation


class NavigationHistoryEntryImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationhistoryentry:
    its Navigation (its realm) and its session history entry."""

    __slots__ = ("_navigation", "_session_history_entry")
    _interface_class: ClassVar[type[Any]]

    def _init(self, navigation: NavigationImpl, she: SessionHistoryEntry) -> None:
        EventTargetImpl.__init__(self)
        self._navigation = navigation
        self._session_history_entry = she

    def _interface_object(self) -> Any:
        return self

    def _fully_active(self) -> bool:
        navigation = self._navigation
        from ._navigable import is_discarded

        return (
            not is_discarded(navigation._navigable)
            and navigation._navigable.active_document is navigation._document
        )

    @property
    def _url(self) -> str | None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-url"""
        if not self._fully_active():
            return ""
        url: str = self._session_history_entry.url
        return url

    @property
    def _key(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-key"""
        if not self._fully_active():
            return ""
        return navigation_api_key(self._session_history_entry)

    @property
    def _id(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-id"""
        if not self._fully_active():
            return ""
        return navigation_api_id(self._session_history_entry)

    @property
    def _index(self) -> int:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-index"""
        if not self._fully_active():
            return -1
        return next(
            (i for i, entry in enumerate(self._navigation._entry_list) if entry is self), -1
        )

    @property
    def _same_document(self) -> bool:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-samedocument"""
        if not self._fully_active():
            return False
        return self._session_history_entry.document is self._navigation._document

    def _get_state(self) -> Any:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationhistoryentry-getstate
        (None for JavaScript's undefined)."""
        if not self._fully_active():
            return None
        return _deserialize(self._session_history_entry.navigation_api_state)


class NavigationDestinationImpl:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationdestination:
    its URL, entry (for a traversal), state (serialized) and whether it is same-document."""

    __slots__ = ("_entry", "_is_same_document", "_record", "_state", "_url")
    _interface_class: ClassVar[type[Any]]
    _url: str
    #: the URL parsed, where the caller has it (else None: parsed when needed)
    _record: Any
    _entry: NavigationHistoryEntryImpl | None
    _state: Serialized | None
    _is_same_document: bool

    @property
    def _key(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationdestination-key"""
        entry = self._entry
        return "" if entry is None else navigation_api_key(entry._session_history_entry)

    @property
    def _id(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationdestination-id"""
        entry = self._entry
        return "" if entry is None else navigation_api_id(entry._session_history_entry)

    @property
    def _index(self) -> int:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationdestination-index"""
        entry = self._entry
        return -1 if entry is None else entry._index

    @property
    def _same_document(self) -> bool:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationdestination-samedocument"""
        return self._is_same_document

    def _get_state(self) -> Any:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigationdestination-getstate"""
        return _deserialize(self._state)


class NavigationTransitionImpl:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationtransition"""

    __slots__ = ("_finished", "_from", "_navigation_type")
    _interface_class: ClassVar[type[Any]]
    _navigation_type: str
    _from: NavigationHistoryEntryImpl
    _finished: Promise


class NavigationActivationImpl:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationactivation"""

    __slots__ = ("_entry", "_from", "_navigation_type")
    _interface_class: ClassVar[type[Any]]
    _from: NavigationHistoryEntryImpl | None
    _entry: NavigationHistoryEntryImpl | None
    _navigation_type: str


# --- the events


class NavigateEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigateevent: its
    attributes, and its interception state, navigation handler list, focus reset and scroll
    behaviors, abort controller and classic history API state."""

    __slots__ = (
        "_abort_controller",
        "_can_intercept",
        "_classic_history_api_state",
        "_destination",
        "_download_request",
        "_focus_reset_behavior",
        "_form_data",
        "_has_ua_visual_transition",
        "_hash_change",
        "_info",
        "_interception_state",
        "_navigation_handler_list",
        "_navigation_type",
        "_scroll_behavior",
        "_signal",
        "_source_element",
        "_user_initiated",
    )
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "navigationType": "_navigation_type",
        "destination": "_destination",
        "canIntercept": "_can_intercept",
        "userInitiated": "_user_initiated",
        "hashChange": "_hash_change",
        "signal": "_signal",
        "formData": "_form_data",
        "downloadRequest": "_download_request",
        "info": "_info",
        "hasUAVisualTransition": "_has_ua_visual_transition",
        "sourceElement": "_source_element",
    }

    def _created(self) -> None:
        EventImpl._created(self)
        self._navigation_type = "push"
        self._destination: Any = None
        self._can_intercept = self._user_initiated = self._hash_change = False
        self._signal: Any = None
        self._form_data: Any = None
        self._download_request: str | None = None
        self._info: Any = None
        self._has_ua_visual_transition = False
        self._source_element: Any = None
        self._interception_state = "none"
        self._navigation_handler_list: list[Any] = []
        self._focus_reset_behavior: str | None = None
        self._scroll_behavior: str | None = None
        self._abort_controller: Any = None
        self._classic_history_api_state: Serialized | None = None

    def _perform_shared_checks(self, member: str) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigateevent-perform-shared-checks"""
        if not self._is_trusted:  # (2.: "not fully active"; an untrusted event is refused)
            raise DOMException(
                f"Failed to execute '{member}' on 'NavigateEvent': {member}() may only be "
                "called on a trusted event.",
                "SecurityError",
            )
        if not self._dispatch_flag:  # 3.
            raise DOMException(
                f"Failed to execute '{member}' on 'NavigateEvent': {member}() may only be "
                "called while the navigate event is being dispatched.",
                "InvalidStateError",
            )
        if self._canceled_flag:  # 4.
            raise DOMException(
                f"Failed to execute '{member}' on 'NavigateEvent': {member}() may not be "
                "called if the event has been canceled.",
                "InvalidStateError",
            )

    def _intercept(self, options: Mapping[str, Any]) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigateevent-intercept"""
        self._perform_shared_checks("intercept")  # 1.
        if not self._can_intercept:  # 2.
            raise DOMException(
                "Failed to execute 'intercept' on 'NavigateEvent': A navigation with URL "
                f"'{self._destination._url}' cannot be intercepted.",
                "SecurityError",
            )
        if not self._dispatch_flag:  # 3.
            raise DOMException(
                "Failed to execute 'intercept' on 'NavigateEvent': intercept() may only be "
                "called while the navigate event is being dispatched.",
                "InvalidStateError",
            )
        assert self._interception_state in ("none", "intercepted")  # 4.
        self._interception_state = "intercepted"  # 5.
        handler = options.get("handler")
        if handler is not None:  # 6.
            self._navigation_handler_list.append(handler)
        if "focusReset" in options:  # 7.
            self._focus_reset_behavior = options["focusReset"]
        if "scroll" in options:  # 8.
            self._scroll_behavior = options["scroll"]

    def _scroll(self) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigateevent-scroll:
        the checks (nothing scrolls in webapi)."""
        self._perform_shared_checks("scroll")
        if self._interception_state != "committed":
            raise DOMException(
                "Failed to execute 'scroll' on 'NavigateEvent': scroll() must be called after "
                "commit.",
                "InvalidStateError",
            )
        self._interception_state = "scrolled"


class NavigationCurrentEntryChangeEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigationcurrententrychangeevent"""

    __slots__ = ("_from", "_navigation_type")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "navigationType": "_navigation_type",
        "from": "_from",
    }

    def _created(self) -> None:
        EventImpl._created(self)
        self._navigation_type: str | None = None
        self._from: Any = None


# --- the Python extras


class NavigationExtras:
    """``repr()`` of a ``Navigation``; pickling and copying raise ``TypeError`` (a view of a
    window's session history)."""

    __slots__ = ()

    def __repr__(self) -> str:
        impl: Any = self
        return f"<Navigation entry {impl._current_entry_index} of {len(impl._entry_list)}>"

    def __reduce_ex__(self, protocol: object) -> Any:
        raise TypeError("cannot pickle or copy a Navigation: read navigation.entries()")


class NavigationHistoryEntryExtras:
    """``repr()`` of a ``NavigationHistoryEntry`` (its index and URL); pickling and copying
    raise ``TypeError``."""

    __slots__ = ()

    def __repr__(self) -> str:
        impl: Any = self
        return f"<NavigationHistoryEntry {impl._index} {impl._url!r}>"

    def __reduce_ex__(self, protocol: object) -> Any:
        raise TypeError("cannot pickle or copy a NavigationHistoryEntry: read its url")
