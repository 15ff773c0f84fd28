"""Locate, verify and parse the pinned html5lib-tests data: the encoding-sniffing files
(``encoding/*.dat``) and the tokenizer's tests (``tokenizer/*.test``).

The same lookup as the web-platform-tests data (:mod:`wpt.data`), with its own variable and
folders, for a file ``NAME`` (a key of ``html5lib-tests-manifest.json``, such as
``tokenizer/test1.test``):

1. ``$HTML5LIB_TESTS/NAME`` or ``$HTML5LIB_TESTS/html5lib-tests/NAME`` when
   ``HTML5LIB_TESTS`` is set (and then nowhere else).
2. ``../shared/html5lib-tests/NAME`` beside the repository root.
3. ``wpt/_cache/html5lib-tests/NAME`` (a previous download).
4. A download of the pinned raw URL (html5lib/html5lib-tests at a fixed commit) into that
   cache.

Every file must have the sha256 pinned in the manifest, wherever it comes from.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from .data import PinnedData, read_manifest

__all__ = [
    "CACHE_DIR",
    "ENV_VAR",
    "MANIFEST_PATH",
    "SHARED_DIR",
    "names",
    "read_verified",
    "tokenizer_tests",
]

#: Environment variable naming a directory that holds the html5lib-tests files.
ENV_VAR = "HTML5LIB_TESTS"
_DATA = PinnedData("html5lib-tests", ENV_VAR)
MANIFEST_PATH = _DATA.manifest_path
CACHE_DIR = _DATA.cache_dir
SHARED_DIR = _DATA.shared_dir


def names(folder: str, suffix: str) -> list[str]:
    """The pinned files of ``folder`` (``"tokenizer"``, ``"encoding"``) whose names end in
    ``suffix``, sorted."""
    prefix = folder + "/"
    return sorted(
        name
        for name in read_manifest(MANIFEST_PATH)
        if name.startswith(prefix) and name.endswith(suffix)
    )


def read_verified(name: str) -> bytes:
    """The bytes of file ``name`` after checking them against the manifest."""
    return _DATA.read(name)[1]


@cache
def tokenizer_tests(name: str) -> list[dict[str, Any]]:
    """The tests of ``tokenizer/NAME`` (``tests``, or ``xmlViolationTests`` in
    ``xmlViolation.test``), each as the file gives it (``input``, ``output``, ``errors``,
    ``initialStates``, ``lastStartTag``, ``doubleEscaped``)."""
    document: dict[str, list[dict[str, Any]]] = json.loads(
        read_verified(f"tokenizer/{name}").decode("utf-8")
    )
    return document.get("tests") or document["xmlViolationTests"]
