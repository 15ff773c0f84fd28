"""The prescan by spans (``webapi.html.prescan``: regular expressions over the 1,024-byte
window) against the step-by-step algorithm (tests/html/prescan_reference.py): the same answer
on html5lib-tests' encoding cases, the sniffing tests' heads and generated heads."""

from __future__ import annotations

import random

import pytest

from tests._sample import sampled
from tests.encoding.test_differential_exodus import generate_head
from tests.html import prescan_reference
from tests.html.test_encoding_sniffing import CASES
from webapi.html import prescan

#: Pieces of heads where attributes are read: names, "=", quotes, whitespace, "/", ">" and
#: the bytes a tag or comment ends at, in every order.
_PIECES = [
    "<meta", "<META", "<meta/", "<a", "</a", "<p ", "<!--", "-->", "--", "<!", "<?", "</", "<",
    ">", "/", "=", "==", '"', "'", " ", "\t", "\n", "\x0c", "\r", "charset", "CHARSET",
    " charset=", "http-equiv", "Content-Type", "content", "text/html;", "charset=utf-8",
    "gbk", "koi8-r", "utf-16le", "x-user-defined", "nonsense", "x", "a=b", "`", "\x00", "\xff",
]  # fmt: skip


def _generated(count: int, seed: int) -> list[bytes]:
    rng = random.Random(seed)
    heads = []
    for _ in range(count):
        if rng.random() < 0.5:
            heads.append(generate_head(rng))
            continue
        text = "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 30)))
        data = text.encode("latin-1")
        if rng.random() < 0.1:
            data = b" " * rng.randrange(980, 1030) + data
        heads.append(data)
    return heads


#: The heads of tests/html/test_encoding_sniffing.py's prescan cases, and the fix the span
#: form brought: "get an attribute" lowercases a name without a value too (5ce1ee5 kept
#: "CHARSET" as it was, so a later "charset" counted as another attribute).
_HEADS = [
    b'<meta charset="utf-8">',
    b"<META CHARSET=KOI8-R>",
    b'<meta http-equiv="Content-Type" content="text/html; charset=euc-jp">',
    b'<meta content="charset=big5" http-equiv=content-type>',
    b'<!--><meta charset="gbk">',
    b'<title x="<meta charset=gbk>">',
    b"<?php <meta charset=gbk> ?><meta charset=big5>",
    b"<meta/charset=gbk>",
    b'<meta charset="gbk',
    b"<meta charset = ' gbk '>",
    b"<meta CHARSET charset=gbk>",
    b"<meta HTTP-EQUIV content=charset=gbk http-equiv=content-type>",
]


def test_prescan_lowercases_every_attribute_name() -> None:
    assert prescan(b"<meta CHARSET charset=gbk>") is None  # the first "charset" is empty
    assert prescan(b"<meta CHARSET/charset=gbk>") is None
    assert prescan(b"<meta Charset>") is None


@pytest.mark.parametrize("data", _HEADS + [case[1] for case in CASES])
@sampled()
def test_spans_equal_steps_on_the_sniffing_tests(data: bytes) -> None:
    assert prescan(data) == prescan_reference.prescan(data)
    assert prescan(data, None) == prescan_reference.prescan(data, None)


def test_spans_equal_steps_on_generated_heads() -> None:
    heads = _generated(4_000, seed=31)
    found = 0
    for data in heads:
        mine, theirs = prescan(data), prescan_reference.prescan(data)
        assert mine == theirs, data
        found += mine is not None
    assert found > 100  # the heads name encodings, not only fail


@pytest.mark.slow
def test_spans_equal_steps_on_many_generated_heads() -> None:
    for data in _generated(200_000, seed=32):
        assert prescan(data) == prescan_reference.prescan(data), data


#: Pieces of heads for the prescan's cuts (the loop ends at the first ``<meta`` after the last
#: "charset"; :data:`webapi.html.parsing._encoding_sniffing._SKIPPED` takes comments, tags and
#: declarations up to each ``<meta`` in one match): many ``<meta`` elements naming no
#: encoding, "charset" in comments, attribute values, other tags and declarations, before,
#: between and after them, in every case, and what a comment or declaration ends at.
_CUT_PIECES = [
    "<meta name=x>", '<meta name="viewport" content="width=device-width">', "<meta>",
    "<meta/>", "</meta charset=gbk>", "<META ", "<meta\x0c", "<meta charset=gbk>",
    "<meta charset=nonsense>", '<meta http-equiv=content-type content="charset=koi8-r">',
    "<!-- charset=gbk -->", "<!-->", "<!--->", "<!--", "-->", "--!>", "<!x charset=gbk>",
    "<? charset ?>", "</ charset>", "</>", "<!>", "<?>", "< meta", "<<meta ", "<a title='",
    "'", '"', "<a b=charset>", "<p CHARSET=big5>", "charset", "ChArSeT", "=", ">", " ", "x",
    "<a", "<meta ", "/", "\x00", "<", "<title>", "</title>", "<!DOCTYPE html>",
]  # fmt: skip


def _cut_heads(count: int, seed: int) -> list[bytes]:
    rng = random.Random(seed)
    heads = []
    for _ in range(count):
        text = "".join(rng.choice(_CUT_PIECES) for _ in range(rng.randrange(1, 40)))
        data = text.encode("latin-1")
        if rng.random() < 0.2:  # around the end of the 1,024-byte window
            data = b"<p>" + b" " * rng.randrange(900, 1030) + data
        heads.append(data)
    return heads


@pytest.mark.parametrize("count", [800, pytest.param(4_000, marks=pytest.mark.slow)])
def test_the_cuts_equal_steps_on_generated_heads(count: int) -> None:
    found = 0
    for data in _cut_heads(count, seed=33):
        mine = prescan(data)
        assert mine == prescan_reference.prescan(data), data
        assert prescan(data, None) == prescan_reference.prescan(data, None), data
        found += mine is not None
    assert count // 10 < found < count * 9 // 10  # both outcomes


@pytest.mark.slow
def test_the_cuts_equal_steps_on_many_generated_heads() -> None:
    for data in _cut_heads(100_000, seed=34):
        assert prescan(data) == prescan_reference.prescan(data), data
        assert prescan(data, None) == prescan_reference.prescan(data, None), data


def test_the_cuts_on_hand_made_heads() -> None:
    # A "charset" only before the first <meta, or only inside a comment after the last one:
    # nothing to find; "charset" inside a later <meta found past metas naming nothing.
    assert prescan(b"<p charset=gbk><meta name=x>") is None
    assert prescan(b"<meta name=x><!-- <meta charset=gbk> -->") is None
    assert prescan(b'<meta name=x><meta content="y"><meta charset=gbk>') == "GBK"
    assert prescan(b"<a title='<meta charset=gbk>'><meta charset=big5>") == "Big5"
    assert prescan(b"<!--><meta charset=gbk>") == "GBK"
    assert prescan(b"<!---><meta charset=gbk>") == "GBK"
    assert prescan(b"<!--<meta charset=gbk>") is None  # the comment does not end
