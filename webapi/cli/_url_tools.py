"""The ``webapi audit`` and ``webapi canonicalize`` commands (registered by ``webapi.cli._main``).

``webapi audit URL... [--base BASE] [--json]`` prints, for each URL, where ``urllib.parse``,
``urllib3``, ``httpx``, ``yarl`` and ``rfc3986`` (those installed) see another scheme, host,
port or path than a browser; it exits 1 when any does, 0 when none does.

``webapi canonicalize URL... [--base BASE] [--keep-fragment] [--no-sort-query]
[--no-decode-unreserved] [--remove-param NAME]...`` prints each URL's de-duplication key, one
a line; a URL that does not parse is reported on stderr and makes the exit status 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

__all__ = ["register"]


def _audit(args: argparse.Namespace) -> int:
    from ..url import audit

    reports = [audit(url, args.base) for url in args.urls]
    if args.json:
        json.dump([r.to_json() for r in reports], sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        for report in reports:
            browser = report.browser
            if browser.error is not None:
                seen = f"browser: {browser.error}"
            else:
                port = "" if browser.port is None else f" port {browser.port}"
                seen = (
                    f"browser: scheme {browser.scheme!r} host {browser.host!r}{port} "
                    f"path {browser.path!r}"
                )
            sys.stdout.write(f"{report.input}\n  {seen}\n")
            for finding in report.findings:
                sys.stdout.write(f"  DIFFERS {finding}\n")
            if not report.findings:
                sys.stdout.write(f"  same in {', '.join(report.parsers) or 'no parser'}\n")
            if report.missing:
                sys.stdout.write(f"  not installed: {', '.join(report.missing)}\n")
    return 1 if any(reports) else 0


def _canonicalize(args: argparse.Namespace) -> int:
    from ..url import URLParseError, canonicalize

    status = 0
    for url in args.urls:
        try:
            key = canonicalize(
                url,
                args.base,
                keep_fragment=args.keep_fragment,
                sort_query=args.sort_query,
                remove_params=args.remove_param,
                decode_unreserved=args.decode_unreserved,
            )
        except URLParseError as error:
            sys.stderr.write(f"webapi canonicalize: {error}\n")
            status = 1
            continue
        sys.stdout.write(key + "\n")
    return status


def register(commands: Any) -> None:
    """Add the two commands to ``commands`` (an ``argparse`` subparsers object); each sets
    ``run`` to its function."""
    audit = commands.add_parser(
        "audit",
        help="show where other Python URL parsers see another scheme, host, port or path",
    )
    audit.add_argument("urls", nargs="+", metavar="URL")
    audit.add_argument("--base", default=None, help="a base URL to resolve each URL against")
    audit.add_argument("--json", action="store_true", help="print the reports as JSON")
    audit.set_defaults(run=_audit)

    canon = commands.add_parser(
        "canonicalize", help="print each URL's canonical form, a key for de-duplication"
    )
    canon.add_argument("urls", nargs="+", metavar="URL")
    canon.add_argument("--base", default=None, help="a base URL to resolve each URL against")
    canon.add_argument("--keep-fragment", action="store_true", help="keep the fragment")
    canon.add_argument(
        "--no-sort-query", dest="sort_query", action="store_false", help="keep parameter order"
    )
    canon.add_argument(
        "--no-decode-unreserved",
        dest="decode_unreserved",
        action="store_false",
        help="keep percent-encoded unreserved characters as they are",
    )
    canon.add_argument(
        "--remove-param",
        action="append",
        default=[],
        metavar="NAME",
        help="drop query parameters with this name (NAME* for a prefix); repeatable",
    )
    canon.set_defaults(run=_canonicalize)
