"""What the differentials against Node's streams (``test_streams_differential_node.py``,
``test_writable_differential_node.py``, ``test_byte_streams_differential_node.py``) write in
their logs, as their JavaScript writes it, and how they compare them."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from webapi.js import RangeError

__all__ = ["differences_from_node", "fmt", "why"]


def fmt(value: float | None) -> str:
    """A desired size as JavaScript's ``String()`` writes it (``null`` for none)."""
    if value is None:
        return "null"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return str(int(value)) if value == int(value) else repr(value)


def why(error: object) -> str:
    """A rejection's reason as the JavaScript side's ``why`` names it."""
    if isinstance(error, str):
        return error
    if isinstance(error, RangeError):
        return "RangeError"
    if isinstance(error, TypeError):
        return "TypeError"
    return "other"


def differences_from_node(
    function: str,
    cases: list[Any],
    run: Callable[[Any], list[str]],
    excused: Callable[[list[str], list[str]], bool] = lambda ours, theirs: False,
) -> list[tuple[Any, list[str], list[str]]]:
    """Each case whose log ``run`` (webapi's) differs from the log Node 26's ``function`` gives
    for it, with both logs, but those ``excused(ours, theirs)`` names (a named Node bug)."""
    from oracles import node26_evaluate

    theirs = node26_evaluate(function, cases, timeout=300)
    return [
        (case, ours, their)
        for case, their in zip(cases, theirs, strict=True)
        if (ours := run(case)) != their and not excused(ours, their)
    ]
