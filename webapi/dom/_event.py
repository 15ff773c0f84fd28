"""The ``Event`` and ``CustomEvent`` interfaces (https://dom.spec.whatwg.org/#interface-event,
https://dom.spec.whatwg.org/#interface-customevent) as implementation classes, an event's path
items, and the algorithms that make events: the inner event creation steps, create an event,
initialize, set the canceled flag (dispatching them is :mod:`._events`').

The public classes (generated from the Web IDL) derive from these classes and call their
``_``-prefixed members: every IDL member ``fooBar`` is ``_foo_bar`` here (a slot, a property
or a method), and no name here is public, so nothing hides a generated member.

Time: an event's ``timeStamp`` is in milliseconds since webapi's time origin, the moment this
module was first imported, read on a monotonic clock (``time.monotonic``) and coarsened to
0.1 ms, as the High Resolution Time Standard coarsens a time in a context that is not
cross-origin isolated. :func:`set_time_source` replaces the clock (tests make time stand still
with it); it is process-wide.

Targets are typed ``Target`` here (an ``EventTargetImpl`` of :mod:`._events`, which imports
this module).
"""

from __future__ import annotations

import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any, ClassVar, TypeAlias, TypeVar

    T = TypeVar("T")
    #: An EventTargetImpl (webapi.dom._events).
    Target: TypeAlias = Any

__all__ = [
    "AT_TARGET",
    "BUBBLING_PHASE",
    "CAPTURING_PHASE",
    "NONE",
    "CustomEventImpl",
    "EventImpl",
    "EventPathItem",
    "create_an_event",
    "current_time",
    "initialize",
    "inner_event_creation_steps",
    "new_object",
    "set_the_canceled_flag",
    "set_time_source",
]

#: https://dom.spec.whatwg.org/#dom-event-none and the other phases (``eventPhase``).
NONE = 0
CAPTURING_PHASE = 1
AT_TARGET = 2
BUBBLING_PHASE = 3

#: webapi's time origin (https://w3c.github.io/hr-time/#dfn-time-origin), on the monotonic clock.
_TIME_ORIGIN = time.monotonic()


def _monotonic_time() -> float:
    """The relative high resolution coarse time of now: milliseconds since the time origin,
    coarsened to 100 microseconds (https://w3c.github.io/hr-time/#dfn-coarsen-time)."""
    return ((time.monotonic() - _TIME_ORIGIN) * 10_000 // 1) / 10


_time_source: Callable[[], float] = _monotonic_time


def current_time() -> float:
    """The time an event created now is stamped with (``timeStamp``), in milliseconds."""
    return _time_source()


def set_time_source(source: Callable[[], float] | None) -> Callable[[], float]:
    """Make ``source()`` (milliseconds, a float) the time events are stamped with from now on;
    ``None`` restores webapi's monotonic clock. Returns the source it replaces."""
    global _time_source
    previous = _time_source
    _time_source = _monotonic_time if source is None else source
    return previous


def new_object(impl_class: type[T]) -> T:
    """A new object implementing the interface of ``impl_class`` (its constructor steps not
    run): an instance of the interface's public class once the generated bindings have set
    ``impl_class._interface_class``, else of ``impl_class`` itself. The caller gives it its
    initial state."""
    cls: type[T] = vars(impl_class).get("_interface_class", impl_class)
    return cls.__new__(cls)


class EventImpl:
    """An event (https://dom.spec.whatwg.org/#concept-event): its attributes, target,
    relatedTarget, touch target list and path (``_path``, a list of :class:`EventPathItem`),
    and its flags (``_stop_propagation_flag``, ``_stop_immediate_propagation_flag``,
    ``_canceled_flag``, ``_in_passive_listener_flag``, the composed flag ``_composed``,
    ``_initialized_flag``, ``_dispatch_flag``).

    ``EventImpl(type, event_init_dict)`` runs the constructor steps; the dictionary holds the
    ``EventInit`` members given (a member left out keeps its initial value).
    """

    __slots__ = (
        "__weakref__",
        "_bubbles",
        "_cancelable",
        "_canceled_flag",
        "_composed",
        "_current_target",
        "_dispatch_flag",
        "_event_phase",
        "_in_passive_listener_flag",
        "_initialized_flag",
        "_is_trusted",
        "_path",
        "_related_target",
        "_stop_immediate_propagation_flag",
        "_stop_propagation_flag",
        "_target",
        "_time_stamp",
        "_touch_target_list",
        "_type",
    )

    #: The dictionary members the inner event creation steps initialize, with the slot of the
    #: attribute of the same name (an event interface that adds members extends it).
    _dictionary_members: ClassVar[dict[str, str]] = {
        "bubbles": "_bubbles",
        "cancelable": "_cancelable",
        "composed": "_composed",
    }
    #: Whether the class is a ``MouseEvent`` (UI Events): dispatch's isActivationEvent.
    _mouse_event: ClassVar[bool] = False
    #: The public class of the interface, set by the generated bindings (see :func:`new_object`).
    _interface_class: ClassVar[type[Any]]

    _type: str
    _target: Target | None
    _related_target: Target | None
    _touch_target_list: tuple[Target | None, ...]
    _current_target: Target | None
    _path: list[EventPathItem]
    _event_phase: int
    _bubbles: bool
    _cancelable: bool
    _is_trusted: bool
    _time_stamp: float

    def __init__(self, type: str, event_init_dict: Mapping[str, object] | None = None) -> None:
        """https://dom.spec.whatwg.org/#concept-event-constructor: the inner event creation
        steps with this object, now and the dictionary, then the type."""
        inner_event_creation_steps(self, current_time(), event_init_dict or {})
        self._type = type

    def _created(self) -> None:
        """The state of a new event object, before any creation step: every attribute at the
        value it is initialized to "when an event is created", every flag unset."""
        self._type = ""
        self._target = None
        self._related_target = None
        self._touch_target_list = ()
        self._current_target = None
        self._path = []
        self._event_phase = NONE
        self._bubbles = False
        self._cancelable = False
        self._is_trusted = False
        self._time_stamp = 0.0
        self._stop_propagation_flag = False
        self._stop_immediate_propagation_flag = False
        self._canceled_flag = False
        self._in_passive_listener_flag = False
        self._composed = False
        self._initialized_flag = False
        self._dispatch_flag = False

    def _event_constructing_steps(self, dictionary: Mapping[str, object]) -> None:
        """https://dom.spec.whatwg.org/#concept-event-constructor-ext: none for ``Event``."""

    # IDL members (the attributes that are slots are read directly: _type, _target, ...).

    @property
    def _src_element(self) -> Target | None:
        """https://dom.spec.whatwg.org/#dom-event-srcelement: the target."""
        return self._target

    def _composed_path(self) -> list[Target]:
        """https://dom.spec.whatwg.org/#dom-event-composedpath"""
        composed_path: list[Target] = []  # 1.
        path = self._path  # 2.
        if not path:  # 3.
            return composed_path
        current_target = self._current_target  # 4.
        assert current_target is not None  # 5.
        composed_path.append(current_target)  # 6.
        current_target_index = 0  # 7.
        current_target_hidden_subtree_level = 0  # 8.
        index = len(path) - 1  # 9.
        while index >= 0:  # 10.
            if path[index].root_of_closed_tree:
                current_target_hidden_subtree_level += 1
            if path[index].invocation_target is current_target:
                current_target_index = index
                break
            if path[index].slot_in_closed_tree:
                current_target_hidden_subtree_level -= 1
            index -= 1
        current_hidden_level = max_hidden_level = current_target_hidden_subtree_level  # 11.
        index = current_target_index - 1  # 12.
        preceding: list[Target] = []  # prepended in the Standard: reversed below
        while index >= 0:  # 13.
            item = path[index]
            if item.root_of_closed_tree:
                current_hidden_level += 1
            if current_hidden_level <= max_hidden_level:
                preceding.append(item.invocation_target)
            if item.slot_in_closed_tree:
                current_hidden_level -= 1
                max_hidden_level = min(max_hidden_level, current_hidden_level)
            index -= 1
        preceding.reverse()
        composed_path[:0] = preceding
        current_hidden_level = max_hidden_level = current_target_hidden_subtree_level  # 14.
        index = current_target_index + 1  # 15.
        while index < len(path):  # 16.
            item = path[index]
            if item.slot_in_closed_tree:
                current_hidden_level += 1
            if current_hidden_level <= max_hidden_level:
                composed_path.append(item.invocation_target)
            if item.root_of_closed_tree:
                current_hidden_level -= 1
                max_hidden_level = min(max_hidden_level, current_hidden_level)
            index += 1
        return composed_path  # 17.

    def _stop_propagation(self) -> None:
        """https://dom.spec.whatwg.org/#dom-event-stoppropagation"""
        self._stop_propagation_flag = True

    @property
    def _cancel_bubble(self) -> bool:
        """https://dom.spec.whatwg.org/#dom-event-cancelbubble: the stop propagation flag."""
        return self._stop_propagation_flag

    @_cancel_bubble.setter
    def _cancel_bubble(self, value: bool) -> None:
        if value:  # false does nothing
            self._stop_propagation_flag = True

    def _stop_immediate_propagation(self) -> None:
        """https://dom.spec.whatwg.org/#dom-event-stopimmediatepropagation"""
        self._stop_propagation_flag = True
        self._stop_immediate_propagation_flag = True

    @property
    def _return_value(self) -> bool:
        """https://dom.spec.whatwg.org/#dom-event-returnvalue: false once canceled."""
        return not self._canceled_flag

    @_return_value.setter
    def _return_value(self, value: bool) -> None:
        if not value:  # true does nothing
            set_the_canceled_flag(self)

    def _prevent_default(self) -> None:
        """https://dom.spec.whatwg.org/#dom-event-preventdefault"""
        set_the_canceled_flag(self)

    @property
    def _default_prevented(self) -> bool:
        """https://dom.spec.whatwg.org/#dom-event-defaultprevented: the canceled flag."""
        return self._canceled_flag

    def _init_event(self, type: str, bubbles: bool = False, cancelable: bool = False) -> None:
        """https://dom.spec.whatwg.org/#dom-event-initevent"""
        if self._dispatch_flag:  # 1.
            return
        initialize(self, type, bubbles, cancelable)  # 2.


class CustomEventImpl(EventImpl):
    """A ``CustomEvent`` (https://dom.spec.whatwg.org/#interface-customevent): its ``detail``
    (None, JavaScript's null, unless initialized)."""

    __slots__ = ("_detail",)
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "detail": "_detail",
    }

    _detail: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._detail = None

    def _init_custom_event(
        self, type: str, bubbles: bool = False, cancelable: bool = False, detail: object = None
    ) -> None:
        """https://dom.spec.whatwg.org/#dom-customevent-initcustomevent"""
        if self._dispatch_flag:  # 1.
            return
        initialize(self, type, bubbles, cancelable)  # 2.
        self._detail = detail  # 3.


def set_the_canceled_flag(event: EventImpl) -> None:
    """https://dom.spec.whatwg.org/#set-the-canceled-flag: only for a cancelable event, and
    not from a passive listener."""
    if event._cancelable and not event._in_passive_listener_flag:
        event._canceled_flag = True


def initialize(event: EventImpl, type: str, bubbles: bool, cancelable: bool) -> None:
    """https://dom.spec.whatwg.org/#concept-event-initialize"""
    event._initialized_flag = True  # 1.
    event._stop_propagation_flag = False  # 2.
    event._stop_immediate_propagation_flag = False
    event._canceled_flag = False
    event._is_trusted = False  # 3.
    event._target = None  # 4.
    event._type = type  # 5.
    event._bubbles = bubbles  # 6.
    event._cancelable = cancelable  # 7.


def inner_event_creation_steps(
    event: EventImpl, time: float, dictionary: Mapping[str, object]
) -> None:
    """https://dom.spec.whatwg.org/#inner-event-creation-steps, given the new object (step 1,
    creating it, is the caller's: the constructor's ``self``, or :func:`create_an_event`'s),
    the time in milliseconds since the time origin (already coarsened) and the dictionary."""
    event._created()
    event._initialized_flag = True  # 2.
    event._time_stamp = time  # 3.
    members = event._dictionary_members
    for member, value in dictionary.items():  # 4.
        slot = members.get(member)
        if slot is not None:
            setattr(event, slot, value)
    event._event_constructing_steps(dictionary)  # 5.


def create_an_event(event_interface: type[EventImpl] = EventImpl) -> EventImpl:
    """https://dom.spec.whatwg.org/#concept-event-create: a trusted event of the interface
    (its impl class), stamped now, its dictionary members at their defaults (the initial
    values), its type the empty string until the caller sets it. No realm: webapi has one."""
    event = new_object(event_interface)
    inner_event_creation_steps(event, current_time(), {})  # 2., 3.
    event._is_trusted = True  # 4.
    return event


class EventPathItem:
    """An event path item (https://dom.spec.whatwg.org/#event-path-item), and ``target_item``:
    the item invoke's steps 1-2 find for it (itself if its shadow-adjusted target is non-null,
    else the nearest preceding item that has one), found once, when it is appended (the walk
    back at every invoke would make a dispatch quadratic in the depth of the tree)."""

    __slots__ = (
        "invocation_target",
        "invocation_target_in_shadow_tree",
        "related_target",
        "root_of_closed_tree",
        "shadow_adjusted_target",
        "slot_in_closed_tree",
        "target_item",
        "touch_target_list",
    )

    def __init__(
        self,
        invocation_target: Target,
        invocation_target_in_shadow_tree: bool,
        shadow_adjusted_target: Target | None,
        related_target: Target | None,
        touch_target_list: tuple[Target | None, ...],
        root_of_closed_tree: bool,
        slot_in_closed_tree: bool,
    ) -> None:
        self.invocation_target = invocation_target
        self.invocation_target_in_shadow_tree = invocation_target_in_shadow_tree
        self.shadow_adjusted_target = shadow_adjusted_target
        self.related_target = related_target
        self.touch_target_list = touch_target_list
        self.root_of_closed_tree = root_of_closed_tree
        self.slot_in_closed_tree = slot_in_closed_tree
        self.target_item = self
