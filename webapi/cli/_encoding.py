"""The ``webapi decode`` and ``webapi sniff`` commands (registered by ``webapi.cli._main``).

``webapi decode [--encoding LABEL | --sniff] [--content-type VALUE] FILE|-`` decodes a file
as a browser does and writes the text as UTF-8: with ``--encoding`` the Encoding Standard's
decode (a BOM wins over the label), with ``--sniff`` (the default) what
``webapi.html.decode_html`` gives (``--content-type`` is the HTTP header's value).  It streams
(64 KiB blocks through the encoding's decoder) when the encoding is certain (``--encoding``, a
BOM, a charset in ``--content-type``); a tentative one may change at a meta element the
parser inserts anywhere in the page (a ``<meta charset>`` in the head or the body, not one in
``<title>`` or a comment), so then ``decode_html`` reads the whole page.

Encoding labels (``--encoding``, ``--default``) are what the Python API takes
(``webapi.html.document_encoding``): Encoding Standard labels and, as an extension, Python
codec names of the encodings browsers have; the URL commands' ``--encoding`` takes the same.

``--show-encoding`` writes the encoding the text was decoded from to standard error, as
``webapi sniff`` prints a file's: the encoding, its confidence (certain: ``--encoding``, a
BOM, the content type's charset, or a ``<meta>`` later in the page that changed it;
tentative: a ``<meta>`` in the first 1,024 bytes or ``--default``) and the file name,
tab-separated.

``webapi sniff FILE...`` prints each file's encoding, its confidence and the file name,
tab-separated, as HTML's encoding sniffing decides it.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, BinaryIO

from ._command import (
    add_command,
    add_content_type_argument,
    add_file_arguments,
    command_help,
    default_encoding_option,
    encoding_option,
)
from ._io import cannot_read, print_for_file_heads, shown_name

__all__ = ["register"]

_BLOCK = 1 << 16


def _open(name: str) -> BinaryIO:
    return sys.stdin.buffer if name == "-" else open(name, "rb")


@command_help(
    """decode a file as a browser does, writing UTF-8

    Decode FILE ('-': standard input) as a browser does and write the text as UTF-8: with
    --encoding, as that encoding (a byte order mark wins); else as webapi.html.decode_html
    does: HTML's encoding sniffing (BOM, --content-type's charset, <meta> in the first 1024
    bytes, --default), and a tentative encoding changed by a <meta> found later in the page.
    With --show-encoding, say which encoding it used on standard error (as 'webapi sniff'
    prints it: the encoding, its confidence, the file name).
    """
)
def _decode(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..encoding import bom_sniff, get_decoder
    from ..html import decode_html, sniff_encoding

    def used(encoding: str, confidence: str) -> None:
        if args.show_encoding:
            print(f"{encoding}\t{confidence}\t{shown_name(args.file)}", file=sys.stderr)

    encoding = None
    if args.encoding is not None:
        encoding = encoding_option(parser, "--encoding", args.encoding)
    default = default_encoding_option(parser, args.default)
    try:
        source = _open(args.file)
    except OSError as error:
        return cannot_read("decode", args.file, error)
    out = sys.stdout.buffer
    with source:
        first = source.read(_BLOCK)
        if encoding is None:
            sniffed = sniff_encoding(first, args.content_type, default=default)
            if sniffed.confidence == "tentative":
                # A meta element anywhere in the page may change it: decode_html decides, over
                # the whole page (the one place where decoding does not stream).
                data = first + source.read()
                decoded = decode_html(data, args.content_type, default=default)
                out.write(decoded.text.encode())
                out.flush()
                # (a <meta> that changes the encoding makes it certain: "change the encoding")
                changed = decoded.encoding != sniffed.encoding
                used(decoded.encoding, "certain" if changed else "tentative")
                return 0
            encoding = sniffed.encoding  # certain: what decode_html keeps, streamed
        bom = bom_sniff(first[:3])
        if bom is not None:
            encoding = bom
            first = first[3 if bom == "UTF-8" else 2 :]
        used(encoding, "certain")
        decoder = get_decoder(encoding)
        block = first
        while block:
            out.write(decoder.decode(block).encode("utf-8"))
            block = source.read(_BLOCK)
        out.write(decoder.decode(b"", True).encode("utf-8"))
        out.flush()
    return 0


@command_help(
    """print the encoding HTML's encoding sniffing finds for files

    For each FILE print the encoding HTML's encoding sniffing algorithm gives it (BOM,
    --content-type's charset, <meta> in the first 1024 bytes, --default), its confidence
    (certain or tentative) and the file name; a <meta> later in the page may still change a
    tentative one, as 'webapi decode' does.
    """
)
def _sniff(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..html import PRESCAN_LIMIT, sniff_encoding

    default = default_encoding_option(parser, args.default)

    def describe(head: bytes) -> str:
        encoding, confidence = sniff_encoding(head, args.content_type, default=default)
        return f"{encoding}\t{confidence}"

    return print_for_file_heads("sniff", args.files, PRESCAN_LIMIT, describe)


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object)."""
    decode = add_command(commands, "decode", _decode)
    decode.add_argument("file", metavar="FILE", help="the file; '-' is standard input")
    chosen = decode.add_mutually_exclusive_group()
    chosen.add_argument(
        "--encoding",
        metavar="LABEL",
        help="an Encoding Standard label (or a Python codec name: cp932, latin-1, ...)",
    )
    chosen.add_argument("--sniff", action="store_true", help="sniff the encoding (the default)")
    decode.add_argument(
        "--show-encoding",
        action="store_true",
        help="write the encoding used, its confidence and FILE to standard error",
    )

    add_content_type_argument(decode)
    sniff = add_command(commands, "sniff", _sniff)
    add_file_arguments(sniff)
    for command in (decode, sniff):
        command.add_argument(
            "--default",
            default="windows-1252",
            metavar="LABEL",
            help="the fallback encoding, a label as --encoding takes (default windows-1252)",
        )
