"""The CSSOM's style sheets (https://drafts.csswg.org/cssom-1/#css-style-sheets): a
``CSSStyleSheet``'s rules and its flags (disabled, constructed), its ``MediaList``, the
``CSSRuleList`` and ``StyleSheetList`` views, and a rule's ``style`` (a declaration block whose
owner is the rule).

The cascade (:mod:`webapi.css`, above this package) reads a sheet through
:func:`cascade_text`: the text it was made from while the OM has not changed it, else the
rule objects themselves (no serialization, no second parse). Every change through the OM
moves :func:`generation` on, which the documents' cached styles compare (so
``getComputedStyle`` sees an ``insertRule`` at once).
"""

from __future__ import annotations

import re

from webapi.dom import DOMException

from ._bindings import CSSStyleDeclaration
from ._lists import new_media_list, new_rule_list, public_class
from ._rules import (
    CSSRuleImpl,
    grouping_insert_rule,
    keyframe_declarations,
    parse_a_list_of_rules,
    remove_a_css_rule,
    set_parent_sheet,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar, TypeVar

    _S = TypeVar("_S", bound="StyleSheetImpl")

__all__ = [
    "CSSStyleSheetImpl",
    "RuleStyleDeclaration",
    "StyleSheetImpl",
    "StyleSheetListImpl",
    "cascade_text",
    "generation",
    "import_rules",
    "import_style_sheet",
    "may_import",
    "new_style_sheet",
    "new_style_sheet_list",
    "rule_style",
]

#: [how many changes the OM made to any sheet] (the documents' cached styles compare it)
_GENERATION = [0]


def generation() -> int:
    """How many changes the OM has made to style sheets, adopted lists included."""
    return _GENERATION[0]


def bump_generation() -> None:
    """A change the cascade must see."""
    _GENERATION[0] += 1


class StyleSheetImpl:
    """https://drafts.csswg.org/cssom-1/#cssstylesheet: the rules (parsed from ``text`` on
    first need), owner node, media, title, disabled and constructed flags, and the text the
    cascade reads while the OM has not changed the rules."""

    __slots__ = (
        "_constructed",
        "_dirty",
        "_disabled_flag",
        "_href_value",
        "_load_failed",
        "_loader",
        "_media_object",
        "_owner_node",
        "_owner_rule_value",
        "_parent_sheet_value",
        "_rule_list",
        "_rules_parsed",
        "_source",
        "_title_value",
    )

    _interface_class: ClassVar[type[Any]]
    _constructed: bool
    _disabled_flag: bool
    _dirty: bool
    _href_value: str | None
    _load_failed: bool
    _loader: Callable[[str, Any], tuple[str, str, bool] | None] | None
    _media_object: Any
    _owner_node: Any
    _owner_rule_value: Any
    _parent_sheet_value: Any
    _rule_list: Any
    _rules_parsed: list[CSSRuleImpl] | None
    _source: str
    _title_value: str | None

    def _init_sheet(
        self,
        text: str,
        owner_node: Any = None,
        media: str = "",
        title: str | None = None,
        href: str | None = None,
    ) -> None:
        self._constructed = False
        self._disabled_flag = False
        self._dirty = False
        self._href_value = href
        #: How an ``@import`` of the sheet gets its sheet (None: never fetched, as for a
        #: constructed sheet): the document's (webapi/html/rendering/_link_style.py).
        self._loader = None
        #: An imported or linked sheet whose fetch failed (its owner's ``error`` event).
        self._load_failed = False
        self._media_object = new_media_list(media)
        self._media_object._owner = self
        self._owner_node = owner_node
        self._owner_rule_value = None
        self._parent_sheet_value = None
        self._rule_list = None
        self._rules_parsed = None
        self._source = text
        self._title_value = title

    def _construct(self, options: Any = None) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-cssstylesheet: a constructed
        sheet (``media`` a string or a ``MediaList``, ``disabled``)."""
        options = options or {}
        media = options.get("media", "")
        if not isinstance(media, str):
            media = media._media_text
        self._init_sheet("", None, media)
        self._constructed = True
        self._disabled_flag = bool(options.get("disabled", False))

    def _changed(self) -> None:
        """A change through the OM: the cascade reads the rules themselves from now on."""
        self._dirty = True
        bump_generation()

    def _media_changed(self) -> None:
        """The sheet's media list changed: the cascade sees it."""
        bump_generation()

    @property
    def _all_rules(self) -> list[CSSRuleImpl]:
        rules = self._rules_parsed
        if rules is None:
            rules = self._rules_parsed = parse_a_list_of_rules(self._source)
            for rule in rules:
                set_parent_sheet(rule, self)
        return rules

    # --- StyleSheet ---------------------------------------------------------------------------

    @property
    def _type(self) -> str:
        return "text/css"

    @property
    def _href(self) -> str | None:
        return self._href_value

    @property
    def _owner_node_value(self) -> Any:
        return self._owner_node

    @property
    def _parent_style_sheet(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-stylesheet-parentstylesheet: the importing
        sheet of an ``@import``'s sheet, else None."""
        return self._parent_sheet_value

    @property
    def _title(self) -> str | None:
        return self._title_value

    @property
    def _media(self) -> Any:
        return self._media_object

    @property
    def _disabled(self) -> bool:
        """https://drafts.csswg.org/cssom-1/#dom-stylesheet-disabled"""
        return self._disabled_flag

    @_disabled.setter
    def _disabled(self, value: bool) -> None:
        if value != self._disabled_flag:
            self._disabled_flag = value
            bump_generation()

    # --- CSSStyleSheet ------------------------------------------------------------------------

    @property
    def _owner_rule(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-ownerrule: the ``@import``
        rule of an imported sheet, else None."""
        return self._owner_rule_value

    @property
    def _css_rules(self) -> Any:
        found = self._rule_list
        if found is None:
            found = self._rule_list = new_rule_list(self._all_rules)
        return found

    _rules = _css_rules

    def _insert_rule(self, rule: str, index: int = 0) -> int:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-insertrule"""
        return grouping_insert_rule(self, self._all_rules, rule, index, nested=False)

    def _delete_rule(self, index: int) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-deleterule"""
        remove_a_css_rule(self._all_rules, index)
        self._changed()

    def _add_rule(
        self, selector: str = "undefined", style: str = "undefined", index: int | None = None
    ) -> int:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-addrule: ``-1`` after
        inserting ``selector { style }`` (at the end without ``index``)."""
        text = f"{selector} {{ {style} }}"
        if style == "":
            text = f"{selector} {{ }}"
        if index is None:
            index = len(self._all_rules)
        self._insert_rule(text, index)
        return -1

    def _remove_rule(self, index: int = 0) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-removerule"""
        self._delete_rule(index)

    def _replace_sync(self, text: str) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-replacesync: a
        ``NotAllowedError`` unless constructed; the rules replaced (``@import`` dropped)."""
        if not self._constructed:
            raise DOMException(
                "Can't call replaceSync on non-constructed CSSStyleSheets.", "NotAllowedError"
            )
        rules = [rule for rule in parse_a_list_of_rules(text) if rule._kind != "import"]
        for rule in self._all_rules:
            rule._parent_sheet = None
        current = self._all_rules
        current[:] = rules
        for rule in rules:
            set_parent_sheet(rule, self)
        self._changed()

    async def _replace(self: _S, text: str) -> _S:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylesheet-replace: the sheet, its rules
        replaced as ``replaceSync`` does (a ``NotAllowedError`` unless constructed); run when
        awaited, as the bindings' promises are (idl/README.md)."""
        self._replace_sync(text)
        return self


class CSSStyleSheetImpl(StyleSheetImpl):
    """https://drafts.csswg.org/cssom-1/#cssstylesheet"""

    __slots__ = ()


def cascade_text(sheet: StyleSheetImpl) -> str | None:
    """The text the cascade may parse for ``sheet``: its source while the OM has not changed
    its rules, else None (the cascade reads the rules themselves, ``sheet._all_rules``:
    :mod:`webapi.css`)."""
    return None if sheet._dirty else sheet._source


def new_style_sheet(
    text: str, owner_node: Any, media: str = "", title: str | None = None, href: str | None = None
) -> Any:
    """https://drafts.csswg.org/cssom-1/#create-a-css-style-sheet: a sheet of ``text`` whose
    owner node is ``owner_node``."""
    cls = public_class("CSSStyleSheet")
    sheet = cls.__new__(cls)
    sheet._init_sheet(text, owner_node, media, title, href)
    return sheet


class StyleSheetListImpl:
    """https://drafts.csswg.org/cssom-1/#the-stylesheetlist-interface: the document's sheets in
    tree order, found again on each read (``_find`` gives them)."""

    __slots__ = ("_find",)

    _interface_class: ClassVar[type[Any]]
    _find: Callable[[], list[Any]]

    @property
    def _length(self) -> int:
        return len(self._find())

    def _item(self, index: int) -> Any:
        sheets = self._find()
        return sheets[index] if 0 <= index < len(sheets) else None


def new_style_sheet_list(find: Callable[[], list[Any]]) -> Any:
    """A ``StyleSheetList`` whose sheets ``find()`` gives."""
    cls = public_class("StyleSheetList")
    found = cls.__new__(cls)
    found._find = find
    return found


class RuleStyleDeclaration(CSSStyleDeclaration):
    """A style rule's (or ``@page``'s, ``@font-face``'s) declaration block
    (https://drafts.csswg.org/cssom-1/#dom-cssstylerule-style): its owner is the rule, whose
    declarations it reads and changes; a change reaches the cascade."""

    __slots__ = ()

    def _current(self) -> dict[str, tuple[str, bool]]:
        declarations = self._owner._declarations
        if declarations is not self._declarations:
            self._declarations = declarations
            self._names = None
        return self._declarations

    def _quirks(self) -> bool:
        return False

    def _applicable(
        self, declarations: dict[str, tuple[str, bool]], parsed: bool = False
    ) -> dict[str, tuple[str, bool]]:
        if self._owner._kind == "keyframe":
            # (Chromium 156 keeps an important one that setProperty sets)
            return keyframe_declarations(declarations, not parsed)
        return declarations

    def _update_style_attribute(self) -> None:
        self._owner._declarations = self._declarations
        self._names = None
        self._owner._changed()

    @property
    def parentRule(self) -> Any:
        """``readonly attribute CSSRule? parentRule;``: the rule."""
        return self._owner

    parent_rule = parentRule


def rule_style(rule: CSSRuleImpl) -> RuleStyleDeclaration:
    """The rule's ``style``, the same object each time."""
    found = rule._style_object
    if found is None:
        found = RuleStyleDeclaration.__new__(RuleStyleDeclaration)
        found._init(rule)
        if rule._declarations is None:
            rule._declarations = {}
        found._declarations = rule._declarations
        rule._style_object = found
    return found  # type: ignore[no-any-return]


def import_style_sheet(rule: CSSRuleImpl) -> Any:
    """https://drafts.csswg.org/cssom-1/#dom-cssimportrule-stylesheet: the sheet an
    ``@import`` rule's URL gave, fetched once, when first needed (this getter, the cascade),
    through its sheet's loader (https://drafts.csswg.org/cssom-1/#fetch-a-css-style-sheet:
    the document's fetch hook, webapi/html/rendering/_link_style.py). An empty sheet where the fetch
    failed or there is no fetcher (as Chromium 156 answers a network error or a 404); None
    for a rule in no sheet or a constructed one, a URL that does not parse, or an import
    cycle (the URL is that of a sheet importing it, as Chromium stops them)."""
    found = rule._import_sheet
    if found is not False:
        return found
    rule._import_sheet = None  # (while loading: a cycle reaching it again sees None)
    parent = rule._parent_sheet
    loader = parent._loader if parent is not None else None
    if rule._kind != "import" or loader is None:
        return None
    loaded = loader(rule._address, parent)
    if loaded is None:
        return None
    href, text, fetched = loaded
    sheet = new_style_sheet(text, None, "", None, href)
    sheet._load_failed = not fetched
    sheet._loader = loader
    sheet._parent_sheet_value = parent
    sheet._owner_rule_value = rule
    rule._import_sheet = sheet
    return sheet


def import_rules(sheet: StyleSheetImpl) -> list[CSSRuleImpl]:
    """``sheet``'s ``@import`` rules, in order (they come first, after ``@layer``
    statements), where its text may have one (no parse else)."""
    if sheet._rules_parsed is None and not may_import(sheet._source):
        return []
    found: list[CSSRuleImpl] = []
    for rule in sheet._all_rules:
        if rule._kind == "import":
            found.append(rule)
        elif rule._kind != "layer-statement":
            break
    return found


#: An ``@import`` (any case), or an at-keyword with an escape (which may be one).
_MAY_IMPORT = re.compile(r"@(?:import|[\w-]*\\)", re.IGNORECASE)


def may_import(text: str) -> bool:
    """Whether ``text`` may have an ``@import`` rule (one pass of a regular expression)."""
    return "@" in text and _MAY_IMPORT.search(text) is not None
