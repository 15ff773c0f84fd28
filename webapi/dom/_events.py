"""Event targets and dispatch (https://dom.spec.whatwg.org/#interface-eventtarget,
https://dom.spec.whatwg.org/#dispatching-events): ``EventTarget`` as an implementation class and
the algorithms under their names: flatten (more), the default passive value, add / remove an
event listener, remove all event listeners, dispatch, append to an event path, invoke, inner
invoke, fire an event, retarget; Web IDL's "call a user object's operation" and HTML's "report
the exception" as webapi has them.

The public classes derive from these classes and call their ``_``-prefixed members (see
:mod:`._event`).

What webapi leaves out, and why:

- The ``Window`` is HTML's: a document's "get the parent" is its window where HTML made the
  document a navigable's active document (``_nodes.DocumentImpl``), else null; the legacy
  target override flag (a ``Window``'s) is never given, ``window.event`` is not kept.
- Shadow trees (:mod:`._shadow`): until a first shadow root is made
  (``_shadow_state.SHADOW_ROOTS_MADE``) retargeting returns its object unchanged and no path
  item is in a shadow tree, so the dispatch takes no step for them; after, the steps run as
  the Standard writes them.
- Activation behavior is HTML's: a target class defines ``_activation_behavior(event)`` (and
  may define ``_legacy_pre_activation_behavior()`` and
  ``_legacy_canceled_activation_behavior()``), and an event class that is a ``MouseEvent``
  sets ``_mouse_event``; webapi has none of them yet, so dispatch runs none.

Calling a listener: its callback is a Python callable, called with the event (Python has no
``this``: read ``event.currentTarget``), or an object whose ``handleEvent`` attribute is looked
up at each call and called (the object is the method's ``self``). Two callbacks are one
listener's when they are the same object, or equal objects of one type (``obj.method`` is a
new bound method at each access, equal to the last; the bindings' callback wrappers compare by
the object they wrap). A callback that returns a coroutine (an ``async def``) has it run as
JavaScript runs an async function's body (``webapi._webidl.run_a_coroutine``): up to its first
suspension during dispatch, the rest as a task of the running asyncio loop; its exception is
reported as a listener's.

A listener that raises: the exception is reported (:func:`set_exception_reporter`; by default
as ``sys.unraisablehook`` reports an exception nothing can catch) and dispatch goes on with the
next listener, as in a browser. An exception that is not an ``Exception`` (``KeyboardInterrupt``,
``SystemExit``) is not reported: it ends the dispatch, the event's state reset, and propagates.

Thread safety: an event target and an event are used by one thread at a time (dispatch
changes both); the exception reporter is process-wide.
"""

from __future__ import annotations

from webapi._webidl import is_coroutine, run_a_coroutine
from webapi.eventloop import ExceptionReport, report_the_exception, set_exception_reporter

from ._event import (
    AT_TARGET,
    BUBBLING_PHASE,
    CAPTURING_PHASE,
    NONE,
    EventImpl,
    EventPathItem,
    create_an_event,
)
from ._exception import DOMException
from ._shadow_state import HOOKS, SHADOW_ROOTS_MADE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any, ClassVar

__all__ = [
    "NODE_CLASS",
    "EventListener",
    "EventListenerList",
    "EventTargetImpl",
    "ExceptionReport",
    "add_an_event_listener",
    "append_to_an_event_path",
    "call_a_user_objects_operation",
    "default_passive_value",
    "dispatch",
    "fire_an_event",
    "flatten",
    "flatten_more",
    "inner_invoke",
    "invoke",
    "listener_reporter",
    "remove_all_event_listeners",
    "remove_an_event_listener",
    "report_the_exception",
    "retarget",
    "set_exception_reporter",
]


class EventListener:
    """An event listener (https://dom.spec.whatwg.org/#concept-event-listener), the struct an
    event target's list holds (not the ``EventListener`` callback interface, which is its
    ``callback``): type, callback, capture, passive (None until added), once, signal and
    removed; and ``abort_steps``, the algorithm added to its signal (removed from the signal
    with the listener: running it then could do nothing, and a signal that outlives many
    listeners would keep them all)."""

    __slots__ = (
        "abort_steps",
        "callback",
        "capture",
        "once",
        "passive",
        "removed",
        "signal",
        "type",
    )

    def __init__(
        self,
        type: str,
        callback: object,
        capture: bool = False,
        passive: bool | None = None,
        once: bool = False,
        signal: Any = None,
    ) -> None:
        self.type = type
        self.callback = callback
        self.capture = capture
        self.passive = passive
        self.once = once
        #: An AbortSignalImpl (webapi.dom._abort), or None.
        self.signal = signal
        self.removed = False
        self.abort_steps: Callable[[], None] | None = None

    def __repr__(self) -> str:
        return f"<EventListener {self.type!r} {self.callback!r} capture={self.capture}>"


class EventTargetImpl:
    """An event target (https://dom.spec.whatwg.org/#interface-eventtarget): its event
    listener list (``_listeners``, ``None`` until a listener is added). ``EventTargetImpl()``
    runs the constructor steps (nothing).

    The Standard's per-class algorithms are methods a class overrides: "get the parent"
    (``_get_the_parent``; null here, a node's parent for nodes), whether it is one of the
    targets of the default passive value (``_passive_by_default``), and HTML's activation
    behaviors (``_activation_behavior`` and the legacy pair, None where the class has none).
    ``_listeners_changed``, where a class defines it, runs after a listener was added or removed
    (an ``AbortSignal`` tracks whether it must be kept alive).
    """

    __slots__ = ("__weakref__", "_listeners")

    #: The public class of the interface, set by the generated bindings (see :func:`new_object`).
    _interface_class: ClassVar[type[Any]]
    _activation_behavior: Any = None
    _legacy_pre_activation_behavior: Any = None
    _legacy_canceled_activation_behavior: Any = None
    _listeners_changed: Any = None

    def __init__(self) -> None:
        self._listeners: EventListenerList | None = None

    def _get_the_parent(self, event: EventImpl) -> EventTargetImpl | None:
        """https://dom.spec.whatwg.org/#get-the-parent: null unless the class says otherwise."""
        return None

    def _passive_by_default(self) -> bool:
        """Whether the default passive value's second condition holds: a ``Window``, or a
        document, its document element or its body element (no ``Window`` in webapi)."""
        return False

    def _add_event_listener(
        self, type: str, callback: object, options: bool | Mapping[str, Any] | None = None
    ) -> None:
        """https://dom.spec.whatwg.org/#dom-eventtarget-addeventlistener (``options``: a
        bool, or the ``AddEventListenerOptions`` members given; None for ``{}``)."""
        capture, passive, once, signal = flatten_more(options)  # 1.
        listener = EventListener(type, callback, capture, passive, once, signal)
        add_an_event_listener(self, listener)  # 2.

    def _remove_event_listener(
        self, type: str, callback: object, options: bool | Mapping[str, Any] | None = None
    ) -> None:
        """https://dom.spec.whatwg.org/#dom-eventtarget-removeeventlistener"""
        capture = flatten(options)  # 1.
        listener = _find_listener(self, type, callback, capture)  # 2.
        if listener is not None:
            remove_an_event_listener(self, listener)

    def _dispatch_event(self, event: EventImpl) -> bool:
        """https://dom.spec.whatwg.org/#dom-eventtarget-dispatchevent"""
        if event._dispatch_flag or not event._initialized_flag:  # 1.
            message = "The event is already being dispatched."
            if not event._initialized_flag:
                message = "The event is not initialized."
            raise DOMException(message, "InvalidStateError")
        event._is_trusted = False  # 2.
        return dispatch(event, self)  # 3.


def flatten(options: bool | Mapping[str, Any] | None) -> bool:
    """https://dom.spec.whatwg.org/#concept-flatten-options: capture."""
    if options is None:
        return False
    if isinstance(options, bool):  # 1.
        return options
    return bool(options.get("capture", False))  # 2.


def flatten_more(
    options: bool | Mapping[str, Any] | None,
) -> tuple[bool, bool | None, bool, Any]:
    """https://dom.spec.whatwg.org/#event-flatten-more: capture, passive (None when not
    given), once and signal (None when not given)."""
    capture = flatten(options)  # 1.
    once = False  # 2.
    passive = signal = None  # 3.
    if options is not None and not isinstance(options, bool):  # 4.
        once = bool(options.get("once", False))
        if "passive" in options:
            passive = bool(options["passive"])
        if "signal" in options:
            signal = options["signal"]
    return capture, passive, once, signal  # 5.


class EventListenerList(dict[EventListener, None]):
    """An event target's event listener list: its listeners in order, as a dict's keys (a
    listener is removed in constant steps, wherever it is), and ``by_key``, its listeners by
    :func:`_key`, so adding one finds an equal one without looking at the others (a target
    with 100,000 listeners adds the next one, and removes any, in constant steps)."""

    __slots__ = ("by_key",)

    def __init__(self) -> None:
        super().__init__()
        self.by_key: dict[tuple[object, ...], EventListener] = {}


def _key(type: str, capture: bool, callback: object) -> tuple[object, ...] | None:
    """The key of a listener in its list's index: its type, capture, and its callback's class
    and callback (two keys are equal when the callbacks are the same: see the module's
    docstring); None for a callback Python cannot hash, which a scan finds."""
    key = (type, capture, callback.__class__, callback)
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _find_listener(
    event_target: EventTargetImpl, type: str, callback: object, capture: bool
) -> EventListener | None:
    """The listener of the target's list with this type, callback and capture, if any."""
    listeners = event_target._listeners
    if not listeners:
        return None
    key = _key(type, capture, callback)
    if key is not None:
        return listeners.by_key.get(key)
    for listener in listeners:  # the callback is not hashable: neither is the one it equals
        if (
            listener.type == type
            and listener.capture == capture
            and listener.callback.__class__ is callback.__class__
            and listener.callback == callback
        ):
            return listener
    return None


#: https://dom.spec.whatwg.org/#default-passive-value: the types passive by default.
_PASSIVE_BY_DEFAULT_TYPES = frozenset({"touchstart", "touchmove", "wheel", "mousewheel"})


def default_passive_value(type: str, event_target: EventTargetImpl) -> bool:
    """https://dom.spec.whatwg.org/#default-passive-value"""
    return type in _PASSIVE_BY_DEFAULT_TYPES and event_target._passive_by_default()


def add_an_event_listener(event_target: EventTargetImpl, listener: EventListener) -> None:
    """https://dom.spec.whatwg.org/#add-an-event-listener (step 1 is for service workers)."""
    signal = listener.signal
    if signal is not None and signal._aborted:  # 2.
        return
    if listener.callback is None:  # 3.
        return
    if listener.passive is None:  # 4.
        listener.passive = default_passive_value(listener.type, event_target)
    if (
        _find_listener(event_target, listener.type, listener.callback, listener.capture) is not None
    ):  # 5.
        # Not appended: step 6's abort steps would remove a listener the list does not hold,
        # which does nothing, so none are added (the signal would keep them until aborted).
        return
    listeners = event_target._listeners
    if listeners is None:
        listeners = event_target._listeners = EventListenerList()
    listeners[listener] = None  # appended
    key = _key(listener.type, listener.capture, listener.callback)
    if key is not None:
        listeners.by_key[key] = listener
    hook = event_target._listeners_changed
    if hook is not None:
        hook()
    if signal is not None:  # 6.

        def abort_steps() -> None:
            remove_an_event_listener(event_target, listener)

        listener.abort_steps = abort_steps
        signal._add_algorithm(abort_steps)


def remove_an_event_listener(event_target: EventTargetImpl, listener: EventListener) -> None:
    """https://dom.spec.whatwg.org/#remove-an-event-listener (step 1 is for service workers);
    the listener's abort steps leave its signal too (see :class:`EventListener`)."""
    listener.removed = True  # 2.
    listeners = event_target._listeners
    if listeners is not None and listener in listeners:  # by identity: listeners have no __eq__
        del listeners[listener]
        key = _key(listener.type, listener.capture, listener.callback)
        if key is not None and listeners.by_key.get(key) is listener:
            del listeners.by_key[key]
        hook = event_target._listeners_changed
        if hook is not None:
            hook()
    if listener.abort_steps is not None:
        listener.signal._remove_algorithm(listener.abort_steps)
        listener.abort_steps = None


def remove_all_event_listeners(event_target: EventTargetImpl) -> None:
    """https://dom.spec.whatwg.org/#remove-all-event-listeners"""
    for listener in list(event_target._listeners or ()):
        remove_an_event_listener(event_target, listener)


#: [NodeImpl] (:mod:`._nodes` puts it here: the dispatch tells nodes from other targets)
NODE_CLASS: list[type] = []


def retarget(a: EventTargetImpl | None, b: EventTargetImpl) -> EventTargetImpl | None:
    """https://dom.spec.whatwg.org/#retarget: ``a`` itself while no shadow root was made (the
    first step's condition then always holds), else :func:`._shadow.retarget`."""
    if not SHADOW_ROOTS_MADE[0]:
        return a
    return HOOKS.retarget(a, b)  # type: ignore[no-any-return]


def _root_is_shadow_root(target: object) -> bool:
    """Whether ``target`` is a node whose root is a shadow root."""
    if not SHADOW_ROOTS_MADE[0] or not isinstance(target, NODE_CLASS[0]):
        return False
    return _is_shadow_root(_root_of(target))


def _is_shadow_root(node: Any) -> bool:
    """Whether ``node`` is a shadow root: a document fragment with a mode."""
    return node._node_type == 11 and hasattr(node, "_mode")


def _root_of(node: Any) -> Any:
    while node._parent is not None:
        node = node._parent
    return node


def _is_in_closed_tree(node: object) -> bool:
    """Whether ``node`` is a node whose root is a shadow root whose mode is "closed"."""
    if not isinstance(node, NODE_CLASS[0]):
        return False
    root = _root_of(node)
    return _is_shadow_root(root) and root._mode == "closed"


def _in_target_tree(parent: object, target: object) -> bool:
    """Dispatch's step 6.9.6: ``parent`` is a ``Window`` (no node), or a node of which the
    target's root is a shadow-including inclusive ancestor."""
    if not isinstance(parent, NODE_CLASS[0]):
        return True
    return HOOKS.is_shadow_including_inclusive_ancestor(_root_of(target), parent)  # type: ignore[no-any-return]


def _assigned_slot(node: object) -> object:
    """The slot ``node`` is assigned to (https://dom.spec.whatwg.org/#slotable-assigned), else
    None."""
    if not isinstance(node, NODE_CLASS[0]):
        return None
    return HOOKS.assigned_slot(node)


def _is_root_of_closed_tree(target: object) -> bool:
    """Whether ``target`` is a shadow root whose mode is "closed"."""
    return (
        isinstance(target, NODE_CLASS[0]) and _is_shadow_root(target) and target._mode == "closed"  # type: ignore[attr-defined]
    )


def append_to_an_event_path(
    event: EventImpl,
    invocation_target: EventTargetImpl,
    shadow_adjusted_target: EventTargetImpl | None,
    related_target: EventTargetImpl | None,
    touch_targets: tuple[EventTargetImpl | None, ...],
    slot_in_closed_tree: bool,
) -> None:
    """https://dom.spec.whatwg.org/#concept-event-path-append"""
    shadow = SHADOW_ROOTS_MADE[0]
    item = EventPathItem(
        invocation_target,
        shadow and _root_is_shadow_root(invocation_target),  # 1.
        shadow_adjusted_target,
        related_target,
        touch_targets,
        shadow and _is_root_of_closed_tree(invocation_target),  # 2.
        slot_in_closed_tree,
    )
    path = event._path
    if shadow_adjusted_target is None:  # the first item always has one
        item.target_item = path[-1].target_item
    path.append(item)  # 5.


def dispatch(
    event: EventImpl,
    target: EventTargetImpl,
    legacy_output_did_listeners_throw: list[bool] | None = None,
) -> bool:
    """https://dom.spec.whatwg.org/#concept-event-dispatch: returns false if the event was
    canceled. The legacy target override flag is left out (it is given for a ``Window``
    only); ``legacy_output_did_listeners_throw`` (IndexedDB's), when given, is a list to
    which a True is appended when a listener raised.

    The path is complete before the first listener runs: a listener that moves a node
    changes the tree, not this dispatch's path.
    """
    event._dispatch_flag = True  # 1.
    target_override = target  # 2.
    activation_target: EventTargetImpl | None = None  # 3.
    related_target = retarget(event._related_target, target)  # 4.
    clear_targets = False  # 5.
    try:
        if target is not related_target or target is event._related_target:  # 6.
            touch_target_list = event._touch_target_list  # a tuple: never changed, shared
            touch_targets = tuple(retarget(t, target) for t in touch_target_list)  # 6.1-2.
            append_to_an_event_path(
                event, target, target_override, related_target, touch_targets, False
            )  # 6.3.
            is_activation_event = event._mouse_event and event._type == "click"  # 6.4.
            if is_activation_event and target._activation_behavior is not None:  # 6.5.
                activation_target = target
            shadow = SHADOW_ROOTS_MADE[0]
            slottable = target if shadow and _assigned_slot(target) is not None else None  # 6.6.
            slot_in_closed_tree = False  # 6.7.
            parent = target._get_the_parent(event)  # 6.8.
            while parent is not None:  # 6.9.
                if slottable is not None:  # 6.9.1.
                    slottable = None
                    if _is_in_closed_tree(parent):
                        slot_in_closed_tree = True
                if shadow and _assigned_slot(parent) is not None:  # 6.9.2.
                    slottable = parent
                related_target = retarget(event._related_target, parent)  # 6.9.3.
                touch_targets = (  # 6.9.4-5.
                    tuple(retarget(t, parent) for t in touch_target_list)
                    if touch_target_list
                    else ()
                )
                if not shadow or _in_target_tree(parent, target):  # 6.9.6.
                    # (a Window, or a node of the tree of the target's root: while no shadow
                    # root was made, every parent)
                    if (
                        is_activation_event
                        and event._bubbles
                        and activation_target is None
                        and parent._activation_behavior is not None
                    ):
                        activation_target = parent
                    append_to_an_event_path(
                        event, parent, None, related_target, touch_targets, slot_in_closed_tree
                    )
                elif parent is related_target:  # 6.9.7.
                    parent = None
                else:  # 6.9.8.
                    target = parent
                    if (
                        is_activation_event
                        and activation_target is None
                        and target._activation_behavior is not None
                    ):
                        activation_target = target
                    append_to_an_event_path(
                        event, parent, target, related_target, touch_targets, slot_in_closed_tree
                    )
                if parent is not None:  # 6.9.9.
                    parent = parent._get_the_parent(event)
                slot_in_closed_tree = False  # 6.9.10.
            if shadow:  # 6.10-11.
                path = event._path
                clear_struct = path[0]
                for item in reversed(path):
                    if item.shadow_adjusted_target is not None:
                        clear_struct = item
                        break
                clear_targets = (
                    _root_is_shadow_root(clear_struct.shadow_adjusted_target)
                    or _root_is_shadow_root(clear_struct.related_target)
                    or any(_root_is_shadow_root(t) for t in clear_struct.touch_target_list)
                )
            if activation_target is not None:  # 6.12.
                pre_activation = activation_target._legacy_pre_activation_behavior
                if pre_activation is not None:
                    pre_activation()
            path = event._path
            for item in reversed(path):  # 6.13.
                if item.shadow_adjusted_target is not None:
                    event._event_phase = AT_TARGET
                else:
                    event._event_phase = CAPTURING_PHASE
                invoke(item, event, CAPTURING_PHASE, legacy_output_did_listeners_throw)
            for item in path:  # 6.14.
                if item.shadow_adjusted_target is not None:
                    event._event_phase = AT_TARGET
                else:
                    if not event._bubbles:
                        continue
                    event._event_phase = BUBBLING_PHASE
                invoke(item, event, BUBBLING_PHASE, legacy_output_did_listeners_throw)
    finally:
        event._event_phase = NONE  # 7.
        event._current_target = None  # 8.
        event._path = []  # 9.
        event._dispatch_flag = False  # 10.
        event._stop_propagation_flag = False
        event._stop_immediate_propagation_flag = False
        event._in_passive_listener_flag = False  # unset by inner invoke, unless it raised
        if clear_targets:  # 11.
            event._target = None
            event._related_target = None
            event._touch_target_list = ()
    if activation_target is not None:  # 12.
        if not event._canceled_flag:
            activation_target._activation_behavior(event)
        else:
            canceled_activation = activation_target._legacy_canceled_activation_behavior
            if canceled_activation is not None:
                canceled_activation()
    return not event._canceled_flag  # 13.


#: https://dom.spec.whatwg.org/#concept-event-listener-invoke, step 11.2: the legacy event
#: type of a trusted event no listener was found for.
_LEGACY_EVENT_TYPES = {
    "animationend": "webkitAnimationEnd",
    "animationiteration": "webkitAnimationIteration",
    "animationstart": "webkitAnimationStart",
    "transitionend": "webkitTransitionEnd",
}


def invoke(
    path_item: EventPathItem,
    event: EventImpl,
    phase: int,
    legacy_output_did_listeners_throw: list[bool] | None = None,
) -> None:
    """https://dom.spec.whatwg.org/#concept-event-listener-invoke (``phase``:
    ``CAPTURING_PHASE`` for "capturing", ``BUBBLING_PHASE`` for "bubbling")."""
    target_item = path_item.target_item  # 1., 2.
    event._target = target_item.shadow_adjusted_target  # 3.
    event._related_target = path_item.related_target  # 4.
    event._touch_target_list = path_item.touch_target_list  # 5.
    if event._stop_propagation_flag:  # 6.
        return
    current_target = path_item.invocation_target
    event._current_target = current_target  # 7.
    if current_target._listeners is None and not event._is_trusted:
        return  # no listener to find (the common case along a long path)
    listeners = list(current_target._listeners or ())  # 8. a clone
    in_shadow_tree = path_item.invocation_target_in_shadow_tree  # 9.
    found = inner_invoke(  # 10.
        event, listeners, phase, in_shadow_tree, legacy_output_did_listeners_throw
    )
    if not found and event._is_trusted:  # 11.
        original_event_type = event._type  # 11.1.
        legacy_type = _LEGACY_EVENT_TYPES.get(original_event_type)  # 11.2.
        if legacy_type is None:
            return
        event._type = legacy_type
        inner_invoke(  # 11.3.
            event, listeners, phase, in_shadow_tree, legacy_output_did_listeners_throw
        )
        event._type = original_event_type  # 11.4.


def inner_invoke(
    event: EventImpl,
    listeners: list[EventListener],
    phase: int,
    invocation_target_in_shadow_tree: bool,
    legacy_output_did_listeners_throw: list[bool] | None = None,
) -> bool:
    """https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke. No ``Window``: the
    current event is not kept (steps 6-8, 10 and 13 do nothing)."""
    found = False  # 1.
    for listener in listeners:  # 2.
        if listener.removed:
            continue
        if event._type != listener.type:  # 2.1.
            continue
        found = True  # 2.2.
        if phase == CAPTURING_PHASE and not listener.capture:  # 2.3.
            continue
        if phase == BUBBLING_PHASE and listener.capture:  # 2.4.
            continue
        current_target = event._current_target
        assert current_target is not None
        if listener.once:  # 2.5.
            remove_an_event_listener(current_target, listener)
        if listener.passive:  # 2.9.
            event._in_passive_listener_flag = True
        try:  # 2.11.
            result = call_a_user_objects_operation(listener.callback, "handleEvent", event)
        except Exception as exception:
            message = f"Exception in an event listener for {event._type!r}"
            report_the_exception(exception, message, listener.callback)  # 2.11.1.
            if legacy_output_did_listeners_throw is not None:  # 2.11.2.
                legacy_output_did_listeners_throw.append(True)
        else:
            if result is not None and is_coroutine(result):  # an async def's
                run_a_coroutine(result, listener_reporter(event._type, listener.callback))
        event._in_passive_listener_flag = False  # 2.12.
        if event._stop_immediate_propagation_flag:  # 2.14.
            break
    return found  # 3.


def listener_reporter(type: str, callback: object) -> Callable[[BaseException], None]:
    """What reports an exception an async listener's coroutine raises, during dispatch or
    after: as a listener's exception is reported (a browser reports the rejection of the
    promise an async function returns as unhandled; it never reaches dispatch, so the legacy
    "did listeners throw" flag is not set)."""

    def report(exception: BaseException) -> None:
        report_the_exception(exception, f"Exception in an event listener for {type!r}", callback)

    return report


def call_a_user_objects_operation(callback: object, op_name: str, event: EventImpl) -> object:
    """https://webidl.spec.whatwg.org/#call-a-user-objects-operation with one argument: a
    callable is called; otherwise the object's ``op_name`` attribute, looked up now, is called
    (a ``TypeError`` if it is not callable). The callback this value (the event's
    ``currentTarget``) has no Python counterpart and is not passed."""
    if callable(callback):
        return callback(event)
    operation = getattr(callback, op_name, None)
    if not callable(operation):
        raise TypeError(f"The listener {callback!r} has no callable {op_name!r}.")
    return operation(event)


def fire_an_event(
    e: str,
    target: EventTargetImpl,
    event_interface: type[EventImpl] = EventImpl,
    *,
    bubbles: bool = False,
    cancelable: bool = False,
    composed: bool = False,
    **attributes: object,
) -> bool:
    """https://dom.spec.whatwg.org/#concept-event-fire: create an event of the interface,
    named ``e``, with ``bubbles``, ``cancelable``, ``composed`` and the other attributes as
    the caller describes (``attributes``: impl slot names, ``_submitter=button``), and
    dispatch it at ``target`` (no legacy target override: webapi has no ``Window``). Returns
    whether it was not canceled."""
    event = create_an_event(event_interface)  # 1., 2.
    event._type = e  # 3.
    event._bubbles = bubbles  # 4.
    event._cancelable = cancelable
    event._composed = composed
    for slot, value in attributes.items():
        setattr(event, slot, value)
    if not event._mouse_event and not _listened_on_path(event, target):
        # (nothing the dispatch does is seen: no listener on its path to invoke, no activation
        # behavior, and this event reaches no one; it would return true, not canceled)
        return True
    return dispatch(event, target)  # 5.


def _listened_on_path(event: EventImpl, target: EventTargetImpl) -> bool:
    """Whether the target or a target "get the parent" finds on the way up (the event path
    :func:`dispatch` would build) has an event listener."""
    node: EventTargetImpl | None = target
    while node is not None:
        if node._listeners:
            return True
        node = node._get_the_parent(event)
    return False
