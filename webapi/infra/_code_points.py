"""Code points, code-point sets and string operations of the Infra Standard.

Spec: https://infra.spec.whatwg.org/#code-points and https://infra.spec.whatwg.org/#strings

Sets are ``frozenset`` objects of one-character strings so that membership tests are a single
hash lookup; character-class bodies where a whole span is checked at once with ``re``.
Every name here is public: :mod:`webapi.infra` re-exports them, and its ``__all__`` lists them.
"""

from __future__ import annotations

#: https://infra.spec.whatwg.org/#ascii-hex-digit
ASCII_HEX_DIGITS = frozenset("0123456789ABCDEFabcdef")
#: https://infra.spec.whatwg.org/#ascii-alpha
ASCII_ALPHA = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

#: https://infra.spec.whatwg.org/#ascii-whitespace (U+0009 TAB, U+000A LF, U+000C FF,
#: U+000D CR, U+0020 SPACE), as a string for ``str.strip``.
ASCII_WHITESPACE = "\t\n\f\r "
#: https://infra.spec.whatwg.org/#c0-control-or-space (U+0000 to U+0020), for ``str.strip``.
C0_CONTROL_OR_SPACE = "".join(map(chr, range(0x21)))

_ASCII_LOWER_TABLE = {c: c + 32 for c in range(0x41, 0x5B)}
_ASCII_UPPER_TABLE = {c: c - 32 for c in range(0x61, 0x7B)}


def ascii_lowercase(s: str) -> str:
    """https://infra.spec.whatwg.org/#ascii-lowercase (leaves non-ASCII alone)."""
    return s.lower() if s.isascii() else s.translate(_ASCII_LOWER_TABLE)


def ascii_uppercase(s: str) -> str:
    """https://infra.spec.whatwg.org/#ascii-uppercase (leaves non-ASCII alone: "\u0131" stays,
    where ``str.upper`` would make it "I")."""
    return s.upper() if s.isascii() else s.translate(_ASCII_UPPER_TABLE)


def split_on_ascii_whitespace(s: str) -> list[str]:
    """https://infra.spec.whatwg.org/#split-on-ascii-whitespace: the non-empty runs between
    ASCII whitespace. (``str.split()`` alone would also split on U+000B, U+001C to U+001F and
    non-ASCII spaces: it is used only where none of those occur.)"""
    if s.isascii() and (s.isprintable() or not any(c in s for c in "\x0b\x1c\x1d\x1e\x1f")):
        return s.split()  # (printable ASCII: no whitespace but U+0020)
    return [part for part in s.translate(_ASCII_WHITESPACE_TO_SPACE).split(" ") if part]


_ASCII_WHITESPACE_TO_SPACE = str.maketrans(dict.fromkeys("\t\n\f\r", " "))
