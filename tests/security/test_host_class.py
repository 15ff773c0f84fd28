"""``host_class`` (the kind of a URL's host, IP hosts as ``ipaddress`` objects) and Secure
Contexts' "Is url/origin potentially trustworthy?" with the spec's cases."""

from __future__ import annotations

from ipaddress import IPv4Address, IPv6Address

import pytest

from webapi import URL
from webapi.security import (
    HostKind,
    host_class,
    is_origin_potentially_trustworthy,
    is_potentially_trustworthy,
)
from webapi.url import OpaqueOrigin, TupleOrigin, basic_url_parse


@pytest.mark.parametrize(
    ("url", "kind", "host", "address"),
    [
        ("https://Example.COM/", HostKind.DOMAIN, "example.com", None),
        ("http://0x7f.1/", HostKind.IPV4, "127.0.0.1", IPv4Address("127.0.0.1")),
        ("http://2130706433/", HostKind.IPV4, "127.0.0.1", IPv4Address("127.0.0.1")),
        ("http://[::FFFF:10.0.0.1]/", HostKind.IPV6, "[::ffff:a00:1]", IPv6Address("::ffff:a00:1")),
        ("foo://Example.COM/", HostKind.OPAQUE, "Example.COM", None),
        ("foo://1.2.3.4/", HostKind.OPAQUE, "1.2.3.4", None),
        ("foo://[::1]/", HostKind.IPV6, "[::1]", IPv6Address("::1")),
        ("file:///etc/passwd", HostKind.EMPTY, "", None),
        ("foo:///x", HostKind.EMPTY, "", None),
    ],
)
def test_url_hosts(url: str, kind: HostKind, host: str, address: object) -> None:
    for value in (URL(url), basic_url_parse(url)):
        found = host_class(value)  # type: ignore[arg-type]
        assert found is not None
        assert found.kind is kind
        assert found.host == host
        assert found.address == address
        assert found.is_ip is (address is not None)


def test_no_host() -> None:
    for url in ("mailto:a@b.test", "data:,x", "foo:/x", "javascript:alert(1)"):
        assert host_class(URL(url)) is None


def test_host_strings() -> None:
    found = host_class("0177.0.0.1")
    assert found is not None and found.address == IPv4Address("127.0.0.1")
    assert found.address.is_loopback  # type: ignore[union-attr]
    found = host_class("[0:0::1]")
    assert found is not None and found.kind is HostKind.IPV6 and found.host == "[::1]"
    found = host_class("ＥＸＡＭＰＬＥ.com")
    assert found == (HostKind.DOMAIN, "example.com", None)
    found = host_class("1.2.3.4", special=False)
    assert found == (HostKind.OPAQUE, "1.2.3.4", None)
    assert host_class("", special=False) == (HostKind.EMPTY, "", None)
    for bad in ("", "a b", "[::1", "1.2.3.4.5", "0x100000000", "http://[::1"):
        with pytest.raises(ValueError, match="neither a URL nor a host"):
            host_class(bad)


@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1/", "http://[::ffff:127.0.0.1]/", "https://0x7f.1:8443/x", "http://[::1]/"],
)
def test_a_url_string_is_a_url(url: str) -> None:
    """A URL string is that URL (it used to be taken for a host, and give None): the filter
    ``if (hc := host_class(s)) and not hc.effective_address.is_global: deny`` sees it."""
    found = host_class(url)
    assert found is not None and found == host_class(URL(url))
    assert found.effective_address is not None and found.effective_address.is_loopback


def test_a_url_without_a_host() -> None:
    # "localhost:8080" is a URL of scheme "localhost": it has no host to connect to.
    for url in ("mailto:a@b.test", "data:,x", "localhost:8080"):
        assert host_class(url) is None


@pytest.mark.parametrize(
    ("host", "effective"),
    [
        ("[::ffff:127.0.0.1]", "127.0.0.1"),  # IPv4-mapped
        ("[::ffff:a9fe:a9fe]", "169.254.169.254"),
        ("[::127.0.0.1]", "127.0.0.1"),  # IPv4-compatible
        ("[::10.0.0.1]", "10.0.0.1"),
        ("[64:ff9b::127.0.0.1]", "127.0.0.1"),  # NAT64, the well-known prefix
        ("[64:ff9b::a9fe:a9fe]", "169.254.169.254"),
        ("[2002:7f00:1::]", "127.0.0.1"),  # 6to4
        ("[2002:a9fe:a9fe:1234::1]", "169.254.169.254"),
        ("[::1]", "::1"),  # loopback and unspecified stay IPv6
        ("[::]", "::"),
        ("[2001:db8::1]", "2001:db8::1"),
        ("[64:ff9b:1::a00:1]", "64:ff9b:1::a00:1"),  # a network-specific prefix: not unwrapped
        ("10.0.0.1", "10.0.0.1"),
    ],
)
def test_effective_address(host: str, effective: str) -> None:
    from ipaddress import ip_address

    found = host_class(host)
    assert found is not None
    assert found.effective_address == ip_address(effective)


def test_effective_address_judges_the_embedded_ipv4() -> None:
    # ipaddress does not look inside these forms: is_global is True for NAT64 and 6to4 of
    # loopback, and (before Python 3.13) is_loopback False for the mapped form.
    for host in ("[::ffff:127.0.0.1]", "[64:ff9b::127.0.0.1]", "[2002:7f00:1::]", "[::127.0.0.1]"):
        found = host_class(host)
        assert found is not None and found.effective_address is not None
        assert found.effective_address.is_loopback
        assert not found.effective_address.is_global
    assert host_class("example.com").effective_address is None  # type: ignore[union-attr]


def test_dns_name_drops_the_root_dot() -> None:
    with_dot = host_class("http://metadata.google.internal./")
    without = host_class("http://metadata.google.internal/")
    assert with_dot is not None and without is not None
    assert with_dot.host == "metadata.google.internal."  # the URL Standard keeps it
    assert with_dot.dns_name == without.dns_name == "metadata.google.internal"
    assert host_class("127.0.0.1").dns_name is None  # type: ignore[union-attr]
    assert host_class("foo://Example.COM/").dns_name is None  # type: ignore[union-attr]


# Secure Contexts, "Is url potentially trustworthy?" / "Is origin potentially trustworthy?"
TRUSTWORTHY = [
    "https://example.com/",
    "wss://example.com/",
    "http://127.0.0.1/",
    "http://127.255.255.254:8080/",
    "http://0x7f.1/",  # 127.0.0.1 once the host is parsed
    "http://[::1]/",
    "ws://[0:0::1]/",
    "http://localhost/",
    "http://localhost./",
    "http://LOCALHOST/",
    "http://a.b.localhost/",
    "http://a.localhost./",
    "about:blank",
    "about:srcdoc",
    "data:text/html,x",
    "blob:https://example.com/0f1e",  # the blob URL's origin is its path URL's
    "file:///tmp/x.html",  # see test_file_urls
]
NOT_TRUSTWORTHY = [
    "http://example.com/",
    "ws://example.com/",
    "ftp://example.com/",
    "http://128.0.0.1/",
    "http://126.255.255.255/",
    "http://[::2]/",
    "http://[::ffff:127.0.0.1]/",  # ::1/128 only
    "http://localhost.example/",
    "http://notlocalhost/",
    "http://localhostx/",
    "about:blank#x",
    "about:blank?x",
    "about:config",
    "blob:http://example.com/0f1e",
    "blob:null/0f1e",
    "javascript:alert(1)",
    "foo://example.com/",
    "mailto:a@b.test",
]


@pytest.mark.parametrize("url", TRUSTWORTHY)
def test_potentially_trustworthy(url: str) -> None:
    assert is_potentially_trustworthy(url)
    assert is_potentially_trustworthy(URL(url))


@pytest.mark.parametrize("url", NOT_TRUSTWORTHY)
def test_not_trustworthy(url: str) -> None:
    assert not is_potentially_trustworthy(url)
    assert not is_potentially_trustworthy(URL(url))


def test_origins() -> None:
    assert not is_potentially_trustworthy(OpaqueOrigin())
    assert is_potentially_trustworthy(TupleOrigin("https", "example.com", None))
    assert is_potentially_trustworthy(TupleOrigin("http", 0x7F000001, 80))
    assert not is_potentially_trustworthy(TupleOrigin("http", "example.com", None))
    # Step 6: an origin (not a URL) with the scheme "file".
    assert is_origin_potentially_trustworthy(TupleOrigin("file", "", None))


def test_file_urls() -> None:
    """A file: URL's origin is opaque, so the URL algorithm alone says Not Trustworthy; the
    spec says user agents SHOULD treat file: URLs as potentially trustworthy, and browsers
    do: webapi does by default."""
    assert is_potentially_trustworthy("file:///x")
    assert is_potentially_trustworthy("file://server/share/x")
    assert not is_potentially_trustworthy("file:///x", trust_file=False)


def test_localhost_and_configured_origins() -> None:
    assert not is_potentially_trustworthy("http://localhost/", trust_localhost=False)
    assert is_potentially_trustworthy("http://127.0.0.1/", trust_localhost=False)
    assert is_potentially_trustworthy(
        "http://intranet.test:8080/x", trusted_origins={"http://intranet.test:8080"}
    )
    assert not is_potentially_trustworthy(
        "http://intranet.test/", trusted_origins={"http://intranet.test:8080"}
    )


def test_invalid_url_string() -> None:
    from webapi.url import URLParseError

    with pytest.raises(URLParseError):
        is_potentially_trustworthy("http://[::1")
