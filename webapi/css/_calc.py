"""Lengths at computed-value time (https://drafts.csswg.org/css-values-4/#lengths,
https://drafts.csswg.org/css-values-4/#calc-computed-value): the absolute units (``pt``,
``pc``, ``in``, ``cm``, ``mm``, ``q``) and the font-relative ``em`` and ``rem`` as ``px``, and
the math functions ``calc()``, ``min()``, ``max()`` and ``clamp()`` whose arguments are such
lengths and numbers, computed to one ``px`` length, as Chromium 156 answers
``getComputedStyle``. An expression with a percentage (resolved against a box: layout) or
another unit (``ex``, ``ch``, viewport units) is not computed: it is left as written."""

from __future__ import annotations

import re

from webapi.cssom.engine import serialize_number

__all__ = ["evaluate_math", "resolve_lengths"]

#: px per unit (https://drafts.csswg.org/css-values-4/#absolute-lengths); ``em``, ``rem`` and
#: ``%`` are given by the caller.
_ABSOLUTE = {
    "px": 1.0,
    "pt": 96.0 / 72.0,
    "pc": 16.0,
    "in": 96.0,
    "cm": 96.0 / 2.54,
    "mm": 96.0 / 25.4,
    "q": 96.0 / 101.6,
}
_MATH = frozenset({"calc", "min", "max", "clamp"})
_TOKEN = re.compile(
    r"\s*(?:([a-zA-Z-]+)\(|(\()|(\))|(,)|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)"
    r"(%|[a-zA-Z]+)?|([*/+-]))"
)
#: A length outside a function: a number and a unit ``px`` is not (nothing to change).
_LENGTH = re.compile(r"(?<![\w.#-])([+-]?(?:\d+\.?\d*|\.\d+))(r?em|pt|pc|in|cm|mm|q)\b", re.I)
#: A function's name.
_FUNCTION = re.compile(r"([a-zA-Z-]+)\(")

#: A value: (number, whether it is a length in px).
_Value = tuple[float, bool]


class _Parser:
    """A recursive descent over a math function's tokens."""

    __slots__ = ("em", "percent", "position", "tokens")

    def __init__(self, tokens: list[tuple[str, str]], em: float, percent: float | None) -> None:
        self.tokens = tokens
        self.position = 0
        self.em = em
        self.percent = percent

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.position] if self.position < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.tokens[self.position]
        self.position += 1
        return token

    def sum(self) -> _Value | None:
        left = self.product()
        while left is not None:
            token = self.peek()
            if token is None or token not in (("op", "+"), ("op", "-")):
                break
            self.take()
            right = self.product()
            if right is None or right[1] != left[1]:
                return None
            left = (left[0] + right[0] if token[1] == "+" else left[0] - right[0], left[1])
        return left

    def product(self) -> _Value | None:
        left = self.term()
        while left is not None:
            token = self.peek()
            if token is None or token not in (("op", "*"), ("op", "/")):
                break
            self.take()
            right = self.term()
            if right is None:
                return None
            if token[1] == "*":
                if left[1] and right[1]:
                    return None
                left = (left[0] * right[0], left[1] or right[1])
            else:
                if right[1] or right[0] == 0:
                    return None
                left = (left[0] / right[0], left[1])
        return left

    def term(self) -> _Value | None:
        token = self.peek()
        if token is None:
            return None
        kind, text = self.take()
        if kind == "number":
            return (float(text), False)
        if kind == "dimension":
            number, unit = text.split(" ")
            factor = self._unit(unit.lower())
            return None if factor is None else (float(number) * factor, True)
        if kind == "(":
            return self._closed(self.sum())
        if kind == "function" and text in ("calc", "min", "max", "clamp"):
            arguments = [self.sum()]
            while self.peek() == (",", ","):
                self.take()
                arguments.append(self.sum())
            found = self._closed(_apply(text, arguments))
            return found
        return None

    def _closed(self, value: _Value | None) -> _Value | None:
        if value is None or self.peek() != (")", ")"):
            return None
        self.take()
        return value

    def _unit(self, unit: str) -> float | None:
        if unit == "em":
            return self.em
        if unit == "rem":
            return 16.0
        if unit == "%":
            return self.percent
        return _ABSOLUTE.get(unit)


def _apply(name: str, arguments: list[_Value | None]) -> _Value | None:
    """``calc()`` (one argument), ``min()``/``max()`` (one or more), ``clamp()`` (three) of
    arguments of one type."""
    if any(argument is None for argument in arguments):
        return None
    values = [argument for argument in arguments if argument is not None]
    if len({kind for _, kind in values}) != 1:
        return None
    kind = values[0][1]
    numbers = [number for number, _ in values]
    if name == "calc":
        return values[0] if len(values) == 1 else None
    if name == "min":
        return (min(numbers), kind)
    if name == "max":
        return (max(numbers), kind)
    if len(values) != 3:
        return None
    return (max(numbers[0], min(numbers[1], numbers[2])), kind)


def _tokens(text: str) -> list[tuple[str, str]] | None:
    out: list[tuple[str, str]] = []
    position = 0
    text = text.rstrip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            return None
        position = match.end()
        function, opening, closing, comma, number, unit, operator = match.groups()
        if function is not None:
            out.append(("function", function.lower()))
        elif opening is not None:
            out.append(("(", "("))
        elif closing is not None:
            out.append((")", ")"))
        elif comma is not None:
            out.append((",", ","))
        elif number is not None:
            out.append(("dimension", f"{number} {unit}") if unit else ("number", number))
        else:
            out.append(("op", operator))
    return out


def evaluate_math(text: str, em: float, percent: float | None = None) -> float | None:
    """The ``px`` length a math function (``calc(...)``, ``min(...)``, ``max(...)``,
    ``clamp(...)``, the whole of ``text``) computes to, ``em`` the element's font size and
    ``percent`` the ``px`` of ``1%`` (None: a percentage is not computed); None where it is
    no length, has another unit or does not parse."""
    tokens = _tokens(text)
    if not tokens or tokens[0][0] != "function" or tokens[0][1] not in _MATH:
        return None
    parser = _Parser(tokens, em, percent)
    found = parser.term()
    if found is None or parser.position != len(tokens) or not found[1]:
        return None
    return found[0]


def _px(value: float) -> str:
    return serialize_number(round(value, 6)) + "px"


def resolve_lengths(value: str, em: float, non_negative: bool = False) -> str:
    """``value`` (a computed property's specified value serialized) with its ``em``, ``rem``
    and absolute lengths in ``px`` and its math functions of lengths computed to ``px``
    (clamped at 0 where the property takes no negative length: ``non_negative``); a value
    with another function (``url()``, ``var()``, a color's, a transform's), a string or a
    math function that is not computed is left as it is."""
    if '"' in value or "'" in value:
        return value
    names = {name.lower() for name in _FUNCTION.findall(value)}
    if names - _MATH:
        return value
    if not names:
        return _LENGTH.sub(lambda match: _px(_absolute(match, em)), value)
    out: list[str] = []
    position = 0
    for match in _FUNCTION.finditer(value):
        if match.start() < position:
            continue
        end = _closing(value, match.end())
        if end is None:
            return value
        found = evaluate_math(value[match.start() : end], em)
        if found is None:
            return value
        if non_negative:
            found = max(found, 0.0)
        out.append(_LENGTH.sub(lambda m: _px(_absolute(m, em)), value[position : match.start()]))
        out.append(_px(found))
        position = end
    out.append(_LENGTH.sub(lambda m: _px(_absolute(m, em)), value[position:]))
    return "".join(out)


def _absolute(match: re.Match[str], em: float) -> float:
    number = float(match.group(1))
    unit = match.group(2).lower()
    if unit == "em":
        return number * em
    if unit == "rem":
        return number * 16.0
    return number * _ABSOLUTE[unit]


def _closing(text: str, start: int) -> int | None:
    """The index after the ``)`` closing the function whose arguments start at ``start``."""
    depth = 1
    for index in range(start, len(text)):
        char = text[index]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index + 1
    return None
