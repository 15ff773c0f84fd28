"""Port of web-platform-tests ``url/interfaces.any.js`` (idlharness).

Upstream: web-platform-tests/wpt, url/interfaces.any.js, read at commit
70a99805f1d719f93bf87240452659b761425c67 (current upstream runs the same harness as
idlharness.any.js against the URL Standard's IDL).

idlharness checks JavaScript bindings (property descriptors, prototype chains,
``length`` of functions, ``[LegacyWindowAlias=webkitURL]``, ``[Exposed]``), none of
which exist in Python.  What carries over is checked here on the objects upstream
uses, ``new URL("http://foo")`` and ``new URLSearchParams("hi=there&thank=you")``:
every IDL attribute and operation is present, the read-only attributes cannot be
assigned, the stringifiers and the pair iterator work.  Members added to the IDL since
that revision (``URL.parse``, ``URL.canParse``, ``URLSearchParams.size``) are included.
Left out: ``webkitURL`` (a window-only legacy alias) and everything about JS
property descriptors.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from webapi import URL, URLSearchParams

URL_ATTRIBUTES = (
    "href",
    "origin",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "searchParams",
    "hash",
)
URL_READONLY = ("origin", "searchParams")
SEARCH_PARAMS_OPERATIONS = (
    "append",
    "delete",
    "get",
    "getAll",
    "has",
    "set",
    "sort",
    "entries",
    "keys",
    "values",
    "forEach",
    "toString",
)


@pytest.fixture
def url() -> URL:
    return URL("http://foo")


@pytest.fixture
def params() -> URLSearchParams:
    return URLSearchParams("hi=there&thank=you")


@pytest.mark.parametrize("name", URL_ATTRIBUTES)
def test_url_attribute(url: URL, name: str) -> None:
    assert hasattr(url, name)
    value = getattr(url, name)
    if name == "searchParams":
        assert isinstance(value, URLSearchParams)
    else:
        assert isinstance(value, str)


def test_url_attribute_values(url: URL) -> None:
    assert url.href == "http://foo/"
    assert url.origin == "http://foo"
    assert (url.protocol, url.host, url.pathname) == ("http:", "foo", "/")


@pytest.mark.parametrize("name", URL_READONLY)
def test_url_readonly_attribute(url: URL, name: str) -> None:
    before = getattr(url, name)
    with pytest.raises((AttributeError, TypeError)):
        setattr(url, name, "http://bar" if name == "origin" else URLSearchParams("x=y"))
    after = getattr(url, name)
    if name == "origin":
        assert after == before
    else:
        assert after is before  # [SameObject]


def test_url_stringifier_and_to_json(url: URL) -> None:
    assert str(url) == url.href == url.toJSON() == "http://foo/"


def test_url_static_operations() -> None:
    assert callable(URL.parse)
    assert callable(URL.canParse)


def test_url_requires_its_argument() -> None:
    with pytest.raises(TypeError):
        URL()  # type: ignore[call-arg]


@pytest.mark.parametrize("name", SEARCH_PARAMS_OPERATIONS)
def test_search_params_operation(params: URLSearchParams, name: str) -> None:
    assert callable(getattr(params, name))


def test_search_params_size_and_stringifier(params: URLSearchParams) -> None:
    assert params.size == 2
    assert str(params) == params.toString() == "hi=there&thank=you"


def test_search_params_pair_iterator(params: URLSearchParams) -> None:
    entries = params.entries()
    assert isinstance(entries, Iterator)
    assert [tuple(pair) for pair in entries] == [("hi", "there"), ("thank", "you")]
    assert list(params.keys()) == ["hi", "thank"]
    assert list(params.values()) == ["there", "you"]
    assert [tuple(pair) for pair in params] == [("hi", "there"), ("thank", "you")]


@pytest.mark.parametrize("name", ["append", "set"])
def test_search_params_operation_requires_two_arguments(params: URLSearchParams, name: str) -> None:
    with pytest.raises(TypeError):
        getattr(params, name)("only-a-name")
