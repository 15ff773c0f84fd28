"""Chromium 156's answers for the declarative shadow root differential
(:mod:`tests.html._shadow_differential`), recorded once by
``python -m tests.html._shadow_differential_chromium`` (some 10 minutes: :data:`BATCH`
documents a page evaluation): the whole answers of the first :data:`SAMPLE` documents in
:data:`DATA` (what the default tier compares), and the 4-byte digest of the answer of each of
:data:`BULK` documents in :data:`DIGESTS` (what the slow tier compares). The whole answers of
the bulk's documents where webapi's answer differed when they were recorded are kept in
:data:`DIFFERING` (``python -m tests.html._shadow_differential_chromium --differing``, which
computes webapi's answers first: some 8 minutes), so that the slow tier names the class of
each difference without a browser; a document that differs with no answer there is asked of
Chromium again."""

from __future__ import annotations

import base64
import functools
import gzip
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.html._shadow_differential import SCRIPT, digest, document

__all__ = ["BULK", "DATA", "DIFFERING", "DIGESTS", "SAMPLE", "ask", "differing", "digests", "load"]

SAMPLE = 300
BULK = 100_000
#: Documents asked in one page evaluation.
BATCH = 500
DATA = Path(__file__).with_name("_chromium_shadow_differential.json.gz")
DIGESTS = Path(__file__).with_name("_chromium_shadow_digests.json.gz")
DIFFERING = Path(__file__).with_name("_chromium_shadow_differing.json.gz")
_EMPTY = "<!doctype html><html><head></head><body></body></html>"


def ask(indices: Sequence[int], tab: Any = None) -> list[dict[str, Any]]:
    """Chromium's answers for the documents ``indices`` (in one tab of a browser launched for
    them, or in ``tab``)."""
    if tab is None:
        from oracles.chromium import browser

        with browser() as launched:
            return ask(indices, launched.new_page())
    tab.set_content(_EMPTY)
    answers: list[dict[str, Any]] = []
    for start in range(0, len(indices), BATCH):
        bodies = [document(index) for index in indices[start : start + BATCH]]
        answers.extend(tab.evaluate(SCRIPT, bodies))
    return answers


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers of the sample (:data:`DATA`), read once."""
    found: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    assert len(found["answers"]) == SAMPLE
    return found


@functools.cache
def digests() -> bytes:
    """The recorded digests of the :data:`BULK` documents, 4 bytes each, in order."""
    found = json.loads(gzip.decompress(DIGESTS.read_bytes()))
    packed = base64.b64decode(found["digests"])
    assert len(packed) == 4 * BULK == 4 * found["count"]
    return packed


@functools.cache
def differing() -> dict[int, dict[str, Any]]:
    """The recorded answers of the bulk's documents where webapi's differed, by index."""
    found = json.loads(gzip.decompress(DIFFERING.read_bytes()))
    return {int(index): answer for index, answer in found["answers"].items()}


def record_differing(indices: Sequence[int]) -> None:
    """Ask Chromium about the documents ``indices`` (where webapi's answers differ) and keep
    its answers in :data:`DIFFERING`, each checked against its recorded digest."""
    from oracles.chromium import browser

    packed = digests()
    with browser() as launched:
        version = launched.version
        answers = ask(indices, launched.new_page())
    for index, answer in zip(indices, answers, strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4], index
    kept = {str(index): answer for index, answer in zip(indices, answers, strict=True)}
    text = json.dumps({"chromium": version, "answers": kept}, ensure_ascii=False)
    DIFFERING.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DIFFERING} ({len(kept)} documents)")


def _differing_now() -> list[int]:
    """The documents of the bulk where webapi's answer's digest is not the recorded one."""
    from tests.html._shadow_differential import webapi_answer

    packed = digests()
    return [
        index
        for index in range(BULK)
        if digest(webapi_answer(document(index))) != packed[4 * index : 4 * index + 4]
    ]


def _record() -> None:
    from oracles.chromium import browser

    packed = bytearray()
    sample: list[dict[str, Any]] = []
    with browser() as launched:
        version = launched.version
        tab = launched.new_page()
        for start in range(0, BULK, BATCH * 4):
            answers = ask(range(start, min(BULK, start + BATCH * 4)), tab)
            packed += b"".join(digest(answer) for answer in answers)
            sample.extend(answers[: max(0, SAMPLE - len(sample))])
            print(f"{start + len(answers)} documents", file=sys.stderr)
    text = json.dumps({"chromium": version, "answers": sample}, ensure_ascii=False)
    DATA.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    packed_text = base64.b64encode(bytes(packed)).decode("ascii")
    text = json.dumps({"chromium": version, "count": BULK, "digests": packed_text})
    DIGESTS.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"wrote {DATA} and {DIGESTS}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--differing"]:
        record_differing(_differing_now())
    else:
        _record()
