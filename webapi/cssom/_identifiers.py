"""CSSOM's serialization of an identifier
(https://drafts.csswg.org/cssom-1/#serialize-an-identifier), which rules, selector text and
``CSS.escape`` write names with."""

from __future__ import annotations

__all__ = ["serialize_an_identifier"]


def serialize_an_identifier(name: str) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-an-identifier"""
    out: list[str] = []
    for index, char in enumerate(name):
        code = ord(char)
        if code == 0:
            out.append("\ufffd")
        elif (0x01 <= code <= 0x1F or code == 0x7F) or (
            "0" <= char <= "9" and (index == 0 or (index == 1 and name[0] == "-"))
        ):
            out.append(f"\\{code:x} ")
        elif index == 0 and char == "-" and len(name) == 1:
            out.append("\\-")
        elif code >= 0x80 or char in "-_" or (char.isascii() and char.isalnum()):
            out.append(char)
        else:
            out.append("\\" + char)
    return "".join(out)
