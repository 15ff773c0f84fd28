"""``tests/dom/_chromium_ranges.json.gz`` (the default tier: Chromium's every step in full) and
``tests/dom/_chromium_ranges_slow.json.gz`` (the slow tier: a short digest of each step):
Chromium's answers to random range cases (:mod:`generate.dom_range_cases`: a small body, two
live ranges, operations on them and on the tree), the expectations of the ranges differential
(``tests/dom/test_chromium_ranges.py``). Neither file holds the cases: they are made again from
the tier's seed and checked by their SHA-256.

Each case runs in Chromium (Debian's, through Playwright) through ``dom_ranges.js`` over a
``DOMParser`` document; each step gives ``[exception name or null, value, boundary points,
the document's children serialized]``.

``python -m generate chromium-dom-ranges /usr/bin/chromium`` writes both files; the plain
``python -m generate`` passes over it (it runs a browser), saying how.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

from . import chromium_dom_sequences
from .chromium_dom_sequences import inputs_digest, step_digest
from .dom_range_cases import random_case

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = Path(__file__).with_name("dom_ranges.js")
TARGETS = {
    "default": ROOT / "tests" / "dom" / "_chromium_ranges.json.gz",
    "slow": ROOT / "tests" / "dom" / "_chromium_ranges_slow.json.gz",
}
#: (seed, cases, operations a case) of each tier.
TIERS = {"default": (4301, 200, 12), "slow": (43010, 5_000, 12)}


def cases(tier: str) -> list[dict[str, Any]]:
    """The tier's cases."""
    seed, count, steps = TIERS[tier]
    rng = random.Random(seed)
    return [random_case(rng, steps) for _ in range(count)]


def run_in_chromium(chromium: Path, found: list[dict[str, Any]]) -> tuple[str, list[Any]]:
    """Chromium's version and its steps for each case (the sequences' runner, this module's
    interpreter)."""
    return chromium_dom_sequences.run_in_chromium(chromium, found, SCRIPT)


def generate_bytes(chromium: Path, tier: str) -> bytes:
    """The tier's file, gzipped (deterministically: no time stamp)."""
    found = cases(tier)
    version, answers = run_in_chromium(chromium, found)
    if tier == "slow":
        answers = ["".join(step_digest(step) for step in steps) for steps in answers]
    data = {
        "chromium": version,
        "tier": tier,
        "seed": TIERS[tier][0],
        "generated_by": f"python -m generate chromium-dom-ranges {chromium}",
        "inputs_sha256": inputs_digest(found),
        "answers": answers,
    }
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)
