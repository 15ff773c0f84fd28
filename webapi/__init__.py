"""webapi: browser-faithful Web APIs for Python.

``from webapi import URL, URLSearchParams`` gives the WHATWG URL Standard's classes with their
JavaScript API; every other public class and global (``URLPattern``, ``Headers``,
``MIMEType``, ``DOMException``, ``TextDecoder``, ``atob``, ``btoa``, ...) comes from here
too, loaded on first use.
"""

import sys as _sys

from ._lazy import lazy_exports as _lazy_exports
from ._lazy import public_dir as _public_dir
from .url import URL, URLParseError, URLSearchParams

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:  # at runtime these load on first use, see __getattr__
    from ._json import json_default
    from .dom import DOMException
    from .encoding import TextDecoder, TextEncoder
    from .fetch import Headers
    from .html import atob, btoa
    from .mimesniff import MIMEType
    from .urlpattern import URLPattern

if _sys.platform == "emscripten":  # Pyodide: JavaScript interop (webapi/_pyodide.py)
    from . import _pyodide as _pyodide

#: Public name -> the module it loads from on first use (``import webapi`` loads none of them).
_LAZY = {
    "DOMException": "webapi.dom",
    "Headers": "webapi.fetch",
    "MIMEType": "webapi.mimesniff",
    "TextDecoder": "webapi.encoding",
    "TextEncoder": "webapi.encoding",
    "URLPattern": "webapi.urlpattern",
    "atob": "webapi.html",
    "btoa": "webapi.html",
    "json_default": "webapi._json",
}


__getattr__ = _lazy_exports(globals(), _LAZY)


__all__ = [
    "URL",
    "DOMException",
    "Headers",
    "MIMEType",
    "TextDecoder",
    "TextEncoder",
    "URLParseError",
    "URLPattern",
    "URLSearchParams",
    "atob",
    "btoa",
    "json_default",
]
#: The release (the distribution ``webapi-py`` on PyPI); the single source of the version
#: in the package metadata (``pyproject.toml`` reads it).
__version__ = "0.1.0"

__dir__ = _public_dir(globals())
