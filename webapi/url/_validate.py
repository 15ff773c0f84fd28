"""Collecting validation errors: ``webapi.url.validate``.

Spec: https://url.spec.whatwg.org/#validation-error
"""

from __future__ import annotations

from ._errors import URLParseError, ValidationError
from ._parser import basic_url_parse

__all__ = ["validate"]


def validate(input: str, base: str | None = None) -> list[ValidationError]:
    """Parse ``input`` (against ``base`` when given) with the basic URL parser
    and return every validation error it reports, in order.

    Each error has the spec's ``type`` name, the ``index`` into ``input``
    where it happened, and ``failure``: whether the parser returned failure
    because of it.  An empty list means ``input`` is a valid URL string.
    Errors in ``base`` are not reported; a ``base`` that fails to parse
    raises :class:`URLParseError`.
    """
    parsed_base = None
    if base is not None:
        parsed_base = basic_url_parse(base)
        if parsed_base is None:
            raise URLParseError(base)
    errors: list[ValidationError] = []
    basic_url_parse(
        input,
        parsed_base,
        report=lambda type, index, failure: errors.append(ValidationError(type, index, failure)),
    )
    return errors
