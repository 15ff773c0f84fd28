"""The fast path (``_fast_path.fast_parse``) equals the full state machine
(``basic_url_parse`` then ``serialize_with_components``) wherever it answers:
on every web-platform-tests input, on the benchmark corpora, and on generated
inputs built to sit on both sides of its boundary."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import wpt
from webapi.url._components import serialize_with_components
from webapi.url._fast_path import fast_parse
from webapi.url._parser import basic_url_parse

_BASES = [None, "https://example.org/a/b?c#d", "file:///C:/x/y", "sc:opaque"]


def _check(text: str) -> bool:
    """Whether the fast path answered for ``text``; asserts it answered right."""
    fast = fast_parse(text)
    if fast is None:
        return False
    for base in _BASES:
        parsed_base = None if base is None else basic_url_parse(base)
        record = basic_url_parse(text, parsed_base)
        assert record is not None, (text, base)
        assert fast == serialize_with_components(record), (text, base)
    return True


def _wpt_inputs() -> list[str]:
    inputs: list[str] = []
    for name in ("urltestdata.json", "urltestdata-javascript-only.json"):
        for case in wpt.cases(name):
            inputs.append(case.data["input"])
            if isinstance(case.data.get("base"), str):
                inputs.append(case.data["base"])
            if isinstance(case.data.get("href"), str):
                inputs.append(case.data["href"])
    for case in wpt.cases("setters_tests.json"):
        inputs.append(case.data["href"])
        inputs.append(case.data["expected"].get("href", case.data["href"]))
    return inputs


def test_every_wpt_input() -> None:
    answered = sum(_check(text) for text in _wpt_inputs())
    assert answered > 100  # the fast path is really exercised


def _corpus_dir() -> Path:
    configured = os.environ.get("WEBAPI_BENCH_DATA")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[2].parent / "shared" / "bench"


@pytest.mark.parametrize("name", ["urls-real-web.txt", "urls-real-files.txt", "urls-synthetic.txt"])
def test_benchmark_corpus(name: str) -> None:
    path = _corpus_dir() / name
    if not path.is_file():
        pytest.skip(f"benchmark corpus {path} not present (set $WEBAPI_BENCH_DATA)")
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line]
    answered = 0
    for line in lines:
        fast = fast_parse(line)
        if fast is not None:
            record = basic_url_parse(line)
            assert record is not None and fast == serialize_with_components(record), line
            answered += 1
    assert answered > 0


_SCHEMES = st.sampled_from(
    ["http", "https", "ws", "wss", "ftp", "file", "HTTP", "Https", "foo", "blob", "fil", "files"]
)
_HOSTS = st.sampled_from(
    [
        "example.com",
        "EXAMPLE.com",
        "a",
        "",
        "localhost",
        "LOCALHOST",
        "1.2.3.4",
        "0x7f",
        "1.2",
        "x.0x",
        "x.09",
        "xn--nxa",
        "xn--a",
        "a..b",
        ".",
        "-",
        "a_b",
        "[::1]",
        "u@h",
        "u:p@h",
        "h%41",
        "é.com",
        "C|",
        "c:",
        "09",
        "example.com.",
    ]
)
_PORTS = st.sampled_from(
    [
        "",
        ":",
        ":0",
        ":80",
        ":443",
        ":21",
        ":8080",
        ":08080",
        ":65535",
        ":65536",
        ":99999",
        ":123456",
        ":x",
    ]
)
_SEGMENTS = st.sampled_from(
    [
        "a",
        "b.c",
        ".",
        "..",
        "%2e",
        "%2E",
        ".%2e",
        "%2e%2E",
        "...",
        ".a",
        "a.",
        "C|",
        "c:",
        "%",
        "%41",
        "%zz",
        "x|y",
        "[x]",
        "@",
        ":",
        ";",
        "=",
        "~",
        "'",
        "\\",
        "^",
        "`",
        "{",
        "}",
        '"',
        "<",
        ">",
        " ",
        "\t",
        "é",
        "\x00",
        "\x7f",
        "!$&()*+,",
    ]
)
_TAILS = st.sampled_from(
    [
        "",
        "?",
        "?a=b",
        "?a=b&c",
        "?'",
        "?`",
        "?^{}",
        "?a b",
        "??",
        "?#",
        "#",
        "#f",
        "#`",
        "#'",
        "#a b",
        "##",
        "#?",
        "?é",
        "#é",
        '?"',
        "#<",
    ]
)


@given(  # 3,000 examples in the slow tier (tests/conftest.py)
    scheme=_SCHEMES,
    slashes=st.sampled_from(["//", "/", "///", "", "\\\\"]),
    host=_HOSTS,
    port=_PORTS,
    segments=st.lists(_SEGMENTS, max_size=5),
    trailing_slash=st.booleans(),
    tail=_TAILS,
)
def test_generated_inputs(
    scheme: str,
    slashes: str,
    host: str,
    port: str,
    segments: list[str],
    trailing_slash: bool,
    tail: str,
) -> None:
    path = "".join("/" + segment for segment in segments) + ("/" if trailing_slash else "")
    _check(f"{scheme}:{slashes}{host}{port}{path}{tail}")
