"""Random XPath expressions from a small grammar (every axis, node tests with HTML's case
rules, predicates with positions, unions, arithmetic with NaN, Infinity and -0, string
functions), for the generated differential against Chromium
(``tests/e2e/test_xpath_generated_chromium.py``), and the one class of difference XPath 1.0
leaves to the implementation: the order of one element's attributes in a sorted node-set."""

from __future__ import annotations

import random

AXES = [
    "child",
    "descendant",
    "parent",
    "ancestor",
    "following-sibling",
    "preceding-sibling",
    "following",
    "preceding",
    "attribute",
    "self",
    "descendant-or-self",
    "ancestor-or-self",
    "namespace",
]
HTML_NAMES = ["li", "td", "TD", "p", "div", "a", "*", "svg", "tr", "ul", "Li", "template", "input"]
XML_NAMES = ["item", "d:item", "d:Item", "p:item", "p:*", "name", "d:name", "leaf", "LEAF", "*"]
ATTRIBUTES = ["@*", "@id", "@class", "@href", "@ID", "@p:code", "@q:rank"]
COMPARED = ["1", '"a"', "2.5", "true()", '"Apple"', "-0"]
STRINGS = ["string(//*[2])", '"abc def"', "name(//*[3])", '"caf\u00e9 \U0001f600"']
STRING_TAILS = [", 2", ", 1.5, 2", ', "b"', ', "a", "z"', ", 0 div 0", ", -1 div 0, 3"]
STRING_FUNCTIONS = [
    "substring",
    "translate",
    "concat",
    "substring-before",
    "substring-after",
    "contains",
    "starts-with",
]


class Grammar:
    """Expressions drawn with ``random.Random(seed)``; ``xml`` picks the XML document's names
    (prefixes d, p, q) over the HTML page's."""

    def __init__(self, seed: int, xml: bool = False) -> None:
        self.random = random.Random(seed)
        self.names = XML_NAMES if xml else HTML_NAMES
        self.attributes = ATTRIBUTES if xml else ATTRIBUTES[:5]

    def choice(self, options: list[str]) -> str:
        return self.random.choice(options)

    def test(self) -> str:
        r = self.random.random()
        if r < 0.5:
            return self.choice(self.names)
        if r < 0.7:
            return self.choice(["node()", "text()", "comment()", "*", "processing-instruction()"])
        return self.choice(self.attributes)

    def step(self, depth: int) -> str:
        # the axes that find much, more often
        axis = self.choice([*AXES, "child", "descendant", "descendant-or-self", "child"])
        test = self.test()
        if test.startswith("@"):
            text = test if self.random.random() < 0.5 else f"{axis}::{test[1:]}"
        else:
            text = f"{axis}::{test}"
        if self.random.random() < 0.4 and depth < 3:
            text += f"[{self.predicate(depth + 1)}]"
        return text

    def path(self, depth: int) -> str:
        start = self.choice(
            ["//", "//", "/", "", "(//*)[2]/", "id('main')/", "(//node())[last()]/"]
        )
        return start + "/".join(self.step(depth) for _ in range(self.random.choice([1, 1, 2, 3])))

    def number(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.3:
            return self.choice(
                [
                    "1",
                    "2",
                    "0",
                    "-1",
                    "1.5",
                    "0.5",
                    "last()",
                    "position()",
                    "(1 div 0)",
                    "(0 div 0)",
                    "-0",
                ]
            )
        if r < 0.6 and depth < 3:
            return f"{self.choice(['count', 'sum'])}({self.path(depth + 1)})"
        if depth < 3:
            operator = self.choice(["+", "-", "*", "div", "mod"])
            return f"({self.number(depth + 1)} {operator} {self.number(depth + 1)})"
        return self.choice(["3", "round(2.5)", "floor(-0.5)", "ceiling(-0.5)"])

    def predicate(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.3:
            return self.number(depth)
        if r < 0.5:
            operator = self.choice(["=", "!=", "<", ">="])
            return f"{self.path(depth)} {operator} {self.choice(COMPARED)}"
        if r < 0.7:
            function = self.choice(["contains", "starts-with"])
            subject = self.choice([".", "name()", "@class", "string(@href)", "local-name()"])
            return f"{function}({subject}, '{self.choice(['a', '1', 'x', 'c', 'I'])}')"
        if r < 0.85:
            return f"position() {self.choice(['=', '<', '>', '!='])} {self.number(depth)}"
        return f"not({self.path(depth)})"

    def expression(self) -> str:
        r = self.random.random()
        if r < 0.45:
            return self.path(0)
        if r < 0.55:
            return f"{self.path(0)} | {self.path(0)}"
        if r < 0.7:
            return f"string({self.path(0)})"
        if r < 0.85:
            return f"string({self.number(0)})"
        function = self.choice([*STRING_FUNCTIONS, "normalize-space", "string-length"])
        return f"{function}({self.choice(STRINGS)}{self.choice(STRING_TAILS)})"

    def expressions(self, count: int) -> list[str]:
        """``count`` draws, repeats dropped."""
        return list(dict.fromkeys(self.expression() for _ in range(count)))


def attribute_order_only(ours: list[object], chromium: list[object]) -> bool:
    """Whether two node-set descriptions differ only in the order of attributes of one
    element (``…/@a`` paths of the same element next to each other)."""
    if ours[0] != "nodes" or chromium[0] != "nodes" or sorted(ours[1]) != sorted(chromium[1]):  # type: ignore[call-overload]
        return False

    def grouped(paths: list[str]) -> list[object]:
        return [p.split("/@")[0] + ("/@" if "/@" in p else "") for p in paths]

    return grouped(ours[1]) == grouped(chromium[1])  # type: ignore[arg-type]


HTML_DOCUMENT_NAMES = [
    "div",
    "DIV",
    "p",
    "span",
    "li",
    "LI",
    "ul",
    "td",
    "TD",
    "th",
    "tr",
    "tbody",
    "table",
    "caption",
    "a",
    "input",
    "template",
    "form",
    "h2",
    "body",
    "html",
    "head",
    "title",
    "svg",
    "path",
    "foreignObject",
    "foreignobject",
    "math",
    "mi",
    "svg:svg",
    "svg:path",
    "svg:foreignObject",
    "svg:foreignobject",
    "svg:linearGradient",
    "svg:g",
    "svg:*",
    "m:mi",
    "m:math",
    "m:*",
    "h:div",
    "h:p",
    "h:*",
    "*",
]
HTML_DOCUMENT_ATTRIBUTES = [
    "*",
    "id",
    "ID",
    "class",
    "href",
    "title",
    "value",
    "lang",
    "data-x",
    "Data-Y",
    "data-y",
    "viewBox",
    "viewbox",
    "refX",
    "Id",
    "xl:href",
    "xml:lang",
    "xmlns",
    "h:class",
    "svg:*",
]
XML_DOCUMENT_NAMES = [
    "item",
    "Item",
    "d:item",
    "d:Item",
    "x:name",
    "d:name",
    "d:price",
    "price",
    "leaf",
    "LEAF",
    "d:LEAF",
    "p:item",
    "p:name",
    "p:root",
    "d:root",
    "root",
    "q:leaf",
    "o:item",
    "o:*",
    "p:*",
    "d:*",
    "q:*",
    "*",
]
XML_DOCUMENT_ATTRIBUTES = [
    "*",
    "id",
    "ID",
    "Name",
    "name",
    "code",
    "p:code",
    "q:rank",
    "rank",
    "xml:lang",
    "xmlns",
    "p:*",
    "d:*",
]
LITERALS = [
    "''",
    "'a'",
    "'b'",
    "'x'",
    "'1'",
    "' 3 '",
    "'2.5'",
    "'-0'",
    "'caf\u00e9'",
    "'\U0001f600'",
    "'\U0001f600x'",
    "'stra\u00dfe'",
    "'\u00dc'",
    "'e\u0301'",
    "' a  b '",
    '"it\'s"',
    "'NaN'",
    "'Infinity'",
    "'price'",
    "'main'",
    "'dup'",
    "'main a'",
    "'en'",
    "'EN-gb'",
    "'fr'",
    "'sort'",
    "'\u65e5'",
]
NUMBERS = [
    "0",
    "1",
    "2",
    "3",
    "-1",
    "1.5",
    "0.5",
    ".5",
    "2.",
    "-0",
    "10",
    "1000000",
    "0.0000001",
    "123456789",
    "(0 div 0)",
    "(1 div 0)",
    "(-1 div 0)",
    "(1 div -0)",
]
#: What the grammar's mistakes look like: invalid syntax, an unknown function, a wrong
#: number of arguments, a value that is not a node-set where one must be.
INVALID = [
    "//",
    "//li[",
    "foo()",
    "count()",
    "substring('a')",
    "1e3",
    "a::b",
    "@",
    "..[1]",
    "//*[]",
    "1 | 2",
    "count(1)",
    "'a'/b",
    "(1)/a",
    "z:item",
    "//@z:*",
    "$x",
    "string($x)",
    "lang()",
    "true(1)",
    "/ /",
    "//li]",
]
PATH_STARTS = ["/", "//", "//", "", "", "", "./", "../", "//*/", "/*/"]
#: A path's start in a predicate (evaluated for each node: relative, mostly).
LOCAL_STARTS = ["", "", "", "./", "../", "/", "/*/"]
#: The axes of a step in a predicate or after a path's first step: those that find a few
#: nodes (and now and then one that finds many).
LOCAL_AXES = [
    "child",
    "parent",
    "attribute",
    "self",
    "following-sibling",
    "preceding-sibling",
    "ancestor",
    "ancestor-or-self",
    "namespace",
    "child",
    "attribute",
    "following-sibling",
]
NODE_TYPES = [
    "node()",
    "text()",
    "comment()",
    "processing-instruction()",
    "processing-instruction('sort')",
    "*",
]


class DocumentGrammar:
    """Expressions over the random documents of ``tests/xpath/random_documents.py`` (their
    names, attributes and prefixes), typed: every axis, node tests of every kind, predicates
    with positions, filter expressions, unions, the 27 core functions (with and without
    their optional arguments), arithmetic with NaN, Infinity and -0, comparisons of every
    pair of types, string functions over non-ASCII text, and some invalid expressions (a
    "SyntaxError", an unresolved prefix's "NamespaceError"). Drawn with
    ``random.Random(seed)``; ``xml`` picks the XML documents' names."""

    __slots__ = ("attributes", "in_predicate", "names", "random")

    def __init__(self, seed: int, xml: bool = False) -> None:
        self.random = random.Random(seed)
        self.in_predicate = 0
        self.names = XML_DOCUMENT_NAMES if xml else HTML_DOCUMENT_NAMES
        self.attributes = XML_DOCUMENT_ATTRIBUTES if xml else HTML_DOCUMENT_ATTRIBUTES

    def pick(self, options: list[str]) -> str:
        return self.random.choice(options)

    def chance(self, p: float) -> bool:
        return self.random.random() < p

    # node-sets

    def step(self, depth: int, wide: bool = True) -> str:
        """A step: from a predicate (``depth`` > 0) or after the path's first step, on an axis
        that finds a few nodes mostly (the cost of a path in a predicate multiplies)."""
        r = self.random.random()
        if r < 0.08:
            return self.pick([".", "..", "."])
        if r < 0.25:
            text = "@" + self.pick(self.attributes)
        else:
            axes = [*AXES, "descendant", "descendant-or-self"] if wide else LOCAL_AXES
            axis = self.pick([*axes, "child", "child"])
            if axis == "attribute" or (axis == "namespace" and self.chance(0.5)):
                test = self.pick([*self.attributes, "node()", "node()"])
            elif self.chance(0.6):
                test = self.pick(self.names)
            else:
                test = self.pick(NODE_TYPES)
            text = f"{axis}::{test}" if axis != "child" or self.chance(0.5) else test
        while depth < 2 and self.chance(0.35):
            self.in_predicate += 1
            text += f"[{self.predicate(depth + 1)}]"
            self.in_predicate -= 1
        return text

    def path(self, depth: int) -> str:
        local = self.in_predicate > 0
        start = self.pick(LOCAL_STARTS if local else PATH_STARTS)
        joined = ""
        for index in range(self.random.choice([1, 1, 2, 2, 3])):
            wide = not local and (index == 0 or self.chance(0.15))
            step = self.step(depth, wide)
            if index == 0:
                joined = step
            else:
                joined += ("//" if wide and self.chance(0.5) else "/") + step
        return start + joined

    def nodes(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.65 or depth > 3:
            return self.path(depth)
        if r < 0.77:
            return f"{self.nodes(depth + 1)} | {self.nodes(depth + 1)}"
        if r < 0.9:
            filtered = f"({self.nodes(depth + 1)})[{self.predicate(depth + 1)}]"
            if self.chance(0.4):
                filtered += self.pick(["/", "//"]) + self.step(depth + 1)
            return filtered
        if r < 0.95:
            argument = self.string(depth + 1) if self.chance(0.6) else self.nodes(depth + 1)
            return f"id({argument})" + (f"/{self.step(depth + 1)}" if self.chance(0.3) else "")
        return self.pick(["/", ".", "..", "//node()", "//@*", "(//*)[last()]/@*"])

    # numbers, strings, booleans

    def number(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.25 or depth > 3:
            return self.pick([*NUMBERS, "last()", "position()"])
        if r < 0.45:
            function = self.pick(["count", "sum", "count", "sum"])
            return f"{function}({self.nodes(depth + 1)})"
        if r < 0.55:
            function = self.pick(["floor", "ceiling", "round", "number"])
            argument = self.number(depth + 1) if function != "number" else self.any(depth + 1)
            return f"{function}({argument})"
        if r < 0.6:
            return self.pick(["number()", "string-length()"])
        if r < 0.65:
            return f"string-length({self.string(depth + 1)})"
        if r < 0.7:
            return f"-{self.pick(['', '-', ' '])}{self.number(depth + 1)}"
        if r < 0.75:
            return self.nodes(depth + 1)
        operator = self.pick(["+", "-", "*", "div", "mod"])
        return f"({self.number(depth + 1)} {operator} {self.number(depth + 1)})"

    def string(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.3 or depth > 3:
            return self.pick(LITERALS)
        if r < 0.4:
            return f"string({self.any(depth + 1)})"
        if r < 0.48:
            function = self.pick(["local-name", "name", "namespace-uri"])
            argument = self.nodes(depth + 1) if self.chance(0.7) else ""
            return f"{function}({argument})"
        if r < 0.55:
            parts = [self.string(depth + 1) for _ in range(self.random.randint(2, 4))]
            return f"concat({', '.join(parts)})"
        if r < 0.65:
            tail = f", {self.number(depth + 1)}" if self.chance(0.6) else ""
            return f"substring({self.string(depth + 1)}, {self.number(depth + 1)}{tail})"
        if r < 0.72:
            function = self.pick(["substring-before", "substring-after"])
            return f"{function}({self.string(depth + 1)}, {self.string(depth + 1)})"
        if r < 0.78:
            return (
                f"translate({self.string(depth + 1)}, {self.string(depth + 1)}, "
                f"{self.string(depth + 1)})"
            )
        if r < 0.84:
            argument = self.string(depth + 1) if self.chance(0.7) else ""
            return f"normalize-space({argument})"
        if r < 0.9:
            return self.pick(["string()", "name()", "local-name()", "normalize-space()"])
        return self.nodes(depth + 1)

    def boolean(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.1 or depth > 3:
            return self.pick(["true()", "false()"])
        if r < 0.4:
            operator = self.pick(["=", "!=", "<", "<=", ">", ">="])
            return f"{self.any(depth + 1)} {operator} {self.any(depth + 1)}"
        if r < 0.5:
            return f"not({self.any(depth + 1)})"
        if r < 0.56:
            return f"boolean({self.any(depth + 1)})"
        if r < 0.62:
            return f"lang({self.string(depth + 1)})"
        if r < 0.74:
            function = self.pick(["contains", "starts-with"])
            return f"{function}({self.string(depth + 1)}, {self.string(depth + 1)})"
        if r < 0.86:
            operator = self.pick(["and", "or"])
            return f"{self.boolean(depth + 1)} {operator} {self.boolean(depth + 1)}"
        return self.nodes(depth + 1)

    def predicate(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.3:
            return self.number(depth)
        if r < 0.45:
            operator = self.pick(["=", "!=", "<", ">", "<=", ">="])
            return f"position() {operator} {self.number(depth + 1)}"
        if r < 0.55:
            return self.pick(["last()", "1", "2", "last() - 1", "position() mod 2 = 0"])
        if r < 0.85:
            return self.boolean(depth)
        return self.string(depth) if self.chance(0.3) else self.nodes(depth)

    def any(self, depth: int) -> str:
        r = self.random.random()
        if r < 0.4:
            return self.nodes(depth)
        if r < 0.6:
            return self.number(depth)
        if r < 0.8:
            return self.string(depth)
        return self.boolean(depth)

    def expression(self) -> str:
        """One expression: a node-set half of the time, a number, a string, a boolean, or
        (one in fifty) an invalid one."""
        r = self.random.random()
        if r < 0.02:
            return self.pick(INVALID)
        if r < 0.5:
            return self.nodes(0)
        if r < 0.65:
            return self.number(0)
        if r < 0.83:
            return self.string(0)
        return self.boolean(0)
