"""The URL Standard's IDNA section: the domain parser and domain to Unicode.

Spec: https://url.spec.whatwg.org/#idna

The common case, an ASCII domain parsed with beStrict false and nobody collecting
validation errors, is an ASCII lowercase and two checks; UTS #46 (and its data)
is only loaded for non-ASCII domains, strict parsing, or error collection.
"""

from __future__ import annotations

import re

from webapi.uts46 import Flags, to_ascii, to_unicode

from .._cache import bounded_cache, str_size
from .._webidl import require_str
from ._errors import Report
from ._infra import FORBIDDEN_DOMAIN_CODE_POINTS

__all__ = ["domain_parser_to_ascii", "domain_to_ascii", "domain_to_unicode"]

#: Domain parser ToASCII's flags, by beStrict: "CheckHyphens set to beStrict, CheckBidi set to
#: true, CheckJoiners set to true, UseSTD3ASCIIRules set to beStrict, Transitional_Processing
#: set to false, VerifyDnsLength set to beStrict, and IgnoreInvalidPunycode set to false"
#: (a flag not given is false).
_TO_ASCII_FLAGS = {
    be_strict: Flags(
        check_hyphens=be_strict,
        check_bidi=True,
        check_joiners=True,
        use_std3_ascii_rules=be_strict,
        verify_dns_length=be_strict,
    )
    for be_strict in (False, True)
}

#: Domain to Unicode's flags (its step 1, quoted where it runs).
_TO_UNICODE_FLAGS = Flags(check_bidi=True, check_joiners=True)

_FORBIDDEN_DOMAIN_CODE_POINT_RE = re.compile(
    "[" + re.escape("".join(sorted(FORBIDDEN_DOMAIN_CODE_POINTS))) + "]"
)


def domain_to_ascii(domain: str, be_strict: bool, report: Report | None = None) -> str | None:
    """The domain parser, https://url.spec.whatwg.org/#concept-domain-to-ascii

    Returns the domain, or ``None`` for failure.
    """
    if type(domain) is not str:
        require_str(domain, "domain_to_ascii", "domain")
    if not be_strict and report is None and domain.isascii():
        # The common case: steps 5, 7 and 8 of _relaxed_domain_to_ascii, inline.
        lowered = domain.lower()
        if lowered and _FORBIDDEN_DOMAIN_CODE_POINT_RE.search(lowered) is None:
            return lowered
        return None
    if be_strict or report is not None:
        # 1. "Let strictResult be the result of running domain parser ToASCII with
        # domain and true."  Without beStrict its only effect is the validation
        # error of step 2, so it is skipped when nobody collects those.
        strict_result = domain_parser_to_ascii(domain, True)
        if strict_result is None:
            # 3.1. "If strictResult is a failure value, then return failure."
            result = None if be_strict else _relaxed_domain_to_ascii(domain)
            # 2. "If strictResult is a failure value, domain-to-ASCII validation
            # error."  It is why the domain parser fails, when it fails: with
            # beStrict, when relaxed ToASCII fails too, and when the result is
            # empty or holds a forbidden domain code point (which strict ToASCII,
            # with VerifyDnsLength and UseSTD3ASCIIRules, also rejects).
            if report is not None:
                report("domain-to-ASCII", 0, result is None)
            return result
        if be_strict:
            # 3.2. "Return strictResult."
            return strict_result
        if not domain.isascii():
            # Relaxed ToASCII only drops checks (CheckHyphens, UseSTD3ASCIIRules,
            # VerifyDnsLength), so it would return this same string, which those
            # checks made non-empty and free of forbidden domain code points.
            return strict_result
    return _relaxed_domain_to_ascii(domain)


def _relaxed_domain_to_ascii(domain: str) -> str | None:
    """Steps 4 to 9 of the domain parser (beStrict false)."""
    if domain.isascii():
        # 5. "If domain is an ASCII string, then set result to domain, lowercased."
        result: str | None = domain.lower()
    else:
        # 6.1. "Set result to the result of running domain parser ToASCII with
        # domain and false."  (A remembered result is read from the cache's dict directly.)
        try:
            result = _RELAXED_RESULTS[domain]
        except KeyError:
            result = _relaxed_to_ascii(domain)
    # 6.2. "If result is a failure value, then return failure."
    # 7. "If result is the empty string, then return failure."
    if not result:
        return None
    # 8. "If result contains a forbidden domain code point, then return failure."
    if _FORBIDDEN_DOMAIN_CODE_POINT_RE.search(result) is not None:
        return None
    return result


def _relaxed_size(domain: str, result: str | None) -> int:
    return str_size(domain) + str_size(result)


#: 2 MiB: an entry of a typical IDN host is about 300 bytes, so some 7,000 fit (the synthetic
#: benchmark corpus has 2,548 distinct IDN hosts: 1,024 entries thrashed, 3 hits in 10
#: lookups against 7 in 8 with all of them; parse + href of the corpus 1.36x → 1.13x
#: urlsplit).  A domain whose entry passes 8 KiB is not remembered (no host is that long).
_RELAXED_CACHE_BYTES = 2 << 20
_RELAXED_ENTRY_LIMIT = 8 << 10


@bounded_cache(_RELAXED_CACHE_BYTES, _RELAXED_ENTRY_LIMIT, _relaxed_size)
def _relaxed_to_ascii(domain: str) -> str | None:
    """Domain parser ToASCII with beStrict false, remembered for the most
    recent non-ASCII domains (a pure function of its input; crawls and pages
    meet the same hosts over and over)."""
    return domain_parser_to_ascii(domain, False)


#: The cache's entries (the same dict for the cache's life: emptying it clears it in place).
_RELAXED_RESULTS = _relaxed_to_ascii.cache.entries


def domain_parser_to_ascii(domain: str, be_strict: bool) -> str | None:
    """Domain parser ToASCII, https://url.spec.whatwg.org/#domain-parser-toascii

    Returns ``None`` for a failure value.
    """
    return to_ascii(domain, _TO_ASCII_FLAGS[be_strict])


def domain_to_unicode(domain: str) -> str:
    """Domain to Unicode, https://url.spec.whatwg.org/#concept-domain-to-unicode"""
    if type(domain) is not str:
        require_str(domain, "domain_to_unicode", "domain")
    lowered = domain.lower()
    if domain.isascii() and "xn--" not in lowered:
        # ToUnicode of an ASCII domain without Punycode labels only lowercases it
        # and records no error: with CheckHyphens and UseSTD3ASCIIRules false,
        # every lowercase ASCII label meets the validity criteria, and no ASCII
        # code point makes a label right-to-left.
        return lowered
    # 1. "Let result be the result of running Unicode ToUnicode with domain_name
    # set to domain, CheckHyphens set to false, CheckBidi set to true,
    # CheckJoiners set to true, UseSTD3ASCIIRules set to false,
    # Transitional_Processing set to false, and IgnoreInvalidPunycode set to false."
    result, error = to_unicode(domain, _TO_UNICODE_FLAGS)
    # 2. "If an error was recorded, then return domain."
    return domain if error else result
