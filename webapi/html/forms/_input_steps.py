"""The ``input`` element's steps (https://html.spec.whatwg.org/multipage/input.html#concept-input-step:
the allowed value step, the step base, step mismatch, ``stepUp()`` and ``stepDown()``), compared
in decimal arithmetic as browsers do (0.1 + 0.2 is a multiple of 0.1), and the date states'
conversions to and from a Date object (a ``datetime`` in UTC). Apart from ``_input_numbers`` so
that ``decimal`` and ``datetime`` load with the first input that needs them, not with the first
parse (``_constraint_validation`` and ``_forms_impl`` load these names on first use).
"""

from __future__ import annotations

import datetime
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal

from ..common._reflect import parse_floating_point_number
from ._input_numbers import (
    DAY,
    attribute_number,
    maximum,
    minimum,
    number_to_string_for,
    string_to_number,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "allowed_value_step",
    "date_to_string",
    "step",
    "step_base",
    "string_to_date",
    "suffers_step_mismatch",
]

#: Each state's default step and step scale factor (#concept-input-step-default,
#: #concept-input-step-scale).
_DEFAULT_STEP = {"number": 1, "range": 1, "date": 1, "month": 1, "week": 1, "time": 60}
_DEFAULT_STEP["datetime-local"] = 60
_STEP_SCALE = {"number": 1, "range": 1, "date": DAY, "month": 1, "week": 7 * DAY, "time": 1000}
_STEP_SCALE["datetime-local"] = 1000
#: The Week state's default step base: 1969-12-29T00:00Z, the Monday of 1970-W01.
_DEFAULT_STEP_BASE = {"week": -259_200_000}


def allowed_value_step(element: Any, state: str) -> Decimal | None:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-step: the ``step``
    attribute's number (the state's default step for a missing, invalid, zero or negative one)
    times the step scale factor; None for ``any`` (ASCII case-insensitive)."""
    value = element._get_content_attribute("step")
    if value is not None and value.lower() == "any":
        return None
    parsed = None if value is None else parse_floating_point_number(value)
    if parsed is None or parsed <= 0:
        step = Decimal(_DEFAULT_STEP[state])
    else:
        step = Decimal(repr(parsed))
        if state in ("date", "month", "week"):
            # Chromium rounds these states' step to a whole number of days, months or weeks,
            # at least 1 (the Standard scales the number as it is): 1.5 is 2
            step = max(Decimal(1), step.to_integral_value(ROUND_HALF_UP))
    return step * _STEP_SCALE[state]


def step_base(element: Any, state: str) -> Decimal:
    """https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero: the ``min``
    attribute's number, else the ``value`` attribute's, else the state's default step base."""
    found = _step_base_number(element, state)
    return Decimal(repr(found) if isinstance(found, float) else found)


def _step_base_number(element: Any, state: str) -> float | int:
    """:func:`step_base` as the attribute's number (a float) or the default (an int)."""
    for name in ("min", "value"):
        found = attribute_number(element, state, name)
        if found is not None:
            return found
    return _DEFAULT_STEP_BASE.get(state, 0)


#: 2**53, past which a double's steps are not told apart.
_TWO_POWER_53 = Decimal(2**53)
_TWO_POWER_53_INT = 2**53


def suffers_step_mismatch(element: Any, state: str, number: float) -> bool:
    """https://html.spec.whatwg.org/multipage/input.html#attr-input-step: the value minus the
    step base is not an integral multiple of the allowed value step."""
    if element._get_content_attribute("step") is None and number.is_integer():
        # (the default step, an integer, and integers below 2**53 on both sides: the same
        # answer in integer arithmetic, exact, as in decimal)
        base = _step_base_number(element, state)
        if (
            abs(number) < _TWO_POWER_53_INT
            and abs(base) < _TWO_POWER_53_INT
            and (isinstance(base, int) or base.is_integer())
        ):
            whole = _DEFAULT_STEP[state] * _STEP_SCALE[state]
            integers = int(number) - int(base)
            if abs(integers) > whole * _TWO_POWER_53_INT:
                return False
            return integers % whole != 0
    step = allowed_value_step(element, state)
    if step is None:
        return False
    difference = Decimal(repr(number)) - step_base(element, state)
    if abs(difference) / _TWO_POWER_53 > step:
        # Chromium's rule: past 2**53 steps from the base, a double's remainder "makes no
        # sense" and there is no mismatch (1e308 is a multiple of 0.001 anyway); it keeps the
        # quotient within the decimal context's precision
        return False
    return difference % step != 0


_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)


def string_to_date(state: str, value: str) -> datetime.datetime | None:
    """The state's algorithm to convert a string to a Date object: the UTC instant (midnight
    of the date, of the month's first day, of the week's Monday; the time on 1970-01-01); None
    for an error or a year Python's ``datetime`` cannot hold (past 9999)."""
    number = string_to_number(state, value)
    if number is None:
        return None
    if state == "month":
        year, month = divmod(int(number), 12)
        if not 1 <= year + 1970 <= 9999:
            return None
        return datetime.datetime(year + 1970, month + 1, 1, tzinfo=datetime.UTC)
    try:
        return _EPOCH + datetime.timedelta(milliseconds=number)
    except OverflowError:
        return None


def date_to_string(state: str, value: datetime.date, step: Decimal | None = None) -> str:
    """The state's algorithm to convert a Date object to a string: a ``datetime`` as its UTC
    instant (a naive one read as UTC), a ``date`` as its midnight UTC (a time with the
    precision ``step`` asks: see ``number_to_string_for``)."""
    if not isinstance(value, datetime.datetime):
        value = datetime.datetime(value.year, value.month, value.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=datetime.UTC)
    value = value.astimezone(datetime.UTC)
    if state == "month":
        return number_to_string_for(state, (value.year - 1970) * 12 + value.month - 1)
    milliseconds = (value - _EPOCH) // datetime.timedelta(milliseconds=1)
    return number_to_string_for(state, milliseconds, step)


def _allowed_values_in_range(low: Decimal, high: Decimal, base: Decimal, step: Decimal) -> bool:
    """Whether some base + k * step lies within [low, high]."""
    first = base + ((low - base) / step).to_integral_value(ROUND_CEILING) * step
    return first <= high


def step(element: Any, state: str, n: int, down: bool) -> str | None:
    """https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup's steps 3 to 10
    (the caller checked 1 and 2: the state applies, a step is allowed): the new value, or None
    to leave the value as it is."""
    allowed = allowed_value_step(element, state)
    assert allowed is not None
    low, high = minimum(element, state), maximum(element, state)
    if state == "time":  # (a time of day: Chromium's default minimum and maximum)
        low = 0.0 if low is None else low
        high = DAY - 1.0 if high is None else high
    low_d = None if low is None else Decimal(repr(low))
    high_d = None if high is None else Decimal(repr(high))
    base = step_base(element, state)
    if low_d is not None and high_d is not None:
        if low_d > high_d:  # 3.
            return None
        if not _allowed_values_in_range(low_d, high_d, base, allowed):  # 4.
            return None
    number = string_to_number(state, element._element_value(state))  # 5.
    value = Decimal(0) if number is None else Decimal(repr(number))
    before = value  # 6.
    steps = (value - base) / allowed
    if steps != steps.to_integral_value():  # 7.
        rounding = ROUND_FLOOR if down else ROUND_CEILING
        value = base + steps.to_integral_value(rounding) * allowed
    else:
        delta = allowed * n
        value += -delta if down else delta
    if low_d is not None and value < low_d:  # 8.
        value = base + ((low_d - base) / allowed).to_integral_value(ROUND_CEILING) * allowed
    if high_d is not None and value > high_d:  # 9.
        value = base + ((high_d - base) / allowed).to_integral_value(ROUND_FLOOR) * allowed
    if (down and before < value) or (not down and before > value):  # 10.
        return None
    return number_to_string_for(state, float(value), allowed)  # 11.
