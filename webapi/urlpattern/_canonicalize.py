"""The encoding callbacks: canonicalizing pieces of each URL component.

Spec: https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks

Every callback runs the URL engine (:func:`webapi.url.basic_url_parse`, with a state
override where the spec uses one) on a dummy URL; a failure raises ``TypeError``.  The
callbacks are functions of their arguments alone, so those that run the parser remember
their recent results (a failure is not remembered: it is raised again).
"""

from __future__ import annotations

from webapi._cache import bounded_cache_by_arguments
from webapi.url import (
    USERINFO_PERCENT_ENCODE_SET,
    State,
    URLRecord,
    basic_url_parse,
    host_serialize,
    url_path_serialize,
)

__all__ = [
    "canonicalize_a_hash",
    "canonicalize_a_hostname",
    "canonicalize_a_password",
    "canonicalize_a_pathname",
    "canonicalize_a_port",
    "canonicalize_a_protocol",
    "canonicalize_a_search",
    "canonicalize_a_username",
    "canonicalize_an_ipv6_hostname",
    "canonicalize_an_opaque_pathname",
    "create_a_dummy_url",
]

_DUMMY_INPUT = "https://dummy.invalid/"
_dummy_url: URLRecord | None = None


def create_a_dummy_url() -> URLRecord:
    """https://urlpattern.spec.whatwg.org/#create-a-dummy-url

    The dummy URL is parsed once; every call returns a fresh copy of it.
    """
    global _dummy_url
    if _dummy_url is None:
        parsed = basic_url_parse(_DUMMY_INPUT)
        assert parsed is not None
        _dummy_url = parsed
    return _dummy_url.copy()


#: The cache of the callbacks that run the parser: bounded in bytes (a pattern of megabytes
#: is not kept), the arguments and results being strings.
_remembered = bounded_cache_by_arguments(2 << 20, 16 << 10)


def _fail(what: str, value: str) -> TypeError:
    return TypeError(f"invalid {what} {value!r}")


@_remembered
def canonicalize_a_protocol(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol"""
    if value == "":
        return value
    # "the basic URL parser given value followed by "://dummy.invalid/"" (no state
    # override: the protocol setter's restrictions do not apply).
    parse_result = basic_url_parse(value + "://dummy.invalid/")
    if parse_result is None:
        raise _fail("protocol", value)
    return parse_result.scheme


def canonicalize_a_username(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-username"""
    if value == "":
        return value
    # https://url.spec.whatwg.org/#set-the-username on a dummy URL: the userinfo
    # percent-encode set applied to the value.
    return USERINFO_PERCENT_ENCODE_SET.encode(value)


def canonicalize_a_password(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-password"""
    if value == "":
        return value
    # https://url.spec.whatwg.org/#set-the-password on a dummy URL.
    return USERINFO_PERCENT_ENCODE_SET.encode(value)


@_remembered
def canonicalize_a_hostname(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname"""
    if value == "":
        return value
    dummy_url = create_a_dummy_url()
    if basic_url_parse(value, url=dummy_url, state_override=State.HOSTNAME) is None:
        raise _fail("hostname", value)
    host = dummy_url.host
    return "" if host is None else host_serialize(host)


_IPV6_HOSTNAME_CODE_POINTS = frozenset("0123456789abcdefABCDEF[]:")


def canonicalize_an_ipv6_hostname(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname"""
    for code_point in value:
        if code_point not in _IPV6_HOSTNAME_CODE_POINTS:
            raise _fail("IPv6 hostname", value)
    return value.lower()


@_remembered
def canonicalize_a_port(port_value: str, protocol_value: str | None = None) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-port"""
    if port_value == "":
        return port_value
    dummy_url = create_a_dummy_url()
    if protocol_value is not None:
        # Set so that the parser recognizes (and drops) the scheme's default port.
        dummy_url.scheme = protocol_value
    else:
        # Deviation: the dummy URL's "https" would make the parser drop "443" from a port
        # pattern (the URL Standard's port state nulls the scheme's default port), which
        # browsers and the web-platform-tests do not do ({port: "443*"} keeps "443*").
        # Without a protocol no port is a default port.
        dummy_url.scheme = "dummy"
    if basic_url_parse(port_value, url=dummy_url, state_override=State.PORT) is None:
        raise _fail("port", port_value)
    port = dummy_url.port
    return "" if port is None else str(port)


@_remembered
def canonicalize_a_pathname(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname"""
    if value == "":
        return value
    leading_slash = value[0] == "/"
    # Without a leading slash, "/-" keeps the parser from prepending one (and from
    # reading a leading "." as "/."); the two code points are removed again below.
    modified_value = value if leading_slash else "/-" + value
    dummy_url = create_a_dummy_url()
    dummy_url.path = []
    basic_url_parse(modified_value, url=dummy_url, state_override=State.PATH_START)
    result = url_path_serialize(dummy_url)
    if not leading_slash:
        if not result.startswith("/-"):
            # Deviation: ".." segments consumed the inserted "/-" (":/.." becomes "/"), so
            # removing two code points would cut into the value itself; the spec's text
            # returns the remnant, Chromium and Node (ada) throw, as this does.
            raise _fail("pathname", value)
        result = result[2:]
    return result


@_remembered
def canonicalize_an_opaque_pathname(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname"""
    if value == "":
        return value
    dummy_url = create_a_dummy_url()
    dummy_url.path = ""
    if basic_url_parse(value, url=dummy_url, state_override=State.OPAQUE_PATH) is None:
        raise _fail("pathname", value)
    return url_path_serialize(dummy_url)


@_remembered
def canonicalize_a_search(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-search"""
    return _parse_into_an_empty_member(value, "query", State.QUERY)


@_remembered
def canonicalize_a_hash(value: str) -> str:
    """https://urlpattern.spec.whatwg.org/#canonicalize-a-hash"""
    return _parse_into_an_empty_member(value, "fragment", State.FRAGMENT)


def _parse_into_an_empty_member(value: str, member: str, state: State) -> str:
    """The steps of canonicalize a search (``"query"``, query state) and canonicalize a
    hash (``"fragment"``, fragment state), which the spec writes for each: if value is the
    empty string, return value; let dummyURL be the result of creating a dummy URL; set
    dummyURL's <member> to the empty string; run basic URL parser given value with dummyURL
    as url and <state> as state override; return dummyURL's <member>."""
    if value == "":
        return value
    dummy_url = create_a_dummy_url()
    setattr(dummy_url, member, "")
    basic_url_parse(value, url=dummy_url, state_override=state)
    result: str | None = getattr(dummy_url, member)
    return result or ""
