"""End to end: webapi's decoders and HTML encoding sniffing against Chromium's own (Debian's
/usr/bin/chromium, headless, through Playwright).

- ``TextDecoder``: a sample of the byte sequences the @exodus/bytes differential generates, for
  every encoding, decoded whole and streamed in up to four pieces (each call's output compared),
  in replacement and fatal mode;
- sniffing: documents served over loopback with chosen ``Content-Type`` headers (heads built
  from the sniffing differential's pieces, XML declarations included, some past the prescan's
  1,024 bytes, some with a byte order mark), where Chromium's ``document.characterSet`` must be what
  :func:`webapi.html.decode_html` says, and the text of a ``<plaintext>`` element (everything
  after it, unparsed) what it decodes, where the head left one to find.

Chromium may differ only where :data:`CHROMIUM_DEPARTURES` names the case (documented in
docs/browsers.md), and each named case must still differ.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from oracles.chromium import browser as chromium_browser
from oracles.chromium import evaluate, serve

pytestmark = pytest.mark.needs_subprocess

REPO = Path(__file__).resolve().parents[2]

DECODE_FUNCTION = r"""(cases) => cases.map(([label, hex, cuts, fatal]) => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(2 * i, 2), 16);
  try {
    const whole = new TextDecoder(label, {fatal}).decode(bytes);
    const decoder = new TextDecoder(label, {fatal});
    const calls = [];
    let previous = 0;
    for (const cut of cuts) {
      calls.push(decoder.decode(bytes.subarray(previous, cut), {stream: true}));
      previous = cut;
    }
    calls.push(decoder.decode(bytes.subarray(previous)));
    return [whole, calls];
  } catch (e) {
    return [e.name];
  }
})"""

#: The text after ``<plaintext>`` is the document's text as decoded (no markup parsed).
TEXT_FUNCTION = r"""() => {
  const plaintext = document.querySelector('plaintext');
  return [document.characterSet, plaintext ? plaintext.textContent : null];
}"""

#: (kind, case) -> how Chromium 156 departs from the standard there (docs/browsers.md).
CHROMIUM_DEPARTURES: dict[tuple[str, str], str] = {}

#: docs/browsers.md's name for what Chromium does where nothing labels a document (no byte order
#: mark, no usable transport charset, no <meta> found): it guesses from the bytes, which the HTML
#: Standard allows ("optionally, autodetect"); webapi takes the default, as the standard's
#: other branch does, so the two may differ there and only there.
AUTODETECT = "chromium-encoding-autodetect"

#: docs/browsers.md's name for Chromium's ISO-2022-JP decoder dropping a byte 0x80-0xFF that
#: follows ESC $ or ESC ( (the standard's escape state prepends it again: one more error).
ISO_2022_JP_ESCAPE = "chromium-iso-2022-jp-escape-drops-byte"
_ESCAPE_THEN_HIGH_BYTE = re.compile(rb"(?<=\x1b[$(])[\x80-\xff]")


def _iso_2022_jp_escape_explains(label: str, hex_data: str, fatal: bool, theirs: object) -> bool:
    """Whether :data:`ISO_2022_JP_ESCAPE` accounts for the difference: the data has such a
    byte, and without those bytes webapi decodes the whole as Chromium did."""
    data = bytes.fromhex(hex_data)
    if label != "ISO-2022-JP" or not _ESCAPE_THEN_HIGH_BYTE.search(data):
        return False
    if fatal:  # the invalid escape is an error either way
        return theirs == ["TypeError"]
    from webapi import TextDecoder

    dropped = _ESCAPE_THEN_HIGH_BYTE.sub(b"", data)
    return isinstance(theirs, list) and TextDecoder(label).decode(dropped) == theirs[0]


def _decode_cases(per_encoding: int, seed: int) -> list[tuple[str, str, list[int], bool]]:
    from tests.encoding.test_differential_exodus import NAMES, generate

    rng = random.Random(seed)
    cases = []
    for name in [*NAMES, "replacement"]:
        label = "iso-2022-kr" if name == "replacement" else name
        for _ in range(per_encoding):
            data = generate(name if name != "replacement" else "UTF-8", rng)
            cuts = sorted(rng.sample(range(len(data) + 1), min(3, len(data) + 1)))
            cases.append((label, data.hex(), cuts, rng.random() < 0.25))
    return cases


def _decode_ours(label: str, hex_data: str, cuts: list[int], fatal: bool) -> list[object]:
    """The whole decode and each streaming call's output (or the error's name)."""
    from webapi import TextDecoder

    data = bytes.fromhex(hex_data)
    try:
        whole = TextDecoder(label, {"fatal": fatal}).decode(data)
        decoder = TextDecoder(label, {"fatal": fatal})
        pieces, previous = [], 0
        for cut in cuts:
            pieces.append(decoder.decode(data[previous:cut], {"stream": True}))
            previous = cut
        pieces.append(decoder.decode(data[previous:]))
    except TypeError:
        return ["TypeError"]
    except ValueError:  # RangeError
        return ["RangeError"]
    return [whole, pieces]


_BODY_TEXT = "caf\u00e9 \u20ac \u65e5\u672c \u0416 \u00a5 ~"


def _documents(count: int, seed: int) -> dict[str, tuple[bytes, str | None]]:
    from tests.encoding.test_differential_exodus import _BOMS, _HEAD_PIECES, _XML_PIECES

    rng = random.Random(seed)
    transports = [None, None, "text/html", "text/html;charset=gbk", "text/html;charset=utf-8",
                  "text/html;charset=nonsense", "text/html;charset=utf-16",
                  "text/html;charset=shift_jis", "text/html; charset=\"koi8-r\""]  # fmt: skip
    body_encodings = ["utf-8", "gbk", "shift_jis", "koi8-r", "windows-1252", "euc-kr"]
    documents = {}
    for index in range(count):
        pieces = _HEAD_PIECES + [p for p in _XML_PIECES if p.isprintable()]
        head = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 14)))
        if rng.random() < 0.3:  # HTML's "get an XML encoding" reads the declaration
            head = "<?xml" + head
        if rng.random() < 0.15:  # a <meta> only the tokenizer finds (past 1,024 bytes)
            head = "<!--" + "x" * rng.randrange(1000, 1100) + "-->" + head
        body_encoding = rng.choice(body_encodings)
        body = _BODY_TEXT.encode(body_encoding, "replace")
        data = head.encode("ascii") + b"><body><plaintext>" + body
        if rng.random() < 0.1:
            data = rng.choice(_BOMS) + data
        documents[f"/{index}"] = (data, rng.choice(transports))
    return documents


def _sniff_ours(data: bytes, content_type: str | None) -> list[str | None]:
    from webapi.html import decode_html

    text, encoding = decode_html(data, content_type)
    marker = text.find("<plaintext>")
    body = None if marker < 0 else text[marker + len("<plaintext>") :]
    return [encoding, body]


def test_chromium_text_decoder_agrees_except_its_documented_departures() -> None:
    cases = _decode_cases(12, seed=21)
    theirs = evaluate(DECODE_FUNCTION, [list(case) for case in cases])
    differences = {}
    escapes = 0
    for case, expected in zip(cases, theirs, strict=True):
        mine = _decode_ours(*case)
        if mine != expected and _iso_2022_jp_escape_explains(case[0], case[1], case[3], expected):
            escapes += 1
        elif mine != expected:
            differences[("decode", repr(case))] = (mine, expected)
    unexplained = {key: diff for key, diff in differences.items() if key not in CHROMIUM_DEPARTURES}
    assert list(unexplained.items())[:5] == []
    assert len(cases) >= 12 * 40
    assert escapes < len(cases) // 50
    assert ISO_2022_JP_ESCAPE in (REPO / "docs" / "browsers.md").read_text("utf-8")


def test_chromium_iso_2022_jp_drops_a_high_byte_after_an_escape() -> None:
    """The class still occurs: ``ESC $`` then ``ED`` is an error, ``$`` and an error in the
    standard (the escape state prepends both bytes), ``\ufffd$`` in Chromium."""
    cases = ["1b24ed", "1b2880", "1b24ed41", "1b2441"]
    theirs = evaluate(
        "(cases) => cases.map(h => new TextDecoder('iso-2022-jp').decode("
        "new Uint8Array(h.match(/../g).map(x => parseInt(x, 16)))))",
        cases,
    )
    from webapi import TextDecoder

    ours = [TextDecoder("iso-2022-jp").decode(bytes.fromhex(c)) for c in cases]
    assert ours == ["\ufffd$\ufffd", "\ufffd(\ufffd", "\ufffd$\ufffdA", "\ufffd$A"]
    assert theirs == ["\ufffd$", "\ufffd(", "\ufffd$A", "\ufffd$A"]


@pytest.mark.slow  # 150 page loads, about 15 s
def test_chromium_document_character_set_agrees() -> None:
    documents = _documents(150, seed=22)
    answers: dict[str, Any] = {}
    with chromium_browser() as browser, serve(documents) as origin:
        page = browser.new_page()
        for path in documents:
            page.goto(origin + path)
            answers[path] = page.evaluate(TEXT_FUNCTION)
    differences = {}
    autodetected = 0
    for path, (data, content_type) in documents.items():
        encoding, body = _sniff_ours(data, content_type)
        their_encoding, their_body = answers[path]
        if their_body is None:  # the head's markup left no <plaintext> element
            body = None
        if encoding != their_encoding and _unlabelled(data, content_type):
            # Chromium guessed; decoded as it guessed, the text must still be the same.
            autodetected += 1
            encoding, body = _sniff_ours(data, f"text/html;charset={their_encoding}")
            body = None if their_body is None else body
        mine = [encoding, body]
        if mine != [their_encoding, their_body]:
            differences[("sniff", repr((data, content_type)))] = (mine, answers[path])
    unexplained = {key: diff for key, diff in differences.items() if key not in CHROMIUM_DEPARTURES}
    assert list(unexplained.items())[:5] == []
    assert autodetected < len(documents) // 2
    assert AUTODETECT in (REPO / "docs" / "browsers.md").read_text("utf-8")


def _unlabelled(data: bytes, content_type: str | None) -> bool:
    """Nothing labels ``data``: webapi's answer is the default, tentative, with no <meta>
    anywhere in the document (where Chromium may autodetect: :data:`AUTODETECT`)."""
    from webapi.html import prescan, sniff_encoding

    result = sniff_encoding(data, content_type)
    return result.confidence == "tentative" and prescan(data, None) is None
