"""The Fetch Standard's working parts that webapi's other packages build on (the XMLHttpRequest
Standard's ``XMLHttpRequest``, in ``webapi.xmlhttprequest``; HTML's navigations): the request
the algorithms work on, "fetch", the network error, "extract a body", the response's impl,
header lists' checks, the transports, and Referrer Policy's policies and "determine request's
referrer" steps. Public so that no package imports another's private modules; not a stable
API for users, who have ``fetch()`` in :mod:`webapi.fetch`.
"""

from ._body import extract_a_body
from ._fetch import FetchRequest, NetworkError, fetch_steps
from ._headers_impl import (
    FORBIDDEN_METHODS,
    HeadersImpl,
    is_forbidden_request_header,
    is_header_name,
    is_header_value,
    normalize,
)
from ._mixed_content import origin_prohibits_mixed_security_contexts
from ._response_impl import ResponseImpl
from ._transport import as_transport, get_default_transport

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._transport import Transport as Transport

__all__ = [
    "FORBIDDEN_METHODS",
    "FetchRequest",
    "HeadersImpl",
    "NetworkError",
    "ResponseImpl",
    "as_transport",
    "extract_a_body",
    "fetch_steps",
    "get_default_transport",
    "is_forbidden_request_header",
    "is_header_name",
    "is_header_value",
    "normalize",
    "origin_prohibits_mixed_security_contexts",
]
