"""The command-line manual (docs/cli.md) shows real output: each ``$ webapi ...`` line of its
console blocks is run (``printf`` lines too, to make the input files) and must print what the
page shows under it (standard output, then standard error, as a terminal shows them)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "cli.md"


def _console_block() -> list[tuple[str, list[str]]]:
    """(command, expected output lines) for each ``$`` line of the page's console blocks, in
    the page's order (run in one folder: a block may read what an earlier one wrote)."""
    steps: list[tuple[str, list[str]]] = []
    for block in re.finditer(r"```console\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S):
        for line in block.group(1).splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            else:
                steps[-1][1].append(line)
    return steps


def test_the_block_shows_every_subcommand() -> None:
    shown = {command.split()[1] for command, _ in _console_block() if command.startswith("webapi")}
    assert shown >= {"url", "normalize", "validate", "canonicalize", "audit", "pattern", "query"}


@pytest.mark.needs_subprocess
@pytest.mark.parametrize(
    "every",
    [
        pytest.param(False, id="first-of-each-subcommand"),
        pytest.param(True, id="every-command", marks=pytest.mark.slow),
    ],
)
def test_the_console_output(tmp_path: Path, every: bool) -> None:
    """The default run runs the first command of each subcommand (each a new interpreter, some
    0.25 s of CPU), the slow tier every command."""
    webapi = f"{shlex.quote(sys.executable)} -m webapi"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    ran = set()
    for command, expected in _console_block():
        if command.startswith("webapi"):
            subcommand = command.split()[1]
            if subcommand in ran and not every:
                continue
            ran.add(subcommand)
        shell = re.sub(r"^webapi\b", webapi, command)
        completed = subprocess.run(
            shell, shell=True, cwd=tmp_path, capture_output=True, text=True, env=env, check=False
        )
        assert completed.returncode in (0, 1), (command, completed.stderr)
        printed = (completed.stdout + completed.stderr).splitlines()
        if command.startswith("webapi audit"):
            # Which other parsers are installed changes the findings and the "not installed"
            # line: the verdict, the input and urllib.parse's part are the same.
            assert _audit_lines(printed) == _audit_lines(expected), command
            continue
        assert printed == expected, command


def _audit_lines(lines: list[str]) -> list[tuple[str, ...]]:
    rows = [line.split("\t") for line in lines if "\t" in line]
    assert rows
    # "differs": findings joined with "; "; "same": the parsers that agree, joined with ", ".
    return [
        (verdict, input, findings.split("; " if verdict == "differs" else ", ")[0])
        for verdict, input, findings in rows
    ]
