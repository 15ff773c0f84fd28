"""ECMAScript's regular expressions (ECMA-262 §22.2, https://tc39.es/ecma262/#sec-regexp-regular-expression-objects)
with the ``v`` flag (and ``i``), as URLPattern compiles them: parsed by the standard's grammar
and early errors, then translated to Python ``re`` patterns that match every ASCII subject
exactly as ``RegExp`` does, or, where ``re`` cannot express the pattern, run by a matcher with
ECMA-262's own semantics; re-exports only.

- :func:`compile_regexp` (an ``re.Pattern`` or a :class:`Matcher`, exact on ASCII subjects),
  :func:`compile_matcher` (the :class:`Matcher`: exact on every subject, over code points, and
  linear in its length without backreferences or lookarounds), :func:`check` and
  :func:`translate` (:class:`Translation`);
- :class:`RegExpSyntaxError` (``new RegExp`` throws a SyntaxError) and :class:`Untranslatable`
  (a valid construct ``re`` cannot reproduce), both ``TypeError``;
- :func:`pattern_character_source`, :data:`SHALLOW_DEPTH`.

Loaded with :mod:`webapi.urlpattern`: ``import webapi`` and ``import webapi.js`` do not import
it.
"""

from . import _translate
from ._matcher import STEP_BUDGET, Match, Matcher, RegExpBudgetWarning
from ._translate import *  # noqa: F403 (the names of its __all__: see ours)

__all__ = [
    *_translate.__all__,
    "STEP_BUDGET",
    "Match",
    "Matcher",
    "RegExpBudgetWarning",
]
