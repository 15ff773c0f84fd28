"""The Python protocols of ``URL`` and ``URLSearchParams``, hand-written.

The generated classes in ``_bindings`` (from ``idl/url.webidl``) derive from
these mixins, which add what Python users expect and JavaScript results cannot
see: ``repr()`` (the password masked), pickling and copying by value, ``len()``
and ``in`` for search params, and ``to_js()`` under Pyodide.  They work on the
implementation object in ``self._impl``, which the generated class holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from webapi._webidl import execute_prefix, to_js_object, to_usv_string

from ._search_params_impl import URLSearchParamsImpl
from ._url_impl import URLImpl

__all__ = ["URLExtras", "URLSearchParamsExtras"]

_MASK: Final = "****"
_HAS: Final = execute_prefix("URLSearchParams", "has")


class URLExtras:
    """Python protocols of ``URL``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: URLImpl
    _searchParams: object

    def __repr__(self) -> str:
        impl = self._impl
        if impl.password:
            impl = URLImpl.construct(impl.href, None)
            impl.password = _MASK
        return f"<URL {impl.href!r}>"

    def __getstate__(self) -> str:
        return self._impl.href

    def __setstate__(self, state: str) -> None:
        self._impl = URLImpl.construct(state, None)
        self._searchParams = None

    def to_js(self) -> Any:
        """A new native JavaScript ``URL`` made from ``str(self)``, a copy that later
        changes to either object do not reach. Under Pyodide only: elsewhere it raises
        ``RuntimeError``.
        """
        return to_js_object("URL", self._impl.href)


class URLSearchParamsExtras:
    """Python protocols of ``URLSearchParams``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: URLSearchParamsImpl

    def __len__(self) -> int:
        return self._impl.size

    def __contains__(self, name: object) -> bool:
        """``name in params`` is ``params.has(name)``."""
        return self._impl.has(to_usv_string(name, _HAS, 1), None)

    def __repr__(self) -> str:
        return f"<URLSearchParams {self._impl.to_string()!r}>"

    def __getstate__(self) -> list[tuple[str, str]]:
        return list(self._impl.list)

    def __setstate__(self, state: list[tuple[str, str]]) -> None:
        impl = URLSearchParamsImpl("")
        impl.list = list(state)
        self._impl = impl

    def to_js(self) -> Any:
        """A new native JavaScript ``URLSearchParams`` made from ``str(self)``, a copy
        that later changes to either object do not reach. Under Pyodide only: elsewhere
        it raises ``RuntimeError``.
        """
        return to_js_object("URLSearchParams", self._impl.to_string())
