"""``pyodide_bench.py`` inside Pyodide in headless Chromium (the ``pyodide`` section's
``--pyodide-browser``).

Debian's Chromium (``/usr/bin/chromium``, ``$WEBAPI_CHROMIUM``; ``oracles.chromium``'s flags) is
launched through Playwright for Python with ``executable_path`` (no browser download), one fresh
browser per run, and loads ``benchmarks/pyodide_bench.html`` from a loopback server that also
serves the Pyodide runtime (:func:`benchmarks.pyodide.pyodide_dir`, as the e2e viewer test loads
it), this tree's ``webapi`` and ``idna`` sources, and the corpora. The page runs
``pyodide_bench.main`` on its main thread, as a page's script would.

The clock, as close to Node's as a browser allows: the CPU time of the renderer's main thread
(the thread that runs the page's Python; V8's garbage-collection and compilation threads do not
count), which Linux gives in ``/proc/PID/task/PID/schedstat`` (a renderer's main thread is its
process's first thread). The page cannot read ``/proc``; it asks this server (``GET /cpu``, a
synchronous request, so that the thread is blocked, and its figure exact, while the server reads
it). The renderer is found as the ``--type=renderer`` descendant of this process whose main
thread has used the most CPU once Pyodide is loaded (seconds of it: the page's own). A reading
costs the renderer's main thread some 0.5 ms (a synchronous request through the browser
process): ``pyodide_bench.cpu_clock`` times 21 empty windows first and takes their median off
every round (rounds are some 10 ms to 50 ms). Without
``/proc`` the page times wall time, and the output says so.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path
from typing import Any

__all__ = ["browser_result", "renderer_main_thread", "unavailable"]

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PAGE = HERE / "pyodide_bench.html"
LOAD_TIMEOUT_MS = 180_000
MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".json": "application/json",
    ".html": "text/html; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}


def unavailable() -> str | None:
    """Why the browser mode cannot run here (None: it can)."""
    try:
        from oracles.chromium import CHROMIUM
    except ImportError as error:
        return f"oracles.chromium needs {error.name} (install the test extra)"
    if importlib.util.find_spec("playwright") is None:
        return "playwright is not installed (pip install playwright; no browser download)"
    if not CHROMIUM.exists():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set $WEBAPI_CHROMIUM)"
    return None


def _sources() -> dict[str, str]:
    """The files the page writes into Pyodide: ``webapi``, ``idna`` and ``pyodide_bench.py``,
    by their path under the folder put on ``sys.path``."""
    roots = [REPO / "webapi"]
    spec = importlib.util.find_spec("idna")
    if spec is not None and spec.origin is not None:
        roots.append(Path(spec.origin).parent)
    files = {"pyodide_bench.py": (HERE / "pyodide_bench.py").read_text(encoding="utf-8")}
    for root in roots:
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".typed") and "__pycache__" not in path.parts:
                name = f"{root.name}/{path.relative_to(root).as_posix()}"
                files[name] = path.read_text(encoding="utf-8")
    return files


def _ppid(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def _main_thread_ns(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def renderer_main_thread(ancestor: int | None = None) -> int | None:
    """The pid of the Chromium renderer below ``ancestor`` (this process) whose main thread has
    used the most CPU time; None without ``/proc`` or such a renderer."""
    ancestor = os.getpid() if ancestor is None else ancestor
    best: tuple[int, int] | None = None
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return None
    for pid in pids:
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"--type=renderer" not in cmdline:  # Chromium joins its arguments with spaces
            continue
        parent: int | None = pid
        while parent not in (None, 0, 1, ancestor):
            parent = _ppid(parent)
        used = _main_thread_ns(pid)
        if parent == ancestor and used is not None and (best is None or used > best[1]):
            best = (pid, used)
    return None if best is None else best[0]


class _Site:
    """What the server (``oracles.chromium.serve_answers``) answers: files by path, and ``/cpu``
    once ``renderer`` is set."""

    def __init__(self, pyodide: Path, corpora: list[Path]) -> None:
        self.files: dict[str, Path] = {"/": PAGE, "/index.html": PAGE}
        for path in pyodide.iterdir():
            if path.is_file():
                self.files[f"/pyodide/{path.name}"] = path
        for path in corpora:
            self.files[f"/bench/{path.name}"] = path
        self.sources = json.dumps(_sources()).encode()
        self.renderer: int | None = None

    def answer(self, path: str) -> tuple[int, bytes, str]:
        if path == "/cpu":
            used = None if self.renderer is None else _main_thread_ns(self.renderer)
            if used is None:
                return 503, b"no renderer main thread found", MIME_TYPES[".txt"]
            return 200, str(used).encode(), MIME_TYPES[".txt"]
        if path == "/files.json":
            return 200, self.sources, MIME_TYPES[".json"]
        file = self.files.get(path)
        if file is None:
            return 404, b"not found", MIME_TYPES[".txt"]
        return 200, file.read_bytes(), MIME_TYPES.get(file.suffix, "application/octet-stream")


def browser_result(
    pyodide: Path, corpora: list[Path], argv: list[str]
) -> tuple[str, dict[str, Any]]:
    """Run ``pyodide_bench.main(argv)`` (corpora given as ``/bench/NAME``) in a fresh headless
    Chromium; the browser's name and version, and the parsed ``RESULT`` line."""
    from playwright.sync_api import sync_playwright

    from oracles.chromium import CHROMIUM, CHROMIUM_FLAGS, serve_answers

    site = _Site(pyodide, corpora)
    with serve_answers(site.answer) as origin, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        try:
            page = browser.new_page()
            page.goto(origin)
            page.wait_for_selector("body[data-ready]", state="attached", timeout=LOAD_TIMEOUT_MS)
            if page.get_attribute("body", "data-ready") != "true":
                raise RuntimeError(f"Pyodide did not load: {page.text_content('body')}")
            site.renderer = renderer_main_thread()
            done = page.evaluate(
                "([argv, names, cpu]) => runBench(argv, names, cpu)",
                [argv, [p.name for p in corpora], site.renderer is not None],
            )
            name = f"Chromium {browser.version}"
        finally:
            browser.close()
    output = str(done["output"])
    for line in output.splitlines():
        if line.startswith("RESULT "):
            parsed: dict[str, Any] = json.loads(line.removeprefix("RESULT "))
            return name, parsed
    raise RuntimeError(f"the page's run exited {done['exitCode']} without a RESULT line:\n{output}")
