"""Read Web IDL text with ``widlparser`` into the generator's model.

Anything the generator does not implement (inheritance, overloads, variadic
arguments, maplike, constants, unknown extended attributes, ...) is an error
here, so that a new IDL file can never silently produce wrong bindings.
"""

from __future__ import annotations

from typing import Any

import widlparser

from .model import (
    Argument,
    Attribute,
    Constructor,
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


def _extended_attribute_names(attributes: Any) -> list[str]:
    if not attributes:
        return []
    names = []
    for attribute in attributes:
        text = _flat(attribute)
        for separator in "=(":
            text = text.split(separator, 1)[0]
        names.append(text.strip())
    return names


def _nullable(suffix: Any) -> bool:
    if suffix is None:
        return False
    if getattr(suffix, "array", False):
        raise UnsupportedIDL("T[] array types are not Web IDL")
    return suffix.null is not None


def _read_type(node: Any) -> IDLType:
    kind = type(node).__name__
    if kind in ("Type", "TypeWithExtendedAttributes", "UnionMemberType"):
        if _extended_attribute_names(getattr(node, "_extended_attributes", None)):
            raise UnsupportedIDL(f"extended attributes on a type: {_flat(node)}")
        inner = _read_type(node.type)
        if _nullable(getattr(node, "suffix", None)):
            return IDLType(inner.name, True, inner.params)
        return inner
    if kind == "SingleType":
        return _read_type(node.type)
    if kind == "AnyType":
        return IDLType("any")
    if kind == "UnionType":
        return IDLType("union", False, tuple(_read_type(member) for member in node.types))
    if kind == "NonAnyType":
        return _read_non_any_type(node)
    raise UnsupportedIDL(f"type {_flat(node)!r} ({kind})")


def _read_non_any_type(node: Any) -> IDLType:
    if node.sequence is not None:
        which = _flat(node.sequence)
        if which != "sequence":
            raise UnsupportedIDL(f"{which}<T> types")
        return IDLType("sequence", node.null is not None, (_read_type(node.type),))
    if node.record is not None:
        key = IDLType(_flat(node.key_type))
        return IDLType("record", node.null is not None, (key, _read_type(node.type)))
    if node.promise is not None:
        raise UnsupportedIDL("Promise<T> types")
    name = node.type_name or _flat(node.type)
    return IDLType(name, _nullable(node.suffix) or node.null is not None)


def _read_arguments(arguments: Any) -> tuple[Argument, ...]:
    if arguments is None:
        return ()
    result = []
    for argument in arguments:
        if argument.variadic is not None:
            raise UnsupportedIDL(f"variadic argument {argument.name!r}")
        if _extended_attribute_names(argument.extended_attributes):
            raise UnsupportedIDL(f"extended attributes on argument {argument.name!r}")
        default = argument.default.value if argument.default is not None else None
        result.append(
            Argument(
                name=argument.name,
                type=_read_type(argument.type),
                optional=argument.optional is not None,
                default=default,
            )
        )
    return tuple(result)


def _read_member(interface: str, member: Any) -> Member:
    production = member.member
    kind = type(production).__name__
    idl = _flat(member)
    attributes = _extended_attribute_names(member.extended_attributes)
    unknown = [name for name in attributes if name not in _MEMBER_ATTRIBUTES]
    if unknown:
        raise UnsupportedIDL(f"{interface}: extended attribute(s) {unknown} on {idl!r}")
    if kind == "Constructor":
        return Constructor(_read_arguments(member.arguments), idl)
    if kind == "Operation" and production.operation.name:
        return Operation(
            member.name, _read_type(production.return_type), _read_arguments(member.arguments), idl
        )
    if kind == "StaticMember" and production.operation is not None:
        return Operation(
            member.name,
            _read_type(production.return_type),
            _read_arguments(member.arguments),
            idl,
            static=True,
        )
    if kind == "Attribute" and production.inherit is None:
        rest = production.attribute
        return Attribute(
            member.name,
            _read_type(rest.type),
            idl,
            readonly=rest.readonly is not None,
            same_object="SameObject" in attributes,
        )
    if kind == "Stringifier":
        if production.attribute is not None:
            rest = production.attribute
            return Attribute(
                member.name,
                _read_type(rest.type),
                idl,
                readonly=rest.readonly is not None,
                stringifier=True,
            )
        if production.operation is None:
            return Stringifier(idl)
    if kind == "Iterable" and production.key_type is not None:
        return PairIterable(_read_type(production.key_type), _read_type(production.value_type), idl)
    raise UnsupportedIDL(f"{interface}: member {idl!r}")


def _read_interface(construct: Any) -> Interface:
    name = construct.name
    if construct.partial is not None or construct.inheritance is not None:
        raise UnsupportedIDL(f"interface {name}: partial interfaces and inheritance")
    unknown = [
        attribute
        for attribute in _extended_attribute_names(construct.extended_attributes)
        if attribute not in _IGNORED_INTERFACE_ATTRIBUTES
    ]
    if unknown:
        raise UnsupportedIDL(f"interface {name}: extended attribute(s) {unknown}")
    members = tuple(_read_member(name, member) for member in construct.members)
    names = [m.name for m in members if isinstance(m, Operation)]
    overloaded = sorted({n for n in names if names.count(n) > 1})
    if overloaded:
        raise UnsupportedIDL(f"interface {name}: overloaded operation(s) {overloaded}")
    return Interface(name, members)


def read_idl(text: str) -> tuple[Interface, ...]:
    """The interfaces defined by ``text``, in order."""
    reporter = _Reporter()
    parser = widlparser.Parser(text, reporter)
    if reporter.messages:
        raise UnsupportedIDL("IDL syntax error(s): " + "; ".join(reporter.messages))
    interfaces = []
    for construct in parser.constructs:
        if construct.idl_type != "interface":
            raise UnsupportedIDL(f"{construct.idl_type} {construct.name}")
        interfaces.append(_read_interface(construct))
    return tuple(interfaces)
