"""parsel's ``re()``: the strings a regular expression extracts from a selection's text, with
character references replaced (not a spec section: parsel's API,
https://parsel.readthedocs.io/en/latest/usage.html#using-selectors-with-regular-expressions)."""

from __future__ import annotations

import re
from html.entities import name2codepoint

__all__ = ["extract_regex", "replace_references", "shorten"]

#: A character reference as the entity replacement finds it: a name, a decimal or a
#: hexadecimal number, the semicolon optional.
_REFERENCE = re.compile(
    r"&(?:(?P<name>[a-z\d]+)|#(?P<dec>\d+)|#x(?P<hex>[a-f\d]+))(?P<semi>;?)", re.I
)

#: Numeric references in the C1 range name the windows-1252 character of that byte, as HTML's
#: tokenizer reads them (https://html.spec.whatwg.org/#numeric-character-reference-end-state).
_C1 = range(0x80, 0xA0)


def _reference(match: re.Match[str], keep: frozenset[str]) -> str:
    """The character ``match`` refers to, or the reference as written where it names none or
    names one of ``keep``."""
    name = match.group("name")
    number: int | None = None
    if match.group("dec") is not None:
        number = int(match.group("dec"))
    elif match.group("hex") is not None:
        number = int(match.group("hex"), 16)
    elif name.lower() in keep:
        return match.group(0)
    elif name in name2codepoint:
        number = name2codepoint[name]
    elif name.lower() in name2codepoint:
        number = name2codepoint[name.lower()]
    if number is None:
        return match.group(0)
    if number in _C1:
        try:
            return bytes([number]).decode("cp1252")
        except UnicodeDecodeError:
            return ""
    try:
        return chr(number)
    except (ValueError, OverflowError):
        return ""


def replace_references(text: str, keep: tuple[str, ...] = ("lt", "amp")) -> str:
    """``text`` with its character references replaced by their characters, except the named
    ones of ``keep`` (``&lt;`` and ``&amp;``, which would make the text's markup ambiguous)."""
    kept = frozenset(keep)
    return _REFERENCE.sub(lambda match: _reference(match, kept), text)


def _flatten(found: list[str | tuple[str, ...]]) -> list[str]:
    strings: list[str] = []
    for item in found:
        if isinstance(item, tuple):
            strings.extend(item)
        else:
            strings.append(item)
    return strings


def extract_regex(
    regex: str | re.Pattern[str], text: str, replace_entities: bool = True
) -> list[str]:
    """What parsel's ``re()`` gives for ``regex`` over ``text``: the first match's group named
    ``extract`` where the expression has one; else each match's groups (flattened), or each
    whole match where it has none. Character references replaced unless
    ``replace_entities`` is false."""
    if isinstance(regex, str):
        regex = re.compile(regex)
    if "extract" in regex.groupindex:
        match = regex.search(text)
        extracted = match.group("extract") if match is not None else None
        strings = [extracted] if extracted is not None else []
    else:
        strings = _flatten(regex.findall(text))
    if not replace_entities:
        return strings
    return [replace_references(string) for string in strings]


def shorten(text: str, width: int, suffix: str = "...") -> str:
    """``text`` cut to ``width`` characters, ending with ``suffix`` where it was cut."""
    if len(text) <= width:
        return text
    if width > len(suffix):
        return text[: width - len(suffix)] + suffix
    if width >= 0:
        return suffix[len(suffix) - width :]
    raise ValueError("width must be equal or greater than 0")
