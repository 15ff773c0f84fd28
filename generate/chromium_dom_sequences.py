"""``tests/dom/_chromium_sequences.json.gz`` (the default tier's sample: Chromium's every step
in full) and ``tests/dom/_chromium_sequences_slow.json.gz`` (the slow tier: a short digest of
each step): Chromium's answers to random sequences of DOM operations
(:mod:`generate.dom_sequence_cases`), the expectations of the mutation and events differential
(``tests/dom/test_chromium_sequences.py``). Neither file holds the sequences: they are made
again from the tier's seed and checked by their SHA-256.

Each sequence runs in Chromium (Debian's, through Playwright) through ``dom_sequences.js``
over a ``DOMParser`` document (no browsing context, as webapi's documents); each step gives
``[exception name or null, value, events recorded, dump of the trees]``. The default tier's
file also holds Chromium's steps of the witness sequence of each named departure
(:data:`~generate.dom_sequence_cases.WITNESSES`).

``python -m generate chromium-dom-sequences /usr/bin/chromium`` writes both files; the plain
``python -m generate`` passes over it (it runs a browser), saying how.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from .dom_sequence_cases import WITNESSES, random_sequence

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = Path(__file__).with_name("dom_sequences.js")
TARGETS = {
    "default": ROOT / "tests" / "dom" / "_chromium_sequences.json.gz",
    "slow": ROOT / "tests" / "dom" / "_chromium_sequences_slow.json.gz",
}
#: (seed, sequences, operations a sequence) of each tier.
TIERS = {"default": (43, 300, 12), "slow": (4300, 50_000, 12)}
#: Sequences a page.evaluate runs.
_BATCH = 250
#: Hex digits kept of a step's SHA-256 in the slow tier (a differing sequence differs at every
#: step after its first difference, as the dump shows the state: 12 bits a step suffice to
#: find it, and its first differing step but for one in 4,096).
DIGEST_DIGITS = 3


def cases(tier: str) -> list[dict[str, Any]]:
    """The tier's sequences."""
    seed, count, steps = TIERS[tier]
    rng = random.Random(seed)
    return [random_sequence(rng, steps) for _ in range(count)]


def inputs_digest(found: list[dict[str, Any]]) -> str:
    """The SHA-256 of a tier's sequences (as JSON)."""
    return hashlib.sha256(json.dumps(found, ensure_ascii=False).encode("utf-8")).hexdigest()


def step_digest(step: list[Any]) -> str:
    """A step's record as the slow tier keeps it."""
    text = json.dumps(step, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_DIGITS]


def interpreter(script: Path = SCRIPT) -> str:
    """The JavaScript interpreter (``script``: this module's by default), a function of the
    window and the sequences."""
    lines = script.read_text(encoding="utf-8").splitlines()
    return "\n".join(line for line in lines if not line.startswith("//"))


def run_in_chromium(
    chromium: Path, found: list[dict[str, Any]], script: Path = SCRIPT
) -> tuple[str, list[Any]]:
    """Chromium's version and its steps for each sequence (the interpreter of ``script``)."""
    from . import launch_chromium

    source = f"(sequences) => ({interpreter(script)})(window, sequences)"
    playwright, browser = launch_chromium(chromium)
    answers: list[Any] = []
    try:
        version = browser.version
        page = browser.new_page()
        for start in range(0, len(found), _BATCH):
            answers.extend(page.evaluate(source, found[start : start + _BATCH]))
    finally:
        browser.close()
        playwright.stop()
    return version, answers


def generate_bytes(chromium: Path, tier: str) -> bytes:
    """The tier's file, gzipped (deterministically: no time stamp)."""
    found = cases(tier)
    if tier == "default":
        found += WITNESSES.values()
    version, answers = run_in_chromium(chromium, found)
    witnesses = {}
    if tier == "default":
        found, witness_answers = found[: -len(WITNESSES)], answers[-len(WITNESSES) :]
        answers = answers[: -len(WITNESSES)]
        witnesses = dict(zip(WITNESSES, witness_answers, strict=True))
    if tier == "slow":
        answers = ["".join(step_digest(step) for step in steps) for steps in answers]
    data = {
        "chromium": version,
        "tier": tier,
        "seed": TIERS[tier][0],
        "generated_by": f"python -m generate chromium-dom-sequences {chromium}",
        "inputs_sha256": inputs_digest(found),
        "answers": answers,
        # the witness of each named departure (the default tier's file only)
        **({"witnesses": witnesses} if witnesses else {}),
    }
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)
