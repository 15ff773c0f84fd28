"""The Console Standard's ``console`` (https://console.spec.whatwg.org/) of a ``Window``, its
messages written to Python's :mod:`logging` (the logger ``webapi.console``) where a browser
shows them in its developer tools.

Each message is one log record: its text is the Console Standard's Formatter applied to the
arguments (``%s``, ``%d``/``%i``, ``%f``, ``%o``/``%O``, ``%c``) and the rest joined by spaces,
each value written as Chromium 156 previews it (``{a: 1, b: Array(2)}``, ``[1, x, Object]``,
numbers as JavaScript writes them, ``None`` as ``null``), indented by two spaces for each
open group; its level the message's (``debug`` DEBUG; ``log``, ``info`` and the counters,
timers, groups, ``dir`` and ``table`` INFO; ``warn`` WARNING; ``error`` and ``assert`` ERROR);
and it carries ``console_type`` (the message's type as Chromium's DevTools protocol names it
and Playwright's ``ConsoleMessage.type`` gives it: ``log``, ``info``, ``warning``, ``error``,
``debug``, ``assert``, ``count``, ``startGroup``, ``endGroup``, ``timeEnd``, ``trace``,
``table``, ``dir``) and ``window`` (the ``Window``) as attributes."""

from __future__ import annotations

import logging
import re
from typing import Any

from webapi._webidl import number_to_string

__all__ = ["LOGGER", "Console", "preview"]

#: The logger every window's console writes to.
LOGGER = logging.getLogger("webapi.console")

_LEVELS = {
    "debug": logging.DEBUG,
    "warning": logging.WARNING,
    "error": logging.ERROR,
    "assert": logging.ERROR,
}
#: https://console.spec.whatwg.org/#formatter: the format specifiers.
_SPECIFIER = re.compile(r"%[sdifoOc]")
_INTEGER_PREFIX = re.compile(r"[+-]?[0-9]+")
_FLOAT_PREFIX = re.compile(r"[+-]?(?:Infinity|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)")


def _number(value: float) -> str:
    if isinstance(value, float):
        return number_to_string(value)
    return str(value)


def preview(value: object, nested: bool = False) -> str:
    """``value`` as Chromium previews a logged value: a string as it is, a number as
    JavaScript writes it, ``true``/``false``/``null``; a list (an array) and a mapping (an
    object) with their items previewed one level deep (a nested array ``Array(n)``, a nested
    object ``Object``); anything else its ``str()``."""
    if isinstance(value, str):
        return value
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number(value)
    if isinstance(value, (list, tuple)):
        if nested:
            return f"Array({len(value)})"
        return "[" + ", ".join(preview(item, True) for item in value) + "]"
    if isinstance(value, dict):
        if nested:
            return "Object"
        return "{" + ", ".join(f"{key}: {preview(item, True)}" for key, item in value.items()) + "}"
    return str(value)


def _parse_int(value: object) -> str:
    """https://tc39.es/ecma262/#sec-parseint-string-radix of ``String(value)``, radix 10."""
    text = preview(value).strip()
    match = _INTEGER_PREFIX.match(text)
    return "NaN" if match is None else str(int(match.group()))


def _parse_float(value: object) -> str:
    """https://tc39.es/ecma262/#sec-parsefloat-string of ``String(value)``."""
    text = preview(value).strip()
    match = _FLOAT_PREFIX.match(text)
    if match is None:
        return "NaN"
    return number_to_string(float(match.group().replace("Infinity", "inf")))


def formatter(arguments: list[object]) -> list[object]:
    """https://console.spec.whatwg.org/#formatter: the first argument's specifiers replaced, left
    to right, by the arguments after it (each taken once), the arguments left after them."""
    target = arguments[0]
    assert isinstance(target, str)
    rest = list(arguments[1:])
    out: list[str] = []
    position = 0
    for match in _SPECIFIER.finditer(target):
        if not rest:
            break
        current = rest.pop(0)
        specifier = match.group()
        if specifier == "%s":
            converted = preview(current)
        elif specifier in ("%d", "%i"):
            converted = _parse_int(current)
        elif specifier == "%f":
            converted = _parse_float(current)
        elif specifier == "%c":
            converted = ""  # (CSS: nothing is styled)
        else:  # %o, %O: "optimally useful formatting"
            converted = preview(current)
        out.append(target[position : match.start()])
        out.append(converted)
        position = match.end()
    out.append(target[position:])
    return ["".join(out), *rest]


class Console:
    """https://console.spec.whatwg.org/#console-namespace: a window's ``console`` (its count
    map, timer table and group stack), writing to :data:`LOGGER`."""

    __slots__ = ("__weakref__", "_count_map", "_group_stack", "_timer_table", "_window")

    def __init__(self, window: Any) -> None:
        self._window = window
        #: https://console.spec.whatwg.org/#count-map
        self._count_map: dict[str, int] = {}
        #: https://console.spec.whatwg.org/#timer-table
        self._timer_table: dict[str, float] = {}
        #: https://console.spec.whatwg.org/#group-stack (the groups' labels)
        self._group_stack: list[str] = []

    # --- https://console.spec.whatwg.org/#logger and #printer

    def _logger(self, log_level: str, arguments: tuple[object, ...] | list[object]) -> None:
        """https://console.spec.whatwg.org/#logger"""
        if not arguments:  # 1.
            return
        arguments = list(arguments)
        first = arguments[0]
        if len(arguments) > 1 and isinstance(first, str) and _SPECIFIER.search(first):  # 4.
            arguments = formatter(arguments)
        self._printer(log_level, arguments)

    def _printer(self, log_level: str, arguments: list[object]) -> None:
        """https://console.spec.whatwg.org/#printer: one log record, the values previewed and
        joined by spaces, indented for the open groups."""
        text = " ".join(preview(argument) for argument in arguments)
        indent = "  " * len(self._group_stack)
        if indent:
            text = indent + text.replace("\n", "\n" + indent)
        level = _LEVELS.get(log_level, logging.INFO)
        if LOGGER.isEnabledFor(level):
            LOGGER.log(level, "%s", text, extra={"console_type": log_level, "window": self._window})

    # --- logging (https://console.spec.whatwg.org/#logging)

    def log(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#log"""
        self._logger("log", data)

    def info(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#info"""
        self._logger("info", data)

    def warn(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#warn (``console_type`` ``warning``)"""
        self._logger("warning", data)

    def error(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#error"""
        self._logger("error", data)

    def debug(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#debug"""
        self._logger("debug", data)

    def trace(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#trace (no script runs: no stack trace)"""
        self._logger("trace", data or ("console.trace",))

    def dir(self, item: object = None, options: object = None) -> None:
        """https://console.spec.whatwg.org/#dir"""
        self._printer("dir", [item])

    def dirxml(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#dirxml: as ``log()``."""
        self._logger("log", data)

    def table(self, tabularData: object = None, properties: object = None) -> None:
        """https://console.spec.whatwg.org/#table: the data previewed (no table is drawn)."""
        self._logger("table", (tabularData,))

    def clear(self) -> None:
        """https://console.spec.whatwg.org/#clear: the group stack emptied."""
        self._group_stack.clear()

    def assert_(self, condition: object = False, *data: object) -> None:
        """https://console.spec.whatwg.org/#assert (``console.assert``: ``assert`` is Python's
        keyword; also reachable as ``getattr(console, "assert")``)."""
        if condition:  # 1.
            return
        message = "Assertion failed"  # 2.
        if not data:  # 3.
            self._logger("assert", ("console.assert",))
            return
        first = data[0]  # 4.
        if isinstance(first, str):
            arguments = [f"{message}: {first}", *data[1:]]
        else:
            arguments = [message, *data]
        self._logger("assert", arguments)

    # --- counting (https://console.spec.whatwg.org/#counting)

    def count(self, label: str = "default") -> None:
        """https://console.spec.whatwg.org/#count"""
        count = self._count_map.get(label, 0) + 1
        self._count_map[label] = count
        self._logger("count", (f"{label}: {count}",))

    def countReset(self, label: str = "default") -> None:
        """https://console.spec.whatwg.org/#countreset"""
        if label in self._count_map:
            self._count_map[label] = 0
        else:
            self._logger("warning", (f"Count for '{label}' does not exist",))

    # --- grouping (https://console.spec.whatwg.org/#grouping)

    def group(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#group"""
        self._group(data)

    def groupCollapsed(self, *data: object) -> None:
        """https://console.spec.whatwg.org/#groupcollapsed (as ``group()``: nothing is
        collapsed in a log)."""
        self._group(data)

    def _group(self, data: tuple[object, ...]) -> None:
        label = formatter(list(data))[0] if data and isinstance(data[0], str) else None
        text = " ".join(preview(item) for item in data) if label is None else str(label)
        self._printer("startGroup", [text or "console.group"])
        self._group_stack.append(text)

    def groupEnd(self) -> None:
        """https://console.spec.whatwg.org/#groupend"""
        if self._group_stack:
            self._group_stack.pop()

    # --- timing (https://console.spec.whatwg.org/#timing), on the window's event loop clock

    def _now(self) -> float:
        now: float = self._window.event_loop.now()
        return now

    def time(self, label: str = "default") -> None:
        """https://console.spec.whatwg.org/#time"""
        if label in self._timer_table:
            self._logger("warning", (f"Timer '{label}' already exists",))
            return
        self._timer_table[label] = self._now()

    def timeLog(self, label: str = "default", *data: object) -> None:
        """https://console.spec.whatwg.org/#timelog"""
        start = self._timer_table.get(label)
        if start is None:
            self._logger("warning", (f"Timer '{label}' does not exist",))
            return
        duration = number_to_string(float(self._now() - start))
        self._logger("log", (f"{label}: {duration} ms", *data))

    def timeEnd(self, label: str = "default") -> None:
        """https://console.spec.whatwg.org/#timeend"""
        start = self._timer_table.pop(label, None)
        if start is None:
            self._logger("warning", (f"Timer '{label}' does not exist",))
            return
        duration = number_to_string(float(self._now() - start))
        self._printer("timeEnd", [f"{label}: {duration} ms"])

    count_reset = countReset
    group_collapsed = groupCollapsed
    group_end = groupEnd
    time_log = timeLog
    time_end = timeEnd

    def __repr__(self) -> str:
        return f"<console of {self._window!r}>"


setattr(Console, "assert", Console.assert_)
