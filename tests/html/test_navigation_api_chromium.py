"""webapi's ``navigation`` (with ``history`` and fragment navigations) against Chromium 156's
answers for the same scripted sequences on one document (``_navigation_api_chromium.py``: the
steps, the log format, the stored answers): the ``navigate``, ``currententrychange``,
``navigatesuccess``/``navigateerror``, ``dispose``, ``popstate`` and ``hashchange`` events and
the promises' settlements in Chromium's order, and after each step the URL, the entries' URLs,
the current index, the keys' and ids' stability, ``canGoBack``/``canGoForward``, the current
entry's state and the transition. The window's loop runs (virtual clock) where Chromium's page
waits. The slow tier asks Chromium again."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.html._navigation_api_chromium import ANSWERS, PAGE, SEQUENCES, ask_chromium
from webapi.dom import DOMException
from webapi.eventloop import VirtualClock
from webapi.html import NavigationPromise, create_top_level_traversable, document_from_response

ORIGIN = "http://127.0.0.1:8000"
STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))


def _tail(url: str | None) -> str | None:
    return url[len(ORIGIN) :] if url is not None and url.startswith(ORIGIN) else url


class RangeError(Exception):
    pass


def error_name(error: BaseException) -> str:
    return error.name if isinstance(error, DOMException) else type(error).__name__


def run_in_webapi(steps: list[list[Any]]) -> list[list[Any]]:
    """The log of the sequence's steps run on a webapi window (the format of RUN's)."""
    document = document_from_response(
        b"<!doctype html><title>navigation</title>", ORIGIN + PAGE, "text/html"
    )
    window = create_top_level_traversable(document, clock=VirtualClock())
    loop = window.event_loop
    navigation = window.navigation
    log: list[list[Any]] = []
    keys: dict[str, int] = {}
    ids: dict[str, int] = {}
    watched: set[int] = set()
    mode = {"intercept": "off", "cancel": False}

    def number(table: dict[str, int], value: str) -> int:
        return table.setdefault(value, len(table))

    def state(value: Any) -> Any:
        return (lambda: 1) if value == "function" else value

    def on_navigate(e: Any) -> None:
        destination = e.destination
        log.append(
            [
                "navigate",
                e.navigationType,
                _tail(destination.url),
                destination.sameDocument,
                e.canIntercept,
                e.hashChange,
                e.cancelable,
                e.userInitiated,
                destination.index,
                "" if destination.key == "" else number(keys, destination.key),
                e.info,
            ]
        )
        if mode["cancel"] and e.cancelable:
            e.preventDefault()
            return
        if mode["intercept"] != "off" and e.canIntercept:
            if mode["intercept"] == "none":
                e.intercept()
                return
            failing = mode["intercept"] == "fail"

            def handler() -> NavigationPromise:
                promise = NavigationPromise(loop)

                def later() -> None:
                    log.append(["handler", _tail(window.location.href)])
                    if failing:
                        promise._reject(RangeError("handler failed"))
                    else:
                        promise._resolve(None)

                loop.queue_a_microtask(later)
                return promise

            e.intercept(handler=handler)

    navigation.addEventListener("navigate", on_navigate)
    navigation.addEventListener(
        "currententrychange",
        lambda e: log.append(
            ["currententrychange", e.navigationType, _tail(e.from_.url), e.from_.index]
        ),
    )
    navigation.addEventListener("navigatesuccess", lambda e: log.append(["navigatesuccess"]))
    navigation.addEventListener(
        "navigateerror", lambda e: log.append(["navigateerror", error_name(e.error)])
    )
    window.addEventListener("popstate", lambda e: log.append(["popstate", e.state]))
    window.addEventListener("hashchange", lambda e: log.append(["hashchange"]))

    def promises(result: Any, tag: int) -> None:
        for which in ("committed", "finished"):

            def settled(promise: NavigationPromise, which: str = which) -> None:
                error = promise.exception()
                entry = None if error is not None else promise.result()
                # (a JavaScript reaction: a microtask)
                loop.queue_a_microtask(
                    lambda: log.append(
                        [which, tag, _tail(entry.url)]
                        if error is None
                        else ["rejected", which, tag, error_name(error)]
                    )
                )

            result[which]._then(settled)

    def now() -> None:
        entries = navigation.entries()
        for entry in entries:
            if id(entry) not in watched:
                watched.add(id(entry))
                entry.addEventListener(
                    "dispose", lambda e, entry=entry: log.append(["dispose", _tail(entry.url)])
                )
        current = navigation.currentEntry
        transition = navigation.transition
        log.append(
            [
                "now",
                _tail(window.location.href),
                [_tail(e.url) for e in entries],
                current.index,
                [number(keys, e.key) for e in entries],
                [number(ids, e.id) for e in entries],
                navigation.canGoBack,
                navigation.canGoForward,
                current.getState(),
                None if transition is None else transition.navigationType,
            ]
        )

    now()
    for tag, (op, *arguments) in enumerate(steps):
        try:
            if op == "push":
                window.history.pushState(state(arguments[0]), "", arguments[1])
            elif op == "replace":
                window.history.replaceState(state(arguments[0]), "", arguments[1])
            elif op == "hash":
                window.location.hash = arguments[0]
            elif op == "back":
                window.history.back()
            elif op == "navigate":
                options = dict(arguments[1])
                if "state" in options:
                    options["state"] = state(options["state"])
                promises(navigation.navigate(arguments[0], options), tag)
            elif op == "nav_back":
                promises(navigation.back(), tag)
            elif op == "nav_forward":
                promises(navigation.forward(), tag)
            elif op == "traverse":
                entries = navigation.entries()
                key = entries[arguments[0]].key if arguments[0] < len(entries) else "no such key"
                promises(navigation.traverseTo(key), tag)
            elif op == "reload":
                promises(navigation.reload(arguments[0]), tag)
            elif op == "update":
                navigation.updateCurrentEntry({"state": state(arguments[0])})
            elif op == "intercept":
                mode["intercept"] = arguments[0]
            elif op == "cancel":
                mode["cancel"] = arguments[0]
        except DOMException as error:
            log.append(["error", error.name])
        if op == "settle":  # (the script awaits: its microtasks, then the tasks, run)
            loop.run_until_idle()
        now()
    loop.run_microtasks()  # (the script's end)
    return log


@pytest.mark.parametrize("name", sorted(SEQUENCES))
def test_sequence_as_chromium(name: str) -> None:
    assert run_in_webapi(SEQUENCES[name]) == STORED["logs"][name]


def test_the_answers_cover_every_sequence() -> None:
    assert sorted(STORED["logs"]) == sorted(SEQUENCES)
    assert STORED["chromium"].startswith("156.")


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_chromium_answers_the_same_now() -> None:
    assert ask_chromium()["logs"] == STORED["logs"]
