"""``tests/selectors/_soupsieve_selectors.json``: the markup and selectors of soupsieve's own
tests (https://github.com/facelessuser/soupsieve, ``tests/``; MIT License, Copyright (c) 2018
Isaac Muse) as inputs, with Chromium's answers as the expectations.

soupsieve's test files are read as data, never run: Python's ``ast`` finds each
``assert_selector(markup, selector, ...)`` and ``assert_raises(selector, ...)`` call and takes
its markup and selector where they are string literals, names bound to string literals in the
same function or class, or ``+`` of those. Calls for XML documents (``util.XML``,
``util.XHTML``), with namespaces or custom selectors (which the DOM's methods have not) are
left out; what soupsieve expects is not taken (Chromium answers instead).

Each markup is parsed by Chromium (Debian's, through Playwright) with ``DOMParser`` (as
webapi's documents: scripting disabled); each selector is asked of the document with
``querySelectorAll``: the answer is the list of the elements' indexes in the document's tree
order, or ``"SyntaxError"``.

``python -m generate soupsieve-selectors GIT_DIR CHROMIUM`` (GIT_DIR: a git repository of
soupsieve holding :data:`COMMIT`) writes the file.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from . import git_text, launch_chromium
from .chromium_selectors import ASK

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "selectors" / "_soupsieve_selectors.json"
REPOSITORY = "https://github.com/facelessuser/soupsieve"
COMMIT = "4caaf89344dc9a9baaedb7f0ab04d45526e61293"
#: Flags of soupsieve's tests naming documents other than HTML.
_NOT_HTML = frozenset({"XML", "XHTML"})

_QUERY = (
    """(cases) => cases.map(([markup, selectors]) => {
  const doc = new DOMParser().parseFromString(markup, "text/html");"""
    + ASK
    + """
  return selectors.map((selector) => ask(doc, selector));
})"""
)


def _git(git_dir: Path, *arguments: str) -> str:
    return git_text(git_dir, REPOSITORY, COMMIT, *arguments)


def _bindings(body: list[ast.stmt]) -> dict[str, ast.expr]:
    """The names bound by plain assignments in ``body``."""
    found = {}
    for statement in body:
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target = statement.targets[0]
            if isinstance(target, ast.Name):
                found[target.id] = statement.value
    return found


def _string(node: ast.expr, scopes: list[dict[str, ast.expr]]) -> str | None:
    """The string ``node`` denotes, or None when it is more than literals and names."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left, scopes), _string(node.right, scopes)
        return None if left is None or right is None else left + right
    name = None
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        name = node.attr if node.value.id == "self" else None
    for scope in scopes:
        if name is not None and name in scope:
            return _string(scope[name], [s for s in scopes if s is not scope])
    return None


def _flags(call: ast.Call) -> set[str]:
    found = set()
    for keyword in call.keywords:
        if keyword.arg == "flags":
            found |= {n.attr for n in ast.walk(keyword.value) if isinstance(n, ast.Attribute)}
    return found


def cases_of(text: str) -> tuple[list[tuple[str, str]], int]:
    """The (markup, selector) pairs of one test file (markup "" for ``assert_raises``), and
    how many calls were left out."""
    found: list[tuple[str, str]] = []
    left_out = 0
    tree = ast.parse(text)
    module_scope = _bindings(tree.body)
    for cls in [n for n in tree.body if isinstance(n, ast.ClassDef)]:
        class_scope = _bindings(cls.body)
        for function in [n for n in cls.body if isinstance(n, ast.FunctionDef)]:
            scopes = [_bindings(function.body), class_scope, module_scope]
            for call in [n for n in ast.walk(function) if isinstance(n, ast.Call)]:
                if not isinstance(call.func, ast.Attribute):
                    continue
                method = call.func.attr
                if method == "assert_raises" and call.args:
                    selector = _string(call.args[0], scopes)
                    if selector is None:
                        left_out += 1
                    else:
                        found.append(("", selector))
                elif method == "assert_selector" and len(call.args) >= 2:
                    keywords = {k.arg for k in call.keywords}
                    markup = _string(call.args[0], scopes)
                    selector = _string(call.args[1], scopes)
                    if (
                        markup is None
                        or selector is None
                        or _flags(call) & _NOT_HTML
                        or keywords & {"namespaces", "custom"}
                    ):
                        left_out += 1
                    else:
                        found.append((markup, selector))
    return found, left_out


def collect(git_dir: Path) -> tuple[list[tuple[str, list[str]]], int]:
    """Each distinct markup with its selectors, in the files' order; how many calls were
    left out."""
    names = _git(git_dir, "ls-tree", "-r", "--name-only", COMMIT, "tests").split()
    by_markup: dict[str, list[str]] = {}
    left_out = 0
    for name in sorted(names):
        if not name.endswith(".py"):
            continue
        pairs, skipped = cases_of(_git(git_dir, "show", f"{COMMIT}:{name}"))
        left_out += skipped
        for markup, selector in pairs:
            selectors = by_markup.setdefault(markup, [])
            if selector not in selectors:
                selectors.append(selector)
    return list(by_markup.items()), left_out


def generate(git_dir: Path, chromium: Path) -> str:
    """The JSON file's text."""
    documents, left_out = collect(git_dir)
    playwright, browser = launch_chromium(chromium)
    try:
        version = browser.version
        page = browser.new_page()
        answers: list[Any] = page.evaluate(_QUERY, documents)
    finally:
        browser.close()
        playwright.stop()
    data = {
        "source": f"{REPOSITORY} at {COMMIT}: tests/ (markup and selectors)",
        "license": "MIT (soupsieve, Copyright (c) 2018 Isaac Muse)",
        "chromium": version,
        "generated_by": f"python -m generate soupsieve-selectors GIT_DIR {chromium}",
        "calls_left_out": left_out,
        "documents": [
            {"markup": markup, "cases": [[s, a] for s, a in zip(selectors, found, strict=True)]}
            for (markup, selectors), found in zip(documents, answers, strict=True)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=0) + "\n"
