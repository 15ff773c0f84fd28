"""``webapi.json_default`` writes what JavaScript's JSON.stringify writes."""

from __future__ import annotations

import doctest
import json

import pytest

import webapi
from webapi import URL, URLSearchParams, json_default


def test_url_is_its_href() -> None:
    # JSON.stringify({u: new URL("HTTP://EXAMPLE.org/a b?x#y")})
    payload = {"u": URL("HTTP://EXAMPLE.org/a b?x#y"), "n": [URL("file:///c:/x")]}
    assert json.dumps(payload, default=json_default) == (
        '{"u": "http://example.org/a%20b?x#y", "n": ["file:///c:/x"]}'
    )


def test_search_params_is_an_empty_object() -> None:
    # JSON.stringify(new URLSearchParams("a=1")) is "{}": no toJSON, no own properties.
    assert json.dumps(URLSearchParams("a=1"), default=json_default) == "{}"


#: Each of webapi's JavaScript objects, as webapi and Node 26 make it (name -> Python, JavaScript).
OBJECTS = {
    "URL": ('URL("https://a.example/b c")', 'new URL("https://a.example/b c")'),
    "URLSearchParams": ('URLSearchParams("a=1")', 'new URLSearchParams("a=1")'),
    "Headers": ('Headers({"Accept": "text/html"})', 'new Headers({"Accept": "text/html"})'),
    "URLPattern": ('URLPattern("https://a.example/*")', 'new URLPattern("https://a.example/*")'),
    "TextDecoder": ('TextDecoder("big5")', 'new TextDecoder("big5")'),
    "TextEncoder": ("TextEncoder()", "new TextEncoder()"),
    "DOMException": (
        'DOMException("gone", "NotFoundError")',
        'new DOMException("gone", "NotFoundError")',
    ),
    "MIMEType": ('MIMEType("text/html;a=b")', 'new (require("util").MIMEType)("text/html;a=b")'),
    "MIMEParams": (
        'MIMEType("text/html;a=b").params',
        'new (require("util").MIMEType)("text/html;a=b").params',
    ),
}
#: What JSON.stringify writes for each (Node 26: test_node_writes_the_same).
STRINGIFIED = {
    "URL": '"https://a.example/b%20c"',
    "URLSearchParams": "{}",
    "Headers": "{}",
    "URLPattern": "{}",
    "TextDecoder": "{}",
    "TextEncoder": "{}",
    "DOMException": "{}",
    "MIMEType": '"text/html;a=b"',
    "MIMEParams": '"a=b"',
}


def _python_object(name: str) -> object:
    from webapi import DOMException, Headers, MIMEType, TextDecoder, TextEncoder, URLPattern

    names = {
        "URL": URL,
        "URLSearchParams": URLSearchParams,
        "Headers": Headers,
        "URLPattern": URLPattern,
        "TextDecoder": TextDecoder,
        "TextEncoder": TextEncoder,
        "DOMException": DOMException,
        "MIMEType": MIMEType,
    }
    return eval(OBJECTS[name][0], names)


@pytest.mark.parametrize("name", list(OBJECTS))
def test_every_javascript_object_is_written_as_json_stringify_writes_it(name: str) -> None:
    # Issue #42: Headers, TextDecoder, TextEncoder and DOMException raised TypeError where
    # JSON.stringify writes {} (their attributes are the prototype's, not own properties).
    value = _python_object(name)
    assert json.dumps(value, default=json_default, separators=(",", ":")) == STRINGIFIED[name]
    nested = json.dumps({"v": [value]}, default=json_default, separators=(",", ":"))
    assert nested == f'{{"v":[{STRINGIFIED[name]}]}}'


@pytest.mark.needs_subprocess
def test_node_writes_the_same() -> None:
    from oracles import node26_evaluate

    expressions = ", ".join(f"{name!r}: JSON.stringify({js})" for name, (_, js) in OBJECTS.items())
    assert node26_evaluate(f"() => ({{{expressions}}})") == STRINGIFIED


def test_other_objects_are_not_serializable() -> None:
    with pytest.raises(TypeError, match="not JSON serializable"):
        json.dumps(object(), default=json_default)

    class Impostor:
        def toJSON(self) -> str:
            return "not webapi's"

    with pytest.raises(TypeError):
        json.dumps(Impostor(), default=json_default)

    from webapi import CookieJar  # (no JavaScript object: Python's own)

    with pytest.raises(TypeError, match="CookieJar is not JSON serializable"):
        json.dumps(CookieJar(), default=json_default)


def test_docstring_example() -> None:
    result = doctest.testmod(webapi._json, verbose=False)
    assert result.attempted >= 1 and result.failed == 0
