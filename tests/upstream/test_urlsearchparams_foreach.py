"""Port of web-platform-tests ``url/urlsearchparams-foreach.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-foreach.any.js, read at commit
9194bb45c5ea8c2b1debe6f7068d47ed86693837.

``for (const p of params)`` is ``for p in params`` (pairs are ``(name, value)``
tuples); ``forEach(cb)`` calls ``cb(value, key, params)`` like JavaScript, so the
callbacks take the extra arguments loosely.  The iterator is live: it walks the list by
index, so changing the list during iteration is observed, as the upstream tests require.
"""

from __future__ import annotations

from typing import Any

from webapi import URL, URLSearchParams


def test_for_each_check() -> None:
    params = URLSearchParams("a=1&b=2&c=3")
    keys: list[str] = []
    values: list[str] = []

    def callback(value: str, key: str, *rest: Any) -> None:
        keys.append(key)
        values.append(value)

    params.forEach(callback)
    assert keys == ["a", "b", "c"]
    assert values == ["1", "2", "3"]


def test_for_each_alias_and_parent_argument() -> None:
    # Not upstream: the snake_case alias, and the third callback argument being the
    # URLSearchParams object itself (as in JavaScript).
    params = URLSearchParams("a=1&b=2")
    seen: list[tuple[str, str, object]] = []
    params.for_each(lambda value, key, parent: seen.append((key, value, parent)))
    assert seen == [("a", "1", params), ("b", "2", params)]


def test_for_of_check() -> None:
    a = URL("http://a.b/c?a=1&b=2&c=3&d=4")
    b = a.searchParams
    c = []
    for i in b:
        a.search = "x=1&y=2&z=3"
        c.append(i)
    assert tuple(c[0]) == ("a", "1")
    assert tuple(c[1]) == ("y", "2")
    assert tuple(c[2]) == ("z", "3")
    assert len(c) == 3  # not upstream: nothing past the end of the new list


def test_empty() -> None:
    a = URL("http://a.b/c")
    b = a.searchParams
    for i in b:
        raise AssertionError(f"unreached: {i!r}")


def test_delete_next_param_during_iteration() -> None:
    url = URL("http://localhost/query?param0=0&param1=1&param2=2")
    search_params = url.searchParams
    seen = []
    for param in search_params:
        if param[0] == "param0":
            search_params.delete("param1")
        seen.append(param)

    assert tuple(seen[0]) == ("param0", "0")
    assert tuple(seen[1]) == ("param2", "2")


def test_delete_current_param_during_iteration() -> None:
    url = URL("http://localhost/query?param0=0&param1=1&param2=2")
    search_params = url.searchParams
    seen = []
    for param in search_params:
        if param[0] == "param0":
            search_params.delete("param0")
            # 'param1=1' is now in the first slot, so the next iteration sees 'param2=2'.
        else:
            seen.append(param)

    assert tuple(seen[0]) == ("param2", "2")
    assert len(seen) == 1  # not upstream: param1 was skipped, nothing else was seen


def test_delete_every_param_seen_during_iteration() -> None:
    url = URL("http://localhost/query?param0=0&param1=1&param2=2")
    search_params = url.searchParams
    seen = []
    for param in search_params:
        seen.append(param[0])
        search_params.delete(param[0])

    assert seen == ["param0", "param2"], "param1 should not have been seen by the loop"
    assert str(search_params) == "param1=1", "param1 should remain"
