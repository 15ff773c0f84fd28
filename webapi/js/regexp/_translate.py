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
import sys
from dataclasses import dataclass

from ..._cache import bounded_cache
from . import _charset, _emit, _parser
from ._matcher import Matcher
from ._matcher import compile_matcher as _compile_tree
from ._parser import RegExpSyntaxError, Untranslatable

__all__ = [
    "REFUSED_KINDS",
    "SHALLOW_DEPTH",
    "RegExpSyntaxError",
    "Translation",
    "Untranslatable",
    "check",
    "compile_matcher",
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


#: The caches of translations and compiled patterns, bounded in bytes: a pattern of
#: URLPattern's translates and compiles to a few kilobytes, so some thousand fit in each; one
#: whose entry passes 256 KiB is made again each time, never kept (512 entries of any size
#: were kept before: 512 hostile 100 KB patterns held hundreds of megabytes).
_CACHE_BYTES = 4 << 20
_ENTRY_LIMIT = 256 << 10
#: The bytes a compiled pattern holds for each code point of its JavaScript source, for the
#: matcher (whose size ``sys.getsizeof`` does not see; an ``re`` pattern's it does).
_MATCHER_BYTES_PER_CODE_POINT = 64

_Key = tuple[str, bool]


def _translation_size(key: _Key, translation: Translation) -> int:
    return (
        sys.getsizeof(key)
        + sys.getsizeof(key[0])
        + sys.getsizeof(translation)
        + sys.getsizeof(translation.source)
        + sys.getsizeof(translation.group_names)
        + sum(sys.getsizeof(name) for name in translation.group_names if name is not None)
    )


def _compiled_size(key: _Key, compiled: re.Pattern[str] | Matcher) -> int:
    size = sys.getsizeof(key) + sys.getsizeof(key[0])
    if isinstance(compiled, re.Pattern):
        return size + sys.getsizeof(compiled) + sys.getsizeof(compiled.pattern)
    return size + _MATCHER_BYTES_PER_CODE_POINT * len(key[0])


def translate(source: str, *, ignore_case: bool = False) -> Translation:
    """Translate the JavaScript pattern ``source`` (flags ``v``, plus ``i`` if ``ignore_case``)."""
    if not isinstance(source, str):
        raise TypeError("the pattern must be a str")
    return _translation((source, bool(ignore_case)))


@bounded_cache(_CACHE_BYTES, _ENTRY_LIMIT, _translation_size)
def _translation(key: _Key) -> Translation:
    return _translate(*key)


def _translate(source: str, ignore_case: bool) -> Translation:
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


def compile_regexp(source: str, *, ignore_case: bool = False) -> re.Pattern[str] | Matcher:
    """``new RegExp(source, ignore_case ? "vi" : "v")``: a compiled ``re`` pattern, exact on
    ASCII subjects, where ``re`` expresses it; else the matcher with ECMA-262's semantics
    (both match with ``.match(subject)`` at index 0 and give ``.groups()``). ``TypeError`` for
    a syntax error or a kind of :data:`REFUSED_KINDS`."""
    if not isinstance(source, str):
        raise TypeError("the pattern must be a str")
    return _compiled((source, bool(ignore_case)))


@bounded_cache(_CACHE_BYTES, _ENTRY_LIMIT, _compiled_size)
def _compiled(key: _Key) -> re.Pattern[str] | Matcher:
    return _compile(*key)


def _compile(source: str, ignore_case: bool) -> re.Pattern[str] | Matcher:
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


def compile_matcher(source: str, *, ignore_case: bool = False) -> Matcher:
    """``new RegExp(source, ignore_case ? "vi" : "v")`` as the matcher with ECMA-262's
    semantics, exact on every subject (code points, Unicode property escapes and case
    folding over all of Unicode) and linear in the subject's length without backreferences
    or capturing lookarounds (:attr:`Matcher.linear`), unlike the ``re`` translation;
    ``TypeError`` as :func:`compile_regexp`. The ``pattern`` attribute's constraint runs it."""
    if not isinstance(source, str):
        raise TypeError("the pattern must be a str")
    return _compiled_matcher((source, bool(ignore_case)))


def _matcher_size(key: _Key, compiled: Matcher) -> int:
    return _compiled_size(key, compiled)


@bounded_cache(_CACHE_BYTES, _ENTRY_LIMIT, _matcher_size)
def _compiled_matcher(key: _Key) -> Matcher:
    source, ignore_case = key
    try:
        translate(source, ignore_case=ignore_case)
    except Untranslatable as error:
        if error.kind in REFUSED_KINDS:
            raise
    return _matcher(source, ignore_case)


def _uncached_translate(source: str, *, ignore_case: bool = False) -> Translation:
    return _translate(source, ignore_case)


def _uncached_compile_regexp(
    source: str, *, ignore_case: bool = False
) -> re.Pattern[str] | Matcher:
    return _compile(source, ignore_case)


def _uncached_compile_matcher(source: str, *, ignore_case: bool = False) -> Matcher:
    return _compiled_matcher.__wrapped__((source, bool(ignore_case)))


# What functools.lru_cache's functions had: ``cache_clear`` forgets what was remembered, and
# ``__wrapped__`` does the work without the cache (benchmarks/regexp_pathological.py).
translate.cache_clear = _translation.cache_clear  # type: ignore[attr-defined]
compile_regexp.cache_clear = _compiled.cache_clear  # type: ignore[attr-defined]
translate.__wrapped__ = _uncached_translate  # type: ignore[attr-defined]
compile_regexp.__wrapped__ = _uncached_compile_regexp  # type: ignore[attr-defined]
compile_matcher.cache_clear = _compiled_matcher.cache_clear  # type: ignore[attr-defined]
compile_matcher.__wrapped__ = _uncached_compile_matcher  # type: ignore[attr-defined]


def _matcher(source: str, ignore_case: bool) -> Matcher:
    tree, count = _parser.parse(source, ignore_case)
    return _compile_tree(tree, count, source)


def pattern_character_source(c: int, fold: bool) -> str:
    """The ``re`` source :func:`translate` emits for the ASCII pattern character ``c``
    (``fold``: under the ``i`` flag), for callers that write translations directly."""
    return _emit.class_source(_charset.literal(c, fold), False)
