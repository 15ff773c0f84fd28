"""Every URL entry point takes a Python str as a JavaScript string, as ``URL()`` does (Web
IDL's USVString): a high surrogate followed by a low one is the supplementary code point they
stand for, a lone surrogate U+FFFD (issue #30 items 15 and 16)."""

from __future__ import annotations

import pytest

from webapi import URL
from webapi.crawl import canonicalize, parse_many, urljoin
from webapi.html import (
    document_base_url,
    encoding_parse_and_serialize,
    is_registrable_domain_suffix_of_or_is_equal_to,
    resolve,
)
from webapi.node.url import domainToASCII, fileURLToPath, pathToFileURL
from webapi.security import audit, host_class
from webapi.url import basic_url_parse, host_parse, url_serialize, validate

PAIR = "\ud800\udc00"  # U+10000 written as two UTF-16 code units
LONE = "\ud800"
PAIR_PATH = "%F0%90%80%80"  # U+10000, UTF-8 percent-encoded
LONE_PATH = "%EF%BF%BD"  # U+FFFD


@pytest.mark.parametrize(("text", "encoded"), [(PAIR, PAIR_PATH), (LONE, LONE_PATH)])
def test_the_url_constructor_is_the_reference(text: str, encoded: str) -> None:
    assert URL(f"http://h/{text}").href == f"http://h/{encoded}"


@pytest.mark.parametrize(("text", "encoded"), [(PAIR, PAIR_PATH), (LONE, LONE_PATH)])
def test_basic_url_parse(text: str, encoded: str) -> None:
    record = basic_url_parse(f"http://h/{text}?{text}#{text}")
    assert record is not None
    assert url_serialize(record) == f"http://h/{encoded}?{encoded}#{encoded}"
    base = basic_url_parse(f"http://h/{text}/")
    record = basic_url_parse(f"x{text}", base)
    assert record is not None and url_serialize(record) == f"http://h/{encoded}/x{encoded}"


def test_a_pair_in_a_host() -> None:
    assert URL(f"http://a{PAIR}/").host == "xn--a-w10i"
    record = basic_url_parse(f"http://a{PAIR}/")
    assert record is not None and record.host == "xn--a-w10i"


def test_can_parse_and_validate_agree() -> None:
    # U+1EE00 (ARABIC MATHEMATICAL ALEF) as a pair: a valid host once joined.
    text = "HTTP:\ud83b\ude00"
    assert URL.canParse(text)
    assert not any(error.failure for error in validate(text))
    assert [error.type for error in validate(text)] == ["special-scheme-missing-following-solidus"]


def test_validate_reports_at_the_callers_indices() -> None:
    # A pair is one valid code point (no error) but two indices of the caller's str.
    text = f"http://h/{PAIR}\t {LONE}x{PAIR} "
    errors = [(error.type, error.index) for error in validate(text)]
    assert errors == [("invalid-URL-unit", 17), ("invalid-URL-unit", 11), ("invalid-URL-unit", 12)]
    assert text[17] == " " and text[11] == "\t" and text[12] == " "
    assert validate(f"http://h/{PAIR}") == []


def test_parse_many() -> None:
    inputs = [f"http://h/{PAIR}", f"x{LONE}", f"file:///{PAIR}", f"http://a{PAIR}/"]
    columns = parse_many(inputs, base="http://h/", fields=["href"])
    assert columns["href"] == [
        f"http://h/{PAIR_PATH}",
        f"http://h/x{LONE_PATH}",
        f"file:///{PAIR_PATH}",
        "http://xn--a-w10i/",
    ]
    legacy = parse_many([f"?{PAIR}"], base="http://h/", encoding="windows-1252", fields=["href"])
    assert legacy["href"] == ["http://h/?%26%2365536%3B"]  # &#65536; one code point


def test_resolve_and_document_base_url() -> None:
    assert resolve(PAIR, "http://h/") == f"http://h/{PAIR_PATH}"
    assert resolve("x", "http://h/", base_href=f"/{PAIR}/") == f"http://h/{PAIR_PATH}/x"
    assert resolve(LONE, "http://h/") == f"http://h/{LONE_PATH}"
    assert document_base_url(f"http://h/{PAIR}").href == f"http://h/{PAIR_PATH}"
    assert document_base_url("http://h/", f"{PAIR}/").href == f"http://h/{PAIR_PATH}/"
    assert encoding_parse_and_serialize(PAIR, "http://h/") == f"http://h/{PAIR_PATH}"


def test_canonicalize() -> None:
    assert canonicalize(f"http://h/{PAIR}") == f"http://h/{PAIR_PATH}"
    assert canonicalize(f"x{PAIR}", base="http://h/") == f"http://h/x{PAIR_PATH}"


def test_urljoin() -> None:
    assert urljoin("http://h/", PAIR) == f"http://h/{PAIR_PATH}"
    assert urljoin(f"http://h/{PAIR}/", "x") == f"http://h/{PAIR_PATH}/x"


def test_audit() -> None:
    report = audit(f"http://h/{PAIR}")
    assert report.input == "http://h/\U00010000"
    assert report.browser.path == f"/{PAIR_PATH}"


def test_host_class() -> None:
    found = host_class(f"http://a{PAIR}/")
    assert found is not None and found.host == "xn--a-w10i"
    found = host_class(f"a{PAIR}")
    assert found is not None and found.host == "xn--a-w10i"
    with pytest.raises(ValueError):
        host_class(f"a{LONE}")  # U+FFFD is not allowed in a domain


def test_node_url_helpers() -> None:
    assert fileURLToPath(f"file:///{PAIR}", windows=False) == "/\U00010000"
    assert pathToFileURL(f"/{PAIR}", windows=False).href == f"file:///{PAIR_PATH}"
    assert domainToASCII(f"a{PAIR}") == "xn--a-w10i"


def test_host_parser_and_document_domain() -> None:
    errors: list[tuple[str, int, bool]] = []
    assert host_parse(f"a{PAIR}") == "xn--a-w10i"
    assert host_parse(f"{PAIR}%zz", True, lambda *error: errors.append(error)) == "%F0%90%80%80%zz"
    assert errors == [("invalid-URL-unit", 2, False)]  # the "%" after the pair's two units
    assert is_registrable_domain_suffix_of_or_is_equal_to(f"b{PAIR}.com", f"a.b{PAIR}.com")
    assert is_registrable_domain_suffix_of_or_is_equal_to("xn--b-w10i.com", f"a.b{PAIR}.com")


def test_a_pickled_url_with_surrogates() -> None:
    import pickle

    url = URL("http://h/")
    url.__setstate__(f"http://h/{PAIR}")  # a pickle written by hand
    assert url.href == f"http://h/{PAIR_PATH}"
    assert pickle.loads(pickle.dumps(url)).href == url.href
