"""``webapi url``: records of one shape, JSON / JSON Lines / text, fields, inputs from
arguments, standard input and files."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from webapi.cli import _io, _records, _text, main

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


# --- the default JSON array streams; the text format and the failure explanation are linear ----

LINES = [f"https://example.com/{i}?q={i}" for i in range(20000)] + ["nope", "http://[::1"]


def test_the_default_json_array_is_what_json_dump_writes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    inputs = ["https://a.example/x", "nope", "../ü", "http://[::1", "https://b.example/?q=1 2"]
    path = tmp_path / "in.txt"
    path.write_text("\n".join(inputs) + "\n", encoding="utf-8")
    status, out, err = run(["url", "--base", "https://c.example/d/", "--file", str(path)], capsys)
    assert status == 1
    records = json.loads(out)
    assert [r["input"] for r in records] == inputs
    assert [r["ok"] for r in records] == [True, True, True, False, True]
    assert out == json.dumps(records, indent=2, ensure_ascii=False) + "\n"
    assert err.count("webapi: Invalid URL") == 1  # why "http://[::1" failed
    status, out, _ = run(["url", "a:", "b:"], capsys)
    assert status == 0 and out == json.dumps(json.loads(out), indent=2) + "\n"


def test_no_input_is_an_empty_array(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    status, out, _ = run(["url", "-"], capsys)
    assert status == 0 and out == "[]\n"


class _Stdout(io.StringIO):
    """Standard output that notes how much of standard input was read at its first write,
    and then is a closed pipe."""

    def __init__(self, stdin: io.BytesIO) -> None:
        super().__init__()
        self.stdin = stdin
        self.read_at_first_write: int | None = None

    def write(self, text: str) -> int:
        if self.read_at_first_write is None:
            self.read_at_first_write = self.stdin.tell()
            return super().write(text)
        raise BrokenPipeError


@pytest.mark.parametrize("format", ["json", "text", "jsonl"])
def test_url_streams_and_stops_at_a_closed_pipe(
    format: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ("\n".join(LINES) + "\n").encode()
    stdin = io.BytesIO(data)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(stdin))
    stdout = _Stdout(stdin)
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setattr(_io, "closed_pipe_exit", lambda: 0)
    status = main(["url", "--format", format, "--fields", "href", "-"])
    capsys.readouterr()
    assert status == 0
    # The first records were written when a small part of the input had been read (the
    # whole input used to be read, and every record kept, before the first byte was written),
    # and the closed pipe ended the command before the rest was read.
    assert stdout.read_at_first_write is not None
    assert stdout.read_at_first_write < len(data) // 10
    assert stdin.tell() < len(data) // 10


def test_a_failure_is_explained_once(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["url", "HTTPS://user@exa mple.com:443/a/./b"], capsys)
    assert status == 1
    assert err.count("domain-to-ASCII") == 1  # the message names it; no second listing
    assert err.count("invalid-credentials") == 1  # the other validation error, listed
    status, _, err = run(["url", "http://exa mple.com/"], capsys)
    assert err.count("domain-to-ASCII") == 1 and "validation errors" not in err


@pytest.mark.needs_subprocess
@pytest.mark.parametrize("format", ["json", "text"])
def test_jobs_write_the_same_array(
    format: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """With ``--jobs 2`` the workers hand their records to this process, which writes the
    array (or the text) as one process would."""
    path = tmp_path / "in.txt"
    path.write_text("\n".join(LINES[:6000]) + "\n", encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        argv = ["url", "--format", format, "--fields", "href", "--jobs", jobs, "--file", str(path)]
        assert main(argv) == 0  # the first 6,000 lines all parse
        outputs.append(capfd.readouterr().out)
    assert outputs[0] == outputs[1]
    if format == "json":
        assert [r["input"] for r in json.loads(outputs[0])] == LINES[:6000]


def test_text_format_shows_each_error_in_an_excerpt() -> None:
    errors = 2_000
    input = "http://a/" + "%" * errors + "x" * 20
    text = _text.render(_records.record(input, _records.Options()), False)
    lines = text.splitlines()
    # Each error: the input around it, a caret, the description (was the whole input).
    excerpts = [line for line in lines if line.startswith(("  http", "  …"))]
    carets = [line for line in lines if line.strip() == "^"]
    assert len(excerpts) == len(carets) == errors
    assert max(map(len, excerpts)) <= 2 + _text.EXCERPT + 2
    assert len(text) < 300 * errors + 2 * len(input)  # was about 2 * errors * len(input)
    for excerpt, caret in zip(excerpts, carets, strict=True):
        assert excerpt[len(caret) - 1] == "%"  # the caret is under the code point it names
    # The excerpt runs to the end of the input (the "x"s) for the last errors, with "…" where
    # it was cut.
    assert excerpts[0].startswith("  http://a/%") and excerpts[0].endswith("…")
    assert excerpts[-1].startswith("  …") and excerpts[-1].endswith("x")
    # A short input is shown whole, as before.
    short = _text.render(_records.record("http://a/%%", _records.Options()), False)
    assert "  http://a/%%\n           ^\n" in short


def test_the_failure_explanation_is_linear_too() -> None:
    # Why a URL fails on standard error (webapi url's JSON array): each of the other errors
    # quotes the input around it (an '@' each here), not the whole input.
    errors = 2_000
    subject = "http://" + "@" * errors + "a b/"
    text = _records.explain_failure(subject, None)
    lines = text.splitlines()
    assert sum("(invalid-credentials)" in line for line in lines) == errors
    assert len(text) < 300 * errors + 4 * len(subject)  # was about 2 * errors * len(subject)
    others = lines[lines.index("other validation errors:") + 1 :]
    quoted, carets = others[1::3], others[2::3]
    assert len(quoted) == len(carets) == errors
    assert max(map(len, quoted)) <= 4 + _text.EXCERPT + 4
    for line, caret in zip(quoted, carets, strict=True):
        assert line[len(caret) - 1] == "@"
