"""webapi: browser-faithful Web APIs for Python.

``from webapi import URL, URLSearchParams`` gives the WHATWG URL Standard's
classes with their JavaScript API.
"""

import sys as _sys

from .url import URL, URLParseError, URLSearchParams

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:  # at runtime these load on first use, see __getattr__
    from ._json import json_default
    from .encoding import TextDecoder, TextEncoder
    from .urlpattern import URLPattern

if _sys.platform == "emscripten":  # Pyodide: JavaScript interop (webapi/_pyodide.py)
    from . import _pyodide as _pyodide


def __getattr__(name: str) -> object:
    # URLPattern loads its package (webapi.urlpattern) on first use only; so does json_default.
    if name == "URLPattern":
        from .urlpattern import URLPattern

        return URLPattern
    if name in ("TextDecoder", "TextEncoder"):  # webapi.encoding, on first use too
        from . import encoding

        return getattr(encoding, name)
    if name == "json_default":
        from ._json import json_default

        return json_default
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "URL",
    "TextDecoder",
    "TextEncoder",
    "URLParseError",
    "URLPattern",
    "URLSearchParams",
    "json_default",
]
#: The release (the distribution ``webapi-py`` on PyPI); the single source of the version
#: in the package metadata (``pyproject.toml`` reads it).
__version__ = "0.1.0"
