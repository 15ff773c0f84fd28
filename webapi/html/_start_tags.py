"""Start tags as tree construction has the tokenizer emit them: a stand-in for HTML's tree
construction (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction) in its
part in tokenizing, shared by ``links()`` (which elements a document has) and
``decode_html()`` (which ``<meta>`` elements the parser inserts: "change the encoding").

Tree construction switches the tokenizer to RCDATA after ``title`` and ``textarea``, to
RAWTEXT after ``style``, ``xmp``, ``iframe``, ``noembed``, ``noframes`` (and ``noscript``
with the scripting flag), to script data after ``script``, to PLAINTEXT after ``plaintext``
(the "generic raw text" and "generic RCDATA" element parsing algorithms), and tells it when
the adjusted current node is foreign (``<![CDATA[`` opens a CDATA section only there). It
also decides where an element goes: into the document, into a ``template``'s contents,
outside the HTML namespace (inside ``svg`` and ``math`` but their integration points and the
tags that break out of foreign content), or nowhere (a start tag it ignores: ``frame``
outside a frameset, anything but ``frame``, ``frameset`` and ``noframes`` in the frameset
insertion modes).

The stand-in has no stack of open elements: no foster parenting, no adoption agency clones,
no implied end tags; its frameset-ok flag is set as "in body" sets it (non-whitespace text,
the start tags that set it). The tree builder (``webapi.html._tree_builder``, a full
implementation) replaces it where it is available; :func:`meta_elements` is the question
``decode_html`` asks of either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal

from ._tokenizer import (
    INITIAL_STATES,
    Tokenizer,
    cdata_section_state,
    data_state,
    plaintext_state,
    rawtext_state,
    rcdata_state,
    script_data_double_escaped_state,
    script_data_escaped_state,
    script_data_state,
)
from ._tokens import CharactersToken, EndTagToken, StartTagToken

__all__ = ["Placement", "meta_elements", "start_tags"]

#: Where tree construction puts the element of a start tag: ``"document"`` (an HTML element
#: of the document), ``"template"`` (an HTML element of a template's contents), ``"foreign"``
#: (an SVG or MathML element) or ``"ignored"`` (no element: the token is dropped).
Placement = Literal["document", "template", "foreign", "ignored"]

#: The tokenizer state tree construction switches to after these HTML start tags (the
#: "generic raw text" and "generic RCDATA" element parsing algorithms, scripting disabled).
_TEXT_STATES = {
    "title": "rcdata",
    "textarea": "rcdata",
    "style": "rawtext",
    "xmp": "rawtext",
    "iframe": "rawtext",
    "noembed": "rawtext",
    "noframes": "rawtext",
    "script": "script data",
    "plaintext": "plaintext",
}
#: The start tags that end foreign content ("A start tag whose tag name is one of ..." in
#: the rules for parsing tokens in foreign content; ``font`` only with color, face or size).
_BREAKOUT = frozenset(
    {
        "b",
        "big",
        "blockquote",
        "body",
        "br",
        "center",
        "code",
        "dd",
        "div",
        "dl",
        "dt",
        "em",
        "embed",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "head",
        "hr",
        "i",
        "img",
        "li",
        "listing",
        "menu",
        "meta",
        "nobr",
        "ol",
        "p",
        "pre",
        "ruby",
        "s",
        "small",
        "span",
        "strong",
        "strike",
        "sub",
        "sup",
        "table",
        "tt",
        "u",
        "ul",
        "var",
        "",
    }
)
#: SVG's HTML integration points (their contents are HTML).
_INTEGRATION_POINTS = frozenset({"foreignobject", "desc", "title"})
#: The start tags after which "in body" (or "after head", for ``body``) sets the frameset-ok
#: flag to "not ok" (``input`` unless its type is ``hidden``; ``image`` is ``img``).
_FRAMESET_NOT_OK = frozenset(
    {
        "applet",
        "area",
        "body",
        "br",
        "button",
        "dd",
        "dt",
        "embed",
        "hr",
        "iframe",
        "image",
        "img",
        "input",
        "keygen",
        "li",
        "listing",
        "marquee",
        "object",
        "pre",
        "select",
        "table",
        "textarea",
        "wbr",
        "xmp",
    }
)
#: What the frameset insertion modes ("in frameset", "after frameset", "after after
#: frameset") insert; they ignore every other start tag.
_IN_FRAMESET = frozenset({"frameset", "frame", "noframes"})
#: The states in which no tag token is being built: once the tokenizer is in one of them past
#: an index, every start tag that began at or before it has been emitted.
_TEXT_RUN_STATES = frozenset(
    {
        data_state,
        rcdata_state,
        rawtext_state,
        script_data_state,
        plaintext_state,
        script_data_escaped_state,
        script_data_double_escaped_state,
        cdata_section_state,
    }
)
_WHITESPACE = "\t\n\f\r "


def start_tags(
    stream: str, scripting: bool, wanted: Callable[[int], int] | None = None
) -> Iterator[tuple[StartTagToken, Placement]]:
    """The start tags of the input stream ``stream`` (newlines normalized) in source order,
    as tokenized with tree construction's state switches (the scripting flag ``scripting``),
    each with where tree construction puts its element.

    ``wanted``: the caller wants only the start tags that begin at some indexes: ``wanted(i)``
    is the first such index at or after ``i`` (-1: none). The tokenizer stops once it is past
    the last one (in a state that builds no tag, so every start tag that began before has been
    given): a document without any is not tokenized at all."""
    until = -1 if wanted is None else wanted(0)
    if until < 0 and wanted is not None:
        return
    tokenizer = Tokenizer(stream)
    tokenizer.batch = 1  # the state may switch after any start tag
    tokens = tokenizer.tokens
    foreign: list[str] = []  # the open foreign elements (SVG's, MathML's)
    templates = 0
    frameset = False  # in the frameset insertion modes
    frameset_ok = True
    text_element = False  # inside an element whose text the tokenizer's text states read
    while (state := tokenizer.state) is not None:
        if wanted is not None and tokenizer.pos > until and state in _TEXT_RUN_STATES:
            until = wanted(tokenizer.pos)
            if until < 0:
                return
        state(tokenizer)
        if not tokens:
            continue
        batch = tokens[:]
        tokens.clear()
        for token in batch:
            if type(token) is CharactersToken:
                if frameset_ok and not text_element and token.data.strip(_WHITESPACE):
                    frameset_ok = False
                continue
            if type(token) is EndTagToken:
                text_element = False
                name = token.name
                if foreign:
                    if name in foreign:
                        del foreign[len(foreign) - 1 - foreign[::-1].index(name) :]
                    tokenizer.foreign = bool(foreign) and foreign[-1] not in _INTEGRATION_POINTS
                elif name == "template" and templates:
                    templates -= 1
                continue
            if type(token) is not StartTagToken:
                continue
            name = token.name
            if frameset:
                if name not in _IN_FRAMESET:
                    yield token, "ignored"
                    continue
            elif foreign and foreign[-1] not in _INTEGRATION_POINTS:
                if name in _BREAKOUT or (
                    name == "font" and {"color", "face", "size"} & token.attributes.keys()
                ):
                    foreign.clear()
                    tokenizer.foreign = False
                else:
                    if not token.self_closing:
                        foreign.append(name)
                    tokenizer.foreign = foreign[-1] not in _INTEGRATION_POINTS if foreign else False
                    yield token, "foreign"
                    continue
            if name in ("svg", "math"):
                if not token.self_closing:
                    foreign.append(name)
                    tokenizer.foreign = True
                yield token, "foreign"
                continue
            placement: Placement = "template" if templates else "document"
            if name == "template":
                templates += 1
            elif name == "frameset":
                if not frameset:
                    if not frameset_ok or templates or foreign:
                        yield token, "ignored"
                        continue
                    frameset = True
            elif name == "frame" and not frameset:
                yield token, "ignored"
                continue
            elif name in _FRAMESET_NOT_OK and not (
                name == "input" and token.attributes.get("type", "").lower() == "hidden"
            ):
                frameset_ok = False
            state_name = _TEXT_STATES.get(name)
            if name == "noscript" and scripting:
                state_name = "rawtext"
            if state_name is not None:
                tokenizer.state = INITIAL_STATES[state_name]
                text_element = True
            yield token, placement


def meta_elements(
    stream: str, scripting: bool, wanted: Callable[[int], int] | None = None
) -> Iterator[dict[str, str]]:
    """The attributes of each ``meta`` element the parser inserts for the input stream
    ``stream`` (newlines normalized), in order: in the document or a template's contents,
    where the "in head" insertion mode's steps for a ``meta`` start tag run (the ones that
    may "change the encoding"). ``wanted``: as for :func:`start_tags`."""
    for tag, placement in start_tags(stream, scripting, wanted):
        if tag.name == "meta" and placement in ("document", "template"):
            yield tag.attributes
