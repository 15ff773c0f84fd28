"""The ``webapi audit`` and ``webapi canonicalize`` commands (registered by ``webapi.cli._main``).

Both stream like ``normalize``: inputs are arguments, ``-`` or ``--file F`` (one per line),
one output line per input line, in order, ``--jobs N``.

``webapi audit INPUT... [--base B] [--jsonl | --json]`` prints, for each input, ``same`` or
``differs`` (``failure`` when no parser parses it), the input, and where ``urllib.parse``,
``urllib3``, ``httpx``, ``yarl`` and ``rfc3986`` (those installed) see another scheme, host,
port or path than a browser; it exits 1 when any input differs.

``webapi canonicalize INPUT... [--base B] [--keep-fragment] [--no-sort-query]
[--no-decode-unreserved] [--remove-param NAME]... [--jsonl]`` prints each input's
de-duplication key; an input that does not parse gives an empty line, is counted on standard
error and makes the exit status 1.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import Any

from ._command import (
    add_command,
    add_stream_arguments,
    command_help,
    options_of,
    stream_command,
)
from ._records import ChunkResult

__all__ = ["audit_chunk", "canonicalize_chunk", "register"]


def audit_chunk(inputs: list[str], *, base: str | None, jsonl: bool) -> ChunkResult:
    """One line per input: the verdict, the input (its controls as Control Pictures), the
    findings (or the parsers that agree); or, with ``jsonl``, the report as JSON."""
    import json  # on first use: normalize and validate never need it

    from ..security import audit
    from ._text import visible

    lines = []
    same = 0
    for input in inputs:
        report = audit(input, base)
        same += not report
        if jsonl:
            lines.append(json.dumps(report.to_json(), ensure_ascii=False))
            continue
        shown = visible(input)  # one line, its columns columns
        if report:
            details = "; ".join(str(finding) for finding in report.findings)
            lines.append(f"differs\t{shown}\t{visible(details)}")
        elif report.browser.error is not None:
            lines.append(f"failure\t{shown}\t{visible(str(report.browser.error))}")
        else:
            lines.append(f"same\t{shown}\t{', '.join(report.parsers) or 'no parser'}")
    lines.append("")
    return ChunkResult("\n".join(lines), same, len(inputs) - same)


@command_help(
    """show where other Python URL parsers see another scheme, host, port or path

    For each input: 'same', 'differs' or 'failure', the input, then where other installed
    Python parsers see another scheme, host, port or path than a browser. Exits 1 when any
    input differs.
    """
)
def _audit(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    import json  # on first use: normalize and validate never need it

    from ..security import audit

    missing = audit("http://a.example/").missing
    if missing:
        sys.stderr.write(f"webapi audit: not installed: {', '.join(missing)}\n")
    if args.json:  # one JSON array: all reports in memory
        from ._io import InputSource

        reports = [audit(line, args.base) for line in InputSource(args.inputs, args.file).lines()]
        json.dump([r.to_json() for r in reports], sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 1 if any(reports) else 0
    function = partial(audit_chunk, **options_of(args, "base", "jsonl"))
    return stream_command(args, function, "audited", "seen differently by another parser")


def canonicalize_chunk(
    inputs: list[str], *, base: str | None, jsonl: bool, **options: Any
) -> ChunkResult:
    """One key per input (an empty line where it does not parse); or, with ``jsonl``, a
    record ``{"input", "key", "error"}``."""
    import json  # on first use: normalize and validate never need it

    from ..crawl import canonicalize
    from ..url import URLParseError

    lines = []
    ok = 0
    for input in inputs:
        try:
            key: str | None = canonicalize(input, base, **options)
            error = None
            ok += 1
        except URLParseError as failure:
            key, error = None, str(failure)
        if jsonl:
            record = {"input": input, "key": key, "error": error}
            lines.append(json.dumps(record, ensure_ascii=False))
        else:
            lines.append(key or "")
    lines.append("")
    return ChunkResult("\n".join(lines), ok, len(inputs) - ok)


@command_help(
    """print each URL's canonical form, a key for de-duplication

    Print each input's canonical form (a key for de-duplication), one output line per input
    line; an input that does not parse gives an empty line and is counted on standard error.
    """
)
def _canonicalize(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    options = options_of(args, "base", "jsonl", "keep_fragment", "sort_query", "decode_unreserved")
    function = partial(canonicalize_chunk, remove_params=tuple(args.remove_param), **options)
    return stream_command(args, function, "canonicalized", "did not parse")


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object); each sets
    ``run`` to its function."""
    audit = add_command(commands, "audit", _audit)
    add_stream_arguments(audit, encoding=False)
    formats = audit.add_mutually_exclusive_group()
    formats.add_argument("--jsonl", action="store_true", help="print one JSON report per line")
    formats.add_argument("--json", action="store_true", help="print the reports as a JSON array")

    canon = add_command(commands, "canonicalize", _canonicalize)
    add_stream_arguments(canon, encoding=False)
    canon.add_argument("--keep-fragment", action="store_true", help="keep the fragment")
    canon.add_argument(
        "--no-sort-query", dest="sort_query", action="store_false", help="keep parameter order"
    )
    canon.add_argument(
        "--no-decode-unreserved",
        dest="decode_unreserved",
        action="store_false",
        help="keep percent-encoded unreserved characters as they are",
    )
    canon.add_argument(
        "--remove-param",
        action="append",
        default=[],
        metavar="NAME",
        help="drop query parameters with this name (NAME* for a prefix); repeatable",
    )
    canon.add_argument("--jsonl", action="store_true", help="print records instead of keys")
