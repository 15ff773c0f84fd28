"""The ``Window`` (webapi/html/browsing/_window.py): its place among frames, named access, and what
runs on its event loop — timers (ids, arguments, clearing, intervals, the nesting clamp), microtask
queuing, animation frames, ``reportError`` and the ``error`` event — on a virtual clock.

Chromium 156's answers the tests follow (recorded with Playwright on about:blank): a chain of
``setTimeout(f, 0)`` waits about 0 ms for the first six calls and 4 ms from the seventh on
(the call made from a timer task of nesting level 6: "greater than 5"); ids of ``setTimeout``
and ``setInterval`` count up by one, shared; a negative delay is 0; one turn runs
``queueMicrotask``'s callback, then a 0 ms timer, then an animation frame, then a 20 ms timer.
"""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.eventloop import ExceptionReport, VirtualClock, set_exception_reporter
from webapi.html import (
    ErrorEvent,
    Window,
    WindowProxy,
    create_top_level_traversable,
    document_from_response,
    set_script_engine,
)


def open_window(markup: bytes = b"<!doctype html><body>", url: str = "https://a.example/") -> Any:
    document = document_from_response(markup, url, "text/html")
    return create_top_level_traversable(document, clock=VirtualClock())


@pytest.fixture
def window() -> Any:
    return open_window()


def test_the_window_is_its_own_window_proxy_and_shows_its_document(window: Any) -> None:
    assert isinstance(window, Window) and WindowProxy is Window
    assert window.window is window and window.self is window and window.frames is window
    assert window.top is window and window.parent is window and window.frameElement is None
    assert window.document.URL == "https://a.example/" and window.length == 0
    assert not window.closed and window.name == "" and bool(window)
    assert window.origin == "https://a.example" and window.crossOriginIsolated is False
    assert repr(window) == "<Window of https://a.example/>"
    for operation in (copy.copy, copy.deepcopy, pickle.dumps):
        with pytest.raises(TypeError):
            operation(window)


def test_frames_are_windows_in_tree_order_with_their_names() -> None:
    window = open_window(
        b"<!doctype html><iframe name=one srcdoc=a></iframe><iframe srcdoc=b></iframe>"
    )
    assert window.length == 2
    first, second = window[0], window[1]
    assert first.name == "one" and second.name == ""
    assert first.parent is window and first.top is window and first.frameElement.name == "one"
    assert first.document.body.textContent == "a" and window["one"] is first
    with pytest.raises(IndexError):
        window[2]
    first.frameElement.remove()
    assert first.closed and window.length == 1


def test_named_access_finds_frames_then_elements() -> None:
    window = open_window(
        b"<!doctype html><form name=f></form><img name=i><div name=d></div><p id=x></p>"
        b"<p id=two></p><span id=two></span><iframe name=x srcdoc=y></iframe>"
    )
    document = window.document
    assert window["f"] is document.forms[0] and window["i"] is document.images[0]
    assert "d" not in window  # (a div's name names nothing: only embed, form, img, object)
    assert window["x"] is window[0]  # a frame's target name wins over an id
    two = window["two"]
    assert [element.localName for element in two] == ["p", "span"]  # a live HTMLCollection
    document.querySelector("span").removeAttribute("id")
    assert two.length == 1
    assert window.get("nothing") is None and list(window.keys()) == ["x", "f", "i", "two"]
    with pytest.raises(KeyError):
        window["nothing"]


def test_set_timeout_runs_the_handler_with_its_arguments_once_the_time_has_come(
    window: Any,
) -> None:
    loop, log = window.event_loop, []
    first = window.setTimeout(lambda *args: log.append((loop.now(), args)), 10, "a", 2)
    second = window.set_timeout(lambda: log.append("second"))
    assert (first, second) == (1, 2)
    loop.advance(9)
    assert log == ["second"]
    loop.advance(1)
    assert log == ["second", (10, ("a", 2))]


def test_ids_are_shared_by_timeouts_and_intervals_and_clearing_is_either(window: Any) -> None:
    log: list[str] = []
    ids = [
        window.setTimeout(lambda: log.append("t")),
        window.setInterval(lambda: log.append("i"), 10),
        window.setTimeout(lambda: log.append("t2"), -5),
    ]
    assert ids == [1, 2, 3]
    window.clearTimeout(ids[1])  # (either clears either)
    window.clearInterval(ids[0])
    window.clearTimeout(99)  # (an unknown id: nothing)
    window.clearTimeout()
    window.event_loop.run_until_idle()
    assert log == ["t2"]


def test_an_interval_repeats_until_cleared_even_from_its_own_handler(window: Any) -> None:
    loop, times = window.event_loop, []

    def tick() -> None:
        times.append(loop.now())
        if len(times) == 4:
            window.clearInterval(interval)

    interval = window.setInterval(tick, 25)
    loop.run_until_idle()
    assert times == [25, 50, 75, 100] and loop.pending == 0


def test_nested_timeouts_are_clamped_to_4_ms_past_nesting_level_5(window: Any) -> None:
    loop, times = window.event_loop, []

    def step() -> None:
        times.append(loop.now())
        if len(times) < 10:
            window.setTimeout(step, 0)

    window.setTimeout(step, 0)
    loop.run_until_idle()
    gaps = [later - earlier for earlier, later in zip([0.0, *times[:-1]], times, strict=True)]
    assert gaps == [0, 0, 0, 0, 0, 0, 4, 4, 4, 4]  # as Chromium's (the module's docstring)


def test_one_turn_runs_microtasks_then_timers_then_animation_frames(window: Any) -> None:
    loop, log = window.event_loop, []
    window.setTimeout(lambda: log.append("t20"), 20)
    window.setTimeout(lambda: log.append("t0"), 0)
    window.requestAnimationFrame(lambda time: log.append(("raf", round(time, 3))))
    window.queueMicrotask(lambda: log.append("micro"))
    loop.run_until_idle()
    assert log == ["micro", "t0", ("raf", 16.667), "t20"]


def test_animation_frames_come_at_frame_times_and_can_be_cancelled(window: Any) -> None:
    loop, log = window.event_loop, []
    loop.advance(20)
    kept = window.requestAnimationFrame(lambda time: log.append(("kept", time)))
    dropped = window.requestAnimationFrame(lambda time: log.append("dropped"))
    assert dropped == kept + 1
    window.cancelAnimationFrame(dropped)

    def again(time: float) -> None:  # a callback requested in a frame runs in the next
        log.append(("again", round(time, 3)))

    window.requestAnimationFrame(lambda time: window.requestAnimationFrame(again))
    loop.run_until_idle()
    assert log == [("kept", 1000 / 30), ("again", 50.0)]


def test_a_handler_that_raises_fires_error_at_the_window_then_is_reported(window: Any) -> None:
    reports: list[ExceptionReport] = []
    events: list[Any] = []
    previous = set_exception_reporter(reports.append)
    try:
        window.addEventListener("error", events.append)
        window.setTimeout(lambda: 1 / 0)
        window.event_loop.run_until_idle()
        window.addEventListener("error", lambda event: event.preventDefault())
        window.queueMicrotask(lambda: [][1])  # cancelled: not reported
        window.reportError("a value")
        window.event_loop.run_until_idle()
    finally:
        set_exception_reporter(previous)
    assert [type(event) for event in events] == [ErrorEvent] * 3
    assert isinstance(events[0].error, ZeroDivisionError) and events[0].cancelable
    assert events[0].message.startswith("Uncaught ZeroDivisionError")
    assert events[1].error == "a value"  # (reportError reports at once, the microtask later)
    assert [type(report.exc_value) for report in reports] == [ZeroDivisionError]


def test_onerror_is_an_event_handler_of_the_window(window: Any) -> None:
    seen: list[Any] = []
    reports: list[ExceptionReport] = []
    previous = set_exception_reporter(reports.append)
    try:
        window.onerror = lambda event: seen.append(event.error)
        window.reportError(ValueError("x"))
    finally:
        set_exception_reporter(previous)
    assert [type(error) for error in seen] == [ValueError] and window.onerror is not None
    assert [type(report.exc_value) for report in reports] == [ValueError]  # (not cancelled)


def test_a_string_handler_is_a_type_error_as_webapi_runs_no_script(window: Any) -> None:
    with pytest.raises(TypeError, match="'handler'"):
        window.setTimeout("alert(1)", 10)
    with pytest.raises(TypeError):
        window.setInterval()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        window.queueMicrotask(5)


def test_a_string_handler_is_the_document_script_engines_script(window: Any) -> None:
    # (a string handler is a classic script, compiled when the timer runs, given no arguments)
    seen: list[object] = []

    def engine(target: Any, name: str, source: str) -> Any:
        seen.append((target, name, source))
        return None if source == "does not compile" else lambda *arguments: seen.append(arguments)

    set_script_engine(window.document, engine)
    loop = window.event_loop
    timeout = window.setTimeout("logger('ONE')", 10, "an argument")
    interval = window.setInterval("tick()", 20)
    window.setTimeout("does not compile", 5)
    assert timeout != interval and seen == []
    loop.advance(5)
    assert seen == [(window, "setTimeout", "does not compile")]
    loop.advance(15)
    assert seen[1:] == [
        (window, "setTimeout", "logger('ONE')"),
        (),
        (window, "setInterval", "tick()"),
        (),
    ]
    window.clearInterval(interval)
    loop.advance(100)
    assert len(seen) == 5


def test_base64_is_the_windows_too(window: Any) -> None:
    assert window.btoa("hi") == "aGk=" and window.atob(" aG k= ") == "hi"
    with pytest.raises(DOMException) as caught:
        window.atob("*")
    assert caught.value.name == "InvalidCharacterError"


def test_frames_share_the_top_level_windows_event_loop() -> None:
    window = open_window(b"<!doctype html><iframe srcdoc=a></iframe>")
    child, log = window[0], []
    assert child.event_loop is window.event_loop and window.event_loop.virtual
    child.setTimeout(lambda: log.append("child"), 5)
    window.setTimeout(lambda: log.append("top"), 5)
    window.event_loop.advance(5)
    assert log == ["child", "top"]


def test_a_window_without_a_clock_uses_the_threads_loop() -> None:
    from webapi.eventloop import EventLoop, use_event_loop

    document = document_from_response(b"<!doctype html>", "https://a.example/", "text/html")
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        window = create_top_level_traversable(document)
        assert window.event_loop is loop
        log: list[int] = []
        window.setTimeout(lambda: log.append(1), 3)
        loop.advance(3)
        assert log == [1]


def test_ten_thousand_timers_run_in_the_same_order_every_time() -> None:
    def run() -> list[int]:
        window, order = open_window(), []
        for index in range(10_000):
            window.setTimeout(lambda index=index: order.append(index), (index * 7919) % 50)
        window.event_loop.run_until_idle()
        return order

    first = run()
    assert first == sorted(range(10_000), key=lambda index: (index * 7919) % 50)
    assert run() == first


def test_structured_clone_is_the_windows_too(window: Any) -> None:
    value: dict[str, Any] = {"a": [1, 2]}
    value["self"] = value
    clone = window.structuredClone(value)
    assert clone is not value and clone["self"] is clone and clone["a"] == [1, 2]
    buffer = bytearray(b"abc")
    moved = window.structured_clone(buffer, transfer=[buffer])
    assert moved == b"abc" and len(buffer) == 0
    with pytest.raises(DOMException) as caught:
        window.structuredClone(lambda: None)
    assert caught.value.name == "DataCloneError"


def test_local_storage_is_shared_by_the_windows_of_a_shed_with_storage_events() -> None:
    from webapi.html import StorageShed

    shed = StorageShed()
    clock = VirtualClock()
    first, second = (
        create_top_level_traversable(
            document_from_response(b"<!doctype html>", url, "text/html"),
            clock=clock,
            storage=shed,
        )
        for url in ("https://a.example/one", "https://a.example/two")
    )
    events: list[Any] = []
    first.addEventListener("storage", lambda event: events.append(("first", event)))
    second.addEventListener("storage", lambda event: events.append(("second", event)))
    first.localStorage.setItem("theme", "dark")
    assert second.localStorage["theme"] == "dark" and first.localStorage is first.localStorage
    assert events == []  # a task: not during setItem
    second.event_loop.run_until_idle()
    assert [where for where, _ in events] == ["second"]  # the other window only
    event = events[0][1]
    assert (event.key, event.oldValue, event.newValue) == ("theme", None, "dark")
    assert event.url == "https://a.example/one" and event.storageArea is second.localStorage
    assert shed.to_dict() == {"https://a.example": {"theme": "dark"}}


def test_session_storage_is_per_top_level_window_and_a_new_shed_by_default() -> None:
    first, second = open_window(), open_window()
    first.sessionStorage["k"] = "v"
    first.localStorage["k"] = "v"
    assert "k" not in second.sessionStorage and "k" not in second.localStorage
    child = open_window(b"<!doctype html><iframe srcdoc=x></iframe>")
    child.sessionStorage["tab"] = "1"
    assert child[0].sessionStorage["tab"] == "1"  # (about:srcdoc has its parent's origin)


def test_an_opaque_origin_has_no_storage() -> None:
    window = open_window(url="data:text/html,x")
    with pytest.raises(DOMException) as caught:
        window.localStorage  # noqa: B018 (the getter raises)
    assert caught.value.name == "SecurityError"


def _closable_window(log: list[str]) -> Any:
    from webapi.html import open_window as open_a_window

    pages = {
        "https://a.example/": b"<title>a</title><a id=pop target=_blank href=/b>b</a>"
        b"<iframe src=/b></iframe>",
        "https://a.example/b": b"<title>b</title>",
    }

    def listen(window: Any) -> None:
        for name in ("beforeunload", "pagehide", "unload"):
            window.addEventListener(name, lambda event: log.append(event.type))
        window.document.addEventListener("visibilitychange", lambda event: log.append("vis"))

    return open_a_window(
        "https://a.example/", transport=lambda r: (200, {}, pages[r.url]), on_document=listen
    )


@pytest.mark.needs_threads
def test_close_closes_a_window_of_one_entry_in_a_task_and_leaves_no_thread() -> None:
    import threading

    threads = set(threading.enumerate())
    log: list[str] = []
    window = _closable_window(log)
    frame = window[0]
    window.setTimeout(lambda: log.append("timer"), 10)
    window.setInterval(lambda: log.append("interval"), 5)
    window.requestAnimationFrame(lambda time: log.append("frame"))
    window.close()
    assert window.closed and log == []  # (closed at once; the rest in a task)
    window.close()  # (already closing: nothing more)
    window.event_loop.run_until_idle()
    assert log == ["beforeunload", "pagehide", "vis", "unload"]
    window.event_loop.advance(1000)
    assert log == ["beforeunload", "pagehide", "vis", "unload"]  # (no timer, no frame)
    assert window.event_loop.pending == 0
    assert frame.closed and window.document.defaultView is None
    assert set(threading.enumerate()) == threads


def test_close_keeps_a_window_with_more_history_unless_a_link_opened_it() -> None:
    log: list[str] = []
    window = _closable_window(log)
    window.location.hash = "x"
    window.event_loop.run_until_idle()
    assert window.history.length == 2
    window.close()  # (not script-closable: a console warning in a browser)
    window.event_loop.run_until_idle()
    assert not window.closed and log == []
    window.document.getElementById("pop").click()
    window.event_loop.run_until_idle()
    [popup] = window.opened_windows
    popup.location.hash = "y"
    window.event_loop.run_until_idle()
    assert popup.history.length == 2 and not popup.closed
    popup.close()  # (created by web content: closable)
    window.event_loop.run_until_idle()
    assert popup.closed and not window.closed
    window[0].close()  # (not a top-level window: nothing)
    assert not window[0].closed


def test_close_is_abandoned_where_beforeunload_is_canceled() -> None:
    log: list[str] = []
    window = _closable_window(log)
    window.addEventListener("beforeunload", lambda event: event.preventDefault())
    window.close()
    assert window.closed
    window.event_loop.run_until_idle()
    assert not window.closed and log == ["beforeunload"]


def test_visibility_is_visible_in_every_window_and_hidden_once_unloaded() -> None:
    # Chromium 156 headless (Playwright), recorded: a page, its iframe's document, a popup a
    # target=_blank link opened and the page behind it are all "visible"; DOMParser's and
    # createHTMLDocument's documents "hidden"; onvisibilitychange is the document's (null);
    # leaving a page fires visibilitychange with the state "hidden"
    from webapi.html import DOMParser
    from webapi.html import open_window as open_a_window

    pages = {
        "https://a.example/": b"<iframe src=/f></iframe><a id=b target=_blank href=/p>p</a>"
        b"<a id=n href=/p>n</a>",
        "https://a.example/f": b"<title>f</title>",
        "https://a.example/p": b"<title>p</title>",
    }
    window = open_a_window("https://a.example/", transport=lambda r: (200, {}, pages[r.url]))
    document, frame_document = window.document, window[0].document
    assert (document.visibilityState, document.hidden) == ("visible", False)
    assert frame_document.visibilityState == "visible" and document.onvisibilitychange is None
    parsed = DOMParser().parseFromString("<p>", "text/html")
    assert parsed.visibilityState == "hidden" and parsed.hidden
    assert document.implementation.createHTMLDocument("").visibilityState == "hidden"
    assert open_window().document.visibilityState == "visible"  # (a window's)
    seen: list[str] = []
    document.onvisibilitychange = lambda event: seen.append(document.visibilityState)
    document.getElementById("b").click()
    window.event_loop.run_until_idle()
    [popup] = window.opened_windows
    assert popup.document.visibilityState == "visible"
    assert document.visibilityState == "visible" and seen == []  # (the window behind it)
    document.getElementById("n").click()
    window.event_loop.run_until_idle()
    assert seen == ["hidden"] and document.hidden and frame_document.hidden
    assert window.document.visibilityState == "visible"
    popup.close()  # (closed: its document destroyed, hidden)
    window.event_loop.run_until_idle()
    assert popup.closed and popup.document.hidden
