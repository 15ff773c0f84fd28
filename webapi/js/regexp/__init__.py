"""ECMAScript's regular expressions (ECMA-262 §22.2, https://tc39.es/ecma262/#sec-regexp-regular-expression-objects)
with the ``v`` flag (and ``i``), as URLPattern compiles them: parsed by the standard's grammar
and early errors, then translated to Python ``re`` patterns that match every ASCII subject
exactly as ``RegExp`` does; re-exports only.

- :func:`compile_regexp` and :func:`translate` (:class:`Translation`);
- :class:`RegExpSyntaxError` (``new RegExp`` throws a SyntaxError) and :class:`Untranslatable`
  (a valid construct ``re`` cannot reproduce), both ``TypeError``;
- :func:`pattern_character_source`, :data:`SHALLOW_DEPTH`.

Loaded with :mod:`webapi.urlpattern`: ``import webapi`` and ``import webapi.js`` do not import
it.
"""

from ._parser import RegExpSyntaxError, Untranslatable
from ._translate import (
    SHALLOW_DEPTH,
    Translation,
    compile_regexp,
    pattern_character_source,
    translate,
)

__all__ = [
    "SHALLOW_DEPTH",
    "RegExpSyntaxError",
    "Translation",
    "Untranslatable",
    "compile_regexp",
    "pattern_character_source",
    "translate",
]
