"""What WPT's ``the-innertext-and-outertext-properties/getter-tests.js`` checks (its cases read
from ``../shared/wpt-tests`` as data: ``_wpt_getter.py``), against Chromium 156's answers to the
same cases (``_chromium_wpt_getter.json``): webapi gives Chromium's answer to every case but
those that need line layout, and WPT's expectation but there and where Chromium departs from
it (webapi follows Chromium)."""

from __future__ import annotations

import json

import pytest

from tests._sample import sampled
from tests.text._wpt_getter import CHROMIUM_ANSWERS, read_cases, run_case

#: The cases that need line layout (a first line, a first letter): webapi has none.
NEEDS_LINE_LAYOUT = frozenset({"::first-line styles applied", "::first-letter styles applied"})
#: Where Chromium 156 answers otherwise than WPT expects, and webapi as Chromium: an option's
#: text as the drop-down shows it, an audio element without controls never rendered, the text
#: of an SVG ``defs``, an ``optgroup`` outside a ``select``.
CHROMIUM_NOT_WPT = frozenset(
    {
        "<div> in <option>",
        "<audio> contents ignored",
        "<svg><defs> text contents ignored",
        "<optgroup> in <div>",
    }
)

_CASES = read_cases()
_CHROMIUM = json.loads(CHROMIUM_ANSWERS.read_text(encoding="utf-8"))


def test_chromium_departs_from_wpt_where_named() -> None:
    departs = {
        case[2] for case, (_, answer) in zip(_CASES, _CHROMIUM, strict=True) if case[1] != answer
    }
    assert departs == CHROMIUM_NOT_WPT


def test_the_cases_are_read() -> None:
    assert len(_CASES) == len(_CHROMIUM) == 272
    assert [case[2] for case in _CASES] == [name for name, _ in _CHROMIUM]


@pytest.mark.parametrize(
    ("index", "html", "expected", "name", "in_svg"),
    [(index, *case) for index, case in enumerate(_CASES)],
    ids=[f"{c[2]} {c[0]!r}" for c in _CASES],
)
@sampled("in_svg")
def test_getter_case(index: int, html: str, expected: str | None, name: str, in_svg: bool) -> None:
    inner, outer = run_case(html, in_svg)
    assert inner == outer
    chromium = _CHROMIUM[index][1]
    if name in NEEDS_LINE_LAYOUT:
        assert inner != chromium  # a departure: when it passes, take it off the list
        return
    assert inner == chromium
    if name not in CHROMIUM_NOT_WPT or chromium == expected:
        assert inner == expected
