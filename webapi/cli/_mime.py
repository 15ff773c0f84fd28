"""The ``webapi mime`` and ``webapi sniff-type`` commands (registered by
``webapi.cli._main``).

``webapi mime VALUE...`` parses each ``Content-Type``-style value as the MIME Sniffing
Standard does and prints its record: the serialization, essence, type, subtype, parameters,
the encoding its ``charset`` names (Fetch's legacy extract an encoding: an Encoding Standard
name, or null) and the groups it belongs to; one JSON object for one value, else an array.
A value that is not a MIME type has ``"ok": false`` and the reason in ``"error"``, also said
on standard error; the exit status is 1 then.

``webapi sniff-type FILE... [--content-type V] [--nosniff] [--context C]`` prints each file's
computed MIME type (from its first 1445 bytes), a tab and the file name.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ._command import add_command, add_file_arguments, command_help
from ._io import print_for_file_heads

__all__ = ["mime_record", "register"]


def mime_record(value: str) -> dict[str, Any]:
    """The record ``webapi mime`` prints for ``value``."""
    from ..fetch import legacy_extract_an_encoding
    from ..mimesniff import (
        mime_type_groups,
        parse_mime_type,
        serialize_mime_type,
        why_not_a_mime_type,
    )

    record = parse_mime_type(value)
    if record is None:
        return {"input": value, "ok": False, "mimeType": None, "error": why_not_a_mime_type(value)}
    return {
        "input": value,
        "ok": True,
        "mimeType": serialize_mime_type(record),
        "essence": record.essence,
        "type": record.type,
        "subtype": record.subtype,
        "parameters": dict(record.parameters),
        "charset": legacy_extract_an_encoding(record, "") or None,
        "groups": mime_type_groups(record),
    }


@command_help(
    """parse MIME types (Content-Type values) as browsers do

    Parse each VALUE as the MIME Sniffing Standard says and print its record (JSON): the
    serialization, essence, type, subtype, parameters, the encoding its charset names, and
    its MIME type groups. A value that is not a MIME type: why, in its record's "error" and
    on standard error, and exit status 1.
    """
)
def _mime(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    import json

    records = [mime_record(value) for value in args.values]
    document: Any = records[0] if len(records) == 1 else records
    json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    for record in records:
        if not record["ok"]:
            print(
                f"webapi mime: {record['input']!r} is not a MIME type: {record['error']}",
                file=sys.stderr,
            )
    return 0 if all(record["ok"] for record in records) else 1


@command_help(
    """print the computed MIME type of files, as a browser sniffs it

    For each FILE print the computed MIME type a browser gives it (the MIME Sniffing
    Standard's algorithm over its first 1445 bytes), a tab and the file name.
    """
)
def _sniff_type(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..mimesniff import RESOURCE_HEADER_LENGTH, serialize_mime_type, sniff

    def describe(header: bytes) -> str:
        computed = sniff(header, args.content_type, no_sniff=args.nosniff, context=args.context)
        return "undefined" if computed is None else serialize_mime_type(computed)

    return print_for_file_heads("sniff-type", args.files, RESOURCE_HEADER_LENGTH, describe)


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object)."""
    from ..mimesniff import SNIFFING_CONTEXTS

    mime = add_command(commands, "mime", _mime)
    mime.add_argument("values", nargs="+", metavar="VALUE", help="Content-Type values")

    sniff_type = add_command(commands, "sniff-type", _sniff_type)
    add_file_arguments(sniff_type)
    sniff_type.add_argument(
        "--nosniff", action="store_true", help="as X-Content-Type-Options: nosniff"
    )
    sniff_type.add_argument(
        "--context",
        default="browsing",
        choices=SNIFFING_CONTEXTS,
        help="the context (default browsing)",
    )
