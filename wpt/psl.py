"""Locate and verify the pinned Public Suffix List and its own test vectors (the list the URL
Standard's public suffix and registrable domain use; the tests' snapshot, not webapi's list at
run time).

The same lookup as the web-platform-tests data (:mod:`wpt.data`), with its own variable and
folders, for a file ``NAME`` (a key of ``psl-manifest.json``):

1. ``$PSL_DATA/NAME`` or ``$PSL_DATA/psl/NAME`` when ``PSL_DATA`` is set (and then nowhere
   else).
2. ``../shared/psl/NAME`` beside the repository root.
3. ``wpt/_cache/psl/NAME`` (a previous download).
4. A download of the pinned raw URL (publicsuffix/list at a fixed commit) into that cache.

Every file must have the sha256 pinned in the manifest, wherever it comes from.
"""

from __future__ import annotations

from .data import PinnedData

__all__ = ["CACHE_DIR", "ENV_VAR", "MANIFEST_PATH", "SHARED_DIR", "read_text"]

#: Environment variable naming a directory that holds the list and its tests.
ENV_VAR = "PSL_DATA"
_DATA = PinnedData("psl", ENV_VAR)
MANIFEST_PATH = _DATA.manifest_path
CACHE_DIR = _DATA.cache_dir
SHARED_DIR = _DATA.shared_dir


def read_text(name: str) -> str:
    """The verified file ``name`` as text (UTF-8), downloading it if needed."""
    return _DATA.read(name)[1].decode("utf-8")
