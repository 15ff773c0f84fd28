"""What Chromium 156 answers for the rules of style sheets: each sheet's ``cssRules`` (their
``cssText``, and for the grouping rules their children's) and the name of the exception of an
``insertRule`` (or ``""``), asked once and stored (``_sheets_chromium.json``, written by
``python -m tests.cssom._sheets_chromium``; the slow tier asks again, ``test_sheets_chromium.py``).

The sheets are written for the corners (``CORNERS``) and generated (``generated(n)``: random
style rules of type, class, ID, attribute, pseudo-class and combinator selectors with odd
white space and case, declarations of common properties, ``@media``, ``@supports``,
``@layer``, ``@import``, ``@namespace``, ``@font-face`` and ``@page`` rules, nested), then
those of CSS Nesting (``NESTING``, ``generated_nested(n)``)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_sheets_chromium.json")
PAGE = "/sheets.html"
GENERATED = 300
GENERATED_NESTED = 100

CORNERS: list[str] = [
    "p{color:red}",
    "P , DIV>SPAN{}",
    "a   b  >  c+d~e{margin:0 1px}",
    "[data-x='1' i]{color:blue}",
    "a:hover::before{content:'x'}",
    "@media screen{p{color:red}}",
    "@media SCREEN AND (MIN-WIDTH:100PX) , print{}",
    "@media (min-width:100px) and (max-width:200px){a{}}",
    "@media not all and (monochrome){}",
    "@supports (display:grid) and (not (display:inline-grid)){a{float:left}}",
    "@supports   selector(a > b){}",
    "@layer a , b.c;",
    "@layer{p{}}",
    "@layer x{@layer y{p{color:red}}}",
    '@import "a.css";p{}',
    "@import url(a.css) screen and (color);",
    "@import url('a.css') layer;",
    "@import url(a.css) layer(x.y) supports(display: grid) print;",
    "p{}@import url(a.css);",
    "@namespace url(http://www.w3.org/1999/xhtml);",
    "@namespace svg 'http://www.w3.org/2000/svg';",
    "@font-face{font-family:Foo;src:url(a.woff)}",
    "@page{margin:1cm}",
    "@page :first{margin-top:2in}",
    "@page wide:left{size:a4}",
    "@media print{@media (color){p{color:red}}}",
    "p{color:red!important;display:none}",
    "p{--x: 1px ;color:var(--x)}",
    "p{color:red}}q{color:blue}",
    "p{color:red;;;display:block}",
    "@unknown foo{p{}}q{}",
    "@charset 'utf-8';p{}",
    "p::after{content:'\\\\'}",
    "div p , div  q{}",
    "#ID.Class[Attr]{}",
    "*|p, ns|q{}",
    ":is(a,b) :where(c , d){}",
    ":not(.a , .b){}",
    "li:nth-child( 2n + 1 of .x){}",
    "p{margin:1px 2px 1px 2px;padding:0 0 0 0}",
    # an @import's supports(): a bare declaration not supported drops the rule, a condition
    # false keeps it
    "@import url(a.css) supports(foo: bar);p{}",
    "@import url(a.css) supports(foo);@import url(b.css) supports();p{}",
    "@import url(a.css) supports((foo: bar)) print;",
    "@import url(a.css) supports(not (display: grid));",
    "@import url(a.css) supports(--x: 1);@import url(a.css) supports(display: grid !important);",
]

#: CSS Nesting (https://drafts.csswg.org/css-nesting-1/): rules nested in style rules, the
#: nesting selector, declarations after nested rules (``CSSNestedDeclarations``), group rules
#: inside style rules, and what Chromium drops there.
NESTING: list[str] = [
    ".a{color:red; .b{color:blue} }",
    ".a{ > .b{} + .c{} ~ .d{} }",
    ".a{ &.b{} & .c{} .d &{} &div{} div&{} }",
    ".a, .b{ .c, > .d{} }",
    ".a{ color:red; .b{} color:blue; display:none }",
    ".a{ @media screen{ color:red; .b{color:blue} } }",
    ".a{ @supports (display:grid){ display:grid } }",
    ".a{ @layer x{ color:red } }",
    ".a{ @container (min-width:100px){ color:red } }",
    "& {color:red}",
    ".a{ :hover{} ::before{} }",
    ".a{ .b{ .c{ color:red } } }",
    ".a{ div{} DIV &{} }",
    ".a{ :is(&) .b{} :not(&){} :has(> &){} }",
    ".a{ color:red; @media print{} }",
    ".a{ .b{}; color: red }",
    ".a { foo:bar; .b{} foo:bar }",
    ".a { .b{} --x: 1; }",
    ".a { &{} &&{} & & {} }",
    "@media screen{ .a{ .b{} } }",
    ".a{ @font-face{} @page{} @keyframes k{} @import 'x'; @layer x; }",
    ".a{ .b{ } color:red !important; display:block }",
    ".a::before{ .b{} &:hover{} }",
    ".a{ >.b{} ++c{} }",
    ".a{ @media screen{ @media print{ color:red } } }",
    ".a{ color:red; @font-face{} color:blue }",
    ".a{ .b{} color:red; @font-face{} color:blue }",
    ".a{ .b{} junk here; color:blue }",
    ".a{ div:hover{color:red} --y:{a}; }",
    # @scope and @starting-style nested in style rules (css-cascade-6, css-transitions-2)
    ".a{ @scope (.x){ color:red } }",
    ".a{ @scope (.x) to (.y){ color:red; .b{color:blue} } }",
    ".a{ @scope { color:red } }",
    ".a{ @scope to (.y){ .b{} } }",
    ".a{ @scope (& > .x){ .b{} } }",
    ".a{ @scope (> .x){ .b{} } }",
    ".a{ @scope (.x, .y){ .b{} & .c{} > .d{} } }",
    ".a, .z{ @scope (.x){ :scope{color:red} } }",
    ".a{ @scope (.x){} @scope (::before){ color:red } }",
    "@scope (.a){ .b{ @scope (.c){ color:red } } }",
    ".a{ .b{ @scope (.x){ color:red } } }",
    ".a{ @starting-style{ color:red } }",
    ".a{ @starting-style{ color:red; .b{color:blue} } }",
    ".a{ color:blue; @starting-style{ opacity:0 } color:green }",
    "@starting-style{ .a{ opacity:0 } }",
    "@starting-style{ .a{ opacity:0; @starting-style { color:red } } }",
    ".a{ @media screen{ @starting-style{ color:red } } }",
    ".a{ @starting-style{ @media screen{ color:red } } }",
    ".a{ @starting-style{} @starting-style foo{ color:red } }",
    ".a{ @media screen{ } color: red }",
    ".a{ .b, &div{} .c, &:hover , > p{} }",
    "@media print{ color:red; .b{} }",
    ".a{ margin:0; .b{} margin-left:1px; @supports selector(&){ float:left } }",
    "div{ p & { } SPAN{} [x=y]{} #i{} }",
    ".a { .b { & + & {} } }",
]

#: insertRule calls on a sheet with ``p {}`` and ``@media all {}`` (the second at index 1):
#: ``[target, rule, index]``, target ``"sheet"``, ``"media"`` or ``"style"`` (the ``p {}``
#: rule: a nested rule or declarations).
INSERTS: list[list[Any]] = [
    ["sheet", "q{}", 0],
    ["sheet", "q{}", 3],
    ["sheet", "", 0],
    ["sheet", "   ", 0],
    ["sheet", "q{} r{}", 0],
    ["sheet", "q >>> r{}", 0],
    ["sheet", "@import url(a.css);", 0],
    ["sheet", "@import url(a.css);", 1],
    ["sheet", "@namespace x url(y);", 0],
    ["sheet", "@layer a;", 0],
    ["sheet", "@media print{}", 2],
    ["sheet", "@unknown x;", 0],
    ["sheet", "@charset 'utf-8';", 0],
    ["sheet", "q{", 0],
    ["sheet", "@media print{", 0],
    ["media", "q{}", 0],
    ["media", "q{}", 1],
    ["media", "@import url(a.css);", 0],
    ["media", "@namespace x url(y);", 0],
    ["media", "@media print{}", 0],
    ["media", "@layer a;", 0],
    ["style", ".c{}", 0],
    ["style", "> .c{}", 0],
    ["style", "&.c{}", 0],
    ["style", "&div{}", 0],
    ["style", "color:red", 0],
    ["style", "color:red; display:none", 0],
    ["style", "foo:bar", 0],
    ["style", "@media print{}", 0],
    ["style", "@import url(a.css);", 0],
    ["style", "@font-face{}", 0],
    ["style", "@layer a;", 0],
    ["style", ".c{} .d{}", 0],
    ["style", ".c{}", 1],
    ["style", "@scope (.x){ color:red }", 0],
    ["style", "@starting-style{ color:red; .b{} }", 0],
    ["sheet", "@starting-style{ .b{ color:red } }", 0],
]

_TYPES = ["p", "div", "SPAN", "a", "li", "ul", "Td", "section", "*"]
_PROPERTIES = [
    ("color", ["red", "RED", "#ABC", "rgb(1,2,3)", "transparent", "currentcolor"]),
    ("display", ["none", "block", "inline-block", "flex", "grid", "contents"]),
    ("margin", ["0", "1px", "1px 2px", "1PX 2px 3px 4px", "auto"]),
    ("padding-left", ["0", "1.50em", "+.5px", "10%"]),
    ("float", ["left", "none", "right"]),
    ("position", ["absolute", "relative", "sticky"]),
    ("white-space", ["pre", "nowrap", "pre-wrap"]),
    ("text-transform", ["uppercase", "none", "capitalize"]),
    ("visibility", ["hidden", "visible"]),
    ("font-family", ["Arial", "'Times New Roman', serif"]),
    ("width", ["100px", "50%", "auto", "calc(1px + 2px)"]),
    ("--custom", [" 1px ", "a b", "{x}"]),
]
_MEDIA = [
    "screen",
    "print",
    "all",
    "(min-width:100px)",
    "screen and (max-width: 500px)",
    "not print",
    "(orientation:landscape)",
    "screen, print",
    "(prefers-color-scheme: dark)",
]
_SUPPORTS = ["(display:grid)", "(color: red)", "not (display:flex)", "(a:b) or (display:block)"]


def _selector(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 3)):
        compound = rng.choice(_TYPES) if rng.random() < 0.7 else ""
        for _ in range(rng.randint(0, 2)):
            compound += rng.choice(
                [
                    f".c{rng.randint(1, 3)}",
                    f"#i{rng.randint(1, 3)}",
                    "[href]",
                    "[lang|=en]",
                    ":not(.x)",
                    ":first-child",
                    ":hover",
                    "::before",
                ]
            )
        parts.append(compound or "*")
    out = parts[0]
    for part in parts[1:]:
        out += rng.choice([" ", ">", " > ", "+", "  ~  ", "\n"]) + part
    return out


def _block(rng: random.Random) -> str:
    declarations = []
    for _ in range(rng.randint(0, 3)):
        name, values = rng.choice(_PROPERTIES)
        important = "!important" if rng.random() < 0.15 else ""
        declarations.append(f"{name}:{rng.choice(values)}{important}")
    return "{" + ";".join(declarations) + "}"


def _rules(rng: random.Random, depth: int) -> str:
    out = []
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.55 or depth > 1:
            selectors = ",".join(_selector(rng) for _ in range(rng.randint(1, 2)))
            out.append(selectors + _block(rng))
        elif roll < 0.7:
            out.append(f"@media {rng.choice(_MEDIA)}{{{_rules(rng, depth + 1)}}}")
        elif roll < 0.78:
            out.append(f"@supports {rng.choice(_SUPPORTS)}{{{_rules(rng, depth + 1)}}}")
        elif roll < 0.86:
            name = rng.choice(["", "base", "a.b"])
            out.append(f"@layer {name}{{{_rules(rng, depth + 1)}}}")
        elif roll < 0.9:
            out.append(f"@layer {rng.choice(['a', 'a, b', 'x.y'])};")
        elif roll < 0.95:
            out.append("@font-face" + _block(rng))
        else:
            out.append("@page" + rng.choice(["", " :first", " :left"]) + _block(rng))
    return "".join(out)


def generated(count: int = GENERATED, seed: int = 53) -> list[str]:
    """``count`` random sheets (the same for the same seed)."""
    rng = random.Random(seed)
    sheets = []
    for _ in range(count):
        head = ""
        if rng.random() < 0.2:
            head = rng.choice(
                ['@import url("x.css");', "@import 'y.css' print;", "@namespace svg url(z);"]
            )
        sheets.append(head + _rules(rng, 0))
    return sheets


def _nested_block(rng: random.Random, depth: int) -> str:
    """A style rule's block with declarations, nested style rules (relative selectors, ``&``
    in several places) and group rules between them."""
    parts = []
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.4 or depth > 2:
            parts.append(_block(rng)[1:-1] + ";")
        elif roll < 0.75:
            selector = rng.choice(
                ["&", "& ", "", "> ", "+ ", "~ ", ":is(&) ", "&:hover", "& > ", "& &"]
            ) + _selector(rng)
            if rng.random() < 0.2:
                selector += ", " + rng.choice(["&.z", "> q", "b &", "&div"])
            parts.append(selector + "{" + _nested_block(rng, depth + 1) + "}")
        elif roll < 0.85:
            parts.append(f"@media {rng.choice(_MEDIA)}{{{_nested_block(rng, depth + 1)}}}")
        elif roll < 0.92:
            parts.append(f"@supports {rng.choice(_SUPPORTS)}{{{_nested_block(rng, depth + 1)}}}")
        else:
            parts.append(f"@layer {rng.choice(['', 'x'])}{{{_nested_block(rng, depth + 1)}}}")
    return "".join(parts)


def generated_nested(count: int = GENERATED_NESTED, seed: int = 1) -> list[str]:
    """``count`` random sheets of style rules with nested rules (the same for the same
    seed)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        rules = [
            _selector(rng) + "{" + _nested_block(rng, 0) + "}" for _ in range(rng.randint(1, 3))
        ]
        out.append("".join(rules))
    return out


def sheets() -> list[str]:
    """Every sheet asked: the corners, the generated ones, then the nesting ones (written and
    generated)."""
    return CORNERS + generated() + NESTING + generated_nested()


RUN = r"""
([sheets, inserts]) => {
  const dump = (list) => Array.from(list, (rule) =>
    rule.cssRules ? [rule.cssText, dump(rule.cssRules)] : [rule.cssText, null]);
  const rules = sheets.map((text) => {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
    const out = dump(style.sheet.cssRules);
    style.remove();
    return out;
  });
  const errors = inserts.map(([target, rule, index]) => {
    const style = document.createElement('style');
    style.textContent = 'p {} @media all {}';
    document.head.append(style);
    const owner = target === 'sheet' ? style.sheet
      : target === 'style' ? style.sheet.cssRules[0] : style.sheet.cssRules[1];
    let out = '';
    try { owner.insertRule(rule, index); } catch (e) { out = e.name; }
    const text = Array.from(style.sheet.cssRules, (r) => r.cssText);
    style.remove();
    return [out, text];
  });
  return {rules, errors};
}
"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (Playwright), with its version."""
    from oracles.chromium import browser, serve

    documents = {PAGE: (b"<!doctype html><title>sheets</title>", "text/html")}
    with browser() as launched, serve(documents) as origin:
        page = launched.new_page()
        page.goto(origin + PAGE)
        answers = page.evaluate(RUN, [sheets(), INSERTS])
        page.close()
        return {"chromium": launched.version, **answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']})\n")
