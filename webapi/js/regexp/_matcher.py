"""ECMAScript's Pattern Semantics (ECMA-262 §22.2.2), for the patterns ``re`` cannot express.

Spec: https://tc39.es/ecma262/#sec-pattern-semantics

:func:`compile_matcher` turns the tree :mod:`._parser` builds (flags already resolved: a
character node holds the code points it accepts) into a small program, and
:meth:`Matcher.match` runs it with an explicit backtracking stack: the spec's matchers and
continuations become instructions and choice points, so nothing recurses with the subject's
length or the number of iterations (only a lookaround runs a nested program, as deep as
lookarounds nest in the pattern).  What each instruction does, and the spec step it is:

- ``CHAR``: CharacterSetMatcher (https://tc39.es/ecma262/#sec-runtime-semantics-charactersetmatcher-abstract-operation),
  forward or backward (inside a lookbehind, where a sequence also runs last to first and a
  capture's end is recorded before its start);
- ``SPLIT``: a Disjunction's alternatives, tried in order, and a quantifier's two choices;
- ``SAVE``: the capture of a group (its start or end index);
- ``REPEAT_*``: RepeatMatcher (https://tc39.es/ecma262/#sec-runtime-semantics-repeatmatcher-abstract-operation):
  the body's captures reset at each iteration (step 4), an iteration after the minimum that
  ends where it began fails (the continuation ``d``, step 2.b), greedy or lazy (steps 7-11);
- ``BACKREF``: BackreferenceMatcher (https://tc39.es/ecma262/#sec-backreference-matcher),
  forward or backward, Canonicalize under ``i``; a group that did not participate matches
  empty;
- ``LOOK``: lookahead and lookbehind, atomic (no backtracking into them); a negative one
  keeps no captures (https://tc39.es/ecma262/#sec-compileassertion);
- ``ASSERT``: ``^``, ``$`` (multiline or not), ``\\b``, ``\\B``.

A state's captures and the quantifiers' counters live in registers; a choice point saves the
position, and every register change is logged on the same stack so that backtracking undoes
it (the spec's states are immutable copies; this is the same, done in place).

Subjects are code points (a ``str``): the ``u`` and ``v`` flags' reading, a character class's
members over all of Unicode (``Chars.wide``), ``i`` by the case classes of simple case folding.

Linear time: a pattern without backreferences runs with a memo of the states it has been in,
at each join of the program (a loop's head, where alternatives meet): the program counter, the
position, the counters of the quantifiers around it (clipped where larger counts behave alike)
and, for each loop around it, whether the position is where its iteration began (the empty
check).  Nothing else decides whether the rest of the match succeeds (captures only matter to
a backreference), so a state met again has failed already (it cannot be met again inside its
own attempt: that would be an empty iteration, which fails), and pruning it changes nothing
that backtracking in ECMA-262's order finds, captures included (nor does starting the memo
late: a run remembers states only after a few steps per code point of the subject, which most
runs never take).  Each state is then entered once: the time is linear in the subject for a
given pattern. A lookaround's result is remembered per position; one that captures nothing
also shares its remembered states across its runs from every position, each with its outcome
(:meth:`Matcher._run`'s ``outcomes``): a state entered in a run that succeeded, and not
backtracked past, leads to success from any run that meets it (nothing but the state decides
the rest), one backtracked past to failure; so all the runs of such a lookaround together enter
each state once, and ``(?:a(?=a*$))*`` is linear too. A lookaround that captures runs on its
own from each position (a pattern with one may be quadratic).

Budget: a match may take :data:`STEP_BUDGET` steps (a pattern without backreferences, that
many more per character of the subject and instruction of the program). V8 would run on for as
long as it takes (some patterns backtrack exponentially); here a match that exceeds the budget
is given up as no match, with a :class:`RegExpBudgetWarning` (docs/urlpattern.md).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

from ._ast import Alt, Assertion, BackRef, Chars, Empty, Fail, Group, Look, Node, Quant, Seq
from ._charset import contains, scf_full
from ._emit import consumes

__all__ = ["STEP_BUDGET", "Match", "Matcher", "RegExpBudgetWarning", "compile_matcher"]

#: The steps a match may take before it is given up (see the module docstring).
STEP_BUDGET = 2_000_000
#: The steps per code point of the subject (and 256 more) a run of a pattern without
#: backreferences takes before it remembers states (see the module docstring).
_MEMO_AFTER_STEPS_PER_CODE_POINT = 8

# Opcodes.  An instruction is a tuple whose first item is its opcode.
_CHAR, _CHAR_BACK, _SPLIT, _JUMP, _SAVE, _ASSERT, _BACKREF, _BACKREF_BACK = range(8)
_LOOK, _REPEAT_ENTER, _REPEAT_LOOP, _REPEAT_BEGIN, _REPEAT_END, _FAIL, _MATCH = range(8, 15)
# Kinds of stack entries: a choice point, and the undo records of the registers.
_CHOICE, _UNDO_CAPTURE, _UNDO_COUNT, _UNDO_START = range(4)

#: https://tc39.es/ecma262/#sec-line-terminators
_LINE_TERMINATORS = frozenset("\n\r\u2028\u2029")
#: https://tc39.es/ecma262/#sec-runtime-semantics-wordcharacters-abstract-operation (basic)
_WORD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


class RegExpBudgetWarning(RuntimeWarning):
    """A match took more than :data:`STEP_BUDGET` steps and was given up as no match."""


def _canonicalize(text: str) -> str:
    """https://tc39.es/ecma262/#sec-runtime-semantics-canonicalize-ch with [[Unicode]] and
    [[IgnoreCase]]: simple case folding, code point by code point."""
    return "".join(chr(scf_full(ord(ch))) for ch in text)


class _Compiler:
    """The program of a pattern (and one more per lookaround)."""

    def __init__(self) -> None:
        self.programs: list[list[tuple[Any, ...]]] = []
        self.quantifiers = 0

    def program(self, node: Node, backward: bool) -> int:
        """Compile ``node`` as a program of its own that ends in ``MATCH``; its index."""
        code: list[tuple[Any, ...]] = []
        index = len(self.programs)
        self.programs.append(code)
        self.emit(code, node, backward)
        code.append((_MATCH,))
        return index

    def emit(self, code: list[tuple[Any, ...]], node: Node, backward: bool) -> None:
        """https://tc39.es/ecma262/#sec-compilesubpattern for one node, appended to ``code``."""
        if isinstance(node, Chars):
            wide = node.wide
            if wide is None:  # the ASCII members (and ``others``: every other code point)
                wide = (0x80, 0x110000) if node.others else ()
            code.append((_CHAR_BACK if backward else _CHAR, node.ascii, wide))
        elif isinstance(node, Empty):
            pass
        elif isinstance(node, Seq):
            # https://tc39.es/ecma262/#sec-compilesubpattern Alternative: "If direction is
            # backward, ... m2 then m1".
            for item in reversed(node.items) if backward else node.items:
                self.emit(code, item, backward)
        elif isinstance(node, Alt):
            self.alternatives(code, node.items, backward)
        elif isinstance(node, Group):
            start, end = 2 * node.index, 2 * node.index + 1
            code.append((_SAVE, end if backward else start))
            self.emit(code, node.body, backward)
            code.append((_SAVE, start if backward else end))
        elif isinstance(node, Quant):
            self.repeat(code, node, backward)
        elif isinstance(node, BackRef):
            groups = tuple(node.groups)
            code.append((_BACKREF_BACK if backward else _BACKREF, groups, node.ignore_case))
        elif isinstance(node, Look):
            body = self.program(node.body, node.behind)
            slots = tuple(
                slot for index in _groups(node.body) for slot in (2 * index, 2 * index + 1)
            )
            code.append((_LOOK, body, node.negative, slots))
        elif isinstance(node, Assertion):
            code.append((_ASSERT, node.kind))
        elif isinstance(node, Fail):
            code.append((_FAIL,))
        else:  # pragma: no cover - the parser builds no other node
            raise TypeError(f"unknown regexp node {node!r}")

    def alternatives(
        self, code: list[tuple[Any, ...]], items: Sequence[Node], backward: bool
    ) -> None:
        """https://tc39.es/ecma262/#sec-compilesubpattern Disjunction: each alternative in
        order, the next one a choice point."""
        jumps = []
        for position, item in enumerate(items):
            split = None
            if position < len(items) - 1:
                split = len(code)
                code.append((_SPLIT, 0, 0))  # patched below
            self.emit(code, item, backward)
            if split is not None:
                jumps.append(len(code))
                code.append((_JUMP, 0))
                code[split] = (_SPLIT, split + 1, len(code))
        for jump in jumps:
            code[jump] = (_JUMP, len(code))

    def repeat(self, code: list[tuple[Any, ...]], node: Quant, backward: bool) -> None:
        """https://tc39.es/ecma262/#sec-runtime-semantics-repeatmatcher-abstract-operation as
        a loop over a counter: ``REPEAT_LOOP`` decides whether to iterate (steps 1, 7-11),
        ``REPEAT_BEGIN`` resets the body's captures (step 4), ``REPEAT_END`` is the
        continuation ``d`` (the empty check of step 2.b, then one more iteration)."""
        minimum, maximum = node.min, node.max
        if not consumes(node.body):
            # Every iteration of a body that cannot consume starts where the last one did, with
            # the same captures (step 4 resets them): iterations past the first repeat it, and
            # past the minimum the empty check fails them. Once is the same, and (?:){10**9}
            # does not take a billion steps.
            minimum, maximum = min(minimum, 1), 1 if maximum is None else min(maximum, 1)
        quantifier = self.quantifiers
        self.quantifiers += 1
        slots = tuple(slot for index in _groups(node.body) for slot in (2 * index, 2 * index + 1))
        code.append((_REPEAT_ENTER, quantifier))
        loop = len(code)
        code.append((_REPEAT_LOOP,))  # patched below
        begin = len(code)
        code.append((_REPEAT_BEGIN, quantifier, slots))
        self.emit(code, node.body, backward)
        code.append((_REPEAT_END, quantifier, minimum, loop))
        code[loop] = (_REPEAT_LOOP, quantifier, minimum, maximum, node.greedy, begin, len(code))


def _groups(node: Node) -> list[int]:
    """The capture groups inside ``node`` (lookarounds included): parenIndex to
    parenIndex + parenCount."""
    found: list[int] = []
    pending = [node]
    while pending:
        current = pending.pop()
        if isinstance(current, Group):
            found.append(current.index)
            pending.append(current.body)
        elif isinstance(current, Seq | Alt):
            pending.extend(current.items)
        elif isinstance(current, Quant | Look):
            pending.append(current.body)
        elif isinstance(current, Fail) and current.keep is not None:
            pending.append(current.keep)
    return found


class Match:
    """A successful match: ``group(0)`` the matched text, ``groups()`` the captures (None for
    a group that did not participate), as ``re.Match`` gives them."""

    __slots__ = ("_captures", "_subject")

    def __init__(self, subject: str, captures: list[int | None]) -> None:
        self._subject = subject
        self._captures = captures

    def group(self, index: int = 0) -> str | None:
        start, end = self._captures[2 * index], self._captures[2 * index + 1]
        if start is None or end is None:
            return None
        return self._subject[start:end]

    def groups(self) -> tuple[str | None, ...]:
        return tuple(self.group(i) for i in range(1, len(self._captures) // 2))

    def end(self) -> int:
        end = self._captures[1]
        assert end is not None
        return end


class _Budget:
    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = STEP_BUDGET


class _GiveUp(Exception):
    """The step budget ran out."""


class Matcher:
    """A compiled pattern: :meth:`match` as ``re.Pattern.match`` (anchored at index 0),
    with ECMAScript's semantics."""

    __slots__ = ("_captures", "_joins", "_linear", "_programs", "_quantifiers", "source")

    def __init__(self, tree: Node, capture_count: int, source: str = "") -> None:
        compiler = _Compiler()
        compiler.program(tree, False)
        self._programs = [tuple(code) for code in compiler.programs]
        self._quantifiers = compiler.quantifiers
        self._captures = capture_count
        self.source = source
        #: Whether the states are remembered (no backreference: see the module docstring).
        self._linear = not any(
            instruction[0] in (_BACKREF, _BACKREF_BACK)
            for code in self._programs
            for instruction in code
        )
        self._joins = [_joins(code) for code in self._programs]

    @property
    def linear(self) -> bool:
        """Whether a match takes time linear in the subject's length: the pattern has no
        backreference, nor a lookaround that captures (one that captures nothing shares its
        states across its runs; one that captures runs alone from each position, and may read
        on to the end each time)."""
        return self._linear and not any(
            instruction[0] == _LOOK and instruction[3]
            for code in self._programs
            for instruction in code
        )

    def match(self, subject: str, pos: int = 0) -> Match | None:
        """RegExpBuiltinExec with ``lastIndex`` ``pos`` and the sticky flag: a match starting
        at ``pos`` (a lookbehind sees the text before it, as with ``re``'s ``match(s, pos)``),
        or None."""
        captures: list[int | None] = [None] * (2 * (self._captures + 1))
        budget = _Budget()
        looks: dict[tuple[int, int], tuple[bool, tuple[int | None, ...]]] | None = None
        if self._linear:
            size = sum(len(code) for code in self._programs)
            budget.left += size * (len(subject) + 1) * 8
            looks = {}
        try:
            end = self._run(0, subject, pos, captures, budget, looks, {})
        except _GiveUp:
            warnings.warn(
                f"the regular expression {self.source!r} took more than {STEP_BUDGET:,} steps"
                " on a subject and was given up as no match",
                RegExpBudgetWarning,
                stacklevel=2,
            )
            return None
        if end is None:
            return None
        captures[0], captures[1] = pos, end
        return Match(subject, captures)

    def _run(
        self,
        program: int,
        subject: str,
        position: int,
        captures: list[int | None],
        budget: _Budget,
        looks: dict[tuple[int, int], tuple[bool, tuple[int | None, ...]]] | None,
        shared: dict[int, tuple[set[Any], set[Any]]],
        outcomes: tuple[set[Any], set[Any]] | None = None,
    ) -> int | None:
        """Run ``program`` from ``position``: the end position of its first success (with
        ``captures`` updated), or None. ``looks``: the lookarounds' results by program and
        position, when the states are remembered (None: not). ``outcomes``: the states of
        this program's earlier runs known to fail and known to succeed (a lookaround that
        captures nothing: see the module docstring), kept up to date; ``shared``: those of
        every such lookaround program, by program."""
        code = self._programs[program]
        # The memo starts once the run has taken a few steps per code point (as V8 turns to
        # its linear engine after much backtracking): most runs end first, without its cost.
        joins: list[Any] = [None] * len(code)
        switch = -1
        if outcomes is not None:  # (from the start: what it learns serves the other runs)
            joins = self._joins[program]
        elif looks is not None:
            switch = budget.left - _MEMO_AFTER_STEPS_PER_CODE_POINT * (len(subject) + 1) - 256
        seen: set[tuple[Any, ...]] = set()
        # (with outcomes: the states entered and not yet backtracked past, and at each choice
        # point on the stack how many of them there were when it was made)
        entered: list[tuple[Any, ...]] = []
        marks: list[int] = []
        counts = [0] * self._quantifiers
        starts = [0] * self._quantifiers
        stack: list[tuple[int, int, Any]] = []
        push = stack.append
        length = len(subject)
        pc = 0
        steps = budget.left
        while True:
            steps -= 1
            if steps < switch:
                joins, switch = self._joins[program], -1
            if steps < 0:
                raise _GiveUp
            instruction = code[pc]
            op = instruction[0]
            ok = True
            join = joins[pc]
            if join is not None:
                key = (
                    pc,
                    position,
                    *[min(counts[q], clip) for q, clip in join[0]],
                    *[starts[q] == position for q in join[1]],
                )
                if key in seen:
                    op = _FAIL  # met before: it failed (see the module docstring)
                elif outcomes is not None:
                    if key in outcomes[1]:
                        op = _MATCH  # an earlier run went on from it to success
                    elif key in outcomes[0]:
                        op = _FAIL
                    else:
                        seen.add(key)
                        entered.append(key)
                else:
                    seen.add(key)
            if op == _CHAR:
                if position < length:
                    c = ord(subject[position])
                    if c in instruction[1] if c < 128 else contains(instruction[2], c):
                        position += 1
                        pc += 1
                        continue
                ok = False
            elif op == _CHAR_BACK:
                if position > 0:
                    c = ord(subject[position - 1])
                    if c in instruction[1] if c < 128 else contains(instruction[2], c):
                        position -= 1
                        pc += 1
                        continue
                ok = False
            elif op == _SPLIT:
                push((_CHOICE, instruction[2], position))
                if outcomes is not None:
                    marks.append(len(entered))
                pc = instruction[1]
                continue
            elif op == _JUMP:
                pc = instruction[1]
                continue
            elif op == _SAVE:
                slot = instruction[1]
                push((_UNDO_CAPTURE, slot, captures[slot]))
                captures[slot] = position
                pc += 1
                continue
            elif op == _REPEAT_ENTER:
                quantifier = instruction[1]
                push((_UNDO_COUNT, quantifier, counts[quantifier]))
                counts[quantifier] = 0
                pc += 1
                continue
            elif op == _REPEAT_LOOP:
                _, quantifier, minimum, maximum, greedy, begin, exit_ = instruction
                count = counts[quantifier]
                if maximum is not None and count >= maximum:
                    pc = exit_  # step 1: max is zero
                elif count < minimum:
                    pc = begin  # step 7: min is not zero
                else:
                    if greedy:  # steps 10-11: the body first, then the continuation
                        push((_CHOICE, exit_, position))
                        pc = begin
                    else:  # steps 8-9: the continuation first
                        push((_CHOICE, begin, position))
                        pc = exit_
                    if outcomes is not None:
                        marks.append(len(entered))
                continue
            elif op == _REPEAT_BEGIN:
                _, quantifier, slots = instruction
                push((_UNDO_START, quantifier, starts[quantifier]))
                starts[quantifier] = position
                for slot in slots:
                    if captures[slot] is not None:
                        push((_UNDO_CAPTURE, slot, captures[slot]))
                        captures[slot] = None
                pc += 1
                continue
            elif op == _REPEAT_END:
                _, quantifier, minimum, loop = instruction
                count = counts[quantifier]
                # Step 2.b: "If min = 0 and y's endIndex = x's endIndex, return failure" (min
                # counts down with each iteration).
                if count >= minimum and position == starts[quantifier]:
                    ok = False
                else:
                    push((_UNDO_COUNT, quantifier, count))
                    counts[quantifier] = count + 1
                    pc = loop
                    continue
            elif op in (_BACKREF, _BACKREF_BACK):
                text = None
                for group in instruction[1]:
                    start, end = captures[2 * group], captures[2 * group + 1]
                    if start is not None and end is not None:
                        text = subject[start:end]
                        break
                if not text:  # did not participate, or empty: matches empty
                    pc += 1
                    continue
                size = len(text)
                if op == _BACKREF:
                    candidate = subject[position : position + size]
                    target = position + size
                else:
                    candidate = subject[max(position - size, 0) : position]
                    target = position - size
                if len(candidate) == size and (
                    candidate == text
                    or (instruction[2] and _canonicalize(candidate) == _canonicalize(text))
                ):
                    position = target
                    pc += 1
                    continue
                ok = False
            elif op == _LOOK:
                _, body, negative, own = instruction
                trial = list(captures)
                remembered = None if looks is None else looks.get((body, position))
                if remembered is None:
                    budget.left = steps
                    kept = None
                    if looks is not None and not own:
                        kept = shared.get(body)
                        if kept is None:
                            kept = shared[body] = (set(), set())
                    found = (
                        self._run(body, subject, position, trial, budget, looks, shared, kept)
                        is not None
                    )
                    steps = budget.left
                    if looks is not None:
                        looks[body, position] = found, tuple(trial[slot] for slot in own)
                else:
                    found = remembered[0]
                    for slot, value in zip(own, remembered[1], strict=True):
                        trial[slot] = value
                if negative:
                    ok = not found
                elif not found:
                    ok = False
                else:
                    for slot, value in enumerate(trial):
                        if value != captures[slot]:
                            push((_UNDO_CAPTURE, slot, captures[slot]))
                            captures[slot] = value
                if ok:
                    pc += 1
                    continue
            elif op == _ASSERT:
                if _assertion(instruction[1], subject, position):
                    pc += 1
                    continue
                ok = False
            elif op == _MATCH:
                budget.left = steps
                if outcomes is not None:
                    outcomes[1].update(entered)
                return position
            else:  # _FAIL
                ok = False
            # Failure: undo the registers back to the latest choice point and resume there.
            while True:
                if not stack:
                    budget.left = steps
                    if outcomes is not None:
                        outcomes[0].update(entered)
                    return None
                kind, first, second = stack.pop()
                if kind == _CHOICE:
                    pc, position = first, second
                    if outcomes is not None:
                        # (everything entered since this choice was made has failed)
                        mark = marks.pop()
                        outcomes[0].update(entered[mark:])
                        del entered[mark:]
                    break
                if kind == _UNDO_CAPTURE:
                    captures[first] = second
                elif kind == _UNDO_COUNT:
                    counts[first] = second
                else:
                    starts[first] = second


def _joins(
    code: Sequence[tuple[Any, ...]],
) -> list[tuple[tuple[tuple[int, int], ...], tuple[int, ...]] | None]:
    """For each instruction where paths of ``code`` meet (a loop's head, the target of a
    jump or of a choice), what its remembered state holds beside the position: the
    quantifiers whose counters matter there (each with the count past which all behave alike)
    and those whose empty check does; None elsewhere."""
    targets: set[int] = set()
    loops: list[tuple[int, int, int, int, int | None, int]] = []
    for pc, instruction in enumerate(code):
        op = instruction[0]
        if op == _JUMP:
            targets.add(instruction[1])
        elif op == _SPLIT:
            targets.update(instruction[1:3])
        elif op == _REPEAT_LOOP:
            _, quantifier, minimum, maximum, _greedy, begin, exit_ = instruction
            targets.add(pc)
            loops.append((pc, begin, exit_, quantifier, maximum, minimum))
    out: list[tuple[tuple[tuple[int, int], ...], tuple[int, ...]] | None] = [None] * len(code)
    for pc in sorted(targets):
        counters = tuple(
            (q, minimum if maximum is None else maximum)
            for loop, _begin, exit_, q, maximum, minimum in loops
            if loop <= pc < exit_ and (minimum if maximum is None else maximum) > 0
        )  # (a count clipped to 0 tells nothing)
        empties = tuple(q for _loop, begin, exit_, q, _m, _n in loops if begin < pc < exit_)
        out[pc] = counters, empties
    return out


def _assertion(kind: str, subject: str, position: int) -> bool:
    """https://tc39.es/ecma262/#sec-compileassertion"""
    if kind == "start":
        return position == 0
    if kind == "end":
        return position == len(subject)
    if kind == "line-start":
        return position == 0 or subject[position - 1] in _LINE_TERMINATORS
    if kind == "line-end":
        return position == len(subject) or subject[position] in _LINE_TERMINATORS
    before = position > 0 and subject[position - 1] in _WORD
    after = position < len(subject) and subject[position] in _WORD
    return (before != after) == (kind == "word")


def compile_matcher(tree: Node, capture_count: int, source: str = "") -> Matcher:
    """The matcher of a parsed pattern (``_parser.parse``'s tree and group count)."""
    return Matcher(tree, capture_count, source)
