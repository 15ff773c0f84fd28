"""The API for hyperlink elements (https://html.spec.whatwg.org/multipage/links.html#api-for-hyperlink-elements,
the ``HyperlinkElementUtils`` mixin: ``origin``, ``protocol``, ... ``hash``) and for ``a`` and
``area`` elements (#api-for-a-and-area-elements, ``HTMLHyperlinkElementUtils``: ``href``):
the impl mixin of ``HTMLAnchorElement`` and ``HTMLAreaElement``.

The element's url is set from its ``href`` attribute (encoding-parsed relative to the node
document, ``_document_base``) by "reinitialize url", which every getter and setter runs first;
webapi sets it there rather than keeping it between calls (the one case where the Standard
keeps the old url, a ``blob:`` URL with an opaque path, needs a blob URL store, which webapi
has not). The setters change that url with the URL Standard's setters (``webapi.url``'s URL
implementation: the same basic URL parser steps with the same state overrides), then "update
href" sets the ``href`` attribute to its serialization.
"""

from __future__ import annotations

from webapi._lazy import import_module, lazy_value

from ..common._document_base import encoding_parse_and_serialize_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.url.engine import URLImpl
else:  # (the URL classes load with the first hyperlink's URL read)
    lazy_value(globals(), "URLImpl", lambda: import_module("webapi.url.engine", "").URLImpl)

__all__ = ["HyperlinkElementUtilsImpl"]


class HyperlinkElementUtilsImpl:
    """The ``HyperlinkElementUtils`` and ``HTMLHyperlinkElementUtils`` steps, for an element
    class with the reflected target's hooks (``HTMLElementImpl``)."""

    __slots__ = ()

    def _url(self) -> URLImpl | None:
        """https://html.spec.whatwg.org/multipage/links.html#reinitialise-url ("set the url":
        null without an ``href`` attribute or where it does not parse)."""
        href = self._get_content_attribute("href")  # type: ignore[attr-defined]
        if href is None:
            return None
        serialized = encoding_parse_and_serialize_for(self._node_document, href)  # type: ignore[attr-defined]
        return None if serialized is None else URLImpl.from_href(serialized)

    def _update_href(self, url: URLImpl) -> None:
        """https://html.spec.whatwg.org/multipage/links.html#update-href."""
        self._set_content_attribute("href", url.href)  # type: ignore[attr-defined]

    @property
    def _href(self) -> str:
        """https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-href (the setter
        reflects: ``[ReflectSetter]``)."""
        href = self._get_content_attribute("href")  # type: ignore[attr-defined]
        if href is None:
            return ""  # 3.
        serialized = encoding_parse_and_serialize_for(self._node_document, href)  # type: ignore[attr-defined]
        return href if serialized is None else serialized  # 4.-5.

    @property
    def _origin(self) -> str:
        """https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-origin."""
        url = self._url()
        return "" if url is None else url.origin

    @property
    def _protocol(self) -> str:
        url = self._url()
        return ":" if url is None else url.protocol

    @_protocol.setter
    def _protocol(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.protocol = value
            self._update_href(url)

    @property
    def _username(self) -> str:
        url = self._url()
        return "" if url is None else url.username

    @_username.setter
    def _username(self, value: str) -> None:
        # (the URL Standard's setter returns where the url cannot have a username/password/port)
        url = self._url()
        if url is not None:
            url.username = value
            self._update_href(url)

    @property
    def _password(self) -> str:
        url = self._url()
        return "" if url is None else url.password

    @_password.setter
    def _password(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.password = value
            self._update_href(url)

    @property
    def _host(self) -> str:
        url = self._url()
        return "" if url is None else url.host

    @_host.setter
    def _host(self, value: str) -> None:
        url = self._url()
        if url is not None:  # (and an opaque path: the URL setter returns)
            url.host = value
            self._update_href(url)

    @property
    def _hostname(self) -> str:
        url = self._url()
        return "" if url is None else url.hostname

    @_hostname.setter
    def _hostname(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.hostname = value
            self._update_href(url)

    @property
    def _port(self) -> str:
        url = self._url()
        return "" if url is None else url.port

    @_port.setter
    def _port(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.port = value
            self._update_href(url)

    @property
    def _pathname(self) -> str:
        url = self._url()
        return "" if url is None else url.pathname

    @_pathname.setter
    def _pathname(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.pathname = value
            self._update_href(url)

    @property
    def _search(self) -> str:
        url = self._url()
        return "" if url is None else url.search

    @_search.setter
    def _search(self, value: str) -> None:
        # The URL setter also strips an opaque path's trailing spaces when the query goes;
        # the hyperlink's does not, but its href is parsed again (which strips them) before
        # anything reads it.
        url = self._url()
        if url is not None:
            url.search = value
            self._update_href(url)

    @property
    def _hash(self) -> str:
        url = self._url()
        return "" if url is None else url.hash

    @_hash.setter
    def _hash(self, value: str) -> None:
        url = self._url()
        if url is not None:
            url.hash = value
            self._update_href(url)
