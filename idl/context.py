"""Shared state and helpers for emitting one interface: module constants,
imports used, converters, and how arguments appear in signatures and calls."""

from __future__ import annotations

import json
import keyword
import re
from dataclasses import dataclass

from .extras import InterfaceExtras
from .model import STRING_TYPES, Argument, IDLType, Interface
from .pytypes import converter_expression, input_annotation, output_annotation, snake_case
from .reader import UnsupportedIDL

__all__ = [
    "UNION_ORDER",
    "Context",
    "argument_expression",
    "capitalize",
    "check_name",
    "convert",
    "default_fits",
    "omitted_arguments",
    "python_literal",
    "required_names",
    "runtime_parameters",
    "stub_parameters",
]

#: The order in which the runtime's union converter tries a union's members.
UNION_ORDER = {"record": 1, "sequence": 2}


def python_literal(idl_literal: str) -> str:
    """An IDL default value as Python source."""
    if idl_literal == "null":
        return "None"
    if idl_literal in ("true", "false"):
        return idl_literal.capitalize()
    if idl_literal in ("[]", "{}"):
        return idl_literal
    value = json.loads(idl_literal)
    if isinstance(value, str):
        return json.dumps(value)  # a double-quoted literal, as ruff writes them
    return repr(value)


def check_name(name: str, where: str) -> str:
    if keyword.iskeyword(name) or not name.isidentifier():
        raise UnsupportedIDL(f"{where}: {name!r} is not a usable Python name")
    return name


@dataclass
class Context:
    """What the emitter needs while writing one interface."""

    interface: Interface
    extras: InterfaceExtras
    interfaces: frozenset[str]
    #: Module-level constant assignments (name, expression), in order.
    constants: list[tuple[str, str]]
    runtime: set[str]
    typing: set[str]
    abc: set[str]
    #: Type aliases for union-typed parameters (name, annotation, IDL type), in order.
    aliases: list[tuple[str, str, str]]

    @property
    def name(self) -> str:
        return self.interface.name

    def impl_name(self, idl_name: str) -> str:
        return self.extras.impl_names.get(idl_name, snake_case(idl_name))

    def constant(self, suffix: str, expression: str) -> str:
        name = f"_{self.name.upper()}_{suffix}"
        for existing, existing_expression in self.constants:
            if existing == name:
                if existing_expression != expression:
                    raise UnsupportedIDL(f"two module constants would be named {name}")
                return name
        self.constants.append((name, expression))
        return name

    def prefix(self, kind: str, member: str = "") -> str:
        """The constant holding the error-message prefix for a member."""
        if kind == "construct":
            self.runtime.add("construct_prefix")
            return self.constant("CONSTRUCT", f'construct_prefix("{self.name}")')
        if kind == "execute":
            self.runtime.add("execute_prefix")
            suffix = snake_case(member).upper()
            return self.constant(suffix, f'execute_prefix("{self.name}", "{member}")')
        self.runtime.add("set_prefix")
        suffix = "SET_" + snake_case(member).upper()
        return self.constant(suffix, f'set_prefix("{self.name}", "{member}")')

    def out(self, idl_type: IDLType) -> str:
        text = output_annotation(idl_type, self.interfaces)
        if re.search(r"\bAny\b", text):
            self.typing.add("Any")
        return text

    def union_alias(self, name: str, idl_type: IDLType) -> str:
        """A module-level alias for a union parameter type (so that users can
        name it, and signatures stay short)."""
        union = IDLType("union", False, idl_type.params)
        entry = (name, self.into(union), str(union))
        if entry not in self.aliases:
            self.aliases.append(entry)
        return f"{name} | None" if idl_type.nullable else name

    def into(self, idl_type: IDLType) -> str:
        text = input_annotation(idl_type)
        for name in ("Iterable", "Mapping"):
            if f"{name}[" in text:
                self.abc.add(name)
        return text

    def converter(self, idl_type: IDLType, member: str, argument: str) -> str:
        """The name to call to convert a value of ``idl_type``."""
        expression = converter_expression(idl_type)
        for name in ("union_converter", "sequence_converter", "record_converter"):
            if name in expression:
                self.runtime.add(name)
        for name in ("to_usv_string", "to_dom_string", "to_boolean"):
            if name in expression:
                self.runtime.add(name)
        if expression.isidentifier():
            return expression
        self.typing.add("Final")
        suffix = f"CONVERT_{snake_case(member).upper()}_{snake_case(argument).upper()}"
        return self.constant(suffix, expression)


def convert(
    context: Context, value: str, idl_type: IDLType, prefix: str, position: int, member: str
) -> str:
    """Expression converting the Python value ``value`` (not ``None``)."""
    converter = context.converter(idl_type, member, value)
    return f"{converter}({value}, {prefix}, {position})"


def argument_expression(
    context: Context, argument: Argument, position: int, prefix: str, member: str
) -> str:
    name = argument.name
    converted = convert(context, name, argument.type, prefix, position, member)
    if argument.optional:
        default = "None" if argument.default is None else python_literal(argument.default)
        return f"{default} if {name} is None else {converted}"
    if argument.type.nullable:
        return f"None if {name} is None else {converted}"
    return converted


def omitted_arguments(arguments: tuple[Argument, ...]) -> list[str]:
    """Impl arguments for optional IDL arguments that were not passed."""
    result = []
    for argument in arguments:
        if not argument.optional:
            raise UnsupportedIDL(f"required argument {argument.name!r} cannot be left out")
        result.append("None" if argument.default is None else python_literal(argument.default))
    return result


def default_fits(idl_type: IDLType, idl_literal: str) -> bool:
    """Whether an IDL default value is a value of ``idl_type``."""
    if idl_literal == "null":
        return idl_type.nullable
    if idl_literal.startswith('"'):
        return idl_type.name in STRING_TYPES
    if idl_literal == "[]":
        return idl_type.name == "sequence"
    if idl_literal == "{}":
        return idl_type.name == "record"
    if idl_literal in ("true", "false"):
        return idl_type.name == "boolean"
    return idl_type.name not in STRING_TYPES and idl_type.name not in ("sequence", "record")


def required_names(arguments: tuple[Argument, ...]) -> list[str]:
    return [a.name for a in arguments if not a.optional]


def capitalize(name: str) -> str:
    return name[:1].upper() + name[1:]


def stub_parameters(
    context: Context, arguments: tuple[Argument, ...], alias_base: str = ""
) -> list[str]:
    """Typed parameters; ``None`` is accepted wherever an argument may be left out.
    A union-typed parameter gets the alias ``alias_base + Name``."""
    parameters = []
    for argument in arguments:
        if argument.type.name == "union" and alias_base:
            annotation = context.union_alias(alias_base + capitalize(argument.name), argument.type)
        else:
            annotation = context.into(argument.type)
        if argument.optional:
            if not annotation.endswith(" | None"):
                annotation += " | None"
            default = "None" if argument.default is None else python_literal(argument.default)
            parameters.append(f"{argument.name}: {annotation} = {default}")
        else:
            parameters.append(f"{argument.name}: {annotation}")
    return parameters


def runtime_parameters(arguments: tuple[Argument, ...]) -> list[str]:
    return [f"{a.name}: object = {'None' if a.optional else 'ABSENT'}" for a in arguments]
