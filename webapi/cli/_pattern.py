"""The ``webapi pattern`` command (registered by ``webapi.cli._main``): URLs matched against a
``URLPattern``, streaming like ``normalize``.

``webapi pattern PATTERN INPUT... [--base B] [--ignore-case] [--jsonl]`` prints, for each
input, the groups ``URLPattern(PATTERN, B).exec(input, B)`` captures, as one line of JSON keyed
by component (the components the pattern constrains, whose pattern is not ``*``, that capture
a group; ``{}`` for a match without groups), or an empty line when the input does not match;
with ``--jsonl``, a record ``{"input", "match", "result"}`` holding the whole ``exec()``
result.  PATTERN is a constructor string
(``https://example.com/books/:id``) or, starting with ``{``, a JSON ``URLPatternInit``
(``{"pathname": "/books/:id"}``).  Exit status 1 when some input does not match.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import TYPE_CHECKING, Any

from ._command import (
    add_command,
    add_stream_arguments,
    command_help,
    options_of,
    stream_command,
)
from ._records import ChunkResult

if TYPE_CHECKING:
    from ..urlpattern import URLPattern, URLPatternOptions

__all__ = ["pattern_chunk", "register", "unknown_init_keys"]

#: The pattern of the last chunk, kept for the next one (each worker process keeps its own).
_last: tuple[tuple[str, str | None, bool], URLPattern] | None = None


#: How deep a JSON pattern may nest (a ``URLPatternInit`` is one object of strings).
_MAX_JSON_DEPTH = 64


def _json_loads(source: str) -> Any:
    """``json.loads(source)``, refusing nesting deeper than ``_MAX_JSON_DEPTH`` before the
    decoder recurses.  Raises ``ValueError`` (bad JSON) or ``RecursionError`` (too deep)."""
    from webapi._bounded_json import loads as loads_bounded

    return loads_bounded(source, _MAX_JSON_DEPTH)


def _pattern(source: str, base: str | None, ignore_case: bool) -> URLPattern:
    """``new URLPattern(source, base, {ignoreCase})``; a ``source`` starting with ``{`` is a
    JSON ``URLPatternInit``.  Raises ``TypeError`` (also for bad JSON)."""
    global _last
    key = (source, base, ignore_case)
    if _last is not None and _last[0] == key:
        return _last[1]
    from ..urlpattern import URLPattern

    init: Any = source
    if source.lstrip().startswith("{"):
        try:
            init = _json_loads(source)
        except ValueError as error:
            raise TypeError(f"the pattern is not JSON: {error}") from None
        except RecursionError:  # json's decoder recurses into nested arrays and objects
            raise TypeError("the pattern's JSON is nested too deeply") from None
        if not isinstance(init, dict):
            raise TypeError("a JSON pattern must be an object (a URLPatternInit)")
    options: URLPatternOptions = {"ignoreCase": ignore_case}
    pattern: URLPattern
    if base is None:
        pattern = URLPattern(init, options)
    elif isinstance(init, dict):
        with_base: Any = {"baseURL": base, **init}
        pattern = URLPattern(with_base, options)
    else:
        pattern = URLPattern(init, base, options)
    _last = (key, pattern)
    return pattern


def pattern_chunk(
    inputs: list[str], *, source: str, base: str | None, ignore_case: bool, jsonl: bool
) -> ChunkResult:
    """One line per input: the captured groups as JSON, or an empty line; with ``jsonl`` a
    record with the whole ``exec()`` result."""
    import json  # on first use: normalize and validate never need it

    from ..urlpattern import COMPONENT_NAMES as COMPONENTS

    pattern = _pattern(source, base, ignore_case)
    constrained = [name for name in COMPONENTS if getattr(pattern, name) != "*"]
    lines = []
    matched = 0
    for input in inputs:
        result = pattern.exec(input, base) if base is not None else pattern.exec(input)
        matched += result is not None
        if jsonl:
            record = {"input": input, "match": result is not None, "result": result}
            lines.append(json.dumps(record, ensure_ascii=False))
        elif result is None:
            lines.append("")
        else:
            groups = {}
            for name in constrained:
                captured = result[name]["groups"]  # type: ignore[literal-required]
                if captured:
                    groups[name] = captured
            lines.append(json.dumps(groups, ensure_ascii=False))
    lines.append("")
    return ChunkResult("\n".join(lines), matched, len(inputs) - matched)


def unknown_init_keys(source: str) -> list[str]:
    """The keys of a JSON ``URLPatternInit`` that are none of its members: JavaScript ignores
    them (a misspelled ``pathnme`` matches every path), the command line warns."""
    from ..urlpattern import COMPONENT_NAMES as COMPONENTS

    if not source.lstrip().startswith("{"):
        return []
    try:
        init = _json_loads(source)
    except (ValueError, RecursionError):
        return []
    known = {*COMPONENTS, "baseURL"}
    return [key for key in init if key not in known] if isinstance(init, dict) else []


@command_help(
    """match URLs against a URLPattern and print what it captures

    For each input, the groups URLPattern(PATTERN, BASE).exec(input, BASE) captures, as JSON
    keyed by component (the components PATTERN constrains), or an empty line when it does
    not match.  PATTERN is a constructor string or a JSON URLPatternInit ('{"pathname":
    "/books/:id"}').  Exits 1 when some input does not match.
    """
)
def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        _pattern(args.pattern, args.base, args.ignore_case)
    except TypeError as error:
        shown = args.pattern if len(args.pattern) <= 80 else args.pattern[:80] + "…"
        parser.error(f"PATTERN {shown!r}: {error}")
    unknown = unknown_init_keys(args.pattern)
    if unknown:
        from ..urlpattern import COMPONENT_NAMES as COMPONENTS

        print(
            f"webapi pattern: warning: PATTERN has keys that are no URLPatternInit member, "
            f"ignored as JavaScript ignores them: {', '.join(map(repr, unknown))} (the members: "
            f"{', '.join((*COMPONENTS, 'baseURL'))})",
            file=sys.stderr,
        )
    options = options_of(args, "base", "ignore_case", "jsonl")
    function = partial(pattern_chunk, source=args.pattern, **options)
    return stream_command(args, function, "matched", "did not match")


def register(commands: Any) -> None:
    """Add the command to ``commands`` (an ``argparse`` subparsers object)."""
    command = add_command(commands, "pattern", _run)
    command.add_argument("pattern", metavar="PATTERN", help="the pattern")
    add_stream_arguments(command, encoding=False)
    command.add_argument("--ignore-case", action="store_true", help="the ignoreCase option")
    command.add_argument("--jsonl", action="store_true", help="print whole exec() results")
