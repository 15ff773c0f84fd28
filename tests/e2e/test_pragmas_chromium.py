"""End to end: the pages of ``tests/html/test_pragmas.py`` served from 127.0.0.1 with their
``Content-Language`` header: Chromium (Debian's /usr/bin/chromium, headless, through
Playwright) answers each as stored there (its ``CHROMIUM_156``), which the default run checks
webapi against."""

from __future__ import annotations

import pytest

from oracles.chromium import browser, serve
from tests.html.test_pragmas import CHROMIUM_156, PAGES, SCRIPT

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.needs_sockets]


def test_chromium_answers_as_stored() -> None:
    found = {}
    with browser() as launched:
        for name, (markup, header) in PAGES.items():
            headers = None if header is None else {"Content-Language": header}
            with serve({"/": (markup.encode(), "text/html")}, headers) as origin:
                page = launched.new_page()
                page.goto(origin + "/")
                found[name] = page.evaluate(SCRIPT)
                page.close()
    assert found == CHROMIUM_156
