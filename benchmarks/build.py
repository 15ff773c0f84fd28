"""Building and reading trees (issue 58 item 14): webapi's DOM against bs4, lxml and html5lib.

- **build**: 10,000 ``div`` elements made with ``createElement``, each given a class with
  ``classList.add("item", "odd"|"even")`` and an attribute with ``setAttribute("data-id", i)``,
  and appended to one parent with ``appendChild``; the peer is BeautifulSoup's equivalent
  (``new_tag``, the ``class`` list extended with the tokens it lacks, ``tag["data-id"] = i``,
  ``append``); goal 1x or less;
- **textContent**: ``document.documentElement.textContent`` on the html section's page
  (:func:`benchmarks.html_tokenizer.page`, about 100 KB) against lxml.html's
  ``root.text_content()`` on the same page, read again and again while the tree is unchanged
  (webapi keeps a large subtree's text until a change inside it);
  goal 3x or less;
- **textContent after a change**: the same, each read after a change to the tree (an
  attribute of ``body`` set: ``setAttribute`` against lxml's ``set``); webapi keeps the text
  across a change of an attribute (no attribute decides a descendant text content), so this
  is a kept text's read plus the change; goal 3x or less;
- **textContent after a text change**: the same, each read after the data of the first
  ``p`` element's Text node is set (one of two values in turn: ``data`` against the lxml
  element's ``text``); a change drops the kept texts of the changed node's ancestors only,
  and a read again after a change reuses the texts kept below (those of the sections the
  change was not in); goal 3x or less;
- **textContent after a tree change**: the same, each read after an empty ``b`` element is
  appended to that ``p`` or removed from it, in turn (``appendChild`` and ``remove`` against
  lxml's ``append`` and ``remove``): each read walks the changed ancestors' children, the
  other texts kept; goal 3x or less;
- **cloneNode**: ``document.documentElement.cloneNode(True)`` against ``copy.deepcopy(root)``
  of lxml.html's root; goal 3x or less;
- **import + first parse**: a new interpreter running ``import webapi.html`` then
  ``DOMParser().parseFromString(page, "text/html")`` against one running ``import html5lib``
  then ``html5lib.parse(page)`` (page: about 20 KB), each less a bare start (``pass``); the CPU
  time of the child (user + system, ``os.wait4``), bytecode cached in a temporary
  ``PYTHONPYCACHEPREFIX`` warmed first; goal 1x or less.

The in-process rows time with :func:`benchmarks._common.batched_rounds`: thread CPU, the
contenders of a row interleaved (the order rotating each round), each contender's call repeated
within one timing until it takes at least 5 ms (the same count in every round), the cyclic GC
off during a timing; the figure is the median of the rounds (per call). The starts are
interleaved too; their figure is the median.

Run: ``python -m benchmarks.build [--rounds N] [--starts N]``.
"""

from __future__ import annotations

import argparse
import copy
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from typing import Any

from benchmarks._common import REPO_ROOT, batched_rounds, median
from benchmarks.html_tokenizer import page

__all__ = ["GOALS", "main", "run"]

#: row -> (peer, goal for webapi / peer)
GOALS = {
    "build": ("bs4", 1.0),
    "textContent": ("lxml", 3.0),
    "textContent after a change": ("lxml", 3.0),
    "textContent after a text change": ("lxml", 3.0),
    "textContent after a tree change": ("lxml", 3.0),
    "cloneNode": ("lxml", 3.0),
    "import + first parse": ("html5lib", 1.0),
}
ELEMENTS = 10_000


def build_webapi() -> object:
    from webapi.html.browsing._elements_bindings import DOMParser

    document: Any = DOMParser().parseFromString("", "text/html")
    parent = document.body
    for i in range(ELEMENTS):
        element = document.createElement("div")
        element.classList.add("item", "odd" if i & 1 else "even")
        element.setAttribute("data-id", str(i))
        parent.appendChild(element)
    return document


def build_bs4() -> object:
    import bs4

    soup = bs4.BeautifulSoup("<html><head></head><body></body></html>", "html.parser")
    parent = soup.body
    assert parent is not None
    for i in range(ELEMENTS):
        tag: Any = soup.new_tag("div")
        classes = tag.get("class")
        if classes is None:
            classes = tag["class"] = []
        for token in ("item", "odd" if i & 1 else "even"):
            if token not in classes:
                classes.append(token)
        tag["data-id"] = str(i)
        parent.append(tag)
    return soup


def interleaved(contenders: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Median thread CPU ms per call of each contender over ``rounds`` interleaved timings,
    each of at least 5 ms (:func:`benchmarks._common.batched_rounds`)."""
    timed = batched_rounds(contenders, rounds)
    return {name: timed.median_ms(name) for name in contenders}


_START_PROGRAMS = {
    "bare": "import sys; open(sys.argv[1]).read()",
    "webapi": (
        "import sys; text = open(sys.argv[1]).read()\n"
        "import webapi.html\n"
        "webapi.html.DOMParser().parseFromString(text, 'text/html')"
    ),
    "html5lib": (
        "import sys; text = open(sys.argv[1]).read()\nimport html5lib\nhtml5lib.parse(text)"
    ),
}


def _start(code: str, path: str, env: dict[str, str]) -> float:
    process = subprocess.Popen([sys.executable, "-c", code, path], cwd=REPO_ROOT, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise subprocess.CalledProcessError(os.waitstatus_to_exitcode(status), code)
    return (usage.ru_utime + usage.ru_stime) * 1000


def starts(runs: int) -> dict[str, float]:
    """Median child CPU ms of import + first parse, less the bare start's median."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(page(20_000))
        env = dict(os.environ)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = os.path.join(folder, "pycache")
        env["PYTHONPATH"] = str(REPO_ROOT)
        kinds = list(_START_PROGRAMS)
        for _ in range(2):
            for kind in kinds:
                _start(_START_PROGRAMS[kind], path, env)
        cpu: dict[str, list[float]] = {kind: [] for kind in kinds}
        for r in range(runs):
            k = r % len(kinds)
            for kind in kinds[k:] + kinds[:k]:
                cpu[kind].append(_start(_START_PROGRAMS[kind], path, env))
    bare = median(cpu["bare"])
    return {kind: median(cpu[kind]) - bare for kind in ("webapi", "html5lib")}


def run(rounds: int, start_runs: int) -> dict[str, dict[str, float]]:
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    from webapi.html.browsing._elements_bindings import DOMParser

    text = page(100_000)
    document: Any = DOMParser().parseFromString(text, "text/html")
    root = document.documentElement
    body = document.body
    tree = lxml.html.fromstring(text)
    tree_body = tree.body

    def webapi_changed() -> object:
        body.setAttribute("data-changed", "1")
        return root.textContent

    def lxml_changed() -> object:
        tree_body.set("data-changed", "1")
        return tree.text_content()

    # (the first ``p`` element's first child, a Text node, and lxml's same ``p``'s text)
    text_node = body.querySelector("p").firstChild
    holder = tree_body.xpath(".//p")[0]
    assert text_node.nodeType == 3 and holder.text == text_node.data
    values = [text_node.data + "!", text_node.data]
    turns = {"webapi": 0, "lxml": 0}

    def webapi_text_changed() -> object:
        turn = turns["webapi"] = turns["webapi"] ^ 1
        text_node.data = values[turn]
        return root.textContent

    def lxml_text_changed() -> object:
        turn = turns["lxml"] = turns["lxml"] ^ 1
        holder.text = values[turn]
        return tree.text_content()

    paragraph = text_node.parentNode
    bold = document.createElement("b")
    tree_bold = holder.makeelement("b")

    def webapi_tree_changed() -> object:
        if bold.parentNode is None:
            paragraph.appendChild(bold)
        else:
            bold.remove()
        return root.textContent

    def lxml_tree_changed() -> object:
        if tree_bold.getparent() is None:
            holder.append(tree_bold)
        else:
            holder.remove(tree_bold)
        return tree.text_content()

    rows = {
        "build": interleaved({"webapi": build_webapi, "bs4": build_bs4}, rounds),
        "textContent": interleaved(
            {"webapi": lambda: root.textContent, "lxml": tree.text_content}, rounds
        ),
        "textContent after a change": interleaved(
            {"webapi": webapi_changed, "lxml": lxml_changed}, rounds
        ),
        "textContent after a text change": interleaved(
            {"webapi": webapi_text_changed, "lxml": lxml_text_changed}, rounds
        ),
        "textContent after a tree change": interleaved(
            {"webapi": webapi_tree_changed, "lxml": lxml_tree_changed}, rounds
        ),
        "cloneNode": interleaved(
            {"webapi": lambda: root.cloneNode(True), "lxml": lambda: copy.deepcopy(tree)}, rounds
        ),
    }
    if start_runs:
        rows["import + first parse"] = starts(start_runs)
    return rows


def report(rows: dict[str, dict[str, float]]) -> str:
    lines = ["| row | webapi | peer | ratio | goal |", "| --- | --- | --- | --- | --- |"]
    for row, found in rows.items():
        peer, goal = GOALS[row]
        ratio = found["webapi"] / found[peer]
        mark = "ok" if ratio <= goal else "MISSED"
        lines.append(
            f"| {row} | {found['webapi']:.3f} ms | {peer} {found[peer]:.3f} ms | "
            f"{ratio:.2f}x | <= {goal}x {peer}: {mark} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.build")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--starts", type=int, default=9, help="0: no import row")
    args = parser.parse_args(argv)
    print(report(run(args.rounds, args.starts)))


if __name__ == "__main__":
    main()
