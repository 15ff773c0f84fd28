"""The UI Events specification's event interfaces (https://w3c.github.io/uievents/#event-interfaces)
over the DOM's ``Event``: their attributes, the dictionary members that initialize them (the
DOM's inner event creation steps read ``_dictionary_members``), ``getModifierState`` and the
legacy initializers (https://w3c.github.io/uievents/#legacy-event-initializers, each "the same
behavior as initEvent()": nothing while the event is being dispatched, else initialize the
event, then set the attributes the arguments specify).

webapi has no input devices, layout or global object: these events are the ones a program
constructs and dispatches (``new MouseEvent("click", {clientX: 5})``), never trusted ones.
"""

from __future__ import annotations

from typing import Any, ClassVar

from webapi.dom.engine import EventImpl, initialize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any as Target  # an EventTarget's impl (the DOM's events typing)

__all__ = [
    "CompositionEventImpl",
    "FocusEventImpl",
    "InputEventImpl",
    "KeyboardEventImpl",
    "MouseEventImpl",
    "TextEventImpl",
    "UIEventImpl",
    "WheelEventImpl",
]


class UIEventImpl(EventImpl):
    """https://w3c.github.io/uievents/#interface-uievent: ``view`` (any object: webapi has no
    ``Window``), ``detail`` and the legacy ``which``."""

    __slots__ = ("_detail", "_view")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "view": "_view",
        "detail": "_detail",
    }

    _view: object
    _detail: int

    def _created(self) -> None:
        EventImpl._created(self)
        self._view = None
        self._detail = 0

    @property
    def _which_attribute(self) -> int:
        """https://w3c.github.io/uievents/#dom-uievent-which (informative): 0 but for a
        ``MouseEvent`` or ``KeyboardEvent``. The informative ``UIEventInit`` member ``which`` is
        converted and not kept, as Chromium 156 does (``new UIEvent("u", {which: 5}).which``
        is 0 there)."""
        return 0

    def _init_ui_event(
        self,
        type_arg: str,
        bubbles_arg: bool,
        cancelable_arg: bool,
        view_arg: object,
        detail_arg: int,
    ) -> None:
        """https://w3c.github.io/uievents/#dom-uievent-inituievent (each legacy initializer
        here takes every argument: its binding converts them, the IDL's defaults given)"""
        if self._initialize_legacy(type_arg, bubbles_arg, cancelable_arg, view_arg):
            self._detail = detail_arg

    def _initialize_legacy(
        self, type_arg: str, bubbles_arg: bool, cancelable_arg: bool, view_arg: object
    ) -> bool:
        """The steps every legacy initializer begins with
        (https://w3c.github.io/uievents/#legacy-event-initializers: "the same behavior as
        initEvent()"): nothing while the event is being dispatched (False), else initialize
        the event and set its ``view`` (True: the initializer sets its other attributes)."""
        if self._dispatch_flag:
            return False
        initialize(self, type_arg, bubbles_arg, cancelable_arg)
        self._view = view_arg
        return True


class FocusEventImpl(UIEventImpl):
    """https://w3c.github.io/uievents/#interface-focusevent: ``relatedTarget`` is the DOM's
    related target of the event (retargeted by dispatch)."""

    __slots__ = ()
    _dictionary_members: ClassVar[dict[str, str]] = {
        **UIEventImpl._dictionary_members,
        "relatedTarget": "_related_target",
    }


#: EventModifierInit's members (https://w3c.github.io/uievents/#dictdef-eventmodifierinit), each
#: with the modifier key value getModifierState answers for
#: (https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate: the "modifier keys table"
#: of UI Events KeyboardEvent key Values) and the slot that keeps it.
MODIFIERS: dict[str, tuple[str, str]] = {
    "ctrlKey": ("Control", "_ctrl_key"),
    "shiftKey": ("Shift", "_shift_key"),
    "altKey": ("Alt", "_alt_key"),
    "metaKey": ("Meta", "_meta_key"),
    "modifierAltGraph": ("AltGraph", "_modifier_alt_graph"),
    "modifierCapsLock": ("CapsLock", "_modifier_caps_lock"),
    "modifierFn": ("Fn", "_modifier_fn"),
    "modifierFnLock": ("FnLock", "_modifier_fn_lock"),
    "modifierHyper": ("Hyper", "_modifier_hyper"),
    "modifierNumLock": ("NumLock", "_modifier_num_lock"),
    "modifierScrollLock": ("ScrollLock", "_modifier_scroll_lock"),
    "modifierSuper": ("Super", "_modifier_super"),
    "modifierSymbol": ("Symbol", "_modifier_symbol"),
    "modifierSymbolLock": ("SymbolLock", "_modifier_symbol_lock"),
}
_MODIFIER_SLOTS = {key: slot for key, slot in MODIFIERS.values()}


class _ModifiersImpl(UIEventImpl):
    """The state of EventModifierInit's members, which ``MouseEvent`` and ``KeyboardEvent``
    share, and their ``getModifierState``."""

    __slots__ = tuple(slot for _, slot in MODIFIERS.values())
    _dictionary_members: ClassVar[dict[str, str]] = {
        **UIEventImpl._dictionary_members,
        **{member: slot for member, (_, slot) in MODIFIERS.items()},
    }

    _ctrl_key: bool
    _shift_key: bool
    _alt_key: bool
    _meta_key: bool

    def _created(self) -> None:
        UIEventImpl._created(self)
        for _, slot in MODIFIERS.values():
            setattr(self, slot, False)

    def _get_modifier_state(self, key_arg: str) -> bool:
        """https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate: whether the
        modifier key ``key_arg`` (a modifier key value, case-sensitive) is active."""
        slot = _MODIFIER_SLOTS.get(key_arg)
        return slot is not None and bool(getattr(self, slot))

    def _set_legacy_modifiers(self, ctrl: bool, alt: bool, shift: bool, meta: bool) -> None:
        self._ctrl_key = ctrl
        self._alt_key = alt
        self._shift_key = shift
        self._meta_key = meta


class MouseEventImpl(_ModifiersImpl):
    """https://w3c.github.io/uievents/#interface-mouseevent (dispatch's isActivationEvent: a
    ``MouseEvent`` whose type is "click")."""

    __slots__ = ("_button", "_buttons", "_client_x", "_client_y", "_screen_x", "_screen_y")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **_ModifiersImpl._dictionary_members,
        "screenX": "_screen_x",
        "screenY": "_screen_y",
        "clientX": "_client_x",
        "clientY": "_client_y",
        "button": "_button",
        "buttons": "_buttons",
        "relatedTarget": "_related_target",
    }
    _mouse_event: ClassVar[bool] = True

    _screen_x: int
    _screen_y: int
    _client_x: int
    _client_y: int
    _button: int
    _buttons: int

    def _created(self) -> None:
        _ModifiersImpl._created(self)
        self._screen_x = self._screen_y = self._client_x = self._client_y = 0
        self._button = self._buttons = 0

    @property
    def _layer_x(self) -> int:
        """https://w3c.github.io/uievents/#dom-mouseevent-layerx: no layout, so no positioned
        ancestor box: the offset from the viewport, as for an element with none."""
        return self._client_x

    @property
    def _layer_y(self) -> int:
        return self._client_y

    @property
    def _which_attribute(self) -> int:
        """https://w3c.github.io/uievents/#dom-uievent-which: for a ``MouseEvent``,
        ``button`` + 1."""
        return self._button + 1

    def _init_mouse_event(
        self,
        type_arg: str,
        bubbles_arg: bool,
        cancelable_arg: bool,
        view_arg: object,
        detail_arg: int,
        screen_x_arg: int,
        screen_y_arg: int,
        client_x_arg: int,
        client_y_arg: int,
        ctrl_key_arg: bool,
        alt_key_arg: bool,
        shift_key_arg: bool,
        meta_key_arg: bool,
        button_arg: int,
        related_target_arg: Target | None,
    ) -> None:
        """https://w3c.github.io/uievents/#dom-mouseevent-initmouseevent"""
        if not self._initialize_legacy(type_arg, bubbles_arg, cancelable_arg, view_arg):
            return
        self._detail = detail_arg
        self._screen_x, self._screen_y = screen_x_arg, screen_y_arg
        self._client_x, self._client_y = client_x_arg, client_y_arg
        self._set_legacy_modifiers(ctrl_key_arg, alt_key_arg, shift_key_arg, meta_key_arg)
        self._button = button_arg
        self._related_target = related_target_arg


class WheelEventImpl(MouseEventImpl):
    """https://w3c.github.io/uievents/#interface-wheelevent"""

    __slots__ = ("_delta_mode", "_delta_x", "_delta_y", "_delta_z")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **MouseEventImpl._dictionary_members,
        "deltaX": "_delta_x",
        "deltaY": "_delta_y",
        "deltaZ": "_delta_z",
        "deltaMode": "_delta_mode",
    }

    _delta_x: float
    _delta_y: float
    _delta_z: float
    _delta_mode: int

    def _created(self) -> None:
        MouseEventImpl._created(self)
        self._delta_x = self._delta_y = self._delta_z = 0.0
        self._delta_mode = 0


class KeyboardEventImpl(_ModifiersImpl):
    """https://w3c.github.io/uievents/#interface-keyboardevent, with the legacy ``charCode``
    and ``keyCode`` (https://w3c.github.io/uievents/#legacy-interface-KeyboardEvent)."""

    __slots__ = (
        "_char_code",
        "_code",
        "_is_composing",
        "_key",
        "_key_code",
        "_location",
        "_repeat",
    )
    _dictionary_members: ClassVar[dict[str, str]] = {
        **_ModifiersImpl._dictionary_members,
        "key": "_key",
        "code": "_code",
        "location": "_location",
        "repeat": "_repeat",
        "isComposing": "_is_composing",
        "charCode": "_char_code",
        "keyCode": "_key_code",
    }

    _key: str
    _code: str
    _location: int
    _repeat: bool
    _is_composing: bool
    _char_code: int
    _key_code: int

    def _created(self) -> None:
        _ModifiersImpl._created(self)
        self._key = self._code = ""
        self._location = self._char_code = self._key_code = 0
        self._repeat = self._is_composing = False

    @property
    def _which_attribute(self) -> int:
        """https://w3c.github.io/uievents/#dom-uievent-which: for a ``KeyboardEvent``, "in
        most cases, the value is identical to keyCode" (Chromium: ``keyCode``)."""
        return self._key_code

    def _init_keyboard_event(
        self,
        type_arg: str,
        bubbles_arg: bool,
        cancelable_arg: bool,
        view_arg: object,
        key_arg: str,
        location_arg: int,
        ctrl_key: bool,
        alt_key: bool,
        shift_key: bool,
        meta_key: bool,
    ) -> None:
        """https://w3c.github.io/uievents/#dom-keyboardevent-initkeyboardevent"""
        if not self._initialize_legacy(type_arg, bubbles_arg, cancelable_arg, view_arg):
            return
        self._key = key_arg
        self._location = location_arg
        self._set_legacy_modifiers(ctrl_key, alt_key, shift_key, meta_key)


class _DataEventImpl(UIEventImpl):
    """The ``data`` a ``CompositionEvent`` and a ``TextEvent`` keep (initially the empty
    string), and the steps their legacy initializers share."""

    __slots__ = ("_data",)

    _data: str

    def _created(self) -> None:
        UIEventImpl._created(self)
        self._data = ""

    def _init_with_data(
        self, type: str, bubbles: bool, cancelable: bool, view: object, data: str
    ) -> None:
        """https://w3c.github.io/uievents/#dom-compositionevent-initcompositionevent and
        https://w3c.github.io/uievents/#dom-textevent-inittextevent (``initCompositionEvent``
        and ``initTextEvent`` both call it: ``impl_names`` in ``idl/uievents.extras.toml``;
        their bindings convert the arguments, the IDL's defaults given): initEvent's steps
        (nothing while the event is being dispatched), then ``view`` and ``data``."""
        if self._initialize_legacy(type, bubbles, cancelable, view):
            self._data = data


class CompositionEventImpl(_DataEventImpl):
    """https://w3c.github.io/uievents/#interface-compositionevent"""

    __slots__ = ()
    _dictionary_members: ClassVar[dict[str, str]] = {
        **UIEventImpl._dictionary_members,
        "data": "_data",
    }


class InputEventImpl(UIEventImpl):
    """https://w3c.github.io/uievents/#interface-inputevent"""

    __slots__ = ("_data", "_input_type", "_is_composing", "_target_ranges")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **UIEventImpl._dictionary_members,
        "data": "_data",
        "isComposing": "_is_composing",
        "inputType": "_input_type",
    }

    _data: str | None
    _is_composing: bool
    _input_type: str
    #: The event's target ranges (``StaticRange`` objects: an editing host's ``beforeinput``
    #: has them; a text control's and ``input``'s none).
    _target_ranges: tuple[Any, ...]

    def _created(self) -> None:
        UIEventImpl._created(self)
        self._data = None
        self._is_composing = False
        self._input_type = ""
        self._target_ranges = ()

    def _get_target_ranges(self) -> list[Any]:
        """https://w3c.github.io/input-events/#dom-inputevent-gettargetranges: the ranges
        the editing would change, a new list each call."""
        return list(self._target_ranges)


class TextEventImpl(_DataEventImpl):
    """https://w3c.github.io/uievents/#textevent (legacy; ``createEvent("textevent")`` alone
    makes one: the interface has no constructor)."""

    __slots__ = ()
