"""``webapi url``: records of one shape, JSON / JSON Lines / text, fields, inputs from
arguments, standard input and files."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from webapi.cli import main

COMPONENTS = [
    "href", "origin", "protocol", "username", "password", "host", "hostname", "port",
    "pathname", "search", "hash",
]  # fmt: skip


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_one_input_is_one_object(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["url", "HTTPS://EXAMPLE.com:443/a/./b/../c?q=1 2#frag"], capsys)
    record = json.loads(out)
    assert status == 0
    assert list(record) == [
        "input", "base", "ok", *COMPONENTS, "searchParams", "validationErrors", "error"
    ]  # fmt: skip
    assert record["href"] == "https://example.com/a/c?q=1%202#frag"
    assert record["ok"] is True and record["error"] is None
    assert record["searchParams"] == [["q", "1 2"]]
    assert {e["type"] for e in record["validationErrors"]} == {"invalid-URL-unit"}
    assert all(e["description"] for e in record["validationErrors"])


def test_failure_has_the_same_shape(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["url", "https://example.com:demo", "https://ok.example/"], capsys)
    failed, succeeded = json.loads(out)
    assert status == 1
    assert list(failed) == list(succeeded)
    assert failed["ok"] is False and failed["href"] is None and failed["searchParams"] is None
    assert "example.com:demo" in failed["error"]
    assert [(e["type"], e["failure"]) for e in failed["validationErrors"]] == [
        ("port-invalid", True)
    ]


def test_base_and_non_ascii_written_as_utf8(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["url", "../ü", "--base", "https://example.org/a/b/c"], capsys)
    assert status == 0
    assert '"input": "../ü"' in out  # not escaped
    assert json.loads(out)["href"] == "https://example.org/a/%C3%BC"


def test_fields_and_jsonl(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"http://a.example/\nnope\n")))
    status, out, _ = run(["url", "--format", "jsonl", "--fields", "href,host", "-"], capsys)
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 1
    assert lines == [
        {"input": "http://a.example/", "base": None, "ok": True, "href": "http://a.example/",
         "host": "a.example", "error": None},
        {"input": "nope", "base": None, "ok": False, "href": None, "host": None,
         "error": lines[1]["error"]},
    ]  # fmt: skip
    assert lines[1]["error"]


def test_text_marks_each_error_under_the_input(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["url", "--format", "text", "http://user@exa mple.com/"], capsys)
    assert status == 1
    lines = out.splitlines()
    shown = "  http://user@exa mple.com/"
    assert shown in lines
    carets = [line for line in lines if line.strip() == "^"]
    # A caret under index 11 ("@": invalid-credentials) and under the host.
    assert [line.index("^") - 2 for line in carets] == [11, 12]
    assert "\x1b[" not in out  # no colour off a terminal


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["url", "x", "--base", "not a url"],
        ["url", "x", "--fields", "nope"],
        ["url", "x", "--encoding", "klingon"],
        ["normalize", "--jobs", "0"],
        ["frobnicate"],
    ):
        with pytest.raises(SystemExit) as caught:
            main(argv)
        assert caught.value.code == 2, argv
    capsys.readouterr()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--version"])
    assert caught.value.code == 0
    import webapi

    assert capsys.readouterr().out == f"webapi {webapi.__version__}\n"


def test_inputs_from_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = tmp_path / "a.txt"
    first.write_bytes(b"http://one.example/\r\nhttp://two.example/\n")
    status, out, _ = run(["url", "--fields", "href", "--file", str(first)], capsys)
    assert status == 0
    assert [r["href"] for r in json.loads(out)] == ["http://one.example/", "http://two.example/"]


@pytest.mark.needs_subprocess
def test_runs_as_a_module() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "webapi", "url", "http://[::1]:80/"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["host"] == "[::1]"


def test_errors_carry_descriptions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "https://user@example.org/a b"]) == 0
    errors = json.loads(capsys.readouterr().out)["validationErrors"]
    assert [e["description"] for e in errors] == [
        "the URL holds a username or password",
        "a character URLs may not hold (percent-encoded, removed or a stray '%')",
    ]


def test_failure_explains_with_a_caret(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "https://example.com:demo"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["error"] == (
        "Invalid URL 'https://example.com:demo': the port is not a decimal number: 'd'"
        " at index 20 (port-invalid)"
    )
    lines = captured.err.splitlines()
    assert lines[0] == "webapi: " + json.loads(captured.out)["error"]
    assert lines[1] == "  'https://example.com:demo'"
    assert lines[2] == "  " + " " * 21 + "^"  # under the 'd' (index 20, after the quote)
    assert lines[1][lines[2].index("^")] == "d"


def test_a_failing_domain_points_at_its_code_point(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "http://exa mple.com/"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert "forbidden domain code point ' ' at index 10" in lines[0]
    assert lines[1][lines[2].index("^")] == " " and lines[2].index("^") == 2 + 1 + 10
