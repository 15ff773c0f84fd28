"""Parsing pattern strings into part lists.

Spec: https://urlpattern.spec.whatwg.org/#parsing
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ._parts import (
    FIXED_TEXT,
    FULL_WILDCARD,
    NONE,
    ONE_OR_MORE,
    OPTIONAL,
    REGEXP,
    SEGMENT_WILDCARD,
    ZERO_OR_MORE,
    Options,
    Part,
)
from ._regexp_generation import FULL_WILDCARD_REGEXP_VALUE, generate_a_segment_wildcard_regexp
from ._tokenizer import (
    ASTERISK,
    CHAR,
    CLOSE,
    END,
    ESCAPED_CHAR,
    NAME,
    OPEN,
    OTHER_MODIFIER,
    STRICT,
    SYNTAX,
    Token,
    tokenize,
)
from ._tokenizer import REGEXP as REGEXP_TOKEN

__all__ = ["EncodingCallback", "PatternParser", "parse_a_pattern_string"]

#: https://urlpattern.spec.whatwg.org/#encoding-callback
EncodingCallback = Callable[[str], str]

_MODIFIERS = {"?": OPTIONAL, "*": ZERO_OR_MORE, "+": ONE_OR_MORE}
#: The tokens that, after a "char" token, make it the prefix of a part.
_PART_STARTS = frozenset((NAME, REGEXP_TOKEN, ASTERISK))


@dataclass(slots=True, eq=False)
class PatternParser:
    """https://urlpattern.spec.whatwg.org/#pattern-parser"""

    encoding_callback: EncodingCallback
    segment_wildcard_regexp: str
    token_list: list[Token]
    part_list: list[Part] = field(default_factory=list)
    pending_fixed_value: str = ""
    index: int = 0
    next_numeric_name: int = 0
    #: The names of the parts in the part list, for "is a duplicate name" in constant time
    #: (a scan of the part list per group made a pattern of n groups quadratic).
    names: set[str] = field(default_factory=set)


def parse_a_pattern_string(
    input: str, options: Options, encoding_callback: EncodingCallback
) -> list[Part]:
    """https://urlpattern.spec.whatwg.org/#parse-a-pattern-string"""
    if SYNTAX.search(input) is None:
        # No token but "char" ones: the loop below appends each to the pending fixed value,
        # and the "end" token adds it as the only part.
        return [Part(FIXED_TEXT, encoding_callback(input), NONE)] if input else []
    # The spec sets the new parser's token list to this after creating it; given here.
    token_list = tokenize(input, STRICT)
    parser = PatternParser(
        encoding_callback, generate_a_segment_wildcard_regexp(options), token_list
    )
    while parser.index < len(token_list):
        token = token_list[parser.index]
        if token.type == ESCAPED_CHAR or (
            token.type == CHAR and token_list[parser.index + 1].type not in _PART_STARTS
        ):
            # Fixed text, as the steps below find (the token is not a prefix: no name,
            # regexp or wildcard follows it); "end" is the last token, so index + 1 exists.
            # The whole run of such tokens is appended at once: appending one code point at
            # a time to the parser's string copies it each time (quadratic in the run).
            index = parser.index
            run = []
            while token.type == ESCAPED_CHAR or (
                token.type == CHAR and token_list[index + 1].type not in _PART_STARTS
            ):
                run.append(token.value)
                index += 1
                token = token_list[index]
            parser.pending_fixed_value += "".join(run)
            parser.index = index
            continue
        # Look for "<prefix char><name><regexp><modifier>".
        char_token = try_to_consume_a_token(parser, CHAR)
        name_token = try_to_consume_a_token(parser, NAME)
        regexp_or_wildcard_token = try_to_consume_a_regexp_or_wildcard_token(parser, name_token)
        if name_token is not None or regexp_or_wildcard_token is not None:
            prefix = ""
            if char_token is not None:
                prefix = char_token.value
            if prefix != "" and prefix != options.prefix_code_point:
                parser.pending_fixed_value += prefix
                prefix = ""
            maybe_add_a_part_from_the_pending_fixed_value(parser)
            modifier_token = try_to_consume_a_modifier_token(parser)
            add_a_part(parser, prefix, name_token, regexp_or_wildcard_token, "", modifier_token)
            continue
        fixed_token = char_token
        if fixed_token is None:
            fixed_token = try_to_consume_a_token(parser, ESCAPED_CHAR)
        if fixed_token is not None:
            parser.pending_fixed_value += fixed_token.value
            continue
        # Look for "<open><char prefix><name><regexp><char suffix><close><modifier>".
        open_token = try_to_consume_a_token(parser, OPEN)
        if open_token is not None:
            prefix = consume_text(parser)
            name_token = try_to_consume_a_token(parser, NAME)
            regexp_or_wildcard_token = try_to_consume_a_regexp_or_wildcard_token(parser, name_token)
            suffix = consume_text(parser)
            consume_a_required_token(parser, CLOSE)
            modifier_token = try_to_consume_a_modifier_token(parser)
            add_a_part(parser, prefix, name_token, regexp_or_wildcard_token, suffix, modifier_token)
            continue
        maybe_add_a_part_from_the_pending_fixed_value(parser)
        consume_a_required_token(parser, END)
    return parser.part_list


def try_to_consume_a_token(parser: PatternParser, type: str) -> Token | None:
    """https://urlpattern.spec.whatwg.org/#try-to-consume-a-token"""
    next_token = parser.token_list[parser.index]
    if next_token.type != type:
        return None
    parser.index += 1
    return next_token


def try_to_consume_a_modifier_token(parser: PatternParser) -> Token | None:
    """https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token"""
    token = try_to_consume_a_token(parser, OTHER_MODIFIER)
    if token is not None:
        return token
    return try_to_consume_a_token(parser, ASTERISK)


def try_to_consume_a_regexp_or_wildcard_token(
    parser: PatternParser, name_token: Token | None
) -> Token | None:
    """https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token"""
    token = try_to_consume_a_token(parser, REGEXP_TOKEN)
    if name_token is None and token is None:
        token = try_to_consume_a_token(parser, ASTERISK)
    return token


def consume_a_required_token(parser: PatternParser, type: str) -> Token:
    """https://urlpattern.spec.whatwg.org/#consume-a-required-token"""
    result = try_to_consume_a_token(parser, type)
    if result is None:
        token = parser.token_list[parser.index]
        raise TypeError(
            f"invalid pattern: expected {type} but found {token.type} {token.value!r} "
            f"at index {token.index}"
        )
    return result


def consume_text(parser: PatternParser) -> str:
    """https://urlpattern.spec.whatwg.org/#consume-text"""
    result = ""
    while True:
        token = try_to_consume_a_token(parser, CHAR)
        if token is None:
            token = try_to_consume_a_token(parser, ESCAPED_CHAR)
        if token is None:
            break
        result += token.value
    return result


def maybe_add_a_part_from_the_pending_fixed_value(parser: PatternParser) -> None:
    """https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value"""
    if parser.pending_fixed_value == "":
        return
    encoded_value = parser.encoding_callback(parser.pending_fixed_value)
    parser.pending_fixed_value = ""
    parser.part_list.append(Part(FIXED_TEXT, encoded_value, NONE))


def add_a_part(
    parser: PatternParser,
    prefix: str,
    name_token: Token | None,
    regexp_or_wildcard_token: Token | None,
    suffix: str,
    modifier_token: Token | None,
) -> None:
    """https://urlpattern.spec.whatwg.org/#add-a-part"""
    modifier = NONE
    if modifier_token is not None:
        modifier = _MODIFIERS[modifier_token.value]
    if name_token is None and regexp_or_wildcard_token is None and modifier == NONE:
        # A "{foo}" grouping: combine it with any neighbouring text.
        parser.pending_fixed_value += prefix
        return
    maybe_add_a_part_from_the_pending_fixed_value(parser)
    if name_token is None and regexp_or_wildcard_token is None:
        # A "{foo}?" grouping: a fixed-text part of its own.
        assert suffix == ""
        if prefix == "":
            return
        encoded_value = parser.encoding_callback(prefix)
        parser.part_list.append(Part(FIXED_TEXT, encoded_value, modifier))
        return
    if regexp_or_wildcard_token is None:
        regexp_value = parser.segment_wildcard_regexp
    elif regexp_or_wildcard_token.type == ASTERISK:
        regexp_value = FULL_WILDCARD_REGEXP_VALUE
    else:
        regexp_value = regexp_or_wildcard_token.value
    type = REGEXP
    # A regexp equal to a wildcard's is that wildcard.
    if regexp_value == parser.segment_wildcard_regexp:
        type = SEGMENT_WILDCARD
        regexp_value = ""
    elif regexp_value == FULL_WILDCARD_REGEXP_VALUE:
        type = FULL_WILDCARD
        regexp_value = ""
    name = ""
    if name_token is not None:
        name = name_token.value
    elif regexp_or_wildcard_token is not None:
        name = str(parser.next_numeric_name)
        parser.next_numeric_name += 1
    if is_a_duplicate_name(parser, name):
        raise TypeError(f"invalid pattern: duplicate group name {name!r}")
    encoded_prefix = parser.encoding_callback(prefix)
    encoded_suffix = parser.encoding_callback(suffix)
    parser.part_list.append(
        Part(type, regexp_value, modifier, name, encoded_prefix, encoded_suffix)
    )
    parser.names.add(name)


def is_a_duplicate_name(parser: PatternParser, name: str) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-duplicate-name: whether a part of the part
    list has the name (the parts added by :func:`add_a_part` are the ones with names)."""
    return name in parser.names
