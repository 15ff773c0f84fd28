"""The command line items of issue #20: ``webapi url`` streams its default JSON array,
``--encoding`` takes what the Python API takes, no progress bar over output on the same
terminal, one Ctrl-D, the subcommand's usage on its option errors, a failure explained once,
``webapi pattern`` warning on unknown init keys."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from webapi.cli import _io, _stream, main
from webapi.crawl import parse_many
from webapi.html import document_encoding

LINES = [f"https://example.com/{i}?q={i}" for i in range(20000)] + ["nope", "http://[::1"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


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


def test_encoding_takes_what_the_python_api_takes(capsys: pytest.CaptureFixture[str]) -> None:
    input = "http://a.example/?q=日本"
    for name in ("cp932", "sjis", "Shift_JIS", "shift_jis_2004"):
        status, out, _ = run(["url", "--encoding", name, "--fields", "href", input], capsys)
        assert status == 0, name
        expected = parse_many([input], encoding=document_encoding(name))["href"][0]
        assert json.loads(out)["href"] == expected == "http://a.example/?q=%93%FA%96{"
    # replacement (iso2022_kr, hz): a document whose URLs are UTF-8.
    status, out, _ = run(["normalize", "--encoding", "hz", input], capsys)
    assert status == 0 and out == "http://a.example/?q=%E6%97%A5%E6%9C%AC\n"
    with pytest.raises(SystemExit) as caught:
        main(["url", "--encoding", "klingon", "x"])
    assert caught.value.code == 2
    assert "'klingon'" in capsys.readouterr().err


def test_no_progress_bar_over_output_on_the_same_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shown: list[bool] = []
    original = _stream._Progress.__init__

    def spy(self: Any, enabled: bool, total_bytes: int | None) -> None:
        shown.append(enabled)
        original(self, enabled, total_bytes)

    monkeypatch.setattr(_stream._Progress, "__init__", spy)
    for same_terminal, expected in ((True, False), (False, True)):
        monkeypatch.setattr(_io, "output_on_the_terminal", lambda same=same_terminal: same)
        assert main(["normalize", "--progress", "http://a/"]) == 0
        assert shown.pop() is expected
        captured = capsys.readouterr()
        assert captured.out == "http://a/\n"
        assert "normalized 1 inputs" in captured.err  # the summary either way


def _in_a_terminal(code: str, stdout_in_terminal: bool) -> int:
    import pty

    controller, terminal = pty.openpty()
    try:
        completed = subprocess.run(
            [sys.executable, "-c", code],
            stdin=terminal,
            stdout=terminal if stdout_in_terminal else subprocess.PIPE,
            stderr=terminal,
            timeout=60,
            check=False,
        )
    finally:
        os.close(terminal)
        os.close(controller)
    return completed.returncode


@pytest.mark.needs_subprocess
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_output_on_the_terminal() -> None:
    code = "import sys; from webapi.cli._io import output_on_the_terminal as f; sys.exit(int(f()))"
    assert _in_a_terminal(code, stdout_in_terminal=True) == 1
    assert _in_a_terminal(code, stdout_in_terminal=False) == 0


@pytest.mark.needs_subprocess
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_one_ctrl_d_ends_typed_input() -> None:
    import pty
    import select

    pid, fd = pty.fork()
    if pid == 0:  # pragma: no cover - the child
        os.execv(sys.executable, [sys.executable, "-m", "webapi", "normalize", "--no-progress"])
    try:
        output = b""
        os.write(fd, b"HTTP://A.example/x\n")
        deadline = time.monotonic() + 30
        while b"http://a.example/x\r\n" not in output and time.monotonic() < deadline:
            if select.select([fd], [], [], 0.1)[0]:
                output += os.read(fd, 1024)
        assert b"http://a.example/x\r\n" in output  # the line is answered as it is typed
        os.write(fd, b"\x04")  # one Ctrl-D
        while time.monotonic() < deadline:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                assert os.waitstatus_to_exitcode(status) == 0
                return
            if select.select([fd], [], [], 0.1)[0]:
                with contextlib.suppress(OSError):
                    os.read(fd, 1024)
        pytest.fail("one Ctrl-D did not end the input")
    finally:
        try:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        except (ChildProcessError, ProcessLookupError):
            pass
        os.close(fd)


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["url", "--bogus", "x"], "url"),
        (["normalize", "--jobs", "0"], "normalize"),
        (["url", "x", "--base", "not a url"], "url"),
        (["validate", "--encoding", "klingon"], "validate"),
        (["canonicalize", "--frobnicate"], "canonicalize"),
        (["pattern", "/x", "--base", "nope"], "pattern"),
    ],
)
def test_option_errors_print_the_subcommands_usage(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: webapi {command} ")
    assert f"webapi {command}: error: " in err


def test_a_failure_is_explained_once(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["url", "HTTPS://user@exa mple.com:443/a/./b"], capsys)
    assert status == 1
    assert err.count("domain-to-ASCII") == 1  # the message names it; no second listing
    assert err.count("invalid-credentials") == 1  # the other validation error, listed
    status, _, err = run(["url", "http://exa mple.com/"], capsys)
    assert err.count("domain-to-ASCII") == 1 and "validation errors" not in err


def test_pattern_warns_on_unknown_init_keys(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["pattern", '{"pathnme": "/a/:id"}', "http://x.example/b"], capsys)
    assert status == 0 and out == "{}\n"  # JavaScript ignores the key: everything matches
    assert "warning" in err and "'pathnme'" in err
    status, _, err = run(["pattern", '{"pathname": "/a/:id"}', "http://x.example/a/1"], capsys)
    assert status == 0 and err == ""


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
