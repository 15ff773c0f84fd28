"""A generated XPath differential against Chromium (/usr/bin/chromium through Playwright):
expressions from ``tests/xpath/generated.py``'s grammar over the HTML page and the XML
document of ``tests/xpath/chromium_cases.py``, each described by both sides as the recorded
differential does. Every difference must be the one class XPath 1.0 leaves to the
implementation (the order of one element's attributes in a sorted node-set)."""

from __future__ import annotations

import pytest

from tests.xpath.chromium_cases import NAMESPACES, PAGE, SCRIPT, XML_PAGE
from tests.xpath.differential import describe
from tests.xpath.generated import Grammar, attribute_order_only

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

COUNT = 2000


@pytest.mark.parametrize(("seed", "xml"), [(1, False), (2, False), (3, True), (4, True)])
def test_generated_expressions_agree_with_chromium(seed: int, xml: bool) -> None:
    from oracles.chromium import evaluate

    expressions = Grammar(seed, xml).expressions(COUNT)
    if xml:
        arguments = [XML_PAGE, "application/xml", expressions, NAMESPACES]
        ours = describe(XML_PAGE, expressions, "application/xml", NAMESPACES)
    else:
        arguments = [PAGE, "text/html", expressions, {}]
        ours = describe(PAGE, expressions)
    chromium = evaluate(SCRIPT, arguments)
    differ = [
        (expression, mine, theirs)
        for expression, mine, theirs in zip(expressions, ours, chromium, strict=True)
        if mine != theirs and not attribute_order_only(mine, theirs)
    ]
    assert differ == []
