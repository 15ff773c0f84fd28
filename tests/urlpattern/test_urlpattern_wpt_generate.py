"""urlpattern-generate-test-data.json (tentative ``URLPattern.prototype.generate``): the
generated string, or a TypeError where the data expects null (an unknown component, a
missing group, a value the pattern cannot match, a wildcard, regexp or modified part)."""

from __future__ import annotations

import pytest
from _urlpattern_args import construct

import wpt
from tests._sample import sampled

CASES = wpt.cases("urlpattern/urlpattern-generate-test-data.json")


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.index}-{case.data['pattern']}")
@sampled()
def test_generate(case: wpt.Case) -> None:
    entry = case.data
    pattern = construct(entry["pattern"])
    if entry["expected"] is None:
        with pytest.raises(TypeError):
            pattern.generate(entry["component"], entry["groups"])
        return
    assert pattern.generate(entry["component"], entry["groups"]) == entry["expected"]


def test_case_count() -> None:
    assert len(CASES) == 19


@pytest.mark.parametrize(
    ("init", "component", "groups", "expected"),
    [
        # Beyond the WPT data, as Chromium 156 answers.
        ({"pathname": "/:foo"}, "pathname", {"foo": ""}, "/"),
        ({"hostname": ":sub.example.com"}, "hostname", {"sub": "A"}, "a.example.com"),
        ({"search": "q=:v"}, "search", {"v": "a b&c"}, "q=a%20b&c"),
        ({"hash": ":h"}, "hash", {"h": "x y"}, "x%20y"),
        ({"pathname": "/:foo"}, "pathname", {"foo": "a?b"}, "/a%3Fb"),
        ({"pathname": "/:foo/:bar"}, "pathname", {"foo": "x", "bar": "y", "z": "z"}, "/x/y"),
        ({"port": ":p"}, "port", {"p": "8080"}, "8080"),
        ({"protocol": ":p"}, "protocol", {"p": "HTTP"}, "http"),
        ({"pathname": "/{:foo}-x"}, "pathname", {"foo": "a"}, "/a-x"),
        # The delimiter is looked for after encoding.
        ({"pathname": "/:foo"}, "pathname", {"foo": "a\\b"}, None),
        ({"hostname": ":s.com"}, "hostname", {"s": "\u3002x"}, None),
        ({"hostname": ":sub.example.com"}, "hostname", {"sub": "a.b"}, None),
        ({"port": ":p"}, "port", {"p": "x"}, None),
        ({"pathname": "/:foo+"}, "pathname", {"foo": "a"}, None),
    ],
)
def test_generate_as_chromium(
    init: dict[str, str], component: str, groups: dict[str, str], expected: str | None
) -> None:
    pattern = construct(init)
    if expected is None:
        with pytest.raises(TypeError):
            pattern.generate(component, groups)
        return
    assert pattern.generate(component, groups) == expected
