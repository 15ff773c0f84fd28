"""webapi's ``history`` and ``location`` against Chromium 156's answers for the same scripted
sequences on one document (``_history_chromium.py``: the steps, the log format, the stored
answers): the events (``popstate`` with its state, ``hashchange`` with its URLs) in Chromium's
order, and after each step the URL, ``history.length`` and ``history.state``. The window's
loop runs (virtual clock) where Chromium's page waits. The slow tier asks Chromium again."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests._sample import sampled
from tests.html._history_chromium import ANSWERS, PAGE, SEQUENCES, ask_chromium
from webapi.dom import DOMException
from webapi.eventloop import VirtualClock
from webapi.html import create_top_level_traversable, document_from_response

ORIGIN = "http://127.0.0.1:8000"
STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))


def _tail(url: str) -> str:
    return url[len(ORIGIN) :] if url.startswith(ORIGIN) else url


def run_in_webapi(steps: list[list[Any]]) -> list[list[Any]]:
    """The log of the sequence's steps run on a webapi window (the format of RUN's)."""
    document = document_from_response(
        b"<!doctype html><title>history</title>", ORIGIN + PAGE, "text/html"
    )
    window = create_top_level_traversable(document, clock=VirtualClock())
    log: list[list[Any]] = []
    window.addEventListener(
        "popstate", lambda e: log.append(["popstate", e.state, _tail(window.location.href)])
    )
    window.addEventListener(
        "hashchange", lambda e: log.append(["hashchange", _tail(e.oldURL), _tail(e.newURL)])
    )
    history, location = window.history, window.location

    def state(value: Any) -> Any:
        return (lambda: 1) if value == "function" else value

    for op, *arguments in steps:
        try:
            if op == "push":
                history.pushState(state(arguments[0]), "", arguments[1])
            elif op == "replace":
                history.replaceState(state(arguments[0]), "", arguments[1])
            elif op == "back":
                history.back()
            elif op == "forward":
                history.forward()
            elif op == "go":
                history.go(arguments[0])
            elif op == "hash":
                location.hash = arguments[0]
            elif op == "href":
                location.href = arguments[0]
            elif op == "location_replace":
                location.replace(arguments[0])
            elif op == "settle":
                window.event_loop.run_until_idle()
        except DOMException as error:
            log.append(["error", error.name])
        log.append(["now", _tail(location.href), history.length, history.state])
    assert window.pending_navigations == []  # (no sequence leaves the document)
    return log


@pytest.mark.parametrize("name", sorted(SEQUENCES))
@sampled()
def test_sequence_as_chromium(name: str) -> None:
    assert run_in_webapi(SEQUENCES[name]) == STORED["logs"][name]


def test_the_answers_cover_every_sequence() -> None:
    assert sorted(STORED["logs"]) == sorted(SEQUENCES)
    assert STORED["chromium"].startswith("156.")


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_chromium_answers_the_same_now() -> None:
    assert ask_chromium()["logs"] == STORED["logs"]
