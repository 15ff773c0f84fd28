"""Section ``import``: what ``import webapi`` adds to an interpreter start.

Wall-clock of ``python -c "import webapi"`` minus that of ``python -c "pass"``: ``runs``
subprocesses of each, interleaved, medians. Both run from the repository root with this
interpreter (``sys.executable``), in two environments:

- ``inherited``: this process's environment as it is (on the project's machines that includes
  ``PYTHONDONTWRITEBYTECODE=1``, so without a ``__pycache__`` every start compiles the sources);
- ``cached``: ``PYTHONDONTWRITEBYTECODE`` removed and ``PYTHONPYCACHEPREFIX`` set to a new
  temporary folder, warmed by two starts first, so every module loads from bytecode (the
  realistic case of an installed package, which the target is about). The prefix keeps the
  ``.pyc`` files out of the working tree.

One ``-X importtime`` run in the cached environment gives the modules with the most self time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

from benchmarks._common import REPO_ROOT, fmt, median, table

__all__ = ["ImportResult", "Mode", "report", "run"]

TARGET_MS = 15.0


@dataclass
class Mode:
    name: str
    description: str
    bare_ms: float
    import_ms: float
    added_ms: float
    #: min(import) - min(bare): less sensitive to other load on the machine than the medians
    added_min_ms: float


@dataclass
class ImportResult:
    runs: int
    modes: list[Mode]
    #: (module, self µs, cumulative µs) from ``-X importtime``, most self time first
    slowest_modules: list[tuple[str, int, int]]


def _wall_ms(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter_ns()
    subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, env=env, check=True)
    return (time.perf_counter_ns() - start) / 1e6


def _measure(name: str, description: str, env: dict[str, str], runs: int) -> Mode:
    bare: list[float] = []
    imported: list[float] = []
    for _ in range(runs):
        bare.append(_wall_ms("pass", env))
        imported.append(_wall_ms("import webapi", env))
    b, i = median(bare), median(imported)
    return Mode(name, description, b, i, i - b, min(imported) - min(bare))


def _importtime(env: dict[str, str], top: int) -> list[tuple[str, int, int]]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import webapi"],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        self_us, cumulative_us, module = line.removeprefix("import time:").split("|")
        rows.append((module.strip(), int(self_us), int(cumulative_us)))
    rows.sort(key=lambda row: -row[1])
    return rows[:top]


def run(runs: int, top: int = 8) -> ImportResult:
    inherited = dict(os.environ)
    dont_write = inherited.get("PYTHONDONTWRITEBYTECODE")
    has_cache = (REPO_ROOT / "webapi" / "__pycache__").is_dir()
    modes = [
        _measure(
            "inherited",
            f"environment as is (PYTHONDONTWRITEBYTECODE={dont_write or 'unset'}; "
            f"webapi/__pycache__ {'present' if has_cache else 'absent'})",
            inherited,
            runs,
        )
    ]
    with tempfile.TemporaryDirectory(prefix="webapi-pycache-") as prefix:
        cached = {k: v for k, v in inherited.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = prefix
        for _ in range(2):
            _wall_ms("import webapi", cached)
        modes.append(
            _measure(
                "cached",
                "PYTHONDONTWRITEBYTECODE unset, warmed PYTHONPYCACHEPREFIX",
                cached,
                runs,
            )
        )
        slowest = _importtime(cached, top)
    return ImportResult(runs, modes, slowest)


def report(result: ImportResult) -> str:
    header = [
        "environment",
        "python -c pass",
        "import webapi",
        "added",
        "added (mins)",
        f"target ≤{TARGET_MS:g}",
    ]
    rows = []
    for m in result.modes:
        verdict = "met" if m.added_ms <= TARGET_MS else "MISSED"
        rows.append(
            [
                m.name,
                fmt(m.bare_ms, 1, " ms"),
                fmt(m.import_ms, 1, " ms"),
                fmt(m.added_ms, 1, " ms"),
                fmt(m.added_min_ms, 1, " ms"),
                verdict if m.name == "cached" else f"({verdict})",
            ]
        )
    lines = [
        f"## import webapi (median wall-clock of {result.runs} subprocess starts each)",
        "",
        table(header, rows),
        "",
        *(f"{m.name}: {m.description}" for m in result.modes),
        "added: difference of the medians (the target applies to it, cached case); "
        "added (mins): of the fastest starts.",
        "",
        "most self time (-X importtime, cached): "
        + ", ".join(f"{mod} {self_us / 1000:.1f} ms" for mod, self_us, _ in result.slowest_modules),
    ]
    return "\n".join(lines)
