"""Events (webapi/dom/_event, _events, _event_handlers): what WPT's dom/events tests check, in
our words, on the implementation classes: event construction and initialization, the flags
and their legacy setters, listeners (duplicates, capture, once, passive, signal, handleEvent),
dispatch over a node tree (the phases and their order, stopPropagation and
stopImmediatePropagation, composedPath, listeners added, removed or moving nodes during
dispatch), the errors dispatchEvent throws, exceptions reported while dispatch goes on, the
activation behavior hooks, and a tree deeper than Python's recursion limit."""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import pytest

from tests._sizes import DEPTHS
from webapi.dom import DOMException
from webapi.dom._abort import AbortControllerImpl, AbortSignalImpl
from webapi.dom._event import (
    AT_TARGET,
    BUBBLING_PHASE,
    CAPTURING_PHASE,
    NONE,
    CustomEventImpl,
    EventImpl,
    create_an_event,
    current_time,
    set_time_source,
)
from webapi.dom._event_handlers import get_event_handler, set_event_handler
from webapi.dom._events import (
    EventTargetImpl,
    ExceptionReport,
    dispatch,
    fire_an_event,
    remove_all_event_listeners,
    set_exception_reporter,
)
from webapi.dom._mutation import append, insert, remove
from webapi.dom._nodes import DocumentImpl, ElementImpl, NodeImpl, TextImpl
from webapi.infra import HTML_NAMESPACE

Log = list[tuple[Any, ...]]


def name(target: object) -> str:
    if isinstance(target, DocumentImpl):
        return "#document"
    if isinstance(target, ElementImpl):
        return target._local_name
    return type(target).__name__


def element(document: DocumentImpl, local_name: str, parent: NodeImpl | None = None) -> ElementImpl:
    node = ElementImpl(document, HTML_NAMESPACE, local_name)
    if parent is not None:
        append(node, parent)
    return node


def three_levels() -> tuple[DocumentImpl, ElementImpl, ElementImpl, ElementImpl]:
    """A document holding outer > middle > inner."""
    document = DocumentImpl(is_html=True)
    outer = element(document, "outer", document)
    middle = element(document, "middle", outer)
    inner = element(document, "inner", middle)
    return document, outer, middle, inner


#: The labels of :func:`listen_everywhere`'s listeners on a three-level tree, from the capture
#: at the document to the inner element's bubbling listener.
DOWN_TO_THE_TARGET = ["#document C", "outer C", "middle C", "inner C", "inner B"]


def recorder(log: Log, label: str) -> Callable[[EventImpl], None]:
    """A listener that logs its label, the phase, the current target and the target."""

    def listener(event: EventImpl) -> None:
        log.append((label, event._event_phase, name(event._current_target), name(event._target)))

    return listener


def listen_everywhere(log: Log, targets: list[EventTargetImpl], type: str = "x") -> None:
    """On each target, a capturing listener, then a bubbling one (labels: name + C / B)."""
    for target in targets:
        target._add_event_listener(type, recorder(log, name(target) + " C"), True)
        target._add_event_listener(type, recorder(log, name(target) + " B"), False)


@pytest.fixture(autouse=True)
def _reports(request: pytest.FixtureRequest) -> Iterator[list[ExceptionReport]]:
    """The reports of the exceptions listeners raise while the test runs: none, unless the
    test asks for them (``reported``)."""
    reports: list[ExceptionReport] = []
    previous = set_exception_reporter(reports.append)
    yield reports
    set_exception_reporter(previous)
    if "reported" not in request.fixturenames:
        assert reports == [], "a listener raised"


@pytest.fixture
def reported(_reports: list[ExceptionReport]) -> list[ExceptionReport]:
    return _reports


@pytest.fixture
def still_time() -> Iterator[list[float]]:
    """Time stands still at the list's last value (a test appends to move it)."""
    now = [12.5]
    previous = set_time_source(lambda: now[-1])
    yield now
    set_time_source(previous)


# --- Event ---------------------------------------------------------------------------------


def test_a_new_event_has_the_initial_values_and_is_initialized(still_time: list[float]) -> None:
    event = EventImpl("custom")
    assert event._type == "custom"
    assert event._target is None and event._src_element is None
    assert event._current_target is None and event._related_target is None
    assert event._event_phase == NONE
    assert (event._bubbles, event._cancelable, event._composed) == (False, False, False)
    assert event._is_trusted is False
    assert event._default_prevented is False and event._return_value is True
    assert event._cancel_bubble is False
    assert event._initialized_flag and not event._dispatch_flag
    assert event._time_stamp == 12.5
    assert event._composed_path() == []


def test_the_root_classes_take_weak_references() -> None:
    """As idl/README.md lays out classes that are their impl: the root impl class has the
    ``__weakref__`` slot (a node, an event, a signal, a controller)."""
    document = DocumentImpl()
    objects: list[object] = [EventImpl("x"), CustomEventImpl("x"), EventTargetImpl(), document]
    objects += [AbortControllerImpl(), AbortSignalImpl(), element(document, "a")]
    for obj in objects:
        assert weakref.ref(obj)() is obj


def test_the_dictionary_initializes_the_attributes_of_its_members_only() -> None:
    event = EventImpl("e", {"bubbles": True, "cancelable": True, "composed": True, "detail": 5})
    assert (event._bubbles, event._cancelable, event._composed) == (True, True, True)
    assert not hasattr(event, "_detail")  # Event has no detail attribute
    custom = CustomEventImpl("e", {"detail": {"k": 1}, "cancelable": True})
    assert custom._detail == {"k": 1} and custom._cancelable and not custom._bubbles
    assert CustomEventImpl("e")._detail is None


def test_timestamps_come_from_the_time_source(still_time: list[float]) -> None:
    first = EventImpl("a")
    still_time.append(40.0)
    second = EventImpl("b")
    assert (first._time_stamp, second._time_stamp) == (12.5, 40.0)
    assert create_an_event()._time_stamp == 40.0


def test_the_default_clock_is_monotonic_milliseconds_coarsened_to_a_tenth() -> None:
    stamps = [EventImpl("a")._time_stamp for _ in range(50)] + [current_time()]
    assert stamps == sorted(stamps)
    assert all(stamp >= 0 and round(stamp * 10) == pytest.approx(stamp * 10) for stamp in stamps)


def test_create_an_event_is_trusted_with_an_empty_type() -> None:
    event = create_an_event(CustomEventImpl)
    assert isinstance(event, CustomEventImpl)
    assert event._is_trusted and event._type == "" and event._initialized_flag
    assert event._detail is None


def test_prevent_default_needs_a_cancelable_event() -> None:
    plain = EventImpl("e")
    plain._prevent_default()
    assert not plain._default_prevented and plain._return_value
    cancelable = EventImpl("e", {"cancelable": True})
    cancelable._prevent_default()
    assert cancelable._default_prevented and not cancelable._return_value


def test_return_value_false_cancels_and_true_does_not_uncancel() -> None:
    event = EventImpl("e", {"cancelable": True})
    event._return_value = True
    assert not event._default_prevented
    event._return_value = False
    assert event._default_prevented
    event._return_value = True
    assert event._default_prevented and event._return_value is False
    not_cancelable = EventImpl("e")
    not_cancelable._return_value = False
    assert not not_cancelable._default_prevented


def test_cancel_bubble_true_stops_propagation_and_false_does_not_restart_it() -> None:
    event = EventImpl("e")
    event._cancel_bubble = False
    assert not event._stop_propagation_flag
    event._cancel_bubble = True
    assert event._stop_propagation_flag and event._cancel_bubble
    event._cancel_bubble = False
    assert event._cancel_bubble
    immediate = EventImpl("e")
    immediate._stop_immediate_propagation()
    assert immediate._cancel_bubble and immediate._stop_immediate_propagation_flag


def test_init_event_reinitializes_flags_type_and_target() -> None:
    event = EventImpl("first", {"cancelable": True})
    target = EventTargetImpl()
    target._dispatch_event(event)
    event._stop_immediate_propagation()
    event._prevent_default()
    event._is_trusted = True
    event._init_event("second", True, True)
    assert event._type == "second" and event._bubbles and event._cancelable
    assert not event._default_prevented and not event._cancel_bubble
    assert not event._stop_immediate_propagation_flag
    assert event._target is None and event._is_trusted is False
    event._init_event("third")
    assert (event._bubbles, event._cancelable) == (False, False)


def test_init_event_and_init_custom_event_do_nothing_while_dispatching() -> None:
    target = EventTargetImpl()
    event = EventImpl("type")
    custom = CustomEventImpl("type")

    def reinitialize(e: EventImpl) -> None:
        e._init_event("type2", True, True)
        if isinstance(e, CustomEventImpl):
            e._init_custom_event("type2", True, True, 1)

    target._add_event_listener("type", reinitialize)
    for dispatched in (event, custom):
        assert target._dispatch_event(dispatched)
        assert (dispatched._type, dispatched._bubbles, dispatched._cancelable) == (
            "type",
            False,
            False,
        )
    assert custom._detail is None
    custom._init_custom_event("other", False, True, [1])
    assert (custom._type, custom._cancelable) == ("other", True)
    assert custom._detail == [1]


# --- Listeners -----------------------------------------------------------------------------


def test_a_listener_is_added_once_per_type_callback_and_capture() -> None:
    target = EventTargetImpl()
    calls: list[str] = []

    def handler(event: EventImpl) -> None:
        calls.append(str(event._event_phase))

    target._add_event_listener("x", handler)
    target._add_event_listener("x", handler, {"passive": True, "once": True})  # same listener
    target._add_event_listener("x", handler, True)  # capture: another
    target._add_event_listener("x", None)  # a null callback adds nothing
    assert target._listeners is not None and len(target._listeners) == 2
    target._dispatch_event(EventImpl("x"))
    assert calls == ["2", "2"]
    target._remove_event_listener("x", handler, {"capture": True})
    target._remove_event_listener("x", handler, {"capture": True})  # none left: nothing
    target._remove_event_listener("y", handler)
    assert [listener.capture for listener in target._listeners] == [False]


def test_bound_methods_of_one_object_are_one_callback() -> None:
    class Counter:
        def __init__(self) -> None:
            self.count = 0

        def on(self, event: EventImpl) -> None:
            self.count += 1

    first, second = Counter(), Counter()
    target = EventTargetImpl()
    target._add_event_listener("x", first.on)
    target._add_event_listener("x", first.on)
    target._add_event_listener("x", second.on)
    target._dispatch_event(EventImpl("x"))
    assert (first.count, second.count) == (1, 1)
    target._remove_event_listener("x", first.on)
    target._dispatch_event(EventImpl("x"))
    assert (first.count, second.count) == (1, 2)


def test_adding_a_listener_compares_it_with_no_other() -> None:
    """The list's index finds an equal listener by hash: adding 2,000 listeners calls no
    callback's ``__eq__`` (a scan of the list would call it about 2,000,000 times)."""
    comparisons = [0]

    class Counted:
        def __eq__(self, other: object) -> bool:
            comparisons[0] += 1
            return self is other

        def __hash__(self) -> int:
            return id(self)

        def handleEvent(self, event: EventImpl) -> None:
            pass

    target = EventTargetImpl()
    callbacks = [Counted() for _ in range(2_000)]
    for callback in callbacks:
        target._add_event_listener("x", callback)
    target._add_event_listener("x", callbacks[7])  # the same: found, not added
    assert target._listeners is not None and len(target._listeners) == 2_000
    assert comparisons[0] < 50
    target._remove_event_listener("x", callbacks[7])
    assert len(target._listeners) == 1_999 and len(target._listeners.by_key) == 1_999


def test_callbacks_python_cannot_hash_are_found_by_equality() -> None:
    class Unhashable:
        __hash__ = None  # type: ignore[assignment]

        def __init__(self, name: str, calls: list[str]) -> None:
            self.name, self.calls = name, calls

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Unhashable) and other.name == self.name

        def handleEvent(self, event: EventImpl) -> None:
            self.calls.append(self.name)

    calls: list[str] = []
    target = EventTargetImpl()
    target._add_event_listener("x", Unhashable("a", calls))
    target._add_event_listener("x", Unhashable("a", calls))  # equal: the same listener
    target._add_event_listener("x", Unhashable("b", calls))
    target._dispatch_event(EventImpl("x"))
    assert calls == ["a", "b"]
    target._remove_event_listener("x", Unhashable("a", calls))
    target._dispatch_event(EventImpl("x"))
    assert calls == ["a", "b", "b"]


def test_capturing_listeners_of_a_plain_target_run_first() -> None:
    target = EventTargetImpl()
    order: list[int] = []
    target._add_event_listener("x", lambda e: order.append(1), True)
    target._add_event_listener("x", lambda e: order.append(2), False)
    target._add_event_listener("x", lambda e: order.append(3), True)
    target._dispatch_event(EventImpl("x"))
    assert order == [1, 3, 2]


def test_once_listeners_run_once_even_when_the_event_is_nested() -> None:
    target = EventTargetImpl()
    calls: list[str] = []

    def once(event: EventImpl) -> None:
        calls.append("once")
        target._dispatch_event(EventImpl("x"))  # the listener is already removed

    target._add_event_listener("x", once, {"once": True})
    target._add_event_listener("x", lambda e: calls.append("normal"))
    target._dispatch_event(EventImpl("x"))
    assert calls == ["once", "normal", "normal"]
    calls.clear()
    target._dispatch_event(EventImpl("x"))
    assert calls == ["normal"]


def test_once_listeners_are_removed_before_stop_immediate_propagation_ends_the_list() -> None:
    target = EventTargetImpl()
    count = [0]

    def make() -> Callable[[EventImpl], None]:
        def listener(event: EventImpl) -> None:
            count[0] += 1
            event._stop_immediate_propagation()

        return listener

    for _ in range(4):
        target._add_event_listener("x", make(), {"once": True})
    for _ in range(4):
        target._dispatch_event(EventImpl("x"))
    assert count[0] == 4 and not target._listeners


@pytest.mark.parametrize(
    ("options", "canceled"),
    [(None, True), ({}, True), ({"passive": False}, True), ({"passive": True}, False)],
)
def test_passive_listeners_cannot_cancel(options: dict[str, bool] | None, canceled: bool) -> None:
    target = EventTargetImpl()
    seen: list[bool] = []

    def cancel(event: EventImpl) -> None:
        event._prevent_default()
        seen.append(event._default_prevented)
        event._return_value = False
        seen.append(event._default_prevented)

    target._add_event_listener("x", lambda e: None, {"passive": True})
    target._add_event_listener("x", cancel, options)
    target._add_event_listener("x", lambda e: seen.append(e._in_passive_listener_flag))
    result = target._dispatch_event(EventImpl("x", {"cancelable": True}))
    assert seen == [canceled, canceled, False]
    assert result is not canceled


def test_wheel_listeners_on_a_document_are_passive_by_default() -> None:
    document, outer, _, inner = three_levels()
    html = element(document, "html")
    body = element(document, "body", html)
    html_document = DocumentImpl(is_html=True)
    for target, passive in [
        (document, True),
        (outer, True),  # the document element
        (inner, False),
        (html, False),  # not in a document: its node document has another element
    ]:
        target._add_event_listener("wheel", lambda e: None)
        target._add_event_listener("click", lambda e: None)
        assert target._listeners is not None
        assert [listener.passive for listener in target._listeners] == [passive, False]
    append(html, html_document)
    body._add_event_listener("touchmove", lambda e: None)
    body._add_event_listener("touchmove", lambda e: None, {"passive": False, "capture": True})
    assert body._listeners is not None
    assert [listener.passive for listener in body._listeners] == [True, False]


def test_handle_event_is_looked_up_at_each_call_and_called_on_its_object(
    reported: list[ExceptionReport],
) -> None:
    target = EventTargetImpl()
    looked_up: list[object] = []

    class Listener:
        @property
        def handleEvent(self) -> Callable[[EventImpl], None]:
            looked_up.append(self)
            return lambda event: looked_up.append(event._type)

    listener = Listener()
    target._add_event_listener("x", listener)
    assert looked_up == []
    target._dispatch_event(EventImpl("x"))
    target._dispatch_event(EventImpl("x"))
    assert looked_up == [listener, "x", listener, "x"]

    class Callable_:
        def __init__(self) -> None:
            self.calls = 0

        def __call__(self, event: EventImpl) -> None:
            self.calls += 1

        def handleEvent(self, event: EventImpl) -> None:
            raise AssertionError("a callable is called, not its handleEvent")

    callable_ = Callable_()
    other = EventTargetImpl()
    other._add_event_listener("x", callable_)
    other._add_event_listener("x", object())  # no handleEvent: a TypeError, reported
    other._dispatch_event(EventImpl("x"))
    assert callable_.calls == 1
    assert [type(report.exc_value) for report in reported] == [TypeError]


def test_an_aborted_signal_adds_nothing_and_an_abort_removes_the_listener() -> None:
    target = EventTargetImpl()
    count = [0]

    def handler(event: EventImpl) -> None:
        count[0] += 1

    controller = AbortControllerImpl()
    target._add_event_listener("x", handler, {"signal": controller._signal, "capture": True})
    target._dispatch_event(EventImpl("x"))
    target._dispatch_event(EventImpl("x"))
    assert count[0] == 2
    controller._abort()
    target._dispatch_event(EventImpl("x"))
    assert count[0] == 2 and not target._listeners
    target._add_event_listener("x", handler, {"signal": controller._signal})
    assert not target._listeners
    target._add_event_listener("x", handler, {"signal": AbortSignalImpl._abort("why")})
    assert not target._listeners


def test_a_signal_does_not_prevent_removal_and_forgets_removed_listeners() -> None:
    target = EventTargetImpl()
    controller = AbortControllerImpl()
    signal = controller._signal

    def handler(event: EventImpl) -> None:
        raise AssertionError("removed")

    for _ in range(100):
        target._add_event_listener("x", handler, {"signal": signal, "once": True})
        target._remove_event_listener("x", handler)
    assert not target._listeners
    assert not signal._abort_algorithms  # the removed listeners' abort steps left with them
    target._dispatch_event(EventImpl("x"))


def test_aborting_from_a_listener_removes_the_later_listeners_of_the_signal() -> None:
    target = EventTargetImpl()
    controller = AbortControllerImpl()
    calls: list[str] = []

    def late(event: EventImpl) -> None:
        calls.append("late")

    def first(event: EventImpl) -> None:
        calls.append("first")
        target._add_event_listener("x", late, {"signal": controller._signal})
        controller._abort()

    target._add_event_listener("x", first, {"signal": controller._signal})
    target._add_event_listener("x", late, {"signal": controller._signal})
    target._dispatch_event(EventImpl("x"))
    assert calls == ["first"]


def test_the_abort_steps_remove_the_listener_added_not_one_added_later() -> None:
    """The listener a signal removes is the one added with it: after it was removed and the
    callback added again without the signal, aborting changes nothing (Chromium removes the
    new listener: see tests/e2e/test_dom_events_chromium.py)."""
    target = EventTargetImpl()
    count = [0]

    def handler(event: EventImpl) -> None:
        count[0] += 1

    controller = AbortControllerImpl()
    target._add_event_listener("x", handler, {"signal": controller._signal})
    target._remove_event_listener("x", handler)
    target._add_event_listener("x", handler)
    controller._abort()
    target._dispatch_event(EventImpl("x"))
    assert count[0] == 1


def test_remove_all_event_listeners_marks_them_removed_during_dispatch() -> None:
    target = EventTargetImpl()
    calls: list[str] = []

    def first(event: EventImpl) -> None:
        calls.append("a")
        remove_all_event_listeners(target)

    target._add_event_listener("x", first)
    target._add_event_listener("x", lambda e: calls.append("b"))
    target._dispatch_event(EventImpl("x"))
    assert calls == ["a"] and not target._listeners


# --- Dispatch over a tree ------------------------------------------------------------------


def test_capture_target_and_bubble_phases_over_three_levels() -> None:
    document, outer, middle, inner = three_levels()
    log: Log = []
    # At the target, capturing listeners run before the others, whatever their order.
    inner._add_event_listener("x", recorder(log, "inner B first"), False)
    listen_everywhere(log, [document, outer, middle, inner])
    assert inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert log == [
        ("#document C", CAPTURING_PHASE, "#document", "inner"),
        ("outer C", CAPTURING_PHASE, "outer", "inner"),
        ("middle C", CAPTURING_PHASE, "middle", "inner"),
        ("inner C", AT_TARGET, "inner", "inner"),
        ("inner B first", AT_TARGET, "inner", "inner"),
        ("inner B", AT_TARGET, "inner", "inner"),
        ("middle B", BUBBLING_PHASE, "middle", "inner"),
        ("outer B", BUBBLING_PHASE, "outer", "inner"),
        ("#document B", BUBBLING_PHASE, "#document", "inner"),
    ]


def test_an_event_that_does_not_bubble_stops_at_the_target() -> None:
    document, outer, middle, inner = three_levels()
    log: Log = []
    listen_everywhere(log, [document, outer, middle, inner])
    inner._dispatch_event(EventImpl("x"))
    assert [entry[0] for entry in log] == DOWN_TO_THE_TARGET


def test_after_dispatch_the_phase_current_target_and_path_are_reset() -> None:
    _, outer, middle, inner = three_levels()
    paths: list[list[str]] = []
    for node in (outer, middle, inner):
        node._add_event_listener(
            "x", lambda e: paths.append([name(t) for t in e._composed_path()]), True
        )
    event = EventImpl("x", {"bubbles": True})
    inner._dispatch_event(event)
    assert paths == [["inner", "middle", "outer", "#document"]] * 3
    assert event._event_phase == NONE and event._current_target is None
    assert event._composed_path() == [] and event._target is inner
    assert not event._dispatch_flag


def test_a_node_outside_a_document_has_its_tree_as_path() -> None:
    document = DocumentImpl()
    top = element(document, "top")
    leaf = TextImpl(document, "text")
    append(leaf, top)
    paths: list[list[str]] = []
    leaf._add_event_listener("x", lambda e: paths.append([name(t) for t in e._composed_path()]))
    leaf._dispatch_event(EventImpl("x"))
    assert paths == [["TextImpl", "top"]]


@pytest.mark.parametrize(
    ("stopper", "method", "expected"),
    [
        # stopPropagation: the other listeners of the same target still run.
        ("middle C", "_stop_propagation", ["#document C", "outer C", "middle C", "middle C2"]),
        ("middle C", "_stop_immediate_propagation", ["#document C", "outer C", "middle C"]),
        # At the target, stopping in a capturing listener stops its bubbling listeners too.
        (
            "inner C",
            "_stop_propagation",
            ["#document C", "outer C", "middle C", "middle C2", "inner C", "inner C2"],
        ),
        (
            "inner B",
            "_stop_propagation",
            [
                *["#document C", "outer C", "middle C", "middle C2", "inner C", "inner C2"],
                *["inner B", "inner B2"],
            ],
        ),
        (
            "middle B",
            "_stop_immediate_propagation",
            [
                *["#document C", "outer C", "middle C", "middle C2", "inner C", "inner C2"],
                *["inner B", "inner B2", "middle B"],
            ],
        ),
    ],
)
def test_stop_propagation_and_stop_immediate_propagation(
    stopper: str, method: str, expected: list[str]
) -> None:
    document, outer, middle, inner = three_levels()
    log: list[str] = []
    for node in (document, outer, middle, inner):
        for capture, suffix in ((True, "C"), (False, "B")):
            for label in (f"{name(node)} {suffix}", f"{name(node)} {suffix}2"):

                def listener(event: EventImpl, label: str = label) -> None:
                    log.append(label)
                    if label == stopper:
                        getattr(event, method)()

                if label in ("#document C2", "outer C2", "#document B2", "outer B2"):
                    continue
                node._add_event_listener("x", listener, capture)
    event = EventImpl("x", {"bubbles": True})
    inner._dispatch_event(event)
    assert log == expected
    assert not event._cancel_bubble  # dispatch unsets the flags


def test_a_stopped_event_reaches_no_listener_until_it_is_dispatched_again() -> None:
    """The Standard keeps the stop propagation flag set before a dispatch (only dispatch's end
    and initialization unset it): no listener runs, a plain target's included (Chromium runs
    a plain target's listeners: see tests/e2e/test_dom_events_chromium.py)."""
    inner = three_levels()[3]
    plain = EventTargetImpl()
    for target in (inner, plain):
        calls: list[int] = []
        target._add_event_listener("x", lambda e, calls=calls: calls.append(1))
        for stop in ("_stop_propagation", "_stop_immediate_propagation"):
            event = EventImpl("x", {"bubbles": True})
            getattr(event, stop)()
            target._dispatch_event(event)
            assert calls == []
            target._dispatch_event(event)
            assert calls == [1]
            calls.clear()


def test_dispatch_returns_false_when_canceled_and_the_event_can_be_dispatched_again() -> None:
    _, outer, _, inner = three_levels()
    outer._add_event_listener("x", lambda e: e._prevent_default())
    event = EventImpl("x", {"bubbles": True, "cancelable": True})
    assert inner._dispatch_event(event) is False
    assert event._default_prevented
    seen: list[bool] = []
    inner._add_event_listener("x", lambda e: seen.append(e._default_prevented))
    assert inner._dispatch_event(event) is False  # the canceled flag stays
    assert seen == [True]
    assert inner._dispatch_event(EventImpl("x", {"bubbles": True})) is True


def test_dispatching_an_event_being_dispatched_is_an_invalid_state_error() -> None:
    _, outer, _, inner = three_levels()
    event = EventImpl("x", {"bubbles": True})
    errors: list[str] = []

    def redispatch(e: EventImpl) -> None:
        for target in (inner, outer, EventTargetImpl()):
            with pytest.raises(DOMException) as caught:
                target._dispatch_event(e)
            errors.append(caught.value.name)

    outer._add_event_listener("x", redispatch)
    assert inner._dispatch_event(event) is True
    assert errors == ["InvalidStateError"] * 3
    assert inner._dispatch_event(event) is True  # after the dispatch, again


def test_an_uninitialized_event_is_an_invalid_state_error() -> None:
    event = EventImpl("x")
    event._initialized_flag = False  # as document.createEvent() leaves it
    with pytest.raises(DOMException) as caught:
        EventTargetImpl()._dispatch_event(event)
    assert caught.value.name == "InvalidStateError" and caught.value.code == 11
    event._init_event("x")
    assert EventTargetImpl()._dispatch_event(event) is True


def test_dispatch_event_makes_a_trusted_event_untrusted() -> None:
    event = create_an_event()
    event._type = "x"
    seen: list[bool] = []
    target = EventTargetImpl()
    target._add_event_listener("x", lambda e: seen.append(e._is_trusted))
    target._dispatch_event(event)
    assert fire_an_event("x", target) is True
    assert seen == [False, True]


def test_listeners_removed_during_dispatch_do_not_run() -> None:
    _, outer, middle, inner = three_levels()
    log: list[str] = []

    def outer_bubble(event: EventImpl) -> None:
        log.append("outer B")

    def later(event: EventImpl) -> None:
        log.append("inner later")

    def remover(event: EventImpl) -> None:
        log.append("inner remover")
        inner._remove_event_listener("x", later)
        outer._remove_event_listener("x", outer_bubble)

    inner._add_event_listener("x", remover)
    inner._add_event_listener("x", later)
    middle._add_event_listener("x", lambda e: log.append("middle B"))
    outer._add_event_listener("x", outer_bubble)
    inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert log == ["inner remover", "middle B"]


def test_listeners_added_during_dispatch_run_from_the_next_target_on() -> None:
    _, outer, middle, inner = three_levels()
    log: list[str] = []

    def added(label: str) -> Callable[[EventImpl], None]:
        return lambda event: log.append(label)

    inner_added, outer_added, middle_added = (
        added("inner added"),
        added("outer added"),
        added("middle added C"),
    )

    def adder(event: EventImpl) -> None:
        log.append("inner adder")
        inner._add_event_listener("x", inner_added)
        outer._add_event_listener("x", outer_added)
        middle._add_event_listener("x", middle_added, True)

    inner._add_event_listener("x", adder)
    inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert log == ["inner adder", "outer added"]
    log.clear()
    inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert log == ["middle added C", "inner adder", "inner added", "outer added"]


def test_a_capturing_listener_at_the_target_can_add_a_bubbling_one_that_runs() -> None:
    """The target's list is cloned again for its bubbling listeners (Chromium agrees)."""
    target = EventTargetImpl()
    log: list[str] = []

    def capture(event: EventImpl) -> None:
        log.append("capture")
        target._add_event_listener("x", lambda e: log.append("added"))

    target._add_event_listener("x", capture, True)
    target._dispatch_event(EventImpl("x"))
    assert log == ["capture", "added"]


def test_the_path_is_the_one_computed_before_the_first_listener() -> None:
    document, outer, middle, inner = three_levels()
    elsewhere = element(document, "elsewhere", outer)
    log: Log = []
    listen_everywhere(log, [document, outer, middle, inner, elsewhere])

    def move(event: EventImpl) -> None:
        append(inner, elsewhere)  # inner leaves middle during the dispatch
        remove(middle)

    inner._add_event_listener("x", move, {"once": True})
    inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert inner._parent is elsewhere and middle._parent is None
    assert [entry[0] for entry in log] == [
        *DOWN_TO_THE_TARGET,
        "middle B",
        "outer B",
        "#document B",
    ]
    log.clear()
    inner._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert [entry[0] for entry in log][:4] == ["#document C", "outer C", "elsewhere C", "inner C"]


# --- Exceptions ----------------------------------------------------------------------------


def test_a_listener_that_raises_is_reported_and_dispatch_goes_on(
    reported: list[ExceptionReport],
) -> None:
    _, outer, _, inner = three_levels()
    calls: list[str] = []
    failure = ValueError("boom")

    def first(event: EventImpl) -> None:
        calls.append("first")
        raise failure

    inner._add_event_listener("x", first)
    inner._add_event_listener("x", lambda e: calls.append("second"))
    outer._add_event_listener("x", lambda e: calls.append("outer"))
    thrown: list[bool] = []
    event = EventImpl("x", {"bubbles": True})
    event._is_trusted = True
    assert dispatch(event, inner, thrown) is True
    assert calls == ["first", "second", "outer"] and thrown == [True]
    assert len(reported) == 1
    report = reported[0]
    assert report.exc_value is failure and report.exc_type is ValueError
    assert report.exc_traceback is failure.__traceback__ and report.object is first
    assert "'x'" in report.err_msg


def dispatch_to_a_failing_listener(error: Exception) -> Callable[[EventImpl], None]:
    """With the default reporter, dispatch an event to a listener that raises ``error``;
    returns the listener."""
    set_exception_reporter(None)  # the autouse fixture restores the collecting one
    target = EventTargetImpl()

    def fails(event: EventImpl) -> None:
        raise error

    target._add_event_listener("x", fails)
    target._dispatch_event(EventImpl("x"))
    return fails


def test_the_default_reporter_calls_sys_unraisablehook(monkeypatch: pytest.MonkeyPatch) -> None:
    hooked: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", hooked.append)
    fails = dispatch_to_a_failing_listener(KeyError("k"))
    assert [(type(h.exc_value), h.object) for h in hooked] == [(KeyError, fails)]


def test_without_a_hook_the_default_reporter_writes_to_stderr(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "unraisablehook", sys.__unraisablehook__)
    dispatch_to_a_failing_listener(LookupError("written"))
    err = capsys.readouterr().err
    assert "Exception in an event listener for 'x'" in err and "fails" in err
    assert "LookupError: written" in err


def test_a_keyboard_interrupt_ends_the_dispatch_and_resets_the_event(
    reported: list[ExceptionReport],
) -> None:
    _, _, middle, inner = three_levels()
    calls: list[str] = []

    def interrupt(event: EventImpl) -> None:
        raise KeyboardInterrupt

    inner._add_event_listener("x", interrupt, {"passive": True})
    middle._add_event_listener("x", lambda e: calls.append("middle"))
    event = EventImpl("x", {"bubbles": True})
    with pytest.raises(KeyboardInterrupt):
        inner._dispatch_event(event)
    assert calls == [] and reported == []
    assert not event._dispatch_flag and not event._in_passive_listener_flag
    assert event._event_phase == NONE and event._composed_path() == []
    inner._remove_event_listener("x", interrupt)
    assert inner._dispatch_event(event) is True and calls == ["middle"]


# --- Legacy types, activation, event handlers ----------------------------------------------


def test_a_trusted_event_without_listeners_reaches_the_legacy_type() -> None:
    target = EventTargetImpl()
    seen: list[str] = []
    target._add_event_listener("webkitAnimationEnd", lambda e: seen.append(e._type))
    event = create_an_event()
    event._type = "animationend"
    dispatch(event, target)
    assert seen == ["webkitAnimationEnd"] and event._type == "animationend"
    target._dispatch_event(event)  # untrusted: no legacy type
    assert seen == ["webkitAnimationEnd"]
    target._add_event_listener("animationend", lambda e: seen.append(e._type))
    dispatch(create_an_event(), target)  # type "": no listener for it, no legacy type
    fire_an_event("animationend", target)
    assert seen == ["webkitAnimationEnd", "animationend"]


class _Clickable(ElementImpl):
    """An element with activation behavior (HTML's, e.g. an ``a`` element's)."""

    __slots__ = ()
    log: ClassVar[list[str]] = []

    def _activation_behavior(self, event: EventImpl) -> None:
        self.log.append(f"activate {self._local_name} {event._event_phase}")

    def _legacy_pre_activation_behavior(self) -> None:
        self.log.append(f"pre {self._local_name}")

    def _legacy_canceled_activation_behavior(self) -> None:
        self.log.append(f"canceled {self._local_name}")


class _MouseEvent(EventImpl):
    __slots__ = ()
    _mouse_event = True


def test_activation_behavior_runs_after_a_click_unless_canceled() -> None:
    document = DocumentImpl(is_html=True)
    link = _Clickable(document, HTML_NAMESPACE, "a")
    span = element(document, "span", link)
    log = _Clickable.log
    log.clear()
    span._add_event_listener("click", lambda e: log.append("listener"))
    span._dispatch_event(_MouseEvent("click", {"bubbles": True}))
    assert log == ["pre a", "listener", "activate a 0"]
    log.clear()
    span._dispatch_event(_MouseEvent("click"))  # not bubbling: the ancestor is not activated
    span._dispatch_event(EventImpl("click", {"bubbles": True}))  # not a MouseEvent
    assert log == ["listener", "listener"]
    log.clear()
    link._add_event_listener("click", lambda e: e._prevent_default())
    span._dispatch_event(_MouseEvent("click", {"bubbles": True, "cancelable": True}))
    assert log == ["pre a", "listener", "canceled a"]


def test_an_event_handler_keeps_its_place_and_a_null_value_removes_it() -> None:
    target = EventTargetImpl()
    log: list[str] = []
    set_event_handler(target, "onx", lambda e: log.append("h1"))
    target._add_event_listener("x", lambda e: log.append("listener"))
    second = lambda e: log.append("h2")  # noqa: E731
    set_event_handler(target, "onx", second)
    assert get_event_handler(target, "onx") is second
    target._dispatch_event(EventImpl("x"))
    set_event_handler(target, "onx", None)
    assert get_event_handler(target, "onx") is None
    set_event_handler(target, "onx", lambda e: log.append("h3"))
    set_event_handler(target, "ony", lambda e: log.append("other type"))
    target._dispatch_event(EventImpl("x"))
    assert log == ["h2", "listener", "listener", "h3"]


def test_an_event_handler_returning_false_cancels_and_an_object_value_does_nothing() -> None:
    target = EventTargetImpl()
    set_event_handler(target, "onx", lambda e: False)
    event = EventImpl("x")
    assert target._dispatch_event(event) is False  # HTML sets the canceled flag itself
    set_event_handler(target, "onx", lambda e: 0)
    assert target._dispatch_event(EventImpl("x", {"cancelable": True})) is True
    handler_object = type("Handler", (), {"handleEvent": lambda self, e: False})()
    set_event_handler(target, "onx", handler_object)
    assert get_event_handler(target, "onx") is handler_object
    assert target._dispatch_event(EventImpl("x", {"cancelable": True})) is True


# --- Deep trees ----------------------------------------------------------------------------


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_tree_deeper_than_the_recursion_limit(depth: int) -> None:
    document = DocumentImpl()
    top = node = element(document, "e")
    for _ in range(depth - 1):
        child = ElementImpl(document, None, "e")
        insert(child, node, None)  # no validity check: it walks the ancestors
        node = child
    append(top, document)
    counts = [0, 0]
    top._add_event_listener("x", lambda e: counts.__setitem__(0, counts[0] + 1), True)
    top._add_event_listener("x", lambda e: counts.__setitem__(1, len(e._composed_path())))
    assert node._dispatch_event(EventImpl("x", {"bubbles": True}))
    assert counts == [1, depth + 1]
