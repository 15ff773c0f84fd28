"""A fast path for URL strings that are already in their serialized form.

Most URLs met in practice look like ``https://host/path?query#fragment`` with
nothing for the basic URL parser to change: a lowercase special scheme, a
lowercase ASCII domain, no credentials, no default or zero-padded port, no dot
segments and no code point that a percent-encode set would encode.  For those
the parser's result serializes back to the input itself (with "/" inserted when
the path is empty), so the components can be read off one regular-expression
match.  Anything else returns ``None`` and takes the full state machine.

``tests/url/test_fast_path.py`` checks that this equals the full parser
(``basic_url_parse`` then ``serialize_with_components``) on every
web-platform-tests input, the benchmark corpora and generated inputs.
"""

from __future__ import annotations

import re

from ._components import Components
from ._ipv4 import ends_in_a_number
from ._record import SPECIAL_SCHEMES

__all__ = ["fast_parse"]


def _printable_ascii_except(excluded: str) -> str:
    """A character class body: U+0021 to U+007E without ``excluded``."""
    return "".join(re.escape(chr(c)) for c in range(0x21, 0x7F) if chr(c) not in excluded)


# Code points each state keeps as they are: not in its percent-encode set, not a
# delimiter of the state, not U+005C (\) (special URLs), and no C0 control,
# space or non-ASCII code point.
_PATH = _printable_ascii_except(' "#<>?^`{}\\')  # path percent-encode set, "?", "#", "\"
_QUERY = _printable_ascii_except(" \"#<>'")  # special-query percent-encode set, "#"
_FRAGMENT = _printable_ascii_except(' "<>`')  # fragment percent-encode set

_SERIALIZED_SPECIAL_URL = re.compile(
    "(https?|wss?|ftp)://"  # a special scheme other than "file", lowercase
    r"([a-z0-9.\-]+)"  # a lowercase ASCII domain (or an IPv4 address, checked below)
    "(?::([1-9][0-9]{0,4}))?"  # a port without leading zeros
    f"(/[{_PATH}]*)?"
    f"(\\?[{_QUERY}]*)?"
    f"(#[{_FRAGMENT}]*)?"
)
_SERIALIZED_FILE_URL = re.compile(
    r"file://([a-z0-9.\-]*)"  # a lowercase ASCII domain, or the empty host
    f"(/[{_PATH}]*)?"
    f"(\\?[{_QUERY}]*)?"
    f"(#[{_FRAGMENT}]*)?"
)
#: A first path segment that the path state would rewrite ("C|" becomes "C:").
_UNNORMALIZED_DRIVE_LETTER = re.compile(r"/[A-Za-z]\|(?=/|$)")
#: A single-dot or double-dot URL path segment (". .. %2e .%2e %2e. %2e%2e", any case).
_DOT_SEGMENT = re.compile(r"/(?:\.|%2[eE]){1,2}(?=/|$)")


def fast_parse(input: str) -> Components | None:
    """The components of the URL that the API URL parser makes of ``input``
    (with any base: an input starting with a special scheme and "//" ignores
    it), when ``input`` is in serialized form; otherwise ``None``."""
    port_number: int | None
    if input.startswith("file:"):
        m = _SERIALIZED_FILE_URL.fullmatch(input)
        if m is None:
            return None
        host, path, query = m.group(1, 2, 3)
        # The file host state turns "localhost" into the empty host.
        if host == "localhost" or (host and ends_in_a_number(host)):
            return None
        if path is not None and _UNNORMALIZED_DRIVE_LETTER.match(path):
            return None
        protocol_end = 5
        port_number = None
        host_start = 7
        pathname_start = host_end = host_start + len(host)
    else:
        m = _SERIALIZED_SPECIAL_URL.fullmatch(input)
        if m is None:
            return None
        scheme, host, port, path, query = m.group(1, 2, 3, 4, 5)
        # The domain parser returns an ASCII lowercase domain as it is; one that
        # ends in a number is an IPv4 address, which serializes differently.
        if ends_in_a_number(host):
            return None
        protocol_end = len(scheme) + 1
        host_start = protocol_end + 2
        host_end = host_start + len(host)
        if port is None:
            port_number = None
            pathname_start = host_end
        else:
            port_number = int(port)
            if port_number > 65535 or port_number == SPECIAL_SCHEMES[scheme]:
                return None
            pathname_start = host_end + 1 + len(port)
    if path is None:
        # The path state appends the empty string: the path serializes as "/".
        href = f"{input[:pathname_start]}/{input[pathname_start:]}"
        search_start = pathname_start + 1
    else:
        if ("." in path or "%" in path) and _DOT_SEGMENT.search(path):
            return None
        href = input
        search_start = pathname_start + len(path)
    hash_start = search_start if query is None else search_start + len(query)
    return Components(
        href,
        protocol_end,
        host_start,
        host_start,
        host_end,
        port_number,
        pathname_start,
        search_start,
        hash_start,
    )
