"""Loader for the pinned web-platform-tests URL data (see ``wpt/README.md``).

The data is never copied into the repository: it is read from ``$WPT_DATA``, from
``shared/wpt/url`` beside the repository, or downloaded into the git-ignored ``wpt/_cache``,
and every file is checked against the sha256 pinned in ``wpt/manifest.json``.
"""

from __future__ import annotations

from . import data
from .data import *  # noqa: F403  (the names of data.__all__)

__all__ = data.__all__
