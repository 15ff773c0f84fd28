"""Emit a Python ``re`` pattern equivalent, on ASCII subjects, to a parsed JavaScript RegExp.

Where ``re`` and ECMA-262 match differently the emitter either rewrites exactly or raises
:class:`Untranslatable` (a ``TypeError`` naming the construct):

* **Empty iterations.**  ECMA-262's RepeatMatcher fails an iteration that matches the empty
  string once the minimum is reached; ``re`` accepts it and stops looping.  A quantified atom
  that can match empty with minimum 0 is emitted as its *non-empty restriction* (the same paths
  in the same order, the empty ones removed: ``(a*)?`` becomes ``(a+)?``), which never iterates
  empty.  Where that rewrite is impossible, the native loop is still exact when the atom has no
  captures and its only empty path is its last choice (``re``'s "stop after an empty iteration"
  is then tried exactly where JavaScript's "stop" is) or the loop is lazy; otherwise: refused.
* **Captures reset per iteration.**  JavaScript clears the captures inside a quantified atom at
  each iteration; ``re`` keeps the last value set.  They agree when every capture of the atom is
  set by every iteration (checked), else: refused.
* **Backreferences to groups that did not participate** match empty in JavaScript and fail in
  ``re``.  Each reference is classified from the tree: definitely unset (a forward reference, a
  group in another alternative, the reference inside its own group, a group in a negative
  lookaround: emitted as nothing), definitely set (``(?:\\N)``) or maybe set (``(?(N)\\N)``);
  the capture rule above makes ``re``'s notion of "set" equal to JavaScript's.
* **Lookbehind** matches right to left in JavaScript: emitted only when of fixed length (or an
  alternation of fixed lengths, split into one atomic alternation of lookbehinds), without
  references and without captures inside repetitions (then both directions agree).
* ``^``/``$`` are ``\\A``/``\\Z`` (JavaScript's ``$`` without ``m`` is the very end); character
  classes are explicit ASCII sets, case folded by ``_charset`` (no ``re.I``).
"""

from __future__ import annotations

from collections.abc import Callable
from re._constants import MAXREPEAT  # type: ignore[import-not-found,unused-ignore]

from ._ast import Alt, Assertion, BackRef, Chars, Empty, Fail, Group, Look, Node, Quant, Seq
from ._parser import Untranslatable

_MAX_COUNT = int(MAXREPEAT) - 1

#: The linear forms of wildcard loops (benchmarks/regexp_pathological.py turns them off to
#: time the naive translation).
LINEAR_FORMS = True

# --- static properties of subtrees ---------------------------------------------------------------


def nullable(node: Node) -> bool:
    """May match the empty string."""
    if isinstance(node, Chars):
        return False
    if isinstance(node, Group):
        return nullable(node.body)
    if isinstance(node, Seq):
        return all(nullable(x) for x in node.items)
    if isinstance(node, Alt):
        return any(nullable(x) for x in node.items)
    if isinstance(node, Quant):
        return node.min == 0 or nullable(node.body)
    return not isinstance(node, Fail)  # Empty, Assertion, Look, BackRef


def consumes(node: Node) -> bool:
    """May match a non-empty string."""
    if isinstance(node, Chars | BackRef):
        return True
    if isinstance(node, Group):
        return consumes(node.body)
    if isinstance(node, Seq | Alt):
        return any(consumes(x) for x in node.items)
    if isinstance(node, Quant):
        return node.max != 0 and consumes(node.body)
    return False


def single_empty_last(node: Node) -> bool:
    """Among the node's paths (in backtracking order) at most one can match empty, and it is
    the last one."""
    if not nullable(node):
        return True
    if isinstance(node, Group):
        return single_empty_last(node.body)
    if isinstance(node, Alt):
        *first, last = node.items
        return not any(nullable(x) for x in first) and single_empty_last(last)
    if isinstance(node, Seq):
        return all(single_empty_last(x) for x in node.items)
    if isinstance(node, Quant):
        if node.max == 0:
            return True
        if node.greedy or node.min == node.max or not consumes(node.body):
            return single_empty_last(node.body)
        return False
    return True  # Empty, Assertion, Look, BackRef: one path


def captures(node: Node) -> set[int]:
    out: set[int] = set()
    _walk_captures(node, out)
    return out


def _walk_captures(node: Node, out: set[int]) -> None:
    if isinstance(node, Group):
        out.add(node.index)
    for child in children(node):
        _walk_captures(child, out)


def mandatory(node: Node) -> set[int]:
    """The captures every successful match of the node sets."""
    if isinstance(node, Group):
        return {node.index} | mandatory(node.body)
    if isinstance(node, Seq):
        out: set[int] = set()
        for x in node.items:
            out |= mandatory(x)
        return out
    if isinstance(node, Alt):
        sets = [mandatory(x) for x in node.items]
        return set.intersection(*sets) if sets else set()
    if isinstance(node, Quant):
        return mandatory(node.body) if node.min >= 1 else set()
    if isinstance(node, Look) and not node.negative:
        return mandatory(node.body)
    return set()


def children(node: Node) -> list[Node]:
    if isinstance(node, Seq | Alt):
        return node.items
    if isinstance(node, Group | Look | Quant):
        return [node.body]
    if isinstance(node, Fail) and node.keep is not None:
        return [node.keep]
    return []


def width(
    node: Node, ref_width: Callable[[BackRef], int | None] | None = None
) -> tuple[int, int | None]:
    """(shortest, longest or None) length of a match; ``ref_width`` gives 0 for a reference
    known to match empty."""
    if ref_width is not None:
        return _width(node, ref_width)
    return _width(node, lambda ref: None)


def _width(node: Node, ref_width: Callable[[BackRef], int | None]) -> tuple[int, int | None]:
    if isinstance(node, Chars):
        return 1, 1
    if isinstance(node, Group):
        return _width(node.body, ref_width)
    if isinstance(node, Seq):
        lo: int = 0
        hi: int | None = 0
        for x in node.items:
            a, b = _width(x, ref_width)
            lo += a
            hi = None if hi is None or b is None else hi + b
        return lo, hi
    if isinstance(node, Alt):
        pairs = [_width(x, ref_width) for x in node.items]
        highs = [b for _, b in pairs]
        longest = None if None in highs else max(b for b in highs if b is not None)
        return min(a for a, _ in pairs), longest
    if isinstance(node, Quant):
        a, b = _width(node.body, ref_width)
        if node.max == 0:
            return 0, 0
        return a * node.min, None if b is None or node.max is None else b * node.max
    if isinstance(node, BackRef):
        fixed = ref_width(node)
        return (0, None) if fixed is None else (fixed, fixed)
    if isinstance(node, Fail):
        return _width(node.keep, ref_width) if node.keep is not None else (0, 0)
    return 0, 0


# --- linear forms of URLPattern's wildcard shapes -----------------------------------------------


def _class_star(node: Node) -> Chars | None:
    """C for a greedy ``C*`` (C a character class), else None."""
    if (
        isinstance(node, Quant)
        and isinstance(node.body, Chars)
        and (node.min, node.max, node.greedy) == (0, None, True)
    ):
        return node.body
    return None


def _consumed(node: Node) -> tuple[frozenset[int], bool] | None:
    """The characters a capture-free, assertion-free node can consume (ASCII, others), or
    None when it has anything else."""
    if isinstance(node, Chars):
        return node.ascii, node.others
    if isinstance(node, Empty):
        return frozenset(), False
    if isinstance(node, Quant):
        return _consumed(node.body)
    if isinstance(node, Seq | Alt):
        chars: frozenset[int] = frozenset()
        others = False
        for x in node.items:
            sub = _consumed(x)
            if sub is None:
                return None
            chars |= sub[0]
            others = others or sub[1]
        return chars, others
    return None


def _absorb_loops(items: list[Node]) -> list[Node]:
    r"""Drop a greedy ``Y*`` right after a greedy ``C*`` when ``Y`` only consumes characters of
    ``C`` and has no captures or assertions: ``C* Y*`` then tries exactly the ends ``C*``
    tries, first visits in the same order (longest first), the rest being revisits with the same
    state, so the result is the same.  URLPattern's ``/**`` gives ``(?:.*)(?:\/(?:.*))*``,
    whose backtracking is exponential in the number of slashes."""
    out: list[Node] = []
    for item in items:
        star = _class_star(out[-1]) if out else None
        if (
            star is not None
            and isinstance(item, Quant)
            and item.min == 0
            and item.max is None
            and item.greedy
        ):
            consumed = _consumed(item.body)
            if (
                consumed is not None
                and consumed[0] <= star.ascii
                and (star.others or not consumed[1])
            ):
                continue
        out.append(item)
    return out


# --- the non-empty restriction -------------------------------------------------------------------


def nonempty(node: Node) -> Node:
    """The node's non-empty paths, in the same order (raises Untranslatable when no such
    expression is available)."""
    if not nullable(node):
        return node
    if not consumes(node):
        return Fail(node)
    if isinstance(node, Group):
        return Group(nonempty(node.body), node.index, node.name)
    if isinstance(node, Alt):
        return Alt([nonempty(x) for x in node.items])
    if isinstance(node, Seq):
        consuming = [i for i, x in enumerate(node.items) if consumes(x)]
        if len(consuming) > 1:
            raise Untranslatable(
                "empty-iteration",
                "a repeated or optional group whose body can match empty in several ways",
            )
        items = list(node.items)
        items[consuming[0]] = nonempty(items[consuming[0]])
        return Seq(items)
    if isinstance(node, Quant):
        if not nullable(node.body):
            return Quant(node.body, max(node.min, 1), node.max, node.greedy)
        if node.min == 0:
            return Quant(nonempty(node.body), 1, node.max, node.greedy)
    raise Untranslatable(
        "empty-iteration",
        "a repeated or optional group that can match empty through a nested"
        " repetition or a backreference",
    )


# --- emission ---------------------------------------------------------------------------------


def _char(c: int) -> str:
    """An ASCII code point as ``re`` source, inside or outside a class."""
    ch = chr(c)
    if ch.isalnum():
        return ch
    if 0x21 <= c <= 0x7E:
        return "\\" + ch  # re treats an escaped punctuation character as itself
    return f"\\x{c:02x}"


def class_source(ascii_set: frozenset[int], others: bool) -> str:
    if not others and len(ascii_set) == 1:
        return _char(next(iter(ascii_set)))
    members = sorted(set(range(128)) - ascii_set) if others else sorted(ascii_set)
    if not members:
        # Every character, or none: a class spanning all of Unicode as one range costs re
        # milliseconds to compile (it expands the range into a table); these cost nothing.
        return "[\\s\\S]" if others else "[^\\s\\S]"
    if not others and len(members) == 1:
        return _char(members[0])
    parts: list[str] = []
    start = prev = members[0]
    for c in [*members[1:], -2]:
        if c == prev + 1:
            prev = c
            continue
        if prev == start:
            parts.append(_char(start))
        elif prev == start + 1:
            parts.append(_char(start) + _char(prev))
        else:
            parts.append(f"{_char(start)}-{_char(prev)}")
        start = prev = c
    return ("[^" if others else "[") + "".join(parts) + "]"


_ASSERTIONS = {
    "start": "\\A",
    "end": "\\Z",
    "line-start": "(?:\\A|(?<=[\\n\\r\\u2028\\u2029]))",
    "line-end": "(?=[\\n\\r\\u2028\\u2029]|\\Z)",
    "word": "\\b",
    # re's \B never matches in an empty subject (before Python 3.14): spell it out.
    "not-word": "(?:(?<=[0-9A-Za-z_])(?=[0-9A-Za-z_])|(?<![0-9A-Za-z_])(?![0-9A-Za-z_]))",
}


class Emitter:
    """Emits the tree; ``parents`` locates groups and references for the backreference rule."""

    def __init__(self, root: Node) -> None:
        self.parent: dict[int, tuple[Node, int]] = {}
        self.groups: dict[int, Group] = {}
        stack = [root]
        while stack:
            node = stack.pop()
            if isinstance(node, Group):
                self.groups[node.index] = node
            for i, child in enumerate(children(node)):
                self.parent[id(child)] = (node, i)
                stack.append(child)
        self.lookbehind = 0

    def chain(self, node: Node) -> list[tuple[Node, int]]:
        """(ancestor, index of the child towards ``node``) from the root down."""
        out: list[tuple[Node, int]] = []
        while id(node) in self.parent:
            parent, index = self.parent[id(node)]
            out.append((parent, index))
            node = parent
        out.reverse()
        return out

    def status(self, group: Group, ref: BackRef) -> str:
        """ "unset", "set" or "maybe": whether ``group`` holds a capture where ``ref`` runs."""
        gchain = [*self.chain(group), (group, -1)]
        rchain = self.chain(ref)
        if any(node is group for node, _ in rchain):
            return "unset"  # the reference is inside its own group
        i = 0
        while i < len(gchain) and i < len(rchain) and gchain[i] == rchain[i]:
            i += 1
        lca, gi = gchain[i]
        ri = rchain[i][1]
        if not isinstance(lca, Seq):
            return "unset"  # different alternatives
        backward = False
        for node, _ in rchain[:i]:
            if isinstance(node, Look):
                backward = node.behind
        if (gi > ri) != backward:
            return "unset"  # the group comes later in matching order
        result = "set"
        for node, _ in gchain[i + 1 : -1]:
            if isinstance(node, Look) and node.negative:
                return "unset"
            if isinstance(node, Quant) and node.max == 0:
                return "unset"
            if isinstance(node, Alt) or (isinstance(node, Quant) and node.min == 0):
                result = "maybe"
        return result

    def ref_width(self, ref: BackRef) -> int | None:
        """0 for a reference that always matches empty, else None (unknown)."""
        live = [i for i in ref.groups if self.status(self.groups[i], ref) != "unset"]
        return None if live else 0

    def emit(self, node: Node) -> str:
        if isinstance(node, Chars):
            return class_source(node.ascii, node.others)
        if isinstance(node, Empty):
            return ""
        if isinstance(node, Assertion):
            return _ASSERTIONS[node.kind]
        if isinstance(node, Fail):
            return "(?!)" + ("" if node.keep is None else f"(?:{self.emit(node.keep)})")
        if isinstance(node, Group):
            return f"({self.emit(node.body)})"
        if isinstance(node, Seq):
            node = Seq(_absorb_loops(node.items)) if LINEAR_FORMS else node
            return "".join(
                f"(?:{self.emit(x)})" if isinstance(x, Alt) else self.emit(x) for x in node.items
            )
        if isinstance(node, Alt):
            return "|".join(self.emit(x) for x in node.items)
        if isinstance(node, Look):
            return self.emit_look(node)
        if isinstance(node, Quant):
            return self.emit_quant(node)
        if isinstance(node, BackRef):
            return self.emit_backref(node)
        raise AssertionError(node)

    def emit_look(self, node: Look) -> str:
        if node.behind:
            kind = "!" if node.negative else "="
            lo, hi = width(node.body, self.ref_width)
            if lo == hi:
                return f"(?<{kind}{self.emit_behind(node.body)})"
            # re wants a fixed length; alternatives of fixed (different) lengths are split:
            # (?<=ab|c) is (?>(?<=ab)|(?<=c)), tried in the same order, atomic like
            # JavaScript's lookbehind (no retry with the next alternative on backtracking);
            # (?<!ab|c) is (?<!ab)(?<!c).
            items = node.body.items if isinstance(node.body, Alt) else []
            widths = [width(x, self.ref_width) for x in items]
            if not items or any(a != b for a, b in widths):
                raise Untranslatable("lookbehind-variable", "a lookbehind of variable length")
            parts = [f"(?<{kind}{self.emit_behind(x)})" for x in items]
            return "".join(parts) if node.negative else "(?>" + "|".join(parts) + ")"
        body = self.emit(node.body)
        return f"(?{'!' if node.negative else '='}{body})"

    def emit_behind(self, body: Node) -> str:
        self.lookbehind += 1
        try:
            return self.emit(body)
        finally:
            self.lookbehind -= 1

    def emit_backref(self, node: BackRef) -> str:
        live: list[tuple[int, str]] = []
        for index in node.groups:
            st = self.status(self.groups[index], node)
            if st != "unset":
                live.append((index, st))
        if not live:
            return ""
        if self.lookbehind:
            raise Untranslatable("lookbehind-backreference", "a backreference inside a lookbehind")
        out = ""
        for index, st in reversed(live):
            if index > 99:
                raise Untranslatable("backreference-number", "a backreference past group 99")
            ref = f"(?:\\{index})"
            if node.ignore_case:
                ref = f"(?i:\\{index})"
            out = (
                ref if st == "set" else f"(?({index}){ref}|{out})" if out else f"(?({index}){ref})"
            )
        return out

    def emit_quant(self, node: Quant) -> str:
        inner = node.body
        if (
            LINEAR_FORMS
            and node.greedy
            and node.max is None
            and isinstance(inner, Quant)
            and isinstance(inner.body, Chars)
            and inner.max is None
            and inner.min <= 1
        ):
            # (?:C*){n,} is C* and (?:C+){n,} is C{n,}, the inner loop greedy or lazy: every
            # end the loop reaches is first tried in the same order as the flat greedy form
            # (longest first: a lazy inner loop takes one character per iteration, the outer
            # loop as many iterations as it can), the other paths only revisit ends already
            # tried with the same state.  ``((?:.*)+)`` (URLPattern's ``*+``), ``(?:.*?)+`` and
            # ``(?:a+)+`` backtrack exponentially otherwise.
            node = Quant(inner.body, inner.min * node.min, None, True)
        body = node.body
        if node.max == 0 or (node.min == 0 and not consumes(body)):
            # JavaScript rejects an empty iteration once the minimum is reached: a body that
            # never consumes then never iterates.
            return f"(?:{self.emit(body)}){{0}}"
        if not consumes(body):
            # Every iteration repeats the first at the same position (captures reset): once.
            return f"(?:{self.emit(body)})"
        low, high = node.min, node.max
        if high is not None and high > _MAX_COUNT:
            high = None
        if low > _MAX_COUNT:
            if nullable(body):
                raise Untranslatable("repeat-count", "a repetition count past re's limit")
            return self.emit(Fail(Quant(body, 0, 0, True)))
        if nullable(body) and (low == 0 or high != low):
            caps = captures(body)
            if low == 0:
                try:
                    restricted = nonempty(body)
                except Untranslatable:
                    if caps or not (single_empty_last(body) or not node.greedy):
                        raise
                else:
                    if isinstance(restricted, Fail):
                        return f"(?:{self.emit(body)}){{0}}"
                    body = restricted
            elif caps or not (single_empty_last(body) or not node.greedy):
                raise Untranslatable(
                    "empty-iteration",
                    "a repeated group with captures that can match empty, with a minimum",
                )
        if high is None or high > 1:
            caps = captures(body)
            if caps - mandatory(body):
                raise Untranslatable(
                    "capture-in-repetition",
                    "a capture group in a repeated group that does not participate in every"
                    " repetition (JavaScript resets it, re keeps the previous value)",
                )
            if caps and self.lookbehind:
                raise Untranslatable(
                    "lookbehind-capture-repetition",
                    "a capture group repeated inside a lookbehind (matched right to left)",
                )
        text = self.emit(body)
        if not isinstance(body, Group | Chars):
            text = f"(?:{text})"
        if (low, high) == (0, None):
            q = "*"
        elif (low, high) == (1, None):
            q = "+"
        elif (low, high) == (0, 1):
            q = "?"
        elif high is None:
            q = f"{{{low},}}"
        elif low == high:
            q = f"{{{low}}}"
        else:
            q = f"{{{low},{high}}}"
        return text + q + ("" if node.greedy else "?")


def emit(root: Node) -> str:
    """The ``re`` source for the tree."""
    return Emitter(root).emit(root)
