"""webapi: browser-faithful Web APIs for Python.

``from webapi import URL, URLSearchParams`` gives the WHATWG URL Standard's
classes with their JavaScript API.
"""

from .url import URL, URLParseError, URLSearchParams

__all__ = ["URL", "URLParseError", "URLSearchParams"]
__version__ = "0.1.0"
