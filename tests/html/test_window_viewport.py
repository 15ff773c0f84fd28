"""The Window's viewport members (CSSOM View: ``matchMedia``, ``screen``, ``innerWidth``,
scrolling, ``devicePixelRatio``) and idle callbacks (``requestIdleCallback``): issue #72 item 9.
The figures are Chromium 156 headless's in a 800x600 viewport, the one the cascade's media
queries assume (tests/e2e/test_window_viewport_chromium.py asks it again)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import IdleDeadline, MediaQueryList, Screen, open_window


@pytest.fixture
def window() -> Any:
    return open_window(b"<!doctype html><p>page", url="https://a.test/")


#: (query, its serialization, matches), written from Media Queries 4 for a 800x600 screen at
#: a resolution of 1dppx, and Chromium's serialization (lowercase, ": " in a feature, "not
#: all" for a query it cannot parse).
QUERIES = [
    (
        "(min-width: 700px) and (orientation: landscape)",
        "(min-width: 700px) and (orientation: landscape)",
        True,
    ),
    ("(MIN-WIDTH:700PX) , print", "(min-width: 700px), print", True),
    ("(max-width: 799px)", "(max-width: 799px)", False),
    ("(width >= 800px)", "(width >= 800px)", True),
    ("screen and (min-resolution: 2dppx)", "screen and (min-resolution: 2dppx)", False),
    ("print", "print", False),
    ("tv", "tv", False),
    ("all and (color)", "(color)", True),
    ("(prefers-color-scheme: dark)", "(prefers-color-scheme: dark)", False),
    ("(prefers-reduced-motion: no-preference)", "(prefers-reduced-motion: no-preference)", True),
    ("foo bar", "not all", False),
    # (Chromium writes "(foo: 1)": a named departure, tests/e2e/test_window_viewport_chromium.py)
    ("(foo: 1)", "not all", False),
    ("", "", True),
]


@pytest.mark.parametrize(("query", "media", "matches"), QUERIES)
def test_match_media(window: Any, query: str, media: str, matches: bool) -> None:
    media_query_list = window.matchMedia(query)
    assert isinstance(media_query_list, MediaQueryList)
    assert media_query_list.media == media
    assert media_query_list.matches is matches
    assert window.match_media(query).matches is matches


def test_match_media_makes_a_new_object_each_time(window: Any) -> None:
    assert window.matchMedia("print") is not window.matchMedia("print")


def test_match_media_listeners(window: Any) -> None:
    media_query_list = window.matchMedia("(min-width: 700px)")
    seen: list[str] = []

    def listener(event: Any) -> None:
        seen.append(event.type)

    media_query_list.addListener(listener)
    media_query_list.addListener(None)  # "If callback is null, then return."
    from webapi.dom import Event

    media_query_list.dispatchEvent(Event("change"))
    media_query_list.removeListener(listener)
    media_query_list.dispatchEvent(Event("change"))
    media_query_list.onchange = listener
    media_query_list.dispatchEvent(Event("change"))
    assert seen == ["change", "change"]


def test_the_viewport_and_the_screen(window: Any) -> None:
    assert (window.innerWidth, window.innerHeight) == (800, 600)
    assert (window.outerWidth, window.outerHeight) == (800, 600)
    assert window.devicePixelRatio == 1
    screen = window.screen
    assert isinstance(screen, Screen) and window.screen is screen
    assert (screen.width, screen.height, screen.availWidth, screen.availHeight) == (
        800,
        600,
        800,
        600,
    )
    assert (screen.colorDepth, screen.pixelDepth) == (24, 24)
    assert (window.screenX, window.screenY, window.screenLeft, window.screenTop) == (0, 0, 0, 0)


def test_nothing_scrolls(window: Any) -> None:
    window.scrollTo(0, 100)
    window.scroll({"top": 50, "behavior": "smooth"})
    window.scrollBy({"left": 5})
    window.scrollTo(top=10, behavior="instant")  # (the options' members as keywords)
    assert (window.scrollX, window.scrollY, window.pageXOffset, window.pageYOffset) == (0, 0, 0, 0)
    with pytest.raises(TypeError, match="'scrollTo' on 'Window'"):
        window.scrollTo(1)
    with pytest.raises(TypeError, match="'scroll' on 'Window'"):
        window.scroll({"behavior": "sideways"})


def test_idle_callbacks_run_after_the_task_until_the_next_frame(window: Any) -> None:
    loop = window.event_loop
    log: list[tuple[Any, ...]] = []

    def idle(name: str) -> Any:
        def callback(deadline: IdleDeadline) -> None:
            log.append((name, loop.now(), deadline.timeRemaining(), deadline.didTimeout))

        return callback

    loop.advance(5)
    start = loop.now()
    first = window.requestIdleCallback(idle("a"))
    second = window.requestIdleCallback(idle("b"), {"timeout": 1000})
    cancelled = window.requestIdleCallback(idle("cancelled"))
    window.cancelIdleCallback(cancelled)
    assert (first, second, cancelled) == (1, 2, 3)
    window.setTimeout(lambda: log.append(("timeout", loop.now())), 0)
    assert log == []
    loop.advance(0)
    # the idle period lasts until the next frame, 16.7 ms
    frame = 1000 / 60
    assert log == [
        ("timeout", start),
        ("a", start, pytest.approx(frame - start), False),
        ("b", start, pytest.approx(frame - start), False),
    ]
    loop.advance(2000)  # (the timeout's timer was cancelled: no second call)
    assert len(log) == 3


def test_an_idle_callback_with_a_timeout_as_a_keyword(window: Any) -> None:
    log: list[bool] = []
    window.requestIdleCallback(lambda deadline: log.append(deadline.didTimeout), timeout=5)
    window.event_loop.run_until_idle()
    assert log == [False]


def test_idle_callbacks_end_with_the_document() -> None:
    pages = {"https://a.test/": b"<p>one", "https://a.test/two": b"<p>two"}
    window = open_window("https://a.test/", transport=lambda request: (200, {}, pages[request.url]))
    log: list[str] = []
    window.requestIdleCallback(lambda deadline: log.append("idle"), {"timeout": 10})
    window.location.hash = "#x"  # (the same document: kept)
    window.event_loop.run_until_idle()
    assert log == ["idle"]
    window.requestIdleCallback(lambda deadline: log.append("gone"), {"timeout": 10})
    window.location.href = "/two"  # (its document unloaded before the callback's task)
    window.event_loop.run_until_idle()
    window.event_loop.advance(100)
    assert window.document.body.textContent == "two"
    assert log == ["idle"]


def test_an_idle_callback_exception_is_reported(window: Any) -> None:
    errors: list[str] = []

    def on_error(event: Any) -> None:
        errors.append(event.message)
        event.preventDefault()

    window.addEventListener("error", on_error)

    def fails(deadline: IdleDeadline) -> None:
        raise ValueError("idle")

    window.requestIdleCallback(fails)
    window.requestIdleCallback(lambda deadline: errors.append("next"))
    window.event_loop.run_until_idle()
    assert len(errors) == 2 and "idle" in errors[0] and errors[1] == "next"
