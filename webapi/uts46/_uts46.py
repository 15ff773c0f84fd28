"""Unicode IDNA Compatibility Processing: ToASCII and ToUnicode.

Spec: https://www.unicode.org/reports/tr46/ (UTS #46, Unicode 16 and later: the
STD3 rules are a validity check on ASCII code points, not mapping-table statuses)
with RFC 5893 section 2 (the Bidi rule) and RFC 5892 appendix A.1-A.2 (the
CONTEXTJ rules).

The mapping table and the joining types are the ones the ``idna`` package ships
(read by :mod:`._idna_data`); everything else comes from the Unicode database
:mod:`._unicode` selects, which also settles the one Unicode version in use.
None of these is loaded until a label needs them: an ASCII domain name without
"xn--" labels is processed with a few string operations.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Callable
from typing import NamedTuple

from ._idna_data import joining_types, mapping_table, mapping_table_version
from ._punycode import punycode_decode, punycode_encode
from ._unicode import is_unassigned, unicodedata, version_tuple

__all__ = [
    "IDNA_TABLE_UNICODE_VERSION",
    "Flags",
    "check_bidi_rule",
    "check_contextj",
    "processing",
    "to_ascii",
    "to_unicode",
    "uts46_map",
    "validity_criteria",
    "verify_dns_length_restrictions",
]

#: The Unicode version of the ``idna`` package's mapping table; loaded on first
#: access (see ``__getattr__``).
IDNA_TABLE_UNICODE_VERSION: str


class Flags(NamedTuple):
    """The flags of ToASCII and ToUnicode, https://www.unicode.org/reports/tr46/#ToASCII,
    each false unless given; ToUnicode and Processing have no VerifyDnsLength, and ignore it.

    A caller states its flags once, as a constant (the URL Standard's domain parser has two),
    and passes that record, rather than the seven keywords at every call.
    """

    check_hyphens: bool = False  # CheckHyphens
    check_bidi: bool = False  # CheckBidi
    check_joiners: bool = False  # CheckJoiners
    use_std3_ascii_rules: bool = False  # UseSTD3ASCIIRules
    transitional_processing: bool = False  # Transitional_Processing
    verify_dns_length: bool = False  # VerifyDnsLength
    ignore_invalid_punycode: bool = False  # IgnoreInvalidPunycode


_ZWNJ = "\u200c"
_ZWJ = "\u200d"
_VIRAMA = 9  # Canonical_Combining_Class=Virama

#: An ASCII code point that UseSTD3ASCIIRules does not allow: anything but a-z,
#: 0-9 and U+002D (-).  A pattern string (compiled and cached by ``re`` on first
#: use) so that importing this module compiles nothing.
_NOT_STD3_ASCII = "[\x00-\x2c\x2e\x2f\x3a-\x60\x7b-\x7f]"

#: A memo that grows past this many code points is emptied, so that hostile
#: input cannot make it hold the whole code space.
_MEMO_LIMIT = 8192


class _Memo(dict[int, str]):
    """A ``str.translate`` table that computes each code point's entry on first use."""

    __slots__ = ("_compute",)

    def __init__(self, compute: Callable[[int], str]) -> None:
        super().__init__()
        self._compute = compute

    def __missing__(self, code_point: int) -> str:
        if len(self) >= _MEMO_LIMIT:
            self.clear()
        value = self._compute(code_point)
        self[code_point] = value
        return value


class _Tables:
    """The IDNA Mapping Table in bisectable form (see :class:`._idna_data.MappingTable`),
    plus memos built on it.

    Where the table is of a newer Unicode version than the character database, a code
    point the database does not assign gets the status disallowed ("X"), whatever the
    table says: properties the database does not have cannot be checked, and a browser
    of the database's Unicode version disallows it (see :mod:`._unicode`).
    """

    def __init__(self) -> None:
        table = mapping_table()
        self.unicode_version = table.unicode_version
        self.starts = table.starts
        self.statuses = table.statuses
        self.mappings = table.mappings
        self.check_assigned = version_tuple(table.unicode_version) > version_tuple(
            unicodedata().unidata_version
        )
        self.status_memo = _Memo(self.status)
        self.nontransitional_memo = _Memo(lambda cp: self.map_code_point(cp, False))
        self.transitional_memo = _Memo(lambda cp: self.map_code_point(cp, True))

    def _lookup(self, code_point: int) -> tuple[str, int]:
        index = bisect_right(self.starts, code_point) - 1
        status = self.statuses[index]
        if status != "X" and self.check_assigned and is_unassigned(code_point):
            status = "X"
        return status, index

    def status(self, code_point: int) -> str:
        return self._lookup(code_point)[0]

    def map_code_point(self, code_point: int, transitional_processing: bool) -> str:
        """Processing step 1 for one code point."""
        status, index = self._lookup(code_point)
        if status == "I":
            return ""
        if status == "M":
            # "If Transitional_Processing (deprecated) and the code point is
            # U+1E9E capital sharp s (ẞ), then replace the code point in the
            # string by “ss”."
            if transitional_processing and code_point == 0x1E9E:
                return "ss"
            return self.mappings[index] or ""
        if status == "D" and transitional_processing:
            return self.mappings[index] or ""
        # valid, disallowed, and deviation under Nontransitional Processing:
        # "Leave the code point unchanged in the string."
        return chr(code_point)


_tables: _Tables | None = None


def _get_tables() -> _Tables:
    global _tables
    if _tables is None:
        _tables = _Tables()
    return _tables


_joining_types: dict[int, str] | None = None


def _joining_type(code_point: int) -> str:
    """Joining_Type of ``code_point`` as one letter (U, L, R, D, C or T); the table lists
    the derived type T (transparent) too."""
    global _joining_types
    if _joining_types is None:
        _joining_types = joining_types()[1]
    return _joining_types.get(code_point, "U")


def __getattr__(name: str) -> str:
    if name == "IDNA_TABLE_UNICODE_VERSION":
        version = mapping_table_version()
        setattr(sys.modules[__name__], name, version)
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def idna_status(code_point: int) -> str:
    """The IDNA Mapping Table status of ``code_point``: "V" valid, "M" mapped,
    "D" deviation, "I" ignored or "X" disallowed."""
    return _get_tables().status_memo[code_point]


def uts46_map(domain_name: str, transitional_processing: bool) -> str:
    """Processing step 1, Map: https://www.unicode.org/reports/tr46/#ProcessingStepMap

    Disallowed code points are left in place; the validity criteria reject them.
    """
    tables = _get_tables()
    memo = tables.transitional_memo if transitional_processing else tables.nontransitional_memo
    return domain_name.translate(memo)


def validity_criteria(label: str, flags: Flags) -> bool:
    """Criteria 1-8 of https://www.unicode.org/reports/tr46/#Validity_Criteria

    Criterion 9 (CheckBidi) needs the whole domain name; see :func:`processing`.
    """
    # "Each of the following criteria must be satisfied for a non-empty label"
    if not label:
        return True
    if flags.check_hyphens:
        # 2. "must not contain a U+002D HYPHEN-MINUS character in both the third
        # and fourth positions"; 3. "must neither begin nor end with" one.
        if label[2:4] == "--" or label[0] == "-" or label[-1] == "-":
            return False
    elif label.startswith("xn--"):
        return False  # 4.
    if "." in label:
        return False  # 5.
    if flags.use_std3_ascii_rules and re.search(_NOT_STD3_ASCII, label):
        return False  # 7.3
    if label.isascii():
        # ASCII is NFC, has no combining marks and no joiners, and every ASCII
        # code point is valid except A-Z, which are mapped.
        return label.lower() == label
    ucd = unicodedata()
    if ucd.normalize("NFC", label) != label:
        return False  # 1.
    if ucd.category(label[0])[0] == "M":
        return False  # 6. "must not begin with a combining mark"
    # 7. "For Transitional Processing (deprecated), each value must be valid.
    # For Nontransitional Processing, each value must be either valid or deviation."
    statuses = label.translate(_get_tables().status_memo)
    if statuses.strip("V" if flags.transitional_processing else "VD"):
        return False
    # 8.
    return not (
        flags.check_joiners and (_ZWNJ in label or _ZWJ in label) and not check_contextj(label)
    )


def check_contextj(label: str) -> bool:
    """The CONTEXTJ rules, https://www.rfc-editor.org/rfc/rfc5892#appendix-A.1 (ZERO
    WIDTH NON-JOINER) and https://www.rfc-editor.org/rfc/rfc5892#appendix-A.2 (ZERO
    WIDTH JOINER)."""
    combining = unicodedata().combining
    for i, c in enumerate(label):
        if c != _ZWNJ and c != _ZWJ:
            continue
        # "If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;"
        if i > 0 and combining(label[i - 1]) == _VIRAMA:
            continue
        if c == _ZWJ:
            return False
        # "If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
        #    (Joining_Type:T)*(Joining_Type:{R,D})) Then True;"
        j = i - 1
        while j >= 0 and _joining_type(ord(label[j])) == "T":
            j -= 1
        if j < 0 or _joining_type(ord(label[j])) not in ("L", "D"):
            return False
        j = i + 1
        while j < len(label) and _joining_type(ord(label[j])) == "T":
            j += 1
        if j == len(label) or _joining_type(ord(label[j])) not in ("R", "D"):
            return False
    return True


_RTL_ALLOWED = frozenset(("R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))
_LTR_ALLOWED = frozenset(("L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))


def check_bidi_rule(label: str) -> bool:
    """The Bidi rule's six conditions, https://www.rfc-editor.org/rfc/rfc5893#section-2"""
    if not label:
        return True
    bidirectional = unicodedata().bidirectional
    classes = [bidirectional(c) for c in label]
    # "The end of the label must be a character with Bidi property ..., followed
    # by zero or more characters with Bidi property NSM."
    end = len(classes) - 1
    while end > 0 and classes[end] == "NSM":
        end -= 1
    last = classes[end]
    # 1. "The first character must be a character with Bidi property L, R, or AL."
    first = classes[0]
    if first in ("R", "AL"):
        # 2., 3., and 4. "if an EN is present, no AN may be present, and vice versa."
        return (
            _RTL_ALLOWED.issuperset(classes)
            and last in ("R", "AL", "EN", "AN")
            and not ("EN" in classes and "AN" in classes)
        )
    if first == "L":
        # 5. and 6.
        return _LTR_ALLOWED.issuperset(classes) and last in ("L", "EN")
    return False


def _is_bidi_domain_name(labels: list[str]) -> bool:
    """RFC 5893 section 1.4: "A "Bidi domain name" is a domain name that contains
    at least one RTL label", and "An RTL label is a label that contains at least
    one character of type R, AL, or AN"."""
    # No ASCII code point is R, AL or AN.
    non_ascii = [label for label in labels if not label.isascii()]
    if not non_ascii:
        return False
    bidirectional = unicodedata().bidirectional
    return any(bidirectional(c) in ("R", "AL", "AN") for label in non_ascii for c in label)


def processing(domain_name: str, flags: Flags) -> tuple[list[str], bool]:
    """Section 4, Processing: https://www.unicode.org/reports/tr46/#Processing

    Returns the processed labels and whether an error was recorded.
    """
    transitional_processing = flags.transitional_processing
    # Step 4.4 checks decoded labels "for Nontransitional Processing".
    nontransitional = (
        flags._replace(transitional_processing=False) if transitional_processing else flags
    )
    if domain_name.isascii():
        # Steps 1 and 2 for ASCII: the table maps A-Z to a-z and has every other
        # ASCII code point valid; NFC changes no ASCII string.
        normalized = domain_name.lower()
    else:
        normalized = unicodedata().normalize("NFC", uts46_map(domain_name, transitional_processing))
    # 3. "Break the string into labels at U+002E ( . ) FULL STOP."
    labels = normalized.split(".")
    error = False
    for index, label in enumerate(labels):
        if label.startswith("xn--"):
            # 4.1. "If the label contains any non-ASCII code point ..., record that
            # there was an error, and continue with the next label."
            if not label.isascii():
                error = True
                continue
            # 4.2. "If that conversion fails and if not IgnoreInvalidPunycode, record
            # that there was an error, and continue with the next label."  When it
            # fails and IgnoreInvalidPunycode is set, there are no "results of the
            # conversion" to replace the label with: it is left as is, unvalidated.
            decoded = punycode_decode(label[4:])
            if decoded is None:
                error = error or not flags.ignore_invalid_punycode
                continue
            labels[index] = label = decoded
            # 4.3. "If the label is empty, or if the label contains only ASCII code
            # points, record that there was an error."
            # 4.4. Validity criteria "for Nontransitional Processing".
            if label.isascii() or not validity_criteria(label, nontransitional):
                error = True
        elif not validity_criteria(label, flags):
            error = True
    # Validity criterion 9: "If CheckBidi, and if the domain name is a Bidi domain
    # name, then the label must satisfy all six of the numbered conditions in
    # [IDNA2008] RFC 5893, Section 2." -- every label, not only the RTL ones.
    if (
        flags.check_bidi
        and not error
        and _is_bidi_domain_name(labels)
        and not all(check_bidi_rule(label) for label in labels)
    ):
        error = True
    return labels, error


def verify_dns_length_restrictions(labels: list[str]) -> bool:
    """ToASCII step 4, https://www.unicode.org/reports/tr46/#ToASCII

    "The length of the domain name, excluding the root label and its dot, is
    from 1 to 253.  The length of each label is from 1 to 63."

    Divergence: UTS #46 revision 33 and later add "When VerifyDnsLength is
    true, the empty root label is disallowed", which would make the URL
    Standard's beStrict domain parser reject ``example.com.``.  The URL
    Standard treats ``example.com.`` as a domain of its own (see "Host
    representation") and the web-platform-tests data for beStrict
    (verifydnslength_tests.json) expects it to pass, so one trailing empty root
    label is excluded here, as the first sentence says (whatwg/url#871 tracks
    the question).
    """
    if len(labels) > 1 and labels[-1] == "":
        labels = labels[:-1]
    if not all(0 < len(label) <= 63 for label in labels):
        return False
    return sum(map(len, labels)) + len(labels) - 1 <= 253


def to_ascii(domain_name: str, flags: Flags) -> str | None:
    """UTS #46 ToASCII, https://www.unicode.org/reports/tr46/#ToASCII

    Returns ``None`` when an error was recorded ("a failure value").
    """
    labels, error = processing(domain_name, flags)
    if error:
        return None
    # 3. "Convert each label with non-ASCII characters into Punycode, and prefix
    # by “xn--”. This may record an error."
    for index, label in enumerate(labels):
        if not label.isascii():
            encoded = punycode_encode(label)
            if encoded is None:
                return None
            labels[index] = "xn--" + encoded
    if flags.verify_dns_length and not verify_dns_length_restrictions(labels):
        return None
    return ".".join(labels)


def to_unicode(domain_name: str, flags: Flags) -> tuple[str, bool]:
    """UTS #46 ToUnicode, https://www.unicode.org/reports/tr46/#ToUnicode

    "this will always produce a converted Unicode string ... this always signals
    whether or not there was an error": returns (result, error recorded).
    """
    labels, error = processing(domain_name, flags)
    return ".".join(labels), error
