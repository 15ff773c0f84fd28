"""The form encodings and ``FormData`` against Node 26's undici (the pinned Node of ``oracles/``).

- multipart/form-data: generated FormData operation lists (``form_cases``) run in both; the
  entries (a string, or a File's name, type, size and lastModified) must be the same and the
  body the same bytes, with undici's boundary given to webapi's encoder. A difference is
  explained only by a class of ``multipart_classes.ENCODING_CLASSES`` (undici's departures from
  the HTML Standard and from Chromium, each with a witness);
- application/x-www-form-urlencoded: Node's ``URLSearchParams`` serializer over the HTML
  Standard's name-value pairs of the same entries (written in the JavaScript below from the
  standard), against :func:`webapi.url.urlencoded_serialize` of
  :func:`convert_to_list_of_name_value_pairs`; text/plain the same way (Node has no form
  submission: the JavaScript is a model of the text/plain encoding algorithm; Chromium's own
  is in tests/e2e/test_forms_chromium.py).

The default run checks 300 cases (and the all-ASCII case), the slow tier 20,000.
"""

from __future__ import annotations

import base64
import random
from typing import Any

import pytest
from form_cases import JS_APPLY, JS_ENCODE, all_ascii_case, build, differences, generate
from multipart_classes import ENCODING_CLASSES, explain_encoding

from oracles import node26_evaluate
from webapi.forms import convert_to_list_of_name_value_pairs, text_plain_encode
from webapi.url import urlencoded_serialize

pytestmark = pytest.mark.needs_subprocess

#: The HTML Standard's name-value pairs of a FormData (a File's value is its name; CR, LF and
#: CR LF become CR LF), then Node's URLSearchParams serializer and the text/plain algorithm.
JS_PAIRS = (
    "(cases) => cases.map((operations) => {\nconst form = new FormData();\n"
    + JS_APPLY
    + r"""
  const normalize = (s) => s.replace(/\r\n|\r|\n/g, "\r\n");
  const pairs = [...form].map(([name, value]) =>
    [normalize(name), normalize(typeof value === "string" ? value : value.name)]);
  return [new URLSearchParams(pairs).toString(), pairs.map(([n, v]) => `${n}=${v}\r\n`).join("")];
})"""
)

#: Cases per Node process.
BATCH = 400


def run_multipart(cases: list[list[list[Any]]]) -> dict[str, list[Any]]:
    """Every case's difference, by the class that explains it ("unexplained" for none)."""
    found: dict[str, list[Any]] = {}
    for start in range(0, len(cases), BATCH):
        batch = cases[start : start + BATCH]
        for difference in differences(batch, node26_evaluate(JS_ENCODE, batch, timeout=600)):
            name = None
            if difference.same_entries:
                name = explain_encoding(difference.entry_list, difference.ours, difference.theirs)
            found.setdefault(name or "unexplained", []).append(difference.operations)
    return found


def run_pairs(cases: list[list[list[Any]]]) -> list[Any]:
    """The cases whose urlencoded or text/plain body differs."""
    different = []
    for start in range(0, len(cases), BATCH):
        batch = cases[start : start + BATCH]
        theirs = node26_evaluate(JS_PAIRS, batch, timeout=600)
        for operations, (urlencoded, plain) in zip(batch, theirs, strict=True):
            pairs = convert_to_list_of_name_value_pairs(build(operations).entry_list)
            if [urlencoded_serialize(pairs), text_plain_encode(pairs)] != [urlencoded, plain]:
                different.append((operations, urlencoded, plain))
    return different


def _check(found: dict[str, list[Any]], total: int) -> None:
    counts = {name: len(cases) for name, cases in found.items()}
    print(f"{total} cases; differences by class: {counts}")
    assert "unexplained" not in found, found["unexplained"][:3]
    assert set(found) <= {c.name for c in ENCODING_CLASSES}


def test_multipart_bodies_are_undicis_but_for_its_named_departures() -> None:
    cases = [all_ascii_case(), *generate(300, seed=45)]
    found = run_multipart(cases)
    _check(found, len(cases))
    assert found  # undici's departures show up in a sample this size


@pytest.mark.slow
def test_multipart_bodies_20000() -> None:
    cases = generate(20_000, seed=4545, large=1 << 16)
    _check(run_multipart(cases), len(cases))


@pytest.mark.parametrize(
    "sizes",
    [
        pytest.param((1 << 20,), id="1MB"),
        pytest.param((1 << 20, 3 << 20), id="1MB-3MB", marks=pytest.mark.slow),
    ],
)
def test_large_files(sizes: tuple[int, ...]) -> None:
    """Files of 1 MB (and 3 MB in the slow tier: random bytes, CR LF and hyphens among them),
    with fields."""
    rng = random.Random(47)
    cases = []
    for size in sizes:
        data = bytearray(rng.randbytes(size))
        for start in range(0, size, 4096):
            data[start : start + 4] = b"\r\n--"
        blob = {"bits": base64.b64encode(data).decode(), "type": "", "file": None}
        cases.append([["append", "a", "1"], ["append", "f", blob, "big.bin"], ["append", "b", "2"]])
    assert run_multipart(cases) == {}


def test_urlencoded_and_text_plain_bodies() -> None:
    assert run_pairs([all_ascii_case(), *generate(300, seed=46)]) == []


@pytest.mark.slow
def test_urlencoded_and_text_plain_bodies_20000() -> None:
    assert run_pairs(generate(20_000, seed=4646, large=64)) == []
