"""The sorted orders of header lists kept by name sequence (``_ORDERS`` in
``webapi/fetch/_headers_impl.py``): iterating a ``Headers`` equals the Fetch Standard's
"sort and combine" (https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine,
transcribed below) of its header list, on generated header lists (names repeated, in other
cases, set-cookie among them), with the orders met before (a warm cache), not met (cleared),
and after changes and holes."""

from __future__ import annotations

import random

import pytest

from webapi.fetch import Headers, _headers_impl

_NAMES = [
    "Content-Type", "content-type", "Set-Cookie", "set-cookie", "SET-COOKIE", "a", "A", "b",
    "x-b", "X-A", "Vary", "age", "Age", "z", "accept", "-", "~", "0", "a0",
]  # fmt: skip


def sort_and_combine(header_list: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The standard's steps: 1. headers; 2. names, the lowercased names of the list, no
    duplicates, sorted (byte order); 3. for each name: set-cookie gives each of its values,
    others the header list's "get" (values joined with ", ")."""
    # (each name's values gathered in one pass, in the list's order: "get" of each name)
    by_name: dict[str, list[str]] = {}
    for n, v in header_list:
        by_name.setdefault(n.lower(), []).append(v)
    names = sorted(by_name)
    headers: list[tuple[str, str]] = []
    for name in names:
        values = by_name[name]
        if name == "set-cookie":
            headers.extend((name, value) for value in values)
        else:
            headers.append((name, ", ".join(values)))
    return headers


def _header_lists(seed: int, count: int) -> list[list[tuple[str, str]]]:
    rng = random.Random(seed)
    lists = []
    for _ in range(count):
        pool = rng.sample(_NAMES, rng.randrange(1, 8))
        lists.append([(rng.choice(pool), f"v{i}") for i in range(rng.randrange(0, 12))])
    return lists


@pytest.mark.parametrize("cleared", [True, False])
def test_iteration_is_sort_and_combine(cleared: bool) -> None:
    # names met for the first time (sorted as they are), the second (their order worked out
    # and kept) and after (the order kept); cleared: each list from the first
    kinds = set()
    for header_list in _header_lists(51, 3_000):
        if cleared:
            _headers_impl._ORDERS.clear()
            _headers_impl._NAME_LISTS.clear()
        for init in (header_list, [list(pair) for pair in header_list], header_list):
            headers = Headers(init)
            key = "\n".join(name for name, _ in header_list)
            met = key in _headers_impl._NAME_LISTS.entries
            kinds.add((met, key in _headers_impl._ORDERS.entries))
            assert list(headers) == sort_and_combine(header_list), header_list
    assert kinds >= {(False, False), (True, False), (True, True)}


def test_changes_and_holes_keep_sort_and_combine() -> None:
    rng = random.Random(53)
    for header_list in _header_lists(55, 600):
        headers = Headers(header_list)
        current: list[tuple[str, str]] = []
        for name, value in header_list:  # (each appended: a name met again, the first's)
            known = [n for n, _ in current if n.lower() == name.lower()]
            current.append((known[0] if known else name, value))
        for _ in range(rng.randrange(1, 60)):
            name = rng.choice(_NAMES)
            operation = rng.randrange(3)
            if operation == 0:
                value = f"w{rng.randrange(100)}"
                headers.append(name, value)
                # (appending to a header list: a name met before takes the first one's case)
                known = [n for n, _ in current if n.lower() == name.lower()]
                current.append((known[0] if known else name, value))
            elif operation == 1:
                headers.delete(name)
                current = [(n, v) for n, v in current if n.lower() != name.lower()]
            else:
                value = f"s{rng.randrange(100)}"
                headers.set(name, value)
                same = [i for i, (n, _) in enumerate(current) if n.lower() == name.lower()]
                if same:
                    current[same[0]] = (current[same[0]][0], value)
                    current = [p for i, p in enumerate(current) if i not in same[1:]]
                else:
                    current.append((name, value))
            assert list(headers) == sort_and_combine(current)
        assert headers._impl.header_list() == current


def test_the_orders_are_bounded_in_bytes() -> None:
    cache = _headers_impl._ORDERS
    # 1,500 lists of ten names pass the budget (1 MB: filled after some 950 of them)
    for i in range(1_500):
        # each name list met twice: the second keeps its order (a list met once keeps none,
        # so without it the cache filled only where an earlier test had left orders in it)
        header_list = [(f"name-{i}-{j}", "v") for j in range(10)]
        Headers(header_list).entries()
        Headers(header_list).entries()
    assert 0 < cache.size <= cache.budget
    # a header list too long for an entry is sorted, not kept
    many = [(f"n{j}", "v") for j in range(2_000)]
    cache.clear()
    for _ in range(3):
        assert list(Headers(many)) == sort_and_combine(many)
    assert not cache.entries
