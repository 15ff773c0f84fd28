"""``fileURLToPath`` and ``pathToFileURL``: file paths to ``file:`` URLs and back, as Node.js
converts them (https://nodejs.org/api/url.html#urlfileurltopathurl-options), POSIX or Windows
rules by the ``windows`` option (default: the running platform).

A path becomes a URL by resolving it (Node's ``path.resolve``), percent-encoding the characters
that the URL parser would otherwise read as syntax or drop, and running the URL Standard's
pathname setter on ``file:///``; a Windows UNC path's server name goes through the hostname
setter (a name that does not parse as a host is an ``ERR_INVALID_URL``).  A URL becomes a path
by checking its host and its encoded slashes and percent-decoding its pathname.
"""

from __future__ import annotations

import os
import sys

from ...js import decodeURIComponent
from ...url import URL, State, basic_url_parse, url_serialize
from ._errors import NodeTypeError, invalid_arg_type, invalid_url, to_boolean
from ._path import posix_resolve, win32_resolve

__all__ = ["fileURLToPath", "pathToFileURL"]

#: The characters Node percent-encodes in a resolved path before the pathname setter sees it:
#: "%" (the setter keeps "%XX" as it is), tab, LF and CR (the URL parser strips them), "?" and
#: "#" (they would start a query or a fragment), and the rest of what Node's encoder lists.
#: Off Windows, "\" is a file name character (the setter would read it as a separator).
_PATH_ESCAPES = {c: f"%{c:02X}" for c in [*range(0x20), 0x7F]} | {
    ord(c): f"%{ord(c):02X}" for c in ' "#%<>?[]^`{|}~'
}
_POSIX_ESCAPES = _PATH_ESCAPES | {ord("\\"): "%5C"}
_WINDOWS_ESCAPES = _PATH_ESCAPES | {ord("\\"): "/"}


def _running_on_windows() -> bool:
    return sys.platform == "win32"


def _platform_name() -> str:
    """``process.platform`` as Node names it."""
    return {"win32": "win32", "darwin": "darwin"}.get(sys.platform, "linux")


def _windows_option(options: object, windows: bool | None) -> bool:
    # "(windows ?? isWindows) ? ... : ...": JavaScript truth.
    if windows is not None:
        return to_boolean(windows)
    if options is not None:
        if not isinstance(options, dict):
            raise invalid_arg_type("options", "of type object", options)
        value = options.get("windows")
        if value is not None:
            return to_boolean(value)
    return _running_on_windows()


def _scalar_values(text: str) -> str:
    """What Node's C++ side receives: UTF-8, so a lone surrogate becomes U+FFFD."""
    if text.isascii():
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _file_url(path: str, hostname: str | None, windows: bool) -> URL:
    """``file:///`` with ``hostname`` (if any) set by the hostname setter and ``path`` by the
    pathname setter, after Node's escapes; a host that does not parse raises."""
    record = basic_url_parse("file://")
    assert record is not None
    # https://url.spec.whatwg.org/#dom-url-hostname, noticing failure.
    if hostname is not None and (
        basic_url_parse(_scalar_values(hostname), url=record, state_override=State.HOSTNAME) is None
    ):
        raise invalid_url(path)
    escaped = _scalar_values(path).translate(_WINDOWS_ESCAPES if windows else _POSIX_ESCAPES)
    # https://url.spec.whatwg.org/#dom-url-pathname: "Empty this's URL's path", then parse.
    record.path = []
    basic_url_parse(escaped, url=record, state_override=State.PATH_START)
    return URL(url_serialize(record))


def pathToFileURL(
    path: str | os.PathLike[str],
    options: dict[str, object] | None = None,
    *,
    windows: bool | None = None,
) -> URL:
    """Node's ``url.pathToFileURL(path[, options])``: the absolute ``file:`` URL of ``path``.

    ``windows`` (the keyword or ``options["windows"]``) reads ``path`` as a Windows path
    (drive letters, ``\\`` separators, UNC ``\\\\server\\share\\...``); the default is the
    running platform.  Relative paths resolve against the working directory; a trailing
    separator is kept.  ``path`` may be an ``os.PathLike`` (``pathlib.Path``): its
    ``os.fspath()`` string is the path (bytes paths are refused, as Node refuses Buffers).
    """
    if not isinstance(path, str) and isinstance(path, os.PathLike):
        path = os.fspath(path)
    if not isinstance(path, str):
        raise invalid_arg_type("path", "of type string", path)
    windows_mode = _windows_option(options, windows)
    is_unc = windows_mode and path.startswith("\\\\")
    resolved = path if is_unc else (win32_resolve(path) if windows_mode else posix_resolve(path))
    if is_unc or (windows_mode and resolved.startswith("\\\\")):
        # UNC: \\server\share\resource; the extended form \\?\UNC\server\... too.
        prefix = 8 if resolved.startswith("\\\\?\\UNC\\") else 2
        hostname_end = resolved.find("\\", prefix)
        if hostname_end == -1:
            raise NodeTypeError(
                "ERR_INVALID_ARG_VALUE",
                f"The argument 'path' Missing UNC resource path. Received {resolved!r}",
            )
        if hostname_end == 2:
            raise NodeTypeError(
                "ERR_INVALID_ARG_VALUE",
                f"The argument 'path' Empty UNC servername. Received {resolved!r}",
            )
        return _file_url(resolved[hostname_end:], resolved[prefix:hostname_end], True)
    # "path.resolve strips trailing slashes so we must add them back" (Node).  The separator
    # compared is the mode's own: Node on Linux compares a Windows path with "/" and so turns
    # "C:\" into file:///C:// (docs/porting.md lists it); Node on Windows gives file:///C:/.
    separator = "\\" if windows_mode else "/"
    last = path[-1:]
    if (last == "/" or (windows_mode and last == "\\")) and not resolved.endswith(separator):
        resolved += "/"
    return _file_url(resolved, None, windows_mode)


def _has_encoded(pathname: str, forbidden: str) -> bool:
    """Whether ``pathname`` holds ``%2F`` / ``%5C`` (any case) for each character given."""
    lowered = pathname.lower()
    return any(f"%{ord(c):02x}" in lowered for c in forbidden)


def _path_from_url_posix(url: URL) -> str:
    if url.hostname != "":
        raise NodeTypeError(
            "ERR_INVALID_FILE_URL_HOST",
            f'File URL host must be "localhost" or empty on {_platform_name()}',
        )
    pathname = url.pathname
    if _has_encoded(pathname, "/"):
        raise NodeTypeError(
            "ERR_INVALID_FILE_URL_PATH", "File URL path must not include encoded / characters"
        )
    return decodeURIComponent(pathname)


def _path_from_url_windows(url: URL) -> str:
    hostname = url.hostname
    pathname = url.pathname
    if _has_encoded(pathname, "/\\"):
        raise NodeTypeError(
            "ERR_INVALID_FILE_URL_PATH",
            "File URL path must not include encoded \\ or / characters",
        )
    pathname = pathname.replace("/", "\\")
    if "%" in pathname:
        pathname = decodeURIComponent(pathname)
    if hostname != "":
        # A UNC path; an xn-- server name is shown in Unicode, as Node does.
        from ._domain import domainToUnicode

        return f"\\\\{domainToUnicode(hostname)}{pathname}"
    letter = pathname[1:2].lower()
    if not ("a" <= letter <= "z") or pathname[2:3] != ":":
        raise NodeTypeError("ERR_INVALID_FILE_URL_PATH", "File URL path must be absolute")
    return pathname[1:]


def fileURLToPath(
    url: URL | str, options: dict[str, object] | None = None, *, windows: bool | None = None
) -> str:
    """Node's ``url.fileURLToPath(url[, options])``: the file path a ``file:`` URL names.

    ``url`` is a :class:`webapi.URL` or a string (parsed; ``ERR_INVALID_URL`` if it does not
    parse).  Raises ``ERR_INVALID_URL_SCHEME`` for other schemes; on POSIX
    ``ERR_INVALID_FILE_URL_HOST`` for a host other than ``localhost``/empty; an encoded ``/``
    (and on Windows ``\\``) is ``ERR_INVALID_FILE_URL_PATH``, as is a Windows path without a
    drive letter or server; a ``%`` sequence that is not UTF-8 raises
    :class:`webapi.js.URIError`, as ``decodeURIComponent`` does in Node.
    """
    windows_mode = _windows_option(options, windows)
    if isinstance(url, str):
        parsed = URL.parse(url)
        if parsed is None:
            raise invalid_url(url)
        url = parsed
    elif not isinstance(url, URL):
        raise invalid_arg_type("path", "of type string or an instance of URL", url)
    if url.protocol != "file:":
        raise NodeTypeError("ERR_INVALID_URL_SCHEME", "The URL must be of scheme file")
    return _path_from_url_windows(url) if windows_mode else _path_from_url_posix(url)
