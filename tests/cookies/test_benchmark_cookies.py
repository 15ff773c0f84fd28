"""benchmarks/cookies.py runs, and on a small trace (under the jar's limits) webapi's Cookie
headers are http.cookiejar's, as sets of pairs (no timing assertions)."""

from __future__ import annotations

from benchmarks import cookies


def test_small_trace_agrees_with_http_cookiejar() -> None:
    result = cookies.run(1, hosts=30, per_site=20)
    assert result.set_cookies == 200 and result.requests == 400
    assert result.headers_agree == result.requests
    assert "http.cookiejar.CookieJar" in cookies.report(result)
