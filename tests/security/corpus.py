"""Known parser-differential and SSRF inputs, with what a browser makes of each.

Every case states its input (and base), the href a browser produces (``None``: the URL
constructor throws ``TypeError``), the components that matter for the attack, and where
the input comes from: a public advisory, or the class of confusion it belongs to.  The
answers are the URL Standard's (2026-07), worked out from its algorithms; the notes name
the steps that decide.  ``tests/security/test_security_corpus.py`` checks webapi against
each case and, when ``ada-url`` is installed, ada as a second browser-grade parser.

Advisories:

- CVE-2023-24329 (CPython ``urllib.parse``): a URL starting with blank characters
  bypassed scheme and host blocklists; the URL parser strips leading and trailing C0
  controls and spaces.
- CVE-2022-0391 (CPython ``urllib.parse``): tabs and newlines were kept; the URL parser
  removes every ASCII tab and newline, anywhere.
- CVE-2021-27515 (npm ``url-parse``): backslashes in ``http:\\/`` forms; special URLs
  treat ``\\`` as ``/``.  Its successors in the same package: CVE-2022-0512 (the first
  ``@`` taken as the end of the userinfo; the last one is), CVE-2022-0639 (``http://@/x``
  with an empty host; a browser fails), CVE-2022-0686 (an empty port), CVE-2022-0691
  (leading C0 controls such as ``\\b``).
- CVE-2025-0938 (CPython ``urllib.parse``): square brackets around things that are not
  IPv6 addresses; the host parser only accepts ``[`` + IPv6 + ``]``.
- CVE-2024-12224 (Rust ``idna``): punycode labels that decode to ASCII (``xn--example-``)
  compared equal to the ASCII label; UTS 46 rejects them when it runs, and ASCII hosts are
  only lowercased.
- CVE-2021-22931 (Node.js DNS), CVE-2017-7233/CVE-2019-9636 (``urlsplit`` NFKC): compatibility
  characters that normalize to URL syntax.
- Orange Tsai, "A New Era of SSRF" (Black Hat USA 2017): ``@``, ``#``, ``?`` and ``\\``
  in and around userinfo, IPv4 number forms.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["CORPUS", "SecurityCase"]


@dataclass(frozen=True)
class SecurityCase:
    id: str
    input: str
    base: str | None
    #: The href, or ``None`` when the URL does not parse.
    href: str | None
    #: Components a browser reports, where they matter.
    expect: dict[str, str] = field(default_factory=dict)
    source: str = ""
    note: str = ""
    #: A class of ``docs/divergences.md`` where ada answers differently.
    ada_divergence: str | None = None


def _case(
    id: str,
    input: str,
    href: str | None,
    base: str | None = None,
    source: str = "",
    note: str = "",
    ada_divergence: str | None = None,
    **expect: str,
) -> SecurityCase:
    return SecurityCase(id, input, base, href, dict(expect), source, note, ada_divergence)


BLANKS = "CVE-2023-24329 / CVE-2022-0691 (leading blanks and C0 controls)"
TAB_NEWLINE = "CVE-2022-0391 (tab and newline)"
BACKSLASH = "CVE-2021-27515 / CVE-2022-0686 (backslash)"
BRACKETS = "CVE-2025-0938 (square brackets)"
PUNYCODE = "CVE-2024-12224 (ASCII punycode)"
SSRF = "A New Era of SSRF (Orange Tsai, 2017)"
IPV4 = "SSRF: IPv4 number forms"
IPV6 = "SSRF: IPv4-mapped (and compatible, NAT64, 6to4) and zoned IPv6"
IDN = "IDN confusion (full-width, ignored, deviation characters)"
FORBIDDEN = "forbidden host code points"
PORT = "out-of-range ports"
DOTS = "percent-encoded dot segments (path traversal)"
DRIVE = "Windows drive letters"
SCHEME = "scheme confusion"

CORPUS: tuple[SecurityCase, ...] = (
    # --- leading/trailing C0 control or space: stripped ("remove any leading and trailing C0
    # control or space from input"), so the scheme and host are what follows.
    _case(
        "blank-space",
        " https://evil.example/",
        "https://evil.example/",
        source=BLANKS,
        hostname="evil.example",
    ),
    _case(
        "blank-nul",
        "\x00https://evil.example/",
        "https://evil.example/",
        source=BLANKS,
        hostname="evil.example",
    ),
    _case(
        "blank-c0-mix",
        "\x01\x1f \x0b\x0chttps://evil.example/\x00 \x1f",
        "https://evil.example/",
        source=BLANKS,
        hostname="evil.example",
    ),
    _case(
        "blank-javascript",
        "\x1f javascript:alert(1)",
        "javascript:alert(1)",
        source=BLANKS,
        protocol="javascript:",
        pathname="alert(1)",
    ),
    _case(
        "blank-backspace",
        "\b\bhttps://evil.example/",
        "https://evil.example/",
        source=BLANKS,
        hostname="evil.example",
    ),
    _case(
        "blank-not-nbsp",
        "\u00a0https://evil.example/",
        None,
        source=BLANKS,
        note="U+00A0 is not a C0 control or space: no scheme, no base",
    ),
    # --- ASCII tab or newline anywhere: removed ("remove all ASCII tab or newline from input").
    _case(
        "tab-in-host",
        "https://exa\tmple.com/",
        "https://example.com/",
        source=TAB_NEWLINE,
        hostname="example.com",
    ),
    _case(
        "newline-in-scheme",
        "java\nscript:alert(1)",
        "javascript:alert(1)",
        source=TAB_NEWLINE,
        protocol="javascript:",
    ),
    _case(
        "cr-in-scheme",
        "jav\rascript:alert(1)",
        "javascript:alert(1)",
        source=TAB_NEWLINE,
        protocol="javascript:",
    ),
    _case(
        "newline-in-authority",
        "http://evil.example\n.good.example/",
        "http://evil.example.good.example/",
        source=TAB_NEWLINE,
        hostname="evil.example.good.example",
    ),
    _case(
        "tab-after-ip",
        "http://127.0.0.1\tfoo.good.example/",
        "http://127.0.0.1foo.good.example/",
        source=TAB_NEWLINE,
        hostname="127.0.0.1foo.good.example",
        note="a domain: the last label is not a number",
    ),
    _case(
        "newline-in-port", "http://h:8\n0\t80/", "http://h:8080/", source=TAB_NEWLINE, port="8080"
    ),
    _case(
        "tab-in-path-dots",
        "http://h/a/.\t./b",
        "http://h/b",
        source=TAB_NEWLINE,
        pathname="/b",
        note="'.\\t.' becomes '..'",
    ),
    # --- backslash: a special URL's "\" is a "/" (invalid-reverse-solidus, not failure).
    _case(
        "backslash-authority",
        "https:\\\\evil.example\\x",
        "https://evil.example/x",
        source=BACKSLASH,
        hostname="evil.example",
    ),
    _case(
        "backslash-slash-mix",
        "http:\\/evil.example/",
        "http://evil.example/",
        source=BACKSLASH,
        hostname="evil.example",
    ),
    _case(
        "slash-backslash-mix",
        "http:/\\evil.example/",
        "http://evil.example/",
        source=BACKSLASH,
        hostname="evil.example",
    ),
    _case(
        "backslash-relative",
        "/\\evil.example/x",
        "https://evil.example/x",
        base="https://good.example/",
        source=BACKSLASH,
        hostname="evil.example",
        note="scheme-relative against a special base",
    ),
    _case(
        "backslash-double-relative",
        "\\\\evil.example",
        "https://evil.example/",
        base="https://good.example/",
        source=BACKSLASH,
        hostname="evil.example",
    ),
    _case(
        "backslash-ends-authority",
        "http://good.example\\@evil.example/",
        "http://good.example/@evil.example/",
        source=BACKSLASH,
        hostname="good.example",
        pathname="/@evil.example/",
    ),
    _case(
        "backslash-non-special",
        "sc:\\\\evil.example/",
        "sc:\\\\evil.example/",
        source=BACKSLASH,
        host="",
        pathname="\\\\evil.example/",
        note="not special: an opaque path",
    ),
    _case(
        "backslash-non-special-path",
        "sc://h/a\\..\\b",
        "sc://h/a\\..\\b",
        source=BACKSLASH,
        pathname="/a\\..\\b",
    ),
    _case(
        "missing-slashes",
        "http:evil.example",
        "http://evil.example/",
        source=BACKSLASH,
        hostname="evil.example",
        note="special-scheme-missing-following-solidus",
    ),
    _case(
        "same-scheme-relative",
        "https:evil.example",
        "https://good.example/a/evil.example",
        base="https://good.example/a/b",
        source=BACKSLASH,
        hostname="good.example",
        note="same special scheme as the base: a relative path",
    ),
    _case(
        "other-scheme-relative",
        "HTTP:evil.example",
        "http://evil.example/",
        base="https://good.example/a/b",
        source=BACKSLASH,
        hostname="evil.example",
    ),
    # --- userinfo and "@": the last "@" of the authority ends the userinfo; "#", "?", "/" and
    # (special) "\" end the authority first.
    _case(
        "at-last-wins",
        "http://foo@evil.example:80@good.example/",
        "http://foo%40evil.example:80@good.example/",
        source=SSRF,
        hostname="good.example",
        username="foo%40evil.example",
        password="80",
    ),
    _case(
        "at-in-fragment",
        "http://good.example#@evil.example/",
        "http://good.example/#@evil.example/",
        source=SSRF,
        hostname="good.example",
        hash="#@evil.example/",
    ),
    _case(
        "at-in-query",
        "http://evil.example?@good.example/",
        "http://evil.example/?@good.example/",
        source=SSRF,
        hostname="evil.example",
        search="?@good.example/",
    ),
    _case(
        "orange-tsai",
        "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/",
        "http://1.1.1.1%20&@2.2.2.2/#%20@3.3.3.3/",
        source=SSRF,
        hostname="2.2.2.2",
        username="1.1.1.1%20&",
        hash="#%20@3.3.3.3/",
    ),
    _case(
        "hash-in-password",
        "http://user:pa#ss@evil.example/",
        None,
        source=SSRF,
        note="'#' ends the authority: host 'user:pa' has a bad port",
    ),
    _case(
        "hash-in-userinfo",
        "http://us#er@evil.example/",
        "http://us/#er@evil.example/",
        source=SSRF,
        hostname="us",
        hash="#er@evil.example/",
    ),
    _case(
        "question-in-userinfo",
        "http://us?er@evil.example/",
        "http://us/?er@evil.example/",
        source=SSRF,
        hostname="us",
        search="?er@evil.example/",
    ),
    _case(
        "encoded-at",
        "http://good.example%40evil.example/",
        None,
        source=SSRF,
        note="%40 in a host decodes to '@': a forbidden domain code point",
    ),
    _case(
        "encoded-at-userinfo",
        "http://good.example%40@evil.example/",
        "http://good.example%40@evil.example/",
        source=SSRF,
        hostname="evil.example",
        username="good.example%40",
    ),
    _case(
        "encoded-slash-userinfo",
        "https://good.example%2f@evil.example/",
        "https://good.example%2f@evil.example/",
        source=SSRF,
        hostname="evil.example",
    ),
    _case(
        "brackets-userinfo",
        "http://[::1]@evil.example/",
        "http://%5B:%3A1%5D@evil.example/",
        source=SSRF,
        hostname="evil.example",
        username="%5B",
        password="%3A1%5D",
    ),
    _case(
        "empty-userinfo",
        "http://@evil.example/",
        "http://evil.example/",
        source=SSRF,
        hostname="evil.example",
        username="",
    ),
    _case(
        "port-then-at",
        "http://good.example:80#@evil.example/",
        "http://good.example/#@evil.example/",
        source=SSRF,
        hostname="good.example",
        port="",
    ),
    _case(
        "cve-2022-0512",
        "http://attacker.com%40legitimate.com@malicious.com/",
        "http://attacker.com%40legitimate.com@malicious.com/",
        source="CVE-2022-0512 (the last @ ends the userinfo)",
        hostname="malicious.com",
        username="attacker.com%40legitimate.com",
    ),
    _case(
        "cve-2022-0639",
        "http://@/127.0.0.1",
        None,
        source="CVE-2022-0639 (empty host after @)",
        note="host-missing: an '@' followed by an empty host is failure",
    ),
    _case("cve-2022-0639-no-slashes", "http:@/127.0.0.1", None, source="CVE-2022-0639"),
    _case("empty-credentials-empty-host", "http://:@/127.0.0.1", None, source="CVE-2022-0639"),
    # --- square brackets: "[" must start an IPv6 address and "]" end the host.
    _case("brackets-domain", "http://[evil.example]/", None, source=BRACKETS),
    _case(
        "brackets-prefix",
        "http://good.example[::1]/",
        None,
        source=BRACKETS,
        note="'[' is a forbidden host code point",
    ),
    _case(
        "brackets-suffix",
        "http://[::1]good.example/",
        None,
        source=BRACKETS,
        note="IPv6-unclosed: the host does not end with ']'",
    ),
    _case("brackets-ipvfuture", "http://[v1.fe]/", None, source=BRACKETS),
    _case("brackets-in-opaque", "sc://[evil.example]/", None, source=BRACKETS),
    _case("brackets-opaque-inside", "sc://a[b]/", None, source=BRACKETS),
    _case(
        "brackets-port",
        "http://[::1]:8080/",
        "http://[::1]:8080/",
        source=BRACKETS,
        hostname="[::1]",
        port="8080",
    ),
    # --- IPv4 in every number form: the host is an IPv4 address when the last label is a
    # number; each part may be decimal, 0x hex or 0 octal; fewer parts fill from the right.
    _case("ipv4-short", "http://127.1/", "http://127.0.0.1/", source=IPV4, hostname="127.0.0.1"),
    _case(
        "ipv4-hex-part", "http://0x7f.1/", "http://127.0.0.1/", source=IPV4, hostname="127.0.0.1"
    ),
    _case(
        "ipv4-octal", "http://0177.0.0.1/", "http://127.0.0.1/", source=IPV4, hostname="127.0.0.1"
    ),
    _case(
        "ipv4-octal-zeros",
        "http://00000000000000000000000000000177.0.0.1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-32bit", "http://2130706433/", "http://127.0.0.1/", source=IPV4, hostname="127.0.0.1"
    ),
    _case(
        "ipv4-32bit-hex",
        "http://0x7f000001/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-32bit-octal",
        "http://017700000001/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-all-hex",
        "http://0x7F.0X0.0x00.0x1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-three-parts",
        "http://1.2.65535/",
        "http://1.2.255.255/",
        source=IPV4,
        hostname="1.2.255.255",
    ),
    _case(
        "ipv4-trailing-dot",
        "http://127.0.0.1./",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-two-dots-is-domain",
        "http://127.0.0.1../",
        "http://127.0.0.1../",
        source=IPV4,
        hostname="127.0.0.1..",
        note="the last non-empty label is empty: not a number, so a domain",
    ),
    _case(
        "ipv4-percent-digits",
        "http://%31%32%37.0.0.1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
        note="percent-decoding comes before the IPv4 parser",
    ),
    _case(
        "ipv4-percent-dot",
        "http://127%2e0%2e0%2e1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case("ipv4-zero", "http://0/", "http://0.0.0.0/", source=IPV4, hostname="0.0.0.0"),
    _case("ipv4-bare-0x", "http://0x/", "http://0.0.0.0/", source=IPV4, hostname="0.0.0.0"),
    _case(
        "ipv4-overflow-32", "http://4294967296/", None, source=IPV4, note="IPv4-out-of-range-part"
    ),
    _case("ipv4-overflow-hex", "http://0x100000000/", None, source=IPV4),
    _case("ipv4-overflow-part", "http://256.0.0.1/", None, source=IPV4),
    _case("ipv4-overflow-last", "http://1.2.3.256/", None, source=IPV4),
    _case("ipv4-overflow-short", "http://1.2.65536/", None, source=IPV4),
    _case("ipv4-huge", "http://" + "9" * 100 + "/", None, source=IPV4),
    _case(
        "ipv4-huge-zeros",
        "http://0x" + "0" * 200 + "7f.1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-bad-octal",
        "http://09/",
        None,
        source=IPV4,
        note="ends in a number, and '09' is not a number",
    ),
    _case("ipv4-bad-octal-part", "http://1.2.3.09/", None, source=IPV4),
    _case("ipv4-ends-in-number", "http://foo.09/", None, source=IPV4),
    _case(
        "ipv4-ends-in-hex",
        "http://foo.0x/",
        None,
        source=IPV4,
        note="'0x' is a number (zero), so the whole host must be IPv4",
    ),
    _case("ipv4-five-parts", "http://1.2.3.4.5/", None, source=IPV4),
    _case(
        "ipv4-not-last-label",
        "http://127.0.0.1.nip.io/",
        "http://127.0.0.1.nip.io/",
        source=IPV4,
        hostname="127.0.0.1.nip.io",
    ),
    _case(
        "ipv4-fullwidth-digits",
        "http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
        note="mapped to ASCII digits by UTS 46, then IPv4",
    ),
    _case(
        "ipv4-ideographic-dots",
        "http://127\u30020\u30020\u30021/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-fullwidth-x",
        "http://0\uff587f.1/",
        "http://127.0.0.1/",
        source=IPV4,
        hostname="127.0.0.1",
    ),
    _case(
        "ipv4-non-special",
        "sc://0x7f.1/",
        "sc://0x7f.1/",
        source=IPV4,
        hostname="0x7f.1",
        note="opaque host: no IPv4 parsing",
    ),
    # --- IPv6.
    _case(
        "ipv6-mapped",
        "http://[::ffff:127.0.0.1]/",
        "http://[::ffff:7f00:1]/",
        source=IPV6,
        hostname="[::ffff:7f00:1]",
    ),
    _case(
        "ipv6-compat",
        "http://[::127.0.0.1]/",
        "http://[::7f00:1]/",
        source=IPV6,
        hostname="[::7f00:1]",
    ),
    _case(
        "ipv6-nat64",
        "http://[64:ff9b::127.0.0.1]/",
        "http://[64:ff9b::7f00:1]/",
        source=IPV6,
        hostname="[64:ff9b::7f00:1]",
        note="NAT64's well-known prefix (RFC 6052): a translator connects to 127.0.0.1",
    ),
    _case(
        "ipv6-6to4",
        "http://[2002:7f00:1::]/",
        "http://[2002:7f00:1::]/",
        source=IPV6,
        hostname="[2002:7f00:1::]",
        note="6to4 (RFC 3056): the IPv4 address 127.0.0.1 in bits 16 to 47",
    ),
    _case(
        "ipv6-mapped-long",
        "http://[0:0:0:0:0:ffff:7f00:1]/",
        "http://[::ffff:7f00:1]/",
        source=IPV6,
        hostname="[::ffff:7f00:1]",
    ),
    _case(
        "ipv6-mapped-upper", "http://[::FFFF:127.0.0.1]/", "http://[::ffff:7f00:1]/", source=IPV6
    ),
    _case(
        "ipv6-mapped-hex-v4",
        "http://[::ffff:0x7f.0.0.1]/",
        None,
        source=IPV6,
        note="only decimal IPv4 inside IPv6",
    ),
    _case("ipv6-mapped-short-v4", "http://[::ffff:127.1]/", None, source=IPV6),
    _case(
        "ipv6-mapped-octal-v4",
        "http://[::ffff:0177.0.0.1]/",
        None,
        source=IPV6,
        note="IPv4-in-IPv6-invalid-code-point: a leading zero",
    ),
    _case(
        "ipv6-loopback", "http://[0:0:0:0:0:0:0:1]/", "http://[::1]/", source=IPV6, hostname="[::1]"
    ),
    _case("ipv6-unspecified", "http://[::]/", "http://[::]/", source=IPV6),
    _case(
        "ipv6-zone-encoded",
        "http://[fe80::1%25eth0]/",
        None,
        source=IPV6,
        note="no zone identifiers",
    ),
    _case("ipv6-zone-raw", "http://[fe80::1%eth0]/", None, source=IPV6),
    _case("ipv6-double-compression", "http://[1::2::3]/", None, source=IPV6),
    _case("ipv6-too-long", "http://[1:2:3:4:5:6:7:8:9]/", None, source=IPV6),
    _case(
        "ipv6-percent-encoded",
        "http://[%3A%3A1]/",
        None,
        source=IPV6,
        note="IPv6 is parsed before any percent-decoding",
    ),
    # --- IDN: full-width forms, ignored code points, deviation characters.
    _case(
        "fullwidth-host",
        "http://\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\uff0e\uff43\uff4f\uff4d/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
    ),
    _case(
        "circled-localhost",
        "http://\u24db\u24de\u24d2\u24d0\u24db\u24d7\u24de\u24e2\u24e3/",
        "http://localhost/",
        source=IDN,
        hostname="localhost",
    ),
    _case(
        "enclosed-digits",
        "http://\u2460\u2461.com/",
        "http://12.com/",
        source=IDN,
        hostname="12.com",
    ),
    _case(
        "fullwidth-solidus",
        "http://evil.example\uff0fgood.example/",
        None,
        source=IDN,
        note="U+FF0F maps to '/', a forbidden domain code point",
    ),
    _case(
        "fullwidth-at",
        "http://good.example\uff20evil.example/",
        None,
        source=IDN,
        note="U+FF20 maps to '@', forbidden",
    ),
    _case("fullwidth-colon", "http://evil.example\uff1a80/", None, source=IDN),
    _case(
        "fullwidth-percent",
        "http://%ef%bc%85/",
        None,
        source=IDN,
        note="decodes to U+FF05, which maps to '%'",
    ),
    _case(
        "fullwidth-trailing-dot",
        "http://evil.example\uff0e/",
        "http://evil.example./",
        source=IDN,
        hostname="evil.example.",
    ),
    _case(
        "soft-hyphen",
        "http://exa\u00admple.com/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
        note="U+00AD is ignored by UTS 46",
    ),
    _case(
        "zero-width-space",
        "http://exa\u200bmple.com/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
    ),
    _case(
        "word-joiner",
        "http://exa\u2060mple.com/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
    ),
    _case(
        "bom",
        "http://exa\ufeffmple.com/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
    ),
    _case(
        "grapheme-joiner",
        "http://exa\u034fmple.com/",
        "http://example.com/",
        source=IDN,
        hostname="example.com",
    ),
    _case(
        "only-ignored", "http://\u00ad/", None, source=IDN, note="maps to the empty string: failure"
    ),
    _case(
        "sharp-s",
        "http://fa\u00df.de/",
        "http://xn--fa-hia.de/",
        source=IDN,
        hostname="xn--fa-hia.de",
        note="nontransitional: not fass.de",
    ),
    _case(
        "final-sigma",
        "http://\u03c2.com/",
        "http://xn--3xa.com/",
        source=IDN,
        hostname="xn--3xa.com",
        note="not the \u03c3 form",
    ),
    _case(
        "capital-sharp-s",
        "http://\u1e9e.de/",
        "http://xn--zca.de/",
        source=IDN,
        hostname="xn--zca.de",
        note="U+1E9E maps to \u00df",
    ),
    _case(
        "zwj-no-context",
        "http://a\u200db.example/",
        None,
        source=IDN,
        note="CONTEXTJ: ZWJ only after a virama",
    ),
    _case("zwnj-no-context", "http://a\u200cb.example/", None, source=IDN),
    _case(
        "zwnj-after-virama",
        "http://\u0915\u094d\u200c\u0937/",
        "http://xn--11b2ezcs70k/",
        source=IDN,
        hostname="xn--11b2ezcs70k",
        note="CONTEXTJ: ZWNJ after a virama is allowed, and kept (not mapped away)",
    ),
    _case(
        "cyrillic-homograph",
        "http://\u0430\u0440\u0440\u04cf\u0435.com/",
        "http://xn--80ak6aa92e.com/",
        source=IDN,
        hostname="xn--80ak6aa92e.com",
    ),
    _case(
        "bidi-ltr-label",
        "http://x-.\u05d0/",
        None,
        source=IDN,
        ada_divergence="ada-bidi-ltr-label",
        note="UTS 46 CheckBidi: 'x-' breaks RFC 5893 rule 6 in a Bidi domain name",
    ),
    _case(
        "bidi-digit-label",
        "http://1.\u05d0/",
        None,
        source=IDN,
        ada_divergence="ada-bidi-ltr-label",
        note="'1' breaks rule 1 in a Bidi domain name",
    ),
    # --- "xn--" labels never equal their ASCII look-alikes.
    _case(
        "xn-ascii-only",
        "http://xn--example-/",
        "http://xn--example-/",
        source=PUNYCODE,
        hostname="xn--example-",
        note="an ASCII host is only lowercased",
    ),
    _case(
        "xn-ascii-only-with-idn",
        "http://xn--example-.\u00e9/",
        None,
        source=PUNYCODE,
        note="ToASCII runs: the label decodes to ASCII 'example', an error",
    ),
    _case("xn-empty-with-idn", "http://\u00e9.xn--/", None, source=PUNYCODE),
    _case(
        "xn-leading-delimiter",
        "http://\u00e9.xn---4db/",
        None,
        source=PUNYCODE,
        ada_divergence="ada-punycode-leading-delimiter",
        note="RFC 3492 cannot decode '-4db': it is not a second spelling of xn--4db",
    ),
    _case(
        "xn-leading-delimiter-ascii",
        "http://xn---4db/",
        "http://xn---4db/",
        source=PUNYCODE,
        hostname="xn---4db",
        note="ASCII: lowercased only, and distinct from xn--4db",
    ),
    _case(
        "xn-uppercase",
        "http://XN--FA-HIA.de/",
        "http://xn--fa-hia.de/",
        source=PUNYCODE,
        hostname="xn--fa-hia.de",
    ),
    _case(
        "xn-not-fass",
        "http://xn--fa-hia.de/",
        "http://xn--fa-hia.de/",
        source=PUNYCODE,
        hostname="xn--fa-hia.de",
        note="stays distinct from fass.de",
    ),
    _case(
        "xn-invalid-ascii",
        "http://xn--a/",
        "http://xn--a/",
        source=PUNYCODE,
        hostname="xn--a",
        note="ASCII: not validated (the 2026 domain parser rule)",
    ),
    _case("xn-invalid-with-idn", "http://xn--a.\u00e9/", None, source=PUNYCODE),
    _case("xn-double-prefix-with-idn", "http://\u00e9.xn--xn--a-9ia/", None, source=PUNYCODE),
    # --- NUL and other forbidden host code points.
    _case("nul-host", "http://exa\x00mple.com/", None, source=FORBIDDEN),
    _case("nul-encoded-host", "http://exa%00mple.com/", None, source=FORBIDDEN),
    _case("nul-host-suffix", "http://good.example\x00.evil.example/", None, source=FORBIDDEN),
    _case("space-host", "http://good example/", None, source=FORBIDDEN),
    _case("encoded-space-host", "http://good%20example/", None, source=FORBIDDEN),
    _case("encoded-slash-host", "http://good.example%2fevil.example/", None, source=FORBIDDEN),
    _case("encoded-backslash-host", "http://good.example%5cevil.example/", None, source=FORBIDDEN),
    _case("pipe-host", "http://a|b/", None, source=FORBIDDEN),
    _case("caret-host", "http://a^b/", None, source=FORBIDDEN),
    _case("lt-host", "http://a<b/", None, source=FORBIDDEN),
    _case("del-host", "http://a\x7fb/", None, source=FORBIDDEN),
    _case(
        "encoded-letters-host",
        "http://ex%61mple.com/",
        "http://example.com/",
        source=FORBIDDEN,
        hostname="example.com",
    ),
    _case(
        "encoded-localhost",
        "http://loc%61lhost/",
        "http://localhost/",
        source=FORBIDDEN,
        hostname="localhost",
    ),
    _case(
        "invalid-utf8-host",
        "http://%ff.example/",
        None,
        source=FORBIDDEN,
        note="decodes to U+FFFD, disallowed by UTS 46",
    ),
    _case(
        "opaque-encoded-slash",
        "sc://a%2fb/",
        "sc://a%2fb/",
        source=FORBIDDEN,
        hostname="a%2fb",
        note="opaque hosts are not decoded",
    ),
    _case("opaque-space", "sc://a b/", None, source=FORBIDDEN),
    _case("opaque-nul", "sc://a\x00b/", None, source=FORBIDDEN),
    _case("opaque-unicode", "sc://\u00e9/", "sc://%C3%A9/", source=FORBIDDEN, hostname="%C3%A9"),
    _case(
        "empty-special-host",
        "http:///evil.example/",
        "http://evil.example/",
        source=FORBIDDEN,
        hostname="evil.example",
        note="special authority slashes skip extra slashes",
    ),
    _case("empty-host-port", "http://:80/", None, source=FORBIDDEN),
    _case(
        "localhost-trailing-dot",
        "http://localhost./",
        "http://localhost./",
        source=FORBIDDEN,
        hostname="localhost.",
        note="not the same host as localhost",
    ),
    _case(
        "file-localhost",
        "file://localhost/etc/passwd",
        "file:///etc/passwd",
        source=FORBIDDEN,
        host="",
    ),
    _case(
        "file-encoded-localhost",
        "file://LOC%41LHOST/etc/passwd",
        "file:///etc/passwd",
        source=FORBIDDEN,
        host="",
    ),
    _case(
        "file-host",
        "file://127.0.0.1/etc/passwd",
        "file://127.0.0.1/etc/passwd",
        source=FORBIDDEN,
        host="127.0.0.1",
    ),
    # --- ports.
    _case("port-too-big", "http://example.com:65536/", None, source=PORT),
    _case("port-huge", "http://example.com:99999999999999999999/", None, source=PORT),
    _case(
        "port-wraps-not",
        "http://example.com:4294967377/",
        None,
        source=PORT,
        note="no 32-bit wrap to 81",
    ),
    _case("port-negative", "http://example.com:-1/", None, source=PORT),
    _case("port-exponent", "http://example.com:1e3/", None, source=PORT),
    _case("port-plus", "http://example.com:+80/", None, source=PORT),
    _case(
        "port-max",
        "http://example.com:65535/",
        "http://example.com:65535/",
        source=PORT,
        port="65535",
    ),
    _case("port-zero", "http://example.com:0/", "http://example.com:0/", source=PORT, port="0"),
    _case(
        "port-default-zeros",
        "http://example.com:0000080/",
        "http://example.com/",
        source=PORT,
        port="",
    ),
    _case("port-empty", "http://example.com:/", "http://example.com/", source=PORT, port=""),
    _case(
        "cve-2022-0686",
        "http://example.com:",
        "http://example.com/",
        source="CVE-2022-0686 (empty port)",
        hostname="example.com",
        port="",
        pathname="/",
    ),
    _case(
        "port-fullwidth",
        "http://example.com:\uff18\uff10/",
        None,
        source=PORT,
        note="ports are ASCII digits only",
    ),
    _case("port-non-special", "sc://h:65536/", None, source=PORT),
    # --- dot segments, percent-encoded or not.
    _case("dots-encoded", "http://h/a/%2e%2e/b", "http://h/b", source=DOTS, pathname="/b"),
    _case(
        "dots-encoded-upper",
        "http://h/%2E%2E/%2e%2E/etc/passwd",
        "http://h/etc/passwd",
        source=DOTS,
        pathname="/etc/passwd",
    ),
    _case("dots-half-encoded", "http://h/a/.%2e/b", "http://h/b", source=DOTS, pathname="/b"),
    _case("dots-half-encoded-2", "http://h/a/%2e./b", "http://h/b", source=DOTS, pathname="/b"),
    _case("dot-encoded", "http://h/a/%2e/b", "http://h/a/b", source=DOTS, pathname="/a/b"),
    _case("dots-backslash", "http://h/a\\..\\b", "http://h/b", source=DOTS, pathname="/b"),
    _case(
        "dots-encoded-slash",
        "http://h/..%2f..%2fetc/passwd",
        "http://h/..%2f..%2fetc/passwd",
        source=DOTS,
        pathname="/..%2f..%2fetc/passwd",
        note="%2f is not a separator",
    ),
    _case("dots-double-encoded", "http://h/a/%252e%252e/b", "http://h/a/%252e%252e/b", source=DOTS),
    _case(
        "dots-above-root",
        "http://h/../../../etc/passwd",
        "http://h/etc/passwd",
        source=DOTS,
        pathname="/etc/passwd",
    ),
    _case(
        "dots-relative",
        "../../../etc/passwd",
        "http://h/etc/passwd",
        base="http://h/a/b/c",
        source=DOTS,
        pathname="/etc/passwd",
    ),
    _case(
        "dots-relative-encoded", "%2e%2e/%2e%2e/x", "http://h/x", base="http://h/a/b/c", source=DOTS
    ),
    _case("dots-non-special", "sc://h/a/%2e%2e/b", "sc://h/b", source=DOTS, pathname="/b"),
    _case(
        "dots-opaque-path",
        "sc:a/../b",
        "sc:a/../b",
        source=DOTS,
        pathname="a/../b",
        note="opaque paths have no segments",
    ),
    _case(
        "dots-no-host",
        "web+demo:/.//not-a-host/",
        "web+demo:/.//not-a-host/",
        source=DOTS,
        host="",
        pathname="//not-a-host/",
    ),
    _case(
        "dots-make-host",
        "web+demo:/..//not-a-host/",
        "web+demo:/.//not-a-host/",
        source=DOTS,
        host="",
        pathname="//not-a-host/",
    ),
    # --- Windows drive letters under "..": a file URL's first drive letter is kept.
    _case("drive-dots", "file:///C:/../../etc", "file:///C:/etc", source=DRIVE, pathname="/C:/etc"),
    _case("drive-dots-only", "file:///C:/a/../../..", "file:///C:/", source=DRIVE, pathname="/C:/"),
    _case("drive-pipe", "file:///C|/../x", "file:///C:/x", source=DRIVE, pathname="/C:/x"),
    _case("drive-host", "file://host/C:/../x", "file://host/C:/x", source=DRIVE, host="host"),
    _case("drive-as-host", "file://C:/x", "file:///C:/x", source=DRIVE, host="", pathname="/C:/x"),
    _case(
        "drive-relative-dots",
        "../../../C:/x",
        "file:///D:/C:/x",
        base="file:///D:/a/b",
        source=DRIVE,
        pathname="/D:/C:/x",
    ),
    _case("drive-relative-absolute", "/C:/x", "file:///C:/x", base="file:///D:/a", source=DRIVE),
    _case(
        "drive-encoded",
        "file:///C%3A/../x",
        "file:///x",
        source=DRIVE,
        pathname="/x",
        note="'C%3A' is not a drive letter",
    ),
    _case("drive-not-file", "http://h/C:/../x", "http://h/x", source=DRIVE, pathname="/x"),
    # --- schemes.
    _case(
        "scheme-case",
        "JaVaScRiPt:alert(1)",
        "javascript:alert(1)",
        source=SCHEME,
        protocol="javascript:",
    ),
    _case("scheme-nul", "java\x00script:alert(1)", None, source=SCHEME),
    _case("scheme-encoded", "java%73cript:alert(1)", None, source=SCHEME),
    _case("scheme-unicode-k", "\u212aava:x", None, source=SCHEME, note="KELVIN SIGN is not ASCII"),
    _case(
        "scheme-relative-javascript",
        "javascript:alert(1)",
        "javascript:alert(1)",
        base="https://good.example/",
        source=SCHEME,
        protocol="javascript:",
    ),
    _case(
        "data-scheme",
        "data:text/html,<script>",
        "data:text/html,<script>",
        source=SCHEME,
        protocol="data:",
        origin="null",
    ),
    _case(
        "blob-origin",
        "blob:https://good.example/uuid",
        "blob:https://good.example/uuid",
        source=SCHEME,
        origin="https://good.example",
    ),
    _case(
        "blob-origin-nested",
        "blob:blob:https://good.example/uuid",
        "blob:blob:https://good.example/uuid",
        source=SCHEME,
        origin="null",
    ),
    _case(
        "blob-origin-data",
        "blob:data:text/html,x",
        "blob:data:text/html,x",
        source=SCHEME,
        origin="null",
    ),
)
