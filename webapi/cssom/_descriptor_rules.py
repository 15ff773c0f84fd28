"""The at-rules that hold descriptors, as Chromium 156 keeps and writes them: ``@counter-style``
(https://drafts.csswg.org/css-counter-styles-3/#the-counter-style-rule, its
``CSSCounterStyleRule``) and ``@property``
(https://drafts.css-houdini.org/css-properties-values-api-1/#at-property-rule, its
``CSSPropertyRule``). A descriptor whose value its grammar refuses is dropped (an earlier
valid one kept); the rules are written on one line with their descriptors in Chromium's
order. Counter styles are not applied (webapi renders no list markers); the cascade reads an
``@property``'s registration (``webapi/css/_om_sheet.py``)."""

from __future__ import annotations

from ._rules import CSSRuleImpl, _new_rule

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.csssyntax.engine import Token

__all__ = [
    "CSSCounterStyleRuleImpl",
    "CSSPropertyRuleImpl",
    "counter_style_rule",
    "property_rule",
    "serialize_descriptor_rule",
]

#: https://drafts.csswg.org/css-counter-styles-3/#the-counter-style-rule's descriptors, in the
#: order Chromium 156 writes them.
COUNTER_STYLE_DESCRIPTORS = (
    "system",
    "symbols",
    "additive-symbols",
    "negative",
    "prefix",
    "suffix",
    "pad",
    "range",
    "fallback",
    "speak-as",
)
#: Names no counter style may have (https://drafts.csswg.org/css-counter-styles-3/#typedef-counter-style-name).
_RESERVED = frozenset(("none", "inherit", "initial", "unset", "revert", "revert-layer", "default"))
_NOT_DEFINABLE = frozenset(
    ("decimal", "disc", "square", "circle", "disclosure-open", "disclosure-closed")
)
_SYSTEMS = frozenset(("cyclic", "numeric", "alphabetic", "symbolic", "additive"))
_SPEAK_AS = frozenset(("auto", "bullets", "numbers", "words", "spell-out"))


def _items(value: str) -> list[Token] | None:
    """The value's tokens without white space (None where it has a function, a block or
    something no descriptor here takes)."""
    from webapi.csssyntax.engine import preprocess, tokenize

    tokens = [t for t in tokenize(preprocess(value)) if t.kind not in ("whitespace", "comment")]
    if any(t.kind not in ("ident", "string", "number", ",") for t in tokens):
        return None
    return tokens


def _is_symbol(token: Token) -> bool:
    """https://drafts.csswg.org/css-counter-styles-3/#typedef-symbol (images left out, as
    Chromium 156 refuses them)."""
    return token.kind in ("string", "ident")


def _is_name(token: Token) -> bool:
    return token.kind == "ident" and token.value.lower() not in _RESERVED


def _is_count(token: Token, minimum: float = 0) -> bool:
    return token.kind == "number" and token.integer and token.number >= minimum


def _counter_descriptor_valid(name: str, items: list[Token]) -> bool:
    """Whether ``items`` match the grammar of the ``@counter-style`` descriptor ``name``."""
    n = len(items)
    if n == 0:
        return False
    first = items[0]
    word = first.value.lower() if first.kind == "ident" else ""
    if name == "system":
        if n == 1:
            return word in _SYSTEMS or word == "fixed"
        if word == "fixed":
            return n == 2 and _is_count(items[1], -(2**31))
        return word == "extends" and n == 2 and _is_name(items[1])
    if name == "symbols":
        return all(_is_symbol(t) for t in items)
    if name == "additive-symbols":
        groups = _comma_groups(items)
        return all(
            len(g) == 2 and sum(_is_count(t) for t in g) == 1 and any(map(_is_symbol, g))
            for g in groups
        )
    if name == "negative":
        return n <= 2 and all(_is_symbol(t) for t in items)
    if name in ("prefix", "suffix"):
        return n == 1 and _is_symbol(first)
    if name == "pad":
        return n == 2 and sum(_is_count(t) for t in items) == 1 and any(map(_is_symbol, items))
    if name == "range":
        if n == 1:
            return word == "auto"
        bounds = [
            (t.kind == "number" and t.integer)
            or (t.kind == "ident" and t.value.lower() == "infinite")
            for g in _comma_groups(items)
            for t in g
        ]
        return all(len(g) == 2 for g in _comma_groups(items)) and all(bounds)
    if name == "fallback":
        return n == 1 and _is_name(first)
    if name == "speak-as":
        return n == 1 and (word in _SPEAK_AS or _is_name(first))
    return False


def _comma_groups(items: list[Token]) -> list[list[Token]]:
    groups: list[list[Token]] = [[]]
    for token in items:
        if token.kind == ",":
            groups.append([])
        else:
            groups[-1].append(token)
    return groups


#: Keywords written in lowercase (a counter style's name keeps its case).
_KEYWORDS = _SYSTEMS | _SPEAK_AS | {"fixed", "extends", "infinite"}


def _written(name: str, items: list[Token]) -> str:
    """A descriptor's value as Chromium 156 writes it: strings in double quotes, keywords in
    lowercase, ``, `` between list items."""
    from ._values import serialize_string

    out: list[str] = []
    for token in items:
        if token.kind == ",":
            out.append(", ")
            continue
        if token.kind == "string":
            piece = serialize_string(token.value)
        elif token.kind == "number":
            piece = str(int(token.number))
        else:
            lowered = token.value.lower()
            extended = name == "system" and out == ["extends", " "]
            piece = lowered if lowered in _KEYWORDS and not extended else token.value
        if out and out[-1] != ", ":
            out.append(" ")
        out.append(piece)
    return "".join(out)


class CSSCounterStyleRuleImpl(CSSRuleImpl):
    """https://drafts.csswg.org/css-counter-styles-3/#the-csscounterstylerule-interface: the
    rule's name (its prelude) and ``_declarations`` (its descriptors' values written)."""

    __slots__ = ()

    @property
    def _name(self) -> str:
        return self._prelude

    @_name.setter
    def _name(self, value: str) -> None:
        name = counter_style_name(value)
        if name is not None:
            self._prelude = name
            self._changed()

    def _descriptor(self, name: str) -> str:
        found = (self._declarations or {}).get(name)
        return "" if found is None else found[0]

    def _set_descriptor(self, name: str, value: str) -> None:
        items = _items(value)
        if items is not None and _counter_descriptor_valid(name, items):
            assert self._declarations is not None
            self._declarations[name] = (_written(name, items), False)
            self._changed()


def _accessors(name: str) -> property:
    return property(
        lambda self: self._descriptor(name),
        lambda self, value: self._set_descriptor(name, value),
    )


for _name in COUNTER_STYLE_DESCRIPTORS:
    setattr(CSSCounterStyleRuleImpl, "_" + _name.replace("-", "_"), _accessors(_name))


class CSSPropertyRuleImpl(CSSRuleImpl):
    """https://drafts.css-houdini.org/css-properties-values-api-1/#the-css-property-rule-interface:
    the custom property's name (the prelude) and ``_declarations`` (``syntax``, ``inherits``,
    ``initial-value``)."""

    __slots__ = ()

    @property
    def _syntax(self) -> str:
        from webapi.csssyntax.engine import preprocess, tokenize

        syntax = (self._declarations or {}).get("syntax")
        return "" if syntax is None else tokenize(preprocess(syntax[0]))[0].value

    @property
    def _inherits(self) -> bool:
        return (self._declarations or {}).get("inherits", ("false", False))[0] == "true"

    @property
    def _initial_value(self) -> str | None:
        found = (self._declarations or {}).get("initial-value")
        return None if found is None else found[0]


def counter_style_name(text: str) -> str | None:
    """An ``@counter-style``'s prelude: one ``<counter-style-name>`` that may be defined."""
    items = _items(text)
    if items is None or len(items) != 1 or not _is_name(items[0]):
        return None
    if items[0].value.lower() in _NOT_DEFINABLE:
        return None
    return items[0].value


def counter_style_rule(prelude: str, block: str) -> CSSRuleImpl | None:
    from webapi.csssyntax.engine import parse_a_list_of_declarations

    name = counter_style_name(prelude)
    if name is None:
        return None
    rule = _new_rule("counter-style", name)
    found: dict[str, tuple[str, bool]] = {}
    for declaration in parse_a_list_of_declarations(block):
        descriptor = declaration.name.lower()
        items = _items(declaration.text)
        if declaration.important or items is None or descriptor not in COUNTER_STYLE_DESCRIPTORS:
            continue
        if _counter_descriptor_valid(descriptor, items):
            found[descriptor] = (_written(descriptor, items), False)
    rule._declarations = found
    return rule


def property_rule(prelude: str, block: str) -> CSSRuleImpl | None:
    """https://drafts.css-houdini.org/css-properties-values-api-1/#at-property-rule: valid
    with a ``syntax`` string and ``inherits``, and an ``initial-value`` unless the syntax is
    the universal ``*``."""
    from webapi.csssyntax.engine import parse_a_list_of_declarations, preprocess, tokenize

    from ._values import serialize_string

    name = prelude.strip()
    if not name.startswith("--") or len(name) == 2 or len(_items(name) or ()) != 1:
        return None
    found: dict[str, tuple[str, bool]] = {}
    for declaration in parse_a_list_of_declarations(block):
        descriptor = declaration.name.lower()
        value = [t for t in declaration.value if t.kind != "whitespace"]
        if descriptor == "syntax" and len(value) == 1 and value[0].kind == "string":
            found["syntax"] = (serialize_string(value[0].value), False)
        elif descriptor == "inherits" and len(value) == 1 and value[0].kind == "ident":
            word = value[0].value.lower()
            if word in ("true", "false"):
                found["inherits"] = (word, False)
        elif descriptor == "initial-value" and value:
            found["initial-value"] = (declaration.text, False)
    if "syntax" not in found or "inherits" not in found:
        return None
    syntax = tokenize(preprocess(found["syntax"][0]))[0].value.strip()
    if "initial-value" not in found and syntax != "*":
        return None
    rule = _new_rule("property", name)
    rule._declarations = {
        key: found[key] for key in ("syntax", "inherits", "initial-value") if key in found
    }
    return rule


def serialize_descriptor_rule(rule: CSSRuleImpl) -> str:
    """The rule's ``cssText`` as Chromium 156 writes it (one line)."""
    if rule._kind == "counter-style":
        from ._identifiers import serialize_an_identifier

        head = "@counter-style " + serialize_an_identifier(rule._prelude)
        order: tuple[str, ...] = COUNTER_STYLE_DESCRIPTORS
    else:
        head = "@property " + rule._prelude
        order = ("syntax", "inherits", "initial-value")
    declarations = rule._declarations or {}
    body = "".join(f"{key}: {declarations[key][0]}; " for key in order if key in declarations)
    return f"{head} {{ {body}}}"
