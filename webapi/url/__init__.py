"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.
"""

from typing import TYPE_CHECKING

from ._bindings import URL, URLSearchParams
from ._errors import URLParseError, ValidationError
from ._host import Host, host_parse, host_serialize
from ._idna import domain_to_ascii, domain_to_unicode
from ._origin import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
from ._parser import State, basic_url_parse
from ._record import URLRecord
from ._serializer import url_equals, url_path_serialize, url_serialize
from ._urlencoded import urlencoded_parse, urlencoded_serialize, urlencoded_string_parse
from ._urljoin import urljoin
from ._validate import validate

if TYPE_CHECKING:
    from ._batch import parse_many, parse_many_arrow


def __getattr__(name: str) -> object:
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
