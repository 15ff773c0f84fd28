"""``[Reflect]`` and the HTML Standard's other reflection extended attributes.

https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#using-reflect-via-idl-extended-attributes:
``[Reflect]``, ``[ReflectSetter]``, ``[ReflectURL]``, ``[ReflectNonNegative]``,
``[ReflectPositive]`` and ``[ReflectPositiveWithFallback]`` make an IDL attribute reflect a
content attribute, named by their value (``[Reflect=rel]`` or ``[Reflect="rel"]``) or else the
IDL attribute's name in ASCII lowercase; ``[ReflectRange=(min, max)]`` (clamped to the range)
and ``[ReflectDefault=value]`` (a default value) go with them. The getter and setter steps of
https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
for each type are functions of the reflect module (the extras key ``reflect``,
``webapi.html.common._reflect``), which work on the element's impl through its hooks
(``_get_content_attribute``, ``_set_content_attribute``, ...; see that module). Enumerated
attributes limited to only known values are prose in the HTML Standard, not IDL: the extras
key ``enumerated`` names their definitions.
"""

from __future__ import annotations

from .model import Argument, Attribute, IDLType, InterfaceWriter
from .reader import UnsupportedIDL

__all__ = ["REFLECT_ATTRIBUTES", "write_reflected"]

#: The extended attributes that make an attribute reflect (those with a content attribute
#: name), and those that adjust how.
_TRIGGERS = (
    "Reflect",
    "ReflectSetter",
    "ReflectURL",
    "ReflectNonNegative",
    "ReflectPositive",
    "ReflectPositiveWithFallback",
)
REFLECT_ATTRIBUTES = frozenset({*_TRIGGERS, "ReflectRange", "ReflectDefault"})

#: The types each trigger reflects, by IDL type name (nullable: "?" added).
_SIMPLE = frozenset({"DOMString", "USVString", "boolean", "long", "unsigned long", "double"})
_TYPES = {
    "Reflect": _SIMPLE | {"DOMString?", "DOMTokenList", "Element?", "sequence?"},
    "ReflectSetter": _SIMPLE | {"DOMString?"},
    "ReflectURL": {"USVString", "DOMString"},
    "ReflectNonNegative": {"long"},
    "ReflectPositive": {"unsigned long", "double"},
    "ReflectPositiveWithFallback": {"unsigned long", "double"},
}


def _content_attribute(attribute: Attribute, trigger: str) -> str:
    value = attribute.extended_attribute(trigger) or ""
    if value.startswith('"'):
        value = value[1:-1]
    if not value and attribute.type.name == "Element" and attribute.name.endswith("Element"):
        # an element reflection's content attribute: the identifier without its "Element"
        # (commandForElement reflects commandfor, as the Standard's prose says)
        return attribute.name[: -len("Element")].translate(_ASCII_LOWER)
    # "the IDL attribute's identifier, converted to ASCII lowercase"
    return value or attribute.name.translate(_ASCII_LOWER)


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def write_reflected(w: InterfaceWriter, attribute: Attribute) -> None:
    """The property of a reflecting attribute."""
    triggers = [k for k, _ in attribute.extended if k in _TRIGGERS]
    trigger = triggers[0] if triggers else "Reflect"  # [ReflectRange]/[ReflectDefault] alone
    if len(triggers) > 1:
        raise UnsupportedIDL(f"{w.name}.{attribute.name}: {triggers} together")
    kind = attribute.type
    type_name = kind.name + ("?" if kind.nullable else "")
    if type_name not in _TYPES[trigger] or (
        kind.name == "sequence" and kind.params[0].name != "Element"
    ):
        raise UnsupportedIDL(f"{w.name}.{attribute.name}: [{trigger}] on {kind}")
    name = _content_attribute(attribute, trigger)
    default = attribute.extended_attribute("ReflectDefault")
    clamp = attribute.extended_attribute("ReflectRange")
    if default is not None and kind.name not in ("long", "unsigned long", "double"):
        raise UnsupportedIDL(f"{w.name}.{attribute.name}: [ReflectDefault] on {kind}")
    if clamp is not None and (kind.name != "unsigned long" or trigger != "Reflect"):
        raise UnsupportedIDL(f"{w.name}.{attribute.name}: [ReflectRange] on {kind}")
    module = w.module.extras.reflect

    def use(function: str) -> str:
        return w.module.use(f"{module}:{function}")

    element = w.impl
    getter, setter, extra_get, extra_set = _steps(w, attribute, trigger, default, clamp)
    out = w.out
    returns = w.t.out(kind)
    if kind.name == "sequence":  # (a FrozenArray: the reflect module's tuple)
        returns = f"tuple[{w.t.out(kind.params[0])}, ...]" + (" | None" if kind.nullable else "")
    out.add(1, f"@property\ndef {attribute.python_name}(self) -> {returns}:")
    out.doc(2, f"``{attribute.idl}``")
    if trigger == "ReflectSetter":  # the getter is the impl's
        value_expression = f"{element}.{w.impl_name(attribute.name)}"
        w.returning(2, value_expression, kind)
    elif kind.name == "DOMTokenList":
        value_expression = f'{use("get_token_list")}({element}, "{name}")'
        out.add(2, f"return {value_expression}")
    else:
        value_expression = f'{use(getter)}({element}, "{name}"{extra_get})'
        out.add(2, f"return {value_expression}")
    if attribute.readonly:
        forwards = attribute.extended_attribute("PutForwards")
        if forwards is not None:
            w.put_forwards(attribute, forwards)
    else:
        _setter(w, attribute, use(setter), name, extra_set)
    if attribute.stringifier:  # (a's and area's href: [ReflectSetter] stringifier attribute)
        w.stringifier(value_expression, f"The ``{attribute.name}`` attribute (the stringifier).")


def _setter(w: InterfaceWriter, attribute: Attribute, setter: str, name: str, extra: str) -> None:
    kind = attribute.type
    value = w.convert(
        "value", Argument("value", kind), 0, w.prefix("set", attribute.name), attribute.name
    )
    w.out.add(1, f"@{attribute.python_name}.setter")
    w.out.add(1, f"def {attribute.python_name}(self, value: {w.t.into(kind)}) -> None:")
    w.out.add(2, f'{setter}({w.impl}, "{name}", {value}{extra})')


def _steps(
    w: InterfaceWriter, attribute: Attribute, trigger: str, default: str | None, clamp: str | None
) -> tuple[str, str, str, str]:
    """The reflect module's getter and setter for the attribute, and the arguments after the
    element, name (and value) each takes."""
    kind: IDLType = attribute.type
    if trigger == "ReflectURL":
        return "get_url", "set_string", "", ""
    if kind.name in ("DOMString", "USVString"):
        definition = w.extras.enumerated.get(attribute.name)
        if definition is not None:
            table = w.module.use(definition)
            getter = "get_nullable_known_value" if kind.nullable else "get_known_value"
            setter = "set_nullable_string" if kind.nullable else "set_string"
            return getter, setter, f", {table}", ""
        if kind.nullable:  # (WAI-ARIA's: a nullable DOMString, null when absent)
            return "get_nullable_string", "set_nullable_string", "", ""
        getter = "get_usv_string" if kind.name == "USVString" else "get_string"
        return getter, "set_string", "", ""
    if kind.name == "boolean":
        return "get_boolean", "set_boolean", "", ""
    if kind.name == "Element":  # (Element?: the attr-associated element)
        return "get_element", "set_element", "", ""
    if kind.name == "sequence":  # (FrozenArray<Element>?: the attr-associated elements)
        return "get_elements", "set_elements", "", ""
    default_argument = f", default={default}" if default is not None else ""
    if kind.name == "long":
        non_negative = ", non_negative=True" if trigger == "ReflectNonNegative" else ""
        return "get_long", "set_long", default_argument + non_negative, non_negative
    positive = {
        "ReflectPositive": ", positive=True",
        "ReflectPositiveWithFallback": ", positive=True, fallback=True",
    }.get(trigger, "")
    if kind.name == "double":
        positive = ", positive=True" if positive else ""
        return "get_double", "set_double", default_argument + positive, positive
    clamped = f", clamp={clamp}" if clamp is not None else ""  # "(min, max)" is a tuple
    return (
        "get_unsigned_long",
        "set_unsigned_long",
        default_argument + positive + clamped,
        default_argument + positive,
    )
