"""Section ``pyodide``: parse + href inside Pyodide (Node) against native CPython.

Runs ``benchmarks/pyodide_bench.py`` twice on the same corpora and settings: with this
interpreter, and inside Pyodide through ``node benchmarks/pyodide_bench.mjs`` (Pyodide from
``$PYODIDE_DIR`` or ``pyodide/node_modules/pyodide``). Target: webapi inside Pyodide at most 2x
webapi on native CPython. The uncached ``urlsplit`` (pure Python, standard library) runs beside
it on both sides: its own pyodide/native ratio is what the platform costs any Python code, and
webapi's ratio divided by urlsplit's is what is left for webapi to answer for. Skipped (with the
reason) when ``node`` or Pyodide is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks._common import REPO_ROOT, fmt, ratio, table

__all__ = ["PyodideResult", "pyodide_dir", "report", "run"]

TARGET = 2.0
HERE = Path(__file__).resolve().parent


@dataclass
class PyodideResult:
    skipped: str | None = None
    native_runtime: str = ""
    pyodide_runtime: str = ""
    #: corpus file -> {"lines", "native webapi", "native urlsplit", "pyodide webapi", ...}
    corpora: dict[str, dict[str, float]] = field(default_factory=dict)


def pyodide_dir() -> Path:
    return Path(os.environ.get("PYODIDE_DIR") or REPO_ROOT / "pyodide/node_modules/pyodide")


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


def run(data: Path, rounds: int, sample: int | None) -> PyodideResult:
    node = shutil.which("node")
    if node is None:
        return PyodideResult(skipped="node not found")
    if not (pyodide_dir() / "pyodide.mjs").is_file():
        return PyodideResult(skipped=f"no Pyodide in {pyodide_dir()} (cd pyodide && npm ci)")
    args = ["--data", str(data), "--rounds", str(rounds)]
    if sample is not None:
        args += ["--sample", str(sample)]
    native = _result([sys.executable, str(HERE / "pyodide_bench.py"), *args])
    inside = _result(
        [node, str(HERE / "pyodide_bench.mjs"), "--python", sys.executable, "--", *args]
    )
    corpora: dict[str, dict[str, float]] = {}
    for name, values in native["corpora"].items():
        theirs = inside["corpora"][name]
        corpora[name] = {
            "lines": values["lines"],
            "native webapi": values["webapi"],
            "native urlsplit": values["urlsplit"],
            "pyodide webapi": theirs["webapi"],
            "pyodide urlsplit": theirs["urlsplit"],
        }
    return PyodideResult(
        None,
        f"{native['runtime']} ({native.get('clock', 'wall time')})",
        f"{inside['runtime']} ({inside.get('clock', 'wall time')})",
        corpora,
    )


def report(result: PyodideResult) -> str:
    title = "## Pyodide (Node) against native CPython, parse + href (median µs per URL)"
    if result.skipped:
        return f"{title}\n\nskipped: {result.skipped}"
    header = [
        "corpus",
        "lines",
        "native webapi",
        "pyodide webapi",
        "pyodide/native",
        f"target ≤{TARGET:g}x",
        "native urlsplit",
        "pyodide urlsplit",
        "urlsplit p/n",
        "webapi p/n ÷ urlsplit p/n",
    ]
    rows = []
    for name, v in result.corpora.items():
        r = ratio(v["pyodide webapi"], v["native webapi"])
        platform = ratio(v["pyodide urlsplit"], v["native urlsplit"])
        rows.append(
            [
                name,
                str(int(v["lines"])),
                fmt(v["native webapi"]),
                fmt(v["pyodide webapi"]),
                fmt(r, 2, "x"),
                "-" if r is None else "met" if r <= TARGET else "MISSED",
                fmt(v["native urlsplit"]),
                fmt(v["pyodide urlsplit"]),
                fmt(platform, 2, "x"),
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
            "urlsplit p/n: what the platform costs pure-Python code (urllib.parse, uncached); "
            "webapi p/n ÷ urlsplit p/n below 1 means webapi loses less than urllib.parse does.",
        ]
    )
