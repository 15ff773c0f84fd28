"""The generated ``URLSearchParams`` class: init union, methods, live iteration,
``forEach``, and the Python extras."""

from __future__ import annotations

import copy
import functools
import pickle
from collections.abc import Iterator
from types import MappingProxyType
from typing import Any

import pytest

from webapi.url._bindings import URL, URLSearchParams

IDL_MEMBERS = {
    "size",
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
}
ALIASES = {"get_all": "getAll", "for_each": "forEach", "to_string": "toString"}


def test_public_surface() -> None:
    # to_js() comes from the hand-written mixin (webapi/url/_extras.py)
    public = {n for c in URLSearchParams.__mro__[:-1] for n in c.__dict__ if not n.startswith("_")}
    assert public == IDL_MEMBERS | set(ALIASES) | {"to_js"}
    for alias, name in ALIASES.items():  # for_each: webapi._webidl.PairIterable's
        assert getattr(URLSearchParams, alias) is getattr(URLSearchParams, name)


# -- the init union ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("init", "expected"),
    [
        ("", []),
        ("a=1&b=2", [("a", "1"), ("b", "2")]),
        ("?a=1", [("a", "1")]),
        ("??a=1", [("?a", "1")]),  # only one leading "?" goes
        ({"a": "1", "b": 2}, [("a", "1"), ("b", "2")]),
        (MappingProxyType({"k": True}), [("k", "true")]),
        ([["a", "1"], ["a", "2"]], [("a", "1"), ("a", "2")]),
        ([("a", 1)], [("a", "1")]),
        ({"x": "y"}.items(), [("x", "y")]),
        (5, [("5", "")]),
        (1.5, [("1.5", "")]),
    ],
)
def test_init_forms(init: Any, expected: list[tuple[str, str]]) -> None:
    assert list(URLSearchParams(init)) == expected


def test_init_from_a_generator_of_pairs() -> None:
    def pairs() -> Iterator[tuple[str, str]]:
        yield ("a", "b")
        yield ("c", "d")

    assert str(URLSearchParams(pairs())) == "a=b&c=d"


def test_init_record_keys_and_values_are_usv_strings() -> None:
    params = URLSearchParams({"\ud800": "\udc00", 1: 2})  # type: ignore[dict-item]
    assert list(params) == [("\ufffd", "\ufffd"), ("1", "2")]


def test_init_from_another_search_params_copies() -> None:
    first = URLSearchParams("a=1")
    second = URLSearchParams(first)
    second.append("b", "2")
    assert str(first) == "a=1"
    assert str(second) == "a=1&b=2"


def test_init_from_a_url_search_params_is_not_linked_to_the_url() -> None:
    url = URL("https://example.com/?a=1")
    params = URLSearchParams(url.searchParams)
    params.append("b", "2")
    assert url.search == "?a=1"
    url.search = "?z=9"
    assert str(params) == "a=1&b=2"


@pytest.mark.parametrize(
    "init",
    [[["a"]], [["a", "b", "c"]], [[]], [("a", "b"), ("c",)]],
    ids=["one", "three", "empty", "second-bad"],
)
def test_init_pairs_must_have_two_items(init: Any) -> None:
    with pytest.raises(TypeError):
        URLSearchParams(init)


@pytest.mark.parametrize(
    "init",
    [["ab"], [b"ab"], [1], [{"a": "b"}], [None]],
    ids=["str", "bytes", "int", "dict", "None"],
)
def test_init_inner_items_must_be_iterables_not_strings(init: Any) -> None:
    with pytest.raises(TypeError, match="Failed to construct 'URLSearchParams'"):
        URLSearchParams(init)


@pytest.mark.parametrize("init", [b"a=b", bytearray(b"a=b"), memoryview(b"a"), object()])
def test_init_refuses_bytes_and_other_objects(init: Any) -> None:
    with pytest.raises(
        TypeError, match=r"^Failed to construct 'URLSearchParams': parameter 1 is not of type"
    ):
        URLSearchParams(init)


def test_a_str_is_never_pairs() -> None:
    assert list(URLSearchParams("ab")) == [("ab", "")]


# -- operations --------------------------------------------------------------------


def test_operations_convert_their_arguments() -> None:
    params = URLSearchParams()
    params.append("a", 1)
    params.append(2, True)
    params.append("a", 1.0)
    assert str(params) == "a=1&2=true&a=1"
    assert params.get("a") == "1"
    assert params.get(2) == "true"
    assert params.get("missing") is None
    assert params.getAll("a") == ["1", "1"]
    assert params.get_all("missing") == []
    assert params.has("a") and params.has("a", 1) and not params.has("a", 2)
    params.set("a", 3)
    assert str(params) == "a=3&2=true"
    params.delete(2)
    assert str(params) == "a=3"
    params.append("\ud800", "x")
    assert params.has("\ufffd")


def test_sort_and_size() -> None:
    params = URLSearchParams("c=1&a=2&b=3&a=1")
    assert params.size == 4
    params.sort()
    assert list(params.keys()) == ["a", "a", "b", "c"]
    assert list(params.values()) == ["2", "1", "3", "1"]


def test_len_and_contains() -> None:
    params = URLSearchParams("a=1&b=2&a=3")
    assert len(params) == 3 == params.size
    assert "a" in params
    assert "z" not in params
    assert 1 not in params
    params.append(1, "x")
    assert 1 in params
    empty = URLSearchParams()
    assert len(empty) == 0
    assert empty  # a platform object is truthy whatever its length, as in JavaScript
    with pytest.raises(TypeError):
        _ = b"a" in params


def test_stringifier_and_repr() -> None:
    params = URLSearchParams({"a b": "c&d"})
    assert str(params) == params.toString() == params.to_string() == "a+b=c%26d"
    assert repr(params) == "<URLSearchParams 'a+b=c%26d'>"


# -- iteration ---------------------------------------------------------------------


def test_iteration_forms() -> None:
    params = URLSearchParams("a=1&b=2")
    assert list(params) == [("a", "1"), ("b", "2")]
    assert list(params.entries()) == [("a", "1"), ("b", "2")]
    assert list(params.keys()) == ["a", "b"]
    assert list(params.values()) == ["1", "2"]
    assert dict(params.entries()) == {"a": "1", "b": "2"}
    iterator = params.entries()
    assert iter(iterator) is iterator


def test_iterators_see_appends_made_during_iteration() -> None:
    params = URLSearchParams("a=1")
    seen = []
    for name, value in params:
        seen.append((name, value))
        if len(seen) < 3:
            params.append(f"n{len(seen)}", value)
    assert seen == [("a", "1"), ("n1", "1"), ("n2", "1")]


def test_iterators_see_deletes_which_replace_the_list() -> None:
    params = URLSearchParams("a=1&b=2&c=3&d=4")
    keys = params.keys()
    assert next(keys) == "a"
    params.delete("a")  # list is now b, c, d; the index stays 1
    assert list(keys) == ["c", "d"]


@pytest.mark.parametrize("attribute", ["search", "href"])
def test_iterators_follow_the_owning_url_replacing_the_list(attribute: str) -> None:
    url = URL("https://example.com/?a=1&b=2")
    values = url.searchParams.values()
    assert next(values) == "1"
    if attribute == "search":
        url.search = "?x=7&y=8&z=9"
    else:
        url.href = "https://example.com/?x=7&y=8&z=9"
    assert list(values) == ["8", "9"]


def test_an_exhausted_iterator_stays_exhausted() -> None:
    params = URLSearchParams("a=1")
    iterator = iter(params)
    assert list(iterator) == [("a", "1")]
    params.append("b", "2")
    assert list(iterator) == []


def test_iterators_outlive_their_object() -> None:
    iterator = URLSearchParams("a=1&b=2").values()
    assert list(iterator) == ["1", "2"]


# -- forEach -----------------------------------------------------------------------


def test_forEach_passes_value_key_and_object() -> None:
    params = URLSearchParams("a=1&b=2")
    calls: list[tuple[object, ...]] = []
    params.forEach(lambda value, key, obj: calls.append((value, key, obj)))
    assert calls == [("1", "a", params), ("2", "b", params)]


def test_forEach_passes_as_many_arguments_as_the_callback_takes() -> None:
    params = URLSearchParams("a=1")
    calls: list[tuple[object, ...]] = []
    params.forEach(lambda: calls.append(()))
    params.forEach(lambda value: calls.append((value,)))
    params.forEach(lambda value, key: calls.append((value, key)))
    params.forEach(lambda *args: calls.append(args))
    params.forEach(lambda value, key=None, obj=None, extra=None: calls.append((value, key)))
    params.for_each(functools.partial(lambda tag, value, key: calls.append((tag, value, key)), "p"))
    assert calls == [
        (),
        ("1",),
        ("1", "a"),
        ("1", "a", params),
        ("1", "a"),
        ("p", "1", "a"),
    ]


def test_forEach_with_builtins() -> None:
    params = URLSearchParams("a=1&b=2")
    seen: list[str] = []
    params.forEach(seen.append)
    assert seen == ["1", "2"]
    params.forEach(print)  # no signature limit: gets all three


def test_forEach_thisArg_is_passed_first() -> None:
    params = URLSearchParams("a=1")
    calls: list[tuple[object, ...]] = []

    def callback(this: object, value: str, key: str) -> None:
        calls.append((this, value, key))

    marker = object()
    params.forEach(callback, marker)
    params.forEach(callback, thisArg="t")
    assert calls == [(marker, "1", "a"), ("t", "1", "a")]


def test_forEach_sees_changes_made_by_the_callback() -> None:
    params = URLSearchParams("a=1&b=2")
    seen: list[str] = []

    def callback(value: str, key: str) -> None:
        seen.append(key)
        if key == "a":
            params.delete("b")
            params.append("c", "3")

    params.forEach(callback)
    assert seen == ["a", "c"]


def test_forEach_propagates_exceptions() -> None:
    params = URLSearchParams("a=1&b=2")
    calls = []

    def callback(value: str) -> None:
        calls.append(value)
        raise KeyError(value)

    with pytest.raises(KeyError):
        params.forEach(callback)
    assert calls == ["1"]


# -- copies ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "clone",
    [copy.copy, copy.deepcopy, lambda p: pickle.loads(pickle.dumps(p))],
    ids=["copy", "deepcopy", "pickle"],
)
def test_copies_are_by_value(clone: Any) -> None:
    params = URLSearchParams("a=1&b=2")
    other = clone(params)
    assert type(other) is URLSearchParams
    assert list(other) == [("a", "1"), ("b", "2")]
    other.append("c", "3")
    assert str(params) == "a=1&b=2"


def test_a_copy_of_a_urls_search_params_is_standalone() -> None:
    url = URL("https://example.com/?a=1")
    other = copy.copy(url.searchParams)
    other.append("b", "2")
    assert url.search == "?a=1"
    url.searchParams.append("c", "3")
    assert str(other) == "a=1&b=2"
