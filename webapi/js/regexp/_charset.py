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

Beside that restriction, every set also holds ``wide``: its exact members over all code points
(the subject characters it matches, case closed under ``i`` by the case classes of
``_unicode``), for the matcher, which runs on any subject (the ``pattern`` attribute's values).
``wide`` is a :data:`Boundaries` tuple; its properties come from ``_unicode``.

https://tc39.es/ecma262/#sec-compiletocharset
https://tc39.es/ecma262/#sec-runtime-semantics-canonicalize-ch
https://tc39.es/ecma262/#sec-maybesimplecasefolding
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from . import _unicode

#: A set of code points as the sorted starts and (exclusive) ends of its runs:
#: ``(0x41, 0x5B, 0x61, 0x7B)`` is A-Z and a-z.  A code point is a member when an odd number
#: of boundaries are at or below it.
Boundaries = tuple[int, ...]

#: One past the last code point.
END = 0x110000
ALL: Boundaries = (0, END)
NONE: Boundaries = ()


def contains(b: Boundaries, c: int) -> bool:
    """Whether ``c`` is in ``b``."""
    return bisect_right(b, c) & 1 == 1


def of_runs(runs: Iterable[tuple[int, int]]) -> Boundaries:
    """The set of the inclusive runs ``(low, high)``, in any order."""
    out: list[int] = []
    for low, high in sorted(runs):
        if out and low <= out[-1]:
            out[-1] = max(out[-1], high + 1)
        else:
            out.extend((low, high + 1))
    return tuple(out)


def of_points(cps: Iterable[int]) -> Boundaries:
    return of_runs((c, c) for c in cps)


def _combine(a: Boundaries, b: Boundaries, keep: Callable[[bool, bool], bool]) -> Boundaries:
    out: list[int] = []
    inside = False
    for x in sorted(set(a) | set(b)):
        now = keep(bisect_right(a, x) & 1 == 1, bisect_right(b, x) & 1 == 1)
        if now != inside:
            out.append(x)
            inside = now
    return tuple(out)


def wide_union(a: Boundaries, b: Boundaries) -> Boundaries:
    return _combine(a, b, lambda x, y: x or y)


def wide_union_all(parts: Iterable[Boundaries]) -> Boundaries:
    """The union of any number of boundary lists at once: their runs sorted once (a class of n
    members is n log n to build, where a union at a time rebuilds the whole list n times)."""
    return of_runs((b[i], b[i + 1] - 1) for b in parts for i in range(0, len(b), 2))


def wide_intersection(a: Boundaries, b: Boundaries) -> Boundaries:
    return _combine(a, b, lambda x, y: x and y)


def wide_difference(a: Boundaries, b: Boundaries) -> Boundaries:
    return _combine(a, b, lambda x, y: x and not y)


def wide_complement(a: Boundaries) -> Boundaries:
    return _combine(ALL, a, lambda x, y: x and not y)


_case: dict[int, tuple[int, ...]] = {}
_fold: dict[int, int] = {}
_case_points: list[int] = []


def _case_tables() -> dict[int, tuple[int, ...]]:
    """Each code point of a case class, to its class (``_unicode.CASE_CLASSES``)."""
    if not _case:
        case: dict[int, tuple[int, ...]] = {}
        fold: dict[int, int] = {}
        for members in _unicode.CASE_CLASSES:
            # The simple case folding: the member that folds to itself in Python's database
            # (its full folding), else (a class Python's older Unicode does not know) the
            # last; the classes of U+0390 and U+1FD3 (no member folds to itself) the first.
            own = [c for c in members if chr(c).casefold() == chr(c)]
            target = own[0] if len(own) == 1 else members[-1] if own else members[0]
            for c in members:
                case[c] = members
                fold[c] = target
        # (Filled at once, ``_case`` last: another thread sees both tables whole or empty.)
        _fold.update(fold)
        _case.update(case)
    return _case


def scf_full(c: int) -> int:
    """Simple case folding of any code point (Canonicalize with [[Unicode]] and
    [[IgnoreCase]]): the same for two code points exactly when ``/vi`` makes them equal."""
    _case_tables()
    return _fold.get(c, c)


def wide_case_closure(b: Boundaries) -> Boundaries:
    """Every code point whose case class meets ``b`` (MaybeSimpleCaseFolding, then the
    subject characters matching one of them)."""
    case = _case_tables()
    if not _case_points:
        _case_points.extend(sorted(case))
    extra: set[int] = set()
    for i in range(0, len(b), 2):
        first = bisect_left(_case_points, b[i])
        for c in _case_points[first : bisect_left(_case_points, b[i + 1])]:
            extra.update(case[c])
    return wide_union(b, of_points(extra)) if extra else b


_runs_cache: dict[int, Boundaries] = {}


def property_members(table: str, name: str) -> Boundaries:
    """The members of a property over all code points (``table``: "BINARY", "GC", "SC",
    "SCX" or "STRINGS" of ``_unicode``); empty when Node 26 does not know it."""
    index = getattr(_unicode, table).get(name)
    if index is None:
        return NONE
    if index not in _runs_cache:
        runs = []
        for part in filter(None, _unicode.RUNS[index].split(",")):  # ("": no member)
            low, _, high = part.partition("-")
            runs.append((int(low, 16), int(high or low, 16)))
        _runs_cache[index] = of_runs(runs)
    return _runs_cache[index]


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
    #: The exact members over all code points (see the module docstring); ``strings`` holds
    #: every string then, of any code points (the ``re`` emitter drops what ASCII never meets).
    wide: Boundaries = NONE

    def union(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars | other.chars,
            self.strings | other.strings,
            self.others or other.others,
            wide_union(self.wide, other.wide),
        )

    def intersection(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars & other.chars,
            self.strings & other.strings,
            self.others and other.others,
            wide_intersection(self.wide, other.wide),
        )

    def difference(self, other: ClassSet) -> ClassSet:
        return ClassSet(
            self.chars - other.chars,
            self.strings - other.strings,
            self.others and not other.others,
            wide_difference(self.wide, other.wide),
        )


EMPTY = ClassSet(frozenset())


def union_all(sets: Sequence[ClassSet]) -> ClassSet:
    """The union of the ``sets`` (a ClassUnion's operands: ``[abc...]``), in one pass."""
    if len(sets) == 1:
        return sets[0]
    return ClassSet(
        frozenset().union(*(item.chars for item in sets)),
        frozenset().union(*(item.strings for item in sets)),
        any(item.others for item in sets),
        wide_union_all(item.wide for item in sets),
    )


def case_closure(cps: frozenset[int] | set[int]) -> frozenset[int]:
    """The members of ``UNIVERSE`` whose simple case folding is that of one of ``cps``: the
    subject characters that match one of ``cps`` under ``i`` (Canonicalize(ch) equals
    Canonicalize(member); no code point outside ``UNIVERSE`` folds into it)."""
    folded = {scf(c) for c in cps if c in UNIVERSE}
    return frozenset(c for c in UNIVERSE if scf(c) in folded)


def of_code_points(
    cps: frozenset[int] | set[int],
    fold: bool,
    others: bool = False,
    wide: Boundaries | None = None,
) -> ClassSet:
    """The set of ``cps`` (any code points; ``wide`` the same over all code points when they
    are not all in ``cps``); under ``fold`` (MaybeSimpleCaseFolding, then Canonicalize of the
    subject) every character of their case."""
    inside = case_closure(cps) if fold else frozenset(c for c in cps if c in UNIVERSE)
    members = of_points(cps) if wide is None else wide
    return ClassSet(inside, frozenset(), others, wide_case_closure(members) if fold else members)


def of_range(low: int, high: int, fold: bool) -> ClassSet:
    """``[low-high]``; ``others`` when the range reaches past ASCII (best effort)."""
    cps = {c for c in UNIVERSE if low <= c <= high}
    wide = of_runs([(low, high)])
    return of_code_points(cps, fold, others=high >= 0x80 and high - low > 0x40, wide=wide)


def of_string(cps: tuple[int, ...], fold: bool) -> ClassSet:
    """A ``\\q{...}`` alternative: a one-code-point string is a character.

    V8's departure from ECMA-262, followed (as Chromium and Node match): under ``i`` a
    one-code-point string is its simple case folding alone, not every character of its case
    (``[\\q{B}]`` matches "b", not "B"; ``[[a-z]--[\\q{b}]]`` then matches "B").  ECMA-262 folds
    it like any other ClassSetCharacter."""
    if len(cps) == 1:
        if fold:
            folded = scf_full(cps[0])
            return ClassSet(frozenset({folded} & UNIVERSE), wide=of_points([folded]))
        return of_code_points({cps[0]}, fold)
    if fold:
        cps = tuple(scf_full(c) for c in cps)
    return ClassSet(frozenset(), frozenset({cps}))


def fold_set(s: ClassSet) -> ClassSet:
    """MaybeSimpleCaseFolding of a set built without it (its members' cases added)."""
    return ClassSet(
        case_closure(s.chars),
        frozenset(tuple(scf_full(c) for c in t) for t in s.strings),
        s.others,
        wide_case_closure(s.wide),
    )


def complement(s: ClassSet, fold: bool) -> ClassSet:
    """CharacterComplement: within AllCharacters (the fold-invariant code points under ``vi``,
    so a character is in the complement exactly when none of its case is in ``s``: the
    complement of the subject characters ``s`` matches).  Only called on sets without strings
    (a syntax rule)."""
    return ClassSet(UNIVERSE - s.chars, frozenset(), not s.others, wide_complement(s.wide))


def matched_ascii(chars: frozenset[int], fold: bool) -> frozenset[int]:
    """The ASCII subject characters a CharSet matcher with members ``chars`` accepts (the
    members are subject characters already, case closed under ``fold``)."""
    return frozenset(c for c in chars if c < 128)


def _literal_table(fold: bool) -> dict[int, frozenset[int]]:
    return {c: matched_ascii(case_closure({c}) if fold else frozenset({c}), fold) for c in UNIVERSE}


_LITERALS = {False: _literal_table(False), True: _literal_table(True)}


def literal(c: int, fold: bool) -> frozenset[int]:
    """The ASCII subject characters a pattern character ``c`` matches."""
    return _LITERALS[fold].get(c, frozenset())


def literal_wide(c: int, fold: bool) -> Boundaries:
    """Every subject character a pattern character ``c`` matches."""
    if fold and c in _case_tables():
        return of_points(_case[c])
    return (c, c + 1)


DIGITS = frozenset(range(0x30, 0x3A))
#: WhiteSpace and LineTerminator members of UNIVERSE (the others are outside it).
SPACES = frozenset({0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20})
#: https://tc39.es/ecma262/#sec-white-space and #sec-line-terminators: every member.
SPACES_WIDE = of_points([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029])
SPACES_WIDE = wide_union(SPACES_WIDE, of_runs([(0x2000, 0x200A), (0x202F, 0x202F)]))
SPACES_WIDE = wide_union(SPACES_WIDE, of_points([0x205F, 0x3000, 0xFEFF]))
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
        base = of_code_points(SPACES, fold, wide=SPACES_WIDE)
    else:
        base = of_code_points(word_characters(fold), fold)
    return complement(base, fold) if letter.isupper() else base
