"""The ``webapi query`` command (registered by ``webapi.cli._main``).

``webapi query PAGE SELECTOR [--xpath [--ns PREFIX=URI]...] [--html | --text | --attr NAME |
--prop NAME | --count] [--url URL] [--content-type VALUE] [--default LABEL] [--[no-]scripting]``:
the elements a browser's ``document.querySelectorAll(SELECTOR)`` finds in the page (with
``--xpath``, the nodes ``document.evaluate(SELECTOR, document)`` finds, in document order, or
its one number, string or boolean), in tree order, one JSON value per line (JSON Lines): each
element's ``outerHTML`` (the default, as htmlq and pup print the
matched HTML), ``textContent`` (``--text``: webapi lays nothing out, so there is no
``innerText``), an attribute's value as written (``--attr NAME``, null where the element has
none) or an IDL attribute's value as JavaScript's ``element[NAME]`` reads it (``--prop NAME``:
``href`` and ``src`` resolved against the document's base URL, ``checked``, ``value``; null
where the element has none), or only their number (``--count``).

The page is the response's bytes (a file, or ``-`` for standard input), decoded and parsed as
``webapi.html.document_from_response`` does with ``--content-type`` (the response's
``Content-Type`` header) and ``--default``; its URL is ``--url`` (the response's URL), else the
file's own ``file:`` URL, else (standard input) ``about:blank``. Exit status: 0 when some
element matched, 1 when none did (as ``grep``), 2 for a usage error: an invalid selector (the
SyntaxError's message, no traceback), a ``--url`` that is not a URL, an unknown ``--default``,
a ``--prop`` whose value is not a string, number or boolean, a page that cannot be read.
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from ._command import (
    add_command,
    add_page_arguments,
    command_help,
    read_page,
)
from ._io import open_output
from ._many import add_many_arguments

__all__ = ["register"]


def _select(parser: argparse.ArgumentParser, document: Any, args: argparse.Namespace) -> Any:
    """What SELECTOR selects in ``document``: the query's one place of what the expression is.
    A CSS selector list: the elements, in tree order. With ``--xpath``, an XPath 1.0
    expression (``webapi.xpath.select`` from the document, prefixes by ``--ns``): its nodes
    in document order, or its number, string or boolean. An invalid one (or a prefix
    without a namespace) is a usage error with the ``DOMException``'s message."""
    from ..dom import DOMException

    try:
        if args.xpath:
            from ..xpath import select

            return select(document, args.selector, _namespaces(parser, args.ns))
        return list(document.querySelectorAll(args.selector))
    except DOMException as error:
        parser.error(f"argument SELECTOR: {error.message}")


def _check_selector(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """SELECTOR's usage error (an invalid selector or XPath), before any page is read."""
    from ..html import document_from_response

    _select(parser, document_from_response(b"", "about:blank", "text/html"), args)


def _records(document: Any, url: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """A page's records among many (``webapi.cli._many``): each node's value with the page's
    URL, or the count, or an XPath number, string or boolean; a usage error raises
    ``PageUsageError`` (in the worker process that met it)."""
    from ._many import Errors

    args = argparse.Namespace(**options)
    errors: Any = Errors()
    found = _select(errors, document, args)
    if not isinstance(found, list):  # an XPath number, string or boolean
        return [{"url": url, "value": _property_number(found)}]
    if args.output == "count":
        return [{"url": url, "count": len(found)}]
    return [{"url": url, "value": _value(errors, node, args)} for node in found]


def _namespaces(parser: argparse.ArgumentParser, given: list[str]) -> dict[str, str]:
    """``--ns PREFIX=URI`` options as a map."""
    namespaces = {}
    for item in given:
        prefix, equals, uri = item.partition("=")
        if not equals or not prefix or not uri:
            parser.error(f"argument --ns: {item!r} is not PREFIX=URI")
        namespaces[prefix] = uri
    return namespaces


#: What JSON writes as itself: JavaScript's string, number, boolean and null.
_SCALARS = (str, bool, int, float, type(None))


def _property(parser: argparse.ArgumentParser, element: Any, name: str) -> Any:
    """``element[name]`` as JavaScript reads it: an IDL attribute of the element's interface
    (a Python ``property`` of its class: ``href``, ``checked``, ``tagName``), None (JavaScript's
    ``undefined``) where its interface has none; a value JSON cannot write as a string, number,
    boolean or null (``classList``, ``parentNode``) is a usage error."""
    from ..dom import DOMException

    member = None if name.startswith("_") else getattr(type(element), name, None)
    if not isinstance(member, property):
        return None
    try:
        value = getattr(element, name)
    except DOMException as error:  # a getter that throws in JavaScript too
        parser.error(f"argument --prop: reading {name!r} throws {error.name}: {error.message}")
    if not isinstance(value, _SCALARS):
        parser.error(
            f"argument --prop: {name!r} is a {type(value).__name__}, not a string, number "
            "or boolean (--attr reads an attribute as written)"
        )
    return _property_number(value)


def _property_number(value: Any) -> Any:
    """A value as ``JSON.stringify`` writes it: a number NaN or infinite as null, an integral
    one (-0 too) without a fraction; anything else as it is."""
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        if value.is_integer() and abs(value) < 1e21:
            return int(value)
    return value


def _value(parser: argparse.ArgumentParser, element: Any, args: argparse.Namespace) -> Any:
    """What is printed for ``element`` (with ``--xpath``, any node: one that is not an element,
    an attribute or a text node, prints its ``textContent``, or null for ``--attr`` and
    ``--prop``)."""
    if element.nodeType != 1:
        return None if args.attr is not None or args.prop is not None else element.textContent
    if args.attr is not None:
        return element.getAttribute(args.attr)
    if args.prop is not None:
        return _property(parser, element, args.prop)
    if args.output == "text":
        return element.textContent
    return element.outerHTML


@command_help(
    """print what a CSS selector selects in an HTML page, as a browser's DOM has it (JSON Lines)

    Parse PAGE (a file; '-': standard input) as a browser builds the document of an HTML
    response: decoded with --content-type (the response's Content-Type header), a <meta>
    charset and --default, its URL --url (the response's URL; default: the file's file: URL,
    about:blank for standard input). Then print each element that
    document.querySelectorAll(SELECTOR) finds, in tree order, one JSON value per line: its
    outerHTML (the default, or --html), its textContent (--text), an attribute as written
    (--attr NAME: null where absent), the IDL attribute JavaScript reads as element[NAME]
    (--prop NAME: href and src resolved against the base URL; null where the element has
    none), or only how many (--count). With --xpath, SELECTOR is an XPath 1.0 expression
    (document.evaluate's, HTML's name rules; --ns PREFIX=URI for prefixes): its nodes in
    document order (an attribute or a text node printed as its text), or its number, string
    or boolean as one value. Exit 1 when nothing matches; an invalid selector is a usage
    error (exit 2).
    """
)
def _query(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    import json

    from ._many import is_many, run_many

    pages = args.page
    if is_many(pages, args):
        return run_many(parser, args, pages, lambda: _check_selector(parser, args), _records)
    args.page = pages[0]
    document = read_page(parser, args, "query")
    if document is None:
        return 2
    found = _select(parser, document, args)
    out = open_output()  # UTF-8 whatever the locale
    if not isinstance(found, list):  # an XPath number, string or boolean: printed as it is
        out.write(json.dumps(_property_number(found), ensure_ascii=False) + "\n")
        out.flush()
        return 0
    if args.output == "count":
        out.write(f"{len(found)}\n")
    else:
        # Every value first: a --prop that JSON cannot write stops before any output.
        values = [_value(parser, element, args) for element in found]
        out.write("".join(json.dumps(value, ensure_ascii=False) + "\n" for value in values))
    out.flush()
    return 0 if found else 1


def register(commands: Any) -> None:
    """Add ``webapi query`` to ``commands`` (an ``argparse`` subparsers object)."""
    command = add_command(commands, "query", _query)
    command.add_argument(
        "page",
        metavar="PAGE",
        nargs="+",
        help="an HTML file ('-' is standard input); more than one, a folder, a WARC file "
        "or a glob pattern: a record per answer, with the page's url",
    )
    command.add_argument(
        "selector", metavar="SELECTOR", help="a CSS selector (a list), or with --xpath an XPath"
    )
    command.add_argument(
        "--xpath",
        action="store_true",
        help="SELECTOR is an XPath 1.0 expression, evaluated from the document as "
        "document.evaluate does (its nodes in document order; a number, string or boolean "
        "printed as one value)",
    )
    command.add_argument(
        "--ns",
        action="append",
        default=[],
        metavar="PREFIX=URI",
        help="with --xpath: the namespace of a prefix (repeatable; SVG needs one in HTML)",
    )
    output = command.add_mutually_exclusive_group()
    output.add_argument(
        "--html",
        dest="output",
        action="store_const",
        const="html",
        help="each element's outerHTML (the default)",
    )
    output.add_argument(
        "--text", dest="output", action="store_const", const="text", help="its textContent"
    )
    output.add_argument(
        "--attr", metavar="NAME", help="its attribute NAME as written (null where absent)"
    )
    output.add_argument(
        "--prop",
        metavar="NAME",
        help="its IDL attribute NAME as JavaScript's element[NAME] reads it (href resolved, "
        "checked, value...; null where the element has none)",
    )
    output.add_argument(
        "--count",
        dest="output",
        action="store_const",
        const="count",
        help="only the number of elements",
    )
    command.set_defaults(output="html", command_name="query")
    add_many_arguments(command)
    add_page_arguments(
        command,
        url_help="the document's URL (the response's): the base of relative URLs; default: "
        "the file's file: URL, about:blank for standard input",
        scripting_help="parse as a browser running scripts (the default: <noscript> holds "
        "text) or not (--no-scripting: the elements inside <noscript> are there to select)",
    )
