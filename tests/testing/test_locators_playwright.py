"""The locators' counts against Playwright's on the same pages in Chromium 156:
``get_by_role`` (every role of :data:`_pages.ROLES`, and each with a name from the page),
``get_by_text`` and ``get_by_label`` (words of the page, substring and exact).

The locators follow Playwright's own role, name, state and visibility rules (the rules of its
aria snapshots, webapi/testing/_aria_rules.py), so no class is named.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _pages import ROLES, all_pages, words

from oracles.chromium import browser
from webapi.testing import Page

pytestmark = [pytest.mark.slow, pytest.mark.needs_subprocess]

#: Generated pages beside the handwritten ones.
GENERATED = 16


def _queries(html: str) -> list[tuple[str, Callable[[Any], Any]]]:
    queries: list[tuple[str, Callable[[Any], Any]]] = []
    for role in ROLES:
        queries.append((f"role {role}", lambda p, r=role: p.get_by_role(r)))
    for word in words(html):
        queries.append((f"text {word}", lambda p, w=word: p.get_by_text(w)))
        queries.append((f"text exact {word}", lambda p, w=word: p.get_by_text(w, exact=True)))
        queries.append((f"label {word}", lambda p, w=word: p.get_by_label(w)))
        for role in ("button", "link", "heading", "textbox", "checkbox", "listitem"):
            queries.append(
                (f"role {role} name {word}", lambda p, r=role, w=word: p.get_by_role(r, name=w))
            )
        for role in ("button", "link", "heading", "textbox"):
            queries.append(
                (
                    f"role {role} description {word}",
                    lambda p, r=role, w=word: p.get_by_role(r, description=w),
                )
            )
    return queries


def differences() -> tuple[int, list[str]]:
    """How many counts were compared, and the differing ones."""
    compared, found = 0, []
    with browser() as launched:
        chromium = launched.new_page()
        for html in all_pages(GENERATED):
            chromium.set_content(html)
            ours = Page.open(html.encode())
            for label, query in _queries(html):
                theirs = query(chromium).count()
                mine = query(ours).count()
                compared += 1
                if theirs != mine:
                    found.append(f"{label}: Playwright {theirs}, webapi {mine} on {html[:120]!r}")
    return compared, found


def test_counts_equal_playwrights() -> None:
    compared, found = differences()
    assert compared > 1000
    assert not found, "\n".join(found)
