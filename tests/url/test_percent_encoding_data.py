"""percent-encoding.json and urlencoded-parser-data.json from web-platform-tests, run
directly against the algorithms rather than through the URL API.

percent-encoding.json: the upstream harness puts each input in the query of a special URL
parsed with the document's encoding, so every listed encoding is checked with
https://url.spec.whatwg.org/#string-percent-encode-after-encoding and the special-query
percent-encode set. urlencoded-parser-data.json goes through
https://url.spec.whatwg.org/#concept-urlencoded-string-parser.

The data is read from ``$WPT_DATA`` when set, else from ``shared/wpt/url`` beside the
checkout; a missing file is an error, not a skip.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from webapi.encoding import get_encoding
from webapi.url._percent import SPECIAL_QUERY_PERCENT_ENCODE_SET, percent_encode_after_encoding
from webapi.url._urlencoded import urlencoded_parse, urlencoded_string_parse


def _data_dir() -> Path:
    override = os.environ.get("WPT_DATA")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2].parent / "shared" / "wpt" / "url"


def _cases(name: str) -> list[dict[str, Any]]:
    with (_data_dir() / name).open(encoding="utf-8") as handle:
        data = json.load(handle)
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
def test_urlencoded_parser(input_: str, expected: list[list[str]]) -> None:
    pairs = [(name, value) for name, value in expected]
    assert urlencoded_string_parse(input_) == pairs
    assert urlencoded_parse(input_.encode("utf-8")) == pairs
