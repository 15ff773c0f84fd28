"""The CSSOM's rules (https://drafts.csswg.org/cssom-1/#css-rules): CSS Syntax's "parse a CSS
stylesheet" and "parse a rule" (https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet,
https://drafts.csswg.org/css-syntax-3/#parse-rule) into rule objects, and each rule's
serialization (https://drafts.csswg.org/cssom-1/#serialize-a-css-rule) as Chromium 156 writes
it: style rules, ``@media``, ``@supports``, ``@layer`` blocks and statements, ``@import``
(its sheet: :func:`._sheets.import_style_sheet`), ``@namespace``, ``@font-face``,
``@page``, ``@keyframes`` with its keyframes, ``@container`` and ``@scope``,
``@font-feature-values`` (:mod:`._font_feature_values`), ``@counter-style`` and ``@property``
(:mod:`._descriptor_rules`), and in a style rule its nested rules and ``CSSNestedDeclarations``
(https://drafts.csswg.org/css-nesting-1/, :mod:`._nesting`); other at-rules are dropped
(docs/css.md).

One loop over the tokens with a stack of the rule lists open (no recursion): linear in the
sheet's length.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from webapi._cache import BoundedCache, str_size
from webapi.dom import DOMException

from ._declaration import declaration_block_of, parse_a_css_declaration_block
from ._identifiers import serialize_an_identifier
from ._lists import new_media_list, new_rule_list, serialize_media_text
from ._selector_text import serialize_selector_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar

    from webapi.csssyntax.engine import Declaration


__all__ = [
    "CSSRuleImpl",
    "grouping_insert_rule",
    "parse_a_list_of_rules",
    "parse_a_rule",
]


STYLE_RULE = 1
CHARSET_RULE = 2
IMPORT_RULE = 3
MEDIA_RULE = 4
FONT_FACE_RULE = 5
PAGE_RULE = 6
NAMESPACE_RULE = 10
KEYFRAMES_RULE = 7
KEYFRAME_RULE = 8
COUNTER_STYLE_RULE = 11
SUPPORTS_RULE = 12
FONT_FEATURE_VALUES_RULE = 14


class CSSRuleImpl:
    """https://drafts.csswg.org/cssom-1/#css-rules: a rule's kind (its ``type``), parent rule,
    parent style sheet, and for the kinds that have them: ``prelude`` (a style rule's
    selector text, an at-rule's serialized prelude), ``declarations`` (a block of
    declarations) and ``children`` (a grouping rule's child rules)."""

    __slots__ = (
        "_address",
        "_children",
        "_cssom_list",
        "_declarations",
        "_import_sheet",
        "_kind",
        "_layer",
        "_media",
        "_parent_rule",
        "_parent_sheet",
        "_prelude",
        "_scope",
        "_style_object",
        "_supports",
    )

    _interface_class: ClassVar[type[Any]]
    _kind: str
    _prelude: str
    _declarations: dict[str, tuple[str, bool]] | None
    _import_sheet: Any
    _children: list[CSSRuleImpl] | None
    _parent_rule: CSSRuleImpl | None
    _parent_sheet: Any
    _cssom_list: Any
    _style_object: Any
    _media: Any
    _address: str
    _layer: str
    _supports: str | None
    _scope: tuple[str | None, str | None]

    def _init_rule(self, kind: str, prelude: str) -> None:
        self._kind = kind
        self._prelude = prelude
        self._declarations = None
        self._import_sheet = False  # (an @import's sheet: False until fetched)
        self._children = None
        self._parent_rule = None
        self._parent_sheet = None
        self._cssom_list = None
        self._style_object = None
        self._media = None
        self._address = ""
        self._layer = "\0"
        self._supports = None
        self._scope = (None, None)

    def _media_changed(self) -> None:
        """The rule's media list changed (an ``@media``'s condition, an ``@import``'s media)."""
        if self._kind == "media":
            self._prelude = self._media_list._media_text
        self._changed()

    def _changed(self) -> None:
        """A change through the OM: the sheet's cascade form is made again."""
        sheet = self._parent_sheet
        if sheet is not None:
            sheet._changed()

    # --- CSSRule ------------------------------------------------------------------------------

    @property
    def _type(self) -> int:
        """https://drafts.csswg.org/cssom-1/#dom-cssrule-type (0 for the newer kinds)."""
        return _TYPES.get(self._kind, 0)

    @property
    def _css_text(self) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssrule-csstext"""
        return serialize_a_css_rule(self)

    @_css_text.setter
    def _css_text(self, value: str) -> None:
        """Setting ``cssText`` does nothing (https://drafts.csswg.org/cssom-1/#dom-cssrule-csstext)."""

    @property
    def _parent_style_sheet(self) -> Any:
        return self._parent_sheet

    # --- CSSStyleRule, CSSPageRule ------------------------------------------------------------

    @property
    def _selector_text(self) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstylerule-selectortext"""
        return self._prelude

    @_selector_text.setter
    def _selector_text(self, value: str) -> None:
        """Parsed as a selector list; kept only where it parses."""
        if self._kind == "page":
            text = page_selector_text(value)
            if text is not None:
                self._prelude = text
                self._changed()
            return
        nested = nesting_mode(self._parent_rule) == "style"
        selector = serialize_selector_text(value, sheet_namespaces(self._parent_sheet), nested)
        if selector is not None:
            self._prelude = selector
            self._changed()

    @property
    def _css_rules(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-cssgroupingrule-cssrules: the same list each
        time, live."""
        if self._children is None:
            self._children = []
        found = self._cssom_list
        if found is None:
            found = self._cssom_list = new_rule_list(self._children)
        return found

    def _insert_rule(self, rule: str, index: int = 0) -> int:
        """https://drafts.csswg.org/cssom-1/#dom-cssgroupingrule-insertrule"""
        if self._children is None:
            self._children = []
        return grouping_insert_rule(self, self._children, rule, index, nested=True)

    def _delete_rule(self, index: int) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssgroupingrule-deleterule"""
        if self._children is None:
            self._children = []
        remove_a_css_rule(self._children, index)
        self._changed()

    # --- conditional, layer, import, namespace ------------------------------------------------

    @property
    def _condition_text(self) -> str:
        """https://drafts.csswg.org/css-conditional-3/#dom-cssconditionrule-conditiontext"""
        if self._kind == "media":
            return str(self._media_list._media_text)
        return self._prelude

    # --- CSSContainerRule ---------------------------------------------------------------------

    @property
    def _container_name(self) -> str:
        """https://drafts.csswg.org/css-conditional-5/#dom-csscontainerrule-containername"""
        return container_name_and_query(self._prelude)[0]

    @property
    def _container_query(self) -> str:
        """https://drafts.csswg.org/css-conditional-5/#dom-csscontainerrule-containerquery"""
        return container_name_and_query(self._prelude)[1]

    # --- CSSScopeRule -------------------------------------------------------------------------

    @property
    def _start(self) -> str | None:
        """https://drafts.csswg.org/css-cascade-6/#dom-cssscoperule-start"""
        return self._scope[0]

    @property
    def _end(self) -> str | None:
        """https://drafts.csswg.org/css-cascade-6/#dom-cssscoperule-end"""
        return self._scope[1]

    # --- CSSKeyframesRule, CSSKeyframeRule ----------------------------------------------------

    @property
    def _name(self) -> str:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframesrule-name"""
        return self._prelude

    @_name.setter
    def _name(self, value: str) -> None:
        self._prelude = value
        self._changed()

    @property
    def _length(self) -> int:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframesrule-length"""
        return len(self._children or ())

    def _indexed_property(self, index: int) -> CSSRuleImpl:
        """``rule[i]``: the ``i``-th keyframe (the bindings check the index)."""
        return (self._children or [])[index]

    def _append_rule(self, rule: str) -> None:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframesrule-appendrule: the
        keyframe parsed from ``rule`` appended (nothing where it does not parse)."""
        found = [r for r in parse_a_list_of_rules(f"@keyframes x {{ {rule} }}")]
        keyframes = found[0]._children if len(found) == 1 and found[0]._children else []
        if len(keyframes) != 1:
            return
        if self._children is None:
            self._children = []
        keyframe = keyframes[0]
        keyframe._parent_rule = self
        keyframe._parent_sheet = self._parent_sheet
        self._children.append(keyframe)
        self._changed()

    def _find_index(self, select: str) -> int:
        keys = keyframe_selector(select)
        if keys is None:
            return -1
        children = self._children or []
        for index in range(len(children) - 1, -1, -1):
            if children[index]._prelude == keys:
                return index
        return -1

    def _find_rule(self, select: str) -> CSSRuleImpl | None:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframesrule-findrule: the last
        keyframe whose key list is ``select``'s (``from`` is ``0%``), or None."""
        index = self._find_index(select)
        return None if index < 0 else (self._children or [])[index]

    def _delete_keyframe(self, select: str) -> None:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframesrule-deleterule: the
        keyframe :meth:`_find_rule` finds removed."""
        index = self._find_index(select)
        if index >= 0 and self._children is not None:
            old = self._children.pop(index)
            old._parent_rule = None
            old._parent_sheet = None
            self._changed()

    @property
    def _key_text(self) -> str:
        """https://drafts.csswg.org/css-animations-1/#dom-csskeyframerule-keytext"""
        return self._prelude

    @_key_text.setter
    def _key_text(self, value: str) -> None:
        keys = keyframe_selector(value)
        if keys is None:
            raise DOMException(
                f"Failed to set the 'keyText' property on 'CSSKeyframeRule': The key '{value}' "
                "is invalid and cannot be parsed",
                "SyntaxError",
            )
        self._prelude = keys
        self._changed()

    @property
    def _media_list(self) -> Any:
        found = self._media
        if found is None:
            found = self._media = new_media_list(self._prelude)
            found._owner = self
        return found

    @property
    def _layer_name(self) -> str | None:
        return None if self._kind != "import" or self._layer == "\0" else self._layer

    @property
    def _supports_text(self) -> str | None:
        """https://drafts.csswg.org/cssom-1/#dom-cssimportrule-supportstext"""
        return self._supports

    @property
    def _name_list(self) -> tuple[str, ...]:
        """https://drafts.csswg.org/css-cascade-5/#dom-csslayerstatementrule-namelist"""
        return tuple(part.strip() for part in self._prelude.split(",") if part.strip())

    @property
    def _namespace_uri(self) -> str:
        return self._address

    @property
    def _prefix(self) -> str:
        return self._prelude

    @property
    def _href(self) -> str:
        return self._address if self._kind == "import" else ""


_TYPES = {  # (a CSSNestedDeclarations is 0)
    "style": STYLE_RULE,
    "import": IMPORT_RULE,
    "media": MEDIA_RULE,
    "font-face": FONT_FACE_RULE,
    "page": PAGE_RULE,
    "namespace": NAMESPACE_RULE,
    "keyframes": KEYFRAMES_RULE,
    "keyframe": KEYFRAME_RULE,
    "counter-style": COUNTER_STYLE_RULE,
    "supports": SUPPORTS_RULE,
    "font-feature-values": FONT_FEATURE_VALUES_RULE,
}

#: The public class of each kind of rule (``webapi/cssom/_sheet_classes.py`` registers them
#: with the bindings).
RULE_CLASSES: dict[str, type[CSSRuleImpl]] = {}


def _new_rule(kind: str, prelude: str) -> CSSRuleImpl:
    rule = RULE_CLASSES[kind].__new__(RULE_CLASSES[kind])
    rule._init_rule(kind, prelude)
    return rule


def _collapse(text: str) -> str:
    return " ".join(text.split())


def _prelude_text(source: str, starts: list[int], i: int, j: int) -> str:
    return source[starts[i] : starts[j]].strip()


def _url_of(prelude: str) -> tuple[str, str] | None:
    """An ``@import``'s or ``@namespace``'s URL (a string or ``url()``) and the rest."""
    text = prelude.strip()
    lowered = text.lower()
    if lowered.startswith("url("):
        end = text.find(")")
        if end < 0:
            return None
        inner = text[4:end].strip()
        if inner[:1] in "\"'" and inner:
            inner = inner[1:-1]
        return inner, text[end + 1 :].strip()
    if text[:1] in "\"'" and text:
        end = text.find(text[0], 1)
        if end < 0:
            return None
        return text[1:end], text[end + 1 :].strip()
    return None


#: A style rule's declarations by its block's text (a block written the same in many rules
#: and sheets is parsed once; each rule takes a copy, its own to change): 1 MB in all, no
#: block over 16 KB kept.
_BLOCKS: BoundedCache[str, dict[str, tuple[str, bool]]] = BoundedCache(1 << 20, 1 << 14)


def parse_a_list_of_rules(
    text: str,
    top_level: bool = True,
    namespaces: dict[str, str] | None = None,
    nested: bool | str = False,
) -> list[CSSRuleImpl]:
    """https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet: the rules of ``text``,
    each a :class:`CSSRuleImpl` (grouping rules with their children); rules that are invalid
    or of a kind not kept dropped, and ``@import``/``@namespace`` after other rules dropped.
    ``namespaces``: the prefixes declared before (an ``insertRule``'s sheet's); the
    ``@namespace`` rules of ``text`` declare more for the selectors after them. ``nested``:
    ``text`` is read as the contents of a group rule inside a style rule (declarations make
    ``CSSNestedDeclarations``, selectors are relative); ``"scope"``: of an ``@scope`` rule
    nested in a style rule (:func:`nesting_mode`: its style rules' selectors are not made
    relative, as Chromium 156 reads them)."""
    from webapi.csssyntax.engine import (  # loads with the first parse
        block_ends,
        declarations_in,
        next_rule,
        tokenize_with_offsets,
    )

    source, tokens, starts = tokenize_with_offsets(text)
    close = block_ends(tokens)
    # (where each ``{`` is: a style rule's block has nested rules when one is inside it)
    braces = [index for index, token in enumerate(tokens) if token.kind == "{"]
    top: list[CSSRuleImpl] = []
    declared = dict(namespaces or {})
    # frames: [index, end, the list filled, the parent rule, a block's contents in a nested
    # context (a style rule's, or a group rule's inside one)]
    mode = ("style" if nested else "") if isinstance(nested, bool) else nested
    frames: list[list[Any]] = [[0, len(tokens), top, None, mode]]
    while frames:
        frame = frames[-1]
        i, end, rules, parent, in_style = frame
        if in_style:
            frames.pop()
            _consume_block_contents(frame, tokens, starts, source, close, declared, frames)
            continue
        span = next_rule(tokens, close, i, end)
        if span is None:
            frames.pop()
            continue
        i, j, block_end = span
        at_rule = tokens[i].kind == "at-keyword"
        has_block = j < end and tokens[j].kind == "{"
        frame[0] = block_end + 1
        rule: CSSRuleImpl | None = None
        if not at_rule and parent is not None and parent._kind == "keyframes":
            keys = keyframe_selector(source[starts[i] : starts[j]])
            if keys is not None:
                rule = _new_rule("keyframe", keys)
                found = _rule_declarations(
                    declarations_in(tokens, starts, source, j + 1, block_end)
                )
                rule._declarations = keyframe_declarations(found)
        elif parent is not None and parent._kind == "keyframes":
            rule = None  # (an at-rule in @keyframes)
        elif not at_rule:
            selector = serialize_selector_text(source[starts[i] : starts[j]], declared)
            if selector is None and _in_scope(parent):
                selector = scoped_selector_text(source[starts[i] : starts[j]], declared)
            if selector is not None:
                rule = _new_rule("style", selector)
                rule._children = []
                inner = bisect_right(braces, j)
                if inner < len(braces) and braces[inner] < block_end:
                    rule._declarations = {}
                    frames.append([j + 1, block_end, rule._children, rule, "style"])
                else:  # (no nested rule: the block is declarations)
                    block = source[starts[j + 1] : starts[block_end]]
                    known = _BLOCKS.entries.get(block)
                    if known is None:
                        known = _rule_declarations(
                            declarations_in(tokens, starts, source, j + 1, block_end)
                        )
                        # (the parsed form counted as twice the text: values shorter than it)
                        _BLOCKS.store(block, known, 3 * str_size(block))
                    rule._declarations = dict(known)
        else:
            name = tokens[i].value.lower()
            prelude = _prelude_text(source, starts, i + 1, min(j, len(tokens)))
            rule = _at_rule(name, prelude, has_block, rules, top_level and parent is None)
            if rule is None and has_block and name in DESCRIPTOR_RULES:
                block = source[starts[j + 1] : starts[block_end]]
                rule = DESCRIPTOR_RULES[name](prelude, block)
            elif rule is not None and has_block and rule._children is not None:
                frames.append([j + 1, block_end, rule._children, rule, ""])
            elif rule is not None and has_block and rule._declarations is not None:
                block = source[starts[j + 1] : starts[block_end]]
                if rule._kind == "font-face":
                    rule._declarations = _font_face_descriptors(block)
                else:  # @page: no custom properties
                    declarations = _rule_declarations(
                        declarations_in(tokens, starts, source, j + 1, block_end)
                    )
                    rule._declarations = {
                        k: v for k, v in declarations.items() if not k.startswith("--")
                    }
        if rule is not None:
            rule._parent_rule = parent
            rules.append(rule)
            if rule._kind == "namespace":
                declared[rule._prelude] = rule._address
    return top


#: The at-rules whose blocks are their own descriptors or blocks (``@font-feature-values``,
#: ``@counter-style``, ``@property``): each name's function making the rule from its prelude
#: and block (None where it is invalid), and each kind's writing its ``cssText``; their
#: modules (:mod:`._font_feature_values`, :mod:`._descriptor_rules`) import this one, and
#: ``webapi/cssom/_sheet_classes.py`` registers them.
DESCRIPTOR_RULES: dict[str, Callable[[str, str], CSSRuleImpl | None]] = {}
DESCRIPTOR_RULE_TEXT: dict[str, Callable[[CSSRuleImpl], str]] = {}


#: The at-rules kept inside a style rule (https://drafts.csswg.org/css-nesting-1/#conditionals,
#: https://drafts.csswg.org/css-cascade-6/#scope-atrule,
#: https://drafts.csswg.org/css-transitions-2/#at-ruledef-starting-style; as Chromium 156
#: keeps them: not the ``@layer`` statement).
_NESTED_GROUPS = ("media", "supports", "layer-block", "container", "scope", "starting-style")


def _consume_block_contents(
    frame: list[Any],
    tokens: list[Any],
    starts: list[int],
    source: str,
    close: list[int],
    declared: dict[str, str],
    frames: list[list[Any]],
) -> None:
    """https://drafts.csswg.org/css-syntax-3/#consume-block-contents in a nested context
    (``frame``: a style rule's block, or a group rule's inside one): a style rule's
    declarations before its first kept child rule are its own; the other runs of
    declarations each make a ``CSSNestedDeclarations``
    (https://drafts.csswg.org/css-nesting-1/#nested-declarations-rule); nested style rules
    have relative selectors (not directly in an ``@scope``: the frame's mode ``"scope"``,
    :func:`nesting_mode`); the group rules :data:`_NESTED_GROUPS` are kept, other at-rules
    dropped (a dropped rule does not end a run of declarations, as in Chromium 156). The
    kept rules' blocks are pushed on ``frames``."""
    from webapi.csssyntax.engine import DECLARATION, block_contents, declarations_in

    start, end, rules, parent, mode = frame
    own = parent is not None and parent._kind == "style"
    pending: list[Declaration] = []

    def flush() -> None:
        nonlocal own
        if own:
            if pending:
                parent._declarations = _rule_declarations(pending)
            own = False
        elif pending:
            declarations = _rule_declarations(pending)
            if declarations:
                rule = _new_rule("nested-declarations", "")
                rule._declarations = declarations
                rule._parent_rule = parent
                rules.append(rule)
        pending.clear()

    for kind, first, brace, block_end in block_contents(tokens, close, start, end):
        if kind == DECLARATION:
            pending.extend(declarations_in(tokens, starts, source, first, brace))
            continue
        has_block = brace < len(tokens) and tokens[brace].kind == "{"
        rule: CSSRuleImpl | None = None
        if tokens[first].kind == "at-keyword":
            name = tokens[first].value.lower()
            prelude = _prelude_text(source, starts, first + 1, brace)
            rule = _at_rule(name, prelude, has_block, rules, False, mode == "style")
            if rule is not None and rule._kind not in _NESTED_GROUPS:
                rule = None
        elif has_block:
            text = source[starts[first] : starts[brace]]
            if (
                mode == "scope"
            ):  # (a scoped style rule: https://drafts.csswg.org/css-cascade-6/#scoped-rules)
                selector = serialize_selector_text(text, declared)
                if selector is None:
                    selector = scoped_selector_text(text, declared)
            else:
                selector = serialize_selector_text(text, declared, nested=True)
            if selector is not None:
                rule = _new_rule("style", selector)
                rule._declarations = {}
        if rule is None:
            continue
        flush()
        if rule._children is None:
            rule._children = []
        rule._parent_rule = parent
        rules.append(rule)
        inner = rule._kind if rule._kind in ("style", "scope") else mode
        frames.append([brace + 1, block_end, rule._children, rule, inner])
    flush()


def nesting_mode(rule: CSSRuleImpl | None) -> str:
    """How the contents of ``rule``'s block are read: ``""`` as a list of rules (a rule in no
    style rule), ``"style"`` as a style rule's (relative selectors: ``rule`` is a style rule
    or nearer one than an ``@scope``), ``"scope"`` as an ``@scope``'s nested in a style rule
    (its style rules' selectors not relative, declarations a ``CSSNestedDeclarations``)."""
    while rule is not None:
        if rule._kind == "style":
            return "style"
        if rule._kind == "scope":
            return "scope" if in_nested_context(rule._parent_rule) else ""
        rule = rule._parent_rule
    return ""


def in_nested_context(rule: CSSRuleImpl | None) -> bool:
    """Whether ``rule`` is a style rule or inside one (its child rules are nested:
    https://drafts.csswg.org/css-nesting-1/#nested-style-rule)."""
    while rule is not None:
        if rule._kind == "style":
            return True
        rule = rule._parent_rule
    return False


def sheet_namespaces(sheet: Any) -> dict[str, str]:
    """The prefixes ``sheet``'s ``@namespace`` rules declare (``""``: the default namespace);
    they come first in its list, so the scan stops at the first rule of another kind."""
    declared: dict[str, str] = {}
    for rule in sheet._all_rules if sheet is not None else ():
        if rule._kind == "namespace":
            declared[rule._prelude] = rule._address
        elif rule._kind not in ("import", "layer-statement"):
            break
    return declared


#: How many longhands Chromium 156 makes of the shorthands webapi keeps whole (the others of
#: its shorthands make three or more; a property not listed is one longhand).
_LONGHAND_COUNTS = {
    "white-space": 2,
    "overflow": 2,
    "gap": 2,
    "place-items": 2,
    "place-content": 2,
    "place-self": 2,
    "text-wrap": 2,
    "border": 3,
    "background": 3,
    "font": 3,
    "flex": 3,
    "transition": 3,
    "animation": 3,
    "list-style": 3,
    "outline": 3,
    "text-decoration": 3,
    "grid": 3,
    "grid-area": 3,
    "columns": 2,
    "border-top": 3,
    "border-right": 3,
    "border-bottom": 3,
    "border-left": 3,
    "border-radius": 4,
}


def _rule_declarations(declarations: list[Declaration]) -> dict[str, tuple[str, bool]]:
    """A rule's block parsed (https://drafts.csswg.org/cssom-1/#parse-a-css-declaration-block,
    its declarations consumed from the sheet's tokens) as Chromium 156 keeps a rule's (seen,
    not specified): where its declarations make more than two longhands, each property's
    last declaration (an important one over any that is not) in the order of those last
    declarations, the important ones after the others; else as a ``style`` attribute's."""
    found = declaration_block_of(declarations)
    if not any(important for _, important in found.values()):
        return found
    count = 0
    for declaration in declarations:
        name = declaration.name.lower()
        count += 4 if name in ("margin", "padding", "inset") else _LONGHAND_COUNTS.get(name, 1)
    if count <= 2:
        return found
    ordered = {name: entry for name, entry in found.items() if not entry[1]}
    ordered.update((name, entry) for name, entry in found.items() if entry[1])
    return ordered


#: https://drafts.csswg.org/css-fonts-4/#font-face-rule's descriptors (and those of
#: css-fonts-5 Chromium 156 knows): what an ``@font-face`` block keeps.
FONT_FACE_DESCRIPTORS = frozenset(
    (
        "ascent-override",
        "descent-override",
        "font-display",
        "font-family",
        "font-feature-settings",
        "font-stretch",
        "font-style",
        "font-variation-settings",
        "font-weight",
        "line-gap-override",
        "size-adjust",
        "src",
        "unicode-range",
    )
)


def _font_face_descriptors(text: str) -> dict[str, tuple[str, bool]]:
    """An ``@font-face`` block: its descriptors (none ``!important``), each value serialized
    as a property's is."""
    from webapi.csssyntax.engine import parse_a_list_of_declarations

    from ._values import serialize_value

    found: dict[str, tuple[str, bool]] = {}
    for declaration in parse_a_list_of_declarations(text):
        name = declaration.name.lower()
        if name not in FONT_FACE_DESCRIPTORS or declaration.important:
            continue
        value = serialize_value(name, declaration.value, declaration.text, False)
        if name == "font-family" and value and "," in value:
            continue  # one family name
        if value:
            found.pop(name, None)
            found[name] = (value, False)
    return found


_GROUPING = ("media", "supports", "layer")
_LAYER_IDENT = re.compile(r"-?[A-Za-z_\u0080-\U0010ffff][\w\-\u0080-\U0010ffff]*")
_RESERVED_LAYER_IDENTS = frozenset(("initial", "inherit", "unset", "revert", "revert-layer"))


def _is_layer_name(text: str) -> bool:
    """https://drafts.csswg.org/css-cascade-5/#typedef-layer-name: identifiers joined by
    ``.`` with no white space, none a CSS-wide keyword (reserved: the rule is invalid)."""
    return all(
        _LAYER_IDENT.fullmatch(part) and part.lower() not in _RESERVED_LAYER_IDENTS
        for part in text.split(".")
    )


def _at_rule(
    name: str,
    prelude: str,
    has_block: bool,
    before: list[CSSRuleImpl],
    top: bool,
    relative: bool = False,
) -> CSSRuleImpl | None:
    """An at-rule of a kind kept, valid where it is (None else); ``relative``: in a style
    rule (an ``@scope``'s ``<scope-start>`` is relative to it:
    https://drafts.csswg.org/css-cascade-6/#scope-limits, "& .x" as Chromium 156 writes it)."""
    if name in _GROUPING and has_block:
        if name == "supports" and not prelude:
            return None
        if name == "layer" and prelude and not _is_layer_name(prelude.strip()):
            return None  # (one <layer-name>, or none: an anonymous layer)
        kind = "layer-block" if name == "layer" else name
        text = serialize_media_text(prelude) if name == "media" else _collapse(prelude)
        rule = _new_rule(kind, text)
        rule._children = []
        return rule
    if name in ("keyframes", "-webkit-keyframes") and has_block:
        keyframes_name = _keyframes_name(prelude)
        if keyframes_name is None:
            return None
        rule = _new_rule("keyframes", keyframes_name)
        rule._address = name
        rule._children = []
        return rule
    if name == "container" and has_block:
        name, query = container_name_and_query(_collapse(prelude))
        if not name and not query:
            return None
        # (the query's features written as a media query's, where no custom property's
        # case is at stake: Chromium's ``(min-width: 100px)``)
        query = query if "--" in query else serialize_media_text(query)
        rule = _new_rule("container", f"{name} {query}".strip())
        rule._children = []
        return rule
    if name == "starting-style" and has_block and not prelude.strip():
        # https://drafts.csswg.org/css-transitions-2/#defining-before-change-style
        rule = _new_rule("starting-style", "")
        rule._children = []
        return rule
    if name == "scope" and has_block:
        scope = scope_prelude(prelude, relative)
        if scope is None:
            return None
        rule = _new_rule("scope", "")
        rule._scope = scope
        rule._children = []
        return rule
    if name == "layer" and not has_block:
        names = [part.strip() for part in prelude.split(",")]
        if not prelude or any(not _is_layer_name(part) for part in names):
            return None
        return _new_rule("layer-statement", ", ".join(names))
    if name == "font-face" and has_block and not prelude:
        rule = _new_rule("font-face", "")
        rule._declarations = {}
        return rule
    if name == "page" and has_block:
        page_selector = page_selector_text(prelude)
        if page_selector is None:
            return None
        rule = _new_rule("page", page_selector)
        rule._declarations = {}
        return rule
    if name in ("import", "namespace") and not has_block:
        if not top or any(
            r._kind not in ("import", "namespace", "layer-statement") for r in before
        ):
            return None
        if name == "import" and any(r._kind == "namespace" for r in before):
            return None
        if name == "namespace":
            return _namespace_rule(prelude)
        return _import_rule(prelude)
    return None


def _namespace_rule(prelude: str) -> CSSRuleImpl | None:
    prefix = ""
    text = prelude
    head = prelude.split(None, 1)
    if head and head[0][:1] not in "\"'" and not head[0].lower().startswith("url("):
        from webapi.csssyntax.engine import preprocess, tokenize

        # (the prefix unescaped, as the selectors that use it name it: ``ns\:odd`` is ``ns:odd``)
        tokens = tokenize(preprocess(head[0]))
        if len(tokens) != 1 or tokens[0].kind != "ident":
            return None
        prefix = tokens[0].value
        text = head[1] if len(head) > 1 else ""
    found = _url_of(text)
    if found is None or found[1]:
        return None
    rule = _new_rule("namespace", prefix)
    rule._address = found[0]
    return rule


def _import_rule(prelude: str) -> CSSRuleImpl | None:
    found = _url_of(prelude)
    if found is None:
        return None
    url, rest = found
    layer = "\0"
    lowered = rest.lower()
    if (
        lowered.startswith("layer(")
        and ")" in rest
        and _is_layer_name(rest[6 : rest.index(")")].strip())
    ):  # (an invalid layer() is the media query list's, a <general-enclosed>)
        layer = rest[6 : rest.index(")")].strip()
        rest = rest[rest.index(")") + 1 :].strip()
    elif lowered == "layer" or lowered.startswith("layer "):
        layer = ""
        rest = rest[5:].strip()
    supports = None
    if rest.lower().startswith("supports("):
        level = 0
        for index, char in enumerate(rest):
            level += (char == "(") - (char == ")")
            if char == ")" and level == 0:
                supports = " ".join(rest[9:index].split())
                rest = rest[index + 1 :].strip()
                break
        else:
            return None
        if not _import_supports_valid(supports):
            return None
    rule = _new_rule("import", serialize_media_text(rest))
    rule._address = url
    rule._layer = layer
    rule._supports = supports
    return rule


#: How a ``supports()`` condition of an ``@import`` begins (a ``<supports-in-parens>``, a
#: ``not``, or a function: ``selector()``, ``font-tech()``...): not a bare declaration.
_CONDITION_START = re.compile(r"\(|not\s|[-\w]+\(", re.IGNORECASE)


def _import_supports_valid(supports: str) -> bool:
    """Whether an ``@import``'s ``supports(...)`` keeps the rule
    (https://drafts.csswg.org/css-cascade-5/#at-import: ``supports( [ <supports-condition> |
    <declaration> ] )``): a condition is kept whatever it evaluates to (the cascade's concern:
    ``webapi.css``); a bare declaration only where it is one of a supported property with a
    value that parses, as Chromium 156 drops ``supports(foo: bar)``, ``supports(display:
    foo)``, ``supports(foo)`` and ``supports()`` (and keeps ``supports((foo: bar))``)."""
    if _CONDITION_START.match(supports):
        return True
    return bool(parse_a_css_declaration_block(supports))


def parse_a_rule(
    text: str, top_level: bool, namespaces: dict[str, str] | None = None
) -> CSSRuleImpl:
    """https://drafts.csswg.org/css-syntax-3/#parse-rule: the one rule of ``text`` (a
    ``SyntaxError`` ``DOMException`` where there is none or more than one, or it is invalid)."""
    rules = _parse_for_insert(text, top_level, namespaces)
    if len(rules) != 1 or _text_after_the_first_rule(text):
        raise DOMException("Failed to parse the rule '" + text + "'.", "SyntaxError")
    return rules[0]


def parse_a_nested_rule(
    text: str, namespaces: dict[str, str] | None = None, mode: str = "style"
) -> CSSRuleImpl:
    """https://drafts.csswg.org/cssom-1/#insert-a-css-rule's parse in a nested context
    (https://drafts.csswg.org/css-nesting-1/#cssom): one rule a style rule may hold (a
    nested style rule, a group rule of :data:`_NESTED_GROUPS`), else declarations, which make
    a ``CSSNestedDeclarations``. A rule that parses but may not be nested (``@import``,
    ``@font-face``...) is a ``HierarchyRequestError``, as in Chromium 156; anything else a
    ``SyntaxError``. ``mode``: :func:`nesting_mode` of the rule inserted into."""
    rules = parse_a_list_of_rules(text, False, namespaces, nested=mode)
    if len(rules) == 1 and (
        rules[0]._kind == "nested-declarations" or not _text_after_the_first_rule(text)
    ):
        return rules[0]
    if not rules:
        others = _parse_for_insert(text, False, namespaces)
        if len(others) == 1 and others[0]._kind != "layer-statement":
            raise DOMException("Failed to insert the rule.", "HierarchyRequestError")
    raise DOMException("Failed to parse the rule '" + text + "'.", "SyntaxError")


def _text_after_the_first_rule(text: str) -> bool:
    """Whether ``text`` has more than white space after its first rule (a block's end, or an
    at-rule's ``;``): "parse a rule" returns a syntax error then (its step 4)."""
    from webapi.csssyntax.engine import BLOCK_CLOSERS, block_ends, preprocess, tokenize

    tokens = tokenize(preprocess(text))
    close = block_ends(tokens)
    i = 0
    while i < len(tokens) and tokens[i].kind in ("whitespace", "comment"):
        i += 1
    at_rule = i < len(tokens) and tokens[i].kind == "at-keyword"
    while i < len(tokens):
        kind = tokens[i].kind
        if kind == "{":
            i = close[i] + 1
            break
        if kind == ";" and at_rule:
            i += 1
            break
        i = close[i] + 1 if kind in BLOCK_CLOSERS else i + 1
    return any(token.kind not in ("whitespace", "comment") for token in tokens[i:])


def _parse_for_insert(
    text: str, top_level: bool, namespaces: dict[str, str] | None = None
) -> list[CSSRuleImpl]:
    stripped = text.strip()
    if not stripped:
        return []
    lowered = stripped.lower()
    if lowered.startswith(("@import", "@namespace")):
        # an @import or @namespace is valid wherever the insertion steps allow it
        rule = _at_rule(
            "import" if lowered.startswith("@import") else "namespace",
            stripped.split(None, 1)[1].rstrip().rstrip(";") if " " in stripped else "",
            False,
            [],
            True,
        )
        if rule is None or stripped.count(";") > 1:
            return []
        return [rule]
    return parse_a_list_of_rules(text, top_level, namespaces)


def insert_a_css_rule(
    rules: list[CSSRuleImpl],
    text: str,
    index: int,
    nested: bool,
    constructed: bool = False,
    namespaces: dict[str, str] | None = None,
    in_style: str = "",
) -> CSSRuleImpl:
    """https://drafts.csswg.org/cssom-1/#insert-a-css-rule: the index checked (step 2)
    before the text is parsed (step 3); ``in_style``: into a style rule or a group rule
    inside one, the :func:`nesting_mode` of the rule (:func:`parse_a_nested_rule`)."""
    length = len(rules)
    if index > length:
        raise DOMException(
            f"The index provided ({index}) is larger than the maximum index ({length}).",
            "IndexSizeError",
        )
    if in_style:
        new_rule = parse_a_nested_rule(text, namespaces, in_style)
        rules.insert(index, new_rule)
        return new_rule
    new_rule = parse_a_rule(text, not nested, namespaces)
    if constructed and new_rule._kind == "import":
        raise DOMException(
            "Can't insert @import rules into a constructed stylesheet.", "SyntaxError"
        )
    kind = new_rule._kind
    if nested and kind in ("import", "namespace"):
        raise DOMException("Failed to insert the rule.", "HierarchyRequestError")
    if not nested:
        _check_top_level_position(rules, index, kind)
    rules.insert(index, new_rule)
    return new_rule


def _check_top_level_position(rules: list[CSSRuleImpl], index: int, kind: str) -> None:
    """CSS Syntax's constraints on where a top-level rule goes: ``@import`` after nothing but
    ``@import`` and ``@layer`` statements, ``@namespace`` after the ``@import`` rules and in a
    list of nothing else (``InvalidStateError``), other rules after both. The scans stop at
    the first rule that decides (the list keeps those rules first): a rule inserted among
    thousands costs what the rules of its kind around it do, not the list's length."""
    if kind == "import":
        for j in range(index - 1, -1, -1):
            if rules[j]._kind not in ("import", "layer-statement"):
                raise DOMException("Failed to insert the rule.", "HierarchyRequestError")
    elif kind == "namespace":
        for rule in rules:
            if rule._kind not in ("import", "namespace"):
                raise DOMException("Failed to insert the rule.", "InvalidStateError")
        if index < len(rules) and rules[index]._kind == "import":
            raise DOMException("Failed to insert the rule.", "HierarchyRequestError")
    elif kind != "layer-statement":
        j = index
        while j < len(rules) and rules[j]._kind == "layer-statement":
            j += 1
        if j < len(rules) and rules[j]._kind in ("import", "namespace"):
            raise DOMException("Failed to insert the rule.", "HierarchyRequestError")


def remove_a_css_rule(rules: list[CSSRuleImpl], index: int) -> None:
    """https://drafts.csswg.org/cssom-1/#remove-a-css-rule"""
    length = len(rules)
    if index >= length:
        raise DOMException(
            f"The index provided ({index}) is larger than the maximum index ({length - 1}).",
            "IndexSizeError",
        )
    old = rules[index]
    if old._kind == "namespace" and any(r._kind not in ("import", "namespace") for r in rules):
        raise DOMException("Failed to delete rule.", "InvalidStateError")
    del rules[index]
    old._parent_rule = None
    set_parent_sheet(old, None)
    imported = old._import_sheet
    if imported:  # (an @import's sheet is unlinked: no parent sheet, no owner rule)
        imported._parent_sheet_value = None
        imported._owner_rule_value = None


def set_parent_sheet(rule: CSSRuleImpl, sheet: Any) -> None:
    """``rule`` and its descendants' parent style sheet (a loop over a stack)."""
    stack = [rule]
    while stack:
        current = stack.pop()
        current._parent_sheet = sheet
        if current._children:
            stack.extend(current._children)


def grouping_insert_rule(
    owner: Any, rules: list[CSSRuleImpl], text: str, index: int, nested: bool
) -> int:
    """``insertRule`` of a sheet (``owner`` the sheet) or of a grouping rule: the rule made,
    given its parents, the cascade told."""
    constructed = bool(getattr(owner, "_constructed", False))
    sheet = owner._parent_sheet if isinstance(owner, CSSRuleImpl) else owner
    namespaces = sheet_namespaces(sheet)
    in_style = nesting_mode(owner) if isinstance(owner, CSSRuleImpl) else ""
    new_rule = insert_a_css_rule(
        rules, text, index, nested, constructed, namespaces, in_style=in_style
    )
    if isinstance(owner, CSSRuleImpl):
        new_rule._parent_rule = owner
        set_parent_sheet(new_rule, owner._parent_sheet)
    else:
        new_rule._parent_rule = None
        set_parent_sheet(new_rule, owner)
    owner._changed()
    return index


def _indent(text: str) -> str:
    """A child rule's text inside its parent's: two spaces before it (Chromium 156 indents
    the first line only)."""
    return "  " + text


def serialize_a_css_rule(rule: CSSRuleImpl) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-css-rule as Chromium 156 writes each kind
    (nested rules on their own lines, the first line of each indented by two spaces: see
    :func:`_indent`). A loop over the rules with a stack of what is left to write (no
    recursion: a sheet may nest its rules thousands deep)."""
    out: list[str] = []
    stack: list[CSSRuleImpl | str] = [rule]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
            continue
        opened = _group_head(item)
        if opened is None:
            out.append(_leaf_rule_text(item))
            continue
        head, children = opened
        out.append(head)
        stack.append("}")
        for child in reversed(children):  # each: "  " (its first line's indent), it, "\n"
            stack.append("\n")
            stack.append(child)
            stack.append(_indent(""))
    return "".join(out)


def _group_head(rule: CSSRuleImpl) -> tuple[str, list[CSSRuleImpl]] | None:
    """A rule that holds rules: the text before its first child rule (through its ``{``, a
    style rule's own declarations on their line) and its child rules; None for another."""
    from ._declaration import serialize_a_css_declaration_block

    kind = rule._kind
    children = list(rule._children or ())
    if kind == "style" and rule._children:
        # (https://drafts.csswg.org/cssom-1/#serialize-a-css-rule: the declarations, then
        # each child rule, on lines of their own)
        block = serialize_a_css_declaration_block(rule._declarations or {})
        return rule._prelude + " {\n" + (_indent(block) + "\n" if block else ""), children
    if kind in ("media", "supports", "layer-block"):
        if kind == "media":
            head = "@media " + str(rule._media_list._media_text)
        elif kind == "supports":
            head = "@supports " + rule._prelude
        else:
            head = "@layer " + rule._prelude if rule._prelude else "@layer"
        return head + " {\n", children
    if kind == "container":
        return "@container " + rule._prelude + " {\n", children
    if kind == "starting-style":
        return "@starting-style {\n", children
    if kind == "scope":
        start, end = rule._scope
        head = "@scope" + (f" ({start})" if start is not None else "")
        head += f" to ({end})" if end is not None else ""
        return head + " {\n", children
    if kind == "keyframes":
        return f"@{rule._address} {keyframes_name_text(rule._prelude)} {{ \n", children
    return None


def _leaf_rule_text(rule: CSSRuleImpl) -> str:
    """The serialization of a rule that holds no rules."""
    from ._declaration import serialize_a_css_declaration_block

    kind = rule._kind
    if kind == "nested-declarations":
        return serialize_a_css_declaration_block(rule._declarations or {})
    if kind in ("style", "page", "font-face"):
        block = serialize_a_css_declaration_block(rule._declarations or {})
        head = rule._prelude if kind == "style" else "@" + kind
        if kind == "page" and rule._prelude:
            head += " " + rule._prelude
        return f"{head} {{ {block} }}" if block else f"{head} {{ }}"
    if kind == "keyframe":
        block = serialize_a_css_declaration_block(rule._declarations or {})
        return f"{rule._prelude} {{ {block} }}" if block else f"{rule._prelude} {{ }}"
    if kind == "layer-statement":
        return "@layer " + rule._prelude + ";"
    if kind in DESCRIPTOR_RULE_TEXT:
        return DESCRIPTOR_RULE_TEXT[kind](rule)
    if kind == "namespace":
        prefix = serialize_an_identifier(rule._prelude) + " " if rule._prelude else ""
        return f'@namespace {prefix}url("{_escape(rule._address)}");'
    if kind == "import":
        text = f'@import url("{_escape(rule._address)}")'
        layer = rule._layer
        if layer == "":
            text += " layer"
        elif layer != "\0":
            text += f" layer({layer})"
        if rule._supports is not None:
            text += f" supports({rule._supports})"
        media = str(rule._media_list._media_text)
        return text + (" " + media if media else "") + ";"
    return ""


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


class CSSGroupingRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/cssom-1/#cssgroupingrule"""

    __slots__ = ()


class CSSStyleRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/cssom-1/#cssstylerule (with its child rules:
    https://drafts.csswg.org/css-nesting-1/#cssom-style)"""

    __slots__ = ()


class CSSNestedDeclarationsImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-nesting-1/#cssnesteddeclarations: declarations after a
    nested rule (or inside a group rule nested in a style rule), applied as their parent
    style rule's."""

    __slots__ = ()


_PAGE_SELECTOR = re.compile(
    r"(-?[A-Za-z_\u0080-\U0010ffff][\w\-\u0080-\U0010ffff]*)?(:(?:first|left|right))?",
    re.IGNORECASE,
)


def page_selector_text(text: str) -> str | None:
    """A ``@page`` rule's selector (https://drafts.csswg.org/css-page-3/#syntax-page-selector)
    as Chromium 156 takes and writes it: a page type's name (as written), a pseudo-class
    (``:first``, ``:left``, ``:right``, lowercased) after it with no white space between, or
    both, or nothing; None for another text (a list, two pseudo-classes, ``:blank``)."""
    stripped = text.strip()
    match = _PAGE_SELECTOR.fullmatch(stripped)
    if match is None:
        return None
    name, pseudo = match.groups()
    return (name or "") + (pseudo or "").lower()


#: https://drafts.csswg.org/css-animations-1/#keyframes: "the animation properties are
#: ignored" in a keyframe; those Chromium 156 drops (it keeps the timing function, the
#: composition, the timeline and the trigger, and any with a CSS-wide keyword).
_NOT_IN_KEYFRAMES = frozenset(
    (
        "animation",
        "animation-name",
        "animation-duration",
        "animation-delay",
        "animation-iteration-count",
        "animation-direction",
        "animation-fill-mode",
        "animation-play-state",
        "animation-range",
        "animation-range-start",
        "animation-range-end",
    )
)
_CSS_WIDE_KEYWORDS = frozenset(("inherit", "initial", "unset", "revert", "revert-layer"))


def keyframe_declarations(
    declarations: dict[str, tuple[str, bool]], important: bool = False
) -> dict[str, tuple[str, bool]]:
    """A keyframe's block (https://drafts.csswg.org/css-animations-1/#keyframes): not the
    important declarations (unless ``important``), nor the animation properties of
    :data:`_NOT_IN_KEYFRAMES`."""
    return {
        name: entry
        for name, entry in declarations.items()
        if (important or not entry[1])
        and (name not in _NOT_IN_KEYFRAMES or entry[0] in _CSS_WIDE_KEYWORDS)
    }


class CSSKeyframeRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-animations-1/#interface-csskeyframerule"""

    __slots__ = ()


class CSSKeyframesRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-animations-1/#interface-csskeyframesrule"""

    __slots__ = ()


class CSSPageRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/cssom-1/#csspagerule"""

    __slots__ = ()


class CSSConditionRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/css-conditional-3/#cssconditionrule"""

    __slots__ = ()


class CSSMediaRuleImpl(CSSConditionRuleImpl):
    """https://drafts.csswg.org/css-conditional-3/#cssmediarule"""

    __slots__ = ()


class CSSSupportsRuleImpl(CSSConditionRuleImpl):
    """https://drafts.csswg.org/css-conditional-3/#csssupportsrule"""

    __slots__ = ()


class CSSContainerRuleImpl(CSSConditionRuleImpl):
    """https://drafts.csswg.org/css-conditional-5/#the-csscontainerrule-interface"""

    __slots__ = ()


class CSSScopeRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/css-cascade-6/#the-cssscoperule-interface"""

    __slots__ = ()


class CSSStartingStyleRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/css-transitions-2/#the-cssstartingstylerule-interface"""

    __slots__ = ()


class CSSLayerBlockRuleImpl(CSSGroupingRuleImpl):
    """https://drafts.csswg.org/css-cascade-5/#csslayerblockrule"""

    __slots__ = ()


class CSSLayerStatementRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-cascade-5/#csslayerstatementrule"""

    __slots__ = ()


class CSSImportRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/cssom-1/#cssimportrule"""

    __slots__ = ()


class CSSNamespaceRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/cssom-1/#cssnamespacerule"""

    __slots__ = ()


class CSSFontFaceRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-fonts-4/#cssfontfacerule"""

    __slots__ = ()


# --- @keyframes and @container ----------------------------------------------------------------

#: Names a ``<custom-ident>`` cannot be (https://drafts.csswg.org/css-values-4/#custom-idents)
#: and ``none``: an ``@keyframes`` of such a name is written as a string.
_NOT_KEYFRAMES_IDENTS = frozenset(
    ("inherit", "initial", "unset", "revert", "revert-layer", "default", "none")
)


def _keyframes_name(prelude: str) -> str | None:
    """https://drafts.csswg.org/css-animations-1/#typedef-keyframes-name: an ``@keyframes``
    prelude's one ``<custom-ident>`` (not a CSS-wide keyword nor ``none``) or ``<string>``,
    unescaped; None for another prelude."""
    from webapi.csssyntax.engine import preprocess, tokenize

    tokens = [t for t in tokenize(preprocess(prelude)) if t.kind not in ("whitespace", "comment")]
    if len(tokens) != 1:
        return None
    token = tokens[0]
    if token.kind == "string":
        return str(token.value)
    if token.kind == "ident" and str(token.value).lower() not in _NOT_KEYFRAMES_IDENTS:
        return str(token.value)
    return None


def keyframes_name_text(name: str) -> str:
    """An ``@keyframes`` name as Chromium 156 writes it: an identifier where it can be one
    (https://drafts.csswg.org/cssom-1/#serialize-an-identifier), else a string."""
    if name and name.lower() not in _NOT_KEYFRAMES_IDENTS:
        return serialize_an_identifier(name)
    return _serialize_a_string(name)


def _serialize_a_string(value: str) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-string"""
    out = []
    for char in value:
        code = ord(char)
        if code == 0:
            out.append("\ufffd")
        elif 0x01 <= code <= 0x1F or code == 0x7F:
            out.append(f"\\{code:x} ")
        elif char in '"\\':
            out.append("\\" + char)
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def keyframe_selector(text: str) -> str | None:
    """https://drafts.csswg.org/css-animations-1/#typedef-keyframe-selector: a keyframe's key
    list (``from``, ``to``, percentages from 0% to 100%, comma-separated) as Chromium 156
    writes it (``from`` is ``0%``, ``to`` ``100%``, ``10.50%`` ``10.5%``, joined by ``, ``);
    None where it does not parse."""
    from webapi.csssyntax.engine import preprocess, tokenize

    keys: list[str] = []
    expect_key = True
    for token in tokenize(preprocess(text)):
        kind = token.kind
        if kind in ("whitespace", "comment"):
            continue
        if not expect_key:
            if kind != ",":
                return None
            expect_key = True
            continue
        if kind == "ident" and str(token.value).lower() in ("from", "to"):
            keys.append("0%" if str(token.value).lower() == "from" else "100%")
        elif kind == "percentage" and 0 <= token.number <= 100:
            number = repr(float(token.number))
            keys.append((number[:-2] if number.endswith(".0") else number) + "%")
        else:
            return None
        expect_key = False
    if expect_key:
        return None
    return ", ".join(keys)


#: Words that begin a container query rather than name a container.
_CONTAINER_QUERY_WORDS = frozenset(("not", "and", "or", "style", "scroll-state"))


def container_name_and_query(prelude: str) -> tuple[str, str]:
    """An ``@container`` prelude's ``<container-name>`` (its first identifier, where it is
    not the query's first word) and ``<container-query>``
    (https://drafts.csswg.org/css-conditional-5/#container-rule)."""
    head, _, rest = prelude.partition(" ")
    word = head.lower()
    if head and "(" not in head and word not in _CONTAINER_QUERY_WORDS:
        return head, rest
    return "", prelude


# --- @scope -----------------------------------------------------------------------------------


def _in_scope(rule: CSSRuleImpl | None) -> bool:
    """Whether ``rule`` is an ``@scope`` rule or inside one."""
    while rule is not None:
        if rule._kind == "scope":
            return True
        rule = rule._parent_rule
    return False


_COMBINATOR_START = re.compile(r"\s*[>+~]")


def scoped_selector_text(text: str, namespaces: dict[str, str] | None = None) -> str | None:
    """A selector list some of whose selectors start with a combinator (``> .b``, ``.a, >
    .b``), as a style rule in an ``@scope`` rule (and a scoping limit) may have it
    (https://drafts.csswg.org/css-cascade-6/#scoped-rules: relative to ``:scope``),
    serialized; None where it does not parse so."""
    pieces = _selectors_of(text)
    if not any(_COMBINATOR_START.match(piece) for piece in pieces):
        return None
    out: list[str] = []
    for piece in pieces:
        relative = _COMBINATOR_START.match(piece) is not None
        found = serialize_selector_text(":scope " + piece if relative else piece, namespaces or {})
        if found is None or "," in found:
            return None
        out.append(found[len(":scope ") :] if relative else found)
    return ", ".join(out)


def _selectors_of(text: str) -> list[str]:
    """The selectors of a selector list's text (split at its top-level commas)."""
    from webapi.csssyntax.engine import tokenize_with_offsets

    source, tokens, starts = tokenize_with_offsets(text)
    pieces: list[str] = []
    depth = 0
    begin = 0
    for index, token in enumerate([*tokens, None]):
        kind = token.kind if token is not None else ","
        if kind in ("function", "(", "["):
            depth += 1
        elif kind in (")", "]"):
            depth -= 1
        elif kind == "," and depth == 0:
            pieces.append(source[starts[begin] : starts[index]].strip())
            begin = index + 1
    return pieces


def scope_prelude(prelude: str, relative: bool = False) -> tuple[str | None, str | None] | None:
    """https://drafts.csswg.org/css-cascade-6/#scope-syntax: ``[(<scope-start>)]? [to
    (<scope-end>)]?``, each a selector list without pseudo-elements (the end's may start
    with a combinator), serialized; None where the prelude is invalid. ``relative``: the
    ``@scope`` is in a style rule, its start's selectors relative to it (written with the
    ``&`` they imply, as a nested style rule's)."""
    from webapi.csssyntax.engine import block_ends, tokenize_with_offsets

    text, tokens, starts = tokenize_with_offsets(prelude)
    close = block_ends(tokens)
    parts: list[str | None] = [None, None]
    index = 0
    seen_to = False
    while index < len(tokens):
        token = tokens[index]
        if token.kind in ("whitespace", "comment"):
            index += 1
            continue
        if token.kind == "ident" and token.value.lower() == "to" and not seen_to:
            seen_to = True
            index += 1
            continue
        if token.kind != "(" or close[index] >= len(tokens) or parts[1] is not None:
            return None
        slot = 1 if seen_to else 0
        if slot == 0 and parts[0] is not None:
            return None
        end = close[index]
        found = _scope_selector(
            text[starts[index + 1] : starts[end]], slot == 1, relative and slot == 0
        )
        if found is None:
            return None
        parts[slot] = found
        index = end + 1
        if slot == 0 and seen_to:
            return None
    if seen_to and parts[1] is None:
        return None
    return parts[0], parts[1]


def _scope_selector(text: str, end: bool, relative: bool = False) -> str | None:
    """A ``<scope-start>`` or ``<scope-end>`` selector list serialized (None if invalid: empty,
    not a selector list, a pseudo-element); ``relative``: a start relative to a style rule."""
    from webapi.selectors.engine import (
        SelectorSyntaxError,
        parse_selector_cached,
        pseudo_element_of,
    )

    from ._nesting import replace_nesting_selector

    if not text.strip():
        return None
    found = serialize_selector_text(text, {}, nested=relative)
    if found is None and end:
        found = scoped_selector_text(text)
    if found is None:
        return None
    try:
        checked = ", ".join(
            ":scope " + part if _COMBINATOR_START.match(part) else part
            for part in _selectors_of(replace_nesting_selector(found, ":scope"))
        )
        parsed = parse_selector_cached(checked)
    except SelectorSyntaxError:
        return None
    if any(pseudo_element_of(selector) is not None for selector in parsed.selectors):
        return None
    return found
