"""Parsing a URLPattern constructor string into a URLPatternInit.

Spec: https://urlpattern.spec.whatwg.org/#constructor-string-parsing
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ._canonicalize import canonicalize_a_protocol
from ._component import (
    DEFAULT_OPTIONS,
    compile_a_component,
    protocol_component_matches_a_special_scheme,
)
from ._tokenizer import (
    ASTERISK,
    CHAR,
    CLOSE,
    END,
    ESCAPED_CHAR,
    INVALID_CHAR,
    LENIENT,
    NAME,
    OPEN,
    REGEXP,
    Token,
    tokenize,
)

__all__ = ["ConstructorStringParser", "parse_a_constructor_string"]

# https://urlpattern.spec.whatwg.org/#constructor-string-parser-state
INIT = "init"
PROTOCOL = "protocol"
AUTHORITY = "authority"
USERNAME = "username"
PASSWORD = "password"
HOSTNAME = "hostname"
PORT = "port"
PATHNAME = "pathname"
SEARCH = "search"
HASH = "hash"
DONE = "done"

_NON_SPECIAL_PATTERN_CHAR_TYPES = frozenset((CHAR, ESCAPED_CHAR, INVALID_CHAR))
#: The token values the parse loop's tests look for at the current index (protocol suffix,
#: password and port prefix ":", pathname start "/", search prefix "?", hash prefix "#",
#: identity terminator "@", IPv6 open and close), and the token types it looks for.
_SIGNIFICANT_VALUES = frozenset(":/?#@[]")
_SIGNIFICANT_TYPES = frozenset((END, OPEN, CLOSE))


@dataclass(slots=True, eq=False)
class ConstructorStringParser:
    """https://urlpattern.spec.whatwg.org/#constructor-string-parser"""

    input: str
    token_list: list[Token]
    result: dict[str, str] = field(default_factory=dict)
    component_start: int = 0
    token_index: int = 0
    token_increment: int = 1
    group_depth: int = 0
    hostname_ipv6_bracket_depth: int = 0
    protocol_matches_a_special_scheme_flag: bool = False
    state: str = INIT


def parse_a_constructor_string(input: str) -> dict[str, str]:
    """https://urlpattern.spec.whatwg.org/#parse-a-constructor-string"""
    parser = ConstructorStringParser(input, tokenize(input, LENIENT))
    token_list = parser.token_list
    size = len(token_list)
    while parser.token_index < size:
        parser.token_increment = 1
        token = token_list[parser.token_index]
        if token.value not in _SIGNIFICANT_VALUES and token.type not in _SIGNIFICANT_TYPES:
            # Every step below but the increment needs the token to be the end, a group
            # open or close, or one of the code points some "is a ..." test looks for; any
            # other token only moves the index on (in any state and group depth).
            parser.token_index += 1
            continue
        if token.type == END:
            if parser.state == INIT:
                # No protocol terminator was found: a relative constructor string.
                rewind(parser)
                if is_a_hash_prefix(parser):
                    change_state(parser, HASH, 1)
                elif is_a_search_prefix(parser):
                    change_state(parser, SEARCH, 1)
                else:
                    change_state(parser, PATHNAME, 0)
                parser.token_index += parser.token_increment
                continue
            if parser.state == AUTHORITY:
                # No "@" was found: there is no username or password.
                rewind_and_set_state(parser, HOSTNAME)
                parser.token_index += parser.token_increment
                continue
            change_state(parser, DONE, 0)
            break
        if is_a_group_open(parser):
            # Code points inside "{ ... }" never end a component.
            parser.group_depth += 1
            parser.token_index += parser.token_increment
            continue
        if parser.group_depth > 0:
            if is_a_group_close(parser):
                parser.group_depth -= 1
            else:
                parser.token_index += parser.token_increment
                continue
        state = parser.state
        if state == INIT:
            if is_a_protocol_suffix(parser):
                rewind_and_set_state(parser, PROTOCOL)
        elif state == PROTOCOL:
            if is_a_protocol_suffix(parser):
                compute_protocol_matches_a_special_scheme_flag(parser)
                next_state = PATHNAME
                skip = 1
                if next_is_authority_slashes(parser):
                    next_state = AUTHORITY
                    skip = 3
                elif parser.protocol_matches_a_special_scheme_flag:
                    next_state = AUTHORITY
                change_state(parser, next_state, skip)
        elif state == AUTHORITY:
            if is_an_identity_terminator(parser):
                rewind_and_set_state(parser, USERNAME)
            elif (
                is_a_pathname_start(parser)
                or is_a_search_prefix(parser)
                or is_a_hash_prefix(parser)
            ):
                rewind_and_set_state(parser, HOSTNAME)
        elif state == USERNAME:
            if is_a_password_prefix(parser):
                change_state(parser, PASSWORD, 1)
            elif is_an_identity_terminator(parser):
                change_state(parser, HOSTNAME, 1)
        elif state == PASSWORD:
            if is_an_identity_terminator(parser):
                change_state(parser, HOSTNAME, 1)
        elif state == HOSTNAME:
            if is_an_ipv6_open(parser):
                parser.hostname_ipv6_bracket_depth += 1
            elif is_an_ipv6_close(parser):
                parser.hostname_ipv6_bracket_depth -= 1
            elif is_a_port_prefix(parser) and parser.hostname_ipv6_bracket_depth == 0:
                change_state(parser, PORT, 1)
            else:
                _end_the_authority(parser)
        elif state == PORT:
            _end_the_authority(parser)
        elif state == PATHNAME:
            if is_a_search_prefix(parser):
                change_state(parser, SEARCH, 1)
            elif is_a_hash_prefix(parser):
                change_state(parser, HASH, 1)
        elif state == SEARCH and is_a_hash_prefix(parser):
            change_state(parser, HASH, 1)
        # "hash": do nothing; "done" is never reached here.
        parser.token_index += parser.token_increment
    # Without a port, a hostname means the default port.
    if "hostname" in parser.result and "port" not in parser.result:
        parser.result["port"] = ""
    return parser.result


_BEFORE_HOSTNAME = frozenset((PROTOCOL, AUTHORITY, USERNAME, PASSWORD))
_BEFORE_PATHNAME = _BEFORE_HOSTNAME | {HOSTNAME, PORT}
_BEFORE_SEARCH = _BEFORE_PATHNAME | {PATHNAME}


def change_state(parser: ConstructorStringParser, new_state: str, skip: int) -> None:
    """https://urlpattern.spec.whatwg.org/#change-state"""
    state = parser.state
    result = parser.result
    if state not in (INIT, AUTHORITY, DONE):
        result[state] = make_a_component_string(parser)
    if state != INIT and new_state != DONE:
        if (
            state in _BEFORE_HOSTNAME
            and new_state in (PORT, PATHNAME, SEARCH, HASH)
            and "hostname" not in result
        ):
            result["hostname"] = ""
        if state in _BEFORE_PATHNAME and new_state in (SEARCH, HASH) and "pathname" not in result:
            result["pathname"] = "/" if parser.protocol_matches_a_special_scheme_flag else ""
        if state in _BEFORE_SEARCH and new_state == HASH and "search" not in result:
            result["search"] = ""
    parser.state = new_state
    parser.token_index += skip
    parser.component_start = parser.token_index
    parser.token_increment = 0


def _end_the_authority(parser: ConstructorStringParser) -> None:
    """The last steps of both the "hostname" and the "port" state of
    https://urlpattern.spec.whatwg.org/#parse-a-constructor-string (the spec writes them
    twice): a pathname start, a search prefix or a hash prefix ends the hostname or port and
    changes the state to "pathname" (skip 0), "search" or "hash" (skip 1)."""
    if is_a_pathname_start(parser):
        change_state(parser, PATHNAME, 0)
    elif is_a_search_prefix(parser):
        change_state(parser, SEARCH, 1)
    elif is_a_hash_prefix(parser):
        change_state(parser, HASH, 1)


def rewind(parser: ConstructorStringParser) -> None:
    """https://urlpattern.spec.whatwg.org/#rewind"""
    parser.token_index = parser.component_start
    parser.token_increment = 0


def rewind_and_set_state(parser: ConstructorStringParser, state: str) -> None:
    """https://urlpattern.spec.whatwg.org/#rewind-and-set-state"""
    rewind(parser)
    parser.state = state


def get_a_safe_token(parser: ConstructorStringParser, index: int) -> Token:
    """https://urlpattern.spec.whatwg.org/#get-a-safe-token"""
    token_list = parser.token_list
    if index < len(token_list):
        return token_list[index]
    token = token_list[-1]
    assert token.type == END
    return token


def is_a_non_special_pattern_char(parser: ConstructorStringParser, index: int, value: str) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char"""
    # get a safe token, inlined: this runs for nearly every token of the input.
    token_list = parser.token_list
    token = token_list[index] if index < len(token_list) else token_list[-1]
    return token.value == value and token.type in _NON_SPECIAL_PATTERN_CHAR_TYPES


def is_a_protocol_suffix(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix"""
    return is_a_non_special_pattern_char(parser, parser.token_index, ":")


def next_is_authority_slashes(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#next-is-authority-slashes"""
    return is_a_non_special_pattern_char(
        parser, parser.token_index + 1, "/"
    ) and is_a_non_special_pattern_char(parser, parser.token_index + 2, "/")


def is_an_identity_terminator(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-an-identity-terminator"""
    return is_a_non_special_pattern_char(parser, parser.token_index, "@")


def is_a_password_prefix(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-password-prefix"""
    return is_a_non_special_pattern_char(parser, parser.token_index, ":")


def is_a_port_prefix(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-port-prefix"""
    return is_a_non_special_pattern_char(parser, parser.token_index, ":")


def is_a_pathname_start(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-pathname-start"""
    return is_a_non_special_pattern_char(parser, parser.token_index, "/")


def is_a_search_prefix(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-search-prefix"""
    if is_a_non_special_pattern_char(parser, parser.token_index, "?"):
        return True
    if parser.token_list[parser.token_index].value != "?":
        return False
    previous_index = parser.token_index - 1
    if previous_index < 0:
        return True
    # A "?" after a group is that group's modifier, not the start of the search.
    previous_token = get_a_safe_token(parser, previous_index)
    return previous_token.type not in (NAME, REGEXP, CLOSE, ASTERISK)


def is_a_hash_prefix(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-hash-prefix"""
    return is_a_non_special_pattern_char(parser, parser.token_index, "#")


def is_a_group_open(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-group-open"""
    return parser.token_list[parser.token_index].type == OPEN


def is_a_group_close(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-a-group-close"""
    return parser.token_list[parser.token_index].type == CLOSE


def is_an_ipv6_open(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-an-ipv6-open"""
    return is_a_non_special_pattern_char(parser, parser.token_index, "[")


def is_an_ipv6_close(parser: ConstructorStringParser) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-an-ipv6-close"""
    return is_a_non_special_pattern_char(parser, parser.token_index, "]")


def make_a_component_string(parser: ConstructorStringParser) -> str:
    """https://urlpattern.spec.whatwg.org/#make-a-component-string"""
    assert parser.token_index < len(parser.token_list)
    token = parser.token_list[parser.token_index]
    component_start_token = get_a_safe_token(parser, parser.component_start)
    return parser.input[component_start_token.index : token.index]


def compute_protocol_matches_a_special_scheme_flag(parser: ConstructorStringParser) -> None:
    """https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag"""
    protocol_string = make_a_component_string(parser)
    protocol_component = compile_a_component(
        protocol_string, canonicalize_a_protocol, DEFAULT_OPTIONS
    )
    if protocol_component_matches_a_special_scheme(protocol_component):
        parser.protocol_matches_a_special_scheme_flag = True
