"""The ``webapi text`` command (registered by ``webapi.cli._main``).

``webapi text PAGE [SELECTOR] [--url URL] [--content-type VALUE] [--default LABEL]
[--[no-]scripting]``: the text a reader of the page sees, as a browser's ``innerText`` gives
it (the page's ``<style>`` sheets cascaded: docs/text.md): the body's, or with ``SELECTOR`` each
selected element's, separated by a blank line. The page is read and parsed as ``webapi query``
reads it. Exit status: 0, 1 when ``SELECTOR`` selects nothing, 2 for a usage error (an invalid
selector, a ``--url`` that is not a URL, an unknown ``--default``, a page that cannot be read).
"""

from __future__ import annotations

import argparse
from typing import Any

from ._command import add_command, add_page_arguments, command_help, read_page
from ._io import open_output
from ._many import add_many_arguments

__all__ = ["register"]


@command_help(
    """print the text a reader of an HTML page sees (innerText, the page's style sheets applied)

    Parse PAGE (a file; '-': standard input) as 'webapi query' does (--content-type, a <meta>
    charset, --default; its URL --url, else the file's file: URL) and print its body's
    innerText: the text as a browser shows it, with line breaks at blocks, <br> and table rows,
    tabs between table cells, white space collapsed, and nothing of what the page's <style>
    sheets, hidden attributes and the HTML Standard's rendering rules hide. With SELECTOR,
    the innerText of each element it selects, a blank line between them (exit 1 when none).
    """
)
def _text(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..dom import DOMException
    from ._many import is_many, run_many

    if is_many([args.page], args):
        return run_many(parser, args, [args.page], lambda: _check_selector(parser, args), _records)
    document = read_page(parser, args, "text")
    if document is None:
        return 2
    if args.selector is None:
        element = document.body or document.documentElement
        elements = [] if element is None else [element]
    else:
        try:
            elements = list(document.querySelectorAll(args.selector))
        except DOMException as error:
            parser.error(f"invalid selector {args.selector!r}: {error.message}")
    out = open_output()  # UTF-8 whatever the locale
    out.write("\n\n".join(element.innerText for element in elements))
    if elements:
        out.write("\n")
    out.flush()
    return 0 if elements or args.selector is None else 1


def _records(document: Any, url: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """A page's record among many (``webapi.cli._many``): the text of its body, or of the
    elements SELECTOR selects (none where it selects nothing)."""
    selector = options["selector"]
    if selector is None:
        element = document.body or document.documentElement
        elements = [] if element is None else [element]
    else:
        elements = list(document.querySelectorAll(selector))
        if not elements:
            return []
    return [{"url": url, "text": "\n\n".join(element.innerText for element in elements)}]


def _check_selector(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """SELECTOR's usage error (an invalid selector), before any page is read."""
    from ..dom import DOMException
    from ..html import document_from_response

    if args.selector is None:
        return
    try:
        document_from_response(b"", "about:blank", "text/html").querySelectorAll(args.selector)
    except DOMException as error:
        parser.error(f"invalid selector {args.selector!r}: {error.message}")


def register(commands: Any) -> None:
    """Add ``webapi text`` to ``commands`` (an ``argparse`` subparsers object)."""
    command = add_command(commands, "text", _text)
    command.add_argument(
        "page",
        metavar="PAGE",
        help="an HTML file ('-' is standard input); a folder, a WARC file or a glob pattern: "
        "a record per page, with its url",
    )
    command.add_argument(
        "selector",
        metavar="SELECTOR",
        nargs="?",
        default=None,
        help="a CSS selector: the text of each element it selects (default: the body)",
    )
    add_page_arguments(
        command,
        url_help="the document's URL (the response's); default: the file's file: URL, "
        "about:blank for standard input",
        scripting_help="parse as a browser running scripts (the default: <noscript> hidden) "
        "or not (--no-scripting: <noscript>'s content shown)",
    )
    command.set_defaults(command_name="text")
    add_many_arguments(command)
