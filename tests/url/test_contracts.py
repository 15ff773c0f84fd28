"""Contracts that an easy mistake used to turn into a silent wrong answer: a ``str`` where
an iterable goes, a URL string where a host goes, an origin given as JavaScript gives it."""

from __future__ import annotations

import pickle

import pytest

from webapi import URL
from webapi.html import same_site
from webapi.url import (
    URLParseError,
    basic_url_parse,
    canonicalize,
    is_origin_potentially_trustworthy,
    parse_many,
    public_suffix,
    registrable_domain,
)


def test_remove_params_as_one_string_is_one_pattern() -> None:
    url = "https://shop.example/item?utm_source=news&id=7&color=red"
    as_str = canonicalize(url, remove_params="utm_*")
    assert as_str == "https://shop.example/item?color=red&id=7"
    assert as_str == canonicalize(url, remove_params=["utm_*"])
    # Its characters are not patterns: "*" alone would have removed every parameter.
    assert canonicalize("https://a/?x=1&y=2", remove_params="x") == "https://a/?y=2"
    assert canonicalize("https://a/?x=1&y=2", remove_params="*") == "https://a/"
    assert canonicalize("https://a/?ab=1&b=2", remove_params="ab") == "https://a/?b=2"
    with pytest.raises(TypeError, match="'remove_params'"):
        canonicalize("https://a/", remove_params=[b"utm_*"])  # type: ignore[list-item]


def test_parse_many_refuses_a_str() -> None:
    with pytest.raises(TypeError, match=r"parse_many\(\): parameter 'inputs'"):
        parse_many("https://a/")
    assert parse_many(["https://a/"], fields=["href"])["href"] == ["https://a/"]


@pytest.mark.parametrize(
    ("given", "suffix", "registrable"),
    [
        ("https://a.b.example.co.uk/", "co.uk", "example.co.uk"),
        ("http://x.com/", "com", "x.com"),
        ("https://user@WWW.Example.COM:8443/p?q#f", "com", "example.com"),
        ("http://a.example.com./", "com.", "example.com."),
    ],
)
def test_a_url_where_a_host_goes_stands_for_its_host(
    given: str, suffix: str, registrable: str
) -> None:
    for value in (given, URL(given), basic_url_parse(given)):
        assert public_suffix(value) == suffix  # type: ignore[arg-type]
        assert registrable_domain(value) == registrable  # type: ignore[arg-type]


def test_urls_without_a_domain_have_none() -> None:
    for given in ("http://127.0.0.1/", "http://[::1]/", "mailto:x@y.test", "foo://a.example.com/"):
        assert public_suffix(given) is None
        assert registrable_domain(given) is None


def test_trailing_dots_compare_by_dns_name() -> None:
    """The URL Standard keeps a trailing dot; ``HostClass.dns_name`` is the form to compare."""
    from webapi.url import host_class

    assert URL("http://metadata.google.internal./").hostname == "metadata.google.internal."
    assert registrable_domain("a.example.com.") == "example.com."
    assert not same_site("https://a.example.com./", "https://a.example.com/")
    a = host_class("https://a.example.com./")
    b = host_class("https://A.EXAMPLE.com/")
    assert a is not None and b is not None and a.dns_name == b.dns_name == "a.example.com"


@pytest.mark.parametrize(
    ("origin", "expected"),
    [
        ("https://example.com", True),
        ("http://example.com", False),
        ("http://localhost:8080", True),
        ("http://127.0.0.1", True),
        ("null", False),
    ],
)
def test_origin_as_javascript_gives_it(origin: str, expected: bool) -> None:
    assert is_origin_potentially_trustworthy(origin) is expected
    if origin != "null":
        url = URL(origin + "/path?q")
        assert url.origin == origin
        assert is_origin_potentially_trustworthy(url.origin) is expected
        assert is_origin_potentially_trustworthy(url) is expected
        assert is_origin_potentially_trustworthy(basic_url_parse(url.href)) is expected  # type: ignore[arg-type]


def test_origin_that_does_not_parse() -> None:
    with pytest.raises(URLParseError):
        is_origin_potentially_trustworthy("not an origin")


def test_url_parse_error_shows_its_public_module() -> None:
    assert URLParseError.__module__ == "webapi.url"
    assert repr(URLParseError) == "<class 'webapi.url.URLParseError'>"
    try:
        URL("nope")
    except URLParseError as error:
        assert pickle.loads(pickle.dumps(error)).input == "nope"
    import webapi

    assert webapi.URLParseError is URLParseError
