"""Property tests (hypothesis) for URLSearchParams: parse → serialize → parse is stable,
sort is the spec's stable sort by UTF-16 code units, and a URL's searchParams and its query
stay in step, and no method raises for any strings (lone surrogates included).  Hypothesis
profiles: ``strategies.py``."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from webapi import URL, URLSearchParams

from .strategies import any_text, hrefs, param_pairs, param_strings


def _code_units(text: str) -> bytes:
    # USVStrings: lone surrogates were already replaced, so this cannot fail.
    return text.encode("utf-16-be")


@given(param_strings())
@example("a=%FF&%E2%82=b&\ufeffc=\ufeff")
@example("+%2B+=%%20&&=&==")
def test_parse_serialize_parse_is_stable(text: str) -> None:
    params = URLSearchParams(text)
    serialized = str(params)
    again = URLSearchParams(serialized)
    assert list(again) == list(params)
    assert str(again) == serialized
    assert again.size == params.size == len(list(params))


@given(param_pairs())
@example([("\ud800", "\udc00"), ("a", "\ud83d\ude00")])
def test_pairs_round_trip(pairs: list[tuple[str, str]]) -> None:
    params = URLSearchParams(pairs)
    assert len(list(params)) == len(pairs)
    assert list(URLSearchParams(str(params))) == list(params)


@given(param_pairs())
@example([("\ufffd", "1"), ("\U0001f600", "2"), ("\uff41", "3"), ("a", "4"), ("a", "5")])
def test_sort_is_stable_by_code_units(pairs: list[tuple[str, str]]) -> None:
    params = URLSearchParams(pairs)
    before = list(params)
    params.sort()
    after = list(params)
    # Python's sort is stable: this is "sort in ascending order of name by code units,
    # preserving the relative order of pairs with equal names".
    assert after == sorted(before, key=lambda pair: _code_units(pair[0]))
    params.sort()
    assert list(params) == after


@given(
    hrefs(),
    st.lists(
        st.tuples(st.sampled_from(("append", "set", "delete", "sort")), param_pairs()), max_size=4
    ),
)
def test_url_search_params_and_query_stay_in_step(
    href: str, operations: list[tuple[str, list[tuple[str, str]]]]
) -> None:
    url = URL.parse(href)
    if url is None:
        return
    for operation, pairs in operations:
        name, value = pairs[0] if pairs else ("k", "v")
        if operation == "append":
            url.searchParams.append(name, value)
        elif operation == "set":
            url.searchParams.set(name, value)
        elif operation == "delete":
            url.searchParams.delete(name)
        else:
            url.searchParams.sort()
        assert list(URL(url.href).searchParams) == list(url.searchParams)
        assert url.search == ("?" + str(url.searchParams) if url.searchParams.size else "")


@given(init=st.one_of(param_strings(), any_text()), name=any_text(), value=any_text())
def test_methods_never_raise_for_strings(init: str, name: str, value: str) -> None:
    params = URLSearchParams(init)
    params.append(name, value)
    assert params.has(name)
    params.set(name, value)
    assert params.getAll(name) == [params.get(name)]
    params.sort()
    params.delete(name, value)
    assert not params.has(name, value)
    assert str(params).isascii()
