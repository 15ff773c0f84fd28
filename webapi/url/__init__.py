"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.
"""

from ._bindings import URL, URLSearchParams
from ._errors import URLParseError, ValidationError
from ._host import Host, host_parse, host_serialize
from ._parser import State, basic_url_parse
from ._record import URLRecord
from ._serializer import url_equals, url_path_serialize, url_serialize
from ._urlencoded import urlencoded_parse, urlencoded_serialize, urlencoded_string_parse

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from ._batch import parse_many, parse_many_arrow
    from ._idna import domain_to_ascii, domain_to_unicode
    from ._origin import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
    from ._urljoin import urljoin
    from ._validate import validate

# What a plain URL(...).href does not need loads on first use: name -> module.
_LAZY = {
    "domain_to_ascii": "_idna",
    "domain_to_unicode": "_idna",
    "OpaqueOrigin": "_origin",
    "Origin": "_origin",
    "TupleOrigin": "_origin",
    "serialize_origin": "_origin",
    "url_origin": "_origin",
    "urljoin": "_urljoin",
    "validate": "_validate",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is not None:
        from importlib import import_module

        value = getattr(import_module(f"{__name__}.{module}"), name)
        globals()[name] = value
        return value
    # UNICODE_VERSION loads the Unicode database, so only on first use.
    if name == "UNICODE_VERSION":
        from . import _unicode

        return _unicode.UNICODE_VERSION
    # The batch API is for a few programs: it loads on first use.
    if name in ("parse_many", "parse_many_arrow"):
        from . import _batch

        return getattr(_batch, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "UNICODE_VERSION",
    "URL",
    "Host",
    "OpaqueOrigin",
    "Origin",
    "State",
    "TupleOrigin",
    "URLParseError",
    "URLRecord",
    "URLSearchParams",
    "ValidationError",
    "basic_url_parse",
    "domain_to_ascii",
    "domain_to_unicode",
    "host_parse",
    "host_serialize",
    "parse_many",
    "parse_many_arrow",
    "serialize_origin",
    "url_equals",
    "url_origin",
    "url_path_serialize",
    "url_serialize",
    "urlencoded_parse",
    "urlencoded_serialize",
    "urlencoded_string_parse",
    "urljoin",
    "validate",
]
