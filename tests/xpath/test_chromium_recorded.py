"""webapi's XPath against Chromium's answers recorded in ``chromium_answers.json`` (the page
and expressions of ``chromium_cases.py``: tables, templates, SVG and MathML, upper-case names,
numbers' edge cases, errors). ``tests/e2e/test_xpath_chromium.py`` asks Chromium again."""

from __future__ import annotations

import json

import pytest

from .chromium_cases import ANSWERS, EXPRESSIONS, PAGE
from .differential import describe

RECORDED: dict[str, list[object]] = json.loads(ANSWERS.read_text("utf-8"))
OURS = dict(zip(EXPRESSIONS, describe(PAGE, EXPRESSIONS), strict=True))


def test_every_expression_has_an_answer() -> None:
    assert list(RECORDED) == EXPRESSIONS


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_agrees_with_chromium(expression: str) -> None:
    assert OURS[expression] == RECORDED[expression]
