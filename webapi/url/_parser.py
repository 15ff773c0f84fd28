"""The basic URL parser.

Spec: https://url.spec.whatwg.org/#concept-basic-url-parser

The state machine is the spec's, state for state.  Where a state's steps only
append code points to a buffer or component until a delimiter, the state
consumes that whole span at once (finding the delimiter with a compiled
pattern and percent-encoding the span in one call) and then runs the
delimiter's steps; this is observably identical to running the state once per
code point.
"""

from __future__ import annotations

import enum
import re

from ._errors import Report
from ._host import host_parse
from ._infra import (
    ASCII_ALPHA,
    C0_CONTROL_OR_SPACE,
    TAB_OR_NEWLINE_RE,
    not_url_code_point_re,
    starts_with_two_hex_digits,
)
from ._percent import (
    C0_CONTROL_PERCENT_ENCODE_SET,
    FRAGMENT_PERCENT_ENCODE_SET,
    PATH_PERCENT_ENCODE_SET,
    QUERY_PERCENT_ENCODE_SET,
    SPECIAL_QUERY_PERCENT_ENCODE_SET,
    USERINFO_PERCENT_ENCODE_SET,
    percent_encode_after_encoding,
)
from ._record import (
    SPECIAL_SCHEMES,
    URLRecord,
    is_normalized_windows_drive_letter,
    is_windows_drive_letter,
    shorten_path,
    starts_with_a_windows_drive_letter,
)

__all__ = ["State", "basic_url_parse"]


class State(enum.Enum):
    """The basic URL parser's states (https://url.spec.whatwg.org/#scheme-start-state
    and the ones after it), usable as a state override."""

    SCHEME_START = "scheme start state"
    SCHEME = "scheme state"
    NO_SCHEME = "no scheme state"
    SPECIAL_RELATIVE_OR_AUTHORITY = "special relative or authority state"
    PATH_OR_AUTHORITY = "path or authority state"
    RELATIVE = "relative state"
    RELATIVE_SLASH = "relative slash state"
    SPECIAL_AUTHORITY_SLASHES = "special authority slashes state"
    SPECIAL_AUTHORITY_IGNORE_SLASHES = "special authority ignore slashes state"
    AUTHORITY = "authority state"
    HOST = "host state"
    HOSTNAME = "hostname state"
    PORT = "port state"
    FILE = "file state"
    FILE_SLASH = "file slash state"
    FILE_HOST = "file host state"
    PATH_START = "path start state"
    PATH = "path state"
    OPAQUE_PATH = "opaque path state"
    QUERY = "query state"
    FRAGMENT = "fragment state"


SCHEME_START = State.SCHEME_START
SCHEME = State.SCHEME
NO_SCHEME = State.NO_SCHEME
SPECIAL_RELATIVE_OR_AUTHORITY = State.SPECIAL_RELATIVE_OR_AUTHORITY
PATH_OR_AUTHORITY = State.PATH_OR_AUTHORITY
RELATIVE = State.RELATIVE
RELATIVE_SLASH = State.RELATIVE_SLASH
SPECIAL_AUTHORITY_SLASHES = State.SPECIAL_AUTHORITY_SLASHES
SPECIAL_AUTHORITY_IGNORE_SLASHES = State.SPECIAL_AUTHORITY_IGNORE_SLASHES
AUTHORITY = State.AUTHORITY
HOST = State.HOST
HOSTNAME = State.HOSTNAME
PORT = State.PORT
FILE = State.FILE
FILE_SLASH = State.FILE_SLASH
FILE_HOST = State.FILE_HOST
PATH_START = State.PATH_START
PATH = State.PATH
OPAQUE_PATH = State.OPAQUE_PATH
QUERY = State.QUERY
FRAGMENT = State.FRAGMENT

#: The end of a run of scheme code points (ASCII alphanumeric, "+", "-", ".").
_SCHEME_RUN = re.compile(r"[A-Za-z0-9+\-.]*")
_DIGIT_RUN = re.compile(r"[0-9]*")
#: Authority and host state delimiters ("url is special and c is U+005C (\)").
_AUTHORITY_END = {True: re.compile(r"[/?#\\]"), False: re.compile(r"[/?#]")}
_HOST_STOP = {True: re.compile(r"[:\[\]/?#\\]"), False: re.compile(r"[:\[\]/?#]")}
_FILE_HOST_END = re.compile(r"[/\\?#]")
#: Path state delimiters, by (url is special, state override is given).
_PATH_END = {
    (True, False): re.compile(r"[/\\?#]"),
    (True, True): re.compile(r"[/\\]"),
    (False, False): re.compile(r"[/?#]"),
    (False, True): re.compile(r"/"),
}
_OPAQUE_PATH_END = re.compile(r"[?#]")
_SINGLE_DOT = frozenset([".", "%2e", "%2E"])
_DOUBLE_DOT = frozenset(
    ["..", ".%2e", ".%2E", "%2e.", "%2E.", "%2e%2e", "%2E%2E", "%2e%2E", "%2E%2e"]
)
_SLASHES = frozenset("/\\")


def _report_invalid_url_units(s: str, start: int, end: int, report: Report) -> None:
    """Report invalid-URL-unit for each code point of ``s[start:end]`` that is
    not a URL code point and not "%", and for each "%" not followed by two
    ASCII hex digits (looking past ``end``, as "remaining" does)."""
    for m in not_url_code_point_re().finditer(s, start, end):
        i = m.start()
        if s[i] != "%" or not starts_with_two_hex_digits(s, i + 1):
            report("invalid-URL-unit", i, False)


def _original_index_report(report: Report, offset: int, removed: list[int]) -> Report:
    """Map indices in the cleaned input back to the caller's input: the
    leading C0 control or space that was stripped and every ASCII tab or
    newline that was removed."""

    def mapped(error: str, index: int, failure: bool) -> None:
        j = index
        for r in removed:
            if r <= j:
                j += 1
            else:
                break
        report(error, j + offset, failure)

    return mapped


def basic_url_parse(
    input: str,
    base: URLRecord | None = None,
    encoding: str = "UTF-8",
    url: URLRecord | None = None,
    state_override: State | None = None,
    report: Report | None = None,
) -> URLRecord | None:
    """https://url.spec.whatwg.org/#concept-basic-url-parser

    ``encoding`` is an encoding label (https://encoding.spec.whatwg.org/#names-and-labels);
    it only matters for the query of special URLs other than ws/wss.  Returns
    the URL record (``url`` itself when given), or ``None`` for failure.  With
    a state override, a return without failure returns ``url``.
    """
    offset = 0
    if url is None:
        url = URLRecord()
        # "If input contains any leading or trailing C0 control or space,
        # invalid-URL-unit validation error." and remove them.
        stripped = input.strip(C0_CONTROL_OR_SPACE)
        if len(stripped) != len(input):
            offset = len(input) - len(input.lstrip(C0_CONTROL_OR_SPACE))
            if report is not None:
                # At the first leading code point removed, else the first trailing one.
                report("invalid-URL-unit", 0 if offset else len(stripped), False)
            input = stripped
    if "\t" in input or "\n" in input or "\r" in input:
        removed = [m.start() for m in TAB_OR_NEWLINE_RE.finditer(input)]
        if report is not None:
            report("invalid-URL-unit", removed[0] + offset, False)
            report = _original_index_report(report, offset, removed)
        input = TAB_OR_NEWLINE_RE.sub("", input)
    elif report is not None and offset:
        report = _original_index_report(report, offset, [])

    state = state_override or SCHEME_START
    if encoding != "UTF-8":
        from ._encoding import get_encoding, get_output_encoding

        found = get_encoding(encoding)
        if found is None:
            raise ValueError(f"unknown encoding label: {encoding!r}")
        encoding = get_output_encoding(found)
    buffer = ""
    inside_brackets = False
    n = len(input)
    pointer = 0
    special = url.scheme in SPECIAL_SCHEMES

    while True:
        c = input[pointer] if pointer < n else ""  # "" is the EOF code point

        if state is PATH:
            # Consume the segment up to the next delimiter in one step.
            m = _PATH_END[special, state_override is not None].search(input, pointer)
            end = n if m is None else m.start()
            if end > pointer:
                if report is not None:
                    _report_invalid_url_units(input, pointer, end, report)
                # "UTF-8 percent-encode c using the path percent-encode set and
                # append the result to buffer."
                buffer += PATH_PERCENT_ENCODE_SET.encode(input[pointer:end])
                pointer = end
                c = input[pointer] if pointer < n else ""
            path = url.path
            assert isinstance(path, list)
            slash = c == "/" or (special and c == "\\")
            if special and c == "\\" and report is not None:
                report("invalid-reverse-solidus", pointer, False)
            if buffer in _DOUBLE_DOT:
                shorten_path(url)
                if not slash:
                    path.append("")
            elif buffer in _SINGLE_DOT:
                if not slash:
                    path.append("")
            else:
                if url.scheme == "file" and not path and is_windows_drive_letter(buffer):
                    buffer = buffer[0] + ":"
                path.append(buffer)
            buffer = ""
            if c == "?":
                url.query = ""
                state = QUERY
            elif c == "#":
                url.fragment = ""
                state = FRAGMENT

        elif state is QUERY:
            # "If encoding is not UTF-8 and url is not special or url's scheme
            # is "ws" or "wss", then set encoding to UTF-8."
            if encoding != "UTF-8" and (not special or url.scheme in ("ws", "wss")):
                encoding = "UTF-8"
            end = n if state_override is not None else input.find("#", pointer)
            if end == -1:
                end = n
            if report is not None:
                _report_invalid_url_units(input, pointer, end, report)
            query_set = SPECIAL_QUERY_PERCENT_ENCODE_SET if special else QUERY_PERCENT_ENCODE_SET
            encoded = percent_encode_after_encoding(encoding, input[pointer:end], query_set)
            url.query = encoded if not url.query else url.query + encoded
            pointer = end
            if pointer < n:  # c is U+0023 (#)
                url.fragment = ""
                state = FRAGMENT

        elif state is FRAGMENT:
            if pointer < n:
                if report is not None:
                    _report_invalid_url_units(input, pointer, n, report)
                encoded = FRAGMENT_PERCENT_ENCODE_SET.encode(input[pointer:])
                url.fragment = encoded if not url.fragment else url.fragment + encoded
                pointer = n

        elif state is SCHEME_START:
            if c in ASCII_ALPHA:
                # Scheme state, run over the whole run of scheme code points.
                end = _SCHEME_RUN.match(input, pointer + 1).end()  # type: ignore[union-attr]
                buffer = input[pointer:end].lower()
                # Continue in the scheme state at the first code point after the run.
                pointer = end - 1
                state = SCHEME
            elif state_override is None:
                state = NO_SCHEME
                pointer -= 1
            else:
                return None

        elif state is NO_SCHEME:
            if base is None or (isinstance(base.path, str) and c != "#"):
                if report is not None:
                    report("missing-scheme-non-relative-URL", pointer, True)
                return None
            if isinstance(base.path, str):  # and c is "#"
                url.scheme = base.scheme
                url.path = base.path
                url.query = base.query
                url.fragment = ""
                state = FRAGMENT
                special = url.scheme in SPECIAL_SCHEMES
            elif base.scheme != "file":
                state = RELATIVE
                pointer -= 1
            else:
                state = FILE
                pointer -= 1

        elif state is SPECIAL_RELATIVE_OR_AUTHORITY:
            if c == "/" and input.startswith("/", pointer + 1):
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
                pointer += 1
            else:
                if report is not None:
                    report("special-scheme-missing-following-solidus", pointer, False)
                state = RELATIVE
                pointer -= 1

        elif state is PATH_OR_AUTHORITY:
            if c == "/":
                state = AUTHORITY
            else:
                state = PATH
                pointer -= 1

        elif state is RELATIVE:
            assert base is not None and base.scheme != "file"
            url.scheme = base.scheme
            special = url.scheme in SPECIAL_SCHEMES
            if c == "/":
                state = RELATIVE_SLASH
            elif special and c == "\\":
                if report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = RELATIVE_SLASH
            else:
                url.username = base.username
                url.password = base.password
                url.host = base.host
                url.port = base.port
                url.path = base.path if isinstance(base.path, str) else list(base.path)
                url.query = base.query
                if c == "?":
                    url.query = ""
                    state = QUERY
                elif c == "#":
                    url.fragment = ""
                    state = FRAGMENT
                elif c:
                    url.query = None
                    shorten_path(url)
                    state = PATH
                    pointer -= 1

        elif state is RELATIVE_SLASH:
            if special and c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
            elif c == "/":
                state = AUTHORITY
            else:
                assert base is not None
                url.username = base.username
                url.password = base.password
                url.host = base.host
                url.port = base.port
                state = PATH
                pointer -= 1

        elif state is SPECIAL_AUTHORITY_SLASHES:
            if c == "/" and input.startswith("/", pointer + 1):
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
                pointer += 1
            else:
                if report is not None:
                    report("special-scheme-missing-following-solidus", pointer, False)
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
                pointer -= 1

        elif state is SPECIAL_AUTHORITY_IGNORE_SLASHES:
            if c not in _SLASHES:
                state = AUTHORITY
                pointer -= 1
            elif report is not None:
                report("special-scheme-missing-following-solidus", pointer, False)

        elif state is AUTHORITY:
            # The authority runs to the first of EOF, "/", "?", "#" (and "\" when
            # special).  Each "@" in it moves everything before it into the
            # credentials; earlier "@"s end up as "%40" either way (the userinfo
            # percent-encode set contains "@"), so only the last one splits.
            m = _AUTHORITY_END[special].search(input, pointer)
            end = n if m is None else m.start()
            at = input.rfind("@", pointer, end)
            if at != -1:
                if report is not None:
                    i = input.find("@", pointer, end)
                    while i != -1:
                        report("invalid-credentials", i, False)
                        i = input.find("@", i + 1, end)
                userinfo = input[pointer:at]
                colon = userinfo.find(":")
                if colon == -1:
                    url.username += USERINFO_PERCENT_ENCODE_SET.encode(userinfo)
                else:
                    url.username += USERINFO_PERCENT_ENCODE_SET.encode(userinfo[:colon])
                    url.password += USERINFO_PERCENT_ENCODE_SET.encode(userinfo[colon + 1 :])
                # "If atSignSeen is true and buffer is the empty string,
                # host-missing validation error, return failure."
                if at + 1 == end:
                    if report is not None:
                        report("host-missing", end, True)
                    return None
                pointer = at + 1
            state = HOST
            pointer -= 1

        elif state is HOST or state is HOSTNAME:
            if state_override is not None and url.scheme == "file":
                pointer -= 1
                state = FILE_HOST
            else:
                stop = _HOST_STOP[special]
                start = pointer
                while True:
                    m = stop.search(input, pointer)
                    if m is None:
                        pointer = n
                        c = ""
                        break
                    pointer = m.start()
                    c = input[pointer]
                    if c == "[":
                        inside_brackets = True
                    elif c == "]":
                        inside_brackets = False
                    elif c != ":" or not inside_brackets:
                        break
                    pointer += 1
                buffer = input[start:pointer]
                if c == ":" and not inside_brackets:
                    if not buffer:
                        if report is not None:
                            report("host-missing", pointer, True)
                        return None
                    if state_override is HOSTNAME:
                        return None
                    host = host_parse(
                        buffer, not special, None if report is None else _shift(report, start)
                    )
                    if host is None:
                        return None
                    url.host = host
                    buffer = ""
                    state = PORT
                else:
                    pointer -= 1
                    if special and not buffer:
                        if report is not None:
                            report("host-missing", pointer + 1, True)
                        return None
                    if (
                        state_override is not None
                        and not buffer
                        and (url.username or url.password or url.port is not None)
                    ):
                        return None
                    host = host_parse(
                        buffer, not special, None if report is None else _shift(report, start)
                    )
                    if host is None:
                        return None
                    url.host = host
                    buffer = ""
                    state = PATH_START
                    if state_override is not None:
                        return url

        elif state is PORT:
            end = _DIGIT_RUN.match(input, pointer).end()  # type: ignore[union-attr]
            buffer = input[pointer:end]
            pointer = end
            c = input[pointer] if pointer < n else ""
            if c in ("", "/", "?", "#") or (special and c == "\\") or state_override is not None:
                if buffer:
                    digits = buffer.lstrip("0")
                    port = int(digits or "0") if len(digits) <= 5 else 1 << 16
                    if port > 65535:
                        if report is not None:
                            report("port-out-of-range", pointer - len(buffer), True)
                        return None
                    url.port = None if SPECIAL_SCHEMES.get(url.scheme, -1) == port else port
                    buffer = ""
                    if state_override is not None:
                        return url
                if state_override is not None:
                    return None
                state = PATH_START
                pointer -= 1
            else:
                if report is not None:
                    report("port-invalid", pointer, True)
                return None

        elif state is FILE:
            url.scheme = "file"
            special = True
            url.host = ""
            if c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = FILE_SLASH
            elif base is not None and base.scheme == "file":
                url.host = base.host
                url.path = list(base.path)
                url.query = base.query
                if c == "?":
                    url.query = ""
                    state = QUERY
                elif c == "#":
                    url.fragment = ""
                    state = FRAGMENT
                elif c:
                    url.query = None
                    if not starts_with_a_windows_drive_letter(input, pointer):
                        shorten_path(url)
                    else:
                        if report is not None:
                            report("file-invalid-Windows-drive-letter", pointer, False)
                        url.path = []
                    state = PATH
                    pointer -= 1
            else:
                state = PATH
                pointer -= 1

        elif state is FILE_SLASH:
            if c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = FILE_HOST
            else:
                if base is not None and base.scheme == "file":
                    url.host = base.host
                    base_path = base.path
                    if not starts_with_a_windows_drive_letter(input, pointer):
                        if base_path and is_normalized_windows_drive_letter(base_path[0]):
                            assert isinstance(url.path, list)
                            url.path.append(base_path[0])
                    elif report is not None:
                        # Not in this state's steps, but the validation error
                        # table's own example of file-invalid-Windows-drive-letter
                        # ("/c:/path/to/file" against "file:///c:/") comes this way.
                        report("file-invalid-Windows-drive-letter", pointer, False)
                state = PATH
                pointer -= 1

        elif state is FILE_HOST:
            m = _FILE_HOST_END.search(input, pointer)
            end = n if m is None else m.start()
            start = pointer
            buffer = input[start:end]
            pointer = end - 1
            if state_override is None and is_windows_drive_letter(buffer):
                # "buffer is not reset here and instead used in the path state."
                if report is not None:
                    report("file-invalid-Windows-drive-letter-host", start, False)
                state = PATH
            elif not buffer:
                url.host = ""
                if state_override is not None:
                    return url
                state = PATH_START
            else:
                host = host_parse(buffer, False, None if report is None else _shift(report, start))
                if host is None:
                    return None
                if host == "localhost":
                    host = ""
                url.host = host
                if state_override is not None:
                    return url
                buffer = ""
                state = PATH_START

        elif state is PATH_START:
            if special:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = PATH
                if c not in _SLASHES:
                    pointer -= 1
            elif state_override is None and c == "?":
                url.query = ""
                state = QUERY
            elif state_override is None and c == "#":
                url.fragment = ""
                state = FRAGMENT
            elif c:
                state = PATH
                if c != "/":
                    pointer -= 1
            elif state_override is not None and url.host is None:
                assert isinstance(url.path, list)
                url.path.append("")

        elif state is OPAQUE_PATH:
            m = _OPAQUE_PATH_END.search(input, pointer)
            end = n if m is None else m.start()
            if end > pointer:
                if report is not None:
                    _report_invalid_url_units(input, pointer, end, report)
                span = C0_CONTROL_PERCENT_ENCODE_SET.encode(input[pointer:end])
                # A U+0020 SPACE is appended as is unless "remaining starts
                # with U+003F (?) or U+0023 (#)": only a space right before the
                # delimiter becomes "%20".
                if end < n and span.endswith(" "):
                    span = span[:-1] + "%20"
                url.path = url.path + span  # type: ignore[operator]
                pointer = end
            if pointer < n:
                if input[pointer] == "?":
                    url.query = ""
                    state = QUERY
                else:
                    url.fragment = ""
                    state = FRAGMENT

        elif state is SCHEME:  # reached from the scheme start state only
            if c == ":":
                if state_override is not None:
                    buffer_special = buffer in SPECIAL_SCHEMES
                    if special and not buffer_special:
                        return url
                    if not special and buffer_special:
                        return url
                    if (url.username or url.password or url.port is not None) and buffer == "file":
                        return url
                    if url.scheme == "file" and url.host == "":
                        return url
                url.scheme = buffer
                special = buffer in SPECIAL_SCHEMES
                if state_override is not None:
                    if url.port is not None and url.port == SPECIAL_SCHEMES.get(url.scheme):
                        url.port = None
                    return url
                buffer = ""
                if url.scheme == "file":
                    if not input.startswith("//", pointer + 1) and report is not None:
                        report("special-scheme-missing-following-solidus", pointer + 1, False)
                    state = FILE
                elif special and base is not None and base.scheme == url.scheme:
                    state = SPECIAL_RELATIVE_OR_AUTHORITY
                elif special:
                    state = SPECIAL_AUTHORITY_SLASHES
                elif input.startswith("/", pointer + 1):
                    state = PATH_OR_AUTHORITY
                    pointer += 1
                else:
                    url.path = ""
                    state = OPAQUE_PATH
            elif state_override is None:
                # "set buffer to the empty string, state to no scheme state, and
                # start over (from the first code point in input)."
                buffer = ""
                state = NO_SCHEME
                pointer = -1
            else:
                return None

        if pointer >= n:
            break
        pointer += 1

    return url


def _shift(report: Report, offset: int) -> Report:
    return lambda error, index, failure: report(error, index + offset, failure)
