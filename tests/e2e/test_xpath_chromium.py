"""XPath against Chromium asked now (/usr/bin/chromium through Playwright): the HTML page and
the XML document of ``tests/xpath/chromium_cases.py`` and their expressions, evaluated by
``document.evaluate`` in Chromium and by ``webapi.xpath.select``, described alike (node
paths, numbers as JavaScript writes them, strings, booleans, exception names); and the
recorded answers (which the default run compares against) still Chromium's."""

from __future__ import annotations

import json

import pytest

from tests.xpath.chromium_cases import (
    ANSWERS,
    EXPRESSIONS,
    NAMESPACES,
    PAGE,
    XML_ANSWERS,
    XML_EXPRESSIONS,
    XML_PAGE,
    ask_chromium,
)
from tests.xpath.differential import describe

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]


def test_webapi_agrees_with_chromium_now_on_html() -> None:
    chromium = dict(zip(EXPRESSIONS, ask_chromium(), strict=True))
    ours = dict(zip(EXPRESSIONS, describe(PAGE, EXPRESSIONS), strict=True))
    assert {e: (ours[e], chromium[e]) for e in EXPRESSIONS if ours[e] != chromium[e]} == {}
    assert chromium == json.loads(ANSWERS.read_text("utf-8"))


def test_webapi_agrees_with_chromium_now_on_xml() -> None:
    chromium = dict(zip(XML_EXPRESSIONS, ask_chromium(xml=True), strict=True))
    found = describe(XML_PAGE, XML_EXPRESSIONS, "application/xml", NAMESPACES)
    ours = dict(zip(XML_EXPRESSIONS, found, strict=True))
    differ = {e: (ours[e], chromium[e]) for e in XML_EXPRESSIONS if ours[e] != chromium[e]}
    assert differ == {}
    assert chromium == json.loads(XML_ANSWERS.read_text("utf-8"))
