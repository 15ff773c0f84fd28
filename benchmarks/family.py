"""Section ``family``: the small Web APIs around URLs and Encoding against the Python tool a user
would call instead (issue #33 item 4).

Rows (webapi / peer, < 1: webapi faster):

- legacy encode, the Encoding Standard's *encode* with error mode "html"
  (``webapi.encoding.encode(text, encoding)``, what form submission and the URL query path
  run) against ``text.encode(codec, "xmlcharrefreplace")`` with CPython's nearest codec;
- ``TextEncoder().encode(text)`` against ``text.encode("utf-8")``, ``TextDecoder().decode(data)``
  against ``data.decode("utf-8")``;
- ``Headers`` of 20 fields: build + ``get`` + iterate, against werkzeug's ``Headers`` and
  multidict's ``CIMultiDict`` (build + ``get`` + ``list(items())``); iterating a built one;
- ``data_url_process(url)`` on base64 ``data:`` URLs of 1 KB to 100 KB against
  ``urlsplit(url)`` + ``base64.b64decode`` of what follows the comma;
- ``parse_mime_type(value)`` + ``str()`` against ``email.message.Message``;
- ``atob`` / ``btoa`` against ``base64.b64decode`` / ``b64encode``;
- ``extract_mime_type`` over 20 fields against a scan of the pairs + werkzeug's
  ``parse_options_header``; ``sniff_encoding`` answered by the header's charset against w3lib's
  ``http_content_type_encoding``;
- the ``whatwg-`` Python codecs on snippets: ``str.encode("whatwg-big5", "xmlcharrefreplace")``
  against ``cp950``, ``bytes.decode("whatwg-utf-8")`` against ``utf-8``.

Texts are realistic multilingual pages: each encoding's own script (from
``benchmarks/encoding.py``) with, as on real pages, a line of other scripts, typographic
punctuation and an emoji that the legacy encodings cannot encode (so "html" mode writes
character references); pages of about 100 KB and snippets of about 200 B (UTF-8 bytes), and
each legacy encoding's snippet again as clean text (its own script only, the "clean" rows).
Median µs per item over the rounds, contenders interleaved in chunks and timed in thread CPU
time (``interleaved_chunks``). Targets: every page-sized row ≤ 1.5x, every snippet or small
object ≤ 4x, Headers ≤ 1.5x werkzeug.
"""

from __future__ import annotations

import base64
import email.message
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from benchmarks._common import fmt, interleaved_chunks, median_us_per_item, ratio, table
from benchmarks.encoding import _TEXTS

__all__ = ["ENCODE_CASES", "GROUPS", "FamilyResult", "clean_text", "page_text", "report", "run"]

#: (encoding, language, CPython's nearest codec, whether that codec's encoder equals the
#: standard's at every scalar value: see webapi/encoding/_encoders.py)
ENCODE_CASES = [
    ("windows-1252", "fr", "cp1252", False),
    ("windows-1251", "ru", "cp1251", False),
    ("KOI8-R", "ru", "koi8_r", True),
    ("ISO-8859-7", "el", "iso8859_7", True),
    ("Shift_JIS", "ja", "cp932", False),
    ("EUC-JP", "ja", "euc_jp", False),
    ("ISO-2022-JP", "ja", "iso2022_jp", False),
    ("gb18030", "zh", "gb18030", False),
    ("GBK", "zh", "gbk", False),
    ("Big5", "zh-tw", "big5hkscs", False),
    ("EUC-KR", "ko", "cp949", True),
]

#: What real pages mix in: other scripts, typographic punctuation, an emoji.
_FOREIGN = "“Quotes” — naïve café · Ελληνικά · Русский · 日本語 · 한국어 · 中文 · 😀 ✓ €5\n"


def page_text(language: str, size: int) -> str:
    """HTML of about ``size`` UTF-8 bytes: paragraphs of ``language``'s text, one line of
    other scripts every fourth paragraph."""
    paragraph = f'<p class="text"><a href="/item?id=1">{_TEXTS[language]}</a></p>\n'
    if size <= 400:
        text = paragraph + _FOREIGN
        while len(text.encode("utf-8")) > size:
            text = text[:-1]
        return text
    block = paragraph * 3 + _FOREIGN
    html = "<!DOCTYPE html><html><head><title>t</title></head><body>\n"
    html += block * (size // len(block.encode("utf-8")))
    return html + "</body></html>\n"


def clean_text(language: str, size: int) -> str:
    """A snippet of about ``size`` UTF-8 bytes of ``language``'s paragraphs alone: every
    character encodable in the language's legacy encoding (the case where the encoder's own
    cost, not its error handling, is measured)."""
    paragraph = f'<p class="text"><a href="/item?id=1">{_TEXTS[language]}</a></p>\n'
    text = paragraph * (1 + size // len(paragraph.encode("utf-8")))
    while len(text.encode("utf-8")) > size:
        text = text[:-1]
    return text


@dataclass
class Row:
    name: str
    items: int
    us: dict[str, float]
    target: float


@dataclass
class FamilyResult:
    rows: list[Row]


def _compare(
    name: str,
    runners: Mapping[str, Callable[[list[Any]], object]],
    items: list[Any],
    rounds: int,
    target: float,
    chunk: int,
) -> Row:
    us = median_us_per_item(interleaved_chunks(runners, items, rounds, chunk), len(items))
    return Row(name, len(items), us, target)


def _each(fn: Callable[[Any], object]) -> Callable[[list[Any]], None]:
    def run(items: list[Any]) -> None:
        for item in items:
            fn(item)

    return run


def _webapi_encode(encoding: str) -> Callable[[list[str]], None]:
    from webapi.encoding import encode

    def run(items: list[str]) -> None:
        for text in items:
            encode(text, encoding)

    return run


def _codec_encode(codec: str) -> Callable[[list[str]], None]:
    def run(items: list[str]) -> None:
        for text in items:
            text.encode(codec, "xmlcharrefreplace")

    return run


def _encode_rows(rounds: int, sizes: list[tuple[str, int, int]]) -> list[Row]:
    rows = []
    for encoding, language, codec, equal in ENCODE_CASES:
        for label, size, count in sizes:
            text = page_text(language, size)
            peer = f"{codec}{'' if equal else '*'}"
            rows.append(
                _compare(
                    f"encode html {encoding} {label}",
                    {
                        "webapi": _webapi_encode(encoding),
                        peer: _codec_encode(codec),
                    },
                    [text] * count,
                    rounds,
                    1.5 if size > 1000 else 4.0,
                    max(1, count // 4),
                )
            )
            if size <= 400:
                rows.append(
                    _compare(
                        f"encode html {encoding} {label} clean",
                        {
                            "webapi": _webapi_encode(encoding),
                            peer: _codec_encode(codec),
                        },
                        [clean_text(language, size)] * count,
                        rounds,
                        4.0,
                        max(1, count // 4),
                    )
                )
    return rows


def _text_decoder_rows(rounds: int, sizes: list[tuple[str, int, int]]) -> list[Row]:
    """``TextDecoder().decode(bytes)`` (one decoder, as a page keeps one) against
    ``bytes.decode("utf-8")``, on French and Japanese text."""
    from webapi.encoding import TextDecoder

    decoder = TextDecoder()
    rows = []
    for language in ("fr", "ja"):
        for label, size, count in sizes:
            data = page_text(language, size).encode("utf-8")
            rows.append(
                _compare(
                    f"TextDecoder.decode {language} {label}",
                    {
                        "webapi": _each(decoder.decode),
                        "bytes.decode": _each(lambda d: d.decode("utf-8")),
                    },
                    [data] * count,
                    rounds,
                    1.5 if size > 1000 else 4.0,
                    max(1, count // 4),
                )
            )
    return rows


def _responses(count: int) -> list[list[tuple[str, str]]]:
    """``count`` responses' header lists of 20 fields (the same names, in the same order, as
    a site sends them; random values)."""
    rng = random.Random(1)
    names = [
        "Content-Type", "Content-Length", "Date", "Server", "Cache-Control", "ETag",
        "Last-Modified", "Vary", "Set-Cookie", "Set-Cookie", "X-Frame-Options",
        "Strict-Transport-Security", "Content-Encoding", "Accept-Ranges", "Age",
        "X-Content-Type-Options", "Referrer-Policy", "Access-Control-Allow-Origin",
        "Content-Security-Policy", "Via",
    ]  # fmt: skip
    return [
        [(name, f"value-{rng.randrange(10**6)}; max-age=3600") for name in names]
        for _ in range(count)
    ]


def _headers_rows(rounds: int, count: int) -> list[Row]:
    from multidict import CIMultiDict
    from werkzeug.datastructures import Headers as WerkzeugHeaders

    from webapi.fetch import Headers

    responses = _responses(count)

    def webapi_build(items: list[list[tuple[str, str]]]) -> None:
        for pairs in items:
            h = Headers(pairs)
            h.get("content-type")
            list(h)

    def werkzeug_build(items: list[list[tuple[str, str]]]) -> None:
        for pairs in items:
            h = WerkzeugHeaders(pairs)
            h.get("content-type")
            list(h)

    def multidict_build(items: list[list[tuple[str, str]]]) -> None:
        for pairs in items:
            h = CIMultiDict(pairs)
            h.get("content-type")
            list(h.items())

    built = [(Headers(pairs), WerkzeugHeaders(pairs)) for pairs in responses]
    return [
        _compare(
            "Headers (20) build+get+iterate",
            {"webapi": webapi_build, "werkzeug": werkzeug_build},
            responses,
            rounds,
            1.5,
            20,
        ),
        _compare(
            "Headers (20) build+get+iterate",
            {"webapi": webapi_build, "multidict": multidict_build},
            responses,
            rounds,
            4.0,
            20,
        ),
        _compare(
            "Headers (20) iterate built",
            {
                "webapi": _each(lambda pair: list(pair[0])),
                "werkzeug": _each(lambda pair: list(pair[1])),
            },
            built,
            rounds,
            1.5,
            20,
        ),
    ]


def _data_url_rows(rounds: int, sizes: list[tuple[str, int, int]]) -> list[Row]:
    from urllib.parse import urlsplit

    from webapi.fetch import data_url_process

    def peer(url: str) -> None:
        parts = urlsplit(url)
        base64.b64decode(parts.path.partition(",")[2])

    rows = []
    rng = random.Random(2)
    for label, size, count in sizes:
        body = base64.b64encode(rng.randbytes(size * 3 // 4)).decode("ascii")
        url = "data:image/png;base64," + body
        rows.append(
            _compare(
                f"data: URL base64 {label}",
                {"webapi": _each(data_url_process), "urlsplit+b64decode": _each(peer)},
                [url] * count,
                rounds,
                1.5 if size > 1000 else 4.0,
                max(1, count // 4),
            )
        )
    return rows


def _mime_row(rounds: int) -> Row:
    from benchmarks.mime import REAL_CONTENT_TYPES
    from webapi.mimesniff import parse_mime_type

    def ours(value: str) -> None:
        record = parse_mime_type(value)
        if record is not None:
            str(record)

    def email_parse(value: str) -> None:
        message = email.message.Message()
        message["Content-Type"] = value
        message.get_content_type(), message.get_params()

    return _compare(
        "MIMEType parse+serialize",
        {"webapi": _each(ours), "email.message": _each(email_parse)},
        REAL_CONTENT_TYPES * 20,
        rounds,
        4.0,
        120,
    )


def _base64_rows(rounds: int, sizes: list[tuple[str, int, int]]) -> list[Row]:
    from webapi.html import atob, btoa

    rng = random.Random(3)
    rows = []
    for label, size, count in sizes:
        raw = rng.randbytes(size * 3 // 4)
        encoded = base64.b64encode(raw).decode("ascii")
        binary = raw.decode("latin-1")
        target = 1.5 if size > 1000 else 4.0
        rows.append(
            _compare(
                f"atob {label}",
                {"webapi": _each(atob), "b64decode": _each(base64.b64decode)},
                [encoded] * count,
                rounds,
                target,
                max(1, count // 4),
            )
        )

        def b64encode(s: str) -> None:
            base64.b64encode(s.encode("latin-1")).decode("ascii")

        rows.append(
            _compare(
                f"btoa {label}",
                {"webapi": _each(btoa), "b64encode": _each(b64encode)},
                [binary] * count,
                rounds,
                target,
                max(1, count // 4),
            )
        )
    return rows


def _text_encoder_rows(rounds: int, sizes: list[tuple[str, int, int]]) -> list[Row]:
    from webapi.encoding import TextEncoder

    encoder = TextEncoder()
    rows = []
    for language in ("ja", "fr"):
        for label, size, count in sizes:
            rows.append(
                _compare(
                    f"TextEncoder.encode {language} {label}",
                    {
                        "webapi": _each(encoder.encode),
                        "str.encode": _each(lambda t: t.encode("utf-8")),
                    },
                    [page_text(language, size)] * count,
                    rounds,
                    1.5 if size > 1000 else 4.0,
                    max(1, count // 4),
                )
            )
    return rows


def _extract_row(rounds: int, count: int) -> Row:
    """``extract_mime_type`` over a response's 20 fields (its Content-Type a real value)
    against the loop a Python user writes: the last ``Content-Type`` of the pairs, parsed by
    werkzeug's ``parse_options_header``."""
    from werkzeug.http import parse_options_header

    from benchmarks.mime import REAL_CONTENT_TYPES
    from webapi.fetch import extract_mime_type

    responses = _responses(count)
    for i, pairs in enumerate(responses):
        pairs[0] = ("Content-Type", REAL_CONTENT_TYPES[i % len(REAL_CONTENT_TYPES)])

    def scan(pairs: list[tuple[str, str]]) -> object:
        found = None
        for name, value in pairs:
            if name.lower() == "content-type":
                found = value
        return None if found is None else parse_options_header(found)

    return _compare(
        "extract_mime_type (20 fields)",
        {"webapi": _each(extract_mime_type), "scan+werkzeug": _each(scan)},
        responses,
        rounds,
        4.0,
        20,
    )


def _sniff_header_row(rounds: int) -> Row:
    """``sniff_encoding`` answered by the Content-Type's charset (a snippet without a byte
    order mark) against w3lib's ``http_content_type_encoding`` of the same header."""
    from w3lib.encoding import http_content_type_encoding

    from benchmarks.mime import REAL_CONTENT_TYPES
    from webapi.html import sniff_encoding

    snippet = page_text("fr", 200).encode("utf-8")
    headers = [value for value in REAL_CONTENT_TYPES if "charset" in value] * 20
    return _compare(
        "sniff_encoding (header only)",
        {
            "webapi": _each(lambda header: sniff_encoding(snippet, header)),
            "w3lib": _each(http_content_type_encoding),
        },
        headers,
        rounds,
        4.0,
        40,
    )


def _codec_rows(rounds: int, count: int) -> list[Row]:
    """The ``whatwg-`` Python codecs on 200 B snippets: Big5 encoding in "html" mode
    (``xmlcharrefreplace``) against CPython's ``cp950``, UTF-8 decoding against
    ``bytes.decode``."""
    import webapi.encoding  # noqa: F401  (registers the whatwg- codecs)

    text = page_text("zh-tw", 200)
    data = page_text("fr", 200).encode("utf-8")
    return [
        _compare(
            "codec whatwg-big5 encode 200 B",
            {
                "webapi": _each(lambda t: t.encode("whatwg-big5", "xmlcharrefreplace")),
                "cp950": _each(lambda t: t.encode("cp950", "xmlcharrefreplace")),
            },
            [text] * count,
            rounds,
            4.0,
            max(1, count // 4),
        ),
        _compare(
            "codec whatwg-utf-8 decode 200 B",
            {
                "webapi": _each(lambda d: d.decode("whatwg-utf-8")),
                "bytes.decode": _each(lambda d: d.decode("utf-8")),
            },
            [data] * count,
            rounds,
            4.0,
            max(1, count // 4),
        ),
    ]


#: The row groups, for ``--only``.
GROUPS = (
    "encode",
    "textencoder",
    "textdecoder",
    "headers",
    "data",
    "mime",
    "base64",
    "extract",
    "sniff",
    "codecs",
)


def run(rounds: int, quick: bool = False, groups: tuple[str, ...] = GROUPS) -> FamilyResult:
    sizes = (
        [("100 KB", 100_000, 2), ("200 B", 200, 40)]
        if quick
        else [("100 KB", 100_000, 8), ("200 B", 200, 400)]
    )
    data_sizes = [
        (f"{n // 1000} KB", n, 2 if quick else max(8, 400_000 // n))
        for n in (1_000, 10_000, 100_000)
    ]
    rows: list[Row] = []
    if "encode" in groups:
        rows += _encode_rows(rounds, sizes)
    if "textencoder" in groups:
        rows += _text_encoder_rows(rounds, sizes)
    if "textdecoder" in groups:
        rows += _text_decoder_rows(rounds, sizes)
    if "headers" in groups:
        rows += _headers_rows(rounds, 10 if quick else 200)
    if "data" in groups:
        rows += _data_url_rows(rounds, data_sizes)
    if "mime" in groups:
        rows.append(_mime_row(rounds))
    if "base64" in groups:
        rows += _base64_rows(rounds, sizes)
    if "extract" in groups:
        rows.append(_extract_row(rounds, 10 if quick else 200))
    if "sniff" in groups:
        rows.append(_sniff_header_row(rounds))
    if "codecs" in groups:
        rows += _codec_rows(rounds, sizes[-1][2])
    return FamilyResult(rows)


def report(result: FamilyResult) -> str:
    body = []
    for row in result.rows:
        (_, mine), (peer, theirs) = list(row.us.items())
        r = ratio(mine, theirs)
        body.append(
            [
                row.name,
                f"{fmt(mine)} µs",
                f"{peer} {fmt(theirs)} µs",
                fmt(r, suffix="x"),
                f"≤ {row.target}x",
                "" if r is None or r <= row.target else "over",
            ]
        )
    return (
        "## family (per item; ratio < 1: webapi faster; codec* differs from the standard's "
        "encoder at some code points)\n\n"
        + table(["workload", "webapi", "peer", "ratio", "target", ""], body)
    )


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", default=",".join(GROUPS), help="comma-separated groups")
    args = parser.parse_args()
    result = run(args.rounds, args.quick, tuple(args.only.split(",")))
    print(report(result))
