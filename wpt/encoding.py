"""Locate, verify and parse the pinned Encoding Standard data: its index files, its label
table (``encodings.json``) and its source (``encoding.bs``).

The same lookup as the web-platform-tests data (:mod:`wpt.data`), with its own variable and
folders, for a file ``NAME`` (a key of ``encoding-manifest.json``):

1. ``$ENCODING_DATA/NAME`` or ``$ENCODING_DATA/encoding/NAME`` when ``ENCODING_DATA`` is set
   (and then nowhere else).
2. ``../shared/encoding/NAME`` beside the repository root.
3. ``wpt/_cache/encoding/NAME`` (a previous download).
4. A download of the pinned raw URL (whatwg/encoding at a fixed commit) into that cache.

Every file must have the sha256 pinned in the manifest, wherever it comes from.

Index files: https://encoding.spec.whatwg.org/#indexes ("a pointer, a tab, a code point ...
Lines starting with # are comments").
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache, partial
from pathlib import Path
from typing import Any

from .data import PinnedData

__all__ = [
    "CACHE_DIR",
    "ENV_VAR",
    "MANIFEST_PATH",
    "SHARED_DIR",
    "SPEC_SOURCES",
    "encodings",
    "index",
    "locate",
    "read_verified",
]

#: Environment variable naming a directory that holds the Encoding Standard's files.
ENV_VAR = "ENCODING_DATA"
_DATA = PinnedData("encoding", ENV_VAR)
MANIFEST_PATH = _DATA.manifest_path
CACHE_DIR = _DATA.cache_dir
SHARED_DIR = _DATA.shared_dir


def locate(name: str) -> Path:
    """The path of the verified file ``name``, downloading it if needed."""
    return _DATA.read(name)[0]


#: The spec sources pinned with this data, as ``idl.spec.spec_source`` takes them (its
#: ``pinned``): the Encoding Standard's source, ``encoding.bs``, that ``idl/encoding.webidl``
#: is copied from.
SPEC_SOURCES: dict[str, Callable[[], Path]] = {"encoding.bs": partial(locate, "encoding.bs")}


def read_verified(name: str) -> bytes:
    """The bytes of file ``name`` after checking them against the manifest."""
    return _DATA.read(name)[1]


@cache
def encodings() -> list[dict[str, Any]]:
    """``encodings.json``: the table of https://encoding.spec.whatwg.org/#names-and-labels,
    a list of ``{"heading": ..., "encodings": [{"name": ..., "labels": [...]}, ...]}``."""
    document: list[dict[str, Any]] = json.loads(read_verified("encodings.json"))
    return document


@cache
def index(name: str) -> tuple[tuple[int, int], ...]:
    """The (pointer, code point) entries of ``index-{name}.txt`` in file order, e.g.
    ``index("jis0208")``, ``index("gb18030-ranges")``."""
    entries: list[tuple[int, int]] = []
    for line in read_verified(f"index-{name}.txt").decode("utf-8").split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        pointer, code_point = line.split("\t")[:2]
        entries.append((int(pointer), int(code_point, 16)))
    return tuple(entries)
