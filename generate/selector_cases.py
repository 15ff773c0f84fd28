"""Random HTML documents and random selectors for the selector differential against Chromium
(``generate chromium-selectors``; ``tests/selectors/test_chromium_selectors.py``): a grammar
covering Selectors 4 as the DOM's methods take it (issue 44, item 2) and documents with what
it reads (forms and their state, tables, SVG and MathML, ``template``, ``lang`` and ``dir``,
custom elements, quirks and standards mode). Deterministic for a seed."""

from __future__ import annotations

import random

__all__ = ["random_document", "random_selector"]

_IDS = ["a", "A", "b", "x1", "main"]
_CLASSES = ["x", "X", "y", "x y", "y  x", "Z", "x\ty"]
_LANGS = ["en", "en-US", "EN-us", "fr", "de-CH", "de-Latn-CH", "", "zh-Hant-TW"]
_TEXTS = ["", " ", "text", "\n  ", "שלום", "abc ש", "1"]
_INPUT_TYPES = [
    "text", "checkbox", "radio", "hidden", "submit", "number", "email", "button", "reset",
    "image", "TEXT", "Checkbox", "range", "date", "bogus", "password", "search",
]  # fmt: skip
_BLOCKS = ["div", "p", "span", "section", "ul", "li", "b", "em", "h1", "h2", "article", "x-foo"]


def _attributes(rng: random.Random, name: str) -> str:
    parts = []
    if rng.random() < 0.4:
        parts.append(f'id="{rng.choice(_IDS)}"')
    if rng.random() < 0.4:
        parts.append(f'class="{rng.choice(_CLASSES)}"')
    if rng.random() < 0.15:
        parts.append(f'lang="{rng.choice(_LANGS)}"')
    if rng.random() < 0.1:
        parts.append(f'dir="{rng.choice(["ltr", "rtl", "auto", "RTL", "bogus"])}"')
    if rng.random() < 0.1:
        parts.append(f'title="{rng.choice(["t", "T", "a b", ""])}"')
    if rng.random() < 0.1:
        parts.append(f'align="{rng.choice(["center", "CENTER", "left"])}"')
    if rng.random() < 0.1:
        parts.append(f'data-x="{rng.choice(["1", "a-b", "A-B", "", "x y"])}"')
    if rng.random() < 0.05:
        parts.append(f'contenteditable="{rng.choice(["", "true", "false", "plaintext-only"])}"')
    controls = ("input", "button", "select", "textarea", "fieldset", "option", "optgroup")
    if name in controls and rng.random() < 0.25:
        parts.append("disabled")
    if name == "input":
        parts.append(f'type="{rng.choice(_INPUT_TYPES)}"')
        for attribute in ("checked", "required", "readonly"):
            if rng.random() < 0.3:
                parts.append(attribute)
        if rng.random() < 0.4:
            parts.append(f'name="{rng.choice(["r", "s"])}"')
        if rng.random() < 0.3:
            parts.append(f'placeholder="{rng.choice(["p", "", " "])}"')
        if rng.random() < 0.3:
            parts.append(f'value="{rng.choice(["", "v", "3"])}"')
    if name == "textarea":
        for attribute in ("required", "readonly"):
            if rng.random() < 0.3:
                parts.append(attribute)
        if rng.random() < 0.5:
            parts.append(f'placeholder="{rng.choice(["p", ""])}"')
    if name == "select":
        if rng.random() < 0.3:
            parts.append("multiple")
        if rng.random() < 0.2:
            parts.append(f'size="{rng.choice(["1", "2", "0"])}"')
        if rng.random() < 0.2:
            parts.append("required")
    if name == "option" and rng.random() < 0.3:
        parts.append("selected")
    if name in ("a", "area", "link") and rng.random() < 0.7:
        parts.append(f'href="{rng.choice(["", "#a", "http://example.com/"])}"')
    if name in ("a", "link") and rng.random() < 0.3:
        parts.append(f'rel="{rng.choice(["nofollow", "NoFollow", "a b"])}"')
    if name in ("details", "dialog") and rng.random() < 0.5:
        parts.append("open")
    if name == "button" and rng.random() < 0.5:
        parts.append(f'type="{rng.choice(["submit", "reset", "button", "Submit"])}"')
    if name == "progress" and rng.random() < 0.5:
        parts.append('value="1"')
    if name == "div" and rng.random() < 0.05:
        parts.append('is="x-bar"')
    return "".join(" " + p for p in parts)


def _element(rng: random.Random, depth: int, out: list[str]) -> None:
    kind = rng.random()
    if depth <= 0 or kind < 0.15:
        out.append(rng.choice(_TEXTS))
        return
    if kind < 0.25:
        _form(rng, depth, out)
        return
    if kind < 0.3:
        out.append(
            "<table><tr><td>1</td><td"
            + _attributes(rng, "td")
            + ">2</td></tr><tr><th>3</th><td></td></tr></table>"
        )
        return
    if kind < 0.35:
        out.append(
            '<svg class="x"><rect id="b"/><a href="#">s</a><foreignObject><p>f</p>'
            '</foreignObject><circle xml:lang="fr"/></svg>'
        )
        return
    if kind < 0.38:
        out.append('<math><mi class="x">x</mi><mo lang="en">+</mo></math>')
        return
    if kind < 0.41:
        out.append('<template><p class="x" id="a">t</p></template>')
        return
    if kind < 0.44:
        name = rng.choice(["details", "dialog", "progress", "img", "link", "area", "a"])
        out.append(f"<{name}{_attributes(rng, name)}>")
        if name not in ("img", "link", "area"):
            out.append(rng.choice(["", "x", "<summary>s</summary>"]) + f"</{name}>")
        return
    name = rng.choice(_BLOCKS)
    out.append(f"<{name}{_attributes(rng, name)}>")
    for _ in range(rng.randint(0, 4)):
        _element(rng, depth - 1, out)
    out.append(f"</{name}>")


def _form(rng: random.Random, depth: int, out: list[str]) -> None:
    out.append(f"<form{_attributes(rng, 'form')}>")
    for _ in range(rng.randint(1, 5)):
        kind = rng.random()
        if kind < 0.35:
            out.append(f"<input{_attributes(rng, 'input')}>")
        elif kind < 0.55:
            out.append(f"<select{_attributes(rng, 'select')}>")
            for _ in range(rng.randint(0, 4)):
                if rng.random() < 0.2:
                    out.append(f"<optgroup{_attributes(rng, 'optgroup')}>")
                    out.append(f"<option{_attributes(rng, 'option')}>o</option></optgroup>")
                else:
                    out.append(f"<option{_attributes(rng, 'option')}>o</option>")
            out.append("</select>")
        elif kind < 0.65:
            out.append(
                f"<textarea{_attributes(rng, 'textarea')}>{rng.choice(['', 'x'])}</textarea>"
            )
        elif kind < 0.75:
            out.append(f"<button{_attributes(rng, 'button')}>b</button>")
        else:
            out.append(f"<fieldset{_attributes(rng, 'fieldset')}>")
            if rng.random() < 0.5:
                out.append(f"<legend><input{_attributes(rng, 'input')}></legend>")
            out.append(f"<input{_attributes(rng, 'input')}><button>b</button></fieldset>")
    out.append("</form>")


def random_document(rng: random.Random) -> str:
    """A document's markup (standards mode with a doctype, quirks mode without)."""
    out = ["<!DOCTYPE html>" if rng.random() < 0.6 else ""]
    out.append(f"<html{_attributes(rng, 'html')}><head><title>t</title></head><body")
    out.append(_attributes(rng, "body") + ">")
    for _ in range(rng.randint(2, 6)):
        _element(rng, 4, out)
    out.append("</body></html>")
    return "".join(out)


_TYPES = [
    "div", "DIV", "p", "span", "li", "ul", "a", "input", "option", "select", "svg", "rect",
    "foreignObject", "foreignobject", "circle", "mi", "x-foo", "td", "*", "*|*", "*|div",
    "|div", "*|rect", "html", "body", "form", "fieldset", "button", "textarea", "h1", "em",
    "template", "details", "link", "area", "legend", "optgroup", "progress",
]  # fmt: skip
_PSEUDOS = [
    "first-child", "last-child", "only-child", "first-of-type", "last-of-type", "only-of-type",
    "root", "scope", "empty", "checked", "disabled", "enabled", "required", "optional",
    "read-only", "read-write", "placeholder-shown", "default", "indeterminate", "link",
    "any-link", "defined", "hover", "focus", "target", "visited", "active", "focus-within",
    "open", "autofill", "focus-visible",
]  # fmt: skip
_ATTRIBUTE_NAMES = [
    "id", "class", "lang", "type", "href", "title", "data-x", "ALIGN", "align", "*|title",
    "|title", "name", "value", "rel", "dir", "checked", "xml:lang", "Type",
]  # fmt: skip
_VALUES = ["a", "A", "x", "X", "en", "EN", "center", "checkbox", "CheckBox", "", "a b", "1", "-"]
_ANB = ["1", "2", "odd", "even", "2n", "2n+1", "-n+2", "n", "3n-1", "0", "-1", " 2n + 1 ", "+n"]


def _compound(rng: random.Random, depth: int) -> str:
    parts = []
    if rng.random() < 0.6:
        parts.append(rng.choice(_TYPES))
    for _ in range(rng.randint(0 if parts else 1, 2)):
        kind = rng.random()
        if kind < 0.15:
            parts.append("#" + rng.choice(_IDS))
        elif kind < 0.3:
            parts.append("." + rng.choice(["x", "X", "y", "Z"]))
        elif kind < 0.5:
            name = rng.choice(_ATTRIBUTE_NAMES).replace(":", "\\:")
            if rng.random() < 0.3:
                parts.append(f"[{name}]")
            else:
                op = rng.choice(["=", "~=", "|=", "^=", "$=", "*="])
                flag = rng.choice(["", "", "", "", " i", " i", " I", " s"])
                parts.append(f'[{name}{op}"{rng.choice(_VALUES)}"{flag}]')
        elif kind < 0.8 or depth <= 0:
            parts.append(":" + rng.choice(_PSEUDOS))
        else:
            parts.append(_functional(rng, depth - 1))
    if rng.random() < 0.03:
        parts.append(rng.choice(["::before", "::after", ":before", "::marker"]))
    return "".join(parts)


def _functional(rng: random.Random, depth: int) -> str:
    kind = rng.choice(["is", "where", "not", "has", "nth", "lang", "dir", "nth", "forgiving"])
    if kind in ("is", "where", "not"):
        return f":{kind}({_list(rng, depth)})"
    if kind == "forgiving":
        return f":is({_complex(rng, depth)}, :bogus)"
    if kind == "has":
        combinator = rng.choice(["", "> ", "+ ", "~ "])
        return f":has({combinator}{_complex(rng, depth)})"
    if kind == "lang":
        ranges = [
            rng.choice(["en", "fr", "de", "de-CH", "zh-TW", "en-us", "EN", '"*-CH"', "de, fr"])
            for _ in range(rng.choice([1, 1, 2]))
        ]
        return f":lang({', '.join(ranges)})"
    if kind == "dir":
        return f":dir({rng.choice(['ltr', 'rtl'])})"
    name = rng.choice(["nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type"])
    of = ""
    if name in ("nth-child", "nth-last-child") and rng.random() < 0.3:
        of = f" of {_compound(rng, 0)}"
    return f":{name}({rng.choice(_ANB)}{of})"


def _complex(rng: random.Random, depth: int) -> str:
    text = _compound(rng, depth)
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        text = _compound(rng, depth) + rng.choice([" ", " > ", " + ", " ~ ", ">"]) + text
    return text


def _list(rng: random.Random, depth: int) -> str:
    return ", ".join(_complex(rng, depth) for _ in range(rng.choice([1, 1, 2])))


def random_selector(rng: random.Random) -> str:
    """A selector list from the grammar (some invalid, as browsers parse them)."""
    return _list(rng, 2)
