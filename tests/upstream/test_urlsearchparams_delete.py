"""Port of web-platform-tests ``url/urlsearchparams-delete.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-delete.any.js.  The wpt revision
stored by the search tool (commit 69d9273649a54d933474cb35435f5f35e1739e52) has only
the first four tests; current upstream adds the opaque-path tests and the two-argument
``delete(name, value)`` tests (text read from a verbatim copy of the current file), all
ported here.  The opaque-path expectations (``"space   %20"``) are the current ones,
matching the ``urltestdata.json`` in ``$WPT_DATA``.

JavaScript ``delete(null)`` and ``delete(undefined)`` stringify their argument to
``"null"``/``"undefined"`` (the name is required); the port passes those strings.
``delete('a', undefined)`` means "no value", i.e. the argument is omitted or ``None``.
"""

from __future__ import annotations

from webapi import URL, URLSearchParams


def test_delete_basics() -> None:
    params = URLSearchParams("a=b&c=d")
    params.delete("a")
    assert str(params) == "c=d"
    params = URLSearchParams("a=a&b=b&a=a&c=c")
    params.delete("a")
    assert str(params) == "b=b&c=c"
    params = URLSearchParams("a=a&=&b=b&c=c")
    params.delete("")
    assert str(params) == "a=a&b=b&c=c"
    params = URLSearchParams("a=a&null=null&b=b")
    params.delete("null")
    assert str(params) == "a=a&b=b"
    params = URLSearchParams("a=a&undefined=undefined&b=b")
    params.delete("undefined")
    assert str(params) == "a=a&b=b"


def test_deleting_appended_multiple() -> None:
    params = URLSearchParams()
    params.append("first", 1)  # type: ignore[arg-type]
    assert params.has("first"), 'Search params object has name "first"'
    assert params.get("first") == "1", 'Search params object has name "first" with value "1"'
    params.delete("first")
    assert not params.has("first"), 'Search params object has no "first" name'
    params.append("first", 1)  # type: ignore[arg-type]
    params.append("first", 10)  # type: ignore[arg-type]
    params.delete("first")
    assert not params.has("first"), 'Search params object has no "first" name'


def test_deleting_all_params_removes_question_mark_from_url() -> None:
    url = URL("http://example.com/?param1&param2")
    url.searchParams.delete("param1")
    url.searchParams.delete("param2")
    assert url.href == "http://example.com/", "url.href does not have ?"
    assert url.search == "", "url.search does not have ?"


def test_removing_non_existent_param_removes_question_mark_from_url() -> None:
    url = URL("http://example.com/?")
    url.searchParams.delete("param1")
    assert url.href == "http://example.com/", "url.href does not have ?"
    assert url.search == "", "url.search does not have ?"


def test_changing_query_of_url_with_opaque_path_with_trailing_spaces() -> None:
    url = URL("data:space    ?test")
    assert url.searchParams.has("test")
    url.searchParams.delete("test")
    assert not url.searchParams.has("test")
    assert url.search == ""
    assert url.pathname == "space   %20"
    assert url.href == "data:space   %20"


def test_changing_query_of_url_with_opaque_path_with_trailing_spaces_and_fragment() -> None:
    url = URL("data:space    ?test#test")
    url.searchParams.delete("test")
    assert url.search == ""
    assert url.pathname == "space   %20"
    assert url.href == "data:space   %20#test"


def test_two_argument_delete() -> None:
    params = URLSearchParams()
    params.append("a", "b")
    params.append("a", "c")
    params.append("a", "d")
    params.delete("a", "c")
    assert params.toString() == "a=b&a=d"


def test_two_argument_delete_respects_undefined_as_second_arg() -> None:
    params = URLSearchParams()
    params.append("a", "b")
    params.append("a", "c")
    params.append("b", "c")
    params.append("b", "d")
    params.delete("b", "c")
    params.delete("a", None)
    assert params.toString() == "b=d"
