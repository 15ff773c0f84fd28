"""JavaScript strings in Python ``str``.

A JavaScript string is a sequence of UTF-16 code units; a Python ``str`` is a sequence of code
points.  The same JavaScript string can reach Python in two spellings: an astral character as one
code point (``'😀'``) or as the two surrogate code points of its pair (``'\\ud83d\\ude00'``).
webapi reads both as the one JavaScript string they stand for, and writes results in the first
spelling; a lone surrogate stays a lone surrogate, as JavaScript keeps it.
"""

from __future__ import annotations

from .._webidl import has_surrogates

__all__ = ["code_units", "from_code_units"]


def from_code_units(string: str) -> str:
    """``string`` with every surrogate pair written as its astral code point."""
    if not has_surrogates(string):
        return string
    return string.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def code_units(string: str) -> list[int]:
    """The UTF-16 code units of the JavaScript string ``string`` stands for."""
    data = string.encode("utf-16-le", "surrogatepass")
    return [data[i] | data[i + 1] << 8 for i in range(0, len(data), 2)]
