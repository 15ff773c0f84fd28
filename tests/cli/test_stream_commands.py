"""``webapi normalize`` and ``webapi validate``: one output line per input line, in order,
in one process or several; exit codes; a closed pipe."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from webapi import URL
from webapi.cli import main

LINES = [
    "HTTPS://EXAMPLE.com:443/a/./b",
    "http://exa mple.com/",
    "",
    "/relative",
    "http://[::1]/",
    "https://ü.example/?q=ü",
    "not a url",
]


def _expected_href(line: str, base: str | None = None) -> str:
    url = URL.parse(line, base)
    return "" if url is None else url.href


def _write(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "in.txt"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_normalize(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["normalize", "--file", str(_write(tmp_path, LINES))])
    captured = capsys.readouterr()
    assert status == 1
    assert captured.out.splitlines() == [_expected_href(line) for line in LINES]
    assert "4 inputs did not parse" in captured.err


def test_normalize_with_base(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = "https://example.org/dir/page"
    assert main(["normalize", "--base", base, "--file", str(_write(tmp_path, LINES))]) == 1
    assert capsys.readouterr().out.splitlines() == [_expected_href(x, base) for x in LINES]


def test_normalize_with_a_legacy_encoding(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["normalize", "--encoding", "windows-1252", "https://x.example/?q=é"]) == 0
    assert capsys.readouterr().out == "https://x.example/?q=%E9\n"


def test_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = ["https://example.com/", "http://example.com/a b", "http://exa mple.com/"]
    status = main(["validate", "--file", str(_write(tmp_path, lines))])
    out = capsys.readouterr().out.splitlines()
    assert status == 1
    assert out[0] == "valid\thttps://example.com/"
    assert out[1].startswith("invalid\thttp://example.com/a b\t") and "at index 20" in out[1]
    assert out[2].startswith("failure\thttp://exa mple.com/\t")
    assert main(["validate", "https://example.com/"]) == 0


def test_jsonl_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["normalize", "--jsonl", "--file", str(_write(tmp_path, LINES))]) == 1
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["input"] for r in records] == LINES
    assert [r["href"] or "" for r in records] == [_expected_href(line) for line in LINES]


@pytest.mark.needs_subprocess
def test_jobs_keep_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 9,000 lines: several chunks, spread over two processes (a real command line), against
    # one process (this one, through main()).
    lines = [f"http://host{i % 97}.example/{i}" if i % 13 else f"bad {i}" for i in range(9000)]
    path = _write(tmp_path, lines)
    assert main(["normalize", "--jobs", "1", "--file", str(path)]) == 1
    one_process = capsys.readouterr().out
    completed = subprocess.run(
        [sys.executable, "-m", "webapi", "normalize", "--jobs", "2", "--file", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 1, completed.stderr
    assert completed.stdout == one_process
    assert one_process.splitlines() == [_expected_href(line) for line in lines]


@pytest.mark.needs_subprocess
def test_closed_pipe_is_quiet(tmp_path: Path) -> None:
    path = _write(tmp_path, [f"http://example.com/{i}" for i in range(50_000)])
    completed = subprocess.run(
        f"{sys.executable} -m webapi normalize --file {path} | head -n 2",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.stdout.splitlines() == ["http://example.com/0", "http://example.com/1"]
    assert "Traceback" not in completed.stderr and "BrokenPipe" not in completed.stderr


@pytest.mark.needs_subprocess
def test_stdin_stream(tmp_path: Path) -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "webapi", "normalize"],
        input="HTTP://A.example\nnope\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert (completed.returncode, completed.stdout) == (1, "http://a.example/\n\n")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_input_file_that_cannot_be_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str
) -> None:
    missing = tmp_path / "missing.txt"
    assert main(["normalize", "--jobs", jobs, "--file", str(missing)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"webapi normalize: {missing}: No such file or directory\n"
    assert captured.out == ""


@pytest.mark.parametrize(
    "command",
    [["url"], ["normalize"], ["validate"], ["audit"], ["canonicalize"], ["pattern", "/x"]],
)
@pytest.mark.parametrize(
    ("option", "message"),
    [
        (["--base", "::"], "--base '::' is not a URL"),
        (["--jobs", "0"], "argument --jobs: must be from 1 to 256, not 0"),
    ],
)
def test_every_streaming_command_checks_its_arguments_first(
    command: list[str], option: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Usage errors, exit status 2, before any input is read: main() runs the checks that
    # add_stream_arguments declares, for every command that has those arguments.
    with pytest.raises(SystemExit) as raised:
        main([*command, "http://a/", *option])
    assert raised.value.code == 2
    assert f"webapi {command[0]}: error: {message}" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "lines"),
    [
        (["normalize", "http://a/", "--base", "http://b/", "c"], ["http://a/", "http://b/c"]),
        (["pattern", "/x/:id", "--base", "http://b/", "http://b/x/1"], ['{"pathname":{"id":"1"}}']),
        (["validate", "http://a/", "--jsonl", "b", "--base", "http://b/"], None),
    ],
)
def test_inputs_may_follow_options(
    argv: list[str], lines: list[str] | None, capsys: pytest.CaptureFixture[str]
) -> None:
    # argparse alone fills INPUT... from the positionals before the first option only, and
    # would call the later ones unrecognized arguments.
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    if lines is None:
        assert len(out) == 2
    else:
        assert [line.replace(" ", "") for line in out] == lines


def test_an_unknown_option_is_still_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["normalize", "http://a/", "--bogus", "b"])
    assert raised.value.code == 2
    assert "webapi normalize: error: unrecognized arguments: --bogus" in capsys.readouterr().err


def test_controls_in_an_argument_stay_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    inputs = ["http://a\nb/", "http://a\tb/", "http://a\rb/\x7f"]
    for command in ("validate", "audit"):
        main([command, *inputs])
        lines = capsys.readouterr().out.splitlines()
        assert len(lines) == len(inputs), (command, lines)
        shown = [line.split("\t")[1] for line in lines]
        assert shown == ["http://a\u240ab/", "http://a\u2409b/", "http://a\u240db/\u2421"]
        assert all(len(line.split("\t")) == 3 for line in lines)
