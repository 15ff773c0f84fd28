"""Nothing but the documented exceptions escapes the public API, for any ``str``
input, lone surrogates included."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import wpt
from webapi import URL, URLParseError, URLSearchParams

# Any code point, surrogates included, biased towards URL syntax.
_ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=40)
_URL_PIECES = st.lists(
    st.sampled_from(
        [
            "https://",
            "file:",
            "foo:",
            "//",
            "/",
            "\\",
            "?",
            "#",
            "@",
            ":",
            "[",
            "]",
            "%",
            "%2e",
            "..",
            "a",
            "ß",
            "\ud800",
            "\udc00",
            "\U0001f600",
            "\x00",
            "\t",
            " ",
            "0x7f",
            "1.2.3.4",
            "::1",
            "xn--",
            "\u3002",
            "\u200d",
            "\u0627",
            "99999",
        ]
    ),
    max_size=10,
).map("".join)
_TEXT = st.one_of(_ANY_TEXT, _URL_PIECES)
_SETTERS = wpt.URL_COMPONENTS


@settings(max_examples=300, deadline=None)
@given(text=_TEXT, base=st.one_of(st.none(), _TEXT, st.just("https://example.org/a/b")))
def test_constructor_parse_and_can_parse_agree(text: str, base: str | None) -> None:
    try:
        url = URL(text, base)
    except URLParseError as error:
        assert isinstance(error, TypeError) and isinstance(error, ValueError)
        assert URL.parse(text, base) is None
        assert URL.canParse(text, base) is False
        return
    assert URL.canParse(text, base) is True
    parsed = URL.parse(text, base)
    assert parsed is not None and parsed.href == url.href
    assert url.href.isascii()
    # The href re-parses to the same URL (the serializer's round-trip promise).
    assert URL(url.href).href == url.href


@settings(max_examples=300, deadline=None)
@given(
    start=st.sampled_from(
        [
            "https://u:p@example.org:8080/a/b?c=d#e",
            "file:///C:/x",
            "foo://h/p?q",
            "mailto:x@y",
            "blob:https://a/b",
        ]
    ),
    setter=st.sampled_from(_SETTERS),
    value=_TEXT,
)
def test_setters_only_href_raises(start: str, setter: str, value: str) -> None:
    url = URL(start)
    try:
        setattr(url, setter, value)
    except URLParseError:
        assert setter == "href"
        assert url.href == URL(start).href  # a failed href set changes nothing
        return
    assert url.href.isascii()
    assert URL(url.href).href == url.href
    if not any(c in value for c in "\t\n\r"):
        # (The search setter parses its list from the value as given, tabs and
        # newlines included, while the query loses them.)
        assert str(url.searchParams) == URLSearchParams(url.search).toString()


@settings(max_examples=300, deadline=None)
@given(init=_TEXT, name=_TEXT, value=_TEXT)
def test_search_params_never_raise_for_strings(init: str, name: str, value: str) -> None:
    params = URLSearchParams(init)
    params.append(name, value)
    assert params.has(name)
    params.set(name, value)
    assert params.getAll(name) == [params.get(name)]
    params.sort()
    params.delete(name, value)
    assert not params.has(name, value)
    assert str(params).isascii()
