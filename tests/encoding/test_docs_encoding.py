"""docs/encoding.md's table of CPython codec differences is what codec_differences.py measures."""

from __future__ import annotations

from pathlib import Path

import codec_differences
import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "encoding.md"


@pytest.mark.slow
def test_the_codec_table_is_measured() -> None:
    assert codec_differences.table() in DOC.read_text(encoding="utf-8")


def test_the_table_has_every_encoding_but_utf8_and_replacement() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "| Shift_JIS | shift_jis |" in text
    assert text.count("\n| ") >= 38
