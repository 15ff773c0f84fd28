"""The ``webapi url`` command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from webapi.cli import main


def test_prints_components_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "HTTPS://EXAMPLE.com:443/a/./b/../c?q=1 2#frag"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["href"] == "https://example.com/a/c?q=1%202#frag"
    assert result["origin"] == "https://example.com"
    assert result["port"] == ""
    assert result["searchParams"] == [["q", "1 2"]]
    assert {e["type"] for e in result["validationErrors"]} == {"invalid-URL-unit"}


def test_resolves_against_a_base(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "../x", "--base", "https://example.org/a/b/c"]) == 0
    assert json.loads(capsys.readouterr().out)["href"] == "https://example.org/a/x"


def test_failure_exits_1_with_the_validation_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "https://example.com:demo"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["failure"] is True
    assert [(e["type"], e["failure"]) for e in result["validationErrors"]] == [
        ("port-invalid", True)
    ]


def test_invalid_base_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "x", "--base", "not a url"]) == 1
    assert json.loads(capsys.readouterr().out)["failure"] is True


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


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import webapi

    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"webapi {webapi.__version__}\n"


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
    assert json.loads(captured.out)["message"] == (
        "Invalid URL 'https://example.com:demo': the port is not a decimal number: 'd'"
        " at index 20 (port-invalid)"
    )
    lines = captured.err.splitlines()
    assert lines[0] == "webapi: " + json.loads(captured.out)["message"]
    assert lines[1] == "  'https://example.com:demo'"
    assert lines[2] == "  " + " " * 21 + "^"  # under the 'd' (index 20, after the quote)
    assert lines[1][lines[2].index("^")] == "d"


def test_a_failing_domain_points_at_its_code_point(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["url", "http://exa mple.com/"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert "forbidden domain code point ' ' at index 10" in lines[0]
    assert lines[1][lines[2].index("^")] == " " and lines[2].index("^") == 2 + 1 + 10
