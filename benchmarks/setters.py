"""Section ``setters``: each ``URL`` setter on a typical URL, followed by a read of ``href``.

Each timed loop alternates two values (so no setter sees the value it already holds) and reads
``href`` after every assignment (so an implementation that defers work to the serializer pays
for it). One operation = one assignment + one ``href``. The loops are generated with plain
attribute assignments (no ``setattr``), so the call overhead is the contender's own.

Peers: ``ada_url.URL`` has the same setters. ``urllib.parse`` has none; for the setters that
map to one ``SplitResult`` field, ``result._replace(field=value).geturl()`` is shown for
perspective (it validates and normalizes nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from benchmarks._common import alternate_rounds, fmt, median, ratio, table
from benchmarks.contenders import ada, uncached_urlsplit
from benchmarks.corpora import BASE
from webapi import URL

__all__ = ["SETTERS", "SetterResult", "SettersResult", "report", "run"]

#: The typical URL every setter is applied to.
TYPICAL = BASE

#: setter -> (value a, value b, the SplitResult field it maps to or None)
SETTERS: dict[str, tuple[str, str, str | None]] = {
    "href": ("https://example.org/a/b?c=d#e", TYPICAL, None),
    "protocol": ("http", "https", "scheme"),
    "username": ("alice", "bob", None),
    "password": ("s3cret", "hunter2", None),
    "host": ("example.org:8080", "www.example.com", "netloc"),
    "hostname": ("example.org", "www.example.com", None),
    "port": ("8080", "", None),
    "pathname": ("/a/b/c", "/docs/guide/index.html", "path"),
    "search": ("?q=1&r=2", "lang=en", "query"),
    "hash": ("#section-2", "top", "fragment"),
    "searchParams.set": ("2", "3", None),
}

_URL_LOOP = """
def loop(u, a, b, n):
    for _ in range(n):
        u.{attr} = a
        u.href
        u.{attr} = b
        u.href
"""
_PARAMS_LOOP = """
def loop(u, a, b, n):
    params = u.searchParams
    for _ in range(n):
        params.set("page", a)
        u.href
        params.set("page", b)
        u.href
"""
_REPLACE_LOOP = """
def loop(r, a, b, n):
    for _ in range(n):
        r._replace({field}=a).geturl()
        r._replace({field}=b).geturl()
"""
_HREF_SPLIT_LOOP = """
def loop(split, a, b, n):
    for _ in range(n):
        split(a).geturl()
        split(b).geturl()
"""

Loop = Callable[[Any, str, str, int], None]


def _compile(source: str) -> Loop:
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    return cast(Loop, namespace["loop"])


@dataclass
class SetterResult:
    setter: str
    values: tuple[str, str]
    us_per_op: dict[str, float]
    webapi_vs_ada: float | None


@dataclass
class SettersResult:
    url: str
    ops: int
    setters: list[SetterResult]


def _contenders(setter: str, n: int, with_ada: bool) -> dict[str, Callable[[], object]]:
    a, b, field = SETTERS[setter]
    out: dict[str, Callable[[], object]] = {}
    if setter == "searchParams.set":
        webapi_loop = _compile(_PARAMS_LOOP)
    else:
        webapi_loop = _compile(_URL_LOOP.format(attr=setter))
    ours = URL(TYPICAL)
    out["webapi"] = lambda: webapi_loop(ours, a, b, n)
    module = ada()
    if with_ada and module is not None and setter != "searchParams.set":
        ada_loop = _compile(_URL_LOOP.format(attr=setter))
        theirs = module.URL(TYPICAL)
        out["ada"] = lambda: ada_loop(theirs, a, b, n)
    if setter == "href" or field is not None:
        if field is None:
            urllib_loop = _compile(_HREF_SPLIT_LOOP)
            value_a, value_b = a, b
        else:
            urllib_loop = _compile(_REPLACE_LOOP.format(field=field))
            value_a, value_b = a.lstrip("?#"), b.lstrip("?#")

        def urllib_run() -> None:
            with uncached_urlsplit() as split:
                target = split if field is None else split(TYPICAL)
                urllib_loop(target, value_a, value_b, n)

        out["urllib"] = urllib_run
    return out


def run(ops: int, rounds: int, with_ada: bool = True) -> SettersResult:
    """Time ``ops`` set+href operations per setter and contender (median over ``rounds``)."""
    n = max(1, ops // 2)
    results = []
    for setter, (a, b, _) in SETTERS.items():
        samples = alternate_rounds(_contenders(setter, n, with_ada), rounds)
        us = {k: median([ns / 1000 / (2 * n) for ns in v]) for k, v in samples.items()}
        results.append(SetterResult(setter, (a, b), us, ratio(us["webapi"], us.get("ada"))))
    return SettersResult(TYPICAL, 2 * n, results)


def report(result: SettersResult) -> str:
    header = ["setter", "values", "webapi µs", "ada µs", "urllib _replace µs", "webapi/ada"]
    rows = [
        [
            s.setter,
            " / ".join(repr(v if len(v) <= 20 else v[:17] + "...") for v in s.values),
            fmt(s.us_per_op["webapi"]),
            fmt(s.us_per_op.get("ada")),
            fmt(s.us_per_op.get("urllib")),
            fmt(s.webapi_vs_ada, 2, "x"),
        ]
        for s in result.setters
    ]
    return "\n".join(
        [
            "## setters (median µs per assignment + href read)",
            "",
            f"on {result.url!r}, {result.ops} operations per round",
            "",
            table(header, rows),
            "",
            "urllib: SplitResult._replace(field=value).geturl() (href: urlsplit(value).geturl()); "
            "no validation, shown for perspective.",
        ]
    )
