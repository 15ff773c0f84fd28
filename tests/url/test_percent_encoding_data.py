"""percent-encoding.json and urlencoded-parser-data.json from web-platform-tests, run
directly against the algorithms rather than through the URL API.

percent-encoding.json: the upstream harness puts each input in the query of a special URL
parsed with the document's encoding, so every listed encoding is checked with
https://url.spec.whatwg.org/#string-percent-encode-after-encoding and the special-query
percent-encode set. urlencoded-parser-data.json goes through
https://url.spec.whatwg.org/#concept-urlencoded-string-parser.

The data is found as every WPT file is (``wpt.data``: ``$WPT_DATA``, ``../shared/wpt/url``, a
download checked against the pinned sha256).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi.encoding import get_encoding
from webapi.url._percent import SPECIAL_QUERY_PERCENT_ENCODE_SET, percent_encode_after_encoding
from webapi.url._urlencoded import urlencoded_parse, urlencoded_string_parse
from wpt import data as wpt_data


def _cases(name: str) -> list[dict[str, Any]]:
    data = wpt_data.load(name)
    return [case for case in data if not isinstance(case, str)]  # strings are comments


_PERCENT_ENCODING = [
    pytest.param(case["input"], label, expected, id=f"{index}-{label}-{case['input']!a}")
    for index, case in enumerate(_cases("percent-encoding.json"))
    for label, expected in case["output"].items()
]
_URLENCODED = [
    pytest.param(case["input"], case["output"], id=f"{index}-{ascii(case['input'])[:40]}")
    for index, case in enumerate(_cases("urlencoded-parser-data.json"))
]


def test_the_data_is_there() -> None:
    assert len(_PERCENT_ENCODING) >= 16
    assert len(_URLENCODED) >= 35


@pytest.mark.parametrize(("input_", "label", "expected"), _PERCENT_ENCODING)
def test_percent_encoding(input_: str, label: str, expected: str) -> None:
    encoding = get_encoding(label)
    assert encoding is not None
    assert percent_encode_after_encoding(encoding, input_, SPECIAL_QUERY_PERCENT_ENCODE_SET) == (
        expected
    )


@pytest.mark.parametrize(("input_", "expected"), _URLENCODED)
@sampled()
def test_urlencoded_parser(input_: str, expected: list[list[str]]) -> None:
    pairs = [(name, value) for name, value in expected]
    assert urlencoded_string_parse(input_) == pairs
    assert urlencoded_parse(input_.encode("utf-8")) == pairs
