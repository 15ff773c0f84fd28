"""URLPatternInit processing.

Spec: https://urlpattern.spec.whatwg.org/#canon-processing-for-init

A URLPatternInit is a ``dict[str, str]`` holding only its present members.
"""

from __future__ import annotations

from webapi.url import SPECIAL_SCHEMES, basic_url_parse, host_serialize, url_path_serialize

from ._canonicalize import (
    canonicalize_a_hash,
    canonicalize_a_hostname,
    canonicalize_a_password,
    canonicalize_a_pathname,
    canonicalize_a_port,
    canonicalize_a_protocol,
    canonicalize_a_search,
    canonicalize_a_username,
    canonicalize_an_opaque_pathname,
)
from ._pattern_string import escape_a_pattern_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

__all__ = [
    "is_an_absolute_pathname",
    "process_a_base_url_string",
    "process_a_urlpatterninit",
]

#: https://url.spec.whatwg.org/#special-scheme
_SPECIAL_SCHEMES = frozenset(SPECIAL_SCHEMES)

PATTERN = "pattern"
URL = "url"

#: No component given to :func:`process_a_urlpatterninit` (all eight null).
_NO_COMPONENTS: Mapping[str, str] = {}


def process_a_urlpatterninit(
    init: dict[str, str], type: str, components: Mapping[str, str] = _NO_COMPONENTS
) -> dict[str, str]:
    """https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit

    The spec's eight optional arguments (protocol, username, password, hostname, port,
    pathname, search and hash, each null or a string) are ``components``: the non-null ones,
    under those names.  Steps 1-9 (result starts as a new URLPatternInit holding each
    non-null one) copy it.  Its callers give none (``create``) or all eight as the empty
    string ("match")."""
    result = {**components}
    base_url = None
    if "baseURL" in init:
        # Each component is inherited from the base URL only when init has no component
        # at least as specific as it; username and password never are for patterns.
        base_url = basic_url_parse(init["baseURL"])
        if base_url is None:
            raise TypeError(f"invalid base URL {init['baseURL']!r}")
        has_protocol = "protocol" in init
        has_hostname = "hostname" in init
        has_port = "port" in init
        if not has_protocol:
            result["protocol"] = process_a_base_url_string(base_url.scheme, type)
        if type != PATTERN and not (has_protocol or has_hostname or has_port or "username" in init):
            result["username"] = process_a_base_url_string(base_url.username, type)
        if type != PATTERN and not (
            has_protocol or has_hostname or has_port or "username" in init or "password" in init
        ):
            result["password"] = process_a_base_url_string(base_url.password, type)
        if not (has_protocol or has_hostname):
            base_host = "" if base_url.host is None else host_serialize(base_url.host)
            result["hostname"] = process_a_base_url_string(base_host, type)
        if not (has_protocol or has_hostname or has_port):
            result["port"] = "" if base_url.port is None else str(base_url.port)
            if "pathname" not in init:
                result["pathname"] = process_a_base_url_string(url_path_serialize(base_url), type)
                if "search" not in init:
                    base_query = base_url.query or ""
                    result["search"] = process_a_base_url_string(base_query, type)
                    if "hash" not in init:
                        base_fragment = base_url.fragment or ""
                        result["hash"] = process_a_base_url_string(base_fragment, type)
    if "protocol" in init:
        result["protocol"] = process_protocol_for_init(init["protocol"], type)
    if "username" in init:
        result["username"] = process_username_for_init(init["username"], type)
    if "password" in init:
        result["password"] = process_password_for_init(init["password"], type)
    if "hostname" in init:
        result["hostname"] = process_hostname_for_init(init["hostname"], type)
    result_protocol_string = result.get("protocol", "")
    if "port" in init:
        result["port"] = process_port_for_init(init["port"], result_protocol_string, type)
    if "pathname" in init:
        result["pathname"] = init["pathname"]
        if (
            base_url is not None
            and not base_url.has_opaque_path
            and not is_an_absolute_pathname(result["pathname"], type)
        ):
            # Resolve a relative pathname against the base URL's directory.
            base_url_path = process_a_base_url_string(url_path_serialize(base_url), type)
            slash_index = base_url_path.rfind("/")
            if slash_index != -1:
                result["pathname"] = base_url_path[: slash_index + 1] + result["pathname"]
        result["pathname"] = process_pathname_for_init(
            result["pathname"], result_protocol_string, type
        )
    if "search" in init:
        result["search"] = process_search_for_init(init["search"], type)
    if "hash" in init:
        result["hash"] = process_hash_for_init(init["hash"], type)
    return result


def process_a_base_url_string(input: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-a-base-url-string"""
    if type != PATTERN:
        return input
    return escape_a_pattern_string(input)


def is_an_absolute_pathname(input: str, type: str) -> bool:
    """https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname"""
    if input == "":
        return False
    if input[0] == "/":
        return True
    if type == URL:
        return False
    if len(input) < 2:
        return False
    return input[0] in "\\{" and input[1] == "/"


def process_protocol_for_init(value: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-protocol-for-init"""
    stripped_value = value[:-1] if value.endswith(":") else value
    if type == PATTERN:
        return stripped_value
    return canonicalize_a_protocol(stripped_value)


def _process_for_init(anchor: str, canonicalize: Callable[[str], str]) -> Callable[[str, str], str]:
    """The algorithm at https://urlpattern.spec.whatwg.org/#<anchor>, one of the three the
    spec writes with the same two steps, of its component's canonicalize function:
    "process username for init", "process password for init" and "process hostname for
    init" are each "1. If type is "pattern" then return value.  2. Return the result of
    running canonicalize a username (a password, a hostname) given value."."""

    def process_for_init(value: str, type: str) -> str:
        if type == PATTERN:
            return value
        return canonicalize(value)

    process_for_init.__name__ = process_for_init.__qualname__ = anchor.replace("-", "_")
    process_for_init.__doc__ = f"https://urlpattern.spec.whatwg.org/#{anchor}"
    return process_for_init


process_username_for_init = _process_for_init("process-username-for-init", canonicalize_a_username)
process_password_for_init = _process_for_init("process-password-for-init", canonicalize_a_password)
process_hostname_for_init = _process_for_init("process-hostname-for-init", canonicalize_a_hostname)


def process_port_for_init(port_value: str, protocol_value: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-port-for-init"""
    if type == PATTERN:
        return port_value
    return canonicalize_a_port(port_value, protocol_value)


def process_pathname_for_init(pathname_value: str, protocol_value: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-pathname-for-init"""
    if type == PATTERN:
        return pathname_value
    # An empty protocol means none was given: canonicalize as the common (special) case.
    if protocol_value in _SPECIAL_SCHEMES or protocol_value == "":
        return canonicalize_a_pathname(pathname_value)
    return canonicalize_an_opaque_pathname(pathname_value)


def process_search_for_init(value: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-search-for-init"""
    stripped_value = value[1:] if value.startswith("?") else value
    if type == PATTERN:
        return stripped_value
    return canonicalize_a_search(stripped_value)


def process_hash_for_init(value: str, type: str) -> str:
    """https://urlpattern.spec.whatwg.org/#process-hash-for-init"""
    stripped_value = value[1:] if value.startswith("#") else value
    if type == PATTERN:
        return stripped_value
    return canonicalize_a_hash(stripped_value)
