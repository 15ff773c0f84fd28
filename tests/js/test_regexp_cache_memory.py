"""The translation and compiled-pattern caches of ``webapi.js.regexp`` hold a bounded number
of bytes under hostile patterns, measured with tracemalloc (issue #30 item 8: 512 entries of
any size were kept before).  ``re``'s own cache of compiled patterns is Python's, emptied
before measuring."""

from __future__ import annotations

import re

import pytest

from tests._memory import retained_bytes
from webapi.js.regexp import _translate
from webapi.js.regexp._translate import compile_regexp, translate

MiB = 1 << 20


def _retained(work: object) -> int:
    assert callable(work)
    work()  # warm: modules and tables
    _translate._translation.cache_clear()
    _translate._compiled.cache_clear()
    re.purge()
    with retained_bytes() as retained:
        work()
        re.purge()
    return retained[0]


def test_long_patterns_are_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    # The entry limit made smaller (256 KiB → 4 KiB), so that short patterns are the long ones
    # (translating is some microseconds a code point: hostile 300 KB patterns take minutes).
    monkeypatch.setattr(_translate._translation.cache, "entry_limit", 4 << 10)
    monkeypatch.setattr(_translate._compiled.cache, "entry_limit", 4 << 10)

    def work() -> None:
        for i in range(5):
            source = f"x{i}" + "ab" * 1500
            assert compile_regexp(source).match(source) is not None

    retained = _retained(work)
    assert retained < 32 << 10  # 2425cb9 kept them all: 5 x 15 KB


@pytest.mark.slow
@pytest.mark.parametrize("ignore_case", [False, True])
def test_the_caches_keep_within_their_budgets(
    monkeypatch: pytest.MonkeyPatch, ignore_case: bool
) -> None:
    budget = 32 << 10
    monkeypatch.setattr(_translate._translation.cache, "budget", budget)
    monkeypatch.setattr(_translate._compiled.cache, "budget", budget)

    def work() -> None:
        for i in range(60):
            compile_regexp(f"(?<n{i}>[a-z]+)-" + "x" * 300, ignore_case=ignore_case)

    assert _retained(work) < 2 * budget + (64 << 10)  # 2425cb9: 60 x 3 KB
    assert 0 < _translate._translation.cache.size <= budget
    assert 0 < _translate._compiled.cache.size <= budget


def test_the_caches_answer_as_before() -> None:
    translate.cache_clear()  # type: ignore[attr-defined]
    compile_regexp.cache_clear()  # type: ignore[attr-defined]
    first = compile_regexp("(?<y>a)-(?<m>b)", ignore_case=True)
    assert compile_regexp("(?<y>a)-(?<m>b)", ignore_case=True) is first
    assert translate("(?<y>a)") is translate("(?<y>a)")
    assert translate("(?<y>a)").group_names == ("y",)
    uncached = translate.__wrapped__("(?<y>a)")  # type: ignore[attr-defined]
    assert uncached == translate("(?<y>a)") and uncached is not translate("(?<y>a)")
    with pytest.raises(TypeError):
        compile_regexp(b"a")  # type: ignore[arg-type]
