"""The Geometry Interfaces' rectangles (https://drafts.fxtf.org/geometry/#DOMRect): the impl
classes of ``DOMRectReadOnly``, ``DOMRect`` and ``DOMRectList`` (each its own impl: the generated
classes in ``_bindings`` derive from them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, TypeVar

_T = TypeVar("_T")


def new_object(impl_class: type[_T]) -> _T:
    """A new object of the interface ``impl_class`` implements, its constructor steps not run:
    an instance of the public class once the generated bindings have set
    ``impl_class._interface_class``. The caller gives it its state."""
    cls: type[_T] = vars(impl_class).get("_interface_class", impl_class)
    return cls.__new__(cls)


def _minimum(a: float, b: float) -> float:
    """The minimum of two numbers, NaN if either is NaN (the draft's min(), as JavaScript's
    Math.min; Python's min() keeps its first argument when comparing with NaN)."""
    if a != a or b != b:
        return float("nan")
    return a if a < b else b


def _maximum(a: float, b: float) -> float:
    """The maximum of two numbers, NaN if either is NaN (as :func:`_minimum`)."""
    if a != a or b != b:
        return float("nan")
    return a if a > b else b


class DOMRectReadOnlyImpl:
    """A rectangle: https://drafts.fxtf.org/geometry/#domrectreadonly."""

    __slots__ = ("_height", "_width", "_x", "_y")

    _interface_class: ClassVar[type[Any]]

    _x: float
    _y: float
    _width: float
    _height: float

    def _construct(self, x: float, y: float, width: float, height: float) -> None:
        """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-domrectreadonly: the
        rectangle's x coordinate, y coordinate, width and height as given (the defaults, 0,
        as floats)."""
        self._x, self._y = float(x), float(y)
        self._width, self._height = float(width), float(height)

    @property
    def _left(self) -> float:
        """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-left"""
        return _minimum(self._x, self._x + self._width)

    @property
    def _right(self) -> float:
        """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-right"""
        return _maximum(self._x, self._x + self._width)

    @property
    def _top(self) -> float:
        """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-top"""
        return _minimum(self._y, self._y + self._height)

    @property
    def _bottom(self) -> float:
        """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-bottom"""
        return _maximum(self._y, self._y + self._height)

    def _to_json(self) -> dict[str, float]:
        """The default toJSON steps (https://webidl.spec.whatwg.org/#default-tojson-steps) of
        ``[Default] object toJSON()``: the eight attributes in their IDL order."""
        return {
            "x": self._x,
            "y": self._y,
            "width": self._width,
            "height": self._height,
            "top": self._top,
            "right": self._right,
            "bottom": self._bottom,
            "left": self._left,
        }


class DOMRectImpl(DOMRectReadOnlyImpl):
    """A rectangle whose dimensions can be set: https://drafts.fxtf.org/geometry/#domrect."""

    __slots__ = ()

    _interface_class: ClassVar[type[Any]]


def create_rect_from_dictionary(interface: str, other: Mapping[str, Any]) -> DOMRectReadOnlyImpl:
    """https://drafts.fxtf.org/geometry/#create-a-domrect-from-the-dictionary: a new object of
    ``interface`` whose x, y, width and height are ``other``'s."""
    rect = new_object(DOMRectImpl if interface == "DOMRect" else DOMRectReadOnlyImpl)
    rect._x, rect._y = float(other["x"]), float(other["y"])
    rect._width, rect._height = float(other["width"]), float(other["height"])
    return rect


def from_rect_read_only(other: Mapping[str, Any]) -> DOMRectReadOnlyImpl:
    """https://drafts.fxtf.org/geometry/#dom-domrectreadonly-fromrect"""
    return create_rect_from_dictionary("DOMRectReadOnly", other)


def from_rect(other: Mapping[str, Any]) -> DOMRectReadOnlyImpl:
    """https://drafts.fxtf.org/geometry/#dom-domrect-fromrect"""
    return create_rect_from_dictionary("DOMRect", other)


def new_rect_list(rects: Sequence[DOMRectImpl]) -> DOMRectListImpl:
    """A new ``DOMRectList`` of ``rects`` (CSSOM View's getClientRects() makes one)."""
    rect_list = new_object(DOMRectListImpl)
    rect_list._rects = rects
    return rect_list


class DOMRectListImpl:
    """A list of rectangles: https://drafts.fxtf.org/geometry/#domrectlist."""

    __slots__ = ("_rects",)

    _interface_class: ClassVar[type[Any]]

    _rects: Sequence[DOMRectImpl]

    @property
    def _length(self) -> int:
        """https://drafts.fxtf.org/geometry/#dom-domrectlist-length"""
        return len(self._rects)

    def _item(self, index: int) -> DOMRectImpl | None:
        """https://drafts.fxtf.org/geometry/#dom-domrectlist-item"""
        return self._rects[index] if index < len(self._rects) else None
