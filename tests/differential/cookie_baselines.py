"""How far Python's cookie jars are from RFC 6265bis (and Chromium, which departs from it only
in the few classes of ``tests/e2e/test_cookies_generated_chromium.py``), on the generated
sequences of :mod:`tests.differential.cookie_sequences`: the Cookie header each sends for
each request, against webapi's jar.

- ``http.cookiejar``: ``CookieJar`` with its default policy (``extract_cookies`` on a
  response, ``add_cookie_header`` on a ``urllib.request.Request``).
- ``httpx``: ``httpx.Cookies`` (``extract_cookies`` / ``set_cookie_header``: http.cookiejar
  underneath).
- ``aiohttp``: ``aiohttp.CookieJar`` (``update_cookies_from_headers`` /
  ``filter_cookies``; the header written as aiohttp writes it).
- ``SimpleCookie``: ``http.cookies.SimpleCookie`` loading every field (a parser, not a jar:
  what code that keeps "the cookies" in one ``SimpleCookie`` sends, to every URL).

Each differing sequence is put in the first class of :data:`CLASSES` that explains each of
its differences (``other`` when none does). The libraries know no request context, so every
request is theirs to send: the cross-site ones show as ``no-same-site``. The libraries read
the clock, so webapi's jar runs at the current time here.

Run: ``python -m tests.differential.cookie_baselines [--count N] [--seed S]`` (prints the
table of docs/cookies.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import email.message
import http.cookiejar
import http.cookies
import logging
import time
import urllib.request
import warnings
from collections import Counter
from collections.abc import Callable
from typing import Any

from .cookie_classes import TOUGH_COOKIE_CLASSES, Field, Test, classify
from .cookie_oracles import run_ours
from .cookie_sequences import sequences

__all__ = ["CLASSES", "LIBRARIES", "compare", "main"]

Steps = list[dict[str, Any]]


class _Response:
    def __init__(self, field: str) -> None:
        self._message = email.message.Message()
        self._message["Set-Cookie"] = field

    def info(self) -> email.message.Message:
        return self._message


def _stdlib(cases: list[Steps]) -> list[list[str]]:
    out = []
    for steps in cases:
        jar = http.cookiejar.CookieJar()
        headers = []
        for step in steps:
            try:
                if "set" in step:
                    request = urllib.request.Request(step["url"])
                    jar.extract_cookies(_Response(step["set"]), request)  # type: ignore[arg-type]
                else:
                    request = urllib.request.Request(step["get"])
                    jar.add_cookie_header(request)
                    headers.append(request.unredirected_hdrs.get("Cookie", ""))
            except Exception:  # a library's failure is a difference
                if "get" in step:
                    headers.append("<error>")
        out.append(headers)
    return out


def _httpx(cases: list[Steps]) -> list[list[str]]:
    import httpx

    out = []
    for steps in cases:
        cookies = httpx.Cookies()
        headers = []
        for step in steps:
            try:
                if "set" in step:
                    request = httpx.Request("GET", step["url"])
                    response = httpx.Response(
                        200, headers=[("set-cookie", step["set"])], request=request
                    )
                    cookies.extract_cookies(response)
                else:
                    request = httpx.Request("GET", step["get"])
                    cookies.set_cookie_header(request)
                    headers.append(request.headers.get("cookie", ""))
            except Exception:
                if "get" in step:
                    headers.append("<error>")
        out.append(headers)
    return out


def _aiohttp(cases: list[Steps]) -> list[list[str]]:
    import aiohttp
    from yarl import URL

    async def run() -> list[list[str]]:
        out = []
        for steps in cases:
            jar = aiohttp.CookieJar()
            headers = []
            for step in steps:
                try:
                    if "set" in step:
                        jar.update_cookies_from_headers([step["set"]], URL(step["url"]))
                    else:
                        found = jar.filter_cookies(URL(step["get"]))
                        headers.append(
                            "; ".join(f"{m.key}={m.coded_value}" for m in found.values())
                        )
                except Exception:
                    if "get" in step:
                        headers.append("<error>")
            out.append(headers)
        return out

    return asyncio.run(run())


def _simple_cookie(cases: list[Steps]) -> list[list[str]]:
    out = []
    for steps in cases:
        jar: http.cookies.SimpleCookie = http.cookies.SimpleCookie()
        headers = []
        for step in steps:
            if "set" in step:
                with contextlib.suppress(http.cookies.CookieError):
                    jar.load(step["set"])
            else:
                headers.append("; ".join(f"{m.key}={m.coded_value}" for m in jar.values()))
        out.append(headers)
    return out


#: Library -> the function giving each sequence's Cookie headers.
LIBRARIES: dict[str, Callable[[list[Steps]], list[list[str]]]] = {
    "http.cookiejar": _stdlib,
    "httpx.Cookies": _httpx,
    "aiohttp.CookieJar": _aiohttp,
    "http.cookies.SimpleCookie": _simple_cookie,
}


def _no_same_site(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind in ("header:lax", "header:none")


def _host_only_elsewhere(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind.startswith("header:") and field["domain"] is None


def _domain_attribute(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind.startswith("header:") and field["domain"] is not None


def _secure(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return bool(field["secure"])


def _path(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return any(key == "path" for key, _ in field["attributes"])


def _expiry(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return any(key in ("expires", "max-age") for key, _ in field["attributes"])


def _order(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return bool(item.get("reordered"))


#: The classes, tested in this order: the departures tough-cookie has too, then what a
#: library without the draft's rules gets wrong.
CLASSES: dict[str, tuple[str, Test]] = {
    "no-same-site": ("no SameSite: cookies go with cross-site requests", _no_same_site),
    **{key: value for key, value in TOUGH_COOKIE_CLASSES.items() if key != "no-lax-by-default"},
    "order": ("the same cookies in another order", _order),
    "secure": ("Secure: from or to a loopback host over http, or from http", _secure),
    "path": ("Path: another default-path or path-match", _path),
    "expiry": ("Expires and Max-Age read otherwise", _expiry),
    "host-only": ("a cookie without Domain sent to other hosts, or not sent", _host_only_elsewhere),
    "domain": ("Domain read otherwise", _domain_attribute),
}


def compare(
    cases: list[Steps], library: Callable[[list[Steps]], list[list[str]]]
) -> tuple[int, Counter[str]]:
    """How many sequences' Cookie headers differ from webapi's, and the classes."""
    ours = run_ours(cases, now=time.time())  # the libraries read the clock
    with warnings.catch_warnings():  # http.cookiejar warns of its own bugs on odd fields
        warnings.simplefilter("ignore")
        aiohttp_log = logging.getLogger("aiohttp")
        level = aiohttp_log.level
        aiohttp_log.setLevel(logging.CRITICAL)  # "Can not load cookies" for each odd name
        try:
            theirs = library(cases)
        finally:
            aiohttp_log.setLevel(level)
    counts: Counter[str] = Counter()
    differing = 0
    for steps, mine, headers in zip(cases, ours, theirs, strict=True):
        if mine["headers"] == headers:
            continue
        differing += 1
        found = classify(
            steps,
            {"headers": mine["headers"], "stored": []},
            {"headers": headers, "stored": []},
            CLASSES,
        )
        counts.update("other" if c == "unclassified" else c for c in found)
    return differing, counts


def _version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    module = {"httpx.Cookies": "httpx", "aiohttp.CookieJar": "aiohttp"}.get(name)
    if module is None:
        import platform

        return "Python " + platform.python_version()
    try:
        return f"{module} {version(module)}"
    except PackageNotFoundError:
        return f"{module} (not installed)"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    cases = sequences(args.seed, args.count)
    print(f"{args.count} generated sequences (seed {args.seed}): Cookie headers against webapi")
    print("| library | differ | by class (sequences) |")
    print("| --- | --- | --- |")
    for name, library in LIBRARIES.items():
        try:
            differing, counts = compare(cases, library)
        except ImportError as error:
            print(f"| {name} | not run: {error} | |")
            continue
        classes = ", ".join(f"{key} {value}" for key, value in counts.most_common())
        print(f"| {name} ({_version(name)}) | {differing} | {classes} |")


if __name__ == "__main__":
    main()
