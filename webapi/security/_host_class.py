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

from webapi.url import Host, URLRecord, host_parse, host_serialize
from webapi.url.engine import ipv4_serialize, ipv6_serialize

if TYPE_CHECKING:
    from ipaddress import IPv4Address, IPv6Address

    from webapi.url import URL

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

    @property
    def effective_address(self) -> IPv4Address | IPv6Address | None:
        """The address a security filter should judge: ``address``, except for IPv6
        addresses that carry an IPv4 address a packet can end up at, which give that IPv4
        address (``ipaddress`` does not look inside them: on CPython 3.11
        ``IPv6Address("::ffff:127.0.0.1").is_loopback`` is false):

        - IPv4-mapped, ``::ffff:0:0/96`` (RFC 4291 section 2.5.5.2): ``[::ffff:127.0.0.1]``;
        - IPv4-compatible, ``::/96`` but ``::`` and ``::1`` (RFC 4291 section 2.5.5.1,
          deprecated): ``[::127.0.0.1]``;
        - NAT64's well-known prefix, ``64:ff9b::/96`` (RFC 6052): ``[64:ff9b::127.0.0.1]``;
        - 6to4, ``2002::/16`` (RFC 3056), bits 16 to 47: ``[2002:7f00:1::]``.

        Other forms are not unwrapped (Teredo's obfuscated client address, NAT64 under a
        network-specific prefix such as ``64:ff9b:1::/48``): judge them as IPv6 addresses,
        or deny what is not ``is_global``. ``None`` for hosts that are not IP addresses.
        """
        address = self.address
        if address is None or address.version == 4:
            return address
        value = int(address)
        low = value & 0xFFFF_FFFF
        if value >> 32 in (0xFFFF, _NAT64_PREFIX) or (value >> 32 == 0 and value > 1):
            return _ipv4(low)
        if value >> 112 == 0x2002:
            return _ipv4(value >> 80 & 0xFFFF_FFFF)
        return address

    @property
    def dns_name(self) -> str | None:
        """A domain as DNS resolves it, without the root's trailing dot, for comparing hosts:
        ``metadata.google.internal.`` and ``metadata.google.internal`` are one name to DNS,
        two hosts to the URL Standard (which keeps the dot, as browsers do). ``None`` for
        hosts that are not domains."""
        if self.kind is not HostKind.DOMAIN:
            return None
        return self.host[:-1] if self.host.endswith(".") else self.host


#: 64:ff9b::/96, shifted right by the 32 bits of the IPv4 address it holds.
_NAT64_PREFIX = 0x0064_FF9B_0000_0000_0000_0000


def _ipv4(value: int) -> IPv4Address:
    from ipaddress import IPv4Address

    return IPv4Address(value)


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
    """The kind of host of a URL (a ``URL``, a URL record, a URL string or a Python library's
    URL object such as httpx's and yarl's ``URL``), or of a host.

    A string that parses as a URL (https://url.spec.whatwg.org/#concept-basic-url-parser) is
    that URL: ``host_class("http://[::ffff:127.0.0.1]/")`` is its host's class. Any other
    string must be a host (https://url.spec.whatwg.org/#concept-host-parser) of a special URL
    (``special=False``: of a non-special URL, whose hosts are opaque): ``"0x7f.1"``,
    ``"[::1]"``, ``"example.com"``. No string is both (a host has no ``:`` outside brackets,
    a URL has one after its scheme). A string that is neither raises ``ValueError``; a value
    that is none of these ``TypeError``.

    Returns ``None`` only for a URL that has no host (``mailto:x``, ``data:,``,
    ``localhost:8080``, which is a URL of scheme ``localhost``): nothing to connect to.
    Judge ``effective_address`` for allow/deny decisions (it looks inside IPv4-mapped and
    similar IPv6 addresses), and compare domains by ``dns_name`` (no trailing dot).
    """
    if isinstance(url_or_host, str):
        from webapi._webidl import scalar_value_string
        from webapi.url import basic_url_parse

        # A JavaScript string: surrogate pairs joined, lone surrogates U+FFFD (as URL() does).
        url_or_host = scalar_value_string(url_or_host)
        found = basic_url_parse(url_or_host)
        if found is None:
            if url_or_host == "" and not special:
                return HostClass(HostKind.EMPTY, "", None)
            parsed = host_parse(url_or_host, not special) if url_or_host else None
            if parsed is None:
                of = "" if special else " (of a non-special URL)"
                raise ValueError(f"host_class(): {url_or_host!r} is neither a URL nor a host{of}")
            return _classify(parsed, special)
        record = found
    else:
        from webapi.url.engine import url_record_argument

        record = url_record_argument(url_or_host, "host_class", "url_or_host", "a host or ")
    if record.host is None:
        return None
    return _classify(record.host, record.is_special)
