"""``URLPattern`` and JavaScript inside Pyodide (``webapi/_pyodide.py``): the page's ``URL``
objects wherever a string goes (input, base URL, a component of a ``URLPatternInit``), plain
JavaScript objects as ``URLPatternInit``, the page's own ``URLPattern`` as the
``URLPatternInit`` of its component patterns, and ``to_js()``.  Where the JavaScript runtime
has ``URLPattern`` (Chromium; Node 20, which runs the suite, has not), webapi's answers are
checked against it."""

from __future__ import annotations

import importlib
import sys
from typing import Any

import pytest

pytestmark = pytest.mark.skipif(
    sys.platform != "emscripten",
    reason="needs Pyodide's JavaScript (js, pyodide.ffi): inside Pyodide only "
    "(python pyodide/run.py)",
)

COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")


@pytest.fixture(scope="module")
def js() -> Any:
    return importlib.import_module("js")


@pytest.fixture(scope="module")
def js_urlpattern(js: Any) -> Any:
    constructor = getattr(js, "URLPattern", None)
    if constructor is None:
        pytest.skip("this JavaScript runtime has no URLPattern (Node 20); Chromium has")
    return constructor


def _js_eval(js: Any, source: str) -> Any:
    return js.Function.new(f"return ({source});")()


def test_a_javascript_url_is_an_input_and_a_base(js: Any) -> None:
    from webapi import URLPattern

    pattern = URLPattern("/books/:id", js.URL.new("https://example.com/"))
    assert pattern.hostname == "example.com"
    assert pattern.test(js.URL.new("https://example.com/books/7")) is True
    result = pattern.exec("/books/8", js.URL.new("https://example.com/x"))
    assert result is not None
    assert result["pathname"]["groups"] == {"id": "8"}
    assert result["inputs"] == ["/books/8", "https://example.com/x"]
    assert pattern.test(js.URL.new("https://example.org/books/7")) is False


def test_a_javascript_url_as_a_component_and_as_the_pattern(js: Any) -> None:
    from webapi import URLPattern

    assert URLPattern(js.URL.new("https://example.com/a?b#c")).pathname == "/a"
    pattern = URLPattern(_js_eval(js, '{pathname: "/:x", baseURL: new URL("https://h.test/")}'))
    assert pattern.hostname == "h.test"
    assert pattern.test("https://h.test/1") is True


def test_a_plain_javascript_object_is_a_urlpatterninit(js: Any) -> None:
    from webapi import URLPattern

    pattern = URLPattern(_js_eval(js, '{hostname: "*.example.com", pathname: "/:id(\\\\d+)"}'))
    assert pattern.hostname == "*.example.com"
    assert pattern.hasRegExpGroups is True
    assert pattern.test(_js_eval(js, '{hostname: "a.example.com", pathname: "/12"}')) is True
    assert pattern.test(_js_eval(js, '{hostname: "a.example.com", pathname: "/ab"}')) is False
    options = _js_eval(js, "{ignoreCase: true}")
    assert URLPattern({"pathname": "/A"}, options).test({"pathname": "/a"}) is True


def test_other_javascript_objects_are_refused(js: Any) -> None:
    from webapi import URLPattern

    with pytest.raises(TypeError):
        URLPattern(_js_eval(js, "new Map()"), "https://example.com")
    with pytest.raises(TypeError):
        URLPattern("/x", _js_eval(js, "null"))


def test_the_pages_urlpattern_is_its_component_patterns(js: Any, js_urlpattern: Any) -> None:
    from webapi import URLPattern

    native = js_urlpattern.new("https://*.example.com/books/:id(\\d+)?q=:v#*")
    copy = URLPattern(native)
    for name in COMPONENTS:
        assert getattr(copy, name) == str(getattr(native, name))
    url = "https://a.example.com/books/12?q=x#top"
    assert copy.test(url) is bool(native.test(url))
    assert copy.exec(url)["pathname"]["groups"] == {"id": "12"}  # type: ignore[index]


def test_to_js_and_back(js: Any, js_urlpattern: Any) -> None:
    from webapi import URLPattern

    pattern = URLPattern({"pathname": "/a/:b?"}, {"ignoreCase": True})
    native = pattern.to_js()
    assert str(js.Object.prototype.toString.call(native)) == "[object URLPattern]"
    assert bool(native.test("https://x.test/A")) is True
    assert URLPattern(native).pathname == pattern.pathname


def test_exec_agrees_with_the_pages_urlpattern(js: Any, js_urlpattern: Any) -> None:
    from webapi import URLPattern

    cases = [
        ("/books/:id", "https://example.com", "https://example.com/books/7"),
        ("/:a{-:b}?", "https://example.com", "https://example.com/x-y"),
        ("/:a{-:b}?", "https://example.com", "https://example.com/x"),
        ("*://*.caf\u00e9.fr/*", None, "https://www.caf\u00e9.fr/menu"),
    ]
    for pattern_string, base, input in cases:
        ours = URLPattern(pattern_string, base) if base else URLPattern(pattern_string)
        args = [pattern_string, base] if base else [pattern_string]
        native = js_urlpattern.new(*args)
        theirs = native.exec(input)
        mine = ours.exec(input)
        assert (mine is None) == (theirs is None)
        if mine is not None:
            for name in COMPONENTS:
                groups = {
                    k: (None if v is None or str(v) == "undefined" else str(v))
                    for k, v in js.Object.entries(getattr(theirs, name).groups)
                }
                assert mine[name]["groups"] == groups  # type: ignore[literal-required]
