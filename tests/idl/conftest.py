"""Shared set-up for the Web IDL binding tests.

The generator (``idl/``) is a development tool at the repository root, not part
of the installed package; pytest's ``pythonpath`` setting puts the root on
``sys.path``.
"""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
