"""The CSSOM's face for webapi's other packages (HTML's ``element.style``, ``element.sheet``
and ``document.styleSheets``, the cascade of :mod:`webapi.css`). Public so that no package
imports another's private modules; not a stable API for users, who have ``element.style``
and :class:`webapi.cssom.CSSStyleDeclaration`, :class:`webapi.cssom.CSSStyleSheet`.
"""

from ._bindings import new_inline_style
from ._identifiers import serialize_an_identifier
from ._lists import serialize_media_text
from ._nesting import relative_selector_text, replace_nesting_selector
from ._property_names import PROPERTY_NAMES
from ._rules import parse_a_list_of_rules, scope_prelude
from ._sheet_classes import CSSStyleSheet
from ._sheets import (
    StyleSheetImpl as CSSStyleSheetImpl,
)
from ._sheets import (
    bump_generation,
    cascade_text,
    generation,
    import_rules,
    import_style_sheet,
    may_import,
    new_style_sheet,
    new_style_sheet_list,
)
from ._shorthands import LONGHANDS as FOUR_SIDED
from ._shorthands import collapse as collapse_four_sides
from ._shorthands import expand as expand_four_sides
from ._shorthands import split_components
from ._values import _number as serialize_number
from ._values import serialize_value

__all__ = [
    "FOUR_SIDED",
    "PROPERTY_NAMES",
    "CSSStyleSheet",
    "CSSStyleSheetImpl",
    "bump_generation",
    "cascade_text",
    "collapse_four_sides",
    "expand_four_sides",
    "generation",
    "import_rules",
    "import_style_sheet",
    "may_import",
    "new_inline_style",
    "new_style_sheet",
    "new_style_sheet_list",
    "parse_a_list_of_rules",
    "relative_selector_text",
    "replace_nesting_selector",
    "scope_prelude",
    "serialize_an_identifier",
    "serialize_media_text",
    "serialize_number",
    "serialize_value",
    "split_components",
]
