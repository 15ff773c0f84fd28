"""``@font-feature-values`` (https://drafts.csswg.org/css-fonts-4/#font-feature-values): the
rule's font families and its feature value blocks (``@swash``, ``@styleset``...), as the
CSSOM's ``CSSFontFeatureValuesRule`` and its ``CSSFontFeatureValuesMap`` objects
(https://drafts.csswg.org/css-fonts-4/#om-fontfeaturevalues) expose them in Chromium 156: each
block a map of names to lists of unsigned integers, the blocks of one kind merged (one with
an invalid entry dropped), the rule serialized on one line with its blocks in Chromium's
order. Never applied (webapi renders no text with font features)."""

from __future__ import annotations

from ._identifiers import serialize_an_identifier
from ._rules import CSSRuleImpl, _new_rule

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, ClassVar

    from webapi.csssyntax.engine import Token

__all__ = [
    "CSSFontFeatureValuesMapImpl",
    "CSSFontFeatureValuesRuleImpl",
    "font_feature_values_rule",
    "serialize_font_feature_values_rule",
]

#: The feature value blocks (https://drafts.csswg.org/css-fonts-4/#feature-value-blocks), in
#: the order Chromium 156 writes them, with their IDL attributes.
BLOCKS = (
    ("annotation", "annotation"),
    ("ornaments", "ornaments"),
    ("stylistic", "stylistic"),
    ("swash", "swash"),
    ("character-variant", "characterVariant"),
    ("styleset", "styleset"),
)
_BLOCK_NAMES = frozenset(name for name, _ in BLOCKS)


class CSSFontFeatureValuesMapImpl:
    """https://drafts.csswg.org/css-fonts-4/#cssfontfeaturevaluesmap: one block's names and
    values, live (the rule's own dictionary), in the order they were declared or set."""

    __slots__ = ("_entries", "_rule")

    _interface_class: ClassVar[type[Any]]
    _entries: dict[str, list[int]]
    _rule: CSSRuleImpl

    @property
    def _size(self) -> int:
        return len(self._entries)

    def _get(self, key: str) -> list[int] | None:
        found = self._entries.get(key)
        return None if found is None else list(found)

    def _has(self, key: str) -> bool:
        return key in self._entries

    def _set(self, feature_value_name: str, values: int | Sequence[int]) -> None:
        """https://drafts.csswg.org/css-fonts-4/#dom-cssfontfeaturevaluesmap-set: one
        unsigned integer or a list of them (none too, as Chromium 156 keeps them)."""
        listed = [values] if isinstance(values, int) else list(values)
        self._entries[feature_value_name] = listed
        self._rule._changed()

    def _delete(self, key: str) -> bool:
        if key not in self._entries:
            return False
        del self._entries[key]
        self._rule._changed()
        return True

    def _clear(self) -> None:
        self._entries.clear()
        self._rule._changed()


class CSSFontFeatureValuesRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-fonts-4/#cssfontfeaturevaluesrule: ``_families`` (the
    family names) and ``_blocks`` (each block's entries by its name)."""

    __slots__ = ("_blocks", "_families", "_maps")

    _families: list[str]
    _blocks: dict[str, dict[str, list[int]]]
    _maps: dict[str, CSSFontFeatureValuesMapImpl]

    @property
    def _font_family(self) -> str:
        return ", ".join(_family_text(name) for name in self._families)

    @_font_family.setter
    def _font_family(self, value: str) -> None:
        # (Chromium 156 takes the text's comma-separated parts as the names, as written)
        self._families = [part.strip() for part in value.split(",")]
        self._changed()

    def _map(self, block: str) -> CSSFontFeatureValuesMapImpl:
        found = self._maps.get(block)
        if found is None:
            cls: type[CSSFontFeatureValuesMapImpl] = CSSFontFeatureValuesMapImpl._interface_class
            found = cls.__new__(cls)
            found._entries = self._blocks[block]
            found._rule = self
            self._maps[block] = found
        return found

    @property
    def _annotation(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("annotation")

    @property
    def _ornaments(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("ornaments")

    @property
    def _stylistic(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("stylistic")

    @property
    def _swash(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("swash")

    @property
    def _character_variant(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("character-variant")

    @property
    def _styleset(self) -> CSSFontFeatureValuesMapImpl:
        return self._map("styleset")


def _family_text(name: str) -> str:
    """A family name as Chromium 156 writes it: unquoted where it is one identifier, else a
    string."""
    from ._values import serialize_string

    if name and serialize_an_identifier(name) == name:
        return name
    return serialize_string(name)


def _families(prelude: str) -> list[str] | None:
    """https://drafts.csswg.org/css-fonts-4/#font-feature-values-syntax's ``<family-name>#``:
    each a string or a run of identifiers (joined by one space); None for another prelude."""
    from webapi.csssyntax.engine import preprocess, tokenize

    names: list[str] = []
    words: list[str] = []
    closed = False  # (a string ends its name: a comma must follow)
    for token in [*tokenize(preprocess(prelude)), None]:
        kind = None if token is None else token.kind
        if kind == "whitespace":
            continue
        if kind in (",", None):
            if not words:
                return None
            names.append(" ".join(words))
            words, closed = [], False
        elif closed:
            return None
        elif kind == "ident" and token is not None:
            words.append(token.value)
        elif kind == "string" and token is not None and not words:
            words, closed = [token.value], True
        else:
            return None
    return names


def _entries(
    tokens: list[Token], starts: list[int], source: str, first: int, end: int
) -> dict[str, list[int]] | None:
    """A feature value block's declarations: each a name and one or more non-negative
    integers (None where one is not: Chromium 156 drops the block)."""
    from webapi.csssyntax.engine import declarations_in

    found: dict[str, list[int]] = {}
    for declaration in declarations_in(tokens, starts, source, first, end):
        values = [t for t in declaration.value if t.kind != "whitespace"]
        if declaration.important or not values:
            return None
        if any(t.kind != "number" or not t.integer or t.number < 0 for t in values):
            return None
        found.pop(declaration.name, None)
        found[declaration.name] = [int(t.number) for t in values]
    return found


def font_feature_values_rule(prelude: str, block: str) -> CSSRuleImpl | None:
    """The ``CSSFontFeatureValuesRule`` of an ``@font-feature-values`` with ``prelude`` and
    the contents of its block (None where the prelude is no list of family names)."""
    from webapi.csssyntax.engine import RULE, block_contents, block_ends, tokenize_with_offsets

    families = _families(prelude)
    if families is None:
        return None
    rule = _new_rule("font-feature-values", "")
    assert isinstance(rule, CSSFontFeatureValuesRuleImpl)
    rule._families = families
    rule._blocks = {name: {} for name, _ in BLOCKS}
    rule._maps = {}
    source, tokens, starts = tokenize_with_offsets(block)
    close = block_ends(tokens)
    for kind, first, brace, block_end in block_contents(tokens, close, 0, len(tokens)):
        if kind != RULE or tokens[first].kind != "at-keyword" or brace == block_end:
            continue
        name = tokens[first].value.lower()
        if name in _BLOCK_NAMES:
            entries = _entries(tokens, starts, source, brace + 1, block_end)
            if entries is not None:  # (the blocks of one kind merged)
                rule._blocks[name].update(entries)
    return rule


def serialize_font_feature_values_rule(rule: CSSRuleImpl) -> str:
    """The rule's ``cssText`` as Chromium 156 writes it (one line, the blocks that have
    entries)."""
    assert isinstance(rule, CSSFontFeatureValuesRuleImpl)
    out = ["@font-feature-values ", rule._font_family, " { "]
    for name, _ in BLOCKS:
        entries = rule._blocks[name]
        if entries:
            body = " ".join(
                f"{serialize_an_identifier(key)}:{''.join(f' {n}' for n in values)};"
                for key, values in entries.items()
            )
            out.append(f"@{name} {{ {body} }} ")
    out.append("}")
    return "".join(out)
