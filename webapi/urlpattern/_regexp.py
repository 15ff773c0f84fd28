"""STAND-IN for the ECMAScript regular expression translator (written in another branch).

A naive translation of a JavaScript ``v``-flag pattern into a Python :mod:`re` pattern,
good enough for the URL Pattern Standard's generated expressions and simple custom
groups.  The lead replaces this file with the real translator at merge.
"""

from __future__ import annotations

import re

__all__ = ["compile_regexp"]

_TRANSLATIONS = {
    "$": r"\Z",
    ".": "[^\n\r\u2028\u2029]",
}
_ESCAPES_OUTSIDE = {"d": "[0-9]", "D": "[^0-9]", "w": "[A-Za-z0-9_]", "W": "[^A-Za-z0-9_]"}
_ESCAPES_INSIDE = {"d": "0-9", "w": "A-Za-z0-9_"}


def _translate(source: str) -> str:
    out: list[str] = []
    i = 0
    n = len(source)
    in_class = False
    while i < n:
        c = source[i]
        if c == "\\" and i + 1 < n:
            e = source[i + 1]
            table = _ESCAPES_INSIDE if in_class else _ESCAPES_OUTSIDE
            out.append(table.get(e, "\\" + e))
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
            elif c == "[":
                # v-flag nested classes are not supported by this stand-in.
                raise TypeError(f"unsupported regular expression: {source!r}")
            out.append(c)
            i += 1
            continue
        if c == "[":
            if source.startswith("[^]", i):
                out.append(r"[\s\S]")
                i += 3
                continue
            in_class = True
            out.append(c)
            if i + 1 < n and source[i + 1] == "^":
                out.append("^")
                i += 1
            i += 1
            continue
        if source.startswith("(?<", i) and i + 3 < n and source[i + 3] not in "=!":
            out.append("(?P<")
            i += 3
            continue
        out.append(_TRANSLATIONS.get(c, c))
        i += 1
    return "".join(out)


def compile_regexp(source: str, *, ignore_case: bool = False) -> re.Pattern[str]:
    """Compile JavaScript regular expression ``source`` (``v`` flag, plus ``i`` when
    ``ignore_case``) as a Python pattern; TypeError when it cannot."""
    try:
        return re.compile(_translate(source), re.IGNORECASE if ignore_case else 0)
    except (re.error, RecursionError, OverflowError) as exc:
        raise TypeError(f"invalid regular expression /{source}/: {exc}") from None


#: Marks this module as the throwaway stand-in (the real translator has no such name); tests
#: expect the cases that need real ECMAScript semantics to fail only under the stand-in.
STAND_IN = True
