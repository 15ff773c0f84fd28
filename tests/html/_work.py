"""The work a call does inside ``webapi.html``, counted: the Python lines it runs there (a
measure of time that no other process on the machine changes, for the tests that show a path
linear without timing it)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import webapi.html

_PACKAGE = str(Path(webapi.html.__file__).parent)


def lines_run(call: Callable[[], object]) -> int:
    """How many lines of ``webapi/html/`` ``call()`` runs."""
    count = 0

    def line(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "line":
            count += 1
        return line

    def enter(frame: FrameType, event: str, arg: Any) -> Any:
        return line if frame.f_code.co_filename.startswith(_PACKAGE) else None

    previous = sys.gettrace()
    sys.settrace(enter)
    try:
        call()
    finally:
        sys.settrace(previous)
    return count
