"""Chromium 156's answers to the Sanitizer differential's cases
(``tests/html/_sanitizer_cases.py``): :func:`ask` runs them in a page of the browser;
``python -m tests.html._sanitizer_chromium`` records the default tier's sample into
``_sanitizer_chromium.json.gz`` (the seed, the count and the answers)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from tests.html._sanitizer_cases import (
    CHROMIUM_MODIFIER_SCRIPT,
    CHROMIUM_SCRIPT,
    case,
    modifier_case,
)

STORED = Path(__file__).with_name("_sanitizer_chromium.json.gz")
#: The recorded sample: its seed and size (and the modifier cases').
SEED, COUNT = 156, 1500
MODIFIER_SEED, MODIFIER_COUNT = 157, 1000


def ask(cases: list[list[Any]], batch: int = 500, script: str = CHROMIUM_SCRIPT) -> list[list[Any]]:
    """Chromium's answers to ``cases`` (those of ``script``: the fragments', or
    ``CHROMIUM_MODIFIER_SCRIPT`` for the modifier cases), in order."""
    from oracles.chromium import browser

    answers: list[list[Any]] = []
    with browser() as launched:
        page = launched.new_page()
        page.set_content("<!DOCTYPE html><body>")
        for start in range(0, len(cases), batch):
            answers += page.evaluate(script, cases[start : start + batch])
    return answers


def load() -> dict[str, Any]:
    """The recorded answers: ``{"seed", "count", "answers", "modifier_seed",
    "modifier_count", "modifier_answers"}``."""
    with gzip.open(STORED, "rt", encoding="utf-8") as file:
        recorded: dict[str, Any] = json.load(file)
    return recorded


def main() -> None:
    answers = ask([case(SEED, i) for i in range(COUNT)])
    modifiers = [modifier_case(MODIFIER_SEED, i) for i in range(MODIFIER_COUNT)]
    modifier_answers = ask(modifiers, script=CHROMIUM_MODIFIER_SCRIPT)
    recorded = {
        "seed": SEED,
        "count": COUNT,
        "answers": answers,
        "modifier_seed": MODIFIER_SEED,
        "modifier_count": MODIFIER_COUNT,
        "modifier_answers": modifier_answers,
    }
    data = json.dumps(recorded, ensure_ascii=False)
    with gzip.GzipFile(STORED, "wb", mtime=0) as file:
        file.write(data.encode("utf-8"))
    print(f"wrote {STORED} ({COUNT} cases, {MODIFIER_COUNT} modifier cases)")


if __name__ == "__main__":
    main()
