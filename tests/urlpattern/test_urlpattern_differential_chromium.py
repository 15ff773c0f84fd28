"""URLPatternImpl against Chromium's URLPattern (Debian's /usr/bin/chromium, headless, through
Playwright) on generated patterns and inputs, including those on which Node (ada) diverges
from the spec: non-special protocols' pathnames and relative URLs without a base; and the
tentative ``URLPattern.compareComponent`` on generated pairs of patterns."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from _urlpattern_diff import (
    ANSWER_FUNCTION,
    COMPONENTS,
    HOSTNAMES,
    PATH_PIECES,
    PORTS,
    PROTOCOLS,
    SEARCHES,
    cases,
    mismatches,
)

from oracles.chromium import evaluate
from webapi.urlpattern._urlpattern_impl import URLPatternImpl


def _evaluate(function: str, argument: Any) -> Any:
    """``function(argument)`` in a page of headless Chromium (with the experimental web
    platform features, which hold the tentative URLPattern methods)."""
    return evaluate(function, argument, ("--enable-experimental-web-platform-features",))


@pytest.mark.slow  # the default tier has test_urlpattern_public_chromium.py's examples
@pytest.mark.needs_subprocess
def test_generated_patterns_agree_with_chromium() -> None:
    generated = cases(seed=20260321, count=400, ada_safe=False)
    answers = _evaluate(ANSWER_FUNCTION, generated)
    found = mismatches(generated, answers)
    assert not found, json.dumps(found[:3], ensure_ascii=False, indent=1)[:6000]


COMPARE_FUNCTION = """(pairs) => pairs.map(([a, b]) => {
  let left, right;
  try { left = new URLPattern(a); right = new URLPattern(b); } catch (e) { return null; }
  const out = {};
  for (const c of COMPONENTS_JSON) out[c] = URLPattern.compareComponent(c, left, right);
  return out;
})""".replace("COMPONENTS_JSON", json.dumps(COMPONENTS))


def _init(rng: random.Random) -> dict[str, str]:
    init = {}
    if rng.random() < 0.6:
        init["pathname"] = "".join(rng.choice(PATH_PIECES) for _ in range(rng.randint(1, 3)))
    for name, values, chance in (
        ("hostname", HOSTNAMES, 0.4),
        ("protocol", PROTOCOLS, 0.3),
        ("search", SEARCHES, 0.3),
        ("port", PORTS, 0.3),
    ):
        if rng.random() < chance:
            init[name] = rng.choice(values)
    return init


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_compare_component_agrees_with_chromium() -> None:
    rng = random.Random(5)
    inits = [_init(rng) for _ in range(300)]
    pairs = [(rng.choice(inits), rng.choice(inits)) for _ in range(600)]
    answers = _evaluate(COMPARE_FUNCTION, pairs)
    compared = 0
    for (a, b), expected in zip(pairs, answers, strict=True):
        try:
            left = URLPatternImpl.construct(a, None, {"ignoreCase": False})
            right = URLPatternImpl.construct(b, None, {"ignoreCase": False})
        except TypeError:
            assert expected is None, (a, b)
            continue
        assert expected is not None, (a, b)
        got = {c: URLPatternImpl.compareComponent(c, left, right) for c in COMPONENTS}
        assert got == expected, (a, b)
        compared += 1
    assert compared > 300
