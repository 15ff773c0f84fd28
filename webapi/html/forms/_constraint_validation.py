"""Constraint validation
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constraints): the
validity states of ``input``, ``select``, ``textarea`` and ``button`` (and the custom error of
``fieldset``, ``output`` and ``object``), whether an element is a candidate for constraint
validation, ``ValidityState``, the constraint validation API (``willValidate``, ``validity``,
``validationMessage``, ``checkValidity()``, ``reportValidity()``, ``setCustomValidity()``) and
a form's static and interactive validation.

Never suffered here, as in a browser whose user typed nothing: ``tooLong`` and ``tooShort``
(only a value last changed by a user edit can), ``badInput`` (only a user's input can).
``reportValidity()`` shows nothing (no user interface): it fires ``invalid`` as
``checkValidity()`` does. ``validationMessage`` is Chromium's English text for the first state
the element suffers from, in Chromium's order (:mod:`._validation_messages`).
"""

from __future__ import annotations

from webapi._lazy import lazy_imports, load_provider
from webapi.dom.engine import ElementImpl, descendants, fire_an_event, new_object, root
from webapi.infra import HTML_NAMESPACE

from ..common._activation import has_attribute, is_disabled, is_html_element
from ..common._face import face_flags, is_form_associated_custom_element
from ..elements._html_element import ATTRIBUTE_KEPT_KEYS
from ._input_numbers import NUMERIC_STATES, maximum, minimum, string_to_number
from ._input_values import READONLY_NOT_APPLIES, VALID_EMAIL, values_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.js.regexp import check, compile_matcher
    from webapi.url import basic_url_parse
    from webapi.url.engine import serialized_href

    from ._input_steps import suffers_step_mismatch
else:  # (decimal arithmetic: loaded by the first numeric input's value checked)
    lazy_imports(globals(), "._input_steps", ("suffers_step_mismatch",))
    # (loaded by the first pattern and the first URL checked)
    lazy_imports(globals(), "webapi.js.regexp", ("check", "compile_matcher"))
    lazy_imports(globals(), "webapi.url", ("basic_url_parse",))
    lazy_imports(globals(), "webapi.url.engine", ("serialized_href",))

__all__ = [
    "FLAGS",
    "ConstraintValidation",
    "ValidityStateImpl",
    "check_validity",
    "custom_validity_message",
    "is_candidate",
    "is_submittable",
    "matches_in_range",
    "matches_invalid",
    "matches_out_of_range",
    "matches_valid",
    "satisfies_constraints",
    "statically_validate",
    "validity_flags",
]

#: ValidityState's flags in its IDL order (``valid`` aside).
FLAGS = (
    "valueMissing",
    "typeMismatch",
    "patternMismatch",
    "tooLong",
    "tooShort",
    "rangeUnderflow",
    "rangeOverflow",
    "stepMismatch",
    "badInput",
    "customError",
)
#: Every flag false (what :func:`_computed_flags` copies first).
_NONE_SUFFERED = dict.fromkeys(FLAGS, False)
#: https://html.spec.whatwg.org/multipage/forms.html#category-submit
_SUBMITTABLE = frozenset(["button", "input", "select", "textarea"])
#: The input types barred from constraint validation (Hidden, Reset Button, Button, Image
#: Button: each state's "barred from constraint validation").
_BARRED_TYPES = frozenset(["hidden", "reset", "button", "image"])
#: The input types ``pattern`` applies to.
_PATTERN_TYPES = frozenset(["text", "search", "url", "tel", "email", "password"])

#: The element cache's keys (``HTMLElementImpl._cached()``): the custom validity error
#: message (absent: the empty string) and the ValidityState ([SameObject]).
_CUSTOM = "custom validity"
#: The element cache's key of whether it is a candidate for constraint validation, with
#: what it follows from (:func:`_tree_stamp`).
_CANDIDATE = "candidate"
_VALIDITY = "validity"
#: The element cache's keys its attribute change steps drop (:func:`drop_kept_validity`).
_KEPT_KEYS = (_CANDIDATE, "validity flags")
# (HTMLElement's attribute change steps drop them: webapi.html.elements._html_element, a lower wing)
ATTRIBUTE_KEPT_KEYS.extend(key for key in _KEPT_KEYS if key not in ATTRIBUTE_KEPT_KEYS)


#: A tree stamp (:func:`_tree_stamp`).
Stamp = tuple[object, int, "int | None"]


def _tree_stamp(document: Any) -> Stamp:
    """What an element's candidacy and validity states follow from outside its own
    attributes: its node document's changes other than to attributes (its trees and texts:
    a ``datalist`` or ``fieldset`` ancestor, a ``legend``, a ``textarea``'s child text) and
    the ``disabled`` attributes' changes (a ``fieldset`` ancestor's)."""
    return (
        document,
        document._version - document._attribute_changes,
        document._attribute_versions.get("disabled"),
    )


def custom_validity_message(element: ElementImpl) -> str:
    """The element's custom validity error message (a form-associated custom element's:
    its validation message while its customError flag is set)."""
    if is_form_associated_custom_element(element):
        flags = face_flags(element)
        if not flags or not flags.get("customError"):
            return ""
        from ..common._face import face_message

        return face_message(element)
    cache = element._cache
    found = None if cache is None else cache.get(_CUSTOM)
    return found if isinstance(found, str) else ""


def _has_datalist_ancestor(element: ElementImpl) -> bool:
    ancestor = element._parent
    while isinstance(ancestor, ElementImpl):
        if ancestor._local_name == "datalist" and ancestor._namespace == HTML_NAMESPACE:
            return True
        ancestor = ancestor._parent
    return False


def is_candidate(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#candidate-for-constraint-validation:
    a submittable element not barred from constraint validation (a disabled one, one with a
    ``datalist`` ancestor, a read-only ``input`` or ``textarea``, an ``input`` in the Hidden,
    Reset Button, Button or Image Button state, a ``button`` that is not a submit button; a
    form-associated custom element with a ``readonly`` attribute)."""
    if is_form_associated_custom_element(element):
        return (
            not has_attribute(element, "readonly")
            and not is_disabled(element)
            and not _has_datalist_ancestor(element)
        )
    return _kept_candidacy(element, _input_state(element), _tree_stamp(element._node_document))


def _input_state(element: ElementImpl) -> str | None:
    """An HTML ``input``'s type state, None for another element."""
    if element._local_name == "input" and element._namespace == HTML_NAMESPACE:
        return element._type  # type: ignore[attr-defined, no-any-return]
    return None


def _kept_candidacy(element: ElementImpl, state: str | None, tree: Stamp) -> bool:
    """Whether an element that is not a form-associated custom element is a candidate
    (``state``: an input's type state; ``tree``: its node document's tree stamp)."""
    if element._namespace != HTML_NAMESPACE or element._local_name not in _SUBMITTABLE:
        return False
    # (kept in the element's cache while its tree stamp holds and its own attributes are
    # unchanged, which drop it: nothing else decides it)
    cache = element._cache
    kept: Any = None if cache is None else cache.get(_CANDIDATE)
    if kept is not None and kept[0] == tree:
        return bool(kept[1])
    found = _is_candidate(element, state)
    element._cached()[_CANDIDATE] = (tree, found)  # type: ignore[attr-defined]
    return found


def _is_candidate(element: ElementImpl, state: str | None) -> bool:
    name = element._local_name
    if name == "input":
        assert state is not None
        if state in _BARRED_TYPES or (
            state not in READONLY_NOT_APPLIES and has_attribute(element, "readonly")
        ):
            return False
    elif name == "textarea":
        if has_attribute(element, "readonly"):
            return False
    elif name == "button" and not element._is_submit_button():  # type: ignore[attr-defined]
        return False
    return not is_disabled(element) and not _has_datalist_ancestor(element)


def _is_mutable(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-mutable
    (for ``input`` and ``textarea``): neither disabled nor read-only."""
    return not is_disabled(element) and not has_attribute(element, "readonly")


def _input_value_missing(element: Any, state: str) -> bool:
    if state == "radio":
        return _radio_group_missing(element)
    if not has_attribute(element, "required"):
        return False
    if state == "checkbox":
        return not element._get_checkedness()
    if state == "file":
        # no selected file; unlike the text types the Standard asks no mutability (a
        # disabled one suffers from it too, as in Chromium)
        return not element._selected_files
    if state not in READONLY_NOT_APPLIES:  # (the text-like types: required applies to them)
        return _is_mutable(element) and element._element_value(state) == ""
    return False


def _radio_group_missing(element: Any) -> bool:
    """https://html.spec.whatwg.org/multipage/input.html#radio-button-state-(type=radio):
    some member of the group is required and none is checked."""
    return element._radio_group_missing()  # type: ignore[no-any-return]


def _suffers_type_mismatch(element: Any, state: str, value: str) -> bool:
    if value == "":
        return False
    if state == "email":
        return not all(VALID_EMAIL.fullmatch(part) for part in values_of(element, state, value))
    if state == "url":
        # (a string that is its own serialization parses: the URL parser's fast path's check)
        return serialized_href(value) is None and basic_url_parse(value) is None
    return False


def _suffers_pattern_mismatch(element: Any, state: str, value: str) -> bool:
    """https://html.spec.whatwg.org/multipage/input.html#the-pattern-attribute: the value (each
    value, for ``multiple`` emails) does not match ``^(?:pattern)$`` compiled with the ``v``
    flag (by the matcher: every value's code points, in time linear in its length without
    backreferences); a pattern that does not compile on its own is no constraint
    (#compiling-a-pattern-attribute-regular-expression: ``a)(b`` is none, though the wrapped
    ``^(?:a)(b)$`` would compile)."""
    pattern = element._get_content_attribute("pattern")
    if pattern is None or value == "":
        return False
    try:
        check(pattern)
        compiled = compile_matcher("^(?:" + pattern + ")$")
    except TypeError:  # (a SyntaxError: no constraint)
        return False
    values = values_of(element, state, value)
    return not all(compiled.match(part) is not None for part in values)


def _input_flags(element: Any, flags: dict[str, bool], state: str) -> None:
    flags["valueMissing"] = _input_value_missing(element, state)
    value = element._element_value(state) if element._mode(state) == "value" else ""
    flags["typeMismatch"] = _suffers_type_mismatch(element, state, value)
    if state in _PATTERN_TYPES:
        flags["patternMismatch"] = _suffers_pattern_mismatch(element, state, value)
    if state in NUMERIC_STATES and value != "":
        number = string_to_number(state, value)
        if number is None:
            return
        low, high = minimum(element, state), maximum(element, state)
        if state == "time" and low is not None and high is not None and low > high:
            # a reversed range (periodic domain): both, in the gap between them
            flags["rangeUnderflow"] = flags["rangeOverflow"] = high < number < low
        else:
            flags["rangeUnderflow"] = low is not None and number < low
            flags["rangeOverflow"] = high is not None and number > high
        flags["stepMismatch"] = suffers_step_mismatch(element, state, number)


def _select_value_missing(element: Any) -> bool:
    """https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element:
    ``required`` and no selected option, or only the placeholder label option selected."""
    if not has_attribute(element, "required"):
        return False
    selected = [option for option in element._options() if option._get_selectedness()]
    if not selected:
        return True
    if len(selected) > 1:
        return False
    return selected[0] is _placeholder_label_option(element)


def _placeholder_label_option(select: Any) -> object:
    """https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option."""
    if has_attribute(select, "multiple") or select._display_size() != 1:
        return None
    options = select._options()
    if not options:
        return None
    first = options[0]
    if first._parent is select and first._option_value() == "":
        return first
    return None


#: The element cache's key of its last validity flags and what they were computed from.
_FLAGS = "validity flags"
#: The elements whose flags are kept (not a radio button: :func:`_flags_stamp`).
_KEPT_FLAGS_OF = frozenset(["input", "textarea"])


def _flags_stamp(element: Any, tree: Stamp) -> tuple[Any, ...]:
    """What the validity states of an ``input`` (not a radio button: its group's
    checkedness counts) or a ``textarea`` (:data:`_KEPT_FLAGS_OF`) follow from besides its
    own attributes (whose changes drop them: :func:`drop_kept_validity`): its tree stamp
    (:func:`_tree_stamp`: a ``fieldset`` ancestor's disabledness, a textarea's child text),
    its value (the raw value, a textarea's while dirty), checkedness, selected files and
    custom validity error message. The other elements' are computed each time. ``tree``: its node
    document's tree stamp, taken before the flags were computed (the rest after: computing
    may settle a lazily made value)."""
    cache = element._cache
    custom = None if cache is None else cache.get(_CUSTOM)
    if element._local_name == "input":
        return (tree, element._value_state, element._checkedness, element._selected_files, custom)
    return (tree, element._raw_value, custom)


def validity_flags(element: ElementImpl) -> dict[str, bool]:
    """Which validity states ``element`` suffers from, by ValidityState's flag names (a
    form-associated custom element's: those ``setValidity()`` set). An ``input``'s or
    ``textarea``'s are kept in its cache while what they follow from stays the same
    (:func:`_flags_stamp`): a script reads each flag of ``validity`` in turn."""
    return dict(_kept_flags(element))


def _kept_flags(element: ElementImpl) -> dict[str, bool]:
    """:func:`validity_flags`' answer, not copied: the kept dict itself (not to be changed)."""
    if is_form_associated_custom_element(element):
        flags = dict.fromkeys(FLAGS, False)
        flags.update(face_flags(element) or {})
        return flags
    return _kept_builtin_flags(element, _input_state(element), _tree_stamp(element._node_document))


def _kept_builtin_flags(element: ElementImpl, state: str | None, tree: Stamp) -> dict[str, bool]:
    """The flags of an element that is not a form-associated custom element (``state``:
    an input's type state; ``tree``: its node document's tree stamp), kept where
    :func:`_flags_stamp` says."""
    if (
        state == "radio"
        or element._namespace != HTML_NAMESPACE
        or element._local_name not in _KEPT_FLAGS_OF
    ):
        return _computed_flags(element, state)  # (not kept: see _flags_stamp)
    cache = element._cache
    kept: Any = None if cache is None else cache.get(_FLAGS)
    if kept is None or kept[0] != _flags_stamp(element, tree):
        flags = _computed_flags(element, state)
        element._cached()[_FLAGS] = (_flags_stamp(element, tree), flags)  # type: ignore[attr-defined]
        return flags
    return kept[1]  # type: ignore[no-any-return]


def _computed_flags(element: ElementImpl, state: str | None) -> dict[str, bool]:
    """The flags computed now (``state``: an input's type state)."""
    flags = _NONE_SUFFERED.copy()
    if element._namespace == HTML_NAMESPACE:
        name = element._local_name
        if name == "input":
            assert state is not None
            _input_flags(element, flags, state)
        elif name == "select":
            flags["valueMissing"] = _select_value_missing(element)
        elif name == "textarea":
            flags["valueMissing"] = (
                has_attribute(element, "required") and _is_mutable(element) and element._value == ""  # type: ignore[attr-defined]
            )
    cache = element._cache  # (its custom validity error message: custom_validity_message's)
    flags["customError"] = cache is not None and bool(cache.get(_CUSTOM))
    return flags


def satisfies_constraints(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fv-valid:
    suffering from none of the validity states."""
    return True not in _kept_flags(element).values()


class ValidityStateImpl:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate:
    an element's validity states, read when asked."""

    __slots__ = ("__weakref__", "_element")
    _interface_class: Any

    def __init__(self, element: ElementImpl) -> None:
        self._element = element

    def _flag(self, name: str) -> bool:
        return _kept_flags(self._element)[name]

    @property
    def _value_missing(self) -> bool:
        return self._flag("valueMissing")

    @property
    def _type_mismatch(self) -> bool:
        return self._flag("typeMismatch")

    @property
    def _pattern_mismatch(self) -> bool:
        return self._flag("patternMismatch")

    @property
    def _too_long(self) -> bool:
        return self._flag("tooLong")

    @property
    def _too_short(self) -> bool:
        return self._flag("tooShort")

    @property
    def _range_underflow(self) -> bool:
        return self._flag("rangeUnderflow")

    @property
    def _range_overflow(self) -> bool:
        return self._flag("rangeOverflow")

    @property
    def _step_mismatch(self) -> bool:
        return self._flag("stepMismatch")

    @property
    def _bad_input(self) -> bool:
        return self._flag("badInput")

    @property
    def _custom_error(self) -> bool:
        return self._flag("customError")

    @property
    def _valid(self) -> bool:
        return satisfies_constraints(self._element)


def _invalid_candidate(element: ElementImpl, tree: Stamp | None = None) -> bool:
    """Whether the element is a candidate for constraint validation that does not satisfy
    its constraints (an input's type state read once; ``tree``: its node document's tree
    stamp, where the caller took it for many elements)."""
    if is_form_associated_custom_element(element):
        return is_candidate(element) and not satisfies_constraints(element)
    state = _input_state(element)
    if tree is None:
        tree = _tree_stamp(element._node_document)
    return (
        _kept_candidacy(element, state, tree)
        and True in _kept_builtin_flags(element, state, tree).values()
    )


def check_validity(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#check-validity-steps:
    a candidate that does not satisfy its constraints fires a cancelable ``invalid`` at itself
    and gives false."""
    if _invalid_candidate(element):
        fire_an_event("invalid", element, cancelable=True)
        return False
    return True


class ConstraintValidation:
    """The constraint validation API of the listed elements' impl classes."""

    __slots__ = ()

    @property
    def _will_validate(self) -> bool:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-willvalidate."""
        return is_candidate(self)  # type: ignore[arg-type]

    @property
    def _validity(self) -> ValidityStateImpl:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validity
        (the same object each time)."""
        cache = self._cached()  # type: ignore[attr-defined]
        found: ValidityStateImpl | None = cache.get(_VALIDITY)
        if found is None:
            found = cache[_VALIDITY] = new_object(ValidityStateImpl)
            ValidityStateImpl.__init__(found, self)  # type: ignore[arg-type]
        return found

    @property
    def _validation_message(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-validationmessage:
        the empty string for an element that is not a candidate or satisfies its constraints."""
        element: ElementImpl = self  # type: ignore[assignment]
        if not is_candidate(element):
            return ""
        from ._validation_messages import validation_message

        return validation_message(
            element, validity_flags(element), custom_validity_message(element)
        )

    def _check_validity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-checkvalidity."""
        return check_validity(self)  # type: ignore[arg-type]

    def _report_validity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-reportvalidity:
        as ``checkValidity()`` (no user interface shows the problem)."""
        return check_validity(self)  # type: ignore[arg-type]

    def _set_custom_validity(self, error: str) -> None:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-setcustomvalidity."""
        cache = self._cached()  # type: ignore[attr-defined]
        if error:
            cache[_CUSTOM] = error
        else:
            cache.pop(_CUSTOM, None)


def statically_validate(form: ElementImpl) -> tuple[bool, list[ElementImpl]]:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints:
    whether the form's controls all satisfy their constraints, and the invalid ones (each fired
    a cancelable ``invalid``) whose event was not canceled."""
    controls = [  # 1.
        node
        for node in descendants(root(form))
        if isinstance(node, ElementImpl) and _owned_submittable(node, form)
    ]
    for control in controls:
        # (a select not yet settled runs the selectedness setting algorithm on its first use,
        # a change of its document: done before the others' validity is kept, not between)
        if control._local_name == "select" and control._namespace == HTML_NAMESPACE:
            control._options()  # type: ignore[attr-defined]
    tree = _tree_stamp(form._node_document)  # (the controls': each in the form's tree)
    invalid = [control for control in controls if _invalid_candidate(control, tree)]  # 2.-3.
    if not invalid:  # 4.
        return True, []
    unhandled = [  # 5.-6.
        element for element in invalid if fire_an_event("invalid", element, cancelable=True)
    ]
    return False, unhandled  # 7.


def is_submittable(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/forms.html#category-submit: an HTML ``button``,
    ``input``, ``select`` or ``textarea``, or a form-associated custom element."""
    return (
        element._namespace == HTML_NAMESPACE and element._local_name in _SUBMITTABLE
    ) or is_form_associated_custom_element(element)


def _owned_submittable(element: ElementImpl, form: ElementImpl) -> bool:
    """Whether the element is submittable and its form owner is ``form``."""
    if element._local_name in _SUBMITTABLE and element._namespace == HTML_NAMESPACE:
        return element._form is form  # type: ignore[attr-defined]
    return is_form_associated_custom_element(element) and _owner(element) is form


def _owner(element: ElementImpl) -> object:
    """The element's form owner (a form-associated custom element has no ``form`` member)."""
    if is_form_associated_custom_element(element):
        return load_provider("html:form-owner")(element)  # (forms, above)
    return element._form  # type: ignore[attr-defined]


def _owned_controls_invalid(container: ElementImpl) -> bool:
    """Whether a candidate that does not satisfy its constraints is owned by the form (or, for
    a ``fieldset``, is its descendant)."""
    is_form = container._local_name == "form"
    start = root(container) if is_form else container
    for node in descendants(start):
        if node is container or not isinstance(node, ElementImpl):
            continue
        if is_form and (not is_submittable(node) or _owner(node) is not container):
            continue
        if _invalid_candidate(node):
            return True
    return False


def _validity_match(element: ElementImpl) -> bool | None:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-valid: True for
    :valid, False for :invalid, None for neither: a candidate by its constraints, a ``form``
    by the candidates it owns, a ``fieldset`` by its descendant candidates."""
    if element._namespace != HTML_NAMESPACE:
        return None
    if element._local_name in ("form", "fieldset"):
        return not _owned_controls_invalid(element)
    if is_candidate(element):
        return satisfies_constraints(element)
    return None


def matches_valid(element: ElementImpl) -> bool:
    """:valid."""
    return _validity_match(element) is True


def matches_invalid(element: ElementImpl) -> bool:
    """:invalid."""
    return _validity_match(element) is False


def _range_match(element: ElementImpl) -> bool | None:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-in-range: an
    ``input`` candidate of a state ``min`` and ``max`` apply to, with a minimum or a maximum:
    True when it suffers neither an underflow nor an overflow, False when it does."""
    if not is_html_element(element, "input") or not is_candidate(element):
        return None
    state = element._type  # type: ignore[attr-defined]
    if state not in NUMERIC_STATES:
        return None
    if minimum(element, state) is None and maximum(element, state) is None:
        return None
    flags = validity_flags(element)
    return not (flags["rangeUnderflow"] or flags["rangeOverflow"])


def matches_in_range(element: ElementImpl) -> bool:
    """:in-range."""
    return _range_match(element) is True


def matches_out_of_range(element: ElementImpl) -> bool:
    """:out-of-range."""
    return _range_match(element) is False
