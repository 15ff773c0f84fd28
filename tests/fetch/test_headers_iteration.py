"""Iterating ``Headers`` (issue #33 item 4): CPython's list iterator over the sorted and
combined list, kept current in place, behaves as the Web IDL value pair iterator (the current
list, the next index, at every step), and the header list is checked all at once on
construction with the same errors as one by one."""

from __future__ import annotations

import gc

import pytest

from webapi.fetch import Headers


def test_iteration_is_a_list_iterator() -> None:
    headers = Headers([("b", "1"), ("A", "2")])
    iterator = iter(headers)
    assert type(iterator) is type(iter([]))
    assert list(iterator) == [("a", "2"), ("b", "1")]
    assert list(headers.entries()) == [("a", "2"), ("b", "1")]


def test_an_unfinished_iterator_sees_each_change() -> None:
    headers = Headers([("b", "1"), ("a", "2")])
    iterator = iter(headers)
    assert next(iterator) == ("a", "2")
    headers.append("c", "3")
    headers.append("a0", "x")  # sorts before "b": the next index now finds it
    assert next(iterator) == ("a0", "x")
    headers.delete("b")
    headers.set("C", "4")
    assert list(iterator) == [("c", "4")]
    assert list(iterator) == []  # a Python iterator stays exhausted


def test_changes_while_iterating_combine_and_sort() -> None:
    headers = Headers([("x", "1"), ("Set-Cookie", "a=1")])
    seen = []
    for name, value in headers:
        seen.append((name, value))
        if name == "set-cookie" and len(seen) == 1:
            headers.append("set-cookie", "b=2")
            headers.append("X", "2")
    assert seen == [("set-cookie", "a=1"), ("set-cookie", "b=2"), ("x", "1, 2")]


def test_finished_and_dropped_iterators_leave_later_changes_lazy() -> None:
    headers = Headers([("a", "1")])
    assert list(headers) == [("a", "1")]
    iterator = iter(headers)
    del iterator
    gc.collect()
    headers.append("b", "2")
    # Nothing holds the list: it is worked out on the next read, not at the change.
    assert headers._impl._combined_changes != headers._impl._changes
    assert list(headers) == [("a", "1"), ("b", "2")]


def test_keys_values_and_for_each_read_the_same_list() -> None:
    headers = Headers({"b": "1", "a": "2"})
    keys = headers.keys()
    assert next(keys) == "a"
    headers.append("a", "3")
    assert list(keys) == ["b"]
    assert list(headers.values()) == ["2, 3", "1"]
    calls: list[tuple[str, str]] = []
    headers.forEach(lambda value, name: calls.append((name, value)))
    assert calls == [("a", "2, 3"), ("b", "1")]


@pytest.mark.parametrize(
    ("init", "message"),
    [
        ([("a", "1"), ("b c", "2"), ("d", "\x00")], "Invalid name: 'b c'"),
        ([("a", "1"), ("d", "x\ny"), ("", "2")], "Invalid value: 'x\\ny'"),
        ([("a", "1"), ("", "2")], "Invalid name: ''"),
        ([("a", "1"), ("b", "2", "3")], "got 3 items"),
        ([("a", " \t1\r\n"), ("b", "x\ry")], "Invalid value: 'x\\ry'"),
    ],
)
def test_the_first_bad_header_is_named(init: list[tuple[str, ...]], message: str) -> None:
    with pytest.raises(TypeError, match=message.replace("\\", "\\\\").replace("(", r"\(")):
        Headers(init)  # type: ignore[arg-type]


def test_values_are_normalized_on_construction() -> None:
    headers = Headers([("A", " \t x \r\n"), ("a", "y"), ("B", "")])
    assert list(headers) == [("a", "x, y"), ("b", "")]
    assert headers.get("A") == "x, y"
