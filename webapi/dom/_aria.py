"""Chromium's ``element.computedRole`` and ``element.computedName`` (Blink's ``Element``
members, no standard's): the computed role and accessible name of WAI-ARIA's mappings
(https://w3c.github.io/html-aam/, https://w3c.github.io/accname/), which :mod:`webapi.aria`, a
package above the DOM, computes. It loads on first use (the ``"aria"`` provider of
``webapi._lazy``): nothing here imports it.
"""

from __future__ import annotations

from typing import Any

from webapi._lazy import load_provider

from ._nodes import ElementImpl

__all__ = ["computed_name", "computed_role"]


def _aria() -> Any:
    """:mod:`webapi.aria`, loaded on first use."""
    return load_provider("aria")


def computed_role(element: ElementImpl) -> str | None:
    """The element's computed role (``webapi.aria.role``), None where it has none."""
    return _aria().role(element)  # type: ignore[no-any-return]


def computed_name(element: ElementImpl) -> str:
    """The element's accessible name (``webapi.aria.name``)."""
    return _aria().name(element)  # type: ignore[no-any-return]
