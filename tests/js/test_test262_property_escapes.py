"""test262's generated RegExp tests (tc39/test262: ``built-ins/RegExp/property-escapes``, 441
properties and 28 tests of properties of strings; ``built-ins/RegExp/unicodeSets/generated``,
114 tests of the ``v`` flag's set operations and RGI_Emoji), ported to ``webapi.js.regexp``:
each case runs through the ``re`` translation (:func:`compile_regexp`) and the ECMA-262
matcher (:func:`compile_matcher`).

What each upstream test expects is read from the test262 sources by
``python -m generate test262-regexp DIR`` into ``tests/js/_test262_regexp.py``, over the code
points that decide a match on ASCII text (ASCII + U+017F + U+212A; both engines are exact
there and URLPattern gives them nothing else): the members of each property in every form it is
written in, the strings of each set operation test made of those code points, and the syntax
errors (the upstream ``u`` flag read as ``v``, the flag URLPattern compiles with; a test with
Node 26 checks that ``v`` throws for each of them too). The two hand-written tests of the same
folder are ported below.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from _test262_regexp import PROPERTIES, STRINGS, SYNTAX_ERRORS, U_ONLY_SYNTAX_ERRORS

from tests._sample import sampled
from tests._sizes import tiered
from webapi.js.regexp import RegExpSyntaxError, check, compile_regexp
from webapi.js.regexp._matcher import Matcher, compile_matcher
from webapi.js.regexp._parser import parse
from webapi.js.regexp._properties import _cps


def _engines(source: str, ignore_case: bool = False) -> list[re.Pattern[str] | Matcher]:
    """The production engine for ``new RegExp(source, ignore_case ? "vi" : "v")`` and the
    ECMA-262 matcher."""
    return [
        compile_regexp(source, ignore_case=ignore_case),
        compile_matcher(*parse(source, ignore_case), source),
    ]


def _full_match(engine: re.Pattern[str] | Matcher, subject: str) -> bool:
    found = engine.match(subject)
    return found is not None and found.end() == len(subject)


def _fold(c: int) -> int:
    """Simple case folding on the universe (ASCII capitals, U+017F to s, U+212A to k); written
    here rather than taken from ``_charset.scf``, so that the expected answers do not come from
    the code under test."""
    return {0x017F: 0x73, 0x212A: 0x6B}.get(c, c + 32 if 0x41 <= c <= 0x5A else c)


@pytest.mark.parametrize(
    ("file", "runs", "forms"), tiered(pytest.param(*case, id=case[0]) for case in PROPERTIES)
)
@sampled()
def test_property_escape(file: str, runs: str, forms: tuple[str, ...]) -> None:
    """``\\p{form}`` matches the members, ``\\P{form}`` the others, on every ASCII subject.

    Beyond the upstream test, the same under ``i``, where U+017F and U+212A decide matches of
    ASCII subjects: with ``v`` and ``i`` a class holds the simple case foldings of its members
    and a subject character matches by its own (ECMA-262 MaybeSimpleCaseFolding, Canonicalize),
    and ``\\P`` is the complement of that (CharacterComplement within the fold-invariant
    characters)."""
    members = _cps(runs) if runs else frozenset()
    folded = {_fold(c) for c in members}
    for form in forms:
        for ignore_case in (False, True):
            expected = (
                {c for c in range(128) if _fold(c) in folded}
                if ignore_case
                else members - {0x017F, 0x212A}
            )
            for escape, wanted in (
                (f"\\p{{{form}}}", expected),
                (f"\\P{{{form}}}", set(range(128)) - expected),
            ):
                engines = _engines(f"^{escape}$", ignore_case)
                # The matcher's classes are the translation's (one ClassSet): it runs one form.
                for engine in engines if form == forms[0] else engines[:1]:
                    matched = {c for c in range(128) if _full_match(engine, chr(c))}
                    assert matched == wanted, (escape, ignore_case, engine)


@pytest.mark.parametrize(
    ("file", "source", "matching", "not_matching"), STRINGS, ids=[case[0] for case in STRINGS]
)
@sampled()
def test_strings(file: str, source: str, matching: list[str], not_matching: list[str]) -> None:
    for engine in _engines(source):
        assert [s for s in matching if not _full_match(engine, s)] == [], engine
        assert [s for s in not_matching if _full_match(engine, s)] == [], engine


@pytest.mark.parametrize(
    ("file", "source", "flags"), SYNTAX_ERRORS, ids=[case[0] for case in SYNTAX_ERRORS]
)
@sampled()
def test_syntax_error(file: str, source: str, flags: str) -> None:
    with pytest.raises(RegExpSyntaxError):
        check(source, ignore_case="i" in flags)


def test_the_port_covers_the_upstream_folders() -> None:
    """The counts of the upstream folders at the pinned commit (a regenerated module that lost
    a kind of test fails here)."""
    assert len(PROPERTIES) == 441
    assert sum(len(forms) for _, _, forms in PROPERTIES) == 1_746
    assert len(STRINGS) == 7 + 114
    assert sum(len(m) + len(n) for _, _, m, n in STRINGS) > 1_000
    assert len(SYNTAX_ERRORS) + len(U_ONLY_SYNTAX_ERRORS) == 7 * 3 + 142
    assert all(flags in ("u", "v") for _, _, flags in SYNTAX_ERRORS)


def test_properties_of_strings_are_valid_with_v() -> None:
    """The upstream tests of those names with the ``u`` flag are syntax errors there; with
    ``v`` (URLPattern's flag) the same patterns compile."""
    for file in U_ONLY_SYNTAX_ERRORS:
        name = file.rsplit("/", 1)[1].removesuffix("-negative-u")
        check(f"\\p{{{name}}}")


def test_character_class() -> None:
    """character-class.js: property escapes inside a class, two of them in one."""
    check("[\\p{Hex}]")
    for engine in _engines("^[\\p{Hex}\\P{Hex}]$"):
        assert all(_full_match(engine, chr(c)) for c in range(128)), engine


def test_script_extensions_unknown() -> None:
    """special-property-value-Script_Extensions-Unknown.js: ``Unknown`` (``Zzzz``) is a value
    of Script_Extensions; every ASCII code point has a script, so none is a member."""
    for source in ("\\p{Script_Extensions=Unknown}", "\\p{Script_Extensions=Zzzz}"):
        for short in (source, source.replace("Script_Extensions", "scx")):
            for engine in _engines(f"^{short}$"):
                assert not any(_full_match(engine, chr(c)) for c in range(128)), (short, engine)


@pytest.mark.needs_subprocess
def test_node_throws_for_each_ported_syntax_error_with_v() -> None:
    """The ``u`` flag read as ``v`` keeps every upstream syntax error one (Node 26)."""
    from _node26 import accepted_with_v

    assert accepted_with_v([source for _, source, _ in SYNTAX_ERRORS]) == []


def test_the_module_is_what_test262_says() -> None:
    """``tests/js/_test262_regexp.py`` regenerated from a test262 checkout (``$TEST262_DIR``)
    is the committed module."""
    checkout = os.environ.get("TEST262_DIR")
    if not checkout:
        pytest.skip(
            "set TEST262_DIR to a checkout of https://github.com/tc39/test262 (the commit in "
            "tests/js/_test262_regexp.py's header) to check the generated module"
        )
    from generate import test262_regexp

    assert test262_regexp.TARGET.read_text(encoding="utf-8") == test262_regexp.generate(
        Path(checkout)
    ), "stale: run python -m generate test262-regexp DIR"
