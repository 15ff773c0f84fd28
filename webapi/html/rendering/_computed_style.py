"""``getComputedStyle(element, pseudoElt)`` (https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle)
without a ``Window``: a read-only, live declaration of the computed values webapi's cascade
computes (:data:`COMPUTED_PROPERTIES`); every other property answers ``""`` (not computed:
they need layout, fonts or values webapi does not resolve; docs/text.md)."""

from __future__ import annotations

import re

from webapi._webidl import to_dom_string, to_unsigned_long
from webapi.css.engine import (
    ALL_LONGHANDS,
    COLOR_PROPERTIES,
    PAIRS,
    computed_value,
    white_space_shorthand,
)
from webapi.cssom.engine import FOUR_SIDED, collapse_four_sides
from webapi.dom import DOMException, Element
from webapi.dom.engine import get_attribute_value_by_namespace, is_connected
from webapi.infra import HTML_NAMESPACE

from ._rendering import document_styles, presentational_hints

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

__all__ = [
    "COMPUTED_PROPERTIES",
    "ComputedStyleDeclaration",
    "computed_values",
    "getComputedStyle",
    "get_computed_style",
]

#: The properties answered, in the order ``item()`` gives them.
COMPUTED_PROPERTIES = (
    "content",
    "content-visibility",
    "display",
    "float",
    "position",
    "text-transform",
    "text-wrap-mode",
    "visibility",
    "white-space",
    "white-space-collapse",
)
#: Every property answered: those above, the other longhands Chromium enumerates (their
#: specified values serialized, or their initial values) and the four-sided shorthands.
_ANSWERED = frozenset((*COMPUTED_PROPERTIES, *ALL_LONGHANDS, *FOUR_SIDED, *PAIRS))
_ALIASES = {"css-float": "float"}
_PREFIX = "Failed to execute '{}' on 'CSSStyleDeclaration'"
#: The pseudo-element a ``pseudoElt`` names that no element has: its declaration is empty.
_NO_PSEUDO_ELEMENT = "\0"
#: The pseudo-elements Chromium 156 knows by name (webapi computes ``::before`` and
#: ``::after``; the others give the element's own style) and those that take an identifier.
_KNOWN_PSEUDO_ELEMENTS = frozenset(
    (
        "before",
        "after",
        "marker",
        "first-line",
        "first-letter",
        "placeholder",
        "selection",
        "backdrop",
        "file-selector-button",
        "grammar-error",
        "spelling-error",
        "target-text",
        "search-text",
        "details-content",
        "picker-icon",
        "checkmark",
        "scroll-marker",
        "scroll-marker-group",
        "cue",
        "view-transition",
    )
)
_FUNCTIONAL_PSEUDO_ELEMENTS = frozenset(
    (
        "highlight",
        "view-transition-group",
        "view-transition-image-pair",
        "view-transition-old",
        "view-transition-new",
    )
)


#: The pseudo-elements whose styles the cascade computes (webapi/css/_cascade.py).
_COMPUTED_PSEUDO_ELEMENTS = frozenset(
    (
        "before",
        "after",
        "marker",
        "backdrop",
        "spelling-error",
        "grammar-error",
        "placeholder",
        "file-selector-button",
        "checkmark",
        "picker-icon",
        "view-transition",
    )
)


def pseudo_element_named(text: str) -> str:
    """The pseudo-element ``getComputedStyle``'s ``pseudoElt`` names
    (https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle, steps 3-4): ``before``,
    ``after``, ``marker``, ``backdrop``, ``spelling-error``, ``grammar-error``,
    ``placeholder``, ``file-selector-button``, ``checkmark``, ``picker-icon``,
    ``view-transition`` and the named ones (``highlight(name)``, ``view-transition-old(name)``
    and their kin) (the author
    rules' values; Chromium's user agent rules for ``::marker`` and ``::backdrop``, their
    ``display`` and ``position``, are not applied), ``""`` for the element itself (a text
    that does not start with a colon, or a pseudo-element webapi does not compute),
    :data:`_NO_PSEUDO_ELEMENT` where a text that starts with a colon is no
    ``<pseudo-element-selector>`` Chromium knows (``::nothing``, ``::highlight``,
    ``::highlight(1)``, ``:marker``; only ``:before``, ``:after``, ``:first-line`` and
    ``:first-letter`` take one colon)."""
    if not text.startswith(":"):
        return ""
    from webapi.csssyntax.engine import preprocess, tokenize

    tokens = tokenize(preprocess(text))
    colons = 2 if len(tokens) > 1 and tokens[1].kind == ":" else 1
    rest = tokens[colons:]
    if not rest:
        return _NO_PSEUDO_ELEMENT
    name = str(rest[0].value).lower()
    if rest[0].kind == "ident" and len(rest) == 1:
        legacy = name in ("before", "after", "first-line", "first-letter")
        if name not in _KNOWN_PSEUDO_ELEMENTS or (colons == 1 and not legacy):
            return _NO_PSEUDO_ELEMENT
        return name if name in _COMPUTED_PSEUDO_ELEMENTS else ""
    if rest[0].kind != "function" or colons == 1 or name not in _FUNCTIONAL_PSEUDO_ELEMENTS:
        return _NO_PSEUDO_ELEMENT
    inside = [t for t in rest[1:] if t.kind != "whitespace"]
    if inside and inside[-1].kind == ")":
        if rest[-1].kind != ")":
            return _NO_PSEUDO_ELEMENT  # (something after the parenthesis)
        inside.pop()
    # one identifier (the argument of ::highlight(), a view transition's name)
    if len(inside) == 1 and inside[0].kind == "ident":
        return f"{name}({inside[0].value})"
    return _NO_PSEUDO_ELEMENT


def computed_values(element: Any, pseudo: str = "") -> dict[str, object] | None:
    """The computed values of ``element`` (or its ``::before``/``::after``), None where it is
    not connected (a browser computes no style for it)."""
    if not is_styled(element):
        return None
    resolver = document_styles(element._node_document)
    return resolver.style(element, pseudo, presentational_hints)


def is_styled(element: Any) -> bool:
    """Whether a browser computes a style for ``element``: connected and in the flat tree
    (https://drafts.csswg.org/css-scoping-1/#flat-tree); one it does not has an empty computed
    style declaration (no property, every value ``""``), as Chromium's for a detached element."""
    if not is_connected(element):
        return False
    resolver = document_styles(element._node_document)
    return resolver.flat is None or resolver.flat.in_flat_tree(element)


def _serialize_content(value: object, element: Any) -> str:
    """The computed ``content`` as Chromium serializes it: strings and ``attr()``'s values
    quoted."""
    if isinstance(value, str):
        return value
    assert isinstance(value, tuple)
    parts = []
    for item in value:
        if isinstance(item, str):
            escaped = item.replace("\\", "\\\\").replace('"', '\\"')
            parts.append(f'"{escaped}"')
        elif item[0] == "attr":
            found = get_attribute_value_by_namespace(None, item[1], element) or ""
            escaped = found.replace("\\", "\\\\").replace('"', '\\"')
            parts.append(f'"{escaped}"')
        elif item[0] == "quote":
            parts.append(item[1])
        else:
            parts.append(item[1] + "()")
    return " ".join(parts)


def _resolved(values: dict[str, object], name: str) -> str:
    """https://drafts.csswg.org/cssom-1/#resolved-value of a longhand the cascade keeps as
    text: its computed value, ``currentcolor`` in a color as the ``color`` property's
    (https://drafts.csswg.org/css-color-4/#resolving-other-colors)."""
    value = str(computed_value(values, name))
    if name == "line-height" and _NUMBER.fullmatch(value):
        return _line_height_px(value, values)
    if name in COLOR_PROPERTIES and "currentcolor" in value:
        value = value.replace("currentcolor", str(computed_value(values, "color")))
    return value


_NUMBER = re.compile(r"[+]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


def _line_height_px(value: str, values: dict[str, object]) -> str:
    """A ``line-height`` number's resolved value (https://drafts.csswg.org/cssom-1/#resolved-values:
    ``line-height`` resolves to its used value unless ``normal``): the number times the
    element's font size, in ``px`` as Chromium 156 answers it."""
    size = str(computed_value(values, "font-size"))
    if not size.endswith("px"):
        return value
    pixels = round(float(value) * float(size[:-2]), 4)
    return f"{pixels:g}px" if pixels != int(pixels) else f"{int(pixels)}px"


def _property_name(name: str) -> str:
    """A dashed property name for an attribute name (``whiteSpace``, ``white_space``,
    ``cssFloat``) or a dashed name."""
    if name.startswith("--"):
        return name
    out = []
    for char in name:
        if "A" <= char <= "Z":
            out.append("-" + char.lower())
        elif char == "_":
            out.append("-")
        else:
            out.append(char)
    dashed = "".join(out)
    return _ALIASES.get(dashed, dashed)


class ComputedStyleDeclaration:
    """https://drafts.csswg.org/cssom-1/#resolved-values: the declaration
    ``getComputedStyle`` returns (its readonly flag set): ``getPropertyValue(name)``,
    ``style.whiteSpace``/``style.white_space``, ``style["white-space"]``, ``len(style)``,
    iteration over the property names; live (each read computes from the tree as it is)."""

    __slots__ = ("_element", "_pseudo")

    def __init__(self, element: Any, pseudo: str) -> None:
        self._element = element
        self._pseudo = pseudo

    def getPropertyValue(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-getpropertyvalue: the
        computed value of ``property`` serialized, ``""`` for a property not computed
        (``property`` converted to a ``DOMString``: a value of no string type is a
        ``TypeError`` naming it, as on an element's ``style``)."""
        if type(property) is not str:
            property = to_dom_string(property, _PREFIX.format("getPropertyValue"), 1)
        if self._pseudo == _NO_PSEUDO_ELEMENT:
            return ""
        if property[:2] == "--":  # a custom property: its computed value
            values = computed_values(self._element, self._pseudo)
            customs = values.get("--") if values is not None else None
            found = customs.get(property) if isinstance(customs, dict) else None
            return found if isinstance(found, str) else ""
        name = property.lower()
        if name not in _ANSWERED:
            return ""
        values = computed_values(self._element, self._pseudo)
        if values is None:
            return ""
        if name not in COMPUTED_PROPERTIES:
            four = FOUR_SIDED.get(name)
            if four is not None:
                sides = [_resolved(values, side) for side in four]
                return collapse_four_sides(*sides) or ""
            pair = PAIRS.get(name)
            if pair is not None:
                first, second = _resolved(values, pair[0]), _resolved(values, pair[1])
                return first if first == second else f"{first} {second}"
            return _resolved(values, name)
        if name == "white-space":
            collapse, wrap = values["white-space-collapse"], values["text-wrap-mode"]
            assert isinstance(collapse, str) and isinstance(wrap, str)
            return white_space_shorthand(collapse, wrap)
        value = values[name]
        if name == "content":
            if self._pseudo in ("before", "after") and value == "normal":
                return "none"  # https://drafts.csswg.org/css-content-3/#valdef-content-normal
            return _serialize_content(value, self._element)
        return str(value)

    get_property_value = getPropertyValue

    def getPropertyPriority(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-getpropertypriority:
        always ``""`` for computed values."""
        return ""

    get_property_priority = getPropertyPriority

    def setProperty(self, property: str, value: str, priority: str = "") -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-setproperty: the readonly
        flag is set, a ``NoModificationAllowedError``."""
        raise DOMException(
            "The computed style declaration is read-only.", "NoModificationAllowedError"
        )

    set_property = setProperty

    def removeProperty(self, property: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-removeproperty: a
        ``NoModificationAllowedError``."""
        raise DOMException(
            "The computed style declaration is read-only.", "NoModificationAllowedError"
        )

    remove_property = removeProperty

    @property
    def cssText(self) -> str:
        """``""``, as Chromium answers for a computed style; setting it is a
        ``NoModificationAllowedError`` (https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-csstext:
        the readonly flag is set)."""
        return ""

    @cssText.setter
    def cssText(self, value: str) -> None:
        raise _read_only()

    css_text = cssText

    @property
    def parentRule(self) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-parentrule: the CSS rule
        the declaration block belongs to, none for a computed style (its parent CSS rule is
        null, https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle step 7)."""
        return None

    parent_rule = parentRule

    @property
    def length(self) -> int:
        """The number of properties answered (:data:`COMPUTED_PROPERTIES`; none for a
        pseudo-element that does not parse, nor for an element a browser computes no style
        for: :func:`is_styled`), then the element's custom properties."""
        return len(self._names())

    def item(self, index: int) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-item (``index`` converted
        to an ``unsigned long``, as Web IDL converts it: ``NaN`` and ``""`` are 0)."""
        index = to_unsigned_long(index, _PREFIX.format("item"), 1)
        names = self._names()
        return names[index] if 0 <= index < len(names) else ""

    def _names(self) -> tuple[str, ...]:
        if self._pseudo == _NO_PSEUDO_ELEMENT or not is_styled(self._element):
            return ()
        values = computed_values(self._element, self._pseudo)
        customs = values.get("--") if values is not None else None
        if not isinstance(customs, dict) or not customs:
            return ALL_LONGHANDS
        # the custom properties after the others (https://github.com/w3c/csswg-drafts/issues/1316)
        named = sorted(name for name, value in customs.items() if isinstance(value, str))
        return ALL_LONGHANDS + tuple(named)

    def __len__(self) -> int:
        return len(self._names())

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __getitem__(self, name: str) -> str:
        return self.getPropertyValue(_property_name(name))

    def __getattr__(self, name: str) -> str:
        """``style.whiteSpace``, ``style.white_space``: the property's value; an attribute that
        names no property Chromium knows is an ``AttributeError`` (as on an element's
        ``style``), where JavaScript reads ``undefined``."""
        if name.startswith("_") or not _is_property(name):
            raise AttributeError(f"'ComputedStyleDeclaration' object has no attribute {name!r}")
        return self.getPropertyValue(_property_name(name))

    def __setattr__(self, name: str, value: object) -> None:
        """``style.color = value``: a property's attribute set is ``setProperty``
        (https://drafts.csswg.org/cssom-1/#dom-cssstyledeclaration-camel-cased-attribute), a
        ``NoModificationAllowedError`` here (the readonly flag is set)."""
        if name.startswith("_") or name in ("cssText", "css_text"):
            object.__setattr__(self, name, value)
            return
        if _is_property(name):
            raise _read_only()
        raise AttributeError(f"'ComputedStyleDeclaration' object has no attribute {name!r}")

    def __setitem__(self, name: str, value: object) -> None:
        """``style["color"] = value``: as :meth:`__setattr__`."""
        if not _is_property(name):
            raise KeyError(name)
        raise _read_only()

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}: {self.getPropertyValue(name)}" for name in COMPUTED_PROPERTIES)
        return f"<ComputedStyleDeclaration {shown}>"


def _is_property(name: str) -> bool:
    """Whether ``name`` is an attribute of a property Chromium knows (camel-, snake-, webkit-
    or dash-cased) or a custom property."""
    from webapi.cssom.engine import PROPERTY_NAMES

    dashed = _property_name(name)
    return dashed.startswith("--") or dashed in PROPERTY_NAMES or "-" + dashed in PROPERTY_NAMES


def _read_only() -> DOMException:
    return DOMException(
        "The computed style declaration is read-only.", "NoModificationAllowedError"
    )


def getComputedStyle(element: Any, pseudoElt: str | None = None) -> ComputedStyleDeclaration:
    """https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle: the computed style of
    ``element``, or of its ``::before``/``::after`` for ``pseudoElt`` (another pseudo-element
    Chromium knows gives the element's own; a ``pseudoElt`` that starts with a colon and is no
    pseudo-element, ``::nothing``, an empty declaration: :func:`pseudo_element_named`)."""

    if not isinstance(element, Element):
        raise TypeError(
            "getComputedStyle() argument 'element' must be an Element, not "
            f"{type(element).__name__}"
        )
    if pseudoElt is not None and not isinstance(pseudoElt, str):
        raise TypeError(
            "getComputedStyle() argument 'pseudoElt' must be a str or None, not "
            f"{type(pseudoElt).__name__}"
        )
    pseudo = pseudo_element_named(pseudoElt or "")
    if not _has_pseudo_element(element, pseudo):
        pseudo = ""
    return ComputedStyleDeclaration(element, pseudo)


def _has_pseudo_element(element: Any, pseudo: str) -> bool:
    """Whether ``element`` has the form control pseudo-element ``pseudo`` as Chromium 156
    gives it a style of its own: ``::file-selector-button`` a file ``input``'s; no element's
    ``::placeholder`` (Chromium answers the element's own style, an ``input``'s too, where
    WPT's getComputedStyle-pseudo.html expects the pseudo-element's)."""
    if pseudo not in ("placeholder", "file-selector-button"):
        return True
    if pseudo == "placeholder" or element._namespace != HTML_NAMESPACE:
        return False
    kind = get_attribute_value_by_namespace(None, "type", element) or ""
    return element._local_name == "input" and kind.lower() == "file"


get_computed_style = getComputedStyle
