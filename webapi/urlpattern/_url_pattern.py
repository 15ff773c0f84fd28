"""The URL pattern struct and its high-level operations: create, match, has regexp groups.

Spec: https://urlpattern.spec.whatwg.org/#url-pattern-struct and
https://urlpattern.spec.whatwg.org/#high-level-operations
"""

from __future__ import annotations

import sys
from typing import Final

from webapi._cache import BoundedCache, str_size
from webapi.url import (
    DEFAULT_PORTS,
    URLRecord,
    basic_url_parse,
    host_serialize,
    url_path_serialize,
    url_serialize,
)
from webapi.url.engine import fast_parse

from . import _canonicalize
from ._component import (
    DEFAULT_OPTIONS,
    HOSTNAME_OPTIONS,
    PATHNAME_OPTIONS,
    Component,
    compile_a_component,
    create_a_component_match_result,
    hostname_pattern_is_an_ipv6_address,
    protocol_component_matches_a_special_scheme,
)
from ._constructor_string_parser import parse_a_constructor_string
from ._process_init import PATTERN, URL, process_a_urlpatterninit

__all__ = ["COMPONENT_NAMES", "URLPatternRecord", "create", "has_regexp_groups", "match"]

#: The components in the spec's order.
COMPONENT_NAMES: Final = tuple(
    ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"]
)
#: What "match" gives "process a URLPatternInit": each component as the empty string.
_EMPTY_COMPONENTS: Final = dict.fromkeys(COMPONENT_NAMES, "")

#: https://url.spec.whatwg.org/#default-port, as the strings create compares with.
_DEFAULT_PORTS: Final = {scheme: str(port) for scheme, port in DEFAULT_PORTS.items()}

URLPatternInput = str | dict[str, str]


class URLPatternRecord:
    """https://urlpattern.spec.whatwg.org/#url-pattern"""

    __slots__ = (*COMPONENT_NAMES, "components")

    protocol: Component
    username: Component
    password: Component
    hostname: Component
    port: Component
    pathname: Component
    search: Component
    hash: Component
    #: The eight components in spec order (for loops over them).
    components: tuple[Component, ...]


def create(
    input: URLPatternInput, base_url: str | None, options: dict[str, bool]
) -> URLPatternRecord:
    """https://urlpattern.spec.whatwg.org/#url-pattern-create"""
    if isinstance(input, str):
        init = parse_a_constructor_string(input)
        if base_url is None and "protocol" not in init:
            raise TypeError(f"relative constructor string {input!r} needs a base URL")
        if base_url is not None:
            init["baseURL"] = base_url
    else:
        if base_url is not None:
            raise TypeError("a base URL cannot be given with a URLPatternInit")
        init = input
    processed_init = process_a_urlpatterninit(init, PATTERN)
    for component_name in COMPONENT_NAMES:
        if component_name not in processed_init:
            processed_init[component_name] = "*"
    protocol = processed_init["protocol"]
    if _DEFAULT_PORTS.get(protocol, None) == processed_init["port"]:
        processed_init["port"] = ""

    url_pattern = URLPatternRecord()
    url_pattern.protocol = compile_a_component(
        protocol, _canonicalize.canonicalize_a_protocol, DEFAULT_OPTIONS
    )
    url_pattern.username = compile_a_component(
        processed_init["username"], _canonicalize.canonicalize_a_username, DEFAULT_OPTIONS
    )
    url_pattern.password = compile_a_component(
        processed_init["password"], _canonicalize.canonicalize_a_password, DEFAULT_OPTIONS
    )
    hostname = processed_init["hostname"]
    if hostname_pattern_is_an_ipv6_address(hostname):
        url_pattern.hostname = compile_a_component(
            hostname, _canonicalize.canonicalize_an_ipv6_hostname, HOSTNAME_OPTIONS
        )
    else:
        url_pattern.hostname = compile_a_component(
            hostname, _canonicalize.canonicalize_a_hostname, HOSTNAME_OPTIONS
        )
    url_pattern.port = compile_a_component(
        processed_init["port"], _canonicalize.canonicalize_a_port, DEFAULT_OPTIONS
    )
    ignore_case = bool(options.get("ignoreCase", False))
    compile_options = DEFAULT_OPTIONS.with_ignore_case(ignore_case)
    if protocol_component_matches_a_special_scheme(url_pattern.protocol):
        path_compile_options = PATHNAME_OPTIONS.with_ignore_case(ignore_case)
        url_pattern.pathname = compile_a_component(
            processed_init["pathname"], _canonicalize.canonicalize_a_pathname, path_compile_options
        )
    else:
        url_pattern.pathname = compile_a_component(
            processed_init["pathname"],
            _canonicalize.canonicalize_an_opaque_pathname,
            compile_options,
        )
    url_pattern.search = compile_a_component(
        processed_init["search"], _canonicalize.canonicalize_a_search, compile_options
    )
    url_pattern.hash = compile_a_component(
        processed_init["hash"], _canonicalize.canonicalize_a_hash, compile_options
    )
    url_pattern.components = (
        url_pattern.protocol,
        url_pattern.username,
        url_pattern.password,
        url_pattern.hostname,
        url_pattern.port,
        url_pattern.pathname,
        url_pattern.search,
        url_pattern.hash,
    )
    return url_pattern


#: Parsed base URL strings (bounded in bytes: a base URL of megabytes is not kept).
_BASE_URL_CACHE: BoundedCache[str, URLRecord | None] = BoundedCache(1 << 20, 64 << 10)


def _parse_base_url(base_url_string: str) -> URLRecord | None:
    """The basic URL parser on a base URL string, remembering recent results (the record
    is only read, never changed)."""
    try:
        return _BASE_URL_CACHE.entries[base_url_string]
    except KeyError:
        pass
    base_url = basic_url_parse(base_url_string)
    # the record's strings are about the input's size again
    _BASE_URL_CACHE.store(base_url_string, base_url, 3 * str_size(base_url_string))
    return base_url


#: The component strings of recent string and URLPatternInit inputs (with the base URL
#: string, None when not given): a URL is often tested against several patterns, and
#: test() then exec() is common.  None for an input that is not a URL.
_VALUES_CACHE: BoundedCache[object, tuple[str, ...] | None] = BoundedCache(4 << 20, 64 << 10)


def _values_size(key: object, strings: tuple[str, ...] | None) -> int:
    """The bytes an entry of :data:`_VALUES_CACHE` holds: the key's strings and the
    component strings."""
    parts = key if isinstance(key, tuple) else (key,)
    size = sys.getsizeof(parts) + (0 if strings is None else sys.getsizeof(strings))
    for part in parts:
        if isinstance(part, tuple):  # a URLPatternInit's (name, value) items
            size += sum(str_size(item) for item in part if isinstance(item, str))
        elif isinstance(part, str):
            size += str_size(part)
    if strings is not None:
        size += sum(str_size(string) for string in strings)
    return size


def _component_values(
    url_pattern: URLPatternRecord, input: URLPatternInput | URLRecord, base_url_string: str | None
) -> tuple[list[URLPatternInput], tuple[str, ...]] | None:
    """The first steps of match: the inputs list and the eight component strings to
    match, or None when the input is not a URL (match then returns null).  The strings
    depend on the input and base URL string only, so recent ones are remembered."""
    if isinstance(input, URLRecord):
        return _compute_component_values(input, base_url_string)
    if isinstance(input, dict):
        if base_url_string is not None:
            raise TypeError("a base URL cannot be given with a URLPatternInit")
        key: object = tuple(input.items())
    else:
        key = (input, base_url_string)
    try:
        strings = _VALUES_CACHE.entries[key]
    except KeyError:
        values = _compute_component_values(input, base_url_string)
        strings = None if values is None else values[1]
        _VALUES_CACHE.store(key, strings, _values_size(key, strings))
        return values
    if strings is None:
        return None
    inputs: list[URLPatternInput] = [input]
    if base_url_string is not None:
        inputs.append(base_url_string)
    return inputs, strings


def _compute_component_values(
    input: URLPatternInput | URLRecord, base_url_string: str | None
) -> tuple[list[URLPatternInput], tuple[str, ...]] | None:
    inputs: list[URLPatternInput] = []
    if isinstance(input, URLRecord):
        inputs.append(url_serialize(input))
    else:
        inputs.append(input)
    if isinstance(input, dict):
        if base_url_string is not None:
            raise TypeError("a base URL cannot be given with a URLPatternInit")
        try:
            apply_result = process_a_urlpatterninit(input, URL, _EMPTY_COMPONENTS)
        except TypeError:
            return None
        return inputs, tuple(apply_result[name] for name in COMPONENT_NAMES)
    url = input
    if isinstance(input, str):
        base_url = None
        if base_url_string is not None:
            base_url = _parse_base_url(base_url_string)
            if base_url is None:
                return None
            inputs.append(base_url_string)
        # Most inputs are URLs already in (or near) serialized form: the URL engine's fast
        # path reads their components off one match, exactly as the parser would give them
        # (such an input is an absolute URL, so it ignores the base).
        components = fast_parse(input)
        if components is not None:
            href = components.href
            port = components.port
            search_start = components.search_start
            hash_start = components.hash_start
            username_end = components.username_end
            host_start = components.host_start
            username = password = ""
            if username_end != host_start:  # credentials (see webapi.url._components)
                username = href[components.protocol_end + 2 : username_end]
                if href[username_end] == ":":
                    password = href[username_end + 1 : host_start - 1]
            return (
                inputs,
                (
                    href[: components.protocol_end - 1],
                    username,
                    password,
                    href[host_start : components.host_end],
                    "" if port is None else str(port),
                    href[components.pathname_start : search_start],
                    href[search_start + 1 : hash_start],
                    href[hash_start + 1 :],
                ),
            )
        parsed = basic_url_parse(input, base_url)
        if parsed is None:
            return None
        url = parsed
    assert isinstance(url, URLRecord)
    return inputs, (
        url.scheme,
        url.username,
        url.password,
        "" if url.host is None else host_serialize(url.host),
        "" if url.port is None else str(url.port),
        url_path_serialize(url),
        url.query or "",
        url.fragment or "",
    )


def match(
    url_pattern: URLPatternRecord,
    input: URLPatternInput | URLRecord,
    base_url_string: str | None = None,
) -> dict[str, object] | None:
    """https://urlpattern.spec.whatwg.org/#url-pattern-match

    ``base_url_string`` None means "not given".
    """
    values = _component_values(url_pattern, input, base_url_string)
    if values is None:
        return None
    inputs, strings = values
    groups = []
    for component, value in zip(url_pattern.components, strings, strict=True):
        exec_result = component.exec(value)
        if exec_result is None:
            return None
        groups.append(exec_result)
    result: dict[str, object] = {"inputs": inputs}
    for name, component, value, group in zip(
        COMPONENT_NAMES, url_pattern.components, strings, groups, strict=True
    ):
        result[name] = create_a_component_match_result(component, value, group)
    return result


def test(
    url_pattern: URLPatternRecord,
    input: URLPatternInput | URLRecord,
    base_url_string: str | None = None,
) -> bool:
    """Whether https://urlpattern.spec.whatwg.org/#url-pattern-match returns non-null,
    without building its result."""
    values = _component_values(url_pattern, input, base_url_string)
    if values is None:
        return False
    return all(
        component.test(value)
        for component, value in zip(url_pattern.components, values[1], strict=True)
    )


def has_regexp_groups(url_pattern: URLPatternRecord) -> bool:
    """https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups"""
    return any(component.has_regexp_groups for component in url_pattern.components)
