"""What the subcommands compute for one input: a record, a normalized href, a verdict.

Each ``*_chunk`` function takes a list of inputs and the command's options and returns the
output text for them with counts; they are module-level so that ``--jobs`` can run them in
other processes.
"""

from __future__ import annotations

from typing import NamedTuple

from ..url import URL, URLParseError, ValidationError, parse_many, validate
from ..url._batch import FIELDS

__all__ = [
    "COMPONENTS",
    "RECORD_FIELDS",
    "ChunkResult",
    "Options",
    "normalize_chunk",
    "record",
    "records_chunk",
    "validate_chunk",
]

#: The URL getters, in the URL class's order.
COMPONENTS = FIELDS
#: What ``--fields`` can choose from: the components, the query's pairs, the errors.
RECORD_FIELDS = (*COMPONENTS, "searchParams", "validationErrors")


class Options(NamedTuple):
    base: str | None = None
    encoding: str = "UTF-8"
    fields: tuple[str, ...] = RECORD_FIELDS


class ChunkResult(NamedTuple):
    text: str
    ok: int
    failed: int


def _error_record(error: ValidationError) -> dict[str, object]:
    return {
        "type": error.type,
        "index": error.index,
        "failure": error.failure,
        "description": describe(error),
    }


def describe(error: ValidationError) -> str:
    """The error's description in words."""
    return error.description


def _parse(input: str, options: Options) -> URL | None:
    if options.encoding == "UTF-8":
        return URL.parse(input, options.base)
    href = parse_many([input], options.base, encoding=options.encoding, fields=("href",))["href"][0]
    return None if href is None else URL(href)


def record(input: str, options: Options) -> dict[str, object]:
    """The record of one input: ``input``, ``base``, ``ok``, then the chosen fields (``None``
    for components when it fails) and ``error`` (the reason, or ``None``)."""
    result: dict[str, object] = {"input": input, "base": options.base}
    try:
        url = _parse(input, options)
    except URLParseError:  # the base
        url = None
    result["ok"] = url is not None
    errors: list[ValidationError] | None = None
    for name in options.fields:
        if name == "validationErrors":
            try:
                errors = validate(input, options.base)
            except URLParseError:
                errors = []
            result[name] = [_error_record(e) for e in errors]
        elif url is None:
            result[name] = None
        elif name == "searchParams":
            result[name] = [list(pair) for pair in url.searchParams]
        else:
            result[name] = getattr(url, name)
    if url is None:
        try:
            URL(input, options.base)
        except URLParseError as error:
            result["error"] = str(error)
        else:  # pragma: no cover - only with a legacy encoding, which never fails alone
            result["error"] = "invalid URL"
    else:
        result["error"] = None
    return result


def records_chunk(inputs: list[str], options: Options) -> ChunkResult:
    """JSON Lines: one record per input."""
    import json  # on first use: normalize and validate never need it

    lines = []
    ok = 0
    for input in inputs:
        result = record(input, options)
        ok += bool(result["ok"])
        lines.append(json.dumps(result, ensure_ascii=False))
    lines.append("")
    return ChunkResult("\n".join(lines), ok, len(inputs) - ok)


def normalize_chunk(inputs: list[str], options: Options) -> ChunkResult:
    """One href per input, an empty line where it does not parse."""
    hrefs = parse_many(
        inputs, options.base, encoding=options.encoding, fields=("href",), errors=False
    )["href"]
    failed = hrefs.count(None)
    lines = [href or "" for href in hrefs] if failed else hrefs
    lines.append("")
    return ChunkResult("\n".join(lines), len(inputs) - failed, failed)  # type: ignore[arg-type]


def validate_chunk(inputs: list[str], options: Options) -> ChunkResult:
    """One verdict per input: ``valid``, ``invalid`` (parses, with validation errors) or
    ``failure`` (does not parse), the input, then each error in words with its index."""
    lines = []
    valid = 0
    for input in inputs:
        errors = validate(input, options.base)  # the base was checked before any input
        if not errors:
            valid += 1
            lines.append(f"valid\t{input}")
            continue
        verdict = "failure" if any(e.failure for e in errors) else "invalid"
        details = "; ".join(f"{describe(e)} at index {e.index} ({e.type})" for e in errors)
        lines.append(f"{verdict}\t{input}\t{details}")
    lines.append("")
    return ChunkResult("\n".join(lines), valid, len(inputs) - valid)
