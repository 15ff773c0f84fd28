"""The ``meter``, ``progress`` and ``output`` elements' impl classes
(https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element and the two
sections after it): the meter's minimum, maximum, actual value, low and high boundaries and
optimum point; the progress bar's current and maximum values and ``position``; the output's
form owner, ``type``, ``value`` and ``defaultValue`` with its default value override and its
reset algorithm. ``labels`` (all three are labelable) is
:func:`~._form_collections.labels`, ``htmlFor`` and ``name`` are reflected by the bindings.
"""

from __future__ import annotations

from webapi.dom.engine import ElementImpl, descendant_text_content, string_replace_all

from ..common._reflect import get_double, parse_floating_point_number, set_double
from ..elements._html_element import HTMLElementImpl
from ._constraint_validation import ConstraintValidation
from ._forms_impl import form_owner

__all__ = ["HTMLMeterElementImpl", "HTMLOutputElementImpl", "HTMLProgressElementImpl"]


def _number(element: HTMLElementImpl, name: str) -> float | None:
    """The content attribute parsed with the rules for parsing floating-point number values
    (None when absent or an error)."""
    value = element._get_content_attribute(name)
    return None if value is None else parse_floating_point_number(value)


# --- meter -------------------------------------------------------------------------------


class HTMLMeterElementImpl(HTMLElementImpl):
    """A ``meter`` element (https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element):
    each IDL attribute answers the clamped number the Standard derives from the content
    attributes; setting one writes the best representation of the number as a
    floating-point number to its content attribute."""

    __slots__ = ()

    @property
    def _min(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-minimum:
        ``min`` if it parses, else 0."""
        minimum = _number(self, "min")
        return 0.0 if minimum is None else minimum

    @_min.setter
    def _min(self, value: float) -> None:
        set_double(self, "min", value)

    @property
    def _max(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-maximum:
        ``max`` if it parses, else 1; never below the minimum value."""
        minimum = self._min
        maximum = _number(self, "max")
        if maximum is None:
            maximum = 1.0
        return max(maximum, minimum)

    @_max.setter
    def _max(self, value: float) -> None:
        set_double(self, "max", value)

    @property
    def _value(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-actual:
        ``value`` if it parses, else 0; clamped to the minimum and maximum values."""
        minimum, maximum = self._min, self._max
        actual = _number(self, "value")
        if actual is None:
            actual = 0.0
        return min(max(actual, minimum), maximum)

    @_value.setter
    def _value(self, value: float) -> None:
        set_double(self, "value", value)

    @property
    def _low(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-low:
        ``low`` if it parses, else the minimum value; clamped to the minimum and maximum."""
        minimum, maximum = self._min, self._max
        low = _number(self, "low")
        if low is None:
            low = minimum
        return min(max(low, minimum), maximum)

    @_low.setter
    def _low(self, value: float) -> None:
        set_double(self, "low", value)

    @property
    def _high(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-high:
        ``high`` if it parses, else the maximum value; clamped to the low boundary and the
        maximum value."""
        low, maximum = self._low, self._max
        high = _number(self, "high")
        if high is None:
            high = maximum
        return min(max(high, low), maximum)

    @_high.setter
    def _high(self, value: float) -> None:
        set_double(self, "high", value)

    @property
    def _optimum(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-meter-optimum:
        ``optimum`` if it parses, else the midpoint of the minimum and maximum values;
        clamped to them."""
        minimum, maximum = self._min, self._max
        optimum = _number(self, "optimum")
        if optimum is None:
            optimum = minimum + (maximum - minimum) / 2
        return min(max(optimum, minimum), maximum)

    @_optimum.setter
    def _optimum(self, value: float) -> None:
        set_double(self, "optimum", value)


# --- progress ----------------------------------------------------------------------------


class HTMLProgressElementImpl(HTMLElementImpl):
    """A ``progress`` element (https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element):
    determinate when it has a ``value`` attribute, else indeterminate."""

    __slots__ = ()

    @property
    def _max(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-progress-max: the
        maximum value, ``max`` reflected limited to only positive numbers with the default
        1.0; setting 0 or less does nothing."""
        return get_double(self, "max", 1.0, positive=True)

    @_max.setter
    def _max(self, value: float) -> None:
        set_double(self, "max", value, positive=True)

    def _current_value(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-progress-value:
        ``value`` if it parses, else 0; clamped to 0 and the maximum value."""
        current = _number(self, "value")
        if current is None:
            current = 0.0
        return min(max(current, 0.0), self._max)

    @property
    def _value(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-progress-value: 0
        for an indeterminate progress bar, else the current value."""
        if self._get_content_attribute("value") is None:
            return 0.0
        return self._current_value()

    @_value.setter
    def _value(self, value: float) -> None:
        set_double(self, "value", value)

    @property
    def _position(self) -> float:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-progress-position:
        -1 for an indeterminate progress bar, else the current value over the maximum."""
        if self._get_content_attribute("value") is None:
            return -1.0
        return self._current_value() / self._max


# --- output ------------------------------------------------------------------------------


class HTMLOutputElementImpl(HTMLElementImpl, ConstraintValidation):
    """An ``output`` element (https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element):
    its value is its descendant text content; its default value override (None until
    ``value`` is set) keeps the default value a form reset restores."""

    __slots__ = ("_default_value_override",)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._default_value_override: str | None = None

    @property
    def _form(self) -> ElementImpl | None:
        """Its form owner."""
        return form_owner(self)

    @property
    def _type(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-type"""
        return "output"

    def _output_default_value(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-output-default-value:
        the default value override, else the descendant text content."""
        override = self._default_value_override
        return descendant_text_content(self) if override is None else override

    @property
    def _default_value(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-defaultvalue"""
        return self._output_default_value()

    @_default_value.setter
    def _default_value(self, value: str) -> None:
        if self._default_value_override is None:  # 1.
            string_replace_all(value, self)
            return
        self._default_value_override = value  # 2.

    @property
    def _value(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-value: the
        descendant text content."""
        return descendant_text_content(self)

    @_value.setter
    def _value(self, value: str) -> None:
        self._default_value_override = self._output_default_value()  # 1.
        string_replace_all(value, self)  # 2.

    def _reset_algorithm(self) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#the-output-element:concept-form-reset-control:
        string replace all with the default value, then the override back to None."""
        string_replace_all(self._output_default_value(), self)  # 1.
        self._default_value_override = None  # 2.
