"""``webapi mime`` and ``webapi sniff-type`` (issue 23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from webapi.cli import main


def test_mime_prints_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mime", 'Text/HTML;Charset="gbk;x=1']) == 0
    record = json.loads(capsys.readouterr().out)
    assert record == {
        "input": 'Text/HTML;Charset="gbk;x=1',
        "ok": True,
        "mimeType": 'text/html;charset="gbk;x=1"',
        "essence": "text/html",
        "type": "text",
        "subtype": "html",
        "parameters": {"charset": "gbk;x=1"},
        "charset": None,  # "gbk;x=1" is no encoding's label
        "groups": ["HTML", "scriptable"],
    }


def test_mime_arrays_and_failures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mime", "text/plain;charset=latin1", "not a type"]) == 1
    first, second = json.loads(capsys.readouterr().out)
    assert first["charset"] == "windows-1252" and first["groups"] == []
    assert second == {
        "input": "not a type",
        "ok": False,
        "mimeType": None,
        "error": "the type 'not a type' holds ' ', not an HTTP token code point",
    }


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("nope", "no U+002F (/) after the type 'nope'"),
        (" /html", "the type is empty"),
        ("te@xt/html", "the type 'te@xt' holds '@', not an HTTP token code point"),
        ("text/;charset=utf-8", "the subtype is empty"),
        ("text/ht ml", "the subtype 'ht ml' holds ' ', not an HTTP token code point"),
    ],
)
def test_mime_says_why_a_value_is_not_a_mime_type(
    value: str, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue #42: `webapi mime nope` exited 1 with nothing on standard error.
    assert main(["mime", value]) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["error"] == reason
    assert err == f"webapi mime: {value!r} is not a MIME type: {reason}\n"
    assert main(["mime", "text/html", value]) == 1  # the valid value says nothing
    assert capsys.readouterr().err == err


def test_sniff_type(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    html = tmp_path / "page"
    html.write_bytes(b"  <!DOCTYPE html><title>x</title>")
    binary = tmp_path / "blob"
    binary.write_bytes(b"\x00\x01\x02text")
    assert main(["sniff-type", str(html), str(binary)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"text/html\t{html}",
        f"application/octet-stream\t{binary}",
    ]
    assert main(["sniff-type", "--content-type", "text/plain", str(html)]) == 0
    assert capsys.readouterr().out == f"text/plain\t{html}\n"  # the Apache bug rule: text
    assert main(["sniff-type", "--nosniff", str(html)]) == 0
    assert capsys.readouterr().out == f"text/plain\t{html}\n"  # no scriptable type sniffed
    assert main(["sniff-type", "--context", "text track", str(binary)]) == 0
    assert capsys.readouterr().out == f"text/vtt\t{binary}\n"
    assert main(["sniff-type", str(tmp_path / "missing")]) == 2
    assert "No such file" in capsys.readouterr().err
