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


def test_the_command_line_list_names_every_command() -> None:
    """The README's list of the command line's commands is complete (issue #42: it lacked
    ``links`` and ``cookies``)."""
    import argparse

    from webapi.cli._main import _parser

    subparsers = next(
        action for action in _parser()._actions if isinstance(action, argparse._SubParsersAction)
    )
    listed = README.split("the command line: ")[1].split(".\n")[0]
    named = set(re.findall(r"`(?:webapi )?([a-z-]+)`", listed))
    assert named == set(subparsers.choices)


#: Where the repository's own text is (the package, its tools, tests and docs).
_TEXT_FOLDERS = ("webapi", "tests", "docs", "idl", "wpt", "oracles", "benchmarks", "generate")
#: A Markdown file of the repository, named by its path from the root: in one of its folders,
#: or at the root in capitals (``README.md``).
_NAMED_MARKDOWN = re.compile(
    r"(?<![\w./-])((?:docs|idl|wpt|benchmarks|oracles|pyodide|tests|fuzz|generate)/[\w./-]+\.md"
    r"|[A-Z][A-Z_]*\.md)\b"
)


def test_every_markdown_file_the_repository_names_exists() -> None:
    """A docstring, comment or page that names a Markdown file of the repository by its path
    names one that exists (issue #42: ``tests/test_import_graph.py`` cited a ``HELPERS``
    file that never existed)."""
    files = [REPO / "README.md"] + [
        path
        for folder in _TEXT_FOLDERS
        for pattern in ("*.py", "*.md", "*.rst")
        for path in (REPO / folder).rglob(pattern)
        if "node_modules" not in path.parts and "_cache" not in path.parts
    ]
    missing = {
        f"{path.relative_to(REPO)}: {name}"
        for path in files
        for name in _NAMED_MARKDOWN.findall(path.read_text(encoding="utf-8", errors="replace"))
        if not (REPO / name).exists()
    }
    assert sorted(missing) == []
