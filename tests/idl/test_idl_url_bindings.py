"""The generated ``URL`` class: the IDL surface and its Python extras."""

from __future__ import annotations

import copy
import pickle
import weakref

import pytest

from webapi.url._bindings import URL, URLSearchParams
from webapi.url._errors import URLParseError

IDL_MEMBERS = [
    "parse",
    "canParse",
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
    "toJSON",
    "toString",
]
ALIASES = {
    "can_parse": "canParse",
    "search_params": "searchParams",
    "to_json": "toJSON",
    "to_string": "toString",
}


def test_every_idl_member_exists() -> None:
    for name in IDL_MEMBERS:
        assert name in URL.__dict__, name


@pytest.mark.parametrize(("alias", "name"), ALIASES.items())
def test_snake_case_aliases_are_the_same_objects(alias: str, name: str) -> None:
    assert URL.__dict__[alias] is URL.__dict__[name]


def test_no_other_public_members() -> None:
    # to_js() comes from the hand-written mixin (webapi/url/_extras.py)
    public = {n for c in URL.__mro__[:-1] for n in c.__dict__ if not n.startswith("_")}
    # Python protocols of the hand-written mixin (webapi/url/_extras.py)
    assert public == set(IDL_MEMBERS) | set(ALIASES) | {
        "to_js",
        "equals",
        "to_split_result",
        "from_split_result",
        # the File API's partial interface URL, hand-written there too
        "createObjectURL",
        "revokeObjectURL",
        "create_object_url",
        "revoke_object_url",
    }


def test_constructor_and_attributes() -> None:
    url = URL("https://user:pass@example.com:8080/a/b?c=d#e")
    assert url.href == "https://user:pass@example.com:8080/a/b?c=d#e"
    assert url.origin == "https://example.com:8080"
    assert url.protocol == "https:"
    assert url.username == "user"
    assert url.password == "pass"
    assert url.host == "example.com:8080"
    assert url.hostname == "example.com"
    assert url.port == "8080"
    assert url.pathname == "/a/b"
    assert url.search == "?c=d"
    assert url.hash == "#e"
    assert URL("b", "https://example.com/a/").href == "https://example.com/a/b"


def test_parse_failure_raises_url_parse_error() -> None:
    with pytest.raises(URLParseError) as info:
        URL("not a url")
    assert isinstance(info.value, TypeError)
    assert isinstance(info.value, ValueError)
    with pytest.raises(URLParseError):
        URL("/relative", "also not a url")


def test_href_setter_raises_on_failure_and_keeps_the_url() -> None:
    url = URL("https://example.com/")
    with pytest.raises(URLParseError):
        url.href = "not a url"
    assert url.href == "https://example.com/"


def test_setters_convert_like_javascript() -> None:
    url = URL("https://example.com/")
    url.port = 8080
    assert url.port == "8080"
    url.port = 81.0
    assert url.port == "81"
    url.hash = True
    assert url.hash == "#true"
    url.pathname = "/\ud800"
    assert url.pathname == "/%EF%BF%BD"
    url.search = URLSearchParams({"q": "1"})
    assert url.search == "?q=1"
    url.href = URL("https://other.example/")
    assert url.href == "https://other.example/"


def test_url_objects_as_arguments() -> None:
    base = URL("https://example.com/dir/")
    assert URL(base).href == "https://example.com/dir/"
    assert URL("x", base).href == "https://example.com/dir/x"
    assert URL.canParse("x", base)


def test_surrogates_in_input_become_replacement_characters() -> None:
    assert URL("https://example.com/\ud83d\ude00\udc00").pathname == "/%F0%9F%98%80%EF%BF%BD"


def test_readonly_attributes_refuse_assignment() -> None:
    url = URL("https://example.com/")
    params = url.searchParams
    with pytest.raises(AttributeError):
        url.origin = "https://other.example"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        url.searchParams = URLSearchParams()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        url.search_params = URLSearchParams()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del url.href
    assert url.origin == "https://example.com"
    assert url.searchParams is params


def test_no_instance_dict() -> None:
    url = URL("https://example.com/")
    with pytest.raises(AttributeError):
        url.extra = 1  # type: ignore[attr-defined]
    assert weakref.ref(url)() is url


def test_search_params_is_the_same_object() -> None:
    url = URL("https://example.com/?a=1")
    params = url.searchParams
    assert params is url.searchParams
    assert params is url.search_params
    assert isinstance(params, URLSearchParams)
    url.search = "?b=2"
    assert url.searchParams is params
    assert list(params) == [("b", "2")]
    url.href = "https://example.com/?c=3"
    assert url.searchParams is params
    assert list(params) == [("c", "3")]
    params.append("d", "4")
    assert url.search == "?c=3&d=4"


def test_statics() -> None:
    parsed = URL.parse("https://example.com/x")
    assert isinstance(parsed, URL)
    assert parsed.href == "https://example.com/x"
    assert URL.parse("x", "https://example.com/").href == "https://example.com/x"  # type: ignore[union-attr]
    assert URL.parse("nope") is None
    assert URL.canParse("https://example.com/") is True
    assert URL.canParse("nope") is False
    assert URL.can_parse("nope", "https://example.com/") is True
    fresh = URL.parse("https://example.com/?a=b")
    assert fresh is not None
    assert fresh.searchParams.get("a") == "b"


def test_stringifier_and_to_json() -> None:
    url = URL("https://example.com/a b")
    assert str(url) == url.href == "https://example.com/a%20b"
    assert url.toString() == url.to_string() == url.href
    assert url.toJSON() == url.to_json() == url.href
    assert f"{url}" == url.href


@pytest.mark.parametrize(
    ("href", "shown"),
    [
        ("https://user:secret@example.com/", "https://user:****@example.com/"),
        ("https://:secret@example.com/p?q#f", "https://:****@example.com/p?q#f"),
        ("https://user@example.com/", "https://user@example.com/"),
        ("https://example.com/?password=x", "https://example.com/?password=x"),
        ("https://u:p%40ss%3Aw@example.com/", "https://u:****@example.com/"),
    ],
)
def test_repr_masks_the_password_only(href: str, shown: str) -> None:
    url = URL(href)
    assert repr(url) == f"<URL {shown!r}>"
    assert url.href == URL(href).href  # repr changes nothing


def test_urls_compare_by_identity() -> None:
    a = URL("https://example.com/")
    b = URL("https://example.com/")
    assert a != b
    assert a == a
    assert len({a, b}) == 2
    assert "__eq__" not in URL.__dict__


@pytest.mark.parametrize(
    "clone",
    [
        copy.copy,
        copy.deepcopy,
        lambda u: pickle.loads(pickle.dumps(u)),
        lambda u: pickle.loads(pickle.dumps(u, protocol=0)),
    ],
    ids=["copy", "deepcopy", "pickle", "pickle-0"],
)
def test_copies_are_by_value_with_their_own_search_params(clone: object) -> None:
    url = URL("https://user:pw@example.com/?a=1#h")
    original_params = url.searchParams
    other = clone(url)  # type: ignore[operator]
    assert type(other) is URL
    assert other is not url
    assert other.href == url.href
    assert other.searchParams is not original_params
    other.searchParams.append("b", "2")
    assert other.href == "https://user:pw@example.com/?a=1&b=2#h"
    assert url.href == "https://user:pw@example.com/?a=1#h"
    original_params.set("a", "9")
    assert other.searchParams.get("a") == "1"
    assert other.searchParams is other.searchParams
