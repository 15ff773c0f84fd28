"""Read Web IDL text with ``widlparser`` into the generator's model.

Anything the generator does not implement (inheritance, variadic arguments,
maplike, constants, callbacks, unknown extended attributes, ...) is an error
here or in ``emit.py``, so that a new IDL file can never silently produce wrong
bindings.
"""

from __future__ import annotations

import json
from typing import Any

import widlparser

from .model import (
    Argument,
    Attribute,
    Definitions,
    Dictionary,
    DictionaryMember,
    Enum,
    IDLType,
    Interface,
    Member,
    Operation,
    PairIterable,
    Stringifier,
)

__all__ = ["UnsupportedIDL", "read_idl"]

#: Extended attributes that do not change the Python bindings.
_IGNORED_INTERFACE_ATTRIBUTES = frozenset({"Exposed", "LegacyWindowAlias"})
#: Member extended attributes the generator implements or may ignore.
_MEMBER_ATTRIBUTES = frozenset({"SameObject", "NewObject"})
#: Argument extended attributes that do not change the Python bindings: Python has no
#: SharedArrayBuffer, so every buffer is allowed.
_IGNORED_ARGUMENT_ATTRIBUTES = frozenset({"AllowShared"})
_UNDEFINED = IDLType("undefined")


class UnsupportedIDL(Exception):
    """The IDL uses something the generator does not implement (yet)."""


class _Reporter:
    """Collects widlparser's syntax warnings (it recovers from syntax errors)."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def warn(self, message: str) -> None:
        self.messages.append(message.strip())

    def note(self, message: str) -> None:
        pass


def _flat(node: object) -> str:
    """A production's IDL text with whitespace runs collapsed."""
    return " ".join(str(node).split())


def _attribute_names(attributes: Any) -> list[str]:
    return [_flat(a).split("=")[0].split("(")[0].strip() for a in attributes or ()]


class _Reader:
    def __init__(self, typedefs: dict[str, Any]) -> None:
        self.typedef_nodes = typedefs

    def type(self, node: Any) -> IDLType:
        kind = type(node).__name__
        if kind in ("Type", "TypeWithExtendedAttributes", "UnionMemberType"):
            if _attribute_names(getattr(node, "_extended_attributes", None)):
                raise UnsupportedIDL(f"extended attributes on a type: {_flat(node)}")
            inner = self.type(node.type)
            suffix = getattr(node, "suffix", None)
            if suffix is not None and getattr(suffix, "array", False):
                raise UnsupportedIDL("T[] array types are not Web IDL")
            if suffix is not None and suffix.null is not None:
                return IDLType(inner.name, True, inner.params, inner.typedef)
            return inner
        if kind == "SingleType":
            return self.type(node.type)
        if kind == "AnyType":
            return IDLType("any")
        if kind == "UnionType":
            return IDLType("union", False, tuple(self.type(member) for member in node.types))
        if kind != "NonAnyType":
            raise UnsupportedIDL(f"type {_flat(node)!r} ({kind})")
        null = node.null is not None
        if node.sequence is not None:
            if _flat(node.sequence) != "sequence":
                raise UnsupportedIDL(f"{_flat(node.sequence)}<T> types")
            return IDLType("sequence", null, (self.type(node.type),))
        if node.record is not None:
            return IDLType("record", null, (IDLType(_flat(node.key_type)), self.type(node.type)))
        if node.promise is not None:
            raise UnsupportedIDL("Promise<T> types")
        name = node.type_name or _flat(node.type)
        null = null or (node.suffix is not None and node.suffix.null is not None)
        if name in self.typedef_nodes:
            target = self.type(self.typedef_nodes[name])
            return IDLType(target.name, null or target.nullable, target.params, name)
        return IDLType(name, null)

    def arguments(self, arguments: Any) -> tuple[Argument, ...]:
        result = []
        for argument in arguments or ():
            if argument.variadic is not None:
                raise UnsupportedIDL(f"variadic argument {argument.name!r}")
            names = _attribute_names(argument.extended_attributes)
            if set(names) - _IGNORED_ARGUMENT_ATTRIBUTES:
                raise UnsupportedIDL(f"extended attributes on argument {argument.name!r}")
            default = argument.default.value if argument.default is not None else None
            optional = argument.optional is not None
            result.append(Argument(argument.name, self.type(argument.type), optional, default))
        return tuple(result)

    def member(self, interface: str, member: Any) -> Member:
        production = member.member
        kind = type(production).__name__
        idl = _flat(member)
        attributes = _attribute_names(member.extended_attributes)
        if unknown := [name for name in attributes if name not in _MEMBER_ATTRIBUTES]:
            raise UnsupportedIDL(f"{interface}: extended attribute(s) {unknown} on {idl!r}")
        if kind == "Constructor":
            return Operation("constructor", _UNDEFINED, self.arguments(member.arguments), idl)
        static = kind == "StaticMember"
        if kind in ("Operation", "StaticMember") and getattr(production, "operation", None):
            if not member.name:
                raise UnsupportedIDL(f"{interface}: special operation {idl!r}")
            returns = self.type(production.return_type)
            return Operation(member.name, returns, self.arguments(member.arguments), idl, static)
        if kind == "Stringifier" and production.attribute is None:
            if production.operation is None:
                return Stringifier(idl)
        elif kind in ("Attribute", "MixinAttribute", "Stringifier") and not getattr(
            production, "inherit", None
        ):
            rest = production.attribute
            return Attribute(
                member.name,
                self.type(rest.type),
                idl,
                readonly=rest.readonly is not None,
                same_object="SameObject" in attributes,
                stringifier=kind == "Stringifier",
            )
        if kind == "Iterable" and production.key_type is not None:
            key, value = self.type(production.key_type), self.type(production.value_type)
            return PairIterable(key, value, idl)
        raise UnsupportedIDL(f"{interface}: member {idl!r}")

    def dictionary(self, construct: Any) -> Dictionary:
        if construct.inheritance is not None or construct.partial is not None:
            raise UnsupportedIDL(f"dictionary {construct.name}: inheritance or partial")
        members = []
        for member in construct.members:
            default = member.default.value if member.default is not None else None
            required = member.required is not None
            members.append(DictionaryMember(member.name, self.type(member.type), required, default))
        return Dictionary(construct.name, tuple(members))


def read_idl(text: str) -> Definitions:
    """The definitions of ``text`` (one or more IDL files, concatenated)."""
    reporter = _Reporter()
    parser = widlparser.Parser(text, reporter)
    if reporter.messages:
        raise UnsupportedIDL("IDL syntax error(s): " + "; ".join(reporter.messages))
    constructs: list[Any] = list(parser.constructs)
    reader = _Reader({c.name: c.type for c in constructs if c.idl_type == "typedef"})
    members: dict[str, list[Member]] = {}
    mixins: dict[str, list[Member]] = {}
    includes: list[tuple[str, str]] = []
    dictionaries, enums = [], []
    for construct in constructs:
        kind, name = construct.idl_type, construct.name
        attributes = _attribute_names(construct.extended_attributes)
        if unknown := [a for a in attributes if a not in _IGNORED_INTERFACE_ATTRIBUTES]:
            raise UnsupportedIDL(f"{kind} {name}: extended attribute(s) {unknown}")
        if type(construct).__name__ == "Mixin":  # interface mixin: its members go where included
            if construct.partial is not None or name in mixins:
                raise UnsupportedIDL(f"interface mixin {name}: partial, or defined twice")
            mixins[name] = [reader.member(name, m) for m in construct.members]
        elif type(construct).__name__ == "IncludesStatement":
            includes.append((name, _flat(construct.includes)))
        elif kind == "interface" and construct.inheritance is None:
            if (construct.partial is None) == (name in members):
                raise UnsupportedIDL(f"interface {name}: partial before, or defined twice")
            members.setdefault(name, []).extend(reader.member(name, m) for m in construct.members)
        elif kind == "dictionary":
            dictionaries.append(reader.dictionary(construct))
        elif kind == "enum":
            enums.append(Enum(name, tuple(json.loads(str(v)) for v in construct.enum_values)))
        elif kind != "typedef":
            raise UnsupportedIDL(f"{kind} {name}")
    # https://webidl.spec.whatwg.org/#include-statement: the mixin's members become the
    # interface's (after its own, in the order of the includes statements).
    for interface, mixin in includes:
        if interface not in members:
            raise UnsupportedIDL(f"{interface} includes {mixin}: no interface {interface}")
        if mixin not in mixins:
            raise UnsupportedIDL(f"{interface} includes {mixin}: no interface mixin {mixin}")
        members[interface].extend(mixins[mixin])
    interfaces = tuple(Interface(name, tuple(items)) for name, items in members.items())
    return Definitions(interfaces, tuple(dictionaries), tuple(enums))
