"""``tests/html/_chromium_serializing_wpt.json``: Chromium's answer to every subtest of WPT's
``html/syntax/serializing-html-fragments/serializing.html`` (web-platform-tests, BSD-3-Clause),
beside the expectation the file stores, the data of ``tests/html/test_serializing_wpt.py``.

The page is loaded in Chromium (Debian's, through Playwright) as WPT's server would serve it,
with its own script, but with a testharness of this generator's in place of WPT's: its
``generate_tests`` calls each subtest's function at once, and its ``assert_equals`` records the
value the page computed (Chromium's ``innerHTML`` or ``outerHTML``) beside the value the file
expects. The stored expectations predate the HTML Standard's 2025 change (attribute values
escape ``<`` and ``>``), so they are kept as data, not as the truth: the test decides with the
Standard's text.

``python -m generate chromium-serializing-wpt /usr/bin/chromium DIR`` (DIR: a git repository of
WPT holding :data:`COMMIT`) writes the file; the plain ``python -m generate`` passes over it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from . import git_bytes, launch_chromium

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "html" / "_chromium_serializing_wpt.json"
REPOSITORY = "https://github.com/web-platform-tests/wpt"
#: The project's pinned WPT commit (as the DOM runner's manifest).
COMMIT = "0d4f5079526492412a427152fcc1d08958bdf952"
PATH = "html/syntax/serializing-html-fragments/serializing.html"
ORIGIN = "http://wpt.test"

#: The testharness served in place of WPT's: each generated subtest run at once, the value
#: under test and the stored expectation recorded.
_HARNESS = """
window.__subtests = [];
let __current = null;
function assert_equals(actual, expected) {
  __current.actual = actual;
  __current.stored = expected;
}
function generate_tests(func, cases) {
  for (const [name, ...args] of cases) {
    __current = {name};
    try { func(...args); } catch (error) { __current.error = String(error); }
    window.__subtests.push(__current);
  }
}
"""


def read_source(git_dir: Path) -> bytes:
    """The test file's bytes at :data:`COMMIT`."""
    return git_bytes(git_dir, REPOSITORY, COMMIT, "show", f"{COMMIT}:{PATH}")


def generate(chromium: Path, git_dir: Path) -> str:
    """The JSON file's text: the source's SHA-256, Chromium's version and, per subtest,
    [name, the stored expectation, Chromium's value]."""
    source = read_source(git_dir)
    bodies = {
        f"/{PATH}": (source, "text/html;charset=utf-8"),
        "/resources/testharness.js": (_HARNESS.encode(), "text/javascript"),
        "/resources/testharnessreport.js": (b"", "text/javascript"),
    }

    def answer(route: Any) -> None:
        body, content_type = bodies.get(route.request.url.removeprefix(ORIGIN), (b"", "text/plain"))
        route.fulfill(status=200, headers={"Content-Type": content_type}, body=body)

    playwright, browser = launch_chromium(chromium)
    try:
        version = browser.version
        page = browser.new_page()
        page.route(f"{ORIGIN}/**", answer)
        page.goto(f"{ORIGIN}/{PATH}")
        subtests = page.evaluate("window.__subtests")
    finally:
        browser.close()
        playwright.stop()
    for subtest in subtests:
        if "error" in subtest:
            raise RuntimeError(f"{subtest['name']}: {subtest['error']}")
    data = {
        "header": {
            "source": f"{REPOSITORY}/blob/{COMMIT}/{PATH} sha256 "
            + hashlib.sha256(source).hexdigest(),
            "chromium": version,
            "generated_by": f"python -m generate chromium-serializing-wpt {chromium} DIR",
        },
        "subtests": [[s["name"], s["stored"], s["actual"]] for s in subtests],
    }
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"
