"""The ``Location`` interface's steps (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface):
the getters read the active document's URL; the setters copy it, run the URL Standard's basic
URL parser on the copy with the setter's state override (``webapi.url``'s parser: the URL
class's setters' steps) and "Location-object navigate" to the result. A URL that differs from
the document's only in its fragment is a fragment navigation (:mod:`._session_history`); any
other is handed to :func:`._pending_navigation.navigate`.

webapi makes no origin check (a Python program reads every frame's ``location``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from webapi.dom import DOMException
from webapi.url import State, URLRecord, basic_url_parse, url_equals, url_serialize

from ..common._document_base import encoding_parse_for
from ._pending_navigation import navigate
from ._session_history import document_url_record, navigate_to_a_fragment

__all__ = ["LocationImpl", "location_object_navigate"]

_HTTP_SCHEMES = frozenset(("http", "https"))


class LocationImpl:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#location: its relevant
    ``Window`` (whose active document's URL is its url)."""

    __slots__ = ("_ancestor_origins_list", "_window")
    _interface_class: ClassVar[type[Any]]
    _window: Any  # (its WindowImpl: _window imports this module)

    def _init(self, window: Any) -> None:
        self._window = window
        self._ancestor_origins_list: tuple[str, ...] | None = None

    # --- the url

    def _record(self) -> URLRecord:
        """A copy of this ``Location`` object's url (the active document's URL, parsed)."""
        record = document_url_record(self._window._navigable)
        assert record is not None
        return record.copy()

    def _url(self) -> Any:
        from webapi.url import URL

        return URL(self._window._navigable.active_document._url)

    @property
    def _href(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-href"""
        return str(self._window._navigable.active_document._url)

    @_href.setter
    def _href(self, value: str) -> None:
        """Parse ``value`` relative to the document (a ``SyntaxError`` for failure), then
        navigate to it."""
        url = encoding_parse_for(self._window._navigable.active_document, value)
        if url is None:
            raise DOMException(f"'{value}' is not a valid URL.", "SyntaxError")
        location_object_navigate(self, url)

    @property
    def _origin(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-origin"""
        return str(self._url().origin)

    @property
    def _protocol(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-protocol"""
        return str(self._url().protocol)

    @_protocol.setter
    def _protocol(self, value: str) -> None:
        copy = self._record()
        if basic_url_parse(value + ":", url=copy, state_override=State.SCHEME_START) is None:
            raise DOMException(f"'{value}' is an invalid protocol.", "SyntaxError")
        if copy.scheme not in _HTTP_SCHEMES:  # (not an HTTP(S) scheme: terminate)
            return
        location_object_navigate(self, copy)

    @property
    def _host(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-host"""
        return str(self._url().host)

    @_host.setter
    def _host(self, value: str) -> None:
        copy = self._record()
        if copy.has_opaque_path:
            return
        basic_url_parse(value, url=copy, state_override=State.HOST)
        location_object_navigate(self, copy)

    @property
    def _hostname(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hostname"""
        return str(self._url().hostname)

    @_hostname.setter
    def _hostname(self, value: str) -> None:
        copy = self._record()
        if copy.has_opaque_path:
            return
        basic_url_parse(value, url=copy, state_override=State.HOSTNAME)
        location_object_navigate(self, copy)

    @property
    def _port(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-port"""
        return str(self._url().port)

    @_port.setter
    def _port(self, value: str) -> None:
        copy = self._record()
        if copy.cannot_have_username_password_port:
            return
        if value == "":
            copy.port = None
        else:
            basic_url_parse(value, url=copy, state_override=State.PORT)
        location_object_navigate(self, copy)

    @property
    def _pathname(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-pathname"""
        return str(self._url().pathname)

    @_pathname.setter
    def _pathname(self, value: str) -> None:
        copy = self._record()
        if copy.has_opaque_path:
            return
        copy.path = []
        basic_url_parse(value, url=copy, state_override=State.PATH_START)
        location_object_navigate(self, copy)

    @property
    def _search(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-search"""
        return str(self._url().search)

    @_search.setter
    def _search(self, value: str) -> None:
        copy = self._record()
        if value == "":
            copy.query = None
        else:
            copy.query = ""
            basic_url_parse(
                value[1:] if value.startswith("?") else value,
                url=copy,
                state_override=State.QUERY,
                encoding=self._window._navigable.active_document._encoding,
            )
        location_object_navigate(self, copy)

    @property
    def _hash(self) -> str:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-hash"""
        return str(self._url().hash)

    @_hash.setter
    def _hash(self, value: str) -> None:
        """The fragment is set even to the empty string (``location.hash = ""`` leaves a
        ``#`` after a fragment); the same fragment again navigates nowhere, and no fragment
        counts as the empty one (``location.hash = ""`` without a fragment changes nothing, as
        in Chromium and WPT's location_hash_set_empty_string.html)."""
        copy = self._record()
        before = copy.fragment
        copy.fragment = ""
        basic_url_parse(
            value[1:] if value.startswith("#") else value,
            url=copy,
            state_override=State.FRAGMENT,
        )
        if (copy.fragment or "") == (before or ""):
            return
        location_object_navigate(self, copy)

    # --- methods

    def _assign(self, url: str) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-assign"""
        parsed = encoding_parse_for(self._window._navigable.active_document, url)
        if parsed is None:
            raise DOMException(f"'{url}' is not a valid URL.", "SyntaxError")
        location_object_navigate(self, parsed)

    def _replace(self, url: str) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-replace"""
        parsed = encoding_parse_for(self._window._navigable.active_document, url)
        if parsed is None:
            raise DOMException(f"'{url}' is not a valid URL.", "SyntaxError")
        location_object_navigate(self, parsed, "replace")

    def _reload(self) -> None:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-reload:
        reload the navigable (``webapi.html.browsing._navigate``, ``"reload"``)."""
        navigable = self._window._navigable
        navigate(navigable, navigable.active_document._url, "reload")

    @property
    def _ancestor_origins(self) -> tuple[str, ...]:
        """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-ancestororigins:
        the serialized origins of the ancestor navigables' active documents, parent first
        (a tuple of strings standing for a ``DOMStringList``; the same one each time)."""
        found = self._ancestor_origins_list
        if found is None:
            from webapi.dom.engine import document_origin
            from webapi.url import serialize_origin

            origins = []
            navigable = self._window._navigable.parent
            while navigable is not None:
                origins.append(serialize_origin(document_origin(navigable.active_document)))
                navigable = navigable.parent
            found = self._ancestor_origins_list = tuple(origins)
        return found


def location_object_navigate(
    location: LocationImpl, url: URLRecord, history_handling: str = "auto"
) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#location-object-navigate,
    with the first steps of "navigate" (#navigate): "auto" is "replace" for the document's
    own URL, else "push"; a URL with a fragment that equals the document's URL but for the
    fragment navigates to a fragment; any other URL is a cross-document navigation (the
    navigation across documents, ``webapi.html.browsing._navigate``)."""
    from ._navigable import is_discarded

    navigable = location._window._navigable
    if is_discarded(navigable):  # (not fully active)
        return
    document = navigable.active_document
    href = url_serialize(url)
    if history_handling == "auto":
        history_handling = "replace" if href == document._url else "push"
    current = document_url_record(navigable)
    if (
        url.fragment is not None
        and current is not None
        and url_equals(url, current, exclude_fragments=True)
    ):
        navigate_to_a_fragment(
            navigable, href, "replace" if history_handling == "replace" else "push", url
        )
        return
    navigate(navigable, href, history_handling)
