"""End to end: the requests recorded in ``tests/html/test_form_submission.py``
(``CHROMIUM_156``) are still the ones Debian's Chromium sends (headless, through Playwright):
each case's page served from ``PAGE``, its submit button's ``requestSubmit``, the request
caught by Playwright's routing (method, URL, Content-Type, body, Referer)."""

from __future__ import annotations

from typing import Any

import pytest

from oracles.chromium import browser
from tests.html.test_form_submission import CASES, CHROMIUM_156, PAGE, page_bytes

pytestmark = pytest.mark.needs_subprocess


def chromiums_requests() -> list[tuple[str, str, str | None, str, str]]:
    """What Chromium sends for each case, as CHROMIUM_156 records it."""
    found = []
    page_url = PAGE.partition("#")[0]
    with browser() as launched:
        page = launched.new_page()
        for charset, markup in CASES:
            caught: dict[str, Any] = {}

            def answer(
                route: Any,
                request: Any,
                body: bytes = page_bytes(charset, markup),
                caught: dict[str, Any] = caught,
            ) -> None:
                if request.url == page_url and not caught and request.method == "GET":
                    route.fulfill(status=200, body=body, headers={"content-type": "text/html"})
                    caught["served"] = True
                    return
                sent = (request.post_data_buffer or b"").decode("latin-1")
                content_type = request.headers.get("content-type")
                if content_type and "boundary=" in content_type:
                    boundary = content_type.split("boundary=")[1]
                    sent = sent.replace(boundary, "BOUNDARY")
                    content_type = content_type.replace(boundary, "BOUNDARY")
                caught["request"] = (
                    request.method,
                    request.url,
                    content_type,
                    sent,
                    request.headers.get("referer"),
                )
                route.fulfill(status=204, body="")

            page.route("https://forms.example/**", answer)
            page.goto("about:blank")
            page.goto(PAGE)
            page.evaluate(
                "() => { const s = document.getElementById('s'); s.form.requestSubmit(s); }"
            )
            for _ in range(400):
                if "request" in caught:
                    break
                page.wait_for_timeout(20)
            page.unroute("https://forms.example/**")
            found.append(caught["request"])
    return found


def test_the_recorded_requests_are_chromiums() -> None:
    assert chromiums_requests() == CHROMIUM_156
