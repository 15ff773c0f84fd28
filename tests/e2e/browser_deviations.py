"""Every known way a JavaScript ``URL`` (Chromium 156's, Node 20's) differs from the URL Standard.

``docs/browsers.md`` presents these classes to users; ``test_browsers.py`` runs every
``urltestdata.json`` input and a sample of the ``../shared/bench`` corpora through each client and
fails on a difference no class explains, and on a class that no longer occurs (its minimal input
must still reproduce it).  webapi gives the standard's answer (it agrees with every WPT case).

A class explains a :class:`~e2e.url_clients.Difference` through its detector, which returns the
components (or ``"failure"``) it accounts for; a difference is explained when the detectors of its
client's classes together account for every differing component.  Detectors look at both answers,
not only at the input, so that a new behaviour on the same inputs is not silently absorbed.

``spec`` is the deciding text, quoted from ``../shared/spec/url.bs`` with the markup removed (the
test checks each quote is there).  The document-level classes (``DOCUMENT_CLASSES``) are checked
with small HTML documents served to Chromium; their HTML Standard text is quoted in the page.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote

from webapi import URL

from .url_clients import FAILURE, Difference

Detector = Callable[[Difference], frozenset[str]]
NOTHING: frozenset[str] = frozenset()
SPECIAL = {"ftp:", "file:", "http:", "https:", "ws:", "wss:"}
_DRIVE = re.compile(r"[A-Za-z][:|]")


@dataclass(frozen=True)
class Deviation:
    id: str
    client: str  # "chromium" or "node20"
    summary: str
    input: str
    base: str | None
    #: The client's ``href`` for the minimal input ("failure" when it throws).
    theirs: str
    #: The standard's ``href`` (webapi's).
    standard: str
    #: The deciding text of the URL Standard, markup removed.
    spec: str
    #: A WPT case that shows it (``urltestdata.json[612]``; None: the WPT data has none).
    wpt: str | None
    detect: Detector
    #: The component ``theirs`` and ``standard`` are values of.
    component: str = "href"
    #: For a setter class: the attribute the minimal input's URL gets set, and the value.
    setter: str | None = None
    value: str | None = None


def _same(d: Difference, names: set[str], transform: Callable[[str], str]) -> bool:
    """Every one of ``names`` the two sides differ on is ``transform`` of the standard's."""
    return all(
        transform(d.standard_component(name) or "") == d.their_component(name)
        for name in names & d.differing
    )


def _both(d: Difference) -> bool:
    return d.standard is not None and d.theirs is not None


def _claims(d: Difference, names: set[str]) -> frozenset[str]:
    return frozenset(names) & d.differing


def _clean(text: str) -> str:
    """The input as the parser sees it: no leading/trailing C0 or space, no tab or newline."""
    text = text.strip("".join(map(chr, range(0x21))))
    return re.sub("[\t\n\r]", "", text)


# --- Chromium -------------------------------------------------------------------------------


def file_origin(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.standard_component("origin") == "null"
        and d.their_component("origin") == "file://"
        and (d.their_component("href") or "").startswith(("file:", "blob:file:"))
    ):
        return frozenset({"origin"})
    return NOTHING


def blob_origin(d: Difference) -> frozenset[str]:
    if not _both(d) or d.their_component("protocol") != "blob:":
        return NOTHING
    origin = d.their_component("origin") or ""
    inner = (d.their_component("pathname") or "").lower()
    if (
        d.standard_component("origin") == "null"
        and origin != "null"
        and not origin.startswith(("http:", "https:", "file:"))
        and inner.startswith(origin.lower())
    ):
        return frozenset({"origin"})
    return NOTHING


def file_localhost(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.standard_component("protocol") == "file:"
        and d.standard_component("host") == ""
        and d.their_component("host") == "localhost"
        and _same(d, {"href"}, lambda href: href.replace("file://", "file://localhost", 1))
        and _same(d, {"hostname"}, lambda _: "localhost")
    ):
        return _claims(d, {"href", "host", "hostname"})
    return NOTHING


def path_pipe_escaped(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and "|" in (d.standard_component("pathname") or "")
        and (d.standard_component("pathname") or "").startswith("/")
        and _same(d, {"href", "pathname"}, lambda value: _escape_path_pipes(value, d))
    ):
        return _claims(d, {"href", "pathname"})
    return NOTHING


def _escape_path_pipes(value: str, d: Difference) -> str:
    """``value`` (the href or pathname) with ``|`` in the path written ``%7C``."""
    path = d.standard_component("pathname") or ""
    return value.replace(path, path.replace("|", "%7C"), 1)


def pipe_drive_letter(d: Difference) -> frozenset[str]:
    """``C|`` is not a drive letter: it stays ``C%7C`` (and a relative path segment)."""
    if not _both(d) or d.standard_component("protocol") != "file:":
        return NOTHING
    ours = d.standard_component("pathname") or ""
    theirs = d.their_component("pathname") or ""
    letters = {m.group()[0] for m in re.finditer(r"[A-Za-z]\|", _clean(d.input))}
    if any(f"/{c}:" in ours and f"{c}%7C" in theirs for c in letters):
        return _claims(d, {"href", "pathname"})
    return NOTHING


def drive_letter_relative(d: Difference) -> frozenset[str]:
    """Against a ``file:`` base, a drive letter gets no special treatment."""
    if not _both(d) or d.base is None or not d.base.lower().startswith("file:"):
        return NOTHING
    ours = d.standard_component("pathname") or ""
    theirs = d.their_component("pathname") or ""
    if not re.match(r"/[A-Za-z]:", ours):
        return NOTHING
    if theirs == (ours[3:] or "/") or (theirs.endswith(ours) and theirs != ours):
        return _claims(d, {"href", "pathname"})
    return NOTHING


def host_drive_letter(d: Difference) -> frozenset[str]:
    """``file://C:/``: the standard takes ``C:`` for a drive letter, Chromium for a bad host."""
    if (
        d.theirs is None
        and d.standard is not None
        and d.standard_component("protocol") == "file:"
        and re.match(r"(?i)(file:)?[/\\]{2}[A-Za-z][:|]([/\\?#]|$)", _clean(d.input))
    ):
        return frozenset({FAILURE})
    return NOTHING


def file_slashes(d: Difference) -> frozenset[str]:
    """``file:////x``: Chromium takes every slash after ``file:`` as part of ``//``."""
    if not _both(d) or d.standard_component("protocol") != "file:":
        return NOTHING
    ours = d.standard_component("pathname") or ""
    collapsed = re.sub("^/+", "/", ours)
    if ours.startswith("//") and d.their_component("pathname") == collapsed:
        return _claims(d, {"href", "pathname"})
    return NOTHING


def host_space_escaped(d: Difference) -> frozenset[str]:
    if d.standard is None and d.theirs is not None and "%20" in (d.their_component("host") or ""):
        return frozenset({FAILURE})
    return NOTHING


def host_asterisk_escaped(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and "*" in (d.standard_component("host") or "")
        and _same(
            d, {"href", "origin", "host", "hostname"}, lambda value: value.replace("*", "%2A")
        )
    ):
        return _claims(d, {"href", "origin", "host", "hostname"})
    return NOTHING


def host_percent_decoded_twice(d: Difference) -> frozenset[str]:
    """``％４１`` maps to ``%41``, which the standard rejects and Chromium decodes again."""
    if d.standard is not None or d.theirs is None:
        return NOTHING
    mapped = unicodedata.normalize("NFKC", unquote(_clean(d.input)))
    if re.search("%[0-9A-Fa-f]{2}", mapped) and re.search(
        "%[0-9A-Fa-f]{2}", mapped.split("//", 1)[-1].split("/", 1)[0]
    ):
        return frozenset({FAILURE})
    return NOTHING


def host_ipv6_percent_decoded(d: Difference) -> frozenset[str]:
    if (
        d.standard is None
        and d.theirs is not None
        and (d.their_component("hostname") or "").startswith("[")
        and "%" in d.input
    ):
        return frozenset({FAILURE})
    return NOTHING


def opaque_path_trailing_space(d: Difference) -> frozenset[str]:
    """The client keeps the space (``a ``), or, after a setter removed the query or fragment,
    strips the trailing spaces (``a``, the standard before 2025); the standard has ``a%20``."""
    ours = d.standard_component("pathname") or ""
    if not _both(d) or ours.startswith("/") or not ours.endswith("%20"):
        return NOTHING
    for theirs in (ours[:-3] + " ", ours[:-3].rstrip(" ")):
        if _same(d, {"href", "pathname"}, lambda value, t=theirs: value.replace(ours, t, 1)):
            return _claims(d, {"href", "pathname"})
    return NOTHING


def nonspecial_query_apostrophe(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.standard_component("protocol") not in SPECIAL
        and "'" in (d.standard_component("search") or "")
    ):
        search = d.standard_component("search") or ""
        escaped = search.replace("'", "%27")
        if _same(d, {"href", "search"}, lambda value: value.replace(search, escaped, 1)):
            return _claims(d, {"href", "search"})
    return NOTHING


def userinfo_apostrophe(d: Difference) -> frozenset[str]:
    if not _both(d):
        return NOTHING
    names = {"username", "password"} & d.differing
    if names and _same(d, names, lambda value: value.replace("'", "%27")):
        href = d.standard_component("href") or ""
        scheme, rest = href.split("//", 1)
        userinfo, at, after = rest.partition("@")
        if _same(d, {"href"}, lambda _: scheme + "//" + userinfo.replace("'", "%27") + at + after):
            return _claims(d, names | {"href"})
    return NOTHING


#: Schemes Chromium registers for itself, parsed as if they were special (``chrome-extension:``)
#: or as path-only URLs (``android:``).
CHROMIUM_STANDARD_SCHEMES = {
    "chrome-distiller:",
    "chrome-extension:",
    "chrome-native:",
    "chrome-search:",
    "isolated-app:",
}
CHROMIUM_PATH_SCHEMES = {"android:", "drivefs:", "chromeos-steam:", "steam:", "materialized-view:"}


def registered_standard_scheme(d: Difference) -> frozenset[str]:
    if _both(d) and d.standard_component("protocol") in CHROMIUM_STANDARD_SCHEMES:
        return d.differing
    return NOTHING


def registered_path_scheme(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.standard_component("protocol") in CHROMIUM_PATH_SCHEMES
        and d.their_component("host") == ""
        and (d.their_component("pathname") or "").startswith("//")
    ):
        return d.differing
    return NOTHING


def nonspecial_relative_backslash(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.base is not None
        and d.standard_component("protocol") not in SPECIAL
        and _clean(d.input).startswith("\\")
        and d.differing <= {"href", "pathname", "host", "hostname"}
    ):
        return d.differing
    return NOTHING


def data_keeps_tab_newline(d: Difference) -> frozenset[str]:
    if (
        _both(d)
        and d.standard_component("protocol") == "data:"
        and re.search("[\t\n\r]", d.input.strip())
    ):
        names = {"href", "pathname", "search", "hash"}
        if _same(d, names, lambda value: value) is False and all(
            re.sub("%0[9AD]", "", d.their_component(n) or "") == d.standard_component(n)
            for n in names & d.differing
        ):
            return _claims(d, names)
    return NOTHING


def host_forbidden_before_mapping(d: Difference) -> frozenset[str]:
    """``<`` or ``>`` with U+0338 COMBINING LONG SOLIDUS OVERLAY: Chromium rejects the ``<``/``>``
    before UTS 46 maps and normalises the pair to ``≮``/``≯``."""
    if d.theirs is not None or d.standard is None or d.setter is not None:
        return NOTHING
    host = host_text(d.input)
    if re.search("[<>]", host) and not re.search(
        "[<>]", unicodedata.normalize("NFC", host.replace("\xad", ""))
    ):
        return frozenset({FAILURE})
    return NOTHING


def protocol_setter_special_switch(d: Difference) -> frozenset[str]:
    """The ``protocol`` setter switches between special and non-special schemes (or away from
    ``file:`` with an empty host, or to ``file:`` with credentials)."""
    if d.setter != "protocol" or not _both(d):
        return NOTHING
    value = (d.value or "").split(":", 1)[0].lower()
    # Chromium can also leave a broken URL: the new scheme in ``href``, ``protocol`` ":".
    switched = d.their_component("protocol") == value + ":" or (
        d.their_component("protocol") == ":"
        and (d.their_component("href") or "").startswith(value + ":")
    )
    if (
        switched
        and d.standard_component("protocol") != value + ":"
        and d.standard_component("href") == _parsed_href(d.input)
    ):
        return d.differing
    return NOTHING


def _parsed_href(input: str) -> str:
    return URL(input).href


def protocol_setter_tab_newline(d: Difference) -> frozenset[str]:
    if d.setter != "protocol" or not _both(d) or not re.search("[\t\n\r]", d.value or ""):
        return NOTHING
    cleaned = re.sub("[\t\n\r]", "", d.value or "").split(":", 1)[0].lower()
    if d.standard_component("protocol") == cleaned + ":" and d.their_component(
        "href"
    ) == _parsed_href(d.input):
        return d.differing
    return NOTHING


def file_host_setter_port(d: Difference) -> frozenset[str]:
    """Setting ``host`` to ``x:123`` on a ``file:`` URL: Chromium takes the host, drops the port."""
    if (
        d.setter == "host"
        and _both(d)
        and d.standard_component("protocol") == "file:"
        and ":" in (d.value or "")
        and d.standard_component("href") == _parsed_href(d.input)
        and d.their_component("host") == (d.value or "").split(":", 1)[0].lower()
    ):
        return d.differing
    return NOTHING


def search_setter_lone_question_mark(d: Difference) -> frozenset[str]:
    if (
        d.setter == "search"
        and d.value == "?"
        and _both(d)
        and d.standard_component("search") == ""
        and "?" in (d.standard_component("href") or "")
        and d.their_component("href") == (d.standard_component("href") or "").replace("?", "", 1)
    ):
        return _claims(d, {"href"})
    return NOTHING


# --- Node 20 --------------------------------------------------------------------------------


def node_ascii_punycode_checked(d: Difference) -> frozenset[str]:
    """An ASCII ``xn--`` label that is not valid punycode: the standard lowercases an all-ASCII
    domain (Node fails, or ignores the ``host``/``hostname`` setter)."""
    hostname = d.standard_component("hostname") or ""
    written = d.value if d.setter is not None else host_text(d.input)
    if not written or not written.isascii() or not re.search(r"(^|\.)xn--", hostname):
        return NOTHING
    if (
        d.setter in ("host", "hostname")
        and _both(d)
        and d.their_component("href") == _parsed_href(d.input)
    ):
        return d.differing
    if d.setter is None and d.theirs is None and d.standard is not None:
        return frozenset({FAILURE})
    return NOTHING


def host_text(input: str) -> str:
    """The host as written in an absolute ``scheme://host/…`` input (the setters' tests aside)."""
    return _clean(input).split("//", 1)[-1].split("/", 1)[0].split("?", 1)[0].split("#", 1)[0]


def node_path_caret(d: Difference) -> frozenset[str]:
    ours = d.standard_component("pathname") or ""
    if (
        _both(d)
        and "%5E" in ours
        and _same(
            d, {"href", "pathname"}, lambda value: value.replace(ours, ours.replace("%5E", "^"), 1)
        )
    ):
        return _claims(d, {"href", "pathname"})
    return NOTHING


def node_host_setter_empty_host_port(d: Difference) -> frozenset[str]:
    if (
        d.setter == "host"
        and _both(d)
        and (d.value or "").startswith(":")
        and d.standard_component("href") == _parsed_href(d.input)
        and d.their_component("hostname") == ""
    ):
        return d.differing
    return NOTHING


def node_port_setter_tab_newline(d: Difference) -> frozenset[str]:
    if (
        d.setter == "port"
        and _both(d)
        and d.value
        and not re.sub("[\t\n\r]", "", d.value)
        and d.standard_component("href") == _parsed_href(d.input)
        and d.their_component("port") == ""
    ):
        return d.differing
    return NOTHING


def node_pathname_setter_dotdot(d: Difference) -> frozenset[str]:
    """``pathname = "/.."`` on a non-special URL: the standard's path is ``/``, Node's empty."""
    if (
        d.setter == "pathname"
        and _both(d)
        and d.standard_component("protocol") not in SPECIAL
        and d.standard_component("pathname") == "/"
        and d.their_component("pathname") == ""
        and re.search(r"(\.|%2e)(\.|%2e)$", _clean(d.value or ""), re.IGNORECASE)
    ):
        return _claims(d, {"href", "pathname"})
    return NOTHING


#: The code points Node 20's IDNA table treats differently from the standard's (UTS 46 of
#: Unicode 17): the test fills it by probing Node 20 with each non-ASCII code point of the hosts
#: Node 20 gets wrong, alone (``https://C/x``) and inside a label (``https://aCb/x``), keeping
#: those where the standard succeeds and Node 20 fails or answers otherwise (``probe_idna``).
NODE20_STALE_IDNA: set[str] = set()


def idna_probes(hosts: set[str]) -> list[tuple[str, str]]:
    """For each non-ASCII code point of ``hosts``: (the code point, a probe input), two each."""
    chars = sorted({c for host in hosts for c in host if ord(c) > 0x7F})
    return [(c, f"https://{form}/x") for c in chars for form in (c, f"a{c}b")]


def node_idna_older_mapping(d: Difference) -> frozenset[str]:
    """Node 20's IDNA table is older (``NODE20_STALE_IDNA``): it rejects code points the current
    UTS 46 table maps, keeps or ignores (U+10A0 Georgian capitals, U+04C0, U+180E, the
    characters of Unicode 16 and 17), and maps ``ẞ`` to ``ss`` instead of ``ß``."""
    if d.standard is None or d.setter is not None:
        return NOTHING
    host = host_text(d.input)
    if host.isascii() or not any(c in NODE20_STALE_IDNA for c in host):
        return NOTHING
    if d.theirs is None:
        return frozenset({FAILURE})
    return _claims(d, {"href", "origin", "host", "hostname"})


_SPACE = (
    "Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation error. If remaining starts "
    'with U+003F (?) or U+0023 (#), then append "%20" to url\'s path. Otherwise, append U+0020 '
    "SPACE to url's path."
)

DEVIATIONS: tuple[Deviation, ...] = (
    Deviation(
        "chromium-file-origin",
        "chromium",
        "A `file:` URL's origin is `file://` instead of `null`.",
        "file:///tmp/x",
        None,
        "file://",
        "null",
        '"file" Unfortunate as it is, this is left as an exercise to the reader. When in doubt, '
        "return a new opaque origin.",
        "urltestdata.json[679]",
        file_origin,
        "origin",
    ),
    Deviation(
        "chromium-blob-origin-any-scheme",
        "chromium",
        "A `blob:` URL around an `ftp:`, `ws:` or `wss:` URL gets that URL's origin, not `null`.",
        "blob:ws://example.org/",
        None,
        "ws://example.org",
        "null",
        'If pathURL\'s scheme is "http", "https", or "file", then return pathURL\'s origin. '
        "Return a new opaque origin.",
        "urltestdata.json[783]",
        blob_origin,
        "origin",
    ),
    Deviation(
        "chromium-file-localhost",
        "chromium",
        "`file://localhost/` keeps the host `localhost`; the standard empties it.",
        "file://localhost/x",
        None,
        "file://localhost/x",
        "file:///x",
        'If host is "localhost", then set host to the empty string.',
        "urltestdata.json[131]",
        file_localhost,
    ),
    Deviation(
        "chromium-file-slashes",
        "chromium",
        "Extra slashes after `file://` are dropped; the standard keeps them as empty path "
        "segments.",
        "file:////x",
        None,
        "file:///x",
        "file:////x",
        "Otherwise, if buffer is the empty string, then: Set url's host to the empty string. "
        "If state override is given, then return. Set state to path start state.",
        "urltestdata.json[697]",
        file_slashes,
    ),
    Deviation(
        "chromium-pipe-drive-letter",
        "chromium",
        "`C|` is not read as the drive letter `C:` in `file:` URLs.",
        "file:///C|/x",
        None,
        "file:///C%7C/x",
        "file:///C:/x",
        "A Windows drive letter is two code points, of which the first is an ASCII alpha and "
        "the second is either U+003A (:) or U+007C (|).",
        "urltestdata.json[138]",
        pipe_drive_letter,
    ),
    Deviation(
        "chromium-drive-letter-relative",
        "chromium",
        "Resolved against a `file:` base, drive letters are ordinary path segments: `..` and "
        "`/` drop the base's drive letter, `file:c:/x` is relative.",
        "/",
        "file:///C:/a/b",
        "file:///",
        "file:///C:/",
        "If the code point substring from pointer to the end of input does not start with a "
        "Windows drive letter and base's path[0] is a normalized Windows drive letter, then "
        "append base's path[0] to url's path.",
        "urltestdata.json[612]",
        drive_letter_relative,
    ),
    Deviation(
        "chromium-host-drive-letter",
        "chromium",
        "`file://C:/` fails: Chromium reads `C:` (or `C|`) as a host, which it rejects; the "
        "standard reads a drive letter.",
        "file://C:/",
        None,
        "failure",
        "file:///C:/",
        "If state override is not given and buffer is a Windows drive letter, "
        "file-invalid-Windows-drive-letter-host validation error, set state to path state.",
        "urltestdata.json[677]",
        host_drive_letter,
    ),
    Deviation(
        "chromium-path-pipe-escaped",
        "chromium",
        "`|` in a path is percent-encoded as `%7C`; the standard leaves it.",
        "http://x/a|b",
        None,
        "http://x/a%7Cb",
        "http://x/a|b",
        "The path percent-encode set is a percent-encode set consisting of the query "
        "percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (}).",
        "urltestdata.json[136]",
        path_pipe_escaped,
    ),
    Deviation(
        "chromium-host-space-escaped",
        "chromium",
        "A space in a host (also one written `%20`, or mapped from U+3000) is percent-encoded "
        "instead of failing.",
        "http://a b/",
        None,
        "http://a%20b/",
        "failure",
        "A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, "
        "U+0020 SPACE,",
        "urltestdata.json[480]",
        host_space_escaped,
    ),
    Deviation(
        "chromium-host-asterisk-escaped",
        "chromium",
        "`*` in a host is percent-encoded as `%2A`; the standard keeps it.",
        "http://a*b/",
        None,
        "http://a%2Ab/",
        "http://a*b/",
        "A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), "
        "or U+007F DELETE.",
        "urltestdata.json[541]",
        host_asterisk_escaped,
    ),
    Deviation(
        "chromium-host-percent-decoded-twice",
        "chromium",
        "A host that reads `%41` after IDNA mapping (`％４１`) is percent-decoded a second "
        "time instead of failing.",
        "http://％４１.com",
        None,
        "http://a.com/",
        "failure",
        "If result contains a forbidden domain code point, then return failure.",
        "urltestdata.json[320]",
        host_percent_decoded_twice,
    ),
    Deviation(
        "chromium-host-ipv6-percent-decoded",
        "chromium",
        "A host is percent-decoded before it is recognised as an IPv6 address (`[::%31]`, "
        "`%5B::1]`).",
        "http://[::%31]/",
        None,
        "http://[::1]/",
        "failure",
        "If input starts with U+005B ([), then: If input does not end with U+005D (]), "
        "IPv6-unclosed validation error, return failure. Return the result of IPv6 parsing input "
        "with its leading U+005B ([) and trailing U+005D (]) removed.",
        "urltestdata.json[359]",
        host_ipv6_percent_decoded,
    ),
    Deviation(
        "chromium-opaque-path-trailing-space",
        "chromium",
        "In an opaque path, a space right before `?` or `#` is kept as a space, not `%20` (a "
        "2025 change to the standard).",
        "foo:a ?b",
        None,
        "foo:a ?b",
        "foo:a%20?b",
        _SPACE,
        "urltestdata.json[292]",
        opaque_path_trailing_space,
    ),
    Deviation(
        "chromium-nonspecial-query-apostrophe",
        "chromium",
        "`'` in the query of a non-special URL is percent-encoded; the standard encodes it only "
        "for special URLs.",
        "foo:?'",
        None,
        "foo:?%27",
        "foo:?'",
        "The special-query percent-encode set is a percent-encode set consisting of the query "
        "percent-encode set and U+0027 (').",
        "urltestdata.json[383]",
        nonspecial_query_apostrophe,
    ),
    Deviation(
        "chromium-userinfo-apostrophe",
        "chromium",
        "`'` in a username or password is percent-encoded; the standard leaves it.",
        "http://u'@x/",
        None,
        "http://u%27@x/",
        "http://u'@x/",
        "The userinfo percent-encode set is a percent-encode set consisting of the path "
        "percent-encode set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), "
        "U+005B ([) to U+005D (]), inclusive, and U+007C (|).",
        "urltestdata.json[844]",
        userinfo_apostrophe,
    ),
    Deviation(
        "chromium-registered-standard-schemes",
        "chromium",
        "Chromium's own schemes (`chrome-extension:`, `isolated-app:`, …) are parsed like "
        "special schemes: a `/` path is added, port and case are normalised, the origin is a "
        "tuple.",
        "chrome-extension://X:8/a",
        None,
        "chrome-extension://x/a",
        "chrome-extension://X:8/a",
        "A URL is special if its scheme is a special scheme. A URL is not special if its scheme "
        "is not a special scheme.",
        "urltestdata.json[970]",
        registered_standard_scheme,
    ),
    Deviation(
        "chromium-registered-path-schemes",
        "chromium",
        "`android:`, `drivefs:`, `steam:`, `chromeos-steam:` and `materialized-view:` URLs get "
        "no host: `//host:port/path` stays in the path.",
        "steam://x/a",
        None,
        "steam://x/a",
        "steam://x/a",
        "Otherwise, if remaining starts with an U+002F (/), set state to path or authority "
        "state and increase pointer by 1.",
        "urltestdata.json[966]",
        registered_path_scheme,
    ),
    Deviation(
        "chromium-nonspecial-relative-backslash",
        "chromium",
        "A relative reference starting with `\\` against a non-special URL is read as if `\\` "
        "were `/`; in a non-special URL `\\` is an ordinary path code point.",
        "\\a",
        "foo://h/b",
        "foo://h/a",
        "foo://h/\\a",
        "Otherwise, if url is special and c is U+005C (\\), invalid-reverse-solidus validation "
        "error, set state to relative slash state.",
        "urltestdata.json[997]",
        nonspecial_relative_backslash,
    ),
    Deviation(
        "chromium-data-keeps-tab-newline",
        "chromium",
        "In a `data:` URL, tabs and newlines are percent-encoded instead of removed.",
        "data:a\tb",
        None,
        "data:a%09b",
        "data:ab",
        "Remove all ASCII tab or newline from input.",
        "urltestdata.json[1002]",
        data_keeps_tab_newline,
    ),
    Deviation(
        "chromium-host-forbidden-before-mapping",
        "chromium",
        "A host with `<` or `>` followed by U+0338 (which UTS 46 normalises to `≮`, `≯`) fails: "
        "Chromium rejects the `<`/`>` before mapping.",
        "https://>\u0338/x",
        None,
        "failure",
        "https://xn--hdh/x",
        "If result contains a forbidden domain code point, then return failure.",
        "toascii.json[46]",
        host_forbidden_before_mapping,
    ),
    Deviation(
        "chromium-protocol-setter-special-switch",
        "chromium",
        "The `protocol` setter switches a URL between special and non-special schemes (and "
        "`file:` with an empty host to another scheme); the standard leaves the URL unchanged.",
        "ssh://example.net",
        None,
        "http://example.net/",
        "ssh://example.net",
        "If url's scheme is not a special scheme and buffer is a special scheme, then return.",
        "setters_tests.json[protocol][21]",
        protocol_setter_special_switch,
        setter="protocol",
        value="http",
    ),
    Deviation(
        "chromium-protocol-setter-tab-newline",
        "chromium",
        "The `protocol` setter ignores a value holding a tab or newline; the standard removes "
        "them first.",
        "http://test/",
        None,
        "http://test/",
        "https://test/",
        "Remove all ASCII tab or newline from input.",
        "setters_tests.json[protocol][30]",
        protocol_setter_tab_newline,
        setter="protocol",
        value="https\r",
    ),
    Deviation(
        "chromium-file-host-setter-port",
        "chromium",
        "Setting `host` to `x:123` on a `file:` URL sets the host `x`; the standard leaves the URL "
        "unchanged (a `file:` URL has no port, and `:` is a forbidden host code point).",
        "file://y/",
        None,
        "file://x/",
        "file://y/",
        'If state override is given and url\'s scheme is "file", then decrease pointer by 1 and '
        "set state to file host state.",
        "setters_tests.json[host][49]",
        file_host_setter_port,
        setter="host",
        value="x:123",
    ),
    Deviation(
        "chromium-search-setter-lone-question-mark",
        "chromium",
        "Setting `search` to `?` removes the query; the standard leaves an empty query (`?`).",
        "https://example.net/#nav",
        None,
        "https://example.net/#nav",
        "https://example.net/?#nav",
        "Let input be the given value with a single leading U+003F (?) removed, if any. Set "
        "url's query to the empty string.",
        "setters_tests.json[search][4]",
        search_setter_lone_question_mark,
        setter="search",
        value="?",
    ),
    Deviation(
        "node20-opaque-path-trailing-space",
        "node20",
        "In an opaque path, a space right before `?` or `#` is kept as a space, not `%20` (a "
        "2025 change to the standard).",
        "foo:a ?b",
        None,
        "foo:a ?b",
        "foo:a%20?b",
        _SPACE,
        "urltestdata.json[292]",
        opaque_path_trailing_space,
    ),
    Deviation(
        "node20-ascii-punycode-checked",
        "node20",
        "An all-ASCII `xn--` label that is not valid punycode makes the URL fail; the standard "
        "(since 2026) only lowercases an ASCII domain.",
        "http://a.xn--pokxncvks/",
        None,
        "failure",
        "http://a.xn--pokxncvks/",
        "If domain is an ASCII string, then set result to domain, lowercased. When beStrict is "
        "false and domain is an ASCII string, the algorithm returns domain lowercased regardless "
        "of Unicode ToASCII's outcome, due to web compatibility.",
        "urltestdata.json[310]",
        node_ascii_punycode_checked,
    ),
    Deviation(
        "node20-host-setter-empty-host-port",
        "node20",
        "Setting `host` to `:80` on a non-special URL gives it an empty host and port 80; the "
        "standard leaves the URL unchanged (a port needs a host).",
        "foo://path/to",
        None,
        "foo://:80/to",
        "foo://path/to",
        "Otherwise, if c is U+003A (:) and insideBrackets is false: If buffer is the empty "
        "string, host-missing validation error, return failure.",
        "setters_tests.json[host][66]",
        node_host_setter_empty_host_port,
        setter="host",
        value=":80",
    ),
    Deviation(
        "node20-port-setter-tab-newline",
        "node20",
        "Setting `port` to a value of only tabs and newlines removes the port; the standard "
        "leaves it (the value is not the empty string, and parses to nothing).",
        "https://domain.com:3000",
        None,
        "https://domain.com/",
        "https://domain.com:3000/",
        "If the given value is the empty string, then set this's URL's port to null. Otherwise, "
        "basic URL parse the given value with this's URL as url and port state as state "
        "override.",
        "setters_tests.json[port][26]",
        node_port_setter_tab_newline,
        setter="port",
        value="\n\t",
    ),
    Deviation(
        "node20-pathname-setter-dotdot",
        "node20",
        "Setting `pathname` to `/..` on a non-special URL leaves no path at all (`foo://h`); the "
        "standard leaves `/`.",
        "foo://h/a",
        None,
        "foo://h",
        "foo://h/",
        "If buffer is a double-dot URL path segment, then: Shorten url's path. If neither c is "
        "U+002F (/), nor url is special and c is U+005C (\\), append the empty string to url's "
        "path.",
        "setters_tests.json[pathname][32]",
        node_pathname_setter_dotdot,
        setter="pathname",
        value="/..",
    ),
    Deviation(
        "node20-idna-older-mapping",
        "node20",
        "Node 20's IDNA mapping table is older: `ẞ` becomes `ss` instead of `ß`, and hosts "
        "with code points the current table accepts (Georgian capitals, U+180E, new characters) "
        "fail.",
        "https://\u1e9e.com/x",
        None,
        "https://ss.com/x",
        "https://xn--zca.com/x",
        "returns the result of running Unicode ToASCII with domain_name set to domain, "
        "CheckHyphens set to beStrict, CheckBidi set to true, CheckJoiners set to true, "
        "UseSTD3ASCIIRules set to beStrict, Transitional_Processing set to false, "
        "VerifyDnsLength set to beStrict, and IgnoreInvalidPunycode set to false.",
        "toascii.json[86]",
        node_idna_older_mapping,
    ),
    Deviation(
        "node20-path-caret",
        "node20",
        "`^` in a path is not percent-encoded (a recent addition to the path percent-encode set).",
        "http://x/a^b",
        None,
        "http://x/a^b",
        "http://x/a%5Eb",
        "The path percent-encode set is a percent-encode set consisting of the query "
        "percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (}).",
        "urltestdata.json[850]",
        node_path_caret,
    ),
)


def explain(difference: Difference, client: str) -> tuple[list[str], frozenset[str]]:
    """The classes of ``client`` that account for part of ``difference``, and what none explains."""
    ids = []
    left = set(difference.differing)
    for deviation in DEVIATIONS:
        if deviation.client != client:
            continue
        claimed = deviation.detect(difference)
        if claimed:
            ids.append(deviation.id)
            left -= claimed
    return ids, frozenset(left)


@dataclass(frozen=True)
class DocumentDeviation:
    """A class seen only in documents (``test_browsers.py`` serves small HTML documents)."""

    id: str
    #: The deciding text, markup removed: the URL Standard's (checked against ``url.bs``) when
    #: ``url_standard``, else the HTML Standard's.
    spec: str
    url_standard: bool


DOCUMENT_CLASSES = (
    DocumentDeviation(
        "chromium-legacy-encoding-nonspecial-query",
        "If encoding is not UTF-8 and one of the following is true: url is not special url's "
        'scheme is "ws" or "wss" then set encoding to UTF-8.',
        True,
    ),
    DocumentDeviation(
        "chromium-base-href-utf8",
        "Let urlRecord be the result of parsing the value of element's href content attribute "
        "with document's fallback base URL, and document's character encoding.",
        False,
    ),
    DocumentDeviation(
        "chromium-unparsable-base-about-blank",
        "Set element's frozen base URL to document's fallback base URL, if urlRecord is failure",
        False,
    ),
    DocumentDeviation(
        "chromium-form-action-invalid-url",
        "If urlString is not failure, then return urlString. Return contentAttributeValue, "
        "converted to a scalar value string.",
        False,
    ),
    DocumentDeviation(
        "chromium-empty-base-keeps-fragment",
        "Set url's username to base's username, url's password to base's password, url's host "
        "to base's host, url's port to base's port, url's path to a clone of base's path, and "
        "url's query to base's query.",
        True,
    ),
)
