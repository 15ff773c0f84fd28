"""``python -m tests.differential.cookie_baselines``: the table of how far Python's cookie
jars are from RFC 6265bis on the generated sequences (a small run: the script works and
the libraries' best-known departure, no SameSite, is counted)."""

from __future__ import annotations

import sys

import pytest

from .cookie_baselines import LIBRARIES, compare, main
from .cookie_sequences import sequences


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="aiohttp's jar runs under asyncio.run, which needs WebAssembly stack switching, "
    "which Node's Pyodide has not",
)
def test_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--count", "40"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "| library | differ | by class (sequences) |"
    assert len(lines) == 3 + len(LIBRARIES)


def test_http_cookiejar_sends_cross_site() -> None:
    cases = [
        [
            {"url": "https://a.example/", "set": "a=1; SameSite=Strict"},
            {"get": "https://a.example/", "context": "none"},
        ],
        *sequences(1, 30),
    ]
    differing, counts = compare(cases, LIBRARIES["http.cookiejar"])
    assert differing >= 1 and counts["no-same-site"] >= 1
