"""The ``webapi links`` command (registered by ``webapi.cli._main``).

``webapi links FILE... [--base URL] [--content-type VALUE] [--default LABEL]
[--[no-]scripting]`` prints the links
of each HTML file as ``webapi.html.links`` finds them: one JSON object per line (JSON Lines),
``file`` (the name as given) and the record's fields (``element``, ``attribute``, ``value``,
``url``, ``rel``, ``descriptor``), in tree order, file after file. The document's URL is
``--base`` when given (the URL the page was fetched from), else the file's own ``file:`` URL;
standard input (``-``) needs ``--base``.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ._command import (
    add_command,
    add_content_type_argument,
    command_help,
    default_encoding_option,
    document_url_option,
    file_url,
)
from ._io import read_file, shown_name

__all__ = ["register"]


@command_help(
    """print the links of HTML files as a browser's DOM resolves them (JSON Lines)

    For each FILE ('-': standard input) print every URL a browser's DOM resolves for the
    page, one JSON object per line: the file, the element, the attribute, the value, the
    resolved url (null where it does not parse), rel and the srcset descriptor. The page is
    decoded as a browser does (--content-type, --default) and parsed as HTML; URLs resolve
    against its first <base href>, else the document's URL: --base, or the file's own file:
    URL (standard input needs --base).
    """
)
def _links(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    import json

    from ..html import links

    default = default_encoding_option(parser, args.default)
    base = None if args.base is None else document_url_option(parser, "--base", args.base)
    if base is None and "-" in args.files:
        parser.error("standard input ('-') needs --base, the page's URL")
    status = 0
    out = sys.stdout
    for name in args.files:
        data = read_file("links", name)
        if data is None:
            status = 2
            continue
        shown = shown_name(name)
        url = base if base is not None else file_url(name)
        lines = [
            json.dumps({"file": shown, **link.to_dict()}, ensure_ascii=False)
            for link in links(
                data, url, args.content_type, default=default, scripting=args.scripting
            )
        ]
        if lines:
            out.write("\n".join(lines))
            out.write("\n")
    out.flush()
    return status


def register(commands: Any) -> None:
    """Add ``webapi links`` to ``commands`` (an ``argparse`` subparsers object)."""
    command = add_command(commands, "links", _links)
    command.add_argument(
        "files", nargs="+", metavar="FILE", help="HTML files; '-' is standard input"
    )
    command.add_argument(
        "--base",
        default=None,
        metavar="URL",
        help="the document's URL (where the page came from); default: the file's file: URL",
    )
    add_content_type_argument(command)
    command.add_argument(
        "--scripting",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="parse as a browser running scripts (the default: <noscript> holds text) or not "
        "(--no-scripting: the links inside <noscript> count)",
    )
    command.add_argument(
        "--default",
        default="windows-1252",
        metavar="LABEL",
        help="the fallback encoding, an encoding label (default windows-1252)",
    )
