"""No answer depends on what a program loaded first: programs that import only what they use,
each run in a new interpreter (where the test suite, which loads everything early, cannot
show it). Each program was a wrong answer once: a lower layer asked a higher one for
something (webapi/_lazy.py, "what a lower layer asks of a higher one") and took "not loaded
yet" for "none".

Found by running the test suite in random orders and each test file alone (issue 57, item 4);
a new case goes here as a program of a few lines, asserting what it prints."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: name -> a program that asserts its answers (run with ``python -S -c``: no site hooks).
PROGRAMS = {
    # document.defaultView read HTML's steps only once something else had loaded them, so a
    # document shown in a browsing context had none until then
    "defaultView of a document in a browsing context": """
from webapi.html import create_top_level_traversable, document_from_response
document = document_from_response(b"<p>", "https://example.test/", "text/html")
assert document.defaultView is None
window = create_top_level_traversable(document)
assert document.defaultView is window, document.defaultView
""",
}


@pytest.mark.needs_subprocess
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_a_program_alone(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-S", "-c", PROGRAMS[name]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
