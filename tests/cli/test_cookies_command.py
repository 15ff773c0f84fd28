"""``webapi cookies``: a log of Set-Cookie fields and requests replayed through the jar."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from webapi.cli import main

LOG = (
    b"https://a.example/login\tSet-Cookie: sid=1; Secure; HttpOnly; Path=/\n"
    b"https://a.example/\tlang=en; Max-Age=60\r\n"
    b"http://a.example/\tsid=evil\n"  # step 16: may not overlay the Secure cookie
    b"https://a.example/x\n"
    b"http://a.example/\n"
    b"https://b.example/\n"
    b"\n"
)


def test_requests_print_cookie_headers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.tsv"
    log.write_bytes(LOG)
    assert main(["cookies", "--now", "1700000000", str(log)]) == 0
    assert capsys.readouterr().out == "sid=1; lang=en\nlang=en\n\n"


def test_jar_as_json_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.tsv"
    log.write_bytes(LOG)
    assert main(["cookies", "--now", "1700000000", "--jar", "--explain", str(log)]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[:3] == ["sid=1; lang=en", "lang=en", ""]
    records = [json.loads(line) for line in lines[3:]]
    assert [(r["name"], r["value"], r["secure"], r["http_only"]) for r in records] == [
        ("sid", "1", True, True),
        ("lang", "en", False, False),
    ]
    assert records[1]["expires"] == "2023-11-14T22:14:20+00:00"
    assert "log.tsv:3: ignored: step 16" in captured.err


def test_no_request_lines_print_the_jar_and_bad_urls_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "log.tsv"
    log.write_bytes(b"http://a.example/\tn=\xff\xfe\nnot a url\tx=1\n")
    assert main(["cookies", str(log)]) == 1
    captured = capsys.readouterr()
    (record,) = [json.loads(line) for line in captured.out.splitlines()]
    assert record["value"] == "\udcff\udcfe"  # bytes that are not UTF-8, escaped in JSON
    assert "log.tsv:2: not a URL" in captured.err
    assert main(["cookies", str(tmp_path / "missing")]) == 2
    assert "No such file" in capsys.readouterr().err
