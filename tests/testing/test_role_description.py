"""``get_by_role(..., description=)``: the accessible description as Playwright computes it
(``aria-describedby``'s targets, hidden ones too; else ``aria-description``; else ``title``)
matched as the name is (each count below is Playwright 1.65's in Chromium 156; the slow
comparison: test_locators_playwright.py)."""

from __future__ import annotations

import re

import pytest

from webapi.testing import Page

_PAGE = (
    b"<button aria-describedby='n h'>Save</button><i id=n>Saves  the file</i>"
    b"<i id=h hidden>now</i><button aria-description='Opens a file'>Open</button>"
    b"<button title='Deletes it' aria-label=Delete>x</button>"
    b"<button title=Plain>Plain</button><button aria-describedby=missing title=T>M</button>"
)


@pytest.mark.parametrize(
    ("description", "exact", "count"),
    [
        ("saves the", False, 1),
        ("Saves the file now", True, 1),
        ("saves the file now", True, 0),
        ("file", False, 2),
        (re.compile(r"^Open"), False, 1),
        ("Deletes it", True, 1),
        ("Plain", True, 1),
        ("T", True, 0),
        ("", False, 5),
    ],
)
def test_description(description: str | re.Pattern[str], exact: bool, count: int) -> None:
    page = Page.open(_PAGE)
    found = page.get_by_role("button", description=description, exact=exact)
    assert found.count() == count


def test_description_with_name() -> None:
    page = Page.open(_PAGE)
    assert page.get_by_role("button", name="Open", description="file").count() == 1
    assert page.get_by_role("button", name="Save", description="Opens").count() == 0
    assert repr(page.get_by_role("button", description="file")) == (
        '<Locator get_by_role("button", description="file")>'
    )
