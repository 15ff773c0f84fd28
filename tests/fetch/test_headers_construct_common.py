"""The shortcuts of ``Headers`` (issue #33 item 4) build what the standard's steps build.

- ``HeadersImpl.construct_common`` (the generated constructor's ``common_init``) converts and
  fills a list or tuple of str pairs, a dict or another ``Headers`` at once: it either builds
  the header list that the Web IDL conversion and ``fill`` build (the same pairs, exact
  ``str``, the same sorted and combined list) or leaves the argument to them, which then
  raise. Checked on every code point in a name and at each place in a value (all of Unicode
  in the slow tier), on generated arguments, and on the argument types it must not take.
- A new ``Headers`` has no index: its first reads scan the list, later ones read a table
  worked out once per change count, and the first change builds the index: the answers are
  the same either way.
"""

from __future__ import annotations

import re
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi import Headers
from webapi.fetch import _headers_bindings as _bindings
from webapi.fetch import _headers_impl
from webapi.fetch._headers_impl import _MAX_SCANS, HeadersImpl


def _standard(init: object) -> HeadersImpl | BaseException:
    """What the binding builds without the shortcut: the Python hook, the Web IDL conversion,
    the constructor steps (or the exception they raise)."""
    try:
        init = _bindings._HEADERS_PYTHON_INIT(init)
        if init is None:
            return HeadersImpl.construct(None)
        converted = _bindings._CONVERT_HEADERSINIT(init, _bindings._HEADERS_CONSTRUCT, 1)
        return HeadersImpl.construct(converted)
    except TypeError as error:
        return error


def _state(impl: HeadersImpl) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    header_list = impl.header_list()
    for name, value in header_list:
        assert type(name) is str and type(value) is str
    combined = list(impl.sort_and_combine)
    for name, value in combined:
        assert type(name) is str and type(value) is str
    return header_list, combined


def _check(init: object) -> bool:
    """The shortcut builds what the standard's steps build, or leaves ``init`` to them;
    whether it took it."""
    own = init._impl.sort_and_combine if type(init) is Headers else init
    common = HeadersImpl.construct_common(own)
    if common is None:
        return False
    expected = _standard(init)
    assert not isinstance(expected, BaseException), (init, expected)
    assert _state(common) == _state(expected), init
    return True


@pytest.mark.parametrize(
    "init",
    [
        None,
        [],
        (),
        {},
        [("Content-Type", "text/html"), ("Set-Cookie", "a=1"), ("set-cookie", "b=2")],
        [["Content-Type", "text/html"], ["X-A", "1"], ["x-a", "2"]],
        (("A", "1"), ("B", "2")),
        {"Content-Type": "text/html", "ETag": '"x"'},
        [("a", " \t padded \t "), ("b", ""), ("c", "\x0bkept\x0c"), ("d", "caf\xe9")],
        [("a", "x"), ("a", "")],  # combined "x, " then normalized by a copy
        Headers([("B", "1"), ("a", "2"), ("A", " 3"), ("Set-Cookie", "s"), ("set-cookie", "t")]),
        Headers([("a", "x"), ("a", "")]),
    ],
)
def test_common_arguments_take_the_shortcut(init: object) -> None:
    assert _check(init)
    assert Headers(init)._impl.header_list() == _standard(init).header_list()  # type: ignore[arg-type,union-attr]


class _Text(str):
    """A str subclass: the conversion takes its text."""

    def __str__(self) -> str:
        return "not this"


@pytest.mark.parametrize(
    "init",
    [
        [("a", "1"), ["b", "2"]],  # tuples and lists mixed
        ["ab"],  # a str is no pair for the conversion
        [{"a": 1, "b": 2}],  # nor is a mapping
        [("a", "1"), ("b", "2", "3")],
        [("a",)],
        [()],
        [("a", 1)],  # ToString of a number: the conversion's
        [("a", "1"), ("b c", "2")],
        [("", "1")],
        [("a\nb", "1")],
        [("a", "1\x002")],
        [("a", "x\ny")],
        [("a", "x\r")],
        [("a", "\u0100")],
        [(b"a", b"1")],
        iter([("a", "1")]),
        ({"a", "b"},),
        {"a": 1},
        {1: "a"},
    ],
)
def test_other_arguments_are_left_to_the_conversion(init: object) -> None:
    assert not _check(init)
    expected = _standard(init)
    if isinstance(expected, BaseException):
        with pytest.raises(TypeError, match=re.escape(str(expected))):
            Headers(init)  # type: ignore[arg-type]


def test_str_subclasses_give_their_text() -> None:
    init = [(_Text("X-Name"), _Text(" value "))]
    assert _check(init)
    headers = Headers(init)  # type: ignore[arg-type]
    assert headers._impl.header_list() == [("X-Name", "value")]
    assert [type(part) for pair in headers._impl.header_list() for part in pair] == [str, str]
    assert [type(part) for pair in headers for part in pair] == [str, str]


def _code_points(limit: int) -> list[str]:
    return [chr(c) for c in range(limit) if not 0xD800 <= c < 0xE000] + ["\ud800", "\udfff"]


_TOKEN = set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _every_place(characters: list[str]) -> None:
    for c in characters:
        # a name: taken exactly when it is a header name
        assert _check([("x" + c, "v")]) is (c in _TOKEN)
        assert _check([(c, "v")]) is (c in _TOKEN)
        # a value: taken exactly when it is a ByteString of no NUL, CR or LF
        byte = c <= "\xff" and c not in "\x00\n\r"
        for init in (
            [("x", c)],
            [("x", c + "v" + c)],
            [("x", "v" + c + "v"), ("y", "w")],
            {"x": "v" + c},
        ):
            assert _check(init) is byte, init


def test_every_code_point_to_u0300_and_a_sample() -> None:
    _every_place(_code_points(0x300) + [chr(c) for c in range(0x300, 0x110000, 997)])


@pytest.mark.slow
def test_every_code_point() -> None:
    _every_place(_code_points(0x110000))


_PIECES = st.sampled_from(
    ["a", "Set-Cookie", "set-cookie", "X-Y", "B", "", " ", "\t", "\n", "\r", "\x00", "\x0b",
     "\x85", "\xa0", "\xe9", "\u0100", "\U0001f600", "!#$%&'*+-.^_`|~", ",", ";", '"', "a b"]
)  # fmt: skip
_TEXT = st.lists(_PIECES, max_size=4).map("".join)


@st.composite
def _arguments(draw: Any) -> object:
    pairs = draw(st.lists(st.tuples(_TEXT, _TEXT), max_size=6))
    shape = draw(st.sampled_from(["tuples", "lists", "tuple", "dict", "headers", "odd"]))
    if shape == "lists":
        return [list(pair) for pair in pairs]
    if shape == "tuple":
        return tuple(pairs)
    if shape == "dict":
        return dict(pairs)
    if shape == "headers":
        try:
            return Headers(pairs)
        except TypeError:
            return pairs
    if shape == "odd" and pairs:
        odd = draw(st.sampled_from([("a", "b", "c"), ["a", "b"], "ab", (_Text("a"), "b")]))
        return [*pairs, odd]
    return pairs


@given(_arguments())
def test_generated_arguments(init: object) -> None:
    _check(init)


def _reads(headers: Headers) -> list[object]:
    names = ["a", "A", "set-cookie", "Set-Cookie", "b", "missing"]
    return [
        *[headers.get(name) for name in names],
        *[headers.has(name) for name in names],
        headers.getSetCookie(),
    ]


def test_reads_before_the_index_answer_as_after() -> None:
    init = [("A", "1"), ("Set-Cookie", "s=1"), ("b", ""), ("a", "2"), ("set-cookie", "s=2")]
    reference = HeadersImpl.construct([list(pair) for pair in init])
    reference._indexed()
    expected = [
        *[reference.get(n) for n in ["a", "A", "set-cookie", "Set-Cookie", "b", "missing"]],
        *[reference.has(n) for n in ["a", "A", "set-cookie", "Set-Cookie", "b", "missing"]],
        reference.get_set_cookie(),
    ]
    headers = Headers(init)
    impl = headers._impl
    assert impl._index is None
    assert [_reads(headers) for _ in range(3)] == [expected] * 3  # scans, then the table
    assert impl._scans == _MAX_SCANS and impl._lookup[0] == impl._changes
    headers.append("c", "3")  # the first change builds the index
    assert impl._index is not None
    headers.delete("c")
    assert _reads(headers) == expected


def test_reads_of_a_big_new_list_are_linear() -> None:
    count = 20_000
    headers = Headers([(f"x-{i}", str(i)) for i in range(count)])
    for i in range(0, count, 10):  # without the table: count / 10 scans of count headers
        assert headers.get(f"X-{i}") == str(i)
    assert headers._impl._scans == _MAX_SCANS and headers._impl._index is None


def test_a_changed_list_is_not_read_from_an_old_table() -> None:
    headers = Headers([("a", "1")])
    for _ in range(_MAX_SCANS + 1):
        assert headers.get("a") == "1"
    headers._impl.replace([("a", "2"), ("A", "3")])
    assert headers.get("a") == "2, 3"
    assert list(headers) == [("a", "2, 3")]


@pytest.mark.skipif(not hasattr(sys, "getrefcount"), reason="needs sys.getrefcount")
def test_an_iterator_over_a_new_list_sees_changes() -> None:
    headers = Headers({"b": "1", "d": "2"})
    iterator = iter(headers)
    assert next(iterator) == ("b", "1")
    headers.append("c", "3")
    assert list(iterator) == [("c", "3"), ("d", "2")]


@given(_arguments())
def test_generated_arguments_with_names_checked_before(init: object) -> None:
    # the names met before (_NAME_LISTS: their joined text) are not checked again: the same
    # header list either way, whether the names were there before or not
    _headers_impl._NAME_LISTS.clear()
    cold = _check(init)
    assert _check(init) is cold


def test_names_checked_before_are_the_same_names() -> None:
    assert _check([("a", "1"), ("B", "2")])
    assert _headers_impl._NAME_LISTS.entries["a\nB"] == (("a", "b"), None)
    # a name met again takes the first such header's name (Fetch's append to a header list),
    # the names the list keeps cached with the lowercased ones: the same the second time
    pairs = [("Set-Cookie", "a=1"), ("x", "2"), ("set-cookie", "b=2"), ("X", "3")]
    kept = [("Set-Cookie", "a=1"), ("x", "2"), ("Set-Cookie", "b=2"), ("x", "3")]
    assert Headers(pairs)._impl.header_list() == kept
    assert _headers_impl._NAME_LISTS.entries["Set-Cookie\nx\nset-cookie\nX"][1] == (
        "Set-Cookie",
        "x",
        "Set-Cookie",
        "x",
    )
    assert Headers(pairs)._impl.header_list() == kept
    # one name holding "\n" joins to the same text: it is no header name, for the conversion
    assert HeadersImpl.construct_common([("a\nB", "1")]) is None
    with pytest.raises(TypeError, match="Invalid name"):
        Headers([("a\nB", "1")])
    # a list of other names held in a str subclass: the text is what counts
    assert _check([(_Text("a"), "x"), ("B", "y")])
    assert Headers([(_Text("a"), "x"), ("B", "y")])._impl.header_list() == [("a", "x"), ("B", "y")]


def test_get_and_has_remember_valid_names_within_a_bound() -> None:
    """``get``/``has`` remember each valid name's lowercase form (a bounded table): an
    invalid name is never remembered and raises every time, a remembered name matches
    case-insensitively, and many distinct names leave the table at its bound."""
    from webapi.fetch import _headers_impl

    headers = Headers({"X-Seen": "1"})
    for _ in range(2):
        assert headers.get("x-SEEN") == "1"
        assert headers.has("X-seen")
        with pytest.raises(TypeError):
            headers.get("bad name")
        with pytest.raises(TypeError):
            headers.has("bad\tname")
    assert "bad name" not in _headers_impl._NAMES
    for number in range(_headers_impl._MAX_NAMES + 100):
        headers.has(f"x-name-{number}")
    assert len(_headers_impl._NAMES) <= _headers_impl._MAX_NAMES
    assert headers.get("X-Seen") == "1"
