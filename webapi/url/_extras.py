"""The Python protocols of ``URL`` and ``URLSearchParams``, hand-written.

The generated classes in ``_bindings`` (from ``idl/url.webidl``) derive from
these mixins, which add what Python users expect and JavaScript results cannot
see: ``repr()`` (the password masked), pickling and copying by value,
``URL.equals`` (the standard's URL equivalence; ``==`` stays identity, URLs being
mutable), the bridge to ``urllib.parse.SplitResult``, ``len()``, ``in`` and
``dict(params)`` for search params, and ``to_js()`` under Pyodide.  They work on
the implementation object in ``self._impl``, which the generated class holds.
"""

from _thread import allocate_lock

from webapi import _webidl
from webapi._webidl import to_usv_string

from .._lazy import lazy_function, lazy_imports
from ._url_impl import URLImpl

TYPE_CHECKING = False  # typing and urllib.parse are not imported at run time
if TYPE_CHECKING:
    from typing import Any, Final, Self
    from urllib.parse import SplitResult

    from webapi.fileapi import Blob

    from ._search_params_impl import URLSearchParamsImpl
    from ._url_impl import URLLeanState

__all__ = ["URLExtras", "URLSearchParamsExtras"]


def _blob_class() -> "type[Blob]":
    from webapi.fileapi import Blob

    return Blob


def _search_params_impl() -> "type[URLSearchParamsImpl]":
    from ._search_params_impl import URLSearchParamsImpl

    return URLSearchParamsImpl


if TYPE_CHECKING:
    from ._blob_url import create_object_url, revoke_object_url
    from ._serializer import url_equals
else:
    lazy_imports(globals(), "._serializer", ("url_equals",))  # loaded on first use
    lazy_imports(globals(), "._blob_url", ("create_object_url", "revoke_object_url"))
new_search_params_impl = lazy_function(  # loaded by the first URLSearchParams
    globals(), "new_search_params_impl", _search_params_impl
)

_MASK: "Final" = "****"
#: Held while a lean URL object makes its implementation object (_thread is built in).
_IMPL_LOCK = allocate_lock()
# The error-message prefixes as webapi._webidl's execute_prefix words them, written out (its
# module loads on first use).
_HAS: "Final" = "Failed to execute 'has' on 'URLSearchParams'"
_GET: "Final" = "Failed to execute 'get' on 'URLSearchParams'"
_CREATE_OBJECT_URL: "Final" = "Failed to execute 'createObjectURL' on 'URL'"
_REVOKE_OBJECT_URL: "Final" = "Failed to execute 'revokeObjectURL' on 'URL'"
_ABSENT: "Final" = _webidl.ABSENT


class URLExtras:
    """Python protocols of ``URL``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _state: "URLImpl | URLLeanState"
    _searchParams: object

    @property
    def _impl(self) -> URLImpl:
        """The implementation object.  A URL made from a string already in serialized form
        (``_fast_path.serialized_href``) keeps only that string, its href, in ``_state``
        (``URL(s).href`` allocates nothing but the URL object); one the other fast paths take
        keeps their components (``href`` reads them); the first getter or setter that needs
        more makes the implementation object from either, under a lock: two threads doing so
        at once get the same one (a setter's change is never lost to another thread's fresh
        copy)."""
        state = self._state
        if type(state) is not URLImpl:
            with _IMPL_LOCK:
                state = self._state
                if isinstance(state, str):
                    state = self._state = URLImpl.from_href(state)
                elif not isinstance(state, URLImpl):
                    state = self._state = URLImpl(state)
        return state

    @_impl.setter
    def _impl(self, impl: URLImpl) -> None:
        self._state = impl

    def __repr__(self) -> str:
        state = self._state
        if isinstance(state, str):  # in serialized form: no credentials
            return f"<URL {state!r}>"
        state = self._impl
        if state.password:
            state = URLImpl.construct(state.href, None)
            state.password = _MASK
        return f"<URL {state.href!r}>"

    def __getstate__(self) -> str:
        state = self._state
        return state if isinstance(state, str) else state.href

    def __setstate__(self, state: str) -> None:
        href = to_usv_string(state, "URL.__setstate__", 1)
        self._state = URLImpl.construct(href, None)
        self._searchParams = None

    def to_js(self) -> "Any":
        """A new native JavaScript ``URL`` made from ``str(self)``, a copy that later
        changes to either object do not reach. Under Pyodide only: elsewhere it raises
        ``RuntimeError``.
        """
        return _webidl.to_js_object("URL", self._impl.href)

    if TYPE_CHECKING:  # defined by the generated class

        @classmethod
        def _wrap(cls, impl: "URLImpl | URLLeanState") -> Self: ...

    def equals(self, other: "URLExtras", *, exclude_fragments: bool = False) -> bool:
        """Whether this URL and ``other`` are equal, per the URL Standard's URL
        equivalence (https://url.spec.whatwg.org/#concept-url-equals): their
        serializations are the same, without the fragments if ``exclude_fragments``.

        ``==`` compares identity (URLs are mutable); this compares values.
        """
        if not isinstance(other, URLExtras):
            raise TypeError(f"URL.equals() takes a URL, not {type(other).__qualname__}")
        return url_equals(self._impl.url, other._impl.url, bool(exclude_fragments))

    def to_split_result(self) -> "SplitResult":
        """This URL as a ``urllib.parse.SplitResult``, its fields taken from the URL's
        attributes (so already parsed, percent-encoded and normalized as the URL
        Standard does):

        * ``scheme``: the scheme (``protocol`` without its ``:``);
        * ``netloc``: the authority as ``href`` writes it: ``username``, ``:password``
          if there is one and ``@`` if there are credentials, then ``host`` (the
          hostname, IPv6 addresses in brackets, and ``:port`` if there is one); ``""``
          when the host is null or empty;
        * ``path``: ``pathname`` (an opaque path such as ``mailto:``'s as it is);
        * ``query``: ``search`` without its ``?``;
        * ``fragment``: ``hash`` without its ``#``.

        urllib's ``geturl()`` (``urlunsplit``) is not the way back: it has rules of its own
        (it drops an empty query or fragment, writes ``//`` by its list of schemes, and
        reads a path starting with ``//`` as an authority before Python 3.14: ``file:////p``
        comes back as ``file://p``).  :meth:`from_split_result` is: it gives ``href`` back
        except for an empty query or fragment (a bare ``?`` or ``#``) and the empty host of
        a non-special scheme (``sc:///p`` becomes ``sc:/p``).
        """
        from urllib.parse import SplitResult  # loaded on first use

        impl = self._impl
        userinfo = impl.username + (f":{impl.password}" if impl.password else "")
        netloc = (f"{userinfo}@" if userinfo else "") + impl.host
        return SplitResult(
            impl.protocol[:-1], netloc, impl.pathname, impl.search[1:], impl.hash[1:]
        )

    @classmethod
    def from_split_result(cls, split: "SplitResult") -> "Self":
        """A new URL from a ``urllib.parse.SplitResult`` (or any ``(scheme, netloc,
        path, query, fragment)`` of strings), parsed as the URL Standard parses
        ``scheme:[//netloc]path[?query][#fragment]``: ``//`` is written when ``netloc``
        is not empty, ``?``/``#`` when ``query``/``fragment`` are not, and a path
        starting with ``//`` without a netloc is kept a path (the serializer's ``/.``).

        ``URL.from_split_result(url.to_split_result())`` equals ``url`` except for an
        empty query or fragment and an empty host of a non-special scheme
        (``sc:///p`` becomes ``sc:/p``).  Raises ``URLParseError`` (a ``TypeError``
        and ``ValueError``) when the result does not parse, ``TypeError`` for fields
        that are not strings.
        """
        scheme, netloc, path, query, fragment = split
        fields = (scheme, netloc, path, query, fragment)
        if not all(isinstance(field, str) for field in fields):
            raise TypeError("from_split_result() takes a SplitResult of str fields")
        if netloc:
            path = f"//{netloc}{path}"
        elif path.startswith("//"):
            path = f"/.{path}"
        text = f"{scheme}:{path}" + (f"?{query}" if query else "")
        text += f"#{fragment}" if fragment else ""
        return cls._wrap(URLImpl.construct(to_usv_string(text, "URL.from_split_result", 1)))

    # The File API's partial interface URL (https://w3c.github.io/FileAPI/#creating-revoking),
    # written here rather than generated: the generated URL class loads with ``import webapi``,
    # the File API's Blob on first use only.

    @staticmethod
    @_webidl.absent_defaults
    def createObjectURL(obj: "Blob") -> str:
        """``static DOMString createObjectURL((Blob or MediaSource) obj);`` (the File API's):
        a new blob URL, ``blob:null/<uuid>``, naming ``obj`` (a ``Blob`` or ``File``) until
        ``URL.revokeObjectURL`` revokes it. The store keeps the Blob alive till then (there
        is no document whose unloading revokes it: one store per process, its URLs all of
        the origin ``null``; docs/fetch-objects.md, "Blob URLs"). Anything but a Blob is a
        ``TypeError`` (webapi has no ``MediaSource``). Also ``URL.create_object_url``."""
        if obj is _ABSENT:
            raise _webidl.arity_error(_CREATE_OBJECT_URL, 1, obj)
        blob = _blob_class()
        if not isinstance(obj, blob):
            raise _webidl.not_of_type(_CREATE_OBJECT_URL, 1, obj, "(Blob or MediaSource)")
        return create_object_url(obj)

    @staticmethod
    @_webidl.absent_defaults
    def revokeObjectURL(url: object) -> None:
        """``static undefined revokeObjectURL(DOMString url);`` (the File API's): the blob URL
        ``url`` names nothing from now on (a navigation to it is a network error). A string
        that is not a URL, not a ``blob:`` URL or not a live one is ignored, as is a live one
        with a fragment (``url + "#x"`` revokes nothing, as in Chromium). Also
        ``URL.revoke_object_url``."""
        if url is _ABSENT:
            raise _webidl.arity_error(_REVOKE_OBJECT_URL, 1, url)
        revoke_object_url(to_usv_string(url, _REVOKE_OBJECT_URL, 1))

    create_object_url = createObjectURL
    revoke_object_url = revokeObjectURL


class URLSearchParamsExtras:
    """Python protocols of ``URLSearchParams``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: "URLSearchParamsImpl"

    def __len__(self) -> int:
        return self._impl.size

    def __contains__(self, name: object) -> bool:
        """``name in params`` is ``params.has(name)``."""
        return self._impl.has(to_usv_string(name, _HAS, 1), None)

    def __getitem__(self, name: str) -> str:
        """The value of the *last* pair named ``name`` (``KeyError`` if there is none).

        With ``keys()`` this makes ``dict(params)`` equal JavaScript's
        ``Object.fromEntries(params)``: names in the order they first appear, each
        with its last value.  (``params.get(name)`` is the *first* value, as in
        JavaScript; ``params.getAll(name)`` all of them.)
        """
        key = to_usv_string(name, _GET, 1)
        for pair_name, value in reversed(self._impl.list):
            if pair_name == key:
                return value
        raise KeyError(name)

    def __repr__(self) -> str:
        return f"<URLSearchParams {self._impl.to_string()!r}>"

    def __getstate__(self) -> list[tuple[str, str]]:
        return list(self._impl.list)

    def __setstate__(self, state: list[tuple[str, str]]) -> None:
        impl = new_search_params_impl("")
        impl.list = list(state)
        self._impl = impl

    def to_js(self) -> "Any":
        """A new native JavaScript ``URLSearchParams`` made from ``str(self)``, a copy
        that later changes to either object do not reach. Under Pyodide only: elsewhere
        it raises ``RuntimeError``.
        """
        return _webidl.to_js_object("URLSearchParams", self._impl.to_string())
