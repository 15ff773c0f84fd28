"""``loads``: ``json.loads`` that refuses deep nesting before it recurses (not a spec section:
what webapi's JSON readers share, the command line's patterns and the cookie jar's files)."""

from __future__ import annotations

from typing import Any

__all__ = ["loads", "nested_deeper_than"]

#: A JSON string (its escapes included) or one bracket: what the depth scan looks at.
_JSON_STRING_OR_BRACKET = r'"(?:[^"\\]|\\.)*"?|[\[\]{}]'


def loads(source: str, max_depth: int) -> Any:
    """``json.loads(source)``, refusing nesting deeper than ``max_depth`` before the decoder
    recurses: json's decoder recurses once per level, and under Pyodide the WebAssembly stack
    runs out (a fatal error, not a ``RecursionError``) well before Python's recursion limit, so
    depth is measured first, in one linear pass.  Raises ``ValueError`` (bad JSON, as
    ``json.loads``) or ``RecursionError`` (too deep)."""
    import json  # on first use

    if nested_deeper_than(source, max_depth):
        raise RecursionError(f"JSON nested deeper than {max_depth} levels")
    return json.loads(source)


def nested_deeper_than(source: str, max_depth: int) -> bool:
    """Whether JSON text ``source`` nests arrays and objects deeper than ``max_depth``
    (brackets inside strings not counted), in one linear pass that stops at the first level
    too deep."""
    import re

    depth = 0
    for match in re.finditer(_JSON_STRING_OR_BRACKET, source, re.DOTALL):
        bracket = match.group()
        if bracket in ("[", "{"):
            depth += 1
            if depth > max_depth:
                return True
        elif bracket in ("]", "}"):
            depth -= 1
    return False
