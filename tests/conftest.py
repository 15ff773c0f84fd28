"""Markers for tests that need what some platforms do not have, and hypothesis's profiles.

* ``needs_subprocess``: the test starts a process (a Python interpreter, mypy, ruff, a browser).
* ``needs_sockets``: the test serves or fetches over sockets, with threads (``http.server``).
* ``needs_threads``: the test starts threads.
* ``needs_loop_run``: the test runs an asyncio event loop to completion (``asyncio.run``).
* ``needs_process_stats``: the test reads the process's resident memory (``/proc``, ``resource``).

Inside Pyodide (``sys.platform == "emscripten"``: CPython compiled to WebAssembly, run by
``pyodide/run.py``) there are no processes, sockets or threads, nor, under Node, an event loop
run to completion, so tests with these markers are deselected there and listed, with the
reason, at the end of the run.  Everywhere else the
markers change nothing.

Comparisons with other implementations (the pinned Node 26 of ``oracles/``, Chromium through
Playwright) skip, saying why, where their tool is not installed; the run then ends with a
section naming what was skipped and the one command that installs and runs them (CI installs
them and sets ``WEBAPI_REQUIRE_ORACLES=1`` / ``WEBAPI_REQUIRE_E2E=1``, which turn such a skip
into a failure).

External data (``../shared`` beside the checkout: the web-platform-tests data, the Encoding
Standard's files, spec sources, the Public Suffix List, corpora; or their environment variables
and pinned downloads): where it cannot be found, a test that needs it is skipped with the
message of the locator that looked (what is missing, where it looked, how to provide it),
never an error, whether the data is read at collection (a module's parameters) or while the
test runs. CI sets ``WEBAPI_REQUIRE_DATA=1``, which keeps these as failures.

Extras (``pyproject.toml``'s optional dependencies: hypothesis, widlparser, ada-url, the HTTP
clients ... of the ``test`` extra, lxml of ``bench``, playwright of ``e2e``): a test module,
or a test, that imports one that is not installed is skipped, naming the package and the extra
that installs it (:data:`EXTRA_MODULES`), as ``pytest.importorskip`` does; so a checkout with
only ``pip install -e .`` and pytest runs what it can and says what it left out.

Hypothesis tests run the same examples every run (derandomized): 30 each in the default run
(profile ``default``); the slow tier runs every file with hypothesis tests again in a child
pytest (``tests/test_slow_reruns.py``), with 1,500 each (``HYPOTHESIS_PROFILE=slow-tier``:
``tests/properties`` and the models of the fast path and punycode) or 100 each (``hundred``:
the others, the default run's count before the tiers split).  A test that sets its own
``max_examples`` runs that many in both.
``HYPOTHESIS_PROFILE=thorough``: 30,000 each, with fresh randomness.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

try:
    from hypothesis import HealthCheck, settings
except ModuleNotFoundError:  # the test extra is not installed: its tests are skipped
    pass
else:
    _QUIET = {
        "deadline": None,
        "suppress_health_check": [HealthCheck.too_slow, HealthCheck.filter_too_much],
    }
    settings.register_profile("default", max_examples=30, derandomize=True, **_QUIET)
    settings.register_profile("hundred", max_examples=100, derandomize=True, **_QUIET)
    settings.register_profile("slow-tier", max_examples=1_500, derandomize=True, **_QUIET)
    settings.register_profile("thorough", max_examples=30_000, **_QUIET)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

#: Marker -> (what the test does, why that cannot run inside Pyodide).
PLATFORM_NEEDS = {
    "needs_subprocess": (
        "starts a process (a Python interpreter, mypy, ruff, a browser)",
        "Pyodide (WebAssembly) cannot start processes",
    ),
    "needs_sockets": (
        "serves or fetches over sockets, with threads",
        "Pyodide (WebAssembly) has no sockets or threads",
    ),
    "needs_threads": (
        "starts threads",
        "Pyodide (WebAssembly) has no threads",
    ),
    "needs_process_stats": (
        "reads the process's resident memory (/proc/self/statm, the resource module)",
        "Pyodide (WebAssembly) has no /proc and no resource module",
    ),
    "needs_loop_run": (
        "runs an asyncio event loop to completion (asyncio.run)",
        "Pyodide's event loop cannot be run to completion under Node without WebAssembly stack "
        "switching (code there awaits in the running loop, or uses webapi.js.await_sync)",
    ),
}

IN_PYODIDE = sys.platform == "emscripten"

_DESELECTED_KEY = pytest.StashKey[dict[str, list[str]]]()
#: Comparison -> the tests skipped for want of its reference, in this run.
_SKIPPED_COMPARISONS: dict[str, list[str]] = {}

#: Comparison -> the skip reasons that mean its reference is not installed (the phrases of
#: ``oracles.node26`` and of the e2e tests' ``_unavailable``).
SKIPPED_COMPARISONS = {
    "the differentials against Node 26 (oracles/)": ("Node 26 not installed",),
    "the comparisons with Chromium (Playwright, tests/e2e/)": (
        "playwright is not installed",
        "no Chromium at",
        "npm is not on PATH",
        "no `node` on PATH",
    ),
}
#: The one command that installs every reference and runs the suite with them required.
RUN_COMPARISONS = (
    "npm ci --prefix oracles/node && apt-get install -y chromium && "
    ".venv/bin/pip install -e '.[test,e2e]' && "
    "WEBAPI_REQUIRE_ORACLES=1 WEBAPI_REQUIRE_E2E=1 .venv/bin/python -m pytest"
)


#: Set in CI: missing external data is a failure, not a skip.
REQUIRE_DATA = os.environ.get("WEBAPI_REQUIRE_DATA") == "1"
_SHARED_HINT = (
    "put the repository's shared data beside the checkout (../shared) or set the variable "
    "the locator names ($WPT_DATA, $ENCODING_DATA, $WEBAPI_SPEC_DIR)"
)


#: The top-level import names of the extras' packages -> (the distribution, the extra of
#: ``pyproject.toml`` that installs it; the first one that has it).
EXTRA_MODULES = {
    "hypothesis": ("hypothesis", "test"),
    "xdist": ("pytest-xdist", "test"),
    "widlparser": ("widlparser", "test"),
    "ada_url": ("ada-url", "test"),
    "atheris": ("atheris", "test"),
    "build": ("build", "test"),
    "twine": ("twine", "test"),
    "mypy": ("mypy", "test"),
    "ruff": ("ruff", "test"),
    "pyarrow": ("pyarrow", "test"),
    "dask": ("dask", "test"),
    "distributed": ("dask[distributed]", "test"),
    "pandas": ("dask[dataframe]", "test"),
    "tqdm": ("tqdm", "test"),
    "w3lib": ("w3lib", "test"),
    "urllib3": ("urllib3", "test"),
    "httpx": ("httpx", "test"),
    "yarl": ("yarl", "test"),
    "rfc3986": ("rfc3986", "test"),
    "multidict": ("multidict", "test"),
    "werkzeug": ("werkzeug", "test"),
    "scrapy": ("scrapy", "test"),
    "requests": ("requests", "test"),
    "aiohttp": ("aiohttp", "test"),
    "bs4": ("beautifulsoup4", "test"),
    "markupever": ("markupever", "test"),
    "starlette": ("starlette", "test"),
    "pydantic": ("pydantic", "test"),
    "furl": ("furl", "test"),
    "upa_url": ("upa-url", "bench"),
    "urlpattern": ("urlpattern-py", "bench"),
    "webencodings": ("webencodings", "bench"),
    "html5lib": ("html5lib", "bench"),
    "lxml": ("lxml", "bench"),
    "selectolax": ("selectolax", "bench"),
    "justhtml": ("justhtml", "bench"),
    "elementpath": ("elementpath", "bench"),
    "multipart": ("python-multipart", "bench"),
    "python_multipart": ("python-multipart", "bench"),
    "html_text": ("html-text", "bench"),
    "sphinx": ("sphinx", "docs"),
    "playwright": ("playwright", "e2e"),
    "unicodedata2": ("unicodedata2", "unicode"),
}


def missing_extra(error: BaseException) -> str | None:
    """The skip message when ``error`` (or the import error that caused it) is the import of
    an extra's package that is not installed, else None."""
    while error is not None and not isinstance(error, ModuleNotFoundError):
        error = error.__cause__  # type: ignore[assignment]
    if error is None or error.name is None:
        return None
    extra = EXTRA_MODULES.get(error.name.partition(".")[0])
    if extra is None:
        return None
    distribution, name = extra
    return f"{distribution} (the {name} extra) is not installed: pip install -e '.[{name}]'"


def missing_data(error: BaseException) -> str | None:
    """The skip message when ``error`` says external data is missing, else None: a locator's
    ``WPTDataError`` (which says what, where it looked and how to provide it), or a
    ``FileNotFoundError`` for a file under a ``shared`` folder."""
    from wpt.data import WPTDataError

    if isinstance(error, WPTDataError):
        return f"external data missing: {error}"
    if isinstance(error, FileNotFoundError) and "/shared/" in str(error.filename or ""):
        return f"external data missing: {error.filename} ({_SHARED_HINT})"
    return None


class _DataModule(pytest.Module):
    """A test module whose import may read external data (parameters built from it)."""

    def _getobj(self) -> object:
        try:
            return super()._getobj()
        except pytest.Collector.CollectError as error:
            message = missing_extra(error)
            if message is None:
                raise
            raise pytest.skip.Exception(message, allow_module_level=True) from None
        except (OSError, RuntimeError) as error:
            message = None if REQUIRE_DATA else missing_data(error)
            if message is None:
                raise
            raise pytest.skip.Exception(message, allow_module_level=True) from None


def pytest_pycollect_makemodule(module_path: object, parent: pytest.Collector) -> pytest.Module:
    return _DataModule.from_parent(parent, path=module_path)


def _skip_when_something_is_missing(error: BaseException) -> None:
    if isinstance(error, ModuleNotFoundError):
        message = missing_extra(error)
    else:
        message = None if REQUIRE_DATA else missing_data(error)
    if message is not None:
        pytest.skip(message)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> object:
    """Collection with the cyclic garbage collector off: it builds some 500,000 objects that
    live to the end of the session (the items, their parameters, the modules' data), and the
    full collections it set off walked them all, some 30 times (3 s)."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.enable()


@pytest.hookimpl(specname="pytest_collection")
def pytest_collection_compile_this_workers_share(session: pytest.Session) -> None:
    """In a fresh checkout (no bytecode yet, as CI's clone) each pytest-xdist worker collects the
    whole suite, and each compiled every test module (with pytest's assertion rewriting) and
    every module of webapi they import: both workers the same ~8 s of their ~13 s collection, at
    the same time, each writing the same bytecode.  Worker ``i`` of ``n`` (``i > 0``) imports
    the ``i``-th of ``n`` shares of the test files first (the same import pytest makes, errors
    left for pytest's own import to report), while worker 0 starts at the first: each compiles
    its share and finds the others' written by the time its collection reaches them.  Only where
    bytecode is written (``sys.dont_write_bytecode`` false: CI's clone, or a session that
    :func:`_children_share_bytecode` sends to ``build/test-pycache``), only the files of a
    directory given to the session (the default run's ``tests``); ``sys.path`` is restored
    after, so pytest's imports prepend the test directories in its own order."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if sys.dont_write_bytecode or count < 2 or not worker.startswith("gw"):
        return
    index = int(worker[2:])
    if not 0 < index < count:
        return
    try:  # (pytest's own import, not public API: a pytest without it compiles as before)
        from _pytest.pathlib import import_path
    except ImportError:
        return

    config = session.config
    ignored = {Path(path).resolve() for path in config.getoption("ignore") or ()}
    files: list[Path] = []
    for arg in config.args:
        directory = Path(arg.partition("::")[0]).resolve()
        if directory.is_dir():
            files.extend(sorted(directory.rglob("test_*.py")))
    files = [
        path
        for path in files
        if "__pycache__" not in path.parts and not ignored.intersection(path.parents)
    ]
    share = files[len(files) * index // count : len(files) * (index + 1) // count]
    saved_path = list(sys.path)
    try:
        for path in share:
            try:
                import_path(
                    path,
                    mode=config.getoption("importmode"),
                    root=config.rootpath,
                    consider_namespace_packages=config.getini("consider_namespace_packages"),
                )
            except KeyboardInterrupt:
                raise
            except BaseException:  # pytest's own import of the file reports it
                continue
    finally:
        sys.path[:] = saved_path


@pytest.hookimpl(wrapper=True)
def pytest_generate_tests(metafunc: pytest.Metafunc) -> object:
    """Once a function is parametrized: where the run deselects the slow tier, the calls it
    would deselect are not made into items (tests/_sample.py's ``drop_complements``)."""
    result = yield
    try:
        from tests import _sample
    except ModuleNotFoundError:  # a probe run that copied this conftest elsewhere
        return result
    _sample.drop_complements(metafunc)
    return result


@pytest.hookimpl(specname="pytest_collection_modifyitems", tryfirst=True)
def pytest_collection_modifyitems_mark_sampled_complements(items: list[pytest.Item]) -> None:
    """The cases of each ``sampled`` family outside its default sample are marked ``slow``
    (tests/_sample.py), before ``-m`` selects."""
    try:
        from tests import _sample
    except ModuleNotFoundError:  # a probe run that copied this conftest elsewhere
        return
    _sample.mark_complements(items)


@pytest.hookimpl(specname="pytest_collection_modifyitems", tryfirst=True)
def pytest_collection_modifyitems_share_hypothesis_constants(items: list[pytest.Item]) -> None:
    """Hypothesis's plugin, after collection, reads the "local constants" of every module of the
    checkout the session imported (webapi's, benchmarks', wpt's ...: some 590 modules, their
    literals drawn now and then as examples), parsing each module's source, and keeps them in
    ``.hypothesis/constants`` by the source's hash.  In a fresh checkout (CI's clone) each
    pytest-xdist worker parsed all of them, at the same time: some 4.5 s of CPU each.  Worker
    ``i`` of ``n`` reads the ``i``-th of ``n`` shares of them (in path order) first, then the
    others' from their far end, so each parses its share and finds most of the others' in
    ``.hypothesis/constants``; the constants, and so the examples, are the same.  (Hypothesis's own
    functions, not public API: a Hypothesis without them reads the constants as before.)"""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if count < 2 or not worker.startswith("gw") or "hypothesis" not in sys.modules:
        return
    try:
        from hypothesis import is_hypothesis_test
        from hypothesis.internal.constants_ast import constants_from_module, is_local_module_file
    except ImportError:
        return
    if not any(is_hypothesis_test(getattr(item, "obj", None)) for item in items):
        return  # (nor does the plugin read them)
    index = int(worker[2:])
    local = sorted(
        (
            (path, module)
            for module in list(sys.modules.values())
            if isinstance(path := getattr(module, "__file__", None), str)
            and is_local_module_file(path)
        ),
        key=lambda pair: pair[0],
    )
    start, end = len(local) * index // count, len(local) * (index + 1) // count
    # Its share first, then the others' from their far end: where one worker's collection ended
    # later, the other meets it in the middle of its share instead of parsing it all again.
    for _, module in local[start:end] + local[end:][::-1] + local[:start][::-1]:
        try:
            constants_from_module(module)
        except Exception:  # the plugin's own pass reads it as before
            continue


#: The module whose tests run now (the heap is frozen when the next one starts).
_MODULE_KEY = pytest.StashKey[object]()


def _freeze_what_lives_on(item: pytest.Item) -> None:
    """Before the first test of each module: the garbage collected, then what is left frozen
    (``gc.freeze``: left out of the cyclic collector's walks).  What lives from one module to
    the next (the collected items, the reports of the tests run, the modules, the session's
    fixtures and caches) lives to the end of the session; the heap grows to a million objects,
    and each full collection (the automatic ones, and the tests' own ``gc.collect()``: the
    memory, collection and benchmark tests) walked them all, 0.2 to 0.4 s each time, some 25 s
    of a run.  Frozen, a collection walks what the running module made; its module-scoped
    fixtures are made after the freeze."""
    module = getattr(item, "module", None)
    if item.config.stash.get(_MODULE_KEY, None) is module:
        return
    item.config.stash[_MODULE_KEY] = module
    gc.collect()
    gc.freeze()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> object:
    _freeze_what_lives_on(item)
    try:
        return (yield)
    except (OSError, RuntimeError, ModuleNotFoundError) as error:
        _skip_when_something_is_missing(error)
        raise


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> object:
    try:
        return (yield)
    except (OSError, RuntimeError, ModuleNotFoundError) as error:
        _skip_when_something_is_missing(error)
        raise


@pytest.fixture(scope="session")
def mypy_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The cache of the session's mypy runs (``tests/_mypy.py``): ``build/test-mypy-cache`` of
    the checkout, kept from one session to the next (mypy checks each cached module against its
    source, so a warm cache gives the same report; a cold one costs some 3 s of analysing the
    standard library's stubs), or a temporary directory where the checkout cannot be written."""
    cache = Path(__file__).resolve().parents[1] / "build" / "test-mypy-cache"
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError:
        return tmp_path_factory.mktemp("mypy-cache")
    return cache


@pytest.fixture
def two_process_dask_client() -> Iterator[Any]:
    """A ``dask.distributed.Client`` of a ``LocalCluster`` of two worker processes, one thread
    each, on 127.0.0.1 with no dashboard: the slow tier's cluster (``tests/test_dask.py``,
    ``tests/test_dask_pages.py``), closed after the test; skipped where ``dask.distributed`` is
    not installed (the ``dask`` extra). The workers' sampling profiler is off (Dask's default
    walks the task thread's stack every 10 ms and keeps what it saw: on pages, pure Python,
    measured 0.89 of one process's pages per processor second with it and 1.02 without, and
    18 MiB more memory over 1,000 pages)."""
    distributed = pytest.importorskip("dask.distributed")
    import dask

    with (
        dask.config.set({"distributed.worker.profile.enabled": False}),
        distributed.LocalCluster(
            n_workers=2,
            processes=True,
            threads_per_worker=1,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        yield client


def _children_share_bytecode(config: pytest.Config) -> None:
    """Where the session's environment writes no bytecode (``PYTHONDONTWRITEBYTECODE``, as the
    project machines set it), the processes the tests start (the command line's, the
    generators' checks, the child interpreters of the import and load-order tests: some 100 in
    the default run) each compiled every module they imported, webapi's and the standard
    library's (0.6 s of an HTML parse's 0.8 s).  They keep their bytecode in
    ``build/test-pycache`` of the checkout instead (``PYTHONPYCACHEPREFIX``: nothing is written
    beside the sources, as the benchmarks' cached starts do), so each module is compiled once,
    by the first child that imports it, and read by the others and by later sessions (Python
    checks each cached file against its source's time and size).  The process that runs the
    tests keeps its own there too (``sys.pycache_prefix``): the test modules as pytest rewrites
    their asserts, and what they import, compiled by the first session (~8 s of its collection)
    and read by the next.  Set in each process that runs tests (not in pytest-xdist's
    controller: its workers keep the environment the session was given), restored at the end;
    a session whose environment already says where bytecode goes, or that writes it, is left as
    it is."""
    if IN_PYODIDE or not os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return
    if "PYTHONPYCACHEPREFIX" in os.environ:
        return
    if getattr(config.option, "numprocesses", None) and "PYTEST_XDIST_WORKER" not in os.environ:
        return
    cache = Path(__file__).resolve().parents[1] / "build" / "test-pycache"
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError:
        return
    dont_write = os.environ.pop("PYTHONDONTWRITEBYTECODE")
    os.environ["PYTHONPYCACHEPREFIX"] = str(cache)
    own = sys.pycache_prefix, sys.dont_write_bytecode
    sys.pycache_prefix, sys.dont_write_bytecode = str(cache), False

    def restore() -> None:
        os.environ.pop("PYTHONPYCACHEPREFIX", None)
        os.environ["PYTHONDONTWRITEBYTECODE"] = dont_write
        sys.pycache_prefix, sys.dont_write_bytecode = own

    config.add_cleanup(restore)


def comparison_of(reason: str) -> str | None:
    """The comparison a skip reason says was not run for want of its reference, or None."""
    for comparison, phrases in SKIPPED_COMPARISONS.items():
        if any(phrase in reason for phrase in phrases):
            return comparison
    return None


def pytest_addoption(parser: pytest.Parser) -> None:
    # The slow tier's schedule (tests/slow_schedule.py): its options, then its hooks (registered
    # in pytest_configure, once the options exist).
    try:
        from tests import slow_schedule
    except ModuleNotFoundError:  # a probe run that copied this conftest elsewhere
        return
    slow_schedule.add_options(parser)


def pytest_configure(config: pytest.Config) -> None:
    # The heap is unfrozen at the very end: a cleanup registered here, before the
    # unraisable-exception plugin's (its pytest_configure runs after this one), runs after its
    # cleanup and its pytest_unconfigure, whose two gc.collect() walk only what is not frozen
    # (unfrozen first, they walked each process's whole heap, some 2 s of the default run).
    config.add_cleanup(gc.unfreeze)
    _children_share_bytecode(config)
    for name, (does, _) in PLATFORM_NEEDS.items():
        config.addinivalue_line("markers", f"{name}: the test {does} (deselected inside Pyodide)")
    config.addinivalue_line(
        "markers",
        "sampled(by=None, rate=0.1, keep=()): a data-driven or generated family: the default"
        " tier runs a stratified sample of its cases, the slow tier every case (tests/_sample.py)",
    )
    config.stash[_DESELECTED_KEY] = {}
    _SKIPPED_COMPARISONS.clear()
    try:
        from tests import _sample
    except ModuleNotFoundError:
        pass
    else:  # (the cases the run would deselect as slow are not made: tests/_sample.py)
        _sample.DROP_SLOW = config.getoption("markexpr") == "not slow" and not any(
            "::" in arg for arg in config.args
        )
    # The slow tier's schedule and the default tier's CPU budget (tests/cpu_budget.py).
    try:
        from tests import cpu_budget, slow_schedule
    except ModuleNotFoundError:
        pass
    else:
        for plugin, name in ((slow_schedule, "slow-tier-schedule"), (cpu_budget, "cpu-budget")):
            if not config.pluginmanager.is_registered(plugin):
                config.pluginmanager.register(plugin, name)
    # The WPT data summary, registered here: with pytest-xdist the process that prints it loads
    # no conftest but this one (which a probe run may copy where there is no tests/wpt).
    try:
        from tests.wpt import summary
    except ModuleNotFoundError:
        return
    if not config.pluginmanager.is_registered(summary):
        config.pluginmanager.register(summary, "wpt-data-summary")


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if not report.skipped or not isinstance(report.longrepr, tuple):
        return
    comparison = comparison_of(str(report.longrepr[2]))
    if comparison is not None:
        _SKIPPED_COMPARISONS.setdefault(comparison, []).append(report.nodeid)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not IN_PYODIDE:
        return
    deselected: dict[str, list[str]] = config.stash[_DESELECTED_KEY]
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        needs = [name for name in PLATFORM_NEEDS if item.get_closest_marker(name) is not None]
        if needs:
            dropped.append(item)
            deselected.setdefault(needs[0], []).append(item.nodeid)
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
    _keep_this_shard(config, items)


def _keep_this_shard(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep the files of this process's share of the suite: ``pyodide/run.py`` runs the suite in
    several Pyodide processes at once (Pyodide has no ``xdist``: it cannot start processes), each
    told ``WEBAPI_PYODIDE_SHARD=i/n``; the collected files in path order are dealt out in turn,
    the ``i``-th of each ``n`` kept here, so that a file's tests run in one process as
    ``--dist loadfile`` runs them."""
    shard = os.environ.get("WEBAPI_PYODIDE_SHARD")
    if not shard:
        return
    index, count = (int(part) for part in shard.split("/"))
    files = sorted({item.nodeid.partition("::")[0] for item in items})
    mine = set(files[index::count])
    kept = [item for item in items if item.nodeid.partition("::")[0] in mine]
    others = [item for item in items if item.nodeid.partition("::")[0] not in mine]
    if others:
        config.hook.pytest_deselected(items=others)
        items[:] = kept


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skipped = _SKIPPED_COMPARISONS
    if skipped:
        total = sum(len(ids) for ids in skipped.values())
        terminalreporter.section(f"comparisons skipped: {total} tests did not run")
        for comparison, ids in skipped.items():
            terminalreporter.write_line(f"{comparison}: {len(ids)} tests skipped")
        terminalreporter.write_line(f"to run them: {RUN_COMPARISONS}")
    deselected = terminalreporter.config.stash.get(_DESELECTED_KEY, {})
    if not deselected:
        return
    total = sum(len(ids) for ids in deselected.values())
    terminalreporter.section(f"deselected inside Pyodide: {total}")
    for name, ids in deselected.items():
        does, why = PLATFORM_NEEDS[name]
        terminalreporter.write_line(f"{name} ({len(ids)}): the test {does}; {why}")
        for nodeid in ids:
            terminalreporter.write_line(f"  {nodeid}")
