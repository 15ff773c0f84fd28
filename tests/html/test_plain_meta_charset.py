"""The plain ``<meta charset>`` shortcuts of :mod:`webapi.html.parsing._encoding_sniffing` (issue
#33, ``decode_html`` on a declared page): ``_PLAIN_CHARSET_ATTRIBUTE`` (the prescan's ``<meta``
read without :func:`get_an_attribute`'s loop) against the step-by-step prescan, and
``_PLAIN_META_CHARSET`` (the first meta element's encoding without the tokenizer) against the
tokenizer's start tag token, on tags built around the plain form with every piece that could
make either read them otherwise."""

from __future__ import annotations

import random

import pytest

from tests._sizes import tiered
from tests.html import prescan_reference
from webapi.html import decode_html, prescan
from webapi.html.parsing import _encoding_sniffing
from webapi.html.parsing._tokenizer import Tokenizer
from webapi.html.parsing._tokens import StartTagToken

_STARTS = ["<meta ", "<META ", "<meta\t", "<meta\n", "<meta/", "<meta\x0c", "<meta\r", "<meta  /"]
_NAMES = ["charset", "CHARSET", "ChArSeT", "charsetx", "xcharset", "char set", "&#99;harset"]
_EQUALS = ["=", " =", "= ", "\t=\n", "==", "", "=\r", "\r="]
_VALUES = [
    "utf-8", "UTF-8", "gbk", "shift_jis", "iso-8859-2", "x-user-defined", "utf-16le",
    "unicode-1-1-utf-8", "nonsense", "", "utf-8/", "utf&#45;8", "utf-8\x00", "u tf-8",
    "utf-8\r", "windows-1252.", "latin1:x", "ütf-8", "utf-8>", "big5",
]  # fmt: skip
_QUOTES = ['"', "'", "", '"', "'"]
_ENDS = [">", " >", "/>", " / >", "\t/>", "//>", " x>", "x>", '">', "\r>", "\n/>", "", " a=b>"]


def _tags(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    tags = []
    for _ in range(count):
        quote = rng.choice(_QUOTES)
        if rng.random() < 0.6:  # most of them plain: the shortcut's own ground
            name, equals = rng.choice(_NAMES[:3]), rng.choice(_EQUALS[:4])
        else:
            name, equals = rng.choice(_NAMES), rng.choice(_EQUALS)
        tags.append(
            rng.choice(_STARTS)
            + name
            + equals
            + quote
            + rng.choice(_VALUES)
            + (quote if rng.random() < 0.9 else "")
            + rng.choice(_ENDS)
        )
    return tags


def test_the_prescans_shortcut_equals_its_steps() -> None:
    taken = 0
    for tag in _tags(6_000, seed=33):
        data = ("<!DOCTYPE html><head>" + tag + "<p>").encode("utf-8", "surrogatepass")
        assert prescan(data) == prescan_reference.prescan(data), tag
        start = data.lower().index(b"<meta") + 6
        taken += _encoding_sniffing._PLAIN_CHARSET_ATTRIBUTE.match(data, start) is not None
    assert taken > 800  # the shortcut is what answers most of them


def test_the_first_meta_elements_shortcut_equals_the_tokenizer() -> None:
    taken = 0
    for tag in _tags(6_000, seed=34):
        stream = tag.replace("\r", "\n") + "<p>"  # the input stream's newlines, as decode_html
        plain = _encoding_sniffing._PLAIN_META_CHARSET.match(stream)
        if plain is None:
            continue
        taken += 1
        token = next(iter(Tokenizer(stream).run()))
        assert type(token) is StartTagToken and token.name == "meta", tag
        assert token.attributes == {"charset": plain.group(plain.lastindex or 0)}, tag
        assert plain.end() == stream.index(">", plain.start()) + 1 or tag.endswith("/>"), tag
    assert taken > 800


@pytest.mark.parametrize("tag", tiered(_tags(300, seed=35)))
def test_decode_html_on_a_plain_head_equals_tree_construction(tag: str) -> None:
    data = ("<!DOCTYPE html>\n<html><head>" + tag + "<title>é</title>").encode("utf-8")
    mine = decode_html(data, "text/html")
    # the same page with a comment first: not a plain head, so tree construction decides
    theirs = decode_html(b"<!-- -->" + data, "text/html")
    assert mine.encoding == theirs.encoding, tag
