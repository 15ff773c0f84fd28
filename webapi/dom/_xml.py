"""The productions of XML 1.0 (Fifth Edition, https://www.w3.org/TR/xml/) that the DOM refers
to: ``Name`` (a processing instruction's target) and, for the pseudo-attributes of a processing
instruction's data, ``S``, ``Char`` and ``CharRef``.

Each production is a regular expression written from the grammar, under its name.
"""

from __future__ import annotations

import re

from webapi._lazy import lazy_pattern

__all__ = ["CHAR", "CHAR_REF", "NAME", "NAME_PATTERN", "S", "is_char", "matches_name"]

#: [4] NameStartChar (https://www.w3.org/TR/xml/#NT-NameStartChar), as a character class body.
_NAME_START_CHAR = (
    ":A-Z_a-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c-\u200d"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff"
)
#: [4a] NameChar: NameStartChar | "-" | "." | [0-9] | #xB7 | [#x0300-#x036F] | [#x203F-#x2040].
_NAME_CHAR = _NAME_START_CHAR + "\\-.0-9\u00b7\u0300-\u036f\u203f-\u2040"

#: [5] Name ::= NameStartChar (NameChar)*  (https://www.w3.org/TR/xml/#NT-Name), as a pattern;
#: compiled on first use (its classes take milliseconds, which no HTML parse needs).
NAME_PATTERN = f"[{_NAME_START_CHAR}][{_NAME_CHAR}]*"
NAME = lazy_pattern(globals(), "NAME", NAME_PATTERN)
#: [3] S ::= (#x20 | #x9 | #xD | #xA)+  (https://www.w3.org/TR/xml/#NT-S)
S = re.compile("[ \t\r\n]+")
#: [2] Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
#: (https://www.w3.org/TR/xml/#NT-Char), as a character class body.
CHAR = "\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff"
#: [66] CharRef ::= '&#' [0-9]+ ';' | '&#x' [0-9a-fA-F]+ ';'  (https://www.w3.org/TR/xml/#NT-CharRef)
CHAR_REF = "&#[0-9]+;|&#x[0-9a-fA-F]+;"


def matches_name(string: str) -> bool:
    """Whether ``string`` matches the ``Name`` production."""
    return NAME.fullmatch(string) is not None


def is_char(code_point: int) -> bool:
    """Whether ``code_point`` matches the ``Char`` production (the Legal Character
    well-formedness constraint of a character reference,
    https://www.w3.org/TR/xml/#wf-Legalchar)."""
    return (
        code_point in (0x9, 0xA, 0xD)
        or 0x20 <= code_point <= 0xD7FF
        or 0xE000 <= code_point <= 0xFFFD
        or 0x10000 <= code_point <= 0x10FFFF
    )
