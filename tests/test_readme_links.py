"""The README is shown where relative links break (the package index's project page): its
links are absolute, and it names repository files as paths of the source distribution (issue
20), each of which exists."""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")


def test_every_link_is_absolute() -> None:
    targets = re.findall(r"\]\(([^)\s]+)\)", README) + re.findall(r'href="([^"]+)"', README)
    assert targets
    assert [target for target in targets if not re.match(r"https?://", target)] == []


def test_named_docs_exist() -> None:
    named = set(re.findall(r"`((?:docs|tests|benchmarks|pyodide|wpt|idl)/[^`\s]*)`", README))
    made = {"pyodide/node_modules"}  # made by the commands the README gives, not shipped
    assert {"docs/porting.md", "docs/browsers.md"} <= named
    for path in named - made:
        assert (REPO / path.rstrip("/")).exists(), path
