"""The Window's ``console`` (issue #72 item 9): the Console Standard's Logger, Formatter and
Printer over Python's logging (the logger ``webapi.console``), values previewed as Chromium 156
previews them (tests/e2e/test_window_console_chromium.py asks it again)."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from webapi.html import Console, open_window


@pytest.fixture
def window() -> Any:
    return open_window(b"<!doctype html><p>page", url="https://a.test/")


class Records(logging.Handler):
    """The records the logger ``webapi.console`` writes (the test run has no caplog: pytest's
    logging plugin is off)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def set_level(self, level: int, name: str = "webapi.console") -> None:
        logging.getLogger(name).setLevel(level)


@pytest.fixture
def caplog() -> Any:
    logger = logging.getLogger("webapi.console")
    handler = Records()
    logger.addHandler(handler)
    level = logger.level
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)


def messages(caplog: Records) -> list[tuple[str, str, str]]:
    return [
        (record.levelname, record.console_type, record.getMessage())  # type: ignore[attr-defined]
        for record in caplog.records
    ]


def test_log_levels_and_types(window: Any, caplog: Records) -> None:
    caplog.set_level(logging.DEBUG, "webapi.console")
    console = window.console
    assert isinstance(console, Console) and window.console is console
    console.log("a", 1, 1.5, True, None, "b")
    console.info("info")
    console.warn("warn")
    console.error("error")
    console.debug("debug")
    console.log()  # "If args is empty, return."
    assert messages(caplog) == [
        ("INFO", "log", "a 1 1.5 true null b"),
        ("INFO", "info", "info"),
        ("WARNING", "warning", "warn"),
        ("ERROR", "error", "error"),
        ("DEBUG", "debug", "debug"),
    ]
    assert all(record.window is window for record in caplog.records)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("arguments", "text"),
    [
        (("%s is %d years and %f", "Ada", 36.9, 1.25, "extra"), "Ada is 36 years and 1.25 extra"),
        (("%i", "42.9px"), "42"),
        (("%d", "abc"), "NaN"),
        (("%f", "1e3x"), "1000"),
        (("%o|%O", "str", {"a": 1, "b": [1, 2]}), "str|{a: 1, b: Array(2)}"),
        (("%c styled", "color: red"), " styled"),
        (("%s and %s", "one"), "one and %s"),  # (a specifier with no argument left stays)
        (("100%", 5), "100% 5"),
        (("%%",), "%%"),
        (("%s",), "%s"),  # (one argument: no formatting)
    ],
)
def test_formatter(window: Any, caplog: Records, arguments: tuple[Any, ...], text: str) -> None:
    caplog.set_level(logging.INFO, "webapi.console")
    window.console.log(*arguments)
    assert messages(caplog) == [("INFO", "log", text)]


@pytest.mark.parametrize(
    ("value", "text"),
    [
        ([1, "x", {"k": None}], "[1, x, Object]"),
        ({"a": 1, "b": "two", "c": [3]}, "{a: 1, b: two, c: Array(1)}"),
        ([1, 2, [3, 4]], "[1, 2, Array(2)]"),
        (-0.0, "0"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1e21, "1e+21"),
        (float("nan"), "NaN"),
        (float("-inf"), "-Infinity"),
        (2.0, "2"),
    ],
)
def test_values_are_previewed(window: Any, caplog: Records, value: object, text: str) -> None:
    caplog.set_level(logging.INFO, "webapi.console")
    window.console.log(value)
    assert messages(caplog) == [("INFO", "log", text)]


def test_assert_count_group_and_time(window: Any, caplog: Records) -> None:
    caplog.set_level(logging.INFO, "webapi.console")
    console = window.console
    getattr(console, "assert")(False, "asserted %s", "x")
    console.assert_(True, "not logged")
    console.assert_(False, {"a": 1})
    console.count()
    console.count()
    console.count("x")
    console.countReset()
    console.count()
    console.count_reset("missing")
    console.group("g")
    console.log("in\nside")
    console.groupCollapsed("h")
    console.log("deeper")
    console.group_end()
    console.groupEnd()
    console.log("out")
    console.time("t")
    window.event_loop.advance(12.5)
    console.timeLog("t", "more")
    console.time_end("t")
    console.timeEnd("t")
    assert messages(caplog) == [
        ("ERROR", "assert", "Assertion failed: asserted x"),
        ("ERROR", "assert", "Assertion failed {a: 1}"),
        ("INFO", "count", "default: 1"),
        ("INFO", "count", "default: 2"),
        ("INFO", "count", "x: 1"),
        ("INFO", "count", "default: 1"),
        ("WARNING", "warning", "Count for 'missing' does not exist"),
        ("INFO", "startGroup", "g"),
        ("INFO", "log", "  in\n  side"),
        ("INFO", "startGroup", "  h"),
        ("INFO", "log", "    deeper"),
        ("INFO", "log", "out"),
        ("INFO", "log", "t: 12.5 ms more"),
        ("INFO", "timeEnd", "t: 12.5 ms"),
        ("WARNING", "warning", "Timer 't' does not exist"),
    ]


def test_a_navigation_gives_a_new_console(caplog: Records) -> None:
    pages = {"https://a.test/": b"<p>one", "https://a.test/two": b"<p>two"}
    window = open_window("https://a.test/", transport=lambda request: (200, {}, pages[request.url]))
    first = window.console
    first.count()
    window.location.href = "/two"
    window.event_loop.run_until_idle()
    caplog.set_level(logging.INFO, "webapi.console")
    assert window.console is not first
    window.console.count()
    assert messages(caplog) == [("INFO", "count", "default: 1")]
