"""What Python users expect of ``Headers`` beyond the IDL: construction from the header
collections of Python's HTTP libraries (every field line kept, in order), the mapping
protocol where JavaScript code reaches for it (``dict(headers)`` is
``Object.fromEntries(headers)``), ``repr()``, copying and pickling, ``to_js()``, and the
header list for :func:`webapi.fetch.header_list`."""

from __future__ import annotations

import sys

from webapi._webidl import multi_value_pairs

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator
    from typing import Any

    from ._headers_impl import HeadersImpl

__all__ = ["HeadersExtras", "headers_init"]


def _text(value: object) -> object:
    """A header name or value from a Python container: bytes are isomorphic decoded (each
    byte one code point, https://infra.spec.whatwg.org/#isomorphic-decode), as Fetch reads a
    header's bytes; anything else is left for Web IDL's ByteString conversion."""
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("latin-1")
    return value


def _pairs(pairs: Iterable[tuple[object, object]]) -> list[list[object]]:
    return [[_text(name), _text(value)] for name, value in pairs]


def headers_init(init: object) -> object:
    """The constructor's argument, with the header containers of Python's HTTP libraries
    turned into a list of ``[name, value]`` pairs, every field line kept in order (a header
    sent twice is two pairs, as Fetch's header list has it):

    - ``email.message.Message`` and ``http.client.HTTPMessage`` (urllib's responses),
      ``wsgiref.headers.Headers``: ``items()``;
    - the multi-value mappings of :func:`webapi._webidl.multi_value_pairs` (the one
      recognition the union conversions share): httpx's ``Headers`` (``multi_items()``),
      urllib3's ``HTTPHeaderDict`` (requests' ``response.raw.headers``: ``iteritems()``),
      werkzeug's ``Headers`` (Flask: ``to_wsgi_list()``), multidict's
      ``CIMultiDict``/``MultiDict`` and their proxies (aiohttp: ``items()``, which has every
      value there), Scrapy's ``Headers`` and other mappings of a name to a list of values
      (each value of ``getlist(name)`` for each name); bytes are isomorphic decoded.

    Anything else comes back unchanged, for Web IDL's conversion (a mapping is a
    ``record<ByteString, ByteString>``, other iterables a sequence of pairs)."""
    if type(init) is list or type(init) is tuple or type(init) is dict or init is None:
        return init  # what Web IDL converts (none of them has the methods below)
    message = sys.modules.get("email.message")
    if message is not None and isinstance(init, message.Message):
        return _pairs(init.items())
    wsgiref_headers = sys.modules.get("wsgiref.headers")
    if wsgiref_headers is not None and isinstance(init, wsgiref_headers.Headers):
        return _pairs(init.items())
    pairs = multi_value_pairs(init)
    return init if pairs is None else _pairs(pairs)


def _describe(state: object) -> str:
    """A short account of a malformed state, for its error (not the whole of it)."""
    if type(state) is list or type(state) is tuple:
        return f"a {type(state).__name__} of {len(state)} items"
    return f"an object of type {type(state).__name__!r}"


class HeadersExtras:
    """The mixin of the generated ``Headers``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: HeadersImpl

    def entries(self) -> Iterator[tuple[str, str]]:
        """An iterator over the (name, value) pairs, which sees later changes (also
        ``iter(headers)``): CPython's list iterator over the sorted and combined list, which
        the header list keeps current while an iterator holds it (the Web IDL value pair
        iterator: see ``HeadersImpl``)."""
        impl = self._impl
        if impl._combined_changes == impl._changes:
            return iter(impl._combined)
        return iter(impl.sort_and_combine)

    def __len__(self) -> int:
        """The number of pairs iteration gives (``[...headers].length`` in JavaScript:
        each name once, but ``set-cookie`` once per header)."""
        return len(self._impl.sort_and_combine)

    def __contains__(self, name: object) -> bool:
        """``name in headers`` is ``headers.has(name)`` for a valid header name."""
        if not isinstance(name, str):
            return False
        try:
            return self._impl.has(name)
        except TypeError:
            return False

    def __getitem__(self, name: str) -> str:
        """The value iteration pairs with ``name`` (any case): ``headers.get(name)``, the
        values of every header of that name combined with ``", "``, except for
        ``set-cookie``, which iteration gives once per header, where it is the *last* one.
        ``KeyError`` when there is no such header.

        With ``keys()`` this makes ``dict(headers)`` JavaScript's
        ``Object.fromEntries(headers)`` (lowercase names, sorted).  ``getSetCookie()`` gives
        every ``Set-Cookie`` value.
        """
        if not isinstance(name, str):
            raise TypeError(
                f"a header name is a str (got an object of type {type(name).__name__!r})"
            )
        try:
            lowered = name.lower()
            if lowered == "set-cookie":
                values = self._impl.get_set_cookie()
                if values:
                    return values[-1]
            else:
                value = self._impl.get(name)
                if value is not None:
                    return value
        except TypeError:  # not a header name: no header has it
            pass
        raise KeyError(name)

    def __repr__(self) -> str:
        return f"Headers({[list(pair) for pair in self._impl.sort_and_combine]!r})"

    def __getstate__(self) -> list[tuple[str, str]]:
        """The header list (pickling, ``copy.copy`` and ``copy.deepcopy``: a copy shares
        nothing with the original)."""
        return self._impl.header_list()

    def __copy__(self) -> Any:
        """A copy that shares nothing with this one, as :meth:`__getstate__` and
        :meth:`__setstate__` would make it (an object of the same class holding the header
        list, made with ``__new__``), without checking again the names and values this
        header list already holds."""
        other = type(self).__new__(type(self))
        other._impl = self._impl.copy()
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        """:meth:`__copy__` (a header list holds only strings, which copy as themselves)."""
        return self.__copy__()

    def __setstate__(self, state: object) -> None:
        """The header list restored from ``state`` (what :meth:`__getstate__` gives) at once,
        checked as the constructor checks a list of pairs (``construct_common``: every name
        a header name, every value a header value): a ``TypeError`` for a malformed state,
        whatever it holds (a pickle is code to trust; a state is data)."""
        from ._headers_impl import HeadersImpl

        impl = None
        if type(state) is list or type(state) is tuple:
            impl = HeadersImpl.construct_common(state)
        if impl is None:
            raise TypeError(
                "a Headers state is a list of (name, value) pairs of a header name and a "
                f"header value (got {_describe(state)})"
            )
        self._impl = impl

    def to_js(self) -> Any:
        """A new native JavaScript ``Headers`` made from the header list (every header, in
        order), a copy that later changes to either object do not reach. Under Pyodide only:
        elsewhere it raises ``RuntimeError``."""
        from .. import _webidl

        return _webidl.to_js_object("Headers", [list(pair) for pair in self._impl.header_list()])

    def _header_list(self) -> list[tuple[bytes, bytes]]:
        """The header list, as :func:`webapi.fetch.header_list` takes it."""
        return [
            (name.encode("latin-1"), value.encode("latin-1"))
            for name, value in self._impl.header_list()
        ]
