"""The entry point inside Pyodide (imported by ``run-tests.mjs``): checks that ``webapi`` is the
installed wheel, not the source tree, and runs pytest.

Runs on the Python inside Pyodide only; ``pyodide/run.py`` is the command to use.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from collections.abc import Iterable
from pathlib import Path


def main(args: Iterable[str], cwd: str) -> int:
    """Run pytest with ``args`` in ``cwd`` (the repository); its exit status (3 if ``webapi``
    is not the installed wheel)."""
    arguments = [str(arg) for arg in args]
    # Pyodide puts the working directory ("") first on sys.path; in the repository that would
    # import webapi from its sources instead of the wheel.
    sys.path[:] = [entry for entry in sys.path if entry not in ("", ".")]
    os.chdir(cwd)
    import webapi
    from webapi.url import UNICODE_VERSION

    location = Path(webapi.__file__).resolve().parent
    pyodide_version = _pyodide_version()
    print(
        f"Python {platform.python_version()} on {sys.platform} (Pyodide {pyodide_version}), "
        f"Unicode {UNICODE_VERSION}; webapi {webapi.__version__} from {location}",
        flush=True,
    )
    if "site-packages" not in location.parts:
        print(f"webapi must come from the installed wheel, not {location}", file=sys.stderr)
        return 3
    import pytest

    started = time.perf_counter()
    status = int(pytest.main(arguments))
    elapsed = time.perf_counter() - started
    print(f"pytest inside Pyodide: exit status {status} after {elapsed:.1f} s")
    return status


def _pyodide_version() -> str:
    try:
        import pyodide
    except ImportError:
        return "?"
    return str(getattr(pyodide, "__version__", "?"))
