"""The parsed form of an XPath 1.0 expression (https://www.w3.org/TR/xpath-10/#section-Expressions):
a small tree whose nodes say what they are, made once by :mod:`._parser` and read by
:mod:`._evaluate`. Immutable once made (the parser fills a step's predicates as it reads them).
"""

from __future__ import annotations

__all__ = [
    "AXES",
    "Binary",
    "Filter",
    "FunctionCall",
    "Literal",
    "Negate",
    "NodeTest",
    "Number",
    "Path",
    "Root",
    "Step",
    "Variable",
]

#: https://www.w3.org/TR/xpath-10/#NT-AxisName
AXES = frozenset(
    {
        "ancestor",
        "ancestor-or-self",
        "attribute",
        "child",
        "descendant",
        "descendant-or-self",
        "following",
        "following-sibling",
        "namespace",
        "parent",
        "preceding",
        "preceding-sibling",
        "self",
    }
)


class Expr:
    """An expression of any kind."""

    __slots__ = ()


class Literal(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-Literal: a string."""

    __slots__ = ("value",)

    def __init__(self, value: str) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"Literal({self.value!r})"


class Number(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-Number: an IEEE 754 double."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"Number({self.value!r})"


class Variable(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-VariableReference: ``$name`` (the DOM binds none)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Variable({self.name!r})"


class FunctionCall(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-FunctionCall: one of the core functions."""

    __slots__ = ("arguments", "name")

    def __init__(self, name: str, arguments: list[Expr]) -> None:
        self.name = name
        self.arguments = arguments

    def __repr__(self) -> str:
        return f"FunctionCall({self.name!r}, {self.arguments!r})"


class Negate(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-UnaryExpr: ``- operand``."""

    __slots__ = ("operand",)

    def __init__(self, operand: Expr) -> None:
        self.operand = operand

    def __repr__(self) -> str:
        return f"Negate({self.operand!r})"


class Binary(Expr):
    """An operator between two expressions: ``or``, ``and``, ``=``, ``!=``, ``<``, ``<=``,
    ``>``, ``>=``, ``+``, ``-``, ``*``, ``div``, ``mod`` or ``|`` (union)."""

    __slots__ = ("left", "operator", "right")

    def __init__(self, operator: str, left: Expr, right: Expr) -> None:
        self.operator = operator
        self.left = left
        self.right = right

    def __repr__(self) -> str:
        return f"Binary({self.operator!r}, {self.left!r}, {self.right!r})"


class NodeTest:
    """https://www.w3.org/TR/xpath-10/#node-tests: ``kind`` is ``"name"`` (``namespace``,
    None for no prefix, and ``local``, ``"*"`` for any), ``"node"``, ``"text"``,
    ``"comment"`` or ``"processing-instruction"`` (``local``: the target, or None)."""

    __slots__ = ("kind", "local", "namespace", "prefix")

    def __init__(
        self,
        kind: str,
        local: str | None = None,
        prefix: str | None = None,
        namespace: str | None = None,
    ) -> None:
        self.kind = kind
        self.local = local
        self.prefix = prefix
        self.namespace = namespace

    def __repr__(self) -> str:
        if self.kind == "name":
            return f"NodeTest({self.prefix + ':' if self.prefix else ''}{self.local})"
        return f"NodeTest({self.kind}({self.local or ''}))"


class Step(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-Step: an axis, a node test and predicates."""

    __slots__ = ("axis", "predicates", "test")

    def __init__(self, axis: str, test: NodeTest, predicates: list[Expr] | None = None) -> None:
        self.axis = axis
        self.test = test
        self.predicates: list[Expr] = predicates if predicates is not None else []

    def __repr__(self) -> str:
        return f"Step({self.axis}::{self.test!r}, {self.predicates!r})"


class Root(Expr):
    """``/`` at the start of an absolute location path: the root of the context node's tree."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "Root()"


class Filter(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-FilterExpr: a primary expression and predicates
    (positions in document order)."""

    __slots__ = ("predicates", "primary")

    def __init__(self, primary: Expr, predicates: list[Expr]) -> None:
        self.primary = primary
        self.predicates = predicates

    def __repr__(self) -> str:
        return f"Filter({self.primary!r}, {self.predicates!r})"


class Path(Expr):
    """https://www.w3.org/TR/xpath-10/#NT-PathExpr: ``start`` (a step, the root or a filter
    expression) and the steps that follow it (``//`` is already the step
    ``descendant-or-self::node()``)."""

    __slots__ = ("plan", "start", "steps")

    def __init__(self, start: Expr, steps: list[Step]) -> None:
        self.start = start
        self.steps = steps
        #: The steps as the evaluator takes them (made on first evaluation: a
        #: ``descendant-or-self::node()`` step and a ``child::`` step joined into one
        #: ``descendant::`` step where that selects the same nodes).
        self.plan: list[Step] | None = None

    def __repr__(self) -> str:
        return f"Path({self.start!r}, {self.steps!r})"
