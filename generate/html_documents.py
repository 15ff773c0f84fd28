"""Random HTML documents (seeded) for the parser and serializer differential against Chromium
(:mod:`generate.chromium_documents`, ``tests/html/test_chromium_documents.py``).

A document is a random sequence of pieces, as markup found on the web is: start tags of every
element of the HTML Standard's index of elements (obsolete ones included), of SVG and MathML
(with the names whose case the parser adjusts), attributes quoted every way whose values hold
quotes, ``&``, character references (known, unknown, without semicolon, numeric, out of
range), ``<``, ``>`` and no-break spaces; end tags in and out of order (misnesting: the
adoption agency, the stack's scoping); text with character references; comments (malformed
ones too), processing instructions, CDATA sections, doctypes; the raw text and escapable raw
text elements with markup-looking content and their end tags in other cases; templates,
tables (text and elements foster-parented), forms, ``select`` holding ``div`` and other
elements, void elements with contents and self-closing flags. Nothing here is tuned to
webapi: the vocabulary comes from the Standards' element lists.
"""

from __future__ import annotations

import random

__all__ = ["random_document"]


def _words(text: str) -> list[str]:
    return text.split()


#: https://html.spec.whatwg.org/multipage/indices.html#elements-3, with the obsolete and
#: non-conforming elements the parser still knows (§ 16 "Obsolete features") and some
#: unknown and custom names.
HTML_ELEMENTS = _words(
    "a abbr address area article aside audio b base bdi bdo blockquote body br button canvas "
    "caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed "
    "fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i "
    "iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript "
    "object ol optgroup option output p picture pre progress q rp rt ruby s samp script search "
    "section select selectedcontent slot small source span strong style sub summary sup table "
    "tbody td template textarea tfoot th thead time title tr track u ul var video wbr "
    "applet acronym basefont bgsound big blink center dir font frame frameset image isindex "
    "keygen listing marquee menuitem nobr noembed noframes param plaintext rb rtc strike tt "
    "xmp x-foo custom-el unknown"
)
#: SVG and MathML elements, among them those whose names or attributes the parser adjusts
#: and the HTML integration points.
FOREIGN_ELEMENTS = _words(
    "svg math foreignObject foreignobject desc title g path circle text tspan clipPath "
    "linearGradient feBlend animateMotion mi mo mn ms mtext mrow annotation-xml mglyph "
    "malignmark semantics"
)
#: Elements common on pages, drawn more often.
COMMON = _words("div p span a b i em table tr td ul li form select option template svg math")
#: The raw text, escapable raw text and plaintext elements, with what they hold.
RAW_TEXT = _words("script style xmp iframe noembed noframes textarea title noscript")
ATTRIBUTE_NAMES = _words(
    "id class href src title style data-x data-Y lang dir type value name checked selected "
    "disabled hidden alt rel for xlink:href xml:lang xmlns xmlns:xlink definitionURL "
    "viewBox viewbox encoding CLASS on:x a-b x"
)
#: Pieces of attribute values and text.
VALUE_PIECES = [
    "a",
    "b c",
    " ",
    '"',
    "'",
    "&",
    "&amp;",
    "&lt;",
    "&gt;",
    "&quot;",
    "&nbsp;",
    "&nbsp",
    "&notin;",
    "&notit;",
    "&copy",
    "&copy=",
    "&#x41;",
    "&#65;",
    "&#0;",
    "&#128;",
    "&#x110000;",
    "&#xD800;",
    "&unknown;",
    "<",
    ">",
    "</p>",
    "\u00a0",
    "=",
    "`",
    "\n",
    "\t",
    "é",
    "\u2028",
    "/",
    "x&y",
]
TEXTS = [*VALUE_PIECES, "text", "Hello, world", "  \n  ", "\r\n", "a\rb", "\x00", "1 < 2"]
COMMENTS = [
    "<!-- c -->",
    "<!---->",
    "<!-->",
    "<!--->",
    "<!-- a -- b -->",
    "<!--<!-- x -->",
    "<!-- x --!>",
    "<!-- <script> -->",
    "<!x>",
    "</ x>",
    "<!DOCTYPE html>",
    "<![CDATA[ a < b ]]>",
    "<?pi data?>",
    "<?xml version='1.0'?>",
    "<?>",
    "<? x >",
]
DOCTYPES = [
    "",
    "",
    "<!DOCTYPE html>",
    "<!doctype HTML>",
    '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">',
    '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
    '"http://www.w3.org/TR/html4/loose.dtd">',
    "<!DOCTYPE x>",
    "<!-- before --><!DOCTYPE html>",
]
#: Content of raw text elements: markup-looking text, and the end tags that do or do not
#: close them.
RAW_PIECES = ["a", "<b>", "&amp;", "<!--", "-->", "</scrip", "</script ", "<\u00a0>", "</", "x"]


def _value(rng: random.Random) -> str:
    return "".join(rng.choice(VALUE_PIECES) for _ in range(rng.randrange(0, 4)))


def _attributes(rng: random.Random) -> str:
    out = []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        name = rng.choice(ATTRIBUTE_NAMES)
        quote = rng.choice(("'", '"', "", "none"))
        if quote == "none":
            out.append(f" {name}")
            continue
        value = _value(rng)
        if quote:
            value = value.replace(quote, "")
        else:
            value = "".join(c for c in value if c not in " \t\n\r\x0c>\"'=<`") or "v"
        out.append(f" {name}={quote}{value}{quote}")
    return "".join(out)


def _name(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        name = rng.choice(COMMON)
    elif roll < 0.85:
        name = rng.choice(HTML_ELEMENTS)
    else:
        name = rng.choice(FOREIGN_ELEMENTS)
    return name.upper() if rng.random() < 0.05 else name


def _raw_text(rng: random.Random, name: str) -> str:
    content = "".join(rng.choice(RAW_PIECES) for _ in range(rng.randrange(0, 4)))
    end = rng.choice((f"</{name}>", f"</{name.upper()}>", f"</{name} x=1>", ""))
    return f"<{name}{_attributes(rng)}>{content}{end}"


def _piece(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.36:
        slash = "/" if rng.random() < 0.08 else ""
        return f"<{_name(rng)}{_attributes(rng)}{slash}>"
    if roll < 0.56:
        return f"</{_name(rng)}>"
    if roll < 0.80:
        return rng.choice(TEXTS)
    if roll < 0.87:
        return rng.choice(COMMENTS)
    if roll < 0.93:
        return _raw_text(rng, rng.choice(RAW_TEXT))
    return rng.choice(
        (
            "<table>",
            "<table><tr><td>",
            "text in table<table>x<tr>y<td>z</table>",
            "<form><input name=a><form>",
            "<select><div>d</div><option>o<div>in</div><hr><input><select>",
            "<template><tr><td>t</td></tr></template>",
            "<template><template>x</template></template>",
            "<br></br>",
            "<p><table>",
            "<a><p>x</a>y</p>",
            "<b><i>x</b>y</i>",
            "<ruby>a<rt>b<rp>c</ruby>",
            "<li><li>",
            "<dd><dt>",
            "<h1><h2>",
            "<button><button>",
            "<nobr><nobr>",
            "<frameset>",
            "<plaintext>",
            "<svg><foreignObject><p>x</svg>",
            "<math><mi><b>x</b></math>",
            "<svg><![CDATA[<x>]]></svg>",
            "<image>",
            "<isindex>",
            "<col>",
            "<caption>",
        )
    )


def random_document(rng: random.Random) -> str:
    """A random document's markup (some 10 to 60 pieces)."""
    out = [rng.choice(DOCTYPES)]
    for _ in range(rng.randrange(10, 60)):
        out.append(_piece(rng))
    return "".join(out)
