"""The ``webapi`` command line.

``webapi url INPUT [--base BASE]`` parses INPUT (against BASE) as a browser
would and prints the URL's components as JSON, with any validation errors.
When INPUT does not parse, it prints the validation errors and exits 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .url import URL, URLParseError, validate

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


def _url_command(input: str, base: str | None) -> tuple[int, dict[str, object]]:
    try:
        errors = validate(input, base)
    except URLParseError:
        return 1, {"input": input, "base": base, "failure": True, "error": "invalid base URL"}
    listed = [{"type": e.type, "index": e.index, "failure": e.failure} for e in errors]
    try:
        url = URL(input, base)
    except URLParseError:
        return 1, {"input": input, "base": base, "failure": True, "validationErrors": listed}
    result: dict[str, object] = {name: getattr(url, name) for name in _COMPONENTS}
    result["searchParams"] = [list(pair) for pair in url.searchParams]
    result["validationErrors"] = listed
    return 0, result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="webapi", description="Browser-faithful Web APIs from the command line."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    url_parser = commands.add_parser(
        "url", help="parse a URL as the WHATWG URL Standard (and browsers) do"
    )
    url_parser.add_argument("input", help="the URL string to parse")
    url_parser.add_argument("--base", default=None, help="a base URL to resolve INPUT against")
    from ._cli_url_tools import register  # webapi audit, webapi canonicalize

    register(commands)
    args = parser.parse_args(argv)
    if getattr(args, "run", None) is not None:
        status: int = args.run(args)
        return status
    status, result = _url_command(args.input, args.base)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
