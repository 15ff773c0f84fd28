"""Every case of the web-platform-tests ``data:`` URL data (data-urls.json), through
``webapi.fetch.data_url_process`` (fetch/data-urls/processing.any.js checks the same cases
through ``fetch()``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi import URL
from webapi.fetch import data_url_process
from webapi.mimesniff import serialize_mime_type
from wpt.testing import data_cases


@pytest.mark.parametrize("case", data_cases("fetch/data-urls.json"), ids=lambda c: repr(c)[:70])
@sampled()
def test_data_url_processor(case: list[Any]) -> None:
    input, expected_type, *rest = case
    result = data_url_process(input)
    if expected_type is None:
        assert result is None
        return
    assert result is not None
    mime_type, body = result
    assert serialize_mime_type(mime_type) == expected_type
    assert body == bytes(rest[0])
    # A URL object gives the same.
    again = data_url_process(URL(input))
    assert again is not None and again.body == body


def test_the_fragment_is_not_part_of_the_body() -> None:
    result = data_url_process("data:,a#b")
    assert result is not None and result.body == b"a"
    result = data_url_process("data:,a#")
    assert result is not None and result.body == b"a"


def test_arguments() -> None:
    with pytest.raises(ValueError, match="not a data: URL"):
        data_url_process("https://example.org/")
    assert data_url_process("not a url") is None
    with pytest.raises(TypeError, match="parameter 'url' is not a URL"):
        data_url_process(None)  # type: ignore[arg-type]
