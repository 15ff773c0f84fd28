"""Argument counts: the marker for an argument that was not passed, and the
``TypeError`` raised when a required one is missing.

Web IDL operations check ``arguments.length`` against the number of required
arguments before converting anything.  A Python method generated from IDL gives
each required parameter the default :data:`ABSENT`, so leaving it out can be told
apart from passing any value (``None`` included) and reported the way browsers
report it::

    Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only 1 present.
"""

from __future__ import annotations

import enum
from typing import Final, Literal

__all__ = ["ABSENT", "Absent", "arity_error"]


class Absent(enum.Enum):
    """The type of :data:`ABSENT` (an enum so that type checkers can narrow it)."""

    ABSENT = enum.auto()

    def __repr__(self) -> str:
        return "ABSENT"


#: The default of a required parameter: the caller did not pass that argument.
ABSENT: Final[Literal[Absent.ABSENT]] = Absent.ABSENT


def arity_error(prefix: str, required: int, *arguments: object) -> TypeError:
    """The ``TypeError`` for a call that left out a required argument.

    ``arguments`` are the values of the required parameters, in order; the ones
    that are not :data:`ABSENT` count as present.
    """
    present = sum(1 for argument in arguments if argument is not ABSENT)
    noun = "argument" if required == 1 else "arguments"
    return TypeError(f"{prefix}: {required} {noun} required, but only {present} present.")
