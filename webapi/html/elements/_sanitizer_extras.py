"""The Python side of ``Sanitizer`` (not a spec section): ``repr()``, and copying and pickling
as a new ``Sanitizer`` of the same configuration (``Sanitizer(sanitizer.get())``)."""

from __future__ import annotations

from typing import Any

__all__ = ["SanitizerExtras"]


class SanitizerExtras:
    """``Sanitizer``'s: ``repr()`` (the sizes of its lists), ``copy``/``deepcopy``/pickling
    (a new ``Sanitizer`` made from ``get()``: the same configuration, shared with nothing)."""

    __slots__ = ()

    def __repr__(self) -> str:
        sanitizer: Any = self
        configuration = sanitizer._configuration
        parts = [
            f"{key}={len(value)}" if isinstance(value, list) else f"{key}={value}"
            for key, value in sorted(configuration.items())
        ]
        return f"<Sanitizer {' '.join(parts)}>"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        sanitizer: Any = self
        return (type(self), (sanitizer.get(),))
