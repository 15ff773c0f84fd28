"""What Python users expect of ``Headers`` beyond the IDL: construction from the header
collections of Python's HTTP libraries, ``repr()``, ``name in headers``, and the header list
for :func:`webapi.fetch.header_list`."""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._headers_impl import HeadersImpl

__all__ = ["HeadersExtras", "headers_init"]


def headers_init(init: object) -> object:
    """The constructor's argument, with Python protocols turned into a list of pairs (every
    header kept, repeats included): ``email.message.Message`` and ``http.client.HTTPMessage``
    (``items()``), httpx's ``Headers`` (``multi_items()``), multidict's ``CIMultiDict``
    (aiohttp; ``items()``). Anything else comes back unchanged, for Web IDL's conversion."""
    message = sys.modules.get("email.message")
    if message is not None and isinstance(init, message.Message):
        return [list(pair) for pair in init.items()]
    multi_items = getattr(init, "multi_items", None)
    if callable(multi_items):
        return [list(pair) for pair in multi_items()]
    if callable(getattr(init, "getall", None)) and callable(getattr(init, "items", None)):
        return [list(pair) for pair in init.items()]  # type: ignore[attr-defined]
    return init


class HeadersExtras:
    """The mixin of the generated ``Headers``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: HeadersImpl

    def __contains__(self, name: object) -> bool:
        """``name in headers`` is ``headers.has(name)`` for a valid header name."""
        if not isinstance(name, str):
            return False
        try:
            return self._impl.has(name)
        except TypeError:
            return False

    def __repr__(self) -> str:
        return f"Headers({[list(pair) for pair in self._impl.sort_and_combine]!r})"

    def _header_list(self) -> list[tuple[bytes, bytes]]:
        """The header list, as :func:`webapi.fetch.header_list` takes it."""
        return [
            (name.encode("latin-1"), value.encode("latin-1")) for name, value in self._impl.list
        ]
