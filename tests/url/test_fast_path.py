"""The fast path (``_fast_path.fast_parse``) equals the full state machine
(``basic_url_parse`` then ``serialize_with_components``) wherever it answers:
on every web-platform-tests input, on the benchmark corpora, and on generated
inputs built to sit on both sides of its boundary.  So does the lean URL's shortcut
(``serialized_href``): wherever it answers, the href is the input and ``fast_parse``
answers with that href; and wherever the constructor's first check (``SERIALIZED_HREF``)
matches, ``serialized_href`` answers with the input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import wpt
from benchmarks.corpora import data_dir
from webapi.url._components import Components, serialize_with_components
from webapi.url._fast_path import (
    SERIALIZED_HREF,
    fast_parse,
    fast_parse_unserialized,
    serialized_href,
)
from webapi.url._parser import basic_url_parse

_BASES = [None, "https://example.org/a/b?c#d", "file:///C:/x/y", "sc:opaque"]


def _check(text: str) -> bool:
    """Whether the fast path answered for ``text``; asserts it answered right."""
    fast = fast_parse(text)
    _check_lean(text, fast)
    # The constructor's entry for inputs serialized_href refused answers as fast_parse.
    assert fast_parse_unserialized(text) == fast, text
    if fast is None:
        return False
    for base in _BASES:
        parsed_base = None if base is None else basic_url_parse(base)
        record = basic_url_parse(text, parsed_base)
        assert record is not None, (text, base)
        assert fast == serialize_with_components(record), (text, base)
    return True


def _check_lean(text: str, fast: Components | None) -> None:
    """Asserts that ``serialized_href`` answers ``text`` only where the fast path's answer is
    ``text`` itself (the fast path's answer is proved against the state machine by callers)."""
    lean = serialized_href(text)
    if lean is not None:
        assert lean is text and fast is not None and fast.href == text, text
    if SERIALIZED_HREF.fullmatch(text) is not None:  # the constructor keeps ``text`` at once
        assert lean is text, text


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


@pytest.mark.parametrize(
    "text",
    [
        "HTTP://EXAMPLE.com/",
        "https://Example.COM:0443/a",
        "http://user:pass@example.com:8080/x",
        "ftp://user:@example.com/",
        "wss://:pw@example.com/",
        "http://@example.com/",
        "http://192.168.0.1:80/a/./b/../c",
        "https://example.com/a/b/%2E%2e/c/.",
        "HTTPS://www.EXAMPLE.org/..",
        "FILE://LocalHost.example/x",
        "mailto:someone@example.com?subject=hi#x",
        "JavaScript:void(0)",
        "data:text/plain,a/b",
        "urn:isbn:0-486-27557-4",
        "https://[0421:8B20:0:0:0:0:d86f:df5f]:443/x",
        "http://[::ffff:1.2.3.4]/",
        "http://0x7f.1/",
        "https://3232235777:443/",
        "http://0300.0250.0.1./x",
    ],
)
def test_the_fast_path_takes_near_serialized_forms(text: str) -> None:
    # Each of these needs one of the fast path's rewrites; it must answer, and rightly.
    assert _check(text)


@pytest.mark.parametrize(
    ("text", "answered"),
    [
        ('data:text/html,<p class="a"> hi </p>', True),
        ("a:b c?d", True),
        ("a:b c#d", True),
        ("a:b  c?d e", False),  # a space in the query is encoded
        ("a:b c?d#e f", False),  # and in the fragment
        ("a:b ?d", False),  # a space before "?" becomes %20
        ("a:b #d", False),
        ("a:b ", True),  # a trailing space is stripped, then the path kept
        ("a:b\x7fc", False),  # DEL is encoded
        ("a:b\x01c", False),
        ("a:b\tc", False),  # tabs are removed
        ("a:bé", False),
        ("a:?x#y", True),
        ("a:#y?z", True),
        ("a:x?y<z", False),
        ("a:x?y#<z", False),
        ("a:x?y#`z", False),
        ("A+B.C-D:{x}^|", True),
        ("HTTP:x", False),  # a special scheme
        ("a:/x", False),  # not an opaque path
    ],
)
def test_opaque_paths(text: str, answered: bool) -> None:
    assert _check(text) is answered


@pytest.mark.parametrize(
    "text",
    [
        "https://bücher.de/",
        "http://日本.jp/a b/ü?q=a b&r=ü#f g`ü",
        "https://EX%61MPLE.com/%2e%2E/x y/./z?'#'",
        "wss://ＥＸＡＭＰＬＥ.com:443/<>",
        "https://1.2.3.４/",
        "ftp://u:p@ß.de:21/{}?^#^",
        "http://[::1]/a b",
        "https://example.com/a b/../c",
        "https://example.com/\x7f\x00?\x01#\x02x",
        "https://bücher.de/ ",  # a trailing space is stripped first
    ],
)
def test_the_general_pattern_encodes_and_parses_hosts(text: str) -> None:
    # Each needs the host parser or percent-encoding: the fast path answers, and rightly.
    assert _check(text)


@pytest.mark.parametrize(
    "text",
    [
        "https://a<b/",  # a forbidden domain code point: failure
        "https://a%2Fb/",
        "https://bücher.de/\tx",  # a tab is removed
        "https://bücher.de/a\\b",  # a special URL's path delimiter
        "https://bü:cher.de/",
    ],
)
def test_the_general_pattern_refuses(text: str) -> None:
    assert not _check(text)


def test_every_wpt_input() -> None:
    answered = sum(_check(text) for text in _wpt_inputs())
    assert answered > 100  # the fast path is really exercised


def test_the_remembered_host_serialization_is_the_host_parsers() -> None:
    # parse_special_host_serialized (the general pattern's host parser, remembered per host)
    # equals the host parser then the host serializer, on a miss and on the hit after it, for
    # every host of the web-platform-tests inputs and the generators' hosts.
    from webapi.url._host import host_serialize, parse_host, parse_special_host_serialized

    hosts = {"é.com", "Bücher.EXAMPLE", "xn--a", "0x7f.1", "%41.com", "a\u00adb", "ü.1"}
    for case in wpt.cases("toascii.json"):
        hosts.add(case.data["input"])
    for text in _wpt_inputs():
        record = basic_url_parse(text)
        if record is not None and isinstance(record.host, str) and record.host:
            hosts.add(record.host)
    parse_special_host_serialized.cache_clear()
    for host in sorted(hosts):
        if not host or host.startswith("["):
            continue
        parsed = parse_host(host)
        expected = None if parsed is None else host_serialize(parsed)
        assert parse_special_host_serialized(host) == expected, host
        assert parse_special_host_serialized(host) == expected, host
    assert len(parse_special_host_serialized.cache.entries) > 100


@pytest.mark.parametrize(
    ("name", "step"),
    [
        # the default run: every fifth line of the real corpora (some 10,000 URLs each)
        pytest.param("urls-real-web.txt", 5, id="urls-real-web.txt-every-5th"),
        pytest.param("urls-real-files.txt", 5, id="urls-real-files.txt-every-5th"),
        # every line, and the 100,000 generated URLs: exhaustive, so in the slow tier
        pytest.param("urls-real-web.txt", 1, marks=pytest.mark.slow),
        pytest.param("urls-real-files.txt", 1, marks=pytest.mark.slow),
        pytest.param("urls-synthetic.txt", 1, marks=pytest.mark.slow),
    ],
)
def test_benchmark_corpus(name: str, step: int) -> None:
    path = data_dir() / name
    if not path.is_file():
        pytest.skip(f"benchmark corpus {path} not present (set $WEBAPI_BENCH_DATA)")
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line][::step]
    answered = matched = 0
    for line in lines:
        fast = fast_parse(line)
        _check_lean(line, fast)
        assert fast_parse_unserialized(line) == fast, line
        if fast is not None:
            record = basic_url_parse(line)
            assert record is not None and fast == serialize_with_components(record), line
            answered += 1
        matched += SERIALIZED_HREF.fullmatch(line) is not None
    assert answered > 0
    # The constructor's one-match check takes most of each corpus (99% of the real ones).
    assert matched > len(lines) // 2


_SCHEMES = st.sampled_from(
    [
        "http",
        "https",
        "ws",
        "wss",
        "ftp",
        "file",
        "HTTP",
        "Https",
        "foo",
        "blob",
        "fil",
        "files",
        "mailto",
        "Data",
        "javascript",
        "urn",
        "a",
        "c",
        "x+y-z.w",
    ]
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
        "UPPER.Example.COM",
        "01.2.3.4",
        "1.2.3.256",
        "255.255.255.255",
        "0.0.0.0",
        "1.2.3.4.",
        "1.02.3.4",
        "u:@h",
        ":p@h",
        "@h",
        ":@h",
        "u:p:q@h",
        "u@v@h",
        "%41@h",
        "U.ser:P%41ss@H",
        "u;x@h",
        "u@",
        "u@:80",
        "[::1]",
        "[0:0::0:1]",
        "[1:2:3:4:5:6:7:8]",
        "[1:2:3:4:5:6:7:8:9]",
        "[::ffff:1.2.3.4]",
        "[1.2.3.4]",
        "[::1.2.3.256]",
        "[FE80::A]",
        "[:1]",
        "[]",
        "u@[::1]",
        "0x7F.0.0.1",
        "0300.0250.0.1",
        "3232235777",
        "4294967296",
        "1.2.3.4.5",
        "0x",
        "09.1",
        "1.0x100",
        # Hosts the general pattern hands to the host parser:
        "bücher.de",
        "BÜCHER.de",
        "日本.jp",
        "ß.de",
        "ＥＸＡＭＰＬＥ.com",
        "1.2.3.４",
        "０x7f.1",
        "ex%61mple.com",
        "%C3%BC.de",
        "a%2Fb",
        "%zz",
        "a<b",
        "a b",
        "a\x00b",
        "a\u00adb",
        "xn--bcher-kva.de",
        "xn--zz.de",
        "a\u200db.de",
        "\u0661.\u0662",
        "u@bücher.de",
        "bücher.de.",
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
        ":0080",
        ":00443",
        ":00000",
        ":0000000000000080",
        ":" + "9" * 5000,
        ":" + "0" * 5000 + "80",
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
        "a b",
        "ü",
        "日本",
        "%2e ",
        " .",
        "\U0001f600",
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


def _path(segments: list[str], trailing_slash: bool = False) -> str:
    """The generated tests' path: each segment after a "/", and a "/" at the end if asked."""
    return "".join("/" + segment for segment in segments) + ("/" if trailing_slash else "")


@given(  # 1,500 examples in the slow tier (tests/conftest.py)
    scheme=_SCHEMES,
    slashes=st.sampled_from(["//", "/", "///", "", "\\\\", "?", "#", " ", ":"]),
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
    _check(f"{scheme}:{slashes}{host}{port}{_path(segments, trailing_slash)}{tail}")


@given(  # file: URLs: hosts, Windows drive letters, code points to encode
    scheme=st.sampled_from(["file", "FILE", "File"]),
    host=st.sampled_from(["", "localhost", "LocalHost", "host", "H.example", "1.2.3.4", "x.0x"]),
    drive=st.sampled_from(["", "/C|", "/c:", "/C|x", "/|", "/CC|", "/1|", "/C%7C"]),
    segments=st.lists(_SEGMENTS, max_size=4),
    trailing_slash=st.booleans(),
    tail=_TAILS,
)
def test_generated_file_urls(
    scheme: str,
    host: str,
    drive: str,
    segments: list[str],
    trailing_slash: bool,
    tail: str,
) -> None:
    _check(f"{scheme}://{host}{drive}{_path(segments, trailing_slash)}{tail}")


@pytest.mark.parametrize(
    "text",
    [
        "file:///C|/Documents and Settings/a.txt",
        "file://localhost/home/a b.json",
        "FILE://LOCALHOST/x?y z#`",
        "file://host/D|",
        "file:///E|?q",
        "file://localhost",
        "file:///C:/Program Files/é",
    ],
)
def test_file_urls_take_the_fast_path(text: str) -> None:
    assert _check(text)


@given(  # non-special URLs with an authority (git+ssh://git@host/path, app schemes)
    scheme=st.sampled_from(["git+ssh", "myapp", "X-Y.z", "sc", "Foo", "a", "HTTPX", "files"]),
    userinfo=st.sampled_from(["", "git@", "u:p@", ":p@", "u:@", "@", "u@v@", "u:p:q@", "ü@"]),
    host=st.sampled_from(
        ["h", "H.Example", "1.2.3.4", "0x7f", "a%41", "", "x_y~!$&'()*+,;=", "é", "a b"]
    )
    | st.sampled_from(["[::1]", "a^b", "a|b", "%", "a\\b", "localhost"]),
    port=st.sampled_from(["", ":", ":22", ":0022", ":65535", ":65536", ":x", ":000000000080"]),
    segments=st.lists(_SEGMENTS, max_size=4),
    trailing_slash=st.booleans(),
    tail=_TAILS,
)
def test_generated_non_special_authorities(
    scheme: str,
    userinfo: str,
    host: str,
    port: str,
    segments: list[str],
    trailing_slash: bool,
    tail: str,
) -> None:
    _check(f"{scheme}://{userinfo}{host}{port}{_path(segments, trailing_slash)}{tail}")


@pytest.mark.parametrize(
    "text",
    [
        "git+ssh://git@gitlab.com/vista/order.git",
        "myapp://terms/photo_json?fbclid",
        "intent://item/810?v=summer_sale#Intent;end",
        "a://a",
        "X://u:p@H:0080/a/../b/./c?'q#f",
        "sc://h:/p",
        "sc://@h/",
        "sc://1.2.3.4:65535",
    ],
)
def test_non_special_authorities_take_the_fast_path(text: str) -> None:
    assert _check(text)


@given(  # the lean check's one pattern for opaque paths answers as _fast_parse_opaque
    scheme=st.sampled_from(["mailto", "data", "a+b.c-d", "Mailto", "http", "file", "x"]),
    rest=st.text(alphabet=st.sampled_from(" ?#/:a<>\"`{}'\x7f\x00\té%"), max_size=8),
)
def test_the_lean_opaque_pattern(scheme: str, rest: str) -> None:
    from webapi.url._fast_path import _fast_parse_opaque

    text = f"{scheme}:{rest}"
    opaque = _fast_parse_opaque(text)
    expected = text if opaque is not None and opaque.href == text else None
    assert serialized_href(text) == expected, text
    _check(text)


_PADDING = st.text(alphabet=st.sampled_from(" \x00\x01\t\n\x1f\x7f"), max_size=3)


@given(  # leading and trailing C0 controls or spaces, which the parser strips first
    before=_PADDING,
    after=_PADDING,
    scheme=_SCHEMES,
    slashes=st.sampled_from(["//", "/", ""]),
    host=_HOSTS,
    segments=st.lists(_SEGMENTS, max_size=3),
    tail=_TAILS,
)
def test_generated_inputs_with_padding(
    before: str, after: str, scheme: str, slashes: str, host: str, segments: list[str], tail: str
) -> None:
    path = _path(segments)
    _check(f"{before}{scheme}:{slashes}{host}{path}{tail}{after}")


@pytest.mark.parametrize(
    "text",
    [
        " https://example.com/a",
        "https://example.com/a b ",
        "\x00\x1f http://EXAMPLE.com:80/x?y#z \x01",
        " file:///C:/x ",
        " mailto:a@b ",
        " https://é.com/",
    ],
)
def test_padded_inputs_take_the_fast_path(text: str) -> None:
    assert _check(text)


# --- the relative fast path -------------------------------------------------------------------

_RELATIVE_BASES = [
    "https://example.org/a/b?c#d",
    "http://user:pw@example.org:8080/dir/page.html?x=1",
    "wss://example.org/",
    "ftp://example.org",
    "https://www.example.com/docs/guide/index.html?lang=en#top",
]


def _check_relative(text: str, base: str) -> bool:
    """Whether the relative fast path answered for ``text`` against ``base``; asserts it
    answered as the full parser does."""
    from webapi.url._fast_path import fast_parse_relative, is_fast_base

    base_record = basic_url_parse(base)
    assert base_record is not None
    base_components = serialize_with_components(base_record)
    if not is_fast_base(base_components):
        return False
    fast = fast_parse_relative(text, base_components)
    if fast is None:
        return False
    record = basic_url_parse(text, base_record)
    assert record is not None, (text, base)
    assert fast == serialize_with_components(record), (text, base)
    return True


def test_relative_wpt_inputs() -> None:
    answered = 0
    for case in wpt.cases("urltestdata.json"):
        base = case.data.get("base")
        if isinstance(base, str) and basic_url_parse(base) is not None:
            answered += _check_relative(case.data["input"], base)
        for other in _RELATIVE_BASES:
            answered += _check_relative(case.data["input"], other)
    assert answered > 200


@pytest.mark.slow
def test_relative_corpus_lines() -> None:
    path = data_dir() / "urls-synthetic.txt"
    if not path.is_file():
        pytest.skip(f"benchmark corpus {path} not present (set $WEBAPI_BENCH_DATA)")
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line]
    answered = sum(_check_relative(line, _RELATIVE_BASES[-1]) for line in lines[:20_000])
    assert answered > 1_000


@pytest.mark.parametrize(
    "text",
    ["/x?y#z", "x", "../x", "./x/", "..", ".", "?q", "#f", "", "//other.example/p", "a/%2e%2E/b"],
)
def test_relative_fast_path_answers(text: str) -> None:
    assert _check_relative(text, _RELATIVE_BASES[1])


_RELATIVE_PIECES = st.sampled_from(
    ["", "/", "//", "//h", "//H:80", "//u@h", "a", "a:b", "1:2", ".", "..", "%2e", "./", "../",
     "?", "?q", "?'", "#", "#f", "#`", "é", " ", "\\", "\t", "C|", "x/y", "%41", ";p", "@", "~"]
)  # fmt: skip


# 1,500 examples in the slow tier (tests/conftest.py)
@given(pieces=st.lists(_RELATIVE_PIECES, max_size=6), base=st.sampled_from(_RELATIVE_BASES))
def test_generated_relative_references(pieces: list[str], base: str) -> None:
    _check_relative("".join(pieces), base)


@given(  # the constructor's first check, SERIALIZED_HREF, on both sides of each of its rules
    scheme=st.sampled_from(["http", "https", "ws", "wss", "ftp", "file", "HTTP", "File", "x"]),
    labels=st.lists(
        st.sampled_from(
            ["a", "ab", "x", "0x", "0xa", "0xg", "0Xa", "1", "09", "a-1", "-", "localhost", ""]
        ),
        max_size=3,
    ),
    port=st.sampled_from(["", ":8080", ":80", ":0"]),
    segments=st.lists(
        st.sampled_from(
            ["", "a", ".", "..", ".a", "a.", "%2e", "%2E", "%2ea", "%2f", "%2", "C|", "a|b", "c:"]
        ),
        min_size=1,
        max_size=3,
    ),
    tail=_TAILS,
)
def test_generated_inputs_for_the_constructor_pattern(
    scheme: str, labels: list[str], port: str, segments: list[str], tail: str
) -> None:
    path = _path(segments)
    text = f"{scheme}://{'.'.join(labels)}{port}{path}{tail}"
    _check(text)  # with _check_lean: a match is kept by serialized_href as it is


_PATTERN_LABELS = (
    "a",
    "ab",
    "x",
    "0x",
    "0xa",
    "0xg",
    "0Xa",
    "1",
    "09",
    "a-1",
    "-",
    "localhost",
    "",
)
_PATTERN_PATHS = (
    *("", "/", "/a", "/.a", "/a/..", "/a/.", "/a//.", "/a.b/c", "/a%2e", "/%41", "/a%"),
    *("/%2e", "/%2Ea/b", "/x/%2E", "/%2f", "/%", "/C|", "/a|b", "/c:"),
)


@pytest.mark.parametrize(
    "most_labels", [2, pytest.param(3, marks=pytest.mark.slow)], ids=lambda n: f"{n}-labels"
)
def test_every_short_host_and_path_for_the_constructor_pattern(most_labels: int) -> None:
    # Every host of up to two (three in the slow tier) of these labels, with each path: where
    # the pattern matches, serialized_href (proved against the parser above) keeps the input
    # as it is.
    from itertools import product

    hosts = [
        ".".join(labels)
        for size in range(most_labels + 1)
        for labels in product(_PATTERN_LABELS, repeat=size)
    ]
    matched = 0
    for scheme, host, port, path in product(
        ("http", "https", "ws", "wss", "ftp", "file", "HTTP", "x"),
        hosts,
        ("", ":8080", ":80"),
        _PATTERN_PATHS,
    ):
        text = f"{scheme}://{host}{port}{path}"
        if SERIALIZED_HREF.fullmatch(text) is not None:
            assert serialized_href(text) is text, text
            matched += 1
    assert matched > 1000


@pytest.mark.parametrize(
    ("text", "matched"),
    [
        ("https://www.example.com/a/b?c=d#e", True),
        ("file:///usr/lib/x.so", True),
        ("file://tools/doc/html.mjs", True),
        ("ftp://a.de/", True),  # ends in a hex digit, last label not "0x..."
        ("http://0x.g/", True),
        ("https://a.com/a%2e/b.c%41?x=/./#/.", True),  # no "." or "%2e" after a "/" of the path
        ("https://a.com/%41/%2f", True),
        ("http://a.0xab/", False),  # ends in a number (hex)
        ("http://a.1/", False),
        ("http://a.example./", False),  # the empty last label: left to serialized_href
        ("file://localhost/x", False),  # the file host state empties it
        ("https://a.com/x/./y", False),
        ("https://a.com/x/%2E%2e/y", False),
        ("file:///C|/x", False),  # the path state rewrites it
        ("https://a.com:8080/", False),  # a port: left to serialized_href
        ("https://a.com", False),  # no path: the href has "/"
    ],
)
def test_the_constructor_pattern(text: str, matched: bool) -> None:
    assert (SERIALIZED_HREF.fullmatch(text) is not None) is matched
    _check(text)
