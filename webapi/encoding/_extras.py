"""The Python protocols of ``TextDecoder`` and ``TextEncoder``, hand-written: ``repr()``.

The generated classes in ``_bindings`` (from ``idl/encoding.webidl``) derive from these
mixins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import Self

from ._text_codec import TextDecoderImpl, TextEncoderImpl

__all__ = ["TextDecoderExtras", "TextEncoderExtras"]


class TextDecoderExtras:
    """Python protocols of ``TextDecoder``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: TextDecoderImpl

    def __repr__(self) -> str:
        impl = self._impl
        return (
            f"TextDecoder(encoding={impl.encoding!r}, fatal={impl.fatal!r},"
            f" ignoreBOM={impl.ignore_bom!r})"
        )

    def __copy__(self) -> Self:
        """A decoder with the same settings and the same unfinished stream, independent of
        this one (``copy.copy`` would otherwise share the state)."""
        new = type(self).__new__(type(self))
        new._impl = self._impl.copy()
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self.__copy__()


class TextEncoderExtras:
    """Python protocols of ``TextEncoder``."""

    if not TYPE_CHECKING:
        __slots__ = ()

    _impl: TextEncoderImpl

    def __repr__(self) -> str:
        return "TextEncoder()"
