"""End to end: DOM events and ``AbortSignal`` against Chromium's (Debian's /usr/bin/chromium,
headless, through Playwright). Each scenario is one small program written twice, in JavaScript
for Chromium and in Python over webapi's implementation classes (webapi/dom/_events, _abort;
the public classes come later), and both record what happens (which listener ran, in which
phase, on which target; the errors' names; the abort reasons) in a list of strings: the lists
must be equal.

Where Chromium departs from the DOM and HTML Standards, :data:`CHROMIUM_DEPARTURES` names the
scenario, with webapi's answer (the Standard's) and Chromium's; each is documented in
docs/browsers.md and must still differ.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from oracles.chromium import evaluate
from webapi.dom import DOMException
from webapi.dom._abort import AbortControllerImpl, AbortReasonError, AbortSignalImpl
from webapi.dom._event import CustomEventImpl, EventImpl
from webapi.dom._event_handlers import set_event_handler
from webapi.dom._events import EventTargetImpl, ExceptionReport, set_exception_reporter
from webapi.dom._mutation import append, remove
from webapi.dom._nodes import DocumentImpl, ElementImpl, NodeImpl

pytestmark = pytest.mark.needs_subprocess

REPO = Path(__file__).resolve().parents[2]

#: The scenarios in JavaScript (a function evaluated in a blank page: the names -> their logs).
JAVASCRIPT = Path(__file__).with_name("dom_events_scenarios.js")


# --- The same programs over webapi's implementation classes ----------------------------------


def tree() -> tuple[DocumentImpl, ElementImpl, ElementImpl, ElementImpl]:
    document = DocumentImpl()
    outer = ElementImpl(document, None, "outer")
    append(outer, document)
    middle = ElementImpl(document, None, "middle")
    append(middle, outer)
    inner = ElementImpl(document, None, "inner")
    append(inner, middle)
    return document, outer, middle, inner


def nm(target: object) -> str:
    if target is None:
        return "null"
    if isinstance(target, DocumentImpl):
        return "#document"
    if isinstance(target, ElementImpl):
        return target._local_name
    return "target"


def js(value: object) -> str:
    """A value as JavaScript's String() writes it (for the values the scenarios log)."""
    if value is None:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def everywhere(log: list[str], targets: list[NodeImpl]) -> None:
    for t in targets:
        for capture, letter in ((True, "C"), (False, "B")):

            def listener(e: EventImpl, t: NodeImpl = t, letter: str = letter) -> None:
                log.append(f"{nm(t)} {letter} {e._event_phase} {nm(e._target)}")

            t._add_event_listener("x", listener, capture)


def phases() -> list[str]:
    log: list[str] = []
    d, o, m, i = tree()
    i._add_event_listener("x", lambda e: log.append(f"inner first {e._event_phase}"))
    everywhere(log, [d, o, m, i])
    log.append(js(i._dispatch_event(EventImpl("x", {"bubbles": True}))))
    return log


def no_bubble() -> list[str]:
    log: list[str] = []
    d, o, m, i = tree()
    everywhere(log, [d, o, m, i])
    i._dispatch_event(EventImpl("x"))
    return log


def stops() -> list[str]:
    log: list[str] = []
    for where, capture, method in [
        ("middle", True, "_stop_propagation"),
        ("middle", True, "_stop_immediate_propagation"),
        ("inner", True, "_stop_propagation"),
        ("inner", False, "_stop_immediate_propagation"),
        ("middle", False, "_stop_propagation"),
    ]:
        d, o, m, i = tree()
        for t in (d, o, m, i):
            for c in (True, False):
                for n in (1, 2):

                    def listener(
                        e: EventImpl,
                        t: NodeImpl = t,
                        c: bool = c,
                        n: int = n,
                        stop: tuple[str, bool, str] = (where, capture, method),
                    ) -> None:
                        log.append(f"{nm(t)} {'C' if c else 'B'}{n}")
                        if nm(t) == stop[0] and c == stop[1] and n == 1:
                            getattr(e, stop[2])()

                    t._add_event_listener("x", listener, c)
        event = EventImpl("x", {"bubbles": True})
        i._dispatch_event(event)
        log.append(f"end {js(event._cancel_bubble)}")
    return log


def once() -> list[str]:
    log: list[str] = []
    t = EventTargetImpl()

    def first(e: EventImpl) -> None:
        log.append("once")
        t._dispatch_event(EventImpl("x"))

    t._add_event_listener("x", first, {"once": True})
    t._add_event_listener("x", lambda e: log.append("normal"))
    t._dispatch_event(EventImpl("x"))
    t._dispatch_event(EventImpl("x"))

    def h(e: EventImpl) -> None:
        log.append("h")

    t._add_event_listener("y", h, {"once": True})
    t._add_event_listener("y", h)
    t._dispatch_event(EventImpl("y"))
    t._dispatch_event(EventImpl("y"))
    return log


def passive() -> list[str]:
    log: list[str] = []
    for options in ({"passive": True}, {"passive": False}, {}, True):
        t = EventTargetImpl()

        def cancel(e: EventImpl) -> None:
            e._prevent_default()
            log.append(f"prevented {js(e._default_prevented)}")
            e._return_value = False
            log.append(f"returnValue {js(e._return_value)}")

        t._add_event_listener("x", cancel, options)
        log.append(f"returned {js(t._dispatch_event(EventImpl('x', {'cancelable': True})))}")
    return log


def signal() -> list[str]:
    log: list[str] = []
    t = EventTargetImpl()
    c = AbortControllerImpl()

    def h(e: EventImpl) -> None:
        log.append("h")

    t._add_event_listener("x", h, {"signal": c._signal, "capture": True})
    t._dispatch_event(EventImpl("x"))
    c._abort()
    t._dispatch_event(EventImpl("x"))
    t._add_event_listener("x", h, {"signal": c._signal})
    t._dispatch_event(EventImpl("x"))
    c2 = AbortControllerImpl()

    def late(e: EventImpl) -> None:
        log.append("late")

    def first(e: EventImpl) -> None:
        log.append("first")
        t._add_event_listener("y", late, {"signal": c2._signal})
        c2._abort()

    t._add_event_listener("y", first, {"signal": c2._signal})
    t._add_event_listener("y", late, {"signal": c2._signal})
    t._dispatch_event(EventImpl("y"))
    c3 = AbortControllerImpl()
    count = [0]

    def k(e: EventImpl) -> None:
        count[0] += 1

    t._add_event_listener("z", k)
    t._add_event_listener("z", k, {"signal": c3._signal})
    c3._abort()
    t._dispatch_event(EventImpl("z"))
    log.append(f"duplicate kept {count[0]}")
    return log


def changes_during_dispatch() -> list[str]:
    log: list[str] = []
    d, o, m, i = tree()

    def logger(text: str) -> Callable[[EventImpl], None]:
        return lambda e: log.append(text)

    later, outer_b = logger("inner later"), logger("outer B")
    inner_added, outer_added = logger("inner added"), logger("outer added")
    middle_added = logger("middle added C")

    def changer(e: EventImpl) -> None:
        log.append("inner changer")
        i._remove_event_listener("x", later)
        o._remove_event_listener("x", outer_b)
        i._add_event_listener("x", inner_added)
        o._add_event_listener("x", outer_added)
        m._add_event_listener("x", middle_added, True)

    i._add_event_listener("x", changer)
    i._add_event_listener("x", later)
    m._add_event_listener("x", logger("middle B"))
    o._add_event_listener("x", outer_b)
    i._dispatch_event(EventImpl("x", {"bubbles": True}))
    log.append("again")
    i._dispatch_event(EventImpl("x", {"bubbles": True}))
    t = ElementImpl(d, None, "detached")

    def capture(e: EventImpl) -> None:
        log.append("capture")
        t._add_event_listener("c", logger("added bubble"))

    t._add_event_listener("c", capture, True)
    t._dispatch_event(EventImpl("c"))
    return log


def move_during_dispatch() -> list[str]:
    log: list[str] = []
    d, o, m, i = tree()
    elsewhere = ElementImpl(d, None, "elsewhere")
    append(elsewhere, o)
    everywhere(log, [d, o, m, i, elsewhere])

    def move(e: EventImpl) -> None:
        append(i, elsewhere)
        remove(m)

    i._add_event_listener("x", move, {"once": True})
    i._dispatch_event(EventImpl("x", {"bubbles": True}))
    log.append("again")
    i._dispatch_event(EventImpl("x", {"bubbles": True}))
    return log


def composed_path() -> list[str]:
    log: list[str] = []
    _, o, m, i = tree()
    for t in (o, m, i):
        t._add_event_listener(
            "x", lambda e: log.append(",".join(nm(n) for n in e._composed_path()))
        )
    e = EventImpl("x", {"bubbles": True})
    i._dispatch_event(e)
    log.append(
        f"after {len(e._composed_path())} {e._event_phase} {nm(e._current_target)} {nm(e._target)}"
    )
    return log


def invalid_state() -> list[str]:
    log: list[str] = []
    _, o, _, i = tree()
    e = EventImpl("x", {"bubbles": True})

    def redispatch(ev: EventImpl) -> None:
        for t in (i, o, EventTargetImpl()):
            try:
                t._dispatch_event(ev)
                log.append("no error")
            except DOMException as error:
                log.append(error.name)

    o._add_event_listener("x", redispatch)
    log.append(js(i._dispatch_event(e)))
    log.append(js(i._dispatch_event(e)))
    created = EventImpl("")
    created._initialized_flag = False  # document.createEvent("Event")'s state
    try:
        EventTargetImpl()._dispatch_event(created)
    except DOMException as error:
        log.append(error.name)
    created._init_event("x")
    log.append(js(EventTargetImpl()._dispatch_event(created)))
    return log


def throwing() -> list[str]:
    log: list[str] = []
    _, o, _, i = tree()

    def first(e: EventImpl) -> None:
        log.append("first")
        raise RuntimeError("boom")

    i._add_event_listener("x", first)
    i._add_event_listener("x", lambda e: log.append("second"))
    o._add_event_listener("x", lambda e: log.append("outer"))
    log.append(js(i._dispatch_event(EventImpl("x", {"bubbles": True}))))
    return log


def handle_event() -> list[str]:
    log: list[str] = []
    t = EventTargetImpl()
    lookups = [0]

    class Listener:
        @property
        def handleEvent(self) -> Callable[[EventImpl], None]:
            lookups[0] += 1
            return lambda e: log.append(f"handled {e._type} {lookups[0]}")

    listener = Listener()
    t._add_event_listener("x", listener)
    t._dispatch_event(EventImpl("x"))
    t._dispatch_event(EventImpl("x"))
    t._remove_event_listener("x", listener)
    t._dispatch_event(EventImpl("x"))
    log.append(f"lookups {lookups[0]}")
    return log


def init_while_dispatching() -> list[str]:
    log: list[str] = []
    t = EventTargetImpl()
    e, c = EventImpl("x"), CustomEventImpl("x")

    def reinitialize(ev: EventImpl) -> None:
        ev._init_event("y", True, True)
        if isinstance(ev, CustomEventImpl):
            ev._init_custom_event("y", True, True, 1)

    t._add_event_listener("x", reinitialize)
    for ev in (e, c):
        t._dispatch_event(ev)
        log.append(f"{ev._type} {js(ev._bubbles)} {js(ev._cancelable)}")
    log.append("null" if c._detail is None else js(c._detail))
    e._stop_propagation()
    e._prevent_default()
    e._init_event("z", False, True)
    log.append(f"{e._type} {js(e._cancel_bubble)} {js(e._default_prevented)} {js(e._cancelable)}")
    return log


def canceled_stays() -> list[str]:
    log: list[str] = []
    _, o, _, i = tree()
    o._add_event_listener("x", lambda e: e._prevent_default())
    e = EventImpl("x", {"bubbles": True, "cancelable": True})
    log.append(js(i._dispatch_event(e)))
    i._add_event_listener("x", lambda ev: log.append(f"seen {js(ev._default_prevented)}"))
    log.append(js(i._dispatch_event(e)))
    log.append(js(e._default_prevented))
    return log


def reason_name(signal: AbortSignalImpl) -> str:
    reason = signal._reason
    return reason.name if isinstance(reason, DOMException) else js(reason)


def abort_basics() -> list[str]:
    log: list[str] = []
    c = AbortControllerImpl()
    s = c._signal
    log.append(f"{js(s._aborted)} {js(s._reason)}")
    s._add_event_listener(
        "abort",
        lambda e: log.append(
            f"event {e._type} {js(e._target is s)} {js(e._bubbles)} {js(e._cancelable)} "
            f"{js(e._is_trusted)} {reason_name(s)}"
        ),
    )
    count = [0]
    s._onabort = lambda e: count.__setitem__(0, count[0] + 1)
    c._abort()
    c._abort("again")
    assert isinstance(s._reason, DOMException)
    log.append(f"{js(s._aborted)} {s._reason.name} {s._reason.message} {count[0]}")
    try:
        s._throw_if_aborted()
    except DOMException as error:
        log.append(f"thrown {js(error is s._reason)}")
    log += [reason_name(AbortSignalImpl._abort()), reason_name(AbortSignalImpl._abort("why"))]
    c2 = AbortControllerImpl()
    c2._abort()
    c2._signal._onabort = lambda e: log.append("late handler")
    c3 = AbortControllerImpl()

    def reentrant(e: EventImpl) -> None:
        log.append("reentrant")
        c3._abort("second")

    c3._signal._add_event_listener("abort", reentrant)
    c3._abort("first")
    log.append(reason_name(c3._signal))
    return log


def onabort_order() -> list[str]:
    log: list[str] = []
    s = AbortControllerImpl()._signal
    s._onabort = lambda e: log.append("h1")
    s._add_event_listener("abort", lambda e: log.append("listener"))
    s._onabort = lambda e: log.append("h2")
    s._dispatch_event(EventImpl("abort"))
    s._onabort = None
    log.append("null" if s._onabort is None else "set")
    s._onabort = lambda e: log.append("h3")
    s._dispatch_event(EventImpl("abort"))
    return log


def any_() -> list[str]:
    log: list[str] = []
    c = AbortControllerImpl()
    signals = [c._signal]
    signals.append(AbortSignalImpl._any([c._signal]))
    signals.append(AbortSignalImpl._any([c._signal]))
    signals.append(AbortSignalImpl._any([signals[0]]))
    signals.append(AbortSignalImpl._any([signals[1]]))
    for index, s in enumerate(signals):
        s._add_event_listener(
            "abort",
            lambda e, index=index: log.append(
                f"order {index} {js(all(x._aborted for x in signals))}"
            ),
        )
    c._abort()
    cs = [AbortControllerImpl() for _ in range(3)]
    cs[1]._abort("reason 1")
    cs[2]._abort("reason 2")
    a = AbortSignalImpl._any([x._signal for x in cs])
    log.append(f"{js(a._aborted)} {reason_name(a)}")
    for which in range(3):
        k = [AbortControllerImpl() for _ in range(3)]
        first = AbortSignalImpl._any([k[0]._signal, k[1]._signal])
        second = AbortSignalImpl._any([first, k[2]._signal])
        fired = [0]
        second._onabort = lambda e, fired=fired: fired.__setitem__(0, fired[0] + 1)
        k[which]._abort(f"r{which}")
        log.append(f"composed {which} {fired[0]} {reason_name(second)} {js(first._aborted)}")
    one, two = AbortControllerImpl(), AbortControllerImpl()
    both = AbortSignalImpl._any([one._signal, two._signal])

    def abort_two(e: EventImpl) -> None:
        log.append(f"one {js(both._aborted)} {reason_name(both)}")
        two._abort("reason two")

    one._signal._add_event_listener("abort", abort_two)
    two._signal._add_event_listener("abort", lambda e: log.append("two"))
    both._add_event_listener("abort", lambda e: log.append(f"both {reason_name(both)}"))
    one._abort("reason one")
    log.append(f"empty {js(AbortSignalImpl._any([])._aborted)}")
    same = AbortControllerImpl()
    twice = AbortSignalImpl._any([same._signal, same._signal])
    n = [0]
    twice._onabort = lambda e: n.__setitem__(0, n[0] + 1)
    same._abort("r")
    log.append(f"twice {n[0]} {reason_name(twice)}")
    return log


def plain_target() -> list[str]:
    log: list[str] = []
    for t in (EventTargetImpl(), AbortControllerImpl()._signal):
        for capture, number in ((True, "1"), (False, "2"), (True, "3")):
            t._add_event_listener("o", lambda e, n=number: log.append(n), capture)
        t._dispatch_event(EventImpl("o"))
        t._add_event_listener("x", lambda e: log.append("listener"))
        for method, stop_method in (
            ("stopPropagation", EventImpl._stop_propagation),
            ("stopImmediatePropagation", EventImpl._stop_immediate_propagation),
        ):
            e = EventImpl("x")
            stop_method(e)
            t._dispatch_event(e)
            log.append(f"{method} done")

        def stop(e: EventImpl) -> None:
            log.append("capture")
            e._stop_propagation()

        t._add_event_listener("y", stop, True)
        t._add_event_listener("y", lambda e: log.append("bubble"))
        t._dispatch_event(EventImpl("y"))

        def adds(e: EventImpl, t: EventTargetImpl = t) -> None:
            log.append("capture adds")
            t._add_event_listener("c", lambda e: log.append("added"))

        t._add_event_listener("c", adds, True)
        t._dispatch_event(EventImpl("c"))
    return log


def abort_removes_later_listener() -> list[str]:
    log: list[str] = []
    t = EventTargetImpl()
    c = AbortControllerImpl()

    def h(e: EventImpl) -> None:
        log.append("h")

    t._add_event_listener("x", h, {"signal": c._signal})
    t._remove_event_listener("x", h)
    t._add_event_listener("x", h)
    c._abort()
    t._dispatch_event(EventImpl("x"))
    return log


def handler_false() -> list[str]:
    log: list[str] = []
    for cancelable in (True, False):
        s = AbortControllerImpl()._signal
        set_event_handler(s, "onabort", lambda e: False)
        e = EventImpl("abort", {"cancelable": cancelable})
        log.append(f"{js(s._dispatch_event(e))} {js(e._default_prevented)}")
    return log


#: JavaScript name -> the same program in Python.
SCENARIOS: dict[str, Callable[[], list[str]]] = {
    "phases": phases,
    "noBubble": no_bubble,
    "stops": stops,
    "once": once,
    "passive": passive,
    "signal": signal,
    "changesDuringDispatch": changes_during_dispatch,
    "moveDuringDispatch": move_during_dispatch,
    "composedPath": composed_path,
    "invalidState": invalid_state,
    "throwing": throwing,
    "handleEvent": handle_event,
    "initWhileDispatching": init_while_dispatching,
    "canceledStays": canceled_stays,
    "abortBasics": abort_basics,
    "onabortOrder": onabort_order,
    "any": any_,
    "plainTarget": plain_target,
    "abortRemovesLaterListener": abort_removes_later_listener,
    "handlerFalse": handler_false,
}

#: Scenario -> (docs/browsers.md's class, webapi's log: the Standard's, Chromium 156's log).
CHROMIUM_DEPARTURES: dict[str, tuple[str, list[str], list[str]]] = {
    "plainTarget": (
        "chromium-plain-target-one-pass",
        2
        * [
            *["1", "3", "2", "stopPropagation done", "stopImmediatePropagation done"],
            *["capture", "capture adds", "added"],
        ],
        2
        * [
            *["1", "2", "3", "listener", "stopPropagation done"],
            *["stopImmediatePropagation done", "capture", "bubble", "capture adds"],
        ],
    ),
    "abortRemovesLaterListener": ("chromium-abort-removes-a-later-listener", ["h"], []),
    "handlerFalse": (
        "chromium-event-handler-false-needs-cancelable",
        ["false true", "false true"],
        ["false true", "true false"],
    ),
}


@pytest.fixture(scope="module")
def chromium_logs() -> dict[str, list[str]]:
    lines = JAVASCRIPT.read_text(encoding="utf-8").splitlines()
    function = "\n".join(line for line in lines if not line.startswith("//"))
    result: dict[str, list[str]] = evaluate(function, list(SCENARIOS))
    return result


@pytest.fixture
def collected_reports() -> Iterator[list[ExceptionReport]]:
    reports: list[ExceptionReport] = []
    previous = set_exception_reporter(reports.append)
    yield reports
    set_exception_reporter(previous)


@pytest.mark.parametrize("name", [n for n in SCENARIOS if n not in CHROMIUM_DEPARTURES])
def test_webapi_records_what_chromium_records(
    name: str, chromium_logs: dict[str, list[str]], collected_reports: list[ExceptionReport]
) -> None:
    mine = SCENARIOS[name]()
    assert mine == chromium_logs[name]
    assert len(mine) > 1  # the scenario ran
    if name == "throwing":
        assert [type(r.exc_value) for r in collected_reports] == [RuntimeError]
    else:
        assert collected_reports == []


@pytest.mark.parametrize("name", list(CHROMIUM_DEPARTURES))
def test_each_chromium_departure_still_differs_and_is_documented(
    name: str, chromium_logs: dict[str, list[str]]
) -> None:
    class_id, standard, chromium = CHROMIUM_DEPARTURES[name]
    assert SCENARIOS[name]() == standard
    assert chromium_logs[name] == chromium
    page = (REPO / "docs" / "browsers.md").read_text(encoding="utf-8")
    assert f"### `{class_id}`" in page
    assert f"[`{class_id}`](#{class_id})" in page


def test_the_scenarios_raise_nothing_unexpected() -> None:
    """AbortReasonError is webapi's only difference of kind: JavaScript throws any value."""
    with pytest.raises(AbortReasonError) as raised:
        AbortSignalImpl._abort("why")._throw_if_aborted()
    assert raised.value.reason == "why"
