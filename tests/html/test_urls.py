"""``webapi.html``: encoding-parsing a URL, the document base URL and ``resolve``, checked
against the HTML Standard's steps (https://html.spec.whatwg.org/multipage/urls-and-fetching.html)."""

from __future__ import annotations

import pytest

from webapi import URL
from webapi.html import (
    document_base_url,
    encoding_parse,
    encoding_parse_and_serialize,
    fallback_base_url,
    frozen_base_url,
    resolve,
)
from webapi.url import URLParseError, basic_url_parse

DOC = "https://example.test/dir/page.html?x=1#top"


def test_encoding_applies_to_the_query_of_special_urls_only() -> None:
    # é is 0xE9 in windows-1252, 0x8E 0xA9 in EUC-JP; the path and fragment stay UTF-8.
    assert resolve("a/é?é#é", DOC, encoding="windows-1252") == (
        "https://example.test/dir/a/%C3%A9?%E9#%C3%A9"
    )
    assert (
        resolve("?日本", DOC, encoding="euc-jp")
        == "https://example.test/dir/page.html?%C6%FC%CB%DC"
    )
    assert resolve("?日本", DOC, encoding="Shift_JIS") == (
        "https://example.test/dir/page.html?%93%FA%96{"
    )
    # "If encoding is not UTF-8 and ... url is not special or url's scheme is "ws" or "wss",
    # then set encoding to UTF-8."
    for href in ("ws://h.test/?é", "wss://h.test/?é", "foo://h.test/?é", "foo:x?é"):
        assert resolve(href, DOC, encoding="windows-1252") == resolve(href, DOC)
        assert "%C3%A9" in (resolve(href, DOC) or "")


def test_unencodable_code_points_become_numeric_references() -> None:
    # "€" is not in ISO-8859-2: percent-encode after encoding writes &#8364;.
    assert resolve("?€", DOC, encoding="iso-8859-2") == (
        "https://example.test/dir/page.html?%26%238364%3B"
    )


def test_utf16_documents_parse_urls_as_utf8() -> None:
    for label in ("utf-16le", "UTF-16BE", "utf-16", "utf_16"):
        assert resolve("?é", DOC, encoding=label) == "https://example.test/dir/page.html?%C3%A9"


def test_python_codec_names_give_the_browsers_encoding() -> None:
    assert resolve("?é", DOC, encoding="latin-1") == resolve("?é", DOC, encoding="windows-1252")
    assert resolve("?ソ", DOC, encoding="cp932") == "https://example.test/dir/page.html?%83\\"


def test_failure_is_none() -> None:
    assert resolve("http://[::1", DOC) is None
    assert resolve("https://exa mple.test/", DOC) is None
    assert encoding_parse("http://a:b:c/", DOC) is None
    assert encoding_parse_and_serialize("http://a:99999/", DOC) is None


def test_encoding_parse_returns_a_url() -> None:
    url = encoding_parse("../b?é", DOC, "windows-1252")
    assert isinstance(url, URL)
    assert url.href == "https://example.test/b?%E9"
    assert url.search == "?%E9"
    url.pathname = "/c"  # an ordinary URL object
    assert url.href == "https://example.test/c?%E9"
    assert encoding_parse_and_serialize("../b?é", URL(DOC), "windows-1252") == (
        "https://example.test/b?%E9"
    )
    assert encoding_parse("https://a.test/", None).href == "https://a.test/"  # type: ignore[union-attr]
    assert encoding_parse("b", None) is None


def test_base_must_be_a_url() -> None:
    with pytest.raises(URLParseError):
        resolve("a", "not a url")
    with pytest.raises(URLParseError):
        encoding_parse("a", "/relative")


def test_document_base_url_without_base_element() -> None:
    assert document_base_url(DOC).href == DOC
    assert resolve("#f", DOC) == "https://example.test/dir/page.html?x=1#f"
    assert resolve("", DOC) == "https://example.test/dir/page.html?x=1"


def test_first_base_href_is_parsed_against_the_document_url() -> None:
    assert document_base_url(DOC, "../other/").href == "https://example.test/other/"
    assert resolve("x", DOC, base_href="../other/") == "https://example.test/other/x"
    assert resolve("x", DOC, base_href="https://cdn.test/a/b") == "https://cdn.test/a/x"


def test_base_href_uses_the_document_encoding() -> None:
    # "parsing the value of element's href content attribute with document's fallback base
    # URL, and document's character encoding"
    base = document_base_url(DOC, "/b/?é", "windows-1252")
    assert base.href == "https://example.test/b/?%E9"
    assert resolve("", DOC, base_href="/b/?é", encoding="windows-1252") == (
        "https://example.test/b/?%E9"
    )


def test_unusable_base_href_falls_back_to_the_document_url() -> None:
    for href in ("http://[bad/", "https://exa mple/", "data:,x", "javascript:void(0)", " DATA:x"):
        assert document_base_url(DOC, href).href == DOC
        assert resolve("y", DOC, base_href=href) == "https://example.test/dir/y"


def test_empty_base_href_is_the_document_url_without_fragment() -> None:
    assert document_base_url(DOC, "").href == "https://example.test/dir/page.html?x=1"


def test_about_blank_and_srcdoc() -> None:
    parent = "https://parent.test/a/b.html"
    # about:blank with an about base URL (its creator's base URL) uses it.
    assert fallback_base_url("about:blank", about_base_url=parent).href == parent
    assert fallback_base_url("about:blank#x", about_base_url=parent).href == parent
    assert resolve("c", "about:blank", about_base_url=parent) == "https://parent.test/a/c"
    # Without one, the document's URL: relative URLs do not parse against about:blank.
    assert fallback_base_url("about:blank").href == "about:blank"
    assert resolve("c", "about:blank") is None
    assert resolve("#c", "about:blank") == "about:blank#c"
    # about:blank?x and about:BLANK do not match about:blank... the scheme is lowercased.
    assert fallback_base_url("about:blank?x", about_base_url=parent).href == parent
    assert fallback_base_url("about:blanker", about_base_url=parent).href == "about:blanker"
    # An iframe srcdoc document always takes its about base URL.
    assert resolve("c", "about:srcdoc", about_base_url=parent) == "https://parent.test/a/c"
    with pytest.raises(ValueError, match="about_base_url"):
        resolve("c", "about:srcdoc")
    # A <base href> in a srcdoc document resolves against the parent's base URL.
    assert frozen_base_url("d/", "about:srcdoc", about_base_url=parent).href == (
        "https://parent.test/a/d/"
    )


def test_resolve_matches_the_url_constructor_for_utf8() -> None:
    for href in ("a", "/b?c#d", "//h.test/x", "https://ü.test/ö?ä#ß", "?q", "#f", "../../x"):
        assert resolve(href, DOC) == URL(href, DOC).href


def test_document_url_is_not_changed() -> None:
    doc = URL(DOC)
    base = document_base_url(doc)
    base.hash = "changed"
    assert doc.href == DOC


@pytest.mark.parametrize("label", ["rot13", "no-such-encoding"])
def test_every_function_that_takes_an_encoding_refuses_an_unknown_label(label: str) -> None:
    # Issue #34 item 7: document_base_url returned a URL where resolve raised (the label was
    # only looked up when a query needed it).
    with pytest.raises(LookupError):
        document_base_url("http://h/", None, encoding=label)
    with pytest.raises(LookupError):
        document_base_url("http://h/", "x", encoding=label)
    with pytest.raises(LookupError):
        frozen_base_url("x", "http://h/", encoding=label)
    with pytest.raises(LookupError):
        resolve("x", "http://h/", encoding=label)
    with pytest.raises(LookupError):
        encoding_parse("x", "http://h/", label)
    with pytest.raises(LookupError):
        encoding_parse_and_serialize("#x", "http://h/", label)
    with pytest.raises(LookupError):
        basic_url_parse("http://h/", encoding=label)
    # A Python codec name that browsers know is still taken: latin-1 is windows-1252.
    assert resolve("?\u00e9", "http://h/", encoding="latin-1") == "http://h/?%E9"
    assert document_base_url("http://h/", None, encoding="latin-1").href == "http://h/"


def test_resolve_of_urls_already_in_serialized_form() -> None:
    # resolve() returns an absolute URL that the lean shortcut (serialized_href) takes as it
    # is: the answer the full steps give, whatever the document, <base href> and encoding.
    import wpt
    from webapi.url.engine import serialized_href

    hrefs = [
        "https://a.example/x?q=1&r=%41#f",
        "http://a.b/c?'",
        "file:///C:/x",
        "mailto:a@b.example?subject=hi",
        "data:text/html,<p> x </p>",
    ] + [case.data["input"] for case in wpt.cases("urltestdata.json")]
    documents = [
        (DOC, None),
        ("file:///C:/dir/page.html", None),
        (DOC, "http://other.example/base/"),
        (DOC, "not a url ["),
        ("about:blank", None),
    ]
    encodings = ["UTF-8", "windows-1252", "Shift_JIS", "EUC-JP", "ISO-2022-JP", "gb18030"]
    encodings += ["UTF-16LE", "Big5", "x-user-defined"]
    checked = 0
    for href in hrefs:
        if serialized_href(href) is None:
            continue
        for document, base_href in documents:
            about = DOC if document == "about:blank" else None
            for encoding in encodings:
                base = document_base_url(document, base_href, encoding, about_base_url=about)
                full = encoding_parse_and_serialize(href, base, encoding)
                got = resolve(
                    href, document, base_href=base_href, encoding=encoding, about_base_url=about
                )
                assert got == full == href, (href, document, base_href, encoding)
                checked += 1
    assert checked > 1000
