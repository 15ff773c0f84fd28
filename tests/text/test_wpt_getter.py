"""What WPT's ``the-innertext-and-outertext-properties/getter-tests.js`` checks (read from
``../shared/wpt-tests`` as data: ``_wpt_getter.py``), with the cases webapi departs from named:
those that need line layout (``::first-line``, ``::first-letter``)."""

from __future__ import annotations

import pytest

from tests.text._wpt_getter import GETTER_TESTS, read_cases, run_case

#: The cases that need line layout (a first line, a first letter): webapi has none.
NEEDS_LINE_LAYOUT = frozenset({"::first-line styles applied", "::first-letter styles applied"})

_CASES = read_cases() if GETTER_TESTS.exists() else []


def test_the_cases_are_read() -> None:
    if not _CASES:
        pytest.skip(f"no {GETTER_TESTS} (the shared WPT files)")
    assert len(_CASES) >= 270


@pytest.mark.parametrize(
    ("html", "expected", "name", "in_svg"), _CASES, ids=[f"{c[2]} {c[0]!r}" for c in _CASES]
)
def test_getter_case(html: str, expected: str | None, name: str, in_svg: bool) -> None:
    inner, outer = run_case(html, in_svg)
    if name in NEEDS_LINE_LAYOUT:
        assert inner != expected  # a departure: when it passes, take it off the list
        return
    assert inner == expected
    assert outer == expected
