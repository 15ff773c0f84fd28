"""The ``webapi decode`` and ``webapi sniff`` commands (registered by ``webapi.cli._main``).

``webapi decode [--encoding LABEL | --sniff] [--content-type VALUE] FILE|-`` decodes a file
as a browser does and writes the text as UTF-8, streaming (64 KiB blocks through the
encoding's decoder): with ``--encoding`` the Encoding Standard's decode (a BOM wins over the
label), with ``--sniff`` (the default) HTML's encoding sniffing over the first block
(``--content-type`` is the HTTP header's value).

``webapi sniff FILE...`` prints each file's encoding, its confidence and the file name,
tab-separated, as HTML's encoding sniffing decides it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, BinaryIO

from ._command import add_command, add_content_type_argument, add_file_arguments, command_help
from ._io import cannot_read, print_for_file_heads

__all__ = ["register"]

_BLOCK = 1 << 16


def _open(name: str) -> BinaryIO:
    return sys.stdin.buffer if name == "-" else open(name, "rb")


@command_help(
    """decode a file as a browser does, writing UTF-8

    Decode FILE ('-': standard input) as a browser does and write the text as UTF-8: with
    --encoding, as that encoding (a byte order mark wins); else HTML's encoding sniffing
    decides (BOM, --content-type's charset, <meta> in the first 1024 bytes, --default).
    """
)
def _decode(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..encoding import bom_sniff, get_decoder, get_encoding
    from ..html import sniff_encoding

    encoding = None
    if args.encoding is not None:
        encoding = get_encoding(args.encoding)
        if encoding is None:
            parser.error(f"unknown encoding label {args.encoding!r}")
    try:
        source = _open(args.file)
    except OSError as error:
        return cannot_read("decode", args.file, error)
    with source:
        first = source.read(_BLOCK)
        bom = bom_sniff(first[:3])
        if bom is not None:
            encoding = bom
            first = first[3 if bom == "UTF-8" else 2 :]
        elif encoding is None:
            encoding = sniff_encoding(first, args.content_type, default=args.default).encoding
        decoder = get_decoder(encoding)
        out = sys.stdout.buffer
        block = first
        while block:
            out.write(decoder.decode(block).encode("utf-8"))
            block = source.read(_BLOCK)
        out.write(decoder.decode(b"", True).encode("utf-8"))
        out.flush()
    return 0


@command_help(
    """print the encoding HTML's encoding sniffing finds for files

    For each FILE print the encoding a browser decodes it with (HTML's encoding sniffing),
    its confidence (certain or tentative) and the file name.
    """
)
def _sniff(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..html import PRESCAN_LIMIT, sniff_encoding

    def describe(head: bytes) -> str:
        encoding, confidence = sniff_encoding(head, args.content_type, default=args.default)
        return f"{encoding}\t{confidence}"

    return print_for_file_heads("sniff", args.files, PRESCAN_LIMIT, describe)


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object)."""
    decode = add_command(commands, "decode", _decode)
    decode.add_argument("file", metavar="FILE", help="the file; '-' is standard input")
    chosen = decode.add_mutually_exclusive_group()
    chosen.add_argument("--encoding", metavar="LABEL", help="an Encoding Standard label")
    chosen.add_argument("--sniff", action="store_true", help="sniff the encoding (the default)")

    add_content_type_argument(decode)
    sniff = add_command(commands, "sniff", _sniff)
    add_file_arguments(sniff)
    for command in (decode, sniff):
        command.add_argument(
            "--default", default="windows-1252", metavar="LABEL", help="the fallback encoding"
        )
