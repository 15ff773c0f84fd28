"""The caches of URLPattern (its values, base URLs, compiled components and regular expressions,
canonicalized pathnames) hold a bounded number of bytes under hostile keys, measured with
tracemalloc (issue #30 item 8)."""

from __future__ import annotations

import pytest

from tests._memory import retained_bytes
from webapi import URLPattern
from webapi.urlpattern import _canonicalize, _component, _url_pattern, _urlpattern_impl

MiB = 1 << 20


def _clear() -> None:
    _url_pattern._VALUES_CACHE.clear()
    _url_pattern._BASE_URL_CACHE.clear()
    _urlpattern_impl._CREATED.clear()
    for cached in (
        _component._regexp_create,
        _component._re_compile,
        _component._compile_a_component,
    ):
        cached.cache_clear()
    _canonicalize.canonicalize_a_pathname.cache_clear()


def test_huge_test_inputs_are_not_kept() -> None:
    pattern = URLPattern({"pathname": "/a/*"})
    pattern.test("https://warm.example/a/b")
    _clear()
    with retained_bytes() as retained:
        for i in range(8):  # 8 MiB of inputs if they were kept
            url = f"https://h{i}.example/a/" + "x" * MiB
            assert pattern.test(url)
            del url
    assert retained[0] < MiB // 2, retained  # before: 255 such inputs kept 481 MB


@pytest.mark.slow  # tracemalloc makes building megabyte patterns slow: 5 s
def test_huge_patterns_are_not_kept() -> None:
    URLPattern({"pathname": "/warm/:x"}).test("https://e/warm/1")
    _clear()
    with retained_bytes() as retained:
        for i in range(3):
            pattern = URLPattern({"pathname": f"/{i}/" + "a" * 300_000 + "/:x"})
            assert pattern.test({"pathname": f"/{i}/" + "a" * 300_000 + "/y"})
            del pattern
    assert retained[0] < MiB, retained  # before: each pattern kept (with its components)


@pytest.mark.slow  # 250 patterns under tracemalloc: 5 s
def test_the_caches_keep_within_their_budgets() -> None:
    URLPattern({"pathname": "/warm/:x"}).test("https://e/warm/1")
    _clear()
    with retained_bytes() as retained:
        for i in range(250):
            pattern = URLPattern({"pathname": f"/{i}/" + "b" * 4000 + "/:x", "hostname": f"h{i}"})
            pattern.test(f"https://h{i}/{i}/" + "b" * 4000 + "/y")
            del pattern
    # every cache together: a few of their budgets (4 MiB and less each), not 250 patterns'
    assert retained[0] < 24 * MiB, retained
