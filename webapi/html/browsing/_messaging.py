"""Cross-document messaging, channel messaging and broadcasting
(https://html.spec.whatwg.org/multipage/web-messaging.html): ``MessageChannel`` and its
entangled ``MessagePort`` pair, ``BroadcastChannel``, and the window post message steps of
``window.postMessage`` (webapi/html/browsing/_window.py calls them).

Where a message's task runs: a port's event loop is the one current when it was made
(:func:`webapi.eventloop.current_event_loop`, or the loop given with
:func:`webapi.eventloop.use_event_loop`: ``with use_event_loop(window.event_loop):
MessageChannel()`` makes a window's), a port received through a message that of its receiver;
a window's message runs on the window's loop.

A port's message queue delivers one message per task: after a message's task the port queues
its next message's task behind the tasks queued meanwhile, so that two channels and a window
interleave (Chromium's order, which a single queue of every message would not give: a port
posted to twice, then a window, runs one port message, the window's, then the second)."""

from __future__ import annotations

import weakref
from collections import deque
from typing import Any, ClassVar

from webapi.dom import DOMException
from webapi.dom.engine import EventTargetImpl, fire_an_event, new_object
from webapi.eventloop import current_event_loop

from ..common import _event_bindings as _event_bindings  # (MessageEvent's class for new events)
from ..common._event_interfaces import MessageEventImpl
from ..common._structured_clone import (
    StructuredDeserializeWithTransfer,
    StructuredSerializeWithTransfer,
    register_transferable,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.eventloop import EventLoop

    SerializedWithTransfer = tuple[Any, list[Any]]

__all__ = [
    "BroadcastChannelImpl",
    "MessageChannelImpl",
    "MessagePortImpl",
    "construct_broadcast_channel",
    "construct_message_channel",
    "post_a_message",
    "window_broadcast_channel",
    "window_message_channel",
]


class MessagePortImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/web-messaging.html#message-ports: its entangled
    port (None once disentangled), its port message queue (serialized messages waiting) and
    whether it is enabled, whether a task to deliver the next message is queued, its
    [[Detached]] (transferred) and closed flags, and its event loop (None: the current one)."""

    __slots__ = (
        "_detached",
        "_enabled",
        "_entangled",
        "_loop",
        "_port_message_queue",
        "_task_queued",
    )

    _entangled: MessagePortImpl | None
    _port_message_queue: deque[SerializedWithTransfer]
    _enabled: bool
    _task_queued: bool
    _detached: bool
    _loop: EventLoop | None

    def _post_message(self, message: object, options: object = None) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-postmessage
        (either overload: ``options`` a transfer list or a ``StructuredSerializeOptions``)."""
        transfer = _transfer_of(options, "MessagePort.postMessage")
        message_port_post_message_steps(self, message, transfer)

    def _start(self) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-start:
        enable the port message queue (its messages are delivered from now on)."""
        if not self._enabled:
            self._enabled = True
            _schedule(self)

    def _close(self) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-close:
        set [[Detached]]; disentangle (the other port gets a ``close`` event; messages not yet
        delivered are dropped)."""
        self._detached = True
        self._port_message_queue.clear()
        if self._entangled is not None:
            disentangle(self)

    def _event_handler_set_steps(self, name: str) -> None:
        """ "The first time a MessagePort object's onmessage IDL attribute is set, the port's
        port message queue must be enabled, as if the start() method had been called.\""""
        if name == "onmessage":
            self._start()


class MessagePortExtras:
    """The members of :class:`~webapi.html.MessagePort` written by hand: ``postMessage``'s
    two overloads."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def postMessage(self, message: Any, options: Any = None, *, transfer: Any = None) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messageport-postmessage:
        ``postMessage(message, [port, ...])``, ``postMessage(message, {"transfer": [...]})`` or
        ``postMessage(message, transfer=[...])``: the message (serialized now, with the
        transferred objects) arrives as a ``message`` event at the entangled port."""
        if transfer is not None:
            if options is not None:
                raise TypeError(
                    "MessagePort.postMessage(): give 'transfer' or 'options', not both."
                )
            options = transfer
        self._post_message(message, options)  # type: ignore[attr-defined]

    post_message = postMessage


def new_port(loop: EventLoop | None) -> MessagePortImpl:
    """A new ``MessagePort`` on ``loop`` (None: the event loop current when it delivers)."""
    port = new_object(MessagePortImpl)
    EventTargetImpl.__init__(port)
    port._entangled = None
    port._port_message_queue = deque()
    port._enabled = port._task_queued = port._detached = False
    port._loop = loop
    return port


def entangle(one: MessagePortImpl, two: MessagePortImpl) -> None:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#entangle"""
    for port in (one, two):
        if port._entangled is not None:
            disentangle(port)
    one._entangled, two._entangled = two, one


def disentangle(initiator: MessagePortImpl) -> None:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#disentangle: both ports
    forget each other; a ``close`` event (a task) at the other port."""
    other = initiator._entangled
    if other is None:
        return
    initiator._entangled = None
    other._entangled = None
    _loop_of(other).queue_a_task(lambda: fire_an_event("close", other))


def _loop_of(port: MessagePortImpl) -> EventLoop:
    return port._loop if port._loop is not None else current_event_loop()


def message_port_post_message_steps(
    port: MessagePortImpl, message: object, transfer: list[object]
) -> None:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#message-port-post-message-steps"""
    target_port = port._entangled  # 1.
    if any(entry is port for entry in transfer):  # 2.
        raise DOMException("Port at index 0 contains the source port.", "DataCloneError")
    doomed = target_port is not None and any(entry is target_port for entry in transfer)  # 3.
    serialized = StructuredSerializeWithTransfer(message, transfer)  # 4.
    if target_port is None or doomed:  # 5.
        return
    target_port._port_message_queue.append(serialized)  # 6. (a task in its queue)
    _schedule(target_port)


def _schedule(port: MessagePortImpl) -> None:
    """Queue the task delivering the port's next message, if its queue is enabled, holds a
    message and no such task waits."""
    if port._enabled and not port._task_queued and port._port_message_queue:
        port._task_queued = True
        _loop_of(port).queue_a_task(lambda: _deliver_next(port))


def _deliver_next(port: MessagePortImpl) -> None:
    """The task of step 6 of the message port post message steps, for the port's oldest
    message; then the next one's task is queued."""
    port._task_queued = False
    if not port._port_message_queue or port._detached:
        return
    serialized = port._port_message_queue.popleft()
    _schedule(port)
    try:
        data, transferred = StructuredDeserializeWithTransfer(serialized)
    except Exception:  # "If this throws an exception, catch it, fire messageerror"
        fire_an_event("messageerror", port, MessageEventImpl)
        return
    ports = _received_ports(transferred, port._loop)
    fire_an_event("message", port, MessageEventImpl, _data=data, _ports=ports)


def _received_ports(transferred: list[object], loop: EventLoop | None) -> tuple[object, ...]:
    """The ``MessagePort`` objects among the transferred values (the event's ``ports``), now
    on the receiver's event loop."""
    ports = tuple(value for value in transferred if isinstance(value, MessagePortImpl))
    for received in ports:
        received._loop = loop
        _schedule(received)
    return ports


def _transfer_of(options: object, function: str) -> list[object]:
    """The transfer list of ``postMessage``'s options: a sequence of objects (the first
    overload), a ``StructuredSerializeOptions`` dict (its ``transfer``), or None; a
    ``TypeError`` naming ``transfer`` for anything else (Web IDL's ``sequence<object>``)."""
    from collections.abc import Mapping

    from webapi._webidl import argument_error

    transfer = options.get("transfer") if isinstance(options, Mapping) else options
    if transfer is None:
        return []
    if isinstance(transfer, (str, bytes, bytearray, memoryview, Mapping)) or not hasattr(
        transfer, "__iter__"
    ):
        raise argument_error(function, "transfer", transfer, "a sequence of objects")
    entries = list(transfer)  # type: ignore[arg-type]
    if any(type(entry) in (type(None), bool, int, float, str) for entry in entries):
        raise argument_error(function, "transfer", transfer, "a sequence of objects")
    return entries


# --- transferring a port (web-messaging.html#message-ports: the transfer steps)


class _MessagePortSteps:
    """MessagePort's transfer steps and transfer-receiving steps: the new port takes the
    port message queue and the entanglement of the old one, which is detached."""

    __slots__ = ()

    def refusal(self, value: MessagePortImpl) -> str | None:
        """A detached port (transferred or closed) cannot be transferred again."""
        if value._detached:
            return "A MessagePort could not be transferred: it was transferred or closed."
        return None

    def transfer(self, value: MessagePortImpl) -> object:
        """The transfer steps: the data holder keeps the port's message queue and its remote
        port (the new port is made now, entangled in its place, so that messages sent to it
        meanwhile wait in its queue)."""
        received = new_port(None)
        received._port_message_queue = value._port_message_queue
        value._port_message_queue = deque()
        remote = value._entangled
        value._entangled = None
        value._detached = True
        if remote is not None:
            remote._entangled = received
            received._entangled = remote
        return received

    def receive(self, data: MessagePortImpl) -> object:
        """The transfer-receiving steps: the port made by the transfer steps."""
        return data


register_transferable(MessagePortImpl, _MessagePortSteps())


# --- MessageChannel


class MessageChannelImpl:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#message-channels"""

    __slots__ = ("_port1", "_port2")

    _interface_class: ClassVar[type[Any]]

    _port1: MessagePortImpl
    _port2: MessagePortImpl


def construct_message_channel(this: MessageChannelImpl) -> None:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-messagechannel: two new
    ports of the current event loop, entangled."""
    loop = current_event_loop()
    this._port1 = new_port(loop)  # 1.
    this._port2 = new_port(loop)  # 2.
    entangle(this._port1, this._port2)  # 3.


def window_message_channel(window: Any) -> MessageChannelImpl:
    """``new window.MessageChannel()``: two entangled ports on the window's event loop."""
    channel = new_object(MessageChannelImpl)
    loop = window._event_loop
    channel._port1 = new_port(loop)
    channel._port2 = new_port(loop)
    entangle(channel._port1, channel._port2)
    return channel


# --- BroadcastChannel


class BroadcastChannelImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/web-messaging.html#broadcastchannel: its channel
    name, its origin key (None: made by a program outside any window), its closed flag and its
    event loop."""

    __slots__ = ("_channel_name", "_closed_flag", "_loop", "_origin_key", "_origin_text")

    _channel_name: str
    _closed_flag: bool
    _loop: EventLoop
    _origin_key: object
    _origin_text: str

    @property
    def _name(self) -> str:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-name"""
        return self._channel_name

    def _post_message(self, message: object) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-postmessage"""
        if self._closed_flag:  # 2.
            raise DOMException("Channel is closed", "InvalidStateError")
        serialized = StructuredSerializeWithTransfer(message, [])  # 3.
        # 5.-6. the other open channels of the name and origin, in creation order
        destinations = [
            channel
            for reference in _CHANNELS.get((self._origin_key, self._channel_name), ())
            if (channel := reference()) is not None
            and channel is not self
            and not channel._closed_flag
        ]
        origin = self._origin_text
        for destination in destinations:  # 8.
            destination._loop.queue_a_task(
                lambda destination=destination: _deliver_broadcast(  # type: ignore[misc]
                    destination, serialized, origin
                )
            )

    def _close(self) -> None:
        """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel-close"""
        self._closed_flag = True
        _forget((self._origin_key, self._channel_name), self)


def _deliver_broadcast(
    destination: BroadcastChannelImpl, serialized: SerializedWithTransfer, origin: str
) -> None:
    """Step 8's task: "If destination's closed flag is true, abort"; deserialize (a
    ``messageerror`` if that throws) and fire ``message``."""
    if destination._closed_flag:
        return
    try:
        data = StructuredDeserializeWithTransfer(serialized)[0]
    except Exception:
        fire_an_event("messageerror", destination, MessageEventImpl, _origin=origin)
        return
    fire_an_event("message", destination, MessageEventImpl, _data=data, _origin=origin)


#: The open BroadcastChannel objects by (origin key, name), in creation order (a program's
#: "relevant agent cluster": every channel of the process), held weakly: closing one or
#: dropping the last reference to it removes it (a browser keeps a channel with listeners
#: alive; a Python program keeps the channels it listens on).
_CHANNELS: dict[tuple[object, str], list[weakref.ref[BroadcastChannelImpl]]] = {}


def _forget(key: tuple[object, str], channel: BroadcastChannelImpl | None) -> None:
    """Remove ``channel`` (None: the channels freed) from :data:`_CHANNELS`."""
    references = _CHANNELS.get(key)
    if references is None:
        return
    references[:] = [
        reference
        for reference in references
        if (alive := reference()) is not None and alive is not channel
    ]
    if not references:
        del _CHANNELS[key]


def construct_broadcast_channel(this: BroadcastChannelImpl, name: str) -> None:
    """https://html.spec.whatwg.org/multipage/web-messaging.html#dom-broadcastchannel: a channel
    of the name on the current event loop. Made by a program, its origin is the program's
    (every such channel of the name hears the others; its messages' ``origin`` is ``""``);
    ``window.BroadcastChannel(name)`` makes a window's (:func:`window_broadcast_channel`)."""
    _initialize_channel(this, name, current_event_loop(), None, "")


def window_broadcast_channel(window: Any, name: object) -> BroadcastChannelImpl:
    """``new window.BroadcastChannel(name)``: a channel whose relevant settings object is the
    window's: its origin the active document's, its event loop the window's."""
    from webapi._webidl import argument_error
    from webapi.dom.engine import document_origin
    from webapi.url import serialize_origin

    if not isinstance(name, str):
        raise argument_error("BroadcastChannel", "name", name, "a str")
    channel = new_object(BroadcastChannelImpl)
    origin = document_origin(window._navigable.active_document)
    _initialize_channel(channel, name, window._event_loop, origin, serialize_origin(origin))
    return channel


def _initialize_channel(
    this: BroadcastChannelImpl, name: str, loop: EventLoop, origin: object, text: str
) -> None:
    """The constructor steps: the channel name, the closed flag, and its place among the open
    channels of its origin (``origin``: an origin, or None for the program's)."""
    EventTargetImpl.__init__(this)
    this._channel_name = name
    this._closed_flag = False
    this._loop = loop
    this._origin_key = origin
    this._origin_text = text
    key = (origin, name)
    _CHANNELS.setdefault(key, []).append(weakref.ref(this, lambda _: _forget(key, None)))


def post_a_message(
    target: EventTargetImpl,
    loop: EventLoop,
    document: object,
    serialized: SerializedWithTransfer,
    origin: str,
    source: object,
) -> None:
    """The task of the window post message steps (step 8's substeps after the origin check,
    which the caller made): deserialize (a ``messageerror`` if that throws) and fire
    ``message`` at ``target`` with the origin, source and ports."""
    try:
        data, transferred = StructuredDeserializeWithTransfer(serialized)
    except Exception:
        fire_an_event("messageerror", target, MessageEventImpl, _origin=origin, _source=source)
        return
    ports = _received_ports(transferred, loop)
    fire_an_event(
        "message",
        target,
        MessageEventImpl,
        _data=data,
        _origin=origin,
        _source=source,
        _ports=ports,
    )
