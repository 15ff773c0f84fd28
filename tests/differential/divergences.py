"""The documented differences between webapi and ada, each with a precise detector.

``docs/divergences.md`` lists each class with an example, both answers and the spec
text that decides it.  ``classify(mismatch)`` returns the class a mismatch belongs
to, or ``None`` for an unexplained mismatch (a test failure).

Every class found so far is a host that ada accepts and the URL Standard rejects:
the domain parser runs UTS 46 ToASCII with CheckBidi and CheckJoiners true, and
ada's punycode decoding and label validity check are laxer in places.  The
detector does not trust either implementation: it

1. finds the host string the parser gave to the domain parser (from the index of
   the ``domain-to-ASCII`` validation error ``webapi.url.validate`` reports, or
   from the setter's value) and percent-decodes it as the host parser does;
2. maps it with the ``idna`` package's UTS 46 table and NFC, independently of
   both parsers, and checks that the labels equal ada's output labels (punycode
   decoded): both sides processed the same labels;
3. checks every label against its own implementation of RFC 3492 decoding (the
   leading delimiter), UTS 46 criterion 6, RFC 5893 section 2 (the Bidi rule) and
   RFC 5892 appendix A.1-A.2 (CONTEXTJ), and against a model of ada's check
   (``ada_label_valid``); a label that fails the spec and passes the model is
   explained, and which part of the model let it through names the class;
4. replaces every explained label by ``a`` and requires webapi to accept the
   domain and produce exactly ada's output with the same labels replaced: nothing
   but the explained labels differs.
"""

from __future__ import annotations

import contextlib
import importlib
import unicodedata as _stdlib_unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Final

from webapi import URL, URLParseError
from webapi.url import domain_to_ascii, validate
from webapi.url._percent import percent_decode

from .ada_backend import AdaURL
from .cases import ParseCase, SetterCase, URLParamsCase
from .harness import FAILURE, Mismatch

__all__ = [
    "DIVERGENCES",
    "Divergence",
    "ada_label_valid",
    "classify",
    "explain_domain",
    "spec_bidi_rule",
    "spec_contextj",
]

ZWNJ: Final = "\u200c"
ZWJ: Final = "\u200d"
VIRAMA: Final = 9


@dataclass(frozen=True, slots=True)
class Divergence:
    name: str
    summary: str


#: The divergence classes, in the order ``classify`` tries them.
DIVERGENCES: Final = (
    Divergence(
        "ada-joiner-shortcut",
        "ada's label check returns at the first U+200C/U+200D: the CONTEXTJ result of that "
        "joiner decides the label, so later joiners and the Bidi rule are never checked "
        "(and its U+200C context test only looks for any L/D before and any R/D after)",
    ),
    Divergence(
        "ada-punycode-leading-delimiter",
        "ada decodes an xn-- label whose only punycode delimiter comes first (xn---4db) by "
        "skipping it; RFC 3492 decoding fails there, so ToASCII fails",
    ),
    Divergence(
        "ada-bidi-ltr-label",
        "ada applies the Bidi rule only to labels with an R, AL or AN character; UTS 46 "
        "CheckBidi applies it to every label of a Bidi domain name",
    ),
    Divergence(
        "ada-stale-character-data",
        "ada's General_Category and Bidi_Class data lack the characters added in Unicode 14 "
        "(its IDNA mapping table is Unicode 17): their combining marks may start a label, and "
        "their R and AL letters count as LTR",
    ),
    Divergence(
        "unicode-version",
        "a code point assigned in only one of the Unicode version webapi runs with "
        "(webapi.url.UNICODE_VERSION) and ada's Unicode 17 data",
    ),
)


# ---------------------------------------------------------------------------- Unicode data


@cache
def _ucd() -> ModuleType:
    """The database webapi uses: ``unicodedata2`` when installed, else the stdlib's."""
    try:
        return importlib.import_module("unicodedata2")
    except ImportError:
        return _stdlib_unicodedata


@cache
def _joining_types() -> dict[int, str]:
    table = importlib.import_module("idna.idnadata").joining_types
    if callable(table):
        table = table()
    types: dict[int, str] = {}
    for key, value in table.items():
        if isinstance(key, str):
            for packed in value:
                for code_point in range(packed >> 32, packed & 0xFFFFFFFF):
                    types[code_point] = key
        else:
            types[key] = chr(value)
    return types


def _joining_type(c: str) -> str:
    return _joining_types().get(ord(c), "U")


def _bidi(c: str) -> str:
    return str(_ucd().bidirectional(c))


def _unassigned(c: str) -> bool:
    code = ord(c)
    if 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE:
        return False
    return bool(_ucd().category(c) == "Cn")


# ---------------------------------------------------------------------------- reference rules

_RTL_ALLOWED: Final = frozenset(("R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))
_LTR_ALLOWED: Final = frozenset(("L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"))


def _last_non_nsm(classes: list[str]) -> int:
    end = len(classes) - 1
    while end >= 0 and classes[end] == "NSM":
        end -= 1
    return end


def spec_bidi_rule(label: str) -> bool:
    """RFC 5893 section 2, conditions 1-6, for one (non-empty) label."""
    classes = [_bidi(c) for c in label]
    end = _last_non_nsm(classes)
    if end < 0:
        return False
    if classes[0] in ("R", "AL"):
        return (
            _RTL_ALLOWED.issuperset(classes)
            and classes[end] in ("R", "AL", "EN", "AN")
            and not ("EN" in classes and "AN" in classes)
        )
    if classes[0] == "L":
        return _LTR_ALLOWED.issuperset(classes) and classes[end] in ("L", "EN")
    return False


def _is_rtl_label(label: str) -> bool:
    """RFC 5893 section 1.4: "a label that contains at least one character of type R, AL,
    or AN"."""
    return any(_bidi(c) in ("R", "AL", "AN") for c in label)


def _zwnj_context(label: str, i: int) -> bool:
    j = i - 1
    while j >= 0 and _joining_type(label[j]) == "T":
        j -= 1
    if j < 0 or _joining_type(label[j]) not in ("L", "D"):
        return False
    j = i + 1
    while j < len(label) and _joining_type(label[j]) == "T":
        j += 1
    return j < len(label) and _joining_type(label[j]) in ("R", "D")


def spec_contextj(label: str) -> bool:
    """RFC 5892 appendix A.1 (U+200C) and A.2 (U+200D), for every joiner of the label."""
    for i, c in enumerate(label):
        if c not in (ZWNJ, ZWJ):
            continue
        if i > 0 and _ucd().combining(label[i - 1]) == VIRAMA:
            continue
        if c == ZWJ or not _zwnj_context(label, i):
            return False
    return True


def _starts_with_mark(label: str) -> bool:
    """UTS 46 validity criterion 6: "The label must not begin with a combining mark, that
    is: General_Category=Mark"."""
    return bool(_ucd().category(label[0]).startswith("M"))


def spec_label_valid(label: str, bidi_domain: bool) -> bool:
    """The label checks where webapi and ada have differed: criterion 6, CheckJoiners and
    CheckBidi (in a Bidi domain name).  The mapping-table criteria are the same table."""
    return (
        not _starts_with_mark(label)
        and spec_contextj(label)
        and (not bidi_domain or spec_bidi_rule(label))
    )


@dataclass(frozen=True, slots=True)
class CharacterData:
    """The character properties a label check reads."""

    bidi: Callable[[str], str]
    is_mark: Callable[[str], bool]


#: The Unicode database's (webapi's) properties.
UCD_DATA: Final = CharacterData(_bidi, lambda c: _starts_with_mark(c))


@cache
def ada_sees_rtl(c: str) -> bool:
    """Whether ada gives ``c`` (R, AL or AN in the Unicode database) an RTL Bidi_Class.
    Asked of ada itself: the label ``c + "a"`` breaks the Bidi rule (an RTL character
    first, an L one after it), so ada accepts it only if it takes ``c`` for LTR."""
    return AdaURL.parse(f"http://{c}a/") is None


@cache
def ada_sees_mark(c: str) -> bool:
    """Whether ada treats ``c`` (a combining mark in the Unicode database) as a mark (or as
    NSM): a label that is just a mark breaks criterion 6, and one of NSM alone breaks the
    Bidi code path ada runs on every label."""
    return AdaURL.parse(f"http://{c}/") is None


def _ada_bidi(c: str) -> str:
    """ada's Bidi_Class of ``c``: ``NONE`` (ada's ``direction::NONE``, in no allowed set)
    for a character its table lacks."""
    cls = _bidi(c)
    if cls in ("R", "AL", "AN") and not ada_sees_rtl(c):
        return "NONE"
    if cls == "NSM" and _starts_with_mark(c) and not ada_sees_mark(c):
        return "NONE"
    return cls


#: ada's view of the properties, where it lacks the characters of Unicode 14.
ADA_DATA: Final = CharacterData(_ada_bidi, lambda c: _starts_with_mark(c) and ada_sees_mark(c))


def ada_label_valid(label: str, data: CharacterData = UCD_DATA) -> bool:
    """A model of ada 4.0's ``ada::idna::is_label_valid`` (criterion 6, then CONTEXTJ, then
    the Bidi rule; the other criteria are the mapping table's and the same)."""
    if data.is_mark(label[0]):
        return False
    for i, c in enumerate(label):
        if c == ZWNJ:
            if i > 0 and _ucd().combining(label[i - 1]) == VIRAMA:
                return True
            if i == 0 or i + 1 >= len(label):
                return False
            return any(_joining_type(b) in ("L", "D") for b in label[:i]) and any(
                _joining_type(a) in ("R", "D") for a in label[i + 1 :]
            )
        if c == ZWJ:
            return i > 0 and _ucd().combining(label[i - 1]) == VIRAMA
    classes = [data.bidi(c) for c in label]
    end = _last_non_nsm(classes)
    if end < 0:
        return False
    if not any(cls in ("R", "AL", "AN") for cls in classes):
        return True
    if classes[0] == "L":
        return _LTR_ALLOWED.issuperset(classes[: end + 1]) and classes[end] in ("L", "EN")
    if classes[0] not in ("R", "AL"):
        return False
    head = classes[: end + 1]
    return (
        _RTL_ALLOWED.issuperset(head)
        and classes[end] in ("R", "AL", "AN", "EN")
        and not ("EN" in head and "AN" in head)
    )


# ---------------------------------------------------------------------------- explaining a domain


def _decode_label(label: str) -> str | None:
    if not label.lower().startswith("xn--"):
        return label
    try:
        return label[4:].encode("ascii").decode("punycode")
    except (UnicodeError, ValueError):
        return None


def _reference_labels(domain: str) -> list[tuple[str, str]] | None:
    """UTS 46 Map (the ``idna`` package's table), Normalize (NFC) and Break, then
    punycode-decoding of ``xn--`` labels (leniently, as ada and Python's codec do):
    each label before and after decoding."""
    idna = importlib.import_module("idna")
    try:
        mapped = idna.uts46_remap(domain, std3_rules=False, transitional=False)
    except (idna.IDNAError, ValueError):
        return None
    labels = []
    for label in _ucd().normalize("NFC", mapped).split("."):
        decoded = _decode_label(label)
        if decoded is None:
            return None
        labels.append((label, decoded))
    return labels


def leading_delimiter_only(label: str) -> bool:
    """An ``xn--`` label whose last (only) punycode delimiter is its first character, as in
    ``xn---4db``.  RFC 3492 section 6.2 then consumes nothing before the main loop ("if more
    than zero code points were consumed then consume one more (which will be the last
    delimiter)"), so the loop reads "-" as a digit and fails; ada skips it and decodes the
    rest (``xn---4db`` and ``xn--4db`` both become U+05D0)."""
    rest = label[4:]
    return label[:4] == "xn--" and rest[:1] == "-" and "-" not in rest[1:] and len(rest) > 1


def _label_class(label: str) -> str | None:
    """Why ada accepts ``label``, which the spec rejects; ``None`` if the model of ada
    does not accept it either."""
    if ZWNJ in label or ZWJ in label:
        # ada's verdict is the first joiner's context check (joining types and the
        # combining class before it), whatever the Bidi data says.
        return "ada-joiner-shortcut" if ada_label_valid(label, ADA_DATA) else None
    if any(_unassigned(c) for c in label):
        return "unicode-version"
    if not ada_label_valid(label, ADA_DATA):
        return None
    if not ada_label_valid(label):
        return "ada-stale-character-data"
    if not _is_rtl_label(label):
        return "ada-bidi-ltr-label"
    return None


def explain_domain(domain: str, ada_host: str) -> str | None:
    """The divergence class that explains why webapi rejects ``domain`` (the host parser's
    input, percent-decoded) while ada turns it into ``ada_host``; ``None`` if none does."""
    if domain_to_ascii(domain, False) is not None:
        return None
    ada_labels = [_decode_label(label) for label in ada_host.split(".")]
    if any(label is None for label in ada_labels):
        return None
    pairs = _reference_labels(domain)
    if pairs is None or [decoded for _, decoded in pairs] != ada_labels:
        return None
    labels = [decoded for _, decoded in pairs]
    bidi_domain = any(_is_rtl_label(label) for label in labels)
    classes: set[str] = set()
    explained: set[int] = set()
    for index, (raw, label) in enumerate(pairs):
        name: str | None
        if leading_delimiter_only(raw):
            name = "ada-punycode-leading-delimiter"
        elif not label or spec_label_valid(label, bidi_domain):
            continue
        else:
            name = _label_class(label)
        if name is None:
            return None
        classes.add(name)
        explained.add(index)
    if not explained:
        return None
    ours_labels = ["a" if i in explained else label for i, label in enumerate(labels)]
    ada_replaced = ["a" if i in explained else label for i, label in enumerate(ada_host.split("."))]
    if domain_to_ascii(".".join(ours_labels), False) != ".".join(ada_replaced):
        return None
    for divergence in DIVERGENCES:
        if divergence.name in classes:
            return divergence.name
    return None


# ---------------------------------------------------------------------------- finding the domain

_HOST_END: Final = frozenset("/?#\\:")
_FILE_HOST_END: Final = frozenset("/?#\\")


def _percent_decode(text: str) -> str:
    # (tests/url/test_percent.py checks percent_decode against a byte-at-a-time loop.)
    return percent_decode(text.encode("utf-8")).decode("utf-8", "replace")


def host_text(text: str, start: int, is_file: bool) -> str:
    """The host the parser's host state collects from ``text[start:]`` (tabs and newlines
    are removed by the parser), percent-decoded as the host parser does."""
    ends = _FILE_HOST_END if is_file else _HOST_END
    raw = []
    for c in text[start:]:
        if c in "\t\n\r":
            continue
        if c in ends:
            break
        raw.append(c)
    return _percent_decode("".join(raw))


def _failing_domain(text: str, base: str | None, is_file: bool) -> str | None:
    """The domain webapi failed on when parsing ``text`` (against ``base``)."""
    try:
        errors = validate(text, base)
    except URLParseError:
        return None
    failures = [error for error in errors if error.failure]
    if len(failures) != 1 or failures[0].type != "domain-to-ASCII":
        return None
    # The parser first strips leading and trailing C0 controls and spaces; the index is
    # into the unstripped input.
    stripped = text.rstrip("".join(map(chr, range(0x21))))
    return host_text(stripped, failures[0].index, is_file)


def _explain_parse_failure(text: str, base: str | None, ada: AdaURL | None) -> str | None:
    """``text`` (against ``base``) fails in webapi and parses in ada as ``ada``."""
    if base is not None and URL.parse(base) is None:
        ada_base = AdaURL.parse(base)
        if ada_base is None:
            return None
        return _explain_parse_failure(base, None, ada_base)
    if ada is None:
        return None
    is_file = ada.get("protocol") == "file:"
    domain = _failing_domain(text, base, is_file)
    if domain is None:
        return None
    return explain_domain(domain, ada.get("hostname"))


def _explain_setter(case: SetterCase, mismatch: Mismatch) -> str | None:
    number = int(mismatch.step.split(":")[0].split()[1])
    setter, value = case.steps[number - 1]
    # Replay the case up to this step on both sides.
    ours = URL.parse(case.href)
    ada = AdaURL.parse(case.href)
    if ours is None or ada is None:
        return None
    for earlier, earlier_value in case.steps[: number - 1]:
        with contextlib.suppress(TypeError):
            setattr(ours, earlier, earlier_value)
        ada.set(earlier, earlier_value)
    if ours.href != mismatch.before:
        return None
    if setter == "href":
        if mismatch.field != "failure" or mismatch.ours != FAILURE:
            return None
        target = AdaURL.parse(value)
        if target is None or target.get("href") != mismatch.ada:
            return None
        return _explain_parse_failure(value, None, target)
    if setter not in ("host", "hostname"):
        return None
    ada.set(setter, value)
    if ada.get(mismatch.field) != mismatch.ada:
        return None
    after = URL.parse(mismatch.before)
    if after is None:
        return None
    try:
        setattr(after, setter, value)
    except TypeError:
        return None
    if after.href != mismatch.before:
        return None  # webapi did change the URL: not a rejected domain
    domain = host_text(value, 0, ada.get("protocol") == "file:")
    return explain_domain(domain, ada.get("hostname"))


@cache
def _unicode_17() -> ModuleType:
    """``tests/wpt/unicode_assigned.py``: the code points assigned in Unicode 17 (ada's)."""
    from pathlib import Path

    from tests._load import module_from_file  # also under python -m tests.differential.run

    path = Path(__file__).resolve().parents[1] / "wpt" / "unicode_assigned.py"
    module = module_from_file("_differential_unicode_assigned", path)
    assert module.VERSION == "17.0.0"
    return module


def _newer_than_ada(texts: list[str]) -> bool:
    """Whether ``texts`` hold a code point that the Unicode version webapi runs with assigns
    and ada's Unicode 17 does not (webapi then accepts what ada rejects)."""
    from webapi.uts46 import _unicode

    ucd = _unicode.unicodedata()
    assigned_17 = _unicode_17().is_assigned
    return any(
        not c.isascii() and ucd.category(c) != "Cn" and not assigned_17(ord(c))
        for text in texts
        for c in text
    )


def _case_texts(case: object) -> list[str]:
    if isinstance(case, ParseCase):
        return [case.input, case.base or ""]
    if isinstance(case, SetterCase):
        return [case.href, *(value for _, value in case.steps)]
    if isinstance(case, URLParamsCase):
        return [case.href]
    return []


def classify(mismatch: Mismatch) -> str | None:
    """The divergence class of ``mismatch``, or ``None`` when it is unexplained."""
    case = mismatch.case
    # webapi accepts (a URL, a setter's change) what ada, of an older Unicode, rejects.
    ada_rejects = mismatch.ada == FAILURE or (
        mismatch.before is not None and mismatch.ada == mismatch.before
    )
    if mismatch.ours != FAILURE and ada_rejects and _newer_than_ada(_case_texts(case)):
        return "unicode-version"
    if mismatch.field == "failure" and mismatch.ours == FAILURE and mismatch.ada != FAILURE:
        if isinstance(case, ParseCase) and mismatch.step == "parse":
            text, base = case.input, case.base
        elif isinstance(case, SetterCase | URLParamsCase) and mismatch.step == "parse href":
            text, base = case.href, None
        elif isinstance(case, SetterCase):
            return _explain_setter(case, mismatch)
        else:
            return None
        ada = AdaURL.parse(text, base)
        if ada is None or ada.get("href") != mismatch.ada:
            return None
        return _explain_parse_failure(text, base, ada)
    if mismatch.field == "origin" and mismatch.ours == "null" and mismatch.href is not None:
        return _explain_blob_origin(mismatch.href, mismatch.ada)
    if isinstance(case, SetterCase) and mismatch.step.startswith("step "):
        return _explain_setter(case, mismatch)
    return None


def _explain_blob_origin(href: str, ada_origin: str) -> str | None:
    """A ``blob:`` URL's origin is its path's URL's origin when that parses (as an http(s)
    or file URL): webapi's path URL fails where ada's parses."""
    url = URL.parse(href)
    if url is None or url.protocol != "blob:":
        return None
    inner = url.pathname
    ada = AdaURL.parse(inner)
    if ada is None or ada.get("origin") != ada_origin:
        return None
    return _explain_parse_failure(inner, None, ada)
