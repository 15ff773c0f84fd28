"""The ``webapi`` command line (``python -m webapi``); see ``webapi --help``.

``run()`` is the entry point (the console script's, ``python -m webapi``'s), ``main(argv)`` the
command line as a function.  Loaded on first use: ``run`` guards the imports of the command line
against an early Ctrl-C, which ``import webapi.cli`` alone therefore does not make.
"""

from .._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._entry import run as run
    from ._main import main as main

_LAZY = {"._entry": "run", "._main": "main"}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
