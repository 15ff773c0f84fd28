"""The one place the browser tests find Chromium, an oracle like Node: Debian's
/usr/bin/chromium (``$WEBAPI_CHROMIUM`` overrides), the flags it runs headless with on these
machines (no background networking: the machines have no network beyond the package
registries), and how a missing browser or Playwright skips a test (or fails it under
``WEBAPI_REQUIRE_E2E=1``, as in CI).  It lives in ``oracles`` rather than ``tests`` because the
suite also runs inside Pyodide, where ``tests`` is not importable (the browser tests are
deselected there, but their modules are still collected)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import pytest

__all__ = ["CHROMIUM", "CHROMIUM_FLAGS", "unavailable"]

CHROMIUM = Path(os.environ.get("WEBAPI_CHROMIUM") or "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def unavailable(reason: str) -> NoReturn:
    """Skip the test for ``reason`` (a missing browser, Playwright, Node...), or fail it when
    ``WEBAPI_REQUIRE_E2E=1`` says everything must be there."""
    if os.environ.get("WEBAPI_REQUIRE_E2E") == "1":
        pytest.fail(f"{reason} (and WEBAPI_REQUIRE_E2E=1 makes that a failure)")
    pytest.skip(reason)
