"""Locate and verify pinned data the standards publish beside their text: the HTML Standard's
table of named character references, ``entities.json``.

The same lookup as the web-platform-tests data (:mod:`wpt.data`), with its own variable and
folders, for a file ``NAME`` (a key of ``spec-manifest.json``):

1. ``$WEBAPI_SPEC_DIR/NAME`` or ``$WEBAPI_SPEC_DIR/spec/NAME`` when ``WEBAPI_SPEC_DIR`` is
   set (and then nowhere else; the variable the spec sources are found by, ``idl/spec.py``).
2. ``../shared/spec/NAME`` beside the repository root.
3. ``wpt/_cache/spec/NAME`` (a previous download).
4. A download of the pinned raw URL into that cache.

Every file must have the sha256 pinned in the manifest, wherever it comes from.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from .data import PinnedData

__all__ = ["CACHE_DIR", "ENV_VAR", "MANIFEST_PATH", "SHARED_DIR", "entities", "read_verified"]

#: Environment variable naming a directory that holds the spec sources and data.
ENV_VAR = "WEBAPI_SPEC_DIR"
_DATA = PinnedData("spec", ENV_VAR)
MANIFEST_PATH = _DATA.manifest_path
CACHE_DIR = _DATA.cache_dir
SHARED_DIR = _DATA.shared_dir


def read_verified(name: str) -> bytes:
    """The bytes of file ``name`` after checking them against the manifest."""
    return _DATA.read(name)[1]


@cache
def entities() -> dict[str, dict[str, Any]]:
    """``entities.json``, https://html.spec.whatwg.org/multipage/named-characters.html : each
    reference with its ampersand (``"&amp;"``, and ``"&amp"`` for the ones that may omit the
    semicolon) -> ``{"codepoints": [...], "characters": ...}``, in the file's order."""
    document: dict[str, dict[str, Any]] = json.loads(read_verified("entities.json"))
    return document
