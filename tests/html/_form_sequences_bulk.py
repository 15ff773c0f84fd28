"""The forms differential at issue 51's scale: :data:`BULK_COUNT` generated sequences
(``_form_sequences.sequences_of(BULK_SEED, BULK_REAL)``: every :data:`BULK_REAL`-th makes real
submissions), Chromium 156's answers recorded once (``python -m tests.html._form_sequences_bulk``,
some 40 minutes) in :data:`BULK_DATA`: for each sequence a 6-byte digest of Chromium's record
and requests (:func:`digest`), and the whole record and requests of each sequence where
webapi's differed when it was recorded (so that its differences are classified again on every
run, with the classifier of then, not trusted from the recording).

The slow tier compares webapi on every sequence with them (some 2 ms a sequence) and asks
Chromium again about a window of them (``tests/e2e/test_form_sequences_chromium.py``); the
default run compares the first :data:`DEFAULT_COUNT`."""

from __future__ import annotations

import base64
import collections
import gzip
import hashlib
import itertools
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.html._form_sequences import (
    chromium_records,
    classify,
    classify_request,
    our_records,
    sequences_of,
    submit_steps,
)

BULK_SEED, BULK_COUNT, BULK_REAL = 5_151_000, 100_000, 5
BULK_DATA = Path(__file__).with_name("_chromium_form_sequences_bulk.json.gz")
#: Sequences compared (or asked of Chromium, each chunk in a page of its own) at a time.
CHUNK = 1_000
#: The sequences the default run compares.
DEFAULT_COUNT = 100
_DIGEST_SIZE = 6


def digest(record: dict[str, Any], requests: list[Any]) -> bytes:
    """The 6-byte digest of a sequence's record and its real submissions' requests (of their
    JSON, keys sorted, compact, not ASCII-escaped)."""
    text = json.dumps([record, requests], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode("utf-8"), digest_size=_DIGEST_SIZE).digest()


def bulk_sequences(start: int = 0, stop: int = BULK_COUNT) -> Iterator[dict[str, Any]]:
    """The sequences ``start`` to ``stop`` of :data:`BULK_SEED`."""
    return itertools.islice(sequences_of(BULK_SEED, BULK_REAL), start, stop)


def _requests_of(
    sequence: dict[str, Any], index: int, requests: dict[tuple[int, int], Any]
) -> list[Any]:
    """A sequence's requests, one per submission step (none for one not real)."""
    if not sequence["real"]:
        return []
    return [requests.get((index, step)) for step in submit_steps(sequence)]


def patch(mine: list[Any], theirs: list[Any]) -> dict[str, Any]:
    """What of Chromium's answer ``theirs`` ([record, requests]) differs from webapi's
    ``mine``: each of the record's members that differs, whole, but for the elements, each
    element that differs ("elements": [[position, element], ...]); the requests whole."""
    (record, requests), (their_record, their_requests) = mine, theirs
    found: dict[str, Any] = {}
    for key, value in their_record.items():
        if key == "elements" and len(value) == len(record[key]):
            changed = [
                [i, e] for i, (o, e) in enumerate(zip(record[key], value, strict=True)) if o != e
            ]
            if changed:
                found["elements"] = changed
        elif record.get(key) != value:
            found["record:" + key] = value
    if requests != their_requests:
        found["requests"] = their_requests
    return found


def patched(mine: list[Any], found: dict[str, Any]) -> list[Any]:
    """Chromium's answer made from webapi's and :func:`patch`'s: Chromium's own when webapi
    answers as it did when recorded in what the patch leaves (its digest tells)."""
    record = dict(mine[0])
    for key, value in found.items():
        if key.startswith("record:"):
            record[key[7:]] = value
    if "elements" in found:
        elements = list(record["elements"])
        for position, element in found["elements"]:
            elements[position] = element
        record["elements"] = elements
    return [record, found.get("requests", mine[1])]


@dataclass
class Bulk:
    """The recorded answers of the :data:`BULK_COUNT` sequences of :data:`BULK_SEED`: the
    digests, and the patches of each :data:`CHUNK` sequences as a line of JSON, read when
    first asked for."""

    chromium: str
    digests: bytes
    #: each chunk's line: {index: :func:`patch` of Chromium's answer against webapi's} for
    #: the sequences where they differed when recorded
    lines: list[bytes]
    _read: dict[int, dict[str, Any]] = field(default_factory=dict)

    def digest(self, index: int) -> bytes:
        """The digest of Chromium's answer for sequence ``index``."""
        return self.digests[index * _DIGEST_SIZE : (index + 1) * _DIGEST_SIZE]

    def patch(self, index: int) -> dict[str, Any]:
        """The patch recorded for sequence ``index`` (empty where webapi's answer was
        Chromium's)."""
        chunk = index // CHUNK
        patches = self._read.get(chunk)
        if patches is None:
            self._read.clear()  # (one chunk's patches kept at a time)
            patches = self._read[chunk] = json.loads(self.lines[chunk])
        found: dict[str, Any] = patches.get(str(index), {})
        return found


def load_bulk() -> Bulk:
    """The recorded answers (:data:`BULK_DATA`: JSON lines, gzip-compressed, the first the
    recording's facts and the digests, then a line for each chunk's patches)."""
    head, *lines = gzip.decompress(BULK_DATA.read_bytes()).split(b"\n")
    data = json.loads(head)
    assert (data["seed"], data["count"], data["real"]) == (BULK_SEED, BULK_COUNT, BULK_REAL)
    assert data["chunk"] == CHUNK and len(lines) == BULK_COUNT // CHUNK
    return Bulk(data["chromium"], base64.b64decode(data["digests"]), lines)


def write_bulk(chromium: str, digests: list[bytes], patches: dict[int, dict[str, Any]]) -> None:
    """Write :data:`BULK_DATA` (as :func:`load_bulk` reads it)."""

    def line(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    head = {
        "chromium": chromium,
        "seed": BULK_SEED,
        "count": BULK_COUNT,
        "real": BULK_REAL,
        "chunk": CHUNK,
        "digests": base64.b64encode(b"".join(digests)).decode("ascii"),
    }
    chunks: list[dict[str, Any]] = [{} for _ in range(BULK_COUNT // CHUNK)]
    for index, found in patches.items():
        chunks[index // CHUNK][str(index)] = found
    text = "\n".join([line(head), *(line(chunk) for chunk in chunks)])
    BULK_DATA.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))


@dataclass
class Comparison:
    """What comparing webapi with the recorded answers found."""

    #: sequences whose answer was Chromium's
    equal: int = 0
    #: the departure classes met (a sequence counted once per class)
    classes: collections.Counter[str] = field(default_factory=collections.Counter)
    #: index -> the facts no class explains (["changed"]: webapi's answer is no longer the
    #: one recorded equal to Chromium's, which must be asked again)
    unexplained: dict[int, list[Any]] = field(default_factory=dict)
    #: real submissions' requests compared
    requests: int = 0


def compare(bulk: Bulk, start: int = 0, stop: int = BULK_COUNT) -> Comparison:
    """webapi's answers for the sequences ``start`` to ``stop`` against the recorded ones:
    each equal to Chromium's digest, or each difference from Chromium's whole record of a
    named class (``_form_sequences.classify`` and ``classify_request``)."""
    found = Comparison()
    generated = bulk_sequences(start, stop)  # (one generator: each chunk takes the next)
    for first in range(start, stop, CHUNK):
        sequences = list(itertools.islice(generated, CHUNK))
        ours, our_requests = our_records(sequences)
        for offset, (sequence, mine) in enumerate(zip(sequences, ours, strict=True)):
            index = first + offset
            mine_requests = _requests_of(sequence, offset, our_requests)
            found.requests += sum(1 for request in mine_requests if request is not None)
            if digest(mine, mine_requests) == bulk.digest(index):
                found.equal += 1
                continue
            theirs, theirs_requests = patched([mine, mine_requests], bulk.patch(index))
            if digest(theirs, theirs_requests) != bulk.digest(index):
                found.unexplained[index] = ["changed"]
                continue
            names, left = classify(sequence, mine, theirs)
            steps = submit_steps(sequence) if sequence["real"] else []
            for step, request, chromiums in zip(steps, mine_requests, theirs_requests, strict=True):
                if request == chromiums:
                    continue
                name = classify_request(sequence, mine, theirs, step, request, chromiums)
                if name is None:
                    left.append(("request", step))
                elif name != "derived":
                    names.add(name)
            found.classes.update(names)
            if left:
                found.unexplained[index] = left
    return found


def chromium_answers(
    sequences: list[dict[str, Any]], launched: Any
) -> tuple[list[list[Any]], list[tuple[int, int]]]:
    """Chromium's answer ([record, requests]) for each sequence, each :data:`CHUNK` in a new
    page (a chunk's late navigations die with its page), and the requests caught that no
    real submission step was to make (none expected)."""
    answers: list[list[Any]] = []
    extra: list[tuple[int, int]] = []
    for first in range(0, len(sequences), CHUNK):
        chunk = sequences[first : first + CHUNK]
        page = launched.new_page()
        try:
            records, caught = chromium_records(chunk, page)
        finally:
            page.close()
        expected = set()
        for offset, (sequence, record) in enumerate(zip(chunk, records, strict=True)):
            requests = _requests_of(sequence, offset, caught)
            expected.update((offset, step) for step in submit_steps(sequence))
            answers.append([record, requests])
        extra.extend((first + offset, step) for offset, step in sorted(set(caught) - expected))
    return answers, extra


def _record_bulk() -> None:
    """Ask Chromium about every sequence of :data:`BULK_SEED` and write :data:`BULK_DATA`."""
    from oracles.chromium import browser

    digests: list[bytes] = []
    patches: dict[int, dict[str, Any]] = {}
    extra: list[tuple[int, int]] = []
    with browser() as launched:
        version = launched.version
        generated = bulk_sequences()
        for first in range(0, BULK_COUNT, CHUNK):
            sequences = list(itertools.islice(generated, CHUNK))
            theirs, more = chromium_answers(sequences, launched)
            extra.extend((first + index, step) for index, step in more)
            ours, our_requests = our_records(sequences)
            for offset, (sequence, mine, answer) in enumerate(
                zip(sequences, ours, theirs, strict=True)
            ):
                digests.append(digest(*answer))
                mine_answer = [mine, _requests_of(sequence, offset, our_requests)]
                if digest(*mine_answer) != digests[-1]:
                    patches[first + offset] = patch(mine_answer, answer)
                    assert digest(*patched(mine_answer, patches[first + offset])) == digests[-1]
            print(
                f"{first + CHUNK} sequences, {len(patches)} differing, {len(extra)} extra",
                file=sys.stderr,
                flush=True,
            )
    assert extra == [], extra[:10]
    write_bulk(version, digests, patches)


if __name__ == "__main__":
    _record_bulk()
