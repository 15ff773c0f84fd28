"""The CSS Object Model and CSS Syntax (https://drafts.csswg.org/cssom-1/,
https://drafts.csswg.org/css-syntax-3/): ``CSSStyleDeclaration``, an element's inline style
(``element.style``), over CSS Syntax's parsing of a declaration list with the tokenizer the
selectors share. See ``docs/css.md`` for what exists and the departures from Chromium.

Loaded on first use: ``import webapi`` does not import this package.
"""

from webapi._lazy import lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._bindings import CSSStyleDeclaration as CSSStyleDeclaration

_LAZY = {"._bindings": "CSSStyleDeclaration"}
__getattr__, __dir__ = lazy_package(globals(), _LAZY)
