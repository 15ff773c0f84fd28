"""Playwright's navigations of a ``Page`` (https://playwright.dev/python/docs/api/class-page):
``goto``, ``reload``, ``go_back``, ``go_forward``, ``wait_for_url`` and ``wait_for_load_state``,
over the window's own navigations (``location.assign``, ``location.reload``, ``history``), waited
for on the window's clock as the actions wait (:mod:`._waiting`).

A navigation is over when the window shows a new document whose ``readyState`` has reached the
``wait_until`` state (``"load"``, the default: ``"complete"``; ``"domcontentloaded"``: past
``"loading"``; ``"commit"``: the new document; ``"networkidle"``: as ``"load"``, no request being
pending once the loop has run), or, for a navigation that keeps the document (a fragment, a
traversal of entries ``pushState`` made), when the URL has changed. One that fails (the
transport raised, a network error: the window's ``navigation_errors``) raises
:class:`~webapi.testing.Error`, as Playwright's ``net::ERR_...`` errors.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ._errors import Error, TimeoutError
from ._response import Response, navigation_response_of
from ._waiting import poll

__all__ = ["NAVIGATION_TIMEOUT", "navigate", "url_matcher", "wait_for_load_state", "wait_for_url"]

#: Playwright's default navigation timeout, in milliseconds.
NAVIGATION_TIMEOUT = 30000.0

_STATES = {"load", "domcontentloaded", "networkidle", "commit"}


def _state(value: Any, method: str) -> str:
    if value is None:
        return "load"
    if value not in _STATES:
        raise TypeError(
            f"Page.{method}(): 'wait_until' must be one of load, domcontentloaded, networkidle, "
            "commit"
        )
    return str(value)


def _reached(document: Any, state: str) -> bool:
    ready = document.readyState
    if state == "commit":
        return True
    if state == "domcontentloaded":
        return ready != "loading"  # type: ignore[no-any-return]
    return ready == "complete"  # type: ignore[no-any-return]


def navigate(
    page: Any,
    method: str,
    start: Callable[[], None],
    timeout: float | None,
    wait_until: Any,
    same_document: bool = False,
) -> Response | None:
    """Run ``start`` (which begins a navigation of the page's window) and wait on the window's
    clock until it is over (the module's docstring); ``same_document``: over once the loop
    has run what is ready (a fragment navigation to the URL it has). Returns the main
    resource's :class:`~webapi.testing.Response` where a new document is shown (None for
    one of the same document, and for a document no response made: ``about:blank``)."""
    state = _state(wait_until, method)
    limit = NAVIGATION_TIMEOUT if timeout is None else float(timeout)
    window = page.window
    loop = window.event_loop
    errors = window.navigation_errors  # (a new list each time it is read)
    last_error = errors[-1] if errors else None
    document, url = window.document, window.location.href
    failure: list[Any] = []

    def over() -> bool:
        errors = window.navigation_errors
        if errors and errors[-1] is not last_error:
            failure.append(errors[-1])
            return True
        shown = window.document
        if shown is not document:
            return _reached(shown, state)
        return same_document or window.location.href != url

    start()
    loop.advance(0)  # (what the navigation queued, the clock unmoved)
    if not poll(loop, over, limit):
        raise TimeoutError(
            f"Page.{method}: Timeout {limit:g}ms exceeded.\nCall log:\n"
            f'  - navigating, waiting until "{state}"'
        )
    if failure:
        error = failure[0]
        raise Error(f"Page.{method}: {error.reason} at {error.url}") from error.exception
    shown = window.document
    return None if shown is document else navigation_response_of(shown)


def wait_for_load_state(page: Any, state: Any, timeout: float | None) -> None:
    """Wait until the window's document has reached ``state`` (``"load"`` by default)."""
    wanted = _state(state, "wait_for_load_state")
    limit = NAVIGATION_TIMEOUT if timeout is None else float(timeout)
    window = page.window
    if not poll(window.event_loop, lambda: _reached(window.document, wanted), limit):
        raise TimeoutError(f"Page.wait_for_load_state: Timeout {limit:g}ms exceeded.")


def url_matcher(url: Any, method: str) -> Callable[[str], bool]:
    """Playwright's URL matching of ``wait_for_url``: a ``re.Pattern`` searched for, a
    function of the URL, or a glob (``**`` any characters, ``*`` any but ``/``, ``{a,b}`` one
    of the alternatives, every other character itself: a string without them is the whole
    URL)."""
    if isinstance(url, re.Pattern):
        return lambda actual: url.search(actual) is not None
    if callable(url):
        return lambda actual: bool(url(actual))
    if not isinstance(url, str):
        raise TypeError(f"Page.{method}(): 'url' must be a string, a re.Pattern or a function")
    pattern = re.compile(_glob_to_regex(url))
    return lambda actual: pattern.fullmatch(actual) is not None


def _glob_to_regex(glob: str) -> str:
    out, index, in_group = [], 0, False
    while index < len(glob):
        char = glob[index]
        if char == "*":
            if glob.startswith("**", index):
                out.append(".*")
                index += 2
                continue
            out.append("[^/]*")
        elif char == "{" and not in_group:
            out.append("(?:")
            in_group = True
        elif char == "}" and in_group:
            out.append(")")
            in_group = False
        elif char == "," and in_group:
            out.append("|")
        else:
            out.append(re.escape(char))
        index += 1
    return "".join(out)


def wait_for_url(page: Any, url: Any, timeout: float | None, wait_until: Any) -> None:
    """Wait until the window's URL matches ``url`` (:func:`url_matcher`) and its document has
    reached ``wait_until``."""
    matches = url_matcher(url, "wait_for_url")
    state = _state(wait_until, "wait_for_url")
    limit = NAVIGATION_TIMEOUT if timeout is None else float(timeout)
    window = page.window

    def arrived() -> bool:
        return matches(window.location.href) and _reached(window.document, state)

    if not poll(window.event_loop, arrived, limit):
        raise TimeoutError(
            f"Page.wait_for_url: Timeout {limit:g}ms exceeded.\nCall log:\n"
            f'  - waiting for navigation to {url!r} until "{state}"'
        )
