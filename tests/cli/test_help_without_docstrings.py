"""The command line's help under ``python -OO``: each subcommand's help is written as an
argument to ``command_help``, not as a docstring, so that dropping docstrings does not blank
the lines of ``webapi --help`` or the descriptions of ``webapi NAME --help``."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

COMMANDS = [
    "url", "normalize", "validate", "audit", "canonicalize", "pattern", "mime", "sniff-type",
    "decode", "sniff",
]  # fmt: skip


def help_text(optimize: str, *argv: str) -> str:
    environment = {**os.environ, "COLUMNS": "100"}
    completed = subprocess.run(
        [sys.executable, optimize, "-m", "webapi", *argv, "--help"],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    return completed.stdout


@pytest.mark.needs_subprocess
@pytest.mark.parametrize("argv", [(), *((name,) for name in COMMANDS)])
def test_help_is_the_same_without_docstrings(argv: tuple[str, ...]) -> None:
    plain = help_text("-O", *argv)
    assert help_text("-OO", *argv) == plain
    if argv:
        # The description: a paragraph between the usage lines and the arguments.
        assert "\n\n" in plain.split("positional arguments:")[0].strip()
    else:
        # Each command's line has its summary (on the next line when the name is long).
        lines = [line.strip() for line in plain.splitlines()]
        for name in COMMANDS:
            index = next(i for i, line in enumerate(lines) if line.split(" ")[0] == name)
            assert lines[index].removeprefix(name).strip() or lines[index + 1], name
