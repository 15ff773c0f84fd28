"""The counts of docs/mime.md's tables: where ``email.message``, ``cgi.parse_header`` and
``base64.b64decode`` differ from the standards on the web-platform-tests data. The page's
tables must hold the numbers this test counts."""

from __future__ import annotations

import base64
import binascii
import email.message
import re
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

from webapi.mimesniff import parse_mime_type
from wpt.testing import load_or_skip

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "mime.md").read_text(encoding="utf-8")


def _row(tool: str) -> list[int]:
    for line in PAGE.splitlines():
        if line.startswith(f"| {tool}"):
            return [int(cell) for cell in re.findall(r"\| (\d+) ", line + " ")]
    raise AssertionError(f"docs/mime.md has no row for {tool}")


def _email(value: str) -> tuple[str, str | None]:
    message = email.message.Message()
    message["Content-Type"] = value
    charset = message.get_param("charset")
    return message.get_content_type(), charset if isinstance(charset, str) else None


def _cgi() -> Callable[[str], tuple[str, str | None]]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        cgi = pytest.importorskip("cgi", reason="cgi was removed in Python 3.13")

    def parse(value: str) -> tuple[str, str | None]:
        key, parameters = cgi.parse_header(value)
        return key.lower(), parameters.get("charset")

    return parse


def _counts(parse: Callable[[str], tuple[str, str | None]]) -> list[int]:
    cases = [
        case
        for name in ("mimesniff/mime-types.json", "mimesniff/generated-mime-types.json")
        for case in load_or_skip(name)
        if isinstance(case, dict)
    ]
    refused = other_type = other_charset = 0
    for case in cases:
        record = parse_mime_type(case["input"])
        essence, charset = parse(case["input"])
        if record is None:
            refused += 1
            continue
        other_type += essence != record.essence
        other_charset += charset != record.parameters.get("charset")
    return [len(cases), refused, other_type, other_charset]


def test_email_message() -> None:
    assert _counts(_email) == _row("`email.message.Message`")


def test_cgi_parse_header() -> None:
    assert _counts(_cgi()) == _row("`cgi.parse_header`")


def test_base64_b64decode() -> None:
    cases = load_or_skip("fetch/base64.json")
    accepts = refuses = other = 0
    for input, expected in cases:
        try:
            decoded: bytes | None = base64.b64decode(input)
        except (binascii.Error, ValueError):
            decoded = None
        if expected is None and decoded is not None:
            accepts += 1
        elif expected is not None and decoded is None:
            refuses += 1
        elif expected is not None and decoded != bytes(expected):
            other += 1
    assert [len(cases), accepts, refuses, other] == _row("`base64.b64decode`")


def test_the_pages_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE, re.S)
    assert blocks
    for number, block in enumerate(blocks):
        exec(compile(block, f"docs/mime.md[{number}]", "exec"), {"__name__": "docs_mime"})
