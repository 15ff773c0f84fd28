"""ISO-2022-JP's fast path, proved: on a common-form input (``is_common_form``) CPython's
``iso2022_jp`` codec gives the standard's result wherever it succeeds with no U+FFFD, once
EUC-JP's translations are applied to its output (the same JIS X 0208 table): over every
pair, and on generated inputs near the common form (every escape, the controls and spaces the
codec lets through in a jis0208 run, bytes left over), whole and in two calls.

The reference is ``encoding_reference.py``, the step-by-step transcription of the standard's
decoder that ``test_decoders_standard.py`` uses.
"""

from __future__ import annotations

import random

import encoding_reference as reference
import pytest

from webapi import TextDecoder
from webapi.encoding._iso_2022_jp import is_common_form
from webapi.encoding._multi_byte import TRANSLATIONS


def translated(text: str) -> str:
    for suspect, code_point in TRANSLATIONS["EUC-JP"]:
        text = text.replace(suspect, code_point)
    return text


PAIR_BYTES = range(0x21, 0x7F)


@pytest.mark.parametrize("escape", [b"\x1b$B", b"\x1b$@"])
def test_every_pair_is_the_standards_once_translated(escape: bytes) -> None:
    """Over all 8,836 pairs: the codec's output is the standard's, or is once translated, or
    the codec fails (then the EUC-JP decoder takes the input); the standard never outputs a
    translated character for a pair."""
    agree = differ = fail = 0
    for lead in PAIR_BYTES:
        for trail in PAIR_BYTES:
            data = escape + bytes((lead, trail)) + b"\x1b(B"
            assert is_common_form(data)
            expected = reference.run("ISO-2022-JP", data)
            try:
                got = data.decode("iso2022_jp")
            except UnicodeDecodeError:
                fail += 1
                continue
            if got == expected:
                agree += 1
            else:
                assert translated(got) == expected, (data, got, expected)
                differ += 1
            assert translated(expected) == expected
            assert TextDecoder("ISO-2022-JP").decode(data) == expected
    assert agree > 6_000 and 0 < differ < 20 and fail > 0


_PIECES = [b"\x1b$B", b"\x1b$@", b"\x1b(B", b"\x1b(J", b"\x1b(I", b"\x1b", b"\x1b$", b"\x1b(",
           b"\x1b$(D", b"\x1b$A", b"\x1bN", b"!!", b"0!", b"F|", b"!", b"~", b"a", b"\n", b"\r",
           b"\t", b" ", b"\x00", b"\x7f", b"\x0e", b"\x0f", b"\x80", b"\\", b"t",
           b"!)"]  # fmt: skip


def _codec_result(data: bytes) -> str | None:
    """What the fast path returns for ``data``, or None where it leaves it to the steps."""
    if not is_common_form(data):
        return None
    try:
        text = data.decode("iso2022_jp")
    except UnicodeDecodeError:
        return None
    return None if "\ufffd" in text else translated(text)


def check_generated(count: int, seed: int) -> int:
    """Random inputs near the common form: wherever the fast path answers, its answer is the
    standard's; and every decode is. Returns how many the fast path answered."""
    rng = random.Random(seed)
    answered = 0
    for _ in range(count):
        data = b"".join(rng.choice(_PIECES) for _ in range(rng.randrange(0, 12)))
        expected = reference.run("ISO-2022-JP", data)
        fast = _codec_result(data)
        if fast is not None:
            answered += 1
            assert fast == expected, data
        assert TextDecoder("ISO-2022-JP").decode(data) == expected, data
        # and in two calls, split anywhere (the first call's codec part: up to the split)
        cut = rng.randrange(len(data) + 1)
        decoder = TextDecoder("ISO-2022-JP")
        got = decoder.decode(data[:cut], stream=True) + decoder.decode(data[cut:])
        assert got == expected, (data, cut)
    return answered


def test_generated_inputs_decode_as_the_standard() -> None:
    assert check_generated(20_000, seed=5) > 1_000


@pytest.mark.slow
def test_many_generated_inputs_decode_as_the_standard() -> None:
    assert check_generated(1_000_000, seed=6) > 50_000
