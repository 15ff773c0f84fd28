"""The cascade's form of a style sheet read from the CSSOM's rule objects
(https://drafts.csswg.org/cssom-1/#css-rules), not from a text: what ``document.styleSheets``
shows of a sheet the OM changed (``insertRule``, ``deleteRule``, ``replaceSync``, a rule's
``selectorText`` or ``style``, a ``@media`` rule's media list) is what the cascade applies,
with no serialization of the rules and no second parse of the sheet (issue 72 item 4).

The rules are read as :func:`._stylesheet.parse_a_stylesheet` reads a sheet's text: style
rules (their selectors parsed by :mod:`webapi.selectors`, their declarations the computed
longhands), ``@media`` and ``@supports`` decided, ``@layer`` blocks and statements,
``@scope``, CSS Nesting (a nested style rule's ``&`` the parent's selectors, a
``CSSNestedDeclarations`` the parent's selectors' declarations); ``@import`` is the caller's
(:func:`._stylesheet.with_imports`), other at-rules are dropped.

The contract with :mod:`webapi.cssom` (below this package, so read directly): a rule's
``_kind``, ``_prelude`` (a style rule's selector text, as ``selectorText`` serializes it),
``_declarations`` (name to ``(value, important)``, as its ``style`` holds them),
``_children`` (a grouping rule's rules), ``_condition_text`` (``@media``, ``@supports``),
``_name_list`` (an ``@layer`` statement) and ``_scope`` (an ``@scope``'s start and end).

One loop with a stack of the rule lists open (no recursion): linear in the number of rules.
"""

from __future__ import annotations

from webapi.cssom.engine import relative_selector_text, replace_nesting_selector
from webapi.csssyntax.engine import parse_a_list_of_declarations, split_at_top_level_commas
from webapi.selectors.engine import SelectorSyntaxError, parse_selector_cached

from ._media import evaluate_media_query_list
from ._properties import expand_declaration
from ._stylesheet import (
    _MAX_NESTED_SELECTOR,
    _SCOPE_ROOT,
    Scope,
    StyleRule,
    StyleSheet,
    _scope_root,
    _scoped,
    scope_of,
    supports_condition,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from webapi.selectors.engine import SelectorList

__all__ = ["sheet_from_rules"]


class _Frame:
    """A rule list being read: its rules, the next one's index, the layer, the ``@scope`` it
    is in, and inside a style rule the parent's selector text (what ``&`` stands for) and
    selector list (a ``CSSNestedDeclarations``'s); ``scoped``: the list of an ``@scope``
    nested in a style rule (its style rules relative to the scoping root)."""

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


def sheet_from_rules(rules: Sequence[Any]) -> StyleSheet:
    """The cascade's :class:`~._stylesheet.StyleSheet` of a CSSOM sheet's rules (its
    ``cssRules``, in order)."""
    sheet = StyleSheet()
    anonymous = 0
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
            inner = _style_rule(sheet, rule, frame)
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
        if inner is not None and children:
            inner.rules = children
            frames.append(inner)
    return sheet


def _style_rule(sheet: StyleSheet, rule: Any, frame: _Frame) -> _Frame | None:
    """A style rule's selectors as matched (see :func:`._stylesheet._style_rule`: relative to
    the parent's, ``&`` its selectors; in an ``@scope``, relative to the scoping root; at the
    top ``&`` is ``:scope``), its own declarations a rule, and the frame of its nested rules
    (None where its selectors do not parse: it and its rules are dropped)."""
    prelude = rule._prelude
    if frame.parent is not None and not frame.scoped:
        selector_text = replace_nesting_selector(
            relative_selector_text(prelude), f":is({frame.parent})"
        )
        if len(selector_text) > _MAX_NESTED_SELECTOR:
            return None
    elif frame.scope is not None:
        scope = frame.scope
        selector_text = ", ".join(
            _scoped(part, scope) for part in split_at_top_level_commas(prelude)
        )
    else:
        selector_text = replace_nesting_selector(prelude, ":scope")
    try:
        selectors = parse_selector_cached(selector_text)
    except SelectorSyntaxError:
        return None
    _add(sheet, selectors, rule._declarations, frame.layer, frame.scope)
    return _Frame((), frame.layer, frame.scope, selector_text, selectors)


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
    return _Frame((), frame.layer, scope, _SCOPE_ROOT, _scope_root(), scoped=True)


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
    text = ";".join(
        f"{name}:{value} !important" if important else f"{name}:{value}"
        for name, (value, important) in declarations.items()
    )
    found: list[tuple[str, object, bool]] = []
    for declaration in parse_a_list_of_declarations(text):
        expanded = expand_declaration(declaration.name, declaration.value, declaration.text)
        if expanded:
            for longhand, value in expanded:
                found.append((longhand, value, declaration.important))
    if found:
        sheet.rules.append(StyleRule(selectors, found, layer, scope))
