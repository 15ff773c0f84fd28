"""urltestdata.json through the public API, as upstream url-constructor.any.js does.

Each case is parsed with ``URL(input, base)`` (no base when ``base`` is null). Failure cases must
raise ``URLParseError``; otherwise every component, ``origin`` when the case has it, and
``searchParams`` when the case has it must equal the expected values. ``URL.canParse`` and
``URL.parse`` must agree with the constructor.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from tests._sample import sampled
from wpt import Case


@pytest.mark.wpt_data("urltestdata.json")
@sampled(lambda params: "failure" in params["case"].data, rate=0.02)
def test_urltestdata(
    case: Case, check_urltestdata_case: Callable[[Mapping[str, Any]], None]
) -> None:
    check_urltestdata_case(case.data)
