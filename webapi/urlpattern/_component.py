"""Components: compiling a pattern string and matching against it.

Spec: https://urlpattern.spec.whatwg.org/#url-pattern-struct (the component struct) and
https://urlpattern.spec.whatwg.org/#urlpattern-internals
"""

from __future__ import annotations

import re
from typing import Final

from webapi._cache import bounded_cache_by_arguments, strings_size
from webapi.js.regexp import (
    REFUSED_KINDS,
    Matcher,
    Untranslatable,
    check,
    compile_regexp,
    translate,
)
from webapi.url import SPECIAL_SCHEMES as URL_SPECIAL_SCHEMES

from ._backtracking_bound import backtracking_input_limit
from ._linear_matcher import LinearMatcher, linear_matcher, linear_matcher_takes
from ._part_matcher import GiveUp, PartMatcher, part_matcher
from ._parts import FIXED_TEXT, FULL_WILDCARD, NONE, REGEXP, Options, Part
from ._pattern_parser import EncodingCallback, parse_a_pattern_string
from ._pattern_string import generate_a_pattern_string
from ._regexp_direct import direct_regular_expression
from ._regexp_generation import generate_a_regular_expression_and_name_list

__all__ = [
    "DEFAULT_OPTIONS",
    "HOSTNAME_OPTIONS",
    "PATHNAME_OPTIONS",
    "Component",
    "compile_a_component",
    "create_a_component_match_result",
    "hostname_pattern_is_an_ipv6_address",
    "protocol_component_matches_a_special_scheme",
]

#: https://urlpattern.spec.whatwg.org/#default-options
DEFAULT_OPTIONS: Final = Options("", "")
#: https://urlpattern.spec.whatwg.org/#hostname-options
HOSTNAME_OPTIONS: Final = Options(".", "")
#: https://urlpattern.spec.whatwg.org/#pathname-options
PATHNAME_OPTIONS: Final = Options("/", "/")

#: https://url.spec.whatwg.org/#special-scheme, in the URL Standard's table order.
SPECIAL_SCHEMES: Final = tuple(URL_SPECIAL_SCHEMES)

# How a component matches (the spec always runs its regular expression; these shortcuts
# give the same answers for the most common patterns without running it).
_BY_REGEXP = 0
#: The part list is a single "*": every string without a line terminator matches.
_EVERYTHING = 1
#: The part list is one fixed-text part without modifier (case-sensitive): equality.
_FIXED = 2
#: The part list is empty: only the empty string matches.
_EMPTY = 3
#: No custom regexp group: matched in time linear in the input (_linear_matcher), the
#: first _TIER_UP times; then the compiled regular expression (some ten times faster) takes
#: the inputs on which its backtracking is bounded (_backtracking_bound), as V8 interprets a
#: RegExp's bytecode before compiling it to machine code.  Before the linear matcher, ASCII
#: inputs are tried part by part (_part_matcher: the expression's own tries, within a
#: budget; twice as fast) when the part list has no "*" or "+" modifier.
_BY_PARTS = 4
_TIER_UP = 8
#: Component._regexp_limit before it is computed.
_UNKNOWN = -2


#: What one compiled expression is taken to hold per code point of its source (``re``'s code
#: and the matcher's tree are several times the source), and per component.
_COMPILED_BYTES_PER_CODE_POINT = 16
_COMPONENT_BYTES = 4096
#: What the part matcher and the linear matcher hold per code point of the pattern (some
#: 110-135 bytes measured with tracemalloc; the linear matcher's remembered states add at most
#: some 50 KB).
_MATCHERS_BYTES_PER_CODE_POINT = 160
#: The caches below: each holds at most this many bytes as counted, and nothing larger than
#: its entry limit (a component of megabytes is compiled again, not kept).
_CACHE_BYTES = 4 << 20
_ENTRY_LIMIT = 256 << 10


def _compiled_size(arguments: tuple[object, ...], result: object) -> int:
    return strings_size(arguments, None) + _COMPILED_BYTES_PER_CODE_POINT * sum(
        len(argument) for argument in arguments if isinstance(argument, str)
    )


def _component_size(arguments: tuple[object, ...], result: object) -> int:
    return (
        _compiled_size(arguments, result)
        + _MATCHERS_BYTES_PER_CODE_POINT
        * len(arguments[0] if isinstance(arguments[0], str) else "")
        + _COMPONENT_BYTES
    )


@bounded_cache_by_arguments(_CACHE_BYTES, _ENTRY_LIMIT, _compiled_size)
def _regexp_create(source: str, ignore_case: bool) -> re.Pattern[str] | Matcher:
    """RegExpCreate(source, "v" or "vi"); compiled patterns are immutable, so shared."""
    return compile_regexp(source, ignore_case=ignore_case)


@bounded_cache_by_arguments(_CACHE_BYTES, _ENTRY_LIMIT, _compiled_size)
def _re_compile(python_source: str) -> re.Pattern[str]:
    """``re.compile`` of a source from :func:`direct_regular_expression`."""
    return re.compile(python_source)


class Component:
    """https://urlpattern.spec.whatwg.org/#component

    Besides the spec's items it keeps the part list, options and encoding callback it
    was compiled with (``compareComponent`` and ``generate`` work on them).  The items
    that are functions of the part list and options (pattern string, regular expression
    string, group name list) are generated when first read.
    """

    __slots__ = (
        "_fixed",
        "_group_name_list",
        "_kind",
        "_linear",
        "_matcher",
        "_matcher_tried",
        "_pattern_string",
        "_regexp_limit",
        "_regular_expression",
        "_regular_expression_string",
        "_uses",
        "encoding_callback",
        "has_regexp_groups",
        "options",
        "part_list",
    )

    _kind: int
    _fixed: str
    _matcher: PartMatcher | None
    _matcher_tried: bool
    _linear: LinearMatcher | None
    _regexp_limit: int
    _uses: int
    _regular_expression: re.Pattern[str] | Matcher | None
    _pattern_string: str | None
    _regular_expression_string: str | None
    _group_name_list: list[str] | None
    has_regexp_groups: bool
    part_list: list[Part]
    options: Options
    encoding_callback: EncodingCallback

    @property
    def pattern_string(self) -> str:
        """https://urlpattern.spec.whatwg.org/#component-pattern-string"""
        pattern_string = self._pattern_string
        if pattern_string is None:
            pattern_string = generate_a_pattern_string(self.part_list, self.options)
            self._pattern_string = pattern_string
        return pattern_string

    @property
    def regular_expression_string(self) -> str:
        """The string compile a component gives RegExpCreate (not an item of the struct)."""
        regular_expression_string = self._regular_expression_string
        if regular_expression_string is None:
            regular_expression_string = self._generate_a_regular_expression_and_name_list()
        return regular_expression_string

    @property
    def group_name_list(self) -> list[str]:
        """https://urlpattern.spec.whatwg.org/#component-group-name-list"""
        group_name_list = self._group_name_list
        if group_name_list is None:
            self._generate_a_regular_expression_and_name_list()
            group_name_list = self._group_name_list
            assert group_name_list is not None
        return group_name_list

    def _generate_a_regular_expression_and_name_list(self) -> str:
        regular_expression_string, name_list = generate_a_regular_expression_and_name_list(
            self.part_list, self.options
        )
        self._regular_expression_string = regular_expression_string
        self._group_name_list = name_list
        return regular_expression_string

    @property
    def regular_expression(self) -> re.Pattern[str] | Matcher:
        """https://urlpattern.spec.whatwg.org/#component-regular-expression

        Compiled when first needed (see compile_a_component: whatever can make
        RegExpCreate throw has been checked by then).
        """
        regular_expression = self._regular_expression
        if regular_expression is None:
            direct = None
            if not self.has_regexp_groups:
                direct = direct_regular_expression(self.part_list, self.options)
            if direct is not None:
                # What translating the regular expression string gives, without parsing it.
                regular_expression = _re_compile(direct)
            else:
                regular_expression = _regexp_create(
                    self.regular_expression_string, self.options.ignore_case
                )
            self._regular_expression = regular_expression
        return regular_expression

    def _match_by_parts(self, input: str) -> list[str | None] | None:
        """The groups of the match of ``input``, or None (for _BY_PARTS)."""
        if self._regexp_limit == _UNKNOWN:
            self._regexp_limit = backtracking_input_limit(self.part_list, self.options)
        uses = self._uses = self._uses + 1
        if uses > _TIER_UP and len(input) <= self._regexp_limit:
            m = self.regular_expression.match(input)
            return None if m is None else list(m.groups())
        if input.isascii():
            matcher = self._matcher
            if matcher is None and not self._matcher_tried:
                # Built on first use (a pattern may never be matched), as is the linear one.
                self._matcher = matcher = part_matcher(self.part_list, self.options)
                self._matcher_tried = True
            if matcher is not None:
                try:
                    return matcher.match(input)
                except GiveUp:
                    pass
        linear = self._linear
        if linear is None:
            linear = linear_matcher(self.part_list, self.options)
            assert linear is not None  # _BY_PARTS: no custom regexp group, ASCII text
            self._linear = linear
        return linear.match(input)

    def exec(self, input: str) -> dict[str, str | None] | None:
        """RegExpBuiltinExec(regular expression, input), returned as the groups record
        of https://urlpattern.spec.whatwg.org/#create-a-component-match-result (None
        when there is no match)."""
        kind = self._kind
        if kind == _BY_PARTS:
            groups = self._match_by_parts(input)
            return None if groups is None else dict(zip(self.group_name_list, groups, strict=True))
        if kind == _EVERYTHING:
            if input.isascii() and "\n" not in input and "\r" not in input:
                return {self.group_name_list[0]: input}
        elif kind == _FIXED:
            return {} if input == self._fixed else None
        elif kind == _EMPTY:
            return {} if input == "" else None
        m = self.regular_expression.match(input)
        if m is None:
            return None
        # A custom group may hold named groups of its own: only the first ones count.
        return dict(zip(self.group_name_list, m.groups(), strict=False))

    def test(self, input: str) -> bool:
        """Whether RegExpBuiltinExec(regular expression, input) is not null."""
        kind = self._kind
        if kind == _BY_PARTS:
            return self._match_by_parts(input) is not None
        if kind == _EVERYTHING:
            if input.isascii() and "\n" not in input and "\r" not in input:
                return True
        elif kind == _FIXED:
            return input == self._fixed
        elif kind == _EMPTY:
            return input == ""
        return self.regular_expression.match(input) is not None


def compile_a_component(
    input: str, encoding_callback: EncodingCallback, options: Options
) -> Component:
    """https://urlpattern.spec.whatwg.org/#compile-a-component

    A component never changes once compiled, so equal arguments share one (the cache
    keeps the most recent ones; errors are not cached, they are raised again).
    """
    return _compile_a_component(
        input,
        encoding_callback,
        options.delimiter_code_point,
        options.prefix_code_point,
        options.ignore_case,
    )


@bounded_cache_by_arguments(_CACHE_BYTES, _ENTRY_LIMIT, _component_size)
def _compile_a_component(
    input: str,
    encoding_callback: EncodingCallback,
    delimiter_code_point: str,
    prefix_code_point: str,
    ignore_case: bool,
) -> Component:
    options = Options(delimiter_code_point, prefix_code_point, ignore_case)
    part_list = parse_a_pattern_string(input, options, encoding_callback)
    has_regexp_groups = any(part.type == REGEXP for part in part_list)
    component = Component()
    component.part_list = part_list
    component.options = options
    # Generated when first read (see Component): nothing in them can fail.
    component._pattern_string = None
    component._regular_expression_string = None
    component._group_name_list = None
    # RegExpCreate(regular expression string, "vi" or "v"): "If this throws an exception,
    # catch it, and throw a TypeError."  Only custom regexp groups can make it throw, and
    # translating the expression (parsing it as JavaScript, refusing what re cannot do
    # exactly) finds every such error; the re pattern itself is compiled when first
    # needed, as V8 compiles a RegExp on its first exec (the spec's note allows matching
    # without it), unless its groups nest so deep that re.compile could run out of stack.
    regular_expression = None
    if has_regexp_groups:
        regular_expression = _checked_regexp_create(
            input, part_list, component.regular_expression_string, ignore_case
        )
    component._regular_expression = regular_expression
    component.has_regexp_groups = has_regexp_groups
    component.encoding_callback = encoding_callback
    component._kind = _BY_REGEXP
    component._fixed = ""
    component._matcher = None
    component._matcher_tried = False
    component._linear = None
    component._regexp_limit = _UNKNOWN
    component._uses = 0
    if not part_list:
        component._kind = _EMPTY
    elif len(part_list) == 1:
        part = part_list[0]
        if part.modifier == NONE and not part.prefix and not part.suffix:
            if part.type == FULL_WILDCARD:
                component._kind = _EVERYTHING
            elif part.type == FIXED_TEXT and not options.ignore_case:
                component._kind = _FIXED
                component._fixed = part.value
    if component._kind == _BY_REGEXP and not has_regexp_groups and linear_matcher_takes(part_list):
        component._kind = _BY_PARTS  # the matchers are built on first use
    return component


def _checked_regexp_create(
    input: str, part_list: list[Part], regular_expression_string: str, ignore_case: bool
) -> re.Pattern[str] | Matcher | None:
    """The errors of RegExpCreate for a component with custom groups (a TypeError names the
    culprit); the compiled expression when it must be compiled now, else None."""
    try:
        try:
            if translate(regular_expression_string, ignore_case=ignore_case).shallow:
                return None
        except Untranslatable as untranslatable:
            if untranslatable.kind in REFUSED_KINDS:
                raise
            # Valid, but not for re: the matcher with ECMA-262's semantics runs it.
        return _regexp_create(regular_expression_string, ignore_case)
    except TypeError as error:
        for part in part_list:
            if part.type != REGEXP:
                continue
            try:
                check(part.value, ignore_case=ignore_case)
            except TypeError:
                raise TypeError(
                    f"invalid pattern {input!r}: custom regular expression group "
                    f"{part.value!r} is invalid ({error})"
                ) from None
        raise TypeError(f"invalid pattern {input!r}: {error}") from None


def create_a_component_match_result(
    component: Component, input: str, groups: dict[str, str | None]
) -> dict[str, object]:
    """https://urlpattern.spec.whatwg.org/#create-a-component-match-result

    ``groups`` is the exec result already mapped through the group name list (a group
    that did not participate is None, JavaScript's undefined).
    """
    return {"input": input, "groups": groups}


def protocol_component_matches_a_special_scheme(protocol_component: Component) -> bool:
    """https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme"""
    return any(protocol_component.test(scheme) for scheme in SPECIAL_SCHEMES)


def hostname_pattern_is_an_ipv6_address(input: str) -> bool:
    """https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address"""
    if len(input) < 2:
        return False
    return input[0] == "[" or (input[0] in "{\\" and input[1] == "[")
