"""webapi: browser-faithful Web APIs for Python.

``from webapi import URL, URLSearchParams`` gives the WHATWG URL Standard's
classes with their JavaScript API.
"""

import sys as _sys

from .url import URL, URLParseError, URLSearchParams

if _sys.platform == "emscripten":  # Pyodide: JavaScript interop (webapi/_pyodide.py)
    from . import _pyodide as _pyodide

__all__ = ["URL", "URLParseError", "URLSearchParams"]
#: The release (the distribution ``webapi-py`` on PyPI); the single source of the version
#: in the package metadata (``pyproject.toml`` reads it).
__version__ = "0.1.0"
