"""Writing one interface's class: its IDL members, in IDL order.

Each interface becomes a class with ``__slots__`` whose instances hold the
implementation object in ``_impl``.  Attributes are properties; operations are
methods that count their required arguments (a missing one defaults to
``ABSENT``), convert each argument with a ``webapi._webidl`` converter and call
the implementation.  Methods with required arguments are written twice: under
``if TYPE_CHECKING:`` with the real signature (what type checkers and IDEs see)
and under ``else:`` with the runtime signature.
"""

from __future__ import annotations

from collections.abc import Callable

from .context import (
    UNION_ORDER,
    Context,
    argument_expression,
    capitalize,
    check_name,
    convert,
    default_fits,
    required_names,
    runtime_parameters,
    stub_parameters,
)
from .lines import Lines
from .model import (
    STRING_TYPES,
    Argument,
    Attribute,
    Constructor,
    IDLType,
    Operation,
    PairIterable,
    Stringifier,
)
from .pyextras import emit_python_extras
from .pytypes import snake_case, union_members
from .reader import UnsupportedIDL

__all__ = ["InterfaceEmitter"]


class InterfaceEmitter:
    """Writes the class for ``context.interface`` into ``out``."""

    def __init__(self, context: Context, out: Lines) -> None:
        self.c = context
        self.out = out
        self.interface = context.interface
        self.impl_class = context.extras.impl_class
        self.same_object = [
            a
            for a in self.interface.attributes
            if a.same_object and a.type.name in context.interfaces
        ]
        self.aliases: list[tuple[str, str]] = []

    # -- pieces -----------------------------------------------------------------

    def cache_slot(self, attribute: Attribute) -> str:
        return f"_{attribute.name}"

    def init_caches(self, indent: int, target: str) -> None:
        for attribute in self.same_object:
            self.out(indent, f"{target}.{self.cache_slot(attribute)} = None")

    def _alias(self, idl_name: str) -> None:
        if self.c.extras.snake_case_aliases:
            alias = snake_case(idl_name)
            if alias != idl_name:
                self.aliases.append((alias, idl_name))

    def _def(
        self,
        indent: int,
        name: str,
        parameters: list[str],
        returns: str,
        decorators: tuple[str, ...] = (),
    ) -> None:
        for decorator in decorators:
            self.out(indent, decorator)
        self.out.call(indent, f"def {name}(", parameters, f") -> {returns}:")

    def _wrap_result(self, idl_type: IDLType, expression: str) -> str:
        if idl_type.name not in self.c.interfaces:
            return expression
        if idl_type.nullable:
            return f"None if {expression} is None else {idl_type.name}._wrap({expression})"
        return f"{idl_type.name}._wrap({expression})"

    def _impl_call(self, indent: int, callee: str, arguments: list[str], returns: IDLType) -> None:
        """Call the implementation and return (a wrapper for) its result."""
        if returns.name == "undefined":
            self.out.call(indent, f"{callee}(", arguments)
        elif returns.name in self.c.interfaces:
            self.out.call(indent, f"result = {callee}(", arguments)
            self.out(indent, f"return {self._wrap_result(returns, 'result')}")
        else:
            self.out.call(indent, f"return {callee}(", arguments)

    def _method(
        self,
        name: str,
        arguments: tuple[Argument, ...],
        returns: str,
        doc: str,
        prefix: str,
        body: Callable[[int], None],
        *,
        static: bool = False,
        stub_override: list[str] | None = None,
        runtime_override: list[str] | None = None,
        required: list[str] | None = None,
    ) -> None:
        """A method whose required arguments are counted: a typed stub under
        ``if TYPE_CHECKING:`` and the runtime definition under ``else:``.
        Without required arguments there is a single definition."""
        out = self.out
        self_parameter = [] if static else ["self"]
        decorators = ("@staticmethod",) if static else ()
        alias_base = self.c.name if name == "__init__" else self.c.name + capitalize(name)
        stub = self_parameter + (
            stub_override
            if stub_override is not None
            else stub_parameters(self.c, arguments, alias_base)
        )
        required = required_names(arguments) if required is None else required
        unions = [
            (i, union_members(a.type)) for i, a in enumerate(arguments) if a.type.name == "union"
        ]
        defaults = any(a.default is not None for a in arguments)
        if not required and not unions and not defaults:
            self._def(1, name, stub, returns, decorators)
            out.docstring(2, doc)
            body(2)
            out.blank()
            return
        self.c.typing.add("TYPE_CHECKING")
        runtime = self_parameter + (
            runtime_override if runtime_override is not None else runtime_parameters(arguments)
        )
        out(1, "if TYPE_CHECKING:")
        out.blank()
        if stub_override is None and len(unions) == 1:
            self._overloads(name, arguments, unions[0][0], returns, self_parameter, decorators)
        self._def(2, name, stub, returns, decorators)
        out.docstring(3, doc)
        out.blank()
        out(1, "else:")
        out.blank()
        self._def(2, name, runtime, returns, decorators)
        out.docstring(3, doc)
        if required:
            self.c.runtime.update({"ABSENT", "arity_error"})
            out.condition(3, "if", "or", [f"{r} is ABSENT" for r in required])
            out(4, f"raise arity_error({prefix}, {len(required)}, {', '.join(required)})")
        body(3)
        out.blank()

    def _overloads(
        self,
        name: str,
        arguments: tuple[Argument, ...],
        index: int,
        returns: str,
        self_parameter: list[str],
        decorators: tuple[str, ...],
    ) -> None:
        """One ``@overload`` per member of the union-typed argument ``index``, in the
        order the runtime tries them (string, record, sequence: a mapping is also an
        iterable); the argument's default (if any) stays only on the member it fits."""
        argument = arguments[index]
        variants = []
        for member in union_members(argument.type):
            keeps_default = argument.default is not None and default_fits(member, argument.default)
            optional = argument.optional and (argument.default is None or keeps_default)
            default = argument.default if optional else None
            changed = Argument(argument.name, member, optional, default)
            variant = (*arguments[:index], changed, *arguments[index + 1 :])
            variants.append(
                (UNION_ORDER.get(member.name, 0 if member.name in STRING_TYPES else 3), variant)
            )
        variants.sort(key=lambda item: item[0])
        self.c.typing.add("overload")
        for _, variant in variants:
            parameters = self_parameter + stub_parameters(self.c, variant)
            for decorator in ("@overload", *decorators):
                self.out(2, decorator)
            self.out.call(2, f"def {name}(", parameters, f") -> {returns}: ...")
            self.out.blank()

    # -- members ----------------------------------------------------------------

    def constructor(self, constructor: Constructor | None) -> None:
        out = self.out
        if constructor is None:
            prefix = self.c.prefix("construct")
            out(1, "def __init__(self) -> None:")
            out(2, f'raise TypeError(f"{{{prefix}}}: Illegal constructor")')
            out.blank()
            return
        prefix = self.c.prefix("construct")
        arguments = constructor.arguments
        callee = self.impl_constructor()

        def body(indent: int) -> None:
            converted = [
                argument_expression(self.c, a, i, prefix, "constructor")
                for i, a in enumerate(arguments, 1)
            ]
            out.call(indent, f"self._impl = {callee}(", converted)
            self.init_caches(indent, "self")

        self._method("__init__", arguments, "None", f"``{constructor.idl}``", prefix, body)

    def impl_constructor(self) -> str:
        method = self.c.extras.constructor
        return self.impl_class if method is None else f"{self.impl_class}.{method}"

    def wrap(self) -> None:
        out = self.out
        self.c.typing.add("Self")
        out(1, "@classmethod")
        out(1, f"def _wrap(cls, impl: {self.impl_class}) -> Self:")
        out.docstring(
            2, f"A new ``{self.c.name}`` for ``impl`` (its constructor steps are not run)."
        )
        out(2, "obj = cls.__new__(cls)")
        out(2, "obj._impl = impl")
        self.init_caches(2, "obj")
        out(2, "return obj")
        out.blank()

    def attribute(self, attribute: Attribute) -> None:
        out = self.out
        name = check_name(attribute.name, self.c.name)
        impl = f"self._impl.{self.c.impl_name(name)}"
        out(1, "@property")
        out(1, f"def {name}(self) -> {self.c.out(attribute.type)}:")
        out.docstring(2, f"``{attribute.idl}``")
        if attribute.same_object and attribute in self.same_object:
            cache = self.cache_slot(attribute)
            out(2, f"wrapper = self.{cache}")
            out(2, "if wrapper is None:")
            out(3, f"wrapper = self.{cache} = {attribute.type.name}._wrap({impl})")
            out(2, "return wrapper")
        else:
            out(2, f"return {self._wrap_result(attribute.type, impl)}")
        out.blank()
        if not attribute.readonly:
            prefix = self.c.prefix("set", name)
            converted = convert(self.c, "value", attribute.type, prefix, 0, name)
            if attribute.type.nullable:
                converted = f"None if value is None else {converted}"
            out(1, f"@{name}.setter")
            out(1, f"def {name}(self, value: {self.c.into(attribute.type)}) -> None:")
            out(2, f"{impl} = {converted}")
            out.blank()
        self._alias(name)
        if attribute.stringifier:
            self.stringifier(impl, f"The ``{name}`` attribute (the stringifier).")

    def stringifier(self, expression: str, doc: str) -> None:
        out = self.out
        out(1, "def __str__(self) -> str:")
        out(2, f"return {expression}")
        out.blank()
        out(1, "def toString(self) -> str:")
        out.docstring(2, doc)
        out(2, f"return {expression}")
        out.blank()
        self._alias("toString")

    def stringifier_expression(self) -> str:
        member = self.interface.stringifier
        if member is None:
            raise UnsupportedIDL(f"{self.c.name} has no stringifier")
        if isinstance(member, Attribute):
            return f"self._impl.{self.c.impl_name(member.name)}"
        return f"self._impl.{self.c.extras.stringifier}()"

    def operation(self, operation: Operation) -> None:
        name = check_name(operation.name, self.c.name)
        for argument in operation.arguments:
            check_name(argument.name, f"{self.c.name}.{name}")
        prefix = self.c.prefix("execute", name)
        returns = self.c.out(operation.return_type)
        impl_name = self.c.impl_name(name)
        callee = f"{self.impl_class}.{impl_name}" if operation.static else f"self._impl.{impl_name}"

        def body(indent: int) -> None:
            converted = [
                argument_expression(self.c, a, i, prefix, name)
                for i, a in enumerate(operation.arguments, 1)
            ]
            self._impl_call(indent, callee, converted, operation.return_type)

        self._method(
            name,
            operation.arguments,
            returns,
            f"``{operation.idl}``",
            prefix,
            body,
            static=operation.static,
        )
        self._alias(name)

    def iterable(self, iterable: PairIterable) -> None:
        out = self.out
        c = self.c
        c.runtime.update({"PairEntryIterator", "PairKeyIterator", "PairValueIterator"})
        c.runtime.add("pair_for_each")
        c.abc.update({"Iterator", "Callable"})
        c.typing.add("Final")
        key = c.out(iterable.key_type)
        value = c.out(iterable.value_type)
        pairs = c.constant("PAIRS", f'attrgetter("{c.extras.pairs}")')
        doc = f"``{iterable.idl}``"
        for name, kind, yields, what in (
            ("__iter__", "PairEntryIterator", f"tuple[{key}, {value}]", None),
            ("entries", "PairEntryIterator", f"tuple[{key}, {value}]", "(key, value) pairs"),
            ("keys", "PairKeyIterator", key, "keys"),
            ("values", "PairValueIterator", value, "values"),
        ):
            out(1, f"def {name}(self) -> Iterator[{yields}]:")
            if what is not None:
                out.docstring(2, f"{doc}: an iterator over the {what}, which sees later changes.")
            out(2, f"return {kind}(self._impl, {pairs})")
            out.blank()
        prefix = c.prefix("execute", "forEach")

        def body(indent: int) -> None:
            out.call(
                indent,
                "pair_for_each(",
                ["self", "self._impl", pairs, "callback", "thisArg", prefix],
            )

        self._method(
            "forEach",
            (),
            "None",
            f"{doc}: calls ``callback(value, key, self)`` for each pair, as many of those "
            "arguments as it accepts; a ``thisArg`` other than ``None`` is passed first.",
            prefix,
            body,
            stub_override=["callback: Callable[..., object]", "thisArg: object = None"],
            runtime_override=["callback: object = ABSENT", "thisArg: object = None"],
            required=["callback"],
        )
        self._alias("forEach")

    # -- the class --------------------------------------------------------------

    def emit(self) -> None:
        out = self.out
        interface = self.interface
        out(0, f"class {interface.name}:")
        doc = self.c.extras.doc or f"The ``{interface.name}`` interface."
        out.docstring(1, doc)
        out.blank()
        slots = ["__weakref__", "_impl", *(self.cache_slot(a) for a in self.same_object)]
        quoted = ", ".join(f'"{slot}"' for slot in slots)
        out(1, f"__slots__ = ({quoted})")
        out.blank()
        out(1, f"_impl: {self.impl_class}")
        for attribute in self.same_object:
            out(1, f"{self.cache_slot(attribute)}: {attribute.type.name} | None")
        out.blank()
        self.constructor(interface.constructor)
        self.wrap()
        for member in interface.members:
            if isinstance(member, Attribute):
                self.attribute(member)
            elif isinstance(member, Operation):
                self.operation(member)
            elif isinstance(member, Stringifier):
                self.stringifier(self.stringifier_expression(), "The stringifier: ``str(self)``.")
            elif isinstance(member, PairIterable):
                self.iterable(member)
        emit_python_extras(self)
        for alias, name in self.aliases:
            out(1, f"{alias} = {name}")
        out.blank(2)
