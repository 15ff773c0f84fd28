"""The data: URL processor's shortcut for plain base64 strings (``_plain_base64`` in
``webapi/fetch/_data_url.py``: no URL parser pass, one forgiving-base64 decode of the string's
tail) against the processor's full steps on the URL record the basic URL parser makes of the
same string, on generated strings built to sit on both sides of each of the shortcut's
conditions: the scheme's case, "/" after it, code points in the MIME type part the URL parser
changes or that end the path, and bodies with ASCII whitespace (tab, newline, form feed, space,
leading and trailing), other C0 controls, "%", "?", "#", non-ASCII and every padding shape.

A fixed sample of 6,000 strings; ``WEBAPI_FULL_DIFFERENTIALS=1`` runs 200,000.
"""

from __future__ import annotations

import base64
import os
import random

import pytest

from webapi.fetch import DataURL, data_url_process
from webapi.fetch._data_url import _plain_base64
from webapi.mimesniff import serialize_mime_type
from webapi.url import basic_url_parse

COUNT = 200_000 if os.environ.get("WEBAPI_FULL_DIFFERENTIALS") == "1" else 6_000

_SCHEMES = ["data:", "DATA:", "Data:", "dAtA:", " data:", "\tdata:", "data:/", "data://x/", "dat:"]
_TYPE_PARTS = [
    "image/png", "text/plain", ";", "; ", " ", ";base64", ";BASE64", "; base64", ";  bAsE64",
    "charset=utf-8", "%20", "%", "?", "#", "\t", "\n", "\r", "\x0c", "\x00", "\x7f", "é", "/",
    "base64", ";base64 ", ";base64;base64", "a=b", '"', "=",
]  # fmt: skip
_BODY_PARTS = [
    "\t", "\n", "\r", "\x0c", " ", "\x0b", "\x00", "%", "%41", "%3D", "?", "#", "é", "=", "==",
    "===", "A", "QQ", "QUI", "+", "/", "-", "_", ",",
]  # fmt: skip


def _spec_steps(url: str) -> DataURL | str | None:
    """The processor's full steps: parse, then the record's path through data_url_process
    ("not data" for a URL of another scheme, which data_url_process refuses)."""
    record = basic_url_parse(url)
    if record is None:
        return None
    if record.scheme != "data":
        return "not data"
    return data_url_process(record)


def _generated(rng: random.Random) -> str:
    scheme = rng.choice(_SCHEMES) if rng.random() < 0.3 else "data:"
    head = "".join(rng.choice(_TYPE_PARTS) for _ in range(rng.randrange(4)))
    if rng.random() < 0.8:
        head += rng.choice([";base64", ";BASE64", ";base64 ", "; base64", ";Base64"])
    body = base64.b64encode(rng.randbytes(rng.randrange(12))).decode("ascii")
    if rng.random() < 0.3:
        body = body.rstrip("=")
    if rng.random() < 0.6:
        pieces = list(body)
        for _ in range(rng.randrange(1, 4)):
            pieces.insert(rng.randrange(len(pieces) + 1), rng.choice(_BODY_PARTS))
        body = "".join(pieces)
    comma = "," if rng.random() < 0.95 else ""
    return scheme + head + comma + body


def _outcome(result: DataURL | str | None) -> tuple[str, bytes] | str | None:
    if result is None or isinstance(result, str):
        return result
    return (serialize_mime_type(result.mime_type), result.body)


def test_the_shortcut_equals_the_full_steps() -> None:
    rng = random.Random(33)
    taken = 0
    for _ in range(COUNT):
        url = _generated(rng)
        shortcut = _plain_base64(url)
        expected = _outcome(_spec_steps(url))
        if shortcut is not None:
            taken += 1
            assert _outcome(shortcut) == expected, url
        if expected == "not data":
            assert shortcut is None
            with pytest.raises(ValueError, match="not a data: URL"):
                data_url_process(url)
        else:
            assert _outcome(data_url_process(url)) == expected, url
    # Both sides of the conditions are exercised.
    assert COUNT // 10 < taken < COUNT * 9 // 10


def test_what_the_shortcut_leaves_to_the_steps() -> None:
    # Percent-encoded base64 and a fragment need the URL parser and percent-decoding.
    assert _plain_base64("data:;base64,%41%41%3D%3D") is None
    assert _outcome(data_url_process("data:;base64,%41%41%3D%3D")) == (
        "text/plain;charset=US-ASCII",
        b"\x00",
    )
    assert _plain_base64("data:;base64,QQ==#x") is None
    assert _outcome(data_url_process("data:;base64,QQ==#x")) == (
        "text/plain;charset=US-ASCII",
        b"A",
    )
    # "data:/" takes the path state; a tab in the MIME type part is removed by the parser.
    assert _plain_base64("data:/x;base64,QQ==") is None
    assert _plain_base64("data:text/plain;\tbase64,QQ==") is None
    # Whitespace inside the body: the shortcut, equal to the steps.
    assert _outcome(_plain_base64("data:text/plain;base64, Q\tQ\x0c=\n= ")) == (
        "text/plain",
        b"A",
    )
    assert _outcome(_spec_steps("data:text/plain;base64, Q\tQ\x0c=\n= ")) == ("text/plain", b"A")
