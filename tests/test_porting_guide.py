"""Every Python example of docs/porting.md runs, and passes ``mypy --strict``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests._mypy import run_mypy

GUIDE = Path(__file__).resolve().parent.parent / "docs" / "porting.md"
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def examples() -> list[str]:
    return BLOCK.findall(GUIDE.read_text(encoding="utf-8"))


def test_the_guide_has_examples() -> None:
    assert len(examples()) >= 10


def test_the_guide_ports_document_cookie() -> None:
    # Issue #42: the guide never showed document.cookie, the jar's http=False side.
    ported = [code for code in examples() if "document.cookie" in code and "http=False" in code]
    assert len(ported) == 1
    assert "HttpOnly" in ported[0] and "last_rejection" in ported[0]


@pytest.mark.parametrize(
    "index",
    [
        # an example that starts threads or runs an event loop to completion cannot run
        # inside Pyodide under Node
        pytest.param(
            index,
            marks=[pytest.mark.needs_threads] * ("import threading" in code)
            + [pytest.mark.needs_loop_run] * ("asyncio.run(" in code),
        )
        for index, code in enumerate(examples())
    ],
)
def test_example_runs(index: int) -> None:
    code = examples()[index]
    exec(compile(code, f"{GUIDE.name}[{index}]", "exec"), {"__name__": f"porting_{index}"})


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_examples_pass_mypy_strict(tmp_path: Path, mypy_cache: Path) -> None:
    for index, code in enumerate(examples()):
        (tmp_path / f"example_{index}.py").write_text(code, encoding="utf-8")
    completed = run_mypy([tmp_path], mypy_cache)
    assert completed.returncode == 0, completed.stdout + completed.stderr
