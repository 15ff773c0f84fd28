"""The ``History`` interface's steps (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface)
over the navigable's session history (:mod:`._session_history`): ``length``, ``state``,
``scrollRestoration`` (kept on the active entry; webapi scrolls nothing), ``go``/``back``/
``forward`` (traversals queued on the window's event loop) and ``pushState``/``replaceState``
(the "shared history push/replace state steps")."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from webapi.dom import DOMException
from webapi.url import url_serialize

from ..common._document_base import encoding_parse_for
from ..common._structured_clone import StructuredDeserialize, StructuredSerializeInternal
from ._pending_navigation import navigate
from ._session_history import (
    document_url_record,
    joint_script_history,
    session_history_of,
    traverse_the_history_by_a_delta,
    url_and_history_update_steps,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.url import URLRecord

    from ._navigable import Navigable
    from ._session_history import SessionHistoryEntry

__all__ = ["HistoryImpl", "can_have_its_url_rewritten"]


class HistoryImpl:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#history-3: its relevant
    ``Window`` and its state (the deserialized classic history API state of the entry it was
    last restored from)."""

    __slots__ = ("_state_value", "_window")
    _interface_class: ClassVar[type[Any]]
    _window: Any  # (its WindowImpl: _window imports this module)

    def _init(self, window: Any) -> None:
        self._window = window
        self._state_value: Any = None

    def _fully_active_navigable(self, member: str) -> Navigable:
        """The navigable, or a ``SecurityError`` once its document is no longer fully active
        (its ``iframe`` was removed)."""
        from ._navigable import is_discarded

        navigable: Navigable = self._window._navigable
        if is_discarded(navigable):
            raise DOMException(
                f"Failed to execute '{member}' on 'History': May not use a History object "
                "associated with a Document that is not fully active",
                "SecurityError",
            )
        return navigable

    def _restore_the_history_object_state(self, entry: SessionHistoryEntry) -> None:
        """https://html.spec.whatwg.org/multipage/browsing-the-web.html#restore-the-history-object-state:
        the state is the entry's classic history API state, deserialized (null: none)."""
        serialized = entry.serialized_state
        self._state_value = None if serialized is None else StructuredDeserialize(serialized)

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-length"""
        navigable = self._fully_active_navigable("length")
        return joint_script_history(session_history_of(navigable))[1]

    @property
    def _scroll_restoration(self) -> Literal["auto", "manual"]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-scroll-restoration:
        the active entry's scroll restoration mode."""
        navigable = self._fully_active_navigable("scrollRestoration")
        return session_history_of(navigable).active.scroll_restoration_mode

    @_scroll_restoration.setter
    def _scroll_restoration(self, value: Any) -> None:
        navigable = self._fully_active_navigable("scrollRestoration")
        session_history_of(navigable).active.scroll_restoration_mode = value

    @property
    def _state(self) -> Any:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-state"""
        self._fully_active_navigable("state")
        return self._state_value

    def _go(self, delta: int = 0) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-go: 0
        reloads (``webapi.html.browsing._navigate``), any other delta queues a traversal."""
        navigable = self._fully_active_navigable("go")
        if delta == 0:
            navigate(navigable, navigable.active_document._url, "reload")
            return
        traverse_the_history_by_a_delta(navigable, delta)

    def _back(self) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-back"""
        traverse_the_history_by_a_delta(self._fully_active_navigable("back"), -1)

    def _forward(self) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-forward"""
        traverse_the_history_by_a_delta(self._fully_active_navigable("forward"), 1)

    def _push_state(self, data: Any, unused: str, url: str | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-pushstate"""
        self._shared_history_push_replace_state_steps(data, url, "push", "pushState")

    def _replace_state(self, data: Any, unused: str, url: str | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-replacestate"""
        self._shared_history_push_replace_state_steps(data, url, "replace", "replaceState")

    def _shared_history_push_replace_state_steps(
        self, data: Any, url: str | None, history_handling: Any, member: str
    ) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#shared-history-push/replace-state-steps:
        the state is serialized for storage (a ``DataCloneError`` for what cannot be); the
        URL, relative to the document, must parse and be one the document's URL can be
        rewritten to (else a ``SecurityError``)."""
        navigable = self._fully_active_navigable(member)  # 1.-2.
        document = navigable.active_document
        serialized = StructuredSerializeInternal(data, True)  # 4.
        new_url = document._url  # 5.
        record = document_url_record(navigable)
        if url is not None and url != "":  # 6.
            parsed = encoding_parse_for(document, url)
            if parsed is None or not can_have_its_url_rewritten(record, parsed):
                shown = url if parsed is None else url_serialize(parsed)
                raise DOMException(
                    f"Failed to execute '{member}' on 'History': A history state object with "
                    f"URL '{shown}' cannot be created in a document with URL "
                    f"'{document._url}'.",
                    "SecurityError",
                )
            new_url, record = url_serialize(parsed), parsed
        from ._navigation_api import fire_a_push_replace_reload_navigate_event, navigation_of

        navigation = navigation_of(navigable)
        if navigation is not None and not fire_a_push_replace_reload_navigate_event(  # 8.-9.
            navigation,
            history_handling,
            new_url,
            True,
            classic_history_api_state=serialized,
            destination_record=record,
        ):
            return
        url_and_history_update_steps(  # 10.
            navigable, new_url, serialized, history_handling, record
        )


def can_have_its_url_rewritten(current: URLRecord | None, target: URLRecord) -> bool:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#can-have-its-url-rewritten
    (``current``: the document's URL, parsed)."""
    if current is None:
        return False
    if (  # 2.
        target.scheme != current.scheme
        or target.username != current.username
        or target.password != current.password
        or target.host != current.host
        or target.port != current.port
    ):
        return False
    if target.scheme in ("http", "https"):  # 3.
        return True
    if target.scheme == "file":  # 4.
        return target.path == current.path
    return target.path == current.path and target.query == current.query  # 5.
