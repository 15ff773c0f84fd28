"""End to end: the Window's ``console`` beside Chromium 156's (Debian's /usr/bin/chromium,
headless, through Playwright: each message's ``type`` and ``text`` as ``page.on("console")``
gives them). Messages with format specifiers are not compared: Playwright's ``text`` joins the
arguments without applying them (the Console Standard's Formatter, which the developer tools
apply, is tests/html/test_window_console.py's), and a failed ``assert``'s text is compared
without the "Assertion failed: " the Console Standard's steps put before it (Playwright gives
the arguments; the developer tools show the prefix)."""

from __future__ import annotations

import json
import logging
from typing import Any

from oracles.chromium import browser
from webapi.html import open_window

#: (method, arguments), each a call a page makes.
CALLS: list[tuple[str, list[Any]]] = [
    ("log", ["a", 1, 1.5, True, None, "b"]),
    ("log", [{"a": 1, "b": "two", "c": [3]}]),
    ("log", [[1, 2, [3, 4]]]),
    ("log", [[1, "x", {"k": None}]]),
    ("log", [0.30000000000000004, 1e21, 123456789012]),
    ("info", ["info"]),
    ("warn", ["warn"]),
    ("error", ["error"]),
    ("debug", ["debug"]),
    ("assert", [False, "asserted"]),
    ("count", []),
    ("count", []),
    ("count", ["x"]),
    ("countReset", []),
    ("count", []),
    ("group", ["g"]),
    ("groupEnd", []),
    ("trace", ["tr"]),
    ("table", [[{"a": 1}]]),
    ("dir", [{"a": 1}]),
]


def chromium_messages() -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    script = "\n".join(
        f"console.{method}(...{json.dumps(arguments)});" for method, arguments in CALLS
    )
    with browser() as launched:
        page = launched.new_page()
        page.on("console", lambda message: seen.append((message.type, message.text)))
        page.set_content("<p>x</p>")
        page.evaluate(f"() => {{ {script} }}")
        page.wait_for_timeout(300)
    return [entry for entry in seen if entry[0] != "endGroup"]


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.seen: list[tuple[str, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        kind, text = record.console_type, record.getMessage().strip()  # type: ignore[attr-defined]
        if kind == "assert":
            text = text.removeprefix("Assertion failed: ")
        self.seen.append((kind, text))


def test_the_console_messages_are_chromiums() -> None:
    window = open_window(b"<p>x", url="https://a.test/")
    logger = logging.getLogger("webapi.console")
    handler = _Records()
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.DEBUG)
    try:
        for method, arguments in CALLS:
            getattr(window.console, method)(*arguments)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    assert handler.seen == chromium_messages()
