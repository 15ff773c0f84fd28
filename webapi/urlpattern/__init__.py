"""The URL Pattern Standard (https://urlpattern.spec.whatwg.org/): ``URLPattern``.

Loaded on first use: ``import webapi`` does not import this package.  The public class is
``URLPattern`` (generated from the Web IDL); the spec's algorithms are exported too, under
their spec names, for code that works on URL pattern records directly.  The names of the
bindings (``URLPattern`` and its dictionaries) and of the encoding callbacks
(``canonicalize_*``) are the ``__all__`` of those modules, listed there only.
"""

from . import _bindings, _canonicalize
from ._bindings import *  # noqa: F403 (the names of its __all__: see ours)
from ._canonicalize import *  # noqa: F403 (likewise)
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
    *_bindings.__all__,
    "COMPONENT_NAMES",
    "Component",
    "Options",
    "Part",
    "Token",
    "URLPatternRecord",
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
    *_canonicalize.__all__,
]
