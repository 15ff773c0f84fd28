"""The cascade's form of a style sheet read from the CSSOM's rule objects
(https://drafts.csswg.org/cssom-1/#css-rules): every sheet is parsed once, by the CSSOM
(:mod:`webapi.cssom`'s "parse a CSS stylesheet"), and what ``document.styleSheets`` shows of it
(as parsed, or as the OM changed it: ``insertRule``, ``deleteRule``, ``replaceSync``, a rule's
``selectorText`` or ``style``, a ``@media`` rule's media list) is what the cascade applies
(issue 72 item 4): no text parser of the cascade's own.

The rules are read as :class:`~._stylesheet.StyleSheet`'s: style rules (their selectors
parsed by :mod:`webapi.selectors`, their declarations the computed longhands), ``@media``
and ``@supports`` decided (:mod:`._media`'s fixed viewport,
https://drafts.csswg.org/css-conditional-3/#at-supports), ``@layer`` blocks and statements,
``@scope``, CSS Nesting (https://drafts.csswg.org/css-nesting-1/: a nested style rule's ``&``
the parent's selectors as ``:is()``, a ``CSSNestedDeclarations`` the parent's selectors'
declarations), ``@property`` registrations (their ``_inherits`` and ``_initial_value``);
``@import`` is the caller's (:func:`._stylesheet.with_imports`), other
at-rules (``@font-face``, ``@keyframes``, ``@container``, ...) are dropped (docs/text.md).

The contract with :mod:`webapi.cssom` (below this package, so read directly): a rule's
``_kind``, ``_prelude`` (a style rule's selector text, as ``selectorText`` serializes it),
``_declarations`` (name to ``(value, important)``, as its ``style`` holds them),
``_children`` (a grouping rule's rules), ``_condition_text`` (``@media``, ``@supports``),
``_name_list`` (an ``@layer`` statement) and ``_scope`` (an ``@scope``'s start and end).

One loop with a stack of the rule lists open (no recursion): linear in the number of rules.
"""

from __future__ import annotations

from webapi._cache import BoundedCache, str_size
from webapi.cssom.engine import (
    parse_a_list_of_rules,
    relative_selector_text,
    replace_nesting_selector,
)
from webapi.csssyntax.engine import parse_a_list_of_declarations, split_at_top_level_commas
from webapi.selectors.engine import SelectorSyntaxError, parse_selector, parse_selector_cached

from ._media import evaluate_media_query_list
from ._properties import expand_declaration
from ._stylesheet import (
    MAX_NESTED_SELECTOR,
    SCOPE_ROOT,
    Scope,
    StyleRule,
    StyleSheet,
    scope_of,
    scope_root,
    scoped_selector,
    supports_condition,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from webapi.selectors.engine import SelectorList

__all__ = ["parse_a_stylesheet", "sheet_from_rules"]


class _Frame:
    """The context of a rule list being read (the walk's one context class): its rules, the
    next one's index, the layer, the ``@scope`` it is in, and inside a style rule the
    parent's selector text (what ``&`` stands for) and selector list (a
    ``CSSNestedDeclarations``'s); ``scoped``: the list of an ``@scope`` nested in a style rule
    (its style rules relative to the scoping root)."""

    __slots__ = ("index", "layer", "parent", "rules", "scope", "scoped", "selectors")

    def __init__(
        self,
        rules: Sequence[Any],
        layer: int,
        scope: Scope | None = None,
        parent: str | None = None,
        selectors: SelectorList | None = None,
        scoped: bool = False,
    ) -> None:
        self.rules = rules
        self.index = 0
        self.layer = layer
        self.scope = scope
        self.parent = parent
        self.selectors = selectors
        self.scoped = scoped

    def inner(self, layer: int | None = None) -> _Frame:
        """A grouping rule's list inside this one: the same context (another layer)."""
        return _Frame(
            (),
            self.layer if layer is None else layer,
            self.scope,
            self.parent,
            self.selectors,
            self.scoped,
        )


def parse_a_stylesheet(text: str) -> StyleSheet:
    """https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet by the CSSOM's parse
    (:func:`webapi.cssom.engine.parse_a_list_of_rules`) into rule objects no sheet holds (the
    user agent sheet, a test's), read by :func:`sheet_from_rules`."""
    return sheet_from_rules(parse_a_list_of_rules(text))


def sheet_from_rules(rules: Sequence[Any]) -> StyleSheet:
    """The cascade's :class:`~._stylesheet.StyleSheet` of a CSSOM sheet's rules (its
    ``cssRules``, in order)."""
    sheet = StyleSheet()
    anonymous = 0
    namespaces = _namespaces(rules)
    frames = [_Frame(rules, 0)]
    while frames:
        frame = frames[-1]
        if frame.index >= len(frame.rules):
            frames.pop()
            continue
        rule = frame.rules[frame.index]
        frame.index += 1
        kind = rule._kind
        children = rule._children or ()
        inner: _Frame | None = None
        if kind == "style":
            inner = _style_rule(sheet, rule, frame, bool(children), namespaces)
        elif kind == "nested-declarations":
            if frame.selectors is not None:
                _add(sheet, frame.selectors, rule._declarations, frame.layer, frame.scope)
        elif kind in ("media", "supports"):
            condition = rule._condition_text
            holds = (
                evaluate_media_query_list(condition)
                if kind == "media"
                else supports_condition(condition)
            )
            if holds:
                inner = frame.inner()
        elif kind == "layer-block":
            name = rule._prelude
            if not name:
                anonymous += 1
            inner = frame.inner(sheet.layers.declare(frame.layer, name or f"\0{anonymous}"))
        elif kind == "layer-statement":
            if frame.parent is None:  # (in a style rule it names no layer: not kept there)
                for name in rule._name_list:
                    sheet.layers.declare(frame.layer, name)
        elif kind == "scope":
            inner = _scope_rule(rule, frame)
        elif kind == "property" and frame.parent is None:
            sheet.registrations[rule._prelude] = (rule._inherits, rule._initial_value)
        if inner is not None and children:
            inner.rules = children
            frames.append(inner)
    return sheet


def _namespaces(rules: Sequence[Any]) -> dict[str, str] | None:
    """The prefixes the sheet's ``@namespace`` rules declare (https://drafts.csswg.org/css-namespaces-3/#declaration:
    ``""`` the default namespace), None for none; they come first in its list, after any
    ``@import`` and ``@layer`` statements."""
    declared: dict[str, str] = {}
    for rule in rules:
        if rule._kind == "namespace":
            declared[rule._prelude] = rule._address
        elif rule._kind not in ("import", "layer-statement"):
            break
    return declared or None


def _style_rule(
    sheet: StyleSheet,
    rule: Any,
    frame: _Frame,
    nested: bool,
    namespaces: dict[str, str] | None = None,
) -> _Frame | None:
    """A style rule's selectors as matched (https://drafts.csswg.org/css-syntax-3/#style-rules:
    in a style rule relative to the parent's, ``&`` its selectors as ``:is()``,
    https://drafts.csswg.org/css-nesting-1/#nest-selector; in an ``@scope``, relative to the
    scoping root, :func:`._stylesheet.scoped_selector`; at the top ``&`` is ``:scope``), its
    own declarations a rule, and the frame of its nested rules (None where its selectors do
    not parse: it and its rules are dropped; None too where it has none, ``nested`` false).
    ``namespaces``: the sheet's ``@namespace`` prefixes, which its selectors use (``svg|*``)."""
    prelude = rule._prelude
    if frame.parent is not None and not frame.scoped:
        selector_text = replace_nesting_selector(
            relative_selector_text(prelude), f":is({frame.parent})"
        )
        if len(selector_text) > MAX_NESTED_SELECTOR:
            return None
    elif frame.scope is not None:
        scope = frame.scope
        selector_text = ", ".join(
            scoped_selector(part, scope) for part in split_at_top_level_commas(prelude)
        )
    else:
        selector_text = replace_nesting_selector(prelude, ":scope")
    try:
        if namespaces:
            selectors = parse_selector(selector_text, namespaces)
        else:
            selectors = parse_selector_cached(selector_text)
    except SelectorSyntaxError:
        return None
    _add(sheet, selectors, rule._declarations, frame.layer, frame.scope)
    return _Frame((), frame.layer, frame.scope, selector_text, selectors) if nested else None


def _scope_rule(rule: Any, frame: _Frame) -> _Frame | None:
    """An ``@scope``'s rules' frame (None where its selectors do not parse): at the top
    level, its rules in its :class:`~._stylesheet.Scope`; in a style rule, its start relative
    to the parent's selectors and its rules scoped ones, its declarations the scoping
    root's."""
    if frame.parent is None:
        scope = scope_of(rule._scope, frame.scope)
        return None if scope is None else _Frame((), frame.layer, scope)
    nesting = frame.scope.nesting if frame.scoped and frame.scope else frame.parent
    scope = scope_of(rule._scope, frame.scope, f":is({nesting})")
    if scope is None:
        return None
    return _Frame((), frame.layer, scope, SCOPE_ROOT, scope_root(), scoped=True)


#: The computed longhands of a declaration as the CSSOM holds it, by ``(name, value)`` (its
#: value serialized): a value is tokenized once however many rules declare it; 1 MB in all,
#: no entry over 16 KB kept.
_EXPANDED: BoundedCache[tuple[str, str], list[tuple[str, object]] | None] = BoundedCache(
    1 << 20, 1 << 14
)


def _longhands(name: str, value: str) -> list[tuple[str, object]] | None:
    """:func:`._properties.expand_declaration` of the declaration ``name: value``."""
    key = (name, value)
    if key in _EXPANDED.entries:
        return _EXPANDED.entries[key]
    declarations = parse_a_list_of_declarations(f"{name}:{value}")
    found = None
    if len(declarations) == 1 and not declarations[0].important:
        declaration = declarations[0]
        found = expand_declaration(declaration.name, declaration.value, declaration.text)
    # (the longhands counted as the value again, and their tuples)
    _EXPANDED.store(key, found, 2 * str_size(value) + 200)
    return found


def _add(
    sheet: StyleSheet,
    selectors: SelectorList,
    declarations: dict[str, tuple[str, bool]] | None,
    layer: int,
    scope: Scope | None,
) -> None:
    """A rule of ``selectors`` with the computed longhands of a rule's ``declarations`` (as
    its ``style`` holds them), unless none is one the cascade computes."""
    if not declarations:
        return
    found: list[tuple[str, object, bool]] = []
    for name, (value, important) in declarations.items():
        expanded = _longhands(name, value)
        if expanded:
            for longhand, longhand_value in expanded:
                found.append((longhand, longhand_value, important))
    if found:
        sheet.rules.append(StyleRule(selectors, found, layer, scope))
