"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.
"""

from ._audit import AuditReport, Finding, audit
from ._bindings import URL, URLSearchParams
from ._canonicalize import canonicalize
from ._errors import URLParseError, ValidationError
from ._host import Host, host_parse, host_serialize
from ._host_class import HostClass, HostKind, host_class
from ._idna import domain_to_ascii, domain_to_unicode
from ._origin import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
from ._parser import State, basic_url_parse
from ._public_suffix import public_suffix, registrable_domain
from ._record import URLRecord
from ._serializer import url_equals, url_path_serialize, url_serialize
from ._trustworthy import is_origin_potentially_trustworthy, is_potentially_trustworthy
from ._urlencoded import urlencoded_parse, urlencoded_serialize, urlencoded_string_parse
from ._validate import validate


def __getattr__(name: str) -> object:
    # UNICODE_VERSION loads the Unicode database, so only on first use.
    if name == "UNICODE_VERSION":
        from . import _unicode

        return _unicode.UNICODE_VERSION
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "UNICODE_VERSION",
    "URL",
    "AuditReport",
    "Finding",
    "Host",
    "HostClass",
    "HostKind",
    "OpaqueOrigin",
    "Origin",
    "State",
    "TupleOrigin",
    "URLParseError",
    "URLRecord",
    "URLSearchParams",
    "ValidationError",
    "audit",
    "basic_url_parse",
    "canonicalize",
    "domain_to_ascii",
    "domain_to_unicode",
    "host_class",
    "host_parse",
    "host_serialize",
    "is_origin_potentially_trustworthy",
    "is_potentially_trustworthy",
    "public_suffix",
    "registrable_domain",
    "serialize_origin",
    "url_equals",
    "url_origin",
    "url_path_serialize",
    "url_serialize",
    "urlencoded_parse",
    "urlencoded_serialize",
    "urlencoded_string_parse",
    "validate",
]
