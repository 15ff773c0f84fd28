"""The ``webapi`` command line.

``webapi url INPUT [--base BASE]`` parses INPUT (against BASE) as a browser
would and prints the URL's components as JSON, with any validation errors (each
with a description).  When INPUT does not parse, it prints the validation
errors as JSON, writes why to standard error (each error with a caret under
its position in the input) and exits 1.  ``webapi --version`` prints the
version.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__
from .url import URL, URLParseError, ValidationError, validate
from .url._errors import caret_line

__all__ = ["main"]

_COMPONENTS = (
    "href",
    "origin",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)


def _listed(errors: Sequence[ValidationError]) -> list[dict[str, object]]:
    return [
        {"type": e.type, "index": e.index, "failure": e.failure, "description": e.description}
        for e in errors
    ]


def _explain(error: URLParseError) -> str:
    """Why ``error``'s parse failed, for people: the message with the input and a caret
    under the position it names, then each validation error of the failed parse."""
    subject = (error.base or "") if error.base_failed else error.input
    lines = [f"webapi: {error}"]
    position = error.position
    if position is not None:
        lines += [f"  {subject!r}", f"  {caret_line(subject, position)}"]
    errors = error.errors
    if errors:
        lines.append("validation errors:")
    for validation_error in errors:
        lines.append(f"  {validation_error.explain(subject)}")
        lines.append(f"    {subject!r}")
        lines.append(f"    {caret_line(subject, validation_error.index)}")
    return "\n".join(lines) + "\n"


def _url_command(input: str, base: str | None) -> tuple[int, dict[str, object]]:
    try:
        url = URL(input, base)
    except URLParseError as error:
        sys.stderr.write(_explain(error))
        result: dict[str, object] = {"input": input, "base": base, "failure": True}
        result["message"] = str(error)
        if error.base_failed:
            result["error"] = "invalid base URL"
            result["baseValidationErrors"] = _listed(error.errors)
        else:
            result["validationErrors"] = _listed(error.errors)
        return 1, result
    listed = _listed(validate(input, base))
    result = {name: getattr(url, name) for name in _COMPONENTS}
    result["searchParams"] = [list(pair) for pair in url.searchParams]
    result["validationErrors"] = listed
    return 0, result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="webapi", description="Browser-faithful Web APIs from the command line."
    )
    parser.add_argument("--version", action="version", version=f"webapi {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    url_parser = commands.add_parser(
        "url", help="parse a URL as the WHATWG URL Standard (and browsers) do"
    )
    url_parser.add_argument("input", help="the URL string to parse")
    url_parser.add_argument("--base", default=None, help="a base URL to resolve INPUT against")
    args = parser.parse_args(argv)
    status, result = _url_command(args.input, args.base)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
