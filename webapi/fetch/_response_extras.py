"""What Python users expect of ``Response`` and ``Request`` beyond the IDL: ``repr()``."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._request_impl import RequestImpl
    from ._response_impl import ResponseImpl

__all__ = ["RequestExtras", "ResponseExtras"]


class ResponseExtras:
    """The mixin of the generated ``Response``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: ResponseImpl

    def __repr__(self) -> str:
        impl = self._impl
        return f"<{type(self).__name__} [{impl.status}] type={impl.type!r} url={impl.url!r}>"


class RequestExtras:
    """The mixin of the generated ``Request``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: RequestImpl

    def __repr__(self) -> str:
        return f"<{type(self).__name__} [{self._impl.method}] {self._impl.url!r}>"
