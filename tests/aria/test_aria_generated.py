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

from tests.aria._departures import CLASSES, DEPARTURES
from tests.aria._generated import pages
from tests.aria._generated_chromium import COUNT, FLAGS, SEED, ask, load, webapi_answer


def _differences(
    answers: list[dict[str, list[Any]]],
) -> tuple[int, dict[tuple[int, str, str], Any]]:
    cases = 0
    found: dict[tuple[int, str, str], Any] = {}
    for index, (html, theirs) in enumerate(zip(pages(SEED), answers, strict=False)):
        ours = webapi_answer(html)
        for key, (_, _, _, role, name) in theirs.items():
            cases += 1
            if ours[key][0] != role:
                found[(index, key, "role")] = (role, ours[key][0])
            if ours[key][1] != name:
                found[(index, key, "name")] = (name, ours[key][1])
    return cases, found


def test_every_difference_is_a_named_class() -> None:
    data = load()
    cases, found = _differences(data["answers"])
    assert cases == 2231
    assert {key: DEPARTURES.get(key) for key in found} == {key: DEPARTURES[key] for key in found}
    assert set(found) == set(DEPARTURES), "a departure no longer differs: take it out"
    assert set(DEPARTURES.values()) <= set(CLASSES)
    counts = Counter(DEPARTURES.values())
    assert cases - len({(i, k) for i, k, _ in found}) == 2190  # (elements with both equal)
    assert counts["layout-whitespace"] == 10


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
