"""``URLPattern.compareComponent`` and ``URLPattern.prototype.generate``: tentative
additions not yet in the URL Pattern Standard.

Their semantics follow Chromium's implementation (third_party/blink/renderer/core/
url_pattern/url_pattern_component.cc and liburlpattern), as exercised by the
web-platform-tests urlpattern-compare-test-data.json and
urlpattern-generate-test-data.json.
"""

from __future__ import annotations

from typing import Final

from . import _parts
from ._component import Component
from ._parts import Part

__all__ = ["compare_component", "compare_part", "generate"]

# Fixed text is the most restrictive part type, then a custom regexp (likely written to
# constrain), then a segment wildcard, then a full wildcard.
_TYPE_RANK: Final = {
    _parts.FULL_WILDCARD: 0,
    _parts.SEGMENT_WILDCARD: 1,
    _parts.REGEXP: 2,
    _parts.FIXED_TEXT: 3,
}
# Requiring a group is more restrictive than repeating it, which is more restrictive than
# making it optional, which is more restrictive than "zero or more".
_MODIFIER_RANK: Final = {
    _parts.ZERO_OR_MORE: 0,
    _parts.OPTIONAL: 1,
    _parts.ONE_OR_MORE: 2,
    _parts.NONE: 3,
}

#: What a part list that ran out is compared as: an empty fixed-text part, so that
#: "/foo/" ranks above "/foo/*".
_EMPTY_FIXED_PART: Final = Part(_parts.FIXED_TEXT, "", _parts.NONE)


def compare_part(left: Part, right: Part) -> int:
    """-1, 0 or 1 as ``left`` is less restrictive than, as restrictive as, or more
    restrictive than ``right``: by type, then modifier, then prefix, value and suffix
    compared as strings."""
    left_key = (
        _TYPE_RANK[left.type],
        _MODIFIER_RANK[left.modifier],
        left.prefix,
        left.value,
        left.suffix,
    )
    right_key = (
        _TYPE_RANK[right.type],
        _MODIFIER_RANK[right.modifier],
        right.prefix,
        right.value,
        right.suffix,
    )
    if left_key < right_key:
        return -1
    if left_key == right_key:
        return 0
    return 1


def compare_component(left: Component, right: Component) -> int:
    """Compare two components' part lists part by part; the first difference decides."""
    left_parts = left.part_list
    right_parts = right.part_list
    common = min(len(left_parts), len(right_parts))
    for i in range(common):
        r = compare_part(left_parts[i], right_parts[i])
        if r:
            return r
    if len(left_parts) > common:
        return compare_part(left_parts[common], _EMPTY_FIXED_PART)
    if len(right_parts) > common:
        return compare_part(_EMPTY_FIXED_PART, right_parts[common])
    return 0


def generate(component: Component, groups: dict[str, str]) -> str:
    """The string ``component`` matches with the given named groups.

    Only fixed text and named segment wildcards without modifiers can be generated; every
    group value goes through the component's encoding callback, and an encoded value that
    holds the segment delimiter (such as "/" in a pathname, "." in a hostname) is refused,
    as Chromium does.  Anything else is a TypeError.
    """
    delimiter = component.options.delimiter_code_point
    result: list[str] = []
    for part in component.part_list:
        if part.modifier != _parts.NONE:
            raise TypeError("patterns with modifiers are not supported")
        if part.type == _parts.FIXED_TEXT:
            result.append(part.value)
            continue
        if part.type != _parts.SEGMENT_WILDCARD:
            raise TypeError("patterns with full wildcards or regexp groups are not supported")
        value = groups.get(part.name)
        if value is None:
            raise TypeError(f"no input found for {part.name!r}")
        encoded = component.encoding_callback(value)
        if delimiter and delimiter in encoded:
            raise TypeError(f"unsupported input: {encoded!r} contains delimiter {delimiter!r}")
        result.append(part.prefix)
        result.append(encoded)
        result.append(part.suffix)
    return "".join(result)
