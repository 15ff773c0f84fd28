"""The ``Window`` object (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object)
of a navigable, which webapi's navigables keep across their navigations and which is also their
``WindowProxy``: its place among frames, and what runs on its event loop — timers
(https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers), microtask
queuing (#microtask-queuing), animation frames
(https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frames) and
``reportError`` (#report-an-exception with its ``error`` event).

A timer's or animation frame's handler is a Python callable (JavaScript's ``Function``): a
string (JavaScript's "compile the handler as a script") is a ``TypeError``, as webapi runs no
script. An ``async def`` handler runs as an ``async def`` listener does.
"""

from __future__ import annotations

from webapi._lazy import import_module, load_provider
from webapi._webidl import argument_error, is_coroutine, run_a_coroutine
from webapi.dom import DOMException
from webapi.dom.engine import (
    ELEMENT_NODE,
    ElementImpl,
    EventTargetImpl,
    HTMLCollectionImpl,
    NodeImpl,
    cached,
    descendants,
    document_origin,
    elements_with_id,
    fire_an_event,
    get_attribute_value_by_namespace,
    make_collection,
    new_object,
    script_engine,
)
from webapi.eventloop import event_loop_of, report_the_exception
from webapi.infra import HTML_NAMESPACE

from ..common._base64 import atob, btoa
from ..common._event_interfaces import ErrorEventImpl
from ._frames import next_rendering_opportunity
from ._window_viewport import WindowViewport

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.dom.engine import DocumentImpl
    from webapi.eventloop import EventLoop, TimerHandle

    from ._history import HistoryImpl
    from ._location import LocationImpl
    from ._navigable import Navigable
    from ._navigation_api import NavigationImpl
    from ._pending_navigation import PendingNavigation

__all__ = ["WindowImpl", "new_window"]


#: "If nesting level is greater than 5, and timeout is less than 4, then set timeout to 4."
_NESTING_LEVEL_CLAMP = 5
_CLAMPED_TIMEOUT = 4


class WindowImpl(WindowViewport, EventTargetImpl):
    """A ``Window``: its navigable (``_navigable``, None once it is discarded), its name, its
    map of active timers (id -> the timer of the event loop), its animation frame callbacks
    (handle -> callback) and the nesting level of the timer task running now."""

    __slots__ = (
        "_animation_frame_callback_identifier",
        "_animation_frame_timer",
        "_console_object",
        "_crypto_object",
        "_history_object",
        "_idle_callbacks",
        "_local_storage_holder",
        "_location_object",
        "_map_of_active_timers",
        "_map_of_animation_frame_callbacks",
        "_navigable",
        "_navigation_object",
        "_navigator_object",
        "_pending_navigations",
        "_performance_object",
        "_screen_object",
        "_session_storage_holder",
        "_target_name",
        "_timer_id",
        "_timer_nesting_level",
    )

    _navigable: Navigable
    _target_name: str

    def _init(self, navigable: Navigable) -> None:
        EventTargetImpl.__init__(self)
        self._navigable = navigable
        self._target_name = ""
        #: https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#map-of-active-timers
        self._map_of_active_timers: dict[int, TimerHandle] = {}
        self._timer_id = 0
        self._timer_nesting_level = 0
        #: https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#list-of-animation-frame-callbacks
        self._map_of_animation_frame_callbacks: dict[int, Callable[..., object]] = {}
        #: https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animation-frame-callback-identifier
        self._animation_frame_callback_identifier = 0
        self._animation_frame_timer: TimerHandle | None = None
        #: the Storage objects of the active document, as (document, Storage)
        self._local_storage_holder: tuple[DocumentImpl, Any] | None = None
        self._session_storage_holder: tuple[DocumentImpl, Any] | None = None
        #: the Location and History objects (made on first use)
        self._location_object: LocationImpl | None = None
        self._history_object: HistoryImpl | None = None
        #: the active document's Navigation (made on first use; a new one per document)
        self._navigation_object: NavigationImpl | None = None
        #: the navigations to other documents asked for (webapi.html.browsing._pending_navigation)
        self._pending_navigations: list[PendingNavigation] = []
        #: navigator, performance and crypto (made on first use; performance's time origin now)
        self._navigator_object: Any = None
        self._crypto_object: Any = None
        #: screen (made on first use) and the idle callbacks (webapi.html.browsing._idle_callbacks:
        #: None until one is requested)
        self._screen_object: Any = None
        self._idle_callbacks: Any = None
        #: its console (webapi.html.browsing._console: made on first use; a new one per document)
        self._console_object: Any = None
        from ._performance import new_performance

        self._performance_object = new_performance(self)

    # --- the browsing context (nav-history-apis.html)

    @property
    def _window(self) -> WindowImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window: this
        ``WindowProxy`` (``window``, ``self`` and ``frames`` are all it)."""
        return self

    _self = _window
    _frames = _window

    @property
    def _document(self) -> DocumentImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-2: the
        navigable's active document."""
        return self._navigable.active_document

    @property
    def _event_loop(self) -> EventLoop:
        """The event loop the window's timers, microtasks and frames run on (its active
        document's: docs/eventloop.md)."""
        return event_loop_of(self._navigable.active_document)

    @property
    def _location(self) -> LocationImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location: the
        window's ``Location`` object (the same one each time)."""
        location = self._location_object
        if location is None:
            from ._location import LocationImpl

            location = self._location_object = new_object(LocationImpl)
            location._init(self)
        return location

    @property
    def _custom_elements(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-window-customelements:
        the ``CustomElementRegistry`` of the active document (a browser's new ``Window`` for
        each document a navigation makes has its own: webapi's one ``Window`` answers with the
        document's, :func:`webapi.html.custom_element_registry`)."""
        return import_module("..elements._custom_elements", __package__).custom_element_registry(
            self._navigable.active_document
        )

    @property
    def _history(self) -> HistoryImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history: the
        window's ``History`` object (the same one each time)."""
        history = self._history_object
        if history is None:
            from ._history import HistoryImpl

            history = self._history_object = new_object(HistoryImpl)
            history._init(self)
            from ._session_history import session_history_of

            history._restore_the_history_object_state(session_history_of(self._navigable).active)
        return history

    @property
    def _navigation(self) -> NavigationImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-navigation: the
        ``Navigation`` of the active document (the same one until a navigation across
        documents: a new ``Window``'s is a new one)."""
        from ._navigation_api import new_navigation

        navigation = self._navigation_object
        if navigation is None or navigation._document is not self._navigable.active_document:
            navigation = self._navigation_object = new_navigation(self._navigable)
        return navigation

    @property
    def _parent(self) -> WindowImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-parent: the parent
        navigable's ``WindowProxy``, or this one for a top-level traversable."""
        parent = self._navigable.parent
        return self if parent is None else parent.window

    @property
    def _top(self) -> WindowImpl:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-top: the top-level
        traversable's ``WindowProxy``."""
        return self._navigable.traversable().window  # type: ignore[no-any-return]

    @property
    def _frame_element(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-frameelement: the
        navigable's container (the ``iframe``), or None for a top-level traversable (webapi
        makes no origin check: a Python program reads every frame)."""
        return self._navigable.container

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-length: the number
        of the active document's child navigables."""
        from ._navigable import child_navigables

        return sum(1 for _ in child_navigables(self._navigable.active_document))

    @property
    def _closed(self) -> bool:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-closed:
        whether the browsing context was discarded (its ``iframe`` was removed) or is closing
        (``close()``)."""
        from ._navigable import is_discarded

        return self._navigable.is_closing or is_discarded(self._navigable)

    def _close(self) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close: a
        top-level window a link or form opened, or whose session history has one entry,
        closes in a task (``beforeunload``, ``pagehide``, ``visibilitychange``, ``unload``,
        then its timers and frames are gone); others stay (``webapi.html.browsing._closing``)."""
        # (loaded by name: closing runs the navigation module's unloading, which makes windows)
        load_provider("html:close-window")(self._navigable)

    @property
    def _origin(self) -> str:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-origin-dev: the
        serialization of the active document's origin."""
        from webapi.url import serialize_origin

        return serialize_origin(document_origin(self._navigable.active_document))

    @property
    def _cross_origin_isolated(self) -> bool:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-crossoriginisolated:
        false (webapi processes no ``Cross-Origin-Opener-Policy`` header, so no agent cluster
        is cross-origin isolated)."""
        return False

    @property
    def _is_secure_context(self) -> bool:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-issecurecontext: whether
        the window's environment is a secure context
        (https://html.spec.whatwg.org/multipage/webappapis.html#secure-context): Secure
        Contexts' "Is url potentially trustworthy?" of its top-level creation URL (the
        top-level traversable's active document's URL: a frame of an ``http:`` page is not
        secure, whatever its own URL)."""
        from webapi.securecontexts import is_potentially_trustworthy

        top = self._navigable.traversable().active_document
        return is_potentially_trustworthy(top._url)

    # --- the user agent, time and randomness (system-state.html, hr-time, webcrypto)

    @property
    def _navigator(self) -> Any:
        """https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator: the window's
        ``Navigator`` (the same object each time), answering from the top-level traversable's
        :class:`~webapi.html.NavigatorProfile`."""
        navigator = self._navigator_object
        if navigator is None:
            from ._navigator import NavigatorImpl

            navigator = self._navigator_object = new_object(NavigatorImpl)
            navigator._navigable = self._navigable
        return navigator

    @property
    def _performance(self) -> Any:
        """https://w3c.github.io/hr-time/#dom-windoworworkerglobalscope-performance: the
        window's ``Performance`` (its time origin the window's creation)."""
        return self._performance_object

    @property
    def _crypto(self) -> Any:
        """https://w3c.github.io/webcrypto/#dom-windoworworkerglobalscope-crypto: the window's
        ``Crypto`` (the same object each time)."""
        crypto = self._crypto_object
        if crypto is None:
            from ._crypto import CryptoImpl

            crypto = self._crypto_object = new_object(CryptoImpl)
        return crypto

    # --- cross-document messaging (web-messaging.html#web-messaging)

    def _post_message(
        self, message: object, target_origin: object = None, transfer: object = None
    ) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-window-postmessage
        (both overloads: ``postMessage(message, targetOrigin, transfer)`` and
        ``postMessage(message, {"targetOrigin": ..., "transfer": [...]})``): the window post
        message steps. webapi runs no script, so there is no incumbent window: the message
        comes from this window itself (its ``origin`` and ``source``, and ``"/"`` its origin)."""
        from collections.abc import Mapping

        from webapi._webidl import to_usv_string

        if target_origin is None or isinstance(target_origin, Mapping):
            # (WindowPostMessageOptions: targetOrigin a USVString, "/" by default)
            options = target_origin or {}
            target_origin = options.get("targetOrigin", "/")
            transfer = options.get("transfer", [])
        origin = to_usv_string(target_origin, "Failed to execute 'postMessage' on 'Window'", 2)
        self._window_post_message_steps(message, origin, transfer)

    def _window_post_message_steps(
        self, message: object, target_origin: str, transfer: object
    ) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#window-post-message-steps"""
        from webapi.url import basic_url_parse, serialize_origin, url_origin

        from ..common._structured_clone import StructuredSerializeWithTransfer
        from ._messaging import _transfer_of, post_a_message

        document = self._navigable.active_document
        own_origin = document_origin(document)
        target: object = own_origin
        if target_origin == "/":  # 3. (the incumbent's origin: this window's)
            target = own_origin
        elif target_origin != "*":  # 4.
            parsed = basic_url_parse(target_origin)
            if parsed is None:
                raise DOMException(
                    f"Invalid target origin '{target_origin}' in a call to 'postMessage'.",
                    "SyntaxError",
                )
            target = url_origin(parsed)
        else:
            target = None
        transfer_list = _transfer_of(transfer, "Window.postMessage")
        serialized = StructuredSerializeWithTransfer(message, transfer_list)  # 6.
        origin = serialize_origin(own_origin)
        loop = self._event_loop

        def task() -> None:  # 7.
            active = self._navigable.active_document
            if target is not None and not _same_origin(target, document_origin(active)):  # 7.1
                return
            post_a_message(self, loop, active, serialized, origin, self)

        loop.queue_a_task(task, document)

    # --- named access (nav-history-apis.html#named-access-on-the-window-object)

    def _named_property(self, name: str) -> object:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object:
        a child navigable's ``WindowProxy`` of that target name, else the one element so
        named, else an ``HTMLCollection`` of them (live); None where nothing is named so.

        The document-tree child navigable target name property set and the named objects
        (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-nameditem-filter)
        are found as Blink's maps find them, not by a walk of the tree: the child navigables
        through the document's kept collection of ``iframe`` elements, the elements with the
        ID from its ID map, and the ``embed``, ``form``, ``img`` and ``object`` elements so
        named from its kept index of them (:func:`_named_by_name`)."""
        from ._navigable import child_navigables

        if not name:
            return None
        document = self._navigable.active_document
        for navigable in child_navigables(document):  # 1.
            if navigable.window._target_name == name:
                return navigable.window
        elements = elements_with_id(document, name)
        by_name = _named_by_name(document).get(name)
        if by_name:
            if elements:
                seen = set(elements)
                elements = elements + [e for e in by_name if e not in seen]
            else:
                elements = by_name
        if not elements:
            return None
        if len(elements) == 1:  # 2.
            return elements[0]
        return make_collection(  # 3.
            HTMLCollectionImpl,
            document,
            lambda node: _is_named(node, name),
            depends=("name", "id"),
            local=True,
            attributed=True,
        )

    def _supported_property_names(self) -> list[str]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-nameditem:
        the child navigables' non-empty target names, then the names and IDs of the named
        elements, each once, in tree order."""
        from ._navigable import child_navigables

        document = self._navigable.active_document
        names = [n.window._target_name for n in child_navigables(document) if n.window._target_name]
        for node in descendants(document):
            if isinstance(node, ElementImpl):
                if node._namespace == HTML_NAMESPACE and node._local_name in _NAMED_BY_NAME:
                    value = get_attribute_value_by_namespace(None, "name", node)
                    if value:
                        names.append(value)
                identifier = get_attribute_value_by_namespace(None, "id", node)
                if identifier:
                    names.append(identifier)
        return list(dict.fromkeys(names))

    # --- structured cloning (structured-data.html#dom-structuredclone)

    def _structured_clone(self, value: object, options: Any = None) -> Any:
        """https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone"""
        from ..common._structured_clone import structuredClone

        return structuredClone(value, options)

    # --- Web Storage (webstorage.html)

    @property
    def _local_storage(self) -> Any:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage: the active
        document's ``Storage`` object over its origin's local storage in the traversable's
        storage shed (the same object until the window shows another document); a
        ``SecurityError`` for an opaque origin."""
        document = self._navigable.active_document
        holder = self._local_storage_holder
        if holder is None or holder[0] is not document:
            shed = _storage_shed(self._navigable.traversable())
            storage = shed.local_storage_for(
                document_origin(document), document._url, self._storage_listener
            )
            holder = self._local_storage_holder = (document, storage)
        return holder[1]

    @property
    def _session_storage(self) -> Any:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-sessionstorage: the
        active document's ``Storage`` object over its origin's session storage in its
        top-level traversable."""
        document = self._navigable.active_document
        holder = self._session_storage_holder
        if holder is None or holder[0] is not document:
            traversable = self._navigable.traversable()
            storage = _storage_shed(traversable).session_storage_for(
                traversable.window,
                document_origin(document),
                document._url,
                self._storage_listener,
            )
            holder = self._session_storage_holder = (document, storage)
        return holder[1]

    def _listeners_changed(self) -> None:
        """A listener was added or removed: the window's ``Storage`` objects exist from then
        on, so that its ``storage`` listeners hear the other windows' changes (Chromium makes
        them when a ``storage`` listener is added; the Standard broadcasts to the ``Storage``
        objects that exist), unless its origin is opaque."""
        holders = (self._local_storage_holder, self._session_storage_holder)
        document = self._navigable.active_document
        if all(holder is not None and holder[0] is document for holder in holders):
            return
        try:
            self._local_storage  # noqa: B018 (made now)
            self._session_storage  # noqa: B018
        except DOMException:  # (SecurityError: an opaque origin has none)
            pass

    def _storage_listener(
        self, key: str | None, old_value: str | None, new_value: str | None, url: str, area: Any
    ) -> None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-broadcast,
        for this window: "queue a global task on the DOM manipulation task source given
        [the window] to fire an event named storage at [it], using StorageEvent", with the
        key, values, URL and storage area."""
        from ..common._event_interfaces import StorageEventImpl

        document = self._navigable.active_document

        def fire() -> None:
            fire_an_event(
                "storage",
                self,
                StorageEventImpl,
                _key=key,
                _old_value=old_value,
                _new_value=new_value,
                _url=url,
                _storage_area=area,
            )

        event_loop_of(document).queue_a_task(fire, document)

    # --- base64 (webappapis.html#atob)

    def _btoa(self, data: str) -> str:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa"""
        return btoa(data)

    def _atob(self, data: str) -> str:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob"""
        return atob(data)

    # --- errors (webappapis.html#report-an-exception)

    def _report_error(self, e: object) -> None:
        """https://html.spec.whatwg.org/multipage/webappapis.html#dom-reporterror: report the
        exception ``e`` for this window."""
        report_an_exception(self, e, "reportError()", e)

    # --- timers (timers-and-user-prompts.html#timers)

    def _set_timeout(self, handler: object, timeout: int, arguments: list[object]) -> int:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-settimeout"""
        return self._timer_initialization_steps(handler, timeout, tuple(arguments), repeat=False)

    def _set_interval(self, handler: object, timeout: int, arguments: list[object]) -> int:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-setinterval"""
        return self._timer_initialization_steps(handler, timeout, tuple(arguments), repeat=True)

    def _clear_timeout(self, id: int = 0) -> None:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-cleartimeout:
        remove ``map of active timers[id]`` (its timer is cancelled: nothing holds the
        handler any more)."""
        timer = self._map_of_active_timers.pop(id, None)
        if timer is not None:
            timer.cancel()

    _clear_interval = _clear_timeout

    def _timer_initialization_steps(
        self,
        handler: object,
        timeout: int,
        arguments: tuple[object, ...],
        *,
        repeat: bool,
        previous_id: int | None = None,
    ) -> int:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps

        A string ``handler`` is a script: the document's script engine
        (:func:`~webapi.html.set_script_engine`) compiles it when the timer runs (step 8.4,
        :meth:`_string_handler`); without one it is a ``TypeError`` (webapi runs no script)."""
        if not callable(handler):  # (a string: "compile the handler as a script")
            name = "setInterval" if repeat else "setTimeout"
            if script_engine(self._document) is None:
                raise argument_error(
                    name,
                    "handler",
                    handler,
                    "a callable (webapi runs no script: no string handler)",
                )
            handler = self._string_handler(name, str(handler))
            arguments = ()  # (a script gets no arguments)
        if previous_id is not None:  # 2.
            id = previous_id
        else:  # (ids count up from 1, as Chromium's)
            self._timer_id += 1
            id = self._timer_id
        nesting_level = self._timer_nesting_level  # 3. (0 outside a timer's task)
        if timeout < 0:  # 4.
            timeout = 0
        if nesting_level > _NESTING_LEVEL_CLAMP and timeout < _CLAMPED_TIMEOUT:  # 5.
            timeout = _CLAMPED_TIMEOUT
        nesting_level += 1  # 9.-10. (the task's timer nesting level)
        task = _TimerTask(self, id, handler, arguments, timeout, nesting_level, repeat)  # 8.
        # 11.-12.: the event loop's timer is the task when it runs
        task.unique_handle = self._event_loop.run_steps_after_a_timeout(timeout, task)
        self._map_of_active_timers[id] = task.unique_handle  # 13.
        return id  # 14.

    def _string_handler(self, name: str, source: str) -> Callable[[], object]:
        """Step 8.4's "Otherwise" branch of the timer initialization steps for a string
        handler: when the timer runs, the document's script engine is given ``(window, name,
        source)`` (``name``: ``"setTimeout"`` or ``"setInterval"``) and the callable it returns
        is run, "creating a classic script" from ``source`` and running it (None, a script
        that does not compile, runs nothing)."""

        def run_the_classic_script() -> object:
            engine = script_engine(self._document)
            script = None if engine is None else engine(self, name, source)
            return script() if callable(script) else None

        return run_the_classic_script

    # --- microtask queuing (timers-and-user-prompts.html#microtask-queuing)

    def _queue_microtask(self, callback: Any) -> None:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-queuemicrotask:
        queue a microtask to invoke ``callback``, reporting its exception."""
        self._event_loop.queue_a_microtask(
            lambda: invoke_and_report(self, callback, (), "Exception in a microtask")
        )

    # --- animation frames (imagebitmap-and-animations.html#animation-frames)

    def _request_animation_frame(self, callback: Any) -> int:
        """https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#dom-animationframeprovider-requestanimationframe:
        the callback runs at the next rendering opportunity (the next multiple of
        :data:`._frames.FRAME_INTERVAL` on the loop's clock) with that frame's time."""
        self._animation_frame_callback_identifier += 1  # 2.
        handle = self._animation_frame_callback_identifier  # 3.
        self._map_of_animation_frame_callbacks[handle] = callback  # 4.
        if self._animation_frame_timer is None:
            loop = self._event_loop
            now = loop.now()
            self._animation_frame_timer = loop.run_steps_after_a_timeout(
                next_rendering_opportunity(now) - now, self._run_the_animation_frame_callbacks
            )
        return handle  # 5.

    def _cancel_animation_frame(self, handle: int) -> None:
        """https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#animationframeprovider-cancelanimationframe"""
        self._map_of_animation_frame_callbacks.pop(handle, None)
        if not self._map_of_animation_frame_callbacks and self._animation_frame_timer is not None:
            self._animation_frame_timer.cancel()
            self._animation_frame_timer = None

    def _run_the_animation_frame_callbacks(self) -> None:
        """https://html.spec.whatwg.org/multipage/imagebitmap-and-animations.html#run-the-animation-frame-callbacks
        (the rendering update's step for this window, its only one without rendering)."""
        self._animation_frame_timer = None
        now = self._event_loop.now()
        callbacks = self._map_of_animation_frame_callbacks  # 1.
        handles = list(callbacks)  # 2.
        for handle in handles:  # 3.
            callback = callbacks.pop(handle, None)  # 3.1.-3.2. (cancelled ones are gone)
            if callback is not None:
                invoke_and_report(
                    self, callback, (now,), "Exception in an animation frame callback"
                )

    def _passive_by_default(self) -> bool:
        """A ``Window`` is a target of the default passive value (touch and wheel events)."""
        return True

    def _invoke_and_report(
        self, callback: Any, arguments: tuple[object, ...], message: str
    ) -> None:
        """:func:`invoke_and_report` for this window (what the modules below it call)."""
        invoke_and_report(self, callback, arguments, message)

    def _clear_callbacks(self) -> None:
        """The window's timers, animation frame callbacks and idle callbacks dropped (its
        document unloaded for another or destroyed: a new ``Window`` has none)."""
        from ._idle_callbacks import clear_idle_callbacks

        for timer in self._map_of_active_timers.values():
            timer.cancel()
        self._map_of_active_timers.clear()
        self._map_of_animation_frame_callbacks.clear()
        if self._animation_frame_timer is not None:
            self._animation_frame_timer.cancel()
            self._animation_frame_timer = None
        clear_idle_callbacks(self)


def new_window(navigable: Navigable) -> WindowImpl:
    """A new ``Window`` (of the generated class: its bindings loaded first) for
    ``navigable``."""
    load_provider("html:window-bindings")
    window = new_object(WindowImpl)
    window._init(navigable)
    return window


def invoke_and_report(
    window: WindowImpl, callback: Any, arguments: tuple[object, ...], message: str
) -> None:
    """Invoke a callback function with ``arguments`` and "report" (an exception is reported
    for ``window``; an ``async def``'s coroutine runs as an async listener's)."""
    reported = getattr(callback, "callback", callback)  # (a UserCallback's object)
    try:
        result = callback(*arguments)
    except Exception as exception:
        report_an_exception(window, exception, message, reported)
        return
    if result is not None and is_coroutine(result):
        run_a_coroutine(
            result, lambda exception: report_an_exception(window, exception, message, reported)
        )


def _storage_shed(traversable: Navigable) -> Any:
    """The top-level traversable's storage shed (a new one if the program gave none)."""
    shed = traversable.storage_shed
    if shed is None:
        from ._storage_shed import StorageShed

        shed = traversable.storage_shed = StorageShed()
    return shed


def cookie_jar_of(traversable: Navigable) -> Any:
    """The top-level traversable's cookie jar (a new ``webapi.cookies.CookieJar``, through
    the "cookie-jar" provider, if the program gave none: html does not import the cookies
    layer above it)."""
    jar = traversable.cookie_jar
    if jar is None:
        jar = traversable.cookie_jar = load_provider("cookie-jar")()
    return jar


#: The elements a ``name`` attribute names on the window (with every element's ID).
_NAMED_BY_NAME = frozenset({"embed", "form", "img", "object"})
#: The key, in a document's ``_cache``, of its collection of the elements of
#: :data:`_NAMED_BY_NAME` that have a ``name``, and of the index of those by name.
_NAMED_KEY = "window: named by name"
_NAMED_INDEX_KEY = "window: named by name, index"


def _has_a_name(node: NodeImpl) -> bool:
    return (
        node._node_type == ELEMENT_NODE
        and node._local_name in _NAMED_BY_NAME  # type: ignore[attr-defined]
        and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
        and bool(get_attribute_value_by_namespace(None, "name", node))  # type: ignore[arg-type]
    )


def _make_named(document: NodeImpl) -> HTMLCollectionImpl:
    return make_collection(
        HTMLCollectionImpl,
        document,
        _has_a_name,
        False,
        ("name",),
        local=True,
        local_names=_NAMED_BY_NAME,
        attributed=True,
    )


def _named_by_name(document: DocumentImpl) -> dict[str, list[ElementImpl]]:
    """The document's ``embed``, ``form``, ``img`` and ``object`` elements by their non-empty
    ``name``, in tree order: a live collection of them kept by the document (found again
    after one is inserted or removed, or a ``name`` attribute changed) and an index made once
    per view of it."""
    collection = cached(document, _NAMED_KEY, _make_named)
    nodes = collection._view()
    cache: Any = document._cache
    entry = cache.get(_NAMED_INDEX_KEY)
    if entry is not None and entry[0] is nodes:
        return entry[1]  # type: ignore[no-any-return]
    index: dict[str, list[ElementImpl]] = {}
    for node in nodes:
        value = get_attribute_value_by_namespace(None, "name", node)  # type: ignore[arg-type]
        index.setdefault(value, []).append(node)  # type: ignore[arg-type]
    cache[_NAMED_INDEX_KEY] = (nodes, index)
    return index


def _is_named(node: object, name: str) -> bool:
    """Whether ``node`` is a named object of the window for ``name`` (its ``name``, for the
    elements of :data:`_NAMED_BY_NAME`, or its ID)."""
    if not isinstance(node, ElementImpl):
        return False
    if (
        node._namespace == HTML_NAMESPACE
        and node._local_name in _NAMED_BY_NAME
        and get_attribute_value_by_namespace(None, "name", node) == name
    ):
        return True
    return get_attribute_value_by_namespace(None, "id", node) == name


def _same_origin(a: object, b: object) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#same-origin"""
    from webapi.url import OpaqueOrigin

    if isinstance(a, OpaqueOrigin) or isinstance(b, OpaqueOrigin):
        return a is b
    return a == b


def report_an_exception(window: WindowImpl, exception: object, message: str, obj: object) -> None:
    """https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception for a
    ``Window``: fire an ``error`` ``ErrorEvent`` at it (its ``message`` the exception's, its
    ``error`` the exception); unless a listener cancels it, report the exception (webapi's
    reporter, :func:`webapi.eventloop.set_exception_reporter`)."""
    text = f"Uncaught {type(exception).__name__}: {exception}"
    not_handled = fire_an_event(
        "error", window, ErrorEventImpl, cancelable=True, _message=text, _error=exception
    )
    if not_handled:
        if isinstance(exception, BaseException):
            report_the_exception(exception, message, obj)
        else:  # (reportError of a value that is not an exception)
            report_the_exception(_ReportedValue(exception), message, obj)


class _ReportedValue(Exception):
    """A value that is not an exception, thrown in JavaScript (``reportError("x")``), as the
    reporter receives it: ``args[0]`` is the value."""


class _TimerTask:
    """Step 8 of the timer initialization steps: the task a timer runs (one object with
    slots, not a closure: 100,000 pending timers are 100,000 objects for Python's cyclic
    collector to walk, not a dozen cells and functions each)."""

    __slots__ = (
        "arguments",
        "handler",
        "id",
        "nesting_level",
        "repeat",
        "timeout",
        "unique_handle",
        "window",
    )

    def __init__(
        self,
        window: WindowImpl,
        id: int,
        handler: Any,
        arguments: tuple[object, ...],
        timeout: int,
        nesting_level: int,
        repeat: bool,
    ) -> None:
        self.window = window
        self.id = id
        self.handler = handler
        self.arguments = arguments
        self.timeout = timeout
        self.nesting_level = nesting_level
        self.repeat = repeat
        self.unique_handle: object = None

    def __call__(self) -> None:
        window, id, unique_handle = self.window, self.id, self.unique_handle
        timers = window._map_of_active_timers
        if timers.get(id) is not unique_handle:  # 8.1.-8.2.
            return
        outer, window._timer_nesting_level = window._timer_nesting_level, self.nesting_level
        try:
            invoke_and_report(
                window, self.handler, self.arguments, "Exception in a timer's handler"
            )
            if timers.get(id) is not unique_handle:  # 8.5.-8.6. (cleared by the handler)
                return
            if self.repeat:  # 8.7.
                window._timer_initialization_steps(
                    self.handler, self.timeout, self.arguments, repeat=True, previous_id=id
                )
            else:  # 8.8.
                del timers[id]
        finally:
            window._timer_nesting_level = outer
