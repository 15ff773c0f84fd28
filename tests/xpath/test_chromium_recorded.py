"""webapi's XPath against Chromium's answers recorded in ``chromium_answers.json`` (the HTML
page and expressions of ``chromium_cases.py``: tables, templates, SVG and MathML, upper-case
names, numbers' edge cases, errors) and ``chromium_xml_answers.json`` (an XML document with
namespaces, prefixes and a default namespace). ``tests/e2e/test_xpath_chromium.py`` asks
Chromium again."""

from __future__ import annotations

import json

import pytest

from tests._sample import sampled

from .chromium_cases import (
    ANSWERS,
    EXPRESSIONS,
    NAMESPACES,
    PAGE,
    XML_ANSWERS,
    XML_EXPRESSIONS,
    XML_PAGE,
)
from .differential import describe

RECORDED: dict[str, list[object]] = json.loads(ANSWERS.read_text("utf-8"))
OURS = dict(zip(EXPRESSIONS, describe(PAGE, EXPRESSIONS), strict=True))
XML_RECORDED: dict[str, list[object]] = json.loads(XML_ANSWERS.read_text("utf-8"))
XML_OURS = dict(
    zip(
        XML_EXPRESSIONS,
        describe(XML_PAGE, XML_EXPRESSIONS, "application/xml", NAMESPACES),
        strict=True,
    )
)


def test_every_expression_has_an_answer() -> None:
    assert list(RECORDED) == EXPRESSIONS
    assert list(XML_RECORDED) == XML_EXPRESSIONS


@pytest.mark.parametrize("expression", EXPRESSIONS)
@sampled()
def test_agrees_with_chromium(expression: str) -> None:
    assert OURS[expression] == RECORDED[expression]


@pytest.mark.parametrize("expression", XML_EXPRESSIONS)
@sampled()
def test_agrees_with_chromium_on_xml(expression: str) -> None:
    assert XML_OURS[expression] == XML_RECORDED[expression]
