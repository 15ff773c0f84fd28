"""A fast path for URL strings that are in, or one cheap step from, their serialized form.

Most URLs met in practice look like ``https://host/path?query#fragment`` with little for the
basic URL parser to change.  For those, the parser's result can be read off one
regular-expression match, with at most these rewrites, each the parser's own for that input:

* the scheme and host ASCII-lowercased (the scheme state and the domain parser lowercase);
* a port without its leading zeros, and a special scheme's default port removed (the port
  state: "If port is url's scheme's default port, then set url's port to null");
* credentials as the serializer writes them (no "@" when both are empty, no ":" when the
  password is);
* the path's dot segments resolved (the path state's single-dot and double-dot rules), except
  for ``file:`` URLs, whose Windows drive letters change those rules;
* "/" for an empty special path (the path state appends the empty string).

A host that ends in a number is an IPv4 address: taken here only when already in the IPv4
serializer's form (four decimal numbers 0-255 without leading zeros).  Anything else — a code
point some percent-encode set would encode, non-ASCII, IPv6, other schemes, relative
references — returns ``None`` and takes the full state machine.  Every pattern is possessive,
so that an input the fast path refuses costs one failed match, not a backtracking search.

``tests/url/test_fast_path.py`` checks that this equals the full parser (``basic_url_parse``
then ``serialize_with_components``) on every web-platform-tests input, the benchmark corpora
and generated inputs built to sit on both sides of each rule.
"""

from .._lazy import lazy_function, lazy_imports, lazy_pattern
from ._components import Components, path_end
from ._schemes import DEFAULT_PORTS, SPECIAL_SCHEMES

TYPE_CHECKING = False  # the IPv4 and IPv6 modules are imported by type checkers only

__all__ = [
    "SERIALIZED_HREF",
    "fast_parse",
    "fast_parse_non_special_authority",
    "fast_parse_relative",
    "fast_parse_unserialized",
    "is_fast_base",
    "serialized_href",
]


_PRINTABLE_ASCII = "".join(map(chr, range(0x21, 0x7F)))
#: U+0020 to U+007E as bytes: what the C0 control percent-encode set leaves alone.
_PRINTABLE_ASCII_BYTES = bytes(range(0x20, 0x7F))


def _keep(excluded: str) -> str:
    """A character class body: U+0021 to U+007E without ``excluded`` (what a state keeps)."""
    from re import escape  # with the patterns, on first use

    return escape(_PRINTABLE_ASCII.translate(dict.fromkeys(map(ord, excluded))))


# Code points each state keeps as they are: not in its percent-encode set, not a
# delimiter of the state, not U+005C (\) (special URLs), and no C0 control,
# space or non-ASCII code point.  Below: what each state does not keep of U+0021 to U+007E;
# the patterns (written and compiled on first use) take the rest, _keep(...).
_PATH = ' "#<>?^`{}\\'  # path percent-encode set, "?", "#", "\"
_QUERY = " \"#<>'"  # special-query percent-encode set, "#"
_FRAGMENT = ' "<>`'  # fragment percent-encode set
#: The printable ASCII bytes that none of the three encodes (their sets less "?", "#" and
#: "\\", which end or are kept in the spans where the general pattern allows them).
_TAIL_KEPT_BYTES = bytes(
    b for b in range(0x21, 0x7F) if chr(b) in "?#\\" or chr(b) not in _PATH + _QUERY + _FRAGMENT
)
# The userinfo percent-encode set, and "@" (so that the first "@" is the last one, which
# the authority state splits at), ":" (the first splits username from password; a later one
# would be encoded) and "/?#\" (which end the authority of a special URL).
_USERINFO = ' "#<>?^`{}/:;=@[\\]|'


#: The commonest shape exactly as serialized: a lowercase special scheme (not file), a
#: lowercase host, no credentials or port, a path.
_SERIALIZED = lazy_pattern(
    globals(),
    "_SERIALIZED",
    lambda: (
        r"(https?|wss?|ftp)://([a-z0-9.\-]++)"
        f"(/[{_keep(_PATH)}]*+)"
        f"(\\?[{_keep(_QUERY)}]*+)?+"
        f"(#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)
#: A special URL with a scheme and "//" (any case), credentials, a port, and any host the host
#: parser may take (an ASCII domain, IPv4 in any form, IPv6, non-ASCII, percent-encoded) and a
#: path, query and fragment with code points their states percent-encode: everything but
#: what changes the states' course (ASCII tab or newline, which the parser removes; "\\",
#: a special URL's path delimiter; "@", ":", "[", "]" in the host). The path, query and
#: fragment are encoded with their percent-encode sets (when one has a code point to encode),
#: a host other than an ASCII domain or IPv6 address parsed by the host parser.
_GENERAL_SPECIAL_URL = lazy_pattern(
    globals(),
    "_GENERAL_SPECIAL_URL",
    lambda: (
        "([A-Za-z]{2,5})://"
        f"(?:([{_keep(_USERINFO)}]*+)(?::([{_keep(_USERINFO)}]*+))?+@)?+"
        r"([^\t\n\r/?#\\:@\[\]]++|\[[0-9A-Fa-f:.]++\])"
        "(?::([0-9]*+))?+"
        r"(/[^\t\n\r?#\\]*+)?+"
        r"(\?[^\t\n\r#]*+)?+"
        r"(#[^\t\n\r]*+)?+"
    ),
)
_SERIALIZED_FILE = lazy_pattern(
    globals(),
    "_SERIALIZED_FILE",
    lambda: (
        r"file://([a-z0-9.\-]*+)"  # a lowercase ASCII domain, or the empty host
        f"(/[{_keep(_PATH)}]*+)?+"
        f"(\\?[{_keep(_QUERY)}]*+)?+"
        f"(#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)
#: A ``file:`` URL with "//" (any case) and an ASCII domain (or the empty host, or
#: "localhost"), whose path, query and fragment may hold code points their states
#: percent-encode (as the general pattern's, which are encoded here too); the path state's
#: Windows drive letter rule ("C|" becomes "C:") is applied here.
_GENERAL_FILE_URL = lazy_pattern(
    globals(),
    "_GENERAL_FILE_URL",
    r"[Ff][Ii][Ll][Ee]://([A-Za-z0-9.\-]*+)"
    r"(/[^\t\n\r?#\\]*+)?+"
    r"(\?[^\t\n\r#]*+)?+"
    r"(#[^\t\n\r]*+)?+",
)
#: A first path segment that the path state would rewrite ("C|" becomes "C:").
_UNNORMALIZED_DRIVE_LETTER = lazy_pattern(
    globals(), "_UNNORMALIZED_DRIVE_LETTER", r"/[A-Za-z]\|(?=/|$)"
)
#: A single-dot or double-dot URL path segment (". .. %2e .%2e %2e. %2e%2e", any case).
_DOT_SEGMENT = lazy_pattern(globals(), "_DOT_SEGMENT", r"/(?:\.|%2[eE]){1,2}(?=/|$)")
#: An IPv4 address as the IPv4 serializer writes it.
_SERIALIZED_IPV4 = lazy_pattern(
    globals(),
    "_SERIALIZED_IPV4",
    r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}"
    r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])",
)
#: The code points of an ASCII domain that the host parser keeps, lowercased ([A-Za-z0-9.-]).
_ASCII_DOMAIN_CODE_POINTS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-"
)
#: Last characters of a host that might end in a number (a digit, a hex digit, "x", ".").
_MAY_END_IN_A_NUMBER = frozenset("0123456789abcdefxABCDEFX.")
#: https://url.spec.whatwg.org/#single-dot-path-segment: "." or an ASCII case-insensitive
#: match for "%2e"; https://url.spec.whatwg.org/#double-dot-path-segment: "..", or any case of
#: ".%2e", "%2e." and "%2e%2e". Every case spelled out, so a segment is looked up as it is.
_SINGLE_DOT = frozenset((".", "%2e", "%2E"))
_DOUBLE_DOT = frozenset(a + b for a in _SINGLE_DOT for b in _SINGLE_DOT)

#: The dot segments a path starts with (possessive: each one checks its own end).
_LEADING_DOT_SEGMENTS = lazy_pattern(
    globals(), "_LEADING_DOT_SEGMENTS", r"(?:/(?:\.|%2[eE])(?:\.|%2[eE])?+(?=/|\Z))++"
)

#: Code points of a path :func:`_remove_dot_segments` splits at a time.
_WINDOW = 1 << 14

_new_components = tuple.__new__


# Hosts that might end in a number (most end in a letter past "f") and IPv6 hosts are rare:
# the IPv4 and IPv6 parsers and serializers load on first use.
if TYPE_CHECKING:
    from collections.abc import Callable

    from ._host import parse_special_host_serialized
    from ._ipv4 import ends_in_a_number, ipv4_parse, ipv4_serialize
    from ._ipv6 import ipv6_parse, ipv6_serialize, serialize_hex_pieces
else:
    lazy_imports(globals(), "._ipv4", ("ends_in_a_number", "ipv4_parse", "ipv4_serialize"))
    lazy_imports(globals(), "._ipv6", ("ipv6_parse", "ipv6_serialize", "serialize_hex_pieces"))
    # The general pattern's host parser and percent-encoding (a URL with code points to
    # encode or a non-ASCII host) load on the first such URL.
    lazy_imports(globals(), "._host", ("parse_special_host_serialized",))


def _encoder(name: str) -> "Callable[[], Callable[[str], str]]":
    def make() -> "Callable[[str], str]":
        from . import _percent

        encode: Callable[[str], str] = getattr(_percent, name).encode
        return encode

    return make


encode_path = lazy_function(globals(), "encode_path", _encoder("PATH_PERCENT_ENCODE_SET"))
encode_special_query = lazy_function(
    globals(), "encode_special_query", _encoder("SPECIAL_QUERY_PERCENT_ENCODE_SET")
)
encode_fragment = lazy_function(
    globals(), "encode_fragment", _encoder("FRAGMENT_PERCENT_ENCODE_SET")
)


def _remove_dot_segments(path: str) -> str:
    """The path a special non-file URL's path state makes of ``path`` (which starts with
    "/"): a double-dot segment shortens the path, a single-dot one is dropped, and either
    one last appends the empty string (https://url.spec.whatwg.org/#path-state)."""
    leading = _LEADING_DOT_SEGMENTS.match(path)
    if leading is not None:
        # Dot segments on the empty path change nothing ("shorten": "Remove path's last
        # item, if any"), unless one is last: then the path is the empty string ("/").
        # Dropped in one step, so "/../../../.. x" costs no list of segments.
        if leading.end() == len(path):
            return "/"
        path = path[leading.end() :]
    out: list[str] = []
    start = 1
    size = len(path)
    while True:
        # The segments up to a "/" about _WINDOW code points on, or all the rest: a list of
        # segments small enough for the CPU caches (one list of a million segments costs
        # about 1.3x more per segment, and time would grow faster than the input).
        cut = path.find("/", start + _WINDOW) if start + _WINDOW < size else -1
        segments = path[start:cut].split("/") if cut != -1 else path[start:].split("/")
        if cut == -1:
            last = segments.pop()
        for segment in segments:
            if segment in _DOUBLE_DOT:
                if out:
                    out.pop()
            elif segment not in _SINGLE_DOT:
                out.append(segment)
        if cut == -1:
            break
        start = cut + 1
    # The last segment: "If neither c is U+002F (/), nor url is special and c is U+005C (\\),
    # append the empty string to url's path" after a dot segment.
    if last in _DOUBLE_DOT:
        if out:
            out.pop()
        out.append("")
    elif last in _SINGLE_DOT:
        out.append("")
    else:
        out.append(last)
    return "/" + "/".join(out)


def _host_is_domain_or_serialized_ipv4(host: str) -> bool:
    """Whether the host parser returns ``host`` lowercased, as it is: a domain that does not
    end in a number, or an IPv4 address in serialized form."""
    if host[-1] not in _MAY_END_IN_A_NUMBER or not ends_in_a_number(host):
        return True
    return _SERIALIZED_IPV4.fullmatch(host) is not None


#: A URL with an opaque path (mailto:, data:, javascript:, urn:, ...): a scheme and ":" not
#: followed by "/"; :func:`_fast_parse_opaque` finds the path's end with ``str.find``, then
#: checks a query and a fragment kept by the (non-special) query and fragment states.
_OPAQUE_SCHEME = lazy_pattern(globals(), "_OPAQUE_SCHEME", r"([A-Za-z][A-Za-z0-9+.\-]*+):(?!/)")
_NON_SPECIAL_QUERY = ' "#<>'  # the query percent-encode set, "#"
_OPAQUE_QUERY = lazy_pattern(
    globals(), "_OPAQUE_QUERY", lambda: f"\\?[{_keep(_NON_SPECIAL_QUERY)}]*+"
)
_OPAQUE_FRAGMENT = lazy_pattern(globals(), "_OPAQUE_FRAGMENT", lambda: f"#[{_keep(_FRAGMENT)}]*+")

#: What :func:`_fast_parse_opaque` keeps as it is, as one pattern: a lowercase scheme, ":"
#: not followed by "/", a path of U+0020 to U+007E but "?" and "#" whose spaces are followed
#: by a code point other than "?" or "#" (not last, not before the query or fragment), then a
#: query and a fragment the query (non-special) and fragment states keep.
_LEAN_OPAQUE = lazy_pattern(
    globals(),
    "_LEAN_OPAQUE",
    lambda: (
        r"([a-z][a-z0-9+.\-]*+):(?!/)"
        f"(?:[{_keep('?#')}]++| (?=[^?#]))*+"
        f"(?:\\?[{_keep(_NON_SPECIAL_QUERY)}]*+)?+"
        f"(?:#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)


def _fast_parse_opaque(input: str) -> Components | None:
    """https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state on code points it keeps.

    The opaque path state percent-encodes with the C0 control percent-encode set, which
    leaves printable ASCII (U+0020 to U+007E) alone; a space is kept too, except one right
    before "?" or "#" (it becomes "%20") or at the end (the parser's first steps strip it):
    so a path of printable ASCII not ending in a space is kept as it is (``str.isascii`` is
    a flag; deleting the printable bytes leaves nothing: one C loop, no regex)."""
    m = _OPAQUE_SCHEME.match(input)
    if m is None:
        return None
    scheme = m.group(1)
    lowered = scheme.lower()
    if lowered in SPECIAL_SCHEMES:
        return None
    end = len(scheme) + 1
    size = len(input)
    search_start = path_end(input, end)
    path = input[end:search_start]
    if path and (
        path[-1] == " "
        or not path.isascii()
        or path.encode().translate(None, _PRINTABLE_ASCII_BYTES)
    ):
        return None
    hash_start = search_start
    if hash_start < size and input[hash_start] == "?":
        hash_start = _OPAQUE_QUERY.match(input, hash_start).end()  # type: ignore[union-attr]
    # Whatever follows the query (which stops at "#" or a code point it would encode) must
    # be a fragment kept as it is, to the end.
    if hash_start < size and (
        input[hash_start] != "#" or _OPAQUE_FRAGMENT.fullmatch(input, hash_start) is None
    ):
        return None
    if lowered != scheme:
        input = lowered + input[len(scheme) :]
    # No credentials, host or port: the protocol, username, host and port end, and the path
    # starts, right after the ":".
    return _new_components(
        Components, (input, end, end, end, end, None, end, search_start, hash_start)
    )


#: Code points of an opaque host that the opaque-host parser keeps as they are: ASCII, none
#: a forbidden host code point, none the C0 control percent-encode set encodes.
_OPAQUE_HOST_KEPT = "A-Za-z0-9._~!$&'()*+,;=%\\-"
#: A non-special URL with "//", credentials, a port, an opaque host, a path, query and
#: fragment, each with code points its state keeps as they are (see
#: :func:`fast_parse_non_special_authority`).
_NON_SPECIAL_AUTHORITY_URL = lazy_pattern(
    globals(),
    "_NON_SPECIAL_AUTHORITY_URL",
    lambda: (
        r"([A-Za-z][A-Za-z0-9+.\-]*+)://"
        f"(?:([{_keep(_USERINFO)}]*+)(?::([{_keep(_USERINFO)}]*+))?+@)?+"
        f"([{_OPAQUE_HOST_KEPT}]++)"
        "(?::([0-9]*+))?+"
        f"(/[{_keep(_PATH)}]*+)?+"
        f"(\\?[{_keep(_NON_SPECIAL_QUERY)}]*+)?+"
        f"(#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)


def _port_number(port: str) -> int:
    """The port state's number for ``port`` (ASCII digits, at least one), or -1 when it is
    above 65535 ("If port is greater than 2^16 − 1, port-out-of-range validation error,
    return failure", https://url.spec.whatwg.org/#port-state). Checked by length first: a port
    of thousands of digits would be slow to convert (and past Python's int() digit limit)."""
    if len(port) > 5:
        port = port.lstrip("0") or "0"
        if len(port) > 5:
            return -1
    number = int(port)
    return number if number <= 65535 else -1


def _serialized(
    scheme: str,
    username: str | None,
    password: str | None,
    host: str,
    port: int | None,
    path: str,
    rest: str,
    query_length: int,
) -> Components:
    """The components of the URL with these components, ``rest`` its serialized query and
    fragment (``query_length`` code points of it the query with its "?", -1 for no query): the
    URL serializer's output (https://url.spec.whatwg.org/#concept-url-serializer steps 1-2:
    the scheme, ":" and "//"; the username, ":" and the password if it is not empty, then
    "@", when either is not empty; the serialized host; ":" and the port if it is not null;
    then the path, query and fragment), and where in it each component starts and ends."""
    if password:
        userinfo = f"{username}:{password}@"
        username_end = len(scheme) + 3 + len(username or "")
    elif username:
        userinfo = f"{username}@"
        username_end = len(scheme) + 3 + len(username)
    else:
        userinfo = ""
        username_end = len(scheme) + 3
    host_start = len(scheme) + 3 + len(userinfo)
    host_end = host_start + len(host)
    port_text = "" if port is None else f":{port}"
    pathname_start = host_end + len(port_text)
    search_start = pathname_start + len(path)
    return _new_components(
        Components,
        (
            f"{scheme}://{userinfo}{host}{port_text}{path}{rest}",
            len(scheme) + 1,
            username_end,
            host_start,
            host_end,
            port,
            pathname_start,
            search_start,
            search_start if query_length < 0 else search_start + query_length,
        ),
    )


def fast_parse_non_special_authority(input: str) -> Components | None:
    """The components the basic URL parser makes of ``input`` (any base: a scheme followed
    by "//" makes no state look at it), a non-special URL with an authority whose components
    need no percent-encoding; otherwise ``None``.

    The states, https://url.spec.whatwg.org/#scheme-state on: the scheme is ASCII-lowercased;
    "//" leads through the path or authority state to the authority state; credentials split at
    the first ":" and end at "@" (userinfo percent-encode set: kept when none is to encode); the
    host state parses the host with isOpaque true (the opaque-host parser: no forbidden host code
    point, the C0 control percent-encode set; not lowercased); a port loses its leading zeros and
    stays (a non-special scheme has no default port), one above 65535 fails; the path state
    resolves dot segments as for special URLs (no Windows drive letters: not ``file:``) but
    "\\" is no delimiter; an absent path is the empty path (serialized as nothing); the query
    state uses the query percent-encode set.  Anything else (a code point some set would encode,
    an empty host, "\\", ASCII tab or newline) returns ``None``: the state machine decides."""
    m = _NON_SPECIAL_AUTHORITY_URL.fullmatch(input)
    if m is None:
        return None
    scheme, username, password, host, port, path = m.group(1, 2, 3, 4, 5, 6)
    scheme = scheme.lower()
    if scheme in SPECIAL_SCHEMES:
        return None
    port_number: int | None = None
    if port:
        port_number = _port_number(port)
        if port_number < 0:
            return None
    if path is None:
        path = ""
    elif ("/." in path or "%2" in path) and _DOT_SEGMENT.search(path):
        path = _remove_dot_segments(path)
    rest = input[m.end(6) if m.end(6) != -1 else m.end(5) if port is not None else m.end(4) :]
    query_end = m.end(7)
    query_length = -1 if query_end == -1 else query_end - m.start(7)
    return _serialized(scheme, username, password, host, port_number, path, rest, query_length)


def _stripped(input: str) -> Components | None:
    """The basic URL parser's first steps: "Remove any leading and trailing C0 control or
    space from input" (https://url.spec.whatwg.org/#concept-basic-url-parser); the stripped
    input then takes the fast paths as any other (``None`` when nothing is stripped)."""
    from ..infra import C0_CONTROL_OR_SPACE  # the rare input: loaded on first use

    stripped = input.strip(C0_CONTROL_OR_SPACE)
    return fast_parse(stripped) if stripped and stripped != input else None


def _fast_parse_file(input: str) -> Components | None:
    """https://url.spec.whatwg.org/#file-state, its file slash and file host states, then
    the path, query and fragment states, for a ``file:`` URL with "//" and an ASCII domain
    or the empty host, and no dot segment in its path (a Windows drive letter changes what
    ".." does)."""
    serialized = True
    m = _SERIALIZED_FILE.fullmatch(input)
    if m is None:
        if input[-1:] <= " ":
            return _stripped(input)
        m = _GENERAL_FILE_URL.fullmatch(input)
        if m is None:
            return None
        serialized = False
    host, path, query = m.group(1, 2, 3)
    if host:
        if not serialized:
            host = host.lower()
        if host == "localhost":
            # The file host state: "If host is "localhost", then set host to the empty
            # string."
            host = ""
            serialized = False
        elif host[-1] in _MAY_END_IN_A_NUMBER and ends_in_a_number(host):
            return None
    if path is not None:
        if ("/." in path or "%2" in path) and _DOT_SEGMENT.search(path):
            return None
        if "|" in path and _UNNORMALIZED_DRIVE_LETTER.match(path):
            # The path state's step 1.4: "If url's scheme is "file", url's path is empty,
            # and buffer is a Windows drive letter, then replace the second code point in
            # buffer with U+003A (:)."
            path = f"/{path[1]}:{path[3:]}"
            serialized = False
    host_end = 7 + len(host)
    if serialized:
        if path is None:
            # The path state appends the empty string: the path serializes as "/".
            href = f"file://{host}/{input[host_end:]}"
            search_start = host_end + 1
        else:
            href = input
            search_start = host_end + len(path)
        hash_start = search_start if query is None else search_start + len(query)
    else:
        # The path, query (special) and fragment states' percent-encoding.
        path = "/" if path is None else encode_path(path)
        if query is not None:
            query = encode_special_query(query)
        fragment = m.group(4)
        rest = (query or "") + ("" if fragment is None else encode_fragment(fragment))
        href = f"file://{host}{path}{rest}"
        search_start = host_end + len(path)
        hash_start = search_start if query is None else search_start + len(query)
    return _new_components(
        Components, (href, 5, 7, 7, host_end, None, host_end, search_start, hash_start)
    )


#: What :func:`serialized_href` takes: ``_SERIALIZED``'s URLs, and ``_SERIALIZED_FILE``'s
#: with a path, in one pattern (one match for either; a file URL's host may be empty).
_SERIALIZED_WITH_PATH = lazy_pattern(
    globals(),
    "_SERIALIZED_WITH_PATH",
    lambda: (
        r"(https?|wss?|ftp|file)://([a-z0-9.\-]*+)"
        "(?::([1-9][0-9]{0,4}+))?+"  # a port as serialized (no leading zero), checked below
        f"(/[{_keep(_PATH)}]*+)"
        f"(\\?[{_keep(_QUERY)}]*+)?+"
        f"(#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)
#: A lowercase ASCII domain that does not end in a number
#: (https://url.spec.whatwg.org/#ends-in-a-number-checker): its last code point is a letter
#: and its last label does not start with "0x" (a label with a letter is a number only as
#: "0x" and hex digits), so the host parser returns it as it is.
_LEAN_HOST = r"(?:[a-z0-9\-]*+\.)*+(?!0x)[a-z0-9\-]*+(?<=[a-z])"
#: The commonest hrefs that :func:`serialized_href` keeps as they are, as one pattern, which
#: the URL constructor tries first (``lean_pattern`` in idl/url.extras.toml: one C call, where
#: ``serialized_href`` is a Python frame, which costs more than a match inside Pyodide): a
#: lowercase special scheme, "//", a host of :data:`_LEAN_HOST` (for ``file:`` also the empty
#: host, not "localhost"), no port, a path none of whose segments starts with "." or "%2e"
#: (so none is a dot segment) and without "|" (no Windows drive letter to rewrite), a query
#: and a fragment, each kept by its state. ``serialized_href`` answers every input it
#: matches with the input (``tests/url/test_fast_path.py``).
SERIALIZED_HREF = lazy_pattern(
    globals(),
    "SERIALIZED_HREF",
    lambda: (
        f"(?:(?:https?|wss?|ftp)://{_LEAN_HOST}|file://(?:(?!localhost/){_LEAN_HOST})?+)"
        f"(?:/(?!\\.|%2[eE])[{_keep(_PATH + '/|')}]*+)++"
        f"(?:\\?[{_keep(_QUERY)}]*+)?+"
        f"(?:#[{_keep(_FRAGMENT)}]*+)?+"
    ),
)
#: Of :data:`_MAY_END_IN_A_NUMBER`, the last characters of a lowercase host that might end in
#: a decimal number; a host ending in a hex digit or "x" ends in a number only if its last
#: label starts with "0x" (https://url.spec.whatwg.org/#ends-in-a-number-checker).
_DECIMAL_END = frozenset("0123456789.")


def serialized_href(input: object) -> str | None:
    """``input`` when it is a string that :func:`fast_parse` takes with its first pattern
    (the commonest shape, exactly as serialized; here also with a port as serialized), its
    first ``file:`` pattern with a path or its opaque-path shortcut with a lowercase scheme,
    and so is its own href (the API URL parser's, with no base); otherwise ``None``.

    The URL object's lean form (``webapi.url._extras``): nothing but this string is kept, and
    :func:`fast_parse` gives its components when a getter or setter first needs them.  The
    same checks as ``fast_parse``'s, each after a cheap test: a host that might end in a
    number (its last code point, then "0x" in the host) is checked as the host parser would;
    a path with "/." or "%2" (the path alone: a query often holds "%2F") is searched for a
    dot segment; a ``file:`` URL's "localhost" (the file host state makes it the empty host) and a
    first path segment such as "C|" (the path state makes it "C:") are left to fast_parse."""
    if type(input) is not str:
        return None
    m = _SERIALIZED_WITH_PATH.fullmatch(input)
    if m is None:
        # A URL with an opaque path (mailto:, data:, javascript:, ...) that fast_parse keeps
        # as it is: a lowercase scheme, one match (_fast_parse_opaque's checks as a pattern).
        m = _LEAN_OPAQUE.fullmatch(input)
        return input if m is not None and m[1] not in SPECIAL_SCHEMES else None
    host_end = m.end(2)
    last = input[host_end - 1]  # "/" when the host is empty (the host has no "/")
    file = input[1] == "i"
    path = m[4]  # m[i]: m.group(i) without its argument tuple
    if input[host_end] == ":":
        # A port: the file host state takes none (the ":" makes the host fail); one above
        # 65535 fails; the scheme's default port is dropped ("If port is url's scheme's
        # default port, then set url's port to null"): then the href is not the input.
        if file:
            return None
        number = int(m[3])
        if number > 65535 or number == DEFAULT_PORTS[m[1]]:
            return None
    if file:
        if (host_end == 16 and input.startswith("localhost", 7)) or (
            "|" in path and _UNNORMALIZED_DRIVE_LETTER.match(path) is not None
        ):
            return None
    elif last == "/":  # the empty host of a special URL other than file: failure
        return None
    if last in _DECIMAL_END or (
        last in _MAY_END_IN_A_NUMBER and "0x" in input[m.start(2) : host_end]
    ):
        # fast_parse leaves every file host that ends in a number to the state machine; an
        # IPv4 address in serialized form (checked first: the commonest such host) is kept.
        host_start = m.start(2)
        if file:
            if ends_in_a_number(input[host_start:host_end]):
                return None
        elif _SERIALIZED_IPV4.fullmatch(input, host_start, host_end) is None and not (
            _host_is_domain_or_serialized_ipv4(input[host_start:host_end])
        ):
            return None
    # Only the path can hold a dot segment (the query often holds "%2F").
    if ("/." in path or "%2" in path) and _DOT_SEGMENT.search(path) is not None:
        return None
    return input


def fast_parse(input: str) -> Components | None:
    """The components of the URL that the API URL parser makes of ``input``
    (with any base: an input starting with a special scheme and "//" ignores
    it), when ``input`` is in serialized form or near it; otherwise ``None``."""
    if input.startswith("file:"):
        return _fast_parse_file(input)
    m = _SERIALIZED.fullmatch(input)
    if m is not None:
        host, path = m.group(2, 3)
        if (host[-1] not in _MAY_END_IN_A_NUMBER or _host_is_domain_or_serialized_ipv4(host)) and (
            ("/." not in path and "%2" not in path) or _DOT_SEGMENT.search(path) is None
        ):
            protocol_end = m.end(1) + 1
            host_end = m.end(2)
            search_start = m.end(3)
            query_end = m.end(4)
            return _new_components(
                Components,
                (
                    input,
                    protocol_end,
                    protocol_end + 2,
                    protocol_end + 2,
                    host_end,
                    None,
                    host_end,
                    search_start,
                    search_start if query_end == -1 else query_end,
                ),
            )
    return fast_parse_unserialized(input)


def fast_parse_unserialized(input: str) -> Components | None:
    """The general fast path, the rewrites of the module docstring: :func:`fast_parse`'s
    answer for every input (``tests/url/test_fast_path.py`` checks it), without its first
    pattern; what callers use for an input :func:`serialized_href` refused (which that
    pattern rarely takes: a dot segment, an IPv4 address not in serialized form)."""
    # Not ending in a C0 control or space (the parser's first steps strip those).
    m = _GENERAL_SPECIAL_URL.fullmatch(input) if input[-1:] > " " else None
    if m is None:
        if input[:1] <= " " or input[-1:] <= " ":
            return _stripped(input)
        # The general pattern takes a scheme and "//": a URL with an opaque path has none, a
        # file URL may have an empty host.
        if input[:5].lower() == "file:":
            return _fast_parse_file(input)
        opaque = _fast_parse_opaque(input)
        if opaque is None and "://" in input:
            return fast_parse_non_special_authority(input)
        return opaque
    scheme, username, password, host, port, path, query = m.group(1, 2, 3, 4, 5, 6, 7)
    default_port = DEFAULT_PORTS.get(scheme)
    if default_port is None:
        scheme = scheme.lower()
        default_port = DEFAULT_PORTS.get(scheme)
        if default_port is None:
            if scheme == "file":
                return _fast_parse_file(input)
            return fast_parse_non_special_authority(input)
    # The path, query and fragment states' percent-encoding (UTF-8: the API URL parser's
    # encoding) over their whole spans, unless none of them has a code point to encode (one
    # check over all three: then the input from the path on is kept as it is).
    tail_start = m.end(5) if port is not None else m.end(4)
    tail = input[tail_start:]
    general = not tail.isascii() or bool(tail.encode().translate(None, _TAIL_KEPT_BYTES))
    if general:
        if path is not None:
            path = encode_path(path)
        fragment = m.group(8)
        if query is not None:
            query = encode_special_query(query)
        rest = (query or "") + ("" if fragment is None else encode_fragment(fragment))
    if host[0] != "[" and not _ASCII_DOMAIN_CODE_POINTS.issuperset(host):
        # A host other than an ASCII domain: the host state's "host parsing buffer
        # with url is not special" false, then the host serializer (remembered per host).
        serialized_host = parse_special_host_serialized(host)
        if serialized_host is None:
            return None
        host = serialized_host
    elif host[0] == "[":
        # https://url.spec.whatwg.org/#concept-host-parser step 1: the IPv6 parser on what
        # is inside the brackets, then the host serializer.
        # An address of hex pieces alone is serialized span by span (serialize_hex_pieces).
        serialized = serialize_hex_pieces(host[1:-1])
        if serialized is None:
            address = ipv6_parse(host[1:-1])
            if address is None:
                return None
            serialized = ipv6_serialize(address)
        host = f"[{serialized}]"
    elif host[-1] in _MAY_END_IN_A_NUMBER and not _host_is_domain_or_serialized_ipv4(host):
        # Step 7 of the host parser: "If asciiDomain ends in a number, return the result of
        # IPv4 parsing asciiDomain", serialized (an address already in serialized form is
        # its own serialization: kept above).
        number = ipv4_parse(host.lower())
        if number is None:
            return None
        host = ipv4_serialize(number)
    if path is not None and ("/." in path or "%2" in path) and _DOT_SEGMENT.search(path):
        path = _remove_dot_segments(path)
    # Everything from the path on is kept; the prefix is rebuilt only when it changes.
    port_number: int | None = None
    if port:
        number = _port_number(port)
        if number < 0:
            return None
        if number != default_port:
            port_number = number
    if not host.islower():
        host = host.lower()
    if general:
        if path is None:
            path = "/"
    elif path is None:
        path = "/"
        rest = tail
    else:
        rest = input[m.end(6) :]
    query_length = -1 if query is None else len(query)
    return _serialized(scheme, username, password, host, port_number, path, rest, query_length)


#: A relative reference in serialized form: a path (not starting "//"), then a query and a
#: fragment, each optional.
_RELATIVE = lazy_pattern(
    globals(),
    "_RELATIVE",
    lambda: f"([{_keep(_PATH)}]++)?+(\\?[{_keep(_QUERY)}]*+)?+(#[{_keep(_FRAGMENT)}]*+)?+",
)


def is_fast_base(base: Components) -> bool:
    """Whether :func:`fast_parse_relative` takes references against ``base``: a special URL
    other than ``file:`` (whose Windows drive letters change the relative rules)."""
    href = base[0]
    return href[: base[1] - 1] in DEFAULT_PORTS


def fast_parse_relative(input: str, base: Components) -> Components | None:
    """The components of the URL the basic URL parser makes of the relative reference
    ``input`` against ``base`` (for which :func:`is_fast_base` holds), when ``input`` is in
    serialized form; otherwise ``None``.

    The relative state and its followers, https://url.spec.whatwg.org/#relative-state: a
    scheme-relative ``//host/...`` is parsed as the base's scheme followed by it; a path
    starting with "/" replaces the base's path, another is appended to the base's path less
    its last segment ("shorten"), then dot segments resolve; "?" keeps the base's path and
    "#" its query; the empty string is the base without its fragment.
    """
    href = base[0]
    if input.startswith("//"):
        return fast_parse(href[: base[1]] + input)
    m = _RELATIVE.fullmatch(input)
    if m is None:
        return None
    path, query, fragment = m.groups()
    pathname_start = base[6]
    if path is not None:
        if path[0] != "/":
            first_segment = path.split("/", 1)[0]
            if ":" in first_segment:
                return None  # perhaps a scheme: the full parser decides
            base_path = href[pathname_start : base[7]]
            path = base_path[: base_path.rfind("/") + 1] + path
        if ("/." in path or "%2" in path) and _DOT_SEGMENT.search(path):
            path = _remove_dot_segments(path)
        prefix = href[:pathname_start]
        search_start = pathname_start + len(path)
    else:
        search_start = base[7]
        path = href[pathname_start:search_start]
        prefix = href[:pathname_start]
        if query is None:
            query = href[search_start : base[8]]
    hash_start = search_start + (0 if query is None else len(query))
    new_href = f"{prefix}{path}{query or ''}{fragment or ''}"
    return _new_components(
        Components,
        (
            new_href,
            base[1],
            base[2],
            base[3],
            base[4],
            base[5],
            pathname_start,
            search_start,
            hash_start,
        ),
    )
