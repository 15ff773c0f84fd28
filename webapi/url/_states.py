"""The basic URL parser's states, apart from the parser: what a state override names.

Spec: https://url.spec.whatwg.org/#concept-basic-url-parser (state override)

A leaf module (``enum`` only): the URL class's setters pass a state override without loading
the parser, which loads on first use (see ``_url_impl``).
"""

import enum

__all__ = ["State"]


class State(enum.Enum):
    """The basic URL parser's states (https://url.spec.whatwg.org/#scheme-start-state
    and the ones after it), usable as a state override."""

    SCHEME_START = "scheme start state"
    SCHEME = "scheme state"
    NO_SCHEME = "no scheme state"
    SPECIAL_RELATIVE_OR_AUTHORITY = "special relative or authority state"
    PATH_OR_AUTHORITY = "path or authority state"
    RELATIVE = "relative state"
    RELATIVE_SLASH = "relative slash state"
    SPECIAL_AUTHORITY_SLASHES = "special authority slashes state"
    SPECIAL_AUTHORITY_IGNORE_SLASHES = "special authority ignore slashes state"
    AUTHORITY = "authority state"
    HOST = "host state"
    HOSTNAME = "hostname state"
    PORT = "port state"
    FILE = "file state"
    FILE_SLASH = "file slash state"
    FILE_HOST = "file host state"
    PATH_START = "path start state"
    PATH = "path state"
    OPAQUE_PATH = "opaque path state"
    QUERY = "query state"
    FRAGMENT = "fragment state"
