"""Selectors Level 4 (https://drafts.csswg.org/selectors-4/) as a browser matches them for the
DOM's ``querySelector``, ``querySelectorAll``, ``matches`` and ``closest``: the parser over
CSS Syntax's tokens (:mod:`webapi.csssyntax`) into a tree (:mod:`._ast`), and matching with
HTML's rules. The DOM reaches it through :mod:`webapi.selectors.engine`; users have the DOM's
methods (an invalid selector is a ``DOMException`` "SyntaxError" there), so the package
declares no ``__all__`` and has no page of its own in the API reference. HTML's facts the
matching needs are written here once and :mod:`webapi.html`, above, imports them
(``INPUT_TYPES``, ``AUTO_DIRECTIONALITY_INPUT_TYPES``, ``RESERVED_CUSTOM_ELEMENT_NAMES``,
``text_direction``).

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._errors import SelectorSyntaxError as SelectorSyntaxError
from ._html_state import AUTO_DIRECTIONALITY_INPUT_TYPES as AUTO_DIRECTIONALITY_INPUT_TYPES
from ._html_state import INPUT_TYPES as INPUT_TYPES
from ._html_state import RESERVED_CUSTOM_ELEMENT_NAMES as RESERVED_CUSTOM_ELEMENT_NAMES
from ._html_state import text_direction as text_direction
from ._registry import register_element_state as register_element_state
