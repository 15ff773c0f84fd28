"""The ``webapi`` console script's entry point, a module outside the ``webapi`` package.

A Ctrl-C that arrives while the command line loads must end it as one during a command does:
quietly, with status 130, not with a traceback (issue #30, item 19).  The console script
imports its entry point before calling it, and importing anything inside ``webapi`` runs
``webapi/__init__.py`` first (some 20-30 ms of imports), so the guard has to be outside the
package: this module imports nothing but ``sys`` before its ``try``.  Only Python's own
start-up is left out of reach.
"""

import sys

__all__ = ["run"]


def run() -> None:
    """Load the command line and run ``webapi`` with ``sys.argv``; exit with its status."""
    try:
        from webapi.cli._entry import run as run_webapi
    except KeyboardInterrupt:
        sys.exit(130)
    run_webapi()
