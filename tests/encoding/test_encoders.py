"""The Encoding Standard parts the URL Standard uses (https://encoding.spec.whatwg.org/):
labels, output encodings, and each legacy encoder's code points that differ from a plain
reading of CPython's codecs."""

from __future__ import annotations

import subprocess
import sys
import unicodedata

import pytest

from tests._sample import sampled
from webapi.encoding import (
    _encoders_iso_2022_jp,
    encode_or_fail_chunks,
    get_encoding,
    get_output_encoding,
)
from webapi.url._percent import (
    APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
    SPECIAL_QUERY_PERCENT_ENCODE_SET,
    percent_encode_after_encoding,
)

NAMES = [
    "UTF-8", "IBM866", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6",
    "ISO-8859-7", "ISO-8859-8", "ISO-8859-8-I", "ISO-8859-10", "ISO-8859-13", "ISO-8859-14",
    "ISO-8859-15", "ISO-8859-16", "KOI8-R", "KOI8-U", "macintosh", "windows-874",
    "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254",
    "windows-1255", "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic", "GBK",
    "gb18030", "Big5", "EUC-JP", "ISO-2022-JP", "Shift_JIS", "EUC-KR", "replacement",
    "UTF-16BE", "UTF-16LE", "x-user-defined",
]  # fmt: skip
WITHOUT_ENCODER = {"replacement", "UTF-16BE", "UTF-16LE"}


# --- get an encoding ----------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_every_name_lowercased_is_a_label(name: str) -> None:
    # "For each encoding, ASCII-lowercasing its name yields one of its labels."
    assert get_encoding(name.lower()) == name
    assert get_encoding(name) == name


@pytest.mark.parametrize(
    ("label", "name"),
    [
        ("unicode-1-1-utf-8", "UTF-8"),
        ("unicode11utf8", "UTF-8"),
        ("x-unicode20utf8", "UTF-8"),
        ("866", "IBM866"),
        ("iso_8859-2:1987", "ISO-8859-2"),
        ("l3", "ISO-8859-3"),
        ("cyrillic", "ISO-8859-5"),
        ("asmo-708", "ISO-8859-6"),
        ("iso-8859-6-i", "ISO-8859-6"),
        ("sun_eu_greek", "ISO-8859-7"),
        ("visual", "ISO-8859-8"),
        ("iso-8859-8-e", "ISO-8859-8"),
        ("logical", "ISO-8859-8-I"),
        ("csiso88598i", "ISO-8859-8-I"),
        ("latin6", "ISO-8859-10"),
        ("iso885913", "ISO-8859-13"),
        ("l9", "ISO-8859-15"),
        ("koi", "KOI8-R"),
        ("koi8_r", "KOI8-R"),
        ("koi8-ru", "KOI8-U"),
        ("x-mac-roman", "macintosh"),
        ("tis-620", "windows-874"),
        ("iso-8859-11", "windows-874"),
        ("x-cp1250", "windows-1250"),
        ("ascii", "windows-1252"),
        ("us-ascii", "windows-1252"),
        ("latin1", "windows-1252"),
        ("iso-8859-1", "windows-1252"),
        ("ansi_x3.4-1968", "windows-1252"),
        ("iso-8859-9", "windows-1254"),
        ("latin5", "windows-1254"),
        ("x-mac-ukrainian", "x-mac-cyrillic"),
        ("gb2312", "GBK"),
        ("chinese", "GBK"),
        ("x-gbk", "GBK"),
        ("big5-hkscs", "Big5"),
        ("x-x-big5", "Big5"),
        ("cseucpkdfmtjapanese", "EUC-JP"),
        ("csiso2022jp", "ISO-2022-JP"),
        ("ms932", "Shift_JIS"),
        ("windows-31j", "Shift_JIS"),
        ("sjis", "Shift_JIS"),
        ("windows-949", "EUC-KR"),
        ("ks_c_5601-1987", "EUC-KR"),
        ("hz-gb-2312", "replacement"),
        ("iso-2022-kr", "replacement"),
        ("iso-2022-cn-ext", "replacement"),
        ("unicodefffe", "UTF-16BE"),
        ("utf-16", "UTF-16LE"),
        ("unicode", "UTF-16LE"),
        ("ucs-2", "UTF-16LE"),
    ],
)
def test_labels(label: str, name: str) -> None:
    assert get_encoding(label) == name


def test_label_whitespace_and_case() -> None:
    assert get_encoding("\t\n\f\r utf-8 \r\n\f\t") == "UTF-8"
    assert get_encoding("  SHIFT_jis ") == "Shift_JIS"
    assert get_encoding("Windows-1252") == "windows-1252"
    assert get_encoding("LATIN1") == "windows-1252"


@pytest.mark.parametrize(
    "label",
    [
        "",
        " ",
        "\vutf-8",  # U+000B is not ASCII whitespace
        "\u00a0utf-8",
        "utf-8\x00",
        "utf 8",
        "utf-7",
        "latin-1",
        "cp932",
        "iso-8859-12",
        "\u212aoi8-r",  # KELVIN SIGN: only ASCII letters are case-folded
        "\u0130so-8859-2",  # LATIN CAPITAL LETTER I WITH DOT ABOVE
    ],
)
def test_labels_that_fail(label: str) -> None:
    assert get_encoding(label) is None


def test_get_output_encoding() -> None:
    for name in NAMES:
        expected = "UTF-8" if name in WITHOUT_ENCODER else name
        assert get_output_encoding(name) == expected


# --- the encoders -------------------------------------------------------------------------

# (encoding, code point, its bytes or None for "error with code point")
CODE_POINTS: list[tuple[str, int, bytes | None]] = [
    # Shift_JIS: U+0080, ¥, ‾ and U+2212 are special-cased; index Shift_JIS pointer skips
    # pointers 8272-8835; EUDC is decoded but never encoded; no cp932 best fit.
    ("Shift_JIS", 0x0080, b"\x80"),
    ("Shift_JIS", 0x00A5, b"\x5c"),
    ("Shift_JIS", 0x203E, b"\x7e"),
    ("Shift_JIS", 0x2212, b"\x81\x7c"),
    ("Shift_JIS", 0xFF0D, b"\x81\x7c"),
    ("Shift_JIS", 0xFF61, b"\xa1"),
    ("Shift_JIS", 0xFF9F, b"\xdf"),
    ("Shift_JIS", 0x2261, b"\x81\xdf"),
    ("Shift_JIS", 0x2170, b"\xfa\x40"),
    ("Shift_JIS", 0x7E8A, b"\xfa\x5c"),
    ("Shift_JIS", 0x2252, b"\x81\xe0"),
    ("Shift_JIS", 0x2235, b"\x81\xe6"),
    ("Shift_JIS", 0xFFE2, b"\x81\xca"),
    ("Shift_JIS", 0x2460, b"\x87\x40"),
    ("Shift_JIS", 0xE000, None),
    ("Shift_JIS", 0x00A2, None),
    ("Shift_JIS", 0x00AC, None),
    ("Shift_JIS", 0x203D, None),
    # EUC-JP: the first pointer of all of index jis0208; no jis0212 when encoding.
    ("EUC-JP", 0x0080, None),
    ("EUC-JP", 0x00A5, b"\x5c"),
    ("EUC-JP", 0x203E, b"\x7e"),
    ("EUC-JP", 0x2212, b"\xa1\xdd"),
    ("EUC-JP", 0xFF61, b"\x8e\xa1"),
    ("EUC-JP", 0xFF9F, b"\x8e\xdf"),
    ("EUC-JP", 0x2261, b"\xa2\xe1"),
    ("EUC-JP", 0x2170, b"\xfc\xf1"),
    ("EUC-JP", 0x7E8A, b"\xf9\xa1"),
    ("EUC-JP", 0x2460, b"\xad\xa1"),
    ("EUC-JP", 0xFFE2, b"\xa2\xcc"),
    ("EUC-JP", 0x00A6, None),
    ("EUC-JP", 0xE000, None),
    # gb18030: U+E5E5 fails; GB18030-2005 (U+1E3F, U+E7C7); GB18030-2022 (U+FE10-U+FE19,
    # U+9FB4-U+9FBB) and the asymmetric PUA table; four-byte ranges.
    ("gb18030", 0x0080, b"\x81\x30\x81\x30"),
    ("gb18030", 0x00A5, b"\x81\x30\x84\x36"),
    ("gb18030", 0x20AC, b"\xa2\xe3"),
    ("gb18030", 0x3000, b"\xa1\xa1"),
    ("gb18030", 0xE5E5, None),
    ("gb18030", 0x1E3F, b"\xa8\xbc"),
    ("gb18030", 0xE7C7, b"\x81\x35\xf4\x37"),
    ("gb18030", 0xFE10, b"\xa6\xd9"),
    ("gb18030", 0xFE11, b"\xa6\xdb"),
    ("gb18030", 0xFE12, b"\xa6\xda"),
    ("gb18030", 0xFE19, b"\xa6\xf3"),
    ("gb18030", 0xE78D, b"\xa6\xd9"),
    ("gb18030", 0xE78E, b"\xa6\xda"),
    ("gb18030", 0xE796, b"\xa6\xf3"),
    ("gb18030", 0x9FB4, b"\xfe\x59"),
    ("gb18030", 0x9FBB, b"\xfe\xa0"),
    ("gb18030", 0xE81E, b"\xfe\x59"),
    ("gb18030", 0xE832, b"\xfe\x6d"),
    ("gb18030", 0xE864, b"\xfe\xa0"),
    ("gb18030", 0xE816, b"\xfe\x51"),
    ("gb18030", 0x20087, b"\x95\x32\x90\x31"),
    ("gb18030", 0xFFFD, b"\x84\x31\xa4\x37"),
    ("gb18030", 0xFFFF, b"\x84\x31\xa4\x39"),
    ("gb18030", 0x10000, b"\x90\x30\x81\x30"),
    ("gb18030", 0x10FFFF, b"\xe3\x32\x9a\x35"),
    # GBK: gb18030's encoder with is GBK: U+20AC is 0x80, no four-byte sequences.
    ("GBK", 0x0080, None),
    ("GBK", 0x20AC, b"\x80"),
    ("GBK", 0x4E02, b"\x81\x40"),
    ("GBK", 0xE5E5, None),
    ("GBK", 0x1E3F, b"\xa8\xbc"),
    ("GBK", 0xE7C7, None),
    ("GBK", 0xFE10, b"\xa6\xd9"),
    ("GBK", 0xE78D, b"\xa6\xd9"),
    ("GBK", 0x00A5, None),
    ("GBK", 0x10000, None),
    # Big5: no HKSCS below (0xA1 - 0x81) x 157; the last pointer for six code points.
    ("Big5", 0x2020, None),
    ("Big5", 0x00A2, None),
    ("Big5", 0x00A5, None),
    ("Big5", 0x2022, None),
    ("Big5", 0x43F0, None),
    ("Big5", 0x00AF, b"\xa1\xc2"),
    ("Big5", 0x2027, b"\xa1\x45"),
    ("Big5", 0xFFE0, b"\xa2\x46"),
    ("Big5", 0x256D, b"\xa2\x7e"),
    ("Big5", 0x2550, b"\xf9\xf9"),
    ("Big5", 0x255E, b"\xf9\xe9"),
    ("Big5", 0x2561, b"\xf9\xeb"),
    ("Big5", 0x256A, b"\xf9\xea"),
    ("Big5", 0x5341, b"\xa4\x51"),
    ("Big5", 0x5345, b"\xa4\xca"),
    ("Big5", 0x2400, b"\xa3\xc0"),
    ("Big5", 0x2421, b"\xa3\xe0"),
    ("Big5", 0x20AC, b"\xa3\xe1"),
    ("Big5", 0x3003, b"\xa1\xb2"),
    ("Big5", 0x4E00, b"\xa4\x40"),
    ("Big5", 0x2460, b"\xc6\xa1"),
    ("Big5", 0x5EF4, b"\xc6\xcf"),
    ("Big5", 0x5605, b"\xfb\x48"),
    # EUC-KR is windows-949, unified Hangul included.
    ("EUC-KR", 0x0080, None),
    ("EUC-KR", 0x2020, b"\xa2\xd3"),
    ("EUC-KR", 0x00B7, b"\xa1\xa4"),
    ("EUC-KR", 0x20AC, b"\xa2\xe6"),
    ("EUC-KR", 0xAC00, b"\xb0\xa1"),
    ("EUC-KR", 0xAC02, b"\x81\x41"),
    ("EUC-KR", 0xD7A3, b"\xc6\x52"),
    # Single-byte encodings, where the index differs from CPython's codec or matters.
    ("windows-1252", 0x20AC, b"\x80"),
    ("windows-1252", 0x0081, b"\x81"),
    ("windows-1252", 0x008D, b"\x8d"),
    ("windows-1252", 0x0080, None),
    ("windows-1252", 0x00FF, b"\xff"),
    ("windows-1252", 0x0178, b"\x9f"),
    ("windows-1250", 0x0083, b"\x83"),
    ("windows-1253", 0x00AA, None),
    ("windows-1253", 0x0385, b"\xa1"),
    ("windows-1255", 0x05BA, b"\xca"),
    ("windows-1258", 0x01B0, b"\xfd"),
    ("windows-874", 0x0081, b"\x81"),
    ("windows-874", 0x0E01, b"\xa1"),
    ("KOI8-U", 0x045E, b"\xae"),
    ("KOI8-U", 0x040E, b"\xbe"),
    ("KOI8-U", 0x255D, None),
    ("KOI8-R", 0x255D, b"\xae"),
    ("KOI8-R", 0x045E, None),
    ("ISO-8859-2", 0x00A2, None),
    ("ISO-8859-2", 0x0104, b"\xa1"),
    ("ISO-8859-8", 0x05D0, b"\xe0"),
    ("ISO-8859-8-I", 0x05D0, b"\xe0"),
    ("ISO-8859-16", 0x0218, b"\xaa"),
    ("IBM866", 0x0410, b"\x80"),
    ("macintosh", 0xF8FF, b"\xf0"),
    ("macintosh", 0x20AC, b"\xdb"),
    ("x-mac-cyrillic", 0x0410, b"\x80"),
    ("x-mac-cyrillic", 0x20AC, b"\xff"),
    ("x-user-defined", 0xF780, b"\x80"),
    ("x-user-defined", 0xF7FF, b"\xff"),
    ("x-user-defined", 0x0080, None),
    ("x-user-defined", 0x00FF, None),
]


@pytest.mark.parametrize(("encoding", "code_point", "expected"), CODE_POINTS)
@sampled("encoding")
def test_encoder_code_point(encoding: str, code_point: int, expected: bytes | None) -> None:
    result = encode_or_fail_chunks(encoding, chr(code_point))
    assert result == ([code_point] if expected is None else [expected])


@pytest.mark.parametrize("name", sorted(set(NAMES) - WITHOUT_ENCODER))
def test_ascii_is_itself(name: str) -> None:
    text = "".join(map(chr, range(0x80))).replace("\x0e", "").replace("\x0f", "")
    text = text.replace("\x1b", "")  # ISO-2022-JP fails on U+000E, U+000F, U+001B
    assert encode_or_fail_chunks(name, text) == [text.encode("ascii")]
    assert encode_or_fail_chunks(name, "") == []


@pytest.mark.parametrize("name", ["replacement", "UTF-16BE", "UTF-16LE", "utf-8", "latin1", "?"])
def test_no_encoder(name: str) -> None:
    with pytest.raises(LookupError):
        encode_or_fail_chunks(name, "a")


def test_chunks() -> None:
    assert encode_or_fail_chunks("Shift_JIS", "a\u203d\u203db\u2261") == [
        b"a",
        0x203D,
        0x203D,
        b"b\x81\xdf",
    ]
    # Errors below U+0100 are reported as themselves too.
    assert encode_or_fail_chunks("ISO-8859-2", "\xa2a\xa2\xa2") == [0xA2, b"a", 0xA2, 0xA2]
    assert encode_or_fail_chunks("windows-1252", "\xe9\u20ac\u0100") == [b"\xe9\x80", 0x100]
    assert encode_or_fail_chunks("UTF-8", "a\u2261") == [b"a\xe2\x89\xa1"]


def test_lone_surrogates_are_u_fffd() -> None:
    assert encode_or_fail_chunks("windows-1252", "a\ud800b") == [b"a", 0xFFFD, b"b"]
    assert encode_or_fail_chunks("gb18030", "\udfff") == [b"\x84\x31\xa4\x37"]
    assert encode_or_fail_chunks("ISO-2022-JP", "\ud800") == [0xFFFD]
    assert encode_or_fail_chunks("UTF-8", "\ud800") == [b"\xef\xbf\xbd"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", []),
        ("abc", [b"abc"]),
        ("\xa5", [b"\x1b(J\\\x1b(B"]),
        ("\u203e\\", [b"\x1b(J~\x1b(B\\"]),
        # Roman keeps ASCII but U+005C and U+007E.
        ("\xa5a\xa5", [b"\x1b(J\\a\\\x1b(B"]),
        ("\xa5~", [b"\x1b(J\\\x1b(B~"]),
        # U+000E, U+000F, U+001B fail with U+FFFD, in Roman without switching back first.
        ("\x0eA", [0xFFFD, b"A"]),
        ("\xa5\x1b", [b"\x1b(J\\", 0xFFFD, b"\x1b(B"]),
        ("\u2261\x0f", [b'\x1b$B"a\x1b(B', 0xFFFD]),
        # Halfwidth katakana go through index ISO-2022-JP katakana; U+2212 is U+FF0D.
        ("\uff71", [b'\x1b$B%"\x1b(B']),
        ("\uff9e\uff9f", [b"\x1b$B!+!,\x1b(B"]),
        ("\u2212", [b"\x1b$B!]\x1b(B"]),
        # An error in jis0208 switches to ASCII first; in Roman it does not.
        ("\u2261\u203da", [b'\x1b$B"a\x1b(B', 0x203D, b"a"]),
        ("\xa5\u203da", [b"\x1b(J\\", 0x203D, b"a\x1b(B"]),
        ("a\u2261b\xa5c", [b'a\x1b$B"a\x1b(Bb\x1b(J\\c\x1b(B']),
        ("\u2261\\", [b'\x1b$B"a\x1b(B\\']),
        ("\xa6", [0xA6]),
        ("\U0001f600", [0x1F600]),
    ],
)
def test_iso_2022_jp(text: str, expected: list[bytes | int]) -> None:
    assert encode_or_fail_chunks("ISO-2022-JP", text) == expected


def test_iso_2022_jp_katakana_index_is_nfkc_but_the_sound_marks() -> None:
    table = _encoders_iso_2022_jp._ISO_2022_JP_KATAKANA
    nfkc = [unicodedata.normalize("NFKC", chr(c)) for c in range(0xFF61, 0xFF9E)]
    assert table == "".join(nfkc) + "\u309b\u309c"


def test_examples_from_the_url_standard() -> None:
    # https://url.spec.whatwg.org/#example-percent-encode-operations
    special_query = SPECIAL_QUERY_PERCENT_ENCODE_SET
    form = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    assert percent_encode_after_encoding("Shift_JIS", " ", special_query) == "%20"
    assert percent_encode_after_encoding("Shift_JIS", "≡", special_query) == "%81%DF"
    assert percent_encode_after_encoding("Shift_JIS", "‽", special_query) == "%26%238253%3B"
    assert percent_encode_after_encoding("ISO-2022-JP", "¥", special_query) == "%1B(J\\%1B(B"
    assert (
        percent_encode_after_encoding("Shift_JIS", "1+1 ≡ 2%20‽", form)
        == "1%2B1+%81%DF+2%2520%26%238253%3B"
    )
    # https://url.spec.whatwg.org/#query-encoding-example
    assert percent_encode_after_encoding("windows-1252", "smörgåsbord", special_query) == (
        "sm%F6rg%E5sbord"
    )


@pytest.mark.needs_subprocess
def test_import_builds_no_table() -> None:
    code = (
        "import webapi.encoding._encoders as e, webapi.encoding._encoder_steps as s\n"
        "caches = [e._encodings_by_label, s._handler, s._gb18030_pointers,"
        " s._index_big5_pointers, s._jis0208_pointers]\n"
        "assert all(f.cache_info().currsize == 0 for f in caches)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
