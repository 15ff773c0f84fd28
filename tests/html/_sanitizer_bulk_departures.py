"""The named classes of the differences between webapi's and Chromium 156's answers to the
Sanitizer's bulk differential (:mod:`tests.html._sanitizer_bulk`), each with its witness in
``tests/html/test_sanitizer.py`` and its paragraph in docs/html.md.

A class of :data:`NORMALIZED` is a normalization of both answers' markup for the cases it
applies to: a difference is in the class whose normalization (after those of the classes
before it) makes the answers equal. Where the trees differ in shape (:data:`PARSER`: the HTML
parser's differences, and the sanitizer's ``FosterParentedReplacement``), a class is a
predicate of the case's fragment that can show it (:func:`classify`). The configurations'
``get()`` must be equal in every case."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

__all__ = ["CLASSES", "NORMALIZED", "PARSER", "classify"]

#: A raw text element's text (kept: a "<!--" there is text), or a comment.
_COMMENT = re.compile(
    r"(<(script|style|xmp|iframe|noembed|noframes|plaintext)\b[^>]*>.*?</\2>)|<!--.*?-->", re.S
)
_COMMENT_OR_PI = re.compile(r"<!--.*?-->|<\?[^>]*>", re.S)
_INPUT = re.compile(r"<input\b[^>]*>")


def _document_children(one: list[Any], markup: str) -> str:
    """The comments and processing instructions that are the document's children (before
    its ``html`` element or after it) taken out."""
    if one[1]:
        return markup
    start, end = markup.find("<html"), markup.rfind("</html>")
    if start < 0:
        return _COMMENT_OR_PI.sub("", markup)
    end += len("</html>")
    head, tail = _COMMENT_OR_PI.sub("", markup[:start]), _COMMENT_OR_PI.sub("", markup[end:])
    return head + markup[start:end] + tail


def _parse_unsafe_comments(one: list[Any], markup: str) -> str:
    """Every comment taken out, for ``parseHTMLUnsafe(html)`` with no sanitizer."""
    if one[0] == "parseHTMLUnsafe" and one[3] is None:
        return _COMMENT.sub(lambda found: found[1] or "", markup)
    return markup


def _select_context_input(one: list[Any], markup: str) -> str:
    """Every ``input`` taken out, for a ``select`` context."""
    return _INPUT.sub("", markup) if one[1] == "select" else markup


_FORMATTING_WITH_IS = re.compile(
    r"<(a|b|big|code|em|font|i|nobr|s|small|strike|strong|tt|u)\b[^>]*\sis\b", re.I
)


_TABLE_TAG = re.compile(r"<(table|tbody|thead|tfoot|tr)\b", re.I)


_TEMPLATE_HEAD_START = re.compile(
    r"<template\b[^>]*>\s*(?:<!--.*?-->\s*)*"
    r"<(?:base|basefont|bgsound|link|meta|noframes|script|style|template|title)\b",
    re.I | re.S,
)


def _foster_parented_replacement(one: list[Any]) -> bool:
    config = one[3]
    return (
        isinstance(config, dict)
        and bool(config.get("replaceWithChildrenElements"))
        and "<table" in one[2].lower()
    )


def _replacement_character_frameset(one: list[Any]) -> bool:
    html = one[2].lower()
    return "<frameset" in html and ("&#0;" in html or "\ufffd" in html)


def _template_head_start(one: list[Any]) -> bool:
    return _TEMPLATE_HEAD_START.search(one[2]) is not None


def _form_end_in_template(one: list[Any]) -> bool:
    html = one[2].lower()
    return "<template" in html and "</form" in html


def _form_in_template_table(one: list[Any]) -> bool:
    html = one[2].lower()
    return "<template" in html and "<form" in html and _TABLE_TAG.search(html) is not None


_SVG_CASED_END_TAG = re.compile(
    r"</(animatemotion|animatetransform|clippath|feimage|foreignobject|lineargradient|textpath)\b",
    re.I,
)


def _svg_cased_end_tag(one: list[Any]) -> bool:
    return "<svg" in one[2].lower() and _SVG_CASED_END_TAG.search(one[2]) is not None


def _search(one: list[Any]) -> bool:
    return "<search" in one[2].lower()


def _formatting_with_is(one: list[Any]) -> bool:
    return _FORMATTING_WITH_IS.search(one[2]) is not None


#: The classes whose normalization of both answers' markup makes them equal: class -> (what
#: differs, the normalization of a case's markup), tried in order, each after those before.
NORMALIZED: dict[str, tuple[str, Callable[[list[Any], str], str]]] = {
    "DocumentChildrenKept": (
        "parseHTML and a sanitizing parseHTMLUnsafe: Chromium 156 keeps the comments and "
        "processing instructions that are the new document's children, whatever the "
        "configuration; webapi, as the specification, sanitizes them as the others",
        _document_children,
    ),
    "ParseHTMLUnsafeDropsComments": (
        "parseHTMLUnsafe(html) with no sanitizer: Chromium 156 drops the comments in the "
        "html element; webapi, as the specification (the configuration {}: comments "
        "allowed), keeps them",
        _parse_unsafe_comments,
    ),
    "SelectContextInput": (
        "an HTML parser difference: an input start tag in a fragment whose context is a "
        "select (even in a template there) is ignored by webapi, as the HTML Standard's "
        "'in body' insertion mode says; Chromium 156 inserts it",
        _select_context_input,
    ),
}
#: The differences whose trees differ in shape (the HTML parser's, and one of the
#: sanitizer's): class -> (what differs, the predicate of a case whose fragment can show it),
#: tried after :data:`NORMALIZED`.
PARSER: dict[str, tuple[str, Callable[[list[Any]], bool]]] = {
    "FosterParentedReplacement": (
        "an element the configuration replaces with its children, foster-parented before a "
        "table: Chromium 156 puts its children inside the table (it sanitizes as it parses); "
        "webapi, as the specification, where the element was (as in "
        "tests/html/test_sanitizer_chromium.py)",
        _foster_parented_replacement,
    ),
    "TemplateHeadElementThenBody": (
        "an HTML parser difference: after a head element (base, title...) at the start of a "
        "template's contents, Chromium 156 goes on 'in body' (a td, th, tr or col ignored, a "
        "</p> makes a p); webapi stays 'in template', as the HTML Standard says",
        _template_head_start,
    ),
    "SearchNotSpecial": (
        "an HTML parser difference: Chromium 156's parser does not treat search as the HTML "
        "Standard's special category and 'in body' block elements (address, section...) "
        "list it; webapi's does (a search in a formatting element, a p or a dd closed)",
        _search,
    ),
    "FormattingElementWithIs": (
        "an HTML parser difference: Chromium 156 does not reconstruct (nor run the adoption "
        "agency on) a formatting element (b, code, em...) with an is attribute; webapi, as "
        "the HTML Standard, does",
        _formatting_with_is,
    ),
    "ReplacementCharacterKeepsFramesetOk": (
        "an HTML parser difference: in a document, a U+FFFD character in the body (a &#0;) "
        "leaves Chromium 156's frameset-ok flag 'ok' (a later frameset replaces the body); "
        "webapi, as the HTML Standard's 'in body' insertion mode, sets it 'not ok'",
        _replacement_character_frameset,
    ),
    "FormInTemplateTable": (
        "an HTML parser difference: a form start tag in a table, table body or row of a "
        "template's contents is inserted by Chromium 156; webapi ignores it, as the HTML "
        "Standard's 'in table' insertion mode says where a template is open",
        _form_in_template_table,
    ),
    "FormEndTagInTemplate": (
        "an HTML parser difference: a </form> in a template's contents whose form holds an "
        "open p, li or dd is ignored by Chromium 156; webapi, as the HTML Standard's 'in "
        "body' insertion mode, generates the implied end tags and closes the form",
        _form_end_in_template,
    ),
    "SvgCasedEndTag": (
        "an HTML parser difference: in SVG content, an end tag such as </animateTransform> "
        "that reaches the HTML rules closes an HTML element of that name (animatetransform) "
        "in webapi, as the HTML Standard says (end tags keep the tokenizer's lower case); "
        "Chromium 156 gives it SVG's case first, and ignores it",
        _svg_cased_end_tag,
    ),
}
CLASSES = {**NORMALIZED, **PARSER}


def classify(one: list[Any], chromium: list[Any], ours: list[Any]) -> str | None:
    """The class of a difference between Chromium's and webapi's answers to the case ``one``,
    or None for one no class explains."""
    if chromium[1] != ours[1] or chromium[0].startswith("!") or ours[0].startswith("!"):
        return None
    theirs, mine = chromium[0], ours[0]
    for name, (_, normalize) in NORMALIZED.items():
        theirs, mine = normalize(one, theirs), normalize(one, mine)
        if theirs == mine:
            return name
    for name, (_, test) in PARSER.items():
        if test(one):
            return name
    return None


#: For each class, a small case of it (the bulk's case format), webapi's markup and Chromium
#: 156's (``test_sanitizer.py`` pins webapi's, the slow tier asks Chromium for its own again).
MINIMAL_WITNESSES: dict[str, tuple[list[Any], str, str]] = {
    "DocumentChildrenKept": (
        [
            "parseHTML",
            "",
            "<!--a--><?pi x?><p>b",
            {"comments": False, "processingInstructions": []},
        ],
        "<html><head></head><body><p>b</p></body></html>",
        "<!--a--><?pi x><html><head></head><body><p>b</p></body></html>",
    ),
    "ParseHTMLUnsafeDropsComments": (
        ["parseHTMLUnsafe", "", "<p>a<!--c-->b", None],
        "<html><head></head><body><p>a<!--c-->b</p></body></html>",
        "<html><head></head><body><p>ab</p></body></html>",
    ),
    "SelectContextInput": (
        ["setHTMLUnsafe", "select", "<input><template><input></template>", None],
        "<template></template>",
        "<input><template><input></template>",
    ),
    "SearchNotSpecial": (
        ["setHTMLUnsafe", "div", "<em><search><b>x</em>y", None],
        "<em></em><search><em><b>x</b></em><b>y</b></search>",
        "<em><search><b>x</b></search></em><b>y</b>",
    ),
    "FormattingElementWithIs": (
        ["setHTMLUnsafe", "div", "<p><b is=x>a</p>b", None],
        '<p><b is="x">a</b></p><b is="x">b</b>',
        '<p><b is="x">a</b></p>b',
    ),
    "ReplacementCharacterKeepsFramesetOk": (
        ["parseHTMLUnsafe", "", "&#0;<frameset>", None],
        "<html><head></head><body>\ufffd</body></html>",
        "<html><head></head><frameset></frameset></html>",
    ),
    "FosterParentedReplacement": (
        ["setHTML", "div", "<table><b>x</b></table>", {"replaceWithChildrenElements": ["b"]}],
        "x<table></table>",
        "<table>x</table>",
    ),
    "TemplateHeadElementThenBody": (
        ["setHTMLUnsafe", "div", "<template><base><th>x</th></template>", None],
        "<template><base><th>x</th></template>",
        "<template><base>x</template>",
    ),
    "FormEndTagInTemplate": (
        ["setHTMLUnsafe", "div", "<template><form><li>x</form>y</template>", None],
        "<template><form><li>x</li></form>y</template>",
        "<template><form><li>xy</li></form></template>",
    ),
    "SvgCasedEndTag": (
        ["setHTMLUnsafe", "div", "<animateTransform><svg></animateTransform>x", None],
        "<animatetransform><svg></svg></animatetransform>x",
        "<animatetransform><svg>x</svg></animatetransform>",
    ),
    "FormInTemplateTable": (
        ["setHTMLUnsafe", "div", "<template><table><form></form></table></template>", None],
        "<template><table></table></template>",
        "<template><table><form></form></table></template>",
    ),
}
