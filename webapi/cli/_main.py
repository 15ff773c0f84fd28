"""``webapi``: argument parsing and the subcommands.

Exit status: 0 when every input succeeded; 1 when some input failed (did not parse, or for
``validate`` is not a valid URL string); 2 for a usage error (bad arguments, an argument that
is not UTF-8, an unparsable ``--base``, an unknown encoding label) or an input that cannot be
read or an output that cannot be written (``> /dev/full``).  A closed pipe ends the command
quietly with 0, a Ctrl-C with 130.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, TextIO, cast

from . import _io, _records, _text
from ._command import add_stream_arguments, stream_command

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = ["main"]

EXAMPLES = """\
examples:
  webapi url 'HTTPS://EXAMPLE.com/a/../b?q=1 2'
  webapi url --format text 'http://exa mple.com/'
  webapi url --format jsonl --fields href,host - < urls.txt
  webapi normalize --file urls.txt --jobs 2 > hrefs.txt
  webapi validate - < urls.txt
  webapi canonicalize --remove-param 'utm_*' --file urls.txt
  webapi pattern 'https://example.com/books/:id' --file urls.txt
  webapi mime 'text/html; charset="Shift_JIS"'
  webapi sniff-type --content-type text/plain download.bin
  webapi decode --content-type 'text/html; charset=shift_jis' page.html > page.txt
  webapi sniff *.html
  webapi cookies --jar log.tsv
  webapi links --base https://example.com/page.html page.html
  webapi query --url https://example.com/page.html page.html 'a[href]' --prop href
  curl -s https://example.com/ | webapi query - 'h1, h2' --text

exit status: 0 all inputs ok, 1 some input failed, 2 usage error (or an input that cannot be
read, an output that cannot be written), 130 interrupted
"""


def _version() -> str:
    from .. import __version__

    return __version__


class _Parser(argparse.ArgumentParser):
    """argparse's parser, except that ``--help`` and ``--version`` do not hide an output that
    cannot be written (argparse ignores the error and exits 0): the ``OSError`` reaches
    ``main``.  Its subcommands' parsers are of this class too."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            out = file or sys.stderr
            out.write(message)
            flush = getattr(out, "flush", None)
            if flush is not None:
                flush()


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="webapi",
        description="Browser-faithful Web APIs from the command line: URLs parsed, normalized, "
        "validated, canonicalized, audited against other Python parsers and matched against "
        "URLPatterns as the WHATWG URL and URL Pattern Standards (and browsers) do; MIME types "
        "parsed, and files' MIME types sniffed, as the MIME Sniffing Standard does; pages' "
        "encodings sniffed, pages decoded and their links resolved as the HTML and Encoding "
        "Standards say; pages queried with CSS selectors as a browser's DOM answers "
        "querySelectorAll; Set-Cookie logs replayed through a browser's cookie jar (RFC 6265bis).  "
        "Arguments are UTF-8 text (file names excepted); input lines read from files and "
        "standard input are decoded as UTF-8, bad bytes becoming U+FFFD.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"webapi {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    url = commands.add_parser(
        "url",
        help="parse URLs and print their components",
        description="Parse each INPUT (against --base) and print its record: input, base, ok, "
        "the components, searchParams, validationErrors and error.  INPUT '-' reads one input "
        "per line from standard input.",
    )
    add_stream_arguments(url, inputs_help="URL strings; '-' reads standard input")
    url.add_argument(
        "--format",
        choices=("json", "jsonl", "text"),
        default=None,
        help="json: one object for a single INPUT, else an array (the default); jsonl: one "
        "record per line (streams); text: for people",
    )
    url.add_argument(
        "--fields",
        default=None,
        metavar="F1,F2",
        help=f"the fields of each record, from {','.join(_records.RECORD_FIELDS)}",
    )

    normalize = commands.add_parser(
        "normalize",
        help="print each input's href (one line per input line)",
        description="Print the href of each input, one output line per input line, in order; "
        "an input that does not parse gives an empty line and is counted on standard error.",
    )
    add_stream_arguments(normalize)
    normalize.add_argument("--jsonl", action="store_true", help="print records instead of hrefs")

    validate = commands.add_parser(
        "validate",
        help="check that inputs are valid URL strings",
        description="For each input print 'valid', 'invalid' (it parses, with validation "
        "errors) or 'failure' (it does not parse), the input, and each error in words.  Exits "
        "1 when any input is not a valid URL string.",
    )
    add_stream_arguments(validate)
    validate.add_argument("--jsonl", action="store_true", help="print records instead")

    from . import _cookies, _encoding, _links, _mime, _pattern, _query, _url_tools, _visible

    _url_tools.register(commands)  # webapi audit, webapi canonicalize
    _pattern.register(commands)  # webapi pattern
    _mime.register(commands)  # webapi mime, webapi sniff-type
    _encoding.register(commands)  # webapi decode, webapi sniff
    _cookies.register(commands)  # webapi cookies
    _links.register(commands)  # webapi links
    _query.register(commands)  # webapi query
    _visible.register(commands)  # webapi text
    for command in commands.choices.values():
        # Its own usage line for its option errors, not the top level's.
        command.set_defaults(command_parser=command)
    return parser


def _options(
    parser: argparse.ArgumentParser, args: argparse.Namespace, fields: str | None
) -> _records.Options:
    chosen: tuple[str, ...] = _records.RECORD_FIELDS
    if fields is not None:
        chosen = tuple(name.strip() for name in fields.split(",") if name.strip())
        unknown = [name for name in chosen if name not in _records.RECORD_FIELDS]
        if unknown:
            parser.error(f"unknown fields {unknown}; choose from {_records.RECORD_FIELDS}")
    return _records.Options(args.base, args.encoding, chosen)


def _url_command(args: argparse.Namespace, options: _records.Options) -> int:
    """``webapi url``: one JSON object for a single argument; else, streaming, a JSON array
    written record by record, JSON Lines or text."""
    if args.format == "jsonl":
        return stream_command(args, partial(_records.records_chunk, options=options), "parsed")
    out = _io.open_output()
    if args.format == "text":
        function = partial(_records.text_chunk, options=options, colour=_text.use_colour(out))
        joined = _io.JoinedOutput(out, "\n", "", "", "")
    else:
        single = len(args.inputs) == 1 and args.inputs != ["-"] and not args.file
        if single:
            import json  # on first use: normalize and validate never need it

            record = _records.record(args.inputs[0], options)
            json.dump(record, out, indent=2, ensure_ascii=False)
            out.write("\n")
            out.flush()
            # Why it failed, for the person at the terminal (the JSON has it too).
            if not record["ok"]:
                sys.stderr.write(_records.explain_failure(args.inputs[0], options.base))
            return 0 if record["ok"] else 1
        function = partial(_records.json_array_chunk, options=options)
        joined = _io.JoinedOutput(out, ",", "[", "\n]\n", "[]\n")
    return stream_command(args, function, "parsed", out=cast(TextIO, joined))


def _parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line parsed: the command, then its arguments, positionals and options in
    any order (``webapi normalize a --base B c`` reads two inputs)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    args, unknown = _parser().parse_known_args(arguments)
    if unknown:
        # argparse fills INPUT... (or FILE...) from the positionals before the command's
        # first option only, leaving c over above.  The command's own parser, reading them
        # intermixed, adds those to the others, and what is really unknown is an error with
        # the command's usage line.
        command = args.command
        rest = arguments[arguments.index(command) + 1 :]
        args = args.command_parser.parse_intermixed_args(rest)
        args.command = command
    return args


#: The arguments that name files: paths, taken as the system gives them (any bytes).
_PATH_ARGUMENTS = frozenset({"file", "files", "page"})


def _check_text_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """A usage error (exit 2) for an argument that is not UTF-8 text, naming it: the bytes
    Python could not decode (``surrogateescape`` makes them U+DC80 to U+DCFF; on Windows a
    lone UTF-16 surrogate) would be echoed raw, and the output would not be UTF-8.  File
    names are exempt: they are opened as they are."""
    for action in parser._actions:
        if action.dest in _PATH_ARGUMENTS or action.dest == argparse.SUPPRESS:
            continue
        value = getattr(args, action.dest, None)
        for text in value if isinstance(value, list) else [value]:
            if not isinstance(text, str) or text.isascii():
                continue
            try:
                text.encode("utf-8")
            except UnicodeEncodeError as error:
                name = "/".join(action.option_strings) or str(action.metavar or action.dest)
                char = ord(text[error.start])
                what = (
                    f"the byte 0x{char - 0xDC00:02X}"
                    if 0xDC80 <= char <= 0xDCFF
                    else f"a lone surrogate U+{char:04X}"
                )
                parser.error(
                    f"argument {name}: {text!r} is not UTF-8 text ({what} at index {error.start})"
                )


def _flush_output() -> OSError | None:
    """Flush standard output; the error that stops it (after which it is pointed at
    /dev/null, so that Python's own flush at exit cannot fail again)."""
    try:
        sys.stdout.flush()
    except OSError as error:
        _io.closed_pipe_exit()
        return error
    return None


def _run(args: argparse.Namespace) -> int:
    parser = args.command_parser
    _check_text_arguments(parser, args)
    check_arguments = getattr(args, "check_arguments", None)
    if check_arguments is not None:  # the streaming commands' (add_stream_arguments)
        check_arguments(parser, args)
    run = getattr(args, "run", None)
    if run is not None:
        status: int = run(args)
        return status
    if args.command == "url":
        return _url_command(args, _options(parser, args, args.fields))
    options = _options(parser, args, None)
    if args.command == "normalize":
        if args.jsonl:
            function = partial(_records.records_chunk, options=options)
            return stream_command(args, function, "normalized")
        function = partial(_records.normalize_chunk, options=options)
        return stream_command(args, function, "normalized", "did not parse")
    chunk = _records.records_chunk if args.jsonl else _records.validate_chunk
    return stream_command(args, partial(chunk, options=options), "validated")


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``webapi`` with ``argv`` (``sys.argv[1:]`` when ``None``); the exit status.
    Usage errors, ``--help`` and ``--version`` raise ``SystemExit`` (argparse's way); an
    output that cannot be written makes the status 2."""
    try:
        args = _parse_arguments(argv)
    except BrokenPipeError:  # webapi --help | head -1
        return _io.closed_pipe_exit()
    except OSError as error:  # webapi --version > /dev/full
        _flush_output()
        print(f"webapi: {error.strerror or error}", file=sys.stderr)
        return 2
    try:
        status = _run(args)
        failed = _flush_output()
        if failed is not None:
            raise failed
        return status
    except BrokenPipeError:
        return _io.closed_pipe_exit()
    except OSError as error:  # an input that cannot be read, an output that cannot be written
        _flush_output()
        name = f"{error.filename}: " if error.filename is not None else ""
        print(f"webapi {args.command}: {name}{error.strerror or error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
