"""The members webapi._webidl writes once for every generated class: attribute(),
PairIterable, Interface and deferred()."""

from __future__ import annotations

from typing import Any

import pytest

from webapi._webidl import ABSENT, PairIterable, attribute, deferred, to_usv_string
from webapi.fetch import Headers
from webapi.fetch._extras import HeadersExtras
from webapi.url import URL, URLSearchParams


class _Impl:
    def __init__(self) -> None:
        self.value = "a"
        self.snake_name = "b"


class _Written:
    """The property a generated class would have written out."""

    __slots__ = ("_impl",)
    _impl: Any

    @property
    def value(self) -> str:
        return self._impl.value  # type: ignore[no-any-return]

    @value.setter
    def value(self, value: object) -> None:
        self._impl.value = to_usv_string(value, "P", 0)


class _Made:
    __slots__ = ("_impl",)
    _impl: Any

    value = attribute("attribute USVString value;", to_usv_string, "Made")
    camelName = attribute("readonly attribute USVString camelName;", name="snake_name")
    flag = attribute("readonly attribute boolean flag;", returns=bool, name="value")


def test_attribute_is_a_property_with_the_written_out_bytecode() -> None:
    made, written = _Made.__dict__["value"], _Written.__dict__["value"]
    assert type(made) is property
    # The getter is the written-out one to the instruction; the setter loads the converter
    # and the prefix from its closure rather than from module globals, and stores the same.
    assert made.fget.__code__.co_code == written.fget.__code__.co_code
    assert made.fget.__code__.co_names == written.fget.__code__.co_names
    assert made.fset.__code__.co_names == ("_impl", "value")
    for function in (made.fget, made.fset):
        assert function.__name__ == function.__code__.co_name == "value"
    assert made.fget.__annotations__ == {"return": str}
    assert made.__doc__ == "``attribute USVString value;``"


def test_attribute_reads_and_converts() -> None:
    obj = _Made()
    obj._impl = _Impl()
    assert (obj.value, obj.camelName) == ("a", "b")
    obj.value = 5
    assert obj._impl.value == "5"
    with pytest.raises(TypeError, match=r"^Failed to set the 'value' property on 'Made'"):
        obj.value = _Bad()
    with pytest.raises(AttributeError):
        obj.camelName = "x"  # type: ignore[misc]
    assert _Made.__dict__["flag"].fget.__annotations__ == {"return": bool}


class _Bad:
    def __str__(self) -> str:
        raise TypeError("no")


def test_generated_attributes() -> None:
    url = URL("https://example.com/")
    url.port = 8080
    assert url.href == "https://example.com:8080/"
    assert type(URL.__dict__["hostname"]) is property
    with pytest.raises(AttributeError):
        url.origin = "x"  # type: ignore[misc]


def test_pair_iterable_members_are_shared() -> None:
    for cls in (Headers, URLSearchParams):
        assert issubclass(cls, PairIterable)
        assert cls.keys is PairIterable.keys and cls.forEach is PairIterable.forEach
    assert URLSearchParams.__iter__ is PairIterable.entries
    assert "entries" not in URLSearchParams.__dict__
    # A mixin's own entries (Headers: a list iterator) is entries and __iter__, one call.
    assert Headers.__iter__ is Headers.entries is HeadersExtras.entries
    assert Headers._pairs(Headers([("b", "1")])._impl) == [("b", "1")]
    assert Headers._for_each_prefix == "Failed to execute 'forEach' on 'Headers'"
    assert URLSearchParams._for_each_prefix == "Failed to execute 'forEach' on 'URLSearchParams'"

    class Sub(URLSearchParams):
        pass

    assert Sub._for_each_prefix == URLSearchParams._for_each_prefix
    with pytest.raises(TypeError, match=r"^Failed to execute 'forEach' on 'URLSearchParams'"):
        Sub("a=1").forEach(ABSENT)


def test_interface_wrap() -> None:
    params = URLSearchParams("a=1")
    again = URLSearchParams._wrap(params._impl)
    assert type(again) is URLSearchParams and list(again) == [("a", "1")]


def test_deferred_replaces_itself_in_its_module() -> None:
    namespace: dict[str, Any] = {}
    exec(
        "from webapi._webidl import deferred\nX = deferred(lambda: calls.append(1) or str.upper)",
        namespace,
    )
    namespace["calls"] = calls = []
    early = namespace["X"]
    assert early("a") == "A" and namespace["X"] is str.upper
    assert early("b") == "B" and calls == [1]  # a copy taken before still works
    assert deferred is namespace["deferred"]
