"""The URL objects of Python's libraries are URLs wherever webapi takes one (issue #42 item 8):
``URL()`` and every string argument (as a JavaScript engine stringifies a URL object), and every
Python function with a URL argument (``links()``, ``resolve()``, the cookie jar,
``canonicalize()``, sites, ``data:`` URLs, public suffixes, host classes, trustworthiness,
``urljoin``, ``parse_many``). Each library's object stands for the string the library itself
gives for it (``str()``, ``geturl()``, ``unsplit()``, ``to_text()``); a library that is not
installed is skipped, saying so. Any other object is a ``TypeError`` naming its type with its
module (a class named ``URL`` of another library is not mistaken for webapi's).
"""

from __future__ import annotations

import importlib
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from webapi import URL, URLSearchParams
from webapi._webidl import URL_CLASSES, URL_LIBRARIES
from webapi.cookies import CookieJar
from webapi.crawl import canonicalize, parse_many, urljoin
from webapi.fetch import data_url_process
from webapi.html import (
    document_base_url,
    encoding_parse,
    fallback_base_url,
    frozen_base_url,
    links,
    location_url,
    obtain_site,
    refresh_url,
    resolve,
    same_site,
    schemelessly_same_site,
)
from webapi.security import (
    host_class,
    is_origin_potentially_trustworthy,
    is_potentially_trustworthy,
)
from webapi.url import URLParseError, basic_url_parse, public_suffix, registrable_domain

REPO = Path(__file__).resolve().parents[2]

PAGE = "https://www.bücher.example.co.uk/a/b?x=1#f"


def _module(name: str) -> Any:
    return pytest.importorskip(name, reason=f"{name} is not installed (the URL object's library)")


#: (case, the library object for PAGE, what the library itself gives as its string)
def _httpx() -> tuple[object, str]:
    url = _module("httpx").URL(PAGE)
    return url, str(url)


def _yarl() -> tuple[object, str]:
    url = _module("yarl").URL(PAGE)
    return url, str(url)


def _split() -> tuple[object, str]:
    url = urllib.parse.urlsplit(PAGE)
    return url, url.geturl()


def _parse() -> tuple[object, str]:
    url = urllib.parse.urlparse(PAGE)
    return url, url.geturl()


def _defrag() -> tuple[object, str]:
    url = urllib.parse.urldefrag(PAGE)
    return url, url.geturl()


def _split_bytes() -> tuple[object, str]:
    url = urllib.parse.urlsplit(URL(PAGE).href.encode("ascii"))
    return url, url.geturl().decode("ascii")


def _parse_bytes() -> tuple[object, str]:
    url = urllib.parse.urlparse(URL(PAGE).href.encode("ascii"))
    return url, url.geturl().decode("ascii")


def _defrag_bytes() -> tuple[object, str]:
    url = urllib.parse.urldefrag(URL(PAGE).href.encode("ascii"))
    return url, url.geturl().decode("ascii")


def _urllib3() -> tuple[object, str]:
    url = _module("urllib3.util").parse_url(URL(PAGE).href)
    return url, url.url


def _rfc3986_reference() -> tuple[object, str]:
    url = _module("rfc3986").uri_reference(URL(PAGE).href)
    return url, url.unsplit()


def _rfc3986_iri() -> tuple[object, str]:
    url = _module("rfc3986").iri_reference(PAGE)
    return url, url.unsplit()


def _rfc3986_parse_result() -> tuple[object, str]:
    url = _module("rfc3986").urlparse(URL(PAGE).href)
    return url, url.unsplit()


def _hyperlink() -> tuple[object, str]:
    url = _module("hyperlink").URL.from_text(PAGE)
    return url, url.to_text()


def _hyperlink_decoded() -> tuple[object, str]:
    url = _module("hyperlink").DecodedURL.from_text(PAGE)
    return url, url.to_text()


def _starlette() -> tuple[object, str]:
    url = _module("starlette.datastructures").URL(PAGE)
    return url, str(url)


def _pydantic() -> tuple[object, str]:
    pydantic = _module("pydantic")
    url = pydantic.TypeAdapter(pydantic.HttpUrl).validate_python(PAGE)
    return url, str(url)


def _pydantic_core() -> tuple[object, str]:
    url = _module("pydantic_core").Url(PAGE)
    return url, str(url)


def _furl() -> tuple[object, str]:
    url = _module("furl").furl(PAGE)
    return url, url.url


OBJECTS: dict[str, Callable[[], tuple[object, str]]] = {
    "httpx.URL": _httpx,
    "yarl.URL": _yarl,
    "urllib.parse.SplitResult": _split,
    "urllib.parse.ParseResult": _parse,
    "urllib.parse.DefragResult": _defrag,
    "urllib.parse.SplitResultBytes": _split_bytes,
    "urllib.parse.ParseResultBytes": _parse_bytes,
    "urllib.parse.DefragResultBytes": _defrag_bytes,
    "urllib3.util.Url": _urllib3,
    "rfc3986.URIReference": _rfc3986_reference,
    "rfc3986.IRIReference": _rfc3986_iri,
    "rfc3986.ParseResult": _rfc3986_parse_result,
    "hyperlink.URL": _hyperlink,
    "hyperlink.DecodedURL": _hyperlink_decoded,
    "starlette.datastructures.URL": _starlette,
    "pydantic.HttpUrl": _pydantic,
    "pydantic_core.Url": _pydantic_core,
    "furl.furl": _furl,
}


@pytest.fixture(params=list(OBJECTS))
def url_object(request: pytest.FixtureRequest) -> tuple[object, str]:
    """A library's URL object for PAGE and the string its library gives for it."""
    return OBJECTS[request.param]()


def test_every_recognised_class_has_a_case() -> None:
    cases = {}
    for make in OBJECTS.values():
        try:
            value, _ = make()
        except pytest.skip.Exception:
            continue
        for cls in type(value).__mro__:
            cases[(cls.__module__, cls.__qualname__)] = True
    installed = {key for key in URL_CLASSES if importlib.util.find_spec(key[0].partition(".")[0])}
    assert installed - set(cases) == set()


def test_url_and_every_string_argument_take_it(url_object: tuple[object, str]) -> None:
    value, string = url_object
    expected = URL(string).href
    assert URL(value).href == expected  # type: ignore[arg-type]
    assert URL("c", value).href == URL("c", string).href  # type: ignore[arg-type]
    assert URL.canParse(value) is True  # type: ignore[arg-type]
    parsed = URL.parse(value)  # type: ignore[arg-type]
    assert parsed is not None and parsed.href == expected
    url = URL("https://other.example/")
    url.href = value  # type: ignore[assignment]
    assert url.href == expected
    params = URLSearchParams()
    params.append("next", value)  # type: ignore[arg-type]
    assert params.get("next") == string


def test_the_html_functions_take_it(url_object: tuple[object, str]) -> None:
    value, string = url_object
    page = b'<a href="c?q=\xe9">x</a><img src=/i.png>'
    found = [link.url for link in links(page, value)]  # type: ignore[arg-type]
    assert found == [link.url for link in links(page, string)]
    assert found == [URL("c?q=%E9", string).href, URL("/i.png", string).href]  # windows-1252
    assert resolve("d", value) == URL("d", string).href  # type: ignore[arg-type]
    assert resolve("d", "about:blank", about_base_url=value) == URL("d", string).href  # type: ignore[arg-type]
    assert encoding_parse("e", value) is not None  # type: ignore[arg-type]
    assert document_base_url(value, "f/").href == URL("f/", string).href  # type: ignore[arg-type]
    assert fallback_base_url(value).href == URL(string).href  # type: ignore[arg-type]
    assert frozen_base_url("g", value).href == URL("g", string).href  # type: ignore[arg-type]
    assert refresh_url("0; url=h", value) == URL("h", string).href  # type: ignore[arg-type]
    assert location_url("/i", value) == location_url("/i", string)  # type: ignore[arg-type]
    assert location_url("/i", value) == URL("/i#f", string).href  # type: ignore[arg-type]
    assert same_site(value, "https://other.example.co.uk/")  # type: ignore[arg-type]
    assert schemelessly_same_site(value, string)  # type: ignore[arg-type]
    assert obtain_site(value) == obtain_site(string)  # type: ignore[arg-type]


def test_the_cookie_jar_takes_it(url_object: tuple[object, str]) -> None:
    value, string = url_object
    jar = CookieJar()
    assert jar.set_cookie("sid=1; Path=/", value) is not None  # type: ignore[arg-type]
    assert jar.set_cookie("site=2; Path=/", string, site_for_cookies=value) is not None  # type: ignore[arg-type]
    assert jar.cookie_header(value) == jar.cookie_header(string) == "sid=1; site=2"  # type: ignore[arg-type]
    assert [c.name for c in jar.cookies(value)] == ["sid", "site"]  # type: ignore[arg-type]


def test_the_url_tools_take_it(url_object: tuple[object, str]) -> None:
    value, string = url_object
    assert canonicalize(value) == canonicalize(string)  # type: ignore[arg-type]
    assert public_suffix(value) == public_suffix(string) == "co.uk"  # type: ignore[arg-type]
    assert registrable_domain(value) == registrable_domain(string)  # type: ignore[arg-type]
    assert registrable_domain(value) == "example.co.uk"  # type: ignore[arg-type]
    assert host_class(value) == host_class(string)  # type: ignore[arg-type]
    assert is_potentially_trustworthy(value) is True  # type: ignore[arg-type]
    assert is_origin_potentially_trustworthy(value) is True  # type: ignore[arg-type]
    assert urljoin(value, "j") == URL("j", string).href  # type: ignore[arg-type]
    assert parse_many(["k"], value, fields=["href"])["href"] == [URL("k", string).href]  # type: ignore[arg-type]


def test_data_urls_and_relative_objects() -> None:
    httpx = _module("httpx")
    found = data_url_process(httpx.URL("data:text/plain,hi"))  # type: ignore[arg-type]
    assert found is not None and found.body == b"hi"
    relative = httpx.URL("/only/a/path")
    # a relative URL object is what its string is: no absolute URL
    with pytest.raises(URLParseError):
        resolve("x", relative)  # type: ignore[arg-type]
    joined = canonicalize(relative, "https://a.example/")  # type: ignore[arg-type]
    assert joined == "https://a.example/only/a/path"


def test_a_subclass_is_its_base() -> None:
    httpx = _module("httpx")

    class MyURL(httpx.URL):  # type: ignore[misc,name-defined]
        pass

    assert resolve("x", MyURL("https://a.example/d/")) == "https://a.example/d/x"


class URL_:  # (named URL below, as other libraries name theirs)
    """Another library's URL class that webapi does not know."""

    def __str__(self) -> str:
        return "https://a.example/"


URL_.__name__ = URL_.__qualname__ = "URL"
URL_.__module__ = "somelib.urls"


CALLS: list[tuple[str, str, Callable[[object], object]]] = [
    ("links", "url", lambda u: links("<a href=x>", u)),  # type: ignore[arg-type]
    ("resolve", "document_url", lambda u: resolve("x", u)),  # type: ignore[arg-type]
    ("document_base_url", "document_url", lambda u: document_base_url(u)),  # type: ignore[arg-type]
    ("cookie_header", "url", lambda u: CookieJar().cookie_header(u)),
    (
        "set_cookie",
        "site_for_cookies",
        lambda u: CookieJar().set_cookie("a=1", "https://a.example/", site_for_cookies=u),
    ),
    ("canonicalize", "url", lambda u: canonicalize(u)),  # type: ignore[arg-type]
    ("data_url_process", "url", lambda u: data_url_process(u)),  # type: ignore[arg-type]
    ("public_suffix", "host", lambda u: public_suffix(u)),  # type: ignore[arg-type]
    ("same_site", "a", lambda u: same_site(u, "https://a.example/")),  # type: ignore[arg-type]
    ("host_class", "url_or_host", lambda u: host_class(u)),  # type: ignore[arg-type]
    ("is_potentially_trustworthy", "url_or_origin", lambda u: is_potentially_trustworthy(u)),  # type: ignore[arg-type]
    ("is_origin_potentially_trustworthy", "origin", lambda u: is_origin_potentially_trustworthy(u)),  # type: ignore[arg-type]
    ("urljoin", "base", lambda u: urljoin(u, "x")),  # type: ignore[arg-type]
    ("parse_many", "base", lambda u: parse_many([], u)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("function", "parameter", "call"), CALLS, ids=[c[0] for c in CALLS])
def test_another_url_class_is_named_with_its_module(
    function: str, parameter: str, call: Callable[[object], object]
) -> None:
    with pytest.raises(TypeError) as raised:
        call(URL_())
    message = str(raised.value)
    # before: "is not a str, a URL or a URL record (got an object of type 'URL')"
    assert message.startswith(f"{function}(): parameter '{parameter}' is not ")
    assert "(got an object of type 'somelib.urls.URL')" in message
    assert message.endswith("pass the URL as a str")
    for library in URL_LIBRARIES:
        assert library in message


def test_webapi_objects_still_go_first() -> None:
    record = basic_url_parse("https://a.example/p")
    assert record is not None
    assert resolve("x", record) == "https://a.example/x"
    assert resolve("x", URL("https://a.example/q/")) == "https://a.example/q/x"
    with pytest.raises(TypeError, match=r"\(got an object of type 'bytes'\)"):
        resolve("x", b"https://a.example/")  # type: ignore[arg-type]


def test_the_docs_list_every_library() -> None:
    page = (REPO / "docs" / "url.md").read_text("utf-8")
    section = page[page.index("## Other libraries' URL objects") :]
    table = section[: section.index("```")]
    for _, name in URL_CLASSES:
        if not name.startswith("_"):  # (pydantic's base class: its subclasses are named)
            assert f"`{name.removesuffix('Bytes')}`" in table, name
    for library in URL_LIBRARIES:
        assert library in table.lower(), library
