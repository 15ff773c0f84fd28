"""Random documents for the generated XPath differentials (``tests/xpath/million.py``): HTML
pages with tables (implied ``tbody``, foster-parented text), templates, SVG and MathML
(``foreignObject``, camel-case names and attributes, ``xlink:href``, ``xml:lang``),
upper-case names, comments, duplicate IDs and non-ASCII text; XML documents with a default
namespace, prefixes declared and redeclared, ``xmlns=""``, prefixed attributes, processing
instructions, CDATA, comments and ``xml:lang``. Each is markup drawn with
``random.Random(seed)``, some 50 to 200 nodes, parsed by each side from the same string."""

from __future__ import annotations

import random

SVG = "http://www.w3.org/2000/svg"
MATHML = "http://www.w3.org/1998/Math/MathML"
XHTML = "http://www.w3.org/1999/xhtml"
XLINK = "http://www.w3.org/1999/xlink"

XML = "http://www.w3.org/XML/1998/namespace"

#: The prefixes an expression over an HTML page may use, and their namespaces (``xml`` too:
#: Chromium asks the resolver for it).
HTML_NAMESPACES = {"svg": SVG, "m": MATHML, "h": XHTML, "xl": XLINK, "xml": XML}
#: The prefixes an expression over an XML document may use (``x`` is ``d``'s namespace too,
#: ``o`` one that the documents declare on some elements only).
XML_NAMESPACES = {
    "d": "urn:d",
    "p": "urn:p",
    "q": "urn:q",
    "x": "urn:d",
    "o": "urn:o",
    "xml": XML,
}

#: Text: digits (numbers' conversions), spaces to normalise, non-ASCII (é, ß, an emoji of
#: two UTF-16 code units, a combining mark), words the string functions look for.
TEXTS = [
    "a",
    "b",
    "1",
    "2.5",
    "-0",
    " 3 ",
    "10",
    "caf\u00e9",
    "\U0001f600x",
    "  spaced   text  ",
    "\u00dcn\u00efcode",
    "NaN",
    "1e3",
    "stra\u00dfe",
    "x\ny",
    "Apple",
    "e\u0301",
    "-.5",
    "price 4",
    "\u65e5\u672c",
]
ATTRIBUTE_VALUES = ["a", "x", "1", "2", "x price", "Price", "", " y ", "caf\u00e9", "-1", "en"]
COMMENTS = ["c", " note ", "caf\u00e9"]
PI_DATA = ['order="asc"', "x", ""]
LANGUAGES = ["fr", "en-GB", "EN", "de", "en", ""]
IDS = ["main", "a", "b", "dup", "dup", "x y", "\u00e9"]

HTML_BLOCKS = ["div", "p", "span", "section", "ul", "ol", "form", "h2", "b", "em"]
HTML_UPPER = ["DIV", "P", "Span", "LI", "Td", "SECTION"]
HTML_ATTRIBUTES = ["class", "title", "data-x", "Data-Y", "href", "lang", "name", "value"]
SVG_CHILDREN = ["g", "path", "rect", "text", "foreignObject", "linearGradient", "clipPath"]
SVG_ATTRIBUTES = ["viewBox", "refX", "Id", "class", "fill", "xlink:href", "xml:lang", "data-Q"]
MATH_CHILDREN = ["mi", "mo", "mn", "mtext", "mrow"]
XML_ELEMENTS = ["item", "Item", "name", "leaf", "LEAF", "p:item", "p:name", "q:leaf", "price"]
XML_ATTRIBUTES = ["id", "Name", "code", "p:code", "q:rank", "xml:lang", "rank"]


class _Drawer:
    __slots__ = ("budget", "random")

    def __init__(self, seed: int, budget: int) -> None:
        self.random = random.Random(seed)
        self.budget = budget

    def chance(self, p: float) -> bool:
        return self.random.random() < p

    def pick(self, options: list[str]) -> str:
        return self.random.choice(options)

    def text(self) -> str:
        return self.pick(TEXTS).replace("&", "&amp;").replace("<", "&lt;")

    def value(self, name: str) -> str:
        if name in ("lang", "xml:lang"):
            return self.pick(LANGUAGES)
        return self.pick(ATTRIBUTE_VALUES)


class _Html(_Drawer):
    """Markup of an HTML page, drawn as a tree of some ``budget`` elements."""

    __slots__ = ()

    def attributes(self, names: list[str]) -> str:
        found: dict[str, str] = {}
        if self.chance(0.25):
            found["id"] = self.pick(IDS)
        for name in self.random.sample(names, min(len(names), self.random.choice([0, 0, 1, 2]))):
            found[name] = self.value(name)
        if self.chance(0.06):
            found["xml:lang"] = self.value("xml:lang")
        return "".join(f' {name}="{value}"' for name, value in found.items())

    def content(self, depth: int) -> str:
        parts = []
        for _ in range(self.random.choice([1, 2, 3, 3, 4])):
            if self.budget <= 0:
                break
            r = self.random.random()
            if r < 0.3 or depth > 5:
                parts.append(self.text())
            elif r < 0.36:
                parts.append(f"<!--{self.pick(COMMENTS)}-->")
            elif r < 0.45:
                parts.append(self.table(depth))
            elif r < 0.5:
                parts.append(self.svg(depth))
            elif r < 0.54:
                parts.append(self.math())
            elif r < 0.58:
                self.budget -= 1
                attributes = self.attributes(HTML_ATTRIBUTES)
                parts.append(f"<template{attributes}>{self.content(depth + 1)}</template>")
            elif r < 0.63:
                self.budget -= 1
                parts.append(
                    f'<a href="{self.pick(["https://e.com/a", "/b", "#c"])}">{self.text()}</a>'
                )
            elif r < 0.66:
                self.budget -= 1
                parts.append(
                    f'<input type={self.pick(["hidden", "text"])} value="{self.value("value")}">'
                )
            elif r < 0.72:
                self.budget -= 1
                name = self.pick(HTML_UPPER)
                parts.append(
                    f"<{name}{self.attributes(HTML_ATTRIBUTES)}>{self.content(depth + 1)}</{name}>"
                )
            elif r < 0.78:
                self.budget -= 1
                items = "".join(f"<li>{self.text()}" for _ in range(self.random.randint(1, 4)))
                parts.append(f"<ul{self.attributes(HTML_ATTRIBUTES)}>{items}</ul>")
            else:
                self.budget -= 1
                name = self.pick(HTML_BLOCKS)
                parts.append(
                    f"<{name}{self.attributes(HTML_ATTRIBUTES)}>{self.content(depth + 1)}</{name}>"
                )
        return "".join(parts)

    def table(self, depth: int) -> str:
        self.budget -= 2
        rows = []
        for _ in range(self.random.randint(1, 3)):
            cells = []
            for _ in range(self.random.randint(1, 3)):
                self.budget -= 1
                cell = self.pick(["td", "td", "th", "TD"])
                body = self.text() if self.chance(0.7) else self.content(depth + 2)
                cells.append(f"<{cell}{self.attributes(['class', 'title'])}>{body}")
            rows.append(f"<{self.pick(['tr', 'TR'])}>" + "".join(cells))
        head = "<caption>cap</caption>" if self.chance(0.2) else ""
        stray = self.text() if self.chance(0.15) else ""  # foster-parented
        return f"<table{self.attributes(['class'])}>{head}{stray}{''.join(rows)}</table>"

    def svg(self, depth: int) -> str:
        self.budget -= 1
        children = []
        for _ in range(self.random.randint(1, 3)):
            self.budget -= 1
            name = self.pick(SVG_CHILDREN)
            if self.chance(0.3):
                name = name.lower() if self.chance(0.5) else name.upper()
            inner = ""
            if name.lower() == "foreignobject":
                inner = f"<p>{self.text()}</p>"
            elif self.chance(0.3):
                inner = self.text()
            children.append(f"<{name}{self.attributes(SVG_ATTRIBUTES)}>{inner}</{name}>")
        name = self.pick(["svg", "svg", "SVG"])
        return f"<{name}{self.attributes(SVG_ATTRIBUTES)}>{''.join(children)}</{name}>"

    def math(self) -> str:
        self.budget -= 1
        children = []
        for _ in range(self.random.randint(1, 3)):
            self.budget -= 1
            name = self.pick(MATH_CHILDREN)
            children.append(
                f"<{name}{self.attributes(['class', 'xml:lang'])}>{self.text()}</{name}>"
            )
        return f"<math{self.attributes(['class'])}>{''.join(children)}</math>"

    def page(self) -> str:
        doctype = "<!DOCTYPE html>" if self.chance(0.7) else ""
        html = f"<html{self.attributes(['lang', 'class'])}>" if self.chance(0.6) else ""
        head = f"<head><title>{self.text()}</title></head>" if self.chance(0.5) else ""
        body = f"<body{self.attributes(HTML_ATTRIBUTES)}>" if self.chance(0.6) else ""
        parts = []
        while self.budget > 0:
            parts.append(self.content(0))
        return doctype + html + head + body + "".join(parts)


class _Xml(_Drawer):
    """Markup of a well-formed XML document, drawn as a tree of some ``budget`` elements."""

    __slots__ = ()

    def attributes(self) -> str:
        found: dict[str, str] = {}
        if self.chance(0.3):
            found["id"] = self.pick(IDS)
        for _ in range(self.random.choice([0, 0, 1, 2])):
            name = self.pick(XML_ATTRIBUTES)
            found[name] = self.value(name)
        r = self.random.random()
        if r < 0.06:
            found["xmlns"] = self.pick(["", "urn:o", "urn:p"])
        elif r < 0.1:
            found["xmlns:p"] = self.pick(["urn:o", "urn:p"])
        elif r < 0.13:
            found["xmlns:z"] = "urn:z"
        # namespace declarations first, the default one, then by prefix: Chromium's XML
        # parser orders them so (webapi's keeps the markup's order)
        names = sorted(found, key=lambda name: (not name.startswith("xmlns"), name))
        return "".join(f' {name}="{found[name]}"' for name in names)

    def content(self, depth: int) -> str:
        parts = []
        for _ in range(self.random.choice([1, 2, 3, 3, 4])):
            if self.budget <= 0:
                break
            r = self.random.random()
            if r < 0.3 or depth > 6:
                parts.append(self.text())
            elif r < 0.35:
                parts.append(f"<!--{self.pick(['c', ' note '])}-->")
            elif r < 0.4:
                target = self.pick(["sort", "pi", "Sort"])
                parts.append(f"<?{target} {self.pick(PI_DATA)}?>")
            elif r < 0.44:
                parts.append(f"<![CDATA[{self.pick(['<raw>', '1', ' c d '])}]]>")
            else:
                self.budget -= 1
                name = self.pick(XML_ELEMENTS)
                inner = self.content(depth + 1) if self.chance(0.8) else ""
                parts.append(f"<{name}{self.attributes()}>{inner}</{name}>")
        return "".join(parts)

    def document(self) -> str:
        default = ' xmlns="urn:d"' if self.chance(0.8) else ""
        declarations = default + ' xmlns:p="urn:p" xmlns:q="urn:q"'
        lang = f' xml:lang="{self.pick(["en-GB", "fr"])}"' if self.chance(0.4) else ""
        head = '<?xml version="1.0"?>' if self.chance(0.5) else ""
        before = "<!-- top --><?top x?>" if self.chance(0.3) else ""
        parts = []
        while self.budget > 0:
            parts.append(self.content(0))
        name = self.pick(["root", "Root", "p:root"])
        return f"{head}{before}<{name}{declarations}{lang}>{''.join(parts)}</{name}>"


def html_page(seed: int) -> str:
    """An HTML page of some 10 to 40 elements (30 to 150 nodes with texts and attributes)."""
    drawer = _Html(seed, random.Random(seed).randint(10, 35))
    return drawer.page()


def xml_document(seed: int) -> str:
    """A well-formed XML document of some 10 to 35 elements, its prefixes ``p`` and ``q``
    declared on the document element (the default namespace ``urn:d`` there or not)."""
    drawer = _Xml(seed, random.Random(seed).randint(10, 35))
    return drawer.document()
