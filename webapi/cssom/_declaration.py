"""The CSSOM's ``CSSStyleDeclaration`` for an element's ``style`` attribute
(https://drafts.csswg.org/cssom-1/#the-cssstyledeclaration-interface): its declarations, parsed
from the attribute when the attribute's value is not the one last parsed or written (so that a
``setAttribute("style", ...)``, a ``removeAttribute("style")`` or a parser-made attribute is
seen on the next read), and written back to the attribute when a method changes them
("update style attribute for", https://drafts.csswg.org/cssom-1/#update-style-attribute-for:
one attribute change and its mutation record, and none when nothing changed, as Chromium).

The declarations are a dict from property name to ``(value, important)`` in order. The
shorthands of :mod:`._shorthand_grammars` are expanded into their longhands and written back
from them; any other shorthand is kept as it is declared (``background: red`` is one
declaration: a departure, see ``docs/css.md``).
"""

from __future__ import annotations

from webapi._cache import BoundedCache, str_size
from webapi.dom.engine import get_attribute_value_by_namespace, set_attribute_value

from ._identifiers import serialize_an_identifier
from ._property_names import PROPERTY_NAMES
from ._shorthand_grammars import SHORTHANDS, SHORTHANDS_OF, is_logical, logical_group

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

    from webapi.csssyntax.engine import Declaration, Token

__all__ = ["CSSStyleDeclarationImpl", "declaration_block_of", "property_name_for_attribute"]

_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


class CSSStyleDeclarationImpl:
    """A CSS declaration block (https://drafts.csswg.org/cssom-1/#css-declaration-blocks)
    whose owner node is an element (its ``style`` attribute)."""

    __slots__ = ("_declarations", "_names", "_owner", "_seen")

    _owner: Any
    _declarations: dict[str, tuple[str, bool]]
    _names: list[str] | None
    _seen: str | None

    def _init(self, owner: Any) -> None:
        self._owner = owner
        self._declarations = {}
        self._names = None
        self._seen = None

    # --- the declarations, in sync with the attribute ---------------------------------------

    def _current(self) -> dict[str, tuple[str, bool]]:
        """The declarations, parsed again if the ``style`` attribute changed since."""
        value = get_attribute_value_by_namespace(None, "style", self._owner)
        if value != self._seen:
            self._declarations = parse_a_css_declaration_block(value or "", self._quirks())
            self._names = None
            self._seen = value
        return self._declarations

    def _quirks(self) -> bool:
        """Whether the element's node document is in quirks mode (the unitless length
        quirk)."""
        return bool(self._owner._node_document._mode == "quirks")

    def _update_style_attribute(self) -> None:
        """https://drafts.csswg.org/cssom-1/#update-style-attribute-for: the attribute set to
        the block's serialization (one mutation record)."""
        text = serialize_a_css_declaration_block(self._declarations)
        self._names = None
        self._seen = text
        set_attribute_value(self._owner, "style", text)

    # --- the interface's steps -----------------------------------------------------------------

    @property
    def _css_text(self) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-csstext"""
        return serialize_a_css_declaration_block(self._current())

    @_css_text.setter
    def _css_text(self, value: str) -> None:
        self._declarations = self._applicable(
            parse_a_css_declaration_block(value, self._quirks()), True
        )
        self._update_style_attribute()

    def _applicable(
        self, declarations: dict[str, tuple[str, bool]], parsed: bool = False
    ) -> dict[str, tuple[str, bool]]:
        """The ``declarations`` that apply where the block is (all of them: a keyframe's
        block is narrower, ``webapi/cssom/_sheets.py``); ``parsed``: they are a text's
        (``cssText``), not ``setProperty``'s."""
        return declarations

    @property
    def _length(self) -> int:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-length"""
        return len(self._current())

    def _item(self, index: int) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-item: the name of the
        ``index``-th declaration, or ``""``."""
        declarations = self._current()
        names = self._names
        if names is None:
            names = self._names = list(declarations)
        return names[index] if 0 <= index < len(names) else ""

    def _get_property_value(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-getpropertyvalue"""
        declarations = self._current()
        name = _normalize(property)
        found = _declared(declarations, name)
        if found is None and name in SHORTHANDS:
            return _shorthand_value(declarations, name)[0]
        if name == "all" and found is not None and _all_overridden(declarations):
            return ""
        return "" if found is None else found[0]

    def _get_property_priority(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-getpropertypriority"""
        declarations = self._current()
        name = _normalize(property)
        found = _declared(declarations, name)
        if found is None and name in SHORTHANDS:
            value, important = _shorthand_value(declarations, name)
            return "important" if value and important else ""
        return "important" if found is not None and found[1] else ""

    def _set_property(self, property: str, value: str, priority: str = "") -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-setproperty"""
        name = _normalize(property)
        if not _is_supported(name):
            return
        if value == "":
            self._remove_property(name)
            return
        if priority != "" and priority.lower() != "important":
            return
        parsed = parse_a_css_value(name, value, self._quirks())
        if parsed is None:
            return
        declarations = self._current()
        important = priority != ""
        entries = _entries(name, parsed, important)
        if entries is None:
            return
        applicable = self._applicable({longhand: (value, important) for longhand, value in entries})
        if len(applicable) != len(entries):
            entries = [(longhand, value) for longhand, value in entries if longhand in applicable]
            if not entries:
                return
        updated = False
        for longhand, value in entries:
            if longhand == "all":
                updated = _reset_for_all(declarations, important) or updated
            elif _absorbed_by_all(declarations, longhand, value, important):
                updated = declarations.pop(longhand, None) is not None or updated
                continue
            if _after_other_mapping(declarations, longhand):
                del declarations[
                    longhand
                ]  # (moved after them, https://drafts.csswg.org/cssom-1/#set-a-css-declaration)
            if declarations.get(longhand) != (value, important):
                declarations[longhand] = (value, important)
                updated = True
        shorthand = SHORTHANDS.get(name)
        if shorthand is not None and entries[0][0] != name:  # expanded: the whole one goes
            updated = declarations.pop(name, None) is not None or updated
        elif shorthand is not None:  # kept whole: its longhands go
            for longhand in shorthand.longhands:
                updated = declarations.pop(longhand, None) is not None or updated
        if updated:  # else no attribute change (Chromium makes no mutation record)
            self._update_style_attribute()

    def _remove_property(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-removeproperty: the
        value removed (``""`` where there was none)."""
        name = _normalize(property)
        declarations = self._current()
        found = declarations.pop(name, None)
        removed = found is not None
        if name in SHORTHANDS:
            for longhand in SHORTHANDS[name].longhands:
                removed = declarations.pop(longhand, None) is not None or removed
            found = None  # Chromium answers "" for a shorthand removed
        elif name == "all":
            for longhand in [other for other in declarations if _reset_by_all(other)]:
                removed = declarations.pop(longhand, None) is not None or removed
            found = None
        if not removed:
            return ""
        self._update_style_attribute()
        return "" if found is None else found[0]


def _after_other_mapping(declarations: dict[str, tuple[str, bool]], name: str) -> bool:
    """Whether the declaration of ``name`` is followed by one of its logical property group
    with the other mapping logic (a physical one after a flow-relative one, or the reverse:
    https://drafts.csswg.org/cssom-1/#set-a-css-declaration, step 2)."""
    if name not in declarations:
        return False
    group = logical_group(name)
    if group is None:
        return False
    logical = is_logical(name)
    seen = False
    for other in declarations:
        if other == name:
            seen = True
        elif seen and logical_group(other) == group and is_logical(other) != logical:
            return True
    return False


def _reset_by_all(name: str) -> bool:
    """Whether ``name`` is a longhand of ``all`` (https://drafts.csswg.org/css-cascade-5/#all-shorthand:
    every property but ``direction``, ``unicode-bidi`` and the custom properties)."""
    return not name.startswith("--") and name not in ("direction", "unicode-bidi")


def _normalize(property: str) -> str:
    """A property name as the methods take it: ASCII-lowercased unless it is a custom property
    (https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-setproperty, step 2)."""
    if property.startswith("--"):
        return property
    return property.lower() if property.isascii() else _ascii_lowercase(property)


def _ascii_lowercase(text: str) -> str:
    return "".join(c.lower() if c in _UPPER else c for c in text)


def _is_supported(name: str) -> bool:
    """A supported CSS property (the names Chromium knows) or a custom property name."""
    return name in PROPERTY_NAMES or (name.startswith("--") and len(name) > 2)


#: :func:`_value_check`'s function, once loaded.
_CHECK: list[Callable[[str, list[Token], str], bool]] = []


def _value_check() -> Callable[[str, list[Token], str], bool]:
    """Whether a declaration's value is invalid for its property (``display: flexy``, dropped
    as Chromium 156 drops it): the value grammar of the cascade (:mod:`webapi.css`, above this
    package), asked through the named upcall ``"css-value-check"`` that ``webapi`` declares
    (``webapi/_lazy.py``); loaded on the first declaration parsed."""
    if not _CHECK:
        from webapi._lazy import load_provider

        _CHECK.append(load_provider("css-value-check"))
    return _CHECK[0]


def parse_a_css_value(name: str, value: str, quirks: bool = False) -> str | None:
    """https://drafts.csswg.org/cssom-1/#parse-a-css-value for the property ``name``: the
    value serialized, or None where it does not parse (``!important`` inside included)."""
    from webapi.csssyntax.engine import parse_a_list_of_declarations  # loads with the first parse

    from ._values import serialize_value

    declarations = parse_a_list_of_declarations("x:" + value)
    if len(declarations) != 1 or declarations[0].important or declarations[0].name != "x":
        return None
    declaration = declarations[0]
    if name.startswith("--"):
        return declaration.text
    if _value_check()(name, declaration.value, declaration.text):
        return None
    return serialize_value(name, declaration.value, declaration.text, quirks)


def parse_a_css_declaration_block(text: str, quirks: bool = False) -> dict[str, tuple[str, bool]]:
    """https://drafts.csswg.org/cssom-1/#parse-a-css-declaration-block: the supported
    declarations of ``text`` whose values parse; a later declaration of a property replaces an
    earlier one and moves to its place, an important one is not replaced by one that is not
    (as Chromium keeps them)."""
    if not text:
        return {}
    from webapi.csssyntax.engine import parse_a_list_of_declarations  # loads with the first parse

    return declaration_block_of(parse_a_list_of_declarations(text), quirks)


def declaration_block_of(
    declarations: Iterable[Declaration], quirks: bool = False
) -> dict[str, tuple[str, bool]]:
    """:func:`parse_a_css_declaration_block`'s steps over declarations already consumed (a
    style rule's block in its sheet's tokens: the sheet is tokenized once)."""
    found: dict[str, tuple[str, bool]] = {}
    for declaration in declarations:
        key = (declaration.name, declaration.text, quirks)
        if key in _ENTRIES.entries:
            entries = _ENTRIES.entries[key]
        else:
            entries = _declaration_entries(declaration, quirks)
            # (the entries counted as the text again, and their tuples)
            _ENTRIES.store(key, entries, 2 * str_size(declaration.text) + 200)
        if entries is not None:
            name = _normalize(declaration.name)
            if name in SHORTHANDS:
                _drop_other_form(found, name, entries, declaration.important)
        for longhand, longhand_value in entries or ():
            earlier = found.get(longhand)
            if earlier is not None:
                if earlier[1] and not declaration.important:
                    continue
                del found[longhand]
            if longhand == "all":
                _reset_for_all(found, declaration.important)
            elif _absorbed_by_all(found, longhand, longhand_value, declaration.important) or (
                not declaration.important and _set_by_important_whole(found, longhand)
            ):
                continue
            found[longhand] = (longhand_value, declaration.important)
    return found


#: The longhands of the shorthands the CSSOM keeps whole where their value is not one it
#: splits (``background``: https://drafts.csswg.org/css-backgrounds-3/#background, the
#: longhands Chromium 156 writes it as; not ``background-blend-mode``).
_WHOLE_SHORTHANDS = {
    "background": frozenset(
        (
            "background-image",
            "background-position",
            "background-position-x",
            "background-position-y",
            "background-size",
            "background-repeat",
            "background-attachment",
            "background-origin",
            "background-clip",
            "background-color",
        )
    )
}


def _set_by_important_whole(declarations: dict[str, tuple[str, bool]], name: str) -> bool:
    """Whether ``name`` is a longhand of a shorthand kept whole and declared important before
    (a later declaration of it that is not important loses, as Chromium 156 keeps the
    block: ``background: red !important; background-color: green`` is the first alone)."""
    for shorthand, longhands in _WHOLE_SHORTHANDS.items():
        entry = declarations.get(shorthand)
        if entry is not None and entry[1] and name in longhands:
            return True
    return False


# --- the all shorthand, kept whole (https://drafts.csswg.org/css-cascade-5/#all-shorthand) -----
#
# Chromium 156 expands ``all`` into its longhands and writes it back whole while they all hold
# its value; webapi keeps the one declaration, as the cascade reads it: a longhand declared
# after it with its value and importance is the same (absorbed), an earlier one it resets goes
# (as a shorthand's longhands do), and a longhand not declared reads its value.


def _reset_for_all(declarations: dict[str, tuple[str, bool]], important: bool) -> bool:
    """``all`` declared (``important`` or not): the declarations it resets go (not an
    important one where it is not); whether any went."""
    gone = [
        name
        for name, entry in declarations.items()
        if name != "all" and _reset_by_all(name) and (important or not entry[1])
    ]
    for name in gone:
        del declarations[name]
    return bool(gone)


def _absorbed_by_all(
    declarations: dict[str, tuple[str, bool]], name: str, value: str, important: bool
) -> bool:
    """Whether declaring ``name`` is a longhand of a declared ``all`` given its value and
    importance again (nothing to add: its declaration goes)."""
    return declarations.get("all") == (value, important) and _reset_by_all(name)


def _declared(declarations: dict[str, tuple[str, bool]], name: str) -> tuple[str, bool] | None:
    """The declaration of ``name``, or of the ``all`` that sets it (a supported longhand not
    declared itself)."""
    found = declarations.get(name)
    if (
        found is None
        and "all" in declarations
        and name not in SHORTHANDS
        and name in PROPERTY_NAMES
        and _reset_by_all(name)
    ):
        return declarations["all"]
    return found


def _all_overridden(declarations: dict[str, tuple[str, bool]]) -> bool:
    """Whether a longhand of ``all`` is declared beside it with another value (``all`` has no
    value of its own then)."""
    return any(name != "all" and _reset_by_all(name) for name in declarations)


#: :func:`_declaration_entries` by a declaration's name, value text and quirks flag (the same
#: declaration in many rules and sheets is checked and serialized once): 1 MB in all, no
#: entry over 16 KB kept.
_ENTRIES: BoundedCache[tuple[str, str, bool], list[tuple[str, str]] | None] = BoundedCache(
    1 << 20, 1 << 14
)


def _declaration_entries(declaration: Declaration, quirks: bool) -> list[tuple[str, str]] | None:
    """The ``(property, value)`` entries one declaration makes in a block (None: none, the
    property not supported or the value invalid for it)."""
    from ._values import serialize_value

    name = declaration.name
    if name.startswith("--"):
        return None if len(name) == 2 else [(name, declaration.text)]
    name = _normalize(name)
    if name not in PROPERTY_NAMES:
        return None
    serialized = serialize_value(name, declaration.value, declaration.text, quirks)
    if serialized is None or _value_check()(name, declaration.value, declaration.text):
        return None
    return _entries(name, serialized, declaration.important)


def _entries(name: str, value: str, important: bool) -> list[tuple[str, str]] | None:
    """The declarations a property's value makes: an expanded shorthand's longhands (None
    where a strict one's value cannot be split), else the property itself (and a shorthand
    whose value has ``var()`` or that webapi cannot split, kept whole)."""
    shorthand = SHORTHANDS.get(name)
    if shorthand is None or "var(" in value.lower():
        return [(name, value)]
    values = shorthand.expand(value)
    if values is None:
        return None if shorthand.strict else [(name, value)]
    return list(zip(shorthand.longhands, values, strict=True))


def _drop_other_form(
    found: dict[str, tuple[str, bool]], name: str, entries: list[tuple[str, str]], important: bool
) -> None:
    """A shorthand declared in a block: where it is kept whole, its longhands declared
    before go; where expanded, the whole one declared before goes (unless important and
    this one is not)."""
    names = SHORTHANDS[name].longhands if entries[0][0] == name else (name,)
    for other in names:
        earlier = found.get(other)
        if earlier is not None and not (earlier[1] and not important):
            del found[other]


def _shorthand_value(declarations: dict[str, tuple[str, bool]], shorthand: str) -> tuple[str, bool]:
    """A shorthand's value from its longhands (``""`` unless all are declared with the same
    importance and it can represent them) and their importance."""
    found = [_declared(declarations, longhand) for longhand in SHORTHANDS[shorthand].longhands]
    if any(entry is None for entry in found):
        return "", False
    entries = [entry for entry in found if entry is not None]
    important = entries[0][1]
    if any(entry[1] != important for entry in entries):
        return "", False
    value = SHORTHANDS[shorthand].serialize(tuple(entry[0] for entry in entries))
    return ("", False) if value is None else (value, important)


def serialize_a_css_declaration_block(declarations: dict[str, tuple[str, bool]]) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-css-declaration-block: ``name: value;``
    (with `` !important``) joined by spaces."""
    pieces: list[str] = []
    written: set[str] = set()
    for name, (value, important) in declarations.items():
        if name in written:
            continue
        for shorthand in SHORTHANDS_OF.get(name, ()):
            if any(longhand in written for longhand in shorthand.longhands):
                continue
            whole, whole_important = _shorthand_value(declarations, shorthand.name)
            if whole:
                written.update(shorthand.longhands)
                name, value, important = shorthand.name, whole, whole_important
                break
        if name.startswith("--"):
            name = serialize_an_identifier(name)
        pieces.append(f"{name}: {value}{' !important' if important else ''};")
    return " ".join(pieces)


def property_name_for_attribute(attribute: str) -> str | None:
    """The property an attribute name stands for
    (https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-camel-cased-attribute and its
    webkit-cased and dashed kin, and a Python snake_case name): ``backgroundColor``,
    ``background_color`` and ``background-color`` are ``background-color``,
    ``webkitAppearance`` ``-webkit-appearance``; None for no property Chromium knows."""
    if attribute in PROPERTY_NAMES:
        return attribute
    if "-" in attribute:
        return None
    if "_" in attribute:
        name = attribute.replace("_", "-")
    else:
        pieces = []
        for c in attribute:
            pieces.append("-" + c.lower() if c in _UPPER else c)
        name = "".join(pieces)
    if name.startswith("webkit-"):
        name = "-" + name
    return name if name in PROPERTY_NAMES and name != attribute else None
