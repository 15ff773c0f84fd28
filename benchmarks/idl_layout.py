"""The layout of generated classes that derive from their impl classes (``impl_is_self``, the
DOM's), against plain ``__slots__`` classes and against wrapper classes (an impl object apart,
in the slot ``_impl``).

``python -m benchmarks.idl_layout [--nodes N] [--rounds R]`` generates, with ``idl/`` into a
temporary directory, the bindings of a small DOM (EventTarget <- Node <- CharacterData <- Text,
Node <- Element, the mixin impls ParentNode and ChildNode) in both modes, then times, in one
process (``time.thread_time_ns``, the cyclic GC off, rounds alternating the contenders, the
median reported):

- **create**: N elements and N texts made the parser's way (``cls.__new__`` and the impl's
  slots assigned; no constructor, no conversion), each text the child of an element;
- **read**: ``parentNode`` read on each of those 2N objects (the generated property), and, for
  the same objects, the impl's slot ``_parent`` (what impl code reads);

and the memory the 2N objects hold (``tracemalloc``). The plain contender is one class per node
kind with the same slots and no base; the wrapper one makes an impl object and its wrapper per
node, and ``parentNode`` wraps the parent's impl in a new wrapper, as a wrapper class without a
cache does.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from benchmarks._common import fmt, table

__all__ = ["main"]

_IDL = """
[Exposed=*] interface EventTarget { constructor(); };
[Exposed=Window] interface Node : EventTarget {
  const unsigned short ELEMENT_NODE = 1;
  readonly attribute unsigned short nodeType;
  readonly attribute Node? parentNode;
};
interface mixin ParentNode { readonly attribute unsigned long childElementCount; };
interface mixin ChildNode { undefined remove(); };
Element includes ParentNode;
Element includes ChildNode;
CharacterData includes ChildNode;
[Exposed=Window] interface Element : Node { readonly attribute DOMString localName; };
[Exposed=Window] interface CharacterData : Node { attribute DOMString data; };
[Exposed=Window] interface Text : CharacterData { constructor(optional DOMString data = ""); };
"""

_IMPL = """
class EventTargetImpl:
    __slots__ = ("__weakref__", "_listeners")
    def __init__(self):
        self._listeners = None

class NodeImpl(EventTargetImpl):
    __slots__ = ("_parent", "_first", "_last", "_previous", "_next", "_document")
    _node_type = 0

class ParentNodeImpl:
    __slots__ = ()
    @property
    def _child_element_count(self):
        return 0

class ChildNodeImpl:
    __slots__ = ()
    def _remove(self):
        pass

class ElementImpl(NodeImpl, ParentNodeImpl, ChildNodeImpl):
    __slots__ = ("_local_name", "_namespace", "_attributes")
    _node_type = 1

class CharacterDataImpl(NodeImpl, ChildNodeImpl):
    __slots__ = ("_data",)

class TextImpl(CharacterDataImpl):
    __slots__ = ()
    _node_type = 3
    def __init__(self, data):
        EventTargetImpl.__init__(self)
        self._data = data
"""

_WRAPPED_IMPL = """
class NodeImpl:
    __slots__ = ("__weakref__", "_listeners", "parent_node", "_first", "_last", "_previous",
                 "_next", "_document")
class EventTargetImpl(NodeImpl):
    __slots__ = ()
class ElementImpl(NodeImpl):
    __slots__ = ("local_name", "_namespace", "_attributes")
    node_type = 1
    child_element_count = 0
    def remove(self):
        pass
class CharacterDataImpl(NodeImpl):
    __slots__ = ("data",)
    def remove(self):
        pass
class TextImpl(CharacterDataImpl):
    __slots__ = ()
    node_type = 3
    def __init__(self, data):
        self.data = data
"""


def _tables(prefix: str, own: bool) -> str:
    names = ["EventTarget", "Node", "Element", "CharacterData", "Text"]
    mode = "impl_is_self = true\n" if own else ""
    extra = {"Node": 'impl_names = { parentNode = "_parent" }\n'} if own else {}
    return "".join(
        f'[interface.{n}]\nimpl = "{prefix}_impl:{n}Impl"\n{mode}{extra.get(n, "")}' for n in names
    )


def generate_modules(directory: Path) -> tuple[ModuleType, ModuleType, ModuleType]:
    """The generated modules (self and wrapper modes) and the self mode's impl module."""
    from idl.extras import read_extras
    from idl.generate import generate

    (directory / "layout.webidl").write_text(_IDL, encoding="utf-8")
    for prefix, impl, is_self in (("own", _IMPL, True), ("wrapped", _WRAPPED_IMPL, False)):
        (directory / f"{prefix}_impl.py").write_text(impl, encoding="utf-8")
        extras_path = directory / f"{prefix}.extras.toml"
        extras_path.write_text(
            f'idl = "layout.webidl"\noutput = "{prefix}_bindings.py"\n' + _tables(prefix, is_self),
            encoding="utf-8",
        )
        sys.path.insert(0, str(directory))
        try:
            text = generate(read_extras(extras_path, directory), directory)
        finally:
            sys.path.remove(str(directory))
        (directory / f"{prefix}_bindings.py").write_text(text, encoding="utf-8")
    sys.path.insert(0, str(directory))
    try:
        own = importlib.import_module("own_bindings")
        wrapped = importlib.import_module("wrapped_bindings")
        return own, wrapped, importlib.import_module("own_impl")
    finally:
        sys.path.remove(str(directory))


class PlainElement:
    __slots__ = (
        "__weakref__",
        "_attributes",
        "_document",
        "_first",
        "_last",
        "_listeners",
        "_local_name",
        "_namespace",
        "_next",
        "_parent",
        "_previous",
    )


class PlainText:
    __slots__ = (
        "__weakref__",
        "_data",
        "_document",
        "_first",
        "_last",
        "_listeners",
        "_next",
        "_parent",
        "_previous",
    )


def _make_own(element_class: type, text_class: type, n: int) -> list[Any]:
    """The parser's way: ``__new__`` and the slots assigned (what a fast impl constructor
    does)."""
    new = object.__new__
    nodes: list[Any] = []
    for _ in range(n):
        element: Any = new(element_class)
        element._listeners = element._parent = element._document = None
        element._first = element._last = element._previous = element._next = None
        element._local_name, element._namespace, element._attributes = "div", "html", None
        text: Any = new(text_class)
        text._listeners = text._document = None
        text._first = text._last = text._previous = text._next = None
        text._parent, text._data = element, "text"
        element._first = element._last = text
        nodes += (element, text)
    return nodes


def _make_wrapped(module: ModuleType, impl: ModuleType, n: int) -> list[Any]:
    """The same with an impl object and a wrapper per node."""
    new = object.__new__
    element_wrap, text_wrap = module.Element._wrap, module.Text._wrap
    nodes: list[Any] = []
    for _ in range(n):
        element: Any = new(impl.ElementImpl)
        element._listeners = element.parent_node = element._document = None
        element._first = element._last = element._previous = element._next = None
        element.local_name, element._namespace, element._attributes = "div", "html", None
        text: Any = new(impl.TextImpl)
        text._listeners = text._document = None
        text._first = text._last = text._previous = text._next = None
        text.parent_node, text.data = element, "text"
        element._first = element._last = text
        nodes += (element_wrap(element), text_wrap(text))
    return nodes


def _read_parent_node(nodes: list[Any]) -> None:
    for node in nodes:
        node.parentNode  # noqa: B018


def _read_parent_slot(nodes: list[Any]) -> None:
    for node in nodes:
        node._parent  # noqa: B018


def _cpu_ns(function: Callable[[], object]) -> tuple[int, object]:
    gc.collect()
    gc.disable()
    try:
        start = time.thread_time_ns()
        result = function()
        return time.thread_time_ns() - start, result
    finally:
        gc.enable()


def _memory(function: Callable[[], object]) -> tuple[int, object]:
    gc.collect()
    tracemalloc.start()
    try:
        result = function()
        return tracemalloc.get_traced_memory()[0], result
    finally:
        tracemalloc.stop()


def _measure(name: str, make: Callable[[], list[Any]]) -> tuple[int, int, int]:
    """One round of a contender: creating its nodes, reading ``parentNode`` on each (the slot,
    for the plain classes), and the slot ``_parent`` (not for the wrappers)."""
    create, result = _cpu_ns(make)
    assert isinstance(result, list)
    nodes: list[Any] = result
    if name != "plain __slots__":  # (a wrapper: a new one for the same impl)
        parent = nodes[1].parentNode
        assert getattr(parent, "_impl", parent) is getattr(nodes[0], "_impl", nodes[0])
    reader = _read_parent_slot if name == "plain __slots__" else _read_parent_node
    read = _cpu_ns(lambda: reader(nodes))[0]
    slot = 0 if name == "wrapper + impl" else _cpu_ns(lambda: _read_parent_slot(nodes))[0]
    return create, read, slot


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.idl_layout")
    parser.add_argument("--nodes", type=int, default=100_000, help="elements (and texts)")
    parser.add_argument("--rounds", type=int, default=7)
    options = parser.parse_args(argv)
    n = options.nodes
    with tempfile.TemporaryDirectory() as directory:
        own, wrapped, _ = generate_modules(Path(directory))
        wrapped_impl = sys.modules["wrapped_impl"]
        makers: dict[str, Callable[[], list[Any]]] = {
            "plain __slots__": lambda: _make_own(PlainElement, PlainText, n),
            "impl_is_self": lambda: _make_own(own.Element, own.Text, n),
            "wrapper + impl": lambda: _make_wrapped(wrapped, wrapped_impl, n),
        }
        create: dict[str, list[int]] = {k: [] for k in makers}
        read: dict[str, list[int]] = {k: [] for k in makers}
        slot: dict[str, list[int]] = {k: [] for k in makers if k != "wrapper + impl"}
        order = list(makers)
        for round_ in range(options.rounds + 1):
            for name in order[round_ % 3 :] + order[: round_ % 3]:
                samples = _measure(name, makers[name])
                if round_:  # the first round warms up
                    create[name].append(samples[0])
                    read[name].append(samples[1])
                    if name in slot:
                        slot[name].append(samples[2])
        memory = {name: _memory(maker)[0] for name, maker in makers.items()}
    base = {k: statistics.median(v) for k, v in create.items()}
    reads = {k: statistics.median(v) for k, v in read.items()}
    slots = {k: statistics.median(v) for k, v in slot.items()}
    rows = []
    for name in makers:
        rows.append(
            [
                name,
                fmt(base[name] / 1e6, 1),
                fmt(base[name] / base["plain __slots__"]),
                fmt(reads[name] / 1e6, 2),
                fmt(reads[name] / slots["plain __slots__"]),
                fmt(slots[name] / 1e6, 2) if name in slots else "-",
                fmt(memory[name] / 2 / n, 0),
            ]
        )
    header = [
        f"{2 * n:,} nodes",
        "create ms",
        "x plain",
        "parentNode ms",
        "x plain slot",
        "_parent ms",
        "B/node",
    ]
    print(table(header, rows))
    print(
        "(plain __slots__: its parentNode column reads the slot _parent; impl_is_self's "
        "parentNode is the generated property, an operator.attrgetter of the impl's slot)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
