"""Every decoder against jsdom's ``TextDecoder`` (the npm package ``@exodus/bytes``, in the
pinned Node 26 of ``oracles/``), and HTML's encoding sniffing against the npm package
``html-encoding-sniffer`` 7 (pinned there too), on generated inputs.

Byte sequences per encoding: random bytes, runs of the encoding's own valid sequences (the
encoder's output), truncations, invalid trailing bytes (UTF-8's boundary bytes after E0, ED, F0,
F4 among them), ISO-2022-JP escapes, byte order marks; each is decoded whole and in streamed
pieces, and each streaming call's output must be the package's (not only their concatenation).
No difference is allowed. The default run checks about 2,000 sequences and every UTF-8 byte
pair split call by call; the slow tier 1,000,000 sequences. Sniffing: heads of ``<meta>``s,
XML declarations (HTML's "get an XML encoding"), UTF-16 ``<?x``, byte order marks and
transport charsets; 2,000 in the default run, 100,000 in the slow tier, no difference.
"""

from __future__ import annotations

import random

import pytest

import wpt.encoding
from webapi import TextDecoder
from webapi.encoding import encode_or_fail_chunks
from webapi.html import sniff_encoding

pytestmark = pytest.mark.needs_subprocess

NAMES = [
    e["name"]
    for group in wpt.encoding.encodings()
    for e in group["encodings"]
    if e["name"] != "replacement"
]

DECODE_FUNCTION = r"""(cases) => {
  const ExodusTextDecoder = require('@exodus/bytes/encoding.js').TextDecoder;
  return cases.map(([label, hex, cuts]) => {
    const bytes = Uint8Array.from(Buffer.from(hex, 'hex'));
    const whole = new ExodusTextDecoder(label).decode(bytes);
    const decoder = new ExodusTextDecoder(label);
    const calls = [];
    let previous = 0;
    for (const cut of cuts) {
      calls.push(decoder.decode(bytes.subarray(previous, cut), { stream: true }));
      previous = cut;
    }
    calls.push(decoder.decode(bytes.subarray(previous)));
    return [whole, calls];
  });
}"""

SNIFF_FUNCTION = r"""(cases) => {
  const sniff = require('html-encoding-sniffer');
  return cases.map(([hex, transport]) => {
    const options = transport === null ? {} : { transportLayerEncodingLabel: transport };
    try {
      return sniff(Uint8Array.from(Buffer.from(hex, 'hex')), options);
    } catch (e) {
      return { crash: String(e) };
    }
  });
}"""

_SAMPLE_TEXT = (
    "aZ~\\\u00a5\u203e\u00e9\u20ac\u3042\u30a2\uff71\u65e5\u672c\u4e2d\ud55c\u0416\u05d0"
    "\U00020000\ue5e5"
)


def _valid_bytes(name: str, rng: random.Random) -> bytes:
    text = "".join(rng.choice(_SAMPLE_TEXT) for _ in range(rng.randrange(1, 6)))
    if name in ("UTF-16BE", "UTF-16LE"):
        return text.encode("utf-16-be" if name == "UTF-16BE" else "utf-16-le")
    return b"".join(c for c in encode_or_fail_chunks(name, text) if isinstance(c, bytes))


_ESCAPES = [b"\x1b(B", b"\x1b(J", b"\x1b(I", b"\x1b$@", b"\x1b$B", b"\x1b", b"\x1b(", b"\x1b$"]
_BOMS = [b"\xef\xbb\xbf", b"\xfe\xff", b"\xff\xfe"]
#: Trailing bytes: ASCII, never valid, and the ends of UTF-8's boundaries after E0, ED, F0, F4.
_LEADS = (0xE0, 0xED, 0xF0, 0xF4)
_TRAILING = (0x00, 0x30, 0x41, 0x7F, 0xFF, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF)


def generate(name: str, rng: random.Random) -> bytes:
    pieces = []
    for _ in range(rng.randrange(1, 5)):
        kind = rng.random()
        if kind < 0.35:
            pieces.append(_valid_bytes(name, rng))
        elif kind < 0.55:
            valid = _valid_bytes(name, rng)
            pieces.append(valid[: rng.randrange(len(valid) + 1)])  # a truncation
        elif kind < 0.75:
            pieces.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 5))))
        elif kind < 0.85:
            pieces.append(rng.choice(_ESCAPES))
        elif kind < 0.9:
            pieces.append(rng.choice(_BOMS))
        else:  # a leading byte then an ASCII, invalid or boundary trailing byte
            lead = rng.choice(_LEADS) if rng.random() < 0.3 else rng.randrange(0x80, 0x100)
            pieces.append(bytes((lead, rng.choice(_TRAILING))))
    return b"".join(pieces)


def _node(function: str, payload: object) -> list[object]:
    from oracles import node26_evaluate

    result: list[object] = node26_evaluate(function, payload, timeout=1200)
    return result


def _ours(name: str, data: bytes, cuts: list[int]) -> tuple[str, list[str]]:
    """The whole decode, and the output of each call of a streamed one (each call's output
    must be the standard's, not only their concatenation)."""
    whole = TextDecoder(name).decode(data)
    decoder = TextDecoder(name)
    calls, previous = [], 0
    for cut in cuts:
        calls.append(decoder.decode(data[previous:cut], {"stream": True}))
        previous = cut
    calls.append(decoder.decode(data[previous:]))
    return whole, calls


def compare_decoders(per_encoding: int, seed: int) -> int:
    rng = random.Random(seed)
    cases = []
    for name in NAMES:
        for _ in range(per_encoding):
            data = generate(name, rng)
            cuts = sorted(rng.sample(range(len(data) + 1), min(rng.randrange(1, 5), len(data) + 1)))
            cases.append((name, data, cuts))
    differences = []
    batch = 50_000
    for start in range(0, len(cases), batch):
        chunk = cases[start : start + batch]
        theirs = _node(DECODE_FUNCTION, [(n, d.hex(), c) for n, d, c in chunk])
        for (name, data, cuts), expected in zip(chunk, theirs, strict=True):
            if list(_ours(name, data, cuts)) != expected:
                differences.append((name, data, cuts, expected))
    assert differences == [], differences[:10]
    return len(cases)


def test_decoders_against_exodus_bytes() -> None:
    assert compare_decoders(50, 1) == 50 * len(NAMES)


@pytest.mark.slow
def test_utf8_every_two_bytes_split_between_them_call_by_call() -> None:
    """Each call's output, not only the whole: ``ED`` then ``A0`` in two streaming calls is
    ``["", "\ufffd\ufffd", ""]`` (the error comes when ``A0`` is read)."""
    cases = [
        ("UTF-8", bytes((lead, trail)), [1, 2])
        for lead in range(0xC0, 0x100)
        for trail in range(256)
    ]
    theirs = _node(DECODE_FUNCTION, [(n, d.hex(), c) for n, d, c in cases])
    differences = [
        (data, expected)
        for (name, data, cuts), expected in zip(cases, theirs, strict=True)
        if list(_ours(name, data, cuts)) != expected
    ]
    assert differences == [], differences[:10]
    assert ["\ufffd\ufffd", ["", "\ufffd\ufffd", ""]] in theirs  # @exodus/bytes' answer for ED A0


@pytest.mark.slow
def test_decoders_against_exodus_bytes_a_million() -> None:
    assert compare_decoders(25_700, 2) >= 1_000_000


_HEAD_PIECES = [
    "<meta", " charset=", "charset", "=", '"', "'", "utf-8", "gbk", "shift_jis", "utf-16le",
    "x-user-defined", "nonsense", " http-equiv=content-type", " content=", "text/html;",
    ">", "<!--", "-->", "<!", "<?", "</", "<a", "<p ", " ", "\t", "/", "CHARSET", "META",
    "euc-kr", "koi8-r", "x", ";",
]  # fmt: skip

#: Pieces of XML declarations (HTML's "get an XML encoding" reads them when no <meta> names
#: an encoding): the names, "=", quotes, spaces and control bytes, UTF-16 labels.
_XML_PIECES = [
    "<?xml", " version='1.0'", ' version="1.0"', " encoding", "encoding=", "Encoding=", "?>",
    "iso-8859-2", "utf-16", "utf-16be", "x-user-defined", " standalone='yes'", "\x01", "\x0b",
    ' encoding="iso-8859-2"', " encoding='koi8-r'", ' encoding="utf-16"', " encoding = 'gbk' ",
    ' encoding="x-user-defined"', ' encoding="shift_jis"?>',
]  # fmt: skip


def _sniffer_version() -> str:
    """The installed html-encoding-sniffer's version (this comparison needs 7: 6 reads no XML
    declaration)."""
    from oracles import node26, node26_package_version

    node26()
    return node26_package_version("html-encoding-sniffer")


def generate_head(rng: random.Random) -> bytes:
    """A document's first bytes: markup pieces, in one case in three after ``<?xml``; now
    and then in UTF-16 (where the prescan's step 2 looks for ``<?x``), cut off, after a byte
    order mark or past the 1,024 bytes the ``<meta>`` prescan reads."""
    pieces = _HEAD_PIECES + _XML_PIECES
    head = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 14)))
    if rng.random() < 0.3:
        head = "<?xml" + head
    kind = rng.random()
    if kind < 0.05:
        data = head.encode("utf-16-le")
    elif kind < 0.1:
        data = head.encode("utf-16-be")
    else:
        data = head.encode("ascii")
    if rng.random() < 0.05:
        data = data[: rng.randrange(len(data) + 1)]
    if rng.random() < 0.1:
        data = rng.choice(_BOMS) + data
    if rng.random() < 0.05:
        cut = rng.randrange(len(data) + 1)
        data = data[:cut] + b" " * rng.randrange(990, 1030) + data[cut:]
    return data


def compare_sniffers(count: int, seed: int) -> int:
    """``sniff_encoding`` against html-encoding-sniffer 7 on ``count`` generated heads, each
    with no ``Content-Type``, a charset, an unknown label or UTF-16 (which the transport layer
    keeps): no difference at all."""
    version = _sniffer_version()
    if not version.startswith("7."):
        pytest.skip(
            f"html-encoding-sniffer {version} installed: run `npm ci --prefix oracles/node`"
        )
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        transport = rng.choice([None, None, None, "gbk", "nonsense", "utf-16"])
        cases.append((generate_head(rng), transport))
    theirs: list[object] = []
    for start in range(0, len(cases), 10_000):
        chunk = cases[start : start + 10_000]
        theirs += _node(SNIFF_FUNCTION, [(d.hex(), t) for d, t in chunk])
    differences = []
    for (data, transport), expected in zip(cases, theirs, strict=True):
        content_type = None if transport is None else f"text/html;charset={transport}"
        ours = sniff_encoding(data, content_type).encoding
        if ours != expected:
            differences.append((data, transport, ours, expected))
    assert differences == [], differences[:10]
    return len(cases)


def test_sniffing_against_html_encoding_sniffer() -> None:
    assert compare_sniffers(2_000, 3) == 2_000


@pytest.mark.slow
def test_sniffing_against_html_encoding_sniffer_slow() -> None:
    assert compare_sniffers(100_000, 4) == 100_000
