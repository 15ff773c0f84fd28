"""``tests/selectors/_wpt_selectors.json``: the selectors and expectations of WPT's
``dom/nodes/selectors.js`` with the document they are run on,
``dom/nodes/ParentNode-querySelector-All-content.html`` (web-platform-tests, BSD-3-Clause:
https://github.com/web-platform-tests/wpt/blob/master/LICENSE.md), as data.

``selectors.js`` is a script defining ``invalidSelectors`` and ``validSelectors`` (name,
selector, expected IDs, contexts excluded, level, test-type flags); the pinned Node evaluates
it and hands the two arrays back as JSON. The document is kept as text (the tests parse it).

``python -m generate wpt-selectors DIR`` (DIR: a git repository of WPT holding :data:`COMMIT`)
writes the file; the plain ``python -m generate`` passes over it, saying how.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "selectors" / "_wpt_selectors.json"
REPOSITORY = "https://github.com/web-platform-tests/wpt"
#: The WPT commit read (the files' last change before it: 2436290a, 2018-06-10).
COMMIT = "6c10b8e714"
SELECTORS = "dom/nodes/selectors.js"
CONTENT = "dom/nodes/ParentNode-querySelector-All-content.html"

#: Runs the script's text and answers with its two arrays.
_EVALUATE = """(source) => {
  const run = new Function(source + "\\n;return [invalidSelectors, validSelectors];");
  const [invalid, valid] = run();
  return {invalid, valid};
}"""


def _git_show(git_dir: Path, path: str) -> str:
    try:
        return subprocess.run(
            ["git", "--git-dir", str(git_dir), "show", f"{COMMIT}:{path}"],
            check=True,
            capture_output=True,
            text=True,
            encoding="utf-8",
        ).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise GeneratorUnavailable(
            f"{git_dir} is not a git repository of {REPOSITORY} with commit {COMMIT} ({error})"
        ) from None


def generate(git_dir: Path) -> str:
    """The JSON file's text."""
    from oracles import node26_evaluate, node26_path

    if node26_path() is None:
        raise GeneratorUnavailable(
            "needs the pinned Node (npm ci --prefix oracles/node, or WEBAPI_NODE26=PATH)"
        )
    script = _git_show(git_dir, SELECTORS)
    content = _git_show(git_dir, CONTENT)
    arrays = node26_evaluate(_EVALUATE, script)
    data = {
        "source": f"{REPOSITORY} at {COMMIT}: {SELECTORS}, {CONTENT}",
        "license": "BSD-3-Clause (web-platform-tests)",
        "generated_by": "python -m generate wpt-selectors DIR",
        "invalid": [[s["name"], s["selector"]] for s in arrays["invalid"]],
        "valid": [
            [s["name"], s["selector"], s["expect"], s.get("exclude", []), s["testType"]]
            for s in arrays["valid"]
        ],
        "content": content,
    }
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"
