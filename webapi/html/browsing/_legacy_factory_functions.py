"""The HTML Standard's legacy factory functions (Web IDL's ``[LegacyFactoryFunction]``):
``new Image(width, height)``, ``new Audio(src)`` and ``new Option(text, value,
defaultSelected, selected)``, each an element of the current global object's associated
``Document`` (webapi has no global object: the thread's document, as ``new Text()``'s,
:func:`webapi.dom.engine.associated_document`)."""

from __future__ import annotations

from webapi._webidl import argument_error, require_str
from webapi.dom.engine import (
    NODE_CLASSES,
    append,
    associated_document,
    create_an_element,
    make_node,
    set_attribute_value,
)
from webapi.infra import HTML_NAMESPACE

from ..forms._select import HTMLOptionElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ._elements_bindings import HTMLAudioElement, HTMLImageElement, HTMLOptionElement

__all__ = ["Audio", "Image", "Option"]

_UNSIGNED_LONG_MAX = 2**32 - 1


def _unsigned_long(value: object, function: str, parameter: str) -> int | None:
    """An optional ``unsigned long`` argument: None (not given) or an ``int`` of its range
    (Web IDL's conversion wraps a JavaScript number; a Python caller gives the number)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise argument_error(function, parameter, value, "an int or None")
    if not 0 <= value <= _UNSIGNED_LONG_MAX:
        raise ValueError(f"{function}(): parameter '{parameter}' is out of the unsigned long range")
    return value


def Image(width: int | None = None, height: int | None = None) -> HTMLImageElement:
    """https://html.spec.whatwg.org/multipage/embedded-content.html#dom-image: a new ``img``
    element with the ``width`` and ``height`` attributes given."""
    width = _unsigned_long(width, "Image", "width")
    height = _unsigned_long(height, "Image", "height")
    document = associated_document()  # 1.
    img = create_an_element(document, "img", HTML_NAMESPACE)  # 2.
    if width is not None:  # 3.
        set_attribute_value(img, "width", str(width))
    if height is not None:  # 4.
        set_attribute_value(img, "height", str(height))
    return img  # type: ignore[return-value]  # 5. (the public class the DOM made)


def Audio(src: str | None = None) -> HTMLAudioElement:
    """https://html.spec.whatwg.org/multipage/media.html#dom-audio: a new ``audio`` element
    whose ``preload`` attribute is ``auto``, with the ``src`` attribute given."""
    if src is not None:
        require_str(src, "Audio", "src")
    document = associated_document()  # 1.
    audio = create_an_element(document, "audio", HTML_NAMESPACE)  # 2.
    set_attribute_value(audio, "preload", "auto")  # 3.
    if src is not None:  # 4.
        set_attribute_value(audio, "src", src)
    return audio  # type: ignore[return-value]  # 5. (the public class the DOM made)


def Option(
    text: str = "", value: str | None = None, defaultSelected: Any = False, selected: Any = False
) -> HTMLOptionElement:
    """https://html.spec.whatwg.org/multipage/form-elements.html#dom-option: a new ``option``
    element with the text ``text``, the ``value`` attribute given, the ``selected`` attribute
    where ``defaultSelected`` is true, and its selectedness ``selected`` (true or false,
    whatever ``defaultSelected`` says). ``defaultSelected`` and ``selected`` are read as
    booleans (their truth value, as Web IDL's ``boolean`` conversion)."""
    require_str(text, "Option", "text")
    if value is not None:
        require_str(value, "Option", "value")
    document = associated_document()  # 1.
    option = create_an_element(document, "option", HTML_NAMESPACE)  # 2.
    if text:  # 3.
        append(make_node(NODE_CLASSES["Text"], document, text), option)
    if value is not None:  # 4.
        set_attribute_value(option, "value", value)
    if defaultSelected:  # 5.
        set_attribute_value(option, "selected", "")
    assert isinstance(option, HTMLOptionElementImpl)
    option._set_selectedness(bool(selected))  # 6.
    return option  # type: ignore[return-value]  # 7. (the public class the DOM made)
