"""``stepUp()``, ``stepDown()`` (https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup)
and ``valueAsDate`` against Chromium 156's answers (recorded by
``tests/e2e/test_input_steps_chromium.py``, which asks Chromium again in the slow tier)."""

from __future__ import annotations

import datetime

import pytest

from tests._sample import sampled
from webapi.dom import DOMException
from webapi.html import DOMParser

#: (markup, "up" or "down", n, the value after the step or the exception's name,
#: valueAsDate's ISO string after it or None)
CHROMIUM_156 = [
    ("<input type=number value=5>", "up", 1, "6", None),
    ("<input type=number value=5>", "down", 3, "2", None),
    ("<input type=number>", "up", 1, "1", None),
    ("<input type=number step=0.1 value=0.2>", "up", 1, "0.3", None),
    ("<input type=number step=2 min=1 value=4>", "up", 1, "5", None),
    ("<input type=number step=2 min=1 value=4>", "down", 1, "3", None),
    ("<input type=number min=0 max=10 value=9>", "up", 5, "10", None),
    ("<input type=number min=0 max=10 value=1>", "down", 5, "0", None),
    ("<input type=number min=10 max=0 value=5>", "up", 1, "5", None),
    ("<input type=number min=1 max=1.5 step=2 value=1>", "up", 1, "1", None),
    ("<input type=number max=3 value=5>", "up", 1, "5", None),
    ("<input type=number step=any value=1>", "up", 1, "InvalidStateError", None),
    ("<input type=date value=2020-01-31>", "up", 1, "2020-02-01", "2020-02-01T00:00:00.000Z"),
    (
        "<input type=date value=2020-01-31 step=7>",
        "down",
        2,
        "2020-01-17",
        "2020-01-17T00:00:00.000Z",
    ),
    ("<input type=month value=2020-12>", "up", 1, "2021-01", "2021-01-01T00:00:00.000Z"),
    ("<input type=week value=2020-W53>", "up", 1, "2021-W01", "2021-01-04T00:00:00.000Z"),
    ("<input type=time value=23:59>", "up", 1, "23:59", "1970-01-01T23:59:00.000Z"),
    ("<input type=time value=10:00 step=1>", "down", 1, "09:59:59", "1970-01-01T09:59:59.000Z"),
    ("<input type=datetime-local value=2020-01-01T00:00>", "down", 1, "2019-12-31T23:59", None),
    ("<input type=range value=50>", "up", 3, "53", None),
    ("<input type=range value=100>", "up", 1, "100", None),
    ("<input type=text value=1>", "up", 1, "InvalidStateError", None),
    ("<input type=number value=-0.5 step=1>", "up", 1, "0.5", None),
    ("<input type=number value=1e3 step=1>", "up", 1, "1001", None),
    ("<input type=time value=00:00>", "down", 1, "00:00", "1970-01-01T00:00:00.000Z"),
    ("<input type=time value=23:30 max=23:45>", "up", 1, "23:31", "1970-01-01T23:31:00.000Z"),
    (
        "<input type=time min=22:00 max=02:00 value=23:00>",
        "up",
        120,
        "23:00",
        "1970-01-01T23:00:00.000Z",
    ),
]

JS_STEPS = """(cases) => cases.map(([markup, direction, n]) => {
  document.body.innerHTML = markup;
  const e = document.body.firstChild;
  let value;
  try { direction === "up" ? e.stepUp(n) : e.stepDown(n); value = e.value; }
  catch (error) { value = error.name; }
  const date = e.valueAsDate;
  return [value, date === null ? null : date.toISOString()];
})"""


def _input(markup: str) -> object:
    return DOMParser().parseFromString("<body>" + markup, "text/html").body.firstChild


def answer(markup: str, direction: str, n: int) -> tuple[str, str | None]:
    """webapi's answer for a case, as CHROMIUM_156 records Chromium's."""
    element: object = _input(markup)
    try:
        (element.stepUp if direction == "up" else element.stepDown)(n)  # type: ignore[attr-defined]
        value = element.value  # type: ignore[attr-defined]
    except DOMException as error:
        value = error.name
    date = element.valueAsDate  # type: ignore[attr-defined]
    shown = None if date is None else date.isoformat(timespec="milliseconds")
    return value, None if shown is None else shown.replace("+00:00", "Z")


@pytest.mark.parametrize(("markup", "direction", "n", "value", "date"), CHROMIUM_156)
@sampled()
def test_chromiums_answers(
    markup: str, direction: str, n: int, value: str, date: str | None
) -> None:
    assert answer(markup, direction, n) == (value, date)


def test_value_as_date_setter() -> None:
    element: object = _input("<input type=date>")
    utc = datetime.UTC
    element.valueAsDate = datetime.datetime(2020, 2, 29, 23, 30, tzinfo=utc)  # type: ignore[attr-defined]
    assert element.value == "2020-02-29"  # type: ignore[attr-defined]
    plus_two = datetime.timezone(datetime.timedelta(hours=2))
    element.valueAsDate = datetime.datetime(2020, 3, 1, 1, 0, tzinfo=plus_two)  # type: ignore[attr-defined]
    assert element.value == "2020-02-29"  # type: ignore[attr-defined]  (the UTC instant's date)
    element.valueAsDate = datetime.date(2021, 1, 2)  # type: ignore[attr-defined]
    assert element.value == "2021-01-02"  # type: ignore[attr-defined]
    assert element.valueAsDate == datetime.datetime(2021, 1, 2, tzinfo=utc)  # type: ignore[attr-defined]
    element.valueAsDate = None  # type: ignore[attr-defined]
    assert element.value == ""  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        element.valueAsDate = "2020-01-01"  # type: ignore[attr-defined]
    number: object = _input("<input type=number>")
    with pytest.raises(DOMException) as raised:
        number.valueAsDate = datetime.date(2020, 1, 1)  # type: ignore[attr-defined]
    assert raised.value.name == "InvalidStateError"
    month: object = _input("<input type=month>")
    month.valueAsDate = datetime.datetime(2020, 5, 31, 23, 59, tzinfo=utc)  # type: ignore[attr-defined]
    assert month.value == "2020-05"  # type: ignore[attr-defined]
    time: object = _input("<input type=time>")
    time.valueAsDate = datetime.datetime(2001, 1, 1, 13, 5, 7, 250000, tzinfo=utc)  # type: ignore[attr-defined]
    assert time.value == "13:05:07.250"  # type: ignore[attr-defined]
