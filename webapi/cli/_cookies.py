"""The ``webapi cookies`` command (registered by ``webapi.cli._main``).

``webapi cookies [FILE...] [--now SECONDS] [--jar] [--explain] [--load JAR] [--save JAR]``
reads a log (standard input
when no FILE, or ``-``): a line ``URL<TAB>VALUE`` is a response from URL with the Set-Cookie
field value VALUE (a leading ``Set-Cookie:`` is allowed), a line with no tab is a request
to URL, for which the command prints the Cookie header value the jar sends (an empty line
when none). At the end, with ``--jar`` or when the log had no request lines, it prints the
jar's cookies as JSON lines (``CookieJar.save``'s format, session cookies included).
Bytes of a Set-Cookie value that are not UTF-8 are kept and printed back as they came.
``--load JAR`` starts from a saved jar, ``--save JAR`` saves the jar at the end
(``CookieJar.load`` and ``CookieJar.save``: session cookies are not saved).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, BinaryIO

from ._command import add_command, command_help
from ._io import cannot_read, read_file, shown_name

__all__ = ["register"]

_SET_COOKIE = b"set-cookie:"


def _write(out: BinaryIO, text: str) -> None:
    out.write(text.encode("utf-8", "surrogateescape") + b"\n")


@command_help(
    """replay a log of Set-Cookie fields and requests through a browser's cookie jar

    Each line URL<TAB>VALUE stores the cookie of the Set-Cookie field VALUE received from URL
    (RFC 6265bis); each line with only a URL is a request, for which the Cookie header value
    is printed (an empty line when no cookie goes). With --jar, or when there was no request
    line, the jar's cookies are printed at the end as JSON lines (the format of --save).
    --load starts from a jar saved by --save (or CookieJar.save); --save writes the jar at
    the end, without its session cookies. Exits 1 when a line's URL does not parse (said on
    standard error with its line number), 2 when a file cannot be read or --load's file is
    not a saved jar.
    """
)
def _cookies(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ..cookies import CookieFileError, CookieJar
    from ..url import URLParseError

    jar = CookieJar()
    out = sys.stdout.buffer
    status = 0
    requests = 0
    now = args.now
    if args.load is not None:
        try:
            jar.load(args.load, now=now)
        except CookieFileError as error:
            print(f"webapi cookies: {shown_name(args.load)}: not a saved jar: {error}",
                  file=sys.stderr)  # fmt: skip
            return 2
        except OSError as error:
            return cannot_read("cookies", args.load, error)
    for name in args.files or ["-"]:
        data = read_file("cookies", name)
        if data is None:
            status = 2
            continue
        for number, raw in enumerate(data.split(b"\n"), 1):
            line = raw.removesuffix(b"\r")
            if not line.strip():
                continue
            url_bytes, tab, value = line.partition(b"\t")
            url = url_bytes.strip().decode("utf-8", "replace")
            try:
                if tab:
                    value = value.strip(b" \t")
                    if value[: len(_SET_COOKIE)].lower() == _SET_COOKIE:
                        value = value[len(_SET_COOKIE) :].lstrip(b" \t")
                    stored = jar.set_cookie(value, url, now=now)
                    if stored is None and args.explain:
                        print(
                            f"webapi cookies: {shown_name(name)}:{number}: ignored:"
                            f" {jar.last_rejection}",
                            file=sys.stderr,
                        )
                else:
                    requests += 1
                    _write(out, jar.cookie_header(url, now=now))
            except URLParseError:
                print(
                    f"webapi cookies: {shown_name(name)}:{number}: not a URL: {url!r}",
                    file=sys.stderr,
                )
                status = max(status, 1)
    if args.jar or not requests:
        jar.save(out, session_cookies=True, now=now)
    out.flush()
    if args.save is not None:
        jar.save(args.save, now=now)
    return status


def _seconds(text: str) -> float:
    """``--now``: seconds since the epoch."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}")
    return value


def register(commands: Any) -> None:
    """Add ``webapi cookies`` to ``commands`` (an ``argparse`` subparsers object)."""
    cookies = add_command(commands, "cookies", _cookies)
    cookies.add_argument(
        "files", nargs="*", metavar="FILE", help="logs to read (default: standard input)"
    )
    cookies.add_argument(
        "--now", type=_seconds, default=None, help="the time, in seconds since the epoch"
    )
    cookies.add_argument("--jar", action="store_true", help="print the jar at the end")
    cookies.add_argument("--load", metavar="JAR", help="start from the jar saved in JAR")
    cookies.add_argument(
        "--save", metavar="JAR", help="save the jar in JAR at the end (no session cookies)"
    )
    cookies.add_argument(
        "--explain", action="store_true", help="say on standard error why a cookie is ignored"
    )
