"""Matching a component without custom regexp groups in time linear in the input.

https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list turns a part
list of fixed text, segment wildcards (``[^<delimiter>]+?``, lazy) and full wildcards (``.*``,
greedy), with their prefixes, suffixes and modifiers, into an expression without alternation,
lookaround or backreference.  ECMAScript runs it by backtracking: an optional piece or a
greedy repetition is tried with an iteration first and then without, a lazy wildcard's lengths
shortest first and a greedy one's longest first, and the first way to reach the end of the
input (the expression is anchored, ``^...$``) gives the groups.  On a near miss that is
polynomial in the input for two wildcards (``/*/*/z``) and exponential in the number of
optional groups, in V8 and in ``re`` alike.

:class:`LinearMatcher` finds the same first way by simulating every try at once (Pike's
method): the expression becomes a small program of consuming instructions (a code point, ``.``,
``[^<delimiter>]``) and ε-instructions (split with a preferred branch, jump, save a group
boundary, match); the threads at each position are kept in the backtracking order, and of the
threads that reach one instruction at one position only the first is kept: everything after
that instruction depends only on the instruction and the position (no backreference), so a
later thread there could only find a way the first one finds before it.  The highest thread
at ``match`` once the input is consumed is the backtracking engine's first match, with its
groups.  Work is O(input × program) and no budget is needed.

Where the expression differs from such a program (ECMA-262's RepeatMatcher rejects an
iteration beyond the minimum that matches the empty string):

- ``(?:)?``, ``(?:)*``, ``(?:)+`` (an empty fixed-text part with a modifier) match the empty
  string only;
- ``(.*)?`` is ``(.+)?`` (the translator rewrites it so too), and the iterations of
  ``((?:.*)*)`` and ``((?:.*)+)`` beyond the first are ``.+``; every other repeated body holds
  a wildcard of at least one code point or a non-empty prefix or suffix.

The threads' transitions on a class of code points (each literal code point, the delimiter,
LF, CR, and every other code point) are remembered per ordered set of instructions, so a long
input mostly costs one dict lookup per code point.  Under ignore case an ASCII letter of the
pattern matches itself in both cases, as the translation of the expression to ``re`` does
(``webapi.js.regexp``: ``[Kk]``; a component's input is ASCII after canonicalization);
``tests/urlpattern/test_linear_matcher.py`` checks every answer and group against the compiled
expression on the WPT data and on generated part lists and inputs, non-ASCII ones included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ._parts import FIXED_TEXT, NONE, ONE_OR_MORE, OPTIONAL, REGEXP, SEGMENT_WILDCARD, ZERO_OR_MORE

if TYPE_CHECKING:
    from ._parts import Options, Part

__all__ = ["LinearMatcher", "linear_matcher", "linear_matcher_takes"]

# Instructions: (op, argument, second argument).
#: Consume the code point of class ``argument``.
_CHAR: Final = 0
#: ``.``: consume a code point other than LF and CR (the translation's ``[^\x0a\x0d]``).
_DOT: Final = 1
#: ``[^<delimiter>]`` (``[^]`` for an empty delimiter: any code point).
_NOT_DELIMITER: Final = 2
#: Continue at ``argument`` first, then at ``second``.
_SPLIT: Final = 3
_JUMP: Final = 4
#: Record the position as group boundary ``argument`` (2 × group, + 1 for its end).
_SAVE: Final = 5
#: The end of the expression: a match when the input is consumed (``$``).
_MATCH: Final = 6

#: ASCII letters to lowercase, nothing else (the translation's "[Kk]" under ignore case).
_ASCII_LOWERCASE: Final = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

#: Class 0: every code point the program does not name; 1: the delimiter (none when it is
#: empty); 2 and 3: LF and CR; then the code points of the fixed text, an ASCII letter's two
#: cases one class under ignore case.
_OTHER: Final = 0
_DELIMITER: Final = 1
_LF: Final = 2
_CR: Final = 3

#: What a matcher remembers, counted in threads (a state's instructions, a transition's plan):
#: a state or transition met past that is made again when met again (still linear), so the
#: memory a matcher holds beyond its program stays below some 50 KB.
_MAX_HELD: Final = 512

# A capture list: (boundary, position, the earlier captures, its length), shared between the
# threads that recorded the same boundaries; its earliest part may be a dict (boundary ->
# position, the latest of each) into which a longer list was folded; None for none.
_Captures = tuple[int, int, "_Captures", int] | dict[int, int] | None
#: The longest capture list kept as a list: past it, the list is folded into a dict. A thread
#: records each boundary once, so a list is as long as its pattern's groups are many (two
#: boundaries a group), and freeing a list frees its links one inside another: under Pyodide
#: the WebAssembly stack overflowed (a fatal error) on a pattern of 3,000 groups.
_MAX_LIST: Final = 128
# A plan: for each thread of the next state, the thread it comes from and the boundaries it
# records on the way.
_Plan = tuple[tuple[int, tuple[int, ...]], ...]


class _State:
    """An ordered set of threads' instructions, and its transitions (class -> next state and
    plan), filled in as met."""

    __slots__ = ("accept", "after_run", "next", "pcs", "run")

    def __init__(self, pcs: tuple[int, ...], accept: int, run: str) -> None:
        self.pcs = pcs
        #: The index of the first thread at _MATCH, or -1.
        self.accept = accept
        self.next: dict[int, tuple[_State, _Plan, bool]] = {}
        #: With a single thread at a run of literal code points: the run (lowercase under
        #: ignore case), which the input must continue with; else "".
        self.run = run
        self.after_run: tuple[_State, _Plan] | None = None


class LinearMatcher:
    """The component's regular expression, run on any input in linear time."""

    __slots__ = (
        "_classes",
        "_fold",
        "_held",
        "_literals",
        "_program",
        "_start",
        "_states",
        "group_count",
    )

    def __init__(
        self,
        program: list[tuple[int, int, int]],
        literals: dict[int, str],
        classes: dict[str, int],
        group_count: int,
        fold: bool,
    ) -> None:
        self._program = program
        self._literals = literals
        self._classes = classes
        self._fold = fold
        self.group_count = group_count
        self._states: dict[tuple[int, ...], _State] = {}
        self._held = 0
        #: The threads at position 0.
        self._start = self._closure([(0, 0)])

    def _closure(self, starts: list[tuple[int, int]]) -> tuple[_State, _Plan]:
        """The state reached by following the ε-instructions from each (instruction, thread
        index) of ``starts`` in order, the first arrival at an instruction alone kept, and
        its plan."""
        program = self._program
        seen: set[int] = set()
        pcs: list[int] = []
        plan: list[tuple[int, tuple[int, ...]]] = []
        accept = -1
        for start, source in starts:
            stack: list[tuple[int, tuple[int, ...]]] = [(start, ())]
            while stack:
                pc, saves = stack.pop()
                if pc in seen:
                    continue
                seen.add(pc)
                op, argument, second = program[pc]
                if op == _SPLIT:
                    stack.append((second, saves))
                    stack.append((argument, saves))
                elif op == _JUMP:
                    stack.append((argument, saves))
                elif op == _SAVE:
                    stack.append((pc + 1, (*saves, argument)))
                else:
                    if op == _MATCH and accept < 0:
                        accept = len(pcs)
                    pcs.append(pc)
                    plan.append((source, saves))
        key = tuple(pcs)
        states = self._states
        state = states.get(key)
        if state is None:
            run = ""
            if len(pcs) == 1 and program[pcs[0]][0] == _CHAR:
                literals = self._literals
                end = pcs[0]
                while end in literals:
                    end += 1
                if end - pcs[0] > 1:
                    run = "".join([literals[pc] for pc in range(pcs[0], end)])
            state = _State(key, accept, run)
            if self._hold(len(key)):
                states[key] = state
        return state, tuple(plan)

    def _hold(self, threads: int) -> bool:
        """Whether ``threads`` more may be remembered (then counted)."""
        held = self._held + 1 + threads
        if held > _MAX_HELD:
            return False
        self._held = held
        return True

    def _transition(self, state: _State, cls: int) -> tuple[_State, _Plan, bool]:
        """The next state from ``state`` on a code point of class ``cls``, its plan, and
        whether the plan keeps every thread's captures as they are (same threads, no
        boundary recorded)."""
        program = self._program
        starts = []
        for index, pc in enumerate(state.pcs):
            op, argument, _ = program[pc]
            if (
                (op == _CHAR and argument == cls)
                or (op == _DOT and cls != _LF and cls != _CR)
                or (op == _NOT_DELIMITER and cls != _DELIMITER)
            ):
                starts.append((pc + 1, index))
        following, plan = self._closure(starts)
        identity = (
            bool(plan)
            and len(plan) == len(state.pcs)
            and all(source == index and not saves for index, (source, saves) in enumerate(plan))
        )
        result = (following, plan, identity)
        if self._states.get(state.pcs) is state and self._hold(len(plan)):
            state.next[cls] = result
        return result

    def match(self, input: str) -> list[str | None] | None:
        """The groups of the match of ``input``, or None."""
        classes = self._classes
        state, plan = self._start
        captures: list[_Captures] = [
            _record(None, saves, 0) if saves else None for _, saves in plan
        ]
        position = 0
        length = len(input)
        fold = self._fold
        while position < length:
            run = state.run
            if run:
                # A single thread through literal text: compared at once.
                end = position + len(run)
                text = input[position:end]
                if (text.translate(_ASCII_LOWERCASE) if fold else text) != run:
                    return None
                position = end
                after = state.after_run
                if after is None:
                    after = self._closure([(state.pcs[0] + len(run), 0)])
                    if self._states.get(state.pcs) is state and self._hold(len(after[1])):
                        state.after_run = after
                state, plan = after
                single = captures[0]
                captures = [
                    _record(single, saves, position) if saves else single for _, saves in plan
                ]
                continue
            cls = classes.get(input[position], _OTHER)
            step = state.next.get(cls)
            if step is None:
                step = self._transition(state, cls)
            state, plan, identity = step
            position += 1
            if not identity:
                if not plan:
                    return None
                captures = [
                    _record(captures[source], saves, position) if saves else captures[source]
                    for source, saves in plan
                ]
        if state.accept < 0:
            return None
        boundaries: list[int | None] = [None] * (2 * self.group_count)
        recorded = captures[state.accept]
        while isinstance(recorded, tuple):
            boundary, at, recorded, _ = recorded
            if boundaries[boundary] is None:
                boundaries[boundary] = at
        if recorded is not None:  # the earlier boundaries, folded
            for boundary, at in recorded.items():
                if boundaries[boundary] is None:
                    boundaries[boundary] = at
        groups: list[str | None] = []
        for group in range(self.group_count):
            first, last = boundaries[2 * group], boundaries[2 * group + 1]
            groups.append(None if first is None or last is None else input[first:last])
        return groups


def _record(captures: _Captures, saves: tuple[int, ...], position: int) -> _Captures:
    """``captures`` with each boundary of ``saves`` recorded at ``position``."""
    for boundary in saves:
        length = captures[3] if isinstance(captures, tuple) else 0
        if length >= _MAX_LIST:
            captures, length = _fold(captures), 0
        captures = (boundary, position, captures, length + 1)
    return captures


def _fold(captures: _Captures) -> dict[int, int]:
    """The boundaries of ``captures`` as one dict, the latest position of each."""
    latest: dict[int, int] = {}
    while isinstance(captures, tuple):
        boundary, at, captures, _ = captures
        latest.setdefault(boundary, at)
    return latest if captures is None else {**captures, **latest}


class _Builder:
    """The program of a part list (see the module docstring)."""

    def __init__(self, options: Options) -> None:
        self.fold = options.ignore_case
        self.program: list[tuple[int, int, int]] = []
        #: The code point of each _CHAR instruction (lowercase under ignore case).
        self.literals: dict[int, str] = {}
        self.classes: dict[str, int] = {"\n": _LF, "\r": _CR}
        if options.delimiter_code_point:
            self.classes[options.delimiter_code_point] = _DELIMITER
        self.class_count = _CR + 1

    def _class_of(self, c: str) -> int:
        classes = self.classes
        cls = classes.get(c)
        if cls is None:
            cls = self.class_count
            self.class_count += 1
            classes[c] = cls
            if self.fold and c.isascii() and c.isalpha():
                classes[c.lower()] = classes[c.upper()] = cls
        return cls

    def emit(self, op: int, argument: int = 0, second: int = 0) -> int:
        self.program.append((op, argument, second))
        return len(self.program) - 1

    def patch(self, pc: int, argument: int, second: int) -> None:
        self.program[pc] = (self.program[pc][0], argument, second)

    def text(self, value: str) -> None:
        if self.fold:
            value = value.translate(_ASCII_LOWERCASE)
        for c in value:
            self.literals[self.emit(_CHAR, self._class_of(c))] = c

    def wildcard(self, segment: bool, non_empty: bool) -> None:
        """``[^<delimiter>]+?``, or ``.*`` (``.+`` when ``non_empty``)."""
        if segment:
            # One code point, then the way out before another.
            first = self.emit(_NOT_DELIMITER)
            split = self.emit(_SPLIT)
            self.patch(split, split + 1, first)
        elif non_empty:
            first = self.emit(_DOT)
            split = self.emit(_SPLIT)
            self.patch(split, first, split + 1)
        else:
            split = self.emit(_SPLIT)
            self.emit(_DOT)
            self.emit(_JUMP, split)
            self.patch(split, split + 1, len(self.program))

    def optional_start(self) -> int:
        """A greedy ``?`` or ``*``: the piece first, then past it (patched by ``end``)."""
        return self.emit(_SPLIT)

    def optional_end(self, split: int) -> None:
        self.patch(split, split + 1, len(self.program))

    def loop(self, body: int) -> None:
        """A greedy repetition of the instructions from ``body`` on: again first, then on."""
        split = self.emit(_SPLIT)
        self.patch(split, body, split + 1)


def linear_matcher_takes(part_list: list[Part]) -> bool:
    """Whether :func:`linear_matcher` makes a matcher for the part list (of a component's
    options): no custom regexp group, no fixed text outside ASCII (the regular expression
    matches those)."""
    for part in part_list:
        if part.type == REGEXP or not (
            part.value.isascii() and part.prefix.isascii() and part.suffix.isascii()
        ):
            return False
    return True


def linear_matcher(part_list: list[Part], options: Options) -> LinearMatcher | None:
    """A matcher for the part list, or None when :func:`linear_matcher_takes` says no (or the
    delimiter is not one ASCII code point or none)."""
    delimiter = options.delimiter_code_point
    if len(delimiter) > 1 or not delimiter.isascii() or not linear_matcher_takes(part_list):
        return None
    b = _Builder(options)
    group = 0
    for part in part_list:
        value, prefix, suffix, modifier = part.value, part.prefix, part.suffix, part.modifier
        if part.type == FIXED_TEXT:
            if modifier == NONE:
                b.text(value)
            elif value:
                # "(?:<fixed text>)<modifier>"
                if modifier == ONE_OR_MORE:
                    body = len(b.program)
                    b.text(value)
                    b.loop(body)
                else:
                    split = b.optional_start()
                    b.text(value)
                    if modifier == ZERO_OR_MORE:
                        b.emit(_JUMP, split)
                    b.optional_end(split)
            continue
        segment = part.type == SEGMENT_WILDCARD
        # "(?:<prefix>...<suffix>)?" or "(<value>)?": the whole part is optional.
        whole = modifier == OPTIONAL or (modifier == ZERO_OR_MORE and bool(prefix or suffix))
        split = b.optional_start() if whole else -1
        b.text(prefix)
        b.emit(_SAVE, 2 * group)
        if modifier in (NONE, OPTIONAL):
            # "(<value>)", "(<value>)?" (".+" then), "(?:<prefix>(<value>)<suffix>)<modifier>"
            b.wildcard(segment, non_empty=modifier == OPTIONAL and not prefix and not suffix)
        elif not prefix and not suffix:
            # "((?:<value>)<modifier>)": iterations beyond the first are not empty.
            if modifier == ONE_OR_MORE:
                b.wildcard(segment, non_empty=False)
            loop_split = b.optional_start()
            b.wildcard(segment, non_empty=True)
            b.emit(_JUMP, loop_split)
            b.optional_end(loop_split)
        else:
            # "(?:<prefix>((?:<value>)(?:<suffix><prefix>(?:<value>))*)<suffix>)<?>"
            b.wildcard(segment, non_empty=False)
            loop_split = b.optional_start()
            b.text(suffix)
            b.text(prefix)
            b.wildcard(segment, non_empty=False)
            b.emit(_JUMP, loop_split)
            b.optional_end(loop_split)
        b.emit(_SAVE, 2 * group + 1)
        b.text(suffix)
        if split >= 0:
            b.optional_end(split)
        group += 1
    b.emit(_MATCH)
    return LinearMatcher(b.program, b.literals, b.classes, group, b.fold)
