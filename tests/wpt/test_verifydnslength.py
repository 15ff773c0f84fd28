"""verifydnslength_tests.json: the URL Standard's domain parser with beStrict set.

Each input is a whole URL that ``URL(input)`` must parse (beStrict is false there), and
``domain_to_ascii(url.hostname, True)`` must return failure (None) exactly when the case says
``failure``: with beStrict, ToASCII checks DNS label and domain lengths. When it succeeds it
returns the (already ASCII) hostname unchanged.
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi import URL
from webapi.url import domain_to_ascii
from wpt import Case


@pytest.mark.wpt_data("verifydnslength_tests.json")
@sampled()
def test_verifydnslength(case: Case) -> None:
    url = URL(case.data["input"])
    result = domain_to_ascii(url.hostname, True)
    if case.data["failure"]:
        assert result is None, f"{case.data['message']}: got {result!r}"
    else:
        # The hostnames are already lowercase ASCII, which strict ToASCII leaves as they are.
        assert result == url.hostname, case.data["message"]
