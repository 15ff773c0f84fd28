"""Argument counts and the browsers' messages for missing arguments."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from webapi.url._bindings import URL, URLSearchParams

CALLS: list[tuple[str, Callable[[], object], str]] = [
    ("URL()", lambda: URL(), "Failed to construct 'URL': 1 argument required, but only 0 present."),  # type: ignore[call-arg]
    (
        "URL.parse()",
        lambda: URL.parse(),  # type: ignore[call-arg]
        "Failed to execute 'parse' on 'URL': 1 argument required, but only 0 present.",
    ),
    (
        "URL.canParse()",
        lambda: URL.canParse(),  # type: ignore[call-arg]
        "Failed to execute 'canParse' on 'URL': 1 argument required, but only 0 present.",
    ),
    (
        "append('a')",
        lambda: URLSearchParams().append("a"),  # type: ignore[call-arg]
        "Failed to execute 'append' on 'URLSearchParams': "
        "2 arguments required, but only 1 present.",
    ),
    (
        "append()",
        lambda: URLSearchParams().append(),  # type: ignore[call-arg]
        "Failed to execute 'append' on 'URLSearchParams': "
        "2 arguments required, but only 0 present.",
    ),
    (
        "set(value='v')",
        lambda: URLSearchParams().set(value="v"),  # type: ignore[call-arg]
        "Failed to execute 'set' on 'URLSearchParams': 2 arguments required, but only 1 present.",
    ),
    (
        "delete()",
        lambda: URLSearchParams().delete(),  # type: ignore[call-arg]
        "Failed to execute 'delete' on 'URLSearchParams': 1 argument required, but only 0 present.",
    ),
    (
        "get()",
        lambda: URLSearchParams().get(),  # type: ignore[call-arg]
        "Failed to execute 'get' on 'URLSearchParams': 1 argument required, but only 0 present.",
    ),
    (
        "getAll()",
        lambda: URLSearchParams().getAll(),  # type: ignore[call-arg]
        "Failed to execute 'getAll' on 'URLSearchParams': 1 argument required, but only 0 present.",
    ),
    (
        "has()",
        lambda: URLSearchParams().has(),  # type: ignore[call-arg]
        "Failed to execute 'has' on 'URLSearchParams': 1 argument required, but only 0 present.",
    ),
    (
        "forEach()",
        lambda: URLSearchParams().forEach(),  # type: ignore[call-arg]
        "Failed to execute 'forEach' on 'URLSearchParams': "
        "1 argument required, but only 0 present.",
    ),
]


@pytest.mark.parametrize(("name", "call", "message"), CALLS, ids=[c[0] for c in CALLS])
def test_missing_required_arguments(name: str, call: Callable[[], object], message: str) -> None:
    with pytest.raises(TypeError, match=f"^{re.escape(message)}$"):
        call()


def test_snake_case_aliases_count_arguments_too() -> None:
    with pytest.raises(TypeError, match="'getAll' on 'URLSearchParams': 1 argument required"):
        URLSearchParams().get_all()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="'canParse' on 'URL': 1 argument required"):
        URL.can_parse()  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: URL(None), "Failed to construct 'URL': parameter 1 is not of type 'USVString'"),  # type: ignore[arg-type]
        (
            lambda: URLSearchParams().append("a", None),  # type: ignore[arg-type]
            "Failed to execute 'append' on 'URLSearchParams': parameter 2 is not of type",
        ),
        (
            lambda: URLSearchParams().get(b"a"),  # type: ignore[arg-type]
            "Failed to execute 'get' on 'URLSearchParams': parameter 1 is not of type 'USVString' "
            "(got an object of type 'bytes').",
        ),
    ],
)
def test_none_for_a_required_argument_is_a_type_error(
    call: Callable[[], object], message: str
) -> None:
    with pytest.raises(TypeError, match=f"^{re.escape(message)}"):
        call()


def test_none_stands_for_an_omitted_optional_argument() -> None:
    assert URL("https://example.com/", None).href == "https://example.com/"
    assert URL.parse("/a", None) is None
    assert URL.canParse("https://x/", None)
    params = URLSearchParams("a=1&a=2")
    assert params.has("a", None)
    params.delete("a", None)
    assert params.size == 0
    assert str(URLSearchParams(None)) == ""


def test_keyword_arguments_use_the_idl_names() -> None:
    assert URL(url="/p", base="https://example.com/").href == "https://example.com/p"
    params = URLSearchParams(init={"a": "b"})
    params.append(name="c", value="d")
    assert params.get(name="c") == "d"


def test_extra_arguments_are_a_python_type_error() -> None:
    with pytest.raises(TypeError):
        URLSearchParams().get("a", "b")  # type: ignore[call-arg]


def test_setters_refuse_unconvertible_values() -> None:
    url = URL("https://example.com/")
    with pytest.raises(
        TypeError,
        match=r"^Failed to set the 'port' property on 'URL': The provided value is not of type "
        r"'USVString' \(got None\)\.$",
    ):
        url.port = None  # type: ignore[assignment]
    with pytest.raises(TypeError, match="Failed to set the 'hash' property on 'URL'"):
        url.hash = b"x"  # type: ignore[assignment]
    assert url.href == "https://example.com/"


def test_forEach_needs_a_function() -> None:
    with pytest.raises(
        TypeError,
        match=r"^Failed to execute 'forEach' on 'URLSearchParams': The callback provided as "
        r"parameter 1 is not a function\.$",
    ):
        URLSearchParams("a=b").forEach("print")  # type: ignore[arg-type]


def test_absent_defaults_gives_required_parameters_the_absent_default() -> None:
    from webapi._webidl import ABSENT, absent_defaults

    class C:
        @absent_defaults
        def method(self, a: str, b: str, c: str | None = None) -> tuple[object, ...]:
            return (a, b, c)

    @absent_defaults
    def function(a: str) -> object:
        return a

    assert C().method() == (ABSENT, ABSENT, None)  # type: ignore[call-arg]
    assert C().method("x") == ("x", ABSENT, None)  # type: ignore[call-arg]
    assert C.method.__defaults__ == (ABSENT, ABSENT, None)
    assert function() is ABSENT  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="plain function"):
        absent_defaults(len)
