"""The caches of webapi.url (parsed base URLs, relaxed IDNA ToASCII results) and of UTS 46
(the code point memos) hold a bounded number of bytes under hostile keys, measured with
tracemalloc (issue #30 item 8: 63 distinct 4 MB base URLs kept 756 MiB on 2425cb9)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests._memory import retained_bytes
from webapi import URL
from webapi._cache import BoundedCache, bounded_cache
from webapi.url import _host, _idna, _url_impl, domain_to_ascii

MiB = 1 << 20


def _warm() -> None:
    # Modules, patterns and tables load on first use: outside the measured block.
    assert URL("x", "http://warm/ü").href
    assert URL("http://wärm.example/").href
    domain_to_ascii("ü.example", False)


def test_huge_base_urls_are_not_kept() -> None:
    _warm()
    _url_impl._BASE_CACHE.clear()
    with retained_bytes() as retained:
        for i in range(4):  # 12 MiB if they were kept
            base = f"http://h/{i}/" + "a" * MiB
            assert URL("x", base).href == f"http://h/{i}/x"
            del base
    assert retained[0] < MiB // 4, retained  # 2425cb9: 3 MiB each


def test_the_base_cache_keeps_within_its_budget() -> None:
    _warm()
    _url_impl._BASE_CACHE.clear()
    with retained_bytes() as retained:
        for i in range(160):  # 1.3 MB of bases through the 1 MiB budget
            assert URL("x", f"http://h/{i}/" + "a" * 8000 + "/b/c").href
    assert retained[0] < _url_impl._BASE_CACHE_BYTES + MiB // 4, retained
    assert 0 < _url_impl._BASE_CACHE.size <= _url_impl._BASE_CACHE_BYTES
    # A base that fits is remembered: the next URL against it reads the same record.
    base = "http://example.org/dir/page"
    URL("x", base)
    assert base in _url_impl._BASE_CACHE.entries


@pytest.mark.slow
def test_long_idna_domains_are_not_kept() -> None:
    _warm()
    _idna._relaxed_to_ascii.cache_clear()
    # The host cache in front of it too: a host an earlier test parsed (in this process, in
    # whatever order the tests ran) would not reach ToASCII again.
    _host.parse_special_host_serialized.cache_clear()
    with retained_bytes() as retained:
        for i in range(4):
            assert URL(f"http://x{i}" + "é" * 30_000 + ".com/").href
    assert retained[0] < MiB // 4, retained  # 2425cb9: 4 x 90 KB
    URL("http://bücher.example/")
    assert "bücher.example" in _idna._relaxed_to_ascii.cache.entries  # short ones are kept


def test_the_idna_cache_keeps_within_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    # Its budget made smaller, so that a few hostile domains fill it many times over; the
    # fast path's cache of serialized hosts (which these hosts fill too) likewise.
    _warm()
    caches = (_idna._relaxed_to_ascii.cache, _host.parse_special_host_serialized.cache)
    assert caches[0].budget == _idna._RELAXED_CACHE_BYTES
    assert caches[1].budget == _host._SERIALIZED_CACHE_BYTES
    for cache in caches:
        monkeypatch.setattr(cache, "budget", 64 << 10)
        cache.clear()
    with retained_bytes() as retained:
        for i in range(100):
            assert URL(f"http://x{i}" + "é" * 1000 + ".com/").href
    assert retained[0] < 2 * (64 << 10) + MiB // 8, retained  # 2425cb9: 100 x 3 KB
    for cache in caches:
        assert 0 < cache.size <= 64 << 10
        cache.clear()


@pytest.mark.slow
def test_long_hosts_are_not_kept_as_serialized_hosts() -> None:
    _warm()
    cache = _host.parse_special_host_serialized.cache
    cache.clear()
    with retained_bytes() as retained:
        for i in range(4):
            assert URL(f"http://x{i}" + "é" * 30_000 + ".com/").href
    assert retained[0] < MiB // 4, retained
    assert URL("http://Bücher.example/").href == "http://xn--bcher-kva.example/"
    assert cache.entries["Bücher.example"] == "xn--bcher-kva.example"  # short ones are kept


@pytest.mark.slow
def test_the_uts46_memos_stay_small() -> None:
    # The memos hold one entry per code point met (at most 8,192 each, a short string each):
    # 10,000 distinct code points through ToASCII keep under 4 MiB (every code point of the
    # first three planes, measured once: 2.4 MiB).
    _warm()
    chars = [chr(c) for c in range(0x4E00, 0x4E00 + 10_000)]
    with retained_bytes() as retained:
        for i in range(0, len(chars), 400):
            domain_to_ascii("a" + "".join(chars[i : i + 400]), False)
    assert retained[0] < 4 * MiB, retained


def test_bounded_cache_counts_and_empties() -> None:
    cache: BoundedCache[str, str] = BoundedCache(budget=1000, entry_limit=300)
    cache.store("a", "x", 100)
    assert cache.entries == {"a": "x"} and cache.size > 100
    cache.store("big", "y", 1000)  # over the entry limit: not kept
    assert "big" not in cache.entries
    for i in range(10):
        cache.store(str(i), "z", 200)
        assert cache.size <= 1000
    assert len(cache.entries) < 10  # emptied on the way
    cache.clear()
    assert cache.entries == {} and cache.size == 0


def test_bounded_cache_decorator_remembers_results() -> None:
    calls: list[str] = []

    def size(key: str, value: int) -> int:
        return len(key)

    @bounded_cache(10_000, 1_000, size)
    def length(text: str) -> int:
        calls.append(text)
        return len(text)

    twice: Callable[[str], int] = length
    assert twice("abc") == twice("abc") == 3
    assert calls == ["abc"]
    assert length("x" * 5000) == 5000 and length("x" * 5000) == 5000
    assert calls == ["abc", "x" * 5000, "x" * 5000]  # too big to keep
    length.cache_clear()
    assert length("abc") == 3 and len(calls) == 4
