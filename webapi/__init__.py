"""webapi: browser-faithful Web APIs for Python.

``from webapi import URL, URLSearchParams`` gives the WHATWG URL Standard's classes with their
JavaScript API; every other public class and global (``URLPattern``, ``Headers``,
``MIMEType``, ``DOMException``, ``TextDecoder``, ``atob``, ``btoa``, ``sanitize``,
``CookieJar``, ...) comes from here too, loaded on first use.
"""

import sys as _sys

from ._lazy import declare_provider as _declare_provider
from ._lazy import lazy_package as _lazy_package
from .url import URL as URL
from .url import URLParseError as URLParseError
from .url import URLSearchParams as URLSearchParams

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:  # at runtime these load on first use, see __getattr__
    from ._json import json_default as json_default
    from .cookies import CookieJar as CookieJar
    from .dom import DOMException as DOMException
    from .encoding import TextDecoder as TextDecoder
    from .encoding import TextEncoder as TextEncoder
    from .fetch import Headers as Headers
    from .html import atob as atob
    from .html import btoa as btoa
    from .html import sanitize as sanitize
    from .mimesniff import MIMEType as MIMEType
    from .urlpattern import URLPattern as URLPattern

# What the DOM's answers need of the layers above it, loaded on the first need (webapi/_lazy.py,
# "what a lower layer asks of a higher one"): the HTML namespace's element interfaces and HTML's
# members of the DOM's classes (innerHTML, document.body...), which webapi.html's element
# classes register; HTML's element state, which the selectors' state pseudo-classes ask (the
# module registers it); UI Events' interfaces for document.createEvent; the DOM's AbortSignal
# for a fetch Request's own signal; the readable byte streams a ReadableStream's "bytes" source
# makes (webapi.streams._bytes, which builds on webapi.streams._readable); HTML's
# structuredClone for the chunks a stream's tee clones for Fetch's "clone a body"; WAI-ARIA's
# computed role and name (webapi.aria) for Chromium's element.computedRole and computedName;
# the cascade's value grammar (webapi.css) for the CSSOM's parse, which drops a declaration
# whose value the property does not take (``display: flexy``, as Chromium 156).
_declare_provider("html", "webapi.html:HTMLElement")
_declare_provider("cookie-jar", "webapi.cookies:CookieJar")
_declare_provider("element-state", "webapi.html.forms._element_state")
_declare_provider("uievents", "webapi.uievents:UIEvent")
_declare_provider("xpath", "webapi.xpath.engine")
_declare_provider("html-events", "webapi.html:HashChangeEvent")
_declare_provider("abort-signal", "webapi.dom:AbortSignal")
_declare_provider("byte-streams", "webapi.streams._bytes")
_declare_provider("structured-clone", "webapi.html:structuredClone")
_declare_provider("aria", "webapi.aria")
_declare_provider("css-value-check", "webapi.css.engine:drops_value")

if _sys.platform == "emscripten":  # Pyodide: JavaScript interop (webapi/_pyodide.py)
    from . import _pyodide as _pyodide

#: Module -> the public names it gives, loaded on first use (``import webapi`` loads none of
#: them); ``__all__`` is these and the ones imported above.
_LAZY = {
    "webapi.dom": "DOMException",
    "webapi.fetch": "Headers",
    "webapi.mimesniff": "MIMEType",
    "webapi.encoding": "TextDecoder TextEncoder",
    "webapi.urlpattern": "URLPattern",
    "webapi.html": "atob btoa sanitize",
    "webapi.cookies": "CookieJar",
    "webapi._json": "json_default",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)

#: The release (the distribution ``webapi-py`` on PyPI); the single source of the version
#: in the package metadata (``pyproject.toml`` reads it).
__version__ = "0.1.0"
