"""``tests/js/_test262_regexp.py``: what test262's generated RegExp tests expect, over the code
points that decide a match on ASCII text.

test262's ``built-ins/RegExp/property-escapes`` (``\\p{...}`` for every property, value and
alias, generated from the Unicode data; the properties of strings; the syntax errors) and
``built-ins/RegExp/unicodeSets/generated`` (the ``v`` flag's set operations) are about ten
thousand lines of JavaScript listing code point ranges and strings.  The ECMA-262 matcher and
the ``re`` translation are exact on ASCII subjects (``webapi.js.regexp._charset``: the universe
ASCII + U+017F + U+212A decides every such match), so this keeps, for each test, what it
expects there:

- each property escape: its members in that universe (from the test's ``matchSymbols`` and
  checked against its ``nonMatchSymbols``, which must be the complement there) and the forms
  it is written in (``\\p{Lu}``, ``\\p{gc=Lu}``, ``\\p{General_Category=Lu}``);
- each test of strings: the strings it matches and does not match, those made of code points
  of the universe only (the count of the others is kept, to say what is not checked here);
- each syntax error test: the pattern and its flags.

``python -m generate test262-regexp DIR`` writes the module from a checkout of tc39/test262
(the folder that holds ``test/built-ins/RegExp``); without one it cannot run (test262 is not
pinned data here), and the plain ``python -m generate`` passes over it, saying how.
``tests/js/test_test262_property_escapes.py`` runs the module's cases.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from . import GeneratorUnavailable
from .regexp_properties import hex_runs

ROOT = Path(__file__).resolve().parents[1]
#: The generated module.
TARGET = ROOT / "tests" / "js" / "_test262_regexp.py"
#: Where the tests are, in a test262 checkout.
REGEXP = Path("test") / "built-ins" / "RegExp"
#: ASCII + U+017F + U+212A (``webapi.js.regexp._charset.UNIVERSE``; not imported, so that a
#: change there cannot change what test262 is said to expect).
UNIVERSE = frozenset(range(128)) | {0x017F, 0x212A}

_BUILD = re.compile(
    r"const (\w+) = buildString\(\{\s*loneCodePoints: \[(.*?)\],\s*ranges: \[(.*?)\]\s*\}\);",
    re.S,
)
_ESCAPE_TEST = re.compile(r"testPropertyEscapes\(\s*/\^(\\[pP]\{[^}]*\})\+\$/u,\s*(\w+),", re.S)
_STRINGS_TEST = re.compile(
    r"test(?:ExtendedCharacterClass|PropertyOfStrings)\(\{\s*regExp: /(.*?)/v,\s*"
    r"expression: .*?,\s*matchStrings: \[(.*?)\],\s*(?:nonMatchStrings: \[(.*?)\],\s*)?\}\);",
    re.S,
)
_NUMBER = re.compile(r"0x[0-9A-Fa-f]+")
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_JS_ESCAPE = re.compile(r"\\(u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2})|(.))")
_LITERAL = re.compile(r"^/(.*)/([a-z]*);$", re.M)


def _universe_members(lone: str, ranges: str) -> set[int]:
    members = {int(n, 16) for n in _NUMBER.findall(lone)} & UNIVERSE
    bounds = [int(n, 16) for n in _NUMBER.findall(ranges)]
    for low, high in zip(bounds[::2], bounds[1::2], strict=True):
        members |= {c for c in UNIVERSE if low <= c <= high}
    return members


def _js_string(body: str) -> str:
    """The value of a JavaScript string literal's body (the escapes test262's data uses)."""

    def one(m: re.Match[str]) -> str:
        if m[5] is not None:
            return m[5]
        return chr(int(m[2] or m[3] or m[4], 16))

    return _JS_ESCAPE.sub(one, body)


def _property_file(text: str, name: str) -> tuple[str, tuple[str, ...]]:
    sets = {var: _universe_members(lone, ranges) for var, lone, ranges in _BUILD.findall(text)}
    positive: list[str] = []
    negative: list[str] = []
    for escape, var in _ESCAPE_TEST.findall(text):
        (positive if escape[1] == "p" else negative).append(escape[3:-1])
        expected = "matchSymbols" if escape[1] == "p" else "nonMatchSymbols"
        if var != expected:
            raise ValueError(f"{name}: {escape} tested with {var}")
    members = sets["matchSymbols"]
    if "nonMatchSymbols" not in sets and members == UNIVERSE:
        # Any.js: no symbol is left for \P{Any}, which the test asserts matches nothing.
        negative = [form for form in positive if f"!/\\P{{{form}}}/u.test" in text]
    others = sets.get("nonMatchSymbols", UNIVERSE - members)
    if members & others or members | others != UNIVERSE:
        raise ValueError(f"{name}: nonMatchSymbols is not the complement of matchSymbols")
    if not positive or sorted(positive) != sorted(negative):
        raise ValueError(f"{name}: \\p and \\P forms differ: {positive} {negative}")
    return hex_runs(members), tuple(positive)


def _strings(body: str | None) -> tuple[list[str], int]:
    """The strings of a list made of the universe's code points, and how many others."""
    values = [_js_string(s) for s in _STRING.findall(body or "")]
    kept = [s for s in values if all(ord(c) in UNIVERSE for c in s)]
    return kept, len(values) - len(kept)


def _syntax_error(text: str, name: str) -> tuple[str, str]:
    if "type: SyntaxError" not in text:
        raise ValueError(f"{name}: not a syntax error test")
    literals = _LITERAL.findall(text.split("---*/", 1)[1])
    if len(literals) != 1:
        raise ValueError(f"{name}: {len(literals)} regular expression literals")
    return literals[0][0], literals[0][1]


def _commit(checkout: Path) -> str:
    try:
        run = subprocess.run(
            ["git", "-C", str(checkout), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "(not a git checkout)"
    return run.stdout.strip()


def generate(checkout: Path) -> str:
    """The module's text, from the test262 checkout ``checkout``."""
    base = checkout / REGEXP
    if not base.is_dir():
        raise GeneratorUnavailable(
            f"no {REGEXP} in {checkout}: give a checkout of https://github.com/tc39/test262"
        )
    properties: list[str] = []
    for path in sorted((base / "property-escapes" / "generated").glob("*.js")):
        members, forms = _property_file(path.read_text(encoding="utf-8"), path.name)
        properties.append(f"    ({path.stem!r}, {members!r}, {forms!r}),\n")
    strings: list[str] = []
    left_out = 0
    syntax: list[str] = []
    skipped_u: list[str] = []
    folders = [base / "property-escapes" / "generated" / "strings", base / "unicodeSets"]
    for path in sorted(p for folder in folders for p in folder.rglob("*.js")):
        text = path.read_text(encoding="utf-8")
        stem = str(path.relative_to(base).with_suffix(""))
        if "$DONOTEVALUATE" in text:
            source, flags = _syntax_error(text, stem)
            if flags == "u":  # a property of strings: valid with v, the flag URLPattern uses
                skipped_u.append(stem)
                continue
            syntax.append(f"    ({stem!r}, {source!r}, {flags!r}),\n")
            continue
        found = _STRINGS_TEST.findall(text)
        if len(found) != 1:
            raise ValueError(f"{stem}: {len(found)} tests of strings")
        (regexp, match_body, non_match_body) = found[0]
        matching, dropped = _strings(match_body)
        not_matching, dropped_too = _strings(non_match_body)
        left_out += dropped + dropped_too
        strings.append(f"    ({stem!r}, {regexp!r}, {matching!r}, {not_matching!r}),\n")
    for path in sorted((base / "property-escapes").glob("*.js")):
        text = path.read_text(encoding="utf-8")
        if "$DONOTEVALUATE" in text:
            source, flags = _syntax_error(text, path.name)
            syntax.append(f"    ({path.stem!r}, {source!r}, {flags!r}),\n")
    text = "".join(
        [
            "# Generated by `python -m generate test262-regexp DIR` (generate/test262_regexp.py)"
            " from\n",
            f"# tc39/test262 at {_commit(checkout)}: do not edit.\n",
            '"""What test262\'s generated RegExp tests expect over ASCII + U+017F + U+212A (see\n',
            "``generate/test262_regexp.py``); run by ``tests/js/test_test262_property_escapes.py``."
            '"""\n\n',
            "from __future__ import annotations\n\n",
            "#: property-escapes/generated: (file, members as hex runs, the forms written\n",
            "#: ``\\p{form}`` and ``\\P{form}``).\n",
            "PROPERTIES: list[tuple[str, str, tuple[str, ...]]] = [\n",
            *properties,
            "]\n\n",
            "#: The strings tests (properties of strings, unicodeSets): (file, the pattern, the\n",
            "#: strings of the universe it matches, those it does not match).\n",
            "STRINGS: list[tuple[str, str, list[str], list[str]]] = [\n",
            *strings,
            "]\n\n",
            "#: The strings of those tests with a code point outside the universe: not checked.\n",
            f"STRINGS_LEFT_OUT = {left_out}\n\n",
            "#: The syntax error tests: (file, the pattern, its flags).\n",
            "SYNTAX_ERRORS: list[tuple[str, str, str]] = [\n",
            *syntax,
            "]\n\n",
            "#: Syntax error tests with the u flag of patterns valid with v (properties of\n",
            "#: strings): not ported, as URLPattern compiles with v.\n",
            f"U_ONLY_SYNTAX_ERRORS = {tuple(skipped_u)!r}\n",
        ]
    )
    from idl.generate import ruff

    return ruff(["format", "--quiet"], text, str(TARGET.relative_to(ROOT)), ROOT)
