"""The CSSOM's face for webapi's other packages (HTML's ``element.style``, the cascade of
:mod:`webapi.css`). Public so that no package imports another's private modules; not a stable
API for users, who have ``element.style`` and :class:`webapi.cssom.CSSStyleDeclaration`.
"""

from ._bindings import new_inline_style
from ._property_names import PROPERTY_NAMES
from ._syntax import Declaration, declarations_in, parse_a_list_of_declarations

__all__ = [
    "PROPERTY_NAMES",
    "Declaration",
    "declarations_in",
    "new_inline_style",
    "parse_a_list_of_declarations",
]
