"""The RegExp translator against Node 26's own ``RegExp`` on generated patterns.

Patterns come from a random generator over the ``v``-flag grammar (classes with set operations,
``\\q{}``, properties, groups named and numbered, lookarounds, modifiers, backreferences,
quantifiers, anchors, with deliberate syntax errors mixed in), subjects from a small ASCII
alphabet plus strings the pattern's own literals suggest.  Node runs the whole batch once (JSON on
stdin/stdout) with flags ``vy`` (``viy`` for ``i``): a sticky match at index 0, which is what
``pattern.match(subject)`` is.  For every pair: syntax error or not, match or not, every capture
(``undefined`` is ``None``).  A ``TypeError`` for an untranslatable construct is allowed and
counted by kind; any other difference fails.

``python tests/js/test_regexp_differential.py [--pairs N] [--seed S]`` runs a long
campaign and prints the counts.
"""

from __future__ import annotations

import random
import sys
import warnings
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

SEED = 20261122

ALPHABET = "aAbBkKsS01/-._ \n"
RARE = "\t\r\x08\x00#&!^[](){}*+?|$\\9zZ~"
LITERALS = [
    "a",
    "b",
    "A",
    "B",
    "k",
    "s",
    "K",
    "S",
    "0",
    "1",
    "/",
    "-",
    "_",
    " ",
    "\\.",
    "\\/",
    "\\-",
    "\\n",
    "\\x41",
    "\\u0062",
    "\\u{61}",
    "\\u017F",
    "\\u212A",
    "\\cJ",
    "\\0",
    "\\t",
    "\\$",
    "\\^",
    "\\(",
    "\\[",
    "\\{",
    "\\|",
    "\\+",
    "\\*",
]
CLASS_CHARS = [
    "\\cJ",
    "\\x41",
    "\\u{62}",
    "\\0",
    "\\$",
    "#",
    "\\t",
    "a",
    "b",
    "A",
    "z",
    "0",
    "9",
    "_",
    "/",
    "k",
    "s",
    "\\-",
    "\\]",
    "\\[",
    "\\/",
    "\\u017F",
    "\\u212A",
    "\\x20",
    "&",
    "!",
    "\\&",
    "\\!",
    "\\b",
    "\\n",
    "\\\\",
    "\\{",
    "\\}",
    "\\(",
    "\\|",
    "^",
    ".",
]
ESCAPES = [
    "\\d",
    "\\D",
    "\\w",
    "\\W",
    "\\s",
    "\\S",
    "\\p{L}",
    "\\p{Lu}",
    "\\p{Ll}",
    "\\P{Lu}",
    "\\p{ASCII}",
    "\\p{Nd}",
    "\\p{sc=Latin}",
    "\\p{scx=Common}",
    "\\p{Alphabetic}",
    "\\p{Any}",
    "\\p{White_Space}",
    "\\p{gc=Po}",
    "\\p{Uppercase}",
    "\\p{Lowercase}",
    "\\p{ID_Start}",
    "\\p{ASCII_Hex_Digit}",
    "\\p{RGI_Emoji}",
]
NAMES = ["x", "y", "$", "_z", "x\u200d", "\\u0078", "é", "ab"]
ERRORS = [
    "{",
    "}",
    "]",
    "(?<",
    "\\c",
    "\\u{110000}",
    "[a-]",
    "[&&a]",
    "a**",
    "(?i-i:a)",
    "\\p{Foo}",
    "[a&&&b]",
    "[!!]",
    "\\-",
    "(?P<x>a)",
    "\\Z",
    "(?i)",
    "a{2,1}",
    "[z-a]",
    "\\k<nope>",
    "[^\\q{ab}]",
    "\\P{RGI_Emoji}",
    "(?<1>a)",
    "\\00",
    "\\x1",
    "(?<=a",
    ")",
    "\\9",
    "a{,3}",
    "[a--b c]",
    "(?:",
    "\\q{a}",
    "[a-\\d]",
    "\\u{}",
    "(?ii:a)",
    "(?-:a)",
    "(?m-m:a)",
    "\\e",
]


class Gen:
    """A random pattern generator over the ``v`` grammar."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.groups = 0
        self.names: list[str] = []

    def pattern(self) -> str:
        self.groups = 0
        self.names = []
        text = self.disjunction(3)
        if self.rng.random() < 0.06:
            pos = self.rng.randrange(len(text) + 1)
            text = text[:pos] + self.rng.choice(ERRORS) + text[pos:]
        if self.rng.random() < 0.3:
            text = "^" + text + ("$" if self.rng.random() < 0.5 else "")
        return text

    def disjunction(self, depth: int) -> str:
        n = self.rng.choice([1, 1, 1, 2, 2, 3])
        return "|".join(self.alternative(depth) for _ in range(n))

    def alternative(self, depth: int) -> str:
        n = self.rng.choice([0, 1, 1, 2, 2, 3, 4])
        return "".join(self.term(depth) for _ in range(n))

    def term(self, depth: int) -> str:
        r = self.rng.random()
        if r < 0.08:
            return self.rng.choice(["^", "$", "\\b", "\\B"])
        if r < 0.13 and depth > 0:
            kind = self.rng.choice(["(?=", "(?!", "(?<=", "(?<!"])
            return kind + self.disjunction(depth - 1) + ")"
        atom = self.atom(depth)
        if self.rng.random() < 0.4:
            atom += self.quantifier()
        return atom

    def quantifier(self) -> str:
        q = self.rng.choice(
            ["*", "+", "?", "{2}", "{0,1}", "{1,}", "{0,2}", "{2,3}", "{0}", "*", "+", "?"]
        )
        return q + ("?" if self.rng.random() < 0.3 else "")

    def atom(self, depth: int) -> str:
        r = self.rng.random()
        if r < 0.35 or depth == 0:
            return self.rng.choice(LITERALS)
        if r < 0.42:
            return "."
        if r < 0.55:
            return self.char_class(2)
        if r < 0.6:
            return self.rng.choice(ESCAPES)
        if r < 0.63:
            return self.rng.choice(
                [
                    "(?:a*)",
                    "(?:.*)",
                    "(?:[ab]+)",
                    "(?:a+?)",
                    "(?:\\/.*)",
                    "(?:[^\\/]+?)",
                    "(?:a|b)",
                    "(?:.*?)",
                    "(?:[ab]*?)",
                    "(?:.*)(?:\\/(?:.*))*",
                ]
            )
        if r < 0.68 and (self.groups or self.names):
            if self.names and self.rng.random() < 0.4:
                return f"\\k<{self.rng.choice(self.names)}>"
            return f"\\{self.rng.randint(1, max(1, self.groups + 1))}"
        kind = self.rng.random()
        if kind < 0.45:
            self.groups += 1
            return "(" + self.disjunction(depth - 1) + ")"
        if kind < 0.65:
            self.groups += 1
            name = self.rng.choice(NAMES)
            self.names.append(name)
            return f"(?<{name}>" + self.disjunction(depth - 1) + ")"
        if kind < 0.85:
            return "(?:" + self.disjunction(depth - 1) + ")"
        mods = self.rng.choice(["i", "-i", "m", "s", "i-s", "-i", "is", "s-i"])
        return f"(?{mods}:" + self.disjunction(depth - 1) + ")"

    def char_class(self, depth: int) -> str:
        neg = "^" if self.rng.random() < 0.25 else ""
        r = self.rng.random()
        if r < 0.1:
            return "[" + neg + "]"
        if r < 0.3 and depth > 0:
            op = self.rng.choice(["&&", "--"])
            n = self.rng.randint(2, 3)
            return "[" + neg + op.join(self.class_operand(depth - 1) for _ in range(n)) + "]"
        items = []
        for _ in range(self.rng.randint(1, 4)):
            k = self.rng.random()
            if k < 0.25:
                a, b = sorted(self.rng.sample("09AZaz_k", 2))
                items.append(f"{a}-{b}")
            elif k < 0.35 and depth > 0:
                items.append(self.class_operand(depth - 1))
            else:
                items.append(self.class_operand(0))
        return "[" + neg + "".join(items) + "]"

    def class_operand(self, depth: int) -> str:
        r = self.rng.random()
        if r < 0.2 and depth > 0:
            return self.char_class(depth)
        if r < 0.3:
            return self.rng.choice(ESCAPES)
        if r < 0.38:
            alts = [
                "".join(self.rng.choice("abAB") for _ in range(self.rng.randint(0, 3)))
                for _ in range(self.rng.randint(1, 3))
            ]
            return "\\q{" + "|".join(alts) + "}"
        if r < 0.45:
            return self.rng.choice(["[a-z]", "[A-Z]", "[0-9]", "[^a]", "[\\w--_]"])
        return self.rng.choice(CLASS_CHARS)


def _escape_regexp_string(text: str) -> str:
    """URLPattern's "escape a regexp string"."""
    return "".join("\\" + c if c in ".+*?^${}()[]|/\\" else c for c in text)


def urlpattern_source(rng: random.Random) -> str:
    """A source as URLPattern's "generate a regular expression and name list" builds it."""
    delimiter = rng.choice(["/", ".", ""])
    segment = "[^" + _escape_regexp_string(delimiter) + "]+?"
    out = "^"
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["fixed", "segment", "full", "regexp"])
        modifier = rng.choice(["", "", "?", "*", "+"])
        if kind == "fixed":
            text = _escape_regexp_string(rng.choice(["/foo", "a", "/", ".", "-", "1", "bar/"]))
            out += text if not modifier else f"(?:{text}){modifier}"
            continue
        value = {"segment": segment, "full": ".*"}.get(kind) or rng.choice(
            [
                "\\d+",
                "[a-z]+",
                "a|b",
                "(?:fo+)",
                "\\w*",
                "[^]*",
                "(?<n>a+)",
                "(?=a)\\w",
                "[\\w--\\d]+",
                "\\p{L}+",
                "(?i:a)b",
                ".*?",
            ]
        )
        prefix = rng.choice(["", "/", "."])
        suffix = rng.choice(["", "", "/"])
        p, x = _escape_regexp_string(prefix), _escape_regexp_string(suffix)
        if not prefix and not suffix:
            out += f"({value}){modifier}" if modifier in ("", "?") else f"((?:{value}){modifier})"
        elif modifier in ("", "?"):
            out += f"(?:{p}({value}){x}){modifier}"
        else:
            out += f"(?:{p}((?:{value})(?:{x}{p}(?:{value}))*){x})" + (
                "?" if modifier == "*" else ""
            )
    return out + "$"


def subjects(rng: random.Random, pattern: str, n: int) -> list[str]:
    """Random ASCII subjects, some built from the pattern's own characters."""
    pool = [c for c in pattern if c.isascii() and c not in "\\()[]{}?*+|^$"] or ["a"]
    out = {""}
    while len(out) < n:
        r = rng.random()
        source = ALPHABET if r < 0.45 else ALPHABET + RARE if r < 0.55 else "".join(pool) + "aA/"
        out.add("".join(rng.choice(source) for _ in range(rng.randint(0, 7))))
    return sorted(out)


#: One event per answer, emitted at once (node26_events): if a match never ends, what came
#: before it has reached this process.
NODE_FUNCTION = r"""(cases, emit) => {
  cases.forEach(([source, icase, subjects], i) => {
    let re;
    try { re = new RegExp(source, icase ? "viy" : "vy"); }
    catch (e) {
      emit({i, error: String(e.message)});
      return;
    }
    for (const s of subjects) {
      re.lastIndex = 0;
      const m = re.exec(s);
      emit({i, r: m === null ? null : Array.from(m, (x) => x === undefined ? null : x)});
    }
  });
}"""


#: (JavaScript source, ignore case, subjects, built like URLPattern's sources)
Case = tuple[str, bool, list[str], bool]


@dataclass
class Report:
    pairs: int = 0
    patterns: int = 0
    matches: int = 0
    js_syntax_errors: int = 0
    untranslatable: Counter[str] = field(default_factory=Counter)
    untranslatable_examples: dict[str, str] = field(default_factory=dict)
    untranslatable_pairs: int = 0
    differences: list[str] = field(default_factory=list)
    urlpattern_shaped: int = 0
    urlpattern_untranslatable: int = 0
    #: Patterns compile_regexp runs with the ECMA-262 matcher (re cannot express them).
    matcher_patterns: int = 0
    #: Pairs the matcher also ran (every compiled pattern goes through it too).
    matcher_pairs: int = 0
    #: Of those, the ones it gave up on (its step budget; re runs these patterns in linear
    #: forms, where the spec's backtracking is exponential): not compared.
    matcher_gave_up: int = 0
    #: Pairs of patterns only the matcher runs that it gave up on (no match, with a
    #: RegExpBudgetWarning) where V8 answers: the documented cost of the budget, not compared.
    production_gave_up: int = 0
    #: Pairs where Node 26 reads a class after a modifier group otherwise than ECMA-262 (and
    #: Chromium), and its answer is that reading's (``_parser.Parser.checked_class``).
    node26_modifier_leak: int = 0
    #: The pairs V8 did not finish in :data:`CHUNK_SECONDS` (not compared).
    node_hung: list[str] = field(default_factory=list)


def generate(count: int, seed: int) -> list[Case]:
    rng = random.Random(seed)
    gen = Gen(rng)
    cases: list[Case] = []
    pairs = 0
    while pairs < count:
        shaped = rng.random() < 0.3
        if shaped:
            source = urlpattern_source(rng)
            subs = sorted(
                {
                    "".join(
                        rng.choice(["/", "a", "b", "1", ".", "foo", "/foo", "A"])
                        for _ in range(rng.randint(0, 6))
                    )
                    for _ in range(8)
                }
            )
        else:
            source = gen.pattern()
            subs = subjects(rng, source, 8)
        cases.append((source, rng.random() < 0.3, subs, shaped))
        pairs += len(subs)
    return cases


#: Patterns per Node process.  V8 stops optimizing regexps once a process has generated 1 MB
#: of regexp code (``TooMuchRegExpCode``), and its unoptimized compilation mishandles modifier
#: groups (``^a|(?-i:(?is:x))...`` then matches "A"): a fresh process per chunk keeps the
#: oracle on its optimized, ECMA-262-conforming path.
CHUNK = 1000

#: Seconds a chunk may take (one takes about a second).  V8 has no step budget: on a few
#: generated patterns its backtracking is exponential and a match runs for hours.  The chunk
#: is then stopped, the pair it hung on is recorded (``hung``: not compared) and the next
#: process starts after that pattern.
CHUNK_SECONDS = 20


def run_node(cases: list[Case], seconds: float = CHUNK_SECONDS) -> list[dict[str, Any]]:
    """Per case, ``{"error": message}`` or ``{"results": [...]}`` with one result per subject,
    and ``"hung": True`` where V8 did not finish (``results`` then holds the subjects before
    the one it hung on)."""
    from oracles import node26_events

    out: list[dict[str, Any]] = [{"results": []} for _ in cases]
    start = 0
    while start < len(cases):
        chunk = cases[start : start + CHUNK]
        events, finished = node26_events(NODE_FUNCTION, chunk, timeout=seconds)
        hung = not finished
        done = -1  # the last case of the chunk with every subject answered
        for event in events:
            i = event["i"]
            if "error" in event:
                out[start + i] = {"error": event["error"]}
            else:
                out[start + i]["results"].append(event["r"])
                if len(out[start + i]["results"]) < len(chunk[i][2]):
                    continue
            done = i
        if not hung or done + 1 == len(chunk):  # stopped after its last answer: none hung
            start += len(chunk)
            continue
        out[start + done + 1]["hung"] = True
        start += done + 2
    return out


#: What :func:`_match` returns where the matcher gave up (its step budget).
GAVE_UP = object()


def _match(engine: Any, subject: str) -> Any:
    """The JavaScript-shaped answer of ``engine`` (re or the matcher) on ``subject``: the
    match and its groups, None, or :data:`GAVE_UP` when it warned that it gave up."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m = engine.match(subject)
    if caught:
        return GAVE_UP
    return None if m is None else [m.group(0), *m.groups()]


def compare(cases: list[Case], node_out: list[dict[str, Any]], node26: bool = True) -> Report:
    """Compare webapi's answers (the production engine, and the ECMA-262 matcher on what re
    runs) with the oracle's.  ``node26``: the oracle is Node 26, whose V8 reads a class after a
    modifier group otherwise than ECMA-262 and Chromium: a difference that reading explains is
    counted (``node26_modifier_leak``), not reported."""
    from webapi.js.regexp import (
        Matcher,
        RegExpSyntaxError,
        Untranslatable,
        compile_regexp,
    )
    from webapi.js.regexp._matcher import compile_matcher
    from webapi.js.regexp._parser import node26_reading_differs, parse

    report = Report()
    for (source, icase, subs, shaped), js in zip(cases, node_out, strict=True):
        report.patterns += 1
        report.urlpattern_shaped += shaped
        report.pairs += len(subs)
        where = f"{source!r} (i={icase})"
        try:
            pattern = compile_regexp(source, ignore_case=icase)
        except RegExpSyntaxError as exc:
            if "error" in js:
                report.js_syntax_errors += 1
            else:
                report.differences.append(f"{where}: spurious syntax error {exc}")
            continue
        except Untranslatable as exc:
            if "error" in js:
                report.js_syntax_errors += 1
                report.differences.append(f"{where}: JS syntax error reported as untranslatable")
            else:
                report.untranslatable[exc.kind] += 1
                report.urlpattern_untranslatable += shaped
                report.untranslatable_pairs += len(subs)
                report.untranslatable_examples.setdefault(exc.kind, source)
            continue
        if "error" in js:
            report.js_syntax_errors += 1
            report.differences.append(f"{where}: JS throws {js['error']}, we compile")
            continue
        if js.get("hung"):
            report.node_hung.append(f"{where} on {subs[len(js['results'])]!r}")
            subs = subs[: len(js["results"])]
        is_matcher = isinstance(pattern, Matcher)
        report.matcher_patterns += is_matcher
        # Every pattern through the ECMA-262 matcher too, where re runs it in production.
        matcher = pattern if is_matcher else compile_matcher(*parse(source, icase), source)
        engine = "matcher" if is_matcher else f"re {getattr(pattern, 'pattern', '')!r}"
        as_node26 = (
            compile_matcher(*parse(source, icase, node26=True), source)
            if node26 and node26_reading_differs(source, icase)
            else None
        )

        for subject, expected in zip(subs, js["results"], strict=True):
            got = _match(pattern, subject)
            if got is GAVE_UP:
                report.production_gave_up += 1
                continue
            if got is not None:
                report.matches += 1
            if got != expected:
                if as_node26 is not None and _match(as_node26, subject) == expected:
                    report.node26_modifier_leak += 1
                    continue
                report.differences.append(f"{where} on {subject!r}: JS {expected}, {engine} {got}")
            if not is_matcher:
                report.matcher_pairs += 1
                got2 = _match(matcher, subject)
                if got2 is GAVE_UP:
                    report.matcher_gave_up += 1
                    continue
                if got2 != expected:
                    report.differences.append(
                        f"{where} on {subject!r}: JS {expected}, matcher {got2}"
                    )
    return report


def dense_pattern(rng: random.Random, depth: int = 3) -> str:
    """A pattern over ``a``/``b`` dense in what ``re`` cannot express: quantified groups with
    captures, bodies that can match empty, lookbehinds of any length, backreferences
    everywhere (forward, backward, to groups of other alternatives or iterations), lazy loops."""
    groups = 0

    def disjunction(depth: int) -> str:
        return "|".join(alternative(depth) for _ in range(rng.choice([1, 1, 2, 2, 3])))

    def alternative(depth: int) -> str:
        return "".join(term(depth) for _ in range(rng.choice([0, 1, 1, 2, 2, 3])))

    def term(depth: int) -> str:
        nonlocal groups
        r = rng.random()
        if r < 0.05:
            return rng.choice(["^", "$", "\\b", "\\B"])
        if r < 0.2 and depth > 0:
            kind = rng.choice(["(?=", "(?!", "(?<=", "(?<=", "(?<!", "(?<!"])
            return kind + disjunction(depth - 1) + ")"
        if r < 0.3 and groups:
            return f"\\{rng.randint(1, groups)}"
        if r < 0.6 or depth == 0:
            atom = rng.choice(["a", "b", "a", "b", ".", "[ab]", "(?:)"])
        elif rng.random() < 0.7:
            groups += 1
            atom = "(" + disjunction(depth - 1) + ")"
        else:
            atom = "(?:" + disjunction(depth - 1) + ")"
        if rng.random() < 0.5:
            atom += rng.choice(["*", "+", "?", "{2}", "{0,2}", "{1,3}", "{2,}", "*", "+"])
            atom += "?" if rng.random() < 0.3 else ""
        return atom

    return disjunction(depth)


def generate_dense(count: int, seed: int) -> list[Case]:
    """Cases of :func:`dense_pattern` and short subjects over its alphabet, about ``count``
    pairs."""
    rng = random.Random(seed)
    cases: list[Case] = []
    pairs = 0
    while pairs < count:
        icase = rng.random() < 0.2
        source = dense_pattern(rng)
        alphabet = "aAbB" if icase else "aab"
        subs = sorted(
            {"".join(rng.choice(alphabet) for _ in range(rng.randint(0, 7))) for _ in range(6)}
        )
        cases.append((source, icase, subs, False))
        pairs += len(subs)
    return cases


#: Class atoms for :func:`modifier_pattern`: every form V8 builds differently after a modifier
#: group (brackets, set operations, strings, negations, standard and property escapes).
MODIFIER_CLASSES = (
    "[b]", "[^b]", "[a-c]", "\\w", "\\W", "[\\w]", "[^\\W]", "\\d", "\\D", "\\s", "\\S",
    "\\p{Lu}", "\\P{Lu}", "[\\p{Ll}]", "[\\q{b}]", "[\\q{bc}]", "[\\q{bc|k}]", "[[b]--[c]]",
    "[[a-z]&&[b-k]]", "[^[b]]", "[\\W]", "[^\\w]", "[k]", "[s]", "[\\s]", "[^\\d]",
    "[\\q{kS|s}b]", "[[\\w]--[k]]", "[\\p{Lu}--[K]]", ".",
)  # fmt: skip


def modifier_pattern(rng: random.Random, depth: int = 0) -> str:
    """A pattern dense in modifier groups (``(?i:``, ``(?-i:``, ``(?i-s:``...) followed,
    preceded and filled by class atoms and letters whose case matters: where V8 builds classes
    with the flags of the group opened last."""

    def term(depth: int) -> str:
        r = rng.random()
        if r < 0.3:
            return rng.choice(MODIFIER_CLASSES)
        if r < 0.45:
            return rng.choice("abkKsSxBC")
        if r < 0.65 and depth < 3:
            opener = rng.choice(["?i:", "?-i:", "?i-s:", "?s:", "?:", "", "?=", "?<=", "?!"])
            body = modifier_pattern(rng, depth + 1)
            return "(" + opener + body + ")" + rng.choice(["", "", "?", "+", "*", "{2}"])
        if r < 0.7:
            return "\\1"
        return rng.choice(MODIFIER_CLASSES) + rng.choice(["", "+", "*", "?"])

    def alternative() -> str:
        return "".join(term(depth) for _ in range(rng.randint(1, 4)))

    return "|".join(alternative() for _ in range(rng.choice([1, 1, 2])))


def generate_modifiers(count: int, seed: int) -> list[Case]:
    """Cases of :func:`modifier_pattern` on subjects over letters of both cases (and the ones
    that fold with U+017F and U+212A), about ``count`` pairs."""
    rng = random.Random(seed)
    cases: list[Case] = []
    pairs = 0
    while pairs < count:
        source = modifier_pattern(rng)
        subs = sorted(
            {
                "".join(rng.choice("abkKsSxBC1 _c") for _ in range(rng.randint(0, 6)))
                for _ in range(8)
            }
        )
        cases.append((source, rng.random() < 0.5, subs, False))
        pairs += len(subs)
    return cases


def run(count: int, seed: int) -> Report:
    """Five eighths of the pairs from :func:`generate` (the whole grammar, URLPattern's
    shapes), a quarter from :func:`generate_dense` (what only the matcher runs), an eighth from
    :func:`generate_modifiers` (where V8 departs from ECMA-262 and webapi follows V8)."""
    dense, modifiers = count // 4, count // 8
    cases = (
        generate(count - dense - modifiers, seed)
        + generate_dense(dense, seed + 1)
        + generate_modifiers(modifiers, seed + 2)
    )
    return compare(cases, run_node(cases))


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_differential_against_node_fast() -> None:
    report = run(4000, SEED)
    assert report.pairs >= 4000
    assert report.js_syntax_errors > 0 and report.matches > 0 and report.matcher_patterns > 100
    assert report.differences == [], "\n".join(report.differences[:30])
    # No valid pattern is refused (V8's departures are read as V8 reads them).
    assert not report.untranslatable, report.untranslatable_examples
    # Giving up (the step budget) is rare: at most one pair in 500.
    assert report.production_gave_up <= report.pairs // 500


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_differential_against_node_full() -> None:
    report = run(100_000, SEED + 1)
    assert report.pairs >= 100_000
    assert report.differences == [], "\n".join(report.differences[:30])
    assert not report.untranslatable, report.untranslatable_examples
    assert report.production_gave_up <= report.pairs // 500
    # Node 26's departure after modifier groups still occurs (if not: drop its class).
    assert report.node26_modifier_leak > 0
    # V8 runs a few dense patterns for hours (1 of 14,049 patterns at this seed).
    assert len(report.node_hung) <= report.patterns // 2000, report.node_hung


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_a_pattern_v8_does_not_finish_is_stopped_and_the_rest_compared() -> None:
    long = "a" * 40
    cases: list[Case] = [
        ("a+", False, ["aa", "b"], False),
        ("(a*)*b", False, ["ab", long, "b"], False),  # exponential in V8 on the second
        ("(", False, ["x"], False),
        ("b", False, ["b"], False),
    ]
    out = run_node(cases, seconds=1.5)
    assert out[0] == {"results": [["aa"], None]}
    assert out[1] == {"results": [["ab", "a"]], "hung": True}
    assert "error" in out[2]
    assert out[3] == {"results": [["b"]]}
    report = compare(cases, out)
    assert report.node_hung == [f"'(a*)*b' (i=False) on {long!r}"]
    assert report.differences == []


def main() -> None:
    """The long run outside pytest (the pinned Node 26 of ``oracles/``; ``$WEBAPI_NODE26``
    names another)."""
    import argparse

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=SEED + 1)
    args = parser.parse_args()
    report = run(args.pairs, args.seed)
    print(
        f"pairs {report.pairs}, patterns {report.patterns}, matches {report.matches}, "
        f"JS syntax errors {report.js_syntax_errors}, untranslatable patterns "
        f"{sum(report.untranslatable.values())} ({report.untranslatable_pairs} pairs), "
        f"differences {len(report.differences)}; URLPattern-shaped patterns "
        f"{report.urlpattern_shaped} ({report.urlpattern_untranslatable} untranslatable)"
    )
    for kind, n in report.untranslatable.most_common():
        print(f"  untranslatable {kind}: {n}  e.g. {report.untranslatable_examples[kind]!r}")
    print(
        f"matcher patterns {report.matcher_patterns}, production gave up on "
        f"{report.production_gave_up} pairs, matcher (re's patterns) on {report.matcher_gave_up}"
    )
    print(f"Node 26's reading of a class after a modifier group: {report.node26_modifier_leak}")
    for line in report.node_hung:
        print("V8 HUNG", line)
    for line in report.differences[:60]:
        print("DIFF", line)


if __name__ == "__main__":
    main()
