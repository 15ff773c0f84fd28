"""A copy, a deep copy or a pickle of a URLPattern (every pickle protocol) matches what the
original matches, on the issue's pattern and every pattern of the WPT data; a pickle of the
old state still loads (issue #30 item 5)."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable
from typing import Any

import pytest
from _urlpattern_args import match_args

import wpt
from webapi import URLPattern
from webapi.urlpattern import _url_pattern

CLONES: list[Callable[[Any], Any]] = [
    copy.copy,
    copy.deepcopy,
    *(lambda p, n=n: pickle.loads(pickle.dumps(p, n)) for n in range(pickle.HIGHEST_PROTOCOL + 1)),
]


@pytest.mark.parametrize("clone", CLONES)
def test_the_issues_pattern(clone: Callable[[Any], Any]) -> None:
    pattern = URLPattern("file:///###")
    assert pattern.test("file:///##")
    copied = clone(pattern)
    assert copied.test("file:///##")  # before: False (made again from pathname "/##")
    assert copied.exec("file:///##") == pattern.exec("file:///##")


def _wpt_patterns() -> list[tuple[int, list[Any], list[Any]]]:
    found = []
    for case in wpt.cases("urlpattern/urlpatterntestdata.json"):
        entry = case.data
        if entry.get("expected_obj") == "error" or entry.get("expected_match") == "error":
            continue
        found.append((case.index, entry["pattern"], entry.get("inputs", [])))
    return found


def test_every_wpt_pattern_survives_copy_and_pickle() -> None:
    from _urlpattern_args import construct  # the bindings' argument handling, mimicked

    from webapi.urlpattern._bindings import URLPattern as Public

    checked = 0
    for index, arguments, inputs in _wpt_patterns():
        impl = construct(*arguments)
        pattern = Public._wrap(impl)
        probes = [match_args(*inputs)] if inputs else []
        probes += [("https://example.com/a/b?c#d",), ("file:///##",)]
        for clone in (copy.copy, lambda p: pickle.loads(pickle.dumps(p))):
            copied = clone(pattern)
            for probe in probes:
                try:
                    expected = pattern.exec(*probe)
                except TypeError:
                    with pytest.raises(TypeError):
                        copied.exec(*probe)
                    continue
                assert copied.exec(*probe) == expected, (index, arguments, probe)
        checked += 1
    assert checked > 250


def test_patterns_pickled_before_keep_unpickling() -> None:
    # The old state: the component patterns and the options.
    pattern = URLPattern.__new__(URLPattern)
    init = dict.fromkeys(_url_pattern.COMPONENT_NAMES, "*") | {"pathname": "/a/:b"}
    pattern.__setstate__((init, {"ignoreCase": True}))
    assert pattern.test("https://x/A/c")
