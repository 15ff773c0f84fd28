"""The form elements' impl classes: ``form``, ``input``, ``textarea``, ``button``
(https://html.spec.whatwg.org/multipage/forms.html, input.html, form-elements.html), with the
form owner (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-owner),
an ``input`` element's value, its value mode, dirty value flag, checkedness and dirty
checkedness, and a ``textarea`` element's raw value.

The activation behaviors (https://html.spec.whatwg.org/multipage/input.html#the-input-element,
form-elements.html#the-button-element): a checkbox or radio ``input`` toggles before the
``click`` event's listeners run (its legacy-pre-activation behavior), is restored when the
event is canceled, and fires ``input`` and ``change`` after it when connected; a submit
button submits its form owner, a reset button resets it. Form submission
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm)
fires the ``submit`` event (a ``SubmitEvent`` with its ``submitter``) after the constraint
validation (:mod:`._constraint_validation`) unless ``novalidate`` or ``formnovalidate``, then
constructs the entry list (the ``formdata`` event) and makes the request
(:mod:`._form_submission`), which the document keeps as its last submission: webapi does not
navigate. ``form.submit()`` fires no ``submit`` event and makes the request.

The text control selection APIs are :mod:`._text_selection`'s. The File Upload state's
selected files are a ``webapi.fileapi.FileList`` (``files``; no picker: a script or
``webapi.testing``'s ``set_input_files`` selects them). A form owner is
the ``form`` attribute's form, else the nearest ancestor ``form``; the parser's form element
pointer (which can associate a control with a form it is not inside) is not kept.
"""

from __future__ import annotations

import math

from webapi._lazy import import_module, lazy_imports, load_provider
from webapi.dom import DOMException
from webapi.dom.engine import (
    ElementImpl,
    child_text_content,
    descendants,
    fire_an_event,
    first_element_with_id,
    get_attribute_value_by_namespace,
    is_connected,
    process_element_queue,
    root,
    string_replace_all,
)

from ..common._activation import impl_class, is_disabled, is_fully_active, is_html_element
from ..common._document_base import encoding_parse_and_serialize_for
from ..common._enumerated import AUTOCOMPLETE, BUTTON_TYPE, ENCTYPE, INPUT_TYPE, METHOD, known_value
from ..common._face import is_form_associated_custom_element
from ..common._reflect import Enumerated
from ..elements._elements_impl import dimension_attribute
from ..elements._html_element import HTMLElementImpl
from ._autofill import idl_exposed_autofill_value
from ._constraint_validation import ConstraintValidation, statically_validate
from ._form_collections import (
    form_elements,
    form_indexed_item,
    form_length,
    form_named_item,
    form_supported_property_names,
)
from ._input_numbers import DATE_STATES, NUMERIC_STATES, number_to_string_for, string_to_number
from ._input_values import sanitize, sanitize_email
from ._text_selection import SELECT_APPLIES, SELECTION_APPLIES, TextControlSelection

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl

    from ._form_entry_list import (
        construct_the_entry_list,
        form_data_entry_list,
        is_submit_button,
    )
    from ._form_submission import (
        pick_an_encoding,
        plan_the_request,
        remember_submission,
        submit_to_a_dialog,
    )
    from ._input_steps import allowed_value_step, date_to_string, step, string_to_date
else:  # (webapi.fileapi and webapi.xhr load with the first form submitted or FormData made)
    lazy_imports(
        globals(),
        "._form_entry_list",
        ("construct_the_entry_list", "form_data_entry_list", "is_submit_button"),
    )
    lazy_imports(
        globals(),
        "._form_submission",
        ("pick_an_encoding", "plan_the_request", "remember_submission", "submit_to_a_dialog"),
    )
    # (decimal arithmetic and datetime: loaded by the first input whose steps or date are read)
    lazy_imports(
        globals(),
        "._input_steps",
        ("allowed_value_step", "date_to_string", "step", "string_to_date"),
    )

__all__ = [
    "HTMLButtonElementImpl",
    "HTMLFormElementImpl",
    "HTMLInputElementImpl",
    "HTMLTextAreaElementImpl",
    "RadioGroups",
    "form_owner",
    "radio_groups",
    "reset_form",
    "submit_form",
]

#: The formmethod and formenctype attributes: no missing value default (the empty string).
_FORM_METHOD = Enumerated(
    {"get": "get", "post": "post", "dialog": "dialog"}, missing=None, invalid="get"
)
_FORM_ENCTYPE = Enumerated(
    dict(ENCTYPE.keywords), missing=None, invalid="application/x-www-form-urlencoded"
)

#: https://html.spec.whatwg.org/multipage/input.html#dom-input-value: each type state's value
#: mode (the others: "value").
_VALUE_MODES = {
    "hidden": "default",
    "submit": "default",
    "image": "default",
    "reset": "default",
    "button": "default",
    "checkbox": "default/on",
    "radio": "default/on",
    "file": "filename",
}


def form_owner(element: ElementImpl) -> HTMLFormElementImpl | None:
    """The element's form owner
    (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner):
    for a connected element with a ``form`` attribute, the ``form`` element whose ID it is
    (the first element of the tree with that ID), if any; else (no such attribute, or not
    connected) its nearest ancestor ``form`` element."""
    form_id = element._get_content_attribute("form")  # type: ignore[attr-defined]
    if form_id is not None and is_connected(element):
        if not form_id:
            return None
        found = first_element_with_id(root(element), form_id)  # (the tree's ID map)
        return found if isinstance(found, HTMLFormElementImpl) else None
    ancestor = element._parent
    while ancestor is not None:
        if isinstance(ancestor, HTMLFormElementImpl):
            return ancestor
        ancestor = ancestor._parent
    return None


def _action_url(element: HTMLElementImpl, name: str) -> str:
    """The ``action`` and ``formAction`` getter steps: the node document's URL where the
    attribute is missing or empty, else the attribute encoding-parsed and serialized relative
    to the node document, or its value where that fails."""
    value = element._get_content_attribute(name)
    document = element._node_document
    if not value:
        url: str = document._url
        return url
    serialized = encoding_parse_and_serialize_for(document, value)
    return value if serialized is None else serialized


class _FormAssociated:
    """The ``form`` getter of form-associated elements."""

    __slots__ = ()

    @property
    def _form(self) -> ElementImpl | None:
        return form_owner(self)  # type: ignore[arg-type]


class HTMLFormElementImpl(HTMLElementImpl):
    """A ``form`` element (https://html.spec.whatwg.org/multipage/forms.html#the-form-element):
    its constructing entry list and firing submission events flags, and whether it is locked
    for reset."""

    __slots__ = ("_constructing_entry_list", "_firing_submission_events", "_locked_for_reset")

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._constructing_entry_list = False
        self._firing_submission_events = False
        self._locked_for_reset = False

    def _submit(self) -> None:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-submit: submit the form
        from itself, submitted from ``submit()``: no ``submit`` event and no validation; the
        submission navigates the form's browsing context, where it has one."""
        submit_form(self, self, submitted_from_submit_method=True)

    def _request_submit(self, submitter: HTMLElementImpl | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit"""
        if submitter is not None:  # 1.
            if not is_submit_button(submitter):  # 1.1.
                raise TypeError(
                    "HTMLFormElement.requestSubmit: the submitter is not a submit button."
                )
            if form_owner(submitter) is not self:  # 1.2.
                raise DOMException("The submitter is not owned by this form.", "NotFoundError")
        else:  # 2.
            submitter = self
        submit_form(self, submitter)  # 3.

    def _check_validity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-checkvalidity: statically
        validate the form's constraints (each invalid control fires ``invalid``)."""
        return statically_validate(self)[0]

    def _report_validity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-reportvalidity: interactively
        validate the constraints (no user interface shows the problems)."""
        return statically_validate(self)[0]

    def _reset(self) -> None:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-reset"""
        if self._locked_for_reset:  # 1.
            return
        self._locked_for_reset = True  # 2.
        try:
            reset_form(self)  # 3.
        finally:
            self._locked_for_reset = False  # 4.

    _autocomplete = known_value("autocomplete", AUTOCOMPLETE, "Reflects ``autocomplete``.")
    _enctype = known_value("enctype", ENCTYPE, "Reflects ``enctype``.")
    _encoding = known_value("enctype", ENCTYPE, "Reflects ``enctype`` (as ``enctype``).")
    _method = known_value("method", METHOD, "Reflects ``method``.")

    @property
    def _action(self) -> str:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-fs-action."""
        return _action_url(self, "action")

    def _form_data_entry_list(self, submitter: object = None) -> list[Any]:
        """``new FormData(form, submitter)``'s entry list (webapi.xhr calls it, a layer
        below: :func:`~._form_entry_list.form_data_entry_list`)."""
        return form_data_entry_list(self, submitter)

    # --- its controls (webapi/html/forms/_form_collections.py) ---

    @property
    def _elements(self) -> Any:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements"""
        return form_elements(self, form_owner)

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-form-length"""
        return form_length(self, form_owner)

    def _indexed_property(self, index: int) -> ElementImpl | None:
        """``form[index]``: its ``index``-th control."""
        return form_indexed_item(self, index, form_owner)

    def _named_property(self, name: str) -> Any:
        """``form[name]``: the control (or ``RadioNodeList``) named ``name``, through the
        past names map."""
        return form_named_item(self, name, form_owner)

    def _supported_property_names(self) -> list[str]:
        return form_supported_property_names(self, form_owner)


#: https://html.spec.whatwg.org/multipage/input.html#do-not-apply: the types ``list`` applies to.
_LIST_APPLIES = frozenset(
    {
        "text", "search", "url", "tel", "email", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color",
    }
)  # fmt: skip


class HTMLInputElementImpl(
    HTMLElementImpl, _FormAssociated, ConstraintValidation, TextControlSelection
):
    """An ``input`` element (https://html.spec.whatwg.org/multipage/input.html): its value
    (``_value_state``: None until first needed, then the value, sanitized), dirty value flag,
    checkedness (None until first needed), dirty checkedness flag and ``indeterminate``."""

    __slots__ = (
        "_checkedness",
        "_dirty_checkedness",
        "_dirty_value",
        "_indeterminate",
        "_pre_activation",
        "_selected_files",
        "_selection",
        "_selectionchange_scheduled",
        "_value_state",
    )

    @property
    def _autocomplete(self) -> str:
        """The IDL-exposed autofill value
        (https://html.spec.whatwg.org/multipage/input.html#dom-input-autocomplete)."""
        return idl_exposed_autofill_value(self)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._value_state: str | None = None
        self._dirty_value = False
        self._checkedness: bool | None = None
        self._dirty_checkedness = False
        self._indeterminate = False
        #: What the legacy-pre-activation behavior saved for the canceled one: a checkbox's
        #: checkedness and indeterminate, a radio's group's checked element (or None).
        self._pre_activation: tuple[object, ...] = ()
        self._selection = (0, 0, "forward")
        self._selectionchange_scheduled = False
        #: The File Upload state's selected files (a FileList; None: none selected yet).
        self._selected_files: Any = None

    # --- activation ------------------------------------------------------------------------

    def _legacy_pre_activation_behavior(self) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-pre-activation-behavior
        (the checkedness changed as by the ``checked`` setter: the dirty checkedness flag set,
        as Chromium does)."""
        state = self._type
        if state == "checkbox":  # 1.
            checked = self._get_checkedness()
            self._pre_activation = ("checkbox", checked, self._indeterminate)
            self._checked = not checked
            self._indeterminate = False
        elif state == "radio":  # 2.
            previous = next((e for e in self._radio_group() if e._get_checkedness()), None)
            self._pre_activation = ("radio", previous)
            self._checked = True
        else:
            self._pre_activation = ()

    def _legacy_canceled_activation_behavior(self) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-canceled-activation-behavior"""
        saved, self._pre_activation = self._pre_activation, ()
        state = self._type
        if state == "checkbox" and saved and saved[0] == "checkbox":  # 1.
            self._checked = bool(saved[1])
            self._indeterminate = bool(saved[2])
        elif state == "radio":  # 2.
            previous = saved[1] if saved and saved[0] == "radio" else None
            if isinstance(previous, HTMLInputElementImpl) and previous in self._radio_group():
                previous._checked = True
            else:
                self._checked = False

    def _activation_behavior(self, event: object) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#the-input-element:activation-behaviour
        and each state's input activation behavior (Checkbox, Radio Button, Submit Button,
        Image Button, Reset Button; the others have none webapi can run: no pickers)."""
        self._pre_activation = ()
        state = self._type
        if is_disabled(self) and state not in ("checkbox", "radio"):  # 1. (not mutable)
            return
        if state in ("checkbox", "radio"):  # 2.
            if not is_connected(self):
                return
            fire_an_event("input", self, bubbles=True, composed=True)
            fire_an_event("change", self, bubbles=True)
        elif state in ("submit", "image", "reset"):
            form = form_owner(self)
            if form is None or not is_fully_active(self._node_document):
                return
            if state == "reset":
                reset_form(form)
            else:  # (the Image Button state's selected coordinate: no layout, (0, 0))
                submit_form(form, self, user_involvement="activation")

    def _reset_algorithm(self) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#the-input-element:concept-form-reset-control"""
        self._dirty_value = self._dirty_checkedness = False
        self._value_state = self._sanitized(self._get_content_attribute("value") or "")
        self._set_checkedness(self._get_content_attribute("checked") is not None)
        self._selected_files = None  # (the list of selected files emptied)

    # --- files -----------------------------------------------------------------------------

    @property
    def _files(self) -> Any:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-files: in the File
        Upload state, the FileList of the selected files (the same object until they
        change); else None."""
        if self._type != "file":
            return None
        if self._selected_files is None:
            from webapi.fileapi import FileList

            self._selected_files = FileList()
        return self._selected_files

    @_files.setter
    def _files(self, value: Any) -> None:
        """Outside the File Upload state, or given None: nothing; else the selected files
        set to ``value``."""
        if self._type == "file" and value is not None:
            self._selected_files = value

    # --- type ------------------------------------------------------------------------------

    @property
    def _type(self) -> str:
        """Reflects ``type``, limited to only known values (missing and invalid: "text")."""
        return INPUT_TYPE.state(self._get_content_attribute("type")) or "text"

    @_type.setter
    def _type(self, value: str) -> None:
        self._set_content_attribute("type", value)

    def _mode(self, state: str | None = None) -> str:
        return _VALUE_MODES.get(state or self._type, "value")

    # --- value -----------------------------------------------------------------------------

    def _sanitized(self, value: str, state: str | None = None) -> str:
        state = state or self._type
        # The Range state's value depends on min and max, which the Standard's underflow and
        # overflow steps keep it within as they change: its value is kept as given and
        # sanitized when read (as Chromium does).
        return value if state == "range" else sanitize(self, state, value)

    def _element_value(self, state: str | None = None) -> str:
        """The element's value (made from the ``value`` attribute and sanitized when first
        needed)."""
        value = self._value_state
        if value is None:
            value = self._value_state = self._sanitized(
                self._get_content_attribute("value") or "", state
            )
        if (state or self._type) == "range":
            return sanitize(self, "range", value)
        return value

    @property
    def _value(self) -> str:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-value, by value mode."""
        mode = self._mode()
        if mode == "value":
            return self._element_value()
        if mode == "filename":  # "C:\fakepath\" and the first selected file's name
            files = self._selected_files
            return "C:\\fakepath\\" + files[0].name if files else ""
        value = self._get_content_attribute("value")
        if value is None:
            return "on" if mode == "default/on" else ""
        return value

    @_value.setter
    def _value(self, value: str) -> None:
        mode = self._mode()
        if mode == "value":
            old_value = self._element_value()  # 1.
            self._value_state = self._sanitized(value)  # 2.-4. (set, dirty, sanitized)
            self._dirty_value = True
            if self._value_state != old_value:  # 5. (the text entry cursor to the end)
                self._move_cursor_to_end()
        elif mode == "filename":
            if value:
                raise DOMException(
                    "This input element accepts a filename, which may only be "
                    "programmatically set to the empty string.",
                    "InvalidStateError",
                )
            self._selected_files = None  # (the empty string: the list of selected files emptied)
        else:
            self._set_content_attribute("value", value)

    @property
    def _value_as_number(self) -> float:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber: the
        value as its state's number; NaN where that does not apply or the value is none."""
        state = self._type
        if state not in NUMERIC_STATES:
            return math.nan
        number = string_to_number(state, self._element_value(state))
        return math.nan if number is None else number

    @_value_as_number.setter
    def _value_as_number(self, value: float) -> None:
        if math.isinf(value):
            raise TypeError("HTMLInputElement.valueAsNumber: the value is not finite.")
        state = self._type
        if state not in NUMERIC_STATES:
            raise DOMException(
                "This input element does not support Number values.", "InvalidStateError"
            )
        if math.isnan(value):
            self._value = ""
        else:  # (a time with the precision its step asks, as Chromium writes it)
            self._value = number_to_string_for(state, value, allowed_value_step(self, state))

    @property
    def _value_as_date(self) -> object:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasdate: the value
        as a ``datetime`` in UTC (JavaScript's Date) for the date, month, week and time
        states; None where that does not apply or the value is none."""
        state = self._type
        if state not in DATE_STATES:
            return None
        return string_to_date(state, self._element_value(state))

    @_value_as_date.setter
    def _value_as_date(self, value: object) -> None:
        import datetime  # (loaded by the first date set, as date_to_string's module loads it)

        if value is not None and not isinstance(value, datetime.date):
            raise TypeError(
                "HTMLInputElement.valueAsDate: the value is not a date (datetime.datetime, "
                "datetime.date) or None."
            )
        state = self._type
        if state not in DATE_STATES:
            raise DOMException(
                "This input element does not support Date values.", "InvalidStateError"
            )
        if value is None:
            self._value = ""
        else:
            self._value = date_to_string(state, value, allowed_value_step(self, state))

    def _step_up(self, n: int = 1) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup"""
        self._step(n, down=False)

    def _step_down(self, n: int = 1) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-stepdown"""
        self._step(n, down=True)

    def _step(self, n: int, down: bool) -> None:
        state = self._type
        if state not in NUMERIC_STATES:  # 1.
            raise DOMException("This form element is not steppable.", "InvalidStateError")
        if allowed_value_step(self, state) is None:  # 2.
            raise DOMException(
                "This form element does not have an allowed value step.", "InvalidStateError"
            )
        value = step(self, state, n, down)
        if value is not None:
            self._value = value

    # --- checkedness -----------------------------------------------------------------------

    def _get_checkedness(self) -> bool:
        checked = self._checkedness
        if checked is None and self._type == "radio" and self._get_content_attribute("name"):
            radio_groups(self)  # (settles the untouched members of every group of the tree)
            checked = self._checkedness
        if checked is None:
            checked = self._checkedness = self._get_content_attribute("checked") is not None
        return checked

    def _set_checkedness(self, value: bool) -> None:
        if self._type != "radio" or not self._get_content_attribute("name"):
            self._checkedness = value
            _CHECKEDNESS_CHANGES[0] += 1
        elif value:  # (its group's other members unchecked)
            radio_groups(self).set_checked(self)
        else:
            radio_groups(self).set_unchecked(self)

    def _radio_group(self) -> list[HTMLInputElementImpl]:
        """https://html.spec.whatwg.org/multipage/input.html#radio-button-group: the ``radio``
        inputs of the same tree with the same form owner and the same non-empty name."""
        if self._type != "radio" or not self._get_content_attribute("name"):
            return [self]
        return radio_groups(self).group_of(self)

    def _radio_group_missing(self) -> bool:
        """Whether a member of the radio button group is required and none is checked
        (https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio):
        "suffering from being missing"), from the kept groups: a group's required and checked
        members are found once, not again for each member."""
        if self._type != "radio" or not self._get_content_attribute("name"):
            return self._get_content_attribute("required") is not None and not (
                self._get_checkedness()
            )
        groups = radio_groups(self)
        return not groups.has_checked(self) and groups.has_required(self)

    @property
    def _checked(self) -> bool:
        return self._get_checkedness()

    @_checked.setter
    def _checked(self, value: bool) -> None:
        # "On setting, it must set the element's checkedness to the new value and set the
        # element's dirty checkedness flag to true."
        self._set_checkedness(value)
        self._dirty_checkedness = True

    # --- the content attributes' steps ---------------------------------------------------

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if namespace is not None:
            return
        if local_name == "value":
            # "if the control's dirty value flag is false, the user agent must set the value
            # of the element to the value of the value content attribute, if there is one, or
            # the empty string otherwise, and then run the current value sanitization
            # algorithm"
            if not self._dirty_value:
                self._value_state = self._sanitized(value or "")
        elif local_name == "checked":
            # added: checkedness true; removed: false (without dirty checkedness)
            if not self._dirty_checkedness and (old_value is None) != (value is None):
                self._set_checkedness(value is not None)
        elif local_name == "multiple" and self._type == "email":
            # "When the multiple attribute is set or removed, the user agent must run the value
            # sanitization algorithm" (the Email state: a, b becomes a,b)
            if (old_value is None) != (value is None):
                before = self._value_state
                if before is None:
                    # (a value not made yet was the value attribute sanitized as multiple was
                    # before this change: with it, "a, b" was "a,b")
                    before = sanitize_email(
                        self._get_content_attribute("value") or "", old_value is not None
                    )
                self._value_state = self._sanitized(before, "email")
        elif local_name == "type":
            old_state = INPUT_TYPE.state(old_value) or "text"
            new_state = INPUT_TYPE.state(value) or "text"
            if old_state != new_state:
                self._type_change(old_state, new_state)
        if local_name in ("name", "form", "type") and old_value != value:
            self._group_changed()

    def _group_changed(self) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#radio-button-group: "When any of
        the following phenomena occur, if the element's checkedness state is true after the
        occurrence, the checkedness state of all the other elements in the same radio button
        group must be set to false" (its name set, changed or removed, its form owner changed,
        a type change, its becoming connected). The groups are made afresh: the document's
        version may not count this change yet."""
        if self._checkedness and self._type == "radio" and self._get_content_attribute("name"):
            for other in RadioGroups(root(self), None).group_of(self):
                if other is not self:
                    other._checkedness = False
            _CHECKEDNESS_CHANGES[0] += 1

    def _insertion_steps(self) -> None:
        """Its becoming connected (see :meth:`_group_changed`)."""
        if self._checkedness and is_connected(self):
            self._group_changed()

    def _type_change(self, old_state: str, new_state: str) -> None:
        """https://html.spec.whatwg.org/multipage/input.html#input-type-change."""
        old_mode, new_mode = self._mode(old_state), self._mode(new_state)
        element_value = self._element_value(old_state)
        if old_mode == "value" and element_value and new_mode in ("default", "default/on"):
            self._set_content_attribute("value", element_value)  # 1.
        elif old_mode != "value" and new_mode == "value":
            self._value_state = self._get_content_attribute("value") or ""  # 2.
            self._dirty_value = False
        elif old_mode != "filename" and new_mode == "filename":
            self._value_state = ""  # 3.
        if old_mode == "filename" and new_mode != "filename":
            self._selected_files = None  # (as Chromium: a new File Upload state selects none)
        # 4. (rendering: none); 6. the new state's sanitization
        raw = self._value_state
        if raw is None:
            raw = self._get_content_attribute("value") or ""
        self._value_state = self._sanitized(raw, new_state)
        if old_state not in SELECTION_APPLIES and new_state in SELECTION_APPLIES:
            self._move_cursor_to_beginning()  # 7.

    # --- the text control selection (the relevant value: the value) -----------------------

    def _relevant_value(self) -> str:
        return self._value

    def _set_relevant_value(self, value: str) -> None:
        self._value_state = self._sanitized(value)
        self._dirty_value = True

    def _selection_applies(self) -> bool:
        return self._type in SELECTION_APPLIES

    # --- list ------------------------------------------------------------------------------

    @property
    def _list(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/input.html#dom-input-list: the suggestions
        source element (the first element of its tree whose ID is the ``list`` attribute's
        value, if it is a ``datalist``, where ``list`` applies to the type)."""
        list_id = self._get_content_attribute("list")
        if list_id is None or self._type not in _LIST_APPLIES:
            return None
        found = first_element_with_id(root(self), list_id)
        return found if found is not None and is_html_element(found, "datalist") else None

    def _select_applies(self) -> bool:
        return self._type in SELECT_APPLIES

    def _cloning_steps(self, copy: HTMLInputElementImpl, subtree: bool) -> None:
        """Propagate the value, dirty value flag, checkedness and dirty checkedness flag."""
        copy._value_state = self._value_state
        copy._dirty_value = self._dirty_value
        copy._checkedness = self._checkedness
        copy._dirty_checkedness = self._dirty_checkedness

    @property
    def _form_action(self) -> str:
        return _action_url(self, "formaction")

    _form_enctype = known_value("formenctype", _FORM_ENCTYPE, "Reflects ``formenctype``.")
    _form_method = known_value("formmethod", _FORM_METHOD, "Reflects ``formmethod``.")

    @property
    def _width(self) -> int:
        """No rendering: as ``img``'s (the attribute, else 0) for the Image Button state."""
        return dimension_attribute(self, "width") if self._type == "image" else 0

    @property
    def _height(self) -> int:
        return dimension_attribute(self, "height") if self._type == "image" else 0


class HTMLTextAreaElementImpl(
    HTMLElementImpl, _FormAssociated, ConstraintValidation, TextControlSelection
):
    """A ``textarea`` element (https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element):
    its raw value (None while the dirty value flag is false: the child text content, which the
    children changed steps would copy), dirty value flag and selection (the relevant value:
    the API value)."""

    __slots__ = ("_dirty_value", "_raw_value", "_selection", "_selectionchange_scheduled")

    @property
    def _autocomplete(self) -> str:
        """The IDL-exposed autofill value
        (https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-autocomplete)."""
        return idl_exposed_autofill_value(self)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._raw_value: str | None = None
        self._dirty_value = False
        self._selection = (0, 0, "forward")
        self._selectionchange_scheduled = False

    @property
    def _type(self) -> str:
        return "textarea"

    @property
    def _default_value(self) -> str:
        """Its child text content."""
        return child_text_content(self)

    @_default_value.setter
    def _default_value(self, value: str) -> None:
        string_replace_all(value, self)

    @property
    def _value(self) -> str:
        """The API value: the raw value with CRLF and CR normalized to LF."""
        raw = self._raw_value
        if raw is None:
            raw = child_text_content(self)
        return raw.replace("\r\n", "\n").replace("\r", "\n")

    @_value.setter
    def _value(self, value: str) -> None:
        old_api_value = self._value  # 1.
        self._raw_value = value  # 2.
        self._dirty_value = True  # 3.
        if self._value != old_api_value:  # 4. (the text entry cursor to the end)
            self._move_cursor_to_end()

    def _relevant_value(self) -> str:
        return self._value

    def _set_relevant_value(self, value: str) -> None:
        self._raw_value = value
        self._dirty_value = True

    # the selection attributes always apply: never null
    @property
    def _selection_start(self) -> int:
        return self._current_selection()[0]

    @_selection_start.setter
    def _selection_start(self, value: int | None) -> None:
        self._set_selection_start(value)

    @property
    def _selection_end(self) -> int:
        return self._current_selection()[1]

    @_selection_end.setter
    def _selection_end(self, value: int | None) -> None:
        self._set_selection_end(value)

    def _children_changed_steps(self) -> None:
        """While the dirty value flag is false the raw value is the child text content: its
        change puts the text entry cursor at the beginning, as Chromium does (the Standard
        says nothing of the selection then)."""
        if not self._dirty_value:
            self._move_cursor_to_beginning()

    @property
    def _text_length(self) -> int:
        """The API value's length in code units."""
        value = self._value
        return len(value) + sum(1 for c in value if c > "\uffff")

    def _reset_algorithm(self) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#the-textarea-element:concept-form-reset-control:
        the dirty value flag false, the raw value the child text content."""
        self._dirty_value = False
        self._raw_value = None

    def _cloning_steps(self, copy: HTMLTextAreaElementImpl, subtree: bool) -> None:
        """Propagate the raw value and dirty value flag."""
        copy._raw_value = self._raw_value
        copy._dirty_value = self._dirty_value


class HTMLButtonElementImpl(HTMLElementImpl, _FormAssociated, ConstraintValidation):
    """A ``button`` element (https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element)."""

    __slots__ = ()

    def _is_submit_button(self) -> bool:
        """https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button for a
        ``button``: the Submit Button state, or the Auto state without ``command`` and
        ``commandfor`` and not the child of a ``select``."""
        state = BUTTON_TYPE.state(self._get_content_attribute("type"))
        if state == "submit":
            return True
        return (
            state == "auto"
            and self._get_content_attribute("command") is None
            and self._get_content_attribute("commandfor") is None
            and not is_html_element(self._parent, "select")
        )

    def _activation_behavior(self, event: object) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element:activation-behaviour
        (the command steps: ``webapi.html.forms._commands``; no popover target steps: webapi has no
        ``popovertarget``)."""
        if is_disabled(self):  # 1.
            return
        if not is_fully_active(self._node_document):  # 2.
            return
        form = form_owner(self)
        if form is not None:  # 3.
            if self._is_submit_button():
                submit_form(form, self, user_involvement="activation")
                return
            state = BUTTON_TYPE.state(self._get_content_attribute("type"))
            if state == "reset":
                reset_form(form)
                return
            if state == "auto":  # 3.3 (a button with command or commandfor)
                return
        import_module("._commands", __package__).run_command(self)  # 4.-5.

    @property
    def _command(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-button-command"""
        return import_module("._commands", __package__).command(self)  # type: ignore[no-any-return]

    @property
    def _type(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-button-type."""
        if self._is_submit_button():
            return "submit"
        state = BUTTON_TYPE.state(self._get_content_attribute("type"))
        return "button" if state == "auto" else state  # type: ignore[return-value]

    @property
    def _form_action(self) -> str:
        return _action_url(self, "formaction")

    _form_enctype = known_value("formenctype", _FORM_ENCTYPE, "Reflects ``formenctype``.")
    _form_method = known_value("formmethod", _FORM_METHOD, "Reflects ``formmethod``.")


def _cannot_navigate(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/links.html#cannot-navigate (not an ``a``)."""
    return not is_fully_active(element._node_document) or not is_connected(element)


def _no_validate_state(submitter: HTMLElementImpl, form: HTMLFormElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-novalidate:
    the submitter's ``formnovalidate`` (a submit button's), else the form's ``novalidate``."""
    if submitter is not form and submitter._get_content_attribute("formnovalidate") is not None:
        return True
    return form._get_content_attribute("novalidate") is not None


def submit_form(
    form: HTMLFormElementImpl,
    submitter: HTMLElementImpl,
    submitted_from_submit_method: bool = False,
    user_involvement: str = "none",
) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-submit:
    the request the steps make is kept as the document's last submission
    (``webapi.html.last_form_submission``) and navigated to where the document has a
    browsing context (``webapi.html.browsing._navigate``). ``user_involvement`` "activation" for a
    submit button's activation behavior (the ``navigate`` event's ``userInitiated``: as in
    Chromium, also for a ``click()`` from a program)."""
    if _cannot_navigate(form):  # 1.
        return
    # 2. The constructing entry list flag: webapi fires no formdata event, so it is never
    # seen set. 3.-4. No sandboxing flags.
    if not submitted_from_submit_method:  # 5.
        if form._firing_submission_events:  # 5.1.
            return
        form._firing_submission_events = True  # 5.2.
        try:
            # 5.3. (user validity is not kept)
            if not _no_validate_state(submitter, form) and not statically_validate(form)[0]:
                return  # 5.4. (the interactive validation shows nothing: no user interface)
            submitter_button = None if submitter is form else submitter  # 5.5.
            from ..common._events import SubmitEvent

            should_continue = fire_an_event(  # 5.6.
                "submit",
                form,
                impl_class(SubmitEvent),
                bubbles=True,
                cancelable=True,
                _submitter=submitter_button,
            )
        finally:
            form._firing_submission_events = False  # 5.7.
        if not should_continue:  # 5.8.
            return
        if _cannot_navigate(form):  # 5.9.
            return
    # 6.- The request (_form_submission), kept by the document, then "plan to navigate".
    encoding = pick_an_encoding(form)
    entry_list = construct_the_entry_list(form, None if submitter is form else submitter, encoding)
    if entry_list is None or _cannot_navigate(form):
        return
    if submit_to_a_dialog(form, submitter):
        return
    request = plan_the_request(form, submitter, entry_list, encoding)
    if request is not None:
        remember_submission(form, request)
        # (the browsing wing's steps, a named upcall: webapi.html.browsing._follow_hyperlink)
        load_provider("html:plan-to-navigate")(
            form, submitter, request, entry_list, user_involvement
        )


def reset_form(form: HTMLFormElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset"""
    reset = fire_an_event("reset", form, bubbles=True, cancelable=True)  # 1.
    if reset:  # 2.
        custom = []
        for element in list(descendants(root(form))):
            if not isinstance(element, ElementImpl):
                continue
            algorithm = getattr(element, "_reset_algorithm", None)
            if algorithm is not None and form_owner(element) is form:
                algorithm()
            elif is_form_associated_custom_element(element) and form_owner(element) is form:
                custom.append(element)
        if custom:
            # a form-associated custom element's reset algorithm: formResetCallback, whose
            # reaction runs as reset() returns ([CEReactions]), after every built-in control's
            # reset (as in Chromium: none runs while the others reset)
            reset_algorithm = import_module(
                "..elements._custom_elements", __package__
            ).reset_algorithm
            for element in custom:
                reset_algorithm(element)
            process_element_queue()


#: How many times a checkedness was set outside :meth:`RadioGroups.set_checked` and
#: :meth:`RadioGroups.set_unchecked` (what the groups know of their checked members holds
#: while it does not change).
_CHECKEDNESS_CHANGES = [0]
_RADIO_GROUPS = "radio groups"  # the document's _cache key
#: The attributes whose changes can move a radio button to another group (its name, type,
#: form owner by ID) and so make the groups again.
_GROUP_ATTRIBUTES = ("name", "type", "form", "id")
#: A group's known checked members: more than one (the Standard lets disconnected radio
#: buttons be checked together, and joined without a connection they stay so).
_MANY = "many"


class RadioGroups:
    """The radio button groups of one tree
    (https://html.spec.whatwg.org/multipage/input.html#radio-button-group), by form owner and
    name, made in one walk and kept until the tree changes or an attribute that can move a
    member to another group does (the document's ``_tree_version`` and the
    ``_attribute_versions`` of ``name``, ``type``, ``form``, ``id``): ``:checked`` or
    ``:indeterminate`` over a form of thousands of radio buttons stays linear. Each group's
    checked member is known once found (``_checked``) and kept by the checkedness changes
    made through :meth:`set_checked` and :meth:`set_unchecked`, so checking each radio
    button of a group in turn unchecks the one checked before, not every other member.

    Made, it settles the checkedness of the members no script, user or reset has touched
    (those the parser, ``innerHTML`` or a clone put in the tree, whose checkedness is still
    their ``checked`` attribute's): "when the element becomes connected" with its checkedness
    true, the other members' becomes false, so the last member in tree order with the
    attribute is the checked one (the parser inserts in tree order)."""

    __slots__ = ("_changes", "_checked", "_groups", "_key", "_required", "root", "state")

    def __init__(self, tree_root: object, state: object) -> None:
        self.root = tree_root
        self.state = state
        #: Group -> whether a member has a ``required`` attribute, with the document's
        #: ``required`` attribute version it was found at.
        self._required: dict[tuple[object, str], tuple[int, bool]] = {}
        self._groups: dict[tuple[object, str], list[HTMLInputElementImpl]] = {}
        self._key: dict[HTMLInputElementImpl, tuple[object, str]] = {}
        #: Group -> its checked member (None: none; _MANY: several), while _changes holds.
        self._checked: dict[tuple[object, str], object] = {}
        self._changes = -1
        ids: dict[str, ElementImpl] = {}
        radios: list[tuple[HTMLInputElementImpl, str]] = []
        for node in descendants(tree_root):  # type: ignore[arg-type]
            if (
                isinstance(node, HTMLInputElementImpl)
                and node._get_content_attribute("type") is not None  # (else the Text state)
                and node._type == "radio"
            ):
                name = node._get_content_attribute("name")
                if name:
                    radios.append((node, name))
        if any(radio._get_content_attribute("form") is not None for radio, _ in radios):
            for node in descendants(tree_root):  # type: ignore[arg-type]
                if not isinstance(node, ElementImpl):
                    continue
                element_id = get_attribute_value_by_namespace(None, "id", node)
                if element_id and element_id not in ids:
                    ids[element_id] = node
        for radio, name in radios:
            form_id = radio._get_content_attribute("form")
            owner: object
            if form_id is not None:
                found = ids.get(form_id) if form_id else None
                owner = found if isinstance(found, HTMLFormElementImpl) else None
            else:
                owner = form_owner(radio)
            key = (owner, name)
            self._key[radio] = key
            self._groups.setdefault(key, []).append(radio)
        for group in self._groups.values():
            untouched = [radio for radio in group if radio._checkedness is None]
            if not untouched:
                continue
            chosen = None
            for radio in untouched:
                if radio._get_content_attribute("checked") is not None:
                    chosen = radio
            for radio in group if chosen is not None else untouched:
                radio._checkedness = radio is chosen

    def group_of(self, radio: HTMLInputElementImpl) -> list[HTMLInputElementImpl]:
        """The radio button group of ``radio`` (itself alone where it has none)."""
        key = self._key.get(radio)
        return [radio] if key is None else self._groups[key]

    def _checked_member(self, key: tuple[object, str]) -> object:
        """The group's checked member (None: none; ``_MANY``), found once while no
        checkedness changes elsewhere."""
        if self._changes != _CHECKEDNESS_CHANGES[0]:
            self._checked.clear()
            self._changes = _CHECKEDNESS_CHANGES[0]
        try:
            return self._checked[key]
        except KeyError:
            pass
        found: object = None
        for member in self._groups[key]:
            if member._get_checkedness():
                if found is not None:
                    found = _MANY
                    break
                found = member
        self._checked[key] = found
        return found

    def has_required(self, radio: HTMLInputElementImpl) -> bool:
        """Whether a member of ``radio``'s group has a ``required`` attribute, found once per
        group while no ``required`` attribute changes: each member's validity asks it, so
        ``checkValidity()`` of every button of a group stays linear."""
        key = self._key.get(radio)
        if key is None:
            return radio._get_content_attribute("required") is not None
        version = radio._node_document._attribute_versions.get("required", 0)
        known = self._required.get(key)
        if known is not None and known[0] == version:
            return known[1]
        found = any(
            member._get_content_attribute("required") is not None for member in self._groups[key]
        )
        self._required[key] = (version, found)
        return found

    def has_checked(self, radio: HTMLInputElementImpl) -> bool:
        """Whether a member of ``radio``'s group is checked."""
        key = self._key.get(radio)
        if key is None:
            return radio._get_checkedness()
        return self._checked_member(key) is not None

    def set_checked(self, radio: HTMLInputElementImpl) -> None:
        """Set ``radio``'s checkedness to true and its group's other members' to false
        (https://html.spec.whatwg.org/multipage/input.html#radio-button-group): the one
        member known checked, else every other member."""
        key = self._key.get(radio)
        if key is None:
            radio._checkedness = True
            _CHECKEDNESS_CHANGES[0] += 1
            return
        known = self._checked_member(key)
        if known is _MANY:
            for other in self._groups[key]:
                if other is not radio:
                    other._checkedness = False
        elif known is not None and known is not radio:
            known._checkedness = False  # type: ignore[attr-defined]
        radio._checkedness = True
        self._checked[key] = radio
        _CHECKEDNESS_CHANGES[0] += 1  # (the other trees' groups forget theirs)
        self._changes = _CHECKEDNESS_CHANGES[0]

    def set_unchecked(self, radio: HTMLInputElementImpl) -> None:
        """Set ``radio``'s checkedness to false."""
        key = self._key.get(radio)
        radio._checkedness = False
        if key is None:
            _CHECKEDNESS_CHANGES[0] += 1
            return
        known = self._checked_member(key)
        if known is radio:
            self._checked[key] = None
        elif known is _MANY:
            del self._checked[key]
        _CHECKEDNESS_CHANGES[0] += 1
        self._changes = _CHECKEDNESS_CHANGES[0]


def _groups_state(document: DocumentImpl) -> tuple[int, ...]:
    """What the radio button groups of ``document``'s trees depend on: their structure and
    the attributes that place a radio button in a group."""
    versions = document._attribute_versions
    return (document._tree_version, *[versions.get(name, 0) for name in _GROUP_ATTRIBUTES])


def radio_groups(element: ElementImpl) -> RadioGroups:
    """The :class:`RadioGroups` of ``element``'s tree (made again where the tree changed;
    ``element``'s root found only where it is not a member of the groups kept)."""
    document = element._node_document
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    state = _groups_state(document)
    groups = cache.get(_RADIO_GROUPS)
    if isinstance(groups, RadioGroups) and groups.state == state:
        if element in groups._key:  # (a member: of that tree, as nothing changed since)
            return groups
        tree_root = root(element)
        if groups.root is tree_root:
            return groups
    else:
        tree_root = root(element)
    groups = cache[_RADIO_GROUPS] = RadioGroups(tree_root, state)
    return groups
