"""webapi's ``fetch()`` inside Pyodide in a page of headless Chromium, over the real
``js.fetch`` (:class:`webapi.fetch.JSFetchTransport`; its unit tests use stand-ins), against
the page's own ``fetch()`` on the same scenarios (issue 54: "Under Pyodide: the same
differential's scenarios that a browser can send, through ``js.fetch``").

The site is the URL viewer's (``pyodide/run.py``'s ``build_viewer``: the pinned Pyodide
runtime, webapi's wheel and its dependencies) served from two loopback origins (and
``localhost``, a third site) that also answer the fetch differential's hops
(``tests/fetch/_client_chromium.py``'s :func:`answer`, its log of every request that reached
them). The scenarios are that differential's (issue #54's 17 and 800 generated: methods and
bodies, redirect chains across the three origins, ``Set-Cookie`` on hops, CORS answers and
preflights, modes, credentials, redirect modes, referrers and policies, headers) and 200 of
another seed. Each runs on both sides, each in its own browser context (its own preflight
cache and cookies): the page's ``fetch()``, and webapi's (``JSFetchTransport`` hands the
browser the request's headers and its mode, credentials, redirect mode, referrer, policy and
cache mode; the browser's filtered response comes back with its type). The requests that
reached the server (method, path, headers in order, body) and the final response (status,
type, URL, redirected, text, header names) must be equal: **832 of 1,017 are, the other 185
are one class** (:func:`relative_referrer`, its witness checked). About a minute on a
two-core machine. Before ``JSFetchTransport`` handed the browser the request's header list
alone and its members, none was equal (the Node-like client's ``Accept-Language: *``
replaced the browser's) and the modes, redirect modes and types differed.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from oracles.chromium import browser as chromium_browser
from tests.e2e import pyodide_fetch
from tests.fetch import _client_chromium as scenarios_module

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

SITE = pyodide_fetch.REPO / "build" / "fetch-js-transport"

#: The differential's scenarios (issue #54's 17 and 800 generated), and 200 more of another
#: seed.
SCENARIOS = {
    **scenarios_module.SCENARIOS,
    **{
        f"j{name[1:]}": scenario
        for name, scenario in scenarios_module.generated(200, seed=5400).items()
    },
}

#: webapi's side, in Pyodide: ``run_webapi(url, init)`` (``init`` as JSON) gives the final
#: record as the page's ``RUN`` writes it (a list), from ``fetch(url, init,
#: transport=JSFetchTransport())``.
PYTHON = """
import json
from webapi.fetch import JSFetchTransport, fetch
from webapi.fileapi import Blob
from webapi.url import URLSearchParams

def _init(init):
    init = dict(init)
    body = init.get("body")
    if isinstance(body, dict):
        if "params" in body:
            init["body"] = URLSearchParams(body["params"])
        elif "blob" in body:
            init["body"] = Blob([body["blob"]], {"type": body["type"]})
        else:
            init["body"] = bytes(body["bytes"])
    return init

async def run_webapi(url, init_json):
    try:
        response = await fetch(url, _init(json.loads(init_json)), transport=JSFetchTransport())
    except TypeError:
        return json.dumps(["TypeError"])
    try:
        text = await response.text()
    except Exception as error:
        text = "body: " + type(error).__name__
    names = sorted(name for name, _ in response.headers)
    return json.dumps(
        [response.status, response.type, response.url, response.redirected, text, names]
    )
"""


def relative_referrer(scenario: dict[str, Any]) -> bool:
    """The one class apart: a relative ``referrer`` (``/ref?r=1#f``). The page's ``Request``
    parses it against the page's URL; webapi's Node-like client has no base URL (as undici's:
    a relative URL is a ``TypeError`` there), so the call rejects before anything is sent."""
    referrer = scenario["init"].get("referrer")
    return isinstance(referrer, str) and referrer.startswith("/")


def test_webapi_over_js_fetch_sends_and_reads_what_the_page_fetch_does() -> None:
    run, site = pyodide_fetch.build_site(SITE)
    differ: list[tuple[str, Any, Any]] = []
    relative: list[Any] = []
    with (
        pyodide_fetch.serve(site, run, "/fetch-js.html") as (ports, log),
        chromium_browser() as browser,
    ):
        # one browser context a side: each its own preflight cache and cookies
        contexts = {side: browser.new_context() for side in ("page", "webapi")}
        page_url = scenarios_module.origin_of("A", ports) + "/fetch-js.html"
        pages = {side: pyodide_fetch.open_page(c, page_url) for side, c in contexts.items()}
        for name, scenario in SCENARIOS.items():
            url = scenarios_module.scenario_url(name, ports, SCENARIOS)
            records = []
            for side, page in pages.items():
                contexts[side].clear_cookies()
                start = len(log)
                if side == "page":
                    final = page.evaluate(scenarios_module.RUN, [url, scenario["init"]])
                else:
                    final = pyodide_fetch.call(
                        page, PYTHON, "run_webapi", url, json.dumps(scenario["init"])
                    )
                records.append(
                    {"hops": log[start:], "final": scenarios_module.final_record(final, ports)}
                )
            if relative_referrer(scenario):
                relative.append(records[1])
            elif records[0] != records[1]:
                differ.append((name, records[0], records[1]))
    assert differ == [], differ[:3]
    # the class's witness: each such call rejected, having sent nothing
    assert relative and all(r == {"hops": [], "final": ["TypeError"]} for r in relative)
