"""Section ``mime``: the MIME Sniffing and Fetch building blocks against what Python code uses
for the same jobs.

- ``Content-Type`` parsing: ``parse_mime_type(value)`` and its ``charset`` parameter against
  ``email.message.Message``'s ``get_content_type()`` + ``get_param("charset")`` (a fresh
  message per value, as code reading one header makes it), on the web-platform-tests inputs
  that parse and on common ``Content-Type`` values of real responses;
- ``atob(s)`` against ``base64.b64decode(s)`` on valid base64 of 16 to 4,096 bytes;
- ``Headers(pairs)`` + iterating it, against httpx's ``Headers`` (a ``dict``-based header
  class) + ``multi_items()``, on 30-header responses.

Median µs per item over the rounds, contenders interleaved in chunks and timed in thread CPU
time (``interleaved_chunks``). The issue's targets: ≤ 1.0x, ≤ 1.5x and ≤ 2x.
"""

from __future__ import annotations

import base64
import email.message
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from benchmarks._common import fmt, interleaved_chunks, median_us_per_item, ratio, table

__all__ = ["MimeResult", "report", "run"]

#: Common Content-Type values of real responses (HTML, scripts, styles, images, JSON, fonts),
#: in the spellings servers send.
REAL_CONTENT_TYPES = [
    "text/html; charset=utf-8",
    "text/html; charset=UTF-8",
    "text/html",
    "text/html;charset=utf-8",
    "text/html; charset=ISO-8859-1",
    "text/html; charset=windows-1251",
    "text/html; charset=Shift_JIS",
    "application/javascript",
    "application/javascript; charset=utf-8",
    "text/javascript; charset=UTF-8",
    "text/css",
    "text/css; charset=utf-8",
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/svg+xml",
    "application/json",
    "application/json; charset=utf-8",
    "font/woff2",
    "text/plain; charset=utf-8",
    "application/xml; charset=utf-8",
    'multipart/form-data; boundary="----WebKitFormBoundary7MA4YWxkTrZu0gW"',
    "application/octet-stream",
    'text/xml; charset="utf-8"',
]


@dataclass
class Comparison:
    name: str
    items: int
    us_per_item: dict[str, float]
    ratio: float | None
    target: float


@dataclass
class MimeResult:
    comparisons: list[Comparison]


def _wpt_values() -> list[str]:
    import wpt
    from webapi.mimesniff import parse_mime_type

    values = [
        case["input"] for case in wpt.load("mimesniff/mime-types.json") if isinstance(case, dict)
    ]
    return [value for value in values if parse_mime_type(value) is not None]


def _compare(
    name: str,
    runners: Mapping[str, Callable[[list[Any]], object]],
    items: list[Any],
    rounds: int,
    target: float,
    chunk: int,
) -> Comparison:
    us = median_us_per_item(interleaved_chunks(runners, items, rounds, chunk), len(items))
    webapi, peer = list(us)
    return Comparison(name, len(items), us, ratio(us[webapi], us[peer]), target)


def run(rounds: int) -> MimeResult:
    from httpx import Headers as HttpxHeaders

    from webapi.fetch import Headers
    from webapi.html import atob
    from webapi.mimesniff import parse_mime_type

    def webapi_parse(values: list[str]) -> None:
        for value in values:
            record = parse_mime_type(value)
            if record is not None:
                record.essence, record.parameters.get("charset")

    def email_parse(values: list[str]) -> None:
        for value in values:
            message = email.message.Message()
            message["Content-Type"] = value
            message.get_content_type(), message.get_param("charset")

    rng = random.Random(1)
    encoded = [
        base64.b64encode(rng.randbytes(rng.choice([16, 64, 256, 1024, 4096]))).decode("ascii")
        for _ in range(400)
    ]

    def webapi_atob(values: list[str]) -> None:
        for value in values:
            atob(value)

    def b64decode(values: list[str]) -> None:
        for value in values:
            base64.b64decode(value)

    responses = []
    for _ in range(200):
        pairs = [[f"X-Header-{i}", f"value {rng.randrange(10**6)}"] for i in range(24)]
        pairs += [["Content-Type", "text/html; charset=utf-8"], ["Set-Cookie", "a=1; Path=/"]]
        pairs += [["Set-Cookie", "b=2; Secure"], ["Cache-Control", "max-age=0"], ["Date", "x"]]
        pairs += [["Server", "nginx"]]
        responses.append(pairs)

    def webapi_headers(items: list[list[list[str]]]) -> None:
        for pairs in items:
            list(Headers(pairs))

    def httpx_headers(items: list[list[list[str]]]) -> None:
        for pairs in items:
            list(HttpxHeaders([(name, value) for name, value in pairs]).multi_items())

    parse = {"webapi": webapi_parse, "email.message": email_parse}
    return MimeResult(
        [
            _compare("Content-Type, WPT inputs", parse, _wpt_values(), rounds, 1.0, 200),
            _compare("Content-Type, real values", parse, REAL_CONTENT_TYPES * 20, rounds, 1.0, 200),
            _compare(
                "atob (valid)",
                {"webapi": webapi_atob, "b64decode": b64decode},
                encoded,
                rounds,
                1.5,
                50,
            ),
            _compare(
                "Headers (30) + iterate",
                {"webapi": webapi_headers, "httpx.Headers": httpx_headers},
                responses,
                rounds,
                2.0,
                20,
            ),
        ]
    )


def report(result: MimeResult) -> str:
    rows = []
    for c in result.comparisons:
        (_, mine), (peer, theirs) = list(c.us_per_item.items())
        rows.append(
            [
                c.name,
                str(c.items),
                f"{fmt(mine)} µs",
                f"{peer} {fmt(theirs)} µs",
                fmt(c.ratio, suffix="x"),
                f"≤ {c.target}x",
            ]
        )
    return "## mime\n\n" + table(["workload", "items", "webapi", "peer", "ratio", "target"], rows)
