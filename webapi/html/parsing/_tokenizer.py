"""Tokenization (https://html.spec.whatwg.org/multipage/parsing.html#tokenization): the
state machine that turns the input stream into tokens, every state a function in the
standard's order (its anchor in the docstring), character references included.

The machine is the standard's; it moves by spans rather than single characters. Where a
state would consume ordinary characters one at a time and stay where it is, one regular
expression (or ``str.find``) consumes the whole run: the data state takes everything up to the
next ``<``, ``&`` or NULL at once, the tag name state the whole name, an attribute value state
the value up to its quote or ``&``. A run's parse errors (a NULL in a tag name, a quotation
mark in an attribute name) are reported at the index of each character, in order, as the
character-by-character machine would. Runs of character tokens are emitted as one
:class:`~webapi.html.CharactersToken`.

``Tokenizer.pos`` is the index of the next input character; "the current input character" is
the one just before it once consumed. A parse error is reported at the index of the current
input character (``len(input)`` for the end of the input), or, in a state that consumes none
(the numeric character reference end state), of the next one: the positions html5lib-tests
give.

Every path is linear in the input: a state consumes its run once and never looks back further
than the standard's lookahead (at most seven characters: ``DOCTYPE``, ``[CDATA[``), and no
string grows by repeated concatenation (values of several pieces are lists joined once).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator

from webapi._lazy import lazy_imports
from webapi._webidl import require_str

from ._input_stream import input_stream_errors, normalize_newlines
from ._tokens import (
    CharactersToken,
    CommentToken,
    DoctypeToken,
    EndTagToken,
    StartTagToken,
    Token,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._parse_errors import ParseError
else:  # (dataclasses, with inspect, load with the first error collected, not with a parse)
    lazy_imports(globals(), "._parse_errors", ("ParseError",))

__all__ = ["INITIAL_STATES", "Tokenizer", "tokenize"]

#: A state: a function that consumes what it can from ``tokenizer.pos`` on, emits, and sets
#: ``tokenizer.state`` to the next state (``None`` once the end-of-file token is emitted).
State = Callable[["Tokenizer"], None]

_WHITESPACE = frozenset("\t\n\f ")  # the tokenizer's whitespace (CR is gone: newlines normalized)
_ASCII_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ASCII_ALPHA = frozenset(_ASCII_UPPER + _ASCII_UPPER.lower())
_ASCII_DIGITS = frozenset("0123456789")
_ASCII_ALPHANUMERIC = _ASCII_ALPHA | _ASCII_DIGITS
_ASCII_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_TO_ASCII_LOWER = str.maketrans(_ASCII_UPPER, _ASCII_UPPER.lower())

_RCDATA_STOP = re.compile(r"[&<]")
_SPACES = re.compile(r"[\t\n\f ]*")
_TAG_NAME = re.compile(r"[^\t\n\f />]*")
_ATTRIBUTE_NAME = re.compile(r"[^\t\n\f />=]*")
_ATTRIBUTE_NAME_PROBLEM = re.compile(r"[\x00\"'<]")
_DOUBLE_QUOTED = re.compile(r'[^"&]*')
_SINGLE_QUOTED = re.compile(r"[^'&]*")
_UNQUOTED = re.compile(r"[^\t\n\f &>]*")
_UNQUOTED_PROBLEM = re.compile(r"[\x00\"'<=`]")
_COMMENT = re.compile(r"[^<\-]*")
_ESCAPED = re.compile(r"[^<\-]*")
_DOCTYPE_NAME = re.compile(r"[^\t\n\f >]*")
_DOUBLE_QUOTED_ID = re.compile(r'[^">]*')
_SINGLE_QUOTED_ID = re.compile(r"[^'>]*")
_ASCII_LETTERS = re.compile(r"[A-Za-z]*")
_ASCII_ALPHANUMERICS = re.compile(r"[A-Za-z0-9]*")
_DIGITS = re.compile(r"[0-9]*")
_HEX_DIGITS = re.compile(r"[0-9A-Fa-f]*")

_NULL = "unexpected-null-character"
_EOF_IN_TAG = "eof-in-tag"
_EOF_IN_COMMENT = "eof-in-comment"
_EOF_IN_DOCTYPE = "eof-in-doctype"
_EOF_IN_SCRIPT = "eof-in-script-html-comment-like-text"


def _lower(text: str) -> str:
    """ASCII lowercase (``str.lower`` would lowercase other letters too)."""
    return text.lower() if text.isascii() else text.translate(_TO_ASCII_LOWER)


class Tokenizer:
    """The tokenizer's state over one input stream: drive it with :meth:`run` (or
    :func:`tokenize`). Tree construction sets ``state`` (to RCDATA, RAWTEXT, script data,
    PLAINTEXT) between tokens, after the start tags of ``hand_over_after``, and ``foreign``
    (whether the adjusted current node is an element outside the HTML namespace, which lets
    ``<![CDATA[`` open a CDATA section)."""

    __slots__ = (
        "attribute",
        "attribute_sets",
        "batch",
        "buffer",
        "code",
        "comment",
        "doctype",
        "end",
        "end_tags",
        "errors",
        "foreign",
        "hand_over_after",
        "input",
        "last_start_tag",
        "names",
        "pos",
        "return_state",
        "state",
        "tag",
        "text",
        "tokens",
        "tree_loop",
        "value",
        "values",
    )

    def __init__(
        self,
        stream: str,
        state: State | None = None,
        last_start_tag: str | None = None,
        errors: list[tuple[int, str]] | None = None,
    ) -> None:
        #: The input stream (newlines normalized).
        self.input = stream
        self.end = len(stream)
        #: The index of the next input character.
        self.pos = 0
        self.state: State | None = data_state if state is None else state
        self.return_state: State = data_state
        #: Tokens emitted and not yet taken by :meth:`run`.
        self.tokens: list[Token] = []
        #: Character tokens emitted since the last other token, as runs.
        self.text: list[str] = []
        self.tag: StartTagToken = StartTagToken()
        #: The current attribute's name (``None`` once it is removed as a duplicate).
        self.attribute: str | None = None
        #: The current attribute's value, in pieces.
        self.value: list[str] = []
        #: The current comment token's data, in pieces.
        self.comment: list[str] = []
        self.doctype = DoctypeToken()
        #: The temporary buffer.
        self.buffer = ""
        #: The character reference code.
        self.code = 0
        #: The tag name of the last start tag emitted (for "appropriate end tag token").
        self.last_start_tag = last_start_tag
        #: Tag and attribute names as they are spelled in the input -> ASCII-lowercased, one
        #: string object for each spelling in this stream (:func:`_lowered`): an element's
        #: name is the same object as every other of its spelling, and is looked up (hashed)
        #: and lowercased once a parse.
        self.names: dict[str, str] = {}
        #: The attribute values the data state's shortcut read -> the first string object of
        #: that value: equal values (class names, ``rel``, ``type``...) share one string in the
        #: tree.
        self.values: dict[str, str] = {}
        #: The attributes of the start tags the data state's shortcut read, as they are
        #: spelled in the input (from the whitespace after the name to the last value) ->
        #: name -> value, which each such tag's token shares (never changed: the elements
        #: made with it mark it shared, ``_attrs_shared``, and copy it before a change): a
        #: repeated tag's attributes are read once a parse and kept once in the tree.
        self.attribute_sets: dict[str, dict[str, str]] = {}
        #: (index, code) of each parse error, when wanted (``None``: not collected).
        self.errors = errors
        #: Tree construction's answer to the markup declaration open state's question at
        #: ``<![CDATA[``: "if there is an adjusted current node and it is not an element in the
        #: HTML namespace" (asked then, every token emitted before having been processed;
        #: ``None``: no tree construction, no adjusted current node).
        self.foreign: Callable[[], bool] | None = None
        #: How many tokens the data state may emit before it hands them over, and the start
        #: tag names after which it hands them over at once: those after which tree
        #: construction may switch the state (it sets them), to be switched before the
        #: tokenizer reads on.
        self.batch = 64
        self.hand_over_after: frozenset[str] = frozenset()
        #: Whether the tokens go to the document parser's loop, which reads ``tokens``
        #: itself, takes each as it is and keeps none: the data state then emits a run of
        #: text (not empty, without NULL) as the ``str`` itself instead of a
        #: :class:`CharactersToken` of it, and an end tag without attributes as one
        #: :class:`EndTagToken` for each spelling of its name (``end_tags``), so that no
        #: token object is made and freed for them (some 1,200 machine instructions each).
        #: :meth:`run` never yields such tokens.
        self.tree_loop = False
        #: The end tags of :attr:`tree_loop`: the name as it is spelled -> its token.
        self.end_tags: dict[str, EndTagToken] = {}

    def run(self, reporter: _Reporter | None = None) -> Iterator[Token]:
        """The tokens, emitted one state at a time until the end-of-file token (which is not
        yielded). ``reporter`` takes the parse errors (``errors``) each step found before its
        tokens are yielded."""
        tokens = self.tokens
        errors = self.errors
        while True:
            state = self.state
            if state is None:
                break
            state(self)
            if errors and reporter is not None:
                reporter.take(errors)
            if tokens:
                yield from tokens
                tokens.clear()
        if reporter is not None:
            reporter.finish()


# --- emitting -------------------------------------------------------------------------------


def _error(t: Tokenizer, code: str, index: int) -> None:
    errors = t.errors
    if errors is not None:
        errors.append((index, code))


def _nulls(t: Tokenizer, run: str, start: int) -> str:
    """``run`` (which starts at index ``start``) with each NULL reported as an
    unexpected-null-character parse error and replaced by U+FFFD."""
    errors = t.errors
    if errors is not None:
        index = run.find("\0")
        while index != -1:
            errors.append((start + index, _NULL))
            index = run.find("\0", index + 1)
    return run.replace("\0", "\ufffd")


def _flush_text(t: Tokenizer) -> None:
    text = t.text
    t.tokens.append(CharactersToken(text[0] if len(text) == 1 else "".join(text)))
    text.clear()


def _emit(t: Tokenizer, token: Token) -> None:
    if t.text:
        _flush_text(t)
    t.tokens.append(token)


def _emit_tag(t: Tokenizer, index: int) -> None:
    """Emit the current tag token (``index``: the current input character, the ``>``)."""
    tag = t.tag
    if t.text:
        _flush_text(t)
    if type(tag) is StartTagToken:
        t.last_start_tag = tag.name
    else:
        if tag.attributes:
            _error(t, "end-tag-with-attributes", index)
        if tag.self_closing:
            _error(t, "end-tag-with-trailing-solidus", index)
    t.tokens.append(tag)


def _emit_comment(t: Tokenizer) -> None:
    comment = t.comment
    _emit(t, CommentToken(comment[0] if len(comment) == 1 else "".join(comment)))


def _emit_eof(t: Tokenizer) -> None:
    """Emit the end-of-file token: the run stops."""
    if t.text:
        _flush_text(t)
    t.state = None


def _eof_in_tag(t: Tokenizer, pos: int) -> None:
    """EOF in a tag's states: "This is an eof-in-tag parse error. Emit an end-of-file token."
    (the tag is not emitted), at ``pos``, the end of the input."""
    t.pos = pos
    _error(t, _EOF_IN_TAG, pos)
    _emit_eof(t)


def _eof_in_comment(t: Tokenizer, pos: int) -> None:
    """EOF in a comment's states: "This is an eof-in-comment parse error. Emit the current
    comment token. Emit an end-of-file token.", at ``pos``, the end of the input."""
    t.pos = pos
    _error(t, _EOF_IN_COMMENT, pos)
    _emit_comment(t)
    _emit_eof(t)


def _appropriate(t: Tokenizer) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#appropriate-end-tag-token"""
    return t.tag.name == t.last_start_tag


# --- 13.2.5.1 to 13.2.5.5: the content states ----------------------------------------------


def data_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#data-state

    Takes the text up to the next ``<``, ``&`` or NULL. Shortcuts for what the states would
    do without a parse error, so that a page's common markup costs one step of one regular
    expression scan (:data:`_PLAIN_MARKUP`): text followed by an ordinary tag (its attributes
    by :func:`_plain_attributes`) or by a character reference that needs no more than the
    table (:func:`_reference_characters`) is taken at once, as is a comment
    (:func:`_plain_comment`); the run goes on while fewer than ``batch`` tokens wait and the
    last is no start tag of ``hand_over_after``. Anything else goes through the tag open and
    character reference states."""
    s = t.input
    pos = t.pos
    text = t.text
    tokens = t.tokens
    batch = t.batch
    hand_over_after = t.hand_over_after
    scan = _PLAIN_MARKUP.finditer
    end_of_input = t.end
    names = t.names
    attribute_sets = t.attribute_sets
    new = _new
    tree_loop = t.tree_loop
    end_tags = t.end_tags
    while True:
        # (every step a match, each starting where the last ended: the run of text may be
        # empty, and a "<", "&" or NULL that starts nothing plain is matched alone)
        for plain in scan(s, pos):
            run, name, attributes, solidus, end_name, reference, decimal, hexadecimal = (
                plain.groups()
            )
            if name is not None:
                # (the token made without a call to its __init__: its slots set here)
                tag = new(StartTagToken)
                tag.name = name = names.get(name) or _lowered(names, name)
                if attributes:
                    known = attribute_sets.get(attributes)
                    if known is None:
                        known = _plain_attributes(attributes, names, t.values)
                        if known is None:  # the states take the tag
                            if run:
                                text.append(run)
                            t.pos = plain.end(1) + 1
                            t.state = tag_open_state
                            return
                        attribute_sets[attributes] = known
                    tag.attributes = known  # (shared: see _tree_state's elements)
                else:
                    tag.attributes = {}
                tag.self_closing = solidus == "/"
                t.last_start_tag = name
                token: Token = tag
                hand_over = name in hand_over_after
            elif end_name is not None:
                if tree_loop:
                    end_tag = end_tags.get(end_name) or _shared_end_tag(t, end_name)
                else:
                    end_tag = new(EndTagToken)
                    end_tag.name = names.get(end_name) or _lowered(names, end_name)
                    end_tag.attributes = {}
                    end_tag.self_closing = False
                token = end_tag
                hand_over = False
            else:
                if run:
                    text.append(run)
                index = plain.end(1)  # a "&", a "<" of no ordinary tag, a NULL or the end
                if reference is not None or decimal is not None or hexadecimal is not None:
                    characters = _reference_characters(reference, decimal, hexadecimal)
                    if characters is not None:
                        text.append(characters)
                        continue
                elif index == end_of_input:  # EOF
                    t.pos = end_of_input
                    _emit_eof(t)
                    return
                char = s[index]
                if char == "&":
                    t.pos = index + 1
                    t.return_state = data_state
                    t.state = character_reference_state
                    return
                if char == "<":
                    end = _plain_comment(t, index)
                    if not end:
                        t.pos = index + 1
                        t.state = tag_open_state
                        return
                    pos = end
                    if len(tokens) >= batch:
                        t.pos = pos
                        return
                    break  # (a new scan from the comment's end)
                # U+0000 NULL: emitted as it is
                _error(t, _NULL, index)
                text.append("\0")
                pos = index + 1
                break  # (a new scan after it)
            if text:  # (pending text before the run: character references, a NULL)
                if run:
                    text.append(run)
                tokens.append(CharactersToken(text[0] if len(text) == 1 else "".join(text)))
                text.clear()
            elif run:  # (the common case: the run alone, no list)
                if tree_loop:
                    tokens.append(run)  # type: ignore[arg-type]  # (see Tokenizer.tree_loop)
                else:
                    run_token: CharactersToken = new(CharactersToken)
                    run_token.data = run
                    tokens.append(run_token)
            tokens.append(token)
            if len(tokens) >= batch or hand_over:
                t.pos = plain.end()
                return


# The shortcuts of the data state: markup and character references that the states would
# take without a parse error, recognized whole by regular expressions (anything else, or
# anything these cannot decide, goes through the states).
_SPACE = r"[\t\n\f ]"
_TAG_NAME_CHARACTERS = r"[^\t\n\f />\x00]*+"
_PLAIN_NAME = r"""[^\t\n\f />=\x00"'<][^\t\n\f />=\x00"'<]*+"""
#: One attribute after whitespace: a name without ``"``, ``'``, ``<`` or NULL that does not
#: start with ``=``; then maybe a value, without NULL, an unquoted one without ``"'<=```
#: (groups, in :data:`_PLAIN_ATTRIBUTE`: the name; the value double-quoted, single-quoted,
#: unquoted). Possessive everywhere: what may follow each part is none of its characters.
_ATTRIBUTE = (
    rf"""{_SPACE}++({_PLAIN_NAME})(?:{_SPACE}*+={_SPACE}*+"""
    r"""(?:"([^"\x00]*+)"|'([^'\x00]*+)'|([^\t\n\f >\x00"'<=`]++)))?"""
)
_ATTRIBUTE_UNGROUPED = (
    rf"""{_SPACE}++{_PLAIN_NAME}(?:{_SPACE}*+={_SPACE}*+"""
    r"""(?:"[^"\x00]*+"|'[^'\x00]*+'|[^\t\n\f >\x00"'<=`]++))?"""
)
#: A step of the data state's scan (:func:`data_state`): text (group 1: the run up to the
#: first ``<``, ``&`` or NULL, or the end), then either a start tag whose attributes are each
#: :data:`_ATTRIBUTE` (group 2: the name; 3: the attributes, each after whitespace; 4: ``/``
#: or ""), an end tag without attributes (group 5: the name), a character reference
#: ``&name;``, ``&#digits;`` or ``&#xhex;`` (groups 6, 7, 8), a ``<``, ``&`` or NULL that
#: starts none of these, or the end. Every position starts a match, and no match is empty
#: but at the end: the scan's steps follow each other without a gap. The possessive
#: quantifiers give nothing back (what may follow each part is none of its characters), so
#: a failed tag costs no rescan.
_PLAIN_MARKUP = re.compile(
    rf"([^&<\x00]*+)(?:<([A-Za-z]{_TAG_NAME_CHARACTERS})((?:{_ATTRIBUTE_UNGROUPED})*+)"
    rf"{_SPACE}*+(/?)>"
    rf"|</([A-Za-z]{_TAG_NAME_CHARACTERS}){_SPACE}*+>"
    r"|&(?:([A-Za-z0-9]++)|#([0-9]{1,7})|#[xX]([0-9A-Fa-f]{1,6}));"
    r"|[&<\x00]|\Z)"
)
#: The attributes of a tag :data:`_PLAIN_MARKUP` matched, one match each (groups: name;
#: value double-quoted, single-quoted, unquoted; "" when there is none).
_PLAIN_ATTRIBUTE = re.compile(_ATTRIBUTE)
#: What follows the ``&`` of a character reference :func:`_reference_characters` may decode.
_PLAIN_REFERENCE_AFTER_AMPERSAND = re.compile(
    r"(?:([A-Za-z0-9]++)|#([0-9]{1,7})|#[xX]([0-9A-Fa-f]{1,6}));"
)


#: Makes a token without a call to its ``__init__`` (the data state's common tokens: their
#: slots are set where they are made).
_new = object.__new__


def _lowered(names: dict[str, str], name: str) -> str:
    """``name`` ASCII-lowercased, and remembered in ``names`` (the tokenizer's
    :attr:`Tokenizer.names`) under its spelling."""
    lowered = names[name] = name.lower() if name.isascii() else name.translate(_TO_ASCII_LOWER)
    return lowered


def _shared_end_tag(t: Tokenizer, spelling: str) -> EndTagToken:
    """The end tag token (no attributes, not self-closing) for every end tag whose name is
    spelled ``spelling``, made once a parse (:attr:`Tokenizer.tree_loop`)."""
    names = t.names
    end_tag = t.end_tags[spelling] = EndTagToken(names.get(spelling) or _lowered(names, spelling))
    return end_tag


def _plain_attributes(
    attributes: str, names: dict[str, str], values: dict[str, str]
) -> dict[str, str] | None:
    """The attributes of a tag, from ``attributes``: what :data:`_PLAIN_MARKUP` matched of
    it (each :data:`_ATTRIBUTE`, after whitespace), as name -> value when the names are
    unique and each character reference :func:`_plain_value` decodes, else ``None``."""
    result: dict[str, str] = {}
    for key, double, single, unquoted in _PLAIN_ATTRIBUTE.findall(attributes):
        key = names.get(key) or _lowered(names, key)
        if key in result:
            return None  # a duplicate-attribute parse error: the states report it
        value = double or single or unquoted  # ("" for no value, as for an empty one)
        if "&" in value:
            decoded = _plain_value(value)
            if decoded is None:
                return None
            value = decoded
        result[key] = values.setdefault(value, value)
    return result


def _plain_value(value: str) -> str | None:
    """An attribute value with each ``&`` starting a character reference that
    :func:`_reference_characters` decodes, decoded (else ``None``: the states take it)."""
    parts = value.split("&")
    decoded = [parts[0]]
    for part in parts[1:]:
        match = _PLAIN_REFERENCE_AFTER_AMPERSAND.match(part)
        if match is None:
            return None
        characters = _reference_characters(*match.groups())
        if characters is None:
            return None
        decoded.append(characters)
        decoded.append(part[match.end() :])
    return "".join(decoded)


def _plain_comment(t: Tokenizer, index: int) -> int:
    """At the ``<`` at ``index`` in the data state, a comment that ends with ``-->`` and holds
    nothing the comment states report (NULL, ``<!-``, ``--!``, an abrupt ``>`` or ``->`` at
    the start): emit it and return the index after it (else 0)."""
    s = t.input
    if not s.startswith("<!--", index):
        return 0
    start = index + 4
    end = s.find("-->", start)
    if end == -1:
        return 0
    data = s[start:end]
    if data[:1] == ">" or data[:2] == "->" or "\0" in data or "<!-" in data or "--!" in data:
        return 0
    _emit(t, CommentToken(data))
    return end + 3


def _reference_characters(
    name: str | None, decimal: str | None, hexadecimal: str | None
) -> str | None:
    """The characters of a character reference ``&name;``, ``&#digits;`` or ``&#xhex;`` (the
    groups of :data:`_PLAIN_MARKUP` or :data:`_PLAIN_REFERENCE_AFTER_AMPERSAND`) that the
    character reference states decode without a parse error, or ``None``: a name in the
    table with its semicolon; a number of a code point that is no NULL, surrogate,
    noncharacter or control other than ASCII whitespace (CR is one)."""
    if name is not None:
        return (_TABLES or _tables())[0].get(name)
    code = int(decimal, 10) if decimal is not None else int(hexadecimal or "", 16)
    if (
        code > 0x10FFFF
        or (code < 0x20 and code not in (0x09, 0x0A, 0x0C))
        or 0x7F <= code <= 0x9F
        or 0xD800 <= code <= 0xDFFF
        or 0xFDD0 <= code <= 0xFDEF
        or (code & 0xFFFE) == 0xFFFE
    ):
        return None
    return chr(code)


def rcdata_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rcdata-state"""
    s = t.input
    pos = t.pos
    match = _RCDATA_STOP.search(s, pos)
    index = t.end if match is None else match.start()
    if index > pos:
        run = s[pos:index]
        t.text.append(_nulls(t, run, pos) if "\0" in run else run)
    if match is None:
        t.pos = index
        _emit_eof(t)
        return
    t.pos = index + 1
    if s[index] == "&":
        t.return_state = rcdata_state
        t.state = character_reference_state
    else:
        t.state = rcdata_less_than_sign_state


def _raw_run(t: Tokenizer, less_than: State | None) -> None:
    """The RAWTEXT, script data and PLAINTEXT states: everything up to ``<`` (none for
    PLAINTEXT, ``less_than`` ``None``) is text, NULL becomes U+FFFD."""
    s = t.input
    pos = t.pos
    index = t.end if less_than is None else s.find("<", pos)
    if index == -1:
        index = t.end
    if index > pos:
        run = s[pos:index]
        t.text.append(_nulls(t, run, pos) if "\0" in run else run)
    if index == t.end:
        t.pos = index
        _emit_eof(t)
        return
    t.pos = index + 1
    t.state = less_than


def rawtext_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rawtext-state"""
    _raw_run(t, rawtext_less_than_sign_state)


def script_data_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-state"""
    _raw_run(t, script_data_less_than_sign_state)


def plaintext_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#plaintext-state"""
    _raw_run(t, None)


# --- 13.2.5.6 to 13.2.5.8: tags -----------------------------------------------------------


def tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#tag-open-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char in _ASCII_ALPHA:  # reconsume in the tag name state
        t.tag = StartTagToken()
        t.state = tag_name_state
    elif char == "!":
        t.pos = pos + 1
        t.state = markup_declaration_open_state
    elif char == "/":
        t.pos = pos + 1
        t.state = end_tag_open_state
    elif char == "?":  # (whatwg/html#12118: before it, a bogus comment)
        t.buffer = ""
        t.pos = pos + 1
        t.state = processing_instruction_open_state
    elif not char:
        _error(t, "eof-before-tag-name", pos)
        t.text.append("<")
        _emit_eof(t)
    else:
        _error(t, "invalid-first-character-of-tag-name", pos)
        t.text.append("<")
        t.state = data_state


def end_tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#end-tag-open-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char in _ASCII_ALPHA:
        t.tag = EndTagToken()
        t.state = tag_name_state
    elif char == ">":
        _error(t, "missing-end-tag-name", pos)
        t.pos = pos + 1
        t.state = data_state
    elif not char:
        _error(t, "eof-before-tag-name", pos)
        t.text.append("</")
        _emit_eof(t)
    else:
        _error(t, "invalid-first-character-of-tag-name", pos)
        t.comment = []
        t.state = bogus_comment_state


def tag_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#tag-name-state (the whole name:
    ASCII upper alphas lowercased, NULL to U+FFFD)."""
    s = t.input
    pos = t.pos
    index = _TAG_NAME.match(s, pos).end()  # type: ignore[union-attr]
    name = s[pos:index]
    if "\0" in name:
        name = _nulls(t, name, pos)
    t.tag.name = _lower(name)
    char = s[index : index + 1]
    t.pos = index + 1
    # (the end of the name written out, as in _end_tag_name: every tag passes here)
    if char == ">":
        _emit_tag(t, index)
        t.state = data_state
    elif char == "/":
        t.state = self_closing_start_tag_state
    elif char:  # whitespace
        t.state = before_attribute_name_state
    else:
        _eof_in_tag(t, index)


# --- 13.2.5.9 to 13.2.5.31: RCDATA, RAWTEXT and script data ---------------------------------


def rcdata_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rcdata-less-than-sign-state"""
    _less_than_sign(t, rcdata_end_tag_open_state, rcdata_state)


def rcdata_end_tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rcdata-end-tag-open-state"""
    _end_tag_open(t, rcdata_end_tag_name_state, rcdata_state)


def rcdata_end_tag_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rcdata-end-tag-name-state"""
    _end_tag_name(t, rcdata_state)


def _less_than_sign(t: Tokenizer, end_tag_open: State, content: State) -> None:
    """The RCDATA and RAWTEXT less-than sign states: ``/`` starts an end tag, anything else
    is a ``<`` of the text."""
    pos = t.pos
    if t.input[pos : pos + 1] == "/":
        t.buffer = ""
        t.pos = pos + 1
        t.state = end_tag_open
    else:
        t.text.append("<")
        t.state = content


def _end_tag_open(t: Tokenizer, end_tag_name: State, content: State) -> None:
    """The RCDATA, RAWTEXT, script data and script data escaped end tag open states."""
    pos = t.pos
    if t.input[pos : pos + 1] in _ASCII_ALPHA:
        t.tag = EndTagToken()
        t.state = end_tag_name
    else:
        t.text.append("</")
        t.state = content


def _end_tag_name(t: Tokenizer, content: State) -> None:
    """The RCDATA, RAWTEXT, script data and script data escaped end tag name states: ASCII
    letters go to the tag name (lowercased) and the temporary buffer; whitespace, ``/`` and
    ``>`` end an appropriate end tag; anything else makes the ``</`` and the letters text."""
    s = t.input
    pos = t.pos
    index = _ASCII_LETTERS.match(s, pos).end()  # type: ignore[union-attr]
    letters = s[pos:index]
    t.buffer += letters
    t.tag.name += letters.lower()
    char = s[index : index + 1]
    t.pos = index
    if char and (char in _WHITESPACE or char in "/>") and _appropriate(t):
        t.pos = index + 1
        if char == ">":
            _emit_tag(t, index)
            t.state = data_state
        elif char == "/":
            t.state = self_closing_start_tag_state
        else:
            t.state = before_attribute_name_state
        return
    t.text.append("</")
    t.text.append(t.buffer)
    t.state = content


def rawtext_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rawtext-less-than-sign-state"""
    _less_than_sign(t, rawtext_end_tag_open_state, rawtext_state)


def rawtext_end_tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rawtext-end-tag-open-state"""
    _end_tag_open(t, rawtext_end_tag_name_state, rawtext_state)


def rawtext_end_tag_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#rawtext-end-tag-name-state"""
    _end_tag_name(t, rawtext_state)


def script_data_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-less-than-sign-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "/":
        t.buffer = ""
        t.pos = pos + 1
        t.state = script_data_end_tag_open_state
    elif char == "!":
        t.pos = pos + 1
        t.state = script_data_escape_start_state
        t.text.append("<!")
    else:
        t.text.append("<")
        t.state = script_data_state


def script_data_end_tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-end-tag-open-state"""
    _end_tag_open(t, script_data_end_tag_name_state, script_data_state)


def script_data_end_tag_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-end-tag-name-state"""
    _end_tag_name(t, script_data_state)


def script_data_escape_start_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escape-start-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "-":
        t.pos = pos + 1
        t.state = script_data_escape_start_dash_state
        t.text.append("-")
    else:
        t.state = script_data_state


def script_data_escape_start_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escape-start-dash-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "-":
        t.pos = pos + 1
        t.state = script_data_escaped_dash_dash_state
        t.text.append("-")
    else:
        t.state = script_data_state


def _escaped_run(t: Tokenizer) -> int:
    """The text of the script data (double) escaped state up to the next ``-`` or ``<``;
    returns the index there."""
    s = t.input
    pos = t.pos
    index = _ESCAPED.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        run = s[pos:index]
        t.text.append(_nulls(t, run, pos) if "\0" in run else run)
    return index


def script_data_escaped_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-state"""
    index = _escaped_run(t)
    char = t.input[index : index + 1]
    if char == "-":
        t.pos = index + 1
        t.state = script_data_escaped_dash_state
        t.text.append("-")
    elif char == "<":
        t.pos = index + 1
        t.state = script_data_escaped_less_than_sign_state
    else:
        t.pos = index
        _error(t, _EOF_IN_SCRIPT, index)
        _emit_eof(t)


def _escaped_dash(t: Tokenizer, dash: State, less_than: State, content: State) -> None:
    """The script data (double) escaped dash and dash dash states (but for ``>`` in the dash
    dash states): ``-`` goes to ``dash``, ``<`` to ``less_than`` (and is text in the double
    escaped states), anything else is text in ``content``."""
    pos = t.pos
    char = t.input[pos : pos + 1]
    t.pos = pos + 1
    if char == "-":
        t.state = dash
        t.text.append("-")
    elif char == "<":
        t.state = less_than
        if content is script_data_double_escaped_state:
            t.text.append("<")
    elif char == "\0":
        _error(t, _NULL, pos)
        t.state = content
        t.text.append("\ufffd")
    elif char:
        t.state = content
        t.text.append(char)
    else:
        t.pos = pos
        _error(t, _EOF_IN_SCRIPT, pos)
        _emit_eof(t)


def _escaped_dash_dash(t: Tokenizer, dash_dash: State, less_than: State, content: State) -> None:
    """The script data (double) escaped dash dash states (``dash_dash``): ``>`` is text and
    goes back to the script data state, anything else as :func:`_escaped_dash` (``-`` stays
    in ``dash_dash``)."""
    pos = t.pos
    if t.input[pos : pos + 1] == ">":
        t.pos = pos + 1
        t.state = script_data_state
        t.text.append(">")
        return
    _escaped_dash(t, dash_dash, less_than, content)


def script_data_escaped_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-dash-state"""
    _escaped_dash(
        t,
        script_data_escaped_dash_dash_state,
        script_data_escaped_less_than_sign_state,
        script_data_escaped_state,
    )


def script_data_escaped_dash_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-dash-dash-state"""
    _escaped_dash_dash(
        t,
        script_data_escaped_dash_dash_state,
        script_data_escaped_less_than_sign_state,
        script_data_escaped_state,
    )


def script_data_escaped_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-less-than-sign-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "/":
        t.buffer = ""
        t.pos = pos + 1
        t.state = script_data_escaped_end_tag_open_state
    elif char in _ASCII_ALPHA:
        t.buffer = ""
        t.text.append("<")
        t.state = script_data_double_escape_start_state
    else:
        t.text.append("<")
        t.state = script_data_escaped_state


def script_data_escaped_end_tag_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-end-tag-open-state"""
    _end_tag_open(t, script_data_escaped_end_tag_name_state, script_data_escaped_state)


def script_data_escaped_end_tag_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-end-tag-name-state"""
    _end_tag_name(t, script_data_escaped_state)


def _double_escape_boundary(t: Tokenizer, if_script: State, otherwise: State) -> None:
    """The script data double escape start and end states: ASCII letters go to the temporary
    buffer (lowercased) and are text; whitespace, ``/`` or ``>`` after them switch to
    ``if_script`` when the buffer is ``script``; anything else goes back to ``otherwise``."""
    s = t.input
    pos = t.pos
    index = _ASCII_LETTERS.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        letters = s[pos:index]
        t.buffer += letters.lower()
        t.text.append(letters)
    char = s[index : index + 1]
    if char and (char in _WHITESPACE or char in "/>"):
        t.pos = index + 1
        t.state = if_script if t.buffer == "script" else otherwise
        t.text.append(char)
    else:
        t.pos = index
        t.state = otherwise


def script_data_double_escape_start_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escape-start-state"""
    _double_escape_boundary(t, script_data_double_escaped_state, script_data_escaped_state)


def script_data_double_escaped_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-state"""
    index = _escaped_run(t)
    char = t.input[index : index + 1]
    t.pos = index + 1
    if char == "-":
        t.state = script_data_double_escaped_dash_state
        t.text.append("-")
    elif char == "<":
        t.state = script_data_double_escaped_less_than_sign_state
        t.text.append("<")
    else:
        t.pos = index
        _error(t, _EOF_IN_SCRIPT, index)
        _emit_eof(t)


def script_data_double_escaped_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-dash-state"""
    _escaped_dash(
        t,
        script_data_double_escaped_dash_dash_state,
        script_data_double_escaped_less_than_sign_state,
        script_data_double_escaped_state,
    )


def script_data_double_escaped_dash_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-dash-dash-state"""
    _escaped_dash_dash(
        t,
        script_data_double_escaped_dash_dash_state,
        script_data_double_escaped_less_than_sign_state,
        script_data_double_escaped_state,
    )


def script_data_double_escaped_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-less-than-sign-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "/":
        t.buffer = ""
        t.pos = pos + 1
        t.state = script_data_double_escape_end_state
        t.text.append("/")
    else:
        t.state = script_data_double_escaped_state


def script_data_double_escape_end_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escape-end-state"""
    _double_escape_boundary(t, script_data_escaped_state, script_data_double_escaped_state)


# --- 13.2.5.32 to 13.2.5.40: attributes and the end of a tag ---------------------------------


def before_attribute_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#before-attribute-name-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    t.pos = pos
    if not char or char in "/>":
        t.state = after_attribute_name_state
    elif char == "=":
        _error(t, "unexpected-equals-sign-before-attribute-name", pos)
        t.pos = pos + 1
        _attribute_name(t, "=", pos + 1)
    else:
        _attribute_name(t, "", pos)


def attribute_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#attribute-name-state"""
    _attribute_name(t, "", t.pos)


def _attribute_name(t: Tokenizer, name: str, pos: int) -> None:
    """Start a new attribute in the current tag token, and take the attribute name state's
    run from ``pos``: its name up to whitespace, ``/``, ``>``, ``=`` or the end (ASCII
    uppercase lowercased; NULL, ``"``, ``'`` and ``<`` parse errors). Leaving the state, a
    name the tag already has is a duplicate-attribute parse error and the attribute is
    removed."""
    s = t.input
    index = _ATTRIBUTE_NAME.match(s, pos).end()  # type: ignore[union-attr]
    run = s[pos:index]
    problem = _ATTRIBUTE_NAME_PROBLEM.search(run)
    if problem is not None:
        if t.errors is not None:
            for match in _ATTRIBUTE_NAME_PROBLEM.finditer(run):
                code = _NULL if match.group() == "\0" else "unexpected-character-in-attribute-name"
                t.errors.append((pos + match.start(), code))
        run = run.replace("\0", "\ufffd")
    name = _lower(name + run) if name else _lower(run)
    attributes = t.tag.attributes
    t.value = []
    if name in attributes:
        _error(t, "duplicate-attribute", index)
        t.attribute = None
    else:
        attributes[name] = ""
        t.attribute = name
    if s[index : index + 1] == "=":
        t.pos = index + 1
        t.state = before_attribute_value_state
    else:
        t.pos = index
        t.state = after_attribute_name_state


def after_attribute_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-attribute-name-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    t.pos = pos + 1
    if char == "/":
        t.state = self_closing_start_tag_state
    elif char == "=":
        t.state = before_attribute_value_state
    elif char == ">":
        _emit_tag(t, pos)
        t.state = data_state
    elif not char:
        _eof_in_tag(t, pos)
    else:
        t.pos = pos
        _attribute_name(t, "", pos)


def before_attribute_value_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#before-attribute-value-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    t.pos = pos + 1
    if char == '"':
        t.state = attribute_value_double_quoted_state
    elif char == "'":
        t.state = attribute_value_single_quoted_state
    elif char == ">":
        _error(t, "missing-attribute-value", pos)
        _emit_tag(t, pos)
        t.state = data_state
    else:
        t.pos = pos
        t.state = attribute_value_unquoted_state


def _set_value(t: Tokenizer) -> None:
    """The current attribute's value is complete: put it in the tag (unless the attribute was
    removed as a duplicate)."""
    if t.attribute is not None:
        value = t.value
        t.tag.attributes[t.attribute] = value[0] if len(value) == 1 else "".join(value)


def _quoted_value(t: Tokenizer, pattern: re.Pattern[str], own: State) -> None:
    """The attribute value (double-quoted) and (single-quoted) states: the run up to the
    quote or ``&``."""
    s = t.input
    pos = t.pos
    index = pattern.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        run = s[pos:index]
        t.value.append(_nulls(t, run, pos) if "\0" in run else run)
    char = s[index : index + 1]
    t.pos = index + 1
    if char == "&":
        t.return_state = own
        t.state = character_reference_state
    elif char:  # the closing quote
        _set_value(t)
        t.state = after_attribute_value_quoted_state
    else:
        _eof_in_tag(t, index)


def attribute_value_double_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(double-quoted)-state"""
    _quoted_value(t, _DOUBLE_QUOTED, attribute_value_double_quoted_state)


def attribute_value_single_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(single-quoted)-state"""
    _quoted_value(t, _SINGLE_QUOTED, attribute_value_single_quoted_state)


def attribute_value_unquoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(unquoted)-state"""
    s = t.input
    pos = t.pos
    index = _UNQUOTED.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        run = s[pos:index]
        if _UNQUOTED_PROBLEM.search(run) is not None:
            if t.errors is not None:
                for match in _UNQUOTED_PROBLEM.finditer(run):
                    code = (
                        _NULL
                        if match.group() == "\0"
                        else "unexpected-character-in-unquoted-attribute-value"
                    )
                    t.errors.append((pos + match.start(), code))
            run = run.replace("\0", "\ufffd")
        t.value.append(run)
    char = s[index : index + 1]
    t.pos = index + 1
    if char == "&":
        t.return_state = attribute_value_unquoted_state
        t.state = character_reference_state
    elif char == ">":
        _set_value(t)
        _emit_tag(t, index)
        t.state = data_state
    elif char:  # whitespace
        _set_value(t)
        t.state = before_attribute_name_state
    else:
        _eof_in_tag(t, index)


def after_attribute_value_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-attribute-value-(quoted)-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    t.pos = pos + 1
    if char == ">":
        _emit_tag(t, pos)
        t.state = data_state
    elif char in _WHITESPACE:
        t.state = before_attribute_name_state
    elif char == "/":
        t.state = self_closing_start_tag_state
    elif not char:
        _eof_in_tag(t, pos)
    else:
        t.pos = pos
        _error(t, "missing-whitespace-between-attributes", pos)
        t.state = before_attribute_name_state


def self_closing_start_tag_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#self-closing-start-tag-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == ">":
        t.pos = pos + 1
        t.tag.self_closing = True
        _emit_tag(t, pos)
        t.state = data_state
    elif not char:
        _eof_in_tag(t, pos)
    else:
        _error(t, "unexpected-solidus-in-tag", pos)
        t.state = before_attribute_name_state


# --- 13.2.5.41 to 13.2.5.52: comments --------------------------------------------------------


def _after_bogus(t: Tokenizer, index: int) -> None:
    """The end of the bogus comment and bogus DOCTYPE states, their token emitted: ``>`` at
    ``index`` switches to the data state; the end of the input emits the end-of-file
    token."""
    if index == t.end:
        t.pos = index
        _emit_eof(t)
    else:
        t.pos = index + 1
        t.state = data_state


def bogus_comment_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#bogus-comment-state"""
    s = t.input
    pos = t.pos
    index = s.find(">", pos)
    if index == -1:
        index = t.end
    if index > pos:
        run = s[pos:index]
        t.comment.append(_nulls(t, run, pos) if "\0" in run else run)
    _emit_comment(t)
    _after_bogus(t, index)


def markup_declaration_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#markup-declaration-open-state"""
    s = t.input
    pos = t.pos
    if s.startswith("--", pos):
        t.pos = pos + 2
        t.comment = []
        t.state = comment_start_state
    elif _lower(s[pos : pos + 7]) == "doctype":
        t.pos = pos + 7
        t.state = doctype_state
    elif s.startswith("[CDATA[", pos):
        t.pos = pos + 7
        foreign = t.foreign
        if foreign is not None and foreign():
            t.state = cdata_section_state
        else:
            _error(t, "cdata-in-html-content", pos + 6)
            t.comment = ["[CDATA["]
            t.state = bogus_comment_state
    else:
        _error(t, "incorrectly-opened-comment", pos)
        t.comment = []
        t.state = bogus_comment_state


def comment_start_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-start-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "-":
        t.pos = pos + 1
        t.state = comment_start_dash_state
    elif char == ">":
        t.pos = pos + 1
        _error(t, "abrupt-closing-of-empty-comment", pos)
        _emit_comment(t)
        t.state = data_state
    else:
        t.state = comment_state


def comment_start_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-start-dash-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "-":
        t.pos = pos + 1
        t.state = comment_end_state
    elif char == ">":
        t.pos = pos + 1
        _error(t, "abrupt-closing-of-empty-comment", pos)
        _emit_comment(t)
        t.state = data_state
    elif not char:
        _eof_in_comment(t, pos)
    else:
        t.comment.append("-")
        t.state = comment_state


def comment_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-state"""
    s = t.input
    pos = t.pos
    index = _COMMENT.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        run = s[pos:index]
        t.comment.append(_nulls(t, run, pos) if "\0" in run else run)
    char = s[index : index + 1]
    t.pos = index + 1
    if char == "<":
        t.comment.append("<")
        t.state = comment_less_than_sign_state
    elif char == "-":
        t.state = comment_end_dash_state
    else:
        _eof_in_comment(t, index)


def comment_less_than_sign_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-less-than-sign-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "!":
        t.pos = pos + 1
        t.comment.append("!")
        t.state = comment_less_than_sign_bang_state
    elif char == "<":
        t.pos = pos + 1
        t.comment.append("<")
    else:
        t.state = comment_state


def comment_less_than_sign_bang_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-less-than-sign-bang-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "-":
        t.pos = pos + 1
        t.state = comment_less_than_sign_bang_dash_state
    else:
        t.state = comment_state


def comment_less_than_sign_bang_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-less-than-sign-bang-dash-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "-":
        t.pos = pos + 1
        t.state = comment_less_than_sign_bang_dash_dash_state
    else:
        t.state = comment_end_dash_state


def comment_less_than_sign_bang_dash_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-less-than-sign-bang-dash-dash-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char and char != ">":
        _error(t, "nested-comment", pos)
    t.state = comment_end_state


def comment_end_dash_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-end-dash-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "-":
        t.pos = pos + 1
        t.state = comment_end_state
    elif not char:
        _eof_in_comment(t, pos)
    else:
        t.comment.append("-")
        t.state = comment_state


def comment_end_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-end-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    t.pos = pos + 1
    if char == ">":
        _emit_comment(t)
        t.state = data_state
    elif char == "!":
        t.state = comment_end_bang_state
    elif char == "-":
        t.comment.append("-")
    elif not char:
        _eof_in_comment(t, pos)
    else:
        t.pos = pos
        t.comment.append("--")
        t.state = comment_state


def comment_end_bang_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#comment-end-bang-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    t.pos = pos + 1
    if char == "-":
        t.comment.append("--!")
        t.state = comment_end_dash_state
    elif char == ">":
        _error(t, "incorrectly-closed-comment", pos)
        _emit_comment(t)
        t.state = data_state
    elif not char:
        _eof_in_comment(t, pos)
    else:
        t.pos = pos
        t.comment.append("--!")
        t.state = comment_state


# --- 13.2.5.53 to 13.2.5.68: DOCTYPE ---------------------------------------------------------


def _emit_doctype(t: Tokenizer, pos: int) -> None:
    """A DOCTYPE state's ``>`` at ``pos``: "Switch to the data state. Emit the current DOCTYPE
    token." """
    t.pos = pos + 1
    _emit(t, t.doctype)
    t.state = data_state


def _missing_quote(t: Tokenizer, which: str, pos: int) -> None:
    """Anything else where the ``which`` ("public" or "system") identifier's quote should
    be: "This is a missing-quote-before-doctype-{which}-identifier parse error. Set the
    current DOCTYPE token's force-quirks flag to on. Reconsume in the bogus DOCTYPE
    state." """
    code = f"missing-quote-before-doctype-{which}-identifier"
    _doctype_quirks(t, code, pos, bogus_doctype_state)


def _doctype_eof(t: Tokenizer, pos: int) -> None:
    """EOF in a DOCTYPE state: "eof-in-doctype parse error. Set the current DOCTYPE token's
    force-quirks flag to on. Emit the current DOCTYPE token. Emit an end-of-file token." """
    t.pos = pos
    _error(t, _EOF_IN_DOCTYPE, pos)
    t.doctype.force_quirks = True
    _emit(t, t.doctype)
    _emit_eof(t)


def _doctype_quirks(t: Tokenizer, code: str, pos: int, next_state: State) -> None:
    """The DOCTYPE states' parse errors that set the force-quirks flag: report ``code`` at
    ``pos``; on ``>`` (``next_state`` the data state) emit the DOCTYPE, otherwise reconsume in
    the bogus DOCTYPE state."""
    _error(t, code, pos)
    t.doctype.force_quirks = True
    if next_state is data_state:
        t.pos = pos + 1
        _emit(t, t.doctype)
    else:
        t.pos = pos
    t.state = next_state


def doctype_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char and char in _WHITESPACE:
        t.pos = pos + 1
        t.state = before_doctype_name_state
    elif char == ">":
        t.state = before_doctype_name_state
    elif not char:
        t.doctype = DoctypeToken()
        _doctype_eof(t, pos)
    else:
        _error(t, "missing-whitespace-before-doctype-name", pos)
        t.state = before_doctype_name_state


def before_doctype_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#before-doctype-name-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    t.doctype = DoctypeToken()
    if char == ">":
        _doctype_quirks(t, "missing-doctype-name", pos, data_state)
    elif not char:
        _doctype_eof(t, pos)
    else:
        if char == "\0":
            _error(t, _NULL, pos)
            char = "\ufffd"
        t.doctype.name = _lower(char)
        t.pos = pos + 1
        t.state = doctype_name_state


def doctype_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-name-state"""
    s = t.input
    pos = t.pos
    index = _DOCTYPE_NAME.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        run = s[pos:index]
        if "\0" in run:
            run = _nulls(t, run, pos)
        t.doctype.name = (t.doctype.name or "") + _lower(run)
    char = s[index : index + 1]
    t.pos = index + 1
    if char == ">":
        _emit(t, t.doctype)
        t.state = data_state
    elif char:
        t.state = after_doctype_name_state
    else:
        _doctype_eof(t, index)


def after_doctype_name_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-name-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    if char == ">":
        _emit_doctype(t, pos)
    elif not char:
        _doctype_eof(t, pos)
    else:
        keyword = _lower(s[pos : pos + 6])
        if keyword == "public":
            t.pos = pos + 6
            t.state = after_doctype_public_keyword_state
        elif keyword == "system":
            t.pos = pos + 6
            t.state = after_doctype_system_keyword_state
        else:
            code = "invalid-character-sequence-after-doctype-name"
            _doctype_quirks(t, code, pos, bogus_doctype_state)


def _after_keyword(t: Tokenizer, public: bool) -> None:
    """The after DOCTYPE public keyword and after DOCTYPE system keyword states."""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char and char in _WHITESPACE:
        t.pos = pos + 1
        t.state = (
            before_doctype_public_identifier_state
            if public
            else (before_doctype_system_identifier_state)
        )
    else:  # (the before identifier state's steps, a quote a parse error first)
        if char == '"' or char == "'":
            which = "public" if public else "system"
            _error(t, f"missing-whitespace-after-doctype-{which}-keyword", pos)
        _before_identifier(t, public)


def _open_identifier(t: Tokenizer, public: bool, quote: str, pos: int) -> None:
    """Set the public or system identifier to the empty string and switch to its
    (double-quoted) or (single-quoted) state."""
    t.pos = pos + 1
    if public:
        t.doctype.public_id = ""
        t.state = (
            doctype_public_identifier_double_quoted_state
            if quote == '"'
            else doctype_public_identifier_single_quoted_state
        )
    else:
        t.doctype.system_id = ""
        t.state = (
            doctype_system_identifier_double_quoted_state
            if quote == '"'
            else doctype_system_identifier_single_quoted_state
        )


def _before_identifier(t: Tokenizer, public: bool) -> None:
    """The before DOCTYPE public identifier and before DOCTYPE system identifier states."""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    which = "public" if public else "system"
    if char == '"' or char == "'":
        _open_identifier(t, public, char, pos)
    elif char == ">":
        _doctype_quirks(t, f"missing-doctype-{which}-identifier", pos, data_state)
    elif not char:
        _doctype_eof(t, pos)
    else:
        _missing_quote(t, which, pos)


def _identifier(t: Tokenizer, pattern: re.Pattern[str], public: bool) -> None:
    """The DOCTYPE public and system identifier (double-quoted) and (single-quoted) states:
    the run up to the quote or ``>``."""
    s = t.input
    pos = t.pos
    index = pattern.match(s, pos).end()  # type: ignore[union-attr]
    run = s[pos:index]
    if "\0" in run:
        run = _nulls(t, run, pos)
    doctype = t.doctype
    if public:
        doctype.public_id = (doctype.public_id or "") + run
    else:
        doctype.system_id = (doctype.system_id or "") + run
    char = s[index : index + 1]
    if char == ">":
        which = "public" if public else "system"
        _doctype_quirks(t, f"abrupt-doctype-{which}-identifier", index, data_state)
    elif char:
        t.pos = index + 1
        t.state = (
            after_doctype_public_identifier_state
            if public
            else (after_doctype_system_identifier_state)
        )
    else:
        _doctype_eof(t, index)


def after_doctype_public_keyword_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-public-keyword-state"""
    _after_keyword(t, public=True)


def before_doctype_public_identifier_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#before-doctype-public-identifier-state"""
    _before_identifier(t, public=True)


def doctype_public_identifier_double_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-public-identifier-(double-quoted)-state"""
    _identifier(t, _DOUBLE_QUOTED_ID, public=True)


def doctype_public_identifier_single_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-public-identifier-(single-quoted)-state"""
    _identifier(t, _SINGLE_QUOTED_ID, public=True)


def after_doctype_public_identifier_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-public-identifier-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char and char in _WHITESPACE:
        t.pos = pos + 1
        t.state = between_doctype_public_and_system_identifiers_state
    elif char == ">":
        _emit_doctype(t, pos)
    elif char == '"' or char == "'":
        code = "missing-whitespace-between-doctype-public-and-system-identifiers"
        _error(t, code, pos)
        _open_identifier(t, False, char, pos)
    elif not char:
        _doctype_eof(t, pos)
    else:
        _missing_quote(t, "system", pos)


def between_doctype_public_and_system_identifiers_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#between-doctype-public-and-system-identifiers-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    if char == ">":
        _emit_doctype(t, pos)
    elif char == '"' or char == "'":
        _open_identifier(t, False, char, pos)
    elif not char:
        _doctype_eof(t, pos)
    else:
        _missing_quote(t, "system", pos)


def after_doctype_system_keyword_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-system-keyword-state"""
    _after_keyword(t, public=False)


def before_doctype_system_identifier_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#before-doctype-system-identifier-state"""
    _before_identifier(t, public=False)


def doctype_system_identifier_double_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-system-identifier-(double-quoted)-state"""
    _identifier(t, _DOUBLE_QUOTED_ID, public=False)


def doctype_system_identifier_single_quoted_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#doctype-system-identifier-(single-quoted)-state"""
    _identifier(t, _SINGLE_QUOTED_ID, public=False)


def after_doctype_system_identifier_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-system-identifier-state"""
    s = t.input
    pos = _SPACES.match(s, t.pos).end()  # type: ignore[union-attr]
    char = s[pos : pos + 1]
    if char == ">":
        _emit_doctype(t, pos)
    elif not char:
        _doctype_eof(t, pos)
    else:  # not the force-quirks flag
        _error(t, "unexpected-character-after-doctype-system-identifier", pos)
        t.pos = pos
        t.state = bogus_doctype_state


def bogus_doctype_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#bogus-doctype-state"""
    s = t.input
    pos = t.pos
    index = s.find(">", pos)
    if index == -1:
        index = t.end
    if t.errors is not None and index > pos:
        _nulls(t, s[pos:index], pos)  # NULL: a parse error, ignored like the rest
    _emit(t, t.doctype)
    _after_bogus(t, index)


# --- 13.2.5.69 to 13.2.5.71: CDATA sections -------------------------------------------------


def cdata_section_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-state"""
    s = t.input
    pos = t.pos
    index = s.find("]", pos)
    if index == -1:
        index = t.end
    if index > pos:
        t.text.append(s[pos:index])  # NULL stays: no parse error here
    if index == t.end:
        t.pos = index
        _error(t, "eof-in-cdata", index)
        _emit_eof(t)
    else:
        t.pos = index + 1
        t.state = cdata_section_bracket_state


def cdata_section_bracket_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-bracket-state"""
    pos = t.pos
    if t.input[pos : pos + 1] == "]":
        t.pos = pos + 1
        t.state = cdata_section_end_state
    else:
        t.text.append("]")
        t.state = cdata_section_state


def cdata_section_end_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-end-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char == "]":
        t.pos = pos + 1
        t.text.append("]")
    elif char == ">":
        t.pos = pos + 1
        t.state = data_state
    else:
        t.text.append("]]")
        t.state = cdata_section_state


# --- processing instructions (whatwg/html#12118) ---------------------------------------------

_PI_TARGET = re.compile(r"[A-Za-z0-9_-]*")
_PI_DATA_STOP = re.compile(r"[?>]")
_EOF_IN_PI = "eof-in-processing-instruction"
#: The targets "processing instruction target state" refuses (ASCII case-insensitively).
_DISALLOWED_PI_TARGETS = frozenset({"xml", "xml-stylesheet"})


def _pi_to_bogus_comment(t: Tokenizer, code: str, index: int) -> None:
    """A parse error ``code``, then "convert the temporary buffer to a comment" (a comment
    token whose data is ``?`` and the temporary buffer) and reconsume at ``index`` in the
    bogus comment state."""
    _error(t, code, index)
    t.comment = ["?" + t.buffer]
    t.pos = index
    t.state = bogus_comment_state


def processing_instruction_open_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#processing-instruction-open-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    if char in _ASCII_ALPHA or char == "_":  # reconsume in the target state
        t.state = processing_instruction_target_state
    elif not char:
        _error(t, _EOF_IN_PI, pos)
        _emit_eof(t)
    else:
        _pi_to_bogus_comment(t, "invalid-first-character-of-processing-instruction-target", pos)


def processing_instruction_target_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#processing-instruction-target-state
    (the whole target: ASCII alphanumerics, ``-`` and ``_`` go into the temporary buffer)."""
    s = t.input
    pos = t.pos
    end = _PI_TARGET.match(s, pos).end()  # type: ignore[union-attr]
    t.buffer += s[pos:end]
    char = s[end : end + 1]
    if not char:
        _error(t, _EOF_IN_PI, end)
        t.pos = end
        _emit_eof(t)
    elif char in _WHITESPACE or char == "?" or char == ">":
        if t.buffer.translate(_TO_ASCII_LOWER) in _DISALLOWED_PI_TARGETS:
            _pi_to_bogus_comment(t, "disallowed-processing-instruction-target", end)
            return
        # a processing instruction token: its target the temporary buffer, its data empty
        t.comment = []
        t.pos = end
        t.state = after_processing_instruction_target_state
    else:
        _pi_to_bogus_comment(t, "invalid-processing-instruction-target", end)


def after_processing_instruction_target_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#after-processing-instruction-target-state"""
    pos = _SPACES.match(t.input, t.pos).end()  # type: ignore[union-attr]
    t.pos = pos
    if pos >= t.end:
        _error(t, _EOF_IN_PI, pos)
        _emit_eof(t)
    else:  # reconsume in the data state
        t.state = processing_instruction_data_state


def processing_instruction_data_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#processing-instruction-data-state,
    with the processing instruction questionable state
    (https://html.spec.whatwg.org/multipage/parsing.html#processing-instruction-questionable-state):
    a ``?`` not followed by ``>`` is data, ``>`` or ``?>`` emits the token."""
    s = t.input
    pos = t.pos
    data = t.comment
    while True:
        found = _PI_DATA_STOP.search(s, pos)
        if found is None:
            _error(t, _EOF_IN_PI, t.end)
            t.pos = t.end
            _emit_eof(t)
            return
        index = found.start()
        if s[index] == ">":
            data.append(s[pos:index])
            break
        # the questionable state, on the character after the "?"
        following = s[index + 1 : index + 2]
        if following == ">":
            data.append(s[pos:index])
            index += 1
            break
        if not following:
            _error(t, _EOF_IN_PI, index + 1)
            t.pos = index + 1
            _emit_eof(t)
            return
        data.append(s[pos : index + 1])  # the "?", then reconsume in the data state
        pos = index + 1
    _emit(t, CommentToken("".join(data), t.buffer))
    t.pos = index + 1
    t.state = data_state


# --- 13.2.5.72 to 13.2.5.80: character references ---------------------------------------------


def _in_attribute(t: Tokenizer) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#charref-in-attribute"""
    return t.return_state in _ATTRIBUTE_VALUE_STATES


def _flush(t: Tokenizer, characters: str) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#flush-code-points-consumed-as-a-character-reference"""
    if t.return_state in _ATTRIBUTE_VALUE_STATES:
        t.value.append(characters)
    else:
        t.text.append(characters)


def character_reference_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state"""
    pos = t.pos
    char = t.input[pos : pos + 1]
    t.buffer = "&"
    if char in _ASCII_ALPHANUMERIC:
        t.state = named_character_reference_state
    elif char == "#":
        t.pos = pos + 1
        t.buffer = "&#"
        t.state = numeric_character_reference_state
    else:
        _flush(t, "&")
        t.state = t.return_state


_LONGEST_NAME = 32  # CounterClockwiseContourIntegral
_LONGEST_LEGACY = 6  # curren, frac12, ...
#: (names with their semicolon, without it -> characters; the names that may omit it ->
#: characters), made from the generated table on first use.
_TABLES: tuple[dict[str, str], dict[str, str]] | None = None


def _tables() -> tuple[dict[str, str], dict[str, str]]:
    """The named character references by name: built once, on first use, and published with
    one assignment (a thread sees none or both tables whole)."""
    global _TABLES
    tables = _TABLES
    if tables is None:
        from ._named_character_references import NAMED_CHARACTER_REFERENCES as table

        named = {k[:-1]: v for k, v in table.items() if k.endswith(";")}
        legacy = {k: v for k, v in table.items() if not k.endswith(";")}
        tables = _TABLES = (named, legacy)
    return tables


def named_character_reference_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state

    "Consume the maximum number of characters possible, where the consumed characters are one
    of the identifiers in the first column of the named character references table": the
    identifiers are ASCII alphanumerics, then ``;`` for most, so the longest one that can match
    is the whole run of alphanumerics with the ``;`` after it, and otherwise the longest prefix
    of the run that is one of the identifiers without ``;`` (at most six characters)."""
    named, legacy = _TABLES or _tables()
    s = t.input
    pos = t.pos
    index = _ASCII_ALPHANUMERICS.match(s, pos).end()  # type: ignore[union-attr]
    run = s[pos:index]
    characters = None
    if s[index : index + 1] == ";" and len(run) <= _LONGEST_NAME:
        characters = named.get(run)
        if characters is not None:
            t.pos = index + 1
            _flush(t, characters)
            t.state = t.return_state
            return
    for length in range(min(len(run), _LONGEST_LEGACY), 1, -1):
        characters = legacy.get(run[:length])
        if characters is not None:
            end = pos + length
            t.pos = end
            following = s[end : end + 1]
            if (following == "=" or following in _ASCII_ALPHANUMERIC) and _in_attribute(t):
                # "For historical reasons": the characters stay as they are.
                _flush(t, "&" + run[:length])
            else:
                _error(t, "missing-semicolon-after-character-reference", end)
                _flush(t, characters)
            t.state = t.return_state
            return
    _flush(t, "&")
    t.state = ambiguous_ampersand_state


def ambiguous_ampersand_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#ambiguous-ampersand-state"""
    s = t.input
    pos = t.pos
    index = _ASCII_ALPHANUMERICS.match(s, pos).end()  # type: ignore[union-attr]
    if index > pos:
        _flush(t, s[pos:index])
    t.pos = index
    if s[index : index + 1] == ";":
        _error(t, "unknown-named-character-reference", index)
    t.state = t.return_state


def numeric_character_reference_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-state"""
    pos = t.pos
    t.code = 0
    char = t.input[pos : pos + 1]
    if char == "x" or char == "X":
        t.pos = pos + 1
        t.buffer += char
        t.state = hexadecimal_character_reference_start_state
    else:
        t.state = decimal_character_reference_start_state


def hexadecimal_character_reference_start_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#hexadecimal-character-reference-start-state"""
    pos = t.pos
    if t.input[pos : pos + 1] in _ASCII_HEX_DIGITS:
        t.state = hexadecimal_character_reference_state
    else:
        _error(t, "absence-of-digits-in-numeric-character-reference", pos)
        _flush(t, t.buffer)
        t.state = t.return_state


def decimal_character_reference_start_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#decimal-character-reference-start-state"""
    pos = t.pos
    if t.input[pos : pos + 1] in _ASCII_DIGITS:
        t.state = decimal_character_reference_state
    else:
        _error(t, "absence-of-digits-in-numeric-character-reference", pos)
        _flush(t, t.buffer)
        t.state = t.return_state


def _digits(t: Tokenizer, pattern: re.Pattern[str], base: int) -> None:
    """The hexadecimal and decimal character reference states: the run of digits makes the
    character reference code (a code past U+10FFFF only needs to be known as too large, so
    the value of a long run is not computed: no Python digit limit, no quadratic
    conversion), then ``;`` or a missing-semicolon-after-character-reference parse error."""
    s = t.input
    pos = t.pos
    index = pattern.match(s, pos).end()  # type: ignore[union-attr]
    digits = s[pos:index].lstrip("0")
    t.code = int(digits or "0", base) if len(digits) <= 8 else 0x110000
    if s[index : index + 1] == ";":
        t.pos = index + 1
    else:
        t.pos = index
        _error(t, "missing-semicolon-after-character-reference", index)
    t.state = numeric_character_reference_end_state


def hexadecimal_character_reference_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#hexadecimal-character-reference-state"""
    _digits(t, _HEX_DIGITS, 16)


def decimal_character_reference_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#decimal-character-reference-state"""
    _digits(t, _DIGITS, 10)


#: The table of the numeric character reference end state: the C1 controls that are
#: references to windows-1252's characters, as browsers read them.
NUMERIC_REPLACEMENTS = {
    0x80: "\u20ac",
    0x82: "\u201a",
    0x83: "\u0192",
    0x84: "\u201e",
    0x85: "\u2026",
    0x86: "\u2020",
    0x87: "\u2021",
    0x88: "\u02c6",
    0x89: "\u2030",
    0x8A: "\u0160",
    0x8B: "\u2039",
    0x8C: "\u0152",
    0x8E: "\u017d",
    0x91: "\u2018",
    0x92: "\u2019",
    0x93: "\u201c",
    0x94: "\u201d",
    0x95: "\u2022",
    0x96: "\u2013",
    0x97: "\u2014",
    0x98: "\u02dc",
    0x99: "\u2122",
    0x9A: "\u0161",
    0x9B: "\u203a",
    0x9C: "\u0153",
    0x9E: "\u017e",
    0x9F: "\u0178",
}


def numeric_character_reference_end_state(t: Tokenizer) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state"""
    code = t.code
    pos = t.pos
    if code == 0:
        _error(t, "null-character-reference", pos)
        character = "\ufffd"
    elif code > 0x10FFFF:
        _error(t, "character-reference-outside-unicode-range", pos)
        character = "\ufffd"
    elif 0xD800 <= code <= 0xDFFF:
        _error(t, "surrogate-character-reference", pos)
        character = "\ufffd"
    else:
        character = chr(code)
        if 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE:
            _error(t, "noncharacter-character-reference", pos)
        elif code == 0x0D or (
            (code < 0x20 or 0x7F <= code <= 0x9F) and code not in (0x09, 0x0A, 0x0C, 0x20)
        ):
            _error(t, "control-character-reference", pos)
            character = NUMERIC_REPLACEMENTS.get(code, character)
    _flush(t, character)
    t.state = t.return_state


_ATTRIBUTE_VALUE_STATES = frozenset(
    (
        attribute_value_double_quoted_state,
        attribute_value_single_quoted_state,
        attribute_value_unquoted_state,
    )
)


# --- the driver ----------------------------------------------------------------------------

#: The states a run may start in (html5lib-tests' ``initialStates``; tree construction's
#: choices for the fragment parsing algorithm), by their names without " state", lowercase.
INITIAL_STATES: dict[str, State] = {
    "data": data_state,
    "rcdata": rcdata_state,
    "rawtext": rawtext_state,
    "script data": script_data_state,
    "plaintext": plaintext_state,
    "cdata section": cdata_section_state,
}


class _Positions:
    """Line and column (from 1) of indexes of one input stream."""

    __slots__ = ("newlines",)

    def __init__(self, stream: str) -> None:
        self.newlines = [m.start() for m in re.finditer("\n", stream)]

    def error(self, index: int, code: str) -> ParseError:
        line = bisect_left(self.newlines, index)
        start = self.newlines[line - 1] if line else -1
        return ParseError(code, index, line + 1, index - start)


def tokenize(
    text: str,
    *,
    initial_state: str = "data",
    last_start_tag: str | None = None,
    errors: list[ParseError] | None = None,
) -> Iterator[Token]:
    """The tokens of ``text`` as the HTML Standard's tokenizer
    (https://html.spec.whatwg.org/multipage/parsing.html#tokenization) emits them, on their own:
    without tree construction, which switches the tokenizer to RCDATA after ``<title>``, to
    script data after ``<script>`` and so on (start in such a state with ``initial_state``).

    ``text`` is the input stream, decoded (``webapi.html.decode_html`` decodes bytes as a
    browser does); its newlines are normalized first, so indexes and ``CharactersToken`` data
    count CR LF as one LF. ``initial_state``: ``"data"`` (the default), ``"RCDATA"``,
    ``"RAWTEXT"``, ``"script data"``, ``"PLAINTEXT"`` or ``"CDATA section"`` (in any case, with
    or without `` state``). ``last_start_tag``: the tag name of the last start tag emitted
    before ``text``, which an end tag in RCDATA, RAWTEXT or script data must match to end it.
    ``errors``: a list to which each :class:`ParseError` is appended, in the order of the
    input, as the tokens are produced (the input stream's own errors, surrogates,
    noncharacters and controls, included).

    Yields :class:`StartTagToken`, :class:`EndTagToken`, :class:`CommentToken`,
    :class:`DoctypeToken` and :class:`CharactersToken` (a run of character tokens) records;
    the end-of-file token ends the iteration. Raises ``ValueError`` for an unknown
    ``initial_state``, ``TypeError`` naming the parameter when ``text``, ``initial_state`` or
    ``last_start_tag`` is not a ``str``, or ``errors`` has no ``append``.
    """
    text = require_str(text, "tokenize", "text")
    key = require_str(initial_state, "tokenize", "initial_state").lower().removesuffix(" state")
    state = INITIAL_STATES.get(key)
    if state is None:
        known = ", ".join(repr(name) for name in INITIAL_STATES)
        raise ValueError(f"unknown initial_state {initial_state!r} (one of {known})")
    if last_start_tag is not None:
        require_str(last_start_tag, "tokenize", "last_start_tag")
    if errors is not None and not callable(getattr(errors, "append", None)):
        from webapi._webidl import argument_error

        raise argument_error("tokenize", "errors", errors, "a list (or None)")
    stream = normalize_newlines(text)
    if errors is None:
        return Tokenizer(stream, state, last_start_tag).run()
    return Tokenizer(stream, state, last_start_tag, []).run(_Reporter(stream, errors))


class _Reporter:
    """Turns the tokenizer's (index, code) pairs into :class:`ParseError` records in ``out``,
    the input stream's merged in by index (one at the same index as the tokenizer's comes
    first: it is found as the character is consumed)."""

    __slots__ = ("out", "pending", "positions", "stream", "waiting")

    def __init__(self, stream: str, out: list[ParseError]) -> None:
        self.stream = stream
        self.out = out
        self.pending = input_stream_errors(stream)
        self.waiting = next(self.pending, None)
        self.positions: _Positions | None = None

    def take(self, errors: list[tuple[int, str]]) -> None:
        """Add ``errors`` (and the input stream's before them) to ``out``; clear it."""
        positions = self.positions
        if positions is None:
            positions = self.positions = _Positions(self.stream)
        out = self.out
        waiting = self.waiting
        for index, code in errors:
            while waiting is not None and waiting[0] <= index:
                out.append(positions.error(*waiting))
                waiting = next(self.pending, None)
            out.append(positions.error(index, code))
        errors.clear()
        self.waiting = waiting

    def finish(self) -> None:
        """The input stream's errors after the last of the tokenizer's."""
        waiting = self.waiting
        if waiting is None:
            return
        positions = self.positions or _Positions(self.stream)
        while waiting is not None:
            self.out.append(positions.error(*waiting))
            waiting = next(self.pending, None)
        self.waiting = None
