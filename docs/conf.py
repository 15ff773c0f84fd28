"""Sphinx configuration of the API reference, built from the docstrings.

Build (CI does, with warnings as errors)::

    pip install -e '.[docs]'
    python -m sphinx -W --keep-going -b html docs build/docs

Only the reStructuredText pages are Sphinx's (``index.rst``, ``api/*.rst``); the guides beside
them (``docs/*.md``) are read as they are, in the repository and the source distribution.
Each page of ``api/`` holds one ``webapi-package`` directive (``_ext/webapi_reference.py``),
which lists every name of the package's ``__all__``.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(HERE.parent))

import webapi  # noqa: E402

project = "webapi"
author = "The webapi developers"
copyright = "the webapi developers"
release = version = webapi.__version__

extensions = ["sphinx.ext.autodoc", "webapi_reference"]
source_suffix = {".rst": "restructuredtext"}
root_doc = "index"
exclude_patterns = ["_build"]

# Signatures stay short; the types go into each description.
autodoc_typehints = "description"
autodoc_member_order = "bysource"
# The docstrings use ``double backticks`` for code, as the default role would otherwise make
# them cross-reference attempts.
default_role = "literal"

html_theme = "alabaster"
html_title = f"webapi {release}: API reference"
