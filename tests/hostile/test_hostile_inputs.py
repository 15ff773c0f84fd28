"""Hostile input: megabyte inputs of every shape, huge IPv4 numbers, no recursion.

Every input must parse to a URL or fail with ``URLParseError`` (a ``TypeError``); setters
must never raise except the ``href`` setter (``URLParseError``); and nothing may recurse
with the input's size.  Nothing here is timed: the benchmarks of the performance issue
check that time grows linearly.  ``HOSTILE_SIZE`` (code points) sets the size: 2**16 in the
default run, 2**20 (the megabyte the names speak of) in the slow tier, which runs this file
again (``tests/test_slow_reruns.py``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Callable

import pytest

import wpt
from tests._sample import sampled
from webapi import URL, URLParseError, URLSearchParams

SIZE = int(os.environ.get("HOSTILE_SIZE", str(2**16)))
#: Non-ASCII hosts go through UTS 46 and punycode, several times slower per code point:
#: a quarter of the size (still 0.5 MB and more of UTF-8).
IDN_SIZE = SIZE // 4


def _times(piece: str, size: int = SIZE) -> str:
    return piece * max(1, size // len(piece))


#: name -> (input, the href it must give, or None for failure, or ... for "either").
SHAPES: dict[str, tuple[Callable[[], str], object]] = {
    "path-segments": (lambda: "http://h/" + _times("a/"), ...),
    "dot-dot-segments": (lambda: "http://h/" + _times("../") + "x", "http://h/x"),
    "encoded-dot-dot": (lambda: "http://h/" + _times("%2e%2E/") + "x", "http://h/x"),
    "dot-segments": (lambda: "http://h/" + _times("./") + "x", "http://h/x"),
    "empty-segments": (lambda: "sc://h" + _times("/"), ...),
    "backslashes": (lambda: "http:" + _times("\\") + "h/", "http://h/"),
    "query-pairs": (lambda: "http://h/?" + _times("a=b&"), ...),
    "fragment": (lambda: "http://h/#" + _times("x"), ...),
    "percent-signs": (lambda: "http://h/" + _times("%"), ...),
    "bad-escapes": (lambda: "http://h/" + _times("%zz"), ...),
    "userinfo": (lambda: "http://" + _times("a") + "@h/", ...),
    "at-signs": (lambda: "http://" + _times("@") + "h/", ...),
    "colons-in-userinfo": (lambda: "http://" + _times(":") + "@h/", ...),
    "domain-labels": (lambda: "http://" + _times("a.") + "com/", ...),
    "long-label": (lambda: "http://" + _times("a") + "/", ...),
    "encoded-host": (lambda: "http://" + _times("%41") + "/", ...),
    "idn-label": (lambda: "http://" + _times("\u00e9", IDN_SIZE) + "/", ...),
    "idn-labels": (lambda: "http://" + _times("\u00e9.", IDN_SIZE) + "/", ...),
    "idn-mixed": (lambda: "http://" + _times("a\u4e2d\u00df\u03c2.", IDN_SIZE) + "/", ...),
    "punycode-label": (lambda: "http://xn--" + _times("a", IDN_SIZE) + ".\u00e9/", ...),
    "punycode-deltas": (lambda: "http://\u00e9.xn--" + _times("ab9", IDN_SIZE) + "/", ...),
    "ignored-code-points": (lambda: "http://a" + _times("\u00ad", IDN_SIZE) + "b/", "http://ab/"),
    "ipv4-digits": (lambda: "http://" + _times("9") + "/", None),
    "ipv4-hex-digits": (lambda: "http://0x" + _times("f") + "/", None),
    "ipv4-leading-zeros": (lambda: "http://0x" + _times("0") + "7f.1/", "http://127.0.0.1/"),
    "ipv4-octal-zeros": (lambda: "http://" + _times("0") + "1.1/", "http://1.0.0.1/"),
    "ipv4-parts": (lambda: "http://" + _times("1.") + "/", None),
    "ipv4-dots": (lambda: "http://1" + _times(".") + "/", ...),
    "ipv6-pieces": (lambda: "http://[" + _times("1:") + "]/", None),
    "ipv6-zeros": (lambda: "http://[::" + _times("0") + "]/", None),
    "ipv6-colons": (lambda: "http://[" + _times(":") + "]/", None),
    "ipv6-embedded-v4": (lambda: "http://[::" + _times("1.") + "]/", None),
    "brackets": (lambda: "http://" + _times("["), None),
    "port-zeros": (lambda: "http://h:" + _times("0") + "81/", "http://h:81/"),
    "port-nines": (lambda: "http://h:" + _times("9") + "/", None),
    "leading-c0": (lambda: _times("\x00") + "http://h/", "http://h/"),
    "tabs-and-newlines": (lambda: "http://h/" + _times("a\t\n"), ...),
    "spaces-around": (lambda: _times(" ") + "http://h/" + _times(" "), "http://h/"),
    "scheme": (lambda: _times("a") + ":", ...),
    "no-scheme": (lambda: _times("a"), None),
    "opaque-path-spaces": (lambda: "sc:" + _times(" ") + "x", ...),
    "opaque-path-spaces-query": (lambda: "sc:" + _times("a ") + "?q", ...),
    "file-dot-dots": (lambda: "file:///C:/" + _times("../"), "file:///C:/"),
    "file-slashes": (lambda: "file://" + _times("/"), ...),
    "lone-surrogates": (lambda: "http://h/" + _times("\ud800"), ...),
    "nested-blob": (lambda: _times("blob:") + "https://h/", ...),
    "non-characters": (lambda: "http://h/" + _times("\ufffe\U0010ffff"), ...),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
@sampled()
def test_megabyte_input(name: str) -> None:
    make, expected = SHAPES[name]
    text = make()
    try:
        url = URL(text)
    except URLParseError:
        assert expected is ... or expected is None, "failed to parse"
        assert URL.parse(text) is None
        return
    assert expected is ... or url.href == expected
    # Every getter works, and the href is a URL that gives the same href.
    for attribute in ("origin", "protocol", "username", "password", "host", "port", "pathname"):
        assert isinstance(getattr(url, attribute), str)
    assert isinstance(url.search + url.hash, str)
    assert len(list(url.searchParams)) >= 0
    assert URL(url.href).href == url.href


@pytest.mark.parametrize("name", sorted(SHAPES))
@sampled()
def test_megabyte_input_against_a_base(name: str) -> None:
    make, _ = SHAPES[name]
    text = make()
    url = URL.parse(text[: len(text) // 4], "https://user:pass@example.org/" + "d/" * 1000 + "?q#f")
    assert url is None or URL(url.href).href == url.href


SETTERS = wpt.URL_COMPONENTS[1:]  # all but href


@pytest.mark.parametrize("setter", SETTERS)
@pytest.mark.parametrize("piece", ["a", "%", "/", "\t", ":", "@", "\u00e9", "\ud800", "1"])
@sampled()
def test_huge_setter_values(setter: str, piece: str) -> None:
    size = SIZE // 8
    for href in ("https://u:p@example.org:8080/p?q#f", "sc://h/p", "sc:opaque", "file:///C:/x"):
        url = URL(href)
        setattr(url, setter, _times(piece, size))  # never raises
        assert URL(url.href).href == url.href


def test_megabyte_href_setter() -> None:
    url = URL("https://example.org/")
    with pytest.raises(URLParseError):
        url.href = _times("a")
    assert url.href == "https://example.org/"
    url.href = "https://example.org/" + _times("x")
    assert len(url.pathname) == SIZE + 1


def test_megabyte_search_params() -> None:
    assert URLSearchParams(_times("&")).size == 0
    assert list(URLSearchParams(_times("="))) == [("", "=" * (SIZE - 1))]
    many = URLSearchParams(_times("b=1&a=2&"))
    assert many.size == SIZE // 8 * 2
    many.sort()
    pairs = list(many)
    assert pairs[0] == ("a", "2") and pairs[-1] == ("b", "1")
    assert URLSearchParams(str(many)).size == many.size
    assert list(URLSearchParams(_times("%"))) == [("%" * SIZE, "")]
    assert next(iter(URLSearchParams(_times("%FF", SIZE))))[0] == "\ufffd" * (SIZE // 3)
    params = URLSearchParams([("k", _times("\ud800"))])
    assert params.get("k") == "\ufffd" * SIZE


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("4294967295", "255.255.255.255"),
        ("0xffffffff", "255.255.255.255"),
        ("037777777777", "255.255.255.255"),
        ("4294967296", None),
        ("0x100000000", None),
        ("040000000000", None),
        ("9" * 10_000, None),
        ("0x" + "f" * 10_000, None),
        ("0" + "7" * 10_000, None),
        ("0" * 10_000 + "1", "0.0.0.1"),
        ("0x" + "0" * 10_000 + "1", "0.0.0.1"),
        ("1." + "9" * 10_000, None),
        (".".join(["9" * 1000] * 4), None),
        (".".join(["0x" + "0" * 1000 + "ff"] * 4), "255.255.255.255"),
        ("255.255.65535", "255.255.255.255"),
        ("255.16777215", "255.255.255.255"),
        ("255.16777216", None),
        ("1e3", "1e3"),  # not a number (no exponents), so a domain
        ("0x" + "f" * 8 + ".", "255.255.255.255"),
        ("%30x" + "f" * 8, "255.255.255.255"),
        ("\uff10\uff58" + "\uff46" * 8, "255.255.255.255"),
    ],
    ids=lambda value: value if value is None or len(value) < 24 else value[:20] + "...",
)
def test_huge_ipv4_numbers(host: str, expected: str | None) -> None:
    url = URL.parse(f"http://{host}/")
    if expected is None:
        assert url is None
    else:
        assert url is not None and url.hostname == expected
    # Not special: an opaque host, kept as written (percent-encoded where needed).
    assert URL.parse(f"sc://{host}/") is not None


def test_huge_ipv4_in_ipv6_and_ports() -> None:
    assert URL.parse("http://[::" + "1" * 10_000 + "]/") is None
    assert URL.parse("http://[::ffff:" + "1" * 10_000 + ".1.1.1]/") is None
    assert URL.parse("http://[::ffff:1.1.1." + "0" * 10_000 + "]/") is None
    assert URL.parse("http://h:" + "9" * 100_000 + "/") is None
    url = URL.parse("http://h:" + "0" * 100_000 + "1/")
    assert url is not None and url.port == "1"


def test_validation_errors_among_many_removed_tabs() -> None:
    """Every error is reported at its index in the input as given, with the ASCII tabs and
    newlines the parser removed counted back in (one bisection per error: a walk over the
    removals for each error made this quadratic, hours for the megabyte of the slow tier)."""
    from webapi.url import validate

    pairs = SIZE // 8
    text = "http://h/" + _times("\\\t", 2 * pairs) + "x"  # a trailing tab is stripped
    errors = validate(text)
    assert [(e.type, e.index) for e in errors[:2]] == [
        ("invalid-URL-unit", 10),  # the first tab
        ("invalid-reverse-solidus", 9),
    ]
    assert len(errors) == 1 + pairs
    assert all(text[e.index] == "\\" for e in errors[1:])


#: Run in a child process with the recursion limit a little above the depth at which
#: parsing starts: any recursion that grows with the input raises RecursionError.
_NO_RECURSION_SCRIPT = textwrap.dedent(
    """
    import sys
    from webapi import URL, URLSearchParams
    from webapi.url import validate

    N = {size}
    inputs = [
        "http://h/" + "../" * N,
        "http://h/" + "a/" * N,
        "http://h/" + "%2e%2e/" * N,
        "file:///C:/" + "../" * N,
        "blob:" * N + "https://h/",
        "http://" + "[" * N,
        "http://[" + "1:" * N + "]/",
        "http://" + "a." * N + "com/",
        "http://" + "\\u00e9." * (N // 8) + "/",
        "http://xn--" + "a" * N + ".\\u00e9/",
        "http://" + "@" * N + "h/",
        "http://h/?" + "a=b&" * N,
        "sc:" + "a " * N + "?q",
        "\\t" * N + "http://h/",
        "http://" + "1." * N + "/",
    ]
    # Warm up every module first (imports and tables may nest deeper, once).
    for text in ["http://\\u00e9.xn--nxasmq6b.\\u05d0/?a=b#c", "blob:https://h/", "sc://[::1]/"]:
        URL(text).origin
        validate(text)
    depth = 0
    frame = sys._getframe()
    while frame is not None:
        depth += 1
        frame = frame.f_back
    sys.setrecursionlimit(depth + {headroom})
    for text in inputs:
        url = URL.parse(text)
        if url is not None:
            url.href, url.origin, list(url.searchParams)
            url.pathname = text
            url.hostname = text
            url.search = text
            URL(url.href)
        validate(text)
        URLSearchParams(text).sort()
        URL.canParse(text, "https://example.org/" + "d/" * N)
    print("ok")
    """
)


@pytest.mark.needs_subprocess
def test_no_recursion() -> None:
    """Parsing, serializing, setters and validation at a fixed stack depth: the child runs
    with ``sys.setrecursionlimit(depth + 60)`` and must not raise ``RecursionError``."""
    script = _NO_RECURSION_SCRIPT.format(size=SIZE // 8, headroom=60)
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip() == "ok"


def test_recursion_limit_unchanged() -> None:
    """Parsing does not touch the interpreter's recursion limit."""
    limit = sys.getrecursionlimit()
    URL.parse("http://h/" + "../" * 10_000)
    URL.parse("blob:" * 10_000 + "https://h/")
    assert sys.getrecursionlimit() == limit
