"""The XHTML DTDs of the HTML Standard's XML parser
(https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents): "If the document
type declaration contains a public identifier that matches one of [the listed ones], then the
user agent must use a DTD that defines the entity names listed in the named character
references section" -- and only those: no external resource is ever fetched.

The DTD is text made once, on first need, from the table of named character references (the
names with their semicolon; the five XML predefines itself are left out): each name an
internal entity whose replacement text is character references, so the parser's own entity
handling (and its limits) applies to them.
"""

from __future__ import annotations

from ._named_character_references import NAMED_CHARACTER_REFERENCES

__all__ = ["XHTML_PUBLIC_IDS", "xhtml_entities_dtd"]

#: The public identifiers the Standard lists (matched exactly).
XHTML_PUBLIC_IDS = frozenset(
    {
        "-//W3C//DTD XHTML 1.0 Transitional//EN",
        "-//W3C//DTD XHTML 1.1//EN",
        "-//W3C//DTD XHTML 1.0 Strict//EN",
        "-//W3C//DTD XHTML 1.0 Frameset//EN",
        "-//W3C//DTD XHTML Basic 1.0//EN",
        "-//W3C//DTD XHTML 1.1 plus MathML 2.0//EN",
        "-//W3C//DTD XHTML 1.1 plus MathML 2.0 plus SVG 1.1//EN",
        "-//W3C//DTD MathML 2.0//EN",
        "-//WAPFORUM//DTD XHTML Mobile 1.0//EN",
    }
)

#: The entities XML predefines (https://www.w3.org/TR/xml/#sec-predefined-ent).
_PREDEFINED = frozenset({"amp", "lt", "gt", "quot", "apos"})

_dtd: str | None = None


def _reference(character: str) -> str:
    """A character reference in an entity value for ``character``: ``<`` and ``&`` escaped
    twice, as their replacement text must itself be a reference (XML 1.0 appendix D,
    https://www.w3.org/TR/xml/#sec-entexpand)."""
    if character in "<&":
        return f"&#38;#{ord(character)};"
    return f"&#{ord(character)};"


def xhtml_entities_dtd() -> str:
    """The external subset given to a document whose public identifier is one of
    :data:`XHTML_PUBLIC_IDS`: ``<!ENTITY name "&#N;">`` for every named character
    reference (made on first call)."""
    global _dtd
    if _dtd is None:
        declarations = []
        for name, characters in NAMED_CHARACTER_REFERENCES.items():
            if name.endswith(";") and name[:-1] not in _PREDEFINED:
                references = "".join(_reference(c) for c in characters)
                declarations.append(f'<!ENTITY {name[:-1]} "{references}">')
        _dtd = "\n".join(declarations)
    return _dtd
