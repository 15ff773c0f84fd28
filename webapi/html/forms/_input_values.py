"""The value sanitization algorithms of the ``input`` element's type states
(https://html.spec.whatwg.org/multipage/input.html, each state's "value sanitization
algorithm"), and the date and time microsyntaxes they check
(https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times).

The Color state takes any CSS color, as the Standard since 2025 and Chromium 156 do
(:func:`sanitize_color`); its ``alpha`` and ``colorspace`` attributes are left out, as
Chromium 156 leaves them (the value is always ``#rrggbb`` in sRGB).
"""

from __future__ import annotations

import re

from webapi._webidl import number_to_string
from webapi.infra import ASCII_WHITESPACE

from ..common._reflect import parse_floating_point_number

TYPE_CHECKING = False
if TYPE_CHECKING:
    from decimal import Decimal
    from typing import Any

__all__ = [
    "PLACEHOLDER_NOT_APPLIES",
    "READONLY_NOT_APPLIES",
    "REQUIRED_NOT_APPLIES",
    "VALID_EMAIL",
    "date_parts",
    "is_valid_date_string",
    "is_valid_floating_point_number",
    "is_valid_month_string",
    "is_valid_time_string",
    "is_valid_week_string",
    "normalized_local_date_and_time",
    "sanitize",
    "sanitize_email",
    "values_of",
]

_FLOAT = re.compile(r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
#: The input types to which ``readonly`` does not apply
#: (https://html.spec.whatwg.org/multipage/input.html#input-type-attr-summary).
READONLY_NOT_APPLIES = frozenset(
    ["hidden", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button"]
)
#: The types to which ``required`` does not apply.
REQUIRED_NOT_APPLIES = frozenset(["hidden", "range", "color", "submit", "image", "reset", "button"])
#: The types to which ``placeholder`` does not apply.
PLACEHOLDER_NOT_APPLIES = READONLY_NOT_APPLIES | {
    "date",
    "month",
    "week",
    "time",
    "datetime-local",
}
#: https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
VALID_EMAIL = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"
)
_SIMPLE_COLOR = re.compile(r"#[0-9A-Fa-f]{6}")
_YEAR_MONTH = r"([0-9]{4,})-([0-9]{2})"
_DATE = re.compile(_YEAR_MONTH + r"-([0-9]{2})")
_MONTH = re.compile(_YEAR_MONTH)
_WEEK = re.compile(r"([0-9]{4,})-W([0-9]{2})")
_TIME = re.compile(r"([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,3}))?)?")


def is_valid_floating_point_number(value: str) -> bool:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number."""
    return _FLOAT.fullmatch(value) is not None


def values_of(element: Any, state: str, value: str) -> list[str]:
    """The values ``value`` stands for: an Email input's with ``multiple``, the comma-separated
    addresses its sanitized value lists
    (https://html.spec.whatwg.org/multipage/input.html#attr-input-multiple); else ``value``."""
    if state == "email" and element._get_content_attribute("multiple") is not None:
        return value.split(",")
    return [value]


def _days_in_month(year: int, month: int) -> int:
    if month == 2:
        leap = year % 400 == 0 or (year % 4 == 0 and year % 100 != 0)
        return 29 if leap else 28
    return 30 if month in (4, 6, 9, 11) else 31


def _year_month(year: str, month: str) -> tuple[int, int] | None:
    y, m = int(year), int(month)
    return (y, m) if y > 0 and 1 <= m <= 12 else None


def is_valid_month_string(value: str) -> bool:
    """#valid-month-string: a year of four or more digits above 0, "-", a month 01-12."""
    match = _MONTH.fullmatch(value)
    return match is not None and _year_month(*match.groups()) is not None


def is_valid_date_string(value: str) -> bool:
    """#valid-date-string: a valid month string, "-", a day within that month."""
    return date_parts(value) is not None


def date_parts(value: str) -> tuple[int, int, int] | None:
    """The year, month and day of a valid date string (#valid-date-string), else None."""
    match = _DATE.fullmatch(value)
    if match is None:
        return None
    year_month = _year_month(match[1], match[2])
    if year_month is None:
        return None
    day = int(match[3])
    if not 1 <= day <= _days_in_month(*year_month):
        return None
    return year_month[0], year_month[1], day


def _weeks_in_year(year: int) -> int:
    """#week-number-of-the-last-day: 53 where January 1 is a Thursday, or a Wednesday in a
    leap year; else 52."""
    # Day of the week of January 1 (0 = Monday), from the proleptic Gregorian calendar.
    previous = year - 1
    weekday = (previous + previous // 4 - previous // 100 + previous // 400) % 7
    leap = year % 400 == 0 or (year % 4 == 0 and year % 100 != 0)
    return 53 if weekday == 3 or (weekday == 2 and leap) else 52


def is_valid_week_string(value: str) -> bool:
    """#valid-week-string: a year above 0, "-W", a week 01 to the year's last week."""
    match = _WEEK.fullmatch(value)
    if match is None:
        return False
    year, week = int(match[1]), int(match[2])
    return year > 0 and 1 <= week <= _weeks_in_year(year)


def _time(value: str) -> re.Match[str] | None:
    match = _TIME.fullmatch(value)
    if match is None or int(match[1]) > 23 or int(match[2]) > 59:
        return None
    if match[3] is not None and int(match[3]) > 59:
        return None
    return match


def is_valid_time_string(value: str) -> bool:
    """#valid-time-string: hour 00-23 ":" minute 00-59, optionally ":" second 00-59 and "."
    one to three digits."""
    return _time(value) is not None


def normalized_local_date_and_time(value: str) -> str | None:
    """#valid-normalized-local-date-and-time-string of a valid local date and time string
    (a date, "T" or a space, a time): "T" as the separator, and the time in its shortest form
    (no seconds when they are zero with no fraction; no fraction's trailing zeros); None for
    a string that is not one."""
    for separator in ("T", " "):
        date, found, time = value.partition(separator)
        if found and is_valid_date_string(date):
            match = _time(time)
            if match is None:
                return None
            hour, minute, second, fraction = match.groups()
            fraction = (fraction or "").rstrip("0")
            shortest = f"{hour}:{minute}"
            if fraction:
                shortest += f":{second}.{fraction}"
            elif second is not None and second != "00":
                shortest += f":{second}"
            return f"{date}T{shortest}"
    return None


def _strip_newlines(value: str) -> str:
    return value.replace("\n", "").replace("\r", "")


def sanitize_color(value: str) -> str:
    """https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color): the value
    sanitization algorithm, as Chromium 156 runs it: a CSS color (any notation: named,
    functional, ``color()`` in any predefined space) becomes its sRGB color clipped to the
    gamut as ``#rrggbb`` (lowercase; its alpha dropped); anything else (``currentcolor``, a
    value with spaces around it, no color) ``#000000``."""
    if _SIMPLE_COLOR.fullmatch(value):  # (the common case: already its serialization)
        return value.lower()
    if value != value.strip(ASCII_WHITESPACE):
        return "#000000"
    from webapi.css.engine import parse_color_to_srgb, serialize_hex

    color = parse_color_to_srgb(value)
    return "#000000" if color is None else serialize_hex(color)


def _range_value(element: Any, value: str) -> str:
    """The Range state's: an invalid value becomes the default value (the middle of the
    range); a value outside the range is clamped to it, then a value that suffers from a step
    mismatch is rounded to the nearest allowed value within the range (of two, the greater;
    https://html.spec.whatwg.org/multipage/input.html#range-state-(type=range))."""
    minimum = _bound(element, "min", 0.0)
    maximum = _bound(element, "max", 100.0)
    if maximum < minimum:
        maximum = minimum
    number = parse_floating_point_number(value) if is_valid_floating_point_number(value) else None
    if number is None:
        number = minimum + (maximum - minimum) / 2
    number = min(max(number, minimum), maximum)
    step = _allowed_value_step(element)
    if step is not None:
        number = _round_to_step(number, _step_base(element), step, minimum, maximum)
    return number_to_string(number)


def _allowed_value_step(element: Any) -> Decimal | None:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-step: the ``step``
    attribute's number (the Range state's default step 1, scale factor 1, for a missing,
    invalid, zero or negative one), None for ``any``."""
    from decimal import Decimal  # (loaded by the first range input: a parse loads none)

    value = element._get_content_attribute("step")
    if value is not None and value.lower() == "any":
        return None
    parsed = None if value is None else parse_floating_point_number(value)
    return Decimal(1) if parsed is None or parsed <= 0 else Decimal(repr(parsed))


def _step_base(element: Any) -> Decimal:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero: the ``min``
    attribute's number, else the ``value`` attribute's, else 0."""
    from decimal import Decimal

    for name in ("min", "value"):
        value = element._get_content_attribute(name)
        parsed = None if value is None else parse_floating_point_number(value)
        if parsed is not None:
            return Decimal(repr(parsed))
    return Decimal(0)


def _round_to_step(
    number: float, base: Decimal, step: Decimal, minimum: float, maximum: float
) -> float:
    """The allowed value (base + a multiple of step) nearest ``number`` within the range, the
    greater of two (decimal arithmetic, as browsers round: 0.1 + 0.2 is 0.3); ``number``
    when no allowed value is within the range."""
    from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

    exact = Decimal(repr(number))
    steps = (exact - base) / step
    lower = base + steps.to_integral_value(ROUND_FLOOR) * step
    upper = base + steps.to_integral_value(ROUND_CEILING) * step
    low = Decimal(repr(minimum))
    high = Decimal(repr(maximum))
    fits_lower, fits_upper = low <= lower <= high, low <= upper <= high
    if fits_lower and fits_upper:
        chosen = upper if upper - exact <= exact - lower else lower
    elif fits_upper:
        chosen = upper
    elif fits_lower:
        chosen = lower
    else:
        return number
    return float(chosen)


def _bound(element: Any, name: str, default: float) -> float:
    value = element._get_content_attribute(name)
    parsed = None if value is None else parse_floating_point_number(value)
    return default if parsed is None else parsed


def sanitize_email(value: str, multiple: bool) -> str:
    """https://html.spec.whatwg.org/multipage/input.html#email-state-(type=email): the value
    sanitization algorithm, without ``multiple`` (line breaks stripped, then leading and
    trailing ASCII whitespace) and with it (each comma-separated address's whitespace)."""
    value = _strip_newlines(value)
    if not multiple:
        return value.strip(ASCII_WHITESPACE)
    return ",".join(part.strip(ASCII_WHITESPACE) for part in value.split(","))


def sanitize(element: Any, state: str, value: str) -> str:
    """The value sanitization algorithm of the type state ``state`` (none: ``value``)."""
    if state in ("text", "search", "tel", "password"):
        return _strip_newlines(value)
    if state == "url":
        return _strip_newlines(value).strip(ASCII_WHITESPACE)
    if state == "email":
        return sanitize_email(value, element._get_content_attribute("multiple") is not None)
    if state == "number":
        return value if is_valid_floating_point_number(value) else ""
    if state == "range":
        return _range_value(element, value)
    if state == "color":
        return sanitize_color(value)
    if state == "date":
        return value if is_valid_date_string(value) else ""
    if state == "month":
        return value if is_valid_month_string(value) else ""
    if state == "week":
        return value if is_valid_week_string(value) else ""
    if state == "time":
        return value if is_valid_time_string(value) else ""
    if state == "datetime-local":
        return normalized_local_date_and_time(value) or ""
    return value
