"""The URL engine's working parts that webapi's other packages build on (the batch API, HTML's
URL algorithms, URLPattern, security tools, the command line): the API URL parser giving
components, the component-recording serializer, the fast path (and its shortcut for strings already
in serialized form), the impl class of ``URL``, the
IPv4 and IPv6 serializers (over addresses already parsed), the caret line of validation
errors, and the one coercion of a URL argument of webapi's Python
functions (:func:`url_argument`, :func:`url_href_argument`, :func:`url_record_argument`: a
``str``, a ``URL``, a URL record or a Python library's URL object). Public so that no package
imports another's private modules; not a stable API for users, who have ``URL`` and the
spec's algorithms in :mod:`webapi.url`.
"""

from ._components import Components, serialize_with_components
from ._fast_path import fast_parse, serialized_href
from ._ipv4 import ipv4_serialize
from ._ipv6 import ipv6_serialize
from ._url_arguments import url_argument, url_href_argument, url_record_argument
from ._url_impl import URLImpl, api_url_parse
from ._validation_errors import caret_line

__all__ = [
    "Components",
    "URLImpl",
    "api_url_parse",
    "caret_line",
    "fast_parse",
    "ipv4_serialize",
    "ipv6_serialize",
    "serialize_with_components",
    "serialized_href",
    "url_argument",
    "url_href_argument",
    "url_record_argument",
]
