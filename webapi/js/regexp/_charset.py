"""Character sets of a JavaScript ``v``-flag RegExp, computed over the code points that matter.

Every subject a URLPattern regular expression runs on is ASCII.  Under ``i`` JavaScript compares
``scf(subject char)`` with ``scf(member)`` (simple case folding, ECMA-262 Canonicalize with
[[Unicode]] true), and with the ``v`` flag every class is case folded when it is built and
complemented within the fold-invariant code points (CharacterComplement, AllCharacters).  The
only code points outside ASCII whose simple case folding is ASCII are U+017F (ſ → s) and U+212A
(K → k), so a set restricted to the universe ``U`` = ASCII + those two is exact for every ASCII
subject: no other code point can fold into ``U``.

A :class:`ClassSet` holds the members of ``U`` as the subject characters they match (under ``i``
a member brings every character of its case: ``[a]`` holds ``a`` and ``A``; matching a subject
character is then membership, as in V8, which builds its classes so), the strings (``\\q{...}``,
properties of strings) whose code points are all in ``U`` (a string with another code point can
never match ASCII text, and set operations act element by element, so dropping it changes
nothing), and ``others``: whether generic non-ASCII characters are members (the complement
forms; only a best effort for non-ASCII subjects, which URLPattern never produces).

https://tc39.es/ecma262/#sec-compiletocharset
https://tc39.es/ecma262/#sec-runtime-semantics-canonicalize-ch
https://tc39.es/ecma262/#sec-maybesimplecasefolding
"""

from __future__ import annotations

from dataclasses import dataclass

LONG_S = 0x017F
KELVIN = 0x212A

#: The code points whose membership decides every match on an ASCII subject.
UNIVERSE: frozenset[int] = frozenset(range(128)) | {LONG_S, KELVIN}


def scf(c: int) -> int:
    """Simple case folding, for the code points of ``UNIVERSE`` (others are returned as is:
    none of them folds into ``UNIVERSE``)."""
    if 0x41 <= c <= 0x5A:
        return c + 0x20
    if c == LONG_S:
        return 0x73
    if c == KELVIN:
        return 0x6B
    return c


@dataclass(frozen=True, slots=True)
class ClassSet:
    """A CharSet of the ``v`` flag, restricted to ``UNIVERSE`` (see the module docstring)."""

    chars: frozenset[int]
    strings: frozenset[tuple[int, ...]] = frozenset()
    others: bool = False

    def union(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars | other.chars, self.strings | other.strings, self.others or other.others
        )

    def intersection(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars & other.chars, self.strings & other.strings, self.others and other.others
        )

    def difference(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars - other.chars,
            self.strings - other.strings,
            self.others and not other.others,
        )


EMPTY = ClassSet(frozenset())


def case_closure(cps: frozenset[int] | set[int]) -> frozenset[int]:
    """The members of ``UNIVERSE`` whose simple case folding is that of one of ``cps``: the
    subject characters that match one of ``cps`` under ``i`` (Canonicalize(ch) equals
    Canonicalize(member); no code point outside ``UNIVERSE`` folds into it)."""
    folded = {scf(c) for c in cps if c in UNIVERSE}
    return frozenset(c for c in UNIVERSE if scf(c) in folded)


def of_code_points(cps: frozenset[int] | set[int], fold: bool, others: bool = False) -> ClassSet:
    """The set of ``cps`` (any code points); under ``fold`` (MaybeSimpleCaseFolding, then
    Canonicalize of the subject) every character of their case."""
    inside = case_closure(cps) if fold else frozenset(c for c in cps if c in UNIVERSE)
    return ClassSet(inside, frozenset(), others)


def of_range(low: int, high: int, fold: bool) -> ClassSet:
    """``[low-high]``; ``others`` when the range reaches past ASCII (best effort)."""
    cps = {c for c in UNIVERSE if low <= c <= high}
    return of_code_points(cps, fold, others=high >= 0x80 and high - low > 0x40)


def of_string(cps: tuple[int, ...], fold: bool) -> ClassSet:
    """A ``\\q{...}`` alternative: a one-code-point string is a character.

    V8's departure from ECMA-262, followed (as Chromium and Node match): under ``i`` a
    one-code-point string is its simple case folding alone, not every character of its case
    (``[\\q{B}]`` matches "b", not "B"; ``[[a-z]--[\\q{b}]]`` then matches "B").  ECMA-262 folds
    it like any other ClassSetCharacter."""
    if len(cps) == 1:
        if fold:
            folded = scf(cps[0])
            return ClassSet(frozenset({folded} & UNIVERSE))
        return of_code_points({cps[0]}, fold)
    if any(c not in UNIVERSE for c in cps):
        return EMPTY
    if fold:
        cps = tuple(scf(c) for c in cps)
    return ClassSet(frozenset(), frozenset({cps}))


def fold_set(s: ClassSet) -> ClassSet:
    """MaybeSimpleCaseFolding of a set built without it (its members' cases added)."""
    return ClassSet(
        case_closure(s.chars),
        frozenset(tuple(scf(c) for c in t) for t in s.strings),
        s.others,
    )


def complement(s: ClassSet, fold: bool) -> ClassSet:
    """CharacterComplement: within AllCharacters (the fold-invariant code points under ``vi``,
    so a character is in the complement exactly when none of its case is in ``s``: the
    complement of the subject characters ``s`` matches).  Only called on sets without strings
    (a syntax rule)."""
    return ClassSet(UNIVERSE - s.chars, frozenset(), not s.others)


def matched_ascii(chars: frozenset[int], fold: bool) -> frozenset[int]:
    """The ASCII subject characters a CharSet matcher with members ``chars`` accepts (the
    members are subject characters already, case closed under ``fold``)."""
    return frozenset(c for c in chars if c < 128)


def _literal_table(fold: bool) -> dict[int, frozenset[int]]:
    return {c: matched_ascii(of_code_points({c}, fold).chars, fold) for c in UNIVERSE}


_LITERALS = {False: _literal_table(False), True: _literal_table(True)}


def literal(c: int, fold: bool) -> frozenset[int]:
    """The ASCII subject characters a pattern character ``c`` matches."""
    return _LITERALS[fold].get(c, frozenset())


DIGITS = frozenset(range(0x30, 0x3A))
#: WhiteSpace and LineTerminator members of UNIVERSE (the others are outside it).
SPACES = frozenset({0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20})
BASIC_WORD = frozenset(range(0x30, 0x3A)) | frozenset(range(0x41, 0x5B))
BASIC_WORD |= frozenset(range(0x61, 0x7B)) | {0x5F}
LINE_TERMINATORS = frozenset({0x0A, 0x0D, 0x2028, 0x2029})


def word_characters(fold: bool) -> frozenset[int]:
    """WordCharacters(rer): basic word characters, plus those whose Canonicalize is one
    (ſ and K) when [[Unicode]] and [[IgnoreCase]] (always Unicode here)."""
    return BASIC_WORD | {LONG_S, KELVIN} if fold else BASIC_WORD


def class_escape(letter: str, fold: bool) -> ClassSet:
    """``\\d \\D \\s \\S \\w \\W`` (CharacterClassEscape, with MaybeSimpleCaseFolding)."""
    lower = letter.lower()
    if lower == "d":
        base = of_code_points(DIGITS, fold)
    elif lower == "s":
        base = of_code_points(SPACES, fold)
    else:
        base = of_code_points(word_characters(fold), fold)
    return complement(base, fold) if letter.isupper() else base
