"""UTS #46 ToASCII/ToUnicode, and the URL Standard's IDNA section built on them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from webapi.url._idna import domain_parser_to_ascii, domain_to_ascii, domain_to_unicode
from webapi.uts46 import _unicode, _uts46
from webapi.uts46._uts46 import (
    Flags,
    check_bidi_rule,
    check_contextj,
    to_ascii,
    to_unicode,
    uts46_map,
    validity_criteria,
)

#: The flags the URL Standard's domain parser uses with beStrict false.
URL_FLAGS: dict[str, bool] = {
    "check_hyphens": False,
    "check_bidi": True,
    "check_joiners": True,
    "use_std3_ascii_rules": False,
    "transitional_processing": False,
    "ignore_invalid_punycode": False,
}
#: ... and with beStrict true.
STRICT_FLAGS: dict[str, bool] = {
    **URL_FLAGS,
    "check_hyphens": True,
    "use_std3_ascii_rules": True,
}


def ascii_(domain: str, **flags: bool) -> str | None:
    return to_ascii(domain, Flags(**{**URL_FLAGS, **flags}))


def unicode_(domain: str, **flags: bool) -> tuple[str, bool]:
    return to_unicode(domain, Flags(**{**URL_FLAGS, **flags}))


# --- Processing step 1, Map -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("domain", "nontransitional", "transitional"),
    [
        ("\u00d6BB.at", "\u00f6bb.at", "\u00f6bb.at"),  # mapped
        ("fa\u00df.de", "fa\u00df.de", "fass.de"),  # deviation
        ("\u1e9e", "\u00df", "ss"),  # capital sharp s: "ss" under Transitional_Processing
        ("\u03c2", "\u03c2", "\u03c3"),  # deviation (final sigma)
        ("a\u200cb\u200dc", "a\u200cb\u200dc", "abc"),  # deviations (joiners)
        ("a\u00adb", "ab", "ab"),  # ignored
        ("a\ufe0fb", "ab", "ab"),  # ignored (variation selector)
        ("a\u3002b\uff0ec\uff61d", "a.b.c.d", "a.b.c.d"),  # ideographic/fullwidth full stops
        ("\uff37\uff37\uff37", "www", "www"),  # fullwidth
        ("\u2488", "\u2488", "\u2488"),  # disallowed: left in place
        ("a\ufffab", "a\ufffab", "a\ufffab"),  # disallowed
        ("\uff3f", "_", "_"),  # mapped to an ASCII code point STD3 rules do not allow
        ("\u2474", "(1)", "(1)"),  # was disallowed_STD3_mapped before Unicode 16
    ],
)
def test_uts46_map(domain: str, nontransitional: str, transitional: str) -> None:
    assert uts46_map(domain, False) == nontransitional
    assert uts46_map(domain, True) == transitional


def test_ascii_part_of_the_mapping_table() -> None:
    """Processing an ASCII domain name skips the table on the strength of this."""
    tables = _uts46._get_tables()
    for code_point in range(0x80):
        char = chr(code_point)
        assert tables.map_code_point(code_point, False) == char.lower()
        assert tables.status(code_point) == ("M" if "A" <= char <= "Z" else "V")


def test_table_versions() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", _uts46.IDNA_TABLE_UNICODE_VERSION)
    assert _unicode.unicodedata().unidata_version == _unicode.DATABASE_VERSION
    # One version: the older of the database's and the table's.
    versions = [_unicode.DATABASE_VERSION, _uts46.IDNA_TABLE_UNICODE_VERSION]
    assert min(versions, key=_unicode.version_tuple) == _unicode.UNICODE_VERSION


# --- ToASCII and ToUnicode --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("domain", "expected"),
    [
        ("B\u00fccher.de", "xn--bcher-kva.de"),
        ("fa\u00df.de", "xn--fa-hia.de"),
        ("\u2615.example", "xn--53h.example"),
        ("EXAMPLE.com", "example.com"),
        ("a\u0308.com", "xn--4ca.com"),  # normalized to NFC first
        ("xn--ZCA", "xn--zca"),
        ("\u0661\u0662\u0663", "xn--9hbcd"),  # AN only: an RTL label that starts with AN fails...
    ],
)
def test_to_ascii(domain: str, expected: str | None) -> None:
    if domain == "\u0661\u0662\u0663":
        # ... the Bidi rule's first condition.
        assert ascii_(domain) is None
        assert ascii_(domain, check_bidi=False) == expected
        return
    assert ascii_(domain) == expected


def test_to_unicode() -> None:
    assert unicode_("xn--bcher-kva.DE") == ("b\u00fccher.de", False)
    assert unicode_("xn--zca.xn--zca") == ("\u00df.\u00df", False)
    assert unicode_("B\u00fccher.de") == ("b\u00fccher.de", False)


@pytest.mark.parametrize(
    ("domain", "expected"),
    [
        # Punycode that does not decode: the label is kept, and an error recorded.
        ("xn--ls8h=", ("xn--ls8h=", True)),
        ("xn--zz.b\u00fccher", ("xn--zz.b\u00fccher", True)),
        # "xn--a" does decode, to the disallowed U+0080.
        ("xn--a", ("\x80", True)),
        # A non-ASCII "xn--" label is kept as it is.
        ("xn--te\u0161la.com", ("xn--te\u0161la.com", True)),
        # Decodes to mapped code points (fullwidth www).
        ("xn--8i7caa", ("\uff57\uff57\uff57", True)),
        # Decodes to nothing, or to ASCII only.
        ("xn--", ("", True)),
        ("xn--.com", (".com", True)),
        ("xn--abc-", ("abc", True)),
        # Decodes to a label that is not NFC (a + combining diaeresis).
        ("xn--a-ccb", ("a\u0308", True)),
        # Decodes to a label that starts with "xn--" (criterion 4, CheckHyphens false).
        ("xn--xn---3ra", ("xn--\u00fc", True)),
        # Decodes to a disallowed code point.
        ("xn--zn7c", ("\ufffd", True)),
        # Fine.
        ("xn--53h", ("\u2615", False)),
    ],
)
def test_to_unicode_records_errors(domain: str, expected: tuple[str, bool]) -> None:
    assert unicode_(domain) == expected
    assert (ascii_(domain) is None) is expected[1]


def test_xn_label_with_uppercase_after_decoding() -> None:
    # "xn--A-ccb" is lowercased by the mapping before it is decoded ...
    assert unicode_("xn--ABC-") == ("abc", True)
    # ... but uppercase basic code points decoded from Punycode are mapped ones.
    assert unicode_("xn--Bcher-kva") == ("b\u00fccher", False)


def test_deviations_in_punycode_are_kept_under_transitional_processing() -> None:
    # "sources already in Punycode are validated without mapping"
    assert ascii_("xn--zca", transitional_processing=True) == "xn--zca"
    assert ascii_("\u00df", transitional_processing=True) == "ss"
    assert ascii_("\u1e9e", transitional_processing=True) == "ss"
    # Validity criterion 7: under Transitional Processing only "valid" is valid,
    # but the mapping has removed the deviations before the check.
    assert ascii_("\u03c2", transitional_processing=True) == "xn--4xa"


def test_ignore_invalid_punycode() -> None:
    assert unicode_("xn--zz.b", ignore_invalid_punycode=True) == ("xn--zz.b", False)
    assert ascii_("xn--zz.b", ignore_invalid_punycode=True) == "xn--zz.b"
    assert unicode_("xn--zz.b") == ("xn--zz.b", True)
    # Punycode that decodes is still validated.
    assert unicode_("xn--8i7caa", ignore_invalid_punycode=True)[1] is True
    assert unicode_("xn--te\u0161la", ignore_invalid_punycode=True)[1] is True


# --- Validity criteria ------------------------------------------------------------------------


def valid(label: str, **flags: bool) -> bool:
    options: dict[str, Any] = {
        "check_hyphens": False,
        "check_joiners": True,
        "use_std3_ascii_rules": False,
        "transitional_processing": False,
        **flags,
    }
    return validity_criteria(label, Flags(**options))


@pytest.mark.parametrize(
    ("label", "with_check", "without_check"),
    [
        ("ab--c", False, True),
        ("-ab", False, True),
        ("ab-", False, True),
        ("a-b", True, True),
        ("xn--zca", False, False),  # criterion 2, or criterion 4 without CheckHyphens
        ("\u00fcb--c", False, True),
        ("\u00fc--a", True, True),
        # UTS 46: "Some implementations ... allow labels such as "r3---sn-apo3qvuoxuxbt-j5pe"."
        ("r3---sn-apo3qvuoxuxbt-j5pe", False, True),
    ],
)
def test_check_hyphens(label: str, with_check: bool, without_check: bool) -> None:
    assert valid(label, check_hyphens=True) is with_check
    assert valid(label, check_hyphens=False) is without_check


def test_check_hyphens_through_to_ascii() -> None:
    assert ascii_("ab--c.\u00fc", check_hyphens=True) is None
    assert ascii_("ab--c.\u00fc") == "ab--c.xn--tda"
    assert ascii_("-x.\u00fc") == "-x.xn--tda"
    assert ascii_("-\u2020") == "xn----xhn"


@pytest.mark.parametrize(
    ("domain", "with_std3", "without_std3"),
    [
        ("a_b", None, "a_b"),
        ("a b", None, "a b"),
        ("a\uff3fb", None, "a_b"),  # fullwidth low line maps to "_"
        ("a\u2474", None, "a(1)"),
        ("\u2260", "xn--1ch", "xn--1ch"),  # not ASCII: STD3 rules do not apply
        ("=\u0338", "xn--1ch", "xn--1ch"),  # ... once normalized to U+2260
        ("abc-1", "abc-1", "abc-1"),
    ],
)
def test_use_std3_ascii_rules(domain: str, with_std3: str | None, without_std3: str) -> None:
    assert ascii_(domain, use_std3_ascii_rules=True) == with_std3
    assert ascii_(domain, use_std3_ascii_rules=False) == without_std3


def test_label_must_not_contain_a_full_stop() -> None:
    # Unreachable through processing, which breaks labels at full stops before
    # decoding (and maps the other full stops).
    assert not valid("a.\u00fc")


def test_label_must_not_begin_with_a_combining_mark() -> None:
    assert not valid("\u0308a")
    assert ascii_("\u0308a") is None
    assert ascii_("a.\u0308a") is None


def test_disallowed_code_points() -> None:
    assert not valid("a\u2488")
    assert ascii_("a\ufffab") is None
    assert ascii_("\ufffd.com") is None


def test_empty_label_is_valid() -> None:
    assert valid("", check_hyphens=True, use_std3_ascii_rules=True)
    assert ascii_("a..b") == "a..b"
    assert ascii_("a.b.") == "a.b."


# --- CheckJoiners (RFC 5892 appendix A) -------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "ok"),
    [
        ("\u0915\u094d\u200d\u0937", True),  # ZWJ after a virama (Devanagari)
        ("\u0d36\u0d4d\u200d", True),
        ("a\u200db", False),  # ZWJ elsewhere
        ("\u200d", False),
        ("\u0915\u094d\u200c\u0937", True),  # ZWNJ after a virama
        ("\u0628\u200c\u0628", True),  # BEH (D) ZWNJ BEH (D)
        ("\u0644\u200c\u06ef", True),  # D ZWNJ R
        ("\u0644\u0670\u200c\u06ed\u06ef", True),  # D T ZWNJ T R
        ("\u06ef\u200c\u06ef", False),  # R ZWNJ R: nothing joins on the left
        ("\u0644\u200c", False),  # D ZWNJ and then nothing
        ("\u200c\u0628", False),
        ("a\u200cb", False),  # U ZWNJ U
        ("\u0646\u0627\u0645\u0647\u200c\u0627\u06cc", True),  # Persian "nameh-ye" (D ZWNJ R)
    ],
)
def test_check_contextj(label: str, ok: bool) -> None:
    assert check_contextj(label) is ok


def test_check_joiners_flag() -> None:
    assert unicode_("a\u200db") == ("a\u200db", True)
    assert unicode_("a\u200db", check_joiners=False) == ("a\u200db", False)
    # A joiner decoded from Punycode is checked too.
    assert unicode_("xn--1ug.example") == ("\u200d.example", True)
    assert ascii_("\u0dc1\u0dca\u200d\u0dbb\u0dd3") == "xn--10cl1a0b660p"
    assert ascii_("\u0646\u0627\u0645\u0647\u200c\u0627\u06cc") == "xn--mgba3gch31f060k"


# --- CheckBidi (RFC 5893 section 2) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "ok"),
    [
        ("\u05d0\u05d1", True),  # R R
        ("\u0627\u0628", True),  # AL AL
        ("\u0627\u06751", True),  # ... ending with EN
        ("\u0627\u0661", True),  # ... ending with AN
        ("\u0627\u0661\u0031", False),  # 4. EN and AN together
        ("\u05d0\u0308", True),  # 3. trailing NSM allowed
        ("\u05d0a", False),  # 2. L in an RTL label
        ("\u05d0-", False),  # 3. ends with ES
        ("1\u05d0", False),  # 1. starts with EN
        ("\u0661\u05d0", False),  # 1. starts with AN
        ("abc", True),  # L
        ("a1", True),  # 6. ends with EN
        ("a-", False),  # 6. ends with ES
        ("a\u05d0", False),  # 5. R in an LTR label
        ("a\u0308", True),  # 6. trailing NSM allowed
        ("1", False),  # 1.
        ("-a", False),  # 1.
    ],
)
def test_check_bidi_rule(label: str, ok: bool) -> None:
    assert check_bidi_rule(label) is ok


def test_check_bidi_applies_to_every_label_of_a_bidi_domain_name() -> None:
    # "a-" breaks the Bidi rule, which only matters in a Bidi domain name.
    assert ascii_("a-.com") == "a-.com"
    assert ascii_("a-.\u05d0") is None
    assert ascii_("1.\u05d0") is None
    assert ascii_("com.\u05d0") == "com.xn--4db"
    # An AN-only label makes the domain name a Bidi domain name too.
    assert ascii_("a-.\u0627\u0661") is None
    # Decoded labels count.
    assert ascii_("a-.xn--4db") is None
    assert unicode_("1.xn--4db") == ("1.\u05d0", True)
    assert ascii_("a-.\u05d0", check_bidi=False) == "a-.xn--4db"
    assert ascii_("\u064aa") is None
    assert ascii_("xn--a-yoc") is None


# --- VerifyDnsLength --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("domain", "ok"),
    [
        ("a" * 63, True),
        ("a" * 64, False),
        (".".join(["a" * 63] * 3 + ["a" * 61]), True),  # 253
        (".".join(["a" * 63] * 3 + ["a" * 62]), False),  # 254
        ("a..b", False),
        (".a", False),
        ("", False),
        ("a.", True),  # the root label is excluded (see verify_dns_length_restrictions)
        ("a..", False),
        (".", False),
        (".".join(["a" * 63] * 3 + ["a" * 61]) + ".", True),  # 253 without the root label
        ("a" * 55 + "\u00fc", True),  # 63 long once converted to "xn--" + Punycode
        ("a" * 56 + "\u00fc", False),  # ... and 64
    ],
)
def test_verify_dns_length(domain: str, ok: bool) -> None:
    result = ascii_(domain, verify_dns_length=True)
    assert (result is not None) is ok
    assert ascii_(domain, verify_dns_length=False) is not None


def test_empty_domain_without_verify_dns_length() -> None:
    assert ascii_("") == ""
    assert ascii_(".") == "."


# --- The URL Standard's IDNA section ----------------------------------------------------------


def collect() -> tuple[list[tuple[str, int, bool]], Any]:
    errors: list[tuple[str, int, bool]] = []

    def report(kind: str, index: int, failure: bool) -> None:
        errors.append((kind, index, failure))

    return errors, report


@pytest.mark.parametrize(
    ("domain", "be_strict", "expected", "errors"),
    [
        ("example.com", False, "example.com", []),
        ("EXAMPLE.com", True, "example.com", []),
        ("b\u00fccher.de", False, "xn--bcher-kva.de", []),
        ("b\u00fccher.de", True, "xn--bcher-kva.de", []),
        # Strict ToASCII fails; ASCII domains are lowercased regardless.
        ("ab--c", False, "ab--c", [False]),
        ("xn--a", False, "xn--a", [False]),
        ("xn--8i7caa", False, "xn--8i7caa", [False]),
        ("a_b.com", False, "a_b.com", [False]),
        ("ab--c", True, None, [True]),
        # ... unless the result is empty or holds a forbidden domain code point: then
        # the error is why the parser fails.
        ("exa#mple.org", False, None, [True]),
        ("a b", False, None, [True]),
        ("", False, None, [True]),
        # Non-ASCII: the relaxed ToASCII decides.
        ("\u00fcb--c", False, "xn--b--c-zra", [False]),
        ("\u200d.example", False, None, [True]),
        ("\u00fc.a\uff03b", False, None, [True]),  # fullwidth "#" maps to "#"
        ("\u00fc.a\uff03b", True, None, [True]),
    ],
)
def test_domain_to_ascii(
    domain: str, be_strict: bool, expected: str | None, errors: list[bool]
) -> None:
    got, report = collect()
    assert domain_to_ascii(domain, be_strict, report) == expected
    assert got == [("domain-to-ASCII", 0, failure) for failure in errors]
    # Nobody collecting errors changes nothing else.
    assert domain_to_ascii(domain, be_strict) == expected


@pytest.mark.parametrize(
    "domain",
    ["example.com", "EXAMPLE.COM", "xn--a", "a..b", "-x", "a_b", "a%b", "\x7f", "", "1.2.3.4"],
)
def test_domain_to_ascii_fast_path_agrees(domain: str) -> None:
    _, report = collect()
    assert domain_to_ascii(domain, False) == domain_to_ascii(domain, False, report)


def test_domain_parser_to_ascii() -> None:
    assert domain_parser_to_ascii("ab--c", True) is None
    assert domain_parser_to_ascii("ab--c", False) == "ab--c"
    assert domain_parser_to_ascii("a.", True) == "a."
    assert domain_parser_to_ascii("a..", True) is None
    assert domain_parser_to_ascii("a.", False) == "a."


@pytest.mark.parametrize(
    ("domain", "expected"),
    [
        ("example.com", "example.com"),
        ("xn--bcher-kva.de", "b\u00fccher.de"),
        ("xn--zca.xn--53h", "\u00df.\u2615"),
        ("xn--mgba3gch31f060k.com", "\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com"),
        # An error was recorded: the domain comes back as it is.
        ("xn--8i7caa", "xn--8i7caa"),
        ("xn--a.xn--zca", "xn--a.xn--zca"),
        ("ab--c.xn--zca", "ab--c.\u00df"),
        ("xn--1ug.example", "xn--1ug.example"),
        ("xn--a-yoc", "xn--a-yoc"),
    ],
)
def test_domain_to_unicode(domain: str, expected: str) -> None:
    assert domain_to_unicode(domain) == expected


def test_domain_to_unicode_round_trips_the_domain_parser() -> None:
    for domain in ("xn--8i7caa", "b\u00fccher.de", "\u2615.example", "a..b", "x-.xn--zca"):
        ascii_domain = domain_to_ascii(domain, False)
        assert ascii_domain is not None
        assert domain_to_ascii(domain_to_unicode(ascii_domain), False) == ascii_domain


# --- Laziness ---------------------------------------------------------------------------------


@pytest.mark.needs_subprocess
def test_import_and_ascii_domains_load_no_tables() -> None:
    code = (
        "import sys\n"
        "import webapi.url._idna as m\n"
        "from webapi.uts46 import _unicode\n"
        "errors = []\n"
        "assert m.domain_to_ascii('Example.COM', False) == 'example.com'\n"
        "assert m.domain_to_ascii('Example.COM', True, errors.append) == 'example.com'\n"
        "assert m.domain_to_ascii('a_b.com', False, lambda *e: errors.append(e)) == 'a_b.com'\n"
        "assert errors == [('domain-to-ASCII', 0, False)], errors\n"
        "assert m.domain_to_unicode('example.com') == 'example.com'\n"
        "loaded = [n for n in ('idna.uts46data', 'idna.idnadata', 'unicodedata2') "
        "if n in sys.modules]\n"
        "assert not loaded, loaded\n"
        "assert _unicode._module is None\n"
        "assert m.domain_to_ascii('b\\xfccher.de', False) == 'xn--bcher-kva.de'\n"
        "assert 'idna.uts46data' in sys.modules\n"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
