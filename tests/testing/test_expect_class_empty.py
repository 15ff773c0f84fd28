"""``expect(locator).to_have_class`` and ``to_be_empty`` as Playwright's ``toHaveClass`` (the
whole ``class`` attribute, a pattern searched, a list for the elements in order) and
``toBeEmpty`` (an input's value, another element's text)."""

from __future__ import annotations

import re

import pytest

from webapi.testing import Page, expect


def test_to_have_class() -> None:
    page = Page.open(b"<p class='a b'>x</p><p>y</p>")
    first = page.locator("p").first
    expect(first).to_have_class("a b")
    expect(first).to_have_class(re.compile(r"\bb\b"))
    expect(page.locator("p")).to_have_class(["a b", ""])
    expect(first).not_to_have_class("a")
    with pytest.raises(AssertionError, match="have class 'a'"):
        expect(first).to_have_class("a", timeout=100)


def test_to_be_empty() -> None:
    page = Page.open(b"<p> </p><p>t</p><input><textarea>z</textarea>")
    expect(page.locator("p").first).to_be_empty()
    expect(page.locator("p").last).not_to_be_empty()
    expect(page.locator("input")).to_be_empty()
    expect(page.locator("textarea")).not_to_be_empty()
    with pytest.raises(AssertionError):
        expect(page.locator("textarea")).to_be_empty(timeout=100)
