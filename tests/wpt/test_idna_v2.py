"""IdnaTestV2.json and IdnaTestV2-removed.json, as upstream url/IdnaTestV2.window.js does.

``URL("https://" + input + "/x")`` must have host and hostname equal to ``output`` (pathname
"/x", href rebuilt from it), or throw when ``output`` is null.

Upstream leaves out the case whose input is the empty string, because "https:///x" does not put
an empty host through the host parser. Here it is not left out: it checks the URL Standard's
domain parser on "", which returns failure for an empty result whether or not beStrict is set.
The data's output is UTS 46 ToASCII's "" with the A4_1/A4_2 length checks ignored.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests._sample import sampled
from webapi.url import domain_to_ascii
from wpt import Case


def _check(case: Case, check_host_of_https_url: Callable[[str, str | None], None]) -> None:
    input_: str = case.data["input"]
    output: str | None = case.data["output"]
    if input_ == "":
        assert output == "", "the data's only empty input expects UTS 46's empty output"
        assert domain_to_ascii(input_, False) is None
        assert domain_to_ascii(input_, True) is None
        return
    check_host_of_https_url(input_, output)


# 2,671 cases: every fifth in the default run, all of them in the slow tier.
@pytest.mark.wpt_data("IdnaTestV2.json")
@sampled(rate=0.02)
def test_idna_v2(case: Case, check_host_of_https_url: Callable[[str, str | None], None]) -> None:
    _check(case, check_host_of_https_url)


@pytest.mark.wpt_data("IdnaTestV2-removed.json")
def test_idna_v2_removed(
    case: Case, check_host_of_https_url: Callable[[str, str | None], None]
) -> None:
    _check(case, check_host_of_https_url)
