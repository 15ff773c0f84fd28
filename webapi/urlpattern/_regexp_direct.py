"""The ``re`` source of a component without custom regexp groups, built from its part list.

https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list writes a
JavaScript regular expression that :func:`webapi.js.regexp.translate` would parse and emit again as
``re`` source.  For the common part lists (fixed text and wildcards, without the ``*`` and
``+`` modifiers) this module writes that same ``re`` source directly: each part is emitted
exactly as the translator emits the piece of the expression the spec writes for it (the
translator's emission of a sequence is the concatenation of its items' emissions, and these
pieces trigger none of its rewrites across items), fixed text character by character with the
translator's own character sets.  ``tests/urlpattern/test_regexp_direct.py`` checks that the
result equals the translation on the WPT data and generated part lists.
"""

from __future__ import annotations

from webapi.js.regexp import pattern_character_source, translate

from ._parts import FIXED_TEXT, FULL_WILDCARD, NONE, OPTIONAL, SEGMENT_WILDCARD, Options, Part
from ._regexp_generation import FULL_WILDCARD_REGEXP_VALUE, generate_a_segment_wildcard_regexp

__all__ = ["direct_regular_expression"]


def _character_table(fold: bool) -> dict[str, str]:
    """Each ASCII code point as the translator emits it as a pattern character."""
    return {chr(c): pattern_character_source(c, fold) for c in range(128)}


_CHARACTERS = {False: _character_table(False), True: _character_table(True)}


def _text(value: str, table: dict[str, str]) -> str:
    """Fixed text (escaped by "escape a regexp string" in the spec's expression)."""
    return "".join([table[c] for c in value])


def direct_regular_expression(part_list: list[Part], options: Options) -> str | None:
    """The translation of the part list's generated regular expression, or None when the part
    list has a part this module leaves to the translator (a regexp group, a ``*`` or ``+``
    modifier, non-ASCII text)."""
    fold = options.ignore_case
    table = _CHARACTERS[fold]
    result = ["\\A"]
    for part in part_list:
        modifier = part.modifier
        if modifier != NONE and modifier != OPTIONAL:
            return None
        if not (part.value.isascii() and part.prefix.isascii() and part.suffix.isascii()):
            return None
        type = part.type
        if type == FIXED_TEXT:
            text = _text(part.value, table)
            if modifier == NONE:
                result.append(text)
            elif not part.value:
                return None  # "(?:)?" never iterates: the translator writes "(?:){0}"
            elif len(part.value) == 1:
                # "(?:c)?": the group's body is one character class, quantified as is.
                result.append(text + "?")
            else:
                result.append("(?:" + text + ")?")
            continue
        if type == SEGMENT_WILDCARD:
            regexp_value = generate_a_segment_wildcard_regexp(options)
        elif type == FULL_WILDCARD:
            regexp_value = FULL_WILDCARD_REGEXP_VALUE
        else:
            return None
        if not part.prefix and not part.suffix:
            # "(<regexp value>)<modifier>": constant, so translated once (cached); an
            # optional full wildcard "(.*)?" is rewritten by the translator ("(.+)?").
            js = "(" + regexp_value + ")" + ("?" if modifier == OPTIONAL else "")
            result.append(translate(js, ignore_case=fold).source)
            continue
        # "(?:<prefix>(<regexp value>)<suffix>)<modifier>"
        group = "(" + translate(regexp_value, ignore_case=fold).source + ")"
        inner = _text(part.prefix, table) + group + _text(part.suffix, table)
        result.append(inner if modifier == NONE else "(?:" + inner + ")?")
    result.append("\\Z")
    return "".join(result)
