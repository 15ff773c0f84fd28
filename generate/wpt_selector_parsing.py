"""``tests/selectors/_wpt_selector_parsing.json``: the validity cases of WPT's
``css/selectors/parsing/*.html`` (web-platform-tests at the project's pinned commit,
BSD-3-Clause: https://github.com/web-platform-tests/wpt/blob/master/LICENSE.md) with
Chromium's answers beside the files' expectations.

Each file's inline script is run in Chromium (Debian's, through Playwright) with the harness's
helpers replaced by ones that record their arguments: ``test_valid_selector`` (valid, with the
expected serialization), ``test_valid_forgiving_selector`` (valid in ``querySelector``, only
through forgiving parsing), ``test_invalid_selector``, and ``parse-anplusb.html``'s own
``assert_selector_serializes_to`` / ``assert_invalid_selector``. For each case Chromium is then
asked whether ``document.querySelector`` accepts the selector and how a style rule serializes
it (``selectorText``, or None when the rule is refused).

``python -m generate wpt-selector-parsing GIT_DIR CHROMIUM`` (GIT_DIR: a git repository of
web-platform-tests holding :data:`COMMIT`, a clone or a bare mirror) writes the file; the plain
``python -m generate`` passes over it (it runs a browser), saying how.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from . import git_text, launch_chromium

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "selectors" / "_wpt_selector_parsing.json"
REPOSITORY = "https://github.com/web-platform-tests/wpt"
COMMIT = "0d4f5079526492412a427152fcc1d08958bdf952"
FOLDER = "css/selectors/parsing"

_SCRIPT = re.compile(r"<script>(.*?)</script>", re.DOTALL)
#: parse-anplusb.html's own helpers, renamed so that the recording ones are called.
_OWN_HELPERS = re.compile(r"function (assert_selector_serializes_to|assert_invalid_selector)\(")

_RUN = """(scripts) => {
  const cases = [];
  const record = (file) => ({
    test_valid_selector(selector, serialized, options) {
      if (serialized === undefined) serialized = selector;
      cases.push([file, selector, "valid", serialized]);
    },
    test_valid_forgiving_selector(selector) {
      cases.push([file, selector, "forgiving", selector]);
    },
    test_invalid_selector(selector) { cases.push([file, selector, "invalid", null]); },
    assert_selector_serializes_to(selector, serialized) {
      cases.push([file, selector, "valid", serialized]);
    },
    assert_invalid_selector(selector) { cases.push([file, selector, "invalid", null]); },
    test() {},  // (parse-has-disallow-nesting-has-inside-has.html's matching checks: ported)
  });
  for (const [file, source] of scripts) {
    const helpers = record(file);
    const names = Object.keys(helpers);
    new Function(...names, source)(...names.map((name) => helpers[name]));
  }
  const sheet = new CSSStyleSheet();
  return cases.map(([file, selector, expected, serialized]) => {
    let accepted = true;
    try { document.querySelector(selector); } catch (error) { accepted = false; }
    let text = null;
    try {
      sheet.insertRule(selector + "{}", 0);
      text = sheet.cssRules[0].selectorText;
      sheet.deleteRule(0);
    } catch (error) {}
    return [file, selector, expected, serialized, accepted, text];
  });
}"""


def _git(git_dir: Path, *arguments: str) -> str:
    return git_text(git_dir, REPOSITORY, COMMIT, *arguments)


def scripts(git_dir: Path) -> list[tuple[str, str]]:
    """Each ``parse-*.html`` and ``invalid-*.html`` file's name with its inline scripts."""
    names = _git(git_dir, "ls-tree", "--name-only", f"{COMMIT}:{FOLDER}").split()
    found = []
    for name in sorted(names):
        if not name.endswith(".html"):
            continue
        text = _git(git_dir, "show", f"{COMMIT}:{FOLDER}/{name}")
        source = "\n".join(_SCRIPT.findall(text))
        found.append((name, _OWN_HELPERS.sub(lambda m: f"function _own_{m[1]}(", source)))
    return found


def generate(git_dir: Path, chromium: Path) -> str:
    """The JSON file's text."""
    sources = scripts(git_dir)
    playwright, browser = launch_chromium(chromium)
    try:
        version = browser.version
        page = browser.new_page()
        page.set_content("<!DOCTYPE html><title>parsing</title>")
        rows: list[Any] = page.evaluate(_RUN, sources)
    finally:
        browser.close()
        playwright.stop()
    data = {
        "source": f"{REPOSITORY} at {COMMIT}: {FOLDER}/*.html",
        "license": "BSD-3-Clause (web-platform-tests)",
        "chromium": version,
        "generated_by": f"python -m generate wpt-selector-parsing GIT_DIR {chromium}",
        "columns": [
            "file",
            "selector",
            "the file's expectation (valid, forgiving, invalid)",
            "the file's serialization",
            "Chromium's querySelector accepts it",
            "Chromium's selectorText",
        ],
        "cases": rows,
    }
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"
