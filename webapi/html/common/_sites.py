"""Sites, and same site / schemelessly same site, of the HTML Standard.

Spec: https://html.spec.whatwg.org/multipage/browsers.html#sites

The algorithms are defined on origins; here they also take what an origin comes from: a
``URL`` object, a URL string (parsed without a base), a URL record or a Python library's URL
object (httpx's and yarl's ``URL``, ...: :func:`webapi.url.engine.url_argument`), whose origin
(https://url.spec.whatwg.org/#concept-url-origin) is used. Registrable domains come from
:func:`webapi.url.registrable_domain` (the Public Suffix List). A URL with an opaque origin
(``data:``, ``file:``, ``javascript:``, ...) gets a new opaque origin each time it is asked,
so it is same site with nothing, itself included: keep the origin to compare it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from webapi._webidl import argument_error, require_str
from webapi.url import (
    Host,
    OpaqueOrigin,
    Origin,
    TupleOrigin,
    URLRecord,
    host_parse,
    host_serialize,
    public_suffix,
    registrable_domain,
    url_origin,
)
from webapi.url.engine import url_record_argument

if TYPE_CHECKING:
    from webapi.url import URL

__all__ = [
    "SchemeAndHost",
    "Site",
    "is_registrable_domain_suffix_of_or_is_equal_to",
    "obtain_site",
    "same_site",
    "schemelessly_same_site",
    "serialize_site",
]


class SchemeAndHost(NamedTuple):
    """https://html.spec.whatwg.org/multipage/browsers.html#scheme-and-host"""

    scheme: str
    host: Host


#: https://html.spec.whatwg.org/multipage/browsers.html#site
Site = OpaqueOrigin | SchemeAndHost


def _origin(value: Origin | URL | URLRecord | str, function: str, parameter: str) -> Origin:
    if isinstance(value, (TupleOrigin, OpaqueOrigin)):
        return value
    return url_origin(url_record_argument(value, function, parameter, "an origin or "))


def obtain_site(origin: Origin | URL | URLRecord | str) -> Site:
    """https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site"""
    return _obtain_site(_origin(origin, "obtain_site", "origin"))


def _obtain_site(origin: Origin) -> Site:
    # "If origin is an opaque origin, then return origin."
    if isinstance(origin, OpaqueOrigin):
        return origin
    domain = registrable_domain(origin.host)
    # "If origin's host's registrable domain is null, then return (origin's scheme, origin's
    # host)."
    if domain is None:
        return SchemeAndHost(origin.scheme, origin.host)
    # "Return (origin's scheme, origin's host's registrable domain)."
    return SchemeAndHost(origin.scheme, domain)


def _sites_same_site(a: Site, b: Site) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#concept-site-same-site"""
    if isinstance(a, OpaqueOrigin) or isinstance(b, OpaqueOrigin):
        return a is b
    return a.scheme == b.scheme and a.host == b.host


def schemelessly_same_site(
    a: Origin | URL | URLRecord | str, b: Origin | URL | URLRecord | str
) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site"""
    a, b = _origin(a, "schemelessly_same_site", "a"), _origin(b, "schemelessly_same_site", "b")
    # "If A and B are the same opaque origin, then return true."
    if isinstance(a, OpaqueOrigin) or isinstance(b, OpaqueOrigin):
        return a is b
    host_a, host_b = a.host, b.host
    domain_a = registrable_domain(host_a)
    # "If hostA equals hostB and hostA's registrable domain is null, then return true."
    if host_a == host_b and domain_a is None:
        return True
    # "If hostA's registrable domain equals hostB's registrable domain and is non-null, then
    # return true."
    return domain_a is not None and domain_a == registrable_domain(host_b)


def same_site(
    a: Origin | Site | URL | URLRecord | str, b: Origin | Site | URL | URLRecord | str
) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#same-site (for origins and what
    gives one) and https://html.spec.whatwg.org/multipage/browsers.html#concept-site-same-site
    (for two sites, as :func:`obtain_site` returns them)."""
    if isinstance(a, SchemeAndHost) and isinstance(b, SchemeAndHost):
        return _sites_same_site(a, b)
    site_a = a if isinstance(a, SchemeAndHost) else _obtain_site(_origin(a, "same_site", "a"))
    site_b = b if isinstance(b, SchemeAndHost) else _obtain_site(_origin(b, "same_site", "b"))
    return _sites_same_site(site_a, site_b)


def serialize_site(site: Site) -> str:
    """https://html.spec.whatwg.org/multipage/browsers.html#serialization-of-a-site"""
    if isinstance(site, OpaqueOrigin):
        return "null"
    if not isinstance(site, SchemeAndHost):
        raise argument_error("serialize_site", "site", site, "a site")
    return f"{site.scheme}://{host_serialize(site.host)}"


def is_registrable_domain_suffix_of_or_is_equal_to(
    host_suffix_string: str, original_host: Host | str
) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#is-a-registrable-domain-suffix-of-or-is-equal-to

    Whether a page on ``original_host`` may set ``document.domain`` (or a cookie's domain
    attribute, by the same rule) to ``host_suffix_string``. ``original_host`` is a host, or a
    string host-parsed first.
    """
    function = "is_registrable_domain_suffix_of_or_is_equal_to"
    require_str(host_suffix_string, function, "host_suffix_string")
    if not isinstance(original_host, str | int | tuple) or isinstance(original_host, bool):
        raise argument_error(function, "original_host", original_host, "a host or a str")
    # "If hostSuffixString is the empty string, then return false."
    if host_suffix_string == "":
        return False
    # "Let hostSuffix be the result of parsing hostSuffixString."
    host_suffix = host_parse(host_suffix_string)
    # "If hostSuffix is failure, then return false."
    if host_suffix is None:
        return False
    if isinstance(original_host, str):
        parsed = host_parse(original_host) if original_host else None
        if parsed is None:
            return False
        original_host = parsed
    # "If hostSuffix does not equal originalHost, then:"
    if host_suffix != original_host:
        # "If hostSuffix or originalHost is not a domain, then return false."
        if not isinstance(host_suffix, str) or not isinstance(original_host, str):
            return False
        # "If hostSuffix, prefixed by U+002E (.), does not match the end of originalHost, then
        # return false."
        if not original_host.endswith("." + host_suffix):
            return False
        # "If any of the following are true: hostSuffix equals hostSuffix's public suffix; or
        # hostSuffix, prefixed by U+002E (.), matches the end of originalHost's public suffix,
        # then return false."
        original_suffix = public_suffix(original_host) or ""
        if host_suffix == public_suffix(host_suffix) or original_suffix.endswith("." + host_suffix):
            return False
    return True
