"""``benchmarks/declarative_shadow.py`` on a small page: the two pages differ only in whether
their templates become shadow roots (no timing asserted)."""

from __future__ import annotations

import pytest

from benchmarks import declarative_shadow


def test_the_pages_have_what_they_name() -> None:
    from webapi.dom import Document

    shadows = Document.parseHTMLUnsafe(declarative_shadow.page(5))
    hosts = shadows.querySelectorAll("x-card")
    assert len(hosts) == 5 and all(host.shadowRoot is not None for host in hosts)
    assert shadows.querySelector("template") is None
    title = hosts[0].shadowRoot.querySelector("slot[name=title]")
    assert [node.textContent for node in title.assignedNodes()] == ["Card 0"]
    templates = Document.parseHTMLUnsafe(declarative_shadow.page(5, declarative=False))
    assert all(host.shadowRoot is None for host in templates.querySelectorAll("x-card"))
    assert len(templates.querySelectorAll("template")) == 5


@pytest.mark.slow
def test_the_row_and_the_report() -> None:
    results = declarative_shadow.run(20, rounds=1)
    assert set(results) == {"shadow roots", "templates", "ratio"}
    assert all(value > 0 for value in results.values())
    assert "| 20 components |" in declarative_shadow.report(results, 20)
