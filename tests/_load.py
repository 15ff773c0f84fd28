"""A Python file that is not on the import path, loaded as a module (``pyodide/run.py``, the
fuzz target, the docs extension, a test helper of another folder)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def module_from_file(name: str, path: Path, *, register: bool = False) -> ModuleType:
    """The module ``name`` run from ``path``; ``register`` puts it in ``sys.modules`` first
    (what a module needs whose dataclasses or pickles look themselves up there)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if register:
        sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
