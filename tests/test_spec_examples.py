"""The URL Standard's JavaScript examples, transliterated line by line to Python
(same names, same order of calls), give the results the spec shows."""

from __future__ import annotations

import pytest

from webapi import URL, URLSearchParams


def test_url_constructor_example() -> None:
    # var input = "https://example.org/💩", url = new URL(input)
    input = "https://example.org/💩"
    url = URL(input)
    # url.pathname // "/%F0%9F%92%A9"
    assert url.pathname == "/%F0%9F%92%A9"


def test_relative_input_without_base_throws() -> None:
    # try { var url = new URL("/🍣🍺") } catch(e) { // that happened }
    with pytest.raises(TypeError):
        URL("/🍣🍺")


def test_relative_input_with_base() -> None:
    # var input = "/🍣🍺", url = new URL(input, document.baseURI)
    document_base_uri = "https://url.spec.whatwg.org/"
    input = "/🍣🍺"
    url = URL(input, document_base_uri)
    # url.href // "https://url.spec.whatwg.org/%F0%9F%8D%A3%F0%9F%8D%BA"
    assert url.href == "https://url.spec.whatwg.org/%F0%9F%8D%A3%F0%9F%8D%BA"


def test_url_object_as_base() -> None:
    # var url = new URL("🏳️‍🌈", new URL("https://pride.example/hello-world"))
    url = URL("🏳️‍🌈", URL("https://pride.example/hello-world"))
    # url.pathname // "/%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    assert url.pathname == "/%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"


def test_search_params_from_a_record() -> None:
    # let params = new URLSearchParams({key: "730d67"})
    params = URLSearchParams({"key": "730d67"})
    # params.toString() // "key=730d67"
    assert params.toString() == "key=730d67"


def test_sorting_reserializes_the_query() -> None:
    # const url = new URL('https://example.com/?a=b ~');
    url = URL("https://example.com/?a=b ~")
    # console.log(url.href);   // "https://example.com/?a=b%20~"
    assert url.href == "https://example.com/?a=b%20~"
    # url.searchParams.sort();
    url.searchParams.sort()
    # console.log(url.href);   // "https://example.com/?a=b+%7E"
    assert url.href == "https://example.com/?a=b+%7E"


def test_search_params_decode() -> None:
    # const url = new URL('https://example.com/?a=~&b=%7E');
    url = URL("https://example.com/?a=~&b=%7E")
    # console.log(url.search);                // "?a=~&b=%7E"
    assert url.search == "?a=~&b=%7E"
    # console.log(url.searchParams.get('a')); // "~"
    assert url.searchParams.get("a") == "~"
    # console.log(url.searchParams.get('b')); // "~"
    assert url.searchParams.get("b") == "~"


def test_sort_example() -> None:
    # const url = new URL("https://example.org/?q=🏳️‍🌈&key=e1f7bc78");
    url = URL("https://example.org/?q=🏳️‍🌈&key=e1f7bc78")
    # url.searchParams.sort();
    url.searchParams.sort()
    # url.search; // "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    assert url.search == "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"
    # const sorted = new URLSearchParams(url.search)
    sorted_ = URLSearchParams(url.search)
    # sorted.sort()
    sorted_.sort()
    assert sorted_.toString() == "key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"


def test_spec_parsing_table() -> None:
    """The "URL parsing" example table: input, base, output (or failure)."""
    rows = [
        ("https:example.org", None, "https://example.org/"),
        ("https://////example.com///", None, "https://example.com///"),
        ("https://example.com/././foo", None, "https://example.com/foo"),
        ("hello:world", "https://example.com/", "hello:world"),
        ("https:example.org", "https://example.com/", "https://example.com/example.org"),
        ("\\example\\..\\demo/.\\", "https://example.com/", "https://example.com/demo/"),
        ("example", "https://example.com/demo", "https://example.com/example"),
        ("file:///C|/demo", None, "file:///C:/demo"),
        ("..", "file:///C:/demo", "file:///C:/"),
        ("file://localhost/", None, "file:///"),
        ("file://loc%61lhost/", None, "file:///"),
        ("https://user:password@example.org/", None, "https://user:password@example.org/"),
        ("https://example.org/foo bar", None, "https://example.org/foo%20bar"),
        ("https://EXAMPLE.com/../x", None, "https://example.com/x"),
        ("https://ex ample.org/", None, None),
        ("example", None, None),
        ("https://example.com:demo", None, None),
        ("http://[www.example.com]/", None, None),
        ("https://example.org//", None, "https://example.org//"),
        ("https://example.com/[]?[]#[]", None, "https://example.com/[]?[]#[]"),
        ("https://example/%?%#%", None, "https://example/%?%#%"),
        ("https://example/%25?%25#%25", None, "https://example/%25?%25#%25"),
    ]
    for input, base, output in rows:
        parsed = URL.parse(input, base)
        assert (parsed.href if parsed is not None else None) == output, (input, base)
