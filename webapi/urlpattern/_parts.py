"""Parts, part lists and options.

Spec: https://urlpattern.spec.whatwg.org/#parts and
https://urlpattern.spec.whatwg.org/#options-header
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "FIXED_TEXT",
    "FULL_WILDCARD",
    "NONE",
    "ONE_OR_MORE",
    "OPTIONAL",
    "REGEXP",
    "SEGMENT_WILDCARD",
    "ZERO_OR_MORE",
    "Options",
    "Part",
    "convert_a_modifier_to_a_string",
]

#: https://urlpattern.spec.whatwg.org/#part-type
FIXED_TEXT = "fixed-text"
REGEXP = "regexp"
SEGMENT_WILDCARD = "segment-wildcard"
FULL_WILDCARD = "full-wildcard"

#: https://urlpattern.spec.whatwg.org/#part-modifier
NONE = "none"
OPTIONAL = "optional"
ZERO_OR_MORE = "zero-or-more"
ONE_OR_MORE = "one-or-more"

_MODIFIER_STRINGS = {ZERO_OR_MORE: "*", OPTIONAL: "?", ONE_OR_MORE: "+", NONE: ""}


@dataclass(slots=True, eq=False, repr=False)
class Part:
    """https://urlpattern.spec.whatwg.org/#part"""

    type: str
    value: str
    modifier: str
    name: str = ""
    prefix: str = ""
    suffix: str = ""

    def __repr__(self) -> str:
        return (
            f"Part({self.type!r}, {self.value!r}, {self.modifier!r}, name={self.name!r}, "
            f"prefix={self.prefix!r}, suffix={self.suffix!r})"
        )


class Options:
    """https://urlpattern.spec.whatwg.org/#options"""

    __slots__ = ("delimiter_code_point", "ignore_case", "prefix_code_point")

    def __init__(
        self, delimiter_code_point: str, prefix_code_point: str, ignore_case: bool = False
    ) -> None:
        self.delimiter_code_point = delimiter_code_point
        self.prefix_code_point = prefix_code_point
        self.ignore_case = ignore_case

    def with_ignore_case(self, ignore_case: bool) -> Options:
        """A copy of these options "with the ignore case property set to" ``ignore_case``."""
        return Options(self.delimiter_code_point, self.prefix_code_point, ignore_case)


def convert_a_modifier_to_a_string(modifier: str) -> str:
    """https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string"""
    return _MODIFIER_STRINGS[modifier]
