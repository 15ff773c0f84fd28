"""The numbers behind the ``input`` element's numeric, date and time type states
(https://html.spec.whatwg.org/multipage/input.html): each state's "algorithm to convert a
string to a number" and "to convert a number to a string", its minimum and maximum (the ``min``
and ``max`` attributes), its step (#concept-input-step: default step, step scale factor,
``valueAsNumber``.

Dates are counted as the Standard counts them: milliseconds since 1970-01-01T00:00Z in the
proleptic Gregorian calendar (no time zone: a ``datetime-local`` value is read as UTC), months
since 1970-01, a week as the milliseconds at its Monday's start; a time as milliseconds since
midnight. Years past 9999 are computed, not refused (Python's ``datetime`` stops there).
The steps (compared in decimal arithmetic) and the conversions to and from ``datetime`` are
``_input_steps``'s: ``decimal`` and ``datetime`` load with the first input that needs them.
"""

from __future__ import annotations

import math
import re

from webapi._webidl import number_to_string

from ..common._reflect import parse_floating_point_number
from ._input_values import (
    date_parts,
    is_valid_floating_point_number,
    is_valid_month_string,
    is_valid_time_string,
    is_valid_week_string,
    normalized_local_date_and_time,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from decimal import Decimal
    from typing import Any

__all__ = [
    "DATE_STATES",
    "DAY",
    "NUMERIC_STATES",
    "attribute_number",
    "maximum",
    "minimum",
    "number_to_string_for",
    "string_to_number",
]

#: The states whose value is a number: ``valueAsNumber``, ``min``, ``max`` and ``step`` apply.
NUMERIC_STATES = frozenset(["number", "range", "date", "month", "week", "time", "datetime-local"])
#: A day in milliseconds.
DAY = 86_400_000
_PARTS = re.compile(r"[0-9]+")


def _days_from_civil(year: int, month: int, day: int) -> int:
    """Days from 1970-01-01 to the given proleptic Gregorian date (any year)."""
    year -= month <= 2
    era = year // 400
    year_of_era = year - era * 400
    day_of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    day_of_era = year_of_era * 365 + year_of_era // 4 - year_of_era // 100 + day_of_year
    return era * 146_097 + day_of_era - 719_468


def _civil_from_days(days: int) -> tuple[int, int, int]:
    """The proleptic Gregorian (year, month, day) ``days`` after 1970-01-01."""
    days += 719_468
    era = days // 146_097
    day_of_era = days - era * 146_097
    year_of_era = (
        day_of_era - day_of_era // 1460 + day_of_era // 36_524 - day_of_era // 146_096
    ) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    mp = (5 * day_of_year + 2) // 153
    day = day_of_year - (153 * mp + 2) // 5 + 1
    month = mp + (3 if mp < 10 else -9)
    return year_of_era + era * 400 + (month <= 2), month, day


def _week_one_monday(year: int) -> int:
    """Days from 1970-01-01 to the Monday of ``year``'s week 1 (the week with 4 January)."""
    january_4 = _days_from_civil(year, 1, 4)
    return january_4 - (january_4 + 3) % 7  # (1970-01-01 was a Thursday: weekday 3 from Monday)


def _time_ms(text: str) -> int:
    """Milliseconds since midnight of a valid time string."""
    hours, minutes, rest = text[:2], text[3:5], text[6:]
    total = (int(hours) * 60 + int(minutes)) * 60_000
    if rest:
        seconds, _, fraction = rest.partition(".")
        total += int(seconds) * 1000 + (int((fraction + "00")[:3]) if fraction else 0)
    return total


def string_to_number(state: str, value: str) -> float | None:
    """The state's algorithm to convert a string to a number (None: an error)."""
    if state in ("number", "range"):
        return parse_floating_point_number(value) if is_valid_floating_point_number(value) else None
    if state == "date":
        parts = date_parts(value)
        return None if parts is None else float(_days_from_civil(*parts) * DAY)
    if state == "month" and is_valid_month_string(value):
        year, month = map(int, _PARTS.findall(value))
        return float((year - 1970) * 12 + month - 1)
    if state == "week" and is_valid_week_string(value):
        year, week = map(int, _PARTS.findall(value))
        return float((_week_one_monday(year) + (week - 1) * 7) * DAY)
    if state == "time" and is_valid_time_string(value):
        return float(_time_ms(value))
    if state == "datetime-local":
        normalized = normalized_local_date_and_time(value)
        if normalized is None:
            return None
        date, _, time = normalized.partition("T")
        year, month, day = map(int, _PARTS.findall(date))
        return float(_days_from_civil(year, month, day) * DAY + _time_ms(time))
    return None


def _time_string(ms: int, step: Decimal | None = None) -> str:
    """A valid time string: its shortest form (seconds and milliseconds only where not 0),
    or, given a ``time`` input's allowed value step in milliseconds, the precision that step
    asks, as Chromium writes it (TimeInputType::SerializeWithComponents): a step of whole
    minutes the shortest form, of whole seconds at least the seconds ("00:00:00"), else the
    milliseconds ("00:00:00.000"); every one a valid time string."""
    hours, ms = divmod(ms, 3_600_000)
    minutes, ms = divmod(ms, 60_000)
    seconds, ms = divmod(ms, 1000)
    text = f"{hours:02d}:{minutes:02d}"
    precision = 0 if step is None or step % 60_000 == 0 else 1 if step % 1000 == 0 else 2
    if seconds or ms or precision:
        text += f":{seconds:02d}"
        if ms or precision == 2:
            text += f".{ms:03d}"
    return text


def _date_string(days: int) -> str:
    year, month, day = _civil_from_days(days)
    return f"{year:04d}-{month:02d}-{day:02d}"


def number_to_string_for(state: str, number: float, step: Decimal | None = None) -> str:
    """The state's algorithm to convert a number to a string (a finite ``number``); for the
    Time state, ``step`` (its allowed value step, milliseconds) sets the precision written."""
    if state in ("number", "range"):
        return number_to_string(number)
    if state == "month":
        months = math.floor(number)
        year, month = divmod(months, 12)
        return f"{year + 1970:04d}-{month + 1:02d}"
    ms = math.floor(number)
    if state == "date":
        return _date_string(ms // DAY)
    if state == "week":
        days = ms // DAY
        # the week's Thursday decides its year (ISO 8601)
        thursday = days - (days + 3) % 7 + 3
        year = _civil_from_days(thursday)[0]
        week = (thursday - _week_one_monday(year)) // 7 + 1
        return f"{year:04d}-W{week:02d}"
    if state == "time":
        return _time_string(ms % DAY, step)
    assert state == "datetime-local"
    days, rest = divmod(ms, DAY)
    return _date_string(days) + "T" + _time_string(rest)


def attribute_number(element: Any, state: str, name: str) -> float | None:
    """The state's algorithm to convert a string to a number applied to the attribute
    ``name``. The Number and Range states' applies the rules for parsing floating-point number
    values, which read " 1", "1." and "2020-01-01" as 1, 1 and 2020 (Chromium: no number, its
    departure ``chromium-number-attributes-valid-only`` in docs/html.md); the value itself is
    a valid floating-point number or empty once sanitized."""
    value = element._get_content_attribute(name)
    if value is None:
        return None
    if state in ("number", "range"):
        return parse_floating_point_number(value)
    return string_to_number(state, value)


def minimum(element: Any, state: str) -> float | None:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-min: the ``min``
    attribute's number, else the state's default minimum (Range: 0), else None."""
    found = attribute_number(element, state, "min")
    if found is None and state == "range":
        return 0.0
    return found


def maximum(element: Any, state: str) -> float | None:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-max: the ``max``
    attribute's number, else the state's default maximum (Range: 100), else None. (The Range
    state's maximum below its minimum is its minimum.)"""
    found = attribute_number(element, state, "max")
    if state == "range":
        found = 100.0 if found is None else found
        low = minimum(element, state)
        if low is not None and found < low:
            return low
    return found


#: The states ``valueAsDate`` applies to (not datetime-local: its value has no time zone).
DATE_STATES = frozenset(["date", "month", "week", "time"])
