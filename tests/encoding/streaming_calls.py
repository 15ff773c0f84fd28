"""The check the decoder tests share for streaming: each call of a decoder fed chunks one by one
returns what the standard's decoder (``encoding_reference``) has output by then."""

from __future__ import annotations

import encoding_reference as reference
import pytest

from webapi.encoding import get_decoder


def assert_calls(name: str, chunks: list[bytes]) -> None:
    """Each streaming call of ``name``'s decoder on ``chunks`` returns what the standard's
    decoder has output by the end of its bytes, in replacement mode; in fatal mode the same
    up to the first call whose output holds an error, which raises (replacement's decoder
    is left out there: its one output is its error)."""
    expected = reference.run_chunks(name, chunks)
    decoder = get_decoder(name)
    got = [decoder.decode(c, i == len(chunks) - 1) for i, c in enumerate(chunks)]
    assert got == expected, chunks
    if name == "replacement":
        return
    fatal = get_decoder(name, fatal=True)
    for i, (chunk, output) in enumerate(zip(chunks, expected, strict=True)):
        if "\ufffd" in output:
            with pytest.raises(UnicodeDecodeError):
                fatal.decode(chunk, i == len(chunks) - 1)
            break
        assert fatal.decode(chunk, i == len(chunks) - 1) == output, chunks
