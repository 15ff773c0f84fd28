"""The streaming command line against an in-process loop: ``python -m benchmarks.cli``.

- overhead: ``webapi normalize --jobs 1`` over the synthetic corpus on standard input (the
  child's CPU time, interpreter start included) against a loop of ``URL.parse(line)`` +
  ``href`` over the same lines (its thread CPU time, in a new process so that both start with
  empty caches), in alternating rounds;
- jobs: wall time of ``--jobs 1`` against ``--jobs 2`` over the same input, alternating, and
  against two ``--jobs 1`` commands over the two halves of the input started together (what
  the machine gives two processes at that moment: a shared host's processors are often not
  both free); what ``--jobs 2`` gets of that (the halves' time over its own, round by round:
  1 when the workers lose nothing to working together), with the load average before each
  round (the figures mean little on a loaded machine);
- memory: the command's peak resident memory for 100,000 lines and for ``--large`` lines (the
  corpus repeated), which stays flat when the command streams.

The command runs as an installed one would: from a temporary virtual environment with webapi
installed from this checkout as ``pip install .`` does (not as an editable install, whose finder
costs every start some 12 ms; the dependencies come from this environment's site-packages,
through a ``.pth`` line), and from bytecode (``PYTHONDONTWRITEBYTECODE`` removed,
``PYTHONPYCACHEPREFIX`` a new temporary folder, warmed by one run), so its start is not a
compilation of the sources.  Both the command and the loop run with that interpreter.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.corpora import data_dir

_PEAK_RSS = (
    "import resource, subprocess, sys\n"
    "with open(sys.argv[1], 'rb') as f:\n"
    "    subprocess.run(\n"
    "        sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL\n"
    "    )\n"
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)


#: The installed interpreter (set by ``main``).
_PYTHON: list[str] = [sys.executable]


def _command(jobs: int) -> list[str]:
    return [_PYTHON[0], "-m", "webapi", "normalize", "--no-progress", "--jobs", str(jobs)]


def _install(folder: Path) -> str:
    """A virtual environment in ``folder`` with webapi installed (not editable): its Python."""
    import sysconfig
    import venv

    venv.create(folder, with_pip=False)
    python = folder / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    root = Path(__file__).resolve().parent.parent
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            purelib,
            str(root),
        ],
        check=True,
    )
    # The dependencies (idna, publicsuffixlist, unicodedata2) from this environment.
    Path(purelib, "webapi-benchmark-deps.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    return str(python)


#: The children's environment: bytecode cached in a temporary folder (set by ``main``).
_ENV: dict[str, str] = {}


def _child_cpu(path: Path, jobs: int) -> tuple[float, float]:
    """(CPU seconds of the command and its workers, wall seconds)."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    with open(path, "rb") as stdin:
        subprocess.run(
            _command(jobs),
            stdin=stdin,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=_ENV,
            check=False,
        )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def _halves_wall(halves: list[Path]) -> float:
    """Wall seconds of one ``--jobs 1`` command per file, all started together."""
    started = time.perf_counter()
    files = [open(half, "rb") for half in halves]  # noqa: SIM115 (closed below)
    try:
        running = [
            subprocess.Popen(
                _command(1),
                stdin=f,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=_ENV,
            )
            for f in files
        ]
        for process in running:
            process.wait()
    finally:
        for f in files:
            f.close()
    return time.perf_counter() - started


_LOOP = (
    "import sys, time\n"
    "from webapi import URL\n"
    "with open(sys.argv[1], encoding='utf-8') as f:\n"
    "    lines = f.read().split('\\n')\n"
    "if lines and lines[-1] == '':\n"
    "    lines.pop()\n"
    "started = time.thread_time()\n"
    "for line in lines:\n"
    "    url = URL.parse(line)\n"
    "    _ = '' if url is None else url.href\n"
    "print(time.thread_time() - started)\n"
)


def _in_process(path: Path) -> float:
    """The loop's thread CPU time in a new process: its caches (IDN, bases) start empty, as
    the command's do, and its start and reading are not counted."""
    completed = subprocess.run(
        [_PYTHON[0], "-c", _LOOP, str(path)],
        capture_output=True,
        text=True,
        env=_ENV,
        check=True,
    )
    return float(completed.stdout.strip())


def _peak_rss_kib(path: Path, jobs: int) -> int:
    completed = subprocess.run(
        [sys.executable, "-c", _PEAK_RSS, str(path), *_command(jobs)],
        capture_output=True,
        text=True,
        env=_ENV,
        check=True,
    )
    return int(completed.stdout.strip())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cli", description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--large", type=int, default=10_000_000, help="lines of the memory run")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args(argv)

    corpus = data_dir() / "urls-synthetic.txt"
    lines = corpus.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    results: dict[str, object] = {"lines": len(lines), "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory() as pycache, tempfile.TemporaryDirectory() as installed:
        _PYTHON[0] = _install(Path(installed))
        _ENV.clear()
        _ENV.update(os.environ)
        _ENV.pop("PYTHONDONTWRITEBYTECODE", None)
        _ENV["PYTHONPYCACHEPREFIX"] = pycache
        _child_cpu(corpus, 2)  # writes the bytecode
        _measure(args, corpus, lines, results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")


def _measure(
    args: argparse.Namespace, corpus: Path, lines: list[str], results: dict[str, object]
) -> None:

    command_cpu, loop_cpu, wall_1, wall_2, wall_halves = [], [], [], [], []
    loads: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        halves = [Path(folder, "first.txt"), Path(folder, "second.txt")]
        middle = len(lines) // 2
        for half, part in zip(halves, (lines[:middle], lines[middle:]), strict=True):
            half.write_text("".join(line + "\n" for line in part), encoding="utf-8")
        for _ in range(args.rounds):
            loads.append(os.getloadavg()[0])
            cpu, wall = _child_cpu(corpus, 1)
            command_cpu.append(cpu)
            wall_1.append(wall)
            loop_cpu.append(_in_process(corpus))
            wall_2.append(_child_cpu(corpus, 2)[1])
            wall_halves.append(_halves_wall(halves))
    overhead = statistics.median(command_cpu) / statistics.median(loop_cpu)
    speedup = statistics.median(wall_1) / statistics.median(wall_2)
    # Each round's own ratio: the two runs of a round are seconds apart, so they share the
    # machine's state (a shared host's load comes and goes over seconds).
    paired = statistics.median(one / two for one, two in zip(wall_1, wall_2, strict=True))
    # What the machine gives two processes at that time: two --jobs 1 commands, each over half
    # of the lines, started together (no sharing, no order to keep) against one over all.
    capacity = statistics.median(one / two for one, two in zip(wall_1, wall_halves, strict=True))
    # What --jobs 2 gets of that: the halves' time over its own, round by round.
    shares = [halves / two for halves, two in zip(wall_halves, wall_2, strict=True)]
    share = statistics.median(shares)
    results |= {
        "normalize_cpu_s": statistics.median(command_cpu),
        "loop_cpu_s": statistics.median(loop_cpu),
        "overhead_ratio": overhead,
        "jobs1_wall_s": statistics.median(wall_1),
        "jobs2_wall_s": statistics.median(wall_2),
        "jobs2_speedup": speedup,
        "jobs2_speedup_paired": paired,
        "jobs2_speedup_best": min(wall_1) / min(wall_2),
        "halves_speedup_paired": capacity,
        "jobs2_share_of_halves": share,
        "jobs2_shares_of_halves": shares,
        "load_averages": loads,
        "jobs1_walls_s": wall_1,
        "jobs2_walls_s": wall_2,
        "halves_walls_s": wall_halves,
    }
    print(f"normalize --jobs 1 vs in-process URL(line).href loop (CPU): {overhead:.3f}x")
    print(
        f"--jobs 2 vs --jobs 1 (wall): {speedup:.2f}x faster (medians); {paired:.2f}x (median "
        f"of the rounds' ratios); {min(wall_1) / min(wall_2):.2f}x (fastest runs)"
    )
    print(f"two --jobs 1 over the halves, together, vs --jobs 1 (the bound): {capacity:.2f}x")
    print(
        f"--jobs 2 gets {share:.2f} of what the halves get (median of the rounds' ratios; "
        f"{min(shares):.2f} to {max(shares):.2f}); load average {min(loads):.2f} to "
        f"{max(loads):.2f} over {os.cpu_count()} processors"
    )

    with tempfile.TemporaryDirectory() as folder:
        large = Path(folder) / "large.txt"
        text = "\n".join(lines) + "\n"
        with open(large, "w", encoding="utf-8") as out:
            written = 0
            while written < args.large:
                take = min(len(lines), args.large - written)
                out.write(text if take == len(lines) else "\n".join(lines[:take]) + "\n")
                written += take
        small_rss = _peak_rss_kib(corpus, 1)
        large_rss = _peak_rss_kib(large, 1)
    results |= {"rss_kib_100k": small_rss, "rss_kib_large": large_rss, "large_lines": args.large}
    print(
        f"peak RSS: {small_rss / 1024:.1f} MiB for {len(lines):,} lines, "
        f"{large_rss / 1024:.1f} MiB for {args.large:,} lines ({large_rss / small_rss:.2f}x)"
    )


if __name__ == "__main__":
    main()
