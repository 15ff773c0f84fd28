"""The Navigation API (``window.navigation``: issue #55), from the HTML Standard's steps
(https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api); the event
orders are those Chromium 156 gave for the same sequences (a loopback page, recorded by
hand in November 2026: docs/window.md)."""

from __future__ import annotations

import asyncio
import sys

import pytest

from webapi.dom import DOMException
from webapi.eventloop import Promise, VirtualClock
from webapi.html import (
    NavigateEvent,
    Navigation,
    NavigationHistoryEntry,
    create_top_level_traversable,
    document_from_response,
    open_window,
)
from webapi.js import await_sync


def _window(url: str = "https://shop.example/") -> object:
    page = document_from_response(b"<!doctype html><h1>Shop</h1>", url, "text/html")
    return create_top_level_traversable(page, clock=VirtualClock())


def _record(window: object) -> list[tuple[str, ...]]:
    seen: list[tuple[str, ...]] = []
    navigation = window.navigation  # type: ignore[attr-defined]
    for name in ("navigate", "navigatesuccess", "navigateerror", "currententrychange"):
        navigation.addEventListener(
            name,
            lambda e: seen.append(
                (e.type, str(getattr(e, "navigationType", "")), window.location.href)  # type: ignore[attr-defined]
            ),
        )
    for name in ("popstate", "hashchange"):
        window.addEventListener(name, lambda e: seen.append((e.type,)))  # type: ignore[attr-defined]
    return seen


def test_the_window_has_a_navigation_with_one_entry() -> None:
    window = _window()
    navigation = window.navigation
    assert isinstance(navigation, Navigation) and navigation is window.navigation
    (entry,) = navigation.entries()
    assert isinstance(entry, NavigationHistoryEntry)
    assert navigation.currentEntry is entry and navigation.current_entry is entry
    assert entry.url == "https://shop.example/" and entry.index == 0 and entry.sameDocument
    assert len(entry.key) == 36 and entry.key != entry.id
    assert entry.getState() is None
    assert not navigation.canGoBack and not navigation.can_go_forward
    assert navigation.transition is None and navigation.activation is None


def test_a_fragment_navigation_fires_navigate_then_commits_then_succeeds() -> None:
    window = _window()
    seen = _record(window)
    result = window.navigation.navigate("#top", info="why")
    assert isinstance(result["committed"], Promise)
    committed = await_sync(result["committed"])
    assert committed.url == "https://shop.example/#top" and committed.index == 1
    assert await_sync(result["finished"]) is committed
    window.event_loop.run_until_idle()
    assert seen == [
        ("navigate", "push", "https://shop.example/"),
        ("currententrychange", "push", "https://shop.example/#top"),
        ("popstate",),
        ("navigatesuccess", "", "https://shop.example/#top"),
        ("hashchange",),
    ]


def test_push_state_and_replace_state_keep_keys_as_the_standard_says() -> None:
    window = _window()
    navigation = window.navigation
    first = navigation.currentEntry
    window.history.pushState(None, "", "/a")
    second = navigation.currentEntry
    assert second is not first and second.key != first.key and second.index == 1
    disposed = []
    second.addEventListener("dispose", lambda e: disposed.append(e.type))
    window.history.replaceState(None, "", "/b")
    third = navigation.currentEntry
    assert third.key == second.key and third.id != second.id  # a replace keeps the key
    assert disposed == ["dispose"] and second.index == -1
    assert [e.url for e in navigation.entries()] == [
        "https://shop.example/",
        "https://shop.example/b",
    ]
    assert navigation.canGoBack and not navigation.canGoForward


def test_back_forward_and_traverse_to_move_between_the_entries() -> None:
    window = _window()
    seen = _record(window)
    navigation = window.navigation
    window.history.pushState(None, "", "/a")
    window.history.pushState(None, "", "/b")
    first = navigation.entries()[0]
    result = navigation.back()
    window.event_loop.run_until_idle()
    assert await_sync(result["finished"]).url == "https://shop.example/a"
    assert navigation.canGoForward
    result = navigation.traverseTo(first.key)
    window.event_loop.run_until_idle()
    assert await_sync(result["committed"]) is first and navigation.currentEntry is first
    result = navigation.forward()
    window.event_loop.run_until_idle()
    assert window.location.href == "https://shop.example/a"
    traversals = [event for event in seen if event[1:2] == ("traverse",)]
    assert traversals == [
        ("navigate", "traverse", "https://shop.example/b"),
        ("currententrychange", "traverse", "https://shop.example/a"),
        ("navigate", "traverse", "https://shop.example/a"),
        ("currententrychange", "traverse", "https://shop.example/"),
        ("navigate", "traverse", "https://shop.example/"),
        ("currententrychange", "traverse", "https://shop.example/a"),
    ]


def test_the_methods_early_errors_reject_the_promises() -> None:
    window = _window()
    navigation = window.navigation
    for result, name in (
        (navigation.back(), "InvalidStateError"),
        (navigation.forward(), "InvalidStateError"),
        (navigation.traverseTo("no such key"), "InvalidStateError"),
        (navigation.navigate("https://[::1"), "SyntaxError"),
        (navigation.navigate("/x", state=lambda: None), "DataCloneError"),
    ):
        for promise in (result["committed"], result["finished"]):
            with pytest.raises(DOMException) as caught:
                await_sync(promise)
            assert caught.value.name == name
    with pytest.raises(TypeError, match="parameter 2"):
        navigation.navigate("/x", 42)
    with pytest.raises(DOMException, match="DataCloneError"):
        navigation.updateCurrentEntry({"state": lambda: None})


def test_update_current_entry_sets_the_state_and_fires_currententrychange() -> None:
    window = _window()
    seen = _record(window)
    window.navigation.update_current_entry({"state": {"cart": [1]}})
    assert window.navigation.currentEntry.getState() == {"cart": [1]}
    assert seen == [("currententrychange", "None", "https://shop.example/")]


#: Tests of what happens where no asyncio loop runs: Pyodide runs the tests in its loop (an
#: intercept handler's awaits and a pending promise wait for that loop there).
no_loop = pytest.mark.skipif(
    sys.platform == "emscripten", reason="Pyodide runs the tests in its event loop"
)


@no_loop
def test_intercept_makes_a_cross_document_navigation_same_document() -> None:
    window = _window()
    seen = _record(window)
    ran = []

    def listener(event: NavigateEvent) -> None:
        assert event.canIntercept and event.cancelable and not event.hashChange
        assert event.destination.url == "https://shop.example/list"
        assert event.destination.getState() == {"page": 1} and event.info == "menu"

        async def handler() -> None:
            ran.append(window.location.href)
            await asyncio.sleep(0)

        event.intercept(handler=handler)
        event.scroll  # noqa: B018 (the method exists; it may be called after commit only)

    window.navigation.addEventListener("navigate", listener)
    result = window.navigation.navigate("/list", state={"page": 1}, info="menu")
    assert window.location.href == "https://shop.example/list"  # committed at once
    assert window.navigation.transition.navigationType == "push"
    assert await_sync(result["finished"]).getState() == {"page": 1}
    assert ran == ["https://shop.example/list"] and window.navigation.transition is None
    assert window.pending_navigations == []  # nothing went to another document
    assert seen[-1] == ("navigatesuccess", "", "https://shop.example/list")


def test_a_handler_that_raises_fires_navigateerror_and_rejects_finished() -> None:
    window = _window()
    errors = []
    window.navigation.addEventListener("navigateerror", lambda e: errors.append(e.error))

    def listener(event: NavigateEvent) -> None:
        async def handler() -> None:
            raise ValueError("no")

        event.intercept(handler=handler)

    window.navigation.addEventListener("navigate", listener)
    result = window.navigation.navigate("/x")
    with pytest.raises(ValueError, match="no"):
        await_sync(result["finished"])
    assert await_sync(result["committed"]).url == "https://shop.example/x"
    assert [type(e) for e in errors] == [ValueError]


def test_a_canceled_navigate_event_aborts_the_navigation() -> None:
    window = _window()
    window.navigation.addEventListener("navigate", lambda event: event.preventDefault())
    result = window.navigation.navigate("#nowhere")
    with pytest.raises(DOMException, match="AbortError"):
        await_sync(result["finished"])
    window.history.pushState(None, "", "/kept-out")
    assert window.location.href == "https://shop.example/"
    assert len(window.navigation.entries()) == 1


def test_a_second_navigation_aborts_the_first_intercepted_one() -> None:
    window = _window()
    signals = []

    def listener(event: NavigateEvent) -> None:
        signals.append(event.signal)
        event.intercept(handler=lambda: Promise())  # never settles

    window.navigation.addEventListener("navigate", listener)
    first = window.navigation.navigate("/one")
    second = window.navigation.navigate("/two")
    assert first["finished"].done() and signals[0].aborted and not signals[1].aborted
    assert not second["committed"].done()  # (resolved in a microtask, as in Chromium)
    # (an await resumes after the microtasks queued before it, as JavaScript's)
    with pytest.raises(DOMException, match="AbortError"):
        await_sync(first["finished"])
    assert second["committed"].done() and not second["finished"].done()


def test_a_cross_document_navigation_goes_through_the_transport() -> None:
    pages = {
        "https://shop.example/": b"<title>Shop</title>",
        "https://shop.example/next": b"<title>Next</title>",
    }
    window = open_window("https://shop.example/", transport=lambda r: (200, {}, pages[r.url]))
    navigation = window.navigation
    kinds = []
    navigation.addEventListener(
        "navigate", lambda e: kinds.append((e.navigationType, e.destination.sameDocument))
    )
    result = navigation.navigate("/next", state={"from": "shop"})
    window.event_loop.run_until_idle()
    assert window.document.title == "Next" and kinds == [("push", False)]
    assert not result["finished"].done()  # (the old document's promises never settle)
    assert window.navigation is not navigation  # a new document, a new Navigation
    assert [e.url for e in window.navigation.entries()] == [
        "https://shop.example/",
        "https://shop.example/next",
    ]
    assert window.navigation.currentEntry.getState() == {"from": "shop"}
    activation = window.navigation.activation
    assert activation.navigationType == "push"
    assert activation.from_.url == "https://shop.example/"
    assert activation.entry is window.navigation.currentEntry
    window.navigation.back()
    window.event_loop.run_until_idle()
    assert window.document.title == "Shop" and window.navigation.currentEntry.index == 0


@pytest.mark.needs_loop_run
def test_the_promises_work_with_asyncio() -> None:
    window = create_top_level_traversable(
        document_from_response(b"", "https://shop.example/", "text/html")
    )

    async def main() -> str:
        def listener(event: NavigateEvent) -> None:
            event.intercept(handler=lambda: asyncio.sleep(0.001))

        window.navigation.addEventListener("navigate", listener)
        result = window.navigation.navigate("/later")
        entry = await asyncio.create_task(_await(result["finished"]))
        return str(entry.url)

    assert asyncio.run(main()) == "https://shop.example/later"


async def _await(promise: Promise) -> object:
    return await promise


@no_loop
def test_a_navigation_promise_reads_without_waiting() -> None:
    promise = Promise()
    assert not promise.done() and "pending" in repr(promise)
    with pytest.raises(RuntimeError, match="pending"):
        promise.result()
    with pytest.raises(RuntimeError, match="no asyncio event loop"):
        await_sync(promise)  # (nothing could ever settle it)
    promise._resolve(5)
    promise._reject(ValueError("late"))  # (settled once)
    assert promise.done() and promise.result() == 5 and promise.exception() is None
    assert await_sync(promise) == 5 and await_sync(promise) == 5


def test_an_initial_about_blank_or_opaque_document_has_entries_and_events_disabled() -> None:
    window = open_window(b"<p>data</p>", url="data:text/html,<p>data</p>")
    navigation = window.navigation
    assert navigation.entries() == [] and navigation.currentEntry is None
    assert not navigation.canGoBack and not navigation.canGoForward
    fired = []
    navigation.addEventListener("navigate", fired.append)
    window.location.hash = "x"
    assert fired == [] and window.location.hash == "#x"
    with pytest.raises(DOMException, match="InvalidStateError"):
        navigation.updateCurrentEntry({"state": 1})


def test_a_frame_has_its_own_navigation() -> None:
    window = _window()
    frame = window.document.createElement("iframe")
    window.document.body.appendChild(frame)
    child = frame.contentWindow
    assert child.navigation is not window.navigation
    assert child.navigation.entries() == []  # (its initial about:blank)


# --- downloadRequest


def test_a_download_link_fires_navigate_with_its_download_request_and_stays() -> None:
    # What Chromium 156 answered for the same links on a loopback page (asked in November
    # 2026): a push to another document, downloadRequest the attribute's value ("" for none),
    # canIntercept true for the page's origin and false for data:, cancelable, not
    # userInitiated from script; the page stays. webapi downloads nothing (docs/window.md).
    page = document_from_response(
        b"<!doctype html><a id=plain href='/file.txt' download>p</a>"
        b"<a id=named href='/file.txt?x=1' download='report.csv'>n</a>"
        b"<a id=data href='data:text/plain,hi' download='d.txt'>d</a>",
        "https://shop.example/p",
        "text/html",
    )
    window = create_top_level_traversable(page, clock=VirtualClock())
    seen: list[tuple[object, ...]] = []
    window.navigation.addEventListener(
        "navigate",
        lambda e: seen.append(
            (
                e.navigationType,
                e.destination.url,
                e.downloadRequest,
                e.canIntercept,
                e.cancelable,
                e.destination.sameDocument,
                e.hashChange,
                e.userInitiated,
                e.sourceElement.id,
                e.formData,
            )
        ),
    )
    for name in ("plain", "named", "data"):
        window.document.getElementById(name).click()
    window.event_loop.run_until_idle()
    assert seen == [
        (
            "push",
            "https://shop.example/file.txt",
            "",
            True,
            True,
            False,
            False,
            False,
            "plain",
            None,
        ),
        (
            "push",
            "https://shop.example/file.txt?x=1",
            "report.csv",
            True,
            True,
            False,
            False,
            False,
            "named",
            None,
        ),
        ("push", "data:text/plain,hi", "d.txt", False, True, False, False, False, "data", None),
    ]
    assert window.location.href == "https://shop.example/p" and window.history.length == 1
    assert window.pending_navigations == [] and len(window.navigation.entries()) == 1
