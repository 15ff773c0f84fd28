"""Infra's string steps the matcher uses (https://infra.spec.whatwg.org/#strings)."""

from __future__ import annotations

__all__ = ["split_ascii_whitespace"]


def split_ascii_whitespace(value: str) -> list[str]:
    """https://infra.spec.whatwg.org/#split-on-ascii-whitespace (``str.split()`` would also
    split on non-ASCII spaces)."""
    if value.isascii() and "\x0b" not in value and not any(c in value for c in "\x1c\x1d\x1e\x1f"):
        return value.split()
    return [part for part in value.translate(_TO_SPACE).split(" ") if part]


_TO_SPACE = str.maketrans({c: " " for c in "\t\n\f\r"})
