"""A ``<link rel=stylesheet>``'s ``load`` and ``error`` events
(https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet): fired by a task on
the document's event loop once the sheet and its imports are fetched, before the document's
own ``load``; alternative style sheets, style sheet sets and the ``disabled`` attribute's
explicitly enabled state; ``rel=preload`` links' events; against Chromium 156's answers
(``_link_chromium.py``, stored; the slow tier asks again) and a few cases of webapi's own (no
fetcher, the event handler IDL attributes)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.cssom._link_chromium import CASES, ask_chromium, load, webapi_answers
from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
from webapi.html import DOMParser, create_top_level_traversable, document_from_response

#: Chromium's answers webapi does not give, and why (docs/css.md): none.
KNOWN: dict[str, Any] = {}


def test_links_as_chromium() -> None:
    stored = load()["cases"]
    ours = webapi_answers()
    assert set(ours) == set(stored)
    for name, answer in stored.items():
        assert ours[name] == KNOWN.get(name, answer), name
    for name in KNOWN:
        assert stored[name] != KNOWN[name], name  # (still a departure)


#: The cases asked again in each slow test (a few at a time: each test asks for seconds).
_CHUNKS = [list(CASES)[start : start + 6] for start in range(0, len(CASES), 6)]


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.parametrize("names", _CHUNKS, ids=[f"chunk{index}" for index in range(len(_CHUNKS))])
def test_chromium_answers_the_same_now(names: list[str]) -> None:
    stored = load()["cases"]
    assert ask_chromium(names)["cases"] == {name: stored[name] for name in names}


@pytest.fixture
def tasks() -> Iterator[Any]:
    """The thread's event loop on a virtual clock: its queued tasks run when the test says."""
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        yield loop


def _log(document: Any) -> list[str]:
    fired: list[str] = []
    for kind in ("load", "error"):
        document.addEventListener(kind, lambda e: fired.append(f"{e.type} {e.target.id}"), True)
    return fired


def test_without_a_fetcher_the_link_fails(tasks: Any) -> None:
    # (as the `style` element's imports: an empty sheet, `error`)
    document = document_from_response(
        b"<link id=l rel=stylesheet href=a.css>", "https://e.com/p.html"
    )
    fired = _log(document)
    create_top_level_traversable(document)  # no fetcher
    assert fired == []  # (a task)
    tasks.run_until_idle()
    assert fired == ["error l"]
    assert document.styleSheets.length == 1 and document.styleSheets[0].cssRules.length == 0


def test_the_event_handler_attributes_run(tasks: Any) -> None:
    def fetcher(url: str) -> Any:
        return (b"p { }", "text/css") if url.endswith("/a.css") else None

    document = document_from_response(b"", "https://e.com/p.html")
    create_top_level_traversable(document, fetcher=fetcher)
    fired: list[str] = []
    for href in ("a.css", "b.css"):
        link = document.createElement("link")
        link.rel, link.href = "stylesheet", href
        link.onload = lambda e: fired.append("onload " + e.target.getAttribute("href"))
        link.onerror = lambda e: fired.append("onerror " + e.target.getAttribute("href"))
        document.head.append(link)
    tasks.run_until_idle()
    assert fired == ["onload a.css", "onerror b.css"]
    # a document without a browsing context (DOMParser's) fetches nothing: no event
    parsed = DOMParser().parseFromString("<link rel=stylesheet href=a.css>", "text/html")
    parsed.querySelector("link").onerror = lambda e: fired.append("parsed")
    added = parsed.createElement("link")
    added.rel, added.href = "stylesheet", "b.css"
    added.onerror = lambda e: fired.append("added")
    parsed.head.append(added)
    tasks.run_until_idle()
    assert fired == ["onload a.css", "onerror b.css"]
