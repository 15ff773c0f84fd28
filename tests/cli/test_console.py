"""``webapi`` as a console program: no progress bar over output on the same terminal, one
Ctrl-D ends typed input (issue #20), output that cannot be written and an early Ctrl-C end it
with a message or quietly, the console script is the guarded entry point, and ``--help`` and
the package describe the whole family (issues #30, #34)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest

from webapi.cli import _io, _stream, main

ROOT = Path(__file__).resolve().parents[2]


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


# --- output that cannot be written, an early Ctrl-C (#30.19) ----------------------------------


@pytest.mark.needs_subprocess
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_output_that_cannot_be_written() -> None:
    cases = {
        ("--version",): "webapi: No space left on device\n",
        ("url", "--help"): "webapi: No space left on device\n",
        ("mime", "text/html"): "webapi mime: No space left on device\n",
        ("normalize", "http://a/", "http://b/"): "webapi normalize: No space left on device\n",
        ("normalize", "--jobs", "2", "http://a/", "http://b/"): (
            "webapi normalize: No space left on device\n"
        ),
    }
    with open("/dev/full", "w") as full:
        running = {
            argv: subprocess.Popen(
                [sys.executable, "-m", "webapi", *argv],
                stdout=full,
                stderr=subprocess.PIPE,
                cwd=ROOT,
            )
            for argv in cases
        }
        for argv, process in running.items():
            _, err = process.communicate(timeout=60)
            assert (process.returncode, err.decode()) == (2, cases[argv]), argv


def _interrupted_while_importing(module: str, start: str) -> tuple[int, str, str]:
    """The exit status, standard output and error of ``webapi normalize http://a/`` started
    by ``start`` (Python lines), when a Ctrl-C arrives as ``module`` is imported: as if
    SIGINT came then, its import raises KeyboardInterrupt."""
    script = f"""
import importlib.abc, sys
class Interrupt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == {module!r}:
            raise KeyboardInterrupt
sys.meta_path.insert(0, Interrupt())
sys.argv = ["webapi", "normalize", "http://a/"]
{start}
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    return done.returncode, done.stdout, done.stderr


@pytest.mark.needs_subprocess
def test_an_interrupt_while_the_command_line_loads() -> None:
    # A Ctrl-C while the command's modules are imported (python -m webapi).
    start = 'import runpy; runpy.run_module("webapi", run_name="__main__", alter_sys=True)'
    assert _interrupted_while_importing("webapi.cli._main", start) == (130, "", "")


@pytest.mark.needs_subprocess
def test_an_interrupt_while_the_console_script_imports_webapi() -> None:
    # The console script's entry point is outside the package: a Ctrl-C while ``import
    # webapi`` itself runs (the package's __init__, before any of webapi.cli) ends quietly.
    start = "from _webapi_console import run; run()"
    assert _interrupted_while_importing("webapi.url", start) == (130, "", "")


def test_the_console_script_is_the_guarded_entry_point() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"] == {"webapi": "_webapi_console:run"}
    assert project["tool"]["setuptools"]["py-modules"] == ["_webapi_console"]


# --- the whole family (#34.10) ----------------------------------------------------------------


def test_help_and_the_package_describe_the_whole_family(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    help = " ".join(capsys.readouterr().out.split())
    for words in (
        "URL Pattern",
        "MIME Sniffing Standard",
        "Encoding Standard",
        "decoded",
        "links",
        "querySelectorAll",
        "cookie jar",
    ):
        assert words in help
    with open(ROOT / "pyproject.toml", "rb") as file:
        description = tomllib.load(file)["project"]["description"]
    assert "\n" not in description
    for words in (
        "URL",
        "URLPattern",
        "TextDecoder",
        "MIME",
        "Headers",
        "links",
        "cookie jar",
        "command line",
    ):
        assert words in description
