"""The HTML Standard's event interfaces (https://html.spec.whatwg.org/multipage/indices.html#events-2)
over the DOM's ``Event``: their attributes and the dictionary members that initialize them
(the DOM's inner event creation steps read ``_dictionary_members``), and the legacy
initializers (``initMessageEvent``, ``initStorageEvent``: "the same behavior as
``initEvent()``": nothing while the event is being dispatched, else initialize the event, then
set the attributes the arguments give).

webapi has no ``Window``, session history or channels: except ``submit`` (fired by form
submission, ``_forms_impl``), these are events a program makes and dispatches
(``HashChangeEvent("hashchange", {"newURL": url})``; a ``storage`` event from what a
``webapi.html.StorageShed`` listener receives); the members typed with an interface webapi
lacks, or loads apart (``MessageEvent.source``, ``StorageEvent.storageArea``, whose
``Storage`` objects are ``_storage_bindings``'), hold any object given. Loading this module
(``webapi.html`` does, for ``document.createEvent``) registers the interfaces of the DOM's
createEvent table with the DOM: ``BeforeUnloadEvent``,
``HashChangeEvent``, ``MessageEvent``, ``StorageEvent`` (and ``DragEvent``, which webapi lacks:
no ``DataTransfer``, ``NotSupportedError``).
"""

from __future__ import annotations

from typing import ClassVar

from webapi._lazy import load_provider
from webapi._webidl import register_interface_above
from webapi.dom.engine import EventImpl, initialize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "BeforeUnloadEventImpl",
    "CommandEventImpl",
    "ErrorEventImpl",
    "FormDataEventImpl",
    "HashChangeEventImpl",
    "MessageEventImpl",
    "PageTransitionEventImpl",
    "PopStateEventImpl",
    "PromiseRejectionEventImpl",
    "StorageEventImpl",
    "SubmitEventImpl",
    "ToggleEventImpl",
]


class SubmitEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submitevent"""

    __slots__ = ("_submitter",)
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "submitter": "_submitter",
    }
    _submitter: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._submitter = None


class FormDataEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-formdataevent-interface"""

    __slots__ = ("_form_data",)
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "formData": "_form_data",
    }
    _form_data: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._form_data = None

    def _event_constructing_steps(self, dictionary: Mapping[str, object]) -> None:
        """The dictionary's ``formData`` converted to the interface ``FormData`` (typed
        ``object`` in the IDL webapi generates: see html.event-interfaces.others.webidl)."""
        EventImpl._event_constructing_steps(self, dictionary)
        from webapi.xhr import FormData

        if "formData" in dictionary and not isinstance(self._form_data, FormData):
            raise TypeError(
                "Failed to construct 'FormDataEvent': member formData is not of type "
                f"'FormData' (got {type(self._form_data).__name__})."
            )


class ToggleEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/interaction.html#toggleevent"""

    __slots__ = ("_new_state", "_old_state")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "oldState": "_old_state",
        "newState": "_new_state",
    }
    _old_state: str
    _new_state: str

    def _created(self) -> None:
        EventImpl._created(self)
        self._old_state = self._new_state = ""


class CommandEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/interaction.html#commandevent: ``source`` is
    the element as given (retargeting against the current target changes nothing: webapi has
    no shadow trees)."""

    __slots__ = ("_command", "_source")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "source": "_source",
        "command": "_command",
    }
    _source: object
    _command: str

    def _created(self) -> None:
        EventImpl._created(self)
        self._source = None
        self._command = ""


class PopStateEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#popstateevent"""

    __slots__ = ("_has_ua_visual_transition", "_state")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "state": "_state",
        "hasUAVisualTransition": "_has_ua_visual_transition",
    }
    _state: object
    _has_ua_visual_transition: bool

    def _created(self) -> None:
        EventImpl._created(self)
        self._state = None
        self._has_ua_visual_transition = False


class HashChangeEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#hashchangeevent"""

    __slots__ = ("_new_url", "_old_url")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "oldURL": "_old_url",
        "newURL": "_new_url",
    }
    _old_url: str
    _new_url: str

    def _created(self) -> None:
        EventImpl._created(self)
        self._old_url = self._new_url = ""


class PageTransitionEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#pagetransitionevent"""

    __slots__ = ("_persisted",)
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "persisted": "_persisted",
    }
    _persisted: bool

    def _created(self) -> None:
        EventImpl._created(self)
        self._persisted = False


class BeforeUnloadEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#beforeunloadevent: its
    string ``returnValue`` is left out (idl/html.event-interfaces.extras.toml says why)."""

    __slots__ = ()


class ErrorEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/webappapis.html#errorevent"""

    __slots__ = ("_colno", "_error", "_filename", "_lineno", "_message")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "message": "_message",
        "filename": "_filename",
        "lineno": "_lineno",
        "colno": "_colno",
        "error": "_error",
    }
    _message: str
    _filename: str
    _lineno: int
    _colno: int
    _error: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._message = self._filename = ""
        self._lineno = self._colno = 0
        self._error = None


class PromiseRejectionEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent"""

    __slots__ = ("_promise", "_reason")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "promise": "_promise",
        "reason": "_reason",
    }
    _promise: object
    _reason: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._promise = self._reason = None


class MessageEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/comms.html#messageevent: ``ports`` a tuple
    (the frozen array, the same object until the event is initialized again)."""

    __slots__ = ("_data", "_last_event_id", "_origin", "_ports", "_source")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "data": "_data",
        "origin": "_origin",
        "lastEventId": "_last_event_id",
        "source": "_source",
        "ports": "_ports",
    }
    _data: object
    _origin: str
    _last_event_id: str
    _source: object
    _ports: tuple[object, ...]

    def _created(self) -> None:
        EventImpl._created(self)
        self._data = self._source = None
        self._origin = self._last_event_id = ""
        self._ports = ()

    def _event_constructing_steps(self, dictionary: Mapping[str, object]) -> None:
        EventImpl._event_constructing_steps(self, dictionary)
        self._ports = tuple(self._ports)

    def _init_message_event(
        self,
        type: str,
        bubbles: bool = False,
        cancelable: bool = False,
        data: object = None,
        origin: str = "",
        last_event_id: str = "",
        source: object = None,
        ports: list[object] | None = None,
    ) -> None:
        """https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-initmessageevent"""
        if self._dispatch_flag:
            return
        initialize(self, type, bubbles, cancelable)
        self._data = data
        self._origin = origin
        self._last_event_id = last_event_id
        self._source = source
        self._ports = tuple(ports or ())


class StorageEventImpl(EventImpl):
    """https://html.spec.whatwg.org/multipage/webstorage.html#storageevent"""

    __slots__ = ("_key", "_new_value", "_old_value", "_storage_area", "_url")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "key": "_key",
        "oldValue": "_old_value",
        "newValue": "_new_value",
        "url": "_url",
        "storageArea": "_storage_area",
    }
    _key: str | None
    _old_value: str | None
    _new_value: str | None
    _url: str
    _storage_area: object

    def _created(self) -> None:
        EventImpl._created(self)
        self._key = self._old_value = self._new_value = None
        self._url = ""
        self._storage_area = None

    def _init_storage_event(
        self,
        type: str,
        bubbles: bool = False,
        cancelable: bool = False,
        key: str | None = None,
        old_value: str | None = None,
        new_value: str | None = None,
        url: str = "",
        storage_area: object = None,
    ) -> None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-initstorageevent"""
        if self._dispatch_flag:
            return
        initialize(self, type, bubbles, cancelable)
        self._key = key
        self._old_value = old_value
        self._new_value = new_value
        self._url = url
        self._storage_area = storage_area


# A MessageEvent's ports are MessagePort objects (the generated class, in a module that loads
# this one: found when first needed)
register_interface_above("MessagePort", lambda: load_provider("html:message-port"))
