"""Section ``encoding``: webapi's decoders against CPython's nearest codec with
``errors="replace"``, and bytes-to-text of whole pages against ``webencodings`` and w3lib's
``html_to_unicode``; then HTML's sniffing (:data:`HTML_CASES`): ``decode_html`` against
w3lib's ``html_to_unicode`` and ``sniff_encoding`` against w3lib's own sniffing
(``html_body_declared_encoding``) on pages with and without a declared encoding.

The documents are page-sized (about 40 KB) HTML in each encoding's own script (Japanese,
Chinese, Korean, Cyrillic, Greek, Latin with accents), encoded by webapi's encoders, so every
byte sequence is valid, as on real pages. Median µs per page over the rounds, contenders
interleaved in chunks, thread CPU time (``interleaved_chunks``). The issue's targets against
the codec: UTF-8 and single-byte ≤ 1.2x, the CJK encodings ≤ 2x, ISO-2022-JP ≤ 5x.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from benchmarks._common import fmt, interleaved_chunks, median, ratio, table

__all__ = ["EncodingResult", "report", "run"]

_TEXTS = {
    "ja": "日本語のウェブページは、今でもShift_JISやEUC-JPで書かれていることがある。"
    "「東京」・〒100-0001。",
    "zh": "中文网页常用GBK或GB18030编码，繁體中文則多用Big5。北京市海淀区，电话：010-12345678。",
    "zh-tw": "繁體中文網頁常用Big5編碼，臺北市信義區。電話：02-2345-6789，營業時間：上午九點。",
    "ko": "한국어 웹 페이지는 EUC-KR로 작성되는 경우가 있습니다. "
    "서울특별시 중구, 전화: 02-123-4567.",
    "ru": "Русские страницы всё ещё бывают в windows-1251 или KOI8-R. Москва, ул. Тверская, д. 1.",
    "el": "Οι ελληνικές σελίδες γράφονται ακόμη σε windows-1253. Αθήνα, οδός Ερμού 10.",
    "fr": "Les pages françaises étaient en windows-1252 : « déjà vu », café, naïve, Œuvre.",
}

#: (encoding, language, CPython's nearest codec)
CASES = [
    ("UTF-8", "ja", "utf-8"),
    ("UTF-8", "fr", "utf-8"),
    ("windows-1252", "fr", "cp1252"),
    ("windows-1251", "ru", "cp1251"),
    ("KOI8-R", "ru", "koi8_r"),
    ("windows-1253", "el", "cp1253"),
    ("Shift_JIS", "ja", "cp932"),
    ("EUC-JP", "ja", "euc_jp"),
    ("ISO-2022-JP", "ja", "iso2022_jp"),
    ("gb18030", "zh", "gb18030"),
    ("GBK", "zh", "gbk"),
    ("Big5", "zh-tw", "big5hkscs"),
    ("EUC-KR", "ko", "cp949"),
    ("UTF-16LE", "ja", "utf-16-le"),
]


def page(encoding: str, language: str) -> bytes:
    from webapi.encoding import encode_or_fail_chunks

    paragraph = f'<p class="text"><a href="/item?id=1">{_TEXTS[language]}</a></p>\n'
    html = "<!DOCTYPE html><html><head><title>t</title></head><body>\n"
    html += paragraph * (40_000 // len(paragraph.encode("utf-8")))
    html += "</body></html>\n"
    if encoding == "UTF-16LE":
        return html.encode("utf-16-le")
    return b"".join(c for c in encode_or_fail_chunks(encoding, html) if isinstance(c, bytes))


def html_pages() -> dict[str, bytes]:
    """The documents of the HTML sniffing rows: the html section's ~100 KB page
    (``benchmarks.html_tokenizer.page``) in windows-1252 without its ``<meta charset>``
    (undeclared: the prescan finds nothing, a ``<meta name=viewport>`` remains), the same
    declaring UTF-8, and a 200-byte undeclared snippet."""
    from benchmarks.html_tokenizer import page as html_page

    text = html_page().replace('<meta charset="utf-8">\n', "")
    undeclared = text.encode("windows-1252", "replace")
    declared = text.replace("<head>\n", '<head>\n<meta charset="utf-8">\n', 1).encode("utf-8")
    snippet = (
        b"<!DOCTYPE html><html><head><title>Caf\xe9</title></head><body><p class=x>"
        b"Men\xfc: caf\xe9, cr\xe8me br\xfbl\xe9e; <a href=/next>next</a></p></body></html>"
    )
    snippet += b" " * (200 - len(snippet))
    return {"undeclared 100 KB": undeclared, "declared 100 KB": declared, "snippet 200 B": snippet}


#: The HTML sniffing rows: (document, operation) where the operation is ``decode_html`` (peer
#: ``html_to_unicode``, the header ``text/html`` without a charset) or ``sniff_encoding``
#: (peer ``html_body_declared_encoding``).
HTML_CASES = [
    (name, operation)
    for name in ("undeclared 100 KB", "declared 100 KB", "snippet 200 B")
    for operation in ("decode_html", "sniff_encoding")
]


@dataclass
class EncodingResult:
    rows: list[tuple[str, str, float, float, float | None, float | None]]
    #: (document, operation, webapi µs, w3lib µs or None)
    html_rows: list[tuple[str, str, float, float | None]] | None = None


def _html_rows(rounds: int, pages: int) -> list[tuple[str, str, float, float | None]]:
    from webapi.html import decode_html, sniff_encoding

    html_to_unicode: Callable[..., object] | None
    html_body_declared_encoding: Callable[[bytes], object] | None
    try:
        from w3lib.encoding import html_body_declared_encoding, html_to_unicode
    except ImportError:
        html_to_unicode = html_body_declared_encoding = None
    documents = html_pages()
    rows = []
    for name, operation in HTML_CASES:
        items = [documents[name]] * (pages if "100 KB" in name else pages * 50)
        runners: dict[str, Callable[[list[bytes]], object]] = {}
        if operation == "decode_html":
            runners["webapi"] = lambda part: [decode_html(d, "text/html") for d in part]
            if html_to_unicode is not None:
                runners["w3lib"] = lambda part: [
                    html_to_unicode("text/html", d, default_encoding="cp1252") for d in part
                ]
        else:
            runners["webapi"] = lambda part: [sniff_encoding(d) for d in part]
            if html_body_declared_encoding is not None:
                runners["w3lib"] = lambda part: [html_body_declared_encoding(d) for d in part]
        samples = interleaved_chunks(runners, items, rounds, chunk=max(2, len(items) // 4))
        per = {k: median(v) / 1000 / len(items) for k, v in samples.items()}
        rows.append((name, operation, per["webapi"], per.get("w3lib")))
    return rows


def _peer(decode: Callable[[bytes, str], object], label: str) -> Callable[[list[bytes]], object]:
    return lambda part: [decode(d, label) for d in part]


def _w3lib(html_to_unicode: Callable[..., object], header: str) -> Callable[[list[bytes]], object]:
    return lambda part: [html_to_unicode(header, d) for d in part]


def run(rounds: int, pages: int = 8) -> EncodingResult:
    from webapi.encoding import get_decoder

    webencodings_decode: Callable[[bytes, str], object] | None
    html_to_unicode: Callable[..., object] | None
    try:
        import webencodings  # type: ignore[import-untyped]

        def webencodings_decode(data: bytes, label: str) -> object:
            return webencodings.decode(data, label, "replace")
    except ImportError:
        webencodings_decode = None
    try:
        from w3lib.encoding import html_to_unicode
    except ImportError:
        html_to_unicode = None

    def ours(encoding: str) -> Callable[[list[bytes]], object]:
        return lambda part: [get_decoder(encoding).decode(d, True) for d in part]

    def codec_of(codec: str) -> Callable[[list[bytes]], object]:
        return lambda part: [d.decode(codec, "replace") for d in part]

    rows = []
    for encoding, language, codec in CASES:
        items = [page(encoding, language)] * pages
        runners: dict[str, Callable[[list[bytes]], object]] = {
            "webapi": ours(encoding),
            "codec": codec_of(codec),
        }
        if webencodings_decode is not None:
            runners["webencodings"] = _peer(webencodings_decode, encoding)
        if html_to_unicode is not None:
            runners["w3lib"] = _w3lib(html_to_unicode, f"text/html; charset={encoding}")
        samples = interleaved_chunks(runners, items, rounds, chunk=2)
        per_page = {name: median(s) / 1000 / pages for name, s in samples.items()}
        rows.append(
            (
                encoding,
                language,
                per_page["webapi"],
                per_page["codec"],
                per_page.get("webencodings"),
                per_page.get("w3lib"),
            )
        )
    return EncodingResult(rows, _html_rows(rounds, pages))


def report(result: EncodingResult) -> str:
    header = [
        "encoding",
        "text",
        "webapi µs",
        "codec µs",
        "vs codec",
        "vs webencodings",
        "vs w3lib",
    ]
    body = [
        [
            encoding,
            language,
            fmt(ours, 0),
            fmt(codec, 0),
            fmt(ratio(ours, codec), 2, "x"),
            fmt(ratio(ours, peer), 2, "x"),
            fmt(ratio(ours, w3lib), 2, "x"),
        ]
        for encoding, language, ours, codec, peer, w3lib in result.rows
    ]
    text = "Decoding page-sized documents (per page; ratio < 1: webapi faster)\n" + table(
        header, body
    )
    if result.html_rows:
        text += "\n\nHTML sniffing: decode_html vs w3lib html_to_unicode, sniff_encoding vs w3lib"
        text += " html_body_declared_encoding (per document; goal <= 1.5x at 100 KB, <= 4x for"
        text += " snippets)\n" + table(
            ["document", "webapi", "webapi µs", "w3lib µs", "vs w3lib"],
            [
                [name, operation, fmt(ours, 2), fmt(peer, 2), fmt(ratio(ours, peer), 2, "x")]
                for name, operation, ours, peer in result.html_rows
            ],
        )
    return text
