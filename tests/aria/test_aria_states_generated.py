"""The generated differential of accessible descriptions and states against Chromium 156's
accessibility tree (issue #75 item 2): the elements of
:data:`~tests.aria._states_chromium.COUNT` generated documents
(:mod:`tests.aria._generated_states`) that have a node in Chromium's tree, webapi's
``description``, ``checked``, ``disabled``, ``expanded``, ``level``, ``pressed`` and
``selected`` beside the node's description and properties (recorded in
``_chromium_states.json.gz`` through the DevTools protocol's ``Accessibility.getFullAXTree``).
Every difference is a named class of :mod:`tests.aria._states_departures`; the slow tier
compares every recorded document and asks Chromium again."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from tests.aria._generated_states import pages
from tests.aria._states_chromium import COUNT, SEED, STATES, ask, load, tree_value, webapi_answer
from tests.aria._states_departures import CLASSES, DEPARTURES

#: The default tier's documents (the first of the recorded ones); the slow tier compares all.
DEFAULT_PAGES = 60

_FIELDS = ("description", *STATES)


def _differences(stop: int) -> tuple[int, dict[tuple[int, str, str], tuple[Any, Any]]]:
    """The values compared in the first ``stop`` documents and the differing ones: key ->
    (Chromium's, webapi's)."""
    compared = 0
    found: dict[tuple[int, str, str], tuple[Any, Any]] = {}
    answers = load()["answers"][:stop]
    for index, (html, theirs) in enumerate(zip(pages(SEED), answers, strict=False)):
        ours = webapi_answer(html)
        for key, answer in theirs.items():
            if answer[0]:
                continue  # (an ignored node: no description nor states in the tree)
            for position, field in enumerate(_FIELDS, start=1):
                mine = ours[key][position]
                if field != "description":
                    mine = tree_value(field, mine)
                    if field == "disabled" and mine is False:
                        mine = None  # (the tree says disabled only when it is)
                compared += 1
                if mine != answer[position]:
                    found[(index, key, field)] = (answer[position], mine)
    return compared, found


def _check(stop: int) -> int:
    compared, found = _differences(stop)
    expected = {key: value[1:] for key, value in DEPARTURES.items() if key[0] < stop}
    assert found == expected
    assert {value[0] for value in DEPARTURES.values()} == set(CLASSES)
    return compared


def test_every_difference_is_a_named_class() -> None:
    assert _check(DEFAULT_PAGES) == 1729


@pytest.mark.slow
def test_every_difference_is_a_named_class_all_pages() -> None:
    """All the recorded documents: 13,713 values, 19 named departures."""
    assert _check(COUNT) == 13713
    assert Counter(value[0] for value in DEPARTURES.values())["implicit-selected-state"] == 14


@pytest.mark.parametrize("departure", sorted(CLASSES))
def test_witness_of_each_departure(departure: str) -> None:
    """Each class's first recorded case: Chromium's answer and webapi's, pinned."""
    (index, key, field), (_, chromium, webapi) = next(
        (k, v) for k, v in sorted(DEPARTURES.items()) if v[0] == departure
    )
    html = next(itertools.islice(pages(SEED), index, None))
    position = _FIELDS.index(field) + 1
    mine = webapi_answer(html)[key][position]
    if field != "description":
        mine = tree_value(field, mine)
    assert load()["answers"][index][key][position] == chromium
    assert mine == webapi
    assert chromium != webapi


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_again() -> None:
    """Chromium's tree now gives the recorded descriptions and states."""
    from oracles.chromium import browser

    data = load()
    with browser() as launched:
        page = launched.new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Accessibility.enable")
        cdp.send("DOM.enable")
        for html, recorded in zip(
            itertools.islice(pages(SEED), COUNT), data["answers"], strict=True
        ):
            assert ask(page, cdp, html) == recorded


def _hidden_counts(stop: int) -> Counter[tuple[bool, bool | None]]:
    """(``hidden(el)``, the element's node ignored, None for no node) of every ``s<n>``
    element of the first ``stop`` documents."""
    from webapi import aria
    from webapi.html import DOMParser

    counts: Counter[tuple[bool, bool | None]] = Counter()
    answers = load()["answers"][:stop]
    for html, theirs in zip(pages(SEED), answers, strict=False):
        document = DOMParser().parseFromString(html, "text/html")
        for element in document.querySelectorAll("[id^=s]"):
            node = theirs.get(element.id)
            counts[(aria.hidden(element), None if node is None else node[0])] += 1
    return counts


def test_hidden_elements_have_no_node_in_chromiums_tree() -> None:
    """``hidden(el)``: Chromium's tree has no node for the element, or an ignored one (the
    elements it keeps are not hidden; it ignores others for reasons of its own)."""
    counts = _hidden_counts(DEFAULT_PAGES)
    assert counts[(True, False)] == 0
    assert counts[(True, True)] + counts[(True, None)] > 40


@pytest.mark.slow
def test_hidden_elements_have_no_node_in_chromiums_tree_all_pages() -> None:
    assert _hidden_counts(COUNT) == {
        (False, False): 1959,
        (False, True): 41,
        (False, None): 6,
        (True, True): 135,
        (True, None): 231,
    }
