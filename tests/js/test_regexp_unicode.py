"""The matcher over every code point (``webapi.js.regexp.compile_matcher``, which the
``pattern`` attribute's constraint runs) against Node 26's own ``RegExp``: non-ASCII and astral
subjects, property escapes, case folding beyond ASCII, and the tables of
``webapi/js/regexp/_unicode.py`` (the generator: ``generate/regexp_unicode.py``, run by
``python -m generate regexp-unicode``).

The differential generates patterns (flags ``v``, ``vi``) from a fixed seed over literals,
escapes and classes that meet non-ASCII text, nested quantifiers among them, and subjects from
an alphabet of ASCII, Latin, Greek, Cherokee, CJK and astral characters; Node runs the batch
once with the sticky flag (a match at index 0, what ``Matcher.match`` is), and every pair
agrees: match or not, every capture.  ``python tests/js/test_regexp_unicode.py [--pairs N]``
runs a longer campaign.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

SEED = 20261127

#: Subject characters: ASCII, Latin-1 and beyond (the case pairs of U+017F, U+212A, ß and
#: ẞ, final sigma), Greek, Cherokee (whose simple case folding is to its capitals), CJK,
#: astral letters, emoji and a lone surrogate.
ALPHABET = (
    "aAkKsS1_ \n"
    "éÉßẞſK\u00b5\u039c\u03bcΣσςΐΐ"
    "\u13a0\uab70\u4e00\u3042\u0663\u00a0\u2028"
    "\U0001f600\U00010400\U00010428\U0001d400\U0010ffff\U00020000\ud800"
)
LITERALS = [
    "a",
    "K",
    "é",
    "É",
    "ß",
    "ẞ",
    "σ",
    "Σ",
    "ς",
    "\\u1234",
    "\\u{10FFFF}",
    "\\u{1F600}",
    "\U0001f600",
    "\\u{10400}",
    "\\u{10428}",
    "\\uAB70",
    "\\u13A0",
    "\\u4E00",
    "ſ",
    "\\u212A",
    "\\u00B5",
    "\\u{20000}",
    "ΐ",
]
ESCAPES = [
    "\\p{L}",
    "\\P{L}",
    "\\p{Lu}",
    "\\p{Ll}",
    "\\p{Lo}",
    "\\p{N}",
    "\\p{Nd}",
    "\\p{sc=Greek}",
    "\\p{scx=Han}",
    "\\p{sc=Cherokee}",
    "\\p{Script=Latin}",
    "\\p{Alphabetic}",
    "\\p{Uppercase}",
    "\\p{Emoji_Presentation}",
    "\\p{White_Space}",
    "\\p{Any}",
    "\\p{ASCII}",
    "\\p{Assigned}",
    "\\p{Changes_When_Casefolded}",
    "\\p{Basic_Emoji}",
    "\\d",
    "\\D",
    "\\w",
    "\\W",
    "\\s",
    "\\S",
    ".",
]
CLASSES = [
    "[à-ÿ]",
    "[α-ω]",
    "[\\u{1F600}-\\u{1F64F}]",
    "[^a]",
    "[^\\p{L}]",
    "[\\p{L}--\\p{ASCII}]",
    "[\\p{Lu}&&\\p{sc=Greek}]",
    "[\\q{ß|ſK|\\u{1F600}}]",
    "[\\w--\\d]",
    "[\\u{10000}-\\u{10FFFF}]",
    "[^\\u{10400}-\\u{1044F}]",
    "[ͰͱͲͳ]",
    "[a-zA-Z]",
]


def pattern(rng: random.Random, depth: int = 2) -> str:
    def alternative(depth: int) -> str:
        return "".join(term(depth) for _ in range(rng.choice([1, 1, 2, 2, 3])))

    def term(depth: int) -> str:
        r = rng.random()
        if r < 0.35:
            atom = rng.choice(LITERALS)
        elif r < 0.6:
            atom = rng.choice(ESCAPES)
        elif r < 0.75:
            atom = rng.choice(CLASSES)
        elif depth > 0:
            body = "|".join(alternative(depth - 1) for _ in range(rng.choice([1, 1, 2])))
            # (No modifier groups: Node 26 reads a class after one otherwise than ECMA-262
            # and Chromium, which test_regexp_differential.py classifies.)
            atom = rng.choice(["(", "(?:"]) + body + ")"
        else:
            atom = rng.choice(LITERALS)
        if rng.random() < 0.4:
            atom += rng.choice(["*", "+", "?", "{2}", "{1,3}", "*?", "+?"])
        return atom

    text = alternative(depth)
    return text + ("$" if rng.random() < 0.5 else "")


def subjects(rng: random.Random, n: int) -> list[str]:
    out = {""}
    while len(out) < n:
        out.add("".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 6))))
    return sorted(out)


Case = tuple[str, bool, list[str]]


def generate(pairs: int, seed: int = SEED) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    count = 0
    while count < pairs:
        subs = subjects(rng, 10)
        cases.append((pattern(rng), rng.random() < 0.4, subs))
        count += len(subs)
    return cases


NODE_FUNCTION = r"""(cases) => cases.map(([source, icase, subjects]) => {
  let re;
  try { re = new RegExp(source, icase ? "viy" : "vy"); } catch (e) { return null; }
  return subjects.map((s) => {
    re.lastIndex = 0;
    const m = re.exec(s);
    return m === null ? null : Array.from(m, (x) => x === undefined ? null : x);
  });
})"""


def compare(cases: list[Case], answers: list[Any]) -> tuple[int, int, list[str]]:
    """(pairs compared, matches, differences)."""
    from webapi.js.regexp import compile_matcher

    pairs = matches = 0
    differences: list[str] = []
    for (source, icase, subs), expected in zip(cases, answers, strict=True):
        try:
            matcher = compile_matcher(source, ignore_case=icase)
        except TypeError as error:
            if expected is not None:
                differences.append(f"{source!r} (i={icase}): {error}, Node compiles")
            continue
        if expected is None:
            differences.append(f"{source!r} (i={icase}): Node throws, we compile")
            continue
        for subject, js in zip(subs, expected, strict=True):
            pairs += 1
            m = matcher.match(subject)
            got = None if m is None else [m.group(0), *m.groups()]
            matches += got is not None
            if got != js:
                differences.append(f"{source!r} (i={icase}) on {subject!r}: JS {js}, we {got}")
    return pairs, matches, differences


def run(pairs: int, seed: int = SEED) -> tuple[int, int, list[str]]:
    from oracles import node26_evaluate

    cases = generate(pairs, seed)
    return compare(cases, node26_evaluate(NODE_FUNCTION, cases, timeout=300))


@pytest.mark.needs_subprocess
def test_the_matcher_agrees_with_node_on_non_ascii_subjects() -> None:
    """3,000 pairs (about 1.5 s here): no difference."""
    pairs, matches, differences = run(3000)
    assert pairs >= 3000 and matches > 300
    assert differences == [], "\n".join(differences[:20])


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_the_matcher_agrees_with_node_on_many_more_pairs() -> None:
    """60,000 pairs of another seed (about 30 s here)."""
    pairs, _, differences = run(60_000, SEED + 1)
    assert pairs >= 60_000
    assert differences == [], "\n".join(differences[:20])


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_the_unicode_tables_are_what_node_says() -> None:
    """The generated tables against a new reading of Node 26 (about 7 s here)."""
    from generate import regexp_unicode
    from oracles import node26

    text = regexp_unicode.render(regexp_unicode.ask_node(node26()))
    assert regexp_unicode.TARGET.read_text(encoding="utf-8") == text, (
        "stale: run python -m generate regexp-unicode"
    )


@pytest.mark.parametrize(
    ("source", "ignore_case", "subject", "expected"),
    [
        ("^\\u1234$", False, "\u1234", "\u1234"),
        ("^\\u{10FFFF}$", False, "\U0010ffff", "\U0010ffff"),
        ("^.$", False, "\U0001f600", "\U0001f600"),  # one code point, not two units
        ("^[\\p{L}]+$", False, "é\u4e00\U00010400", "é\u4e00\U00010400"),
        ("^\\p{sc=Greek}+$", False, "αβγ", "αβγ"),
        ("^\\P{L}$", False, "é", None),
        ("^ß$", True, "ẞ", "ẞ"),
        ("^σ+$", True, "Σσς", "Σσς"),
        ("^\\u13A0$", True, "\uab70", "\uab70"),  # Cherokee folds to its capitals
        ("^\\u{10400}$", True, "\U00010428", "\U00010428"),  # Deseret, astral
        ("^[^a]$", False, "\U0001f600", "\U0001f600"),
        ("^\\s$", False, "\u3000", "\u3000"),
        ("^\\w$", True, "\u212a", "\u212a"),
        ("^\\p{ASCII}$", True, "\u017f", None),  # V8 does not fold \p{ASCII}
        ("^\\P{ASCII}$", True, "\u017f", "\u017f"),
        ("^[\\q{\\u{1F600}\\u{1F601}}]$", False, "\U0001f600\U0001f601", "\U0001f600\U0001f601"),
        # WPT's pattern_attribute.html: the members of one code point of a property of strings
        ("^\\p{RGI_Emoji}+$", False, "\U0001f618\U0001f48b", "\U0001f618\U0001f48b"),
        ("^\\p{Basic_Emoji}$", False, "\u231a", "\u231a"),
        ("^\\p{Emoji_Keycap_Sequence}?$", False, "#", None),  # (no member of one code point)
    ],
)
def test_code_points_properties_and_case_folding(
    source: str, ignore_case: bool, subject: str, expected: str | None
) -> None:
    from webapi.js.regexp import compile_matcher

    match = compile_matcher(source, ignore_case=ignore_case).match(subject)
    assert (None if match is None else match.group(0)) == expected


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    pairs, matches, differences = run(args.pairs, args.seed)
    print(f"{pairs} pairs, {matches} matches, {len(differences)} differences")
    for line in differences[:50]:
        print(line)
    return 1 if differences else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main(sys.argv[1:]))
