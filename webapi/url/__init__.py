"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.  (The tools built on them are beside this package: ``webapi.security``
for host classes, trustworthiness and the parser audit, ``webapi.crawl`` for canonical keys,
``urljoin`` and batches; ``webapi.url.engine`` holds the working parts other packages share.)
"""

from .._lazy import lazy_exports, public_dir
from ._bindings import URL, URLSearchParams
from ._errors import URLParseError

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from webapi.uts46 import UNICODE_VERSION

    from ._attributes import URL_ATTRIBUTES
    from ._host import Host, host_parse, host_serialize
    from ._idna import domain_to_ascii, domain_to_unicode
    from ._origin import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
    from ._parser import basic_url_parse
    from ._percent import (
        APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
        C0_CONTROL_PERCENT_ENCODE_SET,
        COMPONENT_PERCENT_ENCODE_SET,
        FRAGMENT_PERCENT_ENCODE_SET,
        PATH_PERCENT_ENCODE_SET,
        QUERY_PERCENT_ENCODE_SET,
        SPECIAL_QUERY_PERCENT_ENCODE_SET,
        USERINFO_PERCENT_ENCODE_SET,
        PercentEncodeSet,
        percent_decode,
        percent_decode_string,
    )
    from ._public_suffix import public_suffix, registrable_domain, use_public_suffix_list
    from ._record import URLRecord
    from ._schemes import DEFAULT_PORTS, SPECIAL_SCHEMES
    from ._serializer import url_equals, url_path_serialize, url_serialize
    from ._states import State
    from ._urlencoded import urlencoded_parse, urlencoded_serialize, urlencoded_string_parse
    from ._validate import validate
    from ._validation_errors import ValidationError

#: Loaded on first use (``import webapi`` does not pay for them): what a plain
#: ``URL(...).href`` does not need (IDNA, origins, application/x-www-form-urlencoded,
#: collecting validation errors, and the basic URL parser with the records, hosts and
#: serializer it works with: the fast paths take most URLs without them).
_LAZY = {
    "Host": "._host",
    "host_parse": "._host",
    "host_serialize": "._host",
    "URL_ATTRIBUTES": "._attributes",
    "DEFAULT_PORTS": "._schemes",
    "SPECIAL_SCHEMES": "._schemes",
    "State": "._states",
    "basic_url_parse": "._parser",
    "URLRecord": "._record",
    "APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET": "._percent",
    "C0_CONTROL_PERCENT_ENCODE_SET": "._percent",
    "COMPONENT_PERCENT_ENCODE_SET": "._percent",
    "FRAGMENT_PERCENT_ENCODE_SET": "._percent",
    "PATH_PERCENT_ENCODE_SET": "._percent",
    "QUERY_PERCENT_ENCODE_SET": "._percent",
    "SPECIAL_QUERY_PERCENT_ENCODE_SET": "._percent",
    "USERINFO_PERCENT_ENCODE_SET": "._percent",
    "PercentEncodeSet": "._percent",
    "percent_decode": "._percent",
    "percent_decode_string": "._percent",
    "url_equals": "._serializer",
    "url_path_serialize": "._serializer",
    "url_serialize": "._serializer",
    "public_suffix": "._public_suffix",
    "registrable_domain": "._public_suffix",
    "use_public_suffix_list": "._public_suffix",
    "domain_to_ascii": "._idna",
    "domain_to_unicode": "._idna",
    "OpaqueOrigin": "._origin",
    "Origin": "._origin",
    "TupleOrigin": "._origin",
    "serialize_origin": "._origin",
    "url_origin": "._origin",
    "urlencoded_parse": "._urlencoded",
    "urlencoded_serialize": "._urlencoded",
    "urlencoded_string_parse": "._urlencoded",
    "validate": "._validate",
    "ValidationError": "._validation_errors",
    "UNICODE_VERSION": "webapi.uts46",  # loads the Unicode database
}


__getattr__ = lazy_exports(globals(), _LAZY)


__all__ = [
    "APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET",
    "C0_CONTROL_PERCENT_ENCODE_SET",
    "COMPONENT_PERCENT_ENCODE_SET",
    "DEFAULT_PORTS",
    "FRAGMENT_PERCENT_ENCODE_SET",
    "PATH_PERCENT_ENCODE_SET",
    "QUERY_PERCENT_ENCODE_SET",
    "SPECIAL_QUERY_PERCENT_ENCODE_SET",
    "SPECIAL_SCHEMES",
    "UNICODE_VERSION",
    "URL",
    "URL_ATTRIBUTES",
    "USERINFO_PERCENT_ENCODE_SET",
    "Host",
    "OpaqueOrigin",
    "Origin",
    "PercentEncodeSet",
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
    "use_public_suffix_list",
    "validate",
]

__dir__ = public_dir(globals())
del lazy_exports, public_dir
