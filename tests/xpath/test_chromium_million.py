"""The generated XPath differential against Chromium 156 (``million.py``: random documents x
random expressions x every result type each allows), replayed from Chromium's answers
recorded in ``chromium_million_sample.json`` (``python -m tests.xpath.million`` asks
Chromium again and rewrites it): the default tier's sample, a few seconds, without Chromium.
The slow tier asks Chromium live about a million cases
(``tests/e2e/test_xpath_million_chromium.py``). Every difference is in a class of
``million.CLASSES``, each shown by its witness here."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests import _sample
from tests.xpath import million
from tests.xpath.million import (
    CLASSES,
    SAMPLE,
    SAMPLE_SEEDS,
    WITNESSES,
    Tally,
    document_of,
    inputs_digest,
    webapi_answers,
)
from webapi.html import DOMParser

DATA: dict[str, Any] = json.loads(SAMPLE.read_text("utf-8"))

#: Each witness's answer by XPath 1.0 (the first of its row, ``ANY_TYPE``): webapi's.
XPATH_10 = {"null-string": [3, 1], "error-order": [-1, "SyntaxError"]}


def test_the_sample_is_of_these_documents_and_expressions() -> None:
    assert DATA["seeds"] == [SAMPLE_SEEDS.start, SAMPLE_SEEDS.stop]
    assert DATA["per_document"] == million.PER_DOCUMENT
    assert DATA["inputs_sha256"] == inputs_digest(SAMPLE_SEEDS), (
        "the generator changed: python -m tests.xpath.million"
    )


@pytest.mark.parametrize("whole", _sample.WHOLE)
def test_the_recorded_sample_agrees_with_chromium_but_for_named_classes(whole: bool) -> None:
    # (a quarter of the recorded documents by default, every one in the slow tier)
    recorded = list(zip(SAMPLE_SEEDS, DATA["documents"], strict=True))
    if not whole:
        recorded = _sample.subset(
            "test_the_recorded_sample_agrees_with_chromium_but_for_named_classes",
            recorded,
            lambda pair: str(pair[0]),
            rate=0.25,
        )
    tally = Tally()
    for seed, (signature, rows) in recorded:
        document = document_of(seed)
        tally.add(seed, document, (signature, rows), webapi_answers(document))
    assert tally.signatures == []  # every tree the same as Chromium's
    assert tally.cases > 400 * len(recorded) and len(recorded) >= 6
    assert tally.unexplained() == [], tally.classes()


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_each_class_has_its_witness(name: str) -> None:
    markup, mime, namespaces, expression = WITNESSES[name]
    chromium = DATA["witnesses"][name]
    _, rows = webapi_answers((markup, mime, namespaces, [(expression, 0)]))
    ours = rows[0]
    assert ours[0] == XPATH_10[name]
    assert chromium[0] != ours[0]
    assert million.classify(expression, chromium[0], ours[0]) == name


def test_the_documents_parse_to_trees_of_the_intended_size() -> None:
    sizes = []
    for seed in range(30):
        markup, mime, _, cases = document_of(seed)
        document = DOMParser().parseFromString(markup, mime)
        assert document.getElementsByTagName("parsererror").length == 0
        sizes.append(len(million._nodes(document)[2].split("\x01")))
        assert len(cases) == million.PER_DOCUMENT
    assert 40 <= sum(sizes) / len(sizes) <= 150
    assert max(sizes) <= 250
