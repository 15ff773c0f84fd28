"""The ``webapi mime`` and ``webapi sniff-type`` commands (registered by
``webapi.cli._main``).

``webapi mime VALUE...`` parses each ``Content-Type``-style value as the MIME Sniffing
Standard does and prints its record: the serialization, essence, type, subtype, parameters,
the encoding its ``charset`` names (Fetch's legacy extract an encoding: an Encoding Standard
name, or null) and the groups it belongs to; one JSON object for one value, else an array.
Exit status 1 when some value is not a MIME type.

``webapi sniff-type FILE... [--content-type V] [--nosniff] [--context C]`` prints each file's
computed MIME type (from its first 1445 bytes), a tab and the file name.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import Any

__all__ = ["mime_record", "register"]


def mime_record(value: str) -> dict[str, Any]:
    """The record ``webapi mime`` prints for ``value``."""
    from ..fetch import legacy_extract_an_encoding
    from ..mimesniff import mime_type_groups, parse_mime_type, serialize_mime_type

    record = parse_mime_type(value)
    if record is None:
        return {"input": value, "ok": False, "mimeType": None}
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


def _mime(args: argparse.Namespace) -> int:
    import json

    records = [mime_record(value) for value in args.values]
    document: Any = records[0] if len(records) == 1 else records
    json.dump(document, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0 if all(record["ok"] for record in records) else 1


def _sniff_type(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..mimesniff import RESOURCE_HEADER_LENGTH, serialize_mime_type, sniff

    status = 0
    for name in args.files:
        try:
            if name == "-":
                header = sys.stdin.buffer.read(RESOURCE_HEADER_LENGTH)
            else:
                with open(name, "rb") as file:
                    header = file.read(RESOURCE_HEADER_LENGTH)
        except OSError as error:
            print(f"webapi sniff-type: {name}: {error.strerror or error}", file=sys.stderr)
            status = 2
            continue
        computed = sniff(header, args.content_type, no_sniff=args.nosniff, context=args.context)
        shown = "undefined" if computed is None else serialize_mime_type(computed)
        print(f"{shown}\t{name}")
    return status


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object)."""
    from ..mimesniff._sniffing import CONTEXTS

    mime = commands.add_parser(
        "mime",
        help="parse MIME types (Content-Type values) as browsers do",
        description="Parse each VALUE as the MIME Sniffing Standard says and print its record "
        "(JSON): the serialization, essence, type, subtype, parameters, the encoding its charset "
        "names, and its MIME type groups. Exits 1 when a value is not a MIME type.",
    )
    mime.add_argument("values", nargs="+", metavar="VALUE", help="Content-Type values")
    mime.set_defaults(run=_mime)

    sniff_type = commands.add_parser(
        "sniff-type",
        help="print the computed MIME type of files, as a browser sniffs it",
        description="For each FILE print the computed MIME type a browser gives it (the MIME "
        "Sniffing Standard's algorithm over its first 1445 bytes), a tab and the file name.",
    )
    sniff_type.add_argument("files", nargs="+", metavar="FILE", help="files; '-' is standard input")
    sniff_type.add_argument(
        "--content-type", default=None, metavar="VALUE", help="the Content-Type header's value"
    )
    sniff_type.add_argument(
        "--nosniff", action="store_true", help="as X-Content-Type-Options: nosniff"
    )
    sniff_type.add_argument(
        "--context", default="browsing", choices=CONTEXTS, help="the context (default browsing)"
    )
    sniff_type.set_defaults(run=partial(_sniff_type, sniff_type))
