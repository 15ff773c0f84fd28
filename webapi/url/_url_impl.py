"""The URL class's steps.

Spec: https://url.spec.whatwg.org/#url-class

Arguments arrive already converted by the Web IDL layer (``webapi.url._bindings``).

A URL object's URL is kept as its serialization plus component offsets
(see ``_components``): the getters are slices of it.  The URL record the
setters' steps work on is rebuilt from the href on first need (the serializer's
output parses back to an equal URL) and kept while the object is being changed;
after each change the serialization is taken again.
"""

from _thread import allocate_lock

from .._lazy import lazy_function, lazy_imports, lazy_value
from ._components import Components, serialize_with_components
from ._errors import URLParseError, install_explainer
from ._fast_path import (
    fast_parse,
    fast_parse_relative,
    fast_parse_unserialized,
    is_fast_base,
    serialized_href,
)

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Literal, TypeAlias

    from .._cache import BoundedCache
    from ._record import URLRecord
    from ._search_params_impl import URLSearchParamsImpl
    from ._validation_errors import ValidationError

    #: What a ``URL`` object keeps instead of its implementation object until a getter or
    #: setter needs that (``URLExtras._impl``): its href, or the fast path's components.
    URLLeanState: TypeAlias = "Components | str"


__all__ = ["URLImpl", "api_url_parse"]


# The query object's modules and percent-encoding load on first use too: a plain
# URL(...).href needs neither.
def _query_object_for() -> "Callable[[URLImpl, str], URLSearchParamsImpl]":
    from ._search_params_impl import URLSearchParamsImpl

    return URLSearchParamsImpl.for_url


def _userinfo_percent_encode() -> "Callable[[str], str]":
    from ._percent import USERINFO_PERCENT_ENCODE_SET

    return USERINFO_PERCENT_ENCODE_SET.encode


query_object_for = lazy_function(globals(), "query_object_for", _query_object_for)
#: Held while a URL object makes its query object (_thread is built in: always loaded).
_QUERY_OBJECT_LOCK = allocate_lock()
userinfo_percent_encode = lazy_function(
    globals(), "userinfo_percent_encode", _userinfo_percent_encode
)
if TYPE_CHECKING:
    from ._urlencoded import urlencoded_string_parse
else:
    lazy_imports(globals(), "._urlencoded", ("urlencoded_string_parse",))


# Why a parse failed (URLParseError's message and errors) is worked out by ``_validate``, which
# loads when a failure is first explained, not with the parser (see _errors._Explainer).
def _failure_errors(input: str, base: str | None) -> "tuple[bool, list[ValidationError]]":
    from ._validate import failure_errors

    return failure_errors(input, base)


def _explain_domain_to_ascii(input: str, index: int) -> tuple[str, int] | None:
    from ._validate import explain_domain_to_ascii

    return explain_domain_to_ascii(input, index)


install_explainer(_failure_errors, _explain_domain_to_ascii)


# The setters' state overrides: the enum is made on the first one (a setter's first use),
# not at import.
def _state() -> "type[State]":
    from ._states import State

    return State


if TYPE_CHECKING:
    from ._parser import basic_url_parse_usv
    from ._states import State
else:
    # The basic URL parser loads on first use too: the fast paths take most URLs without it.
    # (The bindings' USVString conversion has made every string a scalar value string.)
    lazy_imports(globals(), "._parser", ("basic_url_parse_usv",))
    State = lazy_value(globals(), "State", _state)


def _base_cache() -> "BoundedCache[str, tuple[URLRecord, Components | None] | None]":
    from .._cache import BoundedCache

    return BoundedCache(_BASE_CACHE_BYTES, _BASE_ENTRY_LIMIT)


#: Parsed base URLs by their input (bases repeat: a page's base, a crawler's current page),
#: with their components when the relative fast path takes them, bounded in bytes (made on
#: the first base).  1 MiB holds about a thousand bases of a hundred characters; a base whose
#: entry passes 64 KiB (a 20,000-character base) is parsed each time, never kept.  The parser
#: only reads a base record, never changes it.
_BASE_CACHE_BYTES = 1 << 20
_BASE_ENTRY_LIMIT = 64 << 10
_BASE_CACHE = lazy_value(globals(), "_BASE_CACHE", _base_cache)


def _base_entry_size(base: str, entry: "tuple[URLRecord, Components | None] | None") -> int:
    """The bytes a base cache entry holds: the input, the record's strings and path list,
    and the components' href (``sys.getsizeof`` of each)."""
    from sys import getsizeof

    size = getsizeof(base)
    if entry is None:
        return size
    record, components = entry
    size += getsizeof(record) + getsizeof(record.host)
    for value in (record.scheme, record.username, record.password, record.query, record.fragment):
        size += getsizeof(value)
    path = record.path
    size += getsizeof(path)
    if not isinstance(path, str):
        for segment in path:
            size += getsizeof(segment)
    if components is not None:
        size += getsizeof(components) + getsizeof(components.href)
    return size


def _parse_base(base: str) -> "tuple[URLRecord, Components | None] | None":
    try:
        return _BASE_CACHE.entries[base]
    except KeyError:
        pass
    record = basic_url_parse_usv(base)
    entry = None
    if record is not None:
        components = serialize_with_components(record)
        entry = (record, components if is_fast_base(components) else None)
    _BASE_CACHE.store(base, entry, _base_entry_size(base, entry))
    return entry


def api_url_parse(
    url: str, base: str | None = None, unserialized: bool = False
) -> Components | None:
    """https://url.spec.whatwg.org/#api-url-parser, giving the result as
    components (by the fast paths where they apply).  ``url`` and ``base`` are scalar value
    strings, as the bindings' USVString conversion gives them (``scalar_value_string``).
    ``unserialized``: the caller found that ``serialized_href`` refuses ``url`` (the fast
    path need not try its first pattern again)."""
    # Every absolute fast path starts with a scheme and ":"; an input without ":" (most
    # relative references) is no absolute URL.
    if ":" not in url:
        components = None
    else:
        components = fast_parse_unserialized(url) if unserialized else fast_parse(url)
    if base is None:
        if components is not None:
            return components
        record = basic_url_parse_usv(url)
        return None if record is None else serialize_with_components(record)
    parsed_base = _parse_base(base)
    if parsed_base is None:
        return None
    if components is not None:
        return components
    base_record, base_components = parsed_base
    if base_components is not None:
        components = fast_parse_relative(url, base_components)
        if components is not None:
            return components
    record = basic_url_parse_usv(url, base_record)
    return None if record is None else serialize_with_components(record)


class URLImpl:
    """A URL object's associated URL and query object, and the steps of its
    constructor, static methods, getters and setters."""

    __slots__ = (
        "_hash_start",
        "_host_end",
        "_host_start",
        "_href",
        "_pathname_start",
        "_port",
        "_protocol_end",
        "_query_object",
        "_record",
        "_search_start",
        "_username_end",
    )

    _href: str
    _protocol_end: int
    _username_end: int
    _host_start: int
    _host_end: int
    _port: int | None
    _pathname_start: int
    _search_start: int
    _hash_start: int
    _record: "URLRecord | None"
    _query_object: "URLSearchParamsImpl | None"

    def __init__(self, components: Components, record: "URLRecord | None" = None) -> None:
        """https://url.spec.whatwg.org/#concept-url-initialize

        The query object is created on first use: until then there is no list
        to keep in sync, and creating it later from the URL's query gives the
        list the spec's eager steps would hold.
        """
        self._set_components(components)
        self._record = record
        self._query_object = None

    def _set_components(self, components: Components) -> None:
        (
            self._href,
            self._protocol_end,
            self._username_end,
            self._host_start,
            self._host_end,
            self._port,
            self._pathname_start,
            self._search_start,
            self._hash_start,
        ) = components

    @classmethod
    def construct(cls, url: str, base: str | None = None) -> "URLImpl":
        """https://url.spec.whatwg.org/#dom-url-url"""
        components = api_url_parse(url, base)
        if components is None:
            raise URLParseError(url, base)
        return cls(components)

    @classmethod
    def construct_state(cls, url: str, base: str | None = None) -> "URLImpl | URLLeanState":
        """The URL object's state after https://url.spec.whatwg.org/#dom-url-url: its lean
        state, the href, when ``url`` is a serialization that ``serialized_href`` takes and
        ``base`` (if given) parses; otherwise its components (``api_url_parse``: the
        implementation object is made of them on first need).

        (The generated constructor checks the lean form itself when there is no base, and
        calls this when ``serialized_href`` refused ``url``.)  With a base: an input that
        ``serialized_href`` takes starts with a scheme: a special one followed by "//" (the
        parser's special relative or authority state, the one state that looks at a base of
        the same scheme, then goes on as without a base) or "file://" (the file state meets
        "/" and goes on as without a base), or a non-special one (no state looks at the
        base); so the result is the one without a base, once the base has parsed (the API
        URL parser's step 2: "If parsedBase is failure, then return failure")."""
        if base is not None and ":" in url and (href := serialized_href(url)) is not None:
            if _parse_base(base) is None:
                raise URLParseError(url, base)
            return href
        components = api_url_parse(url, base, True)
        if components is None:
            raise URLParseError(url, base)
        return components

    @classmethod
    def from_href(cls, href: str) -> "URLImpl":
        """The implementation object of a URL object in its lean form (see ``_extras``): the
        URL whose serialization is ``href``, which ``serialized_href`` accepted, so that
        ``fast_parse`` gives its components (the ones ``construct`` would have kept)."""
        components = fast_parse(href)
        return cls(components) if components is not None else cls.construct(href)

    @classmethod
    def parse(cls, url: str, base: str | None = None) -> "URLImpl | str | None":
        """https://url.spec.whatwg.org/#dom-url-parse (the URL object's lean state, the
        href, when ``url`` is a serialization that ``serialized_href`` takes and ``base``, if
        given, parses: see ``construct_state``)."""
        if (href := serialized_href(url)) is not None:
            # With a base, the base must parse (see construct_state).
            if base is None or _parse_base(base) is not None:
                return href
            return None
        components = api_url_parse(url, base, True)
        return None if components is None else cls(components)

    @staticmethod
    def can_parse(url: str, base: str | None = None) -> bool:
        """https://url.spec.whatwg.org/#dom-url-canparse"""
        if serialized_href(url) is not None:
            # With a base, the base must parse (see construct_state).
            return base is None or _parse_base(base) is not None
        return api_url_parse(url, base, True) is not None

    @property
    def url(self) -> "URLRecord":
        """https://url.spec.whatwg.org/#concept-url-url"""
        record = self._record
        if record is None:
            record = basic_url_parse_usv(self._href)
            assert record is not None, "a URL serialization always parses"
            self._record = record
        return record

    def _url_changed(self) -> None:
        """Take the serialization again after a step changed the URL record."""
        assert self._record is not None
        self._set_components(serialize_with_components(self._record))

    def _set_userinfo(self, field: "Literal['username', 'password']", value: str) -> None:
        """The username and password setters' steps, the same but for the field they set
        (https://url.spec.whatwg.org/#dom-url-username,
        https://url.spec.whatwg.org/#dom-url-password): "If this's URL cannot have a
        username/password/port, then return."  Then set the username
        (https://url.spec.whatwg.org/#set-the-username) or the password
        (https://url.spec.whatwg.org/#set-the-password) "to the result of running UTF-8
        percent-encode on" ``value`` "using the userinfo percent-encode set"."""
        url = self.url
        if url.cannot_have_username_password_port:
            return
        setattr(url, field, userinfo_percent_encode(value))
        self._url_changed()

    def _parse_unless_opaque_path(self, value: str, state_override: "State") -> None:
        """The host and hostname setters' steps, the same but for the state override
        (https://url.spec.whatwg.org/#dom-url-host, https://url.spec.whatwg.org/#dom-url-hostname):
        "If this's URL has an opaque path, then return."  "Basic URL parse the given value
        with this's URL as url and" ``state_override`` "as state override"."""
        url = self.url
        if url.has_opaque_path:
            return
        basic_url_parse_usv(value, url=url, state_override=state_override)
        self._url_changed()

    def set_query(self, query: str | None) -> None:
        """Set this URL's URL's query (the last step of
        https://url.spec.whatwg.org/#concept-urlsearchparams-update)."""
        self.url.query = query
        self._url_changed()

    @property
    def query_object(self) -> "URLSearchParamsImpl":
        """https://url.spec.whatwg.org/#concept-url-query-object"""
        query_object = self._query_object
        if query_object is None:
            # Made once per URL object, under a lock: two threads reading searchParams first
            # at once must get the same object ([SameObject]), not one each (an orphan whose
            # list the URL's setters would no longer update).
            with _QUERY_OBJECT_LOCK:
                query_object = self._query_object
                if query_object is None:
                    search_start = self._search_start
                    query = self._href[search_start + 1 : self._hash_start]
                    query_object = query_object_for(self, query)
                    self._query_object = query_object
        return query_object

    @property
    def href(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-href"""
        return self._href

    @href.setter
    def href(self, value: str) -> None:
        parsed_url = basic_url_parse_usv(value)
        if parsed_url is None:
            raise URLParseError(value)
        self._record = parsed_url
        self._url_changed()
        query_object = self._query_object
        if query_object is not None:
            query = parsed_url.query
            query_object.list = urlencoded_string_parse(query) if query else []

    def to_json(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-tojson"""
        return self._href

    @property
    def origin(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-origin"""
        href = self._href
        protocol = href[: self._protocol_end]
        if protocol in ("http:", "https:", "ws:", "wss:", "ftp:"):
            # The tuple origin (scheme, host, port, null), serialized.
            return f"{protocol}//{self.host}"
        from ._origin import serialize_origin, url_origin  # loaded on first use

        return serialize_origin(url_origin(self.url))

    @property
    def protocol(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-protocol"""
        return self._href[: self._protocol_end]

    @protocol.setter
    def protocol(self, value: str) -> None:
        basic_url_parse_usv(value + ":", url=self.url, state_override=State.SCHEME_START)
        self._url_changed()

    @property
    def username(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-username"""
        if self._username_end == self._host_start:
            return ""
        return self._href[self._protocol_end + 2 : self._username_end]

    @username.setter
    def username(self, value: str) -> None:
        self._set_userinfo("username", value)

    @property
    def password(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-password"""
        username_end = self._username_end
        if username_end == self._host_start or self._href[username_end] != ":":
            return ""
        return self._href[username_end + 1 : self._host_start - 1]

    @password.setter
    def password(self, value: str) -> None:
        self._set_userinfo("password", value)

    @property
    def host(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-host"""
        hostname = self._href[self._host_start : self._host_end]
        port = self._port
        return hostname if port is None else f"{hostname}:{port}"

    @host.setter
    def host(self, value: str) -> None:
        self._parse_unless_opaque_path(value, State.HOST)

    @property
    def hostname(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-hostname"""
        return self._href[self._host_start : self._host_end]

    @hostname.setter
    def hostname(self, value: str) -> None:
        self._parse_unless_opaque_path(value, State.HOSTNAME)

    @property
    def port(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-port"""
        port = self._port
        return "" if port is None else str(port)

    @port.setter
    def port(self, value: str) -> None:
        url = self.url
        if url.cannot_have_username_password_port:
            return
        if value == "":
            url.port = None
        else:
            basic_url_parse_usv(value, url=url, state_override=State.PORT)
        self._url_changed()

    @property
    def pathname(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-pathname"""
        return self._href[self._pathname_start : self._search_start]

    @pathname.setter
    def pathname(self, value: str) -> None:
        url = self.url
        if url.has_opaque_path:
            return
        url.path = []
        basic_url_parse_usv(value, url=url, state_override=State.PATH_START)
        self._url_changed()

    @property
    def search(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-search"""
        # "If this's URL's query is either null or the empty string, then return
        # the empty string."  Else "?" followed by the query.
        search = self._href[self._search_start : self._hash_start]
        return search if len(search) > 1 else ""

    @search.setter
    def search(self, value: str) -> None:
        url = self.url
        query_object = self._query_object
        if value == "":
            url.query = None
            self._url_changed()
            if query_object is not None:
                query_object.list = []
            return
        input = value[1:] if value[0] == "?" else value
        url.query = ""
        basic_url_parse_usv(input, url=url, state_override=State.QUERY)
        self._url_changed()
        # "Set this's query object's list to the result of parsing input."  Without a
        # query object yet, that list is the one the query object made on first use gets
        # from the new query, unless the parser dropped ASCII tabs or newlines of input:
        # the query is input with code points percent-encoded (never "%", "&", "=" or "+";
        # an escape starts with "%", so it forms no new escape with a "%" before it), and
        # percent-decoding gives back their UTF-8 bytes.  So the list is made then, not
        # here: setting a long search costs no list nobody reads.
        if query_object is None:
            if "\t" not in input and "\n" not in input and "\r" not in input:
                return
            query_object = self._query_object = query_object_for(self, "")
        query_object.list = urlencoded_string_parse(input)

    @property
    def search_params(self) -> "URLSearchParamsImpl":
        """https://url.spec.whatwg.org/#dom-url-searchparams"""
        return self.query_object

    @property
    def hash(self) -> str:
        """https://url.spec.whatwg.org/#dom-url-hash"""
        fragment = self._href[self._hash_start :]
        return fragment if len(fragment) > 1 else ""

    @hash.setter
    def hash(self, value: str) -> None:
        url = self.url
        if value == "":
            url.fragment = None
        else:
            input = value[1:] if value[0] == "#" else value
            url.fragment = ""
            basic_url_parse_usv(input, url=url, state_override=State.FRAGMENT)
        self._url_changed()
