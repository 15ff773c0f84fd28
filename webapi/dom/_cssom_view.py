"""CSSOM View's members of ``Element`` and ``HTMLElement`` (https://drafts.csswg.org/cssom-view/)
for an element without an associated box: webapi has no layout, so every element answers as one
that is not rendered (``display: none``) does in Chromium (docs/html.md, "What an element without
rendering answers"). Each function follows the draft's steps for that case; the ones about the
viewport (the root element, the body of a quirks-mode document) answer as for a viewport of size
zero that is not scrolled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .. import _webidl
from .._lazy import lazy_imports

if TYPE_CHECKING:
    from ..geometry import DOMRect
    from ..geometry.engine import DOMRectImpl, DOMRectListImpl, new_rect_list
    from ._nodes import ElementImpl
else:  # the rectangles' classes load with the first rectangle made (a parse makes none)
    lazy_imports(globals(), "webapi.geometry", ("DOMRect",))
    lazy_imports(globals(), "webapi.geometry.engine", ("new_rect_list",))


def get_client_rects(element: ElementImpl) -> DOMRectListImpl:
    """https://drafts.csswg.org/cssom-view/#dom-element-getclientrects: "If the element on
    which it was invoked does not have an associated box return an empty DOMRectList"."""
    return new_rect_list(())


def get_bounding_client_rect(element: ElementImpl) -> DOMRectImpl:
    """https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect: the list of
    getClientRects() is empty, so "a DOMRect object whose x, y, width and height members are
    zero" (a new object each call)."""
    return DOMRect()


def check_visibility(element: ElementImpl, options: object) -> bool:
    """https://drafts.csswg.org/cssom-view/#dom-element-checkvisibility: "If this does not
    have an associated box, return false"."""
    return False


def scroll_into_view(element: ElementImpl, arg: object) -> None:
    """https://drafts.csswg.org/cssom-view/#dom-element-scrollintoview: after the argument's
    conversion, "If the element does not have any associated box ... terminate these steps"."""


def zero(element: ElementImpl) -> int:
    """The answer of ``scrollWidth``, ``scrollHeight``, ``clientTop``, ``clientLeft``,
    ``clientWidth`` and ``clientHeight`` for an element without an associated box: each of
    their steps returns zero ("If the element does not have any associated box return zero";
    the viewport's, for the root element, is zero here)."""
    return 0


def get_scroll_position(element: ElementImpl) -> float:
    """https://drafts.csswg.org/cssom-view/#dom-element-scrolltop (and ``scrollLeft``): zero
    for an element without an associated box (and for the root element, the viewport not being
    scrolled)."""
    return 0.0


def set_scroll_position(element: ElementImpl, value: float) -> None:
    """The setter steps of ``scrollTop`` and ``scrollLeft``: after the conversion, "If the
    element does not have any associated box ... terminate these steps"."""


def current_css_zoom(element: ElementImpl) -> float:
    """https://drafts.csswg.org/cssom-view/#dom-element-currentcsszoom: "If this is not
    being rendered, return 1.0"."""
    return 1.0


_SCROLL_TO_OPTIONS: Final = _webidl.deferred(
    lambda: _webidl.dictionary_converter(
        "ScrollToOptions",
        (
            ("left", _webidl.to_unrestricted_double, None, False),
            ("top", _webidl.to_unrestricted_double, None, False),
        ),
        inherited=(
            (
                (
                    "behavior",
                    _webidl.enum_converter("ScrollBehavior", ("auto", "instant", "smooth")),
                    "auto",
                    False,
                ),
            ),
        ),
    )
)


def scroll_arguments(method: str, options_or_x: Any, y: Any, interface: str = "Element") -> None:
    """Web IDL's overload resolution and conversions of ``method(optional ScrollToOptions
    options = {})`` and ``method(unrestricted double x, unrestricted double y)``
    (https://webidl.spec.whatwg.org/#es-overloads) of ``interface`` (``Element``'s, and
    ``Window``'s: webapi.html): two arguments are the numbers, fewer the dictionary (a number
    alone is a TypeError, as in JavaScript); ``y`` absent is :data:`ABSENT`."""
    prefix = f"Failed to execute '{method}' on '{interface}'"
    if y is not ABSENT:
        _webidl.to_unrestricted_double(options_or_x, prefix, 1)
        _webidl.to_unrestricted_double(y, prefix, 2)
    elif options_or_x is not ABSENT:
        _SCROLL_TO_OPTIONS(options_or_x, prefix, 1)


ABSENT: Final = object()


class ElementScrollMethods:
    """``Element``'s ``scroll()``, ``scrollTo()`` and ``scrollBy()`` (the generated class's
    mixin: their two overloads each are not generated), no-ops after their arguments'
    conversion: https://drafts.csswg.org/cssom-view/#dom-element-scroll "If the element does
    not have any associated box ... terminate these steps" (the root element's scroll the
    viewport, which webapi has not)."""

    __slots__ = ()

    def scroll(self, options_or_x: Any = ABSENT, y: Any = ABSENT) -> None:
        """``undefined scroll(optional ScrollToOptions options = {});``
        ``undefined scroll(unrestricted double x, unrestricted double y);``: a no-op."""
        scroll_arguments("scroll", options_or_x, y)

    def scrollTo(self, options_or_x: Any = ABSENT, y: Any = ABSENT) -> None:
        """``undefined scrollTo(optional ScrollToOptions options = {});``
        ``undefined scrollTo(unrestricted double x, unrestricted double y);``: a no-op (as
        ``scroll()``)."""
        scroll_arguments("scrollTo", options_or_x, y)

    def scrollBy(self, options_or_x: Any = ABSENT, y: Any = ABSENT) -> None:
        """``undefined scrollBy(optional ScrollToOptions options = {});``
        ``undefined scrollBy(unrestricted double x, unrestricted double y);``: a no-op."""
        scroll_arguments("scrollBy", options_or_x, y)

    scroll_to = scrollTo
    scroll_by = scrollBy
