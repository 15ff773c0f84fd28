"""What Python users expect of ``Response`` beyond the IDL: ``repr()``."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._response_impl import ResponseImpl

__all__ = ["ResponseExtras"]


class ResponseExtras:
    """The mixin of the generated ``Response``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: ResponseImpl

    def __repr__(self) -> str:
        impl = self._impl
        return f"<{type(self).__name__} [{impl.status}] type={impl.type!r} url={impl.url!r}>"
