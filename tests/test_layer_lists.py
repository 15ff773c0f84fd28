"""README's Layout and docs/contributing.md's list of the layers name the packages in
``PACKAGE_ORDER``'s order (``tests/test_import_graph.py``), every one of them (issue #72 item
7): the order the import graph enforces is the order the documents teach."""

from __future__ import annotations

import re
from pathlib import Path

from tests.test_import_graph import PACKAGE_ORDER

ROOT = Path(__file__).resolve().parent.parent

#: The standards' packages (the layers up to the tools), as the documents write them.
STANDARDS = [
    name.removeprefix("webapi.").replace(".", "/")
    for name in PACKAGE_ORDER[: PACKAGE_ORDER.index("webapi.security")]
    if name.startswith("webapi.")
    and not name.removeprefix("webapi.").startswith("_")
    and name != "webapi.node"  # (only its node.url is a layer of its own)
]
#: The tools built on them, in any order.
TOOLS = {"security", "crawl", "parsel", "scrapy.py", "dask", "cli"}


def _first_mentions(names: list[str]) -> list[str]:
    seen: list[str] = []
    for name in names:
        if name not in seen:
            seen.append(name)
    return seen


def test_readme_layout_follows_the_package_order() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = text.split("\n## Layout\n", 1)[1].split("\nOutside the package:", 1)[0]
    # (a package is described where it is named before a colon: "`webapi/url/`: the URL ...")
    mentioned = _first_mentions(re.findall(r"`webapi/([a-z0-9_/.]+?)/?`:", layout))
    standards = [name for name in mentioned if name in STANDARDS]
    assert standards == STANDARDS
    tools = layout.split("Tools built on the standards:", 1)[1]
    assert set(re.findall(r"`webapi/([a-z0-9_.]+?)/?`", tools)) >= TOOLS


def test_contributing_layers_follow_the_package_order() -> None:
    text = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    section = text.split("## The layers\n", 1)[1].split("Inside a package", 1)[0]
    listed = section.split("in the layers' order (", 1)[1].split("; below them", 1)[0]
    names = re.findall(r"`([a-z0-9_/]+)`", listed)
    assert names == STANDARDS
    tools = re.split(r"the tools built on them apart\s+\(", section)[1].split(")", 1)[0]
    assert set(re.findall(r"`([a-z0-9_./]+)`", tools)) == TOOLS


def test_the_lists_cannot_pass_out_of_order() -> None:
    """(the check itself: a list with two layers swapped is not the order)"""
    swapped = [STANDARDS[1], STANDARDS[0], *STANDARDS[2:]]
    assert swapped != STANDARDS and len(STANDARDS) > 20
