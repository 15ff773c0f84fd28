"""toascii.json, as upstream url/toascii.window.js does for ``URL``.

Through the constructor: ``URL("https://" + input + "/x")`` must have host and hostname equal to
``output`` (pathname "/x", href rebuilt from it), or throw when ``output`` is null.  Through the
``host`` and ``hostname`` setters on ``URL("https://x/x")``: the attribute reads back as
``output``, or stays "x" when ``output`` is null.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests._sample import sampled
from webapi import URL
from wpt import Case


def _expected_output(case: Case) -> str | None:
    # toascii.window.js: a case without "output" expects the input back.
    output: str | None = case.data.get("output", case.data["input"])
    return output


@pytest.mark.wpt_data("toascii.json")
@sampled()
def test_toascii_constructor(
    case: Case, check_host_of_https_url: Callable[[str, str | None], None]
) -> None:
    check_host_of_https_url(case.data["input"], _expected_output(case))


@pytest.mark.wpt_data("toascii.json")
@pytest.mark.parametrize("attribute", ["host", "hostname"])
@sampled("attribute")
def test_toascii_setter(case: Case, attribute: str) -> None:
    output = _expected_output(case)
    url = URL("https://x/x")
    setattr(url, attribute, case.data["input"])
    assert getattr(url, attribute) == ("x" if output is None else output)
