"""Read Web IDL text with ``widlparser`` into the generator's model.

Anything the generator does not implement (maplike, setlike, async iterables, namespaces,
legacy callers, unknown extended attributes, ...) is an error here or in ``emit.py``, so that
a new IDL file can never silently produce wrong bindings.  Every extended attribute the
generator knows is in :data:`EXTENDED_ATTRIBUTES`, with what it does to the Python bindings
(``idl/README.md`` lists them with the reasons).
"""

from __future__ import annotations

import json
import keyword
import re
from typing import Any

import widlparser

from .model import (
    TYPE_ATTRIBUTES,
    Argument,
    Attribute,
    CallbackFunction,
    Constant,
    Definitions,
    Dictionary,
    DictionaryMember,
    Enum,
    ExtendedAttribute,
    IDLType,
    Interface,
    Member,
    Operation,
    PairIterable,
    Stringifier,
    ValueIterable,
)

__all__ = ["EXTENDED_ATTRIBUTES", "UnsupportedIDL", "read_idl"]

#: The extended attributes the generator knows: name -> "read" (it changes the bindings: see
#: ``emit.py``) or "ignored" (it changes nothing in Python; idl/README.md gives each reason).
#: Any other is an error.
EXTENDED_ATTRIBUTES = {
    # Web IDL's
    "AllowResizable": "ignored",
    "AllowShared": "ignored",
    "Clamp": "read",
    "CrossOriginIsolated": "ignored",
    "Default": "read",
    "EnforceRange": "read",
    "Exposed": "ignored",
    "Global": "ignored",
    "LegacyFactoryFunction": "ignored",
    "LegacyLenientSetter": "ignored",
    "LegacyLenientThis": "ignored",
    "LegacyNamespace": "ignored",
    "LegacyNoInterfaceObject": "ignored",
    "LegacyNullToEmptyString": "read",
    "LegacyOverrideBuiltIns": "ignored",
    "LegacyTreatNonObjectAsNull": "read",
    "LegacyUnenumerableNamedProperties": "ignored",
    "LegacyUnforgeable": "ignored",
    "LegacyWindowAlias": "ignored",
    "NewObject": "ignored",
    "PutForwards": "read",
    "Replaceable": "ignored",
    "SameObject": "read",
    "SecureContext": "ignored",
    "Serializable": "ignored",
    "Transferable": "ignored",
    # the HTML Standard's
    "CEReactions": "ignored",
    "HTMLConstructor": "ignored",
    "Reflect": "read",
    "ReflectDefault": "read",
    "ReflectNonNegative": "read",
    "ReflectPositive": "read",
    "ReflectPositiveWithFallback": "read",
    "ReflectRange": "read",
    "ReflectSetter": "read",
    "ReflectURL": "read",
    # the DOM Standard's
    "Unscopable": "ignored",
}
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


#: A string literal (kept) or a comment (dropped) of IDL text.
_COMMENT = re.compile(r'("(?:[^"\\]|\\.)*")|//[^\n]*|/\*.*?\*/', re.DOTALL)


def _flat(node: object) -> str:
    """A production's IDL text without comments, whitespace runs collapsed."""
    return " ".join(_COMMENT.sub(lambda m: m[1] or " ", str(node)).split())


def _extended(attributes: Any, where: str) -> tuple[ExtendedAttribute, ...]:
    """An extended attribute list as (name, value) pairs: the value as written after ``=``
    (``None`` when there is none; an argument list ``Name(...)`` is kept in the value, as
    ``LegacyFactoryFunction=Image(...)`` is). Unknown names are errors."""
    result = []
    for attribute in attributes or ():
        text = _flat(attribute)
        name, equals, value = text.partition("=")
        name, arguments, _ = name.strip().partition("(")
        if name not in EXTENDED_ATTRIBUTES:
            raise UnsupportedIDL(f"{where}: extended attribute [{text}]")
        if arguments:
            value = "(" + arguments + (equals + value if equals else "")
        result.append((name, value.strip() if (equals or arguments) else None))
    return tuple(result)


def _names(extended: tuple[ExtendedAttribute, ...]) -> frozenset[str]:
    return frozenset(name for name, _ in extended)


class _Reader:
    def __init__(self, typedefs: dict[str, Any]) -> None:
        self.typedef_nodes = typedefs

    def type(self, node: Any, annotations: frozenset[str] = frozenset()) -> IDLType:
        """The type of ``node``, annotated with the type extended attributes ``annotations``
        (those written on an argument, which Web IDL gives its type) and its own."""
        kind = type(node).__name__
        if kind in ("Type", "TypeWithExtendedAttributes", "UnionMemberType"):
            own = _names(_extended(getattr(node, "_extended_attributes", None), _flat(node)))
            if own - TYPE_ATTRIBUTES:
                raise UnsupportedIDL(f"extended attributes {sorted(own)} on a type: {_flat(node)}")
            inner = self.type(node.type, annotations | own)
            suffix = getattr(node, "suffix", None)
            if suffix is not None and getattr(suffix, "array", False):
                raise UnsupportedIDL("T[] array types are not Web IDL")
            if suffix is not None and suffix.null is not None:
                return IDLType(inner.name, True, inner.params, inner.typedef, inner.attributes)
            return inner
        if kind == "SingleType":
            return self.type(node.type, annotations)
        if kind == "AnyType":
            return IDLType("any")
        if kind == "UnionType":
            members = tuple(self.type(member) for member in node.types)
            names = {(m.name, m.nullable, m.params) for m in members}
            if len(names) == 1:
                # One type under two names ("(TrustedHTML or DOMString)" where a typedef stands
                # for a standard webapi lacks): that type, with every member's annotations.
                first = members[0]
                attributes = annotations.union(*(m.attributes for m in members))
                return IDLType(first.name, first.nullable, first.params, None, attributes)
            return IDLType("union", False, members, attributes=annotations)
        if kind != "NonAnyType":
            raise UnsupportedIDL(f"type {_flat(node)!r} ({kind})")
        null = node.null is not None
        if node.sequence is not None:
            # A FrozenArray<T> (https://webidl.spec.whatwg.org/#idl-frozen-array) converts as
            # a sequence<T>; the impl keeps the result as a tuple (Python's frozen array),
            # which its attribute's getter gives back, the same object each time.
            if _flat(node.sequence) not in ("sequence", "FrozenArray"):
                raise UnsupportedIDL(f"{_flat(node.sequence)}<T> types")
            return IDLType("sequence", null, (self.type(node.type),))
        if node.record is not None:
            return IDLType("record", null, (IDLType(_flat(node.key_type)), self.type(node.type)))
        if node.promise is not None:
            return IDLType("Promise", False, (self.type(node.type),))
        name = node.type_name or _flat(node.type)
        null = null or (node.suffix is not None and node.suffix.null is not None)
        if name in self.typedef_nodes:
            target = self.type(self.typedef_nodes[name], annotations)
            return IDLType(
                target.name, null or target.nullable, target.params, name, target.attributes
            )
        return IDLType(name, null, attributes=annotations)

    def arguments(self, arguments: Any, where: str) -> tuple[Argument, ...]:
        result = []
        for argument in arguments or ():
            extended = _names(_extended(argument.extended_attributes, f"{where}({argument.name})"))
            if extended - TYPE_ATTRIBUTES:
                raise UnsupportedIDL(f"extended attributes on argument {argument.name!r}")
            default = argument.default.value if argument.default is not None else None
            optional = argument.optional is not None
            variadic = argument.variadic is not None
            kind = self.type(argument.type, extended)
            # an argument named by a Python keyword (XMLHttpRequest.open's ``async``) is the
            # Python parameter ``async_``, as PEP 8 names such a parameter
            name = argument.name + "_" if keyword.iskeyword(argument.name) else argument.name
            result.append(Argument(name, kind, optional, default, variadic))
        return tuple(result)

    def member(self, interface: str, member: Any) -> Member:
        production = member.member
        kind = type(production).__name__
        idl = _flat(member)
        extended = _extended(member.extended_attributes, f"{interface}: {idl!r}")
        if kind == "Constructor":
            arguments = self.arguments(member.arguments, interface)
            return Operation("constructor", _UNDEFINED, arguments, idl, extended=extended)
        if kind == "Const":
            value = _flat(production.value)
            return Constant(member.name, IDLType(_flat(production.type)), value, idl)
        static = kind == "StaticMember"
        if kind == "SpecialOperation":
            special = frozenset(_flat(s) for s in production.specials)
            if special - {"getter", "setter", "deleter"}:
                raise UnsupportedIDL(f"{interface}: special operation {idl!r}")
            name = "" if member.name.startswith("__") else member.name
            returns = self.type(production.return_type)
            arguments = self.arguments(member.arguments, f"{interface}.{name}")
            return Operation(name, returns, arguments, idl, False, special, extended)
        if kind in ("Operation", "StaticMember") and getattr(production, "operation", None):
            if not member.name:
                raise UnsupportedIDL(f"{interface}: member {idl!r}")
            returns = self.type(production.return_type)
            arguments = self.arguments(member.arguments, f"{interface}.{member.name}")
            return Operation(member.name, returns, arguments, idl, static, extended=extended)
        if kind == "Stringifier" and production.attribute is None:
            if production.operation is None:
                return Stringifier(idl)
        elif kind in ("Attribute", "MixinAttribute", "Stringifier", "StaticMember") and not (
            getattr(production, "inherit", None)
        ):
            rest = production.attribute
            return Attribute(
                member.name,
                self.type(rest.type),
                idl,
                readonly=rest.readonly is not None,
                same_object="SameObject" in _names(extended),
                stringifier=kind == "Stringifier",
                static=static,
                extended=extended,
            )
        if kind == "Iterable":
            if production.key_type is not None:
                keys, values = self.type(production.key_type), self.type(production.value_type)
                return PairIterable(keys, values, idl)
            return ValueIterable(self.type(production.type), idl)
        raise UnsupportedIDL(f"{interface}: member {idl!r}")

    def dictionary(self, construct: Any) -> Dictionary:
        members = []
        for member in construct.members:
            default = member.default.value if member.default is not None else None
            required = member.required is not None
            members.append(DictionaryMember(member.name, self.type(member.type), required, default))
        inherits = _flat(construct.inheritance.base) if construct.inheritance else None
        return Dictionary(construct.name, tuple(members), inherits)

    def callback(self, construct: Any) -> CallbackFunction:
        extended = _names(_extended(construct.extended_attributes, f"callback {construct.name}"))
        return CallbackFunction(
            construct.name,
            self.type(construct.return_type),
            self.arguments(construct.arguments, construct.name),
            "LegacyTreatNonObjectAsNull" in extended,
        )


class _Interfaces:
    """Interface (or interface mixin, or dictionary) definitions as they are read: the
    definition and its partial definitions, in any order (Web IDL's order does not matter)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.members: dict[str, list[Any]] = {}
        self.defined: dict[str, Any] = {}  # name -> the (non-partial) construct

    def add(self, construct: Any, members: list[Any]) -> None:
        name = construct.name
        if construct.partial is None:
            if name in self.defined:
                raise UnsupportedIDL(f"{self.kind} {name} is defined twice")
            self.defined[name] = construct
        self.members.setdefault(name, []).extend(members)


def read_idl(text: str) -> Definitions:
    """The definitions of ``text`` (one or more IDL files, concatenated)."""
    reporter = _Reporter()
    parser = widlparser.Parser(text, reporter)
    if reporter.messages:
        raise UnsupportedIDL("IDL syntax error(s): " + "; ".join(reporter.messages))
    constructs: list[Any] = list(parser.constructs)
    reader = _Reader({c.name: c.type for c in constructs if c.idl_type == "typedef"})
    interfaces, mixins = _Interfaces("interface"), _Interfaces("interface mixin")
    dictionaries = _Interfaces("dictionary")
    includes: list[tuple[str, str]] = []
    enums, callbacks, callback_interfaces = [], [], []
    for construct in constructs:
        kind, name, node = construct.idl_type, construct.name, type(construct).__name__
        if node == "IncludesStatement":
            includes.append((name, _flat(construct.includes)))
            continue
        where = f"{kind} {name}"
        extended = _extended(construct.extended_attributes, where)
        if node == "Mixin":  # interface mixin: its members go where it is included
            mixins.add(construct, [reader.member(name, m) for m in construct.members])
        elif node == "Interface":
            # (widlparser lists an interface's [LegacyFactoryFunction=F(...)] among its members
            # too, as an ExtendedAttribute: not a member; the attribute itself is ignored)
            productions = [m for m in construct.members if type(m).__name__ != "ExtendedAttribute"]
            interfaces.add(construct, [reader.member(name, m) for m in productions])
        elif node == "Callback" and construct.interface is not None:
            members = tuple(reader.member(name, m) for m in construct.interface.members)
            callback_interfaces.append(Interface(name, members, None, extended, callback=True))
        elif node == "Callback":
            callbacks.append(reader.callback(construct))
        elif kind == "dictionary":
            dictionaries.add(construct, list(reader.dictionary(construct).members))
        elif kind == "enum":
            enums.append(Enum(name, tuple(json.loads(str(v)) for v in construct.enum_values)))
        elif kind != "typedef":
            raise UnsupportedIDL(where)
    # https://webidl.spec.whatwg.org/#include-statement: the mixin's members become the
    # interface's (after its own, in the order of the includes statements).
    for interface, mixin in includes:
        if mixin not in mixins.defined:
            raise UnsupportedIDL(f"{interface} includes {mixin}: no interface mixin {mixin}")
        interfaces.members.setdefault(interface, []).extend(mixins.members[mixin])
    result, partials = [], []
    for name, found in interfaces.members.items():
        construct = interfaces.defined.get(name)
        if construct is None:  # another standard's interface (partial, or with mixins)
            partials.append(Interface(name, tuple(found)))
            continue
        inherits = _flat(construct.inheritance.base) if construct.inheritance else None
        extended = _extended(construct.extended_attributes, f"interface {name}")
        result.append(Interface(name, tuple(found), inherits, extended))
    order = list(interfaces.defined)
    result.sort(key=lambda i: order.index(i.name))
    merged = []
    for name, own in dictionaries.members.items():
        if name not in dictionaries.defined:
            raise UnsupportedIDL(f"partial dictionary {name} without its dictionary")
        merged.append(
            Dictionary(name, tuple(own), reader.dictionary(dictionaries.defined[name]).inherits)
        )
    return Definitions(
        tuple(result),
        tuple(merged),
        tuple(enums),
        tuple(callbacks),
        tuple(callback_interfaces),
        tuple(partials),
    )
