"""percent-encoding.json, as upstream url/percent-encoding.window.js does.

UTF-8 goes through the URL API: ``URL("https://doesnotmatter.invalid/?" + input + "#" + input)``
has search "?" + the UTF-8 output and hash "#" + the UTF-8 output.  Every other encoding goes
through the URL parser's query encoding override (what a document in that encoding does) with
``basic_url_parse(..., encoding=name)``: the query is the output for that encoding, and the
fragment is still the UTF-8 output, since the fragment never uses the document's encoding.
"""

from __future__ import annotations

import pytest

from webapi import URL
from webapi.url import basic_url_parse
from wpt import Case

_PREFIX = "https://doesnotmatter.invalid/?"


def _legacy_encodings(case: Case) -> list[str]:
    return sorted(name for name in case.data["output"] if name != "utf-8")


@pytest.mark.wpt_data("percent-encoding.json")
def test_percent_encoding_utf8(case: Case) -> None:
    input_: str = case.data["input"]
    expected: str = case.data["output"]["utf-8"]
    url = URL(f"{_PREFIX}{input_}#{input_}")
    assert (url.search, url.hash) == (f"?{expected}", f"#{expected}")


@pytest.mark.wpt_data("percent-encoding.json", expand=_legacy_encodings)
def test_percent_encoding_legacy(case: Case, variant: str) -> None:
    input_: str = case.data["input"]
    record = basic_url_parse(f"{_PREFIX}{input_}#{input_}", None, encoding=variant)
    assert record is not None
    assert (record.query, record.fragment) == (
        case.data["output"][variant],
        case.data["output"]["utf-8"],
    )
