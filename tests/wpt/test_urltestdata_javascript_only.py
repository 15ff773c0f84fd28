"""urltestdata-javascript-only.json: urltestdata cases whose strings hold lone surrogates.

In JavaScript these are UTF-16 strings converted to USVString (lone surrogates become U+FFFD).
Python ``str`` can hold lone surrogates too, so the same cases run through the same harness as
urltestdata.json.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from wpt import Case


@pytest.mark.wpt_data("urltestdata-javascript-only.json")
def test_urltestdata_javascript_only(
    case: Case, check_urltestdata_case: Callable[[Mapping[str, Any]], None]
) -> None:
    check_urltestdata_case(case.data)
