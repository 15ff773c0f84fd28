"""The cookie test data of ``../shared/cookies`` (see its README): the cookie-date vectors
(70), the http-state suite as web-platform-tests last had it (221), the IETF parser data
(222) and WPT's cookie expectations as JSON (166). Every case passes, or is an explicit
expected difference: a stale expectation the README names, or a choice that quotes the
draft, asserted as our draft-faithful answer."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi.cookies import CookieJar, parse_cookie_date
from webapi.url import URL
from wpt.cookies import (
    WPT_JSON_FILES,
    HttpStateCase,
    date_vectors,
    http_state_cases,
    parser_cases,
    wpt_json,
)

NOW = 1_700_000_000  # 2023-11-14; the data's dates are in 2038 or 9999
PARSER_ORIGIN = "http://home.example.org:8888"

DATES = date_vectors()
HTTP_STATE = http_state_cases()
PARSER = parser_cases()


def test_counts() -> None:
    assert len(DATES) == 70
    assert len(HTTP_STATE) == 221
    assert len(PARSER) == 222
    assert sum(len(wpt_json(name)) for name in WPT_JSON_FILES) == 166


@pytest.mark.parametrize(("text", "expected"), DATES)
@sampled()
def test_cookie_date(text: str, expected: str | None) -> None:
    date = parse_cookie_date(text)
    got = None if date is None else date.strftime("%a, %d %b %Y %H:%M:%S GMT")
    assert got == expected


# --- http-state (WPT's last copy) ------------------------------------------------------------

#: Expected differences, each with our answer (the Cookie header) and why.
HTTP_STATE_DIFFERENCES = {
    # README: "the last Path wins" in RFC 6265bis: Path=/cookie-parser-result is the last.
    "attribute0023": b"foo=bar",
    # README: the last, empty, Domain makes a host-only cookie in RFC 6265bis (step 7 takes
    # "the last attribute ... with an attribute-name of Domain"; an empty domain-attribute
    # gives host-only, step 10).
    "optional-domain0042": b"foo=bar",
    # A choice quoting the draft (WPT never ran it: disabled-): "The cookie-path and the
    # request-path are identical. Note that this differs from the rules in RFC3986 for
    # equivalence of the path component" -- %6F is not decoded, so /f%6Fo/ does not match
    # the cookie's /foo/.
    "disabled-path0029": b"",
}


def _run_http_state(case: HttpStateCase) -> bytes:
    jar = CookieJar()
    request = f"{PARSER_ORIGIN}/cookie-parser?{case.name}"
    for field in case.set_cookies:
        jar.set_cookie(field, request, now=NOW)
    if case.location is not None:
        target = URL(case.location.decode("latin-1"), request).href
    else:
        target = f"{PARSER_ORIGIN}/cookie-parser-result?{case.name}"
    return jar.cookie_header(target, now=NOW).encode("utf-8", "surrogateescape")


@pytest.mark.parametrize("case", tiered(HTTP_STATE), ids=lambda case: case.name)
@sampled()
def test_http_state(case: HttpStateCase) -> None:
    got = _run_http_state(case)
    if case.name in HTTP_STATE_DIFFERENCES:
        assert case.expected != HTTP_STATE_DIFFERENCES[case.name]
        assert got == HTTP_STATE_DIFFERENCES[case.name]
    else:
        assert got == case.expected


def test_http_state_keeps_bytes_that_are_not_ascii() -> None:
    """The charset group sends UTF-8 bytes; they come back unchanged, and they count as
    octets, not characters, toward the limits."""
    cases = [c for c in HTTP_STATE if any(not f.isascii() for f in c.set_cookies)]
    assert len(cases) >= 4
    for case in cases:
        assert _run_http_state(case) == case.expected != b""


# --- the IETF parser data (RFC 6265's expectations) ------------------------------------------

#: RFC 6265 ignored a field without "=" or with an empty name; RFC 6265bis keeps it as a
#: nameless cookie (README: "the IETF parser data's 23 nameless cookies").
NAMELESS = {
    "0004", "0021", "0023", "0024", "0025", "0026", "0027", "0028",
    "CHROMIUM0009", "CHROMIUM0010", "CHROMIUM0012",
    "MOZILLA0012", "MOZILLA0014", "MOZILLA0015", "MOZILLA0016", "MOZILLA0017",
    "NAME0017", "NAME0023", "NAME0025", "NAME0028", "NAME0031", "NAME0032", "NAME0033",
}  # fmt: skip
#: Other expected differences, with our answer.
PARSER_DIFFERENCES: dict[str, list[tuple[str, str]]] = {
    # As in the http-state suite (README: optional-domain0042; the path0029 choice).
    "OPTIONAL_DOMAIN0042": [("foo", "bar")],
    "DISABLED_PATH0029": [],
    # Disabled upstream; the draft's set-cookie-string step 1: "If the set-cookie-string
    # contains a %x00-08 / %x0A-1F / %x7F character ...: Abort this algorithm and ignore the
    # set-cookie-string entirely" (RFC 6265 truncated at NUL or CR).
    "DISABLED_CHROMIUM0022": [],
    "DISABLED_CHROMIUM0023": [],
}


@pytest.mark.parametrize("case", tiered(PARSER), ids=lambda case: case["test"])
@sampled()
def test_ietf_parser(case: dict[str, Any]) -> None:
    jar = CookieJar()
    request = f"{PARSER_ORIGIN}/cookie-parser?{case['test']}"
    for field in case["received"]:
        jar.set_cookie(field, request, now=NOW)
    target = URL(case.get("sent-to", f"/cookie-parser-result?{case['test']}"), request).href
    got = [(cookie.name, cookie.value) for cookie in jar.cookies(target, now=NOW)]
    expected = [(pair["name"], pair["value"]) for pair in case["sent"]]
    if case["test"] in NAMELESS:
        assert any(name == "" for name, _ in got)
        assert [(name, value) for name, value in got if name] == expected
    elif case["test"] in PARSER_DIFFERENCES:
        assert got != expected
        assert got == PARSER_DIFFERENCES[case["test"]]
    else:
        assert got == expected


def test_ietf_parser_differences_are_23_nameless_and_4_more() -> None:
    names = {case["test"] for case in PARSER}
    assert len(NAMELESS) == 23
    assert NAMELESS | set(PARSER_DIFFERENCES) <= names


# --- WPT's cookie pages (document.cookie after a same-origin fetch) -------------------------

_PAGES = {
    "attributes_expires": "attributes/expires.html",
    "attributes_invalid": "attributes/invalid.html",
    "attributes_max_age": "attributes/max-age.html",
    "attributes_path": "attributes/path.html",
    "attributes_secure": "attributes/secure.https.html",
    "attributes_secure_non_secure": "attributes/secure-non-secure.html",
    "encoding_charset": "encoding/charset.html",
    "name": "name/name.html",
    "size_attributes": "size/attributes.www.sub.html",
    "size_name_and_value": "size/name-and-value.html",
    "value": "value/value.html",
}
WPT_CASES = [
    pytest.param(name, case, id=f"{name}-{index}")
    for name in WPT_JSON_FILES
    for index, case in enumerate(wpt_json(name))
]
#: (file, subtest name) -> our document.cookie, and why it differs.
WPT_DIFFERENCES = {
    # The draft's set-cookie-string step 1 ignores a field with a CTL character; WPT's
    # expectation is what HTTP framing does to it (the LF ends the header line, so a browser
    # receives "test=13"), which set_cookie given the whole string does not model.
    ("value", "Set cookie but ignore value after LF"): "",
}


@pytest.mark.parametrize(("file", "case"), tiered(WPT_CASES, key=lambda case: case[0]))
@sampled()
def test_wpt(file: str, case: dict[str, Any]) -> None:
    scheme = "https" if file == "attributes_secure" else "http"
    host = "www.web-platform.test" if file == "size_attributes" else "web-platform.test"
    origin = f"{scheme}://{host}"
    jar = CookieJar()
    fields = case["cookie"] if isinstance(case["cookie"], list) else [case["cookie"]]
    for field in fields:
        jar.set_cookie(field, f"{origin}/cookies/resources/cookie.py", now=NOW)
    if case.get("defaultPath", True):
        page = f"{origin}/cookies/resources/echo-cookie.html"
    else:
        page = f"{origin}/cookies/{_PAGES[file]}"
    got = jar.cookie_header(page, http=False, now=NOW)
    difference = WPT_DIFFERENCES.get((file, case["name"]))
    if difference is not None:
        assert case["expected"] != difference
        assert got == difference
    else:
        assert got == case["expected"]


def test_wpt_name_2_and_3_follow_the_draft_not_chromium() -> None:
    """README: Chromium now refuses a nameless cookie whose value contains "=" (name.json
    tests 2 and 3); the draft keeps it, and so does WPT's expectation, which we meet."""
    jar = CookieJar()
    url = "http://web-platform.test/cookies/resources/cookie.py"
    assert jar.set_cookie("=test=2", url, now=NOW) is not None
    assert jar.cookie_header(url, http=False, now=NOW) == "test=2"
    jar.clear()
    jar.set_cookie("===test=2b", url, now=NOW)
    assert jar.cookie_header(url, http=False, now=NOW) == "==test=2b"
