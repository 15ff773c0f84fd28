"""A live window frees every document it left (issue 73 item 3): webapi has no back/forward
cache, so a session history entry keeps its URL, state and document state (origin, referrer,
nested histories), not its document, once the document is unloaded; a closed popup leaves
its opener's ``opened_windows``; and the 50-entry cap is Chromium's, over the joint session
history of a page and its frames. (``benchmarks/navigation_memory.py`` shows the resident set
over 10,000 navigations and 100,000 reloads.)"""

from __future__ import annotations

import gc
import weakref
from typing import Any

from webapi.html import open_window

HTML = {"Content-Type": "text/html"}


def site(request: Any) -> Any:
    """``/top...`` has an ``iframe`` of ``/frame``; ``/refresh`` reloads itself after a
    second; any other path is a small page titled by its path."""
    path = "/" + request.url.split("://", 1)[1].split("/", 1)[1]
    if path.startswith("/top"):
        return (200, HTML, b"<!doctype html><title>top</title><iframe src=/frame></iframe>")
    if path.startswith("/refresh"):
        return (200, HTML, b"<!doctype html><meta http-equiv=refresh content=1><p>again")
    return (200, HTML, f"<!doctype html><title>{path}</title><p>page".encode())


def dead(refs: list[weakref.ref[Any]]) -> bool:
    gc.collect()
    return all(ref() is None for ref in refs)


def test_a_document_navigated_away_from_is_freed() -> None:
    window = open_window("https://a.test/0", transport=site)
    left = []
    for index in range(1, 6):
        left.append(weakref.ref(window.document))
        window.location.href = f"/{index}"
        window.event_loop.run_until_idle()
    assert window.document.title == "/5" and window.history.length == 6
    assert dead(left)  # (main kept all five: each activation held the entry before)


def test_the_entries_keep_what_a_traversal_needs_without_the_documents() -> None:
    window = open_window("https://a.test/0", transport=site)
    window.history.replaceState({"page": 0}, "")
    first_key = window.navigation.currentEntry.key
    left = weakref.ref(window.document)
    window.location.href = "/1"
    window.event_loop.run_until_idle()
    activation = window.navigation.activation
    assert dead([left])
    # (the activation's entry is of the document unloaded: it answers from its entry)
    assert activation.navigationType == "push"
    assert activation.from_.url == "https://a.test/0" and activation.from_.key == first_key
    assert activation.from_.index == 0 and activation.from_.sameDocument is False
    assert [entry.url for entry in window.navigation.entries()] == [
        "https://a.test/0",
        "https://a.test/1",
    ]
    window.history.back()
    window.event_loop.run_until_idle()  # (reloaded through the transport, its state kept)
    assert window.location.href == "https://a.test/0" and window.history.state == {"page": 0}
    assert window.navigation.currentEntry.key == first_key


def test_a_refresh_loop_keeps_one_document() -> None:
    window = open_window("https://a.test/refresh", transport=site, refresh=True)
    left = []
    for _ in range(5):
        left.append(weakref.ref(window.document))
        window.event_loop.advance(1000)
    assert window.history.length == 1 and dead(left)


def test_frame_documents_are_freed_and_their_entries_kept() -> None:
    window = open_window("https://a.test/top", transport=site)
    frame = window[0]
    left = [weakref.ref(frame.document)]
    frame.location.href = "/inner"
    window.event_loop.run_until_idle()
    assert frame.document.title == "/inner" and window.history.length == 2
    left.append(weakref.ref(window.document))
    left.append(weakref.ref(frame.document))
    del frame  # (a frame's window, as a WindowProxy, shows its last document)
    window.location.href = "/other"
    window.event_loop.run_until_idle()
    assert window.history.length == 3 and dead(left)
    window.history.back()  # (the page reloaded, its frame at its entry: /inner)
    window.event_loop.run_until_idle()
    assert window.location.pathname == "/top" and window[0].location.pathname == "/inner"
    window.history.back()
    window.event_loop.run_until_idle()
    assert window[0].location.pathname == "/frame" and window.history.length == 3


def test_a_closed_popup_leaves_opened_windows_and_is_freed() -> None:
    window = open_window(
        b"<!doctype html><a target=_blank href=/popup>open</a>",
        url="https://a.test/",
        transport=site,
    )
    popups = []
    for _ in range(3):
        window.document.querySelector("a").click()
        window.event_loop.run_until_idle()
        [popup] = window.opened_windows
        assert popup.document.title == "/popup"
        popup.close()
        assert popup.closed and window.opened_windows == [popup]  # (closes in a task)
        window.event_loop.run_until_idle()
        assert window.opened_windows == []
        popups.append(weakref.ref(popup))
        del popup
    assert dead(popups)


def test_the_cap_is_on_the_joint_session_history_as_in_chromium() -> None:
    # Chromium 156 (loopback, this page and frame): 60 pushState in the frame, then 10 in the
    # page, gave history.length 50 in both; history.go(-49) showed the page with the frame at
    # ?21 (the oldest step kept: the 21st of the frame's pushes).
    window = open_window("https://a.test/top", transport=site)
    frame = window[0]
    for index in range(1, 61):
        frame.history.pushState(None, "", f"/frame?{index}")
    assert window.history.length == frame.history.length == 50
    for index in range(1, 11):
        window.history.pushState(None, "", f"/top?{index}")
    assert window.history.length == frame.history.length == 50
    window.history.go(-49)
    window.event_loop.run_until_idle()
    assert window.location.href == "https://a.test/top"
    assert window[0].location.href == "https://a.test/frame?21"
    window.history.go(-1)  # (the oldest step: nothing before it)
    window.event_loop.run_until_idle()
    assert window[0].location.href == "https://a.test/frame?21"


def test_the_cap_on_a_frames_navigations_across_documents() -> None:
    # Chromium 156: 60 navigations of the frame to other documents, history.length 50;
    # history.go(-49) showed the frame's 11th page (?n10).
    window = open_window("https://a.test/top", transport=site)
    for index in range(60):
        window[0].location.href = f"/frame?n{index}"
        window.event_loop.run_until_idle()
    assert window.history.length == window[0].history.length == 50
    window.history.go(-49)
    window.event_loop.run_until_idle()
    assert window[0].location.href == "https://a.test/frame?n10"
