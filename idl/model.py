"""The parts of Web IDL the generator understands, as plain data.

``reader.py`` builds these from ``widlparser``'s syntax tree; ``emit.py`` turns
them into Python.  Keeping the two apart means the emitter never looks at
``widlparser`` objects and the reader never thinks about Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: The IDL string types.
STRING_TYPES = frozenset({"DOMString", "USVString", "ByteString"})


@dataclass(frozen=True)
class IDLType:
    """A type: ``name`` is a built-in type (``"USVString"``, ``"unsigned long"``,
    ``"boolean"``, ``"undefined"``, ...), an interface name, or ``"sequence"``,
    ``"record"`` or ``"union"`` with the inner types in ``params``."""

    name: str
    nullable: bool = False
    params: tuple[IDLType, ...] = ()

    def __str__(self) -> str:
        if self.name == "sequence":
            text = f"sequence<{self.params[0]}>"
        elif self.name == "record":
            text = f"record<{self.params[0]}, {self.params[1]}>"
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
    #: The default value's IDL literal (``'""'``, ``"0"``, ``"null"``, ...), if any.
    default: str | None = None


@dataclass(frozen=True)
class Constructor:
    arguments: tuple[Argument, ...]
    idl: str


@dataclass(frozen=True)
class Operation:
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


Member = Constructor | Operation | Attribute | Stringifier | PairIterable


@dataclass(frozen=True)
class Interface:
    name: str
    members: tuple[Member, ...] = field(default=())

    @property
    def constructor(self) -> Constructor | None:
        for member in self.members:
            if isinstance(member, Constructor):
                return member
        return None

    @property
    def attributes(self) -> tuple[Attribute, ...]:
        return tuple(m for m in self.members if isinstance(m, Attribute))

    @property
    def operations(self) -> tuple[Operation, ...]:
        return tuple(m for m in self.members if isinstance(m, Operation))

    @property
    def iterable(self) -> PairIterable | None:
        for member in self.members:
            if isinstance(member, PairIterable):
                return member
        return None

    @property
    def stringifier(self) -> Attribute | Stringifier | None:
        """The member that defines the stringifier, if there is one."""
        for member in self.members:
            if isinstance(member, Stringifier) or (
                isinstance(member, Attribute) and member.stringifier
            ):
                return member
        return None
