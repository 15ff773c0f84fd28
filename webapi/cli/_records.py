"""What the subcommands compute for one input: a record, a normalized href, a verdict.

Each ``*_chunk`` function takes a list of inputs and the command's options and returns the
output text for them with counts; they are module-level so that ``--jobs`` can run them in
other processes.
"""

from __future__ import annotations

from typing import NamedTuple

from ..crawl import FIELDS, parse_many
from ..url import URL, URLParseError, ValidationError, validate

__all__ = [
    "COMPONENTS",
    "RECORD_FIELDS",
    "ChunkResult",
    "Options",
    "explain_failure",
    "json_array_chunk",
    "normalize_chunk",
    "record",
    "records_chunk",
    "text_chunk",
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


def json_array_chunk(inputs: list[str], options: Options) -> ChunkResult:
    """The records as elements of a JSON array, each behind its separator (``_io.JoinedOutput``
    turns the first into ``[``): what ``json.dump(records, indent=2)`` writes, written as the
    records come.  Why each failure failed goes to standard error, with a caret."""
    import json  # on first use: normalize and validate never need it
    import sys

    parts = []
    ok = 0
    for input in inputs:
        result = record(input, options)
        if result["ok"]:
            ok += 1
        else:
            sys.stderr.write(explain_failure(input, options.base))
        text = json.dumps(result, indent=2, ensure_ascii=False)
        # JSON strings hold no raw line breaks: every one is between values.
        parts.append(",\n  " + text.replace("\n", "\n  "))
    return ChunkResult("".join(parts), ok, len(inputs) - ok)


def text_chunk(inputs: list[str], options: Options, colour: bool) -> ChunkResult:
    """The records for people, a blank line between them (each behind its separator, which
    ``_io.JoinedOutput`` drops before the first)."""
    from . import _text

    parts = []
    ok = 0
    for input in inputs:
        result = record(input, options)
        ok += bool(result["ok"])
        parts.append("\n" + _text.render(result, colour))
    return ChunkResult("".join(parts), ok, len(inputs) - ok)


def explain_failure(input: str, base: str | None) -> str:
    """Why ``URL(input, base)`` fails, for people: the message, the input with a caret under
    the position it names, then the other validation errors of the failed parse (the one that
    made it fail is the message's: it is not repeated)."""
    from ..url.engine import caret_line
    from ._text import excerpt_window

    try:
        URL(input, base)
    except URLParseError as error:
        subject = (error.base or "") if error.base_failed else error.input
        lines = [f"webapi: {error}"]
        if error.position is not None:
            lines += [f"  {subject!r}", f"  {caret_line(subject, error.position)}"]
        others = [e for e in error.errors if not e.failure]
        if others:
            lines.append("other validation errors:")
        for validation_error in others:
            # The subject around the error only: linear however many errors there are.
            start, end = excerpt_window(len(subject), validation_error.index)
            head = "…" if start else ""
            part = subject[start:end]
            lines.append(f"  {validation_error.explain(subject)}")
            lines.append(f"    {head}{part!r}{'…' if end < len(subject) else ''}")
            lines.append(f"    {' ' * len(head)}{caret_line(part, validation_error.index - start)}")
        return "\n".join(lines) + "\n"
    return ""


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
    ``failure`` (does not parse), the input (its controls as Control Pictures: one line,
    three columns), then each error in words with its index."""
    from ._text import visible

    lines = []
    valid = 0
    for input in inputs:
        errors = validate(input, options.base)  # the base was checked before any input
        if not errors:
            valid += 1
            lines.append(f"valid\t{visible(input)}")
            continue
        verdict = "failure" if any(e.failure for e in errors) else "invalid"
        details = "; ".join(f"{describe(e)} at index {e.index} ({e.type})" for e in errors)
        lines.append(f"{verdict}\t{visible(input)}\t{details}")
    lines.append("")
    return ChunkResult("\n".join(lines), valid, len(inputs) - valid)
