"""``host_class`` (the kind of a URL's host, IP hosts as ``ipaddress`` objects) and Secure
Contexts' "Is url/origin potentially trustworthy?" with the spec's cases."""

from __future__ import annotations

from ipaddress import IPv4Address, IPv6Address

import pytest

from webapi import URL
from webapi.url import (
    HostKind,
    OpaqueOrigin,
    TupleOrigin,
    basic_url_parse,
    host_class,
    is_origin_potentially_trustworthy,
    is_potentially_trustworthy,
)


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
    for bad in ("", "a b", "[::1", "1.2.3.4.5", "0x100000000"):
        assert host_class(bad) is None


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
