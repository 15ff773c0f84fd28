"""The cascade's face for webapi's other packages (HTML's ``getComputedStyle`` and
``innerText``). Public so that no package imports another's private modules; not a stable API
for users, who have :func:`webapi.html.getComputedStyle` and ``element.innerText``."""

from ._cascade import AUTHOR, USER_AGENT, FlatTree, StyleResolver, blockify, computed_value
from ._color import parse_color_to_srgb, serialize_hex
from ._media import VIEWPORT, evaluate_media_query_list, serialize_media_query_list
from ._om_sheet import parse_a_stylesheet, sheet_from_rules
from ._properties import (
    ALL_LONGHANDS,
    COLOR_PROPERTIES,
    INHERITED,
    INITIAL,
    PAIRS,
    PROPERTIES,
    drops_value,
    white_space_shorthand,
)
from ._stylesheet import StyleSheet, supports_condition, with_imports

__all__ = [
    "ALL_LONGHANDS",
    "AUTHOR",
    "COLOR_PROPERTIES",
    "INHERITED",
    "INITIAL",
    "PAIRS",
    "PROPERTIES",
    "USER_AGENT",
    "VIEWPORT",
    "FlatTree",
    "StyleResolver",
    "StyleSheet",
    "blockify",
    "computed_value",
    "drops_value",
    "evaluate_media_query_list",
    "parse_a_stylesheet",
    "parse_color_to_srgb",
    "serialize_hex",
    "serialize_media_query_list",
    "sheet_from_rules",
    "supports_condition",
    "white_space_shorthand",
    "with_imports",
]
