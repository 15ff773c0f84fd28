"""The ``whatwg-`` codecs' decoder state (issue #30 item 2): ``getstate()``/``setstate()`` give
and take every decoder's whole state, so ``io.TextIOWrapper``'s ``tell()`` and ``seek()`` work
at every character position, also where its chunks end inside a sequence; and the codecs'
stream readers keep a sequence cut between two reads (issue #30 item 1).

Before, every incremental decoder's state was ``(b"", 0)`` and ``setstate`` did nothing:
``tell()`` took a byte inside a sequence for a start (and left the decoder fed with bytes it
had read again), so reading after ``seek(tell())`` (or right after ``tell()``) gave wrong
text, and a decoder set to a state did not continue the stream.

Texts: each encoding's characters (ASCII, two-, three- and four-byte sequences, ISO-2022-JP's
escapes into every state) and, in replacement mode, the same with malformed sequences (a
lead byte before ASCII, an unfinished sequence at the end, lone surrogates, ISO-2022-JP's
escape errors). The expected text is the whole input decoded in one call (proved to be the
standard's elsewhere in ``tests/encoding``).
"""

from __future__ import annotations

import _pyio
import codecs
import io
import random
from pathlib import Path

import pytest

from tests._sample import sampled
from webapi.encoding import get_decoder
from webapi.encoding._labels import LABELS


def _valid(encoding: str) -> bytes:
    """A mixed text in ``encoding`` (its bytes): ASCII, multi-byte characters, CR LF."""
    if encoding in ("UTF-8", "UTF-16LE", "UTF-16BE", "gb18030"):
        codec = {"UTF-16LE": "utf-16-le", "UTF-16BE": "utf-16-be"}.get(encoding, encoding)
        return "ab é日本語\r\nテキ 中文 한국어 😀€ü\U00020000 xyz".encode(codec)
    if encoding == "GBK":
        return "ab 中文字符\r\n简体 xyz".encode("gbk") + b"\x80\xa1\xa1."
    if encoding == "Big5":
        # 88 62 and 88 64: the pointers of two code points (Ê̄, Ê̌)
        return "ab 中文字\r\n繁體".encode("big5") + b"\x88\x62\x88\x64 xyz"
    if encoding == "EUC-JP":
        # 8E: half-width katakana; 8F: JIS X 0212
        return "ab 日本語\r\nテキスト ｶﾀｶﾅ".encode("euc_jp") + b"\x8f\xb0\xa1\xa4\xa2 xyz"
    if encoding == "Shift_JIS":
        return "ab 日本語\r\nテキスト ｶﾀｶﾅ".encode("shift_jis") + b"\xf0\x40\x80 xyz"
    if encoding == "EUC-KR":
        return "ab 한국어\r\n텍스트".encode("euc_kr") + "똠 xyz".encode("cp949")
    if encoding == "ISO-2022-JP":
        return (
            "ab 日本語\r\nテキスト".encode("iso2022_jp")
            + b".\x1b(J\\~a\x1b(I\x31\x5f\x1b$@\x30\x21\x24\x22\x1b(B xyz\x1b$B\x30\x21\x1b(B"
        )
    if encoding == "x-user-defined":
        return b"ab \x80\xff\xa0\r\nxyz"
    if encoding == "replacement":
        return b"ab \xe6\x97\xa5 xyz"
    return "ab £€\r\nשלום xyz".encode("windows-1255")  # windows-1255


#: Malformed sequences, appended to the valid text (decoded in replacement mode).
MALFORMED: dict[str, bytes] = {
    "UTF-8": b"\xe6\x97A\xed\xa0\x80B\xff\xc3\xc3\xa9\xf0\x9f\x98",
    "UTF-16LE": b"\x00\xd8A\x00\x00\xdcB\x00=\xd8\x00\xd8\x00\xde\x00\xd8C",
    "UTF-16BE": b"\xd8\x00\x00A\xdc\x00\x00B\xd8\x00\xd8\x3d\xde\x00\xd8\x00C",
    "gb18030": b"\x81A\x81\x30\x81A\xff\x84\x31\xa5\x30\x81\x7f\x81\x30\x81",
    "GBK": b"\x81A\x81\x30\x81A\xff\x81\x7f\x81\x30",
    "Big5": b"\x81A\xa4\x30\xff\xa1\x7f\xa4",
    "EUC-JP": b"\xa4A\x8f\xa1A\x8eA\xff\x8f\xa2\xa1\x8f\xa2",
    "Shift_JIS": b"\x81A\xa0\x85\x40\xfd\x81\x7f\x81",
    "EUC-KR": b"\x81A\xc9\xff\xa1\x30\xc9",
    "ISO-2022-JP": (
        b"\x1b(B\x1b(Ba\x1bx\x1b$x\x1b$B\x30\x1b(B\x0eq\x1b(I\x7f\x1b(J\x80"
        b"\x1b$B\x30\x21\x30\n\x1b$B\x30"
    ),
    "x-user-defined": b"",
    "replacement": b"\xff",
    "windows-1255": b"\xca\xd9\xff",  # no code point in index windows-1255
}
ENCODINGS = sorted(MALFORMED)

#: (encoding, errors, data): every valid text strict and replaced, every malformed one replaced.
CASES = [
    pytest.param(encoding, errors, data, id=f"{encoding}-{kind}")
    for encoding in ENCODINGS
    for errors, kind, data in (
        ("strict", "valid", _valid(encoding)),
        ("replace", "malformed", _valid(encoding) + MALFORMED[encoding]),
    )
    if not (errors == "strict" and encoding == "replacement")
]


def _name(encoding: str) -> str:
    return "whatwg-" + encoding


def _decoder(encoding: str, errors: str) -> codecs.IncrementalDecoder:
    return codecs.getincrementaldecoder(_name(encoding))(errors)


def test_the_texts_have_what_they_are_for() -> None:
    for encoding in ENCODINGS:
        if encoding != "replacement":
            valid = _valid(encoding).decode(_name(encoding))
            assert any(ord(c) > 0x7F for c in valid) and "\r\n" in valid, encoding
        malformed = (_valid(encoding) + MALFORMED[encoding]).decode(_name(encoding), "replace")
        assert "\ufffd" in malformed or encoding == "x-user-defined", encoding  # (no errors)


# --- getstate / setstate ---------------------------------------------------------------------


@pytest.mark.parametrize(("encoding", "errors", "data"), CASES)
def test_a_decoder_set_to_a_state_continues_the_stream(
    encoding: str, errors: str, data: bytes
) -> None:
    whole = data.decode(_name(encoding), errors)
    for cut in range(len(data) + 1):
        first = _decoder(encoding, errors)
        head = first.decode(data[:cut])
        state = first.getstate()
        buffer, flags = state
        assert type(buffer) is bytes and type(flags) is int
        assert 0 <= flags < 2**31  # TextIOWrapper keeps flags in a C int
        second = _decoder(encoding, errors)
        second.setstate(state)
        assert second.getstate() == state
        assert head + second.decode(data[cut:], True) == whole, cut
        # Python's contract: from (b"", flags), the buffer outputs nothing and gives the state.
        third = _decoder(encoding, errors)
        third.setstate((b"", flags))
        assert third.decode(buffer) == ""
        assert third.getstate() == state
        assert head + third.decode(data[cut:], True) == whole, cut


@pytest.mark.parametrize(("encoding", "errors", "data"), CASES)
def test_a_stream_handed_on_at_every_byte(encoding: str, errors: str, data: bytes) -> None:
    # One byte per call, and after each call a new decoder takes over from the state.
    pieces = []
    decoder = _decoder(encoding, errors)
    for i in range(len(data)):
        pieces.append(decoder.decode(data[i : i + 1]))
        state = decoder.getstate()
        decoder = _decoder(encoding, errors)
        decoder.setstate(state)
    pieces.append(decoder.decode(b"", True))
    assert "".join(pieces) == data.decode(_name(encoding), errors)


#: Bytes that start, continue, break or escape sequences somewhere.
_INTERESTING = (
    b"\x1b$(B@JI!0~\x0e\x0f\n\\9\x7f"
    b"\x80\x81\x8e\x8f\x9f\xa0\xa1\xa4\xc3\xd8\xdc\xe6\xed\xf0\xfe\xff"
)


@pytest.mark.parametrize("encoding", sorted(set(LABELS.values())))
def test_every_decoder_handed_on_at_every_byte_of_random_bytes(encoding: str) -> None:
    # get_decoder's decoders (the codecs' own), every encoding, byte sequences made to stop
    # inside sequences and escapes: a new decoder set to the state after each byte goes on.
    rng = random.Random(encoding)
    for _ in range(120):
        data = bytes(rng.choice(_INTERESTING) for _ in range(rng.randrange(1, 10)))
        pieces = []
        decoder = get_decoder(encoding)
        for i in range(len(data)):
            pieces.append(decoder.decode(data[i : i + 1]))
            state = decoder.getstate()
            decoder = get_decoder(encoding)
            decoder.setstate(state)
        pieces.append(decoder.decode(b"", True))
        assert "".join(pieces) == get_decoder(encoding).decode(data, True), data


def test_states_of_iso_2022_jp() -> None:
    # flags = output state + 4 x output (ASCII 0, Roman 1, katakana 2, lead byte 3); the bytes
    # of an unfinished sequence (lead byte, ESC, ESC and the next) are the buffer.
    expected = [
        (b"", (b"", 0)),
        (b"\x1b", (b"\x1b", 0)),
        (b"\x1b$", (b"\x1b$", 0)),
        (b"\x1b$B", (b"", 3 + 4)),
        (b"\x1b$B\x30", (b"\x30", 3)),
        (b"\x1b$B\x30\x21", (b"", 3)),
        (b"\x1b$B\x30\x1b", (b"\x1b", 3)),
        (b"\x1b(J", (b"", 1 + 4)),
        (b"\x1b(Ja\x1b(", (b"\x1b(", 1)),
        (b"\x1b(I", (b"", 2 + 4)),
        (b"\x1b(I\x1b(B", (b"", 4)),
        (b"\x1b(Ia\x1b(B", (b"", 0 + 4)),
        (b"\x1b(Ia\x1b(Ba", (b"", 0)),
    ]
    for data, state in expected:
        decoder = _decoder("ISO-2022-JP", "replace")
        decoder.decode(data)
        assert decoder.getstate() == state, data
    # The output flag is kept: an escape right after an escape is an error from a state too.
    decoder = _decoder("ISO-2022-JP", "replace")
    decoder.setstate((b"", 4 + 2))
    assert decoder.decode(b"\x1b(B", True) == "\ufffd"
    decoder.setstate((b"", 2))
    assert decoder.decode(b"\x31\x1b(B!", True) == "\uff71!"


def test_the_buffer_is_read_before_the_next_input() -> None:
    for encoding, buffer, data, text in (
        ("EUC-JP", b"\xa4", b"\xa2", "あ"),  # before: '' (setstate did nothing)
        ("UTF-8", b"\xe6\x97", b"\xa5", "日"),
        ("UTF-16LE", b"\x3d\xd8\x00", b"\xde", "😀"),
        ("ISO-2022-JP", b"\x1b$B\x30", b"\x21", "亜"),
        ("windows-1252", b"a\x80", b"b", "a€b"),
        ("replacement", b"x", b"", "\ufffd"),
    ):
        decoder = _decoder(encoding, "strict" if encoding != "replacement" else "replace")
        decoder.setstate((buffer, 0))
        assert decoder.getstate() == (buffer, 0)
        assert decoder.decode(data, True) == text, encoding


def test_reset_and_new_decoders_are_in_the_initial_state() -> None:
    for encoding in ENCODINGS:
        decoder = _decoder(encoding, "replace")
        assert decoder.getstate() == (b"", 0)
        decoder.decode(b"\x1b$B\x30" if encoding == "ISO-2022-JP" else b"x\xe6")
        decoder.reset()
        assert decoder.getstate() == (b"", 0), encoding


def test_setstate_refuses_what_is_no_state() -> None:
    decoder = _decoder("ISO-2022-JP", "strict")
    for state in (None, (b"",), (b"", 0, 0), [b"", 0], (0, 0), ("", 0), (b"", "0"), (b"", 0.0)):
        with pytest.raises(TypeError, match="'state'"):
            decoder.setstate(state)  # type: ignore[arg-type]
    for flags in (-1, 8, 2**40):
        with pytest.raises(ValueError):
            decoder.setstate((b"", flags))
    with pytest.raises(ValueError):
        _decoder("Shift_JIS", "strict").setstate((b"", 1))
    with pytest.raises(ValueError):
        _decoder("replacement", "replace").setstate((b"", 2))
    decoder.setstate((bytearray(b"\x1b"), True))  # any bytes-like buffer, any int
    assert decoder.getstate() == (b"\x1b", 1)


# --- io.TextIOWrapper ------------------------------------------------------------------------


def _wrapper(
    data: bytes, encoding: str, errors: str, chunk: int | None, newline: str | None = ""
) -> io.TextIOWrapper:
    file = io.TextIOWrapper(
        io.BytesIO(data), encoding=_name(encoding), errors=errors, newline=newline
    )
    if chunk is not None:
        file._CHUNK_SIZE = chunk  # type: ignore[attr-defined]  # (not in typeshed)
    return file


def _check_every_position(file_for: object, text: str) -> None:
    """At every character position k: read(k) is the text's first k characters; after tell()
    read() is the rest, and again after seek(tell())."""
    for k in range(len(text) + 1):
        file = file_for()  # type: ignore[operator]
        assert file.read(k) == text[:k], k
        position = file.tell()
        assert file.read() == text[k:], k
        file.seek(position)
        assert file.read() == text[k:], k


#: Chunk sizes of TextIOWrapper (bytes read per decode call): small ones end inside sequences.
CHUNKS = [1, 2, 3, 5, None]


@pytest.mark.parametrize("chunk", CHUNKS)
@pytest.mark.parametrize(("encoding", "errors", "data"), CASES)
@sampled("encoding")
def test_text_io_wrapper_seeks_to_every_tell(
    encoding: str, errors: str, data: bytes, chunk: int | None
) -> None:
    text = data.decode(_name(encoding), errors)
    _check_every_position(lambda: _wrapper(data, encoding, errors, chunk), text)


@pytest.mark.parametrize("encoding", ["ISO-2022-JP", "UTF-16BE", "gb18030", "UTF-8"])
def test_text_io_wrapper_translating_newlines(encoding: str) -> None:
    # The newline decoder wraps ours and keeps its flags shifted (and a CR at a chunk's end).
    data = _valid(encoding) + MALFORMED[encoding] + _valid(encoding)
    text = data.decode(_name(encoding), "replace").replace("\r\n", "\n").replace("\r", "\n")
    for chunk in (1, 3):
        _check_every_position(
            lambda: _wrapper(data, encoding, "replace", chunk, newline=None),  # noqa: B023
            text,
        )


@pytest.mark.parametrize(("encoding", "errors", "data"), CASES)
def test_open_a_file_and_seek_back_to_every_tell(
    encoding: str, errors: str, data: bytes, tmp_path: Path
) -> None:
    # One pass records tell() at every character; seeking to each, in shuffled order, reads
    # the rest from there.
    path = tmp_path / "text"
    path.write_bytes(data)
    text = data.decode(_name(encoding), errors)
    with open(path, encoding=_name(encoding), errors=errors, newline="") as file:
        file._CHUNK_SIZE = 2  # type: ignore[attr-defined]
        positions = []
        for k in range(len(text) + 1):
            positions.append((k, file.tell()))
            assert file.read(1) == text[k : k + 1]
        random.Random(30).shuffle(positions)
        for k, position in positions:
            file.seek(position)
            assert file.read(3) == text[k : k + 3], k
            assert file.read() == text[k + 3 :], k


# --- stream readers keep incomplete sequences (issue #30 item 1) ----------------------------

MIXED = ("日本語のテキスト、カタカナ。\n" + "abc ÿ ü € 〜 ～ 한국어 中文\n") * 12


@pytest.mark.parametrize(
    "encoding",
    ["UTF-8", "EUC-JP", "Shift_JIS", "ISO-2022-JP", "gb18030", "GBK", "Big5", "EUC-KR", "UTF-16BE"],
)
def test_stream_readers_read_valid_text_whole(encoding: str, tmp_path: Path) -> None:
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
    reader = codecs.getreader("whatwg-utf-8")(io.BytesIO(b"ab\xe6\x97"), "replace")
    assert reader.read() == "ab\ufffd"
    strict = codecs.getreader("whatwg-utf-8")(io.BytesIO(b"ab\xe6\x97"), "strict")
    with pytest.raises(UnicodeDecodeError):
        strict.read()
    seeking = codecs.getreader("whatwg-shift_jis")(io.BytesIO("あい".encode("shift_jis")))
    assert seeking.read(1) in ("あ", "あい")
    seeking.seek(0)
    assert seeking.read() == "あい"


# --- exhaustive ------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("implementation", ["io", "_pyio"])
@pytest.mark.parametrize(("encoding", "errors", "data"), CASES)
def test_every_chunk_size_and_both_wrappers(
    encoding: str, errors: str, data: bytes, implementation: str
) -> None:
    wrapper = io.TextIOWrapper if implementation == "io" else _pyio.TextIOWrapper
    # Longer texts: the valid text around the malformed one, twice.
    data = data + _valid(encoding) + data
    text = data.decode(_name(encoding), errors)
    for newline in ("", None):
        expected = text if newline == "" else text.replace("\r\n", "\n").replace("\r", "\n")
        for chunk in [*range(1, 17), 8192]:

            def file_for() -> object:
                file = wrapper(
                    io.BytesIO(data),
                    encoding=_name(encoding),
                    errors=errors,
                    newline=newline,  # noqa: B023
                )
                file._CHUNK_SIZE = chunk  # type: ignore[union-attr]  # noqa: B023
                return file

            _check_every_position(file_for, expected)
