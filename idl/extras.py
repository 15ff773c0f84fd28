"""Read an ``*.extras.toml`` file: how an IDL file's interfaces meet Python.

The IDL says what the interfaces are; the extras say what the IDL cannot: where
the implementation classes live, which Pythonic additions to emit (snake_case
aliases, ``__repr__``, pickling, ``__len__``/``__contains__``) and where the
generated module goes.  The format is documented in ``idl/README.md``; unknown
keys are errors.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

__all__ = ["Extras", "ExtrasError", "InterfaceExtras", "ReprExtras", "read_extras"]

PickleMode = Literal["stringifier", "pairs"]


class ExtrasError(Exception):
    """The extras file is malformed."""


@dataclass(frozen=True)
class ReprExtras:
    #: An attribute name, or ``"stringifier"``.
    show: str
    #: Attributes replaced by ``****`` (when not empty) in what ``__repr__`` shows.
    mask: tuple[str, ...] = ()


@dataclass(frozen=True)
class InterfaceExtras:
    impl_module: str
    impl_class: str
    doc: str = ""
    #: Name of the impl classmethod running the constructor steps; ``None``: call the class.
    constructor: str | None = None
    #: Name of the impl method that is a bare ``stringifier;``'s behavior.
    stringifier: str = "to_string"
    #: Name of the impl attribute holding an ``iterable<K, V>``'s list of value pairs.
    pairs: str = "list"
    snake_case_aliases: bool = True
    repr: ReprExtras | None = None
    pickle: PickleMode | None = None
    #: Attribute whose value ``__len__`` returns.
    len: str | None = None
    #: Operation whose first argument ``__contains__`` takes.
    contains: str | None = None
    #: IDL member name -> impl member name, where snake_case of the IDL name is wrong.
    impl_names: dict[str, str] = field(default_factory=dict)
    #: The JavaScript interface (a global constructor) that ``to_js()`` makes from the
    #: stringifier's string under Pyodide; ``None``: no ``to_js()``.
    to_js: str | None = None


@dataclass(frozen=True)
class Extras:
    path: Path
    #: The IDL file (absolute).
    idl: Path
    #: The generated module (absolute).
    output: Path
    #: The generated module's docstring.
    doc: str
    #: The spec source (a file name in the spec directory) the IDL is copied from.
    spec: str | None
    interfaces: dict[str, InterfaceExtras]


def _pop(table: dict[str, Any], key: str, kind: type, where: str, default: Any = None) -> Any:
    if key not in table:
        return default
    value = table.pop(key)
    if not isinstance(value, kind):
        raise ExtrasError(f"{where}: {key!r} must be a {kind.__name__}, not {value!r}")
    return value


def _no_more(table: dict[str, Any], where: str) -> None:
    if table:
        raise ExtrasError(f"{where}: unknown key(s) {sorted(table)}")


def _read_interface(name: str, table: dict[str, Any], where: str) -> InterfaceExtras:
    where = f"{where} [interface.{name}]"
    table = dict(table)
    impl = _pop(table, "impl", str, where)
    if impl is None or ":" not in impl:
        raise ExtrasError(f"{where}: 'impl' must be given as 'package.module:ClassName'")
    impl_module, impl_class = impl.split(":", 1)
    repr_table = _pop(table, "repr", dict, where)
    repr_extras = None
    if repr_table is not None:
        repr_table = dict(repr_table)
        show = _pop(repr_table, "show", str, f"{where} repr")
        if show is None:
            raise ExtrasError(f"{where}: repr needs 'show'")
        mask = _pop(repr_table, "mask", list, f"{where} repr", [])
        _no_more(repr_table, f"{where} repr")
        repr_extras = ReprExtras(show, tuple(str(m) for m in mask))
    pickle = _pop(table, "pickle", str, where)
    if pickle not in (None, "stringifier", "pairs"):
        raise ExtrasError(f"{where}: 'pickle' must be 'stringifier' or 'pairs'")
    if repr_extras is not None and repr_extras.mask and pickle is None:
        raise ExtrasError(f"{where}: repr.mask copies the object, which needs 'pickle'")
    impl_names = _pop(table, "impl_names", dict, where, {})
    extras = InterfaceExtras(
        impl_module=impl_module,
        impl_class=impl_class,
        doc=_pop(table, "doc", str, where, ""),
        constructor=_pop(table, "constructor", str, where),
        stringifier=_pop(table, "stringifier", str, where, "to_string"),
        pairs=_pop(table, "pairs", str, where, "list"),
        snake_case_aliases=_pop(table, "snake_case_aliases", bool, where, True),
        repr=repr_extras,
        pickle=pickle,
        len=_pop(table, "len", str, where),
        contains=_pop(table, "contains", str, where),
        impl_names={str(k): str(v) for k, v in impl_names.items()},
        to_js=_pop(table, "to_js", str, where),
    )
    _no_more(table, where)
    if extras.to_js is not None and not extras.to_js.isidentifier():
        raise ExtrasError(f"{where}: 'to_js' must name a JavaScript global, not {extras.to_js!r}")
    return extras


def read_extras(path: Path, root: Path) -> Extras:
    """Read ``path``; ``idl`` is relative to it, ``output`` to the repository ``root``."""
    where = str(path)
    with path.open("rb") as file:
        table = tomllib.load(file)
    idl = _pop(table, "idl", str, where)
    output = _pop(table, "output", str, where)
    if idl is None or output is None:
        raise ExtrasError(f"{where}: 'idl' and 'output' are required")
    doc = _pop(table, "doc", str, where, "")
    spec = _pop(table, "spec", str, where)
    interfaces_table = _pop(table, "interface", dict, where, {})
    _no_more(table, where)
    interfaces = {}
    for name, interface_table in interfaces_table.items():
        if not isinstance(interface_table, dict):
            raise ExtrasError(f"{where}: [interface.{name}] must be a table")
        interfaces[name] = _read_interface(name, interface_table, where)
    return Extras(
        path=path,
        idl=(path.parent / idl).resolve(),
        output=(root / output).resolve(),
        doc=doc,
        spec=spec,
        interfaces=interfaces,
    )
