"""``benchmarks/xpath.py`` (issue 52's speed table): every expression selects something on the
page, and elementpath and lxml give webapi's answers there (the table's ratios compare the
same work)."""

from __future__ import annotations

import pytest

from benchmarks import xpath


def test_every_expression_selects_something_and_the_peers_agree() -> None:
    pytest.importorskip("elementpath")
    pytest.importorskip("lxml")
    answers = xpath.answers(xpath.xpath_page(20_000))
    assert set(answers) == {"webapi", "elementpath", "lxml"}
    for expression in xpath.EXPRESSIONS:
        mine = answers["webapi"][expression]
        assert mine, expression  # a non-empty list, or a count above 0
        for peer in ("elementpath", "lxml"):
            assert answers[peer][expression] == mine, (peer, expression)


def test_the_report_shows_ratios_of_equal_answers_only() -> None:
    by = {
        "webapi": {"us": 30.0, "same": True},
        "elementpath": {"us": 300.0, "same": True},
        "lxml": {"us": 10.0, "same": False},
    }
    text = xpath.report({"size": 1000, "expressions": {"//a": by}})
    assert "0.10" in text and "(differs)" in text and "3.00" not in text


def test_the_parse_table_has_every_expression_each_parser_parses() -> None:
    parsers = xpath._parsers()
    assert "webapi" in parsers
    for parse in parsers.values():
        for expression in xpath.EXPRESSIONS:
            assert parse(expression) is not None
    result = {e: {"webapi": 12.5, "lxml": 2.0} for e in xpath.EXPRESSIONS}
    text = xpath.report_parse(result)
    assert all(expression in text for expression in xpath.EXPRESSIONS)
    assert "12.5" in text and "2.0" in text
