"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.
"""

from .._lazy import public_dir
from ._bindings import URL, URLSearchParams
from ._errors import URLParseError

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from ._audit import AuditReport, Finding, audit
    from ._batch import parse_many, parse_many_arrow
    from ._canonicalize import canonicalize
    from ._host import Host, host_parse, host_serialize
    from ._host_class import HostClass, HostKind, host_class
    from ._idna import domain_to_ascii, domain_to_unicode
    from ._origin import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
    from ._parser import State, basic_url_parse
    from ._percent import percent_decode, percent_decode_string
    from ._public_suffix import public_suffix, registrable_domain, use_public_suffix_list
    from ._record import URLRecord
    from ._serializer import url_equals, url_path_serialize, url_serialize
    from ._trustworthy import is_origin_potentially_trustworthy, is_potentially_trustworthy
    from ._urlencoded import urlencoded_parse, urlencoded_serialize, urlencoded_string_parse
    from ._urljoin import urljoin
    from ._validate import validate
    from ._validation_errors import ValidationError

#: For scrapers and security code, and the batch API, loaded on first use (``import webapi``
#: does not pay for them); so is what a plain ``URL(...).href`` does not need (IDNA, origins,
#: urljoin, application/x-www-form-urlencoded, collecting validation errors, and the basic
#: URL parser with the records, hosts and serializer it works with: the fast paths take most
#: URLs without them).
_LAZY = {
    "Host": "_host",
    "host_parse": "_host",
    "host_serialize": "_host",
    "State": "_parser",
    "basic_url_parse": "_parser",
    "URLRecord": "_record",
    "percent_decode": "_percent",
    "percent_decode_string": "_percent",
    "url_equals": "_serializer",
    "url_path_serialize": "_serializer",
    "url_serialize": "_serializer",
    "parse_many": "_batch",
    "parse_many_arrow": "_batch",
    "AuditReport": "_audit",
    "Finding": "_audit",
    "audit": "_audit",
    "canonicalize": "_canonicalize",
    "HostClass": "_host_class",
    "HostKind": "_host_class",
    "host_class": "_host_class",
    "public_suffix": "_public_suffix",
    "registrable_domain": "_public_suffix",
    "use_public_suffix_list": "_public_suffix",
    "is_origin_potentially_trustworthy": "_trustworthy",
    "is_potentially_trustworthy": "_trustworthy",
    "domain_to_ascii": "_idna",
    "domain_to_unicode": "_idna",
    "OpaqueOrigin": "_origin",
    "Origin": "_origin",
    "TupleOrigin": "_origin",
    "serialize_origin": "_origin",
    "url_origin": "_origin",
    "urljoin": "_urljoin",
    "urlencoded_parse": "_urlencoded",
    "urlencoded_serialize": "_urlencoded",
    "urlencoded_string_parse": "_urlencoded",
    "validate": "_validate",
    "ValidationError": "_validation_errors",
}


def __getattr__(name: str) -> object:
    # UNICODE_VERSION loads the Unicode database, so only on first use.
    if name == "UNICODE_VERSION":
        from . import _unicode

        return _unicode.UNICODE_VERSION
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
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
    "parse_many",
    "parse_many_arrow",
    "percent_decode",
    "percent_decode_string",
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
    "urljoin",
    "use_public_suffix_list",
    "validate",
]

__dir__ = public_dir(globals())
del public_dir
