"""A style sheet's ``@import`` rules in the cascade (https://drafts.csswg.org/css-cascade-5/#at-import):
each rule's sheet (fetched through the CSSOM, :func:`webapi.cssom.engine.import_style_sheet`,
by the document's loader, webapi/html/rendering/_link_style.py) put in the rule's place and layer
where its conditions (https://drafts.csswg.org/css-cascade-5/#conditional-import: its media query
list and ``supports()``) match, the imported sheets' own imports likewise.
"""

from __future__ import annotations

from webapi.css.engine import (
    evaluate_media_query_list,
    sheet_from_rules,
    supports_condition,
    with_imports,
)
from webapi.cssom.engine import cascade_text, generation, import_rules, import_style_sheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import MutableMapping
    from typing import Any

    from webapi.css.engine import StyleSheet

__all__ = ["MAX_IMPORT_DEPTH", "cascade_sheet", "import_conditions_match"]

#: How deep imports of imports are applied (a sheet imported deeper is left out: the steps
#: below recurse once for each level).
MAX_IMPORT_DEPTH = 64


def import_conditions_match(rule: Any) -> bool:
    """https://drafts.csswg.org/css-cascade-5/#import-conditions: the ``@import`` rule's
    ``supports()`` condition and media query list hold (for the fixed viewport)."""
    # (``supports()`` holds a condition, or a declaration: in parentheses, one)
    condition = rule._supports
    if condition is not None and not (
        supports_condition(condition) or supports_condition(f"({condition})")
    ):
        return False
    media = str(rule._media_list._media_text)
    return not media or evaluate_media_query_list(media)


def cascade_sheet(
    sheet: Any, known: MutableMapping[object, StyleSheet], depth: int = 0
) -> StyleSheet:
    """The cascade's form of the ``CSSStyleSheet`` ``sheet``, with the sheets of its
    ``@import`` rules in place (:func:`webapi.css.engine.with_imports`), its rule objects
    read (:func:`webapi.css.engine.sheet_from_rules`: what ``cssRules`` shows, with no
    serialization and no second parse; see :func:`_own_rules` for what ``known`` keeps)."""
    rules = import_rules(sheet)
    if not rules:
        return _own_rules(sheet, known)
    imports: list[tuple[list[str], str | None, StyleSheet]] = []
    statements: list[str] = []
    for rule in sheet._all_rules:
        kind = rule._kind
        if kind == "layer-statement":
            statements.extend(rule._name_list)
            continue
        if kind != "import":
            break
        if depth >= MAX_IMPORT_DEPTH or not import_conditions_match(rule):
            continue
        imported = import_style_sheet(rule)
        if imported is None or imported._disabled_flag:
            continue
        layer = None if rule._layer == "\0" else rule._layer
        imports.append((statements, layer, cascade_sheet(imported, known, depth + 1)))
        statements = []
    return with_imports(_own_rules(sheet, known), imports)


def _own_rules(sheet: Any, known: MutableMapping[object, StyleSheet]) -> StyleSheet:
    """``sheet``'s own rules in the cascade's form (its ``@import`` rules left out), read from
    its rule objects (the CSSOM's one parse of its text): while the OM has not changed it,
    kept in ``known`` by its text (another sheet of the same text takes it); after a change,
    by the sheet and the OM's generation."""
    text = cascade_text(sheet)
    key: object = (sheet, generation()) if text is None else text
    found = known.get(key)
    if found is None:
        found = sheet_from_rules(sheet._all_rules)
    known[key] = found
    return found
