"""Differential cases: the web-platform-tests inputs, a grammar of URL pieces, and mutations.

``generate(seed, index)`` makes case ``index`` of run ``seed`` from its own random
generator (seeded with ``f"{seed}:{index}"``), so any case of any run can be made
again alone (``python -m tests.differential.run --seed S --case I``) and a run can
be split across processes by index.

The grammar covers what the URL parser branches on: special, non-special and
``file`` schemes in any case; ``//``, ``\\``, ``/\\`` and missing separators;
userinfo with ``@``, ``:``, ``#``, ``?`` and percent escapes; ASCII, IDN (deviation
characters, ignored code points, full-width letters and dots, Bidi labels,
joiners) and punycode hosts; IPv4 in decimal, hex, octal, short and 32-bit forms,
overflowing or percent-encoded; IPv6 with compression and embedded IPv4; opaque
hosts; forbidden host code points; ports; dot segments (``.``, ``%2e``, ``.%2E``);
Windows drive letters; percent escapes, queries and fragments; C0 controls,
spaces, tabs and newlines; relative references against bases.  Mutations insert,
delete, duplicate, re-case and percent-encode pieces of those strings and of the
WPT inputs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any, Final, TypeVar

import wpt
from webapi import URL

from .cases import Case, Op, ParamsCase, ParseCase, SetterCase, URLParamsCase

__all__ = ["CODE_POINT_TEMPLATES", "KINDS", "code_point_cases", "generate", "wpt_cases"]

T = TypeVar("T")
R = random.Random

SPECIAL: Final = ("http", "https", "ws", "wss", "ftp", "file")
NON_SPECIAL: Final = (
    "sc",
    "foo",
    "a+b-c.d",
    "blob",
    "data",
    "javascript",
    "mailto",
    "urn",
    "git+ssh",
    "web+x",
    "non-spec",
    "h",
)
BAD_SCHEMES: Final = ("", "1http", "ht tp", "ht%74p", "h\u00e9", "-x", "+x", ".x", "http\u0000")

SETTER_NAMES: Final = wpt.URL_COMPONENTS

#: Single characters worth inserting anywhere: URL syntax, whitespace, C0 and C1
#: controls, code points the parser or IDNA treats specially, and a few non-ASCII ones.
CHARS: Final = (
    ":/?#[]@!$&'()*+,;=%\\.-_~ \"<>^`{|}"
    "\t\n\r\x00\x01\x08\x0b\x0c\x1f\x7f\x80\x9f"
    "\u00a0\u00ad\u00df\u00e9\u00c4\u0131\u017f\u03c2\u03c3\u0430\u05d0\u0627\u0661\u06f1"
    "\u0301\u0308\u094d\u0915\u200b\u200c\u200d\u200e\u202e\u2028\u2060\u2024\u2100\u2121"
    "\u3002\ufe52\uff0e\uff61\uff21\uff41\uff10\uff05\uff1a\uff0f\ufeff\ufffd\ufdd0\uffff"
    "\u4e2d\uac00\U0001f600\U0001d400\U000e0001\U0010fffd"
)

#: Multi-character pieces worth inserting: escapes, dot segments, drive letters, separators.
TOKENS: Final = (
    "%",
    "%2",
    "%zz",
    "%00",
    "%20",
    "%25",
    "%2e",
    "%2E",
    "%2f",
    "%2F",
    "%3A",
    "%40",
    "%41",
    "%5C",
    "%C3%A9",
    "%c3%a9",
    "%FF",
    "%EF%BF%BD",
    "%E2%80%8B",
    "%F0%9F%98%80",
    "%ED%A0%80",
    "..",
    ".",
    "%2e%2e",
    ".%2E",
    "%2e.",
    "...",
    "/..",
    "/.",
    "/./",
    "/../",
    "//",
    "\\\\",
    "/\\",
    "\\/",
    "://",
    ":\\\\",
    ":/",
    "@",
    "@@",
    ":@",
    "C:",
    "c|",
    "C|/",
    "/C:/",
    "xn--",
    "XN--",
    "0x",
    "0X",
    "0",
    "00",
    "255",
    "256",
    "4294967295",
    "4294967296",
    "::",
    "[",
    "]",
    "[::1]",
    ":8080",
    ":0",
    ":65536",
    "?",
    "#",
    "&",
    "=",
    "+",
    "\t",
    "\n",
    " ",
    "http:",
    "file:",
    "sc:",
    "localhost",
)

ASCII_LABELS: Final = (
    "example",
    "a",
    "b",
    "www",
    "com",
    "org",
    "test",
    "localhost",
    "LOCALHOST",
    "b-c",
    "-x",
    "x-",
    "ab--cd",
    "a_b",
    "0",
    "1a",
    "a1",
    "09",
    "0x",
    "0xg",
    "xn--nxasmq6b",
    "xn--",
    "xn--a",
    "xn--zz-",
    "xn--ls8h",
    "xn--8i7caa",
    "xn--4db",
    "xn--mgba3a4f16a",
    "xn--fa-hia",
    "XN--FA-HIA",
    "xn--zca",
    "xn--1ug",
    "xn--53h",
    "xn---",
    "xn--a-ecp",
    "xn--a.xn--nxa",
)

#: Non-ASCII labels and pieces, all assigned in Unicode 14 (Python 3.11's database).
UNICODE_PIECES: Final = (
    "\u00e9",
    "b\u00fccher",
    "fa\u00df",
    "\u00df",
    "\u03c2",
    "\u03c3",
    "\u03a3",
    "\u0391\u0392",
    "\u0430\u0440\u0440\u04cf\u0435",
    "\u4e2d\u6587",
    "\u65e5\u672c",
    "\ud55c\uad6d",
    "\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
    "\u05e2\u05d1\u05e8\u05d9\u05ea",
    "\u05d0",
    "\u0627",
    "\u0661\u0662",
    "\u06f1\u06f2",
    "\u05d01",
    "1\u05d0",
    "\u05d0\u0661",
    "\u0627\u06f1",
    "\u0915\u094d\u200d",
    "\u0915\u094d\u200c",
    "a\u200cb",
    "a\u200db",
    "\u0644\u200c\u0627",
    "\uff21\uff22\uff23",
    "\uff41\uff42",
    "\uff11\uff12",
    "\u00ad",
    "a\u00adb",
    "\u200b",
    "\u2060",
    "\ufeff",
    "\u034f",
    "\u180b",
    "\u2615",
    "\U0001f4a9",
    "\u2121",
    "\u3392",
    "\u2177",
    "\u0301a",
    "a\u0301",
    "\u0308",
    "\ufffd",
    "\u2028",
    "\u00a0",
    "\u202e",
    "\u0e44\u0e17\u0e22",
    "\u1100\u1161",
    "\u0130",
    "\u0131",
    "\u017f",
    "\u1e9e",
    "\u2495",
    "\u24b6",
    "\u00bd",
    "\u2474",
    "\u1d2c",
    "\u0640",
    "\u30fb",
    "\u00b7",
    "l\u00b7l",
    "\u0375\u03b1",
    "\u05f3\u05d0",
)

DOTS: Final = (".", ".", ".", ".", "\u3002", "\uff0e", "\uff61", "%2e", "%2E", "\u2024", "\ufe52")

SPECIAL_HOST_ODD: Final = (
    "",
    " ",
    "%",
    "%zz",
    "%00",
    "%20",
    "%2f",
    "%41",
    "%2e",
    "%ef%bc%85",
    "%ef%bc%a1",
    "\x00",
    "\t",
    "#",
    "/",
    ":",
    "<",
    ">",
    "?",
    "@",
    "[",
    "\\",
    "]",
    "^",
    "|",
    "*",
    "!",
    "$",
    "&",
    "'",
    "(",
    ")",
    "+",
    ",",
    ";",
    "=",
    "`",
    "{",
    "}",
    "~",
    '"',
    "\x7f",
    "\x1f",
    "\u0080",
    "\uff05",
    "\uff1a",
    "\uff0f",
)

PATH_SEGMENTS: Final = (
    "a",
    "b",
    "c",
    "index.html",
    ".",
    "..",
    "%2e",
    "%2E",
    ".%2e",
    "%2e.",
    "%2e%2e",
    "%2E%2e",
    "...",
    ".a",
    "a.",
    "",
    "C:",
    "c|",
    "C|",
    "z:",
    "a:",
    "ab:",
    "a%2fb",
    "a b",
    "a\\b",
    "%",
    "%zz",
    "%41",
    "\u00e9",
    "\u4e2d",
    "\U0001f600",
    "a?b",
    "a#b",
    "'",
    '"',
    "<>",
    "`",
    "{}",
    "^",
    "|",
    "%00",
    "\x00",
    "\x7f",
    "\ufeff",
    "\ufdd0",
    "\uffff",
    " ",
    "@",
    ":",
    "[::1]",
    ";x=y",
)

QUERY_PIECES: Final = (
    "a=b",
    "a",
    "=",
    "&",
    "&&",
    "a=b&c=d",
    "q=1 2",
    "+",
    "%20",
    "%2B",
    "%",
    "%zz",
    "%FF",
    "%C3%A9",
    "\u00e9",
    "\U0001f600",
    "'",
    '"',
    "<",
    ">",
    "`",
    "#",
    "?",
    "\\",
    "/",
    "{}",
    "|",
    "^",
    " ",
    "\x00",
    "\x7f",
    "\ufeff",
    "=%EF%BB%BF",
    "a=%F0%9F",
    "\ufffd",
    "\u2028",
)

FRAGMENT_PIECES: Final = (
    "f",
    "top",
    "",
    "#",
    "?",
    " ",
    '"',
    "<",
    ">",
    "`",
    "{",
    "}",
    "%",
    "%zz",
    "%20",
    "\u00e9",
    "\U0001f600",
    "\x00",
    "\x7f",
    "'",
    "/",
    "\\",
    "a=b",
)

USERINFO_PIECES: Final = (
    "user",
    "u",
    "",
    ":",
    "::",
    "pass",
    "%40",
    "%3A",
    "%3a",
    "%",
    "%zz",
    "@",
    " ",
    "\u00e9",
    "\U0001f600",
    ";",
    "=",
    "!",
    "$",
    "'",
    "(",
    "{",
    "|",
    "^",
    "`",
    "\\",
    "/",
    "?",
    "#",
    "[",
    "]",
    "\x00",
    "\t",
)

PORTS: Final = (
    "",
    "0",
    "1",
    "21",
    "80",
    "443",
    "8080",
    "65535",
    "65536",
    "99999",
    "0080",
    "00000000000000000000080",
    "-1",
    "1a",
    "a",
    "1.2",
    "+1",
    " 1",
    "\t8\n0",
    "4294967377",
    "18446744073709551696",
    "\uff18\uff10",
    "\u0668",
)

SPECIAL_SEPARATORS: Final = (
    "//",
    "//",
    "//",
    "//",
    "/",
    "",
    "\\\\",
    "/\\",
    "\\/",
    "///",
    "////",
    "\\",
    "\t//",
    "/\n/",
    "/ /",
)

WHITESPACE: Final = (
    " ",
    "\t",
    "\n",
    "\r",
    "\x00",
    "\x01",
    "\x1f",
    "\x0c",
    "\x0b",
    "\u00a0",
    "\ufeff",
)

SETTER_WEIGHTS: Final = (
    ("href", 6),
    ("protocol", 12),
    ("username", 8),
    ("password", 8),
    ("host", 16),
    ("hostname", 16),
    ("port", 12),
    ("pathname", 12),
    ("search", 8),
    ("hash", 6),
)

PARAM_NAMES: Final = (
    "a",
    "b",
    "",
    "a b",
    "+",
    "=",
    "&",
    "%",
    "%41",
    "\u00e9",
    "e\u0301",
    "\U0001f600",
    "\ufffd",
    "\uff41",
    "A",
    "\x00",
    "\ufeff",
    "~",
    "*",
    "?",
    "#",
)


def _weighted(r: R, options: Sequence[tuple[T, int]]) -> T:
    total = sum(weight for _, weight in options)
    point = r.randrange(total)
    for option, weight in options:
        point -= weight
        if point < 0:
            return option
    raise AssertionError("unreachable")


def _recase(r: R, text: str) -> str:
    if r.random() < 0.85:
        return text
    return "".join(c.upper() if r.random() < 0.5 else c.lower() for c in text)


def _percent_encode(r: R, text: str, probability: float) -> str:
    out = []
    for c in text:
        if r.random() < probability:
            hexdigits = "%02X" if r.random() < 0.7 else "%02x"
            out.append("".join(hexdigits % byte for byte in c.encode("utf-8", "surrogatepass")))
        else:
            out.append(c)
    return "".join(out)


def random_code_point(r: R) -> str:
    """Any scalar value, from the ranges where it is most likely to matter."""
    kind = r.random()
    if kind < 0.3:
        return chr(r.randrange(0x00, 0x80))
    if kind < 0.6:
        return chr(r.randrange(0x80, 0x800))
    if kind < 0.85:
        while True:
            code = r.randrange(0x800, 0x10000)
            if not 0xD800 <= code <= 0xDFFF:
                return chr(code)
    return chr(r.randrange(0x10000, 0x110000))


# ---------------------------------------------------------------------------- seeds


@cache
def _wpt() -> dict[str, Any]:
    """The WPT inputs, grouped for the generators (loaded once per process)."""
    url_cases = [c for c in wpt.load("urltestdata.json") if not isinstance(c, str)]
    setters = wpt.load("setters_tests.json")
    hosts: list[str] = []
    for name in ("toascii.json", "IdnaTestV2.json"):
        hosts.extend(c["input"] for c in wpt.load(name) if not isinstance(c, str))
    hrefs = [c["href"] for c in url_cases if not c.get("failure") and "href" in c]
    hrefs.extend(
        c["href"] for group, cs in setters.items() if group != "comment" for c in cs if "href" in c
    )
    values: dict[str, list[str]] = {
        group: [c["new_value"] for c in cs] for group, cs in setters.items() if group != "comment"
    }
    return {
        "inputs": [(c["input"], c.get("base")) for c in url_cases],
        "bases": sorted({c["base"] for c in url_cases if c.get("base")}),
        "hrefs": sorted(set(hrefs)),
        "setter_values": values,
        "hosts": hosts,
        "urlencoded": [
            c["input"] for c in wpt.load("urlencoded-parser-data.json") if not isinstance(c, str)
        ],
    }


def wpt_cases() -> Iterator[Case]:
    """Every WPT parser, setter, host and urlencoded input once, as differential cases."""
    for case in wpt.load("urltestdata.json"):
        if not isinstance(case, str):
            yield ParseCase(case["input"], case.get("base"), "wpt")
    for case in wpt.load("urltestdata-javascript-only.json"):
        if not isinstance(case, str):
            yield ParseCase(case["input"], case.get("base"), "wpt")
    for group, group_cases in wpt.load("setters_tests.json").items():
        if group == "comment":
            continue
        for case in group_cases:
            yield SetterCase(case["href"], ((group, case["new_value"]),), "wpt")
    for name in ("toascii.json", "IdnaTestV2.json", "IdnaTestV2-removed.json"):
        for case in wpt.load(name):
            if not isinstance(case, str):
                yield ParseCase(f"https://{case['input']}/x", None, "wpt-host")
                yield ParseCase(f"sc://{case['input']}/x", None, "wpt-host")
                yield SetterCase("https://x/", (("hostname", case["input"]),), "wpt-host")
    for case in wpt.load("urlencoded-parser-data.json"):
        if not isinstance(case, str):
            yield ParamsCase(case["input"], (("sort",),), "wpt")
    for case in wpt.load("verifydnslength_tests.json"):
        if not isinstance(case, str):
            yield ParseCase(case["input"], None, "wpt")


#: Where each code point is tried by ``code_point_cases``: hosts (alone, after an ASCII
#: letter, before and after a dot, doubled), an opaque host, path, query and fragment,
#: userinfo, and an opaque path.
CODE_POINT_TEMPLATES: Final = (
    "http://{c}/",
    "http://a{c}/",
    "http://{c}.a/",
    "http://x.{c}{c}/",
    "sc://{c}/",
    "http://h/{c}?{c}#{c}",
    "http://{c}:{c}@h/",
    "sc:{c}",
)


def code_point_cases(start: int, stop: int) -> Iterator[tuple[str, Case]]:
    """Every scalar value in ``range(start, stop)`` in every template, as a hostname set on
    a special URL, and in a ``URLSearchParams``."""
    for code in range(start, stop):
        if 0xD800 <= code <= 0xDFFF:
            continue
        c = chr(code)
        for template in CODE_POINT_TEMPLATES:
            yield f"U+{code:04X} {template}", ParseCase(template.format(c=c), None, "code-point")
        yield (
            f"U+{code:04X} hostname",
            SetterCase("https://example.org/", (("hostname", c + "x"),), "code-point"),
        )
        yield (
            f"U+{code:04X} params",
            ParamsCase(f"{c}={c}", (("append", c, c), ("sort",)), "code-point"),
        )


# ---------------------------------------------------------------------------- grammar


def ascii_label(r: R) -> str:
    if r.random() < 0.6:
        return _recase(r, r.choice(ASCII_LABELS))
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-"
    length = r.choice((1, 2, 3, 5, 8, 63, 64))
    return "".join(r.choice(alphabet) for _ in range(length))


def unicode_label(r: R) -> str:
    parts = [r.choice(UNICODE_PIECES) for _ in range(r.randint(1, 3))]
    if r.random() < 0.3:
        parts.insert(r.randrange(len(parts) + 1), ascii_label(r))
    if r.random() < 0.05:
        parts.append(random_code_point(r))
    return "".join(parts)


def punycode_label(r: R) -> str:
    label = unicode_label(r)
    try:
        encoded = label.encode("punycode").decode("ascii")
    except UnicodeError:
        return "xn--" + ascii_label(r)
    prefix = r.choice(("xn--", "xn--", "xn--", "XN--", "Xn--"))
    if r.random() < 0.1:
        encoded = encoded.upper()
    if r.random() < 0.2:
        # Where punycode decoders differ: delimiters first or last, bad digits, overflow,
        # labels that decode to ASCII only.
        kind = r.randrange(7)
        if kind == 0:
            encoded = "-" + encoded.replace("-", "")
        elif kind == 1:
            encoded += "-"
        elif kind == 2:
            at = r.randrange(len(encoded) + 1)
            encoded = encoded[:at] + r.choice("-09azAZ_.") + encoded[at:]
        elif kind == 3:
            encoded = "9" * r.randint(6, 30) + encoded
        elif kind == 4:
            encoded = ascii_label(r) + "-"
        elif kind == 5:
            encoded = "--" + encoded
        else:
            encoded = encoded[: r.randrange(len(encoded) + 1)]
    return prefix + encoded


def domain(r: R) -> str:
    count = r.choice((1, 2, 2, 3, 3, 4))
    labels = []
    for _ in range(count):
        kind = r.random()
        if kind < 0.5:
            labels.append(ascii_label(r))
        elif kind < 0.8:
            labels.append(unicode_label(r))
        elif kind < 0.95:
            labels.append(punycode_label(r))
        else:
            labels.append("")
    out = labels[0]
    for label in labels[1:]:
        out += r.choice(DOTS) + label
    if r.random() < 0.1:
        out += r.choice(DOTS)
    if r.random() < 0.03:
        out = ".".join(["a" * 63] * 4) + ".com"
    if r.random() < 0.1:
        out = _percent_encode(r, out, 0.3)
    return out


def ipv4_part(r: R, value: int) -> str:
    form = r.random()
    if form < 0.5:
        return str(value)
    if form < 0.7:
        return f"0x{value:x}" if r.random() < 0.7 else f"0X{value:X}"
    if form < 0.85:
        return f"0{value:o}"
    if form < 0.9:
        return "0x" + "0" * r.randint(1, 12) + f"{value:x}"
    return "0" * r.randint(1, 12) + str(value)


def ipv4(r: R) -> str:
    count = r.choice((1, 2, 3, 4, 4, 4, 4, 5))
    parts = []
    for i in range(count):
        last = i == count - 1
        limit = 256 ** (5 - count) if last and count <= 4 else 256
        if r.random() < 0.1:
            value = r.choice((limit, limit + 1, 2**32, 2**64, 10**30))
        else:
            value = r.randrange(limit)
        parts.append(ipv4_part(r, value))
    if r.random() < 0.1:
        parts[r.randrange(count)] = r.choice(("", "09", "0x", "0xg", "a", "08", "1e2", "-1", " "))
    out = ".".join(parts)
    if r.random() < 0.15:
        out += "."
    if r.random() < 0.05:
        out += ".."
    if r.random() < 0.08:
        out = _percent_encode(r, out, 0.3)
    if r.random() < 0.05:
        out = out.replace(".", r.choice(DOTS))
    if r.random() < 0.04:
        out = r.choice(("foo.", "a.b.", "0x.")) + out
    if r.random() < 0.05:
        out = "".join(chr(ord(c) + 0xFEE0) if "0" <= c <= "9" else c for c in out)
    return out


def ipv6(r: R) -> str:
    pieces = []
    count = r.choice((8, 8, 7, 6, 4, 2, 1, 9))
    for _ in range(count):
        digits = f"{r.randrange(0x10000):x}" if r.random() < 0.8 else f"{r.randrange(16):x}"
        if r.random() < 0.1:
            digits = digits.zfill(r.choice((4, 5)))
        if r.random() < 0.15:
            digits = digits.upper()
        if r.random() < 0.3:
            digits = "0"
        pieces.append(digits)
    embedded = r.random() < 0.25
    if embedded:
        v4 = ".".join(str(r.randrange(256)) for _ in range(4))
        if r.random() < 0.2:
            v4 = r.choice(
                ("1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.256", "0x1.2.3.4", "1..2.3", "1.2.3.")
            )
        pieces = [*pieces[: max(0, len(pieces) - 2)], v4]
    if r.random() < 0.6 and pieces:
        start = r.randrange(len(pieces))
        end = r.randrange(start, len(pieces) + 1)
        text = ":".join(pieces[:start]) + "::" + ":".join(pieces[end:])
    else:
        text = ":".join(pieces)
    if r.random() < 0.05:
        text = r.choice(
            (
                "::",
                "::1",
                "::ffff:127.0.0.1",
                "::ffff:7f00:1",
                "1::2::3",
                ":1",
                "1:",
                ":::",
                "::ffff:1.2.3.4",
            )
        )
    if r.random() < 0.05:
        text += r.choice(("%25eth0", "%eth0", "%251", "%"))
    if r.random() < 0.04:
        text = "v1.x" if r.random() < 0.5 else text + "]"
    if r.random() < 0.04:
        text = _percent_encode(r, text, 0.2)
    if r.random() < 0.05:
        return "[" + text
    return "[" + text + "]"


def special_host(r: R) -> str:
    kind = r.random()
    if kind < 0.4:
        host = domain(r)
    elif kind < 0.65:
        host = ipv4(r)
    elif kind < 0.8:
        host = ipv6(r)
    elif kind < 0.9:
        host = r.choice(_wpt()["hosts"])
    else:
        host = ascii_label(r)
        host = host[: r.randint(0, len(host))] + r.choice(SPECIAL_HOST_ODD) + host[len(host) // 2 :]
    return host


def opaque_host(r: R) -> str:
    kind = r.random()
    if kind < 0.35:
        return domain(r)
    if kind < 0.5:
        return ipv4(r)
    if kind < 0.65:
        return ipv6(r)
    return "".join(r.choice((ascii_label(r), *SPECIAL_HOST_ODD)) for _ in range(r.randint(1, 3)))


def userinfo(r: R) -> str:
    kind = r.random()
    if kind < 0.6:
        return ""
    if kind < 0.9:
        user = "".join(r.choice(USERINFO_PIECES) for _ in range(r.randint(0, 3)))
        if r.random() < 0.5:
            user += ":" + "".join(r.choice(USERINFO_PIECES) for _ in range(r.randint(0, 3)))
        return user + "@"
    return r.choice(
        ("@", "@@", ":@", "a@b@", "a:b:c@", "%40@", "u#x@", "u?x@", "u/x@", "u\\x@", "a@:b@")
    )


def port(r: R) -> str:
    if r.random() < 0.65:
        return ""
    return ":" + r.choice(PORTS)


def path(r: R, leading: bool = True) -> str:
    count = r.choice((0, 1, 1, 2, 2, 3, 4, 6))
    segments = [r.choice(PATH_SEGMENTS) for _ in range(count)]
    if r.random() < 0.1:
        segments = [_percent_encode(r, s, 0.2) for s in segments]
    text = ""
    for segment in segments:
        text += (r.choice(("/", "/", "/", "\\")) if leading or text else "") + segment
    if r.random() < 0.2:
        text += "/"
    return text


def query(r: R) -> str:
    if r.random() < 0.6:
        return ""
    return "?" + "".join(r.choice(QUERY_PIECES) for _ in range(r.randint(0, 4)))


def fragment(r: R) -> str:
    if r.random() < 0.7:
        return ""
    return "#" + "".join(r.choice(FRAGMENT_PIECES) for _ in range(r.randint(0, 3)))


def noise(r: R, text: str) -> str:
    """Leading and trailing C0 controls and spaces, tabs and newlines inside."""
    if r.random() < 0.08:
        text = "".join(r.choice(WHITESPACE) for _ in range(r.randint(1, 3))) + text
    if r.random() < 0.08:
        text += "".join(r.choice(WHITESPACE) for _ in range(r.randint(1, 3)))
    if r.random() < 0.08 and text:
        at = r.randrange(len(text) + 1)
        text = text[:at] + r.choice(("\t", "\n", "\r", "\t\n")) + text[at:]
    return text


def scheme(r: R) -> str:
    kind = r.random()
    if kind < 0.6:
        return _recase(r, r.choice(SPECIAL))
    if kind < 0.95:
        return _recase(r, r.choice(NON_SPECIAL))
    return r.choice(BAD_SCHEMES)


def file_url(r: R, name: str) -> str:
    kind = r.random()
    if kind < 0.4:
        rest = r.choice(("//", "///", "/", "", "\\\\", "//localhost", "//LOCALHOST", "////"))
        if rest.startswith("//") and len(rest) == 2 and r.random() < 0.5:
            rest += special_host(r)
        rest += path(r)
    elif kind < 0.8:
        drive = r.choice(("C:", "c:", "C|", "z|", "C", "CC:", "C:x", "C%3A", "C%7C"))
        lead = r.choice(("", "/", "//", "///", "//localhost/", "//host/", "\\\\", "/..//", "/../"))
        rest = lead + drive + path(r)
        if r.random() < 0.3:
            rest = lead + "../" * r.randint(1, 3) + drive + path(r)
    else:
        rest = r.choice(("//", "///", "")) + r.choice(("..", ".", "%2e%2e", "a/../..")) + path(r)
    return name + ":" + rest + query(r) + fragment(r)


def absolute(r: R) -> str:
    name = scheme(r)
    lowered = name.lower()
    if lowered == "blob" and r.random() < 0.5:
        # blob: URLs take their origin from the URL in their path.
        return name + ":" + absolute(r)
    if lowered == "file":
        return noise(r, file_url(r, name))
    if lowered in SPECIAL:
        separator = r.choice(SPECIAL_SEPARATORS)
        text = name + ":" + separator + userinfo(r) + special_host(r) + port(r) + path(r)
    else:
        shape = r.random()
        if shape < 0.55:
            text = name + "://" + userinfo(r) + opaque_host(r) + port(r) + path(r)
        elif shape < 0.75:
            text = name + ":" + r.choice(("/", "/.//", "//", "")) + path(r, leading=False)
        else:
            body = "".join(
                r.choice((*PATH_SEGMENTS, " ", "  ", "/")) for _ in range(r.randint(0, 4))
            )
            text = name + ":" + body
    return noise(r, text + query(r) + fragment(r))


def base_url(r: R) -> str:
    kind = r.random()
    if kind < 0.4:
        return str(r.choice(_wpt()["bases"]))
    if kind < 0.5:
        return r.choice(
            (
                "http://example.org/foo/bar",
                "https://u:p@h.example:8080/a/b/c?q#f",
                "file:///C:/a/b",
                "file://host/share/x",
                "file:///",
                "sc://h/a/b",
                "sc:/a/b",
                "sc:opaque path",
                "mailto:x@y",
                "about:blank",
                "blob:https://a.example/uuid",
                "data:text/plain,x",
                "http://[::1]/",
                "http://1.2.3.4/a/",
                "non-spec:/.//p",
            )
        )
    return absolute(r)


def relative(r: R) -> str:
    kind = r.random()
    if kind < 0.15:
        text = "//" + userinfo(r) + special_host(r) + port(r) + path(r)
    elif kind < 0.3:
        text = path(r) or "/"
    elif kind < 0.5:
        text = path(r, leading=False)
    elif kind < 0.6:
        text = r.choice(("\\\\", "\\", "/\\", "\\/", "///")) + special_host(r) + path(r)
    elif kind < 0.7:
        text = (
            _recase(r, r.choice(SPECIAL)) + ":" + r.choice(("", "/", "//")) + path(r, leading=False)
        )
    elif kind < 0.8:
        drive = r.choice(("C:", "c|", "/C:", "//C:", "D|", "\\C:"))
        text = (
            r.choice(("", "..", "../..", "/.."))
            + ("/" if r.random() < 0.5 else "")
            + drive
            + path(r)
        )
    elif kind < 0.9:
        text = r.choice(
            ("", ".", "..", "./", "../", "%2e", "%2e%2e/", ".%2E/..", "../../../x", "?", "#", "a:b")
        )
    else:
        text = ""
    return noise(r, text + query(r) + fragment(r))


# ---------------------------------------------------------------------------- mutations


def mutate(r: R, text: str) -> str:
    for _ in range(r.randint(1, 4)):
        operation = r.random()
        at = r.randrange(len(text) + 1)
        if operation < 0.25:
            text = text[:at] + r.choice(CHARS) + text[at:]
        elif operation < 0.45:
            text = text[:at] + r.choice(TOKENS) + text[at:]
        elif operation < 0.6 and text:
            end = min(len(text), at + r.randint(1, 4))
            text = text[:at] + text[end:]
        elif operation < 0.7 and text:
            end = min(len(text), at + r.randint(1, 8))
            text = text[:end] + text[at:end] + text[end:]
        elif operation < 0.78 and text:
            end = min(len(text), at + r.randint(1, 6))
            text = text[:at] + _recase(r, text[at:end].swapcase()) + text[end:]
        elif operation < 0.86 and text:
            end = min(len(text), at + r.randint(1, 3))
            text = text[:at] + _percent_encode(r, text[at:end], 1.0) + text[end:]
        elif operation < 0.92 and text:
            text = text[:at] + random_code_point(r) + text[at + 1 :]
        elif operation < 0.96:
            text = text[:at]
        else:
            text = text[:at] + r.choice(("http://", "//", "\\\\", "/..", "@", "[", ":")) + text[at:]
    return text


# ---------------------------------------------------------------------------- cases


def _parse_absolute(r: R) -> Case:
    return ParseCase(absolute(r), None, "grammar")


def _parse_relative(r: R) -> Case:
    return ParseCase(relative(r), base_url(r), "relative")


def _parse_mutated(r: R) -> Case:
    if r.random() < 0.6:
        text, base = r.choice(_wpt()["inputs"])
        if base is not None and r.random() < 0.2:
            base = mutate(r, base)
        return ParseCase(mutate(r, text), base, "mutated-wpt")
    if r.random() < 0.5:
        return ParseCase(mutate(r, absolute(r)), None, "mutated-grammar")
    return ParseCase(mutate(r, relative(r)), base_url(r), "mutated-grammar")


def _href(r: R) -> str:
    """A URL to change: a WPT one, or a generated one that parses (a few tries)."""
    if r.random() < 0.4:
        return str(r.choice(_wpt()["hrefs"]))
    for _ in range(4):
        text = absolute(r)
        if URL.canParse(text):
            return text
    return text


def setter_value(r: R, setter: str) -> str:
    if r.random() < 0.25:
        value: str = r.choice(_wpt()["setter_values"][setter])
        return mutate(r, value) if r.random() < 0.3 else value
    if setter == "href":
        return absolute(r) if r.random() < 0.8 else relative(r)
    if setter == "protocol":
        value = scheme(r) + r.choice(("", "", ":", "://", ":x", "\t", "/"))
    elif setter in ("username", "password"):
        value = "".join(r.choice(USERINFO_PIECES) for _ in range(r.randint(0, 4)))
    elif setter == "host":
        value = special_host(r) + port(r) + r.choice(("", "", "/p", "?q", "#f", "\\x", "@"))
    elif setter == "hostname":
        value = special_host(r) + r.choice(("", "", ":80", "/p", "?q", "#f", "\\x"))
    elif setter == "port":
        value = r.choice(PORTS) + r.choice(("", "", "abc", "/", "?", "#", ":1"))
    elif setter == "pathname":
        value = path(r, leading=r.random() < 0.7) + r.choice(("", "", "?q", "#f"))
    elif setter == "search":
        value = query(r) if r.random() < 0.6 else "".join(r.choice(QUERY_PIECES) for _ in range(2))
    else:
        value = (
            fragment(r)
            if r.random() < 0.6
            else "".join(r.choice(FRAGMENT_PIECES) for _ in range(2))
        )
    return noise(r, value) if r.random() < 0.2 else value


def _setters(r: R) -> Case:
    steps = []
    for _ in range(r.choice((1, 1, 1, 2, 3))):
        setter = _weighted(r, SETTER_WEIGHTS)
        steps.append((setter, setter_value(r, setter)))
    return SetterCase(_href(r), tuple(steps), "setters")


def params_init(r: R) -> str:
    kind = r.random()
    if kind < 0.2:
        return str(r.choice(_wpt()["urlencoded"]))
    if kind < 0.8:
        return "".join(r.choice((*QUERY_PIECES, *TOKENS)) for _ in range(r.randint(0, 6)))
    return mutate(r, query(r))


def params_ops(r: R, count: int) -> tuple[Op, ...]:
    ops: list[Op] = []
    for _ in range(count):
        kind = r.random()
        name = r.choice(PARAM_NAMES) if r.random() < 0.8 else random_code_point(r)
        value = r.choice(PARAM_NAMES + QUERY_PIECES)
        if kind < 0.35:
            ops.append(("append", name, value))
        elif kind < 0.55:
            ops.append(("set", name, value))
        elif kind < 0.7:
            ops.append(("delete", name))
        elif kind < 0.8:
            ops.append(("delete", name, value))
        else:
            ops.append(("sort",))
    return tuple(ops)


def _params(r: R) -> Case:
    return ParamsCase(params_init(r), params_ops(r, r.randint(0, 5)), "params")


def _url_params(r: R) -> Case:
    return URLParamsCase(_href(r), params_ops(r, r.randint(1, 3)), "url-params")


#: The kinds of generated case and how often each is made.
KINDS: Final[tuple[tuple[Callable[[R], Case], int], ...]] = (
    (_parse_absolute, 30),
    (_parse_relative, 15),
    (_parse_mutated, 25),
    (_setters, 20),
    (_params, 6),
    (_url_params, 4),
)


def generate(seed: int, index: int) -> Case:
    """Case ``index`` of the run with ``seed`` (the same case every time)."""
    r = random.Random(f"{seed}:{index}")
    return _weighted(r, KINDS)(r)
