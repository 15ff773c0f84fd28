"""The Python extras an ``*.extras.toml`` asks for: ``__len__``,
``__contains__``, ``__repr__`` (with masked attributes), pickling by value and
``to_js()`` (a native JavaScript object, under Pyodide)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .context import argument_expression, omitted_arguments
from .model import Attribute, Operation
from .reader import UnsupportedIDL

if TYPE_CHECKING:
    from .members import InterfaceEmitter

__all__ = ["emit_python_extras"]

_MASK = "****"


def emit_python_extras(emitter: InterfaceEmitter) -> None:
    out = emitter.out
    context = emitter.c
    extras = context.extras
    if extras.len is not None:
        attribute = _find_attribute(emitter, extras.len)
        out(1, "def __len__(self) -> int:")
        out(2, f"return self._impl.{context.impl_name(attribute.name)}")
        out.blank()
    if extras.contains is not None:
        operation = _find_operation(emitter, extras.contains)
        if not operation.arguments:
            raise UnsupportedIDL(f"contains = {extras.contains!r} takes no argument")
        prefix = context.prefix("execute", operation.name)
        first = operation.arguments[0]
        converted = [argument_expression(context, first, 1, prefix, operation.name)]
        converted += omitted_arguments(operation.arguments[1:])
        out(1, f"def __contains__(self, {first.name}: object) -> bool:")
        callee = f"self._impl.{context.impl_name(operation.name)}"
        if operation.return_type.name == "boolean" and not operation.return_type.nullable:
            out.call(2, f"return {callee}(", converted)
        else:
            out.call(2, f"return bool({callee}(", converted, "))")
        out.blank()
    if extras.repr is not None:
        _repr(emitter)
    if extras.pickle is not None:
        _pickle(emitter)
    if extras.to_js is not None:
        _to_js(emitter, extras.to_js)


def _find_attribute(emitter: InterfaceEmitter, name: str) -> Attribute:
    for attribute in emitter.interface.attributes:
        if attribute.name == name:
            return attribute
    raise UnsupportedIDL(f"{emitter.c.name} has no attribute {name!r}")


def _find_operation(emitter: InterfaceEmitter, name: str) -> Operation:
    for operation in emitter.interface.operations:
        if operation.name == name:
            return operation
    raise UnsupportedIDL(f"{emitter.c.name} has no operation {name!r}")


def _on(expression: str, target: str) -> str:
    """``expression`` (over ``self._impl``) applied to the impl object ``target``."""
    return expression.replace("self._impl", target, 1)


def _show(emitter: InterfaceEmitter, target: str) -> str:
    show = emitter.c.extras.repr
    assert show is not None
    if show.show == "stringifier":
        return _on(emitter.stringifier_expression(), target)
    attribute = _find_attribute(emitter, show.show)
    return f"{target}.{emitter.c.impl_name(attribute.name)}"


def _repr(emitter: InterfaceEmitter) -> None:
    out = emitter.out
    extras = emitter.c.extras.repr
    assert extras is not None
    out(1, "def __repr__(self) -> str:")
    target = "self._impl"
    if extras.mask:
        out(2, "impl = self._impl")
        target = "impl"
        for name in extras.mask:
            attribute = emitter.c.impl_name(_find_attribute(emitter, name).name)
            out(2, f"if impl.{attribute}:")
            out(3, f"impl = {_restore_impl(emitter, _state_expression(emitter, 'impl'))}")
            out(3, f'impl.{attribute} = "{_MASK}"')
    out(2, f'return f"<{emitter.c.name} {{{_show(emitter, target)}!r}}>"')
    out.blank()


def _state_expression(emitter: InterfaceEmitter, target: str) -> str:
    if emitter.c.extras.pickle == "stringifier":
        return _on(emitter.stringifier_expression(), target)
    return f"list({target}.{emitter.c.extras.pairs})"


def _restore_impl(emitter: InterfaceEmitter, state: str) -> str:
    """A new impl object from a pickled state (with the constructor steps)."""
    constructor = emitter.interface.constructor
    arguments = constructor.arguments if constructor is not None else ()
    if emitter.c.extras.pickle == "stringifier":
        if not arguments:
            raise UnsupportedIDL(f"pickle = 'stringifier' needs {emitter.c.name}(string)")
        values = [state, *omitted_arguments(arguments[1:])]
    else:
        values = omitted_arguments(arguments)
    return f"{emitter.impl_constructor()}({', '.join(values)})"


def _pickle(emitter: InterfaceEmitter) -> None:
    out = emitter.out
    mode = emitter.c.extras.pickle
    if mode == "stringifier":
        state_type = "str"
    else:
        iterable = emitter.interface.iterable
        if iterable is None:
            raise UnsupportedIDL(f"pickle = 'pairs' needs {emitter.c.name} to be iterable<K, V>")
        key = emitter.c.out(iterable.key_type)
        value = emitter.c.out(iterable.value_type)
        state_type = f"list[tuple[{key}, {value}]]"
    out(1, f"def __getstate__(self) -> {state_type}:")
    out(2, f"return {_state_expression(emitter, 'self._impl')}")
    out.blank()
    out(1, f"def __setstate__(self, state: {state_type}) -> None:")
    if mode == "stringifier":
        out(2, f"self._impl = {_restore_impl(emitter, 'state')}")
    else:
        out(2, f"impl = {_restore_impl(emitter, 'state')}")
        out(2, f"impl.{emitter.c.extras.pairs} = list(state)")
        out(2, "self._impl = impl")
    emitter.init_caches(2, "self")
    out.blank()


def _to_js(emitter: InterfaceEmitter, js_interface: str) -> None:
    """``to_js()``: ``new <js_interface>(str(self))`` in the JavaScript runtime (the
    runtime's ``to_js_object``, which raises ``RuntimeError`` outside Pyodide)."""
    out = emitter.out
    context = emitter.c
    if emitter.interface.stringifier is None:
        raise UnsupportedIDL(f"to_js = {js_interface!r} needs {context.name} to have a stringifier")
    context.runtime.add("to_js_object")
    context.typing.add("Any")
    out(1, "def to_js(self) -> Any:")
    out.docstring(
        2,
        f"A new native JavaScript ``{js_interface}`` made from ``str(self)``, a copy that "
        "later changes to either object do not reach. Under Pyodide only: elsewhere it raises "
        "``RuntimeError``.",
    )
    out(2, f'return to_js_object("{js_interface}", {emitter.stringifier_expression()})')
    out.blank()
