"""WPT's own ``encoding/streams/`` and ``compression/`` tests run for real: the testharness.js
files of ``TextDecoderStream``, ``TextEncoderStream``, ``CompressionStream`` and
``DecompressionStream``, pinned in ``wpt/wpt-encoding-streams-manifest.json``, executed against
webapi inside Pyodide under the pinned Node 26 by the DOM's runner (``python -m wpt.wpt_dom
--suite encoding-streams``), the page's streams being webapi's (the shim of
``idl/streams.webidl`` and ``idl/streams.others.webidl``), not Node's.

The default tier checks the pieces (the manifest, the locator, the expectations file, the
shim's interfaces); the slow tier runs every file (about a minute) and compares each subtest's
result with ``wpt/expectations/encoding-streams/expectations.json`` (``python -m wpt.wpt_dom
--suite encoding-streams --write-expectations`` rewrites it from the last run). The files are
``../shared/wpt-tests``' (docs/wpt.md, "The encoding-streams suite").
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from idl.jsshim import describe, read_definitions
from wpt import wpt_dom  # the runner's command
from wpt.dom import ENCODING_STREAMS


def test_manifest_pins_the_harness_and_the_suite_files() -> None:
    manifest = ENCODING_STREAMS.manifest()
    assert {"resources/testharness.js", "resources/testharnessreport.js"} <= set(manifest["files"])
    other = manifest["other_versions"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha) for sha in ENCODING_STREAMS.pinned().values())
    assert set(other["provenance"]) == set(other["files"])
    tests = manifest["tests"]
    assert len(tests) == 29 and set(tests) <= set(other["files"])
    assert {wpt_dom.folder(path) for path in tests} == {"encoding/streams", "compression"}
    assert "encoding/streams/resources/readable-stream-from-array.js" in other["files"]
    # (idlharness fetches the IDL files: left out, with why)
    assert not any("idlharness" in path for path in tests)
    assert ENCODING_STREAMS.excluded


def test_locator_looks_in_the_shared_wpt_tests(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WPT_ENCODING_STREAMS_DATA", raising=False)
    names = [path.name for path in ENCODING_STREAMS.candidates()]
    assert names == ["wpt-encoding-streams", "wpt-tests", "wpt"]
    monkeypatch.setenv("WPT_ENCODING_STREAMS_DATA", str(tmp_path))
    assert ENCODING_STREAMS.data_root() is None
    assert "WPT_ENCODING_STREAMS_DATA" in ENCODING_STREAMS.missing_message()


def test_the_shim_makes_the_pages_streams_webapis() -> None:
    definitions, files = read_definitions(extra=ENCODING_STREAMS.idl_files)
    assert {"streams.webidl", "streams.others.webidl"} <= set(files)
    shim = describe(definitions)
    names = {interface["name"] for interface in shim["interfaces"]}
    wanted = {"ReadableStream", "WritableStream", "TransformStream", "TextDecoderStream"}
    assert wanted | {"TextEncoderStream", "CompressionStream", "DecompressionStream"} <= names
    # (an underlying source is a dictionary: its JavaScript methods become Python callables)
    assert "UnderlyingSource" in shim["dictionaries"]


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    expectations = wpt_dom.assert_expectations_well_formed("encoding-streams")
    assert expectations["compression/decompression-corrupt-input.tentative.any.js"] == {"count": 26}


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("encoding-streams")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "encoding-streams")
