"""Locate, verify and parse the pinned DOMPurify fixtures (``test/fixtures/expect.mjs``: each
a title, a payload and DOMPurify's expected output), laid out as the other pinned data sets
(:class:`wpt.data.PinnedData`: ``$DOMPURIFY_DATA``, ``../shared/dompurify``,
``wpt/_cache/dompurify``, then a download of the pinned raw URL), checked against the sha256
pinned in ``wpt/dompurify-manifest.json``."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from .data import PinnedData

__all__ = ["ENV_VAR", "FIXTURES", "MANIFEST_PATH", "fixtures"]

#: Environment variable naming a directory that holds the DOMPurify files.
ENV_VAR = "DOMPURIFY_DATA"
_DATA = PinnedData("dompurify", ENV_VAR)
MANIFEST_PATH = _DATA.manifest_path
FIXTURES = "test/fixtures/expect.mjs"
#: The module's one export, an array literal written as JSON (but for a trailing comma).
_EXPORT = re.compile(r"^\s*export default\s*(\[.*?),?\s*\]\s*;?\s*$", re.S)


@cache
def fixtures() -> list[dict[str, Any]]:
    """The fixtures, in the file's order: ``{"title", "payload", "expected"}`` each
    (``expected`` a string or a list of the strings DOMPurify accepts)."""
    text = _DATA.read(FIXTURES)[1].decode("utf-8")
    found = _EXPORT.match(text)
    if found is None:
        raise ValueError(f"{FIXTURES}: not one exported array literal")
    parsed: list[dict[str, Any]] = json.loads(found[1] + "]")
    return parsed
