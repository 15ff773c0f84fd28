"""Chromium 156's answers to DOMPurify's fixtures (``wpt/dompurify.py``): each payload through
``setHTML`` on a ``div`` with the default configuration (the bulk differential's case
``["setHTML", "div", payload, None]``, :mod:`tests.html._sanitizer_bulk`), then each with the
configuration ``{}`` (all but what "remove unsafe" takes out), recorded by
``python -m tests.html._sanitizer_dompurify_chromium`` into :data:`DATA` with the sha256 of
the fixtures file they answer."""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

__all__ = ["DATA", "cases", "load", "record"]

DATA = Path(__file__).with_name("_sanitizer_dompurify_chromium.json.gz")


def cases() -> tuple[str, list[list[Any]]]:
    """The fixtures file's sha256 and its payloads as the bulk differential's cases (each
    with the default configuration, then each with ``{}``)."""
    from wpt.dompurify import FIXTURES, MANIFEST_PATH, fixtures

    pinned = json.loads(MANIFEST_PATH.read_text())["files"][FIXTURES]["sha256"]
    payloads = [fixture["payload"] for fixture in fixtures()]
    return pinned, [
        *(["setHTML", "div", payload, None] for payload in payloads),
        *(["setHTML", "div", payload, {}] for payload in payloads),
    ]


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers: ``{"chromium", "fixtures_sha256", "answers"}``."""
    found: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return found


def record() -> None:
    from oracles.chromium import browser
    from tests.html._sanitizer_bulk import CHROMIUM_SCRIPT

    pinned, asked = cases()
    with browser() as launched:
        version = launched.version
        tab = launched.new_page()
        tab.set_content("<!DOCTYPE html><body>")
        answers = tab.evaluate(CHROMIUM_SCRIPT, asked)
    text = json.dumps(
        {"chromium": version, "fixtures_sha256": pinned, "answers": answers},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    DATA.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    digest = hashlib.sha256(DATA.read_bytes()).hexdigest()[:12]
    print(f"wrote {DATA} ({len(answers)} fixtures, {digest})")


if __name__ == "__main__":
    record()
