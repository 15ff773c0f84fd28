"""Hypothesis strategies for URL inputs: raw text, the differential grammar, mutated WPT
inputs, and strings that are valid per the spec's URL writing section."""

from __future__ import annotations

import string
from functools import cache
from typing import Any

from differential import generators
from hypothesis import strategies as st

import wpt

__all__ = [
    "SETTERS",
    "any_text",
    "bases",
    "hrefs",
    "param_pairs",
    "param_strings",
    "setter_values",
    "url_inputs",
    "valid_absolute_url_strings",
    "valid_relative_url_strings",
]

# Hypothesis profiles (how many examples, in which tier): tests/conftest.py.

SETTERS = wpt.URL_COMPONENTS

#: Characters the parser branches on, for raw text.
URLISH = (
    string.ascii_letters
    + string.digits
    + ":/?#[]@!$&'()*+,;=%\\.-_~ \t\n\x00\x7f"
    + ("\u00e9\u00df\u0130\u05d0\u0661\u200c\u200d\u3002\uff0e\ufffd\U0001f600")
)


@cache
def _wpt_inputs() -> list[tuple[str, str | None]]:
    return [
        (c["input"], c.get("base")) for c in wpt.load("urltestdata.json") if not isinstance(c, str)
    ]


def _grammar(function: Any) -> st.SearchStrategy[str]:
    return st.randoms(use_true_random=False).map(function)


def any_text(max_size: int = 40) -> st.SearchStrategy[str]:
    """Any code points, lone surrogates and every category included."""
    return st.text(st.characters(codec=None, exclude_categories=()), max_size=max_size)


def url_inputs() -> st.SearchStrategy[str]:
    """Any input: raw text (any code point, lone surrogates included), URL-ish text,
    the differential grammar, and mutated WPT inputs."""
    return st.one_of(
        st.text(alphabet=URLISH, max_size=40),
        any_text(max_size=30),
        _grammar(generators.absolute),
        _grammar(generators.relative),
        st.tuples(st.sampled_from(_wpt_inputs()), st.randoms(use_true_random=False)).map(
            lambda item: generators.mutate(item[1], item[0][0])
        ),
        st.sampled_from(_wpt_inputs()).map(lambda item: item[0]),
    )


def bases() -> st.SearchStrategy[str | None]:
    return st.one_of(
        st.none(),
        st.sampled_from(sorted({b for _, b in _wpt_inputs() if b})),
        _grammar(generators.base_url),
    )


def hrefs() -> st.SearchStrategy[str]:
    """Inputs that mostly parse (filter with ``URL.parse``)."""
    return st.one_of(
        st.sampled_from(
            [
                c["href"]
                for c in wpt.load("urltestdata.json")
                if not isinstance(c, str) and "href" in c
            ]
        ),
        _grammar(generators.absolute),
    )


def setter_values(setter: str) -> st.SearchStrategy[str]:
    return st.one_of(
        st.randoms(use_true_random=False).map(lambda r: generators.setter_value(r, setter)),
        st.text(alphabet=URLISH, max_size=20),
        st.text(max_size=10),
    )


def param_strings() -> st.SearchStrategy[str]:
    pieces = st.sampled_from(
        (
            "a",
            "b",
            "=",
            "&",
            "+",
            "%",
            "%2",
            "%zz",
            "%20",
            "%2B",
            "%FF",
            "%C3%A9",
            "%E2%82",
            "?",
            " ",
        )
    )
    return st.one_of(
        st.text(max_size=30),
        st.lists(st.one_of(pieces, st.text(max_size=3)), max_size=10).map("".join),
    )


def param_pairs() -> st.SearchStrategy[list[tuple[str, str]]]:
    text = st.one_of(
        st.text(max_size=8), st.sampled_from(("", "a", "A", "\ufffd", "\U0001f600", "\uff41"))
    )
    return st.lists(st.tuples(text, text), max_size=8)


# ---------------------------------------------------------------------------- valid URL strings
# https://url.spec.whatwg.org/#url-writing

#: URL code points (ASCII part) and a sample of the non-ASCII ones.
_URL_CODE_POINTS_ASCII = string.ascii_letters + string.digits + "!$&'()*+,-./:;=?@_~"
_NON_ASCII_UNITS = st.sampled_from(
    ("\u00a0", "\u00e9", "\u4e2d", "\U0001f600", "\U0010fffd", "\ufeff")
)


def _percent_encoded_byte() -> st.SearchStrategy[str]:
    return st.integers(0, 255).map(lambda b: f"%{b:02X}") | st.integers(0, 255).map(
        lambda b: f"%{b:02x}"
    )


def _units(excluded: str = "", max_size: int = 8) -> st.SearchStrategy[str]:
    """Zero or more URL units (URL code points and percent-encoded bytes)."""
    ascii_units = "".join(c for c in _URL_CODE_POINTS_ASCII if c not in excluded)
    unit = st.one_of(st.sampled_from(ascii_units), _NON_ASCII_UNITS, _percent_encoded_byte())
    return st.lists(unit, max_size=max_size).map("".join)


def _scheme(special: bool) -> st.SearchStrategy[str]:
    if special:
        name = st.sampled_from(("http", "https", "ws", "wss", "ftp"))
    else:
        name = st.from_regex(r"\A[a-zA-Z][a-zA-Z0-9+\-.]{0,6}\Z").filter(
            lambda s: s.lower() not in ("http", "https", "ws", "wss", "ftp", "file")
        )
    return st.tuples(name, st.randoms(use_true_random=False)).map(
        lambda item: "".join(c.upper() if item[1].random() < 0.2 else c for c in item[0])
    )


def _ascii_label() -> st.SearchStrategy[str]:
    # Letters, digits and inner hyphens (never "--" in the third and fourth positions).
    return st.from_regex(r"\A[a-zA-Z0-9]([a-zA-Z0-9-]{0,10}[a-zA-Z0-9])?\Z").filter(
        lambda s: s[2:4] != "--"
    )


def _domain() -> st.SearchStrategy[str]:
    label = st.one_of(
        _ascii_label(),
        st.sampled_from(
            ("b\u00fccher", "\u2615", "\u4f8b\u3048", "m\u00fcnchen", "xn--nxasmq6b", "\u00e9")
        ),
    )
    tld = st.from_regex(r"\A[a-zA-Z]{1,6}\Z")
    return st.tuples(st.lists(label, max_size=3), tld).map(lambda t: ".".join([*t[0], t[1]]))


def _ipv4() -> st.SearchStrategy[str]:
    return st.lists(st.integers(0, 255), min_size=4, max_size=4).map(
        lambda parts: ".".join(map(str, parts))
    )


def _ipv6() -> st.SearchStrategy[str]:
    def build(
        pieces: list[int], compress: tuple[int, int] | None, embedded: bool, upper: bool
    ) -> str:
        hexes = [f"{piece:x}" for piece in pieces]
        if embedded:
            v4 = (pieces[6] >> 8, pieces[6] & 255, pieces[7] >> 8, pieces[7] & 255)
            hexes = [*hexes[:6], ".".join(map(str, v4))]
        if compress is not None:
            start, length = compress
            count = len(hexes) - (1 if embedded else 0)
            start = min(start, count)
            length = max(1, min(length, count - start)) if count - start else 0
            if length:
                text = ":".join(hexes[:start]) + "::" + ":".join(hexes[start + length :])
            else:
                text = ":".join(hexes)
        else:
            text = ":".join(hexes)
        return "[" + (text.upper() if upper else text) + "]"

    return st.builds(
        build,
        st.lists(st.integers(0, 0xFFFF), min_size=8, max_size=8),
        st.none() | st.tuples(st.integers(0, 7), st.integers(1, 8)),
        st.booleans(),
        st.booleans(),
    )


def _host() -> st.SearchStrategy[str]:
    """A valid host string."""
    return st.one_of(_domain(), _ipv4(), _ipv6())


def _opaque_host() -> st.SearchStrategy[str]:
    forbidden = "\x00\t\n\r #/:<>?@[\\]^|"
    return st.one_of(_units(excluded=forbidden + "%", max_size=6).filter(bool), _ipv6())


def _port() -> st.SearchStrategy[str]:
    return st.one_of(
        st.just(""),
        st.just(":"),
        st.integers(0, 65535).map(lambda p: ":" + str(p)),
        st.integers(0, 65535).map(lambda p: ":00" + str(p)),
    )


def _segment() -> st.SearchStrategy[str]:
    return st.one_of(
        _units(excluded="/?"),
        st.sampled_from((".", "..", "%2e", "%2E", ".%2e", "%2e%2E")),
    )


def _path_absolute() -> st.SearchStrategy[str]:
    return st.lists(_segment(), max_size=4).map(lambda segments: "/" + "/".join(segments))


def _not_drive_letter_start(path: str) -> bool:
    # The error table's example "/c:/path/to/file" (against a file: base) is a
    # file-invalid-Windows-drive-letter validation error, though the writing grammar
    # admits it; keep drive letters out of file: paths.
    return not (len(path) >= 3 and path[1] in string.ascii_letters and path[2] in ":|")


def _query_fragment() -> st.SearchStrategy[str]:
    return st.tuples(st.none() | _units(max_size=6), st.none() | _units(max_size=6)).map(
        lambda qf: ("" if qf[0] is None else "?" + qf[0]) + ("" if qf[1] is None else "#" + qf[1])
    )


def valid_absolute_url_strings() -> st.SearchStrategy[str]:
    """Absolute-URL-with-fragment strings."""
    special = st.tuples(_scheme(True), _host(), _port(), st.just("") | _path_absolute()).map(
        lambda t: f"{t[0]}://{t[1]}{t[2]}{t[3]}"
    )
    file = st.tuples(
        st.sampled_from(("file", "FILE", "File")),
        st.just("") | _host(),
        st.just("") | _path_absolute().filter(_not_drive_letter_start),
    ).map(lambda t: f"{t[0]}://{t[1]}{t[2]}")
    non_special_authority = st.tuples(
        _scheme(False),
        st.just("") | st.tuples(_opaque_host(), _port()).map("".join),
        st.just("") | _path_absolute(),
    ).map(lambda t: f"{t[0]}://{t[1]}{t[2]}")
    non_special_path = st.tuples(
        _scheme(False), _path_absolute().filter(lambda p: not p.startswith("//"))
    ).map(lambda t: f"{t[0]}:{t[1]}")
    opaque = st.tuples(
        _scheme(False), _units(excluded="?").filter(lambda p: not p.startswith("/"))
    ).map(lambda t: f"{t[0]}:{t[1]}")
    return st.tuples(
        st.one_of(special, file, non_special_authority, non_special_path, opaque), _query_fragment()
    ).map("".join)


def valid_relative_url_strings() -> st.SearchStrategy[tuple[str, str]]:
    """(relative-URL-with-fragment string, base) pairs; bases without opaque paths."""
    base = st.sampled_from(
        (
            "https://example.org/a/b?c#d",
            "http://[::1]:8080/",
            "file:///tmp/x",
            "file://host/share/",
            "sc://h/a/b",
            "sc:/a/b",
        )
    )

    def relative(base_url: str) -> st.SearchStrategy[str]:
        is_file = base_url.startswith("file:")
        path_absolute = _path_absolute().filter(lambda p: not p.startswith("//"))
        scheme_less = (
            st.lists(_segment(), max_size=3)
            .map("/".join)
            .filter(lambda p: ":" not in p.split("/")[0] and not p.startswith("/"))
        )
        if is_file:
            path_absolute = path_absolute.filter(_not_drive_letter_start)
            scheme_relative: st.SearchStrategy[str] = st.tuples(
                st.just("") | _host(),
                st.just("") | _path_absolute().filter(_not_drive_letter_start),
            ).map(lambda t: f"//{t[0]}{t[1]}")
        elif base_url.startswith("sc:"):
            scheme_relative = st.tuples(
                st.just("") | st.tuples(_opaque_host(), _port()).map("".join),
                st.just("") | _path_absolute(),
            ).map(lambda t: f"//{t[0]}{t[1]}")
        else:
            scheme_relative = st.tuples(_host(), _port(), st.just("") | _path_absolute()).map(
                lambda t: f"//{t[0]}{t[1]}{t[2]}"
            )
        return st.tuples(
            st.one_of(path_absolute, scheme_less, scheme_relative), _query_fragment()
        ).map("".join)

    return base.flatmap(lambda b: relative(b).map(lambda r: (r, b)))
