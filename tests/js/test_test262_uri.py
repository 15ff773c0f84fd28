"""What test262 checks of the URI handling functions (tc39/test262
test/built-ins/{encodeURI,encodeURIComponent,decodeURI,decodeURIComponent}/S15.1.3.*), in our words.

The Sputnik series walks whole ranges of code units or bytes; so do these tests, grouped by what
each group asserts: which inputs throw ``URIError``, which characters pass unchanged, and how each
UTF-8 length round-trips (the walks over every code point in the slow tier; every 7th of the
BMP by default).
"""

from __future__ import annotations

import pytest

from webapi.js import (
    URIError,
    decodeURI,
    decodeURIComponent,
    encodeURI,
    encodeURIComponent,
)

DECODERS = [decodeURI, decodeURIComponent]
ENCODERS = [encodeURI, encodeURIComponent]
RESERVED = ";/?:@&=+$,"
HEX = "0123456789ABCDEFabcdef"
NOT_HEX_UNITS = [u for u in range(0x10000) if chr(u) not in HEX]


def _hex(byte: int) -> str:
    return "%" + format(byte, "02X")


def _raises(function: object, text: str) -> bool:
    assert callable(function)
    try:
        function(text)
    except URIError:
        return True
    return False


# --- decoding: what throws (A1.x) ------------------------------------------------------------


@pytest.mark.parametrize("decode", DECODERS)
@pytest.mark.parametrize("text", ["%", "%A", "x%", "x%1", "%%", "%C3%A", "%C3%", "%E2%82%A"])
def test_truncated_escape_throws(decode: object, text: str) -> None:
    # A1.1 / A1.5 / A1.9 / A1.12: an escape or a UTF-8 sequence cut off by the end of input.
    assert _raises(decode, text)


@pytest.mark.slow
@pytest.mark.parametrize("decode", DECODERS)
def test_non_hex_digits_throw(decode: object) -> None:
    # A1.2: "%" followed by a code unit that is not a hexadecimal digit, in either position.
    first = [u for u in NOT_HEX_UNITS if not _raises(decode, "%" + chr(u) + "1")]
    second = [u for u in NOT_HEX_UNITS if not _raises(decode, "%1" + chr(u))]
    assert first == [] and second == []


@pytest.mark.parametrize("decode", DECODERS)
def test_continuation_byte_or_long_lead_throws(decode: object) -> None:
    # A1.3 (B = 10xxxxxx) and A1.4 (B = 11111xxx): not a UTF-8 lead byte.
    bad = [*range(0x80, 0xC0), *range(0xF8, 0x100)]
    assert [b for b in bad if not _raises(decode, _hex(b) + "%80%80%80")] == []


@pytest.mark.parametrize("decode", DECODERS)
@pytest.mark.parametrize("lead", [0xC3, 0xE2, 0xF0])
def test_continuation_not_an_escape_throws(decode: object, lead: int) -> None:
    # A1.6 / A1.10 / A1.13: the next code unit after the lead escape is not "%".
    n = {0xC3: 2, 0xE2: 3, 0xF0: 4}[lead]
    tail = "%A0" * (n - 1)
    for position in range(n - 1):
        parts = tail[: 3 * position] + "xA0" + tail[3 * position + 3 :]
        assert _raises(decode, _hex(lead) + parts + "yyy")


@pytest.mark.parametrize("decode", DECODERS)
@pytest.mark.parametrize("lead", [0xC3, 0xE2, 0xF0])
def test_continuation_non_hex_throws(decode: object, lead: int) -> None:
    # A1.7 / A1.11 / A1.12: a continuation escape whose digits are not hexadecimal.
    n = {0xC3: 2, 0xE2: 3, 0xF0: 4}[lead]
    for position in range(n - 1):
        escapes = ["%A0"] * (n - 1)
        for unit in (0x00, 0x29, 0x40, 0x47, 0x60, 0x67, 0xFF, 0x3042):
            escapes[position] = "%" + chr(unit) * 2
            assert _raises(decode, _hex(lead) + "".join(escapes))


@pytest.mark.parametrize("decode", DECODERS)
@pytest.mark.parametrize("lead", [0xC3, 0xE2, 0xF0])
def test_continuation_not_10xxxxxx_throws(decode: object, lead: int) -> None:
    # A1.8 / A1.11 / A1.14 / A1.15: a continuation byte outside 0x80..0xBF.
    n = {0xC3: 2, 0xE2: 3, 0xF0: 4}[lead]
    for position in range(n - 1):
        for byte in [*range(0x00, 0x80), *range(0xC0, 0x100)]:
            escapes = ["%A0"] * (n - 1)
            escapes[position] = _hex(byte)
            assert _raises(decode, _hex(lead) + "".join(escapes))


@pytest.mark.parametrize("decode", DECODERS)
def test_overlong_surrogate_and_out_of_range_throw(decode: object) -> None:
    # A2.3 / A2.4 / A2.5 exclusions: overlong forms, encoded surrogates, beyond U+10FFFF.
    cases = ["%C0%80", "%C1%BF", "%E0%80%80", "%E0%9F%BF", "%ED%A0%80", "%ED%BF%BF"]
    cases += ["%F0%80%80%80", "%F0%8F%BF%BF", "%F4%90%80%80", "%F5%80%80%80", "%F7%BF%BF%BF"]
    assert [c for c in cases if not _raises(decode, c)] == []


# --- decoding: what succeeds (A2.x, A3.x, A4) -----------------------------------------------


@pytest.mark.parametrize("decode", DECODERS)
def test_code_units_other_than_percent_pass_unchanged(decode: object) -> None:
    # A2.1: every code unit but "%" is copied, lone surrogates included (the result is the
    # same JavaScript string: the same UTF-16 code units; the run DBFF DC00 is a pair).
    assert callable(decode)
    units = "".join(chr(u) for u in range(0x10000) if u != 0x25)
    result = decode(units)
    assert result.encode("utf-16-le", "surrogatepass") == units.encode("utf-16-le", "surrogatepass")
    assert "\U0010fc00" in result and "\udbff\udc00" not in result  # written as one code point


def test_ascii_escapes() -> None:
    # A2.2: %00..%7F decode to the ASCII character, except that decodeURI keeps the escapes of
    # the reserved characters and "#" as written (A3.1-A3.3, case included).
    for byte in range(0x80):
        for escape in {_hex(byte), _hex(byte).lower()}:
            assert decodeURIComponent(escape) == chr(byte)
            kept = chr(byte) in RESERVED + "#"
            assert decodeURI(escape) == (escape if kept else chr(byte))


#: Every code point (the slow tier), or every 7th of the BMP's (the default run).
EVERY = [pytest.param(7, id="every-7th"), pytest.param(1, id="all", marks=pytest.mark.slow)]


@pytest.mark.parametrize("step", EVERY)
@pytest.mark.parametrize("decode", DECODERS)
def test_every_multi_byte_sequence(decode: object, step: int) -> None:
    # A2.3 (two bytes), A2.4 (three, without overlong and surrogates), A2.5 (four): each
    # sequence decodes to its code point; checked over every code point they can spell.
    assert callable(decode)
    wrong = []
    bmp = [*range(0x80, 0xD800), *range(0xE000, 0x10000)][::step]
    for cp in [*bmp, *range(0x10000, 0x110000, 97)]:
        escaped = "".join(_hex(b) for b in chr(cp).encode("utf-8"))
        if decode(escaped) != chr(cp):
            wrong.append(cp)
    assert wrong == []


def test_examples() -> None:
    # A4: mixed strings.
    assert decodeURIComponent("%e0%A4%A5") == "\u0925"
    assert decodeURIComponent("%E0%A4%A5%E0%A5%84") == "\u0925\u0944"
    assert decodeURI("http://unipro.ru/0123456789") == "http://unipro.ru/0123456789"
    assert decodeURI("%41%2F%23%3b") == "A%2F%23%3b"
    assert decodeURI("http://ru.wikipedia.org/wiki/%D0%91%D0%B0%D0%B9%D0%BA%D0%B0%D0%BB") == (
        "http://ru.wikipedia.org/wiki/\u0411\u0430\u0439\u043a\u0430\u043b"
    )


# --- encoding ---------------------------------------------------------------------------------


@pytest.mark.parametrize("encode", ENCODERS)
def test_lone_surrogates_throw(encode: object) -> None:
    # A1.1: a low surrogate first; A1.2: a high surrogate last or before a non-low one;
    # A1.3: two high surrogates.
    for unit in range(0xDC00, 0xE000):
        assert _raises(encode, chr(unit))
        assert _raises(encode, "a" + chr(unit) + "b")
    for unit in range(0xD800, 0xDC00):
        assert _raises(encode, chr(unit))
        assert _raises(encode, chr(unit) + "a")
        assert _raises(encode, chr(unit) + "\ud800")


@pytest.mark.parametrize("encode", ENCODERS)
def test_surrogate_pairs_encode_as_their_code_point(encode: object) -> None:
    # A2.4 with pairs: every high/low combination is one four-byte sequence, whether Python
    # holds it as the astral code point or as the two surrogate code points.
    assert callable(encode)
    for high in range(0xD800, 0xDC00, 7):
        for low in range(0xDC00, 0xE000, 61):
            cp = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            expected = "".join(_hex(b) for b in chr(cp).encode("utf-8"))
            assert encode(chr(high) + chr(low)) == expected
            assert encode(chr(cp)) == expected


def test_which_ascii_characters_stay() -> None:
    # A2.1 / A3.1-A3.3: uriUnreserved stays for both; uriReserved and "#" stay only for
    # encodeURI; every other ASCII character becomes %XX (upper-case hexadecimal).
    unreserved = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'()")
    for byte in range(0x80):
        char = chr(byte)
        component = char if char in unreserved else _hex(byte)
        whole = char if char in unreserved or char in RESERVED + "#" else _hex(byte)
        assert encodeURIComponent(char) == component
        assert encodeURI(char) == whole


@pytest.mark.parametrize("step", EVERY)
@pytest.mark.parametrize("encode", ENCODERS)
def test_every_non_ascii_code_point(encode: object, step: int) -> None:
    # A2.2-A2.4: two-, three- and four-byte UTF-8, upper-case hexadecimal.
    assert callable(encode)
    wrong = []
    for cp in [*range(0x80, 0xD800)[::step], *range(0xE000, 0x110000, 13)]:
        expected = "".join(_hex(b) for b in chr(cp).encode("utf-8"))
        if encode(chr(cp)) != expected:
            wrong.append(cp)
    assert wrong == []


def test_encoding_examples() -> None:
    # A4.
    assert encodeURI("http://unipro.ru/0123456789") == "http://unipro.ru/0123456789"
    assert encodeURI("\u0411\u0430\u0439\u043a\u0430\u043b") == (
        "%D0%91%D0%B0%D0%B9%D0%BA%D0%B0%D0%BB"
    )
    assert encodeURIComponent("http://unipro.ru/a b") == "http%3A%2F%2Funipro.ru%2Fa%20b"
    assert encodeURI("http://[::1]/a?b=c#d e") == "http://%5B::1%5D/a?b=c#d%20e"


# --- ToString of the argument (A6) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "text"),
    [(1, "1"), (1.5, "1.5"), (1.0, "1"), (True, "true"), (False, "false"), (float("nan"), "NaN")],
)
def test_argument_to_string(value: object, text: str) -> None:
    for function in [*DECODERS, *ENCODERS]:
        assert function(value) == text


def test_argument_without_string_form_is_a_type_error() -> None:
    for function in [*DECODERS, *ENCODERS]:
        with pytest.raises(TypeError):
            function(None)
        with pytest.raises(TypeError):
            function(b"bytes")


def test_uri_error_is_a_value_error_and_pickles() -> None:
    import pickle

    with pytest.raises(ValueError) as caught:
        decodeURIComponent("ab%E2%82")
    error = caught.value
    assert isinstance(error, URIError)
    assert error.index == 2
    copy = pickle.loads(pickle.dumps(error))
    assert (type(copy), str(copy), copy.index) == (URIError, str(error), 2)
