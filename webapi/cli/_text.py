"""``--format text``: a record for people: the components as a table, then each validation
error's description with a caret under its position in the input.  Colours only on a terminal
(and never with ``NO_COLOR`` set).

Each error shows the input around its position only (``EXCERPT`` code points, ``…`` where it
is cut), so the output stays linear in the input however many errors it has: one line of
10,000 ``%`` (10,000 errors) prints about 1.5 MB, not the 150 MB of the whole line under
each error."""

from __future__ import annotations

import os
import unicodedata
from typing import TextIO

__all__ = ["EXCERPT", "excerpt_window", "render", "use_colour", "visible"]

_RESET = "\x1b[0m"
_BOLD = "\x1b[1m"
_DIM = "\x1b[2m"
_RED = "\x1b[31m"
_YELLOW = "\x1b[33m"
_GREEN = "\x1b[32m"

#: The code points of the input shown around an error's position.
EXCERPT = 72
_ELLIPSIS = "…"


def use_colour(stream: TextIO) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ


def _width(text: str) -> int:
    """Terminal columns ``text`` takes (wide East Asian characters take two)."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


#: C0 controls and DEL as their Control Pictures (U+2400 to U+2421).
_PICTURES = {**{c: 0x2400 + c for c in range(0x20)}, 0x7F: 0x2421}


def visible(text: str) -> str:
    """``text`` with its C0 controls and DEL shown as their Control Pictures (a tab as ␉, a
    line feed as ␊): carets line up under it, and an input echoed in a line of output
    (``validate``, ``audit``) stays one line and its tab-separated columns stay columns."""
    return text.translate(_PICTURES)


def excerpt_window(length: int, index: int, size: int = EXCERPT) -> tuple[int, int]:
    """``(start, end)``: the ``size`` code points (or fewer) of a text of ``length`` that
    show ``index`` (which may be ``length``: the end), ``index`` near the middle."""
    if length <= size:
        return 0, length
    start = max(0, min(index - size // 2, length - size))
    return start, start + size


def _excerpt(shown: str, index: int) -> tuple[str, int]:
    """The part of ``shown`` around ``index`` (``…`` where it is cut) and the terminal
    column of ``index`` in it."""
    start, end = excerpt_window(len(shown), index)
    head = _ELLIPSIS if start else ""
    tail = _ELLIPSIS if end < len(shown) else ""
    return head + shown[start:end] + tail, len(head) + _width(shown[start:index])


def render(record: dict[str, object], colour: bool) -> str:
    def paint(code: str, text: str) -> str:
        return f"{code}{text}{_RESET}" if colour else text

    lines = []
    ok = bool(record["ok"])
    input_text = str(record["input"])
    verdict = paint(_GREEN, "ok") if ok else paint(_RED, "failure")
    lines.append(f"{paint(_BOLD, 'input')}      {visible(input_text)}  [{verdict}]")
    if record.get("base") is not None:
        lines.append(f"{paint(_BOLD, 'base')}       {record['base']}")
    for name, value in record.items():
        if name in ("input", "base", "ok", "validationErrors", "error") or value is None:
            continue
        if name == "searchParams":
            assert isinstance(value, list)
            shown = "  ".join(f"{k}={v}" for k, v in value) if value else paint(_DIM, "(none)")
        else:
            shown = str(value) if value != "" else paint(_DIM, '""')
        lines.append(f"{paint(_BOLD, f'{name:<10}')} {shown}")
    if not ok and record.get("error"):
        lines.append(f"{paint(_BOLD, 'error')}      {record['error']}")
    errors = record.get("validationErrors") or []
    assert isinstance(errors, list)
    if errors:
        lines.append(paint(_BOLD, "validation errors"))
        shown_input = visible(input_text)
        for error in errors:
            index = int(error["index"])
            severity = paint(_RED, "failure") if error["failure"] else paint(_YELLOW, "error")
            excerpt, column = _excerpt(shown_input, index)
            lines.append(f"  {excerpt}")
            caret = " " * column + "^"
            lines.append(f"  {paint(_RED if error['failure'] else _YELLOW, caret)}")
            lines.append(f"  {severity}: {error['description']} at index {index} ({error['type']})")
    return "\n".join(lines) + "\n"
