"""Errors that explain: each validation error type's description, and the message and
``errors`` of ``URLParseError``."""

from __future__ import annotations

import pickle

import pytest
from test_validation_errors import EXAMPLES, FAILURE

from webapi import URL, URLParseError
from webapi.url import ValidationError, _validate, validate
from webapi.url._validation_errors import DESCRIPTIONS, caret_line


def test_every_validation_error_type_has_a_description() -> None:
    assert set(DESCRIPTIONS) == set(FAILURE)
    descriptions = list(DESCRIPTIONS.values())
    assert len(set(descriptions)) == len(descriptions), "two types read the same"
    for type_, description in DESCRIPTIONS.items():
        assert description and "\n" not in description and len(description) <= 100, type_
        assert ValidationError(type_, 0, True).description == description


@pytest.mark.parametrize(
    "example", [e for e in EXAMPLES if FAILURE[e.type]], ids=lambda e: f"{e.type}-{e.input}"
)
def test_a_failed_parse_names_its_reason(example: object) -> None:
    type_, input_, base = example  # type: ignore[misc]
    with pytest.raises(URLParseError) as raised:
        URL(input_, base)
    error = raised.value
    assert error.errors == validate(input_, base)
    assert error.reason is not None and error.reason.failure
    assert error.reason.type == type_
    message = str(error)
    assert message.startswith(f"Invalid URL {input_!r}")
    assert f"({type_})" in message and "index" in message
    copy = pickle.loads(pickle.dumps(error))
    assert (str(copy), copy.errors, copy.input, copy.base) == (
        message,
        error.errors,
        input_,
        base,
    )


@pytest.mark.parametrize(
    ("input", "expected"),
    [
        (
            "http://exa mple.com",
            "Invalid URL 'http://exa mple.com': forbidden domain code point ' ' at index 10"
            " (domain-to-ASCII)",
        ),
        (
            "https://exa%23mple.org",
            "Invalid URL 'https://exa%23mple.org': forbidden domain code point '#',"
            " percent-encoded as '%23', at index 11 (domain-to-ASCII)",
        ),
        (
            "https://example.com:demo",
            "Invalid URL 'https://example.com:demo': the port is not a decimal number:"
            " 'd' at index 20 (port-invalid)",
        ),
        (
            "https://255.255.4000.1",
            "Invalid URL 'https://255.255.4000.1': an IPv4 address part is too large"
            " at index 8 (IPv4-out-of-range-part)",
        ),
        (
            "https:",
            "Invalid URL 'https:': the special URL has no host at the end (index 6) (host-missing)",
        ),
        (
            "http://\u2488.com",
            "Invalid URL 'http://\u2488.com': U+2488 ('\u2488') is not allowed in domains"
            " at index 7 (domain-to-ASCII)",
        ),
    ],
)
def test_messages(input: str, expected: str) -> None:
    with pytest.raises(URLParseError) as raised:
        URL(input)
    assert str(raised.value) == expected


def test_a_failed_base_is_named() -> None:
    with pytest.raises(URLParseError) as raised:
        URL("x", "not a url")
    error = raised.value
    assert error.base_failed
    assert str(error) == (
        "Invalid URL 'x' with base 'not a url': the base is not a URL: no scheme, and no base"
        " URL that a relative URL can use at index 0 (missing-scheme-non-relative-URL)"
    )
    assert [e.type for e in error.errors] == ["missing-scheme-non-relative-URL"]


def test_the_href_setter_explains_too() -> None:
    url = URL("https://example.org/")
    with pytest.raises(URLParseError, match=r"port-invalid"):
        url.href = "https://example.org:x/"


def test_errors_are_collected_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Successful parses and raising never collect validation errors; reading the
    message or ``errors`` parses again with collection on."""
    calls: list[str] = []
    real = _validate._collect

    def counting(input: str, base: object) -> object:
        calls.append(input)
        return real(input, base)  # type: ignore[arg-type]

    monkeypatch.setattr(_validate, "_collect", counting)
    assert URL("https://example.org/a b").href == "https://example.org/a%20b"
    assert URL.parse("https://:443") is None
    try:
        URL("https://:443")
    except URLParseError as error:
        assert calls == []
        assert "host-missing" in str(error)
    assert calls == ["https://:443"]


def test_caret_line() -> None:
    assert caret_line("abc", 0) == " ^"  # under 'a' of "'abc'"
    assert caret_line("abc", 2) == "   ^"
    assert caret_line("a\tb", 2) == "    ^"  # after the two characters of "\t"
    assert caret_line("ab", 2) == "   ^"  # the end: under the closing quote


def test_every_failing_wpt_input_is_explained() -> None:
    """Every input of urltestdata.json that must fail gets a message naming a validation
    error that is a failure."""
    import wpt

    count = 0
    for case in wpt.cases("urltestdata.json"):
        data = case.data
        if not data.get("failure"):
            continue
        try:
            URL(data["input"], data["base"])
        except URLParseError as error:
            reason = error.reason
            assert reason is not None and reason.failure, (data, error.errors)
            assert str(error).endswith(f"({reason.type})"), str(error)
            count += 1
        else:
            pytest.fail(f"{data['input']!r} parsed")
    assert count > 200
