"""``validationMessage``'s text (not a spec section: the Standard leaves the text to the user
agent): Chromium's English messages, for the first validity state in Chromium's order (the
custom error, then missing value, type mismatch, pattern mismatch, underflow, overflow, step
mismatch), with numbers, dates and times written as Chromium writes them in the en-US locale.
"""

from __future__ import annotations

from webapi._webidl import number_to_string
from webapi.dom.engine import ElementImpl

from ._input_numbers import maximum, minimum, number_to_string_for, string_to_number
from ._input_steps import allowed_value_step, step_base
from ._input_values import VALID_EMAIL, values_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["validation_message"]

_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_LOCAL_PART = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-"
)
_DOMAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")


def _clock(text: str, with_seconds: bool = False) -> str:
    """A valid time string as ``h:mm AM`` (a narrow no-break space): the seconds where not 0
    or ``with_seconds``, the milliseconds where not 0."""
    hours, minutes = int(text[:2]), text[3:5]
    seconds, fraction = text[6:8] or "00", text[9:12]
    suffix = "AM" if hours < 12 else "PM"
    shown = f"{(hours % 12) or 12}:{minutes}"
    if fraction.strip("0"):
        shown += f":{seconds}.{fraction.ljust(3, '0')}"
    elif seconds != "00" or with_seconds:
        shown += f":{seconds}"
    return shown + "\u202f" + suffix


def _seconds_shown(element: Any, state: str) -> bool:
    """Whether Chromium shows a time's seconds for the element: its step (not "any") is not
    a whole number of minutes."""
    if state not in ("time", "datetime-local"):
        return False
    step = allowed_value_step(element, state)
    return step is not None and step % 60_000 != 0


#: The first value of each date and time state that Chromium offers as a step's neighbour
#: without a ``min`` (its DateComponents' range: from 0001-01-01; a time from the day's first
#: millisecond), in the state's numbers (milliseconds, or months for "month").
_CHROMIUM_MINIMUM = {
    "date": -62_135_596_800_000.0,
    "datetime-local": -62_135_596_800_000.0,
    "week": -62_135_596_800_000.0,  # (0001-W01 starts on Monday 0001-01-01)
    "month": -23_628.0,  # (0001-01)
    "time": 0.0,
}
#: The last: 275760-09-13 (8.64e15 ms), its month, its week's Monday (275760-W37), the day's
#: last millisecond.
_CHROMIUM_MAXIMUM = {
    "date": 8.64e15,
    "datetime-local": 8.64e15,
    "week": 8_639_999_568_000_000.0,
    "month": 3_285_488.0,  # (275760-09)
    "time": 86_399_999.0,
}


def _localized(state: str, number: float, with_seconds: bool = False) -> str:
    """A number of the state as Chromium shows it in en-US (a time's seconds always where
    ``with_seconds``)."""
    if state in ("number", "range"):
        return number_to_string(number)
    text = number_to_string_for(state, number)
    if state == "date":
        year, month, day = text.split("-")
        return f"{month}/{day}/{year}"
    if state == "month":
        year, month = text.split("-")
        return f"{_MONTHS[int(month) - 1]} {year}"
    if state == "week":
        year, week = text.split("-W")
        return f"Week {week}, {year}"  # (two digits: "Week 01, 2020")
    if state == "time":
        return _clock(text, with_seconds)
    date, _, time = text.partition("T")
    day = _localized("date", string_to_number("date", date) or 0.0)
    return day + ", " + _clock(time, with_seconds)


def _email_message(address: str) -> str | None:
    """Chromium's message for an address that is not a valid e-mail address."""
    at = address.find("@")
    if at < 0:
        return f"Please include an '@' in the email address. '{address}' is missing an '@'."
    local, domain = address[:at], address[at + 1 :]
    if not local:
        return f"Please enter a part followed by '@'. '{address}' is incomplete."
    if not domain:
        return f"Please enter a part following '@'. '{address}' is incomplete."
    for character in local:
        if character not in _LOCAL_PART:
            return f"A part followed by '@' should not contain the symbol '{character}'."
    for character in domain:
        if character not in _DOMAIN:
            return f"A part following '@' should not contain the symbol '{character}'."
    if any(label == "" for label in domain.split(".")):
        return f"'.' is used at a wrong position in '{domain}'."
    return None


def _type_mismatch(element: Any, state: str) -> str:
    if state == "url":
        return "Please enter a URL."
    for address in values_of(element, state, element._element_value(state)):
        if VALID_EMAIL.fullmatch(address) is None:
            return _email_message(address) or "Please enter an email address."
    return "Please enter an email address."


def _value_missing(element: Any) -> str:
    name = element._local_name
    if name == "select":
        return "Please select an item in the list."
    if name == "input":
        state = element._type
        if state == "checkbox":
            return "Please check this box if you want to proceed."
        if state == "radio":
            return "Please select one of these options."
        if state == "file":
            if element._get_content_attribute("multiple") is not None:
                return "Please select one or more files."
            return "Please select a file."
    return "Please fill out this field."


def _range(element: Any, state: str, flags: dict[str, bool]) -> str:
    low, high = minimum(element, state), maximum(element, state)
    numeric = state in ("number", "range")
    seconds = _seconds_shown(element, state)
    if low is not None and high is not None:
        if low == high:  # (Chromium's message for a single allowed value)
            return f"Value must be {_localized(state, low, seconds)}."
        if low > high and not numeric and state != "time":  # (a time's range may wrap)
            return (
                f"Minimum date ({_localized(state, low, seconds)}) must come before Maximum "
                f"date ({_localized(state, high, seconds)})."
            )
        if low > high and numeric:
            return (
                f"Minimum value ({_localized(state, low, seconds)}) must be less than the "
                f"maximum value ({_localized(state, high, seconds)})."
            )
    if flags["rangeUnderflow"] and flags["rangeOverflow"] and low is not None and high is not None:
        if numeric:
            return (
                f"Minimum value ({_localized(state, low, seconds)}) must be less than the "
                f"maximum value ({_localized(state, high, seconds)})."
            )
        shown_low, shown_high = _localized(state, low, seconds), _localized(state, high, seconds)
        return f"Value must be between {shown_low} and {shown_high}."
    if flags["rangeUnderflow"] and low is not None:
        if numeric:
            return f"Value must be greater than or equal to {_localized(state, low, seconds)}."
        return f"Value must be {_localized(state, low, seconds)} or later."
    assert high is not None
    if numeric:
        return f"Value must be less than or equal to {_localized(state, high, seconds)}."
    return f"Value must be {_localized(state, high, seconds)} or earlier."


def _step(element: Any, state: str) -> str:
    step = allowed_value_step(element, state)
    number = string_to_number(state, element._element_value(state))
    assert step is not None and number is not None
    base = step_base(element, state)
    from decimal import ROUND_FLOOR, Decimal

    # (floored: a value below the base has its lower neighbour further down)
    steps = ((Decimal(repr(number)) - base) / step).to_integral_value(ROUND_FLOOR)
    lower = float(base + steps * step)
    upper = float(base + (steps + 1) * step)
    high = maximum(element, state)
    if high is None:  # (Chromium's: the type's last value, the day's last millisecond)
        high = _CHROMIUM_MAXIMUM.get(state)
    seconds = _seconds_shown(element, state)
    low = minimum(element, state)
    if low is None:  # (Chromium's: the type's first value, 0001-01-01 or the day's start)
        low = _CHROMIUM_MINIMUM.get(state)
    nearest = "Please enter a valid value. The nearest valid value is "
    if low is not None and lower < low:
        return nearest + _localized(state, upper, seconds) + "."
    if high is not None and upper > high:
        return nearest + _localized(state, lower, seconds) + "."
    return (
        "Please enter a valid value. The two nearest valid values are "
        f"{_localized(state, lower, seconds)} and {_localized(state, upper, seconds)}."
    )


def validation_message(element: ElementImpl, flags: dict[str, bool], custom: str) -> str:
    """The message for a candidate for constraint validation suffering from ``flags``."""
    if flags["customError"]:
        return custom
    if flags["valueMissing"]:
        return _value_missing(element)
    state = element._type if element._local_name == "input" else ""  # type: ignore[attr-defined]
    if flags["typeMismatch"]:
        return _type_mismatch(element, state)
    if flags["patternMismatch"]:
        return "Please match the requested format."
    if flags["rangeUnderflow"] or flags["rangeOverflow"]:
        return _range(element, state, flags)
    if flags["stepMismatch"]:
        return _step(element, state)
    return ""
