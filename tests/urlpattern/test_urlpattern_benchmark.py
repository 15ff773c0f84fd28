"""The urlpattern benchmark section runs and reports every operation (no timing assertions);
where the peer urlpattern-py is installed, both contenders answer test() alike."""

from __future__ import annotations

import math

import pytest

from benchmarks import urlpattern


@pytest.mark.slow  # runs the benchmark section
def test_urlpattern_section_shape() -> None:
    result = urlpattern.run(rounds=1, reps=1)
    assert set(result.us) == {
        "construct (cold)",
        "construct + first test()",
        "construct (warm)",
        "test()",
        "exec()",
        "test() (new URLs)",
    }
    for per in result.us.values():
        assert per["webapi"] > 0 and math.isfinite(per["webapi"])
        if urlpattern.peer() is not None:
            assert per["urlpattern-py"] > 0
    assert result.disagreements == []
    text = urlpattern.report(result)
    assert "construct (cold)" in text and "webapi/peer" in text


def test_every_benchmark_url_matches_some_pattern_but_the_last() -> None:
    from webapi.urlpattern._urlpattern_impl import URLPatternImpl

    patterns = [
        URLPatternImpl.construct(urlpattern._instantiate(p, "0"), None, {"ignoreCase": False})
        for p in urlpattern.PATTERNS
    ]
    matched = [any(p.test(url, None) for p in patterns) for url in urlpattern.URLS]
    assert matched == [True] * (len(urlpattern.URLS) - 1) + [False]


def test_cold_patterns_match_their_urls() -> None:
    # construct + first test() tests each fresh pattern on the URL made with the same counter;
    # all match but the string pattern "...example{n}.com/*?q=:query", whose "?" is a modifier
    # (its pathname is "/*?q=:query"), so that its first test() stops at the pathname.
    from webapi.urlpattern._urlpattern_impl import URLPatternImpl

    matched = []
    for pattern, url in zip(urlpattern.PATTERNS, urlpattern.URL_TEMPLATES, strict=False):
        built = URLPatternImpl.construct(
            urlpattern._instantiate(pattern, "w7"), None, {"ignoreCase": False}
        )
        matched.append(built.test(url.replace("{n}", "w7"), None))
    assert matched == [True] * 6 + [False] + [True] * 3
