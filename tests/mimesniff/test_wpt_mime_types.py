"""Every case of the web-platform-tests MIME type data (mime-types.json,
generated-mime-types.json, mime-groups.json), through the public API: the spec's algorithms and
``MIMEType``."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi.fetch import legacy_extract_an_encoding
from webapi.mimesniff import (
    MIMESyntaxError,
    MIMEType,
    is_font_mime_type,
    mime_type_groups,
    minimize_supported_mime_type,
    parse_mime_type,
    parse_mime_type_from_bytes,
    serialize_mime_type,
    why_not_a_mime_type,
)
from wpt.testing import data_cases

PARSING = data_cases("mimesniff/mime-types.json") + data_cases(
    "mimesniff/generated-mime-types.json"
)


def _id(case: Any) -> str:
    return repr(case["input"])[:60] if isinstance(case, dict) else "unavailable"


@pytest.mark.parametrize("case", tiered(PARSING), ids=_id)
@sampled()
def test_parse_and_serialize(case: dict[str, Any]) -> None:
    record = parse_mime_type(case["input"])
    expected = case["output"]
    if expected is None:
        assert record is None
        reason = why_not_a_mime_type(case["input"])  # the step that fails, in words
        assert isinstance(reason, str) and reason.startswith(("the type", "the subtype", "no "))
        with pytest.raises(MIMESyntaxError) as raised:
            MIMEType(case["input"])
        assert (
            isinstance(raised.value, TypeError) and raised.value.code == "ERR_INVALID_MIME_SYNTAX"
        )
        return
    assert record is not None and why_not_a_mime_type(case["input"]) is None
    assert serialize_mime_type(record) == expected
    assert str(MIMEType(case["input"])) == expected
    # Serializing is a fixed point: the output parses to itself.
    again = parse_mime_type(expected)
    assert again is not None and serialize_mime_type(again) == expected
    if all(ord(c) < 0x100 for c in case["input"]):
        from_bytes = parse_mime_type_from_bytes(case["input"].encode("latin-1"))
        assert from_bytes is not None and serialize_mime_type(from_bytes) == expected


@pytest.mark.parametrize("case", [c for c in PARSING if c and "encoding" in c], ids=_id)
def test_the_encoding_a_charset_names(case: dict[str, Any]) -> None:
    record = parse_mime_type(case["input"])
    assert (legacy_extract_an_encoding(record, "") or None) == case["encoding"]


@pytest.mark.parametrize("case", [c for c in PARSING if c and "minimizedMIMEType" in c], ids=_id)
@sampled()
def test_minimize_a_supported_mime_type(case: dict[str, Any]) -> None:
    record = parse_mime_type(case["input"])
    expected = case["minimizedMIMEType"]
    if record is None:  # nothing to minimize: the data gives the empty string
        assert expected == ""
        return
    # What the browser supports is the browser's: the data says it by a non-empty answer.
    supported = bool(expected)
    assert minimize_supported_mime_type(record, lambda _: supported) == expected


#: The pinned data predates whatwg/mimesniff pull request #201 (2025-07), which corrected the
#: font essence "application/font-off" (a typo since 2018) to "application/font-otf": the
#: standard, which webapi follows, no longer counts font-off as a font.
PREDATES_FONT_OTF = {"application/font-off", "application/font-off;x=x"}


@pytest.mark.parametrize("case", data_cases("mimesniff/mime-groups.json"), ids=_id)
@sampled()
def test_groups(case: dict[str, Any]) -> None:
    record = parse_mime_type(case["input"])
    assert record is not None
    expected = set(case["groups"])
    if case["input"] in PREDATES_FONT_OTF:
        assert expected == {"font"}
        expected = set()
        corrected = parse_mime_type(case["input"].replace("font-off", "font-otf"))
        assert corrected is not None and is_font_mime_type(corrected)
    assert set(mime_type_groups(record)) == expected
