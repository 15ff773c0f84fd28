"""Element internals (https://html.spec.whatwg.org/multipage/custom-elements.html#element-internals)
with Python classes: ``attachInternals()`` and its ``NotSupportedError`` cases, form-associated
custom elements (``formAssociated = True``: the form value in ``FormData`` and a submission,
``form``, ``labels``, ``form.elements``, constraint validation, the four form callbacks,
``:disabled``/``:enabled``/``:invalid``/``:valid``), ``CustomStateSet`` and ``:state()``, the
ARIAMixin members. The expected answers are the Standard's and Chromium 156's for the same
JavaScript (WPT's ``custom-elements/form-associated`` and ``custom-elements/state`` files, which
the html suite runs, check the same in the page)."""

from __future__ import annotations

from collections.abc import Callable, MutableSet
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.html import (
    CustomStateSet,
    DOMParser,
    ElementInternals,
    HTMLElement,
    custom_element_registry,
)
from webapi.xhr import FormData


def _document(markup: str = "") -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def _control_class(log: list[Any] | None = None, associated: bool = True) -> type[Any]:
    events = [] if log is None else log

    class Control(HTMLElement):
        formAssociated = associated

        def __init__(self) -> None:
            super().__init__()
            self.internals = self.attachInternals()

        def formAssociatedCallback(self, form: Any) -> None:
            events.append(("associated", None if form is None else form.id))

        def formDisabledCallback(self, disabled: bool) -> None:
            events.append(("disabled", disabled))

        def formResetCallback(self) -> None:
            document: Any = self.ownerDocument
            events.append(("reset", document.querySelector("input").value))

    return Control


def _define(document: Any, cls: type[Any], name: str = "my-control") -> None:
    custom_element_registry(document).define(name, cls)


# --- attachInternals ----------------------------------------------------------------------------


def test_attach_internals_once_then_not_supported() -> None:
    document = _document()
    _define(document, _control_class(associated=False))
    element = document.createElement("my-control")
    assert isinstance(element.internals, ElementInternals)
    assert element.internals.shadowRoot is None
    with pytest.raises(DOMException) as raised:
        element.attachInternals()
    assert raised.value.name == "NotSupportedError"


def test_attach_internals_refused_for_an_element_no_definition_names() -> None:
    document = _document()
    for element in (document.createElement("div"), document.createElement("not-defined")):
        with pytest.raises(DOMException) as raised:
            element.attachInternals()
        assert raised.value.name == "NotSupportedError"


def test_attach_internals_refused_by_disabled_features() -> None:
    class Closed(HTMLElement):
        disabledFeatures = ("internals",)

    document = _document()
    _define(document, Closed, "closed-element")
    with pytest.raises(DOMException) as raised:
        document.createElement("closed-element").attachInternals()
    assert raised.value.name == "NotSupportedError"


def test_attach_internals_before_the_upgrade_is_refused_and_after_it_allowed() -> None:
    class Late(HTMLElement):
        pass

    document = _document("<late-element></late-element>")
    element = document.querySelector("late-element")
    with pytest.raises(DOMException):
        element.attachInternals()  # (undefined: no definition yet)
    _define(document, Late, "late-element")
    assert isinstance(element.attachInternals(), ElementInternals)


def test_form_members_need_a_form_associated_definition() -> None:
    document = _document()
    _define(document, _control_class(associated=False))
    internals = document.createElement("my-control").internals
    reads: tuple[Callable[[], object], ...] = (
        lambda: internals.form,
        lambda: internals.willValidate,
        lambda: internals.validity,
        lambda: internals.labels,
        lambda: internals.setFormValue("x"),
        lambda: internals.checkValidity(),
    )
    for read in reads:
        with pytest.raises(DOMException) as raised:
            read()
        assert raised.value.name == "NotSupportedError"
    assert internals.states.size == 0  # (states and ARIA need no form association)


# --- form-associated custom elements --------------------------------------------------------


def test_form_value_in_form_data_string_file_and_entries() -> None:
    document = _document("<form><my-control name=a></my-control><input name=b value=2></form>")
    _define(document, _control_class())
    form = document.forms[0]
    control = document.querySelector("my-control")
    assert list(FormData(form).entries()) == [("b", "2")]  # (no value yet)
    control.internals.setFormValue("1")
    assert list(FormData(form).entries()) == [("a", "1"), ("b", "2")]
    entries = FormData()
    entries.append("x", "y")
    entries.append("z", "w")
    control.internals.setFormValue(entries)
    entries.append("later", "not seen")  # (setFormValue copied the entries)
    assert list(FormData(form).entries()) == [("x", "y"), ("z", "w"), ("b", "2")]
    control.internals.set_form_value(None)
    assert list(FormData(form).entries()) == [("b", "2")]
    control.removeAttribute("name")
    control.internals.setFormValue("nameless")
    assert list(FormData(form).entries()) == [("b", "2")]
    with pytest.raises(TypeError, match="value"):
        control.internals.setFormValue(3)


def test_form_owner_elements_and_associated_callback() -> None:
    log: list[Any] = []
    document = _document(
        "<form id=f><my-control id=c name=n></my-control></form><form id=g></form>"
        "<label for=c>L</label>"
    )
    form = document.getElementById("f")
    assert form.elements.length == 0  # (not yet a form-associated custom element)
    _define(document, _control_class(log))
    control = document.getElementById("c")
    assert form.elements.length == 1 and form.elements[0] is control
    assert form.elements["n"] is control
    assert control.internals.form is form
    assert [label.textContent for label in control.internals.labels] == ["L"]
    assert document.querySelector("label").control is control
    control.setAttribute("form", "g")
    document.body.appendChild(control)  # (removed, so disassociated, then inserted again)
    control.remove()
    assert log == [
        ("associated", "f"),
        ("associated", "g"),
        ("associated", None),
        ("associated", "g"),
        ("associated", None),
    ]


def test_disabled_by_attribute_and_fieldset() -> None:
    log: list[Any] = []
    document = _document("<form><fieldset><my-control></my-control></fieldset></form>")
    _define(document, _control_class(log))
    control = document.querySelector("my-control")
    fieldset = document.querySelector("fieldset")
    assert control.matches(":enabled") and not control.matches(":disabled")
    assert control.internals.willValidate
    fieldset.disabled = True
    assert control.matches(":disabled") and not control.internals.willValidate
    fieldset.disabled = False
    control.setAttribute("disabled", "")
    control.removeAttribute("disabled")
    assert [entry for entry in log if entry[0] == "disabled"] == [
        ("disabled", True),
        ("disabled", False),
        ("disabled", True),
        ("disabled", False),
    ]
    control.internals.setFormValue("v")
    control.setAttribute("name", "n")
    control.setAttribute("disabled", "")
    assert list(FormData(document.forms[0]).entries()) == []


def test_readonly_bars_from_constraint_validation() -> None:
    document = _document("<my-control readonly></my-control>")
    _define(document, _control_class())
    assert not document.querySelector("my-control").internals.willValidate


def test_reset_callback_after_the_built_in_controls() -> None:
    log: list[Any] = []
    document = _document("<form><my-control></my-control><input value=default></form>")
    _define(document, _control_class(log))
    document.querySelector("input").value = "typed"
    document.forms[0].reset()
    assert log[-1] == ("reset", "default")


def test_set_validity_flags_message_and_pseudo_classes() -> None:
    document = _document("<form><my-control><span></span></my-control></form>")
    _define(document, _control_class())
    control = document.querySelector("my-control")
    internals = control.internals
    form = document.forms[0]
    validity = internals.validity
    assert validity is internals.validity and validity.valid
    assert control.matches(":valid") and form.matches(":valid")
    internals.setValidity({"badInput": True}, "bad")
    assert not validity.valid and validity.badInput and not validity.customError
    assert internals.validationMessage == "bad"
    assert control.matches(":invalid") and form.matches(":invalid")
    fired: list[str] = []
    control.addEventListener("invalid", lambda event: fired.append(event.type))
    assert not internals.checkValidity() and not internals.reportValidity()
    assert not form.checkValidity()
    assert fired == ["invalid", "invalid", "invalid"]
    internals.setValidity({"customError": True}, "custom", control.querySelector("span"))
    assert validity.customError and not validity.badInput  # (flags left out are false)
    internals.setValidity({})
    assert validity.valid and internals.validationMessage == ""
    with pytest.raises(TypeError):
        internals.setValidity({"valueMissing": True})  # (a message is needed)
    with pytest.raises(DOMException) as raised:
        internals.setValidity({"valueMissing": True}, "m", control)  # (not a descendant)
    assert raised.value.name == "NotFoundError"


# --- CustomStateSet and :state() ------------------------------------------------------------


def test_custom_state_set_protocol_and_live_iteration() -> None:
    document = _document()
    _define(document, _control_class(associated=False))
    states = document.createElement("my-control").internals.states
    assert isinstance(states, CustomStateSet) and isinstance(states, MutableSet)
    assert states.add("a") is states
    states.add("b")
    states.add("a")
    assert (states.size, len(states), list(states)) == (2, 2, ["a", "b"])
    assert states.has("a") and "b" in states and 3 not in states
    assert list(states.entries()) == [("a", "a"), ("b", "b")]
    seen = []
    for value in states:  # (live, as a JavaScript Set: what is added is met)
        seen.append(value)
        if value == "a":
            states.delete("b")
            states.add("c")
    assert seen == ["a", "c"]
    assert states.delete("a") and not states.delete("a")
    states.discard("zz")
    with pytest.raises(KeyError):
        states.remove("zz")
    states.clear()
    assert states.size == 0
    with pytest.raises(TypeError):
        CustomStateSet()


def test_state_pseudo_class_matches_and_styles_follow() -> None:
    document = _document(
        "<style>my-control:state(on) { display: none }</style><my-control></my-control><p></p>"
    )
    _define(document, _control_class(associated=False))
    control = document.querySelector("my-control")
    from webapi.html import getComputedStyle

    assert getComputedStyle(control).display == "inline"
    assert not control.matches(":state(on)")
    control.internals.states.add("on")
    assert control.matches(":state(on)") and not control.matches(":state(On)")
    assert document.querySelectorAll(":state(on) + p").length == 1
    assert getComputedStyle(control).display == "none"
    control.internals.states.delete("on")
    assert not control.matches(":state(on)")
    assert getComputedStyle(control).display == "inline"
    for invalid in (":state()", ":state(a b)", ":state(1)"):
        with pytest.raises(DOMException):
            document.querySelector(invalid)


def test_aria_members_keep_what_is_set() -> None:
    document = _document()
    _define(document, _control_class(associated=False))
    internals: Any = document.createElement("my-control").internals
    assert (internals.role, internals.ariaLabel) == (None, None)
    internals.role = "checkbox"
    internals.ariaChecked = "true"
    internals.aria_label = "Accept"
    assert (internals.role, internals.aria_checked, internals.ariaLabel) == (
        "checkbox",
        "true",
        "Accept",
    )
    target = document.createElement("div")
    internals.ariaLabelledByElements = [target]
    assert internals.ariaLabelledByElements == (target,)
    internals.ariaLabel = None
    assert internals.ariaLabel is None


# --- shadowRoot ---------------------------------------------------------------------------------


def test_shadow_root_is_the_one_made_while_custom_even_closed() -> None:
    # https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-shadowroot
    document = _document()

    class Widget(HTMLElement):
        def __init__(self) -> None:
            super().__init__()
            self.internals = self.attachInternals()
            self.closed_root = self.attachShadow({"mode": "closed"})

    _define(document, Widget, "my-widget")
    widget: Any = document.createElement("my-widget")
    assert widget.shadowRoot is None  # (closed: not through the element)
    assert widget.internals.shadowRoot is widget.closed_root


def test_shadow_root_attached_before_the_element_was_defined_is_not_available() -> None:
    document = _document("<later-widget></later-widget>")
    element: Any = document.querySelector("later-widget")
    early = element.attachShadow({"mode": "open"})  # (an undefined element: not available)
    assert early is element.shadowRoot
    _define(document, _control_class(associated=False), "later-widget")
    assert element.internals.shadowRoot is None
