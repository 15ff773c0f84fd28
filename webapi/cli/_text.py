"""``--format text``: a record for people: the components as a table, then each validation
error's description with a caret under its position in the input.  Colours only on a terminal
(and never with ``NO_COLOR`` set)."""

from __future__ import annotations

import os
import unicodedata
from typing import TextIO

__all__ = ["render", "use_colour"]

_RESET = "\x1b[0m"
_BOLD = "\x1b[1m"
_DIM = "\x1b[2m"
_RED = "\x1b[31m"
_YELLOW = "\x1b[33m"
_GREEN = "\x1b[32m"


def use_colour(stream: TextIO) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ


def _width(text: str) -> int:
    """Terminal columns ``text`` takes (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _visible(text: str) -> str:
    """Control characters shown as ␀-style symbols so that carets line up."""
    return "".join(chr(0x2400 + ord(c)) if ord(c) < 0x20 else c for c in text)


def render(record: dict[str, object], colour: bool) -> str:
    def paint(code: str, text: str) -> str:
        return f"{code}{text}{_RESET}" if colour else text

    lines = []
    ok = bool(record["ok"])
    input_text = str(record["input"])
    verdict = paint(_GREEN, "ok") if ok else paint(_RED, "failure")
    lines.append(f"{paint(_BOLD, 'input')}      {_visible(input_text)}  [{verdict}]")
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
        shown_input = _visible(input_text)
        for error in errors:
            index = int(error["index"])
            severity = paint(_RED, "failure") if error["failure"] else paint(_YELLOW, "error")
            lines.append(f"  {shown_input}")
            caret = " " * _width(shown_input[:index]) + "^"
            lines.append(f"  {paint(_RED if error['failure'] else _YELLOW, caret)}")
            lines.append(f"  {severity}: {error['description']} at index {index} ({error['type']})")
    return "\n".join(lines) + "\n"
