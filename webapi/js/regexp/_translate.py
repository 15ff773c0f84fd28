"""JavaScript regular expressions (the ``v`` flag, and ``i``) as Python ``re`` patterns
(ECMA-262 §22.2), for URLPattern (https://urlpattern.spec.whatwg.org/#compile-a-component).

:func:`compile_regexp` parses the JavaScript pattern (ECMA-262 §22.2, ``_parser``) and
emits an ``re`` pattern that matches every ASCII subject exactly as ``RegExp`` does
(``_emit``; URLPattern only ever matches canonicalized, ASCII components).  Group ``n`` of
the ``re`` match is JavaScript capture ``n``; groups are unnamed in the ``re`` pattern (JavaScript
names such as ``$x`` or duplicate names are not valid there), :func:`translate` reports them.

Match with ``pattern.match(subject)``: like ``RegExpBuiltinExec`` with ``lastIndex`` 0 and the
sticky flag, the match is tried at the start only (URLPattern's sources start with ``^``, so
``search`` gives the same result, slower).  JavaScript's ``$`` (without ``m``) is emitted as
``\\Z``: the very end, unlike ``re``'s ``$``.

:func:`translate` raises ``TypeError``: :class:`RegExpSyntaxError` where ``new RegExp(source,
"v")`` throws a SyntaxError, :class:`Untranslatable` (with a ``kind``) for a valid construct
that ``re`` cannot reproduce exactly; :func:`compile_regexp` then returns the matcher with
ECMA-262's own semantics (``_matcher``), except for :data:`REFUSED_KINDS`. The kinds:
``empty-iteration``, ``capture-in-repetition``, ``lookbehind-variable``,
``lookbehind-capture-repetition``, ``lookbehind-backreference``, ``backreference-number``,
``repeat-count``, ``nesting-depth``, ``script-value`` (a Script value Node 26 does not know),
``re-rejects`` (a safety net).  Where V8 (Node 26, Chromium) departs from ECMA-262 (a class
after a modifier group changing ``i``, a one-letter ``\\q{}`` string under ``i``) the parser
builds what V8 does, so both engines give the browsers' answer (see ``_parser.checked_class``
and ``_charset.of_string``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import _charset, _emit, _parser
from ._matcher import Matcher, compile_matcher
from ._parser import RegExpSyntaxError, Untranslatable

__all__ = [
    "REFUSED_KINDS",
    "SHALLOW_DEPTH",
    "RegExpSyntaxError",
    "Translation",
    "Untranslatable",
    "check",
    "compile_regexp",
    "pattern_character_source",
    "translate",
]


#: Translations whose groups nest at most this deep always compile: ``re.compile`` of what
#: the emitter makes only fails by exhausting the stack (``re``'s parser and compiler recurse
#: per group), and at this depth it needs far fewer frames than the translation itself did.
#: tests/urlpattern/test_regexp_compiles.py compiles every translation of the test data.
SHALLOW_DEPTH = 16


@dataclass(frozen=True, slots=True)
class Translation:
    """``source`` for ``re`` (no flags needed), the JavaScript name of each group
    (``group_names[n - 1]`` for group ``n``; None when unnamed), and how deep the JavaScript
    pattern's groups and lookarounds nest (1 for none)."""

    source: str
    group_names: tuple[str | None, ...]
    depth: int = 1

    @property
    def shallow(self) -> bool:
        """Whether ``re.compile(source)`` cannot fail (see :data:`SHALLOW_DEPTH`), so that
        compiling can wait until the pattern is first used."""
        return self.depth <= SHALLOW_DEPTH


@lru_cache(maxsize=512)
def translate(source: str, *, ignore_case: bool = False) -> Translation:
    """Translate the JavaScript pattern ``source`` (flags ``v``, plus ``i`` if ``ignore_case``)."""
    if not isinstance(source, str):
        raise TypeError("the pattern must be a str")
    try:
        parser = _parser.Parser(source, ignore_case)
        tree, count = parser.parse()
        emitter = _emit.Emitter(tree)
        python = emitter.emit(tree)
    except RecursionError:
        detail = "groups nested deeper than Python's stack allows"
        raise Untranslatable("nesting-depth", detail) from None
    names = tuple(
        emitter.groups[i].name if i in emitter.groups else None for i in range(1, count + 1)
    )
    return Translation(python, names, parser.max_depth)


#: The :class:`Untranslatable` kinds that stay errors: a Script value V8 does not know (it
#: throws too), groups nested deeper than the parser's stack. Every other kind is valid JavaScript
#: that the matcher (``_matcher``, ECMA-262's own semantics) runs.
REFUSED_KINDS = frozenset({"script-value", "nesting-depth"})


def check(source: str, *, ignore_case: bool = False) -> None:
    """Raise what ``new RegExp(source, ignore_case ? "vi" : "v")`` would (and the kinds of
    :data:`REFUSED_KINDS`); return for a pattern :func:`compile_regexp` compiles."""
    try:
        translate(source, ignore_case=ignore_case)
    except Untranslatable as error:
        if error.kind in REFUSED_KINDS:
            raise


@lru_cache(maxsize=512)
def compile_regexp(source: str, *, ignore_case: bool = False) -> re.Pattern[str] | Matcher:
    """``new RegExp(source, ignore_case ? "vi" : "v")``: a compiled ``re`` pattern, exact on
    ASCII subjects, where ``re`` expresses it; else the matcher with ECMA-262's semantics
    (both match with ``.match(subject)`` at index 0 and give ``.groups()``). ``TypeError`` for
    a syntax error or a kind of :data:`REFUSED_KINDS`."""
    try:
        python = translate(source, ignore_case=ignore_case).source
    except Untranslatable as error:
        if error.kind in REFUSED_KINDS:
            raise
        return _matcher(source, ignore_case)
    try:
        return re.compile(python)
    except (re.error, OverflowError, RecursionError):  # a safety net: never seen
        return _matcher(source, ignore_case)


def _matcher(source: str, ignore_case: bool) -> Matcher:
    tree, count = _parser.parse(source, ignore_case)
    return compile_matcher(tree, count, source)


def pattern_character_source(c: int, fold: bool) -> str:
    """The ``re`` source :func:`translate` emits for the ASCII pattern character ``c``
    (``fold``: under the ``i`` flag), for callers that write translations directly."""
    return _emit.class_source(_charset.literal(c, fold), False)
