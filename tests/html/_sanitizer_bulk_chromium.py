"""Chromium 156's answers to the Sanitizer's bulk differential (:mod:`tests.html._sanitizer_bulk`),
recorded once by ``python -m tests.html._sanitizer_bulk_chromium`` (a few minutes:
:data:`BATCH` cases a page evaluation), as the shadow-tree differential keeps its own
(``tests/html/_shadow_differential_chromium.py``): the whole answers of the first
:data:`SAMPLE` cases in :data:`DATA` (what the default tier compares), the 4-byte digest of
each of the :data:`BULK` cases' answers in :data:`DIGESTS` (what the slow tier compares), and
the whole answers of the cases where webapi's answer differed when they were recorded in
:data:`DIFFERING` (``--differing``, which computes webapi's answers first), so that the slow
tier names the class of each difference without a browser; a case that differs with no
answer there is asked of Chromium again."""

from __future__ import annotations

import base64
import functools
import gzip
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.html._sanitizer_bulk import CHROMIUM_SCRIPT, case, digest

__all__ = ["BATCH", "BULK", "DATA", "DIFFERING", "DIGESTS", "SAMPLE", "SEED", "ask"]

SEED = 74
SAMPLE = 500
BULK = 100_000
#: Cases asked in one page evaluation.
BATCH = 1000
DATA = Path(__file__).with_name("_sanitizer_bulk_chromium.json.gz")
DIGESTS = Path(__file__).with_name("_sanitizer_bulk_digests.json.gz")
DIFFERING = Path(__file__).with_name("_sanitizer_bulk_differing.json.gz")
#: Every answer of the last recording (not kept in git: what ``--differing`` reads).
_ALL = Path("/tmp/webapi-sanitizer-bulk-answers.json.gz")


def ask(indices: Sequence[int], tab: Any = None, seed: int = SEED) -> list[list[Any]]:
    """Chromium's answers to the cases ``indices`` of ``seed`` (in one tab of a browser
    launched for them, or in ``tab``)."""
    if tab is None:
        from oracles.chromium import browser

        with browser() as launched:
            return ask(indices, launched.new_page(), seed)
    tab.set_content("<!DOCTYPE html><body>")
    answers: list[list[Any]] = []
    for start in range(0, len(indices), BATCH):
        cases = [case(seed, index) for index in indices[start : start + BATCH]]
        answers.extend(tab.evaluate(CHROMIUM_SCRIPT, cases))
    return answers


def _read(path: Path) -> Any:
    return json.loads(gzip.decompress(path.read_bytes()))


def _write(path: Path, found: Any) -> None:
    text = json.dumps(found, ensure_ascii=False, separators=(",", ":"))
    path.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers of the sample (:data:`DATA`), read once."""
    found: dict[str, Any] = _read(DATA)
    assert len(found["answers"]) == SAMPLE and found["seed"] == SEED
    return found


@functools.cache
def digests() -> bytes:
    """The recorded digests of the :data:`BULK` cases, 4 bytes each, in order."""
    found = _read(DIGESTS)
    packed = base64.b64decode(found["digests"])
    assert len(packed) == 4 * BULK == 4 * found["count"] and found["seed"] == SEED
    return packed


@functools.cache
def differing() -> dict[int, list[Any]]:
    """The recorded answers of the bulk's cases where webapi's differed, by index."""
    found = _read(DIFFERING)
    return {int(index): answer for index, answer in found["answers"].items()}


def _record() -> None:
    import time

    from oracles.chromium import browser

    began = time.monotonic()
    answers: list[list[Any]] = []
    with browser() as launched:
        version = launched.version
        tab = launched.new_page()
        for start in range(0, BULK, BATCH * 10):
            answers += ask(range(start, min(BULK, start + BATCH * 10)), tab)
            print(f"{len(answers)} cases, {time.monotonic() - began:.0f} s", file=sys.stderr)
    _write(DATA, {"chromium": version, "seed": SEED, "answers": answers[:SAMPLE]})
    packed = base64.b64encode(b"".join(digest(answer) for answer in answers)).decode("ascii")
    _write(DIGESTS, {"chromium": version, "seed": SEED, "count": BULK, "digests": packed})
    _write(_ALL, {"chromium": version, "answers": answers})
    print(f"wrote {DATA} and {DIGESTS} in {time.monotonic() - began:.0f} s")


def _record_differing() -> None:
    """Keep Chromium's answers where webapi's differ (from the last recording's answers)."""
    from tests.html._sanitizer_bulk import webapi_answer
    from webapi.html import DOMParser

    recorded = _read(_ALL)
    packed = digests()
    document = DOMParser().parseFromString("<!DOCTYPE html><body>", "text/html")
    kept: dict[str, list[Any]] = {}
    for index, answer in enumerate(recorded["answers"]):
        assert digest(answer) == packed[4 * index : 4 * index + 4], index
        if webapi_answer(document, case(SEED, index)) != answer:
            kept[str(index)] = answer
    _write(DIFFERING, {"chromium": recorded["chromium"], "seed": SEED, "answers": kept})
    print(f"wrote {DIFFERING} ({len(kept)} cases)")


if __name__ == "__main__":
    if sys.argv[1:] == ["--differing"]:
        _record_differing()
    else:
        _record()
