"""Node.js's ``node:url`` helpers (https://nodejs.org/api/url.html) with Node's results:
``fileURLToPath``, ``pathToFileURL``, ``urlToHttpOptions``, ``format`` (for WHATWG ``URL``s),
``domainToASCII`` and ``domainToUnicode``, plus snake_case aliases.  Options are Node's dict
or keyword arguments.  Errors are raised as Node raises them: a ``TypeError`` with Node's
``code`` (:class:`NodeTypeError`).

Left out on purpose: the legacy ``url.parse()`` and ``url.resolve()`` (deprecated, and
insecure: they disagree with browsers about hosts).  Use ``webapi.URL(input, base)`` instead;
``docs/porting.md`` shows the replacements.
"""

from ._domain import domainToASCII, domainToUnicode
from ._errors import InvalidURLError, NodeTypeError
from ._file_url import fileURLToPath, pathToFileURL
from ._format import format
from ._http_options import urlToHttpOptions

domain_to_ascii = domainToASCII
domain_to_unicode = domainToUnicode
file_url_to_path = fileURLToPath
path_to_file_url = pathToFileURL
url_to_http_options = urlToHttpOptions

__all__ = [
    "InvalidURLError",
    "NodeTypeError",
    "domainToASCII",
    "domainToUnicode",
    "domain_to_ascii",
    "domain_to_unicode",
    "fileURLToPath",
    "file_url_to_path",
    "format",
    "pathToFileURL",
    "path_to_file_url",
    "urlToHttpOptions",
    "url_to_http_options",
]
