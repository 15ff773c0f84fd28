"""Read an ``*.extras.toml`` file: what the IDL cannot say.

The IDL says what the interfaces are; the extras file says where the
implementation classes and the hand-written Python mixins live, and where the
generated module goes.  The format is documented in ``idl/README.md``; unknown
keys are errors.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["Extras", "ExtrasError", "InterfaceExtras", "read_extras"]


class ExtrasError(Exception):
    """The extras file is malformed."""


@dataclass(frozen=True)
class InterfaceExtras:
    #: ``"module:Class"`` of the implementation class.
    impl: str
    #: ``"module:Class"`` of a hand-written base class with the Python extras, if any.
    mixin: str | None = None
    doc: str = ""
    #: Name of the impl classmethod running the constructor steps; ``None``: call the class.
    #: With ``impl_is_self``: the impl method (called with the new object), or a
    #: ``"module:function"`` called as ``function(self, ...)``.
    constructor: str | None = None
    #: Name of the impl method that is a bare ``stringifier;``'s behavior.
    stringifier: str = "to_string"
    #: Whether the stringifier is also Python's ``str()``; ``False``: only ``toString()``, and
    #: ``str()`` stays the parent class's (an element's markup: ``str(a)`` is its start tag,
    #: ``a.toString()`` its ``href``, as ``String(a)`` in JavaScript).
    stringifier_str: bool = True
    #: Name of the impl attribute holding an ``iterable<K, V>``'s list of value pairs.
    pairs: str = "list"
    snake_case_aliases: bool = True
    #: IDL member name -> impl member name, where snake_case of the IDL name is wrong; or
    #: ``"module:function"`` (an operation, a readonly attribute's getter), or a list of two,
    #: getter and setter (a settable attribute): module-level impl functions called with the
    #: object first, ``function(self, ...)``.
    impl_names: dict[str, str | list[str]] = field(default_factory=dict)
    #: Whether the impl's module loads on the first construction rather than with the
    #: generated module (then the impl class is only called, by the constructor).
    impl_on_first_use: bool = False
    #: ``"module:function"`` the constructor's first argument goes through before its Web IDL
    #: conversion: Python protocols (objects JavaScript does not have) turned into what the IDL
    #: takes; anything else comes back unchanged.
    python_init: str | None = None
    #: Name of an impl classmethod taking the constructor's only argument unconverted (an
    #: instance of the generated class itself, when it has a pair iterator, as the list of
    #: pairs iterating it gives) and returning the impl
    #: object for the argument types Python code passes most, where it runs the conversion
    #: and the constructor steps at once, or ``None`` for anything else (which then takes the
    #: ``python_init`` hook, the Web IDL conversion and the constructor as usual).
    common_init: str | None = None
    #: ``"module:function"`` giving an instance's lean state: the constructor's first argument,
    #: unconverted, when the others are absent, goes through it first; a result that is not
    #: ``None`` (a ``str``, the stringifier attribute's value) is kept instead of an impl
    #: object, which the mixin's ``_impl`` property makes from it on first need.
    lean: str | None = None
    #: With ``lean``: ``"module:Name"`` of the type of what the slot ``_state`` keeps besides
    #: the impl object (for type checkers: a ``str`` or objects with the stringifier
    #: attribute); ``None``: ``str``.
    lean_state: str | None = None
    #: With ``lean``: ``"module:NAME"`` of a compiled pattern whose ``fullmatch`` a ``str`` that
    #: is its own lean state may match (a part of what ``lean`` keeps as it is, the commonest):
    #: the constructor tries it first on an exact ``str`` (one C call, no Python frame).
    lean_pattern: str | None = None
    #: IDL operations whose ``USVString`` arguments reach the impl as ``DOMString`` (ToString
    #: only): the impl runs the USVString conversion itself, fused with its own work (a UTF-8
    #: encode that fails on a surrogate finds what the conversion would replace).
    usv_in_impl: tuple[str, ...] = ()
    #: The generated class derives from the impl class and an instance is its own impl object
    #: (no ``_impl`` slot, no second object: the DOM's nodes); impl members are ``_`` and the
    #: snake_case of the IDL name by default.
    impl_is_self: bool = False
    #: Named properties are also Python attributes (``dataset.fooBar``, as in JavaScript),
    #: besides ``obj["fooBar"]``.
    named_attributes: bool = False
    #: IDL members not generated (the operations of a name, or an attribute), with the reason.
    left_out: dict[str, str] = field(default_factory=dict)
    #: Python names of the class that shadow its parent's with another type, as the IDL's
    #: "shadows inherited" members do (``HTMLFormControlsCollection.namedItem`` gives a
    #: ``RadioNodeList`` too; ``HTMLOptionsCollection.length`` is settable): each marked for
    #: type checkers as the override it is (``# type: ignore``), the rest of the class checked.
    shadows: tuple[str, ...] = ()
    #: ``[Reflect]`` ``DOMString``/``DOMString?`` attributes whose content attribute is an
    #: enumerated attribute limited to only known values (HTML says so in prose, not in the
    #: IDL): IDL attribute -> ``"module:NAME"`` of its definition (the reflect module's
    #: ``Enumerated``).
    enumerated: dict[str, str] = field(default_factory=dict)
    #: In a wing's module (the module's ``mixin_suffix``): the IDL members (attributes,
    #: operations) its mixin binds, those whose implementation lives in that wing.
    members: tuple[str, ...] = ()


@dataclass(frozen=True)
class Extras:
    path: Path
    #: The IDL files (absolute), read together (partial interfaces merge).
    idl: tuple[Path, ...]
    #: The generated module (absolute).
    output: Path
    doc: str
    #: The spec source (a file name in the spec directory) ``idl[0]`` is copied from.
    spec: str | None
    interfaces: dict[str, InterfaceExtras]
    #: Which of the spec source's IDL blocks ``idl[0]`` holds (indexes, in order); None: all
    #: (a standard such as Fetch defines more interfaces than webapi implements).
    spec_blocks: tuple[int, ...] | None = None
    #: ``"module:Class"`` of other modules' interfaces with a stringifier, accepted as strings.
    string_like: tuple[str, ...] = ()
    #: Interfaces of other generated modules the IDL uses (inherits from, takes, returns): name
    #: -> ``"module:Class"``; their classes derive from their impl classes (``impl_is_self``).
    external: dict[str, str] = field(default_factory=dict)
    #: Of the ``external`` interfaces, those the module names in annotations only, imported
    #: for type checkers alone (``if TYPE_CHECKING:``), so that loading the module does not
    #: load theirs: the code that makes their objects loads their bindings (``new_window``
    #: loads the ``Window``'s; ``element.style`` the CSSOM's).
    type_only: tuple[str, ...] = ()
    #: Definitions of the IDL not generated (interfaces, partial interfaces of other standards'
    #: interfaces), with the reason.
    left_out: dict[str, str] = field(default_factory=dict)
    #: The module with the HTML Standard's reflection steps the ``[Reflect]`` attributes call.
    reflect: str = "webapi.html.common._reflect"
    #: Interfaces the IDL takes that webapi does not have yet (or has only in a layer above):
    #: an argument of such a type takes ``None`` alone (optional or nullable), anything else
    #: is Web IDL's "is not of type" ``TypeError``, as nothing is an instance; with the reason.
    unavailable: dict[str, str] = field(default_factory=dict)
    #: Interfaces of a layer above (``HTMLFormElement`` for ``FormData``): the layer
    #: registers its class with ``webapi._webidl.register_interface_above`` when it loads; an
    #: argument of such a type is an instance of that class (annotated ``object``: the class
    #: is not importable from here), anything else the "is not of type" ``TypeError``; with
    #: the layer's module.
    above: dict[str, str] = field(default_factory=dict)
    #: The ``external`` interfaces whose instances hold their impl object in ``_impl`` (not
    #: ``impl_is_self``): converted to it, and results wrapped with the class's ``_wrap``.
    external_wrapped: tuple[str, ...] = ()
    #: The getter and setter (``"module:function"``) of every event handler IDL attribute (an
    #: attribute typed ``EventHandler``, ``OnErrorEventHandler`` or
    #: ``OnBeforeUnloadEventHandler``), called as ``getter(self, "onclick")`` and
    #: ``setter(self, "onclick", value)``; empty: the impl's member, as for any attribute.
    event_handlers: tuple[str, ...] = ()
    #: A wing's module (issue #72 item 3: a partial of another module's interfaces): for each
    #: ``[interface.X]``, a class ``X`` + this suffix that binds the table's ``members`` alone,
    #: derived from the impl class; the module whose ``wings`` name this file derives ``X``
    #: from it, so no wing imports a higher one and the class is one class for its users.
    mixin_suffix: str | None = None
    #: The wings' modules (their extras files, relative to this one) whose mixins bind some of
    #: this module's interfaces' members: this module leaves those members out of its
    #: classes and derives each class from its mixins.
    wings: tuple[Extras, ...] = ()

    #: The generated module's dotted name (``output``'s, under the repository's root).
    module: str = ""


_INTERFACE_KEYS = {
    "impl": str,
    "mixin": str,
    "doc": str,
    "constructor": str,
    "stringifier": str,
    "stringifier_str": bool,
    "pairs": str,
    "snake_case_aliases": bool,
    "impl_names": dict,
    "impl_on_first_use": bool,
    "python_init": str,
    "common_init": str,
    "lean": str,
    "lean_state": str,
    "lean_pattern": str,
    "usv_in_impl": list,
    "impl_is_self": bool,
    "named_attributes": bool,
    "left_out": dict,
    "enumerated": dict,
    "shadows": list,
    "members": list,
}
_MODULE_KEYS = {
    "idl": (str, list),
    "output": str,
    "doc": str,
    "spec": str,
    "spec_blocks": list,
    "interface": dict,
    "string_like": list,
    "external": dict,
    "type_only": list,
    "left_out": dict,
    "reflect": str,
    "unavailable": dict,
    "above": dict,
    "external_wrapped": list,
    "event_handlers": list,
    "mixin_suffix": str,
    "wings": list,
}


def _checked(table: dict[str, Any], kinds: dict[str, Any], where: str) -> dict[str, Any]:
    for key, value in table.items():
        if key not in kinds:
            raise ExtrasError(f"{where}: unknown key {key!r}")
        if not isinstance(value, kinds[key]):
            kind = getattr(kinds[key], "__name__", "str or list")
            raise ExtrasError(f"{where}: {key!r} must be a {kind}, not {value!r}")
    return table


def _module_class(value: str | None, key: str, where: str) -> None:
    if value is not None and value.count(":") != 1:
        raise ExtrasError(f"{where}: {key!r} must be given as 'package.module:ClassName'")


def _impl_name(member: str, value: object, where: str) -> None:
    """An ``impl_names`` value: an impl member's name, ``"module:function"``, or a list of two
    of those (a getter and a setter)."""
    values = value if isinstance(value, list) else [value]
    functions = [v for v in values if isinstance(v, str) and ":" in v]
    if not all(isinstance(v, str) for v in values) or (
        isinstance(value, list) and (len(values) != 2 or len(functions) != 2)
    ):
        raise ExtrasError(
            f"{where}: impl_names.{member} must be a name, 'module:function', or a list of "
            f"two of those (getter and setter), not {value!r}"
        )
    for function in functions:
        _module_class(function, f"impl_names.{member}", where)


def read_extras(path: Path, root: Path) -> Extras:
    """Read ``path``; ``idl`` is relative to it, ``output`` to the repository ``root``."""
    with path.open("rb") as file:
        table = _checked(tomllib.load(file), _MODULE_KEYS, str(path))
    if "idl" not in table or "output" not in table:
        raise ExtrasError(f"{path}: 'idl' and 'output' are required")
    idl = table["idl"] if isinstance(table["idl"], list) else [table["idl"]]
    interfaces = {}
    for name, entry in table.get("interface", {}).items():
        where = f"{path} [interface.{name}]"
        if not isinstance(entry, dict):
            raise ExtrasError(f"{where}: must be a table")
        if "impl" not in entry:
            raise ExtrasError(f"{where}: 'impl' is required")
        checked = _checked(entry, _INTERFACE_KEYS, where)
        if "shadows" in checked:
            checked["shadows"] = tuple(str(member) for member in checked["shadows"])
        if "members" in checked:
            if "mixin_suffix" not in table:
                raise ExtrasError(f"{where}: 'members' is for a wing's module (mixin_suffix)")
            checked["members"] = tuple(str(member) for member in checked["members"])
        if "usv_in_impl" in checked:
            checked["usv_in_impl"] = tuple(str(member) for member in checked["usv_in_impl"])
        for member, value in checked.get("impl_names", {}).items():
            _impl_name(member, value, where)
        extras = InterfaceExtras(**checked)
        _module_class(extras.impl, "impl", where)
        _module_class(extras.mixin, "mixin", where)
        _module_class(extras.python_init, "python_init", where)
        _module_class(extras.lean, "lean", where)
        _module_class(extras.lean_state, "lean_state", where)
        _module_class(extras.lean_pattern, "lean_pattern", where)
        if extras.lean_pattern and not extras.lean:
            raise ExtrasError(f"{where}: 'lean_pattern' needs 'lean'")
        if extras.impl_is_self and (extras.lean or extras.impl_on_first_use or extras.common_init):
            raise ExtrasError(
                f"{where}: 'impl_is_self' does not go with 'lean', 'impl_on_first_use' or "
                "'common_init' (they make or keep a separate impl object)"
            )
        for reference in extras.enumerated.values():
            _module_class(str(reference), "enumerated", where)
        interfaces[name] = extras
    for reference in table.get("string_like", []):
        _module_class(str(reference), "string_like", str(path))
    for reference in table.get("external", {}).values():
        _module_class(str(reference), "external", str(path))
    wings = tuple(
        read_extras((path.parent / str(name)).resolve(), root) for name in table.get("wings", [])
    )
    for wing in wings:
        if wing.mixin_suffix is None or wing.wings:
            raise ExtrasError(
                f"{path}: wings: {wing.path.name} is not a wing's module (mixin_suffix)"
            )
    return Extras(
        path=path,
        idl=tuple((path.parent / str(name)).resolve() for name in idl),
        output=(root / table["output"]).resolve(),
        doc=table.get("doc", ""),
        spec=table.get("spec"),
        interfaces=interfaces,
        string_like=tuple(str(reference) for reference in table.get("string_like", [])),
        spec_blocks=tuple(table["spec_blocks"]) if "spec_blocks" in table else None,
        external={str(k): str(v) for k, v in table.get("external", {}).items()},
        type_only=tuple(str(name) for name in table.get("type_only", [])),
        left_out={str(k): str(v) for k, v in table.get("left_out", {}).items()},
        reflect=table.get("reflect", "webapi.html.common._reflect"),
        unavailable={str(k): str(v) for k, v in table.get("unavailable", {}).items()},
        above={str(k): str(v) for k, v in table.get("above", {}).items()},
        external_wrapped=tuple(str(name) for name in table.get("external_wrapped", [])),
        event_handlers=tuple(str(name) for name in table.get("event_handlers", [])),
        mixin_suffix=table.get("mixin_suffix"),
        module=".".join(
            (root / table["output"]).resolve().relative_to(root.resolve()).with_suffix("").parts
        ),
        wings=wings,
    )
