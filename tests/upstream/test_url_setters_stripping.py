"""Port of web-platform-tests ``url/url-setters-stripping.any.js``.

Upstream: web-platform-tests/wpt, url/url-setters-stripping.any.js, read at commit
49fd817603e660f9b9b93d164be821ad5c4028eb.

The upstream file generates its cases: for a special scheme (``https``) and a
non-special one (``wpt++``) and for the code points U+0000, U+0009, U+000A, U+000D and
U+001F (the other C0 controls behave like U+0000/U+001F, so upstream skips them), it
sets every component to a value with that code point leading, in the middle or
trailing, then checks the component and the whole href.  Tab, LF and CR are stripped
from setter input; the other C0 controls are percent-encoded, rejected (hosts) or
truncate (port).  This port generates the same cases, in the same way.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests._sample import sampled
from webapi import URL

SCHEMES = ("https", "wpt++")

DEFAULT_PARTS = {
    "scheme": "https",
    "username": "username",
    "password": "password",
    "host": "host",
    "port": "8000",
    "pathname": "path",
    "search": "query",
    "hash": "fragment",
}


def url_string(**parts: str) -> str:
    p = {**DEFAULT_PARTS, **parts}
    return (
        f"{p['scheme']}://{p['username']}:{p['password']}@{p['host']}:{p['port']}"
        f"/{p['pathname']}?{p['search']}#{p['hash']}"
    )


def url_record(scheme: str) -> URL:
    return URL(url_string(scheme=scheme))


def is_stripped(code_point: int) -> bool:
    return code_point in (0x09, 0x0A, 0x0D)


# Same selection as upstream: U+0000, U+001F and the three stripped code points.
CODE_POINTS = [i for i in range(0x20) if i in (0x00, 0x1F) or is_stripped(i)]


def encode_uri_component(code_point: int) -> str:
    # encodeURIComponent of a C0 control: its one UTF-8 byte, percent-encoded.
    return f"%{code_point:02X}"


def cp_reference(code_point: int) -> str:
    return f"U+{code_point:04X}"


def with_position(position: str, code_point: int) -> tuple[str, str]:
    """(input, the same with the code point percent-encoded) for a position."""
    c = chr(code_point)
    e = encode_uri_component(code_point)
    if position == "leading":
        return c + "test", e + "test"
    if position == "middle":
        return "te" + c + "st", "te" + e + "st"
    return "test" + c, "test" + e


POSITIONS = ("leading", "middle", "trailing")

SCHEME_CP = [pytest.param(s, i, id=f"{cp_reference(i)}-{s}") for s in SCHEMES for i in CODE_POINTS]


def test_code_point_selection() -> None:
    assert CODE_POINTS == [0x00, 0x09, 0x0A, 0x0D, 0x1F]


def expected_scheme(scheme: str, code_point: int) -> str:
    if scheme == "https":
        return "http" if is_stripped(code_point) else "https"
    return "wpt--" if is_stripped(code_point) else "wpt++"


@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
def test_protocol_with_leading_code_point(scheme: str, code_point: int) -> None:
    expected = expected_scheme(scheme, code_point)
    url = url_record(scheme)
    url.protocol = chr(code_point) + ("http" if scheme == "https" else "wpt--")
    assert url.protocol == expected + ":", "property"
    assert url.href == url_string(scheme=expected), "href"


@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
def test_protocol_with_code_point_before_inserted_colon(scheme: str, code_point: int) -> None:
    # There is no "trailing" protocol variant upstream: the setter appends a colon
    # before parsing, so a trailing code point is the same as this case.
    expected = expected_scheme(scheme, code_point)
    url = url_record(scheme)
    url.protocol = ("http" if scheme == "https" else "wpt--") + chr(code_point)
    assert url.protocol == expected + ":", "property"
    assert url.href == url_string(scheme=expected), "href"


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("prop", ["username", "password"])
@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
@sampled()
def test_userinfo_is_never_stripped(scheme: str, code_point: int, prop: str, position: str) -> None:
    value, expected = with_position(position, code_point)
    url = url_record(scheme)
    setattr(url, prop, value)
    assert getattr(url, prop) == expected, "property"
    assert url.href == url_string(scheme=scheme, **{prop: expected}), "href"


def expected_host(scheme: str, code_point: int, position: str) -> str:
    value, encoded = with_position(position, code_point)
    if code_point == 0x00 or (scheme == "https" and code_point == 0x1F):
        return "host"  # forbidden host code point: the setter leaves the host alone
    if is_stripped(code_point):
        return "test"
    # Special hosts keep the code point as is; opaque hosts percent-encode it.
    return value if scheme == "https" else encoded


@pytest.mark.parametrize(("attribute", "port_suffix"), [("host", ":8000"), ("hostname", "")])
@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
@sampled()
def test_host_and_hostname(
    scheme: str, code_point: int, position: str, attribute: str, port_suffix: str
) -> None:
    expected = expected_host(scheme, code_point, position)
    url = url_record(scheme)
    setattr(url, attribute, with_position(position, code_point)[0])
    assert getattr(url, attribute) == expected + port_suffix, "property"
    assert url.href == url_string(scheme=scheme, host=expected), "href"


#: Where the code point goes in the port: (the value, the port when the code point is stripped,
#: the port when it is not).
PORT_CASES: dict[str, tuple[Callable[[str], str], str, str]] = {
    "leading": (lambda c: c + "9000", "9000", "8000"),
    "middle": (lambda c: "90" + c + "00", "9000", "90"),
    "trailing": (lambda c: "9000" + c, "9000", "9000"),
}


@pytest.mark.parametrize("position", sorted(PORT_CASES))
@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
@sampled()
def test_port(scheme: str, code_point: int, position: str) -> None:
    make, when_stripped, otherwise = PORT_CASES[position]
    expected = when_stripped if is_stripped(code_point) else otherwise
    url = url_record(scheme)
    url.port = make(chr(code_point))
    assert url.port == expected, "property"
    assert url.href == url_string(scheme=scheme, port=expected), "href"


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize(("prop", "separator"), [("pathname", "/"), ("search", "?"), ("hash", "#")])
@pytest.mark.parametrize(("scheme", "code_point"), SCHEME_CP)
@sampled()
def test_path_query_fragment(
    scheme: str, code_point: int, prop: str, separator: str, position: str
) -> None:
    value, encoded = with_position(position, code_point)
    expected = "test" if is_stripped(code_point) else encoded
    url = url_record(scheme)
    setattr(url, prop, value)
    assert getattr(url, prop) == separator + expected, "property"
    assert url.href == url_string(scheme=scheme, **{prop: expected}), "href"
