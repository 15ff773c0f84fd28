"""HTML's encoding sniffing (``webapi.html.sniff_encoding``, ``prescan``, ``decode_html``):
html5lib-tests' encoding cases, and the spec's steps one by one.

html5lib-tests is found by ``wpt.html5lib`` (``$HTML5LIB_TESTS``, else
``../shared/html5lib-tests`` beside the repository, else a download checked against the pinned
sha256); without it those tests skip with a message.
"""

from __future__ import annotations

import pytest

import wpt.html5lib
from tests._sample import sampled
from webapi.encoding import get_encoding
from webapi.html import (
    decode_html,
    encoding_parse_and_serialize,
    extract_encoding_from_meta,
    prescan,
    resolve,
    sniff_encoding,
)
from wpt.data import WPTDataError

#: Why the html5lib cases are missing, when they are.
MISSING: list[str] = []


def _cases() -> list[tuple[str, bytes, str]]:
    """The cases of html5lib-tests' encoding files (the scripted one needs a script engine)."""
    cases = []
    for name in wpt.html5lib.names("encoding", ".dat"):
        if name.startswith("encoding/scripted/"):
            continue
        try:
            data = wpt.html5lib.read_verified(name)
        except WPTDataError as reason:
            MISSING.append(str(reason))
            return []
        for number, block in enumerate(data.split(b"#data\n")[1:]):
            text, _, expected = block.partition(b"#encoding\n")
            text = text.removesuffix(b"\n")
            label = expected.split(b"\n")[0].decode()
            cases.append((f"{name.removeprefix('encoding/')}-{number}", text, label))
    return cases


CASES = _cases()


def test_html5lib_encoding_tests_are_there() -> None:
    if not CASES:
        pytest.skip(f"html5lib-tests not available: {MISSING[0] if MISSING else 'no files'}")
    assert len(CASES) == 82


@pytest.mark.parametrize(("name", "data", "expected"), CASES, ids=[c[0] for c in CASES])
@sampled()
def test_html5lib_encoding_case(name: str, data: bytes, expected: str) -> None:
    assert decode_html(data).encoding == get_encoding(expected)
    sniffed = sniff_encoding(data)
    if len(data) <= 1024:  # the cases past 1,024 bytes need the tokenizer's late <meta>
        assert sniffed.encoding == get_encoding(expected)


def test_order_bom_then_transport_then_prescan_then_default() -> None:
    meta = b'<meta charset="iso-8859-2">'
    assert sniff_encoding(b"\xef\xbb\xbf" + meta, "text/html; charset=gbk") == ("UTF-8", "certain")
    assert sniff_encoding(b"\xff\xfe" + meta) == ("UTF-16LE", "certain")
    assert sniff_encoding(meta, "text/html; charset=gbk") == ("GBK", "certain")
    assert sniff_encoding(meta, "text/html; charset=nonsense") == ("ISO-8859-2", "tentative")
    assert sniff_encoding(meta, "text/html") == ("ISO-8859-2", "tentative")
    assert sniff_encoding(b"<p>", None) == ("windows-1252", "tentative")
    assert sniff_encoding(b"<p>", None, default="shift_jis") == ("Shift_JIS", "tentative")
    # Fetch's extract a MIME type: the last valid type, charset carried over for one essence
    assert sniff_encoding(b"", 'text/html;charset="euc-kr"').encoding == "EUC-KR"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b'<meta charset="utf-8">', "UTF-8"),
        (b"<META CHARSET=KOI8-R>", "KOI8-R"),
        (b'<meta http-equiv="Content-Type" content="text/html; charset=euc-jp">', "EUC-JP"),
        (b'<meta content="text/html; charset=euc-jp">', None),  # needs the pragma
        (b'<meta content="charset=big5" http-equiv=content-type>', "Big5"),
        (b'<meta charset="utf-16le">', "UTF-8"),
        (b'<meta charset="x-user-defined">', "windows-1252"),
        (b'<meta charset="nonsense"><meta charset="gbk">', "GBK"),
        (b'<meta charset="gbk" charset="big5">', "GBK"),  # first attribute of a name wins
        (b'<!-- <meta charset="gbk"> --><meta charset="big5">', "Big5"),
        (b'<!--><meta charset="gbk">', "GBK"),
        (b'<title x="<meta charset=gbk>">', None),  # inside an attribute value
        (b"<?php <meta charset=gbk> ?><meta charset=big5>", "Big5"),  # "<?" ends at a ">"
        (b"<meta/charset=gbk>", "GBK"),
        (b"<metacharset=gbk>", None),
        (b'<meta charset="gbk', None),  # ran out of bytes
        (b"<meta charset = ' gbk '>", "GBK"),
    ],
)
def test_prescan(head: bytes, expected: str | None) -> None:
    assert prescan(head) == expected


def test_prescan_reads_1024_bytes() -> None:
    meta = b"<meta charset=gbk>"
    assert prescan(b" " * (1024 - len(meta)) + meta) == "GBK"
    assert prescan(b" " * (1025 - len(meta)) + meta) is None
    assert prescan(b" " * 2000 + meta, None) == "GBK"


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("text/html; charset=utf-8", "UTF-8"),
        ("text/html;charset = 'shift_jis'", "Shift_JIS"),
        ('charset="gbk', None),
        ("charsetcharset=big5", "Big5"),
        ("charset", None),
        ("charset=", None),
        ("CHARSET=koi8-r;x", "KOI8-R"),
    ],
)
def test_extract_encoding_from_meta(content: str, expected: str | None) -> None:
    assert extract_encoding_from_meta(content) == expected


def test_decode_html_and_one_call_chain_to_links() -> None:
    page = '<meta charset="shift_jis"><a href="?q=日本">'.encode("cp932")
    document = decode_html(page)
    assert document.text == '<meta charset="shift_jis"><a href="?q=日本">'
    assert document.encoding == "Shift_JIS"
    assert resolve("?q=日本", "https://example.com/", encoding=document) == (
        "https://example.com/?q=%93%FA%96{"
    )
    sniffed = sniff_encoding(page)
    assert encoding_parse_and_serialize("?q=日本", "https://example.com/", sniffed) == (
        "https://example.com/?q=%93%FA%96{"
    )
    assert decode_html(b"\xef\xbb\xbfcaf\xc3\xa9").text == "caf\xe9"
    late = b"<p>" + b"x" * 2000 + b'<meta charset="koi8-r">\xc1'
    assert decode_html(late) == (late[:-1].decode("ascii") + "\u0430", "KOI8-R")
    assert decode_html(b"\xff\xfe<\x00p\x00") == ("<p", "UTF-16LE")


def test_results_are_shared_and_their_cache_is_bounded_in_bytes() -> None:
    from webapi.html.parsing import _encoding_sniffing

    first = sniff_encoding(b"<meta charset=koi8-r>")
    assert first == ("KOI8-R", "tentative")
    assert sniff_encoding(b"<meta charset=koi8-r>") is first
    cache = _encoding_sniffing._RESULTS
    assert cache.entries[("KOI8-R", "tentative")] is first
    # every encoding and both confidences stay within the budget
    for encoding in {get_encoding(label) for label in ("utf-8", "gbk", "big5", "koi8-r")}:
        for confidence in ("certain", "tentative"):
            assert encoding is not None
            _encoding_sniffing._result(encoding, confidence)  # type: ignore[arg-type]
    assert 0 < cache.size <= cache.budget


def test_the_transport_layers_answers_are_remembered_within_a_budget() -> None:
    """A Content-Type value's encoding (Fetch's "legacy extract an encoding" of the MIME type
    extracted from it) is worked out once: the same answer cold and warm, for the
    web-platform-tests MIME types as header values; a ``str`` subclass is read as its text;
    the cache holds at most its budget."""
    from webapi.fetch import extract_mime_type, legacy_extract_an_encoding
    from webapi.html.parsing import _encoding_sniffing
    from wpt.testing import data_cases

    cached = _encoding_sniffing._transport_encoding
    values = [
        case["input"]
        for case in data_cases("mimesniff/mime-types.json")
        if isinstance(case, dict) and all(ord(c) < 0x100 for c in case["input"])
    ] + ["text/html;charset=gbk", "text/plain; CHARSET=Shift_JIS", "text/html;charset=x"]
    for value in values:
        expected = legacy_extract_an_encoding(extract_mime_type([("Content-Type", value)]), "")
        cached.cache_clear()
        cold = sniff_encoding(b"<p>", value)
        assert sniff_encoding(b"<p>", value) == cold  # warm
        assert (cold.encoding if cold.confidence == "certain" else "") == expected, value

    class Odd(str):
        def lower(self) -> str:  # type: ignore[override]
            return "charset"

    cached.cache_clear()
    assert sniff_encoding(b"<p>", Odd("text/html")) == ("windows-1252", "tentative")
    assert sniff_encoding(b"<p>", "text/html") == ("windows-1252", "tentative")
    for n in range(20_000):
        cached(f"text/html;charset=x{n}")
    assert 0 < cached.cache.size <= cached.cache.budget
