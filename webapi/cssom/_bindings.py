"""``CSSStyleDeclaration``, the CSSOM's interface
(https://drafts.csswg.org/cssom-1/#the-cssstyledeclaration-interface) over
:class:`~._declaration.CSSStyleDeclarationImpl`, written by hand as the generated bindings are
(its hundreds of property attributes are named properties here: ``style.backgroundColor``,
``style.background_color``, ``style["background-color"]``).
"""

from __future__ import annotations

from collections.abc import Iterator

from webapi._webidl import to_dom_string, to_unsigned_long

from ._declaration import CSSStyleDeclarationImpl, property_name_for_attribute

__all__ = ["CSSStyleDeclaration", "new_inline_style"]

_PREFIX = "Failed to execute '{}' on 'CSSStyleDeclaration'"
_SET_PROPERTY = _PREFIX.format("setProperty")


def _string(value: object, operation: str, position: int) -> str:
    return (
        value if type(value) is str else to_dom_string(value, _PREFIX.format(operation), position)
    )


class CSSStyleDeclaration(CSSStyleDeclarationImpl):
    """An element's inline style, its ``style`` attribute's declarations
    (https://drafts.csswg.org/cssom-1/#the-cssstyledeclaration-interface): ``cssText``,
    ``length``, ``item(i)`` and ``style[i]``, ``getPropertyValue``, ``getPropertyPriority``,
    ``setProperty``, ``removeProperty``, and each property Chromium knows as an attribute in
    camelCase (``style.backgroundColor``), snake_case (``style.background_color``) or dashed
    (``style["background-color"]``); ``del style.color`` removes it. Reading an attribute of a
    property not declared gives ``""``, as in JavaScript."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("Failed to construct 'CSSStyleDeclaration': Illegal constructor")

    @property
    def cssText(self) -> str:
        """``[CEReactions] attribute CSSOMString cssText;``: the declarations serialized;
        setting it parses the text and replaces them (and the ``style`` attribute)."""
        return self._css_text

    @cssText.setter
    def cssText(self, value: str) -> None:
        self._css_text = _string(value, "cssText", 0)

    css_text = cssText

    @property
    def length(self) -> int:
        """``readonly attribute unsigned long length;``: how many declarations there are."""
        return self._length

    @property
    def parentRule(self) -> None:
        """``readonly attribute CSSRule? parentRule;``: None for a ``style`` attribute."""
        return None

    parent_rule = parentRule

    @property
    def cssFloat(self) -> str:
        """``[CEReactions] attribute CSSOMString cssFloat;``: the ``float`` property."""
        return self._get_property_value("float")

    @cssFloat.setter
    def cssFloat(self, value: str) -> None:
        self._set_property("float", _string(value, "cssFloat", 0))

    css_float = cssFloat

    def item(self, index: int) -> str:
        """``getter CSSOMString item(unsigned long index);``: the name of the ``index``-th
        declaration, ``""`` past the end."""
        return self._item(to_unsigned_long(index, _PREFIX.format("item"), 1))

    def getPropertyValue(self, property: str) -> str:
        """``CSSOMString getPropertyValue(CSSOMString property);``: the property's value, or
        ``""``."""
        return self._get_property_value(_string(property, "getPropertyValue", 1))

    get_property_value = getPropertyValue

    def getPropertyPriority(self, property: str) -> str:
        """``CSSOMString getPropertyPriority(CSSOMString property);``: ``"important"`` or
        ``""``."""
        return self._get_property_priority(_string(property, "getPropertyPriority", 1))

    get_property_priority = getPropertyPriority

    def setProperty(self, property: str, value: str, priority: str = "") -> None:
        """``[CEReactions] undefined setProperty(CSSOMString property,
        [LegacyNullToEmptyString] CSSOMString value, optional CSSOMString priority = "");``:
        declares the property (an empty value removes it; an unknown property, a priority
        other than ``"important"`` or a value that does not parse change nothing)."""
        self._set_property(
            _string(property, "setProperty", 1),
            "" if value is None else _string(value, "setProperty", 2),
            "" if priority is None else _string(priority, "setProperty", 3),
        )

    set_property = setProperty

    def removeProperty(self, property: str) -> str:
        """``[CEReactions] CSSOMString removeProperty(CSSOMString property);``: removes the
        declaration; its value, or ``""``."""
        return self._remove_property(_string(property, "removeProperty", 1))

    remove_property = removeProperty

    # --- Python's protocols --------------------------------------------------------------------

    def __len__(self) -> int:
        """How many declarations there are (``length``)."""
        return self._length

    def __iter__(self) -> Iterator[str]:
        """The declared property names (a snapshot), as ``item(0)``, ``item(1)``..."""
        return iter([self._item(i) for i in range(self._length)])

    def __getitem__(self, key: int | str) -> str:
        """``style[i]``: the ``i``-th name (``IndexError`` past the end, where JavaScript gives
        undefined); ``style[name]``: the property's value (``KeyError`` for no property
        Chromium knows, where JavaScript gives undefined)."""
        if isinstance(key, int):
            length = self._length
            index = key + length if key < 0 else key
            if not 0 <= index < length:
                raise IndexError("CSSStyleDeclaration index out of range")
            return self._item(index)
        name = property_name_for_attribute(key) if isinstance(key, str) else None
        if name is None:
            raise KeyError(key)
        return self._get_property_value(name)

    def __setitem__(self, key: str, value: str) -> None:
        """``style[name] = value``: ``setProperty(name, value)`` for a property Chromium knows
        (``KeyError`` for another name)."""
        name = property_name_for_attribute(key) if isinstance(key, str) else None
        if name is None:
            raise KeyError(key)
        self._set_property(name, "" if value is None else _string(value, "setProperty", 2))

    def __delitem__(self, key: str) -> None:
        """``del style[name]``: ``removeProperty(name)``."""
        name = property_name_for_attribute(key) if isinstance(key, str) else None
        if name is None:
            raise KeyError(key)
        self._remove_property(name)

    def __getattr__(self, attribute: str) -> str:
        """``style.backgroundColor``, ``style.background_color``: the property's value."""
        name = None if attribute[:1] == "_" else property_name_for_attribute(attribute)
        if name is None:
            raise AttributeError(f"'CSSStyleDeclaration' object has no attribute {attribute!r}")
        return self._get_property_value(name)

    def __setattr__(self, attribute: str, value: object) -> None:
        """``style.backgroundColor = "red"``: ``setProperty("background-color", "red")``."""
        if attribute[:1] == "_" or hasattr(type(self), attribute):
            object.__setattr__(self, attribute, value)
            return
        name = property_name_for_attribute(attribute)
        if name is None:
            raise AttributeError(f"'CSSStyleDeclaration' object has no attribute {attribute!r}")
        if value is None or type(value) is str:
            text = value or ""
        else:
            prefix = f"Failed to set the '{attribute}' property on 'CSSStyleDeclaration'"
            text = to_dom_string(value, prefix, 0)
        self._set_property(name, text)

    def __delattr__(self, attribute: str) -> None:
        """``del style.color``: ``removeProperty("color")``."""
        name = None if attribute[:1] == "_" else property_name_for_attribute(attribute)
        if name is None:
            raise AttributeError(attribute)
        self._remove_property(name)

    def __repr__(self) -> str:
        return f"<CSSStyleDeclaration {self._css_text!r}>"


def new_inline_style(element: object) -> CSSStyleDeclaration:
    """A ``CSSStyleDeclaration`` whose owner node is ``element`` (its ``style`` attribute's;
    HTML keeps it so that ``element.style`` is the same object each time)."""
    style = CSSStyleDeclaration.__new__(CSSStyleDeclaration)
    style._init(element)
    return style
