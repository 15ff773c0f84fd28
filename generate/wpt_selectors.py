"""``tests/selectors/_wpt_selectors.json``: the selectors and expectations of WPT's
``dom/nodes/selectors.js`` with the documents they are run on,
``dom/nodes/ParentNode-querySelector-All-content.html`` and its XHTML twin
``ParentNode-querySelector-All-content.xht`` (web-platform-tests, BSD-3-Clause:
https://github.com/web-platform-tests/wpt/blob/master/LICENSE.md), as data.

The files are read where the DOM's WPT runner reads them (:mod:`wpt.dom`: ``$WPT_DOM_DATA``,
then ``../shared/wpt-dom``, then ``../shared/wpt``), at the project's pinned commit: each must
have the sha256 of :data:`FILES`. ``selectors.js`` is a script defining ``invalidSelectors``,
``validSelectors`` and ``scopedSelectors`` (name, selector, expected IDs, IDs that must not
match, contexts excluded, test-type flags); the pinned Node evaluates it and hands the arrays
back as JSON. The documents are kept as text (the tests parse them).

``python -m generate wpt-selectors [DIR]`` (DIR: a folder laid out as the web-platform-tests
repository; without it, the lookup above) writes the file; the plain ``python -m generate``
passes over it when the files are not found, saying where it looked.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "selectors" / "_wpt_selectors.json"
REPOSITORY = "https://github.com/web-platform-tests/wpt"
#: The project's pinned WPT commit (that of ``wpt/wpt-dom-manifest.json``).
COMMIT = "0d4f5079526492412a427152fcc1d08958bdf952"
SELECTORS = "dom/nodes/selectors.js"
CONTENT = "dom/nodes/ParentNode-querySelector-All-content.html"
CONTENT_XHT = "dom/nodes/ParentNode-querySelector-All-content.xht"
#: Each file read, with its sha256 at :data:`COMMIT`.
FILES = {
    SELECTORS: "cffc3f46deb933d63d4cb2cfd811d3ec21ec7804faab4826c8aba1868459e8d1",
    CONTENT: "40eff9f6df0986178d2e138c256369fd22f09a8d15ba03fd1bef2ac2c104f9e2",
    CONTENT_XHT: "29547bc662e5507e069579c0dfd79169f6d4c7565b78916cadf007b66089200e",
}

#: Runs the script's text and answers with its three arrays.
_EVALUATE = """(source) => {
  const run = new Function(
    source + "\\n;return [invalidSelectors, validSelectors, scopedSelectors];");
  const [invalid, valid, scoped] = run();
  return {invalid, valid, scoped};
}"""


def find_root(folder: Path | None = None) -> Path:
    """The folder holding :data:`FILES`: ``folder``, else the DOM runner's lookup."""
    from wpt.dom import data_root, missing_message

    root = folder if folder is not None else data_root()
    if root is None:
        raise GeneratorUnavailable(missing_message())
    return root


def read_pinned(root: Path, path: str) -> str:
    """The text of ``path`` under ``root``, checked against its pinned sha256."""
    try:
        data = (root / path).read_bytes()
    except OSError as error:
        raise GeneratorUnavailable(f"{path} is not in {root} ({error})") from None
    if hashlib.sha256(data).hexdigest() != FILES[path]:
        raise GeneratorUnavailable(f"{root / path} is not the file of {REPOSITORY} at {COMMIT}")
    return data.decode("utf-8")


def _entry(item: dict[str, object]) -> dict[str, object]:
    keys = ("name", "selector", "ctx", "ref", "expect", "unexpected", "exclude", "testType")
    return {key: item[key] for key in keys if key in item}


def generate(folder: Path | None = None) -> str:
    """The JSON file's text."""
    from oracles import node26_evaluate, node26_path

    root = find_root(folder)
    if node26_path() is None:
        raise GeneratorUnavailable(
            "needs the pinned Node (npm ci --prefix oracles/node, or WEBAPI_NODE26=PATH)"
        )
    texts = {path: read_pinned(root, path) for path in FILES}
    arrays = node26_evaluate(_EVALUATE, texts[SELECTORS])
    data = {
        "source": f"{REPOSITORY} at {COMMIT}: {', '.join(FILES)}",
        "sha256": FILES,
        "license": "BSD-3-Clause (web-platform-tests)",
        "generated_by": "python -m generate wpt-selectors [DIR]",
        "invalid": [[s["name"], s["selector"]] for s in arrays["invalid"]],
        "valid": [_entry(s) for s in arrays["valid"]],
        "scoped": [_entry(s) for s in arrays["scoped"]],
        "content": texts[CONTENT],
        "content_xht": texts[CONTENT_XHT],
    }
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"
