"""``webapi.url.validate`` against the examples of the URL Standard's validation error table.

The table in the "Writing" section gives each validation error type with examples, and says
whether the error means failure. Each example here has to report its row's error type. When the
Failure column is an unconditional Yes or No, every error of that type has to have that
``failure`` value. Every reported index has to point into the input: 0 to ``len(input)``, where
``len(input)`` is the spec's EOF code point.

The examples are copied below as data, because the spec is not shipped with the project.
``test_data_covers_the_spec_table`` parses the table from ``../shared/spec/url.bs`` and checks
that the data matches it exactly, so it fails when the spec adds, changes or drops an example.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from idl.spec import spec_source
from wpt.testing import data_missing

SPEC_PATH = spec_source(Path(__file__).resolve().parents[2], "url.bs")


class Example(NamedTuple):
    type: str
    input: str
    base: str | None = None


#: The Failure column per error type: True ("Yes"), False ("·"), None (conditional "Yes").
FAILURE: dict[str, bool | None] = {
    # IDNA
    "domain-to-ASCII": None,
    # Host parsing
    "domain-percent-encoded": False,
    "host-invalid-code-point": True,
    "IPv4-empty-part": False,
    "IPv4-too-few-parts": False,
    "IPv4-too-many-parts": True,
    "IPv4-non-numeric-part": True,
    "IPv4-non-decimal-part": False,
    "IPv4-out-of-range-part": None,
    "IPv6-unclosed": True,
    "IPv6-invalid-compression": True,
    "IPv6-too-many-pieces": True,
    "IPv6-multiple-compression": True,
    "IPv6-invalid-code-point": True,
    "IPv6-too-few-pieces": True,
    "IPv6-piece-leading-zero": False,
    "IPv4-in-IPv6-too-many-pieces": True,
    "IPv4-in-IPv6-invalid-code-point": True,
    "IPv4-in-IPv6-out-of-range-part": True,
    "IPv4-in-IPv6-too-few-parts": True,
    # URL parsing
    "invalid-URL-unit": False,
    "special-scheme-missing-following-solidus": False,
    "missing-scheme-non-relative-URL": True,
    "invalid-reverse-solidus": False,
    "invalid-credentials": False,
    "host-missing": True,
    "port-out-of-range": True,
    "port-invalid": True,
    "file-invalid-Windows-drive-letter": False,
    "file-invalid-Windows-drive-letter-host": False,
}

EXAMPLES: list[Example] = [
    Example("domain-to-ASCII", "https://exa%23mple.org"),
    Example("domain-percent-encoded", "https://exam%70le.org"),
    Example("host-invalid-code-point", "foo://exa[mple.org"),
    Example("IPv4-empty-part", "https://127.0.0.1./"),
    Example("IPv4-too-few-parts", "https://1.2.3/"),
    Example("IPv4-too-many-parts", "https://1.2.3.4.5/"),
    Example("IPv4-non-numeric-part", "https://test.42"),
    Example("IPv4-non-decimal-part", "https://127.0.0x0.1"),
    Example("IPv4-out-of-range-part", "https://255.255.4000.1"),
    Example("IPv6-unclosed", "https://[::1"),
    Example("IPv6-invalid-compression", "https://[:1]"),
    Example("IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]"),
    Example("IPv6-multiple-compression", "https://[1::1::1]"),
    Example("IPv6-invalid-code-point", "https://[1:2:3!:4]"),
    Example("IPv6-invalid-code-point", "https://[1:2:3:]"),
    Example("IPv6-too-few-pieces", "https://[1:2:3]"),
    Example("IPv6-piece-leading-zero", "https://[::01]"),
    Example("IPv4-in-IPv6-too-many-pieces", "https://[1:1:1:1:1:1:1:127.0.0.1]"),
    Example("IPv4-in-IPv6-invalid-code-point", "https://[ffff::.0.0.1]"),
    Example("IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.xyz.1]"),
    Example("IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0xyz]"),
    Example("IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.00.0.1]"),
    Example("IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.0.0.1.2]"),
    Example("IPv4-in-IPv6-out-of-range-part", "https://[ffff::127.0.0.4000]"),
    Example("IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]"),
    Example("invalid-URL-unit", "https://example.org/>"),
    Example("invalid-URL-unit", " https://example.org "),
    Example("invalid-URL-unit", "ht\ntps://example.org"),
    Example("invalid-URL-unit", "https://example.org/%s"),
    Example("special-scheme-missing-following-solidus", "file:c:/my-secret-folder"),
    Example("special-scheme-missing-following-solidus", "https:example.org"),
    Example("special-scheme-missing-following-solidus", "https:foo.html", "https://example.org/"),
    Example("missing-scheme-non-relative-URL", "\N{PILE OF POO}"),
    Example("missing-scheme-non-relative-URL", "\N{PILE OF POO}", "mailto:user@example.org"),
    Example("invalid-reverse-solidus", "https://example.org\\path\\to\\file"),
    Example("invalid-credentials", "https://user@example.org"),
    Example("invalid-credentials", "ssh://user@example.org"),
    Example("host-missing", "https://#fragment"),
    Example("host-missing", "https://:443"),
    Example("host-missing", "https://user:pass@"),
    Example("port-out-of-range", "https://example.org:70000"),
    Example("port-invalid", "https://example.org:7z"),
    Example("file-invalid-Windows-drive-letter", "/c:/path/to/file", "file:///c:/"),
    Example("file-invalid-Windows-drive-letter-host", "file://c:"),
]


def _example_id(example: Example) -> str:
    base = "" if example.base is None else f"-base={example.base!a}"
    return f"{example.type}-{example.input!a}{base}"


@pytest.mark.parametrize("example", EXAMPLES, ids=_example_id)
def test_example_reports_its_error_type(example: Example) -> None:
    from webapi.url import validate

    errors = validate(example.input, example.base)
    types = [error.type for error in errors]
    assert example.type in types, f"{example.type} not reported; got {errors!r}"

    expected_failure = FAILURE[example.type]
    if expected_failure is not None:
        of_type = [error for error in errors if error.type == example.type]
        assert all(error.failure is expected_failure for error in of_type), (
            f"Failure column for {example.type} is {expected_failure}; got {of_type!r}"
        )

    for error in errors:
        assert 0 <= error.index <= len(example.input), (
            f"{error!r} points outside the input (length {len(example.input)})"
        )


def test_failure_column_known_for_every_example() -> None:
    assert {example.type for example in EXAMPLES} == set(FAILURE)


# --- reading the table from the spec ---------------------------------------------------------


class SpecRow(NamedTuple):
    type: str
    failure: bool | None
    examples: list[tuple[str, str | None]]


def _decode_code(source: str) -> str:
    # Bikeshed escapes "[" as "\[" (to avoid autolinking); <br> is a line break.
    return html.unescape(source.replace("\\[", "[").replace("<br>", "\n"))


# Paragraph boundaries: a paragraph ends where the next block-level element starts or ends.
_PARAGRAPH_BREAK = re.compile(r"</?(?:p|pre|div)(?:\s[^>]*)?>")
_QUOTED_CODE = re.compile(r'"<code>((?:(?!</code>).)*)</code>"', re.S)
_JS_CONSTRUCTOR = re.compile(r"new URL\((.*?)\);", re.S)
_EXAMPLE_BLOCKS = re.compile(
    r"<div class=example[^>]*>(.*?)</div>"
    r"|<pre class=example[^>]*>(.*?)</pre>"
    # A <p class=example> runs until the next block-level tag that starts a line.
    r"|(<p class=example.*?)(?=\n\s*<(?:td|tr|th|p|div|pre|tbody)[\s>]|\Z)",
    re.S,
)


def _examples_in(row: str) -> list[tuple[str, str | None]]:
    """Examples of one table row: paragraphs in example blocks that consist of nothing but a
    quoted <code>, and JavaScript ``new URL(input[, base])`` calls in example blocks."""
    found: list[tuple[str, str | None]] = []
    for match in _EXAMPLE_BLOCKS.finditer(row):
        block = next(group for group in match.groups() if group is not None)
        for paragraph in _PARAGRAPH_BREAK.split(block):
            quoted = _QUOTED_CODE.fullmatch(paragraph.strip())
            if quoted:
                found.append((_decode_code(quoted.group(1)), None))
        for call in _JS_CONSTRUCTOR.finditer(block):
            args = json.loads(f"[{html.unescape(call.group(1))}]")
            found.append((args[0], args[1] if len(args) > 1 else None))
    return found


def parse_spec_table(text: str) -> list[SpecRow]:
    """The rows of the validation error table in url.bs's "Writing" section."""
    start = text.index("<h3 id=writing>")
    table_start = text.index("<table", start)
    table = text[table_start : text.index("</table>", table_start)]
    rows: list[SpecRow] = []
    for row in re.split(r"^\s*<tr>\s*$", table, flags=re.M):
        name = re.search(r"<td><dfn[^>]*>(.*?)</dfn>", row)
        if name is None:
            continue
        column = re.search(r"<td class=(yes|no)>(.*)\Z", row, re.S)
        assert column is not None, f"no Failure column in the row for {name.group(1)}"
        failure = None if "<br>" in column.group(2) else column.group(1) == "yes"
        rows.append(SpecRow(name.group(1), failure, _examples_in(row)))
    return rows


def test_data_covers_the_spec_table() -> None:
    if not SPEC_PATH.is_file():
        data_missing(f"the URL Standard source {SPEC_PATH} ($WEBAPI_SPEC_DIR, or ../shared/spec)")
    rows = parse_spec_table(SPEC_PATH.read_text(encoding="utf-8"))
    assert rows, "no rows found in the spec's validation error table"
    for row in rows:
        assert row.examples, f"no examples parsed for {row.type}; update the table parser"

    spec_failure = {row.type: row.failure for row in rows}
    assert spec_failure == FAILURE

    spec_examples = {
        Example(row.type, input_, base) for row in rows for input_, base in row.examples
    }
    assert spec_examples - set(EXAMPLES) == set(), "spec examples missing from EXAMPLES"
    assert set(EXAMPLES) - spec_examples == set(), "EXAMPLES not in the spec table"
    assert len(EXAMPLES) == len(set(EXAMPLES))
