"""``tests/selectors/_chromium_selectors.json`` (the default tier's sample) and
``tests/selectors/_chromium_selectors_slow.json.gz`` (the slow tier: its answers only, gzipped,
the documents and selectors being made again from the seed, checked by their SHA-256):
Chromium's answers to random
selectors over random documents (:mod:`generate.selector_cases`), the expectations of the
selector differential (``tests/selectors/test_chromium_selectors.py``).

Each document is parsed by Chromium (Debian's, through Playwright) with ``DOMParser`` (no
browsing context: scripting disabled, as webapi's documents), and each selector is asked of
the document and of its ``body`` with ``querySelectorAll``: the answer is the list of the
elements' indexes in the document's tree order (a ``TreeWalker`` over elements: template
contents are not in it), or the name of the exception (``"SyntaxError"``).

``python -m generate chromium-selectors /usr/bin/chromium`` writes both files; the plain
``python -m generate`` passes over it (it runs a browser), saying how.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from . import launch_chromium
from .selector_cases import random_document, random_selector

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {
    "default": ROOT / "tests" / "selectors" / "_chromium_selectors.json",
    "slow": ROOT / "tests" / "selectors" / "_chromium_selectors_slow.json.gz",
}
#: (seed, documents, selectors a document) of each tier.
TIERS = {"default": (44, 30, 40), "slow": (4400, 2000, 250)}

#: JavaScript: ``index`` (each element of ``doc`` -> its number in tree order) and
#: ``ask(root, selector)`` (the numbers ``root.querySelectorAll`` gives, or the exception's
#: name), with ``NodeFilter`` in scope; shared by the oracles asked over the same cases.
ASK = """
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_ELEMENT);
  const index = new Map();
  let n = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) index.set(node, n++);
  const ask = (root, selector) => {
    try {
      return Array.from(root.querySelectorAll(selector), (e) => index.get(e));
    } catch (error) {
      return error.name;
    }
  };"""

_QUERY = (
    """([markup, selectors]) => {
  const doc = new DOMParser().parseFromString(markup, "text/html");"""
    + ASK
    + """
  return [doc.compatMode, selectors.map((s) => [ask(doc, s), ask(doc.body, s)])];
}"""
)


def cases(tier: str) -> list[tuple[str, list[str]]]:
    """The tier's documents, each with its selectors."""
    seed, documents, per_document = TIERS[tier]
    rng = random.Random(seed)
    found = []
    for _ in range(documents):
        markup = random_document(rng)
        found.append((markup, [random_selector(rng) for _ in range(per_document)]))
    return found


def inputs_digest(found: list[tuple[str, list[str]]]) -> str:
    """The SHA-256 of a tier's documents and selectors (as JSON)."""
    return hashlib.sha256(json.dumps(found, ensure_ascii=False).encode("utf-8")).hexdigest()


def generate_bytes(chromium: Path, tier: str) -> bytes:
    """The tier's file: the default tier as :func:`generate` gives it; the slow tier's
    answers alone ([compatMode, [[in the document, in the body], ...]] for each document),
    gzipped (deterministically: no time stamp)."""
    text = generate(chromium, tier)
    if tier == "default":
        return text.encode("utf-8")
    data = json.loads(text)
    found = cases(tier)
    slim = {
        "chromium": data["chromium"],
        "tier": tier,
        "seed": data["seed"],
        "generated_by": data["generated_by"],
        "inputs_sha256": inputs_digest(found),
        "answers": [[d["mode"], [[c[1], c[2]] for c in d["cases"]]] for d in data["documents"]],
    }
    raw = json.dumps(slim, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)


def generate(chromium: Path, tier: str) -> str:
    """The tier's file: Chromium's version and, for each document, its markup, compatMode and
    the selectors with the two answers."""
    playwright, browser = launch_chromium(chromium)
    documents: list[Any] = []
    try:
        version = browser.version
        page = browser.new_page()
        for markup, selectors in cases(tier):
            mode, answers = page.evaluate(_QUERY, [markup, selectors])
            documents.append(
                {
                    "markup": markup,
                    "mode": mode,
                    "cases": [[s, *a] for s, a in zip(selectors, answers, strict=True)],
                }
            )
    finally:
        browser.close()
        playwright.stop()
    data = {
        "chromium": version,
        "tier": tier,
        "seed": TIERS[tier][0],
        "generated_by": f"python -m generate chromium-selectors {chromium}",
        "documents": documents,
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
