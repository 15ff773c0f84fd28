"""How IDL types appear in the generated Python: annotations and converters.

An *input* annotation is what a parameter or attribute setter accepts (strings
accept what JavaScript's ToString would, see ``webapi._webidl._strings``); an
*output* annotation is what a getter or operation returns.
"""

from __future__ import annotations

import re

from .model import STRING_TYPES, IDLType
from .reader import UnsupportedIDL

__all__ = [
    "STRING_LIKE",
    "converter_expression",
    "input_annotation",
    "output_annotation",
    "snake_case",
]

#: The generated module's alias for what string-typed parameters accept.
STRING_LIKE = "StringLike"

_INTEGER_TYPES = frozenset(
    {
        "byte",
        "octet",
        "short",
        "unsigned short",
        "long",
        "unsigned long",
        "long long",
        "unsigned long long",
    }
)
_FLOAT_TYPES = frozenset({"float", "unrestricted float", "double", "unrestricted double"})

#: String types that have a converter in the runtime.
_STRING_CONVERTERS = {"USVString": "to_usv_string", "DOMString": "to_dom_string"}


def snake_case(name: str) -> str:
    """``canParse`` -> ``can_parse``, ``toJSON`` -> ``to_json``."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def _nullable(text: str, idl_type: IDLType) -> str:
    return f"{text} | None" if idl_type.nullable else text


def output_annotation(idl_type: IDLType, interfaces: frozenset[str]) -> str:
    name = idl_type.name
    if name in STRING_TYPES:
        text = "str"
    elif name == "boolean":
        text = "bool"
    elif name in _INTEGER_TYPES:
        text = "int"
    elif name in _FLOAT_TYPES:
        text = "float"
    elif name == "undefined":
        return "None"
    elif name == "any":
        return "Any"
    elif name == "object":
        text = "object"
    elif name == "sequence":
        text = f"list[{output_annotation(idl_type.params[0], interfaces)}]"
    elif name == "record":
        key, value = (output_annotation(p, interfaces) for p in idl_type.params)
        text = f"dict[{key}, {value}]"
    elif name == "union":
        text = " | ".join(output_annotation(p, interfaces) for p in idl_type.params)
    elif name in interfaces:
        text = name
    else:
        raise UnsupportedIDL(f"return type {idl_type}")
    return _nullable(text, idl_type)


def input_annotation(idl_type: IDLType) -> str:
    name = idl_type.name
    if name in _STRING_CONVERTERS:
        text = STRING_LIKE
    elif name == "boolean":
        text = "bool"
    elif name == "sequence":
        text = f"Iterable[{input_annotation(idl_type.params[0])}]"
    elif name == "record":
        key, value = idl_type.params
        if key.name not in _STRING_CONVERTERS:
            raise UnsupportedIDL(f"record key type {key}")
        text = f"Mapping[str, {input_annotation(value)}]"
    elif name == "union":
        text = " | ".join(input_annotation(p) for p in idl_type.params)
    else:
        raise UnsupportedIDL(f"argument type {idl_type}")
    return _nullable(text, idl_type)


def converter_expression(idl_type: IDLType) -> str:
    """A Python expression (over the ``webapi._webidl`` names) for a converter
    ``(value, prefix, position) -> converted`` of ``idl_type`` (nullability is
    handled by the caller)."""
    name = idl_type.name
    if name in _STRING_CONVERTERS:
        return _STRING_CONVERTERS[name]
    if name == "boolean":
        return "to_boolean"
    if name == "sequence":
        element = converter_expression(idl_type.params[0])
        return f'sequence_converter({element}, "{_plain(idl_type)}")'
    if name == "record":
        key, value = (converter_expression(p) for p in idl_type.params)
        return f'record_converter({key}, {value}, "{_plain(idl_type)}")'
    if name == "union":
        branches: dict[str, str] = {}
        for member in idl_type.params:
            if member.nullable:
                raise UnsupportedIDL(f"nullable union member in {idl_type}")
            kind = "string" if member.name in _STRING_CONVERTERS else member.name
            if kind not in ("string", "sequence", "record") or kind in branches:
                raise UnsupportedIDL(f"union {idl_type}")
            branches[kind] = converter_expression(member)
        arguments = ", ".join(f"{kind}={branches[kind]}" for kind in sorted(branches))
        return f'union_converter("{_plain(idl_type)}", {arguments})'
    raise UnsupportedIDL(f"argument type {idl_type}")


def _plain(idl_type: IDLType) -> str:
    return str(IDLType(idl_type.name, False, idl_type.params))


def union_members(idl_type: IDLType) -> tuple[IDLType, ...]:
    """The members of a union type (for overloads), or ``()``."""
    return idl_type.params if idl_type.name == "union" else ()
