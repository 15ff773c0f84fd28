"""CSS Syntax Level 3 (https://drafts.csswg.org/css-syntax-3/): the input's preprocessing, the
tokenizer, blocks and their contents, declarations and the rule lists of a style sheet, the one
parse that the selectors (:mod:`webapi.selectors`), the CSSOM (:mod:`webapi.cssom`) and the
cascade (:mod:`webapi.css`) share. Other packages reach it through
:mod:`webapi.csssyntax.engine`; users have ``element.style``, ``CSSStyleSheet`` and the DOM's
selector methods, so the package declares no ``__all__`` and has no page of its own in the API
reference.

Loaded on first use: ``import webapi`` does not import this package.
"""
