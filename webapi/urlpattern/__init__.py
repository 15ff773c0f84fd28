"""The URL Pattern Standard (https://urlpattern.spec.whatwg.org/): ``URLPattern``.

Loaded on first use: ``import webapi`` does not import this package.  The public class is
``URLPattern`` (generated from the Web IDL); the spec's algorithms are exported too, under
their spec names, for code that works on URL pattern records directly.
"""

from ._bindings import (
    URLPattern,
    URLPatternComponent,
    URLPatternComponentResult,
    URLPatternInit,
    URLPatternInput,
    URLPatternOptions,
    URLPatternResult,
)
from ._canonicalize import (
    canonicalize_a_hash,
    canonicalize_a_hostname,
    canonicalize_a_password,
    canonicalize_a_pathname,
    canonicalize_a_port,
    canonicalize_a_protocol,
    canonicalize_a_search,
    canonicalize_a_username,
    canonicalize_an_ipv6_hostname,
    canonicalize_an_opaque_pathname,
)
from ._component import Component, compile_a_component
from ._constructor_string_parser import parse_a_constructor_string
from ._parts import Options, Part
from ._pattern_parser import parse_a_pattern_string
from ._pattern_string import escape_a_pattern_string, generate_a_pattern_string
from ._process_init import process_a_urlpatterninit
from ._regexp_generation import (
    escape_a_regexp_string,
    generate_a_regular_expression_and_name_list,
)
from ._tokenizer import Token, tokenize
from ._url_pattern import COMPONENT_NAMES, URLPatternRecord, create, has_regexp_groups, match

__all__ = [
    "COMPONENT_NAMES",
    "Component",
    "Options",
    "Part",
    "Token",
    "URLPattern",
    "URLPatternComponent",
    "URLPatternComponentResult",
    "URLPatternInit",
    "URLPatternInput",
    "URLPatternOptions",
    "URLPatternRecord",
    "URLPatternResult",
    "canonicalize_a_hash",
    "canonicalize_a_hostname",
    "canonicalize_a_password",
    "canonicalize_a_pathname",
    "canonicalize_a_port",
    "canonicalize_a_protocol",
    "canonicalize_a_search",
    "canonicalize_a_username",
    "canonicalize_an_ipv6_hostname",
    "canonicalize_an_opaque_pathname",
    "compile_a_component",
    "create",
    "escape_a_pattern_string",
    "escape_a_regexp_string",
    "generate_a_pattern_string",
    "generate_a_regular_expression_and_name_list",
    "has_regexp_groups",
    "match",
    "parse_a_constructor_string",
    "parse_a_pattern_string",
    "process_a_urlpatterninit",
    "tokenize",
]
