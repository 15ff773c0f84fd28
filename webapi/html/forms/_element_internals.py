"""Element internals (https://html.spec.whatwg.org/multipage/custom-elements.html#element-internals):
``attachInternals()``, :class:`ElementInternals` (a form-associated custom element's form value,
form owner, labels and constraint validation; the ARIAMixin members, stored values only) and
:class:`CustomStateSet` (``internals.states``, which ``:state(ident)`` matches).

``shadowRoot`` is the target's shadow root where it is available to element internals (an
``attachShadow`` or declarative one made while the element was custom or precustomized). No
user agent restores a form
control's state here (no session history entry keeps one): ``setFormValue``'s ``state`` is
kept and ``formStateRestoreCallback`` is never called.
"""

from __future__ import annotations

from collections.abc import MutableSet

from webapi._webidl import argument_error, to_dom_string
from webapi.dom import DOMException
from webapi.dom.engine import (
    ElementImpl,
    NodeImpl,
    document_changed,
    shadow_root_available_to_element_internals,
)
from webapi.infra import HTML_NAMESPACE

from ..common._face import (
    FLAGS_KEY,
    MESSAGE_KEY,
    SUBMISSION_KEY,
    face_message,
    is_form_associated_custom_element,
)
from ._constraint_validation import FLAGS, ConstraintValidation, check_validity, is_candidate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping
    from typing import Any

__all__ = [
    "CustomStateSet",
    "ElementInternals",
    "attach_internals",
    "custom_states",
]

#: An element's attached internals and its custom state set in its ``_cache``.
_INTERNALS = "attached internals"
_STATES = "custom state set"
_NOT_GIVEN: Any = object()


def attach_internals(element: Any) -> ElementInternals:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-attachinternals:
    ``NotSupportedError`` for a customized built-in element, an element no definition of its
    document's registry names, a definition whose ``disabledFeatures`` has "internals",
    internals attached already, or an element that is not being made or made a custom
    element ("precustomized" or "custom")."""
    from ..elements._custom_elements import (
        custom_element_state,
        look_up_a_custom_element_definition,
    )

    if element._is_value is not None:  # 1.
        raise DOMException(
            "Unable to attach ElementInternals to a customized built-in element.",
            "NotSupportedError",
        )
    definition = look_up_a_custom_element_definition(  # 2.
        element._node_document, element._namespace, element._local_name, None
    )
    if definition is None:  # 3.
        raise DOMException(
            "Unable to attach ElementInternals to non-custom elements.", "NotSupportedError"
        )
    if definition.disable_internals:  # 4.
        raise DOMException(
            "ElementInternals is disabled by disabledFeatures static field.",
            "NotSupportedError",
        )
    cache = element._cached()
    if cache.get(_INTERNALS) is not None:  # 5.
        raise DOMException(
            "ElementInternals for the specified element was already attached.",
            "NotSupportedError",
        )
    if custom_element_state(element) not in ("precustomized", "custom"):  # 6.
        raise DOMException(
            "The attachInternals() function cannot be called prior to the execution of the "
            "custom element constructor.",
            "NotSupportedError",
        )
    internals = cache[_INTERNALS] = ElementInternals._for(element)  # 7.-8.
    return internals


def custom_states(element: Any) -> CustomStateSet | None:
    """The custom state set of ``element``'s internals (None before ``states`` is read:
    ``:state()`` matches nothing then)."""
    cache = element._cache
    return None if not cache else cache.get(_STATES)


class CustomStateSet:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#customstateset: the set of
    strings of ``internals.states`` (insertion-ordered, as a JavaScript ``Set``), which
    ``:state(ident)`` matches. The IDL members (``add``, ``delete``, ``has``, ``clear``,
    ``size``, ``forEach``, ``keys``, ``values``, ``entries``) and Python's mutable set
    protocol (``in``, ``len``, iteration, ``discard``, ``remove``); a
    ``collections.abc.MutableSet`` without the set operators. Its iterators are live, as a
    JavaScript ``Set``'s: a value added while one runs is met, one deleted before it is
    reached is not."""

    __slots__ = ("__weakref__", "_element", "_index", "_slots")

    _element: Any
    _slots: list[str | None]
    _index: dict[str, int]

    def __init__(self) -> None:
        raise TypeError("Illegal constructor: CustomStateSet comes from ElementInternals.states")

    @classmethod
    def _for(cls, element: Any) -> CustomStateSet:
        states = cls.__new__(cls)
        states._element = element
        #: The values in insertion order, a deleted one's slot None (so that a running
        #: iterator's position holds); value -> its slot.
        states._slots = []
        states._index = {}
        return states

    def _changed(self) -> None:
        """A state came or went: what the element's document keeps for its state (its
        styles, which ``:state()`` selects) is made again."""
        document_changed(self._element._node_document)

    @staticmethod
    def _string(value: object, member: str) -> str:
        if type(value) is str:
            return value
        return to_dom_string(value, f"Failed to execute '{member}' on 'CustomStateSet'", 1)

    def add(self, value: str) -> CustomStateSet:
        """Add ``value`` (where it is not there already); the set itself, as JavaScript's."""
        key = self._string(value, "add")
        if key not in self._index:
            self._index[key] = len(self._slots)
            self._slots.append(key)
            self._changed()
        return self

    def delete(self, value: str) -> bool:
        """Remove ``value``: whether it was there."""
        slot = self._index.pop(self._string(value, "delete"), None)
        if slot is None:
            return False
        self._slots[slot] = None
        self._changed()
        return True

    def has(self, value: str) -> bool:
        """Whether ``value`` is in the set."""
        return self._string(value, "has") in self._index

    def clear(self) -> None:
        """Remove every value."""
        if self._index:
            self._slots = []  # (a running iterator ends: its position is past the new list)
            self._index.clear()
            self._changed()

    @property
    def size(self) -> int:
        """How many values the set holds."""
        return len(self._index)

    def _live(self) -> Iterator[str]:
        position = 0
        while position < len(self._slots):
            value = self._slots[position]
            position += 1
            if value is not None:
                yield value

    def keys(self) -> Iterator[str]:
        """The values, in insertion order."""
        return self._live()

    values = keys

    def entries(self) -> Iterator[tuple[str, str]]:
        """``(value, value)`` pairs, as a JavaScript ``Set``'s entries."""
        return ((value, value) for value in self._live())

    def forEach(self, callback: Callable[..., object], this_arg: object = None) -> None:
        """Call ``callback(value, value, set)`` for each value."""
        for value in self._live():
            callback(value, value, self)

    for_each = forEach

    def discard(self, value: str) -> None:
        """Remove ``value`` where it is there (Python's ``set.discard``)."""
        self.delete(value)

    def remove(self, value: str) -> None:
        """Remove ``value``; ``KeyError`` where it is not there (Python's ``set.remove``)."""
        if not self.delete(value):
            raise KeyError(value)

    def __contains__(self, value: object) -> bool:
        return isinstance(value, str) and value in self._index

    def __iter__(self) -> Iterator[str]:
        return self._live()

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"CustomStateSet({list(self._index)!r})"


MutableSet.register(CustomStateSet)


#: ARIAMixin's reflected string attributes (https://w3c.github.io/aria/#ARIAMixin), as
#: Chromium 156 exposes them on ElementInternals.
_ARIA_STRINGS = (
    "role",
    "ariaAtomic",
    "ariaAutoComplete",
    "ariaBrailleLabel",
    "ariaBrailleRoleDescription",
    "ariaBusy",
    "ariaChecked",
    "ariaColCount",
    "ariaColIndex",
    "ariaColIndexText",
    "ariaColSpan",
    "ariaCurrent",
    "ariaDescription",
    "ariaDisabled",
    "ariaExpanded",
    "ariaHasPopup",
    "ariaHidden",
    "ariaInvalid",
    "ariaKeyShortcuts",
    "ariaLabel",
    "ariaLevel",
    "ariaLive",
    "ariaModal",
    "ariaMultiLine",
    "ariaMultiSelectable",
    "ariaOrientation",
    "ariaPlaceholder",
    "ariaPosInSet",
    "ariaPressed",
    "ariaReadOnly",
    "ariaRelevant",
    "ariaRequired",
    "ariaRoleDescription",
    "ariaRowCount",
    "ariaRowIndex",
    "ariaRowIndexText",
    "ariaRowSpan",
    "ariaSelected",
    "ariaSetSize",
    "ariaSort",
    "ariaValueMax",
    "ariaValueMin",
    "ariaValueNow",
    "ariaValueText",
)
#: ARIAMixin's element reflecting attributes: one element, or a list of elements.
_ARIA_ELEMENT = ("ariaActiveDescendantElement",)
_ARIA_ELEMENTS = (
    "ariaControlsElements",
    "ariaDescribedByElements",
    "ariaDetailsElements",
    "ariaErrorMessageElements",
    "ariaFlowToElements",
    "ariaLabelledByElements",
    "ariaOwnsElements",
)


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def _aria_property(name: str, kind: str) -> property:
    def getter(self: ElementInternals) -> Any:
        return self._aria.get(name)

    def setter(self: ElementInternals, value: Any) -> None:
        if value is None:
            self._aria.pop(name, None)
        elif kind == "string":
            self._aria[name] = to_dom_string(
                value, f"Failed to set the '{name}' property on 'ElementInternals'", 0
            )
        elif kind == "element":
            if not isinstance(value, ElementImpl):
                raise argument_error(name, "value", value, "an Element or None")
            self._aria[name] = value
        else:
            elements = tuple(value)
            if not all(isinstance(element, ElementImpl) for element in elements):
                raise argument_error(name, "value", value, "a sequence of Elements or None")
            self._aria[name] = elements

    what = {"string": "a string", "element": "an element", "elements": "a tuple of elements"}
    return property(
        getter,
        setter,
        doc=f"ARIAMixin's ``{name}``: {what[kind]} or None (the value set, kept as the "
        "element's default ARIA semantics; nothing maps it to an accessibility tree).",
    )


class ElementInternals:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#elementinternals: what
    ``attachInternals()`` gives a custom element's class, once. The form members raise
    ``NotSupportedError`` for an element whose definition is not form-associated (a class
    attribute ``formAssociated = True``)."""

    __slots__ = ("__weakref__", "_aria", "_target")

    _target: Any
    _aria: dict[str, Any]

    def __init__(self) -> None:
        raise TypeError("Illegal constructor: ElementInternals comes from attachInternals()")

    @classmethod
    def _for(cls, target: Any) -> ElementInternals:
        internals = cls.__new__(cls)
        internals._target = target
        internals._aria = {}
        return internals

    # --- shadow root ---------------------------------------------------------------------

    @property
    def shadowRoot(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-shadowroot:
        the target element's shadow root (open or closed) if it is available to element
        internals, else None."""
        return shadow_root_available_to_element_internals(self._target)  # 1.-5.

    shadow_root = shadowRoot

    # --- form-associated custom elements ------------------------------------------------

    def _face(self, member: str) -> Any:
        element = self._target
        if not is_form_associated_custom_element(element):
            raise DOMException(
                f"Failed to execute '{member}' on 'ElementInternals': The target element is "
                "not a form-associated custom element.",
                "NotSupportedError",
            )
        return element

    def setFormValue(self, value: Any, state: Any = _NOT_GIVEN) -> None:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-setformvalue:
        the element's submission value (a string, a ``File``, a ``FormData`` whose entries are
        copied, or None) and state (``value``'s where not given), which the form's entry list
        reads (the element's ``name`` for a string or a file; a ``FormData``'s own names)."""
        element = self._face("setFormValue")
        submission = _submission(value, "value")
        kept = submission if state is _NOT_GIVEN else _submission(state, "state")
        element._cached()[SUBMISSION_KEY] = (submission, kept)

    set_form_value = setFormValue

    @property
    def form(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-form:
        the element's form owner (None without one)."""
        from ._forms_impl import form_owner

        return form_owner(self._face("form"))

    def setValidity(
        self,
        flags: Mapping[str, bool] | None = None,
        message: str | None = None,
        anchor: Any = None,
    ) -> None:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-setvalidity:
        the element's validity flags (a mapping of ``ValidityState``'s flag names, every flag
        it leaves out false), its validation message (``TypeError`` where a flag is true and
        ``message`` is missing or empty) and validation anchor (``NotFoundError`` for one that
        is not a descendant of the element)."""
        element = self._face("setValidity")  # 1.-2.
        given: dict[str, bool] = {}
        if flags is not None:
            try:
                items = list(flags.items())
            except AttributeError:
                raise argument_error("setValidity", "flags", flags, "a mapping") from None
            given = {str(name): bool(value) for name, value in items}
        values = {name: given.get(name, False) for name in FLAGS}
        if message is not None and type(message) is not str:
            message = to_dom_string(
                message, "Failed to execute 'setValidity' on 'ElementInternals'", 2
            )
        if any(values.values()) and not message:  # 3.
            raise TypeError(
                "Failed to execute 'setValidity' on 'ElementInternals': The second argument "
                "should not be empty if one or more flags are true."
            )
        if anchor is not None and not (
            isinstance(anchor, ElementImpl) and anchor._namespace == HTML_NAMESPACE
        ):
            raise argument_error("setValidity", "anchor", anchor, "an HTMLElement or None")
        if anchor is not None and not _is_descendant(anchor, element):  # 7.-8.
            raise DOMException(
                "Failed to execute 'setValidity' on 'ElementInternals': The anchor element is "
                "not a descendant of the target element.",
                "NotFoundError",
            )
        cache = element._cached()
        cache[FLAGS_KEY] = values  # 4.
        if message and any(values.values()):  # 5.
            cache[MESSAGE_KEY] = message
        else:
            cache.pop(MESSAGE_KEY, None)
        # 6. (the custom validity error message: the customError flag and this message, read
        #    by ValidityState and the selectors from the flags)
        cache["face validation anchor"] = anchor  # 9.

    set_validity = setValidity

    @property
    def willValidate(self) -> bool:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-willvalidate:
        whether the element is a candidate for constraint validation (not disabled, not
        ``readonly``, not in a ``datalist``)."""
        return is_candidate(self._face("willValidate"))

    will_validate = willValidate

    @property
    def validity(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-validity:
        the element's ``ValidityState`` (the same object each time), its flags
        ``setValidity()``'s."""
        element = self._face("validity")
        validity: property = ConstraintValidation.__dict__["_validity"]
        return validity.__get__(element)

    @property
    def validationMessage(self) -> str:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-validationmessage:
        the message ``setValidity()`` gave (empty while every flag is false)."""
        return face_message(self._face("validationMessage"))

    validation_message = validationMessage

    def checkValidity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-checkvalidity:
        false, after a cancelable ``invalid`` event at the element, for a candidate with a
        flag set."""
        return check_validity(self._face("checkValidity"))

    check_validity = checkValidity

    def reportValidity(self) -> bool:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-reportvalidity:
        as ``checkValidity()`` (no user interface shows the problem)."""
        return check_validity(self._face("reportValidity"))

    report_validity = reportValidity

    @property
    def labels(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-labels:
        the element's labels (a live ``NodeList``, the same object each time)."""
        from ._form_collections import labels

        return labels(self._face("labels"))

    # --- custom states ------------------------------------------------------------------

    @property
    def states(self) -> CustomStateSet:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-states:
        the element's :class:`CustomStateSet` (the same object each time)."""
        cache = self._target._cached()
        found: CustomStateSet | None = cache.get(_STATES)
        if found is None:
            found = cache[_STATES] = CustomStateSet._for(self._target)
        return found

    # --- ARIAMixin (stored values: webapi has no accessibility tree) ---------------------

    for _name in _ARIA_STRINGS:
        locals()[_name] = _aria_property(_name, "string")
    for _name in _ARIA_ELEMENT:
        locals()[_name] = _aria_property(_name, "element")
    for _name in _ARIA_ELEMENTS:
        locals()[_name] = _aria_property(_name, "elements")
    for _name in (*_ARIA_STRINGS, *_ARIA_ELEMENT, *_ARIA_ELEMENTS):
        if _snake(_name) != _name:
            locals()[_snake(_name)] = locals()[_name]
    del _name

    def __repr__(self) -> str:
        return f"<ElementInternals of {self._target!r}>"


def _submission(value: Any, parameter: str) -> Any:
    """A submission value or state of ``setFormValue``: None, a string, a ``File``, or a copy
    of a ``FormData``'s entry list (a list)."""
    from webapi.fileapi import File
    from webapi.xhr import FormData

    if value is None or isinstance(value, (str, File)):
        return value
    if isinstance(value, FormData):
        return list(value._impl.entry_list)
    raise argument_error("setFormValue", parameter, value, "a str, File, FormData or None")


def _is_descendant(node: object, element: Any) -> bool:
    """Whether ``node`` is a descendant of ``element`` (webapi has no shadow trees)."""
    if not isinstance(node, NodeImpl) or node is element:
        return False
    current = node._parent
    while current is not None:
        if current is element:
            return True
        current = current._parent
    return False
