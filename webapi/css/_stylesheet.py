"""The cascade's form of a style sheet (what :func:`._om_sheet.sheet_from_rules` makes of
the CSSOM's rule objects, https://drafts.csswg.org/cssom-1/#css-rules, the one parse of every
sheet): its style rules, each with its selectors (parsed by :mod:`webapi.selectors`) and its
declarations of the computed properties (:mod:`._properties`), in order, with the cascade
layer (https://drafts.csswg.org/css-cascade-5/#layering, :class:`LayerTable`) and the
``@scope`` (https://drafts.csswg.org/css-cascade-6/#scoped-styles, :class:`Scope`) each
belongs to; the steps those rules share: an ``@import``'s sheet put in its place
(:func:`with_imports`), ``@scope`` preludes (:func:`scope_of`) and scoped selectors
(:func:`scoped_selector`), and ``@supports`` conditions (:func:`supports_condition`).
"""

from __future__ import annotations

from webapi.cssom.engine import PROPERTY_NAMES, replace_nesting_selector
from webapi.csssyntax.engine import parse_a_list_of_declarations, split_at_top_level_commas
from webapi.selectors.engine import SelectorSyntaxError, parse_selector_cached

from ._properties import expand_declaration

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.selectors.engine import SelectorList

__all__ = [
    "MAX_NESTED_SELECTOR",
    "SCOPE_ROOT",
    "LayerTable",
    "Scope",
    "StyleRule",
    "StyleSheet",
    "copy_layers",
    "scope_of",
    "scope_root",
    "scoped_selector",
    "supports_condition",
    "with_imports",
]

_MAX_SUPPORTS_NESTING = 32
#: The longest selector text a nested rule's resolves to (``& &`` at each level doubles it):
#: a rule past it is dropped.
MAX_NESTED_SELECTOR = 100_000


class Scope:
    """An ``@scope`` rule's (https://drafts.csswg.org/css-cascade-6/#scope-atrule): its
    ``<scope-start>`` selector list (None: the owner node's parent, the implicit scope), its
    ``<scope-end>`` (None: no limit; one that starts with a combinator is read after
    ``:scope``) and the ``@scope`` it is in (None at the top)."""

    __slots__ = ("depth", "end", "nesting", "parent", "start")

    def __init__(
        self,
        start: SelectorList | None,
        end: SelectorList | None,
        parent: Scope | None,
        start_text: str | None = None,
    ) -> None:
        self.start = start
        #: What ``&`` in its rules stands for: the scoping root, with the specificity of the
        #: ``<scope-start>`` (https://drafts.csswg.org/css-cascade-6/#scoped-rules), none for
        #: the implicit scope.
        self.nesting = ":where(:scope)" + (f":is({start_text})" if start_text else "")
        self.end = end
        self.parent = parent
        #: How many ``@scope`` rules it is in.
        self.depth: int = parent.depth + 1 if parent is not None else 0


class StyleRule:
    """https://drafts.csswg.org/cssom-1/#cssstylerule reduced: the selector list, the
    declarations of the computed longhands as ``(name, value, important)`` in order, the
    layer (its number in its sheet's :class:`LayerTable`, 0 for none) and the ``@scope`` it
    is in (None for none)."""

    __slots__ = ("declarations", "layer", "scope", "selectors")

    def __init__(
        self,
        selectors: SelectorList,
        declarations: list[tuple[str, object, bool]],
        layer: int,
        scope: Scope | None = None,
    ) -> None:
        self.selectors = selectors
        self.declarations = declarations
        self.layer = layer
        self.scope = scope


class LayerTable:
    """A sheet's cascade layers (https://drafts.csswg.org/css-cascade-5/#layering) in the order
    first declared (https://drafts.csswg.org/css-cascade-5/#layer-ordering), each a number
    from 1 (0: no layer, the root of the tree) standing for its parent's number and its own
    name: a layer nested n deep is one entry, not a dotted path of n names, so that nested
    ``@layer`` blocks and long dotted names cost their length once."""

    __slots__ = ("_numbers", "entries")

    def __init__(self) -> None:
        #: ``(parent, name)`` of the layer numbered ``index + 1``
        self.entries: list[tuple[int, str]] = []
        self._numbers: dict[tuple[int, str], int] = {}

    def layer(self, parent: int, name: str) -> int:
        """The number of ``parent``'s sublayer ``name``, declared where it was not."""
        key = (parent, name)
        number = self._numbers.get(key)
        if number is None:
            self.entries.append(key)
            number = self._numbers[key] = len(self.entries)
        return number

    def declare(self, parent: int, dotted: str) -> int:
        """The layer a (dotted) layer name names under ``parent``, each layer of its path
        declared where it was not (``a.b``: ``a``, then ``a.b``)."""
        number = parent
        for name in dotted.split("."):
            number = self.layer(number, name.strip())
        return number

    def path(self, number: int) -> str:
        """The layer's dotted name (``""`` for none): for messages and tests."""
        names: list[str] = []
        while number:
            number, name = self.entries[number - 1]
            names.append(name)
        return ".".join(reversed(names))

    def __len__(self) -> int:
        return len(self.entries)


class StyleSheet:
    """A parsed sheet: its style rules in order, its layers (:class:`LayerTable`) and the
    custom properties its ``@property`` rules register
    (https://drafts.css-houdini.org/css-properties-values-api-1/#at-property-rule: name ->
    whether it inherits and its initial value, None for none)."""

    __slots__ = ("layers", "registrations", "rules")

    def __init__(self) -> None:
        self.rules: list[StyleRule] = []
        self.layers = LayerTable()
        self.registrations: dict[str, tuple[bool, str | None]] = {}


def with_imports(
    sheet: StyleSheet, imports: list[tuple[list[str], str | None, StyleSheet]]
) -> StyleSheet:
    """``sheet`` with the rules of the sheets its ``@import`` rules import before its own, at
    the imports' place (https://drafts.csswg.org/css-cascade-5/#at-import: "as if the
    imported style sheet's contents were written in place of the rule"), each in the
    import's layer (https://drafts.csswg.org/css-cascade-5/#import-layers). ``imports``: for
    each ``@import`` whose conditions match, in order, the layer names the ``@layer``
    statements before it (since the previous import) declare, its layer (None: none; ``""``:
    a layer of its own with no name) and its sheet (its own imports already in it). The
    imported sheets' unnamed layers are renamed after the import, so that none is another
    sheet's."""
    combined = StyleSheet()
    table = combined.layers
    for *_, imported in imports:
        combined.registrations.update(imported.registrations)
    combined.registrations.update(sheet.registrations)
    for index, (statements, layer, imported) in enumerate(imports):
        for name in statements:
            table.declare(0, name)
        tag = f"\0import{index}"
        prefix = 0 if layer is None else table.declare(0, layer or tag)
        numbers = copy_layers(table, imported.layers, prefix, tag)
        for rule in imported.rules:
            combined.rules.append(
                StyleRule(rule.selectors, rule.declarations, numbers[rule.layer], rule.scope)
            )
    numbers = copy_layers(table, sheet.layers, 0, "")
    for rule in sheet.rules:
        if numbers[rule.layer] != rule.layer:
            rule = StyleRule(rule.selectors, rule.declarations, numbers[rule.layer], rule.scope)
        combined.rules.append(rule)
    return combined


def copy_layers(table: LayerTable, layers: LayerTable, root: int, tag: str) -> list[int]:
    """``layers`` declared in ``table`` under ``root`` (a sheet's unnamed layers, ``\0n``,
    renamed with ``tag``): the number in ``table`` of each of ``layers``' numbers."""
    numbers = [root]
    for parent, name in layers.entries:  # (a layer's parent comes before it)
        if tag and name.startswith("\0"):
            name += tag
        numbers.append(table.layer(numbers[parent], name))
    return numbers


#: What the declarations directly in an ``@scope`` nested in a style rule apply to: the
#: scoping root, with no specificity (https://drafts.csswg.org/css-cascade-6/#scoped-rules).
SCOPE_ROOT = ":where(:scope)"


def scope_root() -> SelectorList:
    """:data:`SCOPE_ROOT` parsed."""
    return parse_selector_cached(SCOPE_ROOT)


def scope_of(
    found: tuple[str | None, str | None], parent: Scope | None, nesting: str | None = None
) -> Scope | None:
    """The :class:`Scope` of an ``@scope`` prelude read (``found``: its ``<scope-start>`` and
    ``<scope-end>`` texts, as :func:`webapi.cssom.engine.scope_prelude` reads them; None where
    a selector does not parse). ``nesting``: as for :func:`_scope`."""
    start, end = found
    if nesting is not None and start is not None:
        start = replace_nesting_selector(start, nesting)
    try:
        return Scope(
            parse_selector_cached(start) if start is not None else None,
            parse_selector_cached(_relative_to_scope(end)) if end is not None else None,
            parent,
            start,
        )
    except SelectorSyntaxError:
        return None


def _relative_to_scope(selector: str) -> str:
    """A ``<scope-end>`` as matched (https://drafts.csswg.org/css-cascade-6/#scope-limits):
    each of its selectors relative to the scoping root (after ``:where(:scope)`` and its own
    first combinator, or a descendant combinator) unless it names ``:scope`` or ``&``; ``&``
    is the scoping root, as ``:scope`` (as Chromium 156 matches it: WPT's
    css-cascade/scope-nesting.html reads it as the ``<scope-start>``'s selectors)."""
    parts = []
    for part in split_at_top_level_commas(selector):
        stripped = part.strip()
        if "&" in stripped:
            stripped = replace_nesting_selector(stripped, ":scope")
        elif ":scope" not in stripped.lower():
            stripped = ":where(:scope) " + stripped
        parts.append(stripped)
    return ", ".join(parts)


def scoped_selector(selector: str, scope: Scope) -> str:
    """A complex selector of a rule in an ``@scope``, as matched (relative to the scoping
    root, as ``:where(:scope)`` and a descendant combinator, or its own first combinator,
    before it, unless it names ``:scope`` or ``&``: https://drafts.csswg.org/css-cascade-6/#scoped-rules):
    ``&`` as :attr:`Scope.nesting`."""
    stripped = selector.strip()
    if stripped[:1] in (">", "+", "~"):
        return ":where(:scope) " + stripped
    if "&" in stripped:
        return stripped.replace("&", scope.nesting)
    if ":scope" in stripped.lower():
        return stripped
    return ":where(:scope) " + stripped


def supports_condition(text: str, depth: int = 0) -> bool:
    """https://drafts.csswg.org/css-conditional-3/#typedef-supports-condition: ``not``,
    ``and``, ``or`` over ``(property: value)`` (a property Chromium knows, with a value this
    engine accepts for the properties it computes) and ``selector()``; anything else false."""
    text = text.strip()
    if depth > _MAX_SUPPORTS_NESTING or not text:
        return False
    lowered = text.lower()
    if lowered.startswith("not ") or lowered.startswith("not("):
        return not supports_condition(text[3:], depth + 1)
    parts: list[str] = []
    operators: set[str] = set()
    level = 0
    start = 0
    opened_at = 0
    for index, char in enumerate(text):
        if char == "(":
            if level == 0:
                between = text[start:index].strip().lower()
                if between.endswith("selector"):
                    between = between[: -len("selector")].strip()
                    opened_at = -index  # a selector() function
                else:
                    opened_at = index
                if between:
                    if between not in ("and", "or"):
                        return False
                    operators.add(between)
            level += 1
        elif char == ")":
            level -= 1
            if level == 0:
                if opened_at < 0 or (
                    opened_at == 0 and text[:index].lower().startswith("selector(")
                ):
                    parts.append("\0" + text[abs(opened_at) + 1 : index])
                else:
                    parts.append(text[opened_at + 1 : index])
                start = index + 1
    if level != 0 or not parts or text[start:].strip() or len(operators) > 1:
        return False
    results = [_supports_in_parens(part, depth) for part in parts]
    return any(results) if operators == {"or"} else all(results)


def _supports_in_parens(part: str, depth: int) -> bool:
    if part.startswith("\0"):
        try:
            parse_selector_cached(part[1:].strip())
        except SelectorSyntaxError:
            return False
        return True
    inner = part.strip()
    if inner.startswith("(") or inner.lower().startswith("not "):
        return supports_condition(inner, depth + 1)
    declarations = parse_a_list_of_declarations(inner)
    if len(declarations) != 1:
        return False
    declaration = declarations[0]
    name = declaration.name.lower()
    if not name.startswith("--") and name not in PROPERTY_NAMES:
        return False
    if not declaration.value:
        return name.startswith("--")
    return expand_declaration(name, declaration.value, declaration.text) is not None
