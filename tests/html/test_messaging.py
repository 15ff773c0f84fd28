"""Web messaging (webapi/html/browsing/_messaging.py,
https://html.spec.whatwg.org/multipage/web-messaging.html): ``window.postMessage``,
``MessageChannel``/``MessagePort`` and ``BroadcastChannel`` on a virtual clock's event loop.

Chromium 156's answers the tests follow (recorded with Playwright on a page of
http://127.0.0.1): with ``a``, ``b`` two channels whose ``port2.onmessage`` is set and a
``window.onmessage``, posting ``a:1``, ``window:2``, ``b:3``, ``a:4``, ``window:5`` then
``setTimeout(0)`` and ``queueMicrotask`` logs ``m a:1 w:2 b:3 w:5 t a:4`` (a port delivers one
message per task); a listener added with ``addEventListener`` hears nothing until ``start()``;
of three ``BroadcastChannel("n")``, a closed one's ``postMessage`` is an ``InvalidStateError``,
the others hear each other's messages, not their own, with the page's origin.

The tests marked "WPT" port what web-platform-tests' webmessaging/ files check (in our words):
Channel_postMessage_with_transfer_entangled, ..._incoming_messages, ..._clone_port,
MessagePort_initial_disabled, MessagePort_onmessage_start, postMessage_invalid_targetOrigin,
event.ports, broadcastchannel/basics and interface.
"""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
from webapi.html import (
    BroadcastChannel,
    MessageChannel,
    MessageEvent,
    MessagePort,
    create_top_level_traversable,
    document_from_response,
    structuredClone,
)


def open_window(url: str = "https://a.example/") -> Any:
    document = document_from_response(b"<!doctype html>", url, "text/html")
    return create_top_level_traversable(document, clock=VirtualClock())


@pytest.fixture
def loop() -> Any:
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        yield loop


def test_two_channels_and_a_window_interleave_as_in_chromium() -> None:
    window = open_window()
    log: list[str] = []
    with use_event_loop(window.event_loop):
        a, b = MessageChannel(), MessageChannel()
    a.port2.onmessage = lambda event: log.append(f"a:{event.data}")
    b.port2.onmessage = lambda event: log.append(f"b:{event.data}")
    window.onmessage = lambda event: log.append(f"w:{event.data}")
    a.port1.postMessage(1)
    window.postMessage(2, "*")
    b.port1.postMessage(3)
    a.port1.postMessage(4)
    window.postMessage(5, "*")
    window.setTimeout(lambda: log.append("t"), 0)
    window.queueMicrotask(lambda: log.append("m"))
    assert log == []  # (tasks: nothing runs until the loop does)
    window.event_loop.run_until_idle()
    assert log == ["m", "a:1", "w:2", "b:3", "w:5", "t", "a:4"]


def test_window_post_message_event_and_target_origin() -> None:
    window = open_window()
    events: list[Any] = []
    window.addEventListener("message", events.append)
    window.postMessage({"k": [1, 2]}, "https://a.example:443/path")
    window.postMessage("other origin", "https://b.example")  # dropped at its task
    window.postMessage("slash")  # "/": the window's own origin
    window.postMessage("options", {"targetOrigin": "*"})
    window.post_message("keyword", target_origin="*")
    window.event_loop.run_until_idle()
    assert [event.data for event in events] == [{"k": [1, 2]}, "slash", "options", "keyword"]
    event = events[0]
    assert isinstance(event, MessageEvent) and event.type == "message"
    assert event.origin == "https://a.example" and event.source is window
    assert event.ports == () and event.bubbles is False and event.cancelable is False
    # WPT postMessage_invalid_targetOrigin: a target origin that is no URL is a SyntaxError
    with pytest.raises(DOMException) as caught:
        window.postMessage("x", "invalid-url")
    assert caught.value.name == "SyntaxError"
    with pytest.raises(DOMException) as caught:
        window.postMessage(lambda: 0, "*")  # (serialized at once: nothing is queued)
    assert caught.value.name == "DataCloneError"
    # (targetOrigin a USVString, as Web IDL converts it, in either overload: 3 is "3", no
    # origin; an int of any size converted, not Python's ValueError of a long int's digits)
    for target in (3, {"targetOrigin": 3}, {"targetOrigin": 10**5000}):
        with pytest.raises(DOMException) as caught:
            window.postMessage("x", target)
        assert caught.value.name == "SyntaxError"
    with pytest.raises(TypeError, match=r"'postMessage'.*parameter 2.*USVString"):
        window.postMessage("x", {"targetOrigin": []})


def test_window_post_message_transfers_ports_wpt_event_ports() -> None:
    window = open_window()
    with use_event_loop(window.event_loop):
        channel = MessageChannel()
    events: list[Any] = []
    window.onmessage = events.append
    window.postMessage("ports", "*", [channel.port1])
    window.event_loop.run_until_idle()
    (port,) = events[0].ports
    assert isinstance(port, MessagePort) and port is not channel.port1
    heard: list[object] = []
    port.onmessage = lambda event: heard.append(event.data)
    channel.port2.postMessage("through the transferred port")
    window.event_loop.run_until_idle()
    assert heard == ["through the transferred port"]
    # a transferred port is detached: transferring it again is a DataCloneError
    with pytest.raises(DOMException) as caught:
        window.postMessage("again", "*", [channel.port1])
    assert caught.value.name == "DataCloneError"


def test_the_port_message_queue_is_disabled_until_start_wpt_initial_disabled(loop: Any) -> None:
    channel = MessageChannel()
    log: list[str] = []
    channel.port2.addEventListener("message", lambda event: log.append(f"l:{event.data}"))
    channel.port1.postMessage("early")
    loop.run_until_idle()
    assert log == []  # (Chromium: nothing until start())
    channel.port2.start()
    loop.run_until_idle()
    assert log == ["l:early"]


def test_setting_onmessage_starts_the_port_wpt_onmessage_start(loop: Any) -> None:
    channel = MessageChannel()
    log: list[object] = []
    channel.port1.postMessage("ping")
    channel.port2.onmessage = lambda event: log.append(event.data)
    loop.run_until_idle()
    assert log == ["ping"]
    channel.port2.onmessage = None  # (the queue stays enabled)
    channel.port2.addEventListener("message", lambda event: log.append(event.data))
    channel.port1.postMessage("pong")
    loop.run_until_idle()
    assert log == ["ping", "pong"]


def test_an_entangled_port_transferred_keeps_the_order_wpt_transfer_entangled(loop: Any) -> None:
    one, two = MessageChannel(), MessageChannel()
    one.port1.postMessage(1)
    two.port1.postMessage("transfer", [one.port1])
    two.port1.postMessage("transfer", [one.port2])
    received: list[object] = []
    sender: list[Any] = []

    def on_message(event: Any) -> None:
        if not sender:
            sender.append(event.ports[0])
            return
        sender[0].postMessage(2)
        event.ports[0].onmessage = lambda e: received.append(e.data)
        sender[0].postMessage(3)

    two.port2.onmessage = on_message
    loop.run_until_idle()
    assert received == [1, 2, 3]


def test_messages_sent_at_each_transfer_step_arrive_in_order_wpt_incoming(loop: Any) -> None:
    one, two, three = MessageChannel(), MessageChannel(), MessageChannel()
    received: list[object] = []

    def on_three(event: Any) -> None:
        event.ports[0].onmessage = lambda e: received.append(e.data)
        one.port2.postMessage("Fourth")

    def on_two(event: Any) -> None:
        three.port1.onmessage = on_three
        one.port2.postMessage("Second")
        one.port2.postMessage("Third")
        three.port2.postMessage("2", event.ports)

    two.port2.onmessage = on_two
    one.port2.postMessage("First")
    two.port1.postMessage("1", [one.port1])
    loop.run_until_idle()
    assert received == ["First", "Second", "Third", "Fourth"]


def test_a_port_cloned_by_transfer_is_a_new_object_wpt_clone_port(loop: Any) -> None:
    a, b = MessageChannel(), MessageChannel()
    original = b.port2
    clones: list[Any] = []
    heard: list[object] = []

    def on_ports(event: Any) -> None:
        clones.append(event.ports[0])
        event.ports[0].onmessage = lambda e: heard.append(e.data)

    a.port2.onmessage = on_ports
    a.port1.postMessage("ports", {"transfer": [original]})
    b.port1.postMessage("ping")
    loop.run_until_idle()
    assert clones[0] is not original and heard == ["ping"]


def test_post_message_refuses_its_own_port_and_drops_a_message_carrying_its_target(
    loop: Any,
) -> None:
    channel = MessageChannel()
    with pytest.raises(DOMException) as caught:
        channel.port1.postMessage("x", [channel.port1])
    assert caught.value.name == "DataCloneError"
    heard: list[object] = []
    channel.port2.onmessage = lambda event: heard.append(event.data)
    channel.port1.postMessage("doomed", [channel.port2])  # (the target is transferred)
    loop.run_until_idle()
    assert heard == []
    with pytest.raises(TypeError):
        channel.port1.postMessage("x", [1])


def test_close_disentangles_fires_close_and_drops_messages(loop: Any) -> None:
    channel = MessageChannel()
    heard: list[object] = []
    closes: list[str] = []
    channel.port2.onmessage = lambda event: heard.append(event.data)
    channel.port2.onclose = lambda event: closes.append(event.type)
    channel.port1.close()
    channel.port1.postMessage("after close")  # (no entangled port: nothing)
    loop.run_until_idle()
    assert heard == [] and closes == ["close"]
    channel.port2.postMessage("to nobody")
    loop.run_until_idle()


def test_structured_clone_transfers_a_port(loop: Any) -> None:
    channel = MessageChannel()
    clone = structuredClone({"port": channel.port1}, {"transfer": [channel.port1]})
    port = clone["port"]
    assert isinstance(port, MessagePort) and port is not channel.port1
    heard: list[object] = []
    port.onmessage = lambda event: heard.append(event.data)
    channel.port2.postMessage("hi")
    loop.run_until_idle()
    assert heard == ["hi"]
    with pytest.raises(DOMException) as caught:  # (not serializable: only transferable)
        structuredClone(channel.port2)
    assert caught.value.name == "DataCloneError"


class _Unreadable:
    """A value whose deserialization steps throw (registered below)."""


def test_what_cannot_be_deserialized_is_a_messageerror(loop: Any) -> None:
    from webapi.html.common._structured_clone import SERIALIZABLE, register_serializable

    def refuse(data: object) -> object:
        raise ValueError("cannot be made here")

    register_serializable(_Unreadable, lambda value: None, refuse)
    try:
        channel = MessageChannel()
        events: list[str] = []
        channel.port2.onmessage = lambda event: events.append("message")
        channel.port2.onmessageerror = lambda event: events.append(event.type)
        channel.port1.postMessage(_Unreadable())
        channel.port1.postMessage("fine")
        loop.run_until_idle()
        assert events == ["messageerror", "message"]
        window = open_window()
        window.onmessageerror = lambda event: events.append(f"window {event.type}")
        window.postMessage(_Unreadable(), "*")
        window.event_loop.run_until_idle()
        assert events[-1] == "window messageerror"
    finally:
        del SERIALIZABLE[_Unreadable]


def test_message_channel_interface_wpt_interface() -> None:
    channel = MessageChannel()
    assert isinstance(channel.port1, MessagePort) and isinstance(channel.port2, MessagePort)
    assert channel.port1 is channel.port1 and channel.port1 is not channel.port2
    with pytest.raises(TypeError):
        MessagePort()  # type: ignore[call-arg]


# --- BroadcastChannel ------------------------------------------------------------------------


def test_broadcast_reaches_the_other_channels_of_the_name_wpt_basics(loop: Any) -> None:
    log: list[str] = []
    x, y, z = BroadcastChannel("n"), BroadcastChannel("n"), BroadcastChannel("n")
    other = BroadcastChannel("other")
    for name, channel in (("x", x), ("y", y), ("z", z), ("other", other)):
        channel.onmessage = lambda event, name=name: log.append(f"{name}:{event.data}")
    assert x.name == "n"
    x.postMessage("1")
    z.close()
    y.postMessage({"two": 2})
    with pytest.raises(DOMException) as caught:
        z.postMessage("3")
    assert caught.value.name == "InvalidStateError"
    loop.run_until_idle()
    # z closed before its tasks ran: it hears nothing (basics: "closing a channel in
    # onmessage prevents already queued tasks from firing")
    assert log == ["y:1", "x:{'two': 2}"]


def test_broadcast_messages_are_ordered_and_cloned_wpt_basics(loop: Any) -> None:
    sender, receiver = BroadcastChannel("order"), BroadcastChannel("order")
    data: list[object] = []
    receiver.addEventListener("message", lambda event: data.append(event.data))
    value = {"list": [1]}
    for index in range(5):
        sender.postMessage(index)
    sender.postMessage(value)
    loop.run_until_idle()
    assert data[:5] == [0, 1, 2, 3, 4] and data[5] == value and data[5] is not value
    with pytest.raises(DOMException) as caught:
        sender.postMessage(lambda: 0)
    assert caught.value.name == "DataCloneError"
    sender.close()
    receiver.close()


def test_a_channel_the_program_dropped_is_forgotten(loop: Any) -> None:
    import gc

    from webapi.html.browsing._messaging import _CHANNELS

    kept = BroadcastChannel("dropped")
    BroadcastChannel("dropped")  # (no reference kept)
    gc.collect()
    assert len(_CHANNELS[(None, "dropped")]) == 1
    kept.close()
    assert (None, "dropped") not in _CHANNELS


def test_window_channels_are_of_the_window_origin_and_loop() -> None:
    clock = VirtualClock()
    pages = [
        document_from_response(b"<!doctype html>", url, "text/html")
        for url in ("https://a.example/1", "https://a.example/2", "https://b.example/")
    ]
    first = create_top_level_traversable(pages[0], clock=clock)
    second = create_top_level_traversable(pages[1], clock=clock)
    other = create_top_level_traversable(pages[2], clock=clock)
    log: list[str] = []
    sender = first.BroadcastChannel("cart")
    receivers = [second.BroadcastChannel("cart"), other.BroadcastChannel("cart")]
    program = BroadcastChannel("cart")  # (the program's origin: hears none of them)
    for name, channel in (("second", receivers[0]), ("other", receivers[1]), ("program", program)):
        channel.onmessage = lambda event, name=name: log.append(
            f"{name}:{event.data}:{event.origin}"
        )
    sender.postMessage("added")
    first.event_loop.run_until_idle()
    second.event_loop.run_until_idle()
    other.event_loop.run_until_idle()
    assert log == ["second:added:https://a.example"]
    with pytest.raises(TypeError, match="name"):
        first.BroadcastChannel(3)
    for channel in (sender, *receivers, program):
        channel.close()
    channel = first.MessageChannel()
    heard: list[object] = []
    channel.port2.onmessage = lambda event: heard.append(event.data)
    channel.port1.postMessage("on the window's loop")
    first.event_loop.run_until_idle()
    assert heard == ["on the window's loop"]


def test_a_transfer_that_is_no_sequence_of_objects_is_a_type_error(loop: Any) -> None:
    channel = MessageChannel()
    window = open_window()
    for transfer in ("ab", 3, [1], {"transfer": "x"}):
        with pytest.raises(TypeError, match=r"MessagePort.postMessage.*'transfer'"):
            channel.port1.postMessage("m", transfer)
    for transfer in ("ab", [None]):
        with pytest.raises(TypeError, match=r"Window.postMessage.*'transfer'"):
            window.postMessage("m", "*", transfer)
    with pytest.raises(TypeError, match=r"Window.postMessage.*'transfer'"):
        window.postMessage("m", {"transfer": 5})
