"""CSS Syntax's tokenizer (https://drafts.csswg.org/css-syntax-3/#tokenization): the tokens a
style sheet, a declaration list or a selector is parsed from, after the input's preprocessing
(https://drafts.csswg.org/css-syntax-3/#input-preprocessing).

A loop over the code points: nothing recurses, and each code point is looked at a bounded number
of times (the tokenizer is linear in the input). Tokens are :class:`Token` objects; a number
keeps its representation's sign and whether it is an integer (``An+B`` reads both).
"""

from __future__ import annotations

from webapi._lazy import lazy_pattern

__all__ = [
    "AT_KEYWORD",
    "BAD_STRING",
    "BAD_URL",
    "CDC",
    "CDO",
    "CLOSE_CURLY",
    "CLOSE_PAREN",
    "CLOSE_SQUARE",
    "COLON",
    "COMMA",
    "DELIM",
    "DIMENSION",
    "FUNCTION",
    "HASH",
    "IDENT",
    "NUMBER",
    "OPEN_CURLY",
    "OPEN_PAREN",
    "OPEN_SQUARE",
    "PERCENTAGE",
    "SEMICOLON",
    "STRING",
    "URL",
    "WHITESPACE",
    "Token",
    "preprocess",
    "tokenize",
    "tokenize_with_offsets",
]

IDENT = "ident"
FUNCTION = "function"
AT_KEYWORD = "at-keyword"
HASH = "hash"
STRING = "string"
BAD_STRING = "bad-string"
URL = "url"
BAD_URL = "bad-url"
DELIM = "delim"
NUMBER = "number"
PERCENTAGE = "percentage"
DIMENSION = "dimension"
WHITESPACE = "whitespace"
CDO = "CDO"
CDC = "CDC"
COLON = ":"
SEMICOLON = ";"
COMMA = ","
OPEN_SQUARE = "["
CLOSE_SQUARE = "]"
OPEN_PAREN = "("
CLOSE_PAREN = ")"
OPEN_CURLY = "{"
CLOSE_CURLY = "}"

_SIMPLE = {
    ":": COLON,
    ";": SEMICOLON,
    ",": COMMA,
    "[": OPEN_SQUARE,
    "]": CLOSE_SQUARE,
    "(": OPEN_PAREN,
    ")": CLOSE_PAREN,
    "{": OPEN_CURLY,
    "}": CLOSE_CURLY,
}
_WHITESPACE = frozenset("\n\t ")
_DIGITS = frozenset("0123456789")
#: The ASCII ident-start code points (https://drafts.csswg.org/css-syntax-3/#ident-start-code-point).
_ASCII_NAME_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_HEX = frozenset("0123456789abcdefABCDEF")


class Token:
    """A token: its ``kind`` (``IDENT``, ``FUNCTION``, ``DELIM``, ...), ``value`` (a name, a
    string's value, a delim's code point, a number's representation), and for numeric tokens
    ``number``, ``integer`` (the type flag) and ``unit``; for a hash, ``is_id`` (its type flag
    is "id")."""

    __slots__ = ("integer", "is_id", "kind", "number", "unit", "value")

    def __init__(
        self,
        kind: str,
        value: str = "",
        number: float = 0,
        integer: bool = False,
        unit: str = "",
        is_id: bool = False,
    ) -> None:
        self.kind = kind
        self.value = value
        self.number = number
        self.integer = integer
        self.unit = unit
        self.is_id = is_id

    def __repr__(self) -> str:
        return f"Token({self.kind!r}, {self.value!r})"


def preprocess(text: str) -> str:
    """https://drafts.csswg.org/css-syntax-3/#input-preprocessing: CR LF, CR and FF become LF;
    NUL and surrogates become U+FFFD."""
    if "\r" in text or "\f" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n")
    if "\0" in text:
        text = text.replace("\0", "\ufffd")
    if not text.isascii():
        text = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
    return text


#: A run of ident code points (https://drafts.csswg.org/css-syntax-3/#ident-code-point: ASCII
#: letters and digits, "_", "-", and every code point from U+0080), compiled on first use.
_NAME_SPAN = lazy_pattern(globals(), "_NAME_SPAN", "[A-Za-z0-9_\\-\u0080-\U0010ffff]*")


def _is_name_start(c: str) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#ident-start-code-point."""
    return (c.isascii() and (c.isalpha() or c == "_")) or (c >= "\x80")


def _is_name(c: str) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#ident-code-point."""
    return (c.isascii() and (c.isalnum() or c in "_-")) or c >= "\x80"


def _valid_escape(text: str, i: int) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#starts-with-a-valid-escape, at ``text[i]``: a
    backslash not followed by a newline (at the end of the input it escapes EOF: U+FFFD)."""
    return text[i : i + 1] == "\\" and text[i + 1 : i + 2] != "\n"


def _starts_ident(text: str, i: int) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#would-start-an-identifier, at ``text[i]``."""
    c = text[i : i + 1]
    if c == "-":
        d = text[i + 1 : i + 2]
        return (d != "" and (_is_name_start(d) or d == "-")) or _valid_escape(text, i + 1)
    if c == "\\":
        return _valid_escape(text, i)
    return c != "" and _is_name_start(c)


def _starts_number(text: str, i: int) -> bool:
    """https://drafts.csswg.org/css-syntax-3/#starts-with-a-number, at ``text[i]``."""
    c = text[i : i + 1]
    if c in ("+", "-"):
        d = text[i + 1 : i + 2]
        return (d in _DIGITS and d != "") or (d == "." and text[i + 2 : i + 3] in _DIGITS)
    if c == ".":
        d = text[i + 1 : i + 2]
        return d != "" and d in _DIGITS
    return c != "" and c in _DIGITS


def _consume_escape(text: str, i: int) -> tuple[str, int]:
    """https://drafts.csswg.org/css-syntax-3/#consume-escaped-code-point: ``text[i]`` follows
    the backslash; the code point and the index after it."""
    n = len(text)
    if i >= n:
        return "\ufffd", i
    c = text[i]
    if c in _HEX:
        j = i + 1
        while j < n and j < i + 6 and text[j] in _HEX:
            j += 1
        value = int(text[i:j], 16)
        if j < n and text[j] in _WHITESPACE:
            j += 1
        if value == 0 or 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
            return "\ufffd", j
        return chr(value), j
    return c, i + 1


def _consume_name(text: str, i: int) -> tuple[str, int]:
    """https://drafts.csswg.org/css-syntax-3/#consume-name: the ident code points as one span
    (:data:`_NAME_SPAN`), an escape between spans."""
    match = _NAME_SPAN.match
    j = match(text, i).end()  # type: ignore[union-attr]
    if text[j : j + 1] != "\\" or not _valid_escape(text, j):
        return text[i:j], j
    parts = [text[i:j]]
    while _valid_escape(text, j):
        escaped, j = _consume_escape(text, j + 1)
        parts.append(escaped)
        k = match(text, j).end()  # type: ignore[union-attr]
        parts.append(text[j:k])
        j = k
    return "".join(parts), j


def _consume_number(text: str, i: int) -> tuple[str, float, bool, int]:
    """https://drafts.csswg.org/css-syntax-3/#consume-number: representation, value, whether
    an integer, the index after it."""
    start = i
    n = len(text)
    integer = True
    if i < n and text[i] in "+-":
        i += 1
    while i < n and text[i] in _DIGITS:
        i += 1
    if i + 1 < n and text[i] == "." and text[i + 1] in _DIGITS:
        integer = False
        i += 2
        while i < n and text[i] in _DIGITS:
            i += 1
    if i + 1 < n and text[i] in "eE":
        j = i + 1
        if text[j] in "+-":
            j += 1
        if j < n and text[j] in _DIGITS:
            integer = False
            i = j + 1
            while i < n and text[i] in _DIGITS:
                i += 1
    representation = text[start:i]
    if integer:
        return representation, _integer_value(representation), True, i
    try:
        value = float(representation)
    except OverflowError:  # pragma: no cover - float() gives inf rather than raising
        value = float("inf")
    return representation, value, False, i


#: The most significant digits an integer's value is computed from exactly: beyond, its value
#: is the nearest double, as a browser's tokenizer holds every number.
_EXACT_DIGITS = 18


def _integer_value(representation: str) -> float:
    """https://drafts.csswg.org/css-syntax-3/#convert-string-to-number for an integer's
    ``representation`` (an optional sign, then ASCII digits): exact when it has at most
    :data:`_EXACT_DIGITS` significant digits, else the nearest double (``inf`` beyond 2^1024),
    as browsers hold every number. Python's ``int()`` refuses more than 4,300 digits and costs
    quadratic time below that; ``float()`` of the text does neither."""
    digits = representation.lstrip("+-").lstrip("0")
    if len(digits) <= _EXACT_DIGITS:
        value = int(digits or "0")
        return -value if representation[:1] == "-" else value
    return float(representation)


def tokenize(text: str, starts: list[int] | None = None) -> list[Token]:
    """https://drafts.csswg.org/css-syntax-3/#tokenize: the tokens of ``text`` (already
    preprocessed), without the EOF token; comments are consumed and make no token. With
    ``starts``, the offset in ``text`` where each token starts is appended to it (CSSOM's
    declarations keep a custom property's text as written)."""
    tokens: list[Token] = []
    append = tokens.append
    n = len(text)
    i = 0
    while i < n:
        c = text[i]
        if c == "/" and text[i + 1 : i + 2] == "*":  # consume comments
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        if starts is not None:
            starts.append(i)
        if c in _ASCII_NAME_START:
            # (an ident of ident code points alone, the most common token, without the
            # dispatch below: an escape, a function or url( after it takes the full steps)
            j = _NAME_SPAN.match(text, i).end()  # type: ignore[union-attr]
            if text[j : j + 1] in ("\\", "("):
                i = _consume_ident_like(text, i, append)
            else:
                append(Token(IDENT, text[i:j]))
                i = j
            continue
        if c in _WHITESPACE:
            j = i + 1
            while j < n and text[j] in _WHITESPACE:
                j += 1
            append(Token(WHITESPACE, " "))
            i = j
        elif c == '"' or c == "'":
            i = _consume_string(text, i + 1, c, append)
        elif c == "#":
            if i + 1 < n and (_is_name(text[i + 1]) or _valid_escape(text, i + 1)):
                is_id = _starts_ident(text, i + 1)
                name, i = _consume_name(text, i + 1)
                append(Token(HASH, name, is_id=is_id))
            else:
                append(Token(DELIM, c))
                i += 1
        elif c in _SIMPLE:
            append(Token(_SIMPLE[c]))
            i += 1
        elif c in "+.":
            if _starts_number(text, i):
                i = _consume_numeric(text, i, append)
            else:
                append(Token(DELIM, c))
                i += 1
        elif c == "-":
            if _starts_number(text, i):
                i = _consume_numeric(text, i, append)
            elif text[i + 1 : i + 3] == "->":
                append(Token(CDC))
                i += 3
            elif _starts_ident(text, i):
                i = _consume_ident_like(text, i, append)
            else:
                append(Token(DELIM, c))
                i += 1
        elif c == "<":
            if text[i + 1 : i + 4] == "!--":
                append(Token(CDO))
                i += 4
            else:
                append(Token(DELIM, c))
                i += 1
        elif c == "@":
            if _starts_ident(text, i + 1):
                name, i = _consume_name(text, i + 1)
                append(Token(AT_KEYWORD, name))
            else:
                append(Token(DELIM, c))
                i += 1
        elif c == "\\":
            if _valid_escape(text, i):
                i = _consume_ident_like(text, i, append)
            else:
                append(Token(DELIM, c))
                i += 1
        elif c in _DIGITS:
            i = _consume_numeric(text, i, append)
        elif _is_name_start(c):
            i = _consume_ident_like(text, i, append)
        else:
            append(Token(DELIM, c))
            i += 1
    return tokens


def tokenize_with_offsets(text: str) -> tuple[str, list[Token], list[int]]:
    """``text`` preprocessed (:func:`preprocess`), its tokens (:func:`tokenize`) and where each
    token starts in it, with the preprocessed text's length last: the text of the tokens
    ``i`` to ``j`` is ``source[starts[i] : starts[j]]``."""
    source = preprocess(text)
    starts: list[int] = []
    tokens = tokenize(source, starts)
    starts.append(len(source))
    return source, tokens, starts


def _consume_numeric(text: str, i: int, append: object) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-numeric-token."""
    representation, value, integer, i = _consume_number(text, i)
    if _starts_ident(text, i):
        unit, i = _consume_name(text, i)
        token = Token(DIMENSION, representation, value, integer, unit)
    elif text[i : i + 1] == "%":
        token = Token(PERCENTAGE, representation, value, integer)
        i += 1
    else:
        token = Token(NUMBER, representation, value, integer)
    append(token)  # type: ignore[operator]
    return i


def _consume_ident_like(text: str, i: int, append: object) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-ident-like-token."""
    name, i = _consume_name(text, i)
    n = len(text)
    if name.lower() == "url" and text[i : i + 1] == "(" and name.isascii():
        i += 1
        j = i
        while j < n and text[j] in _WHITESPACE:
            j += 1
        if text[j : j + 1] in ('"', "'"):
            append(Token(FUNCTION, name))  # type: ignore[operator]
            return i
        return _consume_url(text, j, append)
    if text[i : i + 1] == "(":
        append(Token(FUNCTION, name))  # type: ignore[operator]
        return i + 1
    append(Token(IDENT, name))  # type: ignore[operator]
    return i


def _consume_string(text: str, i: int, quote: str, append: object) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-string-token (``text[i]`` follows the
    opening quote)."""
    n = len(text)
    parts: list[str] = []
    start = i
    while i < n:
        c = text[i]
        if c == quote:
            parts.append(text[start:i])
            append(Token(STRING, "".join(parts)))  # type: ignore[operator]
            return i + 1
        if c == "\n":
            append(Token(BAD_STRING))  # type: ignore[operator]
            return i  # (the newline is not consumed)
        if c == "\\":
            parts.append(text[start:i])
            if i + 1 >= n:
                i += 1
            elif text[i + 1] == "\n":
                i += 2
            else:
                escaped, i = _consume_escape(text, i + 1)
                parts.append(escaped)
            start = i
            continue
        i += 1
    parts.append(text[start:i])  # EOF: a parse error, the string token is returned
    append(Token(STRING, "".join(parts)))  # type: ignore[operator]
    return i


def _consume_url(text: str, i: int, append: object) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-url-token (whitespace already skipped)."""
    n = len(text)
    parts: list[str] = []
    while i < n:
        c = text[i]
        if c == ")":
            append(Token(URL, "".join(parts)))  # type: ignore[operator]
            return i + 1
        if c in _WHITESPACE:
            j = i
            while j < n and text[j] in _WHITESPACE:
                j += 1
            if j >= n:
                i = j
                break
            if text[j] == ")":
                append(Token(URL, "".join(parts)))  # type: ignore[operator]
                return j + 1
            return _consume_bad_url(text, j, append)
        if c in "\"'(" or c <= "\x08" or c == "\x0b" or "\x0e" <= c <= "\x1f" or c == "\x7f":
            return _consume_bad_url(text, i, append)
        if c == "\\":
            if _valid_escape(text, i):
                escaped, i = _consume_escape(text, i + 1)
                parts.append(escaped)
                continue
            return _consume_bad_url(text, i, append)
        parts.append(c)
        i += 1
    append(Token(URL, "".join(parts)))  # type: ignore[operator]
    return i


def _consume_bad_url(text: str, i: int, append: object) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-remnants-of-bad-url."""
    n = len(text)
    while i < n:
        c = text[i]
        if c == ")":
            i += 1
            break
        if _valid_escape(text, i):
            _, i = _consume_escape(text, i + 1)
            continue
        i += 1
    append(Token(BAD_URL))  # type: ignore[operator]
    return i
