"""The basic URL parser with every state override, with and without a url record and a base,
and the host parser on the empty string: failure (``None``) where the spec asserts what its
own callers guarantee, never an AssertionError or a TypeError from inside the parser
(issue #30 item 12)."""

from __future__ import annotations

import itertools

import pytest

from webapi.url import URL, host_parse
from webapi.url._parser import basic_url_parse
from webapi.url._record import URLRecord
from webapi.url._serializer import url_serialize
from webapi.url._states import State

_INPUTS = [
    "", "a", "/", "//", "\\", "?", "#", "a:", "http:", "file:", "a/b", "//h", "//h/p", "1",
    ":", "@", "[", "[::1]", "x@y", "C:", "C|", "/C:", "..", ".", "%2e", "?q", "#f", "h:1",
    "h:", "\t", " ", "ab\\c", "a:b@c:1/p?q#f", "localhost", "\udc00", "/..", "C:/x", "a b?",
]  # fmt: skip
_BASES = [None, "http://h/p?q#f", "file:///C:/x", "a:opaque", "a:/p", "file://h/"]
_URLS = [
    None, "http://u:p@h:1/p?q#f", "file:///x", "file://h/C:/y", "a:opaque", "a:/p",
    "a://h/p", "a:", "a://u@h", "file:///C:",
]  # fmt: skip


def _record(text: str | None) -> URLRecord | None:
    return None if text is None else basic_url_parse(text)


@pytest.mark.parametrize("state", [None, *State], ids=lambda s: "none" if s is None else s.name)
def test_every_state_override_gives_a_url_or_failure(state: State | None) -> None:
    for text, url_text, base_text in itertools.product(_INPUTS, _URLS, _BASES):
        url, base = _record(url_text), _record(base_text)
        result = basic_url_parse(text, base, url=url, state_override=state)
        assert result is None or isinstance(result, URLRecord)
        if url is not None and result is not None:
            assert result is url
        if result is not None:
            url_serialize(result)  # the record is whole: it serializes


def test_the_states_that_asserted_fail_instead() -> None:
    # "" in the special relative or authority state: the relative state needs a base.
    assert basic_url_parse("", state_override=State.SPECIAL_RELATIVE_OR_AUTHORITY) is None
    assert basic_url_parse("a", state_override=State.RELATIVE) is None
    assert basic_url_parse("", state_override=State.RELATIVE_SLASH) is None
    # The relative state's "Assert: base's scheme is not "file"."
    file_base = basic_url_parse("file:///C:/x")
    assert basic_url_parse("a", file_base, state_override=State.RELATIVE) is None
    # A base with an opaque path whose path the relative state would shorten.
    opaque = basic_url_parse("a:opaque")
    assert basic_url_parse("a", opaque, state_override=State.RELATIVE) is None
    # The path start and path states on a URL with an opaque path (what the pathname setter
    # never does: it returns first).
    for state in (State.PATH_START, State.PATH):
        url = basic_url_parse("a:opaque")
        assert basic_url_parse("", url=url, state_override=state) is None
        assert url is not None and url.path == "opaque"
    # The opaque path state on a URL whose path is a list.
    url = basic_url_parse("http://h/p")
    assert basic_url_parse("a", url=url, state_override=State.OPAQUE_PATH) is None
    assert url is not None and url.path == ["p"]


def test_the_cases_that_worked_keep_their_answers() -> None:
    url = basic_url_parse("http://h/p")
    assert url is not None
    assert basic_url_parse("x/y", url=url, state_override=State.PATH_START) is url
    assert url_serialize(url) == "http://h/p/x/y"  # the setter empties the path first
    url = basic_url_parse("a:opaque")
    assert url is not None
    assert basic_url_parse("q", url=url, state_override=State.QUERY) is url
    assert url_serialize(url) == "a:opaque?q"
    # The opaque path state with nothing to append leaves a list path alone, as before.
    url = basic_url_parse("http://h/p")
    assert basic_url_parse("?q", url=url, state_override=State.OPAQUE_PATH) is url


def test_validation_errors_are_reported_on_the_failing_states() -> None:
    errors: list[tuple[str, int, bool]] = []
    result = basic_url_parse(
        "a", state_override=State.RELATIVE, report=lambda *error: errors.append(error)
    )
    assert result is None and errors == []  # failure with no error of the input's own


def test_host_parser_on_the_empty_string_is_failure() -> None:
    errors: list[tuple[str, int, bool]] = []
    assert host_parse("") is None
    assert host_parse("", report=lambda *error: errors.append(error)) is None
    assert errors == [("domain-to-ASCII", 0, True)]
    assert host_parse("", True) == ""  # the opaque host parser: the empty host


def test_the_setters_still_answer_as_before() -> None:
    url = URL("a:opaque")
    url.pathname = "x"  # returns first: the URL has an opaque path
    url.host = "h"
    assert url.href == "a:opaque"
    url = URL("http://h/")
    url.host = ""  # host-missing: failure, the URL is unchanged
    assert url.href == "http://h/"
