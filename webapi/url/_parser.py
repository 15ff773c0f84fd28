"""The basic URL parser.

Spec: https://url.spec.whatwg.org/#concept-basic-url-parser

``basic_url_parse`` is the spec's algorithm: its setup steps 1-8 in order,
then step 9's state machine as one loop with a branch per state.  The path,
query and fragment states come first, because the loop spends most of its
iterations in them; every other state follows in the spec's order (scheme
start, scheme, no scheme, ... file host, path start, opaque path).  Each
branch starts with its state's link and the state's first step, quoted; the
other steps are quoted where the code meets them.  (Branch order costs
nothing measurable; a function per state would cost about a fifth more per
URL, so the states stay in one loop.)

How the code maps onto the spec's words:

* ``c`` is the spec's c, the code point at ``pointer``; ``""`` stands for
  the EOF code point.  "Decrease pointer by 1" is ``pointer -= 1``: the loop's
  last lines increase it by 1 again or stop at EOF, as step 9 says.
* ``special`` caches "url is special"; it is computed again wherever the
  code sets url's scheme.
* Spans: where a state only appends code points to ``buffer`` (or to a
  component) until a code point that ends the state, the branch does that for
  the whole span in one step (finding the end with a compiled pattern, and
  percent-encoding the span in one call), moves ``pointer`` to the code point
  that ends it, and runs that code point's steps in the same pass.  This is
  observably identical to running the state once per code point, validation
  errors and their indices included.
* ``report`` receives each validation error with the index in the caller's
  input of the code point that raised it, and whether it is a failure.
"""

from __future__ import annotations

import re

from webapi.infra import ASCII_ALPHA, C0_CONTROL_OR_SPACE

from .._lazy import lazy_pattern
from .._webidl import require_str
from ._components import path_end
from ._errors import Report
from ._host import parse_host
from ._infra import (
    TAB_OR_NEWLINE_RE,
    javascript_string,
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
    URLRecord,
    is_normalized_windows_drive_letter,
    is_windows_drive_letter,
    not_a_record,
    shorten_path,
    starts_with_a_windows_drive_letter,
)
from ._schemes import SPECIAL_SCHEMES
from ._states import State

__all__ = ["basic_url_parse", "basic_url_parse_usv"]


# The states as module globals: the loop compares ``state`` with them once per code point, and
# a global costs less than ``State.X`` (an attribute read) each time.
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
_SCHEME_RUN = lazy_pattern(globals(), "_SCHEME_RUN", r"[A-Za-z0-9+\-.]*")
_DIGIT_RUN = lazy_pattern(globals(), "_DIGIT_RUN", r"[0-9]*")
#: Authority and host state delimiters ("url is special and c is U+005C (\)").
_AUTHORITY_END: dict[bool, re.Pattern[str]] = {}
lazy_pattern(_AUTHORITY_END, True, r"[/?#\\]")
lazy_pattern(_AUTHORITY_END, False, r"[/?#]")
_HOST_STOP: dict[bool, re.Pattern[str]] = {}
lazy_pattern(_HOST_STOP, True, r"[:\[\]/?#\\]")
lazy_pattern(_HOST_STOP, False, r"[:\[\]/?#]")
_FILE_HOST_END = lazy_pattern(globals(), "_FILE_HOST_END", r"[/\\?#]")
#: Path state delimiters, by (url is special, state override is given).
_PATH_END: dict[tuple[bool, bool], re.Pattern[str]] = {}
lazy_pattern(_PATH_END, (True, False), r"[/\\?#]")
lazy_pattern(_PATH_END, (True, True), r"[/\\]")
lazy_pattern(_PATH_END, (False, False), r"[/?#]")
lazy_pattern(_PATH_END, (False, True), r"/")
#: https://url.spec.whatwg.org/#single-dot-path-segment
_SINGLE_DOT = frozenset([".", "%2e", "%2E"])
#: https://url.spec.whatwg.org/#double-dot-path-segment
_DOUBLE_DOT = frozenset(
    ["..", ".%2e", ".%2E", "%2e.", "%2E.", "%2e%2e", "%2E%2E", "%2e%2E", "%2E%2e"]
)
#: Both, for one check over a list of segments.
_DOT_SEGMENTS = _SINGLE_DOT | _DOUBLE_DOT
_SLASHES = frozenset("/\\")


def _query_or_fragment_start(url: URLRecord, c: str) -> State:
    """Two steps the spec writes four times, as the relative state's 5.2 and 5.3, the file
    state's 4.2 and 4.3 (https://url.spec.whatwg.org/#relative-state,
    https://url.spec.whatwg.org/#file-state), the path state's 1.6 and 1.7 and the opaque path
    state's 1 and 2 (https://url.spec.whatwg.org/#path-state,
    https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state), for c U+003F (?) or
    U+0023 (#): "If c is
    U+003F (?), then set url's query to the empty string and state to query state." and
    "Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to
    fragment state."

    Returns the state to set.
    """
    if c == "?":
        url.query = ""
        return QUERY
    url.fragment = ""
    return FRAGMENT


def _report_invalid_url_units(s: str, start: int, end: int, report: Report) -> None:
    """Report invalid-URL-unit for each code point of ``s[start:end]`` that is
    not a URL code point and not "%", and for each "%" not followed by two
    ASCII hex digits (looking past ``end``, as "remaining" does).

    These are the two checks the path, opaque path, query and fragment states
    make on each code point they take: "If c is not a URL code point and not
    U+0025 (%), invalid-URL-unit validation error." and "If c is U+0025 (%) and
    remaining does not start with two ASCII hex digits, invalid-URL-unit
    validation error."
    """
    for m in not_url_code_point_re().finditer(s, start, end):
        i = m.start()
        if s[i] != "%" or not starts_with_two_hex_digits(s, i + 1):
            report("invalid-URL-unit", i, False)


def _original_index_report(report: Report, offset: int, removed: list[int]) -> Report:
    """Map indices in the cleaned input back to the caller's input: the
    leading C0 control or space that was stripped and every ASCII tab or
    newline that was removed.

    ``removed`` holds ascending indices in the input before removal; the i-th of them was
    at ``removed[i] - i`` in the cleaned input, so the removals before a cleaned index are
    found by bisection (one step per report, not a walk over every removal).
    """
    from bisect import bisect_right  # validation only

    cleaned_at = [r - i for i, r in enumerate(removed)]

    def mapped(error: str, index: int, failure: bool) -> None:
        report(error, index + bisect_right(cleaned_at, index) + offset, failure)

    return mapped


def basic_url_parse(
    input: str,
    base: URLRecord | None = None,
    encoding: str | None = "UTF-8",
    url: URLRecord | None = None,
    state_override: State | None = None,
    report: Report | None = None,
) -> URLRecord | None:
    """https://url.spec.whatwg.org/#concept-basic-url-parser

    ``encoding`` is an encoding label (https://encoding.spec.whatwg.org/#names-and-labels;
    ``None``: UTF-8, the default); it only matters for the query of special URLs other
    than ws/wss, and a label that names no encoding raises ``LookupError``.  Returns the URL
    record (``url`` itself when given), or ``None`` for failure.  With a state override, a
    return without failure returns ``url``.  ``input`` is taken as a JavaScript string: a
    surrogate pair is the one code point it stands for, a lone surrogate U+FFFD.

    The spec's callers meet what some states take for granted: a base in the relative and
    relative slash states (and one whose scheme is not "file"), a ``url`` whose path is a
    list in the states that add path segments, an opaque path in the opaque path state.  A
    ``url`` and state override that do not (the pathname setter's path start state on a URL
    with an opaque path, the special relative or authority state without a base, ...) give
    failure (``None``) where the spec would assert; ``url`` may then be partly changed, as
    the spec's own failures after a state override leave it.
    """
    if not isinstance(input, str):
        require_str(input, "basic_url_parse", "input")
    if base is not None and not isinstance(base, URLRecord):
        raise not_a_record(base, "basic_url_parse", "base")
    if not input.isascii():
        input, report = javascript_string(input, report)
    return basic_url_parse_usv(
        input, base, url=url, state_override=state_override, encoding=encoding, report=report
    )


def basic_url_parse_usv(
    input: str,
    base: URLRecord | None = None,
    *,
    url: URLRecord | None = None,
    state_override: State | None = None,
    encoding: str | None = "UTF-8",
    report: Report | None = None,
) -> URLRecord | None:
    """:func:`basic_url_parse` for an ``input`` that is a scalar value string already (what
    the bindings' USVString conversion gives: the URL class's own parses), and a ``base``
    that is a record: the steps, without the checks of the arguments.  The rest by name only,
    first what the setters give (the record they change, the state), as a ``url`` is not to
    be taken for a ``base``."""
    if encoding is None:  # what requests' response.encoding is when the server named none
        encoding = "UTF-8"
    # ``input`` is a JavaScript string given as a Python str: a surrogate pair is the one
    # supplementary code point, a lone surrogate U+FFFD (the scalar value string a Web IDL
    # USVString gives, as the URL constructor does).  Errors keep the caller's indices.
    offset = 0
    # "1. If url is not given:"
    if url is None:
        # "1.1. Set url to a new URL."
        url = URLRecord()
        # "1.2. If input contains any leading or trailing C0 control or space,
        # invalid-URL-unit validation error."
        # "1.3. Remove any leading and trailing C0 control or space from input."
        stripped = input.strip(C0_CONTROL_OR_SPACE)
        if len(stripped) != len(input):
            offset = len(input) - len(input.lstrip(C0_CONTROL_OR_SPACE))
            if report is not None:
                # At the first leading code point removed, else the first trailing one.
                report("invalid-URL-unit", 0 if offset else len(stripped), False)
            input = stripped
    # "2. If input contains any ASCII tab or newline, invalid-URL-unit validation error."
    # "3. Remove all ASCII tab or newline from input."
    if "\t" in input or "\n" in input or "\r" in input:
        if report is not None:
            # Where they were, only to report errors at indices of the caller's input.
            removed = [m.start() for m in TAB_OR_NEWLINE_RE.finditer(input)]
            report("invalid-URL-unit", removed[0] + offset, False)
            report = _original_index_report(report, offset, removed)
        input = input.replace("\t", "").replace("\n", "").replace("\r", "")
    elif report is not None and offset:
        report = _original_index_report(report, offset, [])

    # "4. Let state be state override if given, or scheme start state otherwise."
    state = state_override or SCHEME_START
    # "5. Set encoding to the result of getting an output encoding from encoding."
    # (An unknown label is the caller's error, not the input's: LookupError, as Python's
    # codecs and every other webapi function that takes a label raise it.)
    if encoding != "UTF-8":
        from webapi.encoding import get_encoding, get_output_encoding

        found = get_encoding(encoding)
        if found is None:
            raise LookupError(f"unknown encoding label: {encoding!r}")
        encoding = get_output_encoding(found)
    # "6. Let buffer be the empty string."
    buffer = ""
    # "7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false."
    # (atSignSeen and passwordTokenSeen live inside the authority state's span.)
    inside_brackets = False
    # "8. Let pointer be a pointer for input."
    n = len(input)
    pointer = 0
    special = url.scheme in SPECIAL_SCHEMES
    whole_path = True  # the path state's segments at once (see its first branch)

    # "9. Keep running the following state machine by switching on state. If
    # after a run pointer points to the EOF code point, go to the next step.
    # Otherwise, increase pointer by 1 and continue with the state machine."
    while True:
        c = input[pointer] if pointer < n else ""  # "" is the EOF code point

        if state is PATH and whole_path and not buffer and type(url.path) is list:
            # The path state (https://url.spec.whatwg.org/#path-state) for all the path's
            # remaining segments at once, when none is a single-dot or double-dot segment
            # and (url is special) none ends at U+005C (\): then step 1 appends each
            # segment, its code points percent-encoded by step 2, and nothing else happens
            # until "?", "#" or EOF (percent-encoding leaves "/" alone and makes no "/", so
            # encoding the span and splitting it at "/" gives the segments step 2 builds one
            # at a time).  Otherwise, the path state below, a segment at a time (and this is
            # not tried again: once per parse keeps time linear).
            whole_path = False
            end = path_end(input, pointer) if state_override is None else n
            span = input[pointer:end]
            if not special or "\\" not in span:
                segments = PATH_PERCENT_ENCODE_SET.encode(span).split("/")
                if _DOT_SEGMENTS.isdisjoint(segments):
                    if report is not None:
                        _report_invalid_url_units(input, pointer, end, report)
                    segment_list = url.path
                    # Step 1.4's Windows drive letter rule: only the first segment can
                    # meet an empty path.
                    file_drive = url.scheme == "file" and not segment_list
                    if file_drive and is_windows_drive_letter(segments[0]):
                        segments[0] = segments[0][0] + ":"
                    segment_list += segments
                    pointer = end
                    # Steps 1.6 and 1.7 for the "?" or "#" that ended the path.
                    if pointer < n:
                        state = _query_or_fragment_start(url, input[pointer])
                    else:
                        break
                    pointer += 1
                    continue

        if state is PATH:
            # https://url.spec.whatwg.org/#path-state
            # "1. If one of the following is true: c is the EOF code point or
            # U+002F (/); url is special and c is U+005C (\); state override is
            # not given and c is U+003F (?) or U+0023 (#) then: [...]"
            # "2. Otherwise, run these steps: [...] UTF-8 percent-encode c using
            # the path percent-encode set and append the result to buffer."
            # Step 2 runs over the span up to the first code point of step 1
            # at once; step 1 then runs for that code point.
            m = _PATH_END[special, state_override is not None].search(input, pointer)
            end = n if m is None else m.start()
            if end > pointer:
                if report is not None:
                    _report_invalid_url_units(input, pointer, end, report)
                buffer += PATH_PERCENT_ENCODE_SET.encode(input[pointer:end])
                pointer = end
                c = input[pointer] if pointer < n else ""
            path = url.path
            if type(path) is not list:  # a given url with an opaque path (see the docstring)
                return None
            slash = c == "/" or (special and c == "\\")
            # "1.1. If url is special and c is U+005C (\), invalid-reverse-solidus
            # validation error."
            if special and c == "\\" and report is not None:
                report("invalid-reverse-solidus", pointer, False)
            # "1.2. If buffer is a double-dot URL path segment, then: Shorten url's
            # path. If neither c is U+002F (/), nor url is special and c is
            # U+005C (\), append the empty string to url's path."
            if buffer in _DOUBLE_DOT:
                shorten_path(url)
                if not slash:
                    path.append("")
            # "1.3. Otherwise, if buffer is a single-dot URL path segment and if
            # neither c is U+002F (/), nor url is special and c is U+005C (\),
            # append the empty string to url's path."
            elif buffer in _SINGLE_DOT:
                if not slash:
                    path.append("")
            # "1.4. Otherwise, if buffer is not a single-dot URL path segment, then:
            # If url's scheme is "file", url's path is empty, and buffer is a
            # Windows drive letter, then replace the second code point in buffer
            # with U+003A (:). Append buffer to url's path."
            else:
                if url.scheme == "file" and not path and is_windows_drive_letter(buffer):
                    buffer = buffer[0] + ":"
                path.append(buffer)
            # "1.5. Set buffer to the empty string."
            buffer = ""
            # "1.6. If c is U+003F (?), then set url's query to the empty string
            # and state to query state."
            if c == "?":
                url.query = ""
                state = QUERY
            # "1.7. If c is U+0023 (#), then set url's fragment to the empty
            # string and state to fragment state."
            elif c == "#":
                url.fragment = ""
                state = FRAGMENT

        elif state is QUERY:
            # https://url.spec.whatwg.org/#query-state
            # "1. If encoding is not UTF-8 and one of the following is true: url
            # is not special; url's scheme is "ws" or "wss" then set encoding to
            # UTF-8."
            if encoding != "UTF-8" and (not special or url.scheme in ("ws", "wss")):
                encoding = "UTF-8"
            # "3. Otherwise, if c is not the EOF code point: [...] Append c to
            # buffer."  This runs over the span up to "#" (or up to EOF with a
            # state override) at once, so buffer is that span and step 2 comes
            # right after, for the "#" or EOF:
            # "2. If one of the following is true: state override is not given and
            # c is U+0023 (#); c is the EOF code point then: Let
            # queryPercentEncodeSet be the special-query percent-encode set if url
            # is special; otherwise the query percent-encode set. Percent-encode
            # after encoding, with encoding, buffer, and queryPercentEncodeSet,
            # and append the result to url's query. Set buffer to the empty
            # string. If c is U+0023 (#), then set url's fragment to the empty
            # string and state to fragment state."
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
            # https://url.spec.whatwg.org/#fragment-state
            # "1. If c is not the EOF code point, then: [...] UTF-8 percent-encode
            # c using the fragment percent-encode set and append the result to
            # url's fragment."  Only EOF ends it: the rest of input at once.
            if pointer < n:
                if report is not None:
                    _report_invalid_url_units(input, pointer, n, report)
                encoded = FRAGMENT_PERCENT_ENCODE_SET.encode(input[pointer:])
                url.fragment = encoded if not url.fragment else url.fragment + encoded
                pointer = n

        # The other states, in the spec's order.

        elif state is SCHEME_START:
            # https://url.spec.whatwg.org/#scheme-start-state
            # "1. If c is an ASCII alpha, append c, lowercased, to buffer, and set
            # state to scheme state."
            if c in ASCII_ALPHA:
                # The scheme state's step 1 ("If c is an ASCII alphanumeric,
                # U+002B (+), U+002D (-), or U+002E (.), append c, lowercased, to
                # buffer.") runs here over the whole run of such code points (all
                # ASCII, so str.lower is ASCII lowercase); the scheme state then
                # starts at the code point after the run.
                end = _SCHEME_RUN.match(input, pointer + 1).end()  # type: ignore[union-attr]
                buffer = input[pointer:end].lower()
                pointer = end - 1
                state = SCHEME
            # "2. Otherwise, if state override is not given, set state to no
            # scheme state and decrease pointer by 1."
            elif state_override is None:
                state = NO_SCHEME
                pointer -= 1
            # "3. Otherwise, return failure."
            else:
                return None

        elif state is SCHEME:
            # https://url.spec.whatwg.org/#scheme-state
            # "1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E
            # (.), append c, lowercased, to buffer."  Done by the scheme start
            # state for the whole run: here c is the code point after it.
            # "2. Otherwise, if c is U+003A (:), then:"
            if c == ":":
                # "2.1. If state override is given, then:" return (url unchanged)
                # in four cases:
                if state_override is not None:
                    buffer_special = buffer in SPECIAL_SCHEMES
                    # "If url's scheme is a special scheme and buffer is not a
                    # special scheme, then return."
                    if special and not buffer_special:
                        return url
                    # "If url's scheme is not a special scheme and buffer is a
                    # special scheme, then return."
                    if not special and buffer_special:
                        return url
                    # "If url includes credentials or has a non-null port, and
                    # buffer is "file", then return."
                    if (url.username or url.password or url.port is not None) and buffer == "file":
                        return url
                    # "If url's scheme is "file" and its host is an empty host,
                    # then return."
                    if url.scheme == "file" and url.host == "":
                        return url
                # "2.2. Set url's scheme to buffer."
                url.scheme = buffer
                special = buffer in SPECIAL_SCHEMES
                # "2.3. If state override is given, then: If url's port is url's
                # scheme's default port, then set url's port to null. Return."
                if state_override is not None:
                    if url.port is not None and url.port == SPECIAL_SCHEMES.get(url.scheme):
                        url.port = None
                    return url
                # "2.4. Set buffer to the empty string."
                buffer = ""
                # "2.5. If url's scheme is "file", then: If remaining does not
                # start with "//", special-scheme-missing-following-solidus
                # validation error. Set state to file state."
                if url.scheme == "file":
                    if not input.startswith("//", pointer + 1) and report is not None:
                        report("special-scheme-missing-following-solidus", pointer + 1, False)
                    state = FILE
                # "2.6. Otherwise, if url is special, base is non-null, and base's
                # scheme is url's scheme: [...] Set state to special relative or
                # authority state."
                elif special and base is not None and base.scheme == url.scheme:
                    state = SPECIAL_RELATIVE_OR_AUTHORITY
                # "2.7. Otherwise, if url is special, set state to special
                # authority slashes state."
                elif special:
                    state = SPECIAL_AUTHORITY_SLASHES
                # "2.8. Otherwise, if remaining starts with an U+002F (/), set state
                # to path or authority state and increase pointer by 1."
                elif input.startswith("/", pointer + 1):
                    state = PATH_OR_AUTHORITY
                    pointer += 1
                # "2.9. Otherwise, set url's path to the empty string and set state
                # to opaque path state."
                else:
                    url.path = ""
                    state = OPAQUE_PATH
            # "3. Otherwise, if state override is not given, set buffer to the
            # empty string, state to no scheme state, and start over (from the
            # first code point in input)."
            elif state_override is None:
                buffer = ""
                state = NO_SCHEME
                pointer = -1  # increased to 0 below
            # "4. Otherwise, return failure."
            else:
                return None

        elif state is NO_SCHEME:
            # https://url.spec.whatwg.org/#no-scheme-state
            # "1. If base is null, or base has an opaque path and c is not U+0023
            # (#), missing-scheme-non-relative-URL validation error, return
            # failure."
            if base is None or (isinstance(base.path, str) and c != "#"):
                if report is not None:
                    report("missing-scheme-non-relative-URL", pointer, True)
                return None
            # "2. Otherwise, if base has an opaque path and c is U+0023 (#), set
            # url's scheme to base's scheme, url's path to base's path, url's query
            # to base's query, url's fragment to the empty string, and set state
            # to fragment state."
            if isinstance(base.path, str):  # and c is "#"
                url.scheme = base.scheme
                url.path = base.path
                url.query = base.query
                url.fragment = ""
                state = FRAGMENT
                special = url.scheme in SPECIAL_SCHEMES
            # "3. Otherwise, if base's scheme is not "file", set state to relative
            # state and decrease pointer by 1."
            elif base.scheme != "file":
                state = RELATIVE
                pointer -= 1
            # "4. Otherwise, set state to file state and decrease pointer by 1."
            else:
                state = FILE
                pointer -= 1

        elif state is SPECIAL_RELATIVE_OR_AUTHORITY:
            # https://url.spec.whatwg.org/#special-relative-or-authority-state
            # "1. If c is U+002F (/) and remaining starts with U+002F (/), then set
            # state to special authority ignore slashes state and increase pointer
            # by 1."
            if c == "/" and input.startswith("/", pointer + 1):
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
                pointer += 1
            # "2. Otherwise, special-scheme-missing-following-solidus validation
            # error, set state to relative state and decrease pointer by 1."
            else:
                if report is not None:
                    report("special-scheme-missing-following-solidus", pointer, False)
                state = RELATIVE
                pointer -= 1

        elif state is PATH_OR_AUTHORITY:
            # https://url.spec.whatwg.org/#path-or-authority-state
            # "1. If c is U+002F (/), then set state to authority state."
            if c == "/":
                state = AUTHORITY
            # "2. Otherwise, set state to path state, and decrease pointer by 1."
            else:
                state = PATH
                pointer -= 1

        elif state is RELATIVE:
            # https://url.spec.whatwg.org/#relative-state
            # "1. Assert: base's scheme is not "file"."  (And base is non-null: the no
            # scheme state and the scheme state only come here with one.  A state override
            # may come without: failure, see the docstring.)
            if base is None or base.scheme == "file":
                return None
            # "2. Set url's scheme to base's scheme."
            url.scheme = base.scheme
            special = url.scheme in SPECIAL_SCHEMES
            # "3. If c is U+002F (/), then set state to relative slash state."
            if c == "/":
                state = RELATIVE_SLASH
            # "4. Otherwise, if url is special and c is U+005C (\),
            # invalid-reverse-solidus validation error, set state to relative
            # slash state."
            elif special and c == "\\":
                if report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = RELATIVE_SLASH
            # "5. Otherwise:"
            else:
                # "5.1. Set url's username to base's username, url's password to
                # base's password, url's host to base's host, url's port to base's
                # port, url's path to a clone of base's path, and url's query to
                # base's query."  (An opaque path is a str: nothing to clone.)
                url.username = base.username
                url.password = base.password
                url.host = base.host
                url.port = base.port
                url.path = base.path if isinstance(base.path, str) else list(base.path)
                url.query = base.query
                # "5.2. If c is U+003F (?), then [...]" "5.3. Otherwise, if c is U+0023
                # (#), [...]" (_query_or_fragment_start).
                if c == "?" or c == "#":
                    state = _query_or_fragment_start(url, c)
                # "5.4. Otherwise, if c is not the EOF code point: Set url's query
                # to null. Shorten url's path. Set state to path state and
                # decrease pointer by 1."
                elif c:
                    if type(url.path) is not list:  # base's path is opaque (a state override)
                        return None
                    url.query = None
                    shorten_path(url)
                    state = PATH
                    pointer -= 1

        elif state is RELATIVE_SLASH:
            # https://url.spec.whatwg.org/#relative-slash-state
            # "1. If url is special and c is U+002F (/) or U+005C (\), then: If c
            # is U+005C (\), invalid-reverse-solidus validation error. Set state to
            # special authority ignore slashes state."
            if special and c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = SPECIAL_AUTHORITY_IGNORE_SLASHES
            # "2. Otherwise, if c is U+002F (/), then set state to authority state."
            elif c == "/":
                state = AUTHORITY
            # "3. Otherwise, set url's username to base's username, url's password
            # to base's password, url's host to base's host, url's port to base's
            # port, state to path state, and then, decrease pointer by 1."
            else:
                if base is None:  # a state override without a base (see the docstring)
                    return None
                url.username = base.username
                url.password = base.password
                url.host = base.host
                url.port = base.port
                state = PATH
                pointer -= 1

        elif state is SPECIAL_AUTHORITY_SLASHES:
            # https://url.spec.whatwg.org/#special-authority-slashes-state
            # Both steps "set state to special authority ignore slashes state".
            state = SPECIAL_AUTHORITY_IGNORE_SLASHES
            # "1. If c is U+002F (/) and remaining starts with U+002F (/), then [...]
            # increase pointer by 1."
            if c == "/" and input.startswith("/", pointer + 1):
                pointer += 1
            # "2. Otherwise, special-scheme-missing-following-solidus validation
            # error, [...] and decrease pointer by 1."
            else:
                if report is not None:
                    report("special-scheme-missing-following-solidus", pointer, False)
                pointer -= 1

        elif state is SPECIAL_AUTHORITY_IGNORE_SLASHES:
            # https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
            # "1. If c is neither U+002F (/) nor U+005C (\), then set state to
            # authority state and decrease pointer by 1."
            if c not in _SLASHES:
                state = AUTHORITY
                pointer -= 1
            # "2. Otherwise, special-scheme-missing-following-solidus validation
            # error."
            elif report is not None:
                report("special-scheme-missing-following-solidus", pointer, False)

        elif state is AUTHORITY:
            # https://url.spec.whatwg.org/#authority-state
            # "1. If c is U+0040 (@), then: Invalid-credentials validation error.
            # If atSignSeen is true, then prepend "%40" to buffer. Set atSignSeen
            # to true. For each codePoint in buffer: [the first U+003A (:) ever
            # seen sets passwordTokenSeen; every other code point, UTF-8
            # percent-encoded using the userinfo percent-encode set, is appended
            # to url's password once passwordTokenSeen is true, to url's username
            # before]. Set buffer to the empty string."
            # "2. Otherwise, if one of the following is true: c is the EOF code
            # point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c
            # is U+005C (\) then: [...]"
            # "3. Otherwise, append c to buffer."
            # All at once: the authority runs up to the first code point of step
            # 2.  Each "@" in it is an invalid-credentials validation error.  The
            # userinfo percent-encode set contains "@", so the "%40" that step 1
            # prepends for each earlier "@" is what encoding that "@" gives: the
            # username and password are the span up to the last "@", encoded,
            # split at its first ":".
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
                # "2.1. If atSignSeen is true and buffer is the empty string,
                # host-missing validation error, return failure."
                if at + 1 == end:
                    if report is not None:
                        report("host-missing", end, True)
                    return None
                pointer = at + 1
            # "2.2. Decrease pointer by buffer's code point length + 1, set buffer
            # to the empty string, and set state to host state."  The host state
            # starts after the last "@" (at the authority's start without one).
            state = HOST
            pointer -= 1

        elif state is HOST or state is HOSTNAME:
            # https://url.spec.whatwg.org/#host-state and
            # https://url.spec.whatwg.org/#hostname-state (the same steps)
            # "1. If state override is given and url's scheme is "file", then
            # decrease pointer by 1 and set state to file host state."
            if state_override is not None and url.scheme == "file":
                pointer -= 1
                state = FILE_HOST
            else:
                # "2. Otherwise, if c is U+003A (:) and insideBrackets is false: [...]"
                # "3. Otherwise, if one of the following is true: c is the EOF code
                # point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c
                # is U+005C (\) then decrease pointer by 1, and: [...]"
                # "4. Otherwise: If c is U+005B ([), then set insideBrackets to
                # true. If c is U+005D (]), then set insideBrackets to false. Append
                # c to buffer."
                # Step 4 runs over spans: the loop jumps from one of ":[]/?#" (and
                # "\" when special) to the next, keeping insideBrackets, until the
                # code point of step 2 or 3.  buffer is then everything from where
                # the state started (buffer was empty there).
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
                    # "2.1. If buffer is the empty string, host-missing validation
                    # error, return failure."
                    if not buffer:
                        if report is not None:
                            report("host-missing", pointer, True)
                        return None
                    # "2.2. If state override is given and state override is
                    # hostname state, then return failure."
                    if state_override is HOSTNAME:
                        return None
                    # Steps 2.3 to 2.5 are steps 3.3 to 3.5 with port state for path
                    # start state: both run below, after step 3.2.
                    next_state = PORT
                else:  # step 3
                    pointer -= 1
                    # "3.1. If url is special and buffer is the empty string,
                    # host-missing validation error, return failure."
                    if special and not buffer:
                        if report is not None:
                            report("host-missing", pointer + 1, True)
                        return None
                    # "3.2. Otherwise, if state override is given, buffer is the
                    # empty string, and either url includes credentials or url's
                    # port is non-null, then return failure."
                    if (
                        state_override is not None
                        and not buffer
                        and (url.username or url.password or url.port is not None)
                    ):
                        return None
                    next_state = PATH_START
                # "2.3. Let host be the result of host parsing buffer with url is not
                # special." and "3.3. Let host be the result of host parsing buffer
                # with url is not special."  (Its error indices are buffer's: shifted.)
                host = parse_host(
                    buffer, not special, None if report is None else _shift(report, start)
                )
                # "2.4. If host is failure, then return failure." and "3.4. If host is
                # failure, then return failure."
                if host is None:
                    return None
                # "2.5. Set url's host to host, buffer to the empty string, and state
                # to port state." and "3.5. Set url's host to host, buffer to the empty
                # string, and state to path start state."
                url.host = host
                buffer = ""
                state = next_state
                # "3.6. If state override is given, then return."
                if state is PATH_START and state_override is not None:
                    return url

        elif state is PORT:
            # https://url.spec.whatwg.org/#port-state
            # "1. If c is an ASCII digit, append c to buffer."  For the whole run
            # of ASCII digits at once; c is then the code point after it.
            end = _DIGIT_RUN.match(input, pointer).end()  # type: ignore[union-attr]
            buffer = input[pointer:end]
            pointer = end
            c = input[pointer] if pointer < n else ""
            # "2. Otherwise, if one of the following is true: c is the EOF code
            # point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c
            # is U+005C (\); or state override is given, then:"
            if c in ("", "/", "?", "#") or (special and c == "\\") or state_override is not None:
                # "2.1. If buffer is not the empty string:"
                if buffer:
                    # "Let port be the mathematical integer value that is
                    # represented by buffer in radix-10 using ASCII digits for
                    # digits with values 0 through 9."  Past the leading zeros,
                    # more than five digits are out of range anyway, so a long
                    # buffer is never converted.
                    digits = buffer.lstrip("0")
                    port = int(digits or "0") if len(digits) <= 5 else 1 << 16
                    # "If port is not a 16-bit unsigned integer, port-out-of-range
                    # validation error, return failure."
                    if port > 65535:
                        if report is not None:
                            report("port-out-of-range", pointer - len(buffer), True)
                        return None
                    # "Set url's port to null, if port is url's scheme's default
                    # port; otherwise to port."
                    url.port = None if SPECIAL_SCHEMES.get(url.scheme, -1) == port else port
                    # "Set buffer to the empty string."
                    buffer = ""
                    # "If state override is given, then return."
                    if state_override is not None:
                        return url
                # "2.2. If state override is given, then return failure."
                if state_override is not None:
                    return None
                # "2.3. Set state to path start state and decrease pointer by 1."
                state = PATH_START
                pointer -= 1
            # "3. Otherwise, port-invalid validation error, return failure."
            else:
                if report is not None:
                    report("port-invalid", pointer, True)
                return None

        elif state is FILE:
            # https://url.spec.whatwg.org/#file-state
            # "1. Set url's scheme to "file"."
            url.scheme = "file"
            special = True
            # "2. Set url's host to the empty string."
            url.host = ""
            # "3. If c is U+002F (/) or U+005C (\), then: If c is U+005C (\),
            # invalid-reverse-solidus validation error. Set state to file slash
            # state."
            if c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = FILE_SLASH
            # "4. Otherwise, if base is non-null and base's scheme is "file":"
            elif base is not None and base.scheme == "file":
                # "4.1. Set url's host to base's host, url's path to a clone of
                # base's path, and url's query to base's query."
                url.host = base.host
                url.path = list(base.path)
                url.query = base.query
                # "4.2. If c is U+003F (?), then [...]" "4.3. Otherwise, if c is U+0023
                # (#), [...]" (_query_or_fragment_start).
                if c == "?" or c == "#":
                    state = _query_or_fragment_start(url, c)
                # "4.4. Otherwise, if c is not the EOF code point:"
                elif c:
                    # "Set url's query to null."
                    url.query = None
                    # "If the code point substring from pointer to the end of input
                    # does not start with a Windows drive letter, then shorten url's
                    # path."
                    if not starts_with_a_windows_drive_letter(input, pointer):
                        shorten_path(url)
                    # "Otherwise: File-invalid-Windows-drive-letter validation
                    # error. Set url's path to « »."
                    else:
                        if report is not None:
                            report("file-invalid-Windows-drive-letter", pointer, False)
                        url.path = []
                    # "Set state to path state and decrease pointer by 1."
                    state = PATH
                    pointer -= 1
            # "5. Otherwise, set state to path state, and decrease pointer by 1."
            else:
                state = PATH
                pointer -= 1

        elif state is FILE_SLASH:
            # https://url.spec.whatwg.org/#file-slash-state
            # "1. If c is U+002F (/) or U+005C (\), then: If c is U+005C (\),
            # invalid-reverse-solidus validation error. Set state to file host
            # state."
            if c in _SLASHES:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = FILE_HOST
            # "2. Otherwise:"
            else:
                # "2.1. If base is non-null and base's scheme is "file", then: Set
                # url's host to base's host. If the code point substring from
                # pointer to the end of input does not start with a Windows drive
                # letter and base's path[0] is a normalized Windows drive letter,
                # then append base's path[0] to url's path."
                if base is not None and base.scheme == "file":
                    url.host = base.host
                    base_path = base.path
                    if not starts_with_a_windows_drive_letter(input, pointer):
                        if base_path and is_normalized_windows_drive_letter(base_path[0]):
                            if type(url.path) is not list:  # see the docstring
                                return None
                            url.path.append(base_path[0])
                    elif report is not None:
                        # Not in this state's steps, but the validation error
                        # table's own example of file-invalid-Windows-drive-letter
                        # ("/c:/path/to/file" against "file:///c:/") comes this way.
                        report("file-invalid-Windows-drive-letter", pointer, False)
                # "2.2. Set state to path state, and decrease pointer by 1."
                state = PATH
                pointer -= 1

        elif state is FILE_HOST:
            # https://url.spec.whatwg.org/#file-host-state
            # "1. If c is the EOF code point, U+002F (/), U+005C (\), U+003F (?),
            # or U+0023 (#), then decrease pointer by 1 and then: [...]"
            # "2. Otherwise, append c to buffer."
            # Step 2 runs over the span up to the first code point of step 1 at
            # once (buffer was empty on entry: buffer is the span).
            m = _FILE_HOST_END.search(input, pointer)
            end = n if m is None else m.start()
            start = pointer
            buffer = input[start:end]
            pointer = end - 1
            # "1.1. If state override is not given and buffer is a Windows drive
            # letter, file-invalid-Windows-drive-letter-host validation error, set
            # state to path state."
            if state_override is None and is_windows_drive_letter(buffer):
                # "buffer is not reset here and instead used in the path state."
                if report is not None:
                    report("file-invalid-Windows-drive-letter-host", start, False)
                state = PATH
            # "1.2. Otherwise, if buffer is the empty string, then: Set url's host
            # to the empty string. If state override is given, then return. Set
            # state to path start state."
            elif not buffer:
                url.host = ""
                if state_override is not None:
                    return url
                state = PATH_START
            # "1.3. Otherwise, run these steps:"
            else:
                # "Let host be the result of host parsing buffer with url is not
                # special."  (url's scheme is "file": special.)
                # "If host is failure, then return failure."
                host = parse_host(buffer, False, None if report is None else _shift(report, start))
                if host is None:
                    return None
                # "If host is "localhost", then set host to the empty string."
                if host == "localhost":
                    host = ""
                # "Set url's host to host."
                url.host = host
                # "If state override is given, then return."
                if state_override is not None:
                    return url
                # "Set buffer to the empty string and state to path start state."
                buffer = ""
                state = PATH_START

        elif state is PATH_START:
            # https://url.spec.whatwg.org/#path-start-state
            # "1. If url is special, then: If c is U+005C (\),
            # invalid-reverse-solidus validation error. Set state to path state.
            # If c is neither U+002F (/) nor U+005C (\), then decrease pointer by
            # 1."
            if special:
                if c == "\\" and report is not None:
                    report("invalid-reverse-solidus", pointer, False)
                state = PATH
                if c not in _SLASHES:
                    pointer -= 1
            # "2. Otherwise, if state override is not given and c is U+003F (?),
            # set url's query to the empty string and state to query state."
            elif state_override is None and c == "?":
                url.query = ""
                state = QUERY
            # "3. Otherwise, if state override is not given and c is U+0023 (#),
            # set url's fragment to the empty string and state to fragment state."
            elif state_override is None and c == "#":
                url.fragment = ""
                state = FRAGMENT
            # "4. Otherwise, if c is not the EOF code point: Set state to path
            # state. If c is not U+002F (/), then decrease pointer by 1."
            elif c:
                state = PATH
                if c != "/":
                    pointer -= 1
            # "5. Otherwise, if state override is given and url's host is null,
            # append the empty string to url's path."
            elif state_override is not None and url.host is None:
                if type(url.path) is not list:  # see the docstring
                    return None
                url.path.append("")

        # The path state (https://url.spec.whatwg.org/#path-state) is the first
        # branch of the loop.

        elif state is OPAQUE_PATH:
            # https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
            # "1. If c is U+003F (?), then set url's query to the empty string and
            # state to query state."
            # "2. Otherwise, if c is U+0023 (#), then set url's fragment to the
            # empty string and state to fragment state."
            # "3. Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation
            # error. If remaining starts with U+003F (?) or U+0023 (#), then append
            # "%20" to url's path. Otherwise, append U+0020 SPACE to url's path."
            # "4. Otherwise, if c is not the EOF code point: [...] UTF-8
            # percent-encode c using the C0 control percent-encode set and append
            # the result to url's path."
            # Steps 3 and 4 run over the span up to the first "?" or "#" at once
            # (the C0 control percent-encode set leaves a space as it is, and a
            # space is not a URL code point: the invalid-URL-unit check reports
            # it); steps 1 and 2 then run for the "?" or "#".
            end = path_end(input, pointer)
            if end > pointer:
                if type(url.path) is not str:  # a state override on a list path: docstring
                    return None
                if report is not None:
                    _report_invalid_url_units(input, pointer, end, report)
                span = C0_CONTROL_PERCENT_ENCODE_SET.encode(input[pointer:end])
                # Only the space right before the "?" or "#" is followed by a
                # remaining that starts with one: only it becomes "%20".
                if end < n and span.endswith(" "):
                    span = span[:-1] + "%20"
                url.path += span
                pointer = end
            if pointer < n:
                state = _query_or_fragment_start(url, input[pointer])

        # The query state (https://url.spec.whatwg.org/#query-state) and the
        # fragment state (https://url.spec.whatwg.org/#fragment-state) are the
        # second and third branches of the loop.

        if pointer >= n:
            break
        pointer += 1

    # "10. Return url."
    return url


def _shift(report: Report, offset: int) -> Report:
    """``report`` for an algorithm run on ``input[offset:]`` (the host parser
    on buffer): its indices moved by ``offset``."""
    return lambda error, index, failure: report(error, index + offset, failure)
