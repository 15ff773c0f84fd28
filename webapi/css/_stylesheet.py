"""CSS Syntax's "parse a CSS stylesheet" (https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet)
reduced to what the cascade uses: the style rules, each with its selectors (parsed by
:mod:`webapi.selectors`) and its declarations of the computed properties
(:mod:`._properties`), in order, with the cascade layer each belongs to. Conditional rules are
decided while parsing: ``@media`` (:mod:`._media`'s fixed viewport) and ``@supports``
(https://drafts.csswg.org/css-conditional-3/#at-supports) keep or drop their rules;
``@layer`` (https://drafts.csswg.org/css-cascade-5/#layering) names layers; ``@scope``
(https://drafts.csswg.org/css-cascade-6/#scoped-styles) gives its rules a :class:`Scope`;
``@import`` is read by the caller (:func:`with_imports` puts the imported sheets' rules in
place: the HTML layer fetches them through the CSSOM); other at-rules (``@font-face``,
``@keyframes``, ``@container``, ...) are dropped (docs/text.md). Rules nested in style rules
(CSS Nesting, https://drafts.csswg.org/css-nesting-1/) are style rules of their own, the
nesting selector ``&`` read as ``:is()`` of the parent's selector list (its specificity that
of the most specific), and declarations after a nested rule one more rule of the parent's selectors.

One loop over the tokens with a stack of the rule lists open (no recursion): linear in the
sheet's length.
"""

from __future__ import annotations

from webapi.cssom.engine import (
    PROPERTY_NAMES,
    relative_selector_text,
    replace_nesting_selector,
    scope_prelude,
)
from webapi.csssyntax.engine import (
    DECLARATION,
    Token,
    block_contents,
    block_ends,
    declarations_in,
    next_rule,
    parse_a_list_of_declarations,
    split_at_top_level_commas,
    tokenize_with_offsets,
)
from webapi.selectors.engine import SelectorSyntaxError, parse_selector_cached

from ._media import evaluate_media_query_list
from ._properties import expand_declaration

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.selectors.engine import SelectorList

__all__ = [
    "LayerTable",
    "Scope",
    "StyleRule",
    "StyleSheet",
    "copy_layers",
    "parse_a_stylesheet",
    "scope_of",
    "supports_condition",
    "with_imports",
]

_MAX_SUPPORTS_NESTING = 32
#: The longest selector text a nested rule's resolves to (``& &`` at each level doubles it):
#: a rule past it is dropped.
_MAX_NESTED_SELECTOR = 100_000
#: The at-rules that end a run of declarations in a style rule (those Chromium 156 keeps
#: there, applied or not).
_NESTED_GROUPS = frozenset(("media", "supports", "layer", "container", "scope", "starting-style"))


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


class _Nested:
    """The block of a style rule that has nested rules, being read
    (https://drafts.csswg.org/css-syntax-3/#consume-block-contents): its items, the next
    one's index, the layer, the parent's selector text as the nested selectors' ``&``
    replaces it, its selector list (for its declarations, its own and the later runs'), and
    the declarations seen since the last rule."""

    __slots__ = ("index", "items", "layer", "parent", "pending", "scope", "scoped", "selectors")

    def __init__(
        self,
        items: list[tuple[str, int, int, int]],
        layer: int,
        parent: str,
        selectors: SelectorList,
        scope: Scope | None = None,
        scoped: bool = False,
    ) -> None:
        #: The block of an ``@scope`` nested in a style rule (or a group rule in one): its
        #: style rules are scoped ones (relative to the scoping root, not to ``parent``), its
        #: declarations ``:where(:scope)``'s (https://drafts.csswg.org/css-cascade-6/#scoped-rules).
        self.scoped = scoped
        self.items = items
        self.index = 0
        self.layer = layer
        self.scope = scope
        self.parent = parent
        self.selectors = selectors
        self.pending: list[tuple[int, int]] = []


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
    """A parsed sheet: its style rules in order and its layers
    (:class:`LayerTable`)."""

    __slots__ = ("layers", "rules")

    def __init__(self) -> None:
        self.rules: list[StyleRule] = []
        self.layers = LayerTable()


def parse_a_stylesheet(text: str) -> StyleSheet:
    """https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet, then the rules'
    preludes and blocks read as style rules and conditional, layer and import rules."""
    text, tokens, starts = tokenize_with_offsets(text)
    close = block_ends(tokens)
    sheet = StyleSheet()
    anonymous = 0
    # frames: (index, end, layer path) of the rule lists being read, or the blocks of style
    # rules with nested rules (_Nested), innermost last
    frames: list[list[object] | _Nested] = [[0, len(tokens), 0, None]]
    while frames:
        frame = frames[-1]
        if isinstance(frame, _Nested):
            if frame.index >= len(frame.items):
                _flush(sheet, tokens, starts, text, frame)
                frames.pop()
                continue
            kind, first, brace, block_end = frame.items[frame.index]
            frame.index += 1
            if kind == DECLARATION:
                frame.pending.append((first, brace))
                continue
            has_block = tokens[brace].kind == "{" if brace < len(tokens) else False
            if tokens[first].kind != "at-keyword":
                if has_block:
                    span = (first, brace, block_end)
                    if frame.scoped:
                        _flush(sheet, tokens, starts, text, frame)
                        found = _style_rule(
                            sheet, tokens, starts, text, close, span, frame.layer, frame.scope
                        )
                    else:
                        found = _style_rule(sheet, tokens, starts, text, close, span, frame)
                    if isinstance(found, _Nested):
                        frames.append(found)
                continue
            name = tokens[first].value.lower()
            if name not in _NESTED_GROUPS or not has_block:
                continue
            _flush(sheet, tokens, starts, text, frame)
            prelude = text[starts[first + 1] : starts[brace]].strip()
            inner_layer: int | None = None
            if name == "media":
                if evaluate_media_query_list(prelude):
                    inner_layer = frame.layer
            elif name == "supports":
                if supports_condition(prelude):
                    inner_layer = frame.layer
            elif name == "layer":
                if not prelude:
                    anonymous += 1
                inner_layer = sheet.layers.declare(frame.layer, prelude or f"\0{anonymous}")
            elif name == "scope":
                # https://drafts.csswg.org/css-cascade-6/#scope-atrule nested in a style rule:
                # its start relative to the parent's selectors (``&``), its rules scoped
                nesting = frame.scope.nesting if frame.scoped and frame.scope else frame.parent
                scoped = _scope(prelude, frame.scope, f":is({nesting})")
                if scoped is not None:
                    items = block_contents(tokens, close, brace + 1, block_end)
                    frames.append(
                        _Nested(items, frame.layer, _SCOPE_ROOT, _scope_root(), scoped, scoped=True)
                    )
                continue
            if inner_layer is not None:
                items = block_contents(tokens, close, brace + 1, block_end)
                frames.append(
                    _Nested(
                        items,
                        inner_layer,
                        frame.parent,
                        frame.selectors,
                        frame.scope,
                        frame.scoped,
                    )
                )
            continue
        i, end, layer, scope = frame[0], frame[1], frame[2], frame[3]
        assert isinstance(i, int) and isinstance(end, int) and isinstance(layer, int)
        assert scope is None or isinstance(scope, Scope)
        rule = next_rule(tokens, close, i, end)
        if rule is None:
            frames.pop()
            continue
        # the prelude: up to a '{' block or a ';' (an at-rule's statement)
        i, j, block_end = rule
        at_rule = tokens[i].kind == "at-keyword"
        has_block = j < end and tokens[j].kind == "{"
        frame[0] = block_end + 1
        if not at_rule:
            found = _style_rule(sheet, tokens, starts, text, close, (i, j, block_end), layer, scope)
            if isinstance(found, _Nested):
                frames.append(found)
            continue
        name = tokens[i].value.lower()
        prelude = text[starts[i + 1] : starts[j]].strip()
        inner: int | None = None
        if name == "media" and has_block:
            if evaluate_media_query_list(prelude):
                inner = layer
        elif name == "supports" and has_block:
            if supports_condition(prelude):
                inner = layer
        elif name == "scope" and has_block:
            scoped = _scope(prelude, scope)
            if scoped is not None:
                scope = scoped
                inner = layer
        elif name == "layer":
            if has_block:
                if not prelude:
                    anonymous += 1
                inner = sheet.layers.declare(layer, prelude or f"\0{anonymous}")
            else:
                for part in prelude.split(","):
                    if part.strip():
                        sheet.layers.declare(layer, part.strip())
        if inner is not None:
            frames.append([j + 1, block_end, inner, scope])
    return sheet


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


def _style_rule(
    sheet: StyleSheet,
    tokens: list[Token],
    starts: list[int],
    text: str,
    close: list[int],
    span: tuple[int, int, int],
    context: int | _Nested,
    scope: Scope | None = None,
) -> _Nested | bool | None:
    """https://drafts.csswg.org/css-syntax-3/#style-rules: a qualified rule's prelude parsed as
    a selector list (an invalid one drops the rule: None), its block as declarations
    (``span``: the prelude's first token, the block's ``{`` and its ``}``). ``context``: the
    layer of a top-level rule, or the parent's block for a nested rule (its selector
    relative, ``&`` the parent's: https://drafts.csswg.org/css-nesting-1/#nest-selector; at
    the top level ``&`` is ``:scope``). In an ``@scope`` (``scope``; a nested rule's is its
    parent's), each selector of a top-level rule that names neither ``:scope`` nor ``&`` is
    relative to the scoping root, as ``:where(:scope)`` and a descendant combinator (or its
    own first combinator) before it, and ``&`` is the scoping root
    (https://drafts.csswg.org/css-cascade-6/#scoped-rules). A block with nested rules gives
    the :class:`_Nested` to read it, else True."""
    i, j, block_end = span
    prelude = text[starts[i] : starts[j]].strip()
    if isinstance(context, _Nested):
        layer, scope = context.layer, context.scope
        selector_text = replace_nesting_selector(
            relative_selector_text(prelude), f":is({context.parent})"
        )
        if len(selector_text) > _MAX_NESTED_SELECTOR:
            return None
    elif scope is not None:
        layer = context
        selector_text = ", ".join(
            _scoped(part, scope) for part in split_at_top_level_commas(prelude)
        )
    else:
        layer = context
        selector_text = replace_nesting_selector(prelude, ":scope")
    try:
        selectors = parse_selector_cached(selector_text)
    except SelectorSyntaxError:
        return None
    if isinstance(context, _Nested):
        _flush(sheet, tokens, starts, text, context)  # (the declarations before come first)
    if any(tokens[k].kind == "{" for k in range(j + 1, block_end)):
        items = block_contents(tokens, close, j + 1, block_end)
        return _Nested(items, layer, selector_text, selectors, scope)
    declarations = _declarations(tokens, starts, text, [(j + 1, block_end)])
    if declarations:
        sheet.rules.append(StyleRule(selectors, declarations, layer, scope))
    return True


def _declarations(
    tokens: list[Token], starts: list[int], text: str, spans: list[tuple[int, int]]
) -> list[tuple[str, object, bool]]:
    """The computed longhands declared in the token ``spans``, in order."""
    declarations: list[tuple[str, object, bool]] = []
    for first, after in spans:
        for declaration in declarations_in(tokens, starts, text, first, after):
            expanded = expand_declaration(declaration.name, declaration.value, declaration.text)
            if expanded:
                for longhand, value in expanded:
                    declarations.append((longhand, value, declaration.important))
    return declarations


def _flush(
    sheet: StyleSheet, tokens: list[Token], starts: list[int], text: str, frame: _Nested
) -> None:
    """The declarations ``frame`` has seen since its last rule as a rule: the style rule's
    own (before its first nested rule), else a nested declarations rule
    (https://drafts.csswg.org/css-nesting-1/#nested-declarations-rule), which matches as its
    parent style rule does, with the specificity of the parent's selector that matches (as
    Chromium 156: not that of ``:is()`` of the list)."""
    if not frame.pending:
        return
    declarations = _declarations(tokens, starts, text, frame.pending)
    frame.pending = []
    if not declarations:
        return
    sheet.rules.append(StyleRule(frame.selectors, declarations, frame.layer, frame.scope))


#: What the declarations directly in an ``@scope`` nested in a style rule apply to: the
#: scoping root, with no specificity (https://drafts.csswg.org/css-cascade-6/#scoped-rules).
_SCOPE_ROOT = ":where(:scope)"


def _scope_root() -> SelectorList:
    return parse_selector_cached(_SCOPE_ROOT)


def _scope(prelude: str, parent: Scope | None, nesting: str | None = None) -> Scope | None:
    """An ``@scope`` prelude's :class:`Scope` (None where it is invalid: its rules dropped).
    ``nesting``: what ``&`` stands for where the ``@scope`` is nested in a style rule (its
    ``<scope-start>`` is relative to it; without one, the scope is the implicit one, the
    owner node's parent, as Chromium 156 has it)."""
    found = scope_prelude(prelude, nesting is not None)
    return None if found is None else scope_of(found, parent, nesting)


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


def _scoped(selector: str, scope: Scope) -> str:
    """A complex selector of a rule in an ``@scope``, as matched (see :func:`_style_rule`):
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
