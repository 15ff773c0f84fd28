"""``Headers`` as a Python user holds it (issues #30 items 9, 10, 17 and #34 items 4, 5):
every header container of Python's HTTP libraries keeps its field lines, the mapping protocol
is JavaScript's ``Object.fromEntries``, copies share nothing, the operations are linear in
the headers, and a thread that iterates while another changes the list leaves no stale view.
"""

from __future__ import annotations

import copy
import email.message
import http.client
import io
import pickle
import sys
import threading
import wsgiref.headers
from typing import Any

import pytest

from webapi import Headers
from webapi.fetch._headers_impl import HeadersImpl

FIELD_LINES = [
    ("Content-Type", "text/html"),
    ("Set-Cookie", "a=1; Path=/"),
    ("X-Twice", "one"),
    ("Set-Cookie", "b=2"),
    ("X-Twice", "two"),
]


def _check_every_line(headers: Headers, *, grouped: bool = False) -> None:
    """Every field line is there, in order (``grouped``: the container itself keeps the lines
    of one name together, in their order, and so loses how the names interleaved)."""
    assert headers.getSetCookie() == ["a=1; Path=/", "b=2"]
    assert headers.get("x-twice") == "one, two"
    assert headers.get("content-type") == "text/html"
    lines = [(name.lower(), value) for name, value in FIELD_LINES]
    if grouped:
        names = list(dict.fromkeys(name for name, _ in lines))
        lines = sorted(lines, key=lambda line: names.index(line[0]))
    assert [(name.lower(), value) for name, value in headers._impl.header_list()] == lines


# --- #34.4: every container keeps every field line, in order --------------------------------


def test_http_client_message() -> None:
    raw = "".join(f"{name}: {value}\r\n" for name, value in FIELD_LINES) + "\r\n"
    message = http.client.parse_headers(io.BytesIO(raw.encode("latin-1")))
    _check_every_line(Headers(message))


def test_email_message() -> None:
    message = email.message.Message()
    for name, value in FIELD_LINES:
        message[name] = value
    _check_every_line(Headers(message))


def test_wsgiref_headers() -> None:
    # wsgiref's Headers is neither a mapping nor a sequence of pairs: before, a TypeError
    _check_every_line(Headers(wsgiref.headers.Headers(list(FIELD_LINES))))


def test_urllib3_http_header_dict() -> None:
    urllib3 = pytest.importorskip("urllib3")
    headers = urllib3.HTTPHeaderDict()
    for name, value in FIELD_LINES:
        headers.add(name, value)
    # before: read as a mapping, one combined value per name; HTTPHeaderDict keeps the
    # lines of a name together
    _check_every_line(Headers(headers), grouped=True)


def test_httpx_headers() -> None:
    httpx = pytest.importorskip("httpx")
    _check_every_line(Headers(httpx.Headers(FIELD_LINES)))


def test_multidict() -> None:
    multidict = pytest.importorskip("multidict")
    _check_every_line(Headers(multidict.CIMultiDict(FIELD_LINES)))
    _check_every_line(Headers(multidict.CIMultiDictProxy(multidict.CIMultiDict(FIELD_LINES))))


def test_werkzeug_headers() -> None:
    datastructures = pytest.importorskip("werkzeug.datastructures")
    _check_every_line(Headers(datastructures.Headers(FIELD_LINES)))


def test_scrapy_headers() -> None:
    scrapy_headers = pytest.importorskip("scrapy.http.headers")
    headers = scrapy_headers.Headers()
    for name, value in FIELD_LINES:
        headers.appendlist(name, value)
    converted = Headers(headers)  # names and values are bytes there: isomorphic decoded
    assert converted.getSetCookie() == ["a=1; Path=/", "b=2"]
    assert converted.get("x-twice") == "one, two"
    latin1 = scrapy_headers.Headers({"X-Latin": b"caf\xe9"})
    assert Headers(latin1).get("x-latin") == "caf\xe9"


def test_the_container_table_in_the_docs_names_each_library() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "porting.md").read_text("utf-8")
    for library in ("urllib3", "httpx", "multidict", "werkzeug", "Scrapy", "wsgiref"):
        assert library in page


# --- #34.5: the mapping protocol where JavaScript code reaches for it ------------------------


def test_dict_is_object_from_entries() -> None:
    headers = Headers(FIELD_LINES)
    # Object.fromEntries(headers) in JavaScript: lowercase names, sorted, set-cookie's last
    assert dict(headers) == {
        "content-type": "text/html",
        "set-cookie": "b=2",
        "x-twice": "one, two",
    }
    assert list(dict(headers)) == ["content-type", "set-cookie", "x-twice"]


def test_getitem_contains_and_len() -> None:
    headers = Headers(FIELD_LINES)
    assert headers["Content-Type"] == "text/html"
    assert headers["X-TWICE"] == "one, two"
    assert headers["set-cookie"] == "b=2"
    assert "content-type" in headers and "Content-Type" in headers
    assert "x-missing" not in headers and "bad name" not in headers and 5 not in headers
    for missing in ("x-missing", "bad name", ""):
        with pytest.raises(KeyError):
            headers[missing]
    with pytest.raises(TypeError, match="a header name is a str"):
        headers[5]  # type: ignore[index]
    assert len(headers) == 4  # [...headers].length: two set-cookie pairs, one x-twice
    assert len(Headers()) == 0


# --- #30.10: copies share nothing -------------------------------------------------------------


@pytest.mark.parametrize(
    "duplicate",
    [copy.copy, copy.deepcopy]
    + [lambda h, p=p: pickle.loads(pickle.dumps(h, p)) for p in range(pickle.HIGHEST_PROTOCOL + 1)],
)
def test_copies_share_nothing(duplicate: Any) -> None:
    original = Headers(FIELD_LINES)
    other = duplicate(original)
    assert type(other) is Headers
    assert list(other) == list(original)
    assert other._impl.header_list() == original._impl.header_list()
    other.append("X-New", "1")
    other.delete("content-type")
    original.set("x-twice", "3")
    assert original.has("content-type") and not original.has("x-new")
    assert other.get("x-twice") == "one, two" and other.get("x-new") == "1"


def test_copies_keep_the_class_and_deepcopy_its_memo() -> None:
    class Subclass(Headers):
        __slots__ = ()

    original = Subclass(FIELD_LINES)
    for duplicate in (copy.copy, copy.deepcopy):
        other = duplicate(original)
        assert type(other) is Subclass and other._impl is not original._impl
        assert other._impl.header_list() == original._impl.header_list()
    first, second = copy.deepcopy([original, original])  # one copy, referred to twice
    assert first is second and first is not original


def test_unpickling_validates() -> None:
    state = Headers([("A", "1")]).__getstate__()
    headers = Headers.__new__(Headers)
    with pytest.raises(TypeError):
        headers.__setstate__([*state, ("bad name", "x")])


# --- #30.17: linear in the headers --------------------------------------------------------------


class _CountingName(str):
    """A header name that counts how often it is lowercased (the old list scans lowercased
    every header's name on every call)."""

    calls = 0

    def lower(self) -> str:
        type(self).calls += 1
        return str.lower(self)


@pytest.mark.parametrize("operation", ["set", "get", "has", "delete"])
def test_each_operation_costs_the_headers_of_its_name_not_the_list(operation: str) -> None:
    count = 3000
    impl = HeadersImpl()
    names = [_CountingName(f"x-h{i}") for i in range(count)]
    for name in names:
        impl.append(name, "v")
    _CountingName.calls = 0
    for name in names:
        if operation == "set":
            impl.set(name, "w")
        elif operation == "get":
            assert impl.get(name) == "v"
        elif operation == "has":
            assert impl.has(name)
        else:
            impl.delete(name)
    # a handful per call (the name itself, and each header of that name once); a scan of
    # the list would be count * count / 2 = 4.5 million
    assert _CountingName.calls <= 4 * count
    if operation == "delete":
        assert impl.header_list() == [] and impl.sort_and_combine == []


def test_many_removals_keep_the_order_and_the_values() -> None:
    impl = HeadersImpl()
    for i in range(500):
        impl.append(f"x-{i % 50}", str(i))
    for i in range(0, 50, 2):
        impl.delete(f"x-{i}")
    impl.set("x-1", "one")
    expected = [(f"x-{i % 50}", str(i)) for i in range(500) if (i % 50) % 2 == 1]
    first_x1 = expected.index(("x-1", "1"))
    expected = [pair for pair in expected if pair[0] != "x-1"]
    expected.insert(first_x1, ("x-1", "one"))
    assert impl.header_list() == expected
    assert impl.get("x-3") == ", ".join(str(i) for i in range(3, 500, 50))


# --- #30.9: iterating while another thread changes the list --------------------------------


@pytest.mark.needs_threads
def test_a_stale_sort_does_not_outlive_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    # One thread works the sorted list out while the other appends: before, the first stored
    # its (stale) list after the append had cleared the old one, and kept it for good.
    headers = Headers([("a", "1")])
    working = threading.Event()
    appended = threading.Event()
    real_sorted = sorted

    def slow_sorted(values: Any, **keywords: Any) -> Any:
        working.set()
        appended.wait(5)
        return real_sorted(values, **keywords)

    import webapi.fetch._headers_impl as module

    monkeypatch.setattr(module, "sorted", slow_sorted, raising=False)
    seen: list[Any] = []
    reader = threading.Thread(target=lambda: seen.append(list(headers)))
    reader.start()
    working.wait(5)
    monkeypatch.setattr(module, "sorted", real_sorted, raising=False)
    headers.append("b", "2")
    appended.set()
    reader.join()
    assert list(headers) == [("a", "1"), ("b", "2")]
    assert len(headers) == 2


@pytest.mark.needs_threads
def test_appending_while_iterating_in_threads() -> None:
    headers = Headers()
    barrier = threading.Barrier(2)

    def append() -> None:
        barrier.wait()
        for i in range(300):
            headers.append(f"x-{i:03}", str(i))

    def iterate() -> None:
        barrier.wait()
        for _ in range(200):
            for _pair in headers:
                pass

    threads = [threading.Thread(target=append), threading.Thread(target=iterate)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(list(headers)) == 300 and len(headers) == 300
    assert headers.get("x-299") == "299"


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide has a JavaScript runtime")
def test_to_js_needs_a_javascript_runtime() -> None:
    # under Pyodide: tests/pyodide/test_interop.py
    with pytest.raises(RuntimeError, match="to_js\\(\\) makes a JavaScript Headers"):
        Headers([("a", "1")]).to_js()


@pytest.mark.parametrize(
    "duplicate",
    [copy.copy, copy.deepcopy]
    + [lambda h, p=p: pickle.loads(pickle.dumps(h, p)) for p in range(pickle.HIGHEST_PROTOCOL + 1)],
)
def test_a_round_trip_keeps_the_guard_the_list_and_iteration(duplicate: Any) -> None:
    original = Headers([("B", "1"), ("Set-Cookie", "a=1"), ("a", "2"), ("set-cookie", "b=2")])
    original.append("b", "3")  # a changed list (indexed), not only a constructed one
    other = duplicate(original)
    # the header list in order, a name met again as the first one has it (Fetch's "append"
    # to a header list); iteration sorted and combined
    assert other._impl.header_list() == original._impl.header_list() == [
        ("B", "1"), ("Set-Cookie", "a=1"), ("a", "2"), ("Set-Cookie", "b=2"), ("B", "3"),
    ]  # fmt: skip
    assert list(other) == list(original) == [
        ("a", "2"), ("b", "1, 3"), ("set-cookie", "a=1"), ("set-cookie", "b=2"),
    ]  # fmt: skip
    iterator = iter(other)
    assert next(iterator) == ("a", "2")
    other.append("a0", "x")  # an unfinished iterator sees changes, as before the round trip
    assert next(iterator) == ("a0", "x")
    # the guard "none": names a request's guard would drop are kept, invalid ones raise
    other.append("Cookie", "c=1")
    assert other.get("cookie") == "c=1"
    with pytest.raises(TypeError, match="Invalid name"):
        other.append("bad name", "x")
    with pytest.raises(TypeError, match="Invalid value"):
        other.set("x", "a\nb")
    assert not original.has("cookie")


@pytest.mark.parametrize(
    "state",
    [
        None,
        "ab",
        b"ab",
        {"a": "1"},
        [("a", "1", "2")],
        [("a",)],
        ["ab"],
        [("a", 1)],
        [(1, "a")],
        [("a", b"1")],
        [("bad name", "x")],
        [("", "x")],
        [("a", "x\ny")],
        [("a", "x\x00")],
        [("a", "\u0100")],
        [("a", "1"), ["b", "2"]],
        [object()],
        iter([("a", "1")]),
    ],
)
def test_a_malformed_state_raises_type_error(state: object) -> None:
    headers = Headers.__new__(Headers)
    with pytest.raises(TypeError, match="a Headers state is a list"):
        headers.__setstate__(state)


def test_unpickling_restores_the_list_without_the_conversion(monkeypatch: Any) -> None:
    from webapi.fetch import _headers_bindings as _bindings

    data = pickle.dumps(Headers(FIELD_LINES))

    def no_conversion(*args: object) -> object:
        raise AssertionError("converted")

    monkeypatch.setattr(_bindings, "_CONVERT_HEADERSINIT", no_conversion)
    monkeypatch.setattr(HeadersImpl, "construct", no_conversion)
    assert list(pickle.loads(data)) == list(Headers(FIELD_LINES))
