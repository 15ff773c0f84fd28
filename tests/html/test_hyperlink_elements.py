"""``HTMLAnchorElement``/``HTMLAreaElement`` URLs (https://html.spec.whatwg.org/multipage/links.html#api-for-hyperlink-elements):
what web-platform-tests checks in url/url-setters-a-area.window.js (every case of
``setters_tests.json``: ``element.href = href; element[attribute] = new_value;`` then each
expected attribute) and url/a-element.html (every ``urltestdata.json`` case with a base: a
``<base href>`` of the base, ``a.href`` the input, then each component; a failure gives
``protocol`` ":" and the input as ``href``), ported in our words; the data is read from
``$WPT_DATA`` / ``../shared/wpt`` (never copied).

One departure from a-element.html's expectations, the HTML Standard's: a ``base`` element whose
``href`` is a ``data:`` URL does not set the document base URL (its frozen base URL is the
fallback base URL), so the cases with the base ``data:,`` resolve against the document's URL.
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
import wpt
from tests._sample import sampled
from tests._sizes import tiered
from webapi.dom import Document

DOCUMENT_URL = "https://example.org/dir/page.html?q#f"


def _document() -> Any:
    assert webapi.html.HTMLAnchorElement  # (registers the HTML element classes)
    document = Document().implementation.createHTMLDocument("t")
    document._url = DOCUMENT_URL
    return document


def _setters() -> list[Any]:
    data = wpt.load("setters_tests.json")
    return [
        pytest.param(attribute, case, id=f"{attribute}-{i}")
        for attribute, cases in data.items()
        if attribute != "comment"
        for i, case in enumerate(cases)
    ]


@pytest.mark.parametrize(("attribute", "case"), tiered(_setters()))
@pytest.mark.parametrize("tag", ["a", "area"])
@sampled()
def test_wpt_setters(tag: str, attribute: str, case: dict[str, Any]) -> None:
    element = _document().createElement(tag)
    element.href = case["href"]
    setattr(element, attribute, case["new_value"])
    for name, value in case["expected"].items():
        assert getattr(element, name) == value, name


_COMPONENTS = ("href", "protocol", "username", "password", "host", "hostname", "port")
_COMPONENTS += ("pathname", "search", "hash", "origin")


def _url_tests() -> list[Any]:
    return [
        pytest.param(case, id=f"{i}")
        for i, case in enumerate(wpt.load("urltestdata.json"))
        if isinstance(case, dict) and case.get("base") is not None
    ]


@pytest.fixture(scope="module")
def with_base() -> tuple[Any, Any]:
    document = _document()
    base = document.createElement("base")
    document.documentElement.firstChild.appendChild(base)
    return document, base


@pytest.mark.parametrize("case", tiered(_url_tests()))
@sampled()
def test_wpt_a_element(with_base: tuple[Any, Any], case: dict[str, Any]) -> None:
    document, base = with_base
    base.setAttribute("href", case["base"])
    a = document.createElement("a")
    a.setAttribute("href", case["input"])
    if case["base"].startswith("data:"):  # the Standard's frozen base URL: the fallback
        expected = webapi.html.resolve(case["input"], DOCUMENT_URL)
        assert a.href == (case["input"] if expected is None else expected)
        return
    if case.get("failure"):
        assert a.protocol == ":"
        assert a.href == case["input"]
        return
    for name in _COMPONENTS:
        if name in case:
            assert getattr(a, name) == case[name], name


def test_href_against_the_document_url_and_the_first_base() -> None:
    document = _document()
    a = document.createElement("a")
    assert a.href == ""  # no href attribute
    assert a.protocol == ":"
    a.setAttribute("href", "../x y?é#z")
    assert a.href == "https://example.org/x%20y?%C3%A9#z"
    assert a.toString() == a.to_string() == a.href  # the stringifier, String(a) in JavaScript
    assert str(a) == '<a href="../x y?é#z">'  # str(): the start tag, as for every element
    head = document.documentElement.firstChild
    first, second = document.createElement("base"), document.createElement("base")
    second.setAttribute("href", "https://second.example/")
    head.appendChild(first)  # no href: not the base URL's base element
    head.appendChild(second)
    assert a.href == "https://second.example/x%20y?%C3%A9#z"
    assert document.baseURI == a.baseURI == "https://second.example/"
    first.setAttribute("href", "sub/")  # parsed against the document's URL (the fallback)
    assert first.href == "https://example.org/dir/sub/"
    assert a.href == "https://example.org/dir/x%20y?%C3%A9#z"
    first.setAttribute("href", "javascript:alert(1)")  # refused: the fallback base URL
    assert a.href == "https://example.org/x%20y?%C3%A9#z"
    head.removeChild(first)
    head.removeChild(second)
    assert a.href == "https://example.org/x%20y?%C3%A9#z"


def test_unparsable_href_and_setters_without_url() -> None:
    a = _document().createElement("a")
    a.setAttribute("href", "https://exa mple.org/")
    assert a.href == "https://exa mple.org/"  # failure: the attribute's value
    for name in ("username", "password", "host", "hostname", "port", "pathname", "search"):
        assert getattr(a, name) == ""
    assert a.origin == ""
    a.pathname = "/p"  # no url: nothing changes
    a.hash = "h"
    assert a.getAttribute("href") == "https://exa mple.org/"


def test_setters_update_the_href_attribute() -> None:
    area = _document().createElement("area")
    area.href = "https://user@example.com:8080/a/b?c#d"
    area.hostname = "example.net"
    area.port = "443"
    area.search = "?x=1"
    area.hash = ""
    assert area.getAttribute("href") == "https://user@example.net/a/b?x=1"  # (443: the default)
    area.username = ""
    area.password = "pw"
    assert area.href == "https://:pw@example.net/a/b?x=1"
    area.protocol = "http"
    assert area.href == "http://:pw@example.net/a/b?x=1"


def test_reflected_members() -> None:
    a = _document().createElement("a")
    a.target = "_blank"
    a.rel = "noopener nofollow"
    assert a.getAttribute("target") == "_blank"
    assert list(a.relList) == ["noopener", "nofollow"]
    assert a.relList.supports("noopener")
    assert not a.relList.supports("nofollow")
    a.relList = "a b"  # [PutForwards=value]
    assert a.rel == "a b"
    assert a.referrerPolicy == ""
    a.setAttribute("referrerpolicy", "NO-REFERRER")
    assert a.referrerPolicy == "no-referrer"
    a.setAttribute("referrerpolicy", "bogus")
    assert a.referrerPolicy == ""
    a.text = "hello"
    assert a.textContent == "hello"
