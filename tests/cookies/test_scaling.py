"""What the retrieval model and storage step 16 cost: in proportion to the host's length
and to the Secure cookies that share the new cookie's name, not to the sum of the host's
suffixes nor to every domain field in the store (issue 42 items 1 and 4). Structural
checks (memory, calls, the store's indexes against a recount), never timings: the times
are benchmarks/hostile.py's "cookie jar" rows."""

from __future__ import annotations

from collections import Counter

import pytest

from benchmarks._common import peak_bytes
from webapi.cookies import CookieJar, domain_matches

NOW = 1_700_000_000


def test_a_long_host_costs_memory_in_proportion_to_its_length() -> None:
    """Every suffix of the host was built at once: a 10 KB host of 5,000 labels took some
    25 MB (a 200 KB host raised MemoryError). Now the suffixes as long as a stored domain
    field are built alone."""
    jar = CookieJar()
    assert jar.set_cookie("x=1; Domain=a.a.example", "https://a.a.example/", now=NOW)
    assert jar.set_cookie("h=1", "https://a.example/", now=NOW)  # host-only: not sent below
    peaks = []
    for labels in (500, 5_000):
        url = "https://" + "a." * labels + "example/"
        assert jar.cookie_header(url, now=NOW) == "x=1"
        peaks.append(peak_bytes(lambda url=url: jar.cookie_header(url, now=NOW)))
    host_length = len("a." * 5_000 + "example")
    assert peaks[1] <= 12 * peaks[0], peaks
    assert peaks[1] <= 40 * host_length, peaks  # a few copies of the URL, not its suffixes


def _model_header_names(stored: list[tuple[str, str, bool]], host: str) -> set[str]:
    """The draft's retrieval step 1 on domains alone, for cookies at path / on https: a
    host-only cookie goes to its host, a domain cookie to every host that domain-matches
    its domain."""
    return {
        name
        for name, domain, host_only in stored
        if host == domain or (not host_only and domain_matches(host, domain, False))
    }


@pytest.mark.parametrize("dots_in_host", [1, 3, 60])
def test_the_candidate_domains_found_from_dots_or_from_lengths(dots_in_host: int) -> None:
    """With fewer dots in the host than domain-field lengths in the store, the suffixes are
    found from the dots; with more, from the lengths: both send what the model sends."""
    jar = CookieJar()
    stored: list[tuple[str, str, bool]] = []
    # Domain fields of many lengths (many more than 3 dots, fewer than 60).
    for index in range(1, 41):
        label = "a" * index
        host = f"{label}.example"
        jar.set_cookie(f"h{index}=1", f"https://{host}/", now=NOW)
        jar.set_cookie(f"d{index}=1; Domain={host}", f"https://{host}/", now=NOW)
        stored += [(f"h{index}", host, True), (f"d{index}", host, False)]
    for depth in (1, 2):
        host = "x." * depth + "aaaa.example"
        jar.set_cookie(f"deep{depth}=1; Domain={host}", f"https://{host}/", now=NOW)
        stored.append((f"deep{depth}", host, False))
    for tail in ("aaaa.example", "a" * 40 + ".example", "b.example", "example"):
        host = "x." * (dots_in_host - tail.count(".")) + tail if dots_in_host > 1 else tail
        header = jar.cookie_header(f"https://{host}/", now=NOW)
        names = {pair.partition("=")[0] for pair in header.split("; ") if pair}
        assert names == _model_header_names(stored, host), host


def test_step_16_looks_at_the_secure_namesakes_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Step 16 compared the new cookie's domain with every domain field in the store (two
    domain-matches each): 1,000 calls at 500 hosts, where there is one Secure namesake."""
    from webapi.cookies import _storage

    jar = CookieJar()
    for index in range(500):
        jar.set_cookie(f"c{index}=1", f"https://h{index}.example/", now=NOW)
    jar.set_cookie("sid=1; Secure", "https://h0.example/", now=NOW)
    calls: list[tuple[object, ...]] = []
    real = _storage.domain_matches

    def counted(*arguments: object) -> bool:
        calls.append(arguments)
        return real(*arguments)  # type: ignore[arg-type]

    monkeypatch.setattr(_storage, "domain_matches", counted)
    assert jar.set_cookie("sid=2", "http://h1.example/", now=NOW) is not None
    assert jar.set_cookie("sid=2", "http://h0.example/", now=NOW) is None
    assert jar.last_rejection.startswith("step 16")
    assert jar.set_cookie("c7=2", "http://h7.example/", now=NOW) is not None  # no namesake
    assert len(calls) <= 4, len(calls)


def _recounted(jar: CookieJar) -> tuple[dict[int, int], dict[str, dict[object, object]]]:
    """The store's indexes computed again from its cookies."""
    store = jar._store
    lengths = dict(Counter(len(domain) for domain in store.by_domain))
    secure: dict[str, dict[object, object]] = {}
    for entry in store.entries():
        cookie = entry.cookie
        if cookie.secure:
            key = (cookie.domain, cookie.host_only, cookie.path)
            secure.setdefault(cookie.name, {})[key] = cookie
    return lengths, secure


def _assert_indexes_agree(jar: CookieJar) -> None:
    store = jar._store
    assert (store.domain_lengths, store.secure_by_name) == _recounted(jar)


def test_the_indexes_follow_every_change_of_the_store() -> None:
    import copy
    import io

    jar = CookieJar()
    https, http = "https://site.example/", "http://site.example/"
    jar.set_cookie("sid=1; Secure; Max-Age=60", https, now=NOW)
    jar.set_cookie("sid=1; Secure; Domain=site.example", https, now=NOW)
    jar.set_cookie("other=1; Secure", "https://a.site.example/", now=NOW)
    _assert_indexes_agree(jar)
    assert jar.set_cookie("sid=2", http, now=NOW) is None  # step 16
    # The host-only Secure sid replaced by a non-secure one from https, the domain one
    # deleted (Max-Age=0): nothing holds sid Secure any more.
    jar.set_cookie("sid=3", https, now=NOW)
    jar.set_cookie("sid=; Domain=site.example; Max-Age=0", https, now=NOW)
    _assert_indexes_agree(jar)
    assert "sid" not in jar._store.secure_by_name
    assert jar.set_cookie("sid=4", http, now=NOW) is not None
    # An expired Secure cookie is no longer in the store ("evict all expired cookies"),
    # even before a read has evicted it.
    jar.set_cookie("late=1; Secure; Max-Age=60", https, now=NOW)
    assert jar.set_cookie("late=2", http, now=NOW + 30) is None
    assert jar.set_cookie("late=2", http, now=NOW + 61) is not None
    _assert_indexes_agree(jar)
    # Eviction over the per-domain limit, clear(domain), session cookies, load, add, copy.
    for index in range(200):
        jar.set_cookie(f"s{index}=1; Secure", "https://full.example/", now=NOW + index)
    _assert_indexes_agree(jar)
    jar.clear("full.example")
    _assert_indexes_agree(jar)
    jar.set_cookie("keep=1; Secure; Max-Age=600", https, now=NOW)
    saved = io.StringIO()
    jar.save(saved, now=NOW)
    jar.clear_session_cookies()
    _assert_indexes_agree(jar)
    jar.load(io.StringIO(saved.getvalue()), now=NOW)
    jar.add(jar.cookies(now=NOW)[0], now=NOW)
    _assert_indexes_agree(jar)
    _assert_indexes_agree(copy.deepcopy(jar))
    jar.clear()
    assert _recounted(jar) == ({}, {}) == (jar._store.domain_lengths, jar._store.secure_by_name)
