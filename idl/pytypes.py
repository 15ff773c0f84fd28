"""How IDL types appear in the generated Python: annotations and converters.

An *input* annotation is what a parameter or attribute setter accepts (strings
accept what JavaScript's ToString would, see ``webapi._webidl._strings``); an
*output* annotation is what a getter or operation returns.  A converter is a
``webapi._webidl`` function ``(value, prefix, position) -> converted``; compound
ones are built once, as module constants, on first use (``webapi._webidl.deferred``, given
the function that builds one).

What every generated module needs at once (:data:`EAGER`: argument counts, the string
converters) is imported by name; the rest of the runtime is written ``_webidl.name``, which
``webapi._webidl`` loads on first use, so importing a generated module stays light.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

from .model import (
    FLOAT_TYPES,
    INTEGER_TYPES,
    STRING_TYPES,
    Definitions,
    DictionaryMember,
    IDLType,
    Operation,
)
from .reader import UnsupportedIDL

__all__ = ["STRING_LIKE", "Types", "python_literal", "snake_case"]

#: The generated module's alias for what string-typed parameters accept.
STRING_LIKE = "StringLike"

_NUMBERS = {**dict.fromkeys(INTEGER_TYPES, "int"), **dict.fromkeys(FLOAT_TYPES, "float")}
_STRING_CONVERTERS = {
    "USVString": "to_usv_string",
    "DOMString": "to_dom_string",
    "ByteString": "to_byte_string",
}
#: Buffer source types (https://webidl.spec.whatwg.org/#js-buffer-source-types): the runtime
#: converter and the exported alias of what an argument accepts: the buffer protocol (under
#: Pyodide JavaScript buffers too), for type checkers ``Buffer`` (typeshed's, which
#: ``webapi._webidl`` names for them: Python 3.11 has no ``collections.abc.Buffer``), so
#: ``array.array`` and NumPy arrays type-check as they run. ``AllowSharedBufferSource`` is
#: Web IDL's typedef, which the specs use without defining.
_BUFFERS = {
    "AllowSharedBufferSource": ("to_buffer_source", "BufferSource", "Buffer"),
    "BufferSource": ("to_buffer_source", "BufferSource", "Buffer"),
    "Uint8Array": ("to_uint8_array", "WritableBuffer", "Buffer"),
}
#: The exact types whose conversion is the value itself, tested in the generated code before
#: the converter is called (``{v}`` the value): what each converter's own first test returns
#: at once (``to_usv_string`` and ``to_byte_string``: an ASCII ``str``; ``to_dom_string``: any
#: ``str``; ``to_buffer_source``: ``bytes``, its own copy; ``to_boolean``: a ``bool``), so the
#: common call converts without a call (tests/idl/test_idl_fast_cases.py proves each).
_IDENTITY = {
    "USVString": "type({v}) is str and {v}.isascii()",
    "ByteString": "type({v}) is str and {v}.isascii()",
    "DOMString": "type({v}) is str",
    "AllowSharedBufferSource": "type({v}) is bytes",
    "BufferSource": "type({v}) is bytes",
    "boolean": "{v} is True or {v} is False",
    # a finite float is a double's own conversion (NaN and the infinities give NaN here)
    "double": "type({v}) is float and {v} - {v} == 0.0",
    "unrestricted double": "type({v}) is float",
}
#: The runtime names a generated module imports from ``webapi._webidl`` when it loads.
EAGER = frozenset(
    {
        "ABSENT",
        "Interface",
        "PairIterable",
        "absent_defaults",
        "arity_error",
        "attribute",
        "cast",
        "deferred",
        "overload",
        "register_stringifier",
    }
    | set(_STRING_CONVERTERS.values())
)


def snake_case(name: str) -> str:
    """``canParse`` -> ``can_parse``, ``toJSON`` -> ``to_json``, ``hasRegExpGroups`` ->
    ``has_regexp_groups`` (``RegExp`` is one word, as Python's ``re`` docs write it)."""
    name = name.replace("RegExp", "Regexp")
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def python_literal(idl_literal: str) -> str:
    """An IDL default value or constant value as Python source: ``null``, booleans,
    ``[]``, ``{}``, strings, integers (decimal, hexadecimal ``0x``, octal ``0``) and
    floats (``Infinity``, ``-Infinity`` and ``NaN`` too)."""
    literals = {"null": "None", "true": "True", "false": "False", "[]": "[]", "{}": "{}"}
    if idl_literal in literals:
        return literals[idl_literal]
    floats = {"Infinity": 'float("inf")', "-Infinity": 'float("-inf")', "NaN": 'float("nan")'}
    if idl_literal in floats:
        return floats[idl_literal]
    if re.fullmatch(r"-?(?:0[xX][0-9A-Fa-f]+|0[0-7]*|[1-9][0-9]*)", idl_literal):
        # https://webidl.spec.whatwg.org/#prod-integer: a leading 0 is octal
        sign, digits = ("-", idl_literal[1:]) if idl_literal[0] == "-" else ("", idl_literal)
        base = 16 if digits[:2] in ("0x", "0X") else 8 if digits[:1] == "0" else 10
        return sign + str(int(digits[2:] if base == 16 else digits, base))
    return json.dumps(json.loads(idl_literal))


class Types:
    """Annotations and converters for one module; records the names they use.

    ``self_impl`` names the interfaces whose generated class derives from its impl class (an
    instance is its own impl object: ``impl_is_self``); ``external`` the interfaces of other
    generated modules this one uses (name -> ``"module:Class"``), which are all such."""

    def __init__(
        self,
        definitions: Definitions,
        self_impl: frozenset[str] = frozenset(),
        external: dict[str, str] | None = None,
        unavailable: Iterable[str] = (),
        above: Iterable[str] = (),
        external_wrapped: Iterable[str] = (),
    ) -> None:
        self.external = dict(external or {})
        #: The external interfaces whose instances are not their impl (``_impl``, ``_wrap``).
        self.external_wrapped = frozenset(external_wrapped)
        #: Interfaces webapi does not have (yet): nothing is an instance of them.
        self.unavailable = frozenset(unavailable)
        #: Interfaces of a layer above, whose class that layer registers when it loads.
        self.above = frozenset(above)
        self.interfaces = {i.name for i in definitions.interfaces} | set(self.external)
        self.self_impl = self_impl | (set(self.external) - self.external_wrapped)
        self.dictionaries = {d.name: d for d in definitions.dictionaries}
        self.enums = {e.name: e for e in definitions.enums}
        self.callbacks = {c.name: c for c in definitions.callbacks}
        self.callback_interfaces = {i.name: i for i in definitions.callback_interfaces}
        #: Names used from ``webapi._webidl`` (imported: those in :data:`EAGER`; the others
        #: are written ``_webidl.name``), ``typing`` and ``collections.abc``.
        self.runtime: set[str] = set()
        self.typing: set[str] = {"TypeAlias"}
        #: What type checkers alone see: names of ``webapi._webidl`` (the attribute descriptor
        #: types; value "") and private aliases of them (name -> annotation source).
        self.checking: dict[str, str] = {}
        self.abc: set[str] = set()
        #: Exported type aliases: name -> annotation source.
        self.aliases: dict[str, str] = {}
        #: Module constants: name -> expression, in dependency order.
        self.constants: dict[str, str] = {}

    def constant(self, name: str, expression: str) -> str:
        if self.constants.setdefault(name, expression) != expression:
            raise UnsupportedIDL(f"two module constants would be named {name}")
        return name

    def dictionary_members(self, name: str) -> list[DictionaryMember]:
        """A dictionary's members with those it inherits, least derived first."""
        dictionary = self.dictionaries[name]
        inherited = self.dictionary_members(dictionary.inherits) if dictionary.inherits else []
        return [*inherited, *dictionary.members]

    def callback_alias(self, name: str) -> str:
        """The exported alias of a callback function or callback interface type."""
        self.abc.add("Callable")
        accepted = "Callable[..., object]"
        if name in self.callback_interfaces:
            accepted += " | object"  # an object with the operation (handleEvent, ...)
            members = self.callback_interfaces[name].members
            if any(type(m).__name__ == "Constant" for m in members):
                return accepted  # the name is the class of its constants (NodeFilter)
        if self.aliases.setdefault(name, accepted) != accepted:
            raise UnsupportedIDL(f"two type aliases would be named {name}")
        return name

    def out(self, t: IDLType) -> str:
        """The annotation of a returned value."""
        name = t.name
        if name in STRING_TYPES:
            text = "str"
        elif name in ("boolean", "object") or name in _NUMBERS:
            text = {"boolean": "bool", "object": "object"}.get(name) or _NUMBERS[name]
        elif name in ("Uint8Array", "ArrayBuffer"):  # a new byte sequence: bytes
            text = "bytes"
        elif name in ("undefined", "any"):
            self.typing.update(["Any"] if name == "any" else [])
            return "None" if name == "undefined" else "Any"
        elif name == "sequence":
            text = f"list[{self.out(t.params[0])}]"
        elif name == "Promise":  # (an attribute's or a dictionary member's: an awaitable)
            self.abc.add("Awaitable")
            text = f"Awaitable[{self.out(t.params[0])}]"
        elif name == "record":
            text = f"dict[{self.out(t.params[0])}, {self.out(t.params[1])}]"
        elif name == "union":
            members = [p for p in _flattened(t) if p.name not in self.unavailable]
            text = " | ".join(dict.fromkeys(self.out(p) for p in members))
        elif name in self.interfaces or name in self.dictionaries or name in self.enums:
            text = name
        elif name in self.callbacks or name in self.callback_interfaces:
            text = self.callback_alias(name)
        elif name in self.unavailable:  # (a dictionary member's: nothing but None)
            return "None"
        elif name in _BUFFERS:  # (a dictionary member's: what it accepts)
            text = self.into(IDLType(name))
        elif name in self.above:  # (its class is a layer above: not importable here)
            text = "Any"
            self.typing.add("Any")
        else:
            raise UnsupportedIDL(f"return type {t}")
        return f"{text} | None" if t.nullable and not text.endswith("None") else text

    def into(self, t: IDLType, alias: str | None = None) -> str:
        """The annotation of an argument; a union gets an exported alias (its typedef
        name, else ``alias``)."""
        name = t.name
        if name in _STRING_CONVERTERS:
            text = STRING_LIKE
        elif name == "boolean":
            text = "bool"
        elif name in _NUMBERS:
            text = _NUMBERS[name]
        elif name in ("any", "object"):
            text = "object"
        elif name in _BUFFERS:
            _, text, accepted = _BUFFERS[name]
            if self.aliases.setdefault(text, accepted) != accepted:
                raise UnsupportedIDL(f"two type aliases would be named {text}")
            self.checking[accepted] = ""  # imported from webapi._webidl by type checkers
        elif name == "sequence":
            self.abc.add("Iterable")
            text = f"Iterable[{self.into(t.params[0])}]"
        elif name == "record":
            if t.params[0].name not in _STRING_CONVERTERS:
                raise UnsupportedIDL(f"record key type {t.params[0]}")
            self.abc.add("Mapping")
            text = f"Mapping[str, {self.into(t.params[1])}]"
        elif name == "union":
            # (a member webapi does not have, ReadableStream, is no value's type: left out)
            members = [p for p in _flattened(t) if p.name not in self.unavailable]
            text = " | ".join(dict.fromkeys(self.into(p) for p in members))
            alias = t.typedef or alias
            if alias is not None:
                if self.aliases.setdefault(alias, text) != text:
                    raise UnsupportedIDL(f"two type aliases would be named {alias}")
                text = alias
        elif name in self.interfaces or name in self.dictionaries or name in self.enums:
            text = name
        elif name in self.callbacks or name in self.callback_interfaces:
            text = self.callback_alias(name)
        elif name in self.unavailable:  # nothing is an instance: None alone
            return "None"
        elif name in self.above:  # (its class is a layer above: not importable here)
            text = "object"
        else:
            raise UnsupportedIDL(f"argument type {t}")
        nullable = t.nullable or "LegacyNullToEmptyString" in t.attributes
        return f"{text} | None" if nullable and text != "object" else text

    def identity_test(self, t: IDLType, value: str) -> str | None:
        """The test that ``value`` is of an exact type whose conversion to ``t`` is the value
        itself (:data:`_IDENTITY`; an ``int`` within an integer type's bounds; an instance of
        an interface whose instances are their own impl), or None."""
        if t.name in INTEGER_TYPES:
            bits, signed = INTEGER_TYPES[t.name]
            if bits == 64:  # the exact doubles (webapi._webidl._numbers._bounds)
                lower, upper = (-(2**53) + 1 if signed else 0), 2**53 - 1
            else:
                lower = -(2 ** (bits - 1)) if signed else 0
                upper = 2 ** (bits - 1) - 1 if signed else 2**bits - 1
            return f"type({value}) is int and {lower} <= {value} <= {upper}"
        if t.name in self.self_impl:
            return f"isinstance({value}, {t.name})"
        test = _IDENTITY.get(t.name)
        return None if test is None else test.format(v=value)

    def takes_none(self, t: IDLType) -> bool:
        """Whether the converter turns ``None`` (undefined) into a value: a dictionary
        (the empty one) or a union with a dictionary member, ``any`` (None itself)."""
        members = t.params if t.name == "union" else (t,)
        return any(m.name in self.dictionaries or m.name == "any" for m in members)

    def converter(self, t: IDLType) -> str:
        """An expression naming the converter of ``t`` (nullability is the caller's)."""
        name, plain = t.name, str(IDLType(t.name, False, t.params))
        if name in _STRING_CONVERTERS or name == "boolean":
            return self.use(_STRING_CONVERTERS.get(name, "to_boolean"))
        if name in INTEGER_TYPES or name in FLOAT_TYPES:
            return self._number(t)
        if name in _BUFFERS:
            return self.use(_BUFFERS[name][0])
        if name == "sequence":
            element = self.converter(t.params[0])
            return f'{self.use("sequence_converter")}({element}, "{plain}")'
        if name == "record":
            key, value = (self.converter(p) for p in t.params)
            return f'{self.use("record_converter")}({key}, {value}, "{plain}")'
        if name == "union":  # (named by its flattened members that webapi has)
            members = [m for m in _flattened(t) if m.name not in self.unavailable]
            return self._union(t, "(" + " or ".join(str(m) for m in members) + ")")
        if name in ("any", "object"):  # the value itself (a member of a dictionary, ...)
            return self.use("to_any")
        constant = f"_CONVERT_{name.upper()}"
        if name in self.interfaces:
            unwrap = "" if name not in self.self_impl else ", unwrap=False"
            converter = f'{self.use("interface_converter")}({name}, "{name}"{unwrap})'
            return self.constant(constant, converter)
        if name in self.callbacks or name in self.callback_interfaces:
            return self._callback(name, constant)
        if name in self.unavailable:
            return self.constant(constant, f'{self.use("unavailable_converter")}("{name}")')
        if name in self.above:
            return self.constant(constant, f'{self.use("above_converter")}("{name}")')
        if name in self.enums:
            values = ", ".join(json.dumps(v) for v in self.enums[name].values)
            return self.constant(constant, f'{self.use("enum_converter")}("{name}", ({values},))')
        if name in self.dictionaries:
            return self._dictionary(name, constant)
        raise UnsupportedIDL(f"argument type {t}")

    def _dictionary(self, name: str, constant: str) -> str:
        def members(of: str) -> str:
            result = []
            for m in self.dictionaries[of].members:
                default = "ABSENT" if m.default is None else python_literal(m.default)
                try:
                    converter = self.converter(m.type)
                except UnsupportedIDL as error:
                    raise UnsupportedIDL(f"dictionary {of}, member {m.name}: {error}") from error
                if m.type.nullable and m.default not in (None, "null"):
                    # (given as None, the member is null, not its default)
                    converter = f"{self.use('null_kept')}({converter})"
                result.append(f'("{m.name}", {converter}, {default}, {m.required})')
            return f"({''.join(m + ', ' for m in result)})"

        self.use("ABSENT")
        chain: list[str] = []
        parent = self.dictionaries[name].inherits
        while parent is not None:
            chain.insert(0, members(parent))
            parent = self.dictionaries[parent].inherits
        inherited = f", inherited=({''.join(c + ', ' for c in chain)})" if chain else ""
        body = f'"{name}", {members(name)}{inherited}'
        return self.constant(constant, f"{self.use('dictionary_converter')}({body})")

    def _callback(self, name: str, constant: str) -> str:
        """A callback function's or callback interface's converter
        (https://webidl.spec.whatwg.org/#es-callback-function,
        https://webidl.spec.whatwg.org/#es-callback-interface)."""
        arguments = [f'"{name}"']
        if name in self.callback_interfaces:
            members = self.callback_interfaces[name].members
            operations = [m.name for m in members if isinstance(m, Operation)]
            if len(set(operations)) != 1:
                raise UnsupportedIDL(f"callback interface {name}: not one operation")
            arguments.append(f'operation="{operations[0]}"')
        elif self.callbacks[name].treat_non_object_as_null:
            arguments.append("treat_non_object_as_null=True")
        return self.constant(constant, f"{self.use('callback_converter')}({', '.join(arguments)})")

    def _number(self, t: IDLType) -> str:
        """A numeric type's converter: ``to_unsigned_long`` and the others, or with
        ``[EnforceRange]`` or ``[Clamp]`` a module constant of its own."""
        enforce, clamp = "EnforceRange" in t.attributes, "Clamp" in t.attributes
        if t.name in FLOAT_TYPES or not (enforce or clamp):
            return self.use("to_" + t.name.replace(" ", "_"))
        bits, signed = INTEGER_TYPES[t.name]
        which = "ENFORCE_RANGE" if enforce else "CLAMP"
        keyword = "enforce_range" if enforce else "clamp"
        converter = f'integer_converter("{t.name}", {bits}, {signed}, {keyword}=True)'
        self.use("integer_converter")
        constant = f"_CONVERT_{t.name.replace(' ', '_').upper()}_{which}"
        return self.constant(constant, f"_webidl.{converter}")

    def _union(self, t: IDLType, plain: str) -> str:
        branches: dict[str, str] = {}
        interfaces: list[str] = []
        for member in dict.fromkeys(_flattened(t)):  # (T or T) is T
            if member.name in self.unavailable:  # nothing is an instance: never this member
                continue
            kind = "string" if member.name in _STRING_CONVERTERS else member.name
            if member.name in self.enums:  # (an enumeration is the union's string type)
                kind = "string"
            if member.name in self.dictionaries:
                kind = "dictionary"
            elif member.name in INTEGER_TYPES or member.name in FLOAT_TYPES:
                kind = "number"
            elif member.name in self.callbacks:
                kind = "callback"
            elif member.name in _BUFFERS and member.name != "Uint8Array":
                kind = "buffer"
            if member.name in self.interfaces and not member.nullable:
                interfaces.append(member.name)
                continue
            if member.nullable or kind in branches or kind not in _UNION_KINDS:
                raise UnsupportedIDL(f"union {t}")
            branches[kind] = self.converter(member)
        if "record" in branches and "dictionary" in branches:
            raise UnsupportedIDL(f"union {t}: a record and a dictionary are not distinguishable")
        if {self_impl in self.self_impl for self_impl in interfaces} == {True, False}:
            raise UnsupportedIDL(f"union {t}: interfaces of both kinds of impl")
        arguments = "".join(f", {kind}={branches[kind]}" for kind in sorted(branches))
        if interfaces:
            arguments += f", interfaces=({''.join(i + ', ' for i in interfaces)})"
            arguments += ", unwrap=False" if interfaces[0] in self.self_impl else ""
        return f"{self.use('union_converter')}({_string_literal(plain)}{arguments})"

    def use(self, name: str) -> str:
        """How the generated code names ``webapi._webidl``'s ``name``."""
        self.runtime.add(name)
        return name if name in EAGER else f"_webidl.{name}"


def _flattened(t: IDLType) -> list[IDLType]:
    """https://webidl.spec.whatwg.org/#dfn-flattened-union-member-types (a nullable member's
    nullability is the union's: the caller's)."""
    members: list[IDLType] = []
    for p in t.params:
        members += _flattened(p) if p.name == "union" else [p]
    return members


_UNION_KINDS = (
    "string",
    "record",
    "sequence",
    "dictionary",
    "boolean",
    "number",
    "callback",
    "buffer",
)


def _string_literal(text: str, width: int = 80) -> str:
    """``text`` as a string literal, split into implicitly concatenated parts at its spaces
    when longer than ``width`` (a union's description: the formatted line stays within the
    repository's line length)."""
    if len(text) <= width:
        return f'"{text}"'
    parts, line = [], ""
    for word in text.split(" "):
        if line and len(line) + len(word) + 1 > width:
            parts.append(line + " ")
            line = word
        else:
            line = f"{line} {word}" if line else word
    parts.append(line)
    return "(" + " ".join(f'"{part}"' for part in parts) + ")"
