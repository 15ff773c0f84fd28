"""Tokenizing pattern strings.

Spec: https://urlpattern.spec.whatwg.org/#tokens and
https://urlpattern.spec.whatwg.org/#tokenizing
"""

from __future__ import annotations

import functools
import re

from webapi.uts46 import unicodedata

__all__ = [
    "ASTERISK",
    "CHAR",
    "CLOSE",
    "END",
    "ESCAPED_CHAR",
    "INVALID_CHAR",
    "NAME",
    "OPEN",
    "OTHER_MODIFIER",
    "REGEXP",
    "SYNTAX",
    "Token",
    "is_a_valid_name_code_point",
    "tokenize",
]

#: https://urlpattern.spec.whatwg.org/#token-type
OPEN = "open"
CLOSE = "close"
REGEXP = "regexp"
NAME = "name"
CHAR = "char"
ESCAPED_CHAR = "escaped-char"
OTHER_MODIFIER = "other-modifier"
ASTERISK = "asterisk"
END = "end"
INVALID_CHAR = "invalid-char"

#: https://urlpattern.spec.whatwg.org/#tokenize-policy
STRICT = "strict"
LENIENT = "lenient"

#: The code points the tokenizer treats specially; any other is a "char" token.
SYNTAX = re.compile(r"[*+?\\{}:(]")
#: Code points that are a token of their own, by type (the tokenizer's first branches).
_SINGLE = {"*": ASTERISK, "+": OTHER_MODIFIER, "?": OTHER_MODIFIER, "{": OPEN, "}": CLOSE}


class Token:
    """https://urlpattern.spec.whatwg.org/#token"""

    __slots__ = ("index", "type", "value")

    def __init__(self, type: str, index: int, value: str) -> None:
        self.type = type
        self.index = index
        self.value = value

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.index}, {self.value!r})"


#: ECMAScript's IdentifierStart and IdentifierPart (https://tc39.es/ecma262/#prod-IdentifierStart)
#: for ASCII.
_ASCII_NAME_START = frozenset("$_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_ASCII_NAME_PART = _ASCII_NAME_START | frozenset("0123456789")
#: https://www.unicode.org/reports/tr31/ : ID_Start is the letter categories and Nl, plus
#: Other_ID_Start, less Pattern_Syntax and Pattern_White_Space (of which only U+2E2F VERTICAL
#: TILDE is a letter); ID_Continue adds Mn, Mc, Nd, Pc and Other_ID_Continue.
_ID_START_CATEGORIES = frozenset(("Lu", "Ll", "Lt", "Lm", "Lo", "Nl"))
_ID_CONTINUE_CATEGORIES = _ID_START_CATEGORIES | {"Mn", "Mc", "Nd", "Pc"}
_OTHER_ID_START = frozenset("\u1885\u1886\u2118\u212e\u309b\u309c")
_OTHER_ID_CONTINUE = frozenset(
    "\u00b7\u0387\u1369\u136a\u136b\u136c\u136d\u136e\u136f\u1370\u1371\u19da"
    "\u200c\u200d\u30fb\uff65"
)
_PATTERN_SYNTAX_LETTERS = frozenset("\u2e2f")


@functools.lru_cache(maxsize=4096)
def _is_non_ascii_name_code_point(code_point: str, first: bool) -> bool:
    if code_point in _PATTERN_SYNTAX_LETTERS:
        return False
    if code_point in _OTHER_ID_START:
        return True
    if not first and code_point in _OTHER_ID_CONTINUE:
        # IdentifierPart also has U+200C ZWNJ and U+200D ZWJ, which Other_ID_Continue
        # holds since Unicode 15.1.
        return True
    category = unicodedata().category(code_point)
    return category in (_ID_START_CATEGORIES if first else _ID_CONTINUE_CATEGORIES)


def is_a_valid_name_code_point(code_point: str, first: bool) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point

    IdentifierStart is ID_Start, "$" and "_"; IdentifierPart is ID_Continue, "$", ZWNJ
    and ZWJ (https://tc39.es/ecma262/#prod-IdentifierStartChar), with the Unicode
    database the URL engine uses (``webapi.UNICODE_VERSION``).
    """
    if code_point < "\x80":
        return code_point in (_ASCII_NAME_START if first else _ASCII_NAME_PART)
    return _is_non_ascii_name_code_point(code_point, first)


def tokenize(input: str, policy: str) -> list[Token]:
    """https://urlpattern.spec.whatwg.org/#tokenize

    The tokenizer's ``index``, ``next index`` and ``code point`` are local variables;
    "seek and get the next code point" and "get the next code point" are inlined as
    ``c = input[i]; next_index = i + 1``.
    """
    tokens: list[Token] = []
    append = tokens.append
    n = len(input)
    index = 0

    def tokenizing_error(next_position: int, value_position: int) -> int:
        # https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error
        if policy == STRICT:
            raise TypeError(
                f"invalid pattern {input!r}: unexpected {input[index]!r} at index {index}"
            )
        # "add a token with default length" given "invalid-char".
        append(Token(INVALID_CHAR, index, input[value_position:next_position]))
        return next_position

    while index < n:
        # A run of code points without meaning here each becomes a "char" token, as the
        # last step of the loop makes them; consume the run at once.
        m = SYNTAX.search(input, index)
        end = n if m is None else m.start()
        if end > index:
            tokens.extend([Token(CHAR, i, input[i]) for i in range(index, end)])
            index = end
            if index == n:
                break
        c = input[index]
        next_index = index + 1
        single = _SINGLE.get(c)
        if single is not None:
            append(Token(single, index, c))
            index = next_index
            continue
        if c == "\\":
            if index == n - 1:
                index = tokenizing_error(next_index, index)
                continue
            escaped_index = next_index
            next_index += 1
            append(Token(ESCAPED_CHAR, index, input[escaped_index:next_index]))
            index = next_index
            continue
        if c == ":":
            name_position = name_start = next_index
            while name_position < n and is_a_valid_name_code_point(
                input[name_position], name_position == name_start
            ):
                name_position += 1
            if name_position <= name_start:
                index = tokenizing_error(name_start, index)
                continue
            append(Token(NAME, index, input[name_start:name_position]))
            index = name_position
            continue
        if c == "(":
            depth = 1
            regexp_position = regexp_start = next_index
            error = False
            while regexp_position < n:
                c = input[regexp_position]
                next_index = regexp_position + 1
                if c >= "\x80":
                    # "If tokenizer's code point is not an ASCII code point": error.
                    index = tokenizing_error(regexp_start, index)
                    error = True
                    break
                if regexp_position == regexp_start and c == "?":
                    index = tokenizing_error(regexp_start, index)
                    error = True
                    break
                if c == "\\":
                    if regexp_position == n - 1:
                        index = tokenizing_error(regexp_start, index)
                        error = True
                        break
                    c = input[next_index]
                    next_index += 1
                    if c >= "\x80":
                        index = tokenizing_error(regexp_start, index)
                        error = True
                        break
                    regexp_position = next_index
                    continue
                if c == ")":
                    depth -= 1
                    if depth == 0:
                        regexp_position = next_index
                        break
                elif c == "(":
                    depth += 1
                    if regexp_position == n - 1:
                        index = tokenizing_error(regexp_start, index)
                        error = True
                        break
                    # "If tokenizer's code point is not U+003F (?)": only
                    # non-capturing or lookaround groups may nest.
                    if input[next_index] != "?":
                        index = tokenizing_error(regexp_start, index)
                        error = True
                        break
                regexp_position = next_index
            if error:
                continue
            if depth != 0:
                index = tokenizing_error(regexp_start, index)
                continue
            regexp_length = regexp_position - regexp_start - 1
            if regexp_length == 0:
                index = tokenizing_error(regexp_start, index)
                continue
            append(Token(REGEXP, index, input[regexp_start : regexp_start + regexp_length]))
            index = regexp_position
            continue
        append(Token(CHAR, index, c))
        index = next_index
    append(Token(END, index, ""))
    return tokens
