"""Section ``import``: what ``import webapi`` adds to a start, against ``import urllib.parse``.

Three child programs run from the repository root with this interpreter (``sys.executable``):
``python -c "pass"``, ``python -c "import urllib.parse"`` and ``python -c "import webapi"``,
``runs`` times each, interleaved with the order rotating every run. Each start is measured as
the **CPU time of the child** (user + system, from ``os.wait4``'s resource usage), which other
load on a shared machine disturbs far less than wall-clock; the wall-clock is kept too. What an
import adds is the median of its starts minus the median of the bare starts; the ratio that
matters is ``webapi added / urllib.parse added`` (target ≤ 0.9, issue #33).

Two environments:

- ``inherited``: this process's environment as it is (on the project's machines that includes
  ``PYTHONDONTWRITEBYTECODE=1``, so without a ``__pycache__`` every start compiles the sources);
- ``cached``: ``PYTHONDONTWRITEBYTECODE`` removed and ``PYTHONPYCACHEPREFIX`` set to a new
  temporary folder, warmed by two starts first, so every module loads from bytecode (the
  realistic case of an installed package, which the target is about). The prefix keeps the
  ``.pyc`` files out of the working tree.

One ``-X importtime`` run in the cached environment gives the modules with the most self time;
one more start of each program lists the modules each import adds to a bare start.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from benchmarks._common import REPO_ROOT, fmt, median, ratio, table

__all__ = ["ImportResult", "Mode", "report", "run"]

#: ``import webapi`` may add at most this multiple of what ``import urllib.parse`` adds.
TARGET_RATIO = 0.9

_PROGRAMS = {"bare": "pass", "urllib": "import urllib.parse", "webapi": "import webapi"}


@dataclass
class Mode:
    name: str
    description: str
    #: medians of the child's CPU time (ms): bare start, with ``import webapi``
    bare_ms: float
    import_ms: float
    #: webapi's median minus the bare median (CPU ms)
    added_ms: float
    #: min(import) - min(bare) (CPU ms)
    added_min_ms: float
    #: the same for ``import urllib.parse``
    urllib_ms: float = float("nan")
    urllib_added_ms: float = float("nan")
    #: added_ms / urllib_added_ms
    vs_urllib: float | None = None
    #: program -> median wall-clock ms (for perspective)
    wall_ms: dict[str, float] = field(default_factory=dict)


@dataclass
class ImportResult:
    runs: int
    modes: list[Mode]
    #: (module, self µs, cumulative µs) from ``-X importtime``, most self time first
    slowest_modules: list[tuple[str, int, int]]
    #: program ("urllib", "webapi") -> the modules its import adds to a bare start
    modules_added: dict[str, list[str]] = field(default_factory=dict)


def _start(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Run ``python -c code``; (child CPU ms, wall ms)."""
    start = time.perf_counter_ns()
    process = subprocess.Popen([sys.executable, "-S", "-c", code], cwd=REPO_ROOT, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter_ns() - start) / 1e6
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, code)
    return (usage.ru_utime + usage.ru_stime) * 1000, wall


def _measure(name: str, description: str, env: dict[str, str], runs: int) -> Mode:
    cpu: dict[str, list[float]] = {k: [] for k in _PROGRAMS}
    wall: dict[str, list[float]] = {k: [] for k in _PROGRAMS}
    kinds = list(_PROGRAMS)
    for r in range(runs):
        k = r % len(kinds)
        for kind in kinds[k:] + kinds[:k]:
            c, w = _start(_PROGRAMS[kind], env)
            cpu[kind].append(c)
            wall[kind].append(w)
    b, u, i = median(cpu["bare"]), median(cpu["urllib"]), median(cpu["webapi"])
    return Mode(
        name,
        description,
        bare_ms=b,
        import_ms=i,
        added_ms=i - b,
        added_min_ms=min(cpu["webapi"]) - min(cpu["bare"]),
        urllib_ms=u,
        urllib_added_ms=u - b,
        vs_urllib=ratio(i - b, u - b) if u > b else None,
        wall_ms={kind: median(values) for kind, values in wall.items()},
    )


def _importtime(env: dict[str, str], top: int) -> list[tuple[str, int, int]]:
    done = subprocess.run(
        [sys.executable, "-S", "-X", "importtime", "-c", "import webapi"],
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


def _modules(code: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-S", "-c", f"{code}\nimport sys\nprint(' '.join(sys.modules))"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return set(done.stdout.split())


def modules_added() -> dict[str, list[str]]:
    """The modules ``import urllib.parse`` and ``import webapi`` add to a bare ``-S`` start."""
    bare = _modules(_PROGRAMS["bare"])
    return {k: sorted(_modules(_PROGRAMS[k]) - bare) for k in ("urllib", "webapi")}


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
            _start("import webapi", cached)
            _start("import urllib.parse", cached)
        modes.append(
            _measure(
                "cached",
                "PYTHONDONTWRITEBYTECODE unset, warmed PYTHONPYCACHEPREFIX",
                cached,
                runs,
            )
        )
        slowest = _importtime(cached, top)
    return ImportResult(runs, modes, slowest, modules_added())


def report(result: ImportResult) -> str:
    header = [
        "environment",
        "python -c pass",
        "+urllib.parse",
        "+webapi",
        "webapi/urllib",
        f"target ≤{TARGET_RATIO:g}x",
        "+webapi (mins)",
        "wall: pass/urllib/webapi",
    ]
    rows = []
    for m in result.modes:
        r = m.vs_urllib
        verdict = "-" if r is None else "met" if r <= TARGET_RATIO else "MISSED"
        wall = "/".join(fmt(m.wall_ms.get(k), 1) for k in _PROGRAMS)
        rows.append(
            [
                m.name,
                fmt(m.bare_ms, 1, " ms"),
                fmt(m.urllib_added_ms, 1, " ms"),
                fmt(m.added_ms, 1, " ms"),
                fmt(r, 2, "x"),
                verdict if m.name == "cached" else f"({verdict})",
                fmt(m.added_min_ms, 1, " ms"),
                wall + " ms",
            ]
        )
    lines = [
        f"## import webapi vs import urllib.parse (child CPU time, medians of {result.runs} "
        "interleaved starts each)",
        "",
        table(header, rows),
        "",
        *(f"{m.name}: {m.description}" for m in result.modes),
        "+X: median CPU time of `python -c 'import X'` minus that of `python -c pass`; the "
        "target applies to the cached case. (mins): fastest starts. wall: median wall-clock.",
        "",
        "most self time (-X importtime, cached): "
        + ", ".join(f"{mod} {self_us / 1000:.1f} ms" for mod, self_us, _ in result.slowest_modules),
    ]
    added = result.modules_added
    if added:
        webapi = added.get("webapi", [])
        others = [name for name in webapi if name.split(".")[0] != "webapi"]
        lines.append(
            f"modules added to a bare start: import urllib.parse {len(added.get('urllib', []))}, "
            f"import webapi {len(webapi)} ({len(webapi) - len(others)} of webapi; others: "
            f"{', '.join(others) or 'none'})"
        )
    return "\n".join(lines)
