"""The URL class's steps, over its URL record and query object.

Spec: https://url.spec.whatwg.org/#url-class

Arguments arrive already converted by the Web IDL layer (``webapi.url._bindings``).
"""

from __future__ import annotations

from ._errors import URLParseError
from ._host import host_serialize
from ._origin import serialize_origin, url_origin
from ._parser import (
    FRAGMENT,
    HOST,
    HOSTNAME,
    PATH_START,
    PORT,
    QUERY,
    SCHEME_START,
    basic_url_parse,
)
from ._percent import USERINFO_PERCENT_ENCODE_SET
from ._record import URLRecord
from ._search_params_impl import URLSearchParamsImpl
from ._serializer import url_path_serialize, url_serialize
from ._urlencoded import urlencoded_string_parse

__all__ = ["URLImpl", "api_url_parse"]


def api_url_parse(url: str, base: str | None = None) -> URLRecord | None:
    """https://url.spec.whatwg.org/#api-url-parser"""
    parsed_base = None
    if base is not None:
        parsed_base = basic_url_parse(base)
        if parsed_base is None:
            return None
    return basic_url_parse(url, parsed_base)


class URLImpl:
    """A URL object's associated URL record and query object.

    The query object is created on first use; until then there is no list
    to keep in sync, and creating it later from the URL's query gives the
    same list the spec's eager steps would hold.
    """

    __slots__ = ("_query_object", "url")

    #: https://url.spec.whatwg.org/#concept-url-url
    url: URLRecord
    _query_object: URLSearchParamsImpl | None

    def __init__(self, url_record: URLRecord) -> None:
        """https://url.spec.whatwg.org/#concept-url-initialize"""
        self.url = url_record
        self._query_object = None

    @classmethod
    def construct(cls, url: str, base: str | None = None) -> URLImpl:
        """https://url.spec.whatwg.org/#dom-url-url"""
        parsed_url = api_url_parse(url, base)
        if parsed_url is None:
            raise URLParseError(url, base)
        return cls(parsed_url)

    @classmethod
    def parse(cls, url: str, base: str | None = None) -> URLImpl | None:
        """https://url.spec.whatwg.org/#dom-url-parse"""
        parsed_url = api_url_parse(url, base)
        if parsed_url is None:
            return None
        return cls(parsed_url)

    @staticmethod
    def can_parse(url: str, base: str | None = None) -> bool:
        """https://url.spec.whatwg.org/#dom-url-canparse"""
        return api_url_parse(url, base) is not None

    @property
    def query_object(self) -> URLSearchParamsImpl:
        """https://url.spec.whatwg.org/#concept-url-query-object"""
        query_object = self._query_object
        if query_object is None:
            query_object = URLSearchParamsImpl.for_url(self, self.url.query or "")
            self._query_object = query_object
        return query_object

    @property
    def href(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-href"""
        return url_serialize(self.url)

    @href.setter
    def href(self, value: str) -> None:
        parsed_url = basic_url_parse(value)
        if parsed_url is None:
            raise URLParseError(value)
        self.url = parsed_url
        query_object = self._query_object
        if query_object is not None:
            query = parsed_url.query
            query_object.list = urlencoded_string_parse(query) if query else []

    def to_json(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-tojson"""
        return url_serialize(self.url)

    @property
    def origin(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-origin"""
        return serialize_origin(url_origin(self.url))

    @property
    def protocol(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-protocol"""
        return self.url.scheme + ":"

    @protocol.setter
    def protocol(self, value: str) -> None:
        basic_url_parse(value + ":", url=self.url, state_override=SCHEME_START)

    @property
    def username(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-username"""
        return self.url.username

    @username.setter
    def username(self, value: str) -> None:
        if self.url.cannot_have_username_password_port:
            return
        # https://url.spec.whatwg.org/#set-the-username
        self.url.username = USERINFO_PERCENT_ENCODE_SET.encode(value)

    @property
    def password(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-password"""
        return self.url.password

    @password.setter
    def password(self, value: str) -> None:
        if self.url.cannot_have_username_password_port:
            return
        # https://url.spec.whatwg.org/#set-the-password
        self.url.password = USERINFO_PERCENT_ENCODE_SET.encode(value)

    @property
    def host(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-host"""
        url = self.url
        if url.host is None:
            return ""
        if url.port is None:
            return host_serialize(url.host)
        return f"{host_serialize(url.host)}:{url.port}"

    @host.setter
    def host(self, value: str) -> None:
        if self.url.has_opaque_path:
            return
        basic_url_parse(value, url=self.url, state_override=HOST)

    @property
    def hostname(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-hostname"""
        host = self.url.host
        return "" if host is None else host_serialize(host)

    @hostname.setter
    def hostname(self, value: str) -> None:
        if self.url.has_opaque_path:
            return
        basic_url_parse(value, url=self.url, state_override=HOSTNAME)

    @property
    def port(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-port"""
        port = self.url.port
        return "" if port is None else str(port)

    @port.setter
    def port(self, value: str) -> None:
        if self.url.cannot_have_username_password_port:
            return
        if value == "":
            self.url.port = None
        else:
            basic_url_parse(value, url=self.url, state_override=PORT)

    @property
    def pathname(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-pathname"""
        return url_path_serialize(self.url)

    @pathname.setter
    def pathname(self, value: str) -> None:
        url = self.url
        if url.has_opaque_path:
            return
        url.path = []
        basic_url_parse(value, url=url, state_override=PATH_START)

    @property
    def search(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-search"""
        query = self.url.query
        return "?" + query if query else ""

    @search.setter
    def search(self, value: str) -> None:
        url = self.url
        query_object = self._query_object
        if value == "":
            url.query = None
            if query_object is not None:
                query_object.list = []
            return
        input = value[1:] if value[0] == "?" else value
        url.query = ""
        basic_url_parse(input, url=url, state_override=QUERY)
        # The list comes from input, not from the new query: they differ where
        # the parser dropped ASCII tabs and newlines.
        if query_object is None:
            query_object = self._query_object = URLSearchParamsImpl.for_url(self, "")
        query_object.list = urlencoded_string_parse(input)

    @property
    def search_params(self) -> URLSearchParamsImpl:
        """https://url.spec.whatwg.org/#dom-url-searchparams"""
        return self.query_object

    @property
    def hash(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-hash"""
        fragment = self.url.fragment
        return "#" + fragment if fragment else ""

    @hash.setter
    def hash(self, value: str) -> None:
        url = self.url
        if value == "":
            url.fragment = None
            return
        input = value[1:] if value[0] == "#" else value
        url.fragment = ""
        basic_url_parse(input, url=url, state_override=FRAGMENT)
