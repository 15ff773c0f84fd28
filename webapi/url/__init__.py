"""The WHATWG URL Standard (https://url.spec.whatwg.org/), in pure Python.

The public API is ``URL`` and ``URLSearchParams``, as in JavaScript.  The spec's
algorithms are exported too, under their spec names, for code that works on
URL records directly.  (The tools built on them are beside this package: ``webapi.security``
for host classes, trustworthiness and the parser audit, ``webapi.crawl`` for canonical keys,
``urljoin`` and batches; ``webapi.url.engine`` holds the working parts other packages share.)
"""

from .._lazy import lazy_package as _lazy_package
from ._bindings import URL as URL
from ._bindings import URLSearchParams as URLSearchParams
from ._errors import URLParseError as URLParseError

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:
    from webapi.uts46 import UNICODE_VERSION as UNICODE_VERSION

    from ._attributes import URL_ATTRIBUTES as URL_ATTRIBUTES
    from ._blob_url import resolve_blob_url as resolve_blob_url
    from ._host import Host as Host
    from ._host import host_parse as host_parse
    from ._host import host_serialize as host_serialize
    from ._idna import domain_to_ascii as domain_to_ascii
    from ._idna import domain_to_unicode as domain_to_unicode
    from ._origin import OpaqueOrigin as OpaqueOrigin
    from ._origin import Origin as Origin
    from ._origin import TupleOrigin as TupleOrigin
    from ._origin import serialize_origin as serialize_origin
    from ._origin import url_origin as url_origin
    from ._parser import basic_url_parse as basic_url_parse
    from ._percent import (
        APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET as APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,  # noqa: E501
    )
    from ._percent import C0_CONTROL_PERCENT_ENCODE_SET as C0_CONTROL_PERCENT_ENCODE_SET
    from ._percent import COMPONENT_PERCENT_ENCODE_SET as COMPONENT_PERCENT_ENCODE_SET
    from ._percent import FRAGMENT_PERCENT_ENCODE_SET as FRAGMENT_PERCENT_ENCODE_SET
    from ._percent import PATH_PERCENT_ENCODE_SET as PATH_PERCENT_ENCODE_SET
    from ._percent import QUERY_PERCENT_ENCODE_SET as QUERY_PERCENT_ENCODE_SET
    from ._percent import SPECIAL_QUERY_PERCENT_ENCODE_SET as SPECIAL_QUERY_PERCENT_ENCODE_SET
    from ._percent import USERINFO_PERCENT_ENCODE_SET as USERINFO_PERCENT_ENCODE_SET
    from ._percent import PercentEncodeSet as PercentEncodeSet
    from ._percent import percent_decode as percent_decode
    from ._percent import percent_decode_string as percent_decode_string
    from ._public_suffix import public_suffix as public_suffix
    from ._public_suffix import registrable_domain as registrable_domain
    from ._public_suffix import use_public_suffix_list as use_public_suffix_list
    from ._record import URLRecord as URLRecord
    from ._schemes import DEFAULT_PORTS as DEFAULT_PORTS
    from ._schemes import SPECIAL_SCHEMES as SPECIAL_SCHEMES
    from ._serializer import url_equals as url_equals
    from ._serializer import url_path_serialize as url_path_serialize
    from ._serializer import url_serialize as url_serialize
    from ._states import State as State
    from ._urlencoded import urlencoded_parse as urlencoded_parse
    from ._urlencoded import urlencoded_serialize as urlencoded_serialize
    from ._urlencoded import urlencoded_string_parse as urlencoded_string_parse
    from ._validate import validate as validate
    from ._validation_errors import ValidationError as ValidationError

#: Loaded on first use (``import webapi`` does not pay for them): what a plain
#: ``URL(...).href`` does not need (IDNA, origins, application/x-www-form-urlencoded,
#: collecting validation errors, and the basic URL parser with the records, hosts and
#: serializer it works with: the fast paths take most URLs without them).
_LAZY = {
    "._attributes": "URL_ATTRIBUTES",
    "._blob_url": "resolve_blob_url",  # loads webapi.fileapi
    "._host": "Host host_parse host_serialize",
    "._idna": "domain_to_ascii domain_to_unicode",
    "._origin": "OpaqueOrigin Origin TupleOrigin serialize_origin url_origin",
    "._parser": "basic_url_parse",
    "._percent": (
        "APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET C0_CONTROL_PERCENT_ENCODE_SET"
        " COMPONENT_PERCENT_ENCODE_SET FRAGMENT_PERCENT_ENCODE_SET PATH_PERCENT_ENCODE_SET"
        " QUERY_PERCENT_ENCODE_SET SPECIAL_QUERY_PERCENT_ENCODE_SET USERINFO_PERCENT_ENCODE_SET"
        " PercentEncodeSet percent_decode percent_decode_string"
    ),
    "._public_suffix": "public_suffix registrable_domain use_public_suffix_list",
    "._record": "URLRecord",
    "._schemes": "DEFAULT_PORTS SPECIAL_SCHEMES",
    "._serializer": "url_equals url_path_serialize url_serialize",
    "._states": "State",
    "._urlencoded": "urlencoded_parse urlencoded_serialize urlencoded_string_parse",
    "._validate": "validate",
    "._validation_errors": "ValidationError",
    "webapi.uts46": "UNICODE_VERSION",  # loads the Unicode database
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
