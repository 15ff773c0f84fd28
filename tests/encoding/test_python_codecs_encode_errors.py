"""UnicodeEncodeError from the whatwg- codecs indexes the offending characters (issue #30, 3)."""

from __future__ import annotations

import pytest

import webapi.encoding  # noqa: F401  (registers the codecs)


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
