"""The Python interpreter of the DOM operation sequences (``generate/dom_sequence_cases.py``)
on webapi: step for step what ``generate/dom_sequences.js`` does in Chromium and jsdom, the
same records (the exception's name or None, the operation's value, the events the listeners
recorded, the dump of every tree the node table reaches), so the two compare as JSON.

Written from the JavaScript interpreter's meaning, not from webapi's code: which members a
node has comes from the DOM Standard's IDL (the ``ChildNode`` mixin on elements, character
data and doctypes; ``ParentNode`` on documents, fragments and elements; ...), so a member
webapi lacks shows as a ``py:AttributeError`` difference rather than as a skipped step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from webapi.dom import (
    AbortController,
    AbortSignal,
    CustomEvent,
    DOMException,
    Event,
)
from webapi.html import DOMParser

__all__ = ["DOCTYPE", "DOCUMENT", "ELEMENT", "FRAGMENT", "TEXT", "Run", "run_sequence"]

_NS = {
    "http://www.w3.org/1999/xhtml": "h",
    "http://www.w3.org/2000/svg": "s",
    "http://www.w3.org/1998/Math/MathML": "m",
    "http://www.w3.org/1999/xlink": "xl",
    "http://www.w3.org/2000/xmlns/": "xn",
    "http://www.w3.org/XML/1998/namespace": "xm",
}
_HTML = "http://www.w3.org/1999/xhtml"

ELEMENT, TEXT, CDATA, PI, COMMENT, DOCUMENT, DOCTYPE, FRAGMENT = 1, 3, 4, 7, 8, 9, 10, 11
#: The node types with each group of members (the IDL's interfaces and mixins).
_CHILD_NODE = {ELEMENT, TEXT, CDATA, PI, COMMENT, DOCTYPE}
_PARENT_NODE = {ELEMENT, DOCUMENT, FRAGMENT}
_CHARACTER_DATA = {TEXT, CDATA, PI, COMMENT}
_TEXT = {TEXT, CDATA}


def esc(text: str) -> str:
    """Every UTF-16 code unit outside printable ASCII, and the backslash, as ``\\uXXXX``."""
    if text.isascii() and text.isprintable() and "\\" not in text:
        return text
    raw = text.encode("utf-16-le", "surrogatepass")
    out = []
    for i in range(0, len(raw), 2):
        unit = raw[i] | raw[i + 1] << 8
        out.append(chr(unit) if 0x20 <= unit < 0x7F and unit != 0x5C else f"\\u{unit:04x}")
    return "".join(out)


def _ns(uri: str | None) -> str:
    return "-" if uri is None else _NS.get(uri) or esc(uri)


def _value(value: Any) -> Any:
    return esc(value) if isinstance(value, str) else value


def _js(value: bool) -> str:
    return "true" if value else "false"


def _error_name(error: BaseException) -> str:
    if isinstance(error, DOMException):
        return str(error.name)
    name = type(error).__name__
    if name in ("TypeError", "RangeError"):
        return name
    return f"py:{name}"


def _element(node: Any) -> str:
    attrs = " ".join(
        ("" if a.namespaceURI is None else _ns(a.namespaceURI) + "|")
        + ("" if a.prefix is None else esc(a.prefix) + ":")
        + f'{esc(a.localName)}="{esc(a.value)}"'
        for a in node.attributes
    )
    prefix = "" if node.prefix is None else esc(node.prefix) + ":"
    return f" {_ns(node.namespaceURI)}|{prefix}{esc(node.localName)} {attrs}"


def _data(node: Any) -> str:
    return f' "{esc(node.data)}"'


def _nothing(node: Any) -> str:
    return ""


#: A node's line in the dump: its type's letter, its index in the table, then what it holds.
_LETTERS = {
    ELEMENT: "E",
    TEXT: "T",
    CDATA: "X",
    PI: "P",
    COMMENT: "C",
    DOCUMENT: "D",
    DOCTYPE: "Y",
    FRAGMENT: "F",
}
_DESCRIBE: dict[int, Callable[[Any], str]] = {
    ELEMENT: _element,
    TEXT: _data,
    CDATA: _data,
    PI: lambda node: f" {esc(node.target)}{_data(node)}",
    COMMENT: _data,
    DOCTYPE: lambda node: f" {esc(node.name)}",
}


def _walk(root: Any) -> Iterator[Any]:
    """``root`` and its descendants in tree order, iteratively."""
    node = root
    while node is not None:
        yield node
        if node.firstChild is not None:
            node = node.firstChild
            continue
        while node is not None and node is not root and node.nextSibling is None:
            node = node.parentNode
        if node is None or node is root:
            return
        node = node.nextSibling


class Run:
    """A sequence's document, its tables, and the events of the step running."""

    def __init__(self, markup: str) -> None:
        self.doc = DOMParser().parseFromString(markup, "text/html")
        self.nodes: list[Any] = list(_walk(self.doc))
        self.signals: list[Any] = []
        self.controllers: list[tuple[Any, Any]] = []
        self.listeners: dict[int, tuple[Any, str, Callable[[Any], None], bool]] = {}
        self.events: list[str] = []

    def at(self, i: int | None) -> Any:
        return None if i is None else self.nodes[i % len(self.nodes)]

    def signal_at(self, i: int) -> Any:
        return self.signals[i % len(self.signals)] if self.signals else None

    def index(self, node: Any) -> str:
        for i, known in enumerate(self.nodes):
            if known is node:
                return str(i)
        return "-"

    def target_name(self, target: Any) -> str:
        if target is None:
            return "null"
        for i, signal in enumerate(self.signals):
            if signal is target:
                return f"s{i}"
        return self.index(target)

    @staticmethod
    def reason_name(reason: Any) -> str:
        if isinstance(reason, DOMException):
            return f"DOMException:{reason.name}"
        return esc(str(reason))

    def items(self, items: list[Any]) -> list[Any]:
        return [x if isinstance(x, str) else self.at(x) for x in items]

    # The dump --------------------------------------------------------------------------

    def dump_tree(self, root: Any, out: list[str]) -> None:
        stack = [(root, 0)]
        while stack:
            node, depth = stack.pop()
            id_ = self.index(node)
            kind = node.nodeType
            line = _LETTERS.get(kind, "?") + id_ + _DESCRIBE.get(kind, _nothing)(node)
            out.append(" " * depth + line)
            children = list(node.childNodes)
            if kind == ELEMENT and node.namespaceURI == _HTML and node.localName == "template":
                stack.append((node.content, depth + 1))
            stack.extend((child, depth + 1) for child in reversed(children))

    def dump(self) -> str:
        roots: list[Any] = []
        for node in self.nodes:
            root = node
            while root.parentNode is not None:
                root = root.parentNode
            if not any(r is root for r in roots):
                roots.append(root)
        out: list[str] = []
        for root in roots:
            self.dump_tree(root, out)
        return "\n".join(out)

    # Listeners ---------------------------------------------------------------------------

    def act(self, action: list[Any], event: Any, id_: int) -> None:
        kind = action[0]
        if kind == "stop":
            event.stopPropagation()
        elif kind == "stopImmediate":
            event.stopImmediatePropagation()
        elif kind == "prevent":
            event.preventDefault()
        elif kind == "throw":
            raise ValueError(f"listener {id_}")
        elif kind == "mutate":
            try:
                self.run(action[1], event)
            except Exception as error:
                self.events.append(f"{id_}!{_error_name(error)}")

    def listener(self, id_: int, action: list[Any]) -> Callable[[Any], None]:
        def listener(e: Any) -> None:
            path = ",".join(self.target_name(t) for t in e.composedPath())
            self.events.append(
                f"{id_}:{e.type}:{e.eventPhase}:{self.target_name(e.currentTarget)}:"
                f"{self.target_name(e.target)}:{_js(e.defaultPrevented)}:{path}"
            )
            self.act(action, e, id_)

        return listener

    # The operations ------------------------------------------------------------------------

    def run(self, op: list[Any], event: Any) -> Any:
        name, *a = op
        doc = self.doc
        if name.startswith("create"):
            method = getattr(doc, name)
            self.nodes.append(method(*a))
            return None
        if name == "appendChild":
            return self.index(self.at(a[0]).appendChild(self.at(a[1])))
        if name == "insertBefore":
            return self.index(self.at(a[0]).insertBefore(self.at(a[1]), self.at(a[2])))
        if name == "replaceChild":
            return self.index(self.at(a[0]).replaceChild(self.at(a[1]), self.at(a[2])))
        if name == "removeChild":
            return self.index(self.at(a[0]).removeChild(self.at(a[1])))
        if name in ("append", "prepend", "replaceChildren", "before", "after", "replaceWith"):
            target = self.at(a[0])
            group = _PARENT_NODE if name in ("append", "prepend", "replaceChildren") else None
            if target.nodeType not in (group or _CHILD_NODE):
                return "no-method"
            getattr(target, name)(*self.items(a[1]))
            return None
        if name == "remove":
            target = self.at(a[0])
            if target.nodeType not in _CHILD_NODE:
                return "no-method"
            target.remove()
            return None
        if name == "removeCurrentTarget":
            target = event.currentTarget
            if target.nodeType in _CHILD_NODE:
                target.remove()
            return None
        if name in (
            "setAttribute",
            "removeAttribute",
            "getAttribute",
            "setAttributeNS",
            "removeAttributeNS",
            "toggleAttribute",
        ):
            target = self.at(a[0])
            if target.nodeType != ELEMENT:
                return "no-method"
            if name == "toggleAttribute":
                if a[2] is None:
                    return target.toggleAttribute(a[1])
                return target.toggleAttribute(a[1], a[2])
            return _value(getattr(target, name)(*a[1:]))
        if name == "textContent":
            self.at(a[0]).textContent = a[1]
            return None
        if name == "getTextContent":
            return _value(self.at(a[0]).textContent)
        if name == "innerHTML":
            target = self.at(a[0])
            if target.nodeType != ELEMENT:
                return "no-method"
            target.innerHTML = a[1]
            return None
        if name == "normalize":
            self.at(a[0]).normalize()
            return None
        if name == "cloneNode":
            self.nodes.append(self.at(a[0]).cloneNode(a[1]))
            return None
        if name in (
            "splitText",
            "appendData",
            "insertData",
            "deleteData",
            "replaceData",
            "substringData",
        ):
            target = self.at(a[0])
            if target.nodeType not in (_TEXT if name == "splitText" else _CHARACTER_DATA):
                return "no-method"
            result = getattr(target, name)(*a[1:])
            if name == "splitText":
                self.nodes.append(result)
            return _value(result) if name == "substringData" else None
        if name == "classList":
            target = self.at(a[0])
            if target.nodeType != ELEMENT:
                return "no-method"
            return _value(getattr(target.classList, a[1])(*a[2]))
        if name == "collect":
            root = self.at(a[0])
            found = [n for n in _walk(root) if n is not root]
            self.nodes.extend(found)
            return len(found)
        if name == "listen":
            t, type_, id_, options, action = a
            target = self.at(t)
            opts = dict(options)
            if "signal" in opts:
                opts["signal"] = self.signal_at(opts["signal"])
                if opts["signal"] is None:
                    del opts["signal"]
            fn = self.listener(id_, action)
            self.listeners[id_] = (target, type_, fn, bool(options.get("capture")))
            target.addEventListener(type_, fn, opts)
            return None
        if name == "removeListener":
            entry = self.listeners.get(a[0])
            if entry is None:
                return "no-listener"
            entry[0].removeEventListener(entry[1], entry[2], entry[3])
            return None
        if name == "dispatch":
            t, kind, type_, init = a
            e = Event(type_, init) if kind == "Event" else CustomEvent(type_, {**init, "detail": 1})
            result = self.at(t).dispatchEvent(e)
            return (
                f"{_js(result)}:{e.eventPhase}:{self.target_name(e.currentTarget)}:"
                f"{_js(e.defaultPrevented)}"
            )
        if name == "controller":
            controller = AbortController()
            self.controllers.append((controller.signal, controller))
            self.signals.append(controller.signal)
            return None
        if name == "any":
            chosen = [s for s in map(self.signal_at, a[0]) if s is not None]
            signal = AbortSignal.any(chosen)
            self.signals.append(signal)
            reason = self.reason_name(signal.reason) if signal.aborted else ""
            return f"{_js(signal.aborted)}:{reason}"
        if name == "abortStatic":
            signal = AbortSignal.abort() if a[0] is None else AbortSignal.abort(a[0])
            self.signals.append(signal)
            return self.reason_name(signal.reason)
        if name == "abort":
            signal = self.signal_at(a[0])
            if signal is None:
                return "no-signal"
            controller = next((c for s, c in self.controllers if s is signal), None)
            if controller is None:
                return _js(signal.aborted)
            if a[1] is None:
                controller.abort()
            else:
                controller.abort(a[1])
            return f"{_js(signal.aborted)}:{self.reason_name(signal.reason)}"
        if name == "listenSignal":
            signal = self.signal_at(a[0])
            if signal is None:
                return "no-signal"
            id_ = self.target_name(signal)

            def on_abort(e: Any, id_: str = id_, signal: Any = signal) -> None:
                self.events.append(
                    f"{id_}:abort:{e.eventPhase}:{self.target_name(e.currentTarget)}:"
                    f"{_js(e.isTrusted)}:{self.reason_name(signal.reason)}"
                )

            signal.addEventListener("abort", on_abort)
            return None
        raise AssertionError(f"unknown operation {name}")

    def step(self, op: list[Any]) -> list[Any]:
        """Run an operation: its record."""
        self.events = []
        error = None
        result = None
        try:
            result = self.run(op, None)
        except Exception as caught:
            error = _error_name(caught)
        return [error, result, self.events, self.dump()]


def run_sequence(sequence: dict[str, Any]) -> list[list[Any]]:
    """webapi's records of the sequence's steps."""
    run = Run(sequence["markup"])
    return [run.step(op) for op in sequence["ops"]]
