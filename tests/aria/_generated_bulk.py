"""Chromium 156's answers for the bulk of the accessibility differential
(:mod:`tests.aria._generated`, issue #75 item 2 at scale): the ``computedRole`` and
``computedName`` of each element ``k<n>`` of each of the first :data:`BULK` documents of the
seed :data:`~tests.aria._generated_chromium.SEED`, asked :data:`BATCH` documents a page
evaluation (each written over the tab's document in turn: some 5 ms a document, where a
page load and the DevTools protocol's tree take some 20). Kept compactly, as the shadow-tree
differential keeps its bulk: the 4-byte digest of each document's answer in :data:`DIGESTS`
(``python -m tests.aria._generated_bulk``), and the whole answers of the documents where
webapi's answer differed when they were recorded in :data:`DIFFERING`
(``python -m tests.aria._generated_bulk --differing``, which computes webapi's answers first;
``--add`` and indices adds those of documents that have come to differ since),
so that the slow tier names the class of each difference without a browser."""

from __future__ import annotations

import base64
import functools
import gzip
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.aria._generated import page
from tests.aria._generated_chromium import FLAGS, SEED, WRITE_SCRIPT, webapi_answer

__all__ = [
    "BATCH",
    "BULK",
    "DIFFERING",
    "DIGESTS",
    "ask",
    "differing",
    "digest",
    "digests",
    "document",
    "webapi_answer",
]

BULK = 100_000
#: Documents asked in one page evaluation.
BATCH = 100
DIGESTS = Path(__file__).with_name("_chromium_generated_digests.json.gz")
DIFFERING = Path(__file__).with_name("_chromium_generated_differing.json.gz")

_EMPTY = "<!doctype html><html><head></head><body></body></html>"


def document(index: int) -> str:
    """The bulk's document ``index`` (the sample's documents are its first)."""
    return page(SEED * 1_000_000 + index)


def digest(answer: list[list[str]]) -> bytes:
    """The 4-byte digest of an answer's compact JSON."""
    text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode("utf-8"), digest_size=4).digest()


def ask(indices: Sequence[int], tab: Any = None) -> list[list[list[str]]]:
    """Chromium's answers for the documents ``indices`` (in one tab of a browser launched for
    them, or in ``tab``)."""
    if tab is None:
        from oracles.chromium import browser

        with browser(FLAGS) as launched:
            return ask(indices, launched.new_page())
    tab.set_content(_EMPTY)
    answers: list[list[list[str]]] = []
    for start in range(0, len(indices), BATCH):
        bodies = [document(index) for index in indices[start : start + BATCH]]
        answers.extend(tab.evaluate(WRITE_SCRIPT, bodies))
    return answers


@functools.cache
def digests() -> bytes:
    """The recorded digests of the :data:`BULK` documents, 4 bytes each, in order."""
    found = json.loads(gzip.decompress(DIGESTS.read_bytes()))
    packed = base64.b64decode(found["digests"])
    assert len(packed) == 4 * BULK == 4 * found["count"]
    return packed


@functools.cache
def differing() -> dict[int, list[list[str]]]:
    """The recorded answers of the bulk's documents where webapi's differed, by index."""
    found = json.loads(gzip.decompress(DIFFERING.read_bytes()))
    return {int(index): answer for index, answer in found["answers"].items()}


def record_differing(indices: Sequence[int]) -> None:
    """Ask Chromium about the documents ``indices`` (where webapi's answers differ) and keep
    its answers in :data:`DIFFERING`, each checked against its recorded digest."""
    from oracles.chromium import browser

    packed = digests()
    with browser(FLAGS) as launched:
        version = launched.version
        answers = ask(indices, launched.new_page())
    for index, answer in zip(indices, answers, strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4], index
    kept = {str(index): answer for index, answer in zip(indices, answers, strict=True)}
    text = json.dumps({"chromium": version, "answers": kept}, ensure_ascii=False)
    DIFFERING.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DIFFERING} ({len(kept)} documents)")


def add_differing(indices: Sequence[int]) -> None:
    """Ask Chromium about the documents ``indices`` (where webapi's answers now differ, once
    they did not) and add its answers to those kept in :data:`DIFFERING`, each checked
    against its recorded digest."""
    from oracles.chromium import browser

    packed = digests()
    found = json.loads(gzip.decompress(DIFFERING.read_bytes()))
    with browser(FLAGS) as launched:
        assert launched.version == found["chromium"], launched.version
        answers = ask(indices, launched.new_page())
    for index, answer in zip(indices, answers, strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4], index
        found["answers"][str(index)] = answer
    found["answers"] = dict(sorted(found["answers"].items(), key=lambda item: int(item[0])))
    text = json.dumps(found, ensure_ascii=False)
    DIFFERING.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DIFFERING} ({len(found['answers'])} documents)")


def _differing_now() -> list[int]:
    """The documents of the bulk where webapi's answer's digest is not the recorded one."""
    packed = digests()
    return [
        index
        for index in range(BULK)
        if digest(webapi_answer(document(index))) != packed[4 * index : 4 * index + 4]
    ]


def _record(count: int = BULK) -> None:
    from oracles.chromium import browser

    packed = bytearray()
    with browser(FLAGS) as launched:
        version = launched.version
        tab = launched.new_page()
        for start in range(0, count, BATCH * 10):
            answers = ask(range(start, min(count, start + BATCH * 10)), tab)
            packed += b"".join(digest(answer) for answer in answers)
            print(f"{start + len(answers)} documents", file=sys.stderr, flush=True)
    packed_text = base64.b64encode(bytes(packed)).decode("ascii")
    text = json.dumps({"chromium": version, "count": count, "digests": packed_text})
    DIGESTS.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"wrote {DIGESTS}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--differing"]:
        record_differing(_differing_now())
    elif sys.argv[1:2] == ["--add"]:
        add_differing([int(index) for index in sys.argv[2:]])
    else:
        _record()
