"""``document.currentScript`` while an embedder executes a script element
(``webapi.html.execute_script_element``: HTML's "execute the script element", step 6)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import DOMParser, execute_script_element


def _document(markup: str) -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def test_current_script_is_null_unless_a_script_runs() -> None:
    document = _document("<script>a()</script>")
    assert document.currentScript is None
    assert document.current_script is None


def test_classic_script_is_current_while_it_runs_then_restored() -> None:
    document = _document("<script>a()</script><script>b()</script>")
    first, second = document.querySelectorAll("script")
    seen: list[Any] = []

    def outer() -> str:
        seen.append(document.currentScript)
        execute_script_element(second, lambda: seen.append(document.currentScript))
        seen.append(document.currentScript)  # (6.4: the outer one's again)
        return "done"

    assert execute_script_element(first, outer) == "done"
    assert seen == [first, second, first]
    assert document.currentScript is None


def test_restored_when_the_script_raises() -> None:
    document = _document("<script>a()</script>")
    script = document.querySelector("script")

    def fail() -> None:
        raise RuntimeError("thrown")

    with pytest.raises(RuntimeError):
        execute_script_element(script, fail)
    assert document.currentScript is None


@pytest.mark.parametrize("type_", ["module", " MODULE\t"])
def test_module_script_leaves_current_script(type_: str) -> None:
    document = _document(f"<script type='{type_}'></script>")
    script = document.querySelector("script")
    assert execute_script_element(script, lambda: document.currentScript) is None


def test_script_in_a_shadow_tree_is_not_current() -> None:
    document = _document("<div></div>")
    shadow = document.querySelector("div").attachShadow({"mode": "open"})
    shadow.innerHTML = "<script>a()</script>"
    assert execute_script_element(shadow.firstChild, lambda: document.currentScript) is None


def test_svg_script_is_current() -> None:
    document = _document("<svg><script>a()</script></svg>")
    script = document.querySelector("script")
    assert script.namespaceURI == "http://www.w3.org/2000/svg"
    assert execute_script_element(script, lambda: document.currentScript) is script


@pytest.mark.parametrize("element", ["div", None])
def test_refuses_what_is_no_script_element(element: str | None) -> None:
    document = _document("<div></div>")
    given = document.querySelector(element) if element else "script"
    with pytest.raises(TypeError, match="element"):
        execute_script_element(given, lambda: None)


def test_refuses_a_run_that_is_not_callable() -> None:
    script = _document("<script></script>").querySelector("script")
    with pytest.raises(TypeError, match="run"):
        execute_script_element(script, "code()")  # type: ignore[arg-type]
