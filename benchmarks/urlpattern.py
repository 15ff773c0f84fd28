"""Section ``urlpattern``: building a ``URLPattern`` and matching URLs with ``test()`` and
``exec()``, against the pure-Python peer ``urlpattern-py`` (imported as ``urlpattern``).

webapi is measured through ``URLPatternImpl`` (what the generated ``webapi.URLPattern``
calls after its Web IDL conversions).  Operations:

- ``construct (cold)``: every pattern is built once per round with text no earlier round
  used (a counter is woven into fixed text), so neither contender's caches help;
- ``construct + first test()``: as cold, then one ``test()`` of the URL the pattern matches
  (same counter), so that work a contender defers from construction to first use (webapi
  compiles a component's ``re`` pattern on first use) is counted;
- ``construct (warm)``: the same patterns again and again (both contenders reuse compiled
  pieces);
- ``test()`` and ``exec()``: each pattern against each URL of a small list (matches and
  misses), on patterns built once and already used;
- ``test() (new URLs)``: the same, each URL made new for each pattern (a fragment with a
  counter: the same matches), so that nothing a contender remembers of a URL string (webapi
  keeps the component strings of recent inputs) helps.

Median µs per operation over the rounds, contenders alternating, each round timed in thread
CPU time (``time.thread_time_ns``: other processes on a loaded machine barely show) with the
cyclic GC off; the issue's target is webapi/peer ≤ 0.5 for building and for test().  The
contenders must agree on every ``test()`` answer (checked, untimed).
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from benchmarks._common import alternate_rounds, fmt, median, ratio, table
from webapi.urlpattern._urlpattern_impl import URLPatternImpl

__all__ = [
    "PATTERNS",
    "URLS",
    "URL_TEMPLATES",
    "URLPatternResult",
    "peer",
    "peer_version",
    "report",
    "run",
]

#: Router-like patterns; "{n}" is replaced by a counter for the cold constructions.
PATTERNS: list[str | dict[str, str]] = [
    {"pathname": "/books/{n}/:id"},
    {"pathname": "/api/v{n}/:resource/:id?"},
    {"pathname": "/static{n}/*"},
    {"hostname": "{*.}?example{n}.com", "pathname": "/*"},
    {"protocol": "http{s}?", "hostname": "shop{n}.example.com", "pathname": "/items/:id(\\d+)"},
    "https://example.com/docs{n}/:section/:page.html",
    "https://:tenant.example{n}.com/*?q=:query",
    "http{s}?://www.example.com/users{n}/:user/repos/:repo",
    {"pathname": "/files{n}/:path+"},
    {"search": "page=:page&sort{n}=*", "pathname": "/list"},
]

#: A URL each pattern matches (the last matches none), "{n}" as in PATTERNS.
URL_TEMPLATES = [
    "https://example.com/books/{n}/123",
    "https://example.com/api/v{n}/users/42",
    "https://example.com/static{n}/js/app.js",
    "https://cdn.example{n}.com/a/b",
    "https://shop{n}.example.com/items/123",
    "https://example.com/docs{n}/intro/start.html",
    "https://acme.example{n}.com/search?q=shoes",
    "https://www.example.com/users{n}/alice/repos/webapi",
    "https://example.com/files{n}/a/b/c.txt",
    "https://example.com/list?page=2&sort{n}=asc",
    "https://example.com/nothing/here?x#y",
]
URLS = [url.replace("{n}", "0") for url in URL_TEMPLATES]

_OPTIONS = {"ignoreCase": False}
#: Thread CPU time where the platform has it (not inside Pyodide: wall time there).
_CLOCK = getattr(time, "thread_time_ns", time.perf_counter_ns)


def _instantiate(pattern: str | dict[str, str], n: str) -> str | dict[str, str]:
    if isinstance(pattern, str):
        return pattern.replace("{n}", n)
    return {k: v.replace("{n}", n) for k, v in pattern.items()}


_peer: ModuleType | bool | None = False


def peer() -> ModuleType | None:
    """The ``urlpattern`` module of urlpattern-py, or None when it is not installed (or
    the ``urlpattern`` installed is another distribution)."""
    global _peer
    if _peer is False:
        _peer = None
        if peer_version() is not None:
            try:
                _peer = importlib.import_module("urlpattern")
            except ImportError:
                _peer = None
    return _peer if isinstance(_peer, ModuleType) else None


def peer_version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("urlpattern-py")
    except PackageNotFoundError:
        return None


@dataclass
class URLPatternResult:
    #: operation -> contender -> median µs per operation
    us: dict[str, dict[str, float]] = field(default_factory=dict)
    #: test() answers on which the contenders disagree (pattern index, URL)
    disagreements: list[tuple[int, str]] = field(default_factory=list)
    peer_version: str | None = None


def _webapi_construct(pattern: str | dict[str, str]) -> Any:
    return URLPatternImpl.construct(pattern, None, _OPTIONS)


def run(rounds: int, reps: int = 20) -> URLPatternResult:
    module = peer()
    result = URLPatternResult(peer_version=peer_version())
    build: dict[str, Callable[[str | dict[str, str]], Any]] = {"webapi": _webapi_construct}
    if module is not None:
        build["urlpattern-py"] = module.URLPattern

    # construct (cold): fresh text every call.
    counters = dict.fromkeys(build, 0)

    def cold(name: str) -> Callable[[], object]:
        make = build[name]

        def go() -> None:
            for _ in range(reps):
                counters[name] += 1
                n = f"{name[0]}{counters[name]}"
                for pattern in PATTERNS:
                    make(_instantiate(pattern, n))

        return go

    ops = reps * len(PATTERNS)
    samples = alternate_rounds({name: cold(name) for name in build}, rounds, clock=_CLOCK)
    result.us["construct (cold)"] = {n: median(s) / ops / 1000 for n, s in samples.items()}

    first_test: dict[str, Callable[[Any, str], object]] = {"webapi": lambda p, u: p.test(u, None)}
    if module is not None:
        first_test["urlpattern-py"] = lambda p, u: p.test(u)

    def cold_then_test(name: str) -> Callable[[], object]:
        make = build[name]
        call = first_test[name]

        def go() -> None:
            for _ in range(reps):
                counters[name] += 1
                n = f"{name[0]}{counters[name]}"
                for pattern, url in zip(PATTERNS, URL_TEMPLATES, strict=False):
                    call(make(_instantiate(pattern, n)), url.replace("{n}", n))

        return go

    samples = alternate_rounds({name: cold_then_test(name) for name in build}, rounds, clock=_CLOCK)
    result.us["construct + first test()"] = {n: median(s) / ops / 1000 for n, s in samples.items()}

    warm_patterns = [_instantiate(p, "0") for p in PATTERNS]

    def warm(name: str) -> Callable[[], object]:
        make = build[name]

        def go() -> None:
            for _ in range(reps):
                for pattern in warm_patterns:
                    make(pattern)

        return go

    samples = alternate_rounds({name: warm(name) for name in build}, rounds, clock=_CLOCK)
    result.us["construct (warm)"] = {n: median(s) / ops / 1000 for n, s in samples.items()}

    built = {name: [make(p) for p in warm_patterns] for name, make in build.items()}
    tests: dict[str, Callable[[Any, str], object]] = {"webapi": lambda p, u: p.test(u, None)}
    execs: dict[str, Callable[[Any, str], object]] = {"webapi": lambda p, u: p.exec(u, None)}
    if module is not None:
        tests["urlpattern-py"] = lambda p, u: p.test(u)
        execs["urlpattern-py"] = lambda p, u: p.exec(u)
        for i, (ours, theirs) in enumerate(
            zip(built["webapi"], built["urlpattern-py"], strict=True)
        ):
            for url in URLS:
                if bool(ours.test(url, None)) != bool(theirs.test(url)):
                    result.disagreements.append((i, url))

    match_ops = len(warm_patterns) * len(URLS)
    for label, calls in (("test()", tests), ("exec()", execs)):

        def matcher(
            name: str, calls: dict[str, Callable[[Any, str], object]] = calls
        ) -> Callable[[], object]:
            call = calls[name]
            patterns = built[name]

            def go() -> None:
                for pattern in patterns:
                    for url in URLS:
                        call(pattern, url)

            return go

        samples = alternate_rounds({name: matcher(name) for name in calls}, rounds, clock=_CLOCK)
        result.us[label] = {n: median(s) / match_ops / 1000 for n, s in samples.items()}

    url_counters = dict.fromkeys(tests, 0)

    def new_urls(name: str) -> Callable[[], object]:
        call = tests[name]
        patterns = built[name]

        def go() -> None:
            for pattern in patterns:
                url_counters[name] += 1
                suffix = str(url_counters[name])
                for url in URLS:
                    call(pattern, url + suffix if "#" in url else url + "#" + suffix)

        return go

    samples = alternate_rounds({name: new_urls(name) for name in tests}, rounds, clock=_CLOCK)
    result.us["test() (new URLs)"] = {n: median(s) / match_ops / 1000 for n, s in samples.items()}
    return result


def report(result: URLPatternResult) -> str:
    peer_name = "urlpattern-py"
    header = ["operation", "webapi µs", f"{peer_name} µs", "webapi/peer"]
    rows = []
    for operation, per in result.us.items():
        ours = per.get("webapi")
        theirs = per.get(peer_name)
        rows.append([operation, fmt(ours), fmt(theirs), fmt(ratio(ours, theirs), suffix="x")])
    lines = [
        "## urlpattern: URLPattern construct / test() / exec()",
        "",
        f"peer: urlpattern-py {result.peer_version or '(not installed)'}",
        "",
        table(header, rows),
    ]
    if result.disagreements:
        lines.append("")
        lines.append(f"test() disagreements: {result.disagreements[:5]}")
    return "\n".join(lines)
