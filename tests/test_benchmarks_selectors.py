"""``benchmarks/selectors.py`` (issue 58 item 12): every selector of every page selects
something, the selectors cover the kinds the issue names, and the peers give webapi's answers
(nothing timed)."""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks import selectors


@pytest.mark.parametrize("page", list(selectors.PAGES))
def test_each_selector_selects_something_on_its_page(page: str) -> None:
    counts = selectors.check_selectors(page)
    assert list(counts) == selectors.SELECTORS[page]
    assert all(count > 0 for count in counts.values())


def test_a_selector_that_selects_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="select nothing"):
        selectors.check_selectors("news", "<!DOCTYPE html><p class=story>")


def test_the_selectors_cover_the_kinds_the_issue_names() -> None:
    every = [s for page in selectors.SELECTORS.values() for s in page]
    assert any(s.startswith(".") for s in every)  # class-led
    assert any(s.startswith("#") for s in every)  # id-led
    assert any(s[0].isalpha() for s in every)  # tag-led
    for part in (" > ", "[", ":nth-child(", ":not(", ":has("):
        assert any(part in s for s in every), part
    assert any(" " in s.replace(" > ", "") for s in every)  # descendant
    for page in selectors.SELECTORS.values():  # on every page, class- and id-led ones
        assert any(s.startswith(".") for s in page) and any(s.startswith("#") for s in page)


@pytest.mark.slow
@pytest.mark.parametrize(
    "stride",
    [pytest.param(3, id="every-3rd"), pytest.param(1, id="all", marks=pytest.mark.slow)],
)
@pytest.mark.parametrize("page", list(selectors.PAGES))
def test_the_peers_give_webapis_answers(page: str, stride: int) -> None:
    """Every third selector of each page by default (the first, class-led, among them), all
    of them in the slow tier."""
    pytest.importorskip("selectolax")
    pytest.importorskip("soupsieve")
    text = selectors.PAGES[page]()
    found = selectors.contenders(text)
    for selector in selectors.SELECTORS[page][::stride]:
        answers: dict[tuple[str, str], object] = {}
        for name, (query_all, query, describe) in found.items():
            answers[name, "all"] = selectors._answer(query_all, describe, selector)
            if query is not None:
                answers[name, "first"] = selectors._answer(query, describe, selector)
        assert answers["webapi", "all"] and answers["webapi", "first"], selector
        for (name, method), answer in answers.items():
            assert answer == answers["webapi", method], (name, method, selector)


def test_the_report_has_a_table_per_page_and_method() -> None:
    # A made-up result (no timing): the report's shape and ratios.
    row = {
        "selector": ".a",
        "elements": 3,
        "ms": {"webapi": 0.3, "selectolax": 0.1},
        "calls_per_timing": {"webapi": 20, "selectolax": 50},
        "ratio": {"selectolax": 3.0},
        "same": {"webapi": True, "selectolax": True},
        "answer": {"webapi": 3, "selectolax": 3},
    }
    text = selectors.report({"news": {"querySelectorAll": [row], "querySelector": [row]}})
    assert text.count("webapi / selectolax: 3.00x summed over the 1 selectors") == 2


def test_as_parsed_leaves_the_state_a_new_document_has() -> None:
    # the "webapi (new)" contender's reset: what queries and lookups by ID kept is gone, what
    # the parser recorded stays, as on a document just parsed
    from webapi.html.browsing._elements_bindings import DOMParser

    text = selectors.PAGES["shop"]()
    fresh = DOMParser().parseFromString(text, "text/html")
    used = DOMParser().parseFromString(text, "text/html")
    for selector in selectors.SELECTORS["shop"]:
        used.querySelectorAll(selector)
        used.querySelector(selector)
    used.getElementById("main")
    assert used._ids is not None and len(used._cache) > len(fresh._cache)
    selectors.as_parsed(used)
    assert sorted(used._cache) == sorted(fresh._cache) == ["parsed texts", "parsed tree"]
    assert used._ids is None and fresh._ids is None
    _, first, _ = selectors.contenders(text)["webapi (new)"]
    assert first(".product") is not None


@pytest.mark.needs_subprocess
def test_before_times_a_revisions_matcher_and_index_with_the_same_answers() -> None:
    # --before REV: the selectors' matcher and element index at REV (git show) beside this
    # tree's; each of the four webapi contenders gives the answers of this tree's webapi
    text = selectors.shop_page(6_000)
    found = selectors.before_contenders("HEAD", text)
    assert sorted(found) == ["webapi", "webapi (before)", "webapi (new)", "webapi (new, before)"]
    from webapi.selectors import _index, engine

    for selector in selectors.SELECTORS["shop"]:
        answers = {
            (name, method): selectors._answer(call, describe, selector)
            for name, (query_all, query, describe) in found.items()
            for method, call in (("all", query_all), ("first", query))
        }
        for (name, method), answer in answers.items():
            assert answer == answers["webapi", method], (name, method, selector)
        assert engine.document_index is _index.document_index  # (this tree's again after)


def test_the_worst_page_report_takes_the_worst_pair_and_page() -> None:
    from benchmarks import selectors_worst

    def row(selector: str, ratio: float, same: bool = True) -> dict[str, Any]:
        ms = {"webapi": ratio, "webapi (new)": ratio, "selectolax": 1.0, "soupsieve": 10.0}
        return {
            "selector": selector,
            "ms": ms,
            "ratio": {
                f"{mine} / {peer}": ratio / (1.0 if peer == "selectolax" else 10.0)
                for mine, peer, _, _ in selectors_worst.ROWS.values()
            },
            "same": {"selectolax": same, "soupsieve": True},
        }

    results = {
        page: {"all": rows, "first": rows}
        for page, rows in (
            ("a", [row("x", 2.0), row("y", 9.0, same=False)]),
            ("b", [row("x", 5.0), row("y", 1.0)]),
        )
    }
    for r in [*results["a"]["all"], *results["b"]["all"]]:
        r["ms"]["webapi (changed)"] = r["ms"]["webapi"]
    summary = selectors_worst.worst(results)
    same = summary["querySelectorAll same document / selectolax"]
    assert (same["worst"], same["worst_page"], same["worst_selector"]) == (5.0, "b", "x")
    assert same["over"] == 1 and same["pairs"] == 3  # (the pair that differs left out)
    assert (same["worst_page_total"], same["worst_page_total_name"]) == (3.0, "b")


def test_the_changed_contender_changes_the_tree_between_queries() -> None:
    from benchmarks import selectors_worst

    text = "<!DOCTYPE html><body><div><p>a</p><p>b</p></div><p>c</p>"
    select_all = selectors_worst._webapi_changed(text)[0]
    assert [len(select_all("div")), len(select_all("div")), len(select_all("div"))] == [2, 1, 2]
