"""Encoding with the whatwg- codecs and Python's error handlers (issue #30 items 3 and 16):
UnicodeEncodeError indexes the offending characters, every error handler Python knows works
(a registered one sees surrogates and pairs where they are, and may resume elsewhere), and a
surrogate pair is the code point it stands for."""

from __future__ import annotations

import codecs
import unicodedata

import pytest

import webapi.encoding  # noqa: F401  (registers the codecs)

#: Encodings with code points they cannot encode (gb18030 and UTF-8 encode every one).
LEGACY = ["windows-1252", "Shift_JIS", "ISO-2022-JP", "Big5", "EUC-KR", "KOI8-R", "ISO-8859-2"]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [("a\ud800", 1, 2), ("ab\udc00c", 2, 3), ("a\ufffd", 1, 2), ("x\u20ac\u0100", 2, 3)],
)
def test_strict_encode_error_indexes_the_character(text: str, start: int, end: int) -> None:
    with pytest.raises(UnicodeEncodeError) as info:
        text.encode("whatwg-windows-1252")
    assert (info.value.start, info.value.end) == (start, end)
    assert info.value.object == text
    assert str(info.value)  # formatting works (no SystemError afterwards)
    assert "ok".encode("whatwg-windows-1252") == b"ok"


def _angle(error: UnicodeError) -> tuple[str, int]:
    assert isinstance(error, UnicodeEncodeError)
    return f"<{ord(error.object[error.start]):X}>", error.end


codecs.register_error("webapi-test-angle", _angle)


@pytest.mark.parametrize("encoding", LEGACY)
def test_pythons_error_handlers(encoding: str) -> None:
    name = "whatwg-" + encoding
    text = "a\u0100b\u2603c"  # neither is in any of these encodings
    assert text.encode(name, "backslashreplace") == b"a\\u0100b\\u2603c"
    assert text.encode(name, "namereplace") == (
        b"a\\N{LATIN CAPITAL LETTER A WITH MACRON}b\\N{SNOWMAN}c"
    )
    assert text.encode(name, "webapi-test-angle") == b"a<100>b<2603>c"
    assert text.encode(name, "ignore") == b"abc"
    assert text.encode(name, "xmlcharrefreplace") == b"a&#256;b&#9731;c"
    with pytest.raises(UnicodeEncodeError) as raised:
        text.encode(name)
    assert (raised.value.start, raised.value.end) == (1, 2)
    assert raised.value.object == text
    incremental = codecs.getincrementalencoder(name)("backslashreplace")
    assert incremental.encode("x\u0100") == b"x\\u0100"


def test_a_handler_sees_surrogates_and_pairs_where_they_are() -> None:
    seen: list[tuple[int, int, str]] = []

    def record(error: UnicodeError) -> tuple[str, int]:
        assert isinstance(error, UnicodeEncodeError)
        seen.append((error.start, error.end, error.object[error.start : error.end]))
        return "?", error.end

    codecs.register_error("webapi-test-record", record)
    text = "a\ud800b\U0001f600c\ud83d\ude00"
    assert text.encode("whatwg-windows-1252", "webapi-test-record") == b"a?b?c?"
    assert seen == [(1, 2, "\ud800"), (3, 4, "\U0001f600"), (5, 7, "\ud83d\ude00")]
    with pytest.raises(UnicodeEncodeError) as raised:
        "\ud800".encode("whatwg-big5")
    assert str(raised.value).startswith(
        "'whatwg-Big5' codec can't encode character '\\ud800' in position 0"
    )


def test_a_handler_may_resume_elsewhere() -> None:
    def skip_two(error: UnicodeError) -> tuple[str, int]:
        assert isinstance(error, UnicodeEncodeError)
        return "_", error.end + 1

    codecs.register_error("webapi-test-skip", skip_two)
    assert "a\u0100bc".encode("whatwg-windows-1252", "webapi-test-skip") == b"a_c"


def test_iso_2022_jp_refuses_escape_shift_out_and_shift_in() -> None:
    # the standard's encoder: "return error with U+FFFD" for U+000E, U+000F and U+001B
    for control in ("\x0e", "\x0f", "\x1b"):
        text = "ab" + control + "c"
        with pytest.raises(UnicodeEncodeError) as raised:
            text.encode("whatwg-iso-2022-jp")
        assert (raised.value.start, raised.value.end) == (2, 3)  # before: (0, 1), the "a"
        assert text.encode("whatwg-iso-2022-jp", "xmlcharrefreplace") == b"ab&#65533;c"
        assert text.encode("whatwg-iso-2022-jp", "backslashreplace") == (
            b"ab\\x" + b"%02x" % ord(control) + b"c"
        )


@pytest.mark.parametrize("encoding", ["UTF-8", "gb18030", "Big5", "windows-1252"])
def test_pairs_are_their_code_point(encoding: str) -> None:
    name = "whatwg-" + encoding
    assert "\ud83d\ude00".encode(name, "xmlcharrefreplace") == "\U0001f600".encode(
        name, "xmlcharrefreplace"
    )
    if encoding in ("UTF-8", "gb18030"):
        assert "\ud83d\ude00".encode(name) == "\U0001f600".encode(name)
        # a lone surrogate is U+FFFD, as TextEncoder reads a string (USVString)
        assert "\ud800".encode(name) == "\ufffd".encode(name)
    assert unicodedata.name("\U0001f600") == "GRINNING FACE"
