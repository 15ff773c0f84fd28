"""The cascade's face for webapi's other packages (HTML's ``getComputedStyle`` and
``innerText``). Public so that no package imports another's private modules; not a stable API
for users, who have :func:`webapi.html.getComputedStyle` and ``element.innerText``."""

from ._cascade import AUTHOR, USER_AGENT, StyleResolver, blockify
from ._media import VIEWPORT, evaluate_media_query_list
from ._properties import INHERITED, INITIAL, PROPERTIES, white_space_shorthand
from ._stylesheet import StyleSheet, parse_a_stylesheet, supports_condition

__all__ = [
    "AUTHOR",
    "INHERITED",
    "INITIAL",
    "PROPERTIES",
    "USER_AGENT",
    "VIEWPORT",
    "StyleResolver",
    "StyleSheet",
    "blockify",
    "evaluate_media_query_list",
    "parse_a_stylesheet",
    "supports_condition",
    "white_space_shorthand",
]
