"""The header-list algorithms over the collections Python code passes most (issue 42 items 15
and 17).

- ``extract_mime_type``, ``extract_length`` and ``determine_nosniff`` read a ``list`` or
  ``tuple`` of ``str`` (or ``bytes``) pairs, a ``dict`` or a ``Headers`` without first making a
  byte string of every name and value (``get_decode_and_split_of``): the same answers and the
  same errors as through ``header_list``, which a generator of the same pairs takes. Checked on
  the web-platform-tests MIME type inputs as Content-Type values, on the Fetch Standard's own
  examples, and on generated header lists (names in any case, Latin-1 and wider code points,
  line feeds, commas and quotes in values, pairs of other lengths and types).
- "get, decode, and split" of a value without a quote is a split at its commas: checked
  against the standard's steps transcribed below.
- A ``URLSearchParams`` is a sequence of pairs, as ``new Headers(new URLSearchParams(...))``
  reads it in JavaScript (it has ``get_all`` but is no email message).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests._sample import sampled
from tests._sizes import tiered
from webapi import URLSearchParams
from webapi.fetch import (
    Headers,
    determine_nosniff,
    extract_length,
    extract_mime_type,
    get_decode_and_split,
    get_decode_and_split_value,
    header_list,
)
from webapi.fetch._header_list import get_decode_and_split_of
from webapi.mimesniff import collect_an_http_quoted_string, serialize_mime_type
from wpt.testing import data_cases

_WPT_INPUTS = [
    case["input"]
    for case in data_cases("mimesniff/mime-types.json")
    + data_cases("mimesniff/generated-mime-types.json")
    if isinstance(case, dict)
]


def _generator(headers: object) -> Iterator[object]:
    """The same pairs as a generator: ``header_list``'s own path, which the shortcut skips."""
    if isinstance(headers, Headers):
        yield from header_list(headers)
    elif isinstance(headers, dict):
        yield from headers.items()
    else:
        yield from headers  # type: ignore[misc]


def _outcome(function: Callable[[], object]) -> object:
    try:
        result = function()
    except TypeError as error:
        return ("TypeError", str(error))
    except ValueError as error:
        return ("ValueError", str(error))
    return serialize_mime_type(result) if hasattr(result, "essence") else result  # type: ignore[arg-type]


def _through_header_list(name: str, headers: object) -> list[str] | None:
    return get_decode_and_split(name.encode(), header_list(headers))


def _same_answers(headers: object) -> None:
    for name in ("content-type", "content-length", "x-content-type-options", "a"):
        assert _outcome(partial(get_decode_and_split_of, name, headers)) == _outcome(
            partial(_through_header_list, name, headers)
        ), (name, headers)
    for extract in (extract_mime_type, extract_length, determine_nosniff):
        assert _outcome(partial(extract, headers)) == _outcome(
            partial(extract, _generator(headers))
        ), (extract.__name__, headers)


def _forms(pairs: list[tuple[Any, Any]]) -> list[object]:
    return [pairs, tuple(pairs), [list(pair) for pair in pairs], dict(pairs)]


@pytest.mark.parametrize("value", tiered(_WPT_INPUTS), ids=lambda value: repr(value)[:40])
@sampled()
def test_wpt_mime_types_as_content_type_values(value: str) -> None:
    others = [("Date", "Tue, 1 Jan 2030 00:00:00 GMT"), ("Vary", "Accept-Encoding")]
    pairs = [others[0], ("Content-Type", value), others[1]]
    for headers in _forms(pairs):
        _same_answers(headers)
    _same_answers([*pairs, ("content-TYPE", "text/plain")])  # two lines: the charset rule
    _same_answers([("CONTENT-TYPE", "text/html;charset=gbk"), ("content-type", value)])
    if all(ord(c) < 0x100 for c in value):
        encoded = [(name.encode(), text.encode("latin-1")) for name, text in pairs]
        _same_answers(encoded)
        if not any(c in value for c in "\x00\n\r"):  # (a header value: for Headers)
            _same_answers(Headers([("Content-Type", value)]))


def test_the_fetch_standard_examples() -> None:
    # https://fetch.spec.whatwg.org/#example-header-list-get-decode-split, for the name "A"
    examples: list[tuple[list[tuple[str, str]], list[str] | None]] = [
        ([("A", "nosniff,")], ["nosniff", ""]),
        ([("A", "nosniff"), ("B", "sniff"), ("A", "")], ["nosniff", ""]),
        ([("A", ""), ("B", "sniff")], [""]),
        ([("B", "sniff")], None),
        ([("A", 'text/html;", x/x')], ['text/html;", x/x']),
        ([("A", 'text/html;"'), ("A", "x/x")], ['text/html;", x/x']),
        ([("A", 'x/x;test="hi",y/y')], ['x/x;test="hi"', "y/y"]),
        ([("A", 'x/x;test="hi"'), ("C", "**bingo**"), ("A", "y/y")], ['x/x;test="hi"', "y/y"]),
        ([("A", "x/x,,,1")], ["x/x", "", "", "1"]),
        ([("A", '"1,2", 3')], ['"1,2"', "3"]),
    ]
    for pairs, expected in examples:
        for headers in _forms(pairs) if len({n for n, _ in pairs}) == len(pairs) else [pairs]:
            assert get_decode_and_split_of("a", headers) == expected, pairs
        _same_answers(pairs)


def test_what_header_list_refuses_is_refused_alike() -> None:
    bad: list[object] = [
        [("Content-Type", "text/html"), ("X-Name", "caf\u00e9 \u20ac")],  # above U+00FF
        [("Content-Type", "text/html"), ("X\u0100", "1")],
        [("Content-Type", "text/html"), ("a", "b", "c")],
        [("Content-Type", "text/html"), ("a",)],
        [("Content-Type", "text/html"), "ab"],
        [("Content-Type", "text/html"), ("a", 1)],
        [("Content-Type", "text/html"), (None, "1")],
        [("Content-Type", "text/html"), ("a", b"1")],  # str and bytes mixed: both are taken
        [("Content-Type\n", "text/plain"), ("Content-Type", "text/html")],
        [("Content-Type", "text/html"), ["a", "b"]],  # a tuple and a list
        {"Content-Type": "text/html", "x": 5},
        [(b"Content-Type", b"text/html"), (b"x", bytearray(b"1"))],
        [(b"Content-Type", b"text/html"), (b"x\nContent-Type", b"text/plain")],
    ]
    for headers in bad:
        _same_answers(headers)
    with pytest.raises(TypeError, match="U\\+00FF"):
        extract_mime_type([("Content-Type", "text/html"), ("X-Name", "\u20ac")])


_NAMES = st.sampled_from(
    ["Content-Type", "content-type", "CONTENT-TYPE", "Content-Length", "X-Content-Type-Options",
     "Content-Typé", "Content-Type ", "A", "a", "x\u0100", "Content-Type\n", ""]
)  # fmt: skip
_VALUES = st.one_of(
    st.sampled_from(
        ["text/html", "text/html;charset=gbk", "text/plain;x=y", "*/*", "nosniff", "NoSniff",
         "42", "42, 42", "1,2", '"a,b"', 'text/html;charset="gbk', "\u00e9", "\u20ac", "",
         " text/html ", "\x00"]
    ),
    st.text(alphabet=st.sampled_from('ab/;=", \t\u00ff\u0100\n'), max_size=12),
)  # fmt: skip


@given(st.lists(st.tuples(_NAMES, _VALUES), max_size=6))
def test_generated_header_lists(pairs: list[tuple[str, str]]) -> None:
    for headers in [pairs, tuple(pairs), [list(pair) for pair in pairs]]:
        _same_answers(headers)
    _same_answers(dict(pairs))
    try:
        as_bytes = [(name.encode("latin-1"), value.encode("latin-1")) for name, value in pairs]
    except UnicodeEncodeError:
        return
    _same_answers(as_bytes)


def _get_decode_and_split_steps(value: str) -> list[str]:
    """https://fetch.spec.whatwg.org/#header-value-get-decode-and-split, step by step over
    an isomorphic decoded value."""
    position = 0
    values: list[str] = []
    temporary_value = ""
    while True:
        while position < len(value) and value[position] not in '",':
            temporary_value += value[position]
            position += 1
        if position < len(value) and value[position] == '"':
            quoted, position = collect_an_http_quoted_string(value, position)
            temporary_value += quoted
            if position < len(value):
                continue
        values.append(temporary_value.strip("\t "))
        temporary_value = ""
        if position >= len(value):
            return values
        assert value[position] == ","
        position += 1


@given(st.text(alphabet=st.sampled_from('ab, \t"\\\u00e9;='), max_size=16))
def test_split_values(value: str) -> None:
    assert get_decode_and_split_value(value) == _get_decode_and_split_steps(value)
    assert get_decode_and_split_value(value.encode("latin-1")) == _get_decode_and_split_steps(value)


def test_url_search_params_are_pairs() -> None:
    params = URLSearchParams("a=1&Content-Type=text/html;charset=gbk&content-type=text/plain")
    assert header_list(params) == [
        (b"a", b"1"),
        (b"Content-Type", b"text/html;charset=gbk"),
        (b"content-type", b"text/plain"),
    ]
    # as Headers takes it (new Headers(new URLSearchParams(...)) in JavaScript: each pair
    # appended, a name met again as the first one has it)
    assert header_list(Headers(params)) == [
        (b"a", b"1"),
        (b"Content-Type", b"text/html;charset=gbk"),
        (b"Content-Type", b"text/plain"),
    ]
    extracted = extract_mime_type(params)
    assert extracted is not None and serialize_mime_type(extracted) == "text/plain"
    assert extract_mime_type(URLSearchParams("a=1")) is None
    assert extract_length(URLSearchParams("content-length=12")) == 12
    with pytest.raises(TypeError, match="U\\+00FF"):
        header_list(URLSearchParams("a=%E2%82%AC"))  # a value of "€"


def test_email_messages_are_still_read_by_their_items() -> None:
    from email.message import Message

    message = Message()
    message["Content-Type"] = "text/html"
    message["Content-Type"] = "text/plain;charset=gbk"
    assert header_list(message) == [
        (b"Content-Type", b"text/html"),
        (b"Content-Type", b"text/plain;charset=gbk"),
    ]
    extracted = extract_mime_type(message)
    assert extracted is not None and serialize_mime_type(extracted) == "text/plain;charset=gbk"


def test_the_shortcut_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """The collections the shortcut reads never reach ``header_list``."""
    import webapi.fetch._header_list as module

    def refuse(headers: object) -> None:
        raise AssertionError("header_list was called")

    monkeypatch.setattr(module, "header_list", refuse)
    pairs = [("Date", "x"), ("Content-Type", "text/html;charset=gbk"), ("content-type", "*/*")]
    for headers in [*_forms(pairs[:2]), pairs, [(n.encode(), v.encode()) for n, v in pairs]]:
        extracted = extract_mime_type(headers)
        assert extracted is not None and serialize_mime_type(extracted) == "text/html;charset=gbk"
    assert extract_mime_type(Headers(pairs[:2])) is not None
    assert extract_mime_type([]) is None and extract_mime_type({}) is None
