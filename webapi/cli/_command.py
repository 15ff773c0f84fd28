"""What the streaming subcommands share: their input arguments (``INPUT...``, ``-``,
``--file``, ``--base``, ``--jobs``, ``--progress``) and running a chunk function over the
inputs to standard output, with a summary and the exit status.

Every streaming subcommand writes one output line per input line, in input order, in constant
memory; ``--jobs N`` spreads the work over N processes.  Exit status: 0 when every input
succeeded, 1 when some failed, 2 for usage errors (argparse's, and an input file that cannot
be read: ``_main`` reports it).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from functools import partial
from typing import Any, TextIO

from . import _io, _stream

__all__ = [
    "MAX_JOBS",
    "URL_INPUTS",
    "add_command",
    "add_content_type_argument",
    "add_file_arguments",
    "add_stream_arguments",
    "check_stream_arguments",
    "command_help",
    "default_encoding_option",
    "document_url_option",
    "encoding_option",
    "file_url",
    "options_of",
    "stream_command",
]

_Run = Callable[[argparse.ArgumentParser, argparse.Namespace], int]

#: The ``INPUT...`` help of the streaming commands that read URL strings.
URL_INPUTS = "URL strings; none or '-' reads standard input"


def add_command(
    commands: Any,
    name: str,
    run: _Run,
) -> argparse.ArgumentParser:
    """The subcommand ``name`` added to ``commands`` (an ``argparse`` subparsers object),
    which calls ``run(its parser, args)``; the caller adds its arguments.  ``run``'s
    ``__doc__`` (set by :func:`command_help`) is the command's help: its first paragraph the
    line in ``webapi --help``, the rest the description in ``webapi NAME --help``."""
    summary, _, description = (run.__doc__ or "").partition("\n\n")
    parser: argparse.ArgumentParser = commands.add_parser(
        name, help=" ".join(summary.split()), description=" ".join(description.split())
    )
    parser.set_defaults(run=partial(run, parser))
    return parser


def command_help(text: str) -> Callable[[_Run], _Run]:
    """A decorator that makes ``text`` a command function's ``__doc__``: written as an
    argument rather than as a docstring, the help survives ``python -OO``, which drops
    docstrings."""

    def decorate(run: _Run) -> _Run:
        run.__doc__ = text
        return run

    return decorate


def add_file_arguments(parser: argparse.ArgumentParser) -> None:
    """``FILE...`` and ``--content-type VALUE``, for the commands that sniff files."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="files; '-' is standard input")
    add_content_type_argument(parser)


def add_content_type_argument(parser: argparse.ArgumentParser) -> None:
    """``--content-type VALUE``, for the commands that read files as a browser does."""
    parser.add_argument(
        "--content-type",
        type=_header_value,
        default=None,
        metavar="VALUE",
        help="the Content-Type header's value (bytes: code points up to U+00FF)",
    )


def _header_value(text: str) -> str:
    """``--content-type``: a header value is a byte sequence, each code point up to U+00FF a
    byte (Infra's isomorphic encode); another is a usage error, as the library's
    ``TypeError`` says."""
    for index, char in enumerate(text):
        # (Surrogates: bytes that were not UTF-8, which main() reports as such.)
        if ord(char) > 0xFF and not 0xD800 <= ord(char) <= 0xDFFF:
            raise argparse.ArgumentTypeError(
                f"a header value is bytes: {char!r} (U+{ord(char):04X}) at index {index} "
                "is above U+00FF"
            )
    return text


def options_of(args: argparse.Namespace, *names: str) -> dict[str, Any]:
    """The arguments ``names`` of ``args`` as keywords for a chunk function."""
    return {name: getattr(args, name) for name in names}


def add_stream_arguments(
    parser: argparse.ArgumentParser, *, inputs_help: str = URL_INPUTS, encoding: bool = True
) -> None:
    """``INPUT...``, ``--file F``, ``--base B``, ``--encoding E`` (unless ``encoding`` is
    false), ``--jobs N`` and ``--[no-]progress``; :func:`check_stream_arguments` checks them
    before the command runs."""
    parser.add_argument("inputs", nargs="*", metavar="INPUT", help=inputs_help)
    parser.add_argument(
        "--file", action="append", default=[], metavar="F", help="read one input per line from F"
    )
    parser.add_argument("--base", default=None, help="a base URL to resolve inputs against")
    if encoding:
        parser.add_argument(
            "--encoding",
            default="UTF-8",
            help="the encoding of the document the URLs come from (any Encoding Standard "
            "label or Python codec name, as webapi.html's encoding= takes: cp932, latin-1, "
            "...); it changes the query of special URLs, as in a browser",
        )
    parser.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        metavar="N",
        help=f"spread the work over N processes (1 to {MAX_JOBS})",
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="a summary on standard error, and a progress bar when standard output is not "
        "that terminal (default: when standard error is a terminal)",
    )
    # main() checks them (check_stream_arguments) before the command runs.
    parser.set_defaults(check_arguments=check_stream_arguments)


#: The most processes ``--jobs`` starts (each holds four pipe ends in this process).
MAX_JOBS = 256


def _jobs(text: str) -> int:
    """``--jobs N``: a whole number from 1 to ``MAX_JOBS`` (else argparse's usage error)."""
    try:
        jobs = int(text)
    except ValueError:  # not a number, or more digits than Python converts
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
    if not 1 <= jobs <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"must be from 1 to {MAX_JOBS}, not {text[:40]}")
    return jobs


def encoding_option(parser: argparse.ArgumentParser, option: str, label: str) -> str:
    """The encoding ``label`` names for ``option`` (``--encoding``, ``--default``), by the
    rule of the Python API (``webapi.html.document_encoding``: an Encoding Standard label, or
    as an extension a Python codec name such as ``cp932`` that stands for one); an unknown
    label is a usage error (exit 2), never windows-1252 in silence."""
    from ..html import document_encoding

    try:
        return document_encoding(label)
    except LookupError as error:
        parser.error(f"{option}: {error}")


def default_encoding_option(parser: argparse.ArgumentParser, label: str) -> str:
    """``--default``: the fallback encoding of HTML's sniffing that ``label`` names
    (:func:`encoding_option`); the replacement encoding, which no document falls back to,
    is a usage error."""
    found = encoding_option(parser, "--default", label)
    if found == "replacement":  # no label of it is one decode_html's default= takes
        parser.error(f"--default: {label!r} names the replacement encoding, no document's default")
    return found


def document_url_option(parser: argparse.ArgumentParser, option: str, text: str) -> Any:
    """A document's URL given as ``option`` (``--base``, ``--url``): its URL record; one
    that does not parse is a usage error."""
    from ..url import basic_url_parse

    record = basic_url_parse(text)
    if record is None:
        parser.error(f"argument {option}: {text!r} is not a URL")
    return record


def file_url(name: str) -> Any:
    """The ``file:`` URL record of the file ``name`` (its absolute path): the document URL of
    a page read from a file, so that its relative links resolve beside it."""
    import os
    from pathlib import Path

    from ..url import basic_url_parse

    return basic_url_parse(Path(os.path.abspath(name)).as_uri())


def add_page_arguments(parser: argparse.ArgumentParser, url_help: str, scripting_help: str) -> None:
    """The options of a command that parses one HTML page (``webapi query``, ``webapi text``):
    ``--url``, ``--content-type``, ``--default`` and ``--[no-]scripting`` (read by
    :func:`read_page`)."""
    parser.add_argument("--url", default=None, metavar="URL", help=url_help)
    add_content_type_argument(parser)
    parser.add_argument(
        "--default",
        default="windows-1252",
        metavar="LABEL",
        help="the fallback encoding, an encoding label (default windows-1252)",
    )
    parser.add_argument(
        "--scripting",
        action=argparse.BooleanOptionalAction,
        default=True,
        help=scripting_help,
    )


def read_page(parser: argparse.ArgumentParser, args: argparse.Namespace, command: str) -> Any:
    """The ``Document`` of the page ``args.page`` (a file; ``-``: standard input) as
    ``document_from_response`` makes it with the options of :func:`add_page_arguments` (its
    URL ``--url``, else the file's ``file:`` URL, ``about:blank`` for standard input), or None
    where the file cannot be read (said on standard error)."""
    from ..html import document_from_response

    default = default_encoding_option(parser, args.default)
    if args.url is not None:
        url = document_url_option(parser, "--url", args.url)
    else:
        url = "about:blank" if args.page == "-" else file_url(args.page)
    data = _io.read_file(command, args.page)
    if data is None:
        return None
    return document_from_response(
        data, url, args.content_type, default=default, scripting=args.scripting
    )


def check_stream_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Usage errors (exit 2): a ``--base`` that does not parse, an unknown ``--encoding``
    (``--jobs`` out of range is argparse's).  ``--encoding`` is replaced by the encoding it
    names (:func:`encoding_option`)."""
    from ..url import URL

    if args.base is not None and URL.parse(args.base) is None:
        parser.error(f"--base {args.base!r} is not a URL")
    encoding = getattr(args, "encoding", "UTF-8")
    if encoding != "UTF-8":
        found = encoding_option(parser, "--encoding", encoding)
        # A replacement document's URLs are UTF-8 (https://encoding.spec.whatwg.org/#get-an-output-encoding),
        # and "replacement" is no label the URL parser takes.
        args.encoding = "UTF-8" if found == "replacement" else found


def stream_command(
    args: argparse.Namespace,
    function: _stream.ChunkFunction,
    verb: str,
    failed: str | None = None,
    out: TextIO | None = None,
) -> int:
    """Run ``function`` over the inputs ``args`` names, writing to ``out`` (standard output);
    on a terminal the summary (``verb`` says what was done) and a progress bar (unless the
    output goes to that terminal too: the two would mix), else ``failed`` (say, "did not
    parse") with the count on standard error when some input failed."""
    if out is None:
        out = _io.open_output()
    source = _io.InputSource(args.inputs, args.file)
    progress = args.progress if args.progress is not None else sys.stderr.isatty()
    show_bar = not _io.output_on_the_terminal()
    totals = _stream.run(
        source, function, out, jobs=args.jobs, progress=progress, show_bar=show_bar
    )
    if isinstance(out, _io.JoinedOutput):
        out.end()  # the closing "]" before the summary
    if progress:
        print(totals.summary(verb), file=sys.stderr)
    elif totals.failed and failed is not None:
        inputs = "input" if totals.failed == 1 else "inputs"
        print(f"webapi: {totals.failed:,} {inputs} {failed}", file=sys.stderr)
    return 1 if totals.failed else 0
