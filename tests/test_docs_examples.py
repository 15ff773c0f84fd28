"""Every Python example of the README and of docs/*.md runs and gives what it shows.

A block of ``>>>`` lines is a doctest (its outputs compared, whitespace normalized, ``...``
matching anything); any other block is run and its ``assert`` statements checked.  The pages
whose examples another test runs name it in ``RUN_ELSEWHERE``; a block that cannot run on
CPython says why on the line above it (``<!-- not run: reason -->``), and ``NOT_RUN`` lists
each one, so that a new one is a decision, not an accident.
"""

from __future__ import annotations

import doctest
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from tests._sample import sampled

REPO = Path(__file__).resolve().parents[1]
PAGES = ["README.md", *sorted(f"docs/{path.name}" for path in (REPO / "docs").glob("*.md"))]
BLOCK = re.compile(
    r"^(?:<!-- not run: (?P<reason>[^\n]*) -->\n)?```python\n(?P<code>.*?)^```$", re.M | re.S
)

#: Pages whose examples a test of their own runs (with more checks than running them).
RUN_ELSEWHERE = {
    "docs/porting.md": "tests/test_porting_guide.py",
    "docs/mime.md": "tests/mimesniff/test_python_differences.py",
}
#: (page, reason) of each block that is not run here.
NOT_RUN = [
    ("README.md", "Pyodide in a page only (micropip, top-level await, js.location)"),
    (
        "docs/fetch-objects.md",
        "sends a request (tests/forms/test_sending.py sends it to a loopback server)",
    ),
    ("docs/pyodide.md", "Pyodide only (top-level await, micropip)"),
    ("docs/pyodide.md", "Pyodide in a page only (js.location)"),
    ("docs/pyodide.md", "Pyodide only (js typed arrays)"),
    ("docs/pyodide.md", "Pyodide only (js.Headers, js.Blob)"),
    ("docs/pyodide.md", "Pyodide only (js.fetch, js.Response, js.Blob)"),
    ("docs/pyodide.md", "Pyodide in a worker only (js.fetch, js.postMessage)"),
    (
        "docs/scrapers.md",
        "Scrapy's reactor runs once per process: tests/crawl/test_scrapy.py runs it",
    ),
    ("docs/scrapers.md", "needs a Dask scheduler and an object store"),
    ("docs/testing.md", "Playwright needs a browser and a server"),
    ("docs/window.md", "Playwright needs a browser and a server"),
    ("docs/window.md", "Playwright needs a browser and a server"),
    ("docs/window.md", "Playwright needs a browser"),
    ("docs/window.md", "MechanicalSoup sends requests over the network"),
    ("docs/window.md", "MechanicalSoup sends requests over the network"),
    ("docs/window.md", "Playwright needs a browser and a server"),
    ("docs/window.md", "MechanicalSoup sends requests over the network"),
    ("docs/window.md", "MechanicalSoup sends requests over the network"),
    ("docs/window.md", "Playwright needs a browser and a server"),
    ("docs/window.md", "Playwright needs a browser and a server"),
]


def _blocks(page: str) -> list[re.Match[str]]:
    return list(BLOCK.finditer((REPO / page).read_text(encoding="utf-8")))


#: The top-level modules an example imports.
IMPORTS = re.compile(r"^(?:>>> )?\s*(?:from|import)\s+([A-Za-z_]\w*)", re.M)


def _marks(code: str) -> list[pytest.MarkDecorator]:
    """An example that starts threads (``needs_threads``) or runs an event loop to completion
    (``needs_loop_run``) cannot run inside Pyodide under Node; one that imports a library the
    Pyodide does not have (Scrapy: the test extras install it on CPython, where a missing one
    fails) is skipped there, saying which."""
    marks = [pytest.mark.needs_threads] if "import threading" in code else []
    marks += [pytest.mark.needs_loop_run] if "asyncio.run(" in code else []
    if sys.platform != "emscripten":
        return marks
    missing = sorted(
        {name for name in IMPORTS.findall(code) if importlib.util.find_spec(name) is None}
    )
    if missing:
        marks.append(pytest.mark.skip(reason=f"imports what is not installed: {missing}"))
    return marks


EXAMPLES = [
    pytest.param(page, index, marks=_marks(block["code"]))
    for page in PAGES
    if page not in RUN_ELSEWHERE
    for index, block in enumerate(_blocks(page))
    if block["reason"] is None
]


def test_the_pages_have_examples() -> None:
    counted = {page: sum(1 for param in EXAMPLES if param.values[0] == page) for page in PAGES}
    for page in ("README.md", "docs/url.md", "docs/scrapers.md", "docs/security.md"):
        assert counted[page] >= 1, page
    assert len(EXAMPLES) >= 10


def test_what_is_not_run_is_listed() -> None:
    found = [(page, block["reason"]) for page in PAGES for block in _blocks(page)]
    assert [item for item in found if item[1] is not None] == NOT_RUN


def test_the_other_tests_read_their_pages() -> None:
    for page, test in RUN_ELSEWHERE.items():
        assert _blocks(page), page
        assert Path(page).name in (REPO / test).read_text(encoding="utf-8"), test


@pytest.mark.parametrize(("page", "index"), EXAMPLES)
@sampled("page")
def test_example(page: str, index: int) -> None:
    code = _blocks(page)[index]["code"]
    name = f"{page}[{index}]"
    if code.lstrip().startswith(">>>"):
        test = doctest.DocTestParser().get_doctest(
            code, {"__name__": "docs_example"}, name, page, 0
        )
        runner = doctest.DocTestRunner(
            optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS, verbose=False
        )
        failures: list[str] = []
        runner.run(test, out=failures.append)
        assert runner.failures == 0, "".join(failures)
        assert runner.tries >= 1
    else:
        exec(compile(code, name, "exec"), {"__name__": "docs_example"})
