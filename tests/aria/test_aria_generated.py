"""The generated differential of computed roles and accessible names against Chromium 156
(issue #75 item 2): the elements of :data:`~tests.aria._generated_chromium.COUNT` generated
documents (:mod:`tests.aria._generated`), webapi's ``computedRole``/``computedName`` beside
Chromium's (recorded in ``_chromium_generated.json.gz``; its accessibility tree through the
DevTools protocol recorded with them). Every difference is a named class of
:mod:`tests.aria._departures`; the slow tier asks Chromium again."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from tests.aria._departures import CLASSES, DEPARTURES, WITNESSES
from tests.aria._generated import pages
from tests.aria._generated_chromium import COUNT, FLAGS, SEED, ask, load, webapi_answer

#: The default tier's documents (the first of the recorded ones: 1,423 elements, about a
#: second); the slow tier compares all of them.
DEFAULT_PAGES = 250


def _differences(
    answers: list[dict[str, list[Any]]], stop: int
) -> tuple[int, dict[tuple[int, str, str], Any]]:
    cases = 0
    found: dict[tuple[int, str, str], Any] = {}
    for index, (html, theirs) in enumerate(zip(pages(SEED), answers[:stop], strict=False)):
        ours = webapi_answer(html)
        for key, (_, _, _, role, name) in theirs.items():
            cases += 1
            if ours[key][0] != role:
                found[(index, key, "role")] = (role, ours[key][0])
            if ours[key][1] != name:
                found[(index, key, "name")] = (name, ours[key][1])
    return cases, found


def _check(stop: int) -> tuple[int, int]:
    """Compare the first ``stop`` documents: every difference is its named departure and every
    departure of them still differs; the number of elements and of those equal in both."""
    cases, found = _differences(load()["answers"], stop)
    expected = {key: value for key, value in DEPARTURES.items() if key[0] < stop}
    assert {key: DEPARTURES.get(key) for key in found} == expected
    assert set(DEPARTURES.values()) <= set(CLASSES)
    return cases, cases - len({(i, k) for i, k, _ in found})


def test_every_difference_is_a_named_class() -> None:
    assert _check(DEFAULT_PAGES) == (1423, 1410)


@pytest.mark.slow
def test_every_difference_is_a_named_class_all_pages() -> None:
    """All the recorded documents: 2,231 elements, 2,204 with Chromium's role and name."""
    assert _check(COUNT) == (2231, 2204)
    assert Counter(DEPARTURES.values())["layout-whitespace"] == 7


def test_the_recorded_answers_are_chromiums_tree_too() -> None:
    """The recorded tree's names (DevTools protocol) equal computedName wherever the element
    has a node in the tree that is not ignored."""
    data = load()
    nodes = [answer for page in data["answers"] for answer in page.values() if answer[2] is False]
    assert len(nodes) > 500
    assert sum(answer[1] != answer[4] for answer in nodes) <= 2


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_again() -> None:
    """Chromium's answers now equal the recorded ones (its tree and computedRole/Name)."""
    from oracles.chromium import browser

    data = load()
    with browser(FLAGS) as launched:
        page = launched.new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Accessibility.enable")
        cdp.send("DOM.enable")
        for html, recorded in zip(
            itertools.islice(pages(SEED), COUNT), data["answers"], strict=True
        ):
            assert ask(page, cdp, html) == recorded


@pytest.mark.parametrize("departure", sorted(CLASSES))
def test_witness_of_each_departure(departure: str) -> None:
    """Each class's witness: the recorded document where webapi answers otherwise than
    Chromium, webapi's answer pinned."""
    index, key, field, chromium, webapi = WITNESSES[departure]
    html = next(itertools.islice(pages(SEED), index, None))
    ours = webapi_answer(html)[key][0 if field == "role" else 1]
    recorded = load()["answers"][index][key][3 if field == "role" else 4]
    assert (recorded, ours) == (chromium, webapi)
    assert chromium != webapi
