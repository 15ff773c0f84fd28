"""The ``CSS`` namespace's operations that need no layout: ``CSS.escape(ident)``
(https://drafts.csswg.org/cssom-1/#dom-css-escape) and ``CSS.supports(property, value)`` /
``CSS.supports(conditionText)`` (https://drafts.csswg.org/css-conditional-3/#the-css-namespace),
answered by webapi's CSS parser and cascade as ``@supports`` is (:mod:`webapi.css`: a property
Chromium knows, with a value the cascade accepts for the properties it computes, and
``selector()``). Here beside ``getComputedStyle``: the CSSOM's package sits below the cascade's
``@supports``."""

from __future__ import annotations

from webapi._webidl import require_str
from webapi.css.engine import supports_condition
from webapi.cssom.engine import PROPERTY_NAMES, serialize_an_identifier

__all__ = ["CSS"]


class CSS:
    """The ``CSS`` namespace (``CSS.escape``, ``CSS.supports``): static methods only."""

    __slots__ = ()

    @staticmethod
    def escape(ident: str) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-css-escape: ``ident`` serialized as a CSS
        identifier (https://drafts.csswg.org/cssom-1/#serialize-an-identifier)."""
        return serialize_an_identifier(require_str(ident, "CSS.escape", "ident"))

    @staticmethod
    def supports(conditionText: str, value: str | None = None) -> bool:
        """https://drafts.csswg.org/css-conditional-3/#dom-css-supports: with ``value``, whether
        the property ``conditionText`` (a property Chromium knows, ASCII case-insensitive, or a
        custom property) takes ``value``; without, whether ``conditionText`` is a true
        ``<supports-condition>``, as it is or wrapped in parentheses."""
        text = require_str(conditionText, "CSS.supports", "conditionText")
        if value is None:
            return supports_condition(text) or supports_condition(f"({text})")
        value = require_str(value, "CSS.supports", "value")
        if not text.startswith("--") and text.lower() not in PROPERTY_NAMES:
            return False
        return supports_condition(f"({text}: {value})")
