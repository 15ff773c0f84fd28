"""Python protocols of ``URL`` and ``URLSearchParams`` from issue #12, in the hand-written
mixins (``webapi/url/_extras.py``): ``dict(params)`` is JavaScript's
``Object.fromEntries(params)``, ``URL.equals`` is the URL Standard's URL equivalence (``==``
stays identity), and the bridge to ``urllib.parse.SplitResult``."""

from __future__ import annotations

import functools
import sys
from urllib.parse import SplitResult, SplitResultBytes, urlsplit

import pytest

import wpt
from webapi.url import URL, URLParseError, URLSearchParams


@functools.cache
def _valid_urls() -> list[URL]:
    urls = []
    for case in wpt.cases("urltestdata.json"):
        if "failure" not in case.data:
            base = case.data.get("base")
            urls.append(URL(case.data["input"], base))
    return urls


# -- dict(params) ----------------------------------------------------------------------------


def test_dict_keeps_first_appearance_order_and_last_value() -> None:
    params = URLSearchParams("b=1&a=2&b=3&c=&a=4")
    assert dict(params) == {"b": "3", "a": "4", "c": ""}
    assert list(dict(params)) == ["b", "a", "c"]
    assert params["b"] == "3"
    assert params.get("b") == "1"  # get() stays JavaScript's: the first value
    assert dict(URLSearchParams()) == {}


def test_getitem_converts_the_name_and_raises_key_error() -> None:
    params = URLSearchParams([("1", "x"), ("\ufffd", "y")])
    assert params[1] == "x"  # type: ignore[index]
    assert params["\ud800"] == "y"  # a lone surrogate converts to U+FFFD, as in has()
    with pytest.raises(KeyError):
        params["missing"]
    with pytest.raises(TypeError, match=r"^Failed to execute 'get' on 'URLSearchParams'"):
        params[None]  # type: ignore[index]


QUERIES = [
    "a=1&a=2&b=3&a=4",
    "b=&a&b&=x&=y",
    "%61=1&a=2&A=3",
    "x=%FF&x=%F0%9F%8D%85&%E2%82%AC=1",
    "a+b=c+d&a%20b=e",
    "&&&a=1&&",
    "",
]


@pytest.mark.needs_subprocess
def test_dict_equals_object_from_entries_in_node() -> None:
    from oracles import node26_evaluate

    expected = node26_evaluate(
        "(qs) => qs.map((q) => Object.entries(Object.fromEntries(new URLSearchParams(q))))",
        QUERIES,
    )
    assert [list(map(list, dict(URLSearchParams(q)).items())) for q in QUERIES] == expected


# -- URL.equals --------------------------------------------------------------------------------


def test_equals_is_url_equivalence() -> None:
    a = URL("HTTP://Example.COM:80/a/../b?q#x")
    assert a.equals(URL("http://example.com/b?q#x"))
    assert not a.equals(URL("http://example.com/b?q#y"))
    assert a.equals(URL("http://example.com/b?q#y"), exclude_fragments=True)
    assert a.equals(URL("http://example.com/b?q"), exclude_fragments=True)
    # an empty fragment is a fragment: only exclude_fragments ignores it
    assert not URL("http://a/#").equals(URL("http://a/"))
    assert URL("http://a/#").equals(URL("http://a/"), exclude_fragments=True)
    assert not URL("http://a/?").equals(URL("http://a/"), exclude_fragments=True)


def test_equals_sees_changes_and_eq_stays_identity() -> None:
    a, b = URL("http://a/"), URL("http://a/")
    assert a != b and a == a and a.equals(b)
    assert {a, b} == {a, b} and len({a, b}) == 2  # hashable by identity
    b.pathname = "/x"
    assert not a.equals(b)
    a.href = "http://a/x"
    assert a.equals(b)


def test_equals_takes_a_url() -> None:
    with pytest.raises(TypeError, match="takes a URL, not str"):
        URL("http://a/").equals("http://a/")  # type: ignore[arg-type]


def test_every_valid_wpt_url_equals_its_reparsed_href() -> None:
    assert len(_valid_urls()) > 500
    for url in _valid_urls():
        assert url.equals(URL(url.href)), url.href


# -- SplitResult -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("href", "fields"),
    [
        (
            "https://us%20er:pa@[::1]:8080/p/a?q=1&r#f",
            ("https", "us%20er:pa@[::1]:8080", "/p/a", "q=1&r", "f"),
        ),
        ("http://:pw@h/", ("http", ":pw@h", "/", "", "")),
        ("http://u@h/", ("http", "u@h", "/", "", "")),
        ("mailto:a@b.example?subject=x", ("mailto", "", "a@b.example", "subject=x", "")),
        ("file:///C:/x", ("file", "", "/C:/x", "", "")),
        ("sc://h", ("sc", "h", "", "", "")),
        ("sc:/.//p", ("sc", "", "//p", "", "")),
        ("http://a/?#", ("http", "a", "/", "", "")),
    ],
)
def test_split_result_fields(href: str, fields: tuple[str, ...]) -> None:
    result = URL(href).to_split_result()
    assert type(result) is SplitResult
    assert tuple(result) == fields


def _marker_lost(url: URL) -> bool:
    """The documented losses: an empty query or fragment, a non-special empty host."""
    record = url._impl.url
    empty_host = record.host == "" and url.protocol not in ("file:",)
    return record.query == "" or record.fragment == "" or empty_host


def test_every_valid_wpt_url_round_trips() -> None:
    lost = 0
    for url in _valid_urls():
        back = URL.from_split_result(url.to_split_result())
        if _marker_lost(url):
            lost += 1
            assert back.equals(URL.from_split_result(back.to_split_result())), url.href
        else:
            assert back.href == url.href, url.href
    assert lost < len(_valid_urls()) / 10


def test_split_result_matches_urlsplit_of_href() -> None:
    """For URLs without the ``/.`` path marker, the fields are what urllib's own
    ``urlsplit(href)`` finds (the URL Standard's serialization is unambiguous)."""
    for url in _valid_urls():
        if not url.href.startswith(url.protocol + "/."):
            ours, theirs = url.to_split_result(), urlsplit(url.href)
            assert (ours.scheme, ours.netloc, ours.path) == (
                theirs.scheme,
                theirs.netloc,
                theirs.path,
            ), url.href


def test_from_split_result_of_urlsplit() -> None:
    split = urlsplit("https://user@example.com:8443/a b?c d#e f")
    assert URL.from_split_result(split).href == "https://user@example.com:8443/a%20b?c%20d#e%20f"
    assert URL.from_split_result(("sc", "", "//p", "", "")).href == "sc:/.//p"  # type: ignore[arg-type]


def test_from_split_result_is_the_way_back_where_urlunsplit_may_not_be() -> None:
    split = URL("file:////p").to_split_result()
    assert URL.from_split_result(split).href == "file:////p"
    # urllib before Python 3.14 reads the path's // as an authority ("file://p"); 3.14 keeps
    # the empty authority.  Either way from_split_result is what gives the URL back.
    expected = "file:////p" if sys.version_info >= (3, 14) else "file://p"
    assert split.geturl() == expected


def test_from_split_result_errors() -> None:
    with pytest.raises(URLParseError):
        URL.from_split_result(SplitResult("http", "", "", "", ""))
    with pytest.raises(TypeError):
        URL.from_split_result(SplitResultBytes(b"http", b"h", b"/", b"", b""))  # type: ignore[arg-type]
