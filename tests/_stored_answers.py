"""A browser's answers stored beside the tests that compare with them: read as recorded, and
written again by the module that asks (``python -m tests.cssom._font_chromium``, ...)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def load(path: Path) -> dict[str, Any]:
    """The answers recorded in ``path`` (JSON)."""
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return found


def record(path: Path, answers: Any, *, sort_keys: bool = False) -> None:
    """Write ``answers`` to ``path`` as the JSON :func:`load` reads (one space an indent, non-ASCII
    kept, a final line break) and say so."""
    path.write_text(
        json.dumps(answers, ensure_ascii=False, indent=1, sort_keys=sort_keys) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {path}")
