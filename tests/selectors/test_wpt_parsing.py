"""WPT's ``css/selectors/parsing/*.html`` validity cases (web-platform-tests at the project's
pinned commit, BSD-3-Clause; the data in ``_wpt_selector_parsing.json``, written by ``python -m
generate wpt-selector-parsing`` with Chromium 156's answers beside each file's expectation).

Each case's selector goes through webapi's parser as ``querySelector`` parses it: valid or
invalid as Chromium's ``querySelector`` answers. webapi has no selector serialization (no CSSOM:
``selectorText`` is not a webapi member), so the files' expected serializations are not
compared; validity is. Where a file's expectation and Chromium disagree, the case belongs to a
named class below (Chromium being the reference for departures), and no other case may differ.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from tests.selectors._trees import html_document
from webapi.dom._selectors import matches
from webapi.selectors import SelectorSyntaxError
from webapi.selectors._parser import parse_selector

DATA = json.loads(
    (Path(__file__).parent / "_wpt_selector_parsing.json").read_text(encoding="utf-8")
)
CASES = DATA["cases"]

#: Where a file expects what Chromium 156 does not answer: class -> (the cases' test, why).
DEPARTURES: dict[str, tuple[Any, str]] = {
    "chromium-webkit-prefixed-pseudo-classes": (
        lambda file, selector: file == "invalid-pseudos.html",
        "invalid-pseudos.html expects every prefixed pseudo refused; Chromium 156 still "
        "accepts :-webkit-full-page-media and :-webkit-full-screen-ancestor (webapi accepts "
        "them too and matches nothing: no media document, no fullscreen)",
    ),
    "has-slotted-not-shipped": (
        lambda file, selector: file == "parse-has-slotted.tentative.html",
        "a tentative test of :has-slotted(), which Chromium 156 does not ship: every use is a "
        "SyntaxError there and in webapi",
    ),
    "wpt-forgiving-without-bad-tokens": (
        lambda file, selector: file == "parse-is-where.html" and selector.startswith(":is(#"),
        "the file calls the selector invalid because <any-value> takes no bad tokens, but its "
        "text holds none (no bad-string or bad-url token: the '[' block runs to the end): "
        ":is()'s forgiving parsing accepts it, in Chromium and webapi",
    ),
}


def _class_of(file: str, selector: str) -> str | None:
    for name, (test, _why) in DEPARTURES.items():
        if test(file, selector):
            return name
    return None


def _valid(selector: str) -> bool:
    try:
        parse_selector(selector)
    except SelectorSyntaxError:
        return False
    return True


def test_the_data_is_whole() -> None:
    assert len(CASES) == 362
    assert {c[2] for c in CASES} == {"valid", "forgiving", "invalid"}
    assert DATA["chromium"].startswith("156.")
    assert "0d4f5079526492412a427152fcc1d08958bdf952" in DATA["source"]


@pytest.mark.parametrize(
    ("file", "selector", "expected", "chromium"),
    tiered(pytest.param(c[0], c[1], c[2], c[4], id=f"{c[0]}:{c[1]}") for c in CASES),
)
@sampled()
def test_webapi_parses_as_chromium(file: str, selector: str, expected: str, chromium: bool) -> None:
    assert _valid(selector) is chromium
    # (where the file and Chromium disagree, the case is in a named class)
    if (expected != "invalid") is not chromium:
        assert _class_of(file, selector) is not None, (file, selector)


def test_the_departures_by_class() -> None:
    counts = dict.fromkeys(DEPARTURES, 0)
    for file, selector, expected, _serialized, chromium, _text in CASES:
        if (expected != "invalid") is not chromium:
            name = _class_of(file, selector)
            assert name is not None, (file, selector)
            counts[name] += 1
    assert counts == {
        "chromium-webkit-prefixed-pseudo-classes": 2,
        "has-slotted-not-shipped": 19,
        "wpt-forgiving-without-bad-tokens": 1,
    }


def test_has_inside_has_through_is_and_where_never_matches() -> None:
    # (parse-has-disallow-nesting-has-inside-has.html's matching checks: a :has() nested in
    # :has() through :is() or :where() is an invalid item of a forgiving list, left out, so
    # the selector matches nothing; with a valid item beside it, that item matches)
    document = html_document("<!DOCTYPE html><title>t</title><script></script><p>")
    root: Any = document._first_child._next_sibling  # type: ignore[union-attr]
    assert root._local_name == "html"
    assert not matches(root, ":has(:is(:has(*)))")
    assert not matches(root, ":has(:where(:has(*)))")
    assert matches(root, ":has(:is(:has(*), script))")
    assert matches(root, ":has(:where(:has(*), script))")
