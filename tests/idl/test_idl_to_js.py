"""``to_js()`` (from the hand-written mixins in ``webapi/url/_extras.py``): a native
JavaScript object made from the stringifier by the runtime's JavaScript object factory
(``webapi._webidl.to_js_object``), which only Pyodide registers."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from webapi._webidl import _foreign, register_js_object_factory
from webapi.url import URL, URLSearchParams


@pytest.fixture
def made() -> Iterator[list[tuple[str, str]]]:
    calls: list[tuple[str, str]] = []

    def factory(interface: str, value: str) -> object:
        calls.append((interface, value))
        return f"js:{interface}"

    previous = _foreign._js_object_factory
    register_js_object_factory(factory)
    try:
        yield calls
    finally:
        # Put back what was there (inside Pyodide, the runtime's own factory).
        register_js_object_factory(previous)


def test_to_js_makes_the_javascript_interface_from_the_stringifier(
    made: list[tuple[str, str]],
) -> None:
    url = URL("https://a:b@example.com/p?q=1#f")
    assert url.to_js() == "js:URL"
    assert url.searchParams.to_js() == "js:URLSearchParams"
    assert made == [("URL", "https://a:b@example.com/p?q=1#f"), ("URLSearchParams", "q=1")]


@pytest.mark.skipif(sys.platform == "emscripten", reason="Pyodide registers a factory")
@pytest.mark.parametrize("make", [lambda: URL("https://example.com/"), URLSearchParams])
def test_to_js_outside_pyodide_is_a_runtime_error(make: object) -> None:
    with pytest.raises(RuntimeError, match="needs a JavaScript runtime"):
        make().to_js()  # type: ignore[operator]
