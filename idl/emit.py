"""Emit the Python module for an IDL file's definitions.

The text written here is plain Python without any care for layout; ``generate.py``
runs the pinned ``ruff`` on it (imports and ``__all__`` sorted, then formatted),
so this file says *what* is generated, never how it is laid out.  The mapping is
described in ``idl/README.md``.
"""

from __future__ import annotations

import ast
import builtins
import keyword
import re
import textwrap
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from webapi._webidl import _arguments

from .extras import Extras, InterfaceExtras
from .model import (
    FLOAT_TYPES,
    INTEGER_TYPES,
    STRING_TYPES,
    Argument,
    Attribute,
    Constant,
    Definitions,
    Dictionary,
    IDLType,
    Interface,
    Member,
    Operation,
    PairIterable,
    Stringifier,
    ValueIterable,
)
from .protocols import write_protocols
from .pytypes import EAGER, STRING_LIKE, Types, python_literal, snake_case
from .reader import UnsupportedIDL
from .reflect import REFLECT_ATTRIBUTES, write_reflected

__all__ = ["emit_module"]

#: Types whose converter, a runtime function, has one module constant for every use.
_SHARED_CONVERTERS = frozenset({*INTEGER_TYPES, *FLOAT_TYPES, "boolean"})
#: Python's builtin names, which an IDL parameter may shadow (see _InterfaceWriter.unshadow).
_BUILTINS = frozenset(dir(builtins))
#: The types of HTML's event handler IDL attributes (the ``event_handlers`` extras key).
_EVENT_HANDLER_TYPES = frozenset(
    {"EventHandler", "OnErrorEventHandler", "OnBeforeUnloadEventHandler"}
)

_DO_NOT_EDIT = (
    "# Do not edit: change those files (or the generator in idl/) and run the command again."
)


class _Lines:
    """Source lines; ``add(indent, text)`` indents every line of ``text``."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, indent: int, text: str) -> None:
        if text:
            self.lines.extend("    " * indent + line if line else "" for line in text.split("\n"))

    def doc(self, indent: int, text: str) -> None:
        """A docstring, wrapped to the line length (``ruff format`` does not wrap them)."""
        width = 100 - 4 * indent - 6  # room for the quotes on either side
        paragraphs = [
            textwrap.fill(" ".join(p.split()), width, break_long_words=False)
            for p in text.split("\n\n")
        ]
        body = "\n\n".join(paragraphs)
        self.add(indent, f'"""{body}"""' if "\n" not in body else f'"""{body}\n"""')


def _capitalize(name: str) -> str:
    return name[:1].upper() + name[1:]


def _split(reference: str) -> tuple[str, str]:
    module, name = reference.split(":")
    return module, name


class _Module:
    """What the writers of a module's classes share: its interfaces (written parents first),
    the extras, the types, the names each class defines and the names from the reflect
    module."""

    def __init__(self, definitions: Definitions, extras: Extras, types: Types) -> None:
        self.interfaces = {i.name: i for i in definitions.interfaces}
        self.extras = extras
        self.t = types
        #: Interface -> the public names its class defines (IDL names, aliases, constants).
        self.public: dict[str, set[str]] = {}
        #: Names imported from the reflect module, and other modules' names (module -> names).
        self.imports: dict[str, set[str]] = {}
        #: The import statements of the impl modules whose functions the classes call.
        self.module_imports: set[str] = set()
        #: A wing's module: its classes are mixins (``mixin_suffix``) binding some members.
        self.partial = extras.mixin_suffix is not None
        #: Interface -> the wings' mixins that bind some of its members, each as
        #: (``"module:Class"``, the IDL names of the members it binds).
        self.wing_mixins: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        for wing in extras.wings:
            for name, table in wing.interfaces.items():
                reference = f"{wing.module}:{name}{wing.mixin_suffix}"
                self.wing_mixins.setdefault(name, []).append((reference, table.members))

    def ancestors(self, name: str) -> list[Interface]:
        """The interfaces ``name`` inherits from that this module defines, nearest first."""
        result = []
        parent = self.interfaces[name].inherits
        while parent in self.interfaces:
            result.append(self.interfaces[parent])
            parent = self.interfaces[parent].inherits
        return result

    def use(self, reference: str) -> str:
        """The name of ``"module:NAME"``, imported by the module."""
        module, name = _split(reference)
        self.imports.setdefault(module, set()).add(name)
        return name

    def use_function(self, reference: str) -> str:
        """The expression of an impl function ``"module:function"``: the module, imported
        under its last part (``_``-prefixed: ``from webapi.dom import _node``), and the
        function's name (``_node.normalize``), so that functions of one name in two modules do
        not clash and long names fit the line."""
        module, name = _split(reference)
        package, _, last = module.rpartition(".")
        alias = last if last.startswith("_") else f"_{last}"
        if package:
            statement = f"from {package} import {last}" + ("" if alias == last else f" as {alias}")
        else:  # a top-level module
            statement = f"import {module} as {alias}"
        self.module_imports.add(statement)
        return f"{alias}.{name}"


class _InterfaceWriter:
    """Writes the class for one interface."""

    def __init__(
        self, interface: Interface, extras: InterfaceExtras, types: Types, module: _Module
    ) -> None:
        self.interface = interface
        self.name = interface.name
        self.extras = extras
        self.t = types
        self.module = module
        self.impl_class = _split(extras.impl)[1]
        #: The generated class derives from the impl class: an instance is its own impl.
        self.own = extras.impl_is_self
        #: The expression of the impl object in a method.
        self.impl = "self" if self.own else "self._impl"
        #: What the instance keeps: the impl object, or (``lean``) it or its lean state.
        lean_state = _split(extras.lean_state)[1] if extras.lean_state else "str"
        self.impl_type = f'"{self.impl_class} | {lean_state}"' if extras.lean else self.impl_class
        self.out = _Lines()
        self.aliases: list[tuple[str, str]] = []
        left_out = set(extras.left_out) - {getattr(m, "name", "") for m in interface.members}
        if left_out:
            raise UnsupportedIDL(f"{self.name}: left_out names no member: {sorted(left_out)}")
        #: The class's name: the interface's, or its wing mixin's (``mixin_suffix``).
        self.class_name = self.name + (module.extras.mixin_suffix or "")
        names = {getattr(m, "name", None) for m in interface.members}
        if module.partial and not extras.members:
            raise UnsupportedIDL(f"{self.name}: a wing's module names the members it binds")
        if missing := set(extras.members) - names:
            raise UnsupportedIDL(f"{self.name}: members names no member: {sorted(missing)}")
        in_wings = {n for _, bound in module.wing_mixins.get(self.name, []) for n in bound}
        if missing := in_wings - names:
            raise UnsupportedIDL(f"{self.name}: a wing binds no member {sorted(missing)}")
        self.members: list[Member] = [
            m
            for m in interface.members
            if getattr(m, "name", None) not in extras.left_out
            and getattr(m, "name", None) not in in_wings
            and (not module.partial or getattr(m, "name", None) in extras.members)
        ]
        # (the special operations the protocols read are those not left out: the key "" leaves
        # out the unnamed ones)
        self.interface = interface = replace(interface, members=tuple(self.members))
        self.same_object = [] if self.own else self.caches_of(self.members)
        #: The [SameObject] caches of the ancestors (a wrapper's _wrap empties them too).
        self.inherited_caches = [
            a for i in module.ancestors(self.name) for a in self.caches_of(i.members)
        ]
        #: Public names this class defines (checked against the impl names it uses).
        self.public: set[str] = set()
        #: Impl member names the generated code uses.
        self.used: set[str] = set()

    def caches_of(self, members: Iterable[Member]) -> list[Attribute]:
        return [
            m
            for m in members
            if isinstance(m, Attribute)
            and m.same_object
            and m.type.name in self.t.interfaces
            and m.type.name not in self.t.self_impl
        ]

    def impl_name(self, idl_name: str) -> str:
        # (a keyword is usable with impl_is_self: the impl member is "_" and the name)
        if (keyword.iskeyword(idl_name) and not self.own) or not idl_name.isidentifier():
            raise UnsupportedIDL(f"{self.name}: {idl_name!r} is not a usable Python name")
        default = ("_" if self.own else "") + snake_case(idl_name)
        name = self.extras.impl_names.get(idl_name, default)
        if not isinstance(name, str) or ":" in name:
            raise UnsupportedIDL(
                f"{self.name}.{idl_name}: impl_names gives functions, where an impl member "
                "is needed (an indexed or named property, a [Reflect] attribute, a stringifier)"
            )
        self.used.add(name)
        return name

    def impl_functions(self, idl_name: str) -> tuple[str, str | None] | None:
        """The module-level impl functions ``impl_names`` gives for the member (``function``,
        or a getter and a setter), as the names the module imports them under; None where
        the impl has the member itself."""
        value = self.extras.impl_names.get(idl_name)
        if isinstance(value, str):
            value = [value] if ":" in value else None
        if value is None:
            return None
        if not self.own:
            raise UnsupportedIDL(f"{self.name}.{idl_name}: impl functions need impl_is_self")
        names = [self.module.use_function(reference) for reference in value]
        return names[0], names[1] if len(names) > 1 else None

    def event_handler_functions(self, attribute: Attribute) -> tuple[str, str] | None:
        """The module's event handler getter and setter (``event_handlers``), as imported, for
        an event handler IDL attribute; None for another attribute, or where the module names
        none."""
        functions = self.module.extras.event_handlers
        if not functions or attribute.type.typedef not in _EVENT_HANDLER_TYPES:
            return None
        if attribute.readonly or attribute.static:
            raise UnsupportedIDL(f"{self.name}.{attribute.name}: a readonly event handler")
        getter, setter = (self.module.use_function(f) for f in functions)
        return getter, setter

    def prefix(self, kind: str, member: str = "") -> str:
        """The module constant holding the error-message prefix for a member (the text
        ``webapi._webidl._arguments`` words, written out)."""
        if kind == "construct":
            name, text = f"_{self.name.upper()}_CONSTRUCT", _arguments.construct_prefix(self.name)
        elif kind == "execute":
            name = f"_{self.name.upper()}_{snake_case(member).upper()}"
            text = _arguments.execute_prefix(self.name, member)
        else:
            name = f"_{self.name.upper()}_SET_{snake_case(member).upper()}"
            text = _arguments.set_prefix(self.name, member)
        return self.t.constant(name, repr(text))

    def alias(self, idl_name: str) -> None:
        self.public.add(idl_name)
        if self.extras.snake_case_aliases and snake_case(idl_name) != idl_name:
            self.aliases.append((snake_case(idl_name), idl_name))
            self.public.add(snake_case(idl_name))

    def caches(self, indent: int, target: str) -> None:
        for attribute in [*self.inherited_caches, *self.same_object]:
            self.out.add(indent, f"{target}._{attribute.name} = None")

    def convert(
        self,
        value: str,
        a: Argument,
        position: int | str,
        prefix: str,
        member: str,
        given: str = "",
    ) -> str:
        """The expression converting the argument (or setter value) ``value`` (the converter
        is given the expression ``given`` instead, if any)."""
        kind = a.type
        if kind.name in ("any", "object"):  # the value itself (None is null or undefined)
            return (
                value
                if a.default is None
                else f"{python_literal(a.default)} if {value} is None else {value}"
            )
        if kind.name == "USVString" and member in self.extras.usv_in_impl:
            kind = replace(kind, name="DOMString")
        converter = self.t.converter(kind)
        if kind.name in _SHARED_CONVERTERS and converter.startswith("_webidl."):
            # a runtime function, one module constant for every use (_TO_UNSIGNED_LONG)
            converter = self.t.constant(f"_{converter[8:].upper()}", converter)
        elif not converter.isidentifier():
            if a.type.typedef:
                constant = f"_CONVERT_{a.type.typedef.upper()}"
            else:
                constant = f"_{self.name.upper()}_CONVERT_{snake_case(member).upper()}"
                constant += f"_{snake_case(a.name).upper()}"
            converter = self.t.constant(constant, converter)
        call = f"{converter}({given or value}, {prefix}, {position})"
        # The common case without a call: a value of an exact type whose conversion is the
        # value itself (an ASCII str for a USVString, bytes for a BufferSource, ...). Web IDL's
        # union conversion takes a string to its string member's conversion.
        if kind.name == "union":
            strings = [m for m in kind.params if m.name in STRING_TYPES]
            string_test = self.t.identity_test(strings[0], value) if strings else None
            tests = [string_test] if string_test else []
            instances = [m.name for m in kind.params if m.name in self.t.self_impl]
            if instances:  # an instance of an interface that is its own impl
                classes = instances[0] if len(instances) == 1 else f"({', '.join(instances)})"
                tests.append(f"isinstance({value}, {classes})")
            if len(tests) > 1:
                tests = [f"({t})" if " and " in t else t for t in tests]
            test = " or ".join(tests) or None
        else:
            test = self.t.identity_test(kind, value)
        if test is not None:
            call = f"{value} if {test} else {call}"
        if self.t.takes_none(a.type):
            if a.optional and a.default is not None and a.default.startswith('"'):
                # (a union's default that is not its dictionary: "default" of a preset)
                return f"{python_literal(a.default)} if {value} is None else {call}"
            return call
        if a.optional:
            default = "None" if a.default is None else python_literal(a.default)
            return f"{default} if {value} is None else {call}"
        if "LegacyNullToEmptyString" in a.type.attributes:  # null is the empty string
            return f'"" if {value} is None else {call}'
        return f"None if {value} is None else {call}" if a.type.nullable else call

    def parameters(self, arguments: tuple[Argument, ...], alias: str) -> list[str]:
        """Typed parameters; ``None`` stands for an optional argument left out."""
        result = []
        for a in arguments:
            annotation = self.t.into(a.type, alias + _capitalize(a.name))
            if a.variadic:
                result.append(f"*{a.name}: {annotation}")
                continue
            if a.optional and not annotation.endswith("None") and annotation != "object":
                annotation += " | None"
            result.append(f"{a.name}: {annotation}" + (" = None" if a.optional else ""))
        return result

    def option_keywords(self, arguments: tuple[Argument, ...]) -> list[tuple[str, str, str]]:
        """For an operation whose last argument is an optional dictionary (options), each
        member of it as a keyword-only parameter (its name, and its snake_case alias): the
        parameter, the member and the annotation. ``URLPattern(p, ignoreCase=True)`` as
        ``webapi.node.url.pathToFileURL(p, windows=True)``; the same for a union with one
        dictionary type (``addEventListener(type, f, once=True)``) and for a required
        dictionary (``FormDataEvent("formdata", formData=f)``: left out, or ``None``, with a
        keyword given, it is the keywords' dictionary)."""
        if not arguments or arguments[-1].variadic:
            return []
        kind = arguments[-1].type
        if not arguments[-1].optional and kind.name not in self.t.dictionaries:
            return []  # (a required dictionary: ``StaticRange(startContainer=n, ...)`` too)
        # A union with one dictionary (``(AddEventListenerOptions or boolean)``): its members
        # too (``addEventListener(type, f, once=True)``); the other type is not merged with
        # keywords (``keyword_options`` refuses the two together).
        kinds = kind.params if kind.name == "union" else (kind,)
        found = [self.t.dictionaries[k.name] for k in kinds if k.name in self.t.dictionaries]
        if len(found) != 1:
            return []
        dictionary = found[0]
        result = []
        for m in self.t.dictionary_members(dictionary.name):
            if keyword.iskeyword(m.name):  # no such keyword parameter: in the dictionary only
                continue
            annotation = self.t.into(m.type) + " | None"
            names = [m.name]
            if self.extras.snake_case_aliases and snake_case(m.name) != m.name:
                names.append(snake_case(m.name))
            result += [(name, m.name, annotation) for name in names]
        return result

    def defaults_fast_case(
        self, a: Argument, keywords: list[tuple[str, str, str]], prefix: str, position: int
    ) -> str | None:
        """For an optional dictionary argument (the last one, with ``keywords`` its members as
        keyword parameters) whose members are all ``boolean``s with a default, the expression
        of its conversion without a call for the common arguments, before ``{general}`` (the
        general conversion, put in by the caller). Each gives the dictionary of every member,
        in lexicographic order, as ``webapi._webidl.dictionary_converter`` does:

        - an exact ``dict`` (a subclass may override ``get``): each member read with ``get``
          once, in that order, and converted right after (a ``bool`` is its own conversion,
          ``None`` the default, anything else goes through ``to_boolean``);
        - left out, with each keyword left out or a ``bool``: the keyword's value (the last of
          a member's keywords given winning, as in ``keyword_options``) or the default.

        None for any other argument."""
        dictionary = self.t.dictionaries.get(a.type.name)
        if dictionary is None or not a.optional or a.type.nullable:
            return None
        members = sorted(dictionary.members, key=lambda m: m.name)
        if not all(
            m.type == IDLType("boolean") and m.default in ("true", "false") for m in members
        ):
            return None
        if any(k == "_item" for k, _, _ in keywords) or a.name == "_item":
            raise UnsupportedIDL(f"{self.name}: a parameter named _item")
        defaults = {m.name: python_literal(m.default or "") for m in members}
        reads = []  # ``_item``: the member just read, a local of the generated method
        for m in members:
            read = f'(_item := {a.name}.get("{m.name}"))'
            to_boolean = f"{self.t.use('to_boolean')}(_item, {prefix}, {position})"
            value = (
                f"_item if {read} is True or _item is False else {defaults[m.name]}"
                " if _item is None"
            )
            reads.append(f'"{m.name}": {value} else {to_boolean}')
        from_dict = "{" + ", ".join(reads) + "}"
        tests, items = [f"{a.name} is None"], []
        for m in members:
            names = [k for k, name, _ in keywords if name == m.name]
            tests += [f"({k} is None or {k} is True or {k} is False)" for k in names]
            if not names:
                items.append(f'"{m.name}": {defaults[m.name]}')
                continue
            value = names[0]
            for later in names[1:]:
                value = f"({value} if {later} is None else {later})"
            # None (left out) is the default; a bool is its own conversion.
            items.append(
                f'"{m.name}": {value} {"is True" if m.default == "false" else "is not False"}'
            )
        left_out = "{" + ", ".join(items) + "}"
        return (
            f"{from_dict} if type({a.name}) is dict else {left_out} if {' and '.join(tests)}"
            " else {general}"
        )

    def resolve(self, operations: list[Operation]) -> tuple[tuple[Argument, ...], str]:
        """The arguments of one Python method for the overloads, and the statement
        that resolves which overload a call means.

        Supported: two overloads, the shorter one the longer one without a required
        string argument at index ``d``, whose place a dictionary takes.  Web IDL's
        overload resolution (https://webidl.spec.whatwg.org/#es-overloads) then picks
        the shorter one when that argument is a dictionary, ``None`` or left out."""
        if len(operations) == 1:
            return operations[0].arguments, ""
        by_type = self.resolve_by_type(operations)
        if by_type is not None:
            return by_type
        by_count = self.resolve_by_count(operations)
        if by_count is not None:
            return by_count
        longer, shorter = sorted(operations, key=lambda o: -len(o.arguments))
        a, b = longer.arguments, shorter.arguments
        d = next(i for i, argument in enumerate(a) if i == len(b) or argument.name != b[i].name)
        rest = a[:d] + a[d + 1 :]
        if (
            len(operations) != 2
            or [(x.name, x.type) for x in rest] != [(x.name, x.type) for x in b]
            or a[d].type.name not in STRING_TYPES
            or a[d].optional
            or d == len(b)
            or b[d].type.name not in self.t.dictionaries
        ):
            raise UnsupportedIDL(f"{self.name}: overloads {[o.idl for o in operations]}")
        names = [x.name for x in a]
        test = f"{names[d]} is not None and {names[-1]} is None"
        shift = (
            f"# Overload resolution: a dictionary as {names[d]} is the overload without it.\n"
            f"if {test} and {self.t.use('is_dictionary')}({names[d]}):\n"
            f"    {', '.join(names[d:])} = None, {', '.join(names[d:-1])}"
        )
        merged = (*b[:d], Argument(names[d], a[d].type, optional=True), *b[d:])
        return merged, shift

    def resolve_by_count(
        self, operations: list[Operation]
    ) -> tuple[tuple[Argument, ...], str] | None:
        """The arguments for two overloads told apart by their argument count alone, the
        longer one the shorter one and one or more required arguments, then optional ones
        (``select.remove()``, the ``ChildNode`` one, and ``select.remove(index)``;
        ``setRangeText(replacement)`` and ``setRangeText(replacement, start, end,
        selectionMode)``): those required arguments optional, the impl given None where they
        were left out, and a call giving some of them but not all the arity error (Web IDL's
        overload resolution finds no overload of that argument count); None for another
        shape."""
        if len(operations) != 2:
            return None
        longer, shorter = sorted(operations, key=lambda o: -len(o.arguments))
        a, b = longer.arguments, shorter.arguments
        extra = a[len(b) :]
        required = [x for x in extra if not x.optional]
        if (
            len(a) <= len(b)
            or [(x.name, x.type) for x in a[: len(b)]] != [(x.name, x.type) for x in b]
            or not required
            or list(extra[: len(required)]) != required
            or any(x.optional for x in b)
        ):
            return None
        merged = (
            *b,
            *(Argument(x.name, x.type, optional=True) for x in required),
            *extra[len(required) :],
        )
        if len(required) == 1:
            return merged, ""
        names = [x.name for x in required]
        some = " or ".join(f"{name} is not None" for name in names)
        every = " and ".join(f"{name} is not None" for name in names)
        absent = self.t.use("ABSENT")
        counted = ", ".join(
            [*(x.name for x in b), *(f"{absent} if {name} is None else {name}" for name in names)]
        )
        arity = f"{self.t.use('arity_error')}({{prefix}}, {len(b) + len(names)}, {counted})"
        check = (
            f"# Overload resolution: {', '.join(names)} are given together or not at all.\n"
            f"if ({some}) and not ({every}):\n"
            f"    raise {arity}"
        )
        return merged, check

    def resolve_by_type(
        self, operations: list[Operation]
    ) -> tuple[tuple[Argument, ...], str] | None:
        """The arguments and resolution statement for two overloads that differ in one
        required argument's type, a string type in one and an interface type in the other,
        the interface's overload possibly taking more optional arguments after it
        (``FormData``'s ``append(name, value)`` / ``append(name, blobValue, filename)``); None
        for another shape.

        Web IDL's overload resolution (https://webidl.spec.whatwg.org/#es-overloads): with
        an argument after the distinguishing one given, only the interface's overload has
        that many, so the value must be an instance of the interface; otherwise an instance
        takes the interface's overload and anything else is converted as the string. The one
        Python parameter (the string overload's name) takes ``(Interface or String)``."""
        if len(operations) != 2:
            return None
        first, second = operations
        pairs = zip(first.arguments, second.arguments, strict=False)
        d = next((i for i, (x, y) in enumerate(pairs) if x.type != y.type), None)
        if d is None:
            return None
        strings = [o for o in operations if o.arguments[d].type.name in STRING_TYPES]
        instances = [o for o in operations if o.arguments[d].type.name in self.t.interfaces]
        if len(strings) != 1 or len(instances) != 1:
            return None
        string, instance = strings[0].arguments, instances[0].arguments
        if (
            len(string) != d + 1
            or [(x.name, x.type) for x in string[:d]] != [(x.name, x.type) for x in instance[:d]]
            or string[d].optional
            or instance[d].optional
            or string[d].type.nullable
            or instance[d].type.nullable
            or not all(a.optional and not a.variadic for a in instance[d + 1 :])
        ):
            raise UnsupportedIDL(f"{self.name}: overloads {[o.idl for o in operations]}")
        interface = instance[d].type.name
        union = IDLType("union", params=(instance[d].type, string[d].type))
        merged = (*string[:d], Argument(string[d].name, union), *instance[d + 1 :])
        later = [a.name for a in instance[d + 1 :]]
        if not later:
            return merged, ""
        value = string[d].name
        given = " or ".join(f"{name} is not None" for name in later)
        error = f'{self.t.use("not_of_type")}({{prefix}}, {d + 1}, {value}, "{interface}")'
        shift = (
            f"# Overload resolution: with {later[0]} given, only the {interface} overload.\n"
            f"if ({given}) and not isinstance({value}, {interface}):\n"
            f"    raise {error}"
        )
        return merged, shift

    def operation(self, operations: list[Operation]) -> None:
        statics = [o for o in operations if o.static]
        if statics and len(statics) < len(operations):
            # A static and a regular operation of one name (Response.json(data) and
            # response.json()): two functions, and a descriptor that gives the static one
            # on the class and the bound regular one on an instance, as JavaScript's
            # interface object and prototype each have theirs.
            regular = [o for o in operations if not o.static]
            name = regular[0].name
            functions = []
            for group, kind in ((statics, "static"), (regular, "instance")):
                start = len(self.out.lines)
                functions.append(f"_{kind}_{name}")
                self.write_operation(group, functions[-1])
                self.unshadow(start, {a.name for o in group for a in o.arguments})
            both = f"{self.t.use('static_or_instance')}({', '.join(functions)})"
            self.out.add(1, f"{name} = {both}")
            self.alias(name)
            return
        start = len(self.out.lines)
        self.write_operation(operations)
        parameters = {a.name for o in operations for a in o.arguments}
        arguments = self.resolve(operations)[0]
        parameters |= {keyword for keyword, _, _ in self.option_keywords(arguments)}
        self.unshadow(start, parameters)

    def unshadow(self, start: int, parameters: set[str]) -> None:
        """In the method written from line ``start``, the builtins its parameters shadow
        (``addEventListener(type, ...)`` and the conversions' ``type(value) is str``) called
        under other names instead (``from builtins import type as _BUILTIN_TYPE``): the
        parameters keep their IDL names."""
        lines = self.out.lines
        body = (
            next(
                i
                for i in range(start, len(lines))
                if lines[i].lstrip().startswith(("def ", "async def "))
            )
            + 1
        )
        for name in sorted(parameters & _BUILTINS):
            call = re.compile(rf"(?<![.\w]){name}\(")
            if any(call.search(line) for line in lines[body:]):
                # imported from builtins under another name (not a module constant), so that
                # type checkers narrow ``_BUILTIN_TYPE(value) is str`` as ``type(value) is str``
                constant = f"_BUILTIN_{name.upper()}"
                self.module.imports.setdefault("builtins", set()).add(f"{name} as {constant}")
                lines[body:] = [call.sub(constant + "(", line) for line in lines[body:]]

    def write_operation(self, operations: list[Operation], python_name: str = "") -> None:
        """The method for ``operations`` (overloads of one name), named ``python_name`` if
        given (a static operation sharing its name with a regular one)."""
        first, out = operations[0], self.out
        if any(key == "Default" for key, _ in first.extended):
            raise UnsupportedIDL(f"{self.name}: [Default] {first.name} (a default toJSON)")
        constructor = first.name == "constructor"
        name = "__init__" if constructor else first.name
        member = "constructor" if constructor else name
        prefix = ""  # the error-message prefix, only where an argument can fail
        if any(o.arguments for o in operations):
            kind = "construct" if constructor else "execute"
            prefix = self.prefix(kind, "" if constructor else name)
        alias = self.name + ("" if constructor else _capitalize(name))
        promise = first.return_type.name == "Promise"
        returns = (
            "None"
            if constructor
            else self.t.out(first.return_type.params[0] if promise else first.return_type)
        )
        # An operation returning a promise is a coroutine function (its conversion errors reject
        # it: they raise when awaited), unless it takes no argument: then its steps run when it
        # is called, as JavaScript's do (a body is disturbed when text() is called, not when its
        # promise is awaited), and the impl's coroutine is returned as it is.
        eager = promise and not any(o.arguments for o in operations)
        define = "async def" if promise and not eager else "def"
        if eager:  # (a coroutine: asyncio.run and create_task take it)
            self.t.abc.add("Coroutine")
            self.t.typing.add("Any")
            returns = f"Coroutine[Any, Any, {returns}]"
        own = [] if first.static else ["self"]
        decorators = ["@staticmethod"] if first.static else []
        arguments, shift = self.resolve(operations)
        keywords = self.option_keywords(arguments)
        # A required dictionary that keywords can stand for: optional for type checkers
        # (None), and left out only when no keyword is given either (the arity error).
        keyed_required = bool(keywords) and not arguments[-1].optional
        if keyed_required:
            if len(operations) > 1:
                raise UnsupportedIDL(f"{self.name}: overloads with a required dictionary")
            arguments = (*arguments[:-1], replace(arguments[-1], optional=True))
        required = [a.name for a in arguments if not a.optional and not a.variadic]
        typed_keywords = ["*"] + [f"{k}: {annotation} = None" for k, _, annotation in keywords]
        typed_keywords = typed_keywords if keywords else []
        if len(operations) > 1:
            for overload in operations:
                parameters = own + self.parameters(overload.arguments, alias) + typed_keywords
                self.t.typing.add("overload")
                out.add(1, "\n".join(["@overload", *decorators]))
                out.add(1, f"{define} {name}({', '.join(parameters)}) -> {returns}: ...")
            # mypy wants a parameter at the same place in each overload and the implementation;
            # the overload resolution statement below moves it there.
            signature = own + [
                f"{a.name}: object = {'ABSENT' if a.name in required else 'None'}"
                for a in arguments
            ]
            signature += ["*"] + [f"{k}: object = None" for k, _, _ in keywords] if keywords else []
            if self.resolve_by_count(operations) is None:  # (by count: the same places)
                signature[0] = "  # type: ignore[misc]\n" + signature[0]
        else:
            signature = own + self.parameters(arguments, alias) + typed_keywords
            decorators += ["@" + self.t.use("absent_defaults")] if required else []
        out.add(
            1,
            "\n".join(
                [
                    *decorators,
                    f"{define} {python_name or name}({', '.join(signature)}) -> {returns}:",
                ]
            ),
        )
        out.doc(2, "\n\n".join(f"``{o.idl}``" for o in operations))
        if required or keyed_required:
            missing = [f"{r} is ABSENT" for r in required]
            counted = list(required)  # what the arity error counts
            if keyed_required:
                last = arguments[-1].name
                no_keyword = " and ".join(f"{k} is None" for k, _, _ in keywords)
                missing.append(f"({last} is None and {no_keyword})")
                counted.append(f"ABSENT if {last} is None else {last}")
            arity = f"{self.t.use('arity_error')}({prefix}, {len(counted)}, {', '.join(counted)})"
            out.add(2, f"if {' or '.join(missing)}:\n    raise {arity}")
            self.t.use("ABSENT")
        out.add(2, shift.replace("{prefix}", prefix))
        common = constructor and self.extras.common_init is not None
        on_first_use = self.extras.impl_on_first_use
        if common:
            if len(arguments) != 1 or len(operations) > 1 or keywords or shift:
                raise UnsupportedIDL(f"{self.name}: common_init needs one plain argument")
            if self.extras.lean or on_first_use:
                raise UnsupportedIDL(f"{self.name}: common_init with lean or impl_on_first_use")
            argument = arguments[0].name
            given = argument
            if any(isinstance(m, PairIterable) for m in self.interface.members):
                # An instance of the class itself: its pairs, what iterating it gives.
                pairs = f"{argument}._impl.{self.extras.pairs}"
                given = f"{pairs} if type({argument}) is {self.name} else {argument}"
            common_call = f"{self.impl_class}.{self.extras.common_init}({given})"
            out.add(2, f"impl = {common_call}")
            out.add(2, "if impl is None:")
            indent = 3
        else:
            indent = 2
        if constructor and self.extras.python_init and arguments:
            module, function = _split(self.extras.python_init)
            hook = self.t.constant(
                f"_{self.name.upper()}_PYTHON_INIT",
                f'__import__("{module}", fromlist=["{function}"]).{function}',
            )
            first_argument = arguments[0].name
            out.add(indent, f"{first_argument} = {hook}({first_argument})")
        fast = None
        if arguments:
            fast = self.defaults_fast_case(arguments[-1], keywords, prefix, len(arguments))
        taken = [a.name for a in arguments]  # what each argument's converter is given
        if keywords:
            given = " or ".join(f"{k} is not None" for k, _, _ in keywords)
            pairs = "".join(f'("{member}", {k}), ' for k, member, _ in keywords)
            options = arguments[-1].name
            merge = f'{self.t.use("keyword_options")}({options}, ({pairs}), {prefix}, "{options}")'
            if fast is not None:
                # Keywords go into a given dictionary before any conversion, as ever (a
                # mapping's getters run there); without one they make a plain dict, which
                # nothing sees: then made at its conversion (below), where the fast case is.
                given = f"{options} is not None and " + (f"({given})" if " or " in given else given)
                taken[-1] = f"{options} if {options} is not None else {merge}"
            out.add(2, f"if {given}:\n    {options} = {merge}")
        converted = [
            self.convert(a.name, a, i, prefix, member, taken[i - 1])
            if not a.variadic
            else f"[{self.convert('_v', a, '_i', prefix, member)} for _i, _v in "
            f"enumerate({a.name}, {i})]"
            for i, a in enumerate(arguments, 1)
        ]
        if fast is not None:
            converted[-1] = fast.replace("{general}", converted[-1])
        values = ", ".join(converted)
        if constructor:
            self.constructor_call(values, arguments, common)
            return
        if first.static and self.extras.impl_on_first_use:
            raise UnsupportedIDL(f"{self.name}: impl_on_first_use with a static operation")
        functions = self.impl_functions(first.name)
        if functions is not None:  # a module-level impl function, the object first
            if functions[1] is not None:
                raise UnsupportedIDL(f"{self.name}.{first.name}: two functions for an operation")
            receiver = [] if first.static else [self.impl]
            call = f"{functions[0]}({', '.join([*receiver, values] if values else receiver)})"
        else:
            impl = self.impl_name(first.name)
            if python_name and first.static:  # (a regular one of that name too) static_<name>
                impl = self.impl_name(f"static_{snake_case(first.name)}")
            callee = f"{self.impl_class}.{impl}" if first.static else f"{self.impl}.{impl}"
            call = f"{callee}({values})"
        returns_type = first.return_type
        if returns_type.name == "Promise":
            # https://webidl.spec.whatwg.org/#es-operations: an operation returning a promise
            # rejects it instead of throwing: a coroutine raises when awaited, conversion
            # errors included. The impl returns an awaitable (an async def, a future).
            out.add(
                2,
                f"return {call}"
                if not any(o.arguments for o in operations)
                else f"return await {call}",
            )
        elif returns_type.name in self.t.dictionaries:  # the impl returns a plain dict
            self.t.typing.add("cast")
            out.add(2, f'return cast("{returns}", {call})')
        elif returns_type.name == "undefined":
            out.add(2, call)
        else:
            self.returning(2, call, returns_type)
        if not python_name:
            self.alias(name)

    def returning(self, indent: int, expression: str, t: IDLType) -> None:
        """The statements returning the impl's value ``expression`` of the type ``t``: an
        instance of a wrapper class is made for an impl object; a callback gives back the
        Python object it was given; anything else is returned as it is."""
        wrapped = t.name in self.t.interfaces and t.name not in self.t.self_impl
        if wrapped or t.name in self.t.callbacks or t.name in self.t.callback_interfaces:
            value = f"{t.name}._wrap(result)" if wrapped else "result.callback"
            value = f"None if result is None else {value}" if t.nullable or not wrapped else value
            self.out.add(indent, f"result = {expression}\nreturn {value}")
            return
        if t.name in ("sequence", "record", "union", "Promise"):
            inner = [p for p in t.params if p.name in self.t.interfaces]
            if any(p.name not in self.t.self_impl for p in inner):
                raise UnsupportedIDL(f"{self.name}: a {t} of wrapped impl objects")
        union_of_own = t.name == "union" and all(
            p.name in self.t.self_impl or p.name in self.t.external for p in t.params
        )
        if (self.own and (t.name in self.t.self_impl or union_of_own)) or (
            not self.own and _names_in(t) & (set(self.t.external) - self.t.external_wrapped)
        ):
            # The impl returns the object typed as its impl class; it is an instance of the
            # public class (the node classes are registered, the others are _interface_class;
            # another module's, such as a FormData's Files, likewise).
            self.t.typing.add("cast")
            expression = f'cast("{self.t.out(t)}", {expression})'
        self.out.add(indent, f"return {expression}")

    def constructor_call(self, values: str, arguments: tuple[Argument, ...], common: bool) -> None:
        """The constructor's last statement: the impl object made, or (``impl_is_self``) the
        impl's constructor steps run on ``self``."""
        out, method = self.out, self.extras.constructor
        if self.own:
            callee = f"{self.impl_class}.{method or '__init__'}"
            if method and ":" in method:  # a module-level impl function, the object first
                callee = self.module.use_function(method)
            out.add(2, f"{callee}(self{', ' if values else ''}{values})")
            return
        if method and ":" in method:
            raise UnsupportedIDL(f"{self.name}: a constructor function needs impl_is_self")
        callee = self.impl_class + (f".{method}" if method else "")
        if self.extras.impl_on_first_use:
            if method:
                raise UnsupportedIDL(f"{self.name}: impl_on_first_use calls the impl class")
            module, impl = _split(self.extras.impl)
            callee = self.t.constant(
                f"_{self.name.upper()}_IMPL",
                f'__import__("{module}", fromlist=["{impl}"]).{impl}',
            )
        if self.extras.lean:
            self.lean_constructor(arguments, f"{callee}({values})")
        elif common:
            out.add(3, f"impl = {callee}({values})")
            out.add(2, "self._impl = impl")
        else:
            out.add(2, f"self._impl = {callee}({values})")
        self.caches(2, "self")

    def lean_constructor(self, arguments: tuple[Argument, ...], construct: str) -> None:
        """The constructor's last step with a ``lean`` function: the lean state of the first
        argument when the others are absent (the argument itself when it is a ``str`` that
        ``lean_pattern`` matches), else the impl object."""
        module, function = _split(self.extras.lean or "")
        lean = self.t.constant(
            f"_{self.name.upper()}_LEAN",
            f'__import__("{module}", fromlist=["{function}"]).{function}',
        )
        first, others = arguments[0].name, [a.name for a in arguments[1:]]
        test = "".join(f"{o} is None and " for o in others)
        check = "if"
        if self.extras.lean_pattern:
            module, pattern = _split(self.extras.lean_pattern)
            match = self.t.constant(
                f"_{self.name.upper()}_LEAN_MATCH",
                f'__import__("{module}", fromlist=["{pattern}"]).{pattern}.fullmatch',
            )
            self.out.add(2, f"if {test}type({first}) is str and {match}({first}) is not None:")
            self.out.add(3, f"self._state = {first}")
            check = "elif"
        self.out.add(2, f"{check} {test}(state := {lean}({first})) is not None:")
        self.out.add(3, "self._state = state")
        self.out.add(2, f"else:\n    self._state = {construct}")

    def lean_stringifier(self, attribute: Attribute) -> None:
        """The stringifier attribute of an interface with a ``lean`` state: the state itself,
        or the impl's attribute."""
        name, impl = attribute.name, self.impl_name(attribute.name)
        expression = f"state if isinstance(state := self._state, str) else state.{impl}"
        self.out.add(1, f"@property\ndef {name}(self) -> {self.t.out(attribute.type)}:")
        self.out.doc(2, f"``{attribute.idl}``")
        self.out.add(2, f"return {expression}")
        argument = Argument("value", attribute.type)
        value = self.convert("value", argument, 0, self.prefix("set", name), name)
        self.out.add(1, f"@{name}.setter")
        self.out.add(1, f"def {name}(self, value: {self.t.into(attribute.type)}) -> None:")
        self.out.add(2, f"self._impl.{impl} = {value}")
        self.alias(name)
        self.stringifier(expression, f"The ``{name}`` attribute (the stringifier).")

    def attribute(self, attribute: Attribute) -> None:
        # name: the IDL name (extras, messages, impl names); python: the Python name (the
        # same, or with a trailing underscore where the IDL name is a Python keyword)
        out, name, python = self.out, attribute.name, attribute.python_name
        if attribute.static:
            self.static_attribute(attribute)
            return
        if any(key in REFLECT_ATTRIBUTES for key, _ in attribute.extended):
            write_reflected(self, attribute)
            self.alias(python)
            return
        functions = self.impl_functions(name)
        handler = self.event_handler_functions(attribute)
        if handler is not None:
            functions = handler
            impl = f"{functions[0]}({self.impl}, {name!r})"
        elif functions is not None:
            impl = f"{functions[0]}({self.impl})"
            if not attribute.readonly and functions[1] is None:
                raise UnsupportedIDL(f"{self.name}.{name}: impl_names needs a getter and a setter")
        else:
            impl = f"{self.impl}.{self.impl_name(name)}"
        if self.extras.lean and attribute.stringifier and not attribute.readonly:
            self.lean_stringifier(attribute)
            return
        forwards = attribute.extended_attribute("PutForwards")
        if forwards is None and self.plain_attribute(attribute):
            self.alias(python)
            if attribute.stringifier:
                self.stringifier(impl, f"The ``{name}`` attribute (the stringifier).")
            return
        out.add(1, f"@property\ndef {python}(self) -> {self.t.out(attribute.type)}:")
        out.doc(2, f"``{attribute.idl}``")
        kind = attribute.type
        if attribute in self.same_object:
            cache, wrap = f"self._{name}", f"{kind.name}._wrap({impl})"
            out.add(2, f"wrapper = {cache}\nif wrapper is None:\n    wrapper = {cache} = {wrap}")
            out.add(2, "return wrapper")
        elif (
            kind.name in self.t.interfaces
            and kind.name not in self.t.self_impl
            and not kind.nullable
        ):
            out.add(2, f"return {kind.name}._wrap({impl})")
        else:
            self.returning(2, impl, kind)
        if not attribute.readonly:
            argument = Argument("value", kind)
            value = self.convert("value", argument, 0, self.prefix("set", name), name)
            out.add(1, f"@{python}.setter")
            out.add(1, f"def {python}(self, value: {self.t.into(kind)}) -> None:")
            indent = 2
            if kind.name in self.t.enums:
                # Web IDL's attribute setter: a string not of the enumeration is ignored
                if kind.nullable:
                    raise UnsupportedIDL(f"{self.name}.{name}: a nullable enumeration attribute")
                ignored = self.t.use("enum_attribute_value")
                checked = f"{ignored}({self.t.converter(kind)}, value, {self.prefix('set', name)})"
                out.add(2, f"if (converted := {checked}) is not None:")
                indent, value = 3, "converted"
            if handler is not None:
                out.add(indent, f"{handler[1]}({self.impl}, {name!r}, {value})")
            elif functions is not None:
                out.add(indent, f"{functions[1]}({self.impl}, {value})")
            else:
                out.add(indent, f"{impl} = {value}")
        elif forwards is not None:
            self.put_forwards(attribute, forwards)
        self.alias(python)
        if attribute.stringifier:
            self.stringifier(impl, f"The ``{name}`` attribute (the stringifier).")

    def put_forwards(self, attribute: Attribute, target: str) -> None:
        """https://webidl.spec.whatwg.org/#PutForwards: setting the attribute sets the
        attribute ``target`` of the object it returns (``element.classList = "a b"`` sets
        ``element.classList.value``), whose setter converts the value."""
        forwarded = self.module.interfaces.get(attribute.type.name)
        members = forwarded.members if forwarded else ()
        found = [m for m in members if isinstance(m, Attribute) and m.name == target]
        if found:
            annotation = self.t.into(found[0].type)
        else:  # another module's interface, not in the IDL read: its setter's type
            annotation = "Any"
            self.t.typing.add("Any")
        name = attribute.python_name
        self.out.add(1, f"@{name}.setter")
        self.out.add(1, f"def {name}(self, value: {annotation}) -> None:")
        self.out.add(2, f"self.{name}.{target} = value")

    def static_attribute(self, attribute: Attribute) -> None:
        """A ``static readonly attribute``: read on the class (or an instance), the impl
        class's attribute."""
        if not attribute.readonly:
            raise UnsupportedIDL(f"{self.name}: a static attribute that is not readonly")
        name, impl = attribute.name, self.impl_name(attribute.name)
        self.out.add(1, f"@{self.t.use('static_attribute')}")
        self.out.add(1, f"def {name}() -> {self.t.out(attribute.type)}:")
        self.out.doc(2, f"``{attribute.idl}``")
        self.returning(2, f"{self.impl_class}.{impl}", attribute.type)
        self.alias(name)

    def redeclared_below(self, name: str) -> bool:
        """Whether an interface of this module that inherits from this one declares an
        attribute ``name`` again (``DOMRect``'s ``inherit attribute x`` over
        ``DOMRectReadOnly``'s readonly one): then the readonly one is not ``Final``."""
        return any(
            self.name in [a.name for a in self.module.ancestors(other.name)]
            and any(isinstance(m, Attribute) and m.name == name for m in other.members)
            for other in self.module.interfaces.values()
        )

    def plain_attribute(self, attribute: Attribute) -> bool:
        """Write an attribute whose getter returns the impl's attribute of a builtin type, and
        whose setter (if any) sets it to the value's conversion by one of the converters that
        load with the package, on one line: ``webapi._webidl.attribute`` makes the property
        and the annotation gives type checkers its types (a private alias of ``Attribute``
        for a settable one, to keep the line short). With ``impl_is_self``, a readonly one of
        any type but a callback, the getter ``operator.attrgetter`` of the impl's attribute (a
        C call). False (nothing written) for any other attribute."""
        t, name, returns = self.t, attribute.name, self.t.out(attribute.type)
        kind = attribute.type.name
        if self.own and attribute.readonly:
            if kind in self.t.callbacks or kind in self.t.callback_interfaces:
                return False
        elif attribute in self.same_object or returns not in ("str", "bool", "int", "float"):
            return False
        arguments = [repr(attribute.idl)]
        if attribute.readonly:
            annotation = f"ReadonlyAttribute[{returns}]"
            if not self.redeclared_below(name):
                t.typing.add("Final")
                annotation = f"Final[{annotation}]"
            t.checking["ReadonlyAttribute"] = ""
        else:
            converter = t.converter(attribute.type)
            if not converter.isidentifier() or attribute.type.nullable:
                return False
            if attribute.type.attributes & {"LegacyNullToEmptyString"}:
                return False
            arguments += [converter, repr(self.name)]
            annotation = f"_{_capitalize(returns)}Attribute"
            definition = f'"Attribute[{returns}, {t.into(attribute.type)}]"'
            if t.checking.setdefault(annotation, definition) != definition:
                raise UnsupportedIDL(f"{self.name}.{name}: two types for {annotation}")
            t.checking["Attribute"] = ""
        if returns in ("str", "bool", "int", "float"):
            arguments += [f"returns={returns}"] if returns != "str" else []
        functions = self.impl_functions(name)
        if functions is not None:
            if not attribute.readonly and functions[1] is None:
                raise UnsupportedIDL(f"{self.name}.{name}: impl_names needs a getter and a setter")
            arguments += [f"getter={functions[0]}"]
            arguments += [f"setter={functions[1]}"] if not attribute.readonly else []
        else:
            impl = self.impl_name(name)
            arguments += [f"name={impl!r}"] if impl != name else []
            arguments += ["own=True"] if self.own else []
        python = attribute.python_name
        out = f"{python}: {annotation} = {t.use('attribute')}({', '.join(arguments)})"
        self.out.add(1, out)
        return True

    def stringifier(self, expression: str, doc: str) -> None:
        if self.extras.stringifier_str:
            self.out.add(1, f"def __str__(self) -> str:\n    return {expression}")
        self.out.add(1, "def toString(self) -> str:")
        self.out.doc(2, doc)
        self.out.add(2, f"return {expression}")
        self.alias("toString")

    def bases(self) -> list[str]:
        """The class's bases (and keywords): the iterable mixins, the hand-written mixin, the
        parent interface's class, the wings' mixins and the impl class (``impl_is_self``) or
        ``Interface``; a wing's mixin (``mixin_suffix``): the impl class alone."""
        wings = self.module.wing_mixins.get(self.name, [])
        if (self.module.partial or wings) and not self.own:
            raise UnsupportedIDL(f"{self.name}: members bound in wings need impl_is_self")
        if self.module.partial:
            return [self.impl_class]
        bases = [_split(self.extras.mixin)[1]] if self.extras.mixin else []
        parent = self.interface.inherits
        if parent is not None:
            if parent not in self.t.interfaces:
                raise UnsupportedIDL(f"{self.name} inherits from {parent}, which is not here")
            if self.own != (parent in self.t.self_impl):
                raise UnsupportedIDL(f"{self.name} and {parent}: impl_is_self for both or none")
            bases.append(parent)
        bases += [self.module.use(reference) for reference, _ in wings]
        if self.own:
            bases.append(self.impl_class)
        elif parent is None:
            bases.append(self.t.use("Interface"))  # _wrap
        for iterable in (m for m in self.members if isinstance(m, PairIterable)):
            # Its members, and their docstrings, are webapi._webidl.PairIterable's.
            if self.own:
                raise UnsupportedIDL(f"{self.name}: iterable<K, V> with impl_is_self")
            key, value = self.t.out(iterable.key_type), self.t.out(iterable.value_type)
            mixin = f"{self.t.use('PairIterable')}[{key}, {value}]"
            bases = [mixin, *bases, f'pairs="{self.extras.pairs}"']
        if self.interface.special("getter", "unsigned long") is not None:
            # __iter__ (and, for iterable<V>, entries, keys, values, forEach)
            value_iterable = any(isinstance(m, ValueIterable) for m in self.members)
            mixin = "ValueIterable" if value_iterable else "IndexedIterable"
            bases.insert(0, self.t.use(mixin))
        elif any(isinstance(m, ValueIterable) for m in self.members):
            raise UnsupportedIDL(f"{self.name}: iterable<V> without an indexed getter")
        constants = [m for m in self.members if isinstance(m, Constant)]
        ancestors = self.module.ancestors(self.name)
        if constants and not any(isinstance(m, Constant) for a in ancestors for m in a.members):
            bases.append(f"metaclass={self.t.use('InterfaceType')}")  # read-only constants
        return bases

    def slots(self) -> None:
        """``__slots__``: none of its own with ``impl_is_self`` (the impl classes declare
        them), else the impl's slot and the [SameObject] caches (the root class also
        ``__weakref__``)."""
        out = self.out
        if self.own:
            out.add(1, "__slots__ = ()")
            return
        state = "_state" if self.extras.lean else "_impl"
        own = [f"_{a.name}" for a in self.same_object]
        root = self.interface.inherits is None
        slots = ["__weakref__", *sorted([state, *own])] if root else sorted(own)
        listed = ", ".join(repr(s) for s in slots) + ("," if len(slots) == 1 else "")
        out.add(1, f"__slots__ = ({listed})")
        out.add(1, f"{state}: {self.impl_type}")
        for attribute in self.same_object:
            out.add(1, f"_{attribute.name}: {attribute.type.name} | None")

    def constructor(self) -> None:
        out = self.out
        constructors = self.interface.operations("constructor")
        # [HTMLConstructor]: the constructor of a custom element's class (its __init__ calls
        # super().__init__()): the impl's HTML element constructor steps
        # (webapi/html/elements/_custom_elements.py), "Illegal constructor" for a class not defined.
        html_constructor = bool(constructors) and any(
            k == "HTMLConstructor" for k, _ in constructors[0].extended
        )
        if constructors and not html_constructor:
            self.operation(constructors)
        elif html_constructor:
            out.add(1, "def __init__(self) -> None:")
            out.doc(2, "``[HTMLConstructor]``: the constructor of a custom element's class.")
            out.add(2, "self._html_constructor()")
        else:
            prefix = self.prefix("construct")
            out.add(1, "def __init__(self) -> None:")
            out.add(2, f'raise TypeError(f"{{{prefix}}}: Illegal constructor")')
        if (self.same_object or self.inherited_caches) and not self.own:
            # webapi._webidl.Interface's, with the caches emptied
            self.t.typing.add("Self")
            state = "_state" if self.extras.lean else "_impl"
            # (a derived class's impl is its own impl class: Any, as its parent's _wrap says)
            impl_type = self.impl_type if self.interface.inherits is None else "Any"
            self.t.typing.update(["Any"] if impl_type == "Any" else [])
            out.add(1, f"@classmethod\ndef _wrap(cls, impl: {impl_type}) -> Self:")
            out.doc(2, f"A new ``{self.name}`` for ``impl`` (its constructor steps are not run).")
            out.add(2, f"obj = cls.__new__(cls)\nobj.{state} = impl")
            self.caches(2, "obj")
            out.add(2, "return obj")

    def constants(self) -> None:
        """``const`` members: class attributes (read on the class or an instance; the
        metaclass refuses to set them, and an instance has no ``__dict__`` to set them in)."""
        constants = [m for m in self.members if isinstance(m, Constant)]
        if constants:
            names = "".join(f'"{c.name}", ' for c in constants)
            # (annotated: a derived interface's tuple is another length than its parent's)
            self.out.add(1, f"__constants__: tuple[str, ...] = ({names})")
        for constant in constants:
            self.t.typing.add("Final")
            self.out.add(1, f"{constant.name}: Final = {python_literal(constant.value)}")
            self.out.add(1, f'"""``{constant.idl}``"""')
            self.public.add(constant.name)

    def write(self) -> str:
        out = self.out
        out.add(0, f"class {self.class_name}({', '.join(self.bases())}):")
        partial = self.module.partial
        wing_doc = f"The members of ``{self.name}`` this wing binds (its class derives from it)."
        out.doc(1, self.extras.doc or (wing_doc if partial else f"The ``{self.name}`` interface."))
        self.slots()
        if not partial:
            self.constants()
            self.constructor()
        done = {"constructor"}
        for member in self.members:
            try:
                if isinstance(member, Attribute):
                    self.attribute(member)
                elif isinstance(member, Operation) and member.name not in done and member.name:
                    done.add(member.name)
                    self.operation(self.interface.operations(member.name))
                elif isinstance(member, Stringifier):
                    expression = f"{self.impl}.{self.extras.stringifier}()"
                    self.stringifier(expression, "The stringifier: ``str(self)``.")
            except UnsupportedIDL as error:  # name the member (a type's refusal does not)
                if str(error).startswith(self.name):
                    raise
                where = getattr(member, "name", "") or type(member).__name__
                raise UnsupportedIDL(f"{self.name}.{where}: {error}") from error
        if not partial:
            write_protocols(self)
        out.add(1, "\n".join(f"{alias} = {name}" for alias, name in self.aliases))
        self.check_names()
        self.module.public[self.name] = self.public
        return "\n".join(self.mark_shadows(out.lines))

    def mark_shadows(self, lines: list[str]) -> list[str]:
        """The class's lines, those that define a name of the extras' ``shadows`` marked as
        the override they are (a method's ``def``, its first ``@overload``, an attribute,
        an alias)."""
        shadows = self.extras.shadows
        if not shadows:
            return lines
        marked: list[str] = []
        seen: set[str] = set()
        for index, line in enumerate(lines):
            text = line.strip()
            following = lines[index + 1].strip() if index + 1 < len(lines) else ""
            for name in shadows:
                if name in seen:
                    continue
                if text in ("@overload", "@property") and following.startswith(f"def {name}("):
                    code = "override" if text == "@overload" else "misc"  # (a Final's)
                    line += f"  # type: ignore[{code}]"  # (mypy's line for these)
                elif text.startswith(f"def {name}("):
                    start = line.index("(") + 1  # (a pragma there stays there, formatted)
                    line = f"{line[:start]}  # type: ignore[override]\n{line[start:]}"
                elif text.startswith((f"{name}: ", f"{name} = ")):
                    code = "misc" if ": Final[" in text else "assignment"
                    line += f"  # type: ignore[{code}]"
                else:
                    continue
                seen.add(name)
                break
            marked.append(line)
        return marked

    def check_names(self) -> None:
        """With ``impl_is_self``, the impl names the generated code uses, and every name the
        impl class defines, must not be a public name of the class or of a class it derives
        from (the generated member would hide the impl's, or the impl's the generated)."""
        if not self.own:
            return
        public = set(self.public)
        for ancestor in self.module.ancestors(self.name):
            public |= self.module.public.get(ancestor.name, set())
        clashes = self.used & public
        module, name = _split(self.extras.impl)
        try:
            impl = getattr(__import__(module, fromlist=[name]), name)
        except (ImportError, AttributeError) as error:
            raise UnsupportedIDL(
                f"{self.name}: its impl {self.extras.impl} does not import ({error}): the "
                "generator checks an impl_is_self class's names against the impl's"
            ) from error
        defined = {n for cls in impl.__mro__ if cls is not object for n in vars(cls)}
        clashes |= defined & public
        if clashes:
            raise UnsupportedIDL(
                f"{self.name}: impl names {sorted(clashes)} are also IDL names or aliases of "
                f"the class (impl members of an impl_is_self class start with '_')"
            )


def emit_module(definitions: Definitions, extras: Extras, sources: list[str]) -> str:
    """The generated module's text, before formatting; ``sources`` are the IDL and
    extras paths to name in its header."""
    definitions = _generated(definitions, extras)
    names = [i.name for i in definitions.interfaces]
    if sorted(names) != sorted(extras.interfaces):
        raise UnsupportedIDL(
            f"{extras.path}: [interface.X] tables {sorted(extras.interfaces)} for the "
            f"interfaces {sorted(names)}"
        )
    self_impl = frozenset(n for n, i in extras.interfaces.items() if i.impl_is_self)
    t = Types(
        definitions,
        self_impl,
        extras.external,
        extras.unavailable,
        extras.above,
        extras.external_wrapped,
    )
    module = _Module(definitions, extras, t)
    classes = [
        _InterfaceWriter(i, extras.interfaces[i.name], t, module) for i in definitions.interfaces
    ]
    body = [c.write() for c in classes]
    body += [_constants_class(i, t) for i in definitions.callback_interfaces]
    stringifiers = [i.name for i in definitions.interfaces if i.stringifier is not None]
    if not module.partial:  # (a wing's mixins: the module of the classes registers them)
        body.append("\n".join(f"{t.use('register_stringifier')}({n})" for n in stringifiers))
        body.append(_interface_classes(classes))

    out = _Lines()
    generated = f"Generated by `python -m idl.generate` from {', '.join(sources[:-1])} and "
    out.add(
        0,
        textwrap.fill(
            generated + sources[-1] + ".", 98, initial_indent="# ", subsequent_indent="# "
        ),
    )
    out.add(0, _DO_NOT_EDIT + "\n")
    out.doc(0, extras.doc or "Generated Web IDL bindings.")
    typing_at_run_time = bool(definitions.enums or definitions.dictionaries)
    if typing_at_run_time:  # otherwise annotations are strings (see _string_annotations)
        out.add(0, "from __future__ import annotations\n")
    if any("attrgetter(" in expression for expression in t.constants.values()):
        out.add(0, "from operator import attrgetter")
    for enum in definitions.enums:
        t.aliases[enum.name] = f"Literal[{', '.join(repr(v) for v in enum.values)}]"
        t.typing.add("Literal")
    by_name = {dictionary.name: dictionary for dictionary in definitions.dictionaries}
    dictionaries = [_typed_dict(dictionary, t, by_name) for dictionary in definitions.dictionaries]
    t.typing.update(["Final"] if t.constants else [])
    for name in ("overload", "cast"):  # @overload runs at class creation, cast at a call
        if not typing_at_run_time and name in t.typing:
            t.typing.discard(name)
            t.runtime.add(name)
    # Enums (Literal aliases) and dictionaries (TypedDict classes) need typing at run time;
    # otherwise every name from typing and collections.abc is in an annotation only, and the
    # module imports neither (``import webapi`` stays light).
    typing_imports = []
    if t.abc:
        typing_imports.append(f"from collections.abc import {', '.join(t.abc)}")
    typing_imports.append(f"from typing import {', '.join(t.typing)}")
    if typing_at_run_time:
        for line in typing_imports:
            out.add(0, line)
    constants = []
    for name, value in t.constants.items():
        # It needs a part of the runtime, or an impl module, that loads on first use.
        if "_webidl." in value or value.startswith("__import__("):
            value = f"{t.use('deferred')}(lambda: {value})"
        constants.append(f"{name}: Final = {value}")
    out.add(0, f"from webapi._webidl import {', '.join(sorted(t.runtime & EAGER))}")
    if t.runtime - EAGER:
        out.add(0, "from webapi import _webidl")
    interfaces = extras.interfaces.values()
    references = [r for i in interfaces for r in (i.impl, i.mixin) if r]
    later = [i.impl for i in interfaces if i.impl_on_first_use]  # for type checkers here
    references += [extras.external[name] for name in sorted(extras.external)]
    for reference in [*references, *extras.string_like]:
        if reference not in later:
            out.add(0, "from {} import {}".format(*_split(reference)))
    for source, imported_names in sorted(module.imports.items()):
        out.add(0, f"from {source} import {', '.join(sorted(imported_names))}")
    for statement in sorted(module.module_imports):
        out.add(0, statement)
    checking_only = [] if typing_at_run_time else [*typing_imports]
    later += [i.lean_state for i in interfaces if i.lean_state]  # for type checkers only
    checking_only += ["from {} import {}".format(*_split(reference)) for reference in later]
    imported = sorted(name for name, definition in t.checking.items() if not definition)
    if imported:
        checking_only.append(f"from webapi._webidl import {', '.join(imported)}")
    if checking_only:
        out.add(0, "\nTYPE_CHECKING = False  # typing is imported by type checkers only")
        out.add(0, "if TYPE_CHECKING:")
        for line in checking_only:
            out.add(1, line)
    exported = [
        *(c.class_name for c in classes),
        STRING_LIKE,
        *t.aliases,
        *(d.name for d in definitions.dictionaries),
    ]
    exported += [
        i.name
        for i in definitions.callback_interfaces
        if any(isinstance(m, Constant) for m in i.members)
    ]
    out.add(0, f"\n__all__ = [{', '.join(repr(name) for name in exported)}]\n")
    others = [_split(reference)[1] for reference in extras.string_like]
    string_like = " | ".join(["str", "int", "float", *stringifiers, *others])
    out.add(0, "#: What a string-typed argument or attribute accepts: what JavaScript's ToString")
    out.add(0, "#: would turn into the same string (see webapi._webidl._strings).")
    aliases = [f'{STRING_LIKE}: TypeAlias = "{string_like}"']
    for alias, annotation in t.aliases.items():
        quoted = annotation if annotation.startswith("Literal[") else f'"{annotation}"'
        aliases.append(f"{alias}: TypeAlias = {quoted}")
    aliases += [f"{name}: TypeAlias = {quoted}" for name, quoted in t.checking.items() if quoted]
    if typing_at_run_time:
        out.add(0, "\n".join(aliases))
    else:  # the annotation ``TypeAlias`` would be evaluated at run time
        out.add(0, "if TYPE_CHECKING:\n" + textwrap.indent("\n".join(aliases), "    "))
        out.add(0, "else:  # the same aliases at run time, where typing is not imported")
        out.add(1, "\n".join(a.replace(": TypeAlias =", " =", 1) for a in aliases))
    out.add(0, "\n\n" + "\n\n\n".join(filter(None, dictionaries + body)) + "\n\n")
    out.add(0, "# Error-message prefixes and converters (module constants, used at call time;")
    out.add(0, "# a converter is built on its first call).")
    out.add(0, "\n".join(constants))
    text = "\n".join(out.lines) + "\n"
    type_only = [extras.external[name] for name in extras.type_only]
    return _checking_only_imports(
        text if typing_at_run_time else _string_annotations(text), type_only
    )


def _names_in(t: IDLType) -> set[str]:
    """The names of the types in ``t``, its parameters' included."""
    return {t.name}.union(*(_names_in(p) for p in t.params))


def _constants_class(interface: Interface, t: Types) -> str:
    """For a callback interface with constants (``NodeFilter``), the class that holds them,
    as JavaScript's interface object does (https://webidl.spec.whatwg.org/#es-interfaces):
    nothing is an instance of it."""
    constants = [m for m in interface.members if isinstance(m, Constant)]
    if not constants:
        return ""
    t.typing.add("Final")
    lines = [f"class {interface.name}(metaclass={t.use('InterfaceType')}):"]
    lines.append(f'    """The constants of the callback interface ``{interface.name}``."""')
    lines.append(
        f"    __slots__ = ()\n    __constants__ = ({''.join(f'{c.name!r}, ' for c in constants)})"
    )
    for constant in constants:
        lines.append(f"    {constant.name}: Final = {python_literal(constant.value)}")
        lines.append(f'    """``{constant.idl}``"""')
    lines.append("    def __init__(self) -> None:")
    lines.append(f'        raise TypeError("{interface.name} is not a constructor")')
    return "\n".join(lines)


def _typed_dict(
    dictionary: Dictionary, t: Types, by_name: dict[str, Dictionary] | None = None
) -> str:
    """A dictionary's ``TypedDict``: a class, deriving from the inherited dictionary's; with a
    member whose name is a Python keyword (``ElementCreationOptions``' ``is``), the
    functional form (with the inherited dictionaries' members written in it:
    ``NavigationCurrentEntryChangeEventInit``'s ``from``)."""
    own = list(dictionary.members)
    inherits = dictionary.inherits
    if any(keyword.iskeyword(m.name) for m in own) and inherits and by_name:
        while inherits:
            parent = by_name.get(inherits)
            if parent is None:
                break
            own = [*parent.members, *own]
            inherits = parent.inherits
        else:
            dictionary = replace(dictionary, members=tuple(own), inherits=None)
    total = all(m.required for m in dictionary.members)
    t.typing.add("TypedDict")
    members = []
    for member in dictionary.members:
        try:
            annotation = t.out(member.type)
        except UnsupportedIDL as error:
            raise UnsupportedIDL(f"dictionary {dictionary.name}: {error}") from error
        if member.required and not total:
            annotation = f"Required[{annotation}]"
            t.typing.add("Required")
        members.append((member.name, annotation))
    if any(keyword.iskeyword(name) for name, _ in members):
        if dictionary.inherits:
            raise UnsupportedIDL(f"dictionary {dictionary.name}: a keyword member, inherited")
        fields = ", ".join(f'"{name}": "{annotation}"' for name, annotation in members)
        options = "" if total else ", total=False"
        return f'{dictionary.name} = TypedDict("{dictionary.name}", {{{fields}}}{options})'
    base = dictionary.inherits or "TypedDict"
    lines = [f"class {dictionary.name}({base}{'' if total else ', total=False'}):"]
    lines.append(f'    """``dictionary {dictionary.name}``"""')
    lines += [f"    {name}: {annotation}" for name, annotation in members]
    return "\n".join(lines)


def _interface_classes(classes: list[_InterfaceWriter]) -> str:
    """For each ``impl_is_self`` class, ``Impl._interface_class = Class``: how impl code makes
    an object of the public class (``TextImpl._interface_class``, in ``splitText``) without
    importing the generated module, which imports it. Each such interface has an impl class of
    its own; the impl classes declare ``_interface_class: ClassVar[type[Any]]`` for type
    checkers (their root class does, for all)."""
    own = [c for c in classes if c.own]
    impls = [c.impl_class for c in own]
    if len(set(impls)) != len(impls):
        raise UnsupportedIDL(f"impl_is_self interfaces sharing an impl class: {sorted(impls)}")
    lines = [f"{c.impl_class}._interface_class = {c.name}" for c in own]
    if lines:
        lines.insert(0, "# The public class of each impl class (see idl/README.md).")
    return "\n".join(lines)


def _generated(definitions: Definitions, extras: Extras) -> Definitions:
    """The definitions the module generates: those ``left_out`` and the ``external``
    interfaces dropped (each must exist), interfaces after those they inherit from and
    dictionaries after theirs. A partial interface of another module's interface is an error
    unless left out. A wing's module (``mixin_suffix``): its interfaces alone, without their
    parents (its mixins derive from the impl classes), nor other definitions."""
    if extras.mixin_suffix is not None:
        return replace(
            definitions,
            interfaces=tuple(
                replace(i, inherits=None)
                for i in definitions.interfaces
                if i.name in extras.interfaces
            ),
            dictionaries=(),
            enums=(),
            callbacks=(),
            callback_interfaces=(),
            partials=(),
        )
    known = {i.name for i in (*definitions.interfaces, *definitions.partials)}
    known |= {c.name for c in definitions.callbacks}
    known |= {c.name for c in definitions.callback_interfaces}
    if unknown := set(extras.left_out) - known:
        raise UnsupportedIDL(f"{extras.path}: left_out names no definition: {sorted(unknown)}")
    for partial in definitions.partials:
        if partial.name not in extras.left_out and partial.name not in extras.external:
            raise UnsupportedIDL(
                f"{extras.path}: partial interface {partial.name} (or its includes) without "
                f"its interface: a generated class cannot gain members in another module; "
                f"leave it out (left_out) with the reason"
            )
    skipped = set(extras.left_out) | set(extras.external)
    interfaces = [i for i in definitions.interfaces if i.name not in skipped]
    names = {i.name for i in interfaces}
    ordered: list[Interface] = []
    while interfaces:  # parents first (a stable order otherwise)
        ready = [
            i
            for i in interfaces
            if i.inherits not in names or i.inherits in {o.name for o in ordered}
        ]
        if not ready:
            raise UnsupportedIDL(f"{extras.path}: an inheritance cycle in {sorted(names)}")
        ordered.append(ready[0])
        interfaces.remove(ready[0])
    dictionaries = list(definitions.dictionaries)
    by_name = {d.name: d for d in dictionaries}
    dictionaries.sort(key=lambda d: _depth(d.name, by_name))
    return replace(
        definitions,
        interfaces=tuple(ordered),
        dictionaries=tuple(dictionaries),
        callbacks=tuple(c for c in definitions.callbacks if c.name not in skipped),
        callback_interfaces=tuple(
            c for c in definitions.callback_interfaces if c.name not in skipped
        ),
        partials=(),
    )


def _depth(name: str, dictionaries: dict[str, Any]) -> int:
    """How many dictionaries ``name`` inherits from."""
    depth, parent = 0, dictionaries[name].inherits
    while parent is not None:
        depth, parent = depth + 1, dictionaries[parent].inherits
    return depth


def _string_annotations(text: str) -> str:
    """``text`` with every annotation Python would evaluate (those of functions, and of
    module and class variables) that names anything but builtins written as a string.

    A module without ``from __future__ import annotations`` (which ``import webapi`` would
    pay for loading ``__future__``) evaluates these when the ``def`` or assignment runs,
    and the names from typing, or of a class being defined, do not exist then.
    """
    names = set(dir(builtins))
    spans: list[ast.expr] = []

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef):
                a = node.args
                arguments = [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                spans.extend(x.annotation for x in arguments if x and x.annotation)
                spans.extend([node.returns] if node.returns else [])
            elif isinstance(node, ast.ClassDef):
                visit(node.body)
            elif isinstance(node, ast.AnnAssign):
                spans.append(node.annotation)
            elif isinstance(node, ast.If) and not (
                isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
            ):
                visit(node.body)
                visit(node.orelse)

    visit(ast.parse(text).body)
    lines = text.split("\n")
    for annotation in sorted(spans, key=lambda s: (s.lineno, s.col_offset), reverse=True):
        used = {n.id for n in ast.walk(annotation) if isinstance(n, ast.Name)}
        if isinstance(annotation, ast.Constant) or used <= names:
            continue
        if annotation.lineno != annotation.end_lineno or not lines[annotation.lineno - 1].isascii():
            raise UnsupportedIDL(f"cannot quote the annotation {ast.unparse(annotation)}")
        line = lines[annotation.lineno - 1]
        start, end = annotation.col_offset, annotation.end_col_offset
        lines[annotation.lineno - 1] = f'{line[:start]}"{line[start:end]}"{line[end:]}'
    return "\n".join(lines)


def _checking_only_imports(text: str, references: list[str]) -> str:
    """``text`` with the import of each of another module's interfaces ``references``
    (``"module:Name"``, the extras' ``type_only``) moved under ``if TYPE_CHECKING:``, so that
    importing the module does not load that module (a first parse then needs neither the
    CSSOM nor the ``Window``). Annotations are never evaluated: the module has ``from
    __future__ import annotations`` or quotes them (:func:`_string_annotations`); a name the
    module uses at run time is an error."""
    tree = ast.parse(text)
    annotations: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            annotations.update(id(n) for n in ast.walk(node.annotation))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            annotations.update(id(n) for n in ast.walk(node.returns))
        elif isinstance(node, ast.AnnAssign):
            annotations.update(id(n) for n in ast.walk(node.annotation))
    run_time = {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and id(node) not in annotations
    }
    lines = text.split("\n")
    moved = []
    for reference in references:
        module, name = _split(reference)
        line = f"from {module} import {name}"
        if name in run_time or line not in lines:
            raise UnsupportedIDL(f"{name} is not only in annotations: it cannot be type_only")
        lines.remove(line)
        moved.append(line)
    if not moved:
        return text
    block = ["    " + line for line in moved]
    if "if TYPE_CHECKING:" in lines:
        at = lines.index("if TYPE_CHECKING:") + 1
        lines[at:at] = block
    else:
        at = max(i for i, line in enumerate(lines) if line.startswith(("from ", "import "))) + 1
        lines[at:at] = ["", "TYPE_CHECKING = False", "if TYPE_CHECKING:", *block]
    return "\n".join(lines)
