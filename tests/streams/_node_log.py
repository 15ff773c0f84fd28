"""What the differentials against Node's streams (``test_streams_differential_node.py``,
``test_writable_differential_node.py``) write in their logs, as their JavaScript writes it."""

from __future__ import annotations

import math

from webapi.js import RangeError

__all__ = ["fmt", "why"]


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
