"""The command line's help under ``python -OO``: each subcommand's help is written as an
argument to ``command_help``, not as a docstring, so that dropping docstrings does not blank
the lines of ``webapi --help`` or the descriptions of ``webapi NAME --help``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

COMMANDS = [
    "url", "normalize", "validate", "audit", "canonicalize", "pattern", "mime", "sniff-type",
    "decode", "sniff", "query", "text",
]  # fmt: skip

#: Prints, as one JSON list, ``webapi --help`` and each command's ``--help``.
PRINT_HELP = """
import contextlib, io, json, sys
from webapi.cli import main
texts = []
for argv in json.loads(sys.argv[1]):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        main([*argv, "--help"])
    texts.append(out.getvalue())
print(json.dumps(texts))
"""

ARGVS = [[], *([name] for name in COMMANDS)]


def help_texts(optimize: str) -> list[str]:
    completed = subprocess.run(
        [sys.executable, optimize, "-c", PRINT_HELP, json.dumps(ARGVS)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "COLUMNS": "100"},
    )
    texts: list[str] = json.loads(completed.stdout)
    return texts


@pytest.mark.needs_subprocess
def test_help_is_the_same_without_docstrings() -> None:
    plain = help_texts("-O")
    assert help_texts("-OO") == plain
    main_help, *command_helps = plain
    # Each command's line in webapi --help has its summary (on the next line when the
    # name is long) ...
    lines = [line.strip() for line in main_help.splitlines()]
    for name in COMMANDS:
        index = next(i for i, line in enumerate(lines) if line.split(" ")[0] == name)
        assert lines[index].removeprefix(name).strip() or lines[index + 1], name
    # ... and its own --help a description: a paragraph between the usage and the arguments.
    for name, text in zip(COMMANDS, command_helps, strict=True):
        assert "\n\n" in text.split("positional arguments:")[0].strip(), name
