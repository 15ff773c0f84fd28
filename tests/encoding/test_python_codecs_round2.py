"""The ``whatwg-`` codecs through Python's codec machinery, round 2 (issue #30 items 3, 9, 13,
16): every label of the standard is found (the nine with ``:`` too), names are read as
Python's registry hands them over, the label table is published whole to threads, and every
error handler Python knows works on encoding, with the error indexing the code point."""

from __future__ import annotations

import codecs
import threading
import unicodedata
from typing import Any

import pytest

from webapi.encoding import _codecs
from webapi.encoding._labels import LABELS

#: Encodings with code points they cannot encode (gb18030 and UTF-8 encode every one).
LEGACY = ["windows-1252", "Shift_JIS", "ISO-2022-JP", "Big5", "EUC-KR", "KOI8-R", "ISO-8859-2"]


# --- #30.13: the labels ----------------------------------------------------------------------


@pytest.mark.parametrize("label", sorted(LABELS))
def test_every_label_is_a_codec(label: str) -> None:
    # before: the nine labels with ":" (iso_8859-1:1987, ...) were not found
    info = codecs.lookup("whatwg-" + label)
    assert info.name == "whatwg-" + LABELS[label].lower()
    assert codecs.lookup("WHATWG-" + label.upper()).name == info.name


def test_names_are_read_as_pythons_registry_reads_them() -> None:
    # codecs.lookup normalizes a name before any search function sees it (runs of characters
    # other than ASCII letters, digits and "." become one "_", none at either end), so the
    # whatwg- codecs accept what Python's own accept: "utf-8\u2003" is UTF-8 to both.
    for decorated in ("utf-8\u2003", " utf-8 ", "\tutf--8", "utf_8:"):
        assert codecs.lookup(decorated).name == "utf-8"
        assert codecs.lookup("whatwg-" + decorated).name == "whatwg-utf-8"
    for unknown in ("whatwg-", "whatwg-utf-9", "whatwg-iso-8859-1-1987x", "whatwg"):
        with pytest.raises(LookupError):
            codecs.lookup(unknown)


@pytest.mark.needs_threads
def test_the_label_table_is_published_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, the table was filled in place while other threads read it: a thread arriving
    # meanwhile found valid labels missing (LookupError).
    monkeypatch.setattr(_codecs, "_BY_NORMALIZED_LABEL", None)
    monkeypatch.setattr(_codecs, "_CACHE", {})
    entered = threading.Event()
    release = threading.Event()
    real = _codecs._python_normalized
    calls = {"n": 0}

    def slow(name: str) -> str:
        calls["n"] += 1
        if calls["n"] == 50:  # halfway through building the table
            entered.set()
            release.wait(5)
        return real(name)

    monkeypatch.setattr(_codecs, "_python_normalized", slow)
    found: list[Any] = []
    builder = threading.Thread(target=lambda: found.append(_codecs.search("whatwg-x-sjis")))
    builder.start()
    assert entered.wait(5)
    found.append(_codecs.search("whatwg-shift_jis"))  # another thread, table half built
    release.set()
    builder.join()
    assert [info.name for info in found] == ["whatwg-shift_jis", "whatwg-shift_jis"]


# --- #30.3: error handlers on encoding -------------------------------------------------------


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


# --- #30.16: one surrogate-pair rule ---------------------------------------------------------


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


# --- #30.1: stream readers keep incomplete sequences ----------------------------------------

MIXED = ("日本語のテキスト、カタカナ。\n" + "abc ÿ ü € 〜 ～ 한국어 中文\n") * 12


@pytest.mark.parametrize(
    "encoding",
    ["UTF-8", "EUC-JP", "Shift_JIS", "ISO-2022-JP", "gb18030", "GBK", "Big5", "EUC-KR", "UTF-16BE"],
)
def test_stream_readers_read_valid_text_whole(encoding: str, tmp_path: Any) -> None:
    import io

    name = "whatwg-" + encoding
    if encoding == "UTF-16BE":
        data = MIXED.encode("utf-16-be")
    else:
        data = MIXED.encode(name, "xmlcharrefreplace")
    whole = data.decode(name)
    assert "\ufffd" not in whole
    for errors in ("strict", "replace"):
        for size in (1, 2, 3, 5, 64, -1):
            reader = codecs.getreader(name)(io.BytesIO(data), errors)
            pieces = []
            while piece := reader.read(size):
                pieces.append(piece)
            assert "".join(pieces) == whole, (errors, size)  # before: U+FFFD or errors
        assert "".join(codecs.getreader(name)(io.BytesIO(data), errors).readlines()) == whole
    path = tmp_path / "text"
    path.write_bytes(data)
    with codecs.open(str(path), encoding=name, errors="replace") as file:
        assert file.readline() == whole.splitlines(keepends=True)[0]
        assert file.read() == "".join(whole.splitlines(keepends=True)[1:])


def test_a_stream_ending_inside_a_sequence_is_the_standards_error() -> None:
    import io

    reader = codecs.getreader("whatwg-utf-8")(io.BytesIO(b"ab\xe6\x97"), "replace")
    assert reader.read() == "ab\ufffd"
    strict = codecs.getreader("whatwg-utf-8")(io.BytesIO(b"ab\xe6\x97"), "strict")
    with pytest.raises(UnicodeDecodeError):
        strict.read()
    seeking = codecs.getreader("whatwg-shift_jis")(io.BytesIO("あい".encode("shift_jis")))
    assert seeking.read(1) in ("あ", "あい")
    seeking.seek(0)
    assert seeking.read() == "あい"
