"""Parsing an XPath 1.0 expression (https://www.w3.org/TR/xpath-10/#exprlex and the grammar of
https://www.w3.org/TR/xpath-10/#section-Expressions) into the tree of :mod:`._ast`, without
Python recursion: :func:`tokenize` applies the lexical rules (with the disambiguation rules of
https://www.w3.org/TR/xpath-10/#exprlex for ``*``, operator names, function names, node types
and axis names), :func:`parse_expression` is a precedence parser over an explicit stack.
Invalid input is a ``DOMException`` "SyntaxError"; prefixes are collected, not resolved (the
parsed expression is shared, :func:`parse` caches it).
"""

from __future__ import annotations

from typing import Any

from webapi._cache import BoundedCache, str_size
from webapi._lazy import lazy_pattern
from webapi.dom import DOMException

from ._ast import (
    AXES,
    Binary,
    Expr,
    Filter,
    FunctionCall,
    Literal,
    Negate,
    NodeTest,
    Number,
    Path,
    Root,
    Step,
    Variable,
)

__all__ = [
    "FUNCTION_ARITY",
    "MAX_NESTING",
    "ParsedExpression",
    "parse",
    "parse_expression",
    "tokenize",
]

_NAME_START = (
    "A-Z_a-z\xc0-\xd6\xd8-\xf6\xf8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c-\u200d"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff"
)
_NAME_CHAR = _NAME_START + r"\-.0-9\xb7\u0300-\u036f\u203f-\u2040"
_NCNAME = f"[{_NAME_START}][{_NAME_CHAR}]*"

#: The tokens, each after white space, as :meth:`re.Pattern.findall` gives them (a tuple of
#: the groups): a punctuation/operator token (``.`` not before a digit), a name (with its
#: prefix, or ``prefix:*``) and the ``(`` or ``::`` after it, which decides what it is, a
#: literal with its quotes, a variable's name, a number, or any other character (an error).
_TOKEN = lazy_pattern(
    globals(),
    "_TOKEN",
    rf"""[ \t\r\n]*(?:
      (//|::|\.\.|!=|<=|>=|[/()\[\]@,|+\-=<>*]|\.(?![0-9]))
    | ({_NCNAME}:\*|(?:{_NCNAME}:)?{_NCNAME})(?:[ \t\r\n]*(\(|::))?
    | ("[^"]*"|'[^']*')
    | \$((?:{_NCNAME}:)?{_NCNAME})
    | ([0-9]+(?:\.[0-9]*)?|\.[0-9]+)
    | ([^ \t\r\n])
    )""",
    0x40,  # re.VERBOSE
)

#: The tokens after which ``*`` is a name test and an NCName is not an operator name (rule 1
#: of https://www.w3.org/TR/xpath-10/#exprlex): none, ``@``, ``::``, ``(``, ``[``, ``,`` and
#: the operators.
_OPERATORS = frozenset(
    {"and", "or", "mod", "div", "*", "/", "//", "|", "+", "-", "=", "!=", "<", "<=", ">", ">="}
)
_NAME_TEST_AFTER = _OPERATORS | {"@", "::", "(", "[", ","}
_OPERATOR_NAMES = frozenset({"and", "or", "mod", "div"})
_NODE_TYPES = frozenset({"comment", "text", "processing-instruction", "node"})

#: The 27 functions of the core function library and their (fewest, most) arguments (None:
#: any number). https://www.w3.org/TR/xpath-10/#corelib
FUNCTION_ARITY: dict[str, tuple[int, int | None]] = {
    "last": (0, 0),
    "position": (0, 0),
    "count": (1, 1),
    "id": (1, 1),
    "local-name": (0, 1),
    "namespace-uri": (0, 1),
    "name": (0, 1),
    "string": (0, 1),
    "concat": (2, None),
    "starts-with": (2, 2),
    "contains": (2, 2),
    "substring-before": (2, 2),
    "substring-after": (2, 2),
    "substring": (2, 3),
    "string-length": (0, 1),
    "normalize-space": (0, 1),
    "translate": (3, 3),
    "boolean": (1, 1),
    "not": (1, 1),
    "true": (0, 0),
    "false": (0, 0),
    "lang": (1, 1),
    "number": (0, 1),
    "sum": (1, 1),
    "floor": (1, 1),
    "ceiling": (1, 1),
    "round": (1, 1),
}

#: Binary operators' precedence (higher binds tighter): https://www.w3.org/TR/xpath-10/#NT-OrExpr
#: and the productions below it; ``/`` and ``//`` join a path's steps, above them all.
_PRECEDENCE = {
    "or": 1,
    "and": 2,
    "=": 3,
    "!=": 3,
    "<": 4,
    "<=": 4,
    ">": 4,
    ">=": 4,
    "+": 5,
    "-": 5,
    "*": 6,
    "div": 6,
    "mod": 6,
    "|": 8,
    "/": 9,
    "//": 9,
}
_NEGATE = 7

#: The most parentheses, brackets and function calls open at once: the evaluator descends into
#: them by Python calls (chains of operators, negations and steps it walks by loops).
MAX_NESTING = 128

Token = tuple[str, str]  # (kind, text): kinds "number", "literal", "variable", "function",
# "node-type", "axis", "name" (a name test), "operator" and each punctuation token itself.


def _syntax_error(expression: str, why: str = "") -> DOMException:
    """Chromium's "SyntaxError" for an expression it cannot parse."""
    detail = f" ({why})" if why else ""
    return DOMException(
        f"The string '{expression}' is not a valid XPath expression{detail}.", "SyntaxError"
    )


def tokenize(expression: str) -> list[Token]:
    """https://www.w3.org/TR/xpath-10/#exprlex: the expression's tokens, each named by the
    disambiguation rules (an ``*`` or an operator name after a token that ends an operand is an
    operator; a name before ``(`` a function name or node type; before ``::`` an axis name;
    any other name a name test)."""
    tokens: list[Token] = []
    append = tokens.append
    previous = ""  # the kind of the token before: none yet
    for punct, name, mark, literal, variable, number, _other in _TOKEN.findall(expression):
        operator_position = (
            previous != "" and previous != "operator" and previous not in _NAME_TEST_AFTER
        )
        if punct:
            if punct == "*":
                previous = "operator" if operator_position else "name"
                append((previous, "*"))
            elif punct in _OPERATORS:
                previous = "operator"
                append(("operator", punct))
            else:
                previous = punct
                append((punct, punct))
        elif name:
            if operator_position:
                if name not in _OPERATOR_NAMES:
                    raise _syntax_error(expression, f"{name!r} where an operator must be")
                append(("operator", name))
            elif mark == "(" and not name.endswith("*"):
                append(("node-type" if name in _NODE_TYPES else "function", name))
            elif mark == "::" and ":" not in name:
                if name not in AXES:
                    raise _syntax_error(expression, f"no axis {name!r}")
                append(("axis", name))
            else:
                append(("name", name))
            previous = tokens[-1][0]
            if mark:
                previous = mark
                append((mark, mark))
        elif literal:
            previous = "literal"
            append(("literal", literal[1:-1]))
        elif variable:
            previous = "variable"
            append(("variable", variable))
        elif number:
            previous = "number"
            append(("number", number))
        else:
            raise _syntax_error(expression, f"unexpected character at {_position_of(expression)}")
    return tokens


def _position_of(expression: str) -> int:
    """Where :func:`tokenize` met a character that begins no token: the start of the first
    match of :data:`_TOKEN`'s last group."""
    for found in _TOKEN.finditer(expression):
        if found.group(7) is not None:
            return found.start(7)
    return len(expression)  # (not reached: tokenize met one)


def _name_test(text: str) -> NodeTest:
    """A NameTest token as a node test (``*``, ``prefix:*``, ``QName``)."""
    prefix, colon, local = text.partition(":")
    if not colon:
        return NodeTest("name", text)
    return NodeTest("name", local, prefix)


_STEP_START = frozenset({"name", "node-type", "axis", ".", "..", "@"})


class _Parser:
    """The state of one parse: the tokens, the operand stack (each entry the expression and
    what it is: ``"step"``, ``"abbreviated"`` (``.``, ``..``), ``"primary"``, ``"filter"``,
    ``"root"`` or ``"expression"``) and the operator stack (frames: a binary operator, a
    negation, ``(``, ``[`` or a function call collecting its arguments)."""

    __slots__ = ("depth", "expression", "index", "operands", "operators", "prefixes", "tokens")

    def __init__(self, expression: str) -> None:
        self.expression = expression
        self.tokens = tokenize(expression)
        self.index = 0
        self.depth = 0
        self.operands: list[tuple[Expr, str]] = []
        self.operators: list[tuple[str, Any]] = []
        self.prefixes: set[str] = set()

    def error(self, why: str = "") -> DOMException:
        return _syntax_error(self.expression, why)

    def peek(self, offset: int = 0) -> Token | None:
        at = self.index + offset
        return self.tokens[at] if at < len(self.tokens) else None

    def take(self) -> Token:
        token = self.peek()
        if token is None:
            raise self.error("unexpected end")
        self.index += 1
        return token

    def node_test(self, token: Token) -> NodeTest:
        """https://www.w3.org/TR/xpath-10/#NT-NodeTest from its first token (then the
        ``( Literal? )`` of a node type)."""
        kind, text = token
        if kind == "name":
            test = _name_test(text)
            if test.prefix is not None:
                self.prefixes.add(test.prefix)
            return test
        if kind != "node-type":
            raise self.error("a node test must follow")
        self.take()  # "("
        target = None
        following = self.take()
        if following[0] == "literal" and text == "processing-instruction":
            target = following[1]
            following = self.take()
        if following[0] != ")":
            raise self.error(f"{text}() takes no argument")
        return NodeTest(text, target)

    def step(self, token: Token) -> tuple[Step, str]:
        """https://www.w3.org/TR/xpath-10/#NT-Step (abbreviations included)."""
        kind = token[0]
        if kind == ".":
            return Step("self", NodeTest("node")), "abbreviated"
        if kind == "..":
            return Step("parent", NodeTest("node")), "abbreviated"
        if kind == "@":
            return Step("attribute", self.node_test(self.take())), "step"
        if kind == "axis":
            self.take()  # "::"
            return Step(token[1], self.node_test(self.take())), "step"
        return Step("child", self.node_test(token)), "step"

    def reduce(self) -> None:
        """Apply the operator frame on top of the stack to its operands."""
        frame, operator = self.operators.pop()
        if frame == "negate":
            operand = self.operands.pop()[0]
            self.operands.append((Negate(operand), "expression"))
            return
        right = self.operands.pop()[0]
        left = self.operands.pop()[0]
        if operator in ("/", "//"):
            assert isinstance(right, Step)
            # (a path on the left was made by this parse: its steps grow in place)
            path = left if isinstance(left, Path) else Path(left, [])
            if operator == "//":
                if right.axis == "child" and not right.predicates:
                    right = Step("descendant", right.test)
                else:
                    path.steps.append(Step("descendant-or-self", NodeTest("node")))
            path.steps.append(right)
            self.operands.append((path, "expression"))
            return
        self.operands.append((Binary(str(operator), left, right), "expression"))

    def reduce_to(self, precedence: int) -> None:
        """Apply the operators on top of the stack that bind at least as tightly."""
        operators = self.operators
        while operators:
            frame, operator = operators[-1]
            if frame == "binary":
                if _PRECEDENCE[str(operator)] < precedence:
                    return
            elif frame == "negate":
                if precedence > _NEGATE:
                    return
            else:
                return
            self.reduce()

    def open(self, frame: str, value: Any) -> None:
        """Push an opening frame (``(``, ``[``, a function call): at most
        :data:`MAX_NESTING` open at once."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.error("nested too deeply")
        self.operators.append((frame, value))

    def close_function(self, frame: tuple[str, Any]) -> None:
        name, arguments = frame[1]
        fewest, most = FUNCTION_ARITY[name]
        if len(arguments) < fewest or (most is not None and len(arguments) > most):
            raise self.error(f"wrong number of arguments to {name}()")
        self.operands.append((FunctionCall(name, arguments), "primary"))

    def parse(self) -> Expr:
        """https://www.w3.org/TR/xpath-10/#NT-Expr, as a loop over the tokens in two states:
        expecting an operand, then an operator."""
        operands = self.operands
        operators = self.operators
        tokens = self.tokens
        count = len(tokens)
        need_step = False  # after "/" or "//" between steps
        no_negation = False  # after "|" (its operands are path expressions)
        while True:
            # --- an operand (self.take(), written out)
            if self.index >= count:
                raise self.error("unexpected end")
            token = tokens[self.index]
            self.index += 1
            kind = token[0]
            if need_step:
                if kind not in _STEP_START:
                    raise self.error("a step must follow / or //")
                operands.append(self.step(token))
            elif kind == "operator" and token[1] == "-" and not no_negation:
                operators.append(("negate", None))
                continue
            elif kind == "(":
                self.open("(", None)
                continue
            elif kind == "function":
                if ":" in token[1] or token[1] not in FUNCTION_ARITY:
                    raise self.error(f"no function {token[1]}()")
                self.take()  # "("
                frame: tuple[str, Any] = ("function", (token[1], []))
                if self.peek() is not None and self.peek()[0] == ")":  # type: ignore[index]
                    self.take()
                    self.close_function(frame)
                else:
                    self.open(*frame)
                    continue
            elif kind == "literal":
                operands.append((Literal(token[1]), "primary"))
            elif kind == "number":
                operands.append((Number(float(token[1])), "primary"))
            elif kind == "variable":
                if ":" in token[1]:
                    self.prefixes.add(token[1].partition(":")[0])
                operands.append((Variable(token[1]), "primary"))
            elif kind == "operator" and token[1] in ("/", "//"):
                following = self.peek()
                operands.append((Root(), "root"))
                if following is not None and following[0] in _STEP_START:
                    operators.append(("binary", token[1]))
                    need_step = True
                    no_negation = False
                    continue
                if token[1] == "//":
                    raise self.error("a step must follow //")
            elif kind in _STEP_START:
                operands.append(self.step(token))
            else:
                raise self.error(f"unexpected {token[1]!r}")
            need_step = no_negation = False
            # --- operators and closing tokens after an operand
            while True:
                if self.index >= count:  # (self.peek() is None)
                    while operators:
                        if operators[-1][0] in ("binary", "negate"):
                            self.reduce()
                        else:
                            raise self.error("unclosed ( or [")
                    if len(operands) != 1:
                        raise self.error()
                    return operands[0][0]
                kind, text = tokens[self.index]
                self.index += 1
                if kind == "[":
                    what = operands[-1][1]
                    if what not in ("step", "primary", "filter"):
                        raise self.error("a predicate must follow a step or a primary expression")
                    self.open("[", None)
                    break
                if kind == "]":
                    self.reduce_to(0)
                    if not operators or operators[-1][0] != "[":
                        raise self.error("unbalanced ]")
                    operators.pop()
                    self.depth -= 1
                    predicate = operands.pop()[0]
                    target, what = operands[-1]
                    if what == "step" or what == "filter":
                        target.predicates.append(predicate)  # type: ignore[attr-defined]
                    else:
                        operands[-1] = (Filter(target, [predicate]), "filter")
                    continue
                if kind == ")":
                    self.reduce_to(0)
                    if not operators or operators[-1][0] not in ("(", "function"):
                        raise self.error("unbalanced )")
                    frame = operators.pop()
                    self.depth -= 1
                    if frame[0] == "(":
                        operands[-1] = (operands[-1][0], "primary")
                    else:
                        frame[1][1].append(operands.pop()[0])
                        self.close_function(frame)
                    continue
                if kind == ",":
                    self.reduce_to(0)
                    if not operators or operators[-1][0] != "function":
                        raise self.error("unexpected ,")
                    operators[-1][1][1].append(operands.pop()[0])
                    break
                if kind == "operator":
                    self.reduce_to(_PRECEDENCE[text])
                    operators.append(("binary", text))
                    need_step = text in ("/", "//")
                    no_negation = text == "|"
                    break
                raise self.error(f"unexpected {text!r}")


class ParsedExpression:
    """An expression parsed: its tree and the prefixes it uses (resolved at each
    evaluation's start, https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression)."""

    __slots__ = ("prefixes", "source", "tree")

    def __init__(self, source: str, tree: Expr, prefixes: frozenset[str]) -> None:
        self.source = source
        self.tree = tree
        self.prefixes = prefixes

    def __repr__(self) -> str:
        return f"ParsedExpression({self.tree!r})"


def parse_expression(expression: str) -> ParsedExpression:
    """Parse ``expression`` (no cache): a "SyntaxError" ``DOMException`` where it is not an
    XPath 1.0 expression."""
    parser = _Parser(expression)
    if not parser.tokens:
        raise _syntax_error(expression, "empty")
    tree = parser.parse()
    return ParsedExpression(expression, tree, frozenset(parser.prefixes))


#: Parsed expressions by source, bounded in bytes (an expression's tree costs about 40 times
#: its source).
_CACHE: BoundedCache[str, ParsedExpression] = BoundedCache(4 << 20, 1 << 16)


def parse(expression: str) -> ParsedExpression:
    """:func:`parse_expression`, remembered in a cache bounded in bytes."""
    found = _CACHE.entries.get(expression)
    if found is not None:
        return found
    parsed = parse_expression(expression)
    _CACHE.store(expression, parsed, 40 * str_size(expression) + 200)
    return parsed
