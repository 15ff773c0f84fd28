"""Parse a JavaScript RegExp pattern with the ``v`` flag (ECMA-262 §22.2.1, UnicodeMode and
UnicodeSetsMode, named groups always on) into the tree of ``_ast``.

Every SyntaxError ``new RegExp(source, "v")`` would throw is a :class:`RegExpSyntaxError` here
(a ``TypeError``), including the early errors: numbered backreferences past the number of groups,
``\\k<name>`` for an undeclared name, duplicate group names that might both participate, ranges
out of order, quantifier bounds out of order, negated classes that may contain strings, repeated
or contradictory modifiers.

https://tc39.es/ecma262/#sec-patterns
https://tc39.es/ecma262/#sec-patterns-static-semantics-early-errors
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from . import _charset as cs
from . import _properties as props
from ._ast import Alt, Assertion, BackRef, Chars, Empty, Group, Look, Node, Quant, Seq


class RegExpSyntaxError(TypeError):
    """``new RegExp(source, flags)`` would throw a SyntaxError."""


class Untranslatable(TypeError):
    """A valid pattern with a construct ``re`` cannot reproduce exactly; ``kind`` names it."""

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(
            f"cannot translate {kind} to Python re exactly" + (f": {detail}" if detail else "")
        )
        self.kind = kind


SYNTAX_CHARACTERS = frozenset("^$\\.*+?()[]{}|")
CLASS_SET_SYNTAX = frozenset("()[]{}/-\\|")
CLASS_SET_RESERVED_DOUBLE = frozenset("&!#$%*+,.:;<=>?@^`~")
CLASS_SET_RESERVED_PUNCTUATOR = frozenset("&-!#%,:;<=>@`~")
CONTROL_ESCAPES = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}
HEX = frozenset("0123456789abcdefABCDEF")
DIGITS = frozenset("0123456789")


@dataclass(slots=True)
class Flags:
    """The flags in force at a point of the pattern (modifiers change them lexically)."""

    ignore_case: bool
    multiline: bool = False
    dot_all: bool = False


@dataclass(slots=True)
class _Operand:
    """A parsed class set operand: its set and MayContainStrings."""

    set: cs.ClassSet
    may_contain_strings: bool


def _combine_surrogates(source: str) -> list[int]:
    """The pattern's code points: with the ``u``/``v`` flags a surrogate pair is one."""
    if source.isascii():
        return list(source.encode("ascii"))
    out: list[int] = []
    for ch in source:
        c = ord(ch)
        if 0xDC00 <= c <= 0xDFFF and out and 0xD800 <= out[-1] <= 0xDBFF:
            out[-1] = 0x10000 + ((out[-1] - 0xD800) << 10) + (c - 0xDC00)
        else:
            out.append(c)
    return out


def _is_id_start(c: int) -> bool:
    if c in (0x24, 0x5F):
        return True
    ch = chr(c)
    # XID_Start ⊆ ID_Start: a name this accepts is valid in JavaScript; the few ID_Start code
    # points outside XID_Start are refused (a TypeError, never a silent difference).
    return ch.isidentifier() and unicodedata.category(ch)[0] in "LN"


def _is_id_continue(c: int) -> bool:
    if c in (0x24, 0x200C, 0x200D):
        return True
    return ("a" + chr(c)).isidentifier()


class Parser:
    """One pass over the pattern; ``parse`` returns the tree and the number of groups."""

    def __init__(self, source: str, ignore_case: bool, node26: bool = False) -> None:
        self.src = _combine_surrogates(source)
        self.text = "".join(map(chr, self.src))  # the same code points, for startswith
        self.pos = 0
        self.ignore_case = ignore_case
        self.group_count = 0
        #: name -> [(group index, alternative path)]
        self.names: dict[str, list[tuple[int, tuple[tuple[int, int], ...]]]] = {}
        #: the (disjunction id, alternative index) pairs enclosing the current point
        self.alt_path: list[tuple[int, int]] = []
        self.next_disjunction = 0
        self.numbered_refs: list[tuple[BackRef, int]] = []
        self.named_refs: list[tuple[BackRef, str]] = []
        self.lookbehind_depth = 0
        #: Node 26's V8 (14.6) compiles a class with the flags of the group most recently
        #: *opened*, not restored when a modifier group closes (``(?i:a)[b]`` matches "AB"),
        #: unlike ECMA-262 and Chromium 156: see ``checked_class``.
        self.v8_class_fold = ignore_case
        #: Build classes as Node 26 does (for the differential tests against it), not as
        #: ECMA-262 and Chromium do.
        self.node26 = node26
        #: Whether Node 26's reading of a class differs from ECMA-262's in this pattern; None:
        #: not looked at (only :func:`node26_reading_differs` asks, so compiling a pattern
        #: builds no second reading).
        self.node26_differs: bool | None = None
        #: The first untranslatable construct, raised once the whole pattern parsed (a syntax
        #: error anywhere takes precedence).
        self.problem: Untranslatable | None = None
        #: How deep disjunctions nest (the pattern itself is 1, each group or lookaround one
        #: more), and the deepest seen.
        self.depth = 0
        self.max_depth = 0

    # --- helpers ---------------------------------------------------------------------------

    def error(self, message: str) -> RegExpSyntaxError:
        return RegExpSyntaxError(f"Invalid regular expression: {message} (at {self.pos})")

    def peek(self, offset: int = 0) -> int | None:
        i = self.pos + offset
        return self.src[i] if i < len(self.src) else None

    def at(self, text: str) -> bool:
        return self.text.startswith(text, self.pos)

    def eat(self, text: str) -> bool:
        if self.at(text):
            self.pos += len(text)
            return True
        return False

    def untranslatable(self, kind: str, detail: str) -> None:
        if self.problem is None:
            self.problem = Untranslatable(kind, detail)

    # --- Pattern ---------------------------------------------------------------------------

    def parse(self) -> tuple[Node, int]:
        node = self.disjunction(Flags(self.ignore_case))
        if self.pos < len(self.src):
            c = chr(self.src[self.pos])
            raise self.error("unmatched ')'" if c == ")" else f"unexpected {c!r}")
        for ref, number in self.numbered_refs:
            if number > self.group_count:
                raise self.error(f"backreference \\{number} to a group that does not exist")
            ref.groups = [number]
        for ref, name in self.named_refs:
            if name not in self.names:
                raise self.error(f"\\k<{name}> names no group")
            ref.groups = [index for index, _ in self.names[name]]
        if self.problem is not None:
            raise self.problem
        return node, self.group_count

    def disjunction(self, flags: Flags) -> Node:
        self.depth += 1
        self.max_depth = max(self.max_depth, self.depth)
        ident = self.next_disjunction
        self.next_disjunction += 1
        alternatives: list[Node] = []
        branch = 0
        while True:
            self.alt_path.append((ident, branch))
            alternatives.append(self.alternative(flags))
            self.alt_path.pop()
            if not self.eat("|"):
                break
            branch += 1
        self.depth -= 1
        return alternatives[0] if len(alternatives) == 1 else Alt(alternatives)

    def alternative(self, flags: Flags) -> Node:
        items: list[Node] = []
        while self.pos < len(self.src) and self.peek() not in (ord("|"), ord(")")):
            items.append(self.term(flags))
        if not items:
            return Empty()
        return items[0] if len(items) == 1 else Seq(items)

    def term(self, flags: Flags) -> Node:
        c = chr(self.src[self.pos])
        # Assertions (not quantifiable with the u/v flags).
        if c == "^":
            self.pos += 1
            return Assertion("line-start" if flags.multiline else "start")
        if c == "$":
            self.pos += 1
            return Assertion("line-end" if flags.multiline else "end")
        if c == "\\" and (self.at("\\b") or self.at("\\B")):
            kind = "word" if self.src[self.pos + 1] == ord("b") else "not-word"
            self.pos += 2
            return Assertion(kind)
        for opener, behind, negative in (
            ()
            if c != "("
            else (
                ("(?=", False, False),
                ("(?!", False, True),
                ("(?<=", True, False),
                ("(?<!", True, True),
            )
        ):
            if self.eat(opener):
                self.v8_class_fold = flags.ignore_case
                if behind:
                    self.lookbehind_depth += 1
                body = self.disjunction(flags)
                if behind:
                    self.lookbehind_depth -= 1
                if not self.eat(")"):
                    raise self.error("unterminated group")
                return Look(body, behind, negative)
        atom = self.atom(flags)
        return self.quantifier(atom)

    def quantifier(self, atom: Node) -> Node:
        c = self.peek()
        if c is None:
            return atom
        ch = chr(c)
        if ch == "*":
            self.pos += 1
            low, high = 0, None
        elif ch == "+":
            self.pos += 1
            low, high = 1, None
        elif ch == "?":
            self.pos += 1
            low, high = 0, 1
        elif ch == "{":
            bounds = self.braced_quantifier()
            if bounds is None:
                raise self.error("incomplete quantifier")
            low, high = bounds
        else:
            return atom
        greedy = not self.eat("?")
        return Quant(atom, low, high, greedy)

    def braced_quantifier(self) -> tuple[int, int | None] | None:
        start = self.pos
        self.pos += 1
        low = self.digits()
        if low is None:
            self.pos = start
            return None
        high: int | None = low
        if self.eat(","):
            high = self.digits()
        if not self.eat("}"):
            self.pos = start
            return None
        if high is not None and high < low:
            raise self.error("numbers out of order in {} quantifier")
        return low, high

    def digits(self) -> int | None:
        start = self.pos
        while self.peek() is not None and chr(self.src[self.pos]) in DIGITS:
            self.pos += 1
        if self.pos == start:
            return None
        return int("".join(chr(c) for c in self.src[start : self.pos]))

    def atom(self, flags: Flags) -> Node:
        c = chr(self.src[self.pos])
        if c == ".":
            self.pos += 1
            if flags.dot_all:
                return Chars(frozenset(range(128)), True, cs.ALL)
            wide = cs.wide_complement(cs.of_points(cs.LINE_TERMINATORS))
            return Chars(frozenset(range(128)) - cs.LINE_TERMINATORS, True, wide)
        if c == "(":
            return self.group(flags)
        if c == "[":
            self.pos += 1
            return self.checked_class(flags, self.class_contents)
        if c == "\\":
            self.pos += 1
            return self.atom_escape(flags)
        if c in "*+?":
            raise self.error("nothing to repeat")
        if c == "{":
            if self.braced_quantifier() is not None:
                raise self.error("nothing to repeat")
            raise self.error("lone quantifier brackets")
        if c in "}]":
            raise self.error("lone quantifier brackets" if c == "}" else "lone ']'")
        self.pos += 1
        return self.char(self.src[self.pos - 1], flags)

    def char(self, c: int, flags: Flags) -> Chars:
        return Chars(cs.literal(c, flags.ignore_case), False, cs.literal_wide(c, flags.ignore_case))

    def group(self, flags: Flags) -> Node:
        self.pos += 1  # (
        if not self.eat("?"):
            return self.capture(flags, None)
        if self.eat(":"):
            return self.group_body(flags)
        if self.at("<"):
            self.pos += 1
            name = self.group_name()
            return self.capture(flags, name)
        # Modifiers: (?ims-ims:...)
        add = self.modifier_letters()
        remove = ""
        if self.eat("-"):
            remove = self.modifier_letters()
            if not add and not remove:
                raise self.error("invalid flags in modifier group")
        if not self.eat(":"):
            raise self.error("invalid group")
        both = add + remove
        if len(set(both)) != len(both):
            raise self.error("repeated flag in modifier group")
        inner = Flags(flags.ignore_case, flags.multiline, flags.dot_all)
        for letter, value in [(x, True) for x in add] + [(x, False) for x in remove]:
            if letter == "i":
                inner.ignore_case = value
            elif letter == "m":
                inner.multiline = value
            else:
                inner.dot_all = value
        return self.group_body(inner)

    def modifier_letters(self) -> str:
        out = ""
        while self.peek() is not None and chr(self.src[self.pos]) in "ims":
            out += chr(self.src[self.pos])
            self.pos += 1
        return out

    def group_body(self, flags: Flags) -> Node:
        self.v8_class_fold = flags.ignore_case
        body = self.disjunction(flags)
        if not self.eat(")"):
            raise self.error("unterminated group")
        return body

    def capture(self, flags: Flags, name: str | None) -> Node:
        self.group_count += 1
        index = self.group_count
        if name is not None:
            path = tuple(self.alt_path)
            for _, other in self.names.get(name, []):
                if not _exclusive(path, other):
                    raise self.error(f"duplicate capture group name {name!r}")
            self.names.setdefault(name, []).append((index, path))
        body = self.group_body(flags)
        return Group(body, index, name)

    def group_name(self) -> str:
        """RegExpIdentifierName then ``>`` (the ``<`` is consumed)."""
        out: list[int] = []
        while True:
            c = self.peek()
            if c is None:
                raise self.error("invalid capture group name")
            if c == ord(">"):
                self.pos += 1
                break
            if c == ord("\\"):
                self.pos += 1
                if not self.eat("u"):
                    raise self.error("invalid capture group name")
                c = self.unicode_escape_body(in_name=True)
            else:
                self.pos += 1
            valid = _is_id_start(c) if not out else _is_id_continue(c)
            if not valid:
                raise self.error("invalid capture group name")
            out.append(c)
        if not out:
            raise self.error("invalid capture group name")
        return "".join(map(chr, out))

    # --- escapes ---------------------------------------------------------------------------

    def unicode_escape_body(self, in_name: bool = False) -> int:
        """After ``\\u``: ``XXXX`` (a surrogate pair as ``\\uXXXX\\uXXXX``) or ``{X...}``."""
        if self.eat("{"):
            start = self.pos
            while self.peek() is not None and chr(self.src[self.pos]) in HEX:
                self.pos += 1
            text = "".join(chr(c) for c in self.src[start : self.pos])
            if not text or not self.eat("}") or int(text, 16) > 0x10FFFF:
                raise self.error("invalid Unicode escape")
            return int(text, 16)
        value = self.hex_digits(4)
        if value is None:
            raise self.error("invalid Unicode escape")
        if 0xD800 <= value <= 0xDBFF and self.at("\\u"):
            save = self.pos
            self.pos += 2
            low = self.hex_digits(4)
            if low is not None and 0xDC00 <= low <= 0xDFFF:
                return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            self.pos = save
        return value

    def hex_digits(self, n: int) -> int | None:
        text = self.src[self.pos : self.pos + n]
        if len(text) < n or any(chr(c) not in HEX for c in text):
            return None
        self.pos += n
        return int("".join(map(chr, text)), 16)

    def character_escape(self) -> int | None:
        """CharacterEscape[+UnicodeMode] after the backslash, or None (nothing consumed)."""
        c = self.peek()
        if c is None:
            raise self.error("\\ at end of pattern")
        ch = chr(c)
        if ch in CONTROL_ESCAPES:
            self.pos += 1
            return CONTROL_ESCAPES[ch]
        if ch == "c":
            letter = self.peek(1)
            if letter is not None and chr(letter).isascii() and chr(letter).isalpha():
                self.pos += 2
                return letter % 32
            raise self.error("invalid unicode escape")
        if ch == "0":
            nxt = self.peek(1)
            if nxt is not None and chr(nxt) in DIGITS:
                raise self.error("invalid decimal escape")
            self.pos += 1
            return 0
        if ch == "x":
            self.pos += 1
            value = self.hex_digits(2)
            if value is None:
                raise self.error("invalid escape")
            return value
        if ch == "u":
            self.pos += 1
            return self.unicode_escape_body()
        if ch in SYNTAX_CHARACTERS or ch == "/":
            self.pos += 1
            return c
        return None

    def atom_escape(self, flags: Flags) -> Node:
        c = self.peek()
        if c is None:
            raise self.error("\\ at end of pattern")
        ch = chr(c)
        if ch in "123456789":
            number = self.digits()
            assert number is not None
            ref = BackRef([], flags.ignore_case)
            self.numbered_refs.append((ref, number))
            return ref
        if ch == "k":
            self.pos += 1
            if not self.eat("<"):
                raise self.error("invalid named reference")
            name = self.group_name()
            ref = BackRef([], flags.ignore_case)
            self.named_refs.append((ref, name))
            return ref
        if ch in "dDsSwWpP":
            return self.checked_class(
                flags, lambda f: self.class_escape(f, in_class=False), standard=ch in "dDsSwW"
            )
        value = self.character_escape()
        if value is None:
            raise self.error("invalid escape")
        return self.char(value, flags)

    def checked_class(
        self, flags: Flags, parse: Callable[[Flags], _Operand], standard: bool = False
    ) -> Node:
        """Parse a class (or class escape) atom: built with the flags in force (ECMA-262, and
        Chromium 156).

        Node 26's V8 (14.6) departs after a modifier group: it builds a class with the ``i``
        flag of the group opened last (``v8_class_fold``), which a modifier group does not
        restore when it closes, and matches the class's characters as built, whatever the
        ``i`` in force (``(?i:a)[b]`` matches "AB"; with ``vi``, ``(?-i:a)[b]`` does not match
        "aB"); a standard class escape outside brackets (``standard``: ``\\d \\D \\s \\S \\w
        \\W``) then also gets the case closure of the ``i`` in force (with ``vi``,
        ``(?-i:a)\\W`` matches "ak": ``\\W`` built without ``i`` holds ``ſ`` and ``K``, whose cases
        are ``s`` and ``k``), and a class's strings are matched under the ``i`` in force.  That
        reading (checked against Node on 7,020 probes and 41,681 generated pairs) is built
        too: ``node26`` returns it, and ``node26_differs`` records whether it differs from
        ECMA-262's, for the differential tests' classifier (Chromium 156 agrees with
        ECMA-262 here: tests/js/test_regexp_chromium.py)."""
        start = self.pos
        node = self.class_node(parse(flags).set, flags.ignore_case)
        fold = self.v8_class_fold
        if fold == flags.ignore_case or (not self.node26 and self.node26_differs is None):
            return node
        end, self.pos = self.pos, start
        built = parse(Flags(fold, flags.multiline, flags.dot_all)).set
        self.pos = end
        if standard and flags.ignore_case:
            built = cs.fold_set(built)
        node26 = self.class_node(built, flags.ignore_case)
        if _ascii_behaviour(node26) != _ascii_behaviour(node):
            self.node26_differs = True
        return node26 if self.node26 else node

    def class_escape(self, flags: Flags, in_class: bool) -> _Operand:
        """``\\d \\D \\s \\S \\w \\W \\p{...} \\P{...}`` (after the backslash)."""
        ch = chr(self.src[self.pos])
        self.pos += 1
        if ch in "dDsSwW":
            return _Operand(cs.class_escape(ch, flags.ignore_case), False)
        if not self.eat("{"):
            raise self.error("invalid property name")
        start = self.pos
        while self.peek() is not None and self.peek() != ord("}"):
            self.pos += 1
        if self.peek() is None:
            raise self.error("invalid property name")
        text = "".join(map(chr, self.src[start : self.pos]))
        self.pos += 1
        negated = ch == "P"
        name, eq, value = text.partition("=")
        if not all(x.isascii() and (x.isalnum() or x == "_") for x in name + value) or not name:
            raise self.error("invalid property name")
        fold = flags.ignore_case
        if eq:
            if name in ("General_Category", "gc"):
                table, wide_table = props.GC, "GC"
            elif name in ("Script", "sc"):
                table, wide_table = props.SC, "SC"
            elif name in ("Script_Extensions", "scx"):
                table, wide_table = props.SCX, "SCX"
            else:
                raise self.error("invalid property name")
            if name in ("General_Category", "gc"):
                if value not in table:
                    raise self.error("invalid property name")
            elif value not in props.SCRIPT_VALUES:
                if not value:
                    raise self.error("invalid property name")
                # Not among the values Node 26 knows; a newer Unicode may add scripts.
                self.untranslatable("script-value", f"no table for the Script value {value}")
            members = table.get(value, frozenset())
            strings = False
            wide = cs.property_members(wide_table, value)
        elif name in props.GC:
            members, strings = props.GC[name], False
            wide = cs.property_members("GC", name)
        elif name in props.BINARY:
            members, strings = props.BINARY[name], False
            wide = cs.property_members("BINARY", name)
        elif name in props.STRING_PROPERTIES:
            if negated:
                raise self.error("negated property of strings")
            # Over ASCII no RGI emoji string consists of ASCII code points only (checked
            # against Node by the properties test): the set is empty here.
            # Beyond ASCII the members of one code point (Basic_Emoji's, RGI_Emoji's) match;
            # the longer strings (flags, keycaps, ZWJ sequences) are not known here: a
            # documented limit.
            members, strings = frozenset(), True
            wide = cs.property_members("STRINGS", name)
        else:
            raise self.error("invalid property name")
        if name == "ASCII":
            # V8's departure from ECMA-262, followed (Node 26 and Chromium): \p{ASCII} is
            # not case folded under i (/\p{ASCII}/vi does not match U+017F, /\P{ASCII}/vi
            # does).
            fold = False
        s = cs.of_code_points(members, fold, wide=wide)
        if negated:
            s = cs.complement(s, fold)
        return _Operand(s, strings)

    def class_node(self, s: cs.ClassSet, fold: bool) -> Node:
        """The matcher of a class: its strings longest first, then one character, then the
        empty string (CompileAtom for a CharacterClass with strings)."""
        single = Chars(cs.matched_ascii(s.chars, fold), s.others, s.wide)
        strings = list(s.strings)
        if not strings:
            return single
        alternatives: list[Node] = []
        for t in sorted(strings, key=len, reverse=True):
            if not t:
                continue
            alternatives.append(
                Seq([self.class_string_char(c, fold) for c in t])
                if len(t) > 1
                else self.class_string_char(t[0], fold)
            )
        alternatives.append(single)
        if () in strings:
            alternatives.append(Empty())
        return Alt(alternatives)

    def class_string_char(self, c: int, fold: bool) -> Chars:
        """A code point of a class string: the subject characters of its case under ``i``."""
        return Chars(cs.literal(c, fold), False, cs.literal_wide(c, fold))

    # --- character classes (UnicodeSetsMode) -------------------------------------------------

    def class_contents(self, flags: Flags) -> _Operand:
        """After ``[``: ``^``? ClassSetExpression ``]``."""
        negated = self.eat("^")
        result = self.class_set_expression(flags)
        if negated:
            if result.may_contain_strings:
                raise self.error("negated character class may contain strings")
            return _Operand(cs.complement(result.set, flags.ignore_case), False)
        return result

    def class_set_expression(self, flags: Flags) -> _Operand:
        fold = flags.ignore_case
        if self.eat("]"):
            return _Operand(cs.EMPTY, False)
        first, is_range = self.class_union_item(flags)
        if self.at("&&") or self.at("--"):
            if is_range:
                raise self.error("invalid set operation in character class")
            op = "&&" if self.at("&&") else "--"
            result = first
            while self.eat(op):
                if op == "&&" and self.at("&"):
                    raise self.error("invalid set operation in character class")
                operand = self.class_set_operand(flags)
                if operand is None:
                    raise self.error("invalid set operation in character class")
                if op == "&&":
                    result = _Operand(
                        result.set.intersection(operand.set),
                        result.may_contain_strings and operand.may_contain_strings,
                    )
                else:
                    result = _Operand(
                        result.set.difference(operand.set), result.may_contain_strings
                    )
            if not self.eat("]"):
                raise self.error("invalid set operation in character class")
            return result
        # A ClassUnion: its single characters gathered into one set, its other operands
        # united with it at once (linear in the class's length: issue #73 item 11).
        items = [first]
        points: set[int] = set()
        while not self.eat("]"):
            if self.at("&&") or self.at("--"):
                raise self.error("invalid set operation in character class")
            member = self.class_union_member(flags)
            if isinstance(member, int):
                points.add(member)
            else:
                items.append(member[0])
        if points:
            items.append(_Operand(cs.of_code_points(points, fold), False))
        return _Operand(
            cs.union_all([item.set for item in items]),
            any(item.may_contain_strings for item in items),
        )

    def class_union_item(self, flags: Flags) -> tuple[_Operand, bool]:
        """A ClassSetRange or a ClassSetOperand; True when it was a range."""
        member = self.class_union_member(flags)
        if isinstance(member, int):
            return _Operand(cs.of_code_points({member}, flags.ignore_case), False), False
        return member

    def class_union_member(self, flags: Flags) -> int | tuple[_Operand, bool]:
        """A ClassSetRange or a ClassSetOperand (True when it was a range), or the code point
        of a lone ClassSetCharacter."""
        if self.peek() is None:
            raise self.error("unterminated character class")
        start = self.pos
        c = self.class_set_character()
        if c is not None:
            if self.at("-") and not self.at("--"):
                self.pos += 1
                high = self.class_set_character()
                if high is None:
                    raise self.error("invalid character class")
                if high < c:
                    raise self.error("range out of order in character class")
                return _Operand(cs.of_range(c, high, flags.ignore_case), False), True
            return c
        self.pos = start
        operand = self.class_set_operand(flags)
        if operand is None:
            raise self.error("invalid character in character class")
        return operand, False

    def class_set_operand(self, flags: Flags) -> _Operand | None:
        """NestedClass, ClassStringDisjunction or ClassSetCharacter; None if none starts here."""
        if self.peek() is None:
            raise self.error("unterminated character class")
        if self.eat("["):
            if self.at("^"):
                return self.class_contents(flags)
            return self.class_contents(flags)
        if self.at("\\q{"):
            self.pos += 3
            return self.class_string_disjunction(flags)
        if self.at("\\") and self.peek(1) is not None and chr(self.src[self.pos + 1]) in "dDsSwWpP":
            self.pos += 1
            return self.class_escape(flags, in_class=True)
        c = self.class_set_character()
        if c is None:
            return None
        return _Operand(cs.of_code_points({c}, flags.ignore_case), False)

    def class_set_character(self) -> int | None:
        """A ClassSetCharacter, or None (nothing consumed) when none starts here."""
        c = self.peek()
        if c is None:
            raise self.error("unterminated character class")
        ch = chr(c)
        if ch == "\\":
            nxt = self.peek(1)
            if nxt is None:
                raise self.error("\\ at end of pattern")
            n = chr(nxt)
            if n in "dDsSwWpPq":
                return None
            self.pos += 1
            if n == "b":
                self.pos += 1
                return 0x08
            if n in CLASS_SET_RESERVED_PUNCTUATOR:
                self.pos += 1
                return nxt
            value = self.character_escape()
            if value is None:
                raise self.error("invalid escape")
            return value
        if ch in CLASS_SET_SYNTAX:
            return None
        nxt = self.peek(1)
        if ch in CLASS_SET_RESERVED_DOUBLE and nxt == c:
            if ch == "&":
                return None
            raise self.error("invalid set operation in character class")
        self.pos += 1
        return c

    def class_string_disjunction(self, flags: Flags) -> _Operand:
        """After ``\\q{``: ClassString (``|`` ClassString)* ``}``."""
        result = cs.EMPTY
        may_contain_strings = False
        current: list[int] = []
        while True:
            if self.eat("}"):
                done = True
            elif self.eat("|"):
                done = False
            else:
                c = self.class_set_character()
                if c is None:
                    raise self.error("invalid class string")
                current.append(c)
                continue
            if len(current) != 1:
                may_contain_strings = True
            # A one-code-point string under i: V8's reading (of_string), not ECMA-262's.
            result = result.union(cs.of_string(tuple(current), flags.ignore_case))
            current = []
            if done:
                return _Operand(result, may_contain_strings)


def _ascii_behaviour(node: Node) -> object:
    """What a class atom does on ASCII subjects (for comparing two readings of it)."""
    if isinstance(node, Chars):
        return node.ascii
    if isinstance(node, Alt | Seq):
        return tuple(_ascii_behaviour(x) for x in node.items)
    return type(node).__name__


def _exclusive(a: tuple[tuple[int, int], ...], b: tuple[tuple[int, int], ...]) -> bool:
    """Two groups cannot both participate: some disjunction holds them in different
    alternatives (MightBothParticipate is false)."""
    branches = dict(a)
    return any(ident in branches and branches[ident] != branch for ident, branch in b)


def parse(source: str, ignore_case: bool, node26: bool = False) -> tuple[Node, int]:
    """The tree of ``source`` (a JavaScript pattern, flags ``v`` + ``i`` when ``ignore_case``)
    and its number of capturing groups; with ``node26``, its classes read as Node 26 reads
    them (see ``Parser.checked_class``: the differential tests' classifier)."""
    return Parser(source, ignore_case, node26).parse()


def node26_reading_differs(source: str, ignore_case: bool) -> bool:
    """Whether Node 26 reads a class of ``source`` otherwise than ECMA-262 and Chromium
    (after a modifier group: ``Parser.checked_class``)."""
    parser = Parser(source, ignore_case)
    parser.node26_differs = False
    parser.parse()
    return bool(parser.node26_differs)
