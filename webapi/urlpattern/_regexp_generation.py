"""Converting part lists to regular expressions.

Spec: https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions
"""

from __future__ import annotations

from ._parts import (
    FIXED_TEXT,
    FULL_WILDCARD,
    NONE,
    OPTIONAL,
    SEGMENT_WILDCARD,
    ZERO_OR_MORE,
    Options,
    Part,
    convert_a_modifier_to_a_string,
)

__all__ = [
    "FULL_WILDCARD_REGEXP_VALUE",
    "escape_a_regexp_string",
    "generate_a_regular_expression_and_name_list",
    "generate_a_segment_wildcard_regexp",
]

#: https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value
FULL_WILDCARD_REGEXP_VALUE = ".*"

_REGEXP_SPECIAL = frozenset(".+*?^${}()[]|/\\")


def escape_a_regexp_string(input: str) -> str:
    """https://urlpattern.spec.whatwg.org/#escape-a-regexp-string"""
    if not any(c in _REGEXP_SPECIAL for c in input):
        return input
    return "".join("\\" + c if c in _REGEXP_SPECIAL else c for c in input)


def generate_a_segment_wildcard_regexp(options: Options) -> str:
    """https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp

    (The spec defines it under "Parsing"; it lives here with the escaping it uses.)
    """
    return "[^" + escape_a_regexp_string(options.delimiter_code_point) + "]+?"


def generate_a_regular_expression_and_name_list(
    part_list: list[Part], options: Options
) -> tuple[str, list[str]]:
    """https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list"""
    result = ["^"]
    name_list: list[str] = []
    segment_wildcard = generate_a_segment_wildcard_regexp(options)
    for part in part_list:
        if part.type == FIXED_TEXT:
            if part.modifier == NONE:
                result.append(escape_a_regexp_string(part.value))
            else:
                # "(?:<fixed text>)<modifier>"
                result.append("(?:")
                result.append(escape_a_regexp_string(part.value))
                result.append(")")
                result.append(convert_a_modifier_to_a_string(part.modifier))
            continue
        assert part.name
        name_list.append(part.name)
        regexp_value = part.value
        if part.type == SEGMENT_WILDCARD:
            regexp_value = segment_wildcard
        elif part.type == FULL_WILDCARD:
            regexp_value = FULL_WILDCARD_REGEXP_VALUE
        modifier = convert_a_modifier_to_a_string(part.modifier)
        if not part.prefix and not part.suffix:
            if part.modifier in (NONE, OPTIONAL):
                # "(<regexp value>)<modifier>"
                result.append("(" + regexp_value + ")" + modifier)
            else:
                # "((?:<regexp value>)<modifier>)"
                result.append("((?:" + regexp_value + ")" + modifier + ")")
            continue
        prefix = escape_a_regexp_string(part.prefix)
        suffix = escape_a_regexp_string(part.suffix)
        if part.modifier in (NONE, OPTIONAL):
            # "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
            result.append("(?:" + prefix + "(" + regexp_value + ")" + suffix + ")" + modifier)
            continue
        # "(?:<prefix>((?:<regexp value>)(?:<suffix><prefix>(?:<regexp value>))*)<suffix>)?"
        result.append(
            "(?:"
            + prefix
            + "((?:"
            + regexp_value
            + ")(?:"
            + suffix
            + prefix
            + "(?:"
            + regexp_value
            + "))*)"
            + suffix
            + ")"
        )
        if part.modifier == ZERO_OR_MORE:
            result.append("?")
    result.append("$")
    return "".join(result), name_list
