"""Sites (https://html.spec.whatwg.org/multipage/browsers.html#sites): the spec's example
table, with the list it assumes, and URLs and origins as arguments."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from webapi import URL
from webapi.html import (
    SchemeAndHost,
    is_registrable_domain_suffix_of_or_is_equal_to,
    obtain_site,
    same_site,
    schemelessly_same_site,
    serialize_site,
)
from webapi.url import OpaqueOrigin, TupleOrigin, _public_suffix, url_origin


@pytest.fixture
def spec_list() -> Iterator[None]:
    """ "Given that wildlife.museum, museum, and com are public suffixes and that example.com
    is not" (the current list no longer has wildlife.museum)."""
    _public_suffix.use_public_suffix_list("com\nmuseum\nwildlife.museum\n")
    yield
    _public_suffix.use_public_suffix_list(None)


# A, B, schemelessly same site, same site.
SPEC_TABLE = [
    (("https", "example.com"), ("https", "sub.example.com"), True, True),
    (("https", "example.com"), ("https", "sub.other.example.com"), True, True),
    (("https", "example.com"), ("http", "non-secure.example.com"), True, False),
    (("https", "r.wildlife.museum"), ("https", "sub.r.wildlife.museum"), True, True),
    (("https", "r.wildlife.museum"), ("https", "sub.other.r.wildlife.museum"), True, True),
    (("https", "r.wildlife.museum"), ("https", "other.wildlife.museum"), False, False),
    (("https", "r.wildlife.museum"), ("https", "wildlife.museum"), False, False),
    (("https", "wildlife.museum"), ("https", "wildlife.museum"), True, True),
    (("https", "example.com"), ("https", "example.com."), False, False),
]


@pytest.mark.usefixtures("spec_list")
@pytest.mark.parametrize(("a", "b", "schemeless", "same"), SPEC_TABLE)
def test_spec_table(a: tuple[str, str], b: tuple[str, str], schemeless: bool, same: bool) -> None:
    origin_a = TupleOrigin(a[0], a[1], None)
    origin_b = TupleOrigin(b[0], b[1], None)
    assert schemelessly_same_site(origin_a, origin_b) is schemeless
    assert same_site(origin_a, origin_b) is same
    assert schemelessly_same_site(origin_b, origin_a) is schemeless
    assert same_site(origin_b, origin_a) is same
    # Ports are ignored; URLs give their origins.
    url_a, url_b = f"{a[0]}://{a[1]}:8443/x", f"{b[0]}://{b[1]}/y?z"
    assert schemelessly_same_site(url_a, url_b) is schemeless
    assert same_site(URL(url_a), URL(url_b)) is same


def test_obtain_site() -> None:
    assert obtain_site("https://www.example.com:8080/x") == SchemeAndHost("https", "example.com")
    assert obtain_site(URL("http://whatwg.github.io/")) == SchemeAndHost("http", "whatwg.github.io")
    # No registrable domain: the host itself.
    assert obtain_site("https://github.io/") == SchemeAndHost("https", "github.io")
    assert obtain_site("http://127.0.0.1/") == SchemeAndHost("http", 0x7F000001)
    assert obtain_site("http://[::1]/") == SchemeAndHost("http", (0, 0, 0, 0, 0, 0, 0, 1))
    assert serialize_site(obtain_site("https://a.b.example.co.uk/")) == "https://example.co.uk"
    assert serialize_site(obtain_site("http://[::1]:81/")) == "http://[::1]"
    opaque = obtain_site("data:,x")
    assert isinstance(opaque, OpaqueOrigin)
    assert serialize_site(opaque) == "null"


def test_sites_compare_by_value() -> None:
    assert same_site(obtain_site("https://a.example.com"), obtain_site("https://b.example.com"))
    assert not same_site(
        SchemeAndHost("https", "example.com"), SchemeAndHost("http", "example.com")
    )


def test_opaque_origins_are_same_site_only_with_themselves() -> None:
    origin = url_origin(
        URL("data:,x")._impl._record or __import__("webapi").url.basic_url_parse("data:,x")
    )
    assert same_site(origin, origin)
    assert schemelessly_same_site(origin, origin)
    assert not same_site(origin, OpaqueOrigin())
    assert not same_site("data:,x", "data:,x")  # each parse is a new opaque origin
    assert not same_site(origin, "https://example.com")
    assert not schemelessly_same_site("https://example.com", origin)


def test_hosts_without_registrable_domain_must_be_equal() -> None:
    assert schemelessly_same_site("http://localhost:1/", "https://localhost:2/")
    assert not same_site("http://localhost/", "https://localhost/")
    assert not schemelessly_same_site("http://127.0.0.1/", "http://127.0.0.2/")
    assert schemelessly_same_site("http://0x7f.1/", "http://127.0.0.1/")


# The spec's table for "is a registrable domain suffix of or is equal to", with the list
# snapshot (which has *.compute.amazonaws.com, as the table assumes).
SUFFIX_TABLE = [
    ("0.0.0.0", "0.0.0.0", True),
    ("0x10203", "0.1.2.3", True),
    ("[0::1]", "[::1]", True),
    ("example.com", "example.com", True),
    ("example.com", "example.com.", False),
    ("example.com.", "example.com", False),
    ("example.com", "www.example.com", True),
    ("com", "example.com", False),
    ("example", "example", True),
    ("compute.amazonaws.com", "example.compute.amazonaws.com", False),
    ("example.compute.amazonaws.com", "www.example.compute.amazonaws.com", False),
    ("amazonaws.com", "www.example.compute.amazonaws.com", False),
    ("amazonaws.com", "test.amazonaws.com", True),
]


@pytest.fixture(scope="module")
def snapshot() -> object:
    from wpt.psl import read_text

    _public_suffix.use_public_suffix_list(read_text("public_suffix_list.dat"))
    parsed = _public_suffix._list
    _public_suffix.use_public_suffix_list(None)
    return parsed


@pytest.fixture
def snapshot_list(snapshot: object) -> Iterator[None]:
    _public_suffix._list = snapshot  # type: ignore[assignment]
    yield
    _public_suffix.use_public_suffix_list(None)


@pytest.mark.usefixtures("snapshot_list")
@pytest.mark.parametrize(("suffix", "host", "expected"), SUFFIX_TABLE)
def test_registrable_domain_suffix_table(suffix: str, host: str, expected: bool) -> None:
    assert is_registrable_domain_suffix_of_or_is_equal_to(suffix, host) is expected


def test_registrable_domain_suffix_edge_cases() -> None:
    assert not is_registrable_domain_suffix_of_or_is_equal_to("", "example.com")
    assert not is_registrable_domain_suffix_of_or_is_equal_to("exa mple.com", "example.com")
    assert not is_registrable_domain_suffix_of_or_is_equal_to("1.0.0.1", "2.1.0.0.1")
    assert is_registrable_domain_suffix_of_or_is_equal_to("EXAMPLE.com", "a.b.example.com")
    assert not is_registrable_domain_suffix_of_or_is_equal_to("ample.com", "example.com")
