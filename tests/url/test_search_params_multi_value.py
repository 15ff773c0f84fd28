"""``URLSearchParams`` of the mappings Python's web libraries hold several values per name in
(issue #42 item 9): every pair is kept, in the order the library's own iteration gives them,
where the mapping protocol (a Web IDL record) kept one value per name. ``Headers`` reads the
same containers through the same recognition (``webapi._webidl.multi_value_pairs``). A library
that is not installed is skipped, saying so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from webapi import Headers, URLSearchParams

PAIRS = [("tag", "a"), ("page", "2"), ("tag", "b"), ("q", "x y"), ("tag", "c")]
QUERY = "tag=a&page=2&tag=b&q=x+y&tag=c"


def _module(name: str) -> Any:
    return pytest.importorskip(name, reason=f"{name} is not installed (the mapping's library)")


#: case -> (the mapping holding PAIRS, the pairs the library's own iteration gives)
def _multidict() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("multidict").MultiDict(PAIRS)
    return mapping, list(mapping.items())


def _multidict_proxy() -> tuple[object, list[tuple[str, str]]]:
    multidict = _module("multidict")
    mapping = multidict.MultiDictProxy(multidict.MultiDict(PAIRS))
    return mapping, list(mapping.items())


def _cimultidict() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("multidict").CIMultiDict(PAIRS)
    return mapping, [(str(name), value) for name, value in mapping.items()]


def _yarl_query() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("yarl").URL("https://a.example/?" + QUERY).query  # aiohttp's request.query
    return mapping, list(mapping.items())


def _werkzeug() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("werkzeug.datastructures").MultiDict(PAIRS)  # Flask's request.args
    return mapping, list(mapping.items(multi=True))


def _werkzeug_immutable() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("werkzeug.datastructures").ImmutableMultiDict(PAIRS)
    return mapping, list(mapping.items(multi=True))


def _httpx() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("httpx").QueryParams(QUERY)
    return mapping, list(mapping.multi_items())


def _starlette() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("starlette.datastructures").QueryParams(QUERY)  # FastAPI's query_params
    return mapping, list(mapping.multi_items())


def _starlette_multidict() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("starlette.datastructures").MultiDict(PAIRS)
    return mapping, list(mapping.multi_items())


def _omdict() -> tuple[object, list[tuple[str, str]]]:
    mapping = _module("orderedmultidict").omdict(PAIRS)  # furl's url.args
    return mapping, list(mapping.allitems())


def _django() -> tuple[object, list[tuple[str, str]]]:
    _module("django")
    from django.conf import settings

    if not settings.configured:
        settings.configure()
    from django.http import QueryDict

    mapping = QueryDict(QUERY)
    return mapping, [(name, value) for name in mapping for value in mapping.getlist(name)]


MAPPINGS: dict[str, Callable[[], tuple[object, list[tuple[str, str]]]]] = {
    "multidict.MultiDict": _multidict,
    "multidict.MultiDictProxy": _multidict_proxy,
    "multidict.CIMultiDict": _cimultidict,
    "yarl.URL.query": _yarl_query,
    "werkzeug.MultiDict": _werkzeug,
    "werkzeug.ImmutableMultiDict": _werkzeug_immutable,
    "httpx.QueryParams": _httpx,
    "starlette.QueryParams": _starlette,
    "starlette.MultiDict": _starlette_multidict,
    "orderedmultidict.omdict": _omdict,
    "django.QueryDict": _django,
}


@pytest.mark.parametrize("case", list(MAPPINGS))
def test_every_pair_in_the_library_order(case: str) -> None:
    mapping, pairs = MAPPINGS[case]()
    assert sorted(pairs) == sorted(PAIRS)  # the library holds every pair
    params = URLSearchParams(mapping)  # type: ignore[arg-type]
    # before: a record, one value per name ([("tag", "c"), ...] or the first)
    assert list(params) == pairs
    assert params.getAll("tag") == [value for name, value in pairs if name == "tag"]
    assert len(params) == 5


@pytest.mark.parametrize("case", list(MAPPINGS))
def test_headers_read_the_same_pairs(case: str) -> None:
    mapping, pairs = MAPPINGS[case]()
    headers = Headers(mapping)  # type: ignore[arg-type]
    # every pair a field line, in the same order (names lowercased, values "x y" kept)
    assert headers._impl.header_list() == [(name.lower(), value) for name, value in pairs]
    assert headers.get("tag") == ", ".join(v for n, v in pairs if n == "tag")


def test_plain_mappings_and_pairs_are_unchanged() -> None:
    assert list(URLSearchParams({"a": "1", "b": "2"})) == [("a", "1"), ("b", "2")]
    assert list(URLSearchParams([("a", "1"), ("a", "2")])) == [("a", "1"), ("a", "2")]

    class Lists(dict[str, list[str]]):  # a dict of lists with getlist(): a multi-value mapping
        def getlist(self, name: str) -> list[str]:
            return self[name]

    assert str(URLSearchParams(Lists({"a": ["1", "2"], "b": ["3"]}))) == "a=1&a=2&b=3"  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        URLSearchParams(Lists({"a": [None]}))  # type: ignore[arg-type,list-item]
