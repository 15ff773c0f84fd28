"""Section ``decode``: the decoders of issue #33 item 4 against the CPython codec of the same
name, on realistic multilingual pages (about 100 KB) and 200-byte snippets.

Run on its own: ``python -m benchmarks.encoding_decode [--rounds N]`` (or ``--only decode``).

Pages: HTML paragraphs in the encoding's script with Latin text and markup between them, the
bytes as a legacy tool writes them. The *differing* pages hold, in every fourth paragraph,
characters where CPython's codec decodes the bytes otherwise than the standard (EUC-JP and
ISO-2022-JP: ``A1 C1``, the wave dash, and ``A1 DD``; Big5: ``A2 41`` and ``A1 45``); the
*plain* pages hold none. The *varied* pages are the same markup around paragraphs of
characters drawn (seeded) from the script's common-use block (``_VARIED_ALPHABETS``), as a page
of real text holds hundreds of different characters and so nearly every byte value: the
fast paths that look for a byte first find it there, where the plain pages' few dozen
characters may leave it out. Rows:

- whole: ``TextDecoder(label).decode(page)`` against ``page.decode(codec)``;
- streamed in 4 KB chunks: ``TextDecoder.decode(chunk, stream=True)`` and the ``whatwg-``
  incremental decoder, against ``codecs.getincrementaldecoder(codec)``;
- snippets: 200 bytes (cut at a character boundary) through one ``TextDecoder`` per encoding
  against ``snippet.decode(codec)`` (200 snippets per timed chunk).

Median of thread-CPU time per page (or per snippet) over the rounds, contenders interleaved
in chunks (``interleaved_chunks``). Goals (#33): page rows ≤ 1.5x, snippet rows ≤ 4x.
"""

from __future__ import annotations

import argparse
import codecs
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from benchmarks._common import fmt, interleaved_chunks, median, ratio, table

__all__ = ["DecodeResult", "report", "run"]

_TEXT = {
    "ja": "日本語のウェブページは、今でもShift_JISやEUC-JPで書かれていることがある。"
    "「東京都千代田区」・〒100-0001、営業時間は月曜から金曜まで。",
    "zh": "中文网页常用GBK或GB18030编码。北京市海淀区，电话：010-12345678，欢迎光临本店。",
    "zh-tw": "繁體中文網頁常用Big5編碼，臺北市信義區。電話：02-2345-6789，營業時間：上午九點。",
    "ko": "한국어 웹 페이지는 EUC-KR로 작성되는 경우가 있습니다. "
    "서울특별시 중구, 전화: 02-123-4567.",
    "ru": "Русские страницы всё ещё бывают в windows-1251. Москва, ул. Тверская, д. 1.",
    "fr": "Les pages françaises étaient en windows-1252 : « déjà vu », café, naïve, Œuvre.",
}
#: What the differing pages add (as the standard decodes those bytes).
_DIFFERING = {
    "ja": "受付：10:00～18:00（土日－祝日を除く）",
    "zh-tw": "價格：100∕200元‧含稅",
}
_LATIN = "Read more about this topic in English: see the links below for details."

#: (encoding, language, CPython codec, with a differing page)
PAGES = [
    ("EUC-JP", "ja", "euc_jp", True),
    ("Big5", "zh-tw", "big5hkscs", True),
    ("ISO-2022-JP", "ja", "iso2022_jp", True),
    ("UTF-8", "ja", "utf-8", False),
    ("windows-1251", "ru", "cp1251", False),
    ("windows-1252", "fr", "cp1252", False),
    ("Shift_JIS", "ja", "cp932", False),
    ("EUC-KR", "ko", "cp949", False),
    ("GBK", "zh", "gbk", False),
    ("gb18030", "zh", "gb18030", False),
]
STREAMED = ["Shift_JIS", "GBK", "gb18030", "EUC-KR", "EUC-JP", "Big5", "ISO-2022-JP"]
SNIPPETS = ["UTF-8", "windows-1252", "Shift_JIS", "EUC-JP", "Big5", "GBK", "EUC-KR"]


def _encode(encoding: str, text: str) -> bytes:
    from webapi.encoding import encode_or_fail_chunks

    return b"".join(c for c in encode_or_fail_chunks(encoding, text) if isinstance(c, bytes))


def page(encoding: str, language: str, differing: bool, size: int = 100_000) -> bytes:
    """About ``size`` bytes of HTML in ``encoding``."""
    paragraphs = []
    total = 0
    i = 0
    while total < size:
        text = _TEXT[language]
        if differing and i % 4 == 0:
            text += _DIFFERING[language]
        html = f'<p class="text" id="p{i}"><a href="/item?id={i}">{text}</a> {_LATIN}</p>\n'
        paragraphs.append(html)
        total += len(html.encode("utf-8"))
        i += 1
    return _encode(encoding, "<!DOCTYPE html><html><body>\n" + "".join(paragraphs))


#: The characters of the varied pages per language: alphabets (each drawn as often as the
#: others), each the characters of byte blocks (every two-byte sequence of the given leads and
#: trails) of a legacy encoding's common-use part, decoded by the standard's decoder:
#: GB2312's level-1 hanzi (the 3,755 most used), Big5's frequently used characters (5,401),
#: JIS X 0208's level-1 kanji, and hiragana with katakana, KS X 1001's 2,350 Hangul syllables.
_VARIED_ALPHABETS = {
    "zh": (
        "GBK",
        (((range(0xB0, 0xD7), range(0xA1, 0xFF)), (range(0xD7, 0xD8), range(0xA1, 0xFA))),),
    ),
    "zh-tw": (
        "Big5",
        (
            (
                (range(0xA4, 0xC6), (*range(0x40, 0x7F), *range(0xA1, 0xFF))),
                (range(0xC6, 0xC7), range(0x40, 0x7F)),
            ),
        ),
    ),
    "ja": (
        "EUC-JP",
        (((range(0xB0, 0xD0), range(0xA1, 0xFF)),), ((range(0xA4, 0xA6), range(0xA1, 0xF4)),)),
    ),
    "ko": ("EUC-KR", (((range(0xB0, 0xC9), range(0xA1, 0xFF)),),)),
}
#: The encodings with a varied page (row "whole, varied" and, streamed, "varied").
VARIED = ["EUC-JP", "Shift_JIS", "Big5", "GBK", "gb18030", "EUC-KR"]


def varied_page(encoding: str, language: str, size: int = 100_000) -> bytes:
    """About ``size`` bytes of HTML in ``encoding``: :func:`page`'s markup around paragraphs
    of 40 characters drawn from :data:`_VARIED_ALPHABETS` (those ``encoding`` encodes)."""
    import random

    from webapi.encoding import TextDecoder, encode_or_fail_chunks

    rng = random.Random(f"varied {encoding}")
    label, blocks = _VARIED_ALPHABETS[language]
    decoder = TextDecoder(label)
    alphabets = []  # each alphabet's characters that ``encoding`` encodes
    for alphabet in blocks:
        data = bytes(
            b for leads, trails in alphabet for lead in leads for t in trails for b in (lead, t)
        )
        alphabets.append(
            [
                c
                for c in decoder.decode(data)
                if c != "\ufffd" and isinstance(encode_or_fail_chunks(encoding, c)[0], bytes)
            ]
        )
    paragraphs = []
    total = 0
    i = 0
    while total < size:
        chars = [rng.choice(rng.choice(alphabets)) for _ in range(40)]
        html = (
            f'<p class="text" id="p{i}"><a href="/item?id={i}">{"".join(chars)}</a> {_LATIN}</p>\n'
        )
        paragraphs.append(html)
        total += len(html.encode("utf-8"))
        i += 1
    return _encode(encoding, "<!DOCTYPE html><html><body>\n" + "".join(paragraphs))


def snippets(encoding: str, language: str, count: int = 200) -> list[bytes]:
    """``count`` pieces of about 200 bytes of a page, each cut after a ``>``."""
    data = page(encoding, language, False, 200 * count + 4000)
    out: list[bytes] = []
    start = 0
    while len(out) < count:
        end = data.find(b">", start + 200) + 1
        out.append(data[start:end])
        start = end
    return out


@dataclass
class DecodeResult:
    #: (row, encoding, webapi µs, codec µs)
    rows: list[tuple[str, str, float, float]]


def _chunks(data: bytes, size: int = 4096) -> list[bytes]:
    return [data[i : i + size] for i in range(0, len(data), size)]


def _time(runners: dict[str, Callable[[list[bytes]], object]], items: list[bytes], rounds: int,
          per: int) -> dict[str, float]:  # fmt: skip
    samples = interleaved_chunks(runners, items, rounds, chunk=2)
    return {name: median(s) / 1000 / per for name, s in samples.items()}


def _ours(decoder: Any) -> Callable[[list[bytes]], object]:
    return lambda part: [decoder.decode(x) for x in part]


def _theirs(codec: str) -> Callable[[list[bytes]], object]:
    return lambda part: [x.decode(codec, "replace") for x in part]


def run(rounds: int) -> DecodeResult:
    from webapi.encoding import TextDecoder

    codec_of = {e: c for e, _, c, _ in PAGES} | {"ISO-2022-JP": "iso2022_jp"}
    language_of = {e: lang for e, lang, _, _ in PAGES}
    rows: list[tuple[str, str, float, float]] = []
    for encoding, language, codec, has_differing in PAGES:
        for differing in (True, False) if has_differing else (False,):
            data = page(encoding, language, differing)
            decoder = TextDecoder(encoding)
            got = _time(
                {"webapi": _ours(decoder), "codec": _theirs(codec)},
                [data] * 4,
                rounds,
                4,
            )
            label = "whole, differing" if differing else "whole"
            rows.append((label, encoding, got["webapi"], got["codec"]))
    for encoding in VARIED:
        data = varied_page(encoding, language_of[encoding])
        got = _time(
            {"webapi": _ours(TextDecoder(encoding)), "codec": _theirs(codec_of[encoding])},
            [data] * 4,
            rounds,
            4,
        )
        rows.append(("whole, varied", encoding, got["webapi"], got["codec"]))
    streams = [(encoding, False) for encoding in STREAMED]
    streams += [(encoding, True) for encoding in VARIED]
    for encoding, varied in streams:
        codec = codec_of[encoding]
        differing = not varied and encoding in ("EUC-JP", "Big5", "ISO-2022-JP")
        language = language_of.get(encoding, "ja")
        data = varied_page(encoding, language) if varied else page(encoding, language, differing)
        pieces = _chunks(data)

        def text_decoder(part: list[bytes], e: str = encoding, p: list[bytes] = pieces) -> None:
            for _ in part:
                d = TextDecoder(e)
                for x in p:
                    d.decode(x, stream=True)
                d.decode()

        def incremental(name: str, p: list[bytes] = pieces) -> Callable[[list[bytes]], None]:
            factory = codecs.getincrementaldecoder(name)

            def go(part: list[bytes]) -> None:
                for _ in part:
                    d = factory("replace")
                    for x in p:
                        d.decode(x)
                    d.decode(b"", True)

            return go

        runners: dict[str, Callable[[list[bytes]], object]] = {
            "TextDecoder": text_decoder,
            "codec": incremental(codec),
        }
        if not varied:
            runners["whatwg"] = incremental("whatwg-" + encoding)
        got = _time(runners, [b""] * 4, rounds, 4)
        suffix = ", differing" if differing else ", varied" if varied else ""
        rows.append((f"streamed 4 KB, TextDecoder{suffix}", encoding, got["TextDecoder"],
                     got["codec"]))  # fmt: skip
        if not varied:
            rows.append((f"streamed 4 KB, whatwg-{suffix}", encoding, got["whatwg"], got["codec"]))
    for encoding in SNIPPETS:
        codec = codec_of[encoding]
        items = snippets(encoding, language_of[encoding])
        decoder = TextDecoder(encoding)
        got = _time(
            {"webapi": _ours(decoder), "codec": _theirs(codec)},
            items,
            rounds,
            len(items),
        )
        rows.append(("200 B snippet", encoding, got["webapi"], got["codec"]))
    return DecodeResult(rows)


def report(result: DecodeResult) -> str:
    header = ["row", "encoding", "webapi µs", "codec µs", "webapi / codec"]
    body = [
        [row, encoding, fmt(ours, 1), fmt(codec, 1), fmt(ratio(ours, codec), 2, "x")]
        for row, encoding, ours, codec in result.rows
    ]
    return (
        "Decoding (#33 item 4; per page of ~100 KB or per 200 B snippet; < 1: webapi faster)\n"
        + table(header, body)
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(report(run(args.rounds)))
