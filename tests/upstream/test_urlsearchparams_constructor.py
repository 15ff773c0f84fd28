"""Port of web-platform-tests ``url/urlsearchparams-constructor.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-constructor.any.js, read at
commit 447ded0d19de40718edde2edbcad777ad62d2606.

How JavaScript maps to Python here: ``params + ''`` is ``str(params)``; a JS object
used as a record is a ``dict`` (insertion-ordered, like JS own string keys); JS arrays
of pairs are lists; ``"\\uD835"`` lone surrogates are the same code points in a Python
``str`` (the API turns them into U+FFFD); ``for (const p of params)`` iterates
``(name, value)`` tuples.

Left out:
- "URLSearchParams constructor, DOMException as argument": it uses the DOMException
  interface object as a record (its legacy code constants) and DOMException.prototype
  for a branding check; neither exists outside a JS engine.  What it shows about
  records (own enumerable properties, in order) is covered by the dict cases.
- ``Object.getPrototypeOf(params) === URLSearchParams.prototype`` becomes an exact
  ``type()`` check.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from webapi import URLSearchParams


def test_basic_construction() -> None:
    params = URLSearchParams()
    assert str(params) == ""
    params = URLSearchParams("")
    assert str(params) == ""
    params = URLSearchParams("a=b")
    assert str(params) == "a=b"
    params = URLSearchParams(params)
    assert str(params) == "a=b"


def test_constructor_no_arguments() -> None:
    params = URLSearchParams()
    assert params.toString() == ""
    # JS undefined for the optional init is Python None.
    assert URLSearchParams(None).toString() == ""


def test_constructor_remove_leading_question_mark() -> None:
    params = URLSearchParams("?a=b")
    assert params.toString() == "a=b"


def test_constructor_empty_string_as_argument() -> None:
    params = URLSearchParams("")
    assert params is not None, "constructor returned non-null value."
    assert type(params) is URLSearchParams, "expected URLSearchParams as the exact type."


def test_constructor_empty_object_as_argument() -> None:
    params = URLSearchParams({})
    assert str(params) == ""


def test_constructor_string() -> None:
    params = URLSearchParams("a=b")
    assert params.has("a"), 'Search params object has name "a"'
    assert not params.has("b"), 'Search params object has not got name "b"'

    params = URLSearchParams("a=b&c")
    assert params.has("a"), 'Search params object has name "a"'
    assert params.has("c"), 'Search params object has name "c"'

    params = URLSearchParams("&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8")
    assert params.has("a"), 'Search params object has name "a"'
    assert params.has("a b"), 'Search params object has name "a b"'
    assert params.has(" "), 'Search params object has name " "'
    assert not params.has("c"), 'Search params object did not have the name "c"'
    assert params.has(" c"), 'Search params object has name " c"'
    assert params.has("møø"), 'Search params object has name "møø"'

    params = URLSearchParams("id=0&value=%")
    assert params.has("id"), 'Search params object has name "id"'
    assert params.has("value"), 'Search params object has name "value"'
    assert params.get("id") == "0"
    assert params.get("value") == "%"

    params = URLSearchParams("b=%2sf%2a")
    assert params.has("b"), 'Search params object has name "b"'
    assert params.get("b") == "%2sf*"

    params = URLSearchParams("b=%2%2af%2a")
    assert params.has("b"), 'Search params object has name "b"'
    assert params.get("b") == "%2*f*"

    params = URLSearchParams("b=%%2a")
    assert params.has("b"), 'Search params object has name "b"'
    assert params.get("b") == "%*"


def test_constructor_object() -> None:
    seed = URLSearchParams("a=b&c=d")
    params = URLSearchParams(seed)
    assert params.get("a") == "b"
    assert params.get("c") == "d"
    assert not params.has("d")
    # The name-value pairs are copied when created; later updates are not observable.
    seed.append("e", "f")
    assert not params.has("e")
    params.append("g", "h")
    assert not seed.has("g")


def test_parse_plus() -> None:
    params = URLSearchParams("a=b+c")
    assert params.get("a") == "b c"
    params = URLSearchParams("a+b=c")
    assert params.get("a b") == "c"


def test_parse_encoded_plus() -> None:
    test_value = "+15555555555"
    params = URLSearchParams()
    params.set("query", test_value)
    new_params = URLSearchParams(params.toString())

    assert params.toString() == "query=%2B15555555555"
    assert params.get("query") == test_value
    assert new_params.get("query") == test_value


def test_parse_space() -> None:
    params = URLSearchParams("a=b c")
    assert params.get("a") == "b c"
    params = URLSearchParams("a b=c")
    assert params.get("a b") == "c"


def test_parse_percent_20() -> None:
    params = URLSearchParams("a=b%20c")
    assert params.get("a") == "b c"
    params = URLSearchParams("a%20b=c")
    assert params.get("a b") == "c"


def test_parse_nul() -> None:
    params = URLSearchParams("a=b\0c")
    assert params.get("a") == "b\0c"
    params = URLSearchParams("a\0b=c")
    assert params.get("a\0b") == "c"


def test_parse_percent_00() -> None:
    params = URLSearchParams("a=b%00c")
    assert params.get("a") == "b\0c"
    params = URLSearchParams("a%00b=c")
    assert params.get("a\0b") == "c"


def test_parse_u2384() -> None:
    # U+2384 COMPOSITION SYMBOL
    params = URLSearchParams("a=b\u2384")
    assert params.get("a") == "b\u2384"
    params = URLSearchParams("a\u2384b=c")
    assert params.get("a\u2384b") == "c"


def test_parse_percent_e2_8e_84() -> None:
    params = URLSearchParams("a=b%e2%8e%84")
    assert params.get("a") == "b\u2384"
    params = URLSearchParams("a%e2%8e%84b=c")
    assert params.get("a\u2384b") == "c"


def test_parse_u1f4a9() -> None:
    # JS "\uD83D\uDCA9" is one code point, U+1F4A9 PILE OF POO, in a Python str.
    params = URLSearchParams("a=b\U0001f4a9c")
    assert params.get("a") == "b\U0001f4a9c"
    params = URLSearchParams("a\U0001f4a9b=c")
    assert params.get("a\U0001f4a9b") == "c"


def test_parse_percent_f0_9f_92_a9() -> None:
    params = URLSearchParams("a=b%f0%9f%92%a9c")
    assert params.get("a") == "b\U0001f4a9c"
    params = URLSearchParams("a%f0%9f%92%a9b=c")
    assert params.get("a\U0001f4a9b") == "c"


def test_constructor_with_sequence_of_sequences_of_strings() -> None:
    params = URLSearchParams([])
    assert params is not None, "constructor returned non-null value."
    assert str(params) == ""
    params = URLSearchParams([["a", "b"], ["c", "d"]])
    assert params.get("a") == "b"
    assert params.get("c") == "d"
    with pytest.raises(TypeError):
        URLSearchParams([[1]])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        URLSearchParams([[1, 2, 3]])  # type: ignore[list-item]


CONSTRUCT_CASES = [
    pytest.param({"+": "%C2"}, [("+", "%C2")], id="object with +"),
    pytest.param({"c": "x", "a": "?"}, [("c", "x"), ("a", "?")], id="object with two keys"),
    pytest.param([["c", "x"], ["a", "?"]], [("c", "x"), ("a", "?")], id="array with two keys"),
    # dict(...) of pairs: the keys differ as Python strs, which a linter working in
    # UTF-8 mistakes for duplicate keys in a dict display.
    pytest.param(
        dict([("\ud835x", "1"), ("xx", "2"), ("\ud83dx", "3")]),
        [("\ufffdx", "3"), ("xx", "2")],
        id="2 unpaired surrogates (no trailing)",
    ),
    pytest.param(
        dict([("x\udc53", "1"), ("x\udc5c", "2"), ("x\udc65", "3")]),
        [("x\ufffd", "3")],
        id="3 unpaired surrogates (no leading)",
    ),
    pytest.param(
        {"a\0b": "42", "c\ud83d": "23", "d\u1234": "foo"},
        [("a\0b", "42"), ("c\ufffd", "23"), ("d\u1234", "foo")],
        id="object with NULL, non-ASCII, and surrogate keys",
    ),
]


@pytest.mark.parametrize(("init", "output"), CONSTRUCT_CASES)
def test_construct_with(init: object, output: list[tuple[str, str]]) -> None:
    params = URLSearchParams(init)  # type: ignore[arg-type]
    # Upstream compares each iterated pair with the expected one; comparing the
    # whole list also catches extra or missing pairs.
    assert [tuple(pair) for pair in params] == output


def test_custom_symbol_iterator() -> None:
    # JS overrides params[Symbol.iterator] on an instance; the constructor must go
    # through the iteration protocol rather than copy the internal list.  The Python
    # equivalent of an own @@iterator is a subclass overriding __iter__.
    class CustomIterated(URLSearchParams):
        def __iter__(self) -> Iterator[tuple[str, str]]:
            yield ("a", "b")

    params = CustomIterated()
    params2 = URLSearchParams(params)
    assert params2.get("a") == "b"


def test_custom_iterable_object() -> None:
    # Same idea with an object that is not a URLSearchParams at all: any object
    # with an iterator is a sequence of pairs.
    class Pairs:
        def __iter__(self) -> Iterator[list[str]]:
            yield ["a", "b"]
            yield ["c", "d"]

    params = URLSearchParams(Pairs())  # type: ignore[arg-type]
    assert params.toString() == "a=b&c=d"
