"""``tests/html/_chromium_documents.json.gz`` (the default tier: a sample, Chromium's text) and
``tests/html/_chromium_documents_slow.json.gz`` (the slow tier: 100,000 documents, a digest of
Chromium's text each): what Chromium gives as ``documentElement.outerHTML`` for random
documents (:mod:`generate.html_documents`), the expectations of the parser and serializer
differential (``tests/html/test_chromium_documents.py``). The documents are not stored: they
are made again from the seed, checked by the SHA-256 of them all.

Each document is parsed by Chromium (Debian's, through Playwright) with ``DOMParser`` (no
browsing context: scripting disabled, as webapi's ``DOMParser``), and its
``documentElement.outerHTML`` read.

``python -m generate chromium-documents /usr/bin/chromium`` writes both files (a few
minutes); the plain ``python -m generate`` passes over it, saying how.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from . import launch_chromium
from .html_documents import random_document

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {
    "default": ROOT / "tests" / "html" / "_chromium_documents.json.gz",
    "slow": ROOT / "tests" / "html" / "_chromium_documents_slow.json.gz",
}
#: (seed, documents) of each tier.
TIERS = {"default": (4300, 300), "slow": (43000, 100_000)}
#: Hex digits kept of each SHA-256 in the slow tier (a differing text matches by chance once
#: in 16**8 documents).
DIGEST_DIGITS = 8
#: Documents sent to the page at once.
BATCH = 500

_SERIALIZE = """(markups) => markups.map((markup) => {
  const doc = new DOMParser().parseFromString(markup, "text/html");
  return doc.documentElement.outerHTML;
})"""


def documents(tier: str) -> list[str]:
    """The tier's documents (the same every time)."""
    seed, count = TIERS[tier]
    rng = random.Random(seed)
    return [random_document(rng) for _ in range(count)]


def inputs_digest(markups: list[str]) -> str:
    """The SHA-256 of a tier's documents (as JSON)."""
    return hashlib.sha256(json.dumps(markups, ensure_ascii=False).encode("utf-8")).hexdigest()


def digest(text: str) -> str:
    """The slow tier's digest of one serialization."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_DIGITS]


def serialize(chromium: Path, markups: list[str]) -> tuple[str, list[str]]:
    """Chromium's version and ``documentElement.outerHTML`` of each document."""
    playwright, browser = launch_chromium(chromium)
    found: list[str] = []
    try:
        version = browser.version
        page = browser.new_page()
        for start in range(0, len(markups), BATCH):
            found.extend(page.evaluate(_SERIALIZE, markups[start : start + BATCH]))
    finally:
        browser.close()
        playwright.stop()
    return version, found


def generate_bytes(chromium: Path, tier: str) -> bytes:
    """The tier's file, gzipped deterministically (no time stamp)."""
    markups = documents(tier)
    version, found = serialize(chromium, markups)
    data: dict[str, Any] = {
        "chromium": version,
        "tier": tier,
        "seed": TIERS[tier][0],
        "generated_by": f"python -m generate chromium-documents {chromium}",
        "inputs_sha256": inputs_digest(markups),
    }
    if tier == "default":
        data["outer_html"] = found
    else:
        data["digest_digits"] = DIGEST_DIGITS
        data["digests"] = "".join(digest(text) for text in found)
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)
