"""Selectors Level 4 (https://drafts.csswg.org/selectors-4/) as a browser matches them for the
DOM's ``querySelector``, ``querySelectorAll``, ``matches`` and ``closest``: the parser over
CSS Syntax's tokens (:mod:`webapi.csssyntax`) into a tree (:mod:`._ast`), and matching with
HTML's rules. The DOM reaches it through :mod:`webapi.selectors.engine`; users have the DOM's
methods (an invalid selector is a ``DOMException`` "SyntaxError" there), so the package
declares no ``__all__`` and has no page of its own in the API reference.

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._errors import SelectorSyntaxError as SelectorSyntaxError
from ._registry import register_element_state as register_element_state
