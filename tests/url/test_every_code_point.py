"""No code point, as a host or anywhere else, makes the parser raise: each input
either parses or is a failure (``None`` from the spec functions).

The slow tier runs every code point; the default run every 97th (and the same chunked
checks over every 97th chunk), which still reaches both outcomes of the host parser."""

from __future__ import annotations

import pytest

from webapi.url._host import host_serialize
from webapi.url._parser import basic_url_parse
from webapi.url._serializer import url_serialize

#: (stride, tier): every code point in the slow tier, every 97th by default.
STRIDES = [pytest.param(97, id="every-97th"), pytest.param(1, id="all", marks=pytest.mark.slow)]


@pytest.mark.parametrize("stride", STRIDES)
def test_every_code_point_as_a_special_host_and_in_every_component(stride: int) -> None:
    outcomes = {True: 0, False: 0}
    for code_point in range(0, 0x110000, stride):
        c = chr(code_point)
        record = basic_url_parse(f"https://a{c}b/")
        outcomes[record is not None] += 1
        if record is not None:
            assert record.host is not None
            assert host_serialize(record.host).isascii()
    # Both outcomes happen: the test really exercised the host parser.
    assert outcomes[True] > 100_000 // stride and outcomes[False] > 1_000 // stride


@pytest.mark.parametrize("stride", STRIDES)
def test_every_code_point_as_an_opaque_host_and_in_path_query_fragment(stride: int) -> None:
    for start in range(0, 0x110000, 0x1000 * stride):
        chunk = "".join(chr(c) for c in range(start, start + 0x1000))
        for text in (f"foo://h/{chunk}?{chunk}#{chunk}", f"foo:{chunk}", f"http://h/{chunk}"):
            record = basic_url_parse(text)
            assert record is not None
            assert url_serialize(record).isascii()
    for code_point in range(0, 0x110000, stride):
        record = basic_url_parse(f"foo://a{chr(code_point)}b/")
        if record is not None:
            assert isinstance(record.host, str) and record.host.isascii()
