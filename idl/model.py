"""The parts of Web IDL the generator understands, as plain data.

``reader.py`` builds these from ``widlparser``'s syntax tree; ``emit.py`` turns
them into Python, so the emitter never looks at ``widlparser`` objects and the
reader never thinks about Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: The IDL string types.
STRING_TYPES = frozenset({"DOMString", "USVString", "ByteString"})


@dataclass(frozen=True)
class IDLType:
    """A type: ``name`` is a built-in type (``"USVString"``, ``"unsigned long"``,
    ``"boolean"``, ``"undefined"``, ...), a definition's name, or ``"sequence"``,
    ``"record"`` or ``"union"`` with the inner types in ``params``.  A typedef is
    resolved to its type; ``typedef`` keeps its name."""

    name: str
    nullable: bool = False
    params: tuple[IDLType, ...] = ()
    typedef: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if self.name in ("sequence", "record"):
            text = f"{self.name}<{', '.join(str(p) for p in self.params)}>"
        elif self.name == "union":
            text = "(" + " or ".join(str(p) for p in self.params) + ")"
        else:
            text = self.name
        return text + "?" if self.nullable else text


@dataclass(frozen=True)
class Argument:
    name: str
    type: IDLType
    optional: bool = False
    #: The default value's IDL literal (``'""'``, ``"0"``, ``"{}"``, ...), if any.
    default: str | None = None


@dataclass(frozen=True)
class Operation:
    """An operation, or a constructor (``name == "constructor"``)."""

    name: str
    return_type: IDLType
    arguments: tuple[Argument, ...]
    idl: str
    static: bool = False


@dataclass(frozen=True)
class Attribute:
    name: str
    type: IDLType
    idl: str
    readonly: bool = False
    same_object: bool = False
    #: ``stringifier attribute ...``: the attribute's value is the stringifier.
    stringifier: bool = False


@dataclass(frozen=True)
class Stringifier:
    """A bare ``stringifier;`` (the implementation's stringification behavior)."""

    idl: str


@dataclass(frozen=True)
class PairIterable:
    """``iterable<K, V>``."""

    key_type: IDLType
    value_type: IDLType
    idl: str


Member = Operation | Attribute | Stringifier | PairIterable


@dataclass(frozen=True)
class Interface:
    name: str
    members: tuple[Member, ...] = ()

    def operations(self, name: str) -> list[Operation]:
        """The operations called ``name`` (more than one: overloads), in IDL order."""
        return [m for m in self.members if isinstance(m, Operation) and m.name == name]

    @property
    def stringifier(self) -> Attribute | Stringifier | None:
        """The member that defines the stringifier, if there is one."""
        for member in self.members:
            if isinstance(member, Stringifier) or (
                isinstance(member, Attribute) and member.stringifier
            ):
                return member
        return None


@dataclass(frozen=True)
class DictionaryMember:
    name: str
    type: IDLType
    required: bool = False
    default: str | None = None


@dataclass(frozen=True)
class Dictionary:
    name: str
    members: tuple[DictionaryMember, ...]


@dataclass(frozen=True)
class Enum:
    name: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Definitions:
    """An IDL file's definitions (partial interfaces merged), each kind in IDL order."""

    interfaces: tuple[Interface, ...] = ()
    dictionaries: tuple[Dictionary, ...] = ()
    enums: tuple[Enum, ...] = ()
