"""The ``fetch`` benchmark (benchmarks/fetch_transports.py) and the ``fetch:`` hostile rows run
and give results of the right shape (no timing assertions)."""

from __future__ import annotations

import pytest

from benchmarks import _common, fetch_hostile, fetch_transports, hostile


@pytest.mark.needs_threads
@pytest.mark.needs_sockets
def test_fetch_section_shape_http_client(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "MIN_TIMING_NS", 0)
    result = fetch_transports.run(rounds=1, megabytes=1, only={"http.client"})
    assert [(row.transport, row.case) for row in result.rows] == [
        ("http.client", "GET 1 KB"),
        ("http.client", "GET 1 MB"),
    ]
    assert set(result.memory) == {"http.client"}
    assert "http.client" in fetch_transports.report(result)


@pytest.mark.slow
@pytest.mark.needs_threads
@pytest.mark.needs_sockets
@pytest.mark.needs_loop_run
def test_fetch_section_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_common, "MIN_TIMING_NS", 0)
    result = fetch_transports.run(rounds=1, megabytes=1)
    cases = {(row.transport, row.case) for row in result.rows}
    assert ("http.client", "GET 1 KB") in cases and ("http.client", "GET 1 MB") in cases
    for name in ("requests", "httpx", "urllib3", "httpx async", "aiohttp"):
        if name.split()[0] not in result.missing:
            assert (name, "GET 1 MB") in cases
    if "requests" not in result.missing:
        assert ("requests", "10 redirects vs requests'") in cases
    assert all(row.ratio > 0 for row in result.rows)
    assert set(result.memory) >= {"http.client"}
    text = fetch_transports.report(result)
    assert "10 redirects" in text or "requests" in result.missing


@pytest.mark.slow
def test_fetch_hostile_ops() -> None:
    assert fetch_hostile.fetch_op("fetch:headers", "a: 1\nb: 2\n") == (200, "2")
    assert fetch_hostile.fetch_op("fetch:location", "a" * 1000) == (200, None)
    assert fetch_hostile.fetch_op("fetch:set-cookie", "s=1\nt=2\n") == (200, "s=1, t=2")
    assert fetch_hostile.fetch_op("fetch:preflights", "p\n" * 3) == 3  # (three cache entries)
    kinds = [k for k in hostile.KINDS if k.op.startswith("fetch:")]
    assert len(kinds) == 4
    result = hostile.run(small=5, large=50, megabyte=500, repeat=1, min_total=0.0, kinds=kinds)
    assert all(r.status == "ok" for k in result.kinds for r in (k.small, k.large, k.megabyte))
