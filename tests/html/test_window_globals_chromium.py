"""The window's navigator, crypto and web messaging against Chromium 156: its answers, asked
once and stored (``_chromium_window_globals.json``, ``python -m
tests.html._window_globals_chromium``), replayed in webapi. Two named departures in the
navigator: ``webdriver`` (Chromium launched by Playwright says true: ``--enable-automation``;
webapi's default profile is a browser no automation drives) and ``hardwareConcurrency`` (the
machine's cores there, not asked; 8 in webapi). The slow tier asks the browser again."""

from __future__ import annotations

import array
import json
from typing import Any

import pytest

from oracles.chromium import require_browser
from tests.html._window_globals_chromium import ANSWERS, ask_chromium
from webapi.dom import DOMException
from webapi.eventloop import VirtualClock, use_event_loop
from webapi.html import (
    BroadcastChannel,
    MessageChannel,
    create_top_level_traversable,
    document_from_response,
)

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))
CHROMIUM_ANSWERS = STORED["answers"]

#: webapi's departures from the launch that was asked (the module's docstring).
DEPARTURES = {"webdriver": False}


def open_window() -> Any:
    document = document_from_response(b"<!doctype html>", "http://127.0.0.1:8000/", "text/html")
    return create_top_level_traversable(document, clock=VirtualClock())


def test_the_file_holds_chromium_156() -> None:
    assert STORED["chromium"].startswith("156.")


def test_navigator_as_chromium() -> None:
    window = open_window()
    navigator = window.navigator
    for name, expected in CHROMIUM_ANSWERS["navigator"].items():
        expected = DEPARTURES.get(name, expected)
        if name == "javaEnabled":
            assert navigator.javaEnabled() is expected
        elif name == "clientInformation":
            assert (window.clientInformation is navigator) is expected
        elif name == "isSecureContext":
            assert window.isSecureContext is expected
        elif name == "languages":
            assert list(navigator.languages) == expected
        else:
            assert getattr(navigator, name) == expected, name


#: Python's counterparts of the typed arrays the browser was given (DataView: a memoryview
#: cast to bytes would be a Uint8Array; Python has no DataView, so none).
ARRAYS = {
    "u8_65536": lambda: bytearray(65536),
    "u8_65537": lambda: bytearray(65537),
    "u32_16385": lambda: array.array("I", bytes(4 * 16385)),
    "f32": lambda: array.array("f", [0.0] * 4),
    "f64": lambda: array.array("d", [0.0] * 4),
    "big64": lambda: array.array("q", [0] * 4),
    "u8clamped": lambda: bytearray(4),
    "empty": lambda: bytearray(),
}


@pytest.mark.parametrize("case", sorted(ARRAYS))
def test_get_random_values_as_chromium(case: str) -> None:
    crypto = open_window().crypto
    expected = CHROMIUM_ANSWERS["crypto"][case]
    value = ARRAYS[case]()
    if expected == "same":
        assert crypto.getRandomValues(value) is value
        return
    name, message = expected
    with pytest.raises(DOMException) as caught:
        crypto.getRandomValues(value)
    assert caught.value.name == name
    assert message == f"Failed to execute 'getRandomValues' on 'Crypto': {caught.value.message}"


def test_message_order_as_chromium() -> None:
    window = open_window()
    log: list[str] = []
    with use_event_loop(window.event_loop):
        a, b = MessageChannel(), MessageChannel()
    a.port2.onmessage = lambda event: log.append(f"a:{event.data}")
    b.port2.onmessage = lambda event: log.append(f"b:{event.data}")
    window.onmessage = lambda event: log.append(f"w:{event.data}")
    a.port1.postMessage(1)
    window.postMessage(2, "*")
    b.port1.postMessage(3)
    a.port1.postMessage(4)
    window.postMessage(5, "*")
    window.setTimeout(lambda: log.append("t"), 0)
    window.queueMicrotask(lambda: log.append("m"))
    window.event_loop.advance(50)
    assert log == CHROMIUM_ANSWERS["order"]


def test_a_listener_waits_for_start_as_chromium() -> None:
    window = open_window()
    log: list[str] = []
    with use_event_loop(window.event_loop):
        channel = MessageChannel()
    channel.port1.postMessage("early")

    def later() -> None:
        channel.port2.addEventListener("message", lambda event: log.append(f"l:{event.data}"))
        log.append("added")

        def start() -> None:
            log.append("start")
            channel.port2.start()

        window.setTimeout(start, 10)

    window.setTimeout(later, 0)
    window.event_loop.advance(50)
    assert log == CHROMIUM_ANSWERS["start"]


def test_broadcast_as_chromium() -> None:
    window = open_window()
    log: list[str] = []
    with use_event_loop(window.event_loop):
        x, y, z = BroadcastChannel("n"), BroadcastChannel("n"), BroadcastChannel("n")
    # (Chromium's origin is the page's; a program's channels share the program's: "")
    y.onmessage = lambda event: log.append(f"y:{event.data}:{str(event.origin == '').lower()}")
    z.onmessage = lambda event: log.append(f"z:{event.data}")
    x.onmessage = lambda event: log.append(f"x:{event.data}")
    x.postMessage("1")
    z.close()
    y.postMessage("2")
    try:
        z.postMessage("3")
    except DOMException as error:
        log.append(error.name)
    window.event_loop.advance(50)
    assert log == CHROMIUM_ANSWERS["broadcast"]
    x.close()
    y.close()


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_the_browser_still_answers_the_same() -> None:
    require_browser()
    assert ask_chromium()["answers"] == CHROMIUM_ANSWERS
