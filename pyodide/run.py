#!/usr/bin/env python3
"""webapi in Pyodide (CPython compiled to WebAssembly): the whole test suite, and the URL viewer.

Usage, from anywhere (run it with the project's virtual environment's Python)::

    python pyodide/run.py [PYTEST_ARGS...]    # the whole suite inside Pyodide under Node
    python pyodide/run.py serve [--port N]    # build build/viewer/ and serve it on 127.0.0.1
    python pyodide/run.py build-viewer        # only build build/viewer/
    python pyodide/run.py wheels DIR          # webapi's wheel and its dependencies' for Pyodide

The suite: builds the project's pure wheel, installs the pinned npm package ``pyodide``
(``npm ci`` in ``pyodide/`` when ``node_modules`` is missing or stale), downloads pure wheels of
the runtime dependencies and of the ``test`` extra (less mypy and ruff, which the tests only run
as processes) for Pyodide's Python, boots Pyodide under Node with no network (a network
namespace where Linux allows it, and ``fetch`` blocked), installs the wheels, mounts the
repository at ``/repo``, the web-platform-tests data (``$WPT_DATA``, else ``../shared/wpt``,
else the loader's download cache) and the Encoding Standard's data (``$ENCODING_DATA``, else
``../shared/encoding``, else ``wpt/encoding.py``'s download cache) and runs pytest in
``/repo`` against the installed wheel: the whole suite in two Pyodide processes at once where
there are two cores (each a share of the test files; ``$WEBAPI_PYODIDE_JOBS`` sets how many),
named files or tests in one.
The exit status is pytest's (the first failing process's).  Where ``node`` is not on
``PATH`` it prints why and exits 0, unless ``WEBAPI_REQUIRE_PYODIDE=1`` (CI), which makes that
an error.

Dependencies are installed as a user's ``micropip.install`` gets them online: the runtime
dependencies webapi declares for Pyodide (its ``Requires-Dist`` markers evaluated for
Emscripten, so no ``unicodedata2``), at the versions Pyodide's own distribution ships
(``pyodide-lock.json``: ``idna`` 3.11 for Pyodide 314) where it ships them.

``wheels DIR`` writes that set for self-hosting: webapi's wheel and every dependency's into
DIR, and ``DIR/wheels.json`` listing the files (dependencies first), for the one call that
loads them all (``docs/pyodide.md``).

Outputs (git-ignored): ``build/pyodide/`` (wheels, JUnit XML, the JavaScript ``URL`` comparison
report) and ``build/viewer/`` (the static viewer site: the page, the Pyodide runtime, wheels).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
BUILD = REPO / "build"
SUITE_DIR = BUILD / "pyodide"
VIEWER_DIR = BUILD / "viewer"
RUNTIME = HERE / "node_modules" / "pyodide"

#: Test-extra requirements that cannot be had inside Pyodide: tools the tests only run as
#: processes (deselected there), pytest-xdist (its workers are processes) and compiled
#: packages (ada-url for the differential tests, atheris for the fuzz target, pyarrow and
#: dask's pandas for the batch API's dataframe tests, Scrapy (Twisted, lxml, cryptography)
#: and werkzeug for the header-container tests, markupever (Rust) for links()'s fast path,
#: which Pyodide never has, pydantic (its Rust core) for the URL-object tests; their tests
#: skip there, saying so).
HOST_ONLY_TOOLS = frozenset(
    {
        "mypy",
        "ruff",
        "ada-url",
        "atheris",
        "build",
        "twine",
        "pyarrow",
        "dask",
        "scrapy",
        "werkzeug",
        "markupever",
        "pydantic",
        "pytest-xdist",
    }
)
#: The environment markers of Pyodide's Python (PEP 508), but the Python version, which comes
#: from the runtime's lock file.
PYODIDE_MARKERS = {
    "os_name": "posix",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "implementation_name": "cpython",
}
#: Where things are inside Pyodide's file system.
GUEST_REPO = "/repo"
GUEST_SHARED = "/shared"
GUEST_WPT = "/wpt"
#: The other data sets of shared/wpt beside url/ (urlpattern/, mimesniff/, fetch/), mounted at
#: "/" + their name, where the loader looks for them given $WPT_DATA (/wpt/../NAME).
WPT_SIBLINGS = ("urlpattern", "mimesniff", "fetch")
GUEST_ENCODING = "/encoding"
GUEST_SPEC = "/spec"
GUEST_RUNNER = "/runner"
#: A folder on ``sys.path`` inside Pyodide instead of the repository root (pytest's
#: ``pythonpath = ["."]``): links to the root's packages and modules (``wpt``, ``idl``, ...)
#: except ``webapi``, so that ``webapi`` is imported from the installed wheel.
GUEST_DEV_PATH = "/devpath"
#: Root folders never linked there: the package under test, and this folder, whose name would
#: hide Pyodide's own ``pyodide`` package.
NOT_DEV_PACKAGES = frozenset({"webapi", "pyodide", "build"})
#: Root folders without an ``__init__.py`` that tests import as namespace packages
#: (``from tests.html._pages import pages``), as they do on the host.
NAMESPACE_DEV_PACKAGES = frozenset({"tests"})
#: How the file names of webapi's wheels start (the distribution is ``webapi-py``).
WHEEL_PREFIX = "webapi_py-"
#: Files the viewer serves, from ``pyodide/viewer/``.
VIEWER_FILES = ("index.html", "viewer.css", "viewer.js", "viewer.py")

#: How a skip reason of the web-platform-tests runner starts for a case excused for the
#: Unicode version (``EXCUSE_PREFIX`` in tests/wpt/conftest.py).
UNICODE_SKIP = re.compile(r"Unicode version:")

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".py": "text/plain; charset=utf-8",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
}


class SetupError(RuntimeError):
    """A step before the tests failed (npm, pip, the data)."""


def log(message: str) -> None:
    print(f"[pyodide] {message}", flush=True)


# --- the runtime (npm) ---------------------------------------------------------------------


def pinned_pyodide_version() -> str:
    package = json.loads((HERE / "package.json").read_text(encoding="utf-8"))
    return str(package["dependencies"]["pyodide"])


def installed_pyodide_version() -> str | None:
    try:
        package = json.loads((RUNTIME / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return str(package.get("version"))


def ensure_runtime() -> Path:
    """``node_modules/pyodide`` at the pinned version, running ``npm ci`` when needed."""
    pinned = pinned_pyodide_version()
    if installed_pyodide_version() == pinned and (RUNTIME / "pyodide.asm.wasm").exists():
        return RUNTIME
    npm = shutil.which("npm")
    if npm is None:
        raise SetupError("npm is not on PATH: it installs the pinned pyodide package")
    log(f"npm ci: installing pyodide {pinned} into {RUNTIME.parent}")
    command = [npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"]
    if subprocess.run(command, cwd=HERE, check=False).returncode != 0:
        raise SetupError("npm ci failed in pyodide/")
    if installed_pyodide_version() != pinned:
        raise SetupError(f"npm ci did not install pyodide {pinned}")
    return RUNTIME


def runtime_python_version(runtime: Path) -> str:
    """``3.14`` for the Python inside the runtime (from its lock file)."""
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    major, minor = str(lock["info"]["python"]).split(".")[:2]
    return f"{major}.{minor}"


# --- wheels (pip) --------------------------------------------------------------------------


def build_wheel(dest: Path) -> Path:
    """The project's pure wheel, built from a clean copy of the sources into ``dest``.

    A copy, because an in-tree build leaves ``build/lib`` behind, whose stale files a later
    build would pack."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob(f"{WHEEL_PREFIX}*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory(prefix="webapi-src-") as tmp:
        source = Path(tmp) / "src"
        source.mkdir()
        for name in ("pyproject.toml", "README.md", "LICENSE"):
            shutil.copy2(REPO / name, source / name)
        shutil.copytree(
            REPO / "webapi", source / "webapi", ignore=shutil.ignore_patterns("__pycache__")
        )
        command = [sys.executable, "-m", "pip", "wheel", "-qq", "--no-deps"]
        command += ["--wheel-dir", str(dest), str(source)]
        if subprocess.run(command, check=False).returncode != 0:
            # No package index for an isolated build: the environment's own setuptools.
            log("building the wheel in isolation failed; trying this environment's setuptools")
            command.insert(-1, "--no-build-isolation")
            if subprocess.run(command, check=False).returncode != 0:
                raise SetupError("building the webapi wheel failed")
    (wheel,) = dest.glob(f"{WHEEL_PREFIX}*.whl")
    return wheel


def runtime_requirements(runtime: Path) -> list[str]:
    """webapi's runtime dependencies as Pyodide installs them: the ``dependencies`` of
    pyproject.toml whose markers hold inside Pyodide, each pinned to the version Pyodide's
    own distribution ships when it ships one that fits (what ``micropip.install`` picks
    online)."""
    from packaging.requirements import Requirement

    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    python = str(lock["info"]["python"])
    environment = {
        **PYODIDE_MARKERS,
        "python_version": ".".join(python.split(".")[:2]),
        "python_full_version": python,
        "implementation_version": python,
    }
    shipped = {
        str(name).lower().replace("_", "-"): str(package["version"])
        for name, package in lock["packages"].items()
    }
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = []
    for text in project["dependencies"]:
        requirement = Requirement(text)
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        version = shipped.get(requirement.name.lower().replace("_", "-"))
        if version is not None and requirement.specifier.contains(version, prereleases=True):
            requirements.append(f"{requirement.name}=={version}")
        else:
            requirement.marker = None
            requirements.append(str(requirement))
    return requirements


def test_requirements() -> list[str]:
    """The ``test`` extra of pyproject.toml, less what only the host can have."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = project["optional-dependencies"]["test"]
    kept = []
    for requirement in requirements:
        match = re.match(r"[A-Za-z0-9._-]+", requirement)
        name = match.group(0).lower() if match else requirement
        if name not in HOST_ONLY_TOOLS:
            kept.append(requirement)
    return kept


def download_wheels(
    requirements: Sequence[str], dest: Path, python_version: str, cached: Sequence[Path] = ()
) -> list[Path]:
    """Pure wheels (``py3-none-any``) of ``requirements`` and what they depend on, for
    ``python_version``, into ``dest``.  Wheels in the ``cached`` folders (earlier runs) are
    used when the package index cannot be reached."""
    base = [sys.executable, "-m", "pip", "download", "-qq", "--disable-pip-version-check"]
    base += ["--only-binary=:all:", "--implementation", "py", "--abi", "none"]
    base += ["--platform", "any", "--python-version", python_version, "--dest", str(dest)]
    if subprocess.run([*base, *requirements], check=False).returncode != 0:
        folders = [folder for folder in dict.fromkeys(cached) if folder.is_dir()]
        if not folders:
            raise SetupError("could not download pure wheels of " + " ".join(requirements))
        log(
            "pip download failed; trying the wheels of earlier runs: "
            + ", ".join(map(str, folders))
        )
        offline = [*base, "--no-index"]
        for folder in folders:
            offline += ["--find-links", str(folder)]
        if subprocess.run([*offline, *requirements], check=False).returncode != 0:
            raise SetupError("could not get pure wheels of " + " ".join(requirements))
    return sorted(dest.glob("*.whl"))


def fresh_wheels(dest: Path, requirements: Sequence[str], runtime: Path) -> list[Path]:
    """``dest`` holding exactly the webapi wheel, built now, the wheels of its runtime
    dependencies as Pyodide installs them (:func:`runtime_requirements`) and those
    ``requirements`` resolve to (chosen again every run; the previous ones serve when the
    package index is out of reach).  webapi's wheel itself is not resolved by pip: its
    markers would be evaluated for this host's Python, not Pyodide's."""
    python_version = runtime_python_version(runtime)
    with tempfile.TemporaryDirectory(prefix="webapi-wheels-") as tmp:
        fresh = Path(tmp)
        build_wheel(fresh)
        cached = [dest, SUITE_DIR / "wheels", VIEWER_DIR / "wheels"]
        wanted = [*runtime_requirements(runtime), *requirements]
        wheels = download_wheels(wanted, fresh, python_version, cached)
        if dest.exists():
            shutil.rmtree(dest)
        dest.mkdir(parents=True)
        for path in wheels:
            shutil.copy2(path, dest / path.name)
    return sorted(dest.glob("*.whl"))


def write_wheels(dest: Path) -> list[Path]:
    """The self-hosting set: webapi's wheel and its dependencies' wheels in ``dest``, and
    ``dest/wheels.json``, their file names with webapi's last (so that a loader that goes
    in order installs the dependencies first)."""
    wheels = fresh_wheels(dest, (), ensure_runtime())
    names = sorted((w.name for w in wheels), key=lambda name: name.startswith(WHEEL_PREFIX))
    (dest / "wheels.json").write_text(json.dumps(names, indent=2) + "\n", encoding="utf-8")
    return wheels


def _wheel_names(wheels: Sequence[Path]) -> str:
    return ", ".join(wheel.name.split("-")[0] + " " + wheel.name.split("-")[1] for wheel in wheels)


def suite_wheels(runtime: Path) -> list[Path]:
    """The webapi wheel, its dependencies and the test tools' wheels, fresh."""
    return fresh_wheels(SUITE_DIR / "wheels", test_requirements(), runtime)


# --- data ----------------------------------------------------------------------------------


def wpt_data_dir() -> Path | None:
    """The host folder that holds the web-platform-tests URL data files, found as the loader
    finds them on the host (``$WPT_DATA`` or ``$WPT_DATA/url``, ``../shared/wpt/url``, else the
    download cache, filled now); None when they are not to be had (the tests that read them
    then skip, saying so).  The folder of the files themselves, not its parent: that is the
    form every reader of ``$WPT_DATA`` in the tests accepts."""
    override = os.environ.get("WPT_DATA")
    if override:
        folder = Path(override).resolve()
        return folder / "url" if (folder / "url").is_dir() else folder
    shared = REPO.parent / "shared" / "wpt" / "url"
    if shared.is_dir():
        return shared
    sys.path.insert(0, str(REPO))
    try:
        import wpt

        # Every file is fetched into the cache; the URL Standard's (no directory in their
        # names) make the folder, which holds urlpattern/ too.
        try:
            located = {name: wpt.locate(name) for name in wpt.read_manifest()}
        except wpt.WPTDataError as exc:
            log(f"no WPT data ({exc}): the tests that need it skip")
            return None
        folders = {path.parent for name, path in located.items() if "/" not in name}
    finally:
        sys.path.remove(str(REPO))
    if len(folders) != 1:
        raise SetupError(f"the WPT data files are in several folders: {sorted(folders)}")
    return folders.pop()


def encoding_data_dir() -> Path | None:
    """The host folder of the Encoding Standard's index files and label table, found as
    ``wpt/encoding.py`` finds them (``$ENCODING_DATA`` or ``$ENCODING_DATA/encoding``,
    ``../shared/encoding``, else the download cache, filled now)."""
    override = os.environ.get("ENCODING_DATA")
    if override:
        folder = Path(override).resolve()
        return folder / "encoding" if (folder / "encoding").is_dir() else folder
    shared = REPO.parent / "shared" / "encoding"
    if shared.is_dir():
        return shared
    sys.path.insert(0, str(REPO))
    try:
        import wpt.encoding

        manifest = wpt.read_manifest(wpt.encoding.MANIFEST_PATH)
        try:
            folders = {wpt.encoding.locate(name).parent for name in manifest}
        except wpt.WPTDataError as exc:
            log(f"no Encoding Standard data ({exc}): the tests that need it skip")
            return None
    finally:
        sys.path.remove(str(REPO))
    if len(folders) != 1:
        raise SetupError(f"the Encoding Standard files are in several folders: {sorted(folders)}")
    return folders.pop()


# --- the suite -----------------------------------------------------------------------------


def dev_packages() -> list[str]:
    """The repository root's regular packages and modules that tests import (``wpt``, ``idl``,
    ``benchmarks``...), as pytest's ``pythonpath = ["."]`` makes them importable on the host."""
    names = []
    for entry in sorted(REPO.iterdir()):
        package = entry.is_dir() and (
            (entry / "__init__.py").is_file() or entry.name in NAMESPACE_DEV_PACKAGES
        )
        module = entry.is_file() and entry.suffix == ".py"
        if (package or module) and entry.name.split(".")[0] not in NOT_DEV_PACKAGES:
            names.append(entry.name)
    return names


def suite_config(
    wheels: Sequence[Path],
    runtime: Path,
    pytest_args: Sequence[str],
    shard: tuple[int, int] = (0, 1),
) -> Any:
    """What ``run-tests.mjs`` is told: the wheels, the mounts, the environment and pytest's
    arguments; ``shard`` ``(i, n)``: the ``i``-th of ``n`` processes that share the suite (its
    files dealt out in turn by ``tests/conftest.py``; its JUnit report ``junit-i.xml``)."""
    mounts = [
        {"host": str(REPO), "guest": GUEST_REPO},
        {"host": str(HERE), "guest": GUEST_RUNNER},
    ]
    env = {
        "PYTHONDONTWRITEBYTECODE": "1",
        "COLUMNS": str(shutil.get_terminal_size().columns),
        "WEBAPI_PYODIDE_REPORT_DIR": f"{GUEST_REPO}/build/pyodide",
    }
    # Host folders are mounted by their real paths: a NODEFS mount of a symlink is not a folder.
    shared = REPO.parent / "shared"
    if shared.is_dir():
        # ../shared beside the repository, as on the host (/repo/../shared).
        mounts.append({"host": str(shared.resolve()), "guest": GUEST_SHARED})
    # Without data on the host the variables still name the guest folders, left empty: the
    # loader then says the data is not there and the tests that need it skip (the guest has no
    # network to download it).
    wpt_data = wpt_data_dir()
    if wpt_data is not None:
        wpt_data = wpt_data.resolve()
        mounts.append({"host": str(wpt_data), "guest": GUEST_WPT})
        for sibling in WPT_SIBLINGS:
            # The other standards' data beside url/ (shared/wpt/urlpattern, ...), where the
            # loader looks for it given $WPT_DATA (/wpt/../urlpattern, ...).
            if (wpt_data.parent / sibling).is_dir():
                mounts.append({"host": str(wpt_data.parent / sibling), "guest": f"/{sibling}"})
    env["WPT_DATA"] = GUEST_WPT
    encoding_data = encoding_data_dir()
    if encoding_data is not None:
        mounts.append({"host": str(encoding_data.resolve()), "guest": GUEST_ENCODING})
    env["ENCODING_DATA"] = GUEST_ENCODING
    spec = os.environ.get("WEBAPI_SPEC_DIR")
    if spec:
        mounts.append({"host": str(Path(spec).resolve()), "guest": GUEST_SPEC})
        env["WEBAPI_SPEC_DIR"] = GUEST_SPEC
    # pytest runs in the repository as on the host (its configuration, testpaths, relative
    # paths in the arguments), with the development packages instead of the root on sys.path.
    args = ["-p", "no:cacheprovider", "-o", f"pythonpath={GUEST_DEV_PATH}"]
    index, count = shard
    if count > 1:
        env["WEBAPI_PYODIDE_SHARD"] = f"{index}/{count}"
    args += ["--junitxml", f"{GUEST_REPO}/build/pyodide/{junit_name(shard)}", *pytest_args]
    return {
        "indexURL": str(runtime) + "/",
        "wheels": [str(wheel) for wheel in wheels],
        "mounts": mounts,
        "symlinks": [
            {"target": f"{GUEST_REPO}/{name}", "path": f"{GUEST_DEV_PATH}/{name}"}
            for name in dev_packages()
        ],
        "env": env,
        "cwd": GUEST_REPO,
        "pythonPath": GUEST_RUNNER,
        "module": "pytest_in_pyodide",
        "args": args,
    }


def junit_name(shard: tuple[int, int]) -> str:
    """The JUnit report's file name in ``build/pyodide/`` of a process of the suite."""
    index, count = shard
    return "junit.xml" if count == 1 else f"junit-{index}.xml"


def shard_count(pytest_args: Sequence[str]) -> int:
    """How many Pyodide processes share the suite: ``$WEBAPI_PYODIDE_JOBS`` if set, else one per
    core up to two for the whole suite (as the README's ``pytest -n 2``), one when the
    arguments name files or tests (a few files gain nothing from a second boot)."""
    jobs = os.environ.get("WEBAPI_PYODIDE_JOBS", "")
    if jobs.isdigit() and int(jobs) > 0:
        return int(jobs)
    for arg in pytest_args:
        if "::" in arg or arg.endswith(".py") or (REPO / arg).exists() or Path(arg).exists():
            return 1
    return max(1, min(2, os.cpu_count() or 1))


def junit_summary(*paths: Path) -> str:
    """``N tests: P passed, F failed, E errors, S skipped (U for the Unicode version)`` of the
    JUnit reports ``paths`` together."""
    counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    unicode_skips = 0
    for path in paths:
        root = ET.parse(path).getroot()
        suites = [root] if root.tag == "testsuite" else list(root.iter("testsuite"))
        for suite in suites:
            for key in counts:
                counts[key] += int(suite.get(key, "0"))
        unicode_skips += sum(
            1
            for skipped in root.iter("skipped")
            if UNICODE_SKIP.search(skipped.get("message", "") + (skipped.text or ""))
        )
    passed = counts["tests"] - counts["failures"] - counts["errors"] - counts["skipped"]
    return (
        f"{counts['tests']} tests: {passed} passed, {counts['failures']} failed, "
        f"{counts['errors']} errors, {counts['skipped']} skipped "
        f"({unicode_skips} of them for the Unicode version)"
    )


def offline_prefix() -> tuple[list[str], str]:
    """A command prefix that runs Node without any network, and what it does: a new network
    namespace (``unshare -n``, as root, or ``unshare -rn``) where Linux allows it.  Either way
    ``run-tests.mjs`` also blocks ``fetch``."""
    unshare = shutil.which("unshare")
    if unshare is not None and sys.platform == "linux":
        for flags in ("-n", "-rn"):
            probe = subprocess.run([unshare, flags, "true"], capture_output=True, check=False)
            if probe.returncode == 0:
                return [unshare, flags], f"no network (unshare {flags}; fetch blocked)"
    return [], "fetch blocked (no network namespace available here)"


def run_suite(pytest_args: Sequence[str]) -> int:
    node = shutil.which("node")
    if node is None:
        message = (
            "`node` is not on PATH, so the test suite was NOT run inside Pyodide "
            "(install Node.js >= 18 and npm to run it)"
        )
        if os.environ.get("WEBAPI_REQUIRE_PYODIDE") == "1":
            log(f"ERROR: {message}; WEBAPI_REQUIRE_PYODIDE=1 makes that an error")
            return 1
        log(f"SKIPPED: {message}")
        return 0
    started = time.perf_counter()
    runtime = ensure_runtime()
    python_version = runtime_python_version(runtime)
    wheels = suite_wheels(runtime)
    log(f"pyodide {pinned_pyodide_version()} (Python {python_version}); wheels:")
    log("  " + _wheel_names(wheels))
    count = shard_count(pytest_args)
    prefix, offline = offline_prefix()
    setup = time.perf_counter() - started
    log(
        f"setup took {setup:.1f} s; running pytest inside Pyodide with {offline}"
        + (f", in {count} processes (each a share of the test files)" if count > 1 else "")
    )
    processes: list[tuple[subprocess.Popen[bytes], Path | None]] = []
    junits: list[Path] = []
    for index in range(count):
        shard = (index, count)
        junit = SUITE_DIR / junit_name(shard)
        junit.unlink(missing_ok=True)
        junits.append(junit)
        config_path = SUITE_DIR / f"config-{index}.json"
        config = suite_config(wheels, runtime, pytest_args, shard)
        config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")
        command = [*prefix, node, str(HERE / "run-tests.mjs"), str(config_path)]
        # The first process writes to the terminal as it goes; the others to files, shown after.
        output = None if index == 0 else SUITE_DIR / f"output-{index}.txt"
        if output is None:
            processes.append((subprocess.Popen(command, cwd=HERE), None))
        else:
            with output.open("wb") as sink:
                process = subprocess.Popen(command, cwd=HERE, stdout=sink, stderr=subprocess.STDOUT)
            processes.append((process, output))
    statuses = [process.wait() for process, _ in processes]
    for index, (_, output) in enumerate(processes):
        if output is not None:
            log(f"process {index + 1} of {count} (exit status {statuses[index]}):")
            sys.stdout.write(output.read_text(encoding="utf-8", errors="replace"))
            sys.stdout.flush()
    status = next((status for status in statuses if status != 0), 0)
    reports = [junit for junit in junits if junit.exists()]
    summary = junit_summary(*reports) if len(reports) == count else "no JUnit report"
    log(
        f"Pyodide suite: exit status {status}; {summary}; "
        f"{time.perf_counter() - started:.0f} s in all"
    )
    return status


# --- the viewer ----------------------------------------------------------------------------


def build_viewer(dest: Path = VIEWER_DIR) -> Path:
    """The static viewer site in ``dest``: the page, the Pyodide runtime under ``pyodide/``, and
    the webapi wheel with its dependencies under ``wheels/`` (listed in ``wheels.json``)."""
    runtime = ensure_runtime()
    wheels = write_wheels(dest / "wheels")
    for entry in dest.iterdir():  # all but the wheels: what an earlier build left
        if entry.is_dir() and entry.name != "wheels":
            shutil.rmtree(entry)
        elif entry.is_file():
            entry.unlink()
    for name in VIEWER_FILES:
        shutil.copy2(HERE / "viewer" / name, dest / name)
    shutil.copytree(
        runtime, dest / "pyodide", ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.html")
    )
    shutil.copy2(dest / "wheels" / "wheels.json", dest / "wheels.json")
    log(f"viewer built in {dest} with {_wheel_names(wheels)}")
    return dest


class _Handler(http.server.SimpleHTTPRequestHandler):
    quiet: ClassVar[bool] = True

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return MIME_TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


@contextlib.contextmanager
def serve(directory: Path, port: int = 0, *, quiet: bool = True) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 in a thread; yields the base URL (``http://...:N/``)."""
    import threading

    handler_class = type("Handler", (_Handler,), {"quiet": quiet})
    handler = functools.partial(handler_class, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def serve_viewer(port: int) -> int:
    directory = build_viewer()
    with serve(directory, port, quiet=False) as url:
        log(f"URL viewer: open {url} (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            while True:
                time.sleep(3600)
    return 0


# --- command line --------------------------------------------------------------------------


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    try:
        if args[:1] == ["serve"]:
            port = 8000
            if args[1:2] == ["--port"] and len(args) == 3 and args[2].isdigit():
                port = int(args[2])
            elif len(args) > 1:
                print("usage: python pyodide/run.py serve [--port N]", file=sys.stderr)
                return 2
            return serve_viewer(port)
        if args == ["build-viewer"]:
            build_viewer()
            return 0
        if args[:1] == ["wheels"]:
            if len(args) != 2:
                print("usage: python pyodide/run.py wheels DIR", file=sys.stderr)
                return 2
            wheels = write_wheels(Path(args[1]).resolve())
            log(f"wrote {_wheel_names(wheels)} and wheels.json to {Path(args[1]).resolve()}")
            return 0
        if args[:1] == ["--"]:
            args = args[1:]
        return run_suite(args)
    except SetupError as error:
        log(f"ERROR: {error}")
        return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
