"""``webapi.crawl.canonicalize``: the de-duplication key. Properties (idempotence, ...) are in
``tests/properties/test_canonicalize_properties.py``; the comparison with w3lib in
``canonicalize_w3lib.py`` (its table is ``docs/canonicalize.md``; checked here, slow)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from webapi import URL
from webapi.crawl import canonicalize
from webapi.url import URLParseError

DOC = Path(__file__).resolve().parents[2] / "docs" / "canonicalize.md"


def test_builds_on_the_whatwg_serialization() -> None:
    assert canonicalize("HTTP://EXAMPLE.com:80/a/./b/../c") == "http://example.com/a/c"
    assert canonicalize("https://ＥＸＡＭＰＬＥ.com/") == "https://example.com/"
    assert canonicalize("http://0x7f.1/") == "http://127.0.0.1/"
    assert canonicalize("http://faß.de/") == "http://xn--fa-hia.de/"
    assert canonicalize("https:\\\\example.com\\a") == "https://example.com/a"
    assert canonicalize("b?x", "http://h.test/a/") == "http://h.test/a/b?x"
    assert canonicalize(URL("http://h.test/#f")) == "http://h.test/"


def test_fragment() -> None:
    assert canonicalize("http://h.test/p#frag") == "http://h.test/p"
    assert canonicalize("http://h.test/p#frag", keep_fragment=True) == "http://h.test/p#frag"
    assert canonicalize("http://h.test/p#%7e", keep_fragment=True) == "http://h.test/p#~"


def test_decode_unreserved() -> None:
    assert canonicalize("http://h.test/%7euser/%41%2d%2E%5f?%61=%62") == (
        "http://h.test/~user/A-._?a=b"
    )
    # Reserved and non-ASCII stay encoded; their hex digits are uppercased.
    assert canonicalize("http://h.test/a%2fb%3d%c3%a9?x=%26%3d") == (
        "http://h.test/a%2Fb%3D%C3%A9?x=%26%3D"
    )
    assert canonicalize("http://h.test/%7e", decode_unreserved=False) == "http://h.test/%7e"
    # An invalid escape is left alone.
    assert canonicalize("http://h.test/%zz%4") == "http://h.test/%zz%4"


def test_sort_query() -> None:
    assert canonicalize("http://h.test/?b=2&a=1&a=0&&c") == "http://h.test/?a=0&a=1&b=2&c"
    # Sorted by decoded name and value, kept byte for byte.
    assert canonicalize("http://h.test/?%62=1&a=x+y&a=x%20z") == (
        "http://h.test/?a=x+y&a=x%20z&b=1"
    )
    assert canonicalize("http://h.test/?") == "http://h.test/"
    assert canonicalize("http://h.test/?&&") == "http://h.test/"
    assert canonicalize("http://h.test/?b&a", sort_query=False) == "http://h.test/?b&a"
    assert canonicalize("http://h.test/?", sort_query=False) == "http://h.test/?"


def test_remove_params() -> None:
    url = "http://h.test/p?utm_source=x&id=3&UTM_medium=y&utm_medium=z&sid=1#f"
    assert canonicalize(url, remove_params=["utm_*", "sid"]) == "http://h.test/p?UTM_medium=y&id=3"
    assert canonicalize("http://h.test/?sid=1", remove_params=["sid"]) == "http://h.test/"
    assert canonicalize("http://h.test/?s%69d=1&x", remove_params=["sid"]) == "http://h.test/?x"
    assert canonicalize("http://h.test/?b&sid=1&a", remove_params=["sid"], sort_query=False) == (
        "http://h.test/?b&a"
    )


def test_opaque_and_other_urls() -> None:
    assert canonicalize("mailto:%41lice@example.test?subject=%7e") == (
        "mailto:Alice@example.test?subject=~"
    )
    assert canonicalize("data:text/plain,a%20b") == "data:text/plain,a%20b"
    assert canonicalize("myapp://Token") == "myapp://Token"


def test_invalid() -> None:
    with pytest.raises(URLParseError):
        canonicalize("http://[::1")
    with pytest.raises(URLParseError):
        canonicalize("relative")
    with pytest.raises(URLParseError):
        canonicalize("a", "not a base")


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("w3lib") is None, reason="w3lib is not installed")
def test_docs_table_is_current() -> None:
    """The table in docs/canonicalize.md is what ``canonicalize_w3lib.py`` measures now, and
    no difference falls outside the documented classes."""
    import canonicalize_w3lib

    result = canonicalize_w3lib.compare()
    assert all(counts.get("other", 0) == 0 for counts in result.values()), result
    table = canonicalize_w3lib.table(result)
    assert table in DOC.read_text("utf-8"), "regenerate: python tests/crawl/canonicalize_w3lib.py"
