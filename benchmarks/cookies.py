"""Section ``cookies``: ``webapi.cookies.CookieJar`` against ``http.cookiejar.CookieJar`` on a
synthetic browsing trace.

The trace: ``HOSTS`` hosts (three per site, ``www``, ``api`` and ``static`` of
``siteN.example``), ~50 cookies per site (host-only and ``Domain=siteN.example``, a path, a
Max-Age on some, Secure on the https ones), responses and requests shuffled with a fixed
seed: each event is a ``set_cookie`` (one Set-Cookie field) or a ``cookie_header`` (one
request). webapi's jar takes the URL and field strings; http.cookiejar takes a
``urllib.request.Request`` (made in the timed region, as a user must) and a response whose
headers are prebuilt (outside it). The whole trace replays on a fresh jar per round, the
contenders alternating (``alternate_rounds``, thread CPU time; one round by default: the
standard library's jar takes about half a minute, as it walks every domain it holds for
each request); the ratio is the median of webapi's time over http.cookiejar's. The issue's
goal: at most 1.0x.

Run: ``python -m benchmarks.cookies [--rounds N]``.
"""

from __future__ import annotations

import argparse
import email.message
import http.cookiejar
import random
import time
import urllib.request
from dataclasses import dataclass

from benchmarks._common import alternate_rounds, fmt, median, ratio, table
from webapi.cookies import CookieJar

__all__ = ["CookiesResult", "report", "run", "trace"]

HOSTS = 300
COOKIES_PER_SITE = 50
NOW = 1_700_000_000


@dataclass
class CookiesResult:
    events: int
    set_cookies: int
    requests: int
    webapi_ms: float
    stdlib_ms: float
    ratio: float | None
    headers_agree: int


class _Response:
    """What ``http.cookiejar.CookieJar.extract_cookies`` reads of a response."""

    def __init__(self, field: str) -> None:
        self._message = email.message.Message()
        self._message["Set-Cookie"] = field

    def info(self) -> email.message.Message:
        return self._message


Event = tuple[str, str, str]  # ("set" or "get", url, Set-Cookie field or "")


def trace(hosts: int = HOSTS, per_site: int = COOKIES_PER_SITE, seed: int = 1) -> list[Event]:
    """The shuffled events: a response with one Set-Cookie per cookie, and two requests per
    cookie, to the hosts and paths of its site."""
    rng = random.Random(seed)
    events: list[Event] = []
    sites = max(1, hosts // 3)
    for site in range(sites):
        scheme = "https" if site % 2 else "http"
        names = [f"{sub}.site{site}.example" for sub in ("www", "api", "static")]
        for index in range(per_site):
            host = names[index % 3]
            path = ("/", "/account/", "/api/v1/", "/static/img/")[index % 4]
            attributes = [f"Path={path}"]
            if index % 2:
                attributes.append(f"Domain=site{site}.example")
            if index % 3 == 0:
                attributes.append("Max-Age=86400")
            if scheme == "https" and index % 5 == 0:
                attributes.append("Secure")
            field = f"c{index}={rng.getrandbits(64):x}; " + "; ".join(attributes)
            events.append(("set", f"{scheme}://{host}{path}login?x={index}", field))
            for _ in range(2):
                other = rng.choice(names)
                request_path = rng.choice(("/", "/account/settings", "/api/v1/items", "/x"))
                events.append(("get", f"{scheme}://{other}{request_path}", ""))
    rng.shuffle(events)
    return events


def _webapi(events: list[Event]) -> list[str]:
    jar = CookieJar()
    out = []
    for kind, url, field in events:
        if kind == "set":
            jar.set_cookie(field, url, now=NOW)
        else:
            out.append(jar.cookie_header(url, now=NOW))
    return out


def _stdlib(events: list[Event], responses: dict[int, _Response]) -> list[str]:
    jar = http.cookiejar.CookieJar()
    out = []
    for index, (kind, url, _) in enumerate(events):
        request = urllib.request.Request(url)
        if kind == "set":
            jar.extract_cookies(responses[index], request)  # type: ignore[arg-type]
        else:
            jar.add_cookie_header(request)
            out.append(request.get_header("Cookie", ""))
    return out


def run(rounds: int = 1, hosts: int = HOSTS, per_site: int = COOKIES_PER_SITE) -> CookiesResult:
    events = trace(hosts, per_site)
    responses = {i: _Response(field) for i, (kind, _, field) in enumerate(events) if kind == "set"}
    outputs: dict[str, list[str]] = {}

    def keep(name: str, output: list[str]) -> None:
        outputs[name] = output

    samples = alternate_rounds(
        {
            "webapi": lambda: keep("webapi", _webapi(events)),
            "stdlib": lambda: keep("stdlib", _stdlib(events, responses)),
        },
        rounds,
        warmup=0,
        clock=getattr(time, "thread_time_ns", time.perf_counter_ns),  # Pyodide: no thread clock
    )
    agree = sum(
        sorted(a.split("; ")) == sorted(b.split("; "))
        for a, b in zip(outputs["webapi"], outputs["stdlib"], strict=True)
    )
    webapi_ms = median(samples["webapi"]) / 1e6
    stdlib_ms = median(samples["stdlib"]) / 1e6
    return CookiesResult(
        len(events),
        len(responses),
        len(events) - len(responses),
        webapi_ms,
        stdlib_ms,
        ratio(webapi_ms, stdlib_ms),
        agree,
    )


def report(result: CookiesResult) -> str:
    rows = [
        ["webapi.cookies.CookieJar", fmt(result.webapi_ms, 1, " ms"), fmt(result.ratio, 2, "x")],
        ["http.cookiejar.CookieJar", fmt(result.stdlib_ms, 1, " ms"), "1.00x"],
    ]
    return (
        f"cookies: {result.events} events ({result.set_cookies} Set-Cookie fields,"
        f" {result.requests} requests); Cookie headers equal as sets of pairs in"
        f" {result.headers_agree} of {result.requests} requests\n"
        + table(["jar", "trace (median)", "ratio"], rows)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cookies")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--hosts", type=int, default=HOSTS)
    args = parser.parse_args(argv)
    print(report(run(args.rounds, args.hosts)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
