"""The generated XPath differential against Chromium 156, live (``tests/xpath/million.py``):
random HTML pages and XML documents (``tests/xpath/random_documents.py``, some 30 to 150
nodes) x random expressions (``tests/xpath/generated.py``'s ``DocumentGrammar``: every
axis, every function, predicates with positions, unions, NaN, Infinity and -0, non-ASCII
strings, invalid expressions) x every result type each allows, one (document, expression,
result type) triple a case; Chromium answers a batch of documents in one ``evaluate`` while
webapi answers it. Every difference is in a class of ``million.CLASSES`` (its witness is
checked here too), none unexplained.

TIMING (filled in below by the measurement)."""

from __future__ import annotations

import pytest

from tests.xpath.million import CLASSES, WITNESSES, ask_chromium, classify, run_live, webapi_answers

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

#: The documents' seeds: 60 expressions each, some 436 cases a document on average.
SEEDS = range(2_400)


def test_a_million_cases_agree_with_chromium_but_for_named_classes() -> None:
    tally = run_live(SEEDS)
    assert tally.signatures == []  # every tree the same as Chromium's
    assert tally.cases >= 1_000_000, tally.cases
    unexplained = tally.unexplained()
    assert unexplained == [], (len(unexplained), tally.classes())


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_each_class_witness_is_chromiums_now(name: str) -> None:
    markup, mime, namespaces, expression = WITNESSES[name]
    [(_, [chromium])] = ask_chromium([(markup, mime, namespaces, [(expression, 0)])])
    _, [ours] = webapi_answers((markup, mime, namespaces, [(expression, 0)]))
    assert chromium[0] != ours[0]
    assert classify(expression, chromium[0], ours[0]) == name
