"""Matching a component against its part list, without compiling its regular expression.

https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list turns a part
list of fixed text and wildcards (without the ``*`` and ``+`` modifiers) into a concatenation
of literal text, ``(?:<text>)?``, and ``(?:<prefix>(<wildcard>)<suffix>)`` with an optional
``?``, where the wildcard is ``[^<delimiter>]+?`` (lazy) or ``.*`` (greedy).  ECMAScript runs
such an expression by backtracking, trying an optional piece first with it and then without,
a lazy wildcard's lengths shortest first and a greedy one's longest first; the first way to
reach the end of the input wins, and gives the groups.  :class:`PartMatcher` makes the same
tries in the same order, so its answers and groups are the expression's, for every ASCII
input (a component's input always is; anything else goes to the linear matcher).  Where
the tries would run long (backtracking over many wildcards) it gives up, within work linear
in the input, and :mod:`._linear_matcher` answers.  ``tests/urlpattern/test_part_matcher.py``
checks it against the compiled expression on the WPT data and generated part lists and
inputs.

Compiling a regular expression with ``re`` costs tens of microseconds; most components are of
this shape, and are only matched a few times.
"""

from __future__ import annotations

from ._parts import FIXED_TEXT, FULL_WILDCARD, NONE, OPTIONAL, SEGMENT_WILDCARD, Options, Part

__all__ = ["GiveUp", "PartMatcher", "part_matcher"]

# Elements: (kind, text) for the first two kinds, else
# (GROUP, prefix, segment?, suffix, optional, group index).
_TEXT = 0
_OPTIONAL_TEXT = 1
_GROUP = 2

#: Tries (positions a wildcard or optional piece is tried at) before giving up, plus one per
#: _SCAN code points of the input; a wildcard's search for its end (the delimiter, a line
#: terminator) is charged one try per _SCAN code points it looks at, so the work stays linear
#: in the input whatever the pattern.
_BUDGET = 2000
_SCAN = 16
#: The most groups and optional pieces a matcher takes: each is one level of
#: :meth:`PartMatcher._match`'s recursion, which must stay well inside Python's recursion
#: limit (a pattern of 1,000 named groups raised RecursionError); longer part lists go to the
#: regular expression.
_MAX_TRIED_ELEMENTS = 200


class GiveUp(Exception):
    """The tries ran over the budget: let the regular expression answer."""


class PartMatcher:
    """The component's regular expression, run on ASCII inputs by trying the parts."""

    __slots__ = ("delimiter", "elements", "fold", "group_count")

    def __init__(
        self, elements: tuple[tuple[object, ...], ...], group_count: int, options: Options
    ) -> None:
        self.elements = elements
        self.group_count = group_count
        self.fold = options.ignore_case
        self.delimiter = options.delimiter_code_point

    def match(self, input: str) -> list[str | None] | None:
        """The groups of the match of ``input`` (ASCII), or None; raises :class:`GiveUp`."""
        # Each group's (start, end), sliced once matched (slicing at every try would copy).
        spans: list[tuple[int, int] | None] = [None] * self.group_count
        budget = [_BUDGET + len(input) // _SCAN]
        if self._match(0, input.lower() if self.fold else input, input, 0, spans, budget):
            return [None if span is None else input[span[0] : span[1]] for span in spans]
        return None

    def _match(
        self,
        i: int,
        folded: str,
        input: str,
        position: int,
        groups: list[tuple[int, int] | None],
        budget: list[int],
    ) -> bool:
        """Whether the elements from ``i`` on match ``input`` from ``position`` to its end
        (``folded`` is ``input`` lowercased under ignore case), filling ``groups``."""
        elements = self.elements
        while i < len(elements):
            element = elements[i]
            kind = element[0]
            if kind == _TEXT:
                text = element[1]
                assert isinstance(text, str)
                if not folded.startswith(text, position):
                    return False
                position += len(text)
                i += 1
                continue
            budget[0] -= 1
            if budget[0] < 0:
                raise GiveUp
            if kind == _OPTIONAL_TEXT:
                # "(?:<text>)?": with the text first, then without.
                text = element[1]
                assert isinstance(text, str)
                if folded.startswith(text, position) and self._match(
                    i + 1, folded, input, position + len(text), groups, budget
                ):
                    return True
                i += 1
                continue
            # "<prefix>(<wildcard>)<suffix>" at position, then the rest.
            _, prefix, segment, suffix, optional, index = element
            assert isinstance(prefix, str) and isinstance(suffix, str) and isinstance(index, int)
            if folded.startswith(prefix, position):
                start = position + len(prefix)
                if segment:
                    # "[^<delimiter>]+?": one code point or more, fewest first ("[^]" for none).
                    delimiter = self.delimiter
                    limit = folded.find(delimiter, start) if delimiter else -1
                    if limit < 0:
                        limit = len(input)
                    ends = range(start + 1, limit + 1)
                    budget[0] -= (limit - start) // _SCAN
                else:
                    # ".*": no line terminator (only LF and CR are ASCII), most first.
                    limit = len(input)
                    for terminator in "\n\r":
                        found = folded.find(terminator, start, limit)
                        if found >= 0:
                            limit = found
                    ends = range(limit, start - 1, -1)
                    budget[0] -= (len(input) - start) // _SCAN
                for end in ends:
                    if suffix and not folded.startswith(suffix, end):
                        continue
                    budget[0] -= 1
                    if budget[0] < 0:
                        raise GiveUp
                    groups[index] = (start, end)
                    if self._match(i + 1, folded, input, end + len(suffix), groups, budget):
                        return True
            if not optional:
                return False
            # "(?:...)?" without the group: it does not participate.
            groups[index] = None
            i += 1
        return position == len(input)


def part_matcher(part_list: list[Part], options: Options) -> PartMatcher | None:
    """A matcher for the part list, or None when it has a part of another shape (a regexp
    group, a ``*`` or ``+`` modifier, non-ASCII text, an optional wildcard without prefix and
    suffix)."""
    fold = options.ignore_case
    elements: list[tuple[object, ...]] = []
    group_count = 0
    for part in part_list:
        modifier = part.modifier
        if modifier != NONE and modifier != OPTIONAL:
            return None
        value, prefix, suffix = part.value, part.prefix, part.suffix
        if not (value.isascii() and prefix.isascii() and suffix.isascii()):
            return None
        if fold:
            value, prefix, suffix = value.lower(), prefix.lower(), suffix.lower()
        if part.type == FIXED_TEXT:
            if modifier == NONE:
                if elements and elements[-1][0] == _TEXT:
                    previous = elements.pop()[1]
                    assert isinstance(previous, str)
                    value = previous + value
                elements.append((_TEXT, value))
            elif value:
                elements.append((_OPTIONAL_TEXT, value))
            else:
                return None
            continue
        if part.type not in (SEGMENT_WILDCARD, FULL_WILDCARD):
            return None
        optional = modifier == OPTIONAL
        if optional and not prefix and not suffix:
            return None  # "(<wildcard>)?": the translator's own rewrite
        elements.append(
            (_GROUP, prefix, part.type == SEGMENT_WILDCARD, suffix, optional, group_count)
        )
        group_count += 1
    if sum(1 for element in elements if element[0] != _TEXT) > _MAX_TRIED_ELEMENTS:
        return None
    return PartMatcher(tuple(elements), group_count, options)
