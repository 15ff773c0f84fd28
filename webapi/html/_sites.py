"""Sites, and same site / schemelessly same site, of the HTML Standard.

Spec: https://html.spec.whatwg.org/multipage/browsers.html#sites

The algorithms are defined on origins; here they also take what an origin comes from: a
``URL`` object, a URL string (parsed without a base) or a URL record, whose origin
(https://url.spec.whatwg.org/#concept-url-origin) is used. Registrable domains come from
:func:`webapi.url.registrable_domain` (the Public Suffix List). A URL with an opaque origin
(``data:``, ``file:``, ``javascript:``, ...) gets a new opaque origin each time it is asked,
so it is same site with nothing, itself included: keep the origin to compare it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from webapi.url._host import Host, host_serialize
from webapi.url._origin import OpaqueOrigin, Origin, TupleOrigin, url_origin
from webapi.url._parser import basic_url_parse
from webapi.url._public_suffix import registrable_domain
from webapi.url._record import URLRecord

if TYPE_CHECKING:
    from webapi.url import URL

__all__ = [
    "SchemeAndHost",
    "Site",
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


def _origin(value: Origin | URL | URLRecord | str) -> Origin:
    if isinstance(value, (TupleOrigin, OpaqueOrigin)):
        return value
    if isinstance(value, URLRecord):
        return url_origin(value)
    href = value if isinstance(value, str) else value.href
    record = basic_url_parse(href)
    if record is None:
        from webapi.url._errors import URLParseError

        raise URLParseError(href)
    return url_origin(record)


def obtain_site(origin: Origin | URL | URLRecord | str) -> Site:
    """https://html.spec.whatwg.org/multipage/browsers.html#obtain-a-site"""
    origin = _origin(origin)
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
    a, b = _origin(a), _origin(b)
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
    site_a = a if isinstance(a, SchemeAndHost) else obtain_site(a)
    site_b = b if isinstance(b, SchemeAndHost) else obtain_site(b)
    return _sites_same_site(site_a, site_b)


def serialize_site(site: Site) -> str:
    """https://html.spec.whatwg.org/multipage/browsers.html#serialization-of-a-site"""
    if isinstance(site, OpaqueOrigin):
        return "null"
    return f"{site.scheme}://{host_serialize(site.host)}"
