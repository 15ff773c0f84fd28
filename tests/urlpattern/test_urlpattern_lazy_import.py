"""``import webapi`` stays light: it does not import the URL Pattern package, and importing
that package compiles no pattern and imports no peer."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.needs_subprocess
def test_import_webapi_does_not_import_urlpattern() -> None:
    code = (
        "import sys, webapi\n"
        "webapi.URL('https://example.com/').href\n"
        "print(sorted(m for m in sys.modules if m.startswith('webapi.urlpattern')))\n"
        "import webapi.urlpattern\n"
        "print('urlpattern' in sys.modules)\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert completed.stdout.split("\n")[:2] == ["[]", "False"]
