"""Loader for the pinned web-platform-tests URL data (see ``wpt/README.md``).

The data is never copied into the repository: it is read from ``$WPT_DATA``, from
``shared/wpt/url`` beside the repository, or downloaded into the git-ignored ``wpt/_cache``,
and every file is checked against the sha256 pinned in ``wpt/manifest.json``.
"""

from __future__ import annotations

from .data import (
    CACHE_DIR,
    ENV_VAR,
    MANIFEST_PATH,
    SHARED_DIR,
    URL_ATTRIBUTES,
    URL_COMPONENTS,
    Case,
    HashMismatchError,
    ManifestEntry,
    WPTDataError,
    cases,
    load,
    locate,
    read_manifest,
    read_verified,
)

__all__ = [
    "CACHE_DIR",
    "ENV_VAR",
    "MANIFEST_PATH",
    "SHARED_DIR",
    "URL_ATTRIBUTES",
    "URL_COMPONENTS",
    "Case",
    "HashMismatchError",
    "ManifestEntry",
    "WPTDataError",
    "cases",
    "load",
    "locate",
    "read_manifest",
    "read_verified",
]
