"""The ``webapi`` command line (``python -m webapi``); see ``webapi --help``."""

from ._main import main

__all__ = ["main"]
