"""The HTML Standard's "constructing the entry list"
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set)
and the XMLHttpRequest Standard's ``new FormData(form, submitter)``
(https://xhr.spec.whatwg.org/#dom-formdata), which runs it: ``webapi.xhr`` (a layer below)
calls :func:`form_data_entry_list` through the form element (its
``_form_data_entry_list``), never importing this package.

The form's controls are found in one walk of its tree, in tree order, each with its form owner
(the rule of :func:`~._forms_impl.form_owner`: the ``form`` attribute's form, else the nearest
ancestor ``form``), whether it is disabled (its ``disabled`` attribute, or a ``disabled``
``fieldset`` ancestor outside that fieldset's first ``legend`` child) and whether it has a
``datalist`` ancestor: linear in the tree's size, however deep.

The ``formdata`` event (a ``FormDataEvent``) is fired at the form with a ``FormData`` over the
list, which its listeners may change; a listener constructing the form's list again meets the
form's "constructing entry list" flag (``InvalidStateError``). A file input gives its
selected files (``files``), the Standard's empty File when none. Left out: an
image button's selected coordinate (always (0, 0), as for a submission by script), the
``textarea`` wrapping transformation's hard wraps (``wrap=hard``: they need a rendering).
A form-associated custom element gives what its ``ElementInternals.setFormValue()`` set.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import ElementImpl, root
from webapi.fileapi import File
from webapi.infra import HTML_NAMESPACE
from webapi.selectors import AUTO_DIRECTIONALITY_INPUT_TYPES, text_direction
from webapi.xhr.engine import create_an_entry

from ..common._face import is_form_associated_custom_element, submission_value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import NodeImpl
    from webapi.xhr.engine import Entry

__all__ = ["construct_the_entry_list", "form_data_entry_list", "is_submit_button"]

#: https://html.spec.whatwg.org/multipage/forms.html#category-submit: the submittable elements
#: (form-associated custom elements aside).
_SUBMITTABLE = frozenset(["button", "input", "select", "textarea"])
#: The input types that are buttons (https://html.spec.whatwg.org/multipage/forms.html#concept-button).
_INPUT_BUTTONS = frozenset(["submit", "image", "reset", "button"])
#: https://html.spec.whatwg.org/multipage/dom.html#auto-directionality-form-associated-elements:
#: the input types (and textarea).
_AUTO_DIRECTIONALITY_TYPES = AUTO_DIRECTIONALITY_INPUT_TYPES


def _is_html(node: object, local_name: str) -> bool:
    """Whether ``node`` is the HTML element ``local_name`` (an element of the form
    elements' impl classes, ``_forms_impl`` and ``_select``, which import this module's
    callers: their instances are told by name, not class)."""
    return (
        isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and node._local_name == local_name
    )


def is_submit_button(element: object) -> bool:
    """https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button: an ``input``
    in the Submit Button or Image Button state, a ``button`` in the Submit Button state."""
    if _is_html(element, "input"):
        return element._type in ("submit", "image")  # type: ignore[attr-defined]
    return _is_html(element, "button") and element._is_submit_button()  # type: ignore[attr-defined]


def form_data_entry_list(form: ElementImpl, submitter: object = None) -> list[Entry]:
    """https://xhr.spec.whatwg.org/#dom-formdata step 1, for a form (and a submitter or
    None): the entry list of the new FormData."""
    if submitter is not None:
        # 1.1.1 "If submitter is not a submit button, then throw a TypeError."
        if not is_submit_button(submitter):
            raise TypeError(
                "Failed to construct 'FormData': The specified element is not a submit button."
            )
        # 1.1.2 "If submitter's form owner is not form, then throw a NotFoundError."
        if _owners(form).get(id(submitter)) is not form:
            raise DOMException(
                "Failed to construct 'FormData': The specified element is not owned by this "
                "form element.",
                "NotFoundError",
            )
    # 1.2 "Let list be the result of constructing the entry list for form and submitter."
    entry_list = construct_the_entry_list(form, submitter)
    # 1.3 "If list is null, then throw an InvalidStateError."
    if entry_list is None:  # (while a formdata listener constructs the form's list again)
        raise DOMException("The form is constructing its entry list.", "InvalidStateError")
    return entry_list


def _owners(form: ElementImpl) -> dict[int, ElementImpl | None]:
    """The form owner of every submittable element of ``form``'s tree, by ``id()``."""
    return {id(control): owner for control, owner, _, _ in _controls(root(form))}


def _controls(
    top: NodeImpl,
) -> list[tuple[ElementImpl, ElementImpl | None, bool, bool]]:
    """The submittable HTML elements of ``top``'s tree in tree order, each with its form
    owner, whether it is disabled and whether it has a ``datalist`` ancestor."""
    ids: dict[str, ElementImpl] | None = None
    found = []
    # (node, the nearest ancestor form, disabling fieldsets around it, in a datalist)
    stack: list[tuple[NodeImpl, ElementImpl | None, int, bool]] = []
    child = top._first_child
    children = []
    while child is not None:
        children.append(child)
        child = child._next_sibling
    stack.extend((c, None, 0, False) for c in reversed(children))
    while stack:
        node, nearest_form, fieldsets, in_datalist = stack.pop()
        if not isinstance(node, ElementImpl):
            continue
        html = node._namespace == HTML_NAMESPACE
        name = node._local_name
        if (html and name in _SUBMITTABLE) or is_form_associated_custom_element(node):
            form_id = node._get_content_attribute("form")  # type: ignore[attr-defined]
            if form_id is None:
                owner = nearest_form
            else:  # the element of the tree whose ID it is, if a form
                if ids is None:
                    ids = _first_ids(top)
                target = ids.get(form_id) if form_id else None
                owner = target if _is_html(target, "form") else None
            disabled = fieldsets > 0 or node._get_content_attribute("disabled") is not None  # type: ignore[attr-defined]
            found.append((node, owner, disabled, in_datalist))
        inner_form = node if html and name == "form" else nearest_form
        inner_datalist = in_datalist or (html and name == "datalist")
        disables = (
            html and name == "fieldset" and node._get_content_attribute("disabled") is not None  # type: ignore[attr-defined]
        )
        legend = None
        children = []
        child = node._first_child
        while child is not None:
            if disables and legend is None and _is_html(child, "legend"):
                legend = child
            children.append(child)
            child = child._next_sibling
        for child in reversed(children):
            # "a descendant of a fieldset element whose disabled attribute is specified, and
            # not a descendant of that fieldset element's first legend element child"
            more = 1 if disables and child is not legend else 0
            stack.append((child, inner_form, fieldsets + more, inner_datalist))
    return found


def _first_ids(top: NodeImpl) -> dict[str, ElementImpl]:
    """Each ID of ``top``'s tree, to its first element in tree order."""
    from webapi.dom.engine import descendants

    ids: dict[str, ElementImpl] = {}
    for node in descendants(top):
        if isinstance(node, ElementImpl):
            value = node._get_content_attribute("id")  # type: ignore[attr-defined]
            if value is not None and value not in ids:
                ids[value] = node
    return ids


def construct_the_entry_list(
    form: ElementImpl, submitter: object = None, encoding: str = "UTF-8"
) -> list[Entry] | None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set"""
    if form._constructing_entry_list:  # type: ignore[attr-defined]  # 1.
        return None
    form._constructing_entry_list = True  # type: ignore[attr-defined]  # 2.
    try:
        entry_list = _entries(form, submitter, encoding)  # 3.-5.
        # 6. "Let form data be a new FormData object associated with entry list." 7. Fire
        # formdata at form (a FormDataEvent, bubbles), whose listeners may change the list.
        from webapi.dom.engine import fire_an_event
        from webapi.xhr import FormData

        from ..common._activation import impl_class
        from ..common._events import FormDataEvent

        form_data = FormData()
        form_data._impl.entry_list = entry_list
        fire_an_event(
            "formdata", form, impl_class(FormDataEvent), bubbles=True, _form_data=form_data
        )
    finally:
        form._constructing_entry_list = False  # type: ignore[attr-defined]  # 8.
    return list(entry_list)  # 9. a clone


def _entries(form: ElementImpl, submitter: object, encoding: str) -> list[Entry]:
    """Steps 3 to 5 of constructing the entry list: the controls' entries."""
    # 3. "Let controls be a list of all the submittable elements whose form owner is form, in
    #    tree order." 4. "Let entry list be a new empty entry list."
    entry_list: list[Entry] = []
    for field, owner, disabled, in_datalist in _controls(root(form)):
        if owner is not form:
            continue
        # 5.1 "If any of the following are true, then continue": a datalist ancestor;
        #     disabled; a button that is not submitter; an unchecked checkbox or radio button.
        if in_datalist or disabled:
            continue
        if is_form_associated_custom_element(field):
            # 5.3 a form-associated custom element: the entry construction algorithm
            _face_entries(field, entry_list)
            continue
        kind = field._local_name
        type = field._type if kind == "input" else ""  # type: ignore[attr-defined]
        is_button = kind == "button" or type in _INPUT_BUTTONS
        if is_button and field is not submitter:
            continue
        if type in ("checkbox", "radio") and not field._get_checkedness():  # type: ignore[attr-defined]
            continue
        name = field._get_content_attribute("name")  # type: ignore[attr-defined]
        # 5.2 The Image Button state: "namex" and "namey", the selected coordinate's.
        if type == "image":
            prefix = f"{name}." if name else ""
            entry_list.append(create_an_entry(prefix + "x", "0"))
            entry_list.append(create_an_entry(prefix + "y", "0"))
            continue
        # 5.4 "If either the field element does not have a name attribute specified, or its
        #     name attribute's value is the empty string, skip to the next field."
        if not name:
            continue
        if kind == "select":
            # 5.6 every option of its list of options whose selectedness is true and that is
            #     not disabled
            for option in field._options():  # type: ignore[attr-defined]
                if option._get_selectedness() and not option._is_disabled():
                    entry_list.append(create_an_entry(name, option._option_value()))
        elif type in ("checkbox", "radio"):
            # 5.7 its value attribute, else "on"
            value = field._get_content_attribute("value")  # type: ignore[attr-defined]
            entry_list.append(create_an_entry(name, "on" if value is None else value))
        elif type == "file":
            selected = field._selected_files  # type: ignore[attr-defined]
            if not selected:
                # 5.8.1 no selected files: a File with an empty name, application/octet-stream
                empty = File([], "", type="application/octet-stream")
                entry_list.append(create_an_entry(name, empty))
            for file in selected or ():  # 5.8.2 each selected file
                entry_list.append(create_an_entry(name, file))
        elif type == "hidden" and name.lower() == "_charset_":
            # 5.9 the name of the encoding
            entry_list.append(create_an_entry(name, encoding))
        else:
            # 5.10 "the value of the field element"
            entry_list.append(create_an_entry(name, _submitted_value(field)))
        # 5.12 dirname, on an auto-directionality form-associated element
        dirname = field._get_content_attribute("dirname")  # type: ignore[attr-defined]
        if dirname and (kind == "textarea" or type in _AUTO_DIRECTIONALITY_TYPES):
            entry_list.append(create_an_entry(dirname, directionality(field)))
    return entry_list


def _face_entries(field: ElementImpl, entry_list: list[Entry]) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#face-entry-construction:
    the entries of a ``FormData`` given to ``setFormValue()`` as they are; else a string or a
    file under the element's ``name`` (none without a name, or without a value)."""
    value = submission_value(field)
    if isinstance(value, list):  # 1.
        entry_list.extend(value)
        return
    name = field._get_content_attribute("name")  # type: ignore[attr-defined]
    if name and value is not None:  # 2.
        entry_list.append(create_an_entry(name, value))


def _submitted_value(field: Any) -> str:
    """The value of a control that is not a select, checkbox, radio or file input: an
    input's value (its value mode's), a button's ``value`` attribute, a textarea's raw value
    with the textarea wrapping transformation (CR LF and CR made LF, as the API value is;
    https://html.spec.whatwg.org/multipage/form-elements.html#textarea-wrapping-transformation:
    the CR LF pairs a submission sends are made when the entry list is serialized)."""
    if field._local_name == "input":
        if field._mode() == "value":
            return str(field._element_value())
    elif field._local_name == "textarea":
        return str(field._value)
    value: str | None = field._get_content_attribute("value")
    return value or ""


# Directionality (https://html.spec.whatwg.org/multipage/dom.html#the-directionality) ------------


def directionality(element: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#the-directionality: "ltr" or "rtl"."""
    node: NodeImpl | None = element
    while isinstance(node, ElementImpl):
        value = None
        if node._namespace == HTML_NAMESPACE:
            value = node._get_content_attribute("dir")  # type: ignore[attr-defined]
            value = None if value is None else value.lower()
        if value == "ltr" or value == "rtl":
            return str(value)
        if value == "auto" or (value is None and _is_html(node, "bdi")):
            return _auto_directionality(node) or "ltr"
        if value is None and _is_html(node, "input") and node._type == "tel":  # type: ignore[attr-defined]
            return "ltr"
        node = node._parent
    return "ltr"


def _auto_directionality(element: ElementImpl) -> str | None:
    """https://html.spec.whatwg.org/multipage/dom.html#auto-directionality: a form control's
    value's first strong character ("ltr" for a value without one, None for an empty value),
    else the first strong character of the text descendants, not looking inside ``bdi``,
    ``script``, ``style``, ``textarea`` or an element with a valid ``dir``."""
    if _is_html(element, "textarea") or (
        _is_html(element, "input") and element._type in _AUTO_DIRECTIONALITY_TYPES  # type: ignore[attr-defined]
    ):
        value: str = element._value  # type: ignore[attr-defined]
        return text_direction(value) or ("ltr" if value else None)
    stack: list[NodeImpl] = []
    child = element._first_child
    while child is not None:
        stack.append(child)
        child = child._next_sibling
    stack.reverse()
    while stack:
        node = stack.pop()
        if node._node_type in (3, 4):  # Text, CDATASection
            found = text_direction(node._data)  # type: ignore[attr-defined]
            if found is not None:
                return found
            continue
        if not isinstance(node, ElementImpl):
            continue
        if node._namespace == HTML_NAMESPACE and (
            node._local_name in ("bdi", "script", "style", "textarea")
            or (node._get_content_attribute("dir") or "").lower() in ("ltr", "rtl", "auto")  # type: ignore[attr-defined]
        ):
            continue
        children = []
        child = node._first_child
        while child is not None:
            children.append(child)
            child = child._next_sibling
        stack.extend(reversed(children))
    return None
