"""WPT's ``fetch/api`` network files (``basic``, ``redirect``, ``cors``, ``credentials``,
``abort``, and the ``request``/``response`` files that call ``fetch()``) and ``xhr/``'s, run
for real (issue #54's third proof): the page's ``fetch()`` is webapi's from the document's
client, its ``XMLHttpRequest`` webapi's for the page's document, both sending through the
runner's stand-in for WPT's server (``wpt/wpt_network_resources.py``: a transport answering
the WPT handlers the files call, in the project's words), inside Pyodide under the pinned
Node 26 (``python -m wpt.wpt_dom --suite fetch-network``; docs/wpt.md, "The fetch-network
suite").

The default tier checks the manifest, the expectations file and the stand-in server's
handlers (in CPython, as the transport of webapi's ``fetch()``); the slow tier runs every
file (4 min 38 s on the shared 2-core machine beside other work, most of it the harness's
timeouts of files that wait for what webapi lacks: CI runs it in its third process) and
compares each subtest's result with ``wpt/expectations/fetch-network/expectations.json``.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import FETCH_NETWORK

REPO = Path(__file__).resolve().parents[2]
EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["fetch-network"]


def test_manifest_pins_the_tests_scripts_and_emulated_handlers() -> None:
    manifest = FETCH_NETWORK.manifest()
    other = manifest["other_versions"]
    assert set(other["provenance"]) == set(other["files"])
    assert set(manifest["tests"]) <= set(FETCH_NETWORK.pinned())
    assert {wpt_dom.folder(path) for path in manifest["tests"]} >= {
        "fetch/api/basic",
        "fetch/api/redirect",
        "fetch/api/cors",
        "fetch/api/credentials",
        "fetch/api/abort",
        "xhr",
    }
    assert not any(".h2." in path or ".sub." in path for path in manifest["tests"])
    # (the handlers the stand-in server emulates are pinned as the sources it follows)
    from wpt.wpt_network_resources import HANDLERS

    assert set(HANDLERS) <= set(other["files"])
    assert FETCH_NETWORK.network
    assert FETCH_NETWORK.idl_files == ("xmlhttprequest.webidl", "streams.webidl")


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    wpt_dom.assert_expectations_well_formed("fetch-network")


def _fetch(url: str, **init: Any) -> Any:
    from webapi.fetch import FetchClient
    from wpt.wpt_network_resources import StandInServer

    root = FETCH_NETWORK.data_root()
    if root is None:
        pytest.skip(FETCH_NETWORK.missing_message())
    server = StandInServer(root)
    client = FetchClient(
        "http://web-platform.test:8000/fetch/api/basic/x.any.html", transport=server
    )

    async def run() -> tuple[Any, str]:
        response = await client.fetch(url, init or None)
        return response, await response.text()

    return asyncio.run(run())


@pytest.mark.needs_loop_run
def test_stand_in_redirect_handler_counts_and_keeps_the_query() -> None:
    # redirect.py: a 301 to top.txt, the query carried over with the count of requests seen
    response, text = _fetch("/fetch/api/resources/redirect.py?redirect_status=301&location=top.txt")
    assert response.status == 200 and response.redirected
    assert response.url.startswith(
        "http://web-platform.test:8000/fetch/api/resources/top.txt?redirect_status=301&location="
    )
    assert response.url.endswith("&count=1") and text == "top"


@pytest.mark.needs_loop_run
def test_stand_in_cors_preflight_and_inspect_headers() -> None:
    # preflight.py records the preflight; the CORS request reads it back as exposed headers
    response, _ = _fetch(
        "http://www1.web-platform.test:8000/fetch/api/resources/preflight.py"
        "?token=t1&allow_methods=PUT",
        method="PUT",
    )
    assert response.type == "cors" and response.headers.get("x-did-preflight") == "1"
    assert response.headers.get("x-origin") == "http://web-platform.test:8000"
    response, _ = _fetch(
        "/fetch/api/resources/inspect-headers.py?headers=accept|x-test",
        headers={"X-Test": "1"},
    )
    assert response.headers.get("x-request-accept") == "*/*"
    assert response.headers.get("x-request-x-test") == "1"


@pytest.mark.needs_loop_run
def test_stand_in_pipes_authentication_and_other_hosts() -> None:
    response, _ = _fetch("/fetch/api/resources/top.txt?pipe=header(X-A,1)|status(201)")
    assert (response.status, response.headers.get("x-a")) == (201, "1")
    response, text = _fetch("/fetch/api/resources/authentication.py?realm=r")
    assert response.status == 401 and "login" in text
    response, text = _fetch(
        "/fetch/api/resources/authentication.py",
        headers={"Authorization": "Basic dXNlcjpwYXNzd29yZA=="},  # (user:password)
    )
    assert (response.status, text) == (200, "Authentication done")
    with pytest.raises(TypeError):
        _fetch("http://elsewhere.test:8000/")


def test_stand_in_substitutes_host_info() -> None:
    from wpt.wpt_network_resources import substitute

    text = "{{host}}:{{ports[http][1]}} {{domains[www1]}} {{hosts[alt][]}} {{ports[https][0]}}"
    assert substitute(text) == (
        "web-platform.test:8001 www1.web-platform.test not-web-platform.test 8443"
    )


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("fetch-network")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "fetch-network")
    assert json.loads(EXPECTATIONS.read_text(encoding="utf-8"))
