"""Section ``pyodide``: parse + href inside Pyodide (Node, or headless Chromium with
``--pyodide-browser``: :mod:`benchmarks.pyodide_browser`) against native CPython.

Runs ``benchmarks/pyodide_bench.py`` on the same corpora and settings with this interpreter and
inside Pyodide through ``node benchmarks/pyodide_bench.mjs`` (Pyodide from ``$PYODIDE_DIR`` or
``pyodide/node_modules/pyodide``), ``runs`` times each (3), native and Pyodide alternating and
the one that starts rotating from run to run, so that a change in the machine's load falls on
both. Target: webapi inside Pyodide at most 1.8x webapi on native CPython. The uncached
``urlsplit`` (pure Python, standard library) runs beside it on both sides: its own
pyodide/native ratio is what the platform costs any Python code, and webapi's ratio divided by
urlsplit's is what is left for webapi to answer for.

The method, so that both sides measure the same thing: each side times its rounds in the CPU
time of the thread that runs Python (``pyodide_bench.cpu_clock``: natively
``time.thread_time_ns``; inside Pyodide, on Linux, Node's process CPU time less its other
threads', so that V8's garbage-collection and WebAssembly-compilation threads do not count
against Pyodide), after two warm-up rounds (imports, and V8's tier-up of the hot WebAssembly
functions: the first round inside Pyodide is several times slower), and reports the median of
its rounds. Each run's ratios pair that run's two processes; the table gives their median over
the runs and their spread (lowest-highest).

Node is ``$WEBAPI_PYODIDE_NODE`` (a command line: a path, and V8 flags if wanted), else the
pinned Node 26 of ``oracles/node`` (``oracles.node26_path()``: the V8 of current browsers),
else the ``node`` on ``PATH``; the report names its version and the clock the Pyodide side
used (the whole process's CPU time where the main thread's cannot be had). Skipped (with the
reason) when ``node`` or Pyodide is missing.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks._common import REPO_ROOT, fmt, ratio, table
from benchmarks.pyodide_bench import CORPORA
from oracles import node26_path

__all__ = ["PyodideResult", "node_command", "pyodide_dir", "report", "run"]

TARGET = 1.8
HERE = Path(__file__).resolve().parent
CONTENDERS = ("webapi", "urlsplit")


@dataclass
class PyodideResult:
    skipped: str | None = None
    native_runtime: str = ""
    pyodide_runtime: str = ""
    #: corpus file -> {"lines", "native webapi", "native urlsplit", "pyodide webapi", ...}:
    #: medians over the runs (µs per URL)
    corpora: dict[str, dict[str, float]] = field(default_factory=dict)
    #: corpus file -> contender -> pyodide/native of each run (empty: from ``corpora``)
    ratios: dict[str, dict[str, list[float]]] = field(default_factory=dict)


def pyodide_dir() -> Path:
    return Path(os.environ.get("PYODIDE_DIR") or REPO_ROOT / "pyodide/node_modules/pyodide")


def node_command() -> list[str] | None:
    """``$WEBAPI_PYODIDE_NODE`` (split as a shell would), else the pinned Node 26 of
    ``oracles/node`` if installed, else the ``node`` on ``PATH`` (None: no Node)."""
    override = os.environ.get("WEBAPI_PYODIDE_NODE")
    if override:
        return shlex.split(override)
    found = node26_path() or shutil.which("node")
    return None if found is None else [str(found)]


def _result(command: list[str]) -> dict[str, Any]:
    done = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            parsed: dict[str, Any] = json.loads(line.removeprefix("RESULT "))
            return parsed
    raise RuntimeError(
        f"{' '.join(command)} exited {done.returncode} without a RESULT line:\n"
        + (done.stdout + done.stderr)[-2000:]
    )


def run(
    data: Path, rounds: int, sample: int | None, runs: int = 3, browser: bool = False
) -> PyodideResult:
    """``runs`` alternating native and Pyodide runs; Pyodide under Node, or with ``browser`` in
    headless Chromium (:mod:`benchmarks.pyodide_browser`)."""
    node = node_command()
    if browser:
        from benchmarks import pyodide_browser

        why = pyodide_browser.unavailable()
        if why is not None:
            return PyodideResult(skipped=why)
    elif node is None:
        return PyodideResult(skipped="node not found")
    if not (pyodide_dir() / "pyodide.mjs").is_file():
        return PyodideResult(skipped=f"no Pyodide in {pyodide_dir()} (cd pyodide && npm ci)")
    args = ["--rounds", str(rounds)]
    if sample is not None:
        args += ["--sample", str(sample)]
    native = [sys.executable, str(HERE / "pyodide_bench.py"), "--data", str(data), *args]
    host = ""

    def inside() -> dict[str, Any]:
        nonlocal host
        if browser:
            corpora = [data / name for name in CORPORA]
            files = [f"/bench/{name}" for name in CORPORA]
            host, result = pyodide_browser.browser_result(pyodide_dir(), corpora, [*files, *args])
            return result
        assert node is not None
        host = _node_version(node)
        return _result(
            [
                *node,
                str(HERE / "pyodide_bench.mjs"),
                "--python",
                sys.executable,
                "--",
                "--data",
                str(data),
                *args,
            ]
        )

    sides = {"native": lambda: _result(native), "pyodide": inside}
    results: dict[str, list[dict[str, Any]]] = {"native": [], "pyodide": []}
    for i in range(max(1, runs)):
        for side in ("native", "pyodide")[i % 2 :] + ("native", "pyodide")[: i % 2]:
            results[side].append(sides[side]())
    corpora: dict[str, dict[str, float]] = {}
    ratios: dict[str, dict[str, list[float]]] = {}
    for name, values in results["native"][0]["corpora"].items():
        per_run = list(zip(results["native"], results["pyodide"], strict=True))
        corpora[name] = {"lines": values["lines"]}
        for side, side_runs in results.items():
            for c in CONTENDERS:
                corpora[name][f"{side} {c}"] = statistics.median(
                    r["corpora"][name][c] for r in side_runs
                )
        ratios[name] = {
            c: [p["corpora"][name][c] / n["corpora"][name][c] for n, p in per_run]
            for c in CONTENDERS
        }
    first_native, first_inside = results["native"][0], results["pyodide"][0]
    return PyodideResult(
        None,
        f"{first_native['runtime']} ({first_native.get('clock', 'wall time')})",
        f"{first_inside['runtime']} under {host} ({first_inside.get('clock', 'wall time')})",
        corpora,
        ratios,
    )


def _node_version(node: list[str]) -> str:
    done = subprocess.run([node[0], "--version"], capture_output=True, text=True, check=False)
    flags = "".join(f" {flag}" for flag in node[1:])
    return f"Node {done.stdout.strip().removeprefix('v')}{flags}"


def _ratio_cells(result: PyodideResult, name: str, contender: str) -> tuple[float | None, str]:
    """The median pyodide/native of ``contender`` on corpus ``name`` over the runs, and its
    spread (lowest-highest; ``-`` for a single figure)."""
    runs = result.ratios.get(name, {}).get(contender, [])
    v = result.corpora[name]
    if not runs:
        return ratio(v[f"pyodide {contender}"], v[f"native {contender}"]), "-"
    if len(runs) == 1:
        return runs[0], "-"
    return statistics.median(runs), f"{min(runs):.2f}-{max(runs):.2f}"


def report(result: PyodideResult) -> str:
    title = "## Pyodide against native CPython, parse + href (median µs per URL)"
    if result.skipped:
        return f"{title}\n\nskipped: {result.skipped}"
    header = [
        "corpus",
        "lines",
        "native webapi",
        "pyodide webapi",
        "pyodide/native",
        "spread",
        f"target ≤{TARGET:g}x",
        "native urlsplit",
        "pyodide urlsplit",
        "urlsplit p/n",
        "spread",
        "webapi p/n ÷ urlsplit p/n",
    ]
    rows = []
    runs = 1
    for name, v in result.corpora.items():
        r, spread = _ratio_cells(result, name, "webapi")
        platform, platform_spread = _ratio_cells(result, name, "urlsplit")
        runs = max(runs, len(result.ratios.get(name, {}).get("webapi", [])))
        rows.append(
            [
                name,
                str(int(v["lines"])),
                fmt(v["native webapi"]),
                fmt(v["pyodide webapi"]),
                fmt(r, 2, "x"),
                spread,
                "-" if r is None else "met" if r <= TARGET else "MISSED",
                fmt(v["native urlsplit"]),
                fmt(v["pyodide urlsplit"]),
                fmt(platform, 2, "x"),
                platform_spread,
                fmt(ratio(r, platform), 2, "x"),
            ]
        )
    return "\n".join(
        [
            title,
            "",
            table(header, rows),
            "",
            f"native: {result.native_runtime}; pyodide: {result.pyodide_runtime}.",
            f"{runs} run(s) of each side, alternating: µs are medians over the runs, p/n the "
            "median of the runs' own ratios, spread their lowest-highest.",
            "urlsplit p/n: what the platform costs pure-Python code (urllib.parse, uncached); "
            "webapi p/n ÷ urlsplit p/n below 1 means webapi loses less than urllib.parse does.",
        ]
    )
