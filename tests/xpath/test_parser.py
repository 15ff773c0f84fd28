"""The XPath 1.0 parser (https://www.w3.org/TR/xpath-10/#exprlex and the grammar): the
disambiguation rules, the tree it makes, its errors, deep input without RecursionError, and
the WPT ``domxpath/lexical-structure.html`` checks in our words."""

from __future__ import annotations

import sys

import pytest

from webapi.dom import DOMException
from webapi.xpath._parser import MAX_NESTING, parse, parse_expression, tokenize


def tree(expression: str) -> str:
    return repr(parse_expression(expression).tree)


def syntax_error(expression: str) -> None:
    with pytest.raises(DOMException) as raised:
        parse_expression(expression)
    assert raised.value.name == "SyntaxError"


def test_star_and_operator_names_by_the_token_before() -> None:
    # after an operand, * multiplies and "div" divides; elsewhere both are name tests
    assert tokenize("* * *") == [("name", "*"), ("operator", "*"), ("name", "*")]
    assert tokenize("div div div") == [("name", "div"), ("operator", "div"), ("name", "div")]
    assert tokenize("@* | and") == [("@", "@"), ("name", "*"), ("operator", "|"), ("name", "and")]
    assert tokenize("child::mod") == [("axis", "child"), ("::", "::"), ("name", "mod")]


def test_names_before_parenthesis_and_double_colon() -> None:
    assert tokenize("text ()")[0] == ("node-type", "text")
    assert tokenize("count (x)")[0] == ("function", "count")
    assert tokenize("child :: x")[0] == ("axis", "child")
    assert tokenize("x:y")[0] == ("name", "x:y")
    assert tokenize("x:*")[0] == ("name", "x:*")


def test_the_tree_says_what_it_parsed() -> None:
    assert tree("//a/@href") == (
        "Path(Root(), [Step(descendant::NodeTest(a), []), Step(attribute::NodeTest(href), [])])"
    )
    assert tree("-a|b") == (
        "Negate(Binary('|', Step(child::NodeTest(a), []), Step(child::NodeTest(b), [])))"
    )
    assert (
        tree("(//t)[1]")
        == "Filter(Path(Root(), [Step(descendant::NodeTest(t), [])]), [Number(1.0)])"
    )
    assert tree("1+2*3-4") == (
        "Binary('-', Binary('+', Number(1.0), Binary('*', Number(2.0), Number(3.0))), Number(4.0))"
    )
    assert tree("a//b[1]") == (
        "Path(Step(child::NodeTest(a), []), [Step(descendant-or-self::NodeTest(node()), []),"
        " Step(child::NodeTest(b), [Number(1.0)])])"
    )
    assert (
        tree("processing-instruction('x')")
        == "Step(child::NodeTest(processing-instruction(x)), [])"
    )
    assert tree("/") == "Root()"
    assert tree("1 = 2 or 3 < 4 and true()") == (
        "Binary('or', Binary('=', Number(1.0), Number(2.0)),"
        " Binary('and', Binary('<', Number(3.0), Number(4.0)), FunctionCall('true', [])))"
    )
    assert parse_expression("x:a/@y:b").prefixes == frozenset({"x", "y"})


@pytest.mark.parametrize(
    "expression",
    [
        "",
        "a[",
        "()",
        "1 | -2",  # a union's operands are path expressions
        ".[1]",  # abbreviated steps take no predicate
        "/[1]",
        "foo()",
        "x:count(1)",
        "count()",
        "substring('a')",
        "a b",
        "//",
        "a/",
        "a::b",
        "1 +",
        "a]",
        "f(,)",
        "text(1)",
        "\u2019xyz\u2019",  # only ' and " quote literals
        "\x0b\x0c .",  # only #x20 #x9 #xD #xA are white space
        "\x0e\x0f .",
        "\u3000 .",
        "\u2029 .",
    ],
)
def test_syntax_errors(expression: str) -> None:
    syntax_error(expression)


def test_white_space_and_quotes_that_are_allowed() -> None:
    parse_expression(" 'a\"bc' ")
    parse_expression(' "a\'bc" ')
    assert tree(" \t\r\n.\r\n\t ") == "Step(self::NodeTest(node()), [])"


#: How long the deep expressions are: inside Pyodide, freeing a tree of Python objects nested
#: 5,000 deep (a 5,000-term sum's left-leaning operators) overflows WebAssembly's stack in
#: CPython's deallocation (a fatal error of the runtime, not a RecursionError), so 1,000 there.
DEEP_EXPRESSION = 1000 if sys.platform == "emscripten" else 5000


def test_deep_expressions_need_no_recursion() -> None:
    # chains of operators, negations and steps are loops: no limit but memory
    long_sum = "+".join(["1"] * DEEP_EXPRESSION)
    assert parse_expression(long_sum).tree.__class__.__name__ == "Binary"
    assert parse_expression("-" * DEEP_EXPRESSION + "1").tree.__class__.__name__ == "Negate"
    assert parse_expression("/".join(["a"] * 5000)).tree.__class__.__name__ == "Path"
    parse_expression("(" * MAX_NESTING + "1" + ")" * MAX_NESTING)
    syntax_error("(" * (MAX_NESTING + 1) + "1" + ")" * (MAX_NESTING + 1))
    syntax_error("a[" * 5000)


def test_parsed_once() -> None:
    assert parse("//p[1]") is parse("//p[1]")
