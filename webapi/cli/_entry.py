"""The ``webapi`` command's entry point (the console script and ``python -m webapi``).

A Ctrl-C while the command line is still being imported ends it as one during a command
does, quietly with status 130, rather than with a traceback: the imports (some 30 ms) happen
inside the ``try`` here.  The console script enters through ``_webapi_console.run``, outside
the package, which guards ``import webapi`` itself the same way; only Python's own start-up is
out of reach.
"""

from __future__ import annotations

import sys

__all__ = ["run"]


def run() -> None:
    """Run ``webapi`` with ``sys.argv`` and exit with its status."""
    try:
        from ._main import main

        status = main()
    except KeyboardInterrupt:
        status = 130
    sys.exit(status)
