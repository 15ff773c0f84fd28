"""The parts of Web IDL the generator understands, as plain data.

``reader.py`` builds these from ``widlparser``'s syntax tree; ``emit.py`` turns
them into Python, so the emitter never looks at ``widlparser`` objects and the
reader never thinks about Python.

Last, :class:`InterfaceWriter`: what the writers of a class's special parts
(``protocols.py``, ``reflect.py``) use of ``emit.py``'s writer of a class, so that
they depend on this module and not on ``emit.py``, which calls them.
"""

from __future__ import annotations

import keyword
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .extras import Extras, InterfaceExtras

#: The IDL string types.
STRING_TYPES = frozenset({"DOMString", "USVString", "ByteString"})
#: The IDL integer types: (bit length, signed) of ConvertToInt
#: (https://webidl.spec.whatwg.org/#abstract-opdef-converttoint).
INTEGER_TYPES = {
    "byte": (8, True),
    "octet": (8, False),
    "short": (16, True),
    "unsigned short": (16, False),
    "long": (32, True),
    "unsigned long": (32, False),
    "long long": (64, True),
    "unsigned long long": (64, False),
}
#: The IDL floating-point types.
FLOAT_TYPES = frozenset({"float", "unrestricted float", "double", "unrestricted double"})
#: Extended attributes that annotate a type (https://webidl.spec.whatwg.org/#idl-annotated-types):
#: written on an argument, an attribute's type or a type inside another, they belong to the type.
TYPE_ATTRIBUTES = frozenset(
    {"AllowResizable", "AllowShared", "Clamp", "EnforceRange", "LegacyNullToEmptyString"}
)

#: An extended attribute: its name and its value as written after ``=`` (``None``: no value;
#: ``"value"`` for ``[PutForwards=value]``, ``'"rel"'`` for ``[Reflect="rel"]``, ``"(1, 1000)"``
#: for ``[ReflectRange=(1, 1000)]``).
ExtendedAttribute = tuple[str, str | None]


@dataclass(frozen=True)
class IDLType:
    """A type: ``name`` is a built-in type (``"USVString"``, ``"unsigned long"``,
    ``"boolean"``, ``"undefined"``, ...), a definition's name, or ``"sequence"``,
    ``"record"``, ``"union"`` or ``"Promise"`` with the inner types in ``params``.  A typedef
    is resolved to its type; ``typedef`` keeps its name.  ``attributes`` are the names of the
    extended attributes annotating it (:data:`TYPE_ATTRIBUTES`)."""

    name: str
    nullable: bool = False
    params: tuple[IDLType, ...] = ()
    typedef: str | None = field(default=None, compare=False)
    attributes: frozenset[str] = frozenset()

    def __str__(self) -> str:
        if self.name in ("sequence", "record", "Promise"):
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
    #: ``T... name``: the last argument, taking any number of values.
    variadic: bool = False


@dataclass(frozen=True)
class Operation:
    """An operation, or a constructor (``name == "constructor"``). A special operation
    (``getter``, ``setter``, ``deleter``) has them in ``special``, and the name ``""`` when
    it has no identifier (then it is not an operation of its own)."""

    name: str
    return_type: IDLType
    arguments: tuple[Argument, ...]
    idl: str
    static: bool = False
    special: frozenset[str] = frozenset()
    extended: tuple[ExtendedAttribute, ...] = ()


@dataclass(frozen=True)
class Attribute:
    name: str
    type: IDLType
    idl: str
    readonly: bool = False
    same_object: bool = False
    #: ``stringifier attribute ...``: the attribute's value is the stringifier.
    stringifier: bool = False
    static: bool = False
    extended: tuple[ExtendedAttribute, ...] = ()

    @property
    def python_name(self) -> str:
        """The attribute's Python name: its IDL name, with a trailing underscore where that
        is a Python keyword (``link.as`` is ``link.as_``, ``script.async`` ``script.async_``,
        as PEP 8 spells such a name and as the reader names an argument; the WPT runner's
        bridge maps the JavaScript name to it the same way)."""
        return self.name + "_" if keyword.iskeyword(self.name) else self.name

    def extended_attribute(self, name: str) -> str | None:
        """The value of the extended attribute ``name`` (``""`` for one without a value), or
        ``None`` when the attribute does not have it."""
        for key, value in self.extended:
            if key == name:
                return "" if value is None else value
        return None


@dataclass(frozen=True)
class Constant:
    """``const T NAME = value;`` (``value`` is the IDL literal)."""

    name: str
    type: IDLType
    value: str
    idl: str


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


@dataclass(frozen=True)
class ValueIterable:
    """``iterable<V>`` (Web IDL requires an indexed getter and a ``length`` with it)."""

    value_type: IDLType
    idl: str


Member = Operation | Attribute | Constant | Stringifier | PairIterable | ValueIterable


@dataclass(frozen=True)
class Interface:
    name: str
    members: tuple[Member, ...] = ()
    #: The inherited interface (``interface Text : CharacterData``), if any.
    inherits: str | None = None
    #: The interface's own extended attributes (``[Exposed=Window]``, ...).
    extended: tuple[ExtendedAttribute, ...] = ()
    #: ``callback interface``: a type for user objects, not a class of platform objects.
    callback: bool = False

    def operations(self, name: str) -> list[Operation]:
        """The operations called ``name`` (more than one: overloads), in IDL order."""
        return [m for m in self.members if isinstance(m, Operation) and m.name == name]

    def special(self, kind: str, key: str) -> Operation | None:
        """The special operation ``kind`` (``"getter"``, ``"setter"``, ``"deleter"``) whose
        first argument is of the type ``key`` (``"unsigned long"``: indexed, ``"DOMString"``:
        named), if the interface has one."""
        for m in self.members:
            if isinstance(m, Operation) and kind in m.special:
                first = m.arguments[0].type.name if m.arguments else None
                if first == key:
                    return m
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


@dataclass(frozen=True)
class CallbackFunction:
    """``callback Name = R (arguments);``"""

    name: str
    return_type: IDLType
    arguments: tuple[Argument, ...]
    #: ``[LegacyTreatNonObjectAsNull]``: a value that is not a function is null.
    treat_non_object_as_null: bool = False


@dataclass(frozen=True)
class DictionaryMember:
    name: str
    type: IDLType
    required: bool = False
    default: str | None = None


@dataclass(frozen=True)
class Dictionary:
    name: str
    #: Its own members, then (``members`` of the model) those it inherits come first.
    members: tuple[DictionaryMember, ...]
    inherits: str | None = None


@dataclass(frozen=True)
class Enum:
    name: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Definitions:
    """An IDL file's definitions (partial interfaces merged), each kind in IDL order.

    ``partials`` are the partial interfaces whose interface the text does not define (another
    standard's: the DOM Standard's ``partial interface Window``), kept apart, as a generated
    module cannot add members to another module's class."""

    interfaces: tuple[Interface, ...] = ()
    dictionaries: tuple[Dictionary, ...] = ()
    enums: tuple[Enum, ...] = ()
    callbacks: tuple[CallbackFunction, ...] = ()
    callback_interfaces: tuple[Interface, ...] = ()
    partials: tuple[Interface, ...] = ()


# --- what the writers of a class's parts use of emit.py's writer --------------------------


class Lines(Protocol):
    """The source lines of a class being written (``emit._Lines``)."""

    def add(self, indent: int, text: str) -> None:
        """Every line of ``text``, indented ``indent`` levels."""

    def doc(self, indent: int, text: str) -> None:
        """A docstring, wrapped to the line length."""


class TypeNames(Protocol):
    """The annotations and names a module's classes use (``pytypes.Types``)."""

    @property
    def abc(self) -> set[str]:
        """The names the module imports from ``collections.abc``."""

    @property
    def typing(self) -> set[str]:
        """The names the module imports from ``typing``."""

    def use(self, name: str) -> str:
        """``name`` of the Web IDL runtime, imported by the module."""

    def constant(self, name: str, expression: str) -> str:
        """A module constant ``name = expression``, defined once."""

    def out(self, t: IDLType) -> str:
        """The annotation of a returned value of the type ``t``."""

    def into(self, t: IDLType) -> str:
        """The annotation of an argument of the type ``t``."""


class ModuleWriter(Protocol):
    """What the writers of a module's classes share (``emit._Module``)."""

    @property
    def extras(self) -> Extras:
        """The module's extras (``*.extras.toml``)."""

    def ancestors(self, name: str) -> list[Interface]:
        """The interfaces ``name`` inherits from that the module defines, nearest first."""

    def use(self, reference: str) -> str:
        """The name of ``"module:NAME"``, imported by the module."""


class InterfaceWriter(Protocol):
    """The writer of one interface's class (``emit._InterfaceWriter``), as the writers of
    its indexed and named properties (``protocols.py``) and its reflecting attributes
    (``reflect.py``) use it."""

    @property
    def interface(self) -> Interface:
        """The interface, without the members its extras leave out."""

    @property
    def name(self) -> str:
        """The interface's name."""

    @property
    def extras(self) -> InterfaceExtras:
        """The interface's extras."""

    @property
    def t(self) -> TypeNames:
        """The module's annotations and names."""

    @property
    def module(self) -> ModuleWriter:
        """The writer of the module."""

    @property
    def impl(self) -> str:
        """The expression of the impl object in a method (``self`` or ``self._impl``)."""

    @property
    def members(self) -> list[Member]:
        """The interface's members its extras do not leave out."""

    @property
    def out(self) -> Lines:
        """The class's source lines."""

    @property
    def public(self) -> set[str]:
        """The public names the class defines."""

    def impl_name(self, idl_name: str) -> str:
        """The impl member's name for the IDL member ``idl_name``."""

    def prefix(self, kind: str, member: str = "") -> str:
        """The module constant holding the error-message prefix for a member."""

    def convert(
        self,
        value: str,
        a: Argument,
        position: int | str,
        prefix: str,
        member: str,
        given: str = "",
    ) -> str:
        """The expression converting the argument (or setter value) ``value``."""

    def returning(self, indent: int, expression: str, t: IDLType) -> None:
        """The statements returning the impl's value ``expression`` of the type ``t``."""

    def put_forwards(self, attribute: Attribute, target: str) -> None:
        """The setter of a ``[PutForwards]`` attribute."""

    def stringifier(self, expression: str, doc: str) -> None:
        """The class's ``toString`` (and ``__str__``) returning ``expression``."""
