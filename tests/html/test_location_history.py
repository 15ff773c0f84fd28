"""``window.location`` and ``window.history`` on one document: what WPT's
html/browsers/history/the-location-interface/ and the-history-interface/ check where no
cross-document navigation is needed, in our own words, and what the HTML Standard's steps
give (a navigation to another document is recorded in ``window.pending_navigations``)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.eventloop import VirtualClock
from webapi.html import (
    History,
    Location,
    PendingNavigation,
    Window,
    create_top_level_traversable,
    document_from_response,
)

URL = "https://user:pw@shop.example:8443/a/b.html?q=1#top"


def _window(url: str = URL, body: bytes = b"<!doctype html><title>t</title>") -> Window:
    document = document_from_response(body, url, "text/html")
    return create_top_level_traversable(document, clock=VirtualClock())


def _events(window: Window) -> list[tuple[Any, ...]]:
    log: list[tuple[Any, ...]] = []
    window.addEventListener("popstate", lambda e: log.append(("popstate", e.state)))
    window.addEventListener("hashchange", lambda e: log.append(("hashchange", e.oldURL, e.newURL)))
    return log


# --- Location: the getters


def test_location_getters_read_the_document_url() -> None:
    location = _window().location
    assert isinstance(location, Location)
    assert location.href == str(location) == URL
    assert location.origin == "https://shop.example:8443"
    assert location.protocol == "https:"
    assert location.host == "shop.example:8443"
    assert location.hostname == "shop.example"
    assert location.port == "8443"
    assert location.pathname == "/a/b.html"
    assert location.search == "?q=1"
    assert location.hash == "#top"
    assert location.ancestorOrigins == ()


def test_location_and_history_are_the_same_objects_each_time() -> None:
    window = _window()
    assert window.location is window.location
    assert window.history is window.history
    assert isinstance(window.history, History)


def test_empty_search_and_hash_read_as_empty_strings() -> None:
    location = _window("https://shop.example/?#").location
    assert (location.search, location.hash, location.port) == ("", "", "")


# --- Location: fragment navigations


def test_setting_hash_adds_the_number_sign_and_an_entry() -> None:
    window = _window()
    log = _events(window)
    window.location.hash = "test"
    assert window.location.hash == "#test"
    assert window.document.URL == "https://user:pw@shop.example:8443/a/b.html?q=1#test"
    assert window.history.length == 2
    assert log == [("popstate", None)]  # now; hashchange is a task
    window.event_loop.run_until_idle()
    assert log[1] == ("hashchange", URL, window.location.href)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("#not encoded", "#not%20encoded"),
        ("#already%20encoded", "#already%20encoded"),
        ("#mixed encoding%20here", "#mixed%20encoding%20here"),
        ("##double", "##double"),
    ],
)
def test_hash_setter_percent_encodes_as_the_fragment_state(value: str, expected: str) -> None:
    location = _window().location
    location.hash = value
    assert location.hash == expected


def test_the_same_hash_again_navigates_nowhere() -> None:
    window = _window()
    log = _events(window)
    window.location.hash = "top"
    window.location.hash = "#top"
    window.event_loop.run_until_idle()
    assert (log, window.history.length) == ([], 1)


def test_empty_hash_without_a_fragment_changes_nothing() -> None:
    window = _window("https://shop.example/page")
    window.location.hash = ""
    assert window.location.href == "https://shop.example/page"
    assert window.history.length == 1


def test_empty_hash_after_a_fragment_leaves_the_number_sign() -> None:
    window = _window()
    window.location.hash = ""
    assert window.location.href == "https://user:pw@shop.example:8443/a/b.html?q=1#"
    assert window.location.hash == ""


def test_assign_and_replace_with_a_fragment() -> None:
    window = _window()
    window.location.assign("#one")
    assert (window.location.hash, window.history.length) == ("#one", 2)
    window.location.replace("#two")
    assert (window.location.hash, window.history.length) == ("#two", 2)
    window.location.href = "b.html?q=1#three"  # (relative: the same document)
    assert (window.location.hash, window.history.length) == ("#three", 3)
    assert window.pending_navigations == []


def test_assigning_window_location_sets_href() -> None:
    window = _window()
    window.location = "#put-forwards"  # type: ignore[assignment]
    assert window.location.hash == "#put-forwards"


def test_a_url_is_resolved_against_the_base_url() -> None:
    window = _window(body=b"<!doctype html><base href='https://cdn.example/x/'>")
    window.location.assign("y")
    assert window.pending_navigations == [PendingNavigation("https://cdn.example/x/y", "push")]


# --- Location: navigations to other documents (the pending navigation hook)


@pytest.mark.parametrize(
    ("member", "value", "expected"),
    [
        ("search", "?z=2", "https://user:pw@shop.example:8443/a/b.html?z=2#top"),
        ("search", "z z", "https://user:pw@shop.example:8443/a/b.html?z%20z#top"),
        ("search", "", "https://user:pw@shop.example:8443/a/b.html#top"),
        ("pathname", "?", "https://user:pw@shop.example:8443/%3F?q=1#top"),
        ("pathname", "c/d", "https://user:pw@shop.example:8443/c/d?q=1#top"),
        ("host", "other.example:81", "https://user:pw@other.example:81/a/b.html?q=1#top"),
        ("hostname", "other.example", "https://user:pw@other.example:8443/a/b.html?q=1#top"),
        ("port", "", "https://user:pw@shop.example/a/b.html?q=1#top"),
        ("port", "443", "https://user:pw@shop.example/a/b.html?q=1#top"),
        ("port", "99x", "https://user:pw@shop.example:99/a/b.html?q=1#top"),
        ("protocol", "http", "http://user:pw@shop.example:8443/a/b.html?q=1#top"),
        ("protocol", "http:gunk", "http://user:pw@shop.example:8443/a/b.html?q=1#top"),
        ("href", "/elsewhere", "https://user:pw@shop.example:8443/elsewhere"),
    ],
)
def test_setters_navigate_to_the_changed_url(member: str, value: str, expected: str) -> None:
    window = _window()
    setattr(window.location, member, value)
    assert window.pending_navigations == [PendingNavigation(expected, "push")]
    assert window.location.href == URL  # (the document stays until item 4 loads the next)


@pytest.mark.parametrize(
    "value", ["\x00", "\x09", " ", "!", "\x7f", "\x80", ":", "†", "\x00x", " x", "1http"]
)
def test_protocol_setter_refuses_what_is_no_scheme(value: str) -> None:
    window = _window()
    with pytest.raises(DOMException) as caught:
        window.location.protocol = value
    assert caught.value.name == "SyntaxError"
    assert window.pending_navigations == []


def test_protocol_setter_to_a_scheme_that_is_not_http_does_nothing() -> None:
    window = _window("data:text/html,x")
    window.location.protocol = "x"
    window.location.protocol = "https"  # (data: URL: the scheme cannot change)
    assert window.pending_navigations == []


def test_setters_that_cannot_apply_do_nothing() -> None:
    window = _window("data:text/html,x")
    window.location.pathname = "/p"
    window.location.host = "h.example"
    window.location.port = "1"
    assert window.pending_navigations == []


def test_an_invalid_url_is_a_syntax_error() -> None:
    location = _window().location
    for call in (location.assign, location.replace, lambda url: setattr(location, "href", url)):
        with pytest.raises(DOMException) as caught:
            call("http://[::1")
        assert caught.value.name == "SyntaxError"


def test_replace_and_reload_reach_the_hook() -> None:
    window = _window()
    window.location.replace("/next")
    window.location.reload()
    assert window.pending_navigations == [
        PendingNavigation("https://user:pw@shop.example:8443/next", "replace"),
        PendingNavigation(URL, "reload"),
    ]


def test_the_same_url_is_a_replace() -> None:
    window = _window("https://shop.example/page")
    window.location.href = "https://shop.example/page"
    assert window.pending_navigations == [PendingNavigation("https://shop.example/page", "replace")]


# --- History


def test_state_starts_null_and_push_state_sets_it() -> None:
    window = _window()
    history = window.history
    assert (history.state, history.length, history.scrollRestoration) == (None, 1, "auto")
    history.pushState(1, "", "?x=1")
    assert (history.state, history.length, window.location.search) == (1, 2, "?x=1")


def test_push_state_without_url_keeps_the_url_and_fires_nothing() -> None:
    window = _window()
    log = _events(window)
    window.history.pushState({"a": 1}, "")
    window.history.pushState({"a": 2}, "", "")
    window.history.pushState({"a": 3}, "", None)
    window.event_loop.run_until_idle()
    assert (window.location.href, window.history.length, log) == (URL, 4, [])


def test_push_state_with_whitespace_url_drops_the_fragment() -> None:
    window = _window()
    window.history.pushState(None, "", " ")
    assert window.location.href == "https://user:pw@shop.example:8443/a/b.html?q=1"


def test_empty_url_is_the_document_url_even_with_a_base() -> None:
    window = _window(body=b"<!doctype html><base href='/the-base'>")
    window.history.pushState(None, "", "")
    assert window.location.pathname == "/a/b.html"


def test_state_is_a_structured_clone() -> None:
    history = _window().history
    value = {"list": [1, 2], "nested": {"b": b"x"}}
    history.pushState(value, "")
    state = history.state
    assert state == value and state is not value and state["list"] is not value["list"]
    assert history.state is state  # (the same value until the next restore)


def test_what_cannot_be_cloned_is_a_data_clone_error_and_changes_nothing() -> None:
    window = _window()
    with pytest.raises(DOMException) as caught:
        window.history.pushState(lambda: 1, "", "?f")
    assert caught.value.name == "DataCloneError"
    assert (window.history.length, window.location.href) == (1, URL)


@pytest.mark.parametrize(
    ("document", "target", "allowed"),
    [
        ("https://a.example/p", "https://a.example/p#h", True),
        ("https://a.example/p", "https://a.example/p?s", True),
        ("https://a.example/p", "https://a.example/other", True),
        ("https://a.example/p", "https://u:p@a.example/p", False),
        ("https://a.example/p", "http://a.example/p", False),
        ("https://a.example/p", "https://a.example:444/p", False),
        ("https://a.example/p", "https://b.example/p", False),
        ("https://a.example/p", "about:blank", False),
        ("https://a.example/p", "javascript:'x'", False),
        ("about:blank", "about:blank#h", True),
        ("about:blank", "about:blank?s", False),
        ("about:blank", "about:srcdoc", False),
        ("file:///tmp/a.html", "file:///tmp/a.html?s#h", True),
        ("file:///tmp/a.html", "file:///tmp/b.html", False),
    ],
)
def test_push_state_url_rewriting(document: str, target: str, allowed: bool) -> None:
    window = _window(document)
    if allowed:
        window.history.pushState(None, "", target)
        assert window.location.href == target
    else:
        with pytest.raises(DOMException) as caught:
            window.history.pushState(None, "", target)
        assert caught.value.name == "SecurityError"
        assert window.history.length == 1


def test_replace_state_keeps_the_length_and_the_state_without_one() -> None:
    window = _window()
    window.history.pushState("kept", "", "?1")
    window.history.replaceState(None, "", "?2")
    assert (window.history.length, window.history.state, window.location.search) == (
        2,
        None,
        "?2",
    )


def test_back_and_forward_are_tasks_with_popstate_and_hashchange() -> None:
    window = _window("https://shop.example/p")
    log = _events(window)
    window.history.pushState({"n": 1}, "", "#one")
    window.history.back()
    assert (log, window.location.hash) == ([], "#one")  # queued, not run
    window.event_loop.run_until_idle()
    assert log == [
        ("popstate", None),
        ("hashchange", "https://shop.example/p#one", "https://shop.example/p"),
    ]
    window.history.forward()
    window.event_loop.run_until_idle()
    assert log[2:] == [
        ("popstate", {"n": 1}),
        ("hashchange", "https://shop.example/p", "https://shop.example/p#one"),
    ]
    assert window.history.state == {"n": 1}


def test_go_out_of_range_does_nothing_and_go_zero_reloads() -> None:
    window = _window()
    log = _events(window)
    window.history.pushState(1, "", "?1")
    window.history.go(2)
    window.history.go(-2)
    window.history.go()
    window.event_loop.run_until_idle()
    assert (log, window.history.state) == ([], 1)
    assert window.pending_navigations == [PendingNavigation(window.location.href, "reload")]


def test_push_state_clears_the_forward_entries() -> None:
    window = _window()
    for n in range(3):
        window.history.pushState(n, "", f"?{n}")
    window.history.go(-2)
    window.event_loop.run_until_idle()
    window.history.pushState("new", "", "?new")
    assert window.history.length == 3
    window.history.forward()
    window.event_loop.run_until_idle()
    assert window.location.search == "?new"


def test_history_keeps_fifty_entries_as_chromium() -> None:
    window = _window()
    for n in range(60):
        window.history.pushState(n, "", f"?{n}")
    assert window.history.length == 50
    window.history.go(-49)
    window.event_loop.run_until_idle()
    assert (window.history.state, window.location.search) == (10, "?10")


def test_scroll_restoration_is_kept_per_entry() -> None:
    history = _window().history
    history.scrollRestoration = "manual"
    history.pushState(None, "", "?next")
    assert history.scrollRestoration == "manual"  # (the new entry takes the active one's)
    history.replaceState(None, "")
    assert history.scrollRestoration == "manual"


def test_argument_errors() -> None:
    history = _window().history
    with pytest.raises(TypeError):
        history.pushState(None)  # type: ignore[call-arg]
    history.scrollRestoration = "manual"
    # Web IDL's attribute setter ignores a string not of the enumeration (Chromium too)
    history.scrollRestoration = "bogus"  # type: ignore[assignment]
    assert history.scrollRestoration == "manual"


def test_document_location_is_the_window_location_while_the_document_is_active() -> None:
    window = _window()
    assert window.document.location is window.location
    detached = document_from_response(b"<p>x", URL, "text/html")
    assert detached.location is None


# --- frames


def test_a_frame_has_its_own_location_and_joint_session_history() -> None:
    window = _window(
        "https://shop.example/top",
        b"<!doctype html><iframe srcdoc='<p>x'></iframe>",
    )
    frame = window[0]
    assert frame.location.href == "about:srcdoc"
    assert frame.location.ancestorOrigins == ("https://shop.example",)
    frame.location.hash = "in-frame"
    frame.history.pushState("frame", "")
    assert (frame.location.href, frame.history.length) == ("about:srcdoc#in-frame", 3)
    # (the joint session history: the frame's entries are steps of the top's, as in Chromium)
    assert window.history.length == 3
    assert window.location.href == "https://shop.example/top"
    window.history.go(-2)
    window.event_loop.run_until_idle()
    assert (frame.location.href, frame.history.length) == ("about:srcdoc", 3)
    assert window.location.href == "https://shop.example/top"


def test_a_removed_frames_entries_stay_steps_of_the_joint_session_history() -> None:
    # Chromium 156 (asked on a loopback server): a frame's pushState makes history.length 2,
    # removing the frame keeps it 2 (the Standard removes the nested history), back() moves
    # to the first step (nothing to see) and a pushState then prunes the frame's step: 2
    window = _window(URL, b"<!doctype html><iframe srcdoc=x></iframe>")
    window[0].history.pushState(None, "")
    assert window.history.length == 2
    window.document.querySelector("iframe").remove()
    assert window.history.length == 2
    window.history.back()
    window.event_loop.run_until_idle()
    assert (window.location.href, window.history.length) == (URL, 2)
    window.history.pushState(None, "", "/x")
    assert window.history.length == 2


def test_a_removed_frames_history_is_a_security_error() -> None:
    window = _window(URL, b"<!doctype html><iframe srcdoc=x></iframe>")
    frame = window[0]
    history, location = frame.history, frame.location
    window.document.querySelector("iframe").remove()
    for read in (
        lambda: history.length,
        lambda: history.state,
        lambda: history.scrollRestoration,
        lambda: history.pushState(None, ""),
        history.back,
    ):
        with pytest.raises(DOMException) as caught:
            read()
        assert caught.value.name == "SecurityError"
    location.hash = "ignored"  # (not fully active: no navigation)
    assert frame.pending_navigations == []


def test_repr_and_no_copies() -> None:
    import copy
    import pickle

    window = _window("https://shop.example/p")
    window.history.pushState(None, "", "?2")
    assert repr(window.location) == "<Location https://shop.example/p?2>"
    assert repr(window.history) == "<History entry 2 of 2>"
    for value in (window.location, window.history):
        for action in (copy.copy, copy.deepcopy, pickle.dumps):
            with pytest.raises(TypeError):
                action(value)


@pytest.mark.parametrize("value", ["#te<st", "te<st", "#te%3Cst", "te%3Cst"])
def test_the_same_parsed_hash_is_no_navigation(value: str) -> None:
    window = _window("https://shop.example/p")
    window.location.hash = "te<st"
    window.event_loop.run_until_idle()
    log = _events(window)
    window.location.hash = value
    window.event_loop.run_until_idle()
    assert (window.location.hash, window.history.length, log) == ("#te%3Cst", 2, [])


@pytest.mark.parametrize("value", ["#te%3cst", "te%3cst"])
def test_a_hash_equal_only_once_decoded_navigates(value: str) -> None:
    window = _window("https://shop.example/p")
    window.location.hash = "te<st"
    window.location.hash = value
    assert (window.location.hash, window.history.length) == ("#te%3cst", 3)


def test_href_to_the_same_url_is_a_replacing_fragment_navigation() -> None:
    window = _window("https://shop.example/p#te%3Cst")
    log = _events(window)
    window.location.href = "https://shop.example/p#te<st"
    window.event_loop.run_until_idle()
    assert (window.history.length, log) == (1, [("popstate", None)])


def test_push_state_does_not_walk_the_tree_for_the_base_url_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from webapi.html.common import _document_base

    window = _window("https://shop.example/p", b"<!doctype html>" + b"<p>x</p>" * 100)
    walks = []
    real = _document_base.first_base_href

    def counting(document: Any) -> str | None:
        walks.append(document)
        return real(document)

    monkeypatch.setattr(_document_base, "first_base_href", counting)
    for n in range(20):
        window.history.pushState(n, "", f"?{n}")
    assert len(walks) <= 1
    base = window.document.createElement("base")
    base.setAttribute("href", "https://shop.example/other/")
    window.document.head.append(base)  # (the tree changed: the base URL is found again)
    window.history.pushState(None, "", "here")
    assert window.location.href == "https://shop.example/other/here"


def test_event_handler_attributes_and_trusted_events() -> None:
    window = _window("https://shop.example/p")
    seen: list[tuple[Any, ...]] = []
    window.onpopstate = lambda e: seen.append((e.type, e.isTrusted, e.bubbles, e.cancelable))
    window.onhashchange = lambda e: seen.append((e.type, e.isTrusted, e.bubbles, e.cancelable))
    window.location.hash = "x"
    window.event_loop.run_until_idle()
    assert seen == [("popstate", True, False, False), ("hashchange", True, False, False)]
