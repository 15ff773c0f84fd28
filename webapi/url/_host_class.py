"""What kind of host a URL has, for security decisions.

The URL Standard's host (https://url.spec.whatwg.org/#concept-host) is a domain, an IPv4
address, an IPv6 address, an opaque host or an empty host. A URL record holds domains, opaque
hosts and the empty host all as strings, told apart by the URL's scheme (special URLs have
domains, the others opaque hosts). :func:`host_class` says which, and gives IP hosts as
``ipaddress`` objects (``ipaddress`` is imported on first use), so a check such as "is this
loopback or private?" runs on the address the browser would connect to, after every IPv4
number form (``0x7f.1``, ``2130706433``) has been resolved by the host parser.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, NamedTuple

from ._host import Host, host_parse, host_serialize
from ._ipv4 import ipv4_serialize
from ._ipv6 import ipv6_serialize
from ._record import URLRecord

if TYPE_CHECKING:
    from ipaddress import IPv4Address, IPv6Address

    from ._bindings import URL

__all__ = ["HostClass", "HostKind", "host_class"]


class HostKind(enum.Enum):
    """https://url.spec.whatwg.org/#concept-host"""

    DOMAIN = "domain"
    IPV4 = "IPv4"
    IPV6 = "IPv6"
    OPAQUE = "opaque"
    EMPTY = "empty"


class HostClass(NamedTuple):
    kind: HostKind
    #: The host, serialized (https://url.spec.whatwg.org/#concept-host-serializer).
    host: str
    #: The address of an IPv4 or IPv6 host, else ``None``.
    address: IPv4Address | IPv6Address | None

    @property
    def is_ip(self) -> bool:
        return self.address is not None


def _classify(host: Host, special: bool) -> HostClass:
    if isinstance(host, int):
        from ipaddress import IPv4Address

        return HostClass(HostKind.IPV4, ipv4_serialize(host), IPv4Address(host))
    if isinstance(host, tuple):
        from ipaddress import IPv6Address

        value = 0
        for piece in host:
            value = value << 16 | piece
        return HostClass(HostKind.IPV6, f"[{ipv6_serialize(host)}]", IPv6Address(value))
    if host == "":
        return HostClass(HostKind.EMPTY, "", None)
    return HostClass(HostKind.DOMAIN if special else HostKind.OPAQUE, host_serialize(host), None)


def host_class(url_or_host: URL | URLRecord | str, *, special: bool = True) -> HostClass | None:
    """The kind of host of a ``URL`` (or URL record), or of a host string.

    A string is parsed as a host (https://url.spec.whatwg.org/#concept-host-parser) of a
    special URL (``special=False``: of a non-special URL, whose hosts are opaque). Returns
    ``None`` when the URL has no host (``mailto:x``, ``data:,``) or the string is not a host.
    """
    if isinstance(url_or_host, str):
        if url_or_host == "":
            return None if special else HostClass(HostKind.EMPTY, "", None)
        parsed = host_parse(url_or_host, not special)
        return None if parsed is None else _classify(parsed, special)
    if isinstance(url_or_host, URLRecord):
        record = url_or_host
    else:
        from ._parser import basic_url_parse

        found = basic_url_parse(url_or_host.href)
        assert found is not None  # a URL object's href always parses
        record = found
    if record.host is None:
        return None
    return _classify(record.host, record.is_special)
