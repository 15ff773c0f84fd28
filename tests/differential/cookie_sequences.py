"""Generated cookie sequences, shared by the cookie differentials (tough-cookie in
``test_cookies_tough.py``, Chromium in ``tests/e2e/test_cookies_generated_chromium.py``, the
Python libraries in ``benchmarks/cookie_baselines.py``).

``sequence(seed, index)`` makes sequence ``index`` of run ``seed`` from its own random
generator, so any sequence can be made again alone. A sequence is a list of steps: a
Set-Cookie field received from a URL (``{"url": ..., "set": field}``), or a request
(``{"get": url, "context": "same" | "lax" | "none"}``: same-site; a cross-site top-level
GET; a cross-site subresource). All steps happen at :data:`NOW`.

The grammar covers what the draft's algorithms branch on: names with each prefix in any case,
nameless pairs, quotes, spaces, ``=`` and non-ASCII in values, CTL characters, long names,
values and attribute values (around 4096 and 1024 octets), duplicate and re-cased
attributes, Expires in each date form (and invalid ones), Max-Age against Expires, Domain
with a leading or trailing dot, in upper case, a public suffix (ICANN and private), an IP
address or another host; Path empty, relative, with a trailing slash; SameSite values;
hosts that are IP addresses (v4, v6), loopback, IDNs, with a trailing dot; http and https.
"""

from __future__ import annotations

import random
from typing import Any

__all__ = ["NOW", "sequence", "sequences"]

#: The time of every step (epoch seconds): 2023-11-14T22:13:20Z.
NOW = 1_700_000_000

HOSTS = [
    "site.example",
    "www.site.example",
    "a.b.site.example",
    "site.example.",
    "other.example",
    "shop.co.uk",
    "x.github.io",
    "127.0.0.1",
    "[::1]",
    "localhost",
    "bücher.example",
    "xn--bcher-kva.example",
    "SITE.EXAMPLE",
]
PATHS = ["/", "/a", "/a/", "/a/b", "/a/b/c", "/A/b", "/ab", "/a%2Fb/c", "/a/b?q=1"]
NAMES = [
    "a", "b", "SID", "__Secure-s", "__secure-s", "__SECURE-s", "__Host-h", "__host-h",
    "__HOST-h", "__Http-x", "__Host-Http-y", "__HostX", "n a", '"q"', "é", "a\tb", "",
]  # fmt: skip
VALUES = [
    "1", "v", "", '"quoted"', '"open', "a=b", "x y", " padded ", "é", "%41", "a,b", "\\",
    "__Host-v", "__Secure-v",
]  # fmt: skip
DATES = [
    "Wed, 09 Jun 2021 10:18:14 GMT",  # past
    "Fri, 01 Jan 2038 00:00:00 GMT",  # beyond the 400-day limit
    "Tue, 14 Nov 2023 23:00:00 GMT",  # 47 minutes after NOW
    "Thu, 01-Jan-70 00:00:01 GMT",
    "Sun Nov  6 08:49:37 2094",
    "Sunday, 06-Nov-94 08:49:37 GMT",
    "2038-01-01",
    "15 Nov 2023 00:00:00",
    "Wed, 15 Nov 2023 25:00:00 GMT",
    "1 Dec 23 0:0:0",
    "Wed, 15 Nov 1600 00:00:00 GMT",
    "",
    "junk",
]
DOMAINS = [
    "site.example", ".site.example", "site.example.", "SITE.example", "www.site.example",
    "example", "co.uk", "shop.co.uk", "github.io", "x.github.io", "127.0.0.1", "other.example",
    "localhost", "bücher.example", "xn--bcher-kva.example", "",
]  # fmt: skip
ATTRIBUTE_PATHS = ["/", "/a", "/a/", "", "a", "/A", "/a/b/c", "/" + "p" * 1030]


def _attribute(rng: random.Random) -> str:
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice(["Secure", "secure", "SECURE", "Secure=no"])
    if kind == 1:
        return rng.choice(["HttpOnly", "httponly", "HttpOnly=1"])
    if kind == 2:
        return "SameSite=" + rng.choice(["Strict", "Lax", "None", "none", "LAX", "bogus", ""])
    if kind in (3, 4):
        return rng.choice(["Domain=", "domain=", "DOMAIN="]) + rng.choice(DOMAINS)
    if kind in (5, 6):
        return rng.choice(["Path=", "path="]) + rng.choice(ATTRIBUTE_PATHS)
    if kind == 7:
        return "Max-Age=" + rng.choice(
            ["0", "-1", "100", "3600", "1e3", " 50", "+5", "99999999999", "", "07"]
        )
    if kind == 8:
        return rng.choice(["Expires=", "expires="]) + rng.choice(DATES)
    if kind == 9:
        return rng.choice(["Partitioned", "Priority=High", "Comment=x", "Version=1", ""])
    if kind == 10:
        return rng.choice(["Domain", "Path", "Max-Age", "Expires"])  # no "="
    return rng.choice(["Secure ", " Secure", "SameSite = Lax", "Path = /a", "=x", ";"])


def _field(rng: random.Random) -> str:
    name = rng.choice(NAMES)
    value = rng.choice(VALUES)
    roll = rng.random()
    if roll < 0.04:
        value = "x" * rng.choice([4090, 4094, 4096, 5000])
    elif roll < 0.07:
        value += rng.choice(["\x01", "\x7f", "\x00", "\r"])
    pair = value if rng.random() < 0.1 else f"{name}={value}"  # sometimes nameless
    attributes = [_attribute(rng) for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4]))]
    if rng.random() < 0.15 and attributes:
        attributes.append(rng.choice(attributes))  # a duplicate attribute
    separator = rng.choice(["; ", ";", " ; "])
    return separator.join([pair, *attributes])


def _url(rng: random.Random) -> str:
    scheme = rng.choice(["http", "https", "https"])
    return f"{scheme}://{rng.choice(HOSTS)}{rng.choice(PATHS)}"


def sequence(seed: int, index: int) -> list[dict[str, Any]]:
    """Sequence ``index`` of run ``seed``: 1-4 Set-Cookie fields from URLs, then 1-3
    requests."""
    rng = random.Random(f"cookies:{seed}:{index}")
    host = rng.choice(HOSTS)
    steps: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 4)):
        # Mostly one host, so that cookies meet each other.
        url = _url(rng)
        if rng.random() < 0.7:
            url = url.split("://")[0] + "://" + host + "/" + url.split("/", 3)[3]
        steps.append({"url": url, "set": _field(rng)})
    for _ in range(rng.randint(1, 3)):
        url = _url(rng)
        if rng.random() < 0.6:
            url = url.split("://")[0] + "://" + host + "/" + url.split("/", 3)[3]
        steps.append({"get": url, "context": rng.choice(["same", "same", "lax", "none"])})
    return steps


def sequences(seed: int, count: int, *, same_site_only: bool = False) -> list[list[dict[str, Any]]]:
    """Sequences ``0 .. count - 1`` of run ``seed`` (``same_site_only``: every request
    same-site)."""
    made = [sequence(seed, index) for index in range(count)]
    if same_site_only:
        for steps in made:
            for step in steps:
                if "get" in step:
                    step["context"] = "same"
    return made
