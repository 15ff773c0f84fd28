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


def test_other_objects_are_not_serializable() -> None:
    with pytest.raises(TypeError, match="not JSON serializable"):
        json.dumps(object(), default=json_default)

    class Impostor:
        def toJSON(self) -> str:
            return "not webapi's"

    with pytest.raises(TypeError):
        json.dumps(Impostor(), default=json_default)


def test_docstring_example() -> None:
    result = doctest.testmod(webapi._json, verbose=False)
    assert result.attempted >= 1 and result.failed == 0
