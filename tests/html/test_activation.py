"""HTML's activation behaviors on webapi's DOM (webapi/html/common/_activation.py, _forms_impl.py),
from the Standard's text: ``click()`` and the synthetic pointer event, the checkbox and radio
``input``'s legacy-pre-activation, legacy-canceled-activation and activation behaviors, submit
and reset buttons, form submission up to the ``submit`` event, ``requestSubmit()``,
``submit()``, ``reset()``, ``label`` and ``summary``; where webapi departs from Chromium 156, the
named departure and its witness."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import Document, DOMException, Event
from webapi.html import DOMParser, SubmitEvent
from webapi.uievents import MouseEvent


def _document(body: str) -> Document:
    return DOMParser().parseFromString(f"<!doctype html><body>{body}", "text/html")


def _record(document: Document, *types: str) -> list[tuple[str, str]]:
    """The events of ``types`` that reach the document (capture), as (type, target id)."""
    log: list[tuple[str, str]] = []
    for name in types:
        document.addEventListener(
            name, lambda event: log.append((event.type, event.target.id)), True
        )
    return log


ALL = ("click", "input", "change", "submit", "reset")


# --- click() and the synthetic pointer event -------------------------------------------------


def test_click_fires_a_synthetic_pointer_event() -> None:
    # "fire a synthetic pointer event named click at this element, with the not trusted flag
    # set": bubbles, cancelable, composed; untrusted; no modifier; (a MouseEvent: webapi has
    # no PointerEvent, Chromium's is one)
    document = _document("<div id=d></div>")
    seen: list[Any] = []
    document.body.addEventListener("click", seen.append)
    document.getElementById("d").click()
    [event] = seen
    assert type(event) is MouseEvent
    assert (event.type, event.bubbles, event.cancelable, event.composed) == (
        "click",
        True,
        True,
        True,
    )
    assert event.isTrusted is False
    assert (event.ctrlKey, event.shiftKey, event.altKey, event.metaKey) == (False,) * 4
    assert event.view is None and event.detail == 0
    assert event.target is document.getElementById("d")


def test_click_on_a_disabled_form_control_does_nothing() -> None:
    # step 1: "If this element is a form control that is disabled, then return."
    document = _document(
        "<button id=b disabled></button>"
        "<fieldset disabled><legend><input id=in-legend type=checkbox></legend>"
        "<input id=in-fieldset type=checkbox></fieldset><div id=d></div>"
    )
    log = _record(document, *ALL)
    for id_ in ("b", "in-fieldset"):
        document.getElementById(id_).click()
    assert log == []
    document.getElementById("in-legend").click()  # the first legend's content is not disabled
    assert [entry[0] for entry in log] == ["click", "input", "change"]


def test_the_click_in_progress_flag_stops_a_nested_click() -> None:
    document = _document("<div id=d></div>")
    element = document.getElementById("d")
    calls: list[int] = []

    def again(event: Event) -> None:
        calls.append(1)
        element.click()  # step 2: the flag is set: nothing

    element.addEventListener("click", again)
    element.click()
    element.click()  # step 5 unset it
    assert calls == [1, 1]


# --- checkbox and radio ----------------------------------------------------------------------


def test_checkbox_toggles_before_the_listeners_and_fires_input_then_change() -> None:
    document = _document("<input type=checkbox id=c>")
    box = document.getElementById("c")
    box.indeterminate = True
    during: list[tuple[bool, bool]] = []
    box.addEventListener("click", lambda event: during.append((box.checked, box.indeterminate)))
    kinds: list[tuple[str, bool, bool, bool]] = []
    for name in ("input", "change"):
        box.addEventListener(
            name,
            lambda event: kinds.append(
                (event.type, event.bubbles, event.composed, event.isTrusted)
            ),
        )
    box.click()
    assert during == [(True, False)]  # legacy-pre-activation: toggled, indeterminate false
    assert kinds == [("input", True, True, True), ("change", True, False, True)]
    box.click()
    assert box.checked is False


def test_a_canceled_click_restores_checkedness_and_indeterminate() -> None:
    document = _document("<input type=checkbox id=c checked>")
    box = document.getElementById("c")
    box.indeterminate = True
    log = _record(document, *ALL)
    box.addEventListener("click", lambda event: event.preventDefault())
    box.click()
    assert (box.checked, box.indeterminate) == (True, True)
    assert log == [("click", "c")]  # no activation behavior: no input, no change


def test_a_click_makes_checkedness_dirty() -> None:
    # as the checked setter does (Chromium: defaultChecked no longer changes it)
    document = _document("<input type=checkbox id=c>")
    box = document.getElementById("c")
    box.click()
    box.defaultChecked = False
    assert box.checked is True


def test_radio_checks_itself_and_a_canceled_click_rechecks_the_previous_one() -> None:
    document = _document(
        "<input type=radio name=g id=a checked><input type=radio name=g id=b>"
        "<input type=radio name=other id=c checked>"
    )
    a, b, c = (document.getElementById(i) for i in "abc")
    b.addEventListener("click", lambda event: event.preventDefault(), {"once": True})
    b.click()
    assert (a.checked, b.checked, c.checked) == (True, False, True)
    b.click()
    assert (a.checked, b.checked, c.checked) == (False, True, True)


def test_a_canceled_radio_without_a_previously_checked_one_is_unchecked() -> None:
    document = _document("<input type=radio name=g id=a><input type=radio name=g id=b>")
    b = document.getElementById("b")
    b.addEventListener("click", lambda event: event.preventDefault())
    b.click()
    assert b.checked is False and document.getElementById("a").checked is False


def test_disabled_checkbox_has_activation_behavior_through_dispatch() -> None:
    # click() refuses a disabled control, but a dispatched MouseEvent still activates it:
    # its activation behavior runs whatever its mutability (step 1 spares Checkbox and Radio)
    document = _document("<input type=checkbox id=c disabled>")
    log = _record(document, "input", "change")
    box = document.getElementById("c")
    box.dispatchEvent(MouseEvent("click"))
    assert box.checked is True
    assert log == [("input", "c"), ("change", "c")]


def test_a_disconnected_checkbox_toggles_without_events() -> None:
    document = _document("")
    box = document.createElement("input")
    box.type = "checkbox"
    fired: list[str] = []
    for name in ("input", "change"):
        box.addEventListener(name, lambda event: fired.append(event.type))
    box.click()
    assert box.checked is True and fired == []


def test_only_a_mouse_event_named_click_activates() -> None:
    document = _document("<input type=checkbox id=c>")
    box = document.getElementById("c")
    box.dispatchEvent(Event("click", {"bubbles": True}))
    box.dispatchEvent(MouseEvent("mousedown", {"bubbles": True}))
    assert box.checked is False


def test_the_activation_target_is_the_first_on_the_path_when_the_event_bubbles() -> None:
    document = _document("<label id=l><span id=s>text</span><input type=checkbox id=c></label>")
    span, box = document.getElementById("s"), document.getElementById("c")
    span.dispatchEvent(MouseEvent("click"))  # does not bubble: the span has none
    assert box.checked is False
    span.dispatchEvent(MouseEvent("click", {"bubbles": True}))  # the label's
    assert box.checked is True


# --- label -----------------------------------------------------------------------------------


def test_label_clicks_its_labeled_control() -> None:
    document = _document(
        "<label id=l for=c>text <b id=inside>x</b></label><input type=checkbox id=c>"
        "<label id=l2><button id=btn type=button></button><input type=checkbox id=c2></label>"
    )
    log = _record(document, "click", "change")
    document.getElementById("inside").click()
    assert document.getElementById("c").checked is True
    assert log == [("click", "inside"), ("click", "c"), ("change", "c")]
    assert document.getElementById("l").control is document.getElementById("c")
    assert document.getElementById("l").htmlFor == "c"
    log.clear()
    # an event targeted at an interactive content descendant: the label does nothing
    document.getElementById("btn").click()
    assert document.getElementById("c2").checked is False
    assert log == [("click", "btn")]


def test_label_click_on_a_disabled_control_does_nothing() -> None:
    document = _document("<label id=l><input type=checkbox id=c disabled></label>")
    document.getElementById("l").click()
    assert document.getElementById("c").checked is False


def test_label_form_is_its_controls_form_owner() -> None:
    document = _document(
        "<form id=f><label id=l><input id=i></label></form><label id=m><meter></meter></label>"
    )
    assert document.getElementById("l").form is document.getElementById("f")
    assert document.getElementById("m").form is None  # a meter is not form-associated


# --- submit and reset ------------------------------------------------------------------------


def test_a_submit_button_fires_submit_with_its_submitter() -> None:
    document = _document(
        "<form id=f><input name=q value=1><button id=b>go</button>"
        "<input type=submit id=s><input type=image id=img></form>"
    )
    form = document.getElementById("f")
    submitters: list[Any] = []

    def on_submit(event: SubmitEvent) -> bool:
        assert type(event) is SubmitEvent
        assert (event.bubbles, event.cancelable, event.isTrusted) == (True, True, True)
        submitters.append(event.submitter)
        return False  # the handler's false cancels

    form.onsubmit = on_submit
    for id_ in ("b", "s", "img"):
        document.getElementById(id_).click()
    assert submitters == [document.getElementById(i) for i in ("b", "s", "img")]


def test_submission_needs_a_connected_form_and_an_enabled_button() -> None:
    document = _document("<form id=f><button id=b disabled></button></form>")
    log = _record(document, "submit")
    document.getElementById("b").dispatchEvent(MouseEvent("click", {"bubbles": True}))
    assert log == []
    form = document.createElement("form")
    button = form.appendChild(document.createElement("button"))
    fired: list[str] = []
    form.addEventListener("submit", lambda event: fired.append("submit"))
    button.click()  # the form cannot navigate: not connected
    assert fired == []


def test_button_types_and_button_outside_a_form() -> None:
    document = _document(
        "<form id=f><button type=button id=plain></button><button type=reset id=r></button>"
        "</form><button id=outside></button>"
    )
    log = _record(document, "submit", "reset")
    for id_ in ("plain", "outside"):
        document.getElementById(id_).click()
    assert log == []
    document.getElementById("r").click()
    assert log == [("reset", "f")]


def test_request_submit_and_submit() -> None:
    document = _document("<form id=f><button id=b></button></form><button id=other></button>")
    form = document.getElementById("f")
    submitters: list[Any] = []
    form.addEventListener("submit", lambda event: submitters.append(event.submitter))
    form.requestSubmit()
    form.requestSubmit(document.getElementById("b"))
    assert submitters == [None, document.getElementById("b")]
    with pytest.raises(TypeError, match="submitter"):
        form.requestSubmit(document.createElement("div"))
    with pytest.raises(DOMException) as caught:
        form.requestSubmit(document.getElementById("other"))
    assert caught.value.name == "NotFoundError"
    form.submit()  # submitted from submit(): no event, and webapi does not navigate
    assert len(submitters) == 2


def test_a_submit_listener_that_submits_again_is_not_reentered() -> None:
    # "If form's firing submission events is true, then return."
    document = _document("<form id=f></form>")
    form = document.getElementById("f")
    count: list[int] = []

    def again(event: Event) -> None:
        count.append(1)
        form.requestSubmit()

    form.addEventListener("submit", again)
    form.requestSubmit()
    assert count == [1]


def test_reset_restores_the_controls() -> None:
    document = _document(
        "<form id=f><input id=t value=start><input type=checkbox id=c checked>"
        "<textarea id=ta>text</textarea>"
        "<select id=s><option>a</option><option selected>b</option></select></form>"
        "<input id=outside form=f value=o>"
    )
    get = document.getElementById
    get("t").value = "changed"
    get("c").checked = False
    get("ta").value = "edited"
    get("s").selectedIndex = 0
    get("outside").value = "x"
    document.getElementById("f").reset()
    assert get("t").value == "start"
    assert get("c").checked is True
    assert get("ta").value == "text"
    assert get("s").selectedIndex == 1
    assert get("outside").value == "o"  # its form owner is the form (form attribute)
    get("t").defaultValue = "new default"  # the dirty value flag is false again
    assert get("t").value == "new default"


def test_a_canceled_reset_event_keeps_the_values() -> None:
    document = _document("<form id=f><input id=t></form>")
    form = document.getElementById("f")
    document.getElementById("t").value = "kept"
    form.onreset = lambda event: False
    form.reset()
    assert document.getElementById("t").value == "kept"


# --- summary and a ---------------------------------------------------------------------------


def test_summary_toggles_its_details() -> None:
    document = _document(
        "<details id=d><summary id=s>more</summary><summary id=second>x</summary></details>"
    )
    details = document.getElementById("d")
    document.getElementById("s").click()
    assert details.open is True and details.getAttribute("open") == ""
    document.getElementById("second").click()  # not the summary for its parent details
    assert details.open is True
    document.getElementById("s").click()
    assert details.hasAttribute("open") is False


def test_an_anchor_is_an_activation_target_that_navigates_nowhere() -> None:
    # <a>'s activation behavior (following the hyperlink) does nothing in webapi, but the
    # anchor is the activation target of a click inside it: a label around it is not
    # activated (its checkbox stays unchecked)
    document = _document(
        "<label><a id=a href='#x'><span id=s>go</span></a><input type=checkbox id=c></label>"
    )
    document.getElementById("s").click()
    assert document.getElementById("c").checked is False
    assert document.URL == "about:blank"


def test_departure_anchor_without_href_is_an_activation_target() -> None:
    # The Standard gives every a element its activation behavior (whose first step returns
    # when there is no href): it stays the activation target. Chromium 156 gives an a without
    # href none, so there the label around it checks its checkbox (true, where webapi: false).
    document = _document(
        "<label><a id=a><span id=s>go</span></a><input type=checkbox id=c></label>"
    )
    document.getElementById("s").click()
    assert document.getElementById("c").checked is False


# --- the named departures from Chromium 156 --------------------------------------------------


def test_departure_documents_are_fully_active() -> None:
    # Chromium 156: a DOMParser document's form never submits (it is not fully active); webapi
    # has no browsing contexts and treats every document as fully active, so its submit
    # buttons fire submit (the scraper's test double needs it).
    document = _document("<form id=f><button id=b></button></form>")
    log = _record(document, "submit")
    document.getElementById("b").click()
    assert log == [("submit", "f")]


def test_departure_radio_already_checked_fires_input_and_change() -> None:
    # The Standard's Radio Button input activation behavior fires input and change whenever the
    # element is connected; Chromium 156 fires neither when the radio was already checked.
    document = _document("<input type=radio name=g id=r checked>")
    log = _record(document, "input", "change")
    document.getElementById("r").click()
    assert log == [("input", "r"), ("change", "r")]
