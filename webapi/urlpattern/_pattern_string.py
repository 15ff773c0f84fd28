"""Converting part lists to pattern strings.

Spec: https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings
"""

from __future__ import annotations

from ._parts import (
    FIXED_TEXT,
    FULL_WILDCARD,
    NONE,
    REGEXP,
    SEGMENT_WILDCARD,
    Options,
    Part,
    convert_a_modifier_to_a_string,
)
from ._regexp_generation import FULL_WILDCARD_REGEXP_VALUE, generate_a_segment_wildcard_regexp
from ._tokenizer import is_a_valid_name_code_point

__all__ = ["escape_a_pattern_string", "generate_a_pattern_string"]

_PATTERN_SPECIAL = frozenset("+*?:{}()\\")


def generate_a_pattern_string(part_list: list[Part], options: Options) -> str:
    """https://urlpattern.spec.whatwg.org/#generate-a-pattern-string"""
    result: list[str] = []
    size = len(part_list)
    for index, part in enumerate(part_list):
        previous_part = part_list[index - 1] if index > 0 else None
        next_part = part_list[index + 1] if index < size - 1 else None
        if part.type == FIXED_TEXT:
            if part.modifier == NONE:
                result.append(escape_a_pattern_string(part.value))
                continue
            result.append("{" + escape_a_pattern_string(part.value) + "}")
            result.append(convert_a_modifier_to_a_string(part.modifier))
            continue
        custom_name = part.name[0] not in "0123456789"
        needs_grouping = part.suffix != "" or (
            part.prefix != "" and part.prefix != options.prefix_code_point
        )
        if (
            not needs_grouping
            and custom_name
            and part.type == SEGMENT_WILDCARD
            and part.modifier == NONE
            and next_part is not None
            and next_part.prefix == ""
            and next_part.suffix == ""
        ):
            if next_part.type == FIXED_TEXT:
                # "is a valid name code point" given the next part's value's first code
                # point (an empty value has none, so it cannot continue the name).
                needs_grouping = next_part.value != "" and is_a_valid_name_code_point(
                    next_part.value[0], False
                )
            else:
                needs_grouping = next_part.name[0] in "0123456789"
        if (
            not needs_grouping
            and part.prefix == ""
            and previous_part is not None
            and previous_part.type == FIXED_TEXT
            and previous_part.value[-1:] == options.prefix_code_point
            and options.prefix_code_point != ""
        ):
            needs_grouping = True
        assert part.name
        if needs_grouping:
            result.append("{")
        result.append(escape_a_pattern_string(part.prefix))
        if custom_name:
            result.append(":" + part.name)
        if part.type == REGEXP:
            result.append("(" + part.value + ")")
        elif part.type == SEGMENT_WILDCARD and not custom_name:
            result.append("(" + generate_a_segment_wildcard_regexp(options) + ")")
        elif part.type == FULL_WILDCARD:
            if not custom_name and (
                previous_part is None
                or previous_part.type == FIXED_TEXT
                or previous_part.modifier != NONE
                or needs_grouping
                or part.prefix != ""
            ):
                result.append("*")
            else:
                result.append("(" + FULL_WILDCARD_REGEXP_VALUE + ")")
        if (
            part.type == SEGMENT_WILDCARD
            and custom_name
            and part.suffix != ""
            and is_a_valid_name_code_point(part.suffix[0], False)
        ):
            result.append("\\")
        result.append(escape_a_pattern_string(part.suffix))
        if needs_grouping:
            result.append("}")
        result.append(convert_a_modifier_to_a_string(part.modifier))
    return "".join(result)


def escape_a_pattern_string(input: str) -> str:
    """https://urlpattern.spec.whatwg.org/#escape-a-pattern-string"""
    if not any(c in _PATTERN_SPECIAL for c in input):
        return input
    return "".join("\\" + c if c in _PATTERN_SPECIAL else c for c in input)
