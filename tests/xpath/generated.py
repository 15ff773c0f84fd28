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
