"""The rules for parsing pseudo-attributes from a string (Associating Style Sheets with XML
documents 1.0, Second Edition, §3, https://www.w3.org/TR/xml-stylesheet/#dt-parsing), which
the DOM applies to a processing instruction's data ("update attributes from data").

The string must match ``PseudoAtts``::

    [1a] PseudoAtts      ::= PseudoAtt? (S PseudoAtt)* S?
    [2]  PseudoAtt       ::= Name S? "=" S? PseudoAttValue
    [3]  PseudoAttValue  ::= ('"' ([^"<&] | CharRef | PredefEntityRef)* '"'
                             | "'" ([^'<&] | CharRef | PredefEntityRef)* "'")
    [4]  PredefEntityRef ::= "&amp;" | "&lt;" | "&gt;" | "&quot;" | "&apos;"

(``Name``, ``S``, ``CharRef`` and the characters ``[^...]`` allows, ``Char``, are XML's:
:mod:`._xml`). A pseudo-attribute's value is its ``PseudoAttValue`` without the quotes, each
reference replaced by its character. The result is an error (None here) when the string does
not match, when a character reference names no ``Char``, or when a name comes twice.
"""

from __future__ import annotations

from webapi._lazy import lazy_pattern

from ._xml import CHAR_REF, NAME_PATTERN, S, is_char

__all__ = ["NOT_DOUBLE_QUOTE", "NOT_SINGLE_QUOTE", "parse_pseudo_attributes"]

_PREDEFINED_ENTITY_REF = "&(?:amp|lt|gt|quot|apos);"
_REFERENCE = f"{CHAR_REF}|{_PREDEFINED_ENTITY_REF}"


#: [^"<&] and [^'<&] of [3] in XML's notation: the Chars (``_xml.CHAR``) other than the quote,
#: "<" (U+003C) and "&" (U+0026), as character class bodies.
NOT_DOUBLE_QUOTE = "\t\n\r\x20\x21\x23-\x25\x27-\x3b\x3d-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff"
NOT_SINGLE_QUOTE = "\t\n\r\x20-\x25\x28-\x3b\x3d-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff"


def _quoted(quote: str, allowed: str) -> str:
    """A ``PseudoAttValue`` between ``quote`` quotes, its content as a group (possessive: a
    value that does not end is not tried again from each of its characters)."""
    return f"{quote}((?:[{allowed}]++|{_REFERENCE})*+){quote}"


#: [2] PseudoAtt: the name as group 1, the value's content as group 2 (double quotes) or 3.
#: (Compiled on first use, like ``_REFERENCE_RE``: no HTML parse needs them.)
_PSEUDO_ATT = lazy_pattern(
    globals(),
    "_PSEUDO_ATT",
    lambda: (
        f"({NAME_PATTERN})(?:{S.pattern})?=(?:{S.pattern})?"
        f"(?:{_quoted(chr(34), NOT_DOUBLE_QUOTE)}|{_quoted(chr(39), NOT_SINGLE_QUOTE)})"
    ),
)
_REFERENCE_RE = lazy_pattern(globals(), "_REFERENCE_RE", _REFERENCE)
_PREDEFINED = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'"}


def _replace_references(content: str) -> str | None:
    """The value: each ``CharRef`` and ``PredefEntityRef`` of ``content`` replaced by its
    character; None if a character reference names no ``Char``."""
    if "&" not in content:
        return content
    parts = []
    position = 0
    for match in _REFERENCE_RE.finditer(content):
        parts.append(content[position : match.start()])
        reference = match.group()
        character = _PREDEFINED.get(reference)
        if character is None:
            hexadecimal = reference[2] == "x"
            digits = reference[3:-1] if hexadecimal else reference[2:-1]
            digits = digits.lstrip("0") or "0"
            if len(digits) > 7:  # (past U+10FFFF, and no long int parsing)
                return None
            code_point = int(digits, 16 if hexadecimal else 10)
            if not is_char(code_point):
                return None
            character = chr(code_point)
        parts.append(character)
        position = match.end()
    parts.append(content[position:])
    return "".join(parts)


def parse_pseudo_attributes(string: str) -> dict[str, str] | None:
    """https://www.w3.org/TR/xml-stylesheet/#dt-parsing: the pseudo-attributes of ``string``
    (name to value, in order), or None for an error."""
    found: dict[str, str] = {}
    position = 0
    match = _PSEUDO_ATT.match(string)  # PseudoAtt?
    while True:
        if match is not None:
            name = match.group(1)
            if name in found:  # a name twice: an error
                return None
            content = match.group(2)
            value = _replace_references(match.group(3) if content is None else content)
            if value is None:
                return None
            found[name] = value
            position = match.end()
        space = S.match(string, position)  # (S PseudoAtt)* S?
        if space is None:
            break
        position = space.end()
        match = _PSEUDO_ATT.match(string, position)
        if match is None:
            break
    return found if position == len(string) else None
