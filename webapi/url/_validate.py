"""Collecting validation errors: ``webapi.url.validate``, and why a parse failed.

Spec: https://url.spec.whatwg.org/#validation-error
"""

from __future__ import annotations

import re

from .._webidl import require_str
from ._errors import URLParseError, install_explainer
from ._infra import FORBIDDEN_DOMAIN_CODE_POINTS
from ._parser import basic_url_parse
from ._record import URLRecord
from ._validation_errors import ValidationError

__all__ = ["explain_domain_to_ascii", "failure_errors", "validate"]


def validate(input: str, base: str | None = None) -> list[ValidationError]:
    """Parse ``input`` (against ``base`` when given) with the basic URL parser
    and return every validation error it reports, in order.

    Each error has the spec's ``type`` name, the ``index`` into ``input``
    where it happened, ``failure``: whether the parser returned failure
    because of it, and a one-line ``description``.  An empty list means
    ``input`` is a valid URL string.  Errors in ``base`` are not reported; a
    ``base`` that fails to parse raises :class:`URLParseError`.
    """
    require_str(input, "validate", "input")
    parsed_base = None
    if base is not None:
        parsed_base = basic_url_parse(require_str(base, "validate", "base"))
        if parsed_base is None:
            raise URLParseError(base)
    return _collect(input, parsed_base)[1]


def _collect(input: str, base: URLRecord | None) -> tuple[URLRecord | None, list[ValidationError]]:
    errors: list[ValidationError] = []
    result = basic_url_parse(
        input,
        base,
        report=lambda type, index, failure: errors.append(ValidationError(type, index, failure)),
    )
    return result, errors


def failure_errors(input: str, base: str | None) -> tuple[bool, list[ValidationError]]:
    """For a parse that failed: whether ``base`` is what failed, and the validation
    errors of the parse that failed (``base``'s, or ``input``'s against it).

    Used by :class:`URLParseError` on first use: the parse is done again with
    errors collected, so that parses that succeed never collect them.
    """
    parsed_base = None
    if base is not None:
        parsed_base, errors = _collect(base, None)
        if parsed_base is None:
            return True, errors
    return False, _collect(input, parsed_base)[1]


_HOST_TEXT = re.compile(r"[^/?#\\:]*")
_PERCENT_BYTE = re.compile(r"%([0-9A-Fa-f]{2})")


def explain_domain_to_ascii(input: str, index: int) -> tuple[str, int] | None:
    """Why the domain that starts at ``input[index]`` fails the domain parser, in
    words, and the index of the cause, for the first cause found in its text: a
    forbidden domain code point (also percent-encoded), a code point UTS 46
    disallows or that the Unicode version in use does not assign, or a label that
    starts with a combining mark.
    ``None`` when none of these (the Bidi, joiner, hyphen or length rules, or
    Punycode)."""
    from ._unicode import UNICODE_VERSION, is_unassigned, unicodedata
    from ._uts46 import idna_status

    host = _HOST_TEXT.match(input, index)
    text = host.group(0) if host else ""
    for offset, char in enumerate(text):
        position = index + offset
        if char == "%" and (match := _PERCENT_BYTE.match(text, offset)) is not None:
            decoded = chr(int(match.group(1), 16))
            if decoded in FORBIDDEN_DOMAIN_CODE_POINTS:
                return (
                    f"forbidden domain code point {decoded!r}, percent-encoded as "
                    f"{match.group(0)!r},",
                    position,
                )
        elif char in FORBIDDEN_DOMAIN_CODE_POINTS:
            return f"forbidden domain code point {char!r}", position
        if char.isascii():
            continue
        code_point = ord(char)
        if is_unassigned(code_point):
            return (
                f"U+{code_point:04X} is not assigned in Unicode {UNICODE_VERSION} "
                "(the version in use)",
                position,
            )
        if idna_status(code_point) == "X":
            return f"U+{code_point:04X} ({char!r}) is not allowed in domains", position
    ucd = unicodedata()
    offset = 0
    for label in text.split("."):
        if label and not label.isascii():
            first = ucd.normalize("NFC", label)[0]
            if ucd.category(first).startswith("M"):
                return (
                    f"the label {label!r} starts with the combining mark U+{ord(first):04X}",
                    index + offset,
                )
        offset += len(label) + 1
    return None


install_explainer(failure_errors, explain_domain_to_ascii)
