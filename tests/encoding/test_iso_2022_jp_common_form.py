"""ISO-2022-JP's fast path, proved: where ``codec_decode`` answers (CPython's ``iso2022_jp``
codec over the input with TAB, LF and CR made DEL and the other controls made 0x80, after one
search for the escapes it may read otherwise), its answer is the standard's output from that
state: over every pair, and on generated inputs of every escape, the controls, DEL and high
bytes in every state, sequences cut off at the end; and the decoder, which tries it once per
call, in both error modes, whole, in two calls and streamed at every cut point.

The reference is ``encoding_reference.py``, the step-by-step transcription of the standard's
decoder that ``test_decoders_standard.py`` uses.
"""

from __future__ import annotations

import random
from itertools import pairwise

import encoding_reference as reference
import pytest
from streaming_calls import assert_calls

from webapi import TextDecoder
from webapi.encoding import get_decoder
from webapi.encoding._iso_2022_jp import ASCII, LEADING_BYTE, ROMAN, codec_decode

PAIR_BYTES = range(0x21, 0x7F)

#: Per state the fast path starts in, bytes that leave the standard's decoder in it with
#: *output* false (an escape, then one character).
_INTO = {ASCII: b"a", ROMAN: b"\x1b(Ja", LEADING_BYTE: b"\x1b$B!!"}


def expected_from(state: int, data: bytes) -> str:
    """The standard's output for ``data`` and end-of-queue from ``state``, *output* false."""
    return reference.run_chunks("ISO-2022-JP", [_INTO[state], data])[1]


@pytest.mark.parametrize("escape", [b"\x1b$B", b"\x1b$@"])
def test_every_pair_is_the_standards(escape: bytes) -> None:
    """Over all 8,836 pairs, after each escape into jis0208 and from the lead byte state:
    where codec_decode answers (the codec knows the pair), it gives the standard's output,
    EUC-JP's translations applied; where it does not, the steps do."""
    answered = 0
    for lead in PAIR_BYTES:
        for trail in PAIR_BYTES:
            pair = bytes((lead, trail))
            data = escape + pair + b"\x1b(B"
            expected = reference.run("ISO-2022-JP", data)
            got = codec_decode(data)
            if got is not None:
                answered += 1
                assert got == expected, data
                assert codec_decode(pair, LEADING_BYTE) == expected, pair
            assert TextDecoder("ISO-2022-JP").decode(data) == expected
    assert answered > 6_000


def check_escapes(seconds: range) -> int:
    """``ESC``, a second byte from ``seconds`` and any third (and fourth after ``$``, ``(``,
    ``)``), alone, then a pair, an escape or ``)``: wherever codec_decode answers from a state,
    its answer is the standard's. Returns how many it answered."""
    answered = 0
    for second in seconds:
        for third in range(256):
            escapes = [bytes((0x1B, second, third))]
            if second in b"$()" and third in b"$()":
                escapes += [bytes((0x1B, second, third, fourth)) for fourth in range(256)]
            for escape in escapes:
                for tail in (b"", b"!!", b"\x1b(B", b"a)", b"\x1b$B!!"):
                    data = escape + tail
                    for state in (ASCII, ROMAN, LEADING_BYTE):
                        fast = codec_decode(data, state)
                        if fast is not None:
                            answered += 1
                            assert fast == expected_from(state, data), (state, data)
    return answered


def test_every_escape_of_the_printable_bytes() -> None:
    assert check_escapes(range(0x20, 0x80)) > 30


@pytest.mark.slow
def test_every_escape() -> None:
    assert check_escapes(range(256)) > 30


_PIECES = [b"\x1b$B", b"\x1b$@", b"\x1b(B", b"\x1b(J", b"\x1b(I", b"\x1b", b"\x1b$", b"\x1b(",
           b"\x1b$(D", b"\x1b$(B", b"\x1b$)B", b"\x1b$)@", b"\x1b)B", b"\x1b)J", b"\x1b$A",
           b"\x1bN", b"\x1b.A", b"\x1b-A", b")", b"!!", b"0!", b"F|", b"!", b"~", b"a", b"\n",
           b"\r", b"\r\n", b"\t", b" ", b"\x00", b"\x1f", b"\x7f", b"\x0e", b"\x0f", b"\x80",
           b"\xff", b"\\", b"t", b"!)", b"!A"]  # fmt: skip


def check_generated(count: int, seed: int) -> int:
    """Random inputs of the pieces above: wherever codec_decode answers from a state, its
    answer is the standard's; every decode is the standard's, whole, in two calls and in
    fatal mode. Returns how many codec_decode answered."""
    rng = random.Random(seed)
    answered = 0
    for _ in range(count):
        data = b"".join(rng.choice(_PIECES) for _ in range(rng.randrange(0, 12)))
        for state in (ASCII, ROMAN, LEADING_BYTE):
            fast = codec_decode(data, state)
            if fast is not None:
                answered += 1
                assert fast == expected_from(state, data), (state, data)
        expected = reference.run("ISO-2022-JP", data)
        assert TextDecoder("ISO-2022-JP").decode(data) == expected, data
        # and in two calls, split anywhere, the first call's output being the standard's
        cut = rng.randrange(len(data) + 1)
        first, second = reference.run_chunks("ISO-2022-JP", [data[:cut], data[cut:]])
        decoder = get_decoder("ISO-2022-JP")
        assert decoder.decode(data[:cut]) == first, (data, cut)
        assert decoder.decode(data[cut:], True) == second, (data, cut)
        fatal = get_decoder("ISO-2022-JP", fatal=True)
        if "\ufffd" in expected:
            with pytest.raises(UnicodeDecodeError):
                fatal.decode(data, True)
        else:
            assert fatal.decode(data, True) == expected, data
    return answered


@pytest.mark.slow
def test_generated_inputs_decode_as_the_standard() -> None:
    assert check_generated(5_000, seed=5) > 1_250


@pytest.mark.slow
def test_many_generated_inputs_decode_as_the_standard() -> None:
    assert check_generated(1_000_000, seed=6) > 250_000


_TEXTS = [
    b"<p>\x1b$B$3$s$K$A$O\x1b(B, world\r\n\x1b$B!A!]\x1b(B\t\x1b(J\\~\n\x1b$@0!\x1b(B</p>\n",
    b"\x1b$B0!\n0!\x1b(Bx\x1b(B\x1b$B0!\x1b(B\x1b$B\x1b(Bend\x0e",
    b"a\x1b$B0!0\x1b(B\x1b)B\x1b$(B0!\x7f\x1b(J\r\x1b(I1\x1b(B\xa4",
]


@pytest.mark.parametrize("data", _TEXTS)
def test_streamed_at_every_cut_point(data: bytes) -> None:
    """Controls in each state, escapes the codec reads otherwise, pairs cut by the call's end,
    escapes at the end: every call's output is the standard's, whatever the cut (and for
    every three-way cut of the first), in both error modes."""
    cuts = [[cut] for cut in range(len(data) + 1)]
    if data is _TEXTS[0]:
        cuts += [[a, b] for a in range(len(data) + 1) for b in range(a, len(data) + 1)]
    for points in cuts:
        edges = [0, *points, len(data)]
        assert_calls("ISO-2022-JP", [data[a:b] for a, b in pairwise(edges)])
